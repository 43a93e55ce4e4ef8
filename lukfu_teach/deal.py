"""The deal as a state machine (R3-R20): calling, tricks, claims, scoring.

``Deal`` holds the whole truth; ``SeatView`` is exactly what one seat may see
(R15) and the only thing an AI is handed. Both answer ``legal_moves()`` for
their seat with the same rules. Hands are card masks (see ``cards``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import Enum
from functools import partial
from itertools import combinations
from math import comb
from typing import NamedTuple, Protocol

from .cards import DECK, FULL_DECK, Card, cards_in, codes, mask_of, parse_cards
from .errors import IllegalMove, NotationError
from .old import Proof, old_mask, proof_for
from .plays import (
    BEATER_SETS,
    PLAY_INFO,
    beating_masks,
    can_beat,
    lead_options,
    not_a_play_reason,
    not_beating_reason,
    single_bits,
)

SEATS = (0, 1, 2)
NEXT = (1, 2, 0)
_BITS = tuple(c.bit for c in DECK)
_SHUFFLE = tuple((i, i + 1) for i in range(35, 11, -1))  # Fisher-Yates steps, down to the first hand


class Action(str, Enum):
    """What a move does: a call (R5), a lead (R11), a response (R12, R13), a claim (R17)."""

    PLAY = "play"
    PASS = "pass"
    LEAD = "lead"
    BEAT = "beat"
    DISCARD = "discard"
    CLAIM = "claim"

    def __str__(self) -> str:
        return self.value


PLAY, PASS, LEAD, BEAT, DISCARD, CLAIM = Action
CALLS = (PLAY, PASS)
_VERB = {"play": "calls play", "pass": "passes", "lead": "leads", "beat": "beats with",
         "discard": "discards", "claim": "claims with"}  # fmt: skip
_NO_CARDS = {"claim": "no Old cards", "discard": "face down"}


class Move(NamedTuple):
    """One move: ``Move.of(2, "beat", "S8")``. Calls carry no cards."""

    seat: int
    action: Action
    mask: int = 0

    @classmethod
    def of(cls, seat: int, action: Action | str, cards: int | str | Iterable[str | Card] = 0) -> Move:
        if action not in Action.__members__.values():
            names = ", ".join(a.value for a in Action)
            raise NotationError(f'"{action}" is not an action ({names})')
        mask = cards if isinstance(cards, int) else mask_of(parse_cards(cards))
        return cls(int(seat), Action(action), mask)

    @property
    def cards(self) -> tuple[Card, ...]:
        return cards_in(self.mask)

    @property
    def is_call(self) -> bool:
        return self.action in CALLS

    def to_json(self) -> dict:
        """The record's form: ``{"seat": 2, "beat": ["S8"]}``; calls as ``{"seat": 0, "call": "pass"}``."""
        if self.is_call:
            return {"seat": self.seat, "call": self.action.value}
        return {"seat": self.seat, self.action.value: [str(c) for c in self.cards]}

    def __str__(self) -> str:
        cards = codes(self.mask) or _NO_CARDS.get(self.action.value, "")
        return f"seat {self.seat} {_VERB[self.action.value]}" + (f" {cards}" if cards else "")

    def __repr__(self) -> str:
        cards = f", {codes(self.mask)!r}" if self.mask else ""
        return f"Move.of({self.seat}, {self.action.value!r}{cards})"


@dataclass(frozen=True)
class Rules:
    """Rule switches, for teaching the readings side by side (FORMAT.md)."""

    noncaller_lead_rule: bool = True  # R16d
    passed_master_limit: bool = True  # R8


class Phase(Enum):
    CALLING = "calling"
    PLAYING = "playing"
    OVER = "over"


PLAYING = Phase.PLAYING
DEFAULT_RULES = Rules()


@dataclass(frozen=True)
class Result:
    """How a deal ended: ``winner`` and its ``fu`` (F), or a draw (both None).

    ``net`` is the net points per seat (R19, R20); ``shown`` the Old cards a
    claim laid down.
    """

    winner: int | None
    fu: int | None
    net: tuple[int, int, int]
    by_claim: bool = False
    shown: int = 0

    def to_json(self) -> dict:
        return {"winner": self.winner, "fu": self.fu, "net": list(self.net)}


