"""The AIs measured: `python benchmarks/ai.py` prints speed, strength and the expert's calibration.

- **speed**: the fused playout (complete random deals a second, a rollout's time) and every level's
  decision times at one seat against two basic AIs (wall clock and process time, median and p95);
- **strength**: a level against two copies of another, the tested seat rotating over the three
  seats deal by deal (a deal's seat and cards come from the seed and the deal's number alone), the
  mean net points a deal with a 95% interval;
- **calibration**: in the expert-against-basic run, every decision where the expert stated the win
  chance of the move it chose, binned against whether it won that deal (a decision in a deal
  thrown in after three passes did not win it); expected calibration error (ECE) and each bin;
- **Old cards** (issue 19): the answer-last class, positions of deals played by basic AIs where the
  seat answers a single last holding an Old card and a card that is not Old that both win the trick,
  handed to the expert as its view only: how often it wins with the Old card (all, and where a beat
  outside every set and run was there, where the expert weighs no Old beat), how many of its Old-card
  answers keep a set or run whole that every plain beat would break, and in hindsight what its
  Old-card answers and the lowest plain beat score in those very deals, played on by the expert;
  and, in the expert-against-basic run, the same class met in play and the share of discards that
  gave up an Old card when the hand could have kept them all;
- **review time**: ``lookahead.evaluate`` over every decision with a choice of one seat in whole
  deals (the candidates and the move played), at ``REVIEW_SAMPLES``: process seconds a deal.

Targets (issues 11 and 19): expert against two basic players, lower end of the 95% interval above
+1.0 over at least 2,000 deals; the expert decides in at most 100 ms median and 300 ms p95 with at
least 1,000 sampled deals; ECE at most 0.05 and no bin of 40 or more decisions off by more than
0.10; an Old card in at most 2% of the answer-last class; a deal reviewed in at most 3 s.

`--json FILE` writes the figures (``benchmarks/ai_figures.json`` is such a file, which notebook 07
shows); `check_figures` says what a figures file must hold.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import shlex
import statistics
import sys
import time
from collections.abc import Sequence
from multiprocessing import Pool
from typing import Any

from lukfu_teach.ai import LEVELS, make_player
from lukfu_teach.ai.gist import kept_whole
from lukfu_teach.ai.lookahead import REVIEW_SAMPLES, answers_last, candidates, evaluate
from lukfu_teach.ai.play import seat_seed
from lukfu_teach.ai.thumb import THUMB, combination_cards
from lukfu_teach.engine.deal import Deal
from lukfu_teach.engine.moves import Action, Move
from lukfu_teach.engine.old import old_mask
from lukfu_teach.engine.playout import Position, random_deal, rollout
from lukfu_teach.engine.view import SeatView

BINS = 10  # calibration bins of width 0.1
MATCHES = (("random", "random"), ("basic", "random"), ("basic", "basic"),
           ("expert", "random"), ("expert", "basic"), ("expert", "expert"))  # fmt: skip
TARGETS = {"lower_end": 1.0, "median_ms": 100.0, "p95_ms": 300.0, "samples": 1000, "ece": 0.05, "bin_error": 0.10,
           "bin_size": 40, "answer_last_old": 0.02, "review_s": 3.0}  # fmt: skip


# -- speed ------------------------------------------------------------------------------------


def playout_rate(deals: int, repeats: int, seed: int) -> float:
    """Complete random deals per second through ``random_deal`` (median of ``repeats`` runs)."""
    rates = []
    for r in range(repeats):
        rng = random.Random(seed + r)
        start = time.perf_counter()
        for _ in range(deals):
            random_deal(rng)
        rates.append(deals / (time.perf_counter() - start))
    return statistics.median(rates)


def rollout_us(policy: Any, positions: int, seed: int) -> float:
    """Mean microseconds of a rollout from the first lead of a deal (``None``: uniform, or ``THUMB``)."""
    rng = random.Random(seed)
    starts = []
    for _ in range(positions):
        deal = Deal.new(rng, master=0)
        deal.apply(next(iter(deal.legal_moves)))  # the Master calls play
        starts.append(Position.of(deal))
    start = time.perf_counter()
    for position in starts:
        rollout(position, rng, policy)
    return (time.perf_counter() - start) / positions * 1e6


# -- one deal of a rotating match ------------------------------------------------------------


def play_rotating(job: tuple[str, str, int, int]) -> dict[str, Any]:
    """Deal ``number`` of a match: ``level`` at seat ``number % 3``, ``opponent`` at the other two.

    Returns the tested seat's net points and, for each of its decisions, its times (wall and
    process, ms), its sampled deals, the win chance it stated for the chosen move with whether it
    won that deal, the action, its class for the Old-card measures (``spends_old``) and whether it
    spent an Old card, and the expected net points it stated for the chosen move.
    """
    level, opponent, number, seed = job
    seat = number % 3
    levels = [opponent] * 3
    levels[seat] = level
    players = [make_player(lv, seed=seat_seed(seed * 1_000_003 + number, s)) for s, lv in enumerate(levels)]
    deal = Deal.new(random.Random(f"lukfu-bench/{seed}/{number}"))
    decisions = []
    while not deal.is_over:
        to_act: int = deal.to_act  # type: ignore[assignment]
        view = deal.view(to_act)
        wall, cpu = time.perf_counter(), time.process_time()
        decision = players[to_act].decide(view)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        if to_act == seat:
            chosen = next((a for a in decision.alternatives if a.move == decision.move), None)
            stated = chosen.win_rate if chosen is not None and decision.samples else None
            decisions.append([round(wall * 1000, 3), round(cpu * 1000, 3), decision.samples, stated, deal.redeals,
                              decision.move.action.value, *spends_old(view, decision.move.mask),
                              chosen.expected_net if chosen is not None and decision.samples else None])  # fmt: skip
        deal.apply(decision.move)
    result = deal.result
    won = result.winner == seat  # type: ignore[union-attr]
    for d in decisions:
        d[4] = won and d[4] == deal.redeals  # a decision in a deal thrown in did not win it (R6)
    return {"net": result.net[seat], "won": won, "decisions": decisions}  # type: ignore[union-attr]


def spends_old(view: SeatView, mask: int) -> tuple[str | None, bool]:
    """A decision's class for the Old-card measures, and whether the move spent an Old card in it.

    ``"answer last"``: answering a single last, with an Old card and a card that is not Old among the
    beats (both win the trick, nobody plays after); ``"discard"``: a discard from a hand with enough
    cards that are not Old to keep every Old card.
    """
    old = old_mask(view.hand, view.public)
    action = view.legal_moves.action
    if answers_last(view):
        beats = [m.mask for m in view.legal_moves]
        if any(b & old for b in beats) and any(not b & old for b in beats):
            return "answer last", bool(mask & old)
    if action is Action.DISCARD and (view.hand & ~old).bit_count() >= view.lead_size:
        return "discard", bool(mask & old)
    return None, False


# -- the answer-last class ------------------------------------------------------------------------


def answer_last_positions(count: int, seed: int) -> list[Deal]:
    """``count`` positions met in deals of three basic AIs where the seat to act answers a single last
    with an Old card and a card that is not Old among its beats (``spends_old``): the expert is handed
    only its view, so the other hands stay hidden from it."""
    rng = random.Random(f"lukfu-bench/answer-last/{seed}")
    players = [make_player("basic", seed=s) for s in range(3)]
    found: list[Deal] = []
    while len(found) < count:
        deal = Deal.new(rng)
        while not deal.is_over:
            view = deal.view(deal.to_act)  # type: ignore[arg-type]
            if spends_old(view, 0)[0] == "answer last":
                found.append(deal.copy())
            deal.apply(players[deal.to_act].decide(view).move)  # type: ignore[index]
    return found[:count]


def answer_last(job: tuple[Deal, int]) -> dict[str, Any]:
    """The expert's answer in one answer-last position, and, when it spends an Old card, hindsight:
    what that move and the lowest beat that is not Old score in this very deal, played on by the expert
    at that seat and basic AIs at the others."""
    deal, number = job
    seat: int = deal.to_act  # type: ignore[assignment]
    view = deal.view(seat)
    move = make_player("expert", seed=seat_seed(number, seat)).decide(view).move
    old = old_mask(view.hand, view.public)
    plain = [m for m in view.legal_moves if not m.mask & old]
    free = [m for m in plain if not m.mask & combination_cards(view.hand)]
    out: dict[str, Any] = {"old": bool(move.mask & old), "free_plain": bool(free)}
    out["keeps_whole"] = out["old"] and all(kept_whole(view.hand, move.mask, p.mask) for p in plain)
    if out["old"]:
        out["hindsight"] = [played_on(deal, m, seat, number) for m in (move, plain[0])]
        if free:  # against the lowest beat outside every set and run, which the Old card did not keep whole
            same = free[0] == plain[0]
            out["hindsight_free"] = out["hindsight"][1] if same else played_on(deal, free[0], seat, number)
    return out


def played_on(deal: Deal, move: Move, seat: int, number: int) -> int:
    """``seat``'s net points when ``move`` is made in ``deal`` and the deal is played on, the expert at ``seat``."""
    deal = deal.copy()
    deal.apply(move)
    players = [make_player("expert" if s == seat else "basic", seed=seat_seed(number, s)) for s in range(3)]
    while not deal.is_over:
        deal.apply(players[deal.to_act].decide(deal.view(deal.to_act)).move)  # type: ignore[index, arg-type]
    return deal.result.net[seat]  # type: ignore[union-attr]


