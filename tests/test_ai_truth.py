"""The AI truth test: every sentence an AI gives as a reason is checked against the true deal.

Thousands of random deals are played by the three levels (the expert with fewer sampled deals, so
the suite stays quick: its sentences are the same kinds). At every decision each reason must match
one of the sentence kinds below, and what it says must hold in the real deal, hidden hands
included: holdings and what a seat cannot hold, Old cards and what can or cannot beat a play, what
a discard keeps and breaks, counts, calls and claims. Numbers quoted from the sampled deals must be
consistent with the move's weighed alternatives and with what the seat knows for certain.
A sentence of no known kind fails the test, so a new kind of sentence needs a check here; and a
sentence may name a card hidden from the seat only as unseen (``secrecy_tools.hidden_named``, R15).

Every move leads with its summary, the gist (``ai.gist``): one sentence in the game's words, at most
30 words, with no figure of the method ("±", "sampled", "standard error", "net points"), checked
like the rest. Beside truth, **relevance**: a fact about a hidden hand (R12, R16d) is said only when
it bears on the move, that is when it shows that a seat still to play after the move cannot hold a
play that could otherwise beat it.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import replace

import pytest
from english_left import english_words
from helpers import as_text, known
from polarity import polarity
from secrecy_tools import hidden_named

from lukfu_teach.ai import Alternative, Decision, ExpertPlayer, make_player, play_deal, review
from lukfu_teach.ai.gist import fits, words_in
from lukfu_teach.ai.knowledge import Knowledge
from lukfu_teach.ai.sentences import combinations_of
from lukfu_teach.ai.thumb import combination_cards, strong_points, thumb_discard, thumb_move
from lukfu_teach.ai.words import Words
from lukfu_teach.engine.cards import BY_CODE, SUIT_FIELD, Card, CardSet, Suit, cards_in
from lukfu_teach.engine.deal import Deal
from lukfu_teach.engine.moves import Action, Move
from lukfu_teach.engine.old import old_mask, safe_mask
from lukfu_teach.engine.plays import PLAY_INFO, Shape, beating_masks, can_beat, runs_in, sets_in
from lukfu_teach.engine.scoring import score
from lukfu_teach.engine.state import Rules
from lukfu_teach.i18n import L_, Text, capitalized, nL_

NEXT = (1, 2, 0)
SUITS = {s.title: s for s in Suit}
NAME = {c.name: c for c in BY_CODE.values()}
CARD = r"(?:[CSMT][1-9])"
CODES = rf"(?:{CARD}(?: {CARD})*)"
NAMES = r"(?:Mau Gung|Bak Chi|Coins [1-9]|Strings [1-9]|Myriads [1-9]|Tens [1-9])"
PHRASE = rf"(?:{NAMES} \({CARD}\)|{CODES})"  # ``Strings 4 (S4)``, ``Mau Gung (C1)``, codes
SHARE = r"(?:none|all|under 1%|over 99%|\d+%)"
NUMBER = r"[+-]?\d+(?:\.\d+)?"
# the same in Swedish, for each kind's Swedish pattern
SV_CARD = r"(?:Mau Gung|Bak Chi|(?:Mynt|Snören|Myriader|Tior) [1-9]) \([CSMT][1-9]\)"
SV_PHRASE = rf"(?:{SV_CARD}|{CODES})"
SV_SHARE = r"(?:ingen|alla|under 1\xa0%|över 99\xa0%|\d+\xa0%)"
SV_NUMBER = r"[+-]?\d{1,3}(?:\u00a0\d{3})*(?:,\d+)?"
SV_TALLY = (r"(?:\d+ (?:gammalt|gamla) kort \([^)]+\)|inget gammalt kort)(?:, en för en grupp|, en för att ha grupper "
            r"\(\d+ grupper räknas en gång\))?(?:, en för en serie på fyra eller fler|, en för att ha serier på fyra eller "
            r"fler \(\d+ serier räknas en gång\))?")  # fmt: skip


class Context:
    """One decision: the true deal before it, the deciding seat, the decision, and how the seat names things."""

    def __init__(self, deal: Deal, decision: Decision, seats: tuple[str, str, str]) -> None:
        self.deal, self.decision = deal, decision
        self.seat = known(deal.to_act)
        self.view = deal.view(self.seat)
        self.words = Words(self.seat, seats)
        self.legal = deal.legal_moves
        self.knowledge = Knowledge.of(self.view)
        self.names = {english(self.words.who(s)): s for s in (0, 1, 2)}
        self.names.update({n.capitalize(): s for n, s in self.names.items()})

    def mask(self, phrase: str) -> int:
        """The cards of a ``PHRASE``."""
        found = re.fullmatch(rf".*\(({CARD})\)", phrase)
        return CardSet.parse(found[1] if found else phrase)

    def others(self) -> tuple[int, int]:
        return NEXT[self.seat], NEXT[NEXT[self.seat]]

    def nobody_else_beats(self, play: int, only_after: bool = False) -> bool:
        seats = [NEXT[self.seat]] if only_after else self.others()
        return not any(can_beat(self.deal.hands[s], play) for s in seats)

    def alternative(self, phrase: str):
        fu = self.deal.fu[self.seat]
        phrase = phrase[0].lower() + phrase[1:]
        for a in self.decision.alternatives:
            if self.words.move(a.move, fu).render("en") in (phrase, phrase.replace("claim with", "claim")):
                return a
            if self.words.move(a.move).render("en") == phrase:
                return a
        raise AssertionError(f"no weighed move reads {phrase!r}")

    def weighed(self, text: str, action: Action | None = None):
        """The weighed move that ``text`` names: by its phrase, or by its cards (``T5``, ``S6 S7 S8``) for a
        move of the same kind as the one chosen."""
        action = action or self.decision.move.action
        if re.fullmatch(CODES, text):
            mask = self.mask(text)
            found = [a for a in self.decision.alternatives if a.move.mask == mask and a.move.action is action]
            assert found, f"no weighed move of {text!r}"
            return found[0]
        return self.alternative(text)

    def after(self) -> list[int]:
        """The seats still to play to the trick after the chosen move."""
        if self.decision.move.action is Action.LEAD:
            return list(self.others())
        return [NEXT[self.seat]] if self.deal.responses == 0 else []

    def sure(self, play: int, action: Action) -> bool:
        """Whether ``play`` (a lead or beat) wins the trick whatever the unseen cards are: nobody answers after
        it, or no play that beats it can be made from the cards the seat cannot see (and, in the real deal,
        no seat still to play holds one)."""
        if action is Action.BEAT and self.deal.responses == 1:
            return True
        seats = self.others() if action is Action.LEAD else [NEXT[self.seat]]
        unseen = self.view.unseen
        if play.bit_count() == 1:
            card = cards_in(play)[0]
            higher = [x for x in cards_in(unseen) if x.suit == card.suit and x.rank > card.rank]
            provable = str(card) in ("C1", "T1") or not higher
        else:
            provable = not can_beat(unseen, play)
        return provable and not any(can_beat(self.deal.hands[s], play) for s in seats)


Check = Callable[[Context, re.Match], None]
KINDS: list[tuple[str, Check, tuple[str, ...]]] = []


def kind(pattern: str, sv: str | tuple[str, ...] = ()) -> Callable[[Check], Check]:
    """A kind of sentence: its English pattern, its check, and its Swedish pattern(s), written by hand. A named
    group is a free part, in both languages: the Swedish group must say what the English one does."""
    svs = (sv,) if isinstance(sv, str) else sv
    for s in svs:
        assert re.compile(s).groupindex.keys() == re.compile(pattern).groupindex.keys(), (pattern, s)

    def register(check: Check) -> Check:
        KINDS.append((pattern, check, svs))
        return check

    return register


# -- every level: moves without a choice ---------------------------------------------------------


@kind(
    r"chosen at random among ([\d,]+) legal moves\.",
    sv=r"valt på måfå bland \d+ tillåtna drag\.",
)
def _random(c: Context, m: re.Match) -> None:
    assert int(m[1].replace(",", "")) == len(c.legal) > 1


@kind(
    rf"forced: must beat ({CODES}), and ({PHRASE}) is the only play that does \(R12\)\.",
    sv=rf"tvunget: måste slå {CODES}, och {SV_PHRASE} är den enda kombination som gör det \(R12\)\.",
)
def _forced_beat(c: Context, m: re.Match) -> None:
    assert c.deal.best == c.mask(m[1]) and beating_masks(c.deal.hands[c.seat], c.deal.best) == [c.mask(m[2])]


@kind(
    rf"forced: cannot beat ({CODES}) and must discard its last cards \(R13\)\.",
    sv=rf"tvunget: kan inte slå {CODES} och måste kasta sina sista kort \(R13\)\.",
)
def _forced_discard(c: Context, m: re.Match) -> None:
    hand = c.deal.hands[c.seat]
    assert not can_beat(hand, c.deal.best) and hand.bit_count() == c.deal.lead_size


@kind(
    rf"forced: ({PHRASE}) is (?:your|\w+'s) last card\.",
    sv=rf"tvunget: {SV_PHRASE} är (?:ditt sista kort|det sista kortet som \w+ har)\.",
)
def _forced_last(c: Context, m: re.Match) -> None:
    assert c.deal.hands[c.seat] == c.mask(m[1]) and [x.mask for x in c.legal] == [c.mask(m[1])]


@kind(r"forced: the only legal move\.", sv=r"tvunget: det enda tillåtna draget\.")
def _forced_move(c: Context, m: re.Match) -> None:
    assert len(c.legal) == 1


@kind(
    rf"forced: ({PHRASE}) is the only legal lead(?:: (?P<limits>.*))?\.",
    sv=rf"tvunget: {SV_PHRASE} är det enda tillåtna utspelet(?:: (?P<limits>.+))?\.",
)
def _forced_lead(c: Context, m: re.Match) -> None:
    assert [x.mask for x in c.legal] == [c.mask(m[1])] and c.legal.claim is None
    check_limits(c, m[2] or "")


def check_limits(c: Context, text: str) -> None:
    """The clauses of ``sentences.lead_limits`` and ``forced_lead``, each true."""
    deal, seat, hand = c.deal, c.seat, c.deal.hands[c.seat]
    old = old_mask(hand, deal.public)
    for clause in filter(None, text.split("; ")):
        if found := re.fullmatch(
            r"as a noncaller, a single \w+ leads? must be a card that is not Old from (\w+), "
            r"(?:your|\w+'s) highest suit with a non-Old card \(R16d\)",
            clause,
        ):
            suit = SUITS[found[1]]
            assert seat != deal.caller and deal.rules.noncaller_lead_rule and hand != old
            assert ((hand & ~old).bit_length() - 1) // 10 == suit  # the highest suit with a non-Old card
        elif found := re.fullmatch(r"(.+) (?:is|are) Old, so (?:it|they) may not be led singly \(R16d\)", clause):
            cards = _phrases(c, found[1])
            assert cards & hand == cards and cards & old == cards
        elif found := re.fullmatch(r"nor may (.+) of a lower suit", clause):
            cards = _phrases(c, found[1])
            assert cards & hand == cards and not cards & old
        elif found := re.fullmatch(
            rf"as the Master who passed, \w+ may not lead a four-card set or a run of four or more, "
            rf"such as ({CODES}) \(R8\)",
            clause,
        ):
            play = c.mask(found[1])
            assert seat == deal.master != deal.caller and deal.rules.passed_master_limit
            assert play & hand == play and play.bit_count() >= 4 and play in PLAY_INFO
        elif re.fullmatch(r"\w+ holds? no set or run \(R9\)", clause):
            assert not runs_in(hand) and not sets_in(hand)
        else:
            raise AssertionError(f"unknown clause {clause!r}")


def _phrases(c: Context, text: str) -> int:
    """``Mau Gung (C1) and Tens 9 (T9)`` or codes, as a mask."""
    codes_found = re.findall(rf"\(({CARD})\)", text)
    return CardSet.parse(codes_found) if codes_found else c.mask(text)


# -- basic ------------------------------------------------------------------------------------------


def check_tally(c: Context, total: int, counted: str) -> None:
    """A tally of strong points, counted exactly as it says: one an Old card of the dealt hand, one for
    holding a set (however many: "n sets count once"), one for holding a run of four or more."""
    hand = c.deal.hands[c.seat]
    old, sets, runs = strong_points(hand)
    assert total == old + sets + runs
    parts = counted.split(", ")
    found = re.fullmatch(rf"(\d+) Old cards? \(({CODES})\)|no Old card", parts[0])
    assert found, counted
    assert old == int(found[1] or 0) and (not old or c.mask(found[2]) == old_mask(hand, 0))
    held_sets = sum(1 for x in combinations_of(hand) if PLAY_INFO[x].shape is Shape.SET)
    held_runs = sum(1 for x in combinations_of(hand) if PLAY_INFO[x].shape is Shape.RUN and x.bit_count() >= 4)
    said_sets = said_runs = 0
    for part in parts[1:]:
        if part == "one for a set":
            said_sets = 1
            assert held_sets == 1
        elif found := re.fullmatch(r"one for holding sets \((\d+) sets count once\)", part):
            said_sets = 1
            assert held_sets == int(found[1]) > 1
        elif part == "one for a run of four or more":
            said_runs = 1
            assert held_runs == 1
        elif found := re.fullmatch(r"one for holding runs of four or more \((\d+) runs count once\)", part):
            said_runs = 1
            assert held_runs == int(found[1]) > 1
        else:
            raise AssertionError(f"unknown part of a tally {part!r}")
    assert (said_sets, said_runs) == (sets, runs)


@kind(r"(?P<c_call>call play|pass) \(R5\): the rule of thumb calls with five strong points or more, and this hand "
      r"has (?:only )?(\d+): (?P<tally>.*)\.",
      sv=r"(?P<c_call>säg spela|passa) \(R5\): tumregeln säger spela med fem styrkepoäng eller fler, och den här handen "
         rf"har (?:bara )?\d+: (?P<tally>{SV_TALLY})\.")  # fmt: skip
def _basic_call(c: Context, m: re.Match) -> None:
    check_tally(c, int(m[2]), m[3])
    assert (m[1] == "call play") == (int(m[2]) >= 5) and ("only" in m[0]) == (m[1] == "pass")


@kind(
    r"(?P<c_call>call play|pass) \(R5\): (?:only )?(\d+) strong points, and the rule of thumb calls with five or more\.",
    sv=r"(?P<c_call>säg spela|passa) \(R5\): (?:bara )?\d+ styrkepoäng, och tumregeln säger spela med fem eller fler\.",
)
def _basic_call_short(c: Context, m: re.Match) -> None:
    assert int(m[2]) == sum(strong_points(c.deal.hands[c.seat]))
    assert (m[1] == "call play") == (int(m[2]) >= 5) == (c.decision.move.action is Action.PLAY)


def check_claim(c: Context, fu: int, shown: int, total: int, net: str, cards: int | None) -> None:
    seat, deal = c.seat, c.deal
    old = old_mask(deal.hands[seat], deal.public)
    assert deal.fu[seat] == fu and old.bit_count() == shown and total == fu + shown >= 6
    assert cards is None or cards == old
    assert float(net) == score(seat, total, known(deal.caller))[seat]


@kind(
    rf"claim now: (\d+) fu \+ (?:(\d+) Old cards? \(({CODES})\)|no Old cards) = (\d+) fu, ({NUMBER}) net points "
    r"\(R17, R19, R20\)\.",
    sv=rf"ta segern nu: \d+ fu \+ (?:\d+ (?:gammalt|gamla) kort \({CODES}\)|inga gamla kort) = \d+ fu, {SV_NUMBER} "
    r"nettopoäng \(R17, R19, R20\)\.",
)
def _basic_claim(c: Context, m: re.Match) -> None:
    check_claim(c, int(m[1]), int(m[2] or 0), int(m[4]), m[5], c.mask(m[3]) if m[3] else 0)


@kind(
    rf"lead the longest \(and strongest\) combination, ({CODES}): it scores (\d+) fu if nobody beats it \(R14\)\.",
    sv=rf"spela ut den längsta \(och starkaste\) kombinationen, {CODES}: den ger \d+ fu om ingen slår den \(R14\)\.",
)
def _basic_combination(c: Context, m: re.Match) -> None:
    play = c.mask(m[1])
    leads = [x.mask for x in c.legal if x.action is Action.LEAD]
    assert play in leads and play.bit_count() == int(m[2]) == max(x.bit_count() for x in leads) > 1


@kind(
    rf"lead ({PHRASE}): it is Old, so nobody can beat it; it scores 1 fu and keeps the lead \(R16, R14\)\.",
    sv=rf"spela ut {SV_PHRASE}: det är gammalt, så ingen kan slå det; det ger 1 fu och behåller utspelet \(R16, R14\)\.",
)
def _basic_old_single(c: Context, m: re.Match) -> None:
    card = c.mask(m[1])
    assert card & old_mask(c.deal.hands[c.seat], c.deal.public) and c.nobody_else_beats(card)


@kind(
    rf"lead the lowest single it may lead, ({PHRASE})(?P<limits>(?:; .*)?)\.",
    sv=rf"spela ut den lägsta singel som får spelas ut, {SV_PHRASE}(?P<limits>(?:; .+)?)\.",
)
def _basic_low_single(c: Context, m: re.Match) -> None:
    card = c.mask(m[1])
    singles = [x.mask for x in c.legal if x.action is Action.LEAD and x.mask.bit_count() == 1]
    assert card in singles and cards_in(card)[0].rank == min(cards_in(s)[0].rank for s in singles)
    check_limits(c, m[2][2:])


@kind(
    rf"must beat ({CODES}) \(R12\); answering last, the lowest beater, ({PHRASE}), already wins the trick \(R14\)\.",
    sv=rf"måste slå {CODES} \(R12\); eftersom den svarar sist räcker den lägsta kombination som slår, {SV_PHRASE}, för "
    r"att vinna sticket \(R14\)\.",
)
def _basic_last(c: Context, m: re.Match) -> None:
    beats = beating_masks(c.deal.hands[c.seat], c.deal.best)
    assert c.deal.responses == 1 and beats[0] == c.mask(m[2]) and c.deal.best == c.mask(m[1])


@kind(
    rf"must beat ({CODES}) \(R12\); first to answer, beat with Old cards when possible: (?P<safety>.*)\.",
    sv=rf"måste slå {CODES} \(R12\); (?:den svarar först, så den slår|som först att svara, slå) med gamla kort när det "
    r"går: (?P<safety>.+)\.",
)
def _basic_old_beat(c: Context, m: re.Match) -> None:
    assert c.deal.responses == 0
    check_safety(c, m[2], only_after=True)


@kind(
    rf"must beat ({CODES}) \(R12\); beat as cheaply as possible with ({PHRASE})\.",
    sv=rf"måste slå {CODES} \(R12\); slå så billigt som möjligt med {SV_PHRASE}\.",
)
def _basic_cheap(c: Context, m: re.Match) -> None:
    assert beating_masks(c.deal.hands[c.seat], c.deal.best)[0] == c.mask(m[2])


@kind(
    rf"cannot beat ({CODES}): discard the last cards \(R13\)\.",
    sv=rf"kan inte slå {CODES}: kasta de sista korten \(R13\)\.",
)
def _basic_last_cards(c: Context, m: re.Match) -> None:
    assert c.deal.hands[c.seat].bit_count() == c.deal.lead_size and not can_beat(c.deal.hands[c.seat], c.deal.best)


@kind(rf"cannot beat ({CODES}), so discard (\d+) cards? face down \(R12, R13\): ({PHRASE})(?P<choice>, [^;]*)?"
      r"(?:; this (?P<effect>.*))?\.",
      sv=rf"kan inte slå {CODES}, så kasta \d+ kort med baksidan upp \(R12, R13\): {SV_PHRASE}(?P<choice>, [^;]*)?"
         r"(?:; kastet (?P<effect>.+))?\.")  # fmt: skip
def _basic_discard(c: Context, m: re.Match) -> None:
    hand, mask = c.deal.hands[c.seat], c.mask(m[3])
    assert not can_beat(hand, c.deal.best) and mask.bit_count() == int(m[2]) == c.deal.lead_size
    assert mask == thumb_discard(hand, c.deal.public, c.deal.lead_size)
    check_choice(c, (m[4] or "")[2:], mask)
    check_effect(c, m[5] or "", mask)


def check_choice(c: Context, text: str, mask: int) -> None:
    """``sentences.discard_choice``: which cards the discard takes."""
    hand, public = c.deal.hands[c.seat], c.deal.public
    old = old_mask(hand, public)
    combo = 0
    for x in combinations_of(hand):
        combo |= x
    spare, non_old = hand & ~old & ~combo, hand & ~old
    ranks = lambda x: [cc.rank for cc in cards_in(x)]  # noqa: E731

    def lowest_of(pool: int, taken: int) -> bool:
        return not taken & ~pool and max(ranks(taken), default=0) <= min(ranks(pool & ~taken), default=10)

    if not text:
        return
    if re.fullmatch(r"the lowest cards? outside the Old cards, sets and runs", text):
        assert lowest_of(spare, mask)
    elif found := re.fullmatch(rf"every card outside the Old cards, sets and runs \(({CODES})\), then the lowest of "
                               r"the sets and runs", text):  # fmt: skip
        assert c.mask(found[1]) == spare and spare & mask == spare and lowest_of(non_old & ~spare, mask & ~spare)
    elif re.fullmatch(r"the lowest cards? that (?:are|is) not Old", text):
        assert lowest_of(non_old, mask)
    elif text == "every card that is not Old, then the lowest Old cards":
        assert non_old & mask == non_old and lowest_of(old, mask & old)
    elif re.fullmatch(r"the lowest Old cards?", text):
        assert not non_old and lowest_of(old, mask)
    else:
        raise AssertionError(f"unknown discard choice {text!r}")


def check_effect(c: Context, text: str, mask: int) -> None:
    """``sentences.discard_words``: what the discard keeps, breaks and gives up."""
    hand, public = c.deal.hands[c.seat], c.deal.public
    old, left = old_mask(hand, public), hand & ~mask
    for part in filter(None, text.split("; ")):
        if found := re.fullmatch(rf"keeps the Old cards? ({CODES})", part):
            kept = c.mask(found[1])
            assert kept == old & left
        elif part.startswith("keeps "):
            for shape, cards in re.findall(rf"the (set|run) ({CODES})", part):
                play = c.mask(cards)
                assert play & left == play and PLAY_INFO[play].shape.value == shape
        elif part.startswith("breaks "):
            for shape, cards in re.findall(rf"the (set|run) ({CODES})", part):
                play = c.mask(cards)
                assert play & hand == play and play & mask and PLAY_INFO[play].shape.value == shape
        elif found := re.fullmatch(rf"gives up the Old cards? ({CODES})", part):
            assert c.mask(found[1]) == mask & old
        else:
            raise AssertionError(f"unknown part {part!r}")


def check_safety(c: Context, text: str, only_after: bool = False) -> None:
    """``sentences.safety``: what can still beat a play, each claim true in the real deal."""
    hand, public, deal = c.deal.hands[c.seat], c.deal.public, c.deal
    if found := re.fullmatch(rf"({CODES}) \(R16\)", text):  # the short form: the Old play beaten with
        play = c.mask(found[1])
        assert play == c.decision.move.mask and play & old_mask(hand, public) == play
    elif found := re.fullmatch(rf"({PHRASE}) cannot be beaten when led singly \(R10a\)", text):
        assert c.mask(found[1]) in (BY_CODE["C1"].bit, BY_CODE["T1"].bit)
    elif found := re.fullmatch(rf"({PHRASE}) is Old, so nobody can beat it \(R16\)", text):
        card = c.mask(found[1])
        assert card & old_mask(hand, public) and c.nobody_else_beats(card)
    elif found := re.fullmatch(rf"no card can beat ({PHRASE}): the higher ones were played, are in the same hand or "
                               r"among its own discards \(safe, but not Old: discards prove nothing, R16\)", text):  # fmt: skip
        card = c.mask(found[1])
        assert card & safe_mask(hand, public, deal.discards[c.seat]) and c.nobody_else_beats(card)
    elif found := re.fullmatch(rf"no play that beats ({CODES}) can be made from the unseen cards, so nobody can beat "
                               r"it \(R10\)", text):  # fmt: skip
        assert c.nobody_else_beats(c.mask(found[1]))
    elif found := re.fullmatch(rf"({CODES}) is made of Old cards, so no higher set can be out \(R10, R16\)", text):
        play = c.mask(found[1])
        assert PLAY_INFO[play].shape is Shape.SET and c.nobody_else_beats(play)
    elif found := re.fullmatch(rf"({CODES}) is made of Old cards, so no higher (\w+) run can be out; a run of "
                               r"([\w, ]+) could still beat it \(R10, R16\)", text):  # fmt: skip
        play = c.mask(found[1])
        info = PLAY_INFO[play]
        assert info.shape is Shape.RUN and SUITS[found[2]] == info.suit
        for s in c.others():
            assert not any(PLAY_INFO[b].suit == info.suit for b in beating_masks(deal.hands[s], play))
        assert can_beat(c.view.unseen, play)  # "could": such a run can be made from the unseen cards
    else:
        raise AssertionError(f"unknown safety sentence {text!r}")


# -- expert -----------------------------------------------------------------------------------------


@kind(r"(\w+) holds? (\d+) strong points?: (?P<tally>.*)\.", sv=rf"\w+ har \d+ styrkepoäng: (?P<tally>{SV_TALLY})\.")
def _expert_tally(c: Context, m: re.Match) -> None:
    assert c.names[m[1]] == c.seat
    check_tally(c, int(m[2]), m[3])


ESTIMATE = (
    rf"(?:({NUMBER}) ± (\d+\.\d\d) net points, (?:wins (?P<share>{SHARE})|never wins)|({NUMBER}) net points for sure)"
)
MAIN_ESTIMATE = (
    rf"(?:({NUMBER}) ± (\d+\.\d\d) net points, wins (?:(?P<share>{SHARE}) of the|(?P<all>all)) ([\d,]+) sampled deals"
    rf"|({NUMBER}) net points for sure)"
)
SV_ESTIMATE = rf"(?:{SV_NUMBER} ± \d+,\d\d nettopoäng, (?:vinner (?P<share>{SV_SHARE})|vinner aldrig)|{SV_NUMBER} nettopoäng säkert)"
SV_MAIN_ESTIMATE = (
    rf"(?:{SV_NUMBER} ± \d+,\d\d nettopoäng, vinner (?:(?P<share>{SV_SHARE}) av de|(?P<all>alla)) {SV_NUMBER} slumpade "
    rf"givarna|{SV_NUMBER} nettopoäng säkert)"
)


def check_estimate(c: Context, phrase: str, m: re.Match, first: int) -> None:
    """An estimate quoted for a weighed move is that move's weighed figures."""
    alt = c.alternative(phrase)
    if m[first + 3] is not None:
        assert str(alt.note).endswith("a claim ends the deal") and float(m[first + 3]) == alt.expected_net
        return
    assert abs(float(m[first]) - alt.expected_net) < 0.006 and abs(float(m[first + 1]) - alt.margin) < 0.006
    assert_share(m[first + 2], alt.win_rate)


