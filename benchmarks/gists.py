"""What the tutor's sentences say: `python benchmarks/gists.py` counts the ideas behind them.

Every expert decision with more than one legal move leads with one sentence (``ai.gist``), and the review says
of each flagged decision why the best move is better (``gist.contrast``); each names the idea behind it
(``gist.IDEAS``). The last resort, "the chances", is the one that teaches no idea of the game ("Lead C6 rather
than T4: it wins the deal about 2 times in 10, T4 about 1 time in 10, by the expert's reckoning."): the lower its
share, the more often a learner is told the reason in the game's words. Counted: the expert's gists in deals of
three experts, and the review's sentences on the flagged decisions of a random and of a basic player (seat 0)
against two experts; deal number k is played from seed S + k.

    nice -n 15 .venv/bin/python benchmarks/gists.py --deals 20 [--seed S] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from typing import Any

from lukfu_teach.ai import expert, play_deal
from lukfu_teach.ai.gist import IDEAS, Gist
from lukfu_teach.ai.review import review


def ideas(deals: int, seed: int) -> Counter[str]:
    """The ideas of the expert's gists over ``deals`` deals of three experts."""
    said: Counter[str] = Counter()
    gist = expert.gist

    def counted(*args: Any) -> Gist:
        found = gist(*args)
        said[found.idea] += 1
        return found

    expert.gist = counted  # type: ignore[assignment]
    try:
        for number in range(deals):
            play_deal(("expert", "expert", "expert"), seed + number)
    finally:
        expert.gist = gist
    return said


def flagged_ideas(deals: int, seed: int) -> Counter[str]:
    """The ideas of the review's sentences on seat 0's flagged decisions, a random and a basic player's."""
    said: Counter[str] = Counter()
    for level in ("random", "basic"):
        for number in range(deals):
            record = play_deal((level, "expert", "expert"), seed + number)
            said.update(j.idea for j in review(record, seat=0, seed=number, hindsight=False).flagged)
    return said


def table(title: str, said: Counter[str]) -> float:
    """Print the ideas of ``said`` under ``title``; the share of the chances."""
    total = sum(said.values())
    print(title)
    for idea, n in said.most_common():
        print(f"  {n:5d}  {n / total:6.1%}  {idea}: {IDEAS[idea]}")
    share = said["chances"] / total
    print(f"  the chances (no idea of the game): {share:.1%}")
    return share


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args()
    gists, flagged = ideas(args.deals, args.seed), flagged_ideas(args.deals, args.seed)
    shares = (
        table(f"{sum(gists.values())} expert gists in {args.deals} deals of three experts:", gists),
        table(f"{sum(flagged.values())} flagged decisions of a random and a basic player reviewed:", flagged),
    )
    if args.json:
        figures = {"command": " ".join(["python", *sys.argv]), "deals": args.deals,
                   "gists": dict(gists.most_common()), "gists_chances_share": round(shares[0], 3),
                   "flagged": dict(flagged.most_common()), "flagged_chances_share": round(shares[1], 3)}  # fmt: skip
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(figures, out, indent=2)
            out.write("\n")


if __name__ == "__main__":
    main()
