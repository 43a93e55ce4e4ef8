"""Languages (issue 13): the gettext catalogue, choosing a language, lazy messages, names, the rulebook."""

from __future__ import annotations

import ast
import doctest
import fnmatch
import gettext
import json
import os
import re
import shlex
import string
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_keywords, parse_mapping_cfg
from babel.messages.pofile import read_po
from english_left import assert_no_english, english_words, visible_text
from helpers import known

import lukfu_teach
from lukfu_teach import examples, i18n
from lukfu_teach.engine.cards import DECK, Card, Suit
from lukfu_teach.errors import LukFuError
from lukfu_teach.i18n import L_, N_, LanguageError, Message, Multilingual, _, and_list, language, ngettext, nL_, or_list
from lukfu_teach.pictures import rulebook
from lukfu_teach.words import terms
from lukfu_teach.words.narrate import narrate

ROOT = Path(__file__).resolve().parent.parent
PO = ROOT / "lukfu_teach/locale/sv/LC_MESSAGES/lukfu_teach.po"
MO = PO.with_suffix(".mo")


@pytest.fixture(autouse=True)
def english_after():
    """Every test starts and ends in the default language, with the real catalogues."""
    saved = i18n._current
    i18n.set_language("en")
    yield
    i18n._current = saved
    i18n.reload_catalogues()


def catalogue():
    with PO.open("rb") as f:
        return read_po(f, locale="sv")


