"""Drills in Jupyter: one drill (``DrillWidget``), a sequence with progress (``DrillSequence``), the recap of
a lesson (``DrillRecap``) and a final test with a score (``DrillAssessment``).

The learner acts first: click the cards (a ``CardPicker``: mouse, or Tab then the arrow keys and Space) or
a button, then **Check**; the feedback comes at once. A wrong answer can be tried again (**Try again**) or
the answer shown (**Show the answer**); a right one opens the explanation, and **Next** goes on. Progress
(a star for a drill solved at the first try, a tick for one solved later) is kept in a small JSON file
beside the notebook (``lukfu_progress.json``; ``progress=`` another path or a ``Progress``), so a learner
can come back to it.

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

import functools
import os
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import ipywidgets as ipw

from .. import course, explain, render, terms
from .. import drills as drill_api
from ..cards import Suit, codes
from ..drills import Drill, Feedback, Progress
from ..errors import ChoiceError
from ..i18n import L_, N_, _, language, ngettext
from .common import Kit, classes, mark, show
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
.lukfu-drill-recap ul{padding-left:22px}
.lukfu-drill-score{font-weight:700}
</style>"""
MARKS = {"star": "★", "tick": "✓", "": "·"}
MARK_WORDS = {"star": N_("solved at the first try"), "tick": N_("solved"), "": N_("not solved yet")}
_Method = TypeVar("_Method", bound=Callable[..., Any])


def _speaking(method: _Method) -> _Method:
    """Run a widget's method in the widget's language (``self.lang``), whatever the global language is."""

    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        with language(self.lang):
            return method(self, *args, **kwargs)

    return wrapper  # type: ignore[return-value]


def _language(lang: str | None) -> str:
    """The code of ``lang`` (``None``: the current global language); a bad code raises ``LanguageError``."""
    with language(lang) as code:
        return code


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


# -- the picture of a position ---------------------------------------------------------------------


def board_html(drill: Drill) -> str:
    """The position as the drill's seat sees it, without what would give the answer away (``drill.hides()``):
    each seat with its badges and card count, the learner's own hand (no Old marks), the trick, the cards
    played face up. A drill without a position shows the cards it asks about."""
    deal = drill.deal
    if deal is None:
        return _cards_shown(drill)
    hides, viewer, seats = drill.hides(), drill.seat, drill.seats
    lines = []
    for seat in (0, 1, 2):
        badges = render.badge(_("Master"), "master") if seat == deal.master else ""
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
        if seat == viewer and drill.answer_kind != "cards":
            cards = str(render.hand(deal.hands[seat]))
        lines.append(f'<div class="lukfu-seat-line"><b>{name}</b> {badges}{cards}</div>')
    tricks = deal.tricks
    shown = tricks[-1] if tricks and (deal.best or "last_trick" in drill._story() or deal.is_over) else None
    if shown is not None and "winner" in hides:
        shown = shown._replace(winner=None)
    trick = str(render.trick(shown, seats, viewer)) if shown is not None else ""
    played_head, own_head = _("Played face up"), _("Your face-down discards")
    played = f"<div><b>{played_head}</b>{render.played(deal)}</div>" if deal.public else ""
    mine = deal.discards[viewer] if viewer is not None else 0
    own = f"<div><b>{own_head}</b>{render.hand(mine)}</div>" if mine else ""
    return "".join(lines) + trick + played + own


def _cards_shown(drill: Drill) -> str:
    if isinstance(drill, drill_api.WhichBeatDrill):
        head = _("The play to beat")
        return f"<div><b>{head}</b>{render.play(codes(drill.best))}</div>"
    if isinstance(drill, drill_api.ShapeDrill):
        return f"<div>{render.hand(drill.cards)}</div>"
    if isinstance(drill, drill_api.ReadCodeDrill):  # the code only: a drawn card's tooltip would name it
        return f'<div class="lukfu-drill-code"><code>{drill.card}</code></div>'
    return ""


# -- one drill ------------------------------------------------------------------------------------


