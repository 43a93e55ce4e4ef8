"""The class store's pages and its API, as tornado handlers: the same on one machine (inside the classroom
server, under ``/class/``) and on JupyterHub (the class service, under ``/services/lukfu-class/``).

Who is who is an ``Identity``: on one machine ``LocalIdentity`` (a student's name and the class password once,
then a signed cookie; the teacher's password, then a signed cookie; a kernel's signed token), on JupyterHub
``hub.HubIdentity`` (the hub's login; teachers are admins or in the ``teachers`` group; a kernel shows its
server's API token). The pages:

- ``login`` (one machine): name and class password; ``logout``;
- ``api/progress``: a kernel's ``GET`` (the student's progress) and ``POST`` (``{"events": [...]}``);
- ``teacher``: the class, live (``teacher/live``, read again every few seconds): a row a student, each rule's
  share right at the first try, each drill's most common wrong answer, the class password; one student's
  detail (``teacher/student/N``: reset, let in again, remove, their deals as records); ``teacher/class.csv``;
  ``teacher/import`` (a progress file from the course site).

Every page is plain HTML with nothing from outside the server, in English or Swedish (``?lang=``, then the
lesson's folder, then the browser's languages). The teacher's pages and the CSV answer 403 to anyone else.
"""

from __future__ import annotations

import html
import inspect
import json
import time
import urllib.parse
from collections.abc import Awaitable, Callable
from types import SimpleNamespace
from typing import Any, Protocol

from tornado import web

from .. import course
from .. import drills as catalogue
from ..errors import LukFuError
from ..i18n import L_, LANGUAGES, SOURCE, Text, language, nL_
from ..records.jsonio import parse
from .store import ClassDB, Student

STUDENT_COOKIE, TEACHER_COOKIE, LANGUAGE_COOKIE = "lukfu_student", "lukfu_teacher", "lukfu_lang"
COOKIE_DAYS = 120  # a school term and more
LIVE_SECONDS = 3  # the teacher's table is read again this often
MAX_BODY = 4 << 20  # a request's body: a deal's record is tens of kilobytes; a progress file at most 2 MB
CSP = (
    "default-src 'self'; img-src 'self' data:; style-src 'unsafe-inline'; script-src 'unsafe-inline' 'self'; "
    "frame-ancestors 'none'"
)  # the pages' own inline style and script, nothing from elsewhere
FAILED_LOGINS = 10  # wrong passwords from one address in a minute before it waits


class Identity(Protocol):
    """Who the browser or the kernel behind a request is."""

    logins: bool  # whether the class store has its own login pages (one machine) or the hub logs people in

    def student(self, handler: ClassHandler) -> Student | None: ...

    def kernel_student(self, handler: ClassHandler) -> Student | None | Awaitable[Student | None]: ...

    def is_teacher(self, handler: ClassHandler) -> bool: ...


def esc(value: object) -> str:
    return html.escape(str(value), quote=True)


def pick_language(query: str | None, cookie: str | None, path: str, accept: str) -> str:
    """``?lang=``, else the language cookie, else a lesson in ``sv/``, else the browser's first known language."""
    for code in (query, cookie):
        if code in LANGUAGES:
            return code
    for code in LANGUAGES:
        if f"/{code}/" in path and code != SOURCE:
            return code
    for part in accept.split(","):
        code = part.split(";")[0].strip().lower()[:2]
        if code in LANGUAGES:
            return code
    return SOURCE


STYLE = """
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0; background: #f7f7f7;
       color: #222; }
main { max-width: 60rem; margin: 2rem auto; padding: 0 1rem; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.15rem; margin-top: 2rem; }
a { color: #1a4f8b; } .lukfu-muted { color: #555; }
form.lukfu-form { display: grid; gap: .6rem; max-width: 22rem; }
input, button { font: inherit; padding: .45rem .6rem; }
button { cursor: pointer; }
.lukfu-error { color: #a00; font-weight: 600; }
table { border-collapse: collapse; background: #fff; }
th, td { border: 1px solid #ccc; padding: .3rem .5rem; text-align: left; vertical-align: top; }
.lukfu-class-table td { white-space: nowrap; }
th { background: #eee; }
.lukfu-password { font-size: 2rem; font-family: ui-monospace, monospace; letter-spacing: .1em; }
.lukfu-bar { display: inline-block; height: .8rem; background: #3a7d44; }
.lukfu-top { display: flex; gap: 1rem; align-items: baseline; justify-content: space-between; flex-wrap: wrap; }
.lukfu-inline { display: inline; }
@media (prefers-color-scheme: dark) {
  body { background: #1e1e1e; color: #ddd; } a { color: #8ab4f8; } .lukfu-muted { color: #aaa; }
  table { background: #2a2a2a; } th { background: #333; } th, td { border-color: #555; }
  .lukfu-error { color: #f88; }
}
"""


