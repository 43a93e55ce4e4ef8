# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 06 · Budgivningen och Mästaren
#
# **I den här lektionen** lär du dig hur en giv börjar: given och **Mästaren** (R4), **budgivningen**, där varje
# plats säger spela eller passa (R5), **ny giv** när alla passar (R6), och Mästarens första utspel (R7). Du lär dig
# också vad som begränsar utspelen för platserna som inte blev spelförare: en Mästare som har passat får aldrig
# spela ut fyra av samma valör eller en lång serie (R8), och en motspelares singel måste vara ett kort som inte är
# gammalt (R16d), medan spelföraren spelar ut vad den vill (R16e). Sedan övar du. Cirka 20 minuter.

# %% [markdown]
# ## Given och Mästaren (R4)
#
# Korten blandas och varje plats får 12. En plats, vald på måfå, är **Mästaren**: den säger sitt först i
# budgivningen och spelar ut till första sticket. Här är en giv som du ser den i början: din hand, de andras
# kortbaksidor och Mästarens märke.

# %% jupyter={"source_hidden": true}
from lukfu_teach import Deal, Move, explain, figures, render, set_language
from lukfu_teach.i18n import _

set_language("sv")  # allt som paketet visar, på svenska
deal = Deal.new(11)  # giv nummer 11: samma nummer ger alltid samma kort
assert deal.master == 1  # Öst, som texten nedan säger
display(render.position(deal, seat=0))

# %% [markdown]
# ## Budgivningen (R5)
#
# Med början hos Mästaren och i turordning säger varje plats **spela** eller **passa**. Den första plats som säger
# spela blir **spelförare**, och budgivningen slutar där: platserna efter den tillfrågas inte. De två andra platserna
# är **motspelare**. (Cardavias svenska regelsida säger *kallare* eller *synare* om spelföraren och *icke-kallare*
# om motspelarna; det är samma roller.) Här är Öst Mästaren, så Öst säger sitt först, och det här är Östs val:

# %% jupyter={"source_hidden": true}
figures.moves(deal)

# %% [markdown]
# Varför bli spelförare? Spelföraren **får betalt av båda** motspelarna och får spela ut vad den vill (R16e, längre
# ned). Men om en motspelare vinner **betalar** spelföraren **båda andelarna** ensam (R20, lektion 07). Att bli
# spelförare är att satsa på sin hand: gör det med starka kort, och helst många gamla bland dem.
#
# ## En tumregel för budet: styrkepoäng
#
# Hur stark är stark? En enkel räkning, den som datorspelaren på nivån *enkel* följer när den säger spela
# eller passar (datorspelarnas skäl använder ordet): handens **styrkepoäng**.
#
# - ett för varje **gammalt kort** på handen som den gavs: niorna, Mau Gung och Bak Chi, och ett kort som dina egna
#   högre kort gör gammalt (R16);
# - ett till för att ha en **grupp**, hur många grupper du än har (två grupper räknas en gång);
# - ett till för att ha en **serie på fyra eller fler**, hur många du än har.
#
# **Fem eller fler: säg spela.** Färre: passa. Det är en tumregel, inte en av reglerna R1–R20; datorspelaren på
# nivån *expert* spelar i stället ut handen i tankarna och säger spela när det ger mer. Din hand i giv 11, räknad:

# %% jupyter={"source_hidden": true}
from lukfu_teach.ai import make_player

yours = deal.copy()
while yours.to_act != 0:  # Öst och Väst passar, så att du tillfrågas
    yours.apply(Move.of(yours.to_act, "pass"))
advice = make_player("basic").decide(yours.view(0))
print(advice.summary)
for line in advice.reasons:
    print(line)

# %% [markdown]
# ## När alla tre passar (R6)
#
# Om alla tre platserna passar blandas korten och ges på nytt, och **Mästaren är densamma**. Tre pass i giv 11:

# %% jupyter={"source_hidden": true}
redealt = deal.copy()
for _call in range(3):
    redealt.apply(Move.of(redealt.to_act, "pass"))
assert redealt.master == deal.master and redealt.hands != deal.hands
print(_("New cards for everyone (redeals so far: {redeals}); the Master is still seat {seat}.",
        redeals=redealt.redeals, seat=redealt.master))
display(render.position(redealt, seat=0))

# %% [markdown]
# ## Mästaren spelar ut (R7)
#
# Vem som än blev spelförare är det **Mästaren** som spelar ut till första sticket. I exemplet *Gränsen för en
# Mästare som har passat, och motspelarens utspel* är du Mästaren. Du passar, Öst passar och Väst säger spela: Väst
# är spelförare, och du och Öst är motspelare. Ändå är det du som spelar ut.

# %% jupyter={"source_hidden": true}
from lukfu_teach import IllegalMoveError, examples

record = examples.load("passed_master")
steps = record.steps()
before = record.start()
for step in steps[:3]:
    print(explain.move_sentence(step.move, before, record.seats))
    before = step.deal
your_lead = steps[2].deal  # efter de tre buden
print(_("Now: {status}.", status=explain.status(your_lead)))

