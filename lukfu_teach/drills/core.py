"""The parts every drill shares: ``Feedback``, the ``Drill`` base, and the position's story in words.

A drill holds a position (a ``Deal``, built from a position code or a record)
and the seat whose eyes the learner borrows (``seat``; ``None``: the whole
table is open). What the learner reads is computed from that position: the
situation (``drill.situation()``), every feedback sentence and the
explanation. Nothing a drill says is typed in as a conclusion.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import partial
from typing import Any, ClassVar

from ..engine.cards import Card, cards_in, codes
from ..engine.deal import Deal
from ..engine.moves import Action
from ..engine.seats import DEFAULT_SEATS
from ..engine.state import Phase
from ..errors import LukFuError
from ..i18n import L_, Text, _, ngettext, text
from ..records.record import history
from ..words import explain
from .answers import NOTHING, Choice, is_empty, size_error
from .words import Said

ANSWER_KINDS = ("cards", "choice", "seat", "number", "net", "order")


@dataclass(frozen=True)
class Feedback:
    """What a drill says to an answer.

    ``correct``: the answer is right. ``valid``: the answer could be read at all;
    an empty or malformed answer gives ``valid=False`` (``refused``), is never
    counted right, and ``text`` says what was wrong with it. ``texts`` are its
    sentences as lazy ``Text`` (each a claim about the position or a rule, citing
    its rule), so a feedback given in English shows in Swedish later
    (``render("sv")``); ``sentences`` and ``text`` are them in the current language.
    ``answer`` is the answer as the drill understood it (``"S7 S8"``).

    >>> from lukfu_teach import drills
    >>> drill = drills.get("suit-order")
    >>> drill.submit("").refused, drill.submit("T M S C").correct, drill.submit("C S M T").correct
    (True, False, True)
    >>> drill.submit("T M S C").render("sv")
    'Nej: Myriader är lägre än Tior (R1).'
    """

    correct: bool
    texts: tuple[Text, ...]
    valid: bool = True
    answer: str = ""
    rules: tuple[str, ...] = ()

    @property
    def sentences(self) -> tuple[str, ...]:
        """The sentences in the current language."""
        return tuple(str(t) for t in self.texts)

    @property
    def text(self) -> str:
        return " ".join(self.sentences)

    def render(self, lang: str | None = None) -> str:
        """The whole feedback in ``lang`` (default: the current language)."""
        return " ".join(t.render(lang) for t in self.texts)

    @property
    def refused(self) -> bool:
        return not self.valid

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        verdict = "refused" if self.refused else "correct" if self.correct else "wrong"
        return f"<Feedback {verdict}: {self.text[:60]!r}>"


@dataclass(frozen=True)
class Story:
    """How much of its position a drill tells (``situation``) and shows (a widget's board): ``turn`` (who is to
    act), ``fu`` (the fu so far) and ``calls`` (the Master and the calls) are left out when they would give the
    answer away or lean on a later lesson; ``last_trick`` tells the last finished trick move by move."""

    turn: bool = True
    fu: bool = True
    calls: bool = True
    last_trick: bool = False


class Answering(enum.Enum):
    """How a learner gives a drill's answer in a widget (``Drill.answering``)."""

    CARDS = "cards"  # select cards among ``drill.cards``, then Check
    ONE = "one"  # click one of ``drill.choices``: the click answers
    SEVERAL = "several"  # mark every right one of ``drill.choices``, then Check
    ORDER = "order"  # click ``drill.choices`` one after another, then Check


class Look(enum.Enum):
    """How the cards of a drill without a position are shown (``Exhibit``)."""

    PLAY = "play"  # a play on the table, to beat
    CARDS = "cards"  # cards side by side
    CODE = "code"  # only the code: a drawn card's tooltip would name it


@dataclass(frozen=True)
class Exhibit:
    """What a drill without a position shows: ``cards`` (a mask), drawn as ``look``, under ``heading``."""

    cards: int
    look: Look
    heading: Text | None = None