ERRORS = {
    400: L_("This request cannot be read."),
    403: L_("This page is for the teacher."),
    404: L_("There is no such page."),
    413: L_("This is too large to send."),
    503: L_("The classroom server is busy: reload this page in a minute."),
}
# What a lesson page says when a cell could not finish (Voilà's instructions are for whoever runs the server)
TOO_BUSY = L_("The classroom server is too busy: reload this page in a minute.")
CELL_FAILED = L_("Reload this page; if it happens again, tell your teacher.")


GONE = L_(
    "The classroom server is not answering. Your answers so far are saved: this page carries on by itself when "
    "the server is back (or reload it then)."
)
BACK = L_("The classroom server is back: the page is loading again, your answers are all there.")


def full(n: int) -> Text:
    """What a page beyond the server's limit of open lessons says."""
    return nL_(
        "The classroom server is full ({n} lesson open): close a lesson you no longer use, then reload this page.",
        "The classroom server is full ({n} lessons open): close a lesson you no longer use, then reload this page.",
        n,
        n=n,
    )


def connection_words(lang: str) -> dict[str, str]:
    """What a lesson page says when its server goes away and when it is back (``classroom/jupyter/...``)."""
    return {"gone": GONE.render(lang), "back": BACK.render(lang)}


def error_text(status: int) -> Text:
    return ERRORS.get(status, L_("Something went wrong on the classroom server."))


def request_language(handler: web.RequestHandler) -> str:
    """The language of a request's page (``pick_language``); a ``?lang=`` is remembered in a cookie."""
    query = handler.get_query_argument("lang", None)
    if query in LANGUAGES and query != handler.get_cookie(LANGUAGE_COOKIE):
        handler.set_cookie(LANGUAGE_COOKIE, query, path="/", expires_days=COOKIE_DAYS, samesite="Lax")
    nxt = handler.get_query_argument("next", "")
    return pick_language(query, handler.get_cookie(LANGUAGE_COOKIE), f"{handler.request.path} {nxt}",
                         handler.request.headers.get("Accept-Language", ""))  # fmt: skip


def page_html(lang: str, title: str, body: str) -> str:
    """A whole page: the title, a link to the other language, ``body``; nothing from outside the server."""
    others = [(code, name) for code, name in LANGUAGES.items() if code != lang]
    switch = " · ".join(f'<a href="?lang={code}" lang="{code}">{esc(name)}</a>' for code, name in others)
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1.0">'
        f'<link rel="icon" href="data:;base64,="><title>{esc(title)}</title><style>{STYLE}</style></head>'
        f'<body><main class="lukfu-class"><div class="lukfu-top"><h1>{esc(title)}</h1>'
        f'<span class="lukfu-language">{switch}</span></div>{body}</main></body></html>'
    )


def error_html(lang: str, status: int, text: Text | None, home: str = "/") -> str:
    """An error page: the status, and what it means for the student (``text``, else the status's own words)."""
    said = (text or error_text(status)).render(lang)
    title = L_("Luk Fu: error {status}", status=status).render(lang)
    lessons = esc(L_("The lessons").render(lang))
    link = f'<p><a href="{esc(home)}">{lessons}</a></p>'
    return page_html(lang, title, f'<p class="lukfu-error-message">{esc(said)}</p>{link}')


