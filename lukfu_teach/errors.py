"""The error family: every mistake a user can make is a ``LukFuError``.

>>> from lukfu_teach import Card, LukFuError
>>> try:
...     Card.parse("X9")
... except LukFuError as err:
...     print(type(err).__name__, err)
NotationError "X9" is not a card (cards are C, S, M or T followed by 1-9)
"""

from __future__ import annotations


class LukFuError(ValueError):
    """Base of every error the package raises for bad input."""


class NotationError(LukFuError):
    """A card code, a list of codes or a move's notation that cannot be read (R2).

    ``index`` is the position of the bad item in a list, when there is one.
    """

    index: int | None = None


class ChoiceError(LukFuError):
    """A value that is not one of its choices: a seat, an AI level, a theme, a step, a quiz answer."""


class IllegalMove(LukFuError):
    """A move the rules do not allow; ``rule`` is its number, e.g. ``"R12"``."""

    def __init__(self, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.rule = rule


class CodeError(LukFuError):
    """A position code that is refused; ``place`` says where (``hands[1]``, ``moves[4]``)."""

    def __init__(self, place: str, reason: str, rule: str | None = None) -> None:
        super().__init__(f"position code, {place}: {reason}")
        self.place = place
        self.reason = reason
        self.rule = rule


class RecordError(LukFuError):
    """A deal record that is refused; ``place`` says where, e.g. ``moves[7]``."""

    def __init__(self, place: str, reason: str, rule: str | None = None) -> None:
        super().__init__(f"{place}: {reason}" if place else reason)
        self.place = place
        self.reason = reason
        self.rule = rule


class FormatError(RecordError):
    """Not a deal record at all: unreadable, not JSON, or another format/version."""
