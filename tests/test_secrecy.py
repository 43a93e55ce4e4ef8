"""Secrecy (R15): what a learner can read depends only on what its seat could see.

For many deals, seats and positions, in the play table during a deal and in
the stepper's seat views (and ``replay --seat``) at every step:

(a) the learner-visible text does not change when the cards hidden from that
    seat are dealt another way consistently with everything it saw
    (``secrecy_tools.redeal_unseen``);
(b) no learner-visible text names a card hidden from the seat, except as
    "unaccounted for" or "unseen".

Once the deal is over the AIs' reasons may be read (the issue's choice), so
at that point the reasons are left out of (a) and (b); but never those that
name a card the seat cannot see even then, nor another seat's reasons for a
face-down discard (R13: nobody else sees those cards, ever). Notes and the AIs'
reasons are made to name the mover's hand ("leaky" records) so that any of
them shown where it should not be changes the text.
"""

from __future__ import annotations

import functools
import random
from dataclasses import replace

import pytest
from helpers import known
from secrecy_tools import hidden_named, redeal_unseen, visible

from lukfu_teach import examples
from lukfu_teach.ai import play_deal
from lukfu_teach.engine.cards import FULL_DECK, cards_in, codes
from lukfu_teach.engine.deal import Deal
from lukfu_teach.engine.moves import Action, Move
from lukfu_teach.engine.view import SeatView
from lukfu_teach.i18n import language, pick
from lukfu_teach.records.record import Entry, Record
from lukfu_teach.widgets import DealStepper, PlayTable
from lukfu_teach.words.narrate import narrate
from lukfu_teach.words.secrecy import named_cards, named_not_as_unseen

SEEDS = range(8)


def unseen(view: SeatView) -> int:
    """The cards a seat's view cannot place: other hands and other seats' discards (R13, R15)."""
    claimed = sum(m.mask for m in view.moves if m.action is Action.CLAIM)
    return FULL_DECK & ~(view.hand | view.own_discards | view.public | claimed)


def record_of(deal: Deal, like: Record, annotate=None) -> Record:
    """``deal`` as a record with ``like``'s people's fields and annotations (or ``annotate``'s)."""
    base = Record.from_deal(deal, title=like.title, description=like.description, seats=like.seats)
    base = replace(base, redeals=like.redeals)
    calls = tuple(Entry(e.move, old.note, old.why) for e, old in zip(base.calls, like.calls, strict=True))
    entries = []
    for i, entry in enumerate(base.moves):
        old = like.moves[i] if i < len(like.moves) else Entry(entry.move)
        entries.append(Entry(entry.move, old.note, old.why))
    record = replace(base, calls=calls, moves=tuple(entries))
    return annotate(record) if annotate else record


def leaky(record: Record) -> Record:
    """Every call and move annotated with the mover's whole hand, in a note and in an AI's why."""
    calls: list[Entry] = []
    entries: list[Entry] = []
    position = record.start()
    for move in record.all_moves():
        hand = codes(position.hands[move.seat])
        note = f"{record.seats[move.seat]} holds {hand} (R15)."
        why = {"level": "test", "reasons": [f"I hold {hand}."]}
        (calls if move.is_call else entries).append(Entry(move, note, why))
        position.apply(move)
    return replace(record, calls=tuple(calls), moves=tuple(entries))


def truncated(record: Record, moves: int) -> Record:
    return replace(record, moves=record.moves[:moves], result=None)


@functools.cache
def ai_records() -> list[Record]:
    levels = [("basic", "random", "basic"), ("random", "basic", "random"), ("basic", "basic", "basic")]
    return [leaky(play_deal(levels[seed % 3], seed=seed)) for seed in SEEDS]


# -- the stepper ---------------------------------------------------------------------------


def stepper_views(record: Record, seat: int) -> list[list]:
    """What the stepper shows at every step in ``seat``'s view; once the deal is over, without the AI panel."""
    stepper = DealStepper(record, perspective=seat, ai_level="basic")
    shown = []
    for k in range(len(stepper.steps) + 1):
        stepper.go(k)
        over = stepper.position.is_over
        shown.append([item for item in visible(stepper) if not (over and "lukfu-ai-panel" in item[2])])
    return shown


