# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 12 · Lärarhandledning
#
# **I den här lektionen**, för lärare: hur du förbereder dig, en lektionsplanering på 45 och en på 90 minuter,
# gruppövningar vars svar paketet kontrollerar, klassrumsmaterialet (en regelsida på en sida och en ordlista över
# spelets namn), utskrivna utdelningsblad med kommenterade givar, och sätten att hålla en lektion utan att installera
# något på elevernas datorer: klassrumsappen på en dator (`make classroom`), JupyterHub för en skola och kursens
# webbplats (`make site`). Cirka 15 minuters läsning.
#
# ## Före lektionen
#
# - **Installera en gång**: `make lab` i projektmappen installerar allt i `.venv` och öppnar JupyterLab vid lektion 00
#   (`make test` kontrollerar installationen). För eleverna väljer du klassrumsappen, JupyterHub eller webbplatsen
#   (alla nedan): de läser, klickar och spelar utan att se någon kod.
# - **Gå igenom lektionerna** 00–10 som en elev skulle göra; var och en tar 10–20 minuter och slutar med övningar och
#   en sammanfattning. Lektion 10 är ett slutprov med poäng. De svenska lektionerna ligger i mappen `sv/`.
# - **Skriv ut regelsidan**: `make kit` (nedan).
# - **På en projektor**, byt korten till temat med hög kontrast: svart på vitt, gamla kort märkta med dubbel ram och
#   en svart stämpel, så att inget hänger på färger.

# %%
from lukfu_teach import parse_cards, render, set_language

set_language("sv")  # allt som paketet visar, på svenska
display(render.hand(parse_cards("C1 S7 M9 T1")).themed("contrast"))  # vilken bild som helst: .themed("contrast")

# %% [markdown]
# Widgetarna tar också temat: `DealStepper(record, theme="contrast")`, `PlayTable(seed, theme="contrast")`.
#
# - **Givnummer gör givar repeterbara.** Spelbordet visar givens nummer (*Giv 12*), och `PlayTable(seed=12)`
#   ger samma kort på varje dator, så hela klassen kan spela giv 12 och sedan jämföra vad de gjorde.
#
# ## En lektion på 45 minuter
#
# Varje regel som en giv behöver kommer innan klassen spelar en: budgivningen, Mästaren, R8 och R16d också.
#
# | minuter | aktivitet | material |
# | --- | --- | --- |
# | 0–4 | Vad Luk Fu är: hakkafolket, penningkorten och deras ordning, platserna (R1–R3) | lektion 01 på projektorn |
# | 4–10 | Singlar, grupper och serier; vad som slår vad (R9, R10). Eleverna gör quizet *Vilka av de här slår?* i par | 02, 03 |
# | 10–15 | Ett stick: plikten att slå, kast med baksidan upp, fu (R11–R15), i givvisaren | 04 |
# | 15–21 | Gamla kort: alltid gamla, bevisade genom spel, i följd (R16a–c); ”säkert men obevisat”. Eleverna gör quizet *Vilka kort är gamla?* i par | 05 |
# | 21–28 | Hur en giv börjar: Mästaren och budgivningen (R4–R7); gränsen för en Mästare som har passat (R8) och vad motspelarna får spela ut (R16d, R16e), gruppövning E | 06 |
# | 28–32 | Hur den slutar: att ta segern och att betala (R17–R20), räkneexemplet på tavlan, gruppövning C | 07 |
# | 32–42 | Alla spelar giv 12 mot två spelare på nivån *enkel* | 09 |
# | 42–45 | Genomgång: vem sa spela, vem tog segern, vem spelade vidare, vem betalade? | resultaten på tavlan |
#
# ## En lektion på 90 minuter
#
# | minuter | aktivitet | material |
# | --- | --- | --- |
# | 0–8 | Historia, korten och platserna (R1–R3), med övningarna | 01, regelsidan |
# | 8–20 | Kombinationer och att slå (R9, R10), quizet *Vilka av de här slår?*, sedan gruppövning A | 02, 03 |
# | 20–30 | Ett stick (R11–R15) och dess övningar | 04 |
# | 30–45 | Gamla kort (R16a–c), gruppövning B, quizet *Vilka kort är gamla?* | 05, utdelningsbladet *Ett kort blir gammalt mitt i given* |
# | 45–55 | Budgivningen och Mästaren (R4–R8), vad motspelarna får spela ut (R16d, R16e), gruppövning E | 06 |
# | 55–60 | Paus | |
# | 60–68 | Att ta segern och poängräkning (R17–R20), gruppövningarna C och D | 07 |
# | 68–82 | En liten turnering: eleverna spelar i par givarna 1–3 mot nivån *enkel*, sedan giv 4 mot *expert*; skriv upp nettopoängen | 09 |
# | 82–90 | Slutprovet, sedan utdelningsbladen *Girighet straffas* och *Att spela vidare när det är säkert* att ta med hem | 10, utdelningsblad |
#
# ## Gruppövningar
#
# Grupper om tre, en elev per plats. Ge varje grupp ställningen; låt dem diskutera; ge sedan svaret. Varje svar nedan
# kontrolleras av paketet varje gång den här lektionen körs (den ihopfällda cellen efter det: den stoppar med ett fel
# om ett svar vore fel; `make test` kör den).
#
# **A. Slå eller kasta? (R10, R12, R13)** Väst spelar ut `S4 S5 S6`. Du har `S7 S8 S9 C2`; Öst har
# `M1 M2 M3 T5`. Vad spelar du, och sedan Öst?
#
# <details><summary>Svar</summary>
#
# Du måste slå (R12): `S7 S8 S9` slutar högre i samma färg (R10). Öst måste sedan slå din serie med `M1 M2 M3`: en
# serie i en högre färg slår varje lägre serie, vilka valörerna än är (R10). Öst vinner 3 fu (R14).
#
# </details>

