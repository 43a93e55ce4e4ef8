"""``lukfu-teach class``: the class store from the command line, for the teacher.

- ``lukfu-teach class export [FILE]``: the class as CSV (the teacher's view's **Download CSV**), printed or
  written whole to FILE;
- ``lukfu-teach class import FILE --name NAME``: a progress file (``lukfu_progress.json`` from the course
  site) added to the student NAME;
- ``lukfu-teach class password``: a new teacher's password, typed twice (or one line on standard input);
  ``--class-password`` makes a new class password instead and prints it.

The store is ``--db``, else ``LUKFU_CLASS_DB``, else ``classroom-data/class.sqlite3`` (from the repository's
folder, as ``make classroom`` keeps it). A store that does not exist is never made here.
"""

from __future__ import annotations

import argparse
import getpass
import os
import sys
from collections.abc import Callable
from pathlib import Path

from ..errors import ChoiceError, LukFuError
from ..i18n import L_, _, ngettext
from ..records.files import write_whole
from ..records.jsonio import loads_file
from .store import ClassDB

ACTIONS = ("export", "import", "password")
DB_ENV = "LUKFU_CLASS_DB"
DEFAULT_DB = "classroom-data/class.sqlite3"


def store_path(given: str | None) -> Path:
    path = Path(given or os.environ.get(DB_ENV) or DEFAULT_DB)
    if not path.is_file():
        raise ChoiceError(L_("{file}: no class store there (give --db, or run it from the repository's folder)",
                             file=str(path)))  # fmt: skip
    return path


def run(args: argparse.Namespace, say: Callable[..., None]) -> int:
    """Do ``args.action``; 0, or 2 with one line on standard error (a missing store, a file that is not a
    progress file, a refused password)."""
    try:
        db = ClassDB(store_path(args.db))
    except LukFuError as err:
        say(f"lukfu-teach class: {err}", error=True)
        return 2
    try:
        if args.action == "export":
            text = db.csv_text()
            if args.file:
                write_whole(args.file, text)
                n = len(db.students())
                say(ngettext("{file}: the class, {n} student", "{file}: the class, {n} students", n, file=args.file,
                             n=n))  # fmt: skip
            else:
                sys.stdout.write(text)
        elif args.action == "import":
            if not args.file or not args.name:
                raise ChoiceError(L_("import needs the progress file and --name (the student's name)"))
            student = db.import_progress(args.name, loads_file(args.file))
            say(_("{file}: imported for {name}", file=args.file, name=student.name))
        elif args.class_password:
            say(_("The new class password: {password}", password=db.new_class_password()))
        else:
            db.set_teacher_password(_new_password())
            say(_("The teacher's password is set (kept as a hash): teachers who are logged in must log in again."))
    except LukFuError as err:
        say(f"lukfu-teach class: {err}", error=True)
        return 2
    finally:
        db.close()
    return 0


def _new_password() -> str:
    if not sys.stdin.isatty():
        return sys.stdin.readline().rstrip("\n")
    first = getpass.getpass(_("New teacher's password: "))
    if getpass.getpass(_("The same again: ")) != first:
        raise ChoiceError(L_("the two passwords differ: nothing was changed"))
    return first
