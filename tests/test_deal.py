import random
from collections import Counter

import pytest
from helpers import call, cards, deal_with, known, position, random_deals

from lukfu_teach.engine.cards import FULL_DECK, cards_in, codes
from lukfu_teach.engine.deal import Deal
from lukfu_teach.engine.moves import Action, Move
from lukfu_teach.engine.scoring import score
from lukfu_teach.engine.state import Phase, Rules
from lukfu_teach.errors import IllegalMoveError, NotationError

M = Move.of


def state(deal: Deal) -> tuple:
    return (
        tuple(deal.hands), tuple(deal.discards), deal.public, tuple(deal.fu), tuple(deal.calls), tuple(deal.moves),
        deal.caller, deal.phase, deal.to_act, deal.best, deal.best_seat, deal.lead_size, deal.result, deal.dealt,
    )  # fmt: skip


def refused(deal: Deal, move: Move, message: str, rule: str | None) -> None:
    """The move is refused with exactly this message and rule, and nothing changes."""
    before = state(deal)
    with pytest.raises(IllegalMoveError) as err:
        deal.apply(move)
    assert str(err.value) == message and err.value.rule == rule
    assert state(deal) == before
    assert move not in deal.legal_moves


def test_R3_turn_order_is_0_1_2():
    deal = call(Deal.new(1, master=1), "play")
    assert deal.to_act == 1
    deal.apply(deal.legal_moves.sample(random.Random(0)))
    assert deal.to_act == 2
    refused(
        deal, M(1, "discard", cards_in(deal.hands[1])[0:1]), "seat 1 is not to act; seat 2 is (turn order R3)", "R3"
    )


def test_R4_deal_12_cards_each_and_a_random_master_from_the_seed():
    deal = Deal.new(42)
    assert [h.bit_count() for h in deal.hands] == [12, 12, 12]
    assert deal.hands[0] | deal.hands[1] | deal.hands[2] == FULL_DECK
    assert state(Deal.new(42)) == state(deal), "same seed, same deal"
    assert {Deal.new(s).master for s in range(30)} == {0, 1, 2}
    assert len({Deal.new(s).dealt for s in range(30)}) == 30


def test_R5_calling_goes_from_the_master_and_stops_at_the_first_play():
    deal = Deal.new(3, master=2)
    assert deal.phase is Phase.CALLING and deal.to_act == 2
    assert set(deal.legal_moves) == {M(2, "play"), M(2, "pass")}
    call(deal, "pass", "play")
    assert deal.caller == 0 and deal.calls == [Action.PASS, Action.PLAY]
    assert deal.phase is Phase.PLAYING
    refused(deal, M(2, "pass"), "calling is over: seat 0 is the caller (R5)", "R5")


def test_R5_no_card_moves_before_calling_ends():
    deal = Deal.new(3, master=0)
    refused(deal, M(0, "lead", cards_in(deal.hands[0])[:1]), "seat 0 must first call play or pass (R5)", "R5")


def test_R6_three_passes_redeal_and_the_master_stays():
    deal = Deal.new(5, master=1)
    first = deal.dealt
    call(deal, "pass", "pass", "pass")
    assert deal.redeals == 1 and deal.dealt != first and deal.master == 1
    assert deal.phase is Phase.CALLING and deal.to_act == 1 and deal.calls == []
    again = call(Deal.new(5, master=1), "pass", "pass", "pass")
    assert again.dealt == deal.dealt, "the redeal comes from the seed too"
    deal.undo()
    assert deal.dealt == first and deal.calls == [Action.PASS, Action.PASS] and deal.redeals == 0
    call(deal, "pass")
    assert deal.dealt == again.dealt, "undoing a redeal and passing again gives the same cards"


def test_R7_the_master_leads_whoever_called():
    for master in range(3):
        for passes in range(3):
            deal = call(Deal.new(9, master=master), *["pass"] * passes, "play")
            assert deal.caller == (master + passes) % 3 and deal.to_act == master and deal.at_lead


