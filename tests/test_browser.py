"""The widgets in a real browser: JupyterLab and Voilà served here, headless Chromium driven by Playwright.

Under ``CI=true`` these tests fail when Chromium or Playwright is missing;
elsewhere they are skipped. Screenshots (light and dark JupyterLab themes,
1280 px with the file browser open and 800 px) and the click-to-update
timings go to ``test-artifacts/`` (not committed). The README's pictures,
``docs/images/stepper.png`` and ``docs/images/play-table.png``, are written
here on every run from what the browser shows, so they cannot drift.
"""

from __future__ import annotations

import json
import os
import re
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
README_IMAGES = HERE.parent / "docs" / "images"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]  # fmt: skip
TOKEN = "lukfu-browser-test"
WIDE, NARROW = {"width": 1280, "height": 800}, {"width": 800, "height": 800}

STEPPER_EXAMPLE, STEPS = "card_becomes_old", 11  # the library deal in the stepper, and its number of steps
TABLE = {"seed": 7, "levels": ("basic", "basic")}  # the play table: a real deal of the current engine
STEPPER_CELLS = [
    "from lukfu_teach import examples\nfrom lukfu_teach.widgets import DealStepper, PlayTable",
    f"DealStepper(examples.load({STEPPER_EXAMPLE!r}))",
    f"PlayTable({TABLE['seed']}, levels={TABLE['levels']!r}, delay=0.3)",
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


def shoot(page, locator, name: str, readme: str = "") -> None:
    """A screenshot of the window as it is, and one of the whole widget (in a window tall enough for it);
    ``readme`` also writes the widget's picture to ``docs/images/`` under that name."""
    ARTIFACTS.mkdir(exist_ok=True)
    locator.scroll_into_view_if_needed()
    page.screenshot(path=ARTIFACTS / f"{name}-window.png")
    window = page.viewport_size
    page.set_viewport_size({"width": window["width"], "height": 3200})
    page.wait_for_timeout(300)
    locator.screenshot(path=ARTIFACTS / f"{name}-widget.png")
    if readme:
        README_IMAGES.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ARTIFACTS / f"{name}-widget.png", README_IMAGES / readme)
    page.set_viewport_size(window)


def dark_theme(page) -> None:
    """Switch JupyterLab to its dark theme, as a learner would (Settings > Theme)."""
    page.locator(".lm-MenuBar-item", has_text="Settings").first.click()
    page.locator(".lm-Menu-item", has_text="Theme").first.hover()
    page.locator(".lm-Menu-item", has_text="JupyterLab Dark").first.click()
    page.wait_for_function("document.body.dataset.jpThemeLight === 'false'")
    page.wait_for_timeout(500)


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
        s7 = card(stepper.locator(".lukfu-seat-0"), "S7")
        assert "lukfu-old" not in (s7.get_attribute("class") or "")
        timings = []
        for step in range(STEPS):  # step forward until S7 is marked Old (the status is drawn last)
            timings.append(page.evaluate(CLICK_TO_UPDATE_JS, [step]))
            if "lukfu-old" in (s7.get_attribute("class") or ""):
                break
        assert status.inner_text().startswith(f"Step 6 of {STEPS}")  # West plays S8 face up: S9 was seen in trick 1
        proof = "Strings 7 (S7) is Old (R16b): S9 and S8 were played face up (tricks 1 and 2)."
        assert s7.get_attribute("title") == proof
        assert proof in stepper.locator(".lukfu-old-panel").inner_text()
        timings.append(page.evaluate(CLICK_TO_UPDATE_JS, [6]))
        stepper.locator(".lukfu-ai-panel", has_text="What the expert AI thinks here").wait_for()  # no why recorded
        for step in range(7, STEPS):
            timings.append(page.evaluate(CLICK_TO_UPDATE_JS, [step]))
        assert "each noncaller pays 1" in stepper.locator(".lukfu-move-panel").inner_text()
        stepper.locator("button.lukfu-prev").click()
        status.get_by_text(f"Step {STEPS - 1} of {STEPS}").wait_for()
        stepper.locator("button.lukfu-first").click()
        status.get_by_text(f"Step 0 of {STEPS}").wait_for()
        for step in range(7):
            timings.append(page.evaluate(CLICK_TO_UPDATE_JS, [step]))
        report_timings(timings)
        s7.click()
        stepper.locator(".lukfu-card-info", has_text="Strings 7 (S7), held by seat 0 (You)").wait_for()
        shoot(page, stepper, "stepper-1280", readme="stepper.png")
        seat_view(page, stepper)
        page.set_viewport_size(NARROW)
        page.wait_for_timeout(300)
        shoot(page, stepper, "stepper-800")
        page.set_viewport_size(WIDE)

        table = page.locator(".lukfu-play-table")
        play_a_trick(page, table, "lab", readme="play-table.png")
        dark_theme(page)
        shoot(page, stepper, "stepper-dark-1280")
        shoot(page, table, "table-dark-1280")
        page.set_viewport_size(NARROW)
        page.wait_for_timeout(300)
        shoot(page, table, "table-dark-800")
    finally:
        context.close()


