# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 05 · Gamla kort
#
# **I den här lektionen** lär du dig vad som gör ett kort **gammalt** (R16) och hur man bevisar det: kort som alltid
# är gamla (R16a), kort som bevisas av det som har spelats med framsidan upp (R16b), och följder under ett gammalt
# kort (R16c). Du ser kort bli gamla under en giv, och varför dina egna kast med baksidan upp inte bevisar något
# (”säkert men obevisat”). Sedan övar du. Cirka 20 minuter.
#
# ## Varför gamla kort är viktiga
#
# Ett kort är **gammalt** för platsen som har det när det inte kan slås om det spelas ut som singel, *och* när det
# kan **bevisas** med korten som har spelats med framsidan upp och platsens egen hand. Det är med gamla kort du
# vinner: när det är din tur att spela ut gäller **F = fu + gamla kort på handen**, och med sex eller mer får du ta
# segern (lektion 07).
#
# På varje bild nedan har de gamla korten en stämpel, och vid varje kort står det varför det är gammalt, eller
# varför inte.

# %% [markdown]
# ## Alltid gamla (R16a)
#
# De fyra **niorna**, **Mau Gung** (`C1`) och **Bak Chi** (`T1`) är alltid gamla: ingenting slår en nia i dess färg,
# och Mau Gung och Bak Chi kan inte slås när de spelas ut som singel (R10a).

# %% jupyter={"source_hidden": true}
from lukfu_teach import figures, set_language

set_language("sv")  # allt som paketet visar, på svenska
figures.old("C1 C5 S9 M3 T1 T4")

# %% [markdown]
# ## Bevisat av de spelade korten, eller av din egen hand (R16b)
#
# Varje annat kort är gammalt när **alla högre kort i dess färg** har spelats med framsidan upp eller finns på din
# egen hand. Anta att `S9` spelades med framsidan upp i stick 2 och `S8` i stick 4, och att du har `S7`, `S5` och
# `C2`:

# %% jupyter={"source_hidden": true}
figures.old("S7 S5 C2", played={"S9": 2, "S8": 4})

# %% [markdown]
# `S7` är gammalt. `S5` är det inte, eftersom ingen vet var `S6` är: någon kan ha det. Spelas `S6` senare med
# framsidan upp blir `S5` också gammalt. Kort blir gamla *under* given:

# %% jupyter={"source_hidden": true}
figures.old("S7 S5 C2", played={"S9": 2, "S8": 4, "S6": 6})

# %% [markdown]
# Din egen hand räknas också som bevis: har du `C9` och `C8` är ditt `C8` gammalt, eftersom det enda högre kortet i
# Mynt finns på din hand.
#
# ## Följder (R16c)
#
# En obruten följd direkt under ett gammalt kort på samma hand är gammal: har du `M9 M8 M7` är alla tre gamla.
# (R16c gör aldrig ett kort gammalt som R16b inte redan gör, men det är det kortaste sättet att säga varför.) `M5` är
# inte gammalt: `M6` saknas.

# %% jupyter={"source_hidden": true}
figures.old("M9 M8 M7 M5")

# %% [markdown]
# ## Se det hända
#
# I exempelgiven *Ett kort blir gammalt mitt i given* håller du ögonen på ditt `S7` och ser given som du såg den från
# din plats.
# Givvisaren öppnar i ögonblicket då `S8` spelas med framsidan upp, det andra kortet över ditt `S7`; det första,
# `S9`, spelades i stick 1. Klicka på `S7` för att läsa beviset under händerna (eller håll muspekaren över det), och
# tryck på **Bakåt** för att se hur det var innan.

# %% jupyter={"source_hidden": true}
from lukfu_teach import examples
from lukfu_teach.widgets import DealStepper

stepper = DealStepper(examples.load("card_becomes_old"), perspective=0, ai_level=None)
stepper.go(6)
stepper

# %% [markdown]
# Samma historia i ord, stick för stick:

# %% jupyter={"source_hidden": true}
from lukfu_teach.i18n import _

