"""The classroom server (``make classroom``): its settings, and a small class on it.

The class is the load test of ``benchmarks/classroom.py`` with two students and a short culling timeout: every
student gets a working play table and a hint, a closed tab's kernel is shut down at once, a vanished
student's kernel is culled, and nothing is loaded from outside the server. No timing is asserted here;
``benchmarks/classroom.py --students 20`` measures.
"""

from __future__ import annotations

import asyncio
import html
import importlib.util
import os
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import nbformat
import pytest
from english_left import english_words

ROOT = Path(__file__).resolve().parent.parent
QUICK_CULLING = ["--MappingKernelManager.cull_idle_timeout=4", "--MappingKernelManager.cull_interval=2"]


def load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"lukfu_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


serve = load(ROOT / "classroom" / "serve.py")
bench = load(ROOT / "benchmarks" / "classroom.py")


# -- settings --------------------------------------------------------------------------------------


def test_host_and_port_come_from_the_environment_with_defaults() -> None:
    assert serve.settings({}) == ("0.0.0.0", 8866)
    assert serve.settings({"HOST": "127.0.0.1", "PORT": "9000"}) == ("127.0.0.1", 9000)
    for bad in ("http", "0", "70000", "-1", "", " 80"):
        with pytest.raises(SystemExit, match=f"PORT='{bad}' is not a port number"):
            serve.settings({"PORT": bad})
    refusals = {
        "²": r"PORT='\xb2' is not a port number (1-65535)",
        "٩٢٥٠": r"PORT='\u0669\u0662\u0665\u0660' is not a port number (1-65535)",
        "9" * 5000: "PORT='" + "9" * 35 + "...' is not a port number (1-65535)",
        "80\nrm": r"PORT='80\nrm' is not a port number (1-65535)",
    }
    for bad, message in refusals.items():
        with pytest.raises(SystemExit) as refused:
            serve.settings({"PORT": bad})
        assert str(refused.value) == message


def test_limits_come_from_the_environment() -> None:
    assert serve.limits({}) == ((os.cpu_count() or 2) * 2, 40)
    assert serve.limits({"LUKFU_RENDERS": "3", "LUKFU_MAX_KERNELS": "25"}) == (3, 25)
    with pytest.raises(SystemExit, match="LUKFU_MAX_KERNELS='0' is not a positive whole number"):
        serve.limits({"LUKFU_MAX_KERNELS": "0"})
    for bad in ("²", "٣", "3.0", "1e3", "x" * 1000):
        with pytest.raises(SystemExit, match="^LUKFU_RENDERS='[^\n]{1,40}' is not a positive whole number$"):
            serve.limits({"LUKFU_RENDERS": bad})