# %% jupyter={"source_hidden": true}
from lukfu_teach import Play, figures, plays_in

lead = Play.parse("S4 S5 S6")
yours = [p for p in plays_in(parse_cards("S7 S8 S9 C2")) if p.beats(lead)]
assert [str(p) for p in yours] == ["S7 S8 S9"]  # du kan slå, alltså måste du, med den enda kombination du har som slår
easts = [p for p in plays_in(parse_cards("M1 M2 M3 T5")) if p.beats(yours[0])]
assert [str(p) for p in easts] == ["M1 M2 M3"]  # och Öst måste slå den
figures.beats([(yours[0], lead), (easts[0], yours[0])])

# %% [markdown]
# **B. Bevisa det (R16).** Hittills spelade med framsidan upp: `T9` (stick 1), `T8` och `M9` (stick 3). En plats har
# `T7 T6 T4 M8 M6 C1 S9`; den kastade `M7` med baksidan upp tidigare. Vilka av dess kort är gamla, och varför?
#
# <details><summary>Svar</summary>
#
# `T7` (R16b: T9 och T8 spelade med framsidan upp), `T6` (R16c: under det gamla T7), `M8` (R16b: M9 spelat med
# framsidan upp), `C1` Mau Gung och `S9` (R16a). Inte `T4` (var `T5` finns är inte känt). Inte `M6`: `M7` hamnade
# bland platsens egna kast med baksidan upp, som inte bevisar något, så `M6` är bara *säkert men obevisat* (R16).
#
# </details>

# %% jupyter={"source_hidden": true}
from lukfu_teach import CardSet, not_old, old_proofs

played = {parse_cards(c)[0]: trick for c, trick in {"T9": 1, "T8": 3, "M9": 3}.items()}
held, discarded = CardSet.parse("T7 T6 T4 M8 M6 C1 S9"), CardSet.parse("M7")
assert sorted(str(c) for c in old_proofs(held, played)) == ["C1", "M8", "S9", "T6", "T7"]
assert not_old(parse_cards("M6")[0], held, played, discarded).safe  # säkert men obevisat
figures.old("T7 T6 T4 M8 M6 C1 S9", played={"T9": 1, "T8": 3, "M9": 3}, discards="M7")

