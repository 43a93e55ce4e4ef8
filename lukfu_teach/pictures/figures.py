"""The lessons' pictures: cards drawn beside what the rules say about them (HTML, no ipywidgets).

Each function returns a ``render.HTML`` fragment that displays itself in a
notebook (and in Voilà), with a plain-text stand-in for nbval. The words
are the engine's own (``explain``, ``plays``), so a picture says exactly
what the rules say::

    >>> from lukfu_teach import figures
    >>> print(figures.plays(["S3 S4 S5", "S3 S4"]).text)
    ✓ S3 S4 S5 (a three-card run)
    ✗ S3 S4 is not a play: pairs are forbidden, and no play has two cards (R9)
    >>> print(figures.beats([("M1 M2 M3", "S3 S4 S5")]).text)
    ✓ M1 M2 M3 beats S3 S4 S5 (R10).
    >>> print(figures.old("S7 S5", played={"S9": 2, "S8": 4}).text)
    Strings 7 (S7) is Old (R16b): S9 and S8 were played face up (tricks 2 and 4).
    Strings 5 (S5) is not Old: S6 is unaccounted for (R16b).
"""

from __future__ import annotations

import base64
import io
import sys
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..engine.cards import Card, CardSet, cards_in
from ..engine.deal import Deal
from ..engine.moves import Action
from ..engine.old import not_old, old_proofs
from ..engine.plays import PLAY_INFO, Play, Shape, not_a_play_reason, not_beating_reason
from ..i18n import _
from ..words import explain
from . import render

__all__ = ["beats", "chart", "moves", "old", "plays"]

YES, NO = "\u2713", "\u2717"  # a tick and a cross: the verdict at a glance, the sentence beside says it in words
_ROW = "display:flex;flex-wrap:wrap;align-items:center;gap:4px 14px;margin:2px 0"
# The text takes the notebook's own colour (JupyterLab's light, dark or high-contrast theme; Voilà's), else dark grey
_INK = "color:var(--jp-content-font-color1,#222)"
_VERDICT = "font-size:14px;max-width:520px"
_MARK = "font-size:20px;font-weight:700;width:18px"


def _mask(cards: str | Iterable[Card | str] | int) -> int:
    return cards if isinstance(cards, int) else CardSet.parse(cards)


def _row(good: bool | None, pictures: Sequence[str], sentence: str) -> str:
    mark = "" if good is None else f'<span style="{_MARK}" aria-hidden="true">{YES if good else NO}</span>'
    drawn = "".join(f"<div>{p}</div>" for p in pictures)
    words = f'<div style="{_VERDICT}">{render.esc(sentence)}</div>'
    return f'<div class="lukfu-figure-row" style="{_ROW}">{mark}{drawn}{words}</div>'


def _figure(rows: list[str], lines: list[str], css: str) -> render.HTML:
    return render.HTML(f'<div class="lukfu-figure {css}" style="{_INK}">{"".join(rows)}</div>', "\n".join(lines))


def plays(groups: Iterable[str | Iterable[Card | str]]) -> render.HTML:
    """Each group of cards drawn, and whether it is a play, of which shape, or why not (R9)."""
    rows, lines = [], []
    for group in groups:
        mask = _mask(group)
        reason = not_a_play_reason(mask)
        sentence = reason or explain.play_phrase(mask)
        rows.append(_row(not reason, [render.hand(mask)], sentence))
        lines.append(f"{NO if reason else YES} {sentence}")
    return _figure(rows, lines, "lukfu-figure-plays")


