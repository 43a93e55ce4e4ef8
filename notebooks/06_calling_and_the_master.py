# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 06 · Calling and the Master
#
# **In this notebook** you learn how a deal starts: the deal and the **Master** (R4), **calling** play or pass
# (R5), the **redeal** when everyone passes (R6), the Master's first lead (R7), and what limits the leads of the
# seats that did not call: the passed Master may never lead four of a kind or a long run (R8), and a noncaller's
# single must be a card that is not Old (R16d), while the caller leads what it likes (R16e). Then you practise.
# About 20 minutes.

# %% [markdown]
# ## The deal and the Master (R4)
#
# The cards are shuffled and each seat gets 12. One seat, chosen at random, is the **Master**: it speaks first
# and leads the first trick. Here is a deal as you see it at the start: your hand, the others' backs, and the
# Master's badge.

# %% jupyter={"source_hidden": true}
from lukfu_teach import Deal, Move, explain, figures, render, set_language
from lukfu_teach.i18n import _

set_language("en")  # everything the package shows, in English
deal = Deal.new(11)  # deal number 11: the same number always deals the same cards
assert deal.master == 1  # East, as the text below says
display(render.position(deal, seat=0))

# %% [markdown]
# ## Calling (R5)
#
# Starting with the Master and going in turn order, each seat says **play** or **pass**. The first seat to say
# play is the **caller**, and calling stops there: later seats are not asked. The other two seats are
# **noncallers**. Here East is the Master, so East speaks first, and these are its choices:

# %% jupyter={"source_hidden": true}
figures.moves(deal)

# %% [markdown]
# Why call? The caller **wins from both** noncallers, and may lead anything it likes (R16e, below). But if a
# noncaller wins, the caller **pays both shares** alone (R20, lesson 07). Calling is a bet on your hand: call
# with strong cards, many Old ones among them.
#
# ## A rule of thumb for calling: strong points
#
# How strong is strong? A simple count, the one the basic computer player calls by (the computer players' reasons
# use the word): your hand's **strong points**.
#
# - one for each **Old card** in the hand as dealt: the nines, Mau Gung and Bak Chi, and a card that your own
#   higher cards make Old (R16);
# - one more for holding a **set**, however many sets you hold (two sets count once);
# - one more for holding a **run of four or more**, however many.
#
# **Five or more: call play.** Fewer: pass. It is a rule of thumb, not one of the rules R1–R20; the expert computer
# player instead plays the hand out in its head and calls when calling wins more. Your hand in deal 11, counted:

# %% jupyter={"source_hidden": true}
from lukfu_teach.ai import make_player

yours = deal.copy()
while yours.to_act != 0:  # East and West pass, so that you are asked
    yours.apply(Move.of(yours.to_act, "pass"))
advice = make_player("basic").decide(yours.view(0))
print(advice.summary)
for line in advice.reasons:
    print(line)

# %% [markdown]
# ## When all three pass (R6)
#
# If all three seats pass, the cards are shuffled and dealt again, and **the Master stays the same**. Three passes
# in deal 11:

# %% jupyter={"source_hidden": true}
redealt = deal.copy()
for _call in range(3):
    redealt.apply(Move.of(redealt.to_act, "pass"))
assert redealt.master == deal.master and redealt.hands != deal.hands
print(_("New cards for everyone (redeals so far: {redeals}); the Master is still seat {seat}.",
        redeals=redealt.redeals, seat=redealt.master))
display(render.position(redealt, seat=0))

# %% [markdown]
# ## The Master leads (R7)
#
# Whoever called, the **Master** leads the first trick. In the example *The passed Master's limit and the
# noncaller's lead*, you are the Master. You pass, East passes, and West calls play: West is the caller, and
# you and East are noncallers. Still, you lead.

# %% jupyter={"source_hidden": true}
from lukfu_teach import IllegalMoveError, examples

record = examples.load("passed_master")
steps = record.steps()
before = record.start()
for step in steps[:3]:
    print(explain.move_sentence(step.move, before, record.seats))
    before = step.deal
your_lead = steps[2].deal  # after the three calls
print(_("Now: {status}.", status=explain.status(your_lead)))

