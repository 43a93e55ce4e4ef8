"""Hostile input to the widgets' public methods (issue 24): the play table and the stepper.

A sibling of ``test_fuzz.py``: each public method of ``PlayTable`` and ``DealStepper`` is called with values of
every kind (numbers, text, cards, nonsense, huge numbers, control characters). Each call either refuses with a
``LukFuError`` whose message is one short line, the widget unchanged, or is accepted and the widget stays
consistent: 36 cards, every move of its deal legal when replayed, and the table still deals (New deal works
after anything). Hypothesis runs derandomized: the same examples every run.
"""

from __future__ import annotations

import re
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lukfu_teach import Deal, examples
from lukfu_teach.engine.cards import FULL_DECK
from lukfu_teach.errors import LukFuError
from lukfu_teach.widgets import DealStepper, PlayTable

CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
ODD = st.one_of(
    st.none(), st.booleans(), st.integers(-5, 40), st.integers(10**20, 10**25), st.just(10**5000),
    st.floats(allow_nan=True), st.text(max_size=12), st.just("\x00\x1b[2J"), st.just("x" * 100_000),
    st.sampled_from(["S7", "C1 C2", "play", "pass", "lead", "claim", "3", "easy", "random", "again", "sv", "en",
                     "expert", "klingon"]),
    st.lists(st.sampled_from(["S7", "C9", "T1", "X9", 5]), max_size=3), st.dictionaries(st.text(max_size=2), st.none(),
                                                                                          max_size=2),
)  # fmt: skip
SETTINGS = settings(max_examples=60, derandomize=True, deadline=None, suppress_health_check=list(HealthCheck))


def refused_well(err: LukFuError) -> None:
    message = str(err)
    assert message and "\n" not in message and len(message) <= 300, message[:400]
    assert not CONTROL.search(message), repr(message[:100])


def consistent(deal: Deal) -> None:
    """36 cards between the hands, the face-up plays, the discards and the claims; the moves replay legally."""
    held = sum(h.bit_count() for h in deal.hands)
    hands = list(deal.hands)
    assert held <= 36 and not any(hands[i] & hands[j] for i in range(3) for j in range(3) if i != j)
    assert all(h & ~FULL_DECK == 0 for h in deal.hands)
    again = Deal.from_code(deal.code)  # every move of the deal, replayed by the engine's own checks
    assert again.code == deal.code


def call(method: Any, *args: Any) -> bool:
    try:
        method(*args)
    except LukFuError as err:
        refused_well(err)
        return False
    return True


@SETTINGS
@given(st.lists(st.tuples(st.sampled_from(["call", "select", "toggle", "new_deal", "new_deal_kind", "take_back",
                                           "play_selected", "claim", "hint", "set_language"]), ODD),
                min_size=1, max_size=6))  # fmt: skip
def test_the_play_tables_methods_refuse_or_stay_consistent(calls):
    table = PlayTable(7, levels=("random", "random"), coach="random", delay=0)
    for name, value in calls:
        before = table.deal.code
        if name == "new_deal":
            ok = call(table.new_deal, value)
        elif name == "new_deal_kind":
            ok = call(lambda v: table.new_deal(kind=v), value)
        elif name in ("take_back", "play_selected", "claim", "hint"):
            ok = call(getattr(table, name))
        else:
            ok = call(getattr(table, name), value)
        if not ok:
            assert table.deal.code == before  # a refusal changes nothing
        consistent(table.deal)
    seed = table.seed
    table.new_deal(kind="random")  # New deal still works after anything
    assert table.seed == seed + 1 and table.record().start().code == Deal.new(seed + 1).code


@SETTINGS
@given(st.lists(st.tuples(st.sampled_from(["go", "set_perspective", "explain_card", "set_language", "play_on"]), ODD),
                min_size=1, max_size=6))  # fmt: skip
def test_the_steppers_methods_refuse_or_stay_consistent(calls):
    stepper = DealStepper(examples.load("must_beat"), ai_level=None)
    for name, value in calls:
        step = stepper.step
        ok = call(getattr(stepper, name), value)
        if not ok:
            assert stepper.step == step
        assert 0 <= stepper.step <= len(stepper.steps)
        consistent(stepper.position)
    stepper.go(3)
    assert stepper.step == 3 and "3" in stepper.status.value
