# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 09 · Play against the AI
#
# **In this notebook** you play whole deals of Luk Fu against two computer players, ask for hints that explain
# themselves, then review your deal and try again where a move cost you points. Every rule is in action; the table refuses an illegal move
# and tells you which rule it breaks. About 10 minutes a deal.
#
# ## How the table works
#
# - **Calling (R5).** When it is your turn to call, press **Call play** or **Pass**.
# - **Playing.** Click cards to select them (they rise), then press **Play**. The same button leads, beats or
#   discards, whatever the moment asks for: a lead or a beat must be a legal play (R9–R12, R16d, R8), a discard
#   must have as many cards as the lead (R13). **Clear** unselects. The line above your hand says what the
#   moment asks of you, and which limits apply to your lead.
# - **Claim (R17).** At your lead, when your fu plus your Old cards reach six, **Claim** wins the deal.
# - **Hint.** The expert AI says what it would do in your place, and why.
# - **Opponents.** The menus choose East's and West's level: `random`, `basic` or `expert`.
# - **What you see.** Only what your seat sees at a real table (R15): the moves, the cards played face up, how
#   many cards each seat holds, fu. The AIs explain themselves, but their reasons name their own cards, so they
#   wait until the deal is over: then every AI move in the log opens with **why?**.
# - **Take back.** **Take back** undoes your last move and the AIs' answers to it: try another line.
# - **After the deal.** Every hand is shown face up. **Review my deal**: the expert weighs each of your decisions
#   from what you saw at that moment (never the hidden cards) and tells you which cost points, how many, and the
#   idea behind the better move; press a step to see it in the stepper with the expert's view. **Try again**: each
#   of those positions once more, as a drill: pick a move; it is accepted when it is as good as the best or nearly,
#   then the explanation. **Replay in the stepper** opens the deal with every AI move's reasons; **Save record**
#   writes it as a record file. **Details** shows the AI's figures and method beside its reasons.
# - **Choosing a deal.** The menu beside **New deal** says what it deals: *this deal again*, *the next deal number*,
#   or a *practice deal*, easy, medium or hard: deals chosen because you meet real choices whatever you do (at least
#   four moments with more than one legal move, six on average, whether you follow the hints, play like the basic
#   AI or at random), and if all three pass, the same practice deal is dealt again. The table starts with the first
#   easy one. Every deal has a number, shown at the top left, and the same number deals the same cards, so a class
#   can play the same deal and compare.
#
# ## Play, review, try again
#
# Play a whole deal. When it is over, press **Review my deal** and read which decisions cost you points, then
# **Try again** until each position is accepted.

# %% jupyter={"source_hidden": true}
from lukfu_teach import set_language
from lukfu_teach.widgets import PlayTable

set_language("en")  # everything the package shows, in English
table = PlayTable(practice="easy", levels=("expert", "expert"), start_here=True)
table

# %% [markdown]
# ## Tips from a teacher
#
# - **Count at every lead**: your fu plus your Old cards. Six or more? You may claim (R17). Less? How many tricks
#   away are you?
# - **Before you play on**, ask who could claim if your lead is beaten.
# - **As a noncaller**, a single you lead must be a *non-Old* card from your highest suit that has one (R16d):
#   your Old singles wait until every card you hold is Old. Plan with runs and sets, which R16d does not limit.
# - **As the Master who passed**, you may never lead a four-card set or a run of four or more, all deal long (R8):
#   lead three of them instead.
# - **Watch the face-up plays**: each one can make one of your cards Old (R16b). Your own discards never do.
# - **Keep your nines** when you discard: they are Old, and they are your claim.
# - **Answering a single last**, whichever card beats it wins the trick and 1 fu (R14): beat with a card you can
#   spare. Spend an Old card only to keep a set or run whole (R9): `T9` rather than `T7`, when `T7` belongs to
#   `C7 S7 T7`.
#
# ## Things to try
#
# **1.** Play a practice deal against two `basic` players: choose `basic` in both level menus, and *this deal again*
# beside **New deal**. Note your net points. Then choose `expert` in both menus and play the same deal again. Which
# level is harder? Look at the moves that differ: the basic player follows rules of thumb (it claims
# as soon as it can and plays its cheapest winning card), while the expert imagines the hidden cards many times and
# plays each choice out, so it plays on when that pays.
#
# **2.** At a lead where you could claim, press **Hint** before deciding. Does the expert claim or play on? The
# hint lists the moves it weighed with their average net points over the deals it imagined: playing on is right
# only when the extra fu outweigh the risk that someone else claims first (lesson 07, *Greed punished*).
#
# **3.** When a deal ends, press **Review my deal** and open the decision that cost you most in the stepper: often
# a lead that was beaten just before an opponent's claim, or a discard that threw away an Old card. The stepper shows
# it as you saw it then (R15); the menu *Open table* shows every hand.

# %% [markdown]
# ## Recap
#
# - The table accepts only legal moves and names the rule a refused move breaks.
# - At every lead, count **fu + Old cards**: six or more, and **Claim** wins the deal (R17).
# - While the deal is on you see what a player sees (R15); the AIs' reasons open once it is over.
# - The same deal number deals the same cards, for everyone.
# - After a deal, **Review my deal** finds the decisions that cost you points; **Try again** lets you play each of
#   them once more.
#
# ## What next
#
# Check what you know: [**10 · Final assessment**](10_final_assessment.ipynb) draws drills from every lesson and
# gives you a score.
#
# Curious how the computer decides? [**11 · Inside the AI**](11_inside_the_ai.ipynb) opens it up (in JupyterLab:
# its charts need matplotlib, which the course web site does not have).
