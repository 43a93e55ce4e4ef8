# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 11 · AI:n inifrån
#
# **I den här lektionen** ser du hur de tre datorspelarna bestämmer sig: *slumpvis* (`random`), *enkel* (`basic`,
# tumregler) och *expert* (`expert`), som föreställer sig de kort den inte kan se, läser av vad de andra platsernas
# bud, kast (R12) och utspel (R16d) avslöjar, och spelar igenom varje alternativ tusen gånger. Sedan prövar du den
# som du skulle pröva en väderprognos: när den säger ”vinner 70 %”, vinner den då 70 % av gångerna? Och hur mycket
# vinner den mot de andra? Cirka 20 minuter.
#
# ## Tre spelare, en fråga
#
# Varje AI får exakt det som dess plats kan se, en `SeatView` (R15), och lämnar tillbaka ett `Decision`: draget,
# skälen i ord och de drag den övervägde. Här är du spelförare mitt i given *Oavgjort*: du har 3 fu, Öst 1, och du
# står på tur att spela ut. Vad gör varje nivå?

# %%
import json
import random
import statistics
from pathlib import Path

import matplotlib.pyplot as plt

from lukfu_teach import Play, examples, explain, set_language
from lukfu_teach.ai import LEVELS, make_player, play_deal
from lukfu_teach.figures import chart
from lukfu_teach.i18n import _, and_list, number
from lukfu_teach.terms import level_name

set_language("sv")  # allt som paketet visar, på svenska
position = examples.load("draw").steps()[6].deal  # du står på tur att spela ut i tredje sticket
view = position.view(0)  # det som plats 0 ser, och inget annat
print(_("You hold {cards} with {fu} fu.", cards=" ".join(str(card) for card in position.hand(0)), fu=position.fu[0]))

for level in LEVELS:
    decision = make_player(level, seed=1).decide(view)
    print()
    print(_("{level}: {move}", level=level_name(level), move=explain.move_text(decision.move)))
    print(f"  {decision.summary}")
    for reason in decision.reasons:
        print(f"    - {reason}")

# %% [markdown]
# - **slumpvis** väljer på måfå bland de tillåtna dragen, alla lika gärna: en måttstock, inte en motståndare.
# - **enkel** följer tumregler som en nybörjare kan lära sig: ta segern så snart du kan; spela ut din längsta
#   kombination; slå så billigt som möjligt; kasta dina lägsta kort; säg spela med fem styrkepoäng. Här spelar den ut
#   sin grupp av tvåor, `C2 S2 M2`.
# - **expert** väger varje rimligt drag genom *simulering*. Den spelar ut `C7` i stället: Mynt 7 är gammalt, så ingen
#   kan slå det, och i de givar den föreställde sig vinner det här given ungefär varannan gång, mot ungefär var
#   tredje gång för gruppen av tvåor.
#
# Varje nivå börjar med **en mening** med spelets ord, det avgörande faktumet eller planen: det är vad widgetarna
# visar först. De indragna raderna är *detaljerna*, när du ber om dem (knappen **Detaljer**, `--details` på
# kommandoraden): expertens uppskattningar, var och en med en felmarginal (± ett standardfel: den osäkerhet som kommer
# av att den bara föreställer sig 1 000 givar), och vad som kan slå dess kombination. Ett faktum om en dold hand sägs
# bara där det har betydelse för draget: när det visar att en plats som ännu inte har spelat inte kan ha en
# kombination som skulle slå den.
#
# ## Experten föreställer sig de dolda korten
#
# Din plats kan inte se de två andra händerna. Experten delar ut dem på måfå, många gånger, så att det stämmer med
# det den vet: hur många kort varje hand har, korten som har spelats, den egna handen och de egna kasten, och det
# som reglerna avslöjar. Här är idén i liten skala, vid första utspelet i *Girighet straffas*, där du har sex gamla
# kort och serien `T1 T2 T3`: hur ofta har Öst eller Väst en högre serie i Tior, det enda som slår `T1 T2 T3`?

