"""Nothing false: every kind of sentence the explainer and the widgets say, checked against the true deal.

Thousands of random deals (and some with rule switches) are narrated, as the
open table and as each seat saw them; every line is read back by a pattern
for its kind and checked against an independent replay of the deal
(``truth_reference``): who moved, what the move was, what it beat, that a
discarding seat could not beat, trick winners and fu, Old cards and every
fact of their proofs, why a card is not Old, who is to act and whether it
may claim, results and payments. A line of an unknown kind fails too, so a
new kind of sentence needs its check here. The widgets' panels are read the
same way over fewer deals.
"""

from __future__ import annotations

import html
import random
import re
from dataclasses import dataclass

import pytest
from helpers import known
from secrecy_tools import html_text
from truth_reference import (
    Card,
    Position,
    beats,
    can_beat,
    card,
    cards,
    code,
    higher,
    is_old,
    name,
    positions,
    shape,
)

from lukfu_teach.engine.cards import Card as EngineCard
from lukfu_teach.engine.deal import Deal
from lukfu_teach.engine.old import Proof, not_old, proof_for
from lukfu_teach.engine.state import Rules
from lukfu_teach.i18n import language
from lukfu_teach.records.record import Record
from lukfu_teach.words import explain
from lukfu_teach.words.narrate import narrate

DEALS = 1000
SEAT = r"[Ss]eat (?P<seat>\d) \((?P<name>\w+)\)"
CODES = r"(?:[CSMT][1-9] )*[CSMT][1-9]"
WORDS = {3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}
SEATS = ("You", "East", "West")


@dataclass(frozen=True)
class Grammar:
    """How the narrator says each kind of sentence in one language: the patterns the checks read it by.

    Written by hand from RULES.md and the glossary, not from the translation catalogue, so a sentence whose
    translation says something else than the English does not match."""

    lang: str
    seat: str
    seats: tuple[str, str, str]
    titles: tuple[str, str, str, str]  # the suits' names
    words: dict[int, str]  # a play's size in words
    shape: str  # a play of several cards: groups cards, size, shape
    shapes: dict[str, str]  # the shape's word -> "set" or "run"
    calls: str
    passes: str
    leads: str
    beats: str
    discards: str
    claims_nothing: str
    claims: str
    old_word: tuple[str, str]  # "Old card", "Old cards"
    trick: str
    over: str
    status: str
    status_words: dict[str, str]  # the status's phrase -> the English one
    drawn: str
    draw: str
    result: str
    claiming: str
    each_pays: str
    caller_pays: str
    result_line: str
    nine: str
    named: str
    sequence: str
    played: str
    held: str
    old: str
    not_old: str
    master: str
    switches: str
    holds: str
    trick_head: str
    old_for: str
    result_head: str
    unfinished: str
    joins: str  # the word of a list's last item, "and"


EN = Grammar(
    lang="en", seat=SEAT, seats=SEATS, titles=("Coins", "Strings", "Myriads", "Tens"), words=WORDS,
    shape=rf"(?P<cards>{CODES}) \(a (?P<n>\w+)-card (?P<shape>set|run)\)", shapes={"set": "set", "run": "run"},
    calls=rf"{SEAT} calls play and becomes the caller \(R5\)\.", passes=rf"{SEAT} passes \(R5\)\.",
    leads=rf"{SEAT} leads (?P<play>.+) \(R11\)\.", beats=rf"{SEAT} beats (?P<best>{CODES}) with (?P<play>.+) \(R10, R12\)\.",
    discards=rf"{SEAT} cannot beat (?P<best>{CODES}) and discards (?P<n>\d) (?P<word>cards?) face down \(R13\)(?:: (?P<cards>{CODES}))?\.",
    claims_nothing=rf"{SEAT} claims with (?P<fu>\d+) fu and no Old cards to show \(R17\)\.",
    claims=rf"{SEAT} claims: (?P<fu>\d+) fu \+ (?P<n>\d+) (?P<word>Old cards?) \((?P<cards>{CODES})\) = (?P<f>\d+) fu \(R17\)\.",
    old_word=("Old card", "Old cards"),
    trick=rf"{SEAT} wins trick (?P<t>\d+) and scores (?P<fu>\d) fu \(R14\)\.",
    over="over", status=r"seat (?P<seat>\d) to (?P<what>call play or pass|beat or discard|lead or claim|lead)",
    status_words={w: w for w in ("call play or pass", "beat or discard", "lead or claim", "lead")},
    drawn="drawn",
    draw="The cards ran out and the last trick's winner had fewer than six fu: the deal is drawn and nobody pays (R18, R20).",
    result=rf"{SEAT} wins with (?P<f>\d+) fu (?P<how>by claiming \(R17\)|as the last trick's winner when the cards ran "
    r"out \(R18\))\. It is worth (?P<f2>\d+) - 5 = (?P<a>\d+) \(R19\): (?P<pays>.+) \(R20\)\. Net: (?P<net>.+)\.",
    claiming="claiming", each_pays="each noncaller pays {amount}",
    caller_pays="the caller, seat {seat} ({name}), pays both shares, {double}",
    result_line=rf"{SEAT} wins with (?P<f>\d+) fu; net (?P<net>.+)",
    nine="a nine is always Old", named=r"(Mau Gung|Bak Chi) cannot be beaten when led singly \(R10a\)",
    sequence=r"it lies directly below ([CSMT][1-9]), which is Old, in an unbroken sequence in the same hand",
    played=r"(?P<cards>[^()]+) (?P<verb>was|were) played face up \((?P<tricks>tricks? [\d, and]+)\)",
    held=r"(?P<cards>[^()]+) (?P<verb>is|are) in the same hand",
    old=r"(?P<name>.+) \((?P<code>[CSMT][1-9])\) is Old \((?P<rule>R16[abc])\): (?P<because>.+)\.",
    not_old=r"(?P<name>.+) \((?P<code>[CSMT][1-9])\) is (?:safe but unproven: the higher (?P<word>cards?) (?P<mine>[^:]+) "
    r"went into your own face-down discards, and discards prove nothing \(R16\)|not Old: (?P<out>.+?) (?:is|are) "
    r"unaccounted for \(R16b\)(?:; your own discard of (?P<also>.+) proves nothing)?)\.",
    master=rf"Master: {SEAT} \(R4\)\.( Redeals before this deal: (?P<r>\d+) \(R6\)\.)?",
    switches=r"Rule switches: (.+) off\.", holds=rf"{SEAT} holds (?P<cards>{CODES})\.", trick_head=r"Trick (\d+)",
    old_for=rf"Old for {SEAT}: (?P<items>.+)", result_head=r"Result: (.+)", unfinished=r"Unfinished: (.+)\.",
    joins="and",
)  # fmt: skip