def assert_share(text: str | None, p: float) -> None:
    if text in ("none", None):  # None: "never wins"
        assert p == 0
    elif text == "all":
        assert p == 1
    elif text == "under 1%":
        assert 0 < p < 0.01
    elif text == "over 99%":
        assert 0.99 < p < 1
    else:  # to the whole percent, never 0% or 100% for a share between (one rounding)
        assert abs(int(text[:-1]) - 100 * p) <= 0.5 + 1e-9 and 0.01 <= p <= 0.99


@kind(
    rf"Next best, (?P<thumb>the rules of thumb's move, )?(?P<move>[^:]+): {ESTIMATE}\.",
    sv=rf"Näst bäst, (?P<thumb>tumreglernas drag, )?(?P<move>[^:]+): {SV_ESTIMATE}\.",
)
def _expert_next(c: Context, m: re.Match) -> None:
    alt = c.alternative(m[2])
    assert alt.move != c.decision.move and "dropped" not in str(alt.note)
    chosen = next(a for a in c.decision.alternatives if a.move == c.decision.move)
    assert round(known(alt.expected_net), 2) < round(known(chosen.expected_net), 2)  # worse as shown
    assert bool(m[1]) == (alt.move == thumb_move(c.view, c.legal))
    check_estimate(c, m[2], m, 3)


@kind(
    rf"As good by these figures, (?P<move>[^:]+): {ESTIMATE}\.",
    sv=rf"Lika bra enligt siffrorna, (?P<move>[^:]+): {SV_ESTIMATE}\.",
)
def _expert_as_good(c: Context, m: re.Match) -> None:
    alt = c.alternative(m[1])
    chosen = next(a for a in c.decision.alternatives if a.move == c.decision.move)
    assert alt.move != c.decision.move and "dropped" not in str(alt.note)
    assert round(known(alt.expected_net), 2) == round(known(chosen.expected_net), 2)  # the same figure, as shown
    check_estimate(c, m[1], m, 2)


