"""Engine facts in words a learner reads, each citing its rule (RULES.md).

Short forms use card codes (``S7``); sentences for learners use names
(``Strings 7``) with the code where it helps.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .cards import Card, cards_in, codes
from .deal import Action, Deal, Move, Phase, Result, SeatView, Table, and_list
from .old import NotOld, Proof
from .plays import PLAY_INFO, shape_phrase
from .record import DEFAULT_SEATS, Record


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


def move_sentence(move: Move, before: Table, seats: Sequence[str] = DEFAULT_SEATS) -> str:
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


def trick_sentence(deal: Table, seats: Sequence[str] = DEFAULT_SEATS) -> str:
    """After a trick: who won it and the fu it scored (R14)."""
    trick = deal.tricks[-1]
    winner = trick.winner
    won = [m for m in trick.moves if m.seat == winner and m.action is not Action.DISCARD][-1]
    n = won.mask.bit_count()
    return f"{seat_name(winner, seats)} wins trick {trick.number} and scores {n} fu (R14)."  # type: ignore[arg-type]


def status(deal: Table) -> str:
    """Who is to do what: ``seat 2 to beat or discard``; ``over``."""
    if deal.phase is Phase.OVER:
        return "over"
    seat = deal.to_act
    if deal.phase is Phase.CALLING:
        return f"seat {seat} to call play or pass"
    if deal.best:
        return f"seat {seat} to beat or discard"
    can_claim = isinstance(deal, Deal) and deal.claim_move() is not None
    if isinstance(deal, SeatView) and deal.seat == seat:
        can_claim = deal.legal_moves().claim is not None
    return f"seat {seat} to lead or claim" if can_claim else f"seat {seat} to lead"


def result_line(result: Result, seats: Sequence[str] = DEFAULT_SEATS) -> str:
    """``seat 1 (East) wins with 7 fu; net -4 +4 0`` or ``drawn``."""
    if result.winner is None:
        return "drawn"
    return f"{seat_name(result.winner, seats)} wins with {result.fu} fu; net {signed(result.net)}"


def result_sentence(result: Result, caller: int, seats: Sequence[str] = DEFAULT_SEATS) -> str:
    """The result with the arithmetic of R18-R20."""
    if result.winner is None:
        return "The cards ran out and nobody had six fu: the deal is drawn and nobody pays (R18, R20)."
    winner, fu = result.winner, result.fu or 0
    amount = fu - 5
    how = "by claiming (R17)" if result.by_claim else "as the last trick's winner when the cards ran out (R18)"
    pays = (
        f"each noncaller pays {amount}"
        if winner == caller
        else f"the caller, {seat_name(caller, seats)}, pays both shares, {2 * amount}"
    )
    return (
        f"{seat_name(winner, seats)} wins with {fu} fu {how}. It is worth {fu} - 5 = {amount} "
        f"(R19): {pays} (R20). Net: {signed(result.net)}."
    )


def why_lines(why: Mapping[str, Any] | None) -> list[str]:
    """An AI's recorded ``why`` as lines of text: its reasons, then the moves it weighed
    with their scores (free-form objects are shown as they are)."""
    if not why:
        return []
    lines = [str(r) for r in why.get("reasons", [])]
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
            note = f" ({value})"
        else:
            parts.append(f"{key} {value}")
    if not note and isinstance(alt.get("samples"), int) and alt["samples"]:
        note = f" ({alt['samples']} sampled deals)"
    return ", ".join(parts) + note if parts else note.strip(" ()")


def narrate(record: Record, seat: int | None = None) -> list[str]:
    """A record told step by step: moves, tricks, Old cards with proofs, notes, AI reasons.

    With ``seat``, only what that seat could see (R15): its own hand, face-up
    plays, and the notes and reasons of its own moves only.
    """
    seats = record.seats
    lines = [record.title] if record.title else []
    if record.description:
        lines.append(record.description)
    start = record.start()
    lines.append(
        f"Master: {seat_name(record.master, seats)} (R4)."
        + (f" Redeals before this deal: {record.redeals} (R6)." if record.redeals else "")
    )
    if not (record.rules.noncaller_lead_rule and record.rules.passed_master_limit):
        off = [
            name
            for name, on in (("R16d", record.rules.noncaller_lead_rule), ("R8", record.rules.passed_master_limit))
            if not on
        ]
        lines.append(f"Rule switches: {' and '.join(off)} off.")
    visible = [seat] if seat is not None else [0, 1, 2]
    for s in visible:
        lines.append(f"{seat_name(s, seats)} holds {codes(start.hands[s])}.")
    old_seen: dict[int, set[Card]] = {s: set() for s in visible}
    before: Any = start
    for step in record.steps():
        deal = step.deal
        move = step.move
        shown = (
            move
            if seat is None or move.seat == seat or move.action is not Action.DISCARD
            else Move(move.seat, move.action, 0)
        )
        if move.action is Action.LEAD:
            lines.append(f"Trick {len(deal.tricks)}")
        lines.append(f"  {step.number}. {move_sentence(shown, before, seats)}")
        if step.entry is not None and seat in (None, move.seat):  # others' notes and reasons may tell their hands
            if step.entry.note:
                lines.append(f"     Note: {step.entry.note}")
            for why in why_lines(step.entry.why):
                lines.append(f"     Why: {why}")
        if move.action in (Action.BEAT, Action.DISCARD) and not deal.best and deal.tricks:
            lines.append(f"  {trick_sentence(deal, seats)}")
        if move.action is Action.PLAY or (not deal.best and deal.phase is Phase.PLAYING):
            for s in visible:
                proofs = deal.old_cards(s)
                new = [p for c, p in proofs.items() if c not in old_seen[s]]
                old_seen[s] = set(proofs)
                if new:
                    lines.append(
                        f"  Old for {seat_name(s, seats)}: "
                        + "; ".join(f"{p.card} ({p.rule}: {because(p)})" for p in new)
                    )
        before = deal
    end = record.deal()
    if end.result is not None:
        lines.append("Result: " + result_sentence(end.result, end.caller, seats))  # type: ignore[arg-type]
    else:
        lines.append(f"Unfinished: {status(end)}.")
    return lines
