"""``CardPicker``: a row of cards the learner selects by click or keyboard, as ONE widget model.

The faces are ``render``'s cards (suit emblem, rank, code, the Old and safe seals, the tooltip
naming the card and its proof); the browser side is a small ES module run by anywidget, which
works alike in JupyterLab, Voilà and JupyterLite. Keyboard: Tab reaches the row, the arrow keys
(and Home, End) move between the cards, Space or Enter selects or unselects the focused card.
Each card is a button whose accessible name is its name and mark ("Strings 7, Old") and whose
``aria-pressed`` says whether it is selected; the focus ring shows on selected cards too.

>>> picker = CardPicker(["S7", "C1"], label="Your hand")
>>> picker.cards, picker.selected
(['C1', 'S7'], [])
>>> picker.select("S7"); picker.selected
['S7']
>>> picker.faces[1]["name"]
'Strings 7'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import anywidget
import traitlets as t

from ..engine.cards import Card, CardSet, cards_in, parse_cards
from ..engine.old import NotOld, Proof
from ..errors import ChoiceError, NotationError
from ..i18n import L_, _, language, nL_
from ..pictures import render
from ..records.jsonio import quote
from .common import speaking, widget_language

Status = Proof | NotOld | None

HERE = Path(__file__).parent  # picker.js (the page side, run by anywidget) and picker.css beside this file


def one_card(card: object) -> Card:
    """A card from a ``Card`` or its code (``"S7"``); anything else: a ``NotationError`` quoting it shortly."""
    if not isinstance(card, (Card, str)):
        raise NotationError(L_("{card} is not a card (cards are C, S, M or T followed by 1-9)", card=quote(card)))
    with _short(card):
        return Card.parse(card)


@contextmanager
def _short(given: object) -> Iterator[None]:
    """A refusal that would repeat a long input in full quotes only its start (a message is one short line)."""
    try:
        yield
    except NotationError as err:
        if len(str(err)) <= 200:
            raise
        raise NotationError(L_("{cards} is not a list of cards (cards are C, S, M or T followed by 1-9)",
                               cards=quote(given))) from None  # fmt: skip


def _codes(cards: Iterable[Card | str] | str) -> list[str]:
    """The codes of ``cards`` (a text like ``"S3 S4"`` or codes and cards); not cards: a ``NotationError``."""
    if isinstance(cards, Card):
        return [str(cards)]
    if not isinstance(cards, (str, Iterable)):
        raise NotationError(L_("{cards} is not a list of cards (cards are C, S, M or T followed by 1-9)",
                               cards=quote(cards)))  # fmt: skip
    with _short(cards):
        return [str(c) for c in parse_cards(cards)] if cards else []


def _name(card: Card, status: Status) -> str:
    """The accessible name: the card's name and its mark ("Strings 7, Old"), in the current language."""
    if isinstance(status, Proof):
        # TRANSLATORS: a card's accessible name (read by a screen reader): "Strings 7, Old"
        return _("{card}, Old", card=card.name)
    if isinstance(status, NotOld) and status.safe:
        # TRANSLATORS: a card's accessible name: "Strings 7, safe" (safe but unproven, R16)
        return _("{card}, safe", card=card.name)
    return card.name


