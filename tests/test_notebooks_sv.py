"""The Swedish lessons (``notebooks/sv/``): paired, not drifted, the English lessons' twins, and Swedish.

nbval (``make test``) runs these notebooks as it runs the English ones (pytest finds them under ``notebooks/``).
These tests check what nbval cannot: each ``.ipynb`` holds exactly the cells of its ``.py``; each Swedish lesson
has the cells, widgets and drills of its English lesson; it chooses Swedish before it shows anything; its words
are Swedish (``english_left``); and its links lead to Swedish lessons.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import jupytext
import nbformat
import pytest
from english_left import english_words
from helpers import unstored_widgets

NOTEBOOKS = Path(__file__).parent.parent / "notebooks"
SWEDISH = NOTEBOOKS / "sv"
SCRIPTS = sorted(SWEDISH.glob("[0-9][0-9]_*.py"))
NAMES = [p.stem for p in SCRIPTS]
RULE_LESSONS = [n for n in NAMES if "01" <= n[:2] <= "07"]
CHOOSE_SWEDISH = 'set_language("sv")'
CHOSEN = "set_language('sv')"  # the same call, as ast.unparse writes it
# English a Swedish lesson may show on purpose: JupyterLab's own menu (*Run → Run All Cells*), which is English;
# the English suit names that the card letters C, S, M, T come from
ALLOWED = {"00_start_here": {"Run"}, "01_cards_and_seats": {"Coins", "Strings", "Myriads", "Tens"}}
LINK = re.compile(r"\[([^\]]*)\]\(([^)\s]+)\)")


def cells(path: Path) -> list[tuple[str, str]]:
    return [(cell.cell_type, cell.source) for cell in jupytext.read(path).cells]


def stored(name: str) -> nbformat.NotebookNode:
    return nbformat.read(SWEDISH / f"{name}.ipynb", as_version=4)


def markdown_of(name: str) -> str:
    return "\n".join(cell.source for cell in stored(name).cells if cell.cell_type == "markdown")


def calls(source: str) -> list[str]:
    """The functions and classes a code cell calls, in order, leaving out the choice of language."""
    names = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "?")
            if name != "set_language":
                names.append(name)
    return names


def imported(source: str) -> set[str]:
    return {
        alias.name
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in node.names
        if alias.name != "set_language"
    }


def test_every_english_lesson_00_to_10_has_its_swedish_pair():
    english = sorted(p.stem for p in NOTEBOOKS.glob("[0-9][0-9]_*.py"))
    assert english[:11] == NAMES[:11] and set(NAMES) <= set(english), NAMES
    assert sorted(p.stem for p in SWEDISH.glob("*.ipynb")) == NAMES


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.stem)
def test_swedish_notebook_has_not_drifted_from_its_script(script):
    notebook = script.with_suffix(".ipynb")
    assert cells(notebook) == cells(script), f"sv/{notebook.name} and sv/{script.name} differ: run `make notebooks`"


@pytest.mark.parametrize("name", NAMES)
def test_swedish_lesson_mirrors_the_english_one(name):
    """The same cells, in the same order, calling the same widgets, figures and drills."""
    english, swedish = jupytext.read(NOTEBOOKS / f"{name}.py").cells, jupytext.read(SWEDISH / f"{name}.py").cells
    assert [c.cell_type for c in swedish] == [c.cell_type for c in english]
    for number, (en, sv) in enumerate(zip(english, swedish, strict=True)):
        if en.cell_type == "code":
            assert calls(sv.source) == calls(en.source), f"cell {number}"
            assert imported(sv.source) == imported(en.source), f"cell {number}"
            assert sv.metadata.get("jupyter") == en.metadata.get("jupyter"), f"cell {number} is folded as in English"


@pytest.mark.parametrize("name", NAMES)
def test_swedish_lesson_chooses_swedish_before_it_shows_anything(name):
    code = [cell.source for cell in stored(name).cells if cell.cell_type == "code"]
    assert all(CHOOSE_SWEDISH not in c for c in code[1:])
    statements = [s for s in ast.parse(code[0]).body if not isinstance(s, ast.Import | ast.ImportFrom)]
    assert ast.unparse(statements[0]) == CHOSEN, "the first thing the lesson does is choose Swedish"


@pytest.mark.parametrize("name", NAMES)
def test_swedish_notebook_is_executed_and_clean(name):
    code = [cell for cell in stored(name).cells if cell.cell_type == "code"]
    assert all(cell.execution_count is not None for cell in code if cell.source.strip()), "run `make notebooks`"
    for cell in code:
        for output in cell.outputs:
            assert output.output_type != "error", f"sv/{name}: a cell raised {output.get('ename')}"
            text = output.get("text", "") + str(output.get("data", {}).get("text/plain", ""))
            assert "Traceback" not in text, f"sv/{name}: {text[:200]}"


@pytest.mark.parametrize("name", NAMES)
def test_swedish_lesson_opens_with_its_aim_and_ends_with_what_next(name):
    nb = stored(name)
    first, last = nb.cells[0], nb.cells[-1]
    assert first.cell_type == "markdown" and first.source.startswith(f"# {name[:2]} · ")
    assert "**I den här lektionen**" in first.source
    assert last.cell_type == "markdown" and "## Nästa steg" in last.source
    headings = [line for line in markdown_of(name).splitlines() if line.startswith("## ")]
    if "01" <= name[:2] <= "10":
        assert headings[-2:] == ["## Sammanfattning", "## Nästa steg"], headings
    if name in RULE_LESSONS:
        assert "## Din tur" in headings and re.search(r"\bR\d", first.source)


def learner_text(markdown: str) -> str:
    """What a learner reads as prose: without code spans, file names of lessons, link targets and links back to
    the English lessons (their titles are English on purpose)."""
    text = re.sub(r"`[^`]*`", " ", markdown)
    text = LINK.sub(lambda m: " " if m[2].startswith("../") else m[1], text)
    return re.sub(r"\b\d\d_[a-z_]+\b", " ", text)


@pytest.mark.parametrize("name", NAMES)
def test_swedish_lesson_has_no_english_left_in_its_text(name):
    allow = ALLOWED.get(name, set())
    for cell in stored(name).cells:
        if cell.cell_type == "markdown":
            assert english_words(learner_text(cell.source), allow) == [], cell.source[:200]
        else:
            comments = [line.split("# ", 1)[1] for line in cell.source.splitlines() if "# " in line]
            comments = [c for c in comments if not c.startswith(("noqa", "fmt:"))]
            assert english_words("\n".join(comments)) == [], comments


def test_the_english_text_test_can_fail():
    assert english_words(learner_text("Du spelar ut the card `S7`.")) == ["the", "card"]
    assert english_words(learner_text("[00 · Start here](../00_start_here.ipynb) och **01_cards_and_seats**")) == []


@pytest.mark.parametrize("name", NAMES)
def test_links_in_a_swedish_lesson_lead_to_lessons_that_exist_and_stay_swedish(name):
    for _text, target in LINK.findall(markdown_of(name)):
        if target.startswith(("http://", "https://", "#")):
            continue
        assert (SWEDISH / target).resolve().exists(), f"sv/{name} links to {target}"
        if target.startswith("../"):  # out of the Swedish course: "In English", or a lesson not yet in Swedish
            english_only = not (SWEDISH / Path(target).name).exists()
            assert target == f"../{name}.ipynb" or english_only, f"sv/{name} links to the English {target}"
    for mentioned in re.findall(r"\*\*(\d\d_[a-z_]+)\*\*", markdown_of(name)):
        english_only = not (SWEDISH / f"{mentioned}.ipynb").exists()
        assert (NOTEBOOKS / f"{mentioned}.ipynb").exists(), f"sv/{name} names {mentioned}"
        assert not english_only or "engelska" in markdown_of(name), f"sv/{name} sends a learner to English {mentioned}"


def test_the_start_pages_link_the_two_languages():
    english = nbformat.read(NOTEBOOKS / "00_start_here.ipynb", as_version=4)
    text = "\n".join(c.source for c in english.cells if c.cell_type == "markdown")
    assert "(sv/00_start_here.ipynb)" in text
    assert "(../00_start_here.ipynb)" in markdown_of("00_start_here")


def test_the_swedish_start_page_numbers_every_lesson_and_each_lesson_leads_on():
    start = markdown_of("00_start_here")
    for name in NAMES[1:]:
        assert f"**{name[:2]} · " in start, name
    for name, following in zip(NAMES[:10], NAMES[1:11], strict=True):
        assert f"]({following}.ipynb)" in stored(name).cells[-1].source, f"sv/{name} does not lead on to {following}"


@pytest.mark.parametrize("name", NAMES)
def test_swedish_widgets_are_stored_so_a_learner_sees_them_before_running(name):
    assert unstored_widgets(stored(name)) == []
