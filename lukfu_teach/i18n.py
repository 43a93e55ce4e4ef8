"""Languages: gettext for every word a learner reads (English, Swedish).

Whole sentences with named parameters, never English fragments joined::

    from lukfu_teach.i18n import L_, N_, _, ngettext

    _("Next")                                          # a translated word, now
    _("{seat} beats {play} with {cards} (R10)", seat=..., play=..., cards=...)
    ngettext("{n} card", "{n} cards", n)                # formatted with n
    L_("{seat} leads {card}.", seat=..., card=card.lazy_name)   # a Message
    TITLES = (N_("Coins"), N_("Strings"))              # marked; translate with _(x)

``_``/``ngettext`` render in the current language at once; ``L_``/``nL_`` make
a ``Message`` (message id and parameters) that renders when shown, in the
current language or any other, and stores as ``{"en": ..., "sv": ...}``.
Parameters that are themselves ``Text`` (a ``Message``, a card's
``lazy_name``, an ``and_list``) render in the same language; floats get a
decimal comma in Swedish, and numbers formatted with thousands (``{n:,}``) a space
between them. A missing catalogue or entry falls back to English.

The language is ``set_language("sv")`` for the process, ``with language("sv"):``
for a while (a widget's ``lang=``), else ``LUKFU_LANG``, else English.
"""

from __future__ import annotations

import os
import re
import string
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from .errors import LukFuError, shown

if TYPE_CHECKING:
    from gettext import NullTranslations

DOMAIN = "lukfu_teach"
LOCALE_DIR = str(Path(__file__).parent / "locale")
SOURCE = "en"  # the language of the message ids, and the fallback
LANGUAGES: dict[str, str] = {"en": "English", "sv": "svenska"}
SUPPORTED: tuple[str, ...] = tuple(LANGUAGES)
ENV = "LUKFU_LANG"
_DECIMAL_COMMA = frozenset({"sv"})

__all__ = [
    "DOMAIN", "ENV", "LANGUAGES", "LOCALE_DIR", "SOURCE", "SUPPORTED",
    "LanguageError", "Message", "Multilingual", "Number", "Text",
    "L_", "N_", "_", "and_list", "capital", "capitalized", "clauses", "comma_list", "get_language", "language",
    "lazy_number", "ngettext", "nL_", "number", "or_list", "percent", "pgettext", "pick", "reload_catalogues",
    "sentence", "set_language", "text", "translations",
]  # fmt: skip


class LanguageError(LukFuError):
    """A language the package does not speak; ``lang`` is what was asked for."""

    def __init__(self, lang: object, place: str = "language") -> None:
        choices = or_list([f"{code} ({name})" for code, name in LANGUAGES.items()])
        asked = shown(lang)
        super().__init__(L_("{place}: {lang} is not a supported language; choose {choices}",
                            place=place, lang=asked, choices=choices))  # fmt: skip
        self.lang, self.place = lang, place

    def __reduce__(self) -> tuple:
        return type(self), (self.lang, self.place)

    def __str__(self) -> str:
        try:
            return super().__str__()
        except LanguageError:  # no language to show it in (a bad LUKFU_LANG): English
            return self.render(SOURCE)


# --- the current language -------------------------------------------------

_override: ContextVar[str | None] = ContextVar("lukfu_language", default=None)
_current: str | None = None  # set_language's choice, or LUKFU_LANG's once read
_known: dict[str, str] = {code: code for code in SUPPORTED}  # spelling -> code


def _check(lang: object, place: str = "language") -> str:
    """The supported code ``lang`` names (``"sv"``, ``"SV"``, ``"sv_SE.UTF-8"``)."""
    code = _known.get(lang) if isinstance(lang, str) else None
    if code is None:
        if isinstance(lang, str):
            base = lang.strip().replace("-", "_").split(".")[0].split("_")[0].lower()
            code = base if base in LANGUAGES else None
        if code is None:
            raise LanguageError(lang, place)
        _known[lang] = code  # type: ignore[index]
    return code


def _from_env(strict: bool = True) -> str:
    """``LUKFU_LANG``'s language, or English when it is empty. One the package does not speak raises
    ``LanguageError`` when ``strict``; otherwise English is spoken and a warning says so (once: the
    language read is kept)."""
    value = os.environ.get(ENV, "").strip()
    try:
        return _check(value, ENV) if value else SOURCE
    except LanguageError as err:
        if strict:
            raise
        import warnings

        warnings.warn(f"{err.render(SOURCE)}; speaking English", UserWarning, stacklevel=3)
        return SOURCE


