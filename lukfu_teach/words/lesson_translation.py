"""One source per lesson: a lesson is written once, in English, and its translations are built from it.

A lesson is ``notebooks/NN_topic.py`` (a Jupytext percent script). What it says to the learner is messages of
the package's catalogue (``lukfu_teach.po``), beside every other word of the package:

- each Markdown block of a text cell (a paragraph, a heading, a list, a table, a fenced block: the parts
  between blank lines), as Sphinx and Jupyter Book translate documents with gettext;
- each comment of a code cell (a run of whole-line comments is one message, its lines joined by ``\\n``);
- the code's own strings, marked as the package marks them (``_("Another test")``): they are translated when
  the cell runs, by ``lukfu_teach.i18n``;
- the lesson's file name (``00_start_here``), which names the translated lesson (``sv/00_borja_har``).

``make translations`` extracts them (``extract`` is the Babel extractor named in ``babel.cfg``), updates the
catalogue, then writes each translated lesson, ``notebooks/sv/NN_name.py``: the English cells, their code
unchanged, their text and comments from the catalogue. One line of code differs, by rule: the first code cell
chooses the lesson's language, ``set_language("en")``, which becomes the translation's ``set_language("sv")``.
A message with no translation, or a fuzzy one (its English changed since it was translated), stays English in
the translated lesson and is listed, lesson by lesson, until a translator fills it in::

    >>> english = '# %% [markdown]\\n# ## Recap\\n#\\n# - 36 cards.\\n\\n# %%\\nset_language("en")  # in English\\n'
    >>> [msgid for _line, msgid, _kind in messages(english)]
    ['## Recap', '- 36 cards.', 'in English']
    >>> done = translate(english, "sv", {"## Recap": "## Sammanfattning", "in English": "på svenska"})
    >>> print(done.text, end="")
    # %% [markdown]
    # ## Sammanfattning
    #
    # - 36 cards.
    <BLANKLINE>
    # %%
    set_language("sv")  # på svenska
    >>> done.missing
    ('- 36 cards.',)

``python -m lukfu_teach.words.lesson_translation sv notebooks/[0-9][0-9]_*.py`` writes the Swedish lessons and
reports what is left to translate (``--check``: only report, and fail if a written lesson would change).
"""

from __future__ import annotations

import argparse
import io
import re
import sys
import tokenize
from collections.abc import Collection, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from ..errors import LukFuError
from ..i18n import DOMAIN, LOCALE_DIR, SOURCE

__all__ = [
    "LessonError",
    "Translation",
    "aligned",
    "catalogue",
    "extract",
    "learn",
    "messages",
    "translate",
    "translated_path",
]

CHOOSE = re.compile(r'\bset_language\("([a-z]{2})"\)')
# Comments that speak to tools, not to the learner: kept as they are
TOOL_COMMENT = re.compile(r"(noqa|fmt:|type:|NBVAL_|pragma\b)")
LETTER = re.compile(r"[^\W\d_]")
TAG = re.compile(r"<[^>]*>")
FENCE = re.compile(r"\s*(```|~~~)")
CELL = re.compile(r"# %%")
# The marking functions of lukfu_teach.i18n, as the Makefile's BABEL_KEYWORDS gives them to Babel
KEYWORDS = {"_": None, "N_": None, "L_": None, "ngettext": (1, 2), "nL_": (1, 2), "pgettext": ((1, "c"), 2)}
CONTEXT = "\x04"  # between a message's context and its id, as gettext keys them
FILE_NAME = re.compile(r"\d\d_[a-z0-9_]+")
FILE_NAME_NOTE = "the file name of the translated lesson: its number, then letters a-z, digits and _ (no å, ä, ö)"


class LessonError(LukFuError):
    """A lesson that cannot be translated as it stands (the lesson and the reason)."""


@dataclass(frozen=True)
class Translation:
    """A translated lesson: its percent script, and the messages left in English (no translation, or fuzzy)."""

    text: str
    missing: tuple[str, ...] = ()
    fuzzy: tuple[str, ...] = ()


# --- the messages of a lesson ---------------------------------------------------------------------------------


