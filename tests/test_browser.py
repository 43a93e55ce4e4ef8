"""The widgets in a real browser: JupyterLab and Voilà served here, headless Chromium driven by Playwright.

Under ``CI=true`` these tests fail when Chromium or Playwright is missing;
elsewhere they are skipped. Screenshots and the click-to-update timings go
to ``test-artifacts/`` (not committed).
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest

pytestmark = pytest.mark.browser

HERE = Path(__file__).parent
ARTIFACTS = HERE.parent / "test-artifacts"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]  # fmt: skip
TOKEN = "lukfu-browser-test"
WIDE, NARROW = {"width": 1280, "height": 800}, {"width": 800, "height": 800}

STEPPER_CELLS = [
    "from lukfu_teach import load\nfrom lukfu_teach.widgets import DealStepper, PlayTable",
    'DealStepper("west_claims.json")',
    'PlayTable(7, deal=load("west_claims.json").start(), delay=0.3)',
]
TABLE_CELLS = STEPPER_CELLS[:1] + STEPPER_CELLS[2:]


def _missing(reason: str) -> None:
    if os.environ.get("CI") == "true":
        pytest.fail(f"{reason}: the browser tests must run in CI")
    pytest.skip(reason)


@pytest.fixture(scope="module")
def browser() -> Iterator:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _missing("Playwright is not installed")
    if not Path(CHROMIUM).exists():
        _missing(f"Chromium is not installed at {CHROMIUM}")
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def write_notebook(path: Path, cells: list[str]) -> None:
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in cells])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    nbformat.write(nb, path)


def wait_until_up(url: str, process: subprocess.Popen, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited with status {process.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.2)
    raise TimeoutError(f"{url} did not answer in {seconds} s")


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A temporary folder with the notebooks and the record (autosave never touches the repository)."""
    root = tmp_path_factory.mktemp("served")
    shutil.copy(HERE / "browser" / "west_claims.json", root)
    write_notebook(root / "stepper.ipynb", STEPPER_CELLS)
    write_notebook(root / "table.ipynb", TABLE_CELLS)
    return root


