"""Whole deals played by AIs, recorded with each AI decision's ``why``, calls included."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from ..engine.deal import Deal
from ..engine.seats import DEFAULT_SEATS
from ..engine.state import Rules
from ..errors import ChoiceError
from ..i18n import L_
from ..records.record import Entry, Record, StoredText
from .levels import make_player

Why = Mapping[str, Any]


def seat_seed(seed: int | None, seat: int) -> int | None:
    """The seed of the AI at ``seat`` in a deal played from ``seed``."""
    return None if seed is None else random.Random(f"lukfu-ai/{seed}/{seat}").getrandbits(64)


def play_deal(
    levels: Sequence[str],
    seed: int | None = None,
    rules: Rules | None = None,
    seats: Sequence[str] | None = None,
    title: StoredText | None = None,
) -> Record:
    """Deal from ``seed`` and let the AIs of ``levels`` (one a seat) play it out.

    Every move and every call of the record carries its AI's ``why``. A
    record keeps only the calls of the deal that was played (R6).
    """
    names = tuple(seats or DEFAULT_SEATS)
    deal, call_whys, move_whys = played_deal(levels, seed, rules, names)
    record = Record.from_deal(deal, title=title or "", seats=names)
    moves = tuple(Entry(e.move, e.note, why) for e, why in zip(record.moves, move_whys, strict=True))
    return with_call_whys(replace(record, moves=moves), call_whys)


def played_deal(
    levels: Sequence[str], seed: int | None, rules: Rules | None, seats: Sequence[str]
) -> tuple[Deal, list[Why], list[Why]]:
    """The deal the AIs played, with the whys of its calls and of its moves, in order."""
    if len(levels) != 3:
        raise ChoiceError(L_("three levels are needed, one a seat; got {n}", n=len(levels)))
    players = [make_player(level, seed=seat_seed(seed, s), seats=seats) for s, level in enumerate(levels)]
    deal = Deal.new(seed, rules=rules)
    call_whys: list[Why] = []
    move_whys: list[Why] = []
    while not deal.is_over:
        seat: int = deal.to_act  # type: ignore[assignment]  # the deal is not over
        decision = players[seat].decide(deal.view(seat))
        redeals = deal.redeals
        deal.apply(decision.move)
        if not decision.move.is_call:
            move_whys.append(decision.to_json())
        elif deal.redeals == redeals:
            call_whys.append(decision.to_json())
        else:  # three passes: the calls of a deal thrown in are not recorded (R6)
            call_whys.clear()
    return deal, call_whys, move_whys


def with_call_whys(record: Record, whys: Sequence[Why]) -> Record:
    """``record`` with ``whys`` on its calls, each call an entry that carries its ``why`` (FORMAT.md)."""
    calls = tuple(replace(call, why=why) for call, why in zip(record.calls, whys, strict=True))
    return replace(record, calls=calls)
