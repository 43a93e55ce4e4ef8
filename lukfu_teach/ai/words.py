"""The AI's reasons in a learner's words: seats, cards, moves, facts, odds (citing rules).

Every phrase is lazy ``Text`` (``i18n.L_``): a whole template with named
parameters, rendered in the learner's language only when shown, so deciding
costs no formatting; clauses and tallies are joined with ``i18n``'s joiners.
Where English verbs agree with "you" (``you hold``, ``East holds``) or Swedish
needs another word order, the learner's seat has its own template.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.cards import BAK_CHI, BY_BIT, Suit, cards_in, codes
from ..engine.moves import Action, Move
from ..engine.plays import SIZE_WORDS
from ..engine.seats import DEFAULT_SEATS
from ..i18n import L_, Message, Text, and_list
from ..words.explain import lazy_label
from ..words.terms import fu as fu_words
from ..words.terms import seat_name
from .knowledge import Inference

LEARNER = "You"  # the seat name of the learner, addressed as "you" ("du")


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
                return L_("You discarded on {cards}, so you hold nothing that beats {cards} (R12).",
                          cards=codes(fact.play))  # fmt: skip
            return L_("{seat} discarded on {cards}, so {seat} holds nothing that beats {cards} (R12).",
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


def number_word(n: int) -> Text | str:
    """``three`` ... ``nine`` (``tre`` ... ``nio``); digits beyond."""
    word = SIZE_WORDS.get(n)
    return L_(word) if word else str(n)


def cards_phrase(mask: int) -> Text | str:
    """One card by name (``Strings 4 (S4)``, ``explain.lazy_label``), several by code (``S3 S4 S5``)."""
    return lazy_label(BY_BIT[mask]) if mask.bit_count() == 1 else codes(mask)


def figure(x: float) -> float:
    """Net points to the hundredth, as ``i18n.signed_points`` shows them: moves compared as the learner reads them."""
    return round(x, 2) + 0.0  # (+ 0.0: no -0.0)