def start(command: list[str], cwd: Path, env: dict[str, str], status_url: str) -> subprocess.Popen:
    """Start a server (its output in a log file next to it) and wait until it answers."""
    with open(cwd / f"{command[2]}.log", "w") as log:  # the child keeps its own copy of the handle
        process = subprocess.Popen(command, cwd=cwd, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        wait_until_up(status_url, process)
    except Exception:
        stop(process)
        raise
    return process


def stop(process: subprocess.Popen) -> None:
    process.terminate()
    try:
        process.wait(10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


@pytest.fixture(scope="module")
def lab(served: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    home = tmp_path_factory.mktemp("lab")
    settings = home / "settings"
    (settings / "@jupyterlab" / "apputils-extension").mkdir(parents=True)
    (settings / "@jupyterlab" / "apputils-extension" / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False})
    )
    env = {**os.environ, "JUPYTERLAB_SETTINGS_DIR": str(settings), "JUPYTERLAB_WORKSPACES_DIR": str(home / "ws"),
           "JUPYTER_RUNTIME_DIR": str(home / "runtime")}  # fmt: skip
    port = free_port()
    process = start(
        [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root", f"--port={port}",
         "--ServerApp.port_retries=0", "--ServerApp.ip=127.0.0.1", f"--IdentityProvider.token={TOKEN}",
         "--ServerApp.password=", f"--ServerApp.root_dir={served}", "--LabApp.news_url=None"],
        home, env, f"http://127.0.0.1:{port}/api/status?token={TOKEN}",
    )  # fmt: skip
    yield f"http://127.0.0.1:{port}"
    stop(process)


@pytest.fixture(scope="module")
def voila(served: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    home = tmp_path_factory.mktemp("voila")
    port = free_port()
    env = {**os.environ, "JUPYTER_RUNTIME_DIR": str(home / "runtime")}
    process = start(
        [sys.executable, "-m", "voila", str(served / "table.ipynb"), "--no-browser", f"--port={port}",
         "--Voila.ip=127.0.0.1"],
        home, env, f"http://127.0.0.1:{port}/",
    )  # fmt: skip
    yield f"http://127.0.0.1:{port}/"
    stop(process)


def new_page(browser, viewport: dict):
    context = browser.new_context(viewport=viewport)
    context.route("**/*", lambda route: route.continue_() if "127.0.0.1" in route.request.url else route.abort())
    return context, context.new_page()


def shoot(page, locator, name: str) -> None:
    """A screenshot of the window as it is, and one of the whole widget (in a window tall enough for it)."""
    ARTIFACTS.mkdir(exist_ok=True)
    locator.scroll_into_view_if_needed()
    page.screenshot(path=ARTIFACTS / f"{name}-window.png")
    window = page.viewport_size
    page.set_viewport_size({"width": window["width"], "height": 3200})
    page.wait_for_timeout(300)
    locator.screenshot(path=ARTIFACTS / f"{name}-widget.png")
    page.set_viewport_size(window)


def run_all(page, base: str, notebook: str) -> None:
    page.goto(f"{base}/lab/tree/{notebook}?token={TOKEN}")
    page.get_by_text("Python 3 (ipykernel) | Idle").wait_for(timeout=60_000)
    page.locator(".lm-MenuBar-item", has_text="Run").first.click()
    page.locator('.lm-Menu-item[data-command="runmenu:run-all"]').click()


def card(scope, code: str):
    return scope.locator("button.lukfu-card", has_text=code)


CLICK_TO_UPDATE_JS = """
async ([step]) => {
  const root = document.querySelector('.lukfu-stepper');
  const status = root.querySelector('.lukfu-status');
  const next = root.querySelector('button.lukfu-next');
  const want = `Step ${step + 1} of`;
  return await new Promise((resolve) => {
    const t0 = performance.now();
    const done = () => status.textContent.includes(want);
    const observer = new MutationObserver(() => {
      if (done()) { observer.disconnect(); requestAnimationFrame(() => resolve(performance.now() - t0)); }
    });
    observer.observe(root, {subtree: true, childList: true, characterData: true});
    next.click();
  });
}
"""


def test_stepper_and_play_table_in_jupyterlab(browser, lab: str) -> None:
    context, page = new_page(browser, WIDE)
    try:
        run_all(page, lab, "stepper.ipynb")
        stepper = page.locator(".lukfu-stepper")
        stepper.wait_for(timeout=60_000)
        status = stepper.locator(".lukfu-status")
        s7 = card(stepper, "S7")
        assert "lukfu-old" not in (s7.get_attribute("class") or "")
        timings = []
        for step in range(8):  # step forward until S7 is marked Old (the status is drawn last)
            timings.append(page.evaluate(CLICK_TO_UPDATE_JS, [step]))
            if "lukfu-old" in (s7.get_attribute("class") or ""):
                break
        assert status.inner_text().startswith("Step 4 of 8")
        assert s7.get_attribute("title") == ("Strings 7 (S7) is Old (R16b): S9 and S8 were played face up (trick 1).")
        panel = stepper.locator(".lukfu-old-panel")
        assert "Strings 7 (S7) is Old (R16b): S9 and S8 were played face up" in panel.inner_text()
        assert "Strings 5 (S5) is not Old: S6 is unaccounted for (R16b)" in panel.inner_text()
        stepper.locator(".lukfu-ai-panel", has_text="What the expert AI thinks here").wait_for()  # no why recorded
        for step in range(4, 8):
            timings.append(page.evaluate(CLICK_TO_UPDATE_JS, [step]))
        assert "pays both shares" in stepper.locator(".lukfu-move-panel").inner_text()
        stepper.locator("button.lukfu-prev").click()
        status.get_by_text("Step 7 of 8").wait_for()
        stepper.locator("button.lukfu-first").click()
        status.get_by_text("Step 0 of 8").wait_for()
        for step in range(4):
            timings.append(page.evaluate(CLICK_TO_UPDATE_JS, [step]))
        report_timings(timings)
        s7.click()
        stepper.locator(".lukfu-card-info", has_text="Strings 7 (S7), held by seat 0 (You)").wait_for()
        shoot(page, stepper, "stepper-1280")
        page.set_viewport_size(NARROW)
        page.wait_for_timeout(300)
        shoot(page, stepper, "stepper-800")
        page.set_viewport_size(WIDE)

        table = page.locator(".lukfu-play-table")
        play_a_trick(page, table, "lab")
    finally:
        context.close()


def play_a_trick(page, table, name: str) -> None:
    """Call, lead S4 by clicking cards, and see both AIs answer."""
    table.wait_for(timeout=60_000)
    table.locator("button.lukfu-call-play").click()
    log = table.locator(".lukfu-log")
    log.get_by_text("seat 0 (You) calls play").wait_for()
    card(table, "S5").click()
    card(table, "S4").click()
    submit = table.locator("button.lukfu-submit")
    submit.get_by_text("Lead S4 S5").wait_for()
    submit.click()
    table.locator(".lukfu-message", has_text="pairs are forbidden").wait_for()
    assert "(R9)" in table.locator(".lukfu-message").inner_text()
    assert "lukfu-selected" in (card(table, "S4").get_attribute("class") or "")
    card(table, "S5").click()  # unselect: S4 alone is a legal lead for the caller
    submit.get_by_text("Lead S4").wait_for()
    submit.click()
    log.get_by_text("seat 1 (East) beats S4 with").wait_for(timeout=20_000)
    log.get_by_text("seat 2 (West) beats").wait_for(timeout=20_000)
    table.locator(".lukfu-trick", has_text="Trick 1: won by West").wait_for()
    shoot(page, table, f"table-{name}-1280")
    page.set_viewport_size(NARROW)
    page.wait_for_timeout(300)
    shoot(page, table, f"table-{name}-800")
    page.set_viewport_size(WIDE)


def report_timings(timings: list[float]) -> None:
    text = (
        f"browser click on 'next' to the new state shown, over {len(timings)} clicks: "
        f"median {statistics.median(timings):.0f} ms, max {max(timings):.0f} ms (target <= 300 ms)"
    )
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "browser-timings.txt").write_text(text + "\n")
    print(text)


def test_play_table_served_by_voila(browser, voila: str) -> None:
    context, page = new_page(browser, WIDE)
    try:
        page.goto(voila, timeout=60_000)
        play_a_trick(page, page.locator(".lukfu-play-table"), "voila")
    finally:
        context.close()
