# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 07 · Claiming and scoring
#
# **In this notebook** you learn how a deal ends: by a **claim** (R17), or when the cards run out (R18); what a
# win is worth (R19) and **who pays whom** (R20). Then the big decision of the game: claim now, or play on?
# Then you practise. About 20 minutes.

# %% [markdown]
# ## The claim (R17)
#
# When it is a seat's turn to lead, before leading, it may **claim** if its **fu plus the number of Old cards in
# its hand is at least six**. It lays its Old cards face up and wins the deal with **F = fu + Old cards shown**.
# A claim is allowed at the very first lead. The seat may instead play on, to score more, at the risk that
# another seat claims first.
#
# In *The caller claims with Old cards*, your run wins trick 1 (3 fu), and it is your lead again. Your hand, with
# its Old cards sealed:

# %% jupyter={"source_hidden": true}
from lukfu_teach import examples, explain, render, set_language
from lukfu_teach.i18n import _, pick

set_language("en")  # everything the package shows, in English
record = examples.load("caller_claims")
before_claim = record.steps()[-2].deal
display(render.hand(before_claim.hands[0], before_claim.old_cards(0)))
print(_("fu {fu} + Old cards {old}: you may claim.", fu=before_claim.fu[0], old=len(before_claim.old_cards(0))))
print(explain.move_sentence(before_claim.legal_moves.claim, before_claim, record.seats))

# %% [markdown]
# ## The end of the cards (R18)
#
# If nobody claims and the hands run out, the seat that won the **last trick** is the one to lead, and it alone
# can win: with F = its fu **if that is six or more**. Otherwise the deal is **drawn**. Nobody else's fu count
# then.

# %% jupyter={"source_hidden": true}
for name in ["last_trick", "draw"]:
    ended = examples.load(name)
    end = ended.deal()
    winner = end.tricks[-1].winner
    who = explain.seat_name(winner, ended.seats)
    print(_("{title}: {seat} won the last trick with {fu} fu.", title=pick(ended.title), seat=who, fu=end.fu[winner]))
    print("  " + explain.result_sentence(end.result, end.caller, ended.seats))

# %% [markdown]
# In the draw, West won the last trick with 5 fu: fewer than six, so nobody wins, whatever the others had.
#
# ## What a win is worth (R19), and who pays (R20)
#
# A win with F fu is worth **A = F − 5** points: six fu is 1 point, plus one for each fu more (R19).
#
# - If the **caller** wins, **each noncaller pays A**: the caller receives 2A.
# - If a **noncaller** wins, **the caller alone pays 2A**, both losers' shares; the winner receives 2A and the
#   other noncaller pays nothing.
# - A draw scores 0 for everyone. The net points of a deal always add up to zero.
#
# Net points when you are the caller (You, East, West):
#
# | F | A | you win | East wins |
# | --- | --- | --- | --- |
# | 6 | 1 | +2 −1 −1 | −2 +2 0 |
# | 7 | 2 | +4 −2 −2 | −4 +4 0 |
# | 8 | 3 | +6 −3 −3 | −6 +6 0 |
# | 9 | 4 | +8 −4 −4 | −8 +8 0 |

# %% jupyter={"source_hidden": true}
from lukfu_teach.scoring import score

# The table above, checked against the package's scoring (nbval runs this cell: a wrong number fails).
for fu, you_win, east_wins in [(6, (2, -1, -1), (-2, 2, 0)), (7, (4, -2, -2), (-4, 4, 0)),
                               (8, (6, -3, -3), (-6, 6, 0)), (9, (8, -4, -4), (-8, 8, 0))]:  # fmt: skip
    assert score(0, fu, caller=0) == you_win and score(1, fu, caller=0) == east_wins

# %% [markdown]
# **A worked example.** West has 4 fu and holds `C1 T9 S3` at its lead: 4 + 2 Old cards = 6, so it may claim
# with F = 6, worth A = 1. If you are the caller, you pay 2, West receives 2, and East pays nothing: net −2, 0, +2.
#
# Every example deal, with its result and the arithmetic behind it:

# %% jupyter={"source_hidden": true}
assert score(2, 6, caller=0) == (-2, 0, 2)  # the worked example
for name in examples.names():
    ended = examples.load(name)
    print(_("{title:<52} {result}", title=pick(ended.title), result=explain.result_line(ended.result, ended.seats)))

# %% [markdown]
# ## Claim now, or play on?
#
# In *Greed punished* you hold six Old cards at the very first lead: you may claim a sure +2 before a single card
# is played. You play on instead with `T1 T2 T3`, hoping to win 3 fu and claim 8. West's higher Tens run takes the
# trick, and West, leading next, claims first. The stepper opens at your decision; press **Next**.

# %% jupyter={"source_hidden": true}
from lukfu_teach.widgets import DealStepper

greed = examples.load("greed_punished")
stepper = DealStepper(greed, ai_level=None)
stepper.go(1)
stepper

# %% jupyter={"source_hidden": true}
decision = greed.steps()[0].deal
print(_("You could have claimed: {move}", move=explain.move_sentence(decision.legal_moves.claim, decision, greed.seats)))
print(_("What happened instead: {result}", result=explain.result_line(greed.result, greed.seats)))

# %% [markdown]
# Before playing on, ask: if my lead is beaten, can the winner claim? Count its fu, and the Old cards it might
# hold.
#
# Lesson 11 shows how the expert AI weighs exactly this.
#
# ## Your turn
#
# Lead or claim? Which cards does a claim show, and what is it worth? Who wins when the cards run out, and who pays
# what? Each drill sets a position and asks you to act: click your cards and press **Check**, or click your answer.
# The answer is checked at once and explained with its rule; wrong, and you may **Try again**. The marks at the top
# show your progress (★ right at the first try, ✓ solved), kept as you go: on your class's server, under your name
# (your teacher sees them); in JupyterLab or on the course site, in a small file beside the lesson
# (`lukfu_progress.json`), so you can stop and come back.

# %% jupyter={"source_hidden": true}
from lukfu_teach import course
from lukfu_teach.widgets import DrillRecap, DrillSequence

DrillSequence(course.drills("07"), progress=course.progress())

# %% [markdown]
# ## Recap
#
# - At your lead, if **fu + Old cards ≥ 6**, you may **claim**: F = fu + Old cards shown (R17). Or play on, and
#   risk another seat claiming first.
# - Cards run out: the last trick's winner wins with its fu if six or more; otherwise a **draw** (R18).
# - A win is worth **A = F − 5** (R19).
# - Caller wins: each noncaller pays A. A noncaller wins: the caller pays **2A** alone. The winner always gets 2A;
#   a draw scores 0 (R20).
#
# Your drills so far (★ at the first try, ✓ solved, ○ answer shown), as you answer them above.

# %% jupyter={"source_hidden": true}
DrillRecap(course.drills("07"), progress=course.progress())

# %% [markdown]
# ## What next
#
# You know every rule now. [**08 · Replay annotated deals**](08_replay_annotated_deals.ipynb) lets you step
# through the whole library of example deals, each built to teach one thing.
