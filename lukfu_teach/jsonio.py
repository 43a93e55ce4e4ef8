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

from .errors import FormatError, RecordError

MAX_BYTES = 8 * 1024 * 1024  # a record is a few kilobytes; this is thousands of times that
MAX_DIGITS = 40  # no number in a record needs more
MAX_DEPTH = 32  # the deepest record is about ten levels (moves[i].why.alternatives[j].move.lead[k])
_SURROGATE = re.compile("[\ud800-\udfff]")
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def place_of(parent: str, key: str | int) -> str:
    """The place of a key or index inside ``parent``: ``moves[3]``, ``moves[3].why``, ``title."a b"``."""
    if isinstance(key, int):
        return f"{parent}[{key}]"
    name = key if _NAME.fullmatch(key) else quoted(key)
    return f"{parent}.{name}" if parent else name


def quoted(value: Any, most: int = 40) -> str:
    """A JSON value as a message quotes it: short, one line, every control character escaped."""
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, (list, tuple)):
        return "a list"
    try:
        text = json.dumps(value, ensure_ascii=False)
        if _SURROGATE.search(text):
            text = json.dumps(value)
    except (TypeError, ValueError):  # not JSON at all (a Python object handed to ``from_json``)
        return type(value).__name__
    if len(text) <= most:
        return text
    return text[: most - 4] + ('..."' if isinstance(value, str) else "...")


def read_bytes(source: str | os.PathLike[str], limit: int = MAX_BYTES) -> bytes:
    """The bytes of a file, at most ``limit``: a pipe or a device is read until it ends or
    reaches the cap, so an endless source (``/dev/zero``, a pipe that never ends) stops there."""
    try:
        fd = os.open(source, os.O_RDONLY)
    except OSError as err:
        raise FormatError("", f"cannot read {source}: {err.strerror}") from None
    except ValueError as err:  # an embedded NUL byte
        raise FormatError("", f"cannot read {source!r}: {err}") from None
    try:
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as err:
        raise FormatError("", f"cannot read {source}: {err.strerror}") from None
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
        raise FormatError("", f"cannot read the file: {err.strerror}") from None
    except UnicodeDecodeError as err:
        raise FormatError("", f"not UTF-8 text: {err.reason} at byte {err.start}") from None
    if len(data) > limit:
        raise FormatError("", too_big(limit))
    return data


def too_big(limit: int) -> str:
    return f"larger than {limit // (1024 * 1024)} MB: not a deal record (a record is a few kilobytes)"


def parse(text: str | bytes, limit: int = MAX_BYTES) -> Any:
    """JSON text -> Python values, refusing what a deal record can never be (see the module docstring)."""
    if len(text) > limit:
        raise FormatError("", too_big(limit))
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as err:
            raise FormatError("", f"not UTF-8 text: {err.reason} at byte {err.start}") from None
    if text.startswith("\ufeff"):  # a byte order mark, as some editors save UTF-8
        text = text[1:]
    if not text.strip():
        raise FormatError("", "empty: not JSON (a deal record is a JSON object)")
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
        raise FormatError("", f"nested too deeply (a record is at most {MAX_DEPTH} levels deep)") from None
    except ValueError as err:  # JSONDecodeError, a number too long to read, NaN
        raise FormatError("", f"not JSON: {err}") from None
    scan(data, duplicates)
    return data


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _whole(digits: str) -> int:
    if len(digits) > MAX_DIGITS:
        raise FormatError("", f"a number of {len(digits)} digits: too long for a deal record")
    return int(digits)


def scan(data: Any, duplicates: dict[int, str] | None = None) -> None:
    """Refuse nesting deeper than ``MAX_DEPTH``, duplicate keys, lone surrogates and non-finite
    numbers, each with its place (iteratively: no nesting can exhaust the stack)."""
    duplicates = duplicates or {}
    stack: list[tuple[Any, str, int]] = [(data, "", 0)]
    while stack:
        value, place, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise FormatError("", f"nested too deeply (a record is at most {MAX_DEPTH} levels deep)")
        if isinstance(value, str):
            _text(value, place)
        elif isinstance(value, float) and not math.isfinite(value):
            raise RecordError(place, f"{value} is not a finite number")
        elif isinstance(value, dict):
            if id(value) in duplicates:
                key = duplicates[id(value)]
                raise RecordError(place_of(place, key), f"the key {quoted(key)} appears twice; give it once")
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
        raise RecordError(place, f"text with invalid Unicode: a lone surrogate {code} at character {bad.start()}")


def loads_file(path: str | Path) -> Any:
    """A file's JSON, read and checked as ``parse`` does."""
    return parse(read_bytes(path))
