"""The deal as a state machine (R4-R20): dealing, calling, tricks, claims, the end.

``Deal`` holds the whole truth; ``deal.view(seat)`` is what one seat may see
(``SeatView``). The rules themselves are in ``legal``; hands are card masks
(see ``cards``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

from ..errors import ChoiceError, CodeError, DealError, IllegalMoveError, NotationError, shown
from ..i18n import L_
from . import position_code
from .cards import DECK, FULL_DECK, HAND_SIZE, Card, CardSet, _cardset, dealing_problem
from .legal import NO_MOVES, LegalMoves, MoveOptions, RandomSource, check, options, sample
from .moves import CLAIM, DISCARD, LEAD, PASS, PLAY, Action, Move
from .old import Proof, old_mask, old_proofs
from .scoring import DRAW, FU_TO_WIN, Result, score
from .seats import Seat, seat_number
from .state import DEFAULT_RULES, Phase, PublicState, Rules, redeals_problem
from .view import SeatView

__all__ = ["Deal", "shuffled_hands", "redeal_hands", "NEXT",
           # their homes are other modules; kept importable from here
           "Action", "LegalMoves", "Move", "Phase", "Result", "Rules", "SeatView", "score"]  # fmt: skip

NEXT = tuple(int(seat.next) for seat in Seat)  # ``Seat.next`` as plain ints, for hot loops
_BITS = tuple(c.bit for c in DECK)
# the steps of a Fisher-Yates shuffle, from the last card down to the first hand
_SHUFFLE = tuple((i, i + 1) for i in range(len(DECK) - 1, HAND_SIZE - 1, -1))
CALLING, PLAYING, OVER = Phase


class _DealMoves(LegalMoves):
    """The live view of a ``Deal``'s legal moves: ``sample``, the hot path of random play, asks the
    deal without a detour through ``Deal._options`` (the same three lines)."""

    __slots__ = ()
    _position: Deal

    def sample(self, rng: RandomSource) -> Move:
        """One legal move, uniformly at random (a discard is a random set of cards)."""
        deal = self._position
        opts = deal._opts
        if opts is None:
            seat = deal.to_act
            deal._opts = opts = NO_MOVES if seat is None else options(deal, seat, deal._hands[seat])
        return sample(opts, rng)


class Deal(PublicState):
    """One deal of Luk Fu: ``Deal.new(seed)``, then ``apply`` moves until it is over.

    ``legal_moves`` is a live view of the moves of the seat to act; ``apply``
    refuses an illegal move with ``IllegalMoveError`` (naming the rule) and changes
    nothing; ``undo`` takes the last move back; ``code`` is the position as
    one line of text, and ``Deal.from_code`` reads it back.

    >>> deal = Deal.new(7)
    >>> deal.master, deal.to_act, deal.phase
    (1, 1, <Phase.CALLING: 'calling'>)
    >>> deal.apply(Move.parse("1:play"))
    >>> deal.legal_moves.count(), deal.at_lead
    (13, True)
    >>> deal.apply(Move.parse("1:lead:S9"))
    Traceback (most recent call last):
    ...
    lukfu_teach.errors.IllegalMoveError: seat 1 does not hold S9
    >>> deal.apply(Move.parse("1:lead:M3"))
    >>> str(deal.undo()), len(deal.moves)
    ('1:lead:M3', 0)
    """

    _hands: list[int]  # each seat's cards now (``hands``: as card sets)
    _discards: list[int]  # each seat's face-down discards (R13)
    _dealt: tuple[int, int, int]  # the hands of this deal as dealt
    calls: list[Action]
    fu: list[int]
    moves: list[Move]
    is_over = False  # a plain attribute here, kept by ``_start`` and ``_end``: read before every move
    # The legal moves of the seat to act (none once over): a live view, made at each look as
    # python-chess's ``board.legal_moves`` (a deal keeps no view of itself: no reference cycle).
    legal_moves = property(_DealMoves)

    def __init__(self, hands: tuple[int, int, int], master: int, rules: Rules | None = None, redeals: int = 0) -> None:
        """A deal dealt ``hands`` (three masks or card sets of 12 cards, R4), before any call; every part is
        checked (``DealError`` names the place, ``ChoiceError`` a Master that is not a seat)."""
        problem = dealing_problem(hands)
        if problem is not None:
            raise DealError(*problem)
        _check_rules(rules)
        reason = redeals_problem(redeals)
        if reason is not None:
            raise DealError("redeals", reason, "R6")
        h0, h1, h2 = hands
        self._setup((int(h0), int(h1), int(h2)), seat_number(master), rules, redeals)

    @classmethod
    def _of(cls, hands: tuple[int, int, int], master: int, rules: Rules | None = None, redeals: int = 0) -> Deal:
        """``Deal(...)`` without the checks, for parts the engine made (a shuffle, a code already read)."""
        deal = object.__new__(cls)
        deal._setup(hands, master, rules, redeals)
        return deal

    def _setup(self, hands: tuple[int, int, int], master: int, rules: Rules | None, redeals: int) -> None:
        self.rules = rules or DEFAULT_RULES
        self.master = master
        self.redeals = redeals
        self._redealt: list[tuple[int, int, int]] = []  # the deals thrown in, for ``undo``
        self._start(hands)

    def _start(self, hands: tuple[int, int, int]) -> None:
        self._dealt = hands
        self._hands = list(hands)
        self._discards = [0, 0, 0]
        self._public = 0
        self.fu = [0, 0, 0]
        self.calls = []
        self.moves = []
        self.caller = None
        self.phase, self.is_over = CALLING, False
        self.to_act = self.master
        self._best = self.best_seat = self.lead_size = self.responses = 0
        self.result = None
        self._opts: MoveOptions | None = None  # the legal moves of this state, once asked for

    @classmethod
    def new(
        cls, seed: int | random.Random | None = None, *, master: int | None = None, rules: Rules | None = None
    ) -> Deal:
        """Shuffle and deal 12 cards each (R4); the Master is random unless given.

        >>> Deal.new(7).code == Deal.new(7).code
        True
        """
        rng = seed if isinstance(seed, random.Random) else random.Random(seed)
        master = rng.randrange(3) if master is None else seat_number(master)
        _check_rules(rules)
        return cls._of(shuffled_hands(rng.random), master, rules)

    @classmethod
    def from_hands(
        cls, hands: Iterable[Iterable[Card | str]], master: int, rules: Rules | None = None, redeals: int = 0
    ) -> Deal:
        """A deal from three hands of 12 cards (codes, ``Card`` values or card sets), checked as ``Deal(...)``.

        >>> Deal.from_hands(["C1 C2", "C3", "C4"], 0)
        Traceback (most recent call last):
        ...
        lukfu_teach.errors.DealError: hands[0]: 2 cards, not 12 (R4)
        """
        if isinstance(hands, (str, bytes)) or not isinstance(hands, Iterable):
            raise DealError("hands", L_("expected three hands (R4)"), "R4")
        masks = tuple(CardSet.of(hand) for hand in hands)
        return cls(masks, master, rules, redeals)  # type: ignore[arg-type]

    @classmethod
    def from_code(cls, code: str) -> Deal:
        """The deal a position code describes (``deal.code``); a bad code raises ``CodeError``
        naming the field, or the move, and what is wrong.

        >>> deal = Deal.from_code("C58S146789M248T3/C169S2M35679T457/C2347S35M1T12689 1 0 R8,R16d 1:play")
        >>> deal.to_act, deal.caller, Deal.from_code(deal.code).code == deal.code
        (1, 1, True)
        >>> Deal.from_code("C58S146789M248T3/C169S2M35679T457/C2347S35M1T12689 1 0 R8,R16d 1:play 1:lead:S4")
        Traceback (most recent call last):
        ...
        lukfu_teach.errors.CodeError: position code, moves[1] (1:lead:S4): seat 1 does not hold S4
        """
        parts = position_code.parse(code)
        deal = cls._of(parts.hands, parts.master, parts.rules, parts.redeals)
        for i, move in enumerate(parts.moves):
            place = f"moves[{i}] ({move})"
            try:
                deal.apply(move)
            except IllegalMoveError as err:
                raise CodeError(place, err.text, err.rule) from None
            if deal.redeals != parts.redeals:
                reason = L_("the third pass throws the cards in (R6): a code holds the deal being played")
                raise CodeError(place, reason, "R6")
        return deal

    # -- looking -----------------------------------------------------------

    @property
    def code(self) -> str:
        """The position as one line of text (like chess's FEN): ``Deal.from_code(deal.code)`` rebuilds it.

        >>> Deal.new(7).code
        'C58S146789M248T3/C169S2M35679T457/C2347S35M1T12689 1 0 R8,R16d'
        """
        calls = [Move(Seat(self.master).after(i), call) for i, call in enumerate(self.calls)]
        return position_code.encode(self._dealt, self.master, self.redeals, self.rules, calls + self.moves)

    @property
    def hands(self) -> tuple[CardSet, CardSet, CardSet]:
        """Each seat's cards now."""
        h0, h1, h2 = self._hands
        return _cardset(h0), _cardset(h1), _cardset(h2)

    @property
    def discards(self) -> tuple[CardSet, CardSet, CardSet]:
        """Each seat's face-down discards (R13)."""
        d0, d1, d2 = self._discards
        return _cardset(d0), _cardset(d1), _cardset(d2)

    @property
    def dealt(self) -> tuple[CardSet, CardSet, CardSet]:
        """The hands of this deal as dealt (after any redeal, R6)."""
        h0, h1, h2 = self._dealt
        return _cardset(h0), _cardset(h1), _cardset(h2)

    def hand(self, seat: int) -> CardSet:
        """The cards a seat holds now."""
        return _cardset(self._hands[seat_number(seat)])

    @property
    def hand_sizes(self) -> tuple[int, int, int]:  # type: ignore[override]  # a Deal counts its hands
        """How many cards each seat holds now."""
        h0, h1, h2 = self._hands
        return h0.bit_count(), h1.bit_count(), h2.bit_count()

    def holding(self, seat: int) -> tuple[CardSet, CardSet]:
        """A seat's hand and its own face-down discards: a ``Deal`` knows every seat's."""
        seat = seat_number(seat)
        return _cardset(self._hands[seat]), _cardset(self._discards[seat])

    def _options(self) -> MoveOptions:
        opts = self._opts
        if opts is None:
            seat = self.to_act
            self._opts = opts = NO_MOVES if seat is None else options(self, seat, self._hands[seat])
        return opts

    def is_legal(self, move: Move) -> bool:
        """Whether ``apply(move)`` would accept ``move``."""
        try:
            check(self, move, self._hands[move.seat])
        except IllegalMoveError:
            return False
        return True

    def old_mask(self, seat: int) -> CardSet:
        """The Old cards of a seat (R16)."""
        return _cardset(old_mask(self._hands[seat], self._public))

    def old_cards(self, seat: int) -> dict[Card, Proof]:
        """The Old cards of a seat, each with its proof (R16)."""
        return old_proofs(self._hands[seat], self.played_in())

    def view(self, seat: int) -> SeatView:
        """Exactly what ``seat`` may see (R15)."""
        return SeatView.of(self, seat)

    def _repr_html_(self) -> str:  # the open table, drawn in a notebook
        from ..pictures import render

        return render.position(self)._repr_html_()

    def __repr__(self) -> str:
        return f"Deal.from_code({self.code!r})"

    def copy(self) -> Deal:
        """An independent deal in the same position (with the same history, for ``undo``)."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other._hands, other._discards, other.fu = list(self._hands), list(self._discards), list(self.fu)
        other.calls, other.moves, other._redealt = list(self.calls), list(self.moves), list(self._redealt)
        return other

    # -- changing ----------------------------------------------------------

    def apply(self, move: Move | str) -> None:
        """Make ``move`` (a ``Move`` or its notation); an illegal one raises ``IllegalMoveError`` and changes nothing.

        A move is looked up among the legal moves of this very state when the
        view has computed them since the last change (so a move the view
        sampled is checked cheaply); any other is checked rule by rule.
        """
        opts = self._opts  # the legal moves of this state, if asked for since the last change
        if opts is None or move.__class__ is not Move:
            move = self._checked(move)
            seat, action, mask = move
        else:  # ``allows(opts, move)``, inline: this is the hot path of every playout through the API
            seat, action, mask = move
            legal_seat, legal_action, masks, fixed, hand, size, _ = opts
            if seat != legal_seat:
                self._checked(move)
            elif action is not legal_action:
                if move not in fixed:
                    self._checked(move)
            elif size:
                if mask.bit_count() != size or mask & ~hand:
                    self._checked(move)
            elif mask not in masks:
                self._checked(move)
        self._do(move, seat, action, mask)

    def _checked(self, move: Move | str) -> Move:
        """``move``, read if it is notation, once every rule it must keep is checked."""
        if not isinstance(move, Move):
            if not isinstance(move, str):
                raise NotationError(
                    L_('apply() takes a Move or its notation, such as "0:lead:S7", not {move}', move=shown(move))
                )
            move = Move.parse(move)
        check(self, move, self._hands[move.seat])
        return move

    def undo(self) -> Move:
        """Take back the last move (a call too) and return it; the deal is replayed."""
        calls, moves = self.calls, self.moves
        if moves:
            last, moves = moves[-1], moves[:-1]
        elif calls:
            last, calls = Move(Seat(self.master).after(len(calls) - 1), calls[-1]), calls[:-1]
        elif self._redealt:  # take back the third pass, and the redeal with it (R6)
            self._dealt = self._redealt.pop()
            self.redeals -= 1
            last, calls = Move(Seat(self.master).prev, PASS), [PASS, PASS]
        else:
            raise IllegalMoveError(L_("there is no move to take back"))
        self._start(self._dealt)
        for i, call in enumerate(calls):
            self._do(Move(Seat(self.master).after(i), call), Seat(self.master).after(i), call, 0)
        for move in moves:
            self._do(move, *move)
        return last

    def _do(self, move: Move, seat: int, action: Action, mask: int) -> None:
        """Make a legal move (given with its parts): the state machine's one transition."""
        self._opts = None
        if action is PLAY or action is PASS:
            self.calls.append(action)
            if action is PLAY:  # R5, R7
                self.caller, self.phase, self.to_act = seat, PLAYING, self.master
            elif len(self.calls) == 3:  # R6
                self._redealt.append(self._dealt)
                self.redeals += 1
                self._start(redeal_hands(self._dealt, self.master, self.redeals))
            else:
                self.to_act = NEXT[seat]
            return
        self.moves.append(move)
        if action is CLAIM:  # R17
            fu = self.fu[seat] + mask.bit_count()
            self._end(Result(seat, fu, self._score(seat, fu), True, _cardset(mask)))
            return
        self._hands[seat] ^= mask
        if action is DISCARD:  # R13
            self._discards[seat] |= mask
        else:
            self._public |= mask
            self._best, self.best_seat = mask, seat
            if action is LEAD:
                self.lead_size, self.responses = mask.bit_count(), 0
                self.to_act = NEXT[seat]
                return
        if not self.responses:  # the first answer
            self.responses, self.to_act = 1, NEXT[seat]
            return
        winner = self.best_seat  # R14
        self.fu[winner] += self.lead_size
        self._best, self.responses, self.to_act = 0, 0, winner
        if not self._hands[winner]:  # R18
            fu = self.fu[winner]
            self._end(Result(winner, fu, self._score(winner, fu)) if fu >= FU_TO_WIN else DRAW)

    def _score(self, winner: int, fu: int) -> tuple[int, int, int]:
        caller = self.caller
        assert caller is not None, "cards are played only after the call (R5)"
        return score(winner, fu, caller)

    def _end(self, result: Result) -> None:
        self.result, self.phase, self.is_over, self.to_act = result, OVER, True, None


def _check_rules(rules: object) -> None:
    if rules is not None and not isinstance(rules, Rules):
        raise ChoiceError(L_("{value} is not a set of rule switches (a Rules value)", value=shown(rules)))


def shuffled_hands(rand: Callable[[], float]) -> tuple[int, int, int]:
    """Three random hands of 12 (R4): a Fisher-Yates shuffle dealt in three blocks.

    It stops at the first hand, whose order does not matter; ``rand`` is a ``random.Random().random``.
    """
    deck = list(_BITS)
    for i, n in _SHUFFLE:
        j = int(rand() * n)
        deck[i], deck[j] = deck[j], deck[i]
    second, third = sum(deck[HAND_SIZE : 2 * HAND_SIZE]), sum(deck[2 * HAND_SIZE :])
    return FULL_DECK ^ second ^ third, second, third


def redeal_hands(thrown_in: tuple[int, int, int], master: int, redeals: int) -> tuple[int, int, int]:
    """The hands of redeal number ``redeals`` after the cards ``thrown_in`` (R6).

    The shuffle is seeded by the cards thrown in, the Master and the count, so
    a position's code fixes every later redeal as well.
    """
    first, second, third = thrown_in
    return shuffled_hands(random.Random(first | second << 40 | third << 80 | master << 120 | redeals << 122).random)
