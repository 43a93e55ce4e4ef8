"""``PlayTable``: one deal of Luk Fu, the learner against two AIs that explain themselves.

A table is a few dozen widget models: the learner's hand is one ``CardPicker``, the other seats,
the trick and the texts are HTML panels, and every widget shares its layout and style models
(``Kit``). The controls tools look for keep their classes: ``lukfu-call-play``,
``lukfu-hint-button``, ``lukfu-hint-panel``, ``lukfu-log``.

The AIs move only once a page shows the table (the hand's row says so when drawn) or the learner
acts: an AI move timed from the notebook's run could reach a page still loading and be lost
there, leaving "seat 2 is thinking…" on the screen for good.

Every text is in the table's language (``lang=``; its English / Svenska switch changes it): the
texts that stay on the screen (the log, the message, the hint) are kept as functions that write
them, so a switch writes them again in the other language.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import ipywidgets as ipw

from ..engine.cards import Card, cards_in, codes, mask_of
from ..engine.deal import Action, Deal, Move, Phase
from ..engine.seats import Seat
from ..errors import ChoiceError, IllegalMoveError
from ..i18n import L_, N_, Text, _, and_list, language, ngettext, number, pick
from ..pictures import render
from ..records.files import os_reason, write_new
from ..records.jsonio import quote
from ..records.record import Entry, Record, dumps
from ..words import explain, reviewed
from ..words.terms import seat_name as person
from .common import (
    LEVEL_NAMES,
    Kit,
    ScrollMark,
    Speaking,
    classes,
    download_link,
    is_quiet,
    level_name,
    mark,
    mark_language,
    move_line,
    quiet,
    running_loop,
    safe_filename,
    seat_status,
    set_options,
    show,
    speaking,
)
from .drill import KERNEL_PROGRESS, progress_of
from .keys import KeyRelay
from .picker import CardPicker, one_card
from .stepper import DealStepper, is_seat  # (the stepper imports the table when it plays on)

LEVELS = ("random", "basic", "expert")
HERE = Path(__file__).parent  # play_table.css beside this file
ACTION_LABELS = {Action.LEAD: N_("Lead"), Action.BEAT: N_("Beat with"), Action.DISCARD: N_("Discard")}
CLAIM_AT = 6  # fu + Old cards a claim needs (R17)
# The New deal menu: this deal again, the next deal number, or the next practice deal of a difficulty
DEAL_KINDS = ("again", "random", "easy", "medium", "hard")
DIFFICULTY_NAMES = {"easy": N_("easy"), "medium": N_("medium"), "hard": N_("hard")}
MAX_SEED = 999_999_999  # deal numbers are 0 to this

Words = Callable[[], str]  # a text written when shown, in the language then current
_SCROLLS = 'tabindex="0"'  # a box that scrolls inside itself is reached by the keyboard too (WCAG 2.1.1)


def seat_names(learner: int) -> tuple[str, str, str]:
    """Seat names: "You" for the learner, then East and West in turn order (R3)."""
    names = ["", "", ""]
    for name, seat in zip(("You", "East", "West"), Seat(learner).turn_order(), strict=True):
        names[seat] = name
    return (names[0], names[1], names[2])


def check_seed(seed: object) -> int:
    """A deal number: a whole number from 0 to ``MAX_SEED`` (``ChoiceError`` otherwise)."""
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        raise ChoiceError(L_("deal number {seed} is not a whole number from 0 to {most}", seed=quote(seed),
                             most=MAX_SEED))  # fmt: skip
    return seed


def check_kind(kind: object, kinds: Sequence[str]) -> str:
    """A kind of deal for New deal (``ChoiceError`` if it is not one of ``kinds``)."""
    if kind not in kinds:
        raise ChoiceError(L_("{kind} is not a kind of deal ({choices})", kind=quote(kind), choices=", ".join(kinds)))
    return kind  # type: ignore[return-value]


def check_settings(learner: int, levels: Sequence[str], coach: str) -> tuple[str, str]:
    """The two AI levels, after checking the learner's seat and every level (``ChoiceError``)."""
    if not is_seat(learner):
        raise ChoiceError(L_("learner {learner} is not a seat (0, 1 or 2) (R3)", learner=quote(learner)))
    levels = tuple(levels)
    if len(levels) != 2 or any(level not in LEVELS for level in (*levels, coach)):
        shown = ", ".join(str(quote(level)) for level in levels)
        raise ChoiceError(L_("levels must be two of {choices}, not {levels} (coach {coach})",
                             choices=", ".join(LEVELS), levels=shown, coach=quote(coach)))  # fmt: skip
    return levels[0], levels[1]


