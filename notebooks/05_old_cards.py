# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 03 · Old cards
#
# **In this notebook** you learn what makes a card **Old** (R16, R16a–c) and how to prove it, watch cards
# become Old during a deal, see why your own face-down discards prove nothing ("safe but unproven"), and learn
# how Old cards limit what a noncaller may lead (R16d, R16e). An Old-card quiz at the end. About 20 minutes.
#
# ## Why Old cards matter
#
# A card is **Old** for the seat holding it when it cannot be beaten if led singly, *and* that can be proven
# from the public plays and the seat's own hand. Old cards are what you claim with: at your lead,
# F = fu + Old cards in hand, and six or more lets you claim the deal (R17, notebook 04).

# %%
from lukfu_teach import Card, examples, explain, parse_cards, render
from lukfu_teach.cards import mask_of
from lukfu_teach.old import not_old, old_proofs
from lukfu_teach.widgets import DealStepper, OldQuiz


def show_old(hand: str, played: dict[str, int] | None = None) -> None:
    """Draw a hand with its Old cards sealed, and say why each card is Old or not.

    ``played`` maps the cards played face up to their trick number.
    """
    seen = {Card.parse(code): trick for code, trick in (played or {}).items()}
    held = mask_of(parse_cards(hand))
    proofs = old_proofs(held, seen)
    display(render.hand(held, old=proofs))
    for card in parse_cards(hand):
        if card in proofs:
            print(explain.old_sentence(proofs[card]))
        else:
            print(explain.not_old_sentence(not_old(card, held, seen)))


# %% [markdown]
# ## Always Old (R16a)
#
# The four **nines**, **Mau Gung** (`C1`) and **Bak Chi** (`T1`) are always Old: nothing beats a nine of its
# suit, and Mau Gung and Bak Chi cannot be beaten when led singly (R10a).

# %%
show_old("C1 C5 S9 M3 T1 T4")

# %% [markdown]
# ## Proven by what has been played, or by your own hand (R16b)
#
# Any other card is Old when **every higher card of its suit** has been played face up or is in your own hand.
# Suppose `S9` was played face up in trick 2 and `S8` in trick 4, and you hold `S7` and `S5`:

# %%
show_old("S7 S5 C2", played={"S9": 2, "S8": 4})

# %% [markdown]
# `S7` is Old; `S5` is not, because `S6` is unaccounted for. If `S6` is played face up later, `S5` becomes Old
# too, and so on: cards become Old *during* a deal.

# %%
show_old("S7 S5 C2", played={"S9": 2, "S8": 4, "S6": 6})

# %% [markdown]
# ## Sequences (R16c)
#
# An unbroken sequence held directly below an Old card is Old: holding `M9 M8 M7`, all three are. R16c never
# makes a card Old that R16b would not, but it is the shortest way to say why.

# %%
show_old("M9 M8 M7 M5")

# %% [markdown]
# ## Watching it happen
#
# In the example deal *A card becomes Old mid-deal*, keep your eye on your `S7`. Old cards carry the **OLD**
# seal; hover over a card for its proof. Step through the deal with **Next**; the stepper opens at the moment
# `S8` is played face up, the second card above your `S7`.

# %%
stepper = DealStepper(examples.load("card_becomes_old"), perspective=0, ai_level=None)
stepper.go(6)
stepper

# %% [markdown]
# The same story in words, trick by trick:

# %%
record = examples.load("card_becomes_old")
for step in record.steps():
    deal = step.deal
    if deal.at_lead and deal.tricks:
        old = ", ".join(str(card) for card in deal.old_cards(0))
        print(f"after trick {len(deal.tricks)}: your Old cards are {old}")

# %% [markdown]
# ## Safe but unproven: discards prove nothing
#
# Face-down discards prove nothing, **not even to the seat that made them** (R16, R15). If you discard `S9` and
# hold `S8`, you *know* nobody can beat your `S8`, but you cannot prove it to the table, so it is not Old and
# does not count in a claim. We call such a card **safe but unproven**; it carries a **SAFE?** seal.
#
# In the example *Safe but unproven*, you throw `S9` away in trick 1. Here is your hand right after, as you saw it:

