"""Hostile answers (issue 24.7), through every drill's ``submit`` and the drill widgets' public methods.

The contract is the records' (tests/test_fuzz.py): a refusal is a short message that names what was wrong
(never the whole input, never a control character shown raw), or the answer is accepted consistently: the
answer as the drill understood it (``Feedback.answer``) is judged the same way again. A widget method either
raises a ``LukFuError`` with a short message or leaves the widget whole (its state and every text it shows
sound). Hypothesis runs derandomized: the same examples every run.
"""

from __future__ import annotations

import re

import pytest
from helpers import known
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from secrecy_tools import text_of

from lukfu_teach import drills
from lukfu_teach.drills import Progress
from lukfu_teach.engine.cards import Card, Suit
from lukfu_teach.engine.plays import Play
from lukfu_teach.errors import LukFuError
from lukfu_teach.i18n import LanguageError
from lukfu_teach.widgets import DrillAssessment, DrillRecap, DrillSequence, DrillWidget

CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")
SHORT = 600  # characters: a refusal quotes a few dozen characters of the answer, and may list the choices offered
QUOTED = 45  # characters of an answer a message may repeat
DRILLS = [*drills.catalog(), *drills.generate(1)]
SETTINGS = settings(deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))

WORDS = ["S7", "s7 S8", "C1 T1", "X9", "S0", "S10", "C S M T", "cSmT", "Coins", "Tens", "T M S C", "seat 1", "East",
         "plats 2", "Väst", "none", "nobody", "Ingen", "-2 0 +2", "+1, -1, 0", "6", "٦", "６", "²", "−3", "0x10",
         "1e3", "beat", "discard", "can_beat", "legal", "R9", "R16d-old", "yes", "Ja", "a", "b", "Myriads 7",
         "Mau Gung", "\x00", "S7\x00", "\x1b[2J", "\u202eS7", "\ud800", "  ", "\n", "é" * 60, "S7 " * 40]  # fmt: skip
HUGE = st.sampled_from([("S7", 500_000), ("9", 5000), ("x", 2000)]).map(lambda p: p[0] * p[1])  # built when drawn
TEXT = st.sampled_from(WORDS) | st.text(max_size=12) | HUGE
ATOM = (
    st.none()
    | st.booleans()
    | st.integers(-5, 40)
    | st.sampled_from([(10, 5000), (-10, 41), (2, 63), (10, 4)]).map(lambda p: p[0] ** p[1])
    | st.floats(allow_nan=True, allow_infinity=True)
    | TEXT
    | st.sampled_from([Card.parse("S7"), Card.parse("C1"), Play.parse("S6 S7 S8"), Suit.COINS, Suit.TENS])
    | st.sampled_from([b"S7", object(), {"S7": 1}, 3 + 4j, range(3)])
)
ANSWERS = st.recursive(ATOM, lambda inner: st.lists(inner, max_size=4) | st.tuples(inner, inner, inner), max_leaves=8)


def sound(text: str) -> None:
    assert not CONTROL.search(text), repr(text[:200])


@settings(SETTINGS, max_examples=60)
@given(answers=st.lists(ANSWERS, min_size=1, max_size=6))
@pytest.mark.parametrize("drill", DRILLS, ids=lambda d: d.id)
def test_submit_refuses_briefly_or_judges_consistently(drill, answers):
    for answer in answers:
        feedback = drill.submit(answer)  # never raises
        for lang in ("en", "sv"):
            text = feedback.render(lang)
            sound(text)
            if feedback.refused:
                assert len(text) <= SHORT and not feedback.correct, (answer, text[:300])
                for item in answer if isinstance(answer, (list, tuple)) else [answer]:
                    if isinstance(item, str) and len(item) > QUOTED:
                        assert item[:QUOTED] not in text, (item[:60], text[:300])  # quoted short, not repeated
        if feedback.valid:
            again = drill.submit(feedback.answer)
            assert again.valid and again.correct == feedback.correct, (answer, feedback.answer, again.text)


