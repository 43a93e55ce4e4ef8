"""The ``lukfu-teach`` command: output shapes and exit statuses (FORMAT.md)."""

import inspect
import json
import os
import re
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import random_deals
from test_record import record

from lukfu_teach.cli import main
from lukfu_teach.records.record import Record, dumps


@pytest.fixture
def files(tmp_path):
    def write(name: str, content) -> str:
        path = tmp_path / name
        path.write_text(content if isinstance(content, str) else json.dumps(content))
        return str(path)

    return write


def run(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_check_unfinished_and_finished(files, capsys):
    unfinished = files("u.json", record())
    assert run(capsys, "check", unfinished) == (0, "ok: unfinished, seat 0 to beat or discard\n", "")
    deal = next(d for d in random_deals(30, seed=2) if d.result.winner is not None)
    done = files("d.json", dumps(Record.from_deal(deal)))
    status, out, _ = run(capsys, "check", done)
    r = deal.result
    net = " ".join(f"{n:+d}" if n else "0" for n in r.net)
    assert (
        status == 0
        and out == f"ok: seat {r.winner} ({['You', 'East', 'West'][r.winner]}) wins with {r.fu} fu; net {net}\n"
    )
    drawn = next(d for d in random_deals(100, seed=2) if d.result.winner is None)
    assert run(capsys, "check", files("n.json", dumps(Record.from_deal(drawn)))) == (0, "ok: drawn\n", "")


def test_check_several_files_prefixes_and_returns_the_worst(files, capsys, tmp_path):
    good = files("good.json", record())
    bad_move = record()
    bad_move["moves"][3] = {"seat": 0, "lead": ["C3"]}
    bad = files("bad.json", bad_move)
    not_json = files("junk.json", "{{")
    status, out, _ = run(capsys, "check", good, bad)
    assert status == 1
    assert out.splitlines() == [
        f"{good}: ok: unfinished, seat 0 to beat or discard",
        f"{bad}: moves[3]: seat 0 is not to act; seat 1 is (turn order R3)",
    ]
    status, out, _ = run(capsys, "check", good, bad, not_json, str(tmp_path / "missing.json"))
    assert status == 2 and out.count("\n") == 4 and "not JSON" in out and "cannot read" in out


@pytest.mark.parametrize(
    "content, status",
    [
        ("not json", 2),
        ({"format": "lukfu-deal", "version": 9}, 2),
        ({"format": "other"}, 2),
        (record(hands=[["X9"] * 12] * 3), 1),
        (record(moves=[{"seat": 0, "lead": ["T2", "T3"]}]), 1),
    ],
)
def test_exit_statuses(files, capsys, content, status):
    path = files("r.json", content)
    assert run(capsys, "check", path)[0] == status
    code, out, err = run(capsys, "legal", path, "--json")
    assert code == status and out == "" and err.startswith(path + ": ") and err.count("\n") == 1


def test_legal_json(files, capsys):
    status, out, _ = run(capsys, "legal", files("r.json", record()), "--json")
    moves = json.loads(out)
    assert status == 0 and moves[0]["seat"] == 0 and all(list(m) == ["seat", "discard"] for m in moves)
    assert len(moves) == 10  # seat 0 holds ten cards and cannot beat S8
    beat = record()
    del beat["moves"][7]
    assert json.loads(run(capsys, "legal", files("b.json", beat), "--json")[1]) == [
        {"seat": 2, "beat": ["S8"]},
        {"seat": 2, "beat": ["S9"]},
    ]


def test_legal_lists_the_claim_with_every_old_card(files, capsys):
    data = record(moves=record()["moves"][:6])
    data["hands"][1], data["hands"][2] = (
        "C7 C8 C9 S1 S2 S5 S6 S7 M8 M9 T8 T9".split(),
        "C1 C6 S3 S4 S8 S9 M1 M6 M7 T1 T6 T7".split(),
    )
    data["moves"][4] = {"seat": 2, "discard": ["S3"]}
    out = json.loads(run(capsys, "legal", files("c.json", data), "--json")[1])
    assert out[0] == {"seat": 1, "claim": ["C7", "C8", "C9", "M8", "M9"]}


def test_old_json_and_text(files, capsys):
    path = files("r.json", record())
    status, out, _ = run(capsys, "old", path, "--seat", "1", "--json")
    assert status == 0
    assert json.loads(out) == [
        {
            "card": "C7",
            "rule": "R16c",
            "because": "it lies directly below C8, which is Old, in an unbroken sequence in the same hand",
        },  # fmt: skip
        {"card": "C8", "rule": "R16b", "because": "C9 is in the same hand"},
        {"card": "C9", "rule": "R16a", "because": "a nine is always Old"},
    ]
    assert run(capsys, "old", path) == (0, "Old cards of seat 0 (You): 0\n", "")
    status, out, _ = run(capsys, "old", path, "--seat", "2")
    assert out.splitlines()[:2] == ["Old cards of seat 2 (West): 7", "  C1  R16a  Mau Gung cannot be beaten when led singly (R10a)"]  # fmt: skip


def test_replay_narrates_and_hides_what_a_seat_could_not_see(files, capsys):
    path = files("r.json", record())
    status, out, _ = run(capsys, "replay", path)
    assert status == 0 and "Note: A noncaller leads" in out and "discards 1 card face down (R13): M1." in out
    assert "Seat 1 (East) wins trick 1 and scores 1 fu (R14)." in out
    status, out, _ = run(capsys, "replay", path, "--seat", "0")
    assert "M1" not in out and "Seat 2 (West) cannot beat T8 and discards 1 card face down (R13)." in out
    assert "Seat 1 (East) holds" not in out and "Seat 0 (You) holds C2 C3" in out


def test_bad_arguments_exit_2(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["old", "x.json", "--seat", "5"])
    assert exit_.value.code == 2
    with pytest.raises(SystemExit) as exit_:
        main(["frobnicate"])
    assert exit_.value.code == 2


def test_the_installed_command_runs_with_help_for_every_subcommand():
    script = Path(sys.executable).parent / "lukfu-teach"
    out = subprocess.run([str(script), "--help"], capture_output=True, text=True, check=True).stdout
    for name in ("check", "legal", "old", "replay"):
        assert name in out
        sub = subprocess.run([sys.executable, "-m", "lukfu_teach.cli", name, "--help"], capture_output=True, text=True)
        assert sub.returncode == 0 and "usage: lukfu-teach " + name in sub.stdout


def test_replay_for_a_seat_keeps_other_seats_notes_and_reasons_to_themselves(files, capsys):
    data = record()
    data["moves"][1]["note"] = "East keeps T9 for later."
    data["moves"][1]["why"] = {"reasons": ["East holds T9 too."]}
    path = files("r.json", data)
    assert "East keeps T9" in run(capsys, "replay", path)[1]
    for seat in ("0", "2"):
        out = run(capsys, "replay", path, "--seat", seat)[1]
        assert "T9 for later" not in out and "holds T9 too" not in out
    assert "East holds T9 too" in run(capsys, "replay", path, "--seat", "1")[1]


# -- hostile input (issue 10) --------------------------------------------------------------------

EXAMPLE = Path(__file__).parent.parent / "lukfu_teach" / "examples" / "aces_and_nines.json"
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
SUBCOMMANDS = (
    ("check",), ("legal", "--json"), ("legal",), ("old",), ("old", "--json"), ("replay",), ("replay", "--seat", "1"),
    ("hint", "--level", "random"), ("hint", "--level", "basic", "--json"), ("review", "--samples", "50"),
)  # fmt: skip


def example(**changes) -> dict:
    data = json.loads(EXAMPLE.read_text())
    data.update(changes)
    return data


def every_command(capsys, path: str, tmp_path) -> list[tuple[int, str, str]]:
    """Each subcommand that reads a record, run on ``path`` (export writes into ``tmp_path``)."""
    runs = [run(capsys, argv[0], path, *argv[1:]) for argv in SUBCOMMANDS]
    runs.append(run(capsys, "export", path, "--html", str(tmp_path / "handout.html")))
    return runs


def test_deep_nesting_is_an_unreadable_file_in_every_command(files, capsys, tmp_path):
    deep = files("d.json", "[" * 100_000 + "]" * 100_000)
    good = str(EXAMPLE)
    status, out, err = run(capsys, "check", good, deep, good)
    assert status == 2 and err == ""
    assert out.splitlines() == [
        f"{good}: ok: seat 2 (West) wins with 6 fu; net -2 0 +2",
        f"{deep}: nested too deeply (a record is at most 32 levels deep)",
        f"{good}: ok: seat 2 (West) wins with 6 fu; net -2 0 +2",
    ]
    for status, out, err in every_command(capsys, deep, tmp_path)[1:]:
        assert (status, out) == (2, "") and err == f"{deep}: nested too deeply (a record is at most 32 levels deep)\n"


def test_deep_nesting_prints_no_traceback(files):
    deep = files("d.json", "[" * 100_000 + "]" * 100_000)
    done = subprocess.run([sys.executable, "-m", "lukfu_teach.cli", "replay", deep], capture_output=True, text=True)
    assert done.returncode == 2 and "Traceback" not in done.stderr and done.stderr.count("\n") == 1


@pytest.mark.parametrize(
    "why, message",
    [
        ({"reasons": 5}, "moves[0].why.reasons: expected a list of sentences, not 5"),
        ({"reasons": None}, "moves[0].why.reasons: expected a list of sentences, not null"),
        ({"reasons": "abc"}, 'moves[0].why.reasons: expected a list of sentences, not "abc"'),
        ({"reasons": [], "alternatives": 5}, "moves[0].why.alternatives: expected a list of the moves weighed, not 5"),
        (
            {"reasons": [], "alternatives": [{"move": 5}]},
            'moves[0].why.alternatives[0].move: expected a move such as {"seat": 1, "lead": ["S7"]}',
        ),
    ],
)
def test_a_bad_why_is_refused_by_every_reader(files, capsys, tmp_path, why, message):
    data = example()
    data["moves"][0]["why"] = why
    path = files("w.json", data)
    runs = every_command(capsys, path, tmp_path)
    assert runs[0] == (1, message + "\n", "")
    for status, out, err in runs[1:]:
        assert (status, out, err) == (1, "", f"{path}: {message}\n")
    assert not (tmp_path / "handout.html").exists()


def test_a_lone_surrogate_is_refused_and_export_keeps_the_old_handout(files, capsys, tmp_path):
    path = files("s.json", json.dumps(example(title="\ud800")))
    assert '"\\ud800"' in Path(path).read_text()
    out_file = tmp_path / "handout.html"
    out_file.write_text("the old handout")
    message = "title: text with invalid Unicode: a lone surrogate \\ud800 at character 0"
    for status, out, err in every_command(capsys, path, tmp_path):
        assert status == 1 and message in out + err
    assert out_file.read_text() == "the old handout"


@pytest.mark.parametrize(
    "change, status, message",
    [
        ({"version": True}, 2, "version: expected the whole number 1, found true"),
        ({"version": 1.0}, 2, "version: expected the whole number 1, found 1.0"),
        (
            {"result": {"winner": False, "fu": 6, "net": [-2, 0, 2]}},
            1,
            "result.winner: false is not a seat (0, 1 or 2), nor null for a draw (R3)",
        ),
        (
            {"result": {"winner": 2, "fu": 6.0, "net": [-2, 0, 2]}},
            1,
            "result.fu: 6.0 is not a whole number of fu, nor null for a draw",
        ),
        ({"master": True}, 1, "master: true is not a seat (0, 1 or 2) (R3)"),
        ({"Result": {}}, 1, 'Result: unknown key; did you mean "result"?'),
    ],
)
def test_loose_types_and_unknown_keys_are_refused(files, capsys, change, status, message):
    assert run(capsys, "check", files("t.json", example(**change))) == (status, message + "\n", "")


def test_duplicate_keys_and_lower_case_cards_are_refused(files, capsys):
    text = EXAMPLE.read_text()
    duplicated = files("dup.json", text.replace('"master": 0', '"master": 0, "master": 1', 1))
    assert run(capsys, "check", duplicated) == (1, 'master: the key "master" appears twice; give it once\n', "")
    data = example()
    data["hands"][0][0] = data["hands"][0][0].lower()
    status, out, _ = run(capsys, "check", files("low.json", data))
    assert (
        status == 1 and out == 'hands[0][0]: "c1" is not a card (cards are C, S, M or T followed by 1-9; write "C1")\n'
    )


def test_files_too_big_or_endless_end_with_a_message(capsys):
    message = "larger than 8 MB: not a deal record (a record is a few kilobytes)"
    assert run(capsys, "check", "/dev/zero") == (2, message + "\n", "")
    assert run(capsys, "replay", "/dev/zero") == (2, "", f"/dev/zero: {message}\n")


def test_export_never_writes_over_its_input(files, capsys, tmp_path):
    path = files("x.json", EXAMPLE.read_text())
    before = Path(path).read_bytes()
    status, out, err = run(capsys, "export", path, "--html", path)
    assert (status, out) == (
        2,
        "",
    ) and err == f"{path}: this is the input file {path}; write the output to another file\n"
    link = tmp_path / "link.html"
    link.symlink_to(path)
    assert run(capsys, "export", path, "--html", str(link))[0] == 2
    assert Path(path).read_bytes() == before and link.is_symlink()


def test_export_and_deal_replace_a_symlink_instead_of_writing_through_it(files, capsys, tmp_path):
    path = files("x.json", EXAMPLE.read_text())
    victim = tmp_path / "victim.txt"
    victim.write_text("not yours")
    for name, argv in (
        ("h.html", ["export", path, "--html"]),
        ("d.json", ["deal", "--seed", "1", "--levels", "random", "-o"]),
    ):
        for target in (victim, tmp_path / "missing" / "dir" / "file"):  # a link to a file, a dangling link
            link = tmp_path / name
            link.unlink(missing_ok=True)
            link.symlink_to(target)
            status, _, err = run(capsys, *argv, str(link))
            assert status == 0 and err == "" and not link.is_symlink() and link.stat().st_size > 100
    assert victim.read_text() == "not yours" and not (tmp_path / "missing").exists()


def test_a_failed_export_or_deal_leaves_the_old_file(files, tmp_path):
    """``ulimit -f 1``: the write fails part way; the old file must survive whole."""
    path = files("x.json", EXAMPLE.read_text())
    for argv in (["export", path, "--html"], ["deal", "--seed", "2", "--levels", "random", "-o"]):
        target = tmp_path / "out"
        target.write_text("the old file")
        script = (
            "import resource, sys\nfrom lukfu_teach.cli import main\n"
            f"resource.setrlimit(resource.RLIMIT_FSIZE, (1024, resource.RLIM_INFINITY))\nsys.exit(main({argv + [str(target)]!r}))\n"
        )
        done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
        assert (
            done.returncode == 2
            and done.stderr
            == f"{target}: cannot write{' the handout' * (argv[0] == 'export')}: File too large (nothing was changed)\n"
        )
        assert target.read_text() == "the old file" and sorted(p.name for p in tmp_path.iterdir()) == ["out", "x.json"]


def test_control_characters_in_a_record_never_reach_the_terminal(files, capsys, tmp_path):
    data = example(title="\x1b[2J\x1b[Hall checks passed\u202e", description="Desc \x9b31m")
    data["seats"] = ["You\x1b[31m", "East\x07", "West\r"]
    data["moves"][0]["note"] = "note \x1b]0;title\x07"
    data["moves"][0]["why"] = {
        "reasons": ["why \x1b[1A"],
        "alternatives": [{"move": {"seat": 0, "lead": ["C1"]}, "note": "\x1b[0m"}],
    }
    data["moves"] = data["moves"][:3]
    del data["result"]
    path = files("esc\x1b[2J.json", data)
    runs = every_command(capsys, path, tmp_path)
    runs.append(run(capsys, "check", path, path))
    runs.append(run(capsys, "replay", path + "\x1b[2J"))
    for status, out, err in runs:
        assert status in (0, 2) and not CONTROL.search(out + err), (out, err)
    status, out, _ = run(capsys, "export", path, "--html", str(tmp_path / "h.html"))
    assert out == f"wrote {tmp_path / 'h.html'}: \\u001b[2J\\u001b[Hall checks passed\\u202e\n"
    replay = run(capsys, "replay", path)[1]
    assert (
        "seat 0 (You\\u001b[31m)" in replay
        and "Note: note \\u001b]0;title\\u0007" in replay
        and "Desc \\u009b31m" in replay
    )
    assert "\\u001b[2J.json: " in run(capsys, "check", path, path)[1]


def test_bad_arguments_quote_themselves_safely(capsys):
    for argv in (
        ["legal", "x.json", "\x1b[2J"],
        ["old", "x.json", "--seat", "\x1b[2J"],
        ["hint", "x.json", "--level", "\x1b"],
    ):
        with pytest.raises(SystemExit) as exit_:
            main(argv)
        assert exit_.value.code == 2 and not CONTROL.search(capsys.readouterr().err)


@pytest.mark.parametrize(
    "argv, message",
    [
        (["simulate", "--deals", "３"], "argument --deals: '３' is not a positive whole number (digits 0-9)"),
        (["simulate", "--deals", "٣"], "argument --deals: '٣' is not a positive whole number (digits 0-9)"),
        (["simulate", "--deals", "+3"], "argument --deals: '+3' is not a positive whole number (digits 0-9)"),
        (["simulate", "--deals", "1_000"], "argument --deals: '1_000' is not a positive whole number (digits 0-9)"),
        (
            ["simulate", "--deals", "3", "--workers", "๒"],
            "argument --workers: '๒' is not a positive whole number (digits 0-9)",
        ),
        (
            ["simulate", "--deals", "3", "--workers", "100"],
            "argument --workers: '100' is more processes than this runs (at most 64)",
        ),
        (["deal", "--seed", "٣"], "argument --seed: '٣' is not a whole number (digits 0-9, at most 40)"),
        (["deal", "--seed", " 3"], "argument --seed: ' 3' is not a whole number (digits 0-9, at most 40)"),
        (["deal", "--seed", "9" * 41], f"argument --seed: '{'9' * 41}' is not a whole number (digits 0-9, at most 40)"),
        (["hint", "x.json", "--seed", "１"], "argument --seed: '１' is not a whole number (digits 0-9, at most 40)"),
        (["old", "x.json", "--seat", "１"], "argument --seat: '１' is not a seat (0, 1 or 2)"),
    ],
)
def test_numeric_arguments_take_ascii_digits_only(capsys, argv, message):
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2 and capsys.readouterr().err.endswith(f"error: {message}\n")
    assert main(["deal", "--seed", "-3", "--levels", "random"]) == 0


def test_simulate_makes_its_deals_as_they_are_played():
    """Structurally: the jobs are a generator; really: a run of 10**12 deals starts at once in a
    process allowed 2 GB (the old job list would need terabytes) and tallies, not lists, its results."""
    from lukfu_teach.ai.simulate import DealOutcome, SeatSummary, Summary, jobs

    assert inspect.isgenerator(jobs(10**12, 0, ("random",) * 3, None))
    script = (
        "import resource\nfrom lukfu_teach.ai.simulate import simulate\n"
        "resource.setrlimit(resource.RLIMIT_AS, (2 << 30, resource.RLIM_INFINITY))\n"
        "class Stop(Exception): pass\n"
        "def progress(done):\n    if done >= 40: raise Stop(done)\n"
        "for workers in (1, 2):\n    try: simulate(10**12, 0, ('random',) * 3, workers=workers, progress=progress)\n"
        "    except Stop as stop: print('stopped after', stop.args[0])\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and done.stdout == "stopped after 40\n" * 2, done.stderr
    summary = Summary(1, 0, ("random",) * 3, seats=[SeatSummary("random") for _ in range(3)])
    outcome = DealOutcome(1, (-2, 4, -2), 1, True, ((0.5, 0.7), (12.0,), ()), ((100,), (), ()))
    for _ in range(5000):
        summary.add(outcome)
    sizes = [len(s.net) + len(s.decision_ms) + len(s.samples) for s in summary.seats]
    assert sizes == [4, 2, 1]  # distinct values only, however many deals


def test_simulate_summarises_exactly_as_the_plain_statistics_do():
    import statistics

    from lukfu_teach.ai.simulate import SeatSummary, Summary, play_one, simulate

    levels = ("basic", "random", "random")
    outcomes = [play_one(levels, 3, i) for i in range(60)]
    summary = Summary(60, 3, levels, seats=[SeatSummary(level) for level in levels])
    for outcome in outcomes:
        summary.add(outcome)
    assert {k: v for k, v in simulate(60, seed=3, levels=levels).to_json().items() if k != "seats"} == {
        k: v for k, v in summary.to_json().items() if k != "seats"
    }
    for s, seat in enumerate(summary.seats):
        nets = [o.net[s] for o in outcomes]
        mean, half = statistics.fmean(nets), 1.96 * statistics.stdev(nets) / len(nets) ** 0.5
        assert seat.net_interval() == (mean - half, mean + half)
        assert seat.to_json(60)["mean_net"] == round(mean, 4)
        samples = [x for o in outcomes for x in o.samples[s]]
        assert seat.to_json(60)["samples"]["median"] == int(statistics.median(samples) if samples else 0)
        times = sorted(t for o in outcomes for t in o.decision_ms[s])
        ms = seat.to_json(60)["decision_ms"]
        if not times:  # a seat played through the fused loop times no single decision
            assert ms == {"median": 0.0, "p95": 0.0}
            continue
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
        assert ms["median"] == pytest.approx(statistics.median(times), rel=0.011, abs=0.002)
        assert ms["p95"] == pytest.approx(p95, rel=0.011, abs=0.002)


@pytest.mark.skipif(os.geteuid() != 0, reason="making device nodes needs root")
def test_an_output_that_is_a_device_is_written_to_and_a_failed_write_reported(files, capsys, tmp_path):
    """Issue 24.2, on device nodes made in a temporary folder (like /dev/null and /dev/full), never the real /dev."""
    path = files("x.json", EXAMPLE.read_text())
    null, full = tmp_path / "null", tmp_path / "full"
    os.mknod(null, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    os.mknod(full, stat.S_IFCHR | 0o666, os.makedev(1, 7))
    for argv in (["export", path, "--html"], ["deal", "--seed", "2", "--levels", "random", "-o"]):
        status, _, err = run(capsys, *argv, str(null))
        assert status == 0 and err == "" and stat.S_ISCHR(os.lstat(null).st_mode)
        status, _, err = run(capsys, *argv, str(full))
        assert status == 2 and "No space left on device" in err and stat.S_ISCHR(os.lstat(full).st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["full", "null", "x.json"]


def test_deal_to_dev_stdout_writes_the_record_to_the_standard_output():
    done = subprocess.run(
        [sys.executable, "-m", "lukfu_teach.cli", "deal", "--seed", "3", "--levels", "random", "-o", "/dev/stdout"],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    record_text, _, said = done.stdout.rpartition("}\n")
    assert done.returncode == 0 and done.stderr == "" and said.startswith("/dev/stdout: ")
    assert json.loads(record_text + "}")["format"] == "lukfu-deal" and os.path.islink("/dev/stdout")
