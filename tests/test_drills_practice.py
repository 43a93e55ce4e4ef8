"""Practice deals (``examples.practice()``): the shipped seeds still give the learner real choices, whatever they do.

Every shipped seed is played again as ``tools/practice_deals.py`` plays it (the play table's default AIs in
seats 1 and 2; in seat 0 each stand-in for the learner: one who follows the hints, one who plays like the basic
AI, one who plays at random) with the AIs as they are now. When the AIs change, these figures change: rerun
``.venv/bin/python tools/practice_deals.py`` and review the diff.
"""

from __future__ import annotations

import pytest
from helpers import known, press

from lukfu_teach import Deal, examples
from lukfu_teach.ai import make_player
from lukfu_teach.errors import ChoiceError
from lukfu_teach.examples import practice_set
from lukfu_teach.widgets import PlayTable

RERUN = "the AIs have changed: rerun .venv/bin/python tools/practice_deals.py and review the new seeds"


@pytest.fixture(scope="module")
def measured():
    return {deal.seed: practice_set.measure_all(deal.seed) for deal in examples.practice()}


@pytest.mark.parametrize("stand_in", practice_set.STAND_INS)
def test_practice_deals_give_every_kind_of_learner_real_choices(measured, stand_in):
    """At least 20 deals; for each stand-in, each at least 4 decisions with a real choice, 6 on average, and no
    deal thrown in; the learner calls in each, and somewhere claims or plays on."""
    deals = [d.stand_ins[stand_in] for d in measured.values()]
    assert len(deals) >= 20
    few = {m.seed: m.decisions for m in deals if m.decisions < practice_set.MIN_DECISIONS}
    assert not few, f"{stand_in}: deals with fewer than 4 real choices {few}: {RERUN}"
    mean = sum(m.decisions for m in deals) / len(deals)
    assert mean >= practice_set.MIN_MEAN, f"{stand_in}: {mean:.2f} real choices on average, fewer than 6: {RERUN}"
    assert not [m.seed for m in deals if m.thrown_in], f"{stand_in}: a practice deal was thrown in: {RERUN}"
    assert all(m.calls for m in deals), f"a deal does not ask the learner to call: {RERUN}"
    assert any(d.stand_ins[s].claims for d in measured.values() for s in practice_set.STAND_INS), RERUN


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
    assert procedure["levels"] == list(practice_set.TABLE_LEVELS)
    assert procedure["stand_ins"] == list(practice_set.STAND_INS) and procedure["coach"] == practice_set.COACH


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
        seat = known(deal.to_act)
        if seat == 0:
            options = list(deal.legal_moves)
            choices += len(options) > 1
        deal.apply(players[seat].decide(deal.view(seat)).move)
    assert practice_set.measure(seed, "basic").decisions == choices


def test_the_hints_stand_in_is_the_play_tables_hint():
    """The learner who follows the hints plays exactly what Hint suggests at the table, every move."""
    deal = examples.practice("medium")[0]
    table = PlayTable(deal.seed, delay=0)
    stand_in = practice_set.stand_in_player("hints", deal.seed)
    while not table.deal.is_over:
        hinted = known(table.hint())
        assert hinted == stand_in.decide(table.deal.view(0)).move
        assert press(table, hinted)
    assert known(table.deal.result).net[0] == deal.stand_ins["hints"].net


def test_a_practice_deal_thrown_in_is_dealt_again_and_says_so():
    """A learner who passes where all three then have passed: the same practice deal is dealt again (not
    shuffled anew, R6), the learner to call again as at first, and the message says why."""
    thrown = 0
    for deal in examples.practice():
        table = PlayTable(deal.seed, delay=0)
        table.practice = deal  # as New deal deals it
        first = (table.deal.code, table.status.value)
        assert table.call("pass")
        if "thrown in" not in table.message.value:
            continue
        thrown += 1
        assert (table.deal.code, table.status.value) == first and table.deal.redeals == 0
        assert table.record().start().code == Deal.new(deal.seed).code
        assert "practice deal" in table.message.value and "(R6)" in table.message.value
    assert thrown, "no practice deal is thrown in by a pass: the test checks nothing"
