"""Cards (R1-R3): suits, ranks, notation, names, the deck, and card masks.

A hand or any set of cards is also kept as an integer *mask*, one bit a card.
Each suit owns a 10-bit field: bit ``10*suit + (9 - rank)``, so the nine sits
at the field's lowest bit and bit 9 of every field is an always-zero guard.
That layout makes "every higher card of the suit is known" (R16) a carry
trick, and a suit's cards a table lookup.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import IntEnum

from .errors import NotationError
from .i18n import L_, N_, Message, _


class Suit(IntEnum):
    """The four money suits, in rank order (R1).

    >>> Suit.STRINGS.letter, Suit.STRINGS.title, Suit.COINS < Suit.TENS
    ('S', 'Strings', True)
    """

    COINS = 0
    STRINGS = 1
    MYRIADS = 2
    TENS = 3

    @property
    def letter(self) -> str:
        return "CSMT"[self]

    @property
    def title(self) -> str:
        """The suit's name in the current language: ``Coins`` (``Mynt``)."""
        return _(SUIT_TITLES[self])

    @property
    def lazy_title(self) -> Message:
        """``title`` rendered when shown, in whatever language (for stored or lazy messages)."""
        return L_(SUIT_TITLES[self])


SUIT_TITLES = (N_("Coins"), N_("Strings"), N_("Myriads"), N_("Tens"))


NAMED = {(Suit.COINS, 1): "Mau Gung", (Suit.TENS, 1): "Bak Chi"}
HAND_SIZE = 12  # cards dealt to each seat (R4)
SUIT_FIELD = 0x1FF  # the nine card bits of one suit's field
_CODE = re.compile(r"\s*([CSMTcsmt])([1-9])\s*")


def not_a_card(code: str, correct: Card | None = None) -> Message:
    """Why ``code`` (quoted as the input wrote it) is not a card; ``correct``: the card it may mean."""
    if correct is None:
        return L_("{code} is not a card (cards are C, S, M or T followed by 1-9)", code=code)
    return L_('{code} is not a card (cards are C, S, M or T followed by 1-9; write "{card}")', code=code, card=correct)


def card_bit_index(suit: int, rank: int) -> int:
    """The bit of a card in a mask: ``10*suit + (9 - rank)``."""
    return 10 * suit + 9 - rank


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """One card: ``Card.parse("S7")``; ``str(card) == "S7"`` (R2).

    >>> card = Card.parse("S7")
    >>> card, str(card), card.name, card.suit, card.rank
    (Card.parse('S7'), 'S7', 'Strings 7', <Suit.STRINGS: 1>, 7)
    >>> Card.parse("C1").name, Card.parse("S7") < Card.parse("M2")
    ('Mau Gung', True)
    """

    suit: Suit
    rank: int
    bit: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not isinstance(self.rank, int) or not 1 <= self.rank <= 9:
            raise NotationError(L_("rank {rank} is not 1-9 (R1)", rank=repr(self.rank)))
        object.__setattr__(self, "suit", Suit(self.suit))
        object.__setattr__(self, "bit", 1 << card_bit_index(self.suit, self.rank))

    @classmethod
    def parse(cls, code: str | Card) -> Card:
        """The card a code such as ``"S7"`` names; a ``Card`` is returned as is."""
        if isinstance(code, Card):
            return code
        match = _CODE.fullmatch(code) if isinstance(code, str) else None
        if match is None:
            raise NotationError(not_a_card(repr(code).replace("'", '"')))
        return BY_CODE[match[1].upper() + match[2]]

    def __str__(self) -> str:
        return f"{self.suit.letter}{self.rank}"

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    @property
    def name(self) -> str:
        """The name a person reads, in the current language: ``Strings 7`` (``Snören 7``), ``Mau Gung``."""
        return NAMED.get((self.suit, self.rank)) or _("{suit} {rank}", suit=self.suit.title, rank=self.rank)

    @property
    def lazy_name(self) -> str | Message:
        """``name`` rendered when shown, in whatever language (for stored or lazy messages)."""
        return NAMED.get((self.suit, self.rank)) or L_("{suit} {rank}", suit=self.suit.lazy_title, rank=self.rank)

    def _repr_html_(self) -> str:  # drawn in a notebook
        from . import render

        return render.card(self)._repr_html_()


DECK: tuple[Card, ...] = tuple(Card(s, r) for s in Suit for r in range(1, 10))
BY_CODE: dict[str, Card] = {str(c): c for c in DECK}
BY_BIT: dict[int, Card] = {c.bit: c for c in DECK}
FULL_DECK = sum(c.bit for c in DECK)
LOW_BITS = sum(1 << (10 * s) for s in Suit)  # the nine of every suit
MAU_GUNG = BY_CODE["C1"]
BAK_CHI = BY_CODE["T1"]


def _field_cards(suit: int, field_mask: int) -> tuple[Card, ...]:
    return tuple(sorted(BY_BIT[(1 << i) << (10 * suit)] for i in range(9) if field_mask >> i & 1))


# _FIELD_CARDS[suit][field] -> that suit's cards, low rank first
_FIELD_CARDS = [[_field_cards(s, f) for f in range(SUIT_FIELD + 1)] for s in Suit]


def cards_in(mask: int) -> tuple[Card, ...]:
    """The cards of a mask, by suit then rank (Coins 1 first).

    >>> cards_in(mask_of(parse_cards("T1 S7 C9")))
    (Card.parse('C9'), Card.parse('S7'), Card.parse('T1'))
    """
    t, f = _FIELD_CARDS, SUIT_FIELD
    return t[0][mask & f] + t[1][mask >> 10 & f] + t[2][mask >> 20 & f] + t[3][mask >> 30 & f]


def mask_of(cards: Iterable[Card]) -> int:
    """The mask of some cards: one bit a card.

    >>> mask_of([Card.parse("C9")])
    1
    """
    mask = 0
    for card in cards:
        mask |= card.bit
    return mask


def codes(mask_or_cards: int | Iterable[Card]) -> str:
    """Card codes separated by spaces: ``"S3 S4 S5"``.

    >>> codes(mask_of(parse_cards("S5, S3, S4")))
    'S3 S4 S5'
    """
    cards = cards_in(mask_or_cards) if isinstance(mask_or_cards, int) else mask_or_cards
    return " ".join(str(c) for c in cards)


def parse_cards(text: str | Iterable[str | Card]) -> tuple[Card, ...]:
    """Cards from ``"S3 S4 S5"`` (spaces or commas) or an iterable of codes.

    A bad code raises ``NotationError`` whose ``index`` says which one; a card
    listed twice is refused too.

    >>> parse_cards("S3 s4,S5")
    (Card.parse('S3'), Card.parse('S4'), Card.parse('S5'))
    >>> parse_cards("S3 S3")
    Traceback (most recent call last):
    ...
    lukfu_teach.errors.NotationError: S3 is listed twice (items 0 and 1)
    """
    items = re.split(r"[\s,]+", text.strip()) if isinstance(text, str) else list(text)
    if items == [""]:
        items = []
    cards: list[Card] = []
    seen: dict[Card, int] = {}
    for i, item in enumerate(items):
        try:
            card = Card.parse(item)
        except NotationError as err:
            err.index = i
            raise
        if card in seen:
            twice = NotationError(
                L_("{card} is listed twice (items {first} and {second})", card=card, first=seen[card], second=i)
            )
            twice.index = i
            raise twice
        seen[card] = i
        cards.append(card)
    return tuple(cards)
