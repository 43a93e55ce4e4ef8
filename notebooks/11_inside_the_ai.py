# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 11 · Inside the AI
#
# **In this notebook** you see how the three computer players decide: `random`, `basic` (rules of thumb) and
# `expert`, which imagines the cards it cannot see, reads what the other seats' calls, discards (R12) and leads
# (R16d) reveal, and plays every choice out a thousand times. Then you check it as you would check a weather
# forecast: when it says "wins 70%", does it win 70% of the time? And how much does it win against the others?
# About 20 minutes.
#
# ## Three players, one question
#
# Every AI is handed exactly what its seat can see, a `SeatView` (R15), and returns a `Decision`: the move, the
# reasons in words, and the moves it weighed. Here you are the caller in the middle of the deal *A draw*: you have
# 3 fu, East 1, and you are to lead. What does each level do?

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

set_language("en")  # everything the package shows, in English
position = examples.load("draw").steps()[6].deal  # you are to lead the third trick
view = position.view(0)  # what seat 0 sees, and nothing more
print(_("You hold {cards} with {fu} fu.", cards=" ".join(str(card) for card in position.hand(0)), fu=position.fu[0]))

for level in LEVELS:
    decision = make_player(level, seed=1).decide(view)
    print()
    print(_("{level}: {move}", level=level_name(level), move=explain.move_text(decision.move)))
    print(f"  {decision.summary}")
    for reason in decision.reasons:
        print(f"    - {reason}")

# %% [markdown]
# - **random** picks uniformly among the legal moves: a yardstick, not an opponent.
# - **basic** follows rules of thumb a beginner can learn: claim as soon as you can; lead your longest combination;
#   beat as cheaply as possible; discard your lowest cards; call with five strong points. Here it leads its set of
#   twos, `C2 S2 M2`.
# - **expert** weighs every sensible move by *simulation*. It leads `C7` instead: Coins 7 is Old, so nobody can beat
#   it, and in the deals it imagined this wins the deal about half the time, against about a third for the set of
#   twos.
#
# Every level leads with **one sentence** in the game's words, the decisive fact or the plan: that is what the
# widgets show first. The indented lines are the *details*, on request (the **Details** toggle, `--details` on
# the command line): the expert's estimates, each with a margin (± one standard error: the wobble that comes from
# imagining only 1,000 deals), and what can beat its play. A fact about a hidden hand is said only where it bears
# on the move: when it shows that a seat still to play cannot hold a play that would beat it.
#
# ## The expert imagines the hidden cards
#
# Your seat cannot see the other two hands. The expert deals them out at random, many times, consistent with what it
# knows: the hand sizes, the cards played, its own hand and discards, and what the rules reveal. Here is the idea in
# miniature, at the first lead of *Greed punished*, where you hold six Old cards and the run `T1 T2 T3`: how often
# does East or West hold a higher Tens run, the one thing that beats `T1 T2 T3`?

# %%
first = examples.load("greed_punished").steps()[0].deal.view(0)
rng = random.Random(7)
unseen = list(first.unseen)  # a card set: its cards
lead = Play.parse("T1 T2 T3")
beaten = 0
for _imagined in range(1000):
    rng.shuffle(unseen)
    east, west = unseen[:12], unseen[12:24]
    beaten += lead.beatable_with(east) or lead.beatable_with(west)
print(_("{n} cards unseen. In {share:.0f}% of 1,000 imagined deals, East or West can beat T1 T2 T3.",
        n=len(unseen), share=beaten / 10))

# %% [markdown]
# So the run is a gamble, while the six Old cards can be claimed at once (R17). The expert weighs both, the claim
# exactly and the run over its own imagined deals, with every other sensible lead:

# %%
decision = make_player("expert", seed=1).decide(first)
print(_("The expert: {move}", move=explain.move_text(decision.move)))
for alt in decision.alternatives:
    if alt.move == decision.move or alt.move.mask == lead.mask or alt.move.action == "claim":
        spread = f" ± {number(alt.margin, '.2f')}" if alt.margin else ""
        print(f"  {explain.move_text(alt.move):<38} {number(alt.expected_net, '+.2f')}{spread:<7} ({alt.note})")