def test_R8_a_passed_master_never_leads_a_four_card_set_or_long_run():
    hands = ["C5 S5 M5 T5 S1 S2 S3 S4 C9 M9 T9 T8", "rest", "C1 C2 C3 C4 C6 C7 C8 S6 S7 S8 S9 M1"]
    deal = call(deal_with(hands, master=0), "pass", "play")
    refused(deal, M(0, "lead", "C5 S5 M5 T5"), "seat 0 is the Master and passed, so it may not lead a four-card set (R8)", "R8")  # fmt: skip
    refused(deal, M(0, "lead", "S1 S2 S3 S4"), "seat 0 is the Master and passed, so it may not lead a run of four or more cards (R8)", "R8")  # fmt: skip
    leads = {codes(m.mask) for m in deal.legal_moves}
    assert "C5 S5 M5" in leads and "S1 S2 S3" in leads
    assert "C5 S5 M5 T5" not in leads and "S1 S2 S3 S4" not in leads
    free = call(deal_with(hands, master=0, rules=Rules(passed_master_limit=False)), "pass", "play")
    free.apply(M(0, "lead", "C5 S5 M5 T5"))
    caller = call(deal_with(hands, master=0), "play")
    caller.apply(M(0, "lead", "S1 S2 S3 S4"))


def test_R11_the_leader_claims_or_leads_one_play():
    deal = call(
        deal_with(["S3 S4 S5 C2 C3 C6 M2 M3 M5 T2 T3 T5", "rest", "S1 S2 S6 S7 S8 S9 M6 M7 M8 M9 T6 T7"]), "play"
    )
    legal = deal.legal_moves
    assert legal.action is Action.LEAD and legal.claim is None
    refused(
        deal, M(0, "lead", "S3 S4"), "S3 S4 is not a play: pairs are forbidden, and no play has two cards (R9)", "R9"
    )
    refused(deal, M(0, "beat", "S3"), "seat 0 is to lead: there is nothing to beat (R11)", "R11")
    refused(deal, M(0, "lead", "S9"), "seat 0 does not hold S9", None)
    deal.apply(M(0, "lead", "S3 S4 S5"))
    refused(deal, M(1, "lead", "C1"), "seat 1 is to answer S3 S4 S5, not to lead (R12)", "R12")


def _worked_example(seat2_plays: str) -> Deal:
    """RULES.md: seat 1 leads S4; seat 2 holds S6 and S8; seat 0 holds S7."""
    hands = ["S7 C2 C3 C4 C5 C6 C7 M2 M3 M4 M5 M6", "S4 S1 S2 S3 S5 S9 C8 C9 M7 M8 M9 T2", "rest"]
    deal = call(deal_with(hands, master=1), "play")
    deal.apply(M(1, "lead", "S4"))
    if seat2_plays:
        deal.apply(M(2, "beat", seat2_plays))
    return deal


def test_R12_followers_must_beat_when_they_can_worked_example():
    deal = _worked_example("")
    assert [codes(m.mask) for m in deal.legal_moves] == ["S6", "S8"]
    refused(deal, M(2, "discard", "T9"), "seat 2 discards, but it can beat S4 with S6 or S8 (R12)", "R12")
    after_s6 = _worked_example("S6")
    assert [m.mask for m in after_s6.legal_moves] == [cards("S7")]
    refused(after_s6, M(0, "discard", "C2"), "seat 0 discards, but it can beat S6 with S7 (R12)", "R12")
    refused(after_s6, M(0, "beat", "M6"), "M6 is not of Strings, the suit of S6 (R10)", "R10")
    after_s8 = _worked_example("S8")
    assert after_s8.legal_moves.action is Action.DISCARD
    after_s8.apply(M(0, "discard", "C2"))
    assert after_s8.to_act == 2 and after_s8.fu[2] == 1, "seat 2's S8 won the trick"


def test_R13_a_seat_that_cannot_beat_discards_as_many_cards_face_down():
    deal = _worked_example("S8")
    legal = deal.legal_moves
    assert legal.action is Action.DISCARD and len(legal) == 12 - 1 + 1
    refused(deal, M(0, "discard", "C2 C3"), "seat 0 must discard 1 card, as many as the lead, not 2 (R13)", "R13")
    deal.apply(M(0, "discard", "C2"))
    assert deal.discards[0] == cards("C2") and not deal.public & cards("C2")
    assert deal.view(1).moves[-1] == Move(0, Action.DISCARD, 0), "others never see a discard"
    assert deal.view(0).moves[-1] == M(0, "discard", "C2")


