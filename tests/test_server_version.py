"""The server's own version: asked from SGLang (/server_info, /get_server_info before 0.5.2x) and vLLM
(/version) once it is up, recorded with every result, and compared with ``[server] version``."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from specdec_tui.backends import get_backend
from specdec_tui.backends.base import LaunchPlan
from specdec_tui.backends.sglang import SGLangBackend
from specdec_tui.backends.sim import SimBackend
from specdec_tui.backends.vllm import VLLMBackend
from specdec_tui.domain import events as ev
from specdec_tui.run.session import ProcessSession
from specdec_tui.sweepfile.config import loads_sweep


def client_for(routes: dict[str, httpx.Response]) -> httpx.AsyncClient:
    seen: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request.url.path)
        return routes.get(request.url.path, httpx.Response(404, json={"detail": "Not Found"}))

    client = httpx.AsyncClient(transport=httpx.MockTransport(handler))
    client.seen = seen  # type: ignore[attr-defined]
    return client


async def test_sglang_asks_server_info_then_the_older_path() -> None:
    async with client_for({"/get_server_info": httpx.Response(200, json={"version": "0.5.5"})}) as client:
        assert await SGLangBackend().server_version(client, "http://h") == "0.5.5"
        assert client.seen == ["/server_info", "/get_server_info"]  # type: ignore[attr-defined]
    async with client_for({"/server_info": httpx.Response(200, json={"version": "0.5.23", "x": 1})}) as client:
        assert await SGLangBackend().server_version(client, "http://h") == "0.5.23"


async def test_vllm_asks_version() -> None:
    async with client_for({"/version": httpx.Response(200, json={"version": "0.34.0"})}) as client:
        assert await VLLMBackend().server_version(client, "http://h") == "0.34.0"


@pytest.mark.parametrize(
    "answer",
    [
        httpx.Response(200, text="not json"),
        httpx.Response(200, json=["0.34.0"]),
        httpx.Response(200, json={"version": 34}),
        httpx.Response(200, json={"version": "\x1b[31m0.34"}),
        httpx.Response(200, json={"version": "9" * 100}),
        httpx.Response(500, json={"version": "0.34.0"}),
    ],
)
async def test_odd_answers_are_no_version(answer: httpx.Response) -> None:
    async with client_for({"/version": answer}) as client:
        assert await VLLMBackend().server_version(client, "http://h") is None


async def test_no_server_is_no_version() -> None:
    def refuse(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("refused", request=request)

    async with httpx.AsyncClient(transport=httpx.MockTransport(refuse)) as client:
        assert await SGLangBackend().server_version(client, "http://h") is None


class _Reporting(SGLangBackend):
    def __init__(self, version: str | None) -> None:
        super().__init__()
        self.reported = version

    async def server_version(self, client: httpx.AsyncClient, base_url: str) -> str | None:
        return self.reported


def controller(tmp_path: Path, declared: str | None, backend: str = "sglang") -> tuple[ProcessSession, list[ev.Event]]:
    version = f'version = "{declared}"\n' if declared else ""
    sweep = loads_sweep(
        f'name = "v"\n[server]\nbackend = "{backend}"\nmodel = "m"\n{version}'
        '[[workload]]\nname = "w"\nprompt_tokens = 10\noutput_tokens = 4\n'
        '[[run]]\nname = "r"\nspeculative = { algorithm = "none" }\n'
    )
    events: list[ev.Event] = []
    backend_ = get_backend(sweep.server.backend)
    return ProcessSession(sweep, backend_, log_dir=tmp_path / "logs", sink=events.append), events


PLAN = LaunchPlan(argv=["x"], env={}, host="127.0.0.1", port=9)


@pytest.mark.parametrize(
    ("declared", "reported", "notice"),
    [
        (None, "0.5.23", 'declare [server] version = "0.5.23"'),
        ("0.5.5", "0.5.23", "the server reports version 0.5.23, the sweep declares 0.5.5"),
        ("0.5.23", "0.5.23", None),
        ("0.5.23+ddtree", "0.5.23", None),
        ("0.5.23", None, None),
    ],
)
async def test_controller_records_and_compares_the_reported_version(
    tmp_path: Path, declared: str | None, reported: str | None, notice: str | None
) -> None:
    ctl, events = controller(tmp_path, declared)
    ctl.backend = _Reporting(reported)
    await ctl.detect_version(PLAN)
    assert ctl.version == reported
    warnings = [e.text for e in events if isinstance(e, ev.Notice)]
    if notice is None:
        assert warnings == []
    else:
        assert len(warnings) == 1 and notice in warnings[0]


class _ReportingSim(SimBackend):
    async def server_version(self, client: httpx.AsyncClient, base_url: str) -> str | None:
        return "0.5.23"  # what the sim's /server_info says: a pretend SGLang release


async def test_the_sim_is_not_asked(tmp_path: Path) -> None:
    ctl, events = controller(tmp_path, None, backend="sim")
    assert isinstance(ctl.backend, SimBackend)
    ctl.backend = _ReportingSim()
    await ctl.detect_version(PLAN)
    assert ctl.version is None and events == []
