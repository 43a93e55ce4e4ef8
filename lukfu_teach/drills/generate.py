"""Drills from random deals: ``generate(seed)`` gives new positions to practise on, the same for the same seed.

The deals are played with uniformly random legal moves (engine only, so the
drills do not change when the AIs do); each kind of drill takes the first
position of its kind in the deals of the seed, from seat 0's point of view.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence

from ..cards import cards_in
from ..deal import Deal
from ..errors import ChoiceError
from ..moves import Action
from ..old import Proof, proof_for
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
    id, tag = f"{kind}-seed-{seed}", f"(seed {seed})"
    if kind == "old":
        return OldDrill(id, f"Old cards {tag}", ["R16"], "Pick every Old card in your hand.", deal, seat=0)
    if kind == "beat":
        return PlayDrill(id, f"Beat it {tag}", ["R10", "R12"], "Pick a play that beats it.", deal)
    if kind == "respond":
        return ActionDrill(
            id, f"Beat or discard {tag}", ["R12", "R13"], "Beat or discard?", deal, offer=("beat", "discard")
        )
    if kind == "trick":
        return SeatDrill(id, f"Who won the trick {tag}", ["R14"], "Who won the last trick?", deal, ask="trick_winner")
    if kind == "claim":
        return NumberDrill(
            id, f"What a claim is worth {tag}", ["R17"], "If you claim now, what is F?", deal, ask="claim_f"
        )
    return PaysDrill(id, f"Who pays {tag}", ["R19", "R20"], "The deal is over. Who pays what?", deal, seat=0)


def generate(seed: int, kinds: Sequence[str] = KINDS) -> list[Drill]:
    """Drills on random positions: one of each of ``kinds`` (``old``, ``beat``, ``respond``, ``trick``,
    ``claim``, ``pays``) found in the deals of ``seed``; the same seed always gives the same drills.

    >>> [d.id for d in generate(3, ["old", "pays"])]
    ['old-seed-3', 'pays-seed-3']
    """
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ChoiceError(f"a seed is a whole number, not {seed!r}")
    out = []
    for kind in kinds:
        if kind not in _FIND:
            raise ChoiceError(f"{kind!r} is not a kind of generated drill ({', '.join(KINDS)})")
        rng = random.Random(f"lukfu-drill/{seed}/{kind}")
        found = next((d.copy() for _ in range(MAX_DEALS) for d in _positions(rng) if _FIND[kind](d)), None)
        if found is None:
            raise ChoiceError(f"no {kind} position found in {MAX_DEALS} deals of seed {seed}")
        out.append(_make(kind, found, seed))
    return out