@dataclass(frozen=True)
class Verdict:
    """One item of an answer judged on its own (a card of an Old-card drill, a play of a which-beats drill):
    ``truth`` (it is Old, it beats), ``chosen`` (the learner said so) and the ``reason``, citing its rule."""

    item: Any
    chosen: bool
    truth: bool
    reason: Text

    @property
    def right(self) -> bool:
        return self.chosen == self.truth


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

    What a widget shows and how it takes the answer are the drill's to say: ``answering`` (an
    ``Answering``), ``exhibit()`` for a drill without a position, ``story`` and ``hides()`` for one with.

    >>> from lukfu_teach import drills
    >>> drill = drills.get("beat-single")
    >>> drill.answer_kind, drill.rules, drill.seat, drill.answering
    ('cards', ('R10', 'R12'), 0, <Answering.CARDS: 'cards'>)
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
        story: Story | None = None,
    ) -> None:
        if not rules:
            raise LukFuError(L_("drill {id}: a drill practises at least one rule", id=id))
        self.id, self.rules = id, tuple(rules)
        self._title, self._task = title, task
        self._deal = deal.copy() if deal is not None else None
        self.seat = seat
        self.seats = tuple(seats)
        self._told = story  # what the catalogue asks to leave out (``story``)

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
        """The answers offered (choice, seat, number and net drills), their labels in the current language."""
        return ()

    @property
    def answering(self) -> Answering:
        """How a widget takes the answer: cards to select, one choice to click, several to mark, an order."""
        if self.answer_kind == "cards":
            return Answering.CARDS
        if self.answer_kind == "order":
            return Answering.ORDER
        return Answering.SEVERAL if self.multiple else Answering.ONE

    def exhibit(self) -> Exhibit | None:
        """What a drill without a position shows of its cards (``None``: nothing, or the drill has a position)."""
        return None

    @property
    def prompt(self) -> str:
        """The situation and the task, as one text."""
        return " ".join([*self.situation(), self.task])

    def situation(self) -> list[str]:
        """The position in sentences, as ``seat`` sees it (or the open table), each citing its rule."""
        if self._deal is None:
            return []
        return situation(self._deal, self.seat, self.seats, self.story)

    @property
    def story(self) -> Story:
        """What ``situation`` and a picture of the position tell: the drill's own needs, then the catalogue's."""
        own = self._story()
        told = self._told
        if told is None:
            return own
        return replace(own, turn=own.turn and told.turn, fu=own.fu and told.fu, calls=own.calls and told.calls)

    def _story(self) -> Story:
        """What this kind of drill leaves out, or tells in full, so as not to give its answer away."""
        return Story()

    def hides(self) -> frozenset[str]:
        """What a picture of the position must not show: ``"turn"`` (who is to act), ``"fu"``, ``"master"``,
        ``"caller"``, ``"winner"`` (of the trick shown)."""
        story = self.story
        hidden = {k for k in ("turn", "fu") if not getattr(story, k)}
        return frozenset(hidden | (set() if story.calls else {"master", "caller"}))

    # -- answering ---------------------------------------------------------------------------

    def submit(self, answer: Any) -> Feedback:
        """Judge ``answer``: ``Feedback.correct`` and the reason; a malformed answer is refused, never raised."""
        if is_empty(answer):
            return Feedback(False, (L_(NOTHING[self._nothing()]),), valid=False)
        too_big = size_error(answer)
        if too_big is not None:
            return Feedback(False, (too_big.text,), valid=False)
        try:
            value = self._read(answer)
        except LukFuError as err:  # ``AnswerError``, or an engine refusal while reading (a bad code)
            return Feedback(False, (text(err.text),), valid=False)  # a plain string: as it is
        correct, texts = self._judge(value)
        if correct:
            texts = [L_("Right."), *texts]
        return Feedback(correct, tuple(texts), answer=self._answer_text(value), rules=self.rules)

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
        """The sentences of ``explanation()``, in the current language."""
        return [str(t) for t in self.reasons()]

    def reasons(self) -> list[Text]:
        """The sentences of the explanation, as lazy ``Text``."""
        raise NotImplementedError

    def _read(self, answer: Any) -> Any:
        raise NotImplementedError

    def _judge(self, value: Any) -> tuple[bool, list[Text]]:
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

    def who(self, seat: int) -> Text:
        """``seat 1 (East)``, in the language it is shown in."""
        return Said(explain.seat_name, seat, self.seats)

    def _position(self) -> Deal:
        if self._deal is None:
            raise LukFuError(L_("drill {id} has no position", id=self.id))
        return self._deal


def _said(value: str | Text) -> str:
    """A title or task in the current language: a ``Text`` rendered, a message id translated."""
    return value.render() if isinstance(value, Text) else _(value)


# -- the position in words ------------------------------------------------------------------------


def situation(
    deal: Deal, viewer: int | None, seats: Sequence[str] = DEFAULT_SEATS, story: Story = Story()
) -> list[str]:
    """The story of a position: the Master, the calls, what was played face up, fu, the trick in play,
    who is to act. Another seat's discard is told without its cards when ``viewer`` is a seat (R13, R15).

    Calls are told as said ("seat 2 (West) says play"), so the story never names the caller for the
    learner; ``story`` (a ``Story``) leaves out who is to act, the fu, or the Master and the calls, and
    tells the last finished trick move by move instead of in the summary.
    """
    name = partial(explain.seat_name, seats=seats)
    turn, fu, last_trick = story.turn, story.fu, story.last_trick
    steps = history(deal)
    lines = []
    if story.calls:
        lines.append(_("The Master is {seat} (R4).", seat=name(deal.master)))
        for move in (step.move for step in steps[: len(deal.calls)]):
            who = name(move.seat)
            lines.append(_("{seat} says play (R5).", seat=who) if move.action is Action.PLAY
                         else _("{seat} says pass (R5).", seat=who))  # fmt: skip
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
        for step in card_moves[first : first + len(told.moves)]:
            lines.append(explain.move_sentence(explain.seen_move(step.move, viewer), step.before, seats))
    if fu and deal.tricks and not deal.best:
        points = ", ".join(f"{name(s)} {deal.fu[s]}" for s in (0, 1, 2))
        lines.append(_("Fu so far: {fu} (R14).", fu=points))
    if deal.result is not None and deal.result.by_claim:
        lines.append(explain.move_sentence(steps[-1].move, steps[-1].before, seats))
    if deal.phase is Phase.OVER:
        lines.append(_("The deal is over."))
    elif turn and deal.to_act is not None:
        lines.append(_("{seat} is to act (R3).", seat=name(deal.to_act)))
    return lines