def _blocks(markdown: str) -> list[str]:
    """The Markdown cut into its blocks and the blank lines between them (a fenced block keeps its blank lines):
    ``"\\n".join`` of them is the Markdown again."""
    parts: list[list[str]] = []
    blank, fenced = None, False
    for line in markdown.split("\n"):
        empty = not line.strip() and not fenced
        if empty != blank:
            parts.append([])
        parts[-1].append(line)
        blank = empty
        if FENCE.match(line):
            fenced = not fenced
    return ["\n".join(part) for part in parts]


def _is_message(block: str) -> bool:
    """A block a learner reads: it has a letter outside HTML tags (not ``</details>``, not a table rule)."""
    return bool(LETTER.search(TAG.sub("", block)))


@dataclass(frozen=True)
class _Comment:
    first: int  # line numbers in the cell, from 0
    last: int
    column: int
    whole_line: bool
    text: str  # its lines joined by "\n", without the "#"


def _comments(code: str, place: str) -> list[_Comment]:
    """The learner's comments in a code cell: runs of whole-line comments at one column, and end-of-line ones."""
    try:
        tokens = [t for t in tokenize.generate_tokens(io.StringIO(code).readline) if t.type == tokenize.COMMENT]
    except (tokenize.TokenError, SyntaxError) as err:
        raise LessonError(f"{place}: the code cannot be read for its comments ({err})") from err
    lines = code.split("\n")
    found: list[_Comment] = []
    for token in tokens:
        row, column = token.start[0] - 1, token.start[1]
        text = token.string[1:].strip()
        if not text or TOOL_COMMENT.match(text):
            continue
        whole = not lines[row][:column].strip()
        previous = found[-1] if found else None
        if whole and previous and previous.whole_line and previous.last == row - 1 and previous.column == column:
            found[-1] = _Comment(previous.first, row, column, True, f"{previous.text}\n{text}")
        else:
            found.append(_Comment(row, row, column, whole, text))
    return found


def _cells(script: str) -> tuple[Any, list[int]]:
    """The lesson as a notebook, and the line of the script where each cell's source begins."""
    import jupytext

    notebook = jupytext.reads(script, fmt="py:percent")
    starts = [number + 1 for number, line in enumerate(script.split("\n"), 1) if CELL.match(line)]
    if len(starts) != len(notebook.cells):
        starts = [1] * len(notebook.cells)
    return notebook, starts


def messages(script: str, place: str = "the lesson") -> Iterator[tuple[int, str, str]]:
    """Each message of a lesson's words: ``(line, msgid, kind)``, kind ``"text"`` (a Markdown block) or
    ``"comment"``, in the order a learner reads them."""
    notebook, starts = _cells(script)
    for number, (cell, start) in enumerate(zip(notebook.cells, starts, strict=True)):
        if cell.cell_type == "markdown":
            line = start
            for block in _blocks(cell.source):
                if _is_message(block):
                    yield line, block, "text"
                line += block.count("\n") + 1
        elif cell.cell_type == "code":
            for comment in _comments(cell.source, f"{place}, cell {number}"):
                yield start + comment.first, comment.text, "comment"


def extract(fileobj: IO[bytes], keywords: Mapping[str, Any], comment_tags: Collection[str], options: Any) -> Iterator:
    """Babel's extractor for a lesson script (``babel.cfg``): its file name (the translated lesson's name), the
    strings its code marks (``_()``, ``L_()``, ...), as Babel's Python extractor finds them, then its words
    (``messages``)."""
    from babel.messages.extract import extract_python

    source = fileobj.read()
    place = getattr(fileobj, "name", "the lesson")
    if isinstance(place, str) and FILE_NAME.fullmatch(Path(place).stem):
        yield 1, None, Path(place).stem, [FILE_NAME_NOTE]
    yield from extract_python(io.BytesIO(source), keywords, comment_tags, options)
    for line, msgid, kind in messages(source.decode("utf-8"), place):
        yield line, None, msgid, ["a comment in the lesson's code"] if kind == "comment" else []


# --- translating a lesson -------------------------------------------------------------------------------------


