"""What the expert's sampled deals say, in a learner's words.

Every number here is counted in the deals the expert sampled (consistent with
what its seat saw), and every fact it names is one the seat can know: the
unseen cards, the facts of ``knowledge`` (R12, R16d). A share is printed as
``none`` or ``all`` only when it is exactly that, ``under 1%`` or ``over
99%`` when rounding would hide the difference.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import BY_BIT, SUIT_FIELD, Suit, cards_in, codes
from ..deal import NEXT
from ..plays import PLAY_INFO, Shape, can_beat
from ..view import SeatView
from ..i18n import and_list
from .knowledge import Inference, Knowledge
from .search import MARGIN, Search, Tally
from .sentences import unseen_beaters
from .words import Words, capital, points

MODEL_WORDS = {
    "rules of thumb": "in each, {others} would have made exactly their calls, leads, beats and discards by the "
    "rules of thumb of the basic level",
    "calls and discards": "in each, {others} would have made their calls and discards by the rules of thumb of "
    "the basic level (their leads and beats fit those rules too rarely to ask that as well)",
    "uniform": "they are dealt evenly among the ways that fit (what {others} did fits the rules of thumb too "
    "rarely to assume they follow them)",
}


def share(k: int, n: int, words: bool = True) -> str:
    """``24%``, ``none``, ``all`` (``0%``, ``100%`` unless ``words``), ``under 1%``, ``over 99%``."""
    if k == 0:
        return "none" if words else "0%"
    if k == n:
        return "all" if words else "100%"
    p = 100 * k / n
    if p < 0.5:
        return "under 1%"
    if p > 99.5:
        return "over 99%"
    return f"{p:.0f}%"


def in_deals(k: int, n: int) -> str:
    """``in 24% of the 1,000 sampled deals``, ``in all 1,000 sampled deals``, ``in none of the ...``."""
    if k == n:
        return f"in all {n:,} sampled deals"
    return f"in {share(k, n)} of the {n:,} sampled deals"


def estimate(t: Tally, of: int = 0) -> str:
    """``+0.73 ± 0.12 net points, wins 64%`` (``of``: ``... wins 64% of the 1,000 sampled deals``),
    or ``+2 net points for sure``."""
    if t.exact is not None:
        return f"{points(t.exact)} net points for sure"
    wins = (
        (f"all {of:,} sampled deals" if t.wins == t.n else f"{share(t.wins, t.n)} of the {of:,} sampled deals")
        if of
        else share(t.wins, t.n)
    )
    return f"{points(t.mean)} ± {t.error:.2f} net points, wins {wins}"


def alternative_note(t: Tally, found: Search) -> str:
    """The note of a weighed move in the alternatives list."""
    if t.exact is not None:
        note = "exact: a claim ends the deal"
    elif t.dropped:
        why = "it trailed clearly then" if t.trailed else "only the best few went on"
        note = f"dropped after {t.n:,} sampled deals: {why}"
    else:
        note = f"weighed on all {t.n:,} sampled deals"
    if t is found.chosen:
        note = "chosen; " + note
    return note


def threat(view: SeatView, play: int, samples: Sequence[tuple[int, int, int]], w: Words, answer: bool) -> str:
    """What can beat ``play`` and how often the seats still to play can, in the sampled deals (R10).

    ``answer``: the seat is answering a trick, so only the seat after it still plays.
    """
    me = view.seat
    if answer and view.responses == 1:
        return ""
    seats = [NEXT[me]] if answer else [NEXT[me], NEXT[NEXT[me]]]
    n = len(samples)
    either = " or ".join(w.who(s) for s in seats)
    if PLAY_INFO[play].shape is Shape.SINGLE:
        beaters = unseen_beaters(play, view.unseen)
        if not beaters:
            return ""
        one = beaters.bit_count() == 1
        k = sum(1 for h in samples if any(h[s] & beaters for s in seats))
        text = f"{'Only ' if one else ''}{codes(beaters)} can beat {BY_BIT[play].name} (R10): "
        if not k:
            return capital(text + f"{'it is' if one else 'they are'} unseen, but in none of the {n:,} sampled "
                           f"deals does {either} hold {'it' if one else 'one'}.")  # fmt: skip
        text += f"{'it is' if one else 'they are'} unseen, and {either} holds {'it' if one else 'one'} {in_deals(k, n)}"
        if len(seats) == 2:
            each = [sum(1 for h in samples if h[s] & beaters) for s in seats]
            text += f" ({w.who(seats[0])} {share(each[0], n)}, {w.who(seats[1])} {share(each[1], n)})"
        return capital(text) + "."
    k = sum(1 for h in samples if any(can_beat(h[s], play) for s in seats))
    return capital(f"{_beating_kinds(play)} beats {codes(play)} (R10): {either} can play one {in_deals(k, n)}.")


def _beating_kinds(play: int) -> str:
    info = PLAY_INFO[play]
    size = {3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}[info.size]
    if info.shape is Shape.SET:
        if info.rank == 1:
            return f"Only a {size}-card set of nines"
        return f"A {size}-card set of a higher rank"
    suit = Suit(info.suit)
    higher = [Suit(s).title for s in range(info.suit + 1, 4)]
    text = f"A {size}-card {suit.title} run ending higher"
    return text + (f" or any {size}-card run of {' or '.join(higher)}" if higher else "")


def counting(view: SeatView, play: int, knowledge: Knowledge, w: Words) -> list[str]:
    """The unseen cards of the play's suit, and which of them each other seat cannot hold (R12, R16d)."""
    info = PLAY_INFO[play]
    if info.suit < 0:
        return []
    suit = Suit(info.suit)
    unseen = view.unseen & SUIT_FIELD << 10 * suit
    if not unseen:
        return [f"No {suit.title} card is unseen by {w.who(view.seat)}."]
    many = unseen.bit_count() > 1
    lines = [f"{suit.title} unseen by {w.who(view.seat)}: {codes(unseen)} ({unseen.bit_count()} card{'s' * many})."]
    for s in (NEXT[view.seat], NEXT[NEXT[view.seat]]):
        void = knowledge.void(s) & unseen
        if void:
            rules = sorted({f.rule for f in knowledge.facts if f.seat == s and f.void & void})
            lines.append(
                f"{capital(w.who(s))} cannot hold {' or '.join(codes(c.bit) for c in cards_in(void))} "
                f"({', '.join(rules)})."
            )
    return lines


