"""A learner's progress through the drills, kept in a small JSON file next to the notebook.

``Progress()`` reads ``lukfu_progress.json`` in the current folder (where
Jupyter runs a notebook: beside it) or the ``path`` given; ``record`` notes an
answer and saves the file whole (``files.write_whole``). A missing file is an
empty start; a file that cannot be read (not JSON, another format, a wrong
type) is an empty start too, ``problem`` says why, and the first save keeps a
copy of the old file as ``lukfu_progress.json.bak`` before replacing it. A
file that cannot be written never stops the drills: ``problem`` says so.

>>> import tempfile, os
>>> folder = tempfile.mkdtemp()
>>> progress = Progress(os.path.join(folder, "progress.json"))
>>> progress.record("suit-order", correct=False); progress.record("suit-order", correct=True)
>>> progress.mark("suit-order"), progress.entry("suit-order").tries
('tick', 2)
>>> Progress(os.path.join(folder, "progress.json")).mark("suit-order")
'tick'
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ..errors import ChoiceError
from ..files import os_reason, write_whole
from ..i18n import L_, Text
from ..jsonio import not_json, not_utf8
from .core import Drill

PROGRESS_FILE = "lukfu_progress.json"
FORMAT = "lukfu-progress"
MAX_BYTES = 1_000_000  # a progress file is small; a larger one is not read


@dataclass
class Entry:
    """One drill's history: answers given (``tries``), ``solved``, solved at the first try, answer shown."""

    tries: int = 0
    solved: bool = False
    first_try: bool = False
    shown: bool = False


@dataclass
class Score:
    """One assessment taken: its ``name``, the drills in it, and how many were right at the first try."""

    name: str
    score: int
    total: int
    drills: list[str] = field(default_factory=list)


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


