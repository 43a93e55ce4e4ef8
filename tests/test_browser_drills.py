"""The drills in a real browser: a drill sequence in JupyterLab (headless Chromium, as in ``test_browser.py``).

The learner answers a drill wrong by clicking a card, reads why, tries again, answers right with the
keyboard, goes on to the next drill with a button, and the progress file appears beside the notebook. The
recap below follows every answer; after **Show the answer** the drill can be tried again and its mark says
so at once; **Finish** puts the recap where the drill was, in view.
Every text passes the contrast check in the three themes, nothing scrolls sideways at 1280 px with the
file browser or at 800 px, and every control has a name a screen reader can say.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_browser import (  # noqa: F401 - ``browser`` is a fixture
    NAMES_JS,
    NARROW,
    THEMES,
    TOKEN,
    WIDE,
    browser,
    card,
    check_contrast,
    check_overflow,
    free_port,
    new_page,
    open_file_browser,
    report,
    run_all,
    set_theme,
    shoot,
    start,
    stop,
    write_notebook,
)

pytestmark = pytest.mark.browser

DRILLS = ["beat-single", "must-beat", "suit-order"]
CELLS = [
    "from lukfu_teach.widgets import DrillSequence, DrillRecap",
    f"DrillSequence({DRILLS!r}, title='Beating and following')",
    f"DrillRecap({DRILLS!r})",
]


@pytest.fixture(scope="module")
def drills_lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """JupyterLab serving a folder with the drill notebook (the progress file is written there)."""
    served = tmp_path_factory.mktemp("drills-served")
    write_notebook(served / "drills.ipynb", CELLS)
    home = tmp_path_factory.mktemp("drills-lab")
    settings = home / "settings" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True)
    (settings / "notification.jupyterlab-settings").write_text(json.dumps({"fetchNews": "false",
                                                                           "checkForUpdates": False}))  # fmt: skip
    env = {**os.environ, "JUPYTERLAB_SETTINGS_DIR": str(home / "settings"),
           "JUPYTERLAB_WORKSPACES_DIR": str(home / "ws"), "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
           "JUPYTER_DATA_DIR": str(home / "data")}  # fmt: skip
    port = free_port()
    process = start(
        [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root", f"--port={port}",
         "--ServerApp.port_retries=0", "--ServerApp.ip=127.0.0.1", f"--IdentityProvider.token={TOKEN}",
         "--ServerApp.password=", f"--ServerApp.root_dir={served}", "--LabApp.news_url=None"],
        home, env, f"http://127.0.0.1:{port}/api/status?token={TOKEN}",
    )  # fmt: skip
    yield f"http://127.0.0.1:{port}", served
    stop(process)


def test_a_drill_answered_wrong_then_right_in_jupyterlab(browser, drills_lab) -> None:  # noqa: F811
    base, served = drills_lab
    context, page = new_page(browser, WIDE)
    try:
        run_all(page, base, "drills.ipynb")
        open_file_browser(page)
        seq = page.locator(".lukfu-drill-sequence")
        seq.wait_for(timeout=60_000)
        drill = seq.locator(".lukfu-drill")
        drill.locator(".lukfu-drill-prompt").get_by_text("Pick the play you make.").wait_for()
        assert seq.locator("button.lukfu-drill-mark").first.inner_text().strip() == "1 ·"

        # wrong: a click on S5, then Check
        card(drill, "S5").click()
        drill.locator("button.lukfu-drill-submit").click()
        feedback = drill.locator(".lukfu-drill-feedback")
        feedback.locator(".lukfu-drill-wrong").get_by_text("S5 is not higher than S6 (R10)").wait_for()
        assert feedback.locator("[role=status]").count() == 1
        check_contrast(page, ".lukfu-drill-sequence, .lukfu-drill-recap", "a wrong answer, light theme")
        shoot(page, seq, "drill-wrong-1280")

        # try again: the keyboard this time, arrows to S7 and Space
        drill.locator("button.lukfu-drill-retry").click()
        feedback.locator(".lukfu-drill-wrong").wait_for(state="detached")
        hand = [c.strip() for c in drill.locator("button.lukfu-card").all_inner_texts()]
        drill.locator("button.lukfu-card").first.focus()
        for _ in range(hand.index("S7")):
            page.keyboard.press("ArrowRight")
        page.keyboard.press("Space")
        assert card(drill, "S7").get_attribute("aria-pressed") == "true"
        drill.locator("button.lukfu-drill-submit").click()
        feedback.locator(".lukfu-drill-right").get_by_text("Right.").wait_for()
        feedback.get_by_text("you must play it (R12)").wait_for()  # said once: no Why block repeats it
        assert not drill.locator(".lukfu-drill-explanation").is_visible()
        seq.locator("button.lukfu-drill-mark").first.get_by_text("1 ✓").wait_for()
        shoot(page, seq, "drill-right-1280")

        # next: a drill answered by a button
        drill.locator("button.lukfu-drill-next").click()
        seq.locator(".lukfu-drill-prompt").get_by_text("Beat or discard?").wait_for()
        seq.locator("button.lukfu-drill-choice", has_text="Beat: I hold a play that beats it").click()
        seq.locator(".lukfu-drill-right").wait_for()
        seq.locator("button.lukfu-drill-mark").nth(1).get_by_text("2 ★").wait_for()

        recap = page.locator(".lukfu-drill-recap")  # below: it follows the answers, with no button
        recap.get_by_text("Recap: 2 of 3 drills done, 1 at the first try").wait_for()

        # the last drill: wrong, the answer shown, tried again after it, then Finish
        seq.locator("button.lukfu-drill-next").click()
        for suits in (("Tens", "Myriads", "Strings", "Coins"), ("Coins", "Strings", "Myriads", "Tens")):
            for suit in suits:
                seq.locator("button.lukfu-drill-suit", has_text=suit).click()
            seq.locator("button.lukfu-drill-submit").click()
            if suits[0] == "Tens":
                seq.locator(".lukfu-drill-wrong").wait_for()
                seq.locator("button.lukfu-drill-reveal").click()
                seq.locator("button.lukfu-drill-mark").nth(2).get_by_text("3 ○").wait_for()
                seq.locator("button.lukfu-drill-retry").click()
        seq.locator(".lukfu-drill-right").wait_for()
        seq.locator("button.lukfu-drill-mark").nth(2).get_by_text("3 ✓").wait_for()
        seq.locator("button.lukfu-drill-next", has_text="Finish").click()
        finished = seq.locator(".lukfu-drill-holder .lukfu-drill-finished")
        finished.get_by_text("Recap: 3 of 3 drills done, 1 at the first try").wait_for()
        page.wait_for_timeout(1000)  # the smooth scroll to the recap
        top = finished.bounding_box()["y"]
        assert 0 <= top < page.viewport_size["height"] - 100, f"the recap after Finish is out of view: y = {top}"
        shoot(page, seq, "drill-finished-1280")
        seq.locator("button.lukfu-drill-prev", has_text="Back to the drills").click()
        seq.locator(".lukfu-drill .lukfu-drill-prompt").get_by_text("Put the four suits in order").wait_for()
        seq.locator("button.lukfu-drill-mark").first.click()  # the first drill, with its board, for the checks below
        seq.locator(".lukfu-drill .lukfu-drill-prompt").get_by_text("Pick the play you make.").wait_for()

        progress = json.loads((served / "lukfu_progress.json").read_text())
        wrong_then_right = {"tries": 2, "solved": True, "first_try": False, "shown": False, "wrong": ["S5"]}
        assert progress["drills"]["beat-single"] == wrong_then_right  # the wrong answer kept for the teacher
        assert progress["drills"]["must-beat"]["first_try"] is True

        assert page.evaluate(NAMES_JS) == []
        for theme in THEMES:
            if theme != THEMES[0]:
                set_theme(page, theme)
            checked = check_contrast(page, ".lukfu-drill-sequence, .lukfu-drill-recap", theme)
            report(f"drills, contrast {theme}: {checked} texts, every one at least 4.5:1")
            check_overflow(page, ".lukfu-drill-sequence, .lukfu-drill-recap", f"drills, {theme}, 1280 px")
        page.set_viewport_size(NARROW)
        check_overflow(page, ".lukfu-drill-sequence, .lukfu-drill-recap", "drills, 800 px")
        shoot(page, seq, "drill-dark-800")
    finally:
        context.close()
