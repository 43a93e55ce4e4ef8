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

import re
from typing import TYPE_CHECKING, Any, TypeAlias

if TYPE_CHECKING:
    from .i18n import Text

    Words: TypeAlias = str | Text  # a message: a plain string (English), or text that renders in any language

QUOTE_MOST = 60  # the most characters of someone's input a message quotes

# Characters a terminal or a page may act on rather than show: C0 and C1 controls (NUL, ESC, ...), DEL, the
# invisible marks that reorder or break lines, and lone surrogates (a file name's undecodable bytes).
_CONTROL = re.compile(
    "[\x00-\x08\x0a-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]"
)


def escaped(text: str, newlines: bool = False) -> str:
    r"""``text`` with every control character written as its escape (``\u0000``); newlines kept when
    ``newlines`` (tab always).

    >>> escaped("a\x00b\x1b[2J")
    'a\\u0000b\\u001b[2J'
    """

    def escape(match: re.Match[str]) -> str:
        char = match.group()
        return char if newlines and char == "\n" else f"\\u{ord(char):04x}"

    return _CONTROL.sub(escape, text)


def clipped(text: str, most: int = QUOTE_MOST) -> str:
    """Someone's input as a message quotes it: its control characters escaped, at most ``most``
    characters (then ``...``), so that a megabyte typed in is never repeated whole.

    >>> clipped("S7" * 40, 20)
    'S7S7S7S7S7S7S7S7S...'
    """
    text = escaped(text[: most * 2])
    return text if len(text) <= most else text[: most - 3] + "..."


def shown(value: object, most: int = QUOTE_MOST, quote: str = '"') -> str | Text:
    r"""Any value someone gave, as a message quotes it: text in ``quote`` marks (``clipped``), a number of
    more than ``most`` digits by its size, anything else by its ``repr``, clipped.

    >>> shown("S7\n"), shown(7), shown(10**5000).render("en"), shown(None)
    ('"S7\\u000a"', '7', 'a number of about 5001 digits', 'None')
    """
    if isinstance(value, str):
        return f"{quote}{clipped(value, most - 2)}{quote}"
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 3.33 * most:
        from .i18n import L_

        return L_("a number of about {n} digits", n=int(value.bit_length() * 0.30103) + 1)
    try:
        text = repr(value)
    except ValueError:  # an object whose repr is refused (too many digits inside)
        text = type(value).__name__
    return clipped(text, most)


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


class IllegalMoveError(LukFuError):
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
        if not place:
            return reason
        from .i18n import Message

        return Message("{place}: {reason}", {"place": place, "reason": reason})  # punctuation only: not translated

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


class DealError(_Placed):
    """A deal built by hand that cannot be (``Deal(...)``, ``Deal.from_hands``): three hands of 12 from one
    deck (R1, R4), a Master that is a seat, a count of redeals (R6); ``place`` says which (``hands[1]``)."""


class FormatError(RecordError):
    """Not a deal record at all: unreadable, not JSON, or another format/version."""


_RENAMED = {"IllegalMove": "IllegalMoveError"}  # old names, kept as deprecated aliases


def __getattr__(name: str) -> type:
    if name in _RENAMED:
        import warnings

        warnings.warn(f"{name} is now {_RENAMED[name]}", DeprecationWarning, stacklevel=2)
        return globals()[_RENAMED[name]]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
