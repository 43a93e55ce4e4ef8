"""The drills' progress (``drills.progress``): events kept in a file that two lessons share without losing an
answer, a bad file that never breaks or hangs the drills, ``LUKFU_PROGRESS=memory`` honoured by every widget,
and the deals played (issue 24, items 4 and 5; issue 21)."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from helpers import known
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lukfu_teach import course
from lukfu_teach.drills import Progress
from lukfu_teach.drills.progress import MAX_BYTES, FileStore, StoreError, read_state
from lukfu_teach.errors import ChoiceError, LukFuError

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "lukfu_teach" / "examples" / "must_beat.json"


def on_disk(path: Path) -> dict:
    return json.loads(path.read_text())


# -- two writers, one file -----------------------------------------------------------------------------

WRITER = textwrap.dedent(
    """
    import sys
    from lukfu_teach.drills import Progress
    path, name = sys.argv[1], sys.argv[2]
    progress = Progress(path)  # opened before the other writer has written anything
    for i in range(100):
        progress.record(f"{name}-{i % 7}", correct=False, answer=f"{name} {i}")
        progress.record("shared", correct=False)
    progress.add_score(name, 1, 2)
    assert not progress.problem, progress.problem
    """
)


def test_two_programs_writing_one_progress_file_lose_no_answer(tmp_path: Path) -> None:
    path = tmp_path / "lukfu_progress.json"
    writers = [
        subprocess.Popen([sys.executable, "-c", WRITER, str(path), name], stderr=subprocess.PIPE, text=True)
        for name in ("a", "b")
    ]
    for writer in writers:
        _, err = writer.communicate(timeout=300)
        assert writer.returncode == 0, err
    saved = read_state(on_disk(path))
    assert saved.entry("shared").tries == 200
    assert sum(saved.entry(f"{n}-{i}").tries for n in "ab" for i in range(7)) == 200
    assert sorted(s.name for s in saved.scores) == ["a", "b"]
    assert saved.entry("a-0").wrong == [f"a {i}" for i in range(0, 100, 7)][-10:]  # the last ten, in order


def test_a_progress_object_sees_what_another_saved_once_it_saves() -> None:
    one, two = Progress.in_memory(), Progress.in_memory()
    assert one.mark("x") == two.mark("x") == ""


def test_two_progress_objects_in_one_process_merge(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    lesson_03, lesson_10 = Progress(path), Progress(path)
    lesson_03.record("beat-single", correct=True)
    lesson_10.add_score("final", 3, 4)
    assert lesson_10.mark("beat-single") == "star"  # taken in at its save
    lesson_03.record("must-beat", correct=False)
    saved = read_state(on_disk(path))
    assert saved.mark("beat-single") == "star" and saved.entry("must-beat").tries == 1 and len(saved.scores) == 1


def test_unsaved_events_wait_for_the_next_save(tmp_path: Path) -> None:
    progress = Progress(tmp_path / "p.json", autosave=False)
    progress.record("deck-size", correct=True)
    assert not (tmp_path / "p.json").exists() and progress.mark("deck-size") == "star"
    progress.reload()  # what the file keeps, then the events not kept yet
    assert progress.mark("deck-size") == "star"
    assert progress.save() and on_disk(tmp_path / "p.json")["drills"]["deck-size"]["solved"] is True


# -- LUKFU_PROGRESS ------------------------------------------------------------------------------------


def test_widgets_made_without_progress_honour_lukfu_progress_memory(tmp_path, monkeypatch) -> None:
    from lukfu_teach.widgets import DrillRecap, DrillSequence, DrillWidget

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("LUKFU_PROGRESS", "memory")
    widget = DrillWidget("deck-size")
    widget.answer(36)
    sequence = DrillSequence(["deck-size", "suit-order"])
    assert sequence.marks[0].description == "1 ★"  # the kernel's one Progress, in memory
    assert DrillRecap(["deck-size"]).recap.done == ("deck-size",)
    assert list(tmp_path.iterdir()) == []  # no file written
    monkeypatch.setenv("LUKFU_PROGRESS", str(tmp_path / "mine.json"))
    DrillWidget("suit-order").answer("C S M T")
    assert read_state(on_disk(tmp_path / "mine.json")).mark("suit-order") == "star"


# -- a bad progress file ---------------------------------------------------------------------------------


def test_a_lone_surrogate_in_the_file_is_refused_and_answers_are_saved(tmp_path: Path) -> None:
    path = tmp_path / "lukfu_progress.json"
    path.write_text('{"format": "lukfu-progress", "version": 1, "drills": {"\\udc80": {"tries": 1}}}')
    progress = Progress(path)
    assert "lone surrogate" in progress.problem and "starts afresh" in progress.problem
    progress.record("deck-size", correct=True)  # no UnicodeEncodeError
    assert read_state(on_disk(path)).mark("deck-size") == "star"
    assert "\\udc80" in (tmp_path / "lukfu_progress.json.bak").read_text()


def test_deep_nesting_is_refused_without_recursion_error(tmp_path: Path) -> None:
    path = tmp_path / "lukfu_progress.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    progress = Progress(path)
    assert "nested too deeply" in progress.problem
    progress.record("deck-size", correct=True)
    assert "kept as lukfu_progress.json.bak" in progress.problem
    progress.record("suit-order", correct=True)
    assert progress.problem == ""


def test_a_fifo_named_like_the_progress_file_does_not_hang(tmp_path: Path) -> None:
    path = tmp_path / "lukfu_progress.json"
    os.mkfifo(path)
    progress = Progress(path)  # opened without blocking, found not to be a file
    assert "not a regular file" in progress.problem
    progress.record("deck-size", correct=True)
    assert stat.S_ISFIFO(os.lstat(tmp_path / "lukfu_progress.json.bak").st_mode)  # moved aside, as it was
    assert read_state(on_disk(path)).mark("deck-size") == "star"


def test_a_large_file_is_kept_whole_in_its_bak(tmp_path: Path) -> None:
    path = tmp_path / "lukfu_progress.json"
    big = json.dumps({"format": "lukfu-progress", "version": 1, "drills": {}, "pad": "x" * (MAX_BYTES + 10)})
    path.write_text(big)
    progress = Progress(path)
    assert (
        f"larger than {MAX_BYTES} bytes" in progress.problem and "kept as lukfu_progress.json.bak" in progress.problem
    )
    progress.record("deck-size", correct=True)
    assert (tmp_path / "lukfu_progress.json.bak").read_text() == big  # whole, not cut
    assert "kept as lukfu_progress.json.bak" in progress.problem  # said once, when it happens
    progress.record("suit-order", correct=True)
    assert progress.problem == ""  # the warning clears after a good save


def test_a_symlink_to_a_private_file_copies_nothing_into_a_readable_file(tmp_path: Path) -> None:
    secret = tmp_path / "secret"
    secret.write_text("the teacher's private notes")
    secret.chmod(0o600)
    path = tmp_path / "lukfu_progress.json"
    path.symlink_to(secret)
    progress = Progress(path)
    assert "starts afresh" in progress.problem
    progress.record("deck-size", correct=True)
    bak = tmp_path / "lukfu_progress.json.bak"
    assert bak.is_symlink() and os.readlink(bak) == str(secret)  # the link moved aside, the file untouched
    assert secret.read_text() == "the teacher's private notes" and stat.S_IMODE(secret.stat().st_mode) == 0o600
    assert "private" not in path.read_text() and not path.is_symlink()


def test_a_symlink_to_a_private_progress_file_is_written_through_and_stays_private(tmp_path: Path) -> None:
    real = tmp_path / "real.json"
    Progress(real).record("deck-size", correct=True)
    real.chmod(0o600)
    path = tmp_path / "lukfu_progress.json"
    path.symlink_to(real)
    Progress(path).record("suit-order", correct=True)
    assert path.is_symlink() and stat.S_IMODE(real.stat().st_mode) == 0o600
    assert set(on_disk(real)["drills"]) == {"deck-size", "suit-order"}


def test_first_try_without_solved_earns_no_star(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    path.write_text('{"format": "lukfu-progress", "version": 1, "drills": {"deck-size": {"first_try": true}}}')
    progress = Progress(path)
    assert progress.problem == "" and progress.mark("deck-size") == ""
    assert progress.recap(course.drills("01")).starred == ()


def test_a_folder_named_like_the_file_is_told_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "lukfu_progress.json"
    path.mkdir()
    progress = Progress(path)
    progress.record("deck-size", correct=True)
    assert "Could not save your progress" in progress.problem and path.is_dir()
    assert progress.mark("deck-size") == "star"  # still held while the kernel runs


def test_a_locked_file_delays_the_save_and_loses_nothing(tmp_path: Path, monkeypatch) -> None:
    import fcntl

    from lukfu_teach.drills import progress as module

    monkeypatch.setattr(module, "LOCK_WAIT", 0.2)
    path = tmp_path / "p.json"
    progress = Progress(path)
    lock = os.open(tmp_path / ".p.json.lock", os.O_RDWR | os.O_CREAT)
    fcntl.flock(lock, fcntl.LOCK_EX)
    progress.record("deck-size", correct=True)
    assert "busy" in progress.problem and not path.exists()
    os.close(lock)
    progress.record("suit-order", correct=False)
    assert progress.problem == ""
    saved = read_state(on_disk(path))
    assert saved.mark("deck-size") == "star" and saved.entry("suit-order").tries == 1


def test_a_system_whose_fcntl_has_no_flock_saves_without_the_lock(tmp_path: Path, monkeypatch) -> None:
    """Pyodide, the course site's Python in the browser, has an ``fcntl`` module without ``flock``."""
    import types

    monkeypatch.setitem(sys.modules, "fcntl", types.ModuleType("fcntl"))
    path = tmp_path / "p.json"
    Progress(path).record("deck-size", correct=True)
    assert read_state(on_disk(path)).mark("deck-size") == "star"


