"""The review of a seat's own deal (ai.review, FORMAT.md "Reviews"): its shape, its verdicts, no peeking,
its consistency, the command and the handout."""

from __future__ import annotations

import html
import json
import random
import re

import pytest
from secrecy_tools import redeal_unseen

from lukfu_teach import examples
from lukfu_teach.ai import play_deal
from lukfu_teach.ai.gist import IDEAS, fits
from lukfu_teach.ai.lookahead import REVIEW_MAX_SAMPLES, REVIEW_MIN_SAMPLES, REVIEW_SAMPLES
from lukfu_teach.ai.review import FORMAT, THRESHOLDS, Review, Verdict, check_samples, judge, review, verdict
from lukfu_teach.cli import main
from lukfu_teach.engine.deal import Deal
from lukfu_teach.engine.moves import Move
from lukfu_teach.errors import ChoiceError, IllegalMoveError, NotationError, shown
from lukfu_teach.i18n import language
from lukfu_teach.pictures import handout
from lukfu_teach.records.record import Record, dump
from lukfu_teach.words import reviewed

BAD = (Verdict.MISTAKE, Verdict.BLUNDER)


def run(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture(scope="module")
def learner() -> Record:
    """A deal where seat 0 is a random player against two experts: plenty to review."""
    return play_deal(("random", "expert", "expert"), 8)


@pytest.fixture(scope="module")
def reviewed_deal(learner) -> Review:
    return review(learner, seat=0)


# -- the shape ------------------------------------------------------------------------------------


def test_the_json_is_formats_reviews_shape(learner, reviewed_deal):
    data = reviewed_deal.to_json()
    assert list(data) == ["format", "version", "seat", "level", "samples", "decisions", "summary"]
    assert (data["format"], data["version"], data["seat"], data["level"]) == (FORMAT, 1, 0, "expert")
    assert data["samples"] == REVIEW_SAMPLES and data["decisions"]
    steps = {s.number: s for s in learner.steps()}
    keys = ["step", "move", "best", "expected", "best_expected", "loss", "margin", "verdict", "why"]
    for d in data["decisions"]:
        assert list(d) in (keys, [*keys, "hindsight"])
        step = steps[d["step"]]
        assert step.seat == 0 and d["move"] == str(step.move) and Move.parse(d["best"]).seat == 0
        # the loss is the difference of the figures as shown (a learner can check it); no loss where they are equal
        assert d["margin"] >= 0 and d["loss"] == max(round(d["best_expected"] - d["expected"], 2), 0)
        assert d["verdict"] in {v.value for v in Verdict} and set(d["why"]) == {"en", "sv"}
        assert (d["move"] == d["best"]) == (d["verdict"] == "best")
        if "hindsight" in d:
            assert set(d["hindsight"]) == {"move", "best"} and d["verdict"] in ("inaccuracy", "mistake", "blunder")
    summary = data["summary"]
    assert list(summary) == ["decisions", "best", "good", "inaccuracies", "mistakes", "blunders", "points_lost"]
    counted = [sum(d["verdict"] == v for d in data["decisions"]) for v in ("best", "good", "inaccuracy", "mistake",
                                                                          "blunder")]  # fmt: skip
    assert summary["decisions"] == len(data["decisions"]) and list(summary.values())[1:6] == counted
    assert summary["points_lost"] == round(sum(d["loss"] for d in data["decisions"]), 2)
    assert json.loads(json.dumps(data)) == data


def test_every_decision_with_a_choice_is_judged_calls_and_claims_included(learner, reviewed_deal):
    before, choices = learner.start(), []
    for step in learner.steps():
        if step.seat == 0 and len(before.legal_moves) > 1:
            choices.append(step.number)
        before = step.deal
    assert [j.step for j in reviewed_deal.decisions] == choices
    claims = play_deal(("expert", "basic", "basic"), 12)
    judged = review(claims, seat=1, hindsight=False)
    assert any(j.move.is_call for j in judged.decisions) and any(
        j.move.action.value == "claim" for j in judged.decisions
    )


def test_the_verdict_thresholds_and_the_margin():
    assert verdict(0, 0) is Verdict.BEST
    assert [verdict(x, 0.01) for x in (0.1, 0.2, 0.59, 0.6, 1.49, 1.5, 4.0)] == [
        Verdict.GOOD, Verdict.INACCURACY, Verdict.INACCURACY, Verdict.MISTAKE, Verdict.MISTAKE, Verdict.BLUNDER,
        Verdict.BLUNDER,
    ]  # fmt: skip
    for loss, margin in ((0.5, 0.25), (2.0, 1.0), (3.0, 1.6)):  # within twice its margin: never worse than good
        assert verdict(loss, margin) is Verdict.GOOD
    assert [least for _, least in THRESHOLDS] == [1.5, 0.6, 0.2]
    doc = __import__("lukfu_teach.ai.review", fromlist=["x"]).__doc__
    assert doc is not None
    for _, least in THRESHOLDS:  # the documented thresholds are the ones used
        assert f"{least}" in doc


def test_why_is_one_sentence_in_the_games_words(reviewed_deal):
    for j in reviewed_deal.decisions:
        assert fits(j.why) and j.why.render("en").endswith(".") and j.idea in IDEAS
        assert re.search(r"\(R\d+", j.why.render("en")) or j.idea == "chances"


def test_the_review_is_deterministic_and_leaves_the_record_alone(learner, reviewed_deal):
    before = learner.to_json()
    assert review(learner, seat=0).to_json() == reviewed_deal.to_json()
    assert learner.to_json() == before
    other = review(learner, seat=0, seed=5, hindsight=False).to_json()
    assert [d["step"] for d in other["decisions"]] == [d["step"] for d in reviewed_deal.to_json()["decisions"]]


def test_a_record_without_decisions_for_the_seat_is_no_error():
    record = examples.load("caller_claims")
    early = Record(record.master, record.hands, record.calls[:1], title="one call")
    seat = (record.master + 1) % 3  # not yet asked to call
    assert review(early, seat=seat).decisions == () and review(early, seat=seat).summary.decisions == 0


def test_bad_arguments_are_refused():
    record = examples.load("caller_claims")
    with pytest.raises(ChoiceError, match="not a seat"):
        review(record, seat=3)
    with pytest.raises(ChoiceError, match="too few"):
        review(record, samples=1)


def _first_decision():
    """The first decision of caller_claims (seat 0 calls), its view, and the deal's code and record's JSON."""
    record = examples.load("caller_claims")
    before = record.steps()[0].before
    assert before.to_act == 0
    return record, before, before.view(0)


def test_judge_checks_samples_as_review_does_and_changes_nothing():
    record, before, view = _first_decision()
    code, saved = before.code, record.to_json()
    for samples in (0, -3, 1, 2, REVIEW_MIN_SAMPLES - 1):
        with pytest.raises(ChoiceError) as judged:
            judge(view, Move.parse("0:play"), samples=samples)
        with pytest.raises(ChoiceError) as reviewed_:
            review(record, samples=samples)
        assert str(judged.value) == str(reviewed_.value) == str(_refused(samples))
        assert str(judged.value).startswith(f"samples {samples} is too few to judge by: give 50 to 20,000 ")
    assert before.code == code and record.to_json() == saved


def _refused(samples: object) -> ChoiceError:
    try:
        check_samples(samples)
    except ChoiceError as err:
        return err
    raise AssertionError(f"{samples!r} was not refused")


@pytest.mark.parametrize("given", [{"format": "lukfu-deal"}, "file.json", None, "deal"])
def test_review_of_what_is_not_a_record_says_what_it_takes(given):
    if given == "deal":
        given = Deal.new(7)
        code = given.code
    with pytest.raises(ChoiceError) as refused:
        review(given)
    message = str(refused.value)
    assert message.startswith("review() takes a Record, not ") and "lukfu_teach.load(path)" in message
    assert "Record.from_deal(deal)" in message and "AttributeError" not in message
    if isinstance(given, Deal):
        assert "Deal.from_code(" in message and given.code == code and not given.moves  # not changed
    elif isinstance(given, dict):
        assert given == {"format": "lukfu-deal"}


def test_judge_reads_a_move_given_as_its_notation_and_refuses_anything_else():
    _, before, view = _first_decision()
    code = before.code
    as_text = judge(view, "0:play", samples=REVIEW_MIN_SAMPLES)
    assert as_text == judge(view, Move.parse("0:play"), samples=REVIEW_MIN_SAMPLES)
    assert judge(view, "0:pass", samples=REVIEW_MIN_SAMPLES, instead="0:play").move == Move.parse("0:pass")
    with pytest.raises(NotationError, match=r'^judge\(\) takes a Move or its notation, such as "0:lead:S7", not 7$'):
        judge(view, 7)  # type: ignore[arg-type]
    with pytest.raises(NotationError, match='^"0:play:S3" is not a move: a call carries no cards'):
        judge(view, "0:play:S3")
    with pytest.raises(IllegalMoveError, match="R3"):
        judge(view, "1:play", samples=REVIEW_MIN_SAMPLES)
    assert before.code == code


def test_samples_that_are_not_a_whole_number_and_seeds_that_are_not_ints_are_refused():
    record, _, view = _first_decision()
    saved = record.to_json()
    for samples in (2.5, 500.0, "500", True, None):
        with pytest.raises(ChoiceError) as refused:
            review(record, samples=samples)  # type: ignore[arg-type]
        message = str(refused.value)
        assert message.startswith("samples ") and " is not a whole number: give 50 to 20,000 sampled deals" in message
        assert "too few" not in message
    assert str(_refused(2.5)) == "samples 2.5 is not a whole number: give 50 to 20,000 sampled deals a decision"
    assert "1 sampled deals" not in str(_refused(1)) and str(_refused(1)).startswith("samples 1 is too few")
    for seed in ("a", 1.0, None):
        expected = f"seed {shown(seed)} is not a whole number: give an int, such as 0"
        with pytest.raises(ChoiceError) as refused:
            review(record, seed=seed)  # type: ignore[arg-type]
        assert str(refused.value) == expected
        with pytest.raises(ChoiceError) as refused:
            judge(view, "0:play", seed=seed)  # type: ignore[arg-type]
        assert str(refused.value) == expected
    assert record.to_json() == saved


def test_samples_have_a_least_and_a_most_the_api_and_the_command_agree_on(tmp_path, capsys):
    assert (REVIEW_MIN_SAMPLES, REVIEW_MAX_SAMPLES) == (50, 20_000) and check_samples(REVIEW_MAX_SAMPLES) == 20_000
    for samples in (REVIEW_MAX_SAMPLES + 1, 10**8, 99999999999999999999):
        message = str(_refused(samples))
        assert message.startswith(f"samples {samples} is more than a review weighs: give 50 to 20,000 ")
    assert "about 5001 digits" in str(_refused(10**5000))
    path = tmp_path / "deal.json"
    dump(examples.load("caller_claims"), path)
    saved = path.read_bytes()
    for given in ("2", "49", "0050", "20001", "99999999999999999999"):
        code: int | str | None
        try:
            code = main(["review", str(path), "--samples", given, "--json"])
        except SystemExit as exit:
            code = exit.code
        out, err = capsys.readouterr()
        if given == "0050":
            assert code == 0 and json.loads(out)["samples"] == 50
            continue
        expected = str(_refused(int(given)))
        assert code == 2 and out == "" and f"argument --samples: {expected}" in err
        assert "not a positive whole number" not in err
    assert path.read_bytes() == saved
    with pytest.raises(SystemExit):
        main(["review", "--help"])
    assert "sampled deals a decision, 50 to 20,000 (default: 500)" in capsys.readouterr().out


# -- no peeking ----------------------------------------------------------------------------------


def test_no_peeking_a_decision_is_judged_from_what_its_seat_could_see(learner):
    """The cards the seat could not see dealt otherwise: each judgement (best move, figures, verdict, why) is the
    same; only the hindsight, which looks at this very deal, may differ."""
    rng, checked = random.Random(3), 0
    for record in (learner, play_deal(("basic", "random", "basic"), 31), play_deal(("random", "basic", "basic"), 32)):
        before = record.start()
        for step in record.steps():
            if step.seat == 0 and len(before.legal_moves) > 1 and before.moves:
                other = redeal_unseen(before, 0, rng)
                if other is not None and other.hands != before.hands:
                    a, b = judge(before.view(0), step.move), judge(other.view(0), step.move)
                    assert (a.best, a.expected, a.best_expected, a.loss, a.margin, a.verdict) == (
                        b.best, b.expected, b.best_expected, b.loss, b.margin, b.verdict)  # fmt: skip
                    assert a.why.to_json() == b.why.to_json()
                    checked += 1
            before = step.deal
    assert checked >= 4


# -- consistency (issue 19; benchmarks/review.py measures more deals) ----------------------------------


def test_the_experts_own_decisions_are_rarely_mistakes():
    judged = bad = 0
    for seed in range(4):
        record = play_deal(("expert",) * 3, 500 + seed)
        for seat in (0, 1, 2):
            done = review(record, seat=seat, hindsight=False)
            judged += len(done.decisions)
            bad += sum(j.verdict in BAD for j in done.decisions)
    assert judged >= 25 and bad <= 0.05 * judged


def test_a_random_players_mistakes_are_found_again_with_another_seed_and_four_times_the_samples():
    flagged = again = 0
    for seed in range(6):
        record = play_deal(("random", "basic", "basic"), 700 + seed)
        first = review(record, seat=0, hindsight=False)
        bad = {j.step for j in first.decisions if j.verdict in BAD}
        if bad:
            second = review(record, seat=0, samples=4 * REVIEW_SAMPLES, seed=1, hindsight=False)
            flagged += len(bad)
            again += sum(not j.verdict.accepted for j in second.decisions if j.step in bad)
    assert flagged >= 4 and again >= 0.9 * flagged


# -- try again, hindsight, the ideas ----------------------------------------------------------------


def test_try_again_accepts_the_best_move_of_a_flagged_decision(reviewed_deal):
    flagged = reviewed_deal.flagged
    assert flagged
    for j in flagged:
        again = judge(j.view, j.best, instead=j.move)  # what the play table's Try again asks of the new move
        assert again.verdict.accepted and again.verdict in (Verdict.BEST, Verdict.GOOD)
        assert again.why.render("en") == j.why.render("en")  # explained against the move first played, as reviewed
        assert judge(j.view, j.move).verdict is j.verdict
        assert not judge(j.view, j.move, instead=j.move).verdict.accepted


def test_hindsight_is_played_on_by_the_expert_and_labelled(reviewed_deal):
    seen = [j for j in reviewed_deal.flagged if j.hindsight is not None]
    assert seen and all(isinstance(j.hindsight.move, (int, float)) for j in seen)
    text = "\n".join(reviewed_deal.lines())
    assert "Hindsight (this very deal, every hand known, played on by the expert; not the verdict)" in text


def test_the_ideas_behind_the_flagged_decisions(reviewed_deal):
    ideas = reviewed_deal.ideas()
    assert ideas and sum(len(steps) for _, _, steps in ideas) == len(reviewed_deal.flagged)
    for lesson, rules, steps in ideas:
        assert lesson.render("en") in IDEAS.values() and all(re.fullmatch(r"R\d+[a-e]?", r) for r in rules) and steps


# -- the command and the handout --------------------------------------------------------------------------


def test_review_command_text_json_and_swedish(learner, reviewed_deal, tmp_path, capsys):
    path = tmp_path / "deal.json"
    dump(learner, path)
    status, out, err = run(capsys, "review", str(path), "--json")
    assert status == 0 and err == "" and json.loads(out) == reviewed_deal.to_json()
    status, out, _ = run(capsys, "review", str(path))
    assert status == 0 and out.splitlines()[0].startswith("Review of seat 0 (You): ")
    assert out.count("  step ") == len(reviewed_deal.decisions) and "lesson 11" in out.splitlines()[-1]
    status, sv, _ = run(capsys, "review", str(path), "--lang", "sv")
    assert status == 0 and sv.startswith("Granskning av plats 0 (Du): ") and "Hindsight" not in sv
    status, out, _ = run(capsys, "review", str(path), "--seat", "1", "--samples", "50", "--seed", "3", "--json")
    assert status == 0 and json.loads(out)["seat"] == 1 and json.loads(out)["samples"] == 50


@pytest.mark.parametrize(
    ("argv", "status", "message"),
    [
        (["review", "missing.json"], 2, "cannot read"),
        (["review", "{deal}", "--samples", "1"], 2, "too few"),
        (["review", "{deal}", "--samples", "x"], 2, "not a positive whole number"),
        (["review", "{deal}", "--seat", "3"], 2, "not a seat"),
        (["review", "{bad}"], 1, "moves[0]"),
    ],
)
def test_review_command_exit_statuses(argv, status, message, tmp_path, capsys):
    deal, bad = tmp_path / "deal.json", tmp_path / "bad.json"
    dump(examples.load("caller_claims"), deal)
    data = json.loads(deal.read_text())
    data["moves"][0]["lead"] = ["T2", "T3"]
    bad.write_text(json.dumps(data))
    argv = [a.format(deal=deal, bad=bad) for a in argv]
    code: int | str | None
    try:
        code = main(argv)
    except SystemExit as exit:
        code = exit.code
    assert code == status and message in capsys.readouterr().err


def test_export_adds_the_review_to_the_handout(learner, tmp_path, capsys):
    path, out = tmp_path / "deal.json", tmp_path / "deal.html"
    dump(learner, path)
    status, said, _ = run(capsys, "export", str(path), "--html", str(out), "--review")
    page = out.read_text()
    assert status == 0 and 'class="lukfu-review"' in page and "The expert's review" in html.unescape(page)
    assert page.count('<li class="lukfu-verdict-') == len(review(learner, seat=0, hindsight=False).decisions)
    assert 'class="lukfu-review"' not in handout.handout(learner)  # no review unless asked
    with language("sv"):
        assert "Expert-AI:ns granskning" in handout.handout(learner, review=review(learner, hindsight=False).to_json())


def test_export_refuses_a_seat_without_the_review_and_writes_nothing(learner, tmp_path, capsys):
    path, out = tmp_path / "deal.json", tmp_path / "deal.html"
    dump(learner, path)
    status, _, said = run(capsys, "export", str(path), "--html", str(out), "--seat", "1")
    assert status == 2 and "--seat 1" in said and "--review" in said and not out.exists()


def test_a_decision_line_gives_both_expected_figures_to_the_hundredth():
    """``Expected -0.90 against +2.00``, as the points lost beside them, never ``against +2``; a score is whole."""
    blunder = {"step": 6, "move": "0:beat:T9", "best": "0:beat:T5", "expected": -0.9, "best_expected": 2.0,
               "loss": 2.9, "margin": 0.1, "verdict": "blunder", "why": "", "hindsight": {"move": 6, "best": 8}}  # fmt: skip
    assert reviewed.decision_line(blunder) == ("step 6: beat T9: blunder; best: beat T5. Expected -0.90 against "
                                               "+2.00: 2.90 points lost (± 0.10).")  # fmt: skip
    assert reviewed.hindsight_line(blunder).endswith("the move played scored +6, the best +8.")
    with language("sv"):
        assert "-0,90 mot +2,00" in reviewed.decision_line(blunder)


def test_the_review_in_words_reads_the_json_alone(reviewed_deal):
    data = reviewed_deal.to_json()
    lines = reviewed.lines(data)
    assert lines[0] == reviewed.summary_sentence(data) and len(lines) >= 1 + len(data["decisions"])
    best = {"step": 3, "move": "0:lead:T2,T3,T4", "best": "0:lead:T2,T3,T4", "expected": 2.5, "best_expected": 2.5,
            "loss": 0, "margin": 0, "verdict": "best", "why": "Lead T2 T3 T4."}  # fmt: skip
    assert reviewed.decision_line(best) == "step 3: lead T2 T3 T4: best (+2.50 expected)."
    with language("sv"):
        assert reviewed.verdict_word("blunder") == "grovt misstag"
        assert reviewed.decision_line(best) == "steg 3: spela ut T2 T3 T4: bäst (+2,50 i väntevärde)."


def test_a_claim_with_no_old_card_reads_as_a_claim():
    from lukfu_teach.i18n import language
    from lukfu_teach.words.reviewed import move_words

    assert move_words("0:claim") == "claim" and move_words("0:claim:T1") == "claim T1"
    with language("sv"):
        assert move_words("0:claim") == "ta segern"


def test_a_move_with_the_chosen_moves_figure_is_as_good_never_next_best(tmp_path, capsys):
    """Deal 210, East's lead of S9 (``replay --details``): T1 shows the same +5.89, so it is as good by these
    figures, not "next best", and the one sentence says the two score as much (issue 19: "next best" only for a
    move worse by its final estimate)."""
    path = tmp_path / "deal.json"
    dump(play_deal(("expert",) * 3, 210), path)
    status, out, _ = run(capsys, "replay", str(path), "--details")
    step = out.split("\n  2. ")[1].split("\n  3. ")[0]
    assert status == 0 and step.startswith("Seat 1 (East) leads Strings 9 (S9)"), step
    assert "As good by these figures, lead Bak Chi (T1): +5.89" in step and "Next best" not in step, step
    assert "S9 wins this trick as surely as T1 and scores as much; T1 would spend less" in step, step
