"""The course on JupyterHub (``classroom/jupyterhub_config.py``), end to end on 127.0.0.1: a real JupyterHub and its
proxy (configurable-http-proxy) from the registries, three students log in, answer a drill, reload, and the
teacher's view shows their answers; the two attacks found on a hub out of the box are refused: a page sending
``execute_request``, and a notebook written through the contents API then opened (issue 21). A few minutes:
the hub, three student servers and a few lesson pages on this machine."""

from __future__ import annotations

import asyncio
import importlib.util
import json
import os
import shutil
import sys
import time
import urllib.parse
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("lukfu_bench_classroom_hub", ROOT / "benchmarks" / "classroom.py")
assert spec is not None and spec.loader is not None
bench = importlib.util.module_from_spec(spec)
sys.modules[spec.name] = bench
spec.loader.exec_module(bench)

# The benchmark's classes, for the annotations: it is loaded from its file, out of the type checker's sight
Hub = Any
Student = Any
CLASS_PASSWORD, TEACHER_PASSWORD = bench.HUB_CLASS_PASSWORD, bench.HUB_TEACHER_PASSWORD
LESSON = "01_cards_and_seats.ipynb"


@pytest.fixture(scope="module")
def hub(tmp_path_factory) -> Iterator[Hub]:
    proxy = ROOT / "build" / "hub-proxy" / "node_modules" / ".bin" / "configurable-http-proxy"
    has_proxy = proxy.exists() or shutil.which("configurable-http-proxy")
    if importlib.util.find_spec("jupyterhub") is None or not has_proxy:
        if os.environ.get("CI") == "true":
            pytest.fail("JupyterHub and configurable-http-proxy are needed for the JupyterHub test in CI")
        pytest.skip("JupyterHub or its proxy is not installed (make .venv/.test hub-proxy)")
    with bench.serve_hub(tmp_path_factory.mktemp("hub"), CLASS_PASSWORD, TEACHER_PASSWORD) as running:
        yield running


def student(hub: Hub, name: str) -> Student:
    tab = bench.Student(0, f"{hub.url}user/{name}/", LESSON)
    tab.class_login = False  # the hub logs students in
    return tab


async def hub_login(tab: Student, hub: Hub, name: str, password: str) -> None:
    await tab.browse(f"{hub.url}hub/login")  # the form's _xsrf cookie
    body = urllib.parse.urlencode({"username": name, "password": password, "_xsrf": tab.cookies.get("_xsrf", "")})
    page = await tab.browse(f"{hub.url}hub/login?next=", body)
    assert page.code == 200, (page.code, page.effective_url)


def test_three_students_answer_reload_and_the_teacher_sees_it(hub) -> None:
    async def lesson(name: str) -> tuple[list[str], list[str], str]:
        tab = student(hub, name)
        await hub_login(tab, hub, name, CLASS_PASSWORD)
        tree = await tab.browse(tab.base + "voila/tree")
        assert "01 · Cards and seats" in tree.body.decode() and "https://" not in tree.body.decode()
        await tab.open_lesson()
        await tab.choose("36" if name != "cy" else "35")
        first = tab.marks()
        again = student(hub, name)
        again.cookies = dict(tab.cookies)  # a reload: a new page, a new kernel
        await again.open_lesson()
        return first, again.marks(), tab.result.kernel

    async def teacher() -> tuple[str, int, int]:
        tab = bench.Student(0, hub.url)
        await hub_login(tab, hub, "teacher", TEACHER_PASSWORD)
        live = await tab.browse(f"{hub.url}services/lukfu-class/teacher/live")
        csv = await tab.browse(f"{hub.url}services/lukfu-class/teacher/class.csv")
        eve = student(hub, "eve")
        await hub_login(eve, hub, "eve", CLASS_PASSWORD)
        refused = await eve.browse(f"{hub.url}services/lukfu-class/teacher/live")
        forged = await eve.fetch(f"{hub.url}services/lukfu-class/api/progress", "POST", "{}")
        return live.body.decode() + csv.body.decode(), refused.code, forged.code

    async def all_of_it() -> tuple:
        lessons = await asyncio.gather(*(lesson(name) for name in ("ada", "bo", "cy")))
        return lessons, await teacher()

    lessons, (seen, refused, forged) = asyncio.run(all_of_it())
    assert [(first[0], again[0]) for first, again, _ in lessons] == [("1 ★", "1 ★"), ("1 ★", "1 ★"), ("1 ·", "1 ·")]
    for name in ("ada", "bo", "cy"):
        assert f">{name}</a>" in seen
    assert "ada,1/6" in seen and "cy,0/6" in seen and "Right at the first try" in seen
    assert refused == 403 and forged in (401, 403)  # a student is not the teacher; a browser is not a kernel


