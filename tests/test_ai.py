"""The AIs: legal, deterministic, blind to hidden cards, with reasons that are true."""

from __future__ import annotations

import random
import re

import pytest
from helpers import SPARE_M7_OR_OLD_M9, as_text, call, cards, deal_with, known, position, three

from lukfu_teach.ai import LEVELS, Alternative, Decision, ExpertPlayer, lookahead, make_player, odds, play_deal
from lukfu_teach.ai.decision import position_key, view_key
from lukfu_teach.ai.knowledge import Knowledge
from lukfu_teach.ai.review import Verdict, judge
from lukfu_teach.ai.sampling import ThumbSampler
from lukfu_teach.ai.simulate import simulate
from lukfu_teach.ai.thumb import PLAY_ON, RISKED, THUMB, play_on, spare_beats, thumb_move
from lukfu_teach.ai.uniform import RandomPlayer
from lukfu_teach.ai.words import Words
from lukfu_teach.engine.cards import DECK, FULL_DECK
from lukfu_teach.engine.deal import Deal
from lukfu_teach.engine.moves import Action, Move
from lukfu_teach.engine.playout import Position, rollout
from lukfu_teach.engine.plays import can_beat
from lukfu_teach.engine.state import Rules
from lukfu_teach.engine.view import SeatView
from lukfu_teach.errors import IllegalMoveError
from lukfu_teach.i18n import L_, Text
from lukfu_teach.records.record import dumps, loads
from lukfu_teach.words import explain

NEXT = (1, 2, 0)


def positions(n: int, seed: int, levels=("basic", "random", "basic"), rules: Rules | None = None):
    """Deals in play met while AIs play, each a copy (the seat to act is about to decide)."""
    rng = random.Random(seed)
    players = [make_player(level, seed=s) for s, level in enumerate(levels)]
    found: list[Deal] = []
    while len(found) < n:
        deal = Deal.new(rng, rules=rules)
        while not deal.is_over:
            if deal.caller is not None and rng.random() < 0.15:
                found.append(deal.copy())
            seat = known(deal.to_act)
            deal.apply(players[seat].decide(deal.view(seat)).move)
    return found[:n]


# -- the interface ------------------------------------------------------------------


def test_levels_and_make_player():
    assert LEVELS == ("random", "basic", "expert")
    for level in LEVELS:
        assert make_player(level, seed=1).level == level
        assert make_player(level, rng=random.Random(2)).level == level
    with pytest.raises(ValueError, match="unknown AI level 'master' .levels: random, basic, expert."):
        make_player("master")


def test_decision_to_json_is_the_records_why():
    deal = positions(1, seed=3)[0]
    decision = ExpertPlayer(1).decide(deal.view(deal.to_act))
    why = decision.to_json()
    assert set(why) == {"level", "summary", "reasons", "alternatives", "samples"}
    assert why["level"] == "expert" and all(set(r) == {"en", "sv"} for r in why["reasons"])  # every language
    assert why["summary"] == as_text(decision.summary).to_json()  # the one sentence read first
    assert [r["en"] for r in why["reasons"]] == [as_text(r).render("en") for r in decision.reasons]
    assert [r["sv"] for r in why["reasons"]] == [as_text(r).render("sv") for r in decision.reasons]
    for alt in why["alternatives"]:
        assert set(alt) == {"move", "expected_net", "win_rate", "note", "samples", "margin"}
        assert Move.of(alt["move"]["seat"], *next((k, v) for k, v in alt["move"].items() if k != "seat"))
    lines = explain.why_lines(why)
    assert lines[: 1 + len(decision.reasons)] == [str(decision.summary)] + [str(r) for r in decision.reasons]
    if decision.alternatives:
        assert lines[1 + len(decision.reasons)].startswith("  weighed ")
    assert explain.why_lines(why, details=False) == [str(decision.summary)]


def test_a_seat_that_is_not_to_act_gets_no_decision():
    deal = call(Deal.new(1, master=0), "play")
    for level in LEVELS:
        with pytest.raises(ValueError, match="seat 1 is not to act"):
            make_player(level).decide(deal.view(1))


@pytest.mark.parametrize("levels", [("random", "random", "random"), ("basic", "expert", "random")])
def test_play_deal_records_a_legal_deal_with_every_why(levels):
    record = play_deal(levels, seed=11, seats=("Ann", "Ben", "Cy"), title="Test deal")
    again = loads(dumps(record))
    assert again.deal().is_over and again.result == record.result
    assert record.title == "Test deal" and record.seats == ("Ann", "Ben", "Cy")
    for entry in record.moves:
        why = known(entry.why)
        assert why["level"] == levels[entry.move.seat] and why["summary"]
    assert dumps(play_deal(levels, seed=11, seats=("Ann", "Ben", "Cy"), title="Test deal")) == dumps(record)
    with pytest.raises(ValueError, match="three levels"):
        play_deal(("basic", "basic"), seed=1)


