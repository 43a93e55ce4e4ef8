"""The one seam between the widgets and the review of a learner's deal (FORMAT.md "Reviews").

The widgets read a review only in FORMAT.md's JSON shape: ``review_of(record, seat)`` returns it. When the
package has ``lukfu_teach.review`` (``ai/review.py``, issue 19) that is what answers; until then this module
weighs each decision with the expert AI itself, from what the seat saw at that moment (its ``SeatView``: no
peeking), the played move always among the moves weighed. ``judge`` weighs one move the learner picks at a
position (**Try again**), the same way.

>>> from lukfu_teach.ai import play_deal
>>> record = play_deal(("random", "basic", "basic"), seed=3)
>>> review = review_of(record, seat=0, samples=200)
>>> review["format"], review["seat"], sorted(review["summary"])[:3]
('lukfu-review', 0, ['best', 'blunders', 'decisions'])
>>> all(d["loss"] >= 0 and d["verdict"] in VERDICTS for d in review["decisions"])
True
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.deal import Deal, Move
from ..i18n import N_
from ..records.record import Record
from ..words import explain

VERDICTS = ("best", "good", "inaccuracy", "mistake", "blunder")
VERDICT_NAMES = {"best": N_("best"), "good": N_("good"), "inaccuracy": N_("inaccuracy"), "mistake": N_("mistake"),
                 "blunder": N_("blunder")}  # fmt: skip
FLAGGED = ("mistake", "blunder")  # the decisions that really cost points: reviewed, and tried again
# Loss in expected net points above which a move is an inaccuracy, a mistake, a blunder (until ai/review.py
# documents its own); a loss not larger than twice its margin is never worse than good (FORMAT.md).
THRESHOLDS = (0.25, 0.75, 1.5)
SAMPLES = 400  # sampled deals per decision weighed here
_RULE = re.compile(r"\bR\d{1,2}[a-e]?\b")


def verdict(loss: float, margin: float, best: bool = False) -> str:
    """The verdict of a move that loses ``loss`` points (its standard error ``margin``) against the best."""
    if best:
        return "best"
    if loss <= 2 * margin:
        return "good"
    return VERDICTS[1 + sum(loss > t for t in THRESHOLDS)]


@dataclass(frozen=True)
class Judged:
    """One move weighed at a position: the best move and its reasons (``why``: the expert's ``why``, FORMAT.md),
    the move's expected net points against the best's, the loss, its margin, the verdict."""

    move: Move
    best: Move
    expected: float
    best_expected: float
    margin: float
    why: Mapping[str, Any]

    @property
    def loss(self) -> float:
        return max(0.0, round(self.best_expected - self.expected, 2))

    @property
    def verdict(self) -> str:
        return verdict(self.loss, self.margin, self.move == self.best)

    @property
    def accepted(self) -> bool:
        """Within the good band: the best, or good."""
        return self.verdict in VERDICTS[:2]


def judge(position: Deal, move: Move, seed: int = 0, samples: int = SAMPLES) -> Judged:
    """``move`` at ``position`` weighed by the expert from what its seat sees, beside the best move."""
    from ..ai.expert import ExpertPlayer

    class _Weighing(ExpertPlayer):  # the expert, the move weighed among its candidates whatever it is
        def candidates(self, view: Any, legal: Any) -> list[Move]:
            found = super().candidates(view, legal)
            return found + [move] * (move not in found)

    decision = _Weighing(seed, samples=samples).decide(position.view(move.seat))
    weighed = {a.move: a for a in decision.alternatives if a.expected_net is not None}
    if move not in weighed:  # a forced move: nothing to weigh
        return Judged(move, move, 0.0, 0.0, 0.0, decision.to_json())
    best = max(weighed.values(), key=lambda a: a.expected_net)  # type: ignore[arg-type,return-value]
    mine = weighed[move]
    margin = ((mine.margin or 0.0) ** 2 + (best.margin or 0.0) ** 2) ** 0.5
    return Judged(move, best.move, mine.expected_net, best.expected_net, round(margin, 2), decision.to_json())  # type: ignore[arg-type]


def review_of(record: Record, seat: int = 0, samples: int | None = None, seed: int = 0) -> dict[str, Any]:
    """The review of ``seat``'s play in ``record``: FORMAT.md's "Reviews" JSON."""
    import lukfu_teach

    reviewer = getattr(lukfu_teach, "review", None)
    if reviewer is not None:  # ai/review.py (issue 19)
        options = {} if samples is None else {"samples": samples}
        return reviewer(record, seat=seat, seed=seed, **options).to_json()
    samples = SAMPLES if samples is None else samples
    decisions, before = [], record.start()
    for step in record.steps():
        before, at = step.deal, before
        if step.seat != seat or at.legal_moves.count() < 2:
            continue
        judged = judge(at, step.move, seed, samples)
        decisions.append(
            {"step": step.number, "move": str(step.move), "best": str(judged.best),
             "expected": round(judged.expected, 2), "best_expected": round(judged.best_expected, 2),
             "loss": judged.loss, "margin": judged.margin,
             "verdict": judged.verdict, "why": _first_reason(judged.why)}
        )  # fmt: skip
    return {"format": "lukfu-review", "version": 1, "seat": seat, "level": "expert", "samples": samples,
            "decisions": decisions, "summary": summary(decisions)}  # fmt: skip


def summary(decisions: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    counts = {v: sum(d["verdict"] == v for d in decisions) for v in VERDICTS}
    return {"decisions": len(decisions), "best": counts["best"], "good": counts["good"],
            "inaccuracies": counts["inaccuracy"], "mistakes": counts["mistake"], "blunders": counts["blunder"],
            "points_lost": round(sum(d["loss"] for d in decisions), 2)}  # fmt: skip


def _first_reason(why: Mapping[str, Any]) -> Any:
    """The expert's first sentence for its move (``why.summary`` when it has one)."""
    if why.get("summary"):
        return why["summary"]
    reasons = why.get("reasons") or [""]
    return reasons[0]


def position_before(record: Record, step: int) -> Deal:
    """The deal just before step ``step`` (1: the first call) of ``record``."""
    deal = record.start()
    for move in record.all_moves()[: step - 1]:
        deal.apply(move)
    return deal


def flagged(review: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The decisions that really cost points (mistakes and blunders), in order."""
    return [d for d in review.get("decisions", []) if d.get("verdict") in FLAGGED]


def rules_behind(texts: list[str]) -> list[str]:
    """The rules (R-numbers) the texts cite, once each, in order."""
    seen: list[str] = []
    for text in texts:
        seen += [r for r in _RULE.findall(text) if r not in seen]
    return seen


def move_words(notation: str) -> str:
    """``lead C1 S1 T1``, ``call play`` from a move's notation (``0:lead:C1,S1,T1``), in the current language."""
    return explain.record_move_phrase(Move.parse(notation).to_json())
