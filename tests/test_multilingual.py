"""Text in several languages (FORMAT.md): the chooser and where it is used."""

import doctest
import json

import pytest
from test_record import record

from lukfu_teach import explain, handout, multilingual, render
from lukfu_teach.multilingual import pick_text, text_problem
from lukfu_teach.record import from_json

TEXT = {"en": "Lead the nine.", "sv": "Spela ut nian."}


def test_the_docstring_examples_run():
    assert doctest.testmod(multilingual).failed == 0


@pytest.mark.parametrize(
    "text, lang, shown",
    [
        (TEXT, None, "Lead the nine."),
        (TEXT, "en", "Lead the nine."),
        (TEXT, "sv", "Spela ut nian."),
        (TEXT, "sv-FI", "Spela ut nian."),
        (TEXT, "de", "Lead the nine."),
        ({"sv": "Bara svenska", "da": "Kun dansk"}, "de", "Bara svenska"),
        ({"sv": "Bara svenska"}, None, "Bara svenska"),
        ("Plain English.", "sv", "Plain English."),
        (None, "sv", ""),
        ("", None, ""),
    ],
)
def test_pick_text_prefers_the_learner_then_english_then_the_first(text, lang, shown):
    assert pick_text(text, lang) == shown


def test_what_is_a_text():
    assert text_problem("x") is None and text_problem(TEXT) is None
    assert text_problem(5) == ("", "expected text") and text_problem({"en": 1}) == ("en", "expected text")
    assert text_problem({"e": "x"})[0] == "e" and text_problem({})[0] == ""


def test_multilingual_text_is_shown_in_english_everywhere_by_default():
    data = record(title={"sv": "Titel", "en": "Title"}, description={"en": "The *description*.", "sv": "Beskrivning."})
    data["moves"][0]["note"] = {"sv": "Anteckning.", "en": "A note."}
    data["moves"][0]["why"] = {"level": "basic", "reasons": [{"en": "A reason.", "sv": "Ett skäl."}], "alternatives": [
        {"move": {"seat": 0, "lead": ["T2"]}, "note": {"en": "weighed", "sv": "vägd"}}]}  # fmt: skip
    rec = from_json(data)
    lines = explain.narrate(rec)
    assert lines[:2] == ["Title", "The *description*."] and "     Note: A note." in lines and "     Why: A reason." in lines
    assert any("weighed lead T2: weighed" in line for line in explain.why_lines(rec.moves[0].why))
    page = handout.handout(rec)
    assert "<h1>Title</h1>" in page and "A note." in page and "A reason." in page and "<td>weighed</td>" in page
    assert not any(word in page for word in ("Titel", "Anteckning", "Ett skäl", "vägd", '{"en"', "{'en'"))
    html = render.why(rec.moves[0].why)
    assert "A reason." in html and "Ett skäl" not in html
    assert json.loads(json.dumps(rec.to_json()))["title"] == {"sv": "Titel", "en": "Title"}