# -- events and deals --------------------------------------------------------------------------------------


def test_events_that_are_not_ones_are_refused() -> None:
    progress = Progress.in_memory()
    for event in ({"event": "answer"}, {"event": "answer", "drill": "x", "correct": 1}, {"event": "nope"},
                  {"event": "answer", "drill": "x", "correct": True, "answer": 5}, {"event": "reset", "drills": "x"},
                  {"event": "score", "name": "t", "score": 3, "total": 2}, {"event": "deal", "record": []}):  # fmt: skip
        with pytest.raises(ValueError):
            progress.apply(event)
    assert progress.entries == {} and progress.scores == []


def test_a_finished_deal_is_kept_with_its_record_seat_and_net_points(tmp_path: Path) -> None:
    from lukfu_teach.records import record

    finished = record.load(EXAMPLE)
    progress = Progress(tmp_path / "p.json")
    progress.add_deal(finished, seat=1)
    progress.add_deal(finished.to_json())
    net = known(finished.result).net
    assert [(d.seat, d.net) for d in progress.deals] == [(1, net[1]), (0, net[0])]
    again = Progress(tmp_path / "p.json")
    assert record.from_json(again.deals[0].record).result == finished.result
    with pytest.raises(ChoiceError):
        progress.add_deal(finished, seat=3)
    with pytest.raises(LukFuError):
        progress.add_deal({"format": "nope"})
    unfinished = record.Record.from_deal(finished.start())
    with pytest.raises(ChoiceError, match="not finished"):
        progress.add_deal(unfinished)
    assert len(progress.deals) == 2


