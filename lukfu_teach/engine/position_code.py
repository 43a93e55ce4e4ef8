"""Position codes, like chess's FEN: one line of text that fixes a whole deal in play.

Fields are separated by spaces (docs/format.md, "Position codes"):

1. the hands as dealt, ``/`` between the seats; a hand is each suit's letter
   followed by its ranks, suits in order (``C1589S2M1347T269``);
2. the Master (``0``, ``1`` or ``2``);
3. the number of redeals before this deal (R6);
4. the rule switches in force: ``R8,R16d`` (both, the default), ``R8``, ``R16d`` or ``-``;
5. then every call and move so far, in order, in move notation (``1:pass``,
   ``2:play``, ``1:lead:S3,S4,S5``).

>>> parts = parse("C58S146789M248T3/C169S2M35679T457/C2347S35M1T12689 1 0 R8,R16d 1:play")
>>> parts.master, parts.redeals, [str(m) for m in parts.moves]
(1, 0, ['1:play'])

This module reads and writes the text; ``Deal.from_code`` replays the moves
and ``Deal.code`` writes a deal's code.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import NamedTuple

from ..errors import CodeError, NotationError, clipped
from ..i18n import L_, nL_
from .cards import Card, Suit, cards_in, dealing_problem
from .moves import Move
from .state import MAX_REDEAL_DIGITS, Rules, too_many_redeals

_RULES = {
    "R8,R16d": Rules(True, True),
    "R8": Rules(False, True),
    "R16d": Rules(True, False),
    "-": Rules(False, False),
}
_RULE_TEXT = {rules: text for text, rules in _RULES.items()}
_SUIT_RANKS = re.compile(r"([CSMT])([1-9]+)")


class CodeParts(NamedTuple):
    """What a position code says: the hands as dealt (masks), Master, redeals, rules, calls and moves."""

    hands: tuple[int, int, int]
    master: int
    redeals: int
    rules: Rules
    moves: tuple[Move, ...]


def hand_text(mask: int) -> str:
    """A hand in a code: ``C1589S2M1347T269``."""
    by_suit: dict[Suit, str] = {}
    for card in cards_in(mask):
        by_suit[card.suit] = by_suit.get(card.suit, card.suit.letter) + str(card.rank)
    return "".join(by_suit.values())


def encode(hands: Iterable[int], master: int, redeals: int, rules: Rules, moves: Iterable[Move]) -> str:
    """The code of a deal dealt ``hands``, with its calls and moves so far (``moves``)."""
    fields = ["/".join(hand_text(h) for h in hands), str(int(master)), str(redeals), _RULE_TEXT[rules]]
    return " ".join(fields + [str(m) for m in moves])


def parse(code: str) -> CodeParts:
    """Read a position code's fields; ``CodeError`` names the field and what is wrong with it.

    The moves are read, not checked against the rules: ``Deal.from_code`` does that.
    """
    if not isinstance(code, str):
        raise CodeError("code", L_("a position code is text, not {type}", type=type(code).__name__))
    fields = code.split()
    if len(fields) < 4:
        raise CodeError("code", nL_(
            "expected hands, Master, redeals and rules, then the calls and moves (separated by spaces), got {n} field",
            "expected hands, Master, redeals and rules, then the calls and moves (separated by spaces), got {n} fields",
            len(fields),
        ))  # fmt: skip
    hands = _hands(fields[0])
    if fields[1] not in ("0", "1", "2"):
        raise CodeError("master", L_('"{value}" is not a seat (0, 1 or 2) (R4)', value=clipped(fields[1])), "R4")
    if not fields[2].isascii() or not fields[2].isdigit():
        raise CodeError("redeals", L_('"{value}" is not a number of redeals (0, 1, 2, ...) (R6)',
                                      value=clipped(fields[2])), "R6")  # fmt: skip
    if len(fields[2]) > MAX_REDEAL_DIGITS:
        raise CodeError("redeals", too_many_redeals(), "R6")
    if fields[3] not in _RULES:
        choices = ", ".join(_RULES)
        raise CodeError("rules", L_('"{value}" is not a set of rule switches ({choices})', value=clipped(fields[3]),
                                    choices=choices))  # fmt: skip
    moves = []
    for i, text in enumerate(fields[4:]):
        try:
            moves.append(Move.parse(text))
        except NotationError as err:
            raise CodeError(f"moves[{i}]", err.text) from None
    return CodeParts(hands, int(fields[1]), int(fields[2]), _RULES[fields[3]], tuple(moves))


def _hands(text: str) -> tuple[int, int, int]:
    parts = text.split("/")
    if len(parts) != 3:
        raise CodeError("hands", L_('"{text}" is not three hands separated by "/" (R4)', text=clipped(text)), "R4")
    masks = tuple(sum(c.bit for c in _hand(part, f"hands[{i}]")) for i, part in enumerate(parts))
    problem = dealing_problem(masks)
    if problem is not None:
        raise CodeError(*problem)
    return masks  # type: ignore[return-value]


def _hand(text: str, place: str) -> list[Card]:
    groups = _SUIT_RANKS.findall(text)
    if "".join(letter + ranks for letter, ranks in groups) != text:
        reason = L_('"{text}" is not a hand (each suit\'s letter followed by its ranks, e.g. "C159S3M24T1")',
                    text=clipped(text))  # fmt: skip
        raise CodeError(place, reason)
    cards: list[Card] = []
    for letter, ranks in groups:
        for rank in ranks:
            card = Card.parse(letter + rank)
            if card in cards:
                raise CodeError(place, L_("{card} is listed twice", card=card))
            cards.append(card)
    return cards
