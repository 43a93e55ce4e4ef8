"""A straightforward Luk Fu, the yardstick of the engine's speed (issue 9).

Plain Python: a card is a ``(suit, rank)`` tuple, a hand a list of cards, a
play a list of cards; every legal move is found by looking at the cards, with
no bitmasks and no precomputed tables. It plays whole deals with uniformly
random calls and moves, as ``lukfu-teach simulate --levels random,random,random``
does, by the rules of RULES.md (R4-R20, R8 and R16d on). ``tests/test_playout.py``
checks its legal moves against ``Deal``'s.

    python benchmarks/reference.py --deals 2000
"""

from __future__ import annotations

import argparse
import random
import time
from itertools import combinations

Card = tuple[int, int]  # (suit 0-3: Coins, Strings, Myriads, Tens; rank 1-9)
DECK: list[Card] = [(suit, rank) for suit in range(4) for rank in range(1, 10)]
MAU_GUNG, BAK_CHI = (0, 1), (3, 1)


def shape(play: list[Card]) -> str:
    """``"single"``, ``"set"`` or ``"run"`` (the plays ``plays_in`` finds are always one of them)."""
    if len(play) == 1:
        return "single"
    return "set" if len({rank for _, rank in play}) == 1 else "run"


def plays_in(hand: list[Card]) -> list[list[Card]]:
    """Every play in a hand (R9): singles, sets of three or four of a rank, runs of three or more."""
    plays = [[card] for card in hand]
    for rank in range(1, 10):
        same = [card for card in hand if card[1] == rank]
        for n in (3, 4):
            plays += [list(group) for group in combinations(same, n)]
    for suit in range(4):
        ranks = sorted(rank for s, rank in hand if s == suit)
        for i in range(len(ranks)):
            for j in range(i + 2, len(ranks)):
                if ranks[j] - ranks[i] != j - i:
                    break
                plays.append([(suit, rank) for rank in ranks[i : j + 1]])
    return plays


def beats(x: list[Card], best: list[Card]) -> bool:
    """Whether play ``x`` beats ``best`` (R10, R10a, R10b)."""
    if shape(x) != shape(best) or len(x) != len(best):
        return False
    if shape(x) == "single":
        if best[0] in (MAU_GUNG, BAK_CHI):
            return False
        return x[0][0] == best[0][0] and x[0][1] > best[0][1]
    if shape(x) == "set":
        if best[0][1] == 1:
            return x[0][1] == 9
        return x[0][1] > best[0][1]
    x_suit, x_top = x[0][0], max(rank for _, rank in x)
    b_suit, b_top = best[0][0], max(rank for _, rank in best)
    return x_suit > b_suit or (x_suit == b_suit and x_top > b_top)


def is_old(card: Card, hand: list[Card], public: list[Card]) -> bool:
    """R16: nines, Mau Gung and Bak Chi always; else every higher card of the suit played or held."""
    suit, rank = card
    if rank == 9 or card in (MAU_GUNG, BAK_CHI):
        return True
    return all((suit, r) in public or (suit, r) in hand for r in range(rank + 1, 10))


def lead_options(seat: int, hand: list[Card], public: list[Card], caller: int, master: int) -> list[list[Card]]:
    """The plays ``seat`` may lead (R8, R9, R16d)."""
    options = plays_in(hand)
    old = [card for card in hand if is_old(card, hand, public)]
    if seat != caller and len(old) < len(hand):  # R16d: a single comes from the highest suit with a non-Old card
        top = max(suit for suit, rank in hand if (suit, rank) not in old)
        options = [p for p in options if len(p) > 1 or (p[0][0] == top and p[0] not in old)]
    if seat == master and seat != caller:  # R8
        options = [p for p in options if len(p) < 4]
    return options


def play_deal(rng: random.Random) -> tuple[int | None, int | None, list[int]]:
    """One deal of uniformly random calls and moves: (winner, F, net points); winner ``None`` if drawn."""
    master = rng.randrange(3)
    caller = None
    while caller is None:  # R4-R6
        deck = DECK[:]
        rng.shuffle(deck)
        hands = [deck[0:12], deck[12:24], deck[24:36]]
        for i in range(3):
            seat = (master + i) % 3
            if rng.random() < 0.5:
                caller = seat
                break
    public: list[Card] = []
    fu, leader = [0, 0, 0], master
    while True:
        hand = hands[leader]
        options = lead_options(leader, hand, public, caller, master)
        old = [card for card in hand if is_old(card, hand, public)]
        can_claim = fu[leader] + len(old) >= 6  # R17
        choice = rng.randrange(len(options) + can_claim)
        if choice == len(options):
            return leader, fu[leader] + len(old), _net(leader, fu[leader] + len(old), caller)
        best, best_seat = options[choice], leader
        _remove(hand, best)
        public += best
        for seat in ((leader + 1) % 3, (leader + 2) % 3):  # R12, R13
            answers = [p for p in plays_in(hands[seat]) if beats(p, best)]
            if answers:
                best, best_seat = rng.choice(answers), seat
                _remove(hands[seat], best)
                public += best
            else:
                for card in rng.sample(hands[seat], len(options[choice])):
                    hands[seat].remove(card)
        fu[best_seat] += len(options[choice])  # R14
        leader = best_seat
        if not hands[leader]:  # R18
            if fu[leader] >= 6:
                return leader, fu[leader], _net(leader, fu[leader], caller)
            return None, None, [0, 0, 0]


def _remove(hand: list[Card], play: list[Card]) -> None:
    for card in play:
        hand.remove(card)


def _net(winner: int, fu: int, caller: int) -> list[int]:
    """R19, R20."""
    amount = fu - 5
    if winner == caller:
        return [2 * amount if s == winner else -amount for s in range(3)]
    return [2 * amount if s == winner else -2 * amount if s == caller else 0 for s in range(3)]


def rate(deals: int, seed: int) -> float:
    """Complete random deals a second."""
    rng = random.Random(seed)
    start = time.perf_counter()
    for _ in range(deals):
        play_deal(rng)
    return deals / (time.perf_counter() - start)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"straightforward implementation: {rate(args.deals, args.seed):,.0f} random deals per second")
