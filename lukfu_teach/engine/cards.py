"""Cards (R1-R3): suits, ranks, notation, names, the deck, and card sets.

A hand or any set of cards is kept as an integer *mask*, one bit a card.
Each suit owns a 10-bit field: bit ``10*suit + (9 - rank)``, so the nine sits
at the field's lowest bit and bit 9 of every field is an always-zero guard.
That layout makes "every higher card of the suit is known" (R16) a carry
trick, and a suit's cards a table lookup. The public fields hand masks out as
``CardSet`` values (python-chess's ``SquareSet`` over its bitboards): an ``int``
that iterates, counts, prints and draws itself as cards.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from enum import IntEnum
from functools import partial
from typing import Any

from ..errors import NotationError, shown
from ..i18n import L_, N_, Message, Text, _, nL_


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


def not_a_card(code: str | Text, correct: Card | None = None) -> Message:
    """Why ``code`` (quoted as the input wrote it) is not a card; ``correct``: the card it may mean."""
    if correct is None:
        return L_("{code} is not a card (cards are C, S, M or T followed by 1-9)", code=code)
    return L_('{code} is not a card (cards are C, S, M or T followed by 1-9; write "{card}")', code=code, card=correct)


def not_cards(mask: object) -> Message:
    """Why ``mask`` is not a set of cards (a mask of the deck's bits)."""
    return L_("{mask} is not a set of cards (a mask of the 36 cards' bits)", mask=shown(mask))


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
            raise NotationError(L_("rank {rank} is not 1-9 (R1)", rank=shown(self.rank)))
        object.__setattr__(self, "suit", Suit(self.suit))
        object.__setattr__(self, "bit", 1 << card_bit_index(self.suit, self.rank))

    @classmethod
    def parse(cls, code: str | Card) -> Card:
        """The card a code such as ``"S7"`` names; a ``Card`` is returned as is."""
        if isinstance(code, Card):
            return code
        match = _CODE.fullmatch(code) if isinstance(code, str) else None
        if match is None:
            raise NotationError(not_a_card(shown(code)))
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
        from ..pictures import render

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

    >>> cards_in(CardSet.parse("T1 S7 C9"))
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


class CardSet(int):
    """A set of cards: its mask, an ``int``, that iterates, counts, prints and draws itself as cards.

    ``==`` and hashing are the mask's (a card set equals its mask), and so are the bitwise operators,
    at the mask's speed: ``hand & public`` is a plain ``int``. The set operations that give card sets
    are ``union``, ``intersection``, ``difference`` and ``complement`` (each takes card sets, masks or
    codes).

    >>> hand = CardSet.parse("S5 C9 S3 S4")
    >>> hand, str(hand), len(hand), "S4" in hand, Card.parse("T1") in hand
    (CardSet.parse('C9 S3 S4 S5'), 'C9 S3 S4 S5', 4, True, False)
    >>> [card.name for card in hand.difference("S3 S4")], hand.intersection("S3 T1"), len(hand.complement())
    (['Coins 9', 'Strings 5'], CardSet.parse('S3'), 32)
    >>> hand.union("T1") == hand | Card.parse("T1").bit, CardSet(), f"{hand}: {hand:#x}"
    (True, CardSet(), 'C9 S3 S4 S5: 0x1c001')
    """

    __slots__ = ()

    def __new__(cls, mask: int = 0) -> CardSet:
        if not isinstance(mask, int) or isinstance(mask, bool) or mask < 0 or mask & ~FULL_DECK:
            raise NotationError(not_cards(mask))
        return int.__new__(cls, mask)

    @classmethod
    def parse(cls, cards: str | Iterable[str | Card]) -> CardSet:
        """The cards of ``"S3 S4 S5"`` (spaces or commas) or of an iterable of codes or ``Card`` values;
        a bad code or a card listed twice raises ``NotationError`` (``parse_cards``)."""
        return _cardset(mask_of(parse_cards(cards)))

    @classmethod
    def of(cls, cards: int | str | Iterable[str | Card]) -> CardSet:
        """A card set from a mask, codes (``"S3 S4"``) or cards, whichever is given."""
        return cls(cards) if isinstance(cards, int) else cls.parse(cards)

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards, by suit then rank (Coins 1 first)."""
        return cards_in(self)

    def __iter__(self) -> Iterator[Card]:
        return iter(cards_in(self))

    def __len__(self) -> int:
        return self.bit_count()

    def __contains__(self, card: object) -> bool:
        if isinstance(card, str):
            card = BY_CODE.get(card.strip().upper())
        return isinstance(card, Card) and bool(self & card.bit)

    def union(self, *others: int | str | Iterable[str | Card]) -> CardSet:
        mask = int(self)
        for other in others:
            mask |= CardSet.of(other)
        return _cardset(mask)

    def intersection(self, *others: int | str | Iterable[str | Card]) -> CardSet:
        mask = int(self)
        for other in others:
            mask &= CardSet.of(other)
        return _cardset(mask)

    def difference(self, *others: int | str | Iterable[str | Card]) -> CardSet:
        mask = int(self)
        for other in others:
            mask &= ~CardSet.of(other)
        return _cardset(mask)

    def complement(self) -> CardSet:
        """The rest of the deck."""
        return _cardset(FULL_DECK & ~self)

    def __str__(self) -> str:
        return codes(int(self))

    def __format__(self, spec: str) -> str:
        return str(self) if not spec else format(int(self), spec)

    def __repr__(self) -> str:
        return f"CardSet.parse({str(self)!r})" if self else "CardSet()"

    def __reduce__(self) -> tuple:
        return CardSet, (int(self),)

    def _repr_html_(self) -> str:  # the cards, drawn in a notebook
        from ..pictures import render

        return render.hand(self)._repr_html_()


_cardset = partial(int.__new__, CardSet)  # CardSet(mask) without the checks, for masks the engine made


class CardsField:
    """A public, read-only card-set field over the mask a class keeps in ``_name``: the engine reads and
    changes the masks at their speed, a user reads card sets (``hand = CardsField("This seat's cards.")``)."""

    def __init__(self, doc: str) -> None:
        self.__doc__ = doc

    def __set_name__(self, owner: type, name: str) -> None:
        self.name, self.mask = name, "_" + name

    def __get__(self, obj: object, owner: type | None = None) -> Any:
        return self if obj is None else _cardset(getattr(obj, self.mask))

    def __set__(self, obj: object, value: object) -> None:
        raise AttributeError(f"{self.name} is read-only: a position changes only by its moves")


def dealing_problem(hands: object) -> tuple[str, Message, str | None] | None:
    """What makes ``hands`` (three masks) not the hands of one deal (R1, R4): ``(place, reason, rule)``, or
    ``None``: each is a set of cards, 12 of them, and no card is dealt twice.

    >>> place, reason, rule = dealing_problem((1, 2, 4))
    >>> place, str(reason), rule
    ('hands[0]', '1 card, not 12 (R4)', 'R4')
    """
    if not isinstance(hands, (tuple, list)) or len(hands) != 3:
        return "hands", L_("expected three hands (R4)"), "R4"
    for i, hand in enumerate(hands):
        if not isinstance(hand, int) or isinstance(hand, bool) or hand < 0 or hand & ~FULL_DECK:
            return f"hands[{i}]", not_cards(hand), None
        for j in range(i):
            both = hand & hands[j]
            if both:
                first, second = f"hands[{j}]", f"hands[{i}]"
                twice = L_("{card} is dealt twice ({first} and {second})", card=BY_BIT[both & -both], first=first,
                           second=second)  # fmt: skip
                return "hands", twice, "R1"
        n = hand.bit_count()
        if n != HAND_SIZE:
            count = nL_("{n} card, not {size} (R4)", "{n} cards, not {size} (R4)", n, size=HAND_SIZE)
            return f"hands[{i}]", count, "R4"
    return None


def codes(mask_or_cards: int | Iterable[Card]) -> str:
    """Card codes separated by spaces: ``"S3 S4 S5"``.

    >>> codes(CardSet.parse("S5, S3, S4"))
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
    if isinstance(text, str):
        items: list = re.split(r"[\s,]+", text.strip())
    elif isinstance(text, Iterable) and not isinstance(text, (bytes, dict)):
        items = list(text)
    else:
        raise NotationError(L_('{value} is not a list of cards (codes such as "S3 S4 S5")', value=shown(text)))
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
