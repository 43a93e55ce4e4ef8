# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 08 · Replay annotated deals
#
# **In this notebook** you step through the library of example deals. Each one was built to teach one thing,
# and carries a teacher's notes on its key moves, citing the rules by number. You also learn to replay a deal
# as one seat saw it (R15), and to take over a deal and play on from any point. Take as long as you like.
#
# ## The gallery

# %% jupyter={"source_hidden": true}
import ipywidgets as widgets

from lukfu_teach import examples, explain, render, set_language
from lukfu_teach.i18n import N_, _, ngettext, pgettext
from lukfu_teach.widgets import DealStepper

set_language("en")  # everything the package shows, in English
left = 'style="text-align:left;vertical-align:top;padding:4px 8px"'
rows = "".join(
    f"<tr><td {left}>{number}</td><td {left}><b>{render.esc(example.title)}</b>{render.markdown(example.summary)}</td>"
    f"<td {left}><code>{example.name}</code></td><td {left}>{', '.join(example.rules)}</td></tr>"
    for number, example in enumerate(examples.catalog(), 1)
)
header = "".join(f"<th {left}>{column}</th>" for column in ["", _("deal"), _("name"), _("rules it teaches")])
caption = ngettext("{n} example deal", "{n} example deals", len(examples.names()))
display(render.HTML(f"<table><tr>{header}</tr>{rows}</table>", caption))

# %% [markdown]
# ## Step through a deal
#
# Choose a deal from the menu. In the stepper, **Next** and **Back** move one step (a call or a move), the slider
# jumps, and **Auto-play** runs the deal by itself. The panels on the right show what the move did, the
# teacher's note, and every Old card with its proof. Click a card to ask about it. Where a move has no AI reasons
# recorded, the stepper asks the expert AI what it would have done there: it does not always agree with the
# players (try the first lead of *Greed punished*).

# %% jupyter={"source_hidden": true}
menu = widgets.Dropdown(
    options=[(example.title, example.name) for example in examples.catalog()],
    description=pgettext("the menu of example deals", "Deal"),
    layout=widgets.Layout(width="520px"),
)
library = widgets.VBox([menu, DealStepper(examples.load(menu.value))])


def open_deal(change: dict) -> None:
    library.children = [menu, DealStepper(examples.load(change["new"]))]


menu.observe(open_deal, "value")
library

# %% [markdown]
# ## As one seat saw it (R15)
#
# The open table shows every hand, so you can see why a move was good. But at the table nobody sees that much:
# your own hand and discards, the face-up plays, the counts, fu, the Master and the caller (R15). The
# stepper's menu that reads *Open table* shows only what one seat could see; the stepper below opens as you saw
# the deal. Other hands are card backs, and other seats' discards have no faces. A teacher's note or a
# description that names a card you could not see at that step is held back, and so are the other seats' reasons
# until the deal is over: press **Reveal** to read them anyway (a deliberate spoiler).

# %% jupyter={"source_hidden": true}
DealStepper(examples.load("safe_but_unproven"), perspective=0, ai_level=None)

# %% [markdown]
# The same deal told in words, as you (seat 0) saw it; what you could not see comes after the result. (The
# command line tells any record this way: `lukfu-teach replay FILE --seat 0`.)

# %% jupyter={"source_hidden": true}
for line in explain.narrate(examples.load("safe_but_unproven"), seat=0):
    print(line)

# %% [markdown]
# ## Play on from any point
#
# Disagree with a move? In the stepper, go to the step before it, choose your seat and press **Play on from
# here**: the deal continues from that point with you at the chosen seat and the computer at the other two.
# Try it in *Greed punished*: go to step 1 and claim instead of leading the run.
#
# ## Your turn
#
# Four positions from the library. Open the deal named in the drill's title in the stepper above if you want to
# look around first, then answer. Each answer is checked at once and explained with its rule.

# %% jupyter={"source_hidden": true}
from lukfu_teach import course
from lukfu_teach.drills import NumberDrill, OldDrill, PaysDrill, PlayDrill
from lukfu_teach.widgets import DrillSequence

library_drills = [
    OldDrill("replay-card-becomes-old", N_("A card becomes Old mid-deal: after S8"), ["R16b", "R16c"],
             N_("West has just played S8. Pick every Old card in your hand."),
             examples.load("card_becomes_old").steps()[5].deal, seat=0),
    NumberDrill("replay-greed-claim", N_("Greed punished: the first lead"), ["R16c", "R17"],
                N_("If you claim now, what is F?"), examples.load("greed_punished").steps()[0].deal, ask="claim_f"),
    PlayDrill("replay-passed-master-east", N_("The passed Master's limit: East to lead"), ["R16d"],
              N_("Pick the lead East must make."), examples.load("passed_master").steps()[5].deal),
    PaysDrill("replay-last-trick-pays", N_("The last trick decides: the end"), ["R18", "R20"],
              N_("The deal is over. Who pays what?"), examples.load("last_trick").deal(), seat=0),
]  # fmt: skip
DrillSequence(library_drills, progress=course.progress())

# %% [markdown]
# ## Recap
#
# - Every example deal teaches one thing; its notes cite the rules.
# - **Next**, **Back** and the slider move through a deal; the menu *Open table* shows one seat's view, where
#   what that seat could not see is held back until you press **Reveal** (R15).
# - **Play on from here** continues any deal from any step, with you at a seat of your choice.
#
# Your drills of this lesson so far (★ at the first try, ✓ solved, ○ answer shown), as you answer them above.

# %% jupyter={"source_hidden": true}
from lukfu_teach.widgets import DrillRecap

DrillRecap(library_drills, progress=course.progress())

# %% [markdown]
# ## What next
#
# Time to play. [**09 · Play against the AI**](09_play_against_the_ai.ipynb) deals you a hand against two computer
# players.