def check_names_no_hidden_card(record: Record, seat: int, views: list[list]) -> None:
    positions = [record.start()] + [step.deal for step in record.steps()]
    for k, (items, position) in enumerate(zip(views, positions, strict=True)):
        hidden = unseen(position.view(seat))
        for _path, text, classes in items:
            title = pick(record.title)
            text = text.replace(title, "") if "lukfu-title" in classes else text  # a deal's name, always shown
            assert not hidden_named(text, hidden), f"step {k}, seat {seat}, {classes[:2]}: {text!r}"


@pytest.mark.parametrize("seat", (0, 1, 2))
@pytest.mark.parametrize("name", examples.names())
def test_example_seat_views_name_no_hidden_card_and_do_not_depend_on_it(name: str, seat: int) -> None:
    record = examples.load(name)
    views = stepper_views(record, seat)
    check_names_no_hidden_card(record, seat, views)
    other = redeal_unseen(record.deal(), seat, random.Random(seat))
    if other is not None:  # an example may leave nothing to re-deal
        assert (other.dealt, other.moves) != (record.deal().dealt, record.deal().moves)
        assert stepper_views(record_of(other, record), seat) == views


@pytest.mark.parametrize("seed", SEEDS)
def test_ai_deal_seat_views_at_every_step(seed: int) -> None:
    record = ai_records()[seed]
    rng = random.Random(seed)
    for seat in (0, 1, 2):
        views = stepper_views(record, seat)
        check_names_no_hidden_card(record, seat, views)
        other = redeal_unseen(record.deal(), seat, rng)
        assert other is not None and (other.dealt, other.moves) != (record.deal().dealt, record.deal().moves)
        assert stepper_views(record_of(other, record, leaky), seat) == views
        # and at a few positions, a re-deal consistent with what the seat had seen by then
        steps = record.steps()
        choices = range(len(record.calls), len(steps) + 1)
        for k in rng.sample(choices, min(3, len(choices))):
            moves = k - len(record.calls)
            here = truncated(record, moves)
            position = here.deal()
            other = redeal_unseen(position, seat, rng)
            assert other is not None
            mine, theirs = stepper_views(here, seat), stepper_views(record_of(other, here, leaky), seat)
            assert mine[k] == theirs[k], f"seed {seed}, seat {seat}, step {k}"


def test_held_back_parts_are_revealed_only_on_a_click() -> None:
    record = leaky(play_deal(("basic", "basic", "basic"), seed=3))
    stepper = DealStepper(record, perspective=0, ai_level=None)
    k = next(i for i, step in enumerate(record.steps(), 1) if step.seat == 1 and not step.move.is_call)
    stepper.go(k)
    assert set(stepper.held_back()) == {"note", "reasons"}
    assert (
        "The note is hidden in this view" in stepper.notes.value
        and "wait until the deal is over" in stepper.ai_panel.value
    )
    east = record.moves[k - len(record.calls) - 1]
    assert east.note not in stepper.notes.value
    stepper.reveal_button.click()
    assert east.note in stepper.notes.value and pick(known(east.why)["reasons"][0]) in stepper.ai_panel.value
    assert "lukfu-off" in stepper.reveal_button._dom_classes  # hidden: nothing left to reveal
    stepper.set_perspective(1)  # East's own view: its note names only its own cards
    assert east.note in stepper.notes.value and stepper.held_back() == ()


