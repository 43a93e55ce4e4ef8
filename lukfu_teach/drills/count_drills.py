"""Drills answered with a seat, a number, net points or an order: who acts, who wins, how many, who pays."""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from typing import Any

from .. import explain
from ..cards import DECK, Suit, codes
from ..deal import Deal
from ..errors import LukFuError
from ..i18n import L_, N_, _
from ..moves import Action
from ..scoring import score
from ..state import Phase
from .answers import Choice, read_net, read_number, read_order, read_seat
from .core import Drill
from .reasons import play_words
from .words import cards_words, old_count_words

SEAT_ASKS = ("to_act", "caller", "next_caller", "trick_winner", "deal_winner")


class SeatDrill(Drill):
    """Which seat? ``ask``: ``to_act`` (who acts now), ``caller``, ``next_caller`` (who calls next, or nobody),
    ``trick_winner`` (of the trick just finished), ``deal_winner`` (of a finished deal, or nobody: drawn)."""

    answer_kind = "seat"

    def __init__(
        self,
        id: str,
        title: str,
        rules: Sequence[str],
        task: str,
        deal: Deal,
        *,
        ask: str,
        seat: int | None = 0,
        **kw: Any,
    ) -> None:
        if ask not in SEAT_ASKS:
            raise LukFuError(
                L_("drill {id}: ask {ask} is not one of {asks}", id=id, ask=repr(ask), asks=", ".join(SEAT_ASKS))
            )
        super().__init__(id, title, rules, task, deal=deal, seat=seat, **kw)
        self.ask = ask
        ok = {
            "to_act": deal.to_act is not None,
            "caller": deal.caller is not None,
            "next_caller": bool(deal.calls) or deal.phase is Phase.CALLING,
            "trick_winner": deal.at_lead and bool(deal.tricks) or deal.phase is Phase.OVER and bool(deal.tricks),
            "deal_winner": deal.phase is Phase.OVER,
        }[ask]
        if not ok:
            raise LukFuError(L_("drill {id}: {ask} has no answer in this position", id=id, ask=ask))

    def _story(self) -> dict[str, bool]:
        return {
            "to_act": {"turn": False},
            "next_caller": {"turn": False},
            "trick_winner": {"turn": False, "fu": False, "last_trick": True},
            "deal_winner": {"last_trick": True},
        }.get(self.ask, {})

    def hides(self) -> frozenset[str]:
        extra = {"caller": {"caller"}, "trick_winner": {"winner"}}.get(self.ask, set())
        return super().hides() | extra

    @property
    def choices(self) -> tuple[Choice, ...]:
        seats = tuple(Choice(str(s), self.who(s)) for s in (0, 1, 2))
        if self.ask == "next_caller":
            return (*seats, Choice("none", _("Nobody: calling is over")))
        if self.ask == "deal_winner":
            return (*seats, Choice("none", _("Nobody: the deal is drawn")))
        return seats

    def truth(self) -> int | None:
        deal = self._position()
        if self.ask == "to_act":
            return deal.to_act
        if self.ask == "caller":
            return deal.caller
        if self.ask == "next_caller":
            return deal.to_act if deal.phase is Phase.CALLING else None
        if self.ask == "trick_winner":
            return deal.tricks[-1].winner
        return deal.result.winner  # type: ignore[union-attr]

    def _read(self, answer: Any) -> int | None:
        if self.ask in ("next_caller", "deal_winner") and isinstance(answer, str):
            text = answer.strip().casefold()
            if text in ("none", "nobody", _("nobody").casefold(), self.choices[-1].label.casefold()):
                return None
        if answer is None and self.ask in ("next_caller", "deal_winner"):
            return None
        return read_seat(answer, self.seats)

    def _answer_text(self, value: Any) -> str:
        return "none" if value is None else str(value)

    def solution(self) -> int | str:
        truth = self.truth()
        return "none" if truth is None else truth

    def _judge(self, seat: int | None) -> tuple[bool, list[str]]:
        if seat == self.truth():
            return True, self.explain()
        who = _("Nobody") if seat is None else self.who(seat)
        return False, [_("Not {who}.", who=who), self._hint()]

    def _case(self) -> str:
        deal = self._position()
        if self.ask != "to_act":
            return self.ask
        if deal.phase is Phase.CALLING:
            return "calling"
        if deal.best:
            return "trick"
        return "lead" if deal.tricks else "first_lead"

    def _hint(self) -> str:
        hints = {
            "calling": N_("Calls go in turn order, 0 → 1 → 2 → 0, from the Master (R3, R5)."),
            "trick": N_("Answers go in turn order, 0 → 1 → 2 → 0 (R3, R12)."),
            "lead": N_("The winner of a trick leads the next (R14)."),
            "first_lead": N_("The Master leads the first trick (R7)."),
            "caller": N_("The first seat to call play is the caller (R5)."),
            "next_caller": N_("Calling stops at the first seat that says play (R5)."),
            "trick_winner": N_("The owner of the best play wins the trick (R14)."),
            "deal_winner": N_(
                "When the cards run out, the last trick's winner wins with six fu or more; "
                "otherwise the deal is drawn (R18)."
            ),
        }
        return _(hints[self._case()])

    def explain(self) -> list[str]:
        deal, case = self._position(), self._case()
        truth = self.truth()
        if case == "calling":
            if not deal.calls:
                return [_("The Master, {seat}, calls first (R4, R5).", seat=self.who(truth))]  # type: ignore[arg-type]
            last = (deal.master + len(deal.calls) - 1) % 3
            return [
                _(
                    "Calls go in turn order from the Master: after {prev} comes {seat} (R3, R5).",
                    prev=self.who(last),
                    seat=self.who(truth),
                )
            ]  # type: ignore[arg-type]
        if case == "trick":
            last = deal.moves[-1].seat
            return [
                _(
                    "Turn order is 0 → 1 → 2 → 0: after {prev} comes {seat} (R3, R12).",
                    prev=self.who(last),
                    seat=self.who(truth),
                )
            ]  # type: ignore[arg-type]
        if case == "lead":
            return [_("{seat} won the last trick, so it leads the next (R14).", seat=self.who(truth))]  # type: ignore[arg-type]
        if case == "first_lead":
            return [_("The Master, {seat}, leads the first trick, whoever called (R7).", seat=self.who(truth))]  # type: ignore[arg-type]
        if case == "caller":
            return [_("{seat} was the first to call play, so it is the caller (R5).", seat=self.who(truth))]  # type: ignore[arg-type]
        if case == "next_caller":
            if truth is None:
                return [
                    _(
                        "{seat} called play, so calling stops: the later seats are not asked (R5).",
                        seat=self.who(deal.caller),
                    )
                ]  # type: ignore[arg-type]
            return [
                _("Nobody has called play yet, so {seat} calls next, in turn order (R3, R5).", seat=self.who(truth))
            ]
        if case == "trick_winner":
            trick = deal.tricks[-1]
            best = [m for m in trick.moves if m.action is not Action.DISCARD][-1]
            return [
                _(
                    "{seat} made the best play of the trick, {play}, so it wins the trick (R14).",
                    seat=self.who(best.seat),
                    play=play_words(best.mask),
                ),
                _(
                    "It scores {n} fu, the cards of its own winning play, and leads next (R14).",
                    n=best.mask.bit_count(),
                ),
            ]
        return [explain.result_sentence(deal.result, deal.caller, self.seats)]  # type: ignore[arg-type]


