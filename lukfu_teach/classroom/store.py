"""The class store: the students of a class and every answer they gave, in one SQLite file.

One process writes it (the classroom server, or the class service on JupyterHub); the file is in WAL mode and
every answer is committed as it arrives (``synchronous=FULL``), so a server killed mid-class loses nothing
answered. What is kept:

- ``students``: a name (as the student typed it; two names that differ only in case are one), when they came,
  and their *session*, a random key in the student's signed cookie: the teacher "lets a student in again" by
  giving them a new one (another computer);
- ``events``: each student's events as ``drills.progress`` makes them (an answer with its text, an answer
  shown, a reset, an assessment's score, a finished deal with its record), each kept once by its id;
- ``settings``: the key that signs cookies and tokens, the teacher's password as a scrypt hash, the salt the
  class password is made from. No password is kept as text: the class password is *derived* from the key
  (``class_password``), so the teacher's screen can show it and a new salt changes it.

A student's progress is their events folded by ``Progress.apply`` (the same code as in a kernel), held in
memory once read. The teacher's figures are made from those: ``table`` (a row a student), ``rule_shares``
(for each rule, the share of drills right at the first try), ``common_wrong`` (each drill's most common wrong
answer) and ``csv_text``.
"""

from __future__ import annotations

import csv
import hashlib
import hmac
import io
import json
import os
import secrets
import sqlite3
import time
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import course
from .. import drills as catalogue
from ..drills.progress import Event, Progress, read_state
from ..errors import ChoiceError, LukFuError
from ..i18n import L_, _, language
from ..records.jsonio import scan

MAX_NAME = 40  # characters: longer names broke kernels on JupyterHub; a class list never needs more
MAX_EVENTS = 200  # events a request may bring (a page saves after each answer: one or a few)
CLASS_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"  # no 0/o, 1/l/i: read off a projector and typed
SCRYPT = {"n": 2**14, "r": 8, "p": 1, "dklen": 32}

SCHEMA = """
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS students (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    key TEXT NOT NULL UNIQUE,
    created REAL NOT NULL,
    session TEXT NOT NULL,
    released INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS events (
    seq INTEGER PRIMARY KEY,
    student INTEGER NOT NULL REFERENCES students(id) ON DELETE CASCADE,
    id TEXT NOT NULL,
    event TEXT NOT NULL,
    drill TEXT,
    correct INTEGER,
    answer TEXT,
    body TEXT NOT NULL,
    at REAL NOT NULL,
    UNIQUE (student, id)
);
CREATE INDEX IF NOT EXISTS events_by_drill ON events (drill, correct);
"""


class BadName(ChoiceError):
    """A name that cannot be a student's (empty, too long, control characters)."""


@dataclass(frozen=True)
class Student:
    id: int
    name: str
    session: str
    released: bool
    created: float


def name_key(name: str) -> str:
    """The form two names are compared in: ``"Anna  B"`` and ``"anna b"`` are one student."""
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def clean_name(name: Any) -> str:
    """A name as typed, tidied (spaces collapsed), or ``BadName`` saying what is wrong with it."""
    text = " ".join(unicodedata.normalize("NFC", str(name)).split()) if isinstance(name, str) else ""
    if not text:
        raise BadName(L_("Type your name."))
    if len(text) > MAX_NAME:
        raise BadName(L_("A name is at most {n} characters.", n=MAX_NAME))
    if any(unicodedata.category(c) in ("Cc", "Cf", "Co", "Cs") for c in text):
        raise BadName(L_("A name is letters, digits and spaces."))
    return text


def hash_password(password: str, salt: bytes | None = None) -> str:
    salt = salt or os.urandom(16)
    digest = hashlib.scrypt(password.encode(), salt=salt, **SCRYPT)
    return f"scrypt${salt.hex()}${digest.hex()}"


def check_password(password: str, stored: str) -> bool:
    try:
        kind, salt, digest = stored.split("$")
        mine = hashlib.scrypt(password.encode(), salt=bytes.fromhex(salt), **SCRYPT)
    except (ValueError, TypeError):
        return False
    return kind == "scrypt" and hmac.compare_digest(mine.hex(), digest)


def same_class_password(typed: str, password: str) -> bool:
    """Compared without case, spaces or dashes (``ABCD EFGH`` is ``abcd-efgh``), in constant time."""
    tidy = lambda s: "".join(c for c in s.casefold() if c.isalnum())  # noqa: E731
    return hmac.compare_digest(tidy(typed).encode(), tidy(password).encode())


