"""Memory of `lukfu-teach simulate` over time, for small and huge --deals (issue 10: it streams).

Runs the command for a few seconds with random players, samples the resident memory of the
process and its workers (Linux /proc) every half second, stops it, and prints one row a run.
Flat rows that do not depend on --deals mean the run neither builds its deals up front nor
keeps a list per deal played.

    .venv/bin/python benchmarks/simulate_memory.py [--seconds 6] [--deals 1000000 100000000]
"""

from __future__ import annotations

import argparse
import signal
import subprocess
import sys
import time
from pathlib import Path


def rss_mb(pid: int) -> float:
    """Resident memory of a process and all its descendants, in MB (0 when it is gone)."""
    total = 0.0
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                total += int(line.split()[1]) / 1024
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except (FileNotFoundError, ProcessLookupError):
        return total
    return total + sum(rss_mb(int(child)) for child in children)


def measure(deals: int, workers: int, seconds: float) -> tuple[list[float], str]:
    command = [sys.executable, "-m", "lukfu_teach.cli", "simulate", "--deals", str(deals), "--levels", "random"]
    process = subprocess.Popen([*command, "--workers", str(workers)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    samples, start = [], time.monotonic()
    while time.monotonic() - start < seconds:
        time.sleep(0.5)
        samples.append(rss_mb(process.pid))
    process.send_signal(signal.SIGINT)  # as Ctrl-C: the command stops its workers and exits
    _, progress = process.communicate()
    lines = progress.decode(errors="replace").replace("\n", "\r").split("\r")
    return samples, next((line.strip() for line in reversed(lines) if "deals" in line), "")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=6.0)
    parser.add_argument("--deals", type=int, nargs="+", default=[1_000_000, 100_000_000])
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    args = parser.parse_args()
    print(f"resident MB every 0.5 s for {args.seconds:g} s (process and workers), random players")
    for workers in args.workers:
        for deals in args.deals:
            samples, progress = measure(deals, workers, args.seconds)
            row = " ".join(f"{mb:4.0f}" for mb in samples)
            print(f"--deals {deals:>11,} --workers {workers}: {row}   | {progress}")


if __name__ == "__main__":
    main()
