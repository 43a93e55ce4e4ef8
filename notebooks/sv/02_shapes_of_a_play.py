# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 02 · Kombinationernas typer
#
# **I den här lektionen** lär du dig de tre typer som en kombination kan ha: **singel**, **grupp** och **serie**,
# och varför inget annat, inte ens ett par, är en kombination (R9). Sedan övar du på att känna igen kombinationer.
# Cirka 10 minuter.

# %% [markdown]
# ## Tre typer (R9)
#
# Den som spelar ut lägger ner exakt en **kombination**, och de andra svarar med kombinationer av samma typ. En
# kombination är något av detta:
#
# - en **singel**: ett kort;
# - en **grupp**: tre eller fyra kort av samma valör, till exempel `C5 S5 T5` (de är alltså i olika färger); den
#   som har alla fyra korten av en valör får spela alla fyra, eller vilka tre som helst av dem;
# - en **serie**: tre eller fler kort i samma färg med valörer i följd, till exempel `S3 S4 S5` (tre till nio
#   kort).
#
# Inget annat är en kombination. Framför allt är **par förbjudna**: ingen kombination har två kort. Varje rad nedan
# visar några kort, och sedan ✓ och vad de är, eller ✗ och varför de inte är en kombination.

# %% jupyter={"source_hidden": true}
from lukfu_teach import figures, set_language

set_language("sv")  # allt som paketet visar, på svenska
figures.plays(["M7", "C5 S5 T5", "C6 S6 M6 T6", "S3 S4 S5", "T2 T3 T4 T5 T6"])

# %% jupyter={"source_hidden": true}
figures.plays(["S3 S4", "C9 T9", "S3 S5 S6", "S3 M4 T5", "C5 S5 S6"])

# %% [markdown]
# Titta på kryssen: två kort är aldrig en kombination, vilka kort det än är; en serie behöver valörer **i följd**
# (`S3 S5 S6` hoppar över 4) och **en enda färg** (`S3 M4 T5` blandar tre); en grupp behöver **en enda valör**
# (`C5 S5 S6`).
#
# ## Kombinationerna på en hand
#
# En hand ger oftast många möjliga kombinationer. Varje kort är en singel. Här är serierna och grupperna på en
# hand, allihop: fyra Snören i följd ger tre serier, och tre femmor ger en grupp.

# %% jupyter={"source_hidden": true}
from lukfu_teach import parse_cards, plays_in, render

hand = parse_cards("S3 S4 S5 S6 C5 M5 T9")
display(render.hand(hand))
figures.plays([play.cards for play in plays_in(hand) if len(play) > 1])

# %% [markdown]
# `S5` ingår i alla fyra kombinationerna, men varje kort kan bara spelas en gång: spelar du ut `S3 S4 S5 S6`
# förlorar femmorna sin `S5`, och `C5 S5 M5` finns inte längre. Att välja vilken kombination du spelar, och vilka
# du sparar, är det mesta av spelet.
#
# ## Din tur
#
# Är det en kombination, och i så fall av vilken typ? Varje övning ställer upp en situation och ber dig göra något:
# klicka på dina kort och tryck på **Rätta**, eller klicka på ditt svar. Svaret rättas direkt och förklaras med sin
# regel; blev det fel kan du trycka på **Försök igen**. Märkena överst visar hur det går (★ rätt på första försöket, ✓
# löst). De sparas medan du arbetar: på klassens server, under ditt namn (din lärare ser dem); i JupyterLab eller på
# kurswebbplatsen, i en liten fil bredvid lektionen (`lukfu_progress.json`), så att du kan sluta och fortsätta senare.

# %% jupyter={"source_hidden": true}
from lukfu_teach import course
from lukfu_teach.widgets import DrillRecap, DrillSequence

DrillSequence(course.drills("02"), progress=course.progress())

# %% [markdown]
# ## Sammanfattning
#
# - En kombination är en **singel**, en **grupp** (tre eller fyra av samma valör) eller en **serie** (tre eller
#   fler i följd, i samma färg) (R9).
# - Den som har alla fyra av en valör får spela alla fyra eller vilka tre som helst.
# - Inget annat är en kombination: **inga par**, inga kombinationer med två kort, inga luckor i en serie, inga
#   blandade färger i en serie.
#
# Dina övningar hittills (★ rätt på första försöket, ✓ löst, ○ svaret visat), medan du svarar ovan.

# %% jupyter={"source_hidden": true}
DrillRecap(course.drills("02"), progress=course.progress())

# %% [markdown]
# ## Nästa steg
#
# En kombination spelas ut, och de andra platserna försöker slå den. [**03 · Att slå**](03_beating.ipynb) berättar vad
# som slår vad.