@kind(
    rf"By the rules of thumb \w+ would (?P<move>[^:]+): {ESTIMATE}\.",
    sv=rf"Enligt tumreglerna skulle \w+ (?P<move>[^:]+): {SV_ESTIMATE}\.",
)
def _expert_thumb(c: Context, m: re.Match) -> None:
    alt = c.alternative(m[1])
    assert alt.move == thumb_move(c.view, c.legal) != c.decision.move
    check_estimate(c, m[1], m, 2)


@kind(
    rf"(?P<move>Claim with ({CODES}|no Old cards) \((\d+) fu \+ (\d+) Old = (\d+) fu\)|[A-Z][^:]*): {MAIN_ESTIMATE}\.",
    sv=rf"(?P<move>[A-ZÅÄÖ][^:]*): {SV_MAIN_ESTIMATE}\.",
)
def _expert_main(c: Context, m: re.Match) -> None:
    phrase = m[1][0].lower() + m[1][1:]
    alt = c.alternative(phrase)
    assert alt.move == c.decision.move
    if m[11] is not None:
        assert str(alt.note).endswith("a claim ends the deal") and float(m[11]) == alt.expected_net
        if m[2]:
            check_claim(c, int(m[3]), int(m[4]), int(m[5]), m[11], None)
        return
    assert abs(float(m[6]) - alt.expected_net) < 0.006 and abs(float(m[7]) - alt.margin) < 0.006
    assert_share(m[8] or m[9], alt.win_rate)
    assert int(m[10].replace(",", "")) == c.decision.samples


@kind(rf"(?P<c_only>Only )?({CODES}) can beat (?P<target>[\w ]+?) \(R10\): (?:it is|they are) unseen, (?:and (\w+)"
      rf"(?: or (\w+))? hold(?:s)? (?:it|one) in (?:(?P<share>{SHARE}) of the|all) ([\d,]+) sampled deals(?: \((\w+) "
      rf"(?P<share1>{SHARE}), (\w+) (?P<share2>{SHARE})\))?|but in none of the ([\d,]+) sampled deals does (\w+)"
      r"(?: or (\w+))? hold (?:it|one))\.",
      sv=rf"(?P<c_only>Bara )?{CODES} kan slå (?P<target>Mau Gung|Bak Chi|\w+ [1-9]) \(R10\): (?:det är osett|de är "
         rf"osedda), (?:och \w+(?: eller \w+)? har (?:det|något av dem) i (?:(?P<share>{SV_SHARE}) av de|alla) "
         rf"{SV_NUMBER} slumpade givar(?:na)?(?: \(\w+ (?P<share1>{SV_SHARE}), \w+ (?P<share2>{SV_SHARE})\))?|men i "
         rf"ingen av de {SV_NUMBER} slumpade givarna har \w+(?: eller \w+)? (?:det|något av dem))\.")  # fmt: skip
def _expert_threat(c: Context, m: re.Match) -> None:
    agrees = re.search(r"(\w+) (holds?) (?:it|one) in", m[0])  # "East or you hold", "West holds"
    assert agrees is None or (agrees[2] == "hold") == (agrees[1] == "you"), m[0]
    beaters, card = c.mask(m[2]), NAME[m[3]].bit
    info = PLAY_INFO[card]
    higher = sum(cc.bit for cc in cards_in(SUIT_FIELD << 10 * info.suit) if cc.rank > info.rank)
    assert beaters == higher & c.view.unseen and bool(m[1]) == (beaters.bit_count() == 1)
    assert not beaters & (c.deal.hands[c.seat] | c.deal.public)  # truly unseen
    seats = [c.names[x] for x in (m[4], m[5], m[13], m[14]) if x]
    assert seats == ([NEXT[c.seat]] if c.deal.best else list(c.others()))
    check_possible(c, beaters, seats, "none" if m[12] else m[6] or "all")


def check_possible(c: Context, cards: int, seats: list[int], quoted: str) -> None:
    """A share of the sampled deals agrees with what the seat knows for certain (R12, R16d)."""
    possible = cards & ~c.knowledge.void(seats[0]) | (cards & ~c.knowledge.void(seats[-1]))
    if not possible:
        assert quoted == "none"
    truly = any(c.deal.hands[s] & cards for s in seats)
    if truly:  # facts are true, so the real holder is never excluded by them
        assert possible


@kind(r"(?P<c_only>A|Only a) (?P<size>[a-z]+)-card (?P<what>.+?) beats (" + CODES + r") \(R10\): (\w+)"
      rf"(?: or (\w+))? can play one in (?:(?P<share>{SHARE}) of the|all) ([\d,]+) sampled deals\.",
      sv=r"(?P<c_only>En|Bara en) (?:grupp|serie) på (?P<size>\w+) kort (?P<what>.+?) slår " + CODES + r" \(R10\): "
         rf"\w+(?: eller \w+)? kan spela en sådan i (?:(?P<share>{SV_SHARE}) av de|alla) {SV_NUMBER} slumpade "
         r"givar(?:na)?\.")  # fmt: skip
def _expert_combo_threat(c: Context, m: re.Match) -> None:
    play = c.mask(m[4])
    info = PLAY_INFO[play]
    words = {3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}
    assert m[2] == words[info.size]
    if info.shape is Shape.SET:
        assert m[3] == ("set of nines" if info.rank == 1 else "set of a higher rank")
    else:
        assert m[3].startswith(f"{Suit(info.suit).title} run ending higher")
    if not can_beat(c.view.unseen, play):
        assert m[7] == "none"


@kind(
    rf"(\w+) unseen by (\w+): ({CODES}) \((\d+) cards?\)\.",
    sv=rf"(?:Mynt|Snören|Myriader|Tior) som \w+ inte har sett: {CODES} \(\d+ kort\)\.",
)
def _expert_unseen(c: Context, m: re.Match) -> None:
    suit, cards = SUITS[m[1]], c.mask(m[3])
    assert c.names[m[2]] == c.seat and int(m[4]) == cards.bit_count()
    assert cards == c.view.unseen & SUIT_FIELD << 10 * suit
    assert not cards & (c.deal.hands[c.seat] | c.deal.public | c.deal.discards[c.seat])


@kind(
    r"No (\w+) card is unseen by (\w+)\.",
    sv=r"Det finns inget kort i (?:Mynt|Snören|Myriader|Tior) som \w+ inte har sett\.",
)
def _expert_none_unseen(c: Context, m: re.Match) -> None:
    assert not c.view.unseen & SUIT_FIELD << 10 * SUITS[m[1]]


def beaters(c: Context) -> list[int]:
    """Every play made of unseen cards that beats the chosen lead or beat (R10)."""
    play, unseen = c.decision.move.mask, c.view.unseen
    if play.bit_count() == 1:
        card = cards_in(play)[0]
        if str(card) in ("C1", "T1"):
            return []
        return [x.bit for x in cards_in(unseen) if x.suit == card.suit and x.rank > card.rank]
    return beating_masks(unseen, play)


def check_relevant(c: Context, seat: int, rules_out: Callable[[int], bool]) -> None:
    """Relevance: a fact about ``seat``'s hand bears on the move only if ``seat`` still plays after it and the fact
    shows it cannot hold a play that could otherwise beat the move (``rules_out`` one of ``beaters``)."""
    assert c.decision.move.action in (Action.LEAD, Action.BEAT), "a fact about the hidden hands, not for a play"
    assert seat in c.after(), f"seat {seat} does not play after this move: the fact does not bear on it"
    assert any(rules_out(b) for b in beaters(c)), "the fact rules out no play that could beat this move"


@kind(
    rf"(\w+) cannot hold ({CARD}(?:, {CARD})*(?: or {CARD})?) \(([R0-9a-z, ]+)\)\.",
    sv=rf"\w+ kan inte ha {CARD}(?:, {CARD})*(?: eller {CARD})? \([R0-9a-z, ]+\)\.",
)
def _expert_cannot_hold(c: Context, m: re.Match) -> None:
    cards = c.mask(re.sub(r",| or", "", m[2]))
    assert not cards & c.deal.hands[c.names[m[1]]]  # true in the real deal
    check_relevant(c, c.names[m[1]], lambda b: bool(b & cards))


@kind(
    r"(\w+) discarded on (?P<on>[\w ]+), so (\w+) holds? no (\w+) above (\d) \(R12\)\.",
    sv=r"\w+ kastade på (?P<on>[\w ]+), så \w+ har inget kort i \w+ över \d \(R12\)\.",
)
def _fact_void(c: Context, m: re.Match) -> None:
    seat, suit, rank = c.names[m[1]], SUITS[m[4]], int(m[5])
    assert not any(cc.suit == suit and cc.rank > rank for cc in c.deal.hand(seat))
    void = sum(x.bit for x in cards_in(SUIT_FIELD << 10 * suit) if x.rank > rank)
    check_relevant(c, seat, lambda b: bool(b & void))


@kind(
    rf"(\w+) discarded on ({CODES}), so (\w+) holds? nothing that beats ({CODES}) \(R12\)\.",
    sv=rf"\w+ kastade på {CODES}, så \w+ har ingenting som slår {CODES} \(R12\)\.",
)
def _fact_unbeaten(c: Context, m: re.Match) -> None:
    unbeaten = c.mask(m[2])
    assert m[2] == m[4] and not can_beat(c.deal.hands[c.names[m[1]]], unbeaten)
    check_relevant(c, c.names[m[1]], lambda b: can_beat(b, unbeaten))


@kind(r"(\w+) led (?P<led>[\w ]+) as a noncaller, so every card \w+ held in (?P<suits>[\w, ]+) was Old \(R16d\); "
      r"(?P<where>.*), so \w+ holds? (?P<holds>.*)\.",
      sv=r"\w+ spelade ut (?P<led>[\w ]+) som motspelare, så varje kort \w+ hade i (?P<suits>[\w, ]+) var gammalt "
         r"\(R16d\); (?P<where>.+), så \w+ har (?P<holds>.+)\.")  # fmt: skip
def _fact_r16d(c: Context, m: re.Match) -> None:
    seat = c.names[m[1]]
    assert seat != c.deal.caller
    for where in re.split(r", | and ", m[4]):
        found = re.fullmatch(r"([\w ]+?) was (in your hand|in \w+'s hand|in your discards|in \w+'s discards|played later)",
                             where)  # fmt: skip
        assert found, where
        card = NAME[found[1]].bit
        if "hand" in found[2]:
            assert card & c.deal.hands[c.seat]
        elif "discards" in found[2]:
            assert card & c.deal.discards[c.seat]
        else:
            assert card & c.deal.public
    void = 0
    for none in re.split(r", (?=no )| and (?=no )", m[5]):
        found = re.fullmatch(r"no (\w+) below (\d)( but Bak Chi \(T1\), which is always Old \(R16a\))?", none)
        assert found, none
        suit, rank = SUITS[found[1]], int(found[2])
        held = [cc for cc in c.deal.hand(seat) if cc.suit == suit and cc.rank < rank]
        assert all(cc == BY_CODE["T1"] and found[3] for cc in held)
        void |= sum(x.bit for x in cards_in(SUIT_FIELD << 10 * suit) if x.rank < rank and str(x) != "T1")
    check_relevant(c, seat, lambda b: bool(b & void))


@kind(
    rf"The discard ({PHRASE}) (?:takes (?P<takes>.+?)(?:; it (?P<it>.+))?|(?P<keeps>(?:keeps|breaks|gives up) .+))\.",
    sv=rf"Kastet {SV_PHRASE} (?:tar (?P<takes>.+?)(?:; det (?P<it>.+))?|(?P<keeps>(?:behåller|bryter upp|ger upp) .+))\.",
)
def _expert_discard(c: Context, m: re.Match) -> None:
    mask = c.mask(m[1])
    assert mask == c.decision.move.mask and c.decision.move.action is Action.DISCARD
    check_choice(c, m[2] or "", mask)
    check_effect(c, m[3] or m[4] or "", mask)


@kind(rf"If (\w+) pass(?:es)?, a later seat calls in (?:(?P<share>{SHARE}) of the|all) ([\d,]+) sampled deals, and all "
      rf"three pass in (?:(?P<share2>{SHARE}) of the|all) ([\d,]+) sampled deals: the cards are dealt again, which scores "
      r"nothing here \(R5, R6\)\.",
      sv=rf"Om \w+ passar säger en senare plats spela i (?:(?P<share>{SV_SHARE}) av de|alla) {SV_NUMBER} slumpade givarna, "
         rf"och alla tre passar i (?:(?P<share2>{SV_SHARE}) av de|alla) {SV_NUMBER} slumpade givarna: då ges korten på "
         r"nytt, vilket inte ger några poäng här \(R5, R6\)\.")  # fmt: skip
def _expert_pass(c: Context, m: re.Match) -> None:
    assert c.decision.move.action is Action.PASS and c.names[m[1]] == c.seat
    if len(c.deal.calls) == 2:  # the last to call: passing deals again for sure (R6)
        assert m[2] == "none" and m[4] is None


@kind(r"In the sampled deals the seats still to call follow the rules of thumb \(five strong points\), and if all "
      r"three pass the cards are dealt again, which scores nothing here \(R5, R6\)\.",
      sv=r"I de slumpade givarna väljer de platser som ännu inte har sagt sitt mellan spela och passa enligt tumreglerna "
         r"\(fem styrkepoäng\), och om alla tre passar ges korten på nytt, vilket inte ger några poäng här \(R5, R6\)\.")  # fmt: skip
def _expert_call(c: Context, m: re.Match) -> None:
    assert c.decision.move.action is Action.PLAY


@kind(rf"Claim now: (\d+) fu \((\d+) fu \+ (\d+) Old\), ({NUMBER}) net points for sure; play on with the best other "
      rf"move, (?P<move>[^:]+): (?P<odds>.*); expected ({NUMBER}) ± (\d+\.\d\d) \(R17, R19, R20\)\.",
      sv=rf"Ta segern nu: \d+ fu \(\d+ fu \+ \d+ gamla\), {SV_NUMBER} nettopoäng säkert; spela vidare med det bästa "
         rf"andra draget, (?P<move>[^:]+): (?P<odds>.+); väntevärde {SV_NUMBER} ± \d+,\d\d \(R17, R19, R20\)\.")  # fmt: skip
