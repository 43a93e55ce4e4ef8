"""Test helper: is any English left in text or HTML meant to be Swedish?

    from english_left import assert_no_english
    assert_no_english(widget_html)              # fails listing the English words found
    assert_no_english(text, allow={"Anna"})     # words that may stay (a person's name)

It looks for common English words (function words and the game's English
terms) that are not Swedish words. Card codes (``S7``), rule numbers
(``R16b``), numbers, Mau Gung, Bak Chi, Luk Fu, fu and AI are not words it
knows, so they pass. In HTML it reads the visible text and the attributes a
learner sees (``title``, ``alt``, ``placeholder``, ``aria-label``, a button's
``value``); ``<style>`` and ``<script>`` are skipped.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable

# Common English words that are not Swedish words, or too rare in Swedish to matter here (for,
# from, last, led, most, must, not, set). Left out on purpose, because they are
# Swedish words too: i, in, hand, man, under, full, start, bad, far, glad, gift, all, by, fast,
# sex, as, be, is, just, still, back, pass (the call in Swedish bridge), show, step, ok;
# and single letters (A and F in R19, suit letters).
ENGLISH = frozenset(
    """
    an the and or but not no nor of to with without for from into onto at on off about above below
    over than then there here this that these those it its it's he she his her him they them their
    theirs we us our you your yours who whom whose what which when where why how because so if else
    can cannot can't could would should must may might will won't shall do does did done don't doesn't
    didn't have has had having was were are been being isn't aren't wasn't
    only also every each both either neither any some more most less least other others another next
    last first second third again yet even
    card cards deck suit suits rank ranks trick tricks seat seats lead leads leading led play plays
    played playing passes passed beat beats beaten beating discard discards discarded discarding
    face down up claim claims claimed claiming win wins won winner winning lose loses lost loser draw
    drawn redeal deal deals dealt dealing set sets run runs single singles caller callers noncaller
    noncallers master old higher lower highest lowest point points score scores pays paid pay receives
    coins strings myriads tens ace aces nine nines
    east west yes shown hide hidden steps forward hint hints reason reasons new unfinished rule since
    """.split()
)

_WORD = re.compile(r"(?<!\w)[^\W\d_]+(?:'[^\W\d_]+)?(?!\w)")  # a word not glued to digits (S7, R16b, 2A)
_HIDDEN = re.compile(r"<(style|script)\b.*?</\1\s*>", re.S | re.I)
_ATTR = re.compile(r"""\b(?:title|alt|placeholder|aria-label|value)\s*=\s*("([^"]*)"|'([^']*)')""", re.I)
_TAG = re.compile(r"<[^>]*>")


def visible_text(markup: str) -> str:
    """What a learner reads in HTML: the text, and the attributes shown as tooltips or labels."""
    markup = _HIDDEN.sub(" ", markup)
    attrs = [m[2] if m[2] is not None else m[3] for m in _ATTR.finditer(markup)]
    return html.unescape(" ".join([_TAG.sub(" ", markup), *attrs]))


def english_words(text: str, allow: Iterable[str] = ()) -> list[str]:
    """The English words in ``text`` (HTML is read as a learner sees it), in order, each once."""
    if "<" in text and ">" in text:
        text = visible_text(text)
    allowed = {w.lower() for w in allow}
    found: dict[str, None] = {}
    for word in _WORD.findall(text):
        low = word.lower()
        if low in ENGLISH and low not in allowed:
            found.setdefault(word, None)
    return list(found)


def assert_no_english(text: str, allow: Iterable[str] = ()) -> None:
    """Fail with the English words found, and where, if ``text`` has any left."""
    words = english_words(text, allow)
    if words:
        plain = visible_text(text) if "<" in text else text
        where = [
            plain[max(0, m.start() - 40) : m.end() + 40] for m in re.finditer(rf"\b{re.escape(words[0])}\b", plain)
        ]
        raise AssertionError(f"English left in Swedish text: {words}; first at: {where[:1]}")