def test_own_reasons_naming_unseen_cards_as_unseen_are_shown() -> None:
    """The expert counts the unseen cards ("Coins unseen by you: C6 C7 C8 C9"): that gives nothing away,
    so the seat's own view shows those reasons during the deal, where a hidden card named otherwise waits."""
    record = play_deal(("expert", "basic", "basic"), seed=0)
    k, entry = next(
        (len(record.calls) + i + 1, e)
        for i, e in enumerate(record.moves)
        if e.move.seat == 0 and any(" unseen by you: " in r["en"] for r in known(e.why)["reasons"])
    )
    stepper = DealStepper(record, perspective=0, ai_level=None)
    stepper.go(k)
    why = known(entry.why)
    counting = next(r["en"] for r in why["reasons"] if " unseen by you: " in r["en"])
    position = stepper.position
    assert not position.is_over and named_cards(counting) & unseen(position.view(0))  # it names unseen cards
    assert stepper.held_back() == () and counting in stepper.ai_panel.value
    told = replace(entry, why={**why, "reasons": [*why["reasons"], "East holds C6."]})
    leaked = replace(record, moves=tuple(told if e is entry else e for e in record.moves))
    stepper = DealStepper(leaked, perspective=0, ai_level=None)
    stepper.go(k)
    assert stepper.held_back() == ("reasons",) and counting not in stepper.ai_panel.value


def test_a_description_naming_hidden_cards_waits_for_a_click() -> None:
    record = replace(examples.load("aces_and_nines"), description="West holds S9 M9 T9 (R10b).")
    stepper = DealStepper(record, perspective=0, ai_level=None)
    assert "S9" not in stepper.title_panel.value and "description is hidden" in stepper.title_panel.value
    stepper.reveal()
    assert "West holds S9 M9 T9" in stepper.title_panel.value
    stepper.next()
    assert "West holds S9 M9 T9" in stepper.title_panel.value  # revealed once, for the whole deal
    assert "S9" in DealStepper(record, perspective=2, ai_level=None).title_panel.value  # West's own cards


def test_the_stepper_keeps_a_face_down_discard_s_reasons_hidden_at_the_last_step() -> None:
    """A deal whose last move is a face-down discard (seat 0's, seed 6): once the deal is over, the other seats
    read the reasons of the last step no more than before it (R13), unless they press Reveal; seat 0 reads them."""
    record = play_deal(("basic", "basic", "basic"), seed=6)
    last = record.steps()[-1]
    assert last.move.action is Action.DISCARD and last.seat == 0 and record.deal().is_over
    reason = pick(known(record.moves[-1].why)["summary"])
    for seat in (1, 2):
        stepper = DealStepper(record, perspective=seat, ai_level=None)
        stepper.go(len(stepper.steps))
        assert reason not in stepper.ai_panel.value and "could not see" in stepper.ai_panel.value
        stepper.reveal()  # a deliberate spoiler, as during the deal
        assert reason in stepper.ai_panel.value
    stepper = DealStepper(record, perspective=0, ai_level=None)
    stepper.go(len(stepper.steps))
    assert reason in stepper.ai_panel.value


# -- replay --seat ---------------------------------------------------------------------------


def told(record: Record, seat: int) -> list[str]:
    """``narrate`` in a seat's view (in the current language), up to the result (after it come the parts held
    back, by design)."""
    lines = narrate(record, seat)
    return lines[: next(i for i, line in enumerate(lines) if line.startswith(("Result", "Resultat")))]


@pytest.mark.parametrize("seed", SEEDS)
def test_replay_in_a_seat_view_names_no_hidden_card(seed: int) -> None:
    rng = random.Random(seed)
    for record in (ai_records()[seed], examples.load(examples.names()[seed % len(examples.names())])):
        positions = {step.number: step.deal for step in record.steps()}
        for seat in (0, 1, 2):
            lines = told(record, seat)
            number = 0
            for line in lines[1:]:  # after the title, a deal's name, always shown
                head = line.strip().split(".")[0]
                number = int(head) if head.isdigit() else number
                position = positions.get(number, record.start())
                assert not hidden_named(line, unseen(position.view(seat))), f"seat {seat}: {line}"
            other = redeal_unseen(record.deal(), seat, rng)
            if other is not None:
                again = record_of(other, record, leaky if record.title == "" else None)
                assert told(again, seat) == lines
            after = narrate(record, seat)[len(lines) :]
            never = unseen(record.deal().view(seat))  # other hands and other seats' discards, even now
            for line in after:
                assert not hidden_named(line, never), f"seat {seat}, after the deal: {line}"
            if any(entry.move.seat != seat and entry.why for entry in record.moves):
                assert len(after) > 1  # the reasons once the deal is over, or a line saying they are never shown