def test_students_are_given_the_machines_network_address(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(serve, "lan_address", lambda: "192.168.1.23")
    assert serve.addresses("0.0.0.0", 8866) == (
        "http://192.168.1.23:8866/",
        "http://192.168.1.23:8866/voila/render/09_play_against_the_ai.ipynb",
    )
    assert serve.addresses("10.0.0.5", 9000)[0] == "http://10.0.0.5:9000/"
    text = serve.banner("0.0.0.0", 8866)
    assert "Students open        http://192.168.1.23:8866/" in text
    assert "Anyone on this network" in text and "Ctrl+C" in text
    monkeypatch.setattr(serve, "lan_address", lambda: None)
    assert "only this machine can reach the server" in serve.banner("0.0.0.0", 8866)


def test_the_teachers_password_comes_from_the_environment_or_is_made_once(tmp_path: Path) -> None:
    from lukfu_teach.classroom.store import ClassDB

    db = ClassDB(tmp_path / "class.sqlite3")
    made = serve.teacher_password(db, {})
    assert made and db.check_teacher_password(made) and serve.teacher_password(db, {}) is None  # printed once
    seal = db.teacher_seal()
    assert serve.teacher_password(db, {"LUKFU_TEACHER_PASSWORD": "our own password"}) is None
    assert db.check_teacher_password("our own password") and db.teacher_seal() != seal
    seal = db.teacher_seal()
    serve.teacher_password(db, {"LUKFU_TEACHER_PASSWORD": "our own password"})
    assert db.teacher_seal() == seal  # the same again: nobody logged out
    with pytest.raises(SystemExit, match="^LUKFU_TEACHER_PASSWORD: The teacher's password is at least 8 characters.$"):
        serve.teacher_password(db, {"LUKFU_TEACHER_PASSWORD": "short"})
    text = serve.banner("127.0.0.1", 8866, db, "abc-def")
    assert "Class password:      " + db.class_password() in text and "Teacher's password:  abc-def" in text
    assert "http://127.0.0.1:8866/class/teacher" in text


def test_the_network_address_is_not_a_loopback_address() -> None:
    address = serve.lan_address()
    assert address is None or not address.startswith("127.")


def test_the_lessons_served_are_00_to_10_without_stored_outputs(tmp_path: Path) -> None:
    (tmp_path / "stale.ipynb").write_text("{}")
    (tmp_path / "sv").mkdir()
    (tmp_path / "sv" / "stale.ipynb").write_text("{}")
    copies = serve.prepare_lessons(ROOT / "notebooks", tmp_path)
    english = [p for p in copies if p.parent == tmp_path]
    swedish = [p for p in copies if p.parent == tmp_path / "sv"]
    assert copies == english + swedish
    assert [p.name[:2] for p in english] == [p.name[:2] for p in swedish] == [f"{n:02}" for n in range(11)]
    assert sorted(p.name for p in tmp_path.glob("*.ipynb")) == [p.name for p in english]
    assert sorted(p.name for p in (tmp_path / "sv").iterdir()) == [p.name for p in swedish]
    for copy in copies:
        nb = nbformat.read(copy, as_version=4)
        original = nbformat.read(ROOT / "notebooks" / copy.relative_to(tmp_path), as_version=4)
        assert [c.source for c in nb.cells] == [c.source for c in original.cells]
        assert all(not c.get("outputs") and c.get("execution_count") is None for c in nb.cells if c.cell_type == "code")
        assert "widgets" not in nb.metadata


def test_voilas_command_line_uses_the_repository_configuration() -> None:
    argv = serve.voila_argv(Path("lessons"), "0.0.0.0", 8866, ["--debug"])
    assert argv[0] == "lessons" and argv[-1] == "--debug"
    assert f"--Voila.config_file_paths={ROOT / 'classroom' / 'config'}" in argv
    assert "--Voila.ip=0.0.0.0" in argv and "--Voila.port=8866" in argv
    assert (ROOT / "classroom" / "config" / "voila.py").is_file()


# -- a class on the server ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def server() -> Iterator:
    with bench.serve("classroom", QUICK_CULLING) as running:
        yield running


@pytest.fixture(scope="module")
def anna(server):
    """A student's browser, logged in."""
    return bench.opener(server, "Anna")


def test_the_landing_page_lists_the_lessons_by_title(server, anna) -> None:
    with anna.open(server.url, timeout=30) as response:
        page = response.read().decode()
    assert "09 · Play against the AI" in page and "00 · Start here" in page and "10 · Final assessment" in page
    assert 'href="/voila/render/09_play_against_the_ai.ipynb"' in page
    assert "11_inside_the_ai" not in page and "12_teaching_guide" not in page
    assert "https://" not in page and "http://" not in page
    assert '<a href="/voila/tree/sv">På svenska: lektionerna</a>' in page


def test_the_swedish_landing_page_lists_the_swedish_lessons_and_links_back(server, anna) -> None:
    with anna.open(f"{server.url}voila/tree/sv", timeout=30) as response:
        page = response.read().decode()
    assert '<html lang="sv">' in page and "<h1>Luk Fu: lektionerna</h1>" in page
    assert "00 · Börja här" in page and "09 · Spela mot AI:n" in page and "10 · Slutprov" in page
    assert 'href="/voila/render/sv/09_play_against_the_ai.ipynb"' in page
    assert '<a href="/">In English: the lessons</a>' in page and ">..</a>" not in page
    assert "11_inside_the_ai" not in page and "http://" not in page
    swedish = page.replace("In English: the lessons", "")
    assert english_words(swedish) == [], english_words(swedish)


def test_a_swedish_lesson_is_served_in_swedish(server, anna) -> None:
    with anna.open(f"{server.url}voila/render/sv/02_shapes_of_a_play.ipynb", timeout=120) as response:
        page = html.unescape(response.read().decode())
    assert "02 · Kombinationernas typer" in page and "✓" in page  # the lesson ran: the figures are drawn
    assert "Traceback" not in page


def test_a_class_of_two_plays_then_leaves_no_kernel_behind(server) -> None:
    report = asyncio.run(bench.run_class(server, 2, time_limit=120, cull_wait=60))
    for student in report.students:
        assert student.errors == [], student
        assert student.render is not None and student.hint is not None, student
        assert 20 < student.models < 60 and student.called, student  # the whole table, few models; Call play worked
        assert student.outside == [], student  # nothing loaded from outside the server
    closed, vanished = report.students
    assert (closed.left, closed.shutdown_status) == ("closed", 204)  # the close-tab request was accepted
    assert (vanished.left, vanished.shutdown_status) == ("vanished", None)
    assert report.running_before == 2
    assert report.left_after_leaving <= 1  # the closed tab's kernel is gone at once
    assert report.left_after_culling == 0 and report.kernel_processes == 0  # the vanished one was culled
    assert "'_xsrf' argument missing" not in server.log_text()


def test_a_page_beyond_the_kernel_limit_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LUKFU_MAX_KERNELS", "1")
    with bench.serve("classroom") as running:
        page = f"{running.url}voila/render/01_cards_and_seats.ipynb"
        student = bench.opener(running, "Bo")
        with student.open(page, timeout=60) as first:
            assert first.status == 200
        with pytest.raises(urllib.error.HTTPError) as refused:
            student.open(page, timeout=60)
        assert refused.value.code == 503
        shown = refused.value.read().decode()
        assert "The classroom server is full (1 lesson open): close a lesson you no longer use" in shown
        assert "http" not in shown.replace('xmlns="http', "")
        assert "the classroom server is full (1 lessons open)" in running.log_text()
        with pytest.raises(urllib.error.HTTPError) as refused:
            student.open(page.replace("/render/", "/render/sv/"), timeout=60)
        assert "Klassrumsservern är full (1 lektion öppen)" in refused.value.read().decode()


def test_a_burst_of_pages_never_opens_more_lessons_than_the_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    """LUKFU_MAX_KERNELS=3 with one lesson open: of 8 pages asked for at once, 2 render, 6 are refused."""
    monkeypatch.setenv("LUKFU_MAX_KERNELS", "3")
    with bench.serve("classroom") as running:

        async def burst() -> list[int]:
            first = bench.Student(0, running.url, "01_cards_and_seats.ipynb")
            await first.open_page()
            pages = [bench.Student(n, running.url, "01_cards_and_seats.ipynb") for n in range(1, 9)]
            for page in pages:
                await page.login()
            return [
                (await r).code for r in [asyncio.ensure_future(p.fetch(f"voila/render/{p.notebook}")) for p in pages]
            ]

        codes = asyncio.run(burst())
        assert sorted(codes) == [200] * 2 + [503] * 6, codes
        assert running.kernel_processes() <= 3


def test_the_servers_own_pages_and_errors_are_in_the_students_language(server) -> None:
    """The lesson's folder (sv/) or the browser's languages choose Swedish (issue 23)."""
    import urllib.parse

    sven = bench.opener(server, "Sven")

    def read(path: str, **headers: str) -> str:
        request = urllib.request.Request(server.url + path, headers=headers)
        try:
            with sven.open(request, timeout=60) as response:
                return response.read().decode()
        except urllib.error.HTTPError as err:
            return err.read().decode()

    nxt = urllib.parse.quote("/voila/render/sv/01_cards_and_seats.ipynb")
    login = bench.opener(server).open(f"{server.url}class/login?next={nxt}", timeout=30).read().decode()
    assert '<html lang="sv">' in login and "Skriv ditt namn och klassens lösenord" in login
    assert "Det finns ingen sådan sida." in read("voila/render/sv/no_such_lesson.ipynb")
    assert "There is no such page." in read("voila/render/no_such_lesson.ipynb")
    assert "Det finns ingen sådan sida." in read(
        "voila/render/no_such_lesson.ipynb", **{"Accept-Language": "sv-SE,sv;q=0.9"}
    )
    assert "Den här sidan är för läraren." in read("class/teacher/live?lang=sv")
    assert "Traceback" not in read("voila/render/sv/no_such_lesson.ipynb")


def test_a_path_out_of_the_templates_is_not_found(server) -> None:
    for path in ("voila/templates/lukfu/static/../../../../etc/passwd", "voila/templates/lukfu/static/%2e%2e/conf.json",
                 "voila/templates/lukfu/nostatic", "voila/templates/lukfu/static/"):  # fmt: skip
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(server.url + path, timeout=30)
        assert refused.value.code == 404, path
    assert "500 GET /voila/templates" not in server.log_text()


# -- in a real browser -----------------------------------------------------------------------------

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]  # fmt: skip


