"""The course's lessons and their drills (``lukfu_teach.course``): every rule practised, each in the lesson
that teaches it, never before; every drill of the catalogue in one lesson; progress kept where it should be."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from lukfu_teach import course, drills
from lukfu_teach.errors import ChoiceError

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"


def test_every_drill_of_the_catalogue_is_in_exactly_one_lesson():
    ids = [i for lesson in course.LESSONS.values() for i in lesson.drill_ids]
    assert sorted(ids) == sorted(drills.ids())
    assert len(ids) == len(set(ids))


def test_the_lessons_practise_every_rule():
    all_drills = [d for key in course.LESSONS for d in course.drills(key)]
    assert drills.missing_rules(all_drills) == ()
    taught = [r for lesson in course.LESSONS.values() for r in lesson.rules]
    assert sorted(taught) == sorted(drills.ALL_RULES)  # each rule taught by one lesson


@pytest.mark.parametrize("key", list(course.LESSONS))
def test_a_lessons_drills_practise_its_own_rules_and_lean_only_on_earlier_ones(key):
    lesson = course.LESSONS[key]
    known = {r for k, other in course.LESSONS.items() if k <= key for r in other.rules}
    own = set(lesson.rules)
    for drill in course.drills(key):
        assert set(drill.rules) <= known, f"{drill.id} practises {drill.rules}, taught after lesson {key}"
    practised = {r for d in course.drills(key) for r in d.rules}
    assert own - {"R16"} <= practised | ({"R10"} if {"R10a", "R10b"} & practised else set())


# Rules a lesson's drills may cite before the lesson that teaches them, because an earlier lesson meets them in
# passing: leading a play (lesson 02: "Whoever leads puts down exactly one play"), and the claim with six or more
# (lesson 00: "When it is your turn to lead, F = fu + Old cards; six or more, and you may claim").
MET_IN_PASSING = {"R11": "02", "R17": "00"}
CITED = re.compile(r"\bR(\d{1,2}[a-e]?)\b")


def said_by(drill) -> list[str]:
    """Every text a learner can read in a drill: task, situation, the choices, the feedback to right and wrong
    answers, the explanation."""
    from test_drills_truth import sample_answers

    texts = [drill.task, *drill.situation(), *(str(c.label) for c in drill.choices), *drill.explain()]
    for answer in sample_answers(drill):
        texts += drill.submit(answer).sentences
    return texts


@pytest.mark.parametrize("key", list(course.LESSONS))
def test_a_lessons_drills_cite_only_rules_taught_so_far(key):
    """D1 of the teaching review: a drill leans only on earlier lessons, in everything it says (lesson 03 said
    "you discard 1 card face down (R13)" and lesson 01 told the Master and the calls)."""
    known = {r for k, other in course.LESSONS.items() if k <= key for r in other.rules}
    known |= {r for r, lesson in MET_IN_PASSING.items() if lesson <= key}
    for drill in course.drills(key):
        for text in said_by(drill):
            later = {f"R{n}" for n in CITED.findall(text)} - known
            assert not later, f"lesson {key}, {drill.id}: {text!r} cites {sorted(later)}, taught later"


def test_the_check_of_rules_taught_so_far_can_fail():
    drill = drills.get("aces-and-fives")  # lesson 04: it tells a discard (R13)
    known = {r for k, lesson in course.LESSONS.items() if k <= "03" for r in lesson.rules}
    assert any({f"R{n}" for n in CITED.findall(t)} - known for t in said_by(drill))


@pytest.mark.parametrize("key", list(course.LESSONS))
def test_the_lesson_notebook_teaches_its_rules_and_embeds_its_drills_and_recap(key):
    lesson = course.LESSONS[key]
    script = (NOTEBOOKS / f"{lesson.notebook}.py").read_text(encoding="utf-8")
    first = script.split("# %%")[1]
    assert f"# {key} · {lesson.title}" in first
    for rule in lesson.rules:
        if rule != "R16":
            assert re.search(rf"\b{rule}\b", first) or (rule[:-1] + "a–" in first), (key, rule)
    assert f'DrillSequence(course.drills("{key}"), progress=course.progress())' in script
    assert f'DrillRecap(course.drills("{key}"), progress=course.progress())' in script


def test_a_lesson_is_named_by_its_number_or_notebook():
    assert course.drills("05_old_cards") == course.drills("05")
    with pytest.raises(ChoiceError, match='"09" is not a lesson with drills'):
        course.drills("09")


def test_progress_is_the_file_beside_the_notebook_or_in_memory(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv(course.ENV, raising=False)
    monkeypatch.setattr(course, "_progress", {})
    mine = course.progress()
    assert mine is course.progress() and mine.path == tmp_path / drills.PROGRESS_FILE
    mine.record("suit-order", correct=True)
    assert (tmp_path / drills.PROGRESS_FILE).exists()
    monkeypatch.setenv(course.ENV, "memory")
    shared = course.progress()
    assert shared.path is None and shared is course.progress() and shared.mark("suit-order") == ""
    monkeypatch.setenv(course.ENV, str(tmp_path / "class" / "anna.json"))
    assert course.progress().path == tmp_path / "class" / "anna.json"


LINK = re.compile(r"\[\*\*(?P<title>\d\d · [^*\]]+)\*\*\]\((?P<target>[^)]+\.ipynb)\)")


@pytest.mark.parametrize("script", sorted(NOTEBOOKS.glob("[0-9][0-9]_*.py")) + sorted((NOTEBOOKS / "sv").glob("*.py")),
                         ids=lambda p: p.relative_to(NOTEBOOKS).as_posix())  # fmt: skip
def test_what_next_links_the_next_lesson(script):
    """Issue 25.6: "What next" links the lessons it names (a relative link: JupyterLab, Voilà and the course site
    open it), each link to a lesson that exists, under the title that lesson has; no lesson named without a link."""
    text = script.read_text(encoding="utf-8")
    head = "# ## Nästa steg" if script.parent.name == "sv" else "# ## What next"
    cell = text[text.index(head) :].split("# %%")[0]
    section = " ".join(line.removeprefix("#").strip() for line in cell.splitlines())  # the Markdown, unwrapped
    links = LINK.findall(section)
    assert links, f"{script.name}: What next links no lesson"
    for title, target in links:
        lesson = (script.parent / target).resolve()
        assert lesson.exists(), (script.name, target)
        first = lesson.with_suffix(".py").read_text(encoding="utf-8")
        assert f"# # {title}\n" in first, (script.name, title, target)
    assert not re.search(r"\*\*\d\d_[a-z_]+\*\*", section), f"{script.name}: a lesson named without a link"
