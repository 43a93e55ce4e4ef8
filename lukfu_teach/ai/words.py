"""The AI's reasons in a learner's words: seats, cards, moves, facts, odds (citing rules).

Every phrase is lazy ``Text`` (``i18n.L_``): a whole template with named
parameters, rendered in the learner's language only when shown, so deciding
costs no formatting. Where English verbs agree with "you" (``you hold``,
``East holds``) or Swedish needs another word order, the learner's seat has
its own template.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..engine.cards import BAK_CHI, BY_BIT, Card, Suit, cards_in, codes
from ..engine.moves import Action, Move
from ..engine.seats import DEFAULT_SEATS
from ..i18n import L_, N_, Message, Text, _check, and_list, get_language, number
from ..words.terms import fu as fu_words
from ..words.terms import seat_name
from .knowledge import Inference

LEARNER = "You"  # the seat name of the learner, addressed as "you" ("du")
NUMBER_WORDS = {3: N_("three"), 4: N_("four"), 5: N_("five"), 6: N_("six"), 7: N_("seven"), 8: N_("eight"),
                9: N_("nine")}  # fmt: skip


class Words:
    """Phrases for the seat ``me`` deciding, with the table's seat names (the learner is "You")."""

    def __init__(self, me: int, seats: Sequence[str] = DEFAULT_SEATS) -> None:
        self.me, self.seats = me, tuple(seats)

    def is_you(self, seat: int) -> bool:
        """Whether ``seat`` is the learner, addressed as "you"."""
        return self.seats[seat] == LEARNER

    def who(self, seat: int) -> Text | str:
        """A seat as the subject of a sentence: ``East``, ``you`` (``Öst``, ``du``)."""
        return L_("you") if self.is_you(seat) else seat_name(self.seats[seat])

    def fact(self, fact: Inference, view_hand: int, own_discards: int, unseen: int) -> Message:
        """What the rules reveal about a hidden hand, as a sentence (``unseen``: the cards the seat cannot place)."""
        you, seat = self.is_you(fact.seat), self.who(fact.seat)
        if fact.rule == "R12" and fact.void:
            card = BY_BIT[fact.play]
            if you:
                return L_("You discarded on {card}, so you hold no {suit} above {rank} (R12).",
                          card=card.lazy_name, suit=card.suit.lazy_title, rank=card.rank)  # fmt: skip
            return L_("{seat} discarded on {card}, so {seat} holds no {suit} above {rank} (R12).",
                      seat=seat, card=card.lazy_name, suit=card.suit.lazy_title, rank=card.rank)  # fmt: skip
        if fact.rule == "R12":
            if you:
                return L_("You discarded on {cards}, so you hold nothing that beats it (R12).", cards=codes(fact.play))
            return L_("{seat} discarded on {cards}, so {seat} holds nothing that beats it (R12).",
                      seat=seat, cards=codes(fact.play))  # fmt: skip
        led = BY_BIT[fact.play]
        higher = and_list([Suit(s).lazy_title for s in range(led.suit + 1, 4)])
        mine = self.is_you(self.me)
        known, none = [], []
        for top in cards_in(fact.above):
            if top.bit & view_hand:
                where = (
                    L_("{card} was in your hand", card=top.lazy_name)
                    if mine
                    else L_("{card} was in {seat}'s hand", card=top.lazy_name, seat=self.who(self.me))
                )
            elif top.bit & own_discards:
                where = (
                    L_("{card} was in your discards", card=top.lazy_name)
                    if mine
                    else L_("{card} was in {seat}'s discards", card=top.lazy_name, seat=self.who(self.me))
                )
            else:
                where = L_("{card} was played later", card=top.lazy_name)
            known.append(where)
            if top.suit is Suit.TENS and BAK_CHI.bit & unseen:  # Bak Chi is always Old: it may be held
                none.append(L_("no {suit} below {rank} but Bak Chi (T1), which is always Old (R16a)",
                               suit=top.suit.lazy_title, rank=top.rank))  # fmt: skip
            else:
                none.append(L_("no {suit} below {rank}", suit=top.suit.lazy_title, rank=top.rank))
        if you:
            return L_("You led {card} as a noncaller, so every card you held in {suits} was Old (R16d); {known}, "
                      "so you hold {none}.", card=led.lazy_name, suits=higher, known=and_list(known),
                      none=and_list(none))  # fmt: skip
        return L_("{seat} led {card} as a noncaller, so every card {seat} held in {suits} was Old (R16d); {known}, "
                  "so {seat} holds {none}.", seat=seat, card=led.lazy_name, suits=higher, known=and_list(known),
                  none=and_list(none))  # fmt: skip

    def move(self, move: Move, fu: int = 0) -> Message:
        """A move as an imperative phrase: ``lead Strings 4``, ``claim with T9 C1 (6 fu)``."""
        action = move.action
        if action is Action.PLAY:
            return L_("call play")
        if action is Action.PASS:
            return L_("pass")
        if action is Action.CLAIM:
            n = move.mask.bit_count()
            if n:
                return L_("claim with {cards} ({fu} fu + {n} Old = {total} fu)", cards=codes(move.mask), fu=fu, n=n,
                          total=fu + n)  # fmt: skip
            return L_("claim ({fu})", fu=fu_words(fu))
        if action is Action.LEAD:
            return L_("lead {cards}", cards=cards_phrase(move.mask))
        if action is Action.BEAT:
            return L_("beat with {cards}", cards=cards_phrase(move.mask))
        return L_("discard {cards}", cards=cards_phrase(move.mask))


