"""An independent reading of the rules, to check what the explainer says (tests/test_truth.py).

Cards are ``(suit, rank)`` pairs built from their codes; nothing here uses the
engine's masks, plays or Old cards. ``Position`` replays a deal's calls and
moves (the raw record) and knows, at every step, the hands, the discards, the
cards played face up with their trick, the fu, the trick in play and the end.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from itertools import combinations

SUITS = "CSMT"
TITLES = ("Coins", "Strings", "Myriads", "Tens")
NAMES = {(0, 1): "Mau Gung", (3, 1): "Bak Chi"}
Card = tuple[int, int]


def card(code: str) -> Card:
    return SUITS.index(code[0]), int(code[1])


def cards(text: str) -> frozenset[Card]:
    return frozenset(card(c) for c in re.findall(r"[CSMT][1-9]", text))


def code(c: Card) -> str:
    return f"{SUITS[c[0]]}{c[1]}"


def name(c: Card) -> str:
    return NAMES.get(c, f"{TITLES[c[0]]} {c[1]}")


def of_mask(mask: int) -> frozenset[Card]:
    """The engine's mask, read through its card codes only."""
    from lukfu_teach.engine.cards import codes

    return cards(codes(mask))


# -- plays (R9, R10) ------------------------------------------------------------------


def shape(play: frozenset[Card]) -> str | None:
    ranks, suits = sorted(r for _, r in play), {s for s, _ in play}
    if len(play) == 1:
        return "single"
    if len(play) in (3, 4) and len(set(ranks)) == 1:
        return "set"
    if len(play) >= 3 and len(suits) == 1 and ranks == list(range(ranks[0], ranks[0] + len(play))):
        return "run"
    return None


def beats(x: frozenset[Card], best: frozenset[Card]) -> bool:
    kind = shape(x)
    if kind is None or kind != shape(best) or len(x) != len(best):
        return False
    if kind == "single":
        (xs, xr), (bs, br) = next(iter(x)), next(iter(best))
        return (bs, br) not in NAMES and xs == bs and xr > br  # R10a: Mau Gung and Bak Chi led singly
    if kind == "set":
        xr, br = next(iter(x))[1], next(iter(best))[1]
        return xr == 9 if br == 1 else xr > br  # R10b
    xs, bs = next(iter(x))[0], next(iter(best))[0]
    return xs > bs or (xs == bs and max(r for _, r in x) > max(r for _, r in best))


def plays(hand: frozenset[Card], size: int) -> list[frozenset[Card]]:
    """Every play of ``size`` cards in a hand (R9)."""
    if size == 1:
        return [frozenset([c]) for c in hand]
    found = []
    for rank in range(1, 10):
        same = [c for c in hand if c[1] == rank]
        found += [frozenset(g) for g in combinations(same, size)] if size <= 4 else []
    for suit in range(4):
        for low in range(1, 11 - size):
            run = frozenset((suit, r) for r in range(low, low + size))
            if run <= hand:
                found.append(run)
    return found


def can_beat(hand: frozenset[Card], best: frozenset[Card]) -> bool:
    return any(beats(p, best) for p in plays(hand, len(best)))


# -- Old cards (R16) ------------------------------------------------------------------


def higher(c: Card) -> list[Card]:
    return [(c[0], r) for r in range(c[1] + 1, 10)]


def is_old(c: Card, hand: frozenset[Card], public: frozenset[Card]) -> bool:
    if c[1] == 9 or c in NAMES:
        return True
    return all(h in hand or h in public for h in higher(c))


def old_cards(hand: frozenset[Card], public: frozenset[Card]) -> frozenset[Card]:
    return frozenset(c for c in hand if is_old(c, hand, public))


# -- a deal replayed ------------------------------------------------------------------


