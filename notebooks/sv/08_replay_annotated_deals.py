# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 08 · Spela upp kommenterade givar
#
# **I den här lektionen** stegar du igenom biblioteket av exempelgivar. Var och en är gjord för att lära ut en sak,
# och har en lärares kommentarer till de viktiga dragen, med hänvisningar till reglerna. Du lär dig också att spela
# upp en giv som en plats såg den (R15), och att ta över en giv och spela vidare från vilken punkt som helst. Ta så
# lång tid du vill.
#
# ## Galleriet

# %% jupyter={"source_hidden": true}
import ipywidgets as widgets

from lukfu_teach import examples, explain, render, set_language
from lukfu_teach.i18n import N_, _, ngettext, pgettext
from lukfu_teach.widgets import DealStepper

set_language("sv")  # allt som paketet visar, på svenska
left = 'style="text-align:left;vertical-align:top;padding:4px 8px"'
rows = "".join(
    f"<tr><td {left}>{number}</td><td {left}><b>{render.esc(example.title)}</b>{render.markdown(example.summary)}</td>"
    f"<td {left}><code>{example.name}</code></td><td {left}>{', '.join(example.rules)}</td></tr>"
    for number, example in enumerate(examples.catalog(), 1)
)
header = "".join(f"<th {left}>{column}</th>" for column in ["", _("deal"), _("name"), _("rules it teaches")])
caption = ngettext("{n} example deal", "{n} example deals", len(examples.names()))
display(render.HTML(f"<table><tr>{header}</tr>{rows}</table>", caption))

# %% [markdown]
# ## Stega igenom en giv
#
# Välj en giv i menyn. I givvisaren flyttar **Nästa** och **Bakåt** ett steg (ett bud eller ett drag), reglaget
# hoppar dit du vill, och **Spela automatiskt** låter given spela sig själv. Panelerna till höger visar vad draget
# gjorde, lärarens anteckning och varje gammalt kort med sitt bevis. Klicka på ett kort för att fråga om det. Där ett
# drag saknar sparade skäl från en AI frågar givvisaren expert-AI:n vad den skulle ha gjort där: den håller inte
# alltid med spelarna (prova det första utspelet i *Girighet straffas*).

# %% jupyter={"source_hidden": true}
menu = widgets.Dropdown(
    options=[(example.title, example.name) for example in examples.catalog()],
    description=pgettext("the menu of example deals", "Deal"),
    layout=widgets.Layout(width="520px"),
)
library = widgets.VBox([menu, DealStepper(examples.load(menu.value))])


def open_deal(change: dict) -> None:
    library.children = [menu, DealStepper(examples.load(change["new"]))]


menu.observe(open_deal, "value")
library

# %% [markdown]
# ## Som en plats såg det (R15)
#
# Det öppna bordet visar alla händer, så att du kan se varför ett drag var bra. Men vid bordet ser ingen så mycket:
# bara sin egen hand och sina egna kast, kombinationerna som har spelats med framsidan upp, antalet kort, fu,
# Mästaren och spelföraren (R15). Givvisarens meny där det står *Öppet bord* visar bara det som en plats kunde se;
# givvisaren nedan öppnar som du såg given. De andras händer är kortbaksidor, och de andra platsernas kast har inga
# framsidor. En lärarkommentar eller en beskrivning som nämner ett kort som du inte kunde se vid det steget hålls
# tillbaka, och det gör också de andra platsernas skäl tills given är slut. Tryck på **Visa** för att läsa dem ändå
# (då avslöjar du medvetet mer än du såg).

# %% jupyter={"source_hidden": true}
DealStepper(examples.load("safe_but_unproven"), perspective=0, ai_level=None)

# %% [markdown]
# Samma giv berättad i ord, som du (plats 0) såg den; det du inte kunde se kommer efter resultatet. (Kommandoraden
# berättar vilket protokoll som helst på det här sättet: `lukfu-teach replay FIL --seat 0 --lang sv`.)

# %% jupyter={"source_hidden": true}
for line in explain.narrate(examples.load("safe_but_unproven"), seat=0):
    print(line)

# %% [markdown]
# ## Spela vidare från vilken punkt som helst
#
# Håller du inte med om ett drag? Gå i givvisaren till steget före det, välj din plats och tryck på **Spela vidare
# härifrån**: given fortsätter från den punkten, med dig på den valda platsen och datorn på de andra två. Prova det i
# *Girighet straffas*: gå till steg 1 och ta segern i stället för att spela ut serien.
#
# ## Din tur
#
# Fyra situationer ur biblioteket. Öppna gärna given som övningens rubrik nämner i givvisaren ovan och se dig
# omkring först, och svara sedan. Varje svar rättas direkt och förklaras med sin regel.

# %% jupyter={"source_hidden": true}
from lukfu_teach import course
from lukfu_teach.drills import NumberDrill, OldDrill, PaysDrill, PlayDrill
from lukfu_teach.widgets import DrillSequence

library_drills = [
    OldDrill("replay-card-becomes-old", N_("A card becomes Old mid-deal: after S8"), ["R16b", "R16c"],
             N_("West has just played S8. Pick every Old card in your hand."),
             examples.load("card_becomes_old").steps()[5].deal, seat=0),
    NumberDrill("replay-greed-claim", N_("Greed punished: the first lead"), ["R16c", "R17"],
                N_("If you claim now, what is F?"), examples.load("greed_punished").steps()[0].deal, ask="claim_f"),
    PlayDrill("replay-passed-master-east", N_("The passed Master's limit: East to lead"), ["R16d"],
              N_("Pick the lead East must make."), examples.load("passed_master").steps()[5].deal),
    PaysDrill("replay-last-trick-pays", N_("The last trick decides: the end"), ["R18", "R20"],
              N_("The deal is over. Who pays what?"), examples.load("last_trick").deal(), seat=0),
]  # fmt: skip
DrillSequence(library_drills, progress=course.progress())

# %% [markdown]
# ## Sammanfattning
#
# - Varje exempelgiv lär ut en sak; dess kommentarer hänvisar till reglerna.
# - **Nästa**, **Bakåt** och reglaget flyttar genom en giv. Menyn *Öppet bord* visar det som en plats såg, och det
#   som platsen inte kunde se hålls tillbaka tills du trycker på **Visa** (R15).
# - **Spela vidare härifrån** fortsätter vilken giv som helst från vilket steg som helst, med dig på den plats du
#   väljer.
#
# Dina övningar i den här lektionen hittills (★ rätt på första försöket, ✓ löst, ○ svaret visat), medan du svarar ovan.

# %% jupyter={"source_hidden": true}
from lukfu_teach.widgets import DrillRecap

DrillRecap(library_drills, progress=course.progress())

# %% [markdown]
# ## Nästa steg
#
# Dags att spela. [**09 · Spela mot AI:n**](09_play_against_the_ai.ipynb) ger dig en hand mot två datorspelare.