class DrillWidget(ipw.VBox):
    """One drill: its position and question, the learner's answer by click, feedback at once.

    ``DrillWidget(drill)`` takes a ``Drill`` or a drill's id. ``progress`` keeps the result (default:
    ``lukfu_progress.json`` beside the notebook; a path, a ``Progress``, or ``None`` to keep nothing).
    ``tries=1`` allows one answer only (an assessment); ``on_done(widget)`` is called once the drill is
    solved or its answer shown; ``on_next`` (a function) shows a **Next** button that calls it.

    The answer can be given in code too: ``widget.answer("S7")`` (anything ``drill.submit`` takes),
    ``widget.try_again()``, ``widget.reveal()``.

    ``lang`` (``"en"``, ``"sv"``; default: the global language when it is made) is the language every word
    of the widget is shown in, whatever the global language is later; the progress file is the same in
    every language.
    """

    def __init__(
        self,
        drill: Drill | str,
        *,
        progress: Any = _DEFAULT,
        tries: int | None = None,
        on_done: Callable[[DrillWidget], None] | None = None,
        on_next: Callable[[], None] | None = None,
        theme: str | None = None,
        lang: str | None = None,
    ) -> None:
        self.lang = _language(lang)
        with language(self.lang):
            self._build(drill, progress, tries, on_done, on_next, theme)

    def _build(
        self,
        drill: Drill | str,
        progress: Any,
        tries: int | None,
        on_done: Callable[[DrillWidget], None] | None,
        on_next: Callable[[], None] | None,
        theme: str | None,
    ) -> None:
        self.drill = _drill(drill)
        self.progress = _progress(progress)
        if tries is not None and (isinstance(tries, bool) or not isinstance(tries, int) or tries < 1):
            raise ChoiceError(L_("tries is a whole number of at least 1, or None, not {tries}", tries=repr(tries)))
        self.max_tries, self.on_done, self.on_next = tries, on_done, on_next
        self.tries = 0
        self.solved = self.revealed = False
        self.last: Feedback | None = None
        self._order: list[Suit] = []
        kit = self.kit = Kit()
        d = self.drill
        self.title = kit.html("lukfu-drill-title", self._title_html())
        self.board = kit.html("lukfu-drill-board lukfu-panel", board_html(d))
        self.prompt = kit.html("lukfu-drill-prompt lukfu-panel", self._prompt_html())
        self.answer_box = self._answer_widgets()
        self.feedback = kit.html("lukfu-drill-feedback lukfu-panel")
        self.explanation_panel = kit.html("lukfu-drill-explanation lukfu-panel")
        self.retry_button = kit.button(_("Try again"), "lukfu-drill-retry", tooltip=_("Answer this drill again"))
        self.reveal_button = kit.button(
            _("Show the answer"), "lukfu-drill-reveal", tooltip=_("Show the answer and why")
        )
        self.next_button = kit.button(_("Next"), "lukfu-drill-next", tooltip=_("Go on to the next drill"), primary=True)
        self.retry_button.on_click(lambda _event: self.try_again())
        self.reveal_button.on_click(lambda _event: self.reveal())
        self.next_button.on_click(lambda _event: self.next())
        after = kit.box("lukfu-controls lukfu-drill-after", [self.retry_button, self.reveal_button, self.next_button])
        children = [kit.style(), kit.html("lukfu-style lukfu-off", DRILL_CSS), self.title, self.board, self.prompt,
                    self.answer_box, self.feedback, after, self.explanation_panel]  # fmt: skip
        super().__init__(children, layout=kit.layout)
        classes(self, f"lukfu lukfu-widget lukfu-drill lukfu-drill-{d.answer_kind} {render.theme_class(theme)}")
        show(self.board, bool(self.board.value))
        self._refresh()

    def __repr__(self) -> str:
        return f"DrillWidget({self.drill.id!r}, tries={self.tries}, solved={self.solved})"

    # -- building ----------------------------------------------------------------------------------

    def _title_html(self) -> str:
        d = self.drill
        rules = _("Rules: {rules}", rules=", ".join(d.rules))
        return f'<h3>{render.esc(d.title)}</h3><span class="lukfu-drill-rules">{render.esc(rules)}</span>'

    def _prompt_html(self) -> str:
        lines = "".join(f"<p>{render.esc(line)}</p>" for line in self.drill.situation())
        return f'{lines}<p class="lukfu-drill-task">{render.esc(self.drill.task)}</p>'

    def _answer_widgets(self) -> ipw.Box:
        d, kit = self.drill, self.kit
        self.picker: CardPicker | None = None
        self.choice_buttons: list[ipw.Button] = []
        self.toggles: list[ipw.ToggleButton] = []
        self.check_button = kit.button(_("Check"), "lukfu-drill-submit", tooltip=_("Check your answer"), primary=True)
        self.check_button.on_click(lambda _event: self.check())
        self.clear_button = kit.button(_("Clear"), "lukfu-drill-clear", tooltip=_("Start your answer again"))
        self.clear_button.on_click(lambda _event: self.clear())
        self.order_line = kit.html("lukfu-drill-order-line")
        if d.answer_kind == "cards" and isinstance(d, drill_api.NameDrill):
            items: list[ipw.Widget] = [self._choice_button(str(c), str(c)) for c in d.cards]
        elif d.answer_kind == "cards":
            self.picker = CardPicker(d.cards, multiple=d.multiple, label=d.task, layout=kit.layout)
            classes(self.picker, "lukfu-drill-picker")
            self.picker.observe(lambda _: self._refresh(), "selected")
            items = [self.picker, kit.box("lukfu-controls", [self.check_button, self.clear_button])]
        elif d.answer_kind == "choice" and d.multiple:
            for choice in d.choices:
                toggle = kit.toggle(choice.label, "lukfu-drill-choice lukfu-drill-toggle", tooltip=choice.label)
                toggle.choice_key = choice.key  # type: ignore[attr-defined]
                toggle.observe(lambda _: self._refresh(), "value")
                self.toggles.append(toggle)
            items = [*self.toggles, self.check_button]
        elif d.answer_kind == "order":
            suits = [self._order_button(Suit("CSMT".index(c.key)), c.label) for c in d.choices]
            items = [*suits, self.order_line, self.check_button, self.clear_button]
        else:  # one of the choices offered: a click answers
            items = [self._choice_button(c.key, c.label) for c in d.choices]
        if self.picker is not None:
            return kit.box("lukfu-drill-answer lukfu-drill-cards", items, vertical=True)
        return kit.box("lukfu-drill-answer", items)

    def _choice_button(self, key: str, label: str) -> ipw.Button:
        button = self.kit.button(label, "lukfu-drill-choice", tooltip=_("Answer: {label}", label=label))
        button.on_click(lambda _event, key=key: self.answer(key))
        self.choice_buttons.append(button)
        return button

    def _order_button(self, suit: Suit, label: str) -> ipw.Button:
        button = self.kit.button(label, "lukfu-drill-choice lukfu-drill-suit", tooltip=_("Put {suit} next", suit=label))
        button.on_click(lambda _event, suit=suit: self.add_suit(suit))
        self.choice_buttons.append(button)
        return button

    # -- answering ---------------------------------------------------------------------------------

    @property
    def accepting(self) -> bool:
        """Whether an answer may be given now."""
        used = self.max_tries is not None and self.tries >= self.max_tries
        return not (self.solved or self.revealed or used) and not (self.last and not self.last.correct
                                                                   and self.last.valid)  # fmt: skip

    def current_answer(self) -> Any:
        """What the learner has selected so far (cards, chosen keys, suits in order)."""
        if self.picker is not None:
            return list(self.picker.selected)
        if self.toggles:
            return [t.choice_key for t in self.toggles if t.value]  # type: ignore[attr-defined]
        if self.drill.answer_kind == "order":
            return [s.letter for s in self._order]
        return None

    @_speaking
    def check(self) -> Feedback | None:
        """Judge the current selection (the **Check** button)."""
        return self.answer(self.current_answer())

    @_speaking
    def answer(self, value: Any) -> Feedback | None:
        """Answer the drill with ``value``; the feedback is shown and returned (``None`` when it is closed)."""
        if not self.accepting:
            return None
        feedback = self.drill.submit(value)
        self.last = feedback
        if feedback.valid:
            self.tries += 1
            self.solved = feedback.correct
            self.progress.record(self.drill.id, feedback.correct)
        self._show_feedback(feedback)
        if self.solved or (self.max_tries is not None and self.tries >= self.max_tries):
            self._finish()
        self._refresh()
        return feedback

    @_speaking
    def try_again(self) -> None:
        """After a wrong answer: clear it and answer again."""
        if self.solved or self.revealed or (self.max_tries is not None and self.tries >= self.max_tries):
            return
        self.last = None
        self.feedback.value = ""
        self.clear()

    @_speaking
    def clear(self) -> None:
        """Unselect everything of the answer being made."""
        if self.picker is not None:
            self.picker.clear()
        for toggle in self.toggles:
            toggle.value = False
        self._order.clear()
        self._refresh()

    @_speaking
    def add_suit(self, suit: Suit) -> None:
        """Put ``suit`` next in the order being made (order drills)."""
        if self.accepting and suit not in self._order:
            self._order.append(suit)
            self._refresh()

    @_speaking
    def reveal(self) -> None:
        """Show a correct answer and the explanation (no star for this drill then)."""
        if self.solved or self.revealed:
            return
        self.revealed = True
        self.progress.reveal(self.drill.id)
        self._finish()
        self._refresh()

    @_speaking
    def next(self) -> None:
        if self.on_next is not None:
            self.on_next()

    def _finish(self) -> None:
        self.explanation_panel.value = self._explanation_html()
        if self.picker is not None and (self.solved or self.revealed):
            marks = {c: ("lukfu-hint",) for c in drill_api_solution_cards(self.drill)}
            self.picker.show(self.picker.cards, marks=marks)
        if self.on_done is not None:
            self.on_done(self)

    def _show_feedback(self, feedback: Feedback) -> None:
        if not feedback.valid:
            css, head = "lukfu-drill-refused", _("Not an answer yet:")
        elif feedback.correct:
            css, head = "lukfu-drill-right", "✓"
        else:
            css, head = "lukfu-drill-wrong", "✗"
        text = render.esc(feedback.text)
        self.feedback.value = (
            f'<div class="lukfu-drill-verdict {css}" role="status" aria-live="polite"><b>{head}</b> {text}</div>'
        )

    def _explanation_html(self) -> str:
        lines = "".join(f"<li>{render.esc(s)}</li>" for s in self.drill.explain())
        shown = "<b>" + render.esc(answer_words(self.drill)) + "</b>"
        head = "" if self.solved else "<p>" + _("An answer: {answer}", answer=shown) + "</p>"
        why = _("Why")
        return f"<h4>{why}</h4>{head}<ul>{lines}</ul>"

    @_speaking
    def _refresh(self) -> None:
        is_open = self.accepting
        if self.picker is not None:
            self.picker.disabled = not is_open
        for w in (*self.choice_buttons, *self.toggles):
            w.disabled = not is_open
        for toggle in self.toggles:
            mark(toggle, "lukfu-selected", toggle.value)
        chosen = self.current_answer()
        self.check_button.disabled = not is_open or not chosen
        self.clear_button.disabled = not is_open or not chosen
        if self.drill.answer_kind == "order":
            names = " < ".join(s.title for s in self._order) or _("(click the suits, lowest first)")
            line = _("Your order: {order}", order=names)
            self.order_line.value = f"<span>{render.esc(line)}</span>"
        wrong = self.last is not None and self.last.valid and not self.last.correct
        used = self.max_tries is not None and self.tries >= self.max_tries
        show(self.retry_button, wrong and not used and not self.revealed)
        show(self.reveal_button, wrong and not used and not self.revealed)
        show(self.next_button, self.on_next is not None and (self.solved or self.revealed or used))
        show(self.explanation_panel, bool(self.explanation_panel.value))
        show(self.feedback, bool(self.feedback.value))


