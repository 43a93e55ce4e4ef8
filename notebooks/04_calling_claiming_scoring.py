# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 04 · Calling, claiming and scoring
#
# **In this notebook** you learn how a deal starts: the deal and the Master (R4), calling (R5), redeals (R6),
# the Master's lead (R7) and the passed Master's limit (R8); how it ends: the claim (R17) and the end of the
# cards (R18); and who pays what (R19, R20). Then the big decision of the game: claim now, or play on?
# About 25 minutes.

# %% [markdown]
# ## The deal and the Master (R4)
#
# The cards are shuffled and each seat gets 12. One seat, chosen at random, is the **Master**. A seed makes the
# shuffle repeatable: the same seed always gives the same deal.

# %%
from lukfu_teach import Deal, IllegalMove, Move, examples, explain, render
from lukfu_teach.i18n import pick
from lukfu_teach.widgets import DealStepper

deal = Deal.new(11)
print(f"The Master is seat {deal.master}. Your hand:")
display(render.hand(deal.hands[0]))

# %% [markdown]
# ## Calling (R5) and redeals (R6)
#
# Starting with the Master and going in turn order, each seat says **play** or **pass**. The first seat to say
# play is the **caller**, and calling stops there. The other two seats are **noncallers**. If all three pass,
# the cards are dealt again and the Master stays the same (R6).

# %%
print(explain.status(deal))
print("Choices:", ", ".join(explain.move_text(move) for move in deal.legal_moves))
first_hand = deal.hands[0]
for _ in range(3):
    deal.apply(Move.of(deal.to_act, "pass"))
print(f"All three passed: redeals so far {deal.redeals}, the Master is still seat {deal.master}.")
print("Your hand changed:", first_hand != deal.hands[0])

# %% [markdown]
# Why call? The caller **wins from both** noncallers, and it may lead anything it likes (R16e), while noncallers
# lead under limits (R16d, and R8 for a Master who passed). But if a noncaller wins, the caller **pays both shares** alone (R20). Calling is
# a bet on your hand.
#
# ## The Master leads (R7), and the passed Master's limit (R8)
#
# Whoever called, the **Master** leads the first trick. A Master who **passed** is a noncaller, and may never
# lead a **four-card set** or a **run of four or more**, at any lead of the deal.
#
# In the example *The passed Master's limit and the noncaller's lead* you are that Master, holding four sixes
# and `S1 S2 S3 S4`:

# %%
record = examples.load("passed_master")
your_lead = record.steps()[2].deal  # after the three calls
display(render.hand(your_lead.hands[0]))
for cards in ["C6 S6 M6 T6", "S1 S2 S3 S4", "C9"]:
    try:
        your_lead.copy().apply(Move.of(0, "lead", cards))
    except IllegalMove as err:
        print(f"lead {cards}: {err}")
print("Your legal leads:", ", ".join(explain.move_text(move) for move in your_lead.legal_moves))

# %% [markdown]
# ## The claim (R17)
#
# At the moment it is to lead, before leading, a seat whose **fu plus the number of Old cards in its hand is
# at least six** may **claim**: it lays its Old cards face up and wins the deal with **F = fu + Old cards
# shown**. A claim is allowed on the very first lead. The seat may instead play on, to score more, at the risk
# that another seat claims first.
#
# In *The caller claims with Old cards*, your run wins trick 1; at your next lead you may claim:

# %%
record = examples.load("caller_claims")
before_claim = record.steps()[-2].deal
claim = before_claim.legal_moves.claim
print(f"{explain.status(before_claim)}: fu {before_claim.fu[0]}, Old cards {len(before_claim.old_cards(0))}")
print(explain.move_sentence(claim, before_claim, record.seats))

# %% [markdown]
# ## The end of the cards (R18)
#
# If nobody claims and the hands run out, the winner of the last trick is the seat to lead: it wins with
# F = its fu **if that is six or more**; otherwise the deal is **drawn**.

# %%
for name in ["last_trick", "draw"]:
    record = examples.load(name)
    end = record.deal()
    print(f"{pick(record.title)} (fu at the end: {end.fu[0]}, {end.fu[1]}, {end.fu[2]})")
    print("  " + explain.result_sentence(end.result, end.caller, record.seats))