class Phrase(Text):
    """A lazy phrase built from its fields (``__slots__``); equal when its fields are."""

    __slots__: tuple[str, ...] = ()

    def _fields(self) -> tuple:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other._fields() == self._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return f"{type(self).__name__}{self._fields()!r}"


def _shown(text: Text | str, lang: str | None) -> str:
    return text.render(lang) if isinstance(text, Text) else text


class CardLabel(Phrase):
    """``Strings 4 (S4)``, ``Mau Gung (C1)`` (``Snören 4 (S4)``): a card's name and code, in any language."""

    __slots__ = ("card",)

    def __init__(self, card: Card) -> None:
        self.card = card

    def render(self, lang: str | None = None) -> str:
        return f"{_shown(self.card.lazy_name, lang)} ({self.card})"


class Sentence(Phrase):
    """A clause as a sentence: its first letter capitalised and a full stop after it."""

    __slots__ = ("clause",)

    def __init__(self, clause: Text | str) -> None:
        self.clause = clause

    def render(self, lang: str | None = None) -> str:
        return capital(_shown(self.clause, lang)) + "."


class Capital(Phrase):
    """A phrase with its first letter capitalised (at the start of a sentence)."""

    __slots__ = ("phrase",)

    def __init__(self, phrase: Text | str) -> None:
        self.phrase = phrase

    def render(self, lang: str | None = None) -> str:
        return capital(_shown(self.phrase, lang))


class Joined(Phrase):
    """Whole clauses or the items of a tally, joined by ``separator`` (the same in every language)."""

    __slots__ = ("parts", "separator")

    def __init__(self, parts: Iterable[Text | str], separator: str) -> None:
        self.parts, self.separator = tuple(parts), separator

    def render(self, lang: str | None = None) -> str:
        return self.separator.join(_shown(part, lang) for part in self.parts)

    def __bool__(self) -> bool:
        return bool(self.parts)


def Clauses(clauses: Iterable[Text | str]) -> Joined:  # noqa: N802 (reads as the class it makes)
    """Whole clauses joined by semicolons (``keeps ...; breaks ...``)."""
    return Joined(clauses, "; ")


def Listed(items: Iterable[Text | str]) -> Joined:  # noqa: N802
    """Items or parts of one clause joined by commas (``3 Old cards (C9 M9 T1), a set``)."""
    return Joined(items, ", ")


class Points(Phrase):
    """Net points as a signed number: ``+2``, ``-0.4`` (``-0,4`` in Swedish), ``0``."""

    __slots__ = ("x",)

    def __init__(self, x: float) -> None:
        self.x = x

    def render(self, lang: str | None = None) -> str:
        x = self.x
        if abs(x) < 0.005:
            return "0"
        code = get_language() if lang is None else _check(lang)
        return number(float(x), "+.0f" if float(x).is_integer() else "+.2f", code)


def ors(items: Sequence[Text | str]) -> Text | str:
    """``Myriads or Tens``, ``Strings or Myriads or Tens`` (``or`` between every two)."""
    if len(items) == 1:
        return items[0]
    return L_("{items} or {last}", items=items[0], last=ors(items[1:]))


def number_word(n: int) -> Text | str:
    """``three`` ... ``nine`` (``tre`` ... ``nio``); digits beyond."""
    word = NUMBER_WORDS.get(n)
    return L_(word) if word else str(n)


def cards_phrase(mask: int) -> Text | str:
    """One card by name (``Strings 4 (S4)``), several by code (``S3 S4 S5``)."""
    return CardLabel(BY_BIT[mask]) if mask.bit_count() == 1 else codes(mask)


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def points(x: float) -> Points:
    """``+2``, ``-0.4``, ``0``, in the language shown."""
    return Points(x)