# -- determinism and no peeking ---------------------------------------------------------


@pytest.mark.parametrize("level", LEVELS)
def test_decisions_depend_only_on_seed_and_view(level):
    deals = positions(7, seed=5)
    for deal, before in zip(deals, deals[1:], strict=False):
        view = deal.view(deal.to_act)
        first = make_player(level, seed=9).decide(view)
        player = make_player(level, seed=9)
        player.decide(before.view(before.to_act))  # an earlier decision changes nothing
        assert player.decide(view) == first == player.decide(deal.copy().view(deal.to_act))
        assert first.move in view.legal_moves


def hidden_redeal(deal: Deal, seat: int, rng: random.Random) -> Deal | None:
    """The same deal as ``seat`` saw it, with the cards it cannot see dealt again.

    Consistent with its knowledge; ``None`` if the re-dealt hands cannot have
    made the same public moves.
    """
    view = deal.view(seat)
    now = Knowledge.of(view).sampler(view.hand).sample(rng)
    others = [s for s in (0, 1, 2) if s != seat]
    pool = view.unseen & ~now[others[0]] & ~now[others[1]]  # the other seats' discards
    bits = [b for b in (1 << i for i in range(40)) if b & pool]
    rng.shuffle(bits)
    moves, dealt = [], list(now)
    for move in deal.moves:
        if move.action is Action.DISCARD and move.seat != seat:
            mask = sum(bits.pop() for _ in range(move.mask.bit_count()))
            move = Move(move.seat, Action.DISCARD, mask)
        if move.seat != seat and move.action is not Action.CLAIM:
            dealt[move.seat] |= move.mask
        moves.append(move)
    dealt[seat] = deal.dealt[seat]
    other = Deal(three(dealt), deal.master, deal.rules, redeals=deal.redeals)
    try:
        for i, word in enumerate(deal.calls):
            other.apply(Move((deal.master + i) % 3, word))
        for move in moves:
            other.apply(move)
    except IllegalMoveError:
        return None
    return other


def visible(view: SeatView) -> dict:
    facts = {name: value for name, value in vars(view).items() if not name.startswith("_") and name != "legal_moves"}
    return {**facts, "legal_moves": set(view.legal_moves)}


@pytest.mark.parametrize("level", LEVELS)
def test_no_peeking_redealing_the_unseen_cards_never_changes_a_decision(level):
    rng, checked, sampled = random.Random(8), 0, 0
    for deal in positions(10 if level == "expert" else 40, seed=12, levels=("random", "basic", "random")):
        seat = deal.to_act
        decision = make_player(level, seed=4).decide(deal.view(seat))
        sampled += decision.samples > 0
        for _ in range(40):
            other = hidden_redeal(deal, seat, rng)
            if other is None:
                continue
            assert visible(other.view(seat)) == visible(deal.view(seat))
            assert make_player(level, seed=4).decide(other.view(seat)) == decision
            checked += 1
            if other.hands != deal.hands:
                break
    assert checked >= (6 if level == "expert" else 30)
    assert level != "expert" or sampled >= 5


def test_decisions_are_seeded_the_same_on_every_platform():
    """Keys are digests of what the seat sees, never Python's ``hash`` (which differs between a
    64-bit CPython and 32-bit Pyodide): these numbers hold everywhere, so the site's AIs play
    as the package's do."""
    deal = Deal.from_code("C58S146789M248T3/C169S2M35679T457/C2347S35M1T12689 1 0 R8,R16d 1:play 1:lead:M3")
    view = deal.view(2)
    assert position_key(2, deal.hands[2], deal.discards[2], deal) == view_key(view) == 8977055630243973857
    assert view_key(Deal.from_code(deal.code.rsplit(" ", 2)[0]).view(1)) == 902610586606609267
    assert make_player("expert", seed=1).rng_for(view).random() == 0.2202928047825844
    assert str(make_player("random", seed=1).decide(view).move) == "2:discard:T9"


def test_the_fast_path_of_the_random_level_is_its_decision():
    player = RandomPlayer(3)
    for deal in positions(300, seed=2, levels=("random", "random", "random")):
        seat = deal.to_act
        key = position_key(seat, deal.hands[seat], deal.discards[seat], deal)
        move = player.decide(deal.view(seat)).move
        assert player.choose(deal.legal_moves, key) == move == player.move_in(deal)


# -- what the rules reveal ----------------------------------------------------------------


