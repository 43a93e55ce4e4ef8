"""A learner's progress through the drills: answers, assessments and deals played, kept where the learner is.

Every change is an *event* (an answer, an answer shown, a reset, an assessment's score, a deal finished at
the play table), applied at once to what ``Progress`` holds and handed to its *store* to keep:

- the file ``lukfu_progress.json`` in the current folder (where Jupyter runs a notebook: beside it), or the
  ``path`` given: each save takes the file's lock, reads what is there (another lesson open in JupyterLab may
  have written it since), applies this object's new events to it and writes the file whole
  (``files.write_whole``); two ``Progress`` objects on one file lose nothing;
- the class store of a classroom server (``lukfu_teach.classroom.client``), shared by all the pages a
  student has open (``Progress(store=...)``; ``course.progress()`` picks it where a server runs the lesson);
- nothing at all (``Progress.in_memory()``).

A store that cannot be reached or written never stops the drills: the events wait and go with the next save,
and ``problem`` says so until a save succeeds. A file that cannot be read (not JSON, another format, a wrong
type, too big, not a regular file) is an empty start; ``problem`` says why, and the next save moves it aside
as ``lukfu_progress.json.bak`` (renamed whole, never copied) before writing a new one.

>>> import tempfile, os
>>> folder = tempfile.mkdtemp()
>>> progress = Progress(os.path.join(folder, "progress.json"))
>>> progress.record("suit-order", correct=False, answer="S C M T"); progress.record("suit-order", correct=True)
>>> progress.mark("suit-order"), progress.entry("suit-order").tries, progress.entry("suit-order").wrong
('tick', 2, ['S C M T'])
>>> Progress(os.path.join(folder, "progress.json")).mark("suit-order")
'tick'
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import time
import uuid
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Protocol

from ..errors import ChoiceError, LukFuError
from ..files import os_reason, write_whole
from ..i18n import L_, Text
from ..jsonio import parse, place_of
from .core import Drill

PROGRESS_FILE = "lukfu_progress.json"
FORMAT = "lukfu-progress"
MAX_BYTES = 2_000_000  # answers of every drill and the last FILE_DEALS deals are far less; a larger file is not read
MAX_ANSWER = 80  # characters of a wrong answer kept (for the teacher's "most common wrong answer")
MAX_WRONG = 10  # wrong answers kept a drill
FILE_DEALS = 10  # deals kept in a progress file (a class store keeps every one)
LOCK_WAIT = 5.0  # seconds a save waits for another program's lock on the file before it tries again later

Event = dict[str, Any]  # {"event": "answer", "drill": ..., "correct": ..., "answer": ..., "id": ..., "at": ...}


@dataclass
class Entry:
    """One drill's history: answers given (``tries``), ``solved``, solved at the first try, answer shown, and the
    last wrong answers (at most ``MAX_WRONG``, each cut to ``MAX_ANSWER`` characters)."""

    tries: int = 0
    solved: bool = False
    first_try: bool = False
    shown: bool = False
    wrong: list[str] = field(default_factory=list)


@dataclass
class Score:
    """One assessment taken: its ``name``, the drills in it, and how many were right at the first try."""

    name: str
    score: int
    total: int
    drills: list[str] = field(default_factory=list)


@dataclass
class Played:
    """A deal finished at the play table: its record (FORMAT.md, as JSON), the learner's seat, their net points."""

    record: dict[str, Any]
    seat: int
    net: int


@dataclass(frozen=True)
class Recap:
    """What a learner did of some drills: ``done`` (solved), ``starred`` (at the first try), ``to_do``,
    the rules practised (in solved drills) and the rules still to practise."""

    done: tuple[str, ...]
    starred: tuple[str, ...]
    to_do: tuple[str, ...]
    rules_practised: tuple[str, ...]
    rules_to_practise: tuple[str, ...]

    @property
    def total(self) -> int:
        return len(self.done) + len(self.to_do)


class StoreError(LukFuError):
    """A store that cannot be reached or written now; its message says what happens to the answers."""


class Store(Protocol):
    """Where progress is kept: ``load`` gives what is kept (the JSON of ``Progress.to_json``, or ``None``) and
    why it could not be read, ``save`` keeps ``events`` and gives what is kept then, and a note for the learner
    (``None`` when all is well); ``save`` raises ``StoreError`` when nothing could be kept."""

    def load(self) -> tuple[dict[str, Any] | None, Text | None]: ...

    def save(self, events: Sequence[Event]) -> tuple[dict[str, Any] | None, Text | None]: ...


