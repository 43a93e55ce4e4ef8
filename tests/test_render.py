"""Rendering, checked by content: classes, titles and text (never pixels)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import known

from lukfu_teach import Card, ChoiceError, Deal, Move, Play, load
from lukfu_teach.engine.cards import DECK, CardSet, parse_cards
from lukfu_teach.engine.old import not_old, proof_for
from lukfu_teach.pictures import render

RECORD = Path(__file__).parent / "browser" / "west_claims.json"


def spans(markup: str, css: str) -> list[str]:
    """The opening tags of elements carrying class ``css``."""
    return [tag for tag in re.findall(r"<[a-z]+ [^>]*>", markup) if re.search(rf'class="[^"]*\b{css}\b', tag)]


def title_of(markup: str, code: str) -> str:
    tag = next(t for t in re.findall(r"<span [^>]*>" + code + "</span>", markup))
    return known(re.search(r'title="([^"]*)"', tag))[1]


@pytest.fixture(scope="module")
def after_trick_one() -> Deal:
    """The example deal after its first trick: S9 and S8 played, seat 0 holds S7 and S5."""
    steps = load(RECORD).steps()
    return steps[3].deal


def test_render_imports_no_widgets() -> None:
    code = "import sys, lukfu_teach.render; print(sorted({'ipywidgets', 'IPython'} & set(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize("card", DECK, ids=str)
def test_every_card_shows_rank_suit_and_name(card: Card) -> None:
    markup = render.card(card)
    assert f">{card}</span>" in markup  # the code as text
    classes = spans(markup, "lukfu-card")[0]
    assert f"lukfu-suit-{card.suit.letter}" in classes and f"lukfu-r{card.rank}" in classes
    assert f'title="{card.name} ({card})"' in markup
    assert f'.lukfu-card.lukfu-r{card.rank}::before{{content:"{card.rank}"}}' in render.STYLE
    assert f".lukfu-suit-{card.suit.letter}{{" in render.STYLE  # an emblem and a pattern per suit


def test_named_cards_are_marked_and_named() -> None:
    assert "lukfu-named" in render.card("C1") and 'title="Mau Gung (C1)"' in render.card("C1")
    assert "lukfu-named" in render.card("T1") and "Bak Chi" in render.card("T1")
    assert "lukfu-named" not in render.card("S1")


def test_old_card_has_seal_and_proof_in_title(after_trick_one: Deal) -> None:
    old, safe = render.hand_marks(after_trick_one, 0)
    markup = render.hand(after_trick_one.hands[0], old, safe)
    olds = spans(markup, "lukfu-old")
    assert len(olds) == 1 and ">S7<" in markup
    assert title_of(markup, "S7") == "Strings 7 (S7) is Old (R16b): S9 and S8 were played face up (trick 1)."
    assert "lukfu-old" not in spans(markup, "lukfu-r5")[0]
    assert title_of(markup, "S5") == "Strings 5 (S5)"
    assert '.lukfu-card.lukfu-old::after{content:"OLD"}' in render.STYLE


def test_safe_but_unproven_card_has_its_own_seal() -> None:
    hand, public, discards = CardSet.parse("S8 C2"), 0, CardSet.parse("S9")
    card = Card.parse("S8")
    why = not_old(card, hand, {}, discards)
    markup = render.card(card, why)
    assert "lukfu-safe" in markup and "lukfu-old" not in markup
    assert "safe but unproven" in title_of(markup, "S8")
    deal = Deal._of((hand, 0, 0), 0)  # a position set up directly (unchecked), with its own discard
    deal._discards[0] = discards
    old, safe = render.hand_marks(deal, 0)
    assert list(safe) == [card] and not old and public == 0


def test_hand_is_sorted_and_has_plain_text() -> None:
    markup = render.hand(parse_cards("T9 C1 S3"))
    assert re.findall(r">(\w\d)</span>", markup) == ["C1", "S3", "T9"]
    assert markup.text == "C1 S3 T9"
    assert "lukfu-mini" in render.hand("C1 S3".split(), mini=True)


def test_backs_and_play() -> None:
    assert len(spans(render.back(3), "lukfu-back")) == 3
    markup = render.play("S3 S4 S5")
    assert "a three-card run" in markup and len(spans(markup, "lukfu-card")) == 3


def test_trick_shows_discards_as_backs(after_trick_one: Deal) -> None:
    deal = after_trick_one.copy()
    deal.apply(Move.of(2, "lead", "C1 M1 T1"))
    deal.apply(Move.of(0, "discard", "T2 T3 M2"))
    trick = deal.tricks[-1]
    open_table = render.trick(trick, viewer=None)
    assert len(spans(open_table, "lukfu-back")) == 3 and "face down: M2 T2 T3" in open_table
    seen_by_east = render.trick(deal.view(1).tricks[-1], viewer=1)
    assert len(spans(seen_by_east, "lukfu-back")) == 3 and "M2" not in seen_by_east
    assert "West: leads" in open_table and "You: discards" in open_table
    finished = render.trick(after_trick_one.tricks[0])
    assert "Trick 1: won by West (R14)" in finished and "lukfu-winner" in finished
    assert "No trick yet" in render.trick(None)


def test_table_badges_and_seat_view(after_trick_one: Deal) -> None:
    markup = render.position(after_trick_one)
    head = markup[markup.index("lukfu-seat-0") : markup.index("lukfu-seat-1")]
    assert "Master" in head and "Caller" in head and "0 fu" in head
    west = markup[markup.index("lukfu-seat lukfu-seat-2") :]
    assert "1 fu" in west and "to act" in west
    assert markup.text == "seat 2 to lead or claim"  # 1 fu + 7 Old cards (R17)
    seat_view = render.position(after_trick_one, seat=1)
    assert "11 cards unseen" in seat_view and ">C7<" in seat_view and ">S7<" not in seat_view


def test_played_lists_public_cards_by_suit(after_trick_one: Deal) -> None:
    markup = render.played(after_trick_one)
    assert "Strings:" in markup and ">S9<" in markup and "trick 1" in markup
    assert "Nothing played" in render.played(Deal.new(1))


def test_fragments_display_themselves_with_style_and_theme() -> None:
    markup = render.card("S7")._repr_html_()
    assert markup.startswith('<div class="lukfu lukfu-theme-default"><style>')
    contrast = render.card("S7").themed("contrast")
    assert contrast._repr_html_().startswith('<div class="lukfu lukfu-theme-contrast"><style>')
    assert contrast == render.card("S7") and contrast.text == "S7", "the theme changes the display only"
    assert "lukfu-theme-contrast" in (contrast + render.card("S8"))._repr_html_(), "a sum keeps the theme"
    assert "lukfu-theme-default" in render.card("S7")._repr_html_(), "no theme is left behind for others"
    assert "lukfu-theme-contrast" in render.position(Deal.new(1), theme="contrast")._repr_html_()
    with pytest.raises(ChoiceError, match="'neon' is not a theme"):
        render.card("S7").themed("neon")
    with pytest.raises(ChoiceError, match="'neon' is not a theme"):
        render.theme_class("neon")
    assert ".lukfu-theme-contrast .lukfu-card" in render.STYLE


def test_values_display_themselves(after_trick_one: Deal) -> None:
    assert ">S7</span>" in Card.parse("S7")._repr_html_()
    assert "a three-card set" in Play.parse("C5 S5 M5")._repr_html_()
    assert "lukfu-table" in after_trick_one._repr_html_()
    assert "cards unseen" in after_trick_one.view(0)._repr_html_()


def test_plain_text_stand_in_for_terminals() -> None:
    from IPython.lib.pretty import pretty

    assert pretty(render.hand(parse_cards("S3 S4"))) == "S3 S4"
    assert pretty(render.card("T1")) == "T1"


def test_markdown_is_escaped_and_small() -> None:
    markup = render.markdown("A **bold** move and *this* `S7`.\n\n- one <b>\n- two")
    assert "<strong>bold</strong>" in markup and "<em>this</em>" in markup and "<code>S7</code>" in markup
    assert "<ul><li>one &lt;b&gt;</li><li>two</li></ul>" in markup


def test_net_table() -> None:
    markup = render.net_table((-8, 0, 8))
    assert "<td>seat 0 (You)</td><td>-8</td>" in markup and "<td>+8</td>" in markup


def test_proof_title_uses_explain_sentence() -> None:
    card = Card.parse("C8")
    proof = proof_for(card, CardSet.parse("C8 C9"), {})
    assert title_of(render.card(card, proof), "C8") == "Coins 8 (C8) is Old (R16b): C9 is in the same hand."
