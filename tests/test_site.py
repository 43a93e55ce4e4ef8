"""The course as a static JupyterLite site (``make site``), built and used in a real browser.

The site is built from this checkout (``lite/build.py``) into a temporary folder, served on
127.0.0.1 by ``python -m http.server`` and opened in headless Chromium with every request to
another host blocked and recorded: the course must run from its own origin alone.

This takes a few minutes (the first build on a fresh machine sets up ``build/lite-venv`` and
downloads Pyodide and the wheels into ``build/lite-cache``). Skip it locally with
``make test SKIP_SITE=1`` (or ``pytest -m "not site"``). Under ``CI=true`` it fails instead of
skipping when Chromium, Playwright or npm is missing. The build time, the site's size, the time
to the first widget and the times of the expert's hints in the browser go to
``test-artifacts/site.json`` and ``test-artifacts/site.txt``, with screenshots.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
import zipfile
from collections.abc import Iterator
from hashlib import sha256
from pathlib import Path

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.site]

REPO = Path(__file__).resolve().parent.parent
ARTIFACTS = REPO / "test-artifacts"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
    "--host-resolver-rules=MAP classroom.test 127.0.0.1",  # a class network's address, on this machine
]  # fmt: skip
NOTEBOOKS = REPO / "notebooks"
SOURCES = sorted(
    p.relative_to(NOTEBOOKS).as_posix() for p in [*NOTEBOOKS.glob("*.ipynb"), *NOTEBOOKS.glob("sv/*.ipynb")]
)
IDLE = "Python (Pyodide) | Idle"
STDERR = '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]'
MY_TURN = re.compile(r"^(Your|You can|You cannot|The deal is over)")
FIGURES: dict = {}  # what the tests measured, written to test-artifacts/ at the end of the module


def _missing(reason: str) -> None:
    if os.environ.get("CI") == "true":
        pytest.fail(f"{reason}: the site test must run in CI")
    pytest.skip(reason)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The site, built by ``lite/build.py`` as ``make site`` builds it."""
    for tool in ("npm", "node"):  # the build fetches Pyodide with npm pack and asks it what it can import
        if shutil.which(tool) is None:
            _missing(f"{tool} is not installed (make site needs it)")
    out = tmp_path_factory.mktemp("lite") / "site"
    start = time.monotonic()
    done = subprocess.run(
        [sys.executable, str(REPO / "lite" / "build.py"), "--out", str(out)],
        capture_output=True, text=True, timeout=1800,
    )  # fmt: skip
    if done.returncode != 0:
        pytest.fail(f"the site did not build:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
    FIGURES["build_seconds_with_setup"] = round(time.monotonic() - start, 1)
    manifest = json.loads((out / "lukfu-site.json").read_text())
    FIGURES["build_seconds"] = manifest["build_seconds"]
    FIGURES["size_mb"] = round(manifest["size_bytes"] / 1e6, 1)
    yield out
    write_figures()


@pytest.fixture(scope="module")
def served(site: Path) -> Iterator[str]:
    """The site on 127.0.0.1, served by ``python -m http.server`` as a teacher would."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(site)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(f"{base}/index.html", timeout=2):
                    break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    raise
                time.sleep(0.2)
        yield base
    finally:
        server.terminate()
        server.wait(10)


@pytest.fixture(scope="module")
def chromium() -> Iterator:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _missing("Playwright is not installed")
    if not Path(CHROMIUM).exists():
        _missing(f"Chromium is not installed at {CHROMIUM}")
    # the kernel runs in a web worker and the contents go through a service worker: see their requests too
    old = os.environ.get("PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS")
    os.environ["PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS"] = "1"
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            yield browser
            browser.close()
    finally:
        if old is None:
            os.environ.pop("PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS")
        else:
            os.environ["PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS"] = old


class Visit:
    """A fresh browser profile on the site: every request to another origin blocked and recorded."""

    def __init__(self, browser, base: str) -> None:
        self.base, self.local, self.blocked = base, 0, []
        self.context = browser.new_context(viewport={"width": 1280, "height": 900}, accept_downloads=True)
        self.context.route("**/*", self._route)
        self.page = self.context.new_page()

    def _route(self, route) -> None:
        url = route.request.url
        if url.startswith(self.base + "/") or url.startswith(("data:", "blob:")):
            self.local += 1
            route.continue_()
        else:
            self.blocked.append(url)
            route.abort()

    def open(self, notebook: str) -> float:
        """Open a notebook in JupyterLab, wait until its kernel is idle, run all cells; the seconds to idle."""
        start = time.monotonic()
        self.page.goto(f"{self.base}/lab/index.html?path={notebook}")
        self.page.get_by_text(IDLE).first.wait_for(timeout=180_000)  # Pyodide loaded, packages imported
        idle = time.monotonic() - start
        self.page.locator(".lm-MenuBar-item", has_text="Run").first.click()
        self.page.locator('.lm-Menu-item[data-command="runmenu:run-all"]').click()
        # The lessons' code is folded away, and a folded cell's prompt shows no count: unfold it to read them
        self.page.locator(".lm-MenuBar-item", has_text="View").first.click()
        self.page.locator('.lm-Menu-item[data-command="notebook:show-all-cell-code"]').click()
        return idle

    def wait_all_ran(self, site: Path, notebook: str, seconds: float = 240) -> None:
        """Every code cell has run (numbered prompt), none with an error or anything on stderr."""
        cells = json.loads((site / "files" / notebook).read_text())["cells"]
        code = sum(cell["cell_type"] == "code" for cell in cells)
        prompts = self.page.locator(".jp-CodeCell .jp-InputPrompt")  # textContent: cells out of view count too
        deadline = time.monotonic() + seconds
        while True:
            texts = [t.strip() for t in prompts.all_text_contents()]
            if len(texts) == code and all(re.fullmatch(r"\[\d+\]:", t) for t in texts):
                break
            assert time.monotonic() < deadline, f"cells still not run after {seconds} s: {texts}"
            time.sleep(0.5)
        self.assert_clean()

    def assert_clean(self) -> None:
        errors = self.page.locator(STDERR).all_text_contents()
        assert not errors, "error output in the site:\n" + "\n---\n".join(e[-1500:] for e in errors)
        broken = self.page.get_by_text(re.compile("Error displaying widget|Failed to load model class"))
        assert broken.count() == 0, broken.all_text_contents()
        assert not self.blocked, f"the site asked for outside requests: {self.blocked}"

    def run_cell(self, code: str) -> str:
        """Add a code cell at the end, run it and return its text output (as a student would)."""
        page = self.page
        page.locator(".jp-Notebook .jp-Cell").last.click()
        page.keyboard.press("Escape")
        page.keyboard.press("b")  # a new cell below, selected
        page.keyboard.press("Enter")  # edit it
        page.keyboard.insert_text(code)
        page.keyboard.press("Shift+Enter")
        cell = page.locator(".jp-CodeCell").nth(-2)  # Shift+Enter added an empty cell after it
        cell.locator(".jp-InputPrompt", has_text=re.compile(r"\[\d+\]")).wait_for(timeout=60_000)
        self.assert_clean()
        return cell.locator(".jp-OutputArea").inner_text()

    def shoot(self, locator, name: str) -> None:
        """A screenshot of the whole widget, in a window tall enough for it."""
        ARTIFACTS.mkdir(exist_ok=True)
        window = self.page.viewport_size
        self.page.set_viewport_size({"width": window["width"], "height": 3200})
        locator.scroll_into_view_if_needed()
        self.page.wait_for_timeout(300)
        locator.screenshot(path=ARTIFACTS / f"{name}.png")
        self.page.set_viewport_size(window)

    def close(self) -> None:
        self.context.close()


@pytest.fixture
def visit(chromium, served: str) -> Iterator[Visit]:
    v = Visit(chromium, served)
    yield v
    v.close()


def write_figures() -> None:
    if not FIGURES:
        return
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "site.json").write_text(json.dumps(FIGURES, indent=1) + "\n")
    lines = [f"{key}: {value}" for key, value in FIGURES.items()]
    (ARTIFACTS / "site.txt").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


# -- what the site holds -----------------------------------------------------------------


def test_site_holds_the_course_and_its_own_python(site: Path) -> None:
    manifest = json.loads((site / "lukfu-site.json").read_text())
    assert (site / "index.html").exists()
    assert sorted(manifest["notebooks"] + list(manifest["left_out"])) == SOURCES
    for name in manifest["notebooks"]:
        notebook = json.loads((site / "files" / name).read_text())
        assert notebook["metadata"]["kernelspec"]["name"] == "python"  # the Pyodide kernel's
    assert "00_start_here.ipynb" in manifest["notebooks"] and "09_play_against_the_ai.ipynb" in manifest["notebooks"]
    for name, reason in manifest["left_out"].items():  # only a notebook that needs a compiled package is left out
        assert "no build for the browser" in reason, (name, reason)
    if "import matplotlib" in (REPO / "notebooks" / "11_inside_the_ai.py").read_text():
        assert "matplotlib" in manifest["left_out"]["11_inside_the_ai.ipynb"]
    examples = sorted(p.name for p in (REPO / "lukfu_teach" / "examples").glob("*.json"))
    assert sorted(p.name for p in (site / "files" / "examples").glob("*.json")) == examples

    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs"
    assert kernel["disablePyPIFallback"] is True
    assert all(url.startswith("./") for url in kernel["pipliteUrls"])
    assert "lukfu-teach" in kernel["loadPyodideOptions"]["packages"]

    pyodide = site / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    for name, package in lock["packages"].items():  # every package the lock names is in the site, as locked
        wheel = pyodide / package["file_name"]
        assert sha256(wheel.read_bytes()).hexdigest() == package["sha256"], name
        assert set(package["depends"]) <= set(lock["packages"]), name
    ours = lock["packages"]["lukfu-teach"]
    with zipfile.ZipFile(pyodide / ours["file_name"]) as z:  # a wheel of this checkout, examples included
        packed = set(z.namelist())
    for path in (REPO / "lukfu_teach").rglob("*"):
        if path.suffix in (".py", ".json"):
            assert path.relative_to(REPO).as_posix() in packed


# -- the course in the browser ------------------------------------------------------------


def test_start_here_runs_in_the_browser_with_nothing_from_outside(site: Path, visit: Visit) -> None:
    start = time.monotonic()
    FIGURES["start_here_kernel_idle_seconds"] = round(visit.open("00_start_here.ipynb"), 1)
    stepper = visit.page.locator(".lukfu-stepper")
    stepper.wait_for(timeout=180_000)
    FIGURES["start_here_first_widget_seconds"] = round(time.monotonic() - start, 1)
    visit.wait_all_ran(site, "00_start_here.ipynb")
    status = stepper.locator(".lukfu-status")
    first = status.inner_text()
    assert first.startswith("Step 0 of"), first
    for step in (1, 2):
        stepper.locator("button.lukfu-next").click()
        status.filter(has_text=f"Step {step} of").wait_for(timeout=10_000)
    stepper.locator("button.lukfu-prev").click()
    status.filter(has_text="Step 1 of").wait_for(timeout=10_000)
    visit.shoot(stepper, "site-stepper")
    visit.assert_clean()
    FIGURES["start_here_requests"] = visit.local


def my_turn(table, pattern: re.Pattern = MY_TURN) -> str:
    status = table.locator(".lukfu-status")
    status.filter(has_text=pattern).wait_for(timeout=120_000)
    return status.inner_text()


def to_cards(table) -> str:
    """Wait for the learner's turn, calling play when asked: the status once cards are to be played."""
    if my_turn(table).startswith("Your call"):
        table.locator("button.lukfu-call-play").click()
        table.locator(".lukfu-log").get_by_text("seat 0 (You) calls play").wait_for(timeout=10_000)
    return my_turn(table, re.compile(r"^(Your lead|You can|You cannot|The deal is over)"))


def test_play_table_plays_against_the_ai_in_the_browser(site: Path, visit: Visit) -> None:
    start = time.monotonic()
    visit.open("09_play_against_the_ai.ipynb")
    table = visit.page.locator(".lukfu-play-table")
    table.wait_for(timeout=180_000)
    FIGURES["play_table_first_widget_seconds"] = round(time.monotonic() - start, 1)
    visit.wait_all_ran(site, "09_play_against_the_ai.ipynb")
    table.scroll_into_view_if_needed()  # JupyterLab draws only the cells in view, and the AIs wait for the drawing
    status, panel = table.locator(".lukfu-status"), table.locator(".lukfu-hint-panel")
    hints = []
    for _ in range(4):  # take the expert's hint and play it, four times (in a new deal when one ends)
        if to_cards(table).startswith("The deal is over"):
            table.locator("button.lukfu-new-deal").click()
            status.filter(has_not_text="The deal is over").wait_for(timeout=10_000)
            continue
        log = table.locator(".lukfu-log").inner_text()  # (the log shows its last lines only: compare the text)
        clicked = time.monotonic()
        table.locator("button.lukfu-hint-button").click()
        panel.filter(has_text="Hint:").wait_for(timeout=120_000)
        hints.append(round(time.monotonic() - clicked, 2))
        assert "Why the expert AI would do it" in panel.inner_text()
        if "claims" in panel.inner_text().split("\n")[0]:
            table.locator("button.lukfu-claim").click()
        else:
            for card in table.locator("button.lukfu-card.lukfu-hint").all():
                card.click()
            table.locator("button.lukfu-submit").click()
        deadline = time.monotonic() + 10
        while table.locator(".lukfu-log").inner_text() == log:  # the move is in the log
            assert time.monotonic() < deadline, "the move did not reach the log"
            time.sleep(0.2)
        assert table.locator(".lukfu-message .lukfu-error").count() == 0, table.locator(".lukfu-message").inner_text()
        panel.filter(has_not_text="Hint:").wait_for(state="attached", timeout=10_000)  # cleared by the move
    assert hints
    FIGURES["expert_hint_seconds_in_browser"] = hints
    visit.shoot(table, "site-play-table")

    # a student's own cell: the record and a handout land in the browser's storage, beside the notebook
    out = visit.run_cell(
        "import os\nfrom lukfu_teach import handout\n"
        'table.save("my_deal.json")\nhandout.write(table.record(), "my_deal.html")\n'
        "print(os.getcwd(), sorted(n for n in os.listdir() if n.startswith('my_deal')))"
    )
    assert "['my_deal.html', 'my_deal.json']" in out, out
    listing = visit.page.locator(".jp-DirListing-item", has_text="my_deal.json")
    visit.page.locator(".jp-FileBrowser .jp-ToolbarButtonComponent[title^='Refresh']").first.click()
    listing.wait_for(timeout=30_000)  # in the file browser, to open or download
    listing.click(button="right")
    with visit.page.expect_download() as download:
        visit.page.locator('.lm-Menu-item[data-command="filebrowser:download"]').click()
    saved = json.loads(Path(download.value.path()).read_text())
    assert saved["hands"] and "moves" in saved, saved

    # the student's notebook, saved (Ctrl+S), is still there when the page is opened again
    visit.page.keyboard.press("Control+s")
    visit.page.locator(".lm-TabBar-tab.jp-mod-dirty").wait_for(state="detached", timeout=10_000)
    visit.assert_clean()
    FIGURES["play_table_requests"] = visit.local
    visit.page.reload()
    own = visit.page.locator(".jp-CodeCell", has_text='handout.write(table.record(), "my_deal.html")')
    own.wait_for(state="attached", timeout=60_000)


def test_course_runs_from_a_class_network_address(chromium, served: str) -> None:
    """A laptop serving the site on a class network: plain http to an address that is not this machine's
    own, so the browser treats the page as not secure (no service worker). The lessons still run."""
    visit = Visit(chromium, served.replace("127.0.0.1", "classroom.test"))
    try:
        visit.open("00_start_here.ipynb")
        assert visit.page.evaluate("window.isSecureContext") is False
        stepper = visit.page.locator(".lukfu-stepper")
        stepper.wait_for(timeout=180_000)
        stepper.locator("button.lukfu-next").click()
        stepper.locator(".lukfu-status").filter(has_text="Step 1 of").wait_for(timeout=10_000)
        visit.assert_clean()
    finally:
        visit.close()


@pytest.mark.parametrize(
    "notebook", [n for n in SOURCES if n not in ("00_start_here.ipynb", "09_play_against_the_ai.ipynb")]
)
def test_every_other_notebook_runs_in_the_browser(site: Path, visit: Visit, notebook: str) -> None:
    manifest = json.loads((site / "lukfu-site.json").read_text())
    if notebook in manifest["left_out"]:
        pytest.skip(f"not in the site: {manifest['left_out'][notebook]}")
    start = time.monotonic()
    visit.open(notebook)
    visit.wait_all_ran(site, notebook)
    for quiz in visit.page.locator(".lukfu-beat-quiz, .lukfu-old-quiz").all():  # answer each quiz once
        quiz.locator("button.lukfu-check").click()
        quiz.locator(".lukfu-feedback").filter(has_text=re.compile(r"\w")).wait_for(timeout=15_000)
    visit.assert_clean()
    FIGURES.setdefault("other_notebooks_run_all_seconds", {})[notebook] = round(time.monotonic() - start, 1)