def drill_api_solution_cards(drill: Drill) -> list[Any]:
    """The cards of a drill's solution (for card drills), to mark them once it is solved or shown."""
    from ..cards import parse_cards

    solution = drill.solution()
    return list(parse_cards(solution)) if isinstance(solution, str) else []


def answer_words(drill: Drill) -> str:
    """A correct answer as a learner reads it, in the current language: the label of a choice offered
    (``plats 1 (Öst)``, ``Slå: ...``), else the codes or numbers (``S6 S7 S8``, ``-2 0 +2``)."""
    solution = drill.solution()
    if drill.answer_kind in ("choice", "seat"):
        labels = {c.key: str(c.label) for c in drill.choices}
        keys = solution if isinstance(solution, list) else [solution]
        return ", ".join(labels.get(str(k), str(k)) for k in keys)
    return codes_or_text(solution)


def codes_or_text(solution: Any) -> str:
    """A solution as a learner reads it: ``S6 S7 S8``, ``-2 0 +2``, ``beat``."""
    if isinstance(solution, tuple) and len(solution) == 3 and all(isinstance(n, int) for n in solution):
        return " ".join(f"{n:+d}" if n else "0" for n in solution)
    if isinstance(solution, list):
        return ", ".join(map(str, solution))
    return str(solution)


