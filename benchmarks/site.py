"""The course site in the browser: `python benchmarks/site.py` (the expert AI against a normal kernel) and
`python benchmarks/site.py --first-widget 3` (lesson 00's app: the seconds to its first working widget).

The same code times the same expert decisions (the Master's call and its first lead in deals
1..N, which need no earlier AI choice) in this Python and in the browser: the built site
(``make site``; built here if ``build/site`` is missing) is served on 127.0.0.1 and opened in
headless Chromium, and the code runs in a cell of ``00_start_here``. Prints the median and the
95th percentile of each, in milliseconds. ``--first-widget N`` opens lesson 00's app N times, each in a fresh
browser profile, and prints the seconds from opening the page to the stepper's answer to Next.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]  # fmt: skip

CODE = """
import json as _json
import time as _time
from lukfu_teach import Deal, Move
from lukfu_teach.ai import make_player

def expert_times(seeds):
    '''Milliseconds of the expert's decisions at the Master's call and first lead of each deal.'''
    times = []
    for seed in seeds:
        deal = Deal.new(seed=seed)
        player = make_player("expert", seed=seed)
        for lead in (False, True):
            seat = deal.to_act
            start = _time.perf_counter()
            decision = player.decide(deal.view(seat))
            times.append((_time.perf_counter() - start) * 1000)
            deal.apply(decision.move if lead else Move.of(seat, "play"))
    return times
"""


def in_kernel(seeds: range) -> list[float]:
    scope: dict = {}
    exec(CODE, scope)
    return scope["expert_times"](seeds)


@contextlib.contextmanager
def served(site: Path):
    """The site on 127.0.0.1 (``python -m http.server``), and a headless Chromium that may ask nothing else."""
    from playwright.sync_api import sync_playwright

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    base = f"http://127.0.0.1:{port}"
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(site)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(f"{base}/index.html", timeout=2).close()
                break
            except OSError:
                time.sleep(0.2)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            yield browser, base
            browser.close()
    finally:
        server.terminate()
        server.wait(10)


def new_page(browser, base: str):
    context = browser.new_context()
    context.route("**/*", lambda r: r.continue_() if r.request.url.startswith(base) else r.abort())
    return context.new_page()


def in_browser(site: Path, seeds: range) -> list[float]:
    with served(site) as (browser, base):
        page = new_page(browser, base)
        page.goto(f"{base}/lab/index.html?path=00_start_here.ipynb")
        page.get_by_text("Python (Pyodide) | Idle").first.wait_for(timeout=180_000)
        page.locator(".jp-Notebook .jp-Cell").last.click()
        page.keyboard.press("Escape")
        page.keyboard.press("b")
        page.keyboard.press("Enter")
        page.keyboard.insert_text(CODE + f"\nprint(_json.dumps(expert_times(range({seeds.start}, {seeds.stop}))))")
        page.keyboard.press("Shift+Enter")
        output = page.locator(".jp-CodeCell").nth(-2).locator(".jp-OutputArea-output")
        output.filter(has_text="]").wait_for(timeout=600_000)
        return json.loads(output.inner_text())


def first_widget(site: Path, runs: int) -> list[float]:
    """Seconds from opening lesson 00's app (a fresh profile each time) to its stepper's answer to Next."""
    times = []
    with served(site) as (browser, base):
        for _ in range(runs):
            page = new_page(browser, base)
            start = time.monotonic()
            page.goto(f"{base}/voici/render/00_start_here.html")
            stepper = page.locator(".lukfu-stepper")
            stepper.wait_for(timeout=180_000)
            stepper.locator("button.lukfu-next").click()
            stepper.locator(".lukfu-status").filter(has_text="Step 1 of").wait_for(timeout=60_000)
            times.append(round(time.monotonic() - start, 1))
            page.context.close()
    return times


def summary(times: list[float]) -> str:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    median = statistics.median(times)
    return f"median {median:6.0f} ms, p95 {p95:6.0f} ms, max {max(times):6.0f} ms ({len(times)} decisions)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20, help="deals 1..N, two expert decisions each")
    parser.add_argument("--site", type=Path, default=REPO / "build" / "site", help="a built site (default build/site)")
    parser.add_argument("--first-widget", type=int, metavar="N", help="time lesson 00's app N times instead")
    args = parser.parse_args()
    seeds = range(1, args.deals + 1)
    if not (args.site / "index.html").exists():
        subprocess.run([sys.executable, str(REPO / "lite" / "build.py"), "--out", str(args.site)], check=True)
    if args.first_widget:
        times = first_widget(args.site, args.first_widget)
        print(f"lesson 00's app, open -> Next answered: {', '.join(f'{t} s' for t in times)}")
        print(f"(machine load: {os.getloadavg()[0]:.1f} over 1 min)")
        return
    kernel = in_kernel(seeds)
    browser = in_browser(args.site, seeds)
    print(f"expert decisions, normal kernel (Python {sys.version.split()[0]}): {summary(kernel)}")
    print(f"expert decisions, the site in Chromium (Pyodide):   {summary(browser)}")
    print(f"browser / kernel, medians: {statistics.median(browser) / statistics.median(kernel):.1f}x")
    print(f"(machine load: {os.getloadavg()[0]:.1f} over 1 min)")


if __name__ == "__main__":
    main()