def test_R13_a_discard_of_three_is_any_three_cards():
    hands = ["S3 S4 S5 C2 C3 C6 M2 M3 M5 T2 T3 T5", "C1 C4 C5 C7 C8 C9 S1 S2 S6 M1 M4 T1", "rest"]
    deal = call(deal_with(hands), "play")
    deal.apply(M(0, "lead", "S3 S4 S5"))
    legal = deal.legal_moves
    assert legal.action is Action.DISCARD and len(legal) == 220 and len(list(legal)) == 220
    assert M(1, "discard", "C1 S1 T1") in legal and M(1, "discard", "C1 S1") not in legal


def test_R13_a_sampled_discard_is_a_uniformly_random_set_of_cards():
    hands = ["S3 S4 S5 C2 C3 C6 M2 M3 M5 T2 T3 T5", "C1 C4 C5 C7 C8 C9 S1 S2 S6 M1 M4 T1", "rest"]
    deal = call(deal_with(hands), "play")
    deal.apply(M(0, "lead", "S3 S4 S5"))
    legal, rng = deal.legal_moves, random.Random(5)
    counts = Counter(legal.sample(rng) for _ in range(220 * 200))
    assert set(counts) == set(legal)
    chi2 = sum((n - 200) ** 2 / 200 for n in counts.values())
    assert chi2 < 300, chi2  # 219 degrees of freedom: above 300 has odds below 1 in 10,000


def test_R14_the_trick_winner_scores_only_its_own_winning_cards_and_leads():
    hands = ["S3 S4 S5 C2 C3 C6 M2 M3 M5 T2 T3 T5", "C1 C4 C5 C7 C8 C9 S1 S2 S6 M1 M4 T1", "rest"]
    deal = call(deal_with(hands), "play")
    deal.apply(M(0, "lead", "S3 S4 S5"))
    deal.apply(M(1, "discard", "C1 S1 T1"))
    beat = deal.legal_moves.sample(random.Random(1))
    deal.apply(beat)
    assert deal.fu == [0, 0, 3] and deal.to_act == 2 and deal.at_lead
    assert deal.tricks[0].winner == 2 and deal.tricks[0].moves[-1] == beat


def test_R15_a_seat_view_shows_exactly_what_that_seat_may_see():
    deal = _worked_example("S8")
    deal.apply(M(0, "discard", "C2"))
    view = deal.view(1)
    assert view.hand == deal.hands[1] and view.own_discards == 0
    assert view.public == cards("S4 S8") and view.hand_sizes == (11, 11, 11)
    assert view.caller == 1 and view.master == 1 and view.fu == (0, 0, 1)
    assert not hasattr(view, "hands") and not hasattr(view, "discards")
    assert view.unseen == FULL_DECK & ~(deal.hands[1] | cards("S4 S8"))
    assert "C2" not in repr(view.moves)


def test_R16d_a_noncaller_leads_a_non_old_single_from_its_highest_such_suit():
    deal = position(["C3 M2 M6 T4 T9", "C1 C2 C4 C5 C6", "S1 S2 S3 S4 S5"], caller=1, master=1, to_act=0)
    singles = [m for m in deal.legal_moves if m.mask.bit_count() == 1]
    assert [codes(m.mask) for m in singles] == ["T4"]
    refused(deal, M(0, "lead", "T9"), "T9 is Old, and seat 0, a noncaller, may lead an Old single only when every card it holds is Old (R16d)", "R16d")  # fmt: skip
    refused(deal, M(0, "lead", "M6"), "seat 0, a noncaller, must lead its single from Tens, its highest suit with a non-Old card (R16d)", "R16d")  # fmt: skip
    all_old = position(["C1 T9 T8", "C2 C4 C5", "S1 S2 S3"], caller=1, master=1, to_act=0)
    assert {codes(m.mask) for m in all_old.legal_moves} == {"C1", "T8", "T9"}
    free = position(["C3 M2 M6 T4 T9", "C1 C2 C4 C5 C6", "S1 S2 S3 S4 S5"], caller=1, master=1, to_act=0, rules=Rules(noncaller_lead_rule=False))  # fmt: skip
    assert {codes(m.mask) for m in free.legal_moves} == {"C3", "M2", "M6", "T4", "T9"}


