"""Sweep files (TOML): strict loading into ``model.Sweep``, grid expansion, and writing back.

Every problem in a file becomes one ``SweepError`` whose text is a single line naming the file, the
table, its 1-based index, the run or workload name and the key, e.g.
``sweeps/x.toml: [[run]] #2 'ddtree': unknown key 'budgit' (did you mean 'budget'?)``.
"""

from __future__ import annotations

import difflib
import ipaddress
import itertools
import math
import os
import re
import string
import sys
import tempfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any, NoReturn

import tomli_w

from specdec_tui.domain.conditions import parse_condition
from specdec_tui.domain.model import (
    BACKENDS,
    EXECUTOR_KINDS,
    NO_SPECULATION,
    SPECULATIVE_KEYS,
    Cell,
    ExecutorSpec,
    Hardware,
    Limits,
    Rule,
    RunSpec,
    ServerSpec,
    Sweep,
    Workload,
    numbered_name,
)
from specdec_tui.safety.safeio import SWEEP_FILE_LIMIT, UnreadableFile, read_capped, strip_bom

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on 3.10 only
    import tomli as tomllib

GPU_ARCH_RE = re.compile(r"^sm_[0-9]{2,3}[a-z]?$")
PROMPT_STYLES = ("random", "repetitive")
# Keys a [[rule]] match may test: the server, the target hardware and any scalar speculative parameter.
RULE_MATCH_KEYS = (
    "backend",
    "model",
    "algorithm",
    "gpu_arch",
    "tp",
    *(k for k in SPECULATIVE_KEYS if k != "extra"),
)
MAX_RUNS_PER_TABLE = 10_000  # a guard against a typo that expands into millions of runs
_NAME_MAX = 200
# Limits no real sweep needs (issue 22): beyond them a value is a typo or an attack, and would freeze
# the runner building prompts or waiting between arrivals. Each is named in its error.
MAX_TOKENS = 16_777_216  # a context, prompt or output length (16M tokens)
MAX_GPUS = 4096
MAX_DRAFT = 65_536  # a draft budget, step count, block size or n-gram size
MAX_REQUESTS = 1_000_000
MAX_WARMUP_REQUESTS = 10_000
MAX_REPEATS = 1_000  # measurements of one cell on one server
MAX_CONCURRENCY = 65_536
MIN_REQUEST_RATE = 0.001  # requests/s: one every ~17 minutes
MAX_REQUEST_RATE = 1_000_000.0
MAX_TEMPERATURE = 100.0
MAX_SEED = 2**63 - 1
MAX_SECONDS = 7 * 24 * 3600.0  # a timeout longer than a week is not a timeout
MAX_WORKLOAD_PROMPT_TOKENS = 200_000_000
MAX_HOST_LEN = 253


class SweepError(ValueError):
    """A malformed sweep (or rules) file. ``str()`` is one line that says where and what.

    ``index`` is the 1-based number of the table among its kind (``[[run]] #2``), as in the message;
    ``key`` is the offending key (``speculative.budgit`` inside a run's speculative table)."""

    def __init__(
        self,
        message: str,
        *,
        path: str | Path | None = None,
        table: str | None = None,
        index: int | None = None,
        name: str | None = None,
        key: str | None = None,
        line: int | None = None,
    ) -> None:
        self.message = message
        self.path = str(path) if path is not None else "<string>"
        self.table = table
        self.index = index
        self.name = name
        self.key = key
        self.line = line
        super().__init__(str(self))

    def __str__(self) -> str:
        parts = [self.path]
        if self.line is not None:
            parts.append(f"line {self.line}")
        if self.table:
            where = self.table
            if self.index is not None:
                where += f" #{self.index}"
            if self.name is not None:
                where += f" {_show(self.name)}"
            parts.append(where)
        parts.append(self.message)
        return ": ".join(parts)

    def __reduce__(self) -> tuple[Any, ...]:
        return (
            _rebuild_error,
            (self.message, self.path, self.table, self.index, self.name, self.key, self.line),
        )


def _rebuild_error(*args: Any) -> SweepError:
    message, path, table, index, name, key, line = args
    return SweepError(message, path=path, table=table, index=index, name=name, key=key, line=line)


# --------------------------------------------------------------------------------------------------
# Showing values in messages: one line, bounded, TOML spelling, control characters escaped.


def _show(value: Any, limit: int = 60) -> str:
    if isinstance(value, str):
        text = repr(value)
    elif isinstance(value, bool):
        text = "true" if value else "false"
    elif isinstance(value, (list, tuple)):
        text = "[" + ", ".join(_show(v, limit) for v in value[:8]) + (", ..." if len(value) > 8 else "") + "]"
    elif isinstance(value, dict):
        text = "{" + ", ".join(f"{_key(k)} = {_show(v, limit)}" for k, v in list(value.items())[:8]) + "}"
    elif isinstance(value, int) and value.bit_length() > 200:  # str() of 4,300+ digits raises
        text = f"an integer of about {int(value.bit_length() * 0.30103)} digits"
    else:
        text = repr(value) if not isinstance(value, (int, float)) else str(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _key(key: str) -> str:
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else repr(key)


def _type_name(value: Any) -> str:
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int):
        return "an integer"
    if isinstance(value, float):
        return "a float"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "a table"
    return f"a {type(value).__name__}"


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """`` (did you mean 'x'?)`` for the closest choice, or an empty string."""
    choices = list(choices)
    for choice in choices:
        if choice.casefold() == word.casefold():
            return f" (did you mean {_show(choice)}?)"
    close = difflib.get_close_matches(word, choices, n=1, cutoff=0.6)
    return f" (did you mean {_show(close[0])}?)" if close else ""


# --------------------------------------------------------------------------------------------------
# A table being read: knows where it is, rejects unknown keys, reads typed values.


@dataclass
class _Where:
    path: str
    table: str = ""
    index: int | None = None  # 1-based
    name: str | None = None
    prefix: str = ""  # "speculative." for keys of a run's sub-table

    def fail(self, message: str, key: str | None = None) -> NoReturn:
        raise SweepError(
            message,
            path=self.path,
            table=self.table or None,
            index=self.index,
            name=self.name,
            key=(self.prefix + key) if key else None,
        )


class _Table:
    def __init__(self, data: Any, allowed: Iterable[str], where: _Where, what: str = "table") -> None:
        if not isinstance(data, dict):
            where.fail(f"expected a {what}, got {_type_name(data)} {_show(data)}")
        self.data: dict[str, Any] = data
        self.where = where
        allowed = list(allowed)
        for key in data:
            if key not in allowed:
                where.fail(f"unknown key {_show(key)}{did_you_mean(key, allowed)}", key)

    def has(self, key: str) -> bool:
        return key in self.data

    def get(
        self, key: str, parse: Callable[[Any, Callable[[str], NoReturn]], Any], default: Any = None
    ) -> Any:
        if key not in self.data:
            return default
        return parse(self.data[key], lambda msg: self.where.fail(f"{_show(key)} {msg}", key))

    def need(self, key: str, parse: Callable[[Any, Callable[[str], NoReturn]], Any]) -> Any:
        if key not in self.data:
            self.where.fail(f"missing required key {_show(key)}", key)
        return self.get(key, parse)


Fail = Callable[[str], NoReturn]


def _int(lo: int | None = None, hi: int | None = None) -> Callable[[Any, Fail], int]:
    def parse(value: Any, fail: Fail) -> int:
        bounds = _bounds_text(lo, hi)
        if isinstance(value, bool) or not isinstance(value, int):
            fail(f"must be an integer{bounds}, got {_type_name(value)} {_show(value)}")
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            fail(f"must be an integer{bounds}, got {_show(value)}")
        return value

    return parse


def _int_or_all(lo: int, hi: int, all_value: Any) -> Callable[[Any, Fail], Any]:
    """An integer, or "all" (what the edit form shows for every prompt of a dataset)."""
    number = _int(lo, hi)

    def parse(value: Any, fail: Fail) -> Any:
        if isinstance(value, str) and value.strip().lower() == "all":
            return all_value
        return number(value, lambda msg: fail(f"{msg}, or \"all\""))

    return parse


