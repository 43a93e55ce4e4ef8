# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 12 · Teaching guide
#
# **In this notebook**, for teachers: how to prepare, a 45-minute and a 90-minute class plan, group exercises
# whose answers the package checks, the classroom kit (a one-page rule sheet and a glossary of the game's
# names), printed handouts of annotated deals, and the ways to run a class without installing anything on the
# students' machines: the classroom app on one machine (`make classroom`), JupyterHub for a school, and the
# course web site (`make site`). About 15 minutes to read.
#
# ## Before the class
#
# - **Set up once**: `make lab` in the project folder installs everything into `.venv` and opens JupyterLab at
#   lesson 00 (`make test` checks the installation). For the students, choose the classroom app, JupyterHub or the
#   web site (all below): they read, click and play without seeing code.
# - **Walk through the lessons** 00–10 as a student would; each takes 10–20 minutes and ends with drills and a
#   recap. Lesson 10 is a final assessment with a score.
# - **Print the rule sheet**: `make kit` (below).
# - **On a projector**, switch the cards to the high-contrast theme: black on white, Old cards marked by a
#   double frame and a black seal, so nothing depends on colour.

# %%
from lukfu_teach import parse_cards, render, set_language

set_language("en")  # everything the package shows, in English
display(render.hand(parse_cards("C1 S7 M9 T1")).themed("contrast"))  # any drawing: .themed("contrast")

# %% [markdown]
# The widgets take the theme too: `DealStepper(record, theme="contrast")`, `PlayTable(seed, theme="contrast")`.
#
# - **Deal numbers make deals repeatable.** The play table names its deal (*Deal 12*), and `PlayTable(seed=12)`
#   deals the same cards on every machine, so the whole class can play deal 12, then compare what they did.
#
# ## A 45-minute class
#
# Every rule a deal needs comes before the class plays one: calling, the Master, R8 and R16d included.
#
# | minutes | activity | material |
# | --- | --- | --- |
# | 0–4 | What Luk Fu is: the Hakka, the money cards and their order, the seats (R1–R3) | lesson 01 on the projector |
# | 4–10 | Singles, sets and runs; what beats what (R9, R10). Pairs do the beat quiz | 02, 03 |
# | 10–15 | A trick: the must-beat rule, face-down discards, fu (R11–R15), in the stepper | 04 |
# | 15–21 | Old cards: always Old, proven by plays, sequences (R16a–c); "safe but unproven". Pairs do the Old quiz | 05 |
# | 21–28 | How a deal starts: the Master and calling (R4–R7); the passed Master's limit (R8) and what noncallers may lead (R16d, R16e), group exercise E | 06 |
# | 28–32 | How it ends: claiming and paying (R17–R20), the worked example on the board, group exercise C | 07 |
# | 32–42 | Everyone plays deal 12 against two `basic` players | 09 |
# | 42–45 | Debrief: who called, who claimed, who played on, who paid? | the results on the board |
#
# ## A 90-minute class
#
# | minutes | activity | material |
# | --- | --- | --- |
# | 0–8 | History, the cards and the seats (R1–R3), with the drills | 01, the rule sheet |
# | 8–20 | Plays and beating (R9, R10), the beat quiz, then group exercise A | 02, 03 |
# | 20–30 | A trick (R11–R15) and its drills | 04 |
# | 30–45 | Old cards (R16a–c), group exercise B, the Old quiz | 05, handout *A card becomes Old mid-deal* |
# | 45–55 | Calling and the Master (R4–R8), what noncallers may lead (R16d, R16e), group exercise E | 06 |
# | 55–60 | Break | |
# | 60–68 | Claiming and scoring (R17–R20), group exercises C and D | 07 |
# | 68–82 | A small tournament: pairs play deals 1–3 against `basic`, then deal 4 against `expert`; keep the net points | 09 |
# | 82–90 | The final assessment, then the handouts *Greed punished* and *Playing on when it is safe* to take home | 10, handouts |
#
# ## Group exercises
#
# Groups of three, one student a seat. Give each group the position; let them argue; then give the answer.
# Each answer below is checked by the package every time this notebook runs (the folded cell after it: it
# stops with an error if an answer were wrong; `make test` runs it).
#
# **A. Beat or discard? (R10, R12, R13)** West leads `S4 S5 S6`. You hold `S7 S8 S9 C2`; East holds
# `M1 M2 M3 T5`. What do you play, and then East?
#
# <details><summary>Answer</summary>
#
# You must beat (R12): `S7 S8 S9` ends higher in the same suit (R10). East must then beat your run with
# `M1 M2 M3`: a run of a higher suit beats any lower run, whatever the ranks (R10). East wins 3 fu (R14).
#
# </details>

