"""A class on the classroom server, simulated: how long the play table takes to appear, a hint, kernels left.

Starts the classroom server (``classroom/serve.py``, the repository's configuration) on 127.0.0.1, then a
fixed number of simulated students open the play table at the same moment. Each does what a browser does
on a Voilà page: request the page (and the stylesheets and scripts it links), read the kernel id from it,
open the kernel's websocket (protocol ``v1.kernel.websocket.jupyter.org``), ask for every widget's state
over the ``jupyter.widget.control`` comm (``request_states``; after 4 s without an answer, one
``request_state`` per widget, as ipywidgets 8's manager does), find the table's controls by their CSS
classes (``lukfu-call-play``, ``lukfu-hint-button``, ``lukfu-hint-panel``, ``lukfu-log``) among the
models' ``_dom_classes``, send the "ready" message the page's row of cards sends once drawn, click
"Call play" when it is enabled, then "Hint" at the student's turn (a
``custom`` comm message ``{"event": "click"}``, as a button's view sends), and wait for the hint panel to
change. Then every student leaves: every second one closes the tab (the page's shutdown request, with
its ``_xsrf`` cookie), the others vanish (websocket dropped, nothing sent), and the kernels still
running are counted until culling has shut them all down, or the wait ends.

Per student: render (page request until the table's widget states are all in, the table complete and
shown on the page), hint (click until the panel changed), failures. Bounded: local only, ``--students``
fixed, every wait limited (``--time-limit``, ``--cull-wait``). Not a browser: the page's scripts are
fetched but not run, so a browser's own rendering time is not included, and every widget update is
applied as it arrives. Run:

    .venv/bin/python benchmarks/classroom.py --students 20
    .venv/bin/python benchmarks/classroom.py --students 10 --server voila      # Voilà's defaults
    .venv/bin/python benchmarks/classroom.py --students 2 -- --MappingKernelManager.cull_idle_timeout=5
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import html
import http.cookies
import importlib.util
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse
import uuid
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOK = "09_play_against_the_ai.ipynb"
TABLE = "lukfu-play-table"
CONTROLS = {"call": "lukfu-call-play", "hint": "lukfu-hint-button", "panel": "lukfu-hint-panel", "log": "lukfu-log"}
PROTOCOL = "v1.kernel.websocket.jupyter.org"
CONTROL_TIMEOUT = 4.0  # ipywidgets 8's manager waits this long for the control comm, then asks widget by widget
MODEL_REF = "IPY_MODEL_"
CLASS_PASSWORD, TEACHER_PASSWORD = "test-class", "a teacher's test password"  # the servers started here
TARGETS = {"render median": 12.0, "render max": 20.0, "hint": 2.0, "cull": 150.0}  # issue 15, 20 students, 2 cores


def _serve_module() -> Any:
    spec = importlib.util.spec_from_file_location("lukfu_classroom_serve", ROOT / "classroom" / "serve.py")
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


# -- the server ---------------------------------------------------------------------------------------


@dataclass
class Server:
    """A classroom server on 127.0.0.1: started by this script (its process and log), or already running."""

    process: subprocess.Popen | None
    url: str
    log: Path | None = None
    command: Sequence[str] = ()
    env: dict[str, str] = field(default_factory=dict)

    def start(self, startup: float = 60) -> None:
        """Start the server (again: the same port, the same class store), and wait until it answers."""
        assert self.log is not None
        with open(self.log, "a") as out:  # the child keeps its own handle
            self.process = subprocess.Popen(self.command, cwd=self.log.parent, env=self.env, stdout=out,
                                            stderr=subprocess.STDOUT)  # fmt: skip
        _wait_until_up(self, startup)

    def kill(self) -> None:
        """Stop the server at once, as a power cut or ``kill -9`` would (its kernels see it and stop)."""
        assert self.process is not None
        self.process.kill()
        self.process.wait()

    def kernel_processes(self) -> int | None:
        """Kernels (ipykernel processes) the server has running now (None: not known for a server not started here)."""
        import psutil

        if self.process is None:
            return None
        try:
            children = psutil.Process(self.process.pid).children(recursive=True)
        except psutil.NoSuchProcess:
            return 0
        count = 0
        for child in children:
            with contextlib.suppress(psutil.Error):
                count += any("ipykernel" in part for part in child.cmdline())
        return count

    def log_text(self) -> str:
        return self.log.read_text(errors="replace") if self.log else ""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def serve(
    kind: str = "classroom", extra: Sequence[str] = (), startup: float = 60, environ: dict[str, str] | None = None
) -> Iterator[Server]:
    """Start a server on 127.0.0.1 and a free port; stop it (and its kernels) on exit.

    ``kind`` "classroom" is ``classroom/serve.py`` (the repository's configuration, ``extra`` flags
    after it); "voila" is plain Voilà with its defaults over the same lessons, for comparison.
    """
    port = free_port()
    folder = Path(tempfile.mkdtemp(prefix="lukfu_classroom_"))
    env = {**os.environ, "HOST": "127.0.0.1", "PORT": str(port), "JUPYTER_RUNTIME_DIR": str(folder / "runtime"),
           "LUKFU_CLASS_DB": str(folder / "class.sqlite3"), "LUKFU_CLASS_PASSWORD": CLASS_PASSWORD,
           "LUKFU_TEACHER_PASSWORD": TEACHER_PASSWORD, **(environ or {})}  # fmt: skip
    if kind == "classroom":
        command = [sys.executable, str(ROOT / "classroom" / "serve.py"), *extra]
    elif kind == "voila":
        lessons = _serve_module().prepare_lessons(ROOT / "notebooks", folder / "lessons")[0].parent
        command = [sys.executable, "-m", "voila", str(lessons), "--no-browser", "--Voila.ip=127.0.0.1",
                   f"--Voila.port={port}", "--Voila.port_retries=0", *extra]  # fmt: skip
    else:
        raise ValueError(f"unknown server kind {kind!r} (classroom or voila)")
    server = Server(None, f"http://127.0.0.1:{port}/", folder / "server.log", command, env)
    try:
        server.start(startup)
        yield server
    finally:
        if server.process is not None:
            server.process.terminate()  # Voilà shuts its kernels down on SIGTERM
            try:
                server.process.wait(20)
            except subprocess.TimeoutExpired:
                server.process.kill()
                server.process.wait()
        shutil.rmtree(folder, ignore_errors=True)


@dataclass
class Hub:
    """A JupyterHub on 127.0.0.1 with the repository's configuration, started here."""

    process: subprocess.Popen
    url: str
    folder: Path
    log: Path

    def log_text(self) -> str:
        return self.log.read_text(errors="replace")