def seat_view(page, stepper) -> None:
    """As East saw it: your hand is card backs, and a note naming your cards waits for a click (R15)."""
    stepper.locator(".lukfu-perspective select").select_option(label="As seat 1 (East) saw it")
    stepper.locator(".lukfu-seat-0 .lukfu-hidden-hand").wait_for()
    note = stepper.locator(".lukfu-notes")
    note.get_by_text("The note is hidden in this view").wait_for()  # step 7 names your S7, hidden from East
    assert "S7 is Old" not in note.inner_text()
    shoot(page, stepper, "stepper-seat-view-1280")
    stepper.locator("button.lukfu-reveal").click()
    note.get_by_text("S7 is Old (R16b)").wait_for()
    stepper.locator(".lukfu-perspective select").select_option(label="Open table")
    stepper.locator(".lukfu-seat-0 button.lukfu-card").first.wait_for()


def play_a_trick(page, table, name: str, readme: str = "") -> None:
    """Call, make a wrong selection and see it refused with its rule, then a legal one, and see the AIs answer.

    A twin of the table, played here in Python, says which cards the learner holds and may play.
    """
    from lukfu_teach.widgets import PlayTable

    twin = PlayTable(TABLE["seed"], levels=TABLE["levels"], delay=0)
    hand = [str(c) for c in twin.deal.hand(0)]
    table.wait_for(timeout=60_000)
    table.locator("button.lukfu-call-play").click()
    log = table.locator(".lukfu-log")
    log.get_by_text("seat 0 (You) calls play").wait_for()
    twin.call("play")
    legal = twin.deal.legal_moves
    move = next(iter(legal))
    submit = table.locator("button.lukfu-submit")
    table.locator(".lukfu-status", has_text=re.compile("You can|You cannot|Your lead")).wait_for(timeout=20_000)
    for code in hand[:2]:  # two cards are never a play, nor a discard of as many cards as any lead
        card(table, code).click()
    submit.get_by_text(f"{hand[0]} {hand[1]}").wait_for()
    submit.click()
    message = table.locator(".lukfu-message")
    message.get_by_text("Not allowed").wait_for()
    assert "(R9)" in message.inner_text() or "(R13)" in message.inner_text()
    assert "lukfu-selected" in (card(table, hand[0]).get_attribute("class") or "")
    table.locator("button.lukfu-clear").click()
    for c in move.cards:
        card(table, str(c)).click()
    submit.get_by_text(" ".join(str(c) for c in move.cards)).wait_for()
    submit.click()
    twin.select(move.cards)
    assert twin.play_selected()
    log.get_by_text(re.compile("wins trick 1 ")).wait_for(timeout=20_000)
    status = re.sub(r"<[^>]+>", "", twin.status.value)  # where the AIs stop: your turn again, or the end
    table.locator(".lukfu-status").get_by_text(status, exact=True).wait_for(timeout=30_000)
    assert ("why?" in log.inner_text()) == twin.deal.is_over  # the AIs' reasons wait until the end (R15)
    if twin.deal.is_over:  # open the last AI move's reasons
        log.locator("details summary").last.click()
        log.locator("details[open] .lukfu-why").wait_for()
    shoot(page, table, f"table-{name}-1280", readme=readme)
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
