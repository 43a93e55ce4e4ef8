"""Practice deals (``examples.practice()``): the shipped seeds still give the learner real choices.

Every shipped seed is played again as ``tools/practice_deals.py`` plays it (the play table's default AIs in
seats 1 and 2, the basic AI standing in for the learner in seat 0) with the AIs as they are now. When the
AIs change, these figures change: rerun ``.venv/bin/python tools/practice_deals.py`` and review the diff.
"""

from __future__ import annotations

import pytest

from lukfu_teach import Deal, examples
from lukfu_teach.ai import make_player
from lukfu_teach.errors import ChoiceError
from lukfu_teach.examples import practice_set

RERUN = "the AIs have changed: rerun .venv/bin/python tools/practice_deals.py and review the new seeds"


@pytest.fixture(scope="module")
def measured():
    return {deal.seed: practice_set.measure(deal.seed) for deal in examples.practice()}


def test_practice_deals_give_the_learner_real_choices(measured):
    """At least 20 deals; each at least 4 decisions with a real choice, 6 on average; calling and a claim."""
    deals = list(measured.values())
    assert len(deals) >= 20
    few = {m.seed: m.decisions for m in deals if m.decisions < 4}
    assert not few, f"deals with fewer than 4 real choices {few}: {RERUN}"
    mean = sum(m.decisions for m in deals) / len(deals)
    assert mean >= 6, f"{mean:.2f} real choices on average, fewer than 6: {RERUN}"
    assert sum(m.calls > 0 for m in deals) >= len(deals) // 2, f"too few deals ask the learner to call: {RERUN}"
    assert any(m.claims for m in deals), f"no deal lets the learner claim or play on: {RERUN}"


def test_shipped_figures_and_difficulties_are_the_measured_ones(measured):
    for deal in examples.practice():
        now = measured[deal.seed]
        assert practice_set.to_json(now) == practice_set.to_json(deal), f"seed {deal.seed}: {RERUN}"


def test_every_difficulty_is_offered_and_filtered():
    for difficulty in examples.DIFFICULTIES:
        some = examples.practice(difficulty)
        assert some and all(d.difficulty == difficulty for d in some)
    assert sum(len(examples.practice(d)) for d in examples.DIFFICULTIES) == len(examples.practice())
    with pytest.raises(ChoiceError, match="not a difficulty"):
        examples.practice("expert")
    seeds = [d.seed for d in examples.practice()]
    assert len(set(seeds)) == len(seeds)
    procedure = practice_set.procedure()
    assert procedure["levels"] == list(practice_set.TABLE_LEVELS) and procedure["stand_in"] == "basic"


def test_a_practice_deal_is_the_play_tables_deal_of_its_seed():
    deal = examples.practice()[0]
    assert deal.deal().code == Deal.new(deal.seed).code


def test_measure_counts_every_decision_with_more_than_one_legal_move():
    """An independent count over the same play: every decision of seat 0, listed with its legal moves."""
    seed = examples.practice("easy")[0].seed
    deal = Deal.new(seed)
    players = [make_player(level, seed=3 * seed + s) for s, level in enumerate(("basic", "expert", "expert"))]
    choices = 0
    while not deal.is_over:
        seat = deal.to_act
        if seat == 0:
            options = list(deal.legal_moves)
            choices += len(options) > 1
        deal.apply(players[seat].decide(deal.view(seat)).move)
    assert practice_set.measure(seed).decisions == choices
