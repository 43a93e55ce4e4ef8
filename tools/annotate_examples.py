"""Recompute the AIs' reasons (``why``) of the example deals from the current AI.

    .venv/bin/python tools/annotate_examples.py          # rewrite lukfu_teach/examples/*.json
    .venv/bin/python tools/annotate_examples.py --check  # only report; exit 1 if a file would change

Each example names the AI level and seed of its AI seats (``AIS`` below). For
every call and move of an AI seat, that AI decides from exactly what the seat saw
(its ``SeatView``); when it chooses the recorded move, the move gets that
decision's ``why``; when it would play something else, the move gets no
``why`` (a reason for another move would be false), and the report lists it.
Everything else of a record (title, description, each move's note, in
every language it has) is kept as it is. Run it after any change to the AI's decisions or words, review the report
and the diff, then regenerate the golden transcripts
(``LUKFU_UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/test_examples.py``).
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lukfu_teach import examples  # noqa: E402
from lukfu_teach.ai import make_player  # noqa: E402
from lukfu_teach.records.record import Entry, Record, dumps  # noqa: E402

# example -> (AI level, seed, the seats the AIs play); the learner's seat 0 is a person unless listed
AIS: dict[str, tuple[str, int, tuple[int, ...]]] = {
    "caller_claims": ("expert", 0, (1, 2)),
    "noncaller_wins": ("expert", 0, (1, 2)),
    "mau_gung_bak_chi": ("expert", 0, (1, 2)),
    "runs_and_suits": ("basic", 0, (1, 2)),
    "aces_and_nines": ("basic", 0, (1, 2)),
    "must_beat": ("expert", 0, (1, 2)),
    "card_becomes_old": ("expert", 0, (1, 2)),
    "safe_but_unproven": ("expert", 0, (1, 2)),
    "passed_master": ("basic", 0, (1, 2)),
    "greed_punished": ("expert", 0, (1, 2)),
    "expert_plays_on": ("expert", 1, (0, 1, 2)),
    "last_trick": ("basic", 0, (1, 2)),
    "draw": ("basic", 0, (1, 2)),
}


def annotate(record: Record, level: str, seed: int, seats: tuple[int, ...]) -> tuple[Record, list[str]]:
    """``record`` with the ``why`` of each AI call and move recomputed; and the report, one line per AI step."""
    players = {s: make_player(level, seed=seed, seats=record.seats) for s in seats}
    position, entries, report = record.start(), [], []
    for number, entry in enumerate((*record.calls, *record.moves), 1):
        seat = entry.move.seat
        why = None
        if seat in players:
            decision = players[seat].decide(position.view(seat))
            if decision.move == entry.move:
                why = decision.to_json()
                report.append(f"  step {number}: {entry.move}: why from the {level} AI")
            else:
                report.append(f"  step {number}: {entry.move}: no why, the {level} AI would rather: {decision.move}")
        entries.append(Entry(entry.move, entry.note, why))
        position.apply(entry.move)
    calls = len(record.calls)
    return replace(record, calls=tuple(entries[:calls]), moves=tuple(entries[calls:])), report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="report only; exit 1 if a file would change")
    parser.add_argument("names", nargs="*", help="examples to annotate (default: all)")
    args = parser.parse_args(argv)
    changed = []
    for name in args.names or examples.names():
        level, seed, seats = AIS[name]
        record, report = annotate(examples.load(name), level, seed, seats)
        text = dumps(record)
        path = examples.path(name)
        agreed = sum("why from" in line for line in report)
        print(f"{name}: {agreed} of {len(report)} AI calls and moves carry the {level} AI's why (seed {seed})")
        print("\n".join(report))
        if path.read_text(encoding="utf-8") != text:
            changed.append(name)
            if not args.check:
                path.write_text(text, encoding="utf-8")
    verb = "would change" if args.check else "rewritten"
    print(f"{verb}: {', '.join(changed) or 'nothing'}")
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
