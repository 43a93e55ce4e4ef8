"""Drills in Jupyter: one drill (``DrillWidget``), a sequence with progress (``DrillSequence``), the recap of
a lesson (``DrillRecap``) and a final test with a score (``DrillAssessment``).

The learner acts first: click the cards (a ``CardPicker``: mouse, or Tab then the arrow keys and Space) or
a button, then **Check**; the feedback comes at once. A wrong answer can be tried again (**Try again**) or
the answer shown (**Show the answer**, after which it can still be tried again); a right one opens what the
feedback did not already say, and **Next** goes on. Progress (a star for a drill solved at the first try, a
tick for one solved later) is kept in a small JSON file beside the notebook (``lukfu_progress.json``;
``progress=`` another path or a ``Progress``), so a learner can come back to it; every sequence and recap
showing it follows each answer at once.

The drills judge, the widgets show: what to draw and how the answer is taken are the drill's
(``drill.answering``, ``drill.exhibit()``, ``drill.story``), and a feedback is lazy text, so
``set_language("sv")`` writes everything again in Swedish, the answers given included.

>>> from lukfu_teach import drills
>>> from lukfu_teach.widgets import DrillWidget
>>> widget = DrillWidget("beat-single", progress=None)
>>> widget
DrillWidget('beat-single', tries=0, solved=False)
>>> widget.answer("S5").correct, widget.try_again(), widget.answer("S7").correct
(False, None, True)
>>> widget
DrillWidget('beat-single', tries=2, solved=True)
"""

from __future__ import annotations

import os
import weakref
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as ipw

from .. import course
from .. import drills as drill_api
from ..drills import Answering, Drill, Feedback, Look, Progress
from ..drills.answers import quoted, read_suit
from ..engine.cards import Suit, codes, parse_cards
from ..errors import ChoiceError, LukFuError
from ..i18n import L_, N_, Text, _, language, ngettext
from ..pictures import render
from ..words import explain, terms
from .common import Kit, ScrollMark, Speaking, classes, mark, mark_language, show, speaking, tick
from .picker import CardPicker

_DEFAULT = object()  # ``progress`` not given: the file beside the notebook

DRILL_CSS = """<style>
.lukfu-drill .lukfu-drill-title h3{margin:2px 0}
.lukfu-drill .lukfu-drill-rules{font-size:12px;color:var(--jp-ui-font-color2,#555)}
.lukfu-drill .lukfu-drill-prompt p{margin:3px 0}
.lukfu-drill .lukfu-drill-task{font-weight:700}
.lukfu-drill .lukfu-drill-board .lukfu-seat-line{margin:2px 0}
.lukfu-drill .lukfu-drill-answer{gap:6px;flex-flow:row wrap !important;align-items:center;max-width:100%}
.lukfu-drill .lukfu-drill-answer.lukfu-drill-cards{flex-flow:column !important;align-items:stretch}
.lukfu-drill .lukfu-drill-choice.jupyter-button{height:auto;min-height:30px;white-space:normal;text-align:left;
 padding:4px 10px;line-height:1.3}
.lukfu-drill .lukfu-drill-choice.lukfu-selected.jupyter-button{font-weight:700;
 outline:2px solid var(--jp-brand-color1,#1976d2);outline-offset:1px}
.lukfu-drill .lukfu-drill-choice.lukfu-selected.jupyter-button:disabled{opacity:0.85}
.lukfu-drill .lukfu-drill-order-line{min-height:22px}
.lukfu-drill .lukfu-drill-verdict{border-left:5px solid;padding:4px 8px;margin:4px 0;
 color:var(--jp-ui-font-color0,#111)}
.lukfu-drill .lukfu-drill-right{border-color:#127a3a}
.lukfu-drill .lukfu-drill-wrong{border-color:#b3120f}
.lukfu-drill .lukfu-drill-refused{border-color:#8a5a00}
.lukfu-drill .lukfu-drill-explanation ul{padding-left:22px;margin:2px 0}
.lukfu-drill-sequence .lukfu-drill-marks{gap:3px;flex-flow:row wrap !important}
.lukfu-drill-sequence .lukfu-drill-mark.jupyter-button{min-width:44px;padding:0 6px}
.lukfu-drill-sequence .lukfu-drill-mark.lukfu-current{outline:2px solid var(--jp-brand-color1,#1976d2)}
.lukfu-drill-recap ul,.lukfu-drill-finished ul{padding-left:22px}
.lukfu-drill-finished{border-left:5px solid #127a3a;padding:2px 8px !important}
.lukfu-drill-score{font-weight:700}
</style>"""
MARKS = {"star": "★", "tick": "✓", "shown": "○", "": "·"}
MARK_WORDS = {
    "star": N_("solved at the first try"),
    "tick": N_("solved"),
    "shown": N_("answer shown, not solved yet"),
    "": N_("not solved yet"),
}