def _float(
    lo: float | None = None, *, lo_open: bool = False, hi: float | None = None
) -> Callable[[Any, Fail], float]:
    def parse(value: Any, fail: Fail) -> float:
        if lo is None:
            bounds = ""
        elif hi is not None:
            bounds = f" > {_num(lo)} and <= {_num(hi)}" if lo_open else f" from {_num(lo)} to {_num(hi)}"
        else:
            bounds = f" {'>' if lo_open else '>='} {_num(lo)}"
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            fail(f"must be a number{bounds}, got {_type_name(value)} {_show(value)}")
        try:
            number = float(value)
        except OverflowError:  # an integer of hundreds of digits
            number = math.inf
        bad = not math.isfinite(number)
        if lo is not None and (number < lo or (lo_open and number == lo)):
            bad = True
        if hi is not None and number > hi:
            bad = True
        if bad:
            fail(f"must be a number{bounds}, got {_show(value)}")
        return number

    return parse


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else str(x)


def _bounds_text(lo: int | None, hi: int | None) -> str:
    if lo is not None and hi is not None:
        return f" from {lo} to {hi}"
    if lo is not None:
        return f" >= {lo}"
    if hi is not None:
        return f" <= {hi}"
    return ""


def _str(value: Any, fail: Fail) -> str:
    if not isinstance(value, str):
        fail(f"must be a string, got {_type_name(value)} {_show(value)}")
    if not value.strip():
        fail("must not be empty")
    if "\x00" in value:
        fail("must not contain a NUL character")
    return value


_HOSTNAME_LABEL = re.compile(r"^(?!-)[A-Za-z0-9_-]{1,63}(?<!-)$")


def _host(value: Any, fail: Fail) -> str:
    """A host name or IP literal; ``[::1]`` is taken as ``::1`` (the brackets belong in URLs)."""
    text = _str(value, fail)
    if text.startswith("[") and text.endswith("]"):
        text = text[1:-1]
    if len(text) > MAX_HOST_LEN:
        fail(f"is longer than {MAX_HOST_LEN} characters (the longest host name DNS allows)")
    if not text.isprintable() or any(c.isspace() for c in text):
        fail(f"must be a host name or an IP address without spaces or control characters, got {_show(value)}")
    try:
        ipaddress.ip_address(text.split("%", 1)[0])
        return text
    except ValueError:
        pass
    labels = text.rstrip(".").split(".")
    if ":" in text or not all(_HOSTNAME_LABEL.match(label) for label in labels):
        fail(f"must be a host name (letters, digits, '-', '.') or an IP address, got {_show(value)}")
    return text


def _any_str(value: Any, fail: Fail) -> str:
    if not isinstance(value, str):
        fail(f"must be a string, got {_type_name(value)} {_show(value)}")
    return value


def _name(value: Any, fail: Fail) -> str:
    text = _str(value, fail)
    if not text.isprintable():
        fail(f"must be printable text, got {_show(text)}")
    if text != text.strip():
        fail(f"must not start or end with spaces, got {_show(text)}")
    if " / " in text:
        fail(f"must not contain ' / ' (it separates run and workload in cell keys), got {_show(text)}")
    if len(text) > _NAME_MAX:
        fail(f"is longer than {_NAME_MAX} characters")
    return text


def _choice(choices: Iterable[str], lower: bool = False) -> Callable[[Any, Fail], str]:
    options = tuple(choices)

    def parse(value: Any, fail: Fail) -> str:
        if not isinstance(value, str):
            fail(f"must be one of {', '.join(options)}, got {_type_name(value)} {_show(value)}")
        if (value.lower() if lower else value) not in options:
            fail(f"must be one of {', '.join(options)}, got {_show(value)}{did_you_mean(value, options)}")
        return value.lower() if lower else value

    return parse


def _argv(value: Any, fail: Fail, *, non_empty: bool = False) -> list[str]:
    if not isinstance(value, list):
        fail(f"must be an array of strings, got {_type_name(value)} {_show(value)}")
    if non_empty and not value:
        fail("must not be empty")
    for i, item in enumerate(value):
        if not isinstance(item, str):
            fail(f"must be an array of strings; item {i + 1} is {_type_name(item)} {_show(item)}")
        if "\x00" in item:
            fail(f"item {i + 1} contains a NUL character")
    return list(value)


def _command(value: Any, fail: Fail) -> list[str]:
    argv = _argv(value, fail, non_empty=True)
    if not argv[0].strip():
        fail("must start with the program to run")
    return argv


_ENV_NAME_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def _env(value: Any, fail: Fail) -> dict[str, str]:
    if not isinstance(value, dict):
        fail(f"must be a table of strings, got {_type_name(value)} {_show(value)}")
    for name, item in value.items():
        if not _ENV_NAME_RE.match(name):
            fail(f"has an invalid variable name {_show(name)}")
        if not isinstance(item, str):
            fail(f"value of {name} must be a string, got {_type_name(item)} {_show(item)} (quote it)")
        if "\x00" in item:
            fail(f"value of {name} contains a NUL character")
    return dict(value)


def _regex(value: Any, fail: Fail) -> str:
    text = _str(value, fail)
    try:
        re.compile(text)
    except re.error as exc:
        fail(f"is not a valid regular expression: {exc}")
    return text


def _http_path(value: Any, fail: Fail) -> str:
    text = _str(value, fail)
    if not text.startswith("/"):
        fail(f"must start with '/', got {_show(text)}")
    return text


def _gpu_arch(value: Any, fail: Fail) -> str:
    if not isinstance(value, str):
        fail(f'must be a string like "sm_90" or "sm_120", got {_type_name(value)} {_show(value)}')
    if not GPU_ARCH_RE.match(value):
        fail(f'must look like "sm_90", "sm_90a" or "sm_120", got {_show(value)}')
    return value


# --------------------------------------------------------------------------------------------------
# Rules: the condition syntax itself lives in ``domain.conditions`` (it is what matching means).


_TEXT_MATCH_KEYS = frozenset({"backend", "model", "algorithm", "gpu_arch", "draft_model"})


def _match_value(key: str) -> Callable[[Any, Fail], Any]:
    def parse(value: Any, fail: Fail) -> Any:
        try:
            conditions = parse_condition(value)
        except ValueError as exc:
            fail(str(exc))
        for cond in conditions:
            text = isinstance(cond.value, str)
            if key in _TEXT_MATCH_KEYS and not text:
                fail(f"compares text, got {_show(value)}")
            if key not in _TEXT_MATCH_KEYS and text:
                fail(f"compares numbers, got {_show(value)}")
            if not text:
                continue
            if key == "backend" and cond.value not in BACKENDS:
                fail(
                    f"must be one of {', '.join(BACKENDS)}, got {_show(cond.value)}{did_you_mean(cond.value, BACKENDS)}"
                )
            if key == "gpu_arch" and "*" not in cond.value and not GPU_ARCH_RE.match(cond.value):
                fail(f'must look like "sm_90" or "sm_120", got {_show(cond.value)}')
        return value

    return parse


def _parse_rule_table(
    data: Any, where: _Where, *, extra_keys: Iterable[str] = (), source: str = "sweep"
) -> tuple[Rule, dict[str, Any]]:
    """A ``[[rule]]`` table: the Rule and the values of ``extra_keys`` (metadata of learned rules)."""
    extra_keys = tuple(extra_keys)
    table = _Table(data, ("match", "reason", *extra_keys), where)
    match_data = table.need("match", lambda v, fail: v)
    reason = table.need("reason", _str)
    if not isinstance(match_data, dict):
        where.fail(f"'match' must be a table, got {_type_name(match_data)} {_show(match_data)}", "match")
    if not match_data:
        where.fail("'match' must name at least one key (an empty match would flag every cell)", "match")
    match_where = _Where(where.path, where.table, where.index, where.name, prefix="match.")
    match_table = _Table(match_data, RULE_MATCH_KEYS, match_where, what="table")
    match = {key: match_table.get(key, _match_value(key)) for key in match_data}
    meta = {key: table.get(key, _any_str) for key in extra_keys if table.has(key)}
    return Rule(match=match, reason=reason, source=source, index=(where.index or 1) - 1), meta


# --------------------------------------------------------------------------------------------------
# The sweep.

