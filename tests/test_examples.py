"""The annotated example deals: complete, legal, annotated, and narrated as the golden transcripts say.

The transcripts in ``tests/golden/`` are ``explain.narrate`` of each example (``tests/golden/sv/``: a few
told in Swedish, the open table then East's view). After a deliberate
change to an example or to the narration, regenerate them and review the diff:

    LUKFU_UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/test_examples.py
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from english_left import assert_no_english
from helpers import known

from lukfu_teach import LukFuError, examples
from lukfu_teach.cli import main
from lukfu_teach.i18n import SUPPORTED, language, pick
from lukfu_teach.records.record import dumps
from lukfu_teach.words.narrate import narrate
from lukfu_teach.words.secrecy import named_cards

GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("LUKFU_UPDATE_GOLDEN") == "1"
EXAMPLES_DIR = Path(examples.__file__).parent
ALL_RULES = {f"R{n}" for n in range(1, 21)}
SWEDISH_GOLDEN = ("caller_claims", "safe_but_unproven", "passed_master", "draw")


def test_names_list_exactly_the_shipped_files():
    shipped = {p.stem for p in EXAMPLES_DIR.glob("*.json")}
    assert len(examples.names()) == len(set(examples.names())) >= 10
    assert set(examples.names()) == shipped


@pytest.mark.parametrize("name", examples.names())
def test_example_is_complete_and_annotated(name):
    record = examples.load(name)
    deal = record.deal()
    assert deal.is_over and record.result == deal.result, "every example is a finished deal with its result"
    assert record.title and record.description
    notes = [entry.note for entry in record.moves if entry.note]
    assert len(notes) >= 4
    for note in notes:
        for lang in SUPPORTED:
            assert re.search(r"\bR\d{1,2}[a-e]?\b", pick(note, lang)), f"a note cites no rule: {note!r}"


@pytest.mark.parametrize("name", examples.names())
def test_example_file_is_as_dump_writes_it(name):
    """The files stay in the record's own layout, so hand edits diff cleanly."""
    path = examples.path(name)
    assert path.read_text(encoding="utf-8") == dumps(examples.load(name))


@pytest.mark.parametrize("name", examples.names())
def test_every_text_is_in_english_and_swedish_and_says_the_same_things(name):
    """Title, description and notes in both languages (FORMAT.md), citing the same rules and naming the
    same cards, so a note is held back from the same seats in either language (R15)."""
    record = examples.load(name)
    texts = [record.title, record.description, *(e.note for e in (*record.calls, *record.moves) if e.note)]
    rule = re.compile(r"\bR\d{1,2}[a-e]?\b")
    codes = re.compile(r"\b(?:[CSMT][1-9]|R\d{1,2}[a-e]?)\b")
    for text in texts:
        assert not isinstance(text, str) and set(text) == {"en", "sv"}, text
        en, sv = text["en"], text["sv"]
        assert sorted(rule.findall(en)) == sorted(rule.findall(sv)), (en, sv)
        assert named_cards(en) == named_cards(sv), (en, sv)
        numbers = [sorted(re.findall(r"\d+", codes.sub("", t))) for t in (en, sv)]
        assert numbers[0] == numbers[1], (en, sv)  # the same counts and sums
        assert_no_english(sv, allow={"notebook"})


def test_the_catalog_is_in_the_current_language():
    english = examples.catalog()
    with language("sv"):
        swedish = examples.catalog()
    assert [e.name for e in swedish] == [e.name for e in english]
    assert swedish[0].title == "Spelföraren tar segern med gamla kort" and english[0].title != swedish[0].title
    assert [e.rules for e in swedish] == [e.rules for e in english]  # the same rules, in either language
    for example in swedish:
        assert_no_english(example.title + " " + example.summary)
        assert "\n" not in example.summary


@pytest.mark.parametrize("name", SWEDISH_GOLDEN)
def test_swedish_golden_transcript(name):
    """Whole deals told in Swedish, the open table and East's view, reviewed by hand."""
    with language("sv"):
        transcript = (
            "\n".join(narrate(examples.load(name))) + "\n\n" + "\n".join(narrate(examples.load(name), 1)) + "\n"
        )
    golden = GOLDEN / "sv" / f"{name}.txt"
    if UPDATE:
        golden.parent.mkdir(exist_ok=True)
        golden.write_text(transcript, encoding="utf-8")
    assert golden.exists(), f"no golden transcript for {name}: see this module's docstring"
    assert transcript == golden.read_text(encoding="utf-8")


@pytest.mark.parametrize("name", examples.names())
def test_golden_transcript(name):
    transcript = "\n".join(narrate(examples.load(name))) + "\n"
    golden = GOLDEN / f"{name}.txt"
    if UPDATE:
        golden.parent.mkdir(exist_ok=True)
        golden.write_text(transcript, encoding="utf-8")
    assert golden.exists(), f"no golden transcript for {name}: see this module's docstring"
    assert transcript == golden.read_text(encoding="utf-8")


def test_check_command_accepts_every_example(capsys):
    paths = [str(examples.path(name)) for name in examples.names()]
    assert main(["check", *paths]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(paths)
    assert all(": ok: " in line for line in lines)


def test_results_are_the_ones_the_lessons_describe():
    results = {name: known(examples.load(name).result) for name in examples.names()}
    assert results["caller_claims"].net == (6, -3, -3)
    assert results["noncaller_wins"].net == (-4, 4, 0)  # the caller pays both shares (R20)
    assert results["greed_punished"].winner == 2 and results["greed_punished"].net == (-4, 0, 4)
    assert results["draw"].winner is None and results["draw"].net == (0, 0, 0)
    last = results["last_trick"]
    assert last.winner == 0 and not last.by_claim and last.fu == 6  # R18
    assert all(r.by_claim for name, r in results.items() if name not in ("draw", "last_trick"))


def test_together_the_examples_teach_every_rule():
    cited = {rule for example in examples.catalog() for rule in example.rules}
    assert ALL_RULES <= {re.sub(r"[a-e]$", "", rule) for rule in cited}
    assert {"R10a", "R10b", "R16a", "R16b", "R16c", "R16d", "R16e"} <= cited


def test_catalog_entries():
    catalog = examples.catalog()
    assert [e.name for e in catalog] == list(examples.names())
    first = catalog[0]
    assert first.title == "The caller claims with Old cards"
    assert "\n" not in first.summary and first.summary
    assert first.rules.index("R4") < first.rules.index("R16a") < first.rules.index("R17")  # in rule order


def test_unknown_example_is_one_clear_message():
    with pytest.raises(LukFuError) as err:
        examples.load("must_beet")
    message = str(err.value)
    assert 'no example deal named "must_beet"' in message
    assert 'did you mean "must_beat"' in message
    assert "caller_claims" in message


def test_examples_are_plain_json_records():
    for name in examples.names():
        data = json.loads(examples.path(name).read_text(encoding="utf-8"))
        assert data["format"] == "lukfu-deal" and data["version"] == 1