# %% [markdown]
# The claim is worth +2 for sure; the run `T1 T2 T3` less on average, because too often someone holds a higher run.
# Its best estimate is a third line: leading the Old Strings run `S5 S6 S7 S8 S9` and playing on, a hair above the
# sure claim and well within its margin (about half the time it then wins with more fu, but about one deal in three
# another seat wins first). The expert plays the higher figure, however small the lead. It does more than the
# shuffle above. When the other seats' calls and moves allow it, it keeps only imagined
# deals in which they would have made exactly those calls and moves *if* they played by the rules of thumb: a seat
# that called play holds a strong hand, a seat that discarded threw away its lowest cards, a seat that led a low
# single held no combination. When their play fits those rules too rarely, it asks that only of their calls and
# discards, or deals evenly among all the ways that fit what its seat saw; its last reason says which. Then it
# plays each imagined deal to the end, once for each move it weighs, the other seats by the rules of thumb and
# itself by the same rules except that it plays on from a claim while that adds fu, and counts what each move is
# worth.
#
# ## Claim now, or play on?
#
# In *Aces and nines*, West (a noncaller) has 3 fu and three Old cards: it may claim six fu now, a sure +2 (R17,
# R19, R20). The basic player claims. The expert weighs playing on:

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
top_first = zip(labels[::-1], values[::-1])  # the bars read from the top, in the order printed above
bars = and_list(_("{what}: {value}", what=label, value=number(value, "+.2f")) for label, value in top_first)
chart(fig, _("Bar chart of the expert's estimates for West, in expected net points: {bars}.", bars=bars))

# %% [markdown]
# Playing on is worth more than the sure claim here, by far more than the margin: West keeps its three Old cards for
# later and leads a low Myriads card; in about half of the imagined deals it then wins with more fu, and in most of
# the rest still with six; in about one deal in six another seat wins first. The expert plays the move with the
# best estimate, and no move it shows has a higher one: its hint is always the best move by the figures it shows.
# In its imagined deals it plays on from a claim too, while that adds fu, instead of claiming at the first chance as
# the rules of thumb do; otherwise every line that keeps an Old card for later would look worse than it is.
#
# Moves dropped early are labelled: a move left behind after 150 or 400 imagined deals (because it trailed clearly,
# or because only the best few went on) was not weighed on the rest, so its estimate is rougher.
#
# ## What discards and leads reveal
#
# The rules leak information, and the expert uses it:
#
# - **R12:** a seat that discarded could not beat the best play. If East discarded on `T5`, East holds no Tens
#   above 5.
# - **R16d:** a noncaller that led a single from one suit had only Old cards in every higher suit.
#
# In *A card becomes Old mid-deal*, East led Strings 6 as a noncaller; now West leads Tens 4 and you answer:

# %%
record = examples.load("card_becomes_old")
decision = make_player("expert", seed=1).decide(record.steps()[7].deal.view(0))
print(explain.move_text(decision.move))
print(f"  {decision.summary}")
for reason in decision.reasons:
    print(f"    - {reason}")

# %% [markdown]
# Everything it says is a fact from what your seat saw, or a count over its imagined deals. It never peeks: a test in
# the package deals the cards a seat cannot see again and checks that no decision and no word changes; another test
# checks every sentence any level says against the true deal, thousands of deals long.
#
# ## Are its odds honest?
#
# A forecaster who says "70% rain" should be right about 70% of the time. The benchmark `benchmarks/ai.py` checks
# the expert the same way: it plays thousands of deals of the expert against two basic players (the expert's seat
# rotating), and sorts every win chance the expert stated for the move it chose into bins, against how often it then
# won that deal. The figures below were measured once and saved beside the benchmark in
# `benchmarks/ai_figures.json` (it records the command); run the benchmark to measure them again.

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
# The dots lie close to the diagonal. Read two of them, and the expected calibration error, from the figures file:

