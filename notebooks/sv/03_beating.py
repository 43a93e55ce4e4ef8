# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 03 · Att slå
#
# **I den här lektionen** lär du dig vad som slår vad (R10): en kombination slår den bästa kombinationen hittills
# bara om den är av samma typ och har lika många kort, och då genom valören eller färgen. Två undantag ger spelet dess karaktär:
# **Mau Gung** och **Bak Chi** kan inte slås när de spelas ut ensamma (R10a), och en utspelad grupp **ettor** faller
# bara för **nior** (R10b). Sedan övar du. Cirka 15 minuter.

# %% [markdown]
# ## Samma typ, lika många kort (R10)
#
# En kombination slår den bästa kombinationen hittills bara om den har **samma typ och lika många kort**. En singel
# svarar på en singel, en grupp på tre kort på en grupp på tre kort, en serie på fyra kort på en serie på fyra
# kort. Sedan gäller:
#
# - **singlar**: samma färg och högre valör;
# - **grupper**: högre valör;
# - **serier**: en serie som slutar högre i samma färg, **eller vilken serie som helst i en högre färg**, oavsett
#   valörer.
#
# Varje rad visar en kombination, en pil och den bästa kombinationen som den försöker slå; sedan ✓ eller ✗ och
# skälet.

# %% jupyter={"source_hidden": true}
from lukfu_teach import figures, set_language

set_language("sv")  # allt som paketet visar, på svenska
figures.beats([("S8", "S4"), ("M9", "S4"), ("S2", "S4"), ("C6 S6 T6", "C5 M5 T5"), ("S4 S5 S6 S7", "S3 S4 S5")])

# %% [markdown]
# En nia slår varje lägre kort i sin egen färg, men inget kort i en annan färg: bland singlar är ingen färg trumf
# över en annan. Och storlekarna blandas aldrig: en serie på fyra kort är inget svar på en serie på tre kort.
#
# ## Serier: en högre färg vinner (R10, R1)
#
# För serier räknas färgen före valörerna. Kom ihåg färgernas ordning, **Mynt < Snören < Myriader < Tior** (R1):
# varje serie i en högre färg slår en lika lång serie i en lägre färg.

# %% jupyter={"source_hidden": true}
figures.beats([("S6 S7 S8", "S3 S4 S5"), ("M1 M2 M3", "S3 S4 S5"), ("S7 S8 S9", "M1 M2 M3"), ("T1 T2 T3", "M7 M8 M9")])

# %% [markdown]
# `M1 M2 M3` har lägre valörer än `S3 S4 S5` och slår den ändå, eftersom Myriader är en högre färg än Snören. Och
# ingenting slår en serie i Tior utom en lika lång serie i Tior som slutar högre.
#
# ## Mau Gung och Bak Chi (R10a)
#
# Utspelade **ensamma** kan Mau Gung (`C1`) och Bak Chi (`T1`) inte slås, inte ens av nian i samma färg. Det
# skyddar dem bara när de *spelas ut*: som svar på ett utspel i Mynt är Mau Gung bara det lägsta kortet i Mynt.

# %% jupyter={"source_hidden": true}
figures.beats([("C9", "C1"), ("T9", "T1"), ("C1", "C5")])

# %% [markdown]
# ## Ettor och nior (R10b)
#
# Grupper slås av högre grupper, så en grupp ettor ser ut att vara den svagaste gruppen av alla. Det är tvärtom:
# en **utspelad grupp ettor kan bara slås av nior**. En grupp på fyra kort slås bara av en högre grupp på fyra kort.

# %% jupyter={"source_hidden": true}
figures.beats([("C2 S2 M2", "C1 S1 T1"), ("C9 S9 M9", "C1 S1 T1"), ("C6 S6 M6 T6", "C5 S5 M5 T5"), ("C9 S9 M9", "C8 S8 M8 T8")])

# %% [markdown]
# ## Quiz: vilka av de här slår?
#
# Kryssa för de kombinationer som slår den bästa kombinationen som visas, och tryck sedan på **Rätta**: varje svar
# förklaras med sin regel. **Nästa fråga** ger dig en ny.

# %% jupyter={"source_hidden": true}
from lukfu_teach.widgets import BeatQuiz

BeatQuiz(seed=2)

# %% [markdown]
# ## Din tur
#
# Vilka kombinationer slår den bästa kombinationen hittills? Välj den kombination som slår, eller säg varför ingenting
# slår. Varje övning ställer upp en situation och ber dig göra något: klicka på dina kort och tryck på **Rätta**,
# eller klicka på ditt svar. Svaret rättas direkt och förklaras med sin regel; blev det fel kan du trycka på **Försök
# igen**. Märkena överst visar hur det går (★ rätt på första försöket, ✓ löst). De sparas medan du arbetar: på
# klassens server, under ditt namn (din lärare ser dem); i JupyterLab eller på kurswebbplatsen, i en liten fil bredvid
# lektionen (`lukfu_progress.json`), så att du kan sluta och fortsätta senare.

# %% jupyter={"source_hidden": true}
from lukfu_teach import course
from lukfu_teach.widgets import DrillRecap, DrillSequence

DrillSequence(course.drills("03"), progress=course.progress())

# %% [markdown]
# ## Sammanfattning
#
# - Den kombination som slår har **samma typ och lika många kort** som den bästa kombinationen (R10).
# - Singlar: samma färg, högre valör. Grupper: högre valör. Serier: slutar högre i samma färg, **eller vilken serie
#   som helst i en högre färg** (Mynt < Snören < Myriader < Tior).
# - **Mau Gung** (`C1`) och **Bak Chi** (`T1`) kan inte slås när de spelas ut som singel (R10a).
# - En utspelad grupp **ettor** slås **bara av nior** (R10b).
#
# Dina övningar hittills (★ rätt på första försöket, ✓ löst, ○ svaret visat), medan du svarar ovan.

# %% jupyter={"source_hidden": true}
DrillRecap(course.drills("03"), progress=course.progress())

# %% [markdown]
# ## Nästa steg
#
# Vem måste slå, och vad händer när ingen kan? [**04 · Ett stick**](04_a_trick.ipynb) spelar ett helt stick.
