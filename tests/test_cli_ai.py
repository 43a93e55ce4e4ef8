"""The AI commands of ``lukfu-teach``: hint, deal and simulate (FORMAT.md, issue 3)."""

import json

import pytest
from helpers import known

from lukfu_teach.cli import main
from lukfu_teach.i18n import pick
from lukfu_teach.records.record import load
from lukfu_teach.words.secrecy import held_after


def run(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def unfinished(tmp_path, capsys) -> str:
    """A basic deal cut after seven moves (or before its last, if shorter)."""
    path = tmp_path / "whole.json"
    assert run(capsys, "deal", "--seed", "5", "--levels", "basic", "-o", str(path))[0] == 0
    data = json.loads(path.read_text())
    data["moves"] = data["moves"][: min(7, len(data["moves"]) - 1)]
    del data["result"]
    cut = tmp_path / "cut.json"
    cut.write_text(json.dumps(data))
    return str(cut)


def test_deal_writes_a_record_whose_ai_moves_carry_their_why(tmp_path, capsys):
    path = tmp_path / "deal.json"
    status, out, err = run(capsys, "deal", "--seed", "3", "--levels", "expert,basic,random", "-o", str(path))
    record = load(path)
    assert status == 0 and err == "" and out.startswith(f"{path}: ")
    assert pick(record.title) == "AI deal 3 (expert, basic, random)"  # in every language (FORMAT.md)
    assert pick(record.title, "sv") == "AI-giv 3 (expert, basic, random)"
    assert "lukfu-teach deal --seed 3 --levels expert,basic,random" in pick(record.description)
    assert "lukfu-teach deal --seed 3 --levels expert,basic,random" in pick(record.description, "sv")
    assert record.deal().is_over and all(e.why and e.why["summary"] for e in record.moves)
    assert [known(e.why)["level"] for e in record.moves] == [
        ("expert", "basic", "random")[e.move.seat] for e in record.moves
    ]
    status, printed, _ = run(capsys, "deal", "--seed", "3", "--levels", "expert,basic,random")
    assert status == 0 and printed == path.read_text()
    # the calls carry their AI's why too: `check` accepts them, `replay` shows them (FORMAT.md)
    assert record.calls and all(e.why and e.why["summary"] for e in record.calls)
    assert [known(e.why)["level"] for e in record.calls] == [
        ("expert", "basic", "random")[e.move.seat] for e in record.calls
    ]
    assert run(capsys, "check", str(path))[0] == 0
    first = record.calls[0]
    first_why = known(first.why)
    reason = first_why["summary"]["en"]  # stored in every language (FORMAT.md)
    replay = run(capsys, "replay", str(path))[1]
    assert f"     Why: {reason}" in replay.split("  2. ")[0]  # under the first call: its summary, one line
    assert replay.split("  2. ")[0].count("Why:") == 1 and "How the expert thinks" not in replay
    detailed = run(capsys, "replay", str(path), "--details")[1]
    assert detailed.count("How the expert thinks") == 1  # the method once a deal, not with every move
    first_step = detailed.split("  2. ")[0].split("\n")
    said = first_step.index(f"     Why: {reason}")  # the one sentence first, then the details under it
    assert first_step[said + 1].startswith(" " * 10) and first_step[said + 1].strip()
    assert "\n".join(first_step).count("Why:") == 1
    swedish = run(capsys, "replay", str(path), "--lang", "sv")[1]
    assert f"{first_why['summary']['sv']}" in swedish.split("  2. ")[0] and reason not in swedish
    viewer = (first.move.seat + 1) % 3
    seat_view = run(capsys, "replay", str(path), "--seat", str(viewer))[1]
    during, _, after = seat_view.partition("After the deal")
    assert reason not in during  # another seat's reasons wait for the end (R15)
    # and then are shown unless they name a card the viewer never sees (here C1, discarded face down, R13)
    assert (reason in after) == ("reasons" not in held_after(record, 1, viewer))
    assert "1 Old card (C1)" in detailed and "C1" not in seat_view.split("Result")[1]


def test_replay_in_a_seat_view_never_shows_the_discards_of_the_other_seats(tmp_path, capsys):
    """``replay --seat 0`` of an AI deal: West's face-down discards (S4; S6 T1 T4) and the reasons naming
    them are shown neither during nor after the deal (R13, FORMAT.md); without ``--seat``, everything is."""
    path = tmp_path / "deal.json"
    assert run(capsys, "deal", "--seed", "8", "--levels", "random,expert,expert", "-o", str(path))[0] == 0
    whole = run(capsys, "replay", str(path))[1]
    assert "Discard Strings 4 (S4)" in whole and "Discarding S6 T1 T4" in whole
    seat_view = run(capsys, "replay", str(path), "--seat", "0")[1]
    for code in ("S4", "S6", "T1", "T4"):
        assert code not in seat_view
    assert "discards 3 cards face down (R13): C6 M2 M5." in seat_view  # its own discards, with their cards
    assert "Not shown in this view, even now" in seat_view


def test_deal_without_a_seed_says_which_it_used(capsys):
    status, out, _ = run(capsys, "deal", "--levels", "random")
    assert status == 0 and "lukfu-teach deal --seed " in json.loads(out)["description"]["en"]


def test_hint_as_text_and_as_json(unfinished, capsys):
    status, out, err = run(capsys, "hint", unfinished, "--level", "basic")
    assert status == 0 and err == ""
    first, *why = out.splitlines()
    assert first.startswith("Seat ") and ": the basic AI would " in first
    assert len(why) == 1 and why[0].startswith("  ")  # one sentence; the figures on request
    status, out, _ = run(capsys, "hint", unfinished, "--seed", "2")
    assert status == 0 and len(out.splitlines()) == 2 and "±" not in out and "sampled" not in out
    status, detailed, _ = run(capsys, "hint", unfinished, "--seed", "2", "--details")
    assert detailed.startswith(out) and "±" in detailed and detailed.count("How the expert thinks") == 1
    status, out, _ = run(capsys, "hint", unfinished, "--json", "--seed", "2")
    hint = json.loads(out)
    assert status == 0 and set(hint) == {"move", "why"}
    assert hint["why"]["level"] == "expert" and hint["why"]["samples"] in (0, 1000)
    assert run(capsys, "hint", unfinished, "--json", "--seed", "2")[1] == out  # deterministic


def test_hint_refuses_a_finished_deal_and_a_bad_file(tmp_path, capsys):
    path = tmp_path / "done.json"
    run(capsys, "deal", "--seed", "1", "--levels", "random", "-o", str(path))
    status, out, err = run(capsys, "hint", str(path))
    assert status == 2 and out == "" and "no seat is to act" in err
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    status, _, err = run(capsys, "hint", str(bad))
    assert status == 2 and err.startswith(f"{bad}: not JSON")


def test_simulate_prints_a_table_and_a_progress_bar(capsys):
    status, out, err = run(capsys, "simulate", "--deals", "40", "--levels", "basic,random,random", "--seed", "4")
    assert status == 0
    assert "40/40 deals" in err and "\r[" in err and "#" * 30 in err
    lines = out.splitlines()
    assert lines[0].startswith("40 deals, seed 4, levels basic, random, random; ")
    assert lines[2].split()[:3] == ["seat", "level", "wins"]
    assert [line.split()[1] for line in lines[3:6]] == ["basic", "random", "random"]


def test_simulate_json_has_the_shape_of_issue_3(capsys):
    status, out, _ = run(capsys, "simulate", "--deals", "8", "--levels", "basic,random,expert", "--json", "--seed", "1")
    summary = json.loads(out)
    assert status == 0
    assert set(summary) == {"deals", "seed", "levels", "draws", "seats"}
    assert (summary["deals"], summary["seed"], summary["levels"]) == (8, 1, ["basic", "random", "expert"])
    for seat in summary["seats"]:
        assert set(seat) == {"level", "wins", "win_rate", "mean_net", "calls", "claims", "decision_ms", "samples"}
        assert set(seat["decision_ms"]) == {"median", "p95"} and set(seat["samples"]) == {"median"}
    assert summary["seats"][0]["samples"] == {"median": 0} and summary["seats"][2]["samples"]["median"] >= 1000
    assert sum(s["wins"] for s in summary["seats"]) + summary["draws"] == 8
    assert sum(s["calls"] for s in summary["seats"]) == 8


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["simulate", "--deals", "0"], "'0' is not a positive whole number"),
        (["simulate", "--deals", "5", "--levels", "basic,genius,basic"], "'genius' is not a level"),
        (["simulate", "--deals", "5", "--levels", "basic,basic"], "2 levels given"),
        (["simulate", "--deals", "5", "--workers", "x"], "'x' is not a positive whole number"),
        (["deal", "--seed", "soon"], "'soon' is not a whole number"),
        (["hint", "f.json", "--level", "genius"], "invalid choice: 'genius'"),
    ],
)
def test_bad_arguments_exit_with_status_2(argv, message, capsys):
    with pytest.raises(SystemExit) as exit:
        main(argv)
    assert exit.value.code == 2 and message in capsys.readouterr().err
