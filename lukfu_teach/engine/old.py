"""Old cards (R16): which cards of a hand are proven unbeatable, and the proof.

A card is Old for the seat holding it when every higher card of its suit has
been played face up or is in that same hand (R16b), or always for the nines,
Mau Gung and Bak Chi (R16a). With the card layout of ``cards`` this is one
carry: the known cards of a suit, counted from the nine down, stop at the
first unknown one.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..errors import ChoiceError
from ..i18n import L_
from .cards import BAK_CHI, BY_CODE, LOW_BITS, MAU_GUNG, Card, cards_in

ALWAYS_OLD = MAU_GUNG.bit | BAK_CHI.bit | LOW_BITS  # R16a: C1, T1 and the nines


def top_known(known: int) -> int:
    """Per suit, the unbroken block of known cards from the nine down."""
    return known & ~(known + LOW_BITS)


def old_mask(hand: int, public: int) -> int:
    """The Old cards of ``hand``, given the cards played face up (R16).

    >>> from lukfu_teach.cards import CardSet, codes
    >>> hand, public = CardSet.parse("S7 S5 M8 C1"), CardSet.parse("S9 S8")
    >>> codes(old_mask(hand, public))
    'C1 S7'
    """
    known = hand | public
    return hand & ((known & ~(known + LOW_BITS)) | ALWAYS_OLD)


def safe_mask(hand: int, public: int, own_discards: int) -> int:
    """Cards unbeatable only thanks to the seat's own face-down discards.

    The seat knows them safe, but they are not Old: discards prove nothing.
    """
    known = hand | public | own_discards
    return hand & top_known(known) & ~old_mask(hand, public)


@dataclass(frozen=True, slots=True)
class Proof:
    """Why ``card`` is Old: the rule and the facts that prove it.

    ``played`` lists the higher cards played face up with their trick (from
    1), ``held`` the higher cards in the same hand; for R16c, ``above`` is
    the Old card held directly above.
    """

    card: Card
    rule: str
    played: tuple[tuple[Card, int], ...] = ()
    held: tuple[Card, ...] = ()
    above: Card | None = None


@dataclass(frozen=True, slots=True)
class NotOld:
    """Why ``card`` is not Old: the higher cards nobody has shown.

    ``unaccounted`` are higher cards the seat cannot place; ``discarded`` are
    higher cards the seat discarded itself, which prove nothing (R16). When
    only those remain the card is *safe but unproven*.
    """

    card: Card
    unaccounted: tuple[Card, ...]
    discarded: tuple[Card, ...] = ()

    @property
    def safe(self) -> bool:
        return not self.unaccounted


def _higher(card: Card) -> list[Card]:
    return [BY_CODE[f"{card.suit.letter}{r}"] for r in range(9, card.rank, -1)]


def proof_for(card: Card, hand: int, played: Mapping[Card, int]) -> Proof | NotOld:
    """The proof that ``card`` (in ``hand``) is Old, or why it is not.

    ``played`` maps each card played face up to its trick number.

    >>> from lukfu_teach.cards import CardSet
    >>> hand, played = CardSet.parse("S7 S5"), {Card.parse("S9"): 2, Card.parse("S8"): 4}
    >>> proof_for(Card.parse("S7"), hand, played).rule
    'R16b'
    >>> [str(c) for c in proof_for(Card.parse("S5"), hand, played).unaccounted]
    ['S6']
    """
    if card.bit & ALWAYS_OLD:
        return Proof(card, "R16a")
    higher = _higher(card)
    unknown = tuple(c for c in higher if c not in played and not c.bit & hand)
    if unknown:
        return NotOld(card, unknown)
    seen = tuple((c, played[c]) for c in higher if c in played)
    held = tuple(c for c in higher if c.bit & hand)
    above = higher[-1]
    if above.bit & hand and len(seen) + len(held) > 1:
        return Proof(card, "R16c", above=above)
    return Proof(card, "R16b", seen, held)


def old_proofs(hand: int, played: Mapping[Card, int]) -> dict[Card, Proof]:
    """Every Old card of ``hand`` with its proof, low cards first.

    ``played`` maps each card played face up to its trick number.
    """
    public = sum(c.bit for c in played)
    return {c: p for c in cards_in(old_mask(hand, public)) if isinstance(p := proof_for(c, hand, played), Proof)}


def not_old(card: Card, hand: int, played: Mapping[Card, int], own_discards: int = 0) -> NotOld:
    """Why a held card is not Old, separating the seat's own discards."""
    result = proof_for(card, hand, played)
    if isinstance(result, Proof):
        reason = L_("{card} is Old ({rule}), so there is no reason why it is not", card=card, rule=result.rule)
        raise ChoiceError(reason)
    mine = tuple(c for c in result.unaccounted if c.bit & own_discards)
    others = tuple(c for c in result.unaccounted if not c.bit & own_discards)
    return NotOld(card, others, mine)