# %%
first = examples.load("greed_punished").steps()[0].deal.view(0)
rng = random.Random(7)
unseen = list(first.unseen)  # en mängd kort: dess kort
lead = Play.parse("T1 T2 T3")
beaten = 0
for _imagined in range(1000):
    rng.shuffle(unseen)
    east, west = unseen[:12], unseen[12:24]
    beaten += lead.beatable_with(east) or lead.beatable_with(west)
print(_("{n} cards unseen. In {share:.0f}% of 1,000 imagined deals, East or West can beat T1 T2 T3.",
        n=len(unseen), share=beaten / 10))

# %% [markdown]
# Serien är alltså en chansning, medan de sex gamla korten ger segern direkt (R17). Experten väger båda, segern
# exakt och serien över de givar den själv föreställer sig, tillsammans med varje annat rimligt utspel:

# %%
decision = make_player("expert", seed=1).decide(first)
print(_("The expert: {move}", move=explain.move_text(decision.move)))
for alt in decision.alternatives:
    if alt.move == decision.move or alt.move.mask == lead.mask or alt.move.action == "claim":
        spread = f" ± {number(alt.margin, '.2f')}" if alt.margin else ""
        print(f"  {explain.move_text(alt.move):<38} {number(alt.expected_net, '+.2f')}{spread:<7} ({alt.note})")

# %% [markdown]
# Segern är värd +2 säkert; serien `T1 T2 T3` mindre i genomsnitt, eftersom någon alltför ofta har en högre serie.
# Dess bästa uppskattning är en tredje linje: att spela ut den gamla serien i Snören `S5 S6 S7 S8 S9` och spela vidare,
# en hårsmån över den säkra segern och väl inom felmarginalen (ungefär hälften av gångerna vinner den sedan med fler
# fu, men i ungefär en giv av tre vinner en annan plats först). Experten spelar den högre siffran, hur liten ledningen
# än är. Den gör mer än blandningen ovan. När de andra platsernas bud och drag tillåter det behåller den bara de
# tänkta givar där de skulle ha sagt spela eller passa och spelat precis så *om* de spelade efter tumreglerna: en
# plats som sa spela har en stark hand, en plats som kastade gjorde sig av med sina lägsta kort, en plats som spelade
# ut en låg singel hade ingen kombination. När deras spel alltför sällan stämmer med de reglerna kräver den det bara
# av deras bud och kast, eller fördelar korten jämnt över alla sätt som stämmer med det dess plats har sett; dess
# sista skäl säger vilket. Sedan spelar den varje tänkt giv till slut, en gång för varje drag den väger, de andra
# platserna efter tumreglerna och den själv efter samma regler utom att den spelar vidare från en seger så länge det
# ger fler fu, och räknar vad varje drag är värt.
#
# ## Ta segern nu, eller spela vidare?
#
# I *En grupp ettor slås bara av nior* har Väst (en motspelare) 3 fu och tre gamla kort: den kan ta segern med sex fu nu, säkra +2
# (R17, R19, R20). Den enkla spelaren tar segern. Experten väger att spela vidare:

# %%
record = examples.load("aces_and_nines")
west = record.steps()[3].deal.view(2)
decision = make_player("expert", seed=1, seats=record.seats).decide(west)
print(explain.move_text(decision.move))
print(f"  {decision.summary}")
for reason in decision.reasons:
    print(f"    - {reason}")
print()
for alt in decision.alternatives:
    spread = f" ± {number(alt.margin, '.2f')}" if alt.margin else ""
    wins = _("wins {share}", share=number(alt.win_rate, ".0%"))
    print(f"{explain.move_text(alt.move):<34} {number(alt.expected_net, '+.2f')}{spread:<7} {wins}   ({alt.note})")

