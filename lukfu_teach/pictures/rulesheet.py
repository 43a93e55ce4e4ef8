"""The printable rule sheet: R1-R20 in plain words with the cards drawn, one A4 or Letter page.

For a classroom wall or the students' desks. The words are the rulebook's
(``lukfu_teach.rulebook``, in every language it has), the cards are
``render``'s, and the page needs nothing but itself (no network, no script)::

    python -m lukfu_teach.pictures.rulesheet luk-fu-rules.html [--lang sv] [--theme contrast]

``make kit`` writes it in every language into ``build/kit/``. From Python,
``rulesheet.sheet("sv")`` is the page and ``rulesheet.write(path)`` writes it
whole or not at all (``files.write_whole``).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from ..engine.cards import CardSet
from ..engine.old import old_proofs
from ..i18n import L_, SUPPORTED, get_language, language
from ..records.files import PathLike, write_whole
from . import render
from .rulebook import BY_NUMBER, SECTIONS

__all__ = ["PICTURES", "main", "sheet", "write"]

# The cards a rule shows, group by group: what its words name or describe (R2: the cards it writes;
# R9: a single, a set, a run; R10b: the led aces and the nines that beat them). Cards that are always
# Old carry their seal where the rule is about being Old (R16a, R16c).
PICTURES: dict[str, tuple[str, ...]] = {
    "R1": ("C5 S5 M5 T5",),  # one card of each suit, the suits low to high
    "R2": ("C1 S7 T9", "T1"),
    "R9": ("S7", "C5 S5 T5", "S3 S4 S5"),
    "R10": ("S3 S4 S5", "M1 M2 M3"),
    "R10a": ("C1", "T1"),
    "R10b": ("C1 S1 M1", "S9 M9 T9"),
    "R16a": ("C9 S9 M9 T9", "C1", "T1"),
    "R16c": ("M7 M8 M9",),
}
SEALED = frozenset({"R16a", "R16c"})

SHEET_CSS = """
html{background:#fff}
body{margin:0 auto;max-width:1000px;padding:10px 16px;font-size:12.5px}
h1{font-size:20px;margin:0 0 2px}
.lukfu-intro{margin:0 0 6px;font-size:11.5px;color:#333}
.lukfu-intro p{margin:0}
.lukfu-sheet{column-count:2;column-gap:18px}
.lukfu-sheet section{margin:0 0 4px}
.lukfu-sheet h2{font-size:13.5px;margin:4px 0 2px;padding-bottom:1px;border-bottom:1.5px solid #c9bda3;
 break-after:avoid}
.lukfu-rule{break-inside:avoid;margin:0 0 3px}
.lukfu-rule.lukfu-sub{margin-left:12px}
.lukfu-rule p{margin:0}
.lukfu-reading{font-style:italic;color:#444}
.lukfu-rule{display:flow-root}
.lukfu-rule-cards{float:right;display:flex;flex-wrap:wrap;justify-content:flex-end;gap:0 8px;margin:2px 0 2px 8px}
.lukfu-rule-cards .lukfu-hand{padding-top:2px;min-height:0}
.lukfu-sheet-footer{margin-top:4px;font-size:10px;color:#555;border-top:1px solid #ccc}
.lukfu-rulesheet.lukfu-theme-contrast{font-size:13px}
.lukfu-theme-contrast h2{border-bottom-color:#000}
.lukfu-theme-contrast .lukfu-mini .lukfu-card{font-size:9px}
.lukfu-theme-contrast .lukfu-mini .lukfu-card.lukfu-old::after{font-size:7px;padding:0 1px}
@page{size:auto;margin:9mm}
@media print{
 body.lukfu-rulesheet,body.lukfu-rulesheet.lukfu-theme-contrast{padding:0;max-width:none;font-size:10.4px;line-height:1.25}
 h1{font-size:17px}
 .lukfu-intro{font-size:10px}
 .lukfu-sheet h2{font-size:11.5px;margin-top:2px}
 .lukfu-mini .lukfu-card{width:20px;height:54px;background-size:14px 14px,8px 8px;background-position:center 17px,0 0}
 .lukfu-mini .lukfu-card::before{font-size:11px}
 .lukfu-mini .lukfu-card.lukfu-old::after{top:17px}
 .lukfu,.lukfu *{-webkit-print-color-adjust:exact;print-color-adjust:exact}
 .lukfu-card{box-shadow:none}
}
"""


def _pictures(number: str, lang: str) -> str:
    groups = PICTURES.get(number, ())
    if not groups:
        return ""
    drawn = []
    with language(lang):
        for group in groups:
            mask = CardSet.parse(group)
            old = old_proofs(mask, {}) if number in SEALED else None
            drawn.append(str(render.hand(mask, old, mini=True)))
    return f'<div class="lukfu-rule-cards">{"".join(drawn)}</div>'


def _rule(number: str, lang: str, reading: str) -> str:
    r = BY_NUMBER[number]
    mark = f' <span class="lukfu-reading">({render.esc(reading)})</span>' if r.reading else ""
    words = f"<b>{render.esc(r.number)} {render.esc(r.title.render(lang))}.</b> {render.esc(r.text.render(lang))}"
    sub = " lukfu-sub" if r.parent else ""
    return f'<div class="lukfu-rule{sub}" id="{r.number}">{_pictures(number, lang)}<p>{words}{mark}</p></div>'


def sheet(lang: str | None = None, theme: str = "default") -> str:
    """The rule sheet as a complete, self-contained HTML page in ``lang`` (default: the current language).

    ``theme`` is a ``render`` theme (``"contrast"`` for a projector or a black-and-white printer).
    """
    with language(lang):
        code = get_language()
    title = L_("Luk Fu: the rules").render(code)
    reading = L_("Reading").render(code)
    intro = L_(
        "The rules this package implements, in plain words. Every rule has a number, and every "
        "explanation cites it. Where the source text is ambiguous, **{reading}** marks the reading "
        "we implement.",
        reading=reading,
    ).render(code)
    sections = []
    for heading, numbers in SECTIONS:
        rules = "".join(_rule(number, code, reading) for number in numbers)
        sections.append(f"<section><h2>{render.esc(heading.render(code))}</h2>{rules}</section>")
    return (
        f'<!DOCTYPE html>\n<html lang="{code}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{render.esc(title)}</title>{render.STYLE}<style>{SHEET_CSS}</style></head>\n"
        f'<body class="lukfu lukfu-rulesheet {render.theme_class(theme)}"><h1>{render.esc(title)}</h1>'
        f'<div class="lukfu-intro">{render.markdown(intro)}</div>'
        f'<div class="lukfu-sheet">{"".join(sections)}</div>'
        '<p class="lukfu-sheet-footer">lukfu-teach · R1–R20</p></body></html>\n'
    )


def write(path: PathLike, lang: str | None = None, theme: str = "default") -> Path:
    """Write the rule sheet to ``path`` (UTF-8) whole or not at all, and return the path."""
    return write_whole(path, sheet(lang, theme))


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m lukfu_teach.pictures.rulesheet OUT.html [--lang sv] [--theme contrast]``."""
    parser = argparse.ArgumentParser(
        prog="python -m lukfu_teach.pictures.rulesheet", description=__doc__.splitlines()[0]
    )
    parser.add_argument("out", help="the HTML file to write, e.g. luk-fu-rules.html")
    parser.add_argument("--lang", choices=SUPPORTED, help="the language of the sheet (default: the current one)")
    parser.add_argument("--theme", choices=render.THEMES, default="default", help="contrast: black on white")
    args = parser.parse_args(argv)
    try:
        written = write(args.out, args.lang, args.theme)
    except OSError as err:
        print(f"{args.out}: cannot write the rule sheet: {err.strerror or err}", file=sys.stderr)
        return 1
    print(f"wrote {written}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
