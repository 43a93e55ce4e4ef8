"""A printable handout of an annotated deal: one self-contained HTML page for a class.

``handout(record)`` returns the page: the hands as dealt with their Old cards
sealed, the calls, every trick drawn with its moves in words, the teacher's
notes and the AI's reasons, the Old cards each trick proves (with the
proofs written out, since tooltips do not print), and the result with its
arithmetic. Cards are drawn by ``render``; the page needs no network and
prints on A4 or Letter with each trick kept on one page.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from ..engine.cards import Card, codes
from ..engine.deal import Action, Deal
from ..engine.moves import Trick
from ..engine.old import Proof
from ..i18n import _, and_list, get_language, language, pick
from ..records.files import write_whole
from ..records.record import Record, Step
from ..words import explain, reviewed
from ..words.terms import level_name, seat_name
from . import render

_RULE = re.compile(r"\bR(\d{1,2})([a-e]?)\b")

PRINT_CSS = """
body{margin:0 auto;max-width:900px;padding:18px 24px;background:#fff}
h1{font-size:24px;margin:0 0 4px}
h2{font-size:17px;margin:18px 0 6px;padding-bottom:2px;border-bottom:2px solid #c9bda3}
.lukfu-meta{color:#444;font-size:13px;margin:0 0 8px}
.lukfu-description{font-size:14px}
.lukfu-handout section{break-inside:avoid;page-break-inside:avoid;margin-bottom:10px}
.lukfu-steps{margin:4px 0 0 0;padding-left:22px;font-size:14px}
.lukfu-steps>li{margin:3px 0}
.lukfu-note{margin:3px 0 3px 0;padding:3px 8px;border-left:4px solid #1b5fc1;background:#edf3fc}
.lukfu-note p{margin:2px 0}
.lukfu-why{margin:3px 0;padding:3px 8px;border-left:4px solid #127a3a;background:#eef7f0;font-size:13px}
.lukfu-why ul{margin:0;padding-left:16px}
.lukfu-weighed{margin:4px 0 2px;border-collapse:collapse;font-size:12px}
.lukfu-weighed th,.lukfu-weighed td{padding:1px 8px;border-bottom:1px solid #cfe3d4;text-align:left}
.lukfu-new-old{margin:2px 0 6px 18px;font-size:13px;color:#333}
.lukfu-new-old ul{margin:0;padding-left:18px}
.lukfu-seat-row{display:flex;align-items:center;gap:10px;margin-bottom:2px}
.lukfu-seat-row .lukfu-seat-name{min-width:120px;font-size:14px}
.lukfu-review .lukfu-steps{list-style:none;padding-left:4px}
.lukfu-review li{margin:4px 0;padding:2px 8px;border-left:4px solid #ccc}
.lukfu-review li.lukfu-verdict-inaccuracy{border-color:#c9a227}
.lukfu-review li.lukfu-verdict-mistake{border-color:#d2691e}
.lukfu-review li.lukfu-verdict-blunder{border-color:#b3261e}
.lukfu-review-why{margin:2px 0;font-size:13px}
.lukfu-hindsight{margin:2px 0;font-size:12px;color:#555;font-style:italic}
.lukfu-method{font-size:12px;color:#444}
.lukfu-footer{margin-top:18px;font-size:12px;color:#555;border-top:1px solid #ccc;padding-top:4px}
@page{margin:14mm}
@media print{
 body{padding:0;max-width:none}
 .lukfu,.lukfu *{-webkit-print-color-adjust:exact;print-color-adjust:exact}
 .lukfu-card{box-shadow:none}
 h2{break-after:avoid;page-break-after:avoid}
}
"""


def handout(
    record: Record, theme: str = "default", lang: str | None = None, review: Mapping[str, Any] | None = None
) -> str:
    """The annotated deal as a complete, self-contained, printable HTML page.

    An unfinished record (an exercise position) ends with who is to act.
    ``theme`` is a ``render`` theme (``"contrast"`` for a projector); ``lang``
    the language of every word on the page (default: the current language),
    the record's own texts included where it has them. ``review``, a review's
    JSON (FORMAT.md "Reviews", ``ai.review``), adds the review after the result.
    """
    with language(lang):
        return _handout(record, theme, review)


def _handout(record: Record, theme: str, review: Mapping[str, Any] | None = None) -> str:
    title = pick(record.title) or _("A deal of Luk Fu")
    parts = [f"<h1>{render.esc(title)}</h1>", f'<p class="lukfu-meta">{render.esc(_meta(record))}</p>']
    if record.description:
        parts.append(f'<div class="lukfu-description">{render.markdown(pick(record.description))}</div>')
    parts.append(_dealt(record.start(), record.seats))
    parts.extend(_play(record))
    parts.append(_ending(record))
    if review is not None:
        parts.append(_review(review, record.seats))
    rules = ", ".join(_cited(parts))
    parts.append(
        '<p class="lukfu-footer">'
        + html.escape(
            _(
                "Rules cited: {rules}. Made with lukfu-teach; the rules are R1-R20 of Tsoi's recorded "
                "three-player rules.",
                rules=rules,
            ),
            quote=False,
        )  # fmt: skip
        + "</p>"
    )
    body = "".join(parts)
    page_title = _("{title} - Luk Fu handout", title=title)
    return (
        f'<!DOCTYPE html>\n<html lang="{get_language()}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{render.esc(page_title)}</title>"
        f"{render.STYLE}<style>{PRINT_CSS}</style></head>\n"
        f'<body class="lukfu lukfu-handout {render.theme_class(theme)}">{body}</body></html>\n'
    )


def write(
    record: Record,
    path: str | Path,
    theme: str = "default",
    inputs: Iterable[str | Path] = (),
    lang: str | None = None,
    review: Mapping[str, Any] | None = None,
) -> Path:
    """Write the handout of ``record`` (in ``lang``, with ``review`` if given) to ``path`` (UTF-8) whole or not
    at all, never over one of ``inputs`` (``files.write_whole``), and return the path."""
    return write_whole(path, handout(record, theme, lang, review), inputs=inputs)


# -- parts of the page --------------------------------------------------------------


def _meta(record: Record) -> str:
    facts = [_("Master: {seat} (R4)", seat=explain.seat_name(record.master, record.seats))]
    if record.redeals:
        facts.append(_("redeals before this deal: {redeals} (R6)", redeals=record.redeals))
    switches = (("R16d", record.rules.noncaller_lead_rule), ("R8", record.rules.passed_master_limit))
    off = [rule for rule, on in switches if not on]
    if off:
        facts.append(_("rule switches: {rules} off", rules=and_list(off)))
    if record.result is not None:
        facts.append(_("result: {result}", result=explain.result_line(record.result, record.seats)))
    return "; ".join(facts) + "."


def _seat_row(position: Deal, seat: int, seats: Sequence[str]) -> str:
    """A seat's hand, Old cards sealed and safe-but-unproven ones marked (R16)."""
    old, safe = render.hand_marks(position, seat)
    name = render.esc(explain.seat_name(seat, seats))
    return (
        f'<div class="lukfu-seat-row"><span class="lukfu-seat-name">{name}</span>'
        f"{render.hand(position.hands[seat], old, safe)}</div>"
    )


def _dealt(start: Deal, seats: Sequence[str]) -> str:
    rows = [
        _seat_row(start, s, seats) + _old_list(start.old_cards(s).values(), _("Old from the start")) for s in (0, 1, 2)
    ]
    heading = render.esc(_("The hands as dealt"))
    return f'<section class="lukfu-dealt"><h2>{heading}</h2>' + "".join(rows) + "</section>"


def _play(record: Record) -> list[str]:
    """The calls, then one section a trick, then the claim if there is one."""
    seats = record.seats
    sections: list[str] = []
    items: list[str] = []
    heading = _("Calling")
    start = record.start()
    told = {seat: set(start.old_cards(seat)) for seat in (0, 1, 2)}  # the Old cards shown so far
    method = True  # how the expert thinks: said once, at its first move
    for step in record.steps():
        move = step.move
        if move.action in (Action.LEAD, Action.CLAIM) and items:
            sections.append(_section(heading, items))
            items = []
        if move.action is Action.LEAD:
            heading = _("Trick {number}", number=step.trick_number)
        shown = ""
        if move.action is Action.CLAIM:  # a claim lays down every Old card (R17)
            heading = _("The claim")
            proofs = step.before.old_cards(move.seat)
            laid = _("Laid down")
            shown = f"{render.hand(move.mask, proofs)}{_old_list(proofs.values(), laid)}"
        expert = bool(step.entry and step.entry.why and step.entry.why.get("level") == "expert")
        items.append(_step(step, seats, shown, method and expert))
        method = method and not expert
        if step.trick is not None:
            items.append(f"<li>{render.esc(explain.trick_sentence(step.trick, seats))}</li>")
            sections.append(_section(heading, items, _trick(step.trick, seats)))
            items = []
            sections.append(_newly_old(step, told, seats))
    if items:
        sections.append(_section(heading, items))
    return [s for s in sections if s]


def _step(step: Step, seats: Sequence[str], shown: str = "", method: bool = False) -> str:
    entry = step.entry
    text = render.esc(explain.move_sentence(step.move, step.before, seats)) + shown
    if entry is not None and entry.note:
        text += f'<div class="lukfu-note">{render.markdown(pick(entry.note))}</div>'
    if entry is not None and entry.why:
        level = entry.why.get("level")
        heading = _("The {level} AI's reasons", level=level_name(level)) if level else _("The AI's reasons")
        text += render.why(entry.why, heading, method=method)
    return f"<li>{text}</li>"


def _review(review: Mapping[str, Any], seats: Sequence[str]) -> str:
    """The expert's review of one seat: the summary, then each decision with its verdict (``reviewed``)."""
    rows = []
    for d in review["decisions"]:
        cells = [render.esc(reviewed.decision_line(d))]
        if d["verdict"] != "best":
            cells.append(f'<p class="lukfu-review-why">{render.esc(pick(d["why"]))}</p>')
        seen = reviewed.hindsight_line(d)
        if seen:
            cells.append(f'<p class="lukfu-hindsight">{render.esc(seen)}</p>')
        rows.append(f'<li class="lukfu-verdict-{render.esc(d["verdict"])}">{"".join(cells)}</li>')
    heading = _("The expert's review")
    return (
        f'<section class="lukfu-review"><h2>{render.esc(heading)}</h2>'
        f"<p>{render.esc(reviewed.summary_sentence(review, seats))}</p>"
        f'<ol class="lukfu-steps">{"".join(rows)}</ol>'
        f'<p class="lukfu-meta">{render.esc(reviewed.method_sentence(review, seats))}</p></section>'
    )


def _section(heading: str, items: list[str], picture: str = "") -> str:
    return f'<section><h2>{render.esc(heading)}</h2>{picture}<ol class="lukfu-steps">{"".join(items)}</ol></section>'


def _newly_old(step: Step, told: dict[int, set[Card]], seats: Sequence[str]) -> str:
    """The Old cards a finished trick proved, seat by seat, not shown before (and remembers them)."""
    lines = []
    for seat in (0, 1, 2):
        proofs = step.old[seat]
        new = [p for c, p in proofs.items() if c not in told[seat]]
        told[seat] = set(proofs)
        if new:
            lines.append(_old_list(new, _("Now Old for {seat}", seat=explain.seat_name(seat, seats))))
    return "".join(lines)


def _old_list(proofs: Iterable[Proof], heading: str) -> str:
    items = "".join(f"<li>{render.esc(explain.old_sentence(p))}</li>" for p in proofs)
    return f'<div class="lukfu-new-old"><b>{render.esc(heading)}:</b> <ul>{items}</ul></div>' if items else ""


def _ending(record: Record) -> str:
    end = record.deal()
    seats = record.seats
    if end.result is None:
        hands = "".join(_seat_row(end, s, seats) for s in (0, 1, 2))
        question = _("The record stops here: {status}. What would you do, and why?", status=explain.status(end))
        heading = _("Your turn to think")
        return (
            f'<section class="lukfu-unfinished"><h2>{render.esc(heading)}</h2>'
            f"<p>{render.esc(question)}</p>{hands}</section>"
        )
    result = explain.result_sentence(end.result, end.caller, seats)  # type: ignore[arg-type]
    heading = _("Result")
    return (
        f'<section class="lukfu-result"><h2>{render.esc(heading)}</h2><p>{render.esc(result)}</p>'
        f"{render.net_table(end.result.net, seats)}</section>"
    )


def _cited(parts: Sequence[str]) -> list[str]:
    found = {(int(n), s) for n, s in _RULE.findall("".join(parts))}
    return [f"R{n}{s}" for n, s in sorted(found)]


# -- the drawn parts that carry words (the page's own, in its language) ----------------------------


def _trick(tr: Trick, seats: Sequence[str]) -> str:
    """A finished trick as the class sees it: each seat's play face up, discards as card backs with their codes."""
    best = [m for m in tr.moves if m.action is not Action.DISCARD][-1]
    size = tr.moves[0].mask.bit_count()
    parts = []
    for move in tr.moves:
        who = seat_name(seats[move.seat])
        won = move is best and tr.winner is not None
        if move.action is Action.DISCARD:
            hidden = _("face down: {cards}", cards=codes(move.mask)) if move.mask else _("face down")
            title = _("discarded face down: {cards}", cards=codes(move.mask)) if move.mask else _("discarded face down")
            cards_html = str(render.back(size, title))
            note = f'<span class="lukfu-face-down">{render.esc(hidden)}</span>'
            what = _("{seat}: discards", seat=who)
        else:
            cards_html = "".join(render.card(c) for c in move.cards)
            note = ""
            if move.action is Action.LEAD:
                what = _("{seat}: leads and wins", seat=who) if won else _("{seat}: leads", seat=who)
            else:
                what = _("{seat}: beats and wins", seat=who) if won else _("{seat}: beats", seat=who)
        classes = "lukfu-trick-move" + " lukfu-best" * (move is best) + " lukfu-winner" * won
        parts.append(
            f'<div class="{classes}"><span class="lukfu-what">{render.esc(what)}</span>'
            f'<div class="lukfu-cards">{cards_html}</div>{note}</div>'
        )
    if tr.winner is not None:
        title = _("Trick {number}: won by {seat} (R14)", number=tr.number, seat=seat_name(seats[tr.winner]))
    else:
        title = _("Trick {number}", number=tr.number)
    return f'<div class="lukfu-trick"><div class="lukfu-trick-title">{render.esc(title)}</div>{"".join(parts)}</div>'