# -- a sequence of drills with progress -----------------------------------------------------------------


class DrillSequence(ipw.VBox):
    """Drills one after another, with a mark for each (★ first try, ✓ solved, · not yet) kept in the
    progress file, so a learner who comes back sees what is done and starts at the first drill not done.

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
        self.lang = _language(lang)
        with language(self.lang):
            self._build(drills, progress, title, theme)

    def _build(self, drills: Sequence[Drill | str] | None, progress: Any, title: str, theme: str | None) -> None:
        self.drills = [_drill(d) for d in (drills if drills is not None else drill_api.catalog())]
        if not self.drills:
            raise ChoiceError(L_("a sequence needs at least one drill"))
        self.progress = _progress(progress)
        self.theme = theme
        kit = self.kit = Kit()
        self.heading = kit.html("lukfu-drill-heading", f"<h3>{render.esc(title)}</h3>" if title else "")
        self.marks = [kit.button("", "lukfu-drill-mark") for _ in self.drills]
        for i, button in enumerate(self.marks):
            button.on_click(lambda _event, i=i: self.go(i))
        self.summary = kit.html("lukfu-drill-summary")
        self.problem = kit.html("lukfu-drill-problem lukfu-panel")
        self.holder = kit.box("lukfu-drill-holder", vertical=True)
        self.prev_button = kit.button(_("Previous"), "lukfu-drill-prev", tooltip=_("The drill before this one"))
        self.prev_button.on_click(lambda _event: self.go(self.index - 1))
        self.done_panel = kit.html("lukfu-drill-finished lukfu-panel")
        children = [kit.style(), kit.html("lukfu-style lukfu-off", DRILL_CSS), self.heading,
                    kit.box("lukfu-drill-marks", self.marks), self.summary, self.problem, self.holder,
                    kit.box("lukfu-controls", [self.prev_button]), self.done_panel]  # fmt: skip
        super().__init__(children, layout=kit.layout)
        classes(self, f"lukfu lukfu-widget lukfu-drill-sequence {render.theme_class(theme)}")
        first = next((i for i, d in enumerate(self.drills) if not self._entry(d).solved), 0)
        self.index = -1
        self.go(first)

    def __repr__(self) -> str:
        done = sum(self._entry(d).solved for d in self.drills)
        return f"DrillSequence({len(self.drills)} drills, at {self.index + 1}, done {done})"

    def _entry(self, drill: Drill) -> Any:
        return self.progress.entry(drill.id)

    @_speaking
    def go(self, index: int) -> None:
        """Show drill number ``index`` (from 0)."""
        if not 0 <= index < len(self.drills):
            return
        self.index = index
        last = index == len(self.drills) - 1
        self.current = DrillWidget(
            self.drills[index],
            progress=self.progress,
            on_done=lambda _: self._refresh(),
            on_next=self._finished if last else (lambda: self.go(self.index + 1)),
            theme=self.theme,
            lang=self.lang,
        )
        self.current.next_button.description = _("Finish") if last else _("Next")
        self.holder.children = [self.current]
        self._refresh()

    @_speaking
    def _finished(self) -> None:
        self.done_panel.value = recap_html(self.recap(), self.drills)
        self._refresh()

    def recap(self) -> drill_api.Recap:
        """What was done of these drills, and the rules practised."""
        return self.progress.recap(self.drills)

    @_speaking
    def _refresh(self) -> None:
        progress = self.progress
        for i, (drill, button) in enumerate(zip(self.drills, self.marks, strict=True)):
            state = progress.mark(drill.id)
            button.description = f"{i + 1} {MARKS[state]}"
            button.tooltip = _("Drill {i}: {title}, {state}", i=i + 1, title=drill.title, state=_(MARK_WORDS[state]))
            mark(button, "lukfu-current", i == self.index)
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
        self.prev_button.disabled = self.index == 0
        show(self.done_panel, bool(self.done_panel.value))


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


class DrillRecap(ipw.VBox):
    """The end of a lesson: which of its drills were done, which rules were practised, what is left.

    It reads the progress file (``progress`` and ``lang`` as in ``DrillWidget``); **Refresh** reads it again.

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
        self.lang = _language(lang)
        with language(self.lang):
            self._build(drills, progress, theme)

    def _build(self, drills: Sequence[Drill | str] | None, progress: Any, theme: str | None) -> None:
        self.drills = [_drill(d) for d in (drills if drills is not None else drill_api.catalog())]
        self._progress_arg = progress
        kit = self.kit = Kit()
        self.panel = kit.html("lukfu-drill-recap-panel lukfu-panel")
        self.refresh_button = kit.button(_("Refresh"), "lukfu-drill-refresh", tooltip=_("Read the progress file again"))
        self.refresh_button.on_click(lambda _event: self.refresh())
        children = [kit.style(), kit.html("lukfu-style lukfu-off", DRILL_CSS), self.panel, self.refresh_button]
        super().__init__(children, layout=kit.layout)
        classes(self, f"lukfu lukfu-widget lukfu-drill-recap {render.theme_class(theme)}")
        self.refresh()

    @_speaking
    def refresh(self) -> drill_api.Recap:
        """Read the progress again and show the recap."""
        progress = _progress(self._progress_arg)
        progress.reload()  # another widget, lesson page or program may have kept answers since
        self.recap = progress.recap(self.drills)
        problem = f"<p>{render.esc(progress.problem)}</p>" if progress.problem else ""
        self.panel.value = problem + recap_html(self.recap, self.drills)
        return self.recap

    def __repr__(self) -> str:
        return f"DrillRecap({len(self.drills)} drills, done {len(self.recap.done)})"


