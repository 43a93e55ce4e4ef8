"""Hostile values given to the public constructors (issue 24.3 and 24.7): ``Move``, ``Move.of``,
``Move.parse``, ``Deal``, ``Deal.from_hands``, ``Deal.from_code``, ``CardSet``.

The contract is the records' (tests/test_fuzz.py): every refusal is a ``LukFuError`` with one short,
printable line that quotes at most a few dozen characters of the input; whatever is accepted is
consistent: a move's notation reads back, a deal holds 36 cards, and ``apply`` accepts exactly what
``is_legal`` does. Hypothesis runs derandomized: the same examples every run.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, TypeVar

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lukfu_teach import CardSet, Deal, Move
from lukfu_teach.engine.cards import DECK, FULL_DECK
from lukfu_teach.engine.moves import Action
from lukfu_teach.errors import QUOTE_MOST, LukFuError

SETTINGS = settings(deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")
HUGE = "S7" * 500_000  # a megabyte of input
NAMES = [a.value for a in Action] + ["Play", "PASS", "", "beat ", "\x00lead", "\x1b[2J", "\ud800", HUGE[:99]]
CODE = "C58S146789M248T3/C169S2M35679T457/C2347S35M1T12689 1 0 R8,R16d"
ODD = st.sampled_from([None, True, False, 1.0, -1, 2**40, 10**5000, "0", "1", b"S7", [], {}, (), object(), HUGE])
SEATS = st.integers(-2, 4) | ODD
MASKS = st.integers(-3, FULL_DECK + 5) | st.sampled_from([0, FULL_DECK, 1 << 36, 1 << 40, 1 << 9, -(1 << 35)]) | ODD
CARDS = st.sampled_from(["S7", "S7 S8", "S3,S4,S5", "s9", "X9", "S7 S7", "", " ", "\x00", HUGE, "C1 \u202e T1"])


def refusal_is_short(err: LukFuError) -> None:
    """One printable line, quoting a few dozen characters of any input at most (never the megabyte)."""
    for message in (str(err), err.render("sv")):
        assert message and "\n" not in message and not CONTROL.search(message), repr(message)
        assert len(message) < 300 + 2 * QUOTE_MOST, len(message)
        message.encode("utf-8")


T = TypeVar("T")


def made(build: Callable[..., T], *args: Any) -> T | None:
    """What ``build(*args)`` makes, or ``None`` when it refuses as the contract says."""
    try:
        return build(*args)
    except LukFuError as err:
        refusal_is_short(err)
        return None


def reads_back(move: Move) -> None:
    assert isinstance(move.seat, int) and move.seat in (0, 1, 2) and type(move.action) is Action
    assert type(move.mask) is int and 0 <= move.mask and not move.mask & ~FULL_DECK
    assert Move.parse(str(move)) == move and eval(repr(move)) == move
    assert not (move.is_call and move.mask)


@settings(SETTINGS, max_examples=400)
@given(SEATS, st.sampled_from(NAMES) | st.sampled_from(list(Action)) | ODD, MASKS)
def test_a_move_made_from_any_parts_reads_back_or_is_refused(seat, action, mask):
    for build in (Move, Move.of):
        move = made(build, seat, action, mask)
        if move is not None:
            reads_back(move)
            assert move._replace(seat=move.seat) == move
            if move.mask:
                with pytest.raises(LukFuError):
                    move._replace(action="pass")  # type: ignore[arg-type]  # a call carries no cards: _replace checks too
            else:
                reads_back(move._replace(action="pass"))  # type: ignore[arg-type]  # made the Action it names


@settings(SETTINGS, max_examples=200)
@given(SEATS, st.sampled_from(NAMES), CARDS | st.lists(st.sampled_from(["S7", "C1", DECK[5], 3, None]), max_size=3))
def test_a_move_from_codes_reads_back_or_is_refused(seat, action, cards):
    move = made(Move.of, seat, action, cards)
    if move is not None:
        reads_back(move)


@settings(SETTINGS, max_examples=300)
@given(st.text(max_size=30) | st.sampled_from(["0:lead:S3,S4", "1:pass", "2:play:S3", "0:lead", HUGE, "0:" * 9999]))
def test_any_notation_reads_back_or_is_refused(text):
    move = made(Move.parse, text)
    if move is not None:
        reads_back(move)


def test_the_moves_of_the_issue_are_refused_or_made_legal_as_values():
    assert made(Move, 0, "beat", 5) == Move(0, Action.BEAT, 5)  # a plain string is the action it names
    assert type(Move(0, "beat", 5).action) is Action
    for parts in (
        (0, "pass", CardSet.parse("S3")),
        (0, "lead", -1),
        (0, "lead", 1 << 40),
        (3, "lead", 1),
        (True, "pass", 0),
    ):
        assert made(Move, *parts) is None and made(Move.of, *parts) is None, parts
    assert made(Move.of, 0, "pass", "S3") is None


@settings(SETTINGS, max_examples=150)
@given(st.randoms(use_true_random=False), SEATS, MASKS)
def test_apply_accepts_exactly_what_is_legal_says_for_hand_made_moves(rng, seat, mask):
    deal = Deal.new(rng.randrange(1000))
    for _ in range(rng.randrange(40)):
        if deal.is_over:
            break
        deal.apply(deal.legal_moves.sample(rng))
    for action in Action:
        move = made(Move, seat, action, mask)
        if move is None:
            continue
        for asked in (False, True):  # with the legal moves computed (the fast path) and without
            if asked:
                deal.legal_moves.count()
            before = deal.code
            legal = deal.is_legal(move)
            try:
                copy = deal.copy()
                copy.apply(move)
            except LukFuError as err:
                refusal_is_short(err)
                assert not legal and deal.code == before, move
            else:
                assert legal, move
                assert sum(copy.hand_sizes) + len(copy.public) + sum(map(len, copy.discards)) == 36
                assert Deal.from_code(copy.code).code == copy.code


HANDS = st.lists(
    st.sampled_from(["C1 C2", "S7", ""]) | st.lists(st.sampled_from([c for c in DECK] + ["X9", None]), max_size=13)
    | MASKS, min_size=0, max_size=4,
)  # fmt: skip


@settings(SETTINGS, max_examples=300)
@given(st.randoms(use_true_random=False), HANDS, SEATS, st.integers(-1, 3) | ODD, st.booleans())
def test_a_deal_from_any_hands_holds_36_cards_or_is_refused(rng, hands, master, redeals, whole):
    if whole:  # a real deal, now and then one card moved to another hand or dropped
        deck = list(DECK)
        rng.shuffle(deck)
        hands = [deck[:12], deck[12:24], deck[24:]]
        if rng.random() < 0.5:
            hands[rng.randrange(3)].append(hands[rng.randrange(3)].pop()) if rng.random() < 0.5 else hands[0].pop()
    for build in (lambda h, m, r: Deal.from_hands(h, m, redeals=r), lambda h, m, r: Deal(tuple(h), m, None, r)):
        deal = made(build, hands, master, redeals)
        if deal is not None:
            assert sorted(c for h in deal.hands for c in h) == sorted(DECK) and deal.hand_sizes == (12, 12, 12)
            assert deal.code == Deal.from_code(deal.code).code
            while not deal.is_over:
                deal.apply(deal.legal_moves.sample(rng))


def test_the_deals_of_the_issue_are_refused():
    deck = [str(c) for c in DECK]
    for hands in ([deck[:13], deck[13:25], deck[25:]], [deck[:12], deck[12:24], deck[23:35]], [deck[:12]] * 3):
        assert made(Deal.from_hands, hands, 0) is None
    assert made(Deal.from_hands, [deck[:12], deck[12:24], deck[24:]], 0) is not None


@settings(SETTINGS, max_examples=300)
@given(
    st.sampled_from(["hands", "master", "redeals", "rules", "move", "whole"]),
    st.text(max_size=12) | st.sampled_from(["9" * 41, "9" * 40, "9" * 5000, "٩", "²", "\x00", HUGE, "1:lead:S9"]),
)
def test_a_position_code_with_any_field_changed_reads_back_or_is_refused(field, value):
    fields = CODE.split()
    if field == "whole":
        code = value
    elif field == "move":
        code = " ".join([*fields, "1:play", value])
    else:
        fields[["hands", "master", "redeals", "rules"].index(field)] = value
        code = " ".join(fields)
    deal = made(Deal.from_code, code)
    if deal is not None:
        assert Deal.from_code(deal.code).code == deal.code and sum(deal.hand_sizes) + len(deal.public) <= 36
        assert deal.redeals < 10**40


@pytest.mark.parametrize("digits", [41, 5000])
def test_a_redeal_count_too_long_is_refused_with_a_code_error(digits):
    from lukfu_teach.errors import CodeError

    with pytest.raises(CodeError, match=r"^position code, redeals: a number of redeals of more than 40 digits \(R6\)$"):
        Deal.from_code(CODE.replace(" 1 0 ", f" 1 {'9' * digits} "))
    assert Deal.from_code(CODE.replace(" 1 0 ", f" 1 {'9' * 40} ")).redeals == 10**40 - 1
    with pytest.raises(LukFuError, match="more than 40 digits"):
        Deal(Deal.new(1).dealt, 0, None, 10**digits)


@settings(SETTINGS, max_examples=200)
@given(MASKS | CARDS)
def test_a_card_set_from_anything_is_the_cards_of_its_mask_or_is_refused(value):
    cards = made(CardSet.of, value)
    if cards is not None:
        assert CardSet.parse(str(cards)) == cards == sum(c.bit for c in cards) and len(cards) == len(list(cards))
        assert eval(repr(cards), {"CardSet": CardSet}) == cards


def test_refusals_quote_a_few_dozen_characters_and_escape_control_bytes():
    for build, args in (
        (Move.parse, (HUGE,)), (Move.of, (0, HUGE)), (Move.of, (0, "lead", HUGE)), (Deal.from_code, (HUGE,)),
        (Deal.from_code, (CODE.replace(" R8,R16d", " " + HUGE),)), (Move.parse, ("0:\x00lead:S3",)),
        (Deal.from_code, (CODE.replace(" 1 0 ", " \x1b[2J 0 "),)), (Move, (10**5000, "lead", 1)),
        (Deal.from_hands, ([HUGE, "S7", "C1"], 0)), (CardSet.parse, ("S7 \x00X",)),
    ):  # fmt: skip
        with pytest.raises(LukFuError) as err:
            build(*args)
        refusal_is_short(err.value)
        assert "S7S7S7S7" * 20 not in str(err.value)
    with pytest.raises(LukFuError) as err:
        Move.parse("0:\x00lead:S3")
    assert "\\u0000" in str(err.value)


def test_the_issues_plain_string_actions_keep_the_rules():
    """``Move(0, "beat", mask)`` with a card that does not beat the lead is refused, and the code still reads;
    ``Move(1, "play", 0)`` is the call it names."""
    deal = Deal.new(7)
    deal.apply(Move(1, "play", 0))
    assert deal.caller == 1 and deal.calls == [Action.PLAY]
    deal.apply(Move(1, "lead", CardSet.parse("M5")))
    deal.legal_moves.count()  # the fast path of apply: the legal moves are known
    low = next(c for c in deal.hand(2) if c.suit.letter != "M")
    before = deal.code
    with pytest.raises(LukFuError, match="R1[02]"):
        deal.apply(Move(2, "beat", low.bit))
    assert deal.code == before and Deal.from_code(deal.code).code == before