class Progress:
    """The drills a learner has done, saved in ``path`` (default: ``lukfu_progress.json`` in the
    current folder) after every change unless ``autosave`` is off."""

    def __init__(self, path: str | os.PathLike[str] | None = None, *, autosave: bool = True) -> None:
        self.path: Path | None = Path(path) if path is not None else Path.cwd() / PROGRESS_FILE
        self.autosave = autosave
        self._problem: Text | None = None  # why the file could not be read or written, for the learner
        self._unreadable: bytes | None = None  # the old file's bytes, kept as .bak before the first save
        self.entries: dict[str, Entry] = {}
        self.scores: list[Score] = []
        self._read()

    @classmethod
    def in_memory(cls) -> Progress:
        """Progress kept only while the kernel runs: no file is read or written.

        >>> Progress.in_memory()
        Progress(None, done=0)
        """
        progress = object.__new__(cls)
        progress.path, progress.autosave, progress._problem, progress._unreadable = None, False, None, None
        progress.entries, progress.scores = {}, []
        return progress

    @property
    def problem(self) -> str:
        """Why the file could not be read or written (in the current language), or ``""``."""
        return "" if self._problem is None else self._problem.render()

    @property
    def problem_text(self) -> Text | None:
        """``problem`` as a ``Text``, to show in any language (``problem_text.render("sv")``)."""
        return self._problem

    def __repr__(self) -> str:
        done = sum(e.solved for e in self.entries.values())
        return f"Progress({str(self.path) if self.path else None!r}, done={done})"

    # -- reading and writing ---------------------------------------------------------------------

    def _read(self) -> None:
        assert self.path is not None
        try:
            with open(self.path, "rb") as f:
                raw = f.read(MAX_BYTES + 1)
        except FileNotFoundError:
            return
        except OSError as err:
            self._problem = L_(
                "Could not read {file} ({reason}): your progress starts afresh here.",
                file=self.path.name,
                reason=os_reason(err),
            )
            return
        try:
            if len(raw) > MAX_BYTES:
                raise ValueError(L_("larger than {n} bytes", n=MAX_BYTES))
            self._load(json.loads(raw.decode("utf-8")))
        except (ValueError, TypeError, KeyError, AttributeError) as err:
            self.entries, self.scores = {}, []
            self._unreadable = raw
            self._problem = L_(
                "{file} is not a progress file this package can read ({reason}); your progress starts afresh, "
                "and the old file is kept as {file}.bak when progress is next saved.",
                file=self.path.name,
                reason=_reason(err),
            )

    def _load(self, data: Any) -> None:
        if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != 1:
            raise ValueError(L_('not "format": "{format}", "version": 1', format=FORMAT))
        drills = data.get("drills", {})
        if not isinstance(drills, dict):
            raise ValueError(L_("{place}: expected an object", place="drills"))
        for key, value in drills.items():
            self.entries[str(key)] = _entry(key, value)
        scores = data.get("assessments", [])
        if not isinstance(scores, list):
            raise ValueError(L_("{place}: expected a list", place="assessments"))
        self.scores = [_score(i, s) for i, s in enumerate(scores)]

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": 1,
            "drills": {k: asdict(e) for k, e in sorted(self.entries.items())},
            "assessments": [asdict(s) for s in self.scores],
        }

    def save(self) -> bool:
        """Write the file whole; on failure ``problem`` says why and ``False`` is returned (nothing raised)."""
        if self.path is None:
            return True
        try:
            if self._unreadable is not None:
                write_whole(self.path.with_name(self.path.name + ".bak"), self._unreadable)
                self._unreadable = None
            write_whole(self.path, json.dumps(self.to_json(), indent=1, ensure_ascii=False) + "\n")
        except OSError as err:
            reason = os_reason(err) if err.strerror else str(err)
            self._problem = L_("Could not save your progress to {file} ({reason}).", file=self.path.name, reason=reason)
            return False
        return True

    def _changed(self) -> None:
        if self.autosave:
            self.save()

    # -- drills ---------------------------------------------------------------------------------

    def entry(self, drill_id: str) -> Entry:
        """The history of one drill (an empty one if never tried)."""
        return self.entries.get(drill_id, Entry())

    def record(self, drill_id: str, correct: bool, answer: str | None = None) -> None:
        """Note an answer to a drill (a refused answer is not an answer: do not record it); ``answer`` is the
        learner's answer as text (``Feedback.answer``), for the class store's most common wrong answers."""
        entry = self.entries.setdefault(drill_id, Entry())
        if entry.solved:
            return
        entry.tries += 1
        if correct:
            entry.solved = True
            entry.first_try = entry.tries == 1 and not entry.shown
        self._changed()

    def reveal(self, drill_id: str) -> None:
        """Note that the answer was shown before the drill was solved (it earns no star then)."""
        entry = self.entries.setdefault(drill_id, Entry())
        if not entry.solved and not entry.shown:
            entry.shown = True
            self._changed()

    def mark(self, drill_id: str) -> str:
        """``"star"`` (solved at the first try), ``"tick"`` (solved), or ``""``."""
        entry = self.entry(drill_id)
        return "star" if entry.first_try else "tick" if entry.solved else ""

    def reset(self, drill_ids: Iterable[str] | None = None) -> None:
        """Forget some drills (all of them, and the assessments, when ``drill_ids`` is ``None``)."""
        if drill_ids is None:
            self.entries.clear()
            self.scores.clear()
        else:
            for drill_id in drill_ids:
                self.entries.pop(drill_id, None)
        self._changed()

    def add_score(self, name: str, score: int, total: int, drills: Iterable[str] = ()) -> None:
        """Keep the result of an assessment."""
        if not 0 <= score <= total:
            raise ChoiceError(L_("a score is 0 to {total}, not {score}", total=total, score=score))
        self.scores.append(Score(name, score, total, list(drills)))
        self._changed()

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
            starred=tuple(d.id for d in done if self.entry(d.id).first_try),
            to_do=tuple(d.id for d in drills if not self.entry(d.id).solved),
            rules_practised=practised,
            rules_to_practise=to_practise,
        )


def _entry(key: object, value: Any) -> Entry:
    if not isinstance(value, Mapping):
        place = f"drills.{key}"
        raise ValueError(L_("{place}: expected an object", place=place))
    entry = Entry()
    for name, kind in (("tries", int), ("solved", bool), ("first_try", bool), ("shown", bool)):
        if name in value:
            item = value[name]
            if type(item) is not kind or (kind is int and item < 0):
                place = f"drills.{key}.{name}"
                if kind is int:
                    raise ValueError(L_("{place}: expected a count", place=place))
                raise ValueError(L_("{place}: expected true or false", place=place))
            setattr(entry, name, item)
    return entry


def _score(i: int, value: Any) -> Score:
    place = f"assessments[{i}]"
    if not isinstance(value, Mapping):
        raise ValueError(L_("{place}: expected an object", place=place))
    name, score, total, drills = value.get("name"), value.get("score"), value.get("total"), value.get("drills", [])
    if not isinstance(name, str) or type(score) is not int or type(total) is not int or not 0 <= score <= total:
        raise ValueError(L_("{place}: expected a name and a score of 0 to total", place=place))
    if not isinstance(drills, list) or not all(isinstance(d, str) for d in drills):
        raise ValueError(L_("{place}: expected a list of drill ids", place=place + ".drills"))
    return Score(name, score, total, list(drills))


def _reason(err: Exception) -> Text | str:
    """Why a progress file could not be read, in the learner's language where the package words it."""
    if isinstance(err, UnicodeDecodeError):
        return not_utf8(err)
    if isinstance(err, json.JSONDecodeError):
        return not_json(err)
    if err.args and isinstance(err.args[0], Text):
        return err.args[0]
    return str(err)
