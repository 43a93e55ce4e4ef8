"""The truth principle for drills: every answer is judged as an independent reading of the rules judges it,
and every sentence a learner reads (situation, feedback, explanation) is true in the drill's position.

The reference is ``truth_reference`` (cards as pairs, no engine masks, plays or Old cards). Each sentence is
read back by the pattern of its kind and its facts checked; a sentence of an unknown kind fails the test,
so a new kind of sentence needs its check here. Drills from the catalogue and from many seeds are checked.
"""

from __future__ import annotations

import re
from itertools import combinations

import pytest
from test_truth import check_move, check_not_old_sentence, check_old_sentence, check_result
from truth_reference import NAMES, TITLES, Position, beats, can_beat, card, cards, higher, is_old, name
from truth_reference import plays as ref_plays
from truth_reference import positions as ref_positions
from truth_reference import shape as ref_shape

from lukfu_teach import drills
from lukfu_teach.cards import codes

SEATS = ("You", "East", "West")
CODES = r"(?:[CSMT][1-9] )*[CSMT][1-9]"
WORDS = {3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}
SUITS = "|".join(TITLES)


def seat_re(group: str) -> str:
    return rf"[Ss]eat (?P<{group}>\d) \((?P<{group}_name>\w+)\)"


def seat_of(m: re.Match, group: str) -> int:
    seat = int(m[group])
    assert m[f"{group}_name"] == SEATS[seat], m[0]
    return seat


def codes_of(text: str) -> frozenset:
    return cards(text)


def listed(text: str) -> list[frozenset]:
    """Plays listed as ``S6 S7 S8, M1 M2 M3 or M2 M3 M4``."""
    return [cards(p) for p in re.split(r", | or | and ", text)]


def phrase_cards(text: str) -> frozenset:
    """A play as ``Strings 7 (S7)`` or ``S3 S4 S5 (a three-card run)`` (its shape checked)."""
    if m := re.fullmatch(rf"(?P<cards>{CODES}) \(a (?P<n>\w+)-card (?P<shape>set|run)\)", text):
        played = cards(m["cards"])
        assert ref_shape(played) == m["shape"] and WORDS[len(played)] == m["n"], text
        return played
    m = re.fullmatch(r"(?P<name>.+) \((?P<code>[CSMT][1-9])\)", text)
    assert m and name(card(m["code"])) == m["name"], text
    return frozenset([card(m["code"])])


# -- the position a drill is set in, read independently ----------------------------------------------------


class Truth:
    """A drill's position as ``truth_reference`` replays it, with what the learner's seat holds."""

    def __init__(self, drill) -> None:
        self.drill = drill
        deal = drill.deal
        self.deal = deal
        self.steps: list[Position] = ref_positions(deal) if deal is not None else []
        self.now: Position | None = self.steps[-1] if self.steps else None
        self.seat = drill.seat

    def hand(self) -> frozenset:
        return self.now.hand(self.seat)  # type: ignore[union-attr]

    def lead_check(self, seat: int, play: frozenset) -> set[str]:
        """{"legal"} or the reasons a lead is refused (R9, R8, R16d-old, R16d-suit)."""
        now, rules = self.now, self.deal.rules
        if ref_shape(play) is None:
            return {"R9"}
        if seat == now.master and seat != now.caller and rules.passed_master_limit and len(play) >= 4:
            return {"R8"}
        if len(play) == 1 and seat != now.caller and rules.noncaller_lead_rule:
            hand, old = now.hand(seat), now.old(seat)
            if old != hand:
                (c,) = play
                top = max(s for s, _ in hand - old)
                keys = {"R16d-old"} if c in old else set()
                keys |= {"R16d-suit"} if c[0] != top else set()
                if keys:
                    return keys
        return {"legal"}

    def trick_fu(self) -> int:
        before, after = self.steps[-2], self.steps[-1]
        return after.fu[after.last_winner] - before.fu[after.last_winner]


