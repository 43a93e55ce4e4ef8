"""Words the drills' sentences use, as lazy ``Text`` that renders in the language it is shown in: counted words
(``docs/glossary.md``: ``1 Old card``, ``3 cards``) and ``Said``, the words of a function of the current language
(``explain``'s card labels, seat names and sentences) put off until they are shown.

>>> from lukfu_teach.i18n import language
>>> str(old_count_words(2)), str(cards_words(1))
('2 Old cards', '1 card')
>>> with language("sv"):
...     str(old_count_words(2)), str(cards_words(1))
('2 gamla kort', '1 kort')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..i18n import Text, capital, language
from ..words import terms


def old_count_words(n: int) -> Text:
    """``1 Old card``, ``3 Old cards`` (``1 gammalt kort``, ``3 gamla kort``)."""
    return terms.old_cards(n)


def cards_words(n: int) -> Text:
    """``1 card``, ``3 cards`` (``1 kort``, ``3 kort``)."""
    return terms.cards(n)


class Said(Text):
    """``make(*args)`` in the language the text is shown in: ``Said(explain.label, card)`` renders as
    ``Strings 7 (S7)`` in English and ``Snören 7 (S7)`` in Swedish."""

    __slots__ = ("make", "args")

    def __init__(self, make: Callable[..., Any], *args: Any) -> None:
        self.make, self.args = make, args

    def render(self, lang: str | None = None) -> str:
        with language(lang):
            return str(self.make(*self.args))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Said):
            return NotImplemented
        return (self.make, self.args) == (other.make, other.args)

    def __hash__(self) -> int:
        return hash((self.make, self.args))

    def __repr__(self) -> str:
        return f"Said({getattr(self.make, '__name__', self.make)}, {', '.join(map(repr, self.args))})"


def clause(text: Text | str) -> Text:
    """A message as a clause of a longer sentence: its full stop left off (an engine's refusal of a move)."""
    return Said(_without_stop, text)


def sentence(text: Text | str) -> Text:
    """A clause as a sentence of its own: with its full stop (``S3 S4 is not a play ... (R9).``)."""
    return Said(_with_stop, text)


def _without_stop(text: Text | str) -> str:
    return str(text).rstrip(".")


def _with_stop(text: Text | str) -> str:
    return capital(str(text).rstrip(".") + ".")  # a sentence begins with a capital: "Seat 0 is the Master ..."