@pytest.mark.parametrize("rules", [Rules(), Rules(False, False)])
def test_every_inference_is_true_of_the_real_hands(rules):
    for deal in positions(400, seed=21, levels=("random", "basic", "random"), rules=rules):
        knowledge = Knowledge.of(deal.view(deal.to_act))
        for fact in knowledge.facts:
            assert not fact.void & deal.hands[fact.seat], fact
            assert not (fact.unbeaten and can_beat(deal.hands[fact.seat], fact.unbeaten)), fact
            assert fact.rule == "R12" or rules.noncaller_lead_rule


def test_sampled_deals_fit_everything_the_seat_knows():
    rng = random.Random(4)
    for deal in positions(120, seed=31, levels=("random", "random", "basic")):
        view = deal.view(deal.to_act)
        knowledge = Knowledge.of(view)
        sampler = knowledge.sampler(view.hand)
        for _ in range(20):
            hands = sampler.sample(rng)
            assert hands[view.seat] == view.hand
            assert [h.bit_count() for h in hands] == list(view.hand_sizes)
            assert not hands[0] & hands[1] and not hands[1] & hands[2] and not hands[0] & hands[2]
            assert (hands[0] | hands[1] | hands[2]) & ~view.hand == (hands[0] | hands[1] | hands[2]) & view.unseen
            assert (sum(hands) | view.unseen | view.public | view.own_discards | view.hand) == FULL_DECK
            for fact in knowledge.facts:
                assert not fact.void & hands[fact.seat]


def test_sampling_without_facts_is_uniform():
    deal = call(Deal.new(7, master=0), "play")
    sampler = Knowledge.of(deal.view(0)).sampler(deal.hands[0])
    rng, n = random.Random(1), 3000
    counts: dict[int, int] = {}
    for _ in range(n):
        hands = sampler.sample(rng)
        for b in (1 << i for i in range(40)):
            if b & hands[1]:
                counts[b] = counts.get(b, 0) + 1
    assert len(counts) == 24
    for k in counts.values():  # each unseen card is East's with probability 1/2
        assert abs(k / n - 0.5) < 4 * (0.25 / n) ** 0.5


def r12_and_r16d_position() -> Deal:
    """You (caller) lead Coins 2; East cannot beat it and discards; West beats with Coins 9 and
    leads Myriads 4 as a noncaller. You hold Tens 4-7, so West's Tens below 7 would not be Old."""
    deal = deal_with(["C2 C3 S2 S3 S4 S5 M5 M9 T4 T5 T6 T7", "C1 T2 T3 S6 S7 S8 S9 M1 M2 M3 M6 M7", "rest"])
    call(deal, "play")
    for seat, action, play in [(0, "lead", "C2"), (1, "discard", "S6"), (2, "beat", "C9"), (2, "lead", "M4")]:
        deal.apply(Move.of(seat, action, play))
    return deal


def test_the_discard_and_noncaller_inferences_in_words():
    deal = r12_and_r16d_position()
    view = deal.view(0)
    knowledge = Knowledge.of(view)
    assert knowledge.void(1) == cards("C4 C5 C6 C7 C8")
    assert knowledge.void(2) == cards("T2 T3")
    words = Words(0)
    said = [str(words.fact(f, view.hand, view.own_discards, view.unseen)) for f in knowledge.facts]
    assert said == [
        "East discarded on Coins 2, so East holds no Coins above 2 (R12).",
        "West led Myriads 4 as a noncaller, so every card West held in Tens was Old (R16d); "
        "Tens 7 was in your hand, so West holds no Tens below 7 but Bak Chi (T1), which is always Old (R16a).",
    ]
    decision = ExpertPlayer(2).decide(view)
    assert decision.samples >= 1000 and {a.move.mask for a in decision.alternatives} == {cards("M5"), cards("M9")}


def test_what_can_beat_a_lead_in_words_with_the_relevant_facts():
    """East showed it has no Coins above 2: leading Coins 3, only West can hold the beaters."""
    deal = deal_with(["C2 C3 C8 S2 S3 S4 S5 M5 M9 T4 T5 T6", "C1 T2 T3 S6 S7 S8 S9 M1 M2 M3 M6 M7", "rest"])
    call(deal, "play")
    for seat, action, play in [(0, "lead", "C2"), (1, "discard", "S6"), (2, "beat", "C9"), (2, "lead", "M4")]:
        deal.apply(Move.of(seat, action, play))
    deal.apply(Move.of(0, "beat", "M9"))
    deal.apply(Move.of(1, "discard", "M1"))
    view, words = deal.view(0), Words(0)
    knowledge = Knowledge.of(view)
    sampler = ThumbSampler(view, knowledge)
    rng = random.Random(3)
    sampler.choose_model(rng)
    samples = [sampler.sample(rng) for _ in range(400)]
    line = str(odds.threat(view, cards("C3"), samples, words, answer=False))
    assert line == (
        "C4 C5 C6 C7 can beat Coins 3 (R10): they are unseen, and East or West holds one in all 400 sampled deals "
        "(East none, West all)."
    )  # East cannot hold them (R12), and West has discarded nothing: it holds them all
    assert [str(x) for x in odds.counting(view, cards("C3"), knowledge, words, [1, 2])] == [
        "Coins unseen by you: C1 C4 C5 C6 C7 (5 cards).",
        "East cannot hold C4, C5, C6 or C7 (R12).",
    ]
    facts = odds.relevant_facts(knowledge, cards("C3"), [1, 2])
    assert [f.rule for f in facts] == ["R12"] and facts[0].seat == 1


