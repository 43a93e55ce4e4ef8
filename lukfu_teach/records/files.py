"""Files written whole or not at all (FORMAT.md): a temporary file in the same folder, then a rename.

``write_whole`` replaces a file in one step: a reader sees the old file or the
new one, never half of one, and a failed write (a full disk, a size limit)
leaves the old file as it was. A symbolic link at the target is replaced by
the new file; what it pointed to is never rewritten in place. A command's own
input files are never written over. ``write_new`` never replaces anything: it
picks a fresh name next to the one asked for.

An output that is not a file is written to, never replaced: a character device
(``/dev/null``, a terminal), a FIFO, one of this process's own descriptors
(``/dev/stdout``, ``/dev/fd/3``), or a link to one of them; a failed write
(``/dev/full``) raises ``OSError`` as a full disk does. A rename happens only
over a regular file (or nothing, or a link to one); a block device or a socket
is refused (``OutputError``).
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import stat
import time
from collections.abc import Iterable
from pathlib import Path

from ..errors import LukFuError
from ..i18n import L_, N_, SOURCE, Text, get_language

_MAX_TRIES = 1000
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)


class OutputError(LukFuError):
    """A file the package refuses to write, e.g. over one of a command's own inputs."""


PathLike = str | os.PathLike[str]


def write_whole(path: PathLike, text: str | bytes, *, inputs: Iterable[PathLike] = ()) -> Path:
    """Write ``text`` (UTF-8) to ``path`` whole or not at all, never over one of ``inputs``.

    Raises ``OutputError`` for an input, ``OSError`` when the file cannot be written
    (the old file, if any, is then unchanged and no temporary file is left).
    """
    target = _file_path(path)
    data = text.encode("utf-8") if isinstance(text, str) else bytes(text)  # fails before any file is touched
    refuse_inputs(target, inputs)
    if _write_through(target, data):
        return target
    try:
        mode = stat.S_IMODE(os.lstat(target).st_mode) if stat.S_ISREG(os.lstat(target).st_mode) else None
    except OSError:
        mode = None
    temp = _write_temp(target, data, mode)
    try:
        os.replace(temp, target)
    except BaseException:
        _remove(temp)
        raise
    _sync_folder(target.parent)
    return target


def write_new(path: PathLike, text: str | bytes) -> Path:
    """Write ``text`` whole to ``path``, or to ``name-2.json``, ``name-3.json``, ... if it exists; return the
    path written. Nothing that exists is ever replaced (not even a dangling link)."""
    target = _file_path(path)
    data = text.encode("utf-8") if isinstance(text, str) else bytes(text)
    temp = _write_temp(target, data, None)
    try:
        for n in range(1, _MAX_TRIES + 1):
            candidate = target if n == 1 else target.with_name(f"{target.stem}-{n}{target.suffix}")
            try:  # the name is ours only if we create it (not even a dangling link counts as free)
                os.close(os.open(candidate, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW, 0o666))
            except FileExistsError:
                continue
            try:
                os.replace(temp, candidate)  # over our own empty placeholder only
            except BaseException:
                _remove(candidate)
                raise
            _sync_folder(target.parent)
            return candidate
        raise FileExistsError(17, L_("{count} files named like it exist already", count=_MAX_TRIES), str(target))
    finally:
        _remove(temp)


# What the system says about a file, in words a learner reads: the C library's messages are English only.
_OS_REASONS = {
    errno.ENOENT: N_("No such file or directory"),
    errno.EACCES: N_("Permission denied"),
    errno.EPERM: N_("Operation not permitted"),
    errno.EISDIR: N_("Is a directory"),
    errno.ENOTDIR: N_("Not a directory"),
    errno.ENOSPC: N_("No space left on device"),
    errno.EROFS: N_("Read-only file system"),
    errno.EFBIG: N_("File too large"),
    errno.EEXIST: N_("File exists"),
    errno.ELOOP: N_("Too many levels of symbolic links"),
    errno.ENAMETOOLONG: N_("File name too long"),
    errno.EINVAL: N_("Invalid argument"),
    errno.EIO: N_("Input/output error"),
}


class OSReason(Text):
    """Why the system refused a file (``err.strerror``), in the learner's language: the system's
    own English words in English, the catalogue's for a known error number in another language."""

    __slots__ = ("errno", "strerror")

    def __init__(self, err: OSError) -> None:
        self.errno, self.strerror = err.errno, err.strerror

    def render(self, lang: str | None = None) -> str:
        strerror = self.strerror
        if isinstance(strerror, Text):  # our own reason (``_file_path``)
            return strerror.render(lang)
        code = get_language() if lang is None else lang
        known = _OS_REASONS.get(self.errno)  # type: ignore[arg-type]
        if code == SOURCE or known is None:
            return str(strerror or "")
        return L_(known).render(code)


def os_reason(err: OSError) -> OSReason:
    """``err.strerror`` as a ``Text`` that shows in the learner's language."""
    return OSReason(err)


