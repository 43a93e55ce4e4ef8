"""Sentences about a seat's own position that every level may say, each true in the deal.

Why a lead is forced or limited (R16d, R8), what can still beat a play
(R10, R16), what a discard keeps and gives up (R13), what a call counts (R5).
They read only what the deciding seat can see, so they name no hidden card.
"""

from __future__ import annotations

from ..engine.cards import BY_BIT, SUIT_FIELD, Suit, cards_in, codes
from ..engine.legal import LegalMoves
from ..engine.moves import Action, Move
from ..engine.old import old_mask, safe_mask
from ..engine.plays import HIGHER, PLAY_INFO, Shape, can_beat, runs_in, sets_in
from ..engine.view import SeatView
from ..i18n import L_, Text, and_list, nL_
from ..words.terms import old_cards
from .thumb import CALL_POINTS, combination_cards, strong_points
from .words import Clauses, Joined, Listed, Words, cards_phrase, number_word, ors


def names(mask: int) -> Text | str:
    """``Mau Gung (C1) and Tens 9 (T9)`` for one or two cards, codes for more."""
    cards = cards_in(mask)
    if len(cards) <= 2:
        return and_list([cards_phrase(c.bit) for c in cards])
    return codes(mask)


# -- leads --------------------------------------------------------------------------