def get_language() -> str:
    """The language text renders in now: ``"en"`` or ``"sv"`` (a ``LUKFU_LANG`` the package does not speak:
    English, with one warning; the command line refuses it instead)."""
    global _current
    lang = _override.get() or _current
    if lang is None:
        lang = _current = _from_env(strict=False)
    return lang


def set_language(lang: str | None) -> None:
    """Render everything in ``lang`` from now on; ``None``: back to ``LUKFU_LANG`` (read again) or English."""
    global _current
    _current = _check(lang, "set_language") if lang is not None else _from_env()


@contextmanager
def language(lang: str | None) -> Iterator[str]:
    """Render in ``lang`` inside the ``with`` block (``None``: the current language)."""
    if lang is None:
        yield get_language()
        return
    token = _override.set(_check(lang))
    try:
        yield _override.get()  # type: ignore[misc]
    finally:
        _override.reset(token)


# --- catalogues -----------------------------------------------------------


class _English:
    """The source language: message ids are the English text (no catalogue to read)."""

    def gettext(self, message: str) -> str:
        return message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return singular if n == 1 else plural

    def pgettext(self, context: str, message: str) -> str:
        return message


_catalogues: dict[str, NullTranslations | _English] = {SOURCE: _English()}


def translations(lang: str | None = None) -> NullTranslations | _English:
    """The gettext catalogue of ``lang`` (loaded once; English is the identity)."""
    code = get_language() if lang is None else lang
    cat = _catalogues.get(code)
    if cat is None:
        code = _check(code)
        cat = _catalogues.get(code)
        if cat is None:
            cat = _catalogues[code] = _load(code)
    return cat


def _load(code: str) -> NullTranslations | _English:
    import gettext  # here, not at import: English never needs it

    path = gettext.find(DOMAIN, LOCALE_DIR, [code])
    if path is None:  # no catalogue: English
        return _English()
    with open(path, "rb") as f:
        return gettext.GNUTranslations(f)


def reload_catalogues() -> None:
    """Read the compiled catalogues again on next use (after ``make translations`` in a running kernel)."""
    _catalogues.clear()
    _catalogues[SOURCE] = _English()


_SWEDISH_DIGITS = str.maketrans({".": ",", ",": "\u00a0"})  # 1,234.5 -> 1 234,5 (a no-break space)


class _Comma(float):
    """A float that formats with a decimal comma, spaced thousands and a space before a percent sign (Swedish):
    ``1 234,5``, ``16 %``."""

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        text = float.__format__(self, spec).translate(_SWEDISH_DIGITS)
        return f"{text[:-1]}\u00a0%" if spec.endswith("%") else text


class _Spaced(int):
    """An int whose thousands (``{n:,}``) are spaced, not separated by a comma (Swedish): ``1 000``; given a
    float's format (``{n:+.2f}``: a whole 2 among estimates), it is written as that float is, ``+2,00``."""

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        if spec.endswith(("e", "E", "f", "F", "g", "G")):
            return format(_Comma(self), spec)
        return int.__format__(self, spec).replace(",", "\u00a0")


_SENTENCE_END = re.compile(r"[.!?][)\]”\"']*$")


def _opens_sentence(before: str) -> bool:
    """What comes after ``before`` begins a sentence: nothing is before it, or a sentence's end is (``Right. ``,
    ``(R14). ``, ``? ``), not an abbreviation's point (``e.g. ``, ``t.ex. ``)."""
    text = before.rstrip(" ")
    if not text:
        return True
    if text == before or text[-1] not in ".!?":
        return False
    word = text[:-1].rsplit(None, 1)[-1] if text[:-1].strip() else ""
    return text[-1] in "!?" or ("." not in word and len(word) > 1)


_CAPITAL = "__capital"  # a parameter renamed where it begins a sentence: "{seat} passes." -> "{seat__capital} passes."


@lru_cache(maxsize=4096)
def _sentences(template: str) -> tuple[str, frozenset[str]]:
    """``template`` with each parameter that begins a sentence renamed (``{seat}`` -> ``{seat__capital}``), and
    their names, if the template is a sentence (it ends with ``.``, ``?`` or ``!``): the first thing in it, or the
    first thing after a sentence's end (``"{seat} passes."``, ``"Right. {seat} was first."``)."""
    if not _SENTENCE_END.search(template):
        return template, frozenset()
    try:
        fields = list(string.Formatter().parse(template))
    except ValueError:
        return template, frozenset()
    found, before, parts = set(), "", []
    for literal, field, spec, conversion in fields:
        before += literal
        parts.append(literal.replace("{", "{{").replace("}", "}}"))
        if field is not None:
            opens = field.isidentifier() and _opens_sentence(before)
            found |= {field} if opens else set()
            name = field + _CAPITAL if opens else field
            parts.append("{" + name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "") + "}")
            before = "··"  # a word follows now (a parameter ending in "." ends a sentence: "{n}. {move}.")
    return "".join(parts), frozenset(found)


