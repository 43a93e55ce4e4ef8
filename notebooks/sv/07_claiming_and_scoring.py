# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 07 · Seger och poäng
#
# **I den här lektionen** lär du dig hur en giv slutar: när någon **tar segern** (R17), eller när korten tar slut
# (R18); vad en seger är värd (R19) och **vem som betalar vem** (R20). Sedan kommer spelets stora beslut: ta segern
# nu, eller spela vidare? Till sist övar du. Cirka 20 minuter.

# %% [markdown]
# ## Att ta segern (R17)
#
# När en plats står på tur att spela ut får den, före utspelet, **ta segern** om dess **fu plus antalet gamla kort
# på handen är minst sex**. Den lägger fram sina gamla kort med framsidan upp och vinner given med **F = fu + visade
# gamla kort**. Man får ta segern redan vid det allra första utspelet. Platsen kan i stället spela vidare för att få
# mer, med risken att en annan plats tar segern först.
#
# I *Spelföraren tar segern med gamla kort* vinner din serie stick 1 (3 fu), och det är din tur att spela ut igen.
# Din hand, med de gamla korten stämplade:

# %% jupyter={"source_hidden": true}
from lukfu_teach import examples, explain, render, set_language
from lukfu_teach.i18n import _, pick

set_language("sv")  # allt som paketet visar, på svenska
record = examples.load("caller_claims")
before_claim = record.steps()[-2].deal
display(render.hand(before_claim.hands[0], before_claim.old_cards(0)))
print(_("fu {fu} + Old cards {old}: you may claim.", fu=before_claim.fu[0], old=len(before_claim.old_cards(0))))
print(explain.move_sentence(before_claim.legal_moves.claim, before_claim, record.seats))

# %% [markdown]
# ## När korten tar slut (R18)
#
# Om ingen tar segern och händerna tar slut är det platsen som vann **sista sticket** som står på tur att spela ut,
# och den ensam kan vinna: med F = dess fu, **om de är sex eller fler**. Annars blir given **oavgjord**. Ingen annans
# fu räknas då.

# %% jupyter={"source_hidden": true}
for name in ["last_trick", "draw"]:
    ended = examples.load(name)
    end = ended.deal()
    winner = end.tricks[-1].winner
    who = explain.seat_name(winner, ended.seats)
    print(_("{title}: {seat} won the last trick with {fu} fu.", title=pick(ended.title), seat=who, fu=end.fu[winner]))
    print("  " + explain.result_sentence(end.result, end.caller, ended.seats))

# %% [markdown]
# I den oavgjorda given vann Väst sista sticket med 5 fu: färre än sex, så ingen vinner, hur många fu de andra än
# hade.
#
# ## Vad en seger är värd (R19), och vem som betalar (R20)
#
# En seger med F fu är värd **A = F − 5** poäng: sex fu ger 1 poäng, och varje fu därutöver ger en poäng till
# (R19).
#
# - Om **spelföraren** vinner, **betalar varje motspelare A**: spelföraren får 2A.
# - Om en **motspelare** vinner, **betalar spelföraren ensam 2A**, båda förlorarnas andelar; vinnaren får 2A och
#   den andra motspelaren betalar ingenting.
# - En oavgjord giv ger 0 till alla. Nettopoängen i en giv blir alltid noll tillsammans.
#
# Nettopoäng när du är spelförare (Du, Öst, Väst):
#
# | F | A | du vinner | Öst vinner |
# | --- | --- | --- | --- |
# | 6 | 1 | +2 −1 −1 | −2 +2 0 |
# | 7 | 2 | +4 −2 −2 | −4 +4 0 |
# | 8 | 3 | +6 −3 −3 | −6 +6 0 |
# | 9 | 4 | +8 −4 −4 | −8 +8 0 |

# %% jupyter={"source_hidden": true}
from lukfu_teach.scoring import score

# Tabellen ovan, kontrollerad mot paketets poängräkning (nbval kör cellen: en felaktig siffra ger ett fel).
for fu, you_win, east_wins in [(6, (2, -1, -1), (-2, 2, 0)), (7, (4, -2, -2), (-4, 4, 0)),
                               (8, (6, -3, -3), (-6, 6, 0)), (9, (8, -4, -4), (-8, 8, 0))]:  # fmt: skip
    assert score(0, fu, caller=0) == you_win and score(1, fu, caller=0) == east_wins

