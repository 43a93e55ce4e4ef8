"""Drills answered with a seat, a number, net points or an order: who acts, who wins, how many, who pays.

A seat or number drill asks one ``Question`` of its position: a small object that knows the right answer, what
the story must leave out so as not to give it away, the hint for a wrong answer and the reasons. The catalogue
names them (``SeatDrill(..., ask="caller")``); ``NextInTurn(seat)`` asks about turn order without a position.
"""

from __future__ import annotations

import zlib
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from ..engine.cards import DECK, Suit, codes
from ..engine.deal import Deal
from ..engine.moves import Action
from ..engine.scoring import score
from ..engine.state import Phase
from ..errors import LukFuError
from ..i18n import L_, Text, _
from ..words import explain
from .answers import Choice, read_net, read_number, read_order, read_seat
from .core import Drill, Story
from .reasons import play_words
from .words import Said, cards_words, old_count_words


class Question:
    """What a seat or number drill asks of its position (``drill.question``; ``drill.ask`` is its ``name``)."""

    name: ClassVar[str] = ""
    story: ClassVar[Story] = Story()  # what the situation leaves out, or tells in full
    hides: ClassVar[frozenset[str]] = frozenset()  # what a picture of the position must not show
    needs_position: ClassVar[bool] = True
    nobody: ClassVar[Text | None] = None  # the choice that means "no seat", when it can be the answer

    def answerable(self, deal: Deal) -> bool:
        """Whether the position has an answer to this question (checked when the drill is made)."""
        return True

    def truth(self, drill: Any) -> Any:
        raise NotImplementedError

    def hint(self, drill: Any) -> Text:
        """What a wrong answer is told: the rule to look at, not the answer."""
        raise NotImplementedError

    def reasons(self, drill: Any) -> list[Text]:
        """Why the right answer is right, citing the rules."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<Question {self.name}>"


def _pick(ask: str | Question, questions: Mapping[str, Question], id: str) -> Question:
    """The question ``ask`` names (or is), or a ``LukFuError`` naming the drill and the questions there are."""
    if isinstance(ask, Question):
        return ask
    if isinstance(ask, str) and ask in questions:
        return questions[ask]
    names = ", ".join(questions)
    raise LukFuError(L_("drill {id}: ask {ask} is not one of {asks}", id=id, ask=repr(ask), asks=names))


# -- which seat? (R3-R7, R14, R18) ---------------------------------------------------------------------


class ToAct(Question):
    """Who acts now: the next caller, the next to answer the trick, or the leader (R3, R5, R7, R12, R14)."""

    name = "to_act"
    story = Story(turn=False)

    def answerable(self, deal: Deal) -> bool:
        return deal.to_act is not None

    def truth(self, drill: Any) -> int:
        return drill._position().to_act

    @staticmethod
    def _case(deal: Deal) -> str:
        if deal.phase is Phase.CALLING:
            return "calling"
        if deal.best:
            return "trick"
        return "lead" if deal.tricks else "first_lead"

    def hint(self, drill: Any) -> Text:
        case = self._case(drill._position())
        if case == "calling":
            return L_("Calls go in turn order, 0 → 1 → 2 → 0, from the Master (R3, R5).")
        if case == "trick":
            return L_("Answers go in turn order, 0 → 1 → 2 → 0 (R3, R12).")
        if case == "lead":
            return L_("The winner of a trick leads the next (R14).")
        return L_("The Master leads the first trick (R7).")

    def reasons(self, drill: Any) -> list[Text]:
        deal, who = drill._position(), drill.who
        case, seat = self._case(deal), who(deal.to_act)
        if case == "calling":
            if not deal.calls:
                return [L_("The Master, {seat}, calls first (R4, R5).", seat=seat)]
            last = (deal.master + len(deal.calls) - 1) % 3
            return [L_("Calls go in turn order from the Master: after {prev} comes {seat} (R3, R5).",
                       prev=who(last), seat=seat)]  # fmt: skip
        if case == "trick":
            return [L_("Turn order is 0 → 1 → 2 → 0: after {prev} comes {seat} (R3, R12).",
                       prev=who(deal.moves[-1].seat), seat=seat)]  # fmt: skip
        if case == "lead":
            return [L_("{seat} won the last trick, so it leads the next (R14).", seat=seat)]
        return [L_("The Master, {seat}, leads the first trick, whoever called (R7).", seat=seat)]


class Caller(Question):
    """Who is the caller (R5)?"""

    name = "caller"
    hides = frozenset({"caller"})

    def answerable(self, deal: Deal) -> bool:
        return deal.caller is not None

    def truth(self, drill: Any) -> int:
        return drill._position().caller

    def hint(self, drill: Any) -> Text:
        return L_("The first seat to call play is the caller (R5).")

    def reasons(self, drill: Any) -> list[Text]:
        return [L_("{seat} was the first to call play, so it is the caller (R5).", seat=drill.who(self.truth(drill)))]


class NextCaller(Question):
    """Who calls next, or nobody: calling is over (R5)?"""

    name = "next_caller"
    story = Story(turn=False)
    nobody = L_("Nobody: calling is over")

    def answerable(self, deal: Deal) -> bool:
        return bool(deal.calls) or deal.phase is Phase.CALLING

    def truth(self, drill: Any) -> int | None:
        deal = drill._position()
        return deal.to_act if deal.phase is Phase.CALLING else None

    def hint(self, drill: Any) -> Text:
        return L_("Calling stops at the first seat that says play (R5).")

    def reasons(self, drill: Any) -> list[Text]:
        truth = self.truth(drill)
        if truth is None:
            return [L_("{seat} called play, so calling stops: the later seats are not asked (R5).",
                       seat=drill.who(drill._position().caller))]  # fmt: skip
        return [L_("Nobody has called play yet, so {seat} calls next, in turn order (R3, R5).", seat=drill.who(truth))]


def _best_of_last_trick(deal: Deal) -> Any:
    """The move that won the last trick: its last play that is not a discard."""
    return [m for m in deal.tricks[-1].moves if m.action is not Action.DISCARD][-1]


class TrickWinner(Question):
    """Who won the trick just finished (R14)?"""

    name = "trick_winner"
    story = Story(turn=False, fu=False, last_trick=True)
    hides = frozenset({"winner"})

    def answerable(self, deal: Deal) -> bool:
        return bool(deal.tricks) and (deal.at_lead or deal.phase is Phase.OVER)

    def truth(self, drill: Any) -> int:
        return drill._position().tricks[-1].winner

    def hint(self, drill: Any) -> Text:
        return L_("The owner of the best play wins the trick (R14).")

    def reasons(self, drill: Any) -> list[Text]:
        best = _best_of_last_trick(drill._position())
        return [
            L_("{seat} made the best play of the trick, {play}, so it wins the trick (R14).",
               seat=drill.who(best.seat), play=play_words(best.mask)),
            L_("It scores {n} fu, the cards of its own winning play, and leads next (R14).", n=best.mask.bit_count()),
        ]  # fmt: skip


class DealWinner(Question):
    """Who won the finished deal, or nobody: it is drawn (R18)?"""

    name = "deal_winner"
    story = Story(last_trick=True)
    nobody = L_("Nobody: the deal is drawn")

    def answerable(self, deal: Deal) -> bool:
        return deal.phase is Phase.OVER

    def truth(self, drill: Any) -> int | None:
        return drill._position().result.winner

    def hint(self, drill: Any) -> Text:
        return L_("When the cards run out, the last trick's winner wins with six fu or more; "
                  "otherwise the deal is drawn (R18).")  # fmt: skip

    def reasons(self, drill: Any) -> list[Text]:
        deal = drill._position()
        return [Said(explain.result_sentence, deal.result, deal.caller, drill.seats)]


class NextInTurn(Question):
    """Whose turn comes after ``after``'s, without a position (R3): the turn order 0 → 1 → 2 → 0 alone."""

    name = "next_in_turn"
    needs_position = False

    def __init__(self, after: int) -> None:
        self.after = int(read_seat(after, ()))

    def truth(self, drill: Any) -> int:
        return (self.after + 1) % 3

    def hint(self, drill: Any) -> Text:
        return L_("Play goes in turn order, 0 → 1 → 2 → 0 (R3).")

    def reasons(self, drill: Any) -> list[Text]:
        return [L_("Turn order is 0 → 1 → 2 → 0: after {prev} comes {seat} (R3).",
                   prev=drill.who(self.after), seat=drill.who(self.truth(drill)))]  # fmt: skip