_TOP_KEYS = ("name", "description", "repeats", "server", "hardware", "limits", "executor", "workload", "run", "rule")
_SERVER_FIELDS: dict[str, Callable[[Any, Fail], Any]] = {
    "backend": _choice(BACKENDS),
    "model": _str,
    "context_length": _int(1, MAX_TOKENS),
    "tp": _int(1, MAX_GPUS),
    "host": _host,
    "port": _int(0, 65535),  # 0: a free port picked at launch
    "extra_args": _argv,
    "env": _env,
    "executable": _str,
    "command": _command,
    "version": _str,
    "api_key": _str,
    "startup_timeout_s": _float(0, lo_open=True, hi=MAX_SECONDS),
    "ready_log_pattern": _regex,
    "health_path": _http_path,
}
_HARDWARE_FIELDS: dict[str, Callable[[Any, Fail], Any]] = {
    "gpu_arch": _gpu_arch,
    "gpu_count": _int(1, MAX_GPUS),
    "gpu_memory_gib": _float(0, lo_open=True, hi=1_000_000),
    "gpu_name": _str,
    "gpus": lambda value, fail: _gpu_indices(value, fail),
}
_EXECUTOR_FIELDS: dict[str, Callable[[Any, Fail], Any]] = {
    "kind": _choice(EXECUTOR_KINDS),
    "partition": _str,
    "account": _str,
    "time_limit": lambda value, fail: _slurm_time(value, fail),
    "gpus_per_job": _int(0, MAX_GPUS),
    "cpus_per_job": _int(1, 100_000),
    "sbatch": lambda value, fail: tuple(_sbatch_lines(value, fail)),
    "setup": _str,
    "poll_s": _float(0, lo_open=True, hi=3600),
    "python": _str,
}
_LIMITS_FIELDS: dict[str, Callable[[Any, Fail], Any]] = {
    "startup_timeout_s": _float(0, lo_open=True, hi=MAX_SECONDS),
    "hang_timeout_s": _float(0, lo_open=True, hi=MAX_SECONDS),
    "request_timeout_s": _float(0, lo_open=True, hi=MAX_SECONDS),
    "stop_grace_s": _float(0, hi=MAX_SECONDS),
    "health_timeout_s": _float(0, lo_open=True, hi=MAX_SECONDS),
}
_WORKLOAD_KEYS = (
    "name",
    "prompt_tokens",
    "output_tokens",
    "requests",
    "concurrency",
    "request_rate",
    "warmup_requests",
    "prompt_style",
    "temperature",
    "seed",
    "dataset",
    "dataset_format",
    "category",
    "sample",
    "turns",
    "api",
    "repeats",
)
# Workload keys that may be given as a list: each value becomes its own workload (a grid), named from
# the template in 'name' ("chat-c{concurrency}") or with a suffix per swept key.
WORKLOAD_GRID_KEYS = ("dataset", "concurrency", "request_rate", "prompt_tokens", "output_tokens")
_WORKLOAD_SUFFIX = {
    "dataset": "",
    "concurrency": "c",
    "request_rate": "r",
    "prompt_tokens": "p",
    "output_tokens": "o",
}
_RUN_KEYS = ("name", "speculative", "extra_args", "env", "tp", "args", "workloads")


def _spec_value(key: str) -> Callable[[Any, Fail], Any]:
    """Parser for one scalar value of a speculative key."""
    parsers: dict[str, Callable[[Any, Fail], Any]] = {
        "algorithm": _algorithm,
        "draft_model": _str,
        "budget": _int(1, MAX_DRAFT),
        "num_steps": _int(1, MAX_DRAFT),
        "topk": _int(1, MAX_DRAFT),
        "num_draft_tokens": _int(0, MAX_DRAFT),
        "block_size": _int(1, MAX_DRAFT),
        "draft_min": _int(0, MAX_DRAFT),
        "draft_p_min": _float(0.0, hi=1.0),
        "ngram_min": _int(1, MAX_DRAFT),
        "ngram_max": _int(1, MAX_DRAFT),
    }
    return parsers[key]


_ALGORITHM_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.,-]*$")


def _algorithm(value: Any, fail: Fail) -> str:
    if not isinstance(value, str):
        fail(f'must be a string such as "none", "ddtree" or "eagle3", got {_type_name(value)} {_show(value)}')
    if not _ALGORITHM_RE.match(value):
        fail(f'must be a name such as "none", "ddtree" or "eagle3", got {_show(value)}')
    return value.lower()


def loads_sweep(text: str, path: str | Path = "<string>") -> Sweep:
    """Parse sweep TOML text; ``path`` is only used in messages and as ``Sweep.path``."""
    return sweep_from_dict(loads_toml(text, path), path)