SV_SEAT = r"[Pp]lats (?P<seat>\d) \((?P<name>\w+)\)"
SV = Grammar(
    lang="sv", seat=SV_SEAT, seats=("Du", "Öst", "Väst"), titles=("Mynt", "Snören", "Myriader", "Tior"),
    words={3: "tre", 4: "fyra", 5: "fem", 6: "sex", 7: "sju", 8: "åtta", 9: "nio"},
    shape=rf"(?P<cards>{CODES}) \(en (?P<shape>grupp|serie) på (?P<n>\w+) kort\)", shapes={"grupp": "set", "serie": "run"},
    calls=rf"{SV_SEAT} säger spela och blir spelförare \(R5\)\.", passes=rf"{SV_SEAT} passar \(R5\)\.",
    leads=rf"{SV_SEAT} spelar ut (?P<play>.+) \(R11\)\.",
    beats=rf"{SV_SEAT} slår (?P<best>{CODES}) med (?P<play>.+) \(R10, R12\)\.",
    discards=rf"{SV_SEAT} kan inte slå (?P<best>{CODES}) och kastar (?P<n>\d) (?P<word>kort) med baksidan upp \(R13\)"
    rf"(?:: (?P<cards>{CODES}))?\.",
    claims_nothing=rf"{SV_SEAT} tar segern med (?P<fu>\d+) fu och inga gamla kort att visa \(R17\)\.",
    claims=rf"{SV_SEAT} tar segern: (?P<fu>\d+) fu \+ (?P<n>\d+) (?P<word>gammalt kort|gamla kort) \((?P<cards>{CODES})\) "
    r"= (?P<f>\d+) fu \(R17\)\.",
    old_word=("gammalt kort", "gamla kort"),
    trick=rf"{SV_SEAT} vinner stick (?P<t>\d+) och får (?P<fu>\d) fu \(R14\)\.",
    over="given är slut",
    status=r"plats (?P<seat>\d) ska (?P<what>säga spela eller passa|slå eller kasta|spela ut eller ta segern|spela ut)",
    status_words={"säga spela eller passa": "call play or pass", "slå eller kasta": "beat or discard",
                  "spela ut eller ta segern": "lead or claim", "spela ut": "lead"},
    drawn="oavgjord",
    draw="Korten tog slut och vinnaren av sista sticket hade färre än sex fu: given blir oavgjord och ingen betalar (R18, R20).",
    result=rf"{SV_SEAT} vinner med (?P<f>\d+) fu (?P<how>genom att ta segern \(R17\)|som vinnare av sista sticket när "
    r"korten tog slut \(R18\))\. Det är värt (?P<f2>\d+) - 5 = (?P<a>\d+) \(R19\): (?P<pays>.+) \(R20\)\. Netto: (?P<net>.+)\.",
    claiming="ta segern", each_pays="varje motspelare betalar {amount}",
    caller_pays="spelföraren, plats {seat} ({name}), betalar båda andelarna, {double}",
    result_line=rf"{SV_SEAT} vinner med (?P<f>\d+) fu; netto (?P<net>.+)",
    nine="en nia är alltid gammal", named=r"(Mau Gung|Bak Chi) kan inte slås när det spelas ut som singel \(R10a\)",
    sequence=r"det ligger direkt under ([CSMT][1-9]), som är gammalt, i en obruten följd på samma hand",
    played=r"(?P<cards>[^()]+) (?P<verb>har) spelats med framsidan upp \((?P<tricks>stick [\d, och]+)\)",
    held=r"(?P<cards>[^()]+) (?P<verb>finns) på samma hand",
    old=r"(?P<name>.+) \((?P<code>[CSMT][1-9])\) är gammalt \((?P<rule>R16[abc])\): (?P<because>.+)\.",
    not_old=r"(?P<name>.+) \((?P<code>[CSMT][1-9])\) är (?:säkert men obevisat: (?P<word>det högre kortet|de högre korten) "
    r"(?P<mine>[^:]+) hamnade bland dina egna kast med baksidan upp, och kast bevisar ingenting \(R16\)|inte gammalt: "
    r"(?P<out>.+?) är inte kän(?:t|da) \(R16b\)(?:; ditt eget kast av (?P<also>.+) bevisar ingenting)?)\.",
    master=rf"Mästare: {SV_SEAT} \(R4\)\.( Nya givar före den här given: (?P<r>\d+) \(R6\)\.)?",
    switches=r"Regelval: (.+) gäller inte\.", holds=rf"{SV_SEAT} har (?P<cards>{CODES})\.", trick_head=r"Stick (\d+)",
    old_for=rf"Gamla kort för {SV_SEAT}: (?P<items>.+)", result_head=r"Resultat: (.+)",
    unfinished=r"Given är inte slut: (.+)\.", joins="och",
)  # fmt: skip
GRAMMARS = {"en": EN, "sv": SV}


