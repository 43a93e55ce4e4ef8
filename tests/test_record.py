import copy
import io
import json
import random

import pytest
from helpers import known, random_deals, three
from hypothesis import given, settings
from hypothesis import strategies as st

from lukfu_teach.engine.deal import Deal
from lukfu_teach.engine.moves import Action, Move
from lukfu_teach.engine.state import Rules
from lukfu_teach.errors import FormatError, RecordError
from lukfu_teach.records.record import Entry, Record, dump, dumps, from_json, load, loads

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
    note = rec.moves[0].note
    assert isinstance(note, str) and note.startswith("A noncaller leads")
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
        deal.apply(Move.of(known(deal.to_act), word))
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


# -- strictness (issue 10) ---------------------------------------------------------------------


def why(**changes) -> dict:
    data = {"level": "expert", "reasons": ["Lead T2: it is the lowest Tens."], "samples": 100, "alternatives": [
        {"move": {"seat": 0, "lead": ["T2"]}, "expected_net": -0.5, "win_rate": 0.25, "samples": 100, "margin": 0.2,
         "note": "100 sampled deals"},
        {"move": {"seat": 0, "lead": ["T5"]}, "expected_net": None, "win_rate": None, "note": ""},
    ]}  # fmt: skip
    data.update(changes)
    return data


def with_why(value, index: int = 0) -> dict:
    data = record()
    data["moves"][index]["why"] = value
    return data


def test_a_why_of_the_documented_shape_is_read_and_written_back():
    rec = from_json(with_why(why()))
    assert rec.moves[0].why == why() and loads(dumps(rec)).to_json() == rec.to_json()
    assert from_json(with_why({"reasons": []})).moves[0].why == {"reasons": []}
    summed = {"summary": {"en": "Lead T9: nobody can beat it.", "sv": "Spela ut T9: ingen kan slå det."}, "reasons": []}
    assert from_json(with_why(summed)).moves[0].why == summed


@pytest.mark.parametrize(
    "value, message",
    [
        (5, 'moves[0].why: expected an object such as {"level": "expert", "reasons": [...]}, not 5'),
        ({"reasons": 5}, "moves[0].why.reasons: expected a list of sentences, not 5"),
        ({"reasons": None}, "moves[0].why.reasons: expected a list of sentences, not null"),
        ({"reasons": "abc"}, 'moves[0].why.reasons: expected a list of sentences, not "abc"'),
        ({"reasons": ["ok", 7]}, "moves[0].why.reasons[1]: expected text, not 7"),
        ({"level": "expert"}, 'moves[0].why: missing "reasons", the list of sentences the AI gave'),
        ({"reasons": [], "level": 3}, 'moves[0].why.level: expected an AI level such as "expert", not 3'),
        ({"reasons": [], "alternatives": 5}, "moves[0].why.alternatives: expected a list of the moves weighed, not 5"),
        (
            {"reasons": [], "alternatives": [5]},
            'moves[0].why.alternatives[0]: expected an object such as {"move": {...}, "expected_net": 0.5}, not 5',
        ),
        (
            {"reasons": [], "alternatives": [{"move": 5}]},
            'moves[0].why.alternatives[0].move: expected a move such as {"seat": 1, "lead": ["S7"]}',
        ),
        (
            {"reasons": [], "alternatives": [{"note": "x"}]},
            'moves[0].why.alternatives[0]: missing "move", the move weighed',
        ),
        (why(samples=-1), "moves[0].why.samples: expected a count (0 or more), not -1"),
        (why(samples=1.5), "moves[0].why.samples: expected a count (0 or more), not 1.5"),
        (why(Samples=1), 'moves[0].why.Samples: unknown key; did you mean "samples"?'),
        (why(facts=[]), "moves[0].why.facts: unknown key (known: level, summary, reasons, alternatives, samples)"),
        (why(summary=5), "moves[0].why.summary: expected text, not 5"),
        (why(summary={"en": 5}), "moves[0].why.summary.en: expected text"),
    ],
)
def test_a_why_of_another_shape_is_refused_with_its_place(value, message):
    refused(with_why(value), message)