# %% [markdown]
# ## Gränsen för en Mästare som har passat (R8)
#
# En Mästare som har **passat** är motspelare och får aldrig spela ut en **grupp på fyra kort** eller en **serie på
# fyra eller fler kort**, vid något utspel under given. Din hand har alla fyra sexorna och `S1 S2 S3 S4`:

# %% jupyter={"source_hidden": true}
display(render.hand(your_lead.hands[0], your_lead.old_cards(0)))
for cards in ["C6 S6 M6 T6", "S1 S2 S3 S4"]:
    try:
        your_lead.copy().apply(Move.of(0, "lead", cards))
    except IllegalMoveError as refused:
        print(_("Lead {cards}? {refused}.", cards=cards, refused=refused))

# %% [markdown]
# Tre av sexorna, eller tre kort ur serien, går bra. Här är alla utspel som reglerna lämnar åt dig. Lägg märke till
# singlarna: bara `T6` och `T3`. Det beror på nästa regel.

# %% jupyter={"source_hidden": true}
figures.moves(your_lead)

# %% [markdown]
# ## Vad en motspelare får spela ut (R16d), och spelföraren (R16e)
#
# - **R16d:** när en **motspelare** spelar ut en singel måste det vara ett kort som **inte är gammalt**, från den
#   **högsta färg där den har ett kort som inte är gammalt**. En gammal singel får den spela ut bara när alla dess
#   kort är gamla. Grupper och serier begränsas inte av R16d, inte heller när de innehåller gamla kort (men en
#   Mästare som har passat måste fortfarande följa R8).
# - **R16e:** **spelföraren** får spela ut vilken kombination som helst, och en gammal singel när som helst.
#
# Du är motspelare: din högsta färg är Tior, och `T3` och `T6` är inte gamla, så en singel som du spelar ut måste vara
# något av dem. Dina `C9` och `M9` är gamla och får vänta:

# %% jupyter={"source_hidden": true}
try:
    your_lead.copy().apply(Move.of(0, "lead", "C9"))
except IllegalMoveError as refused:
    print(_("Lead {cards}? {refused}.", cards="C9", refused=refused))

# %% [markdown]
# Senare i samma giv ska Öst, som också är motspelare, spela ut till stick 2. Öst har ingen grupp och ingen serie
# kvar och måste alltså spela ut en singel. Här är Östs hand, med beviset för varje kort:

# %% jupyter={"source_hidden": true}
east_to_lead = steps[5].deal
figures.old(east_to_lead.hands[1], east_to_lead.played_in())

# %% [markdown]
# Tior är Östs högsta färg, och Öst har ett kort i Tior som inte är gammalt, `T4` (`T9` är gammalt). Öst har alltså
# exakt ett tillåtet drag:

# %% jupyter={"source_hidden": true}
figures.moves(east_to_lead)

# %% [markdown]
# Hade Öst varit spelförare, hade den fått spela ut vilket som helst av sina nio kort (R16e).
#
# ## Din tur
#
# Vem säger sitt först, vem blir spelförare, vad händer efter tre pass, vem spelar ut? Vilka utspel förbjuder R8 och
# R16d, och vad får spelföraren spela ut? Varje övning ställer upp en situation och ber dig göra något: klicka på dina
# kort och tryck på **Rätta**, eller klicka på ditt svar. Svaret rättas direkt och förklaras med sin regel; blev det
# fel kan du trycka på **Försök igen**. Märkena överst visar hur det går (★ rätt på första försöket, ✓ löst). De
# sparas medan du arbetar: på klassens server, under ditt namn (din lärare ser dem); i JupyterLab eller på
# kurswebbplatsen, i en liten fil bredvid lektionen (`lukfu_progress.json`), så att du kan sluta och fortsätta senare.

# %% jupyter={"source_hidden": true}
from lukfu_teach import course
from lukfu_teach.widgets import DrillRecap, DrillSequence

DrillSequence(course.drills("06"), progress=course.progress())

# %% [markdown]
# ## Sammanfattning
#
# - 12 kort var; en plats, vald på måfå, är **Mästaren** (R4).
# - Med början hos Mästaren och i turordning säger varje plats **spela** eller **passa**; den första som säger spela
#   blir **spelförare**, de två andra är **motspelare** (R5). Tre pass: ny giv, samma Mästare (R6).
# - **Mästaren spelar ut** till första sticket, vem som än blev spelförare (R7).
# - En **Mästare som har passat** spelar aldrig ut en grupp på fyra kort eller en serie på fyra eller fler kort,
#   under hela given (R8).
# - En **motspelares** singel måste vara ett kort som inte är gammalt, från den högsta färg där den har ett sådant;
#   gamla singlar först när alla dess kort är gamla (R16d). **Spelföraren** spelar ut vad som helst (R16e).
#
# Dina övningar hittills (★ rätt på första försöket, ✓ löst, ○ svaret visat), medan du svarar ovan.

# %% jupyter={"source_hidden": true}
DrillRecap(course.drills("06"), progress=course.progress())

# %% [markdown]
# ## Nästa steg
#
# Hur slutar en giv, och vem betalar vem? [**07 · Seger och poäng**](07_claiming_and_scoring.ipynb).
