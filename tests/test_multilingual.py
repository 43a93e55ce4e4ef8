"""Text in several languages in a record (FORMAT.md): shown in the learner's language (``i18n.pick``),
English by default, falling back to English, then to the first language given."""

import pytest
from test_record import record

from lukfu_teach.i18n import language, pick
from lukfu_teach.pictures import handout, render
from lukfu_teach.records.record import from_json
from lukfu_teach.words import explain
from lukfu_teach.words.narrate import narrate


def annotated():
    data = record(title={"sv": "Titel", "en": "Title"}, description={"en": "The *description*.", "sv": "Beskrivning."})
    data["moves"][0]["note"] = {"sv": "Anteckning.", "en": "A note."}
    data["moves"][0]["why"] = {"level": "basic", "reasons": [{"en": "A reason.", "sv": "Ett skäl."}], "alternatives": [
        {"move": {"seat": 0, "lead": ["T2"]}, "note": {"en": "weighed", "sv": "vägd"}}]}  # fmt: skip
    data["moves"][1]["note"] = {"sv": "Bara svenska."}
    data["calls"][0] = {"call": "pass", "note": {"en": "Too weak.", "sv": "För svag."}}
    return from_json(data)


@pytest.mark.parametrize(
    "text, lang, shown",
    [
        ({"en": "Lead the nine.", "sv": "Spela ut nian."}, None, "Lead the nine."),
        ({"en": "Lead the nine.", "sv": "Spela ut nian."}, "sv", "Spela ut nian."),
        ({"en": "Lead the nine."}, "sv", "Lead the nine."),
        ({"sv": "Bara svenska", "da": "Kun dansk"}, "en", "Bara svenska"),
        ({"de": "Nur Deutsch"}, "sv", "Nur Deutsch"),
        ("Plain English.", "sv", "Plain English."),
    ],
)
def test_the_chooser_prefers_the_learner_then_english_then_the_first(text, lang, shown):
    assert pick(text, lang) == shown


def test_record_text_is_shown_in_english_by_default_everywhere():
    rec = annotated()
    lines = narrate(rec)
    assert (
        lines[:2] == ["Title", "The *description*."]
        and "     Note: A note." in lines
        and "     Why: A reason." in lines
    )
    assert "     Note: Too weak." in lines and "     Note: Bara svenska." in lines
    assert any("weighed lead T2: weighed" in line for line in explain.why_lines(rec.moves[0].why))
    page = handout.handout(rec)
    assert "<h1>Title</h1>" in page and "A note." in page and "A reason." in page and "<td>weighed</td>" in page
    assert "Too weak." in page and "Bara svenska." in page
    assert not any(word in page for word in ("Titel", "Anteckning", "Ett skäl", "vägd", "För svag", '{"en"', "{'en'"))
    assert "A reason." in render.why(rec.moves[0].why) and "Ett skäl" not in render.why(rec.moves[0].why)


def test_record_text_is_shown_in_the_learners_language():
    rec = annotated()
    with language("sv"):
        lines = narrate(rec)
        page = handout.handout(rec)
        why = render.why(rec.moves[0].why)
    assert lines[:2] == ["Titel", "Beskrivning."] and "     Anteckning: Anteckning." in lines
    assert "     Skäl: Ett skäl." in lines  # the narrator's own words are Swedish too (issue 13)
    assert "     Anteckning: För svag." in lines
    assert "<h1>Titel</h1>" in page and "Anteckning." in page and "Ett skäl." in page and "<td>vägd</td>" in page
    assert "Ett skäl." in why and "A reason." not in why


def test_the_stepper_shows_record_text_in_the_learners_language():
    from lukfu_teach.widgets import DealStepper

    rec = annotated()
    stepper = DealStepper(rec, ai_level=None)
    stepper.go(3)  # after the two calls, the first move: its note and why
    assert (
        "Title" in stepper.title_panel.value
        and "A note." in stepper.notes.value
        and "A reason." in stepper.ai_panel.value
    )
    stepper.go(1)
    assert "Too weak." in stepper.notes.value
    with language("sv"):
        swedish = DealStepper(rec, ai_level=None)
        swedish.go(3)
        assert "Titel" in swedish.title_panel.value and "Anteckning." in swedish.notes.value
        assert "Ett skäl." in swedish.ai_panel.value
