# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 01 · Cards and seats
#
# **In this notebook** you meet the 36 money cards of Luk Fu: the four suits and their order (R1), how a card is
# written and the two cards with names of their own (R2), and the three seats at the table and the order they
# play in (R3). Then you practise each of them. About 10 minutes.

# %% [markdown]
# ## A little history
#
# Luk Fu (六虎) is a trick-taking game of the **Hakka** people of southern China. The characters read "six
# tigers", and *luk* is six; whether *fu* really means tiger here is doubtful. The published description of the
# game, by Anthony Smith and Günther Senst, suggests that *fu* is a unit of scoring, and that the tigers are a
# pun: in Hakka, the word for the count of trick-winning cards sounds like the word for tiger. In the game,
# **fu** are what you score, and six is what you need to win a deal.
#
# It is played with Chinese **money-suited cards**: long, slender cards whose suits are sums of money. A cash
# coin, a string of coins, a myriad (ten thousand) and tens of myriads become the four suits **Coins**,
# **Strings**, **Myriads** and **Tens**. Money-suited packs are among the oldest playing cards in the world.
# This course teaches one set of rules: the three-player game a player, Kim Tsoi, explained to Anthony Smith
# ("Tsoi's recorded three-player rules"). Other recorded rule sets differ in their details; where ours are open
# to more than one reading, the rules page (`docs/rules.md`) says which one we take. The glossary of names in
# lesson 12 gives the Chinese names where a published source gives them.

# %% [markdown]
# ## The deck (R1)
#
# Ranks 1 to 9 in four suits: **36 cards**. A new pack also has two flower cards, which Luk Fu does not use.
# The suits rank from low to high: **Coins < Strings < Myriads < Tens**. A memory aid: the sums of money grow,
# from a coin to tens of myriads. That order decides when two runs of different suits meet (lesson 03).
#
# Here is the whole deck, one suit a row, from Coins at the top to Tens at the bottom. Each card shows its rank,
# its suit's emblem and its code; hover over a card to read its name.

# %% jupyter={"source_hidden": true}
from lukfu_teach import DECK, Suit, render, set_language

set_language("en")  # everything the package shows, in English
for suit in Suit:
    display(render.hand([card for card in DECK if card.suit is suit]))

# %% [markdown]
# ## Writing cards down (R2)
#
# A card is written as its suit letter followed by its rank: **C** Coins, **S** Strings, **M** Myriads,
# **T** Tens. So `S7` is the Strings 7 and `T9` the Tens 9. In this course "ace" means a 1.
#
# Two cards have names of their own: **`C1` is Mau Gung** and **`T1` is Bak Chi**, the aces of the lowest and
# of the highest suit. Their frame is doubled so you can spot them. They are special: led on their own, nobody
# can beat them (lesson 03).

# %% jupyter={"source_hidden": true}
display(render.hand("C1 T1"))

# %% [markdown]
# ## Three seats (R3)
#
# Three players sit at seats **0, 1 and 2**, and play always goes **0 → 1 → 2 → 0**. In the course, seat 0 is
# you ("You"), seat 1 is **East** and seat 2 is **West**, the computer players. So East plays after you, West
# after East, and you after West. Each seat is dealt 12 cards (R4, lesson 06): all 36 cards are in play.
#
# | seat | who | plays after |
# | --- | --- | --- |
# | 0 | You | West (seat 2) |
# | 1 | East | You (seat 0) |
# | 2 | West | East (seat 1) |
#
# ## Your turn
#
# Order the suits, count the cards, find Mau Gung and Bak Chi, read a code, say whose turn it is. Each drill sets a
# position and asks you to act: click your cards and press **Check**, or click your answer. The answer is checked at
# once and explained with its rule; wrong, and you may **Try again**. The marks at the top show your progress (★ right
# at the first try, ✓ solved), kept as you go: on your class's server, under your name (your teacher sees them); in
# JupyterLab or on the course site, in a small file beside the lesson (`lukfu_progress.json`), so you can stop and
# come back.

# %% jupyter={"source_hidden": true}
from lukfu_teach import course
from lukfu_teach.widgets import DrillRecap, DrillSequence

DrillSequence(course.drills("01"), progress=course.progress())

# %% [markdown]
# ## Recap
#
# - 36 cards: ranks 1–9 in four suits, **Coins < Strings < Myriads < Tens**; no flower cards (R1).
# - A card is its suit letter and rank: `C1` … `T9`. `C1` is **Mau Gung**, `T1` is **Bak Chi** (R2).
# - Three seats, 0, 1, 2 (You, East, West), playing in the order 0 → 1 → 2 → 0 (R3).
#
# Your drills so far (★ at the first try, ✓ solved, ○ answer shown), as you answer them above.

# %% jupyter={"source_hidden": true}
DrillRecap(course.drills("01"), progress=course.progress())

# %% [markdown]
# ## What next
#
# You know the cards. In [**02 · The shapes of a play**](02_shapes_of_a_play.ipynb) you put them together:
# singles, sets and runs, and why a pair is never a play.