# %% jupyter={"source_hidden": true}
from lukfu_teach import Play, figures, plays_in

lead = Play.parse("S4 S5 S6")
yours = [p for p in plays_in(parse_cards("S7 S8 S9 C2")) if p.beats(lead)]
assert [str(p) for p in yours] == ["S7 S8 S9"]  # you can beat, so you must, with your only beating play
easts = [p for p in plays_in(parse_cards("M1 M2 M3 T5")) if p.beats(yours[0])]
assert [str(p) for p in easts] == ["M1 M2 M3"]  # and East must beat that
figures.beats([(yours[0], lead), (easts[0], yours[0])])

# %% [markdown]
# **B. Prove it (R16).** Played face up so far: `T9` (trick 1), `T8` and `M9` (trick 3). A seat holds
# `T7 T6 T4 M8 M6 C1 S9`; it discarded `M7` face down earlier. Which of its cards are Old, and why?
#
# <details><summary>Answer</summary>
#
# `T7` (R16b: T9 and T8 played face up), `T6` (R16c: below the Old T7), `M8` (R16b: M9 played face up),
# `C1` Mau Gung and `S9` (R16a). Not `T4` (`T5` unaccounted for). Not `M6`: `M7` went into the seat's own
# face-down discards, which prove nothing, so `M6` is only *safe but unproven* (R16).
#
# </details>

# %% jupyter={"source_hidden": true}
from lukfu_teach import CardSet, not_old, old_proofs

played = {parse_cards(c)[0]: trick for c, trick in {"T9": 1, "T8": 3, "M9": 3}.items()}
held, discarded = CardSet.parse("T7 T6 T4 M8 M6 C1 S9"), CardSet.parse("M7")
assert sorted(str(c) for c in old_proofs(held, played)) == ["C1", "M8", "S9", "T6", "T7"]
assert not_old(parse_cards("M6")[0], held, played, discarded).safe  # safe but unproven
figures.old("T7 T6 T4 M8 M6 C1 S9", played={"T9": 1, "T8": 3, "M9": 3}, discards="M7")

# %% [markdown]
# **C. Who pays? (R19, R20)** (1) The caller claims with F = 7. (2) A noncaller claims with F = 6. (3) The cards
# run out; the last trick's winner has 5 fu. (4) The cards run out; the last trick's winner, a noncaller, has
# 8 fu.
#
# <details><summary>Answer</summary>
#
# (1) A = 2: each noncaller pays 2, the caller gets 4. (2) A = 1: the caller alone pays 2, the winner gets 2,
# the other noncaller pays nothing. (3) A draw: nobody pays (R18). (4) A = 3: the caller pays 6, the winner
# gets 6.
#
# </details>

# %% jupyter={"source_hidden": true}
from lukfu_teach import FU_TO_WIN, score

caller = 0  # seat 0 called in each case; seat 1 wins where a noncaller wins
assert score(0, 7, caller) == (4, -2, -2)
assert score(1, 6, caller) == (-2, 2, 0)
assert 5 < FU_TO_WIN  # (3) five fu at the end of the cards is a draw (R18)
assert score(1, 8, caller) == (-6, 6, 0)

