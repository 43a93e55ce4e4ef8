import copy
import io
import json
import random

import pytest
from helpers import random_deals
from hypothesis import given, settings
from hypothesis import strategies as st

from lukfu_teach.deal import Deal, Move, Rules
from lukfu_teach.errors import FormatError, RecordError
from lukfu_teach.record import Record, dump, dumps, from_json, load, loads

HANDS = [
    "C2 C3 C4 C5 M2 M3 M4 M5 T2 T3 T4 T5".split(),
    "C7 C8 C9 S1 S2 S5 S6 S7 M6 M7 T8 T9".split(),
    "C1 C6 S3 S4 S8 S9 M1 M8 M9 T1 T6 T7".split(),
]
MOVES = [
    {"seat": 0, "lead": ["T2"], "note": "A noncaller leads from its highest suit with a non-Old card (R16d)."},
    {"seat": 1, "beat": ["T8"]},
    {"seat": 2, "discard": ["M1"]},
    {"seat": 1, "lead": ["T9"]},
    {"seat": 2, "discard": ["S3"]},
    {"seat": 0, "discard": ["C2"]},
    {"seat": 1, "lead": ["S5"]},
    {"seat": 2, "beat": ["S8"]},
]


def record(**changes) -> dict:
    data = {"format": "lukfu-deal", "version": 1, "title": "Test", "master": 0, "hands": copy.deepcopy(HANDS),
            "calls": ["pass", "play"], "moves": copy.deepcopy(MOVES)}  # fmt: skip
    data.update(changes)
    return data


def refused(data, message: str, rule: str | None = None, error=RecordError) -> None:
    with pytest.raises(error) as err:
        from_json(data)
    assert str(err.value) == message
    assert err.value.rule == rule


def test_a_good_record_replays():
    rec = from_json(record())
    deal = rec.deal()
    assert deal.caller == 1 and deal.fu == [0, 2, 0] and deal.to_act == 0 and deal.best
    assert rec.moves[0].note.startswith("A noncaller leads")
    steps = rec.steps()
    assert len(steps) == 2 + 8 and steps[0].move == Move.of(0, "pass") and steps[-1].move == Move.of(2, "beat", "S8")
    assert steps[4].deal.fu == [0, 1, 0] and steps[4].seat == 2


def test_format_message_a_bad_card_code():
    data = record()
    data["hands"][1][3] = "X9"
    refused(data, 'hands[1][3]: "X9" is not a card (cards are C, S, M or T followed by 1-9)')


def test_format_message_a_card_dealt_twice():
    data = record()
    data["hands"][0][4], data["hands"][1][7], data["hands"][2][0] = "S7", "C1", "S7"
    refused(data, "hands: S7 is dealt twice (hands[0][4] and hands[2][0])")


def test_format_message_a_hand_of_eleven():
    data = record()
    data["hands"][1].pop()
    refused(data, "hands[1]: 11 cards; each seat is dealt 12 (R4)", "R4")


def test_format_message_a_discard_that_should_have_been_a_beat():
    data = record()
    data["moves"][7] = {"seat": 2, "discard": ["C6"]}
    refused(data, "moves[7]: seat 2 discards, but it can beat S5 with S8 or S9 (R12)", "R12")


def test_format_message_a_move_out_of_turn():
    data = record()
    data["moves"][3] = {"seat": 0, "lead": ["C3"]}
    refused(data, "moves[3]: seat 0 is not to act; seat 1 is (turn order R3)", "R3")


def test_format_message_a_claim_short_of_six():
    data = record()
    data["moves"][6] = {"seat": 1, "claim": ["C7", "C8", "C9"]}
    refused(data, "moves[6]: seat 1 claims with 2 fu + 3 Old cards = 5, fewer than six (R17)", "R17")


def test_format_message_a_pair_lead():
    data = record()
    data["moves"][6] = {"seat": 1, "lead": ["S5", "S6"]}
    refused(data, "moves[6]: S5 S6 is not a play: pairs are forbidden, and no play has two cards (R9)", "R9")


