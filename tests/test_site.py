"""The course as a static site (``make site``): the lessons as apps and in JupyterLab, built and used in a
real browser.

The site is built from this checkout (``lite/build.py``) into a temporary folder, served on 127.0.0.1 by
``python -m http.server`` below a folder (as GitHub Pages serves a project: ``/lukfu_teach/``) and opened in
headless Chromium with every request to another host blocked and recorded: the course must run from its own
origin alone. The apps of lessons 00, 03, 09 and 10 are opened in English and in Swedish: the first working
widget, drills kept across a reload and a browser restart and seen by lesson 10, the landing page's download,
a move and the expert's hint at the play table, the Chinese glyphs.

This takes a few minutes (the first build on a fresh machine sets up its venv and downloads Pyodide, the
wheels and the font into ``build/lite-cache``, or ``LUKFU_SITE_CACHE``). Skip it locally with
``make test SKIP_SITE=1`` (or ``pytest -m "not site"``). Under ``CI=true`` it fails instead of
skipping when Chromium, Playwright or npm is missing. The build time, the site's size, the time
to the first widget and the times of the expert's hints in the browser go to
``test-artifacts/site.json`` and ``test-artifacts/site.txt``, with screenshots. Nothing asserts a time.
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

from lukfu_teach import course
from lukfu_teach.i18n import _, language

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
APPS = [n for n in SOURCES if re.fullmatch(r"(0\d|10)_.+", Path(n).name)]  # lessons 00-10, English and Swedish
PREFIX = "/lukfu_teach"  # the site is served below a folder, as GitHub Pages serves a project
LANGS = {"en": "", "sv": "sv/"}  # a language and its folder in the site
START = {"en": "00_start_here.ipynb", "sv": "sv/00_borja_har.ipynb"}  # lesson 00 in each language
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
    root = site.parent / "pages"  # what a static host serves: the site below a folder
    root.mkdir(exist_ok=True)
    (root / PREFIX.strip("/")).symlink_to(site, target_is_directory=True)
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(root)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    base = f"http://127.0.0.1:{port}{PREFIX}"
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
def playwright() -> Iterator:
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
            yield p
    finally:
        if old is None:
            os.environ.pop("PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS")
        else:
            os.environ["PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS"] = old


@pytest.fixture(scope="module")
def chromium(playwright) -> Iterator:
    browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
    yield browser
    browser.close()


class Visit:
    """A browser profile on the site (fresh, or kept in ``profile`` from one browser to the next): every
    request to another origin blocked and recorded."""

    def __init__(self, browser, base: str, profile: Path | None = None) -> None:
        self.base, self.local, self.blocked = base, 0, list[str]()
        options = {"viewport": {"width": 1280, "height": 900}, "accept_downloads": True}
        if profile is None:
            self.context = browser.new_context(**options)
        else:  # browser is the Playwright object: a browser of its own, its profile on disk
            options.update(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            self.context = browser.chromium.launch_persistent_context(str(profile), **options)
        self.context.route("**/*", self._route)
        self.page = self.context.pages[0] if self.context.pages else self.context.new_page()

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

    def open_app(self, notebook: str) -> float:
        """Open a lesson's app at its address (``voici/render/NN_x.html``) and wait until it has run; the
        seconds from opening it to its first widget."""
        start = time.monotonic()
        self.page.goto(f"{self.base}/voici/render/{notebook.removesuffix('.ipynb')}.html")
        self.page.locator(".lukfu-widget").first.wait_for(timeout=180_000)
        return time.monotonic() - start

    def assert_app_clean(self) -> None:
        """An app shows no code, no menus, no file browser, no error, and asked nothing of another host."""
        page = self.page
        for part in (
            ".jp-CodeCell .jp-InputArea",
            ".jp-InputArea-editor",
            ".cm-editor",
            ".lm-MenuBar",
            ".jp-FileBrowser",
        ):
            assert page.locator(part).count() == 0, f"the app shows {part}"  # code, an editor, menus, files
        errors = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
        assert errors.count() == 0, errors.all_text_contents()
        broken = page.get_by_text(re.compile("Error displaying widget|Failed to load model class|Traceback"))
        assert broken.count() == 0, broken.all_text_contents()
        assert not self.blocked, f"the site asked for outside requests: {self.blocked}"

    def draws_han(self, text: str = "六虎") -> bool:
        """Whether the page draws the characters of ``text`` as glyphs, not as the boxes of a missing character:
        each, drawn in the font of the element that shows ``text``, must look unlike 龘 (U+9F98: the site has no
        glyph of it, and this machine no CJK font)."""
        self.page.evaluate("document.fonts.ready")
        return self.page.evaluate(
            """(text) => {
              const holder = Array.from(document.querySelectorAll("h1, p, td, li")).find(e => e.textContent.includes(text));
              if (!holder) throw new Error(`no element shows ${text}`);
              const style = getComputedStyle(holder);
              const draw = (c) => {
                const canvas = Object.assign(document.createElement("canvas"), { width: 48, height: 48 });
                const context = canvas.getContext("2d");
                context.font = `${style.fontWeight} 32px ${style.fontFamily}`;
                context.fillText(c, 4, 38);
                return canvas.toDataURL();
              };
              return Array.from(text).every(c => draw(c) !== draw("\u9f98"));
            }""",
            text,
        )

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
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.js"
    assert kernel["disablePyPIFallback"] is True
    assert all(url.startswith("./") for url in kernel["pipliteUrls"])
    assert "lukfu-teach" in kernel["loadPyodideOptions"]["packages"]

    pyodide = site / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    for name, package in lock["packages"].items():  # every package the lock names is in the site, as locked
        wheel = pyodide / package["file_name"]
        assert sha256(wheel.read_bytes()).hexdigest() == package["sha256"], name
        assert set(package["depends"]) <= set(lock["packages"]), name
    for name, package in lock["packages"].items():  # compiled for the browser's Python, ready to import
        with zipfile.ZipFile(pyodide / package["file_name"]) as z:
            files = set(z.namelist())
        sources = [n for n in files if n.endswith(".py")]
        if name == "lukfu-teach":  # the course's own modules keep their source (to read), compiled beside it
            assert sources and all(
                f"{n.rsplit('/', 1)[0]}/__pycache__/{n.rsplit('/', 1)[1][:-3]}.cpython-313.pyc" in files
                for n in sources
            )
        else:  # the others are compiled in place of their source
            assert not sources, (name, sources[:3])

    # the site's lessons point only to what it has: the passages naming a lesson left out are cut, short ones
    sys.path.insert(0, str(REPO / "lite"))
    import pages

    absent = {Path(n).name[:2] for n in manifest["left_out"]}
    for name in manifest["notebooks"]:
        cells = json.loads((site / "files" / name).read_text())["cells"]
        for cell in cells:
            if cell["cell_type"] == "markdown":
                assert not pages.names_a_lesson("".join(cell["source"]), absent), (name, cell["source"])
    for name, passages in manifest["cut"].items():
        assert all(len(p) < 300 for p in passages), (name, passages)  # a pointer, never a lesson's content
    assert manifest["landing_pages"] == ["index.html", "sv/index.html"]
    assert set("六虎") <= set(manifest["han"]["chars"])
    assert all((site / "static" / "lukfu" / f).stat().st_size < 4000 for f in manifest["han"]["files"])

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
    for _turn in range(4):  # take the expert's hint and play it, four times (in a new deal when one ends)
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
    own, so the browser treats the page as not secure (no service worker). The lessons still run, as apps
    and in JupyterLab."""
    visit = Visit(chromium, served.replace("127.0.0.1", "classroom.test"))
    try:
        visit.open_app("00_start_here.ipynb")
        assert visit.page.evaluate("window.isSecureContext") is False
        next_step(visit.page.locator(".lukfu-stepper"), 1)
        visit.assert_app_clean()
        visit.open("00_start_here.ipynb")
        stepper = visit.page.locator(".lukfu-stepper")
        stepper.wait_for(timeout=180_000)
        next_step(stepper, 1)
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