SEAT_QUESTIONS: dict[str, Question] = {
    q.name: q for q in (ToAct(), Caller(), NextCaller(), TrickWinner(), DealWinner())
}
SEAT_ASKS = tuple(SEAT_QUESTIONS)


class SeatDrill(Drill):
    """Which seat? ``ask`` names the question (``SEAT_ASKS``): ``to_act`` (who acts now), ``caller``,
    ``next_caller`` (who calls next, or nobody), ``trick_winner`` (of the trick just finished), ``deal_winner``
    (of a finished deal, or nobody: drawn); or is a ``Question`` such as ``NextInTurn(2)`` (no position)."""

    answer_kind = "seat"

    def __init__(
        self,
        id: str,
        title: str | Text,
        rules: Sequence[str],
        task: str,
        deal: Deal | None = None,
        *,
        ask: str | Question,
        seat: int | None = 0,
        **kw: Any,
    ) -> None:
        question = _pick(ask, SEAT_QUESTIONS, id)
        _check_position(id, question, deal)
        super().__init__(id, title, rules, task, deal=deal, seat=seat if deal is not None else None, **kw)
        self.question, self.ask = question, question.name

    def _story(self) -> Story:
        return self.question.story

    def hides(self) -> frozenset[str]:
        return super().hides() | self.question.hides

    @property
    def choices(self) -> tuple[Choice, ...]:
        seats = tuple(Choice(str(s), self.who(s)).shown() for s in (0, 1, 2))
        nobody = self.question.nobody
        return (*seats, Choice("none", nobody).shown()) if nobody is not None else seats

    def truth(self) -> int | None:
        return self.question.truth(self)

    def _read(self, answer: Any) -> int | None:
        nobody = self.question.nobody
        if nobody is not None and isinstance(answer, str):
            text = answer.strip().casefold()
            if text in ("none", "nobody", _("nobody").casefold(), str(nobody).casefold()):
                return None
        return read_seat(answer, self.seats)

    def _answer_text(self, value: Any) -> str:
        return "none" if value is None else str(value)

    def solution(self) -> int | str:
        truth = self.truth()
        return "none" if truth is None else truth

    def _judge(self, seat: int | None) -> tuple[bool, list[Text]]:
        if seat == self.truth():
            return True, self.reasons()
        who = L_("Nobody") if seat is None else self.who(seat)
        return False, [L_("Not {who}.", who=who), self.question.hint(self)]

    def reasons(self) -> list[Text]:
        return self.question.reasons(self)


