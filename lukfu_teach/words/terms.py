"""The glossary's words in code (docs/glossary.md): seat names, calls, counted things.

Every function returns lazy ``Text``: use it as a parameter of a whole
sentence (``L_("{seat} has {cards}.", seat=seat_name(name), cards=cards(n))``)
or ``str()`` it for a label. Card and suit names are ``Card.name`` /
``Card.lazy_name`` and ``Suit.title`` / ``Suit.lazy_title``.
"""

from __future__ import annotations

from ..engine.seats import DEFAULT_SEATS
from ..i18n import L_, N_, Message, Text, nL_

CALLS = {"play": N_("play"), "pass": N_("pass")}  # the two calls (R5), as said at the table
# The AI levels' names, one for each level in every text a learner reads (the ids stay the CLI's values)
LEVEL_NAMES = {"random": N_("random"), "basic": N_("basic"), "expert": N_("expert")}


def seat_name(name: str) -> str | Text:
    """A seat's name to show: the default names translate (``East`` -> ``Öst``); a person's name stays."""
    return L_(name) if name in DEFAULT_SEATS else name


def call_word(call: str) -> Message:
    """The call ``"play"`` or ``"pass"`` as a word (``spela``, ``passa``)."""
    return L_(CALLS[call])


def level_name(level: str) -> str | Text:
    """An AI level's name to show: ``random``, ``basic``, ``expert`` (``slumpvis``, ``enkel``, ``expert``); an
    unknown one as it is."""
    return L_(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level


def cards(n: int) -> Message:
    """``1 card``, ``3 cards`` (``1 kort``, ``3 kort``)."""
    return nL_("{n} card", "{n} cards", n)


def old_cards(n: int) -> Message:
    """``1 Old card``, ``2 Old cards`` (``1 gammalt kort``, ``2 gamla kort``)."""
    return nL_("{n} Old card", "{n} Old cards", n)


def fu(n: int) -> Message:
    """``1 fu``, ``7 fu``."""
    return nL_("{n} fu", "{n} fu", n)


def tricks(n: int) -> Message:
    """``1 trick``, ``4 tricks`` (``1 stick``, ``4 stick``)."""
    return nL_("{n} trick", "{n} tricks", n)


def points(n: int) -> Message:
    """``1 point``, ``2 points`` (``1 poäng``, ``2 poäng``)."""
    return nL_("{n} point", "{n} points", n)
