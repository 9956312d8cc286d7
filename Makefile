# The two commands of the README: `make demo` (the demo sweep on the embedded sim backend) and
# `make test` (the whole test suite, including the real llama-server integration tests; what CI runs).
# `make test-fast` is the developer's loop: lint, then every test but the real llama-server, tmux and
# those marked slow (marked by measured duration: 0.25 s or more, setup included).
# Both install what they need into .venv first.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin

.PHONY: demo tui test test-fast setup llamacpp server-sources lint bench tmux

$(BIN)/specdec: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test,datasets,report]'
	touch $(BIN)/specdec

setup: $(BIN)/specdec

# Exit status 1 from specdec means "some cells crashed": the demo's budgets 8 and 12 do, by design.
demo: setup
	$(BIN)/specdec run sweeps/demo.toml --headless || [ $$? -eq 1 ]

tui: setup
	$(BIN)/specdec demo

llamacpp: setup
	PYTHON=$(BIN)/python bash .ci/install-llamacpp.sh

# The SGLang and vLLM releases the contract tests read (wheels downloaded once, --no-deps, never
# installed; their .py sources kept in ~/.cache/specdec-tui/server-sources or $SPECDEC_SERVER_SOURCES).
server-sources: setup
	$(BIN)/python .ci/server_sources.py

# The TUI smoke test drives a real terminal through tmux; install it when it is missing (as root).
tmux:
	@command -v tmux >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq tmux; } \
		|| echo "make: could not install tmux (the tmux smoke test needs it)" >&2

lint: setup
	$(BIN)/ruff check .
	$(BIN)/lint-imports
	$(BIN)/mypy

test: setup llamacpp server-sources tmux lint
	$(BIN)/python -m pytest -q -p no:cacheprovider

# Byte-compiled test modules are kept (pytest's assertion rewriting of ~60 test files costs ~10 s a run
# when PYTHONDONTWRITEBYTECODE is set, as some containers do).
test-fast: setup lint
	PYTHONDONTWRITEBYTECODE= $(BIN)/python -m pytest -q -p no:cacheprovider -m "not slow and not llamacpp"