def loads_toml(text: str, path: str | Path = "<string>") -> dict[str, Any]:
    """Parsed TOML, or a SweepError naming the line."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise _toml_error(exc, path) from None
    except RecursionError:
        raise SweepError("invalid TOML: nested too deeply", path=path) from None
    except ValueError as exc:  # tomllib's own int(): an integer of more than 4,300 digits
        raise SweepError(f"invalid TOML: a number is too large ({str(exc).split(':')[0]})", path=path) from None


def rules_from_dict(
    data: dict[str, Any], path: str | Path, *, meta_keys: Iterable[str] = (), source: str = "learned"
) -> list[Rule]:
    """The ``[[rule]]`` tables of a rules-only document (a learned-rules file). Each rule's ``meta``
    holds the values of ``meta_keys`` it carries and its ``path`` is the file."""
    spath = str(path)
    meta_keys = tuple(meta_keys)
    _Table(data, ("rule",), _Where(spath))
    rules = []
    for i, item in enumerate(_array_of_tables(data, "rule", spath, required=False)):
        rule, meta = _parse_rule_table(
            item, _Where(spath, "[[rule]]", i + 1), extra_keys=meta_keys, source=source
        )
        rule.path = spath
        rule.meta = meta
        rules.append(rule)
    return rules


def load_sweep(path: str | Path) -> Sweep:
    """Read and parse a sweep file."""
    return loads_sweep(read_toml_text(path), path)


def read_toml_text(path: str | Path) -> str:
    """A TOML file's text, or a SweepError that says why it cannot be read."""
    try:
        raw = read_capped(path, SWEEP_FILE_LIMIT, "sweep file")
    except FileNotFoundError:
        raise SweepError("no such file", path=path) from None
    except UnreadableFile as exc:  # a directory, FIFO or device, or too large
        raise SweepError(str(exc), path=path) from None
    try:
        return strip_bom(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise SweepError("invalid TOML: the file is not UTF-8 text", path=path, line=line) from None


_TOML_POS_RE = re.compile(r"\s*\(at line (\d+), column (\d+)\)\s*$")
_TOML_EOF_RE = re.compile(r"\s*\(at end of document\)\s*$")


def _toml_error(exc: Exception, path: str | Path) -> SweepError:
    message = str(exc).splitlines()[0] if str(exc) else "syntax error"
    line = None
    m = _TOML_POS_RE.search(message)
    if m:
        line = int(m.group(1))
        message = message[: m.start()] + f" (column {m.group(2)})"
    else:
        m = _TOML_EOF_RE.search(message)
        if m:
            message = message[: m.start()] + " (at end of file)"
    message = message[:1].lower() + message[1:]
    return SweepError(f"invalid TOML: {message}", path=path, line=line)


def sweep_from_dict(data: dict[str, Any], path: str | Path | None = None) -> Sweep:
    """Build a Sweep from parsed TOML, checking every key, type and range."""
    spath = str(path) if path is not None else "<string>"
    top = _Table(data, _TOP_KEYS, _Where(spath))
    default_name = Path(spath).stem if spath != "<string>" else "sweep"
    name = top.get("name", _name, default_name)
    description = top.get("description", _any_str, "")
    repeats = top.get("repeats", _int(1, MAX_REPEATS))

    if not top.has("server"):
        _Where(spath).fail("missing required table [server]", "server")
    server = _parse_server(data["server"], spath)
    hardware = _parse_hardware(data["hardware"], spath) if top.has("hardware") else Hardware()
    limits = _parse_limits(data["limits"], spath) if top.has("limits") else Limits()
    executor = _parse_executor(data["executor"], spath) if top.has("executor") else ExecutorSpec()

    workload_items = _array_of_tables(data, "workload", spath, required=True)
    workloads = [w for i, item in enumerate(workload_items) for w in _parse_workload(item, spath, i, repeats)]
    _no_duplicates(
        [(w.name, w.index) for w in workloads], "workload", spath,
        templates={w.index: w.template for w in workloads if w.template},
    )

    run_items = _array_of_tables(data, "run", spath, required=True)
    runs: list[RunSpec] = []
    for i, item in enumerate(run_items):
        runs.extend(_parse_run(item, spath, i, workload_names=[w.name for w in workloads]))
    _check_run_names(runs, spath, [w.name for w in workloads])

    rule_items = _array_of_tables(data, "rule", spath, required=False)
    rules = [
        _parse_rule_table(item, _Where(spath, "[[rule]]", i + 1))[0] for i, item in enumerate(rule_items)
    ]
    sweep = Sweep(
        name=name,
        server=server,
        workloads=workloads,
        runs=runs,
        rules=rules,
        hardware=hardware,
        limits=limits,
        path=Path(spath) if spath != "<string>" else None,
        description=description,
        repeats=repeats,
        executor=executor,
    )
    return sweep


def _array_of_tables(data: dict[str, Any], key: str, path: str, *, required: bool) -> list[Any]:
    if key not in data:
        if required:
            _Where(path).fail(f"missing [[{key}]] tables: a sweep needs at least one", key)
        return []
    items = data[key]
    if isinstance(items, dict):
        _Where(path, f"[{key}]").fail(
            f"{key!r} must be an array of tables: write [[{key}]], not [{key}]", key
        )
    if not isinstance(items, list):
        _Where(path).fail(
            f"'{key}' must be an array of tables ([[{key}]]), got {_type_name(items)} {_show(items)}", key
        )
    if required and not items:
        _Where(path).fail(f"'{key}' is empty: a sweep needs at least one [[{key}]] table", key)
    return items


def _no_duplicates(
    entries: list[tuple[str, int]], kind: str, path: str, templates: dict[int, str] | None = None
) -> None:
    seen: dict[str, int] = {}
    for name, index in entries:
        if name in seen:
            shown = templates.get(index, name) if templates else name
            where = _Where(path, f"[[{kind}]]", index + 1, shown)
            other = seen[name] + 1
            also = f"[[{kind}]] #{other}" if other != index + 1 else "this same table"
            where.fail(
                f"duplicate {kind} name {_show(name)} (also from {also}); names identify results", "name"
            )
        seen[name] = index


def _parse_server(data: Any, path: str) -> ServerSpec:
    where = _Where(path, "[server]")
    table = _Table(data, _SERVER_FIELDS, where)
    values = {key: table.get(key, parse) for key, parse in _SERVER_FIELDS.items() if table.has(key)}
    for key in ("backend", "model"):
        if key not in values:
            where.fail(f"missing required key {_show(key)}", key)
    if values["backend"] == "command" and "command" not in values:
        where.fail("backend \"command\" needs 'command', the server's argv as an array of strings", "command")
    if values["backend"] != "command" and "command" in values:
        where.fail(
            f"'command' is only used with backend = \"command\" (backend is {_show(values['backend'])})",
            "command",
        )
    return ServerSpec(**values)


def _parse_hardware(data: Any, path: str) -> Hardware:
    table = _Table(data, _HARDWARE_FIELDS, _Where(path, "[hardware]"))
    return Hardware(
        **{key: table.get(key, parse) for key, parse in _HARDWARE_FIELDS.items() if table.has(key)}
    )


def _gpu_indices(value: Any, fail: Fail) -> tuple[int, ...]:
    if not isinstance(value, list) or not value:
        fail(f"must be a non-empty array of GPU indices, got {_type_name(value)} {_show(value)}")
    indices = tuple(_int(0, 1023)(item, fail) for item in value)
    if len(set(indices)) != len(indices):
        fail(f"names a GPU twice: {_show(value)}")
    return indices


def _parse_executor(data: Any, path: str) -> ExecutorSpec:
    table = _Table(data, _EXECUTOR_FIELDS, _Where(path, "[executor]"))
    return ExecutorSpec(**{key: table.get(key, parse) for key, parse in _EXECUTOR_FIELDS.items() if table.has(key)})


_SLURM_TIME_RE = re.compile(r"^(\d+-)?\d+(:\d{1,2}){0,2}$|^\d+-\d+$")


def _slurm_time(value: Any, fail: Fail) -> str:
    text = _str(value, fail)
    if not _SLURM_TIME_RE.match(text):
        fail(f"must be a Slurm time limit (minutes, \"H:MM:SS\" or \"D-HH:MM:SS\"), got {_show(value)}")
    return text


def _sbatch_lines(value: Any, fail: Fail) -> list[str]:
    lines = _argv(value, fail)
    for i, line in enumerate(lines):
        if "\n" in line or "\r" in line or not line.strip():
            fail(f"item {i + 1} must be one non-empty line (an sbatch option such as \"--qos=high\")")
    return [line.strip().removeprefix("#SBATCH").strip() for line in lines]


def _parse_limits(data: Any, path: str) -> Limits:
    table = _Table(data, _LIMITS_FIELDS, _Where(path, "[limits]"))
    return Limits(**{key: table.get(key, parse) for key, parse in _LIMITS_FIELDS.items() if table.has(key)})


def _prompt_tokens(value: Any, fail: Fail) -> tuple[int, int]:
    if isinstance(value, list):
        if len(value) != 2:
            fail(f"must be an integer or [min, max], got an array of {len(value)} items")
        low, high = (_int(1, MAX_TOKENS)(v, fail) for v in value)
        if low > high:
            fail(f"must be [min, max] with min <= max, got {_show(value)}")
        return low, high
    if isinstance(value, bool) or not isinstance(value, int):
        fail(f"must be an integer or [min, max], got {_type_name(value)} {_show(value)}")
    number = _int(1, MAX_TOKENS)(value, fail)
    return number, number


def _parse_workload(data: Any, path: str, i: int, repeats: int | None = None) -> list[Workload]:
    """One [[workload]] table: a single workload, or one per combination of the listed grid keys.
    ``repeats``: the sweep's top-level default for the table's own."""
    from specdec_tui.domain import datasets

    name = data.get("name") if isinstance(data, dict) else None
    where = _Where(path, "[[workload]]", i + 1, name if isinstance(name, str) else None)
    table = _Table(data, _WORKLOAD_KEYS, where)
    template = table.need("name", _name)
    grid: list[tuple[str, list[Any]]] = []

    def values(key: str, parse: Callable[[Any, Fail], Any], default: Any, *, is_list: Callable[[Any], bool]) -> Any:
        """A scalar, or (for a grid) the parsed items; the grid entry is recorded."""
        if key not in table.data:
            return default
        raw = table.data[key]
        if is_list(raw):
            if not raw:
                where.fail(f"{_show(key)} is an empty array: give at least one value", key)
            items = table.get(key, _each(parse))
            grid.append((key, items))
            return items[0]
        return table.get(key, parse, default)

    plain_list: Callable[[Any], bool] = lambda v: isinstance(v, list)  # noqa: E731
    dataset = values("dataset", _dataset(path), None, is_list=plain_list)
    if table.has("prompt_tokens"):
        low_high = values("prompt_tokens", _prompt_tokens_item, None, is_list=_is_length_grid)
    elif dataset is not None:
        low_high = (0, 0)  # a dataset's prompts have their own lengths
    else:
        where.fail("missing required key 'prompt_tokens' (or give a 'dataset')", "prompt_tokens")
    if dataset is not None and table.has("prompt_tokens"):
        where.fail(
            "'prompt_tokens' sets the length of synthetic prompts; a dataset's prompts keep their own", "prompt_tokens"
        )
    if dataset is not None and table.has("prompt_style"):
        where.fail("'prompt_style' is for synthetic prompts; this workload reads a 'dataset'", "prompt_style")
    for key in ("dataset_format", "category", "sample", "turns"):
        if table.has(key) and dataset is None:
            where.fail(f"{_show(key)} needs a 'dataset'", key)
    output = values("output_tokens", _output_tokens, None, is_list=plain_list)
    if output is None:
        where.fail("missing required key 'output_tokens'", "output_tokens")
    concurrency = values("concurrency", _int(1, MAX_CONCURRENCY), 1, is_list=plain_list)
    rate = values("request_rate", _float(MIN_REQUEST_RATE, hi=MAX_REQUEST_RATE), None, is_list=plain_list)
    fmt = table.get("dataset_format", _choice(datasets.FORMATS))
    if fmt is not None and dataset is not None and all(datasets.is_builtin(d) for d in _grid_or(grid, "dataset", dataset)):
        where.fail(f"'dataset_format' is for files; {_show(dataset)} is a packaged dataset", "dataset_format")
    category = table.get("category", _categories)
    fields_: dict[str, Any] = {
        "requests": table.get("requests", _int_or_all(1, MAX_REQUESTS, 0) if dataset is not None else _int(1, MAX_REQUESTS),
                              0 if dataset is not None else 8),
        "warmup_requests": table.get("warmup_requests", _int(0, MAX_WARMUP_REQUESTS), 1),
        "prompt_style": table.get("prompt_style", _choice(PROMPT_STYLES), "random"),
        "temperature": table.get("temperature", _float(0, hi=MAX_TEMPERATURE), 0.0),
        "seed": table.get("seed", _int(0, MAX_SEED), 0),
        "dataset_format": fmt,
        "category": category,
        "sample": table.get("sample", _int_or_all(1, MAX_REQUESTS, None)),
        "turns": table.get("turns", _choice(datasets.TURNS), "first"),
        "api": table.get("api", _choice(datasets.APIS)),
        "repeats": table.get("repeats", _int(1, MAX_REPEATS), repeats),
    }
    count = math.prod(len(v) for _, v in grid)
    if count > MAX_RUNS_PER_TABLE:
        where.fail(f"expands into {count} workloads (more than {MAX_RUNS_PER_TABLE}); split it", grid[0][0])
    fields_in_template = _template_fields(template, where, allowed=[k for k in WORKLOAD_GRID_KEYS if table.has(k)])
    base = {"dataset": dataset, "prompt_tokens": low_high, "output_tokens": output,
            "concurrency": concurrency, "request_rate": rate}
    dataset_labels = swept_dataset_labels(_grid_or(grid, "dataset", dataset)) if dataset is not None else {}
    out: list[Workload] = []
    for combo in itertools.product(*(v for _, v in grid)):
        current = dict(base)
        for (key, _), value in zip(grid, combo, strict=True):
            current[key] = value
        shown = {k: _grid_label(k, v) for k, v in current.items()}
        if current["dataset"] is not None:
            shown["dataset"] = dataset_labels.get(current["dataset"], shown["dataset"])
        wname = _format_name(template, shown, where)
        for key, items in grid:
            if key not in fields_in_template and len(items) > 1:
                wname += f"-{_WORKLOAD_SUFFIX[key]}{_suffix_value(shown[key])}"
        if not _name_ok(wname):
            where.fail(f"workload name {_show(wname)} made from the template is not a usable name", "name")
        low, high = current["prompt_tokens"]
        total = (fields_["requests"] + fields_["warmup_requests"]) * high
        if total > MAX_WORKLOAD_PROMPT_TOKENS:
            where.fail(
                f"(requests + warmup_requests) x the largest prompt_tokens is {total:,} prompt tokens, over the "
                f"limit of {MAX_WORKLOAD_PROMPT_TOKENS:,} per workload (the prompts are built in memory)",
                "requests",
            )
        output_tokens, natural = current["output_tokens"], False
        if isinstance(output_tokens, tuple):  # { max = N, natural = true }
            output_tokens, natural = output_tokens
        out.append(
            Workload(
                name=wname,
                prompt_tokens_min=low,
                prompt_tokens_max=high,
                output_tokens=output_tokens,
                natural_output=natural,
                concurrency=current["concurrency"],
                request_rate=current["request_rate"],
                dataset=current["dataset"],
                index=i,
                template=template if grid else "",
                grid={key: shown[key] for key, _ in grid},
                **fields_,
            )
        )
    return out


def _prompt_tokens_item(value: Any, fail: Fail) -> tuple[int, int]:
    """One value of a prompt-length grid: ``[n]`` or ``[min, max]`` (a scalar value is ``n``)."""
    if isinstance(value, list) and len(value) == 1:
        return _prompt_tokens(value[0], fail)
    return _prompt_tokens(value, fail)


def _output_tokens(value: Any, fail: Fail) -> int | tuple[int, bool]:
    """``N`` (a fixed length, EOS ignored) or ``{ max = N, natural = true }`` (the model stops on its
    own, at most N tokens; ``natural`` defaults to true in this form)."""
    if isinstance(value, dict):
        for key in value:
            if key not in ("max", "natural"):
                fail(f"has an unknown key {_show(key)}{did_you_mean(key, ('max', 'natural'))}: write {{ max = N, natural = true }}")
        if "max" not in value:
            fail("needs 'max' (the most tokens a request may produce): { max = N, natural = true }")
        number = _int(1, MAX_TOKENS)(value["max"], fail)
        natural = value.get("natural", True)
        if not isinstance(natural, bool):
            fail(f"'natural' must be true or false, got {_type_name(natural)} {_show(natural)}")
        return (number, natural) if natural else number
    if isinstance(value, bool) or not isinstance(value, int):
        fail(f"must be an integer or {{ max = N, natural = true }}, got {_type_name(value)} {_show(value)}")
    return _int(1, MAX_TOKENS)(value, fail)


def _grid_or(grid: list[tuple[str, list[Any]]], key: str, default: Any) -> list[Any]:
    for k, items in grid:
        if k == key:
            return items
    return [default]


def _is_length_grid(value: Any) -> bool:
    """``prompt_tokens = [[512], [3000, 30000]]`` (an array of arrays) is a grid of lengths; a flat
    ``[min, max]`` stays one sampled range."""
    return isinstance(value, list) and bool(value) and all(isinstance(v, list) for v in value)


def _grid_label(key: str, value: Any) -> Any:
    if key == "prompt_tokens":
        low, high = value
        return str(low) if low == high else f"{low}-{high}"
    if key == "dataset" and value is not None:
        from specdec_tui.domain import datasets

        return value if datasets.is_builtin(value) else Path(value).stem.split(".")[0]
    if key == "output_tokens" and isinstance(value, tuple):
        return f"{value[0]}n"
    if key == "request_rate" and value is not None:
        return _num(value)
    return value


def swept_dataset_labels(values: Iterable[str]) -> dict[str, str]:
    """A short, distinct label for each dataset of a list (for workload names): a packaged dataset's
    name, else the file's stem (``q``); where two files share it, the file name with its extension
    (``q.txt``, ``q.jsonl``); where those still clash, the folders above, one at a time (``a-q``,
    ``b-q``), until every label differs."""
    from specdec_tui.domain import datasets

    unique = list(dict.fromkeys(values))
    labels = {v: v for v in unique if datasets.is_builtin(v)}
    forms: dict[str, list[str]] = {}
    for value in unique:
        if value in labels:
            continue
        path = Path(value)
        name = path.name
        stem = name.split(".")[0] or name
        parents = [part for part in path.parent.parts if part not in ("/", ".", "..")]
        options = []
        for depth in range(len(parents) + 1):
            above = parents[len(parents) - depth :]
            options += ["-".join([*above, stem]), "-".join([*above, name])]
        options.append(value)  # the whole path: distinct, since the values are
        forms[value] = list(dict.fromkeys(options))
    level = dict.fromkeys(forms, 0)
    while True:
        current = {v: forms[v][min(level[v], len(forms[v]) - 1)] for v in forms}
        taken = list(labels.values()) + list(current.values())
        clashing = [v for v, label in current.items() if taken.count(label) > 1 and level[v] < len(forms[v]) - 1]
        if not clashing:
            return {**labels, **current}
        for v in clashing:
            level[v] += 1


def _dataset(sweep_path: str) -> Callable[[Any, Fail], str]:
    """A packaged dataset name, or a file (relative to the sweep file's folder) that must exist."""

    def parse(value: Any, fail: Fail) -> str:
        from specdec_tui.domain import datasets

        text = _str(value, fail)
        if datasets.is_builtin(text):
            return text.lower()
        path = Path(text).expanduser()
        if not path.is_absolute() and sweep_path != "<string>":
            path = Path(os.path.normpath(Path(sweep_path).parent / path))  # no "r/../d/q.jsonl"
        if not path.exists():
            hint = did_you_mean(text, datasets.BUILTIN)
            fail(
                f"is neither a packaged dataset ({', '.join(datasets.BUILTIN)}) nor an existing file: {_show(str(path))}{hint}"
            )
        if path.is_dir():
            fail(f"is a directory, not a dataset file: {_show(str(path))}")
        return str(path)

    return parse


def _categories(value: Any, fail: Fail) -> list[str]:
    items = value if isinstance(value, list) else [value]
    if not items:
        fail("is an empty array: name at least one category")
    return [_str(v, fail) for v in items]


def _parse_run(data: Any, path: str, i: int, *, workload_names: list[str] | None = None) -> list[RunSpec]:
    raw_name = data.get("name") if isinstance(data, dict) else None
    where = _Where(path, "[[run]]", i + 1, raw_name if isinstance(raw_name, str) else None)
    table = _Table(data, _RUN_KEYS, where)
    template = table.need("name", _name)
    extra_args = table.get("extra_args", _argv, [])
    env = table.get("env", _env, {})
    only = tuple(table.get("workloads", _workload_names(workload_names), []))

    spec_data = table.get("speculative", lambda v, fail: v, {"algorithm": NO_SPECULATION})
    spec_where = _Where(path, "[[run]]", i + 1, template, prefix="speculative.")
    spec_table = _Table(spec_data, SPECULATIVE_KEYS, spec_where)
    if not spec_table.has("algorithm"):
        spec_where.fail(
            "speculative table needs 'algorithm' (\"none\" for the autoregressive baseline)", "algorithm"
        )

    scalars: dict[str, Any] = {}
    grid: list[tuple[str, list[Any]]] = []
    for key, value in spec_data.items():
        if key == "extra":
            scalars[key] = spec_table.get(key, _extra)
            continue
        parse = _spec_value(key)
        if isinstance(value, list):
            if not value:
                spec_where.fail(f"{_show(key)} is an empty array: give at least one value", key)
            grid.append((key, spec_table.get(key, _each(parse))))
            scalars[key] = None  # placeholder keeps the written key order
        else:
            scalars[key] = spec_table.get(key, parse)

    # Server-side grids: tp, and alternatives of server arguments (args = { flag = [values] }).
    n_spec = len(grid)
    tp_raw = table.data.get("tp")
    tp_values: list[int | None] = [None]
    if tp_raw is not None:
        tp_values = table.get("tp", _each(_int(1, MAX_GPUS))) if isinstance(tp_raw, list) else [table.get("tp", _int(1, MAX_GPUS))]
        if not tp_values:
            where.fail("'tp' is an empty array: give at least one value", "tp")
        grid.append(("tp", list(tp_values)))
    args_data = table.get("args", _args_table, {})
    for key, value in args_data.items():
        grid.append((key, list(value) if isinstance(value, list) else [value]))

    count = math.prod(len(values) for _, values in grid)
    if count > MAX_RUNS_PER_TABLE:
        spec_where.fail(f"expands into {count} runs (more than {MAX_RUNS_PER_TABLE}); split it", grid[0][0])

    allowed = [k for k in spec_data if k != "extra"]
    allowed += ["tp"] if tp_raw is not None else []
    allowed += [k for k in args_data if k.isidentifier()]
    fields_in_template = _template_fields(template, where, allowed=allowed)
    runs = []
    for combo in itertools.product(*(values for _, values in grid)):
        speculative = dict(scalars)
        server_side: dict[str, Any] = {}
        for n, ((key, _), value) in enumerate(zip(grid, combo, strict=True)):
            if n < n_spec:
                speculative[key] = value
            else:
                server_side[key] = value
        tp = server_side.pop("tp", None)
        name = _format_name(template, {**speculative, "tp": tp, **server_side}, where)
        for n, (key, values) in enumerate(grid):
            if key in fields_in_template or len(values) <= 1:
                continue
            if n < n_spec:
                name += f"-{key}{_suffix_value(speculative[key])}"
            elif key == "tp":
                name += f"-tp{tp}"
            else:
                name += f"-{key.lstrip('-')}_{_suffix_value(_arg_label(server_side[key]))}"
        if not _name_ok(name):
            where.fail(f"run name {_show(name)} made from the template is not a usable name", "name")
        runs.append(
            RunSpec(
                name=name,
                speculative=speculative,
                extra_args=list(extra_args) + _arg_flags(server_side),
                env=dict(env),
                index=i,
                template=template,
                tp=tp,
                args=server_side,
                workloads=only,
            )
        )
    return runs


def _args_table(value: Any, fail: Fail) -> dict[str, Any]:
    """``args = { attention_backend = ["fa3", "flashinfer"], disable_cuda_graph = [true, false] }``:
    each key is a server flag (``attention_backend`` is ``--attention-backend``; a key written with
    its dashes is used as it is), each value a string, number or boolean (true: the bare flag, false:
    left out), or an array of them: alternatives that expand into one run each."""
    if not isinstance(value, dict):
        fail(f"must be a table of server flags, got {_type_name(value)} {_show(value)}")
    for key, item in value.items():
        if not key or not re.fullmatch(r"-{0,2}[A-Za-z0-9][A-Za-z0-9_.-]*", key):
            fail(f"has a key {_show(key)} that is not a flag name")
        items = item if isinstance(item, list) else [item]
        if not items:
            fail(f"{_show(key)} is an empty array: give at least one value")
        for v in items:
            if not isinstance(v, (str, int, float, bool)) or (isinstance(v, str) and "\x00" in v):
                fail(f"{_show(key)}: each value must be a string, number or boolean, got {_type_name(v)} {_show(v)}")
    return dict(value)


def _arg_flag(key: str) -> str:
    return key if key.startswith("-") else "--" + key.replace("_", "-")


def _arg_flags(values: dict[str, Any]) -> list[str]:
    argv: list[str] = []
    for key, value in values.items():
        if value is True:
            argv.append(_arg_flag(key))
        elif value is False:
            continue
        else:
            argv += [_arg_flag(key), _arg_label(value)]
    return argv


def _arg_label(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, float):
        return _num(value)
    return str(value)


def _workload_names(known: list[str] | None) -> Callable[[Any, Fail], list[str]]:
    """``workloads = ["chat"]`` on a [[run]]: the workloads it runs on (names of [[workload]] tables)."""

    def parse(value: Any, fail: Fail) -> list[str]:
        if not isinstance(value, list) or not value:
            fail(f"must be a non-empty array of workload names, got {_type_name(value)} {_show(value)}")
        names: list[str] = []
        for item in value:
            if not isinstance(item, str):
                fail(f"must hold workload names (strings), got {_type_name(item)} {_show(item)}")
            if known is not None and item not in known:
                fail(f"unknown workload {_show(item)}{did_you_mean(item, known)}; workloads: {', '.join(known)}")
            if item in names:
                fail(f"workload {_show(item)} is named twice")
            names.append(item)
        return names

    return parse


def _check_run_names(runs: list[RunSpec], path: str, workload_names: list[str]) -> None:
    """Names identify results: a run name stands for one configuration. The same run may appear in
    several [[run]] tables (a saved queue keeps its order that way) when each names other workloads."""
    seen: dict[str, RunSpec] = {}
    cells: dict[tuple[str, str], RunSpec] = {}
    for run in runs:
        first = seen.setdefault(run.name, run)
        if first is not run and (_run_config(first) != _run_config(run) or not (first.workloads or run.workloads)):
            _no_duplicates([(first.name, first.index), (run.name, run.index)], "run", path,
                           templates={first.index: first.template, run.index: run.template})
        for workload in run.workloads or workload_names:
            earlier = cells.setdefault((run.name, workload), run)
            if earlier is not run:
                where = _Where(path, "[[run]]", run.index + 1, run.template or run.name)
                other = f"[[run]] #{earlier.index + 1}" if earlier.index != run.index else "this same table"
                where.fail(f"run {_show(run.name)} on workload {_show(workload)} is already given by {other}",
                           "workloads")


def _each(parse: Callable[[Any, Fail], Any]) -> Callable[[Any, Fail], list[Any]]:
    return lambda values, fail: [parse(v, fail) for v in values]


def _suffix_value(value: Any) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "_", str(value))


