"""Server adapters behind one interface (see ``base.Backend``)."""

from __future__ import annotations

import importlib

from specdec_tui.backends.base import Backend

_MODULES = {
    "sglang": ("sglang", "SGLangBackend"),
    "vllm": ("vllm", "VLLMBackend"),
    "llamacpp": ("llamacpp", "LlamaCppBackend"),
    "sim": ("sim", "SimBackend"),
    "command": ("command", "CommandBackend"),
}


def get_backend(name: str) -> Backend:
    """The adapter for a backend name from a sweep file's ``[server] backend``."""
    try:
        module_name, class_name = _MODULES[name]
    except KeyError:
        raise ValueError(f"unknown backend {name!r} (expected one of {', '.join(_MODULES)})") from None
    module = importlib.import_module(f"{__name__}.{module_name}")
    backend: Backend = getattr(module, class_name)()
    return backend
