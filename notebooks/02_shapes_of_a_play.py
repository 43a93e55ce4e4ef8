# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 02 · Plays and tricks
#
# **In this notebook** you learn the three kinds of play (R9), what beats what (R10, R10a, R10b), and how a
# trick goes: the lead (R11), the must-beat rule (R12), face-down discards (R13), who wins the trick and scores
# fu (R14), and what everyone can see (R15). A quiz at the end. About 20 minutes.

# %% [markdown]
# ## Three kinds of play (R9)
#
# Whoever leads puts down exactly one **play**:
#
# - a **single**: one card;
# - a **set**: three or four cards of one rank, e.g. `C5 S5 T5` (they are then of different suits);
# - a **run**: three or more cards of one suit in a row, e.g. `S3 S4 S5` (three to nine cards).
#
# Nothing else is a play. In particular **pairs are forbidden**: no play has two cards.

# %%
from lukfu_teach import IllegalMove, Move, Play, examples, explain, parse_cards, plays_in, render
from lukfu_teach.plays import not_beating_reason, shape_phrase


def describe(text: str) -> None:
    """Say whether some cards make a play, and which kind."""
    try:
        play = Play.parse(text)
    except IllegalMove as err:
        print(f"{text:<14} no:  {err}")
    else:
        print(f"{text:<14} yes: {shape_phrase(play.mask)}")


for text in ["M7", "C5 S5 T5", "C6 S6 M6 T6", "S3 S4 S5", "T2 T3 T4 T5 T6", "S3 S4", "S3 S5 S6", "S3 M4 T5"]:
    describe(text)

# %%
display(render.play("S3 S4 S5"))

# %% [markdown]
# A hand usually offers many plays. `plays_in` lists every one: singles, then runs, then sets.

# %%
hand = "S3 S4 S5 S6 C5 M5 T9"
print(f"In {hand}:")
for play in plays_in(parse_cards(hand)):
    print(f"  {play}  ({shape_phrase(play.mask)})")

# %% [markdown]
# ## What beats what (R10)
#
# A play beats the current best play only if it has **the same shape and the same number of cards**, and:
#
# - **singles**: same suit, higher rank. **R10a:** Mau Gung (`C1`) and Bak Chi (`T1`) cannot be beaten when
#   they are led singly, not even by a nine;
# - **sets**: a higher rank. **R10b:** a led set of **aces** can be beaten only by **nines**;
# - **runs**: a run that ends higher in the same suit, **or any run of a higher suit**, whatever its ranks.
#
# `Play.beats` answers the question, and the package can say why not:

# %%
def beats(x: str, best: str) -> None:
    """Does play ``x`` beat play ``best``? Say why, with the rule."""
    mover, target = Play.parse(x), Play.parse(best)
    if mover.beats(target):
        print(f"{x:<12} beats  {best}")
    else:
        reason, rule = not_beating_reason(mover.mask, target.mask)
        print(f"{x:<12} does not beat {best}: {reason} ({rule})")


for x, best in [
    ("S8", "S4"),
    ("M9", "S4"),
    ("C9", "C1"),
    ("S6 S7 S8", "S3 S4 S5"),
    ("M1 M2 M3", "S3 S4 S5"),
    ("S4 S5 S6 S7", "S3 S4 S5"),
    ("C2 S2 M2", "C1 S1 T1"),
    ("C9 S9 M9", "C1 S1 T1"),
    ("C6 S6 M6 T6", "C5 S5 M5 T5"),
]:
    beats(x, best)

# %% [markdown]
# Look at the runs: `M1 M2 M3` has lower ranks than `S3 S4 S5` but beats it, because Myriads is a higher suit
# than Strings (R1). And `S4 S5 S6 S7` does not: a four-card run never answers a three-card run.
#
# ### Quiz: which of these beat?
#
# Tick the plays that beat the current best play, then press **Check**. The quiz explains every answer with
# its rule. **Next question** draws another.

# %%
from lukfu_teach.widgets import BeatQuiz

BeatQuiz(seed=2)

