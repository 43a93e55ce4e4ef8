# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 00 · Börja här
#
# **I den här lektionen** stegar du igenom en hel giv av **Luk Fu** redan under din första minut, och lär dig hitta
# i kursen. Luk Fu (六虎) är ett stickspel för tre spelare från hakkafolket i södra Kina. Det spelas med 36 smala
# kinesiska penningkort.
#
# **Så använder du lektionerna.** Läs, titta och klicka: du behöver inte skriva någon kod. Koden som ritar korten
# är ihopfälld (klicka på en ihopfälld cells **⋯** om du är nyfiken). I JupyterLab väljer du först *Run → Run All
# Cells* i menyn, så att alla celler körs: innan dess är korten och knapparna bara en bild (eller en rad text) och
# svarar inte på klick. I lektionerna som appar (kursens webbplats, klassrumsappen) fungerar allt direkt.
#
# *In English:* **[00 · Start here](../00_start_here.ipynb)**.

# %% [markdown]
# ## En giv på en minut
#
# Du (plats 0) har tolv kort, och det har Öst och Väst också, de två datorspelarna. Målet är **sex**. Du får
# **fu** när du vinner stick med dina egna kort, och du räknar också dina **gamla** kort (de har en stämpel): kort
# på din hand som ingen kan slå när de spelas ut ensamma, och där du kan *bevisa* det med korten som har spelats
# med framsidan upp och med din egen hand. När det är din tur att spela ut gäller **F = fu + gamla kort**; blir
# det sex eller mer får du ta segern.
#
# I givvisaren nedan trycker du på **Nästa** för att gå igenom given ett drag i taget. Kommentarerna bredvid
# bordet förklarar varje viktigt drag och hänvisar till reglerna med deras nummer (R1–R20); Öst och Väst,
# datorspelarna, säger med en mening varför de spelade som de gjorde. Klicka på ett kort för att läsa vad det
# heter och varför det är gammalt. Raden ovanför korten säger var given är: först **buden**, där varje plats i tur
# och ordning säger *spela* (och blir **spelförare**, som spelar mot de andra två) eller *passa*; sedan sticken;
# till sist varje plats **nettopoäng**, vad den vinner eller betalar: *netto +6 −3 −3* betyder att du vinner 6
# och att Öst och Väst betalar 3 var.

# %% jupyter={"source_hidden": true}
from lukfu_teach import examples, set_language
from lukfu_teach.widgets import DealStepper

set_language("sv")  # allt som paketet visar, på svenska
DealStepper(examples.load("caller_claims"), ai_level=None, start_here=True)

# %% [markdown]
# Det här hände: du spelade ut en serie på tre Snören som ingen kunde slå, och vann 3 fu med den. Vid ditt nästa
# utspel **tog du segern** med F = 3 fu + 5 gamla kort = 8. Lektionerna förklarar varje steg.
#
# ## Kursen
#
# En idé per lektion. Varje lektion säger först vad den lär ut och visar det med kort och givar som du kan stega
# igenom. Sedan gör du det själv i korta övningar som rättar ditt svar och förklarar varför, och till sist kommer
# en sammanfattning.
#
# | lektion | du lär dig | regler | tid |
# | --- | --- | --- | --- |
# | **01 · Korten och platserna** | de 36 penningkorten, färgerna och deras ordning, hur kort skrivs, Mau Gung och Bak Chi, de tre platserna | R1–R3 | 10 min |
# | **02 · Kombinationernas typer** | singlar, grupper och serier, och varför ett par inte är en kombination | R9 | 10 min |
# | **03 · Att slå** | vad som slår vad; Mau Gung och Bak Chi utspelade ensamma; ettor och nior | R10 | 15 min |
# | **04 · Ett stick** | utspelet, plikten att slå, kast med baksidan upp, vem som vinner sticket och får fu, vad alla ser | R11–R15 | 15 min |
# | **05 · Gamla kort** | kort som ingen kan slå, och hur man bevisar det; ”säkert men obevisat” | R16a–c | 20 min |
# | **06 · Budgivningen och Mästaren** | given, budgivningen, ny giv, Mästarens utspel och dess gräns, vad motspelarna får spela ut | R4–R8, R16d–e | 20 min |
# | **07 · Seger och poäng** | att ta segern, när korten tar slut, vem som betalar vad; ta segern nu eller spela vidare? | R17–R20 | 20 min |
# | **08 · Spela upp kommenterade givar** | tretton exempelgivar, var och en gjord för att lära ut en sak | alla | så länge du vill |
# | **09 · Spela mot AI:n** | hela givar mot två datorspelare, med tips | alla | 10 min per giv |
# | **10 · Slutprov** | 24 övningar som tillsammans täcker alla regler, med poäng | R1–R20 | 20 min |
# | **11 · AI:n inifrån** | hur datorspelarna bestämmer sig, och vad simuleringar säger om spelet | | 20 min |
# | **12 · Lärarhandledning** | för lärare: lektionsplaneringar, gruppövningar, klassrumsmaterialet, klassrumsappen | | 15 min |
#
# Är du ny i spelet? Ta lektionerna i ordning: 01 till 07 lär ut alla regler, 08 och 09 sätter dem i arbete. Kan
# du redan reglerna? Gör slutprovet (10) och spela sedan (09).
#
# ## Dessutom
#
# - En **regelsida** att skriva ut, på svenska eller engelska, med korten ritade, och en ordlista över spelets namn
#   (`docs/sv/names.md`): klassrumsmaterialet, som `make kit` tar fram (lektion 12).
# - **`lukfu-teach`**, ett kommandoradsverktyg för givprotokoll: `check`, `replay`, `old`, `legal`, och `export`
#   för ett utdelningsblad att skriva ut (lektion 12). Med `--lang sv` svarar det på svenska.
# - Själva reglerna, R1–R20, på svenska i `docs/sv/rules.md`; varje förklaring i kursen hänvisar till dem.
#
# ## Nästa steg
#
# Öppna [**01 · Korten och platserna**](01_cards_and_seats.ipynb) och bekanta dig med korten.
