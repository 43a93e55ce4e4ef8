"""A seat's own deal judged by the expert, decision by decision (FORMAT.md, "Reviews").

>>> from lukfu_teach import examples
>>> from lukfu_teach.ai import review
>>> done = review(examples.load("caller_claims"), seat=0)  # doctest: +SKIP
>>> done.summary.mistakes, done.to_json()["format"]  # doctest: +SKIP
(0, 'lukfu-review')

Every decision of the seat that had more than one legal move, calls and
claims included, is judged from what that seat could see at that moment (its
``SeatView``, nothing else): the expert's look-ahead (``lookahead.evaluate``)
weighs the move played and the moves the expert would weigh, all in the same
sampled deals, and the review reports the best of them, the expected net
points of both, the **loss** (how many points the played move trails the best
one, the two figures as shown to the hundredth; a move whose figure is as
high as shown is the best) with its **margin** (the standard error of that loss, measured deal by
deal), a **verdict**, and one sentence in the game's words on why the best is
better (``gist.contrast``).

The verdict, by the loss in net points (``THRESHOLDS``):

============== =====================================================
``best``        the move played is the best one weighed (no loss)
``good``        a loss under 0.2 points, or not above twice its margin
``inaccuracy``  a loss from 0.2 to under 0.6 points
``mistake``     a loss from 0.6 to under 1.5 points
``blunder``     a loss of 1.5 points or more
============== =====================================================

A loss within twice its margin is never worse than ``good``: the sampled
deals cannot tell such a move from the best one. An Old card spent answering
a single last where a spare card wins as surely is never ``best``: the expert
does not weigh it (``lookahead.candidates``), so the best is the hint's spare
card and the verdict at least ``good``.

Each decision is judged in ``samples`` sampled deals: by default
``lookahead.REVIEW_SAMPLES`` (500), at least ``REVIEW_MIN_SAMPLES`` (50) and
at most ``REVIEW_MAX_SAMPLES`` (20,000), one check (``check_samples``) for
``review``, ``judge`` and ``lukfu-teach review --samples`` alike. Fewer than
50 cannot tell a blunder from a good move: measured deal by deal, the loss
of a move varies by up to about 3.7 net points (its standard deviation, over
random players' decisions), so its margin from ``n`` deals is up to about
3.7 / sqrt(n), and twice that, the band within which a loss is ``good``, is
under a blunder's 1.5 points only from about 25 deals; 50 leave room (about
1.0). More than 20,000, 40 times the default, add nothing a verdict can show
(twice the margin is then at most about 0.05 points, a quarter of an
inaccuracy's 0.2), while a whole deal takes 40 times as long, up to about two
minutes.

The decisions that really cost points, a mistake or a blunder, are
**flagged**: the play table links them and tries them again, the stepper
marks them. Beside the verdict of each, the **hindsight**: what the played
and the best move scored in this very deal, every hand as it really was, the
rest of the deal played on by the expert at every seat. It is shown as
hindsight, never used as the verdict: one deal says little about a choice
made without seeing the other hands.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

from ..engine.deal import Deal
from ..engine.moves import Move
from ..engine.seats import DEFAULT_SEATS
from ..engine.view import SeatView
from ..errors import ChoiceError, NotationError, shown
from ..i18n import L_, Text, _, and_list, ngettext
from ..records.record import Record
from ..words import reviewed
from .decision import Alternative, Decision
from .expert import ExpertPlayer
from .gist import Gist, contrast, gist
from .lookahead import (
    REVIEW_MAX_SAMPLES,
    REVIEW_MIN_SAMPLES,
    REVIEW_SAMPLES,
    Evaluation,
    answers_last,
    candidates,
    evaluate,
)
from .play import seat_seed
from .words import Words, figure

FORMAT, VERSION = "lukfu-review", 1
HINDSIGHT_SAMPLES = 200  # sampled deals a decision of the expert that plays the deal on, for the hindsight


class Verdict(str, Enum):
    """How good a move was, by the points it lost against the best move weighed."""

    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"

    @property
    def label(self) -> Text:
        """The verdict in the language shown: ``best`` (``bäst``), ``mistake`` (``misstag``)."""
        return L_(reviewed.VERDICTS[self.value])

    @property
    def flagged(self) -> bool:
        """Whether the review points the learner to this decision: it really cost points (a mistake or worse)."""
        return self.value in reviewed.FLAGGED

    @property
    def accepted(self) -> bool:
        """Whether the move is as good as the best by the review (best or good): Try again accepts it."""
        return self in (Verdict.BEST, Verdict.GOOD)


# the least loss in net points of each verdict worse than best (see the module's docstring)
THRESHOLDS = ((Verdict.BLUNDER, 1.5), (Verdict.MISTAKE, 0.6), (Verdict.INACCURACY, 0.2))


def verdict(loss: float, margin: float) -> Verdict:
    """The verdict of a move that lost ``loss`` net points (standard error ``margin``) against the best one."""
    if loss <= 0:
        return Verdict.BEST
    if loss <= 2 * margin:
        return Verdict.GOOD
    return next((v for v, least in THRESHOLDS if loss >= least), Verdict.GOOD)


@dataclass(frozen=True)
class Hindsight:
    """What the played and the best move scored in the real deal, played on by the expert (net points)."""

    move: float
    best: float

    def to_json(self) -> dict[str, float]:
        return {"move": float(self.move), "best": float(self.best)}


@dataclass(frozen=True)
class Judgement:
    """One decision judged: the move played and the best one weighed, their expected net points from the
    seat's view then, the loss with its margin, the verdict, why the best is better, and the hindsight."""

    step: int
    move: Move
    best: Move
    expected: float
    best_expected: float
    loss: float
    margin: float
    verdict: Verdict
    why: Text
    idea: str  # the idea behind ``why`` (``gist.IDEAS``)
    rules: tuple[str, ...]
    hindsight: Hindsight | None = None
    view: SeatView | None = field(default=None, compare=False, repr=False)  # the seat's view then
    evaluation: Evaluation | None = field(default=None, compare=False, repr=False)

    @property
    def lesson(self) -> Text:
        """The idea behind the verdict, as a short lesson (``gist.IDEAS``)."""
        return Gist(self.why, self.idea, self.rules).lesson

    def decision(self) -> Decision:
        """The judgement as the expert's ``Decision`` for the best move: ``why`` its one sentence, the moves
        weighed (with their figures) its alternatives; ``to_json()`` is a record's ``why`` (for ``render.why``)."""
        weighed = self.evaluation.estimates if self.evaluation is not None else ()
        judged = (
            L_("the move judged; its figure is the higher, but the expert does not weigh an Old card spent where a "
               "spare card wins the trick as surely (R16, R17)")
            if self.expected > self.best_expected
            else L_("the move judged")
        )  # fmt: skip
        alternatives = tuple(
            Alternative(e.move, e.expected_net, e.win_rate, judged if e.move == self.move else "", e.samples, e.error)
            for e in weighed
        )
        samples = len(self.evaluation.hands) if self.evaluation is not None else 0
        return Decision(self.best, "expert", (), alternatives, samples, self.why)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "step": self.step, "move": str(self.move), "best": str(self.best),
            "expected": round(self.expected, 2), "best_expected": round(self.best_expected, 2),
            "loss": round(self.loss, 2), "margin": round(self.margin, 2), "verdict": self.verdict.value,
            "why": self.why.to_json(),
        }  # fmt: skip
        if self.hindsight is not None:
            out["hindsight"] = self.hindsight.to_json()
        return out


