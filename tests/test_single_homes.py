"""One home for each domain rule (issue 12): these fail when a second copy of a rule comes back."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import specdec_tui
from specdec_tui.backends import _MODULES, get_backend
from specdec_tui.backends.base import Backend, token_count
from specdec_tui.domain.model import copy_name, numbered_name

SOURCES = Path(specdec_tui.__file__).resolve().parent


def _sources() -> list[tuple[str, str]]:
    return [
        (path.relative_to(SOURCES).as_posix(), path.read_text(encoding="utf-8"))
        for path in sorted(SOURCES.rglob("*.py"))
        if "sim/" not in path.relative_to(SOURCES).as_posix()
    ]


def test_the_unsafe_character_class_is_written_once() -> None:
    pattern = re.compile(r"\\x00-\\x08")
    homes = [name for name, text in _sources() if pattern.search(text)]
    assert homes == ["safety/textsafe.py"], homes


def test_the_folders_a_results_folder_would_make_are_listed_in_one_place(tmp_path: Path) -> None:
    from specdec_tui.run.results import missing_folders

    copies = [name for name, text in _sources() if re.search(r"\.parents\)\s+if not \w+\.exists\(\)", text)]
    assert copies == ["run/results.py"], copies  # claim_results_dir, check_results_dir and the lock call it
    assert missing_folders(tmp_path / "a" / "b") == [tmp_path / "a" / "b", tmp_path / "a"]
    assert missing_folders(tmp_path) == []


def test_cell_keys_are_never_split_on_their_separator() -> None:
    splits = [name for name, text in _sources() if re.search(r"""(?:partition|split)\(["'] / ["']""", text)]
    assert splits == [], splits


@pytest.mark.parametrize("name", sorted(_MODULES))
def test_every_backend_counts_tokens_through_the_one_implementation(name: str) -> None:
    assert type(get_backend(name)).count_tokens is Backend.count_tokens


def test_token_count_reads_count_then_tokens() -> None:
    assert token_count({"count": 5, "tokens": [1]}) == 5
    assert token_count({"tokens": [1, 2, 3]}) == 3
    assert token_count({"count": True}) is None and token_count([1, 2]) is None and token_count({}) is None


def test_copies_and_clashes_are_named_one_way() -> None:
    assert copy_name("a", {"a"}) == "a-copy2"
    assert copy_name("a", {"a", "a-copy2", "a-copy3"}) == "a-copy4"
    assert numbered_name("chat", {"chat", "chat-2"}) == "chat-3"
    assert numbered_name("chat", lambda n: n in ("chat-2",)) == "chat-3"


def test_exit_wording() -> None:
    from specdec_tui.domain.exits import exit_signal, exit_status, how_it_exited

    assert [exit_signal(c) for c in (None, 0, 3, -9, 137, 200)] == [None, None, None, 9, 9, None]
    assert exit_status(-6) == "exit status -6 (SIGABRT)" and exit_status(134) == "exit status 134 (SIGABRT)"
    assert exit_status(3) == "exit status 3" and exit_status(None) == "exit status unknown"
    assert how_it_exited(-9) == "killed by signal 9 (SIGKILL)" and how_it_exited(3) == "exited with code 3"
    assert how_it_exited(137) == "exited with code 137 (128+9, SIGKILL)"
    assert how_it_exited(None) == "exited (status unknown)" and how_it_exited(-77) == "killed by signal 77"


def test_exit_wording_is_written_once() -> None:
    # the wording's own phrases appear in domain/exits.py only (triage's patterns read them from logs)
    phrases = re.compile(r"""f["'](?:process )?(?:exited with (?:code|status)|killed by signal|exit status) \{""")
    homes = [name for name, text in _sources() if phrases.search(text)]
    assert homes == ["domain/exits.py"], homes


def test_validate_holds_no_backend_algorithm_tables() -> None:
    """The adapters contribute their tables (algorithms, draft needs, spec types); validate runs them."""
    text = (SOURCES / "validate" / "checks.py").read_text(encoding="utf-8")
    for name in ('"eagle3"', '"deepseek_mtp"', '"draft-simple"', '"frozen_kv_mtp"', '"ngram_gpu"'):
        assert name not in text, name
    from specdec_tui.backends import get_backend

    assert "eagle3" in get_backend("sglang").algorithms and "deepseek_mtp" in get_backend("vllm").algorithms
    assert "dspark" not in get_backend("sim").algorithms and "eagle" in get_backend("sim").tree_shaped_algorithms


@pytest.mark.parametrize(
    ("definition", "home"),
    [
        (r"^class Redactor\b", "safety/redact.py"),
        (r"^MIN_SECRET_LEN\s*=", "safety/redact.py"),
        (r"^def (?:redact_argv|_redact_text|_secret_name)\(", "safety/redact.py"),
        (r"^def crash_context\(", "rules/context.py"),
        (r"^CRASH_SETTLE_S\s*=", "run/protocols.py"),
        (r"-copy\{", "domain/model.py"),
        (r"^def (?:ratio_interval|t_quantile)\(", "measure/intervals.py"),
        (r"^SAMPLED_FIGURES\s*=", "domain/record.py"),
    ],
)
def test_run_holds_no_copy_of_a_single_home(definition: str, home: str) -> None:
    """run/ (session, controller, queue, learning) uses the one redactor, rule context, crash settle
    time and copy naming; none is defined a second time anywhere."""
    pattern = re.compile(definition, re.M)
    homes = sorted({name for name, text in _sources() if pattern.search(text)})
    assert homes == [home], homes


def test_run_writes_statuses_as_enums() -> None:
    """No cell status or server state is a bare string literal in run/ (domain/status.py holds them;
    the controller's own state, idle/running/paused/finished, is not a cell's or a server's)."""
    cell = re.compile(r"""status\s*(?:==|!=|=)\s*["'](?:ok|crashed|failed|skipped|invalid|hang|pending|running)["']""")
    server = re.compile(r"""state\s*(?:==|!=|=)\s*["'](?:stopped|starting|ready|crashed)["']""")
    offenders = [
        name for name, text in _sources()
        if name.startswith("run/") and (cell.search(text.replace("verdict.status", "verdict")) or server.search(text))
    ]
    assert offenders == [], offenders
    assert "FINAL_STATUSES" not in (SOURCES / "run" / "controller.py").read_text(encoding="utf-8")


def test_the_controller_stays_a_loop_not_a_god_object() -> None:
    """Issue 12's bound: the Controller class under 400 lines. What it needs goes to a collaborator
    (the queue, the session, the keeper, the rule book, an executor's host view), not back into it."""
    import ast

    tree = ast.parse((SOURCES / "run" / "controller.py").read_text(encoding="utf-8"))
    [controller] = [n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Controller"]
    assert controller.end_lineno is not None
    assert controller.end_lineno - controller.lineno + 1 < 400
