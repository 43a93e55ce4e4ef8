"""Random playouts: invariants that hold in every position of thousands of deals."""

import random

from helpers import known
from hypothesis import given, settings
from hypothesis import strategies as st

from lukfu_teach.cli import main
from lukfu_teach.engine.cards import FULL_DECK
from lukfu_teach.engine.deal import Deal
from lukfu_teach.engine.moves import Action
from lukfu_teach.engine.old import old_mask
from lukfu_teach.engine.scoring import score
from lukfu_teach.engine.state import Phase, Rules
from lukfu_teach.records.record import Record, dumps, loads


def check_position(deal: Deal) -> None:
    h, d = deal.hands, deal.discards
    places = [*h, *d, deal.public]
    assert sum(p.bit_count() for p in places) == 36, "36 cards always accounted for"
    union = 0
    for p in places:
        assert not union & p, "no card in two places"
        union |= p
    assert union == FULL_DECK
    if deal.phase is Phase.PLAYING and deal.at_lead:
        assert h[0].bit_count() == h[1].bit_count() == h[2].bit_count()


def check_fu(deal: Deal) -> None:
    """fu only from each seat's own winning cards (R14)."""
    won = [0, 0, 0]
    for trick in deal.tricks:
        if trick.winner is not None:
            best = [m for m in trick.moves if m.action is not Action.DISCARD][-1]
            assert best.seat == trick.winner
            won[trick.winner] += best.mask.bit_count()
    assert won == deal.fu


def play_out(seed: int, rules: Rules) -> Deal:
    rng = random.Random(seed)
    deal = Deal.new(rng, rules=rules)
    while not deal.is_over:
        check_position(deal)
        legal = deal.legal_moves
        assert len(legal) > 0, "the seat to act always has a move"
        deal.apply(legal.sample(rng))
    check_position(deal)
    check_fu(deal)
    result = deal.result
    assert result is not None and sum(result.net) == 0, "net points sum to zero"
    if result.winner is not None:
        assert result.fu is not None and deal.caller is not None
        assert result.net == score(result.winner, result.fu, deal.caller)
        if result.by_claim:
            assert result.shown == old_mask(deal.hands[result.winner], deal.public)
            assert deal.fu[result.winner] + result.shown.bit_count() == result.fu >= 6
        else:
            assert not any(deal.hands) and deal.fu[result.winner] == result.fu >= 6
    else:
        assert not any(deal.hands) and deal.fu[known(deal.tricks[-1].winner)] < 6, (
            "a draw only when the cards run out (R18)"
        )
    return deal


def test_invariants_over_thousands_of_random_deals():
    outcomes = {"claim": 0, "end": 0, "draw": 0}
    for seed in range(3000):
        rules = Rules(noncaller_lead_rule=seed % 3 != 0, passed_master_limit=seed % 5 != 0)
        deal = play_out(seed, rules)
        r = known(deal.result)
        outcomes["draw" if r.winner is None else "claim" if r.by_claim else "end"] += 1
        rec = Record.from_deal(deal)
        again = loads(dumps(rec))
        assert again.to_json() == rec.to_json() and again.deal().result == r
    assert all(n > 20 for n in outcomes.values()), outcomes


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 2**32))
def test_invariants_hold_for_any_seed(seed):
    play_out(seed, Rules())


def test_random_records_pass_check(tmp_path, capsys):
    files = []
    for seed in range(40):
        deal = play_out(seed, Rules())
        path = tmp_path / f"deal{seed}.json"
        path.write_text(dumps(Record.from_deal(deal)))
        files.append(str(path))
    assert main(["check", *files]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 40 and all(": ok: " in line for line in lines)