@dataclass(frozen=True)
class Summary:
    """How a seat's decisions went: how many, of each verdict, and the points they lost in all."""

    decisions: int
    best: int
    good: int
    inaccuracies: int
    mistakes: int
    blunders: int
    points_lost: float

    @classmethod
    def of(cls, judged: Sequence[Judgement]) -> Summary:
        count = {v: sum(1 for j in judged if j.verdict is v) for v in Verdict}
        return cls(len(judged), count[Verdict.BEST], count[Verdict.GOOD], count[Verdict.INACCURACY],
                   count[Verdict.MISTAKE], count[Verdict.BLUNDER], sum(j.loss for j in judged))  # fmt: skip

    def to_json(self) -> dict[str, Any]:
        return {"decisions": self.decisions, "best": self.best, "good": self.good,
                "inaccuracies": self.inaccuracies, "mistakes": self.mistakes, "blunders": self.blunders,
                "points_lost": round(self.points_lost, 2)}  # fmt: skip


@dataclass(frozen=True)
class Review:
    """The expert's review of one seat's decisions in a deal (``review``)."""

    seat: int
    samples: int
    decisions: tuple[Judgement, ...]
    level: str = "expert"

    @property
    def summary(self) -> Summary:
        return Summary.of(self.decisions)

    @property
    def flagged(self) -> tuple[Judgement, ...]:
        """The decisions that really cost points (mistakes and blunders), in order: those to look at again."""
        return tuple(j for j in self.decisions if j.verdict.flagged)

    def ideas(self) -> list[tuple[Text, tuple[str, ...], tuple[int, ...]]]:
        """The ideas behind the flagged decisions, most costly first: each lesson, its rules, its steps."""
        lost: dict[str, float] = {}
        for j in self.flagged:
            lost[j.idea] = lost.get(j.idea, 0.0) + j.loss
        out = []
        for idea in sorted(lost, key=lambda i: -lost[i]):
            found = [j for j in self.flagged if j.idea == idea]
            rules = tuple(sorted({r for j in found for r in j.rules}, key=_rule_order))
            out.append((found[0].lesson, rules, tuple(j.step for j in found)))
        return out

    def to_json(self) -> dict[str, Any]:
        """FORMAT.md's "Reviews" shape."""
        return {"format": FORMAT, "version": VERSION, "seat": self.seat, "level": self.level,
                "samples": self.samples, "decisions": [j.to_json() for j in self.decisions],
                "summary": self.summary.to_json()}  # fmt: skip

    def lines(self, seats: Sequence[str] = DEFAULT_SEATS) -> list[str]:
        """The review as text, in the current language: the summary, each decision (``reviewed.lines``),
        the ideas behind the flagged ones, and how it was judged."""
        out = reviewed.lines(self.to_json(), seats)
        ideas = self.ideas()
        if ideas:
            out.append(_("The ideas behind the flagged decisions:"))
            for lesson, rules, steps in ideas:
                where = ngettext("step {steps}", "steps {steps}", len(steps), steps=and_list([str(n) for n in steps]))
                line = (
                    _("{lesson} ({rules}): {where}.", lesson=lesson, rules=", ".join(rules), where=where)
                    if rules
                    else _("{lesson}: {where}.", lesson=lesson, where=where)
                )  # an idea of no one rule
                out.append("  " + line)
        out.append(reviewed.method_sentence(self.to_json(), seats))
        return out