# -- the lessons as apps ------------------------------------------------------------------------------------


def next_step(stepper, step: int, lang: str = "en") -> None:
    """Press Next on a stepper and wait until it shows ``step``."""
    with language(lang):
        shown = _("Step {step} of {steps}", step=step, steps=999).split("999")[0].rstrip()
    stepper.locator("button.lukfu-next").click()
    stepper.locator(".lukfu-status").filter(has_text=shown).wait_for(timeout=30_000)


def test_landing_pages_list_the_apps_in_the_learners_language(site: Path, visit: Visit) -> None:
    manifest = json.loads((site / "lukfu-site.json").read_text())
    assert sorted(manifest["apps"]) == sorted(f"voici/render/{n.removesuffix('.ipynb')}.html" for n in APPS)
    for lang, folder in LANGS.items():
        visit.page.goto(f"{visit.base}/{folder}index.html")
        page = visit.page
        assert page.locator("html").get_attribute("lang") == lang
        lessons = page.locator("a.lukfu-lesson")
        expected = [n for n in APPS if n.startswith(folder) and "/" not in n.removeprefix(folder)]
        assert lessons.count() == len(expected) == 11
        for link, notebook in zip(lessons.all(), expected, strict=True):
            nb = json.loads((NOTEBOOKS / notebook).read_text())
            heading = next(c for c in nb["cells"] if c["cell_type"] == "markdown")
            title = "".join(heading["source"]).splitlines()[0].removeprefix("# ").strip()
            assert link.inner_text().strip() == title, (notebook, title)  # "03 · Att slå"
            app = f"voici/render/{notebook.removesuffix('.ipynb')}.html"  # its stable address (docs/site.md)
            assert link.get_attribute("href") == "../" * folder.count("/") + app
        with language(lang):
            warning = _(
                "Your drills and scores are kept in this browser on this computer, from one visit to the next; "
                "clearing the browser's data deletes them."
            )
        assert page.get_by_text(warning).count() == 1
        lab = page.locator("a.lukfu-jupyterlab")
        assert lab.get_attribute("href").endswith(f"lab/index.html?path={START[lang]}")
        assert visit.draws_han(), "the heading's 六虎 are boxes"  # drawn with the site's own glyphs
        visit.shoot(page.locator("main"), f"site-landing-{lang}")
    other = page.locator(".lukfu-language a")
    other.click()  # from the Swedish page to the English one
    page.wait_for_url(f"{visit.base}/index.html")
    assert not visit.blocked, visit.blocked


