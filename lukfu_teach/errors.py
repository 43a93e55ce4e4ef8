"""The error family: every mistake a user can make is a ``LukFuError``.

A message is a lazy ``i18n.Message`` (a message id with its parameters), so
``str(err)`` renders it in the language current when it is shown, not when
it was raised: an error raised while reading a record prints in Swedish in a
Swedish widget or ``lukfu-teach --lang sv``. ``err.text`` is the message
itself (``err.text.render("sv")``, ``err.text.to_json()``); building it costs
no formatting, so a refused move stays cheap.

>>> from lukfu_teach import Card, LukFuError
>>> try:
...     Card.parse("X9")
... except LukFuError as err:
...     print(type(err).__name__, err)
NotationError "X9" is not a card (cards are C, S, M or T followed by 1-9)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .i18n import Text

    Words = str | Text  # a message: a plain string (English), or text that renders in any language


class LukFuError(ValueError):
    """Base of every error the package raises for bad input; its message renders when shown."""

    @property
    def text(self) -> Any:
        """The message as given: a ``Text`` (``render(lang)``, ``to_json()``) or a plain string."""
        return self.args[0] if self.args else ""

    def render(self, lang: str | None = None) -> str:
        """The message in ``lang`` (default: the current language)."""
        text = self.text
        return text.render(lang) if hasattr(text, "render") else str(text)


class NotationError(LukFuError):
    """A card code, a list of codes or a move's notation that cannot be read (R2).

    ``index`` is the position of the bad item in a list, when there is one.
    """

    index: int | None = None


class ChoiceError(LukFuError):
    """A value that is not one of its choices: a seat, an AI level, a theme, a step, a quiz answer."""


class IllegalMove(LukFuError):
    """A move the rules do not allow; ``rule`` is its number, e.g. ``"R12"``."""

    def __init__(self, message: Words, rule: str | None = None) -> None:
        super().__init__(message)
        self.rule = rule


class _Placed(LukFuError):
    """An error at a place of some input: ``place`` (``moves[7]``), ``reason`` (rendered now) and ``rule``."""

    def __init__(self, place: str, reason: Words, rule: str | None = None) -> None:
        super().__init__(self._message(place, reason))
        self.place = place
        self.reason_text = reason
        self.rule = rule

    @staticmethod
    def _message(place: str, reason: Words) -> Words:
        raise NotImplementedError

    def __reduce__(self) -> tuple:
        return type(self), (self.place, self.reason_text, self.rule)

    @property
    def reason(self) -> str:
        """The reason without the place, in the current language."""
        return str(self.reason_text)


class CodeError(_Placed):
    """A position code that is refused; ``place`` says where (``hands[1]``, ``moves[4]``)."""

    @staticmethod
    def _message(place: str, reason: Words) -> Words:
        from .i18n import L_

        return L_("position code, {place}: {reason}", place=place, reason=reason)


class RecordError(_Placed):
    """A deal record that is refused; ``place`` says where, e.g. ``moves[7]``."""

    @staticmethod
    def _message(place: str, reason: Words) -> Words:
        if not place:
            return reason
        from .i18n import Message

        return Message("{place}: {reason}", {"place": place, "reason": reason})  # punctuation only: not translated


class FormatError(RecordError):
    """Not a deal record at all: unreadable, not JSON, or another format/version."""
