"""Deals sampled as the expert imagines them: the other seats played by the rules of thumb.

``Knowledge.sampler`` deals the unseen cards uniformly among the splits the
rules allow (R12, R16d). Real players are not uniform: a seat that called
play holds a strong hand, discards are mostly low cards, and a seat that led
a low single held no combination. ``ThumbSampler`` keeps only the sampled
deals in which each other seat, playing by the rules of thumb (``thumb``,
the ``basic`` level), would have made exactly its calls and moves so far:

- each other seat's *hidden cards* (its hand now and its face-down discards)
  are dealt from the unseen cards, respecting the facts of ``knowledge``;
- its history is replayed from the hand it was dealt: its call (R5), each
  lead and beat (the one the rules of thumb pick), and each discard, whose
  cards the rules of thumb choose (what is left is its hand now);
- a deal whose replay differs from what happened is dealt again.

When the moves seen fit the rules of thumb badly (a person plays), few deals
pass: the sampler then checks only the calls and discards, and failing that
falls back on the uniform sampler. Which model it uses is decided once per
decision, from the first deals tried, so the choice depends on the view only.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine.cards import LOW_BITS
from ..engine.moves import Action
from ..engine.old import ALWAYS_OLD
from ..engine.plays import beating_masks, can_beat, lead_options, single_bits
from ..engine.view import SeatView
from .knowledge import Knowledge, Sampler, _pick
from .thumb import calls_play, thumb_beat, thumb_discard, thumb_lead

NEXT = (1, 2, 0)
LEAD, BEAT, DISCARD = 0, 1, 2
TRIES = 25  # deals tried for one sample before the sample is taken from the next looser model
TRIAL = 60  # samples drawn to choose the model
ENOUGH = 0.05  # the share of tried deals that must pass for a model to be kept
MODELS = ("rules of thumb", "calls and discards", "uniform")


@dataclass(frozen=True)
class SeatHistory:
    """What one other seat did, as the replay needs it.

    ``events`` are ``(kind, cards, best play then, face-up cards then, fu
    then or "last to answer")`` in order; ``played`` its face-up cards so far;
    ``hidden`` how many cards it holds or discarded; ``called`` its call, or
    ``None`` if it was not asked.
    """

    seat: int
    events: tuple[tuple[int, int, int, int, int], ...]
    played: int
    hidden: int
    called: bool | None
    restricted: bool  # R16d applies to its leads
    limited: bool  # R8 applies to its leads


def histories(view: SeatView) -> dict[int, SeatHistory]:
    """The histories of the two seats other than ``view.seat``."""
    others = (NEXT[view.seat], NEXT[NEXT[view.seat]])
    events: dict[int, list] = {s: [] for s in others}
    played, discarded = dict.fromkeys(others, 0), dict.fromkeys(others, 0)
    public = best = lead_size = answers = 0
    fu = [0, 0, 0]
    best_seat = -1
    for seat, action, mask in view.moves:
        if action is Action.CLAIM:
            break
        if action is Action.LEAD:
            if seat in events:
                events[seat].append((LEAD, mask, 0, public, fu[seat]))
            best, best_seat, lead_size, answers = mask, seat, mask.bit_count(), 0
        elif action is Action.BEAT:
            if seat in events:
                events[seat].append((BEAT, mask, best, public, int(answers == 1)))
            best, best_seat = mask, seat
        elif seat in events:
            events[seat].append((DISCARD, 0, best, public, lead_size))
            discarded[seat] += lead_size
        if action is not Action.DISCARD:
            public |= mask
            if seat in played:
                played[seat] |= mask
        if action is not Action.LEAD:
            answers += 1
            if answers == 2:
                fu[best_seat] += lead_size
    calls = {(view.master + i) % 3: call is Action.PLAY for i, call in enumerate(view.calls)}
    return {
        s: SeatHistory(
            s,
            tuple(events[s]),
            played[s],
            view.hand_sizes[s] + discarded[s],
            calls.get(s),
            s != view.caller and view.rules.noncaller_lead_rule,
            s == view.master and s != view.caller and view.rules.passed_master_limit,
        )  # fmt: skip
        for s in others
    }


def replay(history: SeatHistory, hidden: int, plays_too: bool) -> int:
    """The hand ``history.seat`` holds now if its hidden cards were ``hidden`` and it played by the
    rules of thumb, or -1 if those rules would not have made its calls and moves (only its call and
    discards are checked unless ``plays_too``)."""
    hand = hidden | history.played
    if history.called is not None and calls_play(hand) != history.called:
        return -1
    later = history.played  # its face-up cards still to come
    for kind, mask, best, public, extra in history.events:
        if kind == DISCARD:
            if can_beat(hand, best):  # R12
                return -1
            mask = thumb_discard(hand, public, extra)
            if mask & later:
                return -1
        else:
            if plays_too and mask != _thumb_play(history, kind, hand, best, public, extra):
                return -1
            later ^= mask
        hand ^= mask
    return hand


def _thumb_play(history: SeatHistory, kind: int, hand: int, best: int, public: int, extra: int) -> int:
    """The lead or beat the rules of thumb make here (0: they would have claimed instead)."""
    if kind == BEAT:
        return thumb_beat(beating_masks(hand, best), hand, public, bool(extra))
    known = hand | public
    old = hand & ((known & ~(known + LOW_BITS)) | ALWAYS_OLD)
    if extra + old.bit_count() >= 6:  # R17
        return 0
    singles, plays = lead_options(hand, old, history.restricted, history.limited)
    return thumb_lead(singles, plays, old)


class ThumbSampler:
    """Deals of the unseen cards in which the other seats' calls and moves fit the rules of thumb."""

    def __init__(self, view: SeatView, knowledge: Knowledge, plays_too: bool = True) -> None:
        self.me, self.hand = view.seat, view.hand
        self.uniform: Sampler = knowledge.sampler(view.hand)
        found = histories(view)
        self.a, self.b = found[NEXT[self.me]], found[NEXT[NEXT[self.me]]]
        void_a, void_b = knowledge.void(self.a.seat), knowledge.void(self.b.seat)
        both = void_a & void_b  # discarded before the fact by one of them: left to the replay
        self.only_a, self.only_b = void_b & ~both, void_a & ~both
        self.free = single_bits(knowledge.unseen & ~self.only_a & ~self.only_b)
        self.void_a, self.void_b = void_a, void_b  # checked again on the hands the replay leaves
        self.fill_a = self.a.hidden - self.only_a.bit_count()
        self.fill_b = self.b.hidden - self.only_b.bit_count()
        self.possible = self.fill_a >= 0 and self.fill_b >= 0 and self.fill_a + self.fill_b == len(self.free)
        self.model = (0 if plays_too else 1) if self.possible else 2
        self.tried = self.passed = 0

    def choose_model(self, rng: random.Random) -> str:
        """Draw ``TRIAL`` samples with each model in turn, keep the first that enough deals pass."""
        while self.model < 2:
            self.tried = self.passed = 0
            for _ in range(TRIAL):
                self.sample(rng)
            if self.passed >= ENOUGH * self.tried:
                break
            self.model += 1
        return MODELS[self.model]

    def sample(self, rng: random.Random) -> tuple[int, int, int]:
        """Three hands: the seat's own and a guess at the other two that fits the model."""
        if self.model == 2:
            return self.uniform.sample(rng)
        rand, a, b, plays_too = rng.random, self.a, self.b, self.model == 0
        for _ in range(TRIES):
            self.tried += 1
            free = list(self.free)
            hidden_a = self.only_a | _pick(free, self.fill_a, rand)
            hand_a = replay(a, hidden_a, plays_too)
            if hand_a < 0 or hand_a & self.void_a:
                continue
            hand_b = replay(b, self.only_b | sum(free), plays_too)
            if hand_b < 0 or hand_b & self.void_b:
                continue
            self.passed += 1
            hands = [0, 0, 0]
            hands[self.me], hands[a.seat], hands[b.seat] = self.hand, hand_a, hand_b
            return hands[0], hands[1], hands[2]
        return self.uniform.sample(rng)
