"""Practice deals: seeds for the play table where the learner has real choices to make, whatever they do.

A deal from ``Deal.new(seed)`` is a practice deal when the learner in seat 0, against the play table's
default AIs, faces at least ``MIN_DECISIONS`` decisions with more than one legal move, and the set
``MIN_MEAN`` on average, for each of three stand-ins for the learner (``STAND_INS``): one who follows the
hints (the play table's coach), one who plays like the basic AI, one who plays at random; and no stand-in
throws the deal in (three passes, R6). The seeds and their figures were measured by
``tools/practice_deals.py`` (its docstring states the procedure) and are stored in ``practice/deals.json``;
``measure`` measures a seed again with the current AIs.

>>> from lukfu_teach import examples
>>> deals = examples.practice()
>>> len(deals) >= 20, all(d.decisions >= 4 for d in deals)
(True, True)
>>> sorted(deals[0].stand_ins) == sorted(examples.practice_set.STAND_INS)
True
>>> {d.difficulty for d in deals} <= set(examples.DIFFICULTIES)
True
>>> easy = examples.practice("easy"); all(d.difficulty == "easy" for d in easy)
True
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from functools import cache
from importlib import resources
from typing import Any

from ..engine.deal import Action, Deal
from ..errors import ChoiceError

DIFFICULTIES = ("easy", "medium", "hard")
TABLE_LEVELS = ("expert", "expert")  # the play table's default AIs, seats 1 and 2
COACH = "expert"  # the play table's default coach: what Hint suggests
# Who plays the learner's seat when measuring: the learner who presses Hint and follows it, one who plays like
# the basic AI, one who plays at random
STAND_INS = ("hints", "basic", "random")
DIFFICULTY_BY = "basic"  # the stand-in whose result gives a deal its difficulty
MIN_DECISIONS = 4  # real choices every practice deal gives every stand-in
MIN_MEAN = 6  # ... and on average over the set, for each stand-in
LEARNER = 0
FORMAT = "lukfu-practice"
VERSION = 2


@dataclass(frozen=True)
class Measure:
    """What the learner's seat met in one deal played out by one stand-in: decisions with a real choice (more
    than one legal move), by kind; the stand-in's net points; whether all three passed (the deal thrown in,
    R6: a practice deal is then dealt again, so it is measured only up to there)."""

    seed: int
    stand_in: str
    decisions: int
    calls: int
    claims: int  # at its lead with a claim allowed: claim, or play on (R17)
    leads: int
    beats: int
    discards: int
    net: int  # the stand-in's net points at the end (0 when thrown in)
    thrown_in: bool = False

    @property
    def difficulty(self) -> str:
        """``easy`` when the stand-in won, ``medium`` when it paid nothing, ``hard`` when it paid."""
        return "easy" if self.net > 0 else "medium" if self.net == 0 else "hard"


@dataclass(frozen=True)
class PracticeDeal:
    """A shipped practice deal: ``seed`` (for ``Deal.new`` and the play table), its ``difficulty`` (how the
    basic stand-in did) and what each stand-in met (``stand_ins``: a ``Measure`` each); ``decisions`` is the
    fewest real choices any stand-in met."""

    seed: int
    difficulty: str
    stand_ins: Mapping[str, Measure] = field(default_factory=dict)

    @property
    def decisions(self) -> int:
        return min(m.decisions for m in self.stand_ins.values())

    def deal(self) -> Deal:
        """The deal, as dealt: ``Deal.new(seed)``."""
        return Deal.new(self.seed)


def table_ai_seed(seed: int, seat: int) -> int:
    """The seed the play table gives the AI of ``seat`` in the deal of ``seed`` (``PlayTable._make_player``)."""
    return seed * 3 + seat


def stand_in_player(stand_in: str, seed: int) -> Any:
    """The player standing in for the learner in the deal of ``seed``: ``hints`` is the play table's coach as
    Hint asks it (seeded by the deal's seed), ``basic`` and ``random`` the AIs of those levels."""
    from ..ai import make_player

    if stand_in == "hints":
        return make_player(COACH, seed=seed)
    if stand_in not in STAND_INS:
        raise ChoiceError(f'"{stand_in}" is not a stand-in ({", ".join(STAND_INS)})')
    return make_player(stand_in, seed=table_ai_seed(seed, LEARNER))


def measure(seed: int, stand_in: str = "hints", levels: tuple[str, str] = TABLE_LEVELS) -> Measure:
    """Play the deal of ``seed`` as the play table would, the learner's seat played by ``stand_in``, and count
    the learner's decisions that had more than one legal move (up to a throw-in, if all three pass)."""
    from ..ai import make_player  # the AIs are not needed to read the shipped seeds

    deal = Deal.new(seed)
    players = {LEARNER: stand_in_player(stand_in, seed)}
    players |= {s: make_player(level, seed=table_ai_seed(seed, s)) for s, level in zip((1, 2), levels, strict=True)}
    counts = dict.fromkeys(("calls", "claims", "leads", "beats", "discards"), 0)
    while not deal.is_over and not deal.redeals:
        seat: int = deal.to_act  # type: ignore[assignment]  # the deal is not over
        if seat == LEARNER and deal.legal_moves.count() > 1:
            counts[_kind(deal)] += 1
        deal.apply(players[seat].decide(deal.view(seat)).move)
    net = deal.result.net[LEARNER] if deal.result is not None else 0
    return Measure(seed, stand_in, sum(counts.values()), net=net, thrown_in=bool(deal.redeals), **counts)


def measure_all(seed: int, levels: tuple[str, str] = TABLE_LEVELS) -> PracticeDeal:
    """The deal of ``seed`` measured with every stand-in."""
    measures = {s: measure(seed, s, levels) for s in STAND_INS}
    return PracticeDeal(seed, measures[DIFFICULTY_BY].difficulty, measures)


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


MEASURED = ("decisions", "calls", "claims", "leads", "beats", "discards", "net", "thrown_in")


@cache
def _load() -> tuple[dict[str, Any], tuple[PracticeDeal, ...]]:
    data = json.loads(data_path().read_text(encoding="utf-8"))
    if data.get("format") != FORMAT or data.get("version") != VERSION:
        raise ChoiceError(f"practice/deals.json is not a {FORMAT} file of version {VERSION}")
    return data, tuple(from_json(d) for d in data["deals"])


def practice(difficulty: str | None = None) -> list[PracticeDeal]:
    """The practice deals (all, or those of one ``difficulty``: ``easy``, ``medium``, ``hard``), in the
    order they were chosen. Each has ``seed``, ``difficulty``, ``decisions`` and each stand-in's figures."""
    if difficulty is not None and difficulty not in DIFFICULTIES:
        raise ChoiceError(f'"{difficulty}" is not a difficulty ({", ".join(DIFFICULTIES)})')
    return [d for d in _load()[1] if difficulty is None or d.difficulty == difficulty]


def procedure() -> dict[str, Any]:
    """How the shipped deals were chosen: the levels, the stand-ins, the thresholds, the seeds searched."""
    return {k: v for k, v in _load()[0].items() if k != "deals"}


def to_json(deal: PracticeDeal) -> dict[str, Any]:
    """A practice deal as stored in the data file: seed, difficulty, each stand-in's figures."""
    figures = {name: {k: v for k, v in asdict(m).items() if k in MEASURED} for name, m in deal.stand_ins.items()}
    return {"seed": deal.seed, "difficulty": deal.difficulty, "stand_ins": figures}


def from_json(data: Mapping[str, Any]) -> PracticeDeal:
    seed = data["seed"]
    measures = {name: Measure(seed, name, **figures) for name, figures in data["stand_ins"].items()}
    return PracticeDeal(seed, data["difficulty"], measures)
