# Two commands on a fresh clone: `make lab` and `make test` (Python 3.10+ and make).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PY := $(BIN)/python
# The English lessons, then the Swedish ones built from them by `make translations` (docs/translating.md);
# `make notebooks NOTEBOOKS="notebooks/05_old_cards.py notebooks/sv/05_old_cards.py"` for some
NOTEBOOKS := $(wildcard notebooks/*.py notebooks/sv/*.py)
# `make test SKIP_SITE=1` leaves out the course-site test (tests/test_site.py, a few minutes); CI runs it
SITE_TEST := $(if $(filter 1 yes true,$(SKIP_SITE)),-m "not site")

# JupyterHub's proxy for tests/test_hub.py (and a one-machine hub): npm's configurable-http-proxy, in build/
HUB_PROXY := build/hub-proxy/node_modules/.bin/configurable-http-proxy

.PHONY: hub-proxy lab test lint notebooks bench translations site classroom kit clean

# JupyterLab opens at the first lesson, its file browser in notebooks/ listing the lessons only: lab/ holds the
# settings (the paired .py scripts and config files are hidden there, not moved). The lessons are trusted first,
# so JupyterLab draws their stored widgets and styled cards before anything runs.
lab: $(VENV)/.notebooks  ## set up and open the course in JupyterLab, at 00_start_here
	@$(BIN)/jupyter trust notebooks/*.ipynb notebooks/sv/*.ipynb >/dev/null
	JUPYTER_CONFIG_PATH="$(CURDIR)/lab$${JUPYTER_CONFIG_PATH:+:$$JUPYTER_CONFIG_PATH}" \
	  $(BIN)/jupyter lab notebooks/00_start_here.ipynb $$([ "$$(id -u)" = 0 ] && echo --allow-root)

test: $(VENV)/.test $(HUB_PROXY)  ## set up and run every test: engine, widgets, notebooks (nbval), browser, the course site
	$(PY) -m mypy
	$(PY) -m ruff check lukfu_teach tests benchmarks lite classroom tools
	$(PY) -m pytest tests $(SITE_TEST)
	$(PY) -m pytest --doctest-modules lukfu_teach -q
	@if ls notebooks/*.ipynb >/dev/null 2>&1; then \
	  LUKFU_PROGRESS=memory $(PY) -m pytest --nbval --nbval-current-env --nbval-sanitize-with notebooks/nbval_sanitize.cfg \
	    --color=no notebooks; fi

lint: $(VENV)/.test  ## the type checker (its files and settings: pyproject.toml's [tool.mypy]) and ruff
	$(PY) -m mypy
	$(PY) -m ruff check lukfu_teach tests benchmarks lite classroom tools
	$(PY) -m ruff format --check lukfu_teach tests benchmarks lite classroom tools

# The widgets' state is stored in each notebook, so a learner sees them before running anything; the drills'
# progress is kept in memory while they run (lukfu_teach/course.py), so no one's own progress is saved in them
# (jupytext --update keeps each cell's id, so a regenerated notebook differs only where its lesson did)
notebooks: $(VENV)/.test  ## regenerate every executed notebook from its .py
	@for py in $(NOTEBOOKS); do \
	  nb=$${py%.py}.ipynb; echo "$$py -> $$nb"; \
	  $(BIN)/jupytext --update --to ipynb --output $$nb $$py || exit 1; \
	  LUKFU_PROGRESS=memory $(BIN)/jupyter nbconvert --to notebook --execute --inplace \
	    --ExecutePreprocessor.record_timing=False --ExecutePreprocessor.store_widget_state=True $$nb || exit 1; \
	done

# gettext (docs/translating.md): the message ids marked in lukfu_teach/ by these functions of lukfu_teach.i18n
LOCALES := lukfu_teach/locale
BABEL_KEYWORDS := --no-default-keywords -k _ -k N_ -k L_ -k ngettext:1,2 -k nL_:1,2 -k pgettext:1c,2

# The lessons written in English, each the one source of its translations (notebooks/sv/, built here)
LESSONS := $(wildcard notebooks/[0-9][0-9]_*.py)

translations: $(VENV)/.test  ## extract -> update -> compile the catalogues; write the Swedish lessons and docs/sv/rules.md
	@mkdir -p build
	$(BIN)/pybabel extract -F babel.cfg $(BABEL_KEYWORDS) --add-comments=TRANSLATORS: --add-location=file \
	  --sort-output --no-wrap --project=lukfu-teach -o build/lukfu_teach.pot .
	$(BIN)/pybabel update -i build/lukfu_teach.pot -d $(LOCALES) -D lukfu_teach --ignore-obsolete \
	  --ignore-pot-creation-date --no-wrap --previous
	$(PY) tools/compile_catalogues.py
	$(PY) -m lukfu_teach.pictures.rulebook sv > docs/sv/rules.md
	$(PY) -m lukfu_teach.words.lesson_translation sv $(LESSONS)

site:  ## build the course site in build/site: the lessons as apps and in JupyterLab (docs/site.md; venv and cache: build/lite-cache)
	$(PYTHON) lite/build.py

classroom: $(VENV)/.notebooks  ## serve the lessons 00-10 to a class with Voilà (HOST, PORT: every interface, 8866)
	$(PY) classroom/serve.py

kit: $(VENV)/.notebooks  ## the classroom kit in build/kit: the rule sheet (also high contrast), the names, the handouts; en, sv
	@mkdir -p build/kit
	@for lang in en sv; do \
	  $(PY) -m lukfu_teach.pictures.rulesheet build/kit/luk-fu-rules-$$lang.html --lang $$lang || exit 1; \
	  $(PY) -m lukfu_teach.pictures.rulesheet build/kit/luk-fu-rules-$$lang-contrast.html --lang $$lang --theme contrast || exit 1; \
	  mkdir -p build/kit/handouts-$$lang; \
	  $(PY) -c 'import sys; from lukfu_teach import examples; from lukfu_teach.pictures import handout; \
	    [handout.write(examples.load(n), f"build/kit/handouts-{sys.argv[1]}/{n}.html", lang=sys.argv[1]) for n in examples.names()]' \
	    $$lang || exit 1; \
	  echo "wrote build/kit/handouts-$$lang/ (every example deal, as a printed page)"; \
	done
	cp docs/names.md build/kit/luk-fu-names.md
	cp docs/sv/names.md build/kit/luk-fu-names-sv.md

bench: $(VENV)/.test  ## throughput and latency figures
	$(PY) benchmarks/engine.py
	$(PY) benchmarks/ai.py
	$(PY) benchmarks/widgets.py
	$(PY) benchmarks/i18n.py

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

hub-proxy: $(HUB_PROXY)  ## JupyterHub's proxy (npm's configurable-http-proxy) in build/hub-proxy
$(HUB_PROXY):
	npm install --silent --no-audit --no-fund --prefix build/hub-proxy configurable-http-proxy@5

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .mypy_cache test-artifacts
