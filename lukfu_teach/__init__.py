"""lukfu_teach: learn, teach and study Luk Fu, the three-player Hakka money-card game.

The engine (cards, plays, Old cards, the deal, records) is pure Python and
imports nothing from Jupyter; the widgets live in ``lukfu_teach.widgets``.

>>> from lukfu_teach import Deal, Move, Seat
>>> deal = Deal.new(7)
>>> deal.apply(Move.of(deal.to_act, "play"))
>>> deal.caller, Seat(deal.caller).name, Seat(deal.caller).next, deal.legal_moves.count()
(1, 'EAST', <Seat.WEST: 2>, 13)
"""

from ._moved import install as _install_old_addresses
from .engine.cards import DECK, HAND_SIZE, Card, CardSet, Suit, parse_cards
from .engine.deal import Deal
from .engine.legal import LegalMoves
from .engine.moves import Action, Move, Trick
from .engine.old import NotOld, Proof, not_old, old_mask, old_proofs
from .engine.plays import Play, Shape, plays_in
from .engine.scoring import FU_TO_WIN, STAKE, Result, score
from .engine.seats import Seat
from .engine.state import Phase, Rules
from .engine.view import SeatView
from .errors import (
    ChoiceError,
    CodeError,
    DealError,
    FormatError,
    IllegalMoveError,
    LukFuError,
    NotationError,
    RecordError,  # fmt: skip
)
from .i18n import LanguageError, get_language, set_language
from .records.record import Entry, Record, Step, dump, dumps, load, loads

__version__ = "0.1.0"

_install_old_addresses()  # lukfu_teach.render, lukfu_teach.cards, …: the flat layout's addresses still import


def __getattr__(name: str) -> type:  # ``IllegalMove``: the old name of ``IllegalMoveError``, deprecated
    from . import errors

    if name in errors._RENAMED:
        return getattr(errors, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "DECK", "HAND_SIZE", "Card", "CardSet", "Suit", "parse_cards",
    "Deal", "LegalMoves", "SeatView", "Phase", "Rules", "Seat",
    "Action", "Move", "Trick",
    "FU_TO_WIN", "STAKE", "Result", "score",
    "ChoiceError", "CodeError", "DealError", "FormatError", "IllegalMoveError", "LukFuError", "NotationError",
    "RecordError",
    "NotOld", "Proof", "not_old", "old_mask", "old_proofs",
    "Play", "Shape", "plays_in",
    "Entry", "Record", "Step", "dump", "dumps", "load", "loads",
    "LanguageError", "get_language", "set_language",
]  # fmt: skip
