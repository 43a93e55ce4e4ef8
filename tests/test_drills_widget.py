"""The drill widgets through their models: one drill (answer wrong, try again, answer right, the explanation),
the sequence with its progress file, the recap and the assessment; nothing on screen gives the answer away
or names a card hidden from the drill's seat."""

from __future__ import annotations

import json
import re

import ipywidgets as ipw
import pytest
from helpers import known
from secrecy_tools import hidden_named, html_text, text_of

from lukfu_teach import drills
from lukfu_teach.drills import Progress
from lukfu_teach.errors import ChoiceError
from lukfu_teach.widgets import CardPicker, DrillAssessment, DrillRecap, DrillSequence, DrillWidget
from lukfu_teach.widgets.drill import board_html
from lukfu_teach.words.secrecy import unseen_by

IDS = drills.ids()


def classes_of(widget: ipw.Widget) -> set[str]:
    return set(widget._dom_classes)


def shown(widget: ipw.Widget) -> bool:
    return "lukfu-off" not in widget._dom_classes


def feedback_text(widget: DrillWidget) -> str:
    return html_text(widget.feedback.value)


@pytest.fixture(autouse=True)
def in_tmp(tmp_path, monkeypatch):
    """Each test runs in its own folder: the default progress file is written there."""
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.mark.parametrize("drill_id", IDS)
def test_every_drill_has_a_widget_that_takes_its_solution(drill_id, in_tmp):
    widget = DrillWidget(drill_id)
    assert {"lukfu-widget", "lukfu-drill", f"lukfu-drill-{widget.drill.answer_kind}"} <= classes_of(widget)
    assert repr(widget) == f"DrillWidget({drill_id!r}, tries=0, solved=False)"
    assert widget.drill.task in html_text(widget.prompt.value)
    assert not shown(widget.feedback) and not shown(widget.retry_button) and not shown(widget.explanation_panel)
    feedback = known(widget.answer(widget.drill.solution()))
    assert feedback.correct and widget.solved
    assert "lukfu-drill-right" in widget.feedback.value and 'role="status"' in widget.feedback.value
    said, why = feedback_text(widget), html_text(widget.explanation_panel.value)
    assert all(s in said or s in why for s in widget.drill.explain())  # the whole reason is on screen,
    assert not any(s in said and s in why for s in widget.drill.explain())  # and said once (no Why block repeats it)
    assert shown(widget.explanation_panel) == bool(why) and ("Why" in why or not why)
    assert widget.answer(widget.drill.solution()) is None  # closed once solved
    saved = json.loads((in_tmp / "lukfu_progress.json").read_text())
    assert saved["drills"][drill_id] == {"tries": 1, "solved": True, "first_try": True, "shown": False}


def test_wrong_then_try_again_then_right_by_clicking_cards():
    nexts = []
    widget = DrillWidget("beat-single", on_next=lambda: nexts.append(1))
    picker = widget.picker
    assert (
        isinstance(picker, CardPicker) and picker.multiple and "lukfu-drill-submit" in classes_of(widget.check_button)
    )
    assert widget.check_button.disabled  # nothing selected yet
    picker.selected = ["S5"]
    assert not widget.check_button.disabled
    widget.check_button.click()
    assert "lukfu-drill-wrong" in widget.feedback.value and "S5 is not higher than S6 (R10)" in feedback_text(widget)
    assert shown(widget.retry_button) and shown(widget.reveal_button) and not shown(widget.next_button)
    assert picker.disabled and widget.check_button.disabled
    widget.retry_button.click()
    assert not shown(widget.feedback) and picker.selected == [] and not picker.disabled
    picker.selected = ["S7"]
    widget.check_button.click()
    assert widget.solved and widget.tries == 2 and "lukfu-drill-right" in widget.feedback.value
    assert shown(widget.next_button) and not shown(widget.retry_button)
    assert any("lukfu-hint" in face["cls"] for face in picker.faces if face["code"] == "S7")
    widget.next_button.click()
    assert nexts == [1]
    assert Progress().mark("beat-single") == "tick"


