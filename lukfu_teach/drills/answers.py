"""Reading a learner's answer in its natural forms, or refusing it with a clear message.

Every reader returns the answer in one plain form (a card mask, a choice key, a seat,
a number, net points, an order of suits) or raises ``AnswerError`` with a sentence the
learner reads (a lazy message: it renders in the language it is shown in). ``Drill.submit``
turns a refusal into a ``Feedback`` with ``valid=False``: a malformed answer is never
counted, right or wrong, and never raises. A refusal quotes at most a few dozen characters
of the answer, its control characters escaped.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..engine.cards import Card, CardSet, Suit, codes, not_a_card
from ..engine.plays import Play
from ..engine.seats import Seat
from ..errors import LukFuError, NotationError
from ..i18n import L_, N_, SOURCE, Text, get_language
from ..words import terms
from .words import Said

MAX_LENGTH = 1000  # characters an answer may have (the longest label offered is about 120)
MAX_ITEMS = 40  # items in an answer given as a list (36 cards at most)
QUOTED = 40  # characters of an answer a message quotes
BIGGEST = 9999  # no count of cards or points in Luk Fu comes near it


class AnswerError(LukFuError):
    """An answer that cannot be judged: empty, of the wrong kind, too long, or naming cards not shown."""


@dataclass(frozen=True)
class Choice:
    """One answer a drill offers: ``key`` (what ``submit`` takes) and the ``label`` a learner reads.

    The label is text (a card's code, a seat's name in the current language) or a ``Text`` that renders
    in any language (``L_("A single")``); ``drill.choices`` gives them rendered (``shown()``).
    """

    key: str
    label: str | Text

    def shown(self, lang: str | None = None) -> Choice:
        """The choice with its label in ``lang`` (default: the current language)."""
        label = self.label
        return self if isinstance(label, str) else Choice(self.key, label.render(lang))


def clip(text: str) -> str:
    """``text`` as a message quotes it: control and invisible characters escaped (``\\x00``), at most ``QUOTED``
    characters."""
    shown = repr(text[: QUOTED + 1])[1:-1].replace("\\'", "'")
    return shown if len(shown) <= QUOTED else shown[: QUOTED - 3] + "..."


def quoted(answer: object) -> str | Text:
    """An answer quoted in a message: numbers as typed, text in quotes (``clip``), anything else by its type."""
    if isinstance(answer, (bool, float)):
        return repr(answer)
    if isinstance(answer, int):
        return str(answer) if abs(answer) <= 10**12 else L_("a very large number")
    if isinstance(answer, str):
        return '"' + clip(answer) + '"'
    return L_("This answer ({kind})", kind=type(answer).__name__)


def size_error(answer: object) -> AnswerError | None:
    """The refusal of an answer too long to be one (``MAX_LENGTH`` characters, ``MAX_ITEMS`` items), or ``None``."""
    items = list(answer) if isinstance(answer, (list, tuple, set, frozenset)) else [answer]
    if len(items) > MAX_ITEMS:
        return AnswerError(L_("This answer has {n} items; an answer has at most {most}.", n=len(items), most=MAX_ITEMS))
    length = sum(len(item) for item in items if isinstance(item, str))
    if length > MAX_LENGTH:
        return AnswerError(
            L_("This answer is {n} characters long; an answer has at most {most}.", n=length, most=MAX_LENGTH)
        )
    return None


def is_empty(answer: object) -> bool:
    """No answer at all: ``None``, blank text, an empty list."""
    if answer is None:
        return True
    if isinstance(answer, str):
        return not answer.strip()
    return isinstance(answer, (list, tuple, set, frozenset, dict)) and not answer


NOTHING = {
    "cards": N_("No cards picked: select the cards of your answer first."),
    "card": N_("No card picked: select one card first."),
    "choice": N_("Nothing chosen: choose one of the answers offered."),
    "choices": N_("Nothing chosen: choose at least one answer."),
    "seat": N_("No seat given: give 0, 1 or 2 (R3)."),
    "number": N_("No number given."),
    "net": N_('No net points given: give one number a seat, e.g. "-2 0 +2".'),
    "order": N_('No order given: name the four suits from low to high, e.g. "C S M T".'),
}


def read_cards(answer: object, allowed: int, *, multiple: bool) -> int:
    """The cards an answer names, as a mask: ``"S7 S8"``, ``["S7", Card]``, a ``Card`` or a ``Play``.

    Each card must be one of ``allowed`` (the cards the drill shows); one card only unless ``multiple``.
    """
    if isinstance(answer, Card):
        items: Iterable[str | Card] = [answer]
    elif isinstance(answer, Play):
        items = answer.cards
    elif isinstance(answer, str):
        items = [answer] if not answer.strip() else re.split(r"[\s,]+", answer.strip())
    elif isinstance(answer, (list, tuple, set, frozenset)):
        items = list(answer)
        if not all(isinstance(item, (str, Card)) for item in items):
            raise AnswerError(
                L_('{answer} is not a list of cards: give card codes such as "S7".', answer=quoted(answer))
            )
    else:
        raise AnswerError(L_('{answer} is not a card: give card codes such as "S7" or "S7 S8".', answer=quoted(answer)))
    items = [i for i in items if not (isinstance(i, str) and not i.strip())]
    if not items:
        return _none_picked(multiple)
    for item in items:  # a long "code" is quoted clipped, not whole
        if isinstance(item, str) and len(item.strip()) > 3:
            raise AnswerError(not_a_card(quoted(item.strip())))
    try:
        mask = CardSet.parse(items)
    except NotationError as err:
        raise AnswerError(err.text) from None
    stray = mask & ~allowed
    if stray:
        raise AnswerError(
            L_("{cards} is not among the cards shown here ({shown}).", cards=codes(stray), shown=codes(allowed))
            if stray.bit_count() == 1
            else L_("{cards} are not among the cards shown here ({shown}).", cards=codes(stray), shown=codes(allowed))
        )
    if not multiple and mask.bit_count() > 1:
        raise AnswerError(L_("Pick one card, not {n} ({cards}).", n=mask.bit_count(), cards=codes(mask)))
    return mask


def _none_picked(multiple: bool) -> int:
    if multiple:
        raise AnswerError(L_("No cards picked: select the cards of your answer first."))
    raise AnswerError(L_("No card picked: select one card first."))


def read_choice(answer: object, choices: Sequence[Choice], *, multiple: bool = False) -> frozenset[str]:
    """The keys an answer names: a key or a label (any case), a ``Choice``, or several for ``multiple``."""
    if multiple and isinstance(answer, (list, tuple, set, frozenset)):
        items = list(answer)
    else:
        items = [answer]
    choices = [c.shown() for c in choices]
    keys = set()
    for item in items:
        keys.add(_one_choice(item, choices))
    if not keys:
        raise AnswerError(L_("Nothing chosen: choose at least one answer."))
    return frozenset(keys)


def _one_choice(item: object, choices: Sequence[Choice]) -> str:
    if isinstance(item, Choice):
        item = item.key
    if not isinstance(item, str):
        raise AnswerError(L_("{answer} is not one of the answers offered.", answer=quoted(item)))
    wanted = " ".join(item.split()).casefold()
    if not wanted:
        raise AnswerError(L_("Nothing chosen: choose one of the answers offered."))
    for choice in choices:
        if wanted in (choice.key.casefold(), " ".join(str(choice.label).split()).casefold()):
            return choice.key
    offered = Said(_offered, tuple(choices))
    raise AnswerError(
        L_('"{answer}" is not one of the answers offered: {offered}.', answer=clip(item), offered=offered)
    )


def _offered(choices: Sequence[Choice]) -> str:
    """The answers offered, in the current language; in English with their keys (what ``submit`` takes in
    code, English words)."""
    if get_language() == SOURCE:
        return "; ".join(str(L_("{key} ({label})", key=c.key, label=c.label)) for c in choices)
    return "; ".join(str(c.shown().label) for c in choices)


def read_seat(answer: object, names: Sequence[str]) -> int:
    """A seat: ``1``, ``Seat.EAST``, ``"1"``, ``"seat 1"`` or its name (``"East"``) (R3)."""
    if isinstance(answer, int) and not isinstance(answer, bool):
        if answer in (0, 1, 2):
            return int(Seat(answer))
        raise AnswerError(L_("{answer} is not a seat: give 0, 1 or 2 (R3).", answer=quoted(answer)))
    if isinstance(answer, str):
        text = " ".join(answer.split()).casefold()
        if not text:
            raise AnswerError(L_("No seat given: give 0, 1 or 2 (R3)."))
        match = re.fullmatch(r"(?:(?:seat|plats) )?([012])(?: \(\w+\))?", text)
        if match:
            return int(match[1])
        for seat, name in enumerate(names):
            if text in (name.casefold(), str(terms.seat_name(name)).casefold()):
                return seat
        raise AnswerError(L_('"{answer}" is not a seat: give 0, 1 or 2 (R3).', answer=clip(answer)))
    raise AnswerError(L_("{answer} is not a seat: give 0, 1 or 2 (R3).", answer=quoted(answer)))


def read_number(answer: object) -> int:
    """A whole number: ``6`` or ``"6"``, in ASCII digits as the command line takes them (``True``, ``6.5`` and
    ``"٦"`` are not numbers of cards or points; nor is anything beyond ``BIGGEST``)."""
    if isinstance(answer, bool) or not isinstance(answer, (int, str)):
        raise AnswerError(L_("{answer} is not a whole number.", answer=quoted(answer)))
    if isinstance(answer, str):
        text = answer.strip().replace("\u2212", "-")
        if not text:
            raise AnswerError(L_("No number given."))
        if not re.fullmatch(r"[+-]?[0-9]{1,4}", text):
            raise AnswerError(L_('"{answer}" is not a whole number.', answer=clip(answer.strip())))
        return int(text)
    if abs(answer) > BIGGEST:
        raise AnswerError(L_("{answer} is far too large: no count in Luk Fu comes near it.", answer=quoted(answer)))
    return answer


def read_net(answer: object) -> tuple[int, int, int]:
    """Net points of seats 0, 1 and 2: ``(-2, 0, 2)``, ``[-2, 0, 2]`` or ``"-2 0 +2"`` (R20)."""
    if isinstance(answer, str):
        parts: list[object] = [p for p in re.split(r"[\s,;/]+", answer.strip()) if p]
    elif isinstance(answer, (list, tuple)):
        parts = list(answer)
    else:
        raise AnswerError(
            L_('{answer} is not three net points: give one number a seat, e.g. "-2 0 +2".', answer=quoted(answer))
        )
    if len(parts) != 3:
        raise AnswerError(
            L_('Give three numbers, one for each of seats 0, 1 and 2 (e.g. "-2 0 +2"), not {n}.', n=len(parts))
        )
    net = tuple(read_number(p) for p in parts)
    return net[0], net[1], net[2]


_SUIT_WORDS = {s.letter.casefold(): s for s in Suit} | {s.name.casefold(): s for s in Suit}


def read_order(answer: object) -> tuple[Suit, ...]:
    """The four suits in an order: ``"C S M T"``, ``"CSMT"``, ``["Coins", ...]`` or ``Suit`` values (R1)."""
    if isinstance(answer, str):
        text = answer.strip()
        items: list[object] = list(text) if re.fullmatch(r"[CSMTcsmt]{4}", text) else re.split(r"[\s,<>]+", text)
        items = [i for i in items if i]
    elif isinstance(answer, (list, tuple)):
        items = list(answer)
    else:
        raise AnswerError(L_('{answer} is not an order of the four suits, e.g. "C S M T".', answer=quoted(answer)))
    suits = [read_suit(item) for item in items]
    if len(suits) != 4 or len(set(suits)) != 4:
        raise AnswerError(
            L_("Name each of the four suits once (C, S, M and T), not {n} names.", n=len(suits))
            if len(suits) != 4
            else L_("Name each of the four suits once: one is named twice (R1).")
        )
    return tuple(suits)


def read_suit(item: object) -> Suit:
    """One suit: a ``Suit``, its letter (``"C"``), its name in code (``"COINS"``) or in words (``"Coins"``) (R1)."""
    if isinstance(item, Suit):
        return item
    if isinstance(item, str):
        word = item.strip().casefold()
        found = _SUIT_WORDS.get(word)
        if found is None:
            found = next((s for s in Suit if s.title.casefold() == word), None)
        if found is not None:  # Coins is 0: compared with None, not by truth
            return found
    raise AnswerError(L_("{item} is not a suit (C, S, M or T) (R1).", item=quoted(item)))