# %%
fig, ax = plt.subplots(figsize=(7, 2.6))
labels = [explain.move_text(a.move) for a in decision.alternatives][::-1]
values = [a.expected_net for a in decision.alternatives][::-1]
margins = [2 * (a.margin or 0) for a in decision.alternatives][::-1]
ax.barh(labels, values, xerr=margins, capsize=4, color="#1d6b35")
ax.axvline(0, color="black", linewidth=0.8)
ax.set_xlabel(_("expected net points for West (bars: ± two standard errors)"))
ax.set_title(_("Aces and nines, West to lead: the expert's estimates"))
plt.tight_layout()
top_first = zip(labels[::-1], values[::-1])  # staplarna lästa uppifrån, i ordningen som skrivs ut ovan
bars = and_list(_("{what}: {value}", what=label, value=number(value, "+.2f")) for label, value in top_first)
chart(fig, _("Bar chart of the expert's estimates for West, in expected net points: {bars}.", bars=bars))

# %% [markdown]
# Att spela vidare är värt mer än den säkra segern här, med långt mer än felmarginalen: Väst sparar sina tre gamla
# kort till senare och spelar ut ett lågt kort i Myriader; i ungefär hälften av de tänkta givarna vinner den sedan med
# fler fu, och i de flesta av de övriga ändå med sex; i ungefär en giv av sex vinner en annan plats först. Experten
# spelar draget med den bästa uppskattningen, och inget drag som den visar har en högre: dess tips är alltid det bästa
# draget enligt siffrorna den visar. I sina tänkta givar spelar den också vidare från en seger, så länge det ger fler
# fu, i stället för att ta segern vid första tillfället som tumreglerna gör; annars skulle varje linje som sparar ett
# gammalt kort till senare se sämre ut än den är.
#
# Drag som lades bort tidigt är märkta: ett drag som lämnades efter 150 eller 400 tänkta givar (för att det låg
# klart efter, eller för att bara de få bästa gick vidare) vägdes inte på resten, så dess uppskattning är grövre.
#
# ## Vad kast och utspel avslöjar
#
# Reglerna läcker information, och experten använder den:
#
# - **R12:** en plats som kastade kunde inte slå den bästa kombinationen. Om Öst kastade på `T5` har Öst inga Tior
#   över 5.
# - **R16d:** en motspelare som spelade ut en singel i en färg hade bara gamla kort i varje högre färg.
#
# I *Ett kort blir gammalt mitt i given* spelade Öst ut Snören 6 som motspelare; nu spelar Väst ut Tior 4 och du
# ska svara:

# %%
record = examples.load("card_becomes_old")
decision = make_player("expert", seed=1).decide(record.steps()[7].deal.view(0))
print(explain.move_text(decision.move))
print(f"  {decision.summary}")
for reason in decision.reasons:
    print(f"    - {reason}")

# %% [markdown]
# Allt den säger är ett faktum från det som din plats har sett, eller en räkning över dess tänkta givar. Den tjuvtittar
# aldrig: ett test i paketet delar ut de kort som en plats inte kan se på nytt och kontrollerar att inget beslut och
# inget ord ändras; ett annat test prövar varje mening som någon nivå säger mot den verkliga given, över tusentals
# givar.
#
# ## Är dess odds ärliga?
#
# En meteorolog som säger ”70 % risk för regn” ska ha rätt ungefär 70 % av gångerna. Mätprogrammet `benchmarks/ai.py`
# prövar experten på samma sätt: det spelar tusentals givar med experten mot två spelare på nivån *enkel* (expertens
# plats roterar) och sorterar varje vinstchans som experten angav för draget den valde i fack, mot hur ofta den sedan
# vann den given. Siffrorna nedan mättes en gång och sparades bredvid mätprogrammet i `benchmarks/ai_figures.json`
# (filen anger kommandot); kör mätprogrammet för att mäta dem igen.