def _name_ok(name: str) -> bool:
    return (
        bool(name.strip())
        and name.isprintable()
        and name == name.strip()
        and " / " not in name
        and len(name) <= 2 * _NAME_MAX
    )


def _extra(value: Any, fail: Fail) -> dict[str, Any]:
    if not isinstance(value, dict):
        fail(f"must be a table of extra backend settings, got {_type_name(value)} {_show(value)}")
    return value


_FORMATTER = string.Formatter()


def _template_fields(template: str, where: _Where, allowed: list[str]) -> set[str]:
    try:
        parsed = list(_FORMATTER.parse(template))
    except ValueError as exc:
        where.fail(
            f"bad name template {_show(template)}: {exc} (write {{{{ and }}}} for literal braces)", "name"
        )
    found: set[str] = set()
    for _, field_name, spec, _ in parsed:
        if field_name is None:
            continue
        if not field_name or not field_name.isidentifier():
            where.fail(
                f"bad placeholder {{{field_name}}} in name: use a speculative key such as {{budget}}", "name"
            )
        if field_name not in allowed:
            hint = did_you_mean(field_name, allowed)
            known = ", ".join("{" + k + "}" for k in allowed)
            where.fail(f"unknown placeholder {{{field_name}}} in name{hint}; this run has {known}", "name")
        if spec and ("{" in spec or any(len(d) > 3 for d in re.findall(r"\d+", spec))):
            where.fail(f"format spec {spec!r} of {{{field_name}}} is not allowed", "name")
        found.add(field_name)
    return found