class Progress:
    """The drills a learner has done, the assessments taken and the deals played, kept in ``store`` (default:
    the file ``path``, itself by default ``lukfu_progress.json`` in the current folder) after every change
    unless ``autosave`` is off."""

    def __init__(
        self, path: str | os.PathLike[str] | None = None, *, autosave: bool = True, store: Store | None = None
    ) -> None:
        if store is None:
            store = FileStore(Path(path) if path is not None else Path.cwd() / PROGRESS_FILE)
        self.store: Store | None = store
        self.path: Path | None = getattr(store, "path", None)
        self.autosave = autosave
        self._problem: Text | None = None  # why the store could not be read or written, for the learner
        self._pending: list[Event] = []  # events applied here, not yet kept by the store
        self.entries: dict[str, Entry] = {}
        self.scores: list[Score] = []
        self.deals: list[Played] = []
        self.reload()

    @classmethod
    def in_memory(cls) -> Progress:
        """Progress kept only while the kernel runs: nothing is read or written.

        >>> Progress.in_memory()
        Progress(None, done=0)
        """
        progress = object.__new__(cls)
        progress.store, progress.path, progress.autosave, progress._problem = None, None, False, None
        progress._pending, progress.entries, progress.scores, progress.deals = [], {}, [], []
        return progress

    @property
    def problem(self) -> str:
        """Why the store could not be read or written (in the current language), or ``""``."""
        problem = self._problem
        return "" if problem is None else problem.render() if isinstance(problem, Text) else str(problem)

    @property
    def problem_text(self) -> Text | None:
        """``problem`` as a ``Text``, to show in any language (``problem_text.render("sv")``)."""
        return self._problem

    def __repr__(self) -> str:
        done = sum(e.solved for e in self.entries.values())
        return f"Progress({str(self.path) if self.path else None!r}, done={done})"

    # -- the store ------------------------------------------------------------------------------------

    def reload(self) -> None:
        """Read the store again (another page or program may have kept answers since); events not kept yet
        are applied on top."""
        if self.store is None:
            return
        data, self._problem = self.store.load()
        self._adopt(data)

    def save(self) -> bool:
        """Hand the events not kept yet to the store and take what it keeps (others' answers too); on failure
        ``problem`` says why, the events wait for the next save, and ``False`` is returned (nothing raised)."""
        if self.store is None:
            self._pending.clear()
            return True
        try:
            data, self._problem = self.store.save(list(self._pending))
        except StoreError as err:
            self._problem = err.text
            return False
        self._pending.clear()
        self._adopt(data)
        return True

    def _adopt(self, data: dict[str, Any] | None) -> None:
        """Hold what the store keeps, then the events it has not kept yet."""
        kept = read_state(data) if data is not None else Progress.in_memory()
        self.entries, self.scores, self.deals = kept.entries, kept.scores, kept.deals
        for event in self._pending:
            self.apply(event)

    def _add(self, event: Event) -> None:
        event = {**event, "id": uuid.uuid4().hex, "at": round(time.time(), 3)}
        self.apply(event)
        self._pending.append(event)
        if self.autosave:
            self.save()

    def to_json(self, *, deals: int | None = None) -> dict[str, Any]:
        """What is held, as the progress file has it (the last ``deals`` deals only, if given)."""
        kept = self.deals if deals is None else self.deals[-deals:] if deals else []
        return {
            "format": FORMAT,
            "version": 1,
            "drills": {k: _entry_json(e) for k, e in sorted(self.entries.items())},
            "assessments": [asdict(s) for s in self.scores],
            "deals": [asdict(d) for d in kept],
        }

    # -- events -------------------------------------------------------------------------------------

    def apply(self, event: Mapping[str, Any]) -> None:
        """Apply one event (as ``record``, ``reveal``, ``reset``, ``add_score`` and ``add_deal`` make them) to
        what is held, keeping nothing; an event that is not one is refused with ``ValueError``."""
        kind = event.get("event")
        if kind == "answer":
            drill_id, correct, answer = _drill_id(event), _flag(event, "correct"), event.get("answer")
            if answer is not None and not isinstance(answer, str):
                raise ValueError(L_("{place}: expected a text", place="answer"))
            entry = self.entries.setdefault(drill_id, Entry())
            if entry.solved:
                return
            entry.tries += 1
            if correct:
                entry.solved = True
                entry.first_try = entry.tries == 1 and not entry.shown
            elif answer:
                entry.wrong = [*entry.wrong, answer[:MAX_ANSWER]][-MAX_WRONG:]
        elif kind == "reveal":
            entry = self.entries.setdefault(_drill_id(event), Entry())
            if not entry.solved:
                entry.shown = True
        elif kind == "reset":
            ids = event.get("drills")
            if ids is None:
                self.entries.clear()
                self.scores.clear()
            elif isinstance(ids, list) and all(isinstance(i, str) for i in ids):
                for drill_id in ids:
                    self.entries.pop(drill_id, None)
            else:
                raise ValueError(L_("{place}: expected a list of drill ids", place="drills"))
        elif kind == "score":
            self.scores.append(_score("assessment", event))
        elif kind == "deal":
            self.deals.append(_played(event))
        else:
            raise ValueError(L_("not an event of the drills' progress: {kind}", kind=str(kind)[:40]))

    def entry(self, drill_id: str) -> Entry:
        """The history of one drill (an empty one if never tried)."""
        return self.entries.get(drill_id, Entry())

    def record(self, drill_id: str, correct: bool, answer: str | None = None) -> None:
        """Note an answer to a drill (a refused answer is not an answer: do not record it); ``answer`` is the
        learner's answer as text (``Feedback.answer``), for the class store's most common wrong answers. An answer
        after the drill was solved changes nothing."""
        if self.entry(drill_id).solved:
            return
        text = None if answer is None else str(answer)[:MAX_ANSWER]
        self._add({"event": "answer", "drill": drill_id, "correct": bool(correct), "answer": text})

    def reveal(self, drill_id: str) -> None:
        """Note that the answer was shown before the drill was solved (it earns no star then)."""
        entry = self.entry(drill_id)
        if not entry.solved and not entry.shown:
            self._add({"event": "reveal", "drill": drill_id})

    def mark(self, drill_id: str) -> str:
        """``"star"`` (solved at the first try), ``"tick"`` (solved), or ``""``."""
        entry = self.entry(drill_id)
        return "star" if entry.solved and entry.first_try else "tick" if entry.solved else ""

    def reset(self, drill_ids: Iterable[str] | None = None) -> None:
        """Forget some drills (all of them, and the assessments, when ``drill_ids`` is ``None``; deals played
        are kept)."""
        self._add({"event": "reset", "drills": None if drill_ids is None else [str(i) for i in drill_ids]})

    def add_score(self, name: str, score: int, total: int, drills: Iterable[str] = ()) -> None:
        """Keep the result of an assessment."""
        if type(score) is not int or type(total) is not int or not 0 <= score <= total:
            raise ChoiceError(L_("a score is 0 to {total}, not {score}", total=total, score=score))
        self._add({"event": "score", "name": str(name), "score": score, "total": total, "drills": list(drills)})

    def add_deal(self, record: Any, seat: int = 0) -> None:
        """Keep a deal finished at the play table: ``record`` (a ``Record`` or its JSON), played from ``seat``.

        Refused (``RecordError``, ``ChoiceError``) if it is not a finished deal's record or the seat is not 0-2.
        """
        from .. import record as records

        data = record.to_json() if isinstance(record, records.Record) else record
        result = (record if isinstance(record, records.Record) else records.from_json(data)).result
        if result is None:
            raise ChoiceError(L_("this deal is not finished: only a finished deal is kept"))
        if type(seat) is not int or not 0 <= seat <= 2:
            raise ChoiceError(L_("a seat is 0, 1 or 2, not {seat}", seat=str(seat)[:20]))
        self._add({"event": "deal", "record": data, "seat": seat, "net": result.net[seat]})

    def recap(self, drills: Iterable[Drill]) -> Recap:
        """What was done of ``drills``, and which rules were practised (in solved drills)."""
        from . import ALL_RULES, rules_of

        drills = list(drills)
        done = [d for d in drills if self.entry(d.id).solved]
        practised = rules_of(done)
        wanted = set(rules_of(drills))
        to_practise = tuple(r for r in ALL_RULES if r in wanted and r not in practised)
        return Recap(
            done=tuple(d.id for d in done),
            starred=tuple(d.id for d in done if self.mark(d.id) == "star"),
            to_do=tuple(d.id for d in drills if not self.entry(d.id).solved),
            rules_practised=practised,
            rules_to_practise=to_practise,
        )