def extracted() -> dict[tuple[str | None, str | tuple[str, ...]], list[str]]:
    """Every message of the package and its lessons, ``(context, msgid)``, as `make translations` extracts it
    (Makefile keywords, babel.cfg)."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    line = known(re.search(r"^BABEL_KEYWORDS\s*:=(.*)$", makefile, re.M))[1]
    words = shlex.split(line)
    assert "--no-default-keywords" in words
    keywords = parse_keywords([words[i + 1] for i, w in enumerate(words) if w == "-k"])
    with (ROOT / "babel.cfg").open() as f:
        method_map, options_map = parse_mapping_cfg(f)
    found: dict[tuple[str | None, str | tuple[str, ...]], list[str]] = {}
    for filename, lineno, message, _comments, context in extract_from_dir(
        ROOT, method_map, options_map, keywords=keywords, directory_filter=lambda d: ".venv" not in d
    ):
        found.setdefault((context, message), []).append(f"{filename}:{lineno}")
    return found


def fields(template: str) -> set[str]:
    return {name for _text, name, _spec, _conv in string.Formatter().parse(template) if name is not None}


# --- the catalogue -----------------------------------------------------------------------


def test_the_makefile_extracts_every_marking_function_of_i18n():
    words = shlex.split(
        known(re.search(r"^BABEL_KEYWORDS\s*:=(.*)$", (ROOT / "Makefile").read_text(encoding="utf-8"), re.M))[1]
    )
    keywords = parse_keywords([words[i + 1] for i, w in enumerate(words) if w == "-k"])
    assert keywords == {"_": None, "N_": None, "L_": None, "ngettext": (1, 2), "nL_": (1, 2), "pgettext": ((1, "c"), 2)}


def test_every_message_of_the_package_has_a_swedish_translation_and_nothing_else_is_there():
    found = extracted()
    assert (None, "Coins") in found and (None, ("{n} card", "{n} cards")) in found  # extraction works at all
    cat = catalogue()
    entries = {(m.context, m.id): m for m in cat if m.id}
    missing = [msgid for msgid in found if msgid not in entries]
    assert not missing, f"not in the .po (run make translations): {missing}"
    stale = [msgid for msgid in entries if msgid not in found]
    assert not stale, f"in the .po but no longer in the code (run make translations): {stale}"
    untranslated = [m.id for m in entries.values() if not all(m.string if isinstance(m.string, tuple) else [m.string])]
    assert not untranslated, f"no Swedish yet: {untranslated}"
    fuzzy = [m.id for m in entries.values() if m.fuzzy]
    assert not fuzzy, f"fuzzy (check the Swedish, then remove the fuzzy flag): {fuzzy}"
    assert not cat.obsolete, f"obsolete entries left: {list(cat.obsolete)}"


def test_no_message_is_marked_inside_an_f_string_where_extraction_cannot_see_it():
    import tokenize

    marked = re.compile(r"\{[^{}]*\b(?:_|L_|N_|ngettext|nL_)\(")
    hidden = []
    for path in (ROOT / "lukfu_teach").rglob("*.py"):
        with path.open("rb") as f:
            for token in tokenize.tokenize(f.readline):
                prefix = known(re.match(r"[A-Za-z]*", token.string))[0].lower()
                if token.type == tokenize.STRING and "f" in prefix and marked.search(token.string):
                    hidden.append(f"{path.name}:{token.start[0]}")
    assert not hidden, f"a _() inside an f-string is not extracted (make translations misses it): {hidden}"


def test_every_translation_has_the_same_named_parameters_as_its_message_id():
    bad = []
    for m in catalogue():
        if not m.id:
            continue
        if isinstance(m.id, tuple):
            pairs = [(m.id[0], m.string[0]), (m.id[1], m.string[1])]
        else:
            pairs = [(m.id, m.string)]
        for msgid, msgstr in pairs:
            try:
                if fields(msgid) != fields(msgstr):
                    bad.append((msgid, msgstr))
            except ValueError as err:  # an unbalanced brace
                bad.append((msgid, f"{msgstr} ({err})"))
    assert not bad


def test_the_placeholder_check_catches_a_misspelt_or_missing_parameter():
    assert fields("{seat} slår {play} med {cards} (R10)") == {"seat", "play", "cards"}
    assert fields("{seat} slår {spel} med {cards} (R10)") != {"seat", "play", "cards"}
    assert fields("{seat} slår med {cards} (R10)") != {"seat", "play", "cards"}
    with pytest.raises(ValueError):
        fields("{seat slår")


def test_the_compiled_catalogue_is_up_to_date_with_the_po():
    with MO.open("rb") as f:
        compiled = vars(gettext.GNUTranslations(f))["_catalog"]  # its messages, as read from the .mo
    expected: dict[object, str] = {}
    for m in catalogue():
        if not m.id:
            continue
        key = f"{m.context}\x04{m.id[0] if isinstance(m.id, tuple) else m.id}" if m.context else None
        if isinstance(m.id, tuple):
            for i, form in enumerate(m.string):
                expected[(key or m.id[0], i)] = form
        else:
            expected[key or m.id] = m.string
    compiled = {k: v for k, v in compiled.items() if k != ""}
    assert compiled == expected, "lukfu_teach.mo is stale: run make translations"


def test_the_swedish_catalogue_declares_swedish_plural_forms():
    cat = catalogue()
    assert cat.locale_identifier == "sv"
    assert cat.plural_forms == "nplurals=2; plural=(n != 1);"


def test_the_wheel_ships_the_compiled_catalogue():
    """pyproject's package-data takes every .mo (checked by hand: the built wheel lists it)."""
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    section = pyproject.split("[tool.setuptools.package-data]")[1]
    patterns = ast.literal_eval(known(re.search(r"^lukfu_teach = (\[.*\])$", section, re.M))[1])
    package = ROOT / "lukfu_teach"
    mos = [p.relative_to(package).as_posix() for p in package.rglob("*.mo")]
    assert mos == ["locale/sv/LC_MESSAGES/lukfu_teach.mo"]
    assert all(any(fnmatch.fnmatch(mo, pat) for pat in patterns) for mo in mos)


# --- choosing the language ------------------------------------------------------------------


def test_set_language_round_trips_and_is_exported():
    assert lukfu_teach.set_language is i18n.set_language
    assert lukfu_teach.get_language() == "en"
    lukfu_teach.set_language("sv")
    assert lukfu_teach.get_language() == "sv"
    assert Suit.COINS.title == "Mynt"
    lukfu_teach.set_language("en")
    assert lukfu_teach.get_language() == "en"
    assert Suit.COINS.title == "Coins"