def catalogue(lang: str, po: Path | None = None) -> dict[str, str | None]:
    """The package's catalogue of ``lang`` as ``{msgid: msgstr}`` (``context\\x04msgid`` for a message with a
    context, a plural by its singular); ``None`` for a fuzzy entry (its English has changed since it was
    translated), and no key for a message not in the catalogue."""
    from babel.messages.pofile import read_po

    path = po or Path(LOCALE_DIR) / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
    with path.open("rb") as f:
        entries = read_po(f, locale=lang)
    found: dict[str, str | None] = {}
    for m in entries:
        if m.id:
            found[_key(m)] = None if m.fuzzy else _strings(m)[0]
    return found


def _key(m: Any) -> str:
    """A catalogue entry's key: its id (a plural's singular), after its context if it has one."""
    msgid = m.id[0] if isinstance(m.id, tuple) else m.id
    return f"{m.context}{CONTEXT}{msgid}" if m.context else msgid


class _Translator:
    """Translates a lesson's parts from ``strings`` (``catalogue``), noting what it leaves in English."""

    def __init__(self, strings: Mapping[str, str | None]) -> None:
        self.strings = strings
        self.missing: list[str] = []
        self.fuzzy: list[str] = []

    def __call__(self, msgid: str) -> str:
        found = self.strings.get(msgid, "")
        if found is None:
            self.fuzzy.append(msgid)
        elif not found:
            self.missing.append(msgid)
        return found or msgid

    def markdown(self, source: str) -> str:
        return "\n".join(self(part) if _is_message(part) else part for part in _blocks(source))

    def code(self, source: str, place: str) -> str:
        lines = source.split("\n")
        for comment in reversed(_comments(source, place)):
            said = self(comment.text).split("\n")
            if comment.whole_line:
                lines[comment.first : comment.last + 1] = [f"{' ' * comment.column}# {line}" for line in said]
            else:
                line = lines[comment.first]
                lines[comment.first] = f"{line[: comment.column]}# {' '.join(said)}"
        return "\n".join(lines)


def translate(script: str, lang: str, strings: Mapping[str, str | None], source: str = "the lesson") -> Translation:
    """The lesson ``script`` (English) in ``lang``: the same cells, the words from ``strings`` (``catalogue``),
    its language chosen in its first code cell."""
    import jupytext
    from jupytext.config import JupytextConfiguration

    if lang == SOURCE:
        raise LessonError(f"{source}: a lesson is written in English; translate it into another language")
    notebook, _starts = _cells(script)
    code = [cell for cell in notebook.cells if cell.cell_type == "code"]
    chosen = [CHOOSE.findall(cell.source) for cell in code]
    if not code or chosen[0] != [SOURCE] or sum(map(len, chosen)) != 1:
        raise LessonError(
            f'{source}: its first code cell, and no other, chooses the lesson\'s language with set_language("en"), '
            f'which the translation turns into set_language("{lang}") (docs/translating.md)'
        )
    say = _Translator(strings)
    for number, cell in enumerate(notebook.cells):
        if cell.cell_type == "markdown":
            cell.source = say.markdown(cell.source)
        elif cell.cell_type == "code":
            cell.source = say.code(cell.source, f"{source}, cell {number}")
    code[0].source = CHOOSE.sub(f'set_language("{lang}")', code[0].source)
    config = JupytextConfiguration(notebook_metadata_filter="-jupytext")
    text = jupytext.writes(notebook, "py:percent", config=config)
    return Translation(text, tuple(dict.fromkeys(say.missing)), tuple(dict.fromkeys(say.fuzzy)))


def translated_path(english: Path, lang: str, strings: Mapping[str, str | None]) -> Path:
    """Where the ``lang`` lesson of ``english`` is written, under the name its file name's message gives
    (``notebooks/sv/00_borja_har.py``, so its tab reads otherwise than the English one's; the English name
    until it is translated)."""
    name = strings.get(english.stem) or english.stem
    if not FILE_NAME.fullmatch(name) or name[:3] != english.stem[:3]:
        raise LessonError(
            f"{english}: the translation of its file name, {name!r}, must be its number and words of letters a-z, "
            f"digits and _ ({english.stem[:3]}...), as the English one"
        )
    return english.parent / lang / f"{name}{english.suffix}"