def score(winner: int, fu: int, caller: int) -> tuple[int, int, int]:
    """Net points when ``winner`` wins with F = ``fu`` (R19, R20)."""
    amount = fu - 5
    if winner == caller:
        return tuple(2 * amount if s == winner else -amount for s in SEATS)  # type: ignore[return-value]
    return tuple(2 * amount if s == winner else -2 * amount if s == caller else 0 for s in SEATS)  # type: ignore[return-value]


DRAW = Result(None, None, (0, 0, 0))
_move = partial(tuple.__new__, Move)  # Move((seat, action, mask)) without the checks
_CALL_MOVES = tuple((_move((seat, PLAY, 0)), _move((seat, PASS, 0))) for seat in SEATS)  # R5


class Trick(NamedTuple):
    """A trick as played so far: its number (from 1), leader, moves, winner."""

    number: int
    leader: int
    moves: tuple[Move, ...]
    winner: int | None


def tricks_of(moves: Iterable[Move]) -> list[Trick]:
    """Group moves into tricks; the last may be unfinished."""
    groups: list[list[Move]] = []
    for move in moves:
        if move.action is Action.LEAD:
            groups.append([])
        if groups and move.action in (Action.LEAD, Action.BEAT, Action.DISCARD):
            groups[-1].append(move)
    tricks = []
    for n, group in enumerate(groups, 1):
        best = [m for m in group if m.action is not Action.DISCARD][-1]
        tricks.append(Trick(n, group[0].seat, tuple(group), best.seat if len(group) == 3 else None))
    return tricks


def played_in(moves: Iterable[Move]) -> dict[Card, int]:
    """Each card played face up, with the number of its trick (R15)."""
    trick, seen = 0, {}
    for move in moves:
        if move.action is Action.LEAD:
            trick += 1
        if move.action in (Action.LEAD, Action.BEAT):
            for card in move.cards:
                seen[card] = trick
    return seen


def and_list(items: Sequence[str]) -> str:
    """``S9, S8 and S7``."""
    return ", ".join(items[:-1]) + " and " + items[-1] if len(items) > 1 else "".join(items)


def _or_list(items: list[str], most: int = 4) -> str:
    if len(items) > most:
        return ", ".join(items[:most]) + f" or {len(items) - most} other plays"
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]


