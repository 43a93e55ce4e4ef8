from helpers import cards
from hypothesis import given, settings
from hypothesis import strategies as st

from lukfu_teach.engine.cards import DECK, Card, cards_in, mask_of
from lukfu_teach.engine.old import NotOld, Proof, not_old, old_mask, old_proofs, proof_for, safe_mask
from lukfu_teach.words.explain import because, not_old_sentence

C = Card.parse


def test_R16a_nines_mau_gung_and_bak_chi_are_always_old():
    hand = cards("C9 S9 M9 T9 C1 T1 S1 M1 C7")
    assert cards_in(old_mask(hand, 0)) == tuple(C(x) for x in ("C1", "C9", "S9", "M9", "T1", "T9"))
    assert proof_for(C("C1"), hand, {}) == Proof(C("C1"), "R16a")
    proof = proof_for(C("T1"), hand, {})
    assert isinstance(proof, Proof) and because(proof) == "Bak Chi cannot be beaten when led singly (R10a)"


def test_R16b_worked_example_s7_old_s5_not_until_s6_is_played():
    hand = cards("S7 S5")
    played = {C("S9"): 2, C("S8"): 4}
    assert cards_in(old_mask(hand, cards("S9 S8"))) == (C("S7"),)
    proof = proof_for(C("S7"), hand, played)
    assert proof == Proof(C("S7"), "R16b", ((C("S9"), 2), (C("S8"), 4)))
    assert because(proof) == "S9 and S8 were played face up (tricks 2 and 4)"
    assert proof_for(C("S5"), hand, played) == NotOld(C("S5"), (C("S6"),))
    played[C("S6")] = 5
    assert cards_in(old_mask(hand, cards("S9 S8 S6"))) == (C("S5"), C("S7"))


def test_R16b_higher_cards_in_the_same_hand_count():
    proof = proof_for(C("T7"), cards("T9 T7"), {C("T8"): 3})
    assert proof == Proof(C("T7"), "R16b", ((C("T8"), 3),), (C("T9"),))
    assert because(proof) == "T8 was played face up (trick 3); T9 is in the same hand"


def test_R16c_an_unbroken_sequence_below_an_old_card_is_old():
    hand = cards("M9 M8 M7 M5")
    assert cards_in(old_mask(hand, 0)) == (C("M7"), C("M8"), C("M9"))
    proofs = old_proofs(hand, {})
    assert proofs[C("M7")] == Proof(C("M7"), "R16c", above=C("M8"))
    assert proofs[C("M8")].rule == "R16b", "R16b is the shorter reason when only one card is above"
    assert "directly below M8" in because(proofs[C("M7")])


def test_R16_face_down_discards_prove_nothing_safe_but_unproven():
    hand, discards = cards("S8 S2"), cards("S9")
    assert old_mask(hand, 0) == 0
    assert cards_in(safe_mask(hand, 0, discards)) == (C("S8"),)
    why = not_old(C("S8"), hand, {}, discards)
    assert why.safe and why.discarded == (C("S9"),)
    assert "safe but unproven" in not_old_sentence(why) and "(R16)" in not_old_sentence(why)
    why = not_old(C("S2"), hand, {}, discards)
    assert not why.safe and [str(c) for c in why.unaccounted] == ["S7", "S6", "S5", "S4", "S3"]


def _old_by_definition(hand: int, public: int) -> int:
    old = 0
    for card in cards_in(hand):
        higher = [c for c in DECK if c.suit == card.suit and c.rank > card.rank]
        if card.rank == 9 or str(card) in ("C1", "T1") or all(c.bit & (hand | public) for c in higher):
            old |= card.bit
    return old


@settings(max_examples=500, deadline=None)
@given(st.lists(st.integers(0, 2), min_size=36, max_size=36))
def test_R16_old_mask_matches_the_definition(where):
    hand = mask_of(c for c, w in zip(DECK, where, strict=True) if w == 0)
    public = mask_of(c for c, w in zip(DECK, where, strict=True) if w == 1)
    assert old_mask(hand, public) == _old_by_definition(hand, public)
    played = {c: 1 for c in cards_in(public)}
    for card, proof in old_proofs(hand, played).items():
        assert isinstance(proof, Proof) and proof.card == card
    for card in cards_in(hand & ~old_mask(hand, public)):
        assert isinstance(proof_for(card, hand, played), NotOld)


def test_R16b_proof_of_cards_played_in_one_trick_names_it_once():
    proof = proof_for(C("S6"), cards("S6"), {C("S9"): 3, C("S8"): 3, C("S7"): 3})
    assert isinstance(proof, Proof) and because(proof) == "S9, S8 and S7 were played face up (trick 3)"
