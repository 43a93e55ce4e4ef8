"""A newcomer's first minute with ``make lab``: JupyterLab opens the first lesson itself, its file browser lists
the lessons and nothing else, and the lesson's widgets show before anything runs (their state is stored).

JupyterLab is started as ``make lab`` starts it (``lab/`` on ``JUPYTER_CONFIG_PATH``, the first lesson named),
on a copy of ``notebooks/`` so that autosave never writes the repository, and driven in headless Chromium.
Under ``CI=true`` a missing Chromium or Playwright fails the test; elsewhere it is skipped.
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
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers import known

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = "/usr/bin/chromium"
TOKEN = "lukfu-lab-test"
FIRST = "00_start_here.ipynb"


def test_make_lab_opens_the_first_lesson_with_the_repositorys_settings():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    recipe = known(re.search(r"^lab:.*\n((?:\t.*\n)+)", makefile, re.M))[1]
    assert 'JUPYTER_CONFIG_PATH="$(CURDIR)/lab' in recipe and f"jupyter lab notebooks/{FIRST}" in recipe
    assert "jupyter trust notebooks/*.ipynb" in recipe
    assert (ROOT / "lab" / "jupyter_server_config.py").is_file()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def chromium() -> Iterator:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        playwright = None
    else:
        playwright = sync_playwright
    if playwright is None or not Path(CHROMIUM).exists():
        if os.environ.get("CI") == "true":
            pytest.fail("Chromium and Playwright are needed in CI for the JupyterLab test")
        pytest.skip("Chromium or Playwright is missing")
    with playwright() as p:
        browser = p.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]
        )
        yield browser
        browser.close()


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """JupyterLab as ``make lab`` runs it, on a copy of the notebooks folder: the address it prints."""
    home = tmp_path_factory.mktemp("lab")
    lessons = home / "notebooks"
    shutil.copytree(NOTEBOOKS, lessons, ignore=shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__"))
    settings = home / "settings" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True)
    (settings / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False})
    )
    env = {
        **os.environ,
        "JUPYTER_CONFIG_PATH": str(ROOT / "lab"),
        "JUPYTERLAB_SETTINGS_DIR": str(home / "settings"),
        "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces"),
        "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
        "JUPYTER_DATA_DIR": str(home / "data"),  # the notary's database of trusted notebooks, not the user's
    }
    # `make lab` trusts the lessons it opens: JupyterLab draws stored widgets and styled outputs of trusted
    # notebooks only (an untrusted notebook shows their text until it runs)
    subprocess.run([sys.executable, "-m", "jupyter", "trust", *map(str, lessons.glob("*.ipynb"))], env=env,
                   check=True, capture_output=True)  # fmt: skip
    port = free_port()
    command = [
        sys.executable, "-m", "jupyterlab", str(lessons / FIRST), "--no-browser", "--allow-root", f"--port={port}",
        "--ServerApp.port_retries=0", "--ServerApp.ip=127.0.0.1", f"--IdentityProvider.token={TOKEN}",
        "--ServerApp.password=", "--LabApp.news_url=None",
    ]  # fmt: skip
    with open(home / "lab.log", "w") as log:
        process = subprocess.Popen(command, cwd=home, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/status?token={TOKEN}", timeout=2):
                    break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError((home / "lab.log").read_text()) from None
                time.sleep(0.3)
        yield f"http://127.0.0.1:{port}/?token={TOKEN}"  # what the terminal shows leads here too
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()


def test_the_first_lesson_opens_with_only_the_lessons_in_the_file_browser(chromium, lab: str):
    context = chromium.new_context(viewport={"width": 1280, "height": 800})
    context.route("**/*", lambda route: route.continue_() if "127.0.0.1" in route.request.url else route.abort())
    page = context.new_page()
    try:
        page.goto(lab)
        tab = page.locator(".lm-DockPanel .lm-TabBar-tab.lm-mod-current")
        tab.filter(has_text=FIRST).wait_for(timeout=60_000)
        assert page.locator(".lm-DockPanel .lm-TabBar-tab", has_text="Launcher").count() == 0
        listing = page.locator(".jp-FileBrowser .jp-DirListing-item .jp-DirListing-itemText")
        listing.first.wait_for(timeout=30_000)
        shown = sorted(listing.all_inner_texts())
        lessons = sorted(p.name for p in NOTEBOOKS.glob("*.ipynb"))
        assert shown == sorted([*lessons, "sv"]), shown  # no .py scripts, no nbval_sanitize.cfg; the Swedish folder
        # the stored widget state: the stepper is drawn before any cell has run
        stepper = page.locator(".jp-NotebookPanel .lukfu-stepper")
        stepper.wait_for(timeout=30_000)
        assert stepper.locator(".lukfu-card").count() >= 36  # the three hands as dealt
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=ARTIFACTS / "lab-first-minute.png")
        # the Swedish lessons (notebooks/sv/): their scripts are hidden there too
        listing.filter(has_text=re.compile(r"^\s*sv\s*$")).dblclick()
        page.locator(".jp-FileBrowser .jp-BreadCrumbs", has_text="sv").wait_for(timeout=30_000)
        swedish = sorted(p.name for p in (NOTEBOOKS / "sv").glob("*.ipynb"))
        listing.filter(has_text=swedish[-1]).wait_for(timeout=30_000)
        assert sorted(listing.all_inner_texts()) == swedish, listing.all_inner_texts()
    finally:
        context.close()