NUMBER_ASKS = ("deck", "hand", "discard", "trick_fu", "claim_f", "amount", "count")
_NUMBER_HINTS = {
    "deck": N_("Count the ranks and the suits (R1)."),
    "hand": N_("The three seats share the whole deck equally (R1, R4)."),
    "discard": N_("A seat that cannot beat discards as many cards as the lead (R13)."),
    "trick_fu": N_("The winner scores the cards of its own winning play, never the others' (R14)."),
    "claim_f": N_("F counts your fu and the Old cards you lay down (R17)."),
    "amount": N_("A win with F fu is worth F - 5 (R19)."),
    "count": N_("Count the cards that seat has played and discarded; card counts are public (R15)."),
}


class NumberDrill(Drill):
    """How many? ``ask``: ``deck``, ``hand`` (dealt to each seat), ``discard`` (cards to discard now),
    ``trick_fu`` (fu of the trick just won), ``claim_f`` (F of a claim now), ``amount`` (A of the win),
    ``count`` (cards ``of`` holds now)."""

    answer_kind = "number"

    def __init__(
        self,
        id: str,
        title: str,
        rules: Sequence[str],
        task: str,
        deal: Deal | None = None,
        *,
        ask: str,
        of: int | None = None,
        seat: int | None = 0,
        **kw: Any,
    ) -> None:
        if ask not in NUMBER_ASKS:
            raise LukFuError(
                L_("drill {id}: ask {ask} is not one of {asks}", id=id, ask=repr(ask), asks=", ".join(NUMBER_ASKS))
            )
        if deal is None and ask != "deck":
            raise LukFuError(L_("drill {id}: {ask} needs a position", id=id, ask=ask))
        super().__init__(id, title, rules, task, deal=deal, seat=seat if deal is not None else None, **kw)
        self.ask, self.of = ask, of
        self.truth()  # the position must answer the question

    def truth(self) -> int:
        ask = self.ask
        if ask == "deck":
            return len(DECK)
        deal = self._position()
        if ask == "hand":
            sizes = {h.bit_count() for h in deal.dealt}
            if len(sizes) != 1:
                raise LukFuError(L_("drill {id}: the hands as dealt differ in size", id=self.id))
            return sizes.pop()
        if ask == "discard":
            if deal.legal_moves.action is not Action.DISCARD:
                raise LukFuError(L_("drill {id}: the seat to act can beat: no discard here", id=self.id))
            return deal.lead_size
        if ask == "trick_fu":
            if not deal.tricks or deal.tricks[-1].winner is None:
                raise LukFuError(L_("drill {id}: no trick has just been won", id=self.id))
            return deal.tricks[-1].moves[0].mask.bit_count()
        if ask == "claim_f":
            claim = deal.legal_moves.claim
            if claim is None:
                raise LukFuError(L_("drill {id}: no claim is allowed here", id=self.id))
            return deal.fu[claim.seat] + claim.mask.bit_count()
        if ask == "amount":
            if deal.result is None or deal.result.winner is None:
                raise LukFuError(L_("drill {id}: the deal has no winner", id=self.id))
            return deal.result.fu - 5  # type: ignore[operator]
        if self.of is None:
            raise LukFuError(L_("drill {id}: count needs the seat it counts (of=)", id=self.id))
        return deal.hands[self.of].bit_count()

    def _story(self) -> dict[str, bool]:
        return {"fu": False, "last_trick": True} if self.ask == "trick_fu" else {}

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

    def _judge(self, n: int) -> tuple[bool, list[str]]:
        if n == self.truth():
            return True, self.explain()
        return False, [_("Not {n}.", n=n), _(_NUMBER_HINTS[self.ask])]

    def explain(self) -> list[str]:
        ask, n = self.ask, self.truth()
        if ask == "deck":
            return [_("The deck has {n} cards: ranks 1 to 9 in each of the four suits (R1).", n=n)]
        deal = self._position()
        if ask == "hand":
            return [_("Each seat is dealt {n} cards, the whole deck shared by three (R4).", n=n)]
        if ask == "discard":
            return [
                _(
                    "The lead has {cards}, so a seat that cannot beat discards {n} face down (R13).",
                    cards=cards_words(n),
                    n=n,
                )
            ]
        if ask == "trick_fu":
            trick = deal.tricks[-1]
            best = [m for m in trick.moves if m.action is not Action.DISCARD][-1]
            return [
                _(
                    "{seat} wins the trick with {play}: it scores {n} fu (R14).",
                    seat=self.who(best.seat),
                    play=play_words(best.mask),
                    n=n,
                )
            ]
        if ask == "claim_f":
            claim = deal.legal_moves.claim
            fu, k = deal.fu[claim.seat], claim.mask.bit_count()  # type: ignore[union-attr]
            return [
                _(
                    "F = {fu} fu + {old} ({cards}) = {f} (R17).",
                    fu=fu,
                    old=old_count_words(k),
                    cards=codes(claim.mask),
                    f=n,
                )
            ]  # type: ignore[union-attr]
        if ask == "amount":
            f = deal.result.fu  # type: ignore[union-attr]
            return [_("The win is worth A = F - 5 = {f} - 5 = {a} (R19).", f=f, a=n)]
        return [
            _(
                "{seat} holds {cards}; every seat's card count is public (R15).",
                seat=self.who(self.of),
                cards=cards_words(n),
            )
        ]  # type: ignore[arg-type]