def answer_last_figures(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The share of answer-last positions in which the expert spent an Old card, all and those with a
    card that is neither Old nor in a set or run among the beats; hindsight over the Old-card answers: each
    option's mean and their paired difference (the Old card's gain) with its 95% interval, and where a beat
    outside every set and run was there, the gain over the lowest such beat."""
    free = [r for r in rows if r["free_plain"]]
    looked = [r["hindsight"] for r in rows if r["old"]]
    free_gain = [r["hindsight"][0] - r["hindsight_free"] for r in rows if "hindsight_free" in r]
    return {
        "positions": len(rows), "old_used": sum(r["old"] for r in rows),
        "rate": round(sum(r["old"] for r in rows) / max(len(rows), 1), 4),
        "free_plain_positions": len(free), "free_plain_old_used": sum(r["old"] for r in free),
        "old_keeps_whole": sum(r["keeps_whole"] for r in rows),
        "hindsight_old_mean": round(statistics.fmean(h[0] for h in looked), 3) if looked else None,
        "hindsight_plain_mean": round(statistics.fmean(h[1] for h in looked), 3) if looked else None,
        "hindsight_gain": interval([h[0] - h[1] for h in looked]) if len(looked) > 1 else None,
        "free_plain_hindsight_gain": interval(free_gain) if len(free_gain) > 1 else None,
    }  # fmt: skip


def old_discards(results: list[dict[str, Any]]) -> dict[str, Any]:
    """Of the tested seat's discards that could keep every Old card, the share that gave one up."""
    rows = [d[7] for r in results for d in r["decisions"] if d[6] == "discard"]
    return {"discards": len(rows), "old_discarded": sum(rows), "rate": round(sum(rows) / max(len(rows), 1), 4)}


