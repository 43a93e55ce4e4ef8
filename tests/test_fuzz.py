"""Hostile records (issue 10): mutated example deals, through every reader.

Each example is mutated (moves dropped, duplicated or swapped; cards, seats,
types, nesting and text changed; keys added, dropped or given twice; the text
cut or its bytes spoiled) and read by ``loads``, by every subcommand of the
command line in-process, by the stepper (stepped through from every point of
view) and by the handout. Every refusal must be a ``LukFuError`` with a place
and a one-line message; nothing else may be raised, and nothing printed may
carry a control character. Hypothesis runs derandomized: the same examples every run.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, find, given, settings
from hypothesis import strategies as st

from lukfu_teach import examples
from lukfu_teach.cli import main
from lukfu_teach.errors import FormatError, LukFuError, RecordError
from lukfu_teach.pictures.handout import handout
from lukfu_teach.records.record import Record, dumps, loads
from lukfu_teach.widgets import DealStepper

EXAMPLES = {name: json.loads(examples.path(name).read_text(encoding="utf-8")) for name in examples.NAMES}
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
CODES = ["S7", "C1", "T9", "M5", "s7", " S7 ", "X9", "S0", "S10", "", "C1 C2", "\x1b[2J", "\ud800"]
TEXTS = [
    "plain", "", "\x1b[2J\x1b[Hall checks passed", "line\nbreak", "\u202eevil", "\ud800", "tiger \U0001f405",
    "é" * 50, {"en": "English", "sv": "Svenska"}, {"sv": "Bara svenska"}, {}, {"english": "x"}, {"en": 5}, 7, None,
    ["list"], "\x9b31m", "\\u0000",
]  # fmt: skip
VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 40) | st.floats(allow_nan=False, allow_infinity=False)
    | st.sampled_from(CODES + [t for t in TEXTS if isinstance(t, str)] + ["play", "pass", "expert"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(["seat", "lead", "reasons", "x", "en"]), inner, max_size=3),
    max_leaves=6,
)  # fmt: skip


def places(data: Any, path: tuple = ()) -> list[tuple]:
    """Every path into ``data`` (keys and indexes), the root included."""
    out = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            out += places(value, (*path, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            out += places(value, (*path, i))
    return out


def at(data: Any, path: tuple) -> Any:
    for key in path:
        data = data[key]
    return data


def put(data: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    at(data, path[:-1])[path[-1]] = value
    return data


GOOD_TEXTS = [t for t in TEXTS if isinstance(t, str) and "\ud800" not in t] + [
    {"en": "English", "sv": "Svenska"},
    {"sv": "Bara"},
]


@st.composite
def annotated(draw: st.DrawFn, data: dict) -> list[str]:
    """Mutations a record allows: cut short, odd but valid text, notes and reasons on calls and moves."""
    done = []
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["shorten", "text", "seats", "why", "call"]))
        moves = data["moves"]
        if kind == "shorten" and moves:
            del moves[draw(st.integers(0, len(moves) - 1)) :]
            data.pop("result", None)
        elif kind == "text":
            key = draw(st.sampled_from(["title", "description", "note"]))
            if key == "note" and moves:
                moves[draw(st.integers(0, len(moves) - 1))]["note"] = draw(st.sampled_from(GOOD_TEXTS))
            elif key != "note":
                data[key] = draw(st.sampled_from(GOOD_TEXTS))
        elif kind == "seats":
            data["seats"] = draw(
                st.lists(st.sampled_from([t for t in GOOD_TEXTS if isinstance(t, str) and t]), min_size=3, max_size=3)
            )
        elif kind == "why" and moves:
            move = moves[draw(st.integers(0, len(moves) - 1))]
            move["why"] = {"level": "basic", "reasons": draw(st.lists(st.sampled_from(GOOD_TEXTS), max_size=3)), "alternatives": [
                {"move": {k: v for k, v in move.items() if k not in ("note", "why")}, "expected_net": 1.5, "win_rate": 0.5,
                 "samples": 10, "margin": 0.25, "note": draw(st.sampled_from(GOOD_TEXTS))}]}  # fmt: skip
        elif kind == "call":
            i = draw(st.integers(0, len(data["calls"]) - 1))
            word = data["calls"][i] if isinstance(data["calls"][i], str) else data["calls"][i]["call"]
            data["calls"][i] = {
                "call": word,
                "note": draw(st.sampled_from(GOOD_TEXTS)),
                "why": {"reasons": ["\x1b[2J"]},
            }
        done.append(kind)
    return done


@st.composite
def mutated(draw: st.DrawFn) -> tuple[str, str | bytes]:
    """An example record, mutated one to three times: (what was done, the file's text or bytes)."""
    name = draw(st.sampled_from(sorted(EXAMPLES)))
    data = copy.deepcopy(EXAMPLES[name])
    if draw(st.booleans()):  # half the cases stay readable, to exercise everything that shows a record
        done = [name, *draw(annotated(data))]
        return " ".join(done), json.dumps(data, ensure_ascii=draw(st.booleans()))
    done = [name]
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from([
            "drop", "duplicate", "swap", "card", "seat", "type", "nest", "text", "why", "call", "key", "unkey", "cut",
        ]))  # fmt: skip
        moves = data.get("moves") if isinstance(data, dict) and isinstance(data.get("moves"), list) else None
        spots = places(data)
        if kind in ("drop", "duplicate", "swap") and moves:
            i, j = draw(st.integers(0, len(moves) - 1)), draw(st.integers(0, len(moves) - 1))
            if kind == "drop":
                del moves[i]
            elif kind == "duplicate":
                moves.insert(j, copy.deepcopy(moves[i]))
            else:
                moves[i], moves[j] = moves[j], moves[i]
        elif kind == "card":
            cards = [p for p in spots if isinstance(at(data, p), str) and re.fullmatch(r"[CSMT][1-9]", at(data, p))]
            if cards:
                data = put(data, draw(st.sampled_from(cards)), draw(st.sampled_from(CODES)))
        elif kind == "seat":
            seats = [p for p in spots if p and p[-1] in ("seat", "master", "winner")]
            if seats:
                data = put(
                    data,
                    draw(st.sampled_from(seats)),
                    draw(st.sampled_from([0, 1, 2, 3, -1, True, False, 1.0, "1", None])),
                )
        elif kind == "type":
            data = put(data, draw(st.sampled_from(spots)), draw(VALUES))
        elif kind == "nest":
            spot = draw(st.sampled_from(spots))
            value = at(data, spot)
            for _ in range(draw(st.sampled_from([1, 3, 40, 200]))):
                value = draw(st.sampled_from([[value], {"x": value}]))
            data = put(data, spot, value)
        elif kind == "text":
            texts = [p for p in spots if p and p[-1] in ("title", "description", "note", "reasons", "seats")]
            texts += [(*p, 0) for p in texts if isinstance(at(data, p), list) and at(data, p)]
            spot = draw(st.sampled_from(texts)) if texts else ("title",)
            if isinstance(data, dict) and (len(spot) == 1 or isinstance(at(data, spot[:-1]), (dict, list))):
                with contextlib.suppress(IndexError, KeyError, TypeError):
                    data = put(data, spot, draw(st.sampled_from(TEXTS)))
        elif kind == "why" and moves:
            i = draw(st.integers(0, len(moves) - 1))
            if isinstance(moves[i], dict):
                seat = moves[i].get("seat", 0)
                moves[i]["why"] = draw(st.fixed_dictionaries(
                    {"reasons": st.lists(st.sampled_from(TEXTS), max_size=2)},
                    optional={
                        "level": st.sampled_from(["expert", "basic", "Expert", 3]),
                        "samples": st.sampled_from([0, 100, -1, 1.5, True]),
                        "alternatives": st.lists(st.fixed_dictionaries(
                            {"move": st.sampled_from([{"seat": seat, "lead": ["S7"]}, {"seat": seat, "call": "pass"}, 5])},
                            optional={"expected_net": VALUES, "win_rate": st.sampled_from([0, 0.5, 1, 2, None]),
                                      "margin": st.sampled_from([0.1, -1, None]), "note": st.sampled_from(TEXTS)},
                        ), max_size=2),
                    },
                ))  # fmt: skip
        elif kind == "call" and isinstance(data, dict):
            entry = st.sampled_from(["play", "pass", "Play"]) | st.fixed_dictionaries(
                {"call": st.sampled_from(["play", "pass", 1])},
                optional={"note": st.sampled_from(TEXTS), "why": st.just({"reasons": ["Sure."]}), "seat": st.just(0)},
            )
            data["calls"] = draw(st.lists(entry, min_size=0, max_size=4))
        elif kind == "key":
            objects = [p for p in spots if isinstance(at(data, p), dict)]
            if objects:
                at(data, draw(st.sampled_from(objects)))[
                    draw(st.sampled_from(["Result", "seat", "x", "why", "Note", "en"]))
                ] = draw(VALUES)
        elif kind == "unkey":
            keyed = [p for p in spots if p and isinstance(p[-1], str)]
            if keyed:
                spot = draw(st.sampled_from(keyed))
                del at(data, spot[:-1])[spot[-1]]
        done.append(kind)
    text = json.dumps(data, ensure_ascii=draw(st.booleans()))
    ending = draw(st.sampled_from(["json", "json", "json", "duplicate", "cut", "bytes", "deep"]))
    done.append(ending)
    if ending == "deep":  # far deeper than Python's own recursion limit
        text = '{"title": ' + "[" * 100_000 + "]" * 100_000 + ", " + text.lstrip("{")
    elif ending == "duplicate":
        text = text.replace('"master": ', '"master": 1, "master": ', 1)
    elif ending == "cut":
        text = text[: draw(st.integers(0, len(text)))]
    if ending == "bytes" or draw(st.booleans()):
        raw = text.encode("utf-8", "surrogatepass")
        if ending == "bytes" and raw:
            i = draw(st.integers(0, len(raw) - 1))
            raw = raw[:i] + bytes([draw(st.sampled_from([0x00, 0x1B, 0x80, 0xFF, 0x22, 0x5B]))]) + raw[i + 1 :]
        return " ".join(done), raw
    return " ".join(done), text


