"""The AI's reasons in a learner's words: seats, cards, moves, facts, odds (citing rules)."""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import BAK_CHI, BY_BIT, Suit, cards_in, codes
from ..explain import DEFAULT_SEATS, and_list, label
from ..moves import Action, Move
from .knowledge import Inference


class Words:
    """Phrases for the seat ``me`` deciding, with the table's seat names (the learner is "You")."""

    def __init__(self, me: int, seats: Sequence[str] = DEFAULT_SEATS) -> None:
        self.me, self.seats = me, tuple(seats)

    def who(self, seat: int) -> str:
        """A seat as the subject of a sentence: ``East``, ``you``."""
        name = self.seats[seat]
        return "you" if name == "You" else name

    def does(self, seat: int, verb: str) -> str:
        """The seat and a verb agreeing with it: ``West wins``, ``you win`` (``verb`` as for "it")."""
        who = self.who(seat)
        return f"{who} {verb[:-1] if who == 'you' else verb}"

    def holds(self, seat: int) -> str:
        return self.does(seat, "holds")

    def whose(self, seat: int) -> str:
        return "your" if self.who(seat) == "you" else f"{self.seats[seat]}'s"

    def fact(self, fact: Inference, view_hand: int, own_discards: int, unseen: int) -> str:
        """What the rules reveal about a hidden hand, as a sentence (``unseen``: the cards the seat cannot place)."""
        who = self.who(fact.seat)
        if fact.rule == "R12" and fact.void:
            card = BY_BIT[fact.play]
            return (
                f"{capital(who)} discarded on {card.name}, so {self.holds(fact.seat)} "
                f"no {card.suit.title} above {card.rank} (R12)."
            )
        if fact.rule == "R12":
            holds = self.holds(fact.seat)
            return f"{capital(who)} discarded on {codes(fact.play)}, so {holds} nothing that beats it (R12)."
        led = BY_BIT[fact.play]
        higher = and_list([Suit(s).title for s in range(led.suit + 1, 4)])
        known, none = [], []
        for top in cards_in(fact.above):
            where = (
                f"in {self.whose(self.me)} hand"
                if top.bit & view_hand
                else f"in {self.whose(self.me)} discards"
                if top.bit & own_discards
                else "played later"
            )
            known.append(f"{top.name} was {where}")
            below = f"no {top.suit.title} below {top.rank}"
            if top.suit is Suit.TENS and BAK_CHI.bit & unseen:  # Bak Chi is always Old: it may be held
                below += " but Bak Chi (T1), which is always Old (R16a)"
            none.append(below)
        return (
            f"{capital(who)} led {led.name} as a noncaller, so every card {who} held in {higher} was Old "
            f"(R16d); {and_list(known)}, so {self.holds(fact.seat)} {and_list(none)}."
        )

    def move(self, move: Move, fu: int = 0) -> str:
        """A move as an imperative phrase: ``lead Strings 4``, ``claim with T9 C1 (6 fu)``."""
        action = move.action
        if action is Action.PLAY:
            return "call play"
        if action is Action.PASS:
            return "pass"
        if action is Action.CLAIM:
            n = move.mask.bit_count()
            return f"claim with {codes(move.mask)} ({fu} fu + {n} Old = {fu + n} fu)" if n else f"claim ({fu} fu)"
        verb = {Action.LEAD: "lead", Action.BEAT: "beat with", Action.DISCARD: "discard"}[action]
        return f"{verb} {cards_phrase(move.mask)}"


def cards_phrase(mask: int) -> str:
    """One card by name (``Strings 4 (S4)``), several by code (``S3 S4 S5``)."""
    return label(BY_BIT[mask]) if mask.bit_count() == 1 else codes(mask)


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def points(x: float) -> str:
    """``+2``, ``-0.4``, ``0``."""
    if abs(x) < 0.005:
        return "0"
    return f"{x:+.0f}" if float(x).is_integer() else f"{x:+.2f}"


def percent(p: float) -> str:
    return f"{100 * p:.0f}%"
