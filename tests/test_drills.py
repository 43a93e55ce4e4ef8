"""The drills' API: the catalogue covers every rule, solutions are accepted, malformed answers are refused
cleanly, generated drills are deterministic, and a learner never reads a card hidden from the drill's seat.

Whether each answer is judged right, and whether each sentence is true, is checked against an independent
reading of the rules in ``test_drills_truth.py``.
"""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from helpers import known

from lukfu_teach import Card, Play, Seat, drills
from lukfu_teach.engine.cards import DECK, cards_in, codes
from lukfu_teach.errors import ChoiceError
from lukfu_teach.words.secrecy import hidden_in

CATALOG = drills.catalog()
IDS = [d.id for d in CATALOG]
SUB_RULES = ("R10a", "R10b", "R16a", "R16b", "R16c", "R16d", "R16e")


def test_catalog_has_at_least_40_drills_with_ids_titles_rules_and_tasks():
    assert len(CATALOG) >= 40
    assert len(set(IDS)) == len(IDS)
    for drill in CATALOG:
        assert re.fullmatch(r"[a-z0-9]+(?:-[a-z0-9]+)*", drill.id), drill.id
        assert drill.title and drill.task and drill.rules, drill.id
        assert all(r in drills.ALL_RULES for r in drill.rules), (drill.id, drill.rules)
        assert drill.answer_kind in drills.ANSWER_KINDS
        assert repr(drill) == f"<Drill {drill.id}: {drill.title} ({', '.join(drill.rules)})>"
    assert drills.ids() == tuple(IDS)


def test_every_rule_and_sub_rule_is_practised_by_a_drill():
    practised = {r for d in CATALOG for r in d.rules}
    for n in range(1, 21):
        assert any(r == f"R{n}" or re.fullmatch(rf"R{n}[a-e]", r) for r in practised), f"R{n}"
    for sub in SUB_RULES:
        assert sub in practised, sub
    assert drills.missing_rules(CATALOG) == ()
    assert drills.missing_rules(CATALOG[:3]) != ()


def test_drills_ask_for_every_kind_of_doing():
    kinds = {type(d).__name__ for d in CATALOG}
    assert kinds >= {"PlayDrill", "OldDrill", "ActionDrill", "PaysDrill", "LeadCheckDrill", "OrderDrill",
                     "NameDrill", "SeatDrill", "NumberDrill", "WhichBeatDrill", "ShapeDrill"}  # fmt: skip
    wants = {getattr(d, "want", None) for d in CATALOG}
    assert "keep_old" in wants  # choose the discard


@pytest.mark.parametrize("drill_id", IDS)
def test_solution_is_accepted_and_cites_a_rule(drill_id):
    drill = drills.get(drill_id)
    feedback = drill.submit(drill.solution())
    assert feedback.valid and not feedback.refused and feedback.correct, feedback.text
    assert feedback.sentences[0] == "Right."
    assert re.search(r"\(R\d+[a-e]?(, R\d+[a-e]?)*\)", feedback.text), feedback.text
    assert feedback.rules == drill.rules and feedback.answer
    assert re.search(r"\(R\d+", drill.explanation()), drill.explanation()
    assert str(feedback) == feedback.text == " ".join(feedback.sentences)


def test_several_right_answers_are_all_accepted():
    beat_run = drills.get("beat-run")
    for play in ("S6 S7 S8", "M1 M2 M3", "M2 M3 M4"):
        assert beat_run.submit(play).correct, play
    single = drills.get("noncaller-single")
    assert single.submit("T4").correct and single.submit("T5").correct
    discard = drills.get("choose-discard")
    assert all(discard.submit(c).correct for c in ("C2", "C6", "S5", "M1", "T7"))
    assert not discard.submit("T9").correct  # an Old card: allowed, but not what the drill asks