def _progress(value: Any) -> Progress:
    """A ``Progress`` from what the widgets take: a ``Progress``, a path, ``None`` (keep it in memory only),
    or nothing given (``lukfu_progress.json`` in the current folder, beside the notebook)."""
    if value is _DEFAULT:
        return course.progress()  # the kernel's: the file beside the notebook, LUKFU_PROGRESS, or the class
    if value is None:
        return Progress.in_memory()
    if isinstance(value, Progress):
        return value
    if isinstance(value, (str, os.PathLike)):
        return Progress(value)
    raise ChoiceError(L_("progress is a Progress, a file path or None, not {kind}", kind=type(value).__name__))


def _drill(value: Drill | str) -> Drill:
    return value if isinstance(value, Drill) else drill_api.get(value)


def mark_of(progress: Progress, drill_id: str) -> str:
    """A drill's mark: ``"star"``, ``"tick"``, ``"shown"`` (its answer shown, not solved yet) or ``""``."""
    state = progress.mark(drill_id)
    return state or ("shown" if progress.entry(drill_id).shown else "")


# -- every view of a progress, kept up to date ------------------------------------------------------

_VIEWS: weakref.WeakSet[Any] = weakref.WeakSet()  # the sequences and recaps shown, each with its ``progress``


def _same(a: Progress, b: Progress) -> bool:
    return a is b or (a.path is not None and a.path == b.path)


def progress_changed(progress: Progress) -> None:
    """Redraw every sequence and recap that shows ``progress`` (or its file): one source of truth, live."""
    for view in list(_VIEWS):
        if _same(view.progress, progress):
            view.refresh()


# -- the picture of a position ---------------------------------------------------------------------


def board_html(drill: Drill) -> str:
    """The position as the drill's seat sees it, without what would give the answer away (``drill.hides()``):
    each seat with its badges and card count, the learner's own hand (no Old marks), the trick, the cards
    played face up. A drill without a position shows what it exhibits (``drill.exhibit()``)."""
    deal = drill.deal
    if deal is None:
        return _exhibit_html(drill)
    hides, viewer, seats = drill.hides(), drill.seat, drill.seats
    lines = []
    for seat in (0, 1, 2):
        badges = render.badge(_("Master"), "master") if seat == deal.master and "master" not in hides else ""
        if seat == deal.caller and "caller" not in hides:
            badges += render.badge(_("Caller"), "caller")
        if deal.tricks and "fu" not in hides:
            badges += render.badge(str(terms.fu(deal.fu[seat])), "fu")
        count = deal.hands[seat].bit_count()
        badges += render.badge(str(terms.cards(count)), "count")
        if seat == deal.to_act and "turn" not in hides:
            badges += render.badge(_("to act"), "to-act")
        name = render.esc(explain.seat_name(seat, seats))
        cards = ""
        if seat == viewer and drill.answering is not Answering.CARDS:
            cards = str(render.hand(deal.hands[seat]))
        lines.append(f'<div class="lukfu-seat-line"><b>{name}</b> {badges}{cards}</div>')
    tricks = deal.tricks
    shown = tricks[-1] if tricks and (deal.best or drill.story.last_trick or deal.is_over) else None
    if shown is not None and "winner" in hides:
        shown = shown._replace(winner=None)
    trick = str(render.trick(shown, seats, viewer)) if shown is not None else ""
    played_head, own_head = _("Played face up"), _("Your face-down discards")
    played = f"<div><b>{played_head}</b>{render.played(deal)}</div>" if deal.public else ""
    mine = deal.discards[viewer] if viewer is not None else 0
    own = f"<div><b>{own_head}</b>{render.hand(mine)}</div>" if mine else ""
    return "".join(lines) + trick + played + own


def _exhibit_html(drill: Drill) -> str:
    exhibit = drill.exhibit()
    if exhibit is None:
        return ""
    head = f"<b>{render.esc(str(exhibit.heading))}</b>" if exhibit.heading is not None else ""
    if exhibit.look is Look.PLAY:
        return f"<div>{head}{render.play(codes(exhibit.cards))}</div>"
    if exhibit.look is Look.CODE:  # the code only: a drawn card's tooltip would name it
        return f'<div class="lukfu-drill-code">{head}<code>{codes(exhibit.cards)}</code></div>'
    return f"<div>{head}{render.hand(exhibit.cards)}</div>"


# -- one drill ------------------------------------------------------------------------------------


