"""The one sentence a learner reads first: the decisive fact or the plan of a move, in the game's words.

``gist`` says why the expert chose its move; ``contrast`` why one move is
better than another (the review's "why the best is better"). Both read only
what the deciding seat could see, and the estimates of the moves weighed
(``lookahead.Estimate``: mean net points, wins, the fu it won with). A gist has at most 30
words and no figure of the method (no "±", no "sampled deals", no standard
errors, no net points): chances are said as "about 6 times in 10". Each gist
names its **idea**, the lesson behind it (``IDEAS``), which the review's
summary gathers.

The facts, in the order they decide:

- a claim against playing on (R17, R19): how often playing on wins with more fu;
- a call (R5, R20): how often the caller wins with this hand;
- a play that cannot be beaten against one that can (R10, R16), a cheaper play
  that wins the trick as surely (and keeps an Old card: one more toward six),
  a bigger sure play (R14), a combination lead that may be beaten against a
  smaller sure one: what each takes (R14); a sure play that makes six: a claim
  at the next lead (R17);
- a discard that keeps Old cards or a set or run that the other gives up (R13); one that gives up Old
  cards and still scores more: that keeping them would not make six, or how often it wins with each;
- of two moves where neither fact above decides: a discard giving up only lower cards than the other
  (it keeps the higher for a later trick, R13) or keeping the card fewer unseen cards could beat (R10, R13);
  of two plays, the one that keeps Old cards the other spends (R16, R17); of two plays of one shape, the lower
  (it keeps the higher, R14); of two singles, the higher where fewer unseen cards could beat it (R10);
- a move on its own: a sure trick, what a combination lead takes if nobody beats it (R14), a discard's
  choice (R13), the lowest single (R11);
- else the chances, by the expert's reckoning (the hidden hands as it imagines them).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.cards import cards_in, codes
from ..engine.deal import NEXT
from ..engine.moves import Action, Move
from ..engine.old import old_mask
from ..engine.plays import PLAY_INFO, UNBEATABLE_SINGLES, Shape, can_beat
from ..engine.view import SeatView
from ..i18n import L_, N_, Text, capitalized, nL_
from ..words.terms import old_cards
from .lookahead import Estimate, answers_last
from .sentences import combinations_of, discard_choice, sure_claim, unseen_beaters
from .words import Words, figure

WORDS = 30  # the most words a gist may have (a play's card codes count as one)
HARDLY_EVER = 0.05  # a chance below this is said as "hardly ever" (``chances``)
METHOD_WORDS = {  # never in a gist, in each language
    "en": ("±", "sampled", "standard error", "net points"),
    "sv": ("±", "slumpad", "standardfel", "nettopoäng"),
}


_PLAY = re.compile(r"\b[CSMT][1-9](?: [CSMT][1-9])+\b")  # a play's card codes: one word


def words_in(text: str) -> int:
    """The words of a sentence, the card codes of one play (``S5 S6 S7 S8``) counting as one."""
    return len(_PLAY.sub("X", text).split())


def fits(text: Text | str) -> bool:
    """Whether ``text`` may be a gist in every language: at most ``WORDS`` words (``words_in``), no word of
    the method."""
    for lang, words in METHOD_WORDS.items():
        shown = text.render(lang) if isinstance(text, Text) else text
        if words_in(shown) > WORDS or any(word in shown for word in words):
            return False
    return True


# the ideas behind the gists: a short lesson each, for the review's summary
IDEAS = {
    "claim": N_("Claim when playing on gains too little"),
    "play on": N_("Play on when more fu is likely"),
    "call": N_("Call with a hand that wins as the caller"),
    "pass": N_("Pass with a hand that would lose as the caller"),
    "sure": N_("Prefer a play nobody can beat"),
    "cheaper": N_("Win a trick with the cheapest play that wins it as surely"),
    "bigger": N_("Take more fu when it is just as sure"),
    "combination": N_("Lead a combination: it scores more fu if nobody beats it"),
    "six": N_("Count toward six: fu won plus Old cards held"),
    "keep old": N_("Keep your Old cards: each counts toward six"),
    "give up old": N_("Give up an Old card when the cards you keep do more"),
    "keep combination": N_("Keep your sets and runs: each can win a trick"),
    "discard": N_("Discard the cards you need least"),
    "lowest": N_("Lead a card you can spare when nothing is sure"),
    "keep high": N_("Give up low cards and keep the high ones for later tricks"),
    "harder to beat": N_("Play the card that fewer unseen cards can beat"),
    "chances": N_("Weigh the chances"),
}


@dataclass(frozen=True)
class Gist:
    """One sentence (``text``), the ``idea`` behind it (a key of ``IDEAS``) and the rules it cites."""

    text: Text
    idea: str
    rules: tuple[str, ...] = ()

    @property
    def lesson(self) -> Text:
        """The idea as a short lesson, in the language shown."""
        return L_(IDEAS[self.idea])


def gist(view: SeatView, chosen: Estimate, tallies: Sequence[Estimate], w: Words) -> Gist:
    """Why ``chosen`` (one of ``tallies``, every move weighed) was the expert's move. It is compared only with
    moves weighed on as many deals that it is not behind (a move dropped early, or one whose figure is equal to
    the hundredth but a little higher, is no "worse" move). A sentence too long for a gist (a long run named
    twice) gives way to the move's own fact."""
    said = _gist(view, chosen, tallies, w)
    return said if fits(said.text) else _alone(view, chosen, w)


