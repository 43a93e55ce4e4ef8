"""Engine facts in words a learner reads, each citing its rule (RULES.md).

Short forms use card codes (``S7``); sentences for learners use names
(``Strings 7``) with the code where it helps. Every function returns text in
the current language (``with i18n.language("sv"):``), each sentence one
whole gettext template with named parameters.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..engine.cards import Card, cards_in, codes
from ..engine.moves import Action, Move, Trick, seen_by
from ..engine.old import NotOld, Proof
from ..engine.plays import PLAY_INFO, shape_text
from ..engine.scoring import STAKE, Result
from ..engine.seats import DEFAULT_SEATS
from ..engine.state import Phase, PublicState
from ..i18n import L_, N_, Text, _, and_list, ngettext, percent, pick
from .terms import call_word, level_name
from .terms import seat_name as person

__all__ = ["DEFAULT_SEATS", "advice", "and_list", "because", "how_the_expert_thinks", "label", "lazy_label",
           "move_sentence", "move_text", "not_old_sentence", "old_sentence", "play_phrase", "record_move_phrase",
           "result_line", "result_sentence", "seat_name", "seen_move", "signed", "status", "trick_sentence",
           "why_lines"]  # fmt: skip


def label(card: Card) -> str:
    """The one label of a card a learner reads: ``Strings 7 (S7)``, ``Mau Gung (C1)`` (``Snören 7 (S7)``).

    >>> label(Card.parse("S7")), str(lazy_label(Card.parse("C1")))
    ('Strings 7 (S7)', 'Mau Gung (C1)')
    """
    return _("{name} ({code})", name=card.name, code=str(card))


def lazy_label(card: Card) -> Text:
    """``label(card)`` rendered when shown, in whatever language (for stored or lazy messages)."""
    return L_("{name} ({code})", name=card.lazy_name, code=str(card))


def seat_name(seat: int, seats: Sequence[str] = DEFAULT_SEATS) -> str:
    """``seat 1 (East)`` (``plats 1 (Öst)``): the default names translate, a person's name stays."""
    return _("seat {seat} ({name})", seat=seat, name=person(seats[seat]))


def signed(net: Sequence[int]) -> str:
    return " ".join(f"{n:+d}" if n else "0" for n in net)


# -- Old cards ------------------------------------------------------------------


def because(proof: Proof) -> str:
    """The facts of a proof, in codes: ``S9 and S8 were played face up (tricks 2 and 4)``."""
    card = proof.card
    if proof.rule == "R16a":
        if card.rank == 9:
            return _("a nine is always Old")
        return _("{name} cannot be beaten when led singly (R10a)", name=card.name)
    if proof.rule == "R16c":
        return _("it lies directly below {above}, which is Old, in an unbroken sequence in the same hand",
                 above=proof.above)  # fmt: skip
    parts = []
    numbers = [t for _c, t in proof.played]
    if len(set(numbers)) in (1, len(numbers)):
        groups: list[Sequence[tuple[Card, int]]] = [proof.played] if proof.played else []
    else:  # "S9 and S8 ... (trick 1); S7 ... (trick 3)", not "S9, S8 and S7 ... (tricks 1, 1 and 3)"
        groups = [[(c, t) for c, t in proof.played if t == number] for number in dict.fromkeys(numbers)]
    for group in groups:
        cards = and_list([str(c) for c, _t in group])
        numbers = [t for _c, t in group]
        if len(set(numbers)) == 1:
            tricks = _("trick {number}", number=numbers[0])
        else:
            tricks = _("tricks {numbers}", numbers=and_list([str(t) for t in numbers]))
        parts.append(ngettext("{cards} was played face up ({tricks})", "{cards} were played face up ({tricks})",
                              len(numbers), cards=cards, tricks=tricks))  # fmt: skip
    if proof.held:
        held = and_list([str(c) for c in proof.held])
        parts.append(ngettext("{cards} is in the same hand", "{cards} are in the same hand", len(proof.held),
                              cards=held))  # fmt: skip
    return "; ".join(parts)


def old_sentence(proof: Proof) -> str:
    """``Strings 7 (S7) is Old (R16b): S9 and S8 were played face up (tricks 2 and 4).``"""
    return _("{card} is Old ({rule}): {because}.", card=label(proof.card), rule=proof.rule, because=because(proof))