def test_a_store_that_fails_keeps_the_events_and_says_so() -> None:
    class Away:
        path = None
        up = False

        def load(self):
            return None, None

        def save(self, events):
            if not self.up:
                raise StoreError("away")
            self.kept = list(events)
            return None, None

    store = Away()
    progress = Progress(store=store)
    progress.record("deck-size", correct=False, answer="35")
    progress.record("deck-size", correct=True)
    assert progress.problem == "away" and progress.mark("deck-size") == "tick"
    store.up = True
    progress.reveal("suit-order")
    assert progress.problem == "" and [e["event"] for e in store.kept] == ["answer", "answer", "reveal"]
    assert len({e["id"] for e in store.kept}) == 3


# -- fuzzing the progress file -----------------------------------------------------------------------------

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 10**6) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)
KEYS = st.sampled_from(["drills", "assessments", "deals", "tries", "solved", "first_try", "shown", "wrong",
                        "name", "score", "total", "record", "seat", "net", "format", "version"])  # fmt: skip
SHAPED = st.fixed_dictionaries(
    {"format": st.just("lukfu-progress"), "version": st.just(1)},
    optional={
        "drills": st.dictionaries(st.text(max_size=10), st.dictionaries(KEYS, JSON, max_size=5), max_size=4) | JSON,
        "assessments": st.lists(st.dictionaries(KEYS, JSON, max_size=5), max_size=3) | JSON,
        "deals": st.lists(st.dictionaries(KEYS, JSON, max_size=4), max_size=2) | JSON,
    },
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(content=SHAPED.map(json.dumps) | JSON.map(json.dumps) | st.binary(max_size=200))
def test_fuzzed_progress_files_never_break_the_drills(tmp_path_factory, content) -> None:
    """Whatever the file holds: read or refused with one short message, then an answer is saved and read back."""
    folder = tmp_path_factory.mktemp("fuzz")
    path = folder / "lukfu_progress.json"
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8", "surrogatepass"))
    progress = Progress(path)
    assert len(progress.problem) < 400 and "\n" not in progress.problem
    before = progress.entry("deck-size").tries
    progress.record("deck-size", correct=False, answer="35")
    progress.mark("deck-size")
    progress.recap(course.drills("01"))
    assert progress.problem == "" or "kept as lukfu_progress.json.bak" in progress.problem
    saved = Progress(path)
    assert saved.problem == "" and saved.entry("deck-size").tries == before + 1
    assert FileStore(path).load()[1] is None