# %% [markdown]
# **D. Claim or play on? (R17)** You are the caller, at the first lead, holding `S5 S6 S7 S8 S9 T1 T2 T3` and
# four low cards. Claim now, or lead `T1 T2 T3` for a bigger claim?
#
# <details><summary>Answer</summary>
#
# `S5`–`S9` and Bak Chi are Old (R16a–c): 0 fu + 6 = 6, so claiming now is a sure +2 (F = 6, A = 1 from each
# noncaller). If `T1 T2 T3` wins, 3 fu + 5 Old cards = 8 is worth +6; but any higher run of Tens beats it (R10),
# and the trick's winner leads before you and may claim (R17), and then you pay both shares (R20). The expert AI
# makes the run worth less than +2 on average: claim. In the example deal *Greed punished* West held
# `T4 T5 T6`: +2 became −4. Show it with the stepper in lesson 07.
#
# </details>

# %% jupyter={"source_hidden": true}
from lukfu_teach import examples, explain

greed = examples.load("greed_punished")
first_lead = greed.steps()[0].deal  # the hand of exercise D: S5-S9, T1 T2 T3 and four low cards
assert sorted(str(c) for c in first_lead.old_cards(0)) == ["S5", "S6", "S7", "S8", "S9", "T1"]
assert score(0, 6, caller=0) == (2, -1, -1) and score(0, 8, caller=0) == (6, -3, -3)
assert greed.result.net == (-4, 0, 4)
print(explain.move_sentence(first_lead.legal_moves.claim, first_lead, greed.seats))

# %% [markdown]
# **E. What may the passed Master lead? (R8, R16d)** You are the Master and passed; West called. You hold
# `C6 C9 S1 S2 S3 S4 S6 M3 M6 M9 T3 T6`. List your legal leads.
#
# <details><summary>Answer</summary>
#
# Singles: only `T3` and `T6`, the non-Old cards of Tens, your highest suit with a non-Old card (R16d; `C9` and
# `M9` are Old and must wait). Runs: `S1 S2 S3` and `S2 S3 S4`, never the run of four (R8). Sets: any three of
# the sixes, never all four (R8), and `S3 M3 T3`. This is the first lead of the example deal *The passed Master's
# limit and the noncaller's lead* (lesson 06).
#
# </details>

# %% jupyter={"source_hidden": true}
passed = examples.load("passed_master").steps()[2].deal  # the three calls made: you are to lead
assert {str(m) for m in passed.legal_moves} == {
    "0:lead:T3", "0:lead:T6", "0:lead:S1,S2,S3", "0:lead:S2,S3,S4",
    "0:lead:C6,S6,M6", "0:lead:C6,S6,T6", "0:lead:C6,M6,T6", "0:lead:S6,M6,T6",
    "0:lead:S3,M3,T3",
}  # fmt: skip
figures.moves(passed)

# %% [markdown]
# ## The classroom kit
#
# - **The rule sheet**: R1–R20 in plain words with the cards drawn, on one printed page (A4 or Letter). `make kit`
#   writes it into `build/kit/`, in English and Swedish, each also in the high-contrast theme for a
#   black-and-white printer or a projector; open a page in a browser and print it. From Python:
#   `rulesheet.write("rules.html", lang="sv")` (`from lukfu_teach import rulesheet`).
# - **The glossary of names** below (also `docs/names.md`): what the game's names mean in our rules, with the
#   Chinese characters and romanisations only where a published source gives them, and the sources.

# %%
from pathlib import Path
import tempfile

from lukfu_teach import rulesheet

kit = Path(tempfile.mkdtemp(prefix="lukfu_kit_"))  # or Path("kit"), next to this notebook
for lang in ("en", "sv"):
    rulesheet.write(kit / f"luk-fu-rules-{lang}.html", lang)
print(sorted(path.name for path in kit.iterdir()))