def reference_correct(drill, answer) -> bool:
    """Whether ``answer`` (in a plain form: codes, a key, a number) is right, read from the rules alone."""
    t = Truth(drill)
    kind = type(drill).__name__
    now = t.now
    if kind == "PlayDrill":
        played = cards(answer)
        seat = drill.seat
        if now.trick:
            if can_beat(now.hand(seat), now.best):
                return beats(played, now.best) and drill.want is None
            right = len(played) == now.lead_size and played <= now.hand(seat)
            return right and not (drill.want == "keep_old" and played & now.old(seat))
        if t.lead_check(seat, played) != {"legal"}:
            return False
        return drill.want is None or ref_shape(played) == drill.want
    if kind == "OldDrill":
        return cards(answer) == now.old(drill.seat)
    if kind == "NameDrill":
        return card(answer) == card(str(drill.target))
    if kind == "ActionDrill":
        seat = drill.seat
        if not now.trick:
            return answer == ("claim" if now.fu[seat] + len(now.old(seat)) >= 6 else "lead")
        return answer == ("beat" if can_beat(now.hand(seat), now.best) else "discard")
    if kind == "ShapeDrill":
        return answer == (ref_shape(cards(" ".join(str(c) for c in drill.cards))) or "none")
    if kind == "WhichBeatDrill":
        best = cards(codes(drill.best))
        right = {c.key for c in drill.choices if beats(cards(c.label), best)}
        return set(answer) == right
    if kind == "LeadCheckDrill":
        return answer in t.lead_check(drill.seat, cards(codes(drill.lead)))
    if kind == "RedealDrill":
        return answer == "redeal_same"  # R6 (Reading): the Master stays the same
    if kind == "SeeDrill":
        return answer == ("yes" if drill.deal.moves[drill.index].seat == drill.seat else "no")
    if kind == "ReadCodeDrill":
        return answer == str(drill.card)
    if kind == "SeatDrill":
        truth = {
            "to_act": lambda: now.to_act,
            "caller": lambda: now.caller,
            "next_caller": lambda: None if now.caller is not None else now.to_act,
            "trick_winner": lambda: now.last_winner,
            "deal_winner": lambda: now.winner,
        }[drill.ask]()
        return answer == ("none" if truth is None else truth)
    if kind == "NumberDrill":
        truth = {
            "deck": lambda: 36,
            "hand": lambda: len(t.steps[0].hands[0]),
            "discard": lambda: now.lead_size,
            "trick_fu": t.trick_fu,
            "claim_f": lambda: now.fu[drill.seat] + len(now.old(drill.seat)),
            "amount": lambda: now.final - 5,
            "count": lambda: len(now.hands[drill.of]),
        }[drill.ask]()
        return answer == truth
    if kind == "PaysDrill":
        return tuple(answer) == now.net()
    if kind == "OrderDrill":
        return answer == "C S M T"
    raise AssertionError(f"no reference for {kind}")


def sample_answers(drill) -> list:
    """Right and wrong answers to try, in plain forms."""
    kind = drill.answer_kind
    if kind == "cards":
        held = [str(c) for c in drill.cards]
        out = [*held, drill.solution()]
        solution = drill.solution().split()
        out += [" ".join(solution[:-1])] if len(solution) > 1 else []
        out += [" ".join(sorted({*solution, c})) for c in held[:4] if c not in solution]
        if type(drill).__name__ == "PlayDrill":
            deal = drill.deal
            out += [str(m).split(":")[2].replace(",", " ") for m in list(deal.legal_moves)[:30]]
            out += [" ".join(g) for g in combinations(held, 3)][:40]
        return [a for a in dict.fromkeys(out) if a]
    if kind == "choice":
        keys = [c.key for c in drill.choices]
        if drill.multiple:
            return [list(g) for n in range(1, len(keys) + 1) for g in combinations(keys, n)]
        return keys
    if kind in ("seat", "number"):
        return [c.key if c.key == "none" else int(c.key) for c in drill.choices] + [drill.solution()]
    if kind == "net":
        return [drill.solution(), *(tuple(int(n) for n in c.key.split()) for c in drill.choices), (1, 1, 1)]
    return ["C S M T", "T M S C", "S C M T", "C S T M"]


def all_drills() -> list:
    out = list(drills.catalog())
    for seed in range(20):
        out += drills.generate(seed)
    return out


ALL = all_drills()


@pytest.mark.parametrize("drill", ALL, ids=lambda d: d.id)
def test_answers_are_judged_as_the_rules_judge_them(drill):
    answers = sample_answers(drill)
    right = wrong = 0
    for answer in answers:
        feedback = drill.submit(answer)
        if not feedback.valid:
            continue
        expected = reference_correct(drill, answer)
        assert feedback.correct == expected, (drill.id, answer, feedback.text)
        right += expected
        wrong += not expected
    assert right >= 1 and wrong >= 1, (drill.id, right, wrong)


# -- every sentence, read back -----------------------------------------------------------------------------

RULE_STATEMENTS = {  # sentences that state a rule, true in every position (RULES.md)
    "Calls go in turn order, 0 → 1 → 2 → 0, from the Master (R3, R5).",
    "Answers go in turn order, 0 → 1 → 2 → 0 (R3, R12).",
    "The winner of a trick leads the next (R14).",
    "The Master leads the first trick (R7).",
    "The first seat to call play is the caller (R5).",
    "Calling stops at the first seat that says play (R5).",
    "The owner of the best play wins the trick (R14).",
    "When the cards run out, the last trick's winner wins with six fu or more; otherwise the deal is drawn (R18).",
    "Count the ranks and the suits (R1).",
    "The three seats share the whole deck equally (R1, R4).",
    "A seat that cannot beat discards as many cards as the lead (R13).",
    "The winner scores the cards of its own winning play, never the others' (R14).",
    "F counts your fu and the Old cards you lay down (R17).",
    "A win with F fu is worth F - 5 (R19).",
    "Count the cards that seat has played and discarded; card counts are public (R15).",
    "A win with F fu is worth A = F - 5 (R19).",
    "The winner receives 2A: if the caller wins, each noncaller pays A; if a noncaller wins, the caller alone pays "
    "2A (R20).",
}