def test_format_message_a_result_that_does_not_match():
    deal = next(d for d in random_deals(50, seed=3) if d.result.winner is not None)
    data = Record.from_deal(deal).to_json()
    winner, fu = deal.result.winner, deal.result.fu
    data["result"]["winner"] = (winner + 1) % 3
    refused(data, f"result: the record says seat {(winner + 1) % 3} wins, but the moves make seat {winner} the winner with {fu} fu")  # fmt: skip
    data["result"] = {"winner": winner, "fu": fu + 1, "net": data["result"]["net"]}
    refused(data, f"result: the record says {fu + 1} fu, but the moves give {fu} fu")


@pytest.mark.parametrize(
    "text, message",
    [
        ("{not json", "not JSON: Expecting property name enclosed in double quotes: line 1 column 2 (char 1)"),
        ("[1, 2]", "a deal record is a JSON object, not a list"),
        ('{"format": "pgn"}', 'format: expected "lukfu-deal", found "pgn"'),
        ('{"version": 1}', 'format: expected "lukfu-deal", found nothing'),
        ('{"format": "lukfu-deal", "version": 2}', "version: 2 is not supported (this reads version 1)"),
    ],
)
def test_not_a_record_at_all_is_a_format_error(text, message):
    with pytest.raises(FormatError) as err:
        loads(text)
    assert str(err.value) == message


@pytest.mark.parametrize(
    "change, message",
    [
        ({"master": 3}, "master: 3 is not a seat (0, 1 or 2) (R3)"),
        ({"calls": ["pass", "pass", "pass"]}, "calls: three passes are never a record: the cards are dealt again (R6)"),
        ({"calls": ["pass"]}, "calls: no seat called play; a record keeps the deal that was played (R5)"),
        ({"calls": ["play", "pass"]}, "calls[1]: calling stops at the first play (R5)"),
        ({"calls": ["maybe"]}, 'calls[0]: "maybe" is not a call (play or pass) (R5)'),
        ({"hands": [[], []]}, "hands: expected three lists of 12 cards (R4)"),
        ({"moves": [{"seat": 0}]}, "moves[0]: a move has exactly one of lead, beat, discard, claim (found none)"),
        (
            {"moves": [{"seat": 0, "lead": ["T2"], "beat": ["T3"]}]},
            "moves[0]: a move has exactly one of lead, beat, discard, claim (found lead and beat)",
        ),  # fmt: skip
        ({"moves": [{"seat": 7, "lead": ["T2"]}]}, "moves[0].seat: 7 is not a seat (0, 1 or 2) (R3)"),
        (
            {"moves": [{"seat": 0, "lead": ["T2", "Q5"]}]},
            'moves[0].lead[1]: "Q5" is not a card (cards are C, S, M or T followed by 1-9)',
        ),  # fmt: skip
        ({"moves": [{"seat": 0, "lead": ["C9"]}]}, "moves[0]: seat 0 does not hold C9"),
        (
            {"moves": [{"seat": 0, "lead": ["C2"]}]},
            "moves[0]: seat 0, a noncaller, must lead its single from Tens, its highest suit with a non-Old card (R16d)",
        ),  # fmt: skip
        (
            {"rules": {"no_pairs": True}},
            "rules.no_pairs: unknown rule switch (known: noncaller_lead_rule, passed_master_limit)",
        ),  # fmt: skip
    ],
)
def test_rule_breaking_records_are_refused_with_place_and_reason(change, message):
    data = record(**change)
    with pytest.raises(RecordError) as err:
        from_json(data)
    assert str(err.value) == message and not isinstance(err.value, FormatError)


def test_a_result_on_an_unfinished_deal_is_refused():
    refused(record(result={"winner": 1, "fu": 6, "net": [0, 2, -2]}),
            "result: the record gives a result, but its moves stop before the end of the deal")  # fmt: skip


def test_moves_after_the_end_are_refused():
    deal = next(random_deals(1, seed=4))
    data = Record.from_deal(deal).to_json()
    data["moves"].append({"seat": 0, "lead": ["C1"]})
    with pytest.raises(RecordError, match=r"^moves\[\d+\]: the deal is already over \("):
        from_json(data)