def _expert_claim_or_play_on(c: Context, m: re.Match) -> None:
    check_claim(c, int(m[2]), int(m[3]), int(m[1]), m[4], None)
    alt = c.alternative(m[5])
    assert alt.move.action is not Action.CLAIM and "dropped" not in str(alt.note)
    assert abs(float(m[7]) - alt.expected_net) < 0.006 and abs(float(m[8]) - alt.margin) < 0.006
    total, more = 0.0, int(m[1]) + 1
    for part in m[6].split(", "):
        found = re.fullmatch(
            rf"({SHARE}) (?:to win with more than (\d+) fu \(([+-]\d+) or more\)|to win with (exactly 6 fu|6 to (\d+) fu)"
            r"|that \w+ wins? first|drawn)",
            part,
        )
        assert found, part
        if found[2]:
            assert int(found[2]) == int(m[1]) and int(found[3]) == 2 * (more - 5)
        if found[4]:
            assert (found[4] == "exactly 6 fu") == (int(m[1]) == 6) and (found[5] is None or int(found[5]) == int(m[1]))
        total += {"none": 0, "all": 100, "under 1%": 0.5, "over 99%": 99.5}.get(found[1], None) or float(
            found[1].rstrip("%") or 0
        )
    assert 96 <= total <= 104


@kind(r"Here the sampled deals (?:fit only the calls and discards of (\w+) and (\w+) to the rules of thumb: the "
      r"leads and beats fit those rules too rarely|are dealt evenly among the ways that fit: what (\w+) and (\w+) did "
      r"fits the rules of thumb too rarely for the expert to count on them)\.",
      sv=r"Här (?:stämmer de slumpade givarna med tumreglerna bara i de bud och kast som \w+ och \w+ har gjort: utspelen "
         r"och slagen stämmer för sällan med de reglerna|är de slumpade givarna jämnt fördelade över alla sätt som "
         r"stämmer: det som \w+ och \w+ gjorde stämmer för sällan med tumreglerna för att experten ska räkna med "
         r"dem)\.")  # fmt: skip
def _expert_model(c: Context, m: re.Match) -> None:
    assert {c.names[x] for x in m.groups() if x} == set(c.others())


# -- the gist: the one sentence first -----------------------------------------------------------------

CHANCES = r"(?:hardly ever|almost always|about \d+ times? in 10)"
SV_CHANCES = r"(?:nästan aldrig|nästan alltid|ungefär \d+ gång(?:er)? av 10)"


def check_chances(text: str, p: float) -> None:
    """A chance in words: ``hardly ever`` below 5%, ``almost always`` from 95%, else the nearest tenth."""
    if text == "hardly ever":
        assert p < 0.05, (text, p)
    elif text == "almost always":
        assert p >= 0.95, (text, p)
    else:
        k = int(known(re.fullmatch(r"about (\d+) times? in 10", text))[1])
        assert 0.05 <= p < 0.95 and abs(10 * p - k) <= 0.5 + 1e-9 and (k == 1) == text.endswith("time in 10")


def chosen(c: Context):
    return next(a for a in c.decision.alternatives if a.move == c.decision.move)


def check_chosen(c: Context, text: str) -> None:
    """The move a gist starts with is the move chosen."""
    if re.fullmatch(CODES, text):
        assert c.mask(text) == c.decision.move.mask, text
    else:
        assert c.words.move(c.decision.move).render("en") == text[0].lower() + text[1:], text


def trick_fu(c: Context) -> int:
    move = c.decision.move
    return move.mask.bit_count() if move.action is Action.LEAD else c.deal.lead_size


def check_count(c: Context, fu: int, old: str | None, total: int) -> None:
    """After winning the trick with the move: its fu, its Old cards then, and the total toward six (R14, R16, R17)."""
    move = c.decision.move
    hand, public = c.deal.hands[c.seat] & ~move.mask, c.deal.public | move.mask
    kept = old_mask(hand, public).bit_count()
    assert fu == trick_fu(c) and int(old or 0) == kept and total == c.deal.fu[c.seat] + fu + kept >= 6


@kind(r"(?P<move>.+?): nobody can beat it, so it takes (\d+) fu(?:; with (\d+) Old cards? that makes (\d+)|: that "
      r"makes (\d+)), a claim at the next lead \(R14, R17\)\.",
      sv=r"(?P<move>.+?): ingen kan slå det, så det tar \d+ fu(?:; med \d+ (?:gammalt|gamla) kort blir det \d+|: det "
         r"blir \d+), segern kan tas vid nästa utspel \(R14, R17\)\.")  # fmt: skip
def _gist_plan(c: Context, m: re.Match) -> None:
    check_chosen(c, m[1])
    assert c.sure(c.decision.move.mask, c.decision.move.action)
    check_count(c, int(m[2]), m[3], int(m[4] or m[5]))


@kind(r"(?P<move>.+?): answering last, it wins the trick and (\d+) fu(?:; with (\d+) Old cards? that makes (\d+)|: "
      r"that makes (\d+)), a claim at the next lead \(R14, R17\)\.",
      sv=r"(?P<move>.+?): som sist att svara vinner det sticket och \d+ fu(?:; med \d+ (?:gammalt|gamla) kort blir det "
         r"\d+|: det blir \d+), segern kan tas vid nästa utspel \(R14, R17\)\.")  # fmt: skip
def _gist_plan_last(c: Context, m: re.Match) -> None:
    check_chosen(c, m[1])
    assert c.decision.move.action is Action.BEAT and c.deal.responses == 1
    check_count(c, int(m[2]), m[3], int(m[4] or m[5]))


@kind(r"(?P<move>.+?): nobody can beat it, so it (?:takes (?P<takes>\d+) fu and keeps the lead|wins the trick and "
      r"(?P<wins>\d+) fu) \(R14\)\.",
      sv=r"(?P<move>.+?): ingen kan slå det, så det (?:tar (?P<takes>\d+) fu och behåller utspelet|vinner sticket och "
         r"(?P<wins>\d+) fu) \(R14\)\.")  # fmt: skip
def _gist_sure(c: Context, m: re.Match) -> None:
    check_chosen(c, m[1])
    move = c.decision.move
    assert c.sure(move.mask, move.action) and (move.action is Action.LEAD) == bool(m[2])
    assert int(m[2] or m[3]) == trick_fu(c)


@kind(
    r"(?P<move>Lead .+?): if nobody beats it, it takes (\d+) fu and keeps the lead \(R14\)\.",
    sv=r"(?P<move>Spela ut .+?): om ingen slår det, tar det (\d+) fu och behåller utspelet \(R14\)\.",
)
def _gist_combination(c: Context, m: re.Match) -> None:
    """A combination lead on its own: the fu are its size (R14), and it may be beaten (relevant: a sure lead is
    told as sure)."""
    check_chosen(c, m[1])
    move = c.decision.move
    assert move.action is Action.LEAD and int(m[2]) == move.mask.bit_count() > 1
    assert not c.sure(move.mask, move.action), "a sure lead is said as sure"


@kind(
    r"(?P<move>.+?): answering last, it wins the trick and (\d+) fu \(R14\)\.",
    sv=r"(?P<move>.+?): som sist att svara vinner det sticket och \d+ fu \(R14\)\.",
)
def _gist_last(c: Context, m: re.Match) -> None:
    check_chosen(c, m[1])
    assert c.decision.move.action is Action.BEAT and c.deal.responses == 1 and int(m[2]) == c.deal.lead_size


@kind(
    r"(?P<move>Discard [^:]+): (?P<choice>(?:the|every) .+) \(R13\)\.",
    sv=r"(?P<move>Kasta [^:]+): (?P<choice>(?:det|de|varje|alla) .+) \(R13\)\.",
)
def _gist_discard(c: Context, m: re.Match) -> None:
    check_chosen(c, m[1])
    check_choice(c, m[2], c.decision.move.mask)


@kind(r"(?P<move>Lead .+?): the lowest single allowed, so that if a card is beaten, it is one easily spared \(R11\)\.",
      sv=r"(?P<move>Spela ut .+?): den lägsta singel som får spelas ut, så att ett kort som slås är ett som lätt kan "
         r"avvaras \(R11\)\.")  # fmt: skip
def _gist_lowest(c: Context, m: re.Match) -> None:
    check_chosen(c, m[1])
    singles = [x.mask for x in c.legal if x.action is Action.LEAD and x.mask.bit_count() == 1]
    card = c.decision.move.mask
    assert card in singles and cards_in(card)[0].rank == min(cards_in(x)[0].rank for x in singles)


@kind(
    rf"(?P<move>.+?): it wins the deal (?P<c_chance>{CHANCES}), by the expert's reckoning\.",
    sv=rf"(?P<move>.+?): det vinner given (?P<c_chance>{SV_CHANCES}), enligt expert-AI:ns kalkyl\.",
)
def _gist_alone(c: Context, m: re.Match) -> None:
    check_chosen(c, m[1])
    check_chances(m[2], chosen(c).win_rate)


@kind(rf"(?P<move>.+?) rather than (?P<other>.+?): it wins the deal (?P<c_chance>{CHANCES}), \2 "
      rf"(?P<c_chance2>{CHANCES}), by the expert's reckoning\.",
      sv=rf"(?P<move>.+?) hellre än (?P<other>.+?): det vinner given (?P<c_chance>{SV_CHANCES}), (?P=other) "
         rf"(?P<c_chance2>{SV_CHANCES}), enligt expert-AI:ns kalkyl\.")  # fmt: skip
def _gist_more_often(c: Context, m: re.Match) -> None:
    check_chosen(c, m[1])
    better, worse = chosen(c), c.weighed(m[2])
    check_chances(m[3], better.win_rate)
    check_chances(m[4], worse.win_rate)
    assert better.win_rate > worse.win_rate and better.expected_net >= worse.expected_net and better is not worse


@kind(rf"(?P<move>.+?) rather than (?P<other>.+?): it wins less often \((?P<c_chance>{CHANCES}) against "
      rf"(?P<c_chance2>{CHANCES})\) but scores more, by the expert's reckoning\.",
      sv=rf"(?P<move>.+?) hellre än (?P<other>.+?): det vinner mer sällan \((?P<c_chance>{SV_CHANCES}) mot "
         rf"(?P<c_chance2>{SV_CHANCES})\) men ger mer, enligt expert-AI:ns kalkyl\.")  # fmt: skip
def _gist_less_often(c: Context, m: re.Match) -> None:
    check_chosen(c, m[1])
    better, worse = chosen(c), c.weighed(m[2])
    check_chances(m[3], better.win_rate)
    check_chances(m[4], worse.win_rate)
    assert better.win_rate < worse.win_rate and better.expected_net > worse.expected_net


@kind(
    r"(?P<move>.+?) rather than (?P<other>.+?): it scores more on average, by the expert's reckoning\.",
    sv=r"(?P<move>.+?) hellre än (?P<other>.+?): det ger mer i genomsnitt, enligt expert-AI:ns kalkyl\.",
)
def _gist_more(c: Context, m: re.Match) -> None:
    check_chosen(c, m[1])
    assert chosen(c).expected_net > c.weighed(m[2]).expected_net


def check_gives_up_old(c: Context, spent: str, who: str | None) -> tuple[Alternative, Alternative]:
    """A discard that gives up Old cards: they are Old and in it, the best weighed discard keeping more Old cards
    (the one the gist compares with) keeps them and scores less; the seat named is the deciding one. Returns the
    chosen discard's estimate and that keeper's."""
    move, old = c.decision.move, c.view.old_mask()
    assert move.action is Action.DISCARD and (who is None) == c.words.is_you(c.seat)
    assert who is None or c.names[who] == c.seat
    better = chosen(c)
    keepers = [a for a in c.decision.alternatives if a.move.action is Action.DISCARD
               and (a.move.mask & old).bit_count() < (move.mask & old).bit_count()
               and a.samples >= better.samples and a.expected_net <= better.expected_net]  # fmt: skip
    worse = max(keepers, key=lambda a: known(a.expected_net))
    assert c.mask(spent) == move.mask & old & ~worse.move.mask != 0 and round(known(better.expected_net), 2) > round(
        known(worse.expected_net), 2
    )
    return better, worse


@kind(rf"Discarding (?P<move>{CODES}) gives up the Old cards? (?P<spent>{CODES}), which would not make six: (?:you win|"
      r"(\w+) wins) the deal hardly ever either way, and it scores more, by the expert's reckoning\.",
      sv=rf"Kastet (?P<move>{CODES}) ger upp (?:det gamla kortet|de gamla korten) (?P<spent>{CODES}), som ändå inte skulle "
         r"ge sex: (?:du|\w+) vinner given nästan aldrig i vilket fall, och det ger mer, enligt expert-AI:ns kalkyl\.")  # fmt: skip
def _gist_gives_up_old_anyway(c: Context, m: re.Match) -> None:
    check_chosen(c, m["move"])
    better, worse = check_gives_up_old(c, m["spent"], m[3])
    assert max(known(better.win_rate), known(worse.win_rate)) < 0.05  # "hardly ever" either way: no six kept


@kind(rf"Discarding (?P<move>{CODES}) gives up the Old cards? (?P<spent>{CODES}) yet scores more: (?:you win|(\w+) "
      rf"wins) (?P<c_chance>{CHANCES}), keeping (?:it|them) (?P<c_chance2>{CHANCES}), by the expert's reckoning\.",
      sv=rf"Kastet (?P<move>{CODES}) ger upp (?:det gamla kortet|de gamla korten) (?P<spent>{CODES}) men ger mer: "
         rf"(?:du|\w+) vinner (?P<c_chance>{SV_CHANCES}), om (?:det|de) behålls "
         rf"(?P<c_chance2>{SV_CHANCES}), enligt expert-AI:ns kalkyl\.")  # fmt: skip
def _gist_gives_up_old(c: Context, m: re.Match) -> None:
    check_chosen(c, m["move"])
    better, worse = check_gives_up_old(c, m["spent"], m[3])
    check_chances(m["c_chance"], known(better.win_rate))
    check_chances(m["c_chance2"], known(worse.win_rate))


@kind(
    r"(?P<move>.+?): it scores as much as (?P<other>.+?) on average, by the expert's reckoning\.",
    sv=r"(?P<move>.+?): det ger lika mycket som (?P<other>.+?) i genomsnitt, enligt expert-AI:ns kalkyl\.",
)
def _gist_as_much(c: Context, m: re.Match) -> None:
    check_chosen(c, m[1])
    assert round(chosen(c).expected_net, 2) == round(c.weighed(m[2]).expected_net, 2)  # as the figures show


@kind(rf"({CODES}) cannot be beaten, while (?:(?P<can>{CODES}) can: ({CODES}) (?:is|are) unseen, and could beat it|a "
      rf"play that beats (?P<made>{CODES}) can be made from the unseen cards) \(R10\)\.",
      sv=rf"{CODES} kan inte slås, men (?:(?P<can>{CODES}) kan: {CODES} har inte visats och skulle kunna slå den|en "
         rf"kombination som slår (?P<made>{CODES}) kan bildas av de osedda korten) \(R10\)\.")  # fmt: skip
