import pytest

from lukfu_teach.engine.cards import DECK, Card, Suit, cards_in, codes, mask_of, parse_cards
from lukfu_teach.errors import NotationError


def test_R1_deck_has_36_cards_ranks_1_to_9_in_four_suits():
    assert len(DECK) == len(set(DECK)) == 36
    assert {c.rank for c in DECK} == set(range(1, 10))
    assert [s.title for s in Suit] == ["Coins", "Strings", "Myriads", "Tens"]
    assert Suit.COINS < Suit.STRINGS < Suit.MYRIADS < Suit.TENS


def test_R2_notation_round_trips_for_every_card():
    for card in DECK:
        assert Card.parse(str(card)) == card
        assert eval(repr(card)) == card
    assert str(Card(Suit.STRINGS, 7)) == "S7"
    assert Card.parse(" t9 ") == Card(Suit.TENS, 9)


def test_R2_names_for_people():
    assert Card.parse("S7").name == "Strings 7"
    assert Card.parse("C1").name == "Mau Gung"
    assert Card.parse("T1").name == "Bak Chi"
    assert Card.parse("M1").name == "Myriads 1"


@pytest.mark.parametrize("code", ["X9", "S0", "S10", "7S", "", "SS"])
def test_R2_a_bad_code_says_what_a_card_looks_like(code):
    with pytest.raises(NotationError, match="is not a card \\(cards are C, S, M or T followed by 1-9\\)"):
        Card.parse(code)


def test_parse_cards_names_the_bad_item():
    with pytest.raises(NotationError) as err:
        parse_cards("S3 S4 X9")
    assert err.value.index == 2
    assert str(err.value) == '"X9" is not a card (cards are C, S, M or T followed by 1-9)'
    with pytest.raises(NotationError, match="S4 is listed twice"):
        parse_cards(["S3", "S4", "S4"])
    assert parse_cards("S3, S4,S5") == parse_cards(["S3", "S4", "S5"])
    assert parse_cards("") == ()


def test_masks_round_trip_and_sort_by_suit_then_rank():
    assert cards_in(mask_of(DECK)) == tuple(sorted(DECK))
    hand = parse_cards("T1 C9 S3 C2")
    assert codes(mask_of(hand)) == "C2 C9 S3 T1"
    for card in DECK:
        assert cards_in(card.bit) == (card,)


def test_cards_are_frozen_values():
    card = Card.parse("S7")
    with pytest.raises(AttributeError):
        card.rank = 8  # type: ignore[misc]  # read-only on purpose: refused
    assert card == Card(Suit.STRINGS, 7) and hash(card) == hash(Card(Suit.STRINGS, 7))
    with pytest.raises(NotationError):
        Card(Suit.COINS, 10)