def _gist(view: SeatView, chosen: Estimate, tallies: Sequence[Estimate], w: Words) -> Gist:
    others = [t for t in tallies if t is not chosen and (t.exact or t.samples >= chosen.samples)]
    behind = [t for t in others if t.expected_net <= chosen.expected_net]
    move = chosen.move
    if view.legal_moves.claim is not None:  # claim now or play on: the facts of both, whichever is ahead
        claim = next((t for t in others if t.move.action is Action.CLAIM), None)
        other = claim or _best(behind)
        return contrast(view, chosen, other, w) if other is not None else _alone(view, chosen, w)
    if move.is_call:  # the chance to win as the caller, whichever is ahead
        other = _best(others)
        return contrast(view, chosen, other, w) if other is not None else _alone(view, chosen, w)
    keeper = _keeper(view, chosen, behind)  # a move that keeps what this one spends: say why not it
    if keeper is not None:
        return contrast(view, chosen, keeper, w)
    plan = _plan(view, move, w)
    if plan is not None:
        return plan
    other = _best(behind)
    spent = _old_beat(view) if other is None and answers_last(view) else None
    if spent is not None:  # the Old beats were not weighed: a spare card wins the trick as surely
        said = _plays(view, move, spent, w)
        if said is not None:
            return said
    if other is not None:
        said = contrast(view, chosen, other, w)
        tie = figure(chosen.expected_net) <= figure(other.expected_net)
        if said.idea != "chances" or not (_sure(view, move) or tie and _plain(view, move) or len(behind) < len(others)):
            return said
    return _alone(view, chosen, w)


def _old_beat(view: SeatView) -> Move | None:
    """The lowest beat that spends an Old card, if any."""
    old = view.old_mask()
    return next((m for m in view.legal_moves if m.mask & old), None)


def _plain(view: SeatView, move: Move) -> bool:
    """Whether ``move`` is the plain choice of the rules of thumb: the lowest single it may lead, or a
    discard of the least useful cards (``sentences.discard_choice``)."""
    if move.action is Action.DISCARD:
        return discard_choice(view.hand, view.public, move.mask) is not None
    return move.action is Action.LEAD and move.mask == _lowest_single(view)


def _lowest_single(view: SeatView) -> int:
    singles = [m.mask for m in view.legal_moves if m.action is Action.LEAD and m.mask.bit_count() == 1]
    return min(singles, key=lambda m: (PLAY_INFO[m].rank, m), default=0)


