"""Cards, hands, tricks and tables as HTML (no ipywidgets import).

Every function returns an ``HTML`` fragment: a ``str`` that displays itself
in a notebook (``_repr_html_`` adds the stylesheet and the theme). Cards are
the slender Hakka money cards: a big rank, the suit's emblem (a cash coin, a
string of cash, a figure for Myriads, the cross of Tens), a suit pattern and
the code, so a suit is told apart by shape and letter as well as colour.

An Old card carries an "OLD" seal and a double frame (it reads without
colour) and its proof in the tooltip; a card known safe only through the
seat's own discards carries a "SAFE?" seal. The class names are stable
(``lukfu-card``, ``lukfu-old``, ``lukfu-safe``, ``lukfu-back``, ...): tests
and the widgets rely on them. The theme is a parameter: ``fragment.themed("contrast")``
displays a fragment in the high-contrast theme, for projectors; widgets and
handouts take ``theme=`` too.

>>> drawn = hand(CardSet.parse("C1 S7"))
>>> drawn.text, "lukfu-named" in drawn
('C1 S7', True)
>>> drawn.themed("contrast")._repr_html_().startswith('<div class="lukfu lukfu-theme-contrast">')
True
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any
from urllib.parse import quote

from ..engine.cards import Card, CardSet, Suit, cards_in, codes
from ..engine.deal import Deal
from ..engine.moves import Action, Trick
from ..engine.old import NotOld, Proof, not_old, old_proofs, safe_mask
from ..engine.plays import Play, shape_phrase
from ..engine.seats import Seat
from ..engine.state import PublicState
from ..engine.view import SeatView
from ..errors import ChoiceError, shown
from ..i18n import L_, N_, SOURCE, SUPPORTED, _, get_language, ngettext, number, percent, pick
from ..words import explain
from ..words.terms import cards as count_cards
from ..words.terms import seat_name as person

THEMES = ("default", "contrast")


class HTML(str):
    """An HTML fragment that displays itself in Jupyter, styled in its ``theme``.

    ``text`` is a plain-text stand-in for IPython's ``text/plain`` (what
    nbval compares and a terminal shows), e.g. ``"S3 S4 S5"``.
    """

    text: str
    theme: str

    def __new__(cls, markup: str, text: str = "", theme: str = "default") -> HTML:
        obj = super().__new__(cls, markup)
        obj.text = text
        obj.theme = theme
        return obj

    def themed(self, theme: str) -> HTML:
        """The same fragment, displayed in ``theme`` (``"default"`` or ``"contrast"``, for projectors)."""
        return HTML(self, self.text, theme_name(theme))

    def _repr_html_(self) -> str:
        return page(self, self.theme)

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(self.text or "<HTML>")

    def __add__(self, other: str) -> HTML:
        text = " ".join(t for t in (self.text, getattr(other, "text", "")) if t)
        return HTML(str.__add__(self, other), text, self.theme)


def theme_name(theme: str | None) -> str:
    """``theme``, checked; ``None`` is the default theme."""
    if theme is None:
        return "default"
    if theme not in THEMES:
        themes = ", ".join(THEMES)
        raise ChoiceError(L_("{theme} is not a theme (themes: {themes})", theme=shown(theme, quote="'"), themes=themes))
    return theme


def theme_class(theme: str | None = None) -> str:
    """The class that selects a theme on a container: ``lukfu-theme-contrast``."""
    return f"lukfu-theme-{theme_name(theme)}"


def lang_class(lang: str | None = None) -> str:
    """The class that gives a container's cards their seals in a language other than English:
    ``lukfu-lang-sv`` (default: the current language; English needs none, ``""``)."""
    code = lang or get_language()
    return "" if code == SOURCE else f"lukfu-lang-{code}"


def page(fragment: str, theme: str | None = None) -> str:
    """A fragment ready to display on its own: the stylesheet, in a themed container (seals in the current
    language)."""
    langs = lang_class()
    return f'<div class="lukfu {theme_class(theme)}{" " * bool(langs)}{langs}">{STYLE}{fragment}</div>'


def esc(text: object) -> str:
    return html.escape(str(text), quote=True)


# -- the look: suit emblems, patterns, the stylesheet ------------------------------------------

INK = {Suit.COINS: "#1d4f8c", Suit.STRINGS: "#1d6b35", Suit.MYRIADS: "#a3191d", Suit.TENS: "#3b2a63"}
PAPER = "#fbf6e9"
_EMBLEM = {  # 40x40 drawings; {ink} and {paper} filled in per theme
    Suit.COINS: '<circle cx="20" cy="20" r="16" fill="{ink}"/><circle cx="20" cy="20" r="12" fill="none" '
    'stroke="{paper}" stroke-width="1.6"/><rect x="15" y="15" width="10" height="10" fill="{paper}"/>',
    Suit.STRINGS: '<path d="M20 1v38" stroke="{ink}" stroke-width="2.4"/>'
    + "".join(
        f'<ellipse cx="20" cy="{y}" rx="10" ry="5.2" fill="{{ink}}"/><rect x="18" y="{y - 1.6}" '
        'width="4" height="3.2" fill="{paper}"/>'
        for y in (9, 20, 31)
    ),
    Suit.MYRIADS: '<circle cx="20" cy="8.5" r="6" fill="{ink}"/><path d="M9 39l4-22h14l4 22z" fill="{ink}"/>'
    '<path d="M13 21l-8 9M27 21l8 9" stroke="{ink}" stroke-width="3" stroke-linecap="round"/>'
    '<path d="M16 27h8" stroke="{paper}" stroke-width="2"/>',
    Suit.TENS: '<rect x="16.5" y="2" width="7" height="36" fill="{ink}"/><rect x="3" y="13" width="34" height="7" '
    'fill="{ink}"/><rect x="1.5" y="1.5" width="37" height="37" fill="none" stroke="{ink}" stroke-width="1.5"/>',
}
_PATTERN = {  # 8x8 tiles behind the emblem
    Suit.COINS: '<circle cx="4" cy="4" r="1.3" fill="{ink}"/>',
    Suit.STRINGS: '<rect x="3.4" y="0" width="1.2" height="8" fill="{ink}"/>',
    Suit.MYRIADS: '<path d="M-1 9L9 -1M-1 1L1 -1M7 9L9 7" stroke="{ink}" stroke-width="1.1"/>',
    Suit.TENS: '<path d="M4 1v6M1 4h6" stroke="{ink}" stroke-width="1.1"/>',
}
_BACK = (
    '<rect width="12" height="12" fill="#7a2418"/><path d="M6 0L12 6L6 12L0 6Z" fill="none" '
    'stroke="#e6c27a" stroke-width="1.2"/><circle cx="6" cy="6" r="1.4" fill="#e6c27a"/>'
)


def _svg_url(body: str, size: int, opacity: float = 1.0) -> str:
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" viewBox="0 0 {size} {size}">'
        f'<g opacity="{opacity}">{body}</g></svg>'
    )
    return f'url("data:image/svg+xml,{quote(svg, safe=" =:/,.-")}")'


def _suit_rules() -> str:
    rules = []
    for suit in Suit:
        letter = suit.letter
        emblem = _svg_url(_EMBLEM[suit].format(ink=INK[suit], paper=PAPER), 40)
        pattern = _svg_url(_PATTERN[suit].format(ink=INK[suit]), 8, 0.22)
        black = _svg_url(_EMBLEM[suit].format(ink="#000", paper="#fff"), 40)
        rules.append(
            f".lukfu-suit-{letter}{{color:{INK[suit]};background-image:{emblem},{pattern}}}"
            f".lukfu-theme-contrast .lukfu-suit-{letter}{{color:#000;background-image:{black}}}"
        )
    rules += [f'.lukfu-card.lukfu-r{r}::before{{content:"{r}"}}' for r in range(1, 10)]
    return "".join(rules)


# TRANSLATORS: the seal on an Old card (capitals, as short as possible: it is stamped on a card 42 px wide)
SEAL_OLD = N_("OLD")
# TRANSLATORS: the seal on a card known safe only through the seat's own discards (capitals, short)
SEAL_SAFE = N_("SAFE?")


def _seal_rules() -> str:
    """The seals' words in every language (a container's ``lukfu-lang-xx`` class chooses); a long word is
    stamped smaller, so it stays on the card."""
    rules = []
    for code in SUPPORTED:
        if code == SOURCE:  # English: the stylesheet's own words
            continue
        for css, word, base in (("old", SEAL_OLD, 3), ("safe", SEAL_SAFE, 5)):
            text = L_(word).render(code).replace('"', "")
            scale = ""
            if len(text) > base:  # stamped smaller
                factor = max(0.7, base / len(text) + 0.2)
                scale = f";letter-spacing:0;transform:translateX(-50%) rotate(-8deg) scale({factor:.2f})"
            rules.append(f'.lukfu-lang-{code} .lukfu-card.lukfu-{css}::after{{content:"{text}"{scale}}}')
    return "".join(rules)


_CSS = """
.lukfu{font-family:"DejaVu Sans",Verdana,sans-serif;color:var(--jp-content-font-color1,#222);line-height:1.35}
.lukfu-card,button.lukfu-card.jupyter-button{box-sizing:border-box;position:relative;display:inline-flex;
 flex-direction:column;justify-content:flex-end;align-items:center;flex:none;width:42px;height:116px;
 margin:0 4px 6px 0;padding:0 0 5px 0;border:1.5px solid #4a3b22;border-radius:5px;
 background-color:#fbf6e9;background-repeat:no-repeat,repeat;background-position:center 34px,0 0;
 background-size:30px 30px,8px 8px;font:700 12px/1 "DejaVu Sans",Verdana,sans-serif;text-align:center;
 vertical-align:top;box-shadow:1px 1px 2px rgba(0,0,0,.3);overflow:visible;white-space:nowrap;
 transition:transform .08s}
button.lukfu-card.jupyter-button{cursor:pointer}
button.lukfu-card.jupyter-button:hover:enabled,button.lukfu-card.jupyter-button:focus:enabled{outline:none;
 box-shadow:1px 1px 2px rgba(0,0,0,.3)}
button.lukfu-card.jupyter-button:hover:enabled{filter:brightness(.93)}
button.lukfu-card.jupyter-button:focus-visible:enabled{outline:2px solid #1b5fc1;outline-offset:2px}
.lukfu-card::before,button.lukfu-card.jupyter-button::before{position:absolute;top:6px;left:0;right:0;
 font:700 22px/1 "DejaVu Serif",Georgia,serif}
.lukfu-card.lukfu-named{border:3px double #4a3b22}
.lukfu-card.lukfu-old,button.lukfu-card.jupyter-button.lukfu-old{border:4px double #b3120f}
.lukfu-card.lukfu-old::after,.lukfu-card.lukfu-safe::after{position:absolute;top:68px;left:50%;
 transform:translateX(-50%) rotate(-8deg);padding:1px 2px;border:1.5px solid #b3120f;border-radius:2px;
 background:#fff;color:#b3120f;font:800 10px/1.1 "DejaVu Sans",sans-serif;letter-spacing:.5px}
.lukfu-card.lukfu-old::after{content:"OLD"}
.lukfu-card.lukfu-safe::after{content:"SAFE?";border-style:dashed;color:#6b4e00;border-color:#6b4e00;
 font-size:8px;letter-spacing:0}
.lukfu-card.lukfu-selected,button.lukfu-card.jupyter-button.lukfu-selected{transform:translateY(-9px);
 box-shadow:0 0 0 3px #1b5fc1,0 4px 6px rgba(0,0,0,.35)}
.lukfu-card.lukfu-hint,button.lukfu-card.jupyter-button.lukfu-hint:enabled:focus{outline:3px dashed #127a3a;
 outline-offset:3px}
.lukfu-card.lukfu-focus,button.lukfu-card.jupyter-button.lukfu-focus:enabled:focus{outline:3px solid #222;
 outline-offset:3px}
.lukfu-card.lukfu-wrong,button.lukfu-card.jupyter-button.lukfu-wrong:enabled:focus{outline:3px dotted #b3120f;
 outline-offset:5px}
.lukfu-card.lukfu-back{background-image:__BACK__;background-size:12px 12px;background-position:0 0;
 background-repeat:repeat;border:2px solid #e6c27a;box-shadow:0 0 0 1px #7a2418}
.lukfu-mini .lukfu-card{width:24px;height:64px;margin:0 2px 2px 0;background-size:16px 16px,8px 8px;
 background-position:center 20px,0 0;font-size:9px;padding-bottom:3px}
.lukfu-mini .lukfu-card::before{top:3px;font-size:13px}
.lukfu-mini .lukfu-card.lukfu-old::after{top:22px;font-size:7px}
.lukfu-hand,.lukfu-cards{display:flex;flex-wrap:wrap;align-items:flex-end;gap:0;min-height:20px;padding-top:10px}
.lukfu-hidden-hand{display:flex;flex-wrap:wrap;align-items:center;gap:0 8px;color:inherit;font-size:13px;padding:4px 0}
.lukfu-hidden-hand .lukfu-cards{padding-top:0}
.lukfu-badge{display:inline-block;margin:0 4px 2px 0;padding:1px 6px;border:1.5px solid #555;border-radius:9px;
 font-size:12px;font-weight:700;background:#fff;color:#333;white-space:nowrap}
.lukfu-badge.lukfu-master{border-color:#7a2418;color:#7a2418}
.lukfu-badge.lukfu-caller{border-color:#1b5fc1;color:#1b5fc1}
.lukfu-badge.lukfu-fu{border-color:#127a3a;color:#127a3a}
.lukfu-badge.lukfu-to-act{background:#ffe9a8;border-color:#6b4e00;color:#4a3600}
.lukfu-badge.lukfu-winner-badge{background:#127a3a;border-color:#127a3a;color:#fff}
.lukfu-seat-head{display:flex;flex-wrap:wrap;align-items:center;gap:4px;font-size:14px}
.lukfu-seat-name{font-weight:700;margin-right:6px}
.lukfu-seat{padding:4px 6px;margin:0 0 6px 0;border-left:4px solid transparent}
.lukfu-seat.lukfu-acting{border-left-color:#e0a800;background:rgba(255,233,168,.25)}
.lukfu-trick{display:flex;flex-wrap:wrap;gap:14px;align-items:flex-start;padding:6px 8px;margin:4px 0;
 border:1px solid #c9bda3;border-radius:6px;background:#f4efe2;color:#222;min-height:40px}
.lukfu-trick .lukfu-empty{color:#4a4a4a}
.lukfu-trick-title{flex-basis:100%;font-weight:700;font-size:13px}
.lukfu-trick-move{display:flex;flex-direction:column;align-items:flex-start}
.lukfu-trick-move .lukfu-what{font-size:12px;color:#333;margin-bottom:2px}
.lukfu-trick-move.lukfu-best .lukfu-what{font-weight:700}
.lukfu-trick-move .lukfu-face-down{font-size:11px;color:#555}
.lukfu-empty{color:inherit;font-style:italic;font-size:13px}
.lukfu-played{display:flex;flex-wrap:wrap;gap:2px 12px;font-size:13px}
.lukfu-played .lukfu-suit-line{display:flex;align-items:flex-end;gap:4px}
.lukfu-chip{display:inline-block;padding:0 3px;border:1px solid currentColor;border-radius:3px;
 font-weight:700;font-size:12px;background-image:none !important;background-color:#fff}
.lukfu-panel{font-size:14px;max-width:100%}
.lukfu-panel h4{margin:6px 0 3px;font-size:14px}
.lukfu-panel ul{margin:2px 0 4px 18px;padding:0}
.lukfu-panel li{margin:1px 0}
.lukfu-error{color:#8a0c0a;font-weight:700;border-left:4px solid #b3120f;padding:3px 8px;background:#fdeceb}
.lukfu-info{border-left:4px solid #1b5fc1;padding:3px 8px;background:#edf3fc;color:#1a1a1a}
.lukfu-info a{color:#0b4f9c}
.lukfu-good{color:#0b5227;background:#e9f5ed}
.lukfu-bad{color:#8a0c0a;background:#fdeceb}
div.lukfu-good,div.lukfu-bad,li.lukfu-good,li.lukfu-bad{padding:2px 6px;margin:2px 0;border-radius:3px}
.lukfu-net td,.lukfu-net th{padding:2px 10px;border-bottom:1px solid var(--jp-border-color2,#ccc);text-align:right}
.lukfu-net th:first-child,.lukfu-net td:first-child{text-align:left}
.lukfu-theme-contrast{background:#fff}
.lukfu-theme-contrast,.lukfu-theme-contrast .lukfu-panel{color:#000;font-size:16px}
.lukfu-theme-contrast .lukfu-card,.lukfu-theme-contrast button.lukfu-card.jupyter-button{background-color:#fff;
 border:2.5px solid #000;box-shadow:none;font-size:14px;background-size:30px 30px}
.lukfu-theme-contrast .lukfu-card.lukfu-old,.lukfu-theme-contrast button.lukfu-card.jupyter-button.lukfu-old{
 border:5px double #000}
.lukfu-theme-contrast .lukfu-card.lukfu-old::after,.lukfu-theme-contrast .lukfu-card.lukfu-safe::after{
 background:#000;color:#fff;border-color:#000;font-size:11px}
.lukfu-theme-contrast .lukfu-card.lukfu-selected{box-shadow:0 0 0 4px #000}
.lukfu-theme-contrast .lukfu-card.lukfu-back{background-image:none;background-color:#000;border-color:#fff;
 box-shadow:0 0 0 2px #000}
.lukfu-theme-contrast .lukfu-badge{border-color:#000;color:#000;font-size:14px}
.lukfu-theme-contrast .lukfu-trick{background:#fff;border:2px solid #000}
"""

STYLE = (
    "<style>"
    + (_CSS.replace("__BACK__", _svg_url(_BACK, 12)) + _suit_rules() + _seal_rules()).replace("\n", "")
    + "</style>"
)


# -- cards -----------------------------------------------------------------------


def card_classes(card: Card, status: Proof | NotOld | None = None) -> list[str]:
    """The classes of a drawn card: suit, rank, and Old / safe-but-unproven marks."""
    classes = ["lukfu-card", f"lukfu-suit-{card.suit.letter}", f"lukfu-r{card.rank}"]
    if card.rank == 1 and card.suit in (Suit.COINS, Suit.TENS):
        classes.append("lukfu-named")
    if isinstance(status, Proof):
        classes.append("lukfu-old")
    elif isinstance(status, NotOld) and status.safe:
        classes.append("lukfu-safe")
    return classes


def card_title(card: Card, status: Proof | NotOld | None = None) -> str:
    """A card's tooltip: its name, and why it is Old (or only safe) when that is known."""
    if isinstance(status, Proof):
        return explain.old_sentence(status)
    if isinstance(status, NotOld):
        return explain.not_old_sentence(status)
    return explain.label(card)


def card(card: Card | str, status: Proof | NotOld | None = None, extra: Sequence[str] = ()) -> HTML:
    """One card; ``status`` (a proof, or why it is only safe) adds the seal and the tooltip."""
    card = Card.parse(card)
    classes = " ".join([*card_classes(card, status), *extra])
    return HTML(f'<span class="{classes}" title="{esc(card_title(card, status))}">{card}</span>', str(card))


def back(count: int = 1, title: str | None = None) -> HTML:
    """Face-down cards, as card backs (``title``: their tooltip)."""
    tip = _("a face-down card") if title is None else title
    one = f'<span class="lukfu-card lukfu-back" title="{esc(tip)}"></span>'
    return HTML(one * count, _("[{n} face down]", n=count))


def hidden_hand(count: int, caption: str) -> HTML:
    """A hand nobody here may see: a small card back for each card, and a caption."""
    return HTML(
        f'<div class="lukfu-hidden-hand"><div class="lukfu-cards lukfu-mini">{back(count)}</div>'
        f"<span>{esc(caption)}</span></div>",
        caption,
    )


def hand(
    cards: int | Iterable[Card | str],
    old: Mapping[Card, Proof] | None = None,
    safe: Mapping[Card, NotOld] | None = None,
    mini: bool = False,
) -> HTML:
    """A hand, by suit then rank; ``old`` and ``safe`` mark cards with their proofs."""
    mask = cards if isinstance(cards, int) else CardSet.parse(cards)
    old, safe = old or {}, safe or {}
    inner = "".join(card(c, old.get(c) or safe.get(c)) for c in cards_in(mask))
    return HTML(f'<div class="lukfu-hand{" lukfu-mini" * mini}">{inner}</div>', codes(mask))


def play(play: Play | str) -> HTML:
    """A play: its cards and its shape (R9)."""
    play = play if isinstance(play, Play) else Play.parse(play)
    cards_html = "".join(card(c) for c in play.cards)
    return HTML(
        f'<div class="lukfu-play"><div class="lukfu-cards">{cards_html}</div>'
        f'<div class="lukfu-what">{esc(shape_phrase(play.mask))}</div></div>',
        str(play),
    )


def holding(state: PublicState, seat: int) -> tuple[int, int]:
    """A seat's hand and its own face-down discards, in a ``Deal`` or its own ``SeatView``."""
    known = state.holding(seat)
    if known is None:
        raise ChoiceError(L_("the hand of seat {seat} is not in this position", seat=seat))
    return known


def hand_marks(state: PublicState, seat: int) -> tuple[dict[Card, Proof], dict[Card, NotOld]]:
    """The Old cards of ``seat`` with proofs, and its safe-but-unproven cards (R16)."""
    held, mine = holding(state, seat)
    seen = state.played_in()
    safe = {c: not_old(c, held, seen, mine) for c in cards_in(safe_mask(held, state.public, mine))}
    return old_proofs(held, seen), safe


# -- badges, seats, tricks ------------------------------------------------------------


def badge(text: str, kind: str, title: str = "") -> HTML:
    tip = f' title="{esc(title)}"' if title else ""
    return HTML(f'<span class="lukfu-badge lukfu-{kind}"{tip}>{esc(text)}</span>', f"[{text}]")


def seat_badges(state: PublicState, seat: int, hand_size: int) -> HTML:
    """Master, caller, fu, card count, to act, winner."""
    out = HTML("")
    if seat == state.master:
        # TRANSLATORS: a badge beside a seat's name
        master = _("Master")
        out += badge(master, "master", _("The Master calls first and leads the first trick (R4, R5, R7)"))
    if seat == state.caller:
        # TRANSLATORS: a badge beside a seat's name: the seat that called play
        caller = _("Caller")
        out += badge(caller, "caller", _("The first seat to call play (R5)"))
    fu = state.fu[seat]
    out += badge(_("{fu} fu", fu=fu), "fu", _("fu: the cards of this seat's own winning plays (R14)"))
    out += badge(str(count_cards(hand_size)), "count", "")
    if state.to_act == seat:
        # TRANSLATORS: a badge beside the name of the seat whose turn it is
        to_act = _("to act")
        out += badge(to_act, "to-act", explain.status(state))
    result = state.result
    if result is not None and result.winner == seat:
        out += badge(_("wins with {fu} fu", fu=result.fu), "winner-badge", "")
    return out


def seat_head(state: Deal | SeatView, seat: int, seats: Sequence[str] = explain.DEFAULT_SEATS) -> HTML:
    """A seat's name line with its badges."""
    size = state.hand_sizes[seat]
    return HTML(
        f'<div class="lukfu-seat-head"><span class="lukfu-seat-name">{esc(explain.seat_name(seat, seats))}</span>'
        f"{seat_badges(state, seat, size)}</div>",
        explain.seat_name(seat, seats),
    )


# What a seat did in a trick, above its cards: (it did, it did and won the trick).
_DID = {
    Action.LEAD: (N_("{seat}: leads"), N_("{seat}: leads and wins")),
    Action.BEAT: (N_("{seat}: beats"), N_("{seat}: beats and wins")),
    Action.DISCARD: (N_("{seat}: discards"), N_("{seat}: discards and wins")),
}


def trick(tr: Trick | None, seats: Sequence[str] = explain.DEFAULT_SEATS, viewer: int | None = None) -> HTML:
    """A trick so far: each seat's play face up, discards as card backs.

    Discards are face down: in the open table (``viewer`` None) their codes
    are printed under the backs; in a seat's view only that seat's own are.
    """
    if tr is None:
        none = _("No trick yet.")
        return HTML(f'<div class="lukfu-trick"><span class="lukfu-empty">{esc(none)}</span></div>', none)
    best = [m for m in tr.moves if m.action is not Action.DISCARD][-1]
    size = tr.moves[0].mask.bit_count()
    parts, text = [], []
    for move in tr.moves:
        is_best = move is best
        if move.action is Action.DISCARD:
            known = move.mask and viewer in (None, move.seat)
            hidden = _("face down: {cards}", cards=codes(move.mask)) if known else _("face down")
            tip = _("discarded face down: {cards}", cards=codes(move.mask)) if known else _("discarded face down")
            cards_html: str = back(size, tip)
            note = f'<span class="lukfu-face-down">{esc(hidden)}</span>'
            shown = hidden
        else:
            cards_html = "".join(card(c) for c in move.cards)
            note = ""
            shown = codes(move.mask)
        won = is_best and tr.winner is not None
        classes = "lukfu-trick-move" + " lukfu-best" * is_best + " lukfu-winner" * won
        what = _(_DID[move.action][won], seat=person(seats[move.seat]))
        parts.append(
            f'<div class="{classes}"><span class="lukfu-what">{esc(what)}</span>'
            f'<div class="lukfu-cards">{cards_html}</div>{note}</div>'
        )
        text.append(f"{what} {shown}")
    if tr.winner is not None:
        title = _("Trick {number}: won by {seat} (R14)", number=tr.number, seat=person(seats[tr.winner]))
    else:
        title = _("Trick {number}", number=tr.number)
    return HTML(
        f'<div class="lukfu-trick"><div class="lukfu-trick-title">{esc(title)}</div>{"".join(parts)}</div>',
        f"{title}: " + "; ".join(text),
    )


def played(state: PublicState) -> HTML:
    """Every card played face up so far, suit by suit (the public facts of R15)."""
    seen = state.played_in()
    if not seen:
        nothing = _("Nothing played face up yet.")
        return HTML(f'<div class="lukfu-played"><span class="lukfu-empty">{esc(nothing)}</span></div>', nothing)
    lines = []
    for suit in Suit:
        mine = [c for c in sorted(seen, reverse=True) if c.suit is suit]
        if mine:
            chips = "".join(
                f'<span class="lukfu-chip lukfu-suit-{c.suit.letter}" title="{esc(_chip_title(c, seen[c]))}">{c}</span>'
                for c in mine
            )
            lines.append(f'<span class="lukfu-suit-line">{esc(suit.title)}: {chips}</span>')
    return HTML(f'<div class="lukfu-played">{"".join(lines)}</div>', codes(sorted(seen)))


def _chip_title(card: Card, number: int) -> str:
    return _("{card}, trick {number}", card=explain.label(card), number=number)


def position(
    state: Deal | SeatView,
    seats: Sequence[str] = explain.DEFAULT_SEATS,
    seat: int | None = None,
    theme: str = "default",
) -> HTML:
    """A whole position: each seat with badges and hand (or card backs), the trick, the status.

    ``seat`` shows a ``Deal`` as that seat saw it; a ``SeatView`` always is.
    """
    if seat is not None and state.viewer is None:
        state = state.view(seat)
    rows = []
    for s in Seat:
        known = state.holding(s)
        if known is not None:
            old, safe = hand_marks(state, s)
            cards_html = hand(known[0], old, safe)
        else:
            n = state.hand_sizes[s]
            cards_html = hidden_hand(n, ngettext("{n} card unseen", "{n} cards unseen", n))
        acting = " lukfu-acting" * (state.to_act == s)
        rows.append(f'<div class="lukfu-seat lukfu-seat-{s}{acting}">{seat_head(state, s, seats)}{cards_html}</div>')
    tricks = state.tricks
    status = explain.status(state)
    if state.result is not None:
        status = explain.result_line(state.result, seats)
    return HTML(
        f'<div class="lukfu-table"><div class="lukfu-status">{esc(status)}</div>{"".join(rows)}'
        f"{trick(tricks[-1] if tricks else None, seats, state.viewer)}</div>",
        status,
        theme_name(theme),
    )


# -- text -------------------------------------------------------------------------

_INLINE = [
    (re.compile(r"`([^`]+)`"), r"<code>\1</code>"),
    (re.compile(r"\*\*([^*]+)\*\*"), r"<strong>\1</strong>"),
    (re.compile(r"(?<![\w*])\*([^*\s][^*]*)\*"), r"<em>\1</em>"),
    (re.compile(r"(?<!\w)_([^_\s][^_]*)_(?!\w)"), r"<em>\1</em>"),
]


_BULLET = re.compile(r"^\s*[-*] ")


def markdown(text: str) -> HTML:
    """The small Markdown of notes and descriptions: paragraphs, ``-`` lists, bold, italics, code."""
    blocks = []
    for block in re.split(r"\n\s*\n", text.strip()):
        lines = block.splitlines()
        if lines and all(_BULLET.match(line) for line in lines):
            items = "".join(f"<li>{_inline(_BULLET.sub('', line))}</li>" for line in lines)
            blocks.append(f"<ul>{items}</ul>")
        elif block:
            blocks.append(f"<p>{_inline(' '.join(lines))}</p>")
    return HTML("".join(blocks), text)


def _inline(text: str) -> str:
    out = esc(text)
    for pattern, repl in _INLINE:
        out = pattern.sub(repl, out)
    return out


def bullets(lines: Iterable[str], css: str = "") -> str:
    items = "".join(f"<li>{esc(line)}</li>" for line in lines)
    attr = f' class="{css}"' if css else ""
    return f"<ul{attr}>{items}</ul>" if items else ""


def why(reasoning: Mapping[str, Any] | None, heading: str = "", details: bool = True, method: bool = False) -> str:
    """An AI's ``why`` (a ``Decision.to_json()`` or a record's free-form object) as HTML, in the current
    language: its summary, the one sentence read first (``lukfu-why-summary``), then with ``details`` a
    details part (``lukfu-why-details``: its other reasons and the moves it weighed with their scores;
    with ``method`` too, how the expert thinks, said once per deal). A widget's Details toggle shows or
    hides the details part. A sentence stored only in English is shown in English; numbers as the
    language writes them. A ``why`` without a summary (an older record) leads with its first reason."""
    if not reasoning:
        return ""
    given = reasoning.get("reasons", [])
    reasons = [pick(r) for r in ([given] if isinstance(given, str) else given)]
    weighed = [a for a in reasoning.get("alternatives", []) if isinstance(a, Mapping) and "move" in a]
    if not reasons and not weighed and not reasoning.get("summary"):
        reasons = [line.strip() for line in explain.why_lines(reasoning)]
    summary = pick(reasoning["summary"]) if reasoning.get("summary") else (reasons.pop(0) if reasons else "")
    title = f"<strong>{esc(heading)}:</strong> " if heading else ""
    lead = f'<p class="lukfu-why-summary">{esc(summary)}</p>' if summary else ""
    more = ""
    if details:
        table = ""
        if weighed:
            heads = (_("move weighed"), _("expected net"), _("wins the deal"), _("weighed by"))
            head = "<tr>" + "".join(f"<th>{esc(h)}</th>" for h in heads) + "</tr>"
            rows = "".join(_weighed_row(a) for a in weighed[:6])
            table = f'<table class="lukfu-weighed lukfu-alternatives lukfu-net">{head}{rows}</table>'
        samples = reasoning.get("samples")
        told = ""
        if method and reasoning.get("level") == "expert" and isinstance(samples, int) and samples > 1:
            told = f'<p class="lukfu-method">{esc(explain.how_the_expert_thinks(samples))}</p>'
        if reasons or table or told:
            more = f'<section class="lukfu-why-details">{bullets(reasons, "lukfu-reasons")}{table}{told}</section>'
    return f'<div class="lukfu-why">{title}{lead}{more}</div>'


def _weighed_row(alt: Mapping[str, Any]) -> str:
    margin = alt.get("margin")
    spread = f" ± {_number(margin, '.2f')}" if _is_number(margin) and margin and alt.get("expected_net") else ""
    rate = alt.get("win_rate")
    cells = (
        explain.record_move_phrase(alt["move"]),
        _number(alt.get("expected_net"), "+.2f") + spread,
        percent(float(rate)) if isinstance(rate, (int, float)) else "-",
        pick(alt.get("note") or ""),
    )
    return "<tr>" + "".join(f"<td>{esc(c)}</td>" for c in cells) + "</tr>"


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _number(value: Any, form: str) -> str:
    """A number as the current language writes it (``+0,25`` in Swedish); ``-`` for none."""
    return number(float(value), form) if _is_number(value) else "-"


def net_table(net: Sequence[int], seats: Sequence[str] = explain.DEFAULT_SEATS) -> HTML:
    """Net points per seat (R20) as a small table."""
    rows = "".join(
        f"<tr><td>{esc(explain.seat_name(s, seats))}</td><td>{explain.signed([n])}</td></tr>" for s, n in enumerate(net)
    )
    # TRANSLATORS: the heads of the table of net points per seat (R20)
    seat, points = _("seat"), _("net points")
    return HTML(
        f'<table class="lukfu-net"><tr><th>{esc(seat)}</th><th>{esc(points)}</th></tr>{rows}</table>',
        _("net {net}", net=explain.signed(net)),
    )
