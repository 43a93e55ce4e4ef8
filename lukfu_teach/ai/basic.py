"""The ``basic`` level: rules of thumb a teacher would state, each decision with its reason.

- **Call** play with five or more strong points: each Old card counts one, and
  so do a set and a run of four or more cards (R5, R16).
- **Claim** as soon as the rules allow it (R17).
- **Lead** the longest set or run; else an Old single (it cannot be beaten,
  so it scores and keeps the lead); else the lowest single allowed (R16d).
- **Beat** as cheaply as wins: the lowest beating play when last to answer;
  first to answer, an Old card if one beats, else the lowest (R12).
- **Discard** the least useful cards: the lowest, keeping Old cards and
  combinations (R13).
"""

from __future__ import annotations

from ..cards import BY_BIT, codes
from ..deal import Action, LegalMoves, Move, SeatView
from ..errors import IllegalMove
from ..old import old_mask
from ..playout import combination_cards, greedy_discard, lowest, strength
from ..plays import runs_in, sets_in
from .decision import Decision, Player
from .words import cards_phrase

CALL_POINTS = 5


def strong_points(hand: int) -> tuple[int, int, int]:
    """What the call rule counts in a dealt hand: Old cards, a set (0 or 1), a run of four or more (0 or 1)."""
    long_run = any(r.bit_count() >= 4 for r in runs_in(hand))
    return old_mask(hand, 0).bit_count(), int(bool(sets_in(hand))), int(long_run)


class BasicPlayer(Player):
    """Rules of thumb; no look-ahead."""

    level = "basic"

    def decide(self, view: SeatView) -> Decision:
        legal = view.legal_moves
        if not legal:
            raise IllegalMove(f"seat {view.seat} is not to act (turn order R3)", "R3")
        if legal.action is Action.PASS:
            return self._call(view)
        if legal.action is Action.LEAD:
            return self._lead(view, legal)
        if legal.action is Action.BEAT:
            return self._beat(view, legal)
        return self._discard(view)

    def _decision(self, move: Move, *reasons: str) -> Decision:
        return Decision(move, self.level, tuple(reasons))

    def _call(self, view: SeatView) -> Decision:
        old, sets, runs = strong_points(view.hand)
        total = old + sets + runs
        counted = [f"{old} Old card{'s' * (old != 1)} ({codes(old_mask(view.hand, 0))})" if old else "no Old card"]
        counted += ["a set"] * sets + ["a run of four or more"] * runs
        tally = f"{total} strong point{'s' * (total != 1)}: " + ", ".join(counted)
        if total >= CALL_POINTS:
            return self._decision(
                Move(view.seat, Action.PLAY), f"call play with {tally} (five or more: call) (R5, R16)."
            )
        return self._decision(Move(view.seat, Action.PASS), f"pass with {tally} (fewer than five: pass) (R5, R16).")

    def _lead(self, view: SeatView, legal: LegalMoves) -> Decision:
        seat = view.seat
        if legal.claim is not None:
            fu, shown = view.fu[seat], legal.claim.mask.bit_count()
            cards = f"{shown} Old card{'s' * (shown != 1)} ({codes(legal.claim.mask)})" if shown else "no Old cards"
            total = fu + shown
            return self._decision(
                legal.claim, f"claim now: {fu} fu + {cards} = {total} fu, worth {total} - 5 = {total - 5} (R17, R19)."
            )
        plays = [m.mask for m in legal if m.action is Action.LEAD]
        if len(plays) == 1:
            return self._decision(Move(seat, Action.LEAD, plays[0]), "forced: the only legal lead.")
        combos = [m for m in plays if m.bit_count() > 1]
        if combos:
            best = max(combos, key=strength)
            n = best.bit_count()
            return self._decision(
                Move(seat, Action.LEAD, best),
                f"lead the longest (and strongest) combination, {codes(best)}: it scores {n} fu if nobody "
                "beats it (R14).",
            )
        old = view.old_mask()
        singles = sum(plays)
        if singles & old:
            card = singles & old & -(singles & old)
            return self._decision(
                Move(seat, Action.LEAD, card),
                f"lead {cards_phrase(card)}: it is Old, so nobody can beat it; it scores 1 fu and keeps the lead "
                "(R16, R14).",
            )
        card = lowest(singles, 1)
        restricted = seat != view.caller and view.rules.noncaller_lead_rule and view.hand != old
        why = f"lead the lowest single, {cards_phrase(card)}, and keep the high cards"
        if restricted:
            suit = BY_BIT[card].suit.title
            why += f"; as a noncaller it must come from {suit}, the highest suit with a non-Old card (R16d)"
        return self._decision(Move(seat, Action.LEAD, card), why + ".")

    def _beat(self, view: SeatView, legal: LegalMoves) -> Decision:
        beats = [m.mask for m in legal]  # weakest first
        best = codes(view.best)
        if len(beats) == 1:
            return self._decision(
                Move(view.seat, Action.BEAT, beats[0]),
                f"forced: must beat {best}, and {cards_phrase(beats[0])} is the only play that does (R12).",
            )
        last = view.responses == 1
        if last:
            return self._decision(
                Move(view.seat, Action.BEAT, beats[0]),
                f"must beat {best} (R12); answering last, the lowest beater, {cards_phrase(beats[0])}, "
                "already wins the trick (R14).",
            )
        old = view.old_mask()
        safe = [b for b in beats if b & old == b]
        if safe:
            return self._decision(
                Move(view.seat, Action.BEAT, safe[0]),
                f"must beat {best} (R12); {cards_phrase(safe[0])} is Old, so the next seat cannot beat it (R16).",
            )
        return self._decision(
            Move(view.seat, Action.BEAT, beats[0]),
            f"must beat {best} (R12); beat as cheaply as possible with {cards_phrase(beats[0])}.",
        )

    def _discard(self, view: SeatView) -> Decision:
        hand, n = view.hand, view.lead_size
        mask = greedy_discard(hand, view.public, n)
        if n == hand.bit_count():
            return self._decision(
                Move(view.seat, Action.DISCARD, mask), f"cannot beat {codes(view.best)}: discard the last cards (R13)."
            )
        old = view.old_mask()
        kept = []
        if old & ~mask:
            kept.append(f"the Old cards {codes(old & ~mask)}")
        if combination_cards(hand) & ~old & ~mask:
            kept.append(f"the cards of its sets and runs, {codes(combination_cards(hand) & ~old & ~mask)}")
        why = f"cannot beat {codes(view.best)}, so discard {n} card{'s' * (n > 1)} face down (R12, R13): the lowest"
        why += ", keeping " + " and ".join(kept) + "." if kept else "."
        return self._decision(Move(view.seat, Action.DISCARD, mask), why)
