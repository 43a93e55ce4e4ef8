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
from typing import Any, ClassVar

import ipywidgets as ipw

from .. import explain, render
from ..cards import Card, cards_in, codes, mask_of
from ..deal import Action, Deal, Move, Phase
from ..errors import ChoiceError, IllegalMoveError
from ..files import os_reason, write_new
from ..i18n import L_, N_, Text, _, and_list, language, ngettext
from ..record import Entry, Record, dumps
from ..seats import Seat
from ..terms import seat_name as person
from .common import (
    LEVEL_NAMES,
    Kit,
    Speaking,
    classes,
    download_link,
    is_quiet,
    level_name,
    mark,
    mark_language,
    move_line,
    running_loop,
    safe_filename,
    seat_status,
    set_options,
    show,
    speaking,
)
from .picker import CardPicker

LEVELS = ("random", "basic", "expert")
ACTION_LABELS = {Action.LEAD: N_("Lead"), Action.BEAT: N_("Beat with"), Action.DISCARD: N_("Discard")}
LOG_LENGTH = 12  # the latest lines the log shows during a deal (once it is over: every line)
CLAIM_AT = 6  # fu + Old cards a claim needs (R17)
DEAL_KINDS = ("random", "easy", "medium", "hard")  # the New deal menu: the next number, or a practice deal
DIFFICULTY_NAMES = {"easy": N_("easy"), "medium": N_("medium"), "hard": N_("hard")}

Words = Callable[[], str]  # a text written when shown, in the language then current


def seat_names(learner: int) -> tuple[str, str, str]:
    """Seat names: "You" for the learner, then East and West in turn order (R3)."""
    names = ["", "", ""]
    for name, seat in zip(("You", "East", "West"), Seat(learner).turn_order(), strict=True):
        names[seat] = name
    return (names[0], names[1], names[2])


def check_settings(learner: int, levels: Sequence[str], coach: str) -> tuple[str, str]:
    """The two AI levels, after checking the learner's seat and every level (``ChoiceError``)."""
    if learner not in (0, 1, 2):
        raise ChoiceError(L_("learner {learner} is not a seat (0, 1 or 2) (R3)", learner=repr(learner)))
    levels = tuple(levels)
    if len(levels) != 2 or any(level not in LEVELS for level in (*levels, coach)):
        raise ChoiceError(L_("levels must be two of {choices}, not {levels} (coach {coach})",
                             choices=", ".join(LEVELS), levels=repr(levels), coach=repr(coach)))  # fmt: skip
    return levels[0], levels[1]