# %%
project = next(folder for folder in Path.cwd().resolve().parents if (folder / "benchmarks").is_dir())
figures = json.loads((project / "benchmarks" / "ai_figures.json").read_text(encoding="utf-8"))
calibration = figures["calibration"]
print(figures["command"])
print(_("{n:,} decisions; expected calibration error {ece:.3f}", n=calibration["decisions"], ece=calibration["ece"]))
print()
stated, decisions, said, happened = _("stated"), _("decisions"), _("said"), _("happened")
print(f"{stated:<12}{decisions:>10}{said:>8}{happened:>10}")
for b in calibration["bins"]:
    band = _("{low:.1f} to {high:.1f}", low=b["low"], high=b["high"])
    print(f"{band:<12}{number(b['decisions'], ','):>10}{number(b['stated'], '.0%'):>8}{number(b['happened'], '.0%'):>10}")

# %%
fig, ax = plt.subplots(figsize=(4.2, 4.2))
said = [b["stated"] for b in calibration["bins"]]
happened = [b["happened"] for b in calibration["bins"]]
sizes = [max(15, b["decisions"] / 8) for b in calibration["bins"]]
ax.plot([0, 1], [0, 1], color="#999999", linestyle="--", label=_("perfectly honest"))
ax.scatter(said, happened, s=sizes, color="#3b2a63", label=_("the expert (dot size: decisions)"))
ax.set_xlabel(_("win chance the expert stated"))
ax.set_ylabel(_("share of those deals it won"))
ax.set_title(_("Reliability diagram"))
ax.legend(loc="upper left", fontsize=8)
plt.tight_layout()
chart(fig, _("Reliability diagram: one dot for each band of the table above, at the win chance the expert stated "
             "(across) and the share of those deals it won (up), beside the dashed diagonal of a perfectly honest "
             "forecast; expected calibration error {ece:.3f}.", ece=calibration["ece"]))  # fmt: skip

# %% [markdown]
# Punkterna ligger nära diagonalen. Läs av två av dem, och det förväntade kalibreringsfelet, i sifferfilen:

# %%
big = [b for b in calibration["bins"] if b["decisions"] >= 40]
low, high = min(big, key=lambda b: abs(b["stated"] - 0.35)), min(big, key=lambda b: abs(b["stated"] - 0.85))
for b in (low, high):
    print(_("When the expert says about {stated:.0%}, it wins {happened:.0%} of the time.", stated=b["stated"],
            happened=b["happened"]))
print(_("Expected calibration error: {ece:.3f}, {points:.1f} points of a hundred.", ece=calibration["ece"],
        points=100 * calibration["ece"]))

# %% [markdown]
# Det *förväntade kalibreringsfelet* är det genomsnittliga avståndet från diagonalen, där varje fack vägs efter
# sina beslut. Där en punkt ligger lite ovanför linjen var experten lite för blygsam: den spelar då bättre än de
# tumregler som dess framåtblick antar; där den ligger lite under, lite för säker.
#
# ## Hur stark är den?
#
# Samma mätprogram låter varje nivå spela mot två kopior av en annan, med roterande platser, och redovisar
# nettopoängen i genomsnitt per giv med ett 95-procentigt konfidensintervall (det intervall som innehåller det sanna
# medelvärdet 19 gånger av 20):

# %%
level, against, deals, mean, wins = _("level"), _("against two"), _("deals"), _("mean net (95% interval)"), _("wins")
print(f"{level:<8}{against:<13}{deals:>7}   {mean:<26}{wins:>6}")
for row in figures["strength"]:
    net = row["net"]
    interval = _("{mean:+.2f} ({low:+.2f} to {high:+.2f})", mean=net["mean"], low=net["low"], high=net["high"])
    level, against = level_name(row["level"]), level_name(row["opponent"])
    print(f"{level:<8}{against:<13}{number(row['deals'], ','):>7}   {interval:<26}{number(row['win_rate'], '.0%'):>6}")