class DrillWidget(Speaking, ipw.VBox):
    """One drill: its position and question, the learner's answer by click, feedback at once.

    ``DrillWidget(drill)`` takes a ``Drill`` or a drill's id. ``progress`` keeps the result (default:
    ``lukfu_progress.json`` beside the notebook; a path, a ``Progress``, or ``None`` to keep nothing).
    ``tries=1`` allows one answer only (an assessment); ``on_done(widget)`` is called once the drill is
    solved, its answer shown or its tries used; ``on_next`` (a function) shows a button that calls it,
    named ``next_label`` (default **Next**).

    The answer can be given in code too: ``widget.answer("S7")`` (anything ``drill.submit`` takes),
    ``widget.try_again()``, ``widget.reveal()``, ``widget.add_suit("C")``.

    ``lang`` (``"en"``, ``"sv"``; default: the global language when it is made) is the language every word
    of the widget is shown in, whatever the global language is later; ``set_language`` changes it, the
    answers given and their feedback included. The progress file is the same in every language.
    """

    def __init__(
        self,
        drill: Drill | str,
        *,
        progress: Any = _DEFAULT,
        tries: int | None = None,
        on_done: Callable[[DrillWidget], None] | None = None,
        on_next: Callable[[], None] | None = None,
        next_label: Text | None = None,
        theme: str | None = None,
        lang: str | None = None,
    ) -> None:
        with language(self._speak(lang)):
            self.drill = _drill(drill)
            self.progress = _progress(progress)
            if tries is not None and (isinstance(tries, bool) or not isinstance(tries, int) or tries < 1):
                raise ChoiceError(L_("tries is a whole number of at least 1, or None, not {tries}", tries=repr(tries)))
            self.max_tries, self.on_done, self.on_next = tries, on_done, on_next
            self.next_label = next_label if next_label is not None else L_("Next")
            self.tries = 0
            self.solved = self.revealed = False
            self.last: Feedback | None = None
            self._order: list[Suit] = []
            self._build(theme)
            self._relabel()

    def _build(self, theme: str | None) -> None:
        kit = self.kit = Kit()
        self.title = kit.html("lukfu-drill-title")
        self.board = kit.html("lukfu-drill-board lukfu-panel")
        self.prompt = kit.html("lukfu-drill-prompt lukfu-panel")
        self.answer_box = self._answer_widgets()
        self.feedback = kit.html("lukfu-drill-feedback lukfu-panel")
        self.explanation_panel = kit.html("lukfu-drill-explanation lukfu-panel")
        self.retry_button = kit.button("", "lukfu-drill-retry")
        self.reveal_button = kit.button("", "lukfu-drill-reveal")
        self.next_button = kit.button("", "lukfu-drill-next", primary=True)
        self.retry_button.on_click(lambda _event: self.try_again())
        self.reveal_button.on_click(lambda _event: self.reveal())
        self.next_button.on_click(lambda _event: self.next())
        after = kit.box("lukfu-controls lukfu-drill-after", [self.retry_button, self.reveal_button, self.next_button])
        children = [kit.style(), kit.html("lukfu-style lukfu-off", DRILL_CSS), self.title, self.board, self.prompt,
                    self.answer_box, self.feedback, after, self.explanation_panel]  # fmt: skip
        super().__init__(children, layout=kit.layout)
        classes(
            self, f"lukfu lukfu-widget lukfu-drill lukfu-drill-{self.drill.answer_kind} {render.theme_class(theme)}"
        )
        mark_language(self)

    def __repr__(self) -> str:
        return f"DrillWidget({self.drill.id!r}, tries={self.tries}, solved={self.solved})"

    def _answer_widgets(self) -> ipw.Box:
        """The controls the drill is answered with (``drill.answering``); their words come in ``_relabel``."""
        d, kit = self.drill, self.kit
        self.picker: CardPicker | None = None
        self.choice_buttons: list[ipw.Button] = []
        self.toggles: list[ipw.ToggleButton] = []
        self.check_button = kit.button("", "lukfu-drill-submit", primary=True)
        self.check_button.on_click(lambda _event: self.check())
        self.clear_button = kit.button("", "lukfu-drill-clear")
        self.clear_button.on_click(lambda _event: self.clear())
        self.order_line = kit.html("lukfu-drill-order-line")
        how, keys = d.answering, [c.key for c in d.choices]
        if how is Answering.CARDS:
            self.picker = CardPicker(d.cards, multiple=d.multiple, label=d.task, layout=kit.layout, lang=self.lang)
            classes(self.picker, "lukfu-drill-picker")
            self.picker.observe(lambda _: self._refresh(), "selected")
            items = [self.picker, kit.box("lukfu-controls", [self.check_button, self.clear_button])]
            return kit.box("lukfu-drill-answer lukfu-drill-cards", items, vertical=True)
        if how is Answering.SEVERAL:
            for key in keys:
                toggle = kit.toggle("", "lukfu-drill-choice lukfu-drill-toggle")
                toggle.choice_key = key
                toggle.observe(lambda change: (tick(change["owner"]), self._refresh()), "value")  # type: ignore[func-returns-value]
                tick(toggle)
                self.toggles.append(toggle)
            return kit.box("lukfu-drill-answer", [*self.toggles, self.check_button])
        if how is Answering.ORDER:
            suits = [self._button(key, "lukfu-drill-choice lukfu-drill-suit", self.add_suit) for key in keys]
            return kit.box("lukfu-drill-answer", [*suits, self.order_line, self.check_button, self.clear_button])
        self._keys = keys
        buttons = [self._button(key, "lukfu-drill-choice", self.answer) for key in keys]  # a click answers
        return kit.box("lukfu-drill-answer", buttons)

    def _button(self, key: str, css: str, act: Callable[[str], Any]) -> ipw.Button:
        button = self.kit.button("", css)
        button.on_click(lambda _event, key=key: act(key))
        self.choice_buttons.append(button)
        return button

    # -- the words, in the widget's language -----------------------------------------------------------

    def _relabel(self) -> None:
        """Every text of the widget, in ``self.lang`` (when it is made, and by ``set_language``)."""
        d = self.drill
        rules = _("Rules: {rules}", rules=", ".join(d.rules))
        self.title.value = f'<h3>{render.esc(d.title)}</h3><span class="lukfu-drill-rules">{render.esc(rules)}</span>'
        self.board.value = board_html(d)
        show(self.board, bool(self.board.value))
        lines = "".join(f"<p>{render.esc(line)}</p>" for line in d.situation())
        self.prompt.value = f'{lines}<p class="lukfu-drill-task">{render.esc(d.task)}</p>'
        _label(self.check_button, _("Check"), _("Check your answer"))
        _label(self.clear_button, _("Clear"), _("Start your answer again"))
        _label(self.retry_button, _("Try again"), _("Answer this drill again"))
        _label(self.reveal_button, _("Show the answer"), _("Show the answer and why"))
        _label(self.next_button, str(self.next_label), _("Go on to the next drill"))
        if self.picker is not None:
            self.picker.set_language(self.lang, d.task)
        choices = d.choices
        for toggle, choice in zip(self.toggles, choices, strict=False):
            _label(toggle, str(choice.label), str(choice.label))
        for button, choice in zip(self.choice_buttons, choices, strict=False):
            label = str(choice.label)
            if d.answering is Answering.ORDER:
                _label(button, label, _("Put {suit} next", suit=label))
            else:
                _label(button, label, _("Answer: {label}", label=label))
        self._refresh()

    # -- answering ---------------------------------------------------------------------------------

    @property
    def used_up(self) -> bool:
        """Whether every try allowed has been used (an assessment allows one)."""
        return self.max_tries is not None and self.tries >= self.max_tries

    @property
    def accepting(self) -> bool:
        """Whether an answer may be given now."""
        waiting = self.last is not None and self.last.valid and not self.last.correct  # for Try again
        return not (self.solved or self.revealed or self.used_up or waiting)

    def current_answer(self) -> Any:
        """What the learner has selected so far (cards, chosen keys, suits in order)."""
        if self.picker is not None:
            return list(self.picker.selected)
        if self.toggles:
            return [t.choice_key for t in self.toggles if t.value]
        if self.drill.answering is Answering.ORDER:
            return [s.letter for s in self._order]
        return None

    def check(self) -> Feedback | None:
        """Judge the current selection (the **Check** button)."""
        return self.answer(self.current_answer())

    @speaking
    def answer(self, value: Any) -> Feedback | None:
        """Answer the drill with ``value``; the feedback is shown and returned (``None`` when it is closed).
        Labels are read in the widget's language."""
        if not self.accepting:
            return None
        feedback = self.drill.submit(value)
        self.last = feedback
        if feedback.valid:
            self.tries += 1
            self.solved = feedback.correct
            self.progress.record(self.drill.id, feedback.correct, answer=feedback.answer)
        if self.solved or self.used_up:
            self._finish()
        self._refresh()
        if feedback.valid:
            progress_changed(self.progress)
        return feedback

    def try_again(self) -> None:
        """After a wrong answer, or after the answer was shown: clear it and answer again."""
        if self.solved or self.used_up or not (self.revealed or self.last is not None):
            return
        self.last = None
        if self.revealed and self.picker is not None:
            self.picker.show(self.picker.cards)  # the solution's marks go
        self.revealed = False
        self.clear()

    def clear(self) -> None:
        """Unselect everything of the answer being made."""
        if self.picker is not None:
            self.picker.clear()
        for toggle in self.toggles:
            toggle.value = False
        self._order.clear()
        self._refresh()

    def add_suit(self, suit: Suit | str) -> None:
        """Put ``suit`` next in the order being made (order drills): a ``Suit``, its letter or its name."""
        if self.drill.answering is not Answering.ORDER:
            raise ChoiceError(L_("drill {id} is not answered with an order of suits", id=self.drill.id))
        try:
            chosen = read_suit(suit)
        except LukFuError as err:
            raise ChoiceError(err.text) from None
        if self.accepting and chosen not in self._order:
            self._order.append(chosen)
            self._refresh()

    def reveal(self) -> None:
        """Show a correct answer and the explanation (no star for this drill then; it may be tried again)."""
        if self.solved or self.revealed:
            return
        self.revealed = True
        self.progress.reveal(self.drill.id)
        self._finish()
        self._refresh()
        progress_changed(self.progress)

    def next(self) -> None:
        if self.on_next is not None:
            self.on_next()

    def _finish(self) -> None:
        if self.picker is not None and (self.solved or self.revealed):
            solution = self.drill.solution()
            cards = parse_cards(solution) if isinstance(solution, str) else ()
            self.picker.show(self.picker.cards, marks={c: ("lukfu-hint",) for c in cards})
        if self.on_done is not None:
            self.on_done(self)

    @speaking
    def _refresh(self) -> None:
        """What changes as the learner answers: the feedback, the explanation, which controls are open."""
        is_open = self.accepting
        if self.picker is not None:
            self.picker.disabled = not is_open
        for w in (*self.choice_buttons, *self.toggles):
            w.disabled = not is_open
        if self.drill.answering is Answering.ONE:  # the choice clicked stays marked, ticked, after the answer
            clicked = self.last.answer if self.last is not None and self.last.valid else None
            for button, key in zip(self.choice_buttons, self._keys, strict=True):
                mark(button, "lukfu-selected", key == clicked)
                button.icon = "check" if key == clicked else ""
        chosen = self.current_answer()
        self.check_button.disabled = not is_open or not chosen
        self.clear_button.disabled = not is_open or not chosen
        if self.drill.answering is Answering.ORDER:
            names = " < ".join(s.title for s in self._order) or _("(click the suits, lowest first)")
            line = _("Your order: {order}", order=names)
            self.order_line.value = f"<span>{render.esc(line)}</span>"
        self.feedback.value = self._feedback_html()
        self.explanation_panel.value = self._explanation_html()
        wrong = self.last is not None and self.last.valid and not self.last.correct
        show(self.retry_button, not self.solved and not self.used_up and (wrong or self.revealed))
        show(self.reveal_button, wrong and not self.used_up and not self.revealed)
        show(self.next_button, self.on_next is not None and (self.solved or self.revealed or self.used_up))
        show(self.explanation_panel, bool(self.explanation_panel.value))
        show(self.feedback, bool(self.feedback.value))

    def _feedback_html(self) -> str:
        feedback = self.last
        if feedback is None:
            return ""
        if not feedback.valid:
            css, head = "lukfu-drill-refused", _("Not an answer yet:")
        elif feedback.correct:
            css, head = "lukfu-drill-right", "✓"
        else:
            css, head = "lukfu-drill-wrong", "✗"
        text = render.esc(feedback.text)
        return f'<div class="lukfu-drill-verdict {css}" role="status" aria-live="polite"><b>{head}</b> {text}</div>'

    def _explanation_html(self) -> str:
        """The answer and why, once the drill is over or its answer shown: only what the feedback above did not
        already say (a right answer's feedback often says it all; then there is no Why block)."""
        if not (self.solved or self.revealed or self.used_up):
            return ""
        said = set(self.last.sentences) if self.last is not None else set()
        lines = [s for s in self.drill.explain() if s not in said]
        head = ""
        if not self.solved:
            shown = "<b>" + render.esc(answer_words(self.drill)) + "</b>"
            head = "<p>" + _("An answer: {answer}", answer=shown) + "</p>"
        if not lines and not head:
            return ""
        items = f"<ul>{''.join(f'<li>{render.esc(s)}</li>' for s in lines)}</ul>" if lines else ""
        why = _("Why")
        return f"<h4>{why}</h4>{head}{items}"