@pytest.mark.parametrize("lang", LANGS)
def test_start_here_app_answers_next_first(site: Path, visit: Visit, lang: str) -> None:
    """Open the address and the lesson works: no Run All, no code, no menus; the first working widget is
    timed from opening the page to the stepper's answer to Next."""
    notebook = START[lang]
    start = time.monotonic()
    visit.page.goto(f"{visit.base}/voici/render/{notebook.removesuffix('.ipynb')}.html")
    stepper = visit.page.locator(".lukfu-stepper")
    stepper.wait_for(timeout=180_000)
    next_step(stepper, 1, lang)
    FIGURES.setdefault("app_first_working_widget_seconds", {})[lang] = round(time.monotonic() - start, 1)
    FIGURES.setdefault("app_requests", {})[f"00 {lang}"] = visit.local
    next_step(stepper, 2, lang)
    start = time.monotonic()  # again, as a learner's next lesson opens: Pyodide and the wheels in the browser's cache
    visit.page.reload()
    stepper.wait_for(timeout=180_000)
    next_step(stepper, 1, lang)
    FIGURES.setdefault("app_first_working_widget_seconds_cached", {})[lang] = round(time.monotonic() - start, 1)
    visit.assert_app_clean()
    assert visit.draws_han(), "六虎 of the first paragraph are boxes"  # drawn with the site's own glyphs
    visit.shoot(visit.page.locator("#rendered_cells"), f"site-app-00-{lang}")


def answer_first_drill(page, lang: str) -> str:
    """Solve lesson 03's first drill as a learner would (click the plays that beat, Check); its mark."""
    drill = course.drills("03")[0]
    with language(lang):
        labels = [str(choice.label) for choice in drill.choices if choice.key in drill.solution()]
    sequence = page.locator(".lukfu-drill-sequence").first
    sequence.wait_for(timeout=180_000)
    widget = sequence.locator(".lukfu-drill")
    for label in labels:
        widget.locator("button.lukfu-drill-choice", has_text=label).first.click()
    widget.locator("button.lukfu-drill-submit").click()
    widget.locator(".lukfu-drill-right").wait_for(timeout=30_000)
    return mark_of_first_drill(page)


def mark_of_first_drill(page) -> str:
    mark = page.locator(".lukfu-drill-sequence").first.locator("button.lukfu-drill-mark").first
    mark.wait_for(timeout=180_000)
    return mark.inner_text().strip()