def test_the_cases_of_the_issue():
    number, seat, cards = drills.get("deck-size"), drills.get("turn-order"), drills.get("beat-single")
    for drill in DRILLS:
        assert drill.submit(10**5000).refused
    assert number.submit("٦").refused and number.submit("６").refused  # ASCII digits only, as the command line
    assert "\\x00" in number.submit("3\x00").text and "\x00" not in number.submit("3\x00").text
    huge = cards.submit("S7" * 500_000)
    assert huge.refused and len(huge.text) < 100
    assert len(seat.submit("x" * 900).text) < 150 and len(number.submit("9" * 900).text) < 150


# -- the widgets' public methods --------------------------------------------------------------------------

CALLS = st.sampled_from(["answer", "add_suit", "try_again", "reveal", "clear", "check", "set_language", "next"])


def widget_is_whole(widget: DrillWidget) -> None:
    assert widget.tries >= 0 and not (widget.solved and widget.accepting)
    assert widget.max_tries is None or widget.tries <= widget.max_tries
    repr(widget)
    sound(text_of(widget))


@settings(SETTINGS, max_examples=40)
@given(steps=st.lists(st.tuples(CALLS, ANSWERS), min_size=1, max_size=8))
@pytest.mark.parametrize("drill_id", ["suit-order", "beat-single", "which-beat-runs", "deck-size", "caller-wins-pays",
                                      "name-bak-chi", "turn-order", "old-after-plays"])  # fmt: skip
def test_a_drill_widget_takes_anything(drill_id, steps):
    widget = DrillWidget(drill_id, progress=None, tries=None)
    for name, value in steps:
        method = getattr(widget, name)
        try:
            method(value) if name in ("answer", "add_suit", "set_language") else method()
        except LukFuError as err:
            assert name in ("add_suit", "set_language"), (name, value, err)
            message = str(err)
            assert len(message) <= SHORT and "\n" not in message
            sound(message)
        widget_is_whole(widget)


@settings(SETTINGS, max_examples=60)
@given(index=ANSWERS)
def test_a_sequence_goes_only_to_its_drills(index):
    seq = DrillSequence(["suit-order", "deck-size"], progress=Progress.in_memory())
    try:
        seq.go(index)
    except LukFuError as err:
        assert len(str(err)) <= SHORT
        sound(str(err))
        assert seq.index == 0 and seq.current.drill.id == "suit-order"  # state unchanged
    else:
        assert index in (0, 1) and not isinstance(index, bool)


def test_the_widget_cases_of_the_issue():
    seq = DrillSequence(["suit-order", "deck-size"], progress=None)
    with pytest.raises(LukFuError, match="not in this sequence"):
        seq.go("1")  # type: ignore[arg-type]  # a string on purpose: refused
    order = DrillWidget("suit-order", progress=None)
    order.add_suit("C")  # a letter, as the buttons give
    order.add_suit("Strings")
    with pytest.raises(LukFuError, match="is not a suit"):
        order.add_suit("Q")
    for suit in ("M", Suit.TENS):
        order.add_suit(suit)
    assert known(order.check()).correct
    with pytest.raises(LukFuError, match="not answered with an order"):
        DrillWidget("deck-size", progress=None).add_suit("C")
    refused = DrillWidget("deck-size", progress=None)
    refused.answer("\x00" * 3)
    assert "\x00" not in refused.feedback.value and "\\x00" in refused.feedback.value
    with pytest.raises(LanguageError):
        refused.set_language("xx")
    assert refused.lang == "en"


def test_set_language_writes_everything_again_answers_included():
    widget = DrillWidget("beat-single", progress=None)
    widget.answer("S5")
    english = text_of(widget)
    widget.set_language("sv")
    swedish = text_of(widget)
    assert "S5" in swedish and "Försök igen" in swedish and "Try again" not in swedish and swedish != english
    widget.set_language("en")
    assert text_of(widget) == english
    seq = DrillSequence(["suit-order", "deck-size"], progress=None)
    seq.set_language("sv")
    assert seq.current.lang == "sv" and "Övning 1 av 2" in text_of(seq)
    recap, test = DrillRecap(["suit-order"], progress=None), DrillAssessment(count=2, seed=1, progress=None)
    recap.set_language("sv")
    test.set_language("sv")
    assert "Sammanfattning" in text_of(recap) and test.current.lang == "sv"