@pytest.mark.parametrize("spelling", ["sv", "SV", "sv_SE", "sv-SE", "sv_SE.UTF-8", " sv "])
def test_a_language_may_be_written_as_a_locale(spelling):
    i18n.set_language(spelling)
    assert i18n.get_language() == "sv"


@pytest.mark.parametrize("bad", ["xx", "", "english", "se", "de", 7])
def test_an_unknown_language_is_refused_naming_the_supported_ones(bad):
    with pytest.raises(LanguageError) as info:
        i18n.set_language(bad)
    assert isinstance(info.value, LukFuError)
    expected = f"set_language: {bad!r} is not a supported language; choose en (English) or sv (svenska)"
    assert str(info.value) == expected.replace("'", '"')
    assert i18n.get_language() == "en"  # unchanged
    with pytest.raises(LanguageError, match="^language: "):
        with language(bad):
            pass


def test_LUKFU_LANG_sets_the_default_and_set_language_None_returns_to_it(monkeypatch):
    monkeypatch.setenv("LUKFU_LANG", "sv")
    i18n.set_language(None)
    assert i18n.get_language() == "sv"
    monkeypatch.setenv("LUKFU_LANG", "")
    i18n.set_language(None)
    assert i18n.get_language() == "en"
    monkeypatch.setenv("LUKFU_LANG", "klingon")
    with pytest.raises(LanguageError, match='^LUKFU_LANG: "klingon" is not a supported language; choose en'):
        i18n.set_language(None)


def test_LUKFU_LANG_is_read_by_a_fresh_process_and_english_is_the_default():
    code = "import lukfu_teach as t; from lukfu_teach.cards import Card; print(t.get_language(), Card.parse('M7').name)"
    env = {k: v for k, v in os.environ.items() if k != "LUKFU_LANG"}
    run = lambda extra: subprocess.run(  # noqa: E731
        [sys.executable, "-c", code], env={**env, **extra}, capture_output=True, text=True, check=True
    ).stdout.strip()
    assert run({}) == "en Myriads 7"
    assert run({"LUKFU_LANG": "sv"}) == "sv Myriader 7"
    assert run({"LUKFU_LANG": "sv_SE.UTF-8"}) == "sv Myriader 7"


def test_language_renders_in_a_language_for_a_while_and_restores_even_after_an_error():
    with language("sv") as lang:
        assert lang == "sv" and Card.parse("S7").name == "Snören 7"
        with language("en"):
            assert Card.parse("S7").name == "Strings 7"
        with language(None) as same:
            assert same == "sv"
        assert i18n.get_language() == "sv"
    assert i18n.get_language() == "en"
    with pytest.raises(KeyError), language("sv"):
        raise KeyError("inside")
    assert i18n.get_language() == "en"


def test_a_temporary_language_belongs_to_its_own_thread():
    seen = []
    with language("sv"):
        thread = threading.Thread(target=lambda: seen.append(i18n.get_language()))
        thread.start()
        thread.join()
    assert seen == ["en"]  # the other thread renders in the process's language


# --- translating ------------------------------------------------------------------------


def test_underscore_translates_now_and_formats_named_parameters():
    assert _("Coins") == "Coins"
    assert _("{items} and {last}", items="S9, S8", last="S7") == "S9, S8 and S7"
    with language("sv"):
        assert _("Coins") == "Mynt"
        assert _("{items} and {last}", items="S9, S8", last="S7") == "S9, S8 och S7"
        assert _("{items} and {last}") == "{items} och {last}"  # without parameters: the template
        assert _("{items} and {last}").format(items="A", last="B") == "A och B"


def test_N_only_marks():
    assert N_("Coins") == "Coins"
    with language("sv"):
        assert N_("Coins") == "Coins" and _(N_("Coins")) == "Mynt"