def test_a_forced_beat_says_so_and_is_not_sampled():
    deal = deal_with(["S5 C2 C3 C4 C5 C6 C7 C8 C9 M1 M2 M3", "S8 T1 T2 T3 T4 T5 T6 T7 T8 T9 M8 M9", "rest"], master=0)
    call(deal, "play")
    deal.apply(Move.of(0, "lead", "S5"))
    for level in ("basic", "expert"):
        decision = make_player(level, seed=1).decide(deal.view(1))
        assert decision.move == Move.of(1, "beat", "S8") and decision.samples == 0
        assert said(decision) == ["Forced: must beat S5, and Strings 8 (S8) is the only play that does (R12)."]
    assert said(make_player("random").decide(deal.view(1))) == [
        "Forced: must beat S5, and Strings 8 (S8) is the only play that does (R12).",
    ]


def claim_position() -> Deal:
    """East, a noncaller with 4 fu, leads holding Mau Gung and Tens 9 (Old): it may claim 6 fu."""
    public = "C9 C8 C7 S9 S8 S7 M9 M8 M7 T8 T7 T6"
    hands = ["C3 C5 S3 S5 M3 M5 T2 T3", "C1 T9 C2 C4 S2 S4 M2 M4", "C6 S1 S6 M1 M6 T1 T4 T5"]
    return position(hands, caller=0, to_act=1, public=public, fu=(0, 4, 0))


def test_a_claim_says_how_many_fu_and_which_old_cards():
    deal = claim_position()
    claim = deal.legal_moves.claim
    assert claim is not None and claim.mask == cards("C1 T9")
    basic = make_player("basic").decide(deal.view(1))
    assert basic.move == claim
    assert said(basic) == [  # one sentence first, the points in the details
        "Claim now: 4 fu + 2 Old cards = 6 fu, a sure win (R17).",
        "claim now: 4 fu + 2 Old cards (C1 T9) = 6 fu, +2 net points (R17, R19, R20).",
    ]
    expert = ExpertPlayer(3).decide(deal.view(1))
    exact = next(a for a in expert.alternatives if a.move.action is Action.CLAIM)
    assert exact.expected_net == 2 and exact.win_rate == 1.0  # a noncaller wins 2A = 2 from the caller (R20)
    line = next(r for r in said(expert) if r.startswith("Claim now:"))
    assert line.startswith("Claim now: 6 fu (4 fu + 2 Old), +2 net points for sure; play on with the best other move, ")
    assert line.endswith("(R17, R19, R20).")
    shares = [int(p) for p in re.findall(r"(\d+)% ", line.split("play on")[1])]
    shares += [0 for _ in re.findall(r"\bnone ", line.split("play on")[1])]
    shares += [100 for _ in re.findall(r"\ball ", line.split("play on")[1])]
    assert 97 <= sum(shares) <= 103  # the play-on outcomes cover every sampled deal


def test_a_claim_with_no_old_cards_reads_well():
    hands = ["C9 M9 T2", "C4 S4 M4", "S9 T3 T5"]
    public = " ".join(str(c) for c in DECK if not c.bit & cards(" ".join(hands)))
    deal = position(hands, caller=0, to_act=1, public=public, fu=(0, 6, 0))
    basic = make_player("basic").decide(deal.view(1))
    assert basic.move == Move.of(1, "claim", [])
    assert said(basic) == [
        "Claim now: 6 fu + no Old cards = 6 fu, a sure win (R17).",
        "claim now: 6 fu + no Old cards = 6 fu, +2 net points (R17, R19, R20).",
    ]


def test_the_expert_ranks_by_final_estimate_and_says_why_it_chose():
    decisions = [ExpertPlayer(5).decide(claim_position().view(1))]
    decisions += [ExpertPlayer(5).decide(d.view(d.to_act)) for d in positions(8, seed=17)]
    decisions = [d for d in decisions if d.samples]
    assert len(decisions) >= 5
    for decision in decisions:
        estimates = [known(a.expected_net) for a in decision.alternatives]
        assert estimates == sorted(estimates, reverse=True)  # ranked by final estimate
        chosen = next(a for a in decision.alternatives if a.move == decision.move)
        assert str(chosen.note).startswith("chosen; ")
        full = [a for a in decision.alternatives if "dropped" not in str(a.note)]
        assert len(full) >= 2 and chosen in full
        for a in decision.alternatives:
            note = str(a.note)
            assert a.samples == (0 if note.endswith("a claim ends the deal") else a.samples) <= decision.samples
            assert a.margin is not None and a.margin >= 0


