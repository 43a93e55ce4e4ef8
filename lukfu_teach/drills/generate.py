"""Drills from random deals: ``generate(seed)`` gives new positions to practise on, the same for the same seed.

The deals are played with uniformly random legal moves (engine only, so the
drills do not change when the AIs do); each kind of drill takes the first
position of its kind in the deals of the seed, from seat 0's point of view.
The quizzes draw here too: ``old_position`` (the position that teaches most about
Old cards) and ``beat_question`` (a play to beat and plays to try on it).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Sequence

from ..engine.cards import cards_in
from ..engine.deal import Deal
from ..engine.moves import Action
from ..engine.old import Proof, proof_for
from ..engine.plays import BEATERS, PLAY_INFO, Shape
from ..errors import ChoiceError
from ..i18n import L_, N_, or_list
from ..words.insight import interest
from .card_drills import OldDrill, PlayDrill
from .choice_drills import ActionDrill
from .core import Drill
from .count_drills import NumberDrill, PaysDrill, SeatDrill

KINDS = ("old", "beat", "respond", "trick", "claim", "pays")
MAX_DEALS = 60  # deals tried for each kind before giving up on it


def _positions(rng: random.Random) -> Iterator[Deal]:
    """Every position of one deal played with random legal moves."""
    deal = Deal.new(rng.getrandbits(32))
    while not deal.is_over:
        yield deal
        deal.apply(deal.legal_moves.sample(rng))
    yield deal


def _interesting_old(deal: Deal) -> bool:
    """Seat 0 holds an Old card proven by plays or its own hand (R16b, R16c), with cards played face up."""
    if not deal.public or deal.hands[0].bit_count() < 4 or deal.phase.value != "playing":
        return False
    seen = deal.played_in()
    return any(
        isinstance(p := proof_for(c, deal.hands[0], seen), Proof) and p.rule != "R16a" for c in cards_in(deal.hands[0])
    )


_FIND: dict[str, Callable[[Deal], bool]] = {
    "old": _interesting_old,
    "beat": lambda d: d.to_act == 0 and d.legal_moves.action is Action.BEAT and d.legal_moves.count() >= 2,
    "respond": lambda d: d.to_act == 0 and d.best != 0 and d.lead_size == 1,
    "trick": lambda d: (
        d.at_lead and bool(d.tricks) and d.tricks[-1].winner is not None and d.moves[-1].action is not Action.CLAIM
    ),
    "claim": lambda d: d.to_act == 0 and d.at_lead and d.legal_moves.claim is not None,
    "pays": lambda d: d.result is not None and d.result.winner is not None,
}


def _make(kind: str, deal: Deal, seed: int) -> Drill:
    id = f"{kind}-seed-{seed}"
    if kind == "old":
        return OldDrill(id, L_("Old cards (seed {seed})", seed=seed), ["R16"], N_("Pick every Old card in your hand."),
                        deal, seat=0)  # fmt: skip
    if kind == "beat":
        return PlayDrill(id, L_("Beat it (seed {seed})", seed=seed), ["R10", "R12"], N_("Pick a play that beats it."),
                         deal)  # fmt: skip
    if kind == "respond":
        title = L_("Beat or discard (seed {seed})", seed=seed)
        return ActionDrill(id, title, ["R12", "R13"], N_("Beat or discard?"), deal, offer=("beat", "discard"))
    if kind == "trick":
        title = L_("Who won the trick (seed {seed})", seed=seed)
        return SeatDrill(id, title, ["R14"], N_("Who won the last trick?"), deal, ask="trick_winner")
    if kind == "claim":
        title = L_("What a claim is worth (seed {seed})", seed=seed)
        return NumberDrill(id, title, ["R17"], N_("If you claim now, what is F?"), deal, ask="claim_f")
    title = L_("Who pays (seed {seed})", seed=seed)
    return PaysDrill(id, title, ["R19", "R20"], N_("The deal is over. Who pays what?"), deal, seat=0)


def generate(seed: int, kinds: Sequence[str] = KINDS) -> list[Drill]:
    """Drills on random positions: one of each of ``kinds`` (``old``, ``beat``, ``respond``, ``trick``,
    ``claim``, ``pays``) found in the deals of ``seed``; the same seed always gives the same drills.

    >>> [d.id for d in generate(3, ["old", "pays"])]
    ['old-seed-3', 'pays-seed-3']
    """
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ChoiceError(L_("a seed is a whole number, not {seed}", seed=repr(seed)))
    out = []
    for kind in kinds:
        if kind not in _FIND:
            raise ChoiceError(
                L_("{kind} is not a kind of generated drill ({kinds})", kind=repr(kind), kinds=or_list(KINDS))
            )
        rng = random.Random(f"lukfu-drill/{seed}/{kind}")
        found = next((d.copy() for _ in range(MAX_DEALS) for d in _positions(rng) if _FIND[kind](d)), None)
        if found is None:
            raise ChoiceError(
                L_("no {kind} position found in {deals} deals of seed {seed}", kind=kind, deals=MAX_DEALS, seed=seed)
            )
        out.append(_make(kind, found, seed))
    return out


# -- what the quizzes ask ------------------------------------------------------------------------------------


def random_positions(seed: int, deals: int = 3) -> Iterator[Deal]:
    """``deals`` deals from ``seed`` played out with uniformly random legal moves, position by position.

    Several deals, because random players often claim early and one short deal may teach little.
    """
    rng = random.Random(seed)
    for _deal in range(deals):
        deal = Deal.new(rng)
        while not deal.is_over:
            deal.apply(deal.legal_moves.sample(rng))
            yield deal.copy()


def old_position(positions: Iterable[Deal]) -> tuple[Deal, int]:
    """The position and seat (at a lead, cards played face up) that teaches most about Old cards
    (``insight.interest``); the first of equals. ``positions``: a record's steps, or ``random_positions(seed)``."""
    best: tuple[int, Deal, int] | None = None
    for deal in positions:
        if not deal.at_lead or not deal.public:
            continue
        for seat in (0, 1, 2):
            score = interest(deal, seat)
            if best is None or score > best[0]:
                best = (score, deal, seat)
    if best is None:
        raise ChoiceError(L_("this deal has no position with cards played face up to quiz on"))
    return best[1], best[2]


def beat_question(rng: random.Random, count: int = 5) -> tuple[int, list[int]]:
    """A best play and ``count`` candidate plays, one to three of them beating it, none sharing its cards."""
    shape = rng.choice([Shape.SINGLE, Shape.SINGLE, Shape.SET, Shape.RUN, Shape.RUN])
    pool = sorted(m for m, i in PLAY_INFO.items() if i.shape is shape and (shape is not Shape.RUN or i.size <= 5))
    while True:
        best = rng.choice(pool)
        others = sorted(m for m, i in PLAY_INFO.items() if not m & best and i.size <= 5)
        beaters = [m for m in BEATERS[best] if not m & best]
        near = [m for m in others if m not in beaters and (PLAY_INFO[m].shape is shape or rng.random() < 0.05)]
        if near:
            break
    wins = rng.sample(beaters, min(len(beaters), rng.randint(1, 3)))
    losers = rng.sample(near, min(len(near), count - len(wins)))
    candidates = wins + losers
    rng.shuffle(candidates)
    return best, candidates
