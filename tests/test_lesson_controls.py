"""Every control a lesson names is on the screen with that label, in English and in Swedish.

A lesson sends the learner to a button, a menu, a box or a toggle by its label: "press **Check**", "the
**Deal number** box", "choose `expert`", "tryck på **Rätta**", "välj *enkel*". The labels on the screen are
the ones stored in the lessons' widget state (``make notebooks``): every button's description and tooltip, every
menu's and toggle's entries, in each language. A named control is a bold phrase that is a label, or a bold,
code or italic phrase that a word of pointing introduces ("press", "click", "choose", "button", "tryck på",
"välj", "knappen", ...); each must be a label of the course's widgets in the lesson's language. And each
control an English paragraph names by its label must be named by its Swedish label in the paragraph's
translation, so the two cannot drift apart.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import nbformat
import pytest

from lukfu_teach.words import lesson_translation

NOTEBOOKS = Path(__file__).parent.parent / "notebooks"
FOLDERS = {"en": NOTEBOOKS, "sv": NOTEBOOKS / "sv"}
PHRASE = re.compile(r"\*\*(?P<bold>[^*]+?)\*\*|`(?P<code>[^`]+)`|(?<![*\w])\*(?P<italic>[^*\s][^*]*?)\*(?![*\w])")
# Words that point at a control just before it ("press **Next**", "klicka på **Rätta**") or just after it
# ("the **Deal number** box"; Swedish puts the noun first: "knappen **Nästa**")
BEFORE = {
    "en": re.compile(r"\b(press|click|choose|select|type|tick|toggle|pick)( (on|the|a|an|any))?\s*$", re.I),
    "sv": re.compile(
        r"\b(tryck(er)? på|klicka(r)? på|välj(er)?|skriv(er)?( in)?|knapp(en)?|meny(n|erna)?|ruta(n)?)( (den|det|i))?\s*$",
        re.I,
    ),
}
AFTER = {"en": re.compile(r"^\s*(button|menu|menus|box|toggle)\b", re.I), "sv": re.compile(r"^(?!)")}
# Controls of JupyterLab itself, not of the course's widgets
NOT_OURS = {"⋯", "Run → Run All Cells", "File → Save", "Download"}


@cache
def labels(lang: str) -> frozenset[str]:
    """Every label on the screen in ``lang``: what the stored widgets of all its lessons say (a hand's cards are
    buttons labelled by their codes: "click `S7`")."""
    found: set[str] = set()
    for path in FOLDERS[lang].glob("[0-9][0-9]_*.ipynb"):
        state = nbformat.read(path, as_version=4).metadata.get("widgets", {})
        models = state.get("application/vnd.jupyter.widget-state+json", {}).get("state", {})
        for model in models.values():
            for key in ("description", "tooltip", "_options_labels", "placeholder", "cards"):
                value = model.get("state", {}).get(key)
                found.update(v for v in (value if isinstance(value, list) else [value]) if isinstance(v, str) and v)
    return frozenset(" ".join(label.split()) for label in found)


def matches(phrase: str, label: str, exact_case: bool = False) -> bool:
    """``phrase`` names the control labelled ``label``: the same words, or the label's first words before its
    detail (**Reveal** for "Reveal (spoiler)", **Claim** for "Claim: 6 fu + 0 Old = 6")."""
    if not exact_case:
        phrase, label = phrase.casefold(), label.casefold()
    return label == phrase or label.startswith((f"{phrase} (", f"{phrase}:"))


def is_label(phrase: str, lang: str, exact_case: bool = False) -> bool:
    return any(matches(phrase, label, exact_case) for label in labels(lang))


def phrases(text: str) -> list[tuple[re.Match, str]]:
    return [(m, " ".join((m["bold"] or m["code"] or m["italic"]).split())) for m in PHRASE.finditer(text)]


def named_controls(text: str, lang: str) -> list[tuple[str, bool]]:
    """The controls a text names: ``(phrase, pointed)``; ``pointed`` when a word of pointing introduces it,
    else a bold label written as the control writes it (**Next**; **play**, a term in bold, is not the button)."""
    found = []
    for m, phrase in phrases(text):
        pointed = bool(BEFORE[lang].search(text[: m.start()]) or AFTER[lang].search(text[m.end() :]))
        if pointed or (m["bold"] and is_label(phrase, lang, exact_case=True)):
            found.append((phrase, pointed))
    return found


def translations_of(text: str, strings: dict[str, str | None]) -> set[str]:
    """``text``'s translations in the catalogue, in any context (the button's *Deal* is *Ge*, the rule's *Given*)."""
    return {s for key, s in strings.items() if s and (key == text or key.endswith(f"\x04{text}"))}


def paragraphs(lang: str, name: str) -> list[str]:
    """The paragraphs of the lesson ``name`` (its English name) in ``lang``."""
    path = NOTEBOOKS / f"{name}.ipynb"
    if lang != "en":
        path = lesson_translation.translated_path(path, lang, lesson_translation.catalogue(lang))
    notebook = nbformat.read(path, as_version=4)
    return [p for c in notebook.cells if c.cell_type == "markdown" for p in re.split(r"\n\s*\n", c.source)]


LESSONS = sorted(p.stem for p in NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("name", LESSONS)
def test_every_control_a_lesson_points_to_is_on_the_screen_with_that_label(name, lang):
    missing = [
        (phrase, paragraph[:80])
        for paragraph in paragraphs(lang, name)
        for phrase, pointed in named_controls(paragraph, lang)
        if pointed and phrase not in NOT_OURS and not is_label(phrase, lang)
    ]
    assert not missing, f"{lang}/{name} names controls no widget has: {missing}"


@pytest.mark.parametrize("name", LESSONS)
def test_each_control_an_english_paragraph_names_the_swedish_one_names_by_its_swedish_label(name):
    strings = lesson_translation.catalogue("sv")
    wrong = []
    for paragraph in {p for p in paragraphs("en", name)}:
        said = [phrase for _m, phrase in phrases(strings.get(paragraph) or "")]
        for phrase, _pointed in named_controls(paragraph, "en"):
            english = [label for label in labels("en") if matches(phrase, label)]
            # a label the catalogue does not translate is the same in Swedish: a card's code
            expected = {s for x in [*english, phrase] for s in translations_of(x, strings)} or set(english)
            if english and not any(matches(q, s) for q in said for s in expected):
                wrong.append((phrase, sorted(expected), said))
    assert not wrong, f"{name}: the Swedish names these controls otherwise than the Swedish widgets: {wrong}"


def test_the_check_finds_a_control_named_by_a_label_no_widget_has():
    assert named_controls("Press **Next** to go on, or **Auto-play**.", "en") == [("Next", True), ("Auto-play", False)]
    assert named_controls("och **Spela maskinellt** låter given spela sig själv", "sv") == []  # no pointing word
    assert named_controls("välj `basic` i båda nivåmenyerna", "sv") == [("basic", True)]
    assert named_controls("Spelbordet har en ruta **Givnummer**", "sv") == [("Givnummer", True)]
    assert not is_label("basic", "sv") and is_label("enkel", "sv") and is_label("Reveal", "en")
    assert not is_label("Spela maskinellt", "sv") and is_label("Spela automatiskt", "sv")
    assert is_label("S7", "en") and not is_label("S0", "en")  # a card in a hand, not a card that is none
