# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 08 · Teaching guide
#
# **In this notebook**, for teachers: a 45-minute and a 90-minute class plan, group exercises with answers,
# printing handouts of annotated deals, and serving the play notebook as an app for a room of students with
# Voilà. About 15 minutes to read.
#
# ## Before the class
#
# - **Set up once**: `make lab` in the project folder installs everything into `.venv` and opens JupyterLab
#   (`make test` checks the installation). Students who install nothing can play in a browser (see *A classroom
#   app* below).
# - **On a projector**, switch the cards to the high-contrast theme: black on white, Old cards marked by a
#   double frame and a black seal, so nothing depends on colour.

# %%
from lukfu_teach import parse_cards, render

display(render.hand(parse_cards("C1 S7 M9 T1")).themed("contrast"))  # any drawing: .themed("contrast")

# %% [markdown]
# The widgets take the theme too: `DealStepper(record, theme="contrast")`, `PlayTable(seed, theme="contrast")`.
#
# - **Seeds make deals repeatable.** `PlayTable(seed=12)` deals the same cards on every machine: the whole class
#   can play deal 12, then compare what they did.
#
# ## A 45-minute class
#
# | minutes | activity | material |
# | --- | --- | --- |
# | 0–4 | What Luk Fu is: the Hakka, the money cards and their order (R1–R3) | notebook 01 on the projector |
# | 4–12 | Singles, sets and runs; what beats what; the must-beat rule (R9–R13). Pairs do the beat quiz | 02, `BeatQuiz` |
# | 12–20 | Old cards: always Old, proven by plays, sequences (R16a–c); "safe but unproven". Pairs do the Old quiz | 03, `OldQuiz` |
# | 20–28 | How a deal starts: the Master and calling (R4–R7); what noncallers may lead (R16d) and the passed Master's limit (R8), in the stepper | 04, example *The passed Master's limit and the noncaller's lead* |
# | 28–32 | How it ends: claiming and paying (R17–R20), the worked example on the board | 04, group exercise C |
# | 32–42 | Everyone plays deal 12 against two `basic` players | 06 or the Voilà app |
# | 42–45 | Debrief: who called, who claimed, who played on, who paid? | the results on the board |
#
# ## A 90-minute class
#
# | minutes | activity | material |
# | --- | --- | --- |
# | 0–10 | History and the cards (R1–R3) | 01 |
# | 10–25 | Plays and tricks (R9–R15), then group exercise A | 02, handout *Runs: a higher suit beats any lower run* |
# | 25–40 | Old cards (R16), group exercise B, the Old quiz | 03, handout *A card becomes Old mid-deal* |
# | 40–55 | Calling, claiming, scoring (R4–R8, R17–R20), group exercises C and E | 04 |
# | 55–60 | Break | |
# | 60–80 | A small tournament: pairs play deals 1–3 against `basic`, then deal 4 against `expert`; keep the net points | 06 or the Voilà app |
# | 80–90 | Group exercise D on the projector, then the handouts *Greed punished* and *Playing on when it is safe* | 05, handouts |
#
# ## Group exercises
#
# Groups of three, one student a seat. Give each group the position; let them argue; then reveal the answer.
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
#
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
#
# **C. Who pays? (R19, R20)** (1) The caller claims with F = 7. (2) A noncaller claims with F = 6. (3) The cards run
# out; the last trick's winner has 5 fu. (4) The cards run out; the last trick's winner, a noncaller, has 8 fu.
#
# <details><summary>Answer</summary>
#
# (1) A = 2: each noncaller pays 2, the caller gets 4. (2) A = 1: the caller alone pays 2, the winner gets 2,
# the other noncaller pays nothing. (3) A draw: nobody pays (R18). (4) A = 3: the caller pays 6, the winner
# gets 6.
#
# </details>
#
# **D. Claim or play on? (R17)** You are the caller, at the first lead, holding `S5 S6 S7 S8 S9 T1 T2 T3` and four
# low cards. Claim now, or lead `T1 T2 T3` for a bigger claim?
#
# <details><summary>Answer</summary>
#
# `S5`–`S9` and Bak Chi are Old (R16a–c): 0 fu + 6 = 6, so claiming now is a sure +2 (F = 6, A = 1 from each
# noncaller). If `T1 T2 T3` wins, 3 fu + 5 Old cards = 8 is worth +6; but any higher run of Tens beats it (R10), and
# the trick's winner leads before you and may claim (R17), and then you pay both shares (R20). The expert AI
# (notebook 07) makes the run worth less than +2 on average: claim. In the example deal *Greed punished*
# West held `T4 T5 T6`: +2 became −4. Show it with the stepper in notebook 05.
#
# </details>
#
# **E. What may the noncaller lead? (R16d, R8)** The Master passed and holds `C6 S6 M6 T6 S1 S2 S3 S4 T9 M3`.
# List its legal leads.
#
# <details><summary>Answer</summary>
#
# Singles: only `T6`, its one non-Old card in Tens, its highest suit with a non-Old card (R16d; `T9` is Old).
# Runs: `S1 S2 S3` and `S2 S3 S4`, not the run of four (R8). Sets: any three of the sixes, not all four (R8).
# The example deal *The passed Master's limit and the noncaller's lead* starts from a hand much like this one.
#
# </details>
#
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

