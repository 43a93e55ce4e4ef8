"""The ``expert`` level: sample the hidden cards, play each sample out, choose by expected net points.

For every decision with more than one sensible move, the expert deals the
cards it cannot see in ways consistent with everything it saw and with the
other seats having played by the rules of thumb (``sampling``), plays each
sampled deal to the end once per candidate move with the fast
``playout.rollout`` (everyone, itself included, then plays by the rules of
thumb), and weighs the moves by their mean net points (``search``). It keeps
to the rules of thumb unless another move is clearly ahead, since its
look-ahead assumes it does; so the odds it states are honest.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine.cards import SUIT_FIELD
from ..engine.legal import LegalMoves
from ..engine.moves import Action, Move
from ..engine.old import old_mask
from ..engine.playout import CALLING, Outcome, Position, net_points, rollout
from ..engine.seats import DEFAULT_SEATS
from ..engine.view import SeatView
from ..errors import IllegalMoveError
from ..i18n import L_, Text
from .decision import Alternative, Decision, Player
from .knowledge import Knowledge
from .odds import (
    alternative_note,
    call_outlook,
    claim_or_play_on,
    counting,
    estimate,
    kept_to_thumb,
    model_sentence,
    relevant_facts,
    threat,
)
from .sampling import ThumbSampler
from .search import Search, search
from .sentences import call_tally, discard_choice, discard_words, forced, safety
from .thumb import THUMB, combination_cards, fill_lowest, lowest, thumb_move
from .words import Capital, Sentence, Words, cards_phrase

SAMPLES = 1000  # sampled deals per decision with a choice


class ExpertPlayer(Player):
    """Samples the hidden cards (``samples`` deals a decision) and plays each out.

    ``plays_too``: the sampled deals must fit the other seats' leads and beats
    by the rules of thumb as well as their calls and discards.
    """

    level = "expert"

    def __init__(
        self,
        seed: int | None = None,
        *,
        rng: random.Random | None = None,
        seats: Sequence[str] = DEFAULT_SEATS,
        samples: int = SAMPLES,
        plays_too: bool = True,
    ) -> None:
        super().__init__(seed, rng=rng, seats=seats)
        self.samples, self.plays_too = samples, plays_too

    def decide(self, view: SeatView) -> Decision:
        legal = view.legal_moves
        if not legal:
            raise IllegalMoveError(L_("seat {seat} is not to act (turn order R3)", seat=view.seat), "R3")
        words = Words(view.seat, self.seats)
        candidates = self.candidates(view, legal)
        if len(candidates) == 1:
            return Decision(candidates[0], self.level, (forced(view, legal, candidates[0], words),))
        knowledge = Knowledge.of(view)
        rng = self.rng_for(view)
        sampler = ThumbSampler(view, knowledge, self.plays_too)
        model = sampler.choose_model(rng)
        found = search(
            view.seat, candidates, lambda: sampler.sample(rng), lambda m, h: self._play_out(view, m, h, rng),
            self.samples, claim_points(view, legal.claim), thumb_move(view, legal),
        )  # fmt: skip
        reasons = self._reasons(view, knowledge, found, words)
        reasons.append(model_sentence(view, model, len(found.samples), words))
        alternatives = tuple(
            Alternative(t.move, t.mean, t.win_rate, alternative_note(t, found), t.n, t.error) for t in found.tallies
        )
        return Decision(found.chosen.move, self.level, tuple(reasons), alternatives, len(found.samples))

    def candidates(self, view: SeatView, legal: LegalMoves) -> list[Move]:
        """The sensible moves: every call, lead, claim and beat; a few discards."""
        if legal.action is not Action.DISCARD:
            return list(legal)
        return [Move(view.seat, Action.DISCARD, m) for m in discard_candidates(view.hand, view.public, view.lead_size)]

    def _play_out(self, view: SeatView, move: Move, hands: tuple[int, int, int], rng: random.Random) -> Outcome:
        """Play ``move`` in a sampled deal, then every move after it by the rules of thumb."""
        if move.is_call:
            position = Position(hands, 0, (0, 0, 0), CALLING, view.master, view.seat, rules=view.rules)
            return rollout(position, rng, THUMB, call=move.action is Action.PLAY)
        position = Position(
            hands, view.public, view.fu, view.caller, view.master, view.seat,  # type: ignore[arg-type]
            view.best, view.best_seat, view.lead_size, view.responses, view.rules,
        )  # fmt: skip
        return rollout(position, rng, THUMB, first=move.mask)

    # -- the reasons ---------------------------------------------------------------

    def _reasons(self, view: SeatView, knowledge: Knowledge, found: Search, w: Words) -> list[Text]:
        me, chosen, n = view.seat, found.chosen, len(found.samples)
        move, fu = chosen.move, view.fu[me]
        lines: list[Text] = []
        if move.is_call:
            tally = call_tally(view.hand)[1]
            lines.append(L_("You hold {tally} (R5, R16).", tally=tally) if w.is_you(me) else
                         L_("{seat} holds {tally} (R5, R16).", seat=Capital(w.who(me)), tally=tally))  # fmt: skip
        lines.append(L_("{move}: {estimate}.", move=Capital(w.move(move, fu)), estimate=estimate(chosen, n)))
        lines += self._what_it_risks(view, knowledge, found, w)
        runner = found.runner_up
        claim = next((t for t in found.tallies if t.exact is not None), None)
        if claim is not None:
            play_on = chosen if chosen is not claim else runner
            if play_on is not None:
                lines.append(claim_or_play_on(view, claim, play_on, w, w.move(play_on.move, fu)))
        elif runner is not None:
            said: dict[str, object] = {"move": w.move(runner.move, fu), "estimate": estimate(runner)}
            if runner is found.base:
                lines.append(L_("Next best, the rules of thumb's move, {move}: {estimate}.", **said))
            else:
                lines.append(L_("Next best, {move}: {estimate}.", **said))
        base = found.base
        if base is not None and base is not chosen and base is not runner and base.exact is None:
            lines.append(L_("By the rules of thumb {seat} would {move}: {estimate}.", seat=w.who(me),
                            move=w.move(base.move, fu), estimate=estimate(base)))  # fmt: skip
        if found.thumb_kept and runner is not None and runner.mean > chosen.mean:
            lines.append(kept_to_thumb(found, runner, w, w.move(runner.move, fu)))
        for t in found.tallies:
            if t.dropped and t.mean > chosen.mean:
                said = {"move": Capital(w.move(t.move, fu)), "mean": t.mean, "n": t.n}
                if t.trailed:
                    lines.append(L_("{move} shows {mean:+.2f}, but on its first {n:,} sampled deals only: it was "
                                    "dropped there (it trailed clearly then).", **said))  # fmt: skip
                else:
                    lines.append(L_("{move} shows {mean:+.2f}, but on its first {n:,} sampled deals only: it was "
                                    "dropped there (only the best few went on).", **said))  # fmt: skip
                break
        return lines

    def _what_it_risks(self, view: SeatView, knowledge: Knowledge, found: Search, w: Words) -> list[Text]:
        """What can beat the chosen play, counting and inferences; what a discard keeps; a call's outlook."""
        move, samples = found.chosen.move, found.samples
        if move.action is Action.PASS:
            return [call_outlook(view, found.chosen, w)]
        if move.action is Action.PLAY:
            return [
                L_("In the sampled deals the seats still to call follow the rules of thumb (five strong points), and "
                   "if all three pass the cards are dealt again, which scores nothing here (R5, R6).")
            ]  # fmt: skip
        if move.action is Action.DISCARD:
            choice = discard_choice(view.hand, view.public, move.mask)
            effect = discard_words(view.hand, view.public, move.mask)
            cards = cards_phrase(move.mask)
            if choice and effect:
                return [L_("The discard {cards} takes {choice}; it {effect}.", cards=cards, choice=choice,
                           effect=effect)]  # fmt: skip
            if choice:
                return [L_("The discard {cards} takes {choice}.", cards=cards, choice=choice)]
            if effect:
                return [L_("The discard {cards} {effect}.", cards=cards, effect=effect)]
            return []
        if move.action is Action.CLAIM:
            return []
        answer = move.action is Action.BEAT
        sure = safety(move.mask, view.hand, view.public, view.own_discards, view.unseen)
        if sure is not None:
            return [Sentence(sure)]
        lines = [threat(view, move.mask, samples, w, answer)] if not answer or view.responses == 0 else []
        lines += counting(view, move.mask, knowledge, w)
        unseen = view.unseen
        lines += [w.fact(f, view.hand, view.own_discards, unseen) for f in relevant_facts(knowledge, move.mask)]
        return [line for line in lines if line is not None]


def claim_points(view: SeatView, claim: Move | None) -> float | None:
    """The sure net points of ``claim`` for the seat claiming (R17, R19, R20), if there is one."""
    if claim is None:
        return None
    return net_points(view.seat, view.fu[view.seat] + claim.mask.bit_count(), view.caller)[view.seat]  # type: ignore[arg-type]


def discard_candidates(hand: int, public: int, size: int) -> list[int]:
    """A few sensible discards of ``size`` cards: the lowest cards, sparing Old cards and combinations
    in turn, the lowest cards of each suit, the highest cards (the rules of thumb's choice comes first)."""
    old = old_mask(hand, public)
    pools = [hand & ~old & ~combination_cards(hand), hand & ~old, hand]
    pools += [hand & ~old & SUIT_FIELD << 10 * suit for suit in range(4)]
    pools += [hand & SUIT_FIELD << 10 * suit for suit in range(4)]
    found: list[int] = []
    for pool in pools:
        mask = fill_lowest(size, pool, hand & ~old, hand)
        if mask not in found:
            found.append(mask)
    highest = hand & ~lowest(hand, hand.bit_count() - size)  # keeping the lowest: a choice whenever there is one
    return found + [highest] * (highest not in found)
