# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 01 · The cards
#
# **In this notebook** you meet the 36 money cards of Luk Fu: the four suits and their order, how cards are
# written, the two cards with names, and the three seats at the table. Rules **R1–R3**.
#
# About 10 minutes. Run each cell with <kbd>Shift</kbd>+<kbd>Enter</kbd>.

# %% [markdown]
# ## A little history
#
# Luk Fu (六虎) is a trick-taking game of the **Hakka** people of Guangdong, in southern China. The characters
# read "six tigers", and *luk* is six; whether *fu* really means tiger here is doubtful (the published
# description of the game questions that reading). In the game, **fu** are what you score, and six is what you
# need to win a deal.
#
# It is played with Chinese **money-suited cards**: long, slender cards whose suits are units of money. A single
# cash coin, a string of coins, a myriad (ten thousand) and tens of myriads become the four suits **Coins**,
# **Strings**, **Myriads** and **Tens**. Money-suited packs are among the oldest playing cards in the world,
# and many games are played with them. This course teaches one set of rules: the three-player game as recorded
# from a player, Tsoi ("Tsoi's recorded three-player rules"). Other recorded rule sets differ in their details;
# where our rules are open to more than one reading, the rules page (`docs/rules.md`) says which one we take.

# %% [markdown]
# ## The deck (R1)
#
# Ranks 1 to 9 in four suits: 36 cards. The pack also has two flower cards, which Luk Fu does not use.
# The suits rank from low to high: **Coins < Strings < Myriads < Tens**. That order matters whenever
# two runs meet (you will see it in notebook 02).

# %%
from lukfu_teach import DECK, Card, NotationError, Suit, render

print(f"{len(DECK)} cards; suits from low to high:", " < ".join(suit.title for suit in Suit))

# %% [markdown]
# Here is the whole deck, one suit a row. Each card shows its rank, its suit's emblem and its code; hover over a
# card to read its name.

# %%
for suit in Suit:
    display(render.hand([card for card in DECK if card.suit is suit]))

# %% [markdown]
# ## Writing cards down (R2)
#
# A card is its suit letter followed by its rank: `C` Coins, `S` Strings, `M` Myriads, `T` Tens. So `S7` is the
# Strings 7 and `T9` the Tens 9. In this course "ace" means a 1.
#
# Two cards have names of their own: **`C1` is Mau Gung** and **`T1` is Bak Chi**. They are special: led on
# their own, nobody can beat them (you will meet that rule, R10a, in notebook 02).
#
# The package reads and writes the same codes. `Card.parse` turns a code into a card, and a card's `name` is
# what a person reads:

# %%
for code in ["S7", "C1", "T1", "m4"]:
    card = Card.parse(code)
    print(f"{code!s:>3} -> {card} is {card.name}")

# %% [markdown]
# A code that is not a card gets a clear message, not a crash:

# %%
try:
    Card.parse("X9")
except NotationError as err:
    print(err)

# %% [markdown]
# ## Three seats (R3)
#
# Three players sit at seats 0, 1 and 2, and play always goes **0 → 1 → 2 → 0**. In the course, seat 0 is you
# ("You") and seats 1 and 2 are the computer players, East and West. Each seat is dealt 12 cards (that is R4, the
# deal, which notebook 04 tells in full), so all 36 cards are in play.

# %%
seats = ["You", "East", "West"]
for seat in (0, 1, 2):
    print(f"seat {seat}: {seats[seat]:<4}  next to play after it: seat {(seat + 1) % 3} ({seats[(seat + 1) % 3]})")

# %% [markdown]
# ## Exercises
#
# **1.** Write the codes of: Myriads 4, Mau Gung, Tens 9, Strings 1.
#
# <details><summary>Answer</summary>
#
# `M4`, `C1` (Mau Gung is the Coins 1), `T9`, `S1`.
#
# </details>
#
# **2.** Put these suits in order, lowest first: Tens, Coins, Myriads, Strings.
#
# <details><summary>Answer</summary>
#
# Coins < Strings < Myriads < Tens (R1). A memory aid: the amounts of money grow, from a coin to tens of myriads.
#
# </details>
#
# **3.** How many cards of each suit are there, and how many cards does each player hold?
#
# <details><summary>Answer</summary>
#
# Nine of each suit (ranks 1–9), 36 in all (R1); 12 for each of the three seats (R4).
#
# </details>
#
# **4.** The cell below prints the name of `M4`. Change it to find the name of `T1`, then of `c9` (small letters
# work).

# %%
print(Card.parse("M4").name)

# %% [markdown]
# <details><summary>Answer</summary>
#
# `T1` is Bak Chi; `c9` is read as `C9`, the Coins 9.
#
# </details>

# %% [markdown]
# ## What next
#
# You know the cards. In **02_plays_and_tricks** you play them: singles, sets and runs, what beats what, and
# why you sometimes *must* beat.
