# Two commands: `make demo` and `make test`. Both create .venv when it is missing.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
TESTSTAMP := $(VENV)/.installed-test

.PHONY: demo test bench bench-all clean

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet -e .
	touch $(STAMP)

$(TESTSTAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(TESTSTAMP)

# the compiled engine (dugout.native, mypyc) when a C compiler is found; NATIVE=off keeps the pure-Python one
NATIVE ?= auto
demo: $(STAMP)
ifneq ($(NATIVE),off)
	@if command -v cc >/dev/null 2>&1; then $(BIN)/python -m pip install --quiet -e '.[native]' && \
		$(BIN)/python -m dugout.native auto; else echo "dugout.native: no C compiler (cc): the pure-Python engine"; fi
endif
	$(BIN)/python -m dugout.demo

# the type check beside every test (the doctests in src/ too) on every core; a file whose leagues are rated
# once keeps its tests on one worker (xdist_group)
test: $(TESTSTAMP)
	@$(BIN)/python -m mypy & mypy=$$!; \
	$(BIN)/python -m pytest -n auto --dist loadgroup; tests=$$?; \
	wait $$mypy; types=$$?; \
	test $$tests -eq 0 && test $$types -eq 0

# one table: every game's engine against the reference loop of the same run, season and fidelity CPU seconds
bench: $(STAMP)
	$(BIN)/python benchmarks/bench_speed.py

# every benchmark script, one after another (printing, rating, leagues …)
bench-all: $(STAMP)
	for f in benchmarks/bench_*.py; do $(BIN)/python $$f || exit 1; done

clean:
	-test -x $(BIN)/python && $(BIN)/python -m dugout.native clean
	rm -rf $(VENV) build *.egg-info src/*.egg-info