@functools.cache
def expert_records() -> list[Record]:
    """Whole AI deals as ``lukfu-teach deal`` writes them: the expert's and the basic AI's reasons name the
    cards they discard face down ("Discard Strings 4 (S4): ...")."""
    levels = [("random", "expert", "expert"), ("expert", "basic", "random"), ("basic", "expert", "basic")]
    return [play_deal(levels[seed % 3], seed=seed) for seed in (3, 8, 10, 11, 12, 13)]


def discarded(record: Record, seat: int) -> list[tuple[int, int]]:
    """The face-down discards of ``seat`` in ``record``: (step, cards mask)."""
    return [(s.number, s.move.mask) for s in record.steps() if s.seat == seat and s.move.action is Action.DISCARD]


@pytest.mark.parametrize("index", range(6))
def test_replay_in_a_seat_view_never_shows_another_seats_discards_not_even_after_the_deal(index: int) -> None:
    """R13: nobody else sees a face-down discard, ever; FORMAT.md: ``replay --seat`` shows only what that seat
    could see. Checked against the record: the cards other seats discarded face down are named nowhere in the
    seat's telling, the lines after the result included (only "unseen"-style counting may name them), while
    its own discards are told with their cards, and the open table names every discard."""
    record = expert_records()[index]
    assert record.deal().is_over
    steps = {s.number: s for s in record.steps()}
    hidden_somewhere = 0
    for seat in (0, 1, 2):
        lines = narrate(record, seat)
        others = 0
        for other in {0, 1, 2} - {seat}:
            for _k, mask in discarded(record, other):
                others |= mask
        hidden_somewhere |= others
        for line in lines:
            assert not named_not_as_unseen(line) & others, f"seat {seat}: {line}"
        for line in lines:  # another seat's discard: how many cards, never which
            head = line.strip().split(".")[0]
            if head.isdigit() and steps[int(head)].seat != seat and steps[int(head)].move.action is Action.DISCARD:
                assert line.rstrip().endswith("face down (R13)."), line
        for k, mask in discarded(record, seat):  # its own discards: told with their cards
            told = next(line for line in lines if line.startswith(f"  {k}. "))
            assert told.endswith(f": {codes(mask)}."), told
    assert hidden_somewhere  # the deals do have discards to keep hidden
    open_table = "\n".join(narrate(record))
    for seat in (0, 1, 2):  # the open table tells everything, as before
        for _k, mask in discarded(record, seat):
            assert codes(mask) in open_table


# -- the play table ---------------------------------------------------------------------------


class Script:
    """An AI that makes given moves, and whose reasons give its hand away."""

    level = "script"

    def __init__(self, moves: list[Move]) -> None:
        self.moves = moves

    def decide(self, view: SeatView):
        from lukfu_teach.ai import Decision

        move = self.moves.pop(0)
        assert move.seat == view.seat
        return Decision(move, "script", (f"I hold {codes(view.hand)}.",))


def scripted_table(seed: int, deal: Deal, moves: list[Move], **options) -> PlayTable:
    """A table on ``deal`` whose AIs make ``moves`` (theirs, in order)."""

    class Scripted(PlayTable):
        def _make_player(self, seat: int, level: str):
            return Script([m for m in moves if m.seat == seat])

    return Scripted(seed, deal=deal, **options)


def learner_turn(table: PlayTable, rng: random.Random) -> tuple:
    """A seeded learner: one action (a hint now and then), as ``(name, argument)``."""
    legal = table.deal.legal_moves
    if rng.random() < 0.25 and table.hint_panel.value == "":
        return ("hint", None)
    if legal.action in (Action.PLAY, Action.PASS):
        return ("call", rng.choice(["play", "pass"]))
    if legal.claim is not None and rng.random() < 0.7:
        return ("claim", None)
    plays = [m for m in legal if m.action is not Action.CLAIM] if legal.action is not Action.DISCARD else []
    move = rng.choice(plays) if plays else legal.sample(rng)
    return ("play", codes(move.mask))