def contrast(view: SeatView, better: Estimate, worse: Estimate, w: Words) -> Gist:
    """Why ``better`` beats ``worse`` for the seat of ``view``, both weighed in the same imagined deals."""
    b, x = better.move, worse.move
    if b.action is Action.CLAIM or x.action is Action.CLAIM:
        return _claim_or_play_on(view, better, worse, w)
    if b.is_call:
        return _call(view, better if b.action is Action.PLAY else worse, b.action is Action.PLAY, w)
    if b.action is Action.DISCARD:
        said = _discards(view, b.mask, x.mask, w) or _gives_up_old(view, better, worse, w)
        if said is not None:
            return said
    elif b.action is x.action:
        said = _plays(view, b, x, w)
        if said is not None:
            return said
        tie = figure(better.expected_net) <= figure(worse.expected_net)
        if tie and _sure(view, b) and _sure(view, x) and _cheaper(x.mask, b.mask, view.old_mask()):
            text = L_("{better} wins this trick as surely as {worse} and scores as much; {worse} would spend less: "
                      "either does the job (R14).", better=codes(b.mask), worse=codes(x.mask))  # fmt: skip
            return Gist(text, "cheaper", ("R14",))
    if b.action is x.action and figure(better.expected_net) > figure(worse.expected_net):
        if b.action is Action.DISCARD:
            said = _keeps_higher(view, b, x) or _keeps_harder_to_beat(view, b, x)
        else:
            said = _keeps_old(view, b, x) or _lower_or_harder(view, b, x)
        if said is not None:
            return said
    return _chances(better, worse, w)


# -- the facts a seat can know about a play ----------------------------------------------------------


def _after(view: SeatView, move: Move) -> tuple[int, ...]:
    """The seats that still play to the trick after ``move``."""
    if move.action is Action.LEAD:
        return NEXT[view.seat], NEXT[NEXT[view.seat]]
    return (NEXT[view.seat],) if view.responses == 0 else ()


def _sure(view: SeatView, move: Move) -> bool:
    """Whether ``move`` (a lead or beat) wins the trick whatever the unseen cards are (R10, R10a, R12)."""
    if move.action not in (Action.LEAD, Action.BEAT):
        return False
    if not _after(view, move):
        return True
    mask = move.mask
    if mask.bit_count() == 1:
        return bool(mask & UNBEATABLE_SINGLES) or not unseen_beaters(mask, view.unseen)
    return not can_beat(view.unseen, mask)


def _trick_fu(view: SeatView, move: Move) -> int:
    """The fu the trick scores its winner: the size of its plays (R14)."""
    return _size(move) if move.action is Action.LEAD else view.lead_size


def _count(view: SeatView, move: Move) -> tuple[int, int]:
    """If ``move`` wins the trick: the seat's fu then, and its Old cards then (R14, R16)."""
    fu = view.fu[view.seat] + _trick_fu(view, move)
    return fu, old_mask(view.hand & ~move.mask, view.public | move.mask)


def _size(move: Move) -> int:
    return move.mask.bit_count()


def _best(tallies: Sequence[Estimate]) -> Estimate | None:
    return max(tallies, key=lambda t: t.expected_net, default=None)


def _keeper(view: SeatView, chosen: Estimate, others: Sequence[Estimate]) -> Estimate | None:
    """For a discard that gives up Old cards, or a play that spends Old or higher cards where a cheaper
    one wins the trick as surely: the best such cheaper move weighed (the gist then says why not it)."""
    move, old = chosen.move, view.old_mask()
    if move.action is Action.DISCARD:
        cheaper = [t for t in others if (t.move.mask & old).bit_count() < (move.mask & old).bit_count()]
    elif move.action is Action.BEAT and _sure(view, move):
        cheaper = [t for t in others if _sure(view, t.move) and _cheaper(t.move.mask, move.mask, old)]
    else:
        return None
    return _best(cheaper)


def _cheaper(a: int, b: int, old: int) -> bool:
    """Whether play ``a`` spends less than ``b`` of the same size: fewer Old cards, else lower cards."""
    spent_a, spent_b = (a & old).bit_count(), (b & old).bit_count()
    if spent_a != spent_b:
        return spent_a < spent_b
    return PLAY_INFO[a].rank < PLAY_INFO[b].rank if PLAY_INFO[a].shape is PLAY_INFO[b].shape else False


# -- the sentences ---------------------------------------------------------------------------------------