record = examples.load("card_becomes_old")
for step in record.steps():
    deal = step.deal
    if deal.at_lead and deal.tricks:
        old = ", ".join(str(card) for card in deal.old_cards(0))
        print(_("After trick {n}: your Old cards are {old}.", n=len(deal.tricks), old=old))

# %% [markdown]
# ## Säkert men obevisat: kast bevisar ingenting
#
# Kast med baksidan upp bevisar ingenting, **inte ens för platsen som gjorde dem** (R16, R15). Om du kastar `S9` och
# behåller `S8` *vet* du att ingen kan slå ditt `S8`, men du kan inte bevisa det för bordet: det är inte gammalt och
# räknas inte när du tar segern. Vi kallar ett sådant kort **säkert men obevisat**; det har en egen stämpel, med ett
# frågetecken.
#
# I exemplet *Säkert men obevisat: ditt eget kast bevisar ingenting* kastar du `S9` i stick 1. Här är din hand
# direkt efteråt, som du såg den:

# %% jupyter={"source_hidden": true}
record = examples.load("safe_but_unproven")
yours = record.steps()[3].deal.view(0)  # efter ditt kast i stick 1, som du såg det
figures.old(yours.hand, yours.played_in(), yours.own_discards)

# %% [markdown]
# Det kostade dig: till slut tog du segern med 6 i stället för 8. Hade du kastat ett lågt kort och behållit `S9`,
# hade både `S9` och `S8` varit gamla. Stega igenom hela given i lektion 08.
#
# ## Quiz: vilka kort är gamla?
#
# Klicka på de kort i handen som du tror är gamla och tryck sedan på **Rätta**: quizet ger beviset för varje kort.
# **Ny ställning** ger dig en ny hand att bedöma.

# %% jupyter={"source_hidden": true}
from lukfu_teach.widgets import OldQuiz

OldQuiz(3)

# %% [markdown]
# ## Din tur
#
# Välj de gamla korten, hitta kortet som bara är säkert men obevisat, och välj ett kast som behåller dina gamla kort.
# Varje övning ställer upp en situation och ber dig göra något: klicka på dina kort och tryck på **Rätta**, eller
# klicka på ditt svar. Svaret rättas direkt och förklaras med sin regel; blev det fel kan du trycka på **Försök
# igen**. Märkena överst visar hur det går (★ rätt på första försöket, ✓ löst). De sparas medan du arbetar: på
# klassens server, under ditt namn (din lärare ser dem); i JupyterLab eller på kurswebbplatsen, i en liten fil bredvid
# lektionen (`lukfu_progress.json`), så att du kan sluta och fortsätta senare.

# %% jupyter={"source_hidden": true}
from lukfu_teach import course
from lukfu_teach.widgets import DrillRecap, DrillSequence

DrillSequence(course.drills("05"), progress=course.progress())

# %% [markdown]
# ## Sammanfattning
#
# - Ett kort är **gammalt** när det inte kan slås som utspelad singel **och** du kan bevisa det med kombinationerna
#   som har spelats med framsidan upp och din egen hand (R16).
# - Alltid gamla: de fyra **niorna**, **Mau Gung** och **Bak Chi** (R16a).
# - Bevisat: alla högre kort i färgen har spelats med framsidan upp eller finns på din hand (R16b); en obruten
#   följd under ett gammalt kort är också gammal (R16c).
# - Kast med baksidan upp bevisar ingenting, inte ens dina egna: ett kort som bara ditt eget kast gör oslagbart är
#   **säkert men obevisat**, inte gammalt.
# - Vid ditt utspel: **F = fu + gamla kort**.
#
# Dina övningar hittills (★ rätt på första försöket, ✓ löst, ○ svaret visat), medan du svarar ovan.

# %% jupyter={"source_hidden": true}
DrillRecap(course.drills("05"), progress=course.progress())

# %% [markdown]
# ## Nästa steg
#
# Vem får spela ut vad, och vem måste betala om det går illa? [**06 · Budgivningen och
# Mästaren**](06_calling_and_the_master.ipynb) börjar en giv från början: given, budgivningen och Mästaren.