def _label(button: ipw.Button | ipw.ToggleButton, description: str, tooltip: str) -> None:
    button.description, button.tooltip = description, tooltip


def answer_words(drill: Drill) -> str:
    """A correct answer as a learner reads it, in the current language: the label of a choice offered
    (``plats 1 (Öst)``, ``Slå: ...``), else the codes or numbers (``S6 S7 S8``, ``-2 0 +2``)."""
    solution = drill.solution()
    if drill.answer_kind in ("choice", "seat"):
        labels = {c.key: str(c.label) for c in drill.choices}
        keys = solution if isinstance(solution, list) else [solution]
        return ", ".join(labels.get(str(k), str(k)) for k in keys)
    if isinstance(solution, tuple):  # net points
        return explain.signed(solution)
    return str(solution)


# -- a sequence of drills with progress -----------------------------------------------------------------


class DrillSequence(Speaking, ipw.VBox):
    """Drills one after another, with a mark for each (★ first try, ✓ solved, ○ answer shown, · not yet) kept
    in the progress file, so a learner who comes back sees what is done and starts at the first drill not done.
    **Finish**, after the last drill, puts the recap where the drill was.

    ``DrillSequence(drills)`` takes drills or their ids (default: the whole catalogue), e.g.
    ``DrillSequence(drills.for_rules("R10", "R12"))``; ``progress`` and ``lang`` as in ``DrillWidget``.

    >>> from lukfu_teach.widgets import DrillSequence
    >>> seq = DrillSequence(["suit-order", "deck-size"], progress=None)
    >>> seq
    DrillSequence(2 drills, at 1, done 0)
    >>> seq.current.answer("C S M T").correct; seq
    True
    DrillSequence(2 drills, at 1, done 1)
    >>> seq.go(1); seq.current.drill.id
    'deck-size'
    """

    def __init__(
        self,
        drills: Sequence[Drill | str] | None = None,
        *,
        progress: Any = _DEFAULT,
        title: str = "",
        theme: str | None = None,
        lang: str | None = None,
    ) -> None:
        with language(self._speak(lang)):
            self.drills = [_drill(d) for d in (drills if drills is not None else drill_api.catalog())]
            if not self.drills:
                raise ChoiceError(L_("a sequence needs at least one drill"))
            self.progress = _progress(progress)
            self.theme = theme
            self.finished = False
            kit = self.kit = Kit()
            self.heading = kit.html("lukfu-drill-heading", f"<h3>{render.esc(title)}</h3>" if title else "")
            self.marks = [kit.button("", "lukfu-drill-mark") for _ in self.drills]
            for i, button in enumerate(self.marks):
                button.on_click(lambda _event, i=i: self.go(i))
            self.summary = kit.html("lukfu-drill-summary")
            self.problem = kit.html("lukfu-drill-problem lukfu-panel")
            self.holder = kit.box("lukfu-drill-holder", vertical=True)
            self.prev_button = kit.button("", "lukfu-drill-prev")
            self.prev_button.on_click(lambda _event: self.go(self.index if self.finished else self.index - 1))
            self.done_panel = kit.html("lukfu-drill-finished lukfu-panel")
            self.top = ScrollMark(layout=kit.layout)
            children = [kit.style(), kit.html("lukfu-style lukfu-off", DRILL_CSS), self.top, self.heading,
                        kit.box("lukfu-drill-marks", self.marks), self.summary, self.problem, self.holder,
                        kit.box("lukfu-controls", [self.prev_button])]  # fmt: skip
            super().__init__(children, layout=kit.layout)
            classes(self, f"lukfu lukfu-widget lukfu-drill-sequence {render.theme_class(theme)}")
            mark_language(self)
            self.index: int = -1
            self.go(next((i for i, d in enumerate(self.drills) if not self._entry(d).solved), 0))
            _VIEWS.add(self)

    def __repr__(self) -> str:
        done = sum(self._entry(d).solved for d in self.drills)
        return f"DrillSequence({len(self.drills)} drills, at {self.index + 1}, done {done})"

    def _entry(self, drill: Drill) -> Any:
        return self.progress.entry(drill.id)

    def go(self, index: int) -> None:
        """Show drill number ``index`` (from 0)."""
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(self.drills):
            shown = quoted(index) if isinstance(index, (int, str)) else type(index).__name__
            raise ChoiceError(L_("drill {index} is not in this sequence (0 to {last})", index=shown,
                                 last=len(self.drills) - 1))  # fmt: skip
        self.index, self.finished = index, False
        last = index == len(self.drills) - 1
        self.current = DrillWidget(
            self.drills[index],
            progress=self.progress,
            on_done=lambda _: self.refresh(),
            on_next=self._finish if last else (lambda: self.go(self.index + 1)),
            next_label=L_("Finish") if last else L_("Next"),
            theme=self.theme,
            lang=self.lang,
        )
        self.holder.children = [self.current]
        self.refresh()

    def _finish(self) -> None:
        """The end of the sequence: the recap takes the drill's place, and the view goes to it (the drill was
        longer: its Finish button may be below where the recap now starts)."""
        self.finished = True
        self.holder.children = [self.done_panel]
        self.refresh()
        self.top.scroll()

    def recap(self) -> drill_api.Recap:
        """What was done of these drills, and the rules practised."""
        return self.progress.recap(self.drills)

    def _relabel(self) -> None:
        self.refresh()

    def _followers(self) -> Sequence[Any]:
        return [self.current]

    @speaking
    def refresh(self) -> None:
        """Draw the marks, the summary and (once finished) the recap from the progress as it is now."""
        progress = self.progress
        for i, (drill, button) in enumerate(zip(self.drills, self.marks, strict=True)):
            state = mark_of(progress, drill.id)
            button.description = f"{i + 1} {MARKS[state]}"
            button.tooltip = _("Drill {i}: {title}, {state}", i=i + 1, title=drill.title, state=_(MARK_WORDS[state]))
            mark(button, "lukfu-current", i == self.index and not self.finished)
        recap = self.recap()
        summary = ngettext(
            "Drill {i} of {n} · done {done} (★ {starred} at the first try)",
            "Drill {i} of {n} · done {done} (★ {starred} at the first try)",
            len(self.drills),
            i=self.index + 1,
            done=len(recap.done),
            starred=len(recap.starred),
        )
        self.summary.value = f"<p>{render.esc(summary)}</p>"
        self.problem.value = render.esc(progress.problem) if progress.problem else ""
        show(self.problem, bool(progress.problem))
        self.prev_button.description = _("Back to the drills") if self.finished else _("Previous")
        self.prev_button.tooltip = _("The last drill again") if self.finished else _("The drill before this one")
        self.prev_button.disabled = self.index == 0 and not self.finished
        self.done_panel.value = recap_html(recap, self.drills) if self.finished else ""


