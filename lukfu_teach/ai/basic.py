"""The ``basic`` level: rules of thumb a teacher would state, each decision with its reason.

- **Call** play with five or more strong points: each Old card of the dealt
  hand counts one, holding a set one more, holding a run of four or more
  cards one more (lesson 06; R5 is the calling itself).
- **Claim** as soon as the rules allow it (R17).
- **Lead** the longest set or run; else an Old single (it cannot be beaten,
  so it scores and keeps the lead); else the lowest single allowed (R16d).
- **Beat** as cheaply as wins: the lowest beating play when last to answer;
  first to answer, an Old card if one beats, else the lowest (R12).
- **Discard** the least useful cards: the lowest, keeping Old cards and
  combinations (R13).
"""

from __future__ import annotations

from ..engine.cards import codes
from ..engine.legal import LegalMoves
from ..engine.moves import Action, Move
from ..engine.scoring import score
from ..engine.view import SeatView
from ..errors import IllegalMoveError
from ..i18n import L_, Text, capitalized, clauses, signed_points
from ..words.terms import cards as n_cards
from ..words.terms import old_cards
from .decision import Decision, Player
from .gist import fits
from .sentences import call_sentence, discard_choice, discard_words, forced, lead_limits, safety, sure_claim
from .thumb import CALL_POINTS, calls_play, lowest, strength, strong_points, thumb_discard
from .words import Words, cards_phrase, number_word


