"""Practice deals: seeds for the play table where the learner has real choices to make.

A deal from ``Deal.new(seed)`` is a practice deal when the learner in seat 0,
against the play table's default AIs, faces at least ``MIN_DECISIONS`` decisions
with more than one legal move, one of them a call. The seeds and their figures
were measured by ``tools/practice_deals.py`` (its docstring states the procedure:
the learner's seat played by a stand-in AI) and are stored in
``practice/deals.json``; ``measure`` measures a seed again with the current AIs.

>>> from lukfu_teach import examples
>>> deals = examples.practice()
>>> len(deals) >= 20, all(d.decisions >= 4 for d in deals)
(True, True)
>>> {d.difficulty for d in deals} <= set(examples.DIFFICULTIES)
True
>>> easy = examples.practice("easy"); all(d.difficulty == "easy" for d in easy)
True
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from functools import cache
from importlib import resources
from typing import Any

from ..deal import Action, Deal
from ..errors import ChoiceError

DIFFICULTIES = ("easy", "medium", "hard")
TABLE_LEVELS = ("expert", "expert")  # the play table's default AIs, seats 1 and 2
STAND_IN = "basic"  # plays the learner's seat when measuring
MIN_DECISIONS = 4  # real choices every practice deal gives the learner
MIN_MEAN = 6  # ... and on average over the set
LEARNER = 0
FORMAT = "lukfu-practice"


@dataclass(frozen=True)
class Measure:
    """What the learner's seat met in one deal played out: decisions with a real choice (more than one
    legal move), by kind, and how the stand-in did (net points, and so the difficulty)."""

    seed: int
    decisions: int
    calls: int
    claims: int  # at its lead with a claim allowed: claim, or play on (R17)
    leads: int
    beats: int
    discards: int
    net: int  # the stand-in's net points at the end

    @property
    def difficulty(self) -> str:
        """``easy`` when the stand-in won, ``medium`` when it paid nothing, ``hard`` when it paid."""
        return "easy" if self.net > 0 else "medium" if self.net == 0 else "hard"


@dataclass(frozen=True)
class PracticeDeal(Measure):
    """A shipped practice deal: ``seed`` (for ``Deal.new`` and the play table), its ``difficulty``
    and the measured figures (``decisions`` with a real choice, of which ``calls``, ``claims``, ...)."""

    def deal(self) -> Deal:
        """The deal, as dealt: ``Deal.new(seed)``."""
        return Deal.new(self.seed)


def table_ai_seed(seed: int, seat: int) -> int:
    """The seed the play table gives the AI of ``seat`` in the deal of ``seed`` (``PlayTable._make_player``)."""
    return seed * 3 + seat


def measure(seed: int, levels: tuple[str, str] = TABLE_LEVELS, stand_in: str = STAND_IN) -> Measure:
    """Play the deal of ``seed`` as the play table would, the learner's seat played by ``stand_in``,
    and count the learner's decisions that had more than one legal move."""
    from ..ai import make_player  # the AIs are not needed to read the shipped seeds

    deal = Deal.new(seed)
    players = {LEARNER: make_player(stand_in, seed=table_ai_seed(seed, LEARNER))}
    players |= {s: make_player(level, seed=table_ai_seed(seed, s)) for s, level in zip((1, 2), levels, strict=True)}
    counts = dict.fromkeys(("calls", "claims", "leads", "beats", "discards"), 0)
    while not deal.is_over:
        seat = deal.to_act
        legal = deal.legal_moves
        if seat == LEARNER and legal.count() > 1:
            counts[_kind(deal)] += 1
        deal.apply(players[seat].decide(deal.view(seat)).move)  # type: ignore[index]
    net = deal.result.net[LEARNER]  # type: ignore[union-attr]
    return Measure(seed, sum(counts.values()), net=net, **counts)


def _kind(deal: Deal) -> str:
    legal = deal.legal_moves
    if legal.action is Action.PASS:
        return "calls"
    if legal.action is Action.LEAD:
        return "claims" if legal.claim is not None else "leads"
    return "beats" if legal.action is Action.BEAT else "discards"


def data_path() -> Any:
    """The data file of the shipped practice deals (``practice/deals.json`` in this package)."""
    return resources.files(__package__) / "practice" / "deals.json"


@cache
def _load() -> tuple[dict[str, Any], tuple[PracticeDeal, ...]]:
    data = json.loads(data_path().read_text(encoding="utf-8"))
    if data.get("format") != FORMAT or data.get("version") != 1:
        raise ChoiceError(f"practice/deals.json is not a {FORMAT} file of version 1")
    fields = set(PracticeDeal.__dataclass_fields__)
    deals = tuple(PracticeDeal(**{k: v for k, v in d.items() if k in fields}) for d in data["deals"])
    return data, deals


def practice(difficulty: str | None = None) -> list[PracticeDeal]:
    """The practice deals (all, or those of one ``difficulty``: ``easy``, ``medium``, ``hard``), in the
    order they were chosen. Each has ``seed``, ``difficulty``, ``decisions`` and the other figures."""
    if difficulty is not None and difficulty not in DIFFICULTIES:
        raise ChoiceError(f'"{difficulty}" is not a difficulty ({", ".join(DIFFICULTIES)})')
    return [d for d in _load()[1] if difficulty is None or d.difficulty == difficulty]


def procedure() -> dict[str, Any]:
    """How the shipped deals were chosen: the levels, the stand-in, the thresholds, the seeds searched."""
    return {k: v for k, v in _load()[0].items() if k != "deals"}


def to_json(m: Measure) -> dict[str, Any]:
    """A measure as stored in the data file (with its difficulty)."""
    return {**asdict(m), "difficulty": m.difficulty}