def _gist_sure_against(c: Context, m: re.Match) -> None:
    check_chosen(c, m[1])
    move, worse = c.decision.move, c.weighed(m[2] or m[4]).move
    assert c.sure(move.mask, move.action) and not c.sure(worse.mask, worse.action)
    if m[3]:
        cards = c.mask(m[3])
        higher = [x.bit for x in cards_in(c.view.unseen) if worse.mask.bit_count() == 1
                  and x.suit == cards_in(worse.mask)[0].suit and x.rank > cards_in(worse.mask)[0].rank]  # fmt: skip
        assert cards == sum(higher) and not cards & (c.deal.hands[c.seat] | c.deal.public)
    else:
        assert can_beat(c.view.unseen, worse.mask)


@kind(rf"({CODES}) wins this trick as surely as ({CODES}) and keeps (?:(?P<old>{CODES}) as (?:an Old card: one|Old "
      rf"cards: (\d+)) more toward six \(R16, R17\)|the higher (?P<higher>{CODES}) for a later trick \(R14\))\.",
      sv=rf"{CODES} vinner sticket lika säkert som {CODES} och sparar (?:(?P<old>{CODES}) som (?:gammalt kort: ett|gamla "
         rf"kort: \d+) till mot sex \(R16, R17\)|(?P<higher>{CODES}), som är högre, till ett senare stick \(R14\))\.")  # fmt: skip
def _gist_cheaper(c: Context, m: re.Match) -> None:
    check_chosen(c, m[1])
    move, worse = c.decision.move, weighed_or_spared(c, m[2])
    assert c.sure(move.mask, move.action) and c.sure(worse.mask, worse.action)
    old = old_mask(c.deal.hands[c.seat], c.deal.public)
    kept = c.mask(m[3] or m[5])
    assert kept & worse.mask == kept and not kept & move.mask
    if m[3]:
        assert kept & old == kept and (m[4] is None) == (kept.bit_count() == 1)
    else:
        assert PLAY_INFO[move.mask].rank < PLAY_INFO[worse.mask].rank and not worse.mask & old & ~move.mask


def rather_than(c: Context, m: re.Match) -> tuple[Move, Move]:
    """A gist "``m[1]`` rather than ``m[2]``: ...": the first is the move chosen, the second a weighed move that it
    is ahead of by the figures shown ("rather than" only for a move behind). Returns the two moves."""
    check_chosen(c, m[1])
    worse = c.weighed(m[2])
    assert round(known(chosen(c).expected_net), 2) > round(known(worse.expected_net), 2)
    return c.decision.move, worse.move


@kind(rf"({CODES}) rather than ({CODES}): it spends the lower (?:card|play) and keeps \2 for a later trick \(R14\)\.",
      sv=rf"{CODES} hellre än {CODES}: (?:det lägre kortet|den lägre kombinationen) går åt, och {CODES} sparas till "
         r"ett senare stick \(R14\)\.")  # fmt: skip
def _gist_keeps_higher(c: Context, m: re.Match) -> None:
    """Two plays of one shape and size (runs: of one suit), no card shared: the chosen is the lower, so the other
    is kept; the other is behind by the figures."""
    move, worse = rather_than(c, m)
    a, b = PLAY_INFO[move.mask], PLAY_INFO[worse.mask]
    assert not move.mask & worse.mask and (a.shape, a.size) == (b.shape, b.size)
    assert a.shape is not Shape.RUN or a.suit == b.suit  # a run of a higher suit is no "higher" run of another
    assert a.rank < b.rank and (a.size == 1) == ("lower card" in m[0])
    assert a.rank > 1 or a.size == 1 and str(cards_in(move.mask)[0]) not in ("C1", "T1")  # R10a, R10b: not "lower"
    assert worse.mask & c.deal.hands[c.seat] == worse.mask  # kept: in the hand, and not spent


@kind(rf"({CODES}) rather than ({CODES}): ({CODES}) (?:is|are) unseen and could beat \2, but not \1 \(R10\)\.",
      sv=rf"{CODES} hellre än {CODES}: {CODES} har inte visats och skulle kunna slå {CODES}, men inte {CODES} "
         r"\(R10\)\.")  # fmt: skip
def _gist_harder_to_beat(c: Context, m: re.Match) -> None:
    """Two singles of one suit, a seat still to answer: the unseen cards named are exactly those between them, so
    they beat the other and not the chosen (relevant: they tell the two apart); the other is behind."""
    move, worse = rather_than(c, m)
    card, other = cards_in(move.mask)[0], cards_in(worse.mask)[0]
    between = [x.bit for x in cards_in(c.view.unseen) if x.suit == card.suit and other.rank < x.rank < card.rank]
    assert card.suit == other.suit and c.mask(m[3]) == sum(between) != 0 and c.after()
    assert m[0].count(" is unseen") == (len(between) == 1)


def unseen_higher(c: Context, card: Card) -> int:
    """How many cards the seat cannot see beat ``card`` led alone: higher cards of its suit, none for Mau Gung
    and Bak Chi (R10, R10a)."""
    if str(card) in ("C1", "T1"):
        return 0
    return sum(1 for x in cards_in(c.view.unseen) if x.suit == card.suit and x.rank > card.rank)


@kind(
    rf"({CODES}) rather than ({CODES}): (\d+) unseen cards? could beat it, (\d+) could beat \2 \(R10\)\.",
    sv=rf"{CODES} hellre än {CODES}: \d+ (?:osett|osedda) kort skulle kunna slå det, \d+ skulle kunna slå {CODES} \(R10\)\.",
)
def _gist_fewer_beat(c: Context, m: re.Match) -> None:
    """Two singles of two suits, a seat still to answer: the counts are those of the unseen higher cards of each
    suit (R10, R10a), fewer for the chosen; the other is behind."""
    move, worse = rather_than(c, m)
    card, other = cards_in(move.mask)[0], cards_in(worse.mask)[0]
    assert card.suit != other.suit and (int(m[3]), int(m[4])) == (unseen_higher(c, card), unseen_higher(c, other))
    assert 0 < int(m[3]) < int(m[4]) and c.after() and m[0].count(" card could") == (m[3] == "1")


@kind(rf"({CODES}) rather than ({CODES}): it keeps ({CODES}) as (?:an Old card, one|Old cards, (\d+)) more toward six "
      r"\(R16, R17\)\.",
      sv=rf"{CODES} hellre än {CODES}: det sparar {CODES} som (?:gammalt kort, ett|gamla kort, \d+) till mot sex "
         r"\(R16, R17\)\.")  # fmt: skip
def _gist_keeps_old_card(c: Context, m: re.Match) -> None:
    """Two leads or beats: the Old cards named are those the other spends and the chosen keeps, and the chosen
    spends fewer Old cards; the other is behind."""
    move, worse = rather_than(c, m)
    old = old_mask(c.deal.hands[c.seat], c.deal.public)
    kept = c.mask(m[3])
    assert kept == worse.mask & old & ~move.mask != 0
    assert (move.mask & old).bit_count() < (worse.mask & old).bit_count()
    assert (m[4] is None) == (kept.bit_count() == 1) and int(m[4] or 1) == kept.bit_count()


@kind(rf"Discarding ({CODES}) rather than ({CODES}) gives up (?:a lower card|lower cards) and keeps ({CODES}) for a "
      r"later trick \(R13\)\.",
      sv=rf"Kastet {CODES} hellre än {CODES} ger upp (?:ett lägre kort|lägre kort) och sparar {CODES} till ett senare "
         r"stick \(R13\)\.")  # fmt: skip
def _gist_discard_keeps_higher(c: Context, m: re.Match) -> None:
    """Two discards: the cards kept are those of the other not in the chosen, every one higher than each card the
    chosen gives up in their place, none of those Old; the other is behind."""
    move, worse = rather_than(c, m)
    given, kept = move.mask & ~worse.mask, worse.mask & ~move.mask
    assert c.mask(m[3]) == kept and given and not given & old_mask(c.deal.hands[c.seat], c.deal.public)
    assert max(x.rank for x in cards_in(given)) < min(x.rank for x in cards_in(kept))
    assert ("a lower card" in m[0]) == (given.bit_count() == 1)


@kind(rf"Discarding ({CODES}) rather than ({CODES}) keeps ({CODES}): (\d+) unseen cards? could beat it, (\d+) could "
      rf"beat ({CODES}) \(R10, R13\)\.",
      sv=rf"Kastet {CODES} hellre än {CODES} sparar {CODES}: \d+ (?:osett|osedda) kort skulle kunna slå det, \d+ "
         rf"skulle kunna slå {CODES} \(R10, R13\)\.")  # fmt: skip
def _gist_discard_keeps_harder_to_beat(c: Context, m: re.Match) -> None:
    """Two discards that differ by one card each: the card kept is the other's, the card given up the chosen's,
    not Old; the counts are those of the unseen cards that beat each (relevant: fewer beat the card kept, and
    some do); the other is behind."""
    move, worse = rather_than(c, m)
    given, kept = move.mask & ~worse.mask, worse.mask & ~move.mask
    assert c.mask(m[3]) == kept and c.mask(m[6]) == given and kept.bit_count() == given.bit_count() == 1
    assert not given & old_mask(c.deal.hands[c.seat], c.deal.public)
    counts = unseen_higher(c, cards_in(kept)[0]), unseen_higher(c, cards_in(given)[0])
    assert (int(m[4]), int(m[5])) == counts and 0 < counts[0] < counts[1]
    assert m[0].count(" card could") == (m[4] == "1")


def weighed_or_spared(c: Context, text: str) -> Move:
    """The weighed beat ``text`` names, or, answering a single last where a card outside every set and run beats
    too, the lowest Old beat: the expert weighs no Old beat there (``thumb.spare_beats``)."""
    if any(codes_of(a.move.mask) == text for a in c.decision.alternatives):
        return c.weighed(text).move
    hand, old = c.deal.hands[c.seat], old_mask(c.deal.hands[c.seat], c.deal.public)
    beats = list(c.view.legal_moves)
    assert c.deal.responses == 1 and c.deal.lead_size == 1 and not c.decision.move.mask & old
    assert any(m.mask & hand & ~old & ~combination_cards(hand) for m in beats), "no spare card beats: Old beats weighed"
    spent = next(m for m in beats if m.mask & old)
    assert codes_of(spent.mask) == text and all(not a.move.mask & old for a in c.decision.alternatives)
    return spent


@kind(rf"({CODES}) wins this trick as surely as ({CODES}) and keeps the (?P<c_shape>set|run) (?P<play>{CODES}) whole, a "
      r"play that can still take (\d+) fu \(R9, R14\)\.",
      sv=rf"{CODES} vinner sticket lika säkert som {CODES} och behåller (?P<c_shape>gruppen|serien) (?P<play>{CODES}) hel, "
         r"en kombination som ännu kan ta \d+ fu \(R9, R14\)\.")  # fmt: skip
def _gist_keeps_whole(c: Context, m: re.Match) -> None:
    """The set or run named is in the hand, left whole by the chosen beat and broken by the other (it holds one of
    that beat's cards); both win the trick for sure, and the fu named is its size."""
    check_chosen(c, m[1])
    move, worse = c.decision.move, c.weighed(m[2]).move
    assert c.sure(move.mask, move.action) and c.sure(worse.mask, worse.action)
    play, hand = c.mask(m["play"]), c.deal.hands[c.seat]
    assert play & hand & ~move.mask == play and play & worse.mask
    assert PLAY_INFO[play].shape.value == m["c_shape"] and int(m[5]) == play.bit_count()
    kept = combinations_of(hand & ~worse.mask)  # relevant: the other beat leaves none as large in its place
    assert not any(k & play and k.bit_count() >= play.bit_count() for k in kept)


@kind(rf"({CODES}) wins this trick as surely as ({CODES}) and scores as much; \2 would spend less: either does the "
      r"job \(R14\)\.",
      sv=rf"({CODES}) vinner sticket lika säkert som ({CODES}) och ger lika mycket; \2 skulle kosta mindre: båda duger "
         r"\(R14\)\.")  # fmt: skip
def _gist_either(c: Context, m: re.Match) -> None:
    check_chosen(c, m[1])
    move, worse = c.decision.move, c.weighed(m[2])
    assert c.sure(move.mask, move.action) and c.sure(worse.move.mask, worse.move.action)
    assert round(chosen(c).expected_net, 2) == round(worse.expected_net, 2)  # as the figures show
    old = old_mask(c.deal.hands[c.seat], c.deal.public)
    spent, cheaper = (move.mask & old).bit_count(), (worse.move.mask & old).bit_count()
    assert cheaper < spent or cheaper == spent and PLAY_INFO[worse.move.mask].rank < PLAY_INFO[move.mask].rank


@kind(
    rf"({CODES}) takes (\d+) fu (?P<c_sure>for sure|if nobody beats it), ({CODES}) only (\d+) \(R14\)\.",
    sv=rf"{CODES} tar \d+ fu (?P<c_sure>säkert|om ingen slår den), {CODES} bara \d+ \(R14\)\.",
)
def _gist_bigger(c: Context, m: re.Match) -> None:
    check_chosen(c, m[1])
    move, worse = c.decision.move, c.weighed(m[4]).move
    assert move.mask.bit_count() == int(m[2]) > int(m[5]) == worse.mask.bit_count()
    assert (m[3] == "for sure") == c.sure(move.mask, move.action)
    if m[3] == "for sure":
        assert c.sure(worse.mask, worse.action)


@kind(
    rf"({CODES}) may be beaten, but if nobody beats it, it takes (\d+) fu; ({CODES}) takes (\d+) for sure \(R14\)\.",
    sv=rf"{CODES} kan slås, men om ingen slår den tar den \d+ fu; {CODES} tar \d+ säkert \(R14\)\.",
)
def _gist_bigger_against_sure(c: Context, m: re.Match) -> None:
    """A combination lead that may be beaten, chosen over a smaller lead nobody can beat: the fu are the sizes of
    the two; the smaller is not ahead by the figures shown."""
    check_chosen(c, m[1])
    weighed = c.weighed(m[3])
    assert round(known(chosen(c).expected_net), 2) >= round(known(weighed.expected_net), 2)
    move, worse = c.decision.move, weighed.move
    assert move.action is worse.action is Action.LEAD
    assert move.mask.bit_count() == int(m[2]) > int(m[4]) == worse.mask.bit_count()
    assert c.sure(worse.mask, worse.action) and not c.sure(move.mask, move.action)


