"""Sentences about a seat's own position that every level may say, each true in the deal.

Why a lead is forced or limited (R16d, R8), what can still beat a play
(R10, R16), what a discard keeps and gives up (R13), what a call counts (R5).
They read only what the deciding seat can see, so they name no hidden card.
"""

from __future__ import annotations

from ..cards import BY_BIT, SUIT_FIELD, Suit, cards_in, codes
from ..legal import LegalMoves
from ..moves import Action, Move
from ..old import old_mask, safe_mask
from ..plays import HIGHER, PLAY_INFO, Shape, can_beat, runs_in, sets_in
from ..view import SeatView
from ..i18n import and_list
from .thumb import CALL_POINTS, combination_cards, strong_points
from .words import Words, cards_phrase

RUN_WORDS = {3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}  # numbers as words


def names(mask: int) -> str:
    """``Mau Gung (C1) and Tens 9 (T9)`` for one or two cards, codes for more."""
    cards = cards_in(mask)
    if len(cards) <= 2:
        return str(and_list([cards_phrase(c.bit) for c in cards]))
    return codes(mask)


def it_or_them(mask: int) -> tuple[str, str]:
    """(``"is"``, ``"it"``) or (``"are"``, ``"they"``)."""
    return ("is", "it") if mask.bit_count() == 1 else ("are", "they")


# -- leads --------------------------------------------------------------------------