# %% [markdown]
# **C. Vem betalar? (R19, R20)** (1) Spelföraren tar segern med F = 7. (2) En motspelare tar segern med F = 6.
# (3) Korten tar slut; den som vann sista sticket har 5 fu. (4) Korten tar slut; den som vann sista sticket, en
# motspelare, har 8 fu.
#
# <details><summary>Svar</summary>
#
# (1) A = 2: varje motspelare betalar 2, spelföraren får 4. (2) A = 1: spelföraren ensam betalar 2, vinnaren får 2,
# den andra motspelaren betalar inget. (3) Oavgjort: ingen betalar (R18). (4) A = 3: spelföraren betalar 6,
# vinnaren får 6.
#
# </details>

# %% jupyter={"source_hidden": true}
from lukfu_teach import FU_TO_WIN, score

caller = 0  # plats 0 sa spela i varje fall; plats 1 vinner där en motspelare vinner
assert score(0, 7, caller) == (4, -2, -2)
assert score(1, 6, caller) == (-2, 2, 0)
assert 5 < FU_TO_WIN  # (3) fem fu när korten tar slut är oavgjort (R18)
assert score(1, 8, caller) == (-6, 6, 0)

# %% [markdown]
# **D. Ta segern eller spela vidare? (R17)** Du är spelförare, vid första utspelet, och har
# `S5 S6 S7 S8 S9 T1 T2 T3` och fyra låga kort. Ta segern nu, eller spela ut `T1 T2 T3` för en större seger?
#
# <details><summary>Svar</summary>
#
# `S5`–`S9` och Bak Chi är gamla (R16a–c): 0 fu + 6 = 6, så att ta segern nu ger säkra +2 (F = 6, A = 1 från varje
# motspelare). Om `T1 T2 T3` vinner är 3 fu + 5 gamla kort = 8 värt +6; men varje högre serie i Tior slår den (R10),
# och den som vinner sticket spelar ut före dig och får ta segern (R17), och då betalar du bådas andelar (R20).
# Expert-AI:n räknar ut att serien i genomsnitt är värd mindre än +2: ta segern. I exempelgiven *Girighet straffas*
# hade Väst `T4 T5 T6`: +2 blev −4. Visa det med givvisaren i lektion 07.
#
# </details>

# %% jupyter={"source_hidden": true}
from lukfu_teach import examples, explain

greed = examples.load("greed_punished")
first_lead = greed.steps()[0].deal  # handen i övning D: S5-S9, T1 T2 T3 och fyra låga kort
assert sorted(str(c) for c in first_lead.old_cards(0)) == ["S5", "S6", "S7", "S8", "S9", "T1"]
assert score(0, 6, caller=0) == (2, -1, -1) and score(0, 8, caller=0) == (6, -3, -3)
assert greed.result.net == (-4, 0, 4)
print(explain.move_sentence(first_lead.legal_moves.claim, first_lead, greed.seats))

# %% [markdown]
# **E. Vad får en Mästare som har passat spela ut? (R8, R16d)** Du är Mästaren och passade; Väst sa spela. Du har
# `C6 C9 S1 S2 S3 S4 S6 M3 M6 M9 T3 T6`. Räkna upp dina tillåtna utspel.
#
# <details><summary>Svar</summary>
#
# Singlar: bara `T3` och `T6`, de kort i Tior som inte är gamla, din högsta färg med ett kort som inte är gammalt
# (R16d; `C9` och `M9` är gamla och får vänta). Serier: `S1 S2 S3` och `S2 S3 S4`, aldrig serien på fyra (R8).
# Grupper: vilka tre som helst av sexorna, aldrig alla fyra (R8), och `S3 M3 T3`. Det här är det första utspelet i
# exempelgiven *Gränsen för en Mästare som har passat, och motspelarens utspel* (lektion 06).
#
# </details>

# %% jupyter={"source_hidden": true}
passed = examples.load("passed_master").steps()[2].deal  # de tre buden är gjorda: du står på tur att spela ut
assert {str(m) for m in passed.legal_moves} == {
    "0:lead:T3", "0:lead:T6", "0:lead:S1,S2,S3", "0:lead:S2,S3,S4",
    "0:lead:C6,S6,M6", "0:lead:C6,S6,T6", "0:lead:C6,M6,T6", "0:lead:S6,M6,T6",
    "0:lead:S3,M3,T3",
}  # fmt: skip
figures.moves(passed)

