"""The catalogue: short drills for every rule, in teaching order (R1 to R20).

Each position is built from three hands and the moves so far, through the
public API (``Deal.from_hands``, then ``Deal.from_code`` with the moves), so a
position that breaks a rule cannot be written here. The task of each drill is
an instruction; what the learner then reads about the position is computed by
the drill (``core``, ``reasons``).
"""

from __future__ import annotations

from functools import cache

from .. import examples
from ..engine.cards import DECK, CardSet
from ..engine.deal import Deal
from ..errors import ChoiceError
from ..i18n import L_, N_
from ..records.record import Record
from .card_drills import NameDrill, OldDrill, PlayDrill
from .choice_drills import ActionDrill, LeadCheckDrill, ReadCodeDrill, RedealDrill, SeeDrill, ShapeDrill, WhichBeatDrill
from .core import Drill, Story
from .count_drills import NextInTurn, NumberDrill, OrderDrill, PaysDrill, SeatDrill

# Lessons 01-05 come before calling and the Master (lesson 06): their drills' stories leave them out, so that a
# drill leans only on what earlier lessons taught (course.py).
BEFORE_CALLING = Story(calls=False)


def position(you: str | None, east: str | None, master: int, moves: str = "", west: str | None = None) -> Deal:
    """A position from the hands of seats 0, 1 and 2 (one of them ``None``: every other card) and
    the calls and moves so far in move notation (``"1:play 1:lead:S4"``)."""
    hands = [you, east, west]
    if hands.count(None) != 1:
        raise ChoiceError(L_("give two of the three hands; the third is every other card"))
    masks = [CardSet.parse(h) if h is not None else 0 for h in hands]
    rest = sum(c.bit for c in DECK) & ~(masks[0] | masks[1] | masks[2])
    start = Deal.from_hands([parse_cards_of(m or rest) for m in masks], master)
    return Deal.from_code(f"{start.code} {moves}".strip())


def parse_cards_of(mask: int) -> list[str]:
    return [str(c) for c in DECK if c.bit & mask]


def at_end(record: Record) -> Deal:
    """The last position of a record (an example deal)."""
    return record.deal()


# The deals the drills are set in. Seat 0 is "You", seat 1 "East", seat 2 "West".
SINGLES = ("C2 C6 S5 S7 M1 M4 M5 M6 T3 T4 T7 T9", "C1 C4 C9 S1 S2 S4 M2 M8 M9 T1 T5 T6")  # East holds C1 and T1
PASSED = ("C3 C5 S5 S6 S7 S8 M2 M5 M6 T4 T5 T9", "C1 C9 S9 M9 T1 M1 M3 M4 S1 S2 C2 C4")  # four 5s, a four-card run
ACES = "C1 S1 M1 C2 C3 S2 S3 M2 M3 T2 T3 C4"  # East leads the aces
NINES = "S9 M9 T9 C5 S5 T5 C6 S6 M6 T6 C7 S7"  # three nines, and other sets
FIVES = "C5 S5 T5 S9 T9 C6 C7 S6 S7 M6 M7 T6"  # two nines only
RUNS = ("S6 S7 S8 M1 M2 M3 M4 C5 C6 C8 T5 T8", "S3 S4 S5 S9 C1 C2 T1 T2 T3 M5 M6 M8")
SEVEN_OLD = ("C1 T1 T6 T7 T8 T9 M9 S2 S3 C2 C4 M4", "C3 C5 C6 S1 S4 S5 M1 M2 M3 T2 T3 T4")
TENS_RUN = ("T4 T5 T6 T9 C1 M9 C2 C3 S2 S3 M2 M3", "T7 C4 C5 C6 S4 S5 S6 M4 M5 M6 S1 T2")
WEST_CLAIMS = ("C4 C5 C6 S4 S5 S6 M4 M5 M6 T4 T5 T6", "C1 T1 C9 S9 M9 T9 C2 S2 M2 T2 C3 S3")  # seat 0, seat 2
BECOMES_OLD = ("S5 S7 M7 M8 M9 C1 C3 C5 T2 T3 T5 M2", "S8 S6 T7 C2 C4 S1 S2 M1 M3 M4 T1 C6")
ALWAYS_OLD = ("C1 T1 S9 M9 C3 S4 S6 M2 M5 T3 T5 T7", "C2 C4 C5 C6 S1 S2 S3 M1 M3 M4 T2 T4")  # no sequence
SAFE = ("S8 S9 C1 C2 C3 S2 S3 T2 T3 T4 M1 M2", "M5 M6 C4 C5 C6 S4 S5 S6 T5 T6 T7 T8")


