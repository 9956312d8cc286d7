"""The one redactor (safety/redact.py): a launch's own secrets and credential shapes hidden in what
its server prints, control characters escaped, clean batches passed through as they are."""

from __future__ import annotations

from specdec_tui.safety import redact
from specdec_tui.safety.redact import REDACTED, Redactor
from specdec_tui.safety.textsafe import has_unsafe, safe_text


def test_for_launch_hides_argv_env_and_api_key_values() -> None:
    redactor = Redactor.for_launch(
        ["server", "--api-key", "SECRETapikey1", "--model", "https://u:SECRETurlpw@host/m"],
        {"HF_TOKEN": "SECRETenvtok", "PATH_LIKE": "plainvalue"},
        "SECRETgiven1",
        inherit_env=False,
    )
    line = "got SECRETapikey1 SECRETurlpw SECRETenvtok SECRETgiven1 plainvalue"
    shown = redactor(line)
    assert "SECRET" not in shown, shown
    assert shown.count(REDACTED) == 4 and "plainvalue" in shown


def test_short_values_are_not_hidden_in_output() -> None:
    # "1" or "true" as a secret would blank out half a log
    redactor = Redactor.for_launch(["--api-key", "abc"], {}, None, inherit_env=False)
    assert redactor("abc def") == "abc def"


def test_inherited_environment_secrets_are_hidden(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("SOME_SERVICE_TOKEN", "SECRETinherited")
    assert "SECRETinherited" not in Redactor.for_launch([], {}, None)("x SECRETinherited y")
    assert "SECRETinherited" in Redactor.for_launch([], {}, None, inherit_env=False)("x SECRETinherited y")


def test_lines_passes_clean_batches_through_and_escapes_controls() -> None:
    redactor = Redactor(["SECRETknown1"])
    clean = ["INFO step 1", "INFO step 2"]
    assert redactor.lines(clean) == tuple(clean)
    dirty = ["a\x1b[31mred", "b SECRETknown1", "c\x07bell"]
    shown = redactor.lines(dirty)
    assert shown == (safe_text(dirty[0]), f"b {REDACTED}", safe_text(dirty[2]))
    assert not any(has_unsafe(line) for line in shown)


def test_credentials_in_free_text() -> None:
    redactor = Redactor([])
    assert redactor("curl -H 'Authorization: Bearer SECRETbearer' http://x").count("SECRET") == 0
    assert "SECRETq" not in redactor("GET /x?token=SECRETq&b=1")
    assert redact.may_hold_credentials("plain line") is False


def test_has_unsafe_is_what_safe_text_changes() -> None:
    for text in ["plain", "tab\there", "esc\x1b[0m", "nul\x00", "c1\x9b", "line\nbreak", "zero\u200bwidth"]:
        assert has_unsafe(text) == (safe_text(text) != text), repr(text)
    assert has_unsafe("a\nb", newlines=True) is False
    assert has_unsafe("a\nb\x1b", newlines=True) is True


def test_procutil_keeps_its_names_as_the_same_functions() -> None:
    from specdec_tui.server import procutil

    assert procutil.redact_argv is redact.redact_argv and procutil.redact_env is redact.redact_env