# -- the recap of a lesson -------------------------------------------------------------------------------


def recap_html(recap: drill_api.Recap, drills: Sequence[Drill]) -> str:
    """The recap in words: drills done (with their marks), rules practised, rules still to practise."""
    marks = {d: "★" if d in recap.starred else "✓" for d in recap.done}
    items = []
    for d in drills:
        rules = ", ".join(d.rules)
        if d.id in recap.done:
            item = _("{mark} {title} ({rules})", mark=marks[d.id], title=d.title, rules=rules)
        else:
            item = _("{mark} {title} ({rules}) — not done yet", mark="·", title=d.title, rules=rules)
        items.append(f"<li>{render.esc(item)}</li>")
    if recap.rules_practised:
        practised = _("Rules practised: {rules}.", rules=", ".join(recap.rules_practised))
    else:
        practised = _("Rules practised: none yet.")
    left = ", ".join(recap.rules_to_practise)
    todo = _("Rules still to practise: {rules}.", rules=left) if left else _("Every rule of these drills is practised.")
    head = ngettext(
        "Recap: {done} of {n} drill done, {starred} at the first try",
        "Recap: {done} of {n} drills done, {starred} at the first try",
        recap.total,
        done=len(recap.done),
        starred=len(recap.starred),
    )
    return (
        f"<h4>{render.esc(head)}</h4><p>{render.esc(practised)}</p><p>{render.esc(todo)}</p><ul>{''.join(items)}</ul>"
    )


