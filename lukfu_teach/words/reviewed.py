"""A review in words (FORMAT.md, "Reviews"): the lines ``lukfu-teach review`` prints and the handout's review.

It reads the review's JSON shape (``ai.review.Review.to_json()``), so that the
words and pictures layers show a review without the AI package: the summary
sentence, each decision with its verdict, the loss with its margin, why the
best is better, and the hindsight, labelled as such. Every word is in the
current language.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from ..engine.moves import Move
from ..engine.seats import DEFAULT_SEATS
from ..i18n import N_, _, ngettext, number, pick, signed_points
from .explain import record_move_phrase, seat_name

VERDICTS = {
    "best": N_("best"),
    "good": N_("good"),
    "inaccuracy": N_("inaccuracy"),
    "mistake": N_("mistake"),
    "blunder": N_("blunder"),
}
FLAGGED = ("mistake", "blunder")  # the decisions that really cost points: linked, marked, tried again


_RULE = re.compile(r"\bR\d{1,2}[a-e]?\b")


def flagged(review: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The decisions of a review that really cost points (``FLAGGED``: mistakes and blunders), in order."""
    return [d for d in review.get("decisions", []) if d.get("verdict") in FLAGGED]


def rules_behind(texts: Sequence[str]) -> list[str]:
    """The rules (R-numbers) the texts cite, once each, in order."""
    seen: list[str] = []
    for text in texts:
        seen += [r for r in _RULE.findall(text) if r not in seen]
    return seen


def verdict_word(verdict: str) -> str:
    """``mistake`` (``misstag``)."""
    return _(VERDICTS[verdict]) if verdict in VERDICTS else verdict


def move_words(notation: str) -> str:
    """``beat T9`` from ``0:beat:T9``; ``call pass`` from ``0:pass``."""
    return record_move_phrase(Move.parse(notation).to_json())


def expected(x: float) -> str:
    """Expected net points: ``+1.60``, ``-0.40``, ``+2.00``, ``0.00`` as the current language writes them, to the
    hundredth as the points lost beside them (never ``-0.90 against +2``)."""
    return number(0.0, ".2f") if abs(x) < 0.005 else number(float(x), "+.2f")


def scored(x: float) -> str:
    """Points a deal scored: ``+8``, ``-4``, ``0``."""
    return str(signed_points(x))


def summary_sentence(review: Mapping[str, Any], seats: Sequence[str] = DEFAULT_SEATS) -> str:
    """``Review of seat 0 (You): 7 decisions, 4 best, 1 good, 1 inaccuracy, 0 mistakes, 1 blunder; ...``."""
    s = review["summary"]
    return _("Review of {seat}: {decisions}, {best} best, {good} good, {inaccuracies}, {mistakes}, {blunders}; "
             "{lost:.2f} points lost in all.", seat=seat_name(review["seat"], seats),
             decisions=ngettext("{n} decision", "{n} decisions", s["decisions"]), best=s["best"], good=s["good"],
             inaccuracies=ngettext("{n} inaccuracy", "{n} inaccuracies", s["inaccuracies"]),
             mistakes=ngettext("{n} mistake", "{n} mistakes", s["mistakes"]),
             blunders=ngettext("{n} blunder", "{n} blunders", s["blunders"]),
             lost=float(s["points_lost"]))  # fmt: skip


def decision_line(d: Mapping[str, Any]) -> str:
    """``step 6: beat T9: blunder; best: beat T5. Expected -0.40 against +1.60: 2.00 points lost (± 0.10).``"""
    if d["verdict"] == "best":
        return _("step {step}: {move}: best ({expected} expected).", step=d["step"], move=move_words(d["move"]),
                 expected=expected(d["expected"]))  # fmt: skip
    said = {"step": d["step"], "move": move_words(d["move"]), "verdict": verdict_word(d["verdict"]),
            "best": move_words(d["best"]), "expected": expected(d["expected"]),
            "better": expected(d["best_expected"])}  # fmt: skip
    if float(d["expected"]) > float(d["best_expected"]):  # an Old card spared answering last: the best by rule
        return _("step {step}: {move}: {verdict}; best: {best}, for the reason below, though its figure ({better}) is "
                 "lower than the move played ({expected}).", **said)  # fmt: skip
    if f"{float(d['loss']):.2f}" == "0.00":  # no loss to show
        return _("step {step}: {move}: {verdict}; best: {best}. Expected {expected} against {better}.", **said)
    return _("step {step}: {move}: {verdict}; best: {best}. Expected {expected} against {better}: {loss:.2f} points "
             "lost (± {margin:.2f}).", loss=float(d["loss"]), margin=float(d["margin"]), **said)  # fmt: skip


def hindsight_line(d: Mapping[str, Any]) -> str:
    """The hindsight of a decision, labelled as hindsight (``""`` when it has none)."""
    seen = d.get("hindsight")
    if not seen:
        return ""
    return _(
        "Hindsight (this very deal, every hand known, played on by the expert; not the verdict): the move "
        "played scored {move}, the best {best}.",
        move=scored(seen["move"]),
        best=scored(seen["best"]),
    )


def method_sentence(review: Mapping[str, Any], seats: Sequence[str] = DEFAULT_SEATS) -> str:
    """How the review judged, in one sentence."""
    return _("Judged by the expert from what {seat} could see at each decision, each move weighed in the same {n:,} "
             "sampled deals (verdicts by the points lost: lesson 11).", seat=seat_name(review["seat"], seats),
             n=review["samples"])  # fmt: skip


def lines(review: Mapping[str, Any], seats: Sequence[str] = DEFAULT_SEATS) -> list[str]:
    """The review as text: the summary, then each decision (with why and hindsight unless it was the best)."""
    out = [summary_sentence(review, seats)]
    for d in review["decisions"]:
        out.append("  " + decision_line(d))
        if d["verdict"] != "best":
            out.append("     " + _("Why: {reason}", reason=pick(d["why"])))
        seen = hindsight_line(d)
        if seen:
            out.append("     " + seen)
    return out