class Table:
    """What every position knows: roles, calls, public plays, counts, fu.

    Shared by ``Deal`` and ``SeatView``; the legal moves of a seat come from
    here, given that seat's hand.
    """

    rules: Rules
    master: int
    caller: int | None
    phase: Phase
    to_act: int | None
    public: int  # cards played face up
    fu: list[int] | tuple[int, ...]
    best: int  # the current best play of the trick, 0 at a lead
    best_seat: int
    lead_size: int
    responses: int  # answers made so far to the trick in play (0 at a lead)

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def at_lead(self) -> bool:
        return self.phase is Phase.PLAYING and not self.best

    def _restricted_leader(self, seat: int) -> bool:
        return seat != self.caller and self.rules.noncaller_lead_rule

    def _passed_master(self, seat: int) -> bool:
        return seat == self.master and seat != self.caller and self.rules.passed_master_limit

    def _lead_masks(self, seat: int, hand: int, old: int) -> tuple[int, ...]:
        """The plays ``seat`` may lead (R8, R9, R16d); ``old`` are its Old cards."""
        return lead_options(hand, old, self._restricted_leader(seat), self._passed_master(seat))[1]

    def _legal(self, seat: int, hand: int) -> LegalMoves:
        best = self.best  # a trick in play: never while calling or after the end
        if best:
            beats = beating_masks(hand, best)
            if beats:
                return LegalMoves(seat, BEAT, beats, ())
            return LegalMoves(seat, DISCARD, (), (), hand, self.lead_size)
        if self.phase is not PLAYING:
            return LegalMoves(seat, PASS, (), _CALL_MOVES[seat] if self.phase is Phase.CALLING else ())
        old = old_mask(hand, self.public)
        claim = (_move((seat, CLAIM, old)),) if self.fu[seat] + old.bit_count() >= 6 else ()  # R17
        return LegalMoves(seat, LEAD, self._lead_masks(seat, hand, old), claim)

    def _check(self, move: Move, hand: int) -> None:
        """Raise ``IllegalMove`` if ``move`` breaks a rule; ``hand`` is the mover's."""
        seat, action, mask = move
        if self.phase is Phase.OVER:
            raise IllegalMove("the deal is over")
        if seat != self.to_act:
            raise IllegalMove(f"seat {seat} is not to act; seat {self.to_act} is (turn order R3)", "R3")
        if self.phase is Phase.CALLING:
            if action not in CALLS:
                raise IllegalMove(f"seat {seat} must first call play or pass (R5)", "R5")
            if mask:
                raise IllegalMove(f"a call is play or pass, with no cards ({codes(mask)}) (R5)", "R5")
            return
        if action in CALLS:
            raise IllegalMove(f"calling is over: seat {self.caller} is the caller (R5)", "R5")
        if mask & ~hand:
            raise IllegalMove(f"seat {seat} does not hold {codes(mask & ~hand)}")
        if action is Action.CLAIM or action is Action.LEAD:
            if self.best:
                rule = "R17" if action is Action.CLAIM else "R12"
                raise IllegalMove(f"seat {seat} is to answer {codes(self.best)}, not to {action.value} ({rule})", rule)
            if action is Action.CLAIM:
                return self._check_claim(seat, mask, hand)
            return self._check_lead(seat, mask, hand)
        if not self.best:
            raise IllegalMove(f"seat {seat} is to lead: there is nothing to {action.value} (R11)", "R11")
        if action is Action.BEAT:
            if mask not in BEATER_SETS[self.best]:
                if mask not in PLAY_INFO:
                    raise IllegalMove(not_a_play_reason(mask), "R9")
                reason, rule = not_beating_reason(mask, self.best)
                raise IllegalMove(f"{reason} ({rule})", rule)
            return
        if mask.bit_count() != self.lead_size:
            raise IllegalMove(
                f"seat {seat} must discard {self.lead_size} card{'s' * (self.lead_size > 1)}, "
                f"as many as the lead, not {mask.bit_count()} (R13)",
                "R13",
            )
        if can_beat(hand, self.best):
            beats = _or_list([codes(m) for m in beating_masks(hand, self.best)])
            raise IllegalMove(f"seat {seat} discards, but it can beat {codes(self.best)} with {beats} (R12)", "R12")

    def _check_lead(self, seat: int, mask: int, hand: int) -> None:
        info = PLAY_INFO.get(mask)
        if info is None:
            raise IllegalMove(not_a_play_reason(mask), "R9")
        if info.size >= 4 and self._passed_master(seat):
            what = "a four-card set" if info.shape.value == "set" else "a run of four or more cards"
            raise IllegalMove(f"seat {seat} is the Master and passed, so it may not lead {what} (R8)", "R8")
        if info.size == 1 and self._restricted_leader(seat):
            old = old_mask(hand, self.public)
            allowed = self._lead_masks(seat, hand, old)
            if mask not in allowed:
                if mask & old:
                    raise IllegalMove(
                        f"{codes(mask)} is Old, and seat {seat}, a noncaller, may lead an Old single "
                        "only when every card it holds is Old (R16d)",
                        "R16d",
                    )
                suit = cards_in(allowed[0])[0].suit.title
                raise IllegalMove(
                    f"seat {seat}, a noncaller, must lead its single from {suit}, "
                    "its highest suit with a non-Old card (R16d)",
                    "R16d",
                )

    def _check_claim(self, seat: int, mask: int, hand: int) -> None:
        old = old_mask(hand, self.public)
        if mask & ~old:
            card = cards_in(mask & ~old)[0]
            why = proof_for(card, hand, played_in(self.moves))
            missing = and_list([str(c) for c in why.unaccounted])  # type: ignore[union-attr]
            verb = "are" if len(why.unaccounted) > 1 else "is"  # type: ignore[union-attr]
            raise IllegalMove(f"{card} is not Old for seat {seat}: {missing} {verb} unaccounted for (R16b)", "R16b")
        if old & ~mask:
            raise IllegalMove(
                f"seat {seat} claims without {codes(old & ~mask)}: a claim lays down all its Old cards (R17)", "R17"
            )
        fu, shown = self.fu[seat], mask.bit_count()
        if fu + shown < 6:
            raise IllegalMove(
                f"seat {seat} claims with {fu} fu + {shown} Old cards = {fu + shown}, fewer than six (R17)", "R17"
            )

    moves: list[Move] | tuple[Move, ...]

    @property
    def tricks(self) -> list[Trick]:
        return tricks_of(self.moves)

    def played_in(self) -> dict[Card, int]:
        """Each card played face up, with its trick number."""
        return played_in(self.moves)