def browser_or_skip():
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        playwright = None
    else:
        playwright = sync_playwright
    if playwright is None or not Path(CHROMIUM).exists():
        if os.environ.get("CI") == "true":
            pytest.fail("Playwright and Chromium are needed for the browser tests in CI")
        pytest.skip("Playwright or Chromium is not installed")
    return playwright


@pytest.mark.browser
def test_a_page_whose_server_went_away_says_so_and_carries_on_once_it_is_back(tmp_path: Path) -> None:
    """A student logs in on the page's form, answers a drill; the server is killed: one line says so; the server
    starts again: the page reloads itself, the drill is still done. Then the teacher's view, in Swedish."""
    sync_playwright = browser_or_skip()
    shots = ROOT / "test-artifacts"
    shots.mkdir(exist_ok=True)
    with bench.serve("classroom") as server, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(f"{server.url}voila/render/01_cards_and_seats.ipynb", timeout=60_000)
        page.fill("input[name=name]", "Ada Lovelace")
        page.fill("input[name=password]", bench.CLASS_PASSWORD)
        page.screenshot(path=str(shots / "classroom-login.png"))
        page.click("button[type=submit]")
        page.locator(".lukfu-drill-choice", has_text="36").first.click(timeout=90_000)
        page.locator(".lukfu-drill-mark", has_text="1 ★").wait_for(timeout=30_000)
        server.kill()
        line = page.locator(".lukfu-connection")
        line.wait_for(state="visible", timeout=30_000)
        assert "The classroom server is not answering" in line.inner_text()
        page.screenshot(path=str(shots / "classroom-server-gone.png"))
        server.start()
        page.wait_for_event("load", timeout=90_000)  # the page reloads itself
        page.locator(".lukfu-drill-mark", has_text="1 ★").wait_for(timeout=90_000)
        teacher = browser.new_page(viewport={"width": 1280, "height": 800}, color_scheme="dark")
        teacher.goto(f"{server.url}class/teacher?lang=sv", timeout=60_000)
        teacher.fill("input[name=password]", bench.TEACHER_PASSWORD)
        teacher.click("button[type=submit]")
        teacher.locator("table.lukfu-class-table", has_text="Ada Lovelace").wait_for(timeout=30_000)
        assert "Spelade givar" in teacher.inner_text("body") and bench.CLASS_PASSWORD in teacher.inner_text("body")
        teacher.screenshot(path=str(shots / "classroom-teacher-sv-dark.png"), full_page=True)
        browser.close()