def _plan(view: SeatView, move: Move, w: Words) -> Gist | None:
    """A play nobody can beat that brings fu + Old cards to six: a claim at the next lead (R14, R17)."""
    if not _sure(view, move):
        return None
    fu, old = _count(view, move)
    total = fu + old.bit_count()
    if total < 6:
        return None
    said = {"move": capitalized(w.move(move)), "fu": _trick_fu(view, move), "total": total}
    if move.action is Action.BEAT and not _after(view, move):
        if old:
            text = L_("{move}: answering last, it wins the trick and {fu} fu; with {old} that makes {total}, "
                      "a claim at the next lead (R14, R17).", old=old_cards(old.bit_count()), **said)  # fmt: skip
        else:
            text = L_("{move}: answering last, it wins the trick and {fu} fu: that makes {total}, a claim at the next "
                      "lead (R14, R17).", **said)  # fmt: skip
    elif old:
        text = L_("{move}: nobody can beat it, so it takes {fu} fu; with {old} that makes {total}, a claim "
                  "at the next lead (R14, R17).", old=old_cards(old.bit_count()), **said)  # fmt: skip
    else:
        text = L_("{move}: nobody can beat it, so it takes {fu} fu: that makes {total}, a claim at the next lead "
                  "(R14, R17).", **said)  # fmt: skip
    return Gist(text, "six", ("R14", "R17"))


def _alone(view: SeatView, chosen: Estimate, w: Words) -> Gist:
    """The move on its own: a sure trick, a combination's aim, a discard's choice, or its chances."""
    move = chosen.move
    said = {"move": capitalized(w.move(move))}
    if move.action is Action.LEAD and _sure(view, move):
        return Gist(L_("{move}: nobody can beat it, so it takes {fu} fu and keeps the lead (R14).", fu=_size(move),
                       **said), "sure", ("R14",))  # fmt: skip
    if move.action is Action.BEAT and _sure(view, move):
        if not _after(view, move):
            return Gist(L_("{move}: answering last, it wins the trick and {fu} fu (R14).", fu=view.lead_size,
                           **said), "cheaper", ("R14",))  # fmt: skip
        return Gist(L_("{move}: nobody can beat it, so it wins the trick and {fu} fu (R14).", fu=view.lead_size,
                       **said), "sure", ("R14",))  # fmt: skip
    if move.action is Action.DISCARD:
        choice = discard_choice(view.hand, view.public, move.mask)
        if choice is not None:
            return Gist(L_("{move}: {choice} (R13).", choice=choice, **said), "discard", ("R13",))
    if move.action is Action.LEAD and _size(move) > 1:
        return Gist(L_("{move}: if nobody beats it, it takes {fu} fu and keeps the lead (R14).", fu=_size(move),
                       **said), "combination", ("R14",))  # fmt: skip
    if move.action is Action.LEAD and move.mask == _lowest_single(view):
        return Gist(L_("{move}: the lowest single allowed, so that if a card is beaten, it is one easily spared "
                       "(R11).", **said), "lowest", ("R11",))  # fmt: skip
    if move.action is Action.CLAIM:
        return _claim_or_play_on(view, chosen, None, w)
    if move.is_call:
        return _call(view, chosen, move.action is Action.PLAY, w)
    return Gist(L_("{move}: it wins the deal {chances}, by the expert's reckoning.", chances=chances(chosen.win_rate),
                   **said), "chances")  # fmt: skip