def test_a_hint_is_the_best_move_by_the_figures_it_shows():
    """No move the expert lists shows more expected net points than the move it chooses, and the chosen
    move heads the list: dropped early or not, a move is never shown above the advice."""
    decisions = [ExpertPlayer(7, samples=300).decide(d.view(d.to_act)) for d in positions(60, seed=23)]
    decisions = [d for d in decisions if d.samples]
    assert len(decisions) >= 40
    for decision in decisions:
        top = decision.alternatives[0]
        assert top.move == decision.move and str(top.note).startswith("chosen; ")
        assert all(
            round(known(a.expected_net), 2) <= round(known(top.expected_net), 2) for a in decision.alternatives
        )  # as shown


def test_basic_plays_exactly_the_rollout_policy_the_expert_assumes():
    """Calls included: from the first call of a deal, or from anywhere in play."""
    basic, rng, compared = make_player("basic"), random.Random(5), 0
    starts = positions(150, seed=41, levels=("random", "random", "random"))
    starts += [Deal.new(seed) for seed in range(60)]
    for deal in starts:
        trace: list[tuple] = []
        rollout(Position.of(deal), rng, THUMB, trace=trace)
        for seat, action, mask, _ in trace:
            move = Move(seat, Action(action), mask)
            view = deal.view(seat)
            assert basic.decide(view).move == move == thumb_move(view, view.legal_moves)
            deal.apply(move)
            compared += 1
    assert compared > 1500


def test_calls_are_explained():
    deal = Deal.new(3, master=0)
    basic = make_player("basic").decide(deal.view(0))
    assert basic.move.action in (Action.PLAY, Action.PASS)
    assert "strong point" in str(basic.summary) and "(R5)" in str(basic.summary)  # a rule of thumb, not a rule
    expert = ExpertPlayer(1).decide(deal.view(0))
    assert {a.move.action for a in expert.alternatives} == {Action.PLAY, Action.PASS}
    assert expert.samples >= 1000


# -- simulations ----------------------------------------------------------------------


def test_simulate_gives_the_same_results_with_any_number_of_workers():
    one = simulate(60, seed=3, levels=("basic", "random", "random"), workers=1).to_json()
    two = simulate(60, seed=3, levels=("basic", "random", "random"), workers=2).to_json()
    for summary in (one, two):
        for seat in summary["seats"]:
            seat.pop("decision_ms")
    assert one == two
    assert sum(s["wins"] for s in one["seats"]) + one["draws"] == 60


def test_basic_beats_two_random_players():
    summary = simulate(300, seed=1, levels=("basic", "random", "random"))
    low, _ = summary.seats[0].net_interval()
    assert low > 0.5  # about +1.5 points a deal


def test_a_decision_is_a_value():
    d = Decision(Move.of(0, "pass"), "basic", ("because",))
    assert d.to_json() == {"level": "basic", "reasons": ["because"], "alternatives": [], "samples": 0}
    lazy = Decision(Move.of(0, "pass"), "basic", (L_("pass"),), (Alternative(Move.of(0, "pass"), note=L_("pass")),))
    assert lazy.to_json()["reasons"] == [{"en": "pass", "sv": "passa"}]
    assert lazy.to_json()["alternatives"][0]["note"] == {"en": "pass", "sv": "passa"}
    assert lazy == Decision(
        Move.of(0, "pass"), "basic", (L_("pass"),), (Alternative(Move.of(0, "pass"), note=L_("pass")),)
    )


def said(decision: Decision) -> list[str]:
    """A decision's summary and reasons in the current language."""
    return [str(decision.summary), *(str(r) for r in decision.reasons)]


# -- the benchmark's figures, shown in lesson 11 ---------------------------------------------------