# %% [markdown]
# **Ett räkneexempel.** Väst har 4 fu och har `C1 T9 S3` på handen när det är Västs tur att spela ut: 4 + 2 gamla
# kort = 6, så Väst får ta segern med F = 6, värt A = 1. Om du är spelförare betalar du 2, Väst får 2 och Öst betalar
# ingenting: netto −2, 0, +2.
#
# Varje exempelgiv, med sitt resultat och uträkningen bakom det:

# %% jupyter={"source_hidden": true}
assert score(2, 6, caller=0) == (-2, 0, 2)  # räkneexemplet
for name in examples.names():
    ended = examples.load(name)
    print(_("{title:<52} {result}", title=pick(ended.title), result=explain.result_line(ended.result, ended.seats)))

# %% [markdown]
# ## Ta segern nu, eller spela vidare?
#
# I *Girighet straffas: att spela vidare i stället för att ta segern* har du sex gamla kort vid det allra första
# utspelet: du kan ta segern och säkra +2 innan ett enda kort har spelats. I stället spelar du vidare med
# `T1 T2 T3`, i hopp om att vinna 3 fu och ta segern med 8. Västs högre serie i Tior tar sticket, och Väst, som
# spelar ut härnäst, tar segern först. Givvisaren öppnar vid ditt beslut; tryck på **Nästa**.

# %% jupyter={"source_hidden": true}
from lukfu_teach.widgets import DealStepper

greed = examples.load("greed_punished")
stepper = DealStepper(greed, ai_level=None)
stepper.go(1)
stepper

# %% jupyter={"source_hidden": true}
decision = greed.steps()[0].deal
print(_("You could have claimed: {move}", move=explain.move_sentence(decision.legal_moves.claim, decision, greed.seats)))
print(_("What happened instead: {result}", result=explain.result_line(greed.result, greed.seats)))

# %% [markdown]
# Fråga dig innan du spelar vidare: ”Om mitt utspel blir slaget, kan vinnaren då ta segern?” Räkna dess fu och de
# gamla kort den kan ha.
#
# Lektion 11 visar hur expert-AI:n väger just detta.
#
# ## Din tur
#
# Spela ut eller ta segern? Vilka kort visar man när man tar segern, och vad är segern värd? Vem vinner när korten tar
# slut, och vem betalar vad? Varje övning ställer upp en situation och ber dig göra något: klicka på dina kort och
# tryck på **Rätta**, eller klicka på ditt svar. Svaret rättas direkt och förklaras med sin regel; blev det fel kan du
# trycka på **Försök igen**. Märkena överst visar hur det går (★ rätt på första försöket, ✓ löst). De sparas medan du
# arbetar: på klassens server, under ditt namn (din lärare ser dem); i JupyterLab eller på kurswebbplatsen, i en liten
# fil bredvid lektionen (`lukfu_progress.json`), så att du kan sluta och fortsätta senare.

# %% jupyter={"source_hidden": true}
from lukfu_teach import course
from lukfu_teach.widgets import DrillRecap, DrillSequence

DrillSequence(course.drills("07"), progress=course.progress())

# %% [markdown]
# ## Sammanfattning
#
# - Om **fu + gamla kort ≥ 6** vid ditt utspel får du **ta segern**: F = fu + visade gamla kort (R17). Eller spela
#   vidare, med risken att en annan plats tar segern först.
# - Korten tar slut: den som vann sista sticket vinner med sina fu, om de är sex eller fler; annars blir given
#   **oavgjord** (R18).
# - En seger är värd **A = F − 5** (R19).
# - Spelföraren vinner: varje motspelare betalar A. En motspelare vinner: spelföraren betalar **2A** ensam. Vinnaren
#   får alltid 2A; en oavgjord giv ger 0 (R20).
#
# Dina övningar hittills (★ rätt på första försöket, ✓ löst, ○ svaret visat), medan du svarar ovan.

# %% jupyter={"source_hidden": true}
DrillRecap(course.drills("07"), progress=course.progress())

# %% [markdown]
# ## Nästa steg
#
# Nu kan du alla regler. [**08 · Spela upp kommenterade givar**](08_replay_annotated_deals.ipynb) låter dig stega
# igenom hela biblioteket av exempelgivar, där var och en är gjord för att lära ut en sak.
