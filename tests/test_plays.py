from itertools import combinations

import pytest
from helpers import cards

from lukfu_teach.engine.cards import DECK, mask_of, parse_cards
from lukfu_teach.engine.plays import (
    PLAY_INFO,
    Play,
    Shape,
    beating_masks,
    can_beat,
    not_beating_reason,
    play_masks,
    plays_in,
)
from lukfu_teach.errors import IllegalMoveError


def P(text: str) -> Play:
    return Play.parse(text)


def test_R9_the_three_shapes():
    assert P("S7").shape is Shape.SINGLE
    assert P("C4 S4 T4").shape is Shape.SET and P("C4 S4 M4 T4").shape is Shape.SET
    assert P("S3 S4 S5").shape is Shape.RUN and len(P("M1 M2 M3 M4 M5 M6 M7 M8 M9")) == 9
    counts = {shape: sum(i.shape is shape for i in PLAY_INFO.values()) for shape in Shape}
    assert counts == {Shape.SINGLE: 36, Shape.SET: 45, Shape.RUN: 112}


@pytest.mark.parametrize(
    "text, reason",
    [
        ("S3 S4", "pairs are forbidden, and no play has two cards"),
        ("C4 S4", "pairs are forbidden"),
        ("S3 S5 S6", "a run needs consecutive ranks"),
        ("C3 S4 M5", "a set needs one rank and a run one suit"),
        ("", "no cards is not a play"),
    ],
)
def test_R9_anything_else_is_not_a_play(text, reason):
    with pytest.raises(IllegalMoveError, match=reason) as err:
        P(text)
    assert err.value.rule == "R9" and "(R9)" in str(err.value)


def test_R9_four_of_a_rank_may_be_played_as_any_three():
    sets = [p for p in plays_in(parse_cards("C6 S6 M6 T6")) if p.shape is Shape.SET]
    assert sorted(str(p) for p in sets) == ["C6 M6 T6", "C6 S6 M6", "C6 S6 M6 T6", "C6 S6 T6", "S6 M6 T6"]


def test_R9_plays_in_a_hand_are_exactly_the_subsets_that_are_plays(rng):
    for _ in range(200):
        hand = mask_of(rng.sample(DECK, 9))
        expected = set()
        for n in range(1, 10):
            for group in combinations([c.bit for c in DECK if c.bit & hand], n):
                if sum(group) in PLAY_INFO:
                    expected.add(sum(group))
        found = play_masks(hand)
        assert len(found) == len(set(found)) and set(found) == expected


def test_R10_singles_need_a_higher_card_of_the_same_suit():
    assert P("S8").beats(P("S5"))
    assert not P("S4").beats(P("S5")) and not P("M9").beats(P("S5"))
    assert not P("S5").beats(P("S5"))
    assert not_beating_reason(cards("M9"), cards("S5")) == ("M9 is not of Strings, the suit of S5", "R10")


def test_R10_sets_need_the_same_size_and_a_higher_rank():
    assert P("C5 S5 T5").beats(P("C4 M4 T4"))
    assert not P("C3 S3 T3").beats(P("C4 M4 T4"))
    assert not P("C5 S5 M5 T5").beats(P("C4 M4 T4"))
    assert P("C5 S5 M5 T5").beats(P("C4 S4 M4 T4")), "a four-card set is beaten by a higher four-card set"
    assert not P("C5 S5 T5").beats(P("C4 S4 M4 T4"))


def test_R10_runs_end_higher_in_the_suit_or_are_of_a_higher_suit():
    lead = P("S3 S4 S5")
    assert P("S6 S7 S8").beats(lead) and P("S4 S5 S6").beats(lead)
    assert P("M1 M2 M3").beats(lead) and P("T1 T2 T3").beats(lead)
    assert not P("C7 C8 C9").beats(lead) and not P("S2 S3 S4").beats(lead)
    assert not P("S4 S5 S6 S7").beats(lead), "a four-card run never answers a three-card run"
    assert not_beating_reason(cards("C7 C8 C9"), lead.mask) == ("C7 C8 C9 is of a lower suit than S3 S4 S5", "R10")


def test_R10_a_beat_has_the_same_shape():
    assert not P("S6 S7 S8").beats(P("C6 S6 T6")) and not P("C6 S6 T6").beats(P("S3 S4 S5"))
    reason, rule = not_beating_reason(cards("S6 S7 S8"), cards("S5"))
    assert rule == "R10" and "a beat has the same shape and number of cards" in reason


def test_R10a_mau_gung_and_bak_chi_cannot_be_beaten_when_led_singly():
    for led in ("C1", "T1"):
        assert not any(Play(m).beats(P(led)) for m in PLAY_INFO)
        assert beating_masks(cards("C2 C9 T2 T9"), cards(led)) == []
    assert not_beating_reason(cards("C9"), cards("C1"))[1] == "R10a"
    assert P("C2").beats(P("C1")) is False and P("S2").beats(P("S1"))


def test_R10b_a_led_set_of_aces_is_beaten_only_by_nines():
    aces = P("C1 S1 M1")
    assert not P("C5 S5 T5").beats(aces) and not P("C8 S8 M8").beats(aces)
    assert P("S9 M9 T9").beats(aces)
    assert not_beating_reason(cards("C5 S5 T5"), aces.mask) == ("a led set of aces can be beaten only by nines", "R10b")
    assert P("C9 S9 M9 T9").beats(P("C1 S1 M1 T1")) and not P("C8 S8 M8 T8").beats(P("C1 S1 M1 T1"))
    assert can_beat(cards("S9 M9 T9"), aces.mask) and not can_beat(cards("C5 S5 T5"), aces.mask)


def test_R10_beating_masks_agree_with_beats_and_come_weakest_first(rng):
    for _ in range(300):
        hand = mask_of(rng.sample(DECK, 12))
        best = rng.choice(list(PLAY_INFO))
        found = beating_masks(hand, best)
        expected = [m for m in play_masks(hand) if Play(m).beats(Play(best))]
        assert set(found) == set(expected) and len(found) == len(expected)
        assert can_beat(hand, best) == bool(expected)
        if PLAY_INFO[best].size == 1:
            assert [PLAY_INFO[m].rank for m in found] == sorted(PLAY_INFO[m].rank for m in found)


def test_plays_are_frozen_values_with_notation():
    play = P("S5 S3 S4")
    assert str(play) == "S3 S4 S5" and eval(repr(play)) == play
    assert play.suit is not None and play.suit.letter == "S" and play.rank == 5
    with pytest.raises(AttributeError):
        play.mask = 0  # type: ignore[misc]  # read-only on purpose: refused
