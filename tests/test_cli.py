"""The ``lukfu-teach`` command: output shapes and exit statuses (FORMAT.md)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import random_deals
from test_record import record

from lukfu_teach.cli import main
from lukfu_teach.record import Record, dumps


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
    assert "seat 1 (East) wins trick 1 and scores 1 fu (R14)." in out
    status, out, _ = run(capsys, "replay", path, "--seat", "0")
    assert "M1" not in out and "seat 2 (West) cannot beat T8 and discards 1 card face down (R13)." in out
    assert "seat 1 (East) holds" not in out and "seat 0 (You) holds C2 C3" in out


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
