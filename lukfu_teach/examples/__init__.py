"""Annotated example deals, each built to teach one thing (package data).

Every example is an ordinary deal record (FORMAT.md) with a title, a
description and a teacher's notes on the key moves, citing rule numbers::

    from lukfu_teach import examples
    examples.names()                  # ('caller_claims', 'noncaller_wins', ...)
    record = examples.load("must_beat")
    for example in examples.catalog():  # title, summary and rules, for a gallery
        print(example.title, example.rules)
    examples.practice("easy")         # practice deals for the play table: .seed, .difficulty, .decisions
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from difflib import get_close_matches
from importlib import resources
from pathlib import Path

from ..errors import LukFuError
from ..i18n import L_, pick
from ..records.record import Record, loads
from .practice_set import DIFFICULTIES, PracticeDeal, practice

__all__ = ["DIFFICULTIES", "Example", "PracticeDeal", "catalog", "load", "names", "path", "practice", "rules_cited"]

# The gallery order: from a first claim to the subtler points of the rules.
NAMES = (
    "caller_claims",
    "noncaller_wins",
    "mau_gung_bak_chi",
    "runs_and_suits",
    "aces_and_nines",
    "must_beat",
    "card_becomes_old",
    "safe_but_unproven",
    "passed_master",
    "greed_punished",
    "expert_plays_on",
    "last_trick",
    "draw",
)
_RULE = re.compile(r"\bR(\d{1,2})([a-e]?)\b")


@dataclass(frozen=True)
class Example:
    """One entry of the gallery: the record's name, title, first paragraph and the rules it cites."""

    name: str
    title: str
    summary: str
    rules: tuple[str, ...]


def names() -> tuple[str, ...]:
    """The names of the example deals, in teaching order."""
    return NAMES


def path(name: str) -> Path:
    """The JSON file of an example, e.g. to give to ``lukfu-teach``."""
    if name not in NAMES:
        close = get_close_matches(str(name), NAMES, n=1)
        names = ", ".join(NAMES)
        if close:
            raise LukFuError(L_('no example deal named "{name}" (did you mean "{close}"?); the examples are: {names}',
                                name=name, close=close[0], names=names))  # fmt: skip
        raise LukFuError(L_('no example deal named "{name}"; the examples are: {names}', name=name, names=names))
    return Path(str(resources.files(__name__) / f"{name}.json"))


def load(name: str) -> Record:
    """The example deal ``name`` as a ``Record``."""
    return loads(path(name).read_bytes())


def rules_cited(record: Record) -> tuple[str, ...]:
    """The rule numbers a record's description and notes cite, in rule order."""
    text = " ".join(pick(t) for t in [record.description, *(e.note for e in (*record.calls, *record.moves))])
    found = {(int(number), letter) for number, letter in _RULE.findall(text)}
    return tuple(f"R{number}{letter}" for number, letter in sorted(found))


def catalog() -> list[Example]:
    """Every example, for a gallery: name, title, summary and the rules it teaches, in the current
    language (``with i18n.language("sv"):`` for Swedish; every example has both)."""
    out = []
    for name in NAMES:
        record = load(name)
        summary = pick(record.description).split("\n\n")[0]
        out.append(Example(name, pick(record.title), summary, rules_cited(record)))
    return out
