"""Seats (R3): three seats, 0, 1 and 2, and the turn order 0 -> 1 -> 2 -> 0."""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from ..errors import ChoiceError, shown
from ..i18n import L_, N_


class Seat(IntEnum):
    """A seat (R3): an ``int`` with its turn-order neighbours, as endplay's ``Player``.

    The names are compass points (the teaching UI calls seat 0 "You");
    ``str`` is the number, so messages read "seat 1".

    >>> Seat(2).next, Seat.SOUTH.prev
    (<Seat.SOUTH: 0>, <Seat.WEST: 2>)
    >>> [f"{seat} {seat.name}" for seat in Seat]
    ['0 SOUTH', '1 EAST', '2 WEST']
    >>> Seat.EAST.turn_order()
    (<Seat.EAST: 1>, <Seat.WEST: 2>, <Seat.SOUTH: 0>)
    >>> Seat(3)
    Traceback (most recent call last):
    ...
    lukfu_teach.errors.ChoiceError: 3 is not a seat (0, 1 or 2) (R3)
    """

    SOUTH = 0
    EAST = 1
    WEST = 2

    @property
    def next(self) -> Seat:
        """The seat after this one in turn order."""
        return _NEXT[self]

    @property
    def prev(self) -> Seat:
        """The seat before this one in turn order."""
        return _PREV[self]

    def after(self, steps: int) -> Seat:
        """The seat ``steps`` places later in turn order: ``master.after(i)`` makes the i-th call (R5)."""
        return SEATS[(self + steps) % len(SEATS)]

    def turn_order(self) -> tuple[Seat, Seat, Seat]:
        """The three seats in turn order, starting here."""
        return _ORDERS[self]

    def __str__(self) -> str:
        return str(int(self))

    def __format__(self, spec: str) -> str:
        return format(int(self), spec)

    @classmethod
    def _missing_(cls, value: Any) -> Seat:
        raise ChoiceError(L_("{value} is not a seat (0, 1 or 2) (R3)", value=shown(value)))


def seat_number(value: int) -> int:
    """``value`` as a plain ``int`` seat, the fast form positions and moves keep (a bad one: ``ChoiceError``).

    >>> seat_number(Seat.WEST), seat_number(1)
    (2, 1)
    """
    if type(value) is int and 0 <= value <= 2:
        return value
    if isinstance(value, (bool, int)) and type(value) is not Seat:  # True is not seat 1; nor is 10**5000 a seat
        Seat._missing_(value)
    return int(Seat(value))


SEATS: tuple[Seat, Seat, Seat] = (Seat.SOUTH, Seat.EAST, Seat.WEST)
# The seats' names when a record gives none (the teaching UI's seat 0 is "You"); translated when shown
DEFAULT_SEATS: tuple[str, str, str] = (N_("You"), N_("East"), N_("West"))
_NEXT = SEATS[1:] + SEATS[:1]
_PREV = SEATS[2:] + SEATS[:2]
_ORDERS = tuple((s, _NEXT[s], _PREV[s]) for s in SEATS)
