"""Whole deals played by AIs, recorded with each AI move's ``why``."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from ..deal import Deal, Rules
from ..errors import ChoiceError
from ..record import DEFAULT_SEATS, Entry, Record


def seat_seed(seed: int | None, seat: int) -> int | None:
    """The seed of the AI at ``seat`` in a deal played from ``seed``."""
    return None if seed is None else random.Random(f"lukfu-ai/{seed}/{seat}").getrandbits(64)


def play_deal(
    levels: Sequence[str],
    seed: int | None = None,
    rules: Rules | None = None,
    seats: Sequence[str] | None = None,
    title: str | None = None,
) -> Record:
    """Deal from ``seed`` and let the AIs of ``levels`` (one a seat) play it out.

    Every move of the record carries its AI's ``why``; calls are decided by
    the AIs too (a record keeps only the calls of the deal that was played).
    """
    from . import make_player

    if len(levels) != 3:
        raise ChoiceError(f"three levels are needed, one a seat; got {len(levels)}")
    names = tuple(seats or DEFAULT_SEATS)
    players = [make_player(level, seed=seat_seed(seed, s), seats=names) for s, level in enumerate(levels)]
    deal = Deal.new(seed, rules=rules)
    whys: dict[int, dict] = {}
    while not deal.is_over:
        seat = deal.to_act
        decision = players[seat].decide(deal.view(seat))  # type: ignore[index]
        deal.apply(decision.move)
        if not decision.move.is_call:
            whys[len(deal.moves) - 1] = decision.to_json()
    record = Record.from_deal(deal, title=title or "", seats=names)
    return replace(record, moves=tuple(Entry(e.move, e.note, whys.get(i)) for i, e in enumerate(record.moves)))
