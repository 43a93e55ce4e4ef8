"""``PlayTable``: one deal of Luk Fu, the learner against two AIs that explain themselves."""

from __future__ import annotations

import asyncio
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import ipywidgets as ipw

from .. import explain, render
from ..cards import Card, cards_in, codes, mask_of, parse_cards
from ..deal import Action, Deal, Move, Phase
from ..errors import ChoiceError, IllegalMove
from ..files import write_new
from ..record import Entry, Record, dumps
from .common import box, button, card_buttons, classes, html, move_line, running_loop, seat_status, style

LEVELS = ("random", "basic", "expert")
ACTION_LABELS = {Action.LEAD: "Lead", Action.BEAT: "Beat with", Action.DISCARD: "Discard"}
LOG_LENGTH = 12  # the latest lines the log shows during a deal (once it is over: every line)


def seat_names(learner: int) -> tuple[str, str, str]:
    """Seat names: "You" for the learner, then East and West in turn order (R3)."""
    names = ["", "", ""]
    for i, name in enumerate(("You", "East", "West")):
        names[(learner + i) % 3] = name
    return tuple(names)  # type: ignore[return-value]


class PlayTable(ipw.VBox):
    """Play one deal against two AIs: ``PlayTable(seed=7)``.

    The learner (``learner``, seat 0 by default) calls, then selects cards
    and plays them; only legal moves are accepted. While the deal is on the
    learner sees only what the table shows (R15): moves, face-up cards,
    counts, fu; once it is over the log opens every AI move's reasons. ``levels`` are the AIs of
    the next two seats in turn order. AI moves appear one at a time,
    ``delay`` seconds apart (0: at once, as tests want). ``coach`` is the
    AI level that gives hints and, in a replay, weighs your moves. ``deal`` starts
    from a given position (a copy is played), e.g. from a ``DealStepper``;
    ``entries`` then carries the annotations of the moves already made.
    """

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
        if learner not in (0, 1, 2):
            raise ChoiceError(f"learner {learner!r} is not a seat (0, 1 or 2) (R3)")
        levels = tuple(levels)
        if len(levels) != 2 or any(level not in LEVELS for level in (*levels, coach)):
            raise ChoiceError(f"levels must be two of {', '.join(LEVELS)}, not {levels!r} (coach {coach!r})")
        self.seed, self.learner, self.delay, self.coach = seed, learner, delay, coach
        self.seats = tuple(seats) if seats else seat_names(learner)
        self.ai_seats = ((learner + 1) % 3, (learner + 2) % 3)
        self.selected: set[Card] = set()
        self.hint_move: Move | None = None
        self.stepper: Any = None
        self._pending: asyncio.TimerHandle | None = None

        self.cards = card_buttons(self.toggle)
        self.level_menus = {
            seat: self._level_menu(seat, level) for seat, level in zip(self.ai_seats, levels, strict=True)
        }
        self._panels()
        self._buttons()
        others = [box(f"lukfu-seat lukfu-seat-{s}", [self.heads[s]], ipw.VBox) for s in self.ai_seats]
        mine = box(f"lukfu-seat lukfu-seat-{learner} lukfu-learner", [self.heads[learner], self.hand], ipw.VBox)
        board = box(
            "lukfu-board",
            [*others, self.trick, self.status, mine, self.calling_bar, self.playing_bar, self.message],
            ipw.VBox,
        )
        side = box("lukfu-side", [self.hint_panel, self.moves_log, self.result_panel, self.end_bar], ipw.VBox)
        super().__init__(
            [
                style(),
                box("lukfu-controls lukfu-settings", [*self.level_menus.values(), self.new_button]),
                box("lukfu-main", [board, side]),
                self.replay_area,
            ]
        )
        classes(self, f"lukfu lukfu-widget lukfu-play-table {render.theme_class(theme)}")
        self._start(deal.copy() if deal is not None else Deal.new(seed), list(entries))

    def _level_menu(self, seat: int, level: str) -> ipw.Dropdown:
        """The menu of an AI seat's level."""
        menu = ipw.Dropdown(options=LEVELS, value=level, description=self.seats[seat], layout=ipw.Layout(width="190px"))
        classes(menu, f"lukfu-level lukfu-level-{seat}")
        menu.observe(lambda change, seat=seat: self._new_player(seat, change["new"]), "value")
        return menu

    def _panels(self) -> None:
        """The seats' heads, the learner's hand, the trick, and the text panels."""
        self.heads = [html(f"lukfu-seat-head-box lukfu-seat-{s}") for s in (0, 1, 2)]
        self.hand = box("lukfu-hand-box lukfu-learner-hand")
        self.trick = html("lukfu-trick-box")
        self.status = html("lukfu-status lukfu-panel")
        self.message = html("lukfu-message lukfu-panel")
        self.moves_log = html("lukfu-log lukfu-panel")
        self.hint_panel = html("lukfu-hint-panel lukfu-panel")
        self.result_panel = html("lukfu-result lukfu-panel")
        self.replay_area = box("lukfu-replay-area", kind=ipw.VBox)

    def _buttons(self) -> None:
        """The buttons and the save name, wired to the learner's actions, in their three bars."""
        self.call_play = button("Call play", "lukfu-call-play", tooltip="Become the caller (R5)", primary=True)
        self.call_hint = button("Hint", "lukfu-call-hint", icon="lightbulb-o", tooltip="What the coach AI would call")
        self.call_pass = button("Pass", "lukfu-call-pass", tooltip="Let the next seat call (R5)")
        self.play_button = button("Play", "lukfu-submit", icon="check", primary=True)
        self.clear_button = button("Clear", "lukfu-clear", icon="times", tooltip="Unselect every card")
        self.hint_button = button("Hint", "lukfu-hint-button", icon="lightbulb-o", tooltip="What the coach AI would do")
        self.claim_button = button("Claim", "lukfu-claim", icon="trophy")
        self.new_button = button("New deal", "lukfu-new-deal", icon="refresh")
        self.save_name = ipw.Text(value=f"luk_fu_seed_{self.seed}.json", layout=ipw.Layout(width="220px"))
        classes(self.save_name, "lukfu-save-name")
        self.save_button = button("Save record", "lukfu-save", icon="save")
        self.replay_button = button("Replay in the stepper", "lukfu-replay", icon="film")
        self.call_play.on_click(lambda _: self.call(Action.PLAY))
        self.call_hint.on_click(lambda _: self.hint())
        self.call_pass.on_click(lambda _: self.call(Action.PASS))
        self.play_button.on_click(lambda _: self.play_selected())
        self.clear_button.on_click(lambda _: self.clear())
        self.hint_button.on_click(lambda _: self.hint())
        self.claim_button.on_click(lambda _: self.claim())
        self.new_button.on_click(lambda _: self.new_deal())
        self.save_button.on_click(lambda _: self._save_clicked())
        self.replay_button.on_click(lambda _: self.replay())
        self.calling_bar = box("lukfu-controls lukfu-calling", [self.call_play, self.call_pass, self.call_hint])
        self.playing_bar = box(
            "lukfu-controls lukfu-actions", [self.play_button, self.clear_button, self.claim_button, self.hint_button]
        )
        self.end_bar = box("lukfu-controls lukfu-end", [self.save_name, self.save_button, self.replay_button])

    def __repr__(self) -> str:
        levels = tuple(self.level_menus[s].value for s in self.ai_seats)
        return f"PlayTable(seed={self.seed}, learner={self.learner}, levels={levels!r})"

    # -- the deal ------------------------------------------------------------------

    def _start(self, deal: Deal, entries: list[Entry]) -> None:
        self._cancel()
        self.deal = deal
        self.entries = entries  # one per move of deal.moves, with the AI's why
        self.log_lines: list[tuple[str, Mapping[str, Any] | None]] = []  # (HTML line, an AI's why or None)
        self.selected.clear()
        self.hint_move = None
        self.message.value = self.hint_panel.value = self.result_panel.value = ""
        self.replay_area.children = []
        self.players = {s: self._make_player(s, self.level_menus[s].value) for s in self.ai_seats}
        self._refresh()
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

    # -- the learner's actions -------------------------------------------------------------

    def toggle(self, card: Card | str) -> None:
        """Select or unselect a card of the learner's hand."""
        card = Card.parse(card)
        if not self.deal.hands[self.learner] & card.bit:
            self._say(f"{card} is not in your hand.", error=True)
            return
        self.selected ^= {card}
        self._refresh()

    def select(self, cards: str | Iterable[Card | str]) -> None:
        """Select exactly these cards (``"S3 S4 S5"``)."""
        self.selected.clear()
        for card in parse_cards(cards):
            self.toggle(card)

    def clear(self) -> None:
        self.selected.clear()
        self._refresh()

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
            fu, old = self.deal.fu[self.learner], self.deal.old_mask(self.learner).bit_count()
            self._say(
                f"You cannot claim now: a claim is made at your lead with fu + Old cards at least six; "
                f"you have {fu} + {old} = {fu + old} (R17).",
                error=True,
            )
            return False
        return self._try(claim)

    def hint(self) -> Move | None:
        """What the coach AI would do in the learner's place, and why (shown, and returned)."""
        if self.to_act != self.learner:
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
            self._refresh()
            return False
        self.selected.clear()
        self.hint_move = None
        self.hint_panel.value = ""
        self._record(move, before, None, redeals)
        self._say("")
        self._refresh()
        self._advance()
        return True

    def _illegal_text(self, move: Move, err: IllegalMove) -> str:
        text = f"Not allowed: {err}"
        if err.rule and f"({err.rule})" not in text:
            text += f" ({err.rule})"
        if move.action is Action.BEAT:  # the learner may have meant to discard: say why that is not allowed
            text += " A seat that can beat must beat (R12): discarding is not allowed here."
        return text + " Your selection is kept: change it and try again."

    # -- the AIs -------------------------------------------------------------------

    def _advance(self) -> None:
        """Let the AIs act until the learner is to act or the deal is over, one move at a time."""
        if self.deal.is_over or self.to_act == self.learner:
            self._refresh()
            return
        loop = running_loop()
        if self.delay > 0 and loop is not None:
            self._pending = loop.call_later(self.delay, self._ai_step_later)
            self._refresh()
            return
        while not self.deal.is_over and self.to_act != self.learner:
            self._ai_step()
        self._refresh()

    def _ai_step_later(self) -> None:
        self._pending = None
        self._ai_step()
        self._advance()

    def _ai_step(self) -> None:
        seat = self.to_act
        decision = self.players[seat].decide(self.deal.view(seat))  # type: ignore[index]
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
        """The moves so far; once the deal is over, every move, each AI move with its reasons (R15)."""
        if not self.log_lines:
            return '<h4>Moves</h4><p class="lukfu-empty">No move yet.</p>'
        if not self.deal.is_over:
            items = [line for line, _ in self.log_lines[-LOG_LENGTH:]]
            return "<h4>Moves</h4><ol>" + "".join(f"<li>{line}</li>" for line in items) + "</ol>"
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
        from .common import download_link, safe_filename

        name = safe_filename(self.save_name.value)
        link = download_link(dumps(self.record()), name, f"Download {name}")
        self.message.value = f'<div class="lukfu-info">Your record is ready: {link}</div>'

    def replay(self) -> Any:
        """Step through this deal in a ``DealStepper`` (shown under the table)."""
        from .stepper import DealStepper

        self.stepper = DealStepper(self.record(), ai_level=self.coach, seed=self.seed)
        self.replay_area.children = [self.stepper]
        return self.stepper

    # -- showing -------------------------------------------------------------------

    def _say(self, text: str, error: bool = False) -> None:
        css = "lukfu-error" if error else "lukfu-info"
        self.message.value = f'<div class="{css}">{render.esc(text)}</div>' if text else ""

    def _refresh(self) -> None:
        deal, me = self.deal, self.learner
        view = deal.view(me)
        for s in (0, 1, 2):
            head = render.seat_head(view, s, self.seats)
            if s != me:
                count = deal.hands[s].bit_count()
                head += render.hidden_hand(count, f"{count} cards")
            self.heads[s].value = str(head)
        marks = seat_status(view, me)
        hinted = set(self.hint_move.cards) if self.hint_move else set()
        held = cards_in(deal.hands[me])
        for card in held:
            extra = ("lukfu-selected",) * (card in self.selected) + ("lukfu-hint",) * (card in hinted)
            self.cards[card].show(marks.get(card), *extra)
        self.hand.children = [self.cards[c] for c in held]
        tricks = deal.tricks
        self.trick.value = str(render.trick(tricks[-1] if tricks else None, self.seats, me))
        self.moves_log.value = self._log_html()
        mine = self.to_act == me and not self.busy
        calling = deal.phase is Phase.CALLING
        self.calling_bar.layout.display = "flex" if calling else "none"
        self.playing_bar.layout.display = "none" if calling or deal.is_over else "flex"
        self.call_play.disabled = self.call_pass.disabled = self.call_hint.disabled = not (mine and calling)
        legal = deal.legal_moves if mine and not calling else None
        self.play_button.disabled = legal is None
        self.hint_button.disabled = not mine
        self.play_button.description = ACTION_LABELS.get(legal.action, "Play") if legal is not None else "Play"
        if self.selected:
            self.play_button.description += f" {codes(mask_of(self.selected))}"
        fu, old = deal.fu[me], deal.old_mask(me).bit_count()
        self.claim_button.disabled = legal is None or legal.claim is None
        self.claim_button.description = f"Claim: {fu} fu + {old} Old = {fu + old}" + (
            "" if fu + old >= 6 else " (needs 6)"
        )
        self.end_bar.layout.display = "flex" if deal.is_over else "none"
        self.result_panel.value = self._result_html()
        self.status.value = f"<b>{render.esc(self._status_text(legal))}</b>"

    def _status_text(self, legal: Any) -> str:
        """What happens now, in words, with the rule the learner needs."""
        deal = self.deal
        if deal.result is not None:
            return "The deal is over: " + explain.result_line(deal.result, self.seats) + "."
        if legal is None:
            if deal.to_act == self.learner:
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
