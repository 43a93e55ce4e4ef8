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

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import anywidget
import traitlets as t

from .. import render
from ..cards import Card, CardSet, cards_in, parse_cards
from ..errors import ChoiceError
from ..i18n import _, language, nL_
from ..old import NotOld, Proof
from .common import speaking, widget_language

Status = Proof | NotOld | None

_ESM = r"""
function faceOf(face, selected, interactive) {
  const el = document.createElement(interactive ? "button" : "span");
  if (interactive) el.type = "button";
  update(el, face, selected, interactive);
  return el;
}

function update(el, face, selected, interactive) {
  const cls = face.cls + (selected ? " lukfu-selected" : "");
  if (el.className !== cls) el.className = cls;
  if (el.textContent !== face.code) el.textContent = face.code;
  el.title = face.title;
  el.dataset.code = face.code;
  el.setAttribute("aria-label", face.name);
  if (interactive) el.setAttribute("aria-pressed", selected ? "true" : "false");
  else el.setAttribute("role", "img");
}

function render({ model, el }) {
  el.classList.add("lukfu", "lukfu-picker");
  let lang = null;
  const row = document.createElement("div");
  row.className = "lukfu-picker-row";
  row.setAttribute("role", "group");
  row.setAttribute("data-lm-suppress-shortcuts", "true");  // JupyterLab leaves the arrow keys to the row
  el.appendChild(row);
  let focusCode = null;  // the card that takes the focus when Tab reaches the row (roving tabindex)

  function buttons() {
    return Array.from(row.children);
  }

  function draw() {
    const faces = model.get("faces") || [];
    const selected = new Set(model.get("selected") || []);
    const interactive = !model.get("readonly");
    const disabled = model.get("disabled");
    el.style.display = model.get("shown") ? "" : "none";  // (anywidget views do not follow _dom_classes changes)
    if (lang !== model.get("lang")) {  // the seals' words (render.STYLE): a class lukfu-lang-xx, none for English
      if (lang) el.classList.remove("lukfu-lang-" + lang);
      lang = model.get("lang");
      if (lang && lang !== "en") el.classList.add("lukfu-lang-" + lang);
    }
    row.setAttribute("aria-label", model.get("label"));  // every word comes from Python, in the widget's language
    row.classList.toggle("lukfu-compact", !!model.get("compact"));
    row.classList.toggle("lukfu-disabled", !!disabled);
    row.style.setProperty("--lukfu-n", String(Math.max(faces.length, 1)));
    const active = document.activeElement;
    const had = active && row.contains(active) ? active.dataset.code : null;
    const old = new Map(buttons().map((b) => [b.dataset.code, b]));
    const wanted = faces.map((face) => {
      let b = old.get(face.code);
      if (b && (b.tagName === "BUTTON") === interactive) update(b, face, selected.has(face.code), interactive);
      else b = faceOf(face, selected.has(face.code), interactive);
      return b;
    });
    wanted.forEach((b, i) => {
      if (row.children[i] !== b) row.insertBefore(b, row.children[i] || null);
    });
    while (row.children.length > wanted.length) row.removeChild(row.lastChild);
    if (!faces.some((f) => f.code === focusCode)) focusCode = faces.length ? faces[0].code : null;
    for (const b of wanted) {
      if (!interactive) continue;
      b.tabIndex = b.dataset.code === focusCode ? 0 : -1;
      b.setAttribute("aria-disabled", disabled ? "true" : "false");
    }
    if (had) {
      const again = wanted.find((b) => b.dataset.code === had);
      if (again && document.activeElement !== again) again.focus();
    }
  }

  function toggle(code) {
    if (model.get("disabled") || model.get("readonly")) return;
    const cards = model.get("cards") || [];
    const now = new Set(model.get("selected") || []);
    let next;
    if (now.has(code)) next = cards.filter((c) => c !== code && now.has(c));
    else if (model.get("multiple")) next = cards.filter((c) => c === code || now.has(c));
    else next = [code];
    model.set("selected", next);
    model.save_changes();
  }

  function moveFocus(to) {
    const all = buttons();
    if (!all.length) return;
    const b = all[Math.max(0, Math.min(all.length - 1, to))];
    focusCode = b.dataset.code;
    all.forEach((x) => (x.tabIndex = x === b ? 0 : -1));
    b.focus();
  }

  row.addEventListener("click", (event) => {
    const b = event.target.closest("button.lukfu-card");
    if (!b || !row.contains(b)) return;
    focusCode = b.dataset.code;
    toggle(b.dataset.code);
  });
  row.addEventListener("keydown", (event) => {
    const all = buttons();
    const at = all.indexOf(document.activeElement);
    if (at < 0) return;
    const keys = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1 };
    Object.assign(keys, { Home: 0, End: all.length - 1 });
    if (event.key in keys) {
      event.preventDefault();
      event.stopPropagation();
      moveFocus(keys[event.key]);
    } else if (event.key === " " || event.key === "Enter") {
      event.stopPropagation();  // the button's own click follows; JupyterLab must not run the cell
    }
  });
  row.addEventListener("focusin", (event) => {
    const b = event.target.closest("button.lukfu-card");
    if (b) focusCode = b.dataset.code;
  });

  const redraw = () => draw();
  const traits = ["faces", "selected", "disabled", "readonly", "label", "compact", "shown", "lang"];
  for (const name of traits) model.on(`change:${name}`, redraw);
  draw();
  model.send({ event: "ready" });  // the front end is there: the kernel may start what waited for it
  return () => {
    for (const name of traits) model.off(`change:${name}`, redraw);
  };
}

export default { render };
"""