# %%
rows = figures["strength"]
fig, ax = plt.subplots(figsize=(7, 2.8))
labels = [_("{level} vs {opponent}", level=level_name(r["level"]), opponent=level_name(r["opponent"])) for r in rows][::-1]
means = [r["net"]["mean"] for r in rows][::-1]
errors = [(r["net"]["high"] - r["net"]["low"]) / 2 for r in rows][::-1]
ax.barh(labels, means, xerr=errors, capsize=4, color="#1d4f8c")
ax.axvline(0, color="black", linewidth=0.8)
ax.set_xlabel(_("mean net points a deal (95% interval)"))
plt.tight_layout()
top_first = zip(labels[::-1], means[::-1])  # staplarna lästa uppifrån, i ordningen som skrivs ut ovan
bars = and_list(_("{what}: {value}", what=label, value=number(mean, "+.2f")) for label, mean in top_first)
chart(fig, _("Bar chart of the mean net points a deal, with their 95% intervals: {bars}.", bars=bars))

# %%
against = {(r["level"], r["opponent"]): r for r in figures["strength"]}
basic = against[("expert", "basic")]
print(_("Against two basic players the expert nets {mean:+.2f} a deal, its 95% interval from {low:+.2f} to "
        "{high:+.2f}, and wins {rate:.0%} of its deals.", mean=basic["net"]["mean"], low=basic["net"]["low"],
        high=basic["net"]["high"], rate=basic["win_rate"]))

# %% [markdown]
# Poängen är ett nollsummespel (R20): det en plats vinner betalar de andra. Mot två spelare på nivån *slumpvis*
# vinner experten mer än mot spelare på nivån *enkel*; mot sig själv går den jämnt upp, som den måste. Spelaren på
# nivån *enkel* slår i sin tur spelare på nivån *slumpvis* men går bara jämnt upp mot sina egna. Att vinna ofta är
# inte målet; poängen är det: en seger är värd mer när vinnaren har fler fu.
#
# ## Hur granskningen bedömer din giv
#
# Efter en giv vid spelbordet (lektion 09) ber **Granska min giv** experten gå igenom dina beslut, vart och ett
# utifrån det som *din* plats kunde se i det ögonblicket, aldrig de dolda händerna. För varje beslut med mer än ett
# tillåtet drag (bud och segrar också) väger den draget du gjorde och de drag den själv skulle väga, alla i samma
# 500 tänkta givar, och säger vilket av dem som är bäst, hur många poäng ditt drag förlorade mot det, med en
# felmarginal (standardfelet för den förlusten, mätt giv för giv), och ett omdöme:
#
# | omdöme | förlusten i nettopoäng |
# | --- | --- |
# | bäst | ingen: ditt drag var det bästa av dem som vägdes |
# | bra | under 0,2, eller inte över två gånger sin felmarginal |
# | oprecist | 0,2 till under 0,6 |
# | misstag | 0,6 till under 1,5 |
# | grovt misstag | 1,5 eller mer |
#
# En förlust inom två gånger sin felmarginal är aldrig sämre än *bra*: de tänkta givarna kan inte skilja det draget
# från det bästa. Varje omdöme kommer med en mening om varför det bästa draget är bättre. De beslut som verkligen
# kostade poäng, misstag och grova misstag, *markeras*: spelbordet länkar vart och ett till sitt steg och ger dig det
# igen i **Försök igen**, och givvisaren markerar det. Bredvid varje markerat beslut står **efterhandsbilden**: vad
# ditt drag och det bästa fick i just den här given, med varje hand som den verkligen var och resten spelat vidare
# av experten. Det är bara efterklokhet: en giv säger lite om ett val som gjordes utan att se de andra händerna. (I
# *Ettor och nior* ovan förlorar till exempel att spela vidare med `M2` i just den given, fast det är det bättre
# valet från Västs plats.) Här är granskningen av en giv där plats 0 spelade slumpvis:

# %%
from lukfu_teach import review

played = play_deal(levels=("random", "expert", "expert"), seed=8)
print("\n".join(review(played, seat=0).lines(played.seats)))