def relevant_facts(knowledge: Knowledge, play: int, most: int = 2) -> list[Inference]:
    """The facts about the cards that matter to ``play``: what they say about the unseen cards of its
    suit (beaters first), or that a seat could not beat a play of its shape. Latest first, then in order."""
    info = PLAY_INFO[play]
    beaters = unseen_beaters(play, knowledge.unseen)
    suit = SUIT_FIELD << 10 * info.suit & knowledge.unseen if info.suit >= 0 else 0
    facts = list(reversed(knowledge.facts))
    found = [f for f in facts if f.void & beaters]
    found += [f for f in facts if f.void & suit and f not in found]
    if info.size > 1:
        found += [f for f in facts if f.unbeaten and PLAY_INFO[f.unbeaten].shape is info.shape and f not in found]
    return sorted(found[:most], key=lambda f: f.move)


def claim_or_play_on(view: SeatView, claim: Tally, play_on: Tally, w: Words, move_words: str) -> str:
    """``Claim now: 6 fu (4 fu + 2 Old), +2 for sure; play on (lead X): 58% to win with more than 6 fu ...``."""
    me = view.seat
    shown = claim.move.mask.bit_count()
    fu = view.fu[me] + shown
    n = max(play_on.n, 1)
    more = sum(k for f, k in play_on.won_fu.items() if f > fu)
    same = sum(k for f, k in play_on.won_fu.items() if f <= fu)
    parts = [f"{share(more, n, False)} to win with more than {fu} fu ({points(2 * (fu + 1 - 5))} or more)"]
    if same:
        least = "exactly 6 fu" if fu == 6 else f"6 to {fu} fu"
        parts.append(f"{share(same, n, False)} to win with {least}")
    for seat in (NEXT[me], NEXT[NEXT[me]]):
        if play_on.others[seat]:
            parts.append(f"{share(play_on.others[seat], n, False)} that {w.does(seat, 'wins')} first")
    if play_on.draws:
        parts.append(f"{share(play_on.draws, n, False)} drawn")
    return (
        f"Claim now: {fu} fu ({view.fu[me]} fu + {shown} Old), {points(claim.mean)} net points for sure; "
        f"play on with the best other move, {move_words}: "
        + ", ".join(parts)
        + f"; expected {points(play_on.mean)} ± {play_on.error:.2f} (R17, R19, R20)."
    )


def kept_to_thumb(found: Search, best_other: Tally, w: Words, move_words: str) -> str:
    """Why the rules of thumb's move was kept over a higher estimate."""
    return (
        f"{capital(move_words)} scored {points(best_other.mean)} ± {best_other.error:.2f}, a little more, but the "
        f"expert leaves the rules of thumb only for a move ahead by {MARGIN:g} standard errors or more: its "
        "look-ahead assumes it keeps to them, so that its odds stay honest."
    )


def model_sentence(view: SeatView, model: str, n: int, w: Words) -> str:
    """What the sampled deals assume."""
    others = and_list([w.who(s) for s in (NEXT[view.seat], NEXT[NEXT[view.seat]])])
    return (
        f"The {n:,} sampled deals fit everything {w.who(view.seat)} saw (hand sizes, face-up plays, "
        "what discards and noncaller leads reveal); "
        + MODEL_WORDS[model].format(others=others)
        + ". From the move weighed on, every seat plays them out by those rules of thumb."
    )


def call_outlook(view: SeatView, t: Tally, w: Words) -> str:
    """After a pass: how often a later seat calls, and how often three passes deal again (R5, R6)."""
    n = max(t.n, 1)
    return (
        f"If {w.who(view.seat)} {'pass' if w.who(view.seat) == 'you' else 'passes'}, a later seat calls "
        f"{in_deals(n - t.redeals, n)}, and all three pass {in_deals(t.redeals, n)}: the cards are dealt again, "
        "which scores nothing here (R5, R6)."
    )
