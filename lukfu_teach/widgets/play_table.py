"""``PlayTable``: one deal of Luk Fu, the learner against two AIs that explain themselves.

A table is a few dozen widget models: the learner's hand is one ``CardPicker``, the other seats,
the trick and the texts are HTML panels, and every widget shares its layout and style models
(``Kit``). The controls tools look for keep their classes: ``lukfu-call-play``,
``lukfu-hint-button``, ``lukfu-hint-panel``, ``lukfu-log``.

The AIs move only once a page shows the table (the hand's row says so when drawn) or the learner
acts: an AI move timed from the notebook's run could reach a page still loading and be lost
there, leaving "seat 2 is thinking…" on the screen for good.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar

import ipywidgets as ipw

from .. import explain, render
from ..cards import Card, cards_in, codes, mask_of
from ..deal import Action, Deal, Move, Phase
from ..errors import ChoiceError, IllegalMove
from ..files import write_new
from ..record import Entry, Record, dumps
from ..seats import Seat
from .common import Kit, classes, download_link, mark, move_line, running_loop, safe_filename, seat_status, show
from .picker import CardPicker

LEVELS = ("random", "basic", "expert")
ACTION_LABELS = {Action.LEAD: "Lead", Action.BEAT: "Beat with", Action.DISCARD: "Discard"}
LOG_LENGTH = 12  # the latest lines the log shows during a deal (once it is over: every line)
CLAIM_AT = 6  # fu + Old cards a claim needs (R17)


def seat_names(learner: int) -> tuple[str, str, str]:
    """Seat names: "You" for the learner, then East and West in turn order (R3)."""
    names = ["", "", ""]
    for name, seat in zip(("You", "East", "West"), Seat(learner).turn_order(), strict=True):
        names[seat] = name
    return (names[0], names[1], names[2])


def check_settings(learner: int, levels: Sequence[str], coach: str) -> tuple[str, str]:
    """The two AI levels, after checking the learner's seat and every level (``ChoiceError``)."""
    if learner not in (0, 1, 2):
        raise ChoiceError(f"learner {learner!r} is not a seat (0, 1 or 2) (R3)")
    levels = tuple(levels)
    if len(levels) != 2 or any(level not in LEVELS for level in (*levels, coach)):
        raise ChoiceError(f"levels must be two of {', '.join(LEVELS)}, not {levels!r} (coach {coach!r})")
    return levels[0], levels[1]