def refusal_is_good(err: LukFuError) -> None:
    """A refusal: one printable line, and a place unless the whole file is unreadable."""
    message = str(err)
    assert message and "\n" not in message and "Traceback" not in message
    message.encode("utf-8")  # printable: no lone surrogate
    if isinstance(err, RecordError) and not isinstance(err, FormatError):
        assert err.place, message


def read(text: str | bytes) -> Record | LukFuError:
    try:
        return loads(text)
    except LukFuError as err:
        refusal_is_good(err)
        return err


SETTINGS = settings(deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
SEARCH = settings(deadline=None, derandomize=True, database=None, max_examples=500)


@settings(SETTINGS, max_examples=100)
@given(mutated())
def test_a_mutated_record_is_read_stepped_and_printed_or_refused_with_a_place(case):
    what, text = case
    outcome = read(text)
    if isinstance(outcome, LukFuError):
        if isinstance(text, str) and text.lstrip().startswith("{"):  # the stepper reads JSON text too
            with pytest.raises(LukFuError):
                DealStepper(text, ai_level=None)
        return
    record = outcome
    record.deal()
    assert loads(dumps(record)).to_json() == record.to_json(), what
    page = handout(record)
    assert page.startswith("<!DOCTYPE html>") and page.endswith("</html>\n"), what
    stepper = DealStepper(record, ai_level=None)
    for perspective in (None, len(what) % 3):  # the open table and one seat's view
        stepper.set_perspective(perspective)
        for step in range(len(stepper.steps) + 1):
            stepper.go(step)
    assert stepper.step == len(stepper.steps)


@settings(SETTINGS, max_examples=80)
@given(mutated())
def test_a_mutated_record_through_every_command(tmp_path_factory, case):
    what, text = case
    folder = tmp_path_factory.mktemp("fuzz")
    path = folder / "record.json"
    raw = text if isinstance(text, bytes) else text.encode("utf-8", "surrogatepass")
    path.write_bytes(raw)
    outcome = read(raw)
    expected = 0 if isinstance(outcome, Record) else 2 if isinstance(outcome, FormatError) else 1
    commands = [
        ["check", str(path)], ["check", str(path), str(path)], ["legal", str(path), "--json"], ["legal", str(path)],
        ["old", str(path)], ["old", str(path), "--json", "--seat", "2"], ["replay", str(path)],
        ["replay", str(path), "--seat", "1"], ["hint", str(path), "--level", "random"],
        ["hint", str(path), "--level", "basic", "--json"], ["export", str(path), "--html", str(folder / "h.html")],
    ]  # fmt: skip
    for argv in commands:
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = main(argv)
        printed = out.getvalue() + err.getvalue()
        assert not CONTROL.search(printed) and "Traceback" not in printed, (what, argv, printed)
        if argv[0] == "check":
            assert status == expected, (what, printed)
        elif expected:
            assert status == expected and err.getvalue().count("\n") == 1, (what, argv, printed)
        else:
            assert status in (0, 2), (what, argv, printed)  # 2: a finished deal has no seat to act (hint, old)
    assert (folder / "h.html").exists() == (expected == 0)


def test_the_mutations_reach_every_kind_of_answer():
    """The fuzzer is worth its time only if it produces good records as well as each kind of refusal."""
    kinds: dict[str, Callable[[Record | LukFuError], bool]] = {
        "good": lambda outcome: isinstance(outcome, Record),
        "unreadable": lambda outcome: isinstance(outcome, FormatError),
        "refused": lambda outcome: isinstance(outcome, RecordError) and not isinstance(outcome, FormatError),
    }
    for test in kinds.values():

        def reaches(case: tuple[str, str | bytes], test: Callable[[Record | LukFuError], bool] = test) -> bool:
            return test(read(case[1]))

        find(mutated(), reaches, settings=SEARCH)


def test_a_mutated_record_in_a_file_never_breaks_the_stepper(tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text("{" * 5000)
    with pytest.raises(LukFuError):
        DealStepper(broken)
    with pytest.raises(LukFuError):
        DealStepper("{not json")
    with pytest.raises(LukFuError):
        DealStepper(Path(tmp_path / "missing.json"))


def test_as_record_refuses_bad_json_text_with_a_lukfu_error():
    from lukfu_teach.widgets.common import as_record

    for text in ("{not json", "{" * 100_000, '{"format": "lukfu-deal", "version": 1, "version": 1}', "{}"):
        with pytest.raises(LukFuError) as err:
            as_record(text)
        refusal_is_good(err.value)


@pytest.mark.parametrize(
    "typed, name",
    [
        ("luk_fu_seed_7.json", "luk_fu_seed_7.json"),
        ("../../etc/passwd", "passwd"),
        ("C:\\\\Users\\\\me\\\\deal.json", "deal.json"),
        ('a"b<c>.json', "a_b_c_.json"),
        ("..", "luk_fu_deal.json"),
        ("", "luk_fu_deal.json"),
        ("\x1b[2J.json", "_2J.json"),
        ("min giv å.json", "min_giv_.json"),
    ],
)
def test_a_download_gets_a_plain_file_name(typed, name):
    import base64

    from lukfu_teach.widgets.common import download_link, safe_filename

    assert safe_filename(typed) == name
    link = download_link('{"x": "å"}', typed)
    found = re.fullmatch(
        r'<a class="lukfu-download" download="([^"]+)" href="data:application/json;charset=utf-8;base64,([A-Za-z0-9+/=]+)">Download ([^<]+)</a>',
        link,
    )
    assert found and found[1] == found[3] == name and base64.b64decode(found[2]).decode() == '{"x": "å"}'


ARGUMENT_TOKENS = [
    "check", "legal", "old", "hint", "replay", "export", "deal", "simulate", "--json", "--seat", "--seed", "--level",
    "--levels", "--deals", "--workers", "--html", "-o", "--theme", "--help", "-h", "0", "1", "2", "3", "-1", "٣", "３",
    "1e3", "", " ", "random", "basic,random,random", "random,,", "contrast", "\x1b[2J", "\ud800", "/", ".", "-",
    "--", "--seat=1", "--deals=２",
]  # fmt: skip


@settings(SETTINGS, max_examples=150)
@given(st.lists(st.sampled_from(ARGUMENT_TOKENS + ["FILE", "OUT"]), max_size=7))
def test_any_arguments_end_in_a_message_never_a_traceback(tmp_path_factory, tokens):
    folder = tmp_path_factory.mktemp("args")
    argv = [str(EXAMPLE_FILE) if t == "FILE" else str(folder / "out.html") if t == "OUT" else t for t in tokens]
    if argv and argv[0] in ("deal", "simulate", "hint"):  # the quick AIs only: this is about the arguments
        argv += ["--levels", "random"] if argv[0] != "hint" else ["--level", "random"]
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status: int | str | None
        try:
            status = main(argv)
        except SystemExit as exit_:  # argparse: --help (0) or a bad argument (2)
            status = exit_.code
    printed = out.getvalue() + err.getvalue()
    assert status in (0, 1, 2) and "Traceback" not in printed and not CONTROL.search(printed), (argv, printed)
    assert {p.name for p in folder.iterdir()} <= {"out.html"}


EXAMPLE_FILE = examples.path("aces_and_nines")