class RandomSource(Protocol):
    """What ``LegalMoves.sample`` draws from: a ``random.Random``, or anything with its ``random()``."""

    def random(self) -> float: ...


class LegalMoves:
    """The legal moves of the seat to act, as a view: iterate, ``in``, ``len``.

    A discard (R13) is any set of ``size`` cards of the hand: they are counted
    and sampled without being listed.
    """

    __slots__ = ("seat", "action", "_masks", "_fixed", "_hand", "_size", "_drawn")

    def __init__(
        self, seat: int, action: Action, masks: Sequence[int], fixed: tuple[Move, ...], hand: int = 0, size: int = 0
    ) -> None:
        self.seat, self.action = seat, action
        self._masks, self._fixed = masks, fixed  # plays of kind ``action``; calls and claims
        self._hand, self._size = hand, size  # a discard: ``size`` cards of ``hand``
        self._drawn: Move | None = None  # the last move ``sample`` returned, which ``Deal.apply`` trusts

    def __len__(self) -> int:
        if self._size:
            return comb(self._hand.bit_count(), self._size)
        return len(self._masks) + len(self._fixed)

    count = __len__

    @property
    def claim(self) -> Move | None:
        """The claim among these moves (R17), if one is legal."""
        return self._fixed[0] if self.action is LEAD and self._fixed else None

    def __bool__(self) -> bool:
        return bool(self._size or self._masks or self._fixed)

    def __iter__(self) -> Iterator[Move]:
        seat, action = self.seat, self.action
        yield from self._fixed
        if self._size:
            for group in combinations(single_bits(self._hand), self._size):
                yield _move((seat, action, sum(group)))
        else:
            for mask in self._masks:
                yield _move((seat, action, mask))

    def __contains__(self, move: object) -> bool:
        if not isinstance(move, Move) or move.seat != self.seat:
            return False
        if move.action is not self.action:
            return move in self._fixed
        if self._size:
            return move.mask.bit_count() == self._size and not move.mask & ~self._hand
        return move.mask in self._masks or move in self._fixed

    def sample(self, rng: RandomSource) -> Move:
        """One legal move, uniformly at random (a discard is a random subset)."""
        size = self._size
        if size:  # cards drawn one by one until ``size`` distinct: every subset equally likely
            rand, bits = rng.random, single_bits(self._hand)
            n = len(bits)
            mask = bits[int(rand() * n)]
            while mask.bit_count() < size:
                mask |= bits[int(rand() * n)]
            self._drawn = move = _move((self.seat, DISCARD, mask))
            return move
        masks, fixed = self._masks, self._fixed
        n = len(masks) + len(fixed)
        if not n:
            raise IllegalMove("there is no legal move: the deal is over")
        i = int(rng.random() * n) - len(fixed)
        self._drawn = move = fixed[i] if i < 0 else _move((self.seat, self.action, masks[i]))
        return move

    def __repr__(self) -> str:
        return f"<LegalMoves seat {self.seat}: {len(self)} moves>"