_WORD_FIRST = re.compile(r"[^\W\d_]+(?=[\s,;!?)]|$)")  # "seat 1 (East)", not "lukfu_progress.json" or "moves[3]"


def capital(text: str) -> str:
    """``text`` with its first letter a capital, as a sentence begins: ``capital("plats 1 (Öst) passar.")``."""
    return text[:1].upper() + text[1:] if text[:1].islower() else text


def _format(template: str, fallback: str, params: Mapping[str, object], lang: str) -> str:
    """``template.format(**params)``, Text rendered in ``lang``; English if the translation is broken. A
    parameter that begins a sentence begins with a capital (``"{seat} passes."`` is ``Seat 1 (East) passes.``).

    Without parameters the template is returned as it is (no ``{{`` escaping needed).
    """
    if params:
        ready = {}
        comma = lang in _DECIMAL_COMMA
        for key, value in params.items():
            if isinstance(value, Text):
                value = value.render(lang)
            elif comma and type(value) is float:
                value = _Comma(value)
            elif comma and type(value) is int:
                value = _Spaced(value)
            ready[key] = value
        try:
            return _formatted(template, ready)
        except (KeyError, IndexError, ValueError):
            return _formatted(fallback, ready)
    return template


def _formatted(template: str, values: dict[str, object]) -> str:
    """``template.format(**values)``, a capital on each parameter that begins a sentence and begins with a word
    (a file name, a place in a record or a number stays as it is)."""
    shown, openers = _sentences(template)
    if not openers:
        return template.format(**values)
    more = {}
    for name in openers:
        value = values[name]
        if not isinstance(value, int | float):
            value = str(value)
            value = capital(value) if _WORD_FIRST.match(value) else value
        more[name + _CAPITAL] = value
    return shown.format(**values, **more)


def number(value: float, spec: str = "", lang: str | None = None) -> str:
    """A number as ``lang`` (default: the current language) writes it: ``number(1234.5, ",.1f")`` is
    ``1,234.5`` in English and ``1 234,5`` in Swedish, ``number(0.16, ".0%")`` is ``16%`` and ``16 %``. For a
    table cell; in a sentence, put the format in the template (``{x:.2f}``), or pass a ``Number``."""
    code = get_language() if lang is None else _check(lang)
    if code in _DECIMAL_COMMA and type(value) in (int, float):
        value = _Comma(value) if type(value) is float or spec.endswith("%") else _Spaced(value)
    return format(value, spec)


# --- marking and translating now -------------------------------------------


def N_(msgid: str) -> str:
    """Mark ``msgid`` for the catalogue without translating it (module-level texts)."""
    return msgid


def _(msgid: str, /, **params: object) -> str:
    """``msgid`` in the current language; with named parameters, formatted too."""
    lang = get_language()
    text = msgid if lang == SOURCE else translations(lang).gettext(msgid)
    return _format(text, msgid, params, lang) if params else text


def pgettext(context: str, msgid: str, /, **params: object) -> str:
    """``msgid`` in the current language where the same English says something else elsewhere, told apart by
    ``context``: ``pgettext("the menu of example deals", "Deal")`` is *Giv* in Swedish, the rule R4's *Deal*
    is *Given*."""
    lang = get_language()
    text = msgid if lang == SOURCE else translations(lang).pgettext(context, msgid)
    return _format(text, msgid, params, lang) if params else text


def ngettext(singular: str, plural: str, n: int, /, **params: object) -> str:
    """The form for count ``n`` in the current language, formatted with ``n`` and ``params``."""
    lang = get_language()
    template = translations(lang).ngettext(singular, plural, n)
    return _format(template, singular if n == 1 else plural, {"n": n, **params}, lang)


# --- text that renders later ------------------------------------------------


class Text:
    """Text that renders in any language: ``str(t)`` now, ``t.render("sv")``, ``t.to_json()``."""

    __slots__ = ()

    def render(self, lang: str | None = None) -> str:
        raise NotImplementedError

    def to_json(self) -> dict[str, str]:
        """Every language, as FORMAT.md stores text: ``{"en": "...", "sv": "..."}``."""
        return {code: self.render(code) for code in SUPPORTED}

    def __str__(self) -> str:
        return self.render()

    def __format__(self, spec: str) -> str:
        return format(self.render(), spec)