def _plays(view: SeatView, b: Move, x: Move, w: Words) -> Gist | None:
    """Two leads or two beats: sure against beatable, cheaper as sure, bigger as sure, bigger against sure."""
    sure_b, sure_x = _sure(view, b), _sure(view, x)
    said = {"better": codes(b.mask), "worse": codes(x.mask)}
    old = view.old_mask()
    if sure_b and not sure_x:
        beaters = unseen_beaters(x.mask, view.unseen)
        if beaters:
            text = nL_("{better} cannot be beaten, while {worse} can: {beaters} is unseen, and could beat it (R10).",
                       "{better} cannot be beaten, while {worse} can: {beaters} are unseen, and could beat it (R10).",
                       beaters.bit_count(), beaters=codes(beaters), **said)  # fmt: skip
            return Gist(text, "sure", ("R10",))
        return Gist(L_("{better} cannot be beaten, while a play that beats {worse} can be made from the unseen cards "
                       "(R10).", **said), "sure", ("R10",))  # fmt: skip
    if sure_b and sure_x and _size(b) == _size(x):
        cheaper, kept = _cheaper(b.mask, x.mask, old), x.mask & ~b.mask
        if cheaper and kept & old:
            kept &= old
            text = nL_("{better} wins this trick as surely as {worse} and keeps {kept} as an Old card: one more "
                       "toward six (R16, R17).", "{better} wins this trick as surely as {worse} and keeps {kept} as "
                       "Old cards: {n} more toward six (R16, R17).", kept.bit_count(), kept=codes(kept),
                       **said)  # fmt: skip
            return Gist(text, "cheaper", ("R16", "R17"))
        whole = kept_whole(view.hand, b.mask, x.mask)
        if whole:
            n = whole.bit_count()
            if PLAY_INFO[whole].shape is Shape.SET:
                text = L_("{better} wins this trick as surely as {worse} and keeps the set {cards} whole, a play that "
                          "can still take {n} fu (R9, R14).", cards=codes(whole), n=n, **said)  # fmt: skip
            else:
                text = L_("{better} wins this trick as surely as {worse} and keeps the run {cards} whole, a play that "
                          "can still take {n} fu (R9, R14).", cards=codes(whole), n=n, **said)  # fmt: skip
            return Gist(text, "keep combination", ("R9", "R14"))
        if cheaper:
            return Gist(L_("{better} wins this trick as surely as {worse} and keeps the higher {kept} for a later "
                           "trick (R14).", kept=codes(kept), **said), "cheaper", ("R14",))  # fmt: skip
    if sure_b and sure_x and _size(b) > _size(x):
        return Gist(L_("{better} takes {n} fu for sure, {worse} only {m} (R14).", n=_size(b), m=_size(x), **said),
                    "bigger", ("R14",))  # fmt: skip
    if b.action is Action.LEAD and _size(b) > _size(x) and (sure_b or not sure_x):
        return Gist(L_("{better} takes {n} fu if nobody beats it, {worse} only {m} (R14).", n=_size(b), m=_size(x),
                       **said), "bigger" if sure_b else "combination", ("R14",))  # fmt: skip
    if sure_x and not sure_b:
        kept = x.mask & old & ~b.mask
        fu_x, old_x = _count(view, x)
        fu_b, old_b = _count(view, b)
        short, six = fu_x + old_x.bit_count(), fu_b + old_b.bit_count()
        if short < 6 <= six:
            text = L_("{worse} wins this trick for sure but leaves fu and Old cards at {short}, short of six; "
                      "{better} may lose it, but winning makes {six}: a claim at the next lead (R14, R17).",
                      short=short, six=six, **said)  # fmt: skip
            return Gist(text, "six", ("R14", "R17"))
        if kept:
            text = nL_("{better} may be beaten, but it keeps {kept} for the count toward six; {worse} would win this "
                       "trick for sure but spend it (R16, R17).", "{better} may be beaten, but it keeps {kept} for the "
                       "count toward six; {worse} would win this trick for sure but spend them (R16, R17).",
                       kept.bit_count(), kept=codes(kept), **said)  # fmt: skip
            return Gist(text, "keep old", ("R16", "R17"))
        if b.action is Action.LEAD and _size(b) > _size(x):
            text = L_("{better} may be beaten, but if nobody beats it, it takes {n} fu; {worse} takes {m} for sure "
                      "(R14).", n=_size(b), m=_size(x), **said)  # fmt: skip
            return Gist(text, "combination", ("R14",))
    return None


def _discards(view: SeatView, b: int, x: int, w: Words) -> Gist | None:
    """Two discards: the one that keeps Old cards, or a set or run, that the other gives up (R13, R16)."""
    old = view.old_mask()
    said: dict[str, object] = {"better": codes(b)}
    kept = x & old & ~b
    if kept and (b & old).bit_count() < (x & old).bit_count():
        return Gist(
            nL_(
                "Discarding {better} keeps the Old card {kept}, which counts toward six (R13, R16, R17).",
                "Discarding {better} keeps the Old cards {kept}, which count toward six (R13, R16, R17).",
                kept.bit_count(),
                kept=codes(kept),
                **said,
            ),
            "keep old",
            ("R13", "R16", "R17"),
        )
    whole = kept_whole(view.hand, b, x)
    if not whole:
        return None
    said.update(cards=codes(whole), n=whole.bit_count())
    if PLAY_INFO[whole].shape is Shape.SET:
        text = L_("Discarding {better} keeps the set {cards}, a play that can still take {n} fu (R9, R13, R14).",
                  **said)  # fmt: skip
    else:
        text = L_("Discarding {better} keeps the run {cards}, a play that can still take {n} fu (R9, R13, R14).",
                  **said)  # fmt: skip
    return Gist(text, "keep combination", ("R9", "R13", "R14"))