class CardPicker(anywidget.AnyWidget):
    """A row of cards; the learner selects some (``multiple``) or one.

    ``cards`` (codes, in suit and rank order) and ``selected`` (codes, synced both ways: observe it
    with ``picker.observe(f, "selected")``) are the state; ``disabled`` keeps the cards shown but
    not selectable; ``readonly`` shows a hand that is not for selecting at all. ``show`` sets the
    cards with their Old/safe status (the seals and tooltips) and extra marks (``lukfu-hint``,
    ``lukfu-wrong``, ``lukfu-focus``) in one message. A selection naming a card not in the row
    (a stale message from the page) is cut to the row's cards; ``select`` refuses one. ``lang`` is the
    language of the names, tooltips and seals (``None``: the current one); ``label`` names the row for a
    screen reader (default: "Cards" in that language).
    """

    _esm = HERE / "picker.js"
    _css = render.STYLE.removeprefix("<style>").removesuffix("</style>") + (HERE / "picker.css").read_text("utf-8")

    cards = t.List(t.Unicode()).tag(sync=True)
    selected = t.List(t.Unicode()).tag(sync=True)
    disabled = t.Bool(False).tag(sync=True)
    multiple = t.Bool(True).tag(sync=True)
    readonly = t.Bool(False).tag(sync=True)
    compact = t.Bool(False).tag(sync=True)
    label = t.Unicode("").tag(sync=True)
    shown = t.Bool(True).tag(sync=True)  # False: the row is not drawn at all (``common.show`` sets it)
    faces = t.List(t.Dict()).tag(sync=True)  # what the page draws: code, classes, tooltip, accessible name
    lang = t.Unicode("en").tag(sync=True)  # the language of the faces' words (and the seals' class)

    def __init__(
        self,
        cards: Iterable[Card | str] | str = (),
        *,
        multiple: bool = True,
        label: str = "",
        readonly: bool = False,
        disabled: bool = False,
        compact: bool = False,
        status: Mapping[Card, Status] | None = None,
        marks: Mapping[Card, Sequence[str]] | None = None,
        lang: str | None = None,
        **kwargs: Any,
    ) -> None:
        code = widget_language(lang)
        if not label:
            with language(code):
                label = _("Cards")
        self._status: dict[Card, Status] = dict(status or {})
        self._marks: dict[Card, tuple[str, ...]] = {c: tuple(m) for c, m in (marks or {}).items()}
        self._ready_callbacks: list[Callable[[], None]] = []
        self.ready = False  # a page has drawn the row (its "ready" message came)
        super().__init__(
            cards=_codes(cards),
            multiple=multiple,
            label=label,
            readonly=readonly,
            disabled=disabled,
            compact=compact,
            lang=code,
            **kwargs,
        )
        self.faces = self._faces()
        self.on_msg(self._message)

    def __repr__(self) -> str:
        return f"CardPicker({' '.join(self.cards)!r}, selected={' '.join(self.selected)!r})"

    # -- state -----------------------------------------------------------------------------------

    @t.validate("cards")
    def _valid_cards(self, proposal: Any) -> list[str]:
        return [str(c) for c in cards_in(CardSet.parse(proposal["value"]))]

    @t.validate("selected")
    def _valid_selected(self, proposal: Any) -> list[str]:
        wanted = set(proposal["value"])
        chosen = [c for c in self.cards if c in wanted]
        return chosen[-1:] if not self.multiple and len(chosen) > 1 else chosen

    @t.observe("cards")
    def _cards_changed(self, change: Any) -> None:
        self.selected = [c for c in self.selected if c in change["new"]]
        self.faces = self._faces()

    def set_language(self, lang: str, label: str | None = None) -> None:
        """Name the cards (tooltips, accessible names, seals) in ``lang``, with the row's new ``label``;
        the cards and the selection stay."""
        code = widget_language(lang)
        with self.hold_sync():
            self.lang = code
            if label is not None:
                self.label = label
            faces = self._faces()
            if faces != self.faces:
                self.faces = faces

    @speaking
    def _faces(self) -> list[dict[str, str]]:
        faces = []
        for code in self.cards:
            card = Card.parse(code)
            status = self._status.get(card)
            classes = [*render.card_classes(card, status), *self._marks.get(card, ())]
            faces.append(
                {
                    "code": code,
                    "cls": " ".join(classes),
                    "title": render.card_title(card, status),
                    "name": _name(card, status),
                }
            )
        return faces

    def show(
        self,
        cards: Iterable[Card | str] | str,
        status: Mapping[Card, Status] | None = None,
        marks: Mapping[Card, Sequence[str]] | None = None,
    ) -> None:
        """Draw ``cards`` with their Old/safe ``status`` and extra ``marks`` (classes); a selected card
        that is no longer in the row is unselected. Only what changed is sent, in one message."""
        self._status = dict(status or {})
        self._marks = {c: tuple(m) for c, m in (marks or {}).items()}
        with self.hold_sync():
            codes = _codes(cards)
            if codes != self.cards:
                self.cards = codes  # the observer redraws the faces
            faces = self._faces()
            if faces != self.faces:
                self.faces = faces

    def select(self, cards: Iterable[Card | str] | str) -> None:
        """Select exactly ``cards`` (``"S3 S4 S5"``); a card not in the row is refused."""
        codes = _codes(cards)
        missing = [c for c in codes if c not in self.cards]
        if missing:
            raise ChoiceError(nL_("{cards} is not among the cards shown", "{cards} are not among the cards shown",
                                  len(missing), cards=" ".join(missing)))  # fmt: skip
        if not self.multiple and len(codes) > 1:
            raise ChoiceError(nL_("only one card can be selected here, not {cards}",
                                  "only one card can be selected here, not {cards}", len(codes),
                                  cards=" ".join(codes)))  # fmt: skip
        self.selected = codes

    def clear(self) -> None:
        self.selected = []

    @property
    def selected_cards(self) -> list[Card]:
        return [Card.parse(c) for c in self.selected]

    # -- the page --------------------------------------------------------------------------------

    def scroll_into_view(self) -> None:
        """Ask the page to scroll the widget holding this row into view (in JupyterLab; not in Voilà)."""
        self.send({"event": "scroll-into-view"})

    def on_ready(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` once a page has drawn the row (each time one does)."""
        self._ready_callbacks.append(callback)

    def _message(self, _: Any, content: Any, buffers: Any) -> None:
        if isinstance(content, dict) and content.get("event") == "ready":
            self.ready = True
            for callback in list(self._ready_callbacks):
                callback()
