"""Drills answered by picking cards: make the move (beat, lead, discard), pick the Old cards, name a card."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .. import explain
from ..cards import Card, cards_in, codes, mask_of, parse_cards
from ..deal import Deal
from ..errors import IllegalMove, LukFuError
from ..i18n import L_, _, ngettext, or_list
from ..moves import Action, Move
from ..old import Proof, not_old, proof_for
from ..plays import PLAY_INFO, Shape, shape_phrase
from ..state import Phase
from .answers import read_cards
from .core import Drill
from .reasons import beat_reason, lead_reason, must_beat_sentence, no_beat_reason, play_words
from .words import cards_words, old_count_words

WANTS = (None, "single", "set", "run", "keep_old")


class PlayDrill(Drill):
    """Make the move the position asks for, as the seat to act: beat, lead or discard, by picking cards.

    ``want`` narrows what counts as right among the legal moves: ``"single"``,
    ``"set"`` or ``"run"`` (a lead of that shape), ``"keep_old"`` (a discard that
    keeps every Old card). Every legal move that meets it is accepted.
    """

    answer_kind = "cards"
    multiple = True

    def __init__(
        self, id: str, title: str, rules: Sequence[str], task: str, deal: Deal, *, want: str | None = None, **kw: Any
    ) -> None:
        if deal.phase is not Phase.PLAYING or deal.to_act is None:
            raise LukFuError(L_("drill {id}: a play drill needs a position where a seat is to play cards", id=id))
        if want not in WANTS:
            raise LukFuError(
                L_(
                    "drill {id}: want {want} is not one of {wants}",
                    id=id,
                    want=repr(want),
                    wants=", ".join(map(str, WANTS)),
                )
            )
        super().__init__(id, title, rules, task, deal=deal, seat=deal.to_act, **kw)
        self.want = want
        self.action = deal.legal_moves.action
        if not self._right_moves():
            raise LukFuError(L_("drill {id}: no legal move meets {want} in this position", id=id, want=repr(want)))

    def _card_mask(self) -> int:
        return self._position().hands[self.seat]  # type: ignore[index]

    def _read(self, answer: Any) -> int:
        return read_cards(answer, self._card_mask(), multiple=True)

    # -- the truth ----------------------------------------------------------------------------

    def _meets(self, mask: int) -> bool:
        want = self.want
        if want is None:
            return True
        if want == "keep_old":
            return not mask & self._position().old_mask(self.seat)  # type: ignore[arg-type]
        info = PLAY_INFO.get(mask)
        return info is not None and info.shape is Shape(want)

    def _right_moves(self) -> list[int]:
        deal = self._position()
        if self.action is Action.DISCARD:
            keep = deal.old_mask(self.seat) if self.want == "keep_old" else 0  # type: ignore[arg-type]
            spare = cards_in(deal.hands[self.seat] & ~keep)  # type: ignore[index]
            return [mask_of(spare[: deal.lead_size])] if len(spare) >= deal.lead_size else []
        return [m.mask for m in deal.legal_moves if m.action is self.action and self._meets(m.mask)]

    def solution(self) -> str:
        return codes(self._right_moves()[0])

    def _judge(self, mask: int) -> tuple[bool, list[str]]:
        deal = self._position()
        move = Move(self.seat, self.action, mask)  # type: ignore[arg-type]
        try:
            deal.copy().apply(move)
        except IllegalMove as err:
            return False, [_("Not allowed: {reason}.", reason=str(err).rstrip("."))]
        if not self._meets(mask):
            return False, [self._unmet(mask)]
        return True, self._right_words(mask)

    def _unmet(self, mask: int) -> str:
        if self.want == "keep_old":
            deal = self._position()
            lost = mask & deal.old_mask(self.seat)  # type: ignore[arg-type]
            return ngettext(
                "Allowed, but {cards} is Old: keep your Old cards, they count toward a claim (R16, R17).",
                "Allowed, but {cards} are Old: keep your Old cards, they count toward a claim (R16, R17).",
                lost.bit_count(),
                cards=codes(lost),
            )
        wanted = {"single": _("a single"), "set": _("a set"), "run": _("a run")}[self.want]  # type: ignore[index]
        return _(
            "Allowed, but {play} is {shape}, and this drill asks for {want} (R9).",
            play=codes(mask),
            shape=shape_phrase(mask),
            want=wanted,
        )

    def _right_words(self, mask: int) -> list[str]:
        deal = self._position()
        if self.action is Action.BEAT:
            return [
                _(
                    "{play} beats {best}: {reason}.",
                    play=play_words(mask),
                    best=codes(deal.best),
                    reason=beat_reason(mask, deal.best),
                ),
                must_beat_sentence(deal.hands[self.seat], deal.best),  # type: ignore[index]
            ]
        if self.action is Action.LEAD:
            return [
                _(
                    "{play} is a legal lead: {reason}.",
                    play=play_words(mask),
                    reason=lead_reason(deal, self.seat, mask),
                )  # type: ignore[arg-type]
            ]
        return [
            _("{cards} go face down; nobody else will see them (R13).", cards=codes(mask))
            if mask.bit_count() > 1
            else _("{cards} goes face down; nobody else will see it (R13).", cards=codes(mask)),
            *self._kept_old(),
        ]

    def _kept_old(self) -> list[str]:
        deal = self._position()
        old = deal.old_mask(self.seat)  # type: ignore[arg-type]
        if self.want != "keep_old" or not old:
            return []
        return [_("You keep {old}: {cards} (R16, R17).", old=old_count_words(old.bit_count()), cards=codes(old))]

    def explain(self) -> list[str]:
        deal = self._position()
        hand = deal.hands[self.seat]  # type: ignore[index]
        if self.action is Action.BEAT:
            return [must_beat_sentence(hand, deal.best)]
        if self.action is Action.DISCARD:
            n = deal.lead_size
            lines = [
                no_beat_reason(hand, deal.best),
                _("So you discard {cards} face down (R13).", cards=cards_words(n)),
            ]
            if self.want == "keep_old":
                old = deal.old_mask(self.seat)  # type: ignore[arg-type]
                spare = hand & ~old
                lines.append(
                    ngettext(
                        "Your cards that are not Old: {cards}; any one of them will do, e.g. {example}.",
                        "Your cards that are not Old: {cards}; any {n} of them will do, e.g. {example}.",
                        n,
                        cards=codes(spare),
                        example=self.solution(),
                    )
                )
                lines += self._kept_old()
            return lines
        plays = [codes(m) for m in self._right_moves()]
        what = {
            None: _("Your legal leads"),
            "single": _("Your legal single leads"),
            "set": _("Your legal set leads"),
            "run": _("Your legal run leads"),
        }[self.want]
        lines = [_("{what}: {plays}.", what=what, plays=or_list(plays))]
        first = self._right_moves()[0]
        lines.append(
            _("For example {play}: {reason}.", play=play_words(first), reason=lead_reason(deal, self.seat, first))
        )  # type: ignore[arg-type]
        return lines


class OldDrill(Drill):
    """Pick every Old card of ``seat``'s hand (R16); with ``claim``, the cards a claim lays down (R17)."""

    answer_kind = "cards"
    multiple = True

    def __init__(
        self,
        id: str,
        title: str,
        rules: Sequence[str],
        task: str,
        deal: Deal,
        *,
        seat: int,
        claim: bool = False,
        **kw: Any,
    ) -> None:
        super().__init__(id, title, rules, task, deal=deal, seat=seat, **kw)
        self.claim = claim
        if not self._old():
            raise LukFuError(
                L_("drill {id}: seat {seat} holds no Old card here; pick another position", id=id, seat=seat)
            )
        if claim and deal.legal_moves.claim is None:
            raise LukFuError(L_("drill {id}: seat {seat} may not claim here", id=id, seat=seat))

    def _card_mask(self) -> int:
        return self._position().hands[self.seat]  # type: ignore[index]

    def _old(self) -> int:
        return self._position().old_mask(self.seat)  # type: ignore[arg-type]

    def _read(self, answer: Any) -> int:
        return read_cards(answer, self._card_mask(), multiple=True)

    def solution(self) -> str:
        return codes(self._old())

    def _judge(self, mask: int) -> tuple[bool, list[str]]:
        old, hand = self._old(), self._card_mask()
        if mask == old:
            return True, [
                _("Your Old cards are {cards} (R16).", cards=codes(old)),
                *self._proofs(),
                *self._claim_words(),
            ]
        wrong = (mask ^ old) & hand
        lines = [
            _(
                "Not quite: {right} of {n} cards judged right.",
                right=hand.bit_count() - wrong.bit_count(),
                n=hand.bit_count(),
            )
        ]
        for card in cards_in(mask & ~old):
            lines.append(self._not_old(card))
        missed = old & ~mask
        if missed:
            lines.append(ngettext("You left out {n} Old card.", "You left out {n} Old cards.", missed.bit_count()))
        return False, lines

    def _proofs(self) -> list[str]:
        deal = self._position()
        seen = deal.played_in()
        hand = self._card_mask()
        proofs = [proof_for(c, hand, seen) for c in cards_in(self._old())]
        return [explain.old_sentence(p) for p in proofs if isinstance(p, Proof)]

    def _not_old(self, card: Card) -> str:
        deal = self._position()
        return explain.not_old_sentence(not_old(card, self._card_mask(), deal.played_in(), deal.discards[self.seat]))  # type: ignore[index]

    def _claim_words(self) -> list[str]:
        if not self.claim:
            return []
        deal = self._position()
        fu, n = deal.fu[self.seat], self._old().bit_count()  # type: ignore[index]
        return [
            _(
                "A claim lays them all face up: {fu} fu + {old} = {f} fu (R17).",
                fu=fu,
                old=old_count_words(n),
                f=fu + n,
            )
        ]

    def explain(self) -> list[str]:
        deal = self._position()
        hand, old = self._card_mask(), self._old()
        lines = [_("Your Old cards: {cards} (R16).", cards=codes(old)), *self._proofs()]
        near, far = [], []
        seen, own = deal.played_in(), deal.discards[self.seat]  # type: ignore[index]
        for card in cards_in(hand & ~old):
            why = not_old(card, hand, seen, own)
            (near if why.discarded or len(why.unaccounted) <= 1 else far).append((card, why))
        lines += [explain.not_old_sentence(why) for _c, why in near]
        if far:
            lines.append(
                _(
                    "Your other cards are not Old: each has two or more higher cards of its suit "
                    "unaccounted for (R16b): {cards}.",
                    cards=codes([c for c, _w in far]),
                )
            )
        return lines + self._claim_words()


