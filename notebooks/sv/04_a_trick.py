# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 04 · Ett stick
#
# **I den här lektionen** spelar du igenom ett stick: **utspelet** (R11), regeln att du **måste slå** när du kan
# (R12), **kastet med baksidan upp** när du inte kan (R13), vem som **vinner sticket** och får **fu** (R14), och vad
# alla vid bordet kan **se** (R15). Sedan övar du. Cirka 15 minuter.

# %% [markdown]
# ## Ett stick i fyra steg (R11–R14)
#
# 1. Platsen som står på tur att **spela ut** lägger ner en kombination (R11). (Den kan i stället *ta segern*:
#    lektion 07.)
# 2. De andra platserna svarar i turordning på **den bästa kombinationen hittills**: utspelet, eller en senare
#    kombination som slog det. Har platsen någon kombination som slår den, **måste** den spela en av dem, med
#    framsidan upp; den väljer vilken, inte om (R12). Dess kombination blir då den bästa hittills.
# 3. En plats som inte kan slå **kastar** lika många kort som utspelet har, med baksidan upp, vilka den vill. Ingen
#    annan får någonsin se dem (R13).
# 4. När båda har svarat **vinner** platsen med den bästa kombinationen **sticket**. Den får lika många **fu** som
#    det finns kort i *dess egen* vinnande kombination, aldrig de andra platsernas kort, och spelar ut till nästa
#    stick (R14).
#
# ## Se ett stick
#
# Från exempelgiven *Plikten att slå: en serie bryts upp*. Du spelar ut singeln `M5`, och Öst ska svara. Varje plats
# har en rad med **märken**: **Mästaren** är platsen som spelar ut till första sticket, och **spelföraren** är
# platsen som satsade på sin hand innan spelet började (lektion 06 berättar om båda); **fu** räknar korten i
# platsens egna vinnande kombinationer; ett kort med stämpel är ett kort som dess ägare kan bevisa att ingen kan slå
# när det spelas ut ensamt, ett gammalt kort (lektion 05).

# %% jupyter={"source_hidden": true}
from lukfu_teach import IllegalMoveError, Move, examples, explain, figures, render, set_language

set_language("sv")  # allt som paketet visar, på svenska
record = examples.load("must_beat")
steps = record.steps()  # ett steg per bud eller drag: given efter det
your_lead = steps[1].deal  # du sa spela och spelade sedan ut M5
display(render.position(your_lead, record.seats))

# %% [markdown]
# Öst har serien `M6 M7 M8`, som den gärna vill behålla. Men den kan slå `M5`, och då måste den (R12). Det här är
# alla drag som reglerna lämnar åt Öst:

# %% jupyter={"source_hidden": true}
figures.moves(your_lead)

# %% [markdown]
# Inget kast bland dem. Hade Öst försökt kasta ett kort i stället, hade bordet vägrat, med skälet:

# %% jupyter={"source_hidden": true}
try:
    your_lead.copy().apply(Move.of(1, "discard", "C5"))
except IllegalMoveError as refused:
    print(refused)

# %% [markdown]
# Här är sticket som det spelades. Väst kunde slå Östs `M6` och måste därför göra det; dess `M9` vinner, och Väst
# får 1 fu: ett kort i dess egen vinnande kombination. Ditt `M5` och Östs `M6` ger ingen några fu.

# %% jupyter={"source_hidden": true}
trick_one = steps[3].deal
for before, step in zip(steps[0:3], steps[1:4]):
    print(explain.move_sentence(step.move, before.deal, record.seats))
print(explain.trick_sentence(trick_one, record.seats))
display(render.trick(trick_one.tricks[-1], record.seats))

# %% [markdown]
# ## När du inte kan slå: kastet med baksidan upp (R13)
#
# Väst vann, så Väst spelar ut till stick 2: `T5`. Du måste slå det och gör det, med `T6`. Öst har inget kort i Tior
# som är högre än `T6`, så den kan inte slå och kastar ett kort (lika många som utspelet) med baksidan upp. I den här
# öppna vyn ser du vilket; vid bordet ser ingen utom Öst det någonsin.

