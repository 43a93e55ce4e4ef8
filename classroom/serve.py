"""Start the classroom server: the lessons 00-10 as web apps (Voilà) for the students' browsers, in English and
in Swedish (``notebooks/sv/``, at ``/voila/tree/sv``).

    HOST=0.0.0.0 PORT=8866 python classroom/serve.py [VOILA FLAGS ...]

``make classroom`` runs it. HOST and PORT come from the environment (defaults: every interface, 8866); the
settings are in ``classroom/config/voila.py``, and a flag given here overrides them. The lessons are served
from copies in ``build/classroom/lessons`` without their stored outputs (Voilà runs each one afresh for every
page), so the kernels' working folder, where the play table saves records, is not the repository.

The class store (``lukfu_teach.classroom``) is served under ``/class/``: a student gives their name and the
class password once (the landing page and the lessons ask first), then every lesson page they open keeps their
answers there, in ``LUKFU_CLASS_DB`` (default ``classroom-data/class.sqlite3``); the teacher's view is
``/class/teacher``, with the teacher's password (``LUKFU_TEACHER_PASSWORD``, else made on the first start and
printed once). What needs code rather than settings is here: pages are rendered at most ``LUKFU_RENDERS`` at a
time (default: two per core), in the order they were asked for; at most ``LUKFU_MAX_KERNELS`` (default 40)
lessons are open at once; each lesson page sets the ``_xsrf`` cookie its close-tab request needs; each kernel
is told the store's address and the student's token; errors are in the student's language.
"""

from __future__ import annotations

import asyncio
import os
import socket
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lukfu_teach.classroom.client import TOKEN_ENV, URL_ENV

if TYPE_CHECKING:
    from lukfu_teach.classroom.store import ClassDB, Student

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
# The lessons that work as apps, 00 to 10; 11 (simulations) and 12 (for teachers) are not served
LESSONS = ("0[0-9]_*.ipynb", "10_*.ipynb")
PLAY_TABLE = "09_play_against_the_ai.ipynb"
LANGUAGES = ("sv",)  # the translated lessons, each in its folder of notebooks/ (the landing page links to them)
EVERY_INTERFACE = ("", "0.0.0.0", "::")
CLASS = "/class/"  # the class store's pages: login, the teacher's view, the kernels' API


def prepare_lessons(notebooks: Path, folder: Path) -> list[Path]:
    """Copy the lessons into ``folder`` without outputs, execution counts or stored widget state: the English
    ones, then the Swedish ones (``notebooks/sv/``) into ``folder/sv``, where the landing page links to them."""
    import nbformat

    copies = []
    for language in ("", *LANGUAGES):
        target = folder / language
        target.mkdir(parents=True, exist_ok=True)
        for stale in target.glob("*.ipynb"):
            stale.unlink()
        for source in sorted(path for pattern in LESSONS for path in (notebooks / language).glob(pattern)):
            nb = nbformat.read(source, as_version=4)
            for cell in nb.cells:
                if cell.cell_type == "code":
                    cell.outputs, cell.execution_count = [], None
            nb.metadata.pop("widgets", None)
            nbformat.write(nb, target / source.name)
            copies.append(target / source.name)
        if not copies:
            raise SystemExit(f"no lessons ({', '.join(LESSONS)}) in {notebooks}")
    return copies


