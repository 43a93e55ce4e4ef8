"""Quizzes: ``OldQuiz`` (which of these cards are Old?) and ``BeatQuiz`` (which of these plays beat it?)."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

import ipywidgets as ipw

from .. import explain, render
from ..cards import Card, Suit, cards_in, codes, parse_cards
from ..deal import Deal
from ..errors import ChoiceError
from ..i18n import pick
from ..insight import interest
from ..old import Proof, not_old, proof_for
from ..plays import BEATERS, PLAY_INFO, Play, Shape, not_beating_reason
from ..record import Record
from .common import Kit, as_record, classes
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
        raise ChoiceError("this deal has no position with cards played face up to quiz on")
    return best[1], best[2]


def random_positions(seed: int, deals: int = 3) -> Iterable[Deal]:
    """``deals`` deals from ``seed`` played out with uniformly random legal moves, position by position.

    Several deals, because random players often claim early and one short deal may teach little.
    """
    rng = random.Random(seed)
    for _ in range(deals):
        deal = Deal.new(rng)
        while not deal.is_over:
            deal.apply(deal.legal_moves.sample(rng))
            yield deal.copy()


class OldQuiz(ipw.VBox):
    """Click the cards you think are Old, then check: feedback with proofs, and a score.

    ``OldQuiz(seed)`` finds an instructive position in a deal played from the
    seed; ``OldQuiz(record)`` (a record, its JSON or a path) one in that
    record; ``step`` and ``seat`` choose the position yourself.
    """

    def __init__(
        self,
        source: int | Record | Mapping | str | Path = 0,
        *,
        step: int | None = None,
        seat: int | None = None,
        theme: str | None = None,
    ) -> None:
        if seat not in (None, 0, 1, 2):
            raise ChoiceError(f"{seat!r} is not a seat (0, 1 or 2) (R3)")
        self.seed = source if isinstance(source, int) else None
        self.record = None if isinstance(source, int) else as_record(source)
        self.right = self.total = 0
        self.checked = False
        kit = self.kit = Kit()
        self.question = kit.html("lukfu-question lukfu-panel")
        self.public = kit.html("lukfu-played-box lukfu-panel")
        self.hand = CardPicker(label="The hand: select every card you think is Old", layout=kit.layout)
        classes(self.hand, "lukfu-hand-box lukfu-quiz-hand")
        self.check_button = kit.button("Check", "lukfu-check", tooltip="Check your answer", primary=True)
        self.next_button = kit.button("Another position", "lukfu-next-question", tooltip="A new position to judge")
        self.feedback = kit.html("lukfu-feedback lukfu-panel")
        self.score_line = kit.html("lukfu-score lukfu-panel")
        self.check_button.on_click(lambda _: self.check())
        self.next_button.on_click(lambda _: self.another())
        self.next_button.disabled = self.seed is None
        controls = kit.box("lukfu-controls", [self.check_button, self.next_button])
        children = [kit.style(), self.question, self.public, self.hand, controls, self.score_line, self.feedback]
        super().__init__(children, layout=kit.layout)
        classes(self, f"lukfu lukfu-widget lukfu-old-quiz {render.theme_class(theme)}")
        self._pose(step, seat)

    def __repr__(self) -> str:
        title = pick(self.record.title) or "untitled" if self.record is not None else ""
        where = f"seed={self.seed}" if self.seed is not None else f"deal={title!r}"
        return f"OldQuiz({where}, seat={self.seat}, score={self.right}/{self.total})"

    def _pose(self, step: int | None, seat: int | None) -> None:
        if self.record is not None and step is not None:
            steps = self.record.steps()
            if not 0 <= step <= len(steps):
                raise ChoiceError(f"step {step} is not in this record (steps 0 to {len(steps)})")
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
        discards = f"<div>Its own face-down discards: {render.hand(mine, mini=True)}</div>" if mine else ""
        tricks = len(self.deal.tricks)
        when = f"Trick {tricks} is over." if self.deal.at_lead else f"Trick {tricks} is being played."
        self.question.value = (
            f"<h4>Which cards of {name} are Old?</h4><p>{when if tricks else ''} "
            "Click every card you think is Old (R16), then Check.</p>"
        )
        self.public.value = "<b>Played face up so far</b>" + render.played(self.deal) + discards
        self.feedback.value = ""
        self._draw()

    def another(self) -> None:
        """A new position (from the next seed)."""
        if self.seed is None:
            return
        self.seed += 1
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
            else:
                verdict = "You missed it: " if is_old else "You marked it, but "
                bad.append(verdict + sentence)
        right, total = len(good), hand.bit_count()
        self.right += right
        self.total += total
        self.checked = True
        self.feedback.value = (
            f"<h4>{right} of {total} cards judged right</h4>"
            + (f'<div class="lukfu-bad"><b>To look at again</b>{render.bullets(bad)}</div>' if bad else "")
            + f'<div class="lukfu-good"><b>Right</b>{render.bullets(good)}</div>'
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
        self.score_line.value = f"Score: <b>{self.right}/{self.total}</b> cards judged right"


# -- BeatQuiz --------------------------------------------------------------------------


def beats_reason(x: int, best: int) -> str:
    """Why play ``x`` beats ``best``, citing the rule (R10, R10b)."""
    xi, bi = PLAY_INFO[x], PLAY_INFO[best]
    if xi.shape is Shape.SINGLE:
        return f"{codes(x)} is of the same suit and higher (R10)"
    if xi.shape is Shape.SET:
        if bi.rank == 1:
            return "nines beat a led set of aces (R10b)"
        return f"a set of {xi.rank}s has a higher rank than a set of {bi.rank}s, with as many cards (R10)"
    if xi.suit > bi.suit:
        higher, lower = Suit(xi.suit).title, Suit(bi.suit).title
        return f"a run of {higher} beats a run of {lower} with as many cards: a higher suit (R10)"
    return f"the same suit, as many cards, and it ends higher ({xi.rank} over {bi.rank}) (R10)"


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
    candidates=["S6 S7 S8", "M1 M2 M3", ...])`` asks yours.
    """

    def __init__(
        self,
        seed: int = 0,
        *,
        best: str | Play | None = None,
        candidates: Sequence[str | Play] = (),
        theme: str | None = None,
    ) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.fixed = best is not None
        self.right = self.total = 0
        kit = self.kit = Kit()
        self.question = kit.html("lukfu-question lukfu-panel")
        self.choices_box = kit.box("lukfu-choices")
        self.check_button = kit.button("Check", "lukfu-check", tooltip="Check your answer", primary=True)
        self.next_button = kit.button("Next question", "lukfu-next-question", tooltip="Another question")
        self.feedback = kit.html("lukfu-feedback lukfu-panel")
        self.score_line = kit.html("lukfu-score lukfu-panel")
        self.check_button.on_click(lambda _: self.check())
        self.next_button.on_click(lambda _: self.another())
        self.next_button.disabled = self.fixed
        controls = kit.box("lukfu-controls", [self.check_button, self.next_button])
        children = [kit.style(), self.question, self.choices_box, controls, self.score_line, self.feedback]
        super().__init__(children, layout=kit.layout)
        classes(self, f"lukfu lukfu-widget lukfu-beat-quiz {render.theme_class(theme)}")
        if self.fixed:
            self._pose(_play(best).mask, [_play(c).mask for c in candidates])  # type: ignore[arg-type]
        else:
            self._pose(*beat_question(self.rng))

    def __repr__(self) -> str:
        where = f"best={codes(self.best)!r}" if self.fixed else f"seed={self.seed}"
        return f"BeatQuiz({where}, score={self.right}/{self.total})"

    def _pose(self, best: int, candidates: list[int]) -> None:
        if not candidates:
            raise ChoiceError("a beat question needs at least one candidate play")
        self.best, self.candidates = best, candidates
        self.checked = False
        self.toggles = []
        columns = []
        for mask in candidates:
            toggle = self.kit.toggle("beats it", "lukfu-choice", tooltip=f"{codes(mask)} beats it")
            toggle.icon = "square-o"
            toggle.observe(_tick, "value")
            self.toggles.append(toggle)
            columns.append(
                self.kit.box(
                    "lukfu-candidate", [self.kit.html("lukfu-candidate-cards", render.play(Play(mask))), toggle], True
                )
            )
        self.choices_box.children = columns
        self.question.value = (
            f"<h4>The best play so far is {render.esc(explain.play_phrase(best))}.</h4>"
            f"{render.play(Play(best))}<p>Which of these plays would beat it? Press <i>beats it</i> under "
            "each one you think does, then Check (R10).</p>"
        )
        self.feedback.value = ""
        self._draw_score()

    def another(self) -> None:
        if not self.fixed:
            self._pose(*beat_question(self.rng))

    def answer(self, beating: Iterable[str | Play]) -> None:
        """Mark exactly these candidates as beating (``["S6 S7 S8"]``)."""
        chosen = {_play(p).mask for p in beating}
        for mask, toggle in zip(self.candidates, self.toggles, strict=True):
            toggle.value = mask in chosen

    def check(self) -> tuple[int, int]:
        """Mark the answer: candidates judged right out of all; each with its reason and rule."""
        if self.checked:
            return self.right, self.total
        lines, right = [], 0
        for mask, toggle in zip(self.candidates, self.toggles, strict=True):
            beats = mask in BEATERS[self.best]
            ok = toggle.value == beats
            right += ok
            reason = beats_reason(mask, self.best) if beats else "{} ({})".format(*not_beating_reason(mask, self.best))
            verdict = "beats it" if beats else "does not beat it"
            mark = "✓ right" if ok else "✗ wrong"
            css = "lukfu-good" if ok else "lukfu-bad"
            text = render.esc(f"{codes(mask)} {verdict}: {reason}")
            lines.append(f'<li class="{css}"><b>{mark}:</b> {text}</li>')
            toggle.disabled = True
        self.right += right
        self.total += len(self.candidates)
        self.checked = True
        self.check_button.disabled = True
        self.feedback.value = f"<h4>{right} of {len(self.candidates)} right</h4><ul>{''.join(lines)}</ul>"
        self._draw_score()
        return right, len(self.candidates)

    def _draw_score(self) -> None:
        self.check_button.disabled = self.checked
        self.score_line.value = f"Score: <b>{self.right}/{self.total}</b> plays judged right"


def _tick(change: dict) -> None:
    """A chosen candidate shows a ticked box (and a colour): it reads without colour."""
    toggle = change["owner"]
    toggle.icon = "check-square-o" if change["new"] else "square-o"
    toggle.button_style = "info" if change["new"] else ""


def _play(value: str | Play) -> Play:
    return value if isinstance(value, Play) else Play.parse(value)