folder = Path(tempfile.mkdtemp(prefix="lukfu_handouts_"))  # or Path("handouts"), next to this notebook
for name in examples.names():
    handout.write(examples.load(name), folder / f"{name}.html")
print(f"{len(list(folder.glob('*.html')))} handouts written, e.g. greed_punished.html")

# %% [markdown]
# **A position as an exercise.** A record may stop anywhere; its handout then ends with *Your turn to think* and
# the position, hands drawn. Cut an example before its key move:

# %%
import dataclasses

record = examples.load("greed_punished")
exercise = dataclasses.replace(record, moves=(), result=None, title="Claim or play on?")
handout.write(exercise, folder / "exercise_claim_or_play_on.html")
print(f"The handout stops at: {explain.status(exercise.deal())}.")

# %% [markdown]
# Students' own deals work the same: at the end of a deal the play table's **Save record** writes a record file,
# ready for `lukfu-teach export`.
#
# ## A classroom app: `make classroom`
#
# The lessons 00–06 work as web pages: the text and the widgets, no code. From the project folder, on the
# machine that serves the class:
#
# ```sh
# make classroom
# ```
#
# It prints the address the students open, this machine's address on the network, e.g.
# `http://192.168.1.23:8866/`: a page listing the lessons by title. Write it on the board; for the play table
# alone, add `voila/render/06_play_against_the_ai.ipynb` after the address. `HOST` and `PORT` choose another
# address, e.g. `HOST=127.0.0.1 PORT=9000 make classroom` to try it on your own machine only.
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
#
# Anyone on the network can open the pages while the server runs: use it on a classroom network, and stop it
# (<kbd>Ctrl</kbd>+<kbd>C</kbd>) after the class. The settings are in `classroom/config/voila.py`; to see how
# many students a machine serves, `.venv/bin/python benchmarks/classroom.py --students 20` simulates a class
# opening the play table at the same moment.

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
# - **What students see**: JupyterLab with the lessons in the file browser. They open `00_start_here.ipynb` and
#   choose *Run → Run All Cells*; Python starts inside the tab (about 15 seconds the first time), then the widgets
#   appear. The stepper, the play table with its expert AI, the quizzes and the handouts all work there.
#   `07_inside_the_ai` is not in the site: its plots need matplotlib, which does not run in a browser; show it from
#   JupyterLab. A link can open one lesson directly: `ADDRESS/lab/index.html?path=06_play_against_the_ai.ipynb`.
# - **Saving**: *File → Save* keeps a student's notebooks in that browser on that machine, for the next visit
#   (another browser or machine starts afresh; clearing the browser's data or a private window loses them). To keep
#   work or hand it in: right-click the file in the file browser → *Download*.
# - **Records and handouts**: **Save record** at the play table and `handout.write(record, "name.html")` put their
#   file beside the notebook, to open or download the same way, when the site has an `https://` address (GitHub
#   Pages) or is opened as `http://localhost`. On a plain `http://` address of the class network the browser does
#   not let code write into the file browser (lessons and saving notebooks still work): there,
#   `print(dumps(table.record()))` (`from lukfu_teach import dumps`) shows the record to copy into a new file.

# %% [markdown]
# ## What next
#
# Prepare your own annotated deals: play one in **06**, save it, add `note`s to the moves in the JSON (the format
# is in `docs/format.md`), check it with `lukfu-teach check`, and print it. Or go back to **00_start_here** and
# walk through the course as your students will.