def _keeps_old(view: SeatView, b: Move, x: Move) -> Gist | None:
    """Two leads or beats (where ``_plays`` has no fact to say): the one that spends fewer Old cards keeps those
    the other spends (R16, R17)."""
    old = view.old_mask()
    kept = x.mask & old & ~b.mask
    if not kept or (b.mask & old).bit_count() >= (x.mask & old).bit_count():
        return None
    text = nL_("{better} rather than {worse}: it keeps {kept} as an Old card, one more toward six (R16, R17).",
               "{better} rather than {worse}: it keeps {kept} as Old cards, {n} more toward six (R16, R17).",
               kept.bit_count(), better=codes(b.mask), worse=codes(x.mask), kept=codes(kept))  # fmt: skip
    return Gist(text, "keep old", ("R16", "R17"))


def _lower_or_harder(view: SeatView, b: Move, x: Move) -> Gist | None:
    """Two leads or beats of one shape and size (runs: of one suit), no card shared: the lower (unless it is the
    hardest to beat, ``_strongest``) keeps the higher for a later trick (R14); of two singles, the higher where
    fewer unseen cards could beat it: of one suit, those between them (R10)."""
    ib, ix = PLAY_INFO[b.mask], PLAY_INFO[x.mask]
    if b.mask & x.mask or (ib.shape, ib.size) != (ix.shape, ix.size) or ib.shape is Shape.RUN and ib.suit != ix.suit:
        return None
    said = {"better": codes(b.mask), "worse": codes(x.mask)}
    if ib.rank < ix.rank and not _strongest(b.mask):
        text = (L_("{better} rather than {worse}: it spends the lower card and keeps {worse} for a later trick (R14).",
                   **said) if ib.size == 1 else
                L_("{better} rather than {worse}: it spends the lower play and keeps {worse} for a later trick (R14).",
                   **said))  # fmt: skip
        return Gist(text, "keep high", ("R14",))
    if ib.size != 1 or not _after(view, b):
        return None
    beat_b, beat_x = unseen_beaters(b.mask, view.unseen), unseen_beaters(x.mask, view.unseen)
    if ib.suit == ix.suit:
        between = beat_x & ~beat_b
        if not between:
            return None
        text = nL_("{better} rather than {worse}: {between} is unseen and could beat {worse}, but not {better} (R10).",
                   "{better} rather than {worse}: {between} are unseen and could beat {worse}, but not {better} (R10).",
                   between.bit_count(), between=codes(between), **said)  # fmt: skip
        return Gist(text, "harder to beat", ("R10",))
    n, m = beat_b.bit_count(), beat_x.bit_count()
    if n >= m:
        return None
    text = nL_("{better} rather than {worse}: {n} unseen card could beat it, {m} could beat {worse} (R10).",
               "{better} rather than {worse}: {n} unseen cards could beat it, {m} could beat {worse} (R10).",
               n, m=m, **said)  # fmt: skip
    return Gist(text, "harder to beat", ("R10",))


def _strongest(play: int) -> bool:
    """A play that ranks lowest but is the hardest to beat: Mau Gung or Bak Chi alone (R10a), a set of aces
    (R10b)."""
    return bool(play & UNBEATABLE_SINGLES) if play.bit_count() == 1 else PLAY_INFO[play].rank == 1


def _keeps_higher(view: SeatView, b: Move, x: Move) -> Gist | None:
    """Two discards: the one that gives up none of its Old cards and only cards lower than those it keeps in the
    other's place (R13)."""
    given, kept = b.mask & ~x.mask, x.mask & ~b.mask
    if not given or given & view.old_mask() or max(_ranks(given)) >= min(_ranks(kept)):
        return None
    text = nL_("Discarding {better} rather than {worse} gives up a lower card and keeps {kept} for a later trick "
               "(R13).", "Discarding {better} rather than {worse} gives up lower cards and keeps {kept} for a later "
               "trick (R13).", given.bit_count(), better=codes(b.mask), worse=codes(x.mask),
               kept=codes(kept))  # fmt: skip
    return Gist(text, "keep high", ("R13",))