def random_deal(rng: random.Random, rules: Rules | None = None) -> Deal:
    deal = Deal.new(rng.getrandbits(32), rules=rules)
    while not deal.is_over:
        deal.apply(deal.legal_moves.sample(rng))
    return deal


def who(match: re.Match, g: Grammar = EN) -> int:
    seat = int(match["seat"])
    assert match["name"] == g.seats[seat]
    return seat


def said_name(c, g: Grammar = EN) -> str:
    """A card's name as ``g``'s language says it: the reference's English name, the suit's name swapped."""
    english = name(c)
    if english in ("Mau Gung", "Bak Chi"):
        return english
    suit, rank = english.split()
    return f"{g.titles[EN.titles.index(suit)]} {rank}"


def check_play_phrase(text: str, played: frozenset, g: Grammar = EN) -> None:
    """``Mau Gung (C1)``, ``Strings 7 (S7)`` or ``S3 S4 S5 (a three-card run)``."""
    if len(played) == 1:
        (c,) = played
        assert text == f"{said_name(c, g)} ({code(c)})", text
        return
    m = re.fullmatch(g.shape, text)
    assert m and cards(m["cards"]) == played and g.shapes[m["shape"]] == shape(played), text
    assert m["n"] == g.words[len(played)], text


# -- moves, tricks, status, results -------------------------------------------------------------


def check_move(
    text: str, before: Position, after: Position, seat: int, action: str, played, viewer=None, g: Grammar = EN
) -> None:
    """A move's sentence against the move and the position before it."""
    if action == "play":
        m = re.fullmatch(g.calls, text)
        assert m and who(m, g) == seat and before.caller is None and after.caller == seat, text
    elif action == "pass":
        m = re.fullmatch(g.passes, text)
        assert m and who(m, g) == seat and before.caller is None, text
    elif action == "lead":
        m = re.fullmatch(g.leads, text)
        assert m and who(m, g) == seat and not before.trick, text
        check_play_phrase(m["play"], played, g)
    elif action == "beat":
        m = re.fullmatch(g.beats, text)
        assert m and who(m, g) == seat and cards(m["best"]) == before.best and beats(played, before.best), text
        check_play_phrase(m["play"], played, g)
    elif action == "discard":
        m = re.fullmatch(g.discards, text)
        assert m and who(m, g) == seat and cards(m["best"]) == before.best, text
        assert not can_beat(before.hand(seat), before.best) and int(m["n"]) == before.lead_size == len(played), text
        if g is EN:
            assert (m["word"] == "card") == (m["n"] == "1"), text
        if m["cards"]:
            assert viewer in (None, seat) and cards(m["cards"]) == played, text
        else:
            assert viewer not in (None, seat), text
    else:
        check_claim(text, before, seat, played, g)


def check_claim(text: str, before: Position, seat: int, played, g: Grammar = EN) -> None:
    fu, old = before.fu[seat], before.old(seat)
    m = re.fullmatch(g.claims_nothing, text)
    if m:
        assert who(m, g) == seat and int(m["fu"]) == fu >= 6 and not old and not played, text
        return
    m = re.fullmatch(g.claims, text)
    assert m and who(m, g) == seat and not before.trick and before.to_act == seat, text
    assert int(m["fu"]) == fu and cards(m["cards"]) == old == played and int(m["n"]) == len(old), text
    assert int(m["f"]) == fu + len(old) >= 6 and m["word"] == g.old_word[len(old) != 1], text