@pytest.mark.browser
def test_a_student_opens_the_play_table_from_the_landing_page_in_a_browser() -> None:
    """Landing page, play table, close the tab: no request leaves the server, no console error, no kernel left.

    On a server with the repository's culling (60 s), so that only the tab's own request can shut the kernel
    down while the test watches.
    """
    sync_playwright = browser_or_skip()
    outside, errors = [], []
    with bench.serve("classroom") as server, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        context = browser.new_context()

        def route(r):
            if r.request.url.startswith(server.url):
                r.continue_()
            else:
                outside.append(r.request.url)
                r.abort()

        context.route("**/*", route)
        page = context.new_page()
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(server.url, timeout=60_000)  # the class's login first, then the landing page
        page.fill("input[name=name]", "Bo")
        page.fill("input[name=password]", bench.CLASS_PASSWORD)
        page.click("button[type=submit]")
        page.locator(".lukfu-me", has_text="Bo").wait_for(timeout=30_000)
        page.locator("a.lukfu-lesson", has_text="09 · Play against the AI").click()
        page.locator(".lukfu-play-table button.lukfu-call-play").wait_for(timeout=60_000)
        kernel = page.evaluate("JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")
        assert {c["name"] for c in context.cookies()} >= {"_xsrf", "lukfu_student"}
        page.close(run_before_unload=True)  # the tab closes: the page asks for its kernel's shutdown
        deadline = time.monotonic() + 30  # (the browser stays open meanwhile: it sends the request after closing)
        while f"Kernel shutdown: {kernel}" not in server.log_text() and time.monotonic() < deadline:
            time.sleep(0.2)
        context.close()
        browser.close()
        log = server.log_text()
    assert outside == []
    assert errors == []
    assert f"Kernel shutdown: {kernel}" in log
    assert f"({kernel}) with 0 connections" not in log  # shut down by the tab's request, not by the culler
    assert "'_xsrf' argument missing" not in log


