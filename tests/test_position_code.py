"""Position codes: ``Deal.from_code(deal.code)`` is the same position, with the same future."""

import random

import pytest
from helpers import known

from lukfu_teach import CodeError, Deal, Move, Rules
from lukfu_teach.engine.moves import Action

RULE_SWITCHES = [Rules(), Rules(False, True), Rules(True, False), Rules(False, False)]


def state(deal: Deal) -> tuple:
    return (
        deal.dealt, tuple(deal.hands), tuple(deal.discards), deal.public, tuple(deal.fu), tuple(deal.calls),
        tuple(deal.moves), deal.master, deal.caller, deal.phase, deal.to_act, deal.best, deal.best_seat,
        deal.lead_size, deal.responses, deal.redeals, deal.rules, deal.result,
    )  # fmt: skip


def legal(deal: Deal) -> set:
    return set(deal.legal_moves) if deal.legal_moves.action is not Action.DISCARD else {deal.legal_moves.count()}


def same_position(deal: Deal) -> Deal:
    code = deal.code
    again = Deal.from_code(code)
    assert again.code == code
    assert state(again) == state(deal)
    assert legal(again) == legal(deal)
    return again


def test_codes_round_trip_in_every_position_of_many_random_deals():
    rng = random.Random(4)
    redealt = calling = 0
    for number in range(250):
        deal = Deal.new(rng, rules=RULE_SWITCHES[number % 4])
        while not deal.is_over:
            same_position(deal)
            calling += deal.caller is None
            redealt += deal.redeals > 0
            deal.apply(deal.legal_moves.sample(rng))
        same_position(deal)
    assert calling > 300 and redealt > 100, "positions while calling and after redeals were met"


def test_a_code_fixes_every_later_redeal_too():
    """After two passes the third redeals (R6): the code of that moment must redeal the same cards."""
    rng, checked = random.Random(9), 0
    while checked < 30:
        deal = Deal.new(rng)
        while deal.caller is None and len(deal.calls) < 2:
            deal.apply(Move(known(deal.to_act), Action.PASS))
        if len(deal.calls) != 2:
            continue
        again = same_position(deal)
        for position in (deal, again):
            position.apply(Move(known(position.to_act), Action.PASS))
        assert deal.redeals == again.redeals >= 1 and deal.dealt == again.dealt
        same_position(deal)
        checked += 1


def test_the_code_of_a_new_deal():
    deal = Deal.new(7)
    assert deal.code == "C58S146789M248T3/C169S2M35679T457/C2347S35M1T12689 1 0 R8,R16d"
    assert Deal.new(7, rules=Rules(noncaller_lead_rule=False)).code.endswith(" 1 0 R8")
    assert Deal.new(7, rules=Rules(passed_master_limit=False)).code.endswith(" 1 0 R16d")
    assert Deal.new(7, rules=Rules(False, False)).code.endswith(" 1 0 -")
    deal.apply(Move.of(1, "pass"))
    deal.apply(Move.of(2, "play"))
    assert deal.code.endswith(" R8,R16d 1:pass 2:play")


CODE = "C58S146789M248T3/C169S2M35679T457/C2347S35M1T12689 1 0 R8,R16d"


@pytest.mark.parametrize(
    "code, place, reason",
    [
        (
            "",
            "code",
            "expected hands, Master, redeals and rules, then the calls and moves (separated by spaces), got 0 fields",
        ),
        (
            CODE.replace("/C169S2M35679T457", ""),
            "hands",
            '"C58S146789M248T3/C2347S35M1T12689" is not three hands separated by "/" (R4)',
        ),
        (
            CODE.replace("C58S", "C58X"),
            "hands[0]",
            '"C58X146789M248T3" is not a hand (each suit\'s letter followed by its ranks, e.g. "C159S3M24T1")',
        ),
        (CODE.replace("C58S", "C588S"), "hands[0]", "C8 is listed twice"),
        (CODE.replace("C58S", "C5S"), "hands[0]", "11 cards, not 12 (R4)"),
        (CODE.replace("/C169", "/C189"), "hands", "C8 is dealt twice (hands[0] and hands[1])"),
        (CODE.replace(" 1 0 ", " 3 0 "), "master", '"3" is not a seat (0, 1 or 2) (R4)'),
        (CODE.replace(" 1 0 ", " 1 -1 "), "redeals", '"-1" is not a number of redeals (0, 1, 2, ...) (R6)'),
        (CODE.replace("R8,R16d", "R16d,R8"), "rules", '"R16d,R8" is not a set of rule switches (R8,R16d, R8, R16d, -)'),
        (
            CODE + " 1:play 1:lede:M3",
            "moves[1]",
            '"1:lede:M3" is not a move: "lede" is not an action (play, pass, lead, beat, discard, claim)',
        ),
        (CODE + " 2:play", "moves[0] (2:play)", "seat 2 is not to act; seat 1 is (turn order R3)"),
        (CODE + " 1:play 1:lead:S3", "moves[1] (1:lead:S3)", "seat 1 does not hold S3"),
        (
            CODE + " 1:pass 2:pass 0:pass",
            "moves[2] (0:pass)",
            "the third pass throws the cards in (R6): a code holds the deal being played",
        ),
    ],
)
def test_a_bad_code_names_the_place_and_the_reason(code, place, reason):
    with pytest.raises(CodeError) as err:
        Deal.from_code(code)
    assert (err.value.place, err.value.reason) == (place, reason)
    assert str(err.value) == f"position code, {place}: {reason}"


def test_an_illegal_move_in_a_code_keeps_its_rule():
    with pytest.raises(CodeError) as err:
        Deal.from_code(CODE + " 2:play")
    assert err.value.rule == "R3"


def test_a_code_after_the_end_refuses_more_moves():
    rng = random.Random(2)
    deal = Deal.new(rng)
    while not deal.is_over:
        deal.apply(deal.legal_moves.sample(rng))
    with pytest.raises(CodeError, match=r"the deal is over: seat 0 has nothing more to do"):
        Deal.from_code(deal.code + " 0:lead:C1")