@kind(rf"({CODES}) wins this trick for sure but leaves fu and Old cards at (\d+), short of six; ({CODES}) may lose it, "
      r"but winning makes (\d+): a claim at the next lead \(R14, R17\)\.",
      sv=rf"{CODES} vinner sticket säkert men lämnar fu och gamla kort på \d+, mindre än sex; {CODES} kan förlora det, "
         r"men vinner den blir det \d+: segern kan tas vid nästa utspel \(R14, R17\)\.")  # fmt: skip
def _gist_short_of_six(c: Context, m: re.Match) -> None:
    check_chosen(c, m[3])
    move, worse = c.decision.move, c.weighed(m[1]).move
    assert c.sure(worse.mask, worse.action) and not c.sure(move.mask, move.action)
    hand, public, fu = c.deal.hands[c.seat], c.deal.public, c.deal.fu[c.seat]
    for play, total in ((worse.mask, int(m[2])), (move.mask, int(m[4]))):
        won = play.bit_count() if move.action is Action.LEAD else c.deal.lead_size
        assert total == fu + won + old_mask(hand & ~play, public | play).bit_count()
    assert int(m[2]) < 6 <= int(m[4])


@kind(rf"({CODES}) may be beaten, but it keeps ({CODES}) for the count toward six; ({CODES}) would win this trick "
      r"for sure but spend (?:it|them) \(R16, R17\)\.",
      sv=rf"{CODES} kan slås, men den sparar {CODES} till räkningen mot sex; {CODES} skulle vinna sticket säkert men göra "
         r"av med (?:det|dem) \(R16, R17\)\.")  # fmt: skip
def _gist_keeps_old(c: Context, m: re.Match) -> None:
    check_chosen(c, m[1])
    move, worse = c.decision.move, c.weighed(m[3]).move
    kept, old = c.mask(m[2]), old_mask(c.deal.hands[c.seat], c.deal.public)
    assert kept & old & worse.mask == kept and not kept & move.mask and c.sure(worse.mask, worse.action)


@kind(rf"Discarding ({CODES}) keeps (?:the Old cards? (?P<old>{CODES}), which counts? toward six \(R13, R16, R17\)|the "
      rf"(?P<c_shape>set|run) (?P<play>{CODES}), a play that can still take (\d+) fu \(R9, R13, R14\))\.",
      sv=rf"Kastet {CODES} behåller (?:(?:det gamla kortet|de gamla korten) (?P<old>{CODES}), som räknas mot sex \(R13, "
         rf"R16, R17\)|(?P<c_shape>serien|gruppen) (?P<play>{CODES}), en kombination som ännu kan ta \d+ fu \(R9, R13, "
         r"R14\))\.")  # fmt: skip
def _gist_discard_keeps(c: Context, m: re.Match) -> None:
    check_chosen(c, m[1])
    hand, move = c.deal.hands[c.seat], c.decision.move
    left = hand & ~move.mask
    if m[2]:
        kept = c.mask(m[2])
        assert kept & old_mask(hand, c.deal.public) & left == kept
        assert any(a.move.mask & kept and a.move.action is Action.DISCARD for a in c.decision.alternatives)
    else:
        play = c.mask(m[4])
        assert play & left == play and PLAY_INFO[play].shape.value == m[3] and int(m[5]) == play.bit_count()
        # relevant: a discard weighed breaks it and leaves no set or run as large in its place
        assert any(a.move.action is Action.DISCARD and a.move.mask & play and not any(
            k & play and k.bit_count() >= play.bit_count() for k in combinations_of(hand & ~a.move.mask))
            for a in c.decision.alternatives)  # fmt: skip


def claim_total(c: Context) -> int:
    return c.deal.fu[c.seat] + old_mask(c.deal.hands[c.seat], c.deal.public).bit_count()


@kind(
    rf"Claim now: (\d+) fu is a sure win; playing on \((?P<move>.+)\) wins with more fu (?P<c_chance>{CHANCES}) \(R17, R19\)\.",
    sv=rf"Ta segern nu: \d+ fu är en säker vinst; att spela vidare \((?P<move>.+)\) vinner med mer fu "
    rf"(?P<c_chance>{SV_CHANCES}) \(R17, R19\)\.",
)
def _gist_claim(c: Context, m: re.Match) -> None:
    assert c.decision.move.action is Action.CLAIM and int(m[1]) == claim_total(c) >= 6
    play_on = c.alternative(m[2])
    assert play_on.move.action is not Action.CLAIM
    if m[3] != "hardly ever":
        assert play_on.win_rate >= 0.05  # wins with more fu at least as often as said


@kind(rf"Play on \((?P<move>.+)\): it scores more than the sure claim of (\d+) fu now, winning with more fu "
      rf"(?P<c_chance>{CHANCES}) \(R17, R19\)\.",
      sv=rf"Spela vidare \((?P<move>.+)\): det ger mer än den säkra segern med \d+ fu nu, och vinner med mer fu "
         rf"(?P<c_chance>{SV_CHANCES}) \(R17, R19\)\.")  # fmt: skip
def _gist_play_on(c: Context, m: re.Match) -> None:
    check_play_on(c, m, tie=False)


@kind(rf"Playing on \((?P<move>.+)\) scores as much as the sure claim of (\d+) fu now: it wins with more fu "
      rf"(?P<c_chance>{CHANCES}) \(R17, R19\)\.",
      sv=rf"Att spela vidare \((?P<move>.+)\) ger lika mycket som den säkra segern med \d+ fu nu: det vinner med mer fu "
         rf"(?P<c_chance>{SV_CHANCES}) \(R17, R19\)\.")  # fmt: skip
def _gist_play_on_as_much(c: Context, m: re.Match) -> None:
    check_play_on(c, m, tie=True)


def check_play_on(c: Context, m: re.Match, tie: bool) -> None:
    """Playing on, chosen where a claim is legal: scoring more than the claim, or as much, as the figures show."""
    check_chosen(c, m["move"])
    assert c.legal.claim is not None and int(m[2]) == claim_total(c)
    claim = next((a for a in c.decision.alternatives if a.move.action is Action.CLAIM), None)
    if claim is not None or tie:
        played, sure = round(known(chosen(c).expected_net), 2), round(known(known(claim).expected_net), 2)
        assert played == sure if tie else played > sure
    if m["c_chance"] != "hardly ever":
        assert chosen(c).win_rate >= 0.05


@kind(
    r"claim now: (\d+) fu \+ (\d+|no) Old cards? = (\d+) fu, a sure win \(R17\)\.",
    sv=r"ta segern nu: \d+ fu \+ (?:\d+ (?:gammalt|gamla) kort|inga gamla kort) = \d+ fu, en säker vinst \(R17\)\.",
)
def _gist_claim_alone(c: Context, m: re.Match) -> None:
    fu, shown = int(m[1]), 0 if m[2] == "no" else int(m[2])
    assert c.decision.move.action is Action.CLAIM and c.deal.fu[c.seat] == fu and fu + shown == int(m[3])
    assert int(m[3]) == claim_total(c) >= 6


@kind(rf"Call play: as the caller, (\w+) wins? with this hand (?P<c_chance>{CHANCES}), and a caller's win is paid by "
      r"both noncallers \(R5, R20\)\.",
      sv=rf"Säg spela: som spelförare vinner \w+ med den här handen (?P<c_chance>{SV_CHANCES}), och spelförarens vinst "
         r"betalas av båda motspelarna \(R5, R20\)\.")  # fmt: skip
def _gist_call(c: Context, m: re.Match) -> None:
    assert c.names[m[1]] == c.seat and c.decision.move.action is Action.PLAY
    check_chances(m[2], chosen(c).win_rate)


@kind(rf"Pass: as the caller, (\w+) would win with this hand (?P<c_chance>{CHANCES}), and a caller who loses pays "
      r"both shares \(R5, R20\)\.",
      sv=rf"Passa: som spelförare skulle \w+ vinna med den här handen (?P<c_chance>{SV_CHANCES}), och en spelförare som "
         r"förlorar betalar båda andelarna \(R5, R20\)\.")  # fmt: skip
def _gist_pass(c: Context, m: re.Match) -> None:
    assert c.names[m[1]] == c.seat and c.decision.move.action is Action.PASS
    check_chances(m[2], known(next(a for a in c.decision.alternatives if a.move.action is Action.PLAY).win_rate))


@kind(
    rf"forced: ({PHRASE}) is the only legal lead \(((?:R8|R9|R16d)(?:, (?:R8|R9|R16d))*)\)\.",
    sv=rf"tvunget: {SV_PHRASE} är det enda tillåtna utspelet \((?:R8|R9|R16d)(?:, (?:R8|R9|R16d))*\)\.",
)
def _forced_lead_short(c: Context, m: re.Match) -> None:
    assert [x.mask for x in c.legal] == [c.mask(m[1])] and c.legal.claim is None
    detail = next(english(r) for r in c.decision.reasons if english(r).startswith("forced: "))
    rules = sorted(set(re.findall(r"\((R8|R9|R16d)\)", detail)), key=lambda r: int(r[1:].rstrip("d")))
    assert m[2].split(", ") == rules, (m[2], detail)


@kind(
    rf"cannot beat ({CODES}): discard ({PHRASE})(?:, (?P<choice>.+))? \(R12, R13\)\.",
    sv=rf"kan inte slå {CODES}: kasta {SV_PHRASE}(?:, (?P<choice>.+))? \(R12, R13\)\.",
)
def _basic_discard_short(c: Context, m: re.Match) -> None:
    hand, mask = c.deal.hands[c.seat], c.mask(m[2])
    assert not can_beat(hand, c.deal.best) and mask == thumb_discard(hand, c.deal.public, c.deal.lead_size)
    check_choice(c, m[3] or "", mask)


# the safety sentences last: the last pattern would take any sentence that ends citing R10 or R16, and has no
# Swedish; each form the AIs say has its own kind before it
def _expert_safety(c: Context, m: re.Match) -> None:
    text = m[0][:-1]
    check_safety(c, "n" + text[1:] if text.startswith("No ") else text, only_after=bool(c.deal.best))


kind(rf"{PHRASE} cannot be beaten when led singly \(R10a\)\.",
     sv=rf"{SV_PHRASE} kan inte slås när det spelas ut som singel \(R10a\)\.")(_expert_safety)  # fmt: skip
kind(rf"{PHRASE} is Old, so nobody can beat it \(R16\)\.",
     sv=rf"{SV_PHRASE} är gammalt, så ingen kan slå det \(R16\)\.")(_expert_safety)  # fmt: skip
kind(rf"No card can beat {PHRASE}: the higher ones were played, are in the same hand or among its own discards "
     r"\(safe, but not Old: discards prove nothing, R16\)\.",
     sv=rf"Inget kort kan slå {SV_PHRASE}: de högre har spelats, finns på samma hand eller bland de egna kasten "
        r"\(säkert, men inte gammalt: kast bevisar ingenting, R16\)\.")(_expert_safety)  # fmt: skip
kind(rf"No play that beats {CODES} can be made from the unseen cards, so nobody can beat it \(R10\)\.",
     sv=rf"Ingen kombination som slår {CODES} kan bildas av de osedda korten, så ingen kan slå den \(R10\)\.")(
    _expert_safety)  # fmt: skip
kind(rf"{CODES} is made of Old cards, so no higher set can be out \(R10, R16\)\.",
     sv=rf"{CODES} består av gamla kort, så ingen högre grupp kan finnas ute \(R10, R16\)\.")(_expert_safety)  # fmt: skip
kind(rf"{CODES} is made of Old cards, so no higher \w+ run can be out; a run of (?P<runs>[\w, ]+) could still beat it "
     r"\(R10, R16\)\.",
     sv=rf"{CODES} består av gamla kort, så ingen högre serie i \w+ kan finnas ute; en serie i (?P<runs>[\w, ]+) skulle "
        r"ändå kunna slå den \(R10, R16\)\.")(_expert_safety)  # fmt: skip
kind(r"((?:[A-Z]|No ).*(?:\(R10a\)|\(R16\)|\(R10\)|\(R10, R16\)|discards prove nothing, R16\)))\.")(_expert_safety)


# -- the test ---------------------------------------------------------------------------------------


def english(reason: Text | str) -> str:
    return reason if isinstance(reason, str) else reason.render("en")


def check(c: Context) -> None:
    """Every sentence of the decision true in the deal and of a known kind, then its summary a gist."""
    summary = english(c.decision.summary)
    for reason in (summary, *map(english, c.decision.reasons)):
        if not reason:
            continue
        for pattern, checker, _ in KINDS:
            found = re.fullmatch(pattern, reason) or re.fullmatch(pattern, reason[:1].lower() + reason[1:])
            if found:
                try:
                    checker(c, found)
                except AssertionError as err:
                    raise AssertionError(f"false: {reason!r}\n{err}") from err
                break
        else:
            raise AssertionError(f"a sentence of no known kind: {reason!r}")
        hidden = hidden_named(reason, c.view.unseen)  # R15: an unseen card only ever named as unseen
        assert not hidden, f"names {hidden}, hidden from seat {c.seat}: {reason!r}"
    assert summary, f"no summary for {c.decision.move}"
    check_says_why(c, summary)
    sv = as_text(c.decision.summary).render("sv")
    assert fits(c.decision.summary), f"not a gist (at most 30 words, no figures of the method): {summary!r} / {sv!r}"
    assert words_in(summary) <= 30 and words_in(sv) <= 30 and "±" not in summary + sv
    assert not re.search(r"sampled|standard error|net points", summary) and not re.search(
        r"slumpad|standardfel|netto", sv
    )


def check_says_why(c: Context, summary: str) -> None:
    """A discard of an Old card, or a sure beat spending Old or higher cards where a cheaper one weighed wins the
    trick as surely, says why: a discard what it keeps that the other gives up, or the Old cards it gives up (and
    what keeping them would not do, or how often it wins with each); a beat compares it with another move, if only
    to say they score as much (the expert chooses by the figures it shows: issue 19)."""
    move, decision = c.decision.move, c.decision
    if decision.level != "expert" or not decision.alternatives:
        return
    old = old_mask(c.deal.hands[c.seat], c.deal.public)
    full = [a for a in decision.alternatives if a.move != move and a.samples >= decision.samples]
    chosen_net = known(next(a.expected_net for a in decision.alternatives if a.move == move))
    full = [a for a in full if known(a.expected_net) <= chosen_net]
    if move.action is Action.DISCARD and move.mask & old:
        cheaper = [a for a in full if (a.move.mask & old).bit_count() < (move.mask & old).bit_count()]
    elif move.action is Action.BEAT and c.sure(move.mask, Action.BEAT):
        cheaper = [a for a in full if c.sure(a.move.mask, Action.BEAT) and a.move.mask != move.mask and (
            (a.move.mask & old).bit_count() < (move.mask & old).bit_count()
            or PLAY_INFO[a.move.mask].rank < PLAY_INFO[move.mask].rank)]  # fmt: skip
    else:
        return
    if cheaper and move.action is Action.DISCARD:  # what it keeps that the other does not, or the Old cards it gives up
        said = re.search(r"^Discarding .* (?:keeps|gives up the Old cards?) | scores as much as ", summary)
        assert said, f"gives up {codes_of(move.mask & old)} without saying why: {summary!r}"
    elif cheaper:
        assert re.search(r" rather than | as surely as | scores as much as ", summary), (
            f"spends {codes_of(move.mask & old) or 'higher cards'} where a cheaper move was weighed, without "
            f"saying why: {summary!r}"
        )