@pytest.mark.parametrize(
    "alternative, message",
    [
        ({"expected_net": "high"}, 'expected_net: expected a number (or null), not "high"'),
        ({"expected_net": True}, "expected_net: expected a number (or null), not true"),
        ({"win_rate": 1.5}, "win_rate: expected a number from 0 to 1 (or null), not 1.5"),
        ({"win_rate": -0.1}, "win_rate: expected a number from 0 to 1 (or null), not -0.1"),
        ({"margin": -1}, "margin: expected a number of 0 or more (or null), not -1"),
        ({"samples": True}, "samples: expected a count (0 or more), not true"),
        ({"note": ["x"]}, "note: expected text, not a list"),
        ({"move": {"seat": 1, "lead": ["T2"]}}, "move.seat: 1, but these are the reasons of seat 0"),
        (
            {"move": {"seat": 0, "lead": ["t2"]}},
            'move.lead[0]: "t2" is not a card (cards are C, S, M or T followed by 1-9; write "T2")',
        ),
        ({"move": {"seat": 0, "call": "maybe"}}, 'move.call: "maybe" is not a call (play or pass) (R5)'),
        (
            {"move": {"seat": 0, "lead": ["T2"], "call": "pass"}},
            "move: a move has exactly one of lead, beat, discard, claim, call (found lead and call)",
        ),
        (
            {"move": {"seat": 0, "lead": ["T2"], "note": "x"}},
            "move.note: unknown key (known: seat, lead, beat, discard, claim, call)",
        ),
        ({"expected": 1}, 'expected: unknown key; did you mean "expected_net"?'),
    ],
)
def test_an_alternative_of_another_shape_is_refused(alternative, message):
    value = why()
    value["alternatives"][0].update(alternative)
    refused(with_why(value), "moves[0].why.alternatives[0]." + message, "R5" if "(R5)" in message else None)


def test_the_why_an_ai_writes_today_is_valid(tmp_path):
    from lukfu_teach.ai import make_player, play_deal

    for levels in (("expert", "basic", "random"), ("basic", "basic", "basic")):
        rec = play_deal(levels, seed=5)
        assert loads(dumps(rec)).to_json() == rec.to_json()
    deal = Deal.new(3)
    for level in ("random", "basic", "expert"):  # decisions at the call too, with their alternatives
        decision = make_player(level, seed=1).decide(deal.view(known(deal.to_act)))
        assert decision.move.is_call
        data = record()
        data["calls"][0] = {"call": "pass", "why": decision.to_json() | {"alternatives": [
            {**a, "move": {**a["move"], "seat": 0}} for a in decision.to_json()["alternatives"]]}}  # fmt: skip
        assert known(from_json(data).calls[0].why)["level"] == level


def test_calls_are_entries_that_may_carry_a_note_and_a_why():
    data = record(calls=["pass", {"call": "play", "note": "East has five Old cards.", "why": why(alternatives=[
        {"move": {"seat": 1, "call": "play"}, "expected_net": 1.2}, {"move": {"seat": 1, "call": "pass"}}])}])  # fmt: skip
    rec = from_json(data)
    assert [e.move for e in rec.calls] == [Move.of(0, "pass"), Move.of(1, "play")]
    assert rec.calls[0] == Entry(Move.of(0, "pass")) and rec.calls[1].note == "East has five Old cards."
    assert rec.to_json()["calls"] == data["calls"]  # a plain call stays a string
    steps = rec.steps()
    assert steps[1].entry is rec.calls[1] and steps[1].move == Move.of(1, "play") and steps[2].entry is rec.moves[0]
    assert loads(dumps(rec)).to_json() == rec.to_json()
    assert '  "calls": [\n    "pass",\n    {"call": "play", "note": "East' in dumps(rec)


@pytest.mark.parametrize(
    "calls, message, rule",
    [
        ([{"note": "x"}, "play"], 'calls[0]: a call with a note or why is {"call": "play" or "pass", ...} (R5)', "R5"),
        ([{"call": "maybe"}], 'calls[0].call: "maybe" is not a call (play or pass) (R5)', "R5"),
        ([{"call": "play", "seat": 0}], "calls[0].seat: unknown key (known: call, note, why)", None),
        ([{"call": "play", "Note": "x"}], 'calls[0].Note: unknown key; did you mean "note"?', None),
        ([{"call": "play", "note": 5}], "calls[0].note: expected text, not 5", None),
        ([{"call": "play", "why": {"reasons": 5}}], "calls[0].why.reasons: expected a list of sentences, not 5", None),
        ([True], "calls[0]: true is not a call (play or pass) (R5)", "R5"),
    ],
)
def test_bad_call_entries_are_refused_with_their_place(calls, message, rule):
    refused(record(calls=calls), message, rule)


def test_a_record_made_in_python_takes_calls_as_entries_actions_or_words():
    deal = from_json(record()).start()
    hands = three(tuple(h) for h in (deal.hand(0), deal.hand(1), deal.hand(2)))
    for calls in (("pass", "play"), (Action.PASS, Action.PLAY), (Move.of(0, "pass"), Entry(Move.of(1, "play")))):
        rec = Record(0, hands, calls)  # type: ignore[arg-type]  # words, actions, moves: made into entries
        assert all(isinstance(e, Entry) for e in rec.calls) and rec.deal().caller == 1
    with pytest.raises(RecordError, match=r"^calls\[1\]: seat 2 calls play is not a call of seat 1"):
        Record(0, hands, ("pass", Move.of(2, "play")))  # type: ignore[arg-type]  # made into entries, then refused