def check_trick(text: str, before: Position, after: Position, g: Grammar = EN) -> None:
    m = re.fullmatch(g.trick, text)
    assert m and not after.trick and after.tricks == int(m["t"]) and after.last_winner == who(m, g), text
    assert len(before.trick) == 2 and int(m["fu"]) == before.lead_size == after.fu[who(m, g)] - before.fu[who(m, g)], (
        text
    )


def check_status(text: str, position: Position, viewer: int | None = None, g: Grammar = EN) -> None:
    if text == g.over:
        assert position.over
        return
    m = re.fullmatch(g.status, text)
    assert m and int(m["seat"]) == position.to_act, text
    seat = int(m["seat"])
    what = g.status_words[m["what"]]
    assert (what == "call play or pass") == (position.caller is None), text
    assert (what == "beat or discard") == bool(position.trick), text
    if what == "lead or claim":
        assert viewer in (None, seat) and position.fu[seat] + len(position.old(seat)) >= 6, text
    if what == "lead" and viewer in (None, seat):
        assert position.fu[seat] + len(position.old(seat)) < 6, text


def check_result_line(text: str, end: Position, g: Grammar = EN) -> None:
    if text == g.drawn:
        assert end.over and end.winner is None
        return
    m = re.fullmatch(g.result_line, text)
    assert m and who(m, g) == end.winner and int(m["f"]) == end.final and m["net"] == signed(end.net()), text


def signed(net) -> str:
    return " ".join(f"{n:+d}" if n else "0" for n in net)


def check_result(text: str, end: Position, g: Grammar = EN) -> None:
    assert end.over, text
    if end.winner is None:
        assert text == g.draw
        assert not end.by_claim and end.fu[known(end.last_winner)] < 6 and not any(end.hands)
        return
    m = re.fullmatch(g.result, text)
    assert m and who(m, g) == end.winner and int(m["f"]) == int(m["f2"]) == end.final, text
    amount = known(end.final) - 5
    assert int(m["a"]) == amount >= 1 and m["net"] == signed(end.net()), text
    assert (g.claiming in m["how"]) == end.by_claim, text
    if not end.by_claim:
        assert end.last_winner == end.winner and not any(end.hands), text
    if end.winner == end.caller:
        assert m["pays"] == g.each_pays.format(amount=amount), text
    else:
        c = known(end.caller)
        assert m["pays"] == g.caller_pays.format(seat=c, name=g.seats[c], double=2 * amount), text


# -- Old cards and their proofs -----------------------------------------------------------------


def check_because(text: str, c, seat: int, position: Position, g: Grammar = EN) -> str:
    """The facts of a proof; returns the rule they prove."""
    hand = position.hand(seat)
    if text == g.nine:
        assert c[1] == 9
        return "R16a"
    if m := re.fullmatch(g.named, text):
        assert name(c) == m[1]
        return "R16a"
    if m := re.fullmatch(g.sequence, text):
        above = card(m[1])
        assert above == (c[0], c[1] + 1) and above in hand and is_old(above, hand, position.public), text
        return "R16c"
    said_played, said_held = set[Card](), set[Card]()
    for part in text.split("; "):
        if m := re.fullmatch(g.played, part):
            played = [card(x) for x in re.findall(r"[CSMT][1-9]", m["cards"])]
            numbers = [int(n) for n in re.findall(r"\d+", m["tricks"])]
            numbers = numbers * len(played) if len(numbers) == 1 else numbers
            assert len(numbers) == len(played), text
            if g is EN:
                assert (len(played) > 1) == (m["verb"] == "were"), text
            for x, t in zip(played, numbers, strict=True):
                assert position.played.get(x) == t, f"{text}: {code(x)} in trick {t}?"
            said_played |= set(played)
        elif m := re.fullmatch(g.held, part):
            held = cards(m["cards"])
            assert held <= hand, text
            if g is EN:
                assert (len(held) > 1) == (m["verb"] == "are"), text
            said_held |= held
        else:
            raise AssertionError(f"unknown proof: {text!r}")
    assert said_played | said_held == set(higher(c)) and not said_played & said_held, text
    return "R16b"


def check_old_sentence(text: str, seat: int, position: Position, g: Grammar = EN) -> None:
    m = re.fullmatch(g.old, text)
    assert m, text
    c = card(m["code"])
    assert said_name(c, g) == m["name"] and c in position.hand(seat), text
    assert is_old(c, position.hand(seat), position.public), text
    assert check_because(m["because"], c, seat, position, g) == m["rule"], text


def check_not_old_sentence(text: str, seat: int, position: Position, g: Grammar = EN) -> None:
    hand, public, own = position.hand(seat), position.public, position.discards[seat]
    m = re.fullmatch(g.not_old, text)
    assert m, text
    c = card(m["code"])
    assert said_name(c, g) == m["name"] and c in hand and not is_old(c, hand, public), text
    unknown = {h for h in higher(c) if h not in hand and h not in public}
    if m["mine"]:
        assert cards(m["mine"]) == unknown <= own, text
        assert m["word"] in (("card", "det högre kortet") if len(unknown) == 1 else ("cards", "de högre korten")), text
    else:
        assert cards(m["out"]) == unknown - own != set() and cards(m["also"] or "") == unknown & own, text


