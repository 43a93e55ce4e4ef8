"""Drills answered by choosing: what may you do now, what shape is it, which plays beat, why a lead is illegal."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..engine.cards import Card, CardSet, Suit, cards_in, codes
from ..engine.deal import Deal
from ..engine.moves import Action, Move
from ..engine.old import not_old
from ..engine.plays import BEATERS, PLAY_INFO, Play, not_a_play_message, not_beating_message, shape_text
from ..engine.state import Phase
from ..errors import IllegalMoveError, LukFuError
from ..i18n import L_, N_, Text, nL_
from ..words import explain
from .answers import Choice, read_choice
from .core import Drill, Exhibit, Look, Verdict
from .reasons import (
    beat_reason,
    beaters_sentence,
    higher_suit_with_non_old,
    lead_reason,
    must_beat_sentence,
    no_beat_reason,
    play_words,
)
from .words import Said, cards_words, old_count_words, sentence


class ChoiceDrill(Drill):
    """Choose one of ``choices`` (or, ``multiple``, every right one); the truth is computed from the position."""

    answer_kind = "choice"

    def __init__(
        self,
        id: str,
        title: str | Text,
        rules: Sequence[str],
        task: str,
        *,
        choices: Sequence[Choice],
        multiple: bool = False,
        **kw: Any,
    ) -> None:
        super().__init__(id, title, rules, task, **kw)
        self._choices = tuple(choices)
        self.multiple = multiple
        truth = self.truth()  # several right ones may be none (a quiz marks each choice, ``verdicts``); one may not
        if not (truth or multiple) or not truth <= {c.key for c in self._choices}:
            raise LukFuError(
                L_(
                    "drill {id}: the right answer {truth} is not among the choices",
                    id=id,
                    truth=" ".join(sorted(truth)),
                )
            )

    @property
    def choices(self) -> tuple[Choice, ...]:
        """The answers offered, their labels in the current language."""
        return tuple(c.shown() for c in self._choices)

    def truth(self) -> frozenset[str]:
        """The keys that are right: all of them must be chosen (``multiple``), or any one of them."""
        raise NotImplementedError

    def _read(self, answer: Any) -> frozenset[str]:
        return read_choice(answer, self._choices, multiple=self.multiple)

    def solution(self) -> str | list[str]:
        keys = [c.key for c in self._choices if c.key in self.truth()]
        return keys if self.multiple else keys[0]

    def _judge(self, keys: frozenset[str]) -> tuple[bool, list[Text]]:
        truth = self.truth()
        right = keys == truth if self.multiple else len(keys) == 1 and keys <= truth
        if right:
            return True, self.right_words()
        return False, self.wrong_words(keys)

    def right_words(self) -> list[Text]:
        raise NotImplementedError

    def wrong_words(self, keys: frozenset[str]) -> list[Text]:
        return [L_("Not so."), *self.reasons()]

    def reasons(self) -> list[Text]:
        return self.right_words()


# -- what may you do now (R11, R12, R13, R17) ----------------------------------------------------

ACTION_CHOICES = {
    "lead": Choice("lead", L_("Lead: I may not claim now")),
    "claim": Choice("claim", L_("Claim (or lead): my fu and Old cards make six or more")),
    "beat": Choice("beat", L_("Beat: I hold a play that beats it")),
    "discard": Choice("discard", L_("Discard face down: nothing I hold beats it")),
    "can_beat": Choice("can_beat", L_("Yes: I hold a play that beats it")),
    "cannot_beat": Choice("cannot_beat", L_("No: nothing I hold beats it")),
}
_CAN = {"beat": "can_beat", "discard": "cannot_beat"}  # the question "can you beat it?", before discards (R13)


class ActionDrill(ChoiceDrill):
    """What may the seat to act do now: lead, claim, beat or discard? (``offer``: the choices shown).

    Offered ``can_beat`` and ``cannot_beat``, it asks only whether the seat can beat (R10), for a lesson that
    comes before the must-beat rule and face-down discards (R12, R13)."""

    seat: int  # the seat to act

    def __init__(
        self,
        id: str,
        title: str | Text,
        rules: Sequence[str],
        task: str,
        deal: Deal,
        *,
        offer: Sequence[str] = ("lead", "claim", "beat", "discard"),
        **kw: Any,
    ) -> None:
        if deal.phase is not Phase.PLAYING:
            raise LukFuError(L_("drill {id}: an action drill needs a position where cards are played", id=id))
        super().__init__(
            id, title, rules, task, choices=[ACTION_CHOICES[k] for k in offer], deal=deal, seat=deal.to_act, **kw
        )

    def truth(self) -> frozenset[str]:
        deal = self._position()
        legal = deal.legal_moves
        if legal.action is Action.LEAD:
            return frozenset({"claim" if legal.claim is not None else "lead"})
        key = "beat" if legal.action is Action.BEAT else "discard"
        return frozenset({_CAN[key] if "can_beat" in self._offered() else key})

    def _offered(self) -> set[str]:
        return {c.key for c in self._choices}

    def _card_mask(self) -> int:
        return self._position().hands[self.seat]

    def right_words(self) -> list[Text]:
        deal, seat = self._position(), self.seat
        hand = deal.hands[seat]
        key = next(iter(self.truth()))
        if key == "can_beat":
            return [beaters_sentence(hand, deal.best)]
        if key == "cannot_beat":
            return [no_beat_reason(hand, deal.best)]
        if key == "beat":
            return [must_beat_sentence(hand, deal.best)]
        if key == "discard":
            return [
                no_beat_reason(hand, deal.best),
                L_("So you discard {cards} face down (R13).", cards=cards_words(deal.lead_size)),
            ]
        fu, old = deal.fu[seat], deal.old_mask(seat)
        total = fu + old.bit_count()
        shown = f" ({codes(old)})" if old else ""
        if key == "claim":
            return [
                L_(
                    "You have {fu} fu + {old}{shown} = {total}: six or more, so you may claim now (R17), "
                    "or lead and play on (R11).",
                    fu=fu,
                    old=old_count_words(old.bit_count()),
                    shown=shown,
                    total=total,
                )
            ]
        return [
            L_(
                "You have {fu} fu + {old}{shown} = {total}: fewer than six, so you cannot claim yet (R17); "
                "you lead (R11).",
                fu=fu,
                old=old_count_words(old.bit_count()),
                shown=shown,
                total=total,
            )
        ]


# -- shapes (R9) ------------------------------------------------------------------------------------

SHAPE_CHOICES = (
    Choice("single", L_("A single")),
    Choice("set", L_("A set")),
    Choice("run", L_("A run")),
    Choice("none", L_("Not a play")),
)
_DEFINITIONS = {
    "single": N_("{cards} is not a single: a single is one card (R9)."),
    "set": N_("{cards} is not a set: a set is three or four cards of one rank (R9)."),
    "run": N_("{cards} is not a run: a run is three or more cards of one suit with consecutive ranks (R9)."),
}


class ShapeDrill(ChoiceDrill):
    """Is this group of cards a single, a set, a run, or not a play at all (R9)?"""

    def __init__(self, id: str, title: str, rules: Sequence[str], task: str, *, shown: str, **kw: Any) -> None:
        self._shown = CardSet.parse(shown)
        super().__init__(id, title, rules, task, choices=SHAPE_CHOICES, seat=None, **kw)

    def _card_mask(self) -> int:
        return self._shown

    def exhibit(self) -> Exhibit:
        return Exhibit(self._shown, Look.CARDS)

    def truth(self) -> frozenset[str]:
        info = PLAY_INFO.get(self._shown)
        return frozenset({info.shape.value if info else "none"})

    def right_words(self) -> list[Text]:
        reason = not_a_play_message(self._shown)
        if reason is not None:
            return [sentence(reason)]
        return [L_("{cards} is {shape} (R9).", cards=codes(self._shown), shape=shape_text(self._shown))]

    def wrong_words(self, keys: frozenset[str]) -> list[Text]:
        key = next(iter(keys))
        if key == "none":
            return [L_("{cards} is a play: look at its shape again (R9).", cards=codes(self._shown))]
        return [L_(_DEFINITIONS[key], cards=codes(self._shown))]


# -- which plays beat it (R10) ----------------------------------------------------------------------


class WhichBeatDrill(ChoiceDrill):
    """Which of these plays beat ``best``? Choose every one that does (R10, R10a, R10b)."""

    def __init__(
        self, id: str, title: str, rules: Sequence[str], task: str, *, best: str, candidates: Sequence[str], **kw: Any
    ) -> None:
        self.best = Play.parse(best).mask
        self.candidates = [Play.parse(c).mask for c in candidates]
        choices = [Choice(chr(ord("a") + i), codes(m)) for i, m in enumerate(self.candidates)]
        super().__init__(id, title, rules, task, choices=choices, multiple=True, seat=None, **kw)

    def _card_mask(self) -> int:
        return self.best

    def exhibit(self) -> Exhibit:
        return Exhibit(self.best, Look.PLAY, L_("The play to beat"))

    def truth(self) -> frozenset[str]:
        return frozenset(c.key for c, m in zip(self._choices, self.candidates, strict=True) if m in BEATERS[self.best])

    def verdicts(self, keys: frozenset[str] | set[str]) -> list[Verdict]:
        """Each candidate judged on its own: it beats or not (``truth``), chosen or not, and why (R10). ``keys``
        may be empty (none chosen); a quiz that marks every play at once reads them."""
        return [
            Verdict(m, c.key in keys, m in BEATERS[self.best], self._about(m))
            for c, m in zip(self._choices, self.candidates, strict=True)
        ]

    def _about(self, mask: int) -> Text:
        if mask in BEATERS[self.best]:
            return L_(
                "{play} beats {best}: {reason}.",
                play=codes(mask),
                best=codes(self.best),
                reason=beat_reason(mask, self.best),
            )
        reason, rule = not_beating_message(mask, self.best)
        return L_(
            "{play} does not beat {best}: {reason} ({rule}).",
            play=codes(mask),
            best=codes(self.best),
            reason=reason,
            rule=rule,
        )

    def right_words(self) -> list[Text]:
        return [self._about(m) for m in self.candidates]

    def wrong_words(self, keys: frozenset[str]) -> list[Text]:
        truth = self.truth()
        lines: list[Text] = [L_("Not quite.")]
        lines += [self._about(m) for c, m in zip(self._choices, self.candidates, strict=True) if c.key in keys - truth]
        missed = len(truth - keys)
        if missed:
            left_out = nL_("You left out {n} play that beats it.", "You left out {n} plays that beat it.", missed)
            lines.append(left_out)
        return lines

    def reasons(self) -> list[Text]:
        return [self._about(m) for m in self.candidates]


# -- why is this lead illegal (R8, R9, R16d, R16e) --------------------------------------------------

LEAD_CHOICES = (
    Choice("legal", L_("It is a legal lead")),
    Choice("R9", L_("It is not a play: no single, set or run (R9)")),
    Choice("R8", L_("A Master who passed may not lead four or more cards (R8)")),
    Choice("R16d-suit", L_("A noncaller's single must come from its highest suit with a non-Old card (R16d)")),
    Choice("R16d-old", L_("A noncaller may lead an Old single only when every card it holds is Old (R16d)")),
)
LEAD_KEYS = tuple(c.key for c in LEAD_CHOICES)


class LeadCheckDrill(ChoiceDrill):
    """Is this lead legal, and if not, which rule stops it? ``lead``: the cards proposed (held by the seat to act)."""

    seat: int  # the seat to act

    def __init__(
        self,
        id: str,
        title: str,
        rules: Sequence[str],
        task: str,
        deal: Deal,
        *,
        lead: str,
        offer: Sequence[str] = LEAD_KEYS,
        **kw: Any,
    ) -> None:
        if not deal.at_lead:
            raise LukFuError(L_("drill {id}: a lead drill needs a position at a lead", id=id))
        self.lead = CardSet.parse(lead)
        if self.lead & ~deal.hands[deal.to_act]:  # type: ignore[index]
            raise LukFuError(
                L_("drill {id}: seat {seat} does not hold {cards}", id=id, seat=deal.to_act, cards=codes(self.lead))
            )
        choices = [c for c in LEAD_CHOICES if c.key in offer]  # ``offer``: the reasons a lesson has taught so far
        super().__init__(id, title, rules, task, choices=choices, deal=deal, seat=deal.to_act, **kw)

    def _card_mask(self) -> int:
        return self.lead

    def _refusal(self) -> IllegalMoveError | None:
        try:
            self._position().copy().apply(Move(self.seat, Action.LEAD, self.lead))
        except IllegalMoveError as err:
            return err
        return None

    def truth(self) -> frozenset[str]:
        err = self._refusal()
        if err is None:
            return frozenset({"legal"})
        if err.rule != "R16d":
            return frozenset({err.rule or ""})
        deal = self._position()
        keys = set()
        if self.lead & deal.old_mask(self.seat):
            keys.add("R16d-old")
        if cards_in(self.lead)[0].suit is not higher_suit_with_non_old(deal, self.seat):
            keys.add("R16d-suit")
        return frozenset(keys)

    def right_words(self) -> list[Text]:
        err = self._refusal()
        if err is None:
            deal = self._position()
            return [
                L_(
                    "{play} is a legal lead: {reason}.",
                    play=play_words(self.lead),
                    reason=lead_reason(deal, self.seat, self.lead),
                )
            ]
        return [sentence(err.text)]

    def wrong_words(self, keys: frozenset[str]) -> list[Text]:
        key = next(iter(keys))
        deal, seat, mask = self._position(), self.seat, self.lead
        if key == "legal":
            return [L_("Not so: {play} may not be led here. Which rule stops it?", play=codes(mask))]
        if key == "R9":
            return [L_("{play} is a play: {shape} (R9).", play=codes(mask), shape=shape_text(mask))]
        if key == "R8":
            if seat != deal.master:
                return [L_("You are not the Master, so R8 does not limit your leads (R8).")]
            if seat == deal.caller:
                return [L_("You are the Master, but you called play, so R8 does not limit your leads (R8).")]
            return [L_("{play} has fewer than four cards; R8 forbids only four or more (R8).", play=codes(mask))]
        return self._not_r16d(key, deal, seat, mask)

    def _not_r16d(self, key: str, deal: Deal, seat: int, mask: int) -> list[Text]:
        if seat == deal.caller:
            return [L_("You are the caller, and the caller may lead any play (R16e).")]
        if not deal.rules.noncaller_lead_rule:
            return [L_("The noncaller lead rule is switched off in this deal (R16d).")]
        if mask.bit_count() != 1:
            return [L_("{play} is not a single; R16d limits single leads only (R16d).", play=codes(mask))]
        card = cards_in(mask)[0]
        old = deal.old_mask(seat)
        if old == deal.hands[seat]:
            return [L_("Every card you hold is Old, so you may lead any of them singly (R16d).")]
        if key == "R16d-old":
            return [
                Said(explain.not_old_sentence, not_old(card, deal.hands[seat], deal.played_in(), deal.discards[seat]))
            ]
        return [
            L_(
                "{play} is from {suit}, your highest suit with a non-Old card (R16d).",
                play=codes(mask),
                suit=card.suit.lazy_title,
            )
        ]


# -- what happens now (R6), what can you see (R13, R15), what is this card (R2) ----------------------

REDEAL_CHOICES = (
    Choice("redeal_same", L_("The cards are dealt again; the Master stays the same")),
    Choice("redeal_next", L_("The cards are dealt again; the next seat becomes the Master")),
    Choice("master_plays", L_("The Master must play")),
    Choice("drawn", L_("The deal is drawn and nobody pays")),
)


class RedealDrill(ChoiceDrill):
    """Two seats passed; the third passes too: what happens (R6)?"""

    seat: int  # the seat to act

    def __init__(self, id: str, title: str, rules: Sequence[str], task: str, deal: Deal, **kw: Any) -> None:
        if deal.phase is not Phase.CALLING or len(deal.calls) != 2:
            raise LukFuError(L_("drill {id}: a redeal drill needs a position after two passes", id=id))
        super().__init__(id, title, rules, task, choices=REDEAL_CHOICES, deal=deal, seat=deal.to_act, **kw)

    def _after(self) -> Deal:
        after = self._position().copy()
        after.apply(Move(after.to_act, Action.PASS))  # type: ignore[arg-type]
        return after

    def truth(self) -> frozenset[str]:
        before, after = self._position(), self._after()
        if after.redeals > before.redeals:
            return frozenset({"redeal_same" if after.master == before.master else "redeal_next"})
        return frozenset({"master_plays" if after.phase is Phase.PLAYING else "drawn"})

    def right_words(self) -> list[Text]:
        after = self._after()
        lines: list[Text] = [
            L_(
                "All three passed: the cards are shuffled and dealt again, and the Master stays {seat} (R6).",
                seat=self.who(after.master),
            )
        ]
        if after.to_act == after.master and not after.calls:
            lines.append(L_("Calling starts again with the Master (R5)."))
        return lines

    def _card_mask(self) -> int:
        return self._position().hands[self.seat]


class SeeDrill(ChoiceDrill):
    """Can ``seat`` see the cards of the discard made at ``moves[index]`` (R13, R15)?"""

    seat: int  # never the open table

    def __init__(
        self, id: str, title: str, rules: Sequence[str], task: str, deal: Deal, *, seat: int, index: int, **kw: Any
    ) -> None:
        if deal.moves[index].action is not Action.DISCARD:
            raise LukFuError(L_("drill {id}: moves[{index}] is not a discard", id=id, index=index))
        self.index = index
        super().__init__(
            id,
            title,
            rules,
            task,
            choices=(Choice("yes", L_("Yes")), Choice("no", L_("No"))),
            deal=deal,
            seat=seat,
            **kw,
        )

    def truth(self) -> frozenset[str]:
        seen = self._position().view(self.seat).moves[self.index]
        return frozenset({"yes" if seen.mask else "no"})

    def right_words(self) -> list[Text]:
        move = self._position().moves[self.index]
        if move.seat == self.seat:
            return [L_("Yes: that is your own discard; you know it, and nobody else does (R13, R15).")]
        return [
            L_(
                "No: {seat} discarded face down; nobody but {seat} sees those cards, ever (R13, R15).",
                seat=self.who(move.seat),
            )
        ]


class ReadCodeDrill(ChoiceDrill):
    """What is the card with this code called (R2)? The choices are the cards of its rank in every suit."""

    def __init__(self, id: str, title: str, rules: Sequence[str], task: str, *, code: str, **kw: Any) -> None:
        self.card = Card.parse(code)
        same_rank = [Card(s, self.card.rank) for s in Suit]
        choices = [Choice(str(c), c.lazy_name) for c in same_rank]
        super().__init__(id, title, rules, task, choices=choices, seat=None, **kw)

    def _card_mask(self) -> int:
        return self.card.bit

    def exhibit(self) -> Exhibit:
        return Exhibit(self.card.bit, Look.CODE)

    def truth(self) -> frozenset[str]:
        return frozenset({str(self.card)})

    def right_words(self) -> list[Text]:
        c = self.card
        return [
            L_(
                "{code} is {name}: suit letter {letter}, rank {rank} (R2).",
                code=str(c),
                name=c.lazy_name,
                letter=c.suit.letter,
                rank=c.rank,
            )
        ]

    def wrong_words(self, keys: frozenset[str]) -> list[Text]:
        chosen = Card.parse(next(iter(keys)))
        return [
            L_(
                "Not so: {name} is written {code}, with the letter {letter} (R2).",
                name=chosen.lazy_name,
                code=str(chosen),
                letter=chosen.suit.letter,
            )
        ]


__all__ = [
    "ActionDrill",
    "ChoiceDrill",
    "LeadCheckDrill",
    "ReadCodeDrill",
    "RedealDrill",
    "SeeDrill",
    "ShapeDrill",
    "WhichBeatDrill",
]