@contextlib.contextmanager
def serve_hub(folder: Path, class_password: str, teacher_password: str, startup: float = 90) -> Iterator[Hub]:
    """JupyterHub (``classroom/jupyterhub_config.py``) on free ports of 127.0.0.1, its files in ``folder``; on
    exit it is stopped, and every process it started (proxy, services, students' servers) with it."""
    import psutil

    ports = [free_port() for _ in range(4)]
    env = {**os.environ, "LUKFU_HUB_DIR": str(folder), "LUKFU_HUB_IP": "127.0.0.1", "LUKFU_HUB_PORT": str(ports[0]),
           "LUKFU_HUB_INTERNAL_PORT": str(ports[1]), "LUKFU_HUB_PROXY_PORT": str(ports[2]),
           "LUKFU_HUB_SERVICE_PORT": str(ports[3]), "LUKFU_CLASS_PASSWORD": class_password,
           "LUKFU_TEACHER_PASSWORD": teacher_password,
           "PATH": os.pathsep.join([os.path.dirname(sys.executable), os.environ.get("PATH", "")])}  # fmt: skip
    log = folder / "hub.log"
    command = [sys.executable, "-m", "jupyterhub", "-f", str(ROOT / "classroom" / "jupyterhub_config.py")]
    with open(log, "w") as out:
        process = subprocess.Popen(command, cwd=folder, env=env, stdout=out, stderr=subprocess.STDOUT)
    hub = Hub(process, f"http://127.0.0.1:{ports[0]}/", folder, log)
    try:
        deadline = time.monotonic() + startup
        while "JupyterHub is now running" not in hub.log_text():
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"JupyterHub did not start:\n{hub.log_text()[-3000:]}")
            time.sleep(0.3)
        yield hub
    finally:
        try:
            started = psutil.Process(process.pid).children(recursive=True)
        except psutil.NoSuchProcess:
            started = []
        process.terminate()
        try:
            process.wait(20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        for child in started:  # by their ids: the proxy, the services, the students' servers and kernels
            with contextlib.suppress(psutil.Error):
                child.kill()


def opener(server: Server, name: str | None = None, password: str = CLASS_PASSWORD) -> Any:
    """A ``urllib`` opener with a browser's cookies, logged in as the student ``name`` (if given)."""
    import http.cookiejar
    import urllib.request

    jar = http.cookiejar.CookieJar()
    browser = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    browser.jar = jar  # type: ignore[attr-defined]
    if name is not None:
        browser.open(server.url + "class/login", timeout=30).read()
        xsrf = next(c.value for c in jar if c.name == "_xsrf")
        body = urllib.parse.urlencode({"name": name, "password": password, "_xsrf": xsrf, "next": "/"}).encode()
        browser.open(server.url + "class/login", body, timeout=30).read()
    return browser


def _wait_until_up(server: Server, seconds: float) -> None:
    import urllib.request

    deadline = time.monotonic() + seconds
    assert server.process is not None
    while time.monotonic() < deadline:
        if server.process.poll() is not None:
            raise RuntimeError(f"the server exited ({server.process.returncode}):\n{server.log_text()[-3000:]}")
        try:
            with urllib.request.urlopen(server.url, timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.2)
    raise TimeoutError(f"{server.url} did not answer in {seconds} s")


# -- the kernel websocket, protocol v1 ----------------------------------------------------------------


def encode(channel: str, parts: Sequence[bytes]) -> bytes:
    """A message in the v1 kernel websocket protocol: offsets, channel, header, parent, metadata, content."""
    chunks = [channel.encode(), *parts]
    offsets = [8 * (len(chunks) + 2)]
    for chunk in chunks:
        offsets.append(offsets[-1] + len(chunk))
    head = len(offsets).to_bytes(8, "little") + b"".join(o.to_bytes(8, "little") for o in offsets)
    return head + b"".join(chunks)


def decode(data: bytes) -> tuple[str, list[bytes]]:
    """``encode`` read back: the channel and the parts."""
    count = int.from_bytes(data[:8], "little")
    offsets = [int.from_bytes(data[8 * (i + 1) : 8 * (i + 2)], "little") for i in range(count)]
    chunks = [data[a:b] for a, b in zip(offsets[:-1], offsets[1:], strict=True)]
    return chunks[0].decode(), chunks[1:]


@dataclass
class Result:
    """One student's visit."""

    student: int
    kernel: str = ""
    page: float | None = None  # request until the page and the assets it links were in
    render: float | None = None  # request until every widget state of the table was in, the table complete
    states: str = ""  # "control" (request_states) or "per widget" (the fallback after 4 s)
    models: int = 0
    hint: float | None = None  # Hint click until the hint panel changed
    called: bool = False
    left: str = ""  # "closed" (the tab's shutdown request) or "vanished"
    shutdown_status: int | None = None
    errors: list[str] = field(default_factory=list)
    outside: list[str] = field(default_factory=list)  # what the page would load from outside the server

    @property
    def works(self) -> bool:
        return self.render is not None and self.hint is not None and not self.errors


class Student:
    """One simulated browser tab on the play table."""

    def __init__(self, number: int, base: str, notebook: str = NOTEBOOK, time_limit: float = 120) -> None:
        self.result = Result(number)
        self.base, self.notebook, self.time_limit = base, notebook, time_limit
        self.cookies: dict[str, str] = {}
        self.class_login = True  # the classroom server's own login (JupyterHub logs students in itself)
        self.session = uuid.uuid4().hex
        self.models: dict[str, dict[str, Any]] = {}  # model id -> widget state, kept up to date
        self.changed = asyncio.Event()
        self.replies: dict[str, asyncio.Future] = {}
        # ipykernel 7 looks up the comm of a comm_msg as it arrives, before the comm_open sent just before it
        # is handled, and warns "No such comm" on stderr; the message itself is handled in order.
        self.control = uuid.uuid4().hex  # the id of this tab's jupyter.widget.control comm
        self.done: set[str] = set()  # requests the kernel has finished with (its "idle" status for them)
        self.page_errors: list[str] = []  # error outputs shown on the page
        self.ws: Any = None
        self.reader: asyncio.Task | None = None
        self.start = 0.0

    # -- HTTP, with the cookies a browser keeps ---------------------------------------------------

    async def fetch(
        self, path: str, method: str = "GET", body: str | None = None, headers: dict | None = None, **kw: Any
    ) -> Any:
        from tornado.httpclient import AsyncHTTPClient, HTTPRequest

        sent = {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())} if self.cookies else {}
        if body is not None:
            sent["Content-Type"] = "application/x-www-form-urlencoded"
        headers = {**sent, **(headers or {})}
        request = HTTPRequest(urllib.parse.urljoin(self.base, path), method=method, body=body, headers=headers,
                              request_timeout=self.time_limit, connect_timeout=self.time_limit, **kw)  # fmt: skip
        response = await AsyncHTTPClient().fetch(request, raise_error=False)
        for header in response.headers.get_list("Set-Cookie"):
            for name, morsel in http.cookies.SimpleCookie(header).items():
                self.cookies[name] = morsel.coded_value
        return response

    async def browse(self, url: str, body: str | None = None, seconds: float = 120) -> Any:
        """Go to ``url`` as a browser does: following redirects with the cookies each sets, and asking again
        while JupyterHub says the student's server is starting (``spawn-pending``); the last response."""
        deadline = time.monotonic() + seconds
        asked, method = url, "GET" if body is None else "POST"
        while True:
            response = await self.fetch(url, method, body, follow_redirects=False)
            if response.code in (301, 302, 303, 307):
                url = urllib.parse.urljoin(response.effective_url, response.headers["Location"])
                method, body = "GET", None
            elif "/spawn-pending/" in response.effective_url and time.monotonic() < deadline:
                await asyncio.sleep(0.5)
                url = asked if method == "GET" and "/hub/login" not in asked else response.effective_url
            else:
                return response
            if time.monotonic() > deadline:
                raise TimeoutError(f"{asked}: not reached within {seconds:.0f} s")

    async def login(self, name: str | None = None, password: str = CLASS_PASSWORD) -> Any:
        """Say who the student is (name and class password), as the login page's form does; the response."""
        await self.fetch("class/login")  # the form, and its _xsrf cookie
        name = name or f"Student {self.result.student} {self.session[:4]}"
        body = urllib.parse.urlencode({"name": name, "password": password, "next": "/",
                                       "_xsrf": self.cookies.get("_xsrf", "")})  # fmt: skip
        return await self.fetch("class/login", "POST", body, follow_redirects=False)

    async def open_page(self) -> tuple[str, list[str]]:
        """The page and the assets it links (fetched as soon as they appear, like a browser); the kernel id."""
        if self.class_login and "lukfu_student" not in self.cookies:  # the classroom server asks who they are
            await self.login()
        received: list[bytes] = []
        assets: dict[str, asyncio.Task] = {}
        outside: set[str] = set()

        def chunk(data: bytes) -> None:
            received.append(data)
            text = b"".join(received).decode(errors="replace")
            for url in re.findall(r'<(?:script[^>]*\bsrc|link[^>]*\bhref)="([^"]+)"', text):
                if url in assets or url.startswith(("data:", "#")):
                    continue
                if urllib.parse.urlsplit(url).netloc:  # never fetched: this test stays on 127.0.0.1
                    outside.add(url)
                else:
                    assets[url] = asyncio.ensure_future(self.fetch(url))

        response = await self.fetch(f"voila/render/{self.notebook}", streaming_callback=chunk)
        if response.code != 200:
            raise RuntimeError(f"the page answered {response.code} {response.reason}")
        for url, task in assets.items():
            asset = await task
            if asset.code != 200:
                self.result.errors.append(f"{url}: {asset.code} {asset.reason}")
        self.result.outside = sorted(outside)
        page = b"".join(received).decode()
        match = re.search(r'"kernelId":\s*"([0-9a-f-]+)"', page)
        if not match:
            raise RuntimeError("no kernel id in the page")
        self.page_errors = [
            html.unescape(text).strip()
            for text in re.findall(r'data-mime-type="application/vnd.jupyter.stderr">\s*<pre>(.*?)</pre>', page, re.S)
        ]
        shown = []
        for output in re.findall(r'<script type="application/vnd.voila.cell-output\+json">(.*?)</script>', page, re.S):
            view = json.loads(output).get("data", {}).get("application/vnd.jupyter.widget-view+json")
            if view:
                shown.append(view["model_id"])
        return match.group(1), shown

    # -- the kernel's websocket ---------------------------------------------------------------------

    async def connect(self, kernel: str) -> None:
        from tornado.httpclient import HTTPRequest
        from tornado.websocket import websocket_connect

        model = await self.fetch(f"api/kernels/{kernel}")  # the page's first call, as the front end does
        if model.code != 200:
            raise RuntimeError(f"kernel {kernel}: {model.code}")
        url = urllib.parse.urljoin(self.base.replace("http", "ws", 1), f"api/kernels/{kernel}/channels")
        headers = {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items()), "Origin": self.base.rstrip("/")}
        request = HTTPRequest(f"{url}?session_id={self.session}", headers=headers, connect_timeout=self.time_limit)
        self.ws = await websocket_connect(request, subprotocols=[PROTOCOL], max_message_size=1 << 30)
        self.reader = asyncio.ensure_future(self._read())
        await self.request("kernel_info_request", {}, channel="shell")

    def send(self, msg_type: str, content: dict, channel: str = "shell", metadata: dict | None = None) -> str:
        msg_id = uuid.uuid4().hex
        header = {"msg_id": msg_id, "msg_type": msg_type, "session": self.session, "username": "student",
                  "date": datetime.now(timezone.utc).isoformat(), "version": "5.4"}  # fmt: skip
        parts = [json.dumps(p).encode() for p in (header, {}, metadata or {}, content)]
        self.ws.write_message(encode(channel, parts), binary=True)
        return msg_id

    async def request(self, msg_type: str, content: dict, channel: str = "shell") -> dict:
        msg_id = self.send(msg_type, content, channel)
        self.replies[msg_id] = asyncio.get_running_loop().create_future()
        return await asyncio.wait_for(self.replies[msg_id], self.time_limit)

    async def _read(self) -> None:
        while True:
            data = await self.ws.read_message()
            if data is None:
                return
            channel, parts = decode(data)
            header, parent, _, content = (json.loads(p) for p in parts[:4])
            self._handle(channel, header["msg_type"], parent.get("msg_id"), content)

    def _handle(self, channel: str, kind: str, parent: str | None, content: dict) -> None:
        if channel == "shell" and parent in self.replies and not self.replies[parent].done():
            self.replies[parent].set_result(content)
        elif kind == "comm_open" and content.get("target_name") == "jupyter.widget":
            self.models[content["comm_id"]] = dict(content["data"].get("state", {}))
        elif kind == "comm_msg":
            data = content.get("data", {})
            if data.get("method") == "update_states" and "control" in self.replies:
                self.replies.pop("control").set_result(data)
            elif data.get("method") in ("update", "echo_update"):
                if parent in self.replies and not self.replies[parent].done():  # a request_state's answer
                    self.replies[parent].set_result(data)
                self.models.setdefault(content["comm_id"], {}).update(data.get("state", {}))
        elif kind == "comm_close":
            self.models.pop(content.get("comm_id", ""), None)
        elif kind == "status" and content.get("execution_state") == "idle" and parent:
            self.done.add(parent)
        elif kind == "error" or (kind == "stream" and content.get("name") == "stderr"):
            text = content.get("text") or f"{content.get('ename')}: {content.get('evalue')}"
            lines = [line for line in text.splitlines() if line.strip() not in ("", f"No such comm: {self.control}")]
            if lines:
                self.result.errors.append(f"kernel {kind}: {' '.join(lines)}"[:300])
        self.changed.set()

    async def load_states(self) -> None:
        """Every widget's state: over the control comm, else (no answer in 4 s) one request per widget."""
        comm = self.control
        self.replies["control"] = asyncio.get_running_loop().create_future()
        self.send("comm_open", {"comm_id": comm, "target_name": "jupyter.widget.control", "data": {}},
                  metadata={"version": "1.0.0"})  # fmt: skip
        self.send("comm_msg", {"comm_id": comm, "data": {"method": "request_states"}})
        try:
            data = await asyncio.wait_for(self.replies["control"], CONTROL_TIMEOUT)
            for model, state in data["states"].items():
                self.models[model] = dict(state["state"])
            self.result.states = "control"
        except asyncio.TimeoutError:
            self.replies.pop("control", None)
            info = await self.request("comm_info_request", {"target_name": "jupyter.widget"})
            answers = []
            for model in info.get("comms", {}):
                msg_id = self.send("comm_msg", {"comm_id": model, "data": {"method": "request_state"}})
                self.replies[msg_id] = asyncio.get_running_loop().create_future()
                answers.append(self.replies[msg_id])
            await asyncio.wait_for(asyncio.gather(*answers), self.time_limit)
            self.result.states = "per widget"
        self.send("comm_close", {"comm_id": comm, "data": {}})

    # -- the table ----------------------------------------------------------------------------------

    def find(self, css: str) -> str | None:
        return next((m for m, s in self.models.items() if css in s.get("_dom_classes", ())), None)

    def missing(self, root: str) -> set[str]:
        """Models the widget tree under ``root`` refers to that have not arrived."""
        seen, todo, missing = set(), [root], set()
        while todo:
            model = todo.pop()
            if model in seen:
                continue
            seen.add(model)
            if model not in self.models:
                missing.add(model)
                continue
            todo += [ref[len(MODEL_REF) :] for ref in _refs(self.models[model])]
        return missing

    async def until(self, what: str, ready: Callable[[], bool], seconds: float | None = None) -> None:
        deadline = time.monotonic() + (seconds or self.time_limit)
        while not ready():
            self.changed.clear()
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"{what}: not within {seconds or self.time_limit:.0f} s")
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self.changed.wait(), left)

    def drawn(self) -> None:
        """What the page's scripts send once they have drawn the widgets: each row of cards (an anywidget,
        e.g. the learner's hand) says "ready", and the table's AIs start moving only then."""
        for model, state in self.models.items():
            if state.get("_model_name") == "AnyModel" and "faces" in state:
                self.send("comm_msg", {"comm_id": model, "data": {"method": "custom", "content": {"event": "ready"}}})

    def press(self, css: str) -> str:
        """Click a button as its view does; the message id."""
        return self.send(
            "comm_msg", {"comm_id": self.find(css), "data": {"method": "custom", "content": {"event": "click"}}}
        )

    async def click_model(self, model: str) -> None:
        """Click the button ``model`` and wait until the kernel has handled it."""
        msg_id = self.send("comm_msg", {"comm_id": model, "data": {"method": "custom", "content": {"event": "click"}}})
        await self.until(f"the click on {model} handled", lambda: msg_id in self.done)

    async def click(self, css: str) -> None:
        """Click a button, and wait until the kernel has handled the click (the widgets then agree again)."""
        msg_id = self.press(css)
        await self.until(f"the click on {css} handled", lambda: msg_id in self.done)

    def labelled(self, css: str) -> dict[str, str]:
        """The widgets with the class ``css``, by their label (``description``)."""
        return {s.get("description", ""): m for m, s in self.models.items() if css in s.get("_dom_classes", ())}

    async def choose(self, label: str) -> None:
        """Answer the drill on the page by clicking its choice ``label``, and wait until it is judged."""
        model = self.labelled("lukfu-drill-choice")[label]
        msg_id = self.send("comm_msg", {"comm_id": model, "data": {"method": "custom", "content": {"event": "click"}}})
        await self.until(f"the answer {label} judged", lambda: msg_id in self.done)

    def marks(self) -> list[str]:
        """The drill sequence's marks, in order (``1 ★``, ``2 ✓``, ``3 ·``)."""
        marks = [s for s in self.models.values() if "lukfu-drill-mark" in s.get("_dom_classes", ())]
        found = [s.get("description", "") for s in marks]
        return sorted(found, key=lambda d: int(d.split()[0]) if d.split() and d.split()[0].isdigit() else 0)

    async def open_lesson(self) -> None:
        """Open the page and load its widgets (as ``visit`` does, without the table)."""
        kernel, _ = await self.open_page()
        self.result.kernel = kernel
        await self.connect(kernel)
        await self.load_states()

    def text(self, css: str) -> str:
        model = self.find(css)
        return re.sub("<[^>]+>", "", self.models[model].get("value", "")) if model else ""

    def enabled(self, css: str) -> bool:
        model = self.find(css)
        return model is not None and not self.models[model].get("disabled", True)

    async def visit(self) -> Result:
        """Open the page, wait for the table, call play, ask for a hint."""
        r = self.result
        self.start = time.monotonic()
        step = "the page"
        try:
            r.kernel, shown = await self.open_page()
            r.page = time.monotonic() - self.start
            step = "the kernel's websocket"
            await self.connect(r.kernel)
            step = "the widget states"
            await self.load_states()
            r.models = len(self.models)
            step = "the table"
            table = self.find(TABLE)
            if table is None:
                raise RuntimeError(f"no table among {len(self.models)} widget models")
            if table not in shown:
                said = f": the page says {' '.join(self.page_errors)!r}" if self.page_errors else ""
                raise RuntimeError(f"the table is not on the page (its output was left out){said}")
            if self.missing(table):
                raise RuntimeError(f"the table refers to {len(self.missing(table))} models that never arrived")
            absent = [css for css in CONTROLS.values() if self.find(css) is None]
            if absent:
                raise RuntimeError(f"no widget with the classes {', '.join(absent)}")
            r.render = time.monotonic() - self.start
            self.drawn()
            step = "Call play"
            await self.until(
                f"Call play or Hint enabled (status: {self.text('lukfu-status')!r})",
                lambda: self.enabled(CONTROLS["call"]) or self.enabled(CONTROLS["hint"]),
            )
            if self.enabled(CONTROLS["call"]):  # the learner's turn to call (or the AIs called first)
                await self.click(CONTROLS["call"])
                if "(You) calls play" not in self.text(CONTROLS["log"]):
                    raise RuntimeError(f"Call play did nothing: {self.text('lukfu-message')!r}")
                r.called = True
            step = "Hint"
            await self.until(
                f"Hint enabled (status: {self.text('lukfu-status')!r})", lambda: self.enabled(CONTROLS["hint"])
            )
            panel = self.find(CONTROLS["panel"])
            assert panel is not None
            before = self.models[panel].get("value", "")
            changed = lambda: self.models[panel].get("value", "") not in (before, "")  # noqa: E731
            clicked, msg_id = time.monotonic(), self.press(CONTROLS["hint"])
            await self.until("the hint", lambda: changed() or msg_id in self.done)
            if not changed():
                raise RuntimeError(f"Hint did nothing: {self.text('lukfu-message')!r}")
            r.hint = time.monotonic() - clicked
        except Exception as err:  # every failure is reported, per student
            r.errors.append(f"{step}: {type(err).__name__}: {err}")
        return r

    async def leave(self, close_tab: bool) -> None:
        """Close the tab (the page's shutdown request, with its _xsrf cookie) or vanish."""
        self.result.left = "closed" if close_tab else "vanished"
        if self.ws is not None:
            self.ws.close()
        if self.reader is not None:
            self.reader.cancel()
        if close_tab and self.result.kernel:
            body = urllib.parse.urlencode({"_xsrf": self.cookies.get("_xsrf", "")})
            response = await self.fetch(f"voila/api/shutdown/{self.result.kernel}", "POST", body)
            self.result.shutdown_status = response.code


