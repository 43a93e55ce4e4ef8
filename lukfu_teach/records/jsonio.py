"""Reading JSON we do not trust: whole files with a size cap, strict UTF-8, and a scan for what
``json`` lets through (duplicate keys, hostile nesting, lone surrogates, non-finite numbers).

Every refusal is a ``FormatError`` (an unreadable file: too big, not UTF-8, not JSON, nested
too deeply) or a ``RecordError`` naming the place (``moves[3].note``), never another exception.
"""

from __future__ import annotations

import json
import math
import os
import re
from pathlib import Path
from typing import IO, Any

from ..errors import FormatError, RecordError
from ..i18n import L_, N_, Text
from .files import os_reason

MAX_BYTES = 8 * 1024 * 1024  # a record is a few kilobytes; this is thousands of times that
MAX_DIGITS = 40  # no number in a record needs more
MAX_DEPTH = 32  # the deepest record is about ten levels (moves[i].why.alternatives[j].move.lead[k])
_SURROGATE = re.compile("[\ud800-\udfff]")
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_C1 = re.compile("[\x7f-\x9f]")


def place_of(parent: str, key: str | int) -> str:
    """The place of a key or index inside ``parent``: ``moves[3]``, ``moves[3].why``, ``title."a b"``."""
    if isinstance(key, int):
        return f"{parent}[{key}]"
    name = key if _NAME.fullmatch(key) else quoted(key)
    return f"{parent}.{name}" if parent else name


def quoted(value: Any, most: int = 40) -> str:
    """A JSON value as a message quotes it: short, one line, every control character escaped;
    an object or a list is named (``an object``, in the current language)."""
    return str(quote(value, most))


def quote(value: Any, most: int = 40) -> str | Text:
    """``quoted(value)`` for a lazy message: an object or a list is named in the language it is shown in."""
    if isinstance(value, dict):
        return L_("an object")
    if isinstance(value, (list, tuple)):
        return L_("a list")
    try:
        text = json.dumps(value, ensure_ascii=False)
        if _SURROGATE.search(text):
            text = json.dumps(value)
    except (TypeError, ValueError):  # not JSON at all (a Python object handed to ``from_json``)
        return type(value).__name__
    text = _C1.sub(lambda m: f"\\u{ord(m[0]):04x}", text)  # JSON leaves DEL and the C1 controls raw
    if len(text) <= most:
        return text
    return text[: most - 4] + ('..."' if isinstance(value, str) else "...")


def cannot_read(source: object, reason: str | Text) -> Text:
    return L_("cannot read {source}: {reason}", source=source, reason=reason)


def read_bytes(source: str | os.PathLike[str], limit: int = MAX_BYTES) -> bytes:
    """The bytes of a file, at most ``limit``: a pipe or a device is read until it ends or
    reaches the cap, so an endless source (``/dev/zero``, a pipe that never ends) stops there."""
    try:
        fd = os.open(source, os.O_RDONLY)
    except OSError as err:
        raise FormatError("", cannot_read(source, os_reason(err))) from None
    except ValueError as err:  # an embedded NUL byte
        reason = L_("embedded null byte") if str(err) == "embedded null byte" else str(err)
        raise FormatError("", cannot_read(repr(source), reason)) from None
    try:
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as err:
        raise FormatError("", cannot_read(source, os_reason(err))) from None
    finally:
        os.close(fd)
    if size > limit:
        raise FormatError("", too_big(limit))
    return b"".join(chunks)


def read_stream(stream: IO[Any], limit: int = MAX_BYTES) -> str | bytes:
    """What an open file holds, at most ``limit`` characters or bytes."""
    try:
        data = stream.read(limit + 1)
    except OSError as err:
        raise FormatError("", L_("cannot read the file: {reason}", reason=os_reason(err))) from None
    except UnicodeDecodeError as err:
        raise FormatError("", not_utf8(err)) from None
    if len(data) > limit:
        raise FormatError("", too_big(limit))
    return data