def code_strings(script: str) -> list[str]:
    """The strings a lesson's code marks for the catalogue (``_("Another test")``), keyed as ``catalogue``."""
    from babel.messages.extract import extract

    found = extract("python", io.BytesIO(script.encode("utf-8")), keywords=KEYWORDS)
    strings = []
    for _line, message, _comments, context in found:
        msgid = message[0] if isinstance(message, tuple) else message
        strings.append(f"{context}{CONTEXT}{msgid}" if context else msgid)
    return strings


# --- learning translations from an earlier tree ---------------------------------------------------------------


def aligned(english: str, translated: str) -> dict[str, str]:
    """``{msgid: translation}`` read from a lesson and a translation of it made by hand, cell by cell (the Swedish
    twins before one source per lesson): the messages of two cells are paired in order when the cells are of one
    kind and have as many messages; a cell that does not match is skipped, and so is a message left in English."""
    pairs: dict[str, str] = {}
    ours, theirs = _cells(english)[0].cells, _cells(translated)[0].cells
    if len(ours) != len(theirs):
        return pairs
    for number, (cell, twin) in enumerate(zip(ours, theirs, strict=True)):
        if cell.cell_type != twin.cell_type:
            continue
        if cell.cell_type == "markdown":
            said, heard = ([b for b in _blocks(c.source) if _is_message(b)] for c in (cell, twin))
        elif cell.cell_type == "code":
            said, heard = ([m.text for m in _comments(c.source, f"cell {number}")] for c in (cell, twin))
        else:
            continue
        if len(said) == len(heard):
            pairs.update((msgid, msgstr) for msgid, msgstr in zip(said, heard, strict=True) if msgid != msgstr)
    return pairs


def _strings(m: Any) -> tuple[str, ...]:
    """A catalogue entry's translation: its one form, or a plural's forms."""
    return tuple(s or "" for s in m.string) if isinstance(m.string, (list, tuple)) else (m.string or "",)


def _learnt(m: Any) -> str | tuple[str, ...]:
    """What a translated entry gives another catalogue: its string, or a plural's forms."""
    strings = _strings(m)
    return strings if isinstance(m.id, (list, tuple)) else strings[0]


def _done(m: Any) -> bool:
    """A catalogue entry translated and checked: not fuzzy, every form filled in."""
    return not m.fuzzy and all(_strings(m))


def learn(lang: str, before: Path, po: Path | None = None) -> tuple[list[str], list[str]]:
    """Fill the messages of the catalogue that have no translation, or a fuzzy one, from an earlier tree
    ``before`` (``git archive`` of a branch: its ``notebooks/`` and ``lukfu_teach/locale/``): its catalogue's
    translation of the same English, else what its translated lessons (``notebooks/<lang>/NN_*.py``) say,
    read beside its English ones (``aligned``). Returns the messages filled (to be read again: an earlier
    translation may say less well what the newer one said), and the lessons that could not be read cell by
    cell."""
    from babel.messages.pofile import read_po, write_po

    if not (before / "notebooks").is_dir():
        raise LessonError(
            f"{before}: no notebooks/ in it; make it with git archive REVISION notebooks lukfu_teach/locale | "
            f"tar -x -C {before} (docs/translating.md)"
        )
    found: dict[str, str | tuple[str, ...]] = {}
    skipped = []
    for english in sorted((before / "notebooks").glob("[0-9][0-9]_*.py")):
        twins = sorted((before / "notebooks" / lang).glob(f"{english.stem[:3]}*.py"))
        if len(twins) != 1:
            continue
        pairs = aligned(english.read_text(encoding="utf-8"), twins[0].read_text(encoding="utf-8"))
        if not pairs:
            skipped.append(str(twins[0].relative_to(before)))
        if twins[0].stem != english.stem:
            pairs[english.stem] = twins[0].stem
        found.update(pairs)
    old = before / "lukfu_teach" / "locale" / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
    if old.exists():
        with old.open("rb") as f:
            found.update((_key(m), _learnt(m)) for m in read_po(f, locale=lang) if m.id and _done(m))
    path = po or Path(LOCALE_DIR) / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
    with path.open("rb") as f:
        entries = read_po(f, locale=lang)
    filled = []
    for m in entries:
        # Babel reads a fuzzy entry's earlier English ("#| msgid", over several lines) as comments, and would
        # write them back as comments of the translator: they go (the entry stays fuzzy, without its old English)
        m.user_comments = [c for c in m.user_comments if not c.startswith("|")]
        learnt = found.get(_key(m)) if m.id and not _done(m) else None
        if learnt and isinstance(learnt, tuple) == isinstance(m.id, tuple):
            m.string, m.previous_id = learnt, []
            m.flags.discard("fuzzy")
            filled.append(_key(m))
    with path.open("wb") as f:
        write_po(f, entries, width=0, ignore_obsolete=True, include_previous=True)
    return filled, skipped


