"""Inside the expert's decisions over a strength match: which sampling model they used, and its Old-card discards.

`python benchmarks/expert_inside.py --deals 300` plays the expert-against-two-basic match of `ai.py` (seats
rotating, the same deals and seeds) and prints, for the expert's sampled decisions:

- **sampling models**: how many used each of ``sampling.MODELS`` (the rules of thumb for every move seen, the calls
  and discards only, uniform): the looser models stand in when too few tried deals fit every move;
- **Old-card discards**: each discard that gave up an Old card where a discard keeping more Old cards was weighed on
  as many sampled deals: how much more the chosen one scored than the best such keeper (net points a deal, by the
  expert's figures), and in how many the seat won hardly ever (under 5%) with either, so that keeping the Old card
  would not have made six (the gist then says so: ``gist._gives_up_old``).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from ai import play_rotating  # noqa: E402  (the strength match of benchmarks/ai.py)

from lukfu_teach.ai import expert, lookahead  # noqa: E402
from lukfu_teach.ai.gist import HARDLY_EVER  # noqa: E402
from lukfu_teach.engine.moves import Action  # noqa: E402
from lukfu_teach.engine.view import SeatView  # noqa: E402


def watch() -> tuple[Counter[str], list[tuple[float, bool]]]:
    """Record, from now on, each expert decision's sampling model and each of its Old-card discards (the gain over
    the best keeper, and whether the seat wins hardly ever either way)."""
    models: Counter[str] = Counter()
    discards: list[tuple[float, bool]] = []
    looked, decide = lookahead.Lookahead.__init__, expert.ExpertPlayer.decide

    def counted(self: lookahead.Lookahead, *args: Any, **kwargs: Any) -> None:
        looked(self, *args, **kwargs)
        models[self.model] += 1

    def decided(self: expert.ExpertPlayer, view: SeatView) -> Any:
        decision = decide(self, view)
        old, move = view.old_mask(), decision.move
        if move.action is Action.DISCARD and decision.samples and move.mask & old:
            chosen = next(a for a in decision.alternatives if a.move == move)
            keepers = [a for a in decision.alternatives if a.samples >= chosen.samples
                       and (a.move.mask & old).bit_count() < (move.mask & old).bit_count()]  # fmt: skip
            if keepers:
                keeper = max(keepers, key=lambda a: a.expected_net or 0.0)
                hopeless = max(chosen.win_rate or 0.0, keeper.win_rate or 0.0) < HARDLY_EVER
                discards.append(((chosen.expected_net or 0.0) - (keeper.expected_net or 0.0), hopeless))
        return decision

    lookahead.Lookahead.__init__ = counted  # type: ignore[method-assign]
    expert.ExpertPlayer.decide = decided  # type: ignore[method-assign]
    return models, discards


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    models, discards = watch()
    for number in range(args.deals):
        play_rotating(("expert", "basic", number, args.seed))
    total = sum(models.values())
    print(f"{args.deals} deals, {total} sampled decisions of the expert:")
    for model, count in models.most_common():
        print(f"  {model:<20} {count:>5} ({count / total:.1%})")
    gains = sorted(gain for gain, _ in discards)
    print(f"{len(discards)} Old-card discards with a keeper weighed on as many deals; the seat wins hardly ever "
          f"either way in {sum(h for _, h in discards)}")  # fmt: skip
    if gains:
        print(f"  gain over the best keeper: median {statistics.median(gains):+.2f}, from {gains[0]:+.2f} to "
              f"{gains[-1]:+.2f}; under 0.10 in {sum(g < 0.1 for g in gains)}")  # fmt: skip


if __name__ == "__main__":
    main()
