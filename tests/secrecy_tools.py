"""Tools of the secrecy tests: what a learner can read in a widget, and deals a seat cannot tell apart.

``visible(widget)`` reads a widget tree the way the browser shows it: the
text and tooltips of every HTML value, label, button, menu and slider, and
the classes, from the models only (never from private fields).
``redeal_unseen(deal, seat, rng)`` deals the cards ``seat`` could not see
another way, consistent with everything it saw: the same calls and face-up
plays, the same hand sizes, its own hand and discards; other seats'
discards stay face down but may hold other cards. Every candidate is
replayed by the engine, so each discard still could not beat (R12), each
noncaller's single still obeys R16d and a claim still lays down every Old
card (R17).
"""

from __future__ import annotations

import random
import re
from html.parser import HTMLParser

import ipywidgets as ipw

from lukfu_teach.engine.cards import cards_in
from lukfu_teach.engine.deal import Deal
from lukfu_teach.engine.moves import Action, Move
from lukfu_teach.errors import IllegalMoveError
from lukfu_teach.words.secrecy import named_cards

_SHOWN_ATTRIBUTES = ("title", "alt", "aria-label", "placeholder", "value")


class _Text(HTMLParser):
    """The text a browser shows of an HTML fragment, tooltips included (not styles or scripts)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("style", "script"):
            self._skip += 1
        self.parts += [value for name, value in attrs if name in _SHOWN_ATTRIBUTES and value]

    def handle_endtag(self, tag: str) -> None:
        if tag in ("style", "script"):
            self._skip -= 1

    def handle_data(self, data: str) -> None:
        if not self._skip and data.strip():
            self.parts.append(data)


def html_text(markup: str) -> str:
    parser = _Text()
    parser.feed(markup)
    parser.close()
    return re.sub(r"\s+", " ", " ".join(parser.parts)).strip()


def visible(widget: ipw.Widget, path: str = "") -> list[tuple[str, str, tuple[str, ...]]]:
    """``(path, text, classes)`` for every widget of the tree under ``widget``, in order."""
    texts = []
    if isinstance(widget, (ipw.HTML, ipw.HTMLMath, ipw.Label)):
        texts.append(html_text(widget.value))
    if isinstance(widget, ipw.Button):
        texts.append(widget.description)
    if isinstance(widget, (ipw.Dropdown, ipw.Select, ipw.ToggleButtons)):
        texts += [str(label) for label in widget._options_labels] + [str(widget.label)]
    if isinstance(widget, (ipw.Text, ipw.IntSlider, ipw.Play)):
        texts.append(str(widget.value))
    for face in getattr(widget, "faces", ()):  # a row of cards (CardPicker): each card's code, tooltip and name
        texts += [face["code"], face["title"], face["name"]]
    label = getattr(widget, "label", None)
    if isinstance(widget, ipw.DOMWidget) and hasattr(widget, "faces") and label:
        texts.append(label)
    for name in ("description", "tooltip", "placeholder"):
        value = getattr(widget, name, None)
        if isinstance(value, str) and value:
            texts.append(value)
    display = getattr(getattr(widget, "layout", None), "display", None)
    out = [(path, " | ".join(texts), (*getattr(widget, "_dom_classes", ()), f"display={display}"))]
    for i, child in enumerate(getattr(widget, "children", ())):
        out += visible(child, f"{path}/{i}")
    return out


def text_of(widget: ipw.Widget) -> str:
    """All the text a learner can read in ``widget``, in one string."""
    return "\n".join(text for _, text, _ in visible(widget) if text)


# -- "names a hidden card": the exception for unaccounted-for cards --------------------------------

_CODES = r"[CSMT][1-9](?:(?:,\s*|\s+(?:and|och)\s+|\s+(?:or|eller)\s+|\s+)[CSMT][1-9])*"
_SUIT = r"(?:Coins|Strings|Myriads|Tens)"
_SV_SUIT = r"(?:Mynt|Snören|Myriader|Tior)"
_UNACCOUNTED = re.compile(
    rf"{_CODES}\s+(?:(?:is|are)\s+(?:still\s+)?(?:unaccounted for|unseen)|har\s+(?:ännu\s+)?inte\s+visats|är\s+(?:ännu\s+)?inte\s+kän(?:t|da))"
    # the AIs' ways to name unseen cards as unseen: which unseen cards can beat a single, which are
    # unseen in a suit, which of them a seat cannot hold (R12, R16d), that a seat may hold Bak Chi
    rf"|(?:Only )?{_CODES} can beat (?:Mau Gung|Bak Chi|{_SUIT} [1-9]) \(R10\): (?:it is|they are) unseen"
    rf"|\b{_SUIT} unseen by \w+: {_CODES} \(\d+ cards?\)"
    rf"|\b\w+ cannot hold {_CODES} \((?:R12|R16d)(?:, (?:R12|R16d))*\)"
    r"|\bbut Bak Chi \(T1\), which is always Old \(R16a\)"
    # the same in Swedish
    rf"|(?:Bara )?{_CODES} kan slå (?:Mau Gung|Bak Chi|{_SV_SUIT} [1-9]) \(R10\): (?:det är osett|de är osedda)"
    rf"|\b{_SV_SUIT} som \w+ inte har sett: {_CODES} \(\d+ kort\)"
    rf"|\b\w+ kan inte ha {_CODES} \((?:R12|R16d)(?:, (?:R12|R16d))*\)"
    r"|\butom Bak Chi \(T1\), som alltid är gammalt \(R16a\)"
)


def hidden_named(text: str, unseen: int) -> list[str]:
    """The cards of ``unseen`` that ``text`` names, except as unseen ("X is unaccounted for / unseen",
    Swedish "X är inte känt/kända", and the AIs' sentences that count the unseen cards or say which a seat
    cannot hold, in English and in Swedish)."""
    return [str(c) for c in cards_in(named_cards(_UNACCOUNTED.sub("", text)) & unseen)]


# -- deals a seat cannot tell apart --------------------------------------------------------------


def _public_by(deal: Deal, seat: int) -> int:
    return sum(m.mask for m in deal.moves if m.seat == seat and m.action is not Action.DISCARD)


def replay(deal: Deal, dealt: tuple[int, int, int], discards: dict[int, int]) -> Deal | None:
    """``deal``'s calls and moves from other hands as dealt, with the discards of ``discards``
    (move index -> cards); None when a move is then illegal."""
    new = Deal.from_hands([cards_in(h) for h in dealt], deal.master, deal.rules)
    try:
        for i, call in enumerate(deal.calls):
            new.apply(Move((deal.master + i) % 3, call))
        for i, move in enumerate(deal.moves):
            new.apply(Move(move.seat, move.action, discards.get(i, move.mask)))
    except IllegalMoveError:
        return None
    new.redeals = deal.redeals
    return new


def redeal_unseen(deal: Deal, seat: int, rng: random.Random, swaps: int = 40) -> Deal | None:
    """``deal`` (replayed to the same point) with the cards ``seat`` could not see dealt otherwise.

    Cards are swapped between the other hands and the other seats' face-down
    discards, one pair at a time, keeping each swap the engine accepts. None
    when no swap is consistent with what ``seat`` saw (nothing to hide).
    """
    others = [s for s in (0, 1, 2) if s != seat]
    claimed = sum(m.mask for m in deal.moves if m.action is Action.CLAIM)
    slots: dict[tuple[str, int], int] = {("hand", o): deal.hands[o] & ~claimed for o in others}
    owner = {("hand", o): o for o in others}
    for i, move in enumerate(deal.moves):
        if move.action is Action.DISCARD and move.seat != seat:
            slots[("discard", i)] = move.mask
            owner[("discard", i)] = move.seat
    keys = [k for k, mask in slots.items() if mask]
    if len(keys) < 2:
        return None
    first, found = dict(slots), None
    for _ in range(swaps):
        a, b = rng.sample(keys, 2)
        x = rng.choice(cards_in(slots[a])).bit
        y = rng.choice(cards_in(slots[b])).bit
        trial = dict(slots)
        trial[a], trial[b] = slots[a] ^ x | y, slots[b] ^ y | x
        dealt = [deal.hands[seat] | deal.discards[seat] | _public_by(deal, seat)] * 3
        for o in others:
            dealt[o] = _public_by(deal, o) | sum(m for k, m in trial.items() if owner[k] == o)
        new = replay(deal, (dealt[0], dealt[1], dealt[2]), {k[1]: m for k, m in trial.items() if k[0] == "discard"})
        if new is not None:
            slots = trial
            found = new if trial != first else None
    return found
