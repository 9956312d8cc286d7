"""Small pieces the real-server adapters share: versions, Prometheus text, counter deltas, extra flags.

Cumulative speculative counters from ``scrape_spec_counters`` use these backend-neutral keys, so the
controller can take a delta around a cell with ``spec_stats_from_counters`` whatever the server:

- ``num_drafts``: verify steps that carried a draft (vLLM ``spec_decode_num_drafts``, llama-server
  ``spec_decode_num_drafts``)
- ``num_draft_tokens``: proposed draft tokens
- ``num_accepted_tokens``: accepted draft tokens
- ``generated_tokens``: all output tokens (when the server exports them)
- ``accepted_at_position_<i>``: verify steps that accepted the draft token at position i (0-based),
  from a per-position counter (vLLM and llama-server ``spec_decode_num_accepted_tokens_per_pos``,
  label ``position``), summed over engines
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping
from typing import Any

import httpx

from specdec_tui.backends.base import SpecStats, idempotent_request

NUM_DRAFTS = "num_drafts"
NUM_DRAFT_TOKENS = "num_draft_tokens"
NUM_ACCEPTED_TOKENS = "num_accepted_tokens"
GENERATED_TOKENS = "generated_tokens"
# requests the server preempted for lack of KV cache (vLLM: vllm:num_preemptions_total, V0 and V1)
PREEMPTIONS = "preemptions"
ACCEPTED_AT_POSITION = "accepted_at_position_"
MAX_POSITIONS = 1024  # draft positions read from a per-position counter; more is a broken exporter

_VERSION = re.compile(r"v?(\d+)\.(\d+)(?:\.(\d+))?")


def parse_version(text: str | None) -> tuple[int, int, int] | None:
    """``"0.33.0"``, ``"v0.8.5.post1"``, ``"0.11.0rc1"`` -> (major, minor, patch); None when unparseable."""
    if not text:
        return None
    match = _VERSION.search(text)
    if match is None:
        return None
    return (int(match.group(1)), int(match.group(2)), int(match.group(3) or 0))


# A counter beyond this is a broken exporter, not a count (2**63, as Prometheus clients keep them).
MAX_COUNTER = 9.3e18

# name{labels} value [timestamp]
_SAMPLE = re.compile(r"^(?P<name>[A-Za-z_:][A-Za-z0-9_:]*)(?:\{[^}]*\})?\s+(?P<value>\S+)")


def parse_prometheus(text: str, names: Iterable[str]) -> dict[str, float]:
    """Values of the wanted metric names, summed over their label sets (e.g. several engines)."""
    wanted = set(names)
    totals: dict[str, float] = {}
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        match = _SAMPLE.match(line)
        if match is None or match.group("name") not in wanted:
            continue
        try:
            value = float(match.group("value"))
        except ValueError:
            continue
        if not math.isfinite(value) or abs(value) > MAX_COUNTER:  # NaN, +Inf, 1e400: not a count
            continue
        name = match.group("name")
        totals[name] = totals.get(name, 0.0) + value
    return totals


_POSITION_LABEL = re.compile(r'[{,]\s*position="(?P<pos>\d+)"')


def parse_prometheus_positions(text: str, name: str) -> dict[int, float]:
    """Values of a per-position counter (label ``position``), per position, summed over the other
    labels (engines); positions past MAX_POSITIONS and values that are not counts are left out."""
    totals: dict[int, float] = {}
    for line in text.splitlines():
        if not line.startswith(name + "{"):
            continue
        match = _SAMPLE.match(line)
        found = _POSITION_LABEL.search(line.split("}", 1)[0])
        if match is None or match.group("name") != name or found is None:
            continue
        position = int(found.group("pos"))
        try:
            value = float(match.group("value"))
        except ValueError:
            continue
        if position >= MAX_POSITIONS or not math.isfinite(value) or not 0 <= value <= MAX_COUNTER:
            continue
        totals[position] = totals.get(position, 0.0) + value
    return totals


def position_counts(counters: Mapping[str, float]) -> dict[int, float]:
    """The ``accepted_at_position_<i>`` entries of a counter scrape, by position."""
    out: dict[int, float] = {}
    for key, value in counters.items():
        if key.startswith(ACCEPTED_AT_POSITION) and key[len(ACCEPTED_AT_POSITION) :].isdigit():
            out[int(key[len(ACCEPTED_AT_POSITION) :])] = value
    return out


async def scrape_counters(
    client: httpx.AsyncClient, url: str, mapping: Mapping[str, str], positions: str | None = None
) -> dict[str, float] | None:
    """GET a Prometheus endpoint and return ``{neutral key: value}`` for ``mapping`` (server name -> key),
    plus ``accepted_at_position_<i>`` from the per-position counter named ``positions``.

    None when the endpoint is unreachable, answers non-200, or exports none of the names."""
    try:
        response = await idempotent_request(client, "GET", url)
    except httpx.HTTPError:
        return None
    if response.status_code != 200:
        return None
    found = parse_prometheus(response.text, mapping)
    if not found:
        return None
    counters = {mapping[name]: value for name, value in found.items()}
    if positions is not None:
        for position, value in parse_prometheus_positions(response.text, positions).items():
            counters[f"{ACCEPTED_AT_POSITION}{position}"] = value
    return counters


def spec_stats_from_counters(
    before: Mapping[str, float] | None,
    after: Mapping[str, float] | None,
    requests: int | None = None,
) -> SpecStats | None:
    """Acceptance over a window from two counter scrapes (cell-scoped, whatever ran in between).

    The product's one definition: verify steps are the steps that carried a draft, and accept_length
    is 1 + accepted / drafts (at most num_draft_tokens + 1), as the servers define their own mean
    acceptance length. ``requests`` is accepted for older callers and not used: output tokens over
    all target steps (what it enabled) also counts steps with no draft and the prompt pass's token."""
    del requests
    if not before or not after:
        return None

    def delta(key: str) -> float | None:
        if key not in before or key not in after:
            return None
        value = after[key] - before[key]
        return value if value >= 0 else None  # a counter going down means the server restarted

    drafts = delta(NUM_DRAFTS)
    proposed = delta(NUM_DRAFT_TOKENS)
    accepted = delta(NUM_ACCEPTED_TOKENS)
    if accepted is None or (drafts is None and proposed is None):
        return None
    if proposed is not None and accepted > proposed:
        return None  # not counters of one server: accepted can never exceed proposed
    steps: float | None = drafts
    length: float | None = 1.0 + accepted / drafts if drafts else None
    stats = SpecStats(
        verify_steps=int(steps) if steps is not None else None,
        accepted_draft_tokens=int(accepted),
        proposed_draft_tokens=int(proposed) if proposed is not None else None,
        accept_length=length,
    )
    if proposed:
        stats.accept_rate = accepted / proposed
    return stats