def lead_limits(seat: int, hand: int, public: int, restricted: bool, limited: bool, w: Words) -> list[str]:
    """What keeps a seat from leading any card or combination: R16d and R8, with the cards they hold back."""
    old = old_mask(hand, public)
    parts = []
    if restricted and hand != old:
        non_old = hand & ~old
        suit = Suit((non_old.bit_length() - 1) // 10)
        text = (
            f"as a noncaller, a single {w.does(seat, 'leads')} must be a card that is not Old from "
            f"{suit.title}, {w.whose(seat)} highest suit with a non-Old card (R16d)"
        )
        if old:
            are, them = it_or_them(old)
            text += f"; {names(old)} {are} Old, so {them} may not be led singly (R16d)"
        lower = non_old & ~(SUIT_FIELD << 10 * suit)
        if lower:
            text += f"; nor may {names(lower)} of a lower suit"
        parts.append(text)
    long_plays = [m for m in runs_in(hand) + sets_in(hand) if m.bit_count() >= 4]
    if limited and long_plays:
        parts.append(
            f"as the Master who passed, {w.who(seat)} may not lead a four-card set or a run of four or more, "
            f"such as {codes(long_plays[0])} (R8)"
        )
    return parts


def forced_lead(seat: int, hand: int, public: int, restricted: bool, limited: bool, lead: int, w: Words) -> str:
    """``forced: Strings 3 (S3) is the only legal lead: ...`` with every limit that makes it so."""
    if hand == lead:
        return f"forced: {cards_phrase(lead)} is {w.whose(seat)} last card."
    why = lead_limits(seat, hand, public, restricted, limited, w)
    if not runs_in(hand) and not sets_in(hand):
        why.append(f"{w.who(seat)} {'hold' if w.who(seat) == 'you' else 'holds'} no set or run (R9)")
    text = f"forced: {cards_phrase(lead)} is the only legal lead"
    return text + (": " + "; ".join(why) if why else "") + "."


def forced(view: SeatView, legal: LegalMoves, move: Move, w: Words) -> str:
    """Why the seat had no choice, citing the rule that leaves it one move."""
    if legal.action is Action.BEAT:
        return f"forced: must beat {codes(view.best)}, and {cards_phrase(move.mask)} is the only play that does (R12)."
    if legal.action is Action.DISCARD and view.hand.bit_count() == view.lead_size:
        return f"forced: cannot beat {codes(view.best)} and must discard its last cards (R13)."
    if legal.action is Action.LEAD and legal.claim is None:
        seat = view.seat
        restricted = seat != view.caller and view.rules.noncaller_lead_rule
        limited = seat == view.master and seat != view.caller and view.rules.passed_master_limit
        return forced_lead(seat, view.hand, view.public, restricted, limited, move.mask, w)
    return "forced: the only legal move."


# -- what can beat a play -------------------------------------------------------------


def unseen_beaters(play: int, unseen: int) -> int:
    """For a single: the unseen cards that beat it (R10, R10a); 0 for a set or run."""
    single = HIGHER.get(play)
    if single is None:
        return 0
    suit, higher = single
    return higher << 10 * suit & unseen


def safety(play: int, hand: int, public: int, own_discards: int, unseen: int) -> str:
    """What can still beat ``play`` (held in ``hand``), from the cards the seat can place (R10, R16).

    Empty when an unseen card or combination could beat it: the caller says
    how likely that is.
    """
    info = PLAY_INFO[play]
    label = cards_phrase(play)
    old = old_mask(hand, public)
    if info.shape is Shape.SINGLE:
        card = BY_BIT[play]
        if card.rank == 1 and card.suit in (Suit.COINS, Suit.TENS):
            return f"{label} cannot be beaten when led singly (R10a)"
        if play & old:
            return f"{label} is Old, so nobody can beat it (R16)"
        if play & safe_mask(hand, public, own_discards):
            return (
                f"no card can beat {label}: the higher ones were played, are in the same hand or among its own "
                "discards (safe, but not Old: discards prove nothing, R16)"
            )
        return ""
    if not can_beat(unseen, play):
        return f"no play that beats {label} can be made from the unseen cards, so nobody can beat it (R10)"
    if info.shape is Shape.SET and play & old == play:
        return f"{label} is made of Old cards, so no higher set can be out (R10, R16)"
    if info.shape is Shape.RUN and play & old == play:
        higher = [Suit(s).title for s in range(info.suit + 1, 4)]
        return (
            f"{label} is made of Old cards, so no higher {Suit(info.suit).title} run can be out; "
            f"a run of {' or '.join(higher)} could still beat it (R10, R16)"
        )
    return ""


# -- discards -------------------------------------------------------------------------


def combinations_of(hand: int) -> list[int]:
    """The runs (longest first, no card in two) and the sets (all of a rank held) of a hand."""
    found, left = [], hand
    for run in sorted(runs_in(hand), key=lambda m: -m.bit_count()):
        if run & left == run:
            found.append(run)
            left &= ~run
    by_rank: dict[int, int] = {}
    for group in sets_in(hand):
        rank = PLAY_INFO[group].rank
        by_rank[rank] = by_rank.get(rank, 0) | group
    return found + list(by_rank.values())


def discard_words(hand: int, public: int, mask: int) -> str:
    """What a discard keeps and gives up: ``keeps the Old card T9 and the run S6 S7 S8; breaks the set ...``."""
    old = old_mask(hand, public)
    left = hand & ~mask
    parts = []
    kept_old = old & left
    if kept_old:
        parts.append(f"keeps the Old card{'s' * (kept_old.bit_count() > 1)} {codes(kept_old)}")
    kept = combinations_of(left)
    if kept:
        parts.append(f"keeps {and_list([_combo(m) for m in kept])}")
    broken = [m for m in combinations_of(hand) if m & mask and m not in kept]
    if broken:
        parts.append(f"breaks {and_list([_combo(m) for m in broken])}")
    given = mask & old
    if given:
        parts.append(f"gives up the Old card{'s' * (given.bit_count() > 1)} {codes(given)}")
    return "; ".join(parts)


def _combo(mask: int) -> str:
    info = PLAY_INFO[mask]
    return f"the {info.shape.value} {codes(mask)}"


def discard_choice(hand: int, public: int, mask: int) -> str:
    """Which cards ``mask`` takes, as the rules of thumb see them (empty if it follows none of them)."""
    old = old_mask(hand, public)
    spare = hand & ~old & ~combination_cards(hand)
    non_old = hand & ~old
    n = mask.bit_count()
    cards = f"card{'s' * (n > 1)}"
    if not mask & ~spare and _lowest_of(spare, mask):
        return f"the lowest {cards} outside the Old cards, sets and runs"
    if spare and not spare & ~mask and not mask & old and _lowest_of(non_old & ~spare, mask & ~spare):
        return f"every card outside the Old cards, sets and runs ({codes(spare)}), then the lowest of the sets and runs"
    if not mask & ~non_old and _lowest_of(non_old, mask):
        return f"the lowest {cards} that {'are' if n > 1 else 'is'} not Old"
    if not non_old & ~mask and _lowest_of(old, mask & old):
        return "every card that is not Old, then the lowest Old cards" if non_old else f"the lowest Old {cards}"
    return ""


def _lowest_of(pool: int, mask: int) -> bool:
    """Whether ``mask`` (cards of ``pool``) is no higher in rank than any card of ``pool`` it leaves."""
    top = max((c.rank for c in cards_in(mask & pool)), default=0)
    return all(c.rank >= top for c in cards_in(pool & ~mask))


# -- calls ----------------------------------------------------------------------------


def call_tally(hand: int) -> tuple[int, str]:
    """The strong points of a dealt hand and their tally: ``4 strong points: 3 Old cards (C9 M9 T1), a set``."""
    old, sets, runs = strong_points(hand)
    total = old + sets + runs
    counted = [f"{old} Old card{'s' * (old != 1)} ({codes(old_mask(hand, 0))})" if old else "no Old card"]
    counted += ["a set"] * sets + ["a run of four or more"] * runs
    return total, f"{total} strong point{'s' * (total != 1)}: " + ", ".join(counted)


def call_rule(total: int) -> str:
    """``five or more: call`` or ``fewer than five: pass`` (the rules of thumb, R5)."""
    five = RUN_WORDS.get(CALL_POINTS, str(CALL_POINTS))
    return f"{five} or more: call" if total >= CALL_POINTS else f"fewer than {five}: pass"