@pytest.mark.parametrize(
    "change, message",
    [
        ({"Result": {}}, 'Result: unknown key; did you mean "result"?'),
        ({"titel": "x"}, 'titel: unknown key; did you mean "title"?'),
        ({"MASTER": 0}, 'MASTER: unknown key; did you mean "master"?'),
        (
            {"author": "me"},
            "author: unknown key (known: format, version, title, description, seats, rules, master, redeals, hands, calls, moves, result)",
        ),
        (
            {"a b": 1},
            '"a b": unknown key (known: format, version, title, description, seats, rules, master, redeals, hands, calls, moves, result)',
        ),
        (
            {"rules": {"noncaller_lead": True}},
            'rules.noncaller_lead: unknown rule switch; did you mean "noncaller_lead_rule"?',
        ),
        ({"moves": [{"seat": 0, "lead": ["T2"], "Why": {}}]}, 'moves[0].Why: unknown key; did you mean "why"?'),
        (
            {"moves": [{"seat": 0, "lead": ["T2"], "comment": ""}]},
            "moves[0].comment: unknown key (known: seat, lead, beat, discard, claim, note, why)",
        ),
    ],
)
def test_unknown_keys_are_refused_with_a_did_you_mean(change, message):
    refused(record(**change), message)


def test_an_unknown_result_key_is_refused_so_the_result_is_checked():
    deal = next(d for d in random_deals(20, seed=1) if d.result.winner is not None)
    data = Record.from_deal(deal).to_json()
    data["Result"] = {"winner": (deal.result.winner + 1) % 3, "fu": 6, "net": [0, 0, 0]}
    del data["result"]
    refused(data, 'Result: unknown key; did you mean "result"?')
    data["result"] = data.pop("Result") | {"by_claim": True}
    refused(data, "result.by_claim: unknown key (known: winner, fu, net)")


@pytest.mark.parametrize(
    "change, message, error",
    [
        ({"version": True}, "version: expected the whole number 1, found true", FormatError),
        ({"version": 1.0}, "version: expected the whole number 1, found 1.0", FormatError),
        ({"version": "1"}, 'version: expected the whole number 1, found "1"', FormatError),
        ({"master": True}, "master: true is not a seat (0, 1 or 2) (R3)", RecordError),
        ({"master": 0.0}, "master: 0.0 is not a seat (0, 1 or 2) (R3)", RecordError),
        ({"redeals": False}, "redeals: false is not a count (0 or more) (R6)", RecordError),
        ({"redeals": 1.0}, "redeals: 1.0 is not a count (0 or more) (R6)", RecordError),
        (
            {"moves": [{"seat": False, "lead": ["T2"]}]},
            "moves[0].seat: false is not a seat (0, 1 or 2) (R3)",
            RecordError,
        ),
        ({"moves": [{"seat": 0.0, "lead": ["T2"]}]}, "moves[0].seat: 0.0 is not a seat (0, 1 or 2) (R3)", RecordError),
        ({"rules": {"passed_master_limit": 1}}, "rules.passed_master_limit: 1 is not true or false", RecordError),
    ],
)
def test_loose_types_are_refused(change, message, error):
    data = record(**change)
    with pytest.raises(error) as err:
        from_json(data)
    assert str(err.value) == message


def _finished() -> dict:
    deal = next(d for d in random_deals(30, seed=5) if d.result.winner is not None)
    return Record.from_deal(deal).to_json()


@pytest.mark.parametrize(
    "key, value, message",
    [
        ("winner", False, "result.winner: false is not a seat (0, 1 or 2), nor null for a draw (R3)"),
        ("winner", 1.0, "result.winner: 1.0 is not a seat (0, 1 or 2), nor null for a draw (R3)"),
        ("fu", 6.0, "result.fu: 6.0 is not a whole number of fu, nor null for a draw"),
        ("fu", True, "result.fu: true is not a whole number of fu, nor null for a draw"),
        ("net", [0.0, 0, 0], "result.net: expected three whole numbers, the net points of seats 0, 1 and 2 (R20)"),
        ("net", [True, 0, 0], "result.net: expected three whole numbers, the net points of seats 0, 1 and 2 (R20)"),
    ],
)
def test_loose_types_in_the_result_are_refused(key, value, message):
    data = _finished()
    data["result"][key] = value
    with pytest.raises(RecordError) as err:
        from_json(data)
    assert str(err.value) == message


def test_integers_are_integers_even_when_equal():
    data = _finished()
    winner, fu = data["result"]["winner"], data["result"]["fu"]
    assert known(from_json(data).result).fu == fu and type(known(from_json(data).result).fu) is int
    text = json.dumps(data).replace(f'"fu": {fu}', f'"fu": {fu}.0')
    with pytest.raises(RecordError, match=r"^result\.fu: \d+\.0 is not a whole number"):
        loads(text)
    assert winner in (0, 1, 2)


