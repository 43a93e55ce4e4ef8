"""The fast playout path: whole deals and rollouts in one loop over card masks.

The same rules as ``Deal`` (R4-R20, R8, R16d, R17, R18, the rule switches),
without move objects or legal-move views: hands are masks, the lead options
come from ``plays.lead_options`` (as ``Deal``'s do) and the answers from the
lookup tables of ``plays``. Each seat plays by a *policy*: ``None`` picks
uniformly among the legal moves (the ``random`` level), or an object with the
``Policy`` methods (the AI package's rules of thumb, for instance). It serves:

- ``play_deal``: one complete deal, calls and redeals included (R5, R6): the
  engine's speed benchmark, and ``simulate`` for the levels that need no view;
- ``rollout``: a ``Position`` played to the end, as the expert AI looks ahead.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import NamedTuple, Protocol

from ..errors import IllegalMoveError
from ..i18n import L_
from .cards import LOW_BITS
from .deal import NEXT, Deal, redeal_hands, shuffled_hands
from .old import ALWAYS_OLD
from .plays import ASCENDING_SINGLES, HIGHER, SINGLES_IN_FIELD, beating_masks, lead_options
from .scoring import score
from .state import Rules

DRAWN = -1  # the winner of a drawn deal
REDEALT = -2  # the "winner" when all three passed in a rollout started while calling (R6)
AFTER = ((1, 2), (2, 0), (0, 1))  # the responders to each leader
CALLING = -1  # ``Position.caller`` while the seats are still calling
_DEFAULT = Rules()
Trace = list[tuple]  # what the loop did, for tests (see ``rollout``)


class Policy(Protocol):
    """How a seat decides in the fused loop (masks in, masks out)."""

    def call(self, hand: int) -> bool:
        """Call play (``True``) or pass, holding ``hand`` as dealt (R5)."""
        ...

    def lead(self, hand: int, singles: int, plays: Sequence[int], old: int, can_claim: bool) -> int:
        """The play to lead (one of ``plays``), or 0 to claim when ``can_claim`` (R11, R17)."""
        ...

    def beat(self, beats: Sequence[int], hand: int, public: int, last: bool) -> int:
        """One of ``beats`` (weakest first); ``last``: no seat answers after it (R12)."""
        ...

    def discard(self, hand: int, public: int, size: int) -> int:
        """``size`` cards of ``hand`` to discard face down (R13)."""
        ...


Policies = tuple["Policy | None", "Policy | None", "Policy | None"]
UNIFORM: Policies = (None, None, None)


class Position(NamedTuple):
    """A deal in play, with every hand known (a real deal, or one sampled by an AI).

    ``caller`` is ``CALLING`` while the seats are still calling; ``to_act`` is
    then the seat to call (every earlier seat passed).
    """

    hands: tuple[int, int, int]
    public: int
    fu: tuple[int, int, int]
    caller: int
    master: int
    to_act: int
    best: int = 0  # the current best play of the trick; 0 at a lead
    best_seat: int = 0
    lead_size: int = 0
    responses: int = 0  # responses made to the current trick (0 or 1)
    rules: Rules = _DEFAULT

    @classmethod
    def of(cls, deal: Deal) -> Position:
        """The position of a deal not yet over (calling or playing)."""
        if deal.to_act is None:
            raise IllegalMoveError(L_("a position to play on needs a deal that is not over (R17, R18)"))
        return cls(
            tuple(deal._hands), deal._public, tuple(deal.fu),  # type: ignore[arg-type]
            CALLING if deal.caller is None else deal.caller, deal.master, deal.to_act,
            deal._best, deal.best_seat, deal.lead_size, deal.responses, deal.rules,
        )  # fmt: skip


class Outcome(NamedTuple):
    """How a fused deal or rollout ended: ``winner`` (``DRAWN``, ``REDEALT``) with F = ``fu``."""

    winner: int
    fu: int
    caller: int
    claimed: bool


def net_points(winner: int, fu: int, caller: int) -> tuple[int, int, int]:
    """Net points per seat of an outcome (``DRAWN``, ``REDEALT``: nobody scores) (R19, R20)."""
    return (0, 0, 0) if winner < 0 else score(winner, fu, caller)


def play_deal(
    rng: random.Random,
    policies: Policies = UNIFORM,
    master: int | None = None,
    rules: Rules | None = None,
    trace: Trace | None = None,
) -> Outcome:
    """Deal from ``rng`` as ``Deal.new`` does (Master, then the cards), and play the deal out.

    Calls go round from the Master; three passes deal again as ``Deal`` does,
    from the cards thrown in (``redeal_hands``), the Master staying (R5, R6).
    ``trace`` receives ``("deal", hands, 0, redeals)`` for each deal and every
    move as ``rollout`` does.
    """
    master = rng.randrange(3) if master is None else master
    hands, redeals, rand = shuffled_hands(rng.random), 0, rng.random
    while True:
        if trace is not None:
            trace.append(("deal", hands, 0, redeals))
        caller = _calls(hands, master, master, policies, rand, None, trace)
        if caller != CALLING:  # the Master leads (R7)
            position = Position(hands, 0, (0, 0, 0), caller, master, master, 0, 0, 0, 0, rules or _DEFAULT)
            return _play(position, rng, policies, 0, None, trace)
        redeals += 1
        hands = redeal_hands(hands, master, redeals)


def random_deal(
    rng: random.Random, master: int | None = None, rules: Rules | None = None
) -> tuple[int | None, int | None, tuple[int, int, int]]:
    """One complete deal of uniformly random calls and moves: (winner, F, net); ``None``s if drawn."""
    winner, fu, caller, _ = play_deal(rng, UNIFORM, master, rules)
    if winner == DRAWN:
        return None, None, (0, 0, 0)
    return winner, fu, score(winner, fu, caller)


def rollout(
    position: Position,
    rng: random.Random,
    policy: Policy | Policies | None = None,
    first: int = 0,
    call: bool | None = None,
    trace: Trace | None = None,
) -> Outcome:
    """Play ``position`` to the end; three passes end it as ``REDEALT`` (no new deal).

    ``policy`` is one for every seat or one a seat (``None``: uniform). The
    seat to act first plays the cards ``first`` (a play or discard the caller
    of ``rollout`` chose; never a claim), or, while calling, makes ``call``.
    ``trace``, if given, receives each move as ``(seat, action, mask,
    options)``: a lead or claim with ``(claim mask or None, the plays)``, a
    beat with the beating plays, a discard with ``(hand, size)``, a call with
    ``None``.
    """
    policies = policy if isinstance(policy, tuple) else (policy, policy, policy)
    return _play(position, rng, policies, first, call, trace)


def _calls(
    hands: Sequence[int], master: int, seat: int, policies: Policies, rand: Callable[[], float],
    call: bool | None, trace: Trace | None,
) -> int:  # fmt: skip
    """The calls from ``seat`` on (R5): the caller, or ``CALLING`` if every seat passed (R6)."""
    while True:
        policy = policies[seat]
        if call is not None:
            plays, call = call, None
        else:
            plays = rand() < 0.5 if policy is None else policy.call(hands[seat])
        if trace is not None:
            trace.append((seat, "play" if plays else "pass", 0, None))
        if plays:
            return seat
        seat = NEXT[seat]
        if seat == master:
            return CALLING


def _play(
    position: Position, rng: random.Random, policies: Policies, first: int, call: bool | None, trace: Trace | None
) -> Outcome:
    """The loop of ``rollout``, a trick a pass, all state in local variables."""
    hands, public, dealt_fu, caller, master, seat, best, best_seat, lead_size, responses, rules = position
    rand = rng.random
    if caller == CALLING:
        caller = _calls(hands, master, seat, policies, rand, call, trace)
        if caller == CALLING:
            return Outcome(REDEALT, 0, CALLING, False)
        seat = master  # R7
    h, fu = list(hands), list(dealt_fu)
    low_bits, always_old, higher_table, up, options = LOW_BITS, ALWAYS_OLD, HIGHER, ASCENDING_SINGLES, lead_options
    s0, s1, s2, s3 = SINGLES_IN_FIELD
    shift = above = 0
    ascending: Sequence[tuple[int, ...]] = ()
    restrict = rules.noncaller_lead_rule
    passed_master = master if rules.passed_master_limit and master != caller else -1  # R8
    responders = (seat,) if responses else (seat, NEXT[seat])  # of a trick in progress
    while True:
        if not best:  # a lead (R11)
            hand = h[seat]
            if first:
                mask, first = first, 0
            else:
                known = hand | public
                old = hand & ((known & ~(known + low_bits)) | always_old)  # R16
                claim = fu[seat] + old.bit_count() >= 6  # R17
                singles, plays = options(hand, old, restrict and seat != caller, seat == passed_master)
                policy = policies[seat]
                if policy is None:  # uniform over the claim and the plays
                    i = int(rand() * (len(plays) + claim)) - claim
                    mask = plays[i] if i >= 0 else 0
                else:
                    mask = policy.lead(hand, singles, plays, old, claim)
                if trace is not None:
                    trace.append((seat, "lead" if mask else "claim", mask or old, (old if claim else None, plays)))
                if not mask:
                    return Outcome(seat, fu[seat] + old.bit_count(), caller, True)
            h[seat] = hand ^ mask
            public |= mask
            best, best_seat, lead_size = mask, seat, mask.bit_count()
            responders = AFTER[seat]
        if lead_size == 1:  # a single is beaten only by higher cards of its suit (R10)
            suit, above = higher_table[best]
            shift, ascending = 10 * suit, up[suit]
        for seat in responders:  # each answer (R12, R13)
            hand = h[seat]
            beats = ascending[hand >> shift & above] if lead_size == 1 else beating_masks(hand, best)
            if first:
                mask, first = first, 0
            elif beats:
                policy = policies[seat]
                if policy is None:
                    mask = beats[int(rand() * len(beats))]
                else:
                    mask = policy.beat(beats, hand, public, seat == responders[-1])
                if trace is not None:
                    trace.append((seat, "beat", mask, tuple(beats)))
            else:
                policy = policies[seat]
                if policy is not None:
                    mask = policy.discard(hand, public, lead_size)
                else:  # distinct cards, uniformly
                    bits = s0[hand & 511] + s1[hand >> 10 & 511] + s2[hand >> 20 & 511] + s3[hand >> 30]
                    mask, n = bits[int(rand() * len(bits))], len(bits)
                    while mask.bit_count() < lead_size:
                        mask |= bits[int(rand() * n)]
                if trace is not None:
                    trace.append((seat, "discard", mask, (hand, lead_size)))
            h[seat] = hand ^ mask
            if beats:
                public |= mask
                best, best_seat = mask, seat
                if lead_size == 1:
                    above = (mask >> shift) - 1
        seat = best_seat  # R14
        fu[seat] += lead_size
        best = 0
        if not h[seat]:  # R18
            return Outcome(seat, fu[seat], caller, False) if fu[seat] >= 6 else Outcome(DRAWN, 0, caller, False)
