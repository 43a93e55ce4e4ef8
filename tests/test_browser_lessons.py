"""Every lesson, English and Swedish, as Voilà serves it (00-10 as the classroom does; 11 and 12 too), checked
with axe-core in a browser.

axe-core (the accessibility engine, from the npm registry) runs over each lesson's page: zero WCAG 2 A and AA
violations. The page is also looked at as a person would: nothing sticks out or scrolls sideways at 1280 px and
at 800 px, and a screenshot of each is kept in ``test-artifacts/lessons/`` (the dark themes are checked in
JupyterLab by ``test_browser.py``). axe-core is fetched
with ``npm pack`` once into ``build/axe/`` (set up by this test, so ``make test`` alone works).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_browser import (  # noqa: F401 - ``browser`` is a fixture
    ARTIFACTS,
    NARROW,
    WIDE,
    _missing,
    browser,
    check_overflow,
    free_port,
    new_page,
    report,
    start,
    stop,
)

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
AXE_VERSION = "4.11.1"
AXE = ROOT / "build" / "axe" / f"axe-core-{AXE_VERSION}" / "axe.min.js"
WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
# Every lesson in both languages: 00 to 10, what the classroom app serves, and 11 (inside the AI) and 12 (the
# teaching guide), which it leaves out (for the curious and for teachers, opened in JupyterLab or on the course site)
# but which are pages a person reads all the same
LESSONS = sorted(
    p.relative_to(NOTEBOOKS).as_posix() for p in [*NOTEBOOKS.glob("*.ipynb"), *NOTEBOOKS.glob("sv/*.ipynb")]
)
DONE_JS = """() => {
  const spinner = document.querySelector('#loading, .voila-spinner');
  return (!spinner || getComputedStyle(spinner).display === 'none') && document.querySelectorAll('.jp-Cell').length > 0;
}"""
AXE_JS = """async (tags) => {
  const found = await axe.run(document, {runOnly: {type: 'tag', values: tags}});
  return found.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length} x ` +
    v.nodes.slice(0, 3).map((n) => n.target.join(' ') + ' ' + n.html.slice(0, 100)).join(' | '));
}"""
PROBE_JS = """() => { const b = document.createElement('button'); document.body.appendChild(b);
  const d = document.createElement('p'); d.textContent = 'grey on grey'; d.style.cssText = 'color:#777;background:#888';
  document.body.appendChild(d); }"""


def axe_script() -> Path:
    """axe-core's script, from the npm registry (``npm pack``), unpacked once into build/axe/."""
    if AXE.exists():
        return AXE
    if shutil.which("npm") is None:
        _missing("npm is not installed: axe-core comes from the npm registry")
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["npm", "pack", f"axe-core@{AXE_VERSION}", "--pack-destination", tmp], check=True,
                       capture_output=True, timeout=300)  # fmt: skip
        (tarball,) = Path(tmp).glob("axe-core-*.tgz")
        with tarfile.open(tarball) as tar:
            script = tar.extractfile("package/axe.min.js")
            assert script is not None
            AXE.parent.mkdir(parents=True, exist_ok=True)
            AXE.write_bytes(script.read())
    return AXE


@pytest.fixture(scope="module")
def classroom(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Voilà serving a copy of the lessons, as the classroom app does; beside it, as in the project folder, the
    benchmarks' measured figures that lesson 11 reads (``benchmarks/*.json``)."""
    course = tmp_path_factory.mktemp("course")
    served = course / "notebooks"
    shutil.copytree(NOTEBOOKS, served, ignore=shutil.ignore_patterns("*.py", "*.cfg"))
    (course / "benchmarks").mkdir()
    for figures in (ROOT / "benchmarks").glob("*.json"):
        shutil.copyfile(figures, course / "benchmarks" / figures.name)
    home = tmp_path_factory.mktemp("voila-lessons")
    port = free_port()
    env = {**os.environ, "JUPYTER_RUNTIME_DIR": str(home / "runtime"), "LUKFU_PROGRESS": "memory"}
    process = start(
        [sys.executable, "-m", "voila", str(served), "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1"],
        home, env, f"http://127.0.0.1:{port}/",
    )  # fmt: skip
    yield f"http://127.0.0.1:{port}"
    stop(process)


def test_every_lesson_page_has_no_wcag_violation(browser, classroom: str) -> None:  # noqa: F811
    """axe-core over every lesson (English and Swedish) in Voilà: zero WCAG 2 A/AA violations; every lesson runs to
    its end (no cell stops with an error); the lessons fit at 1280 px and 800 px; a screenshot of each."""
    script = axe_script()
    out = ARTIFACTS / "lessons"
    out.mkdir(parents=True, exist_ok=True)
    context, page = new_page(browser, WIDE)
    found: dict[str, list[str]] = {}
    try:
        page.goto(f"{classroom}/voila/render/{LESSONS[0]}", timeout=180_000)
        page.wait_for_function(DONE_JS, timeout=180_000)
        page.add_script_tag(path=str(script))
        page.evaluate(PROBE_JS)  # a button with no name and grey on grey: axe must find it (a pass means something)
        probe = page.evaluate(AXE_JS, WCAG)
        assert any(v.startswith("button-name") for v in probe) and any(v.startswith("color-contrast") for v in probe)
        for lesson in LESSONS:
            t0 = time.monotonic()
            page.set_viewport_size(WIDE)
            page.goto(f"{classroom}/voila/render/{lesson}", timeout=180_000)
            page.wait_for_function(DONE_JS, timeout=180_000)
            page.wait_for_timeout(1500)  # the widgets draw themselves
            page.add_script_tag(path=str(script))
            found[lesson] = page.evaluate(AXE_JS, WCAG)
            if page.get_by_text("There was an error when executing cell").count():  # Voilà's note, in a cell's place
                found[lesson].append("a cell stopped with an error: the lesson is not all there")
            name = lesson.replace("/", "-").removesuffix(".ipynb")
            page.screenshot(path=out / f"{name}-1280.png", full_page=True)
            check_overflow(page, ".lukfu-widget", f"{lesson}, 1280 px")
            page.set_viewport_size(NARROW)
            check_overflow(page, ".lukfu-widget", f"{lesson}, 800 px")
            report(f"axe-core {AXE_VERSION} over {lesson}: {len(found[lesson])} violations "
                   f"({time.monotonic() - t0:.1f} s)")  # fmt: skip
    finally:
        context.close()
    (out / "axe.json").write_text(json.dumps(found, indent=1))
    bad = {lesson: v for lesson, v in found.items() if v}
    assert bad == {}, bad
