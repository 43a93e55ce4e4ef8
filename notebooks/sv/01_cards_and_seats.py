# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 01 · Korten och platserna
#
# **I den här lektionen** bekantar du dig med de 36 penningkorten i Luk Fu: de fyra färgerna och deras ordning
# (R1), hur ett kort skrivs och de två kort som har egna namn (R2), och de tre platserna vid bordet och ordningen
# de spelar i (R3). Sedan övar du på allt detta. Cirka 10 minuter.

# %% [markdown]
# ## Lite historia
#
# Luk Fu (六虎) är ett stickspel från **hakkafolket** i södra Kina. Tecknen betyder ”sex tigrar”, och *luk* är
# sex; om *fu* verkligen betyder tiger här är osäkert. Den publicerade beskrivningen av spelet, av Anthony Smith och
# Günther Senst, föreslår att *fu* är en poängenhet och att tigrarna är en ordlek: på hakka låter ordet för antalet
# kort som har vunnit stick som ordet för tiger. I spelet är **fu** det du samlar, och du behöver sex för att vinna
# en giv.
#
# Spelet spelas med kinesiska **penningkort**: långa, smala kort där färgerna är penningsummor. Ett kopparmynt, ett
# snöre med mynt, en myriad (tiotusen) och tiotals myriader blir de fyra färgerna **Mynt**, **Snören**,
# **Myriader** och **Tior**. Kortlekar med penningfärger hör till de äldsta spelkorten i världen. Kursen lär ut en
# enda uppsättning regler: spelet för tre som en spelare, Kim Tsoi, förklarade för Anthony Smith (”Tsois
# nedtecknade regler för tre spelare”). Andra nedtecknade regler skiljer sig i detaljerna. Där våra regler kan
# läsas på mer än ett sätt säger regelsidan (`docs/sv/rules.md`) hur vi läser dem. Ordlistan över spelets namn
# (`docs/sv/names.md`) ger de kinesiska namnen där en publicerad källa anger dem.

# %% [markdown]
# ## Kortleken (R1)
#
# Valörerna 1 till 9 i fyra färger: **36 kort**. En ny kortlek har också två blomkort, som Luk Fu inte använder.
# Färgerna rangordnas från lägst till högst: **Mynt < Snören < Myriader < Tior**. Ett sätt att minnas det:
# penningsummorna växer, från ett mynt till tiotals myriader. Den ordningen avgör när två serier i olika färger
# möts (lektion 03). På Cardavias svenska regelsida heter Myriader *otaliga* och Snören ibland *strängar*; det är
# samma färger.
#
# Här är hela kortleken, en färg per rad, med Mynt överst och Tior nederst. Varje kort visar sin valör, färgens
# emblem och sin kod. Håll muspekaren över ett kort för att läsa vad det heter.

# %% jupyter={"source_hidden": true}
from lukfu_teach import DECK, Suit, render, set_language

set_language("sv")  # allt som paketet visar, på svenska
for suit in Suit:
    display(render.hand([card for card in DECK if card.suit is suit]))

# %% [markdown]
# ## Att skriva korten (R2)
#
# Ett kort skrivs med färgens bokstav följd av valören: **C** Mynt, **S** Snören, **M** Myriader, **T** Tior.
# Bokstäverna kommer från färgernas engelska namn (Coins, Strings, Myriads, Tens). `S7` är alltså Snören 7 och
# `T9` är Tior 9. I den här kursen är en etta ett kort av valören 1 (Cardavias regelsida säger *ess*).
#
# Två kort har egna namn: **`C1` heter Mau Gung** och **`T1` heter Bak Chi**, ettorna i den lägsta och i den
# högsta färgen. De har dubbel ram så att du lätt ser dem. De är speciella: spelar man ut något av dem ensamt kan
# ingen slå det (lektion 03).

# %% jupyter={"source_hidden": true}
display(render.hand("C1 T1"))

# %% [markdown]
# ## Tre platser (R3)
#
# Tre spelare sitter på platserna **0, 1 och 2**, och turen går alltid **0 → 1 → 2 → 0**. I kursen är plats 0 du
# (”Du”), plats 1 är **Öst** och plats 2 är **Väst**, datorspelarna. Öst spelar alltså efter dig, Väst efter Öst,
# och du efter Väst. Varje plats får 12 kort (R4, lektion 06): alla 36 kort är med i spelet.
#
# | plats | vem | spelar efter |
# | --- | --- | --- |
# | 0 | Du | Väst (plats 2) |
# | 1 | Öst | Du (plats 0) |
# | 2 | Väst | Öst (plats 1) |
#
# ## Din tur
#
# Ordna färgerna, räkna korten, hitta Mau Gung och Bak Chi, läs en kod, säg vems tur det är. Varje övning ställer upp
# en situation och ber dig göra något: klicka på dina kort och tryck på **Rätta**, eller klicka på ditt svar. Svaret
# rättas direkt och förklaras med sin regel; blev det fel kan du trycka på **Försök igen**. Märkena överst visar hur
# det går (★ rätt på första försöket, ✓ löst). De sparas medan du arbetar: på klassens server, under ditt namn (din
# lärare ser dem); i JupyterLab eller på kurswebbplatsen, i en liten fil bredvid lektionen (`lukfu_progress.json`), så
# att du kan sluta och fortsätta senare.

# %% jupyter={"source_hidden": true}
from lukfu_teach import course
from lukfu_teach.widgets import DrillRecap, DrillSequence

DrillSequence(course.drills("01"), progress=course.progress())

# %% [markdown]
# ## Sammanfattning
#
# - 36 kort: valörerna 1–9 i fyra färger, **Mynt < Snören < Myriader < Tior**; inga blomkort (R1).
# - Ett kort skrivs med färgens bokstav och valören: `C1` … `T9`. `C1` är **Mau Gung**, `T1` är **Bak Chi** (R2).
# - Tre platser, 0, 1 och 2 (Du, Öst, Väst), som spelar i ordningen 0 → 1 → 2 → 0 (R3).
#
# Dina övningar hittills (★ rätt på första försöket, ✓ löst, ○ svaret visat), medan du svarar ovan.

# %% jupyter={"source_hidden": true}
DrillRecap(course.drills("01"), progress=course.progress())

# %% [markdown]
# ## Nästa steg
#
# Nu känner du korten. I [**02 · Kombinationernas typer**](02_shapes_of_a_play.ipynb) sätter du ihop dem: singlar,
# grupper och serier, och varför ett par aldrig är en kombination.