def _format_name(template: str, values: dict[str, Any], where: _Where) -> str:
    try:
        return template.format_map(values)
    except (ValueError, TypeError, KeyError, IndexError) as exc:
        where.fail(f"cannot format name template {_show(template)}: {exc}", "name")


# --------------------------------------------------------------------------------------------------
# Writing a sweep back (the TUI saves an edited queue).


def sweep_for_queue(sweep: Sweep, cells: Iterable[Cell], rules: Iterable[Rule] = ()) -> Sweep:
    """The sweep that reproduces a queue exactly: its cells in order, each as it stands.

    Consecutive cells of one run become one [[run]] naming its workloads (``workloads`` is left out
    when the run has every workload, in order); a run whose cells are apart appears again. ``rules``
    (learned or added by hand) join the sweep's own, so the saved file greys out the same cells.
    Raises ValueError when one name stands for two configurations (a file could not say which)."""
    cells = list(cells)
    if not cells:
        raise ValueError("the queue is empty: a sweep file needs at least one cell")
    workloads: dict[str, Workload] = {}
    run_defs: dict[str, RunSpec] = {}
    groups: list[tuple[RunSpec, list[str]]] = []
    for cell in cells:
        workload = workloads.setdefault(cell.workload.name, cell.workload)
        if _workload_config(workload) != _workload_config(cell.workload):
            raise ValueError(f"two cells use workload '{cell.workload.name}' with different parameters; "
                             "rename one (edit it for that cell) before saving")
        run = run_defs.setdefault(cell.run.name, cell.run)
        if _run_config(run) != _run_config(cell.run):
            raise ValueError(f"two cells use run '{cell.run.name}' with different parameters; "
                             "rename one before saving")
        if groups and groups[-1][0].name == cell.run.name and cell.workload.name not in groups[-1][1]:
            groups[-1][1].append(cell.workload.name)
        else:
            groups.append((cell.run, [cell.workload.name]))
    every = list(workloads)
    runs = [replace(run, workloads=() if names == every else tuple(names)) for run, names in groups]
    all_rules = list(sweep.rules)
    for rule in rules:
        if not any(_same_rule(rule, kept) for kept in all_rules):
            all_rules.append(replace(rule, source="sweep", path=None, meta={}))
    return replace(sweep, runs=runs, workloads=list(workloads.values()), rules=all_rules)


