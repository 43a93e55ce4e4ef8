"""Drills answered by picking cards: make the move (beat, lead, discard), pick the Old cards, name a card."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..engine.cards import Card, CardSet, cards_in, codes, mask_of
from ..engine.deal import Deal
from ..engine.moves import Action, Move
from ..engine.old import NotOld, Proof, not_old, proof_for
from ..engine.plays import PLAY_INFO, Shape, shape_text
from ..engine.state import Phase
from ..errors import IllegalMoveError, LukFuError
from ..i18n import L_, Text, nL_, or_list
from ..words import explain
from .answers import Choice, read_cards
from .core import Answering, Drill, Verdict
from .reasons import beat_reason, beaters_sentence, lead_reason, must_beat_sentence, no_beat_reason, play_words
from .words import Said, cards_words, clause, old_count_words

WANTS = (None, "single", "set", "run", "keep_old")


class PlayDrill(Drill):
    """Make the move the position asks for, as the seat to act: beat, lead or discard, by picking cards.

    ``want`` narrows what counts as right among the legal moves: ``"single"``,
    ``"set"`` or ``"run"`` (a lead of that shape), ``"keep_old"`` (a discard that
    keeps every Old card). Every legal move that meets it is accepted. The duty to
    beat (R12) is told when the drill practises R12.
    """

    seat: int  # the seat to act

    answer_kind = "cards"
    multiple = True

    def __init__(
        self,
        id: str,
        title: str | Text,
        rules: Sequence[str],
        task: str,
        deal: Deal,
        *,
        want: str | None = None,
        **kw: Any,
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
        return self._position().hands[self.seat]

    def _read(self, answer: Any) -> int:
        return read_cards(answer, self._card_mask(), multiple=True)

    # -- the truth ----------------------------------------------------------------------------

    def _meets(self, mask: int) -> bool:
        want = self.want
        if want is None:
            return True
        if want == "keep_old":
            return not mask & self._position().old_mask(self.seat)
        info = PLAY_INFO.get(mask)
        return info is not None and info.shape is Shape(want)

    def _right_moves(self) -> list[int]:
        deal = self._position()
        if self.action is Action.DISCARD:
            keep = deal.old_mask(self.seat) if self.want == "keep_old" else 0
            spare = cards_in(deal.hands[self.seat] & ~keep)
            return [mask_of(spare[: deal.lead_size])] if len(spare) >= deal.lead_size else []
        return [m.mask for m in deal.legal_moves if m.action is self.action and self._meets(m.mask)]

    def solution(self) -> str:
        return codes(self._right_moves()[0])

    def _judge(self, mask: int) -> tuple[bool, list[Text]]:
        deal = self._position()
        move = Move(self.seat, self.action, mask)
        try:
            deal.copy().apply(move)
        except IllegalMoveError as err:
            return False, [L_("Not allowed: {reason}.", reason=clause(err.text))]
        if not self._meets(mask):
            return False, [self._unmet(mask)]
        return True, self._right_words(mask)

    def _unmet(self, mask: int) -> Text:
        if self.want == "keep_old":
            deal = self._position()
            lost = mask & deal.old_mask(self.seat)
            return nL_(
                "Allowed, but {cards} is Old: keep your Old cards, they count toward a claim (R16, R17).",
                "Allowed, but {cards} are Old: keep your Old cards, they count toward a claim (R16, R17).",
                lost.bit_count(),
                cards=codes(lost),
            )
        wanted = {"single": L_("a single"), "set": L_("a set"), "run": L_("a run")}[self.want]  # type: ignore[index]
        return L_(
            "Allowed, but {play} is {shape}, and this drill asks for {want} (R9).",
            play=codes(mask),
            shape=shape_text(mask),
            want=wanted,
        )

    def _right_words(self, mask: int) -> list[Text]:
        deal = self._position()
        if self.action is Action.BEAT:
            return [
                L_(
                    "{play} beats {best}: {reason}.",
                    play=play_words(mask),
                    best=codes(deal.best),
                    reason=beat_reason(mask, deal.best),
                ),
                self._beaters(deal.hands[self.seat], deal.best),
            ]
        if self.action is Action.LEAD:
            return [
                L_(
                    "{play} is a legal lead: {reason}.",
                    play=play_words(mask),
                    reason=lead_reason(deal, self.seat, mask),
                )
            ]
        return [
            L_("{cards} go face down; nobody else will see them (R13).", cards=codes(mask))
            if mask.bit_count() > 1
            else L_("{cards} goes face down; nobody else will see it (R13).", cards=codes(mask)),
            *self._kept_old(),
        ]

    def _beaters(self, hand: int, best: int) -> Text:
        """The plays that beat; with the duty to play one of them (R12) when the drill practises R12 (a beating
        drill of an earlier lesson says only what beats)."""
        return must_beat_sentence(hand, best) if "R12" in self.rules else beaters_sentence(hand, best)

    def _kept_old(self) -> list[Text]:
        deal = self._position()
        old = deal.old_mask(self.seat)
        if self.want != "keep_old" or not old:
            return []
        return [L_("You keep {old}: {cards} (R16, R17).", old=old_count_words(old.bit_count()), cards=codes(old))]

    def reasons(self) -> list[Text]:
        deal = self._position()
        hand = deal.hands[self.seat]
        if self.action is Action.BEAT:
            return [self._beaters(hand, deal.best)]
        if self.action is Action.DISCARD:
            n = deal.lead_size
            lines = [
                no_beat_reason(hand, deal.best),
                L_("So you discard {cards} face down (R13).", cards=cards_words(n)),
            ]
            if self.want == "keep_old":
                old = deal.old_mask(self.seat)
                spare = hand & ~old
                lines.append(
                    nL_(
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
            None: L_("Your legal leads"),
            "single": L_("Your legal single leads"),
            "set": L_("Your legal set leads"),
            "run": L_("Your legal run leads"),
        }[self.want]
        lines = [L_("{what}: {plays}.", what=what, plays=or_list(plays))]
        first = self._right_moves()[0]
        lines.append(
            L_("For example {play}: {reason}.", play=play_words(first), reason=lead_reason(deal, self.seat, first))
        )
        return lines


class OldDrill(Drill):
    """Pick every Old card of ``seat``'s hand (R16); with ``claim``, the cards a claim lays down (R17)."""

    seat: int  # never the open table

    answer_kind = "cards"
    multiple = True

    def __init__(
        self,
        id: str,
        title: str | Text,
        rules: Sequence[str],
        task: str,
        deal: Deal,
        *,
        seat: int,
        claim: bool = False,
        **kw: Any,
    ) -> None:
        super().__init__(id, title, rules, task, deal=deal, seat=seat, **kw)
        self.claim = claim  # a hand without Old cards has no answer to submit; its ``verdicts`` still judge it
        if claim and deal.legal_moves.claim is None:
            raise LukFuError(L_("drill {id}: seat {seat} may not claim here", id=id, seat=seat))

    def _card_mask(self) -> int:
        return self._position().hands[self.seat]

    def _old(self) -> int:
        return self._position().old_mask(self.seat)

    def _read(self, answer: Any) -> int:
        return read_cards(answer, self._card_mask(), multiple=True)

    def solution(self) -> str:
        return codes(self._old())

    def _judge(self, mask: int) -> tuple[bool, list[Text]]:
        old = self._old()
        if mask == old:
            return True, [
                L_("Your Old cards are {cards} (R16).", cards=codes(old)),
                *self._proofs(),
                *self._claim_words(),
            ]
        verdicts = self.verdicts(mask)
        right = sum(v.right for v in verdicts)
        lines: list[Text] = [L_("Not quite: {right} of {n} cards judged right.", right=right, n=len(verdicts))]
        lines += [v.reason for v in verdicts if v.chosen and not v.truth]
        missed = old & ~mask
        if missed:
            lines.append(nL_("You left out {n} Old card.", "You left out {n} Old cards.", missed.bit_count()))
        return False, lines

    def verdicts(self, mask: int) -> list[Verdict]:
        """Each card of the hand judged on its own: Old or not (``truth``), picked or not (``chosen``), and why
        (its proof, or why it is not Old). A quiz that marks every card at once reads them."""
        old = self._old()
        return [Verdict(c, bool(mask & c.bit), bool(old & c.bit), self._why(c)) for c in cards_in(self._card_mask())]

    def _why(self, card: Card) -> Text:
        deal, hand = self._position(), self._card_mask()
        proof = proof_for(card, hand, deal.played_in())
        if isinstance(proof, Proof):
            return Said(explain.old_sentence, proof)
        return Said(explain.not_old_sentence, not_old(card, hand, deal.played_in(), deal.discards[self.seat]))

    def _proofs(self) -> list[Text]:
        return [self._why(c) for c in cards_in(self._old())]

    def _claim_words(self) -> list[Text]:
        if not self.claim:
            return []
        deal = self._position()
        fu, n = deal.fu[self.seat], self._old().bit_count()
        return [
            L_(
                "A claim lays them all face up: {fu} fu + {old} = {f} fu (R17).",
                fu=fu,
                old=old_count_words(n),
                f=fu + n,
            )
        ]

    def reasons(self) -> list[Text]:
        deal = self._position()
        hand, old = self._card_mask(), self._old()
        lines = [L_("Your Old cards: {cards} (R16).", cards=codes(old)), *self._proofs()]
        near: list[tuple[Card, NotOld]] = []
        far: list[tuple[Card, NotOld]] = []
        seen, own = deal.played_in(), deal.discards[self.seat]
        for card in cards_in(hand & ~old):
            why = not_old(card, hand, seen, own)
            (near if why.discarded or len(why.unaccounted) <= 1 else far).append((card, why))
        lines += [Said(explain.not_old_sentence, why) for _c, why in near]
        if far:
            lines.append(
                L_(
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
        self._shown = CardSet.parse(shown)
        if not self._shown & self.target.bit:
            raise LukFuError(L_("drill {id}: {target} is not among the cards shown", id=id, target=target))

    def _card_mask(self) -> int:
        return self._shown

    @property
    def choices(self) -> tuple[Choice, ...]:
        """The cards shown, by their codes only (a drawn card's tooltip would name it)."""
        return tuple(Choice(str(c), str(c)) for c in self.cards)

    @property
    def answering(self) -> Answering:
        return Answering.ONE

    def _read(self, answer: Any) -> int:
        return read_cards(answer, self._shown, multiple=False)

    def solution(self) -> str:
        return str(self.target)

    def _judge(self, mask: int) -> tuple[bool, list[Text]]:
        card = cards_in(mask)[0]
        if card == self.target:
            return True, [self._is(card)]
        return False, [
            L_(
                "Not this one: {card} is {name}, not {target} (R2).",
                card=str(card),
                name=card.lazy_name,
                target=self.target.lazy_name,
            )
        ]

    def _is(self, card: Card) -> Text:
        return L_(
            "{code} is {name}: suit letter {letter}, rank {rank} (R2).",
            code=str(card),
            name=card.lazy_name,
            letter=card.suit.letter,
            rank=card.rank,
        )

    def reasons(self) -> list[Text]:
        return [self._is(self.target), *(self._is(c) for c in cards_in(self._shown & ~self.target.bit))]


__all__ = ["NameDrill", "OldDrill", "PlayDrill"]
