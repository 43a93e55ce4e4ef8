"""The few Chinese characters the course uses (六虎, ...), drawn on a machine without a CJK font.

The site ships a subset of Noto Sans TC (SIL Open Font License, from the npm package
``@fontsource/noto-sans-tc``) with the glyphs of those characters only: a few kilobytes, as the family
"Luk Fu Han" with a ``unicode-range``, first in the pages' fonts: used for those characters and no other.
The package slices the font by ranges of characters (one ``.woff`` a slice, named with its range in
``400.css``); each slice holding a character the course uses is cut down to those characters with fontTools.
"""

from __future__ import annotations

import re
from pathlib import Path

FAMILY = "Luk Fu Han"
STYLESHEET = "static/lukfu/han.css"  # inside the site
FONT_FILES = r"LICENSE|400\.css|files/[a-z-]+-\d+-400-normal\.woff"  # what the build keeps of the npm package
# First in the list: the family holds those characters only, so every other character is drawn as before; after
# system-ui it would never be asked (Chromium on Linux draws a missing character of system-ui as a box).
RULES = f"""
/* Where the Chinese characters appear: Markdown (JupyterLab, the apps) and the landing pages. */
body .jp-RenderedHTMLCommon, body.lukfu-landing {{
  font-family: "{FAMILY}", var(--jp-content-font-family, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
}}
"""
FACE = re.compile(r"@font-face\s*{(?P<body>[^}]*)}")
WOFF = re.compile(r"url\(\./(?P<file>files/[^)]+\.woff)\)\s*format\('woff'\)")
RANGE = re.compile(r"unicode-range:\s*(?P<ranges>[^;]+);")


class GlyphError(Exception):
    """A character the course uses that the font does not have."""


def slices(css: str) -> list[tuple[str, list[tuple[int, int]]]]:
    """The font's slices from its stylesheet: each ``.woff`` file with the ranges of characters it holds."""
    found = []
    for face in FACE.finditer(css):
        woff, ranges = WOFF.search(face["body"]), RANGE.search(face["body"])
        if woff and ranges:
            spans = []
            for part in ranges["ranges"].split(","):
                low, _, high = part.strip().removeprefix("U+").partition("-")
                spans.append((int(low, 16), int(high or low, 16)))
            found.append((woff["file"], spans))
    return found


def unicode_range(chars: set[str]) -> str:
    return ",".join(f"U+{ord(c):04X}" for c in sorted(chars))


def write_font(package: Path, chars: set[str], folder: Path) -> dict:
    """Cut the glyphs of ``chars`` out of the font ``package`` (an unpacked ``@fontsource/...``) into
    ``folder``, with the stylesheet that draws them and the font's licence; what was written."""
    from fontTools import subset
    from fontTools.ttLib import TTFont

    folder.mkdir(parents=True, exist_ok=True)
    wanted: dict[str, set[str]] = {}
    for char in chars:
        for woff, spans in slices((package / "400.css").read_text()):
            if any(low <= ord(char) <= high for low, high in spans):
                wanted.setdefault(woff, set()).add(char)
                break
    missing = chars - set().union(*wanted.values()) if wanted else set(chars)
    if missing:
        raise GlyphError(f"{package.name} has no glyph for {' '.join(sorted(missing))}")
    faces, files = [], []
    for index, (woff, these) in enumerate(sorted(wanted.items())):
        font = TTFont(package / woff)
        options = subset.Options()
        options.flavor, options.name_IDs, options.layout_features = "woff", ["*"], []
        subsetter = subset.Subsetter(options)
        subsetter.populate(text="".join(sorted(these)))
        subsetter.subset(font)
        name = f"han-{index}.woff"
        font.flavor = "woff"
        font.save(folder / name)
        files.append(name)
        faces.append(
            f'@font-face {{\n  font-family: "{FAMILY}";\n  font-weight: 400;\n  font-display: swap;\n'
            f'  src: url({name}) format("woff");\n  unicode-range: {unicode_range(these)};\n}}\n'
        )
    (folder / "han.css").write_text(
        f"/* {', '.join(sorted(chars))}: glyphs of Noto Sans TC (SIL Open Font License, OFL.txt) */\n"
        + "".join(faces) + RULES
    )  # fmt: skip
    (folder / "OFL.txt").write_bytes((package / "LICENSE").read_bytes())
    return {
        "chars": "".join(sorted(chars)),
        "files": files,
        "bytes": sum((folder / f).stat().st_size for f in files),
    }