def test_a_page_cannot_run_code_nor_write_a_notebook(hub, tmp_path) -> None:
    marker = tmp_path / f"ran-{uuid.uuid4().hex}"
    code = f"open({str(marker)!r}, 'w').write('x')"
    notebook = {"cells": [{"cell_type": "code", "source": code, "metadata": {}, "outputs": [], "execution_count": None}],
                "metadata": {}, "nbformat": 4, "nbformat_minor": 5}  # fmt: skip

    async def attack() -> tuple:
        tab = student(hub, "mallory")
        await hub_login(tab, hub, "mallory", CLASS_PASSWORD)
        await tab.open_lesson()
        msg_id = tab.send("execute_request", {"code": code, "silent": False, "store_history": False,
                                              "user_expressions": {}, "allow_stdin": False})  # fmt: skip
        await asyncio.sleep(5)
        replied = msg_id in tab.done or msg_id in tab.replies
        xsrf = tab.cookies.get("_xsrf", "")
        headers = {"X-XSRFToken": urllib.parse.unquote(xsrf), "Content-Type": "application/json"}
        put = await tab.fetch(tab.base + "api/contents/evil.ipynb", "PUT",
                              json.dumps({"type": "notebook", "content": notebook}), headers=headers)  # fmt: skip
        opened = await tab.fetch(tab.base + "voila/render/evil.ipynb")
        kernel = await tab.fetch(tab.base + "api/kernels", "POST", "{}", headers=headers)
        terminal = await tab.fetch(tab.base + "api/terminals", "POST", "{}", headers=headers)
        return replied, put.code, opened.code, kernel.code, terminal.code

    replied, put, opened, kernel, terminal = asyncio.run(attack())
    deadline = time.monotonic() + 5
    while not marker.exists() and time.monotonic() < deadline:
        time.sleep(0.5)
    assert not marker.exists() and not replied  # the execute_request never reached the kernel
    assert put == 403 and opened == 404 and kernel == 403 and terminal in (403, 404)
    assert not (hub.folder / "lessons" / "evil.ipynb").exists()
    log = hub.log_text()
    assert 'Received message of type "execute_request", which is not allowed' in log
    assert "Refused write contents to mallory" in log and "Refused write kernels to mallory" in log


def test_the_hub_configuration_keeps_its_promises() -> None:
    """What the recipe relies on, read from the files (no hub started)."""
    text = (ROOT / "classroom" / "jupyterhub_class.py").read_text()
    server = (ROOT / "classroom" / "jupyter_server_config.py").read_text()
    assert '"--timeout=2700"' in text  # far above the hub's 300 s activity interval
    assert "allowed_message_types = WIDGET_MESSAGES" in server and "LessonsOnly" in server
    from lukfu_teach.classroom.hub import WIDGET_MESSAGES, LessonsOnly

    assert "execute_request" not in WIDGET_MESSAGES
    authorizer = LessonsOnly()

    class Request:
        path = "/user/x/api/contents/a.ipynb"

    class Handler:
        request = Request()

    handler: Any = Handler()  # a stand-in for the server's request handler: only its request's path is read
    for action, resource, allowed in (("read", "contents", True), ("write", "contents", False),
                                      ("execute", "kernels", True), ("write", "kernels", False),
                                      ("execute", "terminals", False), ("write", "sessions", False)):  # fmt: skip
        assert authorizer.is_authorized(handler, None, action, resource) is allowed, (action, resource)