# %% [markdown]
# Går det att lita på omdömena? `benchmarks/review.py` prövar dem på två sätt, mot mål: när den granskar
# expertens egna givar ska den kalla högst ett beslut av tjugo ett misstag eller ett grovt misstag; och en slumpvis
# spelares misstag och grova misstag ska hittas igen (minst som oprecisa drag) av en andra granskning med ett annat
# slumpfrö och fyra gånger så många tänkta givar, minst nio gånger av tio. En hel giv ska ta högst tre sekunder.
# Siffrorna mättes en gång och sparades bredvid mätprogrammet i `benchmarks/review_figures.json`:

# %%
measured = json.loads((project / "benchmarks" / "review_figures.json").read_text(encoding="utf-8"))
expert, again = measured["expert"], measured["random"]
print(measured["command"])
print(_("The expert's own decisions judged mistakes or blunders: {n} of {decisions} ({share:.1%}).",
        n=expert["mistakes_or_blunders"], decisions=expert["decisions"], share=expert["share"]))
print(_("A random player's mistakes and blunders found again: {n} of {total} ({share:.0%}).",
        n=again["found_again"], total=again["mistakes_or_blunders"], share=again["share"]))
for level, row in measured["time"].items():
    print(_("Reviewing a whole deal, seat 0 played at the level {level}: {median:.2f} s (median; at most "
            "{most:.2f} s).", level=level_name(level), median=row["median_s"], most=row["max_s"]))

# %% [markdown]
# Poängen är ett nollsummespel (R20): det en plats vinner betalar de andra. Mot två spelare på nivån *enkel* vinner
# experten ungefär nio tiondels poäng per giv, hela intervallet över +0,7; mot två spelare på nivån *slumpvis* mer än
# två poäng; mot sig själv går den jämnt upp, som den måste. Spelaren på nivån *enkel* slår i sin tur spelare på nivån
# *slumpvis* men går bara jämnt upp mot sina egna. Att vinna ofta är inte målet; poängen är det: experten vinner 40 %
# av sina givar mot spelare på nivån *enkel*, och en seger är värd mer när vinnaren har fler fu.
#
# ## Simuleringar: vad AI:erna lär oss om spelet
#
# `play_deal` spelar en hel giv med tre AI:er och lämnar tillbaka dess protokoll, varje AI-drag med sina skäl (så att
# du kan öppna det i givvisaren i lektion 08). För långa körningar finns kommandoraden:
# `lukfu-teach simulate --deals 1000 --levels expert,basic,random`.
#
# ### Vad är det värt att säga spela?
#
# Spelföraren får betalt av båda motspelarna, men betalar bådas andelar när en motspelare vinner (R20). 1 000 givar
# mellan tre spelare på nivån *enkel*, och 1 000 mellan tre slumpvisa (som säger spela eller passa på måfå):

# %%
deals = {level: [play_deal(levels=(level,) * 3, seed=number) for number in range(1000)] for level in ("basic", "random")}

for level, records in deals.items():
    caller_net, outcomes = [], {"caller": 0, "noncaller": 0, "draw": 0}
    for played in records:
        caller = (played.master + len(played.calls) - 1) % 3  # buden går runt med början hos Mästaren (R5)
        result = played.result
        caller_net.append(result.net[caller])
        outcomes["draw" if result.winner is None else "caller" if result.winner == caller else "noncaller"] += 1
    print(_("{level}: the caller nets {net:+.2f} a deal; the caller wins {caller:.0f}%, a noncaller {noncaller:.0f}%, "
            "drawn {draw:.0f}%", level=level_name(level), net=statistics.fmean(caller_net),
            caller=outcomes["caller"] / 10, noncaller=outcomes["noncaller"] / 10, draw=outcomes["draw"] / 10))

# %% [markdown]
# Nollsumma (R20): vad spelföraren än vinner netto i genomsnitt förlorar de två motspelarna tillsammans. Enkla
# spelare säger spela bara med en stark hand, och det lönar sig; slumpvisa spelare säger spela på måfå, och spelföraren, som
# betalar dubbelt när en motspelare vinner, förlorar.
#
# ### Med hur många fu vinns en giv?

