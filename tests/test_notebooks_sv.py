"""The Swedish lessons (``notebooks/sv/``): each built from its English lesson and the catalogue, paired, Swedish.

A Swedish lesson is not written by hand: ``make translations`` builds it from the English lesson, its words from
``lukfu_teach.po`` (``lukfu_teach.words.lesson_translation``). nbval (``make test``) runs these notebooks as it runs
the English ones (pytest finds them under ``notebooks/``). These tests check what nbval cannot: each Swedish
script is what the build makes of its English lesson now, with every message translated; each ``.ipynb`` holds
exactly the cells of its ``.py``; it chooses Swedish before it shows anything; its words are Swedish
(``english_left``); and its links lead to Swedish lessons.
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

from lukfu_teach.words import lesson_translation

NOTEBOOKS = Path(__file__).parent.parent / "notebooks"
SWEDISH = NOTEBOOKS / "sv"
ENGLISH = sorted(NOTEBOOKS.glob("[0-9][0-9]_*.py"))
SCRIPTS = sorted(SWEDISH.glob("[0-9][0-9]_*.py"))
NAMES = [p.stem for p in SCRIPTS]
# Each English lesson and the name of its Swedish one (a translated name: the start page's tab reads "00_borja_har")
SOURCE = {lesson_translation.translated_path(p, "sv", lesson_translation.catalogue("sv")).stem: p.stem for p in ENGLISH}
RULE_LESSONS = [n for n in NAMES if "01" <= n[:2] <= "07"]
CHOOSE_SWEDISH = 'set_language("sv")'
CHOSEN = "set_language('sv')"  # the same call, as ast.unparse writes it
# English a Swedish lesson may show on purpose: JupyterLab's own menu (*Run → Run All Cells*), which is English;
# the English suit names that the card letters C, S, M, T come from; a source's name
ALLOWED = {
    "00_borja_har": {"Run"},
    "01_cards_and_seats": {"Coins", "Strings", "Myriads", "Tens"},
    "12_teaching_guide": {"Run", "The", "Set", "to"},  # the menu; names: "The Mahjong Tile Set", "Zero to JupyterHub"
}
LINK = re.compile(r"\[([^\]]*)\]\(([^)\s]+)\)")


def cells(path: Path) -> list[tuple[str, str]]:
    return [(cell.cell_type, cell.source) for cell in jupytext.read(path).cells]


def stored(name: str) -> nbformat.NotebookNode:
    return nbformat.read(SWEDISH / f"{name}.ipynb", as_version=4)


def markdown_of(name: str) -> str:
    return "\n".join(cell.source for cell in stored(name).cells if cell.cell_type == "markdown")


@pytest.fixture(scope="module")
def catalogue() -> dict[str, str | None]:
    return lesson_translation.catalogue("sv")


def test_every_english_lesson_has_its_swedish_lesson_and_no_other_is_there():
    assert sorted(SOURCE) == NAMES and len(NAMES) == len(ENGLISH) == 13, NAMES
    assert sorted(p.stem for p in SWEDISH.glob("*.ipynb")) == NAMES


def test_the_swedish_start_page_opens_in_a_tab_of_its_own_name():
    assert "00_borja_har" in NAMES and not (SWEDISH / "00_start_here.ipynb").exists()


@pytest.mark.parametrize("name", NAMES)
def test_swedish_lesson_is_built_from_the_english_one_and_every_message_is_translated(name, catalogue):
    """One source: the Swedish script is exactly what ``make translations`` makes of the English lesson now, and
    no paragraph, comment or string of it is left in English (untranslated, or fuzzy after an English edit)."""
    english = (NOTEBOOKS / f"{SOURCE[name]}.py").read_text(encoding="utf-8")
    built = lesson_translation.translate(english, "sv", catalogue, f"notebooks/{SOURCE[name]}.py")
    assert not built.missing, f"not translated yet (fill them in lukfu_teach.po): {built.missing}"
    assert not built.fuzzy, f"fuzzy (check the Swedish, then remove the fuzzy flag): {built.fuzzy}"
    untranslated = [s for s in lesson_translation.code_strings(english) if not catalogue.get(s)]
    assert not untranslated, f"strings of the code with no Swedish: {untranslated}"
    on_disk = (SWEDISH / f"{name}.py").read_text(encoding="utf-8")
    assert on_disk == built.text, (
        f"sv/{name}.py is built from {SOURCE[name]}.py: edit that and the .po, run make translations"
    )


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.stem)
def test_swedish_notebook_has_not_drifted_from_its_script(script):
    notebook = script.with_suffix(".ipynb")
    assert cells(notebook) == cells(script), f"sv/{notebook.name} and sv/{script.name} differ: run `make notebooks`"


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
def test_what_a_swedish_lesson_prints_is_swedish(name):
    # a lesson prints through _() with named parameters (docs/translating.md), never an English f-string; a command
    # line it prints to copy stays as it is
    for cell in stored(name).cells:
        for output in cell.get("outputs", []):
            if output.output_type == "stream":
                said = [line for line in output.text.splitlines() if not line.startswith(("python ", "lukfu-teach "))]
                assert english_words("\n".join(said)) == [], f"sv/{name}: {output.text[:300]}"


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
    """What a learner reads as prose: without code spans, file names of lessons, link targets, links back to
    the English lessons (their titles are English on purpose) and quotations (a source's title, as it is)."""
    text = re.sub(r"`[^`]*`|”[^”]*”", " ", markdown)
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


@pytest.mark.parametrize("name", NAMES)
def test_swedish_lesson_calls_each_ai_level_by_its_one_swedish_name(name):
    # docs/glossary.md: slumpvis, enkel, expert in every text a learner reads; `basic` only as code
    for cell in stored(name).cells:
        text = (
            learner_text(cell.source)
            if cell.cell_type == "markdown"
            else "\n".join(line.split("# ", 1)[1] for line in cell.source.splitlines() if "# " in line)
        )
        assert not re.search(r"\b(basic|random)\b", text), text[:300]


def test_the_english_text_test_can_fail():
    assert english_words(learner_text("Du spelar ut the card `S7`.")) == ["the", "card"]
    assert english_words(learner_text("[00 · Start here](../00_start_here.ipynb) och **01_cards_and_seats**")) == []


@pytest.mark.parametrize("name", NAMES)
def test_links_in_a_swedish_lesson_lead_to_lessons_that_exist_and_stay_swedish(name):
    for _text, target in LINK.findall(markdown_of(name)):
        if target.startswith(("http://", "https://", "#")):
            continue
        assert (SWEDISH / target).resolve().exists(), f"sv/{name} links to {target}"
        if target.startswith("../"):  # out of the Swedish course: only "In English", to the lesson's English one
            assert target == f"../{SOURCE[name]}.ipynb", f"sv/{name} links to the English {target}"
    for mentioned in re.findall(r"\*\*(\d\d_[a-z_]+)\*\*", markdown_of(name)):
        assert (SWEDISH / f"{mentioned}.ipynb").exists(), f"sv/{name} names {mentioned}, not a Swedish lesson"


def test_the_start_pages_link_the_two_languages():
    english = nbformat.read(NOTEBOOKS / "00_start_here.ipynb", as_version=4)
    text = "\n".join(c.source for c in english.cells if c.cell_type == "markdown")
    assert "(sv/00_borja_har.ipynb)" in text
    assert "(../00_start_here.ipynb)" in markdown_of("00_borja_har")


def test_the_swedish_start_page_numbers_every_lesson_and_each_lesson_leads_on():
    start = markdown_of("00_borja_har")
    for name in NAMES[1:]:
        assert f"**{name[:2]} · " in start, name
    for name, following in zip(NAMES[:10], NAMES[1:11], strict=True):
        assert f"]({following}.ipynb)" in stored(name).cells[-1].source, f"sv/{name} does not lead on to {following}"


@pytest.mark.parametrize("name", NAMES)
def test_swedish_widgets_are_stored_so_a_learner_sees_them_before_running(name):
    assert unstored_widgets(stored(name)) == []


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_lesson_is_called_the_same_in_the_course_and_in_its_own_heading(lang):
    from lukfu_teach import course

    for number, lesson in course.LESSONS.items():
        english = NOTEBOOKS / f"{lesson.notebook}.py"
        path = english if lang == "en" else SWEDISH / f"{next(k for k, v in SOURCE.items() if v == lesson.notebook)}.py"
        heading = jupytext.read(path).cells[0].source.splitlines()[0]
        assert heading == f"# {number} · {lesson.name(lang)}", (heading, lesson.name(lang))