# %%
big = [b for b in calibration["bins"] if b["decisions"] >= 40]
low, high = min(big, key=lambda b: abs(b["stated"] - 0.35)), min(big, key=lambda b: abs(b["stated"] - 0.85))
for b in (low, high):
    print(_("When the expert says about {stated:.0%}, it wins {happened:.0%} of the time.", stated=b["stated"],
            happened=b["happened"]))
print(_("Expected calibration error: {ece:.3f}, {points:.1f} points of a hundred.", ece=calibration["ece"],
        points=100 * calibration["ece"]))

# %% [markdown]
# The *expected calibration error* is the average distance from the diagonal, each bin weighted by its decisions.
# Where a dot sits a little above the line, the expert was slightly too modest: it then plays better than the
# rules of thumb its look-ahead assumes; where it sits a little below, slightly too sure.
#
# ## How strong is it?
#
# The same benchmark plays each level against two copies of another, seats rotating, and reports the mean net points
# a deal with a 95% interval (the range that holds the true mean 19 times in 20):

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
top_first = zip(labels[::-1], means[::-1])  # the bars read from the top, in the order printed above
bars = and_list(_("{what}: {value}", what=label, value=number(mean, "+.2f")) for label, mean in top_first)
chart(fig, _("Bar chart of the mean net points a deal, with their 95% intervals: {bars}.", bars=bars))

# %%
against = {(r["level"], r["opponent"]): r for r in figures["strength"]}
basic = against[("expert", "basic")]
print(_("Against two basic players the expert nets {mean:+.2f} a deal, its 95% interval from {low:+.2f} to "
        "{high:+.2f}, and wins {rate:.0%} of its deals.", mean=basic["net"]["mean"], low=basic["net"]["low"],
        high=basic["net"]["high"], rate=basic["win_rate"]))

# %% [markdown]
# Points are zero-sum (R20): what one seat wins, the others pay. Against two random players the expert wins more
# than against basic ones; against itself it breaks even, as it must. The basic player, in turn, beats random
# players but only breaks even against its own kind. Winning often is not the goal; points are: a win is worth
# more when the winner has more fu.
#
# ## How the review judges your deal
#
# After a deal at the play table (lesson 09), **Review my deal** asks the expert to go through your decisions, each
# one from what *your* seat could see at that moment, never the hidden hands. For every decision with more than one
# legal move (calls and claims included) it weighs the move you made and the moves it would weigh, all in the same
# 500 imagined deals, and reports the best of them, how many points your move lost against it, with a margin (the
# standard error of that loss, measured deal by deal), and a verdict:
#
# | verdict | the loss in net points |
# | --- | --- |
# | best | none: your move was the best one weighed |
# | good | under 0.2, or not above twice its margin |
# | inaccuracy | 0.2 to under 0.6 |
# | mistake | 0.6 to under 1.5 |
# | blunder | 1.5 or more |
#
# A loss within twice its margin is never worse than *good*: the imagined deals cannot tell that move from the
# best. Each verdict comes with one sentence on why the best move is better. The decisions that really cost points,
# mistakes and blunders, are *flagged*: the play table links each to its step and offers it again in **Try again**,
# and the stepper marks it. Beside each flagged decision stands the **hindsight**: what your move and the best one scored in this very deal, every hand as it really was, the rest
# played on by the expert. It is only hindsight: one deal says little about a choice made without seeing the other
# hands. (In *Aces and nines* above, for instance, playing on with `M2` happens to lose in that very deal, though it
# is the better bet from West's seat.) Here is the review of a deal in which seat 0 played at random:

# %%
from lukfu_teach import review

played = play_deal(levels=("random", "expert", "expert"), seed=8)
print("\n".join(review(played, seat=0).lines(played.seats)))

