"""The error family: every mistake a user can make is a ``LukFuError``."""

from __future__ import annotations


class LukFuError(ValueError):
    """Base of every error the package raises for bad input."""


class NotationError(LukFuError):
    """A card code or a list of codes that cannot be read (R2).

    ``index`` is the position of the bad item in a list, when there is one.
    """

    index: int | None = None


class IllegalMove(LukFuError):
    """A move the rules do not allow; ``rule`` is its number, e.g. ``"R12"``."""

    def __init__(self, message: str, rule: str | None = None) -> None:
        super().__init__(message)
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