class ClassHandler(web.RequestHandler):
    """A page or call of the class store: ``db``, ``identity``, ``base`` (the store's URL, ending in ``/``)."""

    def initialize(self, db: ClassDB, identity: Identity, base: str) -> None:
        self.db, self.identity, self.base = db, identity, base

    def prepare(self) -> None:
        self.lang = request_language(self)
        if len(self.request.body or b"") > MAX_BODY:
            raise web.HTTPError(413)

    def set_default_headers(self) -> None:
        self.set_header("Cache-Control", "no-store")
        self.set_header("X-Content-Type-Options", "nosniff")
        self.set_header("Referrer-Policy", "same-origin")
        self.set_header("Content-Security-Policy", CSP)

    def words(self, text: Text) -> str:
        """``text`` (an ``L_`` message) in the page's language."""
        return text.render(self.lang)

    def t(self, text: Text) -> str:
        """``words(text)`` escaped for HTML."""
        return esc(text.render(self.lang))

    def texts(self, **texts: Text) -> SimpleNamespace:
        """Each of ``texts`` in the page's language, escaped for HTML, by its name (``w.title``)."""
        return SimpleNamespace(**{name: self.t(text) for name, text in texts.items()})

    def page(self, title: str, body: str, status: int = 200) -> None:
        self.set_status(status)
        self.finish(page_html(self.lang, title, body))

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        if self.request.path.startswith(self.base + "api/"):
            self.finish({"error": error_text(status_code).render(self.lang)})
            return
        self.finish(error_html(self.lang, status_code, None))

    def teacher_only(self) -> None:
        if not self.identity.is_teacher(self):
            raise web.HTTPError(403)

    def safe_next(self, value: str | None) -> str:
        """Where to go after logging in: a path on this server only."""
        if not value or not value.startswith("/") or value.startswith("//") or "\\" in value:
            return "/"
        return value


# -- students --------------------------------------------------------------------------------------------


class LoginHandler(ClassHandler):
    """A student's name and the class password, once; then a cookie every lesson page sends."""

    def get(self) -> None:
        if not self.identity.logins:
            raise web.HTTPError(404)
        self.form()

    def form(self, problem: str = "", name: str = "", status: int = 200) -> None:
        student = self.identity.student(self)
        said = f'<p class="lukfu-error" role="alert">{esc(problem)}</p>' if problem else ""
        w = self.texts(
            how=L_("Type your name and the class password your teacher shows."),
            name=L_("Your name"),
            password=L_("Class password"),
            start=L_("Start"),
        )
        who = ""
        if student is not None:
            said_who = self.t(L_("You are logged in as {name}.", name=student.name))
            who = f'<p class="lukfu-muted">{said_who}</p>'
        after = esc(self.safe_next(self.get_argument("next", "/")))
        self.page(
            self.words(L_("Luk Fu: who are you?")),
            f"{who}<p>{w.how}</p>{said}"
            f'<form class="lukfu-form" method="post" action="{self.base}login">{self.xsrf_form_html()}'
            f'<input type="hidden" name="next" value="{after}">'
            f'<label>{w.name}<br><input name="name" value="{esc(name)}" maxlength="60" '
            'autocomplete="name" required autofocus></label>'
            f'<label>{w.password}<br><input name="password" type="password" autocomplete="off" required></label>'
            f'<button type="submit">{w.start}</button></form>',
            status,
        )

    def post(self) -> None:
        if not self.identity.logins:
            raise web.HTTPError(404)
        name, password = self.get_body_argument("name", ""), self.get_body_argument("password", "")
        if not self.identity.allowed(self):  # type: ignore[attr-defined]  # a LocalIdentity: it has logins
            self.form(self.words(L_("Too many tries: wait a minute.")), name, 429)
            return
        if not self.identity.class_password_is(password):  # type: ignore[attr-defined]
            self.identity.failed(self)  # type: ignore[attr-defined]
            self.form(self.words(L_("That is not the class password: look again at the teacher's screen.")), name, 403)
            return
        current = self.identity.student(self)
        try:
            student = self.db.join(name, current=current.id if current else None)
        except LukFuError as err:
            self.form(err.render(self.lang), name, 400)
            return
        if student is None:
            taken = self.words(
                L_(
                    "There is already a student called {name} in this class. Add the first letter of your surname, "
                    "or, if you are {name} on another computer, ask your teacher to let you in again.",
                    name=" ".join(name.split())[:40],
                )
            )
            self.form(taken, name, 409)
            return
        self.set_cookie(STUDENT_COOKIE, self.db.cookie(student), path="/", expires_days=COOKIE_DAYS, httponly=True,
                        samesite="Lax")  # fmt: skip
        self.redirect(self.safe_next(self.get_body_argument("next", "/")))


class MeHandler(ClassHandler):
    """Who the browser is (for the lessons' page): ``{"name": ...}``, or 401."""

    def get(self) -> None:
        student = self.identity.student(self)
        if student is None:
            raise web.HTTPError(401)
        self.finish({"name": student.name, "logout": self.base + "logout", "words": self.words(L_("Log out"))})