def review_time(deals: int, seed: int) -> dict[str, Any]:
    """Process seconds to evaluate every decision with a choice of seat 0 (a basic AI) in whole deals."""
    times, counts = [], []
    for number in range(deals):
        deal = Deal.new(random.Random(f"lukfu-bench/review/{seed}/{number}"))
        players = [make_player("basic", seed=seat_seed(seed + number, s)) for s in range(3)]
        spent, count = 0.0, 0
        while not deal.is_over:
            view = deal.view(deal.to_act)  # type: ignore[arg-type]
            move = players[deal.to_act].decide(view).move  # type: ignore[index]
            if deal.to_act == 0 and view.legal_moves.count() > 1:
                start = time.process_time()
                weighed = candidates(view)
                evaluate(view, weighed + [move] * (move not in weighed), samples=REVIEW_SAMPLES, seed=number)
                spent += time.process_time() - start
                count += 1
            deal.apply(move)
        times.append(spent)
        counts.append(count)
    return {"samples": REVIEW_SAMPLES, "deals": deals, "decisions_max": max(counts),
            "cpu_median_s": round(statistics.median(times), 3), "cpu_max_s": round(max(times), 3)}  # fmt: skip


def match(level: str, opponent: str, deals: int, seed: int, workers: int) -> list[dict[str, Any]]:
    """``deals`` deals of ``level`` against two ``opponent`` AIs, seats rotating; the same for any ``workers``."""
    jobs = [(level, opponent, i, seed) for i in range(deals)]
    if workers <= 1:
        return [play_rotating(job) for job in jobs]
    with Pool(workers) as pool:
        return pool.map(play_rotating, jobs, chunksize=4)


