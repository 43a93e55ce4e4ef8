"""Files written whole or not at all (issue 10, FORMAT.md)."""

import errno
import os
import resource
import stat
import subprocess
import sys
import textwrap
from unittest import mock

import pytest

from lukfu_teach.records.files import OutputError, write_new, write_whole


def names(folder) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_write_whole_writes_and_replaces_in_one_step(tmp_path):
    target = tmp_path / "a.txt"
    assert write_whole(target, "first ✓") == target and target.read_text(encoding="utf-8") == "first ✓"
    target.chmod(0o640)
    write_whole(target, b"second")
    assert target.read_bytes() == b"second" and names(tmp_path) == ["a.txt"]  # no temporary file left
    assert stat.S_IMODE(target.stat().st_mode) == 0o640  # the file keeps its permissions


def test_a_new_file_gets_the_usual_permissions(tmp_path):
    old = os.umask(0o022)
    try:
        write_whole(tmp_path / "n.txt", "x")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "n.txt").stat().st_mode) == 0o644


def test_a_symlink_is_replaced_not_followed(tmp_path):
    elsewhere = tmp_path / "elsewhere.txt"
    elsewhere.write_text("keep me")
    link = tmp_path / "link.txt"
    link.symlink_to(elsewhere)
    write_whole(link, "new")
    assert elsewhere.read_text() == "keep me" and not link.is_symlink() and link.read_text() == "new"
    dangling = tmp_path / "dangling.txt"
    dangling.symlink_to(tmp_path / "no" / "such" / "file")
    write_whole(dangling, "new")
    assert not dangling.is_symlink() and dangling.read_text() == "new" and not (tmp_path / "no").exists()


def test_an_input_is_never_written_over(tmp_path):
    source = tmp_path / "record.json"
    source.write_text("the record")
    link = tmp_path / "link.html"
    link.symlink_to(source)
    hard = tmp_path / "hard.html"
    os.link(source, hard)
    relative = tmp_path / "sub" / ".." / "record.json"
    (tmp_path / "sub").mkdir()
    for target in (source, link, hard, relative):
        with pytest.raises(OutputError, match="this is the input file"):
            write_whole(target, "handout", inputs=[source])
    assert source.read_text() == "the record" and link.is_symlink()
    write_whole(tmp_path / "other.html", "handout", inputs=[source])


def test_a_failed_write_leaves_the_old_file_and_no_temporary_file(tmp_path):
    target = tmp_path / "out.html"
    target.write_text("old handout")
    with mock.patch("os.fsync", side_effect=OSError(28, "No space left on device")), pytest.raises(OSError):
        write_whole(target, "new handout")
    assert target.read_text() == "old handout" and names(tmp_path) == ["out.html"]
    with mock.patch("os.replace", side_effect=OSError(5, "Input/output error")), pytest.raises(OSError):
        write_whole(target, "new handout")
    assert target.read_text() == "old handout" and names(tmp_path) == ["out.html"]


def test_text_that_cannot_be_encoded_fails_before_any_file_is_touched(tmp_path):
    target = tmp_path / "out.html"
    target.write_text("old")
    with pytest.raises(UnicodeEncodeError):
        write_whole(target, "bad \ud800")
    assert target.read_text() == "old" and names(tmp_path) == ["out.html"]


