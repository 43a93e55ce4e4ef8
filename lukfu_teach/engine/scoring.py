"""Winning and scoring (R17-R20): how a deal ends and what each seat is paid.

>>> score(2, 6, caller=0)  # seat 2 wins with six fu against the caller, seat 0 (R20)
(-2, 0, 2)
>>> Result(1, 7, score(1, 7, caller=1)).to_json()
{'winner': 1, 'fu': 7, 'net': [-2, 4, -2]}
"""

from __future__ import annotations

from dataclasses import dataclass

FU_TO_WIN = 6  # fu (plus Old cards shown, in a claim) that win the deal (R17, R18)
STAKE = 5  # a win with F fu is worth F - STAKE points (R19)


@dataclass(frozen=True)
class Result:
    """How a deal ended: ``winner`` and its ``fu`` (F), or a draw (both None).

    ``net`` is the net points per seat (R19, R20); ``shown`` the Old cards a
    claim laid down.
    """

    winner: int | None
    fu: int | None
    net: tuple[int, int, int]
    by_claim: bool = False
    shown: int = 0

    def to_json(self) -> dict:
        return {"winner": self.winner, "fu": self.fu, "net": list(self.net)}


def amount(fu: int) -> int:
    """What a win with F = ``fu`` is worth: A = F - 5 (R19)."""
    return fu - STAKE


def score(winner: int, fu: int, caller: int) -> tuple[int, int, int]:
    """Net points when ``winner`` wins with F = ``fu`` (R19, R20): the winner receives 2A; each
    noncaller pays A when the caller wins, else the caller alone pays 2A."""
    a = amount(fu)
    net = [-a, -a, -a] if winner == caller else [0, 0, 0]
    if winner != caller:
        net[caller] = -2 * a
    net[winner] = 2 * a
    return net[0], net[1], net[2]


DRAW = Result(None, None, (0, 0, 0))