# %% [markdown]
# ## Klassrumsmaterialet
#
# - **Regelsidan**: R1–R20 med enkla ord och korten ritade, på en utskriven sida (A4 eller Letter). `make kit`
#   skriver den i `build/kit/`, på engelska och svenska, båda också med hög kontrast för en svartvit skrivare eller
#   en projektor; öppna en sida i en webbläsare och skriv ut den. Från Python:
#   `rulesheet.write("rules.html", lang="sv")` (`from lukfu_teach import rulesheet`).
# - **Ordlistan över namnen** nedan (också `docs/sv/names.md`): vad spelets namn betyder i våra regler, med de
#   kinesiska tecknen och romaniseringarna bara där en publicerad källa anger dem, och källorna. `make kit` lägger
#   den i klassrumsmaterialet, på båda språken.

# %%
from pathlib import Path
import tempfile

from lukfu_teach import rulesheet

kit = Path(tempfile.mkdtemp(prefix="lukfu_kit_"))  # eller Path("kit"), bredvid den här lektionen
for lang in ("en", "sv"):
    rulesheet.write(kit / f"luk-fu-rules-{lang}.html", lang)
print(sorted(path.name for path in kit.iterdir()))

# %% [markdown]
# ### Namn i Luk Fu
#
# | namn | i våra regler | tecken och romanisering, som källorna anger dem |
# | --- | --- | --- |
# | **Luk Fu** | spelet: tre spelare, en giv | 六虎, ”sex tigrar” [1, 2]. *Luk* är sex; tigrarna är osäkra: Smith och Senst läser *fu* som en poängenhet, och påpekar att ordet på hakka för antalet kort som har vunnit stick låter som ordet för tiger [1]. |
# | **fu** | korten i en plats egna vinnande kombinationer (R14); sex vinner (R17) | Sung kallar antalen *luk fu* (6), *tid fu* (7), *bad fu* (8), *giu fu* (9), *sip fu* (10) [3c]; inga tecken anges. |
# | **hakka** | folket som spelet kommer från | Sung kallar kortleken *Hak Ga Pai*, hakkakort [3a]; inga tecken i texten vi läste. |
# | **Mynt** (C) | den lägsta färgen (R1) | kortlekar med penningfärger: *tong* 銅 (kopparmynt) eller *bing* 餅 (silverkaka) [5]. Sungs hakkanamn på den lägsta färgen: *Ten* [3a]. |
# | **Snören** (S) | den näst lägsta färgen | *suo* 索 (snören med mynt) eller *tiao* 條 [5]. Sungs andra färg nerifrån: *Sop* [3a]. |
# | **Myriader** (M) | den tredje färgen | *wan* 萬, tiotusen [5]. Sungs tredje färg nerifrån: *Gon* [3a]. |
# | **Tior** (T) | den högsta färgen | *shi* 十, tio, kort för tiotals myriader (*shi wan guan* 十萬貫) [4b, 5]. Sungs högsta färg: *Sip* [3a]. |
# | **Mau Gung** | `C1`, ettan i Mynt (R2, R10a, R16a) | namnet i Tsois nedtecknade regler, som våra regler bygger på; vi har inte hittat någon publicerad källa som anger dess tecken, så inga anges. I Sungs kortlek är ettorna i den lägsta och i den högsta färgen tryckta i rött, bland de starka korten [3a]. |
# | **Bak Chi** | `T1`, ettan i Tior (R2, R10a, R16a) | som Mau Gung: namnet i Tsois nedtecknade regler; ingen källa hittad för dess tecken. |
# | **gammalt kort** | ett kort som den som har det kan bevisa att ingen kan slå när det spelas ut som singel (R16) | Sung: de rödtryckta starka korten kallas *Lao Sui Pai*, ”gamla, åldrade kort” [3a]; ”åldrade kort, *lao sui*-kort” [4a]; inga tecken i texterna vi läste. I de beskrivningarna är de gamla korten bestämda, tryckta kort; i våra regler blir ett kort gammalt genom bevis (R16b, R16c). |
# | **spela / passa** (buden) | R5 | i Sungs spel för fyra säger en plats *Tsoh* för att spela och *Um Tsoh* för att passa [3d]. |
# | **kasta med baksidan upp** | R13 | Sung: att kasta bort ett kort med baksidan upp heter *Pug Pai* [3b]. |
#
# Källor (titlarna står som källorna skriver dem, på engelska):
#
# 1. Anthony Smith och Günther Senst (1996), den publicerade artikeln om Luk Fu, i den reviderade webbversionen
#    ”Luk Fu (六虎)” (med uppgifter från Dylan W. H. Sung och The Suffocated), läst på
#    <https://gamesitereviews.biz/guides/202401/luk-fu-liu-hu-multi-trick-group/>. Den berättar hur Kim Tsoi
#    förklarade spelet för tre spelare för Anthony Smith 1993.
# 2. The Suffocated och Wong Siu Fat (2011), ”Rules of Luk Fu, a Hakka card game”,
#    <https://aloneinthefart.blogspot.com/2011/01/rules-of-luk-fu-hakka-card-game.html>.
# 3. Dylan W. H. Sung (1996): (a) ”Hak Ga Pai: Hakka Luk Fu Playing Cards”,
#    <http://dylansung.tripod.com/sapienti/hakgapai.htm>; (b) ”How to play”,
#    <https://dylansung.tripod.com/sapienti/howtplay.htm>; (c) ”Scoring for Hakka Luk Fu Playing Cards”,
#    <http://dylansung.tripod.com/sapienti/hakscore.htm>; (d) ”An Example of a Luk Fu Pai Game”,
#    <https://dylansung.tripod.com/sapienti/hakgame.htm>.
# 4. Steve P:s samling av spelkort: (a) ”Luk Fu / Six Tigers 1 (Hong Shi Factory, China)”,
#    <https://steve-p.org/cards/LukF.html>; (b) ”Chinese money-suited cards”, <https://steve-p.org/cards/ChM3.html>.
# 5. ”Chinese Money-Suited Playing Cards”, The Mahjong Tile Set,
#    <https://www.themahjongtileset.co.uk/money-suited-playing-cards/>.