class ClassDB:
    """The class store in the SQLite file ``path`` (made, with its folder, if missing; readable by its owner
    only). One object a process, used from one thread (the server's event loop)."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fresh = not self.path.exists()
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        if fresh:
            os.chmod(self.path, 0o600)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=FULL")
        self.db.execute("PRAGMA foreign_keys=ON")
        self.db.executescript(SCHEMA)
        self._progress: dict[int, Progress] = {}

    def close(self) -> None:
        self.db.close()

    # -- settings, the key and the passwords -----------------------------------------------------------

    def setting(self, key: str) -> str | None:
        row = self.db.execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def set_setting(self, key: str, value: str) -> None:
        self.db.execute("INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)", (key, value))

    @property
    def secret(self) -> bytes:
        """The key that signs the students' cookies, the teacher's and the kernels' tokens (made once)."""
        value = self.setting("secret")
        if value is None:
            value = secrets.token_hex(32)
            self.db.execute("INSERT OR IGNORE INTO settings (key, value) VALUES ('secret', ?)", (value,))
            value = self.setting("secret")
        return bytes.fromhex(value)  # type: ignore[arg-type]

    def sign(self, text: str) -> str:
        return hmac.new(self.secret, text.encode(), hashlib.sha256).hexdigest()

    def class_password(self) -> str:
        """The class password: ``LUKFU_CLASS_PASSWORD`` if set, else made from the key and the class salt
        (``new_class_password`` makes another), as ``abcd-efgh``."""
        given = os.environ.get("LUKFU_CLASS_PASSWORD", "").strip()
        if given:
            return given
        salt = self.setting("class salt") or self._new_salt()
        digest = hmac.new(self.secret, f"class password {salt}".encode(), hashlib.sha256).digest()
        letters = "".join(CLASS_ALPHABET[b % len(CLASS_ALPHABET)] for b in digest[:8])
        return f"{letters[:4]}-{letters[4:]}"

    def new_class_password(self) -> str:
        self._new_salt()
        return self.class_password()

    def _new_salt(self) -> str:
        salt = secrets.token_hex(8)
        self.set_setting("class salt", salt)
        return salt

    def has_teacher_password(self) -> bool:
        return self.setting("teacher password") is not None

    def set_teacher_password(self, password: str) -> None:
        if len(password) < 8:
            raise ChoiceError(L_("The teacher's password is at least 8 characters."))
        self.set_setting("teacher password", hash_password(password))

    def check_teacher_password(self, password: str) -> bool:
        stored = self.setting("teacher password")
        return stored is not None and check_password(password, stored)

    def teacher_seal(self) -> str:
        """What a teacher's cookie is signed with: a new teacher's password logs every old session out."""
        return self.sign("teacher " + (self.setting("teacher password") or ""))

    # -- students -----------------------------------------------------------------------------------------

    def _student(self, row: Sequence[Any] | None) -> Student | None:
        return Student(row[0], row[1], row[2], bool(row[3]), row[4]) if row else None

    def student(self, student_id: int) -> Student | None:
        row = self.db.execute(
            "SELECT id, name, session, released, created FROM students WHERE id = ?", (student_id,)
        ).fetchone()
        return self._student(row)

    def student_named(self, name: str) -> Student | None:
        row = self.db.execute(
            "SELECT id, name, session, released, created FROM students WHERE key = ?", (name_key(name),)
        ).fetchone()
        return self._student(row)

    def students(self) -> list[Student]:
        rows = self.db.execute("SELECT id, name, session, released, created FROM students").fetchall()
        return sorted((self._student(r) for r in rows), key=lambda s: name_key(s.name))  # type: ignore[misc]  # rows: no None

    def join(self, name: str, *, current: int | None = None) -> Student | None:
        """The student ``name`` logging in: a new one is made; one already there (whose cookie ``current`` is
        not) only if the teacher let them in again, with a new session. ``None``: the name is taken."""
        name = clean_name(name)
        known = self.student_named(name)
        if known is None:
            session = secrets.token_hex(16)
            try:
                self.db.execute(
                    "INSERT INTO students (name, key, created, session) VALUES (?, ?, ?, ?)",
                    (name, name_key(name), time.time(), session),
                )
            except sqlite3.IntegrityError:  # the same name, a moment earlier
                return None
            return self.student_named(name)
        if known.id == current:
            return known
        if known.released:
            self.db.execute(
                "UPDATE students SET session = ?, released = 0 WHERE id = ?", (secrets.token_hex(16), known.id)
            )
            return self.student(known.id)
        return None

    def let_in_again(self, student_id: int) -> None:
        """The student may log in once more with their name (on another computer); their progress stays."""
        self.db.execute("UPDATE students SET released = 1 WHERE id = ?", (student_id,))

    def remove(self, student_id: int) -> None:
        self.db.execute("DELETE FROM students WHERE id = ?", (student_id,))
        self._progress.pop(student_id, None)

    # -- cookies and tokens ----------------------------------------------------------------------------

    def cookie(self, student: Student) -> str:
        """The student's cookie: their id and session, signed."""
        text = f"{student.id}.{student.session}"
        return f"{text}.{self.sign('student ' + text)}"

    def token(self, student: Student) -> str:
        """What a kernel shows the store to act for the student (never seen by the page)."""
        text = f"{student.id}.{student.session}"
        return f"{text}.{self.sign('kernel ' + text)}"

    def _signed(self, value: str | None, purpose: str) -> Student | None:
        if not value or value.count(".") != 2:
            return None
        number, session, signature = value.split(".")
        if not hmac.compare_digest(self.sign(f"{purpose} {number}.{session}"), signature) or not number.isdigit():
            return None
        student = self.student(int(number))
        return student if student is not None and hmac.compare_digest(student.session, session) else None

    def from_cookie(self, value: str | None) -> Student | None:
        return self._signed(value, "student")

    def from_token(self, value: str | None) -> Student | None:
        return self._signed(value, "kernel")

    # -- progress ---------------------------------------------------------------------------------------

    def progress(self, student_id: int) -> Progress:
        """The student's progress: their events folded, in the order they came."""
        if student_id not in self._progress:
            progress = Progress.in_memory()
            for (body,) in self.db.execute("SELECT body FROM events WHERE student = ? ORDER BY seq", (student_id,)):
                progress.apply(json.loads(body))
            self._progress[student_id] = progress
        return self._progress[student_id]

    def add_events(self, student_id: int, events: Any) -> Progress:
        """Keep ``events`` (a list of them) for the student, each once; refused whole (``LukFuError``) if one
        is not an event; the student's progress after them."""
        if not isinstance(events, list) or len(events) > MAX_EVENTS:
            raise ChoiceError(L_("expected a list of at most {n} events", n=MAX_EVENTS))
        trial = Progress.in_memory()
        for event in events:
            check_event(event, trial)
        progress = self.progress(student_id)
        now = time.time()
        self.db.execute("BEGIN IMMEDIATE")
        try:
            for event in events:
                stored = self.db.execute(
                    "INSERT OR IGNORE INTO events (student, id, event, drill, correct, answer, body, at) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (student_id, event["id"], event["event"], _text(event.get("drill")), _bit(event.get("correct")),
                     _text(event.get("answer")), json.dumps(event, ensure_ascii=False), now),
                )  # fmt: skip
                if stored.rowcount:
                    progress.apply(event)
            self.db.execute("COMMIT")
        except BaseException:
            self.db.execute("ROLLBACK")
            self._progress.pop(student_id, None)
            raise
        return progress

    def reset(self, student_id: int) -> None:
        """Forget everything the student did (their name stays)."""
        self.db.execute("DELETE FROM events WHERE student = ?", (student_id,))
        self._progress.pop(student_id, None)

    def last_active(self, student_id: int) -> float | None:
        row = self.db.execute("SELECT MAX(at) FROM events WHERE student = ?", (student_id,)).fetchone()
        return row[0]

    def import_progress(self, name: str, data: Any) -> Student:
        """A progress file (from the course site, where no server keeps it) added to the student ``name``
        (made if new): each drill's history, assessment and deal becomes events, kept once however often the
        same file is imported. ``LukFuError`` if it is not a progress file."""
        try:
            kept = read_state(data)
        except ValueError as err:
            raise ChoiceError(err.args[0] if err.args else str(err)) from None
        student = self.student_named(name) or self.join(name)
        assert student is not None
        events = list(_events_of(kept))
        for i in range(0, len(events), MAX_EVENTS):
            self.add_events(student.id, events[i : i + MAX_EVENTS])
        return student

    # -- the teacher's figures ---------------------------------------------------------------------------------

    def table(self) -> list[dict[str, Any]]:
        """A row a student: drills done and starred per lesson, the last assessment, deals and net points."""
        rows = []
        for student in self.students():
            progress = self.progress(student.id)
            lessons = {}
            for key, lesson in course.LESSONS.items():
                marks = [progress.mark(d) for d in lesson.drill_ids]
                lessons[key] = {"done": sum(m != "" for m in marks), "stars": marks.count("star"),
                                "total": len(marks)}  # fmt: skip
            last = progress.scores[-1] if progress.scores else None
            rows.append(
                {
                    "id": student.id,
                    "name": student.name,
                    "lessons": lessons,
                    "done": sum(v["done"] for v in lessons.values()),
                    "stars": sum(v["stars"] for v in lessons.values()),
                    "assessment": None if last is None else {"score": last.score, "total": last.total},
                    "deals": len(progress.deals),
                    "net": sum(d.net for d in progress.deals),
                    "active": self.last_active(student.id),
                }
            )
        return rows

    def rule_shares(self) -> list[dict[str, Any]]:
        """For each rule with drills: of the drills practising it that students answered, the share right at
        the first try (across the class)."""
        tried: Counter[str] = Counter()
        first: Counter[str] = Counter()
        drills = {d.id: d for d in catalogue.catalog()}
        for student in self.students():
            for drill_id, entry in self.progress(student.id).entries.items():
                if drill_id not in drills or entry.tries == 0 and not entry.shown:
                    continue
                for rule in drills[drill_id].rules:
                    tried[rule] += 1
                    first[rule] += entry.solved and entry.first_try
        return [
            {"rule": rule, "answered": tried[rule], "first_try": first[rule],
             "share": first[rule] / tried[rule] if tried[rule] else None}
            for rule in catalogue.ALL_RULES
        ]  # fmt: skip

    def common_wrong(self) -> dict[str, tuple[str, int]]:
        """Each drill's most common wrong answer and how many times it was given (every answer ever given)."""
        rows = self.db.execute(
            "SELECT drill, answer, COUNT(*) FROM events WHERE event = 'answer' AND correct = 0 "
            "AND answer IS NOT NULL AND answer != '' GROUP BY drill, answer"
        ).fetchall()
        best: dict[str, tuple[str, int]] = {}
        for drill, answer, count in rows:
            if drill not in best or (count, answer) > (best[drill][1], best[drill][0]):
                best[drill] = (answer, count)
        return best

    def csv_text(self, lang: str | None = None) -> str:
        """The class as a spreadsheet, its header in ``lang``: a row a student (the columns of ``table``)."""
        out = io.StringIO()
        writer = csv.writer(out)
        lessons = list(course.LESSONS)
        with language(lang):
            header = [
                _("student"),
                *(_("lesson {lesson} done", lesson=k) for k in lessons),
                *(_("lesson {lesson} first try", lesson=k) for k in lessons),
                _("drills done"), _("first try"), _("assessment"), _("deals played"), _("net points"),
            ]  # fmt: skip
        writer.writerow(header)
        for row in self.table():
            score = row["assessment"]
            writer.writerow([
                spreadsheet_safe(row["name"]),
                *(f"{row['lessons'][k]['done']}/{row['lessons'][k]['total']}" for k in lessons),
                *(row["lessons"][k]["stars"] for k in lessons),
                row["done"], row["stars"], "" if score is None else f"{score['score']}/{score['total']}",
                row["deals"], row["net"],
            ])  # fmt: skip
        return out.getvalue()