def act(table: PlayTable, action: tuple) -> None:
    name, argument = action
    if name == "hint":
        table.hint()
    elif name == "call":
        assert table.call(argument)
    elif name == "claim":
        assert table.claim()
    else:
        table.select(argument)
        assert table.play_selected(), table.message.value


def all_moves(deal: Deal) -> list[Move]:
    return [Move((deal.master + i) % 3, c) for i, c in enumerate(deal.calls)] + list(deal.moves)


def play_as_learner(seed: int, rng: random.Random, options: dict) -> tuple | None:
    """A table from ``seed`` played to the end by a seeded learner, checked for (b) at every learner turn:
    ``(table, actions, shots, positions)``, or None when all three passed (a redeal the twin cannot repeat)."""
    table, learner = PlayTable(seed, **options), options["learner"]
    actions, shots, positions = [], [], []
    while not table.deal.is_over:
        if table.deal.redeals:
            return None
        shots.append(visible(table))
        positions.append(table.deal.copy())
        hidden = unseen(table.deal.view(learner))
        for _path, text, classes in shots[-1]:
            assert not hidden_named(text, hidden), f"seed {seed}, {classes[:2]}: {text!r}"
        action = learner_turn(table, rng)
        actions.append(action)
        act(table, action)
    return (table, actions, shots, positions) if not table.deal.redeals else None


@pytest.mark.parametrize("seed", range(12))
def test_play_table_shows_the_learner_only_what_its_seat_sees(seed: int) -> None:
    rng = random.Random(seed)
    learner = seed % 3
    levels = [("basic", "random"), ("random", "basic"), ("basic", "basic")][seed % 3]
    coach = "expert" if seed == 0 else "basic"  # the expert's hints too: they come from the learner's view only
    options = {"learner": learner, "levels": levels, "coach": coach, "delay": 0}
    played = None
    while played is None:  # a deal where not all three passed
        played = play_as_learner(seed, rng, options)
        seed += 100
    table, actions, shots, positions = played
    # every AI move's reasons may be read now, each in its own line of the log, but a face-down discard's (R13)
    ai_decisions = [m for m in all_moves(table.deal) if m.seat != learner and m.action is not Action.DISCARD]
    assert table.moves_log.value.count("<details>") == len(ai_decisions)
    # (a) the same learner actions on a deal re-dealt consistently with the whole deal, then at one position
    checks = [(len(positions) - 1, redeal_unseen(table.deal, learner, rng))]
    k = rng.randrange(len(positions))
    checks.append((k, redeal_unseen(positions[k], learner, rng)))
    for upto, other in checks:
        assert other is not None
        start = Deal.from_hands([cards_in(h) for h in other.dealt], other.master, other.rules)
        twin = scripted_table(table.seed, start, [m for m in all_moves(other) if m.seat != learner], **options)
        for i in range(upto + 1):
            assert visible(twin) == shots[i], f"seed {table.seed}, learner turn {i}"
            if i < upto:
                act(twin, actions[i])


@pytest.mark.parametrize("name", examples.names())
def test_swedish_replay_in_a_seat_view_holds_back_what_the_english_does(name: str) -> None:
    """The Swedish notes name the same cards as the English ones, so the same notes wait (R15); and no
    Swedish line names a hidden card."""
    record = examples.load(name)
    positions = {step.number: step.deal for step in record.steps()}
    for seat in (0, 1, 2):
        english = told(record, seat)
        with language("sv"):
            swedish = told(record, seat)
            after = narrate(record, seat)[len(swedish) :]
        assert len(swedish) == len(english)
        for en, sv in zip(english, swedish, strict=True):
            assert ("hidden in this view" in en) == ("dold i den här vyn" in sv), (en, sv)
        number = 0
        for line in swedish[1:]:
            head = line.strip().split(".")[0]
            number = int(head) if head.isdigit() else number
            position = positions.get(number, record.start())
            assert not hidden_named(line, unseen(position.view(seat))), f"seat {seat}: {line}"
        held = [line for line in english if "hidden in this view" in line]
        assert bool(held) <= (len(after) > 1)  # after the result: what was held, or a line saying it stays so