# -- the narration, line by line -----------------------------------------------------------------


def check_narration(lines: list[str], deal: Deal, truth: list[Position], viewer: int | None, g: Grammar = EN) -> None:
    """Every line of ``explain.narrate`` (open table or a seat's view), read back and checked."""
    moves = [((deal.master + i) % 3, str(c)) for i, c in enumerate(deal.calls)]
    moves += [(m.seat, m.action.value) for m in deal.moves]
    played: list[frozenset[Card]] = [frozenset()] * len(deal.calls) + [
        truth[i + 1 + len(deal.calls)].claimed or _cards_of(m) for i, m in enumerate(deal.moves)
    ]
    step, told_old = 0, {s: set[Card]() for s in range(3)}
    seen_steps, tricks_told = [], 0
    for line in lines:
        text = line.strip()
        if m := re.fullmatch(g.master, text):
            assert who(m, g) == deal.master and int(m["r"] or 0) == deal.redeals
        elif m := re.fullmatch(g.switches, text):
            switches = (("R16d", deal.rules.noncaller_lead_rule), ("R8", deal.rules.passed_master_limit))
            off = {rule for rule, on in switches if not on}
            assert set(m[1].split(f" {g.joins} ")) == off and off
        elif m := re.fullmatch(g.holds, text):
            assert viewer in (None, who(m, g)) and cards(m["cards"]) == truth[0].hand(who(m, g))
        elif m := re.fullmatch(g.trick_head, text):
            tricks_told += 1
            assert int(m[1]) == tricks_told and moves[step][1] == "lead"  # the next step is that trick's lead
        elif m := re.fullmatch(r"(\d+)\. (.+)", text):
            step = int(m[1])
            seen_steps.append(step)
            seat, action = moves[step - 1]
            check_move(m[2], truth[step - 1], truth[step], seat, action, played[step - 1], viewer, g)
        elif re.fullmatch(g.trick.split(r" (?P<t>")[0] + r" .+", text):
            check_trick(text, truth[step - 1], truth[step], g)
        elif m := re.fullmatch(g.old_for, text):
            seat, now = who(m, g), truth[step]
            assert viewer in (None, seat)
            named = set()
            for item in re.split(r"; (?=[CSMT][1-9] \(R16)", m["items"]):
                p = re.fullmatch(r"(?P<code>[CSMT][1-9]) \((?P<rule>R16[abc]): (?P<because>.+)\)", item)
                assert p, item
                c = card(p["code"])
                assert c in now.old(seat) and c not in told_old[seat]
                assert check_because(p["because"], c, seat, now, g) == p["rule"], item
                named.add(c)
            assert named == set(now.old(seat)) - told_old[seat]
            told_old[seat] = set(now.old(seat))
        elif m := re.fullmatch(g.result_head, text):
            check_result(m[1], truth[-1], g)
        elif m := re.fullmatch(g.unfinished, text):
            check_status(m[1], truth[-1], viewer, g)
        else:
            raise AssertionError(f"a line of an unknown kind: {line!r}")
    assert seen_steps == list(range(1, len(moves) + 1))


def _cards_of(move) -> frozenset:
    from truth_reference import of_mask

    return of_mask(move.mask)