class Deal(Table):
    """One deal of Luk Fu: ``Deal.new(seed)``, then ``apply`` moves until over.

    ``legal_moves()`` lists the moves of the seat to act; ``apply`` refuses an
    illegal one with ``IllegalMove`` (naming the rule) and changes nothing;
    ``undo`` takes the last move back.
    """

    is_over = False  # a plain attribute here, kept by ``_start`` and ``_end``: read before every move

    def __init__(
        self,
        hands: tuple[int, int, int],
        master: int,
        rules: Rules | None = None,
        rng: random.Random | None = None,
        redeals: int = 0,
    ) -> None:
        self.rules = rules or DEFAULT_RULES
        self.master = master
        self.rng = rng if rng is not None else random.Random(0)  # for redeals (R6)
        self.redeals = redeals
        self._redealt: list[tuple] = []  # (hands, rng state) of each deal thrown in
        self._start(hands)

    def _start(self, hands: tuple[int, int, int]) -> None:
        self.dealt = hands
        self.hands = list(hands)
        self.discards = [0, 0, 0]
        self.public = 0
        self.fu = [0, 0, 0]
        self.calls: list[Action] = []
        self.moves: list[Move] = []
        self.caller = None
        self.phase, self.is_over = Phase.CALLING, False
        self.to_act = self.master
        self.best = self.best_seat = self.lead_size = self.responses = 0
        self.result: Result | None = None
        self._legal_view: LegalMoves | None = None  # lets ``apply`` skip re-checking

    @classmethod
    def new(
        cls,
        seed: int | random.Random | None = None,
        *,
        master: int | None = None,
        rules: Rules | None = None,
    ) -> Deal:
        """Shuffle and deal 12 cards each (R4); the Master is random unless given."""
        rng = seed if isinstance(seed, random.Random) else random.Random(seed)
        master = rng.randrange(3) if master is None else master
        return cls(shuffled_hands(rng.random), master, rules, rng)

    @classmethod
    def from_hands(
        cls,
        hands: Iterable[Iterable[Card | str]],
        master: int,
        rules: Rules | None = None,
        seed: int = 0,
    ) -> Deal:
        """A deal from three given hands (checked by ``record`` before it gets here)."""
        masks = tuple(mask_of(parse_cards(h)) for h in hands)
        return cls(masks, master, rules, random.Random(seed))  # type: ignore[arg-type]

    # -- looking -----------------------------------------------------------

    def hand(self, seat: int) -> tuple[Card, ...]:
        return cards_in(self.hands[seat])

    def legal_moves(self) -> LegalMoves:
        """The legal moves of the seat to act (empty once the deal is over)."""
        seat = self.to_act
        if seat is None:
            return LegalMoves(0, PASS, (), ())
        self._legal_view = view = self._legal(seat, self.hands[seat])
        return view

    def is_legal(self, move: Move) -> bool:
        try:
            self._check(move, self.hands[move.seat])
        except IllegalMove:
            return False
        return True

    def old_mask(self, seat: int) -> int:
        return old_mask(self.hands[seat], self.public)

    def old_cards(self, seat: int) -> dict[Card, Proof]:
        """The Old cards of a seat, each with its proof (R16)."""
        seen = self.played_in()
        return {c: proof_for(c, self.hands[seat], seen) for c in cards_in(self.old_mask(seat))}  # type: ignore[misc]

    def claim_move(self) -> Move | None:
        """The claim the seat to act may make now (R17), if any."""
        return self.legal_moves().claim

    def view(self, seat: int) -> SeatView:
        """Exactly what ``seat`` may see (R15)."""
        return SeatView.of(self, seat)

    def _repr_html_(self) -> str:  # the open table, drawn in a notebook
        from . import render

        return render.table(self)._repr_html_()

    def copy(self) -> Deal:
        other = object.__new__(Deal)
        other.__dict__.update(self.__dict__)
        other.hands, other.discards, other.fu = list(self.hands), list(self.discards), list(self.fu)
        other.calls, other.moves, other._redealt = list(self.calls), list(self.moves), list(self._redealt)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        return other

    # -- changing ----------------------------------------------------------

    def apply(self, move: Move) -> None:
        """Make ``move``; an illegal one raises ``IllegalMove`` and changes nothing.

        A move of the current ``legal_moves()`` view needs no check: the one it
        just sampled is known at once, any other is looked up in it.
        """
        view = self._legal_view
        if view is None or (move is not view._drawn and move not in view):
            if not isinstance(move, Move):
                raise TypeError(f"apply() takes a Move such as Move.of(0, 'lead', 'S7'), not {move!r}")
            self._check(move, self.hands[move.seat] if move.seat in SEATS else 0)
        self._do(move)

    def undo(self) -> Move:
        """Take back the last move (a call too) and return it; the deal is replayed."""
        calls, moves = self.calls, self.moves
        if moves:
            last, moves = moves[-1], moves[:-1]
        elif calls:
            last, calls = Move(self._call_seat(len(calls) - 1), calls[-1]), calls[:-1]
        elif self._redealt:  # take back the third pass, and the redeal with it (R6)
            self.dealt, rng_state = self._redealt.pop()
            self.rng.setstate(rng_state)
            self.redeals -= 1
            last, calls = Move(self._call_seat(2), Action.PASS), [Action.PASS, Action.PASS]
        else:
            raise IllegalMove("there is no move to take back")
        self._start(self.dealt)
        for i, call in enumerate(calls):
            self._do(Move(self._call_seat(i), call))
        for move in moves:
            self._do(move)
        return last

    def _call_seat(self, i: int) -> int:
        return (self.master + i) % 3

    def _do(self, move: Move) -> None:
        self._legal_view = None
        seat, action, mask = move
        if action is PLAY or action is PASS:
            self.calls.append(action)
            if action is PLAY:  # R5, R7
                self.caller, self.phase, self.to_act = seat, Phase.PLAYING, self.master
            elif len(self.calls) == 3:  # R6
                self._redealt.append((self.dealt, self.rng.getstate()))
                self.redeals += 1
                self._start(shuffled_hands(self.rng.random))
            else:
                self.to_act = NEXT[seat]
            return
        self.moves.append(move)
        if action is CLAIM:  # R17
            fu = self.fu[seat] + mask.bit_count()
            self._end(Result(seat, fu, score(seat, fu, self.caller), True, mask))  # type: ignore[arg-type]
            return
        self.hands[seat] ^= mask
        if action is DISCARD:  # R13
            self.discards[seat] |= mask
        else:
            self.public |= mask
            self.best, self.best_seat = mask, seat
            if action is LEAD:
                self.lead_size, self.responses = mask.bit_count(), 0
                self.to_act = NEXT[seat]
                return
        if not self.responses:  # the first answer
            self.responses, self.to_act = 1, NEXT[seat]
            return
        winner = self.best_seat  # R14
        self.fu[winner] += self.lead_size
        self.best, self.responses, self.to_act = 0, 0, winner
        if not self.hands[winner]:  # R18
            fu = self.fu[winner]
            caller: int = self.caller  # type: ignore[assignment]
            self._end(Result(winner, fu, score(winner, fu, caller)) if fu >= 6 else DRAW)

    def _end(self, result: Result) -> None:
        self.result, self.phase, self.is_over, self.to_act = result, Phase.OVER, True, None


