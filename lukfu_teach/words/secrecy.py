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

import functools
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple, TypeVar

from ..engine.cards import BY_CODE, SUIT_TITLES, Suit
from ..engine.moves import Action
from ..engine.state import PublicState
from ..i18n import L_, N_, SUPPORTED, get_language, pick, translations
from .explain import why_lines

if TYPE_CHECKING:
    from ..records.record import Record, Step

T = TypeVar("T")

# TRANSLATORS: words that join card ranks in a list or a range ("Tens 7 and 8", "S3 to S5"), read by the
# secrecy check to find the cards a note names; one word each
_JOINERS = (N_("and"), N_("or"), N_("to"))
_CODE = re.compile(r"\b([CSMT])([1-9])\b")
_NAMED = {"Mau Gung": "C1", "Bak Chi": "T1"}


class _Patterns(NamedTuple):
    ranges: re.Pattern[str]  # S3-S5, S3 to S5
    names: re.Pattern[str]  # Strings 7, Tens 7 and 8
    titles: dict[str, str]  # a suit's name (lower case) -> its letter
    as_unseen: re.Pattern[str]  # cards named as unseen


def _patterns() -> _Patterns:
    """The ranges and the names of cards, and the phrases that name cards as unseen, in every language
    (made on first use: it reads the catalogues, and again after ``i18n.reload_catalogues``)."""
    return _patterns_of(tuple(id(translations(lang)) for lang in SUPPORTED))


@functools.lru_cache(maxsize=4)
def _patterns_of(catalogues: tuple[int, ...]) -> _Patterns:

    def words(marked: tuple[str, ...]) -> str:
        said = {L_(word).render(lang) for word in marked for lang in SUPPORTED}
        return "|".join(sorted(map(re.escape, said), key=len, reverse=True))

    # each suit's name in every language, and the singular "Coin": name -> letter
    titles = {L_(SUIT_TITLES[suit]).render(lang).lower(): suit.letter for suit in Suit for lang in SUPPORTED}
    titles["coin"] = "C"
    suits = "|".join(sorted(map(re.escape, titles), key=len, reverse=True))
    joined = rf"\s*(?:,|\b(?:{words(_JOINERS)})\b|-|–)\s*"
    ranges = re.compile(rf"\b([CSMT])([1-9])\s*(?:-|–|—|\b(?:{words(_JOINERS[2:])})\b)\s*\1([1-9])\b")
    names = re.compile(rf"(?<!\w)({suits})\s+([1-9](?:{joined}[1-9]\b)*)", re.IGNORECASE)
    return _Patterns(ranges, names, titles, _as_unseen(words(_JOINERS[:2]), suits))


def _as_unseen(joiners: str, suits: str) -> re.Pattern[str]:
    """Cards named *as unseen* give nothing away: the seat knows which cards it cannot see. The phrases:
    a note's "C6 C7 are unseen" / "is unaccounted for" ("har inte visats"), and the AIs' counting and
    inferences (R10, R12, R16d), in English and in Swedish."""
    codes = rf"[CSMT][1-9](?:(?:,\s*|\s+(?:{joiners})\s+|\s+)[CSMT][1-9])*"
    return re.compile(
        rf"{codes}\s+(?:is|are)\s+(?:still\s+)?(?:unaccounted for|unseen)"  # "C6 C7 are unseen"
        rf"|{codes}\s+har\s+(?:ännu\s+)?inte\s+visats"  # "C6 C7 har inte visats"
        rf"|(?:Only\s+)?{codes}\s+can beat\s+[^():]*\(R10\):\s+(?:it is|they are)\s+unseen"  # "Only M9 can beat ..."
        rf"|\b(?:{suits})\s+unseen by\s+\w+:\s+{codes}"  # "Coins unseen by you: C6 C7"
        rf"|\b\w+\s+cannot hold\s+{codes}\s+\((?:R12|R16d)(?:,\s*(?:R12|R16d))*\)"  # "East cannot hold C4 or C5 (R12)"
        r"|\bbut Bak Chi \(T1\), which is always Old \(R16a\)"  # "no Tens below 7 but Bak Chi (T1), ..."
        rf"|(?:Bara\s+)?{codes}\s+kan slå\s+[^():]*\(R10\):\s+(?:det är osett|de är osedda)"  # the same in Swedish
        rf"|\b(?:{suits})\s+som\s+\w+\s+inte har sett:\s+{codes}"  # "Mynt som du inte har sett: C6 C7"
        rf"|\b\w+\s+kan inte ha\s+{codes}\s+\((?:R12|R16d)(?:,\s*(?:R12|R16d))*\)"  # "Öst kan inte ha C4 (R12)"
        r"|\butom Bak Chi \(T1\), som alltid är gammalt \(R16a\)",  # "inget kort i Tior under 7 utom Bak Chi ..."
        re.IGNORECASE,
    )


def named_cards(text: str) -> int:
    """The mask of every card a text names: codes (``S7``), ranges (``S3-S5``, ``S5–S9``,
    ``S3 till S5``), names in any language (``Strings 7``, ``Tens 7 and 8``, ``Tior 7 och 8``,
    ``Mau Gung``, ``Bak Chi``)."""
    ranges, names, titles, _ = _patterns()
    text = text.replace("`", "")
    mask = 0
    for letter, rank in _CODE.findall(text):
        mask |= BY_CODE[letter + rank].bit
    for letter, low, high in ranges.findall(text):
        for rank in range(min(int(low), int(high)), max(int(low), int(high)) + 1):
            mask |= BY_CODE[f"{letter}{rank}"].bit
    for suit, ranks in names.findall(text):
        letter = titles[suit.lower()]
        for rank in re.findall(r"[1-9]", ranks):
            mask |= BY_CODE[letter + rank].bit
    lowered = text.lower()
    for name, code in _NAMED.items():
        if name.lower() in lowered:
            mask |= BY_CODE[code].bit
    return mask