# The row: one line of cards that overlap when the row is narrow (a 12-card hand never wraps).
PICKER_CSS = """
.lukfu-picker{max-width:100%;min-width:0}
.lukfu-picker-row{display:flex;flex-wrap:nowrap;align-items:flex-end;padding:12px 4px 4px 2px;min-height:20px;
 max-width:100%;box-sizing:border-box}
.lukfu-picker-row>.lukfu-card{flex:none;margin:0}
.lukfu-picker-row>.lukfu-card+.lukfu-card{
 margin-left:clamp(-20px,calc((100% - var(--lukfu-n) * 42px - 6px) / max(var(--lukfu-n) - 1, 1)),4px)}
.lukfu-picker-row.lukfu-compact{padding-top:10px}
.lukfu-picker-row.lukfu-compact>.lukfu-card{width:34px;height:84px;padding-bottom:4px;
 background-position:center 25px,0 0;background-size:20px 20px,8px 8px;font-size:11px}
.lukfu-picker-row.lukfu-compact>.lukfu-card::before{font-size:18px;top:4px}
.lukfu-picker-row.lukfu-compact>.lukfu-card.lukfu-old::after,
.lukfu-picker-row.lukfu-compact>.lukfu-card.lukfu-safe::after{top:45px;font-size:9px}
.lukfu-picker-row.lukfu-compact>.lukfu-card+.lukfu-card{
 margin-left:clamp(-16px,calc((100% - var(--lukfu-n) * 34px - 6px) / max(var(--lukfu-n) - 1, 1)),4px)}
.lukfu-picker-row>button.lukfu-card{cursor:pointer;appearance:none;-webkit-appearance:none}
.lukfu-picker-row>button.lukfu-card:hover{filter:brightness(.94);z-index:1}
.lukfu-picker-row>button.lukfu-card:focus{outline:none}
.lukfu-picker-row>button.lukfu-card:focus-visible{outline:3px solid var(--jp-ui-font-color0,#111);
 outline-offset:2px;z-index:2}
.lukfu-picker-row>button.lukfu-card.lukfu-selected:focus-visible,
.lukfu-picker-row>button.lukfu-card.lukfu-selected:hover{box-shadow:0 0 0 3px #1b5fc1,0 4px 6px rgba(0,0,0,.35)}
.lukfu-picker-row.lukfu-disabled>button.lukfu-card{cursor:default}
.lukfu-picker-row.lukfu-disabled>button.lukfu-card:hover{filter:none}
.lukfu-picker-row>button.lukfu-card.lukfu-hint{outline:3px dashed #127a3a;outline-offset:3px}
.lukfu-picker-row>button.lukfu-card.lukfu-focus{outline:3px solid #222;outline-offset:3px}
.lukfu-picker-row>button.lukfu-card.lukfu-wrong{outline:3px dotted #b3120f;outline-offset:5px}
.lukfu-theme-contrast .lukfu-picker-row>button.lukfu-card.lukfu-selected{box-shadow:0 0 0 4px #000}
"""


def _codes(cards: Iterable[Card | str] | str) -> list[str]:
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

    _esm = _ESM
    _css = render.STYLE.removeprefix("<style>").removesuffix("</style>") + PICKER_CSS.replace("\n", "")

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

    def on_ready(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` once a page has drawn the row (each time one does)."""
        self._ready_callbacks.append(callback)

    def _message(self, _: Any, content: Any, buffers: Any) -> None:
        if isinstance(content, dict) and content.get("event") == "ready":
            self.ready = True
            for callback in list(self._ready_callbacks):
                callback()