@pytest.mark.parametrize(
    ("n", "en", "sv"),
    [(0, "0 cards", "0 kort"), (1, "1 card", "1 kort"), (3, "3 cards", "3 kort")],
)
def test_ngettext_picks_the_plural_form_and_formats_n(n, en, sv):
    assert ngettext("{n} card", "{n} cards", n) == en
    with language("sv"):
        assert ngettext("{n} card", "{n} cards", n) == sv


def test_swedish_plural_forms_of_the_glossary_counts():
    with language("sv"):
        assert [str(terms.old_cards(n)) for n in (0, 1, 2)] == ["0 gamla kort", "1 gammalt kort", "2 gamla kort"]
        assert [str(terms.cards(n)) for n in (1, 3)] == ["1 kort", "3 kort"]
        assert [str(terms.fu(n)) for n in (1, 7)] == ["1 fu", "7 fu"]
        assert [str(terms.tricks(n)) for n in (1, 4)] == ["1 stick", "4 stick"]
        assert [str(terms.points(n)) for n in (1, 2)] == ["1 poäng", "2 poäng"]
    assert [str(terms.old_cards(n)) for n in (1, 2)] == ["1 Old card", "2 Old cards"]
    assert [str(terms.points(n)) for n in (1, 2)] == ["1 point", "2 points"]


def test_seat_names_calls_and_names_of_people():
    assert [str(terms.seat_name(s)) for s in ("You", "East", "West", "Anna")] == ["You", "East", "West", "Anna"]
    with language("sv"):
        assert [str(terms.seat_name(s)) for s in ("You", "East", "West", "Anna")] == ["Du", "Öst", "Väst", "Anna"]
        assert [str(terms.call_word(c)) for c in ("play", "pass")] == ["spela", "passa"]


def test_a_missing_entry_falls_back_to_english():
    message = L_("A sentence nobody has translated, about {card}.", card=Card.parse("S7").lazy_name)
    assert message.render("sv") == "A sentence nobody has translated, about Snören 7."
    with language("sv"):
        assert _("Nobody translated this") == "Nobody translated this"


def test_a_missing_catalogue_falls_back_to_english(monkeypatch, tmp_path):
    monkeypatch.setattr(i18n, "LOCALE_DIR", str(tmp_path))
    i18n.reload_catalogues()
    with language("sv"):
        assert Suit.TENS.title == "Tens"
        assert Card.parse("T4").name == "Tens 4"
        assert ngettext("{n} card", "{n} cards", 2) == "2 cards"


def test_a_broken_translation_falls_back_to_the_english_sentence(monkeypatch):
    class Broken(gettext.NullTranslations):
        def gettext(self, message):
            return "{plats} slår {play}" if message == "{seat} beats {play}" else message

    monkeypatch.setitem(i18n._catalogues, "sv", Broken())
    assert L_("{seat} beats {play}", seat="East", play="S8").render("sv") == "East beats S8"


def test_stored_text_in_several_languages_shows_the_learners_and_falls_back_to_english():
    title = i18n.text({"en": "Why West could not claim", "sv": "Varför Väst inte kunde ta segern"})
    assert str(title) == "Why West could not claim"
    with language("sv"):
        assert str(title) == "Varför Väst inte kunde ta segern"
        assert str(i18n.text({"en": "Only English"})) == "Only English"
        assert str(i18n.text("Plain English")) == "Plain English"
        assert i18n.pick({"en": "a", "sv": "b"}) == "b"
    assert i18n.pick("plain") == "plain"
    assert i18n.pick({"en": "a", "sv": "b"}, "sv") == "b"
    assert title.to_json() == {"en": "Why West could not claim", "sv": "Varför Väst inte kunde ta segern"}
    assert i18n.text(title) is title
    assert Multilingual({"sv": "bara svenska"}).render("en") == "bara svenska"


# --- lazy messages ----------------------------------------------------------------------


