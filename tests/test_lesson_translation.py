"""One source per lesson (``lukfu_teach.words.lesson_translation``): a lesson's words are messages of the catalogue,
and its translation is built from the English lesson, so a changed lesson shows what is left to translate."""

from __future__ import annotations

import io
from pathlib import Path

import jupytext
import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po, write_po

from lukfu_teach.words import lesson_translation as lt

ROOT = Path(__file__).parent.parent
LESSONS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.py"))

LESSON = """# %% [markdown]
# # 05 · Old cards
#
# **In this notebook** you prove a card is Old.
#
# ```sh
# lukfu-teach old deal.json
#
# lukfu-teach check deal.json
# ```
#
# <details><summary>Answer</summary>
#
# `T7` is Old.
#
# </details>

# %% jupyter={"source_hidden": true}
from lukfu_teach import figures, set_language
from lukfu_teach.i18n import _

set_language("en")  # everything the package shows, in English
# the cards of the figure:
# one suit a row
hand = "S7 S5 C2"  # your hand, # not a second comment
figures.old(hand)  # fmt: skip
print(_("Another test"))
"""
SWEDISH = {
    "# 05 · Old cards": "# 05 · Gamla kort",
    "**In this notebook** you prove a card is Old.": "**I den här lektionen** bevisar du att ett kort är gammalt.",
    "```sh\nlukfu-teach old deal.json\n\nlukfu-teach check deal.json\n```": "```sh\nlukfu-teach old deal.json --lang sv\n```",
    "<details><summary>Answer</summary>": "<details><summary>Svar</summary>",
    "`T7` is Old.": "`T7` är gammalt.",
    "everything the package shows, in English": "allt som paketet visar, på svenska",
    "the cards of the figure:\none suit a row": "korten i figuren, en färg per rad",
    "your hand, # not a second comment": "din hand",
}


def test_the_words_of_a_lesson_are_its_markdown_blocks_and_its_comments_in_reading_order():
    found = [(msgid, kind) for _line, msgid, kind in lt.messages(LESSON)]
    assert found == [
        ("# 05 · Old cards", "text"),
        ("**In this notebook** you prove a card is Old.", "text"),
        ("```sh\nlukfu-teach old deal.json\n\nlukfu-teach check deal.json\n```", "text"),  # a fence keeps its gap
        ("<details><summary>Answer</summary>", "text"),  # "</details>" alone has nothing to translate
        ("`T7` is Old.", "text"),
        ("everything the package shows, in English", "comment"),
        ("the cards of the figure:\none suit a row", "comment"),  # a run of whole-line comments is one message
        ("your hand, # not a second comment", "comment"),  # "# fmt: skip" speaks to a tool, not to the learner
    ]


def test_the_line_of_each_message_is_where_it_is_in_the_script():
    lines = LESSON.split("\n")
    for line, msgid, kind in lt.messages(LESSON):
        first = msgid.split("\n")[0]
        assert first in lines[line - 1], (line, msgid, kind)


def test_a_translated_lesson_has_the_same_code_its_words_from_the_catalogue_and_chooses_its_language():
    done = lt.translate(LESSON, "sv", SWEDISH)
    assert done.missing == done.fuzzy == ()
    english, swedish = jupytext.reads(LESSON, fmt="py:percent"), jupytext.reads(done.text, fmt="py:percent")
    assert [c.metadata for c in swedish.cells] == [c.metadata for c in english.cells]
    assert swedish.cells[0].source == (
        "# 05 · Gamla kort\n\n**I den här lektionen** bevisar du att ett kort är gammalt.\n\n"
        "```sh\nlukfu-teach old deal.json --lang sv\n```\n\n<details><summary>Svar</summary>\n\n"
        "`T7` är gammalt.\n\n</details>"
    )
    assert swedish.cells[1].source == english.cells[1].source.replace('set_language("en")', 'set_language("sv")') \
        .replace("# everything the package shows, in English", "# allt som paketet visar, på svenska") \
        .replace("# the cards of the figure:\n# one suit a row", "# korten i figuren, en färg per rad") \
        .replace("# your hand, # not a second comment", "# din hand")  # fmt: skip
    assert 'print(_("Another test"))' in swedish.cells[1].source  # translated when it runs, by the package