def spreadsheet_safe(text: str) -> str:
    """A name as a CSV cell that no spreadsheet runs as a formula (``=...``, ``+...``, ``-...``, ``@...``)."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def check_event(event: Any, trial: Progress) -> None:
    """Refuse (``ChoiceError``) what is not an event a lesson page makes: its id, its kind and fields, a deal's
    record read as a record."""
    if not isinstance(event, Mapping):
        raise ChoiceError(L_("an event is an object"))
    try:
        scan(event)  # no lone surrogate (it could not be stored), no hostile nesting
    except LukFuError as err:
        raise ChoiceError(err.text) from None
    if not isinstance(event.get("id"), str) or not 0 < len(event["id"]) <= 64:
        raise ChoiceError(L_("an event has an id"))
    if event.get("event") == "deal":
        from ..records import record

        try:
            record.from_json(event.get("record"), strict=False)
        except LukFuError as err:
            raise ChoiceError(err.text) from None
    try:
        trial.apply(event)
    except ValueError as err:
        raise ChoiceError(err.args[0] if err.args else str(err)) from None


def _bit(value: Any) -> int | None:
    return int(value) if isinstance(value, bool) else None


def _text(value: Any) -> str | None:
    """A field the teacher's figures read (a drill's id, an answer), if it is text; the event keeps it whole."""
    return value if isinstance(value, str) else None


def _events_of(progress: Progress) -> Iterable[Event]:
    """Events that fold into ``progress`` (an imported file's), with ids made from their content."""

    def event(kind: str, n: int, **fields: Any) -> Event:
        body = {"event": kind, **fields}
        digest = hashlib.sha256(json.dumps([n, body], sort_keys=True, ensure_ascii=False).encode()).hexdigest()
        return {**body, "id": "import-" + digest[:40]}

    for drill_id, entry in progress.entries.items():
        misses = entry.tries - 1 if entry.solved else entry.tries
        wrong = [None] * max(0, misses - len(entry.wrong)) + entry.wrong[-misses:] if misses else []
        for n, answer in enumerate(wrong):
            yield event("answer", n, drill=drill_id, correct=False, answer=answer)
        if entry.shown:
            yield event("reveal", 0, drill=drill_id)
        if entry.solved:
            yield event("answer", entry.tries, drill=drill_id, correct=True, answer=None)
    for n, score in enumerate(progress.scores):
        yield event("score", n, name=score.name, score=score.score, total=score.total, drills=score.drills)
    for n, deal in enumerate(progress.deals):
        yield event("deal", n, record=deal.record, seat=deal.seat, net=deal.net)