def not_old_sentence(why: NotOld) -> str:
    """Why a card is not Old, or is only safe but unproven (R16)."""
    card = label(why.card)
    if why.safe:
        return ngettext(
            "{card} is safe but unproven: the higher card {cards} went into your own face-down discards, "
            "and discards prove nothing (R16).",
            "{card} is safe but unproven: the higher cards {cards} went into your own face-down discards, "
            "and discards prove nothing (R16).",
            len(why.discarded), card=card, cards=and_list([str(c) for c in why.discarded]),
        )  # fmt: skip
    missing = and_list([str(c) for c in why.unaccounted])
    if why.discarded:
        return ngettext(
            "{card} is not Old: {cards} is unaccounted for (R16b); your own discard of {discarded} proves nothing.",
            "{card} is not Old: {cards} are unaccounted for (R16b); your own discard of {discarded} proves nothing.",
            len(why.unaccounted), card=card, cards=missing, discarded=and_list([str(c) for c in why.discarded]),
        )  # fmt: skip
    return ngettext("{card} is not Old: {cards} is unaccounted for (R16b).",
                    "{card} is not Old: {cards} are unaccounted for (R16b).",
                    len(why.unaccounted), card=card, cards=missing)  # fmt: skip


# -- moves, positions, results ----------------------------------------------------


def play_phrase(mask: int) -> str:
    """``S3 S4 S5 (a three-card run)``, ``Mau Gung (C1)``."""
    if mask.bit_count() == 1:
        return label(cards_in(mask)[0])
    return f"{codes(mask)} ({shape_text(mask)})" if mask in PLAY_INFO else codes(mask)


_MOVE_TEXT = {
    Action.PLAY: N_("seat {seat} calls play"),
    Action.PASS: N_("seat {seat} passes"),
    Action.LEAD: N_("seat {seat} leads {cards}"),
    Action.BEAT: N_("seat {seat} beats with {cards}"),
    Action.DISCARD: N_("seat {seat} discards {cards}"),
    Action.CLAIM: N_("seat {seat} claims with {cards}"),
}
_NO_CARDS = {
    Action.CLAIM: N_("seat {seat} claims with no Old cards"),
    Action.DISCARD: N_("seat {seat} discards face down"),
}


def move_text(move: Move) -> str:
    """A move in short words: ``seat 0 leads S3 S4 S5`` (``str(move)`` is its notation, ``0:lead:S3,S4,S5``).

    >>> move_text(Move.parse("0:lead:S3,S4,S5")), move_text(Move.parse("2:discard"))
    ('seat 0 leads S3 S4 S5', 'seat 2 discards face down')
    """
    template = _MOVE_TEXT[move.action] if move.mask or move.action not in _NO_CARDS else _NO_CARDS[move.action]
    return _(template, seat=move.seat, cards=codes(move.mask)).rstrip()


def move_sentence(move: Move, before: PublicState, seats: Sequence[str] = DEFAULT_SEATS) -> str:
    """What a move did, in the position ``before`` it, citing the rule."""
    who = seat_name(move.seat, seats)
    action = move.action
    if action is Action.PLAY:
        return _("{seat} calls play and becomes the caller (R5).", seat=who)
    if action is Action.PASS:
        return _("{seat} passes (R5).", seat=who)
    if action is Action.LEAD:
        return _("{seat} leads {play} (R11).", seat=who, play=play_phrase(move.mask))
    if action is Action.BEAT:
        return _("{seat} beats {best} with {play} (R10, R12).", seat=who, best=codes(before.best),
                 play=play_phrase(move.mask))  # fmt: skip
    if action is Action.DISCARD:
        best, n = codes(before.best), before.lead_size
        if move.mask:
            return ngettext("{seat} cannot beat {best} and discards {n} card face down (R13): {cards}.",
                            "{seat} cannot beat {best} and discards {n} cards face down (R13): {cards}.",
                            n, seat=who, best=best, cards=codes(move.mask))  # fmt: skip
        return ngettext("{seat} cannot beat {best} and discards {n} card face down (R13).",
                        "{seat} cannot beat {best} and discards {n} cards face down (R13).",
                        n, seat=who, best=best)  # fmt: skip
    fu = before.fu[move.seat]
    shown = move.mask.bit_count()
    if not shown:
        return _("{seat} claims with {fu} fu and no Old cards to show (R17).", seat=who, fu=fu)
    return ngettext("{seat} claims: {fu} fu + {n} Old card ({cards}) = {total} fu (R17).",
                    "{seat} claims: {fu} fu + {n} Old cards ({cards}) = {total} fu (R17).",
                    shown, seat=who, fu=fu, cards=codes(move.mask), total=fu + shown)  # fmt: skip


