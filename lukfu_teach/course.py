"""The course's lessons: the rules each one teaches, the drills that practise them, and where a learner's
progress is kept.

Lessons 01-07 teach one idea each and, between them, every rule R1-R20; each lesson's drills practise its
own rules (a drill may lean on an earlier lesson's rule, never on a later one), and together they are the
whole catalogue of ``lukfu_teach.drills``::

    >>> from lukfu_teach import course, drills
    >>> course.LESSONS["03"].title, course.LESSONS["03"].rules
    ('Beating', ('R10', 'R10a', 'R10b'))
    >>> [d.id for d in course.drills("01")][:2]
    ['deck-size', 'suit-order']
    >>> drills.missing_rules(d for lesson in course.LESSONS for d in course.drills(lesson))
    ()

``progress()`` is the learner's ``drills.Progress``, one for the whole kernel: the file
``lukfu_progress.json`` beside the notebook (where Jupyter and the course site run it), so a learner can
come back to it; kept in memory only when ``LUKFU_PROGRESS=memory`` (``make notebooks`` and ``make test``
set it, so nobody's own progress ends up in the saved notebooks); or a file named by ``LUKFU_PROGRESS``. On a
classroom server (``make classroom``, JupyterHub) it is the student's progress in the class store, shared by
all their lesson pages (``lukfu_teach.classroom.client``).
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from . import drills as drill_catalogue
from .drills import Drill, Progress
from .i18n import L_, N_, language

__all__ = ["ENV", "LESSONS", "Lesson", "drills", "progress"]

ENV = "LUKFU_PROGRESS"


@dataclass(frozen=True)
class Lesson:
    """A lesson of one idea: its notebook, title (English; ``name()`` in a learner's language), the rules it
    teaches and its drills (ids, in order)."""

    notebook: str
    title: str
    rules: tuple[str, ...]
    drill_ids: tuple[str, ...]

    def name(self, lang: str | None = None) -> str:
        """The title in ``lang`` (default: the current language): ``Beating`` (``Att slå``)."""
        with language(lang):
            return str(L_(self.title))


LESSONS: dict[str, Lesson] = {
    lesson.notebook[:2]: lesson
    for lesson in (
        Lesson(
            "01_cards_and_seats",
            N_("Cards and seats"),
            ("R1", "R2", "R3"),
            ("deck-size", "suit-order", "name-mau-gung", "name-bak-chi", "read-code", "turn-order"),
        ),
        Lesson(
            "02_shapes_of_a_play",
            N_("The shapes of a play"),
            ("R9",),
            ("shape-pair", "shape-set", "shape-run", "shape-mixed"),
        ),
        Lesson(
            "03_beating",
            N_("Beating"),
            ("R10", "R10a", "R10b"),
            (
                "which-beat-singles",
                "which-beat-sets",
                "which-beat-runs",
                "beat-run",
                "mau-gung-led",
                "bak-chi-led",
                "beat-aces",
                "which-beat-aces",
            ),
        ),  # fmt: skip
        Lesson(
            "04_a_trick",
            N_("A trick"),
            ("R11", "R12", "R13", "R14", "R15"),
            (
                "pair-lead",
                "beat-single",
                "must-beat",
                "must-beat-breaks-run",
                "cannot-beat",
                "aces-and-fives",
                "discard-count",
                "trick-winner",
                "trick-fu",
                "who-leads-next",
                "see-discard",
                "card-count",
            ),
        ),
        Lesson(
            "05_old_cards",
            N_("Old cards"),
            ("R16", "R16a", "R16b", "R16c"),
            ("old-always", "old-sequence", "old-after-plays", "becomes-old", "safe-but-unproven", "choose-discard"),
        ),
        Lesson(
            "06_calling_and_the_master",
            N_("Calling and the Master"),
            ("R4", "R5", "R6", "R7", "R8", "R16d", "R16e"),
            (
                "hand-size",
                "first-call",
                "who-is-caller",
                "calling-stops",
                "all-pass",
                "master-leads",
                "passed-master-four",
                "passed-master-set",
                "passed-master-run",
                "noncaller-single",
                "noncaller-wrong-suit",
                "noncaller-old-single",
                "caller-old-single",
            ),
        ),  # fmt: skip
        Lesson(
            "07_claiming_and_scoring",
            N_("Claiming and scoring"),
            ("R17", "R18", "R19", "R20"),
            (
                "cannot-claim-yet",
                "claim-first-lead",
                "claim-after-trick",
                "claim-cards",
                "claim-value",
                "last-trick",
                "drawn-deal",
                "win-amount",
                "caller-wins-pays",
                "noncaller-wins-pays",
                "last-trick-pays",
            ),
        ),  # fmt: skip
    )
}


def drills(lesson: str) -> list[Drill]:
    """The drills of lesson ``"01"`` … ``"07"`` (or its notebook's name), in the order the lesson asks them."""
    key = lesson[:2]
    if key not in LESSONS:
        from .errors import ChoiceError

        raise ChoiceError(L_('"{lesson}" is not a lesson with drills (they are {lessons})', lesson=lesson,
                             lessons=", ".join(LESSONS)))  # fmt: skip
    return [drill_catalogue.get(drill_id) for drill_id in LESSONS[key].drill_ids]


_progress: dict[str, Progress] = {}  # one Progress a kernel for each place it is kept, shared by the widgets


def progress() -> Progress:
    """The learner's progress, one for the kernel (see the module's notes on ``LUKFU_PROGRESS``); on a
    classroom server, the student's progress in the class store."""
    from .classroom.client import ClassStore

    store, where = ClassStore.from_environment(), os.environ.get(ENV, "")
    if store is not None:
        key = store.url
    else:
        key = "memory" if where == "memory" else os.path.abspath(where or drill_catalogue.PROGRESS_FILE)
    if key not in _progress:
        if store is not None:
            _progress[key] = Progress(store=store)
        else:
            _progress[key] = Progress.in_memory() if key == "memory" else Progress(key)
    return _progress[key]