class PlayTable(Speaking, ipw.VBox):
    """Play one deal against two AIs: ``PlayTable(seed=7)``.

    The learner (``learner``, seat 0 by default) calls, then selects cards
    and plays them; only legal moves are accepted. While the deal is on the
    learner sees only what the table shows (R15): moves, face-up cards,
    counts, fu; once it is over the log opens the reasons of every AI move but its face-down discards (R13).
    ``levels`` are the AIs of the next two seats in turn order. AI moves appear one at a time,
    ``delay`` seconds apart (0: at once, as tests want), from when a page shows the table. ``coach``
    is the AI level that gives hints and, in a replay, weighs your moves. ``deal`` starts
    from a given position (a copy is played), e.g. from a ``DealStepper``;
    ``entries`` then carries the annotations of the moves already made. **New deal** deals what its
    menu says: the next deal number, or the next practice deal of a difficulty (``examples.practice``).
    ``lang`` is the language it speaks (``None``: the current one); its English / Svenska switch
    changes it (``set_language``) and keeps the deal, the moves and the selection. ``practice``
    (``"easy"``, ``"medium"``, ``"hard"``) starts with the first practice deal of that difficulty.
    ``start_here``: the first page to draw the table scrolls it into view (a lesson's main widget:
    JupyterLab's Run All leaves the notebook at its last cell). ``progress``: where each finished deal is kept
    with its record (as the drill widgets take it; default: the kernel's, ``course.progress()``: the file
    beside the notebook, ``LUKFU_PROGRESS``, or on a classroom server the student's progress in the class).
    """

    language_menu: ipw.ToggleButtons  # made with the widget, never None

    def __init__(
        self,
        seed: int = 0,
        *,
        learner: int = 0,
        levels: Sequence[str] = ("expert", "expert"),
        delay: float = 0.8,
        coach: str = "expert",
        deal: Deal | None = None,
        entries: Iterable[Entry] = (),
        seats: Sequence[str] | None = None,
        theme: str | None = None,
        lang: str | None = None,
        practice: str | None = None,
        start_here: bool = False,
        progress: Any = KERNEL_PROGRESS,
    ) -> None:
        with language(self._speak(lang)):
            levels = check_settings(learner, levels, coach)
            seed = check_seed(seed)
            if practice is not None:
                check_kind(practice, DEAL_KINDS[2:])
        self.seed, self.learner, self.delay, self.coach = seed, learner, delay, coach
        with language(self._speak(lang)):
            self.progress = progress_of(progress)  # where a finished deal is kept, with the drills' answers
        self.seats: tuple[str, str, str] = tuple(seats) if seats else seat_names(learner)  # type: ignore[assignment]
        self.ai_seats = Seat(learner).turn_order()[1:]
        self.hint_move: Move | None = None
        self._hint: Words | None = None
        self._said: tuple[Words, bool, bool] | None = None
        self.stepper: DealStepper | None = None
        self._pending: asyncio.TimerHandle | None = None
        self._practice_at: dict[str, int] = {}  # per difficulty: the practice deal New deal dealt last
        self.practice: Any = None  # the practice deal on the table (examples.practice), if it is one
        self._taken: list[tuple[Deal, list[Entry], list[Entry], list[Any]]] = []  # before each of your moves
        self.page_ready = False  # a page has drawn the table, or the learner acted: the AIs may move
        self.start_here = start_here  # the first page to draw it scrolls it into view (Run All ends at the bottom)
        self.kit = Kit()
        with language(self.lang):
            self._settings(levels)
            self._panels()
            self._buttons()
            super().__init__(self._children(), layout=self.kit.layout)
            classes(self, f"lukfu lukfu-widget lukfu-play-table {render.theme_class(theme)}")
            self._labels()
        if practice is not None and deal is None:
            self.new_deal(kind=practice)
        else:
            self._start(deal.copy() if deal is not None else Deal.new(seed), list(entries))

    # -- building ------------------------------------------------------------------------

    def _settings(self, levels: tuple[str, str]) -> None:
        """The AI seats' level menus, the New deal menu and button, the language switch."""
        self.level_menus = {
            seat: self._level_menu(seat, level) for seat, level in zip(self.ai_seats, levels, strict=True)
        }
        self.deal_title = self.kit.html("lukfu-deal-title")
        self.deal_kind = self.kit.dropdown("lukfu-deal-kind", self._kind_options(), "random")
        self.new_button = self.kit.button("", "lukfu-new-deal")
        self.new_button.on_click(lambda _button: self._clicked(self.new_deal))
        self.language_menu = self.kit.language_switch(self.lang, self.set_language)
        self.offline = self.kit.offline_note()

    def _level_menu(self, seat: int, level: str) -> ipw.Dropdown:
        """The menu of an AI seat's level."""
        menu = self.kit.dropdown(f"lukfu-level lukfu-level-{seat}", self._level_options(), level)
        menu.observe(
            lambda change, seat=seat: None if is_quiet(menu) else self._new_player(seat, change["new"]), "value"
        )
        return menu

    @staticmethod
    def _level_options() -> list[tuple[str, str]]:
        return [(level_name(level), level) for level in LEVELS]

    @staticmethod
    def _kind_options() -> list[tuple[str, str]]:
        return [(_("This deal again"), "again"), (_("The next deal number"), "random")] + [
            (_("A practice deal: {difficulty}", difficulty=_(DIFFICULTY_NAMES[kind])), kind) for kind in DEAL_KINDS[2:]
        ]

    def _panels(self) -> None:
        """The other seats and the trick, the status, the learner's seat and hand, the text panels."""
        kit = self.kit
        self.board_view = kit.html("lukfu-board-view")  # the other two seats and the trick
        self.status = kit.html("lukfu-status lukfu-panel")
        self.my_head = kit.html(f"lukfu-seat lukfu-seat-{self.learner} lukfu-learner lukfu-seat-head-box")
        self.hand = CardPicker(label=self._hand_label(), layout=kit.layout, lang=self.lang)
        classes(self.hand, "lukfu-hand-box lukfu-learner-hand")
        self.hand.observe(lambda _change: self._selection_changed(), "selected")
        self.hand.on_ready(self._page_ready)
        self.message = kit.html("lukfu-message lukfu-panel lukfu-answer")
        self.moves_log = kit.html("lukfu-log lukfu-panel")
        self.hint_panel = kit.html("lukfu-hint-panel lukfu-panel lukfu-answer")
        self.result_panel = kit.html("lukfu-result lukfu-panel")
        self.claim_note = kit.html("lukfu-claim-note")
        self.replay_area = kit.box("lukfu-replay-area", vertical=True)
        self.replay_mark = ScrollMark(layout=kit.layout)  # just above the stepper: brings it into view
        # under Try again's answer and its buttons (next, back to the deal): brings them into view together
        self.try_mark = ScrollMark(block="nearest", layout=kit.layout)
        self.review_panel = kit.html("lukfu-review lukfu-panel lukfu-answer")
        self.review_links = kit.box("lukfu-controls lukfu-review-links")

    @staticmethod
    def _hand_label() -> str:
        return _("Your hand: select the cards to play")

    def _buttons(self) -> None:
        """The buttons and the save name, wired to the learner's actions."""
        kit = self.kit
        self.call_play = kit.button("", "lukfu-call-play", primary=True)
        self.call_pass = kit.button("", "lukfu-call-pass")
        self.play_button = kit.button("", "lukfu-submit", primary=True)
        self.clear_button = kit.button("", "lukfu-clear")
        self.claim_button = kit.button("", "lukfu-claim")
        self.hint_button = kit.button("", "lukfu-hint-button")
        self.take_back_button = kit.button("", "lukfu-take-back")
        self.save_name = kit.text("lukfu-save-name", f"luk_fu_seed_{self.seed}.json")
        self.save_button = kit.button("", "lukfu-save")
        self.replay_button = kit.button("", "lukfu-replay")
        self.review_button = kit.button("", "lukfu-review-button", primary=True)
        self.try_button = kit.button("", "lukfu-try-again")
        self.next_try_button = kit.button("", "lukfu-next-try", primary=True)
        self.end_try_button = kit.button("", "lukfu-end-try")
        for button, action in (
            (self.call_play, lambda: self.call(Action.PLAY)),
            (self.call_pass, lambda: self.call(Action.PASS)),
            (self.play_button, self.play_selected),
            (self.clear_button, self.clear),
            (self.claim_button, self.claim),
            (self.hint_button, self.hint),
            (self.take_back_button, self.take_back),
            (self.save_button, self._save_clicked),
            (self.replay_button, self.replay),
            (self.review_button, self.review),
            (self.try_button, self.try_again),
            (self.next_try_button, self.next_try),
            (self.end_try_button, self.end_try),
        ):
            button.on_click(lambda _button, action=action: self._clicked(action))
        calls, plays = [self.call_play, self.call_pass], [self.play_button, self.clear_button, self.claim_button]
        helps = [self.hint_button, self.take_back_button]
        self.actions = kit.box("lukfu-controls lukfu-actions", [*calls, *plays, *helps, self.claim_note])
        self.end_bar = kit.box("lukfu-controls lukfu-end", [self.review_button, self.try_button, self.replay_button])
        self.end_bar.children += (self.save_name, self.save_button)
        self.try_bar = kit.box("lukfu-controls lukfu-try-bar", [self.next_try_button, self.end_try_button])

    def _children(self) -> list[ipw.Widget]:
        """The settings; the board (the other seats, the trick, your hand, your buttons and the answer to what you
        pressed, one under the other so they are on the screen together); beside it or under it, the moves and
        the result (``play_table.css``)."""
        kit = self.kit
        self.details = kit.details_toggle(self)
        menus = [self.deal_title, *self.level_menus.values(), self.deal_kind, self.new_button, self.details]
        settings = kit.box("lukfu-controls lukfu-settings", menus)
        board = kit.box("lukfu-board", [self.board_view, self.status, self.my_head, self.hand], vertical=True)
        board.children += (self.actions, self.message, self.hint_panel, self.try_bar, self.try_mark)
        side = [self.result_panel, self.end_bar, self.review_panel, self.review_links, self.moves_log]
        side = kit.box("lukfu-side", side, vertical=True)
        style = kit.style((HERE / "play_table.css").read_text("utf-8"))
        # the language switch first: the stylesheet places it at the top right
        main = kit.box("lukfu-main", [board, side])
        relay = KeyRelay("lukfu-play-table", [], layout=kit.layout)  # no keys: it scrolls opened reasons into view
        return [style, self.language_menu, self.offline, settings, main, self.replay_mark, self.replay_area, relay]

    def _labels(self) -> None:
        """The labels, tooltips and menus that do not change in a deal, in the table's language."""
        for seat, menu in self.level_menus.items():
            set_options(menu, self._level_options())
            menu.description = str(person(self.seats[seat]))
            menu.tooltip = _("The AI level of {seat}", seat=explain.seat_name(seat, self.seats))
        set_options(self.deal_kind, self._kind_options())
        self.deal_kind.tooltip = _(
            "What New deal deals: the next deal number, or a practice deal chosen because it gives you real "
            "choices against the expert AIs"
        )
        self.new_button.description = _("New deal")
        self.new_button.tooltip = _("Deal again: what the menu beside says")
        self._set(self.deal_title, f"<b>{render.esc(self._deal_name())}</b>")
        self.language_menu.tooltip = _("The language of this widget")
        self.offline.value = render.esc(_("A picture of the table, saved with the lesson: to play, choose Run → Run "
                                          "All Cells (or run this cell)."))  # fmt: skip
        self.details.description = _("Details")
        self.details.tooltip = _("Show the AI's figures and method beside its reasons")
        self.hand.set_language(self.lang, self._hand_label())
        self.call_play.description = _("Call play")
        self.call_play.tooltip = _("Become the caller (R5)")
        # TRANSLATORS: a button: the call pass (R5)
        self.call_pass.description = _("Pass")
        self.call_pass.tooltip = _("Let the next seat call (R5)")
        self.play_button.tooltip = _("Play the selected cards")
        self.clear_button.description = _("Clear")
        self.clear_button.tooltip = _("Unselect every card")
        self.claim_button.tooltip = _("Claim the deal (R17)")
        self.hint_button.description = _("Hint")
        self.hint_button.tooltip = _("What the coach AI would do, and why")
        self.take_back_button.description = _("Take back")
        self.take_back_button.tooltip = _("Undo your last move and the AIs' answers to it")
        self.save_name.description = _("File name")
        self.save_button.description = _("Save record")
        self.save_button.tooltip = _("Download the deal as a record (JSON)")
        self.replay_button.description = _("Replay in the stepper")
        self.replay_button.tooltip = _("Step through this deal, with every AI move's reasons")
        self.review_button.description = _("Review my deal")
        self.review_button.tooltip = _("The expert AI weighs each of your decisions from what you saw then")
        self.try_button.description = _("Try again")
        self.try_button.tooltip = _("Each position where a move of yours cost points, as a drill")
        self.next_try_button.description = _("Next position")
        self.end_try_button.description = _("Back to the deal")
        for button in self.review_links.children:
            button.description = _(
                "Step {step}: {verdict}", step=button.step, verdict=reviewed.verdict_word(button.verdict)
            )
            button.tooltip = _("Open the stepper at step {step}, with the expert's view", step=button.step)
        mark_language(self)

    def __repr__(self) -> str:
        levels = tuple(self.level_menus[s].value for s in self.ai_seats)
        return f"PlayTable(seed={self.seed}, learner={self.learner}, levels={levels!r})"

    def _relabel(self) -> None:  # ``set_language`` (widgets.common.Speaking): the deal, moves and hint stay
        self._labels()
        self.hint_panel.value = self._hint() if self._hint is not None else ""
        if self.reviewed is not None:  # the review's summary, written again in the new language
            self.review_panel.value = self._review_html()
        if self._said is not None:
            self._show_message(*self._said)
        self._refresh()

    def _followers(self) -> list[Any]:
        return [self.stepper] if self.stepper is not None else []  # a replay shown under the table

    # -- the deal ----------------------------------------------------------------------

    @speaking
    def _start(self, deal: Deal, entries: list[Entry]) -> None:
        self._cancel()
        self.deal = deal
        self.entries = entries
        self.call_entries = [Entry(Move(Seat(deal.master).after(i), call)) for i, call in enumerate(deal.calls)]
        self.log_lines: list[tuple[Words, Mapping[str, Any] | None]] = []
        self._taken = []
        self._kept = False  # this deal, once finished, is kept in ``progress`` (once: a take back does not add it)
        self.reviewed: dict[str, Any] | None = None  # the review of the deal (FORMAT.md "Reviews"), once asked for
        self._trying: list[Any] | None = None  # Try again: the positions to try, the deal put aside
        self._try_line: Words = lambda: ""  # Try again: which position this is, what to do
        self._set_review_links([])
        self.review_panel.value = ""
        self.hint_move = None
        self._hint = None
        self.hint_panel.value = ""
        self._say("")
        self.result_panel.value = ""
        self.replay_area.children = []
        self.hand.clear()
        self.players: dict[int, Any] = {s: self._make_player(s, self.level_menus[s].value) for s in self.ai_seats}
        self._set(self.deal_title, f"<b>{render.esc(self._deal_name())}</b>")
        self._advance()

    def _practice_thrown_in(self) -> bool:
        """All three passed at a practice deal: it is dealt again as it was, not shuffled anew (R6), so it stays
        the practice it promised; the message says so. Whether it was."""
        if self.practice is None or not self.deal.redeals:
            return False
        self._start(Deal.new(self.seed), [])
        self._say(lambda: _("All three passed, so the deal is thrown in (R6). This is a practice deal, so the same "
                            "cards are dealt again: try another call."))  # fmt: skip
        return True

    @speaking
    def new_deal(self, seed: int | None = None, kind: str | None = None) -> None:
        """Deal again: deal number ``seed``; else what ``kind`` (default: the New deal menu's choice) says:
        ``"again"``, this deal again; ``"random"``, the next number; ``"easy"``, ``"medium"`` or ``"hard"``, the
        next practice deal of that difficulty (``examples.practice``), which the message then describes. A bad
        ``seed`` or ``kind`` is refused (``ChoiceError``) and the table stays as it was."""
        kind = self.deal_kind.value if kind is None else check_kind(kind, DEAL_KINDS)
        if seed is not None:
            self.seed, self.practice = check_seed(seed), None
        elif kind == "random":
            self.seed, self.practice = self.seed + 1, None
        elif kind != "again":
            self.practice = self._next_practice(kind)
            self.seed = self.practice.seed
            with quiet(self.deal_kind):
                self.deal_kind.value = kind
        self.save_name.value = f"luk_fu_seed_{self.seed}.json"
        self._start(Deal.new(self.seed), [])
        if self.practice is not None:
            self._say(functools.partial(_practice_words, self.practice))

    def _deal_name(self) -> str:
        """``Deal 7``, or ``Practice deal 28 (easy)``, in the current language."""
        if self.practice is not None:
            return _("Practice deal {seed} ({difficulty})", seed=self.seed,
                     difficulty=_(DIFFICULTY_NAMES[self.practice.difficulty]))  # fmt: skip
        return _("Deal {seed}", seed=self.seed)

    def _next_practice(self, kind: str) -> Any:
        """The practice deal of difficulty ``kind`` after the one dealt last (round again after the last)."""
        from .. import examples

        deals = examples.practice(kind)
        at = self._practice_at.get(kind, -1) + 1
        if deals[at % len(deals)].seed == self.seed and len(deals) > 1:
            at += 1
        self._practice_at[kind] = at % len(deals)
        return deals[at % len(deals)]

    def _make_player(self, seat: int, level: str) -> Any:
        from ..ai import make_player

        return make_player(level, seed=self.seed * 3 + seat)

    def _new_player(self, seat: int, level: str) -> None:
        self.players[seat] = self._make_player(seat, level)

    @property
    def to_act(self) -> int | None:
        return self.deal.to_act

    @property
    def busy(self) -> bool:
        """An AI move is still to be shown."""
        return self._pending is not None

    @property
    def selected(self) -> set[Card]:
        """The cards of the learner's hand now selected."""
        return set(self.hand.selected_cards)

    # -- the learner's actions -------------------------------------------------------------

    def _clicked(self, action: Any) -> None:
        """A click in the page: the page is there, so the AIs may move."""
        self.page_ready = True
        action()

    @speaking
    def toggle(self, card: Card | str) -> None:
        """Select or unselect a card of the learner's hand."""
        card = one_card(card)
        if not self.deal.hands[self.learner] & card.bit:
            self._say(lambda: _("{card} is not in your hand.", card=card), error=True)
            return
        code = str(card)
        self.hand.selected = [c for c in self.hand.selected if c != code] + [code] * (code not in self.hand.selected)

    @speaking
    def select(self, cards: str | Iterable[Card | str]) -> None:
        """Select exactly these cards (``"S3 S4 S5"``); cards not in the hand, or not cards, are refused."""
        self.hand.select(cards)

    @speaking
    def clear(self) -> None:
        """Unselect every card; the message of a refused move goes too."""
        self.hand.clear()
        self._say("")

    @speaking
    def call(self, action: Action | str) -> bool:
        """Call play or pass (R5): ``"play"``, ``"pass"`` or the ``Action``; anything else is a ``ChoiceError``."""
        if action not in (Action.PLAY, Action.PASS):
            raise ChoiceError(L_("{call} is not a call: play or pass (R5)", call=quote(action)))
        return self._try(Move(self.learner, Action(action)))

    @speaking
    def play_selected(self) -> bool:
        """Play the selected cards: a lead, a beat, or a discard, as the position asks."""
        if self.to_act != self.learner or self.deal.phase is not Phase.PLAYING:
            if self.to_act != self.learner:
                self._say(lambda: _("It is not your turn to play cards."), True)
            else:
                self._say(lambda: _("Call first (R5)."), True)
            return False
        if not self.selected:
            self._say(lambda: _("Select the cards to play first: click them in your hand."), error=True)
            return False
        legal = self.deal.legal_moves
        return self._try(Move(self.learner, legal.action, mask_of(self.selected)))

    @speaking
    def claim(self) -> bool:
        """Claim the deal now (R17), laying down every Old card."""
        claim = self.deal.legal_moves.claim if self.to_act == self.learner else None
        if claim is None:
            why = self._claim_why_now()
            self._say(lambda: _("You cannot claim now: {why}", why=why()), error=True)
            return False
        return self._try(claim)

    def _claim_why_now(self) -> Words:
        """Why a claim is not possible now, written when shown (the count as it is now)."""
        deal, me = self.deal, self.learner
        fu, old = deal.fu[me], deal.old_mask(me).bit_count()
        return functools.partial(_claim_why, fu, old)

    def _claim_why(self) -> str:
        """Why a claim is not possible now, with the learner's count (R17)."""
        return self._claim_why_now()()

    @speaking
    def hint(self) -> Move | None:
        """What the coach AI would do in the learner's place, and why (shown, and returned); at a call too."""
        if self.to_act != self.learner or self.busy:
            self._say(lambda: _("A hint is for your turn."), error=True)
            return None
        from ..ai import make_player

        view = self.deal.view(self.learner)  # the coach sees what the learner sees, and nothing more (R15)
        decision = make_player(self.coach, seed=self.seed).decide(view)
        self.hint_move = decision.move
        why, seats, coach = decision.to_json(), self.seats, self.coach

        def hint_html() -> str:
            sentence = explain.move_sentence(decision.move, view, seats)
            heading = _("Why the {level} AI would do it", level=level_name(coach))
            # TRANSLATORS: before the coach's move: "<b>Hint:</b> seat 0 (You) leads S9 ..."
            hint = _("<b>Hint:</b> {move}", move=render.esc(sentence))
            return f"<p>{hint}</p>" + render.why(why, heading)

        self._hint = hint_html
        self.hint_panel.value = hint_html()
        self._say("")
        self._refresh()
        return decision.move

    def _try(self, move: Move) -> bool:
        if self._trying is not None:
            return self._tried(move)
        if self.busy:
            self._say(lambda: _("Wait for the AIs to finish their moves."), error=True)
            return False
        before = self.deal.copy()
        redeals = self.deal.redeals
        kept = (before, list(self.entries), list(self.call_entries), list(self.log_lines))
        try:
            self.deal.apply(move)
        except IllegalMoveError as err:
            self._say(functools.partial(self._illegal_text, move, err, self.deal.lead_size), error=True)
            return False
        self._taken.append(kept)
        self._forget_hint()
        self._record(move, before, None, redeals)
        self._say("")
        with self.hand.hold_sync():
            self.hand.clear()
        self._practice_thrown_in()
        self._advance()
        return True

    def _forget_hint(self) -> None:
        self.hint_move = None
        self._hint = None
        self.hint_panel.value = ""

    @speaking
    def take_back(self) -> bool:
        """Undo your last move and the AIs' answers to it (also once the deal is over): the table is as it was
        before that move, your turn again. Whether there was a move to take back."""
        if not self._taken:
            self._say(lambda: _("There is no move of yours to take back."), error=True)
            return False
        self._cancel()
        self.deal, self.entries, self.call_entries, self.log_lines = self._taken.pop()
        self._forget_hint()
        self.replay_area.children = []
        self.reviewed = None
        self.review_panel.value = ""
        self._set_review_links([])
        with self.hand.hold_sync():
            self.hand.clear()
        self._say(lambda: _("Taken back: your last move and the AIs' answers to it. Your turn again."))
        self._refresh()
        return True

    @staticmethod
    def _illegal_text(move: Move, err: IllegalMoveError, lead_size: int | None = None) -> str:
        """Why a move is refused, as one or more full sentences with their rules."""
        reason = str(err)
        if err.rule and f"({err.rule})" not in reason:
            reason = _("{reason} ({rule})", reason=reason, rule=err.rule)
        sentences = [_("Not allowed: {reason}.", reason=reason.rstrip("."))]
        if move.action is Action.BEAT and move.mask.bit_count() == lead_size:
            sentences.append(_("If you meant to discard: a seat that can beat must beat (R12)."))
        sentences.append(_("Your selection is kept: change it and try again."))
        return " ".join(sentences)

    def _selection_changed(self) -> None:
        if self.message.value and "lukfu-error" in self.message.value:  # a new selection: the refusal is past
            self._say(self._try_line if self._trying is not None else "")
        with language(self.lang):
            self._refresh_controls()

    # -- the AIs -------------------------------------------------------------------

    def _page_ready(self) -> None:
        """The hand's row is drawn in a page: AI moves that waited for it may start."""
        self.page_ready = True
        if self.start_here:
            self.start_here = False
            self.hand.scroll_into_view()
        if self._pending is None:
            self._advance()

    @speaking
    def _advance(self) -> None:
        """Let the AIs act until the learner is to act or the deal is over, one move at a time.

        In a kernel (a running event loop) with a ``delay``, each AI move waits ``delay`` seconds, and
        the first waits for a page to show the table; elsewhere (tests, scripts) they play at once.
        """
        loop = running_loop()
        if self.deal.is_over or self.to_act == self.learner:
            pass
        elif self.delay > 0 and loop is not None:
            if self.page_ready and self._pending is None:
                self._pending = loop.call_later(self.delay, self._ai_step_later)
        else:
            while not self.deal.is_over and self.to_act != self.learner:
                self._ai_step()
        self._refresh()

    def _ai_step_later(self) -> None:
        self._pending = None
        if not self.deal.is_over and self.to_act != self.learner:
            self._ai_step()
        self._advance()

    def _ai_step(self) -> None:
        seat = self.deal.to_act
        assert seat is not None
        decision = self.players[seat].decide(self.deal.view(seat))
        before, redeals = self.deal.copy(), self.deal.redeals
        self.deal.apply(decision.move)
        self._record(decision.move, before, decision.to_json(), redeals)
        self._practice_thrown_in()

    def _cancel(self) -> None:
        if self._pending is not None:
            self._pending.cancel()
            self._pending = None

    # -- the record and the log ------------------------------------------------------------

    def _record(self, move: Move, before: Deal, why: Mapping[str, Any] | None, redeals: int) -> None:
        deal, seats = self.deal, self.seats
        if move.is_call:
            self.call_entries.append(Entry(move, "", why))
            if deal.redeals > redeals:  # three passes: these calls are not the deal's any more (R6)
                self.call_entries = []
        else:
            self.entries.append(Entry(move, "", why))
        line = functools.partial(move_line, move, before, seats, self.learner)
        shown = move.seat != self.learner and move.action is not Action.DISCARD  # an AI's face-down cards: never (R13)
        self.log_lines.append((lambda: render.esc(line()), why if shown else None))
        lines: list[Words] = []
        if deal.redeals > redeals:
            lines.append(lambda: render.esc(_("All three passed: the cards are shuffled and dealt again (R6).")))
        elif move.action is Action.PLAY:
            master = deal.master
            lines.append(lambda: render.esc(_("The Master, {seat}, leads the first trick (R7).",
                                              seat=explain.seat_name(master, seats))))  # fmt: skip
        elif not move.is_call and not deal.best and deal.tricks and move.action is not Action.CLAIM:
            after = deal.copy()
            lines.append(lambda: f"<b>{render.esc(explain.trick_sentence(after, seats))}</b>")
        self.log_lines += [(words, None) for words in lines]
        if deal.is_over and not self._kept:
            self._keep()

    def _keep(self) -> None:
        """Keep the finished deal with the learner's progress (a class store keeps every one, a progress file
        the last few): the learner, and on a classroom server the teacher, can replay and review it."""
        self._kept = True
        self.progress.add_deal(self.record(), self.learner)

    def _log_html(self) -> str:
        """The moves so far, numbered from the deal's start; once the deal is over, every move, each AI
        move but a face-down discard with its reasons (R13, R15)."""
        heading = "<h4>" + render.esc(_("Moves")) + "</h4>"
        if not self.log_lines:
            return heading + '<p class="lukfu-empty">' + render.esc(_("No move yet.")) + "</p>"
        if not self.deal.is_over:  # the box scrolls inside itself and shows the latest moves (play_table.css)
            items = "".join(f"<li>{line()}</li>" for line, _why in self.log_lines)
            return heading + f'<div class="lukfu-log-lines" {_SCROLLS}><ol>{items}</ol></div>'
        # TRANSLATORS: the link that opens an AI move's reasons in the log, once the deal is over
        why_word = render.esc(_("why?"))
        whole = [
            f"<details><summary>{line()} <i>{why_word}</i></summary>{render.why(why, '')}</details>" if why else line()
            for line, why in self.log_lines
        ]
        over = _("The deal is over: open <i>{why}</i> to read an AI's reasons for its move.", why=why_word)
        lines = "".join(f"<li>{i}</li>" for i in whole)
        return heading + f'<p>{over}</p><div class="lukfu-log-lines lukfu-full-log" {_SCROLLS}><ol>{lines}</ol></div>'

    def record(self, title: str | Mapping[str, str] = "") -> Record:
        """The deal so far as a record, every AI call and move with its reasons; the title in every
        language unless ``title`` is given."""
        deal = Record.from_deal(self.deal)
        calls = (
            tuple(self.call_entries)
            if [e.move for e in self.call_entries] == [e.move for e in deal.calls]
            else deal.calls
        )
        return Record(
            master=deal.master,
            hands=deal.hands,
            calls=calls,
            moves=tuple(self.entries),
            title=title or self._title().to_json(),
            seats=self.seats,
            rules=deal.rules,
            redeals=deal.redeals,
            result=deal.result,
        )

    def _title(self) -> Text:
        """``You against seat 1 (East) (expert) and seat 2 (West) (basic), seed 7``, in any language."""
        levels = and_list(
            L_("{seat} ({level})", seat=person(self.seats[s]), level=L_(LEVEL_NAMES[self.level_menus[s].value]))
            for s in self.ai_seats
        )
        return L_("{you} against {levels}, seed {seed}", you=person(self.seats[self.learner]), levels=levels,
                  seed=self.seed)  # fmt: skip

    @speaking
    def save(self, path: str | Path) -> Path:
        """Write the deal as a record (JSON, FORMAT.md) next to the notebook, under a new name if
        ``path`` exists (``deal-2.json``, ...): nothing is ever overwritten. Returns the path written."""
        try:
            written = write_new(path, dumps(self.record()))
        except OSError as err:
            self._say(functools.partial(_could_not_save, str(path), err), error=True)
            raise
        self._say(lambda: _("Saved the deal to {path}.", path=str(written)))
        return written

    def _save_clicked(self) -> None:
        """Offer the record as a download in the learner's browser (nothing is written on the server)."""
        name = safe_filename(self.save_name.value)
        text = dumps(self.record())

        def ready() -> str:
            link = download_link(text, name, _("Download {name}", name=name))
            return _("Your record is ready: {link}", link=link)

        self._say(ready, html=True)

    @speaking
    def replay(self) -> DealStepper:
        """Step through this deal in a ``DealStepper`` (shown under the table), with its review once asked for
        (then the expert's thinking beside each step, as the review judged by it, whatever the table's coach)."""
        level = "expert" if self.reviewed is not None else self.coach
        self.stepper = DealStepper(
            self.record_of_kept(), ai_level=level, seed=self.seed, lang=self.lang, review=self.reviewed
        )
        self.replay_area.children = [self.stepper]
        self.replay_mark.scroll()  # the stepper is under the moves, often out of the window: bring it up
        return self.stepper

    # -- review, try again --------------------------------------------------------------

    @speaking
    def review(self) -> dict[str, Any]:
        """Once the deal is over: the expert weighs each of your decisions from what you saw then (FORMAT.md
        "Reviews"); the summary is shown, each decision that cost points a button to its step in the stepper."""
        if not self.deal.is_over:
            self._say(lambda: _("The review is for a deal that is over: play it to the end first."), error=True)
            return {}
        if self.reviewed is None:
            from ..ai.review import review as review_deal

            self.reviewed = review_deal(self.record(), seat=self.learner, seed=self.seed).to_json()
        self._set_review_links(reviewed.flagged(self.reviewed))
        self.review_panel.value = self._review_html()
        self._refresh_controls()
        return self.reviewed

    def _set_review_links(self, flagged: list[Any]) -> None:
        links = []
        for decision in flagged:
            button = self.kit.button("", "lukfu-review-link")
            button.step, button.verdict = decision["step"], decision["verdict"]
            button.on_click(lambda _button, step=decision["step"]: self._clicked(lambda: self.show_step(step)))
            links.append(button)
        self.review_links.children = links
        if links:
            self._labels()

    def _review_html(self) -> str:
        """The review's summary: decisions, best moves, points lost; each mistake in a sentence with the idea
        behind the better move; the rules those ideas cite."""
        review = self.reviewed or {}
        total = review.get("summary", {})
        heading = _("Review of your deal")
        n = total.get("decisions", 0)
        counts = ngettext("{n} decision with a choice", "{n} decisions with a choice", n, n=n) + ": " + _(
            "best {best} · good {good} · inaccuracies {inaccuracies} · mistakes {mistakes} · blunders {blunders}; "
            "points lost against the expert's choices: {lost}.", best=total.get("best", 0), good=total.get("good", 0),
            inaccuracies=total.get("inaccuracies", 0), mistakes=total.get("mistakes", 0),
            blunders=total.get("blunders", 0), lost=number(total.get("points_lost", 0), ".2f"))  # fmt: skip
        items, ideas = [], []
        for decision in reviewed.flagged(review):
            played = reviewed.move_words(decision["move"])
            best = reviewed.move_words(decision["best"])
            idea = pick(decision.get("why") or "")
            ideas.append(idea)
            line = _("Step {step}, {verdict}: you played {played}; {best} was better by {loss} points.",
                     step=decision["step"], verdict=reviewed.verdict_word(decision["verdict"]), played=played,
                     best=best, loss=number(decision["loss"], ".2f"))  # fmt: skip
            items.append(f"<li>{render.esc(line)}" + (f"<br><i>{render.esc(idea)}</i>" if idea else "") + "</li>")
        if not items:
            items.append("<li>" + render.esc(_("No decision of yours cost points: well played.")) + "</li>")
        parts = [f"<h4>{render.esc(heading)}</h4>", f"<p>{render.esc(counts)}</p>", f"<ul>{''.join(items)}</ul>"]
        rules = reviewed.rules_behind(ideas)
        if rules:
            parts.append("<p>" + render.esc(_("The rules behind the better moves: {rules}.", rules=", ".join(rules))))
        if reviewed.flagged(review):
            parts.append("<p>" + render.esc(_("Press a step below to see it in the stepper with the expert's view, or "
                                              "Try again to play each of these positions once more.")))  # fmt: skip
        return "".join(parts)

    def show_step(self, step: int) -> Any:
        """The stepper at ``step`` of this deal, as you saw it, with the review's verdict (opened if need be)."""
        stepper = self.stepper if self.stepper is not None and self.stepper.review else None
        if stepper is None:
            stepper = self.replay()
        else:
            self.replay_mark.scroll()  # a review link pressed again: the stepper may have been scrolled away
        stepper.set_perspective(self.learner)
        stepper.go(step)
        return stepper

    @speaking
    def try_again(self) -> bool:
        """Each position where a move of yours cost points (a mistake or a blunder), as a drill: pick a move; it
        is accepted when it is within the good band, then the explanation. The deal is put aside meanwhile."""
        if self.reviewed is None:
            self.review()
        flagged = reviewed.flagged(self.reviewed or {})
        if not flagged:
            self._say(lambda: _("No decision of yours cost points: there is nothing to try again."))
            return False
        self._trying = [0, flagged, (self.deal, self.entries, self.call_entries, self.log_lines, self._taken)]
        self._try_position()
        return True

    def _try_position(self) -> None:
        at, flagged, _kept = self._trying  # type: ignore[misc]
        decision = flagged[at]
        record = self.record_of_kept()
        self.deal = record.steps()[decision["step"] - 1].before.copy()
        self.log_lines = self.log_lines_before(record, decision["step"])
        self._taken = []
        self._forget_hint()
        self.hand.clear()
        count, step = len(flagged), decision["step"]
        self._try_line = lambda: _("Try again ({at} of {count}): step {step} of your deal. What would you play here? "
                                   "Choose, then press the button.", at=at + 1, count=count, step=step)  # fmt: skip
        self._say(self._try_line)
        self._refresh()

    def record_of_kept(self) -> Record:
        """The finished deal's record (while trying again the table shows another position)."""
        if self._trying is None:
            return self.record()
        deal, entries, calls, _log, _taken = self._trying[2]
        now = (self.deal, self.entries, self.call_entries)
        self.deal, self.entries, self.call_entries = deal, entries, calls
        try:
            return self.record()
        finally:
            self.deal, self.entries, self.call_entries = now

    def log_lines_before(self, record: Record, step: int) -> list[tuple[Words, Mapping[str, Any] | None]]:
        """The log of the moves before ``step``, as the learner saw them then."""
        before = record.start()
        lines: list[tuple[Words, Mapping[str, Any] | None]] = []
        for s in record.steps()[: step - 1]:
            lines.append((functools.partial(self._seen_line, s.move, before), None))
            before = s.deal
        return lines

    def _seen_line(self, move: Move, before: Deal) -> str:
        return render.esc(move_line(move, before, self.seats, self.learner))

    def _tried(self, move: Move) -> bool:
        """Try again: judge the move picked (the position stays), and explain."""
        try:
            self.deal.copy().apply(move)
        except IllegalMoveError as err:
            self._say(functools.partial(self._illegal_text, move, err, self.deal.lead_size), error=True)
            return False
        from ..ai.review import judge as judge_move

        first = Move.parse(self._trying[1][self._trying[0]]["move"]) if self._trying else None
        judged = judge_move(self.deal.view(move.seat), move, seed=self.seed, instead=first)
        view, seats = self.deal.view(self.learner), self.seats

        def answer() -> str:
            if judged.verdict.accepted:
                head = _("Accepted: {move}", move=explain.move_sentence(move, view, seats))
                if judged.move != judged.best:
                    loss, best = number(judged.loss, ".2f"), reviewed.move_words(str(judged.best))
                    head += " " + (
                        _("Within the good band: {loss} points below the expert's choice, {best}.", loss=loss,
                          best=best)
                        if judged.loss
                        else _("Within the good band; the expert's choice is {best}.", best=best)  # the why says it
                    )  # fmt: skip
                return f'<p class="lukfu-right"><b>{render.esc(head)}</b></p>' + render.why(
                    judged.decision().to_json(),
                    _("Why the expert plays {move}", move=reviewed.move_words(str(judged.best))),
                )
            text = _("Not yet: {move} loses {loss} points against the best move here. Try another.",
                     move=reviewed.move_words(str(move)),
                     loss=number(judged.loss, ".2f"))  # fmt: skip
            return f'<p class="lukfu-wrong"><b>{render.esc(text)}</b></p>'

        self._hint = answer
        self.hint_panel.value = answer()
        if judged.verdict.accepted:
            self.hand.clear()
        self._refresh_controls()
        self.try_mark.scroll()  # the answer shown, the buttons to go on under it: both in view, no scrolling
        return judged.verdict.accepted

    @speaking
    def next_try(self) -> None:
        """Try again: the next position."""
        if self._trying is not None and self._trying[0] + 1 < len(self._trying[1]):
            self._trying[0] += 1
            self._try_position()

    @speaking
    def end_try(self) -> None:
        """Leave Try again: the finished deal is shown again."""
        if self._trying is None:
            return
        self.deal, self.entries, self.call_entries, self.log_lines, self._taken = self._trying[2]
        self._trying = None
        self._forget_hint()
        self._say("")
        self._refresh()

    # -- showing -------------------------------------------------------------------

    def _say(self, text: str | Words, error: bool = False, html: bool = False) -> None:
        """Show a message: a function that writes it (so a language switch writes it again), or a fixed text;
        ``""``: none. ``html``: the words are HTML already (a download link)."""
        if isinstance(text, str):
            fixed = text
            text = lambda: fixed  # noqa: E731
        self._said = (text, error, html)
        self._show_message(text, error, html)

    def _show_message(self, text: Words, error: bool, html: bool = False) -> None:
        with language(self.lang):
            words = text()
        css = "lukfu-error" if error else "lukfu-info"
        body = words if html else render.esc(words)
        value = f'<div class="{css}" role="{"alert" if error else "status"}">{body}</div>' if words else ""
        if self.message.value != value:
            self.message.value = value

    @speaking
    def _refresh(self) -> None:
        """Draw the whole table from the deal (each panel sends only when it changed)."""
        deal, me = self.deal, self.learner
        view = deal.view(me)
        self._set(self.board_view, self._board_html(view))
        self._set(self.my_head, str(render.seat_head(view, me, self.seats)))
        mark(self.my_head, "lukfu-acting", deal.to_act == me)
        hinted = {c: ("lukfu-hint",) for c in self.hint_move.cards} if self.hint_move else {}
        self.hand.show(cards_in(deal.hands[me]), seat_status(view, me), hinted)
        self._set(self.moves_log, self._log_html())
        self._set(self.result_panel, self._result_html())
        self._refresh_controls()

    def _board_html(self, view: Any) -> str:
        """The other two seats (names, badges, card backs) and the trick, as the learner sees them."""
        parts = []
        for s in self.ai_seats:
            count = self.deal.hands[s].bit_count()
            head = render.seat_head(view, s, self.seats)
            if self.deal.is_over:  # every hand face up once the deal is over
                head += render.hand(self.deal.hands[s], *render.hand_marks(self.deal, s), mini=True)
            else:
                head += render.hidden_hand(count, str(_count_cards(count)))
            acting = " lukfu-acting" * (self.deal.to_act == s)
            parts.append(f'<div class="lukfu-seat lukfu-seat-{s}{acting}">{head}</div>')
        tricks = self.deal.tricks
        parts.append(str(render.trick(tricks[-1] if tricks else None, self.seats, self.learner)))
        return "".join(parts)

    def _refresh_controls(self) -> None:
        """The buttons, the claim note and the status line, for the position and the selection."""
        deal, me = self.deal, self.learner
        mine = self.to_act == me and not self.busy
        calling = deal.phase is Phase.CALLING
        for button in (self.call_play, self.call_pass):
            show(button, calling)
            button.disabled = not mine
        for button in (self.play_button, self.clear_button, self.claim_button):
            show(button, not calling and not deal.is_over)
        trying = self._trying is not None
        show(self.actions, not deal.is_over or bool(self._taken) and not trying)
        show(self.hint_button, not deal.is_over and not trying)
        show(self.take_back_button, bool(self._taken) and not trying)
        show(self.end_bar, deal.is_over and not trying)
        show(self.try_bar, trying)
        show(self.review_panel, not trying)
        show(self.review_links, not trying)
        show(self.replay_area, not trying)  # the stepper under the table shows the expert's move: not while trying
        self.try_button.disabled = not (self.reviewed is None or reviewed.flagged(self.reviewed))
        self.next_try_button.disabled = not (trying and self._trying[0] + 1 < len(self._trying[1]))  # type: ignore[index]
        legal = deal.legal_moves if mine and not calling else None
        self.play_button.disabled = legal is None
        self.clear_button.disabled = not self.hand.selected
        self.hint_button.disabled = not mine
        # TRANSLATORS: the play button, before any card is selected
        label = _(ACTION_LABELS.get(legal.action, N_("Play"))) if legal is not None else _("Play")
        self.play_button.description = label + (f" {codes(mask_of(self.selected))}" if self.hand.selected else "")
        fu, old = deal.fu[me], deal.old_mask(me).bit_count()
        can_claim = legal is not None and legal.claim is not None
        self.claim_button.disabled = not can_claim
        if fu + old >= CLAIM_AT:
            claim = _("Claim: {fu} fu + {old} Old = {total}", fu=fu, old=old, total=fu + old)
        else:
            claim = _("Claim: {fu} fu + {old} Old = {total} (needs {needs})", fu=fu, old=old, total=fu + old,
                      needs=CLAIM_AT)  # fmt: skip
        self.claim_button.description = claim
        note = "" if can_claim or calling or deal.is_over or not mine else _("Claim: {why}", why=self._claim_why())
        self._set(self.claim_note, f'<span class="lukfu-note">{render.esc(note)}</span>' if note else "")
        show(self.claim_note, bool(note))
        self.hand.disabled = not (legal is not None)
        self._set(self.status, f"<b>{render.esc(self._status_text(legal))}</b>")

    @staticmethod
    def _set(panel: ipw.HTML, value: str) -> None:
        if panel.value != value:
            panel.value = value

    def _status_text(self, legal: Any) -> str:
        """What happens now, in words, with the rule the learner needs."""
        deal = self.deal
        if deal.result is not None:
            return _("The deal is over: {result}.", result=explain.result_line(deal.result, self.seats))
        if legal is None:
            if deal.to_act == self.learner and not self.busy:
                return _("Your call: play (and become the caller) or pass (R5).")
            return _("{seat} is thinking…", seat=explain.seat_name(deal.to_act, self.seats))  # type: ignore[arg-type]
        best = codes(deal.best)
        if legal.action is Action.BEAT:
            return _("You can beat {best}, so you must (R12): select a play that beats it.", best=best)
        if legal.action is Action.DISCARD:
            n = deal.lead_size
            return ngettext("You cannot beat {best}: select {n} card to discard face down (R13).",
                            "You cannot beat {best}: select {n} cards to discard face down (R13).", n,
                            best=best)  # fmt: skip
        if legal.claim is not None:
            lead = _("Your lead: select a single, a set or a run (R9, R11), or claim (R17).")
        else:
            lead = _("Your lead: select a single, a set or a run (R9, R11).")
        return " ".join([lead, *self._lead_limits()])

    def _lead_limits(self) -> list[str]:
        """What limits the learner's lead as a noncaller (R16d) and as a Master who passed (R8), a sentence each."""
        deal, me, limits = self.deal, self.learner, []
        if deal.caller != me and deal.rules.noncaller_lead_rule:
            if deal.old_mask(me) != deal.hands[me]:
                limits.append(_("As a noncaller, a single must be a non-Old card from your highest suit that has "
                                 "one (R16d)."))  # fmt: skip
            else:
                limits.append(_("Every card you hold is Old, so as a noncaller you may lead any of them singly "
                                "(R16d)."))  # fmt: skip
        if deal.master == me != deal.caller and deal.rules.passed_master_limit:
            limits.append(_("As the Master who passed, never lead a four-card set or a run of four or more (R8)."))
        return limits

    def _result_html(self) -> str:
        result = self.deal.result
        if result is None:
            return ""
        if result.winner is None:
            # TRANSLATORS: the headline of a drawn deal's result
            headline = _("Drawn")
        elif result.winner == self.learner:
            headline = _("You win with F = {fu}", fu=result.fu)
        else:
            headline = _("{seat} wins with F = {fu}", seat=person(self.seats[result.winner]), fu=result.fu)
        sentence = explain.result_sentence(result, self.deal.caller, self.seats)  # type: ignore[arg-type]
        unsaved = self.progress.problem_text  # the deal is held, and saved with the next answer that can be
        warning = f'<p class="lukfu-error">{render.esc(str(unsaved))}</p>' if unsaved is not None else ""
        return f"<h4>{render.esc(headline)}</h4><p>{render.esc(sentence)}</p>{warning}" + render.net_table(
            result.net, self.seats
        )