class PaysDrill(Drill):
    """Who pays what? A finished deal with a winner: the net points of seats 0, 1, 2 (R19, R20)."""

    answer_kind = "net"

    def __init__(
        self, id: str, title: str, rules: Sequence[str], task: str, deal: Deal, *, seat: int | None = None, **kw: Any
    ) -> None:
        if deal.result is None or deal.result.winner is None:
            raise LukFuError(L_("drill {id}: a payment drill needs a deal that someone won", id=id))
        super().__init__(id, title, rules, task, deal=deal, seat=seat, **kw)

    def _story(self) -> dict[str, bool]:
        return {"last_trick": True}

    def truth(self) -> tuple[int, int, int]:
        return self._position().result.net  # type: ignore[union-attr]

    @property
    def choices(self) -> tuple[Choice, ...]:
        """The right net points among a few plausible wrong ones (other callers, one fu more or less)."""
        deal = self._position()
        winner, f = deal.result.winner, deal.result.fu  # type: ignore[union-attr]
        nets = [score(winner, f, c) for c in (0, 1, 2)] + [score(winner, f + 1, deal.caller)]  # type: ignore[arg-type]
        if f > 6:  # type: ignore[operator]
            nets.append(score(winner, f - 1, deal.caller))  # type: ignore[arg-type,operator]
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
                if answer.strip().casefold() == choice.label.casefold():
                    answer = choice.key
        return read_net(answer)

    def _answer_text(self, value: Any) -> str:
        return self._key(value)

    def solution(self) -> tuple[int, int, int]:
        return self.truth()

    def _judge(self, net: tuple[int, int, int]) -> tuple[bool, list[str]]:
        if net == self.truth():
            return True, self.explain()
        lines = [_("Not so.")]
        if sum(net) != 0:
            lines.append(_("Net points always add up to zero: what the winner receives, the others pay (R20)."))
        lines += [
            _("A win with F fu is worth A = F - 5 (R19)."),
            _(
                "The winner receives 2A: if the caller wins, each noncaller pays A; if a noncaller wins, the caller "
                "alone pays 2A (R20)."
            ),
        ]
        return False, lines

    def explain(self) -> list[str]:
        deal = self._position()
        return [explain.result_sentence(deal.result, deal.caller, self.seats)]  # type: ignore[arg-type]


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

    def _judge(self, order: tuple[Suit, ...]) -> tuple[bool, list[str]]:
        if list(order) == sorted(Suit):
            return True, self.explain()
        i = next(i for i in range(3) if order[i] > order[i + 1])
        return False, [_("Not so: {low} ranks below {high} (R1).", low=order[i + 1].title, high=order[i].title)]

    def explain(self) -> list[str]:
        return [_("From low to high: {order} (R1).", order=" < ".join(s.title for s in sorted(Suit)))]


__all__ = ["NumberDrill", "OrderDrill", "PaysDrill", "SeatDrill"]