def flag_name(key: str) -> str:
    """A flag from a key of an ``extra`` table: ``spec_ngram_simple_size_n`` -> ``--spec-ngram-simple-size-n``."""
    if key.startswith("-"):
        return key
    return "--" + key.replace("_", "-")


def extra_flags(extra: Mapping[str, Any] | None) -> list[str]:
    """argv for an ``extra`` table: ``true`` -> the bare flag, ``false``/None -> omitted, lists repeat."""
    argv: list[str] = []
    for key, value in (extra or {}).items():
        flag = flag_name(str(key))
        if value is True:
            argv.append(flag)
        elif value is False or value is None:
            continue
        elif isinstance(value, (list, tuple)):
            for item in value:
                argv += [flag, str(item)]
        else:
            argv += [flag, str(value)]
    return argv


def find_flag_value(argv: list[str], *names: str) -> str | None:
    """The value given to any of ``names`` in argv (``-np 4`` or ``--parallel=4``); the last one wins."""
    value: str | None = None
    for i, arg in enumerate(argv):
        for name in names:
            if arg == name and i + 1 < len(argv):
                value = argv[i + 1]
            elif arg.startswith(name + "="):
                value = arg[len(name) + 1 :]
    return value


def has_flag(argv: list[str], *names: str) -> bool:
    return any(arg in names or any(arg.startswith(n + "=") for n in names) for arg in argv)


def set_keys(speculative: Mapping[str, Any], keys: Iterable[str]) -> list[str]:
    """Which of ``keys`` have a value in the run's speculative table."""
    return [key for key in keys if speculative.get(key) is not None]
