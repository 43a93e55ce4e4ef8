"""The review measured: `python benchmarks/review.py` prints its speed and the consistency of its verdicts.

- **time**: a whole deal's review of seat 0 at the review's default samples, hindsight included
  (process time, median and worst), for deals where seat 0 is a random, a basic and an expert player
  against two experts;
- **the expert judged**: every decision of every seat in deals of three experts, reviewed: the share
  judged a mistake or a blunder;
- **found again**: in deals of a random player (seat 0) against two basic players, every decision the
  review judges a mistake or a blunder is judged again by a second review with another seed and four
  times the samples: the share it judges an inaccuracy or worse.

Targets (issue 19): a whole deal reviewed in at most 3 s at the default samples; at most 5% of the
expert's decisions mistakes or blunders; at least 90% of a random player's mistakes and blunders found
again.

    nice -n 15 .venv/bin/python benchmarks/review.py --deals 30 [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from typing import Any

from lukfu_teach.ai import play_deal
from lukfu_teach.ai.lookahead import REVIEW_SAMPLES
from lukfu_teach.ai.review import Verdict, review

TARGETS = {"seconds": 3.0, "expert_errors": 0.05, "found_again": 0.90}
BAD = (Verdict.MISTAKE, Verdict.BLUNDER)


def timing(deals: int, seed: int) -> dict[str, Any]:
    """Process seconds of a whole deal's review of seat 0, by the level that played it."""
    out = {}
    for level in ("random", "basic", "expert"):
        times, decisions = [], 0
        for number in range(deals):
            record = play_deal((level, "expert", "expert"), seed + number)
            start = time.process_time()
            done = review(record, seat=0)
            times.append(time.process_time() - start)
            decisions += len(done.decisions)
        out[level] = {"deals": deals, "decisions": decisions, "median_s": round(statistics.median(times), 3),
                      "max_s": round(max(times), 3)}  # fmt: skip
    return out


def expert_judged(deals: int, seed: int) -> dict[str, Any]:
    """The share of the expert's own decisions that its review calls a mistake or a blunder."""
    judged = bad = 0
    for number in range(deals):
        record = play_deal(("expert",) * 3, seed + number)
        for seat in (0, 1, 2):
            done = review(record, seat=seat, hindsight=False)
            judged += len(done.decisions)
            bad += sum(j.verdict in BAD for j in done.decisions)
    return {"deals": deals, "decisions": judged, "mistakes_or_blunders": bad, "share": round(bad / max(judged, 1), 4)}


def found_again(deals: int, seed: int) -> dict[str, Any]:
    """A random player's mistakes and blunders, judged again with another seed and four times the samples."""
    flagged = again = 0
    for number in range(deals):
        record = play_deal(("random", "basic", "basic"), seed + number)
        first = review(record, seat=0, hindsight=False)
        bad = {j.step for j in first.decisions if j.verdict in BAD}
        if not bad:
            continue
        second = review(record, seat=0, samples=4 * REVIEW_SAMPLES, seed=1, hindsight=False)
        flagged += len(bad)
        again += sum(not j.verdict.accepted for j in second.decisions if j.step in bad)
    return {"deals": deals, "mistakes_or_blunders": flagged, "found_again": again,
            "share": round(again / max(flagged, 1), 4)}  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=30, help="deals for each measure (default 30)")
    parser.add_argument("--seed", type=int, default=1000, help="the first deal's seed")
    parser.add_argument("--json", metavar="FILE", help="write the figures as JSON")
    args = parser.parse_args(argv)
    figures: dict[str, Any] = {
        "command": "python benchmarks/review.py " + " ".join(sys.argv[1:] if argv is None else argv),
        "machine": f"{platform.python_implementation()} {platform.python_version()}, {platform.machine()}",
        "samples": REVIEW_SAMPLES,
        "time": timing(args.deals, args.seed),
        "expert": expert_judged(args.deals, args.seed),
        "random": found_again(args.deals, args.seed),
        "targets": TARGETS,
    }
    for level, row in figures["time"].items():
        print(f"review of the {level} player's deal: median {row['median_s']:.2f} s, worst {row['max_s']:.2f} s "
              f"({row['decisions']} decisions in {row['deals']} deals)")  # fmt: skip
    e, r = figures["expert"], figures["random"]
    print(f"the expert judged: {e['mistakes_or_blunders']} of {e['decisions']} decisions mistakes or blunders "
          f"({e['share']:.1%}; target at most {TARGETS['expert_errors']:.0%})")  # fmt: skip
    print(f"a random player's mistakes and blunders found again: {r['found_again']} of {r['mistakes_or_blunders']} "
          f"({r['share']:.1%}; target at least {TARGETS['found_again']:.0%})")  # fmt: skip
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(figures, f, indent=1)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