def test_R16d_noncallers_may_lead_sets_and_runs_with_old_cards_inside():
    deal = position(["T7 T8 T9 C3", "C1 C2 C4 C5", "S1 S2 S3 S4"], caller=1, master=1, to_act=0)
    assert M(0, "lead", "T7 T8 T9") in deal.legal_moves
    deal.apply(M(0, "lead", "T7 T8 T9"))


def test_R16e_the_caller_may_lead_an_old_single_at_any_time():
    deal = position(["C3 M2 M6 T4 T9", "C1 C2 C4 C5 C6", "S1 S2 S3 S4 S5"], caller=0, master=1, to_act=0)
    assert {codes(m.mask) for m in deal.legal_moves} == {"C3", "M2", "M6", "T4", "T9"}
    deal.apply(M(0, "lead", "T9"))


def test_R17_claim_worked_example_four_fu_plus_two_old_cards():
    deal = position(["S4 S5 S6", "C2 C4 C5", "C1 T9 S3"], caller=0, master=0, to_act=2, fu=(0, 0, 4))
    claim = deal.legal_moves.claim
    assert claim == M(2, "claim", "C1 T9")
    deal.apply(claim)
    assert deal.is_over and deal.result is not None
    assert (deal.result.winner, deal.result.fu, deal.result.net) == (2, 6, (-2, 0, 2))


def test_R17_a_claim_needs_six_and_lays_down_every_old_card():
    deal = position(["S4 S5 S6", "C2 C4 C5", "C1 T9 S3"], caller=0, master=0, to_act=2, fu=(0, 0, 3))
    assert deal.legal_moves.claim is None
    refused(deal, M(2, "claim", "C1 T9"), "seat 2 claims with 3 fu + 2 Old cards = 5, fewer than six (R17)", "R17")
    rich = position(["S4 S5 S6", "C2 C4 C5", "C1 T9 S3"], caller=0, master=0, to_act=2, fu=(0, 0, 5))
    refused(rich, M(2, "claim", "C1"), "seat 2 claims without T9: a claim lays down all its Old cards (R17)", "R17")
    refused(rich, M(2, "claim", "C1 T9 S3"), "S3 is not Old for seat 2: S9, S8, S7, S6, S5 and S4 are unaccounted for (R16b)", "R16b")  # fmt: skip
    assert rich.legal_moves.claim is not None, "it may claim, or play on"
    rich.apply(M(2, "lead", "S3"))
    refused(rich, M(0, "claim", ""), "seat 0 is to answer S3, not to claim (R17)", "R17")


def test_R17_a_claim_is_allowed_on_the_very_first_lead():
    hands = ["C1 T1 C9 S9 M9 T9 T8 C8 S8 M8 C7 S7", "rest", "C2 C3 C4 C5 C6 S2 S3 S4 S5 S6 M2 M3"]
    deal = call(deal_with(hands), "play")
    assert deal.legal_moves.claim == M(0, "claim", hands[0])


def _last_trick(fu: tuple[int, int, int]) -> Deal:
    deal = position(["T9", "C2", "S3"], caller=1, master=0, to_act=0, fu=fu)
    deal.apply(M(0, "lead", "T9"))
    deal.apply(M(1, "discard", "C2"))
    deal.apply(M(2, "discard", "S3"))
    return deal


def test_R18_when_the_cards_run_out_the_last_winner_wins_with_six_fu():
    deal = _last_trick((5, 0, 2))
    assert deal.is_over and deal.result is not None
    assert (deal.result.winner, deal.result.fu, deal.result.net, deal.result.by_claim) == (0, 6, (2, -2, 0), False)


def test_R18_otherwise_the_deal_is_drawn():
    deal = _last_trick((4, 3, 2))
    assert deal.is_over and deal.result is not None
    assert (deal.result.winner, deal.result.fu, deal.result.net) == (None, None, (0, 0, 0))
    assert len(deal.legal_moves) == 0


