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
# själva, och granskar sedan din giv och försöker igen där ett drag kostade dig poäng. Alla regler gäller; bordet vägrar ett otillåtet drag och
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
# - **Ta tillbaka.** **Ta tillbaka** ångrar ditt senaste drag och AI:ernas svar på det: pröva en annan väg.
# - **Efter given.** Alla händer visas med framsidan upp. **Granska min giv**: experten väger vart och ett av dina
#   beslut utifrån det du såg just då (aldrig de dolda korten) och säger vilka som kostade poäng, hur många, och
#   tanken bakom det bättre draget; tryck på ett steg för att se det i givvisaren med expertens syn. **Försök igen**:
#   var och en av de ställningarna en gång till, som en övning: välj ett drag; det godkänns när det är lika bra som
#   det bästa eller nästan, och sedan kommer förklaringen. **Spela upp i givvisaren** öppnar given med skälen till
#   varje AI-drag; **Spara protokoll** sparar den som en protokollfil. **Detaljer** visar AI:ns siffror och metod
#   bredvid dess skäl.
# - **Välja giv.** Menyn bredvid **Ny giv** säger vad den ger: *samma giv igen*, *nästa givnummer* eller en
#   *övningsgiv*, lätt, medelsvår eller svår: givar som är utvalda för att du möter verkliga val vad du än gör (minst
#   fyra tillfällen med mer än ett tillåtet drag, sex i genomsnitt, vare sig du följer tipsen, spelar som den
#   enkla AI:n eller slumpvis), och om alla tre passar ges samma övningsgiv igen. Bordet börjar med den
#   första lätta. Varje giv har ett nummer, som visas uppe till vänster, och samma nummer ger alltid samma kort, så en
#   hel klass kan spela samma giv och jämföra.
#
# ## Spela, granska, försök igen
#
# Spela en hel giv. När den är slut trycker du på **Granska min giv** och läser vilka beslut som kostade dig poäng,
# och sedan på **Försök igen** tills varje ställning är godkänd.

# %% jupyter={"source_hidden": true}
from lukfu_teach import set_language
from lukfu_teach.widgets import PlayTable

set_language("sv")  # allt som paketet visar, på svenska
table = PlayTable(practice="easy", levels=("expert", "expert"), start_here=True)
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
# - **Som sist att svara på en singel** vinner du sticket och 1 fu med vilket kort som helst som slår den (R14): slå
#   med ett kort du kan avvara. Gör av med ett gammalt kort bara för att behålla en grupp eller serie hel (R9): `T9`
#   hellre än `T7`, när `T7` hör till `C7 S7 T7`.
#
# ## Saker att prova
#
# **1.** Spela en övningsgiv mot två spelare på nivån *enkel*: välj *enkel* i båda nivåmenyerna och *samma giv igen* bredvid
# **Ny giv**. Anteckna dina nettopoäng. Välj sedan *expert* i båda menyerna och spela samma giv igen. Vilken nivå är
# svårast? Titta på dragen som skiljer sig: den enkla spelaren följer tumregler (den tar
# segern så fort den kan och spelar sitt billigaste vinnande kort), medan experten föreställer sig de dolda korten
# många gånger och spelar igenom varje alternativ till slut, så den spelar vidare när det lönar sig.
#
# **2.** När du kan ta segern vid ett utspel, tryck på **Tips** innan du bestämmer dig. Tar experten segern eller
# spelar den vidare? Tipset visar de drag den övervägde, med deras genomsnittliga nettopoäng i de givar den föreställde
# sig: att spela vidare är rätt bara när de extra fu som det kan ge väger tyngre än risken att någon annan tar
# segern först (lektion 07, *Girighet straffas*).
#
# **3.** När en giv är slut, tryck på **Granska min giv** och öppna beslutet som kostade dig mest i givvisaren: ofta
# ett utspel som blev slaget strax innan en motståndare tog segern, eller ett kast där ett gammalt kort kastades bort.
# Givvisaren visar det som du såg det då (R15); menyn *Öppet bord* visar alla händer.

# %% [markdown]
# ## Sammanfattning
#
# - Bordet tar bara emot tillåtna drag och säger vilken regel ett vägrat drag bryter mot.
# - Räkna **fu + gamla kort** vid varje utspel: med sex eller mer vinner **Ta segern** given (R17).
# - Medan given pågår ser du det som en spelare ser (R15); AI:ernas skäl öppnas när den är slut.
# - Samma givnummer ger samma kort, för alla.
# - Efter en giv hittar **Granska min giv** de beslut som kostade dig poäng; med **Försök igen** spelar du var och
#   en av dem en gång till.
#
# ## Nästa steg
#
# Kontrollera vad du kan: [**10 · Slutprov**](10_final_assessment.ipynb) hämtar övningar från alla lektioner och ger
# dig poäng.
#
# Nyfiken på hur datorn bestämmer sig? [**11 · AI:n inifrån**](11_inside_the_ai.ipynb) öppnar den (i
# JupyterLab: dess diagram behöver matplotlib, som kursens webbplats inte har).
