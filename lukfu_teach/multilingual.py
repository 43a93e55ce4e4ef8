"""Text a person wrote in a record, in one language or several (FORMAT.md).

A ``Text`` is a string (English) or an object keyed by language code,
``{"en": "Lead the nine.", "sv": "Spela ut nian."}``. ``pick_text`` chooses
the learner's language, falling back to English, then to the first language given.

>>> pick_text({"en": "Lead the nine.", "sv": "Spela ut nian."}, "sv")
'Spela ut nian.'
>>> pick_text({"en": "Lead the nine."}, "sv")
'Lead the nine.'
>>> pick_text("Lead the nine.", "sv")
'Lead the nine.'
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

Text = str | Mapping[str, str]
ENGLISH = "en"
# A language code: ISO 639 letters, then optional subtags (BCP 47): en, sv, pt-BR, zh-Hant.
LANGUAGE_CODE = re.compile(r"[a-z]{2,3}(-[A-Za-z0-9]{1,8})*")


def pick_text(text: Text | None, lang: str | None = None) -> str:
    """``text`` in the learner's language ``lang`` (``None``: English), else English, else the first given.

    A plain string is English and is returned as it is; ``None`` gives ``""``. The learner's
    language is English until the package's language setting (``--lang``, ``LUKFU_LANG``) is wired in.
    ``"sv-FI"`` falls back to ``"sv"`` before English.
    """
    if text is None:
        return ""
    if isinstance(text, str):
        return text
    if not isinstance(text, Mapping):  # not a record's text (which is checked when read): show it as it is
        return str(text)
    lang = lang or ENGLISH
    for code in (lang, lang.split("-")[0], ENGLISH):
        if code in text:
            return text[code]
    return next(iter(text.values()), "")


def text_problem(value: Any) -> tuple[str, str] | None:
    """Why ``value`` is not a ``Text``, as (the key inside it or ``""``, the reason); ``None`` when it is one."""
    if isinstance(value, str):
        return None
    if not isinstance(value, Mapping):
        return "", "expected text"
    if not value:
        return "", 'no language given (expected texts keyed by language code, such as {"en": "...", "sv": "..."})'
    for key, item in value.items():
        if not isinstance(key, str) or not LANGUAGE_CODE.fullmatch(key):
            return key, 'not a language code (such as "en", "sv" or "pt-BR")'
        if not isinstance(item, str):
            return key, "expected text"
    return None