class BasicPlayer(Player):
    """Rules of thumb; no look-ahead."""

    level = "basic"

    def decide(self, view: SeatView) -> Decision:
        legal = view.legal_moves
        if not legal:
            raise IllegalMoveError(L_("seat {seat} is not to act (turn order R3)", seat=view.seat), "R3")
        if legal.action is Action.PASS:
            return self._call(view)
        if legal.action is Action.LEAD:
            return self._lead(view, legal)
        if legal.action is Action.BEAT:
            return self._beat(view, legal)
        return self._discard(view)

    def _decision(self, move: Move, why: Text, *shorter: Text) -> Decision:
        """The decision: ``why`` is its summary when it is short enough (``gist.fits``), else the first of
        ``shorter`` that is, and ``why`` follows."""
        if fits(why):
            return Decision(move, self.level, summary=capitalized(why))
        summary = next((s for s in shorter if fits(s)), shorter[-1] if shorter else why)
        return Decision(move, self.level, (why,), summary=capitalized(summary))

    def _call(self, view: SeatView) -> Decision:
        total = sum(strong_points(view.hand))
        five = number_word(CALL_POINTS)
        why = call_sentence(view.hand)
        if calls_play(view.hand):
            short = L_("call play (R5): {n} strong points, and the rule of thumb calls with {five} or more.", n=total,
                       five=five)  # fmt: skip
            return self._decision(Move(view.seat, Action.PLAY), why, short)
        short = L_("pass (R5): only {n} strong points, and the rule of thumb calls with {five} or more.", n=total,
                   five=five)  # fmt: skip
        return self._decision(Move(view.seat, Action.PASS), why, short)

    def _lead(self, view: SeatView, legal: LegalMoves) -> Decision:
        seat, w = view.seat, Words(view.seat, self.seats)
        if legal.claim is not None:
            fu, shown = view.fu[seat], legal.claim.mask.bit_count()
            return self._decision(legal.claim, claim_words(view, legal.claim), sure_claim(fu, shown))
        plays = [m.mask for m in legal if m.action is Action.LEAD]
        restricted = seat != view.caller and view.rules.noncaller_lead_rule
        if len(plays) == 1:
            move = Move(seat, Action.LEAD, plays[0])
            summary, why = forced(view, legal, move, w)
            return Decision(move, self.level, why, summary=summary)
        combos = [m for m in plays if m.bit_count() > 1]
        if combos:
            best = max(combos, key=strength)
            return self._decision(
                Move(seat, Action.LEAD, best),
                L_("lead the longest (and strongest) combination, {cards}: it scores {n} fu if nobody beats it (R14).",
                   cards=codes(best), n=best.bit_count()),
            )  # fmt: skip
        old = view.old_mask()
        singles = sum(plays)
        if singles & old:
            card = singles & old & -(singles & old)
            return self._decision(
                Move(seat, Action.LEAD, card),
                L_("lead {card}: it is Old, so nobody can beat it; it scores 1 fu and keeps the lead (R16, R14).",
                   card=cards_phrase(card)),
            )  # fmt: skip
        card = lowest(singles, 1)
        limits = lead_limits(seat, view.hand, view.public, restricted, False, w)
        short = L_("lead the lowest single it may lead, {card}.", card=cards_phrase(card))
        if limits:
            whole = L_("lead the lowest single it may lead, {card}; {limits}.", card=cards_phrase(card),
                       limits=clauses(limits))  # fmt: skip
            return self._decision(Move(seat, Action.LEAD, card), whole, short)
        return self._decision(Move(seat, Action.LEAD, card), short)

    def _beat(self, view: SeatView, legal: LegalMoves) -> Decision:
        beats = [m.mask for m in legal]  # weakest first
        best = codes(view.best)
        if len(beats) == 1:
            return self._decision(
                Move(view.seat, Action.BEAT, beats[0]),
                L_("forced: must beat {best}, and {cards} is the only play that does (R12).", best=best,
                   cards=cards_phrase(beats[0])),
            )  # fmt: skip
        last = view.responses == 1
        if last:
            return self._decision(
                Move(view.seat, Action.BEAT, beats[0]),
                L_("must beat {best} (R12); answering last, the lowest beater, {cards}, already wins the trick (R14).",
                   best=best, cards=cards_phrase(beats[0])),
            )  # fmt: skip
        old = view.old_mask()
        safe = [b for b in beats if b & old == b]
        if safe:
            sure = safety(safe[0], view.hand, view.public, view.own_discards, view.unseen)
            return self._decision(
                Move(view.seat, Action.BEAT, safe[0]),
                L_("must beat {best} (R12); first to answer, beat with Old cards when possible: {safety}.", best=best,
                   safety=sure),
                L_("must beat {best} (R12); first to answer, beat with Old cards when possible: {cards} (R16).",
                   best=best, cards=codes(safe[0])),
            )  # fmt: skip
        return self._decision(
            Move(view.seat, Action.BEAT, beats[0]),
            L_("must beat {best} (R12); beat as cheaply as possible with {cards}.", best=best,
               cards=cards_phrase(beats[0])),
        )  # fmt: skip

    def _discard(self, view: SeatView) -> Decision:
        hand, n = view.hand, view.lead_size
        mask = thumb_discard(hand, view.public, n)
        move = Move(view.seat, Action.DISCARD, mask)
        best = codes(view.best)
        if n == hand.bit_count():
            return self._decision(move, L_("cannot beat {best}: discard the last cards (R13).", best=best))
        choice, effect = discard_choice(hand, view.public, mask), discard_words(hand, view.public, mask)
        said = {"best": best, "cards": n_cards(n), "discard": cards_phrase(mask), "choice": choice, "effect": effect}
        shorter = [L_("cannot beat {best}: discard {discard} (R12, R13).", **said)]
        if choice:
            shorter.insert(0, L_("cannot beat {best}: discard {discard}, {choice} (R12, R13).", **said))
        if choice and effect:
            why = L_("cannot beat {best}, so discard {cards} face down (R12, R13): {discard}, {choice}; this {effect}.",
                     **said)  # fmt: skip
        elif choice:
            why = L_("cannot beat {best}, so discard {cards} face down (R12, R13): {discard}, {choice}.", **said)
        elif effect:
            why = L_("cannot beat {best}, so discard {cards} face down (R12, R13): {discard}; this {effect}.", **said)
        else:
            why = L_("cannot beat {best}, so discard {cards} face down (R12, R13): {discard}.", **said)
        return self._decision(move, why, *shorter)


def claim_words(view: SeatView, claim: Move) -> Text:
    """``claim now: 4 fu + 2 Old cards (C1 T9) = 6 fu, +2 net points (R17, R19, R20).``"""
    fu, shown = view.fu[view.seat], claim.mask.bit_count()
    net = signed_points(score(view.seat, fu + shown, view.caller)[view.seat])  # type: ignore[arg-type]
    if shown:
        return L_("claim now: {fu} fu + {old} ({cards}) = {total} fu, {net} net points (R17, R19, R20).", fu=fu,
                  old=old_cards(shown), cards=codes(claim.mask), total=fu + shown, net=net)  # fmt: skip
    return L_("claim now: {fu} fu + no Old cards = {total} fu, {net} net points (R17, R19, R20).", fu=fu,
              total=fu + shown, net=net)  # fmt: skip
