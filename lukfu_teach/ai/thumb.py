"""The rules of thumb on card masks: the ``basic`` level's play, and the policy of the expert's look-ahead.

``THUMB`` is the policy the fused ``playout`` loop asks at each decision of a
seat that plays by these rules:

- **call** play with ``CALL_POINTS`` strong points or more: each Old card of
  the dealt hand counts one, and so do a set and a run of four or more (R5, R16);
- **claim** as soon as the rules allow it (R17);
- **lead** the longest (then strongest) combination; else an Old single; else
  the lowest single allowed (R16d);
- **beat** with the lowest beating play when last to answer; first to answer,
  with the lowest beating play made of Old cards, else the lowest (R12);
- **discard** the lowest cards, keeping Old cards, then combinations (R13).

``BasicPlayer`` words the same choices for a learner; a test checks that the
two never differ.

``PLAY_ON`` is how the expert's look-ahead plays the seat's *own* later moves:
by the same rules, except at its leads. Claiming at the first chance would
make every line that keeps an Old card look worse (its claim comes sooner,
with fewer fu), so at a lead where it may claim it plays on:

- with the lead that adds the most cards that are not Old (fu an Old card
  would not count anyway) among those no play of the unseen cards can beat;
- failing that, with the lead that adds the most such cards if it adds two or
  more (the risk is worth it: a claim grows by at least two fu);
- and claims otherwise.

Leading a combination otherwise, it leads the one that wins the most cards on
average: its size times the chance that neither other seat holds a play that
beats it, as if the unseen cards were dealt evenly (``unbeaten_share``). It
decides from its own hand and the face-up plays only, as the seat will.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import comb

from ..engine.cards import FULL_DECK, LOW_BITS, SUIT_FIELD
from ..engine.legal import LegalMoves
from ..engine.moves import Action, Move
from ..engine.old import ALWAYS_OLD, old_mask
from ..engine.plays import PLAY_INFO, RANK_CARDS, Shape, beating_masks, can_beat, lead_options
from ..engine.view import SeatView

CALL_POINTS = 5  # strong points from which the rules of thumb call play
RISKED = 2  # cards that are not Old a lead that may be beaten must add for ``PLAY_ON`` to play on
_STRENGTH = {m: (i.size, i.suit, i.rank) if i.shape is Shape.RUN else (i.size, i.rank, 0) for m, i in PLAY_INFO.items()}


def strong_points(hand: int) -> tuple[int, int, int]:
    """What the call rule counts in a dealt hand: Old cards, a set (0 or 1), a run of four or more (0 or 1)."""
    a, b, c, d = hand & SUIT_FIELD, hand >> 10 & SUIT_FIELD, hand >> 20 & SUIT_FIELD, hand >> 30
    has_set = bool((a & b & (c | d)) | (c & d & (a | b)))
    long_run = bool(hand & hand >> 1 & hand >> 2 & hand >> 3)  # the zero guard bits keep the suits apart
    return old_mask(hand, 0).bit_count(), int(has_set), int(long_run)


def calls_play(hand: int) -> bool:
    """Whether the rules of thumb call play with this dealt hand (R5)."""
    return sum(strong_points(hand)) >= CALL_POINTS


def strength(play: int) -> tuple[int, int, int]:
    """Orders plays by size, then as R10 ranks them (a run by suit and top card, a set by rank)."""
    return _STRENGTH[play]


def thumb_lead(singles: int, plays: Sequence[int], old: int) -> int:
    """The lead: the longest (then strongest) combination, else an Old single, else the lowest
    single. ``singles`` are the cards it may lead singly, ``plays`` every play it may lead."""
    if len(plays) > singles.bit_count():
        return max(plays, key=_STRENGTH.__getitem__)
    if singles & old:
        return singles & old & -(singles & old)
    return lowest(singles, 1)


def thumb_beat(beats: Sequence[int], hand: int, public: int, last: bool) -> int:
    """The beat: the lowest when answering last; first to answer, the lowest beating play
    made of Old cards (nobody can beat it), else the lowest. ``beats`` come weakest first."""
    if not last:
        old = old_mask(hand, public)
        for play in beats:
            if play & old == play:
                return play
    return beats[0]


def thumb_discard(hand: int, public: int, size: int) -> int:
    """The discard: the lowest cards, keeping Old cards, then combinations."""
    known = hand | public
    spare = hand & ~((known & ~(known + LOW_BITS)) | ALWAYS_OLD)  # not Old (``old_mask``, inline)
    if size == 1:
        return lowest(spare & ~combination_cards(hand) or spare or hand, 1)
    return fill_lowest(size, spare & ~combination_cards(hand), spare, hand)


def spare_beats(hand: int, public: int, beats: Sequence[int]) -> list[int]:
    """Answering a single last (every beat wins the trick and 1 fu, R12, R14): when a beat is neither Old nor
    in a set or run, the beats that spend no Old card, which each keep it, one more toward six (R16, R17);
    else ``beats``."""
    old = old_mask(hand, public)
    spare = hand & ~old & ~combination_cards(hand)
    if not any(b & spare for b in beats):
        return list(beats)
    return [b for b in beats if not b & old]


def combination_cards(hand: int) -> int:
    """The cards of ``hand`` that are part of a set or a run (R9)."""
    runs = hand & hand >> 1 & hand >> 2  # the zero guard bits keep the suits apart
    f0, f1, f2, f3 = hand & 511, hand >> 10 & 511, hand >> 20 & 511, hand >> 30
    return runs | runs << 1 | runs << 2 | hand & ((f0 & f1 & (f2 | f3)) | (f2 & f3 & (f0 | f1))) * LOW_BITS


def fill_lowest(size: int, *pools: int) -> int:
    """``size`` cards: the lowest of the first pool, topped up with the lowest of the next ones."""
    mask = 0
    for pool in pools:
        if mask.bit_count() < size:
            mask |= lowest(pool & ~mask, size - mask.bit_count())
    return mask


def lowest(cards: int, n: int) -> int:
    """The ``n`` lowest-ranked of ``cards`` (Coins first among equal ranks)."""
    mask = 0
    while n and cards:
        ranks = (cards | cards >> 10 | cards >> 20 | cards >> 30) & SUIT_FIELD  # field bit 8 is the ace
        group = cards & RANK_CARDS[ranks.bit_length() - 1]
        low = group & -group
        mask |= low
        cards ^= low
        n -= 1
    return mask


def thumb_move(view: SeatView, legal: LegalMoves) -> Move:
    """The move the rules of thumb make in a seat's view (``legal``: its legal moves, not empty)."""
    seat, hand, public = view.seat, view.hand, view.public
    if legal.action is Action.PASS:  # calling (R5)
        return Move(seat, Action.PLAY if calls_play(hand) else Action.PASS)
    if legal.action is Action.LEAD:
        if legal.claim is not None:
            return legal.claim
        old = old_mask(hand, public)
        restricted = seat != view.caller and view.rules.noncaller_lead_rule
        limited = seat == view.master and seat != view.caller and view.rules.passed_master_limit
        singles, plays = lead_options(hand, old, restricted, limited)
        return Move(seat, Action.LEAD, thumb_lead(singles, plays, old))
    if legal.action is Action.BEAT:
        return Move(seat, Action.BEAT, thumb_beat([m.mask for m in legal], hand, public, view.responses == 1))
    return Move(seat, Action.DISCARD, thumb_discard(hand, public, view.lead_size))