# %% [markdown]
# ## A trick, step by step (R11–R14)
#
# 1. The **leader** leads one play (R11). (It may instead *claim*, the subject of notebook 04.)
# 2. Each other seat, in turn order, answers the **current best play**: the lead, or a later play that beat it.
#    If it holds any play that beats it, it **must** play one of them, face up, its choice which (R12).
# 3. A seat that cannot beat **discards** as many cards as the lead, face down, of its choice. Nobody else
#    ever sees them (R13).
# 4. After both answers, the owner of the current best play **wins the trick**. It scores **fu** equal to the
#    number of cards in *its own* winning play, never the other seats' cards, and leads the next trick (R14).
#
# Let us watch a trick from the example deal *Must beat: a run broken up*. You lead `M5`, and East is to answer.
#
# The table below shows each seat with a few **badges**, words that notebook 04 explains in full:
# the **Master** is the seat chosen at random to speak first and to lead the first trick (R4, R7); before play,
# each seat in turn says *play* or *pass*, and the first to say play is the **Caller**, who bets on its hand; the
# other two seats are **noncallers** (R5). **fu** counts the cards of the seat's own winning plays (R14). A card
# sealed **OLD** is one its holder can prove nobody can beat when it is led alone: notebook 03 is about them.

# %%
record = examples.load("must_beat")
steps = record.steps()  # one step per call or move; each holds the deal after it
position = steps[1].deal  # after the call and your lead
print(explain.status(position))
print("East's legal moves:", ", ".join(explain.move_text(move) for move in position.legal_moves))
display(render.position(position))

# %% [markdown]
# East holds the run `M6 M7 M8`. It would love to keep it, but it can beat `M5`, so it must (R12). It may choose
# *which* card, not *whether*. If it tried to discard instead, the rules refuse, with the reason:

# %%
try:
    position.copy().apply(Move.of(1, "discard", "C5"))
except IllegalMove as err:
    print(err)

# %% [markdown]
# The trick as it was played, and who scored:

# %%
trick_over = steps[3].deal
for before, step in zip(steps[0:3], steps[1:4]):
    print(explain.move_sentence(step.move, before.deal, record.seats))
print(explain.trick_sentence(trick_over, record.seats))
display(render.trick(trick_over.tricks[-1], record.seats))

# %% [markdown]
# ## What everyone can see (R15)
#
# Face-up plays, who made them, each seat's number of cards, fu, the Master and the caller are public.
# Face-down discards are known only to the seat that made them. Here is the deal after trick 2 as **you** saw it:
# the other hands are card backs, and so is East's discard in trick 2. You know that East threw one card away,
# never which (R13). In the list of moves below it, East's discard has no cards either.

# %%
after_two = steps[6].deal
display(render.position(after_two, record.seats, seat=0))
you_see = after_two.view(0)
for move in you_see.moves:
    print(explain.move_text(move))

# %% [markdown]
# ## Exercises
#
# **1.** `T3 T4 T5` was led. Which of these beat it: `T6 T7 T8`, `M7 M8 M9`, `T2 T3 T4 T5`, `C7 S7 M7`?
#
# <details><summary>Answer</summary>
#
# Only `T6 T7 T8`: same suit, ends higher (R10). `M7 M8 M9` is of a lower suit; `T2 T3 T4 T5` has four cards;
# `C7 S7 M7` is a set, not a run.
#
# </details>
#
# **2.** The aces `C1 S1 M1` were led. You hold `C5 S5 T5` and `S9 M9 T9`. What do you do?
#
# <details><summary>Answer</summary>
#
# You must beat with `S9 M9 T9` (R12): a led set of aces can be beaten only by nines (R10b), so your fives
# cannot, but your nines can, and a seat that can beat must.
#
# </details>
#
# **3.** Seat 1 leads `S4`. Seat 2 holds `S6` and `S8`; seat 0 holds `S7`. What can happen?
#
# <details><summary>Answer</summary>
#
# Seat 2 must play `S6` or `S8` (R12). If it plays `S6`, seat 0 must beat it with `S7`. If it plays `S8`,
# seat 0 cannot beat and discards one card face down (R13).
#
# </details>
#
# **4.** West leads `C2 C3 C4`, you beat with `T7 T8 T9`, East discards. How many fu do you score, and who
# leads next?
#
# <details><summary>Answer</summary>
#
# 3 fu, the cards of your own winning play (never the others' cards), and you lead the next trick (R14).
#
# </details>
#
# **5.** Does `M1 M2 M3` beat `S7 S8 S9`? Does `S7 S8 S9` beat `M1 M2 M3`? Think first, then check: remove the
# `#` in the cell below and run it.

# %%
# beats("M1 M2 M3", "S7 S8 S9"); beats("S7 S8 S9", "M1 M2 M3")

# %% [markdown]
# <details><summary>Answer</summary>
#
# Yes, then no: runs of a higher suit beat any run of a lower suit of the same length, whatever the ranks (R10).
#
# </details>
#
# ## What next
#
# Some cards can never be beaten, and the whole game turns on proving it. **03_old_cards** shows how.
