# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 04 · A trick
#
# **In this notebook** you play through a trick: the **lead** (R11), the rule that you **must beat** when you
# can (R12), **face-down discards** when you cannot (R13), who **wins the trick** and scores **fu** (R14), and
# what everyone at the table can **see** (R15). Then you practise. About 15 minutes.

# %% [markdown]
# ## A trick in four steps (R11–R14)
#
# 1. The seat to **lead** puts down one play (R11). (It may instead *claim* the deal: lesson 07.)
# 2. Each other seat, in turn order, answers the **current best play**: the lead, or a later play that beat it.
#    If it holds any play that beats it, it **must** play one of those, face up; it chooses which, not whether
#    (R12). Its play becomes the current best.
# 3. A seat that cannot beat **discards** as many cards as the lead has, face down, any it likes. Nobody else ever
#    sees them (R13).
# 4. After both answers, the owner of the current best play **wins the trick**. It scores **fu** equal to the
#    number of cards in *its own* winning play, never the other seats' cards, and leads the next trick (R14).
#
# ## Watch a trick
#
# From the example deal *Must beat: a run broken up*. You lead the single `M5`; East is to answer. Each seat's
# line has **badges**: the **Master** is the seat that leads the first trick, and the **Caller** the seat that
# bet on its hand before play began (lesson 06 tells both stories); **fu** counts the cards of the seat's own
# winning plays; a card sealed **OLD** is one its holder can prove nobody can beat when it is led alone
# (lesson 05).

# %% jupyter={"source_hidden": true}
from lukfu_teach import IllegalMoveError, Move, examples, explain, figures, render, set_language

set_language("en")  # everything the package shows, in English
record = examples.load("must_beat")
steps = record.steps()  # one step a call or a move: the deal after it
your_lead = steps[1].deal  # you called play, then led M5
display(render.position(your_lead, record.seats))

# %% [markdown]
# East holds the run `M6 M7 M8`, which it would love to keep. But it can beat `M5`, so it must (R12). These are
# all the moves the rules leave East:

# %% jupyter={"source_hidden": true}
figures.moves(your_lead)

# %% [markdown]
# No discard among them. Had East tried to throw a card away instead, the table would have refused it, with the
# reason:

# %% jupyter={"source_hidden": true}
try:
    your_lead.copy().apply(Move.of(1, "discard", "C5"))
except IllegalMoveError as refused:
    print(refused)

# %% [markdown]
# Here is the trick as it was played. West could beat East's `M6` and so had to; its `M9` wins, and West scores
# 1 fu: one card in its own winning play. Your `M5` and East's `M6` score nothing for anyone.

# %% jupyter={"source_hidden": true}
trick_one = steps[3].deal
for before, step in zip(steps[0:3], steps[1:4]):
    print(explain.move_sentence(step.move, before.deal, record.seats))
print(explain.trick_sentence(trick_one, record.seats))
display(render.trick(trick_one.tricks[-1], record.seats))

# %% [markdown]
# ## When you cannot beat: the face-down discard (R13)
#
# West won, so West leads trick 2: `T5`. You must beat it and do, with `T6`. East holds no Tens card above `T6`,
# so it cannot beat, and discards one card (as many as the lead) face down. In this open view you can see which;
# at the table nobody but East ever does.

# %% jupyter={"source_hidden": true}
trick_two = steps[6].deal
for before, step in zip(steps[3:6], steps[4:7]):
    print(explain.move_sentence(step.move, before.deal, record.seats))
print(explain.trick_sentence(trick_two, record.seats))
display(render.trick(trick_two.tricks[-1], record.seats))

# %% [markdown]
# ## What everyone can see (R15)
#
# Face-up plays and who made them, each seat's number of cards, everyone's fu, the Master and the caller are
# **public**. Face-down discards are known only to the seat that made them. Here is the same moment, after trick 2,
# as **you** saw it: the other hands are card backs, and so is East's discard. You know that East threw one card
# away, never which.

# %% jupyter={"source_hidden": true}
display(render.position(trick_two, record.seats, seat=0))
for move in trick_two.view(0).moves:
    print(explain.move_text(move))

# %% [markdown]
# ## The whole deal
#
# Step through the rest of the deal with **Next**. The menu that reads *Open table* switches to what one seat
# saw (R15). Watch trick 3: East no longer has its Myriads run, and cannot beat your
# Strings run.

# %% jupyter={"source_hidden": true}
from lukfu_teach.widgets import DealStepper

whole_deal = DealStepper(record, ai_level=None)
whole_deal.go(7)
whole_deal

# %% [markdown]
# ## Your turn
#
# May two cards be led? Beat or discard? How many cards go face down? Who wins the trick, with how many fu, and who
# leads next? What can you see? Each drill sets a position and asks you to act: click your cards and press **Check**,
# or click your answer. The answer is checked at once and explained with its rule; wrong, and you may **Try again**.
# The marks at the top show your progress (★ right at the first try, ✓ solved), kept as you go: on your class's
# server, under your name (your teacher sees them); in JupyterLab or on the course site, in a small file beside the
# lesson (`lukfu_progress.json`), so you can stop and come back.

# %% jupyter={"source_hidden": true}
from lukfu_teach import course
from lukfu_teach.widgets import DrillRecap, DrillSequence

DrillSequence(course.drills("04"), progress=course.progress())

# %% [markdown]
# ## Recap
#
# - The leader leads one play (R11). Each other seat, in turn, answers the **current best play**.
# - Can beat? **Must** beat, face up, with the beating play of its choice (R12).
# - Cannot beat? Discard as many cards as the lead, **face down**, any cards (R13).
# - The owner of the best play wins the trick, scores **fu = the cards of its own winning play**, and leads next
#   (R14).
# - Face-up plays, card counts, fu, the Master and the caller are public; a face-down discard is known only to
#   the seat that made it (R15).
#
# Your drills so far (★ at the first try, ✓ solved, ○ answer shown), as you answer them above.

# %% jupyter={"source_hidden": true}
DrillRecap(course.drills("04"), progress=course.progress())

# %% [markdown]
# ## What next
#
# Some cards can never be beaten, and the whole game turns on proving it. [**05 · Old cards**](05_old_cards.ipynb)
# shows how.