class DrillRecap(Speaking, ipw.VBox):
    """The end of a lesson: which of its drills were done, which rules were practised, what is left.

    It shows the progress (``progress`` and ``lang`` as in ``DrillWidget``) and follows every answer given in
    a drill widget of this kernel that keeps the same progress (the same ``Progress``, or its file) at once;
    ``refresh()`` reads the file again (another kernel may have written it).

    >>> from lukfu_teach.widgets import DrillRecap
    >>> DrillRecap(["suit-order", "deck-size"], progress=None)
    DrillRecap(2 drills, done 0)
    """

    def __init__(
        self,
        drills: Sequence[Drill | str] | None = None,
        *,
        progress: Any = _DEFAULT,
        theme: str | None = None,
        lang: str | None = None,
    ) -> None:
        with language(self._speak(lang)):
            self.drills = [_drill(d) for d in (drills if drills is not None else drill_api.catalog())]
            self.progress = _progress(progress)
            kit = self.kit = Kit()
            self.panel = kit.html("lukfu-drill-recap-panel lukfu-panel")
            super().__init__([kit.style(), kit.html("lukfu-style lukfu-off", DRILL_CSS), self.panel], layout=kit.layout)
            classes(self, f"lukfu lukfu-widget lukfu-drill-recap {render.theme_class(theme)}")
            mark_language(self)
            self.refresh()
            _VIEWS.add(self)

    def _relabel(self) -> None:
        self.refresh()

    @speaking
    def refresh(self) -> drill_api.Recap:
        """Read the progress again and show the recap."""
        progress = self.progress
        progress.reload()  # the store as it is: another widget, lesson page or kernel may have kept answers since
        self.recap = progress.recap(self.drills)
        problem = f"<p>{render.esc(progress.problem)}</p>" if progress.problem else ""
        self.panel.value = problem + recap_html(self.recap, self.drills)
        return self.recap

    def __repr__(self) -> str:
        return f"DrillRecap({len(self.drills)} drills, done {len(self.recap.done)})"