# %% jupyter={"source_hidden": true}
trick_two = steps[6].deal
for before, step in zip(steps[3:6], steps[4:7]):
    print(explain.move_sentence(step.move, before.deal, record.seats))
print(explain.trick_sentence(trick_two, record.seats))
display(render.trick(trick_two.tricks[-1], record.seats))

# %% [markdown]
# ## Vad alla kan se (R15)
#
# Kombinationer som har spelats med framsidan upp och vem som spelade dem, hur många kort varje plats har, allas
# fu, Mästaren och spelföraren är **öppen information**. Bara platsen som kastade dem vet vilka korten
# med baksidan upp är. Här är samma ögonblick, efter stick 2, som **du** såg det: de andra händerna är kortbaksidor, och det är
# Östs kast också. Du vet att Öst kastade ett kort, men aldrig vilket.

# %% jupyter={"source_hidden": true}
display(render.position(trick_two, record.seats, seat=0))
for move in trick_two.view(0).moves:
    print(explain.move_text(move))

# %% [markdown]
# ## Hela given
#
# Stega igenom resten av given med **Nästa**. Menyn där det står *Öppet bord* växlar till det som en enda plats såg
# (R15). Titta på stick 3: Öst har inte längre sin serie i Myriader och kan inte slå din serie i Snören.

# %% jupyter={"source_hidden": true}
from lukfu_teach.widgets import DealStepper

whole_deal = DealStepper(record, ai_level=None)
whole_deal.go(7)
whole_deal

# %% [markdown]
# ## Din tur
#
# Får man spela ut två kort? Slå eller kasta? Hur många kort kastas med baksidan upp? Vem vinner sticket, med hur
# många fu, och vem spelar ut sedan? Vad kan du se? Varje övning ställer upp en situation och ber dig göra något:
# klicka på dina kort och tryck på **Rätta**, eller klicka på ditt svar. Svaret rättas direkt och förklaras med sin
# regel; blev det fel kan du trycka på **Försök igen**. Märkena överst visar hur det går (★ rätt på första försöket, ✓
# löst). De sparas medan du arbetar: på klassens server, under ditt namn (din lärare ser dem); i JupyterLab eller på
# kurswebbplatsen, i en liten fil bredvid lektionen (`lukfu_progress.json`), så att du kan sluta och fortsätta senare.

# %% jupyter={"source_hidden": true}
from lukfu_teach import course
from lukfu_teach.widgets import DrillRecap, DrillSequence

DrillSequence(course.drills("04"), progress=course.progress())

# %% [markdown]
# ## Sammanfattning
#
# - Den som spelar ut lägger en kombination (R11). De andra platserna svarar i tur och ordning på **den bästa
#   kombinationen hittills**.
# - Kan platsen slå? Då **måste** den slå, med framsidan upp, med den kombination den väljer (R12).
# - Kan den inte slå? Då kastar den lika många kort som utspelet, **med baksidan upp**, vilka kort som helst (R13).
# - Den som har den bästa kombinationen vinner sticket, får **fu = korten i sin egen vinnande kombination** och
#   spelar ut till nästa stick (R14).
# - Kombinationer med framsidan upp, antalet kort, fu, Mästaren och spelföraren är öppen information; bara platsen
#   som kastade med baksidan upp vet vilka korten är (R15).
#
# Dina övningar hittills (★ rätt på första försöket, ✓ löst, ○ svaret visat), medan du svarar ovan.

# %% jupyter={"source_hidden": true}
DrillRecap(course.drills("04"), progress=course.progress())

# %% [markdown]
# ## Nästa steg
#
# Vissa kort kan aldrig slås, och hela spelet handlar om att bevisa det. [**05 · Gamla kort**](05_old_cards.ipynb)
# visar hur.
