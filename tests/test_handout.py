"""The printable handout (``lukfu-teach export``), checked by content: text, classes, structure."""

from __future__ import annotations

import dataclasses
import json
import re
from html.parser import HTMLParser

import pytest

from lukfu_teach import Entry, examples
from lukfu_teach.cli import main
from lukfu_teach.i18n import pick
from lukfu_teach.pictures import handout
from lukfu_teach.words import explain

VOID = {"meta", "br", "img", "hr", "input", "link"}


class Tags(HTMLParser):
    """Collects start tags with their classes, checks nesting, and keeps the text."""

    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.classes: list[str] = []
        self.tags: list[str] = []
        self.text: list[str] = []
        self.errors: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self.classes += (dict(attrs).get("class") or "").split()
        if tag not in VOID:
            self.open.append(tag)

    def handle_endtag(self, tag):
        if not self.open or self.open[-1] != tag:
            self.errors.append(f"</{tag}> closes <{self.open[-1] if self.open else None}>")
        else:
            self.open.pop()

    def handle_data(self, data):
        if self.open and self.open[-1] != "style":
            self.text.append(data)


def parse(page: str) -> Tags:
    tags = Tags()
    tags.feed(page)
    tags.close()
    assert not tags.errors and not tags.open, (tags.errors, tags.open)
    return tags


def words(tags: Tags) -> str:
    return re.sub(r"\s+", " ", "".join(tags.text))


@pytest.fixture(scope="module")
def old_example():
    record = examples.load("card_becomes_old")
    return record, handout.handout(record)


def test_a_complete_self_contained_printable_page(old_example):
    _, page = old_example
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    tags = parse(page)
    assert {"html", "head", "body", "title", "style"} <= set(tags.tags)
    assert "script" not in tags.tags and "link" not in tags.tags and "img" not in tags.tags
    assert not re.search(r"(src|href)=|https?://", page.replace("http://www.w3.org", "")), "no external resource"
    assert "@media print" in page and "break-inside:avoid" in page and "print-color-adjust:exact" in page
    assert "<title>A card becomes Old mid-deal - Luk Fu handout</title>" in page
    assert "lukfu-handout" in tags.classes and "lukfu-theme-default" in tags.classes


def test_it_tells_the_whole_annotated_deal(old_example):
    record, page = old_example
    text = words(parse(page))
    assert pick(record.title) in text and "Keep an eye on your Strings 7 (S7)." in text
    assert "Master: seat 0 (You) (R4)" in text
    for heading in ("The hands as dealt", "Calling", "Trick 1", "Trick 2", "Trick 3", "The claim", "Result"):
        assert heading in text
    for entry in record.moves:
        assert re.sub(r"\s+", " ", pick(entry.note)) in text
    assert "Seat 1 (East) beats S5 with Strings 9 (S9) (R10, R12)." in text
    assert explain.result_sentence(record.result, 0, record.seats) in text
    assert "Rules cited: R4, R5, R10, R10a, R11, R12, R13, R14, R16a, R16b, R16c, R16d, R17, R19, R20." in text


def test_cards_are_drawn_with_old_seals_and_proofs(old_example):
    _, page = old_example
    tags = parse(page)
    assert tags.classes.count("lukfu-card") > 36  # the deal, the tricks and the claim
    assert "lukfu-old" in tags.classes and "lukfu-trick" in tags.classes and "lukfu-net" in tags.classes
    text = words(tags)
    assert "Old from the start:" in text and "Myriads 7 (M7) is Old (R16c)" in text
    assert "Now Old for seat 0 (You): Strings 7 (S7) is Old (R16b): S9 and S8 were played face up" in text
    assert "Laid down:" in text and "Tens 9 (T9) is Old (R16a): a nine is always Old." in text


def test_face_down_discards_are_shown_to_the_class(old_example):
    text = words(parse(old_example[1]))
    assert "face down: T2" in text and "discards 1 card face down (R13): T2" in text