# -- the final assessment ---------------------------------------------------------------------------------


class DrillAssessment(ipw.VBox):
    """A final test: ``count`` drills covering as many rules as they can (``drills.assessment``), one answer
    each, then the score and the rules to look at again. The score is kept in the progress file
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
        self.lang = _language(lang)
        with language(self.lang):
            self._build(drills, count, seed, progress, name, theme)

    def _build(
        self,
        drills: Sequence[Drill | str] | None,
        count: int,
        seed: int,
        progress: Any,
        name: str,
        theme: str | None,
    ) -> None:
        pool = [_drill(d) for d in drills] if drills is not None else None
        self.drills = drill_api.assessment(min(count, len(pool)) if pool else count, seed=seed, drills=pool)
        self.progress = _progress(progress)
        self.name, self.theme = name, theme
        self.results: dict[str, bool] = {}
        kit = self.kit = Kit()
        self.score_line = kit.html("lukfu-drill-score lukfu-panel")
        self.holder = kit.box("lukfu-drill-holder", vertical=True)
        self.result_panel = kit.html("lukfu-drill-result lukfu-panel")
        children = [kit.style(), kit.html("lukfu-style lukfu-off", DRILL_CSS), self.score_line, self.holder,
                    self.result_panel]  # fmt: skip
        super().__init__(children, layout=kit.layout)
        classes(self, f"lukfu lukfu-widget lukfu-drill-assessment {render.theme_class(theme)}")
        self.index = -1
        self._go(0)

    def __repr__(self) -> str:
        n = len(self.drills)
        return f"DrillAssessment({n} drills, at {self.index + 1}, score {self.score}/{len(self.results)})"

    @property
    def score(self) -> int:
        return sum(self.results.values())

    @_speaking
    def _go(self, index: int) -> None:
        self.index = index
        last = index == len(self.drills) - 1
        self.current = DrillWidget(
            self.drills[index],
            progress=Progress.in_memory(),  # an assessment answer is not practice: it earns no star
            tries=1,
            on_done=self._answered,
            on_next=self._end if last else (lambda: self._go(self.index + 1)),
            theme=self.theme,
            lang=self.lang,
        )
        self.current.next_button.description = _("See my score") if last else _("Next")
        self.holder.children = [self.current]
        self._refresh()

    def _answered(self, widget: DrillWidget) -> None:
        self.results[widget.drill.id] = widget.solved
        self._refresh()

    @_speaking
    def _end(self) -> None:
        total = len(self.drills)
        missed = [d for d in self.drills if not self.results.get(d.id)]
        rules = drill_api.rules_of(missed)
        review = _("Rules to look at again: {rules}.", rules=", ".join(rules)) if rules else _("Every drill right!")
        head = _("Your score: {score} of {total} ({percent}%)", score=self.score, total=total,
                 percent=round(100 * self.score / total))  # fmt: skip
        self.result_panel.value = f"<h4>{render.esc(head)}</h4><p>{render.esc(review)}</p>"
        self.progress.add_score(self.name, self.score, total, [d.id for d in self.drills])
        self.holder.children = []
        self._refresh()

    @_speaking
    def _refresh(self) -> None:
        self.score_line.value = render.esc(
            _("Question {i} of {n} · score {score}/{answered}", i=self.index + 1, n=len(self.drills),
              score=self.score, answered=len(self.results))
        )  # fmt: skip
        show(self.result_panel, bool(self.result_panel.value))


__all__ = ["DrillAssessment", "DrillRecap", "DrillSequence", "DrillWidget", "board_html"]
