"""What a seat may do (R5, R8-R13, R16d, R17): its legal moves, and why a move is not legal.

``LegalMoves`` is the view users hold (``deal.legal_moves``): it asks its
position each time, so it is never stale. ``MoveOptions`` is what the
position answers: the legal moves of one state, for the seat to act, which
the position keeps until its next change.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from itertools import combinations
from math import comb
from typing import Protocol

from ..errors import IllegalMoveError
from ..i18n import L_, Message, and_list, nL_, or_list
from .cards import DECK, LOW_BITS, cards_in, codes
from .moves import BEAT, CALLS, CLAIM, DISCARD, LEAD, PASS, PLAY, Action, Move, _move, played_in
from .old import ALWAYS_OLD, not_old, old_mask
from .plays import (
    BEATER_SETS,
    PLAY_INFO,
    beating_masks,
    can_beat,
    lead_options,
    not_a_play_message,
    not_beating_message,
    single_bits,
)
from .scoring import FU_TO_WIN
from .state import Phase, PublicState

PLAYING = Phase.PLAYING
_CALL_MOVES = tuple((_move((seat, PLAY, 0)), _move((seat, PASS, 0))) for seat in range(3))  # R5
# Every lead and beat of every seat, and every one-card discard, made once: sampling hands these
# out (moves are values), which is much cheaper than making a ``Move`` each time.
_LEADS = tuple({m: _move((seat, LEAD, m)) for m in PLAY_INFO} for seat in range(3))
_BEATS = tuple({m: _move((seat, BEAT, m)) for m in PLAY_INFO} for seat in range(3))
_ONE_CARD_DISCARDS = tuple({c.bit: _move((seat, DISCARD, c.bit)) for c in DECK} for seat in range(3))


class RandomSource(Protocol):
    """What ``sample`` draws from: a ``random.Random``, or anything with its ``random()``."""

    def random(self) -> float: ...


# The legal moves of one state for one seat, as a plain tuple (a position makes one after every
# move it is asked about, so it must be cheap to make and to read):
# (seat, action, masks, fixed, hand, size, made): ``masks`` are the plays of kind ``action``, listed;
# ``fixed`` the calls, or a claim; a discard (R13) is any ``size`` cards of ``hand``, counted and
# sampled without being listed; ``made`` finds the ``Move`` of a listed mask.
MoveOptions = tuple[int | None, Action, Sequence[int], tuple[Move, ...], int, int, Mapping[int, Move]]


def count(opts: MoveOptions) -> int:
    """How many moves ``opts`` allows."""
    _, _, masks, fixed, hand, size, _ = opts
    return comb(hand.bit_count(), size) if size else len(masks) + len(fixed)


def claim_in(opts: MoveOptions) -> Move | None:
    """The claim among ``opts`` (R17), if there is one."""
    return opts[3][0] if opts[1] is LEAD and opts[3] else None


def moves_in(opts: MoveOptions) -> Iterator[Move]:
    """Every move ``opts`` allows (calls or a claim first)."""
    seat, action, masks, fixed, hand, size, made = opts
    yield from fixed
    if size:
        for group in combinations(single_bits(hand), size):
            yield _move((seat, action, sum(group)))
    else:
        yield from (made[mask] for mask in masks)


def allows(opts: MoveOptions, move: object) -> bool:
    """Whether ``move`` is one of ``opts``."""
    seat, action, masks, fixed, hand, size, _ = opts
    if not isinstance(move, Move) or move.seat != seat:
        return False
    if move.action is not action:
        return move in fixed
    mask = move.mask
    if size:
        return mask.bit_count() == size and not mask & ~hand
    return mask in masks or move in fixed


def sample(opts: MoveOptions, rng: RandomSource) -> Move:
    """One move of ``opts``, uniformly at random (a discard: a uniformly random set of cards)."""
    seat, action, masks, fixed, hand, size, made = opts
    if size:  # cards drawn one by one until ``size`` distinct: every subset equally likely
        rand, bits = rng.random, single_bits(hand)
        n = len(bits)
        mask = bits[int(rand() * n)]
        while mask.bit_count() < size:
            mask |= bits[int(rand() * n)]
        return made[mask] if size == 1 else _move((seat, DISCARD, mask))
    n = len(masks) + len(fixed)
    if not n:
        if seat is None:
            raise IllegalMoveError(L_("there is no legal move to sample: the deal is over"))
        raise IllegalMoveError(L_("there is no legal move to sample: seat {seat} is not to act", seat=seat))
    i = int(rng.random() * n) - len(fixed)
    return fixed[i] if i < 0 else made[masks[i]]


NO_MOVES: MoveOptions = (None, PASS, (), (), 0, 0, {})  # once the deal is over
_CALL_OPTIONS: tuple[MoveOptions, ...] = tuple(
    (seat, PASS, (), calls, 0, 0, {}) for seat, calls in enumerate(_CALL_MOVES)
)


def nothing_for(seat: int) -> MoveOptions:
    """The options of a seat that is not to act: none."""
    return (seat, PASS, (), (), 0, 0, {})


class _Position(Protocol):
    def _options(self) -> MoveOptions: ...


class LegalMoves:
    """The legal moves of the seat to act, as a live view (python-chess's ``board.legal_moves``).

    It asks its position each time, so it follows every ``apply`` and ``undo``:
    iterate it, ask ``in``, ``count()`` (or ``len``), ``bool``, ``sample(rng)``.

    >>> import random
    >>> from lukfu_teach import Deal, Move
    >>> deal = Deal.new(7)
    >>> legal = deal.legal_moves
    >>> sorted(str(m) for m in legal), legal.count()
    (['1:pass', '1:play'], 2)
    >>> deal.apply(Move.of(1, "play"))
    >>> legal.count(), Move.of(1, "play") in legal
    (13, False)
    >>> legal.sample(random.Random(1)) in legal
    True
    """

    __slots__ = ("_position",)

    def __init__(self, position: _Position) -> None:
        self._position = position

    @property
    def seat(self) -> int | None:
        """The seat these moves are for (``None`` once a deal is over)."""
        return self._position._options()[0]

    @property
    def action(self) -> Action:
        """The kind of the card moves: ``LEAD``, ``BEAT`` or ``DISCARD``; ``PASS`` while calling or with no moves."""
        return self._position._options()[1]

    @property
    def claim(self) -> Move | None:
        """The claim among these moves (R17), if one is legal."""
        return claim_in(self._position._options())

    def count(self) -> int:
        """How many moves are legal (a discard's sets of cards are counted, not listed)."""
        return count(self._position._options())

    __len__ = count

    def __bool__(self) -> bool:
        return count(self._position._options()) > 0

    def __iter__(self) -> Iterator[Move]:
        return moves_in(self._position._options())

    def __contains__(self, move: object) -> bool:
        return allows(self._position._options(), move)

    def sample(self, rng: RandomSource) -> Move:
        """One legal move, uniformly at random (a discard is a random set of cards)."""
        return sample(self._position._options(), rng)

    def __repr__(self) -> str:
        options = self._position._options()
        return f"<LegalMoves seat {options[0]}: {count(options)} moves>"


# -- the rules ------------------------------------------------------------------------


def restricted_leader(state: PublicState, seat: int) -> bool:
    """Whether R16d limits ``seat``'s single leads: a noncaller, the rule switched on."""
    return seat != state.caller and state.rules.noncaller_lead_rule


def passed_master(state: PublicState, seat: int) -> bool:
    """Whether R8 limits ``seat``'s leads: the Master, who passed, the rule switched on."""
    return seat == state.master and seat != state.caller and state.rules.passed_master_limit


def lead_masks(state: PublicState, seat: int, hand: int, old: int) -> tuple[int, ...]:
    """The plays ``seat`` may lead (R8, R9, R16d): singles, runs, then sets; ``old`` are its Old cards."""
    return lead_options(hand, old, restricted_leader(state, seat), passed_master(state, seat))[1]


def options(state: PublicState, seat: int, hand: int) -> MoveOptions:
    """The legal moves of ``seat``, to act in ``state`` with ``hand``."""
    best = state._best  # a trick in play: never while calling or after the end
    if best:
        beats = beating_masks(hand, best)
        if beats:
            return (seat, BEAT, beats, (), 0, 0, _BEATS[seat])
        return (seat, DISCARD, (), (), hand, state.lead_size, _ONE_CARD_DISCARDS[seat])
    if state.phase is not PLAYING:
        return _CALL_OPTIONS[seat] if state.phase is Phase.CALLING else nothing_for(seat)
    known = hand | state._public
    old = hand & ((known & ~(known + LOW_BITS)) | ALWAYS_OLD)  # R16: ``old_mask``, inline
    claim = (_move((seat, CLAIM, old)),) if state.fu[seat] + old.bit_count() >= FU_TO_WIN else ()  # R17
    return (seat, LEAD, lead_masks(state, seat, hand, old), claim, 0, 0, _LEADS[seat])


def check(state: PublicState, move: Move, hand: int) -> None:
    """Raise ``IllegalMoveError`` if ``move`` breaks a rule in ``state``; ``hand`` is the mover's."""
    seat, action, mask = move
    if seat != state.to_act:
        if state.phase is Phase.OVER:
            raise IllegalMoveError(L_("the deal is over: seat {seat} has nothing more to do", seat=seat))
        raise IllegalMoveError(L_("seat {seat} is not to act; seat {to_act} is (turn order R3)", seat=seat,
                                  to_act=state.to_act), "R3")  # fmt: skip
    if state.phase is Phase.CALLING:
        if action not in CALLS:
            raise IllegalMoveError(L_("seat {seat} must first call play or pass (R5)", seat=seat), "R5")
        if mask:
            raise IllegalMoveError(L_("a call is play or pass, with no cards ({cards}) (R5)", cards=codes(mask)), "R5")
        return
    if action in CALLS:
        raise IllegalMoveError(L_("calling is over: seat {caller} is the caller (R5)", caller=state.caller), "R5")
    if mask & ~hand:
        raise IllegalMoveError(L_("seat {seat} does not hold {cards}", seat=seat, cards=codes(mask & ~hand)))
    if action is CLAIM or action is LEAD:
        if state._best:
            best = codes(state._best)
            if action is CLAIM:
                reason = L_("seat {seat} is to answer {best}, not to claim (R17)", seat=seat, best=best)
                raise IllegalMoveError(reason, "R17")
            reason = L_("seat {seat} is to answer {best}, not to lead (R12)", seat=seat, best=best)
            raise IllegalMoveError(reason, "R12")
        if action is CLAIM:
            return _check_claim(state, seat, mask, hand)
        return _check_lead(state, seat, mask, hand)
    if not state._best:
        if action is BEAT:
            raise IllegalMoveError(L_("seat {seat} is to lead: there is nothing to beat (R11)", seat=seat), "R11")
        raise IllegalMoveError(L_("seat {seat} is to lead: there is nothing to discard (R11)", seat=seat), "R11")
    if action is BEAT:
        if mask not in BEATER_SETS[state._best]:
            if mask not in PLAY_INFO:
                raise IllegalMoveError(not_a_play_message(mask), "R9")  # type: ignore[arg-type]  # not a play: a message
            beaten, rule = not_beating_message(mask, state._best)
            cited = Message("{reason} ({rule})", {"reason": beaten, "rule": rule})  # punctuation only
            raise IllegalMoveError(cited, rule)
        return
    if mask.bit_count() != state.lead_size:
        raise IllegalMoveError(nL_(
            "seat {seat} must discard {n} card, as many as the lead, not {given} (R13)",
            "seat {seat} must discard {n} cards, as many as the lead, not {given} (R13)",
            state.lead_size, seat=seat, given=mask.bit_count(),
        ), "R13")  # fmt: skip
    if can_beat(hand, state._best):
        beats = or_list([codes(m) for m in beating_masks(hand, state._best)], most=4)
        raise IllegalMoveError(L_("seat {seat} discards, but it can beat {best} with {plays} (R12)", seat=seat,
                                  best=codes(state._best), plays=beats), "R12")  # fmt: skip


def _check_lead(state: PublicState, seat: int, mask: int, hand: int) -> None:
    info = PLAY_INFO.get(mask)
    if info is None:
        raise IllegalMoveError(not_a_play_message(mask), "R9")  # type: ignore[arg-type]  # not a play: a message
    if info.size >= 4 and passed_master(state, seat):
        if info.shape.value == "set":
            raise IllegalMoveError(L_("seat {seat} is the Master and passed, so it may not lead a four-card set (R8)",
                                      seat=seat), "R8")  # fmt: skip
        raise IllegalMoveError(L_("seat {seat} is the Master and passed, so it may not lead a run of four or more "
                                  "cards (R8)", seat=seat), "R8")  # fmt: skip
    if info.size == 1 and restricted_leader(state, seat):
        old = old_mask(hand, state._public)
        allowed = lead_masks(state, seat, hand, old)
        if mask not in allowed:
            if mask & old:
                raise IllegalMoveError(L_(
                    "{card} is Old, and seat {seat}, a noncaller, may lead an Old single only when every card it "
                    "holds is Old (R16d)", card=codes(mask), seat=seat,
                ), "R16d")  # fmt: skip
            suit = cards_in(allowed[0])[0].suit.lazy_title
            raise IllegalMoveError(L_(
                "seat {seat}, a noncaller, must lead its single from {suit}, its highest suit with a non-Old card "
                "(R16d)", seat=seat, suit=suit,
            ), "R16d")  # fmt: skip


def _check_claim(state: PublicState, seat: int, mask: int, hand: int) -> None:
    old = old_mask(hand, state._public)
    if mask & ~old:
        card = cards_in(mask & ~old)[0]
        unaccounted = not_old(card, hand, played_in(state.moves)).unaccounted
        raise IllegalMoveError(nL_(
            "{card} is not Old for seat {seat}: {missing} is unaccounted for (R16b)",
            "{card} is not Old for seat {seat}: {missing} are unaccounted for (R16b)",
            len(unaccounted), card=card, seat=seat, missing=and_list([str(c) for c in unaccounted]),
        ), "R16b")  # fmt: skip
    if old & ~mask:
        raise IllegalMoveError(L_("seat {seat} claims without {cards}: a claim lays down all its Old cards (R17)",
                                  seat=seat, cards=codes(old & ~mask)), "R17")  # fmt: skip
    fu, shown = state.fu[seat], mask.bit_count()
    if fu + shown < FU_TO_WIN:
        raise IllegalMoveError(nL_(
            "seat {seat} claims with {fu} fu + {n} Old card = {total}, fewer than six (R17)",
            "seat {seat} claims with {fu} fu + {n} Old cards = {total}, fewer than six (R17)",
            shown, seat=seat, fu=fu, total=fu + shown,
        ), "R17")  # fmt: skip
