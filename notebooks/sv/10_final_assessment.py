# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 10 · Slutprov
#
# **I den här lektionen** kontrollerar du vad du har lärt dig i lektionerna 01–07: 24 övningar, en i taget, som
# tillsammans övar varje regel, R1 till R20 med alla deras delar, och en poängsumma på slutet. Cirka 20 minuter.
#
# **Så går det till.** Varje övning tar ett svar: klicka på dina kort och tryck på **Rätta**, eller klicka på ditt
# svar. Du ser direkt om det var rätt, och varför, med regeln; sedan trycker du på **Nästa**. På slutet får du din
# poäng och de regler som du bör titta på igen, där var och en lärs ut i en lektion (tabellen nedan). Din poäng
# sparas tillsammans med dina framsteg: på klassens server, med ditt namn (din lärare ser den); i JupyterLab eller
# på kurswebbplatsen, i `lukfu_progress.json` bredvid lektionen. **Nytt prov** ger dig en annan uppsättning
# övningar.
#
# | regler | lektion |
# | --- | --- |
# | R1–R3 | 01 · Korten och platserna |
# | R9 | 02 · Kombinationernas typer |
# | R10, R10a, R10b | 03 · Att slå |
# | R11–R15 | 04 · Ett stick |
# | R16, R16a–c | 05 · Gamla kort |
# | R4–R8, R16d, R16e | 06 · Budgivningen och Mästaren |
# | R17–R20 | 07 · Seger och poäng |

# %% [markdown]
# ## Provet

# %% jupyter={"source_hidden": true}
from itertools import count

import ipywidgets as widgets

from lukfu_teach import course, drills, set_language
from lukfu_teach.i18n import _
from lukfu_teach.widgets import DrillAssessment

set_language("sv")  # allt som paketet visar, på svenska
DRILLS = 24  # tillräckligt för varje regel och varje del av en regel i varje prov
tests = count(0)  # provets slumpfrö: först 0, sedan 1, 2, ... ett för varje tryck på Nytt prov


def new_test() -> DrillAssessment:
    test = DrillAssessment(count=DRILLS, seed=next(tests), progress=course.progress())
    assert drills.missing_rules(test.drills) == ()  # löftet ovan: varje regel finns med i provet
    return test


holder = widgets.VBox([new_test()])
another = widgets.Button(description=_("Another test"), icon="refresh", tooltip=_("A new set of drills, scored afresh"))
another.on_click(lambda _: setattr(holder, "children", [new_test()]))
widgets.VBox([holder, another])

# %% [markdown]
# ## Mer övning
#
# Situationer ur givar som ingen har sett förut: om ett kort är gammalt, en kombination som slår, slå eller kasta,
# vem som vann sticket, vad en seger är värd, vem som betalar. De räknas inte in i poängen. **Nya situationer** ger
# dig sex till.

# %% jupyter={"source_hidden": true}
from lukfu_teach.widgets import DrillSequence

batches = count(1)  # situationernas slumpfrön: först 1, sedan 2, 3, ... ett för varje tryck på Nya situationer
more = widgets.Button(description=_("New positions"), icon="refresh", tooltip=_("Six new positions to practise on"))
fresh = widgets.VBox([DrillSequence(drills.generate(next(batches)), progress=course.progress())])
more.on_click(lambda _: setattr(fresh, "children", [DrillSequence(drills.generate(next(batches)), progress=course.progress())]))
widgets.VBox([fresh, more])

# %% [markdown]
# ## Dina övningar hittills
#
# De övningar i lektionerna 01–07 som du har gjort, lästa ur dina framsteg när den här lektionen öppnas: ★ rätt på
# första försöket, ✓ löst.

# %% jupyter={"source_hidden": true}
from lukfu_teach.widgets import DrillRecap

DrillRecap([drill for lesson in course.LESSONS for drill in course.drills(lesson)], progress=course.progress())

# %% [markdown]
# ## Sammanfattning
#
# - Korten och platserna (R1–R3), kombinationernas typer (R9), att slå (R10) och ett stick (R11–R15): lektionerna
#   01–04.
# - Gamla kort och deras bevis (R16a–c): lektion 05.
# - Budgivningen, Mästaren, gränsen för en Mästare som har passat, motspelarnas och spelförarens utspel (R4–R8,
#   R16d–e): lektion 06.
# - Att ta segern, när korten tar slut, och vem som betalar (R17–R20): lektion 07.
#
# ## Nästa steg
#
# Sätt kunskaperna i arbete: [**09 · Spela mot AI:n**](09_play_against_the_ai.ipynb) mot `expert`-spelarna. Ska du
# undervisa en klass? [**12 · Lärarhandledning**](12_teaching_guide.ipynb).
#
# Nyfiken på hur datorn bestämmer sig? [**11 · AI:n inifrån**](11_inside_the_ai.ipynb) (i JupyterLab:
# dess diagram behöver matplotlib, som kursens webbplats inte har).
