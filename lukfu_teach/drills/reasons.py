"""Reasons in words, computed from the engine: why a play beats, why nothing beats, why a lead is allowed.

Each function returns a clause or sentence citing its rule, as lazy ``Text`` (it renders in the language it is
shown in); the drills put them together. They say only what the position proves. Card labels and plays in words
are ``explain``'s (``explain.label``, ``explain.play_phrase``), the lead limits ``legal``'s.
"""

from __future__ import annotations

from ..engine.cards import Card, Suit, cards_in, codes
from ..engine.deal import Deal
from ..engine.legal import passed_master, restricted_leader
from ..engine.old import old_mask
from ..engine.plays import PLAY_INFO, UNBEATABLE_SINGLES, Shape, beating_masks
from ..i18n import L_, Text, nL_, or_list
from ..words import explain
from .words import Said


def label(card: Card) -> Text:
    """``Strings 7 (S7)`` (``explain.label``), in the language it is shown in."""
    return Said(explain.label, card)


def play_words(mask: int) -> Text:
    """``Strings 7 (S7)`` for a single, ``S3 S4 S5 (a three-card run)`` otherwise (``explain.play_phrase``)."""
    return Said(explain.play_phrase, mask)


def beat_reason(x: int, best: int) -> Text:
    """Why play ``x`` beats ``best`` (which it must): a clause citing R10 or R10b."""
    xi, bi = PLAY_INFO[x], PLAY_INFO[best]
    if xi.shape is Shape.SINGLE:
        return L_("it is of the same suit and higher (R10)")
    if xi.shape is Shape.SET:
        if bi.rank == 1:
            return L_("nines beat a led set of aces (R10b)")
        return L_("a set of {x}s beats a set of {b}s with as many cards: a higher rank (R10)", x=xi.rank, b=bi.rank)
    if xi.suit > bi.suit:
        return L_(
            "a run of {x} beats a run of {b} with as many cards: a higher suit (R10)",
            x=Suit(xi.suit).lazy_title,
            b=Suit(bi.suit).lazy_title,
        )
    return L_("the same suit, as many cards, and it ends higher ({x} over {b}) (R10)", x=xi.rank, b=bi.rank)


def no_beat_reason(hand: int, best: int) -> Text:
    """Why nothing in ``hand`` beats ``best`` (there must be nothing): one sentence citing R10, R10a or R10b."""
    info = PLAY_INFO[best]
    if info.shape is Shape.SINGLE:
        card = cards_in(best)[0]
        if best & UNBEATABLE_SINGLES:
            return L_("{card} cannot be beaten when led singly (R10a).", card=label(card))
        return L_("You hold no {suit} card higher than {code} (R10).", suit=card.suit.lazy_title, code=str(card))
    if info.shape is Shape.SET:
        if info.rank == 1:
            nines = sum(1 for c in cards_in(hand) if c.rank == 9)
            return nL_(
                "A led set of aces is beaten only by nines (R10b), and you hold {n} nine, not {k}.",
                "A led set of aces is beaten only by nines (R10b), and you hold {n} nines, not {k}.",
                nines,
                k=info.size,
            )
        return L_("You hold no {k}-card set of a rank higher than {r} (R10).", k=info.size, r=info.rank)
    suit = Suit(info.suit)
    if suit is Suit.TENS:
        return L_("You hold no {k}-card run of Tens ending higher than {r} (R10).", k=info.size, r=info.rank)
    return L_(
        "You hold no {k}-card run of {suit} ending higher than {r}, nor a {k}-card run of a higher suit (R10).",
        k=info.size,
        suit=suit.lazy_title,
        r=info.rank,
    )


def must_beat_sentence(hand: int, best: int) -> Text:
    """``Your plays that beat S4: S6 or S8; you must play one of them, your choice which (R12).``"""
    plays = [codes(m) for m in beating_masks(hand, best)]
    if len(plays) == 1:
        return L_(
            "Your only play that beats {best} is {play}, so you must play it (R12).", best=codes(best), play=plays[0]
        )
    return L_(
        "Your plays that beat {best}: {plays}; you must play one of them, your choice which (R12).",
        best=codes(best),
        plays=or_list(plays),
    )


def beaters_sentence(hand: int, best: int) -> Text:
    """``Your plays that beat S4: S6 or S8 (R10).``: what beats, without the duty to beat (R12, a later lesson)."""
    plays = [codes(m) for m in beating_masks(hand, best)]
    if len(plays) == 1:
        return L_("Your only play that beats {best} is {play} (R10).", best=codes(best), play=plays[0])
    return L_("Your plays that beat {best}: {plays} (R10).", best=codes(best), plays=or_list(plays))


def lead_reason(deal: Deal, seat: int, mask: int) -> Text:
    """Why a legal lead is allowed, as a clause citing R8, R16d or R16e."""
    size = mask.bit_count()
    hand = deal.hands[seat]
    if size == 1:
        if not restricted_leader(deal, seat):
            if seat == deal.caller:
                return L_("the caller may lead any single, an Old one too (R16e)")
            return L_("the noncaller lead rule is switched off here, so any single may be led (R16d)")
        old = old_mask(hand, deal.public)
        if old == hand:
            return L_("every card you hold is Old, so as a noncaller you may lead any of them singly (R16d)")
        suit = cards_in(mask)[0].suit.lazy_title
        return L_(
            "as a noncaller you lead a non-Old single from {suit}, your highest suit with a non-Old card (R16d)",
            suit=suit,
        )
    if passed_master(deal, seat):
        return L_("as the Master who passed you may lead a play of three cards, never four or more (R8)")
    if seat == deal.caller:
        return L_("the caller may lead any play (R16e)")
    return L_("a noncaller may lead sets and runs (R16d)")


def higher_suit_with_non_old(deal: Deal, seat: int) -> Suit | None:
    """The highest suit in which ``seat`` holds a non-Old card (R16d), or ``None`` when every card is Old."""
    hand = deal.hands[seat]
    rest = hand & ~old_mask(hand, deal.public)
    return cards_in(rest)[-1].suit if rest else None
