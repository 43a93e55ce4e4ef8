"""AI opponents that explain themselves: ``random``, ``basic`` and ``expert``.

>>> from lukfu_teach.ai import make_player
>>> player = make_player("basic", seed=1)
>>> decision = player.decide(deal.view(deal.to_act))  # doctest: +SKIP

Every level decides from a ``SeatView`` only and returns a ``Decision``, its
summary first (``gist``). ``review(record, seat)`` judges a seat's own deal
(``review``: FORMAT.md "Reviews").
"""

from __future__ import annotations

from .basic import BasicPlayer
from .decision import Alternative, Decision, Player
from .expert import ExpertPlayer
from .levels import LEVELS, make_player
from .play import play_deal
from .review import Review, Verdict, judge, review
from .uniform import RandomPlayer

__all__ = [
    "LEVELS",
    "Alternative",
    "BasicPlayer",
    "Decision",
    "ExpertPlayer",
    "Player",
    "RandomPlayer",
    "Review",
    "Verdict",
    "judge",
    "make_player",
    "play_deal",
    "review",
]
