"""Any server started from a user's argv template (``[server] backend = "command"``).

``server.command`` is a list of arguments with ``{placeholders}``: ``{model}``, ``{host}``, ``{port}``,
``{context_length}``, ``{tp}`` and the run's speculative keys (``{algorithm}``, ``{draft_model}``,
``{num_draft_tokens}``, ``{budget}``, ...). Example::

    command = ["python", "-m", "myserver", "--model", "{model}", "--port", "{port}", "--k", "{num_draft_tokens}"]

A placeholder the run does not set is an error naming it; ``{{`` and ``}}`` are literal braces.
Requests speak the OpenAI-compatible ``/v1/completions`` API. Readiness: ``server.health_path`` answering
200 (default ``/health``); with only ``server.ready_log_pattern`` set, that log line marks readiness
and the probe only checks that the server answers HTTP at all (a liveness check).
"""

from __future__ import annotations

import re
import string
from typing import Any

import httpx

from specdec_tui.backends import assets, llamacpp, vllm
from specdec_tui.backends.base import Backend, LaunchPlan, LiveLogStats, ReadyState, StreamUpdate
from specdec_tui.backends.common import scrape_counters
from specdec_tui.domain.model import SPECULATIVE_KEYS, RunSpec, ServerSpec

SERVER_FIELDS = ("model", "host", "port", "context_length", "tp")
TEMPLATE_FIELDS = SERVER_FIELDS + tuple(k for k in SPECULATIVE_KEYS if k != "extra")

# The context-overflow wordings of SGLang, vLLM and llama-server (SERVERS.md §1.7, §2.7, §3.7).
_OVERFLOW = re.compile(
    r"maximum context length|context length|context size|max_model_len|exceeds the maximum allowed length"
    r"|too long to fit into the model|longer than the maximum model length",
    re.IGNORECASE,
)


def render_command(template: list[str], values: dict[str, Any]) -> list[str]:
    """Fill each argument's placeholders; ValueError (one line) for unknown or unset ones."""
    formatter = string.Formatter()
    argv: list[str] = []
    for position, arg in enumerate(template, start=1):
        try:
            fields = [field for _, field, _, _ in formatter.parse(arg) if field is not None]
        except ValueError as exc:
            raise ValueError(f"server.command argument {position} {arg!r}: {exc}") from None
        for field in fields:
            if field not in TEMPLATE_FIELDS:
                known = ", ".join("{" + name + "}" for name in TEMPLATE_FIELDS)
                raise ValueError(
                    f"server.command argument {position} {arg!r}: unknown placeholder {{{field}}} ({known})"
                )
            if values.get(field) is None:
                raise ValueError(
                    f"server.command argument {position} {arg!r}: {{{field}}} is not set for this run"
                )
        argv.append(arg.format_map({name: values.get(name) for name in fields}))
    return argv


class CommandBackend(Backend):
    """A user-supplied server command speaking the OpenAI-compatible API."""

    name = "command"
    default_port = 8000
    ready_log_pattern: str | None = None
    health_path: str = "/health"

    def __init__(self) -> None:
        self._health_path: str | None = "/health"
        self._llamacpp = llamacpp.LlamaCppBackend()  # its log-line parser keeps per-task state

    def launch_plan(self, server: ServerSpec, run: RunSpec) -> LaunchPlan:
        if not server.command:
            raise ValueError(
                'server.command is required for backend "command" (an argv list with {port}, {model}, ...)'
            )
        self.configure(server)
        values: dict[str, Any] = {
            "model": assets.resolve_model(server.model),
            "host": server.host,
            "port": server.port,
            "context_length": server.context_length,
            "tp": server.tp,
        }
        for key, value in run.speculative.items():
            if key in TEMPLATE_FIELDS and key not in SERVER_FIELDS:
                values[key] = (
                    assets.resolve_model(value) if key == "draft_model" and isinstance(value, str) else value
                )
        argv = render_command(list(server.command), values)
        argv += [*server.extra_args, *run.extra_args]
        return LaunchPlan(argv=argv, env={**server.env, **run.env}, host=server.host, port=server.port)

    def configure(self, server: ServerSpec) -> None:
        """Take the readiness settings from the sweep's ``[server]`` table."""
        if server.ready_log_pattern:
            try:
                re.compile(server.ready_log_pattern)
            except re.error as exc:
                raise ValueError(f"server.ready_log_pattern {server.ready_log_pattern!r}: {exc}") from None
        self.ready_log_pattern = server.ready_log_pattern
        if server.health_path:
            self._health_path = (
                server.health_path if server.health_path.startswith("/") else "/" + server.health_path
            )
        else:
            self._health_path = None if server.ready_log_pattern else "/health"
        self.health_path = self._health_path or "/"

    async def probe(self, client: httpx.AsyncClient, base_url: str) -> ReadyState:
        if self._health_path is not None:
            return await super().probe(client, base_url)
        response = await self.get_or_state(client, base_url + "/")
        if isinstance(response, ReadyState):
            return response
        return ReadyState.READY  # any HTTP answer: alive; readiness itself comes from the log pattern

    def parse_chunk(self, payload: dict[str, Any]) -> StreamUpdate:
        update = super().parse_chunk(payload)
        metrics = payload.get("metrics")
        timings = payload.get("timings")
        if isinstance(metrics, dict):
            update.spec = vllm.spec_stats_from_metrics(metrics)
        elif isinstance(timings, dict):
            update.spec = llamacpp.spec_stats_from_timings(timings)
        return update

    def is_context_overflow(self, status: int, message: str) -> bool:
        return status == 400 and _OVERFLOW.search(message) is not None

    def parse_log_line(self, line: str) -> LiveLogStats | None:
        return vllm.parse_vllm_log_line(line) or self._llamacpp.parse_log_line(line)

    async def scrape_spec_counters(self, client: httpx.AsyncClient, base_url: str) -> dict[str, float] | None:
        return await scrape_counters(
            client, base_url + "/metrics", {**vllm.PROMETHEUS_COUNTERS, **llamacpp.PROMETHEUS_COUNTERS}
        )
