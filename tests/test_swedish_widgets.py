"""The widgets in Swedish (issue 13): a whole deal stepped through, a deal played, quizzes; no English left,
the language switch keeps the state, ``lang=`` wins over the global setting, the seat view keeps its secrets.

The AIs' own sentences (``render.why``'s reasons and alternatives) are the AI's words and are checked by the
AI's tests; here a ``lukfu-why`` block counts only by its heading, which the widget writes.
"""

from __future__ import annotations

import json
import re
from typing import Any

import ipywidgets as ipw
import pytest
from english_left import assert_no_english, english_words
from helpers import known, play_to_the_end

from lukfu_teach import examples, i18n
from lukfu_teach.engine.cards import cards_in, codes
from lukfu_teach.errors import LukFuError
from lukfu_teach.i18n import LanguageError, language
from lukfu_teach.records.record import loads
from lukfu_teach.widgets import BeatQuiz, CardPicker, DealStepper, OldQuiz, PlayTable

RANDOM = ("random", "random")
WHY = re.compile(r'<div class="lukfu-why">(?:<strong>(.*?)</strong>)?.*?</div>', re.S)


def _tree(widget: ipw.Widget) -> list[ipw.Widget]:
    out = [widget]
    for child in getattr(widget, "children", ()):
        out += _tree(child)
    return out


def shown(widget: ipw.Widget) -> list[str]:
    """Every text a learner can read in a widget: panels, labels, tooltips, menu options, the cards' tooltips
    and accessible names, a row's label (the AIs' reasons left out, their headings kept)."""
    out = []
    for w in _tree(widget):
        for attr in ("value", "description", "tooltip", "label", "placeholder"):
            value = getattr(w, attr, None)
            if isinstance(value, str) and not (isinstance(w, ipw.Text) and attr == "value"):
                out.append(WHY.sub(lambda m: m.group(1) or " ", value))
        if isinstance(w, (ipw.Dropdown, ipw.ToggleButtons)):
            out += [str(o[0]) if isinstance(o, tuple) else str(o) for o in w.options]
            out += list(getattr(w, "tooltips", ()))
        if isinstance(w, CardPicker):
            out += [f[k] for f in w.faces for k in ("title", "name")]
    return out


def no_english(widget: ipw.Widget, where: str = "") -> None:
    for text in shown(widget):
        words = english_words(text, allow={"English"})  # the language switch names English in English
        assert not words, f"{where}: {words} in {text[:300]!r}"


# -- the stepper -----------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["caller_claims", "passed_master", "greed_punished"])
@pytest.mark.parametrize("view", [None, 0, 2])
def test_a_whole_example_deal_in_the_swedish_stepper_has_no_english(name, view):
    stepper = DealStepper(examples.load(name), lang="sv", perspective=view, ai_level=None)
    assert stepper.next_button.description == "Nästa" and "lukfu-lang-sv" in stepper._dom_classes
    for k in range(len(stepper.steps) + 1):
        stepper.go(k)
        no_english(stepper, f"{name} step {k}")
        if "lukfu-off" not in stepper.reveal_button._dom_classes:
            stepper.reveal()
            no_english(stepper, f"{name} step {k} revealed")
        for s in stepper.visible():
            hand = cards_in(stepper.position.hands[s])
            if hand:
                stepper.explain_card(hand[-1])
                no_english(stepper, f"{name} step {k}, {hand[-1]} explained")
    assert re.search(r"Steg \d+ av \d+", stepper.status.value)


def test_the_stepper_recomputes_the_ai_in_swedish_headings():
    rec = examples.load("caller_claims")
    plain = loads(
        json.dumps({**json.loads(_dumps(rec)), "moves": [_bare(m) for m in json.loads(_dumps(rec))["moves"]]})
    )
    stepper = DealStepper(plain, lang="sv", ai_level="basic")
    stepper.go(3)
    assert "Vad AI:n på nivån enkel tänker här" in stepper.ai_panel.value
    no_english(stepper, "recomputed")


def _dumps(rec):
    from lukfu_teach.records.record import dumps

    return dumps(rec)


def _bare(move):
    return {k: v for k, v in move.items() if k not in ("why", "note")} if isinstance(move, dict) else move


@pytest.mark.parametrize("name", ["caller_claims", "card_becomes_old", "passed_master"])
def test_the_seat_view_keeps_its_secrets_in_swedish(name):
    """test_secrecy's checks, on the stepper speaking Swedish: no hidden card named, by code or Swedish name,
    and the views do not depend on the hidden cards."""
    import random

    from test_secrecy import check_names_no_hidden_card, record_of, redeal_unseen, stepper_views

    record = examples.load(name)
    for seat in (0, 1, 2):
        with language("sv"):  # the steppers take the current language
            views = stepper_views(record, seat)
            assert "Steg" in str(views[0])
            check_names_no_hidden_card(record, seat, views)
            other = redeal_unseen(record.deal(), seat, random.Random(seat))
            if other is not None:
                assert stepper_views(record_of(other, record), seat) == views


