"""Move notation: ``str(move)`` is the notation and ``Move.parse`` reads it back, for every move."""

import random
from itertools import islice

import pytest
from helpers import cards

from lukfu_teach import Deal, Move, NotationError
from lukfu_teach.engine.moves import Action
from lukfu_teach.words.explain import move_text


def every_move_met(deals: int, seed: int):
    """Every legal move of every position of ``deals`` random deals (discards: the first 40 listed),
    and what the other seats see of each move."""
    rng = random.Random(seed)
    for _ in range(deals):
        deal = Deal.new(rng)
        while not deal.is_over:
            yield from islice(deal.legal_moves, 40)
            for seat in range(3):
                yield from deal.view(seat).moves[-1:]
            deal.apply(deal.legal_moves.sample(rng))


def test_notation_round_trips_for_every_legal_move_of_many_deals():
    seen = set()
    for move in every_move_met(150, seed=11):
        text = str(move)
        assert Move.parse(text) == move, text
        assert " " not in text and text.count(":") == (1 if not move.mask else 2)
        seen.add(move.action)
        if not move.mask and not move.is_call:
            seen.add((move.action, "no cards"))
    assert set(Action) <= seen, "calls, leads, beats, discards and claims were all met"
    assert (Action.DISCARD, "no cards") in seen, "another seat's discard, as that seat's view shows it"


def test_the_notation_of_each_kind_of_move():
    assert str(Move.of(0, "play")) == "0:play" and str(Move.of(2, "pass")) == "2:pass"
    assert str(Move.of(1, "lead", "S5 S3 S4")) == "1:lead:S3,S4,S5", "cards in suit and rank order"
    assert str(Move.of(2, "beat", "M1 M2 M3")) == "2:beat:M1,M2,M3"
    assert str(Move.of(0, "discard", "T2 C4")) == "0:discard:C4,T2"
    assert str(Move(0, Action.DISCARD, 0)) == "0:discard", "a discard another seat saw face down"
    assert str(Move.of(1, "claim", "T9 M9")) == "1:claim:M9,T9"
    assert str(Move.of(1, "claim")) == "1:claim", "a claim with fu alone, no Old cards"
    assert repr(Move.of(1, "lead", "S3 S4 S5")) == "Move.parse('1:lead:S3,S4,S5')"
    assert eval(repr(Move.of(2, "beat", "S8")), {"Move": Move}) == Move.of(2, "beat", "S8")


def test_parse_is_lenient_about_case_and_spacing_of_the_cards():
    assert Move.parse(" 0:lead:s3, S4 ,s5 ") == Move(0, Action.LEAD, cards("S3 S4 S5"))


@pytest.mark.parametrize(
    "text, message",
    [
        ("0 lead S3", '"0 lead S3" is not a move (seat:action[:cards], e.g. "0:lead:S3,S4,S5" or "1:pass")'),
        ("3:lead:S3", '"3:lead:S3" is not a move: "3" is not a seat (0, 1 or 2) (R3)'),
        (
            "0:follow:S3",
            '"0:follow:S3" is not a move: "follow" is not an action (play, pass, lead, beat, discard, claim)',
        ),
        ("0:lead:X9", '"0:lead:X9" is not a move: "X9" is not a card (cards are C, S, M or T followed by 1-9)'),
        ("0:lead:S3,S3", '"0:lead:S3,S3" is not a move: S3 is listed twice (items 0 and 1)'),
        ("0:pass:S3", '"0:pass:S3" is not a move: a call carries no cards (R5)'),
        ("0:lead:", '"0:lead:" is not a move: no cards after the second ":"'),
        ("0:lead:S3:S4", '"0:lead:S3:S4" is not a move (seat:action[:cards], e.g. "0:lead:S3,S4,S5" or "1:pass")'),
    ],
)
def test_bad_notation_names_what_is_wrong(text, message):
    with pytest.raises(NotationError) as err:
        Move.parse(text)
    assert str(err.value) == message


def test_people_read_prose_not_notation():
    assert move_text(Move.parse("0:lead:S3,S4,S5")) == "seat 0 leads S3 S4 S5"
    assert move_text(Move.parse("1:play")) == "seat 1 calls play"
    assert move_text(Move.parse("2:beat:S8")) == "seat 2 beats with S8"
    assert move_text(Move.parse("2:discard")) == "seat 2 discards face down"
    assert move_text(Move.parse("1:claim")) == "seat 1 claims with no Old cards"