class Message(Text):
    """A message id with its parameters, translated when rendered (made by ``L_``/``nL_``)."""

    __slots__ = ("msgid", "plural", "n", "params")

    def __init__(
        self, msgid: str, params: Mapping[str, object] | None = None, plural: str | None = None, n: int = 1
    ) -> None:
        self.msgid = msgid
        self.plural = plural
        self.n = n
        self.params = dict(params) if params else {}

    def render(self, lang: str | None = None) -> str:
        code = get_language() if lang is None else _check(lang)
        cat = translations(code)
        if self.plural is None:
            template = self.msgid if code == SOURCE else cat.gettext(self.msgid)
            return _format(template, self.msgid, self.params, code)
        n = self.n
        template = cat.ngettext(self.msgid, self.plural, n)
        return _format(template, self.msgid if n == 1 else self.plural, {"n": n, **self.params}, code)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Message):
            return NotImplemented
        return (self.msgid, self.plural, self.n, self.params) == (other.msgid, other.plural, other.n, other.params)

    def __hash__(self) -> int:
        return hash((self.msgid, self.plural, self.n))

    def __repr__(self) -> str:
        args = [repr(self.msgid)]
        if self.plural is not None:
            args += [repr(self.plural), repr(self.n)]
        args += [f"{k}={v!r}" for k, v in self.params.items()]
        return f"{'nL_' if self.plural is not None else 'L_'}({', '.join(args)})"


def L_(msgid: str, /, **params: object) -> Message:
    """A lazy message: ``msgid`` with named parameters, translated when shown."""
    message = _new_message(Message)  # ``Message(msgid, params)`` without copying ``params``: errors are made
    message.msgid, message.plural, message.n, message.params = msgid, None, 1, params  # often and seldom shown
    return message


def nL_(singular: str, plural: str, n: int, /, **params: object) -> Message:
    """A lazy message with a count: the form for ``n``, formatted with ``n`` and ``params``."""
    message = _new_message(Message)
    message.msgid, message.plural, message.n, message.params = singular, plural, n, params
    return message


_new_message = object.__new__


class Multilingual(Text):
    """Stored text in several languages (``{"en": ..., "sv": ...}``); shows English where one is missing."""

    __slots__ = ("texts",)

    def __init__(self, texts: Mapping[str, str]) -> None:
        self.texts = dict(texts)

    def render(self, lang: str | None = None) -> str:
        code = get_language() if lang is None else _check(lang)
        texts = self.texts
        found = texts.get(code)
        if found is None:
            found = texts.get(SOURCE)
        if found is None:
            found = next(iter(texts.values()), "")
        return found

    def to_json(self) -> dict[str, str]:
        return dict(self.texts)

    def __eq__(self, other: object) -> bool:
        return self.texts == other.texts if isinstance(other, Multilingual) else NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(sorted(self.texts.items())))

    def __repr__(self) -> str:
        return f"Multilingual({self.texts!r})"


class Number(Text):
    """A number written as the language it is shown in writes it (``number``): ``Number(0.16, ".0%")`` is
    ``16%`` in English and ``16 %`` in Swedish, for a parameter made before the language is known."""

    __slots__ = ("value", "spec")

    def __init__(self, value: float, spec: str = "") -> None:
        self.value, self.spec = value, spec

    def render(self, lang: str | None = None) -> str:
        return number(self.value, self.spec, lang)

    def __eq__(self, other: object) -> bool:
        return (self.value, self.spec) == (other.value, other.spec) if isinstance(other, Number) else NotImplemented

    def __hash__(self) -> int:
        return hash((self.value, self.spec))

    def __repr__(self) -> str:
        return f"Number({self.value!r}, {self.spec!r})"


def text(value: str | Mapping[str, str] | Text) -> Text:
    """Any stored or made text as a ``Text``: a plain string is English (and shown as is)."""
    if isinstance(value, Text):
        return value
    if isinstance(value, str):
        return Multilingual({SOURCE: value})
    return Multilingual(value)


def pick(value: str | Mapping[str, str] | Text, lang: str | None = None) -> str:
    """``value`` in ``lang`` (default: the current language), falling back to English."""
    if isinstance(value, str):
        return value
    return text(value).render(lang)


