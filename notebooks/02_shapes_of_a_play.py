# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 02 · The shapes of a play
#
# **In this notebook** you learn the three shapes a play can have: a **single**, a **set** and a **run**, and
# why nothing else, not even a pair, is a play (R9). Then you practise spotting plays. About 10 minutes.

# %% [markdown]
# ## Three shapes (R9)
#
# Whoever leads puts down exactly one **play**, and the others answer with plays of the same shape. A play is
# one of these:
#
# - a **single**: one card;
# - a **set**: three or four cards of one rank, e.g. `C5 S5 T5` (so they are of different suits); a seat that
#   holds all four of a rank may play all four, or any three of them;
# - a **run**: three or more cards of one suit in a row, e.g. `S3 S4 S5` (three to nine cards).
#
# Nothing else is a play. In particular **pairs are forbidden**: no play has two cards. Each line below shows
# some cards, then ✓ and what they are, or ✗ and why they are not a play.

# %% jupyter={"source_hidden": true}
from lukfu_teach import figures, set_language

set_language("en")  # everything the package shows, in English
figures.plays(["M7", "C5 S5 T5", "C6 S6 M6 T6", "S3 S4 S5", "T2 T3 T4 T5 T6"])

# %% jupyter={"source_hidden": true}
figures.plays(["S3 S4", "C9 T9", "S3 S5 S6", "S3 M4 T5", "C5 S5 S6"])

# %% [markdown]
# Look at the crosses: two cards are never a play, whatever they are; a run needs ranks **in a row** (`S3 S5 S6`
# skips 4) and **one suit** (`S3 M4 T5` mixes three); a set needs **one rank** (`C5 S5 S6`).
#
# ## The plays in a hand
#
# A hand usually offers many plays. Every card is a single. Here are the runs and sets in one hand, every one of
# them: four Strings in a row give three runs, and three fives give a set.

# %% jupyter={"source_hidden": true}
from lukfu_teach import parse_cards, plays_in, render

hand = parse_cards("S3 S4 S5 S6 C5 M5 T9")
display(render.hand(hand))
figures.plays([play.cards for play in plays_in(hand) if len(play) > 1])

# %% [markdown]
# `S5` is in all four of these plays, but a play uses each card once: lead `S3 S4 S5 S6` and the fives are left
# without their Strings five, so `C5 S5 M5` is gone. Choosing which play to make, and which to keep, is most of
# the game.
#
# ## Your turn
#
# Is it a play, and of which shape? Each drill sets a position and asks you to act: click your cards and press
# **Check**, or click your answer. The answer is checked at once and explained with its rule; wrong, and you may **Try
# again**. The marks at the top show your progress (★ right at the first try, ✓ solved), kept as you go: on your
# class's server, under your name (your teacher sees them); in JupyterLab or on the course site, in a small file
# beside the lesson (`lukfu_progress.json`), so you can stop and come back.

# %% jupyter={"source_hidden": true}
from lukfu_teach import course
from lukfu_teach.widgets import DrillRecap, DrillSequence

DrillSequence(course.drills("02"), progress=course.progress())

# %% [markdown]
# ## Recap
#
# - A play is a **single**, a **set** (three or four of one rank) or a **run** (three or more in a row, one
#   suit) (R9).
# - A seat holding all four of a rank may play all four or any three.
# - Nothing else is a play: **no pairs**, no two-card plays, no gaps in a run, no mixed suits in a run.
#
# Your drills so far (★ at the first try, ✓ solved, ○ answer shown), as you answer them above.

# %% jupyter={"source_hidden": true}
DrillRecap(course.drills("02"), progress=course.progress())

# %% [markdown]
# ## What next
#
# A play is led; the next seats try to beat it. [**03 · Beating**](03_beating.ipynb) tells what beats what.