def test_an_empty_or_refused_answer_is_no_try():
    widget = DrillWidget("must-beat")
    feedback = known(widget.answer(""))
    assert feedback.refused and widget.tries == 0 and "lukfu-drill-refused" in widget.feedback.value
    assert widget.accepting and not shown(widget.retry_button)
    assert known(widget.answer("maybe")).refused and widget.tries == 0
    assert Progress().entry("must-beat").tries == 0


def test_choice_buttons_answer_at_once():
    widget = DrillWidget("must-beat")
    labels = [b.description for b in widget.choice_buttons]
    assert labels == [c.label for c in widget.drill.choices]
    widget.choice_buttons[1].click()  # discard: wrong
    assert widget.tries == 1 and not widget.solved and all(b.disabled for b in widget.choice_buttons)
    assert [("lukfu-selected" in classes_of(b), b.icon) for b in widget.choice_buttons] == [
        (False, ""),
        (True, "check"),
    ]
    widget.try_again()
    widget.choice_buttons[0].click()
    assert widget.solved


def test_several_choices_by_toggles_then_check():
    widget = DrillWidget("which-beat-runs")
    assert len(widget.toggles) == 4 and widget.check_button.disabled
    widget.toggles[0].value = True
    widget.check_button.click()
    assert not widget.solved and "You left out 1 play that beats it." in feedback_text(widget)
    widget.try_again()
    assert not any(t.value for t in widget.toggles)
    widget.toggles[0].value = widget.toggles[2].value = True
    assert "lukfu-selected" in classes_of(widget.toggles[0]) and "lukfu-selected" not in classes_of(widget.toggles[1])
    assert widget.toggles[0].icon == "check-square-o" and widget.toggles[1].icon == "square-o"
    widget.check_button.click()
    assert widget.solved
    assert widget.toggles[0].disabled and "lukfu-selected" in classes_of(widget.toggles[0])  # still marked after


def test_suits_are_put_in_order_by_clicking():
    widget = DrillWidget("suit-order")
    buttons = {b.description: b for b in widget.choice_buttons}
    for name in ("Strings", "Coins", "Myriads", "Tens"):
        buttons[name].click()
    assert "Strings < Coins < Myriads < Tens" in html_text(widget.order_line.value)
    widget.check_button.click()
    assert "Not so: Coins ranks below Strings (R1)." in feedback_text(widget)
    widget.try_again()
    for name in ("Coins", "Strings", "Myriads", "Tens"):
        buttons[name].click()
    widget.check_button.click()
    assert widget.solved


def test_one_try_only_and_showing_the_answer():
    done: list[DrillWidget] = []
    one = DrillWidget("deck-size", tries=1, on_done=done.append, progress=None)
    one.answer(35)
    assert not one.accepting and done == [one] and not shown(one.retry_button) and shown(one.explanation_panel)
    assert one.answer(36) is None
    shown_answer = DrillWidget("trick-fu")
    shown_answer.answer(2)
    shown_answer.reveal_button.click()
    assert shown_answer.revealed and "An answer: <b>3</b>" in shown_answer.explanation_panel.value
    assert Progress().entry("trick-fu").shown and Progress().mark("trick-fu") == ""
    assert shown(shown_answer.retry_button)  # after Show the answer it can still be tried again
    shown_answer.retry_button.click()
    assert shown_answer.accepting and not shown(shown_answer.explanation_panel) and not shown(shown_answer.feedback)
    assert known(shown_answer.answer(3)).correct and Progress().mark("trick-fu") == "tick"  # solved, but no star
    with pytest.raises(ChoiceError, match="tries"):
        DrillWidget("deck-size", tries=0)


def test_the_picture_gives_no_answer_away():
    caller = board_html(drills.get("who-is-caller"))
    assert "Caller" not in caller and "Master" in caller
    winner = html_text(board_html(drills.get("trick-winner")))
    assert "won by" not in winner and "wins" not in winner and "fu" not in winner
    assert "to act" not in html_text(board_html(drills.get("turn-order")))
    assert "Myriads 7" not in html_text(board_html(drills.get("read-code")))
    name = DrillWidget("name-mau-gung", progress=None)
    assert name.picker is None and [b.description for b in name.choice_buttons] == ["C1", "C9", "S1", "T1"]
    old = DrillWidget("old-after-plays", progress=None)
    assert not any("lukfu-old" in f["cls"] for f in known(old.picker).faces)  # no seal before the answer
    assert "lukfu-old" not in old.board.value and "S9" in html_text(old.board.value)  # the played cards are shown
    safe = board_html(drills.get("safe-but-unproven"))
    assert "Your face-down discards" in safe and "S9" in html_text(safe)