def test_a_lazy_message_renders_in_the_language_current_when_shown():
    message = L_("{items} and {last}", items=Card.parse("S9").lazy_name, last=Card.parse("C1").lazy_name)
    assert str(message) == "Strings 9 and Mau Gung"
    with language("sv"):
        assert str(message) == "Snören 9 och Mau Gung"
        assert f"<{message}>" == "<Snören 9 och Mau Gung>"
        assert message.render("en") == "Strings 9 and Mau Gung"  # any language on request


def test_a_lazy_message_stores_as_the_format_md_multilingual_object():
    reason = L_("{items} or {last}", items=Suit.MYRIADS.lazy_title, last=Card.parse("T9").lazy_name)
    data = reason.to_json()
    assert data == {"en": "Myriads or Tens 9", "sv": "Myriader eller Tior 9"}
    assert json.loads(json.dumps(data, ensure_ascii=False)) == data
    replayed = i18n.text(json.loads(json.dumps(data)))  # a record made in English, read by a Swedish learner
    with language("sv"):
        assert str(replayed) == "Myriader eller Tior 9"


def test_nested_lists_and_plurals_render_in_the_outer_language():
    old = [Card.parse(code).lazy_name for code in ("S9", "S8", "S7")]
    sentence = L_("{items} and {last}", items=terms.old_cards(3), last=and_list(old))
    assert sentence.render("sv") == "3 gamla kort och Snören 9, Snören 8 och Snören 7"
    assert sentence.render("en") == "3 Old cards and Strings 9, Strings 8 and Strings 7"
    assert str(and_list([])) == "" and str(and_list(["S7"])) == "S7" and str(and_list(["S7", "S8"])) == "S7 and S8"
    assert or_list(["S8", "S9"]).render("sv") == "S8 eller S9"
    assert nL_("{n} card", "{n} cards", 1).to_json() == {"en": "1 card", "sv": "1 kort"}


def test_one_joiner_for_lists_the_english_one_it_replaced_is_gone():
    import types

    from lukfu_teach import words  # the words layer now: a folder of modules, no joiner of its own

    assert [name for name, value in vars(words).items() if callable(value) and not isinstance(value, types.ModuleType)
            and not name.startswith("__")] == []  # fmt: skip
    expected = {("S9",): "S9", ("S9", "S8"): "S9 and S8", ("S9", "S8", "S7", "S6"): "S9, S8, S7 and S6"}
    for items, english in expected.items():  # what the old English joiner said
        assert str(and_list(items)) == english
    assert str(or_list(["S6", "S7", "S8", "S9", "T6", "T7"], most=4)) == "S6, S7, S8, S9 or 2 more"
    assert or_list(["S6", "S7", "S8", "S9", "T6"], most=4).render("sv") == "S6, S7, S8, S9 eller 1 till"
    assert str(or_list(["S6", "S7", "S8", "S9"], most=4)) == "S6, S7, S8 or S9"
    joined = re.compile(r"""["'] (?:and|or) ["']\.join|\+ ["'] (?:and|or) ["']""")  # English joined by hand
    later = {"widgets", "render.py"}  # being rewritten by others (issue 13's second half)
    sources = [p for p in (ROOT / "lukfu_teach").rglob("*.py") if not later & set(p.parts)]
    assert not [p.name for p in sources if joined.search(p.read_text(encoding="utf-8"))]


def test_numbers_are_written_as_the_language_writes_them():
    assert i18n.number(1234.5, ",.1f") == "1,234.5" and i18n.number(0.61, ".0%") == "61%"
    assert i18n.number(1234.5, ",.1f", "sv") == "1\u00a0234,5" and i18n.number(12345, ",", "sv") == "12\u00a0345"
    assert L_("{n:,} deals", n=1000).render("sv") == "1\u00a0000 deals" and i18n.number(7, "", "sv") == "7"


def test_floats_take_a_decimal_comma_in_swedish():
    message = L_("{items} and {last}", items=1.5, last=f"{0.25:.2f}")
    assert message.render("en") == "1.5 and 0.25"
    assert message.render("sv") == "1,5 och 0.25"  # a float parameter, not a number already made text
    with language("sv"):
        assert _("{items} and {last}", items=0.5, last=2) == "0,5 och 2"


