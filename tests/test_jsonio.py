"""Reading JSON we do not trust (issue 10): size, nesting, duplicates, Unicode, numbers, pipes."""

import io
import json
import os
import threading

import pytest
from helpers import known
from test_record import record

from lukfu_teach.errors import FormatError, LukFuError, RecordError
from lukfu_teach.records.jsonio import MAX_BYTES, MAX_DEPTH, parse, place_of, quoted, read_bytes
from lukfu_teach.records.record import from_json, load, loads

TOO_BIG = "larger than 8 MB: not a deal record (a record is a few kilobytes)"
DEEP = f"nested too deeply (a record is at most {MAX_DEPTH} levels deep)"


@pytest.mark.parametrize("depth", [MAX_DEPTH + 2, 1000, 100_000])
def test_deep_nesting_is_an_unreadable_file_not_a_recursion_error(depth):
    for text in ("[" * depth + "]" * depth, '{"a":' * depth + "1" + "}" * depth):
        with pytest.raises(FormatError) as err:
            loads(text)
        assert str(err.value) == DEEP


def test_nesting_inside_a_record_is_refused_where_it_is_deep():
    deep: list = []
    inner = deep
    for _ in range(MAX_DEPTH + 5):
        inner.append([])
        inner = inner[0]
    with pytest.raises(FormatError, match="nested too deeply"):
        loads(json.dumps(record(title=deep)))
    cycle: list = []
    cycle.append(cycle)  # only Python data can do this; it must not hang or crash either
    with pytest.raises(FormatError, match="nested too deeply"):
        from_json(record(title=cycle))


def test_a_record_at_the_deepest_shape_the_format_allows_is_read():
    data = record()
    data["moves"][0]["why"] = {
        "reasons": [{"en": "x"}],
        "alternatives": [{"move": {"seat": 0, "lead": ["T2"]}, "note": {"sv": "y"}}],
    }
    assert known(loads(json.dumps(data)).moves[0].why)["alternatives"][0]["note"] == {"sv": "y"}


def test_size_is_capped():
    text = json.dumps(record(description="x" * MAX_BYTES))
    for source in (text, text.encode()):
        with pytest.raises(FormatError) as err:
            loads(source)
        assert str(err.value) == TOO_BIG
    with pytest.raises(FormatError) as err:
        load(io.StringIO(text))
    assert str(err.value) == TOO_BIG
    small = json.dumps(record(description="x" * 100_000))
    assert len(loads(small).description) == 100_000


def test_dev_zero_and_an_endless_pipe_end_with_a_message(tmp_path):
    with pytest.raises(FormatError) as err:
        load("/dev/zero")
    assert str(err.value) == TOO_BIG
    fifo = tmp_path / "endless"
    os.mkfifo(fifo)

    def feed() -> None:
        fd = os.open(fifo, os.O_WRONLY)
        try:
            while True:
                os.write(fd, b" " * 65536)
        except BrokenPipeError:  # the reader stopped at the cap
            os.close(fd)

    writer = threading.Thread(target=feed, daemon=True)
    writer.start()
    with pytest.raises(FormatError) as err:
        load(fifo)
    assert str(err.value) == TOO_BIG
    writer.join(timeout=10)
    assert not writer.is_alive()


def test_a_pipe_with_a_record_in_it_is_read(tmp_path):
    fifo = tmp_path / "record"
    os.mkfifo(fifo)
    text = json.dumps(record()).encode()

    def feed() -> None:
        with open(fifo, "wb") as out:  # waits for the reader, as a shell's `writer > fifo` does
            out.write(text)

    writer = threading.Thread(target=feed, daemon=True)
    writer.start()
    assert load(fifo).title == "Test"
    writer.join(timeout=10)


@pytest.mark.parametrize(
    "raw, message",
    [
        (b"", "empty: not JSON (a deal record is a JSON object)"),
        (b"  \n", "empty: not JSON (a deal record is a JSON object)"),
        (b'{"title": "\xff"}', "not UTF-8 text: invalid start byte at byte 11"),
        (b'{"title": "\xed\xa0\x80"}', "not UTF-8 text: invalid continuation byte at byte 11"),
        (b'{"a": NaN}', "not JSON: NaN is not a JSON number"),
        (b'{"a": -Infinity}', "not JSON: -Infinity is not a JSON number"),
        (b'{"a": ' + b"9" * 5000 + b"}", "a number of 5000 digits: too long for a deal record"),
    ],
)
def test_unreadable_bytes_are_format_errors(raw, message):
    with pytest.raises(FormatError) as err:
        parse(raw)
    assert str(err.value) == message


def test_huge_floats_are_not_finite_numbers():
    with pytest.raises(RecordError) as err:
        parse(b'{"moves": [{"why": {"alternatives": [{"expected_net": 1e999}]}}]}')
    assert str(err.value) == "moves[0].why.alternatives[0].expected_net: inf is not a finite number"


def test_a_byte_order_mark_is_ignored():
    text = json.dumps(record())
    assert loads(("\ufeff" + text).encode()).title == loads(text).title == "Test"


def test_a_lone_surrogate_in_a_key_is_refused_and_the_message_can_be_printed():
    with pytest.raises(RecordError) as err:
        parse('{"x\\ud800": 1}')
    assert str(err.value) == '"x\\ud800": text with invalid Unicode: a lone surrogate \\ud800 at character 1'
    str(err.value).encode("utf-8")


def test_places_and_quotes_stay_short_and_printable():
    assert place_of("", "title") == "title" and place_of("moves", 3) == "moves[3]"
    assert place_of("moves[3]", "a b") == 'moves[3]."a b"' and place_of("x", "\x1b") == 'x."\\u001b"'
    assert quoted("x" * 100) == '"' + "x" * 35 + '..."' and quoted([1]) == "a list" and quoted({}) == "an object"
    assert quoted(object()) == "object" and quoted("\ud800") == '"\\ud800"'


def test_reading_errors_are_lukfu_errors(tmp_path):
    for source in (tmp_path / "missing.json", tmp_path, "bad\0name.json"):
        with pytest.raises(LukFuError, match="^cannot read"):
            read_bytes(source)
