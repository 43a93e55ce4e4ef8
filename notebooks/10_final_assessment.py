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
# **In this notebook** you check what you have learnt in lessons 01–07: 24 drills that between them practise
# every rule, R1 to R20 with all their parts, one after another, and a score at the end. About 20 minutes.
#
# **How it works.** Each drill takes one answer: click your cards and press **Check**, or click your answer. You
# see at once whether it was right, and why, citing the rule; then **Next**. At the end you get your score and
# the rules to look at again, each taught in one lesson (the table below). Your score is kept with your progress:
# on your class's server, with your name (your teacher sees it); in JupyterLab or on the course site, in
# `lukfu_progress.json` beside the lesson. **Another test** draws a different set of drills.
#
# | rules | lesson |
# | --- | --- |
# | R1–R3 | 01 · Cards and seats |
# | R9 | 02 · The shapes of a play |
# | R10, R10a, R10b | 03 · Beating |
# | R11–R15 | 04 · A trick |
# | R16, R16a–c | 05 · Old cards |
# | R4–R8, R16d, R16e | 06 · Calling and the Master |
# | R17–R20 | 07 · Claiming and scoring |

# %% [markdown]
# ## The assessment

# %% jupyter={"source_hidden": true}
from itertools import count

import ipywidgets as widgets

from lukfu_teach import course, drills, set_language
from lukfu_teach.i18n import _
from lukfu_teach.widgets import DrillAssessment

set_language("en")  # everything the package shows, in English
DRILLS = 24  # enough for every rule and every part of a rule in each test
tests = count(0)  # the test's seed: 0 first, then 1, 2, ... one a press of Another test


def new_test() -> DrillAssessment:
    test = DrillAssessment(count=DRILLS, seed=next(tests), progress=course.progress())
    assert drills.missing_rules(test.drills) == ()  # the promise above: every rule is in the test
    return test


holder = widgets.VBox([new_test()])
another = widgets.Button(description=_("Another test"), icon="refresh", tooltip=_("A new set of drills, scored afresh"))
another.on_click(lambda _: setattr(holder, "children", [new_test()]))
widgets.VBox([holder, another])

# %% [markdown]
# ## More practice
#
# Positions from deals nobody has seen before: whether a card is Old, a play that beats, beat or discard, who won
# the trick, what a claim is worth, who pays. They do not count in the score. **New positions** draws six more.

# %% jupyter={"source_hidden": true}
from lukfu_teach.widgets import DrillSequence

batches = count(1)  # the seeds of the positions: 1, then 2, 3, ... one a press of New positions
more = widgets.Button(description=_("New positions"), icon="refresh", tooltip=_("Six new positions to practise on"))
fresh = widgets.VBox([DrillSequence(drills.generate(next(batches)), progress=course.progress())])
more.on_click(lambda _: setattr(fresh, "children", [DrillSequence(drills.generate(next(batches)), progress=course.progress())]))
widgets.VBox([fresh, more])

# %% [markdown]
# ## Your drills so far
#
# The drills of lessons 01–07 you have done, read from your progress when this lesson opens: ★ right at the first
# try, ✓ solved.

# %% jupyter={"source_hidden": true}
from lukfu_teach.widgets import DrillRecap

DrillRecap([drill for lesson in course.LESSONS for drill in course.drills(lesson)], progress=course.progress())

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
# Put it to work: [**09 · Play against the AI**](09_play_against_the_ai.ipynb) against the `expert` players.
# Teaching a class? [**12 · Teaching guide**](12_teaching_guide.ipynb).
#
# Curious how the computer decides? [**11 · Inside the AI**](11_inside_the_ai.ipynb) (in JupyterLab: its charts
# need matplotlib, which the course web site does not have).
