"""The drills in Swedish: every drill of the catalogue and of random seeds, answered right, wrong and not at
all, reads without English; the Swedish sentences state the same facts as the English ones (which
``test_drills_truth`` checks against the position); the same seed gives the same drill in both languages; the
drill widgets speak their own ``lang`` whatever the global language is, and keep one progress file."""

from __future__ import annotations

import json
import re

import ipywidgets as ipw
import pytest
from english_left import assert_no_english
from polarity import polarity
from test_drills_truth import sample_answers

from lukfu_teach import drills
from lukfu_teach.errors import ChoiceError
from lukfu_teach.i18n import LanguageError, get_language, language
from lukfu_teach.widgets import DrillAssessment, DrillRecap, DrillSequence, DrillWidget

SEEDS = (0, 1, 2, 3)
ALL = [*drills.catalog(), *(d for seed in SEEDS for d in drills.generate(seed))]
SV_SEATS = {"You": "Du", "East": "Öst", "West": "Väst"}


def said(drill, lang: str) -> list[str]:
    """Every text a learner reads of ``drill`` in ``lang``: title, task, situation, choices, the explanation,
    and the feedback to right, wrong and refused answers."""
    with language(lang):
        texts = [drill.title, drill.task, *drill.situation(), *(str(c.label) for c in drill.choices)]
        texts += drill.explain()
        for answer in [*sample_answers(drill), "", "X9", 42, [object()]]:
            texts += drill.submit(answer).sentences
    return texts


SWEDISH_ORDINALS = re.compile(r"\d:or\b")  # "en grupp 2:or" (twos) is Swedish


def no_english(text: str, allow: set[str] | None = None) -> None:
    assert_no_english(SWEDISH_ORDINALS.sub("", text), allow=allow or ())


@pytest.mark.parametrize("drill", ALL, ids=lambda d: d.id)
def test_every_drill_reads_in_swedish_without_english(drill):
    for text in said(drill, "sv"):
        no_english(text)


FACT = re.compile(r"[CSMT][1-9]|R\d{1,2}[a-e]?|[+-]?\d+")


def facts(text: str) -> list[str]:
    """What a sentence states in codes and numbers: cards, rules, seats, counts, points (in order of kind)."""
    return sorted(FACT.findall(text))


@pytest.mark.parametrize("drill", ALL, ids=lambda d: d.id)
def test_swedish_sentences_state_the_facts_of_the_english_ones(drill):
    """Sentence by sentence, the Swedish states the same cards, rules, seats and numbers as the English (which
    the truth tests check against the position), and names the same seats."""
    english, swedish = said(drill, "en"), said(drill, "sv")
    assert len(english) == len(swedish)
    for en, sv in zip(english, swedish, strict=True):
        if "is not one of the answers offered" in en:  # a refusal: English lists the keys too, Swedish the labels
            continue
        assert facts(en) == facts(sv), (en, sv)
        assert polarity(en, "en") == polarity(sv, "sv"), (en, sv)
        for name, svname in SV_SEATS.items():
            assert len(re.findall(rf"\({name}\)", en)) == len(re.findall(rf"\({svname}\)", sv)), (en, sv)


def test_the_fact_check_can_fail():
    assert facts("Din enda kombination som slår S4 är S6 (R12).") != facts("Your only play that beats S4 is S7 (R12).")
    english = "Coins 3 (C3) is not Old: C9 and C4 are unaccounted for (R16b)."
    assert polarity(english, "en") == polarity("Mynt 3 (C3) är inte gammalt: C9 och C4 är inte kända (R16b).", "sv")
    assert polarity(english, "en") != polarity("Mynt 3 (C3) är gammalt: C9 och C4 är inte kända (R16b).", "sv")
    assert polarity("Nobody beats it.", "en") != polarity("Alla slår den.", "sv")


@pytest.mark.parametrize("seed", SEEDS)
def test_the_same_seed_gives_the_same_drill_in_both_languages(seed):
    with language("en"):
        english = drills.generate(seed)
        en = [(d.id, d.code, d.cards, d.solution(), [c.key for c in d.choices], d.rules) for d in english]
        en_titles = [d.title for d in english]
    with language("sv"):
        swedish = drills.generate(seed)
        sv = [(d.id, d.code, d.cards, d.solution(), [c.key for c in d.choices], d.rules) for d in swedish]
        assert [d.title for d in swedish] != en_titles
    assert en == sv
    for drill in swedish:
        with language("en"):
            right = drill.submit(drill.solution())
        with language("sv"):
            assert drill.submit(drill.solution()).correct == right.correct is True


def test_titles_and_tasks_follow_the_language():
    drill = drills.get("beat-single")
    with language("sv"):
        assert (drill.title, drill.task) == ("Slå en singel", "Välj den kombination du spelar.")
        assert drill.submit("S7").sentences[0] == "Rätt."
        assert drill.submit("").refused and "kort" in drill.submit("").text
    assert drill.title == "Beat a single"


def test_swedish_answers_are_read():
    with language("sv"):
        assert drills.get("turn-order").submit("plats 2 (Väst)").valid
        assert drills.get("turn-order").submit("Väst").valid
        order = drills.get("suit-order")
        assert order.submit("Mynt Snören Myriader Tior").correct
        read = drills.get("read-code")
        assert read.submit("Myriader 7").correct
        assert drills.get("calling-stops").submit("ingen").valid