def _singles(moves: str) -> Deal:
    return position(*SINGLES, master=1, moves=moves)


def _drills() -> list[Drill]:
    trick_s4 = "1:play 1:lead:S4"
    passed = position(*PASSED, master=0, moves="0:pass 1:play")
    tens = "0:play 0:lead:T4,T5,T6 1:discard:C4,C5,C6 2:discard:C7,C8,C9"
    becomes = "1:play 1:lead:S8 2:beat:S9 0:discard:T2"
    last_trick, draw = at_end(examples.load("last_trick")), at_end(examples.load("draw"))
    west_claims = position(WEST_CLAIMS[0], None, 2, "2:pass 0:play 2:claim:C1,C9,S9,M9,T1,T9", west=WEST_CLAIMS[1])
    seven_old = position(*SEVEN_OLD, master=0, moves="0:play")
    return [
        # R1-R4: cards, seats, the deal
        NumberDrill("deck-size", N_("How many cards?"), ["R1"], N_("How many cards are in a Luk Fu deck?"), ask="deck"),
        OrderDrill(
            "suit-order",
            N_("Order the suits"),
            ["R1"],
            N_("Put the four suits in order, from the lowest to the highest."),
        ),
        NameDrill("name-mau-gung", N_("Find Mau Gung"), ["R2"], N_("Pick Mau Gung."), target="C1", shown="C1 T1 C9 S1"),
        NameDrill("name-bak-chi", N_("Find Bak Chi"), ["R2"], N_("Pick Bak Chi."), target="T1", shown="C1 T1 T9 M1"),
        ReadCodeDrill("read-code", N_("Read a code"), ["R2"], N_("What is the card M7 called?"), code="M7"),
        SeatDrill(
            "turn-order",
            N_("Whose turn?"),
            ["R3"],
            N_("West (seat 2) has just played. Who plays next?"),
            ask=NextInTurn(2),
        ),  # fmt: skip
        NumberDrill(
            "hand-size",
            N_("Cards in a hand"),
            ["R4"],
            N_("How many cards is each seat dealt?"),
            _singles(""),
            ask="hand",
        ),
        SeatDrill(
            "first-call", N_("Who calls first?"), ["R4", "R5"], N_("Who calls first?"), _singles(""), ask="to_act"
        ),
        # R5-R8: calling, the Master
        SeatDrill(
            "who-is-caller",
            N_("Who is the caller?"),
            ["R5"],
            N_("Who is the caller?"),
            _singles("1:pass 2:play"),
            ask="caller",
        ),
        SeatDrill(
            "calling-stops",
            N_("Who calls next?"),
            ["R5"],
            N_("Who calls next?"),
            position(*PASSED, master=0, moves="0:play"),
            ask="next_caller",
        ),
        RedealDrill(
            "all-pass",
            N_("Everybody passes"),
            ["R6"],
            N_("You pass too. What happens next?"),
            _singles("1:pass 2:pass"),
        ),
        SeatDrill(
            "master-leads",
            N_("The first lead"),
            ["R7"],
            N_("Who leads the first trick?"),
            _singles("1:pass 2:pass 0:play"),
            ask="to_act",
        ),
        LeadCheckDrill(
            "passed-master-four",
            N_("The passed Master's limit"),
            ["R8"],
            N_("You want to lead your four fives, C5 S5 M5 T5. May you?"),
            passed,
            lead="C5 S5 M5 T5",
        ),
        PlayDrill(
            "passed-master-run",
            N_("Lead a run as the passed Master"),
            ["R8", "R9"],
            N_("Lead a run from your Strings."),
            passed,
            want="run",
        ),
        PlayDrill(
            "passed-master-set",
            N_("Lead a set as the passed Master"),
            ["R8", "R9"],
            N_("Lead a set of fives."),
            passed,
            want="set",
        ),
        # R9-R10: plays and beating
        ShapeDrill("shape-pair", N_("Two cards"), ["R9"], N_("What kind of play is S3 S4?"), shown="S3 S4"),
        ShapeDrill("shape-set", N_("Three of a rank"), ["R9"], N_("What kind of play is C7 S7 T7?"), shown="C7 S7 T7"),
        ShapeDrill(
            "shape-run", N_("Four in a suit"), ["R9"], N_("What kind of play is M4 M5 M6 M7?"), shown="M4 M5 M6 M7"
        ),
        ShapeDrill(
            "shape-mixed", N_("Three mixed cards"), ["R9"], N_("What kind of play is S3 S4 M5?"), shown="S3 S4 M5"
        ),
        LeadCheckDrill(
            "pair-lead",
            N_("Leading two cards"),
            ["R9", "R11"],
            N_("You want to lead S5 S6. May you?"),
            passed,
            lead="S5 S6",
            offer=("legal", "R9"),
            story=BEFORE_CALLING,
        ),
        PlayDrill(
            "beat-single",
            N_("Beat a single"),
            ["R10", "R12"],
            N_("Pick the play you make."),
            _singles(trick_s4 + " 2:beat:S6"),
            story=BEFORE_CALLING,
        ),
        PlayDrill(
            "beat-run",
            N_("Beat a run"),
            ["R10"],
            N_("Pick a play that beats the run."),
            position(RUNS[0], None, 2, "2:play 2:lead:S3,S4,S5", west=RUNS[1]),
            story=BEFORE_CALLING,
        ),
        PlayDrill(
            "beat-aces",
            N_("Beat a set of aces"),
            ["R10b"],
            N_("Pick a play that beats the aces."),
            position(NINES, None, 2, "2:play 2:lead:C1,S1,M1", west=ACES),
            story=BEFORE_CALLING,
        ),
        ActionDrill(
            "aces-and-fives",
            N_("Fives against aces"),
            ["R10b", "R13"],
            N_("Beat or discard?"),
            position(FIVES, ACES, 1, "1:play 1:lead:C1,S1,M1 2:discard:C8,S4,M4"),
            offer=("beat", "discard"),
            story=BEFORE_CALLING,
        ),
        WhichBeatDrill(
            "which-beat-runs",
            N_("Which runs beat it?"),
            ["R10"],
            N_("Choose every play that beats S3 S4 S5."),
            best="S3 S4 S5",
            candidates=["S6 S7 S8", "C7 C8 C9", "M1 M2 M3", "T4 T5 T6 T7"],
        ),
        WhichBeatDrill(
            "which-beat-sets",
            N_("Which sets beat it?"),
            ["R10"],
            N_("Choose every play that beats C4 S4 M4."),
            best="C4 S4 M4",
            candidates=["C2 S2 M2", "C7 S7 T7", "C8 S8 M8 T8", "S9 M9 T9"],
        ),
        WhichBeatDrill(
            "which-beat-singles",
            N_("Which singles beat it?"),
            ["R10"],
            N_("Choose every play that beats M5."),
            best="M5",
            candidates=["M7", "T9", "M4", "M9"],
        ),
        WhichBeatDrill(
            "which-beat-aces",
            N_("Aces with Bak Chi"),
            ["R10b"],
            N_("Choose every play that beats C1 S1 T1."),
            best="C1 S1 T1",
            candidates=["C5 S5 M5", "S9 M9 T9", "C2 S2 M2", "C8 S8 M8"],
        ),
        ActionDrill(
            "mau-gung-led",
            N_("Mau Gung led alone"),
            ["R10a"],
            N_("Can you beat it?"),
            position(SINGLES[0], None, 2, "2:play 2:lead:C1", west=SINGLES[1]),
            offer=("can_beat", "cannot_beat"),
            story=BEFORE_CALLING,
        ),
        ActionDrill(
            "bak-chi-led",
            N_("Bak Chi led alone"),
            ["R10a"],
            N_("Can you beat it?"),
            position(SINGLES[0], None, 2, "2:play 2:lead:T1", west=SINGLES[1]),
            offer=("can_beat", "cannot_beat"),
            story=BEFORE_CALLING,
        ),
        # R11-R15: a trick
        ActionDrill(
            "cannot-claim-yet",
            N_("Lead or claim?"),
            ["R11", "R17"],
            N_("What may you do now?"),
            position(*TENS_RUN, master=0, moves="0:play"),
            offer=("lead", "claim"),
        ),
        ActionDrill(
            "must-beat",
            N_("Must you beat?"),
            ["R12"],
            N_("Beat or discard?"),
            _singles(trick_s4 + " 2:beat:S6"),
            offer=("beat", "discard"),
            story=BEFORE_CALLING,
        ),
        PlayDrill(
            "must-beat-breaks-run",
            N_("Your run or the rule"),
            ["R12"],
            N_("Pick the play you make."),
            position(*RUNS, master=1, moves="1:play 1:lead:S4 2:discard:C3"),
            story=BEFORE_CALLING,
        ),
        ActionDrill(
            "cannot-beat",
            N_("Nothing beats it"),
            ["R12", "R13"],
            N_("Beat or discard?"),
            _singles(trick_s4 + " 2:beat:S8"),
            offer=("beat", "discard"),
            story=BEFORE_CALLING,
        ),
        PlayDrill(
            "choose-discard",
            N_("Choose your discard"),
            ["R13", "R16"],
            N_("Discard, keeping every Old card you hold."),
            _singles(trick_s4 + " 2:beat:S8"),
            want="keep_old",
            story=BEFORE_CALLING,
        ),
        NumberDrill(
            "discard-count",
            N_("How many to discard?"),
            ["R13"],
            N_("How many cards do you discard?"),
            position(FIVES, ACES, 1, "1:play 1:lead:C1,S1,M1 2:discard:C8,S4,M4"),
            ask="discard",
            story=BEFORE_CALLING,
        ),
        SeatDrill(
            "trick-winner",
            N_("Who wins the trick?"),
            ["R14"],
            N_("Who wins this trick?"),
            _singles(trick_s4 + " 2:beat:S8 0:discard:C2"),
            ask="trick_winner",
            story=BEFORE_CALLING,
        ),
        NumberDrill(
            "trick-fu",
            N_("fu for a trick"),
            ["R14"],
            N_("How many fu does the winner score for this trick?"),
            position(*TENS_RUN, master=0, moves=tens),
            ask="trick_fu",
            story=BEFORE_CALLING,
        ),
        SeatDrill(
            "who-leads-next",
            N_("Who leads next?"),
            ["R14"],
            N_("Who leads the next trick?"),
            _singles(trick_s4 + " 2:beat:S8 0:discard:C2"),
            ask="to_act",
            story=BEFORE_CALLING,
        ),
        SeeDrill(
            "see-discard",
            N_("Face down"),
            ["R13", "R15"],
            N_("Can you see which card East discarded?"),
            _singles(trick_s4 + " 2:beat:S8 0:discard:C2 2:lead:T8 0:beat:T9 1:discard:C4"),
            seat=0,
            index=5,
            story=BEFORE_CALLING,
        ),
        NumberDrill(
            "card-count",
            N_("Counting cards"),
            ["R15"],
            N_("How many cards does East hold now?"),
            _singles(trick_s4 + " 2:beat:S8 0:discard:C2 2:lead:T8 0:beat:T9 1:discard:C4"),
            ask="count",
            of=1,
            story=BEFORE_CALLING,
        ),
        # R16: Old cards
        OldDrill(
            "old-always",
            N_("Always Old"),
            ["R16a"],
            N_("Pick every Old card in your hand."),
            position(*ALWAYS_OLD, master=0),
            seat=0,
            story=BEFORE_CALLING,
        ),
        OldDrill(
            "old-sequence",
            N_("A sequence below a nine"),
            ["R16c"],
            N_("Pick every Old card in your hand."),
            position(*BECOMES_OLD, master=1, moves=""),
            seat=0,
            story=BEFORE_CALLING,
        ),
        OldDrill(
            "old-after-plays",
            N_("Old after plays"),
            ["R16b"],
            N_("Pick every Old card in your hand."),
            position(*BECOMES_OLD, master=1, moves=becomes),
            seat=0,
            story=BEFORE_CALLING,
        ),
        OldDrill(
            "becomes-old",
            N_("A card becomes Old"),
            ["R16b"],
            N_("Pick every Old card in your hand now."),
            position(*BECOMES_OLD, master=1, moves=becomes + " 2:lead:T4 0:beat:T5 1:beat:T7 1:lead:S6"),
            seat=0,
            story=BEFORE_CALLING,
        ),
        OldDrill(
            "safe-but-unproven",
            N_("Your own discard"),
            ["R16"],
            N_("Pick every Old card in your hand."),
            position(*SAFE, master=1, moves="1:play 1:lead:M5 2:beat:M7 0:discard:S9"),
            seat=0,
            story=BEFORE_CALLING,
        ),
        PlayDrill(
            "noncaller-single", N_("A noncaller's single"), ["R16d"], N_("Lead a single."), passed, want="single"
        ),
        LeadCheckDrill(
            "noncaller-old-single",
            N_("An Old single"),
            ["R16d"],
            N_("You want to lead T9. May you?"),
            passed,
            lead="T9",
        ),
        LeadCheckDrill(
            "noncaller-wrong-suit", N_("Which suit?"), ["R16d"], N_("You want to lead M2. May you?"), passed, lead="M2"
        ),
        LeadCheckDrill(
            "caller-old-single",
            N_("The caller's lead"),
            ["R16e"],
            N_("You want to lead T9. May you?"),
            position(*PASSED, master=0, moves="0:play"),
            lead="T9",
        ),
        # R17-R20: claiming, the end, scoring
        ActionDrill(
            "claim-first-lead",
            N_("A claim at once"),
            ["R17"],
            N_("What may you do now?"),
            seven_old,
            offer=("lead", "claim"),
        ),
        OldDrill(
            "claim-cards",
            N_("What a claim shows"),
            ["R17"],
            N_("Pick the cards you lay face up if you claim now."),
            seven_old,
            seat=0,
            claim=True,
        ),
        ActionDrill(
            "claim-after-trick",
            N_("Claim now?"),
            ["R11", "R17"],
            N_("What may you do now?"),
            position(*TENS_RUN, master=0, moves=tens),
            offer=("lead", "claim"),
        ),
        NumberDrill(
            "claim-value",
            N_("How much is a claim?"),
            ["R17"],
            N_("If you claim now, what is F?"),
            position(*TENS_RUN, master=0, moves=tens),
            ask="claim_f",
        ),
        SeatDrill(
            "last-trick",
            N_("The cards run out"),
            ["R18"],
            N_("The cards have run out. Who wins the deal?"),
            last_trick,
            ask="deal_winner",
        ),
        SeatDrill(
            "drawn-deal",
            N_("Below six"),
            ["R18"],
            N_("The cards have run out. Who wins the deal?"),
            draw,
            ask="deal_winner",
        ),
        NumberDrill(
            "win-amount",
            N_("What is a win worth?"),
            ["R19"],
            N_("You claimed. What is your win worth (A)?"),
            position(*SEVEN_OLD, master=0, moves="0:play 0:claim:C1,M9,T1,T6,T7,T8,T9"),
            ask="amount",
        ),
        PaysDrill(
            "caller-wins-pays",
            N_("The caller wins"),
            ["R19", "R20"],
            N_("Who pays what?"),
            position(*SEVEN_OLD, master=0, moves="0:play 0:claim:C1,M9,T1,T6,T7,T8,T9"),
            seat=0,
        ),
        PaysDrill("noncaller-wins-pays", N_("A noncaller wins"), ["R20"], N_("Who pays what?"), west_claims, seat=0),
        PaysDrill("last-trick-pays", N_("Paying at the end"), ["R18", "R20"], N_("Who pays what?"), last_trick, seat=0),
    ]


@cache
def _catalog() -> tuple[Drill, ...]:
    drills = tuple(_drills())
    ids = [d.id for d in drills]
    if len(set(ids)) != len(ids):
        raise AssertionError(f"drill ids are not unique: {sorted(i for i in ids if ids.count(i) > 1)}")
    return drills