# -- the final assessment ---------------------------------------------------------------------------------


class DrillAssessment(Speaking, ipw.VBox):
    """A final test: ``count`` drills covering as many rules as they can (``drills.assessment``), one answer
    each, then the score and the rules to look at again. The score is kept in the progress file, once
    (``name`` is how it is kept there, in any language). ``progress`` and ``lang`` as in ``DrillWidget``.

    >>> from lukfu_teach.widgets import DrillAssessment
    >>> test = DrillAssessment(count=3, seed=1, progress=None)
    >>> test.current.answer(test.current.drill.solution()).correct; test
    True
    DrillAssessment(3 drills, at 1, score 1/1)
    """

    def __init__(
        self,
        drills: Sequence[Drill | str] | None = None,
        *,
        count: int = 12,
        seed: int = 0,
        progress: Any = _DEFAULT,
        name: str = "final assessment",
        theme: str | None = None,
        lang: str | None = None,
    ) -> None:
        with language(self._speak(lang)):
            pool = [_drill(d) for d in drills] if drills is not None else None
            self.drills = drill_api.assessment(min(count, len(pool)) if pool else count, seed=seed, drills=pool)
            self.progress = _progress(progress)
            self.name, self.theme = name, theme
            self.results: dict[str, bool] = {}
            self.ended = False
            kit = self.kit = Kit()
            self.score_line = kit.html("lukfu-drill-score lukfu-panel")
            self.holder = kit.box("lukfu-drill-holder", vertical=True)
            self.result_panel = kit.html("lukfu-drill-result lukfu-panel")
            children = [kit.style(), kit.html("lukfu-style lukfu-off", DRILL_CSS), self.score_line, self.holder,
                        self.result_panel]  # fmt: skip
            super().__init__(children, layout=kit.layout)
            classes(self, f"lukfu lukfu-widget lukfu-drill-assessment {render.theme_class(theme)}")
            mark_language(self)
            self.index = -1
            self._go(0)

    def __repr__(self) -> str:
        n = len(self.drills)
        return f"DrillAssessment({n} drills, at {self.index + 1}, score {self.score}/{len(self.results)})"

    @property
    def score(self) -> int:
        return sum(self.results.values())

    def _go(self, index: int) -> None:
        self.index = index
        last = index == len(self.drills) - 1
        self.current = DrillWidget(
            self.drills[index],
            progress=Progress.in_memory(),  # an assessment answer is not practice: it earns no star
            tries=1,
            on_done=self._answered,
            on_next=self._end if last else (lambda: self._go(self.index + 1)),
            next_label=L_("See my score") if last else L_("Next"),
            theme=self.theme,
            lang=self.lang,
        )
        self.holder.children = [self.current]
        self._refresh()

    def _answered(self, widget: DrillWidget) -> None:
        self.results[widget.drill.id] = widget.solved
        self._refresh()

    def _end(self) -> None:
        """The score, kept once: a second click on **See my score** changes nothing."""
        if self.ended:
            return
        self.ended = True
        self.progress.add_score(self.name, self.score, len(self.drills), [d.id for d in self.drills])
        self.holder.children = []
        self._refresh()

    def _relabel(self) -> None:
        self._refresh()

    def _followers(self) -> Sequence[Any]:
        return [self.current]

    @speaking
    def _refresh(self) -> None:
        self.score_line.value = render.esc(
            _("Question {i} of {n} · score {score}/{answered}", i=self.index + 1, n=len(self.drills),
              score=self.score, answered=len(self.results))
        )  # fmt: skip
        self.result_panel.value = self._result_html() if self.ended else ""
        show(self.result_panel, self.ended)

    def _result_html(self) -> str:
        total = len(self.drills)
        rules = drill_api.rules_of(d for d in self.drills if not self.results.get(d.id))
        review = _("Rules to look at again: {rules}.", rules=", ".join(rules)) if rules else _("Every drill right!")
        head = _("Your score: {score} of {total} ({percent}%)", score=self.score, total=total,
                 percent=round(100 * self.score / total))  # fmt: skip
        return f"<h4>{render.esc(head)}</h4><p>{render.esc(review)}</p>"


__all__ = ["DrillAssessment", "DrillRecap", "DrillSequence", "DrillWidget", "board_html"]
