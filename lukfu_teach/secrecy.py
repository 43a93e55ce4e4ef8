"""What a seat may read (R15): the cards a text names, and which of them the seat cannot see.

A teacher's note or an AI's reasons may talk about hands. Shown in a seat's
view (the stepper's "as East saw it", ``lukfu-teach replay --seat``), a text
that names a card hidden from that seat would give the hand away, so the
views hold it back until the learner asks for it (a deliberate spoiler).

>>> from lukfu_teach.secrecy import named_cards
>>> from lukfu_teach.cards import codes
>>> codes(named_cards("East holds C8 S8 M8, Mau Gung and the Strings 7; S3-S5 is a run."))
'C1 C8 S3 S4 S5 S7 S8 M8'
>>> codes(named_cards("Öst har Snören 7 och 9, Mynt 1 och T2 till T4."))
'C1 S7 S9 T2 T3 T4'

Card names are read in every language the package speaks (``Strings 7``,
``Snören 7``), whatever the current language, so a note in any of them is
held back alike.
"""

from __future__ import annotations

import re

from .cards import BY_CODE, FULL_DECK, SUIT_TITLES, Suit
from .deal import Deal
from .i18n import L_, N_, SUPPORTED
from .moves import Action
from .state import PublicState

# Each suit's name in every language, singular forms too ("Coin"), longest first: suit name -> letter
_TITLES = {L_(SUIT_TITLES[suit]).render(lang).lower(): suit.letter for suit in Suit for lang in SUPPORTED}
_TITLES["coin"] = "C"
_SUITS = "|".join(sorted(map(re.escape, _TITLES), key=len, reverse=True))
# TRANSLATORS: words that join card ranks in a list or a range ("Tens 7 and 8", "S3 to S5"), read by the
# secrecy check to find the cards a note names; one word each
_JOINERS = (N_("and"), N_("or"), N_("to"))
_AND, _TO = (
    "|".join(sorted({L_(word).render(lang) for word in words for lang in SUPPORTED}, key=len, reverse=True))
    for words in (_JOINERS, _JOINERS[2:])
)
_CODE = r"\b([CSMT])([1-9])\b"
_RANGE = re.compile(rf"\b([CSMT])([1-9])\s*(?:-|–|—|\b(?:{_TO})\b)\s*\1([1-9])\b")
_NAME = re.compile(rf"(?<!\w)({_SUITS})\s+([1-9](?:\s*(?:,|\b(?:{_AND})\b|-|–)\s*[1-9]\b)*)", re.IGNORECASE)
_NAMED = {"Mau Gung": "C1", "Bak Chi": "T1"}


def named_cards(text: str) -> int:
    """The mask of every card a text names: codes (``S7``), ranges (``S3-S5``, ``S5–S9``,
    ``S3 till S5``), names in any language (``Strings 7``, ``Tens 7 and 8``, ``Tior 7 och 8``,
    ``Mau Gung``, ``Bak Chi``)."""
    text = text.replace("`", "")
    mask = 0
    for letter, rank in re.findall(_CODE, text):
        mask |= BY_CODE[letter + rank].bit
    for letter, low, high in _RANGE.findall(text):
        for rank in range(min(int(low), int(high)), max(int(low), int(high)) + 1):
            mask |= BY_CODE[f"{letter}{rank}"].bit
    for suit, ranks in _NAME.findall(text):
        letter = _TITLES[suit.lower()]
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


def hidden_in(text: str, position: PublicState, seat: int) -> int:
    """The cards ``text`` names that ``seat`` cannot see in ``position`` (0: the text may be shown)."""
    return named_cards(text) & unseen_by(position, seat) if text else 0
