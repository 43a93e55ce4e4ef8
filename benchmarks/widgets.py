"""How long one step of the DealStepper takes on the Python side (target <= 30 ms).

Every widget message is serialized to JSON as a kernel would before sending
it, so the time includes building and encoding the updates. A step whose
record has no ``why`` is also timed on its first visit, when the AI weighs it
(in a kernel that happens just after the step is drawn). Run:

    python benchmarks/widgets.py [--level expert] [--seed 7] [--repeat 5]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from dataclasses import replace
from typing import Any

import comm
from comm.base_comm import BaseComm


class CountingComm(BaseComm):
    """A comm that encodes every message as the kernel would, and counts them."""

    messages = 0
    bytes = 0

    def publish_msg(self, msg_type: str, data: Any = None, metadata: Any = None, buffers: Any = None, **keys: Any):
        CountingComm.messages += 1
        CountingComm.bytes += len(json.dumps({"msg_type": msg_type, "data": data, "metadata": metadata}))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="expert", help="the AIs that play the deal (default: expert)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--repeat", type=int, default=5, help="passes over the whole deal, forward and back")
    args = parser.parse_args()
    comm.create_comm = CountingComm

    from lukfu_teach import Entry
    from lukfu_teach.ai import play_deal
    from lukfu_teach.widgets import DealStepper

    record = play_deal((args.level,) * 3, seed=args.seed, title="benchmark")
    t0 = time.perf_counter()
    stepper = DealStepper(record, ai_level=args.level, seed=args.seed)
    built = time.perf_counter() - t0
    n = len(stepper.steps)
    for step in range(n + 1):  # a first pass: calls carry no 'why', so the AI weighs them once (timed below)
        stepper.go(step)
    times: list[float] = []
    CountingComm.messages = CountingComm.bytes = 0
    for _ in range(args.repeat):
        for step in [*range(1, n + 1), *range(n - 1, -1, -1)]:
            t = time.perf_counter()
            stepper.go(step)
            times.append(time.perf_counter() - t)
    per_step_msgs = CountingComm.messages / len(times)
    per_step_kb = CountingComm.bytes / len(times) / 1024
    ms = sorted(1000 * t for t in times)
    print(f"DealStepper over a deal played by {args.level} AIs (seed {args.seed}): {n} steps")
    print(f"built in {1000 * built:.0f} ms")
    print(
        f"one step (Python side, messages encoded): median {statistics.median(ms):.2f} ms, "
        f"p95 {ms[int(0.95 * (len(ms) - 1))]:.2f} ms, max {ms[-1]:.2f} ms over {len(ms)} steps "
        f"(target <= 30 ms); {per_step_msgs:.0f} messages, {per_step_kb:.1f} KiB a step"
    )
    t = time.perf_counter()
    stepper.set_perspective(1)
    stepper.set_perspective(None)
    print(f"switching to seat 1's view and back to the open table: {1000 * (time.perf_counter() - t):.2f} ms")

    for perspective in (None, 1):  # a 2 MB description: drawn once, not at every step (issue 24)
        big = replace(record, description="Mau Gung is the Master's card. " * 70_000)
        long = DealStepper(big, ai_level=None, perspective=perspective)
        small = DealStepper(record, ai_level=None, perspective=perspective)
        each = {}
        for name, widget in (("2 MB", long), ("no", small)):
            t = time.perf_counter()
            for step in [*range(1, n + 1), *range(n - 1, -1, -1)]:
                widget.go(step)
            each[name] = 1000 * (time.perf_counter() - t) / (2 * n)
        view = "the open table" if perspective is None else f"seat {perspective}'s view"
        print(f"a step with a 2 MB description, {view}: {each['2 MB']:.2f} ms; without: {each['no']:.2f} ms")

    bare = replace(record, moves=tuple(Entry(e.move) for e in record.moves))  # no AI reasoning recorded
    cold = DealStepper(bare, ai_level=args.level, seed=args.seed)
    firsts = []
    for step in range(1, len(cold.steps) + 1):
        t = time.perf_counter()
        cold.go(step)
        firsts.append(1000 * (time.perf_counter() - t))
    print(
        f"first visit of a step whose record has no 'why' (the {args.level} AI recomputes it): "
        f"median {statistics.median(firsts):.1f} ms, max {max(firsts):.1f} ms; later visits are cached"
    )


if __name__ == "__main__":
    main()
