"""Files written whole or not at all (issue 10, FORMAT.md)."""

import os
import resource
import stat
import subprocess
import sys
import textwrap
from unittest import mock

import pytest

from lukfu_teach.files import OutputError, write_new, write_whole


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
