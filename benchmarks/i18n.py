"""Cost of translated words: `python benchmarks/i18n.py` (medians of several runs, in microseconds a call).

What it measures: a card's name in English (against the f-string it replaced) and in Swedish,
``_()`` with and without parameters, a sentence whose first parameter takes a capital, a lazy message
rendered now and stored in every language, importing the package in a fresh interpreter (gettext
catalogues load on first use, not at import), and building the Swedish lessons from the English ones
(``lukfu_teach.words.lesson_translation``: reading the catalogue, then translating all thirteen).
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import timeit
from collections.abc import Callable

from lukfu_teach.engine.cards import DECK, NAMED
from lukfu_teach.i18n import L_, _, language


def per_call_us(stmt, number: int = 20_000, repeats: int = 7) -> float:
    """Median over ``repeats`` runs of the time for one call, in microseconds."""
    return statistics.median(timeit.repeat(stmt, number=number, repeat=repeats)) / number * 1e6


def old_name(card) -> str:  # the f-string Card.name was before translation
    return NAMED.get((card.suit, card.rank), f"{card.suit.name.title()} {card.rank}")


def main() -> None:
    card = DECK[15]
    reason = L_("{card} is Old (R16b).", card=card.lazy_name)
    rows: list[tuple[str, Callable[[], object]]] = [("card name, old f-string", lambda: old_name(card))]
    rows += [("card.name, English", lambda: card.name)]
    with language("sv"):
        rows += [
            ("card.name, Swedish", lambda: card.name),
            ('_("Coins"), Swedish', lambda: _("Coins")),
            ("_(template, 2 params), Swedish", lambda: _("{items} and {last}", items="S9, S8", last="S7")),
            ("_(sentence, a capital on its seat), Swedish", lambda: _("{seat} passes (R5).", seat="plats 1 (Öst)")),
            ("str(lazy message with a card name), Swedish", lambda: str(reason)),
            ("lazy message .to_json() (en + sv)", lambda: reason.to_json()),
        ]
        for label, stmt in rows:
            print(f"{label:46} {per_call_us(stmt):6.2f} us")
    code = "import time; t = time.perf_counter(); import lukfu_teach; print(time.perf_counter() - t)"
    runs = [
        float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout) for _ in range(5)
    ]
    print(f"{'import lukfu_teach, fresh interpreter':46} {statistics.median(runs) * 1e3:6.1f} ms")
    lessons_ms()


def lessons_ms() -> None:
    from pathlib import Path

    from lukfu_teach.words import lesson_translation

    scripts = [p.read_text(encoding="utf-8") for p in sorted(Path("notebooks").glob("[0-9][0-9]_*.py"))]
    read = statistics.median(timeit.repeat(lambda: lesson_translation.catalogue("sv"), number=1, repeat=5))
    strings = lesson_translation.catalogue("sv")
    build = statistics.median(
        timeit.repeat(lambda: [lesson_translation.translate(s, "sv", strings) for s in scripts], number=1, repeat=5)
    )
    print(f"{'read lukfu_teach.po (sv)':46} {read * 1e3:6.1f} ms")
    print(f"{f'translate the {len(scripts)} lessons':46} {build * 1e3:6.1f} ms")


if __name__ == "__main__":
    main()