class _Listing(Text):
    __slots__ = ("items", "last", "more")

    def __init__(self, items: Iterable[str | Text], last: str, more: int = 0) -> None:
        self.items = tuple(items)
        self.last = last  # a template with {items} and {last}
        self.more = more  # items left out (``or_list``'s ``most``)

    def render(self, lang: str | None = None) -> str:
        code = get_language() if lang is None else _check(lang)
        words = [item.render(code) if isinstance(item, Text) else str(item) for item in self.items]
        if self.more:
            joined = ", ".join(words)
            return nL_("{items} or {n} more", "{items} or {n} more", self.more, items=joined).render(code)
        if len(words) < 2:
            return "".join(words)
        return Message(self.last, {"items": ", ".join(words[:-1]), "last": words[-1]}).render(code)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, _Listing):
            return NotImplemented
        return (self.items, self.last, self.more) == (other.items, other.last, other.more)

    def __hash__(self) -> int:
        return hash(self.items)

    def __repr__(self) -> str:
        if self.more:
            return f"or_list({list(self.items) + ['...'] * self.more!r}, most={len(self.items)})"
        return f"{'and_list' if self.last == _AND else 'or_list'}({list(self.items)!r})"


_AND = N_("{items} and {last}")
_OR = N_("{items} or {last}")


def and_list(items: Iterable[str | Text]) -> Text:
    """``S9, S8 and S7`` / ``S9, S8 och S7``, in whatever language it is shown."""
    return _Listing(items, _AND)


def or_list(items: Iterable[str | Text], most: int | None = None) -> Text:
    """``S8 or S9`` / ``S8 eller S9``, in whatever language it is shown; beyond ``most`` items,
    ``S6, S7, S8, S9 or 2 more`` (``... eller 2 till``)."""
    items = tuple(items)
    if most is not None and len(items) > most:
        return _Listing(items[:most], _OR, len(items) - most)
    return _Listing(items, _OR)


# --- composing texts that render later ----------------------------------------------------------


def _shown(part: str | Text, lang: str) -> str:
    return part.render(lang) if isinstance(part, Text) else str(part)


class _Joined(Text):
    """Parts joined by ``separator`` (the same in every language), the first letter capitalised
    (``first``) and ``end`` after it, as asked."""

    __slots__ = ("parts", "separator", "first", "end")

    def __init__(self, parts: Iterable[str | Text], separator: str = "", first: bool = False, end: str = "") -> None:
        self.parts, self.separator, self.first, self.end = tuple(parts), separator, first, end

    def render(self, lang: str | None = None) -> str:
        code = get_language() if lang is None else _check(lang)
        joined = self.separator.join(_shown(part, code) for part in self.parts)
        return (capital(joined) if self.first else joined) + self.end

    def __bool__(self) -> bool:
        return any(self.parts)

    def _key(self) -> tuple:
        return self.parts, self.separator, self.first, self.end

    def __eq__(self, other: object) -> bool:
        return self._key() == other._key() if isinstance(other, _Joined) else NotImplemented

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"_Joined{self._key()!r}"


def clauses(parts: Iterable[str | Text]) -> Text:
    """Whole clauses joined by semicolons: ``keeps the run S6 S7 S8; breaks the set C5 S5 M5``; falsy when empty."""
    return _Joined(parts, "; ")


def comma_list(parts: Iterable[str | Text]) -> Text:
    """The items of a tally joined by commas, without "and": ``3 Old cards (C9 M9 T1), a set``; falsy when empty."""
    return _Joined(parts, ", ")


def capitalized(text: str | Text) -> Text:
    """``text`` with its first letter capitalised, in whatever language it is shown (a sentence's start)."""
    return _Joined((text,), first=True)


def sentence(clause: str | Text) -> Text:
    """A clause as a sentence: its first letter capitalised and a full stop after it."""
    return _Joined((clause,), first=True, end=".")


def lazy_number(value: float, spec: str = "") -> Text:
    """``number(value, spec)`` when shown, as the language shown writes it (``+0,25`` in Swedish)."""
    return Number(value, spec)


def signed_points(x: float) -> Text | str:
    """Points as a signed number, ``+2``, ``-0.40`` (``-0,40`` in Swedish), ``0``, in the language shown: a whole
    score whole, anything else to the hundredth."""
    if abs(x) < 0.005:
        return "0"
    return lazy_number(float(x), "+.0f" if float(x).is_integer() else "+.2f")


def percent(share: float, lang: str | None = None) -> str:
    """A share from 0 to 1 as a whole percent, with one rounding everywhere: ``0%`` and ``100%`` only when
    exact, ``under 1%`` and ``over 99%`` when rounding would hide the difference, else ``24%``."""
    code = get_language() if lang is None else _check(lang)
    sign = "\u00a0%" if code in _DECIMAL_COMMA else "%"  # "24 %" in Swedish, with a no-break space
    if share <= 0:
        return "0" + sign
    if share >= 1:
        return "100" + sign
    if share < 0.005:
        return L_("under 1%").render(code)
    if share > 0.995:
        return L_("over 99%").render(code)
    return f"{100 * share:.0f}{sign}"