def lead_limits(seat: int, hand: int, public: int, restricted: bool, limited: bool, w: Words) -> list[Text]:
    """What keeps a seat from leading any card or combination: R16d and R8, with the cards they hold back."""
    old = old_mask(hand, public)
    parts: list[Text] = []
    if restricted and hand != old:
        non_old = hand & ~old
        suit = Suit((non_old.bit_length() - 1) // 10)
        if w.is_you(seat):
            parts.append(L_("as a noncaller, a single you lead must be a card that is not Old from {suit}, your "
                            "highest suit with a non-Old card (R16d)", suit=suit.lazy_title))  # fmt: skip
        else:
            parts.append(L_("as a noncaller, a single {seat} leads must be a card that is not Old from {suit}, "
                            "{seat}'s highest suit with a non-Old card (R16d)", seat=w.who(seat),
                            suit=suit.lazy_title))  # fmt: skip
        if old:
            parts.append(nL_("{cards} is Old, so it may not be led singly (R16d)",
                             "{cards} are Old, so they may not be led singly (R16d)", old.bit_count(),
                             cards=names(old)))  # fmt: skip
        lower = non_old & ~(SUIT_FIELD << 10 * suit)
        if lower:
            parts.append(L_("nor may {cards} of a lower suit", cards=names(lower)))
    long_plays = [m for m in runs_in(hand) + sets_in(hand) if m.bit_count() >= 4]
    if limited and long_plays:
        parts.append(L_("as the Master who passed, {seat} may not lead a four-card set or a run of four or more, "
                        "such as {cards} (R8)", seat=w.who(seat), cards=codes(long_plays[0])))  # fmt: skip
    return parts


def forced_lead(seat: int, hand: int, public: int, restricted: bool, limited: bool, lead: int, w: Words) -> Text:
    """``forced: Strings 3 (S3) is the only legal lead: ...`` with every limit that makes it so."""
    if hand == lead:
        if w.is_you(seat):
            return L_("forced: {card} is your last card.", card=cards_phrase(lead))
        return L_("forced: {card} is {seat}'s last card.", card=cards_phrase(lead), seat=w.who(seat))
    why = lead_limits(seat, hand, public, restricted, limited, w)
    if not runs_in(hand) and not sets_in(hand):
        why.append(L_("you hold no set or run (R9)") if w.is_you(seat) else
                   L_("{seat} holds no set or run (R9)", seat=w.who(seat)))  # fmt: skip
    if why:
        return L_("forced: {card} is the only legal lead: {why}.", card=cards_phrase(lead), why=Clauses(why))
    return L_("forced: {card} is the only legal lead.", card=cards_phrase(lead))


def forced(view: SeatView, legal: LegalMoves, move: Move, w: Words) -> Text:
    """Why the seat had no choice, citing the rule that leaves it one move."""
    if legal.action is Action.BEAT:
        return L_("forced: must beat {best}, and {cards} is the only play that does (R12).", best=codes(view.best),
                  cards=cards_phrase(move.mask))  # fmt: skip
    if legal.action is Action.DISCARD and view.hand.bit_count() == view.lead_size:
        return L_("forced: cannot beat {best} and must discard its last cards (R13).", best=codes(view.best))
    if legal.action is Action.LEAD and legal.claim is None:
        seat = view.seat
        restricted = seat != view.caller and view.rules.noncaller_lead_rule
        limited = seat == view.master and seat != view.caller and view.rules.passed_master_limit
        return forced_lead(seat, view.hand, view.public, restricted, limited, move.mask, w)
    return L_("forced: the only legal move.")


# -- what can beat a play -------------------------------------------------------------


def unseen_beaters(play: int, unseen: int) -> int:
    """For a single: the unseen cards that beat it (R10, R10a); 0 for a set or run."""
    single = HIGHER.get(play)
    if single is None:
        return 0
    suit, higher = single
    return higher << 10 * suit & unseen


def safety(play: int, hand: int, public: int, own_discards: int, unseen: int) -> Text | None:
    """What can still beat ``play`` (held in ``hand``), from the cards the seat can place (R10, R16).

    ``None`` when an unseen card or combination could beat it: the caller says
    how likely that is.
    """
    info = PLAY_INFO[play]
    label = cards_phrase(play)
    old = old_mask(hand, public)
    if info.shape is Shape.SINGLE:
        card = BY_BIT[play]
        if card.rank == 1 and card.suit in (Suit.COINS, Suit.TENS):
            return L_("{card} cannot be beaten when led singly (R10a)", card=label)
        if play & old:
            return L_("{card} is Old, so nobody can beat it (R16)", card=label)
        if play & safe_mask(hand, public, own_discards):
            return L_("no card can beat {card}: the higher ones were played, are in the same hand or among its own "
                      "discards (safe, but not Old: discards prove nothing, R16)", card=label)  # fmt: skip
        return None
    if not can_beat(unseen, play):
        return L_("no play that beats {cards} can be made from the unseen cards, so nobody can beat it (R10)",
                  cards=label)  # fmt: skip
    if info.shape is Shape.SET and play & old == play:
        return L_("{cards} is made of Old cards, so no higher set can be out (R10, R16)", cards=label)
    if info.shape is Shape.RUN and play & old == play:
        higher = [Suit(s).lazy_title for s in range(info.suit + 1, 4)]
        return L_("{cards} is made of Old cards, so no higher {suit} run can be out; a run of {suits} could still "
                  "beat it (R10, R16)", cards=label, suit=Suit(info.suit).lazy_title, suits=ors(higher))  # fmt: skip
    return None


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


def discard_words(hand: int, public: int, mask: int) -> Joined:
    """What a discard keeps and gives up: ``keeps the Old card T9 and the run S6 S7 S8; breaks the set ...``."""
    old = old_mask(hand, public)
    left = hand & ~mask
    parts: list[Text] = []
    kept_old = old & left
    if kept_old:
        parts.append(nL_("keeps the Old card {cards}", "keeps the Old cards {cards}", kept_old.bit_count(),
                         cards=codes(kept_old)))  # fmt: skip
    kept = combinations_of(left)
    if kept:
        parts.append(L_("keeps {combinations}", combinations=and_list([_combo(m) for m in kept])))
    broken = [m for m in combinations_of(hand) if m & mask and m not in kept]
    if broken:
        parts.append(L_("breaks {combinations}", combinations=and_list([_combo(m) for m in broken])))
    given = mask & old
    if given:
        parts.append(nL_("gives up the Old card {cards}", "gives up the Old cards {cards}", given.bit_count(),
                         cards=codes(given)))  # fmt: skip
    return Clauses(parts)


def _combo(mask: int) -> Text:
    if PLAY_INFO[mask].shape is Shape.SET:
        return L_("the set {cards}", cards=codes(mask))
    return L_("the run {cards}", cards=codes(mask))


def discard_choice(hand: int, public: int, mask: int) -> Text | None:
    """Which cards ``mask`` takes, as the rules of thumb see them (``None`` if it follows none of them)."""
    old = old_mask(hand, public)
    spare = hand & ~old & ~combination_cards(hand)
    non_old = hand & ~old
    n = mask.bit_count()
    if not mask & ~spare and _lowest_of(spare, mask):
        return nL_("the lowest card outside the Old cards, sets and runs",
                   "the lowest cards outside the Old cards, sets and runs", n)  # fmt: skip
    if spare and not spare & ~mask and not mask & old and _lowest_of(non_old & ~spare, mask & ~spare):
        return L_("every card outside the Old cards, sets and runs ({cards}), then the lowest of the sets and runs",
                  cards=codes(spare))  # fmt: skip
    if not mask & ~non_old and _lowest_of(non_old, mask):
        return nL_("the lowest card that is not Old", "the lowest cards that are not Old", n)
    if not non_old & ~mask and _lowest_of(old, mask & old):
        if non_old:
            return L_("every card that is not Old, then the lowest Old cards")
        return nL_("the lowest Old card", "the lowest Old cards", n)
    return None


def _lowest_of(pool: int, mask: int) -> bool:
    """Whether ``mask`` (cards of ``pool``) is no higher in rank than any card of ``pool`` it leaves."""
    top = max((c.rank for c in cards_in(mask & pool)), default=0)
    return all(c.rank >= top for c in cards_in(pool & ~mask))


# -- calls ----------------------------------------------------------------------------


def call_tally(hand: int) -> tuple[int, Text]:
    """The strong points of a dealt hand and their tally: ``4 strong points: 3 Old cards (C9 M9 T1), a set``."""
    old, sets, runs = strong_points(hand)
    total = old + sets + runs
    counted: list[Text] = [
        L_("{old} ({cards})", old=old_cards(old), cards=codes(old_mask(hand, 0))) if old else L_("no Old card")
    ]
    counted += [L_("a set")] * sets + [L_("a run of four or more")] * runs
    return total, nL_("{n} strong point: {counted}", "{n} strong points: {counted}", total,
                      counted=Listed(counted))  # fmt: skip


def call_rule(total: int) -> Text:
    """``five or more: call`` or ``fewer than five: pass`` (the rules of thumb, R5)."""
    five = number_word(CALL_POINTS)
    return L_("{five} or more: call", five=five) if total >= CALL_POINTS else L_("fewer than {five}: pass", five=five)