def test_a_whole_number_in_a_floats_format_takes_the_decimal_comma_too():
    """An estimate that happens to be whole (a sure claim's +2, an int) is written as the floats beside it."""
    number = i18n.number
    assert [number(2, "+.2f", "sv"), number(2.0, "+.2f", "sv"), number(2, "+.2f", "en")] == ["+2,00"] * 2 + ["+2.00"]
    assert (
        number(12345, ",", "sv") == "12\u00a0345"
        and number(3, "d", "sv") == "3"
        and number(1, ".0%", "sv") == "100\u00a0%"
    )
    assert L_("{items} and {last}", items=2, last=-1).render("sv") == "2 och -1"  # no format: an int stays whole
    with language("sv"):
        assert _("{items} and {last}", items=f"{2:.1f}", last=2) == "2.0 och 2"


def test_lazy_messages_are_values():
    a = L_("{items} and {last}", items="x", last="y")
    assert a == L_("{items} and {last}", items="x", last="y") and hash(a) == hash(
        L_("{items} and {last}", items="x", last="y")
    )
    assert a != L_("{items} and {last}", items="x", last="z")
    assert repr(a) == "L_('{items} and {last}', items='x', last='y')"
    assert repr(nL_("{n} card", "{n} cards", 2)) == "nL_('{n} card', '{n} cards', 2)"
    assert isinstance(a, Message) and isinstance(a, i18n.Text)


# --- names ------------------------------------------------------------------------------


def test_R2_card_and_suit_names_in_english_are_unchanged():
    for card in DECK:
        expected = {"C1": "Mau Gung", "T1": "Bak Chi"}.get(str(card), f"{card.suit.name.title()} {card.rank}")
        assert card.name == expected
        assert str(card.lazy_name) == expected
    assert [s.title for s in Suit] == ["Coins", "Strings", "Myriads", "Tens"]


def test_R2_card_names_translate_and_card_codes_stay():
    with language("sv"):
        assert [s.title for s in Suit] == ["Mynt", "Snören", "Myriader", "Tior"]
        assert [Card.parse(c).name for c in ("C7", "S2", "M9", "T4", "C1", "T1")] == [
            "Mynt 7", "Snören 2", "Myriader 9", "Tior 4", "Mau Gung", "Bak Chi",
        ]  # fmt: skip
        assert [str(c) for c in DECK[:3]] == ["C1", "C2", "C3"]
        names = [card.name for card in DECK]
        assert [str(card.lazy_name) for card in DECK] == names
        assert len(set(names)) == 36
    assert [card.name for card in DECK] != names


# --- the rulebook -----------------------------------------------------------------------

NUMBERS = [f"R{n}" for n in range(1, 21)] + ["R10a", "R10b", "R16a", "R16b", "R16c", "R16d", "R16e"]


def test_the_rulebook_has_every_rule_of_rules_md_and_no_other():
    documented = set(re.findall(r"\*\*(R\d+[a-e]?)\b", (ROOT / "docs/rules.md").read_text(encoding="utf-8")))
    assert set(NUMBERS) <= documented
    assert [r.number for r in rulebook.RULES] == sorted(NUMBERS, key=lambda n: (int(re.sub(r"\D", "", n)), n))
    assert {n for _title, numbers in rulebook.SECTIONS for n in numbers} == set(NUMBERS)


@pytest.mark.parametrize("number", NUMBERS)
def test_every_rule_has_a_title_and_text_in_english_and_swedish(number):
    rule = rulebook.rule(number)
    en_title, en_text = rule.title.render("en"), rule.text.render("en")
    sv_title, sv_text = rule.title.render("sv"), rule.text.render("sv")
    assert en_title and en_text.endswith(".") and sv_title and sv_text.endswith(".")
    assert sv_text != en_text and english_words(en_text), "an English text must read as English"
    assert_no_english(sv_text)
    assert_no_english(sv_title)
    codes = re.compile(r"\b(?:[CSMT][1-9]|R\d+[a-e]?)\b")
    assert codes.findall(sv_text) == codes.findall(en_text)  # card codes and rule numbers stay, in order
    assert rule.line("sv") == f"{number} {sv_title}: {sv_text}"