# %% [markdown]
# ## The passed Master's limit (R8)
#
# A Master who **passed** is a noncaller, and may never lead a **four-card set** or a **run of four or more**,
# at any lead of the deal. Your hand has all four sixes and `S1 S2 S3 S4`:

# %% jupyter={"source_hidden": true}
display(render.hand(your_lead.hands[0], your_lead.old_cards(0)))
for cards in ["C6 S6 M6 T6", "S1 S2 S3 S4"]:
    try:
        your_lead.copy().apply(Move.of(0, "lead", cards))
    except IllegalMoveError as refused:
        print(_("Lead {cards}? {refused}.", cards=cards, refused=refused))

# %% [markdown]
# Three of the sixes, or three cards of the run, are fine. Here is every lead the rules leave you. Notice the
# singles: only `T6` and `T3`. That is the next rule.

# %% jupyter={"source_hidden": true}
figures.moves(your_lead)

# %% [markdown]
# ## What a noncaller may lead (R16d), and the caller (R16e)
#
# - **R16d:** when a **noncaller** leads a single, it must be a **non-Old** card from the **highest suit in which
#   it holds a non-Old card**. It may lead an Old single only when every card it holds is Old. Sets and runs are
#   not limited by R16d, Old cards in them included (but a Master who passed still obeys R8).
# - **R16e:** the **caller** may lead any play, an Old single at any time.
#
# You are a noncaller: your highest suit is Tens, and `T3` and `T6` are not Old, so a single you lead is one of
# them. Your `C9` and `M9` are Old, and must wait:

# %% jupyter={"source_hidden": true}
try:
    your_lead.copy().apply(Move.of(0, "lead", "C9"))
except IllegalMoveError as refused:
    print(_("Lead {cards}? {refused}.", cards="C9", refused=refused))

# %% [markdown]
# Later in the same deal, East, also a noncaller, is to lead trick 2. It has no set and no run left, so it
# must lead a single. Here is its hand, with the proof of every card:

# %% jupyter={"source_hidden": true}
east_to_lead = steps[5].deal
figures.old(east_to_lead.hands[1], east_to_lead.played_in())

# %% [markdown]
# Tens is East's highest suit, and it holds a non-Old Tens card, `T4` (`T9` is Old). So East has exactly one
# legal move:

# %% jupyter={"source_hidden": true}
figures.moves(east_to_lead)

# %% [markdown]
# Had East been the caller, it could have led any of its nine cards (R16e).
#
# ## Your turn
#
# Who calls first, who is the caller, what happens after three passes, who leads; which leads do R8 and R16d forbid,
# and what may the caller lead? Each drill sets a position and asks you to act: click your cards and press **Check**,
# or click your answer. The answer is checked at once and explained with its rule; wrong, and you may **Try again**.
# The marks at the top show your progress (★ right at the first try, ✓ solved), kept as you go: on your class's
# server, under your name (your teacher sees them); in JupyterLab or on the course site, in a small file beside the
# lesson (`lukfu_progress.json`), so you can stop and come back.

# %% jupyter={"source_hidden": true}
from lukfu_teach import course
from lukfu_teach.widgets import DrillRecap, DrillSequence

DrillSequence(course.drills("06"), progress=course.progress())

# %% [markdown]
# ## Recap
#
# - 12 cards each; a random seat is the **Master** (R4).
# - From the Master, in turn order, each seat says **play** or **pass**; the first to say play is the
#   **caller**, the other two are **noncallers** (R5). Three passes: a new deal, the same Master (R6).
# - The **Master leads** the first trick, whoever called (R7).
# - A **Master who passed** never leads a four-card set or a run of four or more, all deal long (R8).
# - A **noncaller**'s single must be a non-Old card from its highest suit that has one; Old singles only when
#   every card it holds is Old (R16d). The **caller** leads anything (R16e).
#
# Your drills so far (★ at the first try, ✓ solved, ○ answer shown), as you answer them above.

# %% jupyter={"source_hidden": true}
DrillRecap(course.drills("06"), progress=course.progress())

# %% [markdown]
# ## What next
#
# How does a deal end, and who pays whom? [**07 · Claiming and scoring**](07_claiming_and_scoring.ipynb).