def shuffled_hands(rand: Callable[[], float]) -> tuple[int, int, int]:
    """Three random hands of 12 (R4): a Fisher-Yates shuffle dealt in three blocks.

    It stops at the first hand, whose order does not matter; ``rand`` is a ``random.Random().random``.
    """
    deck = list(_BITS)
    for i, n in _SHUFFLE:
        j = int(rand() * n)
        deck[i], deck[j] = deck[j], deck[i]
    second, third = sum(deck[12:24]), sum(deck[24:])
    return FULL_DECK ^ second ^ third, second, third


@dataclass(frozen=True, eq=False)
class SeatView(Table):
    """Exactly what one seat may see (R15): its own hand and discards, every
    face-up play, the counts, fu, Master and caller. Other seats' discards
    appear as moves without cards."""

    seat: int
    hand: int
    own_discards: int
    hand_sizes: tuple[int, int, int]
    rules: Rules
    master: int
    caller: int | None
    calls: tuple[Action, ...]
    redeals: int
    phase: Phase
    to_act: int | None
    public: int
    fu: tuple[int, int, int]
    best: int
    best_seat: int
    lead_size: int
    responses: int
    moves: tuple[Move, ...]
    result: Result | None = field(default=None)

    @classmethod
    def of(cls, deal: Deal, seat: int) -> SeatView:
        moves = tuple(
            Move(m.seat, m.action, 0) if m.action is Action.DISCARD and m.seat != seat else m for m in deal.moves
        )
        return cls(
            seat, deal.hands[seat], deal.discards[seat], tuple(h.bit_count() for h in deal.hands),  # type: ignore[arg-type]
            deal.rules, deal.master, deal.caller, tuple(deal.calls), deal.redeals, deal.phase, deal.to_act,
            deal.public, tuple(deal.fu), deal.best, deal.best_seat, deal.lead_size, deal.responses, moves, deal.result,
        )  # fmt: skip

    def legal_moves(self) -> LegalMoves:
        """This seat's legal moves when it is to act; otherwise none."""
        if self.to_act != self.seat:
            return LegalMoves(self.seat, PASS, (), ())
        return self._legal(self.seat, self.hand)

    def old_mask(self) -> int:
        return old_mask(self.hand, self.public)

    def old_cards(self) -> dict[Card, Proof]:
        seen = self.played_in()
        return {c: proof_for(c, self.hand, seen) for c in cards_in(self.old_mask())}  # type: ignore[misc]

    def _repr_html_(self) -> str:  # the table as this seat sees it, drawn in a notebook
        from . import render

        return render.table(self)._repr_html_()

    @property
    def unseen(self) -> int:
        """The cards this seat cannot place: in other hands or their discards."""
        return ((1 << 40) - 1) & sum(_BITS) & ~(self.hand | self.own_discards | self.public)