def test_rule_numbers_are_read_leniently_and_unknown_ones_refused():
    assert rulebook.rule("r12") is rulebook.rule(12) is rulebook.rule(" R12 ")
    assert rulebook.rule("16b").number == "R16b" and rulebook.rule("R16b").parent == "R16"
    assert rulebook.rule("R17").parent is None
    for bad in ("R21", "R16f", "R0", "twelve", ""):
        with pytest.raises(rulebook.UnknownRuleError, match="is not a rule"):
            rulebook.rule(bad)


def test_the_swedish_rule_sheet_in_the_docs_is_the_rulebooks():
    assert (ROOT / "docs/sv/rules.md").read_text(encoding="utf-8") == rulebook.markdown("sv"), "run make translations"


def test_the_swedish_rule_sheet_has_no_english_left_and_the_check_can_fail():
    sheet = rulebook.markdown("sv")
    assert_no_english(sheet)
    assert i18n.get_language() == "en"  # markdown(lang) leaves the language as it was
    english = rulebook.markdown("en")
    assert {"the", "and", "cards"} <= {w.lower() for w in english_words(english)}
    with pytest.raises(AssertionError, match="English left"):
        assert_no_english(english)


def test_the_english_check_reads_html_as_a_learner_sees_it():
    html = '<style>.the-card {}</style><div title="Beats S8">Öst slår <b>S8</b></div><button value="Next">'
    assert "the" not in visible_text(html)
    assert english_words(html) == ["Beats", "Next"]
    assert english_words("R16b S7 2A: Mau Gung, Bak Chi, Luk Fu, 7 fu, AI:erna") == []
    assert english_words("Anna and Öst", allow={"and"}) == []


def test_module_examples_run():
    for module in (i18n, rulebook):
        assert doctest.testmod(module).failed == 0


# --- the glossary -----------------------------------------------------------------------