def test_natural_forms_of_an_answer_are_accepted():
    beat = drills.get("beat-run")
    answer: object  # every form an answer may take
    for answer in ("S6 S7 S8", "s6,s7, s8", ["S6", "S7", "S8"], [Card.parse("S6"), "S7", "S8"], Play.parse("S6 S7 S8"),
                   ("S8", "S7", "S6")):  # fmt: skip
        assert beat.submit(answer).correct, answer
    name = drills.get("name-mau-gung")
    assert name.submit(Card.parse("C1")).correct and name.submit(" c1 ").correct
    seat = drills.get("trick-winner")
    for answer in (2, Seat.WEST, "2", "seat 2", "West", "west", "seat 2 (West)"):
        assert seat.submit(answer).correct, answer
    nobody = drills.get("calling-stops")
    assert nobody.submit("none").correct and nobody.submit("Nobody: calling is over").correct
    number = drills.get("deck-size")
    assert number.submit(36).correct and number.submit("36").correct and number.submit(" 36 ").correct
    pays = drills.get("noncaller-wins-pays")
    for answer in ((-2, 0, 2), [-2, 0, 2], "-2 0 +2", "-2, 0, 2", "\u22122 0 +2", pays.choices[1].label):
        assert pays.submit(answer).correct, answer
    order = drills.get("suit-order")
    for answer in ("C S M T", "CSMT", "c s m t", ["Coins", "Strings", "Myriads", "Tens"], ["C", "S", "M", "T"],
                   "Coins < Strings < Myriads < Tens"):  # fmt: skip
        assert order.submit(answer).correct, answer
    choice = drills.get("must-beat")
    assert choice.submit("beat").correct and choice.submit("BEAT").correct and choice.submit(choice.choices[0]).correct
    assert choice.submit(choice.choices[0].label).correct
    which = drills.get("which-beat-runs")
    assert which.submit(["a", "c"]).correct and which.submit(["S6 S7 S8", "M1 M2 M3"]).correct
    assert not which.submit(["a"]).correct  # every play that beats must be chosen


MALFORMED = ["", "   ", None, [], (), 3.5, True, object(), {"S7": 1}, b"S7", ["S7", 5]]


@pytest.mark.parametrize("drill_id", IDS)
def test_malformed_answers_are_refused_cleanly(drill_id):
    drill = drills.get(drill_id)
    bad = list(MALFORMED)
    if drill.answer_kind == "cards":
        outside = next(c for c in DECK if c not in drill.cards)
        bad += ["X9", "S0", "S7 S7", "S 7", str(outside), [str(outside)], Card.parse(str(outside))]
        if not drill.multiple:
            bad.append(" ".join(str(c) for c in drill.cards[:2]))
    elif drill.answer_kind == "choice":
        bad += ["nonsense", "Z", 0]
    elif drill.answer_kind == "seat":
        bad += [3, -1, "seat 7", "North", 1.0]
    elif drill.answer_kind == "number":
        bad += ["six", "2.5", 2.5, "1e3", [6]]
    elif drill.answer_kind == "net":
        bad += [(1, 2), "a b c", (1, 2, 3, 4), (1.5, 0, -1.5), 5]
    elif drill.answer_kind == "order":
        bad += ["C S M", "C C S M", "C S M X", "CSMTT", 4]
    for answer in bad:
        feedback = drill.submit(answer)
        assert feedback.refused and not feedback.valid and not feedback.correct, (answer, feedback)
        assert feedback.text[0].isupper() or feedback.text[0].isdigit() or feedback.text[0] in '"-', feedback.text
        assert feedback.text.endswith((".", ")")), (answer, feedback.text)
        assert "Traceback" not in feedback.text and "Right" not in feedback.text


def test_refusals_say_what_was_wrong():
    beat = drills.get("beat-single")
    assert beat.submit("").text == "No cards picked: select the cards of your answer first."
    assert beat.submit("X9").text == '"X9" is not a card (cards are C, S, M or T followed by 1-9)'
    held = {str(c) for c in beat.cards}
    assert "S9" not in held
    assert beat.submit("S9").text.startswith("S9 is not among the cards shown here (")
    assert drills.get("name-mau-gung").submit("C1 T1").text == "Pick one card, not 2 (C1 T1)."
    assert drills.get("trick-winner").submit(3).text == "3 is not a seat: give 0, 1 or 2 (R3)."
    assert drills.get("deck-size").submit(True).text == "True is not a whole number."
    assert (
        drills.get("suit-order").submit("C C S M").text == "Name each of the four suits once: one is named twice (R1)."
    )
    assert drills.get("must-beat").submit("fold").text.startswith('"fold" is not one of the answers offered: beat (')


