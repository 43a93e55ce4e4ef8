"""Quizzes: ``OldQuiz`` (which of these cards are Old?) and ``BeatQuiz`` (which of these plays beat it?).

A quiz marks every card or play at once, and the drills judge each one (``OldDrill.verdicts``,
``WhichBeatDrill.verdicts``): the widgets only show the question, take the clicks and show the verdicts.
The positions and questions are drawn by ``drills.old_position`` and ``drills.beat_question``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

import ipywidgets as ipw

from .. import drills as drill_api
from ..drills import OldDrill, Verdict, WhichBeatDrill
from ..engine.cards import Card, cards_in, codes, parse_cards
from ..engine.plays import Play
from ..errors import ChoiceError
from ..i18n import L_, N_, _, language, ngettext, pick
from ..pictures import render
from ..records.record import Record
from ..words import explain
from .common import Kit, Speaking, as_record, classes, mark_language, speaking, tick
from .picker import CardPicker

_QUIZ = N_("Quiz")


class OldQuiz(Speaking, ipw.VBox):
    """Click the cards you think are Old, then check: feedback with proofs, and a score.

    ``OldQuiz(seed)`` finds an instructive position in a deal played from the
    seed; ``OldQuiz(record)`` (a record, its JSON or a path) one in that
    record; ``step`` and ``seat`` choose the position yourself. ``lang``: the language it speaks
    (``None``: the current one; ``set_language`` changes it).
    """

    def __init__(
        self,
        source: int | Record | Mapping | str | Path = 0,
        *,
        step: int | None = None,
        seat: int | None = None,
        theme: str | None = None,
        lang: str | None = None,
    ) -> None:
        with language(self._speak(lang)):
            if seat not in (None, 0, 1, 2):
                raise ChoiceError(L_("{seat} is not a seat (0, 1 or 2) (R3)", seat=repr(seat)))
            self.seed = source if isinstance(source, int) else None
            self.record = None if isinstance(source, int) else as_record(source)
            self.right = self.total = 0
            self.checked = False
            kit = self.kit = Kit()
            self.question = kit.html("lukfu-question lukfu-panel")
            self.public = kit.html("lukfu-played-box lukfu-panel")
            self.hand = CardPicker(label=" ", layout=kit.layout, lang=self.lang)
            classes(self.hand, "lukfu-hand-box lukfu-quiz-hand")
            controls = _controls(self, kit, can_go_on=self.seed is not None)
            children = [kit.style(), self.question, self.public, self.hand, controls, self.score_line, self.feedback]
            super().__init__(children, layout=kit.layout)
            classes(self, f"lukfu lukfu-widget lukfu-old-quiz {render.theme_class(theme)}")
            mark_language(self)
            self._pose(step, seat)

    def __repr__(self) -> str:
        title = pick(self.record.title, self.lang) or "untitled" if self.record is not None else ""
        where = f"seed={self.seed}" if self.seed is not None else f"deal={title!r}"
        return f"OldQuiz({where}, seat={self.seat}, score={self.right}/{self.total})"

    def _pose(self, step: int | None, seat: int | None) -> None:
        if self.record is not None and step is not None:
            steps = self.record.steps()
            if not 0 <= step <= len(steps):
                raise ChoiceError(
                    L_("step {step} is not in this record (steps 0 to {last})", step=step, last=len(steps))
                )
            self.deal = steps[step - 1].deal if step else self.record.start()
            self.seat = seat if seat is not None else self.deal.to_act if self.deal.to_act is not None else 0
        else:
            steps = self.record.steps() if self.record is not None else ()
            positions = drill_api.random_positions(self.seed) if self.record is None else (s.deal for s in steps)  # type: ignore[arg-type]  # no record: a seed
            self.deal, found = drill_api.old_position(positions)
            self.seat = seat if seat is not None else found
        seats = self.record.seats if self.record is not None else explain.DEFAULT_SEATS
        self.drill = OldDrill("old-quiz", _QUIZ, ["R16"], N_("Pick every Old card in your hand."), self.deal,
                              seat=self.seat, seats=seats)  # fmt: skip
        self.checked = False
        self.verdicts: list[Verdict] = []
        self.hand.clear()
        self._relabel()

    def another(self) -> None:
        """A new position (from the next seed)."""
        if self.seed is None:
            return
        self.seed += 1
        with language(self.lang):
            self._pose(None, None)

    @property
    def picked(self) -> set[Card]:
        """The cards the learner marked as Old."""
        return set(self.hand.selected_cards)

    def toggle(self, card: Card | str) -> None:
        card = Card.parse(card)
        if self.checked or not self.deal.hands[self.seat] & card.bit:
            return
        self.hand.selected = [c for c in self.hand.cards if (c == str(card)) != (c in self.hand.selected)]

    def answer(self, cards: str | Iterable[Card | str]) -> None:
        """Pick exactly these cards (``"S9 S8"``); cards not in the hand are left out."""
        self.hand.selected = [str(c) for c in parse_cards(cards) if self.deal.hands[self.seat] & c.bit]

    def check(self) -> tuple[int, int]:
        """Mark the answer: the cards judged right out of the hand; feedback names each proof (``OldDrill``)."""
        if not self.checked:
            self.verdicts = self.drill.verdicts(sum(c.bit for c in self.picked))
            right, total = sum(v.right for v in self.verdicts), len(self.verdicts)
            self.right += right
            self.total += total
            self.checked = True
            self._relabel()
        return sum(v.right for v in self.verdicts), len(self.verdicts)

    @speaking
    def _relabel(self) -> None:
        """Every text in the quiz's language: the question, the cards played, the hand, the verdicts."""
        deal = self.deal
        self.hand.set_language(self.lang, _("The hand: select every card you think is Old"))
        self.check_button.description, self.check_button.tooltip = _("Check"), _("Check your answer")
        self.next_button.description, self.next_button.tooltip = _("Another position"), _("A new position to judge")
        name = render.esc(self.drill.who(self.seat))
        tricks = len(deal.tricks)
        if not tricks:
            when = ""
        elif deal.at_lead:
            when = _("Trick {number} is over.", number=tricks)
        else:
            when = _("Trick {number} is being played.", number=tricks)
        question = _("Which cards of {seat} are Old?", seat=name)
        click = _("Click every card you think is Old (R16), then Check.")
        self.question.value = f"<h4>{question}</h4><p>{render.esc(when)} {render.esc(click)}</p>"
        mine = deal.discards[self.seat]
        own = render.esc(_("Its own face-down discards:"))
        discards = f"<div>{own} {render.hand(mine, mini=True)}</div>" if mine else ""
        played = render.esc(_("Played face up so far"))
        self.public.value = f"<b>{played}</b>" + render.played(deal) + discards
        self.feedback.value = self._verdicts_html() if self.checked else ""
        self._draw()

    def _verdicts_html(self) -> str:
        good = [str(v.reason) for v in self.verdicts if v.right]
        bad = [
            _("You missed it: {reason}", reason=v.reason)
            if v.truth
            else _("You marked it, but {reason}", reason=v.reason)
            for v in self.verdicts
            if not v.right
        ]
        total, right = len(self.verdicts), len(good)
        heading = ngettext("{right} of {n} card judged right", "{right} of {n} cards judged right", total, right=right)
        legend = _("On the cards: a blue ring is a card you marked; a dotted red outline, a card you judged wrong; "
                   "the seal {seal}, a card that is Old (R16).", seal=_("OLD"))  # fmt: skip
        again, good_head = render.esc(_("To look at again")), render.esc(_("Right"))
        return (
            f'<h4>{render.esc(heading)}</h4><p class="lukfu-legend">{render.esc(legend)}</p>'
            + (f'<div class="lukfu-bad"><b>{again}</b>{render.bullets(bad)}</div>' if bad else "")
            + f'<div class="lukfu-good"><b>{good_head}</b>{render.bullets(good)}</div>'
        )

    def _draw(self) -> None:
        """The hand as it stands; once checked, the Old seals and the wrong answers marked."""
        hand = cards_in(self.deal.hands[self.seat])
        status = {}
        marks = {}
        if self.checked:
            old = self.deal.old_cards(self.seat)
            status = {c: old[c] for c in hand if c in old}
            marks = {v.item: ("lukfu-wrong",) for v in self.verdicts if not v.right}
        self.hand.show(hand, status, marks)
        self.hand.disabled = self.checked
        self.check_button.disabled = self.checked
        self.score_line.value = _(
            "Score: <b>{right}/{total}</b> cards judged right", right=self.right, total=self.total
        )