def _check_position(id: str, question: Question, deal: Deal | None) -> None:
    """A question that needs a position has one that answers it."""
    if deal is None:
        if question.needs_position:
            raise LukFuError(L_("drill {id}: {ask} needs a position", id=id, ask=question.name))
    elif not question.answerable(deal):
        raise LukFuError(L_("drill {id}: {ask} has no answer in this position", id=id, ask=question.name))


# -- how many? (R1, R4, R13, R14, R15, R17, R19) -------------------------------------------------------


class Deck(Question):
    """How many cards in the deck (R1)? No position needed."""

    name = "deck"
    needs_position = False

    def truth(self, drill: Any) -> int:
        return len(DECK)

    def hint(self, drill: Any) -> Text:
        return L_("Count the ranks and the suits (R1).")

    def reasons(self, drill: Any) -> list[Text]:
        return [L_("The deck has {n} cards: ranks 1 to 9 in each of the four suits (R1).", n=len(DECK))]


class HandSize(Question):
    """How many cards is each seat dealt (R4)?"""

    name = "hand"

    def answerable(self, deal: Deal) -> bool:
        return len({h.bit_count() for h in deal.dealt}) == 1

    def truth(self, drill: Any) -> int:
        return drill._position().dealt[0].bit_count()

    def hint(self, drill: Any) -> Text:
        return L_("The three seats share the whole deck equally (R1, R4).")

    def reasons(self, drill: Any) -> list[Text]:
        return [L_("Each seat is dealt {n} cards, the whole deck shared by three (R4).", n=self.truth(drill))]


class DiscardCount(Question):
    """How many cards must the seat to act discard, as it cannot beat (R13)?"""

    name = "discard"

    def answerable(self, deal: Deal) -> bool:
        return deal.phase is Phase.PLAYING and deal.legal_moves.action is Action.DISCARD

    def truth(self, drill: Any) -> int:
        return drill._position().lead_size

    def hint(self, drill: Any) -> Text:
        return L_("A seat that cannot beat discards as many cards as the lead (R13).")

    def reasons(self, drill: Any) -> list[Text]:
        n = self.truth(drill)
        return [L_("The lead has {cards}, so a seat that cannot beat discards {n} face down (R13).",
                   cards=cards_words(n), n=n)]  # fmt: skip


class TrickFu(Question):
    """How many fu does the winner of the trick just won score (R14)?"""

    name = "trick_fu"
    story = Story(fu=False, last_trick=True)

    def answerable(self, deal: Deal) -> bool:
        return bool(deal.tricks) and deal.tricks[-1].winner is not None

    def truth(self, drill: Any) -> int:
        return drill._position().tricks[-1].moves[0].mask.bit_count()

    def hint(self, drill: Any) -> Text:
        return L_("The winner scores the cards of its own winning play, never the others' (R14).")

    def reasons(self, drill: Any) -> list[Text]:
        best = _best_of_last_trick(drill._position())
        return [L_("{seat} wins the trick with {play}: it scores {n} fu (R14).",
                   seat=drill.who(best.seat), play=play_words(best.mask), n=self.truth(drill))]  # fmt: skip