class LogoutHandler(ClassHandler):
    def post(self) -> None:
        self.clear_cookie(STUDENT_COOKIE, path="/")
        self.redirect(self.base + "login")


class ProgressAPI(ClassHandler):
    """A kernel's calls: the student's progress (``GET``), new events kept (``POST``); the token says who."""

    def check_xsrf_cookie(self) -> None:  # a token in a header, never a cookie: nothing to forge from a page
        pass

    async def student_or_401(self) -> Student:
        student = self.identity.kernel_student(self)
        if inspect.isawaitable(student):  # the hub is asked
            student = await student
        if student is None:
            raise web.HTTPError(401)
        return student

    async def get(self) -> None:
        student = await self.student_or_401()
        self.finish(self.db.progress(student.id).to_json())

    async def post(self) -> None:
        student = await self.student_or_401()
        try:
            events = parse(self.request.body, limit=MAX_BODY)["events"]  # strict: no hostile nesting
            progress = self.db.add_events(student.id, events)
        except (ValueError, KeyError, TypeError):
            raise web.HTTPError(400) from None
        self.finish(progress.to_json())


# -- the teacher ---------------------------------------------------------------------------------------------


class TeacherHandler(ClassHandler):
    """The class, live; on one machine, the teacher's password first."""

    def get(self) -> None:
        if not self.identity.is_teacher(self):
            if not self.identity.logins:
                raise web.HTTPError(403)
            self.login_form()
            return
        w = self.texts(
            show=L_("Class password (show it to the class):"),
            new=L_("New class password"),
            csv=L_("Download CSV"),
            file=L_("Import a progress file"),
        )
        password = ""
        if self.identity.logins:
            password = (
                f'<p>{w.show} <span class="lukfu-password">{esc(self.db.class_password())}</span></p>'
                f'<form class="lukfu-inline" method="post" action="{self.base}teacher/class-password">'
                f"{self.xsrf_form_html()}<button>{w.new}</button></form>"
            )
        self.page(
            self.words(L_("Luk Fu: the class")),
            f"{password}"
            f'<p><a href="{self.base}teacher/class.csv" download="luk-fu-class.csv">{w.csv}</a>'
            f' · <a href="#lukfu-import">{w.file}</a></p>'
            f'<div id="lukfu-live" aria-live="polite">{live_html(self)}</div>'
            f"{import_form(self)}"
            f"<script>setInterval(() => fetch('{self.base}teacher/live', {{credentials: 'same-origin'}})"
            ".then(r => r.ok ? r.text() : Promise.reject(r.status))"
            ".then(t => { document.getElementById('lukfu-live').innerHTML = t; }).catch(() => {}), "
            f"{LIVE_SECONDS * 1000});</script>",
        )

    def login_form(self, problem: str = "", status: int = 200) -> None:
        said = f'<p class="lukfu-error" role="alert">{esc(problem)}</p>' if problem else ""
        label, button = self.t(L_("Teacher's password")), self.t(L_("Open"))
        self.page(
            self.words(L_("Luk Fu: the teacher's view")),
            f'{said}<form class="lukfu-form" method="post" action="{self.base}teacher">{self.xsrf_form_html()}'
            f'<label>{label}<br><input name="password" type="password" '
            'autocomplete="current-password" required autofocus></label>'
            f'<button type="submit">{button}</button></form>',
            status,
        )

    def post(self) -> None:
        if not self.identity.logins:
            raise web.HTTPError(403)
        if not self.identity.allowed(self):  # type: ignore[attr-defined]  # a LocalIdentity: it has logins
            self.login_form(self.words(L_("Too many tries: wait a minute.")), 429)
            return
        if not self.db.check_teacher_password(self.get_body_argument("password", "")):
            self.identity.failed(self)  # type: ignore[attr-defined]
            self.login_form(self.words(L_("That is not the teacher's password.")), 403)
            return
        self.set_cookie(TEACHER_COOKIE, self.db.teacher_seal(), path=self.base, httponly=True, samesite="Strict",
                        expires_days=1)  # fmt: skip
        self.redirect(self.base + "teacher")


class LiveHandler(ClassHandler):
    def get(self) -> None:
        self.teacher_only()
        self.finish(live_html(self))


class ClassPasswordHandler(ClassHandler):
    def post(self) -> None:
        self.teacher_only()
        if self.identity.logins:
            self.db.new_class_password()
        self.redirect(self.base + "teacher")