def test_a_file_size_limit_leaves_the_old_file(tmp_path):
    """A real write failure: the process may write at most 1 kB (``ulimit -f``)."""
    target = tmp_path / "out.txt"
    target.write_text("old content")
    script = textwrap.dedent(f"""
        import resource, sys
        from lukfu_teach.files import write_whole
        resource.setrlimit(resource.RLIMIT_FSIZE, (1024, {resource.RLIM_INFINITY}))
        try:
            write_whole({str(target)!r}, "x" * 100_000)
        except OSError as err:
            print(err.strerror)
            sys.exit(3)
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 3 and done.stdout.strip() == "File too large", done.stderr
    assert target.read_text() == "old content" and names(tmp_path) == ["out.txt"]


def test_a_folder_or_a_missing_folder_is_an_os_error(tmp_path):
    with pytest.raises(OSError):
        write_whole(tmp_path, "x")
    with pytest.raises(FileNotFoundError):
        write_whole(tmp_path / "missing" / "x.txt", "x")
    assert names(tmp_path) == []


def test_write_new_never_replaces_anything(tmp_path):
    first = write_new(tmp_path / "deal.json", "one")
    second = write_new(tmp_path / "deal.json", "two")
    (tmp_path / "deal-3.json").symlink_to(tmp_path / "nowhere")
    fourth = write_new(tmp_path / "deal.json", "four")
    assert (first.name, second.name, fourth.name) == ("deal.json", "deal-2.json", "deal-4.json")
    assert [p.read_text() for p in (first, second, fourth)] == ["one", "two", "four"]
    assert names(tmp_path) == ["deal-2.json", "deal-3.json", "deal-4.json", "deal.json"]
    with pytest.raises(FileNotFoundError):
        write_new(tmp_path / "missing" / "deal.json", "x")


@pytest.mark.parametrize("name", ["", ".", "..", "/", "folder/", "a\0b"])
def test_a_path_that_names_no_file_is_an_os_error(tmp_path, name):
    for write in (write_whole, write_new):
        with pytest.raises(OSError):
            write(name, "x")
    assert names(tmp_path) == []


def test_a_platform_without_fsync_or_hard_links_still_writes(tmp_path, monkeypatch):
    """Pyodide (the course site in a browser) has neither ``os.link`` nor, in places, ``os.fsync``."""
    monkeypatch.delattr(os, "fsync")
    monkeypatch.delattr(os, "link")
    assert write_whole(tmp_path / "a.json", "whole").read_text() == "whole"
    assert write_new(tmp_path / "a.json", "new").name == "a-2.json"
    assert names(tmp_path) == ["a-2.json", "a.json"]


# -- outputs that are not files (issue 24.2): device nodes made in a temporary folder, never the real /dev --

ROOT = pytest.mark.skipif(os.geteuid() != 0, reason="making device nodes needs root")


def device(folder, name: str, major: int, minor: int, kind: int = stat.S_IFCHR):
    """A device node like /dev/null (1, 3) or /dev/full (1, 7), in ``folder``."""
    path = folder / name
    os.mknod(path, kind | 0o666, os.makedev(major, minor))
    return path


@ROOT
def test_a_character_device_is_written_to_never_replaced(tmp_path):
    null = device(tmp_path, "null", 1, 3)
    link = tmp_path / "out.json"
    link.symlink_to(null)
    for target in (null, link):
        assert write_whole(target, "a record") == target
        assert stat.S_ISCHR(os.lstat(null).st_mode) and link.is_symlink()
    assert names(tmp_path) == ["null", "out.json"]  # no temporary file left


@ROOT
def test_a_full_device_reports_the_failed_write(tmp_path):
    full = device(tmp_path, "full", 1, 7)
    with pytest.raises(OSError) as err:
        write_whole(full, "a record")
    assert err.value.errno == errno.ENOSPC and stat.S_ISCHR(os.lstat(full).st_mode) and names(tmp_path) == ["full"]


@ROOT
def test_a_block_device_or_a_socket_is_refused(tmp_path):
    import socket

    block = device(tmp_path, "loop", 7, 200, stat.S_IFBLK)
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(tmp_path / "sock"))
    try:
        for target in (block, tmp_path / "sock"):
            with pytest.raises(OutputError, match="not a file, a terminal, a FIFO or a device"):
                write_whole(target, "x")
    finally:
        server.close()
    assert stat.S_ISBLK(os.lstat(block).st_mode) and stat.S_ISSOCK(os.lstat(tmp_path / "sock").st_mode)


def test_a_fifo_is_written_to_when_a_program_reads_it(tmp_path):
    import threading

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()))
    reader.start()
    write_whole(fifo, "x" * 200_000)  # more than a pipe holds: the writer waits for the reader
    reader.join(10)
    assert got == [b"x" * 200_000] and stat.S_ISFIFO(os.lstat(fifo).st_mode) and names(tmp_path) == ["pipe"]


def test_a_fifo_nobody_reads_is_refused_after_a_while(tmp_path, monkeypatch):
    from lukfu_teach.records import files

    monkeypatch.setattr(files, "FIFO_WAIT", 0.2)
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(OSError) as err:
        write_whole(fifo, "x")
    assert err.value.errno == errno.ENXIO and "No program is reading" in str(files.os_reason(err.value))


def test_a_descriptor_of_this_process_is_written_as_it_is(tmp_path):
    """``-o /dev/stdout``: the standard output is written to (appending where it appends), the link kept."""
    read, write = os.pipe()
    link = tmp_path / "out"
    link.symlink_to(f"/proc/self/fd/{write}")
    try:
        for target in (f"/dev/fd/{write}", f"/proc/self/fd/{write}", link):
            write_whole(target, "ab")
        os.close(write)
        assert os.read(read, 100) == b"ababab" and link.is_symlink()
    finally:
        os.close(read)
    log = tmp_path / "log"
    log.write_text("kept\n")
    with open(log, "a") as appending:
        write_whole(f"/dev/fd/{appending.fileno()}", "added\n")
    assert log.read_text() == "kept\nadded\n"