def test_the_glossary_names_the_terms_the_code_uses():
    rows = {}
    for line in (ROOT / "docs/glossary.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip().strip("*") for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) >= 3 and not set(cells[0]) <= {"-", " "}:
            rows[cells[0]] = cells[1]
    with language("sv"):
        for suit in Suit:
            assert suit.title in rows[f"{suit.name.title()} ({suit.letter})"]
        for english in terms.DEFAULT_SEATS:
            assert _(english) == rows[f"{english} (seat)"]
        assert rows["play / pass (the calls)"] == f"{terms.call_word('play')} / {terms.call_word('pass')}"
        levels = rows["the AI levels `random`, `basic`, `expert`"]
        assert all(f"{terms.level_name(level)}*" in levels for level in terms.LEVEL_NAMES), levels


def test_pgettext_tells_apart_the_same_english_said_in_two_senses():
    assert i18n.pgettext("the menu of example deals", "Deal") == "Deal"
    with i18n.language("sv"):
        assert i18n.pgettext("the menu of example deals", "Deal") == "Giv"  # lesson 08's menu
        assert i18n._("Deal") == "Given"  # the rule R4's title
        assert i18n.pgettext("a context nobody gave", "Deal") == "Deal"  # no entry: English


# --- sentences composed from parts begin with a capital --------------------------------------------


def test_a_parameter_that_begins_a_sentence_begins_with_a_capital():
    assert _("{seat} passes (R5).", seat="seat 1 (East)") == "Seat 1 (East) passes (R5)."
    assert _("Right. {seat} was first to call.", seat="plats 2 (Väst)") == "Right. Plats 2 (Väst) was first to call."
    assert _("Lead {cards}? {refused}.", cards="C9", refused="seat 0 may not") == "Lead C9? Seat 0 may not."
    with language("sv"):
        assert str(L_("{seat} has {cards}.", seat=terms.seat_name("East"), cards="C1")) == "Öst has C1."
        assert L_("{seat} passes.", seat=L_("seat {n}", n=1)).render("sv") == "Seat 1 passes."  # no Swedish: English
    # not at the start of a sentence, or not a sentence (a label, a part of one): as it is
    assert _("The caller, {seat}, pays.", seat="seat 2") == "The caller, seat 2, pays."
    assert _("{seat} passes", seat="seat 1") == "seat 1 passes"
    assert _("{share} to win with exactly 6 fu", share="none") == "none to win with exactly 6 fu"
    assert _("Any, e.g. {x}.", x="seat 0") == "Any, e.g. seat 0."  # after an abbreviation: inside a sentence
    assert _("{name} is kept as {name}.bak.", name="notes.json") == "notes.json is kept as notes.json.bak."  # a file
    assert _("{who} plays; {who} wins.", who="seat 1") == "Seat 1 plays; seat 1 wins."  # only where it begins one
    assert i18n.capital("ärligt") == "Ärligt" and i18n.capital("") == "" and i18n.capital("16 %") == "16 %"


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_every_sentence_the_narrator_and_the_drills_compose_begins_with_a_capital(lang):
    from lukfu_teach import course, examples

    lower = []
    with language(lang):
        for lesson in course.LESSONS:
            for drill in course.drills(lesson):
                said = [*drill.situation(), *drill.explain(), *drill.submit(drill.solution()).sentences]
                lower += [s for s in said if s[:1].islower()]
        for name in examples.names():
            lines = [re.sub(r"^\s*(\d+\.\s*)?", "", line) for line in narrate(examples.load(name))]
            lower += [line for line in lines if line[:1].islower()]
    assert not lower, lower[:5]


def test_numbers_and_percentages_are_written_as_each_language_writes_them_when_shown():
    share = i18n.Number(0.16, ".0%")
    assert share.render("en") == "16%" and share.render("sv") == "16\u00a0%"
    assert L_("share: {share}", share=share).render("sv") == "share: 16\u00a0%"  # no Swedish for it: the number is
    assert i18n.number(0.5, ".1%", "sv") == "50,0\u00a0%" and _("{x:.0%}", x=0.25) == "25%"
    with language("sv"):
        assert _("{x:.0%}", x=0.25) == "25\u00a0%" and _("{n:,}", n=1000) == "1\u00a0000"


def test_a_LUKFU_LANG_the_package_does_not_speak_gives_english_with_one_warning_but_the_command_refuses_it():
    """Issue 24.7: in a notebook every widget works, in English, and one warning says why; ``lukfu-teach``
    exits 2 (FORMAT.md)."""
    import warnings

    from lukfu_teach.cli import main
    from lukfu_teach.widgets import DealStepper, PlayTable

    env = {**os.environ, "LUKFU_LANG": "xx"}
    code = (
        "import warnings, lukfu_teach as t\nfrom lukfu_teach import examples\nfrom lukfu_teach.widgets import DealStepper\n"
        "with warnings.catch_warnings(record=True) as said:\n    warnings.simplefilter('always')\n"
        "    DealStepper(examples.load('must_beat')).next(); t.get_language(); print(t.get_language(), len(said))\n"
        "    print(said[0].message)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert done.stdout.splitlines() == [
        "en 1",
        'LUKFU_LANG: "xx" is not a supported language; choose en (English) or sv (svenska); speaking English',
    ]
    i18n._current = None
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("LUKFU_LANG", "xx")
        with warnings.catch_warnings(record=True) as said:
            warnings.simplefilter("always")
            PlayTable(3, levels=("random", "random"), delay=0)
            DealStepper(examples.load("must_beat"))
        assert len(said) == 1 and i18n.get_language() == "en"
        assert main(["check", str(examples.path("must_beat"))]) == 2  # the command line: exit 2, as before