class PlayTable(ipw.VBox):
    """Play one deal against two AIs: ``PlayTable(seed=7)``.

    The learner (``learner``, seat 0 by default) calls, then selects cards
    and plays them; only legal moves are accepted. While the deal is on the
    learner sees only what the table shows (R15): moves, face-up cards,
    counts, fu; once it is over the log opens every AI move's reasons. ``levels`` are the AIs of
    the next two seats in turn order. AI moves appear one at a time,
    ``delay`` seconds apart (0: at once, as tests want), from when a page shows the table. ``coach``
    is the AI level that gives hints and, in a replay, weighs your moves. ``deal`` starts
    from a given position (a copy is played), e.g. from a ``DealStepper``;
    ``entries`` then carries the annotations of the moves already made.
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
    ) -> None:
        levels = check_settings(learner, levels, coach)
        self.seed, self.learner, self.delay, self.coach = seed, learner, delay, coach
        self.seats = tuple(seats) if seats else seat_names(learner)
        self.ai_seats = Seat(learner).turn_order()[1:]
        self.hint_move: Move | None = None
        self.stepper: Any = None
        self._pending: asyncio.TimerHandle | None = None
        self.page_ready = False  # a page has drawn the table, or the learner acted: the AIs may move
        self.kit = Kit()
        self._settings(levels)
        self._panels()
        self._buttons()
        super().__init__(self._children(), layout=self.kit.layout)
        classes(self, f"lukfu lukfu-widget lukfu-play-table {render.theme_class(theme)}")
        self._start(deal.copy() if deal is not None else Deal.new(seed), list(entries))

    # -- building ------------------------------------------------------------------------

    def _settings(self, levels: tuple[str, str]) -> None:
        """The AI seats' level menus and the New deal button."""
        self.level_menus = {
            seat: self._level_menu(seat, level) for seat, level in zip(self.ai_seats, levels, strict=True)
        }
        self.new_button = self.kit.button("New deal", "lukfu-new-deal", tooltip="Deal again, with the next seed")
        self.new_button.on_click(lambda _: self.new_deal())

    def _level_menu(self, seat: int, level: str) -> ipw.Dropdown:
        """The menu of an AI seat's level."""
        menu = self.kit.dropdown(f"lukfu-level lukfu-level-{seat}", LEVELS, level, description=self.seats[seat])
        menu.observe(lambda change, seat=seat: self._new_player(seat, change["new"]), "value")
        return menu

    def _panels(self) -> None:
        """The other seats and the trick, the status, the learner's seat and hand, the text panels."""
        kit = self.kit
        self.board_view = kit.html("lukfu-board-view")  # the other two seats and the trick
        self.status = kit.html("lukfu-status lukfu-panel")
        self.my_head = kit.html(f"lukfu-seat lukfu-seat-{self.learner} lukfu-learner lukfu-seat-head-box")
        self.hand = CardPicker(label="Your hand: select the cards to play", layout=kit.layout)
        classes(self.hand, "lukfu-hand-box lukfu-learner-hand")
        self.hand.observe(lambda _: self._selection_changed(), "selected")
        self.hand.on_ready(self._page_ready)
        self.message = kit.html("lukfu-message lukfu-panel")
        self.moves_log = kit.html("lukfu-log lukfu-panel")
        self.hint_panel = kit.html("lukfu-hint-panel lukfu-panel")
        self.result_panel = kit.html("lukfu-result lukfu-panel")
        self.claim_note = kit.html("lukfu-claim-note")
        self.replay_area = kit.box("lukfu-replay-area", vertical=True)

    def _buttons(self) -> None:
        """The buttons and the save name, wired to the learner's actions."""
        kit = self.kit
        self.call_play = kit.button("Call play", "lukfu-call-play", tooltip="Become the caller (R5)", primary=True)
        self.call_pass = kit.button("Pass", "lukfu-call-pass", tooltip="Let the next seat call (R5)")
        self.play_button = kit.button("Play", "lukfu-submit", tooltip="Play the selected cards", primary=True)
        self.clear_button = kit.button("Clear", "lukfu-clear", tooltip="Unselect every card")
        self.claim_button = kit.button("Claim", "lukfu-claim", tooltip="Claim the deal (R17)")
        self.hint_button = kit.button("Hint", "lukfu-hint-button", tooltip="What the coach AI would do, and why")
        self.save_name = kit.text("lukfu-save-name", f"luk_fu_seed_{self.seed}.json", description="File name")
        self.save_button = kit.button("Save record", "lukfu-save", tooltip="Download the deal as a record (JSON)")
        self.replay_button = kit.button("Replay in the stepper", "lukfu-replay")
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
            button.on_click(lambda _, action=action: self._clicked(action))
        calls, plays = [self.call_play, self.call_pass], [self.play_button, self.clear_button, self.claim_button]
        self.actions = kit.box("lukfu-controls lukfu-actions", [*calls, *plays, self.claim_note, self.hint_button])
        self.end_bar = kit.box("lukfu-controls lukfu-end", [self.save_name, self.save_button, self.replay_button])

    def _children(self) -> list[ipw.Widget]:
        kit = self.kit
        settings = kit.box("lukfu-controls lukfu-settings", [*self.level_menus.values(), self.new_button])
        board = kit.box("lukfu-board", [self.board_view, self.status, self.my_head, self.hand], vertical=True)
        board.children += (self.actions, self.message)
        side = kit.box("lukfu-side", [self.hint_panel, self.moves_log, self.result_panel, self.end_bar], vertical=True)
        return [kit.style(), settings, kit.box("lukfu-main", [board, side]), self.replay_area]

    def __repr__(self) -> str:
        levels = tuple(self.level_menus[s].value for s in self.ai_seats)
        return f"PlayTable(seed={self.seed}, learner={self.learner}, levels={levels!r})"

    # -- the deal ----------------------------------------------------------------------

    def _start(self, deal: Deal, entries: list[Entry]) -> None:
        self._cancel()
        self.deal = deal
        self.entries = entries
        self.log_lines: list[tuple[str, Mapping[str, Any] | None]] = []
        self.hint_move = None
        self.hint_panel.value = ""
        self.message.value = ""
        self.result_panel.value = ""
        self.replay_area.children = []
        self.hand.clear()
        self.players = {s: self._make_player(s, self.level_menus[s].value) for s in self.ai_seats}
        self._advance()

    def new_deal(self, seed: int | None = None) -> None:
        """Deal again: the next seed, or ``seed``."""
        self.seed = self.seed + 1 if seed is None else seed
        self.save_name.value = f"luk_fu_seed_{self.seed}.json"
        self._start(Deal.new(self.seed), [])

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

    def toggle(self, card: Card | str) -> None:
        """Select or unselect a card of the learner's hand."""
        card = Card.parse(card)
        if not self.deal.hands[self.learner] & card.bit:
            self._say(f"{card} is not in your hand.", error=True)
            return
        code = str(card)
        self.hand.selected = [c for c in self.hand.selected if c != code] + [code] * (code not in self.hand.selected)

    def select(self, cards: str | Iterable[Card | str]) -> None:
        """Select exactly these cards (``"S3 S4 S5"``)."""
        self.hand.select(cards)

    def clear(self) -> None:
        """Unselect every card; the message of a refused move goes too."""
        self.hand.clear()
        self._say("")

    def call(self, action: Action | str) -> bool:
        """Call play or pass (R5)."""
        return self._try(Move(self.learner, Action(action)))

    def play_selected(self) -> bool:
        """Play the selected cards: a lead, a beat, or a discard, as the position asks."""
        if self.to_act != self.learner or self.deal.phase is not Phase.PLAYING:
            self._say("It is not your turn to play cards." if self.to_act != self.learner else "Call first (R5).", True)
            return False
        if not self.selected:
            self._say("Select the cards to play first: click them in your hand.", error=True)
            return False
        legal = self.deal.legal_moves
        return self._try(Move(self.learner, legal.action, mask_of(self.selected)))

    def claim(self) -> bool:
        """Claim the deal now (R17), laying down every Old card."""
        claim = self.deal.legal_moves.claim if self.to_act == self.learner else None
        if claim is None:
            self._say("You cannot claim now: " + self._claim_why(), error=True)
            return False
        return self._try(claim)

    def _claim_why(self) -> str:
        """Why a claim is not possible now, with the learner's count (R17)."""
        deal, me = self.deal, self.learner
        fu, old = deal.fu[me], deal.old_mask(me).bit_count()
        count = f"you have {fu} + {old} = {fu + old}"
        if fu + old < CLAIM_AT:
            return f"a claim is made at your lead with fu + Old cards at least six; {count} (R17)."
        return f"a claim is made at your lead, and it is not your lead now; {count} (R17)."

    def hint(self) -> Move | None:
        """What the coach AI would do in the learner's place, and why (shown, and returned); at a call too."""
        if self.to_act != self.learner or self.busy:
            self._say("A hint is for your turn.", error=True)
            return None
        from ..ai import make_player

        view = self.deal.view(self.learner)  # the coach sees what the learner sees, and nothing more (R15)
        decision = make_player(self.coach, seed=self.seed).decide(view)
        self.hint_move = decision.move
        sentence = explain.move_sentence(decision.move, view, self.seats)
        self.hint_panel.value = f"<p><b>Hint:</b> {render.esc(sentence)}</p>" + render.why(
            decision.to_json(), f"Why the {self.coach} AI would do it"
        )
        self._say("")
        self._refresh()
        return decision.move

    def _try(self, move: Move) -> bool:
        if self.busy:
            self._say("Wait for the AIs to finish their moves.", error=True)
            return False
        before = self.deal.copy()
        redeals = self.deal.redeals
        try:
            self.deal.apply(move)
        except IllegalMove as err:
            self._say(self._illegal_text(move, err), error=True)
            return False
        self.hint_move = None
        self.hint_panel.value = ""
        self._record(move, before, None, redeals)
        self._say("")
        with self.hand.hold_sync():
            self.hand.clear()
        self._advance()
        return True

    def _illegal_text(self, move: Move, err: IllegalMove) -> str:
        """Why a move is refused, as one or more full sentences with their rules."""
        text = f"Not allowed: {err}"
        if err.rule and f"({err.rule})" not in text:
            text += f" ({err.rule})"
        text = text.rstrip(".") + "."
        if move.action is Action.BEAT and move.mask.bit_count() == self.deal.lead_size:
            text += " If you meant to discard: a seat that can beat must beat (R12)."
        return text + " Your selection is kept: change it and try again."

    def _selection_changed(self) -> None:
        if self.message.value and "lukfu-error" in self.message.value:
            self._say("")  # a new selection: the refusal of the old one is past
        self._refresh_controls()

    # -- the AIs -------------------------------------------------------------------

    def _page_ready(self) -> None:
        """The hand's row is drawn in a page: AI moves that waited for it may start."""
        self.page_ready = True
        if self._pending is None:
            self._advance()

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
        if not move.is_call:
            self.entries.append(Entry(move, "", why))
        line = render.esc(move_line(move, before, self.seats, self.learner))
        self.log_lines.append((line, why if move.seat != self.learner else None))
        deal, lines = self.deal, []
        if deal.redeals > redeals:
            lines.append("All three passed: the cards are shuffled and dealt again (R6).")
        elif move.action is Action.PLAY:
            master = explain.seat_name(deal.master, self.seats)
            lines.append(f"The Master, {render.esc(master)}, leads the first trick (R7).")
        elif not move.is_call and not deal.best and deal.tricks and move.action is not Action.CLAIM:
            lines.append(f"<b>{render.esc(explain.trick_sentence(deal, self.seats))}</b>")
        self.log_lines += [(line, None) for line in lines]

    def _log_html(self) -> str:
        """The moves so far, numbered from the deal's start; once the deal is over, every move, each AI
        move with its reasons (R15)."""
        if not self.log_lines:
            return '<h4>Moves</h4><p class="lukfu-empty">No move yet.</p>'
        if not self.deal.is_over:
            first = max(len(self.log_lines) - LOG_LENGTH, 0)
            items = [line for line, _ in self.log_lines[first:]]
            return f'<h4>Moves</h4><ol start="{first + 1}">' + "".join(f"<li>{line}</li>" for line in items) + "</ol>"
        items = [
            f"<details><summary>{line} <i>why?</i></summary>{render.why(why, '')}</details>" if why else line
            for line, why in self.log_lines
        ]
        return (
            "<h4>Moves</h4><p>The deal is over: open <i>why?</i> to read an AI's reasons for its move.</p>"
            '<ol class="lukfu-full-log">' + "".join(f"<li>{line}</li>" for line in items) + "</ol>"
        )

    def record(self, title: str = "") -> Record:
        """The deal so far as a record, the AI moves with their reasons."""
        deal = Record.from_deal(self.deal)
        levels = " and ".join(f"{self.seats[s]} ({self.level_menus[s].value})" for s in self.ai_seats)
        return Record(
            master=deal.master,
            hands=deal.hands,
            calls=deal.calls,
            moves=tuple(self.entries),
            title=title or f"You against {levels}, seed {self.seed}",
            seats=self.seats,
            rules=deal.rules,
            redeals=deal.redeals,
            result=deal.result,
        )

    def save(self, path: str | Path) -> Path:
        """Write the deal as a record (JSON, FORMAT.md) next to the notebook, under a new name if
        ``path`` exists (``deal-2.json``, ...): nothing is ever overwritten. Returns the path written."""
        try:
            written = write_new(path, dumps(self.record()))
        except OSError as err:
            self._say(f"Could not save {path}: {err.strerror}.", error=True)
            raise
        self._say(f"Saved the deal to {written}.")
        return written

    def _save_clicked(self) -> None:
        """Offer the record as a download in the learner's browser (nothing is written on the server)."""
        name = safe_filename(self.save_name.value)
        link = download_link(dumps(self.record()), name, f"Download {name}")
        self.message.value = f'<div class="lukfu-info">Your record is ready: {link}</div>'

    def replay(self) -> Any:
        """Step through this deal in a ``DealStepper`` (shown under the table)."""
        self.stepper = self.stepper_class(self.record(), ai_level=self.coach, seed=self.seed)
        self.replay_area.children = [self.stepper]
        return self.stepper

    # -- showing -------------------------------------------------------------------

    def _say(self, text: str, error: bool = False) -> None:
        css = "lukfu-error" if error else "lukfu-info"
        value = f'<div class="{css}" role="{"alert" if error else "status"}">{render.esc(text)}</div>' if text else ""
        if self.message.value != value:
            self.message.value = value

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
            head = render.seat_head(view, s, self.seats) + render.hidden_hand(count, f"{count} cards")
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
        label = ACTION_LABELS.get(legal.action, "Play") if legal is not None else "Play"
        self.play_button.description = label + (f" {codes(mask_of(self.selected))}" if self.hand.selected else "")
        fu, old = deal.fu[me], deal.old_mask(me).bit_count()
        can_claim = legal is not None and legal.claim is not None
        self.claim_button.disabled = not can_claim
        needs = "" if fu + old >= CLAIM_AT else f" (needs {CLAIM_AT})"
        self.claim_button.description = f"Claim: {fu} fu + {old} Old = {fu + old}{needs}"
        note = "" if can_claim or calling or deal.is_over or not mine else "Claim: " + self._claim_why()
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
            return "The deal is over: " + explain.result_line(deal.result, self.seats) + "."
        if legal is None:
            if deal.to_act == self.learner and not self.busy:
                return "Your call: play (and become the caller) or pass (R5)."
            return f"{explain.seat_name(deal.to_act, self.seats)} is thinking…"  # type: ignore[arg-type]
        best = codes(deal.best)
        if legal.action is Action.BEAT:
            return f"You can beat {best}, so you must (R12): select a play that beats it."
        if legal.action is Action.DISCARD:
            n = deal.lead_size
            return f"You cannot beat {best}: select {n} card{'s' * (n > 1)} to discard face down (R13)."
        return (
            "Your lead: select a single, a set or a run (R9, R11)"
            + self._lead_limits()
            + (", or claim (R17)." if legal.claim is not None else ".")
        )

    def _lead_limits(self) -> str:
        """What limits the learner's lead as a noncaller (R16d) and as a Master who passed (R8)."""
        deal, me, text = self.deal, self.learner, ""
        if deal.caller != me and deal.rules.noncaller_lead_rule:
            if deal.old_mask(me) != deal.hands[me]:
                text += "; as a noncaller, a single must be a non-Old card from your highest suit that has one (R16d)"
            else:
                text += "; every card you hold is Old, so as a noncaller you may lead any of them singly (R16d)"
        if deal.master == me != deal.caller and deal.rules.passed_master_limit:
            text += "; as the Master who passed, never a four-card set or a run of four or more (R8)"
        return text

    def _result_html(self) -> str:
        result = self.deal.result
        if result is None:
            return ""
        if result.winner is None:
            headline = "Drawn"
        else:
            who = "You win" if result.winner == self.learner else f"{self.seats[result.winner]} wins"
            headline = f"{who} with F = {result.fu}"
        sentence = explain.result_sentence(result, self.deal.caller, self.seats)  # type: ignore[arg-type]
        return f"<h4>{render.esc(headline)}</h4><p>{render.esc(sentence)}</p>" + render.net_table(
            result.net, self.seats
        )
