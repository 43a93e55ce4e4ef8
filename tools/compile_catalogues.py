"""Compile the catalogues (``lukfu_teach/locale/*/LC_MESSAGES/lukfu_teach.po``) to ``.mo``, as ``pybabel compile``.

    .venv/bin/python tools/compile_catalogues.py     # make translations runs it

The one difference: Babel's ``python-format`` check is left out. Babel flags every message in which a ``%``
is followed by what could be a conversion (``70% rain``, ``95% interval``, a lesson's prose) as a
``%``-template and refuses a translation that does not repeat it (``70 % regn``); but the package formats
with ``str.format`` only, and ``tests/test_i18n.py`` checks that every translation has its message's
``{placeholders}``. Everything else is as ``pybabel compile``: fuzzy entries are left out (English is shown
until a translator checks them), and the statistics are printed.
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

LOCALES = Path(__file__).resolve().parent.parent / "lukfu_teach" / "locale"


def compile_catalogue(po: Path) -> str:
    """Write ``po``'s ``.mo`` beside it; return a line of statistics."""
    with po.open("rb") as f:
        catalogue = read_po(f, locale=po.parent.parent.name)
    messages = [m for m in list(catalogue)[1:] if m.id]
    done = sum(1 for m in messages if not m.fuzzy and all(m.string if isinstance(m.string, tuple) else [m.string]))
    with po.with_suffix(".mo").open("wb") as f:
        write_mo(f, catalogue, use_fuzzy=False)
    share = 100 * done // len(messages) if messages else 100
    return f"{done} of {len(messages)} messages ({share}%) translated in {po.relative_to(LOCALES.parent.parent)}"


def main() -> int:
    for po in sorted(LOCALES.glob("*/LC_MESSAGES/*.po")):
        print(compile_catalogue(po))
    return 0


if __name__ == "__main__":
    sys.exit(main())
