"""Test helper: how many times a sentence, or a part of one, says *not* and *every*.

    from polarity import polarity
    polarity("nobody can beat it", "en") == polarity("ingen kan slå det", "sv")  # (1, 0) both

A translation that drops an "inte" or turns "ingen" into "alla" keeps every card and number, so these words are
counted too. English "non-Old", "unaccounted for" are Swedish "inte gammalt", "inte kända"; "unproven" is
"obevisat"; "nor may" is "får inte heller".
"""

from __future__ import annotations

import re

NEGATION = {
    "en": re.compile(
        r"\b(?:not|no|nothing|nobody|none|never|neither|nor|cannot)\b"
        r"|\bnon-|\bun(?:accounted|seen|beaten|proven|known|able)\b|n't\b",
        re.I,
    ),
    "sv": re.compile(
        r"\b(?:inte|ej|ingen|inget|inga|ingenting|aldrig|varken|nej)\b"
        r"|\bo(?:bevisad|bevisat|bevisade|kända?|känt|sedda?|sett|slagen|slaget|slagna)\b",
        re.I,
    ),
}
EVERY = {
    "en": re.compile(r"\b(?:all|every|each|both|everybody|everyone)\b", re.I),
    "sv": re.compile(r"\b(?:alla|allt|varje|var och en|vart och ett|båda|bägge|samtliga)\b", re.I),
}


def polarity(text: str, lang: str) -> tuple[int, int]:
    """How many times ``text`` says *not* and *every*."""
    return len(NEGATION[lang].findall(text)), len(EVERY[lang].findall(text))
