"""A deal's story, told once: a record is replayed once when opened, however many views draw it, and its
steps carry the facts every view formats (before/after, the trick won, the cards newly Old)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from lukfu_teach import Deal, examples
from lukfu_teach.ai import play_deal
from lukfu_teach.drills.core import situation
from lukfu_teach.engine.cards import cards_in
from lukfu_teach.engine.moves import Action
from lukfu_teach.pictures import handout
from lukfu_teach.records.record import Entry, Record, history, loads
from lukfu_teach.words import narrate, secrecy


@pytest.fixture
def applies(monkeypatch):
    """How many moves ``Deal.apply`` makes from here on."""
    count = [0]
    apply = Deal.apply

    def counted(self, move):
        count[0] += 1
        return apply(self, move)

    monkeypatch.setattr(Deal, "apply", counted)
    return count


def test_a_record_is_replayed_once_however_many_views_draw_it(applies):
    from lukfu_teach.widgets import DealStepper

    text = examples.path("card_becomes_old").read_bytes()
    record = loads(text)
    n = len(record.all_moves())
    assert applies[0] == n  # checked while it was read: that replay is the story
    for seat in (None, 0, 1, 2):
        stepper = DealStepper(record, perspective=seat, ai_level=None)
        for k in range(len(stepper.steps) + 1):
            stepper.go(k)
            stepper.held_back()
        narrate.narrate(record, seat)
    handout.handout(record)
    record.deal(), record.start(), record.steps()
    assert applies[0] == n


def test_a_record_made_in_code_is_replayed_once_when_first_asked(applies):
    record = Record.from_deal(examples.load("must_beat").deal())
    applies[0] = 0
    assert record.steps() is record.steps()
    narrate.narrate(record, 0), handout.handout(record), record.deal()
    assert applies[0] == len(record.all_moves())
    other = replace(record, title="changed")  # another record: its own story
    other.steps()
    assert applies[0] == 2 * len(record.all_moves())


def test_steps_are_frozen_and_hand_out_copies():
    record = examples.load("must_beat")
    step = record.steps()[3]
    deal = step.deal
    deal.undo()
    assert step.deal.moves == step.after.moves != deal.moves and step.deal is not step.deal
    with pytest.raises(AttributeError):
        step.move = step.move
    with pytest.raises(TypeError):
        step.old[0][cards_in(1)[0]] = None  # type: ignore[index]  # a read-only mapping on purpose: refused
    start = record.start()
    start.apply(start.legal_moves.sample(random.Random(1)))
    assert record.start().moves == [] and not record.start().calls


@pytest.mark.parametrize("seed", range(6))
def test_the_facts_of_each_step_are_those_of_the_deal(seed: int):
    record = play_deal(("basic", "random", "basic"), seed=seed)
    before = record.start()
    for step in record.steps():
        assert step.before.code == before.code
        before.apply(step.move)
        after = step.after
        assert after.code == before.code and step.is_over == before.is_over
        ended = step.move.action in (Action.BEAT, Action.DISCARD) and not after.best
        assert (step.trick is not None) == ended
        if ended:
            assert step.trick == after.tricks[-1] and step.trick.winner is not None
        assert step.trick_number == sum(m.action is Action.LEAD for m in after.moves)
        for seat in (0, 1, 2):
            assert dict(step.old[seat]) == after.old_cards(seat)
            was = step.before.old_mask(seat)
            assert set(step.newly_old[seat]) == {c for c in after.old_cards(seat) if not c.bit & was}
            assert step.view(seat).moves == after.view(seat).moves
    assert [s.entry for s in record.steps()] == [*record.calls, *record.moves]


def test_history_tells_a_deal_in_play_from_its_calls():
    deal = Deal.new(3)
    rng = random.Random(3)
    for _ in range(9):
        deal.apply(deal.legal_moves.sample(rng))
    steps = history(deal)
    assert [str(s.move) for s in steps][len(deal.calls) :] == [str(m) for m in deal.moves]
    assert steps[-1].after.code == deal.code and steps[0].entry is None
    assert situation(deal, 0)  # the drills' story formats these steps


def test_one_policy_answers_every_view_and_is_asked_once_per_step_and_seat(monkeypatch):
    record = examples.load("aces_and_nines")
    record = replace(record, moves=tuple(Entry(e.move, e.note, {"reasons": ["I hold S9."]}) for e in record.moves))
    asked = []
    real = secrecy._held_back

    def held_back(*args):
        asked.append(args[1:])
        return real(*args)

    monkeypatch.setattr(secrecy, "_held_back", held_back)
    from lukfu_teach.widgets import DealStepper

    stepper = DealStepper(record, perspective=0, ai_level=None)
    for k in range(len(record.steps()) + 1):
        stepper.go(k)
        assert stepper.held_back() == secrecy.held_back(record, k, 0)
    narrate.narrate(record, 0)
    for k in range(len(record.steps()) + 1):
        assert asked.count((record.steps()[k - 1] if k else None, 0, False)) == 1
    assert secrecy.held_back(record, 3, None) == ()