def test_a_comment_translated_into_more_lines_keeps_its_indentation():
    script = '# %%\nset_language("en")\nfor x in []:\n    # one line\n    pass\n'
    done = lt.translate(script, "sv", {"one line": "två\nrader"})
    assert "    # två\n    # rader\n    pass" in done.text


def test_what_has_no_translation_or_a_fuzzy_one_stays_english_and_is_listed():
    strings = {**SWEDISH, "`T7` is Old.": None}  # fuzzy: its English changed since it was translated
    del strings["**In this notebook** you prove a card is Old."]
    done = lt.translate(LESSON, "sv", strings)
    assert done.missing == ("**In this notebook** you prove a card is Old.",)
    assert done.fuzzy == ("`T7` is Old.",)
    assert "# **In this notebook** you prove a card is Old." in done.text and "# `T7` is Old." in done.text
    assert "# # 05 · Gamla kort" in done.text


def test_an_english_edit_makes_its_message_fuzzy_and_the_swedish_lesson_shows_it_until_it_is_checked(tmp_path):
    """The catalogue's own workflow (``pybabel update``, as ``make translations`` runs it): the edited paragraph
    keeps its old Swedish as a fuzzy guess, which the Swedish lesson does not use until a translator checks it."""
    po = tmp_path / "lukfu_teach.po"
    old = Catalog(locale="sv")
    for msgid, _line, _kind in ((m, line, k) for line, m, k in lt.messages(LESSON)):
        old.add(msgid, SWEDISH.get(msgid, ""))
    edited = LESSON.replace("`T7` is Old.", "`T7` is Old now.")
    template = Catalog()
    for _line, msgid, _kind in lt.messages(edited):
        template.add(msgid)
    old.update(template)
    with po.open("wb") as f:
        write_po(f, old)
    strings = lt.catalogue("sv", po)
    assert strings["`T7` is Old now."] is None
    with po.open("rb") as f:
        entry = read_po(f)["`T7` is Old now."]
    assert entry.fuzzy and entry.string == "`T7` är gammalt."
    done = lt.translate(edited, "sv", strings)
    assert done.fuzzy == ("`T7` is Old now.",)


@pytest.mark.parametrize(
    ("script", "why"),
    [
        ('# %%\nprint("no language chosen")\n', "no set_language"),
        ('# %%\nx = 1\n\n# %%\nset_language("en")\n', "chosen later"),
        ('# %%\nset_language("en")\n\n# %%\nset_language("en")\n', "chosen twice"),
        ('# %%\nset_language("sv")\n', "not English"),
    ],
)
def test_a_lesson_that_does_not_choose_english_in_its_first_code_cell_is_refused_naming_it(script, why):
    with pytest.raises(lt.LessonError, match=r'notebooks/99_x\.py: its first code cell.*set_language\("sv"\)'):
        lt.translate(script, "sv", {}, "notebooks/99_x.py")


def test_a_lesson_is_not_translated_into_english():
    with pytest.raises(lt.LessonError, match="written in English"):
        lt.translate('# %%\nset_language("en")\n', "en", {}, "notebooks/99_x.py")


def test_unreadable_code_is_refused_naming_the_lesson_and_cell():
    with pytest.raises(lt.LessonError, match=r"notebooks/99_x\.py, cell 0: the code cannot be read"):
        list(lt.messages('# %%\nprint("unclosed\n', "notebooks/99_x.py"))


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_every_lesson_cuts_into_blocks_that_join_back_and_untranslated_it_is_itself(path):
    script = path.read_text(encoding="utf-8")
    for cell in jupytext.reads(script, fmt="py:percent").cells:
        if cell.cell_type == "markdown":
            assert "\n".join(lt._blocks(cell.source)) == cell.source
    done = lt.translate(script, "sv", {}, str(path))
    assert done.text == script.replace('set_language("en")', 'set_language("sv")')
    assert set(done.missing) == {msgid for _line, msgid, _kind in lt.messages(script)}


