"""Choose the practice deals (``examples.practice()``) by simulation, and write them with their figures.

    .venv/bin/python tools/practice_deals.py            # search, rewrite lukfu_teach/examples/practice/deals.json
    .venv/bin/python tools/practice_deals.py --check    # re-measure the shipped seeds; exit 1 if a figure changed
                                                        # or the set no longer has the property

Procedure (reproducible: every AI decision is seeded):

1. For seed = 0, 1, 2, ... deal ``Deal.new(seed)`` and play it as the play table does with its default AIs
   (``expert`` in seats 1 and 2, seeded ``3 * seed + seat``), three times: the learner's seat 0 played by each
   stand-in of ``practice_set.STAND_INS``: a learner who follows the hints (the coach, ``expert`` seeded
   ``seed``, exactly as Hint asks it), one who plays like the ``basic`` AI, one who plays at ``random`` (both
   seeded ``3 * seed``).
2. Count seat 0's decisions with a real choice (more than one legal move), by kind: calls, claim-or-play-on
   (its lead with a claim allowed), leads, beats, discards; note each stand-in's net points.
3. Keep a seed when seat 0 gets to call, no stand-in throws the deal in (three passes: the table would deal
   the practice deal again) and every stand-in meets at least ``--min`` (5) such decisions. Its difficulty is
   how the basic stand-in did: won (easy), paid nothing (medium), paid (hard).
4. Search every seed below ``--max-seed`` (1500). Rank the kept seeds by the fewest real decisions any
   stand-in met, then by their sum over the stand-ins (then by seed); take the best ``--floor`` (4) of each
   difficulty, then the best of the rest, at most ``--per`` (10) of a difficulty, until there are ``--count``
   (24).

The property the set must have (``property_faults``): at least 20 deals; for every stand-in, at least
``MIN_DECISIONS`` (4) real decisions in every deal and ``MIN_MEAN`` (6) on average; a claim decision somewhere.
The data file stores the procedure's parameters, the seeds searched and each deal's figures per stand-in.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lukfu_teach.examples import practice_set as p  # noqa: E402
from lukfu_teach.records.files import write_whole  # noqa: E402

OUT = ROOT / "lukfu_teach" / "examples" / "practice" / "deals.json"
ORDER = ("basic", "random", "hints")  # the cheap stand-ins first: most seeds are refused before the coach plays


def keep(seed: int, least: int) -> p.PracticeDeal | None:
    """The seed's practice deal when every stand-in meets at least ``least`` real decisions, none throws the
    deal in, and seat 0 gets to call; else None (measuring stops at the first stand-in that fails)."""
    measures = {}
    for stand_in in ORDER:
        m = p.measure(seed, stand_in)
        if m.thrown_in or m.decisions < least or not m.calls:
            return None
        measures[stand_in] = m
    return p.PracticeDeal(seed, measures[p.DIFFICULTY_BY].difficulty, {s: measures[s] for s in p.STAND_INS})


def search(least: int, max_seed: int, cache: Path | None = None) -> list[p.PracticeDeal]:
    """Every kept seed below ``max_seed``. ``cache``: a file of the seeds measured so far (read, then written
    as the search goes), for choosing again without measuring again; only valid for the same AIs."""
    known: dict[str, dict | None] = json.loads(cache.read_text()) if cache and cache.exists() else {}
    kept = []
    for seed in range(max_seed):
        if str(seed) in known:
            deal = p.from_json(known[str(seed)]) if known[str(seed)] else None  # type: ignore[arg-type]
        else:
            deal = keep(seed, least)
            known[str(seed)] = p.to_json(deal) if deal else None
            if cache is not None and seed % 50 == 49:
                write_whole(cache, json.dumps(known))
        if deal is not None:
            print(f"seed {seed}: {deal.decisions} decisions at least, {deal.difficulty}", file=sys.stderr)
            kept.append(deal)
    if cache is not None:
        write_whole(cache, json.dumps(known))
    return kept


def choose(kept: list[p.PracticeDeal], count: int, per: int, floor: int) -> list[p.PracticeDeal]:
    """The best ``count`` kept deals (``rank``): the best ``floor`` of each difficulty first, then the best of
    the rest, at most ``per`` of a difficulty; in the order of their seeds."""
    ranked = sorted(kept, key=rank)
    chosen = [d for difficulty in p.DIFFICULTIES for d in [k for k in ranked if k.difficulty == difficulty][:floor]]
    for deal in ranked:
        if len(chosen) >= count:
            break
        if deal not in chosen and sum(c.difficulty == deal.difficulty for c in chosen) < per:
            chosen.append(deal)
    return sorted(chosen, key=lambda d: d.seed)


def rank(deal: p.PracticeDeal) -> tuple[int, int, int]:
    return (-deal.decisions, -sum(m.decisions for m in deal.stand_ins.values()), deal.seed)


def claims(deal: p.PracticeDeal) -> int:
    return sum(m.claims for m in deal.stand_ins.values())


def write(chosen: list[p.PracticeDeal], searched: int, args: argparse.Namespace) -> None:
    data = {
        "format": p.FORMAT,
        "version": p.VERSION,
        "procedure": "tools/practice_deals.py",
        "levels": list(p.TABLE_LEVELS),
        "coach": p.COACH,
        "stand_ins": list(p.STAND_INS),
        "difficulty_by": p.DIFFICULTY_BY,
        "min_decisions": args.min,
        "per_difficulty": args.per,
        "floor_per_difficulty": args.floor,
        "seeds_searched": searched,
    }
    head = json.dumps(data, indent=1)[:-2]  # without the closing brace: the deals follow, one a line
    deals = ",\n  ".join(json.dumps(p.to_json(d)) for d in chosen)
    write_whole(OUT, f'{head},\n "deals": [\n  {deals}\n ]\n}}\n')


def check() -> int:
    faults = []
    measured = []
    for deal in p.practice():
        now = p.measure_all(deal.seed)
        measured.append(now)
        if p.to_json(now) != p.to_json(deal):
            faults.append(f"seed {deal.seed}: shipped {p.to_json(deal)}, now {p.to_json(now)}")
    faults += property_faults(measured)
    for fault in faults:
        print(fault)
    print(summary(measured))
    return 1 if faults else 0


def property_faults(deals: list[p.PracticeDeal]) -> list[str]:
    """What the set lacks of the property the issue asks for (empty: it has it)."""
    faults = []
    if len(deals) < 20:
        faults.append(f"{len(deals)} deals, fewer than 20")
    for stand_in in p.STAND_INS:
        counts = [d.stand_ins[stand_in].decisions for d in deals]
        faults += [f"seed {d.seed}, {stand_in}: {n} decisions, fewer than {p.MIN_DECISIONS}"
                   for d, n in zip(deals, counts, strict=True) if n < p.MIN_DECISIONS]  # fmt: skip
        faults += [f"seed {d.seed}, {stand_in}: thrown in" for d in deals if d.stand_ins[stand_in].thrown_in]
        mean = sum(counts) / max(len(counts), 1)
        if mean < p.MIN_MEAN:
            faults.append(f"{stand_in}: {mean:.2f} decisions on average, fewer than {p.MIN_MEAN}")
    if not all(d.stand_ins["hints"].calls for d in deals):
        faults.append("a deal does not ask the learner to call")
    if not any(claims(d) for d in deals):
        faults.append("no deal gives the learner a claim-or-play-on decision")
    return faults


def summary(deals: list[p.PracticeDeal]) -> str:
    lines = [f"{len(deals)} deals: " + ", ".join(f"{d}: {sum(x.difficulty == d for x in deals)}"
                                                   for d in p.DIFFICULTIES)]  # fmt: skip
    for stand_in in p.STAND_INS:
        counts = [d.stand_ins[stand_in].decisions for d in deals]
        lines.append(f"  {stand_in:>6}: real decisions min {min(counts)}, mean {sum(counts) / len(counts):.2f}")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="re-measure the shipped seeds only")
    parser.add_argument("--count", type=int, default=24)
    parser.add_argument("--per", type=int, default=10)
    parser.add_argument("--floor", type=int, default=4)
    parser.add_argument("--min", type=int, default=5)
    parser.add_argument("--max-seed", type=int, default=1500)
    parser.add_argument("--cache", type=Path, help="a file of the seeds measured (build/practice-measured.json)")
    args = parser.parse_args()
    if args.check:
        return check()
    kept = search(args.min, args.max_seed, args.cache)
    chosen = choose(kept, args.count, args.per, args.floor)
    faults = property_faults(chosen)
    write(chosen, args.max_seed, args)
    print(f"{args.max_seed} seeds searched, {len(kept)} kept")
    print(summary(chosen))
    for fault in faults:
        print("FAULT:", fault)
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main())
