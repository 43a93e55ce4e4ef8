"""Drills: the learner acts first. Short tasks for every rule, each judged by the engine.

A drill sets a position and asks the learner to *do* something: pick the play
that beats, pick the Old cards, choose lead or claim, say who pays what, choose
the discard, spot why a lead is illegal, order the suits, name a card.
``submit`` judges an answer and says why, citing the rule; every sentence is
computed from the position. An empty or malformed answer is *refused*: a
``Feedback`` with ``valid=False`` (``refused``) and the reason, never counted
right and never an exception.

>>> from lukfu_teach import drills
>>> len(drills.catalog()) >= 40
True
>>> drill = drills.get("beat-single")
>>> drill.title, drill.rules
('Beat a single', ('R10', 'R12'))
>>> print(drill.task)
Pick the play you make.
>>> drill.submit("S5").correct, drill.submit("S7").correct
(False, True)
>>> for sentence in drill.submit("S7").sentences:
...     print(sentence)
Right.
Strings 7 (S7) beats S6: it is of the same suit and higher (R10).
Your only play that beats S6 is S7, so you must play it (R12).
>>> drill.submit("").refused, drill.submit("X9").refused, drill.submit(42).refused
(True, True, True)
>>> [d.id for d in drills.for_rules("R10a")]
['mau-gung-led', 'bak-chi-led']
>>> drills.missing_rules(drills.catalog())
()
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from ..errors import ChoiceError
from ..i18n import L_
from ..pictures.rulebook import RULES
from .answers import AnswerError, Choice
from .card_drills import NameDrill, OldDrill, PlayDrill
from .catalog import _catalog
from .choice_drills import (
    ActionDrill,
    ChoiceDrill,
    LeadCheckDrill,
    ReadCodeDrill,
    RedealDrill,
    SeeDrill,
    ShapeDrill,
    WhichBeatDrill,
)
from .core import ANSWER_KINDS, Answering, Drill, Exhibit, Feedback, Look, Story, Verdict
from .count_drills import NextInTurn, NumberDrill, OrderDrill, PaysDrill, Question, SeatDrill
from .generate import KINDS as GENERATED_KINDS
from .generate import beat_question, generate, old_position, random_positions
from .progress import PROGRESS_FILE, Progress, Recap

# Every rule a drill can practise: R1-R20 and the sub-rules of R10 and R16, in the rule book's order.
ALL_RULES: tuple[str, ...] = tuple(r.number for r in RULES)
_RULE = re.compile(r"R(\d{1,2})([a-e]?)")


def catalog() -> list[Drill]:
    """Every drill of the catalogue, in teaching order (R1 to R20); ids are stable."""
    return list(_catalog())


def ids() -> tuple[str, ...]:
    """The ids of the catalogue's drills, in order."""
    return tuple(d.id for d in _catalog())


def get(drill_id: str) -> Drill:
    """The catalogue's drill with this id.

    >>> get("suit-order").title
    'Order the suits'
    """
    for drill in _catalog():
        if drill.id == drill_id:
            return drill
    from difflib import get_close_matches

    close = get_close_matches(str(drill_id), ids(), n=1)
    if close:
        raise ChoiceError(
            L_(
                'no drill with id "{id}" (did you mean "{close}"?); drills.ids() lists them',
                id=drill_id,
                close=close[0],
            )
        )
    raise ChoiceError(L_('no drill with id "{id}"; drills.ids() lists them', id=drill_id))


def for_rules(*rules: str, drills: Iterable[Drill] | None = None) -> list[Drill]:
    """The drills that practise any of ``rules`` (``"R10"`` also matches ``"R10a"`` and ``"R10b"``).

    >>> [d.id for d in for_rules("R6")]
    ['all-pass']
    """
    for rule in rules:
        if not _RULE.fullmatch(rule):
            raise ChoiceError(L_('"{rule}" is not a rule number such as "R10" or "R16d"', rule=rule))
    pool = _catalog() if drills is None else tuple(drills)
    return [d for d in pool if any(_matches(r, w) for r in d.rules for w in rules)]


def _matches(rule: str, wanted: str) -> bool:
    """``R10a`` matches ``R10a`` and ``R10``; ``R10`` does not match ``R1``."""
    return rule == wanted or (rule[:-1] == wanted and rule[-1].isalpha())


def rules_of(drills: Iterable[Drill]) -> tuple[str, ...]:
    """The rules the drills practise, in rule order (a drill citing ``R16d`` counts for ``R16d``)."""
    found = {r for d in drills for r in d.rules}
    return tuple(r for r in ALL_RULES if r in found)


def missing_rules(drills: Iterable[Drill]) -> tuple[str, ...]:
    """The rules of ``ALL_RULES`` that none of ``drills`` practises (a rule counts as practised by its sub-rules:
    R16 by R16a-e)."""
    practised = set(rules_of(drills))
    practised |= {r.parent for r in RULES if r.number in practised and r.parent}
    return tuple(r for r in ALL_RULES if r not in practised)


def assessment(count: int = 12, seed: int = 0, drills: Sequence[Drill] | None = None) -> list[Drill]:
    """A final test: ``count`` drills of the catalogue (or of ``drills``) covering as many rules as they can,
    chosen by ``seed`` (the same seed, the same test), in teaching order.

    >>> [d.id for d in assessment(3, seed=1)] == [d.id for d in assessment(3, seed=1)]
    True
    """
    import random

    pool = list(_catalog() if drills is None else drills)
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= len(pool):
        raise ChoiceError(L_("an assessment has 1 to {n} drills, not {count}", n=len(pool), count=repr(count)))
    rng = random.Random(f"lukfu-assessment/{seed}")
    order = pool[:]
    rng.shuffle(order)
    chosen: list[Drill] = []
    covered: set[str] = set()
    while len(chosen) < count:  # each round: the drill adding the most rules not yet covered
        best = max((d for d in order if d not in chosen), key=lambda d: len(set(d.rules) - covered))
        chosen.append(best)
        covered |= set(best.rules)
    return [d for d in pool if d in chosen]


__all__ = [
    "ALL_RULES",
    "PROGRESS_FILE",
    "Progress",
    "Recap",
    "ANSWER_KINDS",
    "GENERATED_KINDS",
    "ActionDrill",
    "AnswerError",
    "Answering",
    "Choice",
    "ChoiceDrill",
    "Drill",
    "Exhibit",
    "Feedback",
    "LeadCheckDrill",
    "Look",
    "NameDrill",
    "NextInTurn",
    "NumberDrill",
    "OldDrill",
    "OrderDrill",
    "PaysDrill",
    "PlayDrill",
    "Question",
    "ReadCodeDrill",
    "RedealDrill",
    "SeatDrill",
    "SeeDrill",
    "ShapeDrill",
    "Story",
    "Verdict",
    "WhichBeatDrill",
    "assessment",
    "beat_question",
    "catalog",
    "for_rules",
    "generate",
    "get",
    "ids",
    "missing_rules",
    "old_position",
    "random_positions",
    "rules_of",
]