def test_a_note_written_only_in_swedish_is_held_back_by_its_swedish_card_names() -> None:
    record = examples.load("must_beat")
    note = {"sv": "Öst har Myriader 6, 7 och 8 och Tior 1 till 4 (R12)."}  # no card code at all
    entries = [Entry(e.move, note if i == 0 else e.note, e.why) for i, e in enumerate(record.moves)]
    leaky_sv = replace(record, moves=tuple(entries))
    with language("sv"):
        shown = narrate(leaky_sv, 0)
        own = narrate(leaky_sv, 1)
    assert not any(
        "Öst har Myriader 6" in line
        for line in shown[: shown.index(next(x for x in shown if x.startswith("Resultat")))]
    )
    assert any("Öst har Myriader 6" in line for line in own)  # East's own cards: shown to East
    # nor to seat 0 once the deal is over: M7 M8 T1 T3 T4 it never sees (East's hand or discards, R13, R15)
    assert named_cards(pick(note)) & unseen(leaky_sv.deal().view(0))
    assert not any("Öst har Myriader 6" in line for line in shown)


def test_named_cards_reads_codes_names_lists_and_ranges() -> None:
    from lukfu_teach.words.secrecy import named_cards

    said = "East holds C8 S8 M8, Mau Gung, bak chi and the Strings 7 and 9; S3-S5 is a run, T5–T7 too, M1 to M3."
    assert codes(named_cards(said)) == "C1 C8 S3 S4 S5 S7 S8 S9 M1 M2 M3 M8 T1 T5 T6 T7"
    assert named_cards("R16b, R10a, 6 fu, a four-card set, (R9-R15), T9: -1.72 points") == named_cards("T9")
    assert not named_cards("a set of nines beats a set of aces (R10b)")


def test_named_cards_reads_swedish_names_lists_and_ranges() -> None:
    from lukfu_teach.words.secrecy import named_cards

    said = "Öst har C8 S8 M8, Mau Gung, bak chi och Snören 7 och 9; S3-S5 är en serie, T5–T7 också, M1 till M3."
    assert codes(named_cards(said)) == "C1 C8 S3 S4 S5 S7 S8 S9 M1 M2 M3 M8 T1 T5 T6 T7"
    assert codes(named_cards("Mynt 1, Myriader 4 eller 5, tior 9")) == "C1 M4 M5 T9"  # any case
    assert named_cards("R16b, R10a, 6 fu, en grupp på fyra kort, (R9-R15), T9: -1,72 poäng") == named_cards("T9")
    assert not named_cards("en grupp nior slår en grupp ettor (R10b)")
    assert not named_cards("stick 2 och 4; 3 fu + 2 gamla kort = 5")  # numbers that are not ranks of a suit
    with language("sv"):
        assert codes(named_cards("East holds Strings 7 and 9")) == "S7 S9"  # English too, whatever the language


def test_the_issues_leaks_are_held_back() -> None:
    """The two leaks the issue found: aces_and_nines as seat 0 at step 3, caller_claims as East at step 2."""
    stepper = DealStepper(examples.load("aces_and_nines"), perspective=0, ai_level=None)
    stepper.go(3)
    assert "C8" not in stepper.notes.value and "hidden in this view" in stepper.notes.value
    stepper = DealStepper(examples.load("caller_claims"), perspective=1, ai_level=None)
    stepper.go(2)
    assert "M8" not in stepper.notes.value and "hidden in this view" in stepper.notes.value
    stepper.reveal()
    assert "5 Old cards (C9, M9, M8, M7, T1)" in stepper.notes.value