def too_big(limit: int) -> Text:
    return L_("larger than {mb} MB: not a deal record (a record is a few kilobytes)", mb=limit // (1024 * 1024))


# What Python's UTF-8 decoder and JSON reader say, in words a learner reads (English: as Python says it).
_DECODE_REASONS = {
    "invalid start byte": N_("invalid start byte"),
    "invalid continuation byte": N_("invalid continuation byte"),
    "unexpected end of data": N_("unexpected end of data"),
}
_JSON_PROBLEMS = {
    "Expecting value": N_("Expecting value"),
    "Expecting property name enclosed in double quotes": N_("Expecting property name enclosed in double quotes"),
    "Expecting ',' delimiter": N_("Expecting ',' delimiter"),
    "Expecting ':' delimiter": N_("Expecting ':' delimiter"),
    "Extra data": N_("Extra data"),
    "Unterminated string starting at": N_("Unterminated string starting at"),
    "Invalid control character at": N_("Invalid control character at"),
    "Invalid \\escape": N_("Invalid \\escape"),
    "Invalid \\uXXXX escape": N_("Invalid \\uXXXX escape"),
    "Illegal trailing comma before end of object": N_("Illegal trailing comma before end of object"),
    "Illegal trailing comma before end of array": N_("Illegal trailing comma before end of array"),
}


def not_utf8(err: UnicodeDecodeError) -> Text:
    reason = L_(_DECODE_REASONS[err.reason]) if err.reason in _DECODE_REASONS else err.reason
    return L_("not UTF-8 text: {reason} at byte {start}", reason=reason, start=err.start)


def not_json(err: ValueError) -> Text:
    """``not JSON: Expecting value: line 1 column 1 (char 0)``, in the learner's language."""
    if isinstance(err, json.JSONDecodeError):
        problem = L_(_JSON_PROBLEMS[err.msg]) if err.msg in _JSON_PROBLEMS else err.msg
        return L_("not JSON: {problem}: line {line} column {column} (char {char})", problem=problem,
                  line=err.lineno, column=err.colno, char=err.pos)  # fmt: skip
    reason = err.args[0] if err.args and isinstance(err.args[0], Text) else str(err)
    return L_("not JSON: {reason}", reason=reason)


def parse(text: str | bytes, limit: int = MAX_BYTES) -> Any:
    """JSON text -> Python values, refusing what a deal record can never be (see the module docstring)."""
    if len(text) > limit:
        raise FormatError("", too_big(limit))
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as err:
            raise FormatError("", not_utf8(err)) from None
    if text.startswith("\ufeff"):  # a byte order mark, as some editors save UTF-8
        text = text[1:]
    if not text.strip():
        raise FormatError("", L_("empty: not JSON (a deal record is a JSON object)"))
    duplicates: dict[int, str] = {}
    kept: list[dict] = []  # keeps the objects alive, so their ids stay theirs

    def pairs(items: list[tuple[str, Any]]) -> dict:
        obj: dict = {}
        for key, value in items:
            if key in obj and id(obj) not in duplicates:
                duplicates[id(obj)] = key
            obj[key] = value
        if id(obj) in duplicates:
            kept.append(obj)
        return obj

    try:
        data = json.loads(text, object_pairs_hook=pairs, parse_constant=_no_constant, parse_int=_whole)
    except FormatError:
        raise
    except RecursionError:
        raise FormatError("", too_deep()) from None
    except ValueError as err:  # JSONDecodeError, a number too long to read
        raise FormatError("", not_json(err)) from None
    scan(data, duplicates)
    return data


def too_deep() -> Text:
    return L_("nested too deeply (a record is at most {depth} levels deep)", depth=MAX_DEPTH)


def _no_constant(name: str) -> Any:
    raise FormatError("", L_("not JSON: {reason}", reason=L_("{name} is not a JSON number", name=name)))


def _whole(digits: str) -> int:
    if len(digits) > MAX_DIGITS:
        raise FormatError("", L_("a number of {n} digits: too long for a deal record", n=len(digits)))
    return int(digits)


def scan(data: Any, duplicates: dict[int, str] | None = None) -> None:
    """Refuse nesting deeper than ``MAX_DEPTH``, duplicate keys, lone surrogates and non-finite
    numbers, each with its place (iteratively: no nesting can exhaust the stack)."""
    duplicates = duplicates or {}
    stack: list[tuple[Any, str, int]] = [(data, "", 0)]
    while stack:
        value, place, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise FormatError("", too_deep())
        if isinstance(value, str):
            _text(value, place)
        elif isinstance(value, float) and not math.isfinite(value):
            raise RecordError(place, L_("{value} is not a finite number", value=str(value)))
        elif isinstance(value, dict):
            if id(value) in duplicates:
                key = duplicates[id(value)]
                twice = L_("the key {key} appears twice; give it once", key=quote(key))
                raise RecordError(place_of(place, key), twice)
            for key, item in value.items():
                if isinstance(key, str):
                    _text(key, place_of(place, key))
                stack.append((item, place_of(place, key) if isinstance(key, str) else place, depth + 1))
        elif isinstance(value, (list, tuple)):
            stack.extend((item, place_of(place, i), depth + 1) for i, item in enumerate(value))


def _text(value: str, place: str) -> None:
    bad = _SURROGATE.search(value)
    if bad:
        code = f"\\u{ord(bad.group()):04x}"
        reason = L_("text with invalid Unicode: a lone surrogate {code} at character {index}", code=code,
                    index=bad.start())  # fmt: skip
        raise RecordError(place, reason)


def loads_file(path: str | Path) -> Any:
    """A file's JSON, read and checked as ``parse`` does."""
    return parse(read_bytes(path))