def _count_cards(n: int) -> Text:
    from ..words.terms import cards

    return cards(n)


def _claim_why(fu: int, old: int) -> str:
    """Why a claim is not possible, with the learner's count (R17), in the current language."""
    if fu + old < CLAIM_AT:
        return _("a claim is made at your lead with fu + Old cards at least six; you have {fu} + {old} = {total} "
                 "(R17).", fu=fu, old=old, total=fu + old)  # fmt: skip
    return _("a claim is made at your lead, and it is not your lead now; you have {fu} + {old} = {total} (R17).",
             fu=fu, old=old, total=fu + old)  # fmt: skip


def _could_not_save(path: str, err: OSError) -> str:
    return _("Could not save {path}: {reason}.", path=path, reason=os_reason(err))


def _practice_words(practice: Any) -> str:
    """What a practice deal offers, from its measured figures (``examples.practice``)."""
    return ngettext(
        "Practice deal {seed} ({difficulty}): against the expert AIs, whether you follow the hints, play like the "
        "basic AI or at random, you meet at least {n} moment with more than one legal move.",
        "Practice deal {seed} ({difficulty}): against the expert AIs, whether you follow the hints, play like the "
        "basic AI or at random, you meet at least {n} moments with more than one legal move.",
        practice.decisions,
        seed=practice.seed,
        difficulty=_(DIFFICULTY_NAMES[practice.difficulty]),
    )
