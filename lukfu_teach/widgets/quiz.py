"""Quizzes: ``OldQuiz`` (which of these cards are Old?) and ``BeatQuiz`` (which of these plays beat it?)."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import ipywidgets as ipw

from .. import explain, render
from ..cards import Card, Suit, cards_in, codes, parse_cards
from ..deal import Deal
from ..errors import ChoiceError
from ..i18n import L_, SOURCE, SUPPORTED, _, language, ngettext, pick
from ..insight import interest
from ..old import Proof, not_old, proof_for
from ..plays import BEATERS, PLAY_INFO, Play, Shape, not_beating_reason
from ..record import Record
from .common import Kit, as_record, classes, mark, widget_language
from .picker import CardPicker


def _best_position(positions: Iterable[Deal]) -> tuple[Deal, int]:
    """The position and seat (at a lead, cards played) that teaches most; the first of equals."""
    best: tuple[int, Deal, int] | None = None
    for deal in positions:
        if not deal.at_lead or not deal.public:
            continue
        for seat in (0, 1, 2):
            score = interest(deal, seat)
            if best is None or score > best[0]:
                best = (score, deal, seat)
    if best is None:
        raise ChoiceError(L_("this deal has no position with cards played face up to quiz on"))
    return best[1], best[2]


def random_positions(seed: int, deals: int = 3) -> Iterable[Deal]:
    """``deals`` deals from ``seed`` played out with uniformly random legal moves, position by position.

    Several deals, because random players often claim early and one short deal may teach little.
    """
    rng = random.Random(seed)
    for _deal in range(deals):
        deal = Deal.new(rng)
        while not deal.is_over:
            deal.apply(deal.legal_moves.sample(rng))
            yield deal.copy()


class OldQuiz(ipw.VBox):
    """Click the cards you think are Old, then check: feedback with proofs, and a score.

    ``OldQuiz(seed)`` finds an instructive position in a deal played from the
    seed; ``OldQuiz(record)`` (a record, its JSON or a path) one in that
    record; ``step`` and ``seat`` choose the position yourself. ``lang``: the language it speaks
    (``None``: the current one).
    """

    def __init__(
        self,
        source: int | Record | Mapping | str | Path = 0,
        *,
        step: int | None = None,
        seat: int | None = None,
        theme: str | None = None,
        lang: str | None = None,
    ) -> None:
        self.lang = widget_language(lang)
        with language(self.lang):
            self._build(source, step, seat, theme)

    def _build(self, source: Any, step: int | None, seat: int | None, theme: str | None) -> None:
        if seat not in (None, 0, 1, 2):
            raise ChoiceError(L_("{seat} is not a seat (0, 1 or 2) (R3)", seat=repr(seat)))
        self.seed = source if isinstance(source, int) else None
        self.record = None if isinstance(source, int) else as_record(source)
        self.right = self.total = 0
        self.checked = False
        kit = self.kit = Kit()
        self.question = kit.html("lukfu-question lukfu-panel")
        self.public = kit.html("lukfu-played-box lukfu-panel")
        label = _("The hand: select every card you think is Old")
        self.hand = CardPicker(label=label, layout=kit.layout, lang=self.lang)
        classes(self.hand, "lukfu-hand-box lukfu-quiz-hand")
        self.check_button = kit.button(_("Check"), "lukfu-check", tooltip=_("Check your answer"), primary=True)
        self.next_button = kit.button(
            _("Another position"), "lukfu-next-question", tooltip=_("A new position to judge")
        )
        self.feedback = kit.html("lukfu-feedback lukfu-panel")
        self.score_line = kit.html("lukfu-score lukfu-panel")
        self.check_button.on_click(lambda _button: self.check())
        self.next_button.on_click(lambda _button: self.another())
        self.next_button.disabled = self.seed is None
        controls = kit.box("lukfu-controls", [self.check_button, self.next_button])
        children = [kit.style(), self.question, self.public, self.hand, controls, self.score_line, self.feedback]
        super().__init__(children, layout=kit.layout)
        classes(self, f"lukfu lukfu-widget lukfu-old-quiz {render.theme_class(theme)}")
        _lang_mark(self)
        self._pose(step, seat)

    def __repr__(self) -> str:
        title = pick(self.record.title, self.lang) or "untitled" if self.record is not None else ""
        where = f"seed={self.seed}" if self.seed is not None else f"deal={title!r}"
        return f"OldQuiz({where}, seat={self.seat}, score={self.right}/{self.total})"

    def _pose(self, step: int | None, seat: int | None) -> None:
        if self.record is not None and step is not None:
            steps = self.record.steps()
            if not 0 <= step <= len(steps):
                raise ChoiceError(
                    L_("step {step} is not in this record (steps 0 to {last})", step=step, last=len(steps))
                )
            self.deal = steps[step - 1].deal if step else self.record.start()
            self.seat = seat if seat is not None else self.deal.to_act if self.deal.to_act is not None else 0
        else:
            positions = random_positions(self.seed) if self.record is None else (s.deal for s in self.record.steps())
            self.deal, found = _best_position(positions)
            self.seat = seat if seat is not None else found
        self.checked = False
        self.hand.disabled = False
        self.hand.show(cards_in(self.deal.hands[self.seat]))
        self.hand.clear()
        name = render.esc(explain.seat_name(self.seat, self.record.seats if self.record else explain.DEFAULT_SEATS))
        mine = self.deal.discards[self.seat]
        own = render.esc(_("Its own face-down discards:"))
        discards = f"<div>{own} {render.hand(mine, mini=True)}</div>" if mine else ""
        tricks = len(self.deal.tricks)
        if not tricks:
            when = ""
        elif self.deal.at_lead:
            when = _("Trick {number} is over.", number=tricks)
        else:
            when = _("Trick {number} is being played.", number=tricks)
        question = _("Which cards of {seat} are Old?", seat=name)
        click = _("Click every card you think is Old (R16), then Check.")
        self.question.value = f"<h4>{question}</h4><p>{render.esc(when)} {render.esc(click)}</p>"
        played = render.esc(_("Played face up so far"))
        self.public.value = f"<b>{played}</b>" + render.played(self.deal) + discards
        self.feedback.value = ""
        self._draw()

    def another(self) -> None:
        """A new position (from the next seed)."""
        if self.seed is None:
            return
        self.seed += 1
        with language(self.lang):
            self._pose(None, None)

    @property
    def picked(self) -> set[Card]:
        """The cards the learner marked as Old."""
        return set(self.hand.selected_cards)

    def toggle(self, card: Card | str) -> None:
        card = Card.parse(card)
        if self.checked or not self.deal.hands[self.seat] & card.bit:
            return
        self.hand.selected = [c for c in self.hand.cards if (c == str(card)) != (c in self.hand.selected)]

    def answer(self, cards: str | Iterable[Card | str]) -> None:
        """Pick exactly these cards (``"S9 S8"``); cards not in the hand are left out."""
        self.hand.selected = [str(c) for c in parse_cards(cards) if self.deal.hands[self.seat] & c.bit]

    def check(self) -> tuple[int, int]:
        """Mark the answer: the cards judged right out of the hand; feedback names each proof."""
        with language(self.lang):
            return self._check()

    def _check(self) -> tuple[int, int]:
        if self.checked:
            return self.right, self.total
        hand, seen = self.deal.hands[self.seat], self.deal.played_in()
        own = self.deal.discards[self.seat]
        good, bad = [], []
        for card in cards_in(hand):
            why = proof_for(card, hand, seen)
            is_old = isinstance(why, Proof)
            sentence = explain.old_sentence(why) if is_old else explain.not_old_sentence(not_old(card, hand, seen, own))
            if is_old == (card in self.picked):
                good.append(sentence)
            elif is_old:
                bad.append(_("You missed it: {reason}", reason=sentence))
            else:
                bad.append(_("You marked it, but {reason}", reason=sentence))
        right, total = len(good), hand.bit_count()
        self.right += right
        self.total += total
        self.checked = True
        heading = ngettext("{right} of {n} card judged right", "{right} of {n} cards judged right", total, right=right)
        again, good_head = render.esc(_("To look at again")), render.esc(_("Right"))
        self.feedback.value = (
            f"<h4>{render.esc(heading)}</h4>"
            + (f'<div class="lukfu-bad"><b>{again}</b>{render.bullets(bad)}</div>' if bad else "")
            + f'<div class="lukfu-good"><b>{good_head}</b>{render.bullets(good)}</div>'
        )
        self._draw()
        return right, total

    def _draw(self) -> None:
        """The hand as it stands; once checked, the Old seals and the wrong answers marked."""
        hand, seen = self.deal.hands[self.seat], self.deal.played_in()
        status, marks = {}, {}
        if self.checked:
            for card in cards_in(hand):
                truth = proof_for(card, hand, seen)
                if isinstance(truth, Proof):
                    status[card] = truth
                if isinstance(truth, Proof) != (card in self.picked):
                    marks[card] = ("lukfu-wrong",)
        self.hand.show(cards_in(hand), status, marks)
        self.hand.disabled = self.checked
        self.check_button.disabled = self.checked
        self.score_line.value = _(
            "Score: <b>{right}/{total}</b> cards judged right", right=self.right, total=self.total
        )


# -- BeatQuiz --------------------------------------------------------------------------


def beats_reason(x: int, best: int) -> str:
    """Why play ``x`` beats ``best``, citing the rule (R10, R10b)."""
    xi, bi = PLAY_INFO[x], PLAY_INFO[best]
    if xi.shape is Shape.SINGLE:
        return _("{play} is of the same suit and higher (R10)", play=codes(x))
    if xi.shape is Shape.SET:
        if bi.rank == 1:
            return _("nines beat a led set of aces (R10b)")
        return _("a set of rank {rank} is higher than a set of rank {best}, with as many cards (R10)",
                 rank=xi.rank, best=bi.rank)  # fmt: skip
    if xi.suit > bi.suit:
        higher, lower = Suit(xi.suit).title, Suit(bi.suit).title
        return _("a run of {higher} beats a run of {lower} with as many cards: a higher suit (R10)",
                 higher=higher, lower=lower)  # fmt: skip
    return _("the same suit, as many cards, and it ends higher ({rank} over {best}) (R10)", rank=xi.rank, best=bi.rank)


def beat_question(rng: random.Random, count: int = 5) -> tuple[int, list[int]]:
    """A best play and ``count`` candidate plays, some beating it, none sharing its cards."""
    shape = rng.choice([Shape.SINGLE, Shape.SINGLE, Shape.SET, Shape.RUN, Shape.RUN])
    pool = sorted(m for m, i in PLAY_INFO.items() if i.shape is shape and (shape is not Shape.RUN or i.size <= 5))
    while True:
        best = rng.choice(pool)
        others = sorted(m for m, i in PLAY_INFO.items() if not m & best and i.size <= 5)
        beaters = [m for m in BEATERS[best] if not m & best]
        near = [m for m in others if m not in beaters and (PLAY_INFO[m].shape is shape or rng.random() < 0.05)]
        if near:
            break
    wins = rng.sample(beaters, min(len(beaters), rng.randint(1, 3)))
    losers = rng.sample(near, min(len(near), count - len(wins)))
    candidates = wins + losers
    rng.shuffle(candidates)
    return best, candidates


class BeatQuiz(ipw.VBox):
    """Which of these plays beat the current best play, and why (R10)?

    ``BeatQuiz(seed)`` draws questions; ``BeatQuiz(best="S3 S4 S5",
    candidates=["S6 S7 S8", "M1 M2 M3", ...])`` asks yours. ``lang``: the language it speaks
    (``None``: the current one).
    """

    def __init__(
        self,
        seed: int = 0,
        *,
        best: str | Play | None = None,
        candidates: Sequence[str | Play] = (),
        theme: str | None = None,
        lang: str | None = None,
    ) -> None:
        self.lang = widget_language(lang)
        with language(self.lang):
            self._build(seed, best, candidates, theme)

    def _build(self, seed: int, best: str | Play | None, candidates: Sequence[str | Play], theme: str | None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.fixed = best is not None
        self.right = self.total = 0
        kit = self.kit = Kit()
        self.question = kit.html("lukfu-question lukfu-panel")
        self.choices_box = kit.box("lukfu-choices")
        self.check_button = kit.button(_("Check"), "lukfu-check", tooltip=_("Check your answer"), primary=True)
        self.next_button = kit.button(_("Next question"), "lukfu-next-question", tooltip=_("Another question"))
        self.feedback = kit.html("lukfu-feedback lukfu-panel")
        self.score_line = kit.html("lukfu-score lukfu-panel")
        self.check_button.on_click(lambda _button: self.check())
        self.next_button.on_click(lambda _button: self.another())
        self.next_button.disabled = self.fixed
        controls = kit.box("lukfu-controls", [self.check_button, self.next_button])
        children = [kit.style(), self.question, self.choices_box, controls, self.score_line, self.feedback]
        super().__init__(children, layout=kit.layout)
        classes(self, f"lukfu lukfu-widget lukfu-beat-quiz {render.theme_class(theme)}")
        _lang_mark(self)
        if self.fixed:
            self._pose(_play(best).mask, [_play(c).mask for c in candidates])  # type: ignore[arg-type]
        else:
            self._pose(*beat_question(self.rng))

    def __repr__(self) -> str:
        where = f"best={codes(self.best)!r}" if self.fixed else f"seed={self.seed}"
        return f"BeatQuiz({where}, score={self.right}/{self.total})"

    def _pose(self, best: int, candidates: list[int]) -> None:
        if not candidates:
            raise ChoiceError(L_("a beat question needs at least one candidate play"))
        self.best, self.candidates = best, candidates
        self.checked = False
        self.toggles = []
        columns = []
        for mask in candidates:
            # TRANSLATORS: a toggle under a candidate play: the learner thinks it beats the best play
            toggle = self.kit.toggle(_("beats it"), "lukfu-choice", tooltip=_("{play} beats it", play=codes(mask)))
            toggle.icon = "square-o"
            toggle.observe(_tick, "value")
            self.toggles.append(toggle)
            columns.append(
                self.kit.box(
                    "lukfu-candidate", [self.kit.html("lukfu-candidate-cards", render.play(Play(mask))), toggle], True
                )
            )
        self.choices_box.children = columns
        heading = _("The best play so far is {play}.", play=explain.play_phrase(best))
        ask = _("Which of these plays would beat it? Press <i>beats it</i> under each one you think does, then "
                "Check (R10).")  # fmt: skip
        self.question.value = f"<h4>{render.esc(heading)}</h4>{render.play(Play(best))}<p>{ask}</p>"
        self.feedback.value = ""
        self._draw_score()

    def another(self) -> None:
        if not self.fixed:
            with language(self.lang):
                self._pose(*beat_question(self.rng))

    def answer(self, beating: Iterable[str | Play]) -> None:
        """Mark exactly these candidates as beating (``["S6 S7 S8"]``)."""
        chosen = {_play(p).mask for p in beating}
        for mask, toggle in zip(self.candidates, self.toggles, strict=True):
            toggle.value = mask in chosen

    def check(self) -> tuple[int, int]:
        """Mark the answer: candidates judged right out of all; each with its reason and rule."""
        with language(self.lang):
            return self._check()

    def _check(self) -> tuple[int, int]:
        if self.checked:
            return self.right, self.total
        lines, right = [], 0
        for mask, toggle in zip(self.candidates, self.toggles, strict=True):
            beats = mask in BEATERS[self.best]
            ok = toggle.value == beats
            right += ok
            if beats:
                text = _("{play} beats it: {reason}", play=codes(mask), reason=beats_reason(mask, self.best))
            else:
                reason, rule = not_beating_reason(mask, self.best)
                text = _("{play} does not beat it: {reason} ({rule})", play=codes(mask), reason=reason, rule=rule)
            verdict = "✓ " + _("right") if ok else "✗ " + _("wrong")
            css = "lukfu-good" if ok else "lukfu-bad"
            lines.append(f'<li class="{css}"><b>{render.esc(verdict)}:</b> {render.esc(text)}</li>')
            toggle.disabled = True
        self.right += right
        self.total += len(self.candidates)
        self.checked = True
        self.check_button.disabled = True
        heading = _("{right} of {total} right", right=right, total=len(self.candidates))
        self.feedback.value = f"<h4>{render.esc(heading)}</h4><ul>{''.join(lines)}</ul>"
        self._draw_score()
        return right, len(self.candidates)

    def _draw_score(self) -> None:
        self.check_button.disabled = self.checked
        self.score_line.value = _(
            "Score: <b>{right}/{total}</b> plays judged right", right=self.right, total=self.total
        )


def _lang_mark(widget: Any) -> None:
    """The class that gives the widget's card seals its language (none for English)."""
    for code in SUPPORTED:
        mark(widget, f"lukfu-lang-{code}", code == widget.lang and code != SOURCE)


def _tick(change: dict) -> None:
    """A chosen candidate shows a ticked box (and a colour): it reads without colour."""
    toggle = change["owner"]
    toggle.icon = "check-square-o" if change["new"] else "square-o"
    toggle.button_style = "info" if change["new"] else ""


def _play(value: str | Play) -> Play:
    return value if isinstance(value, Play) else Play.parse(value)