def test_make_translations_extracts_the_lessons_words_and_marked_strings_but_not_the_built_lessons():
    with (ROOT / "babel.cfg").open() as f:
        method_map, options_map = parse_mapping_cfg(f)
    found: dict[str, set[str]] = {}
    for filename, _line, message, _comments, _context in extract_from_dir(
        ROOT, method_map, options_map, keywords=lt.KEYWORDS, directory_filter=lambda d: ".venv" not in d
    ):
        found.setdefault(message if isinstance(message, str) else message[0], set()).add(filename)
    assert found["## Recap"] >= {"notebooks/01_cards_and_seats.py", "notebooks/07_claiming_and_scoring.py"}
    assert found["Another test"] == {"notebooks/10_final_assessment.py"}  # _() in a code cell
    assert found["everything the package shows, in English"] >= {"notebooks/00_start_here.py"}  # a comment
    assert not any(f.startswith("notebooks/sv/") for files in found.values() for f in files)


def test_the_extractor_marks_comments_for_the_translator():
    found = list(lt.extract(io.BytesIO(LESSON.encode()), lt.KEYWORDS, [], {}))
    assert (27, "_", "Another test", []) in found  # line 27 of LESSON
    assert any(msgid == "your hand, # not a second comment" and notes == ["a comment in the lesson's code"]
               for _line, _func, msgid, notes in found)  # fmt: skip


def test_the_command_writes_each_translated_lesson_beside_its_english_one_and_reports_what_is_left(tmp_path, capsys):
    english = tmp_path / "05_old_cards.py"
    english.write_text(LESSON.replace("`T7` is Old.", "A sentence no one has translated."), encoding="utf-8")
    assert lt.main(["sv", str(english)]) == 0
    written = tmp_path / "sv" / "05_old_cards.py"
    assert lt.translated_path(english, "sv", lt.catalogue("sv")) == written
    assert 'set_language("sv")' in written.read_text(encoding="utf-8")
    out = capsys.readouterr().out
    assert f"{written}: " in out and "untranslated" in out and "A sentence no one has translated." in out
    assert "1 lessons in sv: 1 written" in out
    assert lt.main(["sv", "--check", str(english)]) == 0  # nothing would change now
    written.write_text("edited by hand", encoding="utf-8")
    assert lt.main(["sv", "--check", str(english)]) == 1
    assert written.read_text(encoding="utf-8") == "edited by hand"


def test_a_translated_lesson_is_named_by_its_file_names_translation_so_its_tab_reads_otherwise(tmp_path):
    english = tmp_path / "00_start_here.py"
    assert lt.translated_path(english, "sv", {"00_start_here": "00_borja_har"}) == tmp_path / "sv" / "00_borja_har.py"
    assert lt.translated_path(english, "sv", {}) == tmp_path / "sv" / "00_start_here.py"  # until it is translated
    for wrong in ("00_börja_här", "01_borja_har", "00 borja"):
        with pytest.raises(lt.LessonError, match="its file name"):
            lt.translated_path(english, "sv", {"00_start_here": wrong})
    found = list(lt.extract(io.BytesIO(LESSON.encode()), lt.KEYWORDS, [], {}))
    named = io.BytesIO(LESSON.encode())
    named.name = "notebooks/00_start_here.py"
    assert list(lt.extract(named, lt.KEYWORDS, [], {})) == [(1, None, "00_start_here", [lt.FILE_NAME_NOTE]), *found]


