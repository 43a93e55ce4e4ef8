"""lukfu_teach: learn, teach and study Luk Fu, the three-player Hakka money-card game.

The engine (cards, plays, Old cards, the deal, records) is pure Python and
imports nothing from Jupyter; the widgets live in ``lukfu_teach.widgets``.
"""

from .cards import DECK, Card, Suit, parse_cards
from .deal import Action, Deal, LegalMoves, Move, Phase, Result, Rules, SeatView
from .errors import FormatError, IllegalMove, LukFuError, NotationError, RecordError
from .i18n import LanguageError, get_language, set_language
from .old import NotOld, Proof, old_mask
from .plays import Play, Shape, plays_in
from .record import Entry, Record, Step, dump, dumps, load, loads

__version__ = "0.1.0"

__all__ = [
    "DECK", "Card", "Suit", "parse_cards",
    "Action", "Deal", "LegalMoves", "Move", "Phase", "Result", "Rules", "SeatView",
    "FormatError", "IllegalMove", "LukFuError", "NotationError", "RecordError",
    "NotOld", "Proof", "old_mask",
    "Play", "Shape", "plays_in",
    "Entry", "Record", "Step", "dump", "dumps", "load", "loads",
    "LanguageError", "get_language", "set_language",
]  # fmt: skip