class Reader:
    """Reads the sentences of one drill and checks each against the truth."""

    def __init__(self, drill) -> None:
        self.drill = drill
        self.t = Truth(drill)
        self.now = self.t.now
        self.seat = drill.seat

    # -- the situation ------------------------------------------------------------------------------

    def situation(self, lines: list[str]) -> None:
        deal = self.t.deal
        calls = [((deal.master + i) % 3, str(c)) for i, c in enumerate(deal.calls)]
        said = 0
        for text in lines:
            if m := re.fullmatch(rf"The Master is {seat_re('s')} \(R4\)\.", text):
                assert seat_of(m, "s") == self.now.master, text
            elif m := re.fullmatch(rf"{seat_re('s')} says (?P<call>play|pass) \(R5\)\.", text):
                assert calls[said] == (seat_of(m, "s"), m["call"]), text
                said += 1
            elif m := re.fullmatch(r"Tricks played: (?P<n>\d+); played face up in them: (?P<cards>.+) \(R15\)\.", text):
                n = int(m["n"])
                assert {c for c, t in self.now.played.items() if t <= n} == cards(m["cards"]), text
                assert n in (self.now.tricks, self.now.tricks - 1), text
            elif m := re.fullmatch(r"Your own face-down discards in them: (?P<cards>.+) \(R13\)\.", text):
                assert cards(m["cards"]) <= self.now.discards[self.seat] and cards(m["cards"]), text
            elif m := re.fullmatch(r"Fu so far: (?P<fu>.+) \(R14\)\.", text):
                parts = re.findall(r"[Ss]eat (\d) \((\w+)\) (\d+)", m["fu"])
                assert [(int(s), SEATS[int(s)], int(f)) for s, _, f in parts] == [
                    (s, SEATS[s], self.now.fu[s]) for s in (0, 1, 2)
                ], text
            elif m := re.fullmatch(r"All three passed (?:once|(\d+) times) before, and the cards were dealt again"
                                   r"(?: each time)? \(R6\)\.", text):  # fmt: skip
                assert int(m[1] or 1) == deal.redeals > 0 and ("each" in text) == (deal.redeals > 1), text
            elif text == "The deal is over.":
                assert self.now.over, text
            elif m := re.fullmatch(rf"{seat_re('s')} is to act \(R3\)\.", text):
                assert seat_of(m, "s") == self.now.to_act, text
            else:
                self.a_move(text)
        assert said == len(calls)

    def a_move(self, text: str) -> None:
        """A move of the told trick or a claim (``explain.move_sentence``), checked at its step."""
        deal, steps = self.t.deal, self.t.steps
        m = re.match(r"[Ss]eat (\d)", text)
        assert m, f"a sentence of an unknown kind: {text!r}"
        seat = int(m[1])
        offset = len(deal.calls)
        for i in range(len(deal.moves) - 1, -1, -1):
            move = deal.moves[i]
            if move.seat != seat:
                continue
            try:
                check_move(text, steps[offset + i], steps[offset + i + 1], seat, move.action.value,
                           cards(codes(move.mask)), self.seat)  # fmt: skip
                return
            except AssertionError:
                continue
        raise AssertionError(f"no move of the deal fits {text!r}")

    # -- feedback and explanations ------------------------------------------------------------------

    def sentence(self, text: str, answer=None) -> None:  # noqa: C901 - one branch a kind of sentence
        now, seat, drill = self.now, self.seat, self.drill
        if text in ("Right.", "Not so.", "Not quite.", "Right"):
            return
        if text in RULE_STATEMENTS:
            return self.rule_statement(text)
        if m := re.fullmatch(r"(?P<play>.+) beats (?P<best>" + CODES + r"): (?P<why>.+)\.", text):
            return self.beats(phrase_cards(m["play"]) if "(" in m["play"] else cards(m["play"]), cards(m["best"]),
                              m["why"])  # fmt: skip
        if m := re.fullmatch(rf"(?P<play>{CODES}) does not beat (?P<best>{CODES}): (?P<why>.+) \((?P<rule>R10[ab]?)\)\.",
                             text):  # fmt: skip
            return self.not_beats(cards(m["play"]), cards(m["best"]), m["why"], m["rule"])
        if m := re.fullmatch(r"Not allowed: (?P<why>.+)\.", text):
            return self.refusal(m["why"], cards(answer) if isinstance(answer, str) else frozenset())
        if m := re.fullmatch(rf"Your only play that beats (?P<best>{CODES}) is (?P<play>{CODES}), so you must play "
                             r"it \(R12\)\.", text):  # fmt: skip
            return self.beaters(cards(m["best"]), [cards(m["play"])])
        if m := re.fullmatch(rf"Your plays that beat (?P<best>{CODES}): (?P<plays>.+); you must play one of them, "
                             r"your choice which \(R12\)\.", text):  # fmt: skip
            return self.beaters(cards(m["best"]), listed(m["plays"]))
        if m := re.fullmatch(r"(?P<play>.+) is a legal lead: (?P<why>.+)\.", text):
            return self.legal_lead(phrase_cards(m["play"]), m["why"])
        if m := re.fullmatch(r"For example (?P<play>.+): (?P<why>.+)\.", text):
            return self.legal_lead(phrase_cards(m["play"]), m["why"])
        if m := re.fullmatch(r"Your legal (?:(?P<shape>single|set|run) )?leads: (?P<plays>.+)\.", text):
            legal = {p for n in (1, 3, 4, 5, 6, 7, 8, 9) for p in ref_plays(now.hand(seat), n)
                     if self.t.lead_check(seat, p) == {"legal"}}  # fmt: skip
            want = {p for p in legal if m["shape"] is None or ref_shape(p) == m["shape"]}
            assert set(listed(m["plays"])) == want, text
            return None
        if m := re.fullmatch(rf"(?P<cards>{CODES}) go(?:es)? face down; nobody else will see (?:it|them) \(R13\)\.",
                             text):  # fmt: skip
            played = cards(m["cards"])
            assert now.trick and not can_beat(now.hand(seat), now.best) and len(played) == now.lead_size, text
            assert (" go face" in text) == (len(played) > 1), text
            return None
        if m := re.fullmatch(rf"You keep (?P<n>\d+) Old cards?: (?P<cards>{CODES}) \(R16, R17\)\.", text):
            assert cards(m["cards"]) == now.old(seat) and int(m["n"]) == len(now.old(seat)), text
            return None
        if m := re.fullmatch(rf"Allowed, but (?P<cards>{CODES}) (?:is|are) Old: keep your Old cards, they count "
                             r"toward a claim \(R16, R17\)\.", text):  # fmt: skip
            assert cards(m["cards"]) <= now.old(seat) and cards(m["cards"]), text
            return None
        if m := re.fullmatch(rf"Allowed, but (?P<play>{CODES}) is (?P<shape>.+), and this drill asks for a "
                             r"(?P<want>single|set|run) \(R9\)\.", text):  # fmt: skip
            played = cards(m["play"])
            assert ref_shape(played) != m["want"] == drill.want and self.t.lead_check(seat, played) == {"legal"}
            return None
        if self.no_beat(text) or self.old_cards(text, answer) or self.actions(text) or self.leads(text):
            return None
        if self.seats_and_numbers(text) or self.cards_and_shapes(text, answer):
            return None
        raise AssertionError(f"a sentence of an unknown kind: {text!r}")

    def rule_statement(self, text: str) -> None:
        """A hint is a rule; for "who acts" questions it is the rule of the situation at hand."""
        drill = self.drill
        if type(drill).__name__ == "SeatDrill" and drill.ask == "to_act":
            now = self.now
            case = ("calling" if now.caller is None else "trick" if now.trick else
                    "lead" if now.tricks else "first_lead")  # fmt: skip
            assert {
                "calling": "Calls go in turn order",
                "trick": "Answers go in turn order",
                "lead": "The winner of a trick",
                "first_lead": "The Master leads",
            }[case] in text, (case, text)

    def beats(self, play: frozenset, best: frozenset, why: str) -> None:
        assert beats(play, best), (play, best)
        kind = ref_shape(play)
        if why == "it is of the same suit and higher (R10)":
            assert kind == "single"
        elif why == "nines beat a led set of aces (R10b)":
            assert kind == "set" and {r for _, r in play} == {9} and {r for _, r in best} == {1}
        elif m := re.fullmatch(r"a set of (\d)s beats a set of (\d)s with as many cards: a higher rank \(R10\)", why):
            assert {r for _, r in play} == {int(m[1])} and {r for _, r in best} == {int(m[2])} and m[1] > m[2]
        elif m := re.fullmatch(rf"a run of ({SUITS}) beats a run of ({SUITS}) with as many cards: a higher suit \(R10\)",
                               why):  # fmt: skip
            assert TITLES[next(iter(play))[0]] == m[1] and TITLES[next(iter(best))[0]] == m[2] and m[1] != m[2]
        elif m := re.fullmatch(r"the same suit, as many cards, and it ends higher \((\d) over (\d)\) \(R10\)", why):
            assert max(r for _, r in play) == int(m[1]) > int(m[2]) == max(r for _, r in best)
        else:
            raise AssertionError(f"unknown reason: {why!r}")

    def not_beats(self, play: frozenset, best: frozenset, why: str, rule: str) -> None:
        assert not beats(play, best), (play, best)
        self.why_not(play, best, f"{why} ({rule})")

    def why_not(self, play: frozenset, best: frozenset, why: str) -> None:
        """``plays.not_beating_reason`` and the rule, read back."""
        if m := re.fullmatch(rf"({CODES}) is a (\w+)(?:-card (set|run))? and ({CODES}) is a (\w+)(?:-card (set|run))?:"
                             r" a beat has the same shape and number of cards \(R10\)", why):  # fmt: skip
            assert cards(m[1]) == play and cards(m[4]) == best
            assert (ref_shape(play), len(play)) != (ref_shape(best), len(best))
        elif m := re.fullmatch(rf"({CODES}) \((Mau Gung|Bak Chi)\) cannot be beaten when led singly \(R10a\)", why):
            assert cards(m[1]) == best and name(next(iter(best))) == m[2]
        elif m := re.fullmatch(rf"({CODES}) is not of ({SUITS}), the suit of ({CODES}) \(R10\)", why):
            assert next(iter(play))[0] != next(iter(best))[0] and TITLES[next(iter(best))[0]] == m[2]
        elif m := re.fullmatch(rf"({CODES}) is not higher than ({CODES}) \(R10\)", why):
            assert next(iter(play))[1] <= next(iter(best))[1]
        elif why == "a led set of aces can be beaten only by nines (R10b)":
            assert {r for _, r in best} == {1} and {r for _, r in play} != {9}
        elif m := re.fullmatch(r"a set of (\d)s does not beat a set of (\d)s: it needs a higher rank \(R10\)", why):
            assert int(m[1]) <= int(m[2])
        elif m := re.fullmatch(rf"({CODES}) is of a lower suit than ({CODES}) \(R10\)", why):
            assert next(iter(play))[0] < next(iter(best))[0]
        elif m := re.fullmatch(rf"({CODES}) does not end higher than ({CODES}) \(R10\)", why):
            assert max(r for _, r in play) <= max(r for _, r in best)
        else:
            raise AssertionError(f"unknown reason: {why!r}")

    def refusal(self, why: str, played: frozenset) -> None:
        """The engine's refusal of a move (``legal.check``), read back."""
        now, seat = self.now, self.seat
        if m := re.fullmatch(r"(.+) \((R10[ab]?)\)", why):
            if now.trick:
                assert not beats(played, now.best)
                return self.why_not(played, now.best, why)
        if m := re.fullmatch(rf"({CODES}) is not a play: (.+) \(R9\)", why):
            assert cards(m[1]) == played and ref_shape(played) is None, why
            return None
        if m := re.fullmatch(r"[Ss]eat (\d) is the Master and passed, so it may not lead (a four-card set|a run of four or "
                             r"more cards) \(R8\)", why):  # fmt: skip
            assert int(m[1]) == seat == now.master != now.caller and len(played) >= 4, why
            return None
        if m := re.fullmatch(rf"({CODES}) is Old, and seat (\d), a noncaller, may lead an Old single only when every "
                             r"card it holds is Old \(R16d\)", why):  # fmt: skip
            assert "R16d-old" in self.t.lead_check(seat, cards(m[1])), why
            return None
        if m := re.fullmatch(rf"[Ss]eat (\d), a noncaller, must lead its single from ({SUITS}), its highest suit with a "
                             r"non-Old card \(R16d\)", why):  # fmt: skip
            top = max(s for s, _ in now.hand(seat) - now.old(seat))
            assert int(m[1]) == seat != now.caller and TITLES[top] == m[2], why
            return None
        if m := re.fullmatch(r"[Ss]eat (\d) must discard (\d) cards?, as many as the lead, not (\d) \(R13\)", why):
            assert int(m[1]) == seat and int(m[2]) == now.lead_size != int(m[3]) == len(played), why
            return None
        raise AssertionError(f"unknown refusal: {why!r}")

    def beaters(self, best: frozenset, plays: list[frozenset]) -> None:
        assert best == self.now.best or best == cards(codes(getattr(self.drill, "best", 0) or 0))
        hand = self.now.hand(self.seat)
        mine = {p for p in ref_plays(hand, len(best)) if beats(p, best)}
        assert set(plays) == mine and len(plays) == len(mine), (plays, mine)

    def legal_lead(self, play: frozenset, why: str) -> None:
        now, seat = self.now, self.seat
        assert not now.trick and self.t.lead_check(seat, play) == {"legal"}, play
        if why == "the caller may lead any single, an Old one too (R16e)":
            assert seat == now.caller and len(play) == 1
        elif why == "every card you hold is Old, so as a noncaller you may lead any of them singly (R16d)":
            assert seat != now.caller and now.old(seat) == now.hand(seat) and len(play) == 1
        elif m := re.fullmatch(rf"as a noncaller you lead a non-Old single from ({SUITS}), your highest suit with a "
                               r"non-Old card \(R16d\)", why):  # fmt: skip
            (c,) = play
            top = max(s for s, _ in now.hand(seat) - now.old(seat))
            assert seat != now.caller and c not in now.old(seat) and TITLES[c[0]] == TITLES[top] == m[1]
        elif why == "as the Master who passed you may lead a play of three cards, never four or more (R8)":
            assert seat == now.master != now.caller and len(play) == 3
        elif why == "the caller may lead any play (R16e)":
            assert seat == now.caller
        elif why == "a noncaller may lead sets and runs (R16d)":
            assert seat != now.caller and len(play) >= 3
        else:
            raise AssertionError(f"unknown reason: {why!r}")

    def no_beat(self, text: str) -> bool:
        now, seat = self.now, self.seat
        if m := re.fullmatch(r"So you discard (\d) cards? face down \(R13\)\.", text):
            assert now.trick and not can_beat(now.hand(seat), now.best) and int(m[1]) == now.lead_size, text
            return True
        if m := re.fullmatch(r"(.+) \(([CSMT][1-9])\) cannot be beaten when led singly \(R10a\)\.", text):
            assert now.best == {card(m[2])} and card(m[2]) in NAMES and name(card(m[2])) == m[1], text
            return True
        if m := re.fullmatch(rf"You hold no ({SUITS}) card higher than ([CSMT][1-9]) \(R10\)\.", text):
            c = card(m[2])
            assert now.best == {c} and TITLES[c[0]] == m[1] and not any(h in now.hand(seat) for h in higher(c)), text
            return True
        if m := re.fullmatch(r"A led set of aces is beaten only by nines \(R10b\), and you hold (\d) nines?, not (\d)\.",
                             text):  # fmt: skip
            nines = sum(1 for _, r in now.hand(seat) if r == 9)
            assert {r for _, r in now.best} == {1} and int(m[1]) == nines < int(m[2]) == len(now.best), text
            return True
        if m := re.fullmatch(r"You hold no (\d)-card (set|run)(?: of a rank higher than (\d)| of (\w+) ending higher "
                             r"than (\d)(?:, nor a \d-card run of a higher suit)?) \(R10\)\.", text):  # fmt: skip
            assert now.trick and not can_beat(now.hand(seat), now.best) and int(m[1]) == len(now.best), text
            assert ref_shape(now.best) == m[2], text
            return True
        return False

    def old_cards(self, text: str, answer) -> bool:
        now, seat = self.now, self.seat
        if m := re.fullmatch(rf"Your Old cards(?: are|:) (?P<cards>{CODES}) \(R16\)\.", text):
            assert cards(m["cards"]) == now.old(seat), text
            return True
        if re.fullmatch(r".+ \([CSMT][1-9]\) is Old \(R16[abc]\): .+\.", text):
            check_old_sentence(text, seat, now)
            return True
        if re.fullmatch(r".+ \([CSMT][1-9]\) is (?:not Old|safe but unproven): .+\.", text):
            check_not_old_sentence(text, seat, now)
            return True
        if m := re.fullmatch(r"Not quite: (\d+) of (\d+) cards judged right\.", text):
            hand = now.hand(seat)
            right = len(hand) - len((cards(answer) ^ now.old(seat)) & hand)
            assert int(m[1]) == right and int(m[2]) == len(hand), text
            return True
        if m := re.fullmatch(r"You left out (\d+) Old cards?\.", text):
            assert int(m[1]) == len(now.old(seat) - cards(answer)) > 0, text
            return True
        if m := re.fullmatch(rf"Your other cards are not Old: each has two or more higher cards of its suit "
                             rf"unaccounted for \(R16b\): (?P<cards>{CODES})\.", text):  # fmt: skip
            for c in cards(m["cards"]):
                unknown = [h for h in higher(c) if h not in now.hand(seat) and h not in now.public]
                assert c in now.hand(seat) and not is_old(c, now.hand(seat), now.public), text
                assert len(unknown) >= 2 and not set(unknown) & now.discards[seat], text
            return True
        if m := re.fullmatch(r"A claim lays them all face up: (\d+) fu \+ (\d+) Old cards? = (\d+) fu \(R17\)\.", text):
            fu, n = now.fu[seat], len(now.old(seat))
            assert (int(m[1]), int(m[2]), int(m[3])) == (fu, n, fu + n) and fu + n >= 6 and not now.trick, text
            return True
        if m := re.fullmatch(rf"Your cards that are not Old: (?P<cards>{CODES}); any (\d|one) of them will do, e\.g\. "
                             rf"(?P<ex>{CODES})\.", text):  # fmt: skip
            spare, n = now.hand(seat) - now.old(seat), 1 if m[2] == "one" else int(m[2])
            assert cards(m["cards"]) == spare and n == now.lead_size and cards(m["ex"]) <= spare, text
            return True
        return False

    def actions(self, text: str) -> bool:
        now, seat = self.now, self.seat
        if m := re.fullmatch(rf"You have (\d+) fu \+ (\d+) Old cards?(?: \((?P<cards>{CODES})\))? = (\d+): (six or more"
                             r", so you may claim now \(R17\), or lead and play on \(R11\)|fewer than six, so you cannot "
                             r"claim yet \(R17\); you lead \(R11\))\.", text):  # fmt: skip
            fu, old = now.fu[seat], now.old(seat)
            assert not now.trick and (int(m[1]), int(m[2]), int(m[4])) == (fu, len(old), fu + len(old)), text
            assert cards(m["cards"] or "") == old and ("six or more" in text) == (fu + len(old) >= 6), text
            return True
        return False

    def leads(self, text: str) -> bool:
        now, seat, drill = self.now, self.seat, self.drill
        if type(drill).__name__ != "LeadCheckDrill":
            return False
        play = cards(codes(drill.lead))
        if m := re.fullmatch(rf"Not so: ({CODES}) may not be led here\. Which rule stops it\?", text):
            assert cards(m[1]) == play and self.t.lead_check(seat, play) != {"legal"}, text
        elif m := re.fullmatch(rf"({CODES}) is a play: (.+) \(R9\)\.", text):
            assert ref_shape(play) is not None and cards(m[1]) == play, text
        elif text == "You are not the Master, so R8 does not limit your leads (R8).":
            assert seat != now.master
        elif text == "You are the Master, but you called play, so R8 does not limit your leads (R8).":
            assert seat == now.master == now.caller
        elif m := re.fullmatch(rf"({CODES}) has fewer than four cards; R8 forbids only four or more \(R8\)\.", text):
            assert len(play) < 4
        elif text == "You are the caller, and the caller may lead any play (R16e).":
            assert seat == now.caller
        elif m := re.fullmatch(rf"({CODES}) is not a single; R16d limits single leads only \(R16d\)\.", text):
            assert len(play) != 1
        elif text == "Every card you hold is Old, so you may lead any of them singly (R16d).":
            assert now.old(seat) == now.hand(seat)
        elif m := re.fullmatch(rf"({CODES}) is from ({SUITS}), your highest suit with a non-Old card \(R16d\)\.", text):
            top = max(s for s, _ in now.hand(seat) - now.old(seat))
            assert TITLES[next(iter(play))[0]] == TITLES[top] == m[2], text
        elif m := re.fullmatch(r"(.+)\.", text):
            self.refusal(m[1], play)
        else:
            return False
        return True

    def seats_and_numbers(self, text: str) -> bool:  # noqa: C901
        now, drill = self.now, self.drill
        s = seat_re("s")
        if m := re.fullmatch(rf"Not (?:{s}|Nobody)\.", text):
            return True  # the answer given was judged wrong by the reference test
        if m := re.fullmatch(rf"The Master, {s}, calls first \(R4, R5\)\.", text):
            assert seat_of(m, "s") == now.master == now.to_act and now.calls == 0
        elif m := re.fullmatch(rf"Calls go in turn order from the Master: after {seat_re('p')} comes {s} \(R3, R5\)\.",
                               text):  # fmt: skip
            assert seat_of(m, "s") == now.to_act == (seat_of(m, "p") + 1) % 3 and now.caller is None
        elif m := re.fullmatch(rf"Turn order is 0 → 1 → 2 → 0: after {seat_re('p')} comes {s} \(R3, R12\)\.", text):
            assert now.trick and now.trick[-1][0] == seat_of(m, "p") and now.to_act == seat_of(m, "s")
        elif m := re.fullmatch(rf"{s} won the last trick, so it leads the next \(R14\)\.", text):
            assert seat_of(m, "s") == now.last_winner == now.to_act and not now.trick
        elif m := re.fullmatch(rf"The Master, {s}, leads the first trick, whoever called \(R7\)\.", text):
            assert seat_of(m, "s") == now.master == now.to_act and now.tricks == 0 and now.caller is not None
        elif m := re.fullmatch(rf"{s} was the first to call play, so it is the caller \(R5\)\.", text):
            assert seat_of(m, "s") == now.caller
        elif m := re.fullmatch(rf"{s} called play, so calling stops: the later seats are not asked \(R5\)\.", text):
            assert seat_of(m, "s") == now.caller
        elif m := re.fullmatch(rf"Nobody has called play yet, so {s} calls next, in turn order \(R3, R5\)\.", text):
            assert now.caller is None and seat_of(m, "s") == now.to_act
        elif m := re.fullmatch(rf"{s} made the best play of the trick, (?P<play>.+), so it wins the trick \(R14\)\.",
                               text):  # fmt: skip
            self.last_trick_best(seat_of(m, "s"), phrase_cards(m["play"]))
        elif m := re.fullmatch(r"It scores (\d) fu, the cards of its own winning play, and leads next \(R14\)\.", text):
            assert int(m[1]) == self.t.trick_fu()
        elif m := re.fullmatch(rf"{s} wins the trick with (?P<play>.+): it scores (\d) fu \(R14\)\.", text):
            self.last_trick_best(seat_of(m, "s"), phrase_cards(m["play"]))
            assert int(m[m.lastindex]) == self.t.trick_fu() == len(phrase_cards(m["play"]))
        elif re.match(r"([Ss]eat \d \(\w+\) wins with|The cards ran out)", text):
            check_result(text, now)
        elif m := re.fullmatch(r"Not (-?\d+)\.", text):
            pass
        elif m := re.fullmatch(r"The deck has (\d+) cards: ranks 1 to 9 in each of the four suits \(R1\)\.", text):
            assert int(m[1]) == 36
        elif m := re.fullmatch(r"Each seat is dealt (\d+) cards, the whole deck shared by three \(R4\)\.", text):
            assert all(len(h) == int(m[1]) == 12 for h in self.t.steps[0].hands)
        elif m := re.fullmatch(r"The lead has (\d) cards?, so a seat that cannot beat discards (\d) face down \(R13\)\.",
                               text):  # fmt: skip
            assert int(m[1]) == int(m[2]) == now.lead_size and not can_beat(now.hand(self.seat), now.best)
        elif m := re.fullmatch(rf"F = (\d+) fu \+ (\d+) Old cards? \((?P<cards>{CODES})\) = (\d+) \(R17\)\.", text):
            fu, old = now.fu[self.seat], now.old(self.seat)
            assert (int(m[1]), int(m[2]), cards(m["cards"]), int(m[4])) == (fu, len(old), old, fu + len(old))
        elif m := re.fullmatch(r"The win is worth A = F - 5 = (\d+) - 5 = (\d+) \(R19\)\.", text):
            assert int(m[1]) == now.final and int(m[2]) == now.final - 5
        elif m := re.fullmatch(rf"{s} holds (\d+) cards?; every seat's card count is public \(R15\)\.", text):
            assert seat_of(m, "s") == drill.of and int(m[m.lastindex]) == len(now.hands[drill.of])
        elif text == "Net points always add up to zero: what the winner receives, the others pay (R20).":
            pass
        elif m := re.fullmatch(rf"All three passed: the cards are shuffled and dealt again, and the Master stays {s} "
                               r"\(R6\)\.", text):  # fmt: skip
            assert seat_of(m, "s") == now.master and now.calls == 2 and now.caller is None
        elif text == "Calling starts again with the Master (R5).":
            pass
        elif text.startswith(("No: ", "Yes: ")):
            move = drill.deal.moves[drill.index]
            if text.startswith("Yes"):
                assert move.seat == self.seat
            else:
                m = re.fullmatch(rf"No: {s} discarded face down; nobody but {seat_re('t')} sees those cards, ever "
                                 r"\(R13, R15\)\.", text)  # fmt: skip
                assert m and seat_of(m, "s") == seat_of(m, "t") == move.seat != self.seat, text
        else:
            return False
        return True

    def last_trick_best(self, seat: int, play: frozenset) -> None:
        deal = self.t.deal
        trick = deal.tricks[-1]
        best = [m for m in trick.moves if m.action.value != "discard"][-1]
        assert best.seat == seat == self.now.last_winner and cards(codes(best.mask)) == play

    def cards_and_shapes(self, text: str, answer) -> bool:
        drill = self.drill
        if m := re.fullmatch(r"([CSMT][1-9]) is (.+): suit letter ([CSMT]), rank (\d) \(R2\)\.", text):
            c = card(m[1])
            assert name(c) == m[2] and m[3] == m[1][0] and int(m[4]) == c[1]
        elif m := re.fullmatch(r"Not this one: ([CSMT][1-9]) is (.+), not (.+) \(R2\)\.", text):
            assert name(card(m[1])) == m[2] != m[3]
        elif m := re.fullmatch(r"Not so: (.+) is written ([CSMT][1-9]), with the letter ([CSMT]) \(R2\)\.", text):
            assert name(card(m[2])) == m[1] and m[3] == m[2][0]
        elif m := re.fullmatch(rf"({CODES}) is not a play: (.+) \(R9\)\.", text):
            assert ref_shape(cards(m[1])) is None
            if m[2].startswith("pairs"):
                assert len(cards(m[1])) == 2
        elif m := re.fullmatch(rf"({CODES}) is a (\w+)(?:-card (set|run))? \(R9\)\.", text):
            played = cards(m[1])
            assert ref_shape(played) == (m[3] or m[2]) and (m[3] is None or WORDS[len(played)] == m[2])
        elif m := re.fullmatch(rf"({CODES}) is not a (single|set|run): .+ \(R9\)\.", text):
            assert ref_shape(cards(m[1])) != m[2]
        elif m := re.fullmatch(rf"({CODES}) is a play: look at its shape again \(R9\)\.", text):
            assert ref_shape(cards(m[1])) is not None
        elif m := re.fullmatch(r"You left out (\d) plays? that beats? it\.", text):
            best = cards(codes(drill.best))
            right = {c.key for c in drill.choices if beats(cards(c.label), best)}
            assert int(m[1]) == len(right - set(answer)) > 0
        elif m := re.fullmatch(r"Not so: (\w+) ranks below (\w+) \(R1\)\.", text):
            assert TITLES.index(m[1]) < TITLES.index(m[2])
        elif text == "From low to high: Coins < Strings < Myriads < Tens (R1).":
            pass
        else:
            return False
        return True


@pytest.mark.parametrize("drill", ALL, ids=lambda d: d.id)
def test_every_sentence_a_drill_says_is_true(drill):
    reader = Reader(drill)
    if drill.deal is not None:
        reader.situation(drill.situation())
    for text in drill.explain():
        reader.sentence(text)
    for answer in sample_answers(drill):
        feedback = drill.submit(answer)
        if feedback.valid:
            for text in feedback.sentences:
                reader.sentence(text, answer)


def test_every_kind_of_sentence_is_met():
    """The checks above see the sentences of right and wrong answers of every kind of drill."""
    kinds = {type(d).__name__ for d in ALL}
    assert len(kinds) >= 14
