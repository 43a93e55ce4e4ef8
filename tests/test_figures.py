"""The lessons' pictures (``lukfu_teach.figures``): every verdict is the engine's, and the cards drawn are the
cards judged. Checked by content: text, classes and the codes of the cards drawn."""

from __future__ import annotations

import re

from helpers import known

from lukfu_teach import Deal, Move, Play, examples, parse_cards
from lukfu_teach.engine.cards import CardSet
from lukfu_teach.engine.old import not_old, old_proofs
from lukfu_teach.engine.plays import not_a_play_reason
from lukfu_teach.pictures import figures
from lukfu_teach.words import explain


def drawn(markup: str) -> list[str]:
    """The codes of the cards drawn, in order."""
    return re.findall(r'<span class="lukfu-card[^"]*" title="[^"]*">([CSMT][1-9])</span>', markup)


def test_plays_says_which_groups_are_plays_and_why_the_others_are_not():
    groups = ["M7", "C5 S5 T5", "S3 S4 S5 S6", "S3 S4", "S3 S5 S6", "C5 S5 S6"]
    picture = figures.plays(groups)
    lines = picture.text.splitlines()
    assert len(lines) == len(groups) == picture.count('class="lukfu-figure-row"')
    for group, line in zip(groups, lines, strict=True):
        reason = not_a_play_reason(CardSet.parse(group))
        if reason:
            assert line == f"{figures.NO} {reason}"
        else:
            assert line == f"{figures.YES} {explain.play_phrase(Play.parse(group).mask)}"
    assert drawn(picture) == " ".join(groups).split()  # each group's cards, in the order given (sorted within)
    assert "pairs are forbidden" in lines[3] and "(R9)" in lines[3]


def test_beats_gives_the_rule_that_decides():
    picture = figures.beats(
        [("C9 S9 M9", "C1 S1 T1"), ("C2 S2 M2", "C1 S1 T1"), ("T9", "T1"), ("M1 M2 M3", "S3 S4 S5")]
    )
    assert picture.text.splitlines() == [
        f"{figures.YES} C9 S9 M9 beats C1 S1 T1 (R10b).",
        f"{figures.NO} A led set of aces can be beaten only by nines (R10b).",
        f"{figures.NO} T1 (Bak Chi) cannot be beaten when led singly (R10a).",
        f"{figures.YES} M1 M2 M3 beats S3 S4 S5 (R10).",
    ]
    assert drawn(picture)[:6] == ["C9", "S9", "M9", "C1", "S1", "T1"]
    assert all(Play.parse(x).beats(Play.parse(b)) for x, b in [("C9 S9 M9", "C1 S1 T1"), ("M1 M2 M3", "S3 S4 S5")])


def test_old_seals_the_proven_cards_marks_the_safe_ones_and_explains_every_card():
    played = {"T9": 1, "T8": 3, "M9": 3}
    picture = figures.old("T7 T6 T4 M8 M6 C1 S9", played=played, discards="M7")
    held = CardSet.parse("T7 T6 T4 M8 M6 C1 S9")
    seen = {parse_cards(c)[0]: t for c, t in played.items()}
    proofs = old_proofs(held, seen)
    assert sorted(re.findall(r'lukfu-old" title="[^"]*">([CSMT][1-9])<', picture)) == sorted(map(str, proofs))
    assert re.findall(r'lukfu-safe" title="[^"]*">([CSMT][1-9])<', picture) == ["M6"]
    expected = [
        explain.old_sentence(proofs[c])
        if c in proofs
        else explain.not_old_sentence(not_old(c, held, seen, CardSet.parse("M7")))
        for c in sorted(parse_cards("T7 T6 T4 M8 M6 C1 S9"), reverse=True)
    ]
    assert picture.text.splitlines() == expected
    assert "safe but unproven" in picture.text and "T5 is unaccounted for" in picture.text


def test_old_takes_a_seat_view_as_it_is():
    view = examples.load("safe_but_unproven").steps()[3].deal.view(0)
    picture = figures.old(view.hand, view.played_in(), view.own_discards)
    assert "Strings 8 (S8) is safe but unproven" in picture.text
    assert len(picture.text.splitlines()) == view.hand.bit_count()


def test_moves_lists_every_legal_move_of_the_seat_to_act():
    deal = Deal.new(11)
    assert figures.moves(deal).text.splitlines() == [explain.move_text(m) for m in deal.legal_moves]
    deal.apply(Move.of(known(deal.to_act), "play"))
    picture = figures.moves(deal)
    assert len(picture.text.splitlines()) == deal.legal_moves.count() == picture.count('class="lukfu-figure-row"')
    assert all(line.startswith(f"seat {deal.to_act} ") for line in picture.text.splitlines())


def test_a_chart_is_a_picture_with_its_words_and_is_shown_once():
    """figures.chart: the figure as a PNG whose text alternative is the chart's words (WCAG 1.1.1), escaped;
    the words are its plain-text stand-in; pyplot's figure is closed, so Jupyter does not show it again."""
    import base64

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(2, 1))
    ax.barh(["expert", "basic"], [0.91, 0.0])
    words = 'Bars: expert +0.91, basic 0.00 ("mean" net)'
    shown = figures.chart(fig, words)
    assert shown.text == words
    alt = re.search(r'<img class="lukfu-chart" alt="([^"]*)" src="data:image/png;base64,([^"]+)"', shown)
    assert alt and alt.group(1) == "Bars: expert +0.91, basic 0.00 (&quot;mean&quot; net)"
    assert base64.b64decode(alt.group(2)).startswith(b"\x89PNG")
    assert fig.number not in plt.get_fignums()