def test_a_drill_keeps_its_position_whatever_is_done_to_a_copy():
    drill = drills.get("beat-single")
    code = drill.code
    deal = known(drill.deal)
    deal.apply(deal.legal_moves.sample(__import__("random").Random(1)))
    assert drill.code == code and known(drill.deal).code == code
    assert drill.submit("S7").correct


def test_get_and_for_rules():
    with pytest.raises(ChoiceError, match='did you mean "suit-order"'):
        drills.get("suit-ordr")
    assert {d.id for d in drills.for_rules("R16d")} == {"noncaller-single", "noncaller-old-single",
                                                         "noncaller-wrong-suit"}  # fmt: skip
    r10 = drills.for_rules("R10")
    assert {"mau-gung-led", "beat-aces", "beat-single"} <= {d.id for d in r10}
    assert not any(r.startswith("R1") and r not in ("R1",) and d.rules == (r,) for d in drills.for_rules("R1")
                   for r in d.rules)  # fmt: skip
    with pytest.raises(ChoiceError):
        drills.for_rules("rule 10")


def test_assessment_is_deterministic_and_covers_rules():
    first, again = drills.assessment(12, seed=5), drills.assessment(12, seed=5)
    assert [d.id for d in first] == [d.id for d in again] and len(first) == 12
    assert len(set(drills.rules_of(first))) >= 12
    assert [d.id for d in first] == [i for i in IDS if i in {d.id for d in first}]  # teaching order
    assert len(drills.assessment(len(CATALOG))) == len(CATALOG)
    for bad in (0, len(CATALOG) + 1, True, "5"):
        with pytest.raises(ChoiceError):
            drills.assessment(bad)  # type: ignore[arg-type]  # the wrong type on purpose: refused


@pytest.mark.parametrize("seed", range(6))
def test_generated_drills_are_deterministic_and_solvable(seed):
    made = drills.generate(seed)
    again = drills.generate(seed)
    assert [d.id for d in made] == [f"{k}-seed-{seed}" for k in drills.GENERATED_KINDS]
    assert [d.code for d in made] == [d.code for d in again]
    assert [d.prompt for d in made] == [d.prompt for d in again]
    for drill in made:
        assert drill.submit(drill.solution()).correct, drill.id
        assert drill.submit("").refused


def test_generated_drills_differ_between_seeds_and_refuse_bad_seeds():
    codes_by_seed = {seed: tuple(d.code for d in drills.generate(seed, ["old", "beat"])) for seed in range(4)}
    assert len(set(codes_by_seed.values())) == 4
    for bad in ("1", 1.5, True):
        with pytest.raises(ChoiceError):
            drills.generate(bad)  # type: ignore[arg-type]  # the wrong type on purpose: refused
    with pytest.raises(ChoiceError, match="not a kind"):
        drills.generate(1, ["olds"])


def test_the_engine_part_imports_no_widgets():
    code = "import sys, lukfu_teach.drills; print('ipywidgets' in sys.modules, 'IPython' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False False"


# -- secrecy: a drill names no card its seat cannot see --------------------------------------------------

_UNACCOUNTED = re.compile(r"[^:;.]*\b(?:is|are) unaccounted for\b")


def readable(drill) -> list[str]:
    """Every text a learner reads in a drill: task, situation, choices, feedback to many answers, explanation."""
    texts = [drill.task, *drill.situation(), drill.explanation(), *(c.label for c in drill.choices)]
    answers = [drill.solution(), *(c.key for c in drill.choices)]
    if drill.answer_kind == "cards":
        answers += [str(c) for c in drill.cards]
    for answer in answers:
        texts += list(drill.submit(answer).sentences)
    return texts


@pytest.mark.parametrize("drill_id", IDS)
def test_a_drill_names_no_card_hidden_from_its_seat(drill_id):
    drill = drills.get(drill_id)
    if drill.seat is None or drill.deal is None:
        return  # an open position, or no position: every card shown is the learner's to see
    deal = drill.deal
    for text in readable(drill):
        # "S6 is unaccounted for" says where a card is not, a public fact (R15); it does not place it
        hidden = hidden_in(_UNACCOUNTED.sub("", text), deal, drill.seat)
        assert not hidden, f"{drill_id}: {text!r} names {codes(cards_in(hidden))}"