@pytest.mark.parametrize("lang", LANGS)
def test_drills_progress_survives_reload_and_restart_and_lesson_10_sees_it(
    site: Path, playwright, served: str, tmp_path: Path, lang: str
) -> None:
    folder = LANGS[lang]
    profile = tmp_path / "profile"  # one learner's browser, closed and opened again
    visit = Visit(playwright, served, profile)
    try:
        visit.open_app(f"{folder}03_beating.ipynb")
        assert mark_of_first_drill(visit.page) == "1 ·"
        assert answer_first_drill(visit.page, lang) == "1 ★"
        visit.page.wait_for_timeout(1000)  # the progress file, written by Python, reaches the browser's storage
        visit.page.reload()
        assert mark_of_first_drill(visit.page) == "1 ★", "the drill's mark did not survive a reload"
        visit.assert_app_clean()
    finally:
        visit.close()

    visit = Visit(playwright, served, profile)  # the browser closed, and opened again
    try:
        visit.open_app(f"{folder}10_final_assessment.ipynb")
        recap = visit.page.locator(".lukfu-drill-recap")
        recap.wait_for(timeout=60_000)
        drill = course.drills("03")[0]
        with language(lang):
            done = _("{mark} {title} ({rules})", mark="★", title=drill.title, rules=", ".join(drill.rules))
        recap.get_by_text(done, exact=True).wait_for(timeout=10_000)  # lesson 10 sees lesson 03's drill
        visit.page.locator(".lukfu-drill-assessment").wait_for()
        visit.assert_app_clean()

        visit.page.goto(f"{visit.base}/{folder}index.html")  # the landing page hands the progress over
        with visit.page.expect_download() as download:
            visit.page.locator("button.lukfu-download-progress").click()
        assert download.value.suggested_filename == "lukfu_progress.json"
        saved = json.loads(Path(download.value.path()).read_text())
        assert saved["format"] == "lukfu-progress"
        assert saved["drills"][drill.id]["solved"] is True, saved
        assert not visit.blocked, visit.blocked
    finally:
        visit.close()


@pytest.mark.parametrize("lang", LANGS)
def test_play_table_app_takes_a_hint_and_a_move(site: Path, visit: Visit, lang: str) -> None:
    visit.open_app(f"{LANGS[lang]}09_play_against_the_ai.ipynb")
    table = visit.page.locator(".lukfu-play-table")
    table.wait_for(timeout=60_000)
    status, panel, log = table.locator(".lukfu-status"), table.locator(".lukfu-hint-panel"), table.locator(".lukfu-log")
    with language(lang):
        thinking = _("{seat} is thinking…", seat="\0").split("\0")[-1].strip()
        calling = _("Your call: play (and become the caller) or pass (R5).")
        over = _("The deal is over: {result}.", result="\0").split("\0")[0]

    def my_turn() -> str:
        deadline = time.monotonic() + 120
        while True:
            text = status.inner_text().strip()
            if text and thinking not in text:
                return text
            assert time.monotonic() < deadline, f"still not the learner's turn: {text!r}"
            time.sleep(0.2)

    def hint() -> None:
        clicked = time.monotonic()
        table.locator("button.lukfu-hint-button").click()
        panel.locator("b").first.wait_for(timeout=60_000)
        FIGURES.setdefault("app_expert_hint_seconds", {}).setdefault(lang, []).append(
            round(time.monotonic() - clicked, 2)
        )

    def moved(before: str) -> None:
        deadline = time.monotonic() + 30
        while log.inner_text() == before:
            assert time.monotonic() < deadline, "the move did not reach the log"
            time.sleep(0.2)
        assert table.locator(".lukfu-message .lukfu-error").count() == 0, table.locator(".lukfu-message").inner_text()

    if my_turn() == calling:  # the call: the hint, then play
        hint()
        before = log.inner_text()
        table.locator("button.lukfu-call-play").click()
        moved(before)
    text = my_turn()
    assert not text.startswith(over), text
    hint()  # a lead or a beat: the hint's cards are marked; play them (or claim, if that is the hint)
    before = log.inner_text()
    cards = table.locator("button.lukfu-card.lukfu-hint")
    if cards.count():
        for card in cards.all():
            card.click()
        table.locator("button.lukfu-submit").click()
    else:
        table.locator("button.lukfu-claim").click()
    moved(before)
    visit.assert_app_clean()
    visit.shoot(table, f"site-app-09-{lang}")