@pytest.mark.parametrize("drill_id", IDS)
def test_the_widget_names_no_card_hidden_from_the_drills_seat(drill_id):
    widget = DrillWidget(drill_id, progress=None)
    drill = widget.drill
    answers = [c.key for c in drill.choices] + [str(c) for c in drill.cards[:3]] + [drill.solution()]
    if drill.seat is None or drill.deal is None:
        return
    unseen = unseen_by(drill.deal, drill.seat)
    texts = [text_of(widget)]
    for answer in answers:
        widget.try_again()
        widget.answer(answer)
        texts.append(text_of(widget))
    widget.reveal()
    texts.append(text_of(widget))
    for text in texts:
        assert not hidden_named(text, unseen), (drill_id, hidden_named(text, unseen), text)


def test_sequence_keeps_progress_in_a_file_beside_the_notebook(in_tmp):
    seq = DrillSequence(["suit-order", "deck-size", "read-code"], title="Cards")
    assert repr(seq) == "DrillSequence(3 drills, at 1, done 0)" and "lukfu-drill-sequence" in classes_of(seq)
    assert [b.description for b in seq.marks] == ["1 ·", "2 ·", "3 ·"]
    seq.current.answer("C S M T")
    assert seq.marks[0].description == "1 ★" and "solved at the first try" in seq.marks[0].tooltip
    seq.current.next_button.click()
    assert seq.index == 1 and seq.current.drill.id == "deck-size" and "lukfu-current" in classes_of(seq.marks[1])
    seq.current.answer(35)
    seq.current.try_again()
    seq.current.answer(36)
    assert seq.marks[1].description == "2 ✓"
    path = in_tmp / "lukfu_progress.json"
    assert json.loads(path.read_text())["drills"]["deck-size"]["tries"] == 2
    again = DrillSequence(["suit-order", "deck-size", "read-code"])  # the learner comes back
    assert again.index == 2 and [b.description for b in again.marks] == ["1 ★", "2 ✓", "3 ·"]
    again.current.answer("M7")
    assert again.current.next_button.description == "Finish"
    again.current.next_button.click()
    assert "Recap: 3 of 3 drills done, 2 at the first try" in again.done_panel.value
    assert list(again.holder.children) == [again.done_panel]  # Finish: the recap where the drill was
    assert again.prev_button.description == "Back to the drills"
    again.prev_button.click()
    assert again.current.drill.id == "read-code" and not again.finished
    again.marks[0].click()
    assert again.index == 0 and again.current.drill.id == "suit-order" and again.current.solved is False


def test_a_corrupt_or_unwritable_progress_file_does_not_stop_the_drills(in_tmp):
    path = in_tmp / "lukfu_progress.json"
    path.write_text("{not json")
    seq = DrillSequence(["suit-order"])
    assert shown(seq.problem) and "starts afresh" in html_text(seq.problem.value)
    seq.current.answer("C S M T")
    assert (in_tmp / "lukfu_progress.json.bak").read_text() == "{not json"
    assert json.loads(path.read_text())["drills"]["suit-order"]["solved"] is True
    path.write_text(json.dumps({"format": "lukfu-progress", "version": 1, "drills": {"x": {"tries": "two"}}}))
    assert "drills.x.tries" in Progress(path).problem
    nowhere = DrillWidget("suit-order", progress=in_tmp / "no" / "such" / "folder" / "p.json")
    assert known(nowhere.answer("C S M T")).correct and "Could not save" in nowhere.progress.problem
    other = in_tmp / "mine.json"
    DrillWidget("deck-size", progress=str(other)).answer(36)
    assert Progress(other).mark("deck-size") == "star"


