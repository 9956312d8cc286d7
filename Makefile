# The two commands of the README: `make demo` (the demo sweep on the embedded sim backend) and
# `make test` (the whole test suite, including the real llama-server integration tests).
# Both install what they need into .venv first.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin

.PHONY: demo tui test setup llamacpp lint bench

$(BIN)/specdec: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test]'
	touch $(BIN)/specdec

setup: $(BIN)/specdec

# Exit status 1 from specdec means "some cells crashed": the demo's budgets 8 and 12 do, by design.
demo: setup
	$(BIN)/specdec run sweeps/demo.toml --headless || [ $$? -eq 1 ]

tui: setup
	$(BIN)/specdec demo

llamacpp: setup
	PYTHON=$(BIN)/python bash .ci/install-llamacpp.sh

lint: setup
	$(BIN)/ruff check .

test: setup llamacpp lint
	$(BIN)/python -m pytest -q -p no:cacheprovider
