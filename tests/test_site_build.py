"""The course site's build (``lite/``), without building it: what the site leaves out of a lesson that points
to a lesson it has not, the lessons' addresses and titles, the landing pages' words."""

from __future__ import annotations

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "lite"))

import pages  # noqa: E402


def test_a_pointer_to_a_lesson_the_site_has_not_is_cut_and_nothing_else() -> None:
    markdown = (
        "## What next\n\nCheck what you know: **10_final_assessment** gives you a score.\n\n"
        "Curious how the computer decides? **11_inside_the_ai** opens it up.\n"
        "| lesson | you learn |\n| --- | --- |\n| **10 · Final assessment** | drills |\n"
        "| **11 · Inside the AI** | how the AIs decide |\n"
        "- Lesson 11 shows how the expert weighs it.\n  (on two lines)\n- Lesson 10 scores you.\n"
    )
    kept, cut = pages.without(markdown, {"11"})
    assert cut == [
        "Curious how the computer decides? **11_inside_the_ai** opens it up.",
        "| **11 · Inside the AI** | how the AIs decide |",
        "- Lesson 11 shows how the expert weighs it.\n  (on two lines)",
    ]
    assert "10_final_assessment" in kept and "**10 · Final assessment**" in kept and "- Lesson 10 scores" in kept
    assert "11" not in kept.replace("R11", "")
    assert pages.without(markdown, set()) == (markdown, [])


def test_names_a_lesson_knows_its_name_its_title_and_lektion() -> None:
    for text in ("see 11_inside_the_ai", "[x](../11_inside_the_ai.ipynb)", "**11 · AI:n inifrån**", "lektion 11"):
        assert pages.names_a_lesson(text, {"11"}), text
    for text in ("R11 and R1.11", "deal 11 of 12", "lessons 01-07", "10_final_assessment"):
        assert not pages.names_a_lesson(text, {"11"}), text


def test_an_app_has_a_stable_address() -> None:
    assert pages.app_path("03_beating.ipynb") == "voici/render/03_beating.html"
    assert pages.app_path("sv/03_beating.ipynb") == "voici/render/sv/03_beating.html"


def test_landing_pages_speak_the_learners_language() -> None:
    course = pages.Course(lessons=["03_beating.ipynb", "sv/03_beating.ipynb"])
    course.titles = {"03_beating.ipynb": "03 · Beating", "sv/03_beating.ipynb": "03 · Att slå"}
    english, swedish = pages.landing_page(course, ""), pages.landing_page(course, "sv/")
    assert '<html lang="en">' in english and '<html lang="sv">' in swedish
    assert 'href="voici/render/03_beating.html">03 · Beating<' in english and "Att slå" not in english
    assert 'href="../voici/render/sv/03_beating.html">03 · Att slå<' in swedish
    assert "clearing the browser's data deletes them" in english
    assert "Download my progress" in english and "Download my progress" not in swedish
    assert 'data-file="sv/lukfu_progress.json"' in swedish
    assert set("六虎") <= pages.landing_han()