# %% [markdown]
# ### Names in Luk Fu
#
# | name | in our rules | characters and romanisation, as the sources give them |
# | --- | --- | --- |
# | **Luk Fu** | the game: three players, one deal | 六虎, "six tigers" [1, 2]. *Luk* is six; the tigers are doubtful: Smith and Senst read *fu* as a unit of scoring, and note that in Hakka the word for the count of trick-winning cards sounds like the word for tiger [1]. |
# | **fu** | the cards of a seat's own winning plays (R14); six wins (R17) | Sung names the counts *luk fu* (6), *tid fu* (7), *bad fu* (8), *giu fu* (9), *sip fu* (10) [3c]; no characters given. |
# | **Hakka** | the people whose game it is | Sung calls the pack *Hak Ga Pai*, Hakka cards [3a]; no characters in the text we read. |
# | **Coins** (C) | the lowest suit (R1) | money-suited packs: *tong* 銅 (copper cash) or *bing* 餅 (cake of silver) [5]. Sung's Hakka name of the lowest suit: *Ten* [3a]. |
# | **Strings** (S) | the second suit | *suo* 索 (strings of cash) or *tiao* 條 [5]. Sung's second suit from the bottom: *Sop* [3a]. |
# | **Myriads** (M) | the third suit | *wan* 萬, ten thousand [5]. Sung's third suit from the bottom: *Gon* [3a]. |
# | **Tens** (T) | the highest suit | *shi* 十, ten, short for tens of myriads (*shi wan guan* 十萬貫) [4b, 5]. Sung's highest suit: *Sip* [3a]. |
# | **Mau Gung** | `C1`, the ace of Coins (R2, R10a, R16a) | the name in Tsoi's recorded rules, our rules' source; we found no published source giving its characters, so none are given. In Sung's pack the aces of the lowest and of the highest suit are printed in red, among the strong cards [3a]. |
# | **Bak Chi** | `T1`, the ace of Tens (R2, R10a, R16a) | as Mau Gung: the name in Tsoi's recorded rules; no source found for its characters. |
# | **Old** | a card its holder can prove nobody can beat led singly (R16) | Sung: the red-printed strong cards are called *Lao Sui Pai*, "old aged cards" [3a]; "aged or *lao sui* cards" [4a]; no characters in the texts we read. In those descriptions the old cards are fixed, printed cards; in our rules a card becomes Old by proof (R16b, R16c). |
# | **play / pass** (the calls) | R5 | in Sung's four-player game a seat says *Tsoh* to play and *Um Tsoh* to pass [3d]. |
# | **discard face down** | R13 | Sung: throwing a card away face down is *Pug Pai* [3b]. |
#
# Sources:
#
# 1. Anthony Smith and Günther Senst (1996), the published article on Luk Fu, as revised in the web description
#    "Luk Fu (六虎)" (with information from Dylan W. H. Sung and The Suffocated), read at
#    <https://gamesitereviews.biz/guides/202401/luk-fu-liu-hu-multi-trick-group/>. It tells how Kim Tsoi explained
#    the three-player game to Anthony Smith in 1993.
# 2. The Suffocated and Wong Siu Fat (2011), "Rules of Luk Fu, a Hakka card game",
#    <https://aloneinthefart.blogspot.com/2011/01/rules-of-luk-fu-hakka-card-game.html>.
# 3. Dylan W. H. Sung (1996): (a) "Hak Ga Pai: Hakka Luk Fu Playing Cards",
#    <http://dylansung.tripod.com/sapienti/hakgapai.htm>; (b) "How to play",
#    <https://dylansung.tripod.com/sapienti/howtplay.htm>; (c) "Scoring for Hakka Luk Fu Playing Cards",
#    <http://dylansung.tripod.com/sapienti/hakscore.htm>; (d) "An Example of a Luk Fu Pai Game",
#    <https://dylansung.tripod.com/sapienti/hakgame.htm>.
# 4. Steve P.'s playing-card collection: (a) "Luk Fu / Six Tigers 1 (Hong Shi Factory, China)",
#    <https://steve-p.org/cards/LukF.html>; (b) "Chinese money-suited cards", <https://steve-p.org/cards/ChM3.html>.
# 5. "Chinese Money-Suited Playing Cards", The Mahjong Tile Set,
#    <https://www.themahjongtileset.co.uk/money-suited-playing-cards/>.