# -- reading what a store keeps ------------------------------------------------------------------------


def read_state(data: Any) -> Progress:
    """The progress a file's JSON holds, checked; ``ValueError`` (its message a ``Text``) names what is wrong."""
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != 1:
        raise ValueError(L_('not "format": "{format}", "version": 1', format=FORMAT))
    progress = Progress.in_memory()
    drills, scores, deals = data.get("drills", {}), data.get("assessments", []), data.get("deals", [])
    if not isinstance(drills, dict):
        raise ValueError(L_("{place}: expected an object", place="drills"))
    for place, value in (("assessments", scores), ("deals", deals)):
        if not isinstance(value, list):
            raise ValueError(L_("{place}: expected a list", place=place))
    progress.entries = {str(key): _entry(key, value) for key, value in drills.items()}
    progress.scores = [_score(f"assessments[{i}]", s) for i, s in enumerate(scores)]
    progress.deals = [_played(d, f"deals[{i}]") for i, d in enumerate(deals)]
    return progress


def _entry_json(entry: Entry) -> dict[str, Any]:
    data = asdict(entry)
    if not entry.wrong:
        del data["wrong"]
    return data


def _entry(key: object, value: Any) -> Entry:
    place = place_of("drills", str(key))
    if not isinstance(value, Mapping):
        raise ValueError(L_("{place}: expected an object", place=place))
    entry = Entry()
    for name, kind in (("tries", int), ("solved", bool), ("first_try", bool), ("shown", bool)):
        if name in value:
            item = value[name]
            if type(item) is not kind or (kind is int and item < 0):
                where = f"{place}.{name}"
                if kind is int:
                    raise ValueError(L_("{place}: expected a count", place=where))
                raise ValueError(L_("{place}: expected true or false", place=where))
            setattr(entry, name, item)
    wrong = value.get("wrong", [])
    if not isinstance(wrong, list) or not all(isinstance(w, str) for w in wrong):
        where = f"{place}.wrong"
        raise ValueError(L_("{place}: expected a list of answers", place=where))
    entry.wrong = [w[:MAX_ANSWER] for w in wrong[-MAX_WRONG:]]
    entry.first_try = entry.first_try and entry.solved  # a star is for a drill solved
    return entry