def _keeps_harder_to_beat(view: SeatView, b: Move, x: Move) -> Gist | None:
    """Two discards that differ by one card each: the one that keeps the card fewer unseen cards could beat, when
    some could (R10, R13)."""
    given, kept = b.mask & ~x.mask, x.mask & ~b.mask
    if given.bit_count() != 1 or kept.bit_count() != 1 or given & view.old_mask():
        return None
    n, m = unseen_beaters(kept, view.unseen).bit_count(), unseen_beaters(given, view.unseen).bit_count()
    if not 0 < n < m:
        return None
    text = nL_("Discarding {better} rather than {worse} keeps {kept}: {n} unseen card could beat it, {m} could beat "
               "{given} (R10, R13).", "Discarding {better} rather than {worse} keeps {kept}: {n} unseen cards could "
               "beat it, {m} could beat {given} (R10, R13).", n, better=codes(b.mask), worse=codes(x.mask),
               kept=codes(kept), given=codes(given), m=m)  # fmt: skip
    return Gist(text, "harder to beat", ("R10", "R13"))


def _ranks(mask: int) -> list[int]:
    return [card.rank for card in cards_in(mask)]


def kept_whole(hand: int, b: int, x: int) -> int:
    """A set or run that spending ``b`` keeps whole and spending ``x`` breaks (a card of it is in ``x``), with
    no set or run as large left by ``x`` in its place (one sharing a card of it), or 0."""
    left_x = combinations_of(hand & ~x)
    return next((c for c in combinations_of(hand & ~b)
                 if c & x and not any(k & c and k.bit_count() >= c.bit_count() for k in left_x)), 0)  # fmt: skip


def _gives_up_old(view: SeatView, better: Estimate, worse: Estimate, w: Words) -> Gist | None:
    """A discard that gives up Old cards the other keeps, and still scores more: what keeping them would not do
    (make six, when the seat wins hardly ever either way), else how often it wins with each (R13, R16, R17)."""
    old = view.old_mask()
    b, x = better.move.mask, worse.move.mask
    spent = b & old & ~x
    if (
        not spent
        or (b & old).bit_count() <= (x & old).bit_count()
        or figure(better.expected_net) <= figure(worse.expected_net)
    ):
        return None
    n, you = spent.bit_count(), w.is_you(view.seat)
    said = {"better": codes(b), "spent": codes(spent), "seat": w.who(view.seat)}
    if max(better.win_rate, worse.win_rate) < HARDLY_EVER:  # with either
        text = (nL_("Discarding {better} gives up the Old card {spent}, which would not make six: you win the deal "
                    "hardly ever either way, and it scores more, by the expert's reckoning.",
                    "Discarding {better} gives up the Old cards {spent}, which would not make six: you win the deal "
                    "hardly ever either way, and it scores more, by the expert's reckoning.", n, **said)
                if you else
                nL_("Discarding {better} gives up the Old card {spent}, which would not make six: {seat} wins the deal "
                    "hardly ever either way, and it scores more, by the expert's reckoning.",
                    "Discarding {better} gives up the Old cards {spent}, which would not make six: {seat} wins the "
                    "deal hardly ever either way, and it scores more, by the expert's reckoning.",
                    n, **said))  # fmt: skip
    else:
        said.update(a=chances(better.win_rate), c=chances(worse.win_rate))
        text = (nL_("Discarding {better} gives up the Old card {spent} yet scores more: you win {a}, keeping it {c}, "
                    "by the expert's reckoning.",
                    "Discarding {better} gives up the Old cards {spent} yet scores more: you win {a}, keeping them "
                    "{c}, by the expert's reckoning.", n, **said)
                if you else
                nL_("Discarding {better} gives up the Old card {spent} yet scores more: {seat} wins {a}, keeping it "
                    "{c}, by the expert's reckoning.",
                    "Discarding {better} gives up the Old cards {spent} yet scores more: {seat} wins {a}, keeping "
                    "them {c}, by the expert's reckoning.", n, **said))  # fmt: skip
    return Gist(text, "give up old", ("R13", "R16", "R17"))


