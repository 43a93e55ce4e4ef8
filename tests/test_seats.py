"""Seats (R3): the ``Seat`` enum and the turn order it steps through."""

import json

import pytest

from lukfu_teach import ChoiceError, Deal, Move, Seat


def test_R3_seats_go_round_0_1_2_0():
    assert list(Seat) == [0, 1, 2] and [s.name for s in Seat] == ["SOUTH", "EAST", "WEST"]
    assert [Seat(s).next for s in range(3)] == [1, 2, 0]
    assert [Seat(s).prev for s in range(3)] == [2, 0, 1]
    assert all(Seat(s).next.prev == s for s in range(3))
    assert [Seat.WEST.after(i) for i in range(5)] == [2, 0, 1, 2, 0]
    assert Seat.EAST.turn_order() == (Seat.EAST, Seat.WEST, Seat.SOUTH)


def test_a_seat_reads_and_writes_as_its_number():
    assert str(Seat.EAST) == "1" and f"seat {Seat.WEST}" == "seat 2" and f"{Seat.EAST:>3}" == "  1"
    assert json.dumps({"seat": Seat.WEST}) == '{"seat": 2}'
    assert Seat.EAST == 1 and {1: "East"}[Seat.EAST] == "East"


@pytest.mark.parametrize("bad", [3, -1, "1", None, 1.5])
def test_a_bad_seat_is_a_choice_error(bad):
    with pytest.raises(ChoiceError, match=r"is not a seat \(0, 1 or 2\) \(R3\)"):
        Seat(bad)


def test_moves_and_deals_check_their_seats():
    with pytest.raises(ChoiceError, match="^3 is not a seat"):
        Move.of(3, "play")
    with pytest.raises(ChoiceError, match="^4 is not a seat"):
        Deal.new(1, master=4)
    with pytest.raises(ChoiceError, match="^5 is not a seat"):
        Deal.new(1).view(5)
    assert Deal.new(1, master=Seat.WEST).master == 2 and type(Deal.new(1, master=Seat.WEST).master) is int