# %% [markdown]
# ## Att skriva ut utdelningsblad
#
# Varje givprotokoll kan bli en sida att skriva ut: händerna som de gavs, varje stick ritat, kommentarerna och AI:ns
# skäl, varje gammalt kort med sitt bevis (verktygstips skrivs inte ut, så bevisen står utskrivna) och resultatet.
# Från en terminal:
#
# ```sh
# lukfu-teach export min_giv.json --html min_giv.html --lang sv      # lägg till --theme contrast för en projektor
# ```
#
# Öppna sidan i en webbläsare och skriv ut den; varje stick hålls på samma sida. Exempelgivarna ligger i paketet;
# `examples.path(name)` ger filen att ge till `lukfu-teach`. Från Python gör `handout.write` samma sak. Här skrivs
# varje exempel, på svenska, till en mapp som du väljer:

# %%
import tempfile
from pathlib import Path

from lukfu_teach import examples, explain, handout
from lukfu_teach.i18n import _, ngettext

folder = Path(tempfile.mkdtemp(prefix="lukfu_handouts_"))  # eller Path("handouts"), bredvid den här lektionen
for name in examples.names():
    handout.write(examples.load(name), folder / f"{name}.html")
written = len(list(folder.glob("*.html")))
print(ngettext("{n} handout written, e.g. {example}", "{n} handouts written, e.g. {example}", written,
               example="greed_punished.html"))

# %% [markdown]
# **En ställning som övning.** Ett protokoll kan sluta var som helst; dess utdelningsblad slutar då med *Din tur att
# tänka* och ställningen, med händerna ritade. Klipp av ett exempel före dess avgörande drag:

# %%
import dataclasses

record = examples.load("greed_punished")
exercise = dataclasses.replace(record, moves=(), result=None, title=_("Claim or play on?"))
handout.write(exercise, folder / "exercise_claim_or_play_on.html")
print(_("The handout stops at: {status}.", status=explain.status(exercise.deal())))