# -- the play table ----------------------------------------------------------------------------------


def test_a_whole_deal_played_at_the_swedish_table_has_no_english():
    table = PlayTable(7, levels=RANDOM, coach="basic", delay=0, lang="sv")
    assert table.new_button.description == "Ny giv" and "lukfu-lang-sv" in table._dom_classes
    no_english(table, "start")
    errors = hints = 0
    while not table.deal.is_over:
        legal = table.deal.legal_moves
        if errors < 3 and legal.action.value in ("beat", "lead", "discard"):
            hand = table.deal.hands[table.learner]
            wrong = [c for c in cards_in(hand)][:2]
            table.select(codes(sum(c.bit for c in wrong)))
            if not table.play_selected():
                errors += 1
                assert "Inte tillåtet:" in table.message.value and "Ditt val ligger kvar" in table.message.value
                no_english(table, "refused")
        if hints < 3:
            move = known(table.hint())
            hints += 1
            assert "Tips:" in table.hint_panel.value
            no_english(table, "hint")
        else:
            move = table.deal.legal_moves.sample(__import__("random").Random(len(table.log_lines)))
        if move.is_call:
            assert table.call(move.action)
        elif move.action.value == "claim":
            assert table.claim()
        else:
            table.select(codes(move.mask))
            no_english(table, "selected")
            assert table.play_selected()
        no_english(table, f"after {move}")
    assert errors and hints
    assert table.result_panel.value.startswith("<h4>") and ("vinner med F" in table.result_panel.value
                                                            or "Oavgjord" in table.result_panel.value)  # fmt: skip
    assert "varför?" in table.moves_log.value
    no_english(table, "over")
    table._save_clicked()
    assert "Ditt protokoll är klart" in table.message.value and "Ladda ner" in table.message.value
    no_english(table, "saved")
    stepper = table.replay()
    assert stepper.lang == "sv"
    no_english(stepper, "replay")


def test_errors_of_the_swedish_table_are_swedish():
    table = PlayTable(3, levels=RANDOM, delay=0, lang="sv")
    assert not table.play_selected()  # calling, not playing
    assert_no_english(table.message.value)
    table.toggle("C1") if not table.deal.hands[0] & 1 else table.toggle("T9")
    assert_no_english(table.message.value)
    assert not table.claim()
    assert "Du kan inte ta segern nu" in table.message.value
    with pytest.raises(LukFuError) as err:
        table.select("X1")
    with language("sv"):
        assert_no_english(str(err.value))


def test_the_language_switch_keeps_the_table_as_it_is():
    table = PlayTable(7, levels=RANDOM, coach="basic", delay=0)
    while table.deal.phase.value == "calling":
        table.call("play")
    table.hint()
    hand = cards_in(table.deal.hands[0])
    table.select(str(hand[0]))
    moves, selected, log = list(table.deal.moves), list(table.hand.selected), len(table.log_lines)
    english = table.status.value
    assert table.language_menu.value == "en" and table.hint_button.description == "Hint"
    table.language_menu.value = "sv"  # the learner clicks Svenska
    assert table.lang == "sv" and table.hint_button.description == "Tips" and table.hand.lang == "sv"
    assert list(table.deal.moves) == moves and table.hand.selected == selected and len(table.log_lines) == log
    assert "Tips:" in table.hint_panel.value and table.status.value != english
    no_english(table, "switched")
    table.set_language("en")
    assert table.status.value == english and table.language_menu.value == "en"


def test_the_language_switch_rewrites_the_review_and_try_again():
    """Review my deal, a flagged step in the stepper, Try again and its answer, then Svenska: no English left."""
    from lukfu_teach import Move
    from lukfu_teach.words import reviewed

    table = play_to_the_end(PlayTable(11, levels=RANDOM, coach="random", delay=0))
    flagged = reviewed.flagged(table.review())
    table.show_step(flagged[0]["step"])
    english = table.review_panel.value
    assert "Review of your deal" in english
    table.language_menu.value = "sv"  # the learner clicks Svenska
    assert "Granskning av din giv" in table.review_panel.value
    no_english(table, "the review, switched")
    table.set_language("en")
    assert table.review_panel.value == english
    assert table.try_again()
    assert not table._tried(Move.parse(flagged[0]["move"]))  # the same mistake: not yet
    table.set_language("sv")
    assert "Inte än" in table.hint_panel.value and "Försök igen (1 av" in table.message.value
    no_english(table, "Try again, switched")


def test_the_language_switch_keeps_the_stepper_as_it_is():
    stepper = DealStepper(examples.load("caller_claims"), perspective=1, ai_level=None)
    stepper.go(5)
    card = cards_in(stepper.position.hands[1])[0]
    stepper.explain_card(card)
    stepper.speed.value = "fast"
    english = stepper.card_info.value
    stepper.language_menu.value = "sv"
    assert stepper.step == 5 and stepper.perspective == 1 and stepper.focus == card
    assert stepper.perspective_menu.index == 2 and stepper.speed.value == "fast"
    assert stepper.hands[1].selected == [str(card)] and stepper.hands[1].lang == "sv"
    assert stepper.card_info.value != english
    no_english(stepper, "switched")
    stepper.set_language("en")
    assert stepper.card_info.value == english and stepper.next_button.description == "Next"