# -- the figures -----------------------------------------------------------------------------------


def interval(values: Sequence[float]) -> dict[str, float]:
    """Mean with its 95% interval (normal approximation)."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5
    return {"mean": round(mean, 3), "low": round(mean - half, 3), "high": round(mean + half, 3)}


def strength(level: str, opponent: str, results: list[dict[str, Any]]) -> dict[str, Any]:
    nets = [r["net"] for r in results]
    return {"level": level, "opponent": opponent, "deals": len(results), "net": interval(nets),
            "win_rate": round(sum(r["won"] for r in results) / len(results), 4)}  # fmt: skip


def calibration(results: list[dict[str, Any]]) -> dict[str, Any]:
    """Every stated win chance of a chosen move against what happened, in ``BINS`` bins."""
    pairs = [(d[3], bool(d[4])) for r in results for d in r["decisions"] if d[3] is not None]
    bins = []
    for b in range(BINS):
        inside = [(p, won) for p, won in pairs if min(int(p * BINS), BINS - 1) == b]
        if inside:
            stated, happened = statistics.fmean(p for p, _ in inside), statistics.fmean(w for _, w in inside)
            bins.append({"low": b / BINS, "high": (b + 1) / BINS, "decisions": len(inside),
                         "stated": round(stated, 4), "happened": round(happened, 4)})  # fmt: skip
    ece = sum(x["decisions"] * abs(x["stated"] - x["happened"]) for x in bins) / max(len(pairs), 1)
    worst = max((abs(x["stated"] - x["happened"]) for x in bins if x["decisions"] >= TARGETS["bin_size"]), default=0)
    return {"decisions": len(pairs), "ece": round(ece, 4), "worst_bin_error": round(worst, 4), "bins": bins}


def latency(results: list[dict[str, Any]]) -> dict[str, Any]:
    """Decision times of the tested seat: every decision, and those that sampled."""
    out: dict[str, Any] = {}
    for name, rows in (("all", [d for r in results for d in r["decisions"]]),
                       ("sampled", [d for r in results for d in r["decisions"] if d[2]])):  # fmt: skip
        if not rows:
            continue
        out[name] = {"decisions": len(rows)}
        for clock, column in (("wall", 0), ("cpu", 1)):
            times = sorted(d[column] for d in rows)
            out[name][f"{clock}_median_ms"] = round(statistics.median(times), 2)
            out[name][f"{clock}_p95_ms"] = round(times[min(len(times) - 1, int(0.95 * len(times)))], 2)
        out[name]["samples_median"] = int(statistics.median(d[2] for d in rows))
    return out


def check_figures(data: Any) -> list[str]:
    """What is wrong with a figures file (``--json``), as a list of problems (empty: fine)."""
    problems = []
    for key, kind in (("command", str), ("machine", str), ("strength", list), ("calibration", dict),
                      ("latency", dict), ("speed", dict)):  # fmt: skip
        if not isinstance(data.get(key) if isinstance(data, dict) else None, kind):
            problems.append(f"{key}: expected a {kind.__name__}")
    if problems:
        return problems
    for i, row in enumerate(data["strength"]):
        if set(row) != {"level", "opponent", "deals", "net", "win_rate"} or set(row["net"]) != {"mean", "low", "high"}:
            problems.append(f"strength[{i}]: expected level, opponent, deals, net (mean, low, high), win_rate")
        elif not row["net"]["low"] <= row["net"]["mean"] <= row["net"]["high"]:
            problems.append(f"strength[{i}].net: the mean lies outside its interval")
    cal = data["calibration"]
    if set(cal) != {"decisions", "ece", "worst_bin_error", "bins"}:
        problems.append("calibration: expected decisions, ece, worst_bin_error, bins")
    else:
        for i, b in enumerate(cal["bins"]):
            if set(b) != {"low", "high", "decisions", "stated", "happened"} or not b["low"] <= b["stated"] <= b["high"]:
                problems.append(f"calibration.bins[{i}]: expected low <= stated <= high, decisions, happened")
        if sum(b["decisions"] for b in cal["bins"]) != cal["decisions"]:
            problems.append("calibration: the bins do not add up to the decisions")
    return problems


# -- the command ---------------------------------------------------------------------------------


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000, help="deals of expert against two basic AIs")
    parser.add_argument("--other-deals", type=int, default=600, help="deals of every other match")
    parser.add_argument("--latency-deals", type=int, default=40, help="deals timed for each level's decisions")
    parser.add_argument("--playout-deals", type=int, default=20000, help="random deals per playout run")
    parser.add_argument("--workers", type=int, default=1, help="processes (the figures do not depend on it)")
    parser.add_argument("--answer-last", type=int, default=300, help="positions of the answer-last class")
    parser.add_argument("--review-deals", type=int, default=20, help="whole deals of one seat reviewed, timed")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--all-matches", action="store_true", help="every level against every level")
    parser.add_argument("--json", help="also write the figures to this file")
    parser.add_argument("--note", default="", help="how the machine was (busy, idle), kept with the figures")
    args = parser.parse_args()
    speed: dict[str, Any] = {"playout_deals_per_s": round(playout_rate(args.playout_deals, 3, args.seed))}
    for name, policy in (("uniform", None), ("thumb", THUMB)):
        speed[f"rollout_{name}_us"] = round(rollout_us(policy, 5000, args.seed), 1)
    print(f"fast playout: {speed['playout_deals_per_s']:,} random deals/s; rollout from the first lead: "
          f"{speed['rollout_uniform_us']} us uniform, {speed['rollout_thumb_us']} us by rules of thumb")  # fmt: skip
    print(f"\ndecision times at one seat against two basic AIs, {args.latency_deals} deals (ms):")
    print(f"{'level':<8}{'decisions':>10}{'wall med':>10}{'wall p95':>10}{'cpu med':>9}{'cpu p95':>9}{'sampled':>9}")
    lat: dict[str, Any] = {}
    for level in LEVELS:
        rows = match(level, "basic", args.latency_deals, args.seed + 7, 1)  # one process: undisturbed times
        lat[level] = latency(rows)
        a = lat[level]["all"]
        sampled = lat[level].get("sampled", {}).get("decisions", 0)
        print(f"{level:<8}{a['decisions']:>10}{a['wall_median_ms']:>10.2f}{a['wall_p95_ms']:>10.2f}"
              f"{a['cpu_median_ms']:>9.2f}{a['cpu_p95_ms']:>9.2f}{sampled:>9}")  # fmt: skip
    review = review_time(args.review_deals, args.seed)
    print(
        f"\nreview: {review['deals']} deals of one seat (up to {review['decisions_max']} decisions) at "
        f"{review['samples']} sampled deals: median {review['cpu_median_s']} s, most {review['cpu_max_s']} s"
    )
    positions = answer_last_positions(args.answer_last, args.seed)
    jobs = [(deal, i) for i, deal in enumerate(positions)]
    if args.workers <= 1:
        answers = [answer_last(job) for job in jobs]
    else:
        with Pool(args.workers) as pool:
            answers = pool.map(answer_last, jobs, chunksize=4)
    old_cards: dict[str, Any] = {"answer_last": answer_last_figures(answers)}
    a = old_cards["answer_last"]
    print(f"answer last: an Old card in {a['old_used']} of {a['positions']} positions ({a['rate']:.1%}); with a "
          f"beat outside sets and runs, {a['free_plain_old_used']} of {a['free_plain_positions']}; "
          f"{a['old_keeps_whole']} Old-card answers keep a set or run whole that every plain beat breaks; hindsight of "
          f"the Old-card answers {a['hindsight_old_mean']} against {a['hindsight_plain_mean']} for the lowest plain "
          "beat" + (f" (paired gain {g['mean']:+.2f}, 95% interval {g['low']:+.2f} to {g['high']:+.2f})"
                    if (g := a["hindsight_gain"]) else "")
          + (f"; where a beat outside sets and runs was there, against the lowest such beat {g['mean']:+.2f} "
             f"({g['low']:+.2f} to {g['high']:+.2f})" if (g := a["free_plain_hindsight_gain"]) else ""),
          flush=True)  # fmt: skip
    table = []
    print("\nstrength: mean net points a deal of the level, seats rotating (95% interval)")
    calib: dict[str, Any] = {}
    matches = [(a, b) for a in LEVELS for b in LEVELS] if args.all_matches else MATCHES
    for level, opponent in matches:
        deals = args.deals if (level, opponent) == ("expert", "basic") else args.other_deals
        if level == opponent == "expert":
            deals = max(args.other_deals // 2, 2)
        results = match(level, opponent, deals, args.seed, args.workers)
        row = strength(level, opponent, results)
        table.append(row)
        net = row["net"]
        print(f"  {level:<7} vs two {opponent:<7} {deals:>6,} deals  {net['mean']:+.2f} ({net['low']:+.2f} to "
              f"{net['high']:+.2f})  wins {row['win_rate']:.1%}", flush=True)  # fmt: skip
        if (level, opponent) == ("expert", "basic"):
            calib = calibration(results)
            lat["expert_in_match"] = latency(results)
            met = [d[7] for r in results for d in r["decisions"] if d[6] == "answer last"]
            old_cards["in_match_answer_last"] = {"positions": len(met), "old_used": sum(met)}
            old_cards["discards"] = old_discards(results)
    print(
        f"\ncalibration of the expert against two basic AIs: {calib['decisions']:,} decisions, "
        f"ECE {calib['ece']:.3f}, worst bin of {TARGETS['bin_size']}+ off by {calib['worst_bin_error']:.3f}"
    )
    print(f"  {'stated':>11}{'decisions':>11}{'stated':>8}{'happened':>10}")
    for b in calib["bins"]:
        print(f"  {b['low']:.1f} to {b['high']:.1f}{b['decisions']:>11,}{b['stated']:>8.3f}{b['happened']:>10.3f}")
    if old_cards.get("discards"):
        met, d = old_cards["in_match_answer_last"], old_cards["discards"]
        print(f"\nin the match: answer last with an Old card {met['old_used']} of {met['positions']}; discards "
              f"that gave up an Old card {d['old_discarded']} of {d['discards']} ({d['rate']:.1%})")  # fmt: skip
    if args.json:
        figures = {
            "command": "python benchmarks/ai.py " + shlex.join(sys.argv[1:]),
            "machine": f"{platform.python_implementation()} {platform.python_version()}, {platform.machine()}",
            "note": args.note,
            "speed": speed, "latency": lat, "strength": table, "calibration": calib, "old_cards": old_cards,
            "review": review, "targets": TARGETS,
        }  # fmt: skip
        assert not check_figures(figures), check_figures(figures)
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(figures, out, indent=1)
            out.write("\n")


if __name__ == "__main__":
    main()