def _report(path: Path, done: Translation, untranslated_code: list[str]) -> list[str]:
    lines = []
    for heading, items in (
        ("untranslated", [*done.missing, *untranslated_code]),
        ("fuzzy (the English changed: check the translation, then remove the fuzzy flag)", done.fuzzy),
    ):
        if items:
            lines.append(f"{path}: {len(items)} {heading}, shown in English until translated:")
            lines += [f"    {' '.join(item.split())[:100]}" for item in items]
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m lukfu_teach.words.lesson_translation",
        description="Write the translated lessons from the English ones and the catalogue; report what is left.",
    )
    parser.add_argument("lang", help="the language to translate into, e.g. sv")
    parser.add_argument("lessons", nargs="*", type=Path, help="the English lessons, notebooks/NN_topic.py")
    parser.add_argument("--check", action="store_true", help="write nothing; fail if a lesson would change")
    parser.add_argument(
        "--learn-from",
        type=Path,
        metavar="TREE",
        help="first fill the catalogue's untranslated and fuzzy messages from an earlier tree (docs/translating.md)",
    )
    args = parser.parse_intermixed_args(argv)  # the options before or after the lessons
    if args.learn_from:
        if args.check:
            parser.error("--learn-from writes the catalogue: it cannot go with --check")
        try:
            filled, skipped = learn(args.lang, args.learn_from)
        except LessonError as err:
            print(err, file=sys.stderr)
            return 2
        print(f"{len(filled)} messages translated from {args.learn_from} (read them again in the .po):")
        print("".join(f"    {' '.join(msgid.split())[:100]}\n" for msgid in filled), end="")
        for lesson in skipped:
            print(f"    {lesson}: nothing read from it (its cells do not match its English lesson's)")
    strings = catalogue(args.lang)
    report, changed, written = [], [], set()
    for english in args.lessons:
        script = english.read_text(encoding="utf-8")
        try:
            done = translate(script, args.lang, strings, str(english))
            target = translated_path(english, args.lang, strings)
        except LessonError as err:
            print(err, file=sys.stderr)
            return 2
        untranslated_code = [s for s in [english.stem, *code_strings(script)] if not strings.get(s)]
        report += _report(target, done, untranslated_code)
        written.add(target)
        if not target.exists() or target.read_text(encoding="utf-8") != done.text:
            changed.append(target)
            if not args.check:
                target.parent.mkdir(exist_ok=True)
                target.write_text(done.text, encoding="utf-8")
    numbers = {english.stem[:3] for english in args.lessons}
    old = {p for target in written for p in target.parent.glob("[0-9][0-9]_*.py") if p.stem[:3] in numbers}
    for stale in sorted(old - written):
        changed.append(stale)  # a lesson renamed or gone: its old translation, and the notebook paired with it
        if not args.check:
            stale.unlink()
            stale.with_suffix(".ipynb").unlink(missing_ok=True)
    for line in report:
        print(line)
    verb = "would change" if args.check else "written"
    print(f"{len(args.lessons)} lessons in {args.lang}: {len(changed)} {verb}" + "".join(f"\n    {p}" for p in changed))
    if report:
        print("Translate the messages above in the .po, then run make translations again.")
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    raise SystemExit(main())