def test_lang_wins_over_the_global_setting_and_none_takes_it():
    try:
        i18n.set_language("sv")
        english = PlayTable(7, levels=RANDOM, delay=0, lang="en")
        swedish = PlayTable(7, levels=RANDOM, delay=0)
        assert english.lang == "en" and swedish.lang == "sv"
    finally:
        i18n.set_language(None)
    assert english.call_play.description == "Call play" and swedish.call_play.description == "Säg spela"
    assert english_words(english.status.value) and not english_words(swedish.status.value)
    with language("sv"):
        stepper = DealStepper(examples.load("must_beat"), lang="en", ai_level=None)
        stepper.go(3)
    assert stepper.next_button.description == "Next" and "Step 3 of" in stepper.status.value
    with pytest.raises(LanguageError):
        PlayTable(7, lang="xx")
    with pytest.raises(LanguageError):
        DealStepper(examples.load("must_beat"), lang="klingon")


def test_new_deal_offers_this_deal_again_the_next_or_a_practice_deal():
    table = PlayTable(7, levels=RANDOM, delay=0, lang="sv")
    assert [v for _, v in table.deal_kind.options] == ["again", "random", "easy", "medium", "hard"]
    assert table.deal_kind.options[2][0] == "En övningsgiv: lätt" and "Giv 7" in table.deal_title.value
    table.new_deal()
    assert table.seed == 8 and "Giv 8" in table.deal_title.value
    table.new_deal(kind="again")
    assert table.seed == 8 and table.practice is None
    table.deal_kind.value = "hard"
    table._clicked(table.new_deal)
    hard = [d.seed for d in examples.practice("hard")]
    assert table.seed == hard[0] and "Övningsgiv" in table.message.value and "svår" in table.message.value
    assert f"Övningsgiv {hard[0]} (svår)" in table.deal_title.value
    table.new_deal(kind="again")
    practice: Any = table.practice  # new_deal set it again: not the None asserted above
    assert table.seed == hard[0] and practice.seed == hard[0]  # still the practice deal
    table.new_deal()
    assert table.seed == hard[1 % len(hard)]
    no_english(table, "practice")
    table.new_deal(seed=42)
    assert table.seed == 42 and table.save_name.value == "luk_fu_seed_42.json"


def test_a_saved_table_keeps_every_ai_call_with_its_reasons():
    table = PlayTable(7, levels=("basic", "basic"), delay=0)
    while not table.deal.is_over:
        move = known(table.hint())
        if move.is_call:
            table.call(move.action)
        elif move.action.value == "claim":
            table.claim()
        else:
            table.select(codes(move.mask))
            table.play_selected()
    data = json.loads(_dumps(table.record()))
    ai_calls = [c for i, c in enumerate(data["calls"]) if (table.deal.master + i) % 3 != table.learner]
    assert ai_calls and all(isinstance(c, dict) and c["why"]["summary"] for c in ai_calls)
    assert set(data["title"]) == {"en", "sv"} and "mot" in data["title"]["sv"]
    assert loads(json.dumps(data)).deal().result == table.deal.result


# -- quizzes and the picker ----------------------------------------------------------------------


def test_quizzes_in_swedish_have_no_english():
    quiz = OldQuiz(examples.load("card_becomes_old"), lang="sv")
    no_english(quiz, "old quiz")
    quiz.answer(codes(quiz.deal.hands[quiz.seat] & -quiz.deal.hands[quiz.seat]))
    quiz.check()
    assert "rätt bedöm" in quiz.feedback.value
    no_english(quiz, "old quiz checked")
    for seed in range(4):
        beat = BeatQuiz(seed, lang="sv")
        no_english(beat, "beat quiz")
        beat.answer([codes(beat.candidates[0])])
        beat.check()
        assert "rätt" in beat.feedback.value
        no_english(beat, "beat quiz checked")


def test_the_picker_speaks_its_language_and_its_js_has_no_words():
    from lukfu_teach.widgets import picker as module

    script = (module.HERE / "picker.js").read_text()
    assert '"Cards"' not in script and not re.search(r'"[A-Z][a-z]+ [a-z]+', script)
    picker = CardPicker(["S9", "S3"], lang="sv", status={})
    assert picker.label == "Korten" and picker.lang == "sv"
    from lukfu_teach.engine.cards import Card
    from lukfu_teach.engine.old import proof_for

    s9 = Card.parse("S9")
    picker.show(["S9", "S3"], {s9: proof_for(s9, s9.bit, {})})
    assert "Snören 9, gammalt" in [f["name"] for f in picker.faces]
    picker.select("S3")
    picker.set_language("en", "Your hand")
    assert picker.selected == ["S3"] and "Strings 9, Old" in [f["name"] for f in picker.faces]
    assert picker.label == "Your hand"