# %% [markdown]
# Elevernas egna givar fungerar likadant: när en giv är slut skriver spelbordets **Spara protokoll** en
# protokollfil, färdig för `lukfu-teach export`.
#
# ## En klassrumsapp: `make classroom`
#
# Lektionerna 00–10 fungerar som webbsidor, på engelska och på svenska: texten, widgetarna och övningarna, ingen kod.
# Från projektmappen, på datorn som betjänar klassen:
#
# ```sh
# make classroom
# ```
#
# Den skriver ut adressen som eleverna öppnar, den här datorns adress i nätverket, t.ex. `http://192.168.1.23:8866/`:
# en sida som listar lektionerna efter titel, med de svenska lektionerna under `sv/`. Skriv den på tavlan tillsammans
# med **klassens lösenord**, som den också skriver ut; för spelbordet ensamt, lägg till
# `voila/render/sv/09_play_against_the_ai.ipynb` efter adressen. `HOST` och `PORT` väljer en annan adress, t.ex.
# `HOST=127.0.0.1 PORT=9000 make classroom` för att pröva på din egen dator bara. Första gången skriver den också ut
# **ditt lärarlösenord**, en gång: anteckna det (`lukfu-teach class password` sätter ett annat).
#
# - **Varje flik är en egen giv**, som körs av en egen Python-process på servern (cirka 60 MB var). Samma slumpfrö
#   ger samma kort i varje flik, så hela klassen kan spela giv 7 och jämföra.
# - **Den som kommer köar**: sidorna förbereds några i taget, i den ordning de begärdes, så att de första eleverna
#   spelar medan de andra väntar några sekunder. En sida som inte kunde förberedas säger det.
# - **När en flik stängs frigörs dess process** direkt; processen för en sida som lämnats utan att stängas (en
#   bärbar dator som har somnat) stoppas efter en minut eller två utan aktivitet. En öppen sida stoppas aldrig.
# - **Högst 40 lektioner är öppna samtidigt**; nästa elev får se att klassrumsservern är full. Sätt
#   `LUKFU_MAX_KERNELS` för en annan gräns, och ge en stor klass en större dator: att förbereda ett spelbord tar
#   ungefär två sekunder av en processorkärna.
# - **Inget hämtas från internet**: ett klassrumsnätverk utan internetåtkomst räcker.
# - **Eleverna med namn**: den första sidan frågar efter elevens namn och klassens lösenord, en gång; sedan känner
#   varje lektionssida i den webbläsaren till dem. Ett namn kan bara tas en gång (en andra ”Anna” lägger till en
#   bokstav ur sitt efternamn); en elev som byter dator ber dig att **låta eleven logga in igen** (på elevens sida,
#   nedan).
# - **Framsteg som finns kvar**: varje svar sparas på servern när det ges, gemensamt för alla elevens sidor:
#   lektion 10 ser lektion 03, och en omladdning, en stängd flik eller en server som stoppas mitt i lektionen
#   förlorar inget som har besvarats (`classroom-data/class.sqlite3`). Om servern försvinner säger en öppen sida det
#   på en rad och fortsätter av sig själv när den är tillbaka (eller efter en omladdning).
# - **Din vy över klassen**: öppna `/class/teacher` efter adressen (med ditt lärarlösenord): klassen, uppdaterad med
#   några sekunders mellanrum, med varje elevs gjorda övningar och stjärnor per lektion, poängen på provet och de
#   spelade givarna; för varje regel andelen övningar som klassen klarade på första försöket, och varje övnings
#   vanligaste felsvar (det som behöver tas upp igen); en enskild elevs svar; **Ladda ner CSV** (också
#   `lukfu-teach class export class.csv`); nollställ en elev. Eleverna ser aldrig vyn, och inte heller lösenorden.
#
# Vem som helst i nätverket kan öppna sidorna medan servern kör: använd den i ett klassrumsnätverk, och stoppa den
# (<kbd>Ctrl</kbd>+<kbd>C</kbd>) efter lektionen. Inställningarna finns i `classroom/config/voila.py`; för att se
# hur många elever en dator klarar simulerar `.venv/bin/python benchmarks/classroom.py --students 20` en klass som
# öppnar spelbordet i samma ögonblick. `docs/classroom.md` berättar allt.
#
# ## JupyterHub: flera klasser, eller fler elever än en dator klarar
#
# En skola med en egen JupyterHub (The Littlest JupyterHub på en server, Zero to JupyterHub på Kubernetes) kör
# samma lektioner, samma klassregister och samma vy över klassen: inloggningen i hubben ger varje elevs namn, varje
# elev får en egen server som visar lektionerna som appar, servrar som inte används stoppas, och din vy finns på
# `/services/lukfu-class/teacher` (för hubbens administratörer och dess grupp `teachers`). Inställningarna finns i
# `classroom/jupyterhub_config.py` (en dator, att pröva med: ett klasslösenord för eleverna, ett lärarlösenord för
# dig); `docs/classroom.md` har recepten för båda slagen av hubb. På en dator körs alla elever som en och samma
# systemanvändare: för verklig isolering behövs en användare per elev (The Littlest JupyterHub) eller en container
# (Zero to JupyterHub).

