"""What the expert's sampled deals say, in a learner's words.

Every number here is counted in the deals the expert sampled (consistent with
what its seat saw), and every fact it names is one the seat can know: the
unseen cards, the facts of ``knowledge`` (R12, R16d). A share is printed as
``none`` or ``all`` (``0%``, ``100%``) only when it is exactly that, ``under
1%`` or ``over 99%`` for any share between, and else to the whole percent: one
rounding, so a higher share never reads lower.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.cards import BY_BIT, SUIT_FIELD, Suit, cards_in, codes
from ..engine.deal import NEXT
from ..engine.plays import PLAY_INFO, Shape, beating_masks, can_beat
from ..engine.view import SeatView
from ..i18n import L_, Number, Text, and_list, capitalized, comma_list, or_list, signed_points
from ..words.terms import cards as n_cards
from .knowledge import Inference, Knowledge
from .search import Search, Tally
from .sentences import unseen_beaters
from .words import Words, number_word


def share(k: int, n: int, words: bool = True) -> Text:
    """``24%``, ``none``, ``all`` (``0%``, ``100%`` unless ``words``), ``under 1%``, ``over 99%`` (``24 %``
    in Swedish)."""
    if k == 0:
        return L_("none") if words else Number(0.0, ".0%")
    if k == n:
        return L_("all") if words else Number(1.0, ".0%")
    p = 100 * k / n
    if p < 1:
        return L_("under 1%")
    if p > 99:
        return L_("over 99%")
    return Number(k / n, ".0%")


def in_deals(k: int, n: int) -> Text:
    """``in 24% of the 1,000 sampled deals``, ``in all 1,000 sampled deals``, ``in none of the ...``."""
    if k == n:
        return L_("in all {n:,} sampled deals", n=n)
    return L_("in {share} of the {n:,} sampled deals", share=share(k, n), n=n)


def estimate(t: Tally, of: int = 0) -> Text:
    """``+0.73 ± 0.12 net points, wins 64%`` (``of``: ``... wins 64% of the 1,000 sampled deals``),
    or ``+2 net points for sure``."""
    if t.exact is not None:
        return L_("{points} net points for sure", points=signed_points(t.exact))
    if not of and not t.wins:  # "wins none" would read as "nobody wins"
        return L_("{mean} ± {error:.2f} net points, never wins", mean=signed_points(t.mean), error=t.error)
    if not of:
        return L_("{mean} ± {error:.2f} net points, wins {share}", mean=signed_points(t.mean), error=t.error,
                  share=share(t.wins, t.n))  # fmt: skip
    if t.wins == t.n:
        return L_("{mean} ± {error:.2f} net points, wins all {of:,} sampled deals", mean=signed_points(t.mean),
                  error=t.error, of=of)  # fmt: skip
    return L_("{mean} ± {error:.2f} net points, wins {share} of the {of:,} sampled deals", mean=signed_points(t.mean),
              error=t.error, share=share(t.wins, t.n), of=of)  # fmt: skip


def alternative_note(t: Tally, found: Search) -> Text:
    """The note of a weighed move in the alternatives list."""
    if t.exact is not None:
        note = L_("exact: a claim ends the deal")
    elif t.dropped and t.trailed:
        note = L_("dropped after {n:,} sampled deals, where it trailed the best move clearly", n=t.n)
    elif t.dropped:
        note = L_("dropped after {n:,} sampled deals, where only the best few went on", n=t.n)
    else:
        note = L_("weighed on all {n:,} sampled deals", n=t.n)
    if t is found.chosen:
        note = L_("chosen; {note}", note=note)
    return note


def threat(view: SeatView, play: int, samples: Sequence[tuple[int, int, int]], w: Words, answer: bool) -> Text | None:
    """What can beat ``play`` and how often the seats still to play can, in the sampled deals (R10).

    ``answer``: the seat is answering a trick, so only the seat after it still plays.
    """
    me = view.seat
    if answer and view.responses == 1:
        return None
    seats = [NEXT[me]] if answer else [NEXT[me], NEXT[NEXT[me]]]
    n = len(samples)
    either = or_list([w.who(s) for s in seats])
    if PLAY_INFO[play].shape is Shape.SINGLE:
        beaters = unseen_beaters(play, view.unseen)
        if not beaters:
            return None
        one = beaters.bit_count() == 1
        k = sum(1 for h in samples if any(h[s] & beaters for s in seats))
        said = {"cards": codes(beaters), "card": BY_BIT[play].lazy_name, "either": either, "n": n}
        if not k:
            if one:
                return L_("Only {cards} can beat {card} (R10): it is unseen, but in none of the {n:,} sampled deals "
                          "does {either} hold it.", **said)  # fmt: skip
            return L_("{cards} can beat {card} (R10): they are unseen, but in none of the {n:,} sampled deals does "
                      "{either} hold one.", **said)  # fmt: skip
        said["deals"] = in_deals(k, n)
        you = w.is_you(seats[-1])  # "East or you hold", "you hold": the verb agrees with the nearer seat
        if len(seats) == 2:
            each = [sum(1 for h in samples if h[s] & beaters) for s in seats]
            said.update(first=w.who(seats[0]), first_share=share(each[0], n), second=w.who(seats[1]),
                        second_share=share(each[1], n))  # fmt: skip
            if one:
                return (L_("Only {cards} can beat {card} (R10): it is unseen, and {either} hold it {deals} ({first} "
                           "{first_share}, {second} {second_share}).", **said) if you else
                        L_("Only {cards} can beat {card} (R10): it is unseen, and {either} holds it {deals} ({first} "
                           "{first_share}, {second} {second_share}).", **said))  # fmt: skip
            return (L_("{cards} can beat {card} (R10): they are unseen, and {either} hold one {deals} ({first} "
                       "{first_share}, {second} {second_share}).", **said) if you else
                    L_("{cards} can beat {card} (R10): they are unseen, and {either} holds one {deals} ({first} "
                       "{first_share}, {second} {second_share}).", **said))  # fmt: skip
        if one:
            return (
                L_("Only {cards} can beat {card} (R10): it is unseen, and {either} hold it {deals}.", **said)
                if you
                else L_("Only {cards} can beat {card} (R10): it is unseen, and {either} holds it {deals}.", **said)
            )
        return (
            L_("{cards} can beat {card} (R10): they are unseen, and {either} hold one {deals}.", **said)
            if you
            else L_("{cards} can beat {card} (R10): they are unseen, and {either} holds one {deals}.", **said)
        )
    k = sum(1 for h in samples if any(can_beat(h[s], play) for s in seats))
    return _beating_kinds(play, either, in_deals(k, n))


def _beating_kinds(play: int, either: Text | str, deals: Text) -> Text:
    """``A four-card set of a higher rank beats C5 S5 M5 T5 (R10): East or West can play one in ...``."""
    info = PLAY_INFO[play]
    said = {"size": number_word(info.size), "cards": codes(play), "either": either, "deals": deals}
    if info.shape is Shape.SET:
        if info.rank == 1:
            return L_("Only a {size}-card set of nines beats {cards} (R10): {either} can play one {deals}.", **said)
        return L_("A {size}-card set of a higher rank beats {cards} (R10): {either} can play one {deals}.", **said)
    said["suit"] = Suit(info.suit).lazy_title
    higher = [Suit(s).lazy_title for s in range(info.suit + 1, 4)]
    if higher:
        return L_("A {size}-card {suit} run ending higher or any {size}-card run of {suits} beats {cards} (R10): "
                  "{either} can play one {deals}.", suits=or_list(higher), **said)  # fmt: skip
    return L_("A {size}-card {suit} run ending higher beats {cards} (R10): {either} can play one {deals}.", **said)


def beaters_from(unseen: int, play: int) -> list[int]:
    """Every play that beats ``play`` made of unseen cards alone (R10, R10a, R10b)."""
    if play.bit_count() == 1:
        return [c.bit for c in cards_in(unseen_beaters(play, unseen))]
    return beating_masks(unseen, play)


def rules_out(fact: Inference, beater: int) -> bool:
    """Whether ``fact`` shows that its seat cannot hold the play ``beater``."""
    return bool(beater & fact.void) or bool(fact.unbeaten and can_beat(beater, fact.unbeaten))


def counting(view: SeatView, play: int, knowledge: Knowledge, w: Words, seats: Sequence[int]) -> list[Text]:
    """The unseen cards of the play's suit, and which of the cards that could beat it each of ``seats`` (those
    still to play after it) cannot hold (R12, R16d)."""
    info = PLAY_INFO[play]
    if info.suit < 0:
        return []
    suit = Suit(info.suit)
    unseen = view.unseen & SUIT_FIELD << 10 * suit
    me = w.who(view.seat)
    if not unseen:
        return [L_("No {suit} card is unseen by {seat}.", suit=suit.lazy_title, seat=me)]
    lines: list[Text] = [L_("{suit} unseen by {seat}: {cards} ({count}).", suit=suit.lazy_title, seat=me,
                            cards=codes(unseen), count=n_cards(unseen.bit_count()))]  # fmt: skip
    beater_cards = 0
    for beater in beaters_from(view.unseen, play):
        beater_cards |= beater
    for s in seats:
        void = knowledge.void(s) & unseen & beater_cards
        if void:
            rules = sorted({f.rule for f in knowledge.facts if f.seat == s and f.void & void})
            lines.append(L_("{seat} cannot hold {cards} ({rules}).", seat=capitalized(w.who(s)),
                            cards=or_list([codes(c.bit) for c in cards_in(void)]), rules=", ".join(rules)))  # fmt: skip
    return lines


def relevant_facts(knowledge: Knowledge, play: int, seats: Sequence[int], most: int = 2) -> list[Inference]:
    """The facts that bear on ``play``: each shows that one of ``seats`` (those still to play after it)
    cannot hold a play that could otherwise beat it. Latest first, then in order."""
    beaters = beaters_from(knowledge.unseen, play)
    found = [f for f in reversed(knowledge.facts) if f.seat in seats and any(rules_out(f, b) for b in beaters)]
    return sorted(found[:most], key=lambda f: f.move)


def claim_or_play_on(view: SeatView, claim: Tally, play_on: Tally, w: Words, move_words: Text) -> Text:
    """``Claim now: 6 fu (4 fu + 2 Old), +2 for sure; play on (lead X): 58% to win with more than 6 fu ...``."""
    me = view.seat
    shown = claim.move.mask.bit_count()
    fu = view.fu[me] + shown
    n = max(play_on.n, 1)
    more = sum(k for f, k in play_on.won_fu.items() if f > fu)
    same = sum(k for f, k in play_on.won_fu.items() if f <= fu)
    parts: list[Text] = [L_("{share} to win with more than {fu} fu ({points} or more)", share=share(more, n, False),
                            fu=fu, points=signed_points(2 * (fu + 1 - 5)))]  # fmt: skip
    if same:
        if fu == 6:
            parts.append(L_("{share} to win with exactly 6 fu", share=share(same, n, False)))
        else:
            parts.append(L_("{share} to win with 6 to {fu} fu", share=share(same, n, False), fu=fu))
    for seat in (NEXT[me], NEXT[NEXT[me]]):
        if play_on.others[seat]:
            chance = share(play_on.others[seat], n, False)
            parts.append(L_("{share} that you win first", share=chance) if w.is_you(seat) else
                         L_("{share} that {seat} wins first", share=chance, seat=w.who(seat)))  # fmt: skip
    if play_on.draws:
        parts.append(L_("{share} drawn", share=share(play_on.draws, n, False)))
    return L_("Claim now: {total} fu ({fu} fu + {shown} Old), {points} net points for sure; play on with the best "
              "other move, {move}: {outcomes}; expected {mean} ± {error:.2f} (R17, R19, R20).", total=fu,
              fu=view.fu[me], shown=shown, points=signed_points(claim.mean), move=move_words,
              outcomes=comma_list(parts), mean=signed_points(play_on.mean), error=play_on.error)  # fmt: skip


def model_note(view: SeatView, model: str, w: Words) -> Text | None:
    """What the sampled deals assume, when it is not the usual (the other seats' every move by the rules of
    thumb: ``how_the_expert_thinks``, said once per deal)."""
    others = and_list([w.who(s) for s in (NEXT[view.seat], NEXT[NEXT[view.seat]])])
    if model == "calls and discards":
        return L_("Here the sampled deals fit only the calls and discards of {others} to the rules of thumb: the "
                  "leads and beats fit those rules too rarely.", others=others)  # fmt: skip
    if model == "uniform":
        return L_("Here the sampled deals are dealt evenly among the ways that fit: what {others} did fits the rules "
                  "of thumb too rarely for the expert to count on them.", others=others)  # fmt: skip
    return None


def call_outlook(view: SeatView, t: Tally, w: Words) -> Text:
    """After a pass: how often a later seat calls, and how often three passes deal again (R5, R6)."""
    n = max(t.n, 1)
    calls, again = in_deals(n - t.redeals, n), in_deals(t.redeals, n)
    if w.is_you(view.seat):
        return L_("If you pass, a later seat calls {calls}, and all three pass {again}: the cards are dealt again, "
                  "which scores nothing here (R5, R6).", calls=calls, again=again)  # fmt: skip
    return L_("If {seat} passes, a later seat calls {calls}, and all three pass {again}: the cards are dealt again, "
              "which scores nothing here (R5, R6).", seat=w.who(view.seat), calls=calls, again=again)  # fmt: skip
