"""The learner's lessons (00-10) as apps: served by ``make classroom`` (Voilà), each page shows its words and its
widgets, no code, no error, and loads nothing from outside the server; the lessons' own pictures fit a page
800 px wide. Screenshots at 1280 px and 800 px go to ``test-artifacts/``. (The course site runs every lesson
too: tests/test_site.py.)"""

from __future__ import annotations

import importlib.util
import os
import re
import sys
from pathlib import Path

import nbformat
import pytest

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = "/usr/bin/chromium"
VIEW = "application/vnd.jupyter.widget-view+json"


def _load(path: Path):
    spec = importlib.util.spec_from_file_location(f"lukfu_{path.stem}_apps", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


serve = _load(ROOT / "classroom" / "serve.py")
bench = _load(ROOT / "benchmarks" / "classroom.py")
LESSONS = [p.name for p in sorted(path for pattern in serve.LESSONS for path in (ROOT / "notebooks").glob(pattern))]


OURS = re.compile(r"\b(DealStepper|PlayTable|BeatQuiz|OldQuiz|Drill\w*)\(")  # the package's widgets, by their repr


def widgets_in(name: str) -> int:
    """How many of the package's widgets the lesson shows: its widget outputs that are (or hold) one."""
    nb = nbformat.read(ROOT / "notebooks" / name, as_version=4)
    shown = [out["data"] for c in nb.cells if c.cell_type == "code" for out in c.outputs if VIEW in out.get("data", {})]
    return sum(bool(OURS.search(data.get("text/plain", ""))) for data in shown)


def test_the_lessons_are_00_to_10():
    assert [name[:2] for name in LESSONS] == [f"{n:02}" for n in range(11)]


@pytest.fixture(scope="module")
def browser():
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        playwright = None
    else:
        playwright = sync_playwright
    if playwright is None or not Path(CHROMIUM).exists():
        if os.environ.get("CI") == "true":
            pytest.fail("Chromium and Playwright are needed in CI for the lessons in Voilà")
        pytest.skip("Chromium or Playwright is missing")
    with playwright() as p:
        chromium = p.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]
        )
        yield chromium
        chromium.close()


@pytest.fixture(scope="module")
def classroom():
    with bench.serve("classroom") as server:
        yield server


@pytest.mark.parametrize("name", LESSONS)
def test_a_lesson_is_an_app_with_no_code_in_sight(browser, classroom, name: str):
    outside, errors = [], []
    context = browser.new_context(viewport={"width": 1280, "height": 900})

    def route(r):
        if r.request.url.startswith(classroom.url):
            r.continue_()
        else:
            outside.append(r.request.url)
            r.abort()

    context.route("**/*", route)
    page = context.new_page()
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(f"{classroom.url}voila/render/{name}", timeout=120_000)  # the class's login page first
        page.fill("input[name=name]", f"Student {name[:2]}")
        page.fill("input[name=password]", bench.CLASS_PASSWORD)
        page.click("button[type=submit]")
        page.locator("h1", has_text=re.compile(rf"^{name[:2]} · ")).wait_for(timeout=120_000)
        widgets = page.locator(".lukfu-widget")
        expected = widgets_in(name)
        if expected:
            widgets.nth(expected - 1).wait_for(timeout=120_000)
        page.wait_for_timeout(500)
        assert page.locator(".cm-editor, .CodeMirror, .jp-InputArea-editor").count() == 0  # no code shown
        text = page.locator("body").inner_text()
        assert "Traceback" not in text and "There was an error" not in text
        assert page.locator('[data-mime-type="application/vnd.jupyter.stderr"]').count() == 0
        assert widgets.count() >= expected
        assert page.locator(".lukfu-figure, .lukfu-hand").count() + widgets.count() > 0  # cards on every lesson
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=ARTIFACTS / f"voila-{name[:-6]}-1280.png", full_page=True)
        page.set_viewport_size({"width": 800, "height": 900})
        page.wait_for_timeout(300)
        wide = page.evaluate(
            "[...document.querySelectorAll('.lukfu-figure, .lukfu-figure-row, .lukfu-table')]"
            ".filter(e => e.scrollWidth > e.clientWidth + 1).length"
        )
        assert wide == 0, "a lesson's picture scrolls sideways at 800 px"
        page.screenshot(path=ARTIFACTS / f"voila-{name[:-6]}-800.png", full_page=True)
    finally:
        page.close(run_before_unload=True)
        context.close()
    assert outside == []
    assert errors == []
