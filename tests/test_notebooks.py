"""The notebooks as documents: paired, not drifted, written for a newcomer.

nbval (``make test``) re-executes every ``.ipynb`` and compares its outputs; these tests check what nbval
cannot: that each ``.ipynb`` still holds exactly the cells of its Jupytext ``.py`` (``make notebooks``
regenerates both from the ``.py``), and what every lesson promises its reader.
"""

from __future__ import annotations

import re
from pathlib import Path

import jupytext
import nbformat
import pytest

NOTEBOOKS = Path(__file__).parent.parent / "notebooks"
SCRIPTS = sorted(NOTEBOOKS.glob("[0-9][0-9]_*.py"))
EXPECTED = [
    "00_start_here",
    "01_the_cards",
    "02_plays_and_tricks",
    "03_old_cards",
    "04_calling_claiming_scoring",
    "05_replay_annotated_deals",
    "06_play_against_the_ai",
    "07_inside_the_ai",
    "08_teaching_guide",
]
IGNORE = "# NBVAL_IGNORE_OUTPUT"


def cells(path: Path) -> list[tuple[str, str]]:
    return [(cell.cell_type, cell.source) for cell in jupytext.read(path).cells]


def stored(name: str) -> nbformat.NotebookNode:
    return nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)


def test_every_lesson_is_there_as_a_pair():
    assert [p.stem for p in SCRIPTS] == EXPECTED
    assert sorted(p.stem for p in NOTEBOOKS.glob("*.ipynb")) == EXPECTED


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.stem)
def test_notebook_has_not_drifted_from_its_script(script):
    notebook = script.with_suffix(".ipynb")
    assert cells(notebook) == cells(script), f"{notebook.name} and {script.name} differ: run `make notebooks`"


@pytest.mark.parametrize("name", EXPECTED)
def test_notebook_is_executed_and_clean(name):
    """Stored outputs exist (nbval compares them) and show no error or traceback."""
    code = [cell for cell in stored(name).cells if cell.cell_type == "code"]
    assert all(cell.execution_count is not None for cell in code if cell.source.strip()), "run `make notebooks`"
    for cell in code:
        for output in cell.outputs:
            assert output.output_type != "error", f"{name}: a cell raised {output.get('ename')}"
            text = output.get("text", "") + str(output.get("data", {}).get("text/plain", ""))
            assert "Traceback" not in text, f"{name}: {text[:200]}"
            assert not re.search(r"<\w+(\.\w+)* object at 0x", text), f"{name}: an internal repr is shown: {text[:200]}"


@pytest.mark.parametrize("name", EXPECTED)
def test_notebook_opens_with_its_aim_and_ends_with_what_next(name):
    nb = stored(name)
    first, last = nb.cells[0], nb.cells[-1]
    assert first.cell_type == "markdown" and first.source.startswith(f"# {name[:2]} · ")
    assert "**In this notebook**" in first.source
    assert last.cell_type == "markdown" and "## What next" in last.source


@pytest.mark.parametrize("name", EXPECTED)
def test_notebook_uses_only_the_public_api(name):
    for cell in stored(name).cells:
        if cell.cell_type == "code":
            assert not re.search(r"\._\w|import _\w|from lukfu_teach\S*\._", cell.source), cell.source


@pytest.mark.parametrize("name", EXPECTED)
def test_ignored_outputs_say_why(name):
    for cell in stored(name).cells:
        if cell.cell_type == "code" and IGNORE in cell.source:
            line = next(line for line in cell.source.splitlines() if IGNORE in line)
            assert len(line.replace(IGNORE, "").strip(" :-—#")) > 10, f"say why the output is ignored: {line}"


def test_the_lessons_teach_every_rule():
    text = "\n".join(cell.source for name in EXPECTED for cell in stored(name).cells if cell.cell_type == "markdown")
    cited = set(re.findall(r"\bR(\d{1,2})[a-e]?\b", text))
    assert {str(n) for n in range(1, 21)} <= cited
    for sub in ("R10a", "R10b", "R16a", "R16b", "R16c", "R16d", "R16e"):
        assert sub in text
