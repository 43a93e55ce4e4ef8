# Two commands on a fresh clone: `make lab` and `make test` (Python 3.10+ and make).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PY := $(BIN)/python
NOTEBOOKS := $(wildcard notebooks/*.py)

.PHONY: lab test lint notebooks bench clean

lab: $(VENV)/.notebooks  ## set up and open the notebooks in JupyterLab
	$(BIN)/jupyter lab notebooks/ $$([ "$$(id -u)" = 0 ] && echo --allow-root)

test: $(VENV)/.test  ## set up and run every test: engine, doctests, widgets, notebooks (nbval), browser
	$(PY) -m ruff check lukfu_teach tests benchmarks
	$(PY) -m pytest tests
	$(PY) -m pytest --doctest-modules lukfu_teach -q
	@if ls notebooks/*.ipynb >/dev/null 2>&1; then \
	  $(PY) -m pytest --nbval --nbval-current-env --nbval-sanitize-with notebooks/nbval_sanitize.cfg --color=no notebooks; fi

lint: $(VENV)/.test
	$(PY) -m ruff check lukfu_teach tests benchmarks
	$(PY) -m ruff format --check lukfu_teach tests benchmarks

notebooks: $(VENV)/.test  ## regenerate every executed notebook from its .py
	@for py in $(NOTEBOOKS); do \
	  nb=$${py%.py}.ipynb; echo "$$py -> $$nb"; \
	  $(BIN)/jupytext --to ipynb --output $$nb $$py || exit 1; \
	  $(BIN)/jupyter nbconvert --to notebook --execute --inplace \
	    --ExecutePreprocessor.record_timing=False $$nb || exit 1; \
	done

bench: $(VENV)/.test  ## throughput and latency figures
	$(PY) benchmarks/engine.py
	$(PY) benchmarks/ai.py
	$(PY) benchmarks/widgets.py

$(PY):
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 10), "Python 3.10 or newer is needed"'
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(VENV)/.notebooks: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e ".[notebooks]"
	@touch $@

$(VENV)/.test: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e ".[test]"
	@touch $@ $(VENV)/.notebooks

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache test-artifacts
