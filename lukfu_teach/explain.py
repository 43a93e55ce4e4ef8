"""Engine facts in words a learner reads, each citing its rule (RULES.md).

Short forms use card codes (``S7``); sentences for learners use names
(``Strings 7``) with the code where it helps.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from . import secrecy
from .cards import Card, cards_in, codes
from .deal import Deal
from .i18n import pick
from .moves import Action, Move
from .old import NotOld, Proof
from .plays import PLAY_INFO, shape_phrase
from .record import DEFAULT_SEATS, Entry, Record, Step
from .scoring import STAKE, Result
from .state import Phase, PublicState
from .view import SeatView
from .words import and_list


def label(card: Card) -> str:
    """``Strings 7 (S7)``, ``Mau Gung (C1)``."""
    return f"{card.name} ({card})"


def seat_name(seat: int, seats: Sequence[str] = DEFAULT_SEATS) -> str:
    return f"seat {seat} ({seats[seat]})"


def signed(net: Sequence[int]) -> str:
    return " ".join(f"{n:+d}" if n else "0" for n in net)


# -- Old cards ------------------------------------------------------------------


def because(proof: Proof) -> str:
    """The facts of a proof, in codes: ``S9 and S8 were played face up (tricks 2 and 4)``."""
    card = proof.card
    if proof.rule == "R16a":
        if card.rank == 9:
            return "a nine is always Old"
        return f"{card.name} cannot be beaten when led singly (R10a)"
    if proof.rule == "R16c":
        return f"it lies directly below {proof.above}, which is Old, in an unbroken sequence in the same hand"
    parts = []
    if proof.played:
        cards = and_list([str(c) for c, _ in proof.played])
        numbers = [t for _, t in proof.played]
        many = len(numbers) > 1
        tricks = f"trick {numbers[0]}" if len(set(numbers)) == 1 else "tricks " + and_list([str(t) for t in numbers])
        parts.append(f"{cards} {'were' if many else 'was'} played face up ({tricks})")
    if proof.held:
        many = len(proof.held) > 1
        parts.append(f"{and_list([str(c) for c in proof.held])} {'are' if many else 'is'} in the same hand")
    return "; ".join(parts)


def old_sentence(proof: Proof) -> str:
    """``Strings 7 (S7) is Old (R16b): S9 and S8 were played face up (tricks 2 and 4).``"""
    return f"{label(proof.card)} is Old ({proof.rule}): {because(proof)}."


def not_old_sentence(why: NotOld) -> str:
    """Why a card is not Old, or is only safe but unproven (R16)."""
    if why.safe:
        cards = and_list([str(c) for c in why.discarded])
        return (
            f"{label(why.card)} is safe but unproven: the higher {_cards_word(why.discarded)} {cards} "
            "went into your own face-down discards, and discards prove nothing (R16)."
        )
    cards = and_list([str(c) for c in why.unaccounted])
    verb = "are" if len(why.unaccounted) > 1 else "is"
    text = f"{label(why.card)} is not Old: {cards} {verb} unaccounted for (R16b)"
    if why.discarded:
        text += f"; your own discard of {and_list([str(c) for c in why.discarded])} proves nothing"
    return text + "."


def _cards_word(cards: Sequence[Card]) -> str:
    return "cards" if len(cards) > 1 else "card"


# -- moves, positions, results ----------------------------------------------------


def play_phrase(mask: int) -> str:
    """``S3 S4 S5 (a three-card run)``, ``Mau Gung (C1)``."""
    if mask.bit_count() == 1:
        return label(cards_in(mask)[0])
    return f"{codes(mask)} ({shape_phrase(mask)})" if mask in PLAY_INFO else codes(mask)


_VERB = {Action.PLAY: "calls play", Action.PASS: "passes", Action.LEAD: "leads", Action.BEAT: "beats with",
         Action.DISCARD: "discards", Action.CLAIM: "claims with"}  # fmt: skip
_NO_CARDS = {Action.CLAIM: "no Old cards", Action.DISCARD: "face down"}


def move_text(move: Move) -> str:
    """A move in short words: ``seat 0 leads S3 S4 S5`` (``str(move)`` is its notation, ``0:lead:S3,S4,S5``).

    >>> move_text(Move.parse("0:lead:S3,S4,S5")), move_text(Move.parse("2:discard"))
    ('seat 0 leads S3 S4 S5', 'seat 2 discards face down')
    """
    cards = codes(move.mask) or _NO_CARDS.get(move.action, "")
    return f"seat {move.seat} {_VERB[move.action]}" + (f" {cards}" if cards else "")


def move_sentence(move: Move, before: PublicState, seats: Sequence[str] = DEFAULT_SEATS) -> str:
    """What a move did, in the position ``before`` it, citing the rule."""
    who = seat_name(move.seat, seats)
    action = move.action
    if action is Action.PLAY:
        return f"{who} calls play and becomes the caller (R5)."
    if action is Action.PASS:
        return f"{who} passes (R5)."
    if action is Action.LEAD:
        return f"{who} leads {play_phrase(move.mask)} (R11)."
    if action is Action.BEAT:
        return f"{who} beats {codes(before.best)} with {play_phrase(move.mask)} (R10, R12)."
    if action is Action.DISCARD:
        n = before.lead_size
        shown = f": {codes(move.mask)}" if move.mask else ""
        return f"{who} cannot beat {codes(before.best)} and discards {n} card{'s' * (n > 1)} face down (R13){shown}."
    fu = before.fu[move.seat]
    shown = move.mask.bit_count()
    if not shown:
        return f"{who} claims with {fu} fu and no Old cards to show (R17)."
    return f"{who} claims: {fu} fu + {shown} Old card{'s' * (shown != 1)} ({codes(move.mask)}) = {fu + shown} fu (R17)."


def trick_sentence(deal: PublicState, seats: Sequence[str] = DEFAULT_SEATS) -> str:
    """After a trick: who won it and the fu it scored (R14)."""
    trick = deal.tricks[-1]
    winner = trick.winner
    won = [m for m in trick.moves if m.seat == winner and m.action is not Action.DISCARD][-1]
    n = won.mask.bit_count()
    return f"{seat_name(winner, seats)} wins trick {trick.number} and scores {n} fu (R14)."  # type: ignore[arg-type]


def status(deal: PublicState) -> str:
    """Who is to do what: ``seat 2 to beat or discard``; ``over``."""
    if deal.phase is Phase.OVER:
        return "over"
    seat = deal.to_act
    if deal.phase is Phase.CALLING:
        return f"seat {seat} to call play or pass"
    if deal.best:
        return f"seat {seat} to beat or discard"
    can_claim = isinstance(deal, (Deal, SeatView)) and deal.legal_moves.claim is not None  # a view: its own seat
    return f"seat {seat} to lead or claim" if can_claim else f"seat {seat} to lead"


def result_line(result: Result, seats: Sequence[str] = DEFAULT_SEATS) -> str:
    """``seat 1 (East) wins with 7 fu; net -4 +4 0`` or ``drawn``."""
    if result.winner is None:
        return "drawn"
    return f"{seat_name(result.winner, seats)} wins with {result.fu} fu; net {signed(result.net)}"


def result_sentence(result: Result, caller: int, seats: Sequence[str] = DEFAULT_SEATS) -> str:
    """The result with the arithmetic of R18-R20."""
    if result.winner is None:
        return (
            "The cards ran out and the last trick's winner had fewer than six fu: "
            "the deal is drawn and nobody pays (R18, R20)."
        )
    winner, fu = result.winner, result.fu or 0
    amount = fu - STAKE
    how = "by claiming (R17)" if result.by_claim else "as the last trick's winner when the cards ran out (R18)"
    pays = (
        f"each noncaller pays {amount}"
        if winner == caller
        else f"the caller, {seat_name(caller, seats)}, pays both shares, {2 * amount}"
    )
    return (
        f"{seat_name(winner, seats)} wins with {fu} fu {how}. It is worth {fu} - {STAKE} = {amount} "
        f"(R19): {pays} (R20). Net: {signed(result.net)}."
    )


def why_lines(why: Mapping[str, Any] | None) -> list[str]:
    """An AI's recorded ``why`` as lines of text: its reasons, then the moves it weighed
    with their scores (free-form objects are shown as they are)."""
    if not why:
        return []
    reasons = why.get("reasons", [])
    lines = [pick(r) for r in ([reasons] if isinstance(reasons, str) else reasons)]
    for alt in why.get("alternatives", [])[:5]:
        if isinstance(alt, Mapping) and isinstance(alt.get("move"), Mapping):
            lines.append(f"  weighed {record_move_phrase(alt['move'])}: {_alternative_score(alt)}")
    if not lines:
        lines = [", ".join(f"{k}: {v}" for k, v in why.items())]
    return lines


def record_move_phrase(move: Mapping[str, Any]) -> str:
    """``lead C1 S1 T1`` from a record's move object (as in a ``why``'s alternatives)."""
    return " ".join(
        f"{k} {' '.join(map(str, v)) if isinstance(v, list) else v}" for k, v in move.items() if k != "seat"
    )


def _alternative_score(alt: Mapping[str, Any]) -> str:
    """``+1.36 ± 0.10 points, wins 46% (1000 sampled deals)``; unknown keys as ``key value``."""
    parts, note = [], ""
    margin = alt.get("margin")
    for key, value in alt.items():
        if key in ("move", "margin", "samples") or value is None or value == "":
            continue
        if key == "expected_net" and isinstance(value, (int, float)):
            spread = f" ± {margin:.2f}" if isinstance(margin, (int, float)) and margin else ""
            parts.append((f"{value:+.2f}" if value else "0") + spread + " points")
        elif key == "win_rate" and isinstance(value, (int, float)):
            parts.append(f"wins {100 * value:.0f}%")
        elif key == "note":
            note = f" ({pick(value)})"
        else:
            parts.append(f"{key} {value}")
    if not note and isinstance(alt.get("samples"), int) and alt["samples"]:
        note = f" ({alt['samples']} sampled deals)"
    return ", ".join(parts) + note if parts else note.strip(" ()")


def seen_move(move: Move, viewer: int | None) -> Move:
    """``move`` as ``viewer`` saw it: another seat's discard has no cards (R13, R15); ``None`` sees all."""
    if viewer is not None and move.action is Action.DISCARD and move.seat != viewer:
        return Move(move.seat, move.action, 0)
    return move