def _rule_order(rule: str) -> tuple[int, str]:
    digits = "".join(c for c in rule[1:] if c.isdigit())
    return int(digits or 0), rule


def review(
    record: Record, seat: int = 0, samples: int = REVIEW_SAMPLES, seed: int = 0, hindsight: bool = True
) -> Review:
    """The expert's review of ``seat``'s decisions in ``record`` (the record is not changed).

    Each decision with more than one legal move is judged from that seat's view
    at that moment, in ``samples`` sampled deals (50 to 20,000: ``check_samples``),
    deterministically from the int ``seed``; ``hindsight`` adds the hindsight to
    the flagged decisions. A ``record`` that is not a ``Record`` (``load(path)``
    reads one), or a bad seat, samples or seed, raises ``ChoiceError`` before
    anything is judged.
    """
    if not isinstance(record, Record):
        raise ChoiceError(L_("review() takes a Record, not {record}: read one with lukfu_teach.load(path), or make "
                             "one from a Deal with Record.from_deal(deal)", record=shown(record)))  # fmt: skip
    if type(seat) is not int or seat not in (0, 1, 2):
        raise ChoiceError(L_("seat {seat} is not a seat: give 0, 1 or 2", seat=repr(seat)))
    check_samples(samples)
    check_seed(seed)
    words = Words(seat, record.seats)
    judged: list[Judgement] = []
    for step in record.steps():
        before = step.before
        if step.seat == seat and len(before.legal_moves) > 1:
            found = judge(before.view(seat), step.move, samples, seed, words, step.number)
            if hindsight and found.verdict.flagged:
                found = _with_hindsight(found, before, seed)
            judged.append(found)
    return Review(seat, samples, tuple(judged))


def judge(
    view: SeatView, move: Move | str, samples: int = REVIEW_SAMPLES, seed: int = 0, words: Words | None = None,
    step: int = 0, instead: Move | str | None = None,
) -> Judgement:  # fmt: skip
    """``move`` judged from ``view`` (the seat's view when it made it) against the moves the expert weighs.

    The play table's "Try again" asks this of the learner's new move at a flagged decision, ``instead``
    being the move first played there: it is accepted when its verdict is ``best`` or ``good``
    (``Verdict.accepted``), and a best move is explained against the first one.

    ``move`` and ``instead`` may be given as notation (``"0:lead:S7"``, read by ``Move.parse``); ``samples`` and
    ``seed`` are checked as ``review`` checks them (``check_samples``, ``check_seed``).
    """
    move = _as_move(move)
    instead = None if instead is None else _as_move(instead)
    check_samples(samples)
    check_seed(seed)
    words = words or Words(view.seat)
    weighed = candidates(view)
    moves = weighed + [m for m in dict.fromkeys((move, instead)) if m is not None and m not in weighed]
    evaluation = evaluate(view, moves, samples=samples, seed=seed)
    # an Old beat answering last beside a spare card is not weighed (``candidates``): never the best, whatever
    # its figure, so the review's best is the hint's move
    spared = [m for m in moves if m not in weighed] if answers_last(view) else []
    best = next(e for e in evaluation.estimates if e.move not in spared)
    played = evaluation[move]
    shown, best_shown = figure(played.expected_net), figure(best.expected_net)  # compared as the learner reads them
    if played is best or (shown >= best_shown and move not in spared):
        loss, margin, best = 0.0, 0.0, played
        if instead is None or instead == move:
            said = gist(view, played, evaluation.estimates, words)
        else:  # against the move first played there
            said = contrast(view, played, evaluation[instead], words)
        found = Verdict.BEST
    else:
        margin = evaluation.gap(move, best.move)[1]
        loss = max(figure(best_shown - shown), 0.0)  # FORMAT.md: best_expected - expected, as shown
        said = contrast(view, best, played, words)
        found = verdict(loss, margin) if loss > 0 else Verdict.GOOD
    return Judgement(step, move, best.move, played.expected_net, best.expected_net, loss, margin,
                     found, said.text, said.idea, said.rules, None, view, evaluation)  # fmt: skip