def test_errors_of_the_drills_speak_swedish():
    for call in (lambda: drills.get("suit-ordr"), lambda: drills.for_rules("X1"), lambda: drills.generate(1.5)):  # type: ignore[arg-type]  # refused
        with pytest.raises(ChoiceError) as err:
            call()
        with language("sv"):
            assert_no_english(str(err.value), allow={"drills", "ids", "suit", "order"})


# -- the widgets ---------------------------------------------------------------------------------------------


def texts_of(widget: ipw.Widget, skip: tuple[ipw.Widget, ...] = ()) -> str:
    """The words of a widget tree a learner reads: HTML panels, button labels and tooltips (not ``skip``)."""
    out = []
    stack = [widget]
    while stack:
        w = stack.pop()
        if w in skip or "lukfu-style" in getattr(w, "_dom_classes", ()):
            continue
        if isinstance(w, ipw.HTML):
            out.append(w.value)
        if isinstance(w, (ipw.Button, ipw.ToggleButton)):
            out += [w.description, w.tooltip or ""]
        stack += list(getattr(w, "children", ()))
    return "\n".join(out)


def widget_words(widget: DrillWidget) -> str:
    # The board's cards, trick and played cards are drawn by render.py (another part of the package); the
    # drill's own words on it (badges, headings) are checked in test_board_words_are_swedish.
    return texts_of(widget, skip=(widget.board,))


@pytest.mark.parametrize("drill_id", drills.ids())
def test_a_swedish_drill_widget_has_no_english_while_the_global_language_is_english(drill_id):
    drill = drills.get(drill_id)
    widget = DrillWidget(drill, progress=None, lang="sv", on_next=lambda: None)
    assert get_language() == "en" and widget.lang == "sv"
    with language("en"):
        wrong = next(a for a in sample_answers(drill) if drill.submit(a).valid and not drill.submit(a).correct)
    widget.answer("")  # refused
    no_english(widget_words(widget))
    widget.answer(wrong)
    no_english(widget_words(widget))
    widget.reveal()
    no_english(widget_words(widget))
    right = DrillWidget(drill, progress=None, lang="sv")
    right.answer(drill.solution())
    assert right.solved
    no_english(widget_words(right))


def test_board_words_are_swedish():
    from lukfu_teach.widgets.drill import board_html

    with language("sv"):
        html = board_html(drills.get("claim-after-trick"))
    for word in ("Mästare", "Spelförare", "Spelat med framsidan upp", "står på tur", "kort"):
        assert word in html


def test_a_bad_language_is_refused():
    with pytest.raises(LanguageError):
        DrillWidget("suit-order", progress=None, lang="xx")
    with pytest.raises(LanguageError):
        DrillSequence(["suit-order"], progress=None, lang="klingon")


def test_a_widget_made_under_swedish_stays_swedish():
    with language("sv"):
        widget = DrillWidget("suit-order", progress=None)
    assert widget.lang == "sv"
    feedback = widget.answer("T M S C")  # lazy text: it renders in the language it is shown in
    assert feedback is not None and feedback.render(widget.lang).startswith("Nej") and "Nej" in widget.feedback.value
    assert widget.retry_button.description == "Försök igen"


def test_sequence_recap_and_assessment_in_swedish(tmp_path):
    path = tmp_path / "progress.json"
    seq = DrillSequence(["suit-order", "deck-size", "beat-single"], progress=path, lang="sv")
    for _i in range(3):
        seq.current.answer(seq.current.drill.solution())
        seq.current.next()
    assert "Sammanfattning: 3 av 3 övningar klara" in seq.done_panel.value
    no_english(texts_of(seq, skip=(seq.current.board,)))
    recap = DrillRecap(["suit-order", "deck-size", "beat-single", "must-beat"], progress=path, lang="sv")
    no_english(texts_of(recap))
    assert "inte klar än" in recap.panel.value
    test = DrillAssessment(count=4, seed=2, progress=path, lang="sv")
    for i in range(4):
        drill = test.current.drill
        test.current.answer(drill.solution() if i % 2 else sample_answers(drill)[0])
        test.current.next()
    assert "Ditt resultat:" in test.result_panel.value
    no_english(texts_of(test))


def test_progress_is_the_same_in_every_language(tmp_path):
    files = {}
    for lang in ("en", "sv"):
        path = tmp_path / f"{lang}.json"
        widget = DrillWidget("suit-order", progress=path, lang=lang)
        widget.answer("C S M T")
        files[lang] = json.loads(path.read_text(encoding="utf-8"))
    assert files["en"] == files["sv"]
    # a learner who switches language keeps the marks
    seq = DrillSequence(["suit-order", "deck-size"], progress=tmp_path / "sv.json", lang="en")
    assert seq.marks[0].description.endswith("★") and seq.index == 1


def test_a_progress_problem_is_told_in_the_widgets_language(tmp_path):
    path = tmp_path / "progress.json"
    path.write_text("not json", encoding="utf-8")
    seq = DrillSequence(["suit-order"], progress=path, lang="sv")
    assert "börjar om" in seq.problem.value
    assert_no_english(seq.problem.value, allow={"JSON"})