class CSVHandler(ClassHandler):
    def get(self) -> None:
        self.teacher_only()
        self.set_header("Content-Type", "text/csv; charset=utf-8")
        self.set_header("Content-Disposition", 'attachment; filename="luk-fu-class.csv"')
        self.finish(self.db.csv_text(self.lang))


class StudentHandler(ClassHandler):
    """One student: each lesson's drills, their wrong answers, the assessments, the deals."""

    def get(self, number: str) -> None:
        self.teacher_only()
        student = self.db.student(int(number))
        if student is None:
            raise web.HTTPError(404)
        self.page(student.name, student_html(self, student))

    def post(self, number: str) -> None:
        self.teacher_only()
        student = self.db.student(int(number))
        if student is None:
            raise web.HTTPError(404)
        action = self.get_body_argument("action", "")
        if action == "reset":
            self.db.reset(student.id)
        elif action == "let-in":
            self.db.let_in_again(student.id)
        elif action == "remove":
            self.db.remove(student.id)
            self.redirect(self.base + "teacher")
            return
        else:
            raise web.HTTPError(400)
        self.redirect(f"{self.base}teacher/student/{student.id}")


class DealHandler(ClassHandler):
    """A deal a student finished, as its record (to replay with the stepper or ``lukfu-teach review``)."""

    def get(self, number: str, index: str) -> None:
        self.teacher_only()
        student = self.db.student(int(number))
        deals = self.db.progress(student.id).deals if student else []
        if not int(index) < len(deals):
            raise web.HTTPError(404)
        self.set_header("Content-Type", "application/json")
        self.set_header("Content-Disposition", f'attachment; filename="deal-{student.id}-{index}.json"')  # type: ignore[union-attr]
        self.finish(json.dumps(deals[int(index)].record, ensure_ascii=False, indent=1))


class ImportHandler(ClassHandler):
    """A progress file a student downloaded from the course site, added to their name."""

    def post(self) -> None:
        self.teacher_only()
        name = self.get_body_argument("name", "")
        files = self.request.files.get("file", [])
        try:
            if not files:
                raise LukFuError(self.words(L_("Choose the student's progress file.")))
            student = self.db.import_progress(name, parse(files[0]["body"], limit=MAX_BODY))
        except LukFuError as err:
            back = self.t(L_("Back to the class"))
            said = f'<p class="lukfu-error">{esc(err.render(self.lang))}</p>'
            said += f'<p><a href="{self.base}teacher">{back}</a></p>'
            self.page(self.words(L_("Luk Fu: the class")), said, 400)
            return
        self.redirect(f"{self.base}teacher/student/{student.id}")


# -- what the teacher's pages show --------------------------------------------------------------------------------