def beats(pairs: Iterable[tuple[str | Play, str | Play]]) -> render.HTML:
    """For each (play, best play): both drawn, and whether the play beats the best, with the rule (R10)."""
    rows, lines = [], []
    for mover, best in pairs:
        x = mover if isinstance(mover, Play) else Play.parse(mover)
        b = best if isinstance(best, Play) else Play.parse(best)
        reason, rule = not_beating_reason(x.mask, b.mask)
        if not reason:
            rule = "R10b" if b.shape is Shape.SET and PLAY_INFO[b.mask].rank == 1 else "R10"
            sentence = _("{play} beats {best} ({rule}).", play=str(x), best=str(b), rule=rule)
        else:
            sentence = f"{reason[0].upper()}{reason[1:]} ({rule})."
        rows.append(_row(not reason, [render.play(x), "\u2192", render.play(b)], sentence))
        lines.append(f"{NO if reason else YES} {sentence}")
    return _figure(rows, lines, "lukfu-figure-beats")


def old(
    hand: str | Iterable[Card | str] | int,
    played: Mapping[str, int] | Mapping[Card, int] | None = None,
    discards: str | Iterable[Card | str] | int = 0,
) -> render.HTML:
    """A hand with its Old cards sealed, and for every card its proof or why it is not Old (R16).

    ``played`` maps the cards played face up to the trick they were played in;
    ``discards`` are the seat's own face-down discards, which prove nothing.
    """
    held = _mask(hand)
    seen = {Card.parse(c): trick for c, trick in (played or {}).items()}
    mine = _mask(discards)
    proofs = old_proofs(held, seen)
    reasons = {c: not_old(c, held, seen, mine) for c in cards_in(held) if c not in proofs}
    safe = {c: why for c, why in reasons.items() if why.safe}
    lines = [
        explain.old_sentence(proofs[c]) if c in proofs else explain.not_old_sentence(reasons[c])
        for c in sorted(cards_in(held), reverse=True)
    ]
    items = "".join(f"<li>{render.esc(line)}</li>" for line in lines)
    return render.HTML(
        f'<div class="lukfu-figure lukfu-figure-old" style="{_INK}">{render.hand(held, proofs, safe)}'
        f'<ul style="{_VERDICT};margin:4px 0 0 18px;padding:0">{items}</ul></div>',
        "\n".join(lines),
    )


def moves(deal: Deal) -> render.HTML:
    """Every legal move of the seat to act, its cards drawn (calls and claims in words)."""
    rows, lines = [], []
    for move in deal.legal_moves:
        text = explain.move_text(move)
        picture = [render.hand(move.mask)] if move.mask and move.action is not Action.CLAIM else []
        rows.append(_row(None, picture, text))
        lines.append(text)
    return _figure(rows, lines, "lukfu-figure-moves")


def chart(figure: Any, alt: str) -> render.HTML:
    """A chart (a matplotlib figure, drawn by the lesson) as a picture with its words: ``alt``, what the chart
    shows, is the image's text alternative for those who do not see it (WCAG 1.1.1; a figure shown the usual way
    is an image without one) and the plain-text stand-in nbval compares. A figure of pyplot's is closed: Jupyter
    would otherwise show it a second time, without its words.

    >>> class Figure:  # anything that saves itself as a PNG, as a matplotlib figure does
    ...     def savefig(self, out, **options):
    ...         out.write(b"\\x89PNG")
    >>> shown = chart(Figure(), "Bars: expert +0.91, basic 0.00")
    >>> print(shown.text)
    Bars: expert +0.91, basic 0.00
    >>> 'alt="Bars: expert +0.91, basic 0.00" src="data:image/png;base64,iVBORw=="' in shown
    True
    """
    png = io.BytesIO()
    figure.savefig(png, format="png", bbox_inches="tight", metadata={"Software": None})
    pyplot = sys.modules.get("matplotlib.pyplot")  # (not imported here: the package draws no charts itself)
    if pyplot is not None and getattr(figure, "number", None) in pyplot.get_fignums():
        pyplot.close(figure)
    data = base64.b64encode(png.getvalue()).decode("ascii")
    image = f'<img class="lukfu-chart" alt="{render.esc(alt)}" src="data:image/png;base64,{data}"'
    return render.HTML(f'<div class="lukfu-figure lukfu-figure-chart">{image} style="max-width:100%"></div>', alt)