def _same_rule(a: Rule, b: Rule) -> bool:
    return sorted((k, repr(v)) for k, v in a.match.items()) == sorted((k, repr(v)) for k, v in b.match.items())


def sweep_to_dict(sweep: Sweep) -> dict[str, Any]:
    """The TOML document for a sweep: runs already expanded, one [[run]] per RunSpec."""
    doc: dict[str, Any] = {"name": sweep.name}
    if sweep.description:
        doc["description"] = sweep.description
    if sweep.repeats is not None:
        doc["repeats"] = sweep.repeats
    doc["server"] = _non_default(
        sweep.server,
        ServerSpec(backend=sweep.server.backend, model=sweep.server.model),
        keep=("backend", "model"),
    )
    hardware = {f.name: getattr(sweep.hardware, f.name) for f in fields(Hardware) if f.name != "detected"}
    hardware = {k: v for k, v in hardware.items() if v is not None}
    if hardware:
        doc["hardware"] = hardware
    limits = _non_default(sweep.limits, Limits())
    if limits:
        doc["limits"] = limits
    executor = {
        f.name: list(v) if isinstance(v, tuple) else v
        for f in fields(ExecutorSpec)
        if (v := getattr(sweep.executor, f.name)) != getattr(ExecutorSpec(), f.name)
    }
    if executor:
        doc["executor"] = executor
    doc["workload"] = [_workload_to_dict(w, sweep.repeats) for w in sweep.workloads]
    doc["run"] = [_run_to_dict(r) for r in sweep.runs]
    if sweep.rules:
        doc["rule"] = [{"match": dict(rule.match), "reason": rule.reason} for rule in sweep.rules]
    return doc


def dump_sweep(sweep: Sweep) -> str:
    """TOML text that ``loads_sweep`` reads back to an equal sweep (run ``index`` becomes the table's
    position, since every expanded run gets its own table)."""
    return tomli_w.dumps(sweep_to_dict(sweep))


def save_sweep(sweep: Sweep, path: str | Path) -> None:
    """Write the sweep atomically (a crash leaves the old file or the new one, never half of one),
    its paths made to mean from ``path`` what they meant from the file it was read from
    (:func:`rebased`)."""
    atomic_write_text(path, dump_sweep(rebased(sweep, path)))


# A dataset path is written relative to the new file when it climbs at most this many folders.
_MAX_CLIMB = 2


def rebased(sweep: Sweep, target: str | Path) -> Sweep:
    """``sweep`` with its paths fit to be written to ``target``, wherever that is.

    A dataset file (read relative to the sweep file's folder) is written relative to ``target``'s
    folder when that is short (``data/q.jsonl``, ``../data/q.jsonl``), else as an absolute path.
    Paths read relative to the working directory (the server's ``model``, ``executable``, its
    ``command`` and ``extra_args``, a run's ``draft_model`` and ``extra_args``, the executor's
    ``setup`` and ``python``) are written absolute when they name something that exists here, so
    the file means the same from any folder; other values (``Qwen/Qwen3-8B``, flags) are kept."""
    folder = Path(os.path.abspath(Path(target).expanduser())).parent

    def dataset(value: str | None) -> str | None:
        if value is None or _is_builtin_dataset(value):
            return value
        absolute = os.path.abspath(os.path.expanduser(value))
        relative = os.path.relpath(absolute, folder)
        climbs = Path(relative).parts.count("..")
        return relative if climbs <= _MAX_CLIMB else absolute

    workloads = [replace(w, dataset=dataset(w.dataset)) for w in sweep.workloads]
    server = replace(
        sweep.server,
        model=_local(sweep.server.model),
        executable=_local(sweep.server.executable) if sweep.server.executable else sweep.server.executable,
        command=[_local_arg(a) for a in sweep.server.command] if sweep.server.command else sweep.server.command,
        extra_args=[_local_arg(a) for a in sweep.server.extra_args],
    )
    runs = [
        replace(
            run,
            speculative={k: _local(v) if k == "draft_model" and isinstance(v, str) else v
                         for k, v in run.speculative.items()},
            extra_args=[_local_arg(a) for a in run.extra_args],
        )
        for run in sweep.runs
    ]  # fmt: skip
    executor = replace(
        sweep.executor,
        setup=_local(sweep.executor.setup) if sweep.executor.setup else sweep.executor.setup,
        python=_local(sweep.executor.python) if sweep.executor.python else sweep.executor.python,
    )
    return replace(sweep, workloads=workloads, server=server, runs=runs, executor=executor)


def _is_builtin_dataset(value: str) -> bool:
    from specdec_tui.domain import datasets

    return datasets.is_builtin(value)


def _local(value: str) -> str:
    """``value`` as an absolute path when it is a relative path to something that exists here."""
    if not value or value.startswith("-") or "{" in value or os.path.isabs(value) or _is_number(value):
        return value
    try:
        exists = os.path.exists(os.path.expanduser(value))
    except (OSError, ValueError):
        return value
    return os.path.abspath(os.path.expanduser(value)) if exists else value