@dataclass
class Position:
    """The truth at one point of a deal, from its raw calls and moves."""

    master: int
    hands: list[set[Card]]
    discards: list[set[Card]] = field(default_factory=lambda: [set(), set(), set()])
    played: dict[Card, int] = field(default_factory=dict)  # face up, with the trick number
    fu: list[int] = field(default_factory=lambda: [0, 0, 0])
    caller: int | None = None
    calls: int = 0
    tricks: int = 0
    trick: list[tuple[int, str, frozenset[Card]]] = field(default_factory=list)  # (seat, action, cards)
    best: frozenset[Card] = frozenset()
    best_seat: int = -1
    last_winner: int | None = None
    claimed: frozenset[Card] = frozenset()
    winner: int | None = None
    final: int | None = None  # F
    over: bool = False
    by_claim: bool = False

    def copy(self) -> Position:
        return Position(
            self.master, [set(h) for h in self.hands], [set(d) for d in self.discards], dict(self.played),
            list(self.fu), self.caller, self.calls, self.tricks, list(self.trick), self.best, self.best_seat,
            self.last_winner, self.claimed, self.winner, self.final, self.over, self.by_claim,
        )  # fmt: skip

    @property
    def public(self) -> frozenset[Card]:
        return frozenset(self.played)

    def hand(self, seat: int) -> frozenset[Card]:
        return frozenset(self.hands[seat])

    def old(self, seat: int) -> frozenset[Card]:
        return old_cards(self.hand(seat), self.public)

    @property
    def to_act(self) -> int | None:
        if self.over:
            return None
        if self.caller is None:
            return (self.master + self.calls) % 3
        if not self.trick:
            return self.master if self.tricks == 0 else self.last_winner
        return (self.trick[-1][0] + 1) % 3

    def apply(self, seat: int, action: str, played: frozenset[Card]) -> None:
        assert seat == self.to_act, (seat, self.to_act)
        if action in ("play", "pass"):
            self.calls += 1
            if action == "play":
                self.caller = seat
            return
        if action == "claim":
            self.claimed, self.winner, self.by_claim, self.over = played, seat, True, True
            self.final = self.fu[seat] + len(played)
            return
        self.hands[seat] -= played
        if action == "lead":
            self.tricks += 1
            self.trick = []
        if action == "discard":
            self.discards[seat] |= played
        else:
            self.played.update(dict.fromkeys(played, self.tricks))
            self.best, self.best_seat = played, seat
        self.trick.append((seat, action, played))
        if len(self.trick) == 3:
            winner = self.best_seat
            self.fu[winner] += len(self.trick[0][2])
            self.last_winner, self.trick, self.best = winner, [], frozenset()
            if not self.hands[winner]:
                self.over = True
                if self.fu[winner] >= 6:
                    self.winner, self.final = winner, self.fu[winner]

    @property
    def lead_size(self) -> int:
        return len(self.trick[0][2]) if self.trick else 0

    def net(self) -> tuple[int, int, int]:
        if self.winner is None:
            return (0, 0, 0)
        assert self.final is not None  # a winner won with F fu
        amount = self.final - 5
        if self.winner == self.caller:
            net = [2 * amount if s == self.winner else -amount for s in range(3)]
        else:
            net = [2 * amount if s == self.winner else -2 * amount if s == self.caller else 0 for s in range(3)]
        return net[0], net[1], net[2]


def positions(deal) -> list[Position]:
    """The truth after each call and move of ``deal`` (an engine ``Deal``, read as raw moves), from the start."""
    start = Position(deal.master, [set(of_mask(h)) for h in deal.dealt])
    out = [start]
    current = start.copy()
    moves: list[tuple[int, str, frozenset[Card]]] = [
        ((deal.master + i) % 3, str(c), frozenset()) for i, c in enumerate(deal.calls)
    ]
    moves += [(m.seat, m.action.value, of_mask(m.mask)) for m in deal.moves]
    for seat, action, played in moves:
        current.apply(seat, action, played)
        out.append(current.copy())
    return out