class Thumb:
    """The rules of thumb as a ``playout.Policy``: what the fused loop asks at each decision."""

    __slots__ = ()

    @staticmethod
    def call(hand: int) -> bool:
        return calls_play(hand)

    @staticmethod
    def lead(hand: int, singles: int, plays: Sequence[int], old: int, can_claim: bool, public: int) -> int:
        """The lead's cards, or 0 to claim."""
        return 0 if can_claim else thumb_lead(singles, plays, old)

    beat = staticmethod(thumb_beat)
    discard = staticmethod(thumb_discard)


THUMB = Thumb()


class PlayOn(Thumb):
    """The rules of thumb, but playing on from a claim while that adds fu, and leading the combination
    least likely to be beaten (the module's docstring)."""

    __slots__ = ()

    @staticmethod
    def lead(hand: int, singles: int, plays: Sequence[int], old: int, can_claim: bool, public: int) -> int:
        if can_claim:
            return play_on(hand, plays, old, public)
        if len(plays) == singles.bit_count():  # singles only
            return thumb_lead(singles, plays, old)
        unseen = FULL_DECK & ~hand & ~public
        held, count = hand.bit_count(), unseen.bit_count()
        return max((p for p in plays if p.bit_count() > 1),
                   key=lambda p: (p.bit_count() * unbeaten_share(p, unseen, held, count), _STRENGTH[p]))  # fmt: skip


def play_on(hand: int, plays: Sequence[int], old: int, public: int) -> int:
    """The lead ``PLAY_ON`` plays on with from a claim, or 0 to claim (R17)."""
    unseen = FULL_DECK & ~hand & ~public
    best = gain = 0
    for play in plays:
        adds = (play & ~old).bit_count()
        if adds > gain and not can_beat(unseen, play):
            best, gain = play, adds
    if best:
        return best
    top = max(plays, key=lambda p: ((p & ~old).bit_count(), _STRENGTH[p]))
    return top if (top & ~old).bit_count() >= RISKED else 0


def unbeaten_share(play: int, unseen: int, held: int, count: int) -> float:
    """The chance that neither other seat, holding ``held`` of the ``count`` unseen cards each, can beat
    the combination ``play`` (each play of unseen cards that beats it counted apart)."""
    share = 1.0
    for beater in beating_masks(unseen, play):
        k = beater.bit_count()
        one = comb(count - k, held - k) / comb(count, held) if held >= k else 0.0  # one seat holds it all
        share *= max(0.0, 1 - 2 * one)
    return share


PLAY_ON = PlayOn()
