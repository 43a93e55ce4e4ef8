"""``CardPicker``: one widget model for a row of cards, its contract as other widgets use it."""

from __future__ import annotations

import pytest

from lukfu_teach import Card, ChoiceError
from lukfu_teach.engine.old import old_proofs
from lukfu_teach.widgets import CardPicker


def test_cards_are_codes_in_hand_order_and_selection_syncs_both_ways() -> None:
    picker = CardPicker([Card.parse("S7"), "C1", "M9"], label="Your hand")
    assert picker.cards == ["C1", "S7", "M9"] and picker.selected == [] and picker.multiple
    seen = []
    picker.observe(lambda change: seen.append(change["new"]), "selected")
    picker.select("M9 C1")
    assert picker.selected == ["C1", "M9"] and seen == [["C1", "M9"]]
    picker.set_state({"selected": ["S7", "C1"]})  # what a click in the page sends
    assert picker.selected == ["C1", "S7"] and picker.selected_cards == [Card.parse("C1"), Card.parse("S7")]
    picker.clear()
    assert picker.selected == []


def test_a_single_choice_keeps_one_card_and_stale_codes_are_dropped() -> None:
    picker = CardPicker("S7 S8 S9", multiple=False)
    picker.set_state({"selected": ["S7", "S9"]})
    assert picker.selected == ["S9"]
    picker.set_state({"selected": ["T1"]})  # a card no longer in the row (a message from before a change)
    assert picker.selected == []
    with pytest.raises(ChoiceError, match="only one card can be selected here, not S7 S8"):
        picker.select("S7 S8")
    with pytest.raises(ChoiceError, match="T1 is not among the cards shown"):
        picker.select("T1")


def test_faces_carry_the_seals_tooltips_and_accessible_names() -> None:
    hand = Card.parse("S9").bit | Card.parse("S8").bit | Card.parse("C2").bit
    proofs = old_proofs(hand, {})
    picker = CardPicker("S9 S8 C2", status=proofs, marks={Card.parse("C2"): ("lukfu-hint",)})
    faces = {f["code"]: f for f in picker.faces}
    assert "lukfu-old" in faces["S8"]["cls"].split() and faces["S8"]["name"] == "Strings 8, Old"
    assert faces["S8"]["title"].startswith("Strings 8 (S8) is Old (R16")
    assert faces["C2"]["name"] == "Coins 2" and "lukfu-hint" in faces["C2"]["cls"].split()
    assert faces["C2"]["title"] == "Coins 2 (C2)"
    assert {"lukfu-card", "lukfu-suit-C", "lukfu-r2"} <= set(faces["C2"]["cls"].split())


def test_show_changes_cards_and_unselects_what_left_the_row() -> None:
    picker = CardPicker("S7 S8 S9")
    picker.select("S7 S8")
    picker.show("S8 S9 M1")
    assert picker.cards == ["S8", "S9", "M1"] and picker.selected == ["S8"]
    assert [f["code"] for f in picker.faces] == picker.cards


def test_read_only_and_disabled_rows_and_the_ready_message() -> None:
    hand = CardPicker("S7 S8", readonly=True, label="East's cards")
    assert hand.readonly and hand.label == "East's cards"
    picker = CardPicker("S7", disabled=True)
    assert picker.disabled
    calls = []
    picker.on_ready(lambda: calls.append(1))
    assert not picker.ready
    picker._message(picker, {"event": "ready"}, [])  # what the page sends once it has drawn the row
    assert picker.ready and calls == [1]
    assert repr(picker) == "CardPicker('S7', selected='')"


def test_one_model_for_the_whole_row() -> None:
    picker = CardPicker("C1 C2 C3 C4 C5 C6 S1 S2 S3 S4 S5 S6")
    state = picker.get_state()
    referenced = [v for v in state.values() if isinstance(v, str) and v.startswith("IPY_MODEL_")]
    assert referenced == [f"IPY_MODEL_{picker.layout.model_id}"]  # the row itself and its layout: no model per card
    esm = str(picker._esm)  # the file's text (anywidget reads it)
    assert "export default" in esm and ".lukfu-card" in picker._css