def codes_of(mask: int) -> str:
    return " ".join(str(x) for x in cards_in(mask))


def kinds_of(decision: Decision) -> set[str]:
    """The kinds of the sentences of a decision, its summary included."""
    said = [english(decision.summary), *map(english, decision.reasons)]
    return {p for p, _, _ in KINDS for r in said if re.fullmatch(p, r) or re.fullmatch(p, r[:1].lower() + r[1:])}


OTHERS = [("basic", "random"), ("basic", "basic"), ("random", "random"), ("random", "basic")]


def lineup(level: str, number: int) -> tuple[str, str, str]:
    """The levels of deal ``number``: ``level`` at a seat rotating deal by deal, cheap levels beside it
    (every fifth expert deal has a second expert)."""
    others = list(OTHERS[number // 3 % len(OTHERS)])
    if level == "expert" and number % 5 == 4:
        others[0] = "expert"
    levels = [*others[: number % 3], level, *others[number % 3 :]]
    return levels[0], levels[1], levels[2]


@pytest.mark.parametrize("level", ["random", "basic", "expert"])
def test_every_sentence_of_every_level_is_true_in_the_deal(level):
    deals = 300 if level == "expert" else 2000
    rng, checked = random.Random(f"truth/{level}"), 0
    seen_kinds: set[str] = set()
    for number in range(deals):
        levels = lineup(level, number)
        rules = Rules(number % 7 != 3, number % 5 != 2)
        seats = ("You", "East", "West") if number % 2 else ("Ann", "Ben", "Cy")
        players = [
            ExpertPlayer(rng.getrandbits(32), samples=40, seats=seats)
            if lv == "expert"
            else make_player(lv, seed=rng.getrandbits(32), seats=seats)
            for lv in levels
        ]
        deal = Deal.new(rng.getrandbits(32), rules=rules)
        while not deal.is_over:
            seat = known(deal.to_act)
            decision = players[seat].decide(deal.view(seat))
            if levels[seat] == level:
                context = Context(deal.copy(), decision, seats)
                check(context)
                seen_kinds.update(kinds_of(decision))
                checked += 1
            deal.apply(decision.move)
    assert checked > deals * 3
    assert len(seen_kinds) >= {"random": 4, "basic": 12, "expert": 14}[level], sorted(seen_kinds)


@pytest.mark.parametrize("level", ["random", "basic", "expert"])
def test_every_sentence_of_the_review_is_true_in_the_deal(level):
    """The review's sentence on each decision of one seat (why the best beats the move played, ``gist.contrast``)
    is read as the AI's are: of a known kind, true in the real deal, bearing on the move, no hidden card named, and
    the same in Swedish. The move played is a learner's, so the reviewed seat plays at each level in turn; a
    discard or beat that spends more Old cards than the move played says why (``check_says_why`` on the pair)."""
    seats, checked = ("You", "East", "West"), 0
    for number in range(16):
        record = play_deal(lineup(level, number), number, seats=seats)
        seat = lineup(level, number).index(level)
        steps = {s.number: s for s in record.steps()}
        for judged in review(record, seat=seat, samples=100, seed=number, hindsight=False).decisions:
            before, decision = steps[judged.step].before, judged.decision()
            check(Context(before.copy(), replace(decision, level="review"), seats))  # says why: on the pair, below
            pair = tuple(a for a in decision.alternatives if a.move in (judged.best, judged.move))
            check_says_why(Context(before.copy(), replace(decision, alternatives=pair), seats), english(judged.why))
            check_swedish(Context(before.copy(), replace(decision, alternatives=()), seats))  # the sentence alone
            checked += 1
    assert checked >= 40


def test_the_false_sentences_of_issue_8_are_caught():
    """A check that could not fail proves nothing: false sentences like those issue 8 found are refused."""
    hands = ["C2 C3 S2 S3 S4 S5 M5 M9 T4 T5 T6 T7", "C1 T2 T3 S6 S7 S8 S9 M1 M2 M3 M6 M7",
             "C4 C5 C6 C7 C8 C9 S1 M4 M8 T1 T8 T9"]  # fmt: skip
    deal = Deal.from_hands(hands, 0)
    deal.apply(Move.of(0, "play"))
    seats = ("You", "East", "West")
    lead = Decision(Move.of(0, "lead", "S2 S3 S4 S5"), "basic", ("S3 S4 S5 is Old, so the next seat cannot beat it.",))
    with pytest.raises(AssertionError, match="no known kind"):
        check(Context(deal, lead, seats))
    lies = [
        "West discarded on Coins 2, so West holds no Coins above 2 (R12).",
        "forced: Strings 2 (S2) is the only legal lead.",
        "lead the longest (and strongest) combination, S2 S3 S4: it scores 3 fu if nobody beats it (R14).",
        "lead Strings 5 (S5): it is Old, so nobody can beat it; it scores 1 fu and keeps the lead (R16, R14).",
        "West led Myriads 4 as a noncaller, so every card West held in Tens was Old (R16d); Tens 7 was in your "
        "hand, so West holds no Tens below 7.",  # West may hold Bak Chi, always Old: here it does
        "S2 S3 S4 S5 is made of Old cards, so no higher Strings run can be out; a run of Myriads or Tens could "
        "still beat it (R10, R16).",
    ]
    for lie in lies:
        with pytest.raises(AssertionError, match="false"):
            check(Context(deal, Decision(Move.of(0, "lead", "S2"), "basic", (lie,)), seats))
    deal.apply(Move.of(0, "lead", "T7"))  # East cannot beat Tens 7: it discards, and breaks its set of threes
    lie = "cannot beat T7, so discard 1 card face down (R12, R13): Myriads 3 (M3); this keeps the set S3 M3 T3."
    with pytest.raises(AssertionError, match="false"):
        check(Context(deal, Decision(Move.of(1, "discard", "M3"), "basic", (lie,)), seats))
    expert = ExpertPlayer(3, samples=40, seats=seats).decide(deal.view(1))
    check(Context(deal, expert, seats))
    figures = replace(expert, summary=expert.reasons[0])  # true, but the figures of the method come first
    with pytest.raises(AssertionError, match="not a gist"):
        check(Context(deal, figures, seats))
    assert not fits("Discard M3: -0.40 ± 0.05 net points.") and not fits(" ".join(["word"] * 31))
    assert fits("Lead S1 S2 S3 S4 S5 S6 S7 S8 S9: " + " ".join(["word"] * 28) + ".")  # a play counts as one word


def test_the_contrasts_of_two_like_moves_refuse_a_false_or_unearned_sentence():
    """The sentences that tell two like moves apart (the lower of two plays, the single fewer unseen cards beat, the
    discard of lower cards, the discard that keeps the card fewer unseen cards beat) are checked as they are true:
    each is accepted where it holds, and refused with the moves swapped, with a card that does not tell them apart,
    with an Old card given up, or without the chosen move ahead by its figures."""
    hands = ["C2 C3 S2 S3 S4 S5 M5 M9 T4 T5 T6 T7", "C1 T2 T3 S6 S7 S8 S9 M1 M2 M3 M6 M7",
             "C4 C5 C6 C7 C8 C9 S1 M4 M8 T1 T8 T9"]  # fmt: skip
    deal, turned, seats = Deal.from_hands(hands, 0), Deal.from_hands(hands[::-1], 0), ("You", "East", "West")
    deal.apply(Move.of(0, "play"))
    turned.apply(Move.of(0, "play"))  # West's hand at seat 0: M5 M6 M7 unseen between its M4 and M8

    def decided(deal: Deal, action: str, summary: Text, *weighed: tuple[str, float]) -> Context:
        seat = known(deal.to_act)
        alternatives = tuple(Alternative(Move.of(seat, action, c), net, 0.5, samples=40) for c, net in weighed)
        move = alternatives[0].move
        return Context(deal.copy(), Decision(move, "expert", alternatives=alternatives, samples=40, summary=summary),
                       seats)  # fmt: skip

    def alone(c: Context) -> Context:  # the sentence alone, for the Swedish check (the notes are the AI's)
        return Context(c.deal, replace(c.decision, alternatives=()), seats)

    def lower(better: str, worse: str) -> Text:
        return L_("{better} rather than {worse}: it spends the lower card and keeps {worse} for a later trick (R14).",
                  better=better, worse=worse)  # fmt: skip

    def harder(better: str, worse: str, between: str) -> Text:
        return nL_("{better} rather than {worse}: {between} is unseen and could beat {worse}, but not {better} (R10).",
                   "{better} rather than {worse}: {between} are unseen and could beat {worse}, but not {better} (R10).",
                   len(between.split()), better=better, worse=worse, between=between)  # fmt: skip

    def keeps(better: str, worse: str, kept: str, n: int = 1) -> Text:
        return nL_("Discarding {better} rather than {worse} gives up a lower card and keeps {kept} for a later trick "
                   "(R13).", "Discarding {better} rather than {worse} gives up lower cards and keeps {kept} for a later "
                   "trick (R13).", n, better=better, worse=worse, kept=kept)  # fmt: skip

    def fewer(better: str, worse: str, n: int, m: int) -> Text:
        return nL_("{better} rather than {worse}: {n} unseen card could beat it, {m} could beat {worse} (R10).",
                   "{better} rather than {worse}: {n} unseen cards could beat it, {m} could beat {worse} (R10).",
                   n, better=better, worse=worse, m=m)  # fmt: skip

    def harder_kept(better: str, worse: str, n: int, m: int) -> Text:
        return nL_("Discarding {better} rather than {worse} keeps {kept}: {n} unseen card could beat it, {m} could beat "
                   "{given} (R10, R13).", "Discarding {better} rather than {worse} keeps {kept}: {n} unseen cards could "
                   "beat it, {m} could beat {given} (R10, R13).", n, better=better, worse=worse, kept=worse,
                   given=better, m=m)  # fmt: skip

    def keeps_old(better: str, worse: str, kept: str) -> Text:
        return nL_("{better} rather than {worse}: it keeps {kept} as an Old card, one more toward six (R16, R17).",
                   "{better} rather than {worse}: it keeps {kept} as Old cards, {n} more toward six (R16, R17).",
                   len(kept.split()), better=better, worse=worse, kept=kept)  # fmt: skip

    for context in (decided(deal, "lead", lower("S2", "S5"), ("S2", 0.5), ("S5", 0.3)),
                    decided(turned, "lead", harder("M8", "M4", "M5 M6 M7"), ("M8", 0.5), ("M4", 0.3)),
                    decided(turned, "lead", fewer("M8", "S1", 1, 8), ("M8", 0.5), ("S1", 0.3)),
                    decided(turned, "lead", keeps_old("M4", "C4", "C4"), ("M4", 0.5), ("C4", 0.3))):  # fmt: skip
        check(context)
        check_swedish(alone(context))
    false = [
        decided(deal, "lead", lower("S5", "S2"), ("S5", 0.5), ("S2", 0.3)),  # the lower kept
        decided(deal, "lead", lower("S2", "S5"), ("S2", 0.3), ("S5", 0.3)),  # not ahead by the figures shown
        decided(deal, "lead", harder("T7", "T4", "T8"), ("T7", 0.5), ("T4", 0.3)),  # beats both: tells nothing apart
        decided(deal, "lead", harder("T7", "T4", "T2"), ("T7", 0.5), ("T4", 0.3)),  # beats neither
        decided(turned, "lead", fewer("M8", "S1", 2, 8), ("M8", 0.5), ("S1", 0.3)),  # only M9 is above M8
        decided(turned, "lead", keeps_old("C4", "M4", "M4"), ("C4", 0.5), ("M4", 0.3)),  # M4 is not Old: M9 unseen
    ]
    for context in false:
        with pytest.raises(AssertionError, match="false"):
            check(context)
    deal.apply(Move.of(0, "lead", "T7"))  # East cannot beat Tens 7: it discards one card
    for context in (decided(deal, "discard", keeps("M1", "M6", "M6"), ("M1", 0.5), ("M6", 0.3)),
                    decided(deal, "discard", harder_kept("T3", "M2", 4, 5), ("T3", 0.5), ("M2", 0.3))):  # fmt: skip
        check(context)
        check_swedish(alone(context))
    false = [
        decided(deal, "discard", keeps("M6", "M1", "M1"), ("M6", 0.5), ("M1", 0.3)),  # gives up the higher card
        decided(deal, "discard", keeps("C1", "M6", "M6"), ("C1", 0.5), ("M6", 0.3)),  # C1 is Old (R16a)
        decided(deal, "discard", keeps("M1", "M6", "M6", 2), ("M1", 0.5), ("M6", 0.3)),  # one card, not cards
        decided(deal, "discard", harder_kept("M2", "T3", 5, 4), ("M2", 0.5), ("T3", 0.3)),  # more beat the card kept
        decided(deal, "discard", harder_kept("T3", "M2", 3, 5), ("T3", 0.5), ("M2", 0.3)),  # M4 M5 M8 M9: four
        decided(deal, "discard", harder_kept("C1", "M2", 4, 0), ("C1", 0.5), ("M2", 0.3)),  # C1 is Old (R16a)
        decided(deal, "discard", harder_kept("M2", "S6", 0, 4), ("M2", 0.5), ("S6", 0.3)),  # none beat S6: it is Old
    ]
    for context in false:
        with pytest.raises(AssertionError, match="false"):
            check(context)


def test_a_combination_lead_is_told_by_what_it_takes_if_nobody_beats_it():
    """A lead of a set or run that may be beaten, chosen over a smaller sure lead or on its own, says what it
    takes if nobody beats it (R14): accepted where it holds, refused with the leads swapped, with a smaller lead
    that is not sure or that is ahead by its figures, or for a single."""
    hands = ["C2 C3 S2 S3 S4 S5 M5 M9 T4 T5 T6 T7", "C1 T2 T3 S6 S7 S8 S9 M1 M2 M3 M6 M7",
             "C4 C5 C6 C7 C8 C9 S1 M4 M8 T1 T8 T9"]  # fmt: skip
    deal, seats = Deal.from_hands(hands, 0), ("You", "East", "West")
    deal.apply(Move.of(0, "play"))  # M9 cannot be beaten (R16a); East's S6 S7 S8 beats S2 S3 S4

    def decided(summary: Text, *weighed: tuple[str, float]) -> Context:
        alternatives = tuple(Alternative(Move.of(0, "lead", c), net, 0.5, samples=40) for c, net in weighed)
        move = alternatives[0].move
        return Context(deal.copy(), Decision(move, "expert", alternatives=alternatives, samples=40, summary=summary),
                       seats)  # fmt: skip

    def against(better: str, worse: str) -> Text:
        return L_("{better} may be beaten, but if nobody beats it, it takes {n} fu; {worse} takes {m} for sure (R14).",
                  better=better, worse=worse, n=len(better.split()), m=len(worse.split()))  # fmt: skip

    def alone(lead: str) -> Text:
        move = capitalized(Words(0, seats).move(Move.of(0, "lead", lead)))
        return L_("{move}: if nobody beats it, it takes {fu} fu and keeps the lead (R14).", move=move,
                  fu=len(lead.split()))  # fmt: skip

    for context in (decided(against("S2 S3 S4", "M9"), ("S2 S3 S4", 0.5), ("M9", 0.3)),
                    decided(alone("S2 S3 S4"), ("S2 S3 S4", 0.5))):  # fmt: skip
        check(context)
        check_swedish(Context(context.deal, replace(context.decision, alternatives=()), seats))
    false = [
        decided(against("M9", "S2 S3 S4"), ("M9", 0.5), ("S2 S3 S4", 0.3)),  # swapped: M9 is the sure one
        decided(against("S2 S3 S4", "T7"), ("S2 S3 S4", 0.5), ("T7", 0.3)),  # T7 is not sure: T8 T9 are unseen
        decided(against("S2 S3 S4", "M9"), ("S2 S3 S4", 0.3), ("M9", 0.5)),  # M9 is ahead by the figures shown
        decided(alone("M5"), ("M5", 0.5)),  # a single, not a combination
    ]
    for context in false:
        with pytest.raises(AssertionError, match="false"):
            check(context)


def test_facts_that_do_not_bear_on_the_move_are_caught():
    """Issue 19's irrelevant facts: a discard on a single cited for a lead of another suit, or a fact about a seat
    that does not play after the move, are refused though each is true in the deal."""
    rng, found = random.Random(19), set()
    for deal in positions_with_facts(rng):
        seat, view = deal.to_act, deal.view(deal.to_act)
        words = Words(seat, ("You", "East", "West"))
        for fact in Knowledge.of(view).facts:
            if fact.rule != "R12" or not fact.void or fact.seat == seat:
                continue
            said = words.fact(fact, view.hand, view.own_discards, view.unseen)
            suit = cards_in(fact.void)[0].suit
            leads = [m for m in deal.legal_moves if m.action is Action.LEAD and m.mask.bit_count() == 1
                     and cards_in(m.mask)[0].suit != suit]  # fmt: skip
            if leads and "lead" not in found:
                decision = Decision(leads[0], "expert", (said,))
                with pytest.raises(AssertionError, match="rules out no play"):
                    check(Context(deal.copy(), decision, ("You", "East", "West")))
                found.add("lead")
            beats = [m for m in deal.legal_moves if m.action is Action.BEAT]
            if beats and deal.responses == 1 and "last" not in found:
                decision = Decision(beats[0], "expert", (said,))
                with pytest.raises(AssertionError, match="does not play after"):
                    check(Context(deal.copy(), decision, ("You", "East", "West")))
                found.add("last")
        if found == {"lead", "last"}:
            return
    raise AssertionError(f"positions for only {found}")


def positions_with_facts(rng: random.Random):
    """Positions of deals played by basic players, from the first discard on."""
    for _ in range(200):
        players = [make_player("basic", seed=rng.getrandbits(32)) for _ in range(3)]
        deal = Deal.new(rng.getrandbits(32))
        while not deal.is_over:
            if any(m.action is Action.DISCARD for m in deal.moves):
                yield deal
            seat = known(deal.to_act)
            deal.apply(players[seat].decide(deal.view(seat)).move)


# -- the same sentences in Swedish -------------------------------------------------------------------
# Each reason is one template with its parameters: rendered in Swedish it must match the Swedish pattern of
# the English sentence's own kind (written by hand beside it, so its fixed words say "ingen", "inte" and
# "alla" where the English does), have no English left and the same facts as the English sentence checked
# above (card codes, rules, numbers, seats, suits, number words; decimal commas and spaced thousands read as
# numbers), and name a hidden card only as unseen (R15). Each free part, a named group, must state the
# same facts as the English group of its name, and say "not" and "every" as often.

_WORDS = {
    "en": {"you": "you", "your": "you", "East": "East", "West": "West", "Coins": "C", "Strings": "S", "Myriads": "M",
           "Tens": "T", "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9},
    "sv": {"du": "you", "din": "you", "ditt": "you", "dina": "you", "Öst": "East", "Väst": "West", "Mynt": "C",
           "Snören": "S", "Myriader": "M", "Tior": "T", "tre": 3, "fyra": 4, "fem": 5, "sex": 6, "sju": 7, "åtta": 8,
           "nio": 9},
}  # fmt: skip
_NUMBERS = {"en": r"[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?|[+-]?\d+(?:\.\d+)?", "sv": SV_NUMBER}
_TOKEN = r"\b[CSMT][1-9]\b|\bR\d+[a-e]?\b|(?<![\w.,\u00a0])(?:{number})(?![\w])|[^\W\d_]+(?:'s)?"


def facts(text: str, lang: str, people: tuple[str, ...]) -> list[str]:
    """What a sentence states, language aside: card codes, rules, numbers, seats, suits, number words."""
    words, found = _WORDS[lang], []
    for token in re.findall(_TOKEN.format(number=_NUMBERS[lang]), text):
        if re.fullmatch(r"[CSMT][1-9]|R\d+[a-e]?", token):
            found.append(token)
        elif token[0] in "+-0123456789":
            plain = token.replace("\u00a0", "").replace(",", "") if lang == "en" else token.replace("\u00a0", "")
            found.append(str(float(plain.replace(",", "."))))
        else:
            word = token.removesuffix("'s")
            key = word[0].lower() + word[1:] if word[:1].lower() + word[1:] in words else word
            if key in words:
                found.append(str(words[key]))
            elif word in people or (lang == "sv" and word.endswith("s") and word[:-1] in people + ("Öst", "Väst")):
                found.append(str(words.get(word[:-1], word[:-1])) if word not in people else word)
    return sorted(found)


# a free part that is a fixed choice: the Swedish words of each English one
CHOICE = {"call play": "säg spela", "pass": "passa", "only ": "bara ", "a": "en", "only a": "bara en",
          "for sure": "säkert", "if nobody beats it": "om ingen slår den", "set": "gruppen", "run": "serien",
          "hardly ever": "nästan aldrig", "almost always": "nästan alltid"}  # fmt: skip


def choice_in_swedish(en: str) -> str:
    if found := re.fullmatch(r"about (\d+) times? in 10", en):
        return f"ungefär {found[1]} {'gång' if found[1] == '1' else 'gånger'} av 10"
    return CHOICE[en.lower()]


def fullmatch(pattern: str, text: str) -> re.Match | None:
    """A match of the sentence, or of it with a small first letter (a summary starts with a capital)."""
    return re.fullmatch(pattern, text) or re.fullmatch(pattern, text[:1].lower() + text[1:])


def english_kind(en: str) -> tuple[str, tuple[str, ...], re.Match]:
    """The English kind of a sentence (the first that matches, as in ``check``): its pattern, its Swedish
    patterns and the match."""
    for pattern, _, svs in KINDS:
        if found := fullmatch(pattern, en):
            return pattern, svs, found
    raise AssertionError(f"a sentence of no known kind: {en!r}")


def check_free_parts(en: re.Match, sv: re.Match, people: tuple[str, ...]) -> None:
    """Group by group, the Swedish free part says what the English one does: the same fixed choice, or the same
    facts and as many *not* and *every*."""
    for name, said in sv.groupdict().items():
        english_part = en[name]
        assert (said is None) == (english_part is None), f"{name}: {english_part!r} / {said!r}"
        if said is None:
            continue
        if name.startswith("c_"):
            assert said.lower() == choice_in_swedish(english_part), f"{name}: {english_part!r} / {said!r}"
            continue
        assert facts(said, "sv", people) == facts(english_part, "en", people), f"{name}: {english_part!r} / {said!r}"
        assert polarity(said, "sv") == polarity(english_part, "en"), f"{name}: {english_part!r} / {said!r}"


def check_swedish(c: Context) -> set[str]:
    """Every sentence of the decision in Swedish read by its English kind's Swedish pattern; the English kinds
    met are returned."""
    people = tuple(n for n in c.words.seats if n not in ("You", "East", "West"))
    met = set()
    for reason in (c.decision.summary, *c.decision.reasons):
        en, sv = as_text(reason).render("en"), as_text(reason).render("sv")
        pattern, svs, english_match = english_kind(en)
        assert svs, f"no Swedish pattern for the English kind of {en!r}"
        swedish_match = next(filter(None, (fullmatch(p, sv) for p in svs)), None)
        assert swedish_match, f"not the Swedish of its English kind: {en!r} / {sv!r}"
        check_free_parts(english_match, swedish_match, people)
        assert not english_words(sv, allow=people), f"English left: {sv!r}"
        assert facts(sv, "sv", people) == facts(en, "en", people), (en, sv)
        hidden = hidden_named(sv, c.view.unseen)
        assert not hidden, f"names {hidden}, hidden from seat {c.seat}: {sv!r}"
        met.add(pattern)
    for alternative in c.decision.alternatives:
        note = as_text(alternative.note).render("sv")
        assert not english_words(note), note
    return met


@pytest.mark.parametrize("level", ["random", "basic", "expert"])
def test_every_sentence_of_every_level_is_true_in_swedish(level):
    """The same sentences in Swedish: each read by its English kind's Swedish pattern, free parts and the whole with
    the same facts (and free parts as many "not" and "every") as the true English, nothing hidden named."""
    deals = 60 if level == "expert" else 400
    rng, kinds = random.Random(f"truth-sv/{level}"), set()
    for number in range(deals):
        levels = lineup(level, number)
        seats = ("You", "East", "West") if number % 2 else ("Ann", "Ben", "Cy")
        players = [
            ExpertPlayer(rng.getrandbits(32), samples=40, seats=seats)
            if lv == "expert"
            else make_player(lv, seed=rng.getrandbits(32), seats=seats)
            for lv in levels
        ]
        deal = Deal.new(rng.getrandbits(32), rules=Rules(number % 7 != 3, number % 5 != 2))
        while not deal.is_over:
            seat = known(deal.to_act)
            decision = players[seat].decide(deal.view(seat))
            if levels[seat] == level:
                context = Context(deal.copy(), decision, seats)
                check(context)
                kinds |= check_swedish(context)
            deal.apply(decision.move)
    assert len(kinds) >= {"random": 4, "basic": 10, "expert": 14}[level], len(kinds)


def test_the_swedish_check_refuses_a_wrong_sentence():
    """A Swedish sentence with another fact than the English, an English word or an unknown shape fails."""
    deal = Deal.new(4)
    seats = ("You", "East", "West")
    decision = make_player("basic", seats=seats).decide(deal.view(known(deal.to_act)))
    check_swedish(Context(deal, decision, seats))
    reason = as_text(decision.summary)
    sv = reason.render("sv")
    assert "(R5)" in sv and "fem" in sv
    wrong = [
        L_(sv.replace("(R5)", "(R6)")),  # another rule
        L_(sv.replace("fem", "fyra")),  # another number
        L_(sv.replace("Säg spela", "Call play").replace("Passa", "Pass")),  # English left
        L_("Säg spela, för det känns bra."),  # no known shape
    ]
    for text in wrong:
        with pytest.raises(AssertionError):
            check_swedish(Context(deal, replace(decision, summary=Differs(reason, text)), seats))


def test_the_swedish_check_refuses_a_sentence_with_the_same_facts_and_another_meaning():
    """With every card, rule and number right, a Swedish sentence still fails if it says "alla" for "ingen", drops
    an "inte" inside a free part, or is a sentence of another kind than its English; the true ones pass."""
    seats = ("You", "East", "West")
    deal, players = Deal.new(3), [make_player("basic", seats=seats) for _ in range(3)]
    decisions: list[tuple[Deal, Decision]] = []
    while len(decisions) < 11:
        seat = known(deal.to_act)
        decisions.append((deal.copy(), players[seat].decide(deal.view(seat))))
        deal.apply(decisions[-1][1].move)
    (lead_deal, lead), (beat_deal, beat) = decisions[9], decisions[10]
    beaten, limits = as_text(beat.summary), as_text(lead.reasons[0])
    assert beaten.render("en").endswith("Tens 8 (T8) is Old, so nobody can beat it (R16).")
    assert "som inte är gammalt i Tior" in limits.render("sv")
    assert as_text(lead.summary).render("en") == "Lead the lowest single it may lead, Tens 5 (T5)."
    check_swedish(Context(lead_deal, lead, seats))
    check_swedish(Context(beat_deal, beat, seats))
    alla = L_(beaten.render("sv").replace("ingen kan", "alla kan"))
    dropped = L_(limits.render("sv").replace("som inte är gammalt i Tior", "som är gammalt i Tior"))
    forced = L_("Tvunget: Tior 5 (T5) är det enda tillåtna utspelet.")  # the Swedish of another English kind
    wrong = [
        (beat_deal, replace(beat, summary=Differs(beaten, alla)), "safety"),
        (lead_deal, replace(lead, reasons=(Differs(limits, dropped),)), "limits"),
        (
            lead_deal,
            replace(lead, summary=Differs(as_text(lead.summary), forced)),
            "not the Swedish of its English kind",
        ),
    ]
    for position, decision, why in wrong:
        for r in (decision.summary, *decision.reasons):  # the facts alone do not tell
            assert facts(as_text(r).render("sv"), "sv", ()) == facts(as_text(r).render("en"), "en", ())
        with pytest.raises(AssertionError, match=why):
            check_swedish(Context(position, decision, seats))


class Differs(Text):
    """A reason whose Swedish is ``sv`` (a wrong one), its English as the AI gave it."""

    __slots__ = ("en", "sv")

    def __init__(self, en: Text, sv: Text) -> None:
        self.en, self.sv = en, sv

    def render(self, lang: str | None = None) -> str:
        return self.sv.render("sv") if lang == "sv" else self.en.render("en")
