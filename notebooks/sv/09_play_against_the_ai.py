# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 09 · Spela mot AI:n
#
# **I den här lektionen** spelar du hela givar av Luk Fu mot två datorspelare, ber om tips som förklarar sig
# själva, och sparar och spelar upp det du har spelat. Alla regler gäller; bordet vägrar ett otillåtet drag och
# säger vilken regel det bryter mot. Cirka 10 minuter per giv.
#
# ## Så fungerar bordet
#
# - **Budgivning (R5).** När det är din tur att säga spela eller passa trycker du på **Säg spela** eller **Passa**.
# - **Spel.** Klicka på kort för att välja dem (de flyttas upp) och tryck sedan på **Spela**. Samma knapp spelar ut,
#   slår eller kastar, beroende på vad stunden kräver: ett utspel eller en kombination som slår måste vara
#   tillåten (R9–R12, R16d, R8), och ett kast måste ha lika många kort som utspelet (R13). **Rensa** avmarkerar
#   korten. Raden ovanför din hand säger vad som väntas av dig just nu, och vilka gränser som gäller för ditt utspel.
# - **Ta segern (R17).** När det är din tur att spela ut och dina fu plus dina gamla kort når sex, vinner du given
#   med **Ta segern**.
# - **Tips.** Expert-AI:n säger vad den skulle göra i ditt ställe, och varför.
# - **Motståndare.** Menyerna väljer Östs och Västs nivå: *slumpvis*, *enkel* eller
#   *expert*.
# - **Vad du ser.** Bara det som din plats ser vid ett riktigt bord (R15): dragen, korten som har spelats med
#   framsidan upp, hur många kort varje plats har, fu. AI:erna förklarar sig, men deras skäl nämner deras egna kort,
#   så de väntar tills given är slut: då öppnas varje AI-drag i loggen med **varför?**.
# - **Efter given.** **Spara protokoll** sparar given som en protokollfil; **Spela upp i givvisaren** öppnar den med
#   skälen till varje AI-drag. **Ny giv** ger nya kort.
# - **Välja giv.** Menyn **Övning** ovanför bordet erbjuder givar som är utvalda för att de ger dig verkliga val mot
#   expertspelarna: minst sex tillfällen med mer än ett tillåtet drag, lätta, medelsvåra eller svåra. Bordet börjar
#   med den första lätta. Eller skriv ett **givnummer** och tryck på **Ge**: varje giv har ett nummer, och samma
#   nummer ger alltid samma kort, så en hel klass kan spela samma giv och jämföra.

# %% jupyter={"source_hidden": true}
import ipywidgets as widgets

from lukfu_teach import examples, set_language
from lukfu_teach.i18n import _, pgettext
from lukfu_teach.widgets import PlayTable

set_language("sv")  # allt som paketet visar, på svenska
practice = [deal for difficulty in examples.DIFFICULTIES for deal in examples.practice(difficulty)]
table = PlayTable(seed=practice[0].seed, levels=("expert", "expert"))
menu = widgets.Dropdown(
    options=[(_("{difficulty}: deal {n}", difficulty=_(deal.difficulty), n=deal.seed), deal.seed) for deal in practice],
    description=_("Practice"),
    layout=widgets.Layout(width="240px"),
)
menu.observe(lambda change: table.new_deal(change["new"]), "value")
number = widgets.BoundedIntText(value=7, min=0, max=999_999, description=_("Deal number"), layout=widgets.Layout(width="190px"))
deal_button = widgets.Button(
    description=pgettext("a button that deals the cards", "Deal"), icon="refresh",
    tooltip=_("Deal the cards of this deal number"),
)
deal_button.on_click(lambda _: table.new_deal(number.value))
display(widgets.HBox([menu, number, deal_button]))
table

# %% [markdown]
# ## Tips från en lärare
#
# - **Räkna vid varje utspel**: dina fu plus dina gamla kort. Sex eller mer? Då får du ta segern (R17). Mindre? Hur
#   många stick återstår innan du är där?
# - **Innan du spelar vidare**, fråga dig vem som kan ta segern om ditt utspel blir slaget.
# - **Som motspelare** måste en singel som du spelar ut vara ett kort som *inte är gammalt*, från den högsta färg där
#   du har ett sådant (R16d): dina gamla singlar får vänta tills alla dina kort är gamla. Planera med serier och
#   grupper, som R16d inte begränsar.
# - **Som Mästare som har passat** får du aldrig spela ut en grupp på fyra kort eller en serie på fyra eller fler
#   kort, under hela given (R8): spela ut tre av dem i stället.
# - **Håll ögonen på korten som spelas med framsidan upp**: vart och ett kan göra ett av dina kort gammalt (R16b).
#   Dina egna kast gör det aldrig.
# - **Behåll dina nior** när du kastar: de är gamla, och de är din väg till segern.
#
# ## Saker att prova
#
# **1.** Spela givarna 1, 2 och 3 mot två spelare på nivån *enkel*: välj *enkel* i båda nivåmenyerna, skriv numret i
# **Givnummer** och tryck på **Ge**. Anteckna dina nettopoäng. Välj sedan *expert* i båda menyerna och spela samma tre
# givar igen. Vilken nivå är svårast? Titta på dragen som skiljer sig: den enkla spelaren följer tumregler (den tar
# segern så fort den kan och spelar sitt billigaste vinnande kort), medan experten föreställer sig de dolda korten
# många gånger och spelar igenom varje alternativ till slut, så den spelar vidare när det lönar sig.
#
# **2.** När du kan ta segern vid ett utspel, tryck på **Tips** innan du bestämmer dig. Tar experten segern eller
# spelar den vidare? Tipset visar de drag den övervägde, med deras genomsnittliga nettopoäng i de givar den föreställde
# sig: att spela vidare är rätt bara när de extra fu som det kan ge väger tyngre än risken att någon annan tar
# segern först (lektion 07, *Girighet straffas*).
#
# **3.** När en giv är slut, tryck på **Spela upp i givvisaren** och hitta draget där given vände: ofta ett utspel
# som blev slaget strax innan en motståndare tog segern, eller ett kast där ett gammalt kort kastades bort. Använd
# menyn *Öppet bord* för att bara se det som du kunde se då (R15).

# %% [markdown]
# ## Sammanfattning
#
# - Bordet tar bara emot tillåtna drag och säger vilken regel ett vägrat drag bryter mot.
# - Räkna **fu + gamla kort** vid varje utspel: med sex eller mer vinner **Ta segern** given (R17).
# - Medan given pågår ser du det som en spelare ser (R15); AI:ernas skäl öppnas när den är slut.
# - Samma givnummer ger samma kort, för alla.
#
# ## Nästa steg
#
# Kontrollera vad du kan: [**10 · Slutprov**](10_final_assessment.ipynb) hämtar övningar från alla lektioner och ger
# dig poäng.
#
# Nyfiken på hur datorn bestämmer sig? [**11 · AI:n inifrån**](11_inside_the_ai.ipynb) öppnar den (i
# JupyterLab: dess diagram behöver matplotlib, som kursens webbplats inte har).