# -- BeatQuiz --------------------------------------------------------------------------


class BeatQuiz(Speaking, ipw.VBox):
    """Which of these plays beat the current best play, and why (R10)?

    ``BeatQuiz(seed)`` draws questions; ``BeatQuiz(best="S3 S4 S5",
    candidates=["S6 S7 S8", "M1 M2 M3", ...])`` asks yours. ``lang``: the language it speaks
    (``None``: the current one; ``set_language`` changes it).
    """

    def __init__(
        self,
        seed: int = 0,
        *,
        best: str | Play | None = None,
        candidates: Sequence[str | Play] = (),
        theme: str | None = None,
        lang: str | None = None,
    ) -> None:
        with language(self._speak(lang)):
            self.seed = seed
            self.rng = random.Random(seed)
            self.fixed = best is not None
            self.right = self.total = 0
            kit = self.kit = Kit()
            self.question = kit.html("lukfu-question lukfu-panel")
            self.choices_box = kit.box("lukfu-choices")
            controls = _controls(self, kit, can_go_on=not self.fixed)
            children = [kit.style(), self.question, self.choices_box, controls, self.score_line, self.feedback]
            super().__init__(children, layout=kit.layout)
            classes(self, f"lukfu lukfu-widget lukfu-beat-quiz {render.theme_class(theme)}")
            mark_language(self)
            if self.fixed:
                self._pose(_play(best).mask, [_play(c).mask for c in candidates])  # type: ignore[arg-type]
            else:
                self._pose(*drill_api.beat_question(self.rng))

    def __repr__(self) -> str:
        where = f"best={codes(self.best)!r}" if self.fixed else f"seed={self.seed}"
        return f"BeatQuiz({where}, score={self.right}/{self.total})"

    def _pose(self, best: int, candidates: list[int]) -> None:
        if not candidates:
            raise ChoiceError(L_("a beat question needs at least one candidate play"))
        self.best, self.candidates = best, candidates
        self.drill = WhichBeatDrill("beat-quiz", _QUIZ, ["R10"], N_("Choose every play that beats it."),
                                    best=codes(best), candidates=[codes(m) for m in candidates])  # fmt: skip
        self.checked = False
        self.verdicts: list[Verdict] = []
        self.toggles = []
        columns = []
        for mask in candidates:
            toggle = self.kit.toggle("", "lukfu-choice")
            toggle.observe(lambda change: tick(change["owner"]), "value")
            tick(toggle)
            self.toggles.append(toggle)
            picture = self.kit.html("lukfu-candidate-cards", render.play(Play(mask)))
            columns.append(self.kit.box("lukfu-candidate", [picture, toggle], True))
        self.choices_box.children = columns
        self._relabel()

    def another(self) -> None:
        if not self.fixed:
            with language(self.lang):
                self._pose(*drill_api.beat_question(self.rng))

    def answer(self, beating: Iterable[str | Play]) -> None:
        """Mark exactly these candidates as beating (``["S6 S7 S8"]``)."""
        chosen = {_play(p).mask for p in beating}
        for mask, toggle in zip(self.candidates, self.toggles, strict=True):
            toggle.value = mask in chosen

    def check(self) -> tuple[int, int]:
        """Mark the answer: candidates judged right out of all; each with its reason and rule (``WhichBeatDrill``)."""
        if not self.checked:
            keys = {c.key for c, t in zip(self.drill.choices, self.toggles, strict=True) if t.value}
            self.verdicts = self.drill.verdicts(keys)
            self.right += sum(v.right for v in self.verdicts)
            self.total += len(self.verdicts)
            self.checked = True
            for toggle in self.toggles:
                toggle.disabled = True
            self._relabel()
        return sum(v.right for v in self.verdicts), len(self.verdicts)

    @speaking
    def _relabel(self) -> None:
        """Every text in the quiz's language: the question, the toggles, the verdicts, the score."""
        for mask, toggle in zip(self.candidates, self.toggles, strict=True):
            # TRANSLATORS: a toggle under a candidate play: the learner thinks it beats the best play
            toggle.description, toggle.tooltip = _("beats it"), _("{play} beats it", play=codes(mask))
        heading = _("The best play so far is {play}.", play=explain.play_phrase(self.best))
        ask = _("Which of these plays would beat it? Press <i>beats it</i> under each one you think does, then "
                "Check (R10).")  # fmt: skip
        self.question.value = f"<h4>{render.esc(heading)}</h4>{render.play(Play(self.best))}<p>{ask}</p>"
        self.check_button.description, self.check_button.tooltip = _("Check"), _("Check your answer")
        self.next_button.description, self.next_button.tooltip = _("Next question"), _("Another question")
        self.check_button.disabled = self.checked
        self.feedback.value = self._verdicts_html() if self.checked else ""
        self.score_line.value = _(
            "Score: <b>{right}/{total}</b> plays judged right", right=self.right, total=self.total
        )

    def _verdicts_html(self) -> str:
        lines = []
        for v in self.verdicts:
            verdict = "✓ " + _("right") if v.right else "✗ " + _("wrong")
            css = "lukfu-good" if v.right else "lukfu-bad"
            lines.append(f'<li class="{css}"><b>{render.esc(verdict)}:</b> {render.esc(str(v.reason))}</li>')
        right = sum(v.right for v in self.verdicts)
        heading = _("{right} of {total} right", right=right, total=len(self.verdicts))
        return f"<h4>{render.esc(heading)}</h4><ul>{''.join(lines)}</ul>"


def _controls(quiz: OldQuiz | BeatQuiz, kit: Kit, can_go_on: bool) -> ipw.Box:
    """A quiz's **Check** and next-question buttons (its words come in ``_relabel``), its feedback and score."""
    quiz.check_button = kit.button("", "lukfu-check", primary=True)
    quiz.next_button = kit.button("", "lukfu-next-question")
    quiz.feedback = kit.html("lukfu-feedback lukfu-panel")
    quiz.score_line = kit.html("lukfu-score lukfu-panel")
    quiz.check_button.on_click(lambda _button: quiz.check())
    quiz.next_button.on_click(lambda _button: quiz.another())
    quiz.next_button.disabled = not can_go_on
    return kit.box("lukfu-controls", [quiz.check_button, quiz.next_button])


def _play(value: str | Play) -> Play:
    return value if isinstance(value, Play) else Play.parse(value)
