# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 10 · Final assessment
#
# **In this notebook** you check what you have learnt in lessons 01–07: drills drawn from every rule, R1 to
# R20, one after another, and a score at the end. Each answer is checked at once and explained with its rule.
# About 15 minutes.
#
# **How it works.** Answer each drill, then go on to the next. There is no time limit. At the end you see your
# score and, for each rule you missed, the lesson that teaches it.

# %% [markdown]
# ## The assessment

# %% [markdown]
# ## Recap
#
# - The cards and seats (R1–R3), the shapes of a play (R9), beating (R10), a trick (R11–R15): lessons 01–04.
# - Old cards and their proofs (R16a–c): lesson 05.
# - Calling, the Master, the passed Master's limit, noncallers' and callers' leads (R4–R8, R16d–e): lesson 06.
# - Claiming, the end of the cards, and who pays (R17–R20): lesson 07.
#
# ## What next
#
# Put it to work: **09_play_against_the_ai** against the `expert` players. Teaching a class? **12_teaching_guide**.
# Curious how the computer decides? **11_inside_the_ai**.