def refuse_inputs(target: Path, inputs: Iterable[PathLike]) -> None:
    """Raise ``OutputError`` when ``target`` is (or leads to) one of ``inputs``."""
    for source in inputs:
        same = os.path.realpath(target) == os.path.realpath(source)
        if not same:
            with contextlib.suppress(OSError, ValueError):
                same = os.path.samefile(target, source)
        if same:
            raise OutputError(L_("{target}: this is the input file {source}; write the output to another file",
                                 target=str(target), source=os.fspath(source)))  # fmt: skip


FIFO_WAIT = 5.0  # seconds to wait for a program to read from a FIFO before giving up


def _write_through(target: Path, data: bytes) -> bool:
    """Write ``data`` to ``target`` in place when it is not a file to replace (a device, a FIFO, a descriptor of
    this process, or a link to one); ``False``: it is a file (or nothing), to be replaced whole."""
    descriptor = _own_descriptor(target)
    if descriptor is not None:
        _write_all(descriptor, data)
        return True
    try:
        mode = os.lstat(target).st_mode
        if stat.S_ISLNK(mode):
            mode = os.stat(target).st_mode
    except FileNotFoundError:  # nothing there, or a link to nothing: a new file
        return False
    if stat.S_ISREG(mode):
        return False
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, L_("Is a directory (give a file name)"), str(target))
    if not (stat.S_ISCHR(mode) or stat.S_ISFIFO(mode)):  # a block device, a socket
        raise OutputError(L_("{target}: not a file, a terminal, a FIFO or a device such as /dev/null; give a file "
                             "name", target=str(target)))  # fmt: skip
    fd = _open_fifo(target) if stat.S_ISFIFO(mode) else os.open(target, os.O_WRONLY | getattr(os, "O_NOCTTY", 0))
    try:
        _write_all(fd, data)
    finally:
        os.close(fd)
    return True


def _own_descriptor(target: Path) -> int | None:
    """The descriptor of this process that ``target`` names (``/dev/stdout``, ``/dev/fd/1``, ``/proc/self/fd/1``),
    following links, or ``None``: written to as it is (appending where it appends), as a shell does."""
    path = os.fspath(target)
    for _ in range(40):
        folder, name = os.path.split(os.path.abspath(path))
        if name.isdigit() and folder in ("/dev/fd", "/proc/self/fd", f"/proc/{os.getpid()}/fd"):
            return int(name)
        try:
            path = os.path.join(os.path.dirname(path), os.readlink(path))
        except OSError:  # not a link (any more)
            return None
    return None


def _open_fifo(target: Path) -> int:
    """A FIFO opened for writing once a program reads from it (``FIFO_WAIT`` seconds at most)."""
    deadline = time.monotonic() + FIFO_WAIT
    while True:
        try:
            fd = os.open(target, os.O_WRONLY | os.O_NONBLOCK)
        except OSError as err:
            if err.errno != errno.ENXIO or time.monotonic() > deadline:
                if err.errno == errno.ENXIO:
                    raise OSError(errno.ENXIO, L_("No program is reading from this FIFO"), str(target)) from None
                raise
            time.sleep(0.05)
            continue
        os.set_blocking(fd, True)
        return fd


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def _file_path(path: PathLike) -> Path:
    """``path`` as the path of a file, or ``OSError`` when it can only name a folder (``""``, ``.``, ``x/``)."""
    text = os.fspath(path)
    target = Path(text)
    if not text or text.endswith(("/", os.sep)) or target.name in ("", ".", ".."):
        raise IsADirectoryError(errno.EISDIR, L_("Is a directory (give a file name)"), text)
    if "\0" in text:
        raise OSError(errno.EINVAL, L_("Invalid file name (a NUL character)"), text.replace("\0", "\\0"))
    return target


def _write_temp(target: Path, data: bytes, mode: int | None) -> Path:
    """A new file next to ``target`` holding ``data``, flushed to the disk."""
    for _ in range(_MAX_TRIES):
        temp = target.with_name(f".{target.name[:80]}.{secrets.token_hex(6)}.tmp")
        try:
            fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW, 0o666)
        except FileExistsError:
            continue
        break
    else:
        raise FileExistsError(17, L_("no free temporary name"), str(target))
    try:
        with os.fdopen(fd, "wb") as out:
            if mode is not None and hasattr(os, "fchmod"):
                os.fchmod(out.fileno(), mode)
            out.write(data)
            out.flush()
            with contextlib.suppress(AttributeError):  # not every platform has fsync (Pyodide in a browser)
                os.fsync(out.fileno())
    except BaseException:
        _remove(temp)
        raise
    return temp


def _remove(path: Path) -> None:
    with contextlib.suppress(OSError):
        os.unlink(path)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (where the system allows opening a folder)."""
    with contextlib.suppress(OSError, AttributeError):
        fd = os.open(folder if str(folder) else ".", os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
