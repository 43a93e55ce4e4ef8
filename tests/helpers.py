"""Test helpers: build deals and positions from card codes."""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any, TypeVar

from lukfu_teach.engine.cards import DECK, CardSet, mask_of
from lukfu_teach.engine.deal import Deal
from lukfu_teach.engine.moves import Action, Move
from lukfu_teach.engine.seats import Seat
from lukfu_teach.engine.state import Phase, Rules
from lukfu_teach.i18n import Text

T = TypeVar("T")


def known(value: T | None) -> T:
    """``value``, which the test knows is there (a position's caller, a deal's result): asserted, not cast."""
    assert value is not None
    return value


def three(items: Iterable[T]) -> tuple[T, T, T]:
    """Three things, one a seat (hands, masks), as the 3-tuple the engine takes."""
    first, second, third = items
    return first, second, third


def as_text(value: Text | str) -> Text:
    """Words that are a ``Text`` (every language: an AI's reasons, a drill's prompt), as the test expects."""
    assert isinstance(value, Text), repr(value)
    return value


def cards(text: str) -> int:
    """A mask from codes: ``cards("S7 S8")``."""
    return CardSet.parse(text)


def deal_with(hands: list[str], master: int = 0, rules: Rules | None = None) -> Deal:
    """A deal from three hands, where the third may be ``"rest"`` (every other card)."""
    masks = [cards(h) if h != "rest" else 0 for h in hands]
    rest = mask_of(DECK) & ~(masks[0] | masks[1] | masks[2])
    masks = [m or rest for m in masks]
    return Deal._of(three(masks), master, rules)  # unchecked: a test's set-up


# You answer West's M5 last with M7 (in no set or run) or the Old M9; the look-ahead's figure for M9 is the higher
SPARE_M7_OR_OLD_M9 = (
    "C13468S258M79T35/S13467M12568T78/C2579S9M34T12469 2 0 R8,R16d 2:play 2:lead:C9,S9,T9 0:discard:C3,S2,T3 "
    "1:discard:S1,M1,M2 2:lead:T1 0:discard:C4 1:discard:S3 2:lead:C2 0:beat:C8 1:discard:S4 0:lead:T5 1:beat:T7 "
    "2:discard:T2 1:lead:M5 2:discard:M3"
)


def position(
    hands: list[str],
    *,
    caller: int,
    master: int = 0,
    to_act: int,
    public: str = "",
    fu: tuple[int, int, int] = (0, 0, 0),
    rules: Rules | None = None,
) -> Deal:
    """A mid-deal position at a lead, set up directly (for rules that need one)."""
    deal = Deal._of(three(cards(h) for h in hands), master, rules)  # unchecked
    deal._public, deal.fu, deal.caller = cards(public), list(fu), caller
    deal.phase, deal.to_act = Phase.PLAYING, to_act
    deal.calls = [*[Action.PASS] * Seat(master).turn_order().index(caller), Action.PLAY]
    return deal


def call(deal: Deal, *calls: str) -> Deal:
    """Make the calls, in turn from the Master."""
    for word in calls:
        deal.apply(Move.of(known(deal.to_act), word))
    return deal


def random_deals(n: int, seed: int = 0, rules: Rules | None = None):
    """``n`` complete deals played with uniformly random legal moves."""
    rng = random.Random(seed)
    for _ in range(n):
        deal = Deal.new(rng, rules=rules)
        while not deal.is_over:
            deal.apply(deal.legal_moves.sample(rng))
        yield deal


def press(table: Any, move: Move) -> bool:
    """Make ``move`` at a ``PlayTable`` as the learner does: its call's button, Claim, or its cards selected and
    played; whether the table took it."""
    if move.is_call:
        return table.call(move.action)
    if move.action is Action.CLAIM:
        return table.claim()
    table.select(move.cards)
    return table.play_selected()


def play_one(table: Any) -> None:
    """The learner's first legal move at a ``PlayTable`` (a claim when it can)."""
    legal = table.deal.legal_moves
    assert press(table, legal.claim or next(iter(legal))), table.message.value


def play_to_the_end(table: Any) -> Any:
    """``table`` played to the end by the learner's first legal move every time: a fixed path."""
    while not table.deal.is_over:
        play_one(table)
    return table


def unstored_widgets(nb) -> list[str]:
    """The widget views a saved notebook shows whose model state it does not store (JupyterLab could not draw them)."""
    views = [
        output["data"]["application/vnd.jupyter.widget-view+json"]["model_id"]
        for cell in nb.cells
        if cell.cell_type == "code"
        for output in cell.outputs
        if "application/vnd.jupyter.widget-view+json" in output.get("data", {})
    ]
    state = nb.metadata.get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {}).get("state", {})
    return [model for model in views if model not in state]