class NameDrill(Drill):
    """Pick the card that has a given name (R2): ``target`` is a code; the cards shown are ``shown``."""

    answer_kind = "cards"
    multiple = False

    def __init__(
        self, id: str, title: str, rules: Sequence[str], task: str, *, target: str, shown: str, **kw: Any
    ) -> None:
        super().__init__(id, title, rules, task, seat=None, **kw)
        self.target = Card.parse(target)
        self._shown = mask_of(parse_cards(shown))
        if not self._shown & self.target.bit:
            raise LukFuError(L_("drill {id}: {target} is not among the cards shown", id=id, target=target))

    def _card_mask(self) -> int:
        return self._shown

    def _read(self, answer: Any) -> int:
        return read_cards(answer, self._shown, multiple=False)

    def solution(self) -> str:
        return str(self.target)

    def _judge(self, mask: int) -> tuple[bool, list[str]]:
        card = cards_in(mask)[0]
        if card == self.target:
            return True, [self._is(card)]
        return False, [
            _(
                "Not this one: {card} is {name}, not {target} (R2).",
                card=str(card),
                name=card.name,
                target=self.target.name,
            )
        ]

    def _is(self, card: Card) -> str:
        return _(
            "{code} is {name}: suit letter {letter}, rank {rank} (R2).",
            code=str(card),
            name=card.name,
            letter=card.suit.letter,
            rank=card.rank,
        )

    def explain(self) -> list[str]:
        return [self._is(self.target), *(self._is(c) for c in cards_in(self._shown & ~self.target.bit))]


__all__ = ["NameDrill", "OldDrill", "PlayDrill"]