class ClaimValue(Question):
    """What is F if the seat to act claims now (R17)?"""

    name = "claim_f"

    def answerable(self, deal: Deal) -> bool:
        return deal.phase is Phase.PLAYING and deal.legal_moves.claim is not None

    def truth(self, drill: Any) -> int:
        deal = drill._position()
        claim = deal.legal_moves.claim
        return deal.fu[claim.seat] + claim.mask.bit_count()

    def hint(self, drill: Any) -> Text:
        return L_("F counts your fu and the Old cards you lay down (R17).")

    def reasons(self, drill: Any) -> list[Text]:
        deal = drill._position()
        claim = deal.legal_moves.claim
        fu, k = deal.fu[claim.seat], claim.mask.bit_count()
        return [L_("F = {fu} fu + {old} ({cards}) = {f} (R17).", fu=fu, old=old_count_words(k),
                   cards=codes(claim.mask), f=fu + k)]  # fmt: skip


class WinAmount(Question):
    """What is the win of a finished deal worth, A (R19)?"""

    name = "amount"

    def answerable(self, deal: Deal) -> bool:
        return deal.result is not None and deal.result.winner is not None

    def truth(self, drill: Any) -> int:
        return drill._position().result.fu - 5

    def hint(self, drill: Any) -> Text:
        return L_("A win with F fu is worth F - 5 (R19).")

    def reasons(self, drill: Any) -> list[Text]:
        f = drill._position().result.fu
        return [L_("The win is worth A = F - 5 = {f} - 5 = {a} (R19).", f=f, a=f - 5)]


class CardCount(Question):
    """How many cards does the drill's ``of`` seat hold now (R15)?"""

    name = "count"

    def truth(self, drill: Any) -> int:
        return drill._position().hands[drill.of].bit_count()

    def hint(self, drill: Any) -> Text:
        return L_("Count the cards that seat has played and discarded; card counts are public (R15).")

    def reasons(self, drill: Any) -> list[Text]:
        return [L_("{seat} holds {cards}; every seat's card count is public (R15).", seat=drill.who(drill.of),
                   cards=cards_words(self.truth(drill)))]  # fmt: skip


NUMBER_QUESTIONS: dict[str, Question] = {
    q.name: q for q in (Deck(), HandSize(), DiscardCount(), TrickFu(), ClaimValue(), WinAmount(), CardCount())
}
NUMBER_ASKS = tuple(NUMBER_QUESTIONS)


class NumberDrill(Drill):
    """How many? ``ask`` names the question (``NUMBER_ASKS``): ``deck``, ``hand`` (dealt to each seat),
    ``discard`` (cards to discard now), ``trick_fu`` (fu of the trick just won), ``claim_f`` (F of a claim
    now), ``amount`` (A of the win), ``count`` (cards ``of`` holds now)."""

    answer_kind = "number"

    def __init__(
        self,
        id: str,
        title: str | Text,
        rules: Sequence[str],
        task: str,
        deal: Deal | None = None,
        *,
        ask: str | Question,
        of: int | None = None,
        seat: int | None = 0,
        **kw: Any,
    ) -> None:
        question = _pick(ask, NUMBER_QUESTIONS, id)
        _check_position(id, question, deal)
        if isinstance(question, CardCount) and of not in (0, 1, 2):
            raise LukFuError(L_("drill {id}: count needs the seat it counts (of=)", id=id))
        super().__init__(id, title, rules, task, deal=deal, seat=seat if deal is not None else None, **kw)
        self.question, self.ask, self.of = question, question.name, of

    def truth(self) -> int:
        return self.question.truth(self)

    def _story(self) -> Story:
        return self.question.story

    @property
    def choices(self) -> tuple[Choice, ...]:
        """Likely numbers around the right one (where it sits among them depends on the drill's id)."""
        truth = self.truth()
        below = zlib.crc32(self.id.encode()) % 4
        low = max(0, truth - below)
        return tuple(Choice(str(n), str(n)) for n in range(low, low + 5))

    def _read(self, answer: Any) -> int:
        return read_number(answer)

    def solution(self) -> int:
        return self.truth()

    def _judge(self, n: int) -> tuple[bool, list[Text]]:
        if n == self.truth():
            return True, self.reasons()
        return False, [L_("Not {n}.", n=n), self.question.hint(self)]

    def reasons(self) -> list[Text]:
        return self.question.reasons(self)