# %% [markdown]
# ## Who pays what (R19, R20)
#
# A win with F fu is worth **A = F − 5** points: six fu is 1 point, plus one per extra fu (R19).
#
# - If the **caller** wins, **each noncaller pays A**.
# - If a **noncaller** wins, **the caller alone pays 2A** (both losers' shares); the other noncaller pays nothing.
# - The winner always receives 2A. A draw scores 0 for everyone. Net points sum to zero.
#
# The whole rule fits in a few lines of Python:

# %%
def net_points(winner: int, fu: int, caller: int) -> list[int]:
    """Net points per seat when ``winner`` wins with F = ``fu`` (R19, R20)."""
    amount = fu - 5
    if winner == caller:
        return [2 * amount if seat == winner else -amount for seat in (0, 1, 2)]
    return [2 * amount if seat == winner else -2 * amount if seat == caller else 0 for seat in (0, 1, 2)]


print("F   you call and win   you call, East wins   (net points: you, East, West)")
for fu in (6, 7, 8, 9):
    print(f"{fu}   {explain.signed(net_points(0, fu, caller=0)):<18} {explain.signed(net_points(1, fu, caller=0))}")

# %% [markdown]
# The same arithmetic in every example deal (the package computes it for you):

# %%
for name in examples.names():
    record = examples.load(name)
    print(f"{pick(record.title):<52} {explain.result_line(record.result, record.seats)}")

# %% [markdown]
# **A worked example.** Seat 2 has 4 fu and holds `C1 T9 S3`. At its lead, 4 + 2 Old cards = 6, so it may
# claim with F = 6, worth A = 1. If seat 0 is the caller, seat 0 pays 2, seat 2 receives 2, and seat 1 pays
# nothing: net (−2, 0, +2).

# %%
print(explain.signed(net_points(winner=2, fu=6, caller=0)))

# %% [markdown]
# ## Claim now, or play on?
#
# In *Greed punished* you hold six Old cards at the very first lead: you may claim a sure +2 before a single
# card is played. You play on instead with `T1 T2 T3`, hoping to win 3 fu and claim 8; West's higher Tens run takes
# the trick, and West claims first. The stepper opens at your decision; press **Next** to see what happens.

# %%
record = examples.load("greed_punished")
stepper = DealStepper(record, ai_level=None)
stepper.go(1)
stepper

# %%
decision = record.steps()[0].deal
print("Could you claim?", explain.move_sentence(decision.legal_moves.claim, decision, record.seats))
print("What you got instead:", explain.result_line(record.result, record.seats))

# %% [markdown]
# Before playing on, ask: if my next lead is beaten, can the winner claim? Count its fu and the Old cards it
# might hold. Notebook 07 shows how the expert AI weighs exactly this by simulation.
#
# ## Exercises
#
# **1.** You are the caller and it is your lead. You have 3 fu and hold `C9 M9 T1 S4 S2`. Can you claim? With
# what F, and what does everyone get?
#
# <details><summary>Answer</summary>
#
# Your Old cards are `C9`, `M9` (nines) and Bak Chi `T1` (R16a): 3 fu + 3 = 6, so yes (R17). F = 6 is worth
# 1 (R19); each noncaller pays you 1: net (+2, −1, −1) (R20).
#
# </details>
#
# **2.** You called; East, a noncaller, claims with F = 8. What does each seat get?
#
# <details><summary>Answer</summary>
#
# A = 8 − 5 = 3. You pay both shares, 6; East receives 6; West pays nothing: net (−6, +6, 0) (R19, R20).
#
# </details>
#
# **3.** All three seats pass. What happens?
#
# <details><summary>Answer</summary>
#
# The cards are shuffled and dealt again, and the Master stays the same (R6). A record keeps only the deal
# that was played, with the number of redeals before it.
#
# </details>
#
# **4.** The Master passed and holds `C4 S4 M4 T4`. Which sets may it lead?
#
# <details><summary>Answer</summary>
#
# Any three of the four (R9), never all four: a passed Master may not lead a four-card set (R8).
#
# </details>
#
# **5.** The cards run out. West won the last trick and has 7 fu; you are the caller. And if West had 5 fu?
#
# <details><summary>Answer</summary>
#
# With 7 fu West wins (R18), worth 2: you pay 4, East nothing, West receives 4 (R20). With 5 fu the deal is
# drawn and nobody pays (R18).
#
# </details>
#
# ## What next
#
# You know every rule now. **05_replay_annotated_deals** lets you step through the whole library of example
# deals, each built to teach one thing.