def _score(place: str, value: Any) -> Score:
    if not isinstance(value, Mapping):
        raise ValueError(L_("{place}: expected an object", place=place))
    name, score, total, drills = value.get("name"), value.get("score"), value.get("total"), value.get("drills", [])
    if not isinstance(name, str) or type(score) is not int or type(total) is not int or not 0 <= score <= total:
        raise ValueError(L_("{place}: expected a name and a score of 0 to total", place=place))
    if not isinstance(drills, list) or not all(isinstance(d, str) for d in drills):
        raise ValueError(L_("{place}: expected a list of drill ids", place=place + ".drills"))
    return Score(name, score, total, list(drills))


def _played(value: Any, place: str = "deal") -> Played:
    if not isinstance(value, Mapping):
        raise ValueError(L_("{place}: expected an object", place=place))
    record, seat, net = value.get("record"), value.get("seat"), value.get("net")
    if not isinstance(record, dict) or type(seat) is not int or not 0 <= seat <= 2 or type(net) is not int:
        raise ValueError(L_("{place}: expected a record, a seat and net points", place=place))
    return Played(record, seat, net)


def _drill_id(event: Mapping[str, Any]) -> str:
    drill_id = event.get("drill")
    if not isinstance(drill_id, str) or not 0 < len(drill_id) <= 100:
        raise ValueError(L_("{place}: expected a drill id", place="drill"))
    return drill_id


def _flag(event: Mapping[str, Any], name: str) -> bool:
    value = event.get(name)
    if type(value) is not bool:
        raise ValueError(L_("{place}: expected true or false", place=name))
    return value


