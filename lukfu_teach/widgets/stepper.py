"""``DealStepper``: step through a deal record card by card, with the why of every step."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

import ipywidgets as ipw

from ..engine.cards import Card, cards_in
from ..engine.deal import Action, Deal, Move, Phase
from ..engine.old import NotOld, not_old, proof_for
from ..engine.seats import Seat
from ..errors import ChoiceError
from ..i18n import L_, N_, _, get_language, language, ngettext, number, pick
from ..pictures import render
from ..records.jsonio import quote
from ..records.record import Record, Step
from ..words import explain, secrecy
from ..words.insight import looks_strong
from ..words.reviewed import FLAGGED, move_words, verdict_word
from .common import (
    Kit,
    Speaking,
    as_record,
    classes,
    is_quiet,
    level_name,
    mark,
    mark_language,
    move_line,
    running_loop,
    seat_status,
    set_options,
    show,
)
from .keys import KeyRelay
from .picker import CardPicker, one_card

if TYPE_CHECKING:
    from .play_table import PlayTable

SPEEDS = {"slow": 2500, "normal": 1200, "fast": 500}  # auto-play: milliseconds a step
KEYS = {"ArrowLeft": "prev", "ArrowRight": "next", "Home": "first", "End": "last"}
SPEED_LABELS = {"slow": N_("Slow"), "normal": N_("Normal speed"), "fast": N_("Fast")}


class DealStepper(Speaking, ipw.VBox):
    """Step through a deal: first / back / next / last, a slider, auto-play, the arrow keys.

    ``DealStepper(source)`` opens a ``Record``, its JSON (dict or text), a
    path, or a ``Deal``. Step 0 is the deal as dealt; every call and move is
    a step. ``perspective`` is ``None`` (the open table) or a seat, which then
    sees only what it saw (R15): a note or description naming a card hidden
    from it, and other seats' reasons until the deal is over (and after it, those
    naming a card it never sees or about a face-down discard, R13), are held back
    until the learner presses **Reveal** (a deliberate spoiler). ``ai_level``
    recomputes the AI's reasoning for moves whose record has no ``why``
    (``None``: do not). With the focus in the stepper, the left and right
    arrow keys step back and forth, Home and End go to the first and last step.
    ``lang`` is the language it speaks (``None``: the current one, ``i18n.get_language()``); its
    English / Svenska switch changes it (``set_language``) and keeps the step, view and selection.
    ``review`` (FORMAT.md "Reviews") marks the reviewed seat's decisions: the verdict at each step,
    a flag on those that cost points. ``start_here``: the first page to draw the stepper scrolls it
    into view (a lesson's main widget: JupyterLab's Run All leaves the notebook at its last cell).
    """

    language_menu: ipw.ToggleButtons  # made with the widget, never None

    def __init__(
        self,
        source: Record | Mapping | str | Path | Deal,
        *,
        perspective: int | None = None,
        ai_level: str | None = "expert",
        seed: int = 0,
        theme: str | None = None,
        lang: str | None = None,
        review: Mapping[str, Any] | None = None,
        start_here: bool = False,
    ) -> None:
        self._speak(lang)
        self.start_here = start_here
        # a review of one seat's play (FORMAT.md "Reviews"): its decisions by step, the flagged ones marked
        self.review = dict(review) if review else None
        self.reviewed = {d["step"]: d for d in (review or {}).get("decisions", [])}
        with language(self.lang):
            self._build(source, perspective, ai_level, seed, theme)

    def _build(self, source: Any, perspective: int | None, ai_level: str | None, seed: int, theme: str | None) -> None:
        self.record = as_record(source)
        self.steps: tuple[Step, ...] = self.record.steps()
        self.start = self.record.start()
        self.seats = self.record.seats
        self.ai_level, self.seed = ai_level, seed
        if perspective is not None and not is_seat(perspective):
            raise ChoiceError(_not_a_seat(perspective))
        self.perspective = perspective
        self.step = 0
        self.focus: Card | None = None
        self.play_table: PlayTable | None = None
        self.revealed: set[int] = set()  # steps whose held-back notes and reasons the learner chose to see
        self.description_revealed = False
        self._recomputed: dict[int, tuple[Mapping[str, Any], Move]] = {}
        self._titles: dict[tuple[str, int | None], str] = {}  # per language and viewer held from: the title's HTML
        self._drawing = False
        self._timer: Any = None
        self.kit = Kit()
        self._navigation(perspective)
        self._seats()
        self._panels()
        super().__init__(self._children(), layout=self.kit.layout)
        classes(self, f"lukfu lukfu-widget lukfu-stepper {render.theme_class(theme)}")
        self._labels()
        self._draw()

    # -- building ------------------------------------------------------------------------

    def _navigation(self, perspective: int | None) -> None:
        """First / back / next / last, the slider, auto-play and its speed, the perspective menu, the keys."""
        kit, n = self.kit, len(self.steps)
        self.first_button = kit.button("", "lukfu-first")
        self.prev_button = kit.button("", "lukfu-prev")
        self.next_button = kit.button("", "lukfu-next", primary=True)
        self.last_button = kit.button("", "lukfu-last")
        self.slider = kit.slider("lukfu-slider", n, "")
        self.autoplay = kit.toggle("", "lukfu-autoplay")
        self.speed = kit.dropdown("lukfu-speed", self._speed_options(), "normal")
        self.perspective_menu = kit.dropdown(  # index 0: the open table; 1 + seat: that seat's view
            "lukfu-perspective", self._perspective_options(), index=0 if perspective is None else perspective + 1
        )
        self.language_menu = kit.language_switch(self.lang, self.set_language)
        self.key_relay = KeyRelay("lukfu-stepper", list(KEYS), layout=kit.layout)
        self.offline = kit.offline_note()
        self.key_relay.on_key(lambda key: getattr(self, KEYS[key])())
        self.first_button.on_click(lambda _button: self.first())
        self.prev_button.on_click(lambda _button: self.prev())
        self.next_button.on_click(lambda _button: self.next())
        self.last_button.on_click(lambda _button: self.last())
        self.slider.observe(lambda change: self.go(change["new"]), "value")
        self.autoplay.observe(lambda change: self._autoplay(change["new"]), "value")
        self.perspective_menu.observe(self._perspective_chosen, "index")

    def _perspective_chosen(self, change: Mapping[str, Any]) -> None:
        if not is_quiet(self.perspective_menu):
            self.set_perspective(_seat_of(change["new"]))

    @staticmethod
    def _speed_options() -> list[tuple[str, str]]:
        return [(_(label), speed) for speed, label in SPEED_LABELS.items()]

    def _perspective_options(self) -> list[str]:
        return [_("Open table")] + [_("As {seat} saw it", seat=explain.seat_name(s, self.seats)) for s in Seat]

    def _labels(self) -> None:
        """Every label, tooltip and menu in the widget's language (at the start, and when it changes)."""
        self.first_button.description = _("First")
        self.first_button.tooltip = _("First step: the deal as dealt (Home)")
        # TRANSLATORS: a button: one step back
        self.prev_button.description = _("Back")
        self.prev_button.tooltip = _("Previous step (left arrow key)")
        self.next_button.description = _("Next")
        self.next_button.tooltip = _("Next step (right arrow key)")
        self.last_button.description = _("Last")
        self.last_button.tooltip = _("Last step (End)")
        self.slider.description = _("Step")
        self.autoplay.description = _("Pause") if self.autoplay.value else _("Auto-play")
        self.autoplay.tooltip = _("Step on by itself; press again to pause")
        set_options(self.speed, self._speed_options())
        self.speed.tooltip = _("How fast auto-play steps")
        set_options(self.perspective_menu, self._perspective_options())
        self.perspective_menu.tooltip = _("Whose view: the open table, or only what one seat saw (R15)")
        self.language_menu.tooltip = _("The language of this widget")
        self.offline.value = render.esc(_("A picture of the deal, saved with the lesson: to step through it, choose "
                                          "Run → Run All Cells (or run this cell)."))  # fmt: skip
        self.details.description = _("Details")
        self.details.tooltip = _("Show the AI's figures and method beside its reasons")
        for s, hand in enumerate(self.hands):
            hand.set_language(self.lang, self._hand_label(s))
        self.reveal_button.description = _("Reveal (spoiler)")
        self.reveal_button.tooltip = _(
            "Show what this seat could not see at this step: notes, description, other seats' reasons"
        )
        set_options(self.play_on_seat, self._play_on_options())
        # TRANSLATORS: the label of the menu "you as seat 0 (You)": play on from here as that seat
        self.play_on_seat.description = _("Play")
        self.play_on_button.description = _("Play on from here")
        self.play_on_button.tooltip = _("Play the rest of this deal")
        mark_language(self)

    def _play_on_options(self) -> list[tuple[str, int]]:
        return [(_("you as {seat}", seat=explain.seat_name(s, self.seats)), int(s)) for s in Seat]

    def _relabel(self) -> None:  # ``set_language`` (widgets.common.Speaking): the step, view and choices stay
        self._labels()
        self._draw()

    def _followers(self) -> list[Any]:
        return [self.play_table] if self.play_table is not None else []  # a table played on from here

    def _seats(self) -> None:
        """Each seat: its name line (with card backs when hidden) and its hand, a row of cards to click."""
        kit = self.kit
        self.heads = [kit.html(f"lukfu-seat-head-box lukfu-seat-{s}") for s in Seat]
        self.hands = [
            CardPicker(multiple=False, compact=True, label=self._hand_label(s), layout=kit.layout, lang=self.lang)
            for s in Seat
        ]
        self.hands[0].on_ready(self._page_ready)
        for s, hand in enumerate(self.hands):
            classes(hand, f"lukfu-hand-box lukfu-hand-{s}")
            hand.observe(lambda change, s=s: self._picked(s, change["new"]), "selected")
        self.seat_boxes = [
            kit.box(f"lukfu-seat lukfu-seat-{s}", [self.heads[s], self.hands[s]], vertical=True) for s in Seat
        ]

    def _page_ready(self) -> None:
        """A page has drawn the stepper: the first one scrolls it into view when ``start_here``."""
        if self.start_here:
            self.start_here = False
            self.hands[0].scroll_into_view()

    def _hand_label(self, seat: int) -> str:
        return _("Hand of {seat}: select a card to see why it is Old or not", seat=explain.seat_name(seat, self.seats))

    def _panels(self) -> None:
        """The title, the status, the trick, the cards played, and the side panels."""
        kit = self.kit
        self.title_panel = kit.html("lukfu-title lukfu-panel")
        self.status = kit.html("lukfu-status lukfu-panel")
        self.trick = kit.html("lukfu-trick-box")
        self.played = kit.html("lukfu-played-box lukfu-panel")
        self.move_panel = kit.html("lukfu-move-panel lukfu-panel")
        self.ai_panel = kit.html("lukfu-ai-panel lukfu-panel")
        self.notes = kit.html("lukfu-notes lukfu-panel")
        self.old_panel = kit.html("lukfu-old-panel lukfu-panel")
        self.card_info = kit.html("lukfu-card-info lukfu-panel lukfu-answer")
        self.reveal_button = kit.button("", "lukfu-reveal")
        self.reveal_button.on_click(lambda _button: self.reveal())
        self.play_on_seat = kit.dropdown("lukfu-play-on-seat", self._play_on_options())
        self.play_on_button = kit.button("", "lukfu-play-on")
        self.play_on_button.on_click(lambda _button: self.play_on(self.play_on_seat.value))
        self.play_area = kit.box("lukfu-play-area", vertical=True)

    def _children(self) -> list[ipw.Widget]:
        kit = self.kit
        buttons = [self.first_button, self.prev_button, self.next_button, self.last_button]
        controls = kit.box("lukfu-controls lukfu-navigation", [*buttons, self.slider, self.autoplay, self.speed])
        controls.children += (self.perspective_menu,)
        board = kit.box("lukfu-board", [*self.seat_boxes, self.trick, self.played], vertical=True)
        # what a clicked card is, first beside the hands (where it was clicked; brought into view when narrow)
        self.details = kit.details_toggle(self)  # just above the AI's reasons it opens
        side = [self.card_info, self.move_panel, self.notes, self.reveal_button, self.details, self.ai_panel]
        side.append(self.old_panel)
        main = kit.box("lukfu-main", [board, kit.box("lukfu-side", side, vertical=True)])  # (the relay: tabindex)
        play_on = kit.box("lukfu-controls lukfu-play-on-bar", [self.play_on_seat, self.play_on_button])
        return [
            kit.style(),
            self.language_menu,  # at the top right (the stylesheet places it)
            self.offline,
            self.title_panel,
            controls,
            self.status,
            main,
            play_on,
            self.play_area,
            self.key_relay,
        ]

    def __repr__(self) -> str:
        title = pick(self.record.title, self.lang) or "untitled"
        return f"DealStepper(deal={title!r}, step={self.step}/{len(self.steps)})"

    # -- moving ------------------------------------------------------------------

    def go(self, step: int) -> None:
        """Show step ``step`` (0: as dealt; clamped to the deal's steps); not a whole number: a ``ChoiceError``."""
        if not isinstance(step, int) or isinstance(step, bool):
            with language(self.lang):
                raise ChoiceError(L_("step {step} is not a whole number (0 to {steps})", step=quote(step),
                                     steps=len(self.steps)))  # fmt: skip
        step = max(0, min(step, len(self.steps)))
        if step == self.step and self.slider.value == step:
            return
        self.step = step
        self.focus = None
        self.slider.value = step  # echoes back here, and stops at once
        self._show()
        if step == len(self.steps) and self.autoplay.value:
            self.autoplay.value = False

    def next(self) -> None:
        self.go(self.step + 1)

    def prev(self) -> None:
        self.go(self.step - 1)

    def first(self) -> None:
        self.go(0)

    def last(self) -> None:
        self.go(len(self.steps))

    def _autoplay(self, on: bool) -> None:
        """Start or pause auto-play: a step every ``SPEEDS[speed]`` milliseconds (from the last step: the first)."""
        with language(self.lang):
            self.autoplay.description = _("Pause") if on else _("Auto-play")
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if on:
            if self.step == len(self.steps):
                self.first()
            self._schedule()

    def _schedule(self) -> None:
        loop = running_loop()
        if loop is not None:
            self._timer = loop.call_later(SPEEDS[self.speed.value] / 1000, self.tick)

    def tick(self) -> None:
        """One step of auto-play (the timer calls it; a test may too)."""
        self._timer = None
        if not self.autoplay.value:
            return
        self.next()
        if self.step < len(self.steps):
            self._schedule()
        else:
            self.autoplay.value = False

    def set_perspective(self, seat: int | None) -> None:
        """The open table (``None``) or what one seat saw (R15)."""
        if seat is not None and not is_seat(seat):
            raise ChoiceError(_not_a_seat(seat))
        index = 0 if seat is None else seat + 1
        if seat == self.perspective and self.perspective_menu.index == index:
            return
        self.perspective, self.focus = seat, None
        self.revealed.clear()
        self.description_revealed = False
        self.perspective_menu.index = index  # the menu's echo comes back here and stops at once
        self._show()

    @property
    def position(self) -> Deal:
        """The deal at the current step (the whole truth)."""
        return self.position_at(self.step)

    def position_at(self, step: int) -> Deal:
        return self.steps[step - 1].deal if step else self.start

    def visible(self) -> tuple[int, ...]:
        """The seats whose hands are shown."""
        return (0, 1, 2) if self.perspective is None else (self.perspective,)

    # -- what a seat's view holds back (R15) -------------------------------------------

    def held_back(self, step: int | None = None) -> tuple[str, ...]:
        """What the seat view holds back at ``step`` (default: the current one), revealed or not:
        ``"description"`` and ``"note"`` when they name a card hidden from the seat then,
        ``"reasons"`` when they are another seat's or name such a card (once the deal is over, ``_hiding`` lets
        through those ``secrecy.held_after`` does not hold)."""
        k = self.step if step is None else step
        viewer = self.perspective
        if viewer is None:
            return ()
        with language(self.lang):  # the texts as this widget shows them
            return self._held_back(k, viewer)

    def _held_back(self, k: int, viewer: int) -> tuple[str, ...]:
        return secrecy.held_back(self.record, k, viewer, recomputed=self.ai_level is not None)

    def _held_after(self, k: int) -> tuple[str, ...]:
        """What the seat view still holds back at step ``k`` of a finished deal (``secrecy.held_after``)."""
        with language(self.lang):
            return secrecy.held_after(self.record, k, self.perspective, recomputed=self.ai_level is not None)

    def _hiding(self, part: str) -> bool:
        """Whether ``part`` of the current step is held back now (not revealed)."""
        if part == "description" and self.description_revealed:
            return False
        if self.step in self.revealed:
            return False
        if part == "reasons" and self.position_at(self.step).is_over:  # the reasons may be read once it is over,
            return part in self._held_after(self.step)  # unless they name what the seat never sees (R13, R15)
        return part in self.held_back()

    def reveal(self) -> None:
        """Show what the seat view holds back at this step (a deliberate spoiler)."""
        if "description" in self.held_back():
            self.description_revealed = True
        self.revealed.add(self.step)
        self._show()

    # -- showing -------------------------------------------------------------------

    def _show(self) -> None:
        """Draw the current step in the widget's language."""
        with language(self.lang):
            self._draw()

    def _draw(self) -> None:
        """Draw the current step: buttons, seats, trick and panels; the status line last."""
        deal, k, n = self.position, self.step, len(self.steps)
        shown = deal if self.perspective is None else deal.view(self.perspective)
        for button_ in (self.first_button, self.prev_button):
            button_.disabled = k == 0
        for button_ in (self.next_button, self.last_button):
            button_.disabled = k == n
        self._drawing = True
        try:
            for s in Seat:
                self._show_seat(deal, shown, s)
        finally:
            self._drawing = False
        self._show_panels(deal)
        trick_no = len(deal.tricks)
        now = explain.result_line(deal.result, self.seats) if deal.result else explain.status(shown)
        if trick_no:
            where = _("trick {number}", number=trick_no)
        elif deal.phase is Phase.CALLING:
            # TRANSLATORS: the status line's part during the calls: "Step 1 of 30 · calling · ..."
            where = _("calling")
        else:
            where = ""
        step = _("Step {step} of {steps}", step=k, steps=n)
        parts = [f"<b>{render.esc(step)}</b>", *(render.esc(p) for p in (where, now) if p)]
        judged = self.reviewed.get(k)
        if judged is not None and judged["verdict"] in FLAGGED:
            flag = _("review: {verdict}", verdict=verdict_word(judged["verdict"]))
            parts.append(f'<span class="lukfu-flag">⚑ {render.esc(flag)}</span>')
        self.status.value = " · ".join(parts)  # last: the view is complete

    def _show_seat(self, deal: Deal, shown: Any, s: int) -> None:
        """One seat: its name line, and its hand (a row of cards) or, hidden from the viewer, card backs."""
        head = render.seat_head(shown, s, self.seats)
        visible = s in self.visible()
        if not visible:
            count = deal.hands[s].bit_count()
            seer = explain.seat_name(self.perspective, self.seats)  # type: ignore[arg-type]
            head += render.hidden_hand(count, ngettext("{n} card, unseen by {seat}", "{n} cards, unseen by {seat}",
                                                       count, seat=seer))  # fmt: skip
        self.heads[s].value = str(head)
        mark(self.seat_boxes[s], "lukfu-acting", deal.to_act == s)
        show(self.hands[s], visible)
        if not visible:
            self.hands[s].show(())  # a hidden hand sends no card to the page at all (R15)
        else:
            focus = {self.focus: ("lukfu-focus",)} if self.focus is not None else {}
            self.hands[s].show(cards_in(deal.hands[s]), seat_status(deal, s), focus)
            chosen = str(self.focus) if self.focus is not None else ""
            self.hands[s].selected = [chosen] if chosen in self.hands[s].cards else []

    def _show_panels(self, deal: Deal) -> None:
        tricks = deal.tricks
        self.trick.value = str(render.trick(tricks[-1] if tricks else None, self.seats, self.perspective))
        # TRANSLATORS: the heading of the cards played face up: "<b>Played face up</b> (public, R15)"
        self.played.value = _("<b>Played face up</b> (public, R15)") + render.played(deal)
        self.title_panel.value = self._title_html()
        self.move_panel.value = self._move_html() + self._verdict_html()
        self.ai_panel.value = self._ai_html()
        show(self.details, self.ai_level is not None or "lukfu-why" in self.ai_panel.value)
        self.notes.value = self._note_html()
        show(self.reveal_button, any(self._hiding(part) for part in self.held_back()))
        self.old_panel.value = self._old_html()
        click = _("Click a card (or press Space on it) to see why it is Old or not.")
        self.card_info.value = (
            self._card_html(self.focus) if self.focus else f'<span class="lukfu-empty">{render.esc(click)}</span>'
        )

    def _picked(self, seat: int, selected: list[str]) -> None:
        """A card clicked in a hand: explain it (clicked again: stop explaining)."""
        if self._drawing:
            return
        if selected:
            self.explain_card(selected[0])
        elif self.focus is not None and str(self.focus) in self.hands[seat].cards:
            self.focus = None
            self._show()

    def _title_html(self) -> str:
        """The title and the description (or why it is held back), written once per language and state."""
        hidden = self._hiding("description")
        key = (get_language(), self.perspective if hidden else -1)
        if key not in self._titles:
            self._titles[key] = self._title_now(hidden)
        return self._titles[key]

    def _title_now(self, hidden: bool) -> str:
        record = self.record
        title = f"<h3>{render.esc(pick(record.title))}</h3>" if record.title else ""
        if not record.description:
            return title
        if hidden:
            hidden_text = _("The description is hidden in this view: it names cards {seat} cannot see at this step "
                            "(R15). <b>Reveal</b> shows it.", seat=render.esc(self._viewer()))  # fmt: skip
            return title + f'<p class="lukfu-empty lukfu-held-back">{hidden_text}</p>'
        return title + render.markdown(pick(record.description))

    def _note_html(self) -> str:
        entry = self.steps[self.step - 1].entry if self.step else None
        if entry is None or not entry.note:
            return ""
        # TRANSLATORS: the heading of a step's note in a deal record
        note = _("Note")
        heading = f"<h4>{render.esc(note)}</h4>"
        if self._hiding("note"):
            hidden = _("The note is hidden in this view: it names cards {seat} could not see at this step (R15). "
                       "<b>Reveal</b> shows it.", seat=render.esc(self._viewer()))  # fmt: skip
            return f'{heading}<p class="lukfu-empty lukfu-held-back">{hidden}</p>'
        return heading + render.markdown(pick(entry.note))

    def _viewer(self) -> str:
        return explain.seat_name(self.perspective, self.seats)  # type: ignore[arg-type]

    def _move_html(self) -> str:
        k = self.step
        if k == 0:
            master = explain.seat_name(self.record.master, self.seats)
            text = _("{seat} is the Master and calls first (R4, R5).", seat=master)
            heading = _("The deal")
            return f"<h4>{render.esc(heading)}</h4><p>{render.esc(text)}</p>"
        step, before, deal = self.steps[k - 1], self.position_at(k - 1), self.position
        lines = [move_line(step.move, before, self.seats, self.perspective)]
        if step.move.action is Action.PLAY:
            lines.append(
                _("The Master, {seat}, leads the first trick (R7).", seat=explain.seat_name(deal.master, self.seats))
            )
        if step.trick is not None:
            lines.append(explain.trick_sentence(step.trick, self.seats))
        if deal.result is not None:
            lines.append(explain.result_sentence(deal.result, deal.caller, self.seats))  # type: ignore[arg-type]
        body = "".join(f"<p>{render.esc(line)}</p>" for line in lines)
        if deal.result is not None:
            body += render.net_table(deal.result.net, self.seats)
        heading = _("Step {step}", step=k)
        return f"<h4>{render.esc(heading)}</h4>{body}"

    def _verdict_html(self) -> str:
        """A reviewed decision at this step: the verdict, the best move and the idea behind it (the expert's view
        from what the seat saw then)."""
        judged = self.reviewed.get(self.step)
        if judged is None:
            return ""
        verdict = verdict_word(judged["verdict"])
        if judged["verdict"] == "best":
            text = _("Review: {verdict}, the expert's choice too.", verdict=verdict)
        elif not judged["loss"]:  # no loss (an Old beat beside a spare card, say): the sentence says why
            text = _("Review: {verdict}; the expert's choice is {best}.", verdict=verdict,
                     best=move_words(judged["best"]))  # fmt: skip
        else:
            text = _("Review: {verdict}; the expert's choice, {best}, scores {loss} points more.", verdict=verdict,
                     best=move_words(judged["best"]), loss=number(judged["loss"], ".2f"))  # fmt: skip
        idea = pick(judged.get("why") or "")
        css = "lukfu-verdict" + " lukfu-flagged" * (judged["verdict"] in FLAGGED)
        return (
            f'<div class="{css}"><p><b>{render.esc(text)}</b></p>'
            + (f"<p>{render.esc(idea)}</p>" if idea else "")
            + "</div>"
        )

    def _ai_html(self) -> str:
        k = self.step
        if k == 0:
            return ""
        step = self.steps[k - 1]
        who = explain.seat_name(step.seat, self.seats)
        if self._hiding("reasons"):
            if step.seat == self.perspective or self.position_at(k).is_over:
                text = _("The reasons name cards {seat} could not see (R15).", seat=self._viewer())
                return f'<p class="lukfu-empty">{render.esc(text)}</p>'
            text = _("The reasons for {seat}'s move wait until the deal is over: they depend on cards "
                     "{viewer} cannot see (seat view, R15).", seat=who, viewer=self._viewer())  # fmt: skip
            return f'<p class="lukfu-empty lukfu-held-back">{render.esc(text)}</p>'
        if step.entry is not None and step.entry.why:
            level = step.entry.why.get("level")
            if level:
                heading = _("Why {seat} did this ({level} AI)", seat=who, level=level_name(level))
            else:
                heading = _("Why {seat} did this", seat=who)
            return render.why(step.entry.why, heading)
        if self.ai_level is None:
            return ""
        loop = running_loop()
        if k not in self._recomputed and loop is not None:  # show the step now, the AI's thoughts when ready
            loop.call_soon(self._recomputed_later, k)
            text = _("The {level} AI is weighing this move…", level=level_name(self.ai_level))
            return f'<p class="lukfu-empty">{render.esc(text)}</p>'
        return self._recomputed_html(k)

    def _recomputed_later(self, k: int) -> None:
        if self.step == k:
            with language(self.lang):
                self.ai_panel.value = self._recomputed_html(k)

    def _recomputed_html(self, k: int) -> str:
        """The AI's decision for step ``k``'s seat, from what that seat saw (computed once)."""
        step = self.steps[k - 1]
        if k not in self._recomputed:
            from ..ai import make_player

            level: str = self.ai_level  # type: ignore[assignment]  # recomputed only with an AI level
            decision = make_player(level, seed=self.seed).decide(self.position_at(k - 1).view(step.seat))
            self._recomputed[k] = (decision.to_json(), decision.move)
        why, move = self._recomputed[k]
        level = level_name(self.ai_level)  # type: ignore[arg-type]
        text = render.why(why, _("What the {level} AI thinks here (recomputed; the record has no reasoning)",
                                 level=level))  # fmt: skip
        rather = ""
        if move != step.move:
            rather = explain.move_sentence(move, self.position_at(k - 1), self.seats)
            rather = _("The {level} AI would rather do this: {move}", level=level, move=rather)
            text += f"<p>{render.esc(rather)}</p>"
        viewer, end = self.perspective, self.position_at(k)
        if viewer is not None and viewer != step.seat and end.is_over and k not in self.revealed:
            # shown once the deal is over, unless they name a card the viewer never sees (R13, R15)
            words = " ".join([*explain.why_lines(why), rather])
            if secrecy.hidden_in(words, end.view(viewer), viewer):
                held = _("The reasons name cards {seat} could not see (R15).", seat=self._viewer())
                return f'<p class="lukfu-empty">{render.esc(held)}</p>'
        return text

    def _old_html(self) -> str:
        """Per visible seat: its Old cards with proofs (new ones flagged), and strong cards that are not Old."""
        deal, k = self.position, self.step
        seen = deal.played_in()
        parts = []
        for s in self.visible():
            name = render.esc(explain.seat_name(s, self.seats))
            old, new_ones = (self.steps[k - 1].old[s], self.steps[k - 1].newly_old[s]) if k else (deal.old_cards(s), {})
            # TRANSLATORS: after an Old card's proof: the card became Old at this step
            new = " <b>" + render.esc(_("(new)")) + "</b>"
            olds = [render.esc(explain.old_sentence(proof)) + new * (card in new_ones) for card, proof in old.items()]
            heading = _("Old cards of {seat}: {n}", seat=name, n=len(olds))
            parts.append(f"<h4>{heading}</h4>" + (_items(olds) or "<p>" + render.esc(_("None yet.")) + "</p>"))
            strong = looks_strong(deal.hands[s], seen, deal.discards[s])
            if strong:
                sentences = [render.esc(explain.not_old_sentence(why)) for why in strong]
                heading = _("Strong but not Old ({seat})", seat=name)
                parts.append(f"<h4>{heading}</h4>" + _items(sentences))
        return "".join(parts)

    def _card_html(self, card: Card) -> str:
        deal = self.position
        holder = next((s for s in self.visible() if deal.hands[s] & card.bit), None)
        if holder is None:
            missing = _("{card} is not in a hand shown here.", card=card)
            return f'<p class="lukfu-empty">{render.esc(missing)}</p>'
        status = proof_for(card, deal.hands[holder], deal.played_in())
        if isinstance(status, NotOld):
            status = not_old(card, deal.hands[holder], deal.played_in(), deal.discards[holder])
            text = explain.not_old_sentence(status)
        else:
            text = explain.old_sentence(status)
        who = explain.seat_name(holder, self.seats)
        heading = _("{card}, held by {seat}", card=explain.label(card), seat=who)
        return f"<h4>{render.esc(heading)}</h4><p>{render.esc(text)}</p>"

    def explain_card(self, card: Card | str) -> str:
        """Explain a card of a visible hand (what clicking it does); returns the text shown."""
        self.focus = one_card(card)
        self._show()
        return self.card_info.value

    # -- playing on ----------------------------------------------------------------

    def play_on(self, seat: int = 0, **options: Any) -> PlayTable:
        """Hand the current position to a ``PlayTable`` with the learner in ``seat`` (a what-if).

        The AIs (and the coach) play at this stepper's ``ai_level`` unless ``options`` say otherwise.
        """
        level = self.ai_level or "expert"
        options = {"levels": (level, level), "coach": level, **options}
        options = {"lang": self.lang, **options}
        entries = [s.entry for s in self.steps[: self.step] if s.entry is not None and not s.move.is_call]
        from .play_table import PlayTable  # at call time: the table's module imports this one

        self.play_table = PlayTable(self.seed, deal=self.position, learner=seat, entries=entries, **options)
        self.play_area.children = [self.play_table]
        return self.play_table


def is_seat(value: object) -> bool:
    """0, 1 or 2 as a whole number (not ``True``, not ``1.0``)."""
    return isinstance(value, int) and not isinstance(value, bool) and value in (0, 1, 2)


def _not_a_seat(seat: object) -> Any:
    return L_("{seat} is not a seat (0, 1 or 2) nor None for the open table (R3)", seat=quote(seat))


def _seat_of(menu_index: int) -> int | None:
    return None if menu_index == 0 else menu_index - 1


def _items(html_lines: list[str]) -> str:
    return "<ul>" + "".join(f"<li>{line}</li>" for line in html_lines) + "</ul>" if html_lines else ""