# %%
record = examples.load("safe_but_unproven")
after_discard = record.steps()[3].deal
display(render.position(after_discard, record.seats, seat=0))
s8 = Card.parse("S8")
print(explain.not_old_sentence(not_old(s8, after_discard.hands[0], after_discard.played_in(), after_discard.discards[0])))

# %% [markdown]
# It cost you: at the end you claimed 6 fu instead of 8. Step through the whole deal in notebook 05.
#
# ## Old cards and what a noncaller may lead (R16d, R16e)
#
# Remember the words from notebook 02: the **caller** is the seat that said *play* before the deal began, betting
# on its hand; the other two seats are **noncallers**. The **Master** speaks first and leads the first trick; a
# Master who said *pass* is a noncaller too, and one more rule limits it (R8): it may never lead a four-card set
# or a run of four or more. Notebook 04 tells the whole story of calling.
#
# - **R16d:** when a **noncaller** leads a single, it must be a **non-Old** card from the **highest suit in which
#   it holds a non-Old card**. It may lead an Old single only when every card it holds is Old. Sets and runs are
#   allowed, Old cards in them too (but a Master who passed still obeys R8).
# - **R16e:** the **caller** may lead any play, an Old single at any time.
#
# In the example *The passed Master's limit and the noncaller's lead*, East is a noncaller and leads trick 2
# holding `C3 C5 C8 S9 M2 M4 M8 T4 T9`: no run, no set. Which moves has it?

# %%
record = examples.load("passed_master")
east_to_lead = record.steps()[5].deal
print(explain.status(east_to_lead))
print("Old cards of East:", ", ".join(str(card) for card in east_to_lead.old_cards(1)))
print("Legal moves:", ", ".join(explain.move_text(move) for move in east_to_lead.legal_moves))

# %% [markdown]
# Only `T4`: Tens is East's highest suit with a non-Old card (`T9` is Old), so its single must be a non-Old
# Tens card.
#
# ## Quiz: which cards are Old?
#
# Click the cards you think are Old in the hand shown, then **Check**: the quiz gives the proof of each card.
# **Another position** draws a new one.

# %%
OldQuiz(3)

# %% [markdown]
# ## Exercises
#
# **1.** `T9` was played face up in trick 1 and `T8` in trick 3. You hold `T7 T6 T4 C1 S8`. Which are Old?
#
# <details><summary>Answer</summary>
#
# `T7` (R16b: T9 and T8 were played face up), `T6` (R16c: directly below the Old `T7`) and Mau Gung `C1` (R16a).
# Not `T4` (`T5` is unaccounted for) and not `S8` (`S9` is unaccounted for).
#
# </details>

# %%
# Check your answer with proofs: remove the # in front of the next line and run the cell.
# show_old("T7 T6 T4 C1 S8", played={"T9": 1, "T8": 3})

# %% [markdown]
# **2.** You discarded `M9` face down and hold `M8`. Is `M8` Old? Can anyone beat it?
#
# <details><summary>Answer</summary>
#
# Nobody can beat it (only `M9` could, and it is in your discards), but it is **not Old**: face-down discards
# prove nothing (R16). It is safe but unproven, and does not count in a claim (R17).
#
# </details>
#
# **3.** You are a noncaller holding `T9 T4 M6 M2 C3`, and only `T9` is Old. Which single may you lead?
# And if you were the caller?
#
# <details><summary>Answer</summary>
#
# `T4`: Tens is your highest suit with a non-Old card (R16d). As the caller, any card, `T9` included (R16e).
#
# </details>
#
# ## What next
#
# You can now count what you will claim with. **04_calling_claiming_scoring** shows how a deal starts and ends:
# calling, claiming, and who pays what.
