"""Plays (R9, R10): singles, sets and runs; what beats what; the plays in a hand.

There are only 193 possible plays (36 singles, 45 sets, 112 runs), so every
one is known in advance by its card mask, with the plays that beat it. The
``Play`` value type sits on top for people; the engine works on masks.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum
from itertools import combinations

from ..errors import IllegalMoveError
from ..i18n import L_, N_, Message
from .cards import BAK_CHI, MAU_GUNG, SUIT_FIELD, Card, CardSet, Suit, cards_in, codes, mask_of


class Shape(Enum):
    SINGLE = "single"
    SET = "set"
    RUN = "run"


@dataclass(frozen=True, slots=True)
class _Info:
    shape: Shape
    size: int
    suit: int  # the suit of a single or run; -1 for a set
    rank: int  # a single's rank, a set's rank, a run's top rank


def _universe() -> dict[int, _Info]:
    info: dict[int, _Info] = {}
    bit = {(c.suit, c.rank): c.bit for c in cards_in((1 << 40) - 1)}
    for (s, r), b in bit.items():
        info[b] = _Info(Shape.SINGLE, 1, s, r)
    for r in range(1, 10):
        suits = [bit[s, r] for s in Suit]
        for n in (3, 4):
            for group in combinations(suits, n):
                info[sum(group)] = _Info(Shape.SET, n, -1, r)
    for s in Suit:
        for n in range(3, 10):
            for low in range(1, 11 - n):
                info[sum(bit[s, r] for r in range(low, low + n))] = _Info(Shape.RUN, n, s, low + n - 1)
    return info


PLAY_INFO: dict[int, _Info] = _universe()
UNBEATABLE_SINGLES = MAU_GUNG.bit | BAK_CHI.bit  # R10a


def _beats(x: _Info, b: _Info, b_mask: int) -> bool:
    if x.shape is not b.shape or x.size != b.size:
        return False
    if x.shape is Shape.SINGLE:
        return x.suit == b.suit and x.rank > b.rank and not b_mask & UNBEATABLE_SINGLES
    if x.shape is Shape.SET:
        return x.rank == 9 if b.rank == 1 else x.rank > b.rank
    return x.suit > b.suit or (x.suit == b.suit and x.rank > b.rank)


def _strength(mask: int) -> tuple[int, int]:
    info = PLAY_INFO[mask]
    return (info.suit, info.rank) if info.shape is Shape.RUN else (info.rank, info.suit)


# BEATERS[mask] -> every play that beats it, weakest first
BEATERS: dict[int, tuple[int, ...]] = {
    b: tuple(sorted((x for x, xi in PLAY_INFO.items() if _beats(xi, bi, b)), key=_strength))
    for b, bi in PLAY_INFO.items()
}
BEATER_SETS: dict[int, frozenset[int]] = {b: frozenset(xs) for b, xs in BEATERS.items()}
# HIGHER[bit] -> (suit, the field bits of the same suit's cards above it); C1, T1: none
HIGHER: dict[int, tuple[int, int]] = {
    b: (i.suit, 0 if b & UNBEATABLE_SINGLES else (b >> 10 * i.suit) - 1) for b, i in PLAY_INFO.items() if i.size == 1
}


def _runs_in_field(suit: int, f: int) -> tuple[int, ...]:
    runs = []
    for low in range(9):  # field bit i is rank 9 - i; runs are bit intervals
        for high in range(low + 2, 9):
            span = ((1 << (high + 1)) - 1) ^ ((1 << low) - 1)
            if f & span != span:
                break
            runs.append(span << (10 * suit))
    return tuple(sorted(runs, key=_strength))


_FIELDS = range(SUIT_FIELD + 1)  # every set of cards of one suit, as its field
RUNS_IN_FIELD = [[_runs_in_field(s, f) for f in _FIELDS] for s in Suit]
RUNS = frozenset(m for m, i in PLAY_INFO.items() if i.shape is Shape.RUN)
# SINGLES_IN_FIELD[suit][field] -> that suit's cards as one-card masks, high rank first
SINGLES_IN_FIELD = [[tuple(1 << (10 * s + i) for i in range(9) if f >> i & 1) for f in _FIELDS] for s in Suit]
ASCENDING_SINGLES = [[t[::-1] for t in suit] for suit in SINGLES_IN_FIELD]
RANK_CARDS = [sum(1 << (10 * s + i) for s in Suit) for i in range(9)]  # by field bit


def single_bits(mask: int) -> list[int]:
    """The one-card masks of a mask (suit by suit, high rank first)."""
    t, f = SINGLES_IN_FIELD, SUIT_FIELD
    return [*t[0][mask & f], *t[1][mask >> 10 & f], *t[2][mask >> 20 & f], *t[3][mask >> 30 & f]]


def _sets_of(same_rank: int) -> tuple[int, ...]:
    three = tuple(sum(g) for g in combinations(single_bits(same_rank), 3))
    return three + ((same_rank,) if len(three) == 4 else ())


# SETS_OF_RANK[a hand's cards of one rank, three or four] -> the sets they make
SETS_OF_RANK = {m: _sets_of(m) for m, i in PLAY_INFO.items() if i.shape is Shape.SET}


def sets_in(hand: int) -> list[int]:
    """Every set (three or four of a rank) in a hand, as masks."""
    f = SUIT_FIELD
    a, b, c, d = hand & f, hand >> 10 & f, hand >> 20 & f, hand >> 30
    three_or_more = (a & b & (c | d)) | (c & d & (a | b))
    found: list[int] = []
    while three_or_more:
        low = three_or_more & -three_or_more
        found += SETS_OF_RANK[hand & RANK_CARDS[low.bit_length() - 1]]
        three_or_more ^= low
    return found


def runs_in(hand: int) -> list[int]:
    """Every run (three or more in sequence in a suit) in a hand, as masks."""
    t, f = RUNS_IN_FIELD, SUIT_FIELD
    return [*t[0][hand & f], *t[1][hand >> 10 & f], *t[2][hand >> 20 & f], *t[3][hand >> 30 & f]]


def play_masks(hand: int) -> list[int]:
    """Every play in a hand: singles, then runs, then sets."""
    return single_bits(hand) + runs_in(hand) + sets_in(hand)


def lead_options(hand: int, old: int, restricted: bool, limited: bool) -> tuple[int, tuple[int, ...]]:
    """What a hand may lead: (the cards it may lead singly, every play it may lead).

    The plays come singles first, then runs, then sets. ``old`` are its Old
    cards; ``restricted``: a noncaller under R16d, whose singles come from the
    highest suit holding a non-Old card (any card if all are Old); ``limited``:
    a passed Master under R8, who leads no four-card set or run of four or more.
    Shared by ``deal`` and the fused ``playout`` loop, so both lead by one rule.
    """
    a, b, c, d = hand & SUIT_FIELD, hand >> 10 & SUIT_FIELD, hand >> 20 & SUIT_FIELD, hand >> 30
    if restricted and hand != old:  # R16d
        non_old = hand & ~old
        suit = (non_old.bit_length() - 1) // 10
        singles = non_old & SUIT_FIELD << 10 * suit
        plays = SINGLES_IN_FIELD[suit][singles >> 10 * suit]
    else:
        t = SINGLES_IN_FIELD
        singles, plays = hand, t[0][a] + t[1][b] + t[2][c] + t[3][d]
    if hand & hand >> 1 & hand >> 2:  # a run (the zero guard bits keep the suits apart)
        r = RUNS_IN_FIELD
        plays += r[0][a] + r[1][b] + r[2][c] + r[3][d]
    ranks = (a & b & (c | d)) | (c & d & (a | b))  # a rank held in three or four suits
    if not ranks and not limited:
        return singles, plays
    while ranks:
        low = ranks & -ranks
        plays += SETS_OF_RANK[hand & RANK_CARDS[low.bit_length() - 1]]
        ranks ^= low
    if limited and (hand & hand >> 1 & hand >> 2 & hand >> 3 or a & b & c & d):  # R8
        plays = tuple(m for m in plays if m.bit_count() < 4)
    return singles, plays


def beating_masks(hand: int, best: int) -> list[int]:
    """The plays in a hand that beat ``best``, weakest first (R10)."""
    single = HIGHER.get(best)
    if single is not None:
        suit, higher = single
        return [*ASCENDING_SINGLES[suit][hand >> 10 * suit & higher]]
    if best in RUNS:  # only runs beat a run; the hand's runs come weakest first too
        if not hand & hand >> 1 & hand >> 2:  # no run: the zero guard bits keep the suits apart
            return []
        beaters = BEATER_SETS[best]
        return [x for x in runs_in(hand) if x in beaters]
    return [x for x in BEATERS[best] if hand & x == x] if sets_in(hand) else []


def can_beat(hand: int, best: int) -> bool:
    single = HIGHER.get(best)
    if single is not None:
        return bool(hand >> 10 * single[0] & single[1])
    return any(hand & x == x for x in BEATERS[best])


def not_a_play_message(mask: int) -> Message | None:
    """Why some cards are not a play (R9), as a lazy message; ``None`` when they are one."""
    if mask in PLAY_INFO:
        return None
    cards = cards_in(mask)
    n, shown = len(cards), codes(cards)
    if n == 0:
        return L_("no cards is not a play (R9)")
    if n == 2:
        return L_("{cards} is not a play: pairs are forbidden, and no play has two cards (R9)", cards=shown)
    if len({c.suit for c in cards}) == 1:
        return L_("{cards} is not a play: a run needs consecutive ranks (R9)", cards=shown)
    return L_("{cards} is not a play: a set needs one rank and a run one suit (R9)", cards=shown)


def not_a_play_reason(mask: int) -> str:
    """Why some cards are not a play (R9), or ``""`` when they are one."""
    message = not_a_play_message(mask)
    return "" if message is None else str(message)


SIZE_WORDS = {3: N_("three"), 4: N_("four"), 5: N_("five"), 6: N_("six"), 7: N_("seven"), 8: N_("eight"),
              9: N_("nine")}  # fmt: skip


def shape_text(mask: int) -> Message:
    """``a single``, ``a three-card set``, ``a four-card run``, rendered when shown."""
    info = PLAY_INFO[mask]
    if info.shape is Shape.SINGLE:
        return L_("a single")
    size = L_(SIZE_WORDS[info.size])
    if info.shape is Shape.SET:
        return L_("a {size}-card set", size=size)
    return L_("a {size}-card run", size=size)


def shape_phrase(mask: int) -> str:
    """``"a single"``, ``"a three-card set"``, ``"a four-card run"`` (in the current language)."""
    return str(shape_text(mask))


def not_beating_message(x: int, best: int) -> tuple[Message | None, str]:
    """Why play ``x`` does not beat ``best``: (a lazy message, rule), or ``(None, "")``."""
    xi, bi = PLAY_INFO[x], PLAY_INFO[best]
    xs, bs = codes(x), codes(best)
    if _beats(xi, bi, best):
        return None, ""
    if xi.shape is not bi.shape or xi.size != bi.size:
        return L_(
            "{play} is {shape} and {best} is {best_shape}: a beat has the same shape and number of cards",
            play=xs, shape=shape_text(x), best=bs, best_shape=shape_text(best),
        ), "R10"  # fmt: skip
    if xi.shape is Shape.SINGLE:
        if best & UNBEATABLE_SINGLES:
            name = cards_in(best)[0].lazy_name
            return L_("{best} ({name}) cannot be beaten when led singly", best=bs, name=name), "R10a"
        if xi.suit != bi.suit:
            suit = Suit(bi.suit).lazy_title
            return L_("{play} is not of {suit}, the suit of {best}", play=xs, suit=suit, best=bs), "R10"
        return L_("{play} is not higher than {best}", play=xs, best=bs), "R10"
    if xi.shape is Shape.SET:
        if bi.rank == 1:
            return L_("a led set of aces can be beaten only by nines"), "R10b"
        return L_("a set of {rank}s does not beat a set of {best_rank}s: it needs a higher rank",
                  rank=xi.rank, best_rank=bi.rank), "R10"  # fmt: skip
    if xi.suit < bi.suit:
        return L_("{play} is of a lower suit than {best}", play=xs, best=bs), "R10"
    return L_("{play} does not end higher than {best}", play=xs, best=bs), "R10"


def not_beating_reason(x: int, best: int) -> tuple[str, str]:
    """Why play ``x`` does not beat ``best``: (reason, rule), or ``("", "")``; in the current language."""
    message, rule = not_beating_message(x, best)
    return ("", "") if message is None else (str(message), rule)


@dataclass(frozen=True, slots=True)
class Play:
    """A single, a set or a run: ``Play.parse("S3 S4 S5")`` (R9).

    >>> run = Play.parse("S3 S4 S5")
    >>> run.shape, len(run), run.suit, run.rank, str(run)
    (<Shape.RUN: 'run'>, 3, <Suit.STRINGS: 1>, 5, 'S3 S4 S5')
    >>> Play.parse("M1 M2 M3").beats(run), Play.parse("S6 S7 S8").beats(run), Play.parse("S2 S3 S4").beats(run)
    (True, True, False)
    >>> Play.parse("S3 S4")
    Traceback (most recent call last):
    ...
    lukfu_teach.errors.IllegalMoveError: S3 S4 is not a play: pairs are forbidden, and no play has two cards (R9)
    """

    mask: int
    _info: _Info = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        info = PLAY_INFO.get(self.mask)
        if info is None:
            raise IllegalMoveError(not_a_play_message(self.mask), "R9")  # type: ignore[arg-type]  # not a play: a message
        object.__setattr__(self, "_info", info)

    @classmethod
    def parse(cls, text: str | Iterable[str | Card]) -> Play:
        return cls(CardSet.parse(text))

    @classmethod
    def of(cls, cards: Iterable[Card]) -> Play:
        return cls(mask_of(cards))

    @property
    def cards(self) -> tuple[Card, ...]:
        return cards_in(self.mask)

    @property
    def shape(self) -> Shape:
        return self._info.shape

    def __len__(self) -> int:
        return self._info.size

    @property
    def suit(self) -> Suit | None:
        return None if self._info.suit < 0 else Suit(self._info.suit)

    @property
    def rank(self) -> int:
        """A single's or a set's rank; a run's top rank."""
        return self._info.rank

    def beats(self, other: Play) -> bool:
        """Whether this play beats ``other`` (R10, R10a, R10b)."""
        return self.mask in BEATER_SETS[other.mask]

    def beatable_with(self, cards: Iterable[Card | str] | int) -> bool:
        """Whether some play made of ``cards`` (a card set, cards or codes) beats this one (R10).

        >>> lead = Play.parse("T1 T2 T3")
        >>> lead.beatable_with("T4 T5 T6 C9"), lead.beatable_with(["T4", "T5", "M9"])
        (True, False)
        """
        hand = cards if isinstance(cards, int) else CardSet.parse(cards)
        return can_beat(hand, self.mask)

    def __str__(self) -> str:
        return codes(self.mask)

    def __repr__(self) -> str:
        return f"Play.parse({str(self)!r})"

    def _repr_html_(self) -> str:  # drawn in a notebook
        from ..pictures import render

        return render.play(self)._repr_html_()


def plays_in(cards: Iterable[Card] | int) -> list[Play]:
    """Every play a hand can make: singles, runs, then sets.

    >>> [str(play) for play in plays_in(CardSet.parse("S3 S4 S5 M5 T5"))]
    ['S5', 'S4', 'S3', 'M5', 'T5', 'S3 S4 S5', 'S5 M5 T5']
    """
    hand = cards if isinstance(cards, int) else mask_of(cards)
    return [Play(m) for m in play_masks(hand)]