def _refs(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        if value.startswith(MODEL_REF):
            yield value
    elif isinstance(value, list):
        for item in value:
            yield from _refs(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _refs(item)


# -- a class ------------------------------------------------------------------------------------------


@dataclass
class Report:
    students: list[Result]
    running_before: int = 0  # kernels running when the students leave
    left_after_leaving: int = 0  # kernels of the students still running 3 s after they left
    left_after_culling: int = 0  # ... at the end of the wait
    gone_after: float | None = None  # seconds from leaving until the last student kernel was gone
    kernel_processes: int | None = None  # kernel processes of the server at the end
    load: str = ""

    def medians(self) -> dict[str, float | None]:
        render = [r.render for r in self.students if r.render is not None]
        hint = [r.hint for r in self.students if r.hint is not None]
        return {
            "render median": statistics.median(render) if render else None,
            "render max": max(render) if render else None,
            "hint median": statistics.median(hint) if hint else None,
            "hint max": max(hint) if hint else None,
        }


async def _kernels_alive(student: Student) -> bool:
    response = await student.fetch(f"api/kernels/{student.result.kernel}")
    return response.code == 200


async def run_class(
    server: Server,
    students: int,
    *,
    notebook: str = NOTEBOOK,
    time_limit: float = 120,
    cull_wait: float = 180,
    stagger: float = 0,
    progress: Callable[[str], None] = lambda _: None,
) -> Report:
    """``students`` visits at once (or ``stagger`` s apart), then they leave; kernels counted until gone."""
    from tornado.httpclient import AsyncHTTPClient

    AsyncHTTPClient.configure(None, max_clients=max(10, 8 * students))
    tabs = [Student(i + 1, server.url, notebook, time_limit) for i in range(students)]

    async def visit(tab: Student) -> Result:
        await asyncio.sleep(stagger * (tab.result.student - 1))
        result = await tab.visit()
        progress(_line(result))
        return result

    await asyncio.gather(*(visit(tab) for tab in tabs))
    report = Report([tab.result for tab in tabs], load=_load())
    with_kernel = [tab for tab in tabs if tab.result.kernel]
    report.running_before = sum(await asyncio.gather(*(_kernels_alive(t) for t in with_kernel)))
    left = time.monotonic()
    await asyncio.gather(*(tab.leave(close_tab=tab.result.student % 2 == 1) for tab in tabs))
    await asyncio.sleep(3)
    alive = [t for t in with_kernel if await _kernels_alive(t)]
    report.left_after_leaving = len(alive)
    progress(
        f"{report.running_before} kernels before leaving, {len(alive)} still running 3 s after; waiting for culling"
    )
    deadline = left + cull_wait
    while alive and time.monotonic() < deadline:
        await asyncio.sleep(2)
        alive = [t for t in alive if await _kernels_alive(t)]
    report.left_after_culling = len(alive)
    report.gone_after = None if alive else time.monotonic() - left
    report.kernel_processes = server.kernel_processes()
    return report


# -- a class that remembers (issue 21): names, answers kept, the teacher's view, a restart ----------------------

DRILLS = "01_cards_and_seats.ipynb"  # its first drill: how many cards (36); the second: the suits in order


@dataclass
class Answers:
    """One student of a class that remembers."""

    name: str
    table: float | None = None  # login until a working play table (called, hinted)
    lesson: float | None = None  # login until the drills' lesson's widgets were in (JupyterHub)
    given: int = 0  # answers given (each judged on the page)
    answered_at: float | None = None  # when the first drill was solved
    seen_after: float | None = None  # ... until the teacher's live table showed it
    carried_on: bool | None = None  # after the restart: the reloaded page showed the drill done, the next answered
    errors: list[str] = field(default_factory=list)


async def drills_answered(tab: Student, student: Answers) -> None:
    """The first drill wrong, Try again, then right: two answers."""
    await tab.open_lesson()
    await tab.choose("35")
    await tab.click("lukfu-drill-retry")
    await tab.choose("36")
    student.given += 2
    student.answered_at = time.monotonic()
    tab.ws.close()


async def suits_in_order(tab: Student, student: Answers) -> None:
    """Carry on after a reload: the page shows the first drill done and is at the second; answer it."""
    await tab.open_lesson()
    marks = tab.marks()
    suits = tab.labelled("lukfu-drill-suit")
    for name in ("Coins", "Strings", "Myriads", "Tens"):
        await tab.click_model(suits[name])
    await tab.click_model(tab.labelled("lukfu-drill-submit")["Check"])
    student.given += 1
    student.carried_on = marks[:2] == ["1 ✓", "2 ·"] and tab.marks()[1] == "2 ★"
    tab.ws.close()


async def watch_the_class(server: Server, students: list[Answers], until: asyncio.Event) -> None:
    """The teacher's view, read every second as the page does every three: when each student's first answer
    shows (their lesson 01 at 1/6)."""
    teacher = Student(0, server.url)
    await teacher.fetch("class/teacher")
    body = urllib.parse.urlencode({"password": TEACHER_PASSWORD, "_xsrf": teacher.cookies.get("_xsrf", "")})
    await teacher.fetch("class/teacher", "POST", body, follow_redirects=False)
    while not until.is_set():
        live = (await teacher.fetch("class/teacher/live")).body.decode()
        now = time.monotonic()
        for s in students:
            if s.answered_at is not None and s.seen_after is None:
                row = re.search(rf">{re.escape(html.escape(s.name))}</a></td><td>(\d+)/6", live)
                if row and int(row.group(1)) >= 1:
                    s.seen_after = now - s.answered_at
        await asyncio.sleep(1)


def answers_kept(server: Server) -> int:
    import sqlite3

    with contextlib.closing(sqlite3.connect(server.env["LUKFU_CLASS_DB"])) as db:
        return db.execute("SELECT COUNT(*) FROM events WHERE event = 'answer'").fetchone()[0]


async def run_class_that_remembers(
    server: Server, students: int, *, within: float = 60, restart: bool = True, time_limit: float = 180,
    progress: Callable[[str], None] = lambda _: None,
) -> dict[str, Any]:  # fmt: skip
    """``students`` log in within ``within`` seconds: each opens the play table (login until it works), then
    answers the first drill of lesson 01 (wrong, then right), watched by the teacher's view; then the server is
    killed and started again, and each reloads lesson 01 and answers the next drill."""
    from tornado.httpclient import AsyncHTTPClient

    AsyncHTTPClient.configure(None, max_clients=max(10, 8 * students))
    class_ = [Answers(f"Student {i + 1:02}") for i in range(students)]
    tabs = [Student(i + 1, server.url, NOTEBOOK, time_limit) for i in range(students)]
    done = asyncio.Event()
    watcher = asyncio.ensure_future(watch_the_class(server, class_, done))

    async def one(i: int) -> None:
        s, tab = class_[i], tabs[i]
        await asyncio.sleep(within * i / students)
        start = time.monotonic()
        try:
            await tab.login(s.name)
            result = await tab.visit()
            s.errors += result.errors
            s.table = time.monotonic() - start - (result.hint or 0) if result.works else None
            await tab.leave(close_tab=True)
            lesson = Student(i + 1, server.url, DRILLS, time_limit)
            lesson.cookies = dict(tab.cookies)
            await drills_answered(lesson, s)
        except Exception as err:  # every failure is reported, per student
            s.errors.append(f"{type(err).__name__}: {err}")
        progress(f"{s.name}: table {_s(s.table)}, answers {s.given}{': ' + '; '.join(s.errors) if s.errors else ''}")

    await asyncio.gather(*(one(i) for i in range(students)))
    deadline = time.monotonic() + 10
    while any(s.answered_at and s.seen_after is None for s in class_) and time.monotonic() < deadline:
        await asyncio.sleep(0.5)
    done.set()
    await watcher
    given, kept = sum(s.given for s in class_), answers_kept(server)
    figures: dict[str, Any] = {"students": students, "answers given": given, "answers kept": kept}
    if restart:
        server.kill()
        figures["answers kept after the kill"] = answers_kept(server)
        started = time.monotonic()
        await asyncio.get_running_loop().run_in_executor(None, server.start)
        figures["restart"] = time.monotonic() - started

        async def again(i: int) -> None:
            tab = Student(i + 1, server.url, DRILLS, time_limit)
            tab.cookies = dict(tabs[i].cookies)  # the same browser, still logged in
            try:
                await suits_in_order(tab, class_[i])
            except Exception as err:
                class_[i].errors.append(f"after the restart: {type(err).__name__}: {err}")

        await asyncio.gather(*(again(i) for i in range(students)))
        figures["carried on"] = sum(bool(s.carried_on) for s in class_)
        figures["answers given in all"] = sum(s.given for s in class_)
        figures["answers kept in all"] = answers_kept(server)
    tables = [s.table for s in class_ if s.table is not None]
    seen = [s.seen_after for s in class_ if s.seen_after is not None]
    figures.update({
        "tables that work": len(tables),
        "login to table median": statistics.median(tables) if tables else None,
        "login to table max": max(tables) if tables else None,
        "teacher's view behind, max (read every 1 s)": max(seen) if seen else None,
        "failures": [f"{s.name}: {'; '.join(s.errors)}" for s in class_ if s.errors],
    })  # fmt: skip
    return figures


async def run_hub_class(hub: Hub, students: int, time_limit: float = 300) -> dict[str, Any]:
    """``students`` log in to JupyterHub at once and answer the first drill of lesson 01; login until the
    lesson's widgets are in, and the answers the class service kept."""
    import sqlite3

    from tornado.httpclient import AsyncHTTPClient

    AsyncHTTPClient.configure(None, max_clients=max(10, 8 * students))
    class_ = [Answers(f"student{i + 1:02}") for i in range(students)]

    async def one(s: Answers) -> None:
        tab = Student(0, f"{hub.url}user/{s.name}/", DRILLS, time_limit)
        tab.class_login = False
        start = time.monotonic()
        try:
            await tab.browse(f"{hub.url}hub/login")
            body = urllib.parse.urlencode({"username": s.name, "password": HUB_CLASS_PASSWORD,
                                           "_xsrf": tab.cookies.get("_xsrf", "")})  # fmt: skip
            await tab.browse(f"{hub.url}hub/login?next=", body, seconds=time_limit)
            await tab.open_lesson()
            s.lesson = time.monotonic() - start
            await tab.choose("36")
            s.given += 1
        except Exception as err:
            s.errors.append(f"{type(err).__name__}: {err}")

    await asyncio.gather(*(one(s) for s in class_))
    with contextlib.closing(sqlite3.connect(hub.folder / "class.sqlite3")) as db:
        kept = db.execute("SELECT COUNT(*) FROM events WHERE event = 'answer'").fetchone()[0]
    times = sorted(s.lesson for s in class_ if s.lesson is not None)
    return {
        "students": students, "answers given": sum(s.given for s in class_), "answers kept": kept,
        "login to lesson median": statistics.median(times) if times else None,
        "login to lesson min": times[0] if times else None, "login to lesson max": times[-1] if times else None,
        "failures": [f"{s.name}: {'; '.join(s.errors)}" for s in class_ if s.errors],
    }  # fmt: skip


HUB_CLASS_PASSWORD, HUB_TEACHER_PASSWORD = "a class password", "the teacher's password, 32 characters or more"


def _load() -> str:
    return "load average " + " ".join(f"{x:.2f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else ""


def _s(value: float | None) -> str:
    return "-" if value is None else f"{value:.1f} s"


def _line(r: Result) -> str:
    what = "works" if r.works else "FAILS: " + "; ".join(r.errors)
    return (f"student {r.student:2}: page {_s(r.page):>7}, render {_s(r.render):>7} ({r.states or '-'}, "
            f"{r.models} models), hint {_s(r.hint):>6}: {what}")  # fmt: skip


def summary(report: Report) -> str:
    m = report.medians()
    n = len(report.students)
    failed = [r for r in report.students if not r.works]
    statuses = sorted({str(r.shutdown_status) for r in report.students if r.left == "closed"})
    lines = [
        f"students {n}; tables that work {n - len(failed)}/{n}; failures {len(failed)}",
        f"render median {_s(m['render median'])}, max {_s(m['render max'])} "
        f"(targets for 20 on 2 cores: <= {TARGETS['render median']:.0f} s, <= {TARGETS['render max']:.0f} s)",
        f"hint median {_s(m['hint median'])}, max {_s(m['hint max'])} (target <= {TARGETS['hint']:.0f} s)",
        f"kernels: {report.running_before} running when the students left; {report.left_after_leaving} still "
        f"running 3 s later (close-tab requests answered {', '.join(statuses) or '-'}); "
        f"{report.left_after_culling} after culling"
        + (f", the last gone {report.gone_after:.0f} s after they left" if report.gone_after is not None else "")
        + f" (target <= {TARGETS['cull']:.0f} s); kernel processes at the end: {report.kernel_processes}",
        f"machine: {os.cpu_count()} cores, {report.load} when the students were done",
    ]
    outside = sorted({url for r in report.students for url in r.outside})
    if outside:
        lines.append("the page loads from outside the server: " + ", ".join(outside))
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0], formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("--students", type=int, default=20, help="simulated students opening at once (default 20)")
    parser.add_argument("--server", choices=("classroom", "voila"), default="classroom",
                        help="classroom/serve.py (default), or Voilà with its defaults (for comparison)")  # fmt: skip
    parser.add_argument("--notebook", default=NOTEBOOK, help=f"the lesson with the play table (default {NOTEBOOK})")
    parser.add_argument("--time-limit", type=float, default=120, help="per student and step, seconds (default 120)")
    parser.add_argument("--cull-wait", type=float, default=180, help="how long to wait for culling (default 180 s)")
    parser.add_argument("--stagger", type=float, default=0, help="seconds between two students' arrivals (default 0)")
    parser.add_argument("--url", help="a classroom server already running on this machine (http://127.0.0.1:PORT/)")
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    parser.add_argument("--scenario", choices=("table", "class", "hub"), default="table",
                        help="table: the play table at once (default); class: students log in within --within s,\n"
                        "play, answer, the server is killed and started again; hub: --students log in to\n"
                        "JupyterHub at once and answer a drill")  # fmt: skip
    parser.add_argument("--within", type=float, default=60, help="class: seconds over which students log in (60)")
    parser.add_argument("server_flags", nargs="*", help="after --: flags for the server (Voilà's traitlets)")
    args = parser.parse_args(argv)
    if not 1 <= args.students <= 60:
        parser.error("--students must be 1-60")
    if args.scenario != "table":
        return remembering(args)
    print(f"{args.students} students at once on a {args.server} server, {os.cpu_count()} cores, {_load()}")
    if args.url and urllib.parse.urlsplit(args.url).hostname not in ("127.0.0.1", "localhost"):
        parser.error("--url must be a server on this machine (127.0.0.1): the test stays local")
    running = contextlib.nullcontext(Server(None, args.url.rstrip("/") + "/")) if args.url else None
    with running or serve(args.server, args.server_flags) as server:
        report = asyncio.run(
            run_class(
                server,
                args.students,
                notebook=args.notebook,
                time_limit=args.time_limit,
                cull_wait=args.cull_wait,
                stagger=args.stagger,
                progress=print,
            )
        )
        if not all(r.works for r in report.students) and server.log:
            print("the server's log ends with:\n" + "\n".join(server.log_text().splitlines()[-30:]))
    print(summary(report))
    if args.json:
        figures = {**report.medians(), **{k: v for k, v in asdict(report).items() if k != "students"}}
        args.json.write_text(
            json.dumps({"figures": figures, "students": [asdict(r) for r in report.students]}, indent=1)
        )
    return 0 if all(r.works for r in report.students) and not report.left_after_culling else 1


def remembering(args: argparse.Namespace) -> int:
    """The class and hub scenarios: their figures printed (and written as JSON)."""
    print(f"{args.students} students, scenario {args.scenario}, {os.cpu_count()} cores, {_load()}")
    if args.scenario == "class":
        with serve("classroom", args.server_flags) as server:
            figures = asyncio.run(run_class_that_remembers(server, args.students, within=args.within,
                                                           time_limit=args.time_limit, progress=print))  # fmt: skip
    else:
        with tempfile.TemporaryDirectory(prefix="lukfu_hub_") as folder:
            with serve_hub(Path(folder), HUB_CLASS_PASSWORD, HUB_TEACHER_PASSWORD) as hub:
                figures = asyncio.run(run_hub_class(hub, args.students, time_limit=max(args.time_limit, 300)))
    figures["machine"] = f"{os.cpu_count()} cores, {_load()}"
    for key, value in figures.items():
        print(f"{key}: {_s(value) if isinstance(value, float) else value}")
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1))
    lost = figures["answers given"] != figures["answers kept"] or figures.get("answers given in all") != figures.get(
        "answers kept in all"
    )
    return 1 if lost or figures["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