# %%
fig, axes = plt.subplots(1, 2, figsize=(9, 3), sharey=True)
for ax, (level, records) in zip(axes, deals.items()):
    results = [played.result for played in records if played.result.winner is not None]
    claimed = [r.fu for r in results if r.by_claim]
    ran_out = [r.fu for r in results if not r.by_claim]
    ax.hist([claimed, ran_out], bins=[f - 0.5 for f in range(6, 14)], stacked=True, color=["#a3191d", "#1d4f8c"],
            label=[_("by a claim (R17)"), _("when the cards ran out (R18)")])
    ax.set_title(_("three {level} players: {claims} claims, {ends} at the end, {draws} draws", level=level_name(level),
                   claims=len(claimed), ends=len(ran_out), draws=1000 - len(results)), fontsize=9)
    ax.set_xlabel(_("F, the winner's fu"))
axes[0].set_ylabel(_("deals"))
axes[0].legend(fontsize=8)
plt.tight_layout()
display(chart(fig, _("Two histograms of F, the winner's fu, the wins by a claim (R17) at the bottom of each bar, "
                     "those when the cards ran out (R18) on top: {left}; {right}.", left=axes[0].get_title(),
                     right=axes[1].get_title())))  # fmt: skip
for level, records in deals.items():
    fus = [played.result.fu for played in records if played.result.winner is not None]
    print(_("{level}: median F {median:.0f}, largest {largest}", level=level_name(level), median=statistics.median(fus),
            largest=max(fus)))

# %% [markdown]
# Enkla spelare tar segern så snart de får, oftast med sex eller sju fu. Slumpvisa spelare missar ofta att ta segern
# och spelar vidare, så fler av deras givar går till slutet av korten eller blir oavgjorda. Stora segrar är sällsynta
# hur som helst, och därför måste ett försök att nå en (att spela vidare) vägas mot en säker liten.
#
# ## Övningar
#
# **1.** Varför är det i den första ställningen säkert att spela ut `C7`, men inte gruppen `C2 S2 M2`?
#
# <details><summary>Svar</summary>
#
# Mynt 7 är gammalt (R16b: Mynt 9 och Mynt 8 spelades med framsidan upp i stick 2), så ingen kan slå det när det
# spelas ut som singel: du vinner sticket, 1 fu, och får spela ut igen. En grupp tvåor slås av tre valfria kort av
# en och samma högre valör (R10), som Öst eller Väst mycket väl kan ha; då förlorar du utspelet och tre kort.
#
# </details>
#
# **2.** Ändra `seed=1` i den första cellen till andra tal. Ändras expertens val? Siffrorna?
#
# <details><summary>Svar</summary>
#
# Talen rör sig lite (de är medelvärden över slumpade tänkta givar: det är vad felmarginalen ± mäter), valet
# sällan: när två drag ligger inom några få felmarginaler från varandra kan olika slumpfrön välja vilket som helst av
# dem.
#
# </details>
#
# **3.** I kalibreringstabellen väntas ett fack med 100 beslut som säger 50 % variera med ungefär ±10 procentenheter
# (två standardfel för en andel: 2 × √(0,5 × 0,5 / 100)). Vilka fack varierar mer än deras storlek förklarar?
#
# <details><summary>Svar</summary>
#
# Jämför varje facks skillnad mellan ”sa” och ”hände” med 2 × √(p × (1 − p) / n), där p är den angivna andelen och
# n antalet beslut i facket. Stora fack bör ligga inom den; en skillnad som är mycket större än den skulle betyda att
# expertens odds inte stämmer där.
#
# </details>
#
# ## Nästa steg
#
# [**12 · Lärarhandledning**](12_teaching_guide.ipynb), om du undervisar. Eller gå tillbaka till [**09 · Spela mot
# AI:n**](09_play_against_the_ai.ipynb) och slå experten.