def unseen_by(position: PublicState, seat: int) -> int:
    """The cards ``seat`` cannot place in ``position`` (``position.unseen_by(seat)``): in other hands or in
    their face-down discards. ``position`` is the whole ``Deal`` or that seat's own ``SeatView``."""
    return position.unseen_by(seat)


def named_not_as_unseen(text: str) -> int:
    """The cards a text names other than as unseen (``C6 is unseen``, the AIs' ``Coins unseen by
    you: C6 C7``, ``East cannot hold C6 (R12)``): those it could give away.

    >>> from lukfu_teach.cards import codes
    >>> codes(named_not_as_unseen("S7 is unseen. Only M9 can beat Myriads 8 (R10): it is unseen; West holds T2."))
    'T2'
    """
    return named_cards(_patterns().as_unseen.sub("", text))


def hidden_in(text: str, position: PublicState, seat: int) -> int:
    """The cards ``text`` names that ``seat`` cannot see in ``position``, other than as unseen
    (0: the text may be shown)."""
    return named_not_as_unseen(text) & position.unseen_by(seat) if text else 0


# -- what a seat's view of a record holds back: the one policy of every view --------------------------

PARTS = ("description", "note", "reasons")  # what a view may hold back, in this order


def held_back(record: Record, k: int, seat: int | None, *, recomputed: bool = False) -> tuple[str, ...]:
    """What ``seat``'s view of ``record`` holds back at step ``k`` (0: as dealt), of ``PARTS``:

    - ``"description"``, ``"note"`` (step ``k``'s): when it names a card hidden from ``seat`` then (R15);
    - ``"reasons"`` (step ``k``'s AI reasons): when they are another seat's, or name such a card.

    ``recomputed``: the view shows reasons it recomputes where the record gives none (another seat's are
    then held too). ``seat`` ``None`` is the open table: nothing is held back. The texts are read in the
    current language. Once the deal is over, what ``held_after`` no longer holds may be read (the stepper
    shows the reasons at the last step, the narrator after the result); the rest waits until the learner
    asks (a deliberate spoiler). Computed once per step, seat and language, for every view of the record alike.
    """
    if seat is None:
        return ()
    step = record.story().steps[k - 1] if k else None
    return _once(record, ("held_back", k, seat, recomputed), lambda: _held_back(record, step, seat, recomputed))


def _once(record: Record, key: tuple[object, ...], compute: Callable[[], T]) -> T:
    """``compute()`` once per record and language (kept in the record's story, for every view alike)."""
    memo, key = record.story().memo, (*key, get_language())
    if key not in memo:
        memo[key] = compute()
    return memo[key]


def _description_names(record: Record) -> int:
    """The cards the record's description names other than as unseen, read once per language (a description
    of megabytes costs nothing per step)."""

    def names() -> int:
        text = pick(record.description)
        return named_not_as_unseen(text) if text else 0

    return _once(record, ("description names",), names)


def _held_back(record: Record, step: Step | None, seat: int, recomputed: bool) -> tuple[str, ...]:
    position = step.view(seat) if step is not None else record.start().view(seat)
    held = []
    if _description_names(record) & unseen_by(position, seat):
        held.append("description")
    if step is not None:
        entry, why = step.entry, step.entry.why if step.entry is not None else None
        if entry is not None and hidden_in(pick(entry.note), position, seat):
            held.append("note")
        if step.seat != seat:
            if why is not None or recomputed:
                held.append("reasons")
        elif why and hidden_in(" ".join(why_lines(why)), position, seat):
            held.append("reasons")
    return tuple(held)


def held_after(record: Record, k: int, seat: int | None, *, recomputed: bool = False) -> tuple[str, ...]:
    """What ``seat``'s view of a finished ``record`` still holds back of step ``k`` (0: as dealt) once the deal
    is over, of ``held_back``'s parts: a description, note or reasons that name a card ``seat`` cannot see even
    then, in another hand or discarded face down by another seat (R13: nobody else sees them, ever; R15), and
    another seat's reasons for a face-down discard, recorded or recomputed (they are about the cards it hid).
    Cards played face up or laid down in a claim (R17) are public by then. Reasons a view recomputes for
    another seat's other moves are not known here: the view checks their words itself (``hidden_in``).
    """
    held = held_back(record, k, seat, recomputed=recomputed)
    if seat is None or not held:
        return held
    step = record.story().steps[k - 1] if k else None
    return _once(record, ("held_after", k, seat, recomputed), lambda: _held_after(record, step, seat, held))


def _held_after(record: Record, step: Step | None, seat: int, held: tuple[str, ...]) -> tuple[str, ...]:
    steps = record.story().steps
    end = steps[-1].view(seat) if steps else record.start().view(seat)
    never = unseen_by(end, seat)  # what the seat cannot see even once the deal is over
    still = []
    if "description" in held and _description_names(record) & never:
        still.append("description")
    entry = step.entry if step is not None else None
    if "note" in held and entry is not None and hidden_in(pick(entry.note), end, seat):
        still.append("note")
    if "reasons" in held and step is not None:
        why = entry.why if entry is not None else None
        if step.seat != seat and step.move.action is Action.DISCARD:
            still.append("reasons")
        elif why and hidden_in(" ".join(why_lines(why)), end, seat):
            still.append("reasons")
    return tuple(still)