def advice(move: Move, level: str, fu: int, seats: Sequence[str] = DEFAULT_SEATS) -> str:
    """What an AI would do as the seat to act: ``seat 1 (East): the expert AI would lead Strings 4 (S4).``

    ``fu`` is the seat's fu before the move (a claim counts it); ``level`` is the level's id (``basic``), said by its
    name (``enkel`` in Swedish)."""
    who, said = seat_name(move.seat, seats), level_name(level)
    action = move.action
    if action is Action.PLAY:
        return _("{seat}: the {level} AI would call play.", seat=who, level=said)
    if action is Action.PASS:
        return _("{seat}: the {level} AI would pass.", seat=who, level=said)
    if action is Action.CLAIM:
        n = move.mask.bit_count()
        if not n:
            return _("{seat}: the {level} AI would claim ({fu} fu).", seat=who, level=said, fu=fu)
        return ngettext("{seat}: the {level} AI would claim with {cards} ({fu} fu + {n} Old = {total} fu).",
                        "{seat}: the {level} AI would claim with {cards} ({fu} fu + {n} Old = {total} fu).",
                        n, seat=who, level=said, cards=codes(move.mask), fu=fu, total=fu + n)  # fmt: skip
    play = label(cards_in(move.mask)[0]) if move.mask.bit_count() == 1 else codes(move.mask)
    if action is Action.LEAD:
        return _("{seat}: the {level} AI would lead {play}.", seat=who, level=said, play=play)
    if action is Action.BEAT:
        return _("{seat}: the {level} AI would beat with {play}.", seat=who, level=said, play=play)
    return _("{seat}: the {level} AI would discard {play}.", seat=who, level=said, play=play)


def trick_sentence(trick: Trick | PublicState, seats: Sequence[str] = DEFAULT_SEATS) -> str:
    """A finished trick (a step's ``trick``, or a position's last): who won it and the fu it scored (R14)."""
    if not isinstance(trick, Trick):
        trick = trick.tricks[-1]
    winner = trick.winner
    won = [m for m in trick.moves if m.seat == winner and m.action is not Action.DISCARD][-1]
    return _("{seat} wins trick {number} and scores {fu} fu (R14).", seat=seat_name(winner, seats),  # type: ignore[arg-type]
             number=trick.number, fu=won.mask.bit_count())  # fmt: skip


def status(deal: PublicState) -> str:
    """Who is to do what: ``seat 2 to beat or discard``; ``over``."""
    if deal.phase is Phase.OVER:
        # TRANSLATORS: the status of a deal that has ended ("Unfinished: ..." is never said of it)
        return _("over")
    seat = deal.to_act
    if deal.phase is Phase.CALLING:
        return _("seat {seat} to call play or pass", seat=seat)
    if deal.best:
        return _("seat {seat} to beat or discard", seat=seat)
    can_claim = deal.legal_moves.claim is not None  # a view: its own seat
    return _("seat {seat} to lead or claim", seat=seat) if can_claim else _("seat {seat} to lead", seat=seat)


def result_line(result: Result, seats: Sequence[str] = DEFAULT_SEATS) -> str:
    """``seat 1 (East) wins with 7 fu; net -4 +4 0`` or ``drawn``."""
    if result.winner is None:
        # TRANSLATORS: a drawn deal, as a result line ("ok: drawn")
        return _("drawn")
    return _("{seat} wins with {fu} fu; net {net}", seat=seat_name(result.winner, seats), fu=result.fu,
             net=signed(result.net))  # fmt: skip


def result_sentence(result: Result, caller: int, seats: Sequence[str] = DEFAULT_SEATS) -> str:
    """The result with the arithmetic of R18-R20."""
    if result.winner is None:
        return _(
            "The cards ran out and the last trick's winner had fewer than six fu: "
            "the deal is drawn and nobody pays (R18, R20)."
        )
    winner, fu = result.winner, result.fu or 0
    amount = fu - STAKE
    facts = {"seat": seat_name(winner, seats), "fu": fu, "stake": STAKE, "amount": amount, "net": signed(result.net)}
    if winner == caller:
        if result.by_claim:
            return _("{seat} wins with {fu} fu by claiming (R17). It is worth {fu} - {stake} = {amount} (R19): "
                     "each noncaller pays {amount} (R20). Net: {net}.", **facts)  # fmt: skip
        return _("{seat} wins with {fu} fu as the last trick's winner when the cards ran out (R18). It is worth "
                 "{fu} - {stake} = {amount} (R19): each noncaller pays {amount} (R20). Net: {net}.",
                 **facts)  # fmt: skip
    facts.update(caller=seat_name(caller, seats), double=2 * amount)
    if result.by_claim:
        return _("{seat} wins with {fu} fu by claiming (R17). It is worth {fu} - {stake} = {amount} (R19): "
                 "the caller, {caller}, pays both shares, {double} (R20). Net: {net}.", **facts)  # fmt: skip
    return _("{seat} wins with {fu} fu as the last trick's winner when the cards ran out (R18). It is worth "
             "{fu} - {stake} = {amount} (R19): the caller, {caller}, pays both shares, {double} (R20). Net: {net}.",
             **facts)  # fmt: skip


