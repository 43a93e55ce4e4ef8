# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 00 · Start here
#
# **In this notebook** you find out what this course offers and where to go next, and you step through a whole
# deal of **Luk Fu** in your first minute. Luk Fu (六虎, "six tigers") is a three-player trick-taking game of
# the Hakka people, played with 36 slender Chinese money cards.
#
# **How to use these notebooks.** Click a grey code cell and press <kbd>Shift</kbd>+<kbd>Enter</kbd> to run it,
# or use *Run → Run All Cells*. Exercises hide their answers: click **Answer** when you are ready.

# %% [markdown]
# ## A deal in one minute
#
# You (seat 0) hold twelve cards, as do East and West. The aim: **six**. You score **fu** by winning tricks with
# your own cards, and you also count your **Old** cards (sealed *OLD*): cards in your hand that nobody can beat
# when led alone, and that you can *prove* it, from the cards played face up and your own hand. At your lead,
# **F = fu + Old cards**; six or more, and you may claim the deal. Press **Next** to go through the deal one move
# at a time; the notes on the right explain each key move, citing the rules by number (R1–R20). Hover over any
# card to read its name and why it is Old.

# %%
from lukfu_teach import examples
from lukfu_teach.widgets import DealStepper

DealStepper(examples.load("caller_claims"), ai_level=None)

# %% [markdown]
# What happened: you led a run of three Strings that nobody could beat (3 fu), and then you **claimed** with
# F = 3 fu + 5 Old cards = 8. The rest of the course explains every step.
#
# ## The course
#
# | notebook | you learn | time |
# | --- | --- | --- |
# | **01_the_cards** | the 36 money cards, suits and their order, Mau Gung and Bak Chi, a little history (R1–R3) | 10 min |
# | **02_plays_and_tricks** | singles, sets and runs, what beats what, the must-beat rule, face-down discards (R9–R15) | 20 min |
# | **03_old_cards** | Old cards and their proofs, "safe but unproven", what noncallers may lead (R16) | 20 min |
# | **04_calling_claiming_scoring** | calling, the Master, claiming or playing on, who pays what (R4–R8, R17–R20) | 25 min |
# | **05_replay_annotated_deals** | thirteen example deals, each built to teach one thing, in the stepper | as long as you like |
# | **06_play_against_the_ai** | play a deal against two computer players, with hints | 10 min a deal |
# | **07_inside_the_ai** | how the computer players decide, and what simulations say about the game | 20 min |
# | **08_teaching_guide** | for teachers: class plans, group exercises, handouts, a classroom app | 15 min |
#
# New to the game? Go in order. Know the rules already? Jump to **06** and play.
#
# ## Also in the box
#
# - **`lukfu-teach`**, a command line for deal records: `lukfu-teach check`, `replay`, `old`, `legal`, and
#   `export` for a printable handout (notebook 08).
# - The rules themselves, R1–R20, in `docs/rules.md`; every explanation in the course cites them.
#
# ## What next
#
# Open **01_the_cards** and meet the cards.