def narrate(record: Record, seat: int | None = None) -> list[str]:
    """A record told step by step: moves, tricks, Old cards with proofs, notes, AI reasons.

    With ``seat``, only what that seat could see (R15): its own hand, face-up
    plays, and the notes that name no card hidden from it then. Other seats'
    reasons, and the notes held back, follow the result once the deal is over.
    """
    return _Narration(record, seat).tell()


class _Narration:
    """One telling of a record, as the open table or one seat saw it."""

    def __init__(self, record: Record, seat: int | None) -> None:
        self.record, self.seat, self.seats = record, seat, record.seats
        self.visible = (0, 1, 2) if seat is None else (seat,)
        self.lines: list[str] = []
        self.later: list[str] = []  # what a seat's view holds back until the deal is over
        self.old_seen: dict[int, set[Card]] = {s: set() for s in self.visible}

    def tell(self) -> list[str]:
        self.opening()
        before: Deal = self.record.start()
        for step in self.record.steps():
            self.step(step, before)
            before = step.deal
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
            if self.seat is not None and secrecy.hidden_in(description, record.start(), self.seat):
                lines.append(f"(The description is hidden in this view: it names cards {self.viewer()} cannot see.)")
                self.later.append(f"Description: {description}")
            else:
                lines.append(description)
        redeals = f" Redeals before this deal: {record.redeals} (R6)." if record.redeals else ""
        lines.append(f"Master: {seat_name(record.master, self.seats)} (R4).{redeals}")
        off = [rule for rule, on in (("R16d", record.rules.noncaller_lead_rule),
                                     ("R8", record.rules.passed_master_limit)) if not on]  # fmt: skip
        if off:
            lines.append(f"Rule switches: {' and '.join(off)} off.")
        start = record.start()
        for s in self.visible:
            lines.append(f"{seat_name(s, self.seats)} holds {codes(start.hands[s])}.")

    def step(self, step: Step, before: Deal) -> None:
        deal, move = step.deal, step.move
        if move.action is Action.LEAD:
            self.lines.append(f"Trick {len(deal.tricks)}")
        self.lines.append(f"  {step.number}. {move_sentence(seen_move(move, self.seat), before, self.seats)}")
        if step.entry is not None:
            self.annotations(step, step.entry)
        if move.action in (Action.BEAT, Action.DISCARD) and not deal.best:
            self.lines.append(f"  {trick_sentence(deal, self.seats)}")
        if deal.at_lead:
            self.new_old(deal)

    def annotations(self, step: Step, entry: Entry) -> None:
        """The note and the AI's reasons of a move, or in a seat's view what may be shown of them."""
        note, whys = pick(entry.note), why_lines(entry.why)
        seat, n = self.seat, step.number
        if note and seat is not None and secrecy.hidden_in(note, step.deal, seat):
            self.lines.append(f"     Note: hidden in this view: it names cards {self.viewer()} could not see (R15).")
            self.later.append(f"  Note to step {n}: {note}")
        elif note:
            self.lines.append(f"     Note: {note}")
        if not whys:
            return
        if seat is not None and (step.seat != seat or secrecy.hidden_in(" ".join(whys), step.deal, seat)):
            who = seat_name(step.seat, self.seats)
            self.later += [f"  Why {who} made step {n}:"] + [f"     Why: {why}" for why in whys]
        else:
            self.lines += [f"     Why: {why}" for why in whys]

    def new_old(self, deal: Deal) -> None:
        for s in self.visible:
            proofs = deal.old_cards(s)
            new = [p for c, p in proofs.items() if c not in self.old_seen[s]]
            self.old_seen[s] = set(proofs)
            if new:
                told = "; ".join(f"{p.card} ({p.rule}: {because(p)})" for p in new)
                self.lines.append(f"  Old for {seat_name(s, self.seats)}: {told}")

    def ending(self) -> None:
        end = self.record.deal()
        if end.result is None:
            self.lines.append(f"Unfinished: {status(end.view(self.seat) if self.seat is not None else end)}.")
            return
        self.lines.append("Result: " + result_sentence(end.result, end.caller, self.seats))  # type: ignore[arg-type]
        if self.later:
            self.lines.append(f"After the deal: what {self.viewer()} could not see during it.")
            self.lines += self.later