class PaysDrill(Drill):
    """Who pays what? A finished deal with a winner: the net points of seats 0, 1, 2 (R19, R20)."""

    answer_kind = "net"

    def __init__(
        self,
        id: str,
        title: str | Text,
        rules: Sequence[str],
        task: str,
        deal: Deal,
        *,
        seat: int | None = None,
        **kw: Any,
    ) -> None:
        if deal.result is None or deal.result.winner is None:
            raise LukFuError(L_("drill {id}: a payment drill needs a deal that someone won", id=id))
        super().__init__(id, title, rules, task, deal=deal, seat=seat, **kw)

    def _story(self) -> Story:
        return Story(last_trick=True)

    def truth(self) -> tuple[int, int, int]:
        return self._position().result.net  # type: ignore[union-attr]

    @property
    def choices(self) -> tuple[Choice, ...]:
        """The right net points among a few plausible wrong ones (other callers, one fu more or less)."""
        deal = self._position()
        winner: int  # a won deal: __init__ checks
        f: int
        caller: int
        winner, f, caller = deal.result.winner, deal.result.fu, deal.caller  # type: ignore[union-attr, assignment]
        nets = [score(winner, f, c) for c in (0, 1, 2)] + [score(winner, f + 1, caller)]
        if f > 6:
            nets.append(score(winner, f - 1, caller))
        unique = sorted(set(nets))[:4]
        if self.truth() not in unique:
            unique = sorted(unique[:3] + [self.truth()])
        return tuple(Choice(self._key(n), self._label(n)) for n in unique)

    def _key(self, net: tuple[int, int, int]) -> str:
        return " ".join(f"{n:+d}" if n else "0" for n in net)

    def _label(self, net: tuple[int, int, int]) -> str:
        return ", ".join(f"{self.who(s)} {n:+d}" if n else f"{self.who(s)} 0" for s, n in enumerate(net))

    def _read(self, answer: Any) -> tuple[int, int, int]:
        if isinstance(answer, str):
            for choice in self.choices:
                if answer.strip().casefold() == str(choice.label).casefold():
                    answer = choice.key
        return read_net(answer)

    def _answer_text(self, value: Any) -> str:
        return self._key(value)

    def solution(self) -> tuple[int, int, int]:
        return self.truth()

    def _judge(self, net: tuple[int, int, int]) -> tuple[bool, list[Text]]:
        if net == self.truth():
            return True, self.reasons()
        lines: list[Text] = [L_("Not so.")]
        if sum(net) != 0:
            lines.append(L_("Net points always add up to zero: what the winner receives, the others pay (R20)."))
        lines += [
            L_("A win with F fu is worth A = F - 5 (R19)."),
            L_(
                "The winner receives 2A: if the caller wins, each noncaller pays A; if a noncaller wins, the caller "
                "alone pays 2A (R20)."
            ),
        ]
        return False, lines

    def reasons(self) -> list[Text]:
        deal = self._position()
        return [Said(explain.result_sentence, deal.result, deal.caller, self.seats)]


class OrderDrill(Drill):
    """Put the four suits in order, from low to high (R1)."""

    answer_kind = "order"

    def __init__(self, id: str, title: str, rules: Sequence[str], task: str, **kw: Any) -> None:
        super().__init__(id, title, rules, task, seat=None, **kw)

    @property
    def choices(self) -> tuple[Choice, ...]:
        """The suits to put in order (keys are their letters)."""
        return tuple(Choice(s.letter, s.title) for s in Suit)

    def _read(self, answer: Any) -> tuple[Suit, ...]:
        return read_order(answer)

    def solution(self) -> str:
        return " ".join(s.letter for s in sorted(Suit))

    def _judge(self, order: tuple[Suit, ...]) -> tuple[bool, list[Text]]:
        if list(order) == sorted(Suit):
            return True, self.reasons()
        i = next(i for i in range(3) if order[i] > order[i + 1])
        return False, [
            L_("Not so: {low} ranks below {high} (R1).", low=order[i + 1].lazy_title, high=order[i].lazy_title)
        ]

    def reasons(self) -> list[Text]:
        return [L_("From low to high: {order} (R1).", order=Said(_low_to_high))]


def _low_to_high() -> str:
    """``Coins < Strings < Myriads < Tens`` in the current language (R1)."""
    return " < ".join(s.title for s in sorted(Suit))


__all__ = ["NumberDrill", "OrderDrill", "PaysDrill", "SeatDrill"]
