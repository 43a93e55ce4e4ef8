"""What moves the expert's strength: the expert as it is against the expert with one setting changed, paired.

`python benchmarks/ai_variants.py --deals 400 --workers 2` plays the strength match of `ai.py` (the expert
against two basic AIs, seats rotating, a deal's seat and cards from the seed and its number alone) once as
the package is, then once for each variant, on the same deals with the same seeds. As long as the variant makes
the same choices, a deal goes exactly as before, so the paired difference of net points a deal measures the
variant's effect with far less noise than two separate matches. For each variant it prints the mean
difference with its 95% interval and how many deals came out otherwise.

The variants are the levers issue 19 pointed at: more sampled deals, no early dropping of candidates, more
tries for a sampled deal to fit the rules of thumb, every single card as a discard candidate, how much a lead
that may be beaten must add before the play-outs play on from a claim (``thumb.RISKED``), points added to or
taken from calling play (a test of whether the play-outs misjudge calling), play-outs whose own beats keep
sets, runs and Old cards, whose own combination leads weigh the Old cards they spend, and whose own single
leads keep Old singles for last. Two bounds close the list: the same expert with every sampled deal replaced by the
true deal, at its calls only and at every decision: what knowing the other hands would be worth.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections.abc import Callable
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from ai import interval, play_rotating  # noqa: E402  (the strength match of benchmarks/ai.py)


def _samples(n: int) -> None:
    from lukfu_teach.ai import expert

    expert.ExpertPlayer.__init__.__kwdefaults__["samples"] = n  # type: ignore[index]


def _no_pruning() -> None:
    from lukfu_teach.ai import search

    search.search.__defaults__ = (None, None, ((1.0, None),))


def _tries(n: int) -> None:
    from lukfu_teach.ai import sampling

    sampling.TRIES = n


def _every_single_discard() -> None:
    from lukfu_teach.ai import lookahead

    sensible = lookahead.discard_candidates

    def every(hand: int, public: int, size: int) -> list[int]:
        found = sensible(hand, public, size)
        singles = [1 << i for i in range(40) if hand >> i & 1] if size == 1 else []
        return found + [s for s in singles if s not in found]

    lookahead.discard_candidates = every


def _risked(n: int) -> None:
    from lukfu_teach.ai import thumb

    thumb.RISKED = n


def _call_bonus(points: float) -> None:
    from lukfu_teach.ai import search
    from lukfu_teach.engine.moves import Action

    add = search.Tally.add

    def add_bonus(self: Any, me: int, outcome: Any) -> None:
        add(self, me, outcome)
        if self.move.action is Action.PLAY:
            self.nets[-1] += points

    search.Tally.add = add_bonus  # type: ignore[method-assign]


def _keeps_the_full_model(enough: float, tries: int) -> None:
    """The sampler keeps the rules-of-thumb model (every call, lead, beat and discard replayed) down to ``enough``
    of the tried deals fitting (not 5%), with ``tries`` deals tried for a sample (not 25): looser models less often."""
    from lukfu_teach.ai import sampling

    sampling.ENOUGH, sampling.TRIES = enough, tries


def _weighs_old_beats_beside_a_spare_card() -> None:
    """The expert as it was before issue 19's last change: answering a single last, it weighs its Old beats even
    where a beat outside every set and run wins the trick as surely (``thumb.spare_beats``)."""
    from lukfu_teach.ai import lookahead

    lookahead.spare_beats = lambda hand, public, beats: list(beats)


def _beats_keep_combinations() -> None:
    """In its play-outs, the seat's own beats spare its sets, runs and Old cards: of the beats the rules of thumb
    would weigh (first to answer, those made of Old cards if any), the one that leaves the most of its hand's
    combination cards, then of its Old cards, then the lowest (``min`` keeps the first of equals: beats come
    weakest first)."""
    from lukfu_teach.ai import thumb
    from lukfu_teach.engine.old import old_mask

    def beat(beats: Any, hand: int, public: int, last: bool) -> int:
        combination, old = thumb.combination_cards(hand), old_mask(hand, public)

        def cost(play: int) -> tuple[int, int]:
            rest = hand ^ play
            lost = combination & ~thumb.combination_cards(rest), old & ~old_mask(rest, public | play)
            return lost[0].bit_count(), lost[1].bit_count()

        safe = [] if last else [p for p in beats if p & old == p]
        return min(safe or beats, key=cost)

    thumb.PlayOn.beat = staticmethod(beat)


def _leads_weigh_old_cards_spent() -> None:
    """In its play-outs, the seat's own combination leads weigh the Old cards they spend: the lead with the most
    fu toward six on average, its size times the chance nobody beats it less its Old cards (each counted already,
    and lost if it is beaten), where the rules of thumb take the most cards won on average."""
    from lukfu_teach.ai import thumb

    lead = thumb.PlayOn.lead

    def weighs(hand: int, singles: int, plays: Any, old: int, can_claim: bool, public: int) -> int:
        if can_claim or len(plays) == singles.bit_count():
            return lead(hand, singles, plays, old, can_claim, public)
        unseen = thumb.FULL_DECK & ~hand & ~public
        held, count = hand.bit_count(), unseen.bit_count()

        def toward_six(p: int) -> tuple[float, tuple[int, int, int]]:
            won = p.bit_count() * thumb.unbeaten_share(p, unseen, held, count)
            return won - (p & old).bit_count(), thumb.strength(p)

        return max((p for p in plays if p.bit_count() > 1), key=toward_six)

    thumb.PlayOn.lead = staticmethod(weighs)  # type: ignore[method-assign]


def _old_singles_last() -> None:
    """In its play-outs, the seat's own single leads (where it has no combination to lead) keep its Old singles
    for last: the lowest single it may lead that is not Old, where the rules of thumb lead an Old single first."""
    from lukfu_teach.ai import thumb

    lead = thumb.PlayOn.lead

    def low_first(hand: int, singles: int, plays: Any, old: int, can_claim: bool, public: int) -> int:
        if not can_claim and len(plays) == singles.bit_count() and singles & ~old:
            return thumb.lowest(singles & ~old, 1)
        return lead(hand, singles, plays, old, can_claim, public)

    thumb.PlayOn.lead = staticmethod(low_first)  # type: ignore[method-assign]


def _leads_know_what_beats_them() -> None:
    """Not a player but a bound: in its play-outs, the seat's own leads know which of its plays the sampled other
    hands can beat (it plays on from a claim with the safe lead adding the most cards that are not Old, else claims;
    otherwise it leads its strongest safe combination), so the gain is what a better lead policy could be worth."""
    from lukfu_teach.ai import lookahead, thumb
    from lukfu_teach.engine.plays import can_beat

    play_out, play_on, sampled = lookahead.Lookahead.play_out, thumb.PlayOn.lead, [(0, 0, 0)]

    def remembered(self: Any, move: Any, hands: tuple[int, int, int]) -> Any:
        sampled[0] = hands
        return play_out(self, move, hands)

    def safe(hand: int, public: int, play: int) -> bool:
        return not any(can_beat(h & ~public, play) for h in sampled[0] if not h & hand)

    def lead(hand: int, singles: int, plays: Any, old: int, can_claim: bool, public: int) -> int:
        unbeaten = [p for p in plays if safe(hand, public, p)]
        if can_claim:
            best = max(unbeaten, key=lambda p: ((p & ~old).bit_count(), thumb.strength(p)), default=0)
            return best if best & ~old else 0
        combinations = [p for p in unbeaten if p.bit_count() > 1]
        if combinations:
            return max(combinations, key=thumb.strength)
        return play_on(hand, singles, plays, old, can_claim, public)

    lookahead.Lookahead.play_out = remembered  # type: ignore[method-assign]
    thumb.PlayOn.lead = staticmethod(lead)  # type: ignore[method-assign]


def _sees_every_hand(calls_only: bool) -> None:
    """Not a player but a bound: every sampled deal is the true one (at calls only, or at every decision), so
    the gain is what knowing the other hands is worth to this look-ahead."""
    from lukfu_teach.ai import sampling
    from lukfu_teach.engine.deal import Deal
    from lukfu_teach.engine.moves import Action

    view, sample = Deal.view, sampling.ThumbSampler.sample
    true: list[Any] = [None, False]  # the hands of the deal being decided, and whether it is a call

    def viewed(deal: Deal, seat: int) -> Any:
        seen = view(deal, seat)
        true[:] = tuple(int(h) for h in deal.hands), seen.legal_moves.action is Action.PASS
        return seen

    def sampled(sampler: Any, rng: Any) -> Any:
        return true[0] if true[1] or not calls_only else sample(sampler, rng)

    Deal.view = viewed  # type: ignore[method-assign, assignment]
    sampling.ThumbSampler.sample = sampled  # type: ignore[method-assign, assignment]


def _together(*variants: Callable[[], None]) -> None:
    """Several variants at once."""
    for variant in variants:
        variant()


VARIANTS: dict[str, Callable[[], None]] = {
    "3,000 sampled deals (not 1,000)": lambda: _samples(3000),
    "no early dropping of candidates": _no_pruning,
    "200 tries to fit a sampled deal (not 25)": lambda: _tries(200),
    "every single card a discard candidate": _every_single_discard,
    "play on from a claim with a lead adding 1 (not 2)": lambda: _risked(1),
    "play on from a claim with a lead adding 3 (not 2)": lambda: _risked(3),
    "calling play valued 0.5 points higher": lambda: _call_bonus(0.5),
    "calling play valued 0.3 points lower": lambda: _call_bonus(-0.3),
    "rules-of-thumb model kept down to 0.3% fitting, 300 tries": lambda: _keeps_the_full_model(0.003, 300),
    "Old beats weighed answering last beside a spare card": _weighs_old_beats_beside_a_spare_card,
    "its play-outs' own beats keep sets, runs and Old cards": _beats_keep_combinations,
    "its play-outs' own combination leads weigh the Old cards they spend": _leads_weigh_old_cards_spent,
    "the two above together": lambda: _together(_beats_keep_combinations, _leads_weigh_old_cards_spent),
    "its play-outs' own single leads keep Old singles for last": _old_singles_last,
    "bound: its play-outs' leads know what beats them": _leads_know_what_beats_them,
    "bound: sees the other hands when it calls": lambda: _sees_every_hand(True),
    "bound: sees the other hands at every decision": lambda: _sees_every_hand(False),
}


def _set_up(variant: str | None) -> None:
    if variant is not None:
        VARIANTS[variant]()


def _deal(job: tuple[int, int]) -> float:
    number, seed = job
    return play_rotating(("expert", "basic", number, seed))["net"]


def nets(variant: str | None, deals: int, seed: int, workers: int) -> list[float]:
    """The tested seat's net points in each deal, with ``variant`` (``None``: the package as it is)."""
    jobs = [(i, seed) for i in range(deals)]
    with Pool(workers, initializer=_set_up, initargs=(variant,)) as pool:  # a fresh process for each variant
        return pool.map(_deal, jobs, chunksize=2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--only", action="append", help="a variant's name (repeatable); default: all")
    args = parser.parse_args()
    base = nets(None, args.deals, args.seed, args.workers)
    print(f"the expert as it is, {args.deals} deals: {statistics.fmean(base):+.3f} a deal", flush=True)
    for variant in args.only or VARIANTS:
        other = nets(variant, args.deals, args.seed, args.workers)
        change = interval([b - a for a, b in zip(base, other, strict=True)])
        moved = sum(a != b for a, b in zip(base, other, strict=True))
        print(f"  {variant:<52} {change['mean']:+.3f} ({change['low']:+.3f} to {change['high']:+.3f}), "
              f"{moved} deals came out otherwise", flush=True)  # fmt: skip


if __name__ == "__main__":
    main()