def _reason(err: Exception) -> Text | str:
    """Why a progress file could not be read, in the learner's language where the package words it."""
    if isinstance(err, LukFuError):
        return err.text
    if err.args and isinstance(err.args[0], Text):
        return err.args[0]
    return str(err)


# -- the progress file ------------------------------------------------------------------------------------


class FileStore:
    """The progress file at ``path``: read whole (a regular file of at most ``MAX_BYTES``, strict JSON), saved
    under a lock by merging (read, apply the new events, write whole), an unreadable one moved aside first."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def load(self) -> tuple[dict[str, Any] | None, Text | None]:
        data, problem = self._read()
        if problem is not None:
            problem = L_(
                "{file} is not a progress file this package can read ({reason}); your progress starts afresh, "
                "and the old file is kept as {file}.bak when progress is next saved.",
                file=self.path.name,
                reason=problem,
            )
        return data, problem

    def save(self, events: Sequence[Event]) -> tuple[dict[str, Any] | None, Text | None]:
        try:
            with self._lock():
                data, problem = self._read()
                progress = read_state(data) if data is not None else Progress.in_memory()
                for event in events:
                    progress.apply(event)
                note = None
                if problem is not None and self.path.is_dir() and not self.path.is_symlink():
                    raise IsADirectoryError(21, L_("Is a directory"), str(self.path))
                if problem is not None:  # moved aside whole (a link as a link): nothing is copied or cut
                    os.replace(self.path, self.path.with_name(self.path.name + ".bak"))
                    note = L_("{file} could not be read; it is kept as {file}.bak.", file=self.path.name)
                target = self.path.resolve() if problem is None and self.path.is_symlink() else self.path
                kept = progress.to_json(deals=FILE_DEALS)
                write_whole(target, json.dumps(kept, indent=1, ensure_ascii=False) + "\n")
        except OSError as err:
            reason = os_reason(err) if err.strerror else str(err)
            raise StoreError(
                L_("Could not save your progress to {file} ({reason}).", file=self.path.name, reason=reason)
            ) from None
        return kept, note

    def _read(self) -> tuple[dict[str, Any] | None, Text | str | None]:
        """What the file holds (``None`` if there is none, or it is empty), or why it cannot be read."""
        try:  # never blocks: a FIFO or a device is opened, found not to be a file, and closed
            fd = os.open(self.path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        except FileNotFoundError:
            return None, None
        except OSError as err:
            return None, os_reason(err)
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode):
                return None, L_("not a regular file")
            if info.st_size > MAX_BYTES:
                return None, L_("larger than {n} bytes", n=MAX_BYTES)
            with os.fdopen(os.dup(fd), "rb") as f:
                raw = f.read(MAX_BYTES + 1)
        except OSError as err:
            return None, os_reason(err)
        finally:
            os.close(fd)
        if not raw.strip():
            return None, None
        try:
            if len(raw) > MAX_BYTES:
                raise ValueError(L_("larger than {n} bytes", n=MAX_BYTES))
            data = parse(raw, limit=MAX_BYTES)  # strict: no lone surrogate, no hostile nesting
            read_state(data)
        except (ValueError, TypeError, KeyError, AttributeError) as err:
            return None, _reason(err)
        return data, None

    @contextlib.contextmanager
    def _lock(self) -> Iterator[None]:
        """Hold the lock of the progress file (a hidden file beside it) while it is read and written; where
        there is no locking (or the folder cannot hold the lock file), go on without it."""
        try:
            from fcntl import LOCK_EX, LOCK_NB, flock
        except ImportError:  # not on this system (Pyodide's fcntl has no flock)
            yield
            return
        try:
            fd = os.open(self.path.with_name(f".{self.path.name}.lock"), os.O_RDWR | os.O_CREAT, 0o600)
        except OSError:
            yield
            return
        try:
            deadline = time.monotonic() + LOCK_WAIT
            while True:
                try:
                    flock(fd, LOCK_EX | LOCK_NB)
                    break
                except BlockingIOError:
                    if time.monotonic() > deadline:
                        raise StoreError(
                            L_(
                                "{file} is busy (another program holds it): your answers are kept here and saved "
                                "with the next one.",
                                file=self.path.name,
                            )
                        ) from None
                    time.sleep(0.01)
                except OSError:  # no locking on this file system
                    break
            yield
        finally:
            os.close(fd)