def _when(handler: ClassHandler, at: float | None) -> str:
    if at is None:
        return "–"
    minutes = int((time.time() - at) // 60)
    if minutes < 1:
        return handler.words(L_("now"))
    return handler.words(nL_("{n} minute ago", "{n} minutes ago", minutes, n=minutes))


def stars(n: int) -> str:
    return f" · {n}★" if n else ""


def live_html(handler: ClassHandler) -> str:
    """The class table, each rule's first-try share, each drill's most common wrong answer."""
    base, lang = handler.base, handler.lang
    rows = handler.db.table()
    w = handler.texts(
        nobody=L_("No student has logged in yet."),
        count=nL_("{n} student", "{n} students", len(rows), n=len(rows)),
        student=L_("Student"),
        stars=L_("First try ★"),
        assessment=L_("Assessment"),
        deals=L_("Deals played"),
        net=L_("Net points"),
        last=L_("Last answer"),
        rules=L_("Each rule: drills right at the first try"),
        rule=L_("Rule"),
        first=L_("Right at the first try"),
        share=L_("Share"),
        wrong_head=L_("Each drill: the most common wrong answer"),
        drill=L_("Drill"),
        wrong=L_("Wrong answer"),
        times=L_("Times given"),
    )
    lessons = list(course.LESSONS)
    head = "".join(f'<th title="{esc(course.LESSONS[k].name(lang))}">{k}</th>' for k in lessons)
    body = []
    for row in rows:
        cells = "".join(
            f"<td>{row['lessons'][k]['done']}/{row['lessons'][k]['total']}{stars(row['lessons'][k]['stars'])}</td>"
            for k in lessons
        )
        score = row["assessment"]
        scored = "" if score is None else "{score}/{total}".format(**score)
        body.append(
            f'<tr><td><a href="{base}teacher/student/{row["id"]}">{esc(row["name"])}</a></td>{cells}'
            f"<td>{row['stars']}</td><td>{scored}</td><td>{row['deals']}</td><td>{row['net']:+d}</td>"
            f"<td>{esc(_when(handler, row['active']))}</td></tr>"
        )
    if not body:
        body.append(f'<tr><td colspan="{len(lessons) + 6}">{w.nobody}</td></tr>')
    table = (
        f'<table class="lukfu-class-table"><caption>{w.count}</caption><thead><tr><th>{w.student}</th>{head}'
        f"<th>{w.stars}</th><th>{w.assessment}</th><th>{w.deals}</th><th>{w.net}</th><th>{w.last}</th></tr>"
        f"</thead><tbody>{''.join(body)}</tbody></table>"
    )
    shares = []
    for item in handler.db.rule_shares():
        if item["answered"]:
            percent = round(100 * item["share"])
            shares.append(
                f"<tr><td>{item['rule']}</td><td>{item['first_try']}/{item['answered']}</td><td>{percent}% "
                f'<span class="lukfu-bar" style="width:{percent / 20:.1f}rem"></span></td></tr>'
            )
    rules = ""
    if shares:
        rules = (
            f'<h2>{w.rules}</h2><table class="lukfu-rules"><thead><tr><th>{w.rule}</th><th>{w.first}</th>'
            f"<th>{w.share}</th></tr></thead><tbody>{''.join(shares)}</tbody></table>"
        )
    wrong = handler.db.common_wrong()
    items = []
    for drill in catalogue.catalog():
        if drill.id in wrong:
            answer, count = wrong[drill.id]
            with language(lang):
                title = str(drill.title)
            items.append(
                f"<tr><td>{esc(title)} <span class='lukfu-muted'>({esc(', '.join(drill.rules))})</span></td>"
                f"<td><code>{esc(answer)}</code></td><td>{count}</td></tr>"
            )
    common = ""
    if items:
        common = (
            f'<h2>{w.wrong_head}</h2><table class="lukfu-wrong"><thead><tr><th>{w.drill}</th><th>{w.wrong}</th>'
            f"<th>{w.times}</th></tr></thead><tbody>{''.join(items)}</tbody></table>"
        )
    return table + rules + common


def student_html(handler: ClassHandler, student: Student) -> str:
    base, lang = handler.base, handler.lang
    progress = handler.db.progress(student.id)
    w = handler.texts(
        back=L_("Back to the class"),
        drill=L_("Drill"),
        answers=L_("Answers"),
        wrong=L_("Wrong answers"),
        shown=L_("answer shown"),
        assessment=L_("Assessment"),
        deals=L_("Deals played"),
        nothing=L_("Nothing answered yet."),
        change=L_("Change"),
    )
    parts = [f'<p><a href="{base}teacher">{w.back}</a></p>']
    marks = {"star": "★", "tick": "✓", "": ""}
    for key, lesson in course.LESSONS.items():
        rows = []
        for drill_id in lesson.drill_ids:
            entry = progress.entry(drill_id)
            if entry.tries or entry.shown:
                with language(lang):
                    title = str(catalogue.get(drill_id).title)
                rows.append(
                    f"<tr><td>{esc(title)}</td><td>{marks[progress.mark(drill_id)]}</td><td>{entry.tries}</td>"
                    f"<td>{esc(' · '.join(entry.wrong))}</td><td>{w.shown if entry.shown else ''}</td></tr>"
                )
        if rows:
            parts.append(
                f"<h2>{esc(key)} · {esc(lesson.name(lang))}</h2><table><thead><tr><th>{w.drill}</th><th></th>"
                f"<th>{w.answers}</th><th>{w.wrong}</th><th></th></tr></thead><tbody>{''.join(rows)}</tbody></table>"
            )
    if progress.scores:
        items = "".join(f"<li>{esc(s.name)}: {s.score}/{s.total}</li>" for s in progress.scores)
        parts.append(f"<h2>{w.assessment}</h2><ul>{items}</ul>")
    if progress.deals:
        items = ""
        for i, deal in enumerate(progress.deals):
            points = f"{deal.net:+d}"
            name, net = handler.t(L_("Deal {n}", n=i + 1)), handler.t(L_("{net} net points", net=points))
            items += f'<li><a href="{base}teacher/student/{student.id}/deal/{i}">{name}</a>: {net}</li>'
        parts.append(f"<h2>{w.deals}</h2><ul>{items}</ul>")
    if len(parts) == 1:
        parts.append(f"<p>{w.nothing}</p>")
    actions = [("reset", L_("Reset: forget everything this student did"))]
    if handler.identity.logins:
        actions.append(("let-in", L_("Let them log in again (another computer)")))
    actions.append(("remove", L_("Remove from the class")))
    buttons = "".join(
        f'<form class="lukfu-inline" method="post" action="{base}teacher/student/{student.id}">'
        f'{handler.xsrf_form_html()}<input type="hidden" name="action" value="{a}"><button>{handler.t(t)}</button>'
        "</form> "
        for a, t in actions
    )
    return "".join(parts) + f"<h2>{w.change}</h2><p>{buttons}</p>"


def import_form(handler: ClassHandler) -> str:
    w = handler.texts(
        head=L_("Import a progress file"),
        how=L_(
            "A student who did the lessons on the course site (no server) downloads {file} from its file browser "
            "and gives it to you.",
            file="lukfu_progress.json",
        ),
        student=L_("Student"),
        button=L_("Import"),
    )
    return (
        f'<h2 id="lukfu-import">{w.head}</h2><p class="lukfu-muted">{w.how}</p>'
        f'<form class="lukfu-form" method="post" enctype="multipart/form-data" action="{handler.base}teacher/import">'
        f'{handler.xsrf_form_html()}<label>{w.student}<br><input name="name" required maxlength="60"></label>'
        '<input type="file" name="file" accept=".json,application/json" required>'
        f'<button type="submit">{w.button}</button></form>'
    )


def handlers(base: str, db: ClassDB, identity: Identity) -> list[tuple[str, type, dict]]:
    """The store's handlers under ``base`` (ending in ``/``), for a tornado application."""
    kw = {"db": db, "identity": identity, "base": base}
    routes: list[tuple[str, type]] = [
        ("login", LoginHandler), ("logout", LogoutHandler), ("me", MeHandler), ("api/progress", ProgressAPI),
        ("teacher", TeacherHandler), ("teacher/live", LiveHandler), ("teacher/class.csv", CSVHandler),
        ("teacher/class-password", ClassPasswordHandler), ("teacher/import", ImportHandler),
        (r"teacher/student/([0-9]{1,9})", StudentHandler),
        (r"teacher/student/([0-9]{1,9})/deal/([0-9]{1,6})", DealHandler),
    ]  # fmt: skip
    return [(base + path, handler, kw) for path, handler in routes]


# -- one machine --------------------------------------------------------------------------------------------------


class LocalIdentity:
    """Who is who on one machine: the students' cookie, the kernels' token, the teacher's cookie, and wrong
    passwords counted by address (``FAILED_LOGINS`` a minute)."""

    logins = True

    def __init__(self, db: ClassDB, clock: Callable[[], float] = time.monotonic) -> None:
        self.db, self.clock = db, clock
        self._failures: dict[str | None, list[float]] = {}  # by address (None: unknown)

    def student(self, handler: web.RequestHandler) -> Student | None:
        return self.db.from_cookie(handler.get_cookie(STUDENT_COOKIE))

    def kernel_student(self, handler: web.RequestHandler) -> Student | None:
        given = handler.request.headers.get("Authorization", "")
        return self.db.from_token(given[6:]) if given.startswith("token ") else None

    def is_teacher(self, handler: web.RequestHandler) -> bool:
        import hmac

        cookie = handler.get_cookie(TEACHER_COOKIE) or ""
        return self.db.has_teacher_password() and hmac.compare_digest(cookie, self.db.teacher_seal())

    def class_password_is(self, typed: str) -> bool:
        from .store import same_class_password

        return same_class_password(typed, self.db.class_password())

    def allowed(self, handler: web.RequestHandler) -> bool:
        recent = [t for t in self._failures.get(handler.request.remote_ip, []) if self.clock() - t < 60]
        self._failures[handler.request.remote_ip] = recent
        return len(recent) < FAILED_LOGINS

    def failed(self, handler: web.RequestHandler) -> None:
        self._failures.setdefault(handler.request.remote_ip, []).append(self.clock())


def login_url(base: str, path: str) -> str:
    return f"{base}login?next={urllib.parse.quote(path, safe='/')}"