def benchmark():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).parent.parent / "benchmarks" / "ai.py"
    spec = importlib.util.spec_from_file_location("ai_benchmark", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module, path.parent / "ai_figures.json"


def test_the_committed_figures_have_the_benchmarks_format():
    import json

    bench, path = benchmark()
    figures = json.loads(path.read_text(encoding="utf-8"))
    assert bench.check_figures(figures) == []
    assert figures["command"].startswith("python benchmarks/ai.py ")
    assert {(r["level"], r["opponent"]) for r in figures["strength"]} >= set(bench.MATCHES)
    expert = next(r for r in figures["strength"] if (r["level"], r["opponent"]) == ("expert", "basic"))
    assert expert["deals"] >= 2000 and figures["calibration"]["decisions"] >= 1000
    broken = json.loads(path.read_text(encoding="utf-8"))
    broken["calibration"]["bins"][0]["decisions"] += 1
    del broken["strength"][0]["net"]["low"]
    assert len(bench.check_figures(broken)) == 2 and bench.check_figures([]) != []


def test_the_benchmark_measures_calibration_as_it_says():
    bench, _ = benchmark()
    rows = [bench.play_rotating(("expert", "basic", number, 5)) for number in range(3)]
    cal = bench.calibration(rows)
    pairs = [(d[3], bool(d[4])) for r in rows for d in r["decisions"] if d[3] is not None]
    assert cal["decisions"] == len(pairs) > 0
    assert sum(b["decisions"] for b in cal["bins"]) == len(pairs)
    for b in cal["bins"]:
        inside = [(p, w) for p, w in pairs if b["low"] <= p < b["high"] or (b["high"] == 1 and p == 1)]
        assert len(inside) == b["decisions"]
        assert abs(b["happened"] - sum(w for _, w in inside) / len(inside)) < 1e-3


def test_the_play_table_gives_a_hint_at_the_call():
    pytest.importorskip("ipywidgets")
    from lukfu_teach.widgets import PlayTable

    table = PlayTable(7, delay=0, levels=("basic", "basic"), coach="basic")
    while table.deal.phase.value != "calling" or table.to_act != 0:  # a deal where you call
        table.new_deal()
    assert not table.hint_button.disabled and not table.call_play.disabled
    table.hint_button.click()
    move = table.hint_move
    assert move is not None and move.is_call and move in table.deal.legal_moves
    assert "strong point" in table.hint_panel.value and "(R5)" in table.hint_panel.value
    assert table.deal.phase.value == "calling"  # a hint plays nothing
    table.call(move.action)
    assert table.call_play.disabled or "lukfu-off" in table.call_play._dom_classes  # your call is made


# -- the evaluation API (lookahead.evaluate) -----------------------------------------------------


def test_evaluate_weighs_moves_as_the_expert_does_deterministically():
    views = [d.view(d.to_act) for d in positions(20, seed=3)]
    view = next(v for v in views if len(lookahead.candidates(v)) > 2)
    ev = lookahead.evaluate(view, samples=60, seed=4)
    assert ev == lookahead.evaluate(view, samples=60, seed=4)
    assert {e.move for e in ev.estimates} == set(lookahead.candidates(view))
    means = [e.expected_net for e in ev.estimates]
    assert means == sorted(means, reverse=True) and ev.best is ev.estimates[0]
    for e in ev.estimates:
        if e.exact:
            assert (e.samples, e.error, e.win_rate, e.nets) == (0, 0.0, 1.0, ())
        else:
            assert e.samples == len(e.nets) == len(ev.hands) == 60
            assert e.expected_net == pytest.approx(sum(e.nets) / 60) and e.win_rate == e.wins / 60
            assert e.wins + sum(e.others) + e.draws + e.redeals == 60 and sum(e.won_fu.values()) == e.wins
        assert ev[e.move] is e
        gap, error = ev.gap(e.move)
        assert gap == pytest.approx(ev.best.expected_net - e.expected_net) and error >= 0
    one = [ev.estimates[-1].move]
    assert lookahead.evaluate(view, one, samples=60, seed=4).best.move == one[0]


def test_evaluate_refuses_a_move_the_seat_may_not_make():
    deal = positions(1, seed=3)[0]
    view = deal.view(deal.to_act)
    with pytest.raises(IllegalMoveError):
        lookahead.evaluate(view, [Move((view.seat + 1) % 3, Action.PASS)], samples=10)


# -- judgment: the cheapest card that wins, Old cards kept -------------------------------------------


def seed_47_step_6() -> Deal:
    """``lukfu-teach deal --seed 47 --levels expert,expert,basic`` before step 6: you answer last to
    East's T3 and West's T4, holding T5 (in the set S5 M5 T5) and the Old T9."""
    deal = deal_with(["C2 C6 S3 S5 S6 S7 S8 M3 M4 M5 T5 T9", "C4 C5 C7 C8 S1 S2 S9 M1 M8 T1 T3 T6", "rest"], master=1)
    call(deal, "pass", "pass", "play")
    deal.apply(Move.of(1, "lead", ["T3"]))
    deal.apply(Move.of(2, "beat", ["T4"]))
    return deal


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_answering_last_the_expert_keeps_its_old_card(seed):
    """T5 wins the trick as surely as T9 and keeps T9 Old: one more toward the claim, and the play-outs
    no longer claim at the first chance (played on in the real deal, T5 scores +8 against +6)."""
    view = seed_47_step_6().view(0)
    decision = ExpertPlayer(seed, samples=400).decide(view)
    assert decision.move == Move.of(0, "beat", ["T5"])
    ev = lookahead.evaluate(view, samples=400, seed=seed)
    assert ev.best.move == decision.move and ev.gap(Move.of(0, "beat", ["T9"]))[0] > 0


def answering_last_to_t4(hand: str, rest: str) -> SeatView:
    """You, the caller, answer last to East's T3 and West's T4 holding ``hand``; West holds ``rest``."""
    deal = deal_with([hand, "C1 C3 C6 S1 S6 S8 M1 M5 M9 T1 T3 T8", rest], master=1)
    call(deal, "pass", "pass", "play")
    deal.apply(Move.of(1, "lead", ["T3"]))
    deal.apply(Move.of(2, "beat", ["T4"]))
    return deal.view(0)


def test_answering_last_with_a_spare_card_the_expert_weighs_no_old_card():
    """T6 is in no set or run: it wins the trick as surely as T9 and keeps T9 Old, so the Old beat is not
    weighed (issue 19: an Old card spent where a lower card does the same job is not played), and the gist
    says so in the game's words, in English and Swedish."""
    view = answering_last_to_t4("C2 C4 C7 S2 S7 M3 M6 M8 T2 T6 T9 S5", "C5 C8 C9 S3 S4 S9 M2 M4 M7 T4 T5 T7")
    assert spare_beats(view.hand, view.public, [cards("T6"), cards("T9")]) == [cards("T6")]
    assert lookahead.candidates(view) == [Move.of(0, "beat", ["T6"])]
    decision = ExpertPlayer(1, samples=200).decide(view)
    assert decision.move == Move.of(0, "beat", ["T6"]) and len(decision.alternatives) == 1
    summary = as_text(decision.summary)
    assert (
        summary.render("en")
        == "T6 wins this trick as surely as T9 and keeps T9 as an Old card: one more toward six (R16, R17)."
    )
    assert (
        summary.render("sv")
        == "T6 vinner sticket lika säkert som T9 och sparar T9 som gammalt kort: ett till mot sex (R16, R17)."
    )
    for seed in range(6):  # a learner's T9 is still weighed, and never the best: the hint's T6 is
        judged = judge(view, Move.of(0, "beat", ["T9"]), samples=200, seed=seed)
        assert {e.move for e in known(judged.evaluation).estimates} == {
            Move.of(0, "beat", ["T6"]),
            Move.of(0, "beat", ["T9"]),
        }
        assert judged.best == Move.of(0, "beat", ["T6"]) and judged.verdict is not Verdict.BEST
        assert as_text(judged.why).render("en") == summary.render("en")
        again = judge(view, Move.of(0, "beat", ["T6"]), samples=200, seed=seed, instead=Move.of(0, "beat", ["T9"]))
        assert again.verdict is Verdict.BEST and as_text(again.why).render("en") == summary.render("en")


def test_a_learners_old_beat_beside_a_spare_card_is_never_the_reviews_best():
    """You answer West's M5 last with M7 (in no set or run) or the Old M9. The look-ahead's figure for M9 is the
    higher here, but the hint plays M7, so the review does too: M9 is judged against M7, never "best" (issue 19:
    the review and the hint agree), and the sentence says what M7 keeps."""
    view, m7, m9 = Deal.from_code(SPARE_M7_OR_OLD_M9).view(0), Move.of(0, "beat", ["M7"]), Move.of(0, "beat", ["M9"])
    assert lookahead.candidates(view) == [m7]
    for seed in range(3):
        judged = judge(view, m9, samples=500, seed=seed)
        assert judged.expected > judged.best_expected  # the figures alone would call M9 the best: Details says why not
        note = next(a.note for a in judged.decision().alternatives if a.move == m9)
        assert "does not weigh an Old card spent where a spare card wins the trick as surely" in as_text(note).render()
        assert judged.best == m7 and judged.verdict is Verdict.GOOD and judged.loss == 0
        assert as_text(judged.why).render("en") == (
            "M7 wins this trick as surely as M9 and keeps M9 as an Old card: one more toward six (R16, R17)."
        )
        assert judge(view, m7, samples=500, seed=seed, instead=m9).verdict is Verdict.BEST


def test_answering_last_an_old_card_that_keeps_a_set_whole_says_so():
    """T7 would break the set C7 S7 T7, so an Old T9 is weighed beside it; spending T9 keeps the set, a play
    that can still take 3 fu, and the gist names it (issue 19: every high card spent where a lower one wins as
    surely says why)."""
    view = answering_last_to_t4("C2 C4 C7 S2 S7 M3 M6 M8 T2 T7 T9 S5", "C5 C8 C9 S3 S4 S9 M2 M4 M7 T4 T5 T6")
    assert spare_beats(view.hand, view.public, [cards("T7"), cards("T9")]) == [cards("T7"), cards("T9")]
    decision = ExpertPlayer(1, samples=400).decide(view)
    assert decision.move == Move.of(0, "beat", ["T9"])
    summary = as_text(decision.summary)
    assert summary.render("en") == ("T9 wins this trick as surely as T7 and keeps the set C7 S7 T7 whole, a play "
                                    "that can still take 3 fu (R9, R14).")  # fmt: skip
    assert summary.render("sv") == ("T9 vinner sticket lika säkert som T7 och behåller gruppen C7 S7 T7 hel, en "
                                    "kombination som ännu kan ta 3 fu (R9, R14).")  # fmt: skip


def test_the_look_ahead_plays_on_from_a_claim_while_that_adds_fu():
    """PLAY_ON, the seat's own later moves in its play-outs: never a worse claim than claiming at once."""
    hand, old = cards("C2 C3 C4 T9"), cards("T9")
    # only C1 C5 C6 are unseen (the rest face up): no run of them beats C2 C3 C4
    safe = play_on(hand, [cards("T9"), cards("C2"), cards("C2 C3 C4")], old, FULL_DECK & ~hand & ~cards("C1 C5 C6"))
    assert safe == cards("C2 C3 C4")  # unbeatable and adds three fu: it plays on
    only_old = play_on(cards("T9 C1"), [cards("T9"), cards("C1")], cards("T9 C1"), 0)
    assert only_old == 0  # an Old single adds nothing: it claims
    risky = play_on(hand, [cards("T9"), cards("C2"), cards("C2 C3 C4")], old, 0)
    assert risky == cards("C2 C3 C4")  # may be beaten, but adds three fu (at least RISKED)
    assert RISKED == 2 and play_on(hand, [cards("T9"), cards("C2")], old, 0) == 0  # one fu at a risk: claim


def test_in_its_play_outs_only_the_seat_itself_plays_on():
    deal = seed_47_step_6()
    look = lookahead.Lookahead(deal.view(0), random.Random(1))
    assert look.policies == tuple(PLAY_ON if s == 0 else THUMB for s in range(3))
    trace: list[tuple] = []
    hands = tuple(deal.hands)
    outcome = rollout(Position.of(deal), random.Random(1), look.policies, first=cards("T5"), trace=trace)
    assert outcome.winner == 0 and outcome.fu == 9 and outcome.claimed  # after S5-S8 it could claim 6: it leads M3-M5
    leads = [t for t in trace if t[0] == 0 and t[1] == "lead"]
    assert [t[2] for t in leads[:2]] == [cards("S5 S6 S7 S8"), cards("M3 M4 M5")]
    assert hands == tuple(deal.hands)


def test_an_old_card_given_up_says_why_in_the_games_words():
    """``expert_plays_on`` step 9: You, who can no longer win, discard T2 T5 T8 and give up the Old T8 (issue 19:
    every discard of an Old card says why). The gist says what keeping it would not do, in English and Swedish."""
    from lukfu_teach import examples

    record = examples.load("expert_plays_on")
    position = record.start()
    for entry in (*record.calls, *record.moves)[:8]:
        position.apply(entry.move)
    decision = ExpertPlayer(1, seats=record.seats).decide(position.view(0))
    assert decision.move == Move.of(0, "discard", ["T2", "T5", "T8"])
    summary = decision.summary
    assert isinstance(summary, Text)
    assert summary.render("en") == (
        "Discarding T2 T5 T8 gives up the Old card T8, which would not make six: you win the deal hardly ever either "
        "way, and it scores more, by the expert's reckoning."
    )
    assert summary.render("sv").startswith("Kastet T2 T5 T8 ger upp det gamla kortet T8, som ändå inte skulle ge sex")


def test_a_share_is_rounded_one_way_so_a_higher_share_never_reads_lower():
    """``none``, ``under 1%``, 1% … 99%, ``over 99%``, ``all``: one rounding for every share the AI states (issue
    19: never "under 1%" beside a lower "0%")."""
    from lukfu_teach.ai.odds import share

    order = ["none", "under 1%", *[f"{p}%" for p in range(1, 100)], "over 99%", "all"]
    shown = [order.index(share(k, 1000).render("en")) for k in range(1001)]
    assert shown == sorted(shown) and shown[0] == 0 and shown[-1] == len(order) - 1
    assert share(5, 1000).render("en") == "under 1%" and share(995, 1000).render("en") == "over 99%"
    assert share(10, 1000).render("en") == "1%" and share(990, 1000).render("en") == "99%"
