# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 03 · Beating
#
# **In this notebook** you learn what beats what (R10): a play beats the best play so far only with the same
# shape and the same number of cards, and then by rank or by suit. Two exceptions make the game: **Mau Gung** and
# **Bak Chi** led alone cannot be beaten (R10a), and a led set of **aces** falls only to **nines** (R10b). Then
# you practise. About 15 minutes.

# %% [markdown]
# ## Same shape, same size (R10)
#
# A play beats the current best play only if it has **the same shape and the same number of cards**. A single
# answers a single, a three-card set a three-card set, a four-card run a four-card run. Then:
#
# - **singles**: the same suit and a higher rank;
# - **sets**: a higher rank;
# - **runs**: a run that ends higher in the same suit, **or any run of a higher suit**, whatever its ranks.
#
# Each line shows a play, an arrow, and the best play it tries to beat; then ✓ or ✗ and the reason.

# %% jupyter={"source_hidden": true}
from lukfu_teach import figures, set_language

set_language("en")  # everything the package shows, in English
figures.beats([("S8", "S4"), ("M9", "S4"), ("S2", "S4"), ("C6 S6 T6", "C5 M5 T5"), ("S4 S5 S6 S7", "S3 S4 S5")])

# %% [markdown]
# A nine beats any lower card of its suit, but no card of another suit: suits do not trump each other in
# singles. And sizes never mix: a four-card run is not an answer to a three-card run.
#
# ## Runs: a higher suit wins (R10, R1)
#
# For runs, the suit counts before the ranks. Remember the order of the suits, **Coins < Strings < Myriads <
# Tens** (R1): any run of a higher suit beats a run of a lower suit of the same length.

# %% jupyter={"source_hidden": true}
figures.beats([("S6 S7 S8", "S3 S4 S5"), ("M1 M2 M3", "S3 S4 S5"), ("S7 S8 S9", "M1 M2 M3"), ("T1 T2 T3", "M7 M8 M9")])

# %% [markdown]
# `M1 M2 M3` has lower ranks than `S3 S4 S5` and still beats it, because Myriads is a higher suit than Strings.
# And nothing beats a run of Tens except a Tens run of the same length that ends higher.
#
# ## Mau Gung and Bak Chi (R10a)
#
# Led **on their own**, Mau Gung (`C1`) and Bak Chi (`T1`) cannot be beaten, not even by a nine of their suit.
# That protects them only when they are *led*: answering a Coins lead, Mau Gung is just the lowest Coins card.

# %% jupyter={"source_hidden": true}
figures.beats([("C9", "C1"), ("T9", "T1"), ("C1", "C5")])

# %% [markdown]
# ## Aces and nines (R10b)
#
# Sets are beaten by higher sets, so a set of aces looks like the weakest set of all. It is the other way round:
# a **led set of aces can be beaten only by nines**. A four-card set is beaten only by a higher four-card set.

# %% jupyter={"source_hidden": true}
figures.beats([("C2 S2 M2", "C1 S1 T1"), ("C9 S9 M9", "C1 S1 T1"), ("C6 S6 M6 T6", "C5 S5 M5 T5"), ("C9 S9 M9", "C8 S8 M8 T8")])

# %% [markdown]
# ## Quiz: which of these beat?
#
# Tick the plays that beat the best play shown, then press **Check**: every answer is explained with its rule.
# **Next question** draws another.

# %% jupyter={"source_hidden": true}
from lukfu_teach.widgets import BeatQuiz

BeatQuiz(seed=2)

# %% [markdown]
# ## Your turn
#
# Which plays beat the best play so far? Pick the beating play, or say why nothing beats. Each drill sets a position
# and asks you to act: click your cards and press **Check**, or click your answer. The answer is checked at once and
# explained with its rule; wrong, and you may **Try again**. The marks at the top show your progress (★ right at the
# first try, ✓ solved), kept as you go: on your class's server, under your name (your teacher sees them); in
# JupyterLab or on the course site, in a small file beside the lesson (`lukfu_progress.json`), so you can stop and
# come back.

# %% jupyter={"source_hidden": true}
from lukfu_teach import course
from lukfu_teach.widgets import DrillRecap, DrillSequence

DrillSequence(course.drills("03"), progress=course.progress())

# %% [markdown]
# ## Recap
#
# - A beat has **the same shape and the same number of cards** as the best play (R10).
# - Singles: same suit, higher rank. Sets: higher rank. Runs: end higher in the same suit, **or any run of a
#   higher suit** (Coins < Strings < Myriads < Tens).
# - **Mau Gung** (`C1`) and **Bak Chi** (`T1`) led singly cannot be beaten (R10a).
# - A led set of **aces** is beaten **only by nines** (R10b).
#
# Your drills so far (★ at the first try, ✓ solved, ○ answer shown), as you answer them above.

# %% jupyter={"source_hidden": true}
DrillRecap(course.drills("03"), progress=course.progress())

# %% [markdown]
# ## What next
#
# Who has to beat, and what happens when nobody can? [**04 · A trick**](04_a_trick.ipynb) plays a whole trick.