@pytest.mark.parametrize("part", range(5))
def test_every_narrated_sentence_is_true(part: int) -> None:
    """``explain.narrate`` of thousands of random deals, as the open table and as each seat saw them."""
    rng = random.Random(part)
    switches = [None, None, Rules(noncaller_lead_rule=False), Rules(passed_master_limit=False)]
    for _ in range(DEALS // 5):
        deal = random_deal(rng, rng.choice(switches))
        truth = positions(deal)
        record = Record.from_deal(deal)
        for viewer in (None, rng.randrange(3)):
            check_narration(narrate(record, viewer), deal, truth, viewer)


@pytest.mark.parametrize("part", range(2))
def test_every_narrated_sentence_is_true_in_swedish(part: int) -> None:
    """The same in Swedish, read by the Swedish patterns: every sentence says the same true thing."""
    rng = random.Random(50 + part)
    switches = [None, None, Rules(noncaller_lead_rule=False), Rules(passed_master_limit=False)]
    for _ in range(DEALS // 10):
        deal = random_deal(rng, rng.choice(switches))
        truth = positions(deal)
        record = Record.from_deal(deal)
        for viewer in (None, rng.randrange(3)):
            with language("sv"):
                lines = narrate(record, viewer)
            check_narration(lines, deal, truth, viewer, SV)


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("part", range(3))
def test_every_old_and_not_old_sentence_and_status_is_true(part: int, lang: str) -> None:
    """Each seat's Old cards with proofs, every other card's reason, the status, at every step."""
    g = GRAMMARS[lang]
    rng = random.Random(100 + part)
    for _ in range(DEALS // 30 if lang == "en" else DEALS // 100):
        deal = random_deal(rng)
        truth = positions(deal)
        record = Record.from_deal(deal)
        with language(lang):
            for position, now in zip([record.start()] + [s.deal for s in record.steps()], truth, strict=True):
                check_status(explain.status(position), now, g=g)
                for seat in (0, 1, 2):
                    check_status(explain.status(position.view(seat)), now, seat, g)
                    seen = position.played_in()
                    for c in position.hand(seat):
                        why = proof_for(c, position.hands[seat], seen)
                        if isinstance(why, Proof):
                            check_old_sentence(explain.old_sentence(why), seat, now, g)
                        else:
                            reason = not_old(c, position.hands[seat], seen, position.discards[seat])
                            check_not_old_sentence(explain.not_old_sentence(reason), seat, now, g)
            end = truth[-1]
            check_result_line(explain.result_line(known(deal.result), SEATS), end, g)


def test_the_swedish_patterns_refuse_a_wrong_sentence() -> None:
    """The Swedish reading can fail: a sentence with the wrong fact, or in English, does not pass."""
    rng = random.Random(9)
    deal = random_deal(rng)
    truth = positions(deal)
    record = Record.from_deal(deal)
    with language("sv"):
        lines = narrate(record)
    check_narration(lines, deal, truth, None, SV)
    for i, line in enumerate(lines):
        for wrong in (line.replace("plats 0 (Du)", "plats 0 (Öst)"), re.sub(r"\b([1-5]) fu\b", "9 fu", line)):
            if wrong != line:
                with pytest.raises(AssertionError):
                    check_narration([*lines[:i], wrong, *lines[i + 1 :]], deal, truth, None, SV)
                break
    with pytest.raises(AssertionError):
        check_narration(narrate(record), deal, truth, None, SV)


# -- the widgets ----------------------------------------------------------------------------------


def check_stepper_step(stepper, k: int, truth: list[Position], deal: Deal) -> None:
    now, n = truth[k], len(truth) - 1
    status = html_text(stepper.status.value)
    m = re.fullmatch(r"Step (?P<k>\d+) of (?P<n>\d+)(?: · (?P<where>calling|trick \d+))? · (?P<now>.+)", status)
    assert m and int(m["k"]) == k and int(m["n"]) == n, status
    assert m["where"] == (f"trick {now.tricks}" if now.tricks else "calling" if now.caller is None else None), status
    if now.over:
        check_result_line(m["now"], now)
    else:
        check_status(m["now"], now)
    for line in re.findall(r"<p>(.*?)</p>", stepper.move_panel.value):
        text = html_text(line)
        if k == 0:
            assert text == f"Seat {deal.master} ({SEATS[deal.master]}) is the Master and calls first (R4, R5).", text
        elif m := re.fullmatch(rf"The Master, {SEAT}, leads the first trick \(R7\)\.", text):
            assert who(m) == deal.master and now.caller is not None and truth[k - 1].caller is None
        elif re.match(rf"{SEAT} wins trick", text):
            check_trick(text, truth[k - 1], now)
        elif text.startswith(tuple(f"Seat {s} ({SEATS[s]}) wins with" for s in range(3))) or text.startswith(
            "The cards"
        ):
            check_result(text, now)
        else:
            seat, action, played = _move_at(deal, k)
            check_move(text, truth[k - 1], now, seat, action, played)
    for seat in (0, 1, 2):
        head = html_text(stepper.heads[seat].value)
        assert (" Master " in f" {head} ") == (seat == deal.master), head
        assert (" Caller " in f" {head} ") == (seat == now.caller), head
        n = len(now.hands[seat])
        assert f"{now.fu[seat]} fu" in head and f"{n} card{'s' * (n != 1)}" in head, head
        assert ("to act" in head) == (seat == now.to_act), head
        if now.over and now.winner == seat:
            assert f"wins with {now.final} fu" in head
        for face in stepper.hands[seat].faces:  # each card of the hand: its tooltip and its accessible name
            c = card(face["code"])
            tip = face["title"]
            assert face["name"].endswith(", Old") == is_old(c, now.hand(seat), now.public), face["name"]
            if "is Old" in tip:
                check_old_sentence(tip, seat, now)
            elif "not Old" in tip or "safe but unproven" in tip:
                check_not_old_sentence(tip, seat, now)
            else:
                assert tip == f"{name(c)} ({code(c)})" and not is_old(c, now.hand(seat), now.public), tip
    check_old_panel(stepper.old_panel.value, truth[max(k - 1, 0)], now)
    check_trick_box(html_text(stepper.trick.value), deal, now, max(k - len(deal.calls), 0))
    for chip in re.findall(r'<span class="lukfu-chip[^"]*" title="([^"]+)"', stepper.played.value):
        m = re.fullmatch(r"(?P<name>.+) \((?P<code>[CSMT][1-9])\), trick (?P<t>\d+)", html.unescape(chip))
        assert m and name(card(m["code"])) == m["name"] and now.played.get(card(m["code"])) == int(m["t"]), chip


def check_trick_box(text: str, deal: Deal, now: Position, made: int) -> None:
    """The trick drawn on the table: its number, each seat's move, discards face down, the winner (R13, R14)."""
    if now.tricks == 0:
        assert text == "No trick yet.", text
        return
    moves = [m for m in deal.moves[:made] if m.action.value != "claim"]
    leads = [i for i, m in enumerate(moves) if m.action.value == "lead"]
    trick = moves[leads[-1] :]
    done = len(trick) == 3
    m = re.match(r"Trick (?P<t>\d+)(?:: won by (?P<w>\w+) \(R14\))? ", text + " ")
    assert m and int(m["t"]) == now.tricks and (m["w"] is not None) == done, text
    if done:
        assert m["w"] == SEATS[known(now.last_winner)], text
    verbs = {"lead": "leads", "beat": "beats", "discard": "discards"}
    best = [mv for mv in trick if mv.action.value != "discard"][-1]
    for mv in trick:
        said = f"{SEATS[mv.seat]}: {verbs[mv.action.value]}" + (" and wins" if done and mv is best else "")
        assert said in text, (said, text)
        if mv.action.value == "discard":
            assert f"face down: {' '.join(code(c) for c in sorted(_cards_of(mv)))}" in text, text


def check_old_panel(panel: str, before: Position, now: Position) -> None:
    for block in re.split(r"(?=<h4>)", panel):
        if not block:
            continue
        head = html_text(known(re.match(r"<h4>(.*?)</h4>", block))[1])
        items = [html_text(i) for i in re.findall(r"<li>(.*?)</li>", block)]
        if m := re.fullmatch(rf"Old cards of {SEAT}: (?P<n>\d+)", head):
            seat = who(m)
            assert int(m["n"]) == len(now.old(seat)) == len(items)
            for item in items:
                new = item.endswith(" (new)")
                sentence = item.removesuffix(" (new)")
                check_old_sentence(sentence, seat, now)
                c = card(known(re.search(r"\(([CSMT][1-9])\) is Old", sentence))[1])
                assert new == (c not in before.old(seat)), item
        elif m := re.fullmatch(rf"Strong but not Old \({SEAT}\)", head):
            for item in items:
                check_not_old_sentence(item, who(m), now)
        else:
            raise AssertionError(f"an Old panel block of an unknown kind: {head!r}")


def _move_at(deal: Deal, k: int):
    from truth_reference import of_mask

    calls = len(deal.calls)
    if k <= calls:
        return (deal.master + k - 1) % 3, str(deal.calls[k - 1]), frozenset()
    move = deal.moves[k - 1 - calls]
    return move.seat, move.action.value, of_mask(move.mask)


@pytest.mark.parametrize("seed", range(4))
def test_the_stepper_says_only_true_things(seed: int) -> None:
    from lukfu_teach.widgets import DealStepper

    rng = random.Random(200 + seed)
    for _ in range(10):
        deal = random_deal(rng)
        truth = positions(deal)
        stepper = DealStepper(Record.from_deal(deal), ai_level=None)
        for k in range(len(truth)):
            stepper.go(k)
            check_stepper_step(stepper, k, truth, deal)
            held = [c for s in (0, 1, 2) for c in truth[k].hand(s)]
            focus = held[rng.randrange(len(held))] if held else None
            if focus is not None:
                info = html_text(stepper.explain_card(EngineCard.parse(code(focus))))
                holder = next(s for s in (0, 1, 2) if focus in truth[k].hands[s])
                m = re.fullmatch(rf"(?P<label>.+), held by {SEAT} (?P<text>.+)", info)
                assert m and who(m) == holder and m["label"] == f"{name(focus)} ({code(focus)})", info
                if " is Old " in m["text"]:
                    check_old_sentence(m["text"], holder, truth[k])
                else:
                    check_not_old_sentence(m["text"], holder, truth[k])


@pytest.mark.parametrize("seed", range(6))
def test_the_play_table_says_only_true_things(seed: int) -> None:
    from lukfu_teach.widgets import PlayTable

    rng = random.Random(300 + seed)
    table = PlayTable(seed, learner=seed % 3, levels=("random", "random"), coach="random", delay=0)
    me = table.learner
    names = table.seats
    while not table.deal.is_over:
        truth = positions(table.deal)[-1]
        status = html_text(table.status.value)
        check_table_status(status, table, truth)
        fu, old = truth.fu[me], len(truth.old(me))
        assert table.claim_button.description.startswith(f"Claim: {fu} fu + {old} Old = {fu + old}")
        legal = table.deal.legal_moves
        if legal.action.value in ("play", "pass"):
            table.call(rng.choice(["play", "pass"]))
        elif legal.claim is not None and rng.random() < 0.5:
            table.claim()
        elif (move := legal.sample(rng)).action.value == "claim":  # a sampled claim is made with its button
            table.claim()
        else:
            table.select(move.cards)
            assert table.play_selected(), table.message.value
    end = positions(table.deal)[-1]
    headline = html_text(known(re.match(r"<h4>(.*?)</h4>", table.result_panel.value))[1])
    if end.winner is None:
        assert headline == "Drawn"
    else:
        winner = "You win" if end.winner == me else f"{names[end.winner]} wins"
        assert headline == f"{winner} with F = {end.final}"
    assert names == tuple(SEATS[(s - me) % 3] for s in range(3))
    check_log(table.moves_log.value, table.deal, me, names)


def check_log(value: str, deal: Deal, me: int, names) -> None:
    """The table's log once the deal is over: every move as the learner saw it, the Master's lead, tricks, redeals."""
    value = re.sub(r'<div class="lukfu-why">.*?</div>', "", value, flags=re.S)
    lines = [html_text(item).removesuffix(" why?") for item in re.findall(r"<li>(.*?)</li>", value, flags=re.S)]
    redealt = [
        i for i, line in enumerate(lines) if line == "All three passed: the cards are shuffled and dealt again (R6)."
    ]
    assert len(redealt) == deal.redeals
    lines = lines[redealt[-1] + 1 :] if redealt else lines
    for line in lines:  # the table's own names: "You" for the learner, then East and West (R3)
        assert all(names[int(n)] == who for n, who in re.findall(r"seat (\d) \((\w+)\)", line)), line
    truth = positions(deal)
    moves = [((deal.master + i) % 3, str(c)) for i, c in enumerate(deal.calls)] + [
        (m.seat, m.action.value) for m in deal.moves
    ]
    i = 0
    for k, (seat, action) in enumerate(moves, 1):
        check_move(_as_default(lines[i], names), truth[k - 1], truth[k], seat, action, _move_cards(deal, k), me)
        i += 1
        if action == "play":
            assert lines[i] == f"The Master, seat {deal.master} ({names[deal.master]}), leads the first trick (R7)."
            i += 1
        elif action in ("beat", "discard") and not truth[k].trick:
            check_trick(_as_default(lines[i], names), truth[k - 1], truth[k])
            i += 1
    assert i == len(lines)


def _as_default(text: str, names) -> str:
    """A table's sentence with its seat names (the learner is "You") put back to the default ones."""
    return re.sub(r"([Ss]eat) (\d) \((\w+)\)", lambda m: f"{m[1]} {m[2]} ({SEATS[int(m[2])]})", text)


def _move_cards(deal: Deal, k: int) -> frozenset:
    return _move_at(deal, k)[2]


def check_table_status(status: str, table, truth: Position) -> None:
    me, deal = table.learner, table.deal
    if status.startswith("Your call"):
        assert truth.caller is None and truth.to_act == me
    elif m := re.fullmatch(r"You can beat (?P<best>[^,]+), so you must \(R12\): select a play that beats it\.", status):
        assert cards(m["best"]) == truth.best and can_beat(truth.hand(me), truth.best)
    elif m := re.fullmatch(
        r"You cannot beat (?P<best>.+): select (?P<n>\d) cards? to discard face down \(R13\)\.", status
    ):
        assert cards(m["best"]) == truth.best and not can_beat(truth.hand(me), truth.best)
        assert int(m["n"]) == truth.lead_size
    elif status.startswith("Your lead"):
        assert truth.to_act == me and not truth.trick
        noncaller, rule = truth.caller != me, deal.rules.noncaller_lead_rule
        all_old = truth.old(me) == truth.hand(me)
        assert ("a non-Old card from your highest suit" in status) == (noncaller and rule and not all_old), status
        assert ("every card you hold is old" in status.lower()) == (noncaller and rule and all_old), status
        passed_master = truth.master == me != truth.caller and deal.rules.passed_master_limit
        assert ("as the master who passed" in status.lower()) == passed_master, status
        assert (", or claim (R17)." in status) == (truth.fu[me] + len(truth.old(me)) >= 6), status  # limits follow
    else:
        raise AssertionError(f"a status of an unknown kind: {status!r}")


def test_the_reference_reads_the_rules_as_the_rules_say() -> None:
    """A few worked examples of RULES.md, so the reference itself is not wrong."""
    assert beats(cards("S6 S7 S8"), cards("S3 S4 S5")) and beats(cards("M1 M2 M3"), cards("S3 S4 S5"))
    assert not beats(cards("S4 S5 S6 S7"), cards("S3 S4 S5"))
    assert beats(cards("S9 M9 T9"), cards("C1 S1 M1")) and not beats(cards("C5 S5 T5"), cards("C1 S1 M1"))
    assert (
        not beats(cards("C9"), cards("C1")) and not beats(cards("T9"), cards("T1")) and beats(cards("S2"), cards("S1"))
    )
    hand = cards("S7 S5 C2")
    assert is_old(card("S7"), hand, cards("S9 S8")) and not is_old(card("S5"), hand, cards("S9 S8"))
    assert is_old(card("M7"), cards("M9 M8 M7"), frozenset())
