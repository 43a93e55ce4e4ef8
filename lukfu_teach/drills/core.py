"""The parts every drill shares: ``Feedback``, the ``Drill`` base, and the position's story in words.

A drill holds a position (a ``Deal``, built from a position code or a record)
and the seat whose eyes the learner borrows (``seat``; ``None``: the whole
table is open). What the learner reads is computed from that position: the
situation (``drill.situation()``), every feedback sentence and the
explanation. Nothing a drill says is typed in as a conclusion.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, ClassVar

from .. import explain
from ..cards import Card, cards_in, codes
from ..deal import Deal
from ..errors import LukFuError
from ..i18n import L_, Text, _, capital, ngettext
from ..moves import Action, Move
from ..record import DEFAULT_SEATS
from ..seats import Seat
from ..state import Phase
from .answers import NOTHING, Choice, is_empty

ANSWER_KINDS = ("cards", "choice", "seat", "number", "net", "order")


@dataclass(frozen=True)
class Feedback:
    """What a drill says to an answer.

    ``correct``: the answer is right. ``valid``: the answer could be read at all;
    an empty or malformed answer gives ``valid=False`` (``refused``), is never
    counted right, and ``text`` says what was wrong with it. ``sentences`` are the
    sentences of ``text``, each a claim about the position (or a rule) citing its
    rule; ``answer`` is the answer as the drill understood it (``"S7 S8"``).

    >>> from lukfu_teach import drills
    >>> drill = drills.get("suit-order")
    >>> drill.submit("").refused, drill.submit("T M S C").correct, drill.submit("C S M T").correct
    (True, False, True)
    """

    correct: bool
    sentences: tuple[str, ...]
    valid: bool = True
    answer: str = ""
    rules: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        return " ".join(self.sentences)

    @property
    def refused(self) -> bool:
        return not self.valid

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        verdict = "refused" if self.refused else "correct" if self.correct else "wrong"
        return f"<Feedback {verdict}: {self.text[:60]!r}>"


class Drill:
    """One short task: a position, a question, and the learner's answer judged by the engine.

    ``submit(answer)`` returns a ``Feedback``; ``solution()`` a correct answer
    (any of several correct ones is accepted); ``explanation()`` the full reason,
    solution included, citing the rules. ``answer_kind`` says what ``submit`` takes:

    - ``"cards"``: card codes (``"S7 S8"``, a list of codes or ``Card`` values, a ``Play``),
      from ``cards`` (one only unless ``multiple``);
    - ``"choice"``: the ``key`` or ``label`` of one of ``choices`` (several, a list, if ``multiple``);
    - ``"seat"``: ``0``, ``1``, ``2``, ``"seat 1"`` or a seat's name (``"East"``); ``choices`` lists them;
    - ``"number"``: a whole number (``6`` or ``"6"``); ``choices`` offers likely ones;
    - ``"net"``: net points of seats 0, 1, 2 (``(-2, 0, 2)`` or ``"-2 0 +2"``); ``choices`` offers some;
    - ``"order"``: the four suits in order (``"C S M T"``, a list of letters, names or ``Suit``).

    >>> from lukfu_teach import drills
    >>> drill = drills.get("beat-single")
    >>> drill.answer_kind, drill.rules, drill.seat
    ('cards', ('R10', 'R12'), 0)
    >>> drill.submit(drill.solution()).correct
    True
    """

    answer_kind: ClassVar[str] = ""
    multiple: bool = False

    def __init__(
        self,
        id: str,
        title: str | Text,
        rules: Sequence[str],
        task: str | Text,
        *,
        deal: Deal | None = None,
        seat: int | None = 0,
        seats: Sequence[str] = DEFAULT_SEATS,
    ) -> None:
        if not rules:
            raise LukFuError(L_("drill {id}: a drill practises at least one rule", id=id))
        self.id, self.rules = id, tuple(rules)
        self._title, self._task = title, task
        self._deal = deal.copy() if deal is not None else None
        self.seat = seat
        self.seats = tuple(seats)

    # -- what the learner sees ----------------------------------------------------------------

    @property
    def title(self) -> str:
        """The drill's title in the current language (a title given as ``str`` is a message id, ``N_``)."""
        return _said(self._title)

    @property
    def task(self) -> str:
        """What the learner is asked to do, in the current language."""
        return _said(self._task)

    @property
    def deal(self) -> Deal | None:
        """The position (a copy: changing it changes nothing here), or ``None`` for a drill without one."""
        return self._deal.copy() if self._deal is not None else None

    @property
    def code(self) -> str | None:
        """The position code of the drill's position (``Deal.from_code`` rebuilds it)."""
        return self._deal.code if self._deal is not None else None

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards the learner picks from (``answer_kind == "cards"``); otherwise the cards shown, if any."""
        return cards_in(self._card_mask())

    def _card_mask(self) -> int:
        return 0

    @property
    def choices(self) -> tuple[Choice, ...]:
        """The answers offered (choice, seat, number and net drills)."""
        return ()

    @property
    def prompt(self) -> str:
        """The situation and the task, as one text."""
        return " ".join([*self.situation(), self.task])

    def situation(self) -> list[str]:
        """The position in sentences, as ``seat`` sees it (or the open table), each citing its rule."""
        if self._deal is None:
            return []
        return situation(self._deal, self.seat, self.seats, **self._story())

    def _story(self) -> dict[str, bool]:
        """What ``situation`` leaves out, or tells in full, for this drill (its keyword arguments)."""
        return {}

    def hides(self) -> frozenset[str]:
        """What a picture of the position must not show, as it would give the answer away: ``"turn"``
        (who is to act), ``"fu"``, ``"caller"``, ``"winner"`` (of the trick shown)."""
        story = self._story()
        return frozenset(k for k in ("turn", "fu") if story.get(k) is False)

    # -- answering ---------------------------------------------------------------------------

    def submit(self, answer: Any) -> Feedback:
        """Judge ``answer``: ``Feedback.correct`` and the reason; a malformed answer is refused, never raised."""
        if is_empty(answer):
            return Feedback(False, (_(NOTHING[self._nothing()]),), valid=False)
        try:
            value = self._read(answer)
        except LukFuError as err:  # ``Refused``, or an engine refusal while reading (a bad code)
            return Feedback(False, (capital(str(err)),), valid=False)
        correct, sentences = self._judge(value)
        if correct:
            sentences = [_("Right."), *sentences]
        return Feedback(correct, tuple(sentences), answer=self._answer_text(value), rules=self.rules)

    def _nothing(self) -> str:
        """The key of the message for an empty answer to this drill."""
        if self.answer_kind == "cards":
            return "cards" if self.multiple else "card"
        if self.answer_kind == "choice":
            return "choices" if self.multiple else "choice"
        return self.answer_kind

    def solution(self) -> Any:
        """A correct answer, in the form ``submit`` takes."""
        raise NotImplementedError

    def explanation(self) -> str:
        """The full reason, with the solution, citing the rules."""
        return " ".join(self.explain())

    def explain(self) -> list[str]:
        """The sentences of ``explanation()``."""
        raise NotImplementedError

    def _read(self, answer: Any) -> Any:
        raise NotImplementedError

    def _judge(self, value: Any) -> tuple[bool, list[str]]:
        raise NotImplementedError

    def _answer_text(self, value: Any) -> str:
        if isinstance(value, int) and self.answer_kind == "cards":
            return codes(value)
        if isinstance(value, frozenset):
            return ", ".join(sorted(value))
        if isinstance(value, tuple):
            return " ".join(str(getattr(v, "letter", v)) for v in value)
        return str(value)

    def __repr__(self) -> str:
        return f"<Drill {self.id}: {self.title} ({', '.join(self.rules)})>"

    # -- helpers ------------------------------------------------------------------------------

    def who(self, seat: int) -> str:
        """``seat 1 (East)``."""
        return explain.seat_name(seat, self.seats)

    def _position(self) -> Deal:
        if self._deal is None:
            raise LukFuError(L_("drill {id} has no position", id=self.id))
        return self._deal


def _said(value: str | Text) -> str:
    """A title or task in the current language: a ``Text`` rendered, a message id translated."""
    return value.render() if isinstance(value, Text) else _(value)


# -- the position in words ------------------------------------------------------------------------


def history(deal: Deal) -> list[tuple[Deal, Move]]:
    """Each call and move of ``deal`` with the position just before it (replayed from the deal as dealt)."""
    start = Deal(deal.dealt, deal.master, deal.rules, deal.redeals)
    steps = []
    calls = [Move(Seat(deal.master).after(i), call) for i, call in enumerate(deal.calls)]
    for move in [*calls, *deal.moves]:
        steps.append((start.copy(), move))
        start.apply(move)
    return steps


def situation(
    deal: Deal,
    viewer: int | None,
    seats: Sequence[str] = DEFAULT_SEATS,
    *,
    turn: bool = True,
    fu: bool = True,
    last_trick: bool = False,
) -> list[str]:
    """The story of a position: the Master, the calls, what was played face up, fu, the trick in play,
    who is to act. Another seat's discard is told without its cards when ``viewer`` is a seat (R13, R15).

    Calls are told as said ("seat 2 (West) says play"), so the story never names the caller for the
    learner; ``turn`` and ``fu`` leave out who is to act and the fu (when a drill asks for them);
    ``last_trick`` tells the last finished trick move by move instead of in the summary.
    """
    name = partial(explain.seat_name, seats=seats)
    lines = [_("The Master is {seat} (R4).", seat=name(deal.master))]
    steps = history(deal)
    for _before, move in steps:
        if move.action is Action.PLAY:
            lines.append(_("{seat} says play (R5).", seat=name(move.seat)))
        elif move.action is Action.PASS:
            lines.append(_("{seat} says pass (R5).", seat=name(move.seat)))
    if deal.redeals:
        lines.append(
            ngettext(
                "All three passed once before, and the cards were dealt again (R6).",
                "All three passed {n} times before, and the cards were dealt again each time (R6).",
                deal.redeals,
            )
        )
    card_moves = steps[len(deal.calls) :]
    tricks = deal.tricks
    told = tricks[-1] if tricks and (deal.best or last_trick) else None
    summary = [t for t in tricks if t is not told]
    if summary:
        played = deal.played_in()
        earlier = [c for c, t in played.items() if t <= len(summary)]
        lines.append(
            _(
                "Tricks played: {n}; played face up in them: {cards} (R15).",
                n=len(summary),
                cards=codes(sorted(earlier)),
            )
        )
        mine = [m.mask for t in summary for m in t.moves if m.action is Action.DISCARD and m.seat == viewer]
        if mine:
            lines.append(_("Your own face-down discards in them: {cards} (R13).", cards=codes(sum(mine))))
    if told is not None:
        first = sum(len(t.moves) for t in summary)
        for before, move in card_moves[first : first + len(told.moves)]:
            lines.append(explain.move_sentence(explain.seen_move(move, viewer), before, seats))
    if fu and deal.tricks and not deal.best:
        points = ", ".join(f"{name(s)} {deal.fu[s]}" for s in (0, 1, 2))
        lines.append(_("Fu so far: {fu} (R14).", fu=points))
    if deal.result is not None and deal.result.by_claim:
        before, claim = steps[-1]
        lines.append(explain.move_sentence(claim, before, seats))
    if deal.phase is Phase.OVER:
        lines.append(_("The deal is over."))
    elif turn and deal.to_act is not None:
        lines.append(_("{seat} is to act (R3).", seat=name(deal.to_act)))
    return lines
