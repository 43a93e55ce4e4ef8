"""The expert's words for a move: the gist first (``gist``), then the details a learner asks for.

The details: the move's estimate; what can beat it, said only for the seats
still to play after it (the facts that bear on it: ``odds.relevant_facts``);
what a discard keeps and gives up; claim or play on; the next best move
(only one worse by its final estimate), the rules of thumb's move; and what
the sampled deals assume when it is not the usual. (No move shows more than
the one chosen: ``search`` weighs a dropped move that does to the end.) The method itself
(``explain.how_the_expert_thinks``) is said once per deal, not here.
"""

from __future__ import annotations

from ..engine.deal import NEXT
from ..engine.moves import Action
from ..engine.view import SeatView
from ..i18n import L_, Text, capitalized, sentence
from .knowledge import Knowledge
from .odds import (
    call_outlook,
    claim_or_play_on,
    counting,
    estimate,
    model_note,
    relevant_facts,
    threat,
)
from .search import Search
from .sentences import discard_choice, discard_words, holds_tally, safety
from .words import Words, cards_phrase, figure


def details(view: SeatView, knowledge: Knowledge, found: Search, model: str, w: Words) -> list[Text]:
    """The details of the expert's choice, in order (its gist is ``gist.gist``)."""
    me, chosen, n = view.seat, found.chosen, len(found.samples)
    move, fu = chosen.move, view.fu[me]
    lines: list[Text] = []
    if move.is_call:
        lines.append(holds_tally(view.hand, w, me))
    lines.append(L_("{move}: {estimate}.", move=capitalized(w.move(move, fu)), estimate=estimate(chosen, n)))
    lines += risks(view, knowledge, found, w)
    runner = found.runner_up
    claim = next((t for t in found.tallies if t.exact is not None), None)
    if claim is not None:
        play_on = chosen if chosen is not claim else runner
        if play_on is not None:
            lines.append(claim_or_play_on(view, claim, play_on, w, w.move(play_on.move, fu)))
    elif runner is not None and figure(runner.mean) == figure(chosen.mean):  # the chosen first (``search``)
        said = {"move": w.move(runner.move, fu), "estimate": estimate(runner)}
        lines.append(L_("As good by these figures, {move}: {estimate}.", **said))
    elif runner is not None and runner.mean < chosen.mean:
        said = {"move": w.move(runner.move, fu), "estimate": estimate(runner)}
        if runner is found.base:
            lines.append(L_("Next best, the rules of thumb's move, {move}: {estimate}.", **said))
        else:
            lines.append(L_("Next best, {move}: {estimate}.", **said))
    base = found.base
    if base is not None and base is not chosen and base is not runner and base.exact is None:
        lines.append(L_("By the rules of thumb {seat} would {move}: {estimate}.", seat=w.who(me),
                        move=w.move(base.move, fu), estimate=estimate(base)))  # fmt: skip
    note = model_note(view, model, w)
    if note is not None:
        lines.append(note)
    return lines


def risks(view: SeatView, knowledge: Knowledge, found: Search, w: Words) -> list[Text]:
    """What can beat the chosen play (for the seats still to play after it), counting and the facts that
    bear on it; what a discard keeps; a call's outlook."""
    move, samples = found.chosen.move, found.samples
    if move.action is Action.PASS:
        return [call_outlook(view, found.chosen, w)]
    if move.action is Action.PLAY:
        return [
            L_("In the sampled deals the seats still to call follow the rules of thumb (five strong points), and "
               "if all three pass the cards are dealt again, which scores nothing here (R5, R6).")
        ]  # fmt: skip
    if move.action is Action.DISCARD:
        choice = discard_choice(view.hand, view.public, move.mask)
        effect = discard_words(view.hand, view.public, move.mask)
        cards = cards_phrase(move.mask)
        if choice and effect:
            return [L_("The discard {cards} takes {choice}; it {effect}.", cards=cards, choice=choice, effect=effect)]
        if choice:
            return [L_("The discard {cards} takes {choice}.", cards=cards, choice=choice)]
        if effect:
            return [L_("The discard {cards} {effect}.", cards=cards, effect=effect)]
        return []
    if move.action is Action.CLAIM:
        return []
    answer = move.action is Action.BEAT
    if answer and view.responses == 1:  # nobody plays after it: what could beat it does not matter
        return []
    sure = safety(move.mask, view.hand, view.public, view.own_discards, view.unseen)
    if sure is not None:
        return [sentence(sure)]
    after = [NEXT[view.seat]] if answer else [NEXT[view.seat], NEXT[NEXT[view.seat]]]
    lines = [threat(view, move.mask, samples, w, answer)]
    lines += counting(view, move.mask, knowledge, w, after)
    unseen = view.unseen
    lines += [w.fact(f, view.hand, view.own_discards, unseen) for f in relevant_facts(knowledge, move.mask, after)]
    return [line for line in lines if line is not None]