def test_ai_reasons_are_shown():
    record = examples.load("must_beat")
    why = {"level": "expert", "reasons": ["M5 draws out the high Myriads (R12)."], "samples": 40, "alternatives": [
        {"move": {"seat": 0, "lead": ["M5"]}, "expected_net": 0.5, "win_rate": 0.61, "note": "40 sampled deals"},
        {"move": {"seat": 0, "lead": ["S4", "S5", "S6"]}, "expected_net": -0.4, "win_rate": 0.3, "note": ""}]}  # fmt: skip
    free_form = {"thought": "a hunch"}
    moves = (dataclasses.replace(record.moves[0], why=why), dataclasses.replace(record.moves[1], why=free_form))
    page = handout.handout(dataclasses.replace(record, moves=moves + record.moves[2:]))
    tags = parse(page)
    text = words(tags)
    assert "lukfu-why" in tags.classes and "lukfu-weighed" in tags.classes
    assert "The expert AI's reasons:" in text and "M5 draws out the high Myriads (R12)." in text
    assert "<tr><td>lead M5</td><td>+0.50</td><td>61%</td><td>40 sampled deals</td></tr>" in page
    assert "<tr><td>lead S4 S5 S6</td><td>-0.40</td><td>30%</td><td></td></tr>" in page
    assert "The AI's reasons: thought: a hunch" in text


def test_an_unfinished_record_ends_with_a_question():
    record = examples.load("must_beat")
    exercise = dataclasses.replace(record, moves=record.moves[:4], result=None, title="What should you do?")
    text = words(parse(handout.handout(exercise)))
    assert "Your turn to think" in text and "seat 0 to beat or discard" in text
    assert "Result" not in text


def test_text_is_escaped_and_switches_are_shown():
    record = examples.load("passed_master")
    page = handout.handout(dataclasses.replace(record, title="Fish & <chips>"))
    assert "Fish &amp; &lt;chips&gt;" in page and "<chips>" not in page
    assert "redeals before this deal: 1 (R6)" in words(parse(page))
    switched = dataclasses.replace(record, rules=dataclasses.replace(record.rules, noncaller_lead_rule=False))
    assert "rule switches: R16d off" in words(parse(handout.handout(switched)))


def test_contrast_theme():
    page = handout.handout(examples.load("draw"), theme="contrast")
    assert "lukfu-theme-contrast" in parse(page).classes


def test_export_command_writes_the_handout(tmp_path, capsys):
    out = tmp_path / "handout.html"
    assert main(["export", str(examples.path("greed_punished")), "--html", str(out)]) == 0
    assert "wrote" in capsys.readouterr().out
    page = out.read_text(encoding="utf-8")
    assert "Greed punished: playing on instead of claiming" in page and "lukfu-card" in page


def test_export_command_refuses_bad_input(tmp_path, capsys):
    bad = json.loads(examples.path("must_beat").read_text(encoding="utf-8"))
    bad["moves"][1] = {"seat": 1, "discard": ["C5"]}
    record_file = tmp_path / "bad.json"
    record_file.write_text(json.dumps(bad), encoding="utf-8")
    out = tmp_path / "out.html"
    assert main(["export", str(record_file), "--html", str(out)]) == 1
    assert "moves[1]: seat 1 discards, but it can beat M5 with M6, M7 or M8 (R12)" in capsys.readouterr().err
    assert not out.exists()
    assert main(["export", str(tmp_path / "missing.json"), "--html", str(out)]) == 2
    assert main(["export", str(examples.path("draw")), "--html", str(tmp_path / "no" / "dir.html")]) == 2
    assert "cannot write the handout" in capsys.readouterr().err


def test_write_returns_the_path(tmp_path):
    target = handout.write(examples.load("draw"), tmp_path / "draw.html")
    assert target.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


def test_every_example_makes_a_handout():
    for name in examples.names():
        record = examples.load(name)
        text = words(parse(handout.handout(record)))
        assert pick(record.title) in text and "Result" in text


def test_entries_without_notes_are_plain_steps():
    record = examples.load("draw")
    plain = dataclasses.replace(record, moves=tuple(Entry(e.move) for e in record.moves))
    tags = parse(handout.handout(plain))
    assert "lukfu-note" not in tags.classes and "lukfu-why" not in tags.classes
