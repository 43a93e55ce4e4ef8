"""What a seat may read (R15): the cards a text names, and which of them the seat cannot see.

A teacher's note or an AI's reasons may talk about hands. Shown in a seat's
view (the stepper's "as East saw it", ``lukfu-teach replay --seat``), a text
that names a card hidden from that seat would give the hand away, so the
views hold it back until the learner asks for it (a deliberate spoiler).

>>> from lukfu_teach.secrecy import named_cards
>>> from lukfu_teach.cards import codes
>>> codes(named_cards("East holds C8 S8 M8, Mau Gung and the Strings 7; S3-S5 is a run."))
'C1 C8 S3 S4 S5 S7 S8 M8'
"""

from __future__ import annotations

import re

from .cards import BY_CODE, FULL_DECK, Suit
from .deal import Deal
from .moves import Action
from .state import PublicState

_SUITS = "|".join(s.title for s in Suit)
_CODE = r"\b([CSMT])([1-9])\b"
_RANGE = re.compile(r"\b([CSMT])([1-9])\s*(?:-|–|—|to)\s*\1([1-9])\b")
_NAME = re.compile(rf"\b({_SUITS}|Coin)\s+([1-9](?:\s*(?:,|and|or|-|–)\s*[1-9]\b)*)")
_NAMED = {"Mau Gung": "C1", "Bak Chi": "T1"}
# Cards named *as unseen* give nothing away: the seat knows which cards it cannot see. The phrases:
# a note's "C6 C7 are unseen" / "is unaccounted for", and the AIs' counting and inferences (R10, R12, R16d).
_CODES = r"[CSMT][1-9](?:(?:,\s*|\s+and\s+|\s+or\s+|\s+)[CSMT][1-9])*"
_AS_UNSEEN = re.compile(
    rf"{_CODES}\s+(?:is|are)\s+(?:still\s+)?(?:unaccounted for|unseen)"  # "C6 C7 are unseen"
    rf"|(?:Only\s+)?{_CODES}\s+can beat\s+[^():]*\(R10\):\s+(?:it is|they are)\s+unseen"  # "Only M9 can beat ..."
    rf"|\b(?:{_SUITS})\s+unseen by\s+\w+:\s+{_CODES}"  # "Coins unseen by you: C6 C7"
    rf"|\b\w+\s+cannot hold\s+{_CODES}\s+\((?:R12|R16d)(?:,\s*(?:R12|R16d))*\)"  # "East cannot hold C4 or C5 (R12)"
    r"|\bbut Bak Chi \(T1\), which is always Old \(R16a\)"  # "no Tens below 7 but Bak Chi (T1), ..."
)


def named_cards(text: str) -> int:
    """The mask of every card a text names: codes (``S7``), ranges (``S3-S5``, ``S5–S9``),
    names (``Strings 7``, ``Tens 7 and 8``, ``Mau Gung``, ``Bak Chi``)."""
    text = text.replace("`", "")
    mask = 0
    for letter, rank in re.findall(_CODE, text):
        mask |= BY_CODE[letter + rank].bit
    for letter, low, high in _RANGE.findall(text):
        for rank in range(min(int(low), int(high)), max(int(low), int(high)) + 1):
            mask |= BY_CODE[f"{letter}{rank}"].bit
    for suit, ranks in _NAME.findall(text):
        letter = suit[0]
        for rank in re.findall(r"[1-9]", ranks):
            mask |= BY_CODE[letter + rank].bit
    for name, code in _NAMED.items():
        if name.lower() in text.lower():
            mask |= BY_CODE[code].bit
    return mask


def claimed(position: PublicState) -> int:
    """The Old cards a claim laid face up (R17), or 0."""
    return sum(m.mask for m in position.moves if m.action is Action.CLAIM)


def unseen_by(position: PublicState, seat: int) -> int:
    """The cards ``seat`` cannot place in ``position``: in other hands or in their face-down discards.

    ``position`` is the whole ``Deal`` or that seat's own ``SeatView``.
    """
    if isinstance(position, Deal):
        hand, own = position.hands[seat], position.discards[seat]
    else:
        hand, own = position.hand, position.own_discards  # type: ignore[attr-defined]
    return FULL_DECK & ~(hand | own | position.public | claimed(position))


def named_not_as_unseen(text: str) -> int:
    """The cards a text names other than as unseen (``C6 is unseen``, the AIs' ``Coins unseen by
    you: C6 C7``, ``East cannot hold C6 (R12)``): those it could give away.

    >>> from lukfu_teach.cards import codes
    >>> codes(named_not_as_unseen("S7 is unseen. Only M9 can beat Myriads 8 (R10): it is unseen; West holds T2."))
    'T2'
    """
    return named_cards(_AS_UNSEEN.sub("", text))


def hidden_in(text: str, position: PublicState, seat: int) -> int:
    """The cards ``text`` names that ``seat`` cannot see in ``position``, other than as unseen
    (0: the text may be shown)."""
    return named_not_as_unseen(text) & unseen_by(position, seat) if text else 0
