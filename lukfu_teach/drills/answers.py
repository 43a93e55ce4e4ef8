"""Reading a learner's answer in its natural forms, or refusing it with a clear message.

Every reader returns the answer in one plain form (a card mask, a choice key, a seat,
a number, net points, an order of suits) or raises ``Refused`` with a sentence the
learner reads. ``Drill.submit`` turns a refusal into a ``Feedback`` with
``valid=False``: a malformed answer is never counted, right or wrong, and never
raises.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .. import terms
from ..cards import Card, CardSet, Suit, cards_in, codes
from ..errors import LukFuError, NotationError
from ..i18n import N_, SOURCE, Text, _, get_language
from ..plays import Play
from ..seats import Seat


class Refused(LukFuError):
    """An answer that cannot be judged: empty, of the wrong kind, or naming cards not shown."""


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


def _shown(answer: object) -> str:
    """An answer quoted in a message: numbers and text as typed, anything else by its type."""
    if isinstance(answer, (bool, int, float, str)):
        text = repr(answer).replace("'", '"')
        return text if len(text) <= 40 else text[:37] + "..."
    return _("This answer ({kind})", kind=type(answer).__name__)


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
            raise Refused(_('{answer} is not a list of cards: give card codes such as "S7".', answer=_shown(answer)))
    else:
        raise Refused(_('{answer} is not a card: give card codes such as "S7" or "S7 S8".', answer=_shown(answer)))
    items = [i for i in items if not (isinstance(i, str) and not i.strip())]
    if not items:
        return _none_picked(multiple)
    try:
        mask = CardSet.parse(items)
    except NotationError as err:
        raise Refused(err.text) from None
    stray = mask & ~allowed
    if stray:
        raise Refused(
            _("{cards} is not among the cards shown here ({shown}).", cards=codes(stray), shown=codes(allowed))
            if stray.bit_count() == 1
            else _("{cards} are not among the cards shown here ({shown}).", cards=codes(stray), shown=codes(allowed))
        )
    if not multiple and mask.bit_count() > 1:
        raise Refused(_("Pick one card, not {n} ({cards}).", n=mask.bit_count(), cards=codes(mask)))
    return mask


def _none_picked(multiple: bool) -> int:
    if multiple:
        raise Refused(_("No cards picked: select the cards of your answer first."))
    raise Refused(_("No card picked: select one card first."))


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
        raise Refused(_("Nothing chosen: choose at least one answer."))
    return frozenset(keys)


def _one_choice(item: object, choices: Sequence[Choice]) -> str:
    if isinstance(item, Choice):
        item = item.key
    if not isinstance(item, str):
        raise Refused(_("{answer} is not one of the answers offered.", answer=_shown(item)))
    wanted = " ".join(item.split()).casefold()
    if not wanted:
        raise Refused(_("Nothing chosen: choose one of the answers offered."))
    for choice in choices:
        if wanted in (choice.key.casefold(), " ".join(str(choice.label).split()).casefold()):
            return choice.key
    if get_language() == SOURCE:  # the keys (what ``submit`` takes in code) are English words: shown in English
        offered = "; ".join(_("{key} ({label})", key=c.key, label=c.label) for c in choices)
    else:
        offered = "; ".join(str(c.label) for c in choices)
    raise Refused(_('"{answer}" is not one of the answers offered: {offered}.', answer=item, offered=offered))


def read_seat(answer: object, names: Sequence[str]) -> int:
    """A seat: ``1``, ``Seat.EAST``, ``"1"``, ``"seat 1"`` or its name (``"East"``) (R3)."""
    if isinstance(answer, bool):
        raise Refused(_("{answer} is not a seat: give 0, 1 or 2 (R3).", answer=answer))
    if isinstance(answer, int):
        if answer in (0, 1, 2):
            return int(Seat(answer))
        raise Refused(_("{answer} is not a seat: give 0, 1 or 2 (R3).", answer=answer))
    if isinstance(answer, str):
        text = " ".join(answer.split()).casefold()
        if not text:
            raise Refused(_("No seat given: give 0, 1 or 2 (R3)."))
        match = re.fullmatch(r"(?:(?:seat|plats) )?([012])(?: \(\w+\))?", text)
        if match:
            return int(match[1])
        for seat, name in enumerate(names):
            if text in (name.casefold(), str(terms.seat_name(name)).casefold()):
                return seat
        raise Refused(_('"{answer}" is not a seat: give 0, 1 or 2 (R3).', answer=answer))
    raise Refused(_("{answer} is not a seat: give 0, 1 or 2 (R3).", answer=_shown(answer)))


def read_number(answer: object) -> int:
    """A whole number: ``6`` or ``"6"`` (``True`` and ``6.5`` are not numbers of cards or points)."""
    if isinstance(answer, bool) or not isinstance(answer, (int, str)):
        raise Refused(_("{answer} is not a whole number.", answer=_shown(answer)))
    if isinstance(answer, str):
        text = answer.strip().replace("\u2212", "-")
        if not re.fullmatch(r"[+-]?\d{1,4}", text):
            raise Refused(_("No number given.") if not text else _('"{answer}" is not a whole number.', answer=answer))
        return int(text)
    return answer


def read_net(answer: object) -> tuple[int, int, int]:
    """Net points of seats 0, 1 and 2: ``(-2, 0, 2)``, ``[-2, 0, 2]`` or ``"-2 0 +2"`` (R20)."""
    if isinstance(answer, str):
        parts: list[object] = [p for p in re.split(r"[\s,;/]+", answer.strip()) if p]
    elif isinstance(answer, (list, tuple)):
        parts = list(answer)
    else:
        raise Refused(
            _('{answer} is not three net points: give one number a seat, e.g. "-2 0 +2".', answer=_shown(answer))
        )
    if len(parts) != 3:
        raise Refused(
            _('Give three numbers, one for each of seats 0, 1 and 2 (e.g. "-2 0 +2"), not {n}.', n=len(parts))
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
        raise Refused(_('{answer} is not an order of the four suits, e.g. "C S M T".', answer=_shown(answer)))
    suits = []
    for item in items:
        suit = item if isinstance(item, Suit) else None
        if isinstance(item, str):
            word = item.strip().casefold()
            suit = _SUIT_WORDS.get(word)
            if suit is None:
                suit = next((s for s in Suit if s.title.casefold() == word), None)
        if suit is None:
            raise Refused(_("{item} is not a suit (C, S, M or T) (R1).", item=_shown(item)))
        suits.append(suit)
    if len(suits) != 4 or len(set(suits)) != 4:
        raise Refused(
            _("Name each of the four suits once (C, S, M and T), not {n} names.", n=len(suits))
            if len(suits) != 4
            else _("Name each of the four suits once: one is named twice (R1).")
        )
    return tuple(suits)


def mask_text(mask: int) -> str:
    """Codes of a mask, for a feedback's ``answer``."""
    return codes(cards_in(mask))