# %% [markdown]
# Are the verdicts to be trusted? `benchmarks/review.py` checks them two ways, against targets: reviewing the
# expert's own deals, it should call at most one decision in twenty a mistake or a blunder; and a random player's
# mistakes and blunders should be found again (at least as inaccuracies) by a second review with another seed and
# four times the imagined deals, at least nine times in ten. A whole deal should take at most three seconds. The
# figures were measured once and saved beside the benchmark in `benchmarks/review_figures.json`:

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
# Points are zero-sum (R20): what one seat wins, the others pay. Against two basic players the expert wins about
# nine tenths of a point a deal, its whole interval above +0.7; against two random players more than two points;
# against itself it breaks even, as it must. The basic player, in turn, beats random players but only breaks even
# against its own kind. Winning often is not the goal; points are: the expert wins 40% of its deals against basic
# players, and a win is worth more when the winner has more fu.
#
# ## Simulations: what the AIs teach us about the game
#
# `play_deal` plays a whole deal with three AIs and returns its record, every AI move with its reasons (so you can
# open it in the stepper of lesson 08). For long runs use the command line:
# `lukfu-teach simulate --deals 1000 --levels expert,basic,random`.
#
# ### What is calling worth?
#
# The caller collects from both noncallers, but pays both shares when a noncaller wins (R20). 1,000 deals among
# three basic players, and 1,000 among three random ones (who call at random):

# %%
deals = {level: [play_deal(levels=(level,) * 3, seed=number) for number in range(1000)] for level in ("basic", "random")}

for level, records in deals.items():
    caller_net, outcomes = [], {"caller": 0, "noncaller": 0, "draw": 0}
    for played in records:
        caller = (played.master + len(played.calls) - 1) % 3  # calls go round from the Master (R5)
        result = played.result
        caller_net.append(result.net[caller])
        outcomes["draw" if result.winner is None else "caller" if result.winner == caller else "noncaller"] += 1
    print(_("{level}: the caller nets {net:+.2f} a deal; the caller wins {caller:.0f}%, a noncaller {noncaller:.0f}%, "
            "drawn {draw:.0f}%", level=level_name(level), net=statistics.fmean(caller_net),
            caller=outcomes["caller"] / 10, noncaller=outcomes["noncaller"] / 10, draw=outcomes["draw"] / 10))

# %% [markdown]
# Zero-sum (R20): whatever the caller nets on average, the two noncallers lose between them. Basic players call
# only with a strong hand, and it pays; random players call blindly, and the caller, who pays double when a
# noncaller wins, loses.
#
# ### How many fu is a deal won with?

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
# Basic players claim as soon as they may, mostly at six or seven fu. Random players often miss their claims and
# play on, so more of their deals run to the end of the cards, or are drawn. Big wins are rare either way, which is
# why reaching for one (playing on) must be weighed against a sure small one.
#
# ## Exercises
#
# **1.** In the first position, why is leading `C7` safe while leading the set `C2 S2 M2` is not?
#
# <details><summary>Answer</summary>
#
# Coins 7 is Old (R16b: Coins 9 and Coins 8 were played face up in trick 2), so nobody can beat it when
# led singly: you win the trick, 1 fu, and keep the lead. A set of twos is beaten by any three cards of one higher
# rank (R10), which East or West may well hold; then you lose the lead and three cards.
#
# </details>
#
# **2.** Change `seed=1` in the first cell to other numbers. Does the expert's choice change? Do the numbers?
#
# <details><summary>Answer</summary>
#
# The numbers move a little (they are averages over random imagined deals: that is what the ± margin measures), the
# choice rarely: when two moves are within a few margins of each other, different seeds may pick either.
#
# </details>
#
# **3.** In the calibration table, a bin of 100 decisions that says 50% is expected to wobble by about ±10% (two
# standard errors of a share: 2 × √(0.5 × 0.5 / 100)). Which bins wobble more than their size explains?
#
# <details><summary>Answer</summary>
#
# Compare each bin's gap between "said" and "happened" with 2 × √(p × (1 − p) / n), p the stated share and n its
# decisions. Large bins should sit within it; a gap much larger than it would mean the expert's odds are off there.
#
# </details>
#
# ## What next
#
# [**12 · Teaching guide**](12_teaching_guide.ipynb), if you teach. Or go back to [**09 · Play against the
# AI**](09_play_against_the_ai.ipynb) and beat the expert.