def test_a_renamed_translation_replaces_the_old_one_and_its_notebook(tmp_path):
    english = tmp_path / "05_old_cards.py"
    english.write_text(LESSON, encoding="utf-8")
    (tmp_path / "sv").mkdir()
    for old in ("05_gamla.py", "05_gamla.ipynb", "06_other.py"):
        (tmp_path / "sv" / old).write_text("old", encoding="utf-8")
    assert lt.main(["sv", str(english)]) == 0
    assert sorted(p.name for p in (tmp_path / "sv").iterdir()) == ["05_old_cards.py", "06_other.py"]


def test_aligned_reads_a_hand_made_translation_cell_by_cell():
    english = "# %% [markdown]\n# # Title\n#\n# One.\n\n# %% [markdown]\n# Two.\n#\n# Three.\n\n# %%\nx = 1  # a note\n"
    swedish = "# %% [markdown]\n# # Rubrik\n#\n# Ett.\n\n# %% [markdown]\n# Två och tre.\n\n# %%\nx = 1  # a note\n"
    # the second cell has one block where the English has two: nothing is read from it; a comment left in English
    # is no translation
    assert lt.aligned(english, swedish) == {"# Title": "# Rubrik", "One.": "Ett."}
    assert lt.aligned(english, swedish + "\n# %%\ny = 2\n") == {}  # the cells differ in number


def test_learn_fills_what_is_untranslated_or_fuzzy_from_an_earlier_tree_and_nothing_else(tmp_path):
    name = "03_beating"
    before = tmp_path / "before"
    (before / "notebooks" / "sv").mkdir(parents=True)
    (before / "notebooks" / f"{name}.py").write_text((ROOT / "notebooks" / f"{name}.py").read_text(encoding="utf-8"))
    (before / "notebooks" / "sv" / f"{name}.py").write_text(
        (ROOT / "notebooks" / "sv" / f"{name}.py").read_text(encoding="utf-8")
    )
    real = Path(lt.LOCALE_DIR) / "sv" / "LC_MESSAGES" / "lukfu_teach.po"
    english = (ROOT / "notebooks" / f"{name}.py").read_text(encoding="utf-8")
    ids = [msgid for _line, msgid, _kind in lt.messages(english)]
    with real.open("rb") as f:
        entries = read_po(f, locale="sv")
    translated = {msgid: entries[msgid].string for msgid in ids}
    blank, fuzzy, kept = ids[0], ids[1], ids[2]
    entries[blank].string = ""
    entries[fuzzy].flags.add("fuzzy")
    entries[fuzzy].previous_id = ["Its earlier\nEnglish."]  # Babel reads this back as a comment of the translator
    entries[kept].string = "Kept as the translator left it."
    entries["Another test"].string = ""  # a package message: from the earlier tree's catalogue
    old = before / "lukfu_teach" / "locale" / "sv" / "LC_MESSAGES"
    old.mkdir(parents=True)
    earlier = Catalog(locale="sv")  # the earlier catalogue: the lesson's words are read from its lessons only
    earlier.add("Another test", "Nytt prov")
    po = tmp_path / "lukfu_teach.po"
    for path, catalogue_ in ((po, entries), (old / "lukfu_teach.po", earlier)):
        with path.open("wb") as f:
            write_po(f, catalogue_, width=0, include_previous=True)
    filled, skipped = lt.learn("sv", before, po)
    assert sorted(filled) == sorted([blank, fuzzy, "Another test"]) and skipped == []
    with po.open("rb") as f:
        now = read_po(f, locale="sv")
    assert [now[msgid].string for msgid in (blank, fuzzy)] == [translated[blank], translated[fuzzy]]
    assert not now[fuzzy].fuzzy and now[kept].string == "Kept as the translator left it."
    assert not any(c.startswith("|") for m in now for c in m.user_comments)
    assert now["Another test"].string == "Nytt prov"


def test_learning_from_a_folder_that_is_no_tree_is_refused_naming_it(tmp_path):
    with pytest.raises(lt.LessonError, match=rf"{tmp_path}: no notebooks/ in it; make it with git archive"):
        lt.learn("sv", tmp_path)
