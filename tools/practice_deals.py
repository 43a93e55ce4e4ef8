"""Choose the practice deals (``examples.practice()``) by simulation, and write them with their figures.

    .venv/bin/python tools/practice_deals.py            # search, rewrite lukfu_teach/examples/practice/deals.json
    .venv/bin/python tools/practice_deals.py --check    # re-measure the shipped seeds; exit 1 if a figure changed
                                                        # or the set no longer has the property

Procedure (reproducible: every AI decision is seeded):

1. For seed = 0, 1, 2, ... deal ``Deal.new(seed)`` and play it as the play table does with its default
   AIs (``expert`` in seats 1 and 2, seeded ``3 * seed + seat``), the learner's seat 0 played by the
   ``basic`` AI as a stand-in for a learner (seeded ``3 * seed``).
2. Count seat 0's decisions with a real choice (more than one legal move), by kind: calls, claim-or-play-on
   (its lead with a claim allowed), leads, beats, discards; note the stand-in's net points.
3. Keep a seed when it gives at least ``--min`` (6) such decisions, one of them a call. Its difficulty is
   how the stand-in did: won (easy), paid nothing (medium), paid (hard).
4. Take kept seeds in order, at most ``--per`` (8) of each difficulty, until there are ``--count`` (24)
   and at least one claim-or-play-on decision among them; stop at ``--max-seed`` (600) and fill up
   from the other kept seeds in order.

The data file stores the procedure's parameters, the seeds searched and each deal's figures.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lukfu_teach.examples import practice_set as p  # noqa: E402
from lukfu_teach.files import write_whole  # noqa: E402

OUT = ROOT / "lukfu_teach" / "examples" / "practice" / "deals.json"


def search(count: int, per: int, least: int, max_seed: int) -> tuple[list[p.Measure], int]:
    chosen: list[p.Measure] = []
    spare: list[p.Measure] = []
    seed = 0
    for seed in range(max_seed):
        m = p.measure(seed)
        print(f"seed {seed}: {m.decisions} decisions ({m.calls} calls, {m.claims} claims), {m.difficulty}",
              file=sys.stderr)  # fmt: skip
        if m.decisions < least or not m.calls:
            continue
        if sum(c.difficulty == m.difficulty for c in chosen) < per:
            chosen.append(m)
        else:
            spare.append(m)
        if len(chosen) >= count and any(c.claims for c in chosen):
            break
    while len(chosen) < count and spare:
        chosen.append(spare.pop(0))
    return chosen, seed + 1


def write(chosen: list[p.Measure], searched: int, args: argparse.Namespace) -> None:
    data = {
        "format": p.FORMAT,
        "version": 1,
        "procedure": "tools/practice_deals.py",
        "levels": list(p.TABLE_LEVELS),
        "stand_in": p.STAND_IN,
        "min_decisions": args.min,
        "per_difficulty": args.per,
        "seeds_searched": searched,
    }
    head = json.dumps(data, indent=1)[:-2]  # without the closing brace: the deals follow, one a line
    deals = ",\n  ".join(json.dumps(p.to_json(m)) for m in chosen)
    write_whole(OUT, f'{head},\n "deals": [\n  {deals}\n ]\n}}\n')


def check() -> int:
    faults = []
    measured = []
    for deal in p.practice():
        m = p.measure(deal.seed)
        measured.append(m)
        if p.to_json(m) != {**p.to_json(deal)}:
            faults.append(f"seed {deal.seed}: shipped {p.to_json(deal)}, now {p.to_json(m)}")
    faults += property_faults(measured)
    for fault in faults:
        print(fault)
    return 1 if faults else 0


def property_faults(measured: list[p.Measure]) -> list[str]:
    """What the set lacks of the property the issue asks for (empty: it has it)."""
    faults = [f"seed {m.seed}: {m.decisions} decisions, fewer than {p.MIN_DECISIONS}" for m in measured
              if m.decisions < p.MIN_DECISIONS]  # fmt: skip
    mean = sum(m.decisions for m in measured) / max(len(measured), 1)
    if len(measured) < 20:
        faults.append(f"{len(measured)} deals, fewer than 20")
    if mean < p.MIN_MEAN:
        faults.append(f"{mean:.2f} decisions on average, fewer than {p.MIN_MEAN}")
    if not any(m.calls for m in measured):
        faults.append("no deal asks the learner to call")
    if not any(m.claims for m in measured):
        faults.append("no deal gives the learner a claim-or-play-on decision")
    return faults


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="re-measure the shipped seeds only")
    parser.add_argument("--count", type=int, default=24)
    parser.add_argument("--per", type=int, default=8)
    parser.add_argument("--min", type=int, default=6)
    parser.add_argument("--max-seed", type=int, default=600)
    args = parser.parse_args()
    if args.check:
        return check()
    chosen, searched = search(args.count, args.per, args.min, args.max_seed)
    faults = property_faults(chosen)
    write(chosen, searched, args)
    mean = sum(m.decisions for m in chosen) / len(chosen)
    by = {d: sum(m.difficulty == d for m in chosen) for d in p.DIFFICULTIES}
    print(f"{len(chosen)} deals from {searched} seeds searched; decisions min {min(m.decisions for m in chosen)}, "
          f"mean {mean:.2f}; calls in {sum(bool(m.calls) for m in chosen)}, claim decisions in "
          f"{sum(bool(m.claims) for m in chosen)}; {by}")  # fmt: skip
    for fault in faults:
        print("FAULT:", fault)
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main())