def _is_number(value: str) -> bool:
    try:
        float(value)
    except ValueError:
        return False
    return True


def _local_arg(arg: str) -> str:
    """An argument with its path made absolute (:func:`_local`): ``file`` or ``--flag=file``."""
    if arg.startswith("-") and "=" in arg:
        flag, _, value = arg.partition("=")
        return f"{flag}={_local(value)}"
    return _local(arg)


def atomic_write_text(path: str | Path, text: str) -> None:
    """Write a temporary file beside ``path``, fsync it, rename it over ``path``, fsync the folder."""
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if target.exists():
            try:
                os.chmod(tmp, target.stat().st_mode & 0o7777)
            except OSError:
                pass
        else:
            os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:
        dir_fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass  # some filesystems cannot fsync a directory; the rename itself is done
    finally:
        os.close(dir_fd)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _non_default(obj: Any, default: Any, keep: tuple[str, ...] = ()) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in fields(obj):
        value = getattr(obj, f.name)
        if value is None:
            continue
        if f.name in keep or value != getattr(default, f.name):
            out[f.name] = (
                list(value)
                if isinstance(value, list)
                else (dict(value) if isinstance(value, dict) else value)
            )
    return out


def _workload_to_dict(w: Workload, repeats: int | None = None) -> dict[str, Any]:
    """One [[workload]] table; ``repeats`` is the sweep's top-level value (not written again)."""
    out: dict[str, Any] = {"name": w.name}
    out["prompt_tokens"] = (
        w.prompt_tokens_min
        if w.prompt_tokens_min == w.prompt_tokens_max
        else [w.prompt_tokens_min, w.prompt_tokens_max]
    )
    out["output_tokens"] = {"max": w.output_tokens, "natural": True} if w.natural_output else w.output_tokens
    default = Workload(name="", prompt_tokens_min=1, prompt_tokens_max=1, output_tokens=1)
    for key in (
        "requests",
        "concurrency",
        "request_rate",
        "warmup_requests",
        "prompt_style",
        "temperature",
        "seed",
        "dataset",
        "dataset_format",
        "category",
        "sample",
        "turns",
        "api",
    ):
        value = getattr(w, key)
        if value is not None and value != getattr(default, key):
            out[key] = list(value) if isinstance(value, list) else value
    if w.repeats is not None and w.repeats != repeats:
        out["repeats"] = w.repeats
    if w.dataset is not None:
        del out["prompt_tokens"]
        out.pop("requests", None)
        if w.requests:
            out["requests"] = w.requests
    return out


def _run_to_dict(run: RunSpec) -> dict[str, Any]:
    # Keep the template when it still produces this exact name, so the file reads as written.
    name = _escape_braces(run.name)
    if run.template and run.template != run.name:
        try:
            if run.template.format_map(run.speculative) == run.name:
                name = run.template
        except (ValueError, TypeError, KeyError, IndexError, AttributeError):
            pass
    elif run.template == run.name and "{" not in run.name and "}" not in run.name:
        name = run.name
    out: dict[str, Any] = {
        "name": name,
        "speculative": {k: v for k, v in run.speculative.items() if v is not None},
    }
    if run.extra_args:
        out["extra_args"] = list(run.extra_args)
    if run.env:
        out["env"] = dict(run.env)
    if run.tp is not None:
        out["tp"] = run.tp
    if run.workloads:
        out["workloads"] = list(run.workloads)
    return out


def _escape_braces(text: str) -> str:
    return text.replace("{", "{{").replace("}", "}}")


# --------------------------------------------------------------------------------------------------
# Names of edited runs and workloads: a name never states a value the configuration does not have.

_WORKLOAD_SUFFIXES = (
    ("prompt_tokens_min", "pmin"),
    ("prompt_tokens_max", "pmax"),
    ("output_tokens", "out"),
    ("requests", "req"),
    ("concurrency", "c"),
    ("request_rate", "rate"),
    ("warmup_requests", "warmup"),
    ("prompt_style", "style"),
    ("temperature", "temp"),
    ("seed", "seed"),
    ("dataset", ""),
    ("category", "cat"),
    ("sample", "sample"),
    ("turns", "turns"),
    ("api", "api"),
)


def _edit_suffix(key: str, value: Any) -> str:
    """How an edited workload value reads in its name: ``req8``, ``sample-all``, ``cat-math+coding``,
    the dataset's label (``gsm8k``, ``question``)."""
    if key == "dataset" and value is not None:
        return _suffix_value(_grid_label("dataset", value))
    if value is None or (key == "requests" and value == 0):
        return f"{key if key != 'requests' else 'req'}-all" if key in ("sample", "requests", "category") else f"no-{key}"
    if isinstance(value, list):
        value = "+".join(str(v) for v in value)
    short = dict(_WORKLOAD_SUFFIXES)[key]
    dash = "-" if key in ("category", "turns", "api") else ""  # a word after a word: cat-math, turns-all
    return f"{short}{dash}{_suffix_value(value)}"


def _run_config(run: RunSpec) -> tuple[Any, ...]:
    return (
        sorted((k, repr(v)) for k, v in run.speculative.items()), list(run.extra_args), sorted(run.env.items()), run.tp
    )


def edited_run(before: RunSpec, after: RunSpec, others: Iterable[RunSpec] = ()) -> RunSpec:
    """``after`` (an edit of ``before``) named for what it now is.

    A name the user typed is kept. When the name was left as it was and the parameters changed, the
    name is made again from the run's template (``ddtree-b{budget}`` at budget 20 is ``ddtree-b20``),
    with ``-key value`` for changed parameters the template does not mention, the way grid expansion
    names them; a name with no template gets that suffix. ``others`` are the queue's other runs: the
    new name never collides with a run of other parameters (a ``-2``, ``-3`` ... is added)."""
    if after.name != before.name or _run_config(after) == _run_config(before):
        return after
    template = before.template or before.name
    try:
        in_template = {f for _, f, _, _ in string.Formatter().parse(template) if f}
        name = template.format_map(after.speculative) if in_template else template
    except (ValueError, TypeError, KeyError, IndexError, AttributeError):
        in_template, name = set(), before.name
    changed = [
        key for key in dict.fromkeys([*before.speculative, *after.speculative])
        if key not in in_template and key != "extra"
        and repr(before.speculative.get(key)) != repr(after.speculative.get(key))
    ]
    for key in changed:
        value = after.speculative.get(key)
        name += f"-{key}{_suffix_value(value)}" if value is not None else f"-no-{key}"
    if name == before.name:  # only the server arguments, the environment or 'extra' changed
        name += "-edit"
    taken = {r.name: r for r in others if r is not before}

    def clashes(candidate: str) -> bool:
        return candidate in taken and _run_config(taken[candidate]) != _run_config(after)

    if clashes(name):
        name = numbered_name(name, clashes)
    template_out = template if in_template and name == template.format_map(after.speculative) else name
    return replace(after, name=name, template=template_out)


def edited_workload(before: Workload, after: Workload, others: Iterable[Workload] = ()) -> Workload:
    """``after`` (an edit of ``before``) under a name no other definition in ``others`` uses.

    A workload keeps its name while it is the only definition with that name; when another cell keeps
    the old definition, the edited one gets the changed values as a suffix (``chat-out256``)."""
    clash = [w for w in others if w.name == after.name and _workload_config(w) != _workload_config(after)]
    if not clash:
        return after
    name = after.name
    if after.name == before.name:
        for key, _ in _WORKLOAD_SUFFIXES:
            if getattr(before, key) != getattr(after, key):
                name += f"-{_edit_suffix(key, getattr(after, key))}"
    taken = {w.name: w for w in others}

    def clashes(candidate: str) -> bool:
        return candidate in taken and _workload_config(taken[candidate]) != _workload_config(after)

    if clashes(name):
        name = numbered_name(name, clashes)
    return replace(after, name=name)


def _workload_config(w: Workload) -> tuple[Any, ...]:
    return tuple(repr(getattr(w, f.name)) for f in fields(w) if f.name not in _WORKLOAD_BOOKKEEPING)


# Workload fields that say where a workload came from, not what it measures.
_WORKLOAD_BOOKKEEPING = ("name", "index", "template", "grid")
