"""A record told step by step in plain text (``lukfu-teach replay``), as the open table or one seat saw it.

The narrator formats the record's steps (``Record.steps()``: the facts of each move, computed once) with
the sentences of ``explain``; what a seat's view holds back is ``secrecy.held_back``'s answer, the one
policy of every view.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.cards import Card, codes
from ..engine.moves import Action
from ..i18n import _, and_list, pick
from ..records.record import Record, Step
from . import secrecy
from .explain import (
    because,
    how_the_expert_thinks,
    move_sentence,
    result_sentence,
    seat_name,
    seen_move,
    status,
    trick_sentence,
    why_lines,
)

__all__ = ["narrate"]


def narrate(record: Record, seat: int | None = None, details: bool = False) -> list[str]:
    """A record told step by step: moves, tricks, Old cards with proofs, notes, AI reasons.

    With ``seat``, only what that seat could see (R15): its own hand, face-up
    plays, and the notes that name no card hidden from it then. Once the deal
    is over, other seats' reasons and the notes held back follow the result,
    but never those that name a card the seat cannot see even then (another
    seat's face-down discards, R13, or the cards left in its hand), nor another
    seat's reasons for a face-down discard (``secrecy.held_after``).
    The words are in the current language (``i18n.language``); a record's own
    texts are shown in it where the record has them. An AI's reasons are its
    summary, one sentence a move; with ``details``, its figures and the moves it
    weighed too, and once, how the expert thinks.

    >>> from lukfu_teach import examples
    >>> narrate(examples.load("must_beat"))[6]
    '  1. Seat 0 (You) calls play and becomes the caller (R5).'
    """
    return _Narration(record, seat, details).tell()


_NOTE, _WHY = "     ", "     "  # the indent of a step's note and reasons


def reason_lines(whys: Sequence[str]) -> list[str]:
    """``Why: <the one sentence>``, then each further reason (``--details``) under it, indented to it."""
    if not whys:
        return []
    under = _WHY + " " * len(_("Why: {reason}", reason=""))
    return [_WHY + _("Why: {reason}", reason=whys[0])] + [under + why for why in whys[1:]]


class _Narration:
    """One telling of a record, as the open table or one seat saw it."""

    def __init__(self, record: Record, seat: int | None, details: bool = False) -> None:
        self.record, self.seat, self.seats, self.details = record, seat, record.seats, details
        self.method_told = not details  # how the expert thinks: said once, with the details
        self.visible = (0, 1, 2) if seat is None else (seat,)
        self.lines: list[str] = []
        self.later: list[str] = []  # what a seat's view holds back until the deal is over
        self.withheld = False  # whether it holds back some of it for good (secrecy.held_after)
        self.old_told: dict[int, set[Card]] = {s: set() for s in self.visible}  # the Old cards said so far

    def tell(self) -> list[str]:
        self.opening()
        for step in self.record.steps():
            self.step(step)
        self.ending()
        return self.lines

    def viewer(self) -> str:
        return seat_name(self.seat, self.seats)  # type: ignore[arg-type]

    def opening(self) -> None:
        record, lines = self.record, self.lines
        if record.title:
            lines.append(pick(record.title))
        if record.description:
            description = pick(record.description)
            if "description" in secrecy.held_back(record, 0, self.seat):
                lines.append(_("(The description is hidden in this view: it names cards {seat} cannot see.)",
                               seat=self.viewer()))  # fmt: skip
                if "description" in secrecy.held_after(record, 0, self.seat):
                    self.withheld = True
                else:
                    self.later.append(_("Description: {text}", text=description))
            else:
                lines.append(description)
        master = seat_name(record.master, self.seats)
        if record.redeals:
            lines.append(_("Master: {seat} (R4). Redeals before this deal: {redeals} (R6).", seat=master,
                           redeals=record.redeals))  # fmt: skip
        else:
            lines.append(_("Master: {seat} (R4).", seat=master))
        off = [rule for rule, on in (("R16d", record.rules.noncaller_lead_rule),
                                     ("R8", record.rules.passed_master_limit)) if not on]  # fmt: skip
        if off:
            lines.append(_("Rule switches: {rules} off.", rules=and_list(off)))
        start = record.start()
        for s in self.visible:
            lines.append(_("{seat} holds {cards}.", seat=seat_name(s, self.seats), cards=codes(start.hands[s])))

    def step(self, step: Step) -> None:
        move, before = step.move, step.before
        if move.action is Action.LEAD:
            self.lines.append(_("Trick {number}", number=step.trick_number))
        self.lines.append(f"  {step.number}. {move_sentence(seen_move(move, self.seat), before, self.seats)}")
        if step.entry is not None:
            self.annotations(step)
        if step.trick is not None:
            self.lines.append(f"  {trick_sentence(step.trick, self.seats)}")
        if step.after.at_lead:
            self.new_old(step)

    def annotations(self, step: Step) -> None:
        """The note and the AI's reasons of a move, or in a seat's view what may be shown of them."""
        entry = step.entry
        assert entry is not None
        note, whys = pick(entry.note), why_lines(entry.why, self.details)
        held, n = secrecy.held_back(self.record, step.number, self.seat), step.number
        never = secrecy.held_after(self.record, n, self.seat)  # held back even once the deal is over
        samples = entry.why.get("samples") if entry.why else None
        expert = bool(entry.why) and entry.why.get("level") == "expert"  # type: ignore[union-attr]
        if whys and expert and not self.method_told and isinstance(samples, int) and samples > 1:
            self.lines.append(_NOTE + how_the_expert_thinks(samples))
            self.method_told = True
        if note and "note" in held:
            self.lines.append(_NOTE + _("Note: hidden in this view: it names cards {seat} could not see (R15).",
                                        seat=self.viewer()))  # fmt: skip
            if "note" in never:
                self.withheld = True
            else:
                self.later.append("  " + _("Note to step {number}: {note}", number=n, note=note))
        elif note:
            self.lines.append(_NOTE + _("Note: {note}", note=note))
        if not whys:
            return
        if "reasons" in never:
            self.withheld = True
        elif "reasons" in held:
            who = seat_name(step.seat, self.seats)
            self.later.append("  " + _("Why {seat} made step {number}:", seat=who, number=n))
            self.later += reason_lines(whys)
        else:
            self.lines += reason_lines(whys)

    def new_old(self, step: Step) -> None:
        """The Old cards of each visible seat not said before, with their proofs (at each lead)."""
        for s in self.visible:
            proofs = step.old[s]
            new = [p for c, p in proofs.items() if c not in self.old_told[s]]
            self.old_told[s] = set(proofs)
            if new:
                told = "; ".join(f"{p.card} ({p.rule}: {because(p)})" for p in new)
                self.lines.append("  " + _("Old for {seat}: {cards}", seat=seat_name(s, self.seats), cards=told))

    def ending(self) -> None:
        end = self.record.deal()
        if end.result is None:
            now = status(end.view(self.seat) if self.seat is not None else end)
            self.lines.append(_("Unfinished: {status}.", status=now))
            return
        sentence = result_sentence(end.result, end.caller, self.seats)  # type: ignore[arg-type]
        self.lines.append(_("Result: {sentence}", sentence=sentence))
        if self.later:
            self.lines.append(_("After the deal: what {seat} could not see during it.", seat=self.viewer()))
            self.lines += self.later
        if self.withheld:
            self.lines.append(_("Not shown in this view, even now: the notes and reasons about cards {seat} never saw, "
                                "in other hands or discarded face down (R13, R15).", seat=self.viewer()))  # fmt: skip