# %% [markdown]
# ## Printing handouts
#
# Every deal record can become a printable page: the hands as dealt, every trick drawn, the notes and the AI's
# reasons, each Old card with its proof (tooltips do not print, so the proofs are written out), and the result.
# From a terminal:
#
# ```sh
# lukfu-teach export my_deal.json --html my_deal.html            # add --theme contrast for a projector
# ```
#
# Open the page in a browser and print it; each trick stays on one page. The example deals live inside the
# package; `examples.path(name)` gives the file to pass to `lukfu-teach`. From Python, `handout.write` does the
# same. Here, every example into a folder of your choice:

# %%
import tempfile
from pathlib import Path

from lukfu_teach import examples, explain, handout
from lukfu_teach.i18n import _, ngettext

folder = Path(tempfile.mkdtemp(prefix="lukfu_handouts_"))  # or Path("handouts"), next to this notebook
for name in examples.names():
    handout.write(examples.load(name), folder / f"{name}.html")
written = len(list(folder.glob("*.html")))
print(ngettext("{n} handout written, e.g. {example}", "{n} handouts written, e.g. {example}", written,
               example="greed_punished.html"))

# %% [markdown]
# **A position as an exercise.** A record may stop anywhere; its handout then ends with *Your turn to think* and
# the position, hands drawn. Cut an example before its key move:

# %%
import dataclasses

record = examples.load("greed_punished")
exercise = dataclasses.replace(record, moves=(), result=None, title=_("Claim or play on?"))
handout.write(exercise, folder / "exercise_claim_or_play_on.html")
print(_("The handout stops at: {status}.", status=explain.status(exercise.deal())))

# %% [markdown]
# Students' own deals work the same: at the end of a deal the play table's **Save record** writes a record file,
# ready for `lukfu-teach export`.
#
# ## A classroom app: `make classroom`
#
# The lessons 00–10 work as web pages: the text, the widgets and the drills, no code. From the project folder,
# on the machine that serves the class:
#
# ```sh
# make classroom
# ```
#
# It prints the address the students open, this machine's address on the network, e.g.
# `http://192.168.1.23:8866/`: a page listing the lessons by title. Write it on the board with the **class
# password** it prints; for the play table alone, add `voila/render/09_play_against_the_ai.ipynb` after the
# address. `HOST` and `PORT` choose another address, e.g. `HOST=127.0.0.1 PORT=9000 make classroom` to try it on
# your own machine only. The first time, it also prints **your teacher's password**, once: note it
# (`lukfu-teach class password` sets another).
#
# - **Every tab is its own deal**, run by its own Python process on the server (about 60 MB each). The same
#   seed deals the same cards in every tab, so the whole class can play deal 7 and compare.
# - **Arrivals are queued**: pages are prepared a few at a time, in the order they were asked for, so the first
#   students play while the others wait a few seconds. A page that could not be prepared says so.
# - **Closing a tab frees its process** at once; the process of a page left without closing (a laptop put to
#   sleep) is stopped after a minute or two without activity. An open page is never stopped.
# - **At most 40 lessons are open at once**; the next student sees "The classroom server is full". Set
#   `LUKFU_MAX_KERNELS` for another limit, and give a large room a bigger machine: preparing a play table
#   takes about two seconds of one core.
# - **Nothing comes from the internet**: a classroom network without internet access is enough.
# - **Students by name**: the first page asks a student's name and the class password, once; then every lesson
#   page in that browser knows them. A name is taken once (a second "Anna" adds a letter of her surname); a
#   student who moves to another computer asks you to **let them log in again** (on their page, below).
# - **Progress that survives**: every answer is kept on the server as it is given, shared by all the student's
#   pages: lesson 10 sees lesson 03, and a reload, a closed tab or a server stopped mid-class loses nothing
#   answered (`classroom-data/class.sqlite3`). If the server goes away, an open page says so in one line and
#   carries on by itself once it is back (or after a reload).
# - **Your view of the class**: open `/class/teacher` after the address (your teacher's password): the class,
#   updated every few seconds, with each student's drills done and starred per lesson, the assessment's score and
#   the deals played; for each rule, the share of drills the class got right at the first try, and each drill's
#   most common wrong answer (what to teach again); one student's answers; **Download CSV** (also
#   `lukfu-teach class export class.csv`); reset a student. Students never see it, nor the passwords.
#
# Anyone on the network can open the pages while the server runs: use it on a classroom network, and stop it
# (<kbd>Ctrl</kbd>+<kbd>C</kbd>) after the class. The settings are in `classroom/config/voila.py`; to see how
# many students a machine serves, `.venv/bin/python benchmarks/classroom.py --students 20` simulates a class
# opening the play table at the same moment. `docs/classroom.md` tells all of it.
#
# ## JupyterHub: several classes, or more students than one machine
#
# A school with its own JupyterHub (The Littlest JupyterHub on one server, Zero to JupyterHub on Kubernetes) runs
# the same lessons, the same class store and the same view of the class: the hub's login gives each student's
# name, each student gets their own server showing the lessons as apps, idle servers are stopped, and your view
# is at `/services/lukfu-class/teacher` (for the hub's admins and its `teachers` group). The configuration is
# `classroom/jupyterhub_config.py` (one machine, to try: a class password for the students, a teacher's password
# for you); `docs/classroom.md` has the recipes for both kinds of hub. On one machine all students run as one
# system user: for real isolation, a user per student (The Littlest JupyterHub) or a container (Zero to
# JupyterHub).

