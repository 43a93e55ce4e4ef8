# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 05 · Old cards
#
# **In this notebook** you learn what makes a card **Old** (R16) and how to prove it: cards that are always Old
# (R16a), cards proven by what has been played face up (R16b), and sequences below an Old card (R16c). You watch
# cards become Old during a deal, and see why your own face-down discards prove nothing ("safe but unproven").
# Then you practise. About 20 minutes.
#
# ## Why Old cards matter
#
# A card is **Old** for the seat holding it when it cannot be beaten if led singly, *and* that can be **proven**
# from the cards played face up and the seat's own hand. Old cards are what you win with: when it is your turn to
# lead, **F = fu + Old cards in your hand**, and six or more lets you claim the deal (lesson 07).
#
# In every picture below, Old cards carry the **OLD** seal, and each card has a line saying why it is Old, or
# why not.

# %% [markdown]
# ## Always Old (R16a)
#
# The four **nines**, **Mau Gung** (`C1`) and **Bak Chi** (`T1`) are always Old: nothing beats a nine of its
# suit, and Mau Gung and Bak Chi cannot be beaten when led singly (R10a).

# %% jupyter={"source_hidden": true}
from lukfu_teach import figures, set_language

set_language("en")  # everything the package shows, in English
figures.old("C1 C5 S9 M3 T1 T4")

# %% [markdown]
# ## Proven by the cards played, or by your own hand (R16b)
#
# Any other card is Old when **every higher card of its suit** has been played face up or is in your own hand.
# Suppose `S9` was played face up in trick 2 and `S8` in trick 4, and you hold `S7`, `S5` and `C2`:

# %% jupyter={"source_hidden": true}
figures.old("S7 S5 C2", played={"S9": 2, "S8": 4})

# %% [markdown]
# `S7` is Old; `S5` is not, because `S6` is unaccounted for: someone may hold it. If `S6` is played face up
# later, `S5` becomes Old too. Cards become Old *during* a deal:

# %% jupyter={"source_hidden": true}
figures.old("S7 S5 C2", played={"S9": 2, "S8": 4, "S6": 6})

# %% [markdown]
# Your own hand counts as proof as well: holding `C9` and `C8`, your `C8` is Old, since the only higher Coins
# card is in your hand.
#
# ## Sequences (R16c)
#
# An unbroken sequence held directly below an Old card is Old: holding `M9 M8 M7`, all three are. (R16c never
# makes a card Old that R16b would not, but it is the shortest way to say why.) `M5` is not: `M6` is missing.

# %% jupyter={"source_hidden": true}
figures.old("M9 M8 M7 M5")

# %% [markdown]
# ## Watching it happen
#
# In the example deal *A card becomes Old mid-deal*, keep your eye on your `S7`, as you saw the deal. The stepper
# opens at the moment `S8` is played face up, the second card above your `S7`; the first, `S9`, was played in
# trick 1. Click `S7` to read its proof under the hands (or hover over it), and press **Back** to see it before.

# %% jupyter={"source_hidden": true}
from lukfu_teach import examples
from lukfu_teach.widgets import DealStepper

stepper = DealStepper(examples.load("card_becomes_old"), perspective=0, ai_level=None)
stepper.go(6)
stepper

# %% [markdown]
# The same story in words, trick by trick:

# %% jupyter={"source_hidden": true}
from lukfu_teach.i18n import _

record = examples.load("card_becomes_old")
for step in record.steps():
    deal = step.deal
    if deal.at_lead and deal.tricks:
        old = ", ".join(str(card) for card in deal.old_cards(0))
        print(_("After trick {n}: your Old cards are {old}.", n=len(deal.tricks), old=old))

# %% [markdown]
# ## Safe but unproven: discards prove nothing
#
# Face-down discards prove nothing, **not even to the seat that made them** (R16, R15). If you discard `S9` and
# keep `S8`, you *know* nobody can beat your `S8`, but you cannot prove it to the table: it is not Old and does not
# count when you claim. We call such a card **safe but unproven**; it carries a **SAFE?** seal.
#
# In the example *Safe but unproven*, you throw `S9` away in trick 1. Here is your hand right after, as you saw it:

# %% jupyter={"source_hidden": true}
record = examples.load("safe_but_unproven")
yours = record.steps()[3].deal.view(0)  # after your discard in trick 1, as you saw it
figures.old(yours.hand, yours.played_in(), yours.own_discards)

# %% [markdown]
# It cost you: at the end you claimed with 6 instead of 8. Had you discarded a low card and kept `S9`, both `S9`
# and `S8` would have been Old. Step through the whole deal in lesson 08.
#
# ## Quiz: which cards are Old?
#
# Click the cards you think are Old in the hand shown, then **Check**: the quiz gives the proof of each card.
# **Another position** draws a new one.

# %% jupyter={"source_hidden": true}
from lukfu_teach.widgets import OldQuiz

OldQuiz(3)

# %% [markdown]
# ## Your turn
#
# Pick the Old cards, spot the card that is only safe but unproven, and choose a discard that keeps your Old cards.
# Each drill sets a position and asks you to act: click your cards and press **Check**, or click your answer. The
# answer is checked at once and explained with its rule; wrong, and you may **Try again**. The marks at the top show
# your progress (★ right at the first try, ✓ solved), kept as you go: on your class's server, under your name (your
# teacher sees them); in JupyterLab or on the course site, in a small file beside the lesson (`lukfu_progress.json`),
# so you can stop and come back.

# %% jupyter={"source_hidden": true}
from lukfu_teach import course
from lukfu_teach.widgets import DrillRecap, DrillSequence

DrillSequence(course.drills("05"), progress=course.progress())

# %% [markdown]
# ## Recap
#
# - A card is **Old** when it cannot be beaten led singly **and** you can prove it from the face-up plays and
#   your own hand (R16).
# - Always Old: the four **nines**, **Mau Gung** and **Bak Chi** (R16a).
# - Proven: every higher card of the suit has been played face up or is in your hand (R16b); an unbroken
#   sequence below an Old card is Old too (R16c).
# - Face-down discards prove nothing, even your own: a card that only your own discard makes unbeatable is **safe
#   but unproven**, not Old.
# - At your lead, **F = fu + Old cards**.
#
# Your drills so far (★ at the first try, ✓ solved, ○ answer shown), as you answer them above.

# %% jupyter={"source_hidden": true}
DrillRecap(course.drills("05"), progress=course.progress())

# %% [markdown]
# ## What next
#
# Who may lead what, and who must pay if it goes wrong? [**06 · Calling and the
# Master**](06_calling_and_the_master.ipynb) starts a deal from the beginning: the deal, calling, the Master.