# %% [markdown]
# ## Ett klassrum utan något att installera: kursen som webbplats
#
# Hela kursen fungerar också i en webbläsare, med Python inräknat
# ([JupyterLite](https://jupyterlite.readthedocs.io)): eleverna installerar inget, och datorn som tillhandahåller
# webbplatsen lämnar bara ut filer. Varje cell körs i elevens egen webbläsarflik.
#
# - **Bygg den en gång**, i projektmappen (behöver `npm` utöver Python och `make`; den hämtar paket bara från PyPI och
#   npm): `make site` skriver webbplatsen till `build/site/`.
# - **På ett webbhotell**: kopiera innehållet i `build/site/` till vilket statiskt webbhotell som helst, t.ex. GitHub
#   Pages, och ge eleverna adressen.
# - **Från din bärbara dator i klassens nätverk**, utan internet i rummet: `python -m http.server 8000 -d
#   build/site`, och eleverna öppnar `http://DIN-ADRESS:8000`. Stoppa den med <kbd>Ctrl</kbd>+<kbd>C</kbd> efter
#   lektionen. Att öppna `index.html` direkt från mappen eller ett USB-minne (`file://`) fungerar inte: servera den
#   alltid.
# - **Vad eleverna ser**: adressen öppnar en sida som listar lektionerna 00–10 efter titel (`sv/` för de svenska).
#   Varje lektion öppnas som en app: den kör av sig själv, utan kod, menyer eller filbläddrare; Python startar i
#   fliken (några sekunder), sedan svarar widgetarna. En länk öppnar en enda lektion direkt:
#   `ADRESS/voici/render/sv/09_play_against_the_ai.html`. Samma sida länkar till kursen i JupyterLab, med koden, för
#   den som vill se den (där väljer man först *Run → Run All Cells*). Alla adresser står i `docs/site.md`.
# - `11_inside_the_ai` finns inte på webbplatsen: dess diagram behöver matplotlib, som inte fungerar i en webbläsare;
#   visa den från JupyterLab.
# - **Att spara**: en elevs övningar och poäng sparas i den webbläsaren på den datorn, till nästa besök (en annan
#   webbläsare eller dator börjar från början; att rensa webbläsarens data eller ett privat fönster förlorar dem).
#   För att lämna in dem: **Ladda ner mina framsteg** på lektionssidan (`lukfu_progress.json`), som du lägger till
#   klassen i din vy över klassen (**Importera en fil med framsteg**) eller med
#   `lukfu-teach class import lukfu_progress.json --name "Anna B"`; **Spara protokoll** vid spelbordet laddar ner
#   given. I JupyterLab sparar *File → Save* en lektion på samma sätt; högerklicka på en fil i filbläddraren →
#   *Download*.
# - **På en vanlig `http://`-adress i klassens nätverk** låter webbläsaren inte webbplatsen spara något: lektionerna
#   fungerar, men övningar och sparade lektioner finns bara kvar medan sidan är öppen (och kod kan inte skriva i
#   JupyterLabs filbläddrare). Ge eleverna nedladdningarna ovan, eller använd en `https://`-adress (GitHub Pages).

# %% [markdown]
# ## Nästa steg
#
# Förbered dina egna kommenterade givar: spela en i [**09 · Spela mot AI:n**](09_play_against_the_ai.ipynb), spara
# den, lägg till `note` vid dragen i JSON-filen (formatet beskrivs i `docs/format.md`), kontrollera den med
# `lukfu-teach check` och skriv ut den. Eller gå tillbaka till [**00 · Börja här**](00_borja_har.ipynb) och gå igenom
# kursen som dina elever kommer att göra.