def test_rule_switches_change_what_is_legal():
    data = record(moves=[{"seat": 0, "lead": ["C2"]}])
    assert from_json(record(moves=[{"seat": 0, "lead": ["C2"]}], rules={"noncaller_lead_rule": False})).deal()
    with pytest.raises(RecordError):
        from_json(data)
    rec = from_json(record(rules={"noncaller_lead_rule": False}))
    assert rec.rules == Rules(noncaller_lead_rule=False) and '"noncaller_lead_rule": false' in dumps(rec)


def test_lenient_mode_collects_problems_and_keeps_the_legal_prefix():
    data = record(seats=["A"], redeals=-1)
    data["moves"][5] = {"seat": 0, "discard": ["C2", "C3"]}
    rec = from_json(data, strict=False)
    assert [str(p) for p in rec.problems] == [
        "seats: expected three names",
        "redeals: -1 is not a count (0 or more) (R6)",
        "moves[5]: seat 0 must discard 1 card, as many as the lead, not 2 (R13)",
    ]
    assert len(rec.moves) == 5 and rec.deal().to_act == 0


def test_every_random_record_round_trips_through_dump_and_load(tmp_path):
    for i, deal in enumerate(random_deals(300, seed=11)):
        rec = Record.from_deal(deal, title=f"Deal {i}")
        text = dumps(rec)
        again = loads(text)
        assert again.to_json() == rec.to_json() and dumps(again) == text
        assert again.deal().result == deal.result
        if i < 5:
            dump(rec, tmp_path / "r.json")
            assert load(tmp_path / "r.json").to_json() == rec.to_json()
            buffer = io.StringIO()
            dump(rec, buffer)
            assert load(io.StringIO(buffer.getvalue())).to_json() == rec.to_json()


def test_dumps_is_readable_one_move_a_line():
    text = dumps(from_json(record()))
    assert '    {"seat": 1, "beat": ["T8"]},\n' in text
    assert json.loads(text)["hands"][0] == HANDS[0]


def test_a_file_that_cannot_be_read_is_a_format_error(tmp_path):
    with pytest.raises(FormatError, match="cannot read"):
        load(tmp_path / "missing.json")


def test_records_keep_annotations_and_the_redeal_count():
    rng = random.Random(8)
    deal = Deal.new(rng, master=2)
    for word in ("pass", "pass", "pass", "pass", "play"):
        deal.apply(Move.of(deal.to_act, word))
    rec = Record.from_deal(deal, title="Twice dealt", description="*Markdown*")
    assert rec.redeals == 1 and tuple(e.move.action for e in rec.calls) == tuple(deal.calls)
    assert [e.move.seat for e in rec.calls] == [(deal.master + i) % 3 for i in range(len(deal.calls))]
    again = loads(dumps(rec))
    assert again.redeals == 1 and again.description == "*Markdown*" and again.deal().caller == deal.caller


def _mutations():
    json_values = st.recursive(
        st.none() | st.booleans() | st.integers(-3, 40) | st.text(max_size=4) | st.sampled_from(["S7", "play", "T9"]),
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
        max_leaves=8,
    )
    paths = st.lists(
        st.integers(0, 15) | st.sampled_from(list(record()) + ["seat", "lead", "beat", "result"]), max_size=4
    )
    return st.lists(st.tuples(paths, json_values), min_size=1, max_size=3)


def _set_at(data, path, value):
    target = data
    for key in path[:-1]:
        if isinstance(target, dict) and isinstance(key, str) and key in target:
            target = target[key]
        elif isinstance(target, list) and isinstance(key, int) and key < len(target):
            target = target[key]
        else:
            return
    if not path:
        return
    key = path[-1]
    if isinstance(target, dict) and isinstance(key, str):
        target[key] = value
    elif isinstance(target, list) and isinstance(key, int) and key < len(target):
        target[key] = value


@settings(max_examples=400, deadline=None)
@given(_mutations())
def test_any_mangled_record_gets_a_record_error_never_a_crash(mutations):
    data = record()
    for path, value in mutations:
        _set_at(data, path, value)
    for strict in (True, False):
        try:
            rec = from_json(data, strict=strict)
        except RecordError as err:
            assert str(err) and "\n" not in str(err)
        else:
            rec.deal()
            dumps(rec)
