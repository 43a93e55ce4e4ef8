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
# themselves, and save and replay what you played. Every rule is in action; the table refuses an illegal move
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
# - **After the deal.** **Save record** writes the deal as a record file; **Replay in the stepper** opens it
#   with every AI move's reasons. **New deal** deals again.
# - **Choosing a deal.** The menu **Practice** above the table offers deals chosen because they give you real
#   choices against the expert players: at least six moments with more than one legal move, easy, medium or
#   hard. The table starts with the first easy one. Or type any **deal number** and press **Deal**: every deal has
#   a number, and the same number always deals the same cards, so a class can play the same deal and compare.

# %% jupyter={"source_hidden": true}
import ipywidgets as widgets

from lukfu_teach import examples, set_language
from lukfu_teach.i18n import _, pgettext
from lukfu_teach.widgets import PlayTable

set_language("en")  # everything the package shows, in English
practice = [deal for difficulty in examples.DIFFICULTIES for deal in examples.practice(difficulty)]
table = PlayTable(seed=practice[0].seed, levels=("expert", "expert"))
menu = widgets.Dropdown(
    options=[(_("{difficulty}: deal {n}", difficulty=_(deal.difficulty), n=deal.seed), deal.seed) for deal in practice],
    description=_("Practice"),
    layout=widgets.Layout(width="240px"),
)
menu.observe(lambda change: table.new_deal(change["new"]), "value")
number = widgets.BoundedIntText(value=7, min=0, max=999_999, description=_("Deal number"), layout=widgets.Layout(width="190px"))
deal_button = widgets.Button(
    description=pgettext("a button that deals the cards", "Deal"), icon="refresh",
    tooltip=_("Deal the cards of this deal number"),
)
deal_button.on_click(lambda _: table.new_deal(number.value))
display(widgets.HBox([menu, number, deal_button]))
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
#
# ## Things to try
#
# **1.** Play deals 1, 2 and 3 against two `basic` players: choose `basic` in both level menus, type the number in
# **Deal number** and press **Deal**. Note your net points. Then choose `expert` in both menus and play the same three
# deals again. Which level is harder? Look at the moves that differ: the basic player follows rules of thumb (it claims
# as soon as it can and plays its cheapest winning card), while the expert imagines the hidden cards many times and
# plays each choice out, so it plays on when that pays.
#
# **2.** At a lead where you could claim, press **Hint** before deciding. Does the expert claim or play on? The
# hint lists the moves it weighed with their average net points over the deals it imagined: playing on is right
# only when the extra fu outweigh the risk that someone else claims first (lesson 07, *Greed punished*).
#
# **3.** When a deal ends, press **Replay in the stepper** and find the move where the deal turned: often a lead
# that was beaten just before an opponent's claim, or a discard that threw away an Old card. Use the menu *Open
# table* to see only what you could see then (R15).

# %% [markdown]
# ## Recap
#
# - The table accepts only legal moves and names the rule a refused move breaks.
# - At every lead, count **fu + Old cards**: six or more, and **Claim** wins the deal (R17).
# - While the deal is on you see what a player sees (R15); the AIs' reasons open once it is over.
# - The same deal number deals the same cards, for everyone.
#
# ## What next
#
# Check what you know: [**10 · Final assessment**](10_final_assessment.ipynb) draws drills from every lesson and
# gives you a score.
#
# Curious how the computer decides? [**11 · Inside the AI**](11_inside_the_ai.ipynb) opens it up (in JupyterLab:
# its charts need matplotlib, which the course web site does not have).