class PlayTable(Speaking, ipw.VBox):
    """Play one deal against two AIs: ``PlayTable(seed=7)``.

    The learner (``learner``, seat 0 by default) calls, then selects cards
    and plays them; only legal moves are accepted. While the deal is on the
    learner sees only what the table shows (R15): moves, face-up cards,
    counts, fu; once it is over the log opens every AI move's reasons. ``levels`` are the AIs of
    the next two seats in turn order. AI moves appear one at a time,
    ``delay`` seconds apart (0: at once, as tests want), from when a page shows the table. ``coach``
    is the AI level that gives hints and, in a replay, weighs your moves. ``deal`` starts
    from a given position (a copy is played), e.g. from a ``DealStepper``;
    ``entries`` then carries the annotations of the moves already made. **New deal** deals what its
    menu says: the next deal number, or the next practice deal of a difficulty (``examples.practice``).
    ``lang`` is the language it speaks (``None``: the current one); its English / Svenska switch
    changes it (``set_language``) and keeps the deal, the moves and the selection.
    """

    stepper_class: ClassVar[Any] = None  # DealStepper, given by lukfu_teach.widgets (no import between the two)

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
    ) -> None:
        with language(self._speak(lang)):
            levels = check_settings(learner, levels, coach)
        self.seed, self.learner, self.delay, self.coach = seed, learner, delay, coach
        self.seats = tuple(seats) if seats else seat_names(learner)
        self.ai_seats = Seat(learner).turn_order()[1:]
        self.hint_move: Move | None = None
        self._hint: Words | None = None
        self._said: tuple[Words, bool, bool] | None = None
        self.stepper: Any = None
        self._pending: asyncio.TimerHandle | None = None
        self._practice_at: dict[str, int] = {}  # per difficulty: the practice deal New deal dealt last
        self.page_ready = False  # a page has drawn the table, or the learner acted: the AIs may move
        self.kit = Kit()
        with language(self.lang):
            self._settings(levels)
            self._panels()
            self._buttons()
            super().__init__(self._children(), layout=self.kit.layout)
            classes(self, f"lukfu lukfu-widget lukfu-play-table {render.theme_class(theme)}")
            self._labels()
        self._start(deal.copy() if deal is not None else Deal.new(seed), list(entries))

    # -- building ------------------------------------------------------------------------

    def _settings(self, levels: tuple[str, str]) -> None:
        """The AI seats' level menus, the New deal menu and button, the language switch."""
        self.level_menus = {
            seat: self._level_menu(seat, level) for seat, level in zip(self.ai_seats, levels, strict=True)
        }
        self.deal_kind = self.kit.dropdown("lukfu-deal-kind", self._kind_options(), "random")
        self.new_button = self.kit.button("", "lukfu-new-deal")
        self.new_button.on_click(lambda _button: self._clicked(self.new_deal))
        self.language_menu = self.kit.language_switch(self.lang, self.set_language)

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
        return [(_("A random deal (the next number)"), "random")] + [
            (_("A practice deal: {difficulty}", difficulty=_(DIFFICULTY_NAMES[kind])), kind) for kind in DEAL_KINDS[1:]
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
        self.message = kit.html("lukfu-message lukfu-panel")
        self.moves_log = kit.html("lukfu-log lukfu-panel")
        self.hint_panel = kit.html("lukfu-hint-panel lukfu-panel")
        self.result_panel = kit.html("lukfu-result lukfu-panel")
        self.claim_note = kit.html("lukfu-claim-note")
        self.replay_area = kit.box("lukfu-replay-area", vertical=True)

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
        self.save_name = kit.text("lukfu-save-name", f"luk_fu_seed_{self.seed}.json")
        self.save_button = kit.button("", "lukfu-save")
        self.replay_button = kit.button("", "lukfu-replay")
        for button, action in (
            (self.call_play, lambda: self.call(Action.PLAY)),
            (self.call_pass, lambda: self.call(Action.PASS)),
            (self.play_button, self.play_selected),
            (self.clear_button, self.clear),
            (self.claim_button, self.claim),
            (self.hint_button, self.hint),
            (self.save_button, self._save_clicked),
            (self.replay_button, self.replay),
        ):
            button.on_click(lambda _button, action=action: self._clicked(action))
        calls, plays = [self.call_play, self.call_pass], [self.play_button, self.clear_button, self.claim_button]
        self.actions = kit.box("lukfu-controls lukfu-actions", [*calls, *plays, self.claim_note, self.hint_button])
        self.end_bar = kit.box("lukfu-controls lukfu-end", [self.save_name, self.save_button, self.replay_button])

    def _children(self) -> list[ipw.Widget]:
        kit = self.kit
        menus = [*self.level_menus.values(), self.deal_kind, self.new_button]
        settings = kit.box("lukfu-controls lukfu-settings", menus)
        board = kit.box("lukfu-board", [self.board_view, self.status, self.my_head, self.hand], vertical=True)
        board.children += (self.actions, self.message)
        side = kit.box("lukfu-side", [self.hint_panel, self.moves_log, self.result_panel, self.end_bar], vertical=True)
        # the language switch first: the stylesheet places it at the top right
        return [kit.style(), self.language_menu, settings, kit.box("lukfu-main", [board, side]), self.replay_area]

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
        self.language_menu.tooltip = _("The language of this widget")
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
        self.save_name.description = _("File name")
        self.save_button.description = _("Save record")
        self.save_button.tooltip = _("Download the deal as a record (JSON)")
        self.replay_button.description = _("Replay in the stepper")
        self.replay_button.tooltip = _("Step through this deal, with every AI move's reasons")
        mark_language(self)

    def __repr__(self) -> str:
        levels = tuple(self.level_menus[s].value for s in self.ai_seats)
        return f"PlayTable(seed={self.seed}, learner={self.learner}, levels={levels!r})"

    def _relabel(self) -> None:  # ``set_language`` (widgets.common.Speaking): the deal, moves and hint stay
        self._labels()
        self.hint_panel.value = self._hint() if self._hint is not None else ""
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
        self.hint_move = None
        self._hint = None
        self.hint_panel.value = ""
        self._say("")
        self.result_panel.value = ""
        self.replay_area.children = []
        self.hand.clear()
        self.players = {s: self._make_player(s, self.level_menus[s].value) for s in self.ai_seats}
        self._advance()

    @speaking
    def new_deal(self, seed: int | None = None, kind: str | None = None) -> None:
        """Deal again: deal number ``seed``; else what ``kind`` (default: the New deal menu's choice) says:
        ``"random"``, the next number; ``"easy"``, ``"medium"`` or ``"hard"``, the next practice deal of that
        difficulty (``examples.practice``), which the message then describes."""
        kind = self.deal_kind.value if kind is None else kind
        if kind not in DEAL_KINDS:
            raise ChoiceError(L_("{kind} is not a kind of deal ({choices})", kind=repr(kind),
                                 choices=", ".join(DEAL_KINDS)))  # fmt: skip
        practice = None
        if seed is not None:
            self.seed = seed
        elif kind == "random":
            self.seed += 1
        else:
            practice = self._next_practice(kind)
            self.seed = practice.seed
        self.save_name.value = f"luk_fu_seed_{self.seed}.json"
        self._start(Deal.new(self.seed), [])
        if practice is not None:
            self._say(functools.partial(_practice_words, practice))

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
        card = Card.parse(card)
        if not self.deal.hands[self.learner] & card.bit:
            self._say(lambda: _("{card} is not in your hand.", card=card), error=True)
            return
        code = str(card)
        self.hand.selected = [c for c in self.hand.selected if c != code] + [code] * (code not in self.hand.selected)

    def select(self, cards: str | Iterable[Card | str]) -> None:
        """Select exactly these cards (``"S3 S4 S5"``)."""
        self.hand.select(cards)

    @speaking
    def clear(self) -> None:
        """Unselect every card; the message of a refused move goes too."""
        self.hand.clear()
        self._say("")

    @speaking
    def call(self, action: Action | str) -> bool:
        """Call play or pass (R5)."""
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
        if self.busy:
            self._say(lambda: _("Wait for the AIs to finish their moves."), error=True)
            return False
        before = self.deal.copy()
        redeals = self.deal.redeals
        try:
            self.deal.apply(move)
        except IllegalMoveError as err:
            self._say(functools.partial(self._illegal_text, move, err, self.deal.lead_size), error=True)
            return False
        self.hint_move = None
        self._hint = None
        self.hint_panel.value = ""
        self._record(move, before, None, redeals)
        self._say("")
        with self.hand.hold_sync():
            self.hand.clear()
        self._advance()
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
        if self.message.value and "lukfu-error" in self.message.value:
            self._say("")  # a new selection: the refusal of the old one is past
        with language(self.lang):
            self._refresh_controls()

    # -- the AIs -------------------------------------------------------------------

    def _page_ready(self) -> None:
        """The hand's row is drawn in a page: AI moves that waited for it may start."""
        self.page_ready = True
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
        self.log_lines.append((lambda: render.esc(line()), why if move.seat != self.learner else None))
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

    def _log_html(self) -> str:
        """The moves so far, numbered from the deal's start; once the deal is over, every move, each AI
        move with its reasons (R15)."""
        heading = "<h4>" + render.esc(_("Moves")) + "</h4>"
        if not self.log_lines:
            return heading + '<p class="lukfu-empty">' + render.esc(_("No move yet.")) + "</p>"
        if not self.deal.is_over:
            first = max(len(self.log_lines) - LOG_LENGTH, 0)
            items = [line() for line, _why in self.log_lines[first:]]
            return heading + f'<ol start="{first + 1}">' + "".join(f"<li>{line}</li>" for line in items) + "</ol>"
        # TRANSLATORS: the link that opens an AI move's reasons in the log, once the deal is over
        why_word = render.esc(_("why?"))
        items = [
            f"<details><summary>{line()} <i>{why_word}</i></summary>{render.why(why, '')}</details>" if why else line()
            for line, why in self.log_lines
        ]
        over = _("The deal is over: open <i>{why}</i> to read an AI's reasons for its move.", why=why_word)
        return (
            heading
            + f"<p>{over}</p>"
            + '<ol class="lukfu-full-log">'
            + "".join(f"<li>{i}</li>" for i in items)
            + "</ol>"
        )

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
    def replay(self) -> Any:
        """Step through this deal in a ``DealStepper`` (shown under the table)."""
        self.stepper = self.stepper_class(self.record(), ai_level=self.coach, seed=self.seed, lang=self.lang)
        self.replay_area.children = [self.stepper]
        return self.stepper

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
            head = render.seat_head(view, s, self.seats) + render.hidden_hand(count, str(_count_cards(count)))
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
        show(self.actions, not deal.is_over)
        show(self.end_bar, deal.is_over)
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
        return f"<h4>{render.esc(headline)}</h4><p>{render.esc(sentence)}</p>" + render.net_table(
            result.net, self.seats
        )


def _count_cards(n: int) -> Text:
    from ..terms import cards

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
        "Practice deal {seed} ({difficulty}): against the expert AIs, a player in your seat met {n} moment with "
        "more than one legal move.",
        "Practice deal {seed} ({difficulty}): against the expert AIs, a player in your seat met {n} moments with "
        "more than one legal move.",
        practice.decisions,
        seed=practice.seed,
        difficulty=_(DIFFICULTY_NAMES[practice.difficulty]),
    )