def test_recap_reads_the_progress_file_and_follows_every_answer(in_tmp):
    recap = DrillRecap(["suit-order", "deck-size"])
    assert repr(recap) == "DrillRecap(2 drills, done 0)" and "lukfu-drill-recap" in classes_of(recap)
    assert "0 of 2 drills done" in html_text(recap.panel.value)
    DrillWidget("suit-order").answer("C S M T")  # another Progress on the same file: the recap follows at once
    text = html_text(recap.panel.value)
    assert "1 of 2 drills done, 1 at the first try" in text and "Rules practised: R1." in text
    lesson = DrillRecap(drills.for_rules("R16"))
    assert "Rules still to practise: R13, R16, R16a, R16b, R16c, R16d, R16e." in html_text(lesson.panel.value)


def test_one_source_of_truth_for_the_recaps_updated_live():
    """Issue 25.6: a lesson's sequence and its recap below agree at every answer (the recap said 0 of 8 while
    the sequence said 7 of 8), and a shown answer marks the drill at once."""
    progress = Progress.in_memory()
    ids = ["suit-order", "deck-size", "read-code"]
    seq, recap = DrillSequence(ids, progress=progress), DrillRecap(ids, progress=progress)
    seq.current.answer("C S M T")
    assert "1 of 3 drills done" in html_text(recap.panel.value) and seq.marks[0].description == "1 ★"
    seq.go(1)
    seq.current.reveal()
    assert seq.marks[1].description == "2 ○" and "answer shown" in seq.marks[1].tooltip
    seq.current.try_again()
    seq.current.answer(36)
    assert seq.marks[1].description == "2 ✓" and "2 of 3 drills done, 1 at the first try" in html_text(
        recap.panel.value
    )


def test_assessment_scores_one_answer_a_drill(in_tmp):
    test = DrillAssessment(count=4, seed=2)
    assert "lukfu-drill-assessment" in classes_of(test) and len(test.drills) == 4
    first = test.current.drill
    wrong = next(c.key for c in first.choices if first.submit(c.key).valid and not first.submit(c.key).correct) \
        if first.choices else "S1"  # fmt: skip
    test.current.answer(wrong)
    assert not test.current.accepting and not shown(test.current.retry_button)
    assert test.score == 0 and "score 0/1" in html_text(test.score_line.value)
    for _ in range(3):
        test.current.next_button.click()
        test.current.answer(test.current.drill.solution())
    assert test.current.next_button.description == "See my score"
    test.current.next_button.click()
    test.current.next_button.click()  # a double click on See my score keeps the score once
    result = html_text(test.result_panel.value)
    assert "Your score: 3 of 4 (75%)" in result and "Rules to look at again: " in result
    assert all(r in result for r in first.rules)
    saved = json.loads((in_tmp / "lukfu_progress.json").read_text())
    assert len(saved["assessments"]) == 1
    assert saved["assessments"][0]["score"] == 3 and saved["assessments"][0]["total"] == 4
    assert first.id not in saved["drills"]  # an assessment earns no star


def test_widget_arguments_are_checked():
    with pytest.raises(ChoiceError, match="no drill with id"):
        DrillWidget("no-such-drill")
    with pytest.raises(ChoiceError, match="progress is a Progress"):
        DrillWidget("deck-size", progress=5)
    with pytest.raises(ChoiceError, match="at least one drill"):
        DrillSequence([])


def test_stable_css_classes():
    widget = DrillWidget("beat-single", progress=None)
    names = set()
    stack = [widget]
    while stack:
        w = stack.pop()
        names |= set(getattr(w, "_dom_classes", ()))
        stack += list(getattr(w, "children", ()))
    expected = {"lukfu-drill", "lukfu-drill-title", "lukfu-drill-board", "lukfu-drill-prompt", "lukfu-drill-answer",
                "lukfu-drill-picker", "lukfu-drill-submit", "lukfu-drill-clear", "lukfu-drill-feedback",
                "lukfu-drill-retry", "lukfu-drill-reveal", "lukfu-drill-next", "lukfu-drill-explanation"}  # fmt: skip
    assert expected <= names, expected - names
    assert all(re.fullmatch(r"[a-z0-9-]+", n) for n in names)
