"""Only the package's own errors: every mistake a user can make is a ``LukFuError`` naming what was wrong."""

from collections.abc import Callable

import pytest

from lukfu_teach import Card, ChoiceError, Deal, IllegalMoveError, LukFuError, Move, Play, Seat, load
from lukfu_teach.ai import make_player, play_deal
from lukfu_teach.engine.cards import CardSet
from lukfu_teach.engine.old import not_old
from lukfu_teach.pictures import render

MISTAKES: list[tuple[str, Callable[[], object], type[LukFuError], str]] = [
    ("a card", lambda: Card.parse("S0"), LukFuError, '"S0" is not a card'),
    ("a play", lambda: Play.parse("S3 S4"), IllegalMoveError, "pairs are forbidden"),
    ("a move", lambda: Move.parse("0-lead-S3"), LukFuError, '"0-lead-S3" is not a move'),
    ("a move's action", lambda: Move.of(0, "follow"), LukFuError, '"follow" is not an action'),
    ("a seat", lambda: Seat(7), ChoiceError, "7 is not a seat (0, 1 or 2) (R3)"),
    ("a position code", lambda: Deal.from_code("nonsense"), LukFuError, "position code, code: expected hands"),
    ("a theme", lambda: render.card("S7").themed("neon"), ChoiceError, "'neon' is not a theme (themes: default, contrast)"),
    ("an AI level", lambda: make_player("master"), ChoiceError, "unknown AI level 'master' (levels: random, basic, expert)"),
    ("AI levels", lambda: play_deal(("basic", "basic")), ChoiceError, "three levels are needed, one a seat; got 2"),
    ("an AI out of turn", lambda: make_player("basic").decide(Deal.new(1, master=0).view(1)), IllegalMoveError, "seat 1 is not to act"),
    ("a file", lambda: load("no/such/deal.json"), LukFuError, "no/such/deal.json"),
    ("a card that is Old after all", lambda: not_old(Card.parse("S9"), CardSet.parse("S9"), {}), ChoiceError, "S9 is Old (R16a)"),
]  # fmt: skip


@pytest.mark.parametrize("what, mistake, error, words", MISTAKES, ids=[m[0] for m in MISTAKES])
def test_a_users_mistake_is_a_lukfu_error_naming_it(what, mistake, error, words):
    with pytest.raises(error) as err:
        mistake()
    assert isinstance(err.value, LukFuError) and words in str(err.value), str(err.value)


def test_widget_constructors_refuse_bad_arguments_with_the_packages_errors():
    from lukfu_teach.widgets import BeatQuiz, DealStepper, OldQuiz, PlayTable

    record = load(__import__("pathlib").Path(__file__).parent / "browser" / "west_claims.json")
    mistakes = [
        (lambda: PlayTable(learner=3), "learner 3 is not a seat"),
        (lambda: PlayTable(levels=("random", "genius")), "levels must be two of"),
        (lambda: PlayTable(1, theme="neon"), "'neon' is not a theme"),
        (lambda: DealStepper(record, perspective=5), "5 is not a seat"),
        (lambda: DealStepper(record, theme="neon"), "'neon' is not a theme"),
        (lambda: OldQuiz(record, seat=4), "4 is not a seat"),
        (lambda: OldQuiz(record, step=99), "step 99 is not in this record"),
        (lambda: BeatQuiz(best="S3 S4 S5", candidates=[]), "a beat question needs at least one candidate play"),
        (lambda: BeatQuiz(best="S3 S4", candidates=["S5"]), "pairs are forbidden"),
    ]
    for mistake, words in mistakes:
        with pytest.raises(LukFuError, match=words.replace("(", r"\(").replace(")", r"\)")):
            mistake()