# -- hostile websocket messages (issue 24) -------------------------------------------------------------


def raw_v1(chunks: list[bytes]) -> bytes:
    """A v1 frame of any chunks (``bench.encode`` with a channel that need not be text)."""
    offsets = [8 * (len(chunks) + 2)]
    for chunk in chunks:
        offsets.append(offsets[-1] + len(chunk))
    return len(offsets).to_bytes(8, "little") + b"".join(o.to_bytes(8, "little") for o in offsets) + b"".join(chunks)


def _frames() -> list[tuple[str, bytes | str]]:
    """Messages no page sends: counts of parts that do not fit the length, garbage, nonsense inside a frame."""
    import random

    rng = random.Random(24)
    v1, legacy = bench.PROTOCOL, ""
    return [
        (v1, (0x10000000).to_bytes(8, "little") + bytes(80)),  # 9 GB before the guard
        (v1, (2**64 - 1).to_bytes(8, "little") + bytes(8)),  # never finished before the guard
        (v1, b"\x01"),
        (v1, "a text frame"),
        (v1, bench.encode("shell", [b"[" * 100_000])),  # fits its framing; the header is not JSON
        (v1, raw_v1([b"\xff\xfe", b"{}", b"{}", b"{}", b"{}"])),  # a channel that is not UTF-8
        *((v1, rng.randbytes(1024)) for _ in range(20)),  # a random 1 KB frame raised MemoryError
        (legacy, (0x10000000).to_bytes(4, "big") + bytes(80)),
        (legacy, (2**31 - 1).to_bytes(4, "big") + bytes(8)),
        (legacy, (-5).to_bytes(4, "big", signed=True) + bytes(8)),
        (legacy, "[" * 100_000),
        *((legacy, rng.randbytes(1024)) for _ in range(20)),
    ]


def test_malformed_websocket_frames_are_dropped_and_harm_no_one(server) -> None:
    """Speaks the kernel websocket protocol as a page does, in both framings, then sends what no page sends:
    the server's memory stays put, the kernel still answers, another student's page renders meanwhile, and
    a message larger than a lesson needs closes only that websocket."""
    import psutil
    from tornado.httpclient import HTTPRequest
    from tornado.websocket import websocket_connect

    rss = lambda: psutil.Process(server.process.pid).memory_info().rss  # noqa: E731

    async def attack() -> tuple[list[str], list[int], bool]:
        attacker, other = (bench.Student(n, server.url, "01_cards_and_seats.ipynb") for n in (1, 2))
        kernel, _ = await attacker.open_page()
        await attacker.connect(kernel)  # v1, as the page does
        url = server.url.replace("http", "ws", 1) + f"api/kernels/{kernel}/channels?session_id="
        origin = {"Origin": server.url.rstrip("/")}
        legacy = await websocket_connect(HTTPRequest(url + "legacy", headers=origin))  # a second tab, say
        before = rss()
        page = asyncio.ensure_future(other.open_page())  # another student opens a lesson meanwhile
        sizes = []
        for protocol, frame in _frames():
            socket = attacker.ws if protocol else legacy
            await socket.write_message(frame, binary=isinstance(frame, bytes))
            await asyncio.sleep(0.01)
            sizes.append(rss() - before)
        answered = await attacker.request("kernel_info_request", {}, channel="shell")  # the kernel still answers
        other_kernel, _ = await asyncio.wait_for(page, 120)
        big = await websocket_connect(HTTPRequest(url + "big", headers=origin), subprotocols=[bench.PROTOCOL])
        await big.write_message(bench.encode("shell", [b"x" * (2 << 20)]), binary=True)
        closed = await asyncio.wait_for(big.read_message(), 30) is None
        await attacker.request("kernel_info_request", {}, channel="shell")
        attacker.ws.close()
        legacy.close()
        return [answered["status"], other_kernel], sizes, closed

    (status, other_kernel), sizes, closed = asyncio.run(attack())
    assert status == "ok" and other_kernel
    assert max(sizes) < 200_000_000, sizes  # no gigabytes (2**28 parts took 9 GB): a page rendered meanwhile
    assert closed  # the 2 MB message: that websocket is closed, the others go on
    log = server.log_text()
    assert log.count("Dropped a websocket message") == len(_frames())  # every one, each in one line
    assert "declares 268435456 parts in 88 bytes" in log and "MemoryError" not in log
    assert "handle_incoming_message" not in log and "deserialize" not in log  # no traceback from a message
