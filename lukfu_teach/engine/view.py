"""``SeatView``: exactly what one seat may see (R15), the only thing an AI is handed."""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING, Any

from .cards import Card, CardSet, CardsField, _cardset
from .legal import LegalMoves, MoveOptions, nothing_for, options
from .moves import Action, Move, seen_by
from .old import Proof, old_mask, old_proofs
from .seats import seat_number
from .state import PUBLIC_FIELDS, PublicState, unseen_mask

if TYPE_CHECKING:
    from .deal import Deal

_PUBLIC = attrgetter(*PUBLIC_FIELDS)


class SeatView(PublicState):
    """Exactly what one seat may see (R15): its own hand and discards, every face-up play, the
    counts, fu, Master and caller. Other seats' discards appear as moves without cards. It never
    changes: ``deal.view(seat)`` again after a move.

    >>> from lukfu_teach import Deal
    >>> deal = Deal.from_code("C58S146789M248T3/C169S2M35679T457/C2347S35M1T12689 1 0 R8,R16d 1:play 1:lead:T4")
    >>> view = deal.view(2)
    >>> view.seat, view.hand_sizes, view.to_act
    (2, (12, 11, 12), 2)
    >>> sorted(str(m) for m in view.legal_moves)
    ['2:beat:T6', '2:beat:T8', '2:beat:T9']
    >>> deal.view(0).legal_moves.count()
    0
    """

    seat: int
    viewer: int  # its seat
    _hand: int  # (``hand``: as a card set)
    _own_discards: int
    hand_sizes: tuple[int, int, int]
    calls: tuple[Action, ...]
    fu: tuple[int, int, int]
    moves: tuple[Move, ...]
    _opts: MoveOptions | None

    @classmethod
    def of(cls, deal: Deal, seat: int) -> SeatView:
        """What ``seat`` sees of ``deal`` now."""
        seat = seat_number(seat)
        view = object.__new__(cls)
        fields = vars(view)
        fields.update(zip(PUBLIC_FIELDS, _PUBLIC(deal), strict=True))
        fields.update(
            seat=seat, viewer=seat, _hand=deal._hands[seat], _own_discards=deal._discards[seat],
            hand_sizes=tuple(h.bit_count() for h in deal._hands), calls=tuple(deal.calls), fu=tuple(deal.fu),
            moves=seen_by(deal.moves, seat),
            _opts=None,
        )  # fmt: skip
        return view

    @property
    def legal_moves(self) -> LegalMoves:
        """This seat's legal moves when it is to act (otherwise none): a live view, like a deal's."""
        return LegalMoves(self)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"a SeatView does not change ({name}); ask the deal for a new view")

    def _options(self) -> MoveOptions:
        opts = self._opts
        if opts is None:
            seat = self.seat
            opts = options(self, seat, self._hand) if self.to_act == seat else nothing_for(seat)
            vars(self)["_opts"] = opts
        return opts

    hand = CardsField("This seat's cards.")
    own_discards = CardsField("The cards this seat discarded face down (R13).")

    def old_mask(self) -> CardSet:
        """This seat's Old cards (R16)."""
        return _cardset(old_mask(self._hand, self._public))

    def old_cards(self) -> dict[Card, Proof]:
        """This seat's Old cards, each with its proof (R16)."""
        return old_proofs(self._hand, self.played_in())

    def holding(self, seat: int) -> tuple[CardSet, CardSet] | None:
        return (self.hand, self.own_discards) if seat == self.seat else None

    @property
    def unseen(self) -> CardSet:
        """The cards this seat cannot place: in other hands or their discards (``unseen_by(seat)``)."""
        return _cardset(unseen_mask(self._hand, self._own_discards, self._public, self.moves))

    def _repr_html_(self) -> str:  # the position as this seat sees it, drawn in a notebook
        from ..pictures import render

        return render.position(self)._repr_html_()

    def __repr__(self) -> str:
        return f"<SeatView of seat {self.seat}: {self.hand_sizes[self.seat]} cards, to act: {self.to_act}>"