def _claim_or_play_on(view: SeatView, better: Estimate, worse: Estimate | None, w: Words) -> Gist:
    """A claim against playing on (R17, R19): how often playing on wins with more fu than the claim."""
    claim = better if better.move.action is Action.CLAIM else worse
    play_on = worse if claim is better else better
    legal_claim = view.legal_moves.claim
    shown = (claim.move if claim is not None else legal_claim).mask.bit_count()  # type: ignore[union-attr]
    total = view.fu[view.seat] + shown
    if play_on is None:  # claimed, and nothing else weighed
        return Gist(capitalized(sure_claim(view.fu[view.seat], shown)), "claim", ("R17",))
    more = sum(k for f, k in play_on.won_fu.items() if f > total) / max(play_on.samples, 1)
    said = {"total": total, "move": w.move(play_on.move), "chances": chances(more)}
    if claim is better:
        return Gist(L_("Claim now: {total} fu is a sure win; playing on ({move}) wins with more fu {chances} "
                       "(R17, R19).", **said), "claim", ("R17", "R19"))  # fmt: skip
    if claim is not None and figure(play_on.expected_net) <= figure(claim.expected_net):
        return Gist(L_("Playing on ({move}) scores as much as the sure claim of {total} fu now: it wins with more fu "
                       "{chances} (R17, R19).", **said), "play on", ("R17", "R19"))  # fmt: skip
    return Gist(L_("Play on ({move}): it scores more than the sure claim of {total} fu now, winning with more fu "
                   "{chances} (R17, R19).", **said), "play on", ("R17", "R19"))  # fmt: skip


def _call(view: SeatView, play: Estimate, better_play: bool, w: Words) -> Gist:
    """Call play or pass: how often the caller wins with this hand (R5, R20)."""
    said = {"seat": w.who(view.seat), "chances": chances(play.win_rate)}
    you = w.is_you(view.seat)
    if better_play:
        text = (L_("Call play: as the caller, you win with this hand {chances}, and a caller's win is paid by both "
                   "noncallers (R5, R20).", **said) if you else
                L_("Call play: as the caller, {seat} wins with this hand {chances}, and a caller's win is paid by both "
                   "noncallers (R5, R20).", **said))  # fmt: skip
        return Gist(text, "call", ("R5", "R20"))
    text = (L_("Pass: as the caller, you would win with this hand {chances}, and a caller who loses pays both shares "
               "(R5, R20).", **said) if you else
            L_("Pass: as the caller, {seat} would win with this hand {chances}, and a caller who loses pays both "
               "shares (R5, R20).", **said))  # fmt: skip
    return Gist(text, "pass", ("R5", "R20"))


def _chances(better: Estimate, worse: Estimate, w: Words) -> Gist:
    """The last word: the chances as the expert imagines the hidden hands."""
    b, x = better.move, worse.move
    said = {"better": capitalized(w.move(b)), "worse": codes(x.mask) if x.action is b.action else w.move(x)}
    a, c = chances(better.win_rate), chances(worse.win_rate)
    if figure(better.expected_net) <= figure(worse.expected_net):
        text = L_("{better}: it scores as much as {worse} on average, by the expert's reckoning.", **said)
    elif a.render("en") != c.render("en") and better.win_rate > worse.win_rate:
        text = L_("{better} rather than {worse}: it wins the deal {a}, {worse} {c}, by the expert's reckoning.", a=a,
                  c=c, **said)  # fmt: skip
    elif a.render("en") != c.render("en"):
        text = L_("{better} rather than {worse}: it wins less often ({a} against {c}) but scores more, by the "
                  "expert's reckoning.", a=a, c=c, **said)  # fmt: skip
    else:
        text = L_("{better} rather than {worse}: it scores more on average, by the expert's reckoning.", **said)
    return Gist(text, "chances")


def chances(p: float) -> Text:
    """A chance in words: ``hardly ever``, ``about 3 times in 10``, ``almost always``."""
    if p < HARDLY_EVER:
        return L_("hardly ever")
    if p >= 1 - HARDLY_EVER:
        return L_("almost always")
    k = int(10 * p + 0.5)
    return nL_("about {n} time in 10", "about {n} times in 10", k)