# %% [markdown]
# ## A classroom with nothing to install: the course as a web site
#
# The whole course also runs inside a web browser, Python included
# ([JupyterLite](https://jupyterlite.readthedocs.io)): students install nothing, and the machine that serves the
# site only hands out files. Every cell runs in the student's own browser tab.
#
# - **Build it once**, in the project folder (needs `npm` beside Python and `make`; it fetches packages from PyPI
#   and npm only): `make site` writes the site to `build/site/`.
# - **On a web host**: copy the contents of `build/site/` to any static host, e.g. GitHub Pages, and give students
#   its address.
# - **From your laptop on the class network**, with no internet in the room: `python -m http.server 8000 -d
#   build/site`, and students open `http://YOUR-ADDRESS:8000`. Stop it with <kbd>Ctrl</kbd>+<kbd>C</kbd> after the
#   class. Opening `index.html` straight from the folder or a USB stick (`file://`) does not work: always serve it.
# - **What students see**: the address opens a page that lists the lessons 00–10 by title (`sv/` for the Swedish
#   ones). Each lesson opens as an app: it runs by itself, with no code, no menus and no file browser; Python
#   starts inside the tab (a few seconds), then the widgets answer. A link opens one lesson directly:
#   `ADDRESS/voici/render/09_play_against_the_ai.html`. The same page links to the course in JupyterLab, with the
#   code, for those who want it (there, *Run → Run All Cells* first). Every address is in `docs/site.md`.
# - `11_inside_the_ai` is not in the site: its plots need matplotlib, which does not run in a browser; show it from
#   JupyterLab.
# - **Saving**: a student's drills and scores are kept in that browser on that machine, for the next visit (another
#   browser or machine starts afresh; clearing the browser's data or a private window loses them). To hand them
#   in: **Download my progress** on the lessons' page (`lukfu_progress.json`), which you add to the class on your
#   view of the class (**Import a progress file**) or with `lukfu-teach class import lukfu_progress.json --name
#   "Anna B"`; **Save record** at the play table downloads the deal. In JupyterLab, *File → Save* keeps a notebook
#   the same way; right-click a file in the file browser → *Download*.
# - **On a plain `http://` address of the class network** the browser lets the site keep nothing: the lessons run,
#   but drills and saved notebooks last only while the page is open (and code cannot write into JupyterLab's file
#   browser). Give students the downloads above, or use an `https://` address (GitHub Pages).

# %% [markdown]
# ## What next
#
# Prepare your own annotated deals: play one in [**09 · Play against the AI**](09_play_against_the_ai.ipynb), save
# it, add `note`s to the moves in the JSON (the format is in `docs/format.md`), check it with `lukfu-teach check`, and
# print it. Or go back to [**00 · Start here**](00_start_here.ipynb) and walk through the course as your students
# will.