def lan_address() -> str | None:
    """This machine's address on its network: the one its default route leaves from, else any non-loopback."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # a documentation address; connecting a UDP socket sends nothing
            address = probe.getsockname()[0]
            if not address.startswith("127."):
                return address
        except OSError:
            pass
    try:
        import psutil
    except ImportError:
        return None
    for addresses in psutil.net_if_addrs().values():
        for a in addresses:
            if a.family == socket.AF_INET and not a.address.startswith("127."):
                return a.address
    return None


def addresses(host: str, port: int) -> tuple[str, str]:
    """The landing page's address and the play table's, as a student types them."""
    shown = host
    if host in EVERY_INTERFACE:
        shown = lan_address() or "127.0.0.1"
    if ":" in shown:
        shown = f"[{shown}]"
    base = f"http://{shown}:{port}/"
    return base, f"{base}voila/render/{PLAY_TABLE}"


def banner(host: str, port: int, db: ClassDB | None = None, new_password: str | None = None) -> str:
    """What the teacher's terminal shows at the start: the students' addresses, the teacher's view and the
    class password (and, on the first start, the teacher's password, once)."""
    base, table = addresses(host, port)
    lines = [
        "",
        "The classroom server is running: the lessons 00-10, each tab with its own deal.",
        f"  Students open        {base}",
        f"  or the play table:   {table}",
        f"  På svenska:          {base}voila/tree/sv",
    ]
    if host in EVERY_INTERFACE and base.startswith("http://127.0.0.1"):
        lines.append("  (no network address found: only this machine can reach the server)")
    elif host in EVERY_INTERFACE:
        lines.append("  Anyone on this network can open it while it runs: use it on a classroom network.")
    if db is not None:
        lines += [
            f"  Class password:      {db.class_password()}   (students type it once, with their name)",
            f"  Teacher's view:      {base}{CLASS[1:]}teacher   (the class store: {db.path})",
        ]
        if new_password:
            lines.append(f"  Teacher's password:  {new_password}   (shown this once: note it; "
                         "lukfu-teach class password sets another)")  # fmt: skip
    lines += ["Stop it with Ctrl+C after the class.", ""]
    return "\n".join(lines)


def whole_number(text: str) -> int | None:
    """``text`` as a whole number if it is ASCII digits only (``²`` and ``٩٢٥٠`` are not), else ``None``."""
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 9 else None


def shown(text: str) -> str:
    """An environment value as a one-line message quotes it: escaped, at most 40 characters."""
    quoted = ascii(text)
    return quoted if len(quoted) <= 40 else quoted[:36] + "...'"


def settings(environ: os._Environ | dict[str, str]) -> tuple[str, int]:
    """HOST and PORT from the environment (defaults: every interface, 8866)."""
    host = environ.get("HOST", "0.0.0.0")
    text = environ.get("PORT", "8866")
    port = whole_number(text)
    if port is None or not 0 < port < 65536:
        raise SystemExit(f"PORT={shown(text)} is not a port number (1-65535)")
    return host, port


def voila_argv(lessons: Path, host: str, port: int, extra: Sequence[str] = ()) -> list[str]:
    """Voilà's command line: the lessons folder, the address, the repository's configuration, then ``extra``."""
    return [
        str(lessons),
        "--no-browser",
        f"--Voila.ip={host}",
        f"--Voila.port={port}",
        "--Voila.port_retries=0",
        f"--Voila.config_file_paths={HERE / 'config'}",
        *extra,
    ]


def limits(environ: os._Environ | dict[str, str]) -> tuple[int, int]:
    """Pages rendered at once (LUKFU_RENDERS, default two per core) and lessons open at once (LUKFU_MAX_KERNELS, 40)."""
    values = []
    for name, default in (("LUKFU_RENDERS", 2 * (os.cpu_count() or 1)), ("LUKFU_MAX_KERNELS", 40)):
        text = environ.get(name, str(default))
        value = whole_number(text)
        if value is None or value < 1:
            raise SystemExit(f"{name}={shown(text)} is not a positive whole number")
        values.append(value)
    return values[0], values[1]


def class_db() -> ClassDB:
    """The class store: ``LUKFU_CLASS_DB``, default ``classroom-data/class.sqlite3`` in the repository (kept
    by ``make clean``; git ignores it)."""
    from lukfu_teach.classroom.store import ClassDB

    return ClassDB(os.environ.get("LUKFU_CLASS_DB") or ROOT / "classroom-data" / "class.sqlite3")


def teacher_password(db: ClassDB, environ: os._Environ | dict[str, str]) -> str | None:
    """``LUKFU_TEACHER_PASSWORD`` kept (as a hash), else a new one made on the first start: the one to print
    once in the teacher's terminal, or ``None`` when the store already has one."""
    import secrets

    given = environ.get("LUKFU_TEACHER_PASSWORD", "")
    if given:
        if not db.check_teacher_password(given):  # (the same one again keeps the teachers logged in)
            try:
                db.set_teacher_password(given)
            except ValueError as err:
                raise SystemExit(f"LUKFU_TEACHER_PASSWORD: {err}") from None
        return None
    if db.has_teacher_password():
        return None
    made = "-".join(secrets.token_hex(3) for _ in range(3))
    db.set_teacher_password(made)
    return made


def classroom_voila(host: str, renders: int, max_kernels: int, db: ClassDB, new_password: str | None) -> type[Any]:
    """Voilà's application, with the class store under ``/class/``; lesson pages for students who have said who
    they are, queued, counted and given their cookie; every page and error in the student's language; the
    addresses and passwords printed."""
    import copy

    from tornado import web
    from tornado.ioloop import IOLoop
    from tornado.websocket import WebSocketHandler
    from voila.app import Voila
    from voila.static_file_handler import TemplateStaticFileHandler
    from voila.tornado.handler import TornadoVoilaHandler
    from voila.tornado.treehandler import TornadoVoilaTreeHandler

    from lukfu_teach.classroom import web as class_web

    identity = class_web.LocalIdentity(db)
    slots = asyncio.Semaphore(renders)  # waiters are let in first come, first served
    starting = 0  # pages let in whose kernel has not started yet
    store_url = f"http://{kernel_host(host)}:{{port}}{CLASS}"

    class Speaks:
        """Errors in the student's language, on the package's plain page."""

        def write_error(self, status_code: int, **kwargs: object) -> None:
            error = kwargs.get("exc_info", (None, None, None))[1]  # type: ignore[index]
            text = getattr(error, "lukfu_text", None)
            self.finish(class_web.error_html(class_web.request_language(self), status_code, text))  # type: ignore[attr-defined, arg-type]  # mixed into handlers

    class Kernels:
        """The server's kernel manager as one page sees it: the page's kernel starts with the student's
        address of the class store and token, and counts as started once it is."""

        def __init__(self, manager: object, env: dict[str, str], started: Callable[[], None]) -> None:
            self._manager, self._env, self._started = manager, env, started

        def __getattr__(self, name: str) -> object:
            return getattr(self._manager, name)

        async def start_kernel(self, **kwargs: object) -> str:
            kwargs["env"] = {**kwargs.get("env", {}), **self._env}  # type: ignore[dict-item]
            try:
                return await self._manager.start_kernel(**kwargs)  # type: ignore[attr-defined]
            finally:
                self._started()

    def needs_a_name(handler: web.RequestHandler) -> Student | None:
        """The student the browser is, or a redirect to the login page (``None``)."""
        student = identity.student(handler)
        if student is None:
            handler.redirect(class_web.login_url(CLASS, handler.request.uri or "/"))
        return student

    class LessonHandler(Speaks, TornadoVoilaHandler):
        """A lesson page: a kernel runs the lesson for the student and the page shows its output.

        Rendering a page is CPU work (a Python process starts and runs the lesson); twenty at once share the
        cores and all finish late. A few at a time (two per core keep the cores busy), in order, finish the
        first ones early and the last one about as late. A page beyond ``max_kernels`` open lessons (the
        kernels running, and the pages let in whose kernel has not started yet) is refused (503) rather than
        slowing every student down. Reading ``xsrf_token`` sets the ``_xsrf`` cookie: the page's close-tab
        request sends it to have the kernel shut down, and was refused without it ("403 '_xsrf' argument
        missing from POST", voila-dashboards/voila#1458). The kernel is given the class store's address and
        the student's token (``lukfu_teach.classroom.client``).
        """

        @property
        def kernel_manager(self) -> object:
            return getattr(self, "_kernels", None) or self.settings["kernel_manager"]

        @web.authenticated
        async def get(self, path: str | None = None) -> None:
            nonlocal starting
            student = needs_a_name(self)
            if student is None:
                return
            manager = self.settings["kernel_manager"]
            if len(manager.list_kernel_ids()) + starting >= max_kernels:
                refused = web.HTTPError(503, f"the classroom server is full ({max_kernels} lessons open)")
                refused.lukfu_text = class_web.full(max_kernels)  # type: ignore[attr-defined]
                raise refused
            self.xsrf_token  # noqa: B018 (the property sets the cookie)
            lang = class_web.request_language(self)
            if lang != "en":  # what a cell that cannot finish says, in the lesson's language
                self.traitlet_config: Any = copy.deepcopy(self.traitlet_config)
                self.traitlet_config.VoilaExecutor.cell_timeout_instruction = class_web.TOO_BUSY.render(lang)
                self.traitlet_config.VoilaExecutor.cell_error_instruction = class_web.CELL_FAILED.render(lang)
            starting += 1
            counted = True

            def started() -> None:
                nonlocal starting, counted
                if counted:
                    starting, counted = starting - 1, False

            env = {URL_ENV: store_url.format(port=self.request.host.rpartition(":")[2] or "80"),
                   TOKEN_ENV: db.token(student)}  # fmt: skip
            self._kernels = Kernels(manager, env, started)
            try:
                async with slots:
                    await super().get(path)
            finally:
                started()

    class TreeHandler(Speaks, TornadoVoilaTreeHandler):
        """The landing page, for students who have said who they are."""

        @web.authenticated
        async def get(self, path: str = "") -> None:
            if needs_a_name(self) is not None:
                self.xsrf_token  # noqa: B018 (for the page's log-out button)
                await super().get(path)

    class StaticHandler(Speaks, TemplateStaticFileHandler):
        """The templates' static files; any other path (``..``, no ``static/`` folder) is not found (404)."""

        def parse_url_path(self, path: str) -> str:
            parts = path.split("/")
            if len(parts) < 3 or parts[1] != "static" or any(p in ("", ".", "..") for p in parts):
                raise web.HTTPError(404)
            return super().parse_url_path(path)

    replaced = {TornadoVoilaHandler: LessonHandler, TemplateStaticFileHandler: StaticHandler,
                TornadoVoilaTreeHandler: TreeHandler}  # fmt: skip

    def speaking(handler: type) -> type:
        if handler in replaced:
            return replaced[handler]
        if issubclass(handler, WebSocketHandler) or not issubclass(handler, web.RequestHandler):
            return handler
        return type(handler.__name__, (Speaks, handler), {})

    class ClassroomVoila(Voila):
        def init_handlers(self) -> list:
            voila = [(h[0], speaking(h[1]), *h[2:]) for h in super().init_handlers()]
            return [*class_web.handlers(CLASS, db, identity), *voila]

        def listen(self) -> None:  # print the students' address once the server is listening
            IOLoop.current().add_callback(lambda: print(banner(host, self.port, db, new_password), flush=True))
            super().listen()

    return ClassroomVoila


def kernel_host(host: str) -> str:
    """Where a kernel on this machine reaches the server listening on ``host``."""
    if host in (*EVERY_INTERFACE, "localhost") or host.startswith("127."):
        return "127.0.0.1"
    return f"[{host}]" if ":" in host else host


def main(argv: Sequence[str] | None = None) -> None:
    host, port = settings(os.environ)
    renders, max_kernels = limits(os.environ)
    lessons = prepare_lessons(ROOT / "notebooks", ROOT / "build" / "classroom" / "lessons")[0].parent
    db = class_db()
    new_password = teacher_password(db, os.environ)
    # Each kernel keeps the student's progress in the class store (it is told where); never in a file of the
    # lessons' folder, which every student shares (lukfu_teach/course.py)
    os.environ.setdefault("LUKFU_PROGRESS", "memory")
    # Voilà finds the repository's template (classroom/jupyter/voila/templates/lukfu) on JUPYTER_PATH.
    os.environ["JUPYTER_PATH"] = os.pathsep.join(filter(None, [str(HERE / "jupyter"), os.environ.get("JUPYTER_PATH")]))
    app = classroom_voila(host, renders, max_kernels, db, new_password)
    app.launch_instance(voila_argv(lessons, host, port, sys.argv[1:] if argv is None else argv))


if __name__ == "__main__":
    main()
