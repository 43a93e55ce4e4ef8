"""The AI levels by name: ``make_player("basic", seed=1)``."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine.seats import DEFAULT_SEATS
from ..errors import ChoiceError
from ..i18n import L_
from .basic import BasicPlayer
from .decision import Player
from .expert import ExpertPlayer
from .uniform import RandomPlayer

LEVELS = ("random", "basic", "expert")
_CLASSES: dict[str, type[Player]] = {"random": RandomPlayer, "basic": BasicPlayer, "expert": ExpertPlayer}


def make_player(
    level: str, seed: int | None = None, *, rng: random.Random | None = None, seats: Sequence[str] = DEFAULT_SEATS
) -> Player:
    """The AI of ``level`` (one of ``LEVELS``), seeded by ``seed`` or ``rng``.

    ``seats`` are the seat names its reasons use.
    """
    cls = _CLASSES.get(level)
    if cls is None:
        levels = ", ".join(LEVELS)
        raise ChoiceError(L_("unknown AI level {level} (levels: {levels})", level=repr(level), levels=levels))
    return cls(seed, rng=rng, seats=seats)