@pytest.mark.parametrize("code", ["s3", " S3 ", "S3 ", "S03", "S 3", "Ｓ3", "S３"])
def test_card_codes_are_exact(code):
    data = record()
    data["hands"][2][2] = code  # S3
    with pytest.raises(RecordError) as err:
        from_json(data)
    message = str(err.value)
    assert message.startswith(
        f"hands[2][2]: {json.dumps(code, ensure_ascii=False)} is not a card (cards are C, S, M or T followed by 1-9"
    )
    fixable = code.strip().upper() == "S3"
    assert message.endswith('; write "S3")' if fixable else "1-9)")


def test_duplicate_keys_are_refused_with_their_place():
    text = json.dumps(record())
    with pytest.raises(RecordError) as err:
        loads(text.replace('"master": 0', '"master": 0, "master": 1'))
    assert str(err.value) == 'master: the key "master" appears twice; give it once'
    nested = text.replace('{"seat": 1, "beat": ["T8"]}', '{"seat": 1, "beat": ["T8"], "seat": 1}')
    with pytest.raises(RecordError) as err:
        loads(nested)
    assert str(err.value) == 'moves[1].seat: the key "seat" appears twice; give it once'


@pytest.mark.parametrize(
    "where, value, message",
    [
        ("title", "\ud800", "title: text with invalid Unicode: a lone surrogate \\ud800 at character 0"),
        ("description", "ok \udfff", "description: text with invalid Unicode: a lone surrogate \\udfff at character 3"),
        ("note", "\ud83d", "moves[0].note: text with invalid Unicode: a lone surrogate \\ud83d at character 0"),
        (
            "seats",
            ["You", "E\ud800", "W"],
            "seats[1]: text with invalid Unicode: a lone surrogate \\ud800 at character 1",
        ),
    ],
)
def test_lone_surrogates_are_refused_with_their_place(where, value, message):
    data = record()
    if where == "note":
        data["moves"][0]["note"] = value
    else:
        data[where] = value
    text = json.dumps(data)  # "\ud800" escapes, as a hostile file would have them
    assert "\\ud" in text
    for read in (lambda: loads(text), lambda: loads(text.encode()), lambda: from_json(data)):
        with pytest.raises(RecordError) as err:
            read()
        assert str(err.value) == message and str(err.value).encode("utf-8")


def test_a_surrogate_pair_is_a_character_not_a_fault():
    rec = loads(json.dumps(record(title="Tigers \ud83d\udc05")))
    assert rec.title == "Tigers \U0001f405"


@pytest.mark.parametrize(
    "value, message",
    [
        ({"en": "Aces", "sv": "Ess"}, None),
        ({"sv": "Bara svenska"}, None),
        ({"pt-BR": "Ases", "zh-Hant": "A"}, None),
        ({}, 'title: no language given (expected texts keyed by language code, such as {"en": "...", "sv": "..."})'),
        ({"english": "Aces"}, 'title.english: not a language code (such as "en", "sv" or "pt-BR")'),
        ({"EN": "Aces"}, 'title.EN: not a language code (such as "en", "sv" or "pt-BR")'),
        ({"en": 5}, "title.en: expected text"),
        ({"en": {"en": "x"}}, "title.en: expected text"),
        (["Aces"], "title: expected text, not a list"),
        (5, "title: expected text, not 5"),
    ],
)
def test_multilingual_text_is_validated(value, message):
    if message is None:
        rec = from_json(record(title=value))
        assert rec.title == value and loads(dumps(rec)).title == value
    else:
        refused(record(title=value), message)


def test_multilingual_notes_descriptions_and_reasons_are_read():
    data = record(description={"en": "*Markdown*", "sv": "*Markdown* på svenska"})
    data["moves"][0]["note"] = {"en": "Lowest Tens.", "sv": "Lägsta tian."}
    data["moves"][0]["why"] = why(reasons=[{"en": "Lead T2.", "sv": "Spela T2."}, "English only."])
    data["moves"][0]["why"]["alternatives"][0]["note"] = {"sv": "100 utspelade givar"}
    rec = from_json(data)
    note = rec.moves[0].note
    assert not isinstance(note, str) and note["sv"] == "Lägsta tian." and loads(dumps(rec)).to_json() == rec.to_json()
    data["moves"][0]["note"] = {"sv": 3}
    refused(data, "moves[0].note.sv: expected text")


def test_lenient_mode_lists_unknown_keys_and_keeps_reading():
    rec = from_json(record(Title="x", title=5), strict=False)
    assert [str(p) for p in rec.problems] == [
        'Title: unknown key; did you mean "title"?',
        "title: expected text, not 5",
    ]
    assert len(rec.moves) == len(MOVES)