def check_samples(samples: object) -> int:
    """``samples`` when a review may weigh that many sampled deals a decision (an int from
    ``lookahead.REVIEW_MIN_SAMPLES`` to ``REVIEW_MAX_SAMPLES``; the module's docstring says why), else
    ``ChoiceError`` saying why not: the one check of ``review``, ``judge`` and ``lukfu-teach review --samples``.

    >>> check_samples(500)
    500
    >>> check_samples(2)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    lukfu_teach.errors.ChoiceError: samples 2 is too few to judge by: give 50 to 20,000 sampled deals a decision ...
    """
    bounds = {"least": REVIEW_MIN_SAMPLES, "most": REVIEW_MAX_SAMPLES}
    if type(samples) is not int:
        raise ChoiceError(L_("samples {samples} is not a whole number: give {least} to {most:,} sampled deals a "
                             "decision", samples=shown(samples), **bounds))  # fmt: skip
    if samples < REVIEW_MIN_SAMPLES:
        raise ChoiceError(L_("samples {samples} is too few to judge by: give {least} to {most:,} sampled deals a "
                             "decision (fewer cannot tell a blunder from a good move)", samples=shown(samples),
                             **bounds))  # fmt: skip
    if samples > REVIEW_MAX_SAMPLES:
        raise ChoiceError(L_("samples {samples} is more than a review weighs: give {least} to {most:,} sampled deals "
                             "a decision (more take minutes and hardly narrow the margin)", samples=shown(samples),
                             **bounds))  # fmt: skip
    return samples


def check_seed(seed: object) -> int:
    """``seed`` when it is an int (any), else ``ChoiceError``: the seed of a review or a judgement."""
    if type(seed) is not int:
        raise ChoiceError(L_("seed {seed} is not a whole number: give an int, such as 0", seed=shown(seed)))
    return seed


def _as_move(move: object) -> Move:
    """A move given to ``judge``: a ``Move``, or its notation read by ``Move.parse`` (``NotationError`` if bad)."""
    if isinstance(move, Move):
        return move
    if not isinstance(move, str):
        raise NotationError(
            L_('judge() takes a Move or its notation, such as "0:lead:S7", not {move}', move=shown(move))
        )
    return Move.parse(move)


def _with_hindsight(judgement: Judgement, before: Deal, seed: int) -> Judgement:
    """``judgement`` with what its move and the best one scored in the real deal, played on by the expert."""
    seat = judgement.move.seat
    scores = [_played_on(before, m, seat, seed) for m in (judgement.move, judgement.best)]
    return replace(judgement, hindsight=Hindsight(*scores))


def _played_on(before: Deal, move: Move, seat: int, seed: int) -> int:
    """``seat``'s net points when ``move`` is made in the real deal ``before`` and the expert plays on at
    every seat (a deal thrown in by three passes scores 0)."""
    deal = before.copy()
    deal.apply(move)
    players = [ExpertPlayer(seat_seed(seed, s), samples=HINDSIGHT_SAMPLES) for s in range(3)]
    redeals = deal.redeals
    while not deal.is_over and deal.redeals == redeals:
        s = deal.to_act
        deal.apply(players[s].decide(deal.view(s)).move)  # type: ignore[index, arg-type]
    if deal.redeals != redeals or deal.result is None:
        return 0
    return deal.result.net[seat]


__all__ = ["FORMAT", "HINDSIGHT_SAMPLES", "THRESHOLDS", "VERSION", "Hindsight", "Judgement", "Review", "Summary",
           "Verdict", "check_samples", "check_seed", "judge", "review", "verdict"]  # fmt: skip
