"""Counted words the drills' sentences use, as lazy ``Text`` (``docs/glossary.md``): ``1 Old card``, ``3 cards``.

>>> from lukfu_teach.i18n import language
>>> str(old_count_words(2)), str(cards_words(1))
('2 Old cards', '1 card')
>>> with language("sv"):
...     str(old_count_words(2)), str(cards_words(1))
('2 gamla kort', '1 kort')
"""

from __future__ import annotations

from .. import terms
from ..i18n import Text


def old_count_words(n: int) -> Text:
    """``1 Old card``, ``3 Old cards`` (``1 gammalt kort``, ``3 gamla kort``)."""
    return terms.old_cards(n)


def cards_words(n: int) -> Text:
    """``1 card``, ``3 cards`` (``1 kort``, ``3 kort``)."""
    return terms.cards(n)
