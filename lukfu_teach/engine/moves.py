"""Moves (R5, R11-R14, R17): what a seat does, written and read back, and tricks of moves.

A move is a seat, an action and its cards (a mask). ``str(move)`` is its
notation, ``seat:action`` and then ``:cards`` when it has cards (codes joined
by commas); ``Move.parse`` reads it back, so ``Move.parse(str(m)) == m``:

>>> move = Move.parse("0:lead:S3,S4,S5")
>>> move.seat, move.action, [str(c) for c in move.cards]
(0, <Action.LEAD: 'lead'>, ['S3', 'S4', 'S5'])
>>> str(move), str(Move.of(1, "pass")), str(Move.of(2, "discard", "C4 C6 T2"))
('0:lead:S3,S4,S5', '1:pass', '2:discard:C4,C6,T2')

A discard without cards is one seen from another seat (face down, R13); a
claim without cards shows no Old cards (R17). The words a learner reads
are in ``explain.move_text``.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from functools import partial
from typing import NamedTuple

from ..errors import NotationError, clipped, shown
from ..i18n import L_
from .cards import FULL_DECK, Card, CardSet, cards_in, not_cards
from .seats import seat_number


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
_ACTIONS = ", ".join(a.value for a in Action)
_BY_NAME = {a.value: a for a in Action}


class _MoveFields(NamedTuple):
    seat: int
    action: Action
    mask: int = 0


class Move(_MoveFields):
    """One move: ``Move.of(2, "beat", "S8")`` or ``Move.parse("2:beat:S8")``. Calls carry no cards.

    Every way of making one checks it (``Move(...)``, ``Move.of``, ``Move.parse``, ``_replace``): a seat
    0-2, an action, cards of the deck, none for a call: what its notation can write and read back.
    Whether the rules allow it in a position is ``Deal.is_legal``'s question.

    >>> Move.of(2, "beat", "S8") == Move.parse("2:beat:S8") == Move(2, "beat", 1 << 11)
    True
    >>> Move.parse("1:claim:T9,M9").to_json()
    {'seat': 1, 'claim': ['M9', 'T9']}
    >>> Move.parse("0:play:S3")
    Traceback (most recent call last):
    ...
    lukfu_teach.errors.NotationError: "0:play:S3" is not a move: a call carries no cards (R5)
    >>> Move(0, "lead", -1)
    Traceback (most recent call last):
    ...
    lukfu_teach.errors.NotationError: -1 is not a set of cards (a mask of the 36 cards' bits)
    """

    __slots__ = ()

    def __new__(cls, seat: int, action: Action | str, mask: int = 0) -> Move:
        return _move(_parts(seat, action, mask))

    @classmethod
    def _make(cls, iterable: Iterable) -> Move:  # type: ignore[override]  # ``_replace``, ``_make`` check too
        return cls(*iterable)

    @classmethod
    def of(cls, seat: int, action: Action | str, cards: int | str | Iterable[str | Card] = 0) -> Move:
        """A move from a seat, an action's name and cards (a mask, codes, or ``Card`` values)."""
        action = _action(action)
        mask = cards if isinstance(cards, int) else CardSet.parse(cards)
        return cls(seat, action, mask)

    @classmethod
    def parse(cls, text: str) -> Move:
        """The move a notation names (``str(move)``): ``"0:lead:S3,S4,S5"``, ``"1:pass"``."""
        if not isinstance(text, str):
            raise NotationError(L_(
                """{text} is not a move's notation (seat:action[:cards], e.g. "0:lead:S3,S4,S5" or "1:pass")""",
                text=shown(text),
            ))  # fmt: skip
        parts, said = text.strip().split(":", 3), clipped(text)
        if len(parts) not in (2, 3):
            raise NotationError(
                L_('"{text}" is not a move (seat:action[:cards], e.g. "0:lead:S3,S4,S5" or "1:pass")', text=said)
            )
        seat, action = parts[0], parts[1]
        if seat not in ("0", "1", "2"):
            reason = L_('"{text}" is not a move: "{seat}" is not a seat (0, 1 or 2) (R3)', text=said,
                        seat=clipped(seat))  # fmt: skip
            raise NotationError(reason)
        if action not in _BY_NAME:
            raise NotationError(L_('"{text}" is not a move: "{action}" is not an action ({actions})', text=said,
                                   action=clipped(action), actions=_ACTIONS))  # fmt: skip
        mask = 0
        if len(parts) == 3:
            if action in CALLS:
                raise NotationError(L_('"{text}" is not a move: a call carries no cards (R5)', text=said))
            try:
                mask = CardSet.parse(parts[2])
            except NotationError as err:
                raise NotationError(L_('"{text}" is not a move: {reason}', text=said, reason=err.text)) from None
            if not mask:
                raise NotationError(L_('"{text}" is not a move: no cards after the second ":"', text=said))
        return cls(int(seat), _BY_NAME[action], mask)

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
        head = f"{self.seat}:{self.action.value}"
        return head + ":" + ",".join(str(c) for c in cards_in(self.mask)) if self.mask else head

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"


_move = partial(tuple.__new__, Move)  # Move((seat, action, mask)) without the checks, for moves the engine made


def _action(action: object) -> Action:
    if isinstance(action, Action):
        return action
    if isinstance(action, str) and action in _BY_NAME:
        return _BY_NAME[action]
    said = clipped(action) if isinstance(action, str) else shown(action)
    raise NotationError(L_('"{action}" is not an action ({actions})', action=said, actions=_ACTIONS))


def _parts(seat: object, action: object, mask: object) -> tuple[int, Action, int]:
    """A move's parts, checked: a seat, an action, cards of the deck that the action may carry."""
    seat, action = seat_number(seat), _action(action)  # type: ignore[arg-type]
    if not isinstance(mask, int) or isinstance(mask, bool) or mask < 0 or mask & ~FULL_DECK:
        raise NotationError(not_cards(mask))
    if mask and action in CALLS:
        text = f"{seat}:{action.value}:" + ",".join(str(c) for c in cards_in(mask))
        raise NotationError(L_('"{text}" is not a move: a call carries no cards (R5)', text=text))
    return seat, action, int(mask)


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
        if move.action is LEAD:
            groups.append([])
        if groups and move.action in (LEAD, BEAT, DISCARD):
            groups[-1].append(move)
    tricks = []
    for n, group in enumerate(groups, 1):
        best = [m for m in group if m.action is not DISCARD][-1]
        tricks.append(Trick(n, group[0].seat, tuple(group), best.seat if len(group) == 3 else None))
    return tricks


def seen_by(moves: Iterable[Move], viewer: int | None) -> tuple[Move, ...]:
    """``moves`` as ``viewer`` saw them: another seat's discard has no cards (face down, R13, R15);
    ``None`` (the open table) sees them all.

    >>> [str(m) for m in seen_by([Move.parse("1:discard:S3"), Move.parse("2:discard:S4")], 2)]
    ['1:discard', '2:discard:S4']
    """
    if viewer is None:
        return tuple(moves)
    return tuple(_move((m[0], DISCARD, 0)) if m[1] is DISCARD and m[0] != viewer else m for m in moves)


def played_in(moves: Iterable[Move]) -> dict[Card, int]:
    """Each card played face up, with the number of its trick (R15)."""
    trick, seen = 0, {}
    for move in moves:
        if move.action is LEAD:
            trick += 1
        if move.action in (LEAD, BEAT):
            for card in move.cards:
                seen[card] = trick
    return seen
