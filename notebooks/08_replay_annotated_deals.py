# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 05 · Replay annotated deals
#
# **In this notebook** you step through the library of example deals. Each one was built to teach one thing,
# and carries a teacher's notes on its key moves, citing the rules by number. You also learn to replay a deal
# as one seat saw it (R15), and to take over a deal and play on from any point. Take as long as you like.
#
# ## The gallery

# %%
import ipywidgets as widgets

from lukfu_teach import examples, explain, render
from lukfu_teach.widgets import DealStepper

left = 'style="text-align:left;vertical-align:top;padding:4px 8px"'
rows = "".join(
    f"<tr><td {left}>{number}</td><td {left}><b>{render.esc(example.title)}</b>{render.markdown(example.summary)}</td>"
    f"<td {left}><code>{example.name}</code></td><td {left}>{', '.join(example.rules)}</td></tr>"
    for number, example in enumerate(examples.catalog(), 1)
)
header = f"<tr><th {left}></th><th {left}>deal</th><th {left}>name</th><th {left}>rules it teaches</th></tr>"
display(render.HTML(f"<table>{header}{rows}</table>", f"{len(examples.names())} example deals"))

# %% [markdown]
# ## Step through a deal
#
# Choose a deal from the menu. In the stepper, **Next** and **Back** move one step (a call or a move), the slider
# jumps, and **auto-play** runs the deal by itself. The panels on the right show what the move did, the
# teacher's note, and every Old card with its proof. Click a card to ask about it. Where a move has no AI reasons
# recorded, the stepper asks the expert AI what it would have done there: it does not always agree with the
# players (try the first lead of *Greed punished*).

# %%
menu = widgets.Dropdown(
    options=[(example.title, example.name) for example in examples.catalog()],
    description="Deal",
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
# **perspective** menu of the stepper, or `perspective=0` below, shows only what you could see. Other hands are
# card backs, and other seats' discards have no faces. A teacher's note or a description that names a card you
# could not see at that step is held back, and so are the other seats' reasons until the deal is over: press
# **Reveal** to read them anyway (a deliberate spoiler).

# %%
DealStepper(examples.load("safe_but_unproven"), perspective=0, ai_level=None)

# %% [markdown]
# The same deal as text, as seat 0 saw it. (On the command line: `lukfu-teach replay FILE --seat 0`, where
# `examples.path("safe_but_unproven")` gives the file.) What seat 0 could not see comes after the result.

# %%
for line in explain.narrate(examples.load("safe_but_unproven"), seat=0):
    print(line)

# %% [markdown]
# ## Play on from any point
#
# Disagree with a move? In the stepper, go to the step before it, choose your seat and press **Play on from
# here**: the deal continues from that point with you at the chosen seat and the computer at the other two.
# Try it in *Greed punished*: go to step 1 and claim instead of leading the run.
#
# ## Exercises
#
# **1.** In *Runs: a higher suit beats any lower run*, why can West not beat `M1 M2 M3` with its `S7 S8 S9`?
#
# <details><summary>Answer</summary>
#
# A run is beaten by a run of the same length that ends higher in the same suit, or by a run of a higher suit
# (R10). Strings is lower than Myriads (R1), so no Strings run beats a Myriads run.
#
# </details>
#
# **2.** In *A card becomes Old mid-deal*, at which step does your `S7` become Old, and why then?
#
# <details><summary>Answer</summary>
#
# At step 6, when West plays `S8` face up: `S9` was already seen in trick 1, so every higher Strings card has now
# been played face up (R16b).
#
# </details>
#
# **3.** In *Greed punished*, what would you have won by claiming at your first lead, and what did you lose?
#
# <details><summary>Answer</summary>
#
# Claiming with 0 fu + 6 Old cards = 6 as the caller wins 1 from each noncaller: +2 (R17, R19, R20). Playing on,
# West claimed 7 and you paid both shares: −4. A swing of 6 points.
#
# </details>
#
# **4.** Open *A draw: the cards run out* from the seat 2 (West) perspective. When was West closest to a claim?
#
# <details><summary>Answer</summary>
#
# At its lead of trick 7: 1 fu + 4 Old cards (T1, T7, T6, T5) = 5, one short (R17). After the run it had 4 fu and
# only Bak Chi: 5 again. It won the last trick with 5 fu, and the deal was drawn (R18).
#
# </details>
#
# ## What next
#
# Time to play. **06_play_against_the_ai** deals you a hand against two computer players.
