"""How long each notebook takes to execute from a fresh kernel (targets: < 20 s each, < 2 min for all).

Run from the repository root: ``.venv/bin/python benchmarks/notebooks.py [NAME ...]``. The notebooks are
executed in memory, from their ``.py`` scripts, in the ``notebooks/`` folder as ``make notebooks`` would;
nothing is written. The kernel start-up is included, as a reader would wait for it.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import jupytext
from nbclient import NotebookClient

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
EACH, ALL = 20.0, 120.0


def execute(script: Path) -> float:
    """Seconds to execute the notebook of ``script``, kernel start-up included."""
    notebook = jupytext.read(script)
    start = time.perf_counter()
    where = {"metadata": {"path": str(NOTEBOOKS)}}
    NotebookClient(notebook, timeout=600, kernel_name="python3", resources=where).execute()
    return time.perf_counter() - start


def main(names: list[str]) -> int:
    scripts = [NOTEBOOKS / f"{name}.py" for name in names] if names else sorted(NOTEBOOKS.glob("[0-9][0-9]_*.py"))
    total = 0.0
    for script in scripts:
        seconds = execute(script)
        total += seconds
        flag = "" if seconds < EACH else f"  (over {EACH:.0f} s)"
        print(f"{script.stem:<32} {seconds:6.1f} s{flag}", flush=True)
    flag = "" if total < ALL else f"  (over {ALL:.0f} s)"
    print(f"{f'all {len(scripts)} notebooks':<32} {total:6.1f} s{flag}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
