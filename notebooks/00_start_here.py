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
# **In this notebook** you step through a whole deal of **Luk Fu** in your first minute, and find your way
# around the course. Luk Fu (六虎) is a three-player trick-taking game of the Hakka people, played with 36 slender
# Chinese money cards.
#
# **How to use the lessons.** Read, look and click: there is no code to write. The code that draws the cards is
# folded away (click a folded cell's **⋯** if you are curious). In JupyterLab first choose *Run → Run All Cells*:
# until then a widget is a still picture of itself (or a one-line stand-in) and does not answer clicks. In the
# lessons as apps (the course web site, the classroom app) everything works at once.
#
# *På svenska:* **[00 · Börja här](sv/00_borja_har.ipynb)**, the course in Swedish.

# %% [markdown]
# ## A deal in one minute
#
# You (seat 0) hold twelve cards, and so do East and West, the two computer players. The aim: **six**. You
# score **fu** by winning tricks with your own cards, and you also count your **Old** cards (sealed **OLD**):
# cards in your hand that nobody can beat when led alone, and that you can *prove* it, from the cards played
# face up and your own hand. When it is your turn to lead, **F = fu + Old cards**; six or more, and you may claim
# the deal.
#
# Press **Next** to go through the deal one move at a time. The notes beside the table explain each key move and
# cite the rules by number (R1–R20); East and West, the computer players, say in one sentence why they played as
# they did. Click a card to read its name and why it is Old. The line above the cards says where the deal is:
# first the **calls**, where each seat in turn says *play* (to become the **caller**, who plays against the other
# two) or *pass*; then the tricks; at the end each seat's **net** points, what it wins or pays: *net +6 −3 −3*
# means you win 6 and East and West pay 3 each.

# %% jupyter={"source_hidden": true}
from lukfu_teach import examples, set_language
from lukfu_teach.widgets import DealStepper

set_language("en")  # everything the package shows, in English
DealStepper(examples.load("caller_claims"), ai_level=None, start_here=True)

# %% [markdown]
# What happened: you led a run of three Strings that nobody could beat and won 3 fu with it; at your next lead
# you **claimed** with F = 3 fu + 5 Old cards = 8. The lessons explain every step.
#
# ## The course
#
# One idea a lesson. Each one says first what it teaches, shows it with cards and deals you can step through,
# then lets you do it yourself in short drills that check your answer and tell you why, and ends with a recap.
#
# | lesson | you learn | rules | time |
# | --- | --- | --- | --- |
# | **01 · Cards and seats** | the 36 money cards, their suits and order, how cards are written, Mau Gung and Bak Chi, the three seats | R1–R3 | 10 min |
# | **02 · The shapes of a play** | singles, sets and runs, and why a pair is not a play | R9 | 10 min |
# | **03 · Beating** | what beats what; Mau Gung and Bak Chi led alone; aces and nines | R10 | 15 min |
# | **04 · A trick** | the lead, the must-beat rule, face-down discards, who wins and scores fu, what everyone sees | R11–R15 | 15 min |
# | **05 · Old cards** | cards nobody can beat, and how to prove it; "safe but unproven" | R16a–c | 20 min |
# | **06 · Calling and the Master** | the deal, calling, redeals, the Master's lead and its limit, what noncallers may lead | R4–R8, R16d–e | 20 min |
# | **07 · Claiming and scoring** | the claim, the end of the cards, who pays what; claim now or play on? | R17–R20 | 20 min |
# | **08 · Replay annotated deals** | thirteen example deals, each built to teach one thing | all | as long as you like |
# | **09 · Play against the AI** | whole deals against two computer players, with hints | all | 10 min a deal |
# | **10 · Final assessment** | 24 drills, every rule, with a score | R1–R20 | 20 min |
# | **11 · Inside the AI** | how the computer players decide, and what simulations say about the game | | 20 min |
# | **12 · Teaching guide** | for teachers: class plans, group exercises, the classroom kit, the classroom app | | 15 min |
#
# New to the game? Go in order: 01 to 07 teach every rule, 08 and 09 put them to work. Know the rules already?
# Take the final assessment (10), then play (09).
#
# ## Also in the box
#
# - A one-page **rule sheet** to print, with the cards drawn, and a glossary of the game's names: the classroom
#   kit of lesson 12.
# - **`lukfu-teach`**, a command line for deal records: `check`, `replay`, `old`, `legal`, and `export` for a
#   printable handout (lesson 12).
# - The rules themselves, R1–R20, in `docs/rules.md`; every explanation in the course cites them.
#
# ## What next
#
# Open [**01 · Cards and seats**](01_cards_and_seats.ipynb) and meet the cards.