def why_lines(why: Mapping[str, Any] | None, details: bool = True) -> list[str]:
    """An AI's recorded ``why`` as lines of text: its summary (the one sentence read first), then with
    ``details`` its reasons and the moves it weighed with their scores (free-form objects are shown as
    they are). A ``why`` without a summary (an older record) leads with its first reason."""
    if not why:
        return []
    reasons = why.get("reasons", [])
    lines = [pick(r) for r in ([reasons] if isinstance(reasons, str) else reasons)]
    summary = why.get("summary")
    if summary:
        lines.insert(0, pick(summary))
    if not details:
        return lines[:1]
    for alt in why.get("alternatives", [])[:5]:
        if isinstance(alt, Mapping) and isinstance(alt.get("move"), Mapping):
            lines.append("  " + _("weighed {move}: {score}", move=record_move_phrase(alt["move"]),
                                  score=_alternative_score(alt)))  # fmt: skip
    if not lines:
        lines = [", ".join(f"{k}: {v}" for k, v in why.items())]
    return lines


def how_the_expert_thinks(samples: int) -> str:
    """The expert's method in a paragraph: said once per deal, not with every move."""
    return _(
        "How the expert thinks: at each choice it deals the cards its seat cannot see in {n:,} ways that fit "
        "everything the seat saw (hand sizes, face-up plays, what discards and noncaller leads reveal), the "
        "other seats having made exactly their calls, leads, beats and discards by the rules of thumb of the "
        "basic level wherever enough deals fit that. It plays each sensible move out in every one of those "
        "sampled deals, the other seats then following the rules of thumb and its own seat too, except that "
        "it plays on from a chance to claim while that adds fu. It takes the move with the most net points on "
        "average: the figures after each move (± one standard error) are those averages.",
        n=samples,
    )


_RECORD_ACTIONS = {
    "lead": N_("lead {cards}"),
    "beat": N_("beat {cards}"),
    "discard": N_("discard {cards}"),
    "claim": N_("claim {cards}"),
}


def record_move_phrase(move: Mapping[str, Any]) -> str:
    """``lead C1 S1 T1`` from a record's move object (as in a ``why``'s alternatives)."""
    words = []
    for key, value in move.items():
        if key == "seat":
            continue
        shown = " ".join(map(str, value)) if isinstance(value, list) else value
        if key == "claim" and not value:  # a claim with no Old card to lay down (R17)
            words.append(_("claim"))
        elif key in _RECORD_ACTIONS:
            words.append(_(_RECORD_ACTIONS[key], cards=shown))
        elif key == "call" and value in ("play", "pass"):
            words.append(_("call {call}", call=call_word(value)))
        else:
            words.append(f"{key} {shown}")
    return " ".join(words)


def _alternative_score(alt: Mapping[str, Any]) -> str:
    """``+1.36 ± 0.10 points, wins 46% (1000 sampled deals)``; unknown keys as ``key value``."""
    parts, note = [], ""
    margin = alt.get("margin")
    for key, value in alt.items():
        if key in ("move", "margin", "samples") or value is None or value == "":
            continue
        if key == "expected_net" and isinstance(value, (int, float)):
            spread = float(margin) if isinstance(margin, (int, float)) and margin else 0.0
            if value and spread:
                parts.append(_("{value:+.2f} ± {margin:.2f} points", value=float(value), margin=spread))
            elif value:
                parts.append(_("{value:+.2f} points", value=float(value)))
            else:
                parts.append(_("0 ± {margin:.2f} points", margin=spread) if spread else _("0 points"))
        elif key == "win_rate" and isinstance(value, (int, float)):
            parts.append(_("wins {share}", share=percent(value)))
        elif key == "note":
            note = f" ({pick(value)})"
        else:
            parts.append(f"{key} {value}")
    if not note and isinstance(alt.get("samples"), int) and alt["samples"]:
        samples = ngettext("{n} sampled deal", "{n} sampled deals", alt["samples"])
        note = f" ({samples})"
    return ", ".join(parts) + note if parts else note.strip(" ()")


def seen_move(move: Move, viewer: int | None) -> Move:
    """``move`` as ``viewer`` saw it: another seat's discard has no cards (R13, R15); ``None`` sees all."""
    return seen_by((move,), viewer)[0]


def __getattr__(name: str) -> object:  # ``explain.narrate``, from before the narrator had its own module
    if name == "narrate":
        from .narrate import narrate

        return narrate
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