def test_R19_a_win_with_f_fu_is_worth_f_minus_5():
    assert score(0, 6, 0) == (2, -1, -1)
    assert score(0, 9, 0) == (8, -4, -4)


def test_R20_a_losing_caller_pays_both_shares():
    assert score(1, 7, 0) == (-4, 4, 0)
    assert score(2, 6, 0) == (-2, 0, 2)
    assert score(1, 8, 1) == (-3, 6, -3)
    for winner in range(3):
        for caller in range(3):
            assert sum(score(winner, 7, caller)) == 0


def test_undo_takes_back_every_move_exactly(rng):
    for _ in range(30):
        deal = Deal.new(rng)
        states = [state(deal)]
        while not deal.is_over:
            move = deal.legal_moves.sample(rng)
            deal.apply(move)
            states.append(state(deal))
        while len(states) > 1:
            states.pop()
            deal.undo()
            assert state(deal) == states[-1]
        with pytest.raises(IllegalMoveError, match="no move to take back"):
            deal.undo()


def test_legal_moves_view_agrees_with_apply(rng):
    """``in`` says exactly what ``apply`` accepts, for legal and illegal candidates alike."""
    for _ in range(150):
        deal = Deal.new(rng)
        while not deal.is_over:
            legal = deal.legal_moves
            listed = list(legal) if len(legal) < 300 else []
            if listed:
                assert len(listed) == len(set(listed)) == len(legal)
            seat = known(deal.to_act)
            hand = deal.hands[seat]
            bits = [c.bit for c in cards_in(hand)]
            for action in Action:
                mask = sum(rng.sample(bits, rng.randint(0, min(4, len(bits)))))
                try:
                    move = Move(seat, action, mask)
                except NotationError:  # not a move at all: a call with cards
                    assert bool(mask) == (action in (Action.PLAY, Action.PASS)), (action, mask)
                    continue
                assert (move in legal) == deal.is_legal(move), move
                assert (move in listed) == (move in legal) or not listed
            deal.apply(legal.sample(rng))


def test_legal_moves_is_a_live_view_never_a_stale_snapshot():
    deal = Deal.new(7)
    legal = deal.legal_moves
    assert set(legal) == {M(1, "play"), M(1, "pass")}
    deal.apply(M(1, "play"))
    assert legal.seat == 1 and legal.action is Action.LEAD and M(1, "play") not in legal and len(legal) == 13
    lead = M(1, "lead", "M5 M6 M7")
    assert lead in legal
    deal.apply(lead)
    assert legal.seat == 2 and legal.action is Action.DISCARD and lead not in legal
    deal.undo()
    assert legal.seat == 1 and lead in legal
    other = deal.copy()
    other.apply(lead)
    assert lead in deal.legal_moves and lead not in other.legal_moves, "a copy has a view of its own"
    assert repr(legal) == "<LegalMoves seat 1: 13 moves>"


def test_apply_looks_every_move_up_in_the_current_position():
    deal, rng = call(Deal.new(7), "play"), random.Random(3)
    move = deal.legal_moves.sample(rng)
    deal.apply(move)
    with pytest.raises(IllegalMoveError, match="is not to act"):
        deal.apply(move)  # sampled a move ago: the view's answer then is no pass now
    deal.apply(str(deal.legal_moves.sample(rng)))  # notation is read
    with pytest.raises(NotationError, match='apply\\(\\) takes a Move or its notation, such as "0:lead:S7", not 7'):
        deal.apply(7)  # type: ignore[arg-type]  # the wrong type on purpose: refused


def test_sampling_where_no_move_is_legal_says_why():
    deal = call(Deal.new(7), "play")
    with pytest.raises(IllegalMoveError, match="^there is no legal move to sample: seat 0 is not to act$"):
        deal.view(0).legal_moves.sample(random.Random(1))
    over = next(random_deals(1, seed=3))
    assert not over.legal_moves and over.legal_moves.seat is None
    with pytest.raises(IllegalMoveError, match="^there is no legal move to sample: the deal is over$"):
        over.legal_moves.sample(random.Random(1))
    with pytest.raises(IllegalMoveError, match="^the deal is over: seat 0 has nothing more to do$"):
        over.apply(M(0, "lead", "C1"))
