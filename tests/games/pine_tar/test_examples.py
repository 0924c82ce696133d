"""The rulebook's worked examples and the digest's test vectors (§7), replayed with loaded dice.

A two-die roll 00-99 is loaded as ``d(100)`` = roll + 1 (``kit.r``); the blue die as ``d(10)`` = die + 1.
"""

from __future__ import annotations

import pytest

from dugout.engine.codes import (
    B_2B,
    B_BB,
    B_CS,
    B_GIDP,
    B_H,
    B_HBP,
    B_HR,
    B_ROE,
    B_SB,
    B_SF,
    B_SH,
    B_SO,
    P_BK,
    P_WP,
)
from dugout.games.pine_tar import tables as T
from dugout.games.pine_tar.manager import PineTarManager

SINGLES = ((0, 39, T.SINGLE),)


def line(g, idx=None):
    return g.bat[g.batter if idx is None else idx]


# --- the pitch-check modifier (Examples 1-4, the walk-through, vectors 5-10) -------------------------------


def test_example_1_grade_b_turns_a_single_into_a_walk(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((10, 19, T.SINGLE)), grade=T.B)
    kit.play(g, [kit.r(15)])
    assert line(g)[B_BB] == 1 and g.bases[1] == g.batter


def test_example_1_with_first_occupied_is_ball_two_then_the_next_roll(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((10, 19, T.SINGLE), (60, 69, T.SO)), grade=T.B, bases=(1,))
    kit.play(g, [kit.r(15), kit.r(63)])
    assert line(g)[B_SO] == 1 and line(g)[B_BB] == 0
    assert any("ball 2" in text for _, _, text in g.log)


def test_vector_11_a_second_walk_roll_at_two_balls_is_a_walk(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((10, 19, T.BB)), grade=T.A, bases=(1,))
    kit.play(g, [kit.r(11), kit.r(12)])
    assert line(g)[B_BB] == 1 and g.bases[2] >= 0 and g.bases[1] == g.batter


def test_grades_c_to_g_always_walk(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((10, 19, T.BB)), grade=T.C, bases=(1,))
    kit.play(g, [kit.r(11)])
    assert line(g)[B_BB] == 1


def test_example_2_grade_a_plus_turns_a_triple_into_a_single(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((0, 9, T.TRIPLE)), grade=T.A_PLUS)
    kit.play(g, [kit.r(5)])
    assert line(g)[B_H] == 1 and g.bases[1] == g.batter


def test_example_3_grade_c_leaves_a_home_run(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((0, 2, T.HR)), grade=T.C)
    kit.play(g, [kit.r(0)])
    assert line(g)[B_HR] == 1


def test_example_4_grade_g_turns_a_double_into_a_home_run(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((5, 14, T.DOUBLE)), grade=T.G)
    kit.play(g, [kit.r(10)])
    assert line(g)[B_HR] == 1


def test_walk_through_grade_c_single_on_20_is_a_double_to_center_and_scores_the_runner(kit):
    # Mercer: 1B on 20 against a grade C pitcher, Martin (M) on first, two out
    g = kit.game()
    kit.setup(g, col=kit.column((7, 25, T.SINGLE)), grade=T.C, bases=(1,), outs=2)
    kit.play(g, [kit.r(20)])
    assert line(g)[B_2B] == 1 and g.score[0] == 1 and g.bases[2] == g.batter
    assert any("double to center" in text for _, _, text in g.log)


@pytest.mark.parametrize("roll", [41, 47, 40])
def test_vector_10_outs_are_never_modified(kit, roll):
    g = kit.game()
    kit.setup(g, col=kit.column((40, 50, T.GO_SS)), grade=T.G)
    kit.play(g, [kit.r(roll)])
    assert g.outs == 1 and line(g)[B_H] == 0


@pytest.mark.parametrize("original", [T.HR, T.TRIPLE, T.DOUBLE, T.SINGLE, T.BB, T.HBP, T.ROE_PO, T.SO])
@pytest.mark.parametrize("grade", range(7))
def test_every_modifier_cell_on_a_check_roll(kit, original, grade):
    g = kit.game(narrate=False)
    kit.setup(g, col=kit.column((0, 96, original)), grade=grade)
    new = T.MODIFIED[grade][original]
    extra = [kit.r(50), 1] if new == T.ROE_PO else []  # an error check that finds no error
    kit.set_card(g, g.fielder_at(T.ERROR_RESULT[50][0]), ec=0)
    if new == T.ROE_PO:
        extra[-1] = 2  # blue die 1 > EC 0
    kit.play(g, [kit.r(25)] + extra)
    b = line(g)
    got = {T.HR: b[B_HR], T.DOUBLE: b[B_2B], T.BB: b[B_BB], T.HBP: b[B_HBP], T.SO: b[B_SO]}
    if new in got:
        assert got[new] == 1
    elif new in (T.SINGLE, T.TRIPLE):
        assert b[B_H] == 1 and g.bases[T.HIT_BASES[new]] == g.batter
    else:
        assert g.outs == 1 and b[B_H] == 0


# --- hits, location and base advancement (vectors 12, 13, 39-41) ------------------------------------------------


def test_vector_12_roll_14_is_a_single_to_right(kit):
    g = kit.game()
    kit.setup(g, col=kit.column(*SINGLES))
    kit.play(g, [kit.r(14)])
    assert any("single to right" in text for _, _, text in g.log)


def test_vector_13_even_roll_takes_a_medium_runner_first_to_third(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((7, 17, T.SINGLE)), bases=(1,), speeds={1: T.MEDIUM})
    first = g.bases[1]
    kit.play(g, [kit.r(16)])
    assert g.bases[3] == first and g.bases[1] == g.batter
    assert any("single to left" in text for _, _, text in g.log)


@pytest.mark.parametrize("speed,roll,to", [(T.SLOW, 13, 2), (T.MEDIUM, 13, 2), (T.FAST, 13, 3),
                                           (T.SLOW, 16, 2), (T.MEDIUM, 16, 3), (T.FAST, 16, 3)])
def test_vector_39_single_by_speed_and_parity(kit, speed, roll, to):
    g = kit.game()
    kit.setup(g, col=kit.column(*SINGLES), bases=(1,), speeds={1: speed})
    first = g.bases[1]
    kit.play(g, [kit.r(roll)])
    assert g.bases[to] == first


def test_vector_40_doubled_roll_gives_every_runner_the_hit_only(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((20, 30, T.DOUBLE)), bases=(1,), speeds={1: T.FAST})
    first = g.bases[1]
    kit.play(g, [kit.r(22)])
    assert g.bases[3] == first and g.score[0] == 0


def test_a_trailing_runner_stops_behind_a_runner_who_held(kit):
    g = kit.game()
    kit.setup(g, col=kit.column(*SINGLES), bases=(1, 2), speeds={1: T.FAST, 2: T.SLOW})
    first, second = g.bases[1], g.bases[2]
    kit.play(g, [kit.r(13)])
    assert g.bases[3] == second and g.bases[2] == first and g.bases[1] == g.batter


@pytest.mark.parametrize("speed,out", [(T.MEDIUM, False), (T.SLOW, True)])
def test_vector_41_roll_19_infield_hit_or_slow_runner_ground_out(kit, speed, out):
    g = kit.game()
    kit.setup(g, col=kit.column(*SINGLES))
    kit.set_card(g, g.batter, br=speed)
    kit.play(g, [kit.r(19)])
    assert (g.outs == 1) == out and (line(g)[B_H] == 1) != out


def test_triples_and_home_runs_score_everyone(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((0, 39, T.TRIPLE)), bases=(1, 2, 3), speeds={1: T.SLOW, 2: T.SLOW, 3: T.SLOW})
    kit.play(g, [kit.r(13)])
    assert g.score[0] == 3 and g.bases[3] == g.batter


# --- ground outs (vectors 15, 18, 45-47) -----------------------------------------------------------------------


def test_vector_15_go_ss_white_5_runner_forced_batter_safe(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((60, 69, T.GO_SS)), bases=(1,), outs=1)
    kit.play(g, [kit.r(65)])
    assert g.outs == 2 and g.bases[1] == g.batter and g.bases[2] < 0


def test_vector_18_go_2b_white_7_is_fc_r3a(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((40, 49, T.GO_2B)), bases=(1, 3))
    kit.play(g, [kit.r(47)])
    assert g.outs == 1 and g.score[0] == 1 and g.bases[1] == g.batter


def test_fc_r3h_runner_on_third_holds(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((40, 49, T.GO_2B)), bases=(1, 3))
    third = g.bases[3]
    kit.play(g, [kit.r(44)])
    assert g.score[0] == 0 and g.bases[3] == third and g.bases[1] == g.batter


def test_vector_46_bases_loaded_fc_scores_the_runner_from_third(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((40, 49, T.GO_2B)), bases=(1, 2, 3))
    kit.play(g, [kit.r(44)])
    assert g.score[0] == 1 and g.outs == 1


def test_gdp_with_runner_on_third(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((60, 69, T.GO_SS)), bases=(1, 3))
    kit.play(g, [kit.r(62)])
    assert g.outs == 2 and g.score[0] == 1 and line(g)[B_GIDP] == 1


def test_vector_45_gdp_for_the_third_out_scores_nobody(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((60, 69, T.GO_SS)), bases=(1, 3), outs=1)
    kit.play(g, [kit.r(62)])
    assert g.outs == 3 and g.score[0] == 0


def test_vector_47_defense_refuses_the_gdp_late(kit):
    """The run from 3rd would tie the game: the defense may take him at the plate instead of two."""
    g = kit.game()
    g.inning = 8
    g.score[1] = 1
    kit.setup(g, col=kit.column((60, 69, T.GO_SS)), bases=(1, 3))
    g.sides[1].manager = kit.Caller(refuse_gdp=True)
    kit.play(g, [kit.r(62)])
    assert g.outs == 1 and g.score[0] == 0 and g.bases[1] == g.batter and g.bases[3] < 0


@pytest.mark.parametrize("away,home,offered", [(0, 1, True), (2, 1, True), (1, 1, False), (0, 2, False)])
def test_the_gdp_may_be_refused_only_when_the_run_ties_or_extends_the_lead(kit, away, home, offered):
    """The book: in the 8th or later, nobody out, when the runner scoring from 3rd would tie the game or extend the
    offense's lead. In a tied game his run would only put the offense ahead, and two runs down it ties nothing."""
    g = kit.game()
    g.inning = 8
    g.score[0], g.score[1] = away, home
    kit.setup(g, col=kit.column((60, 69, T.GO_SS)), bases=(1, 3))
    g.sides[1].manager = kit.Caller(refuse_gdp=True)
    kit.play(g, [kit.r(62)])
    if offered:
        assert g.outs == 1 and g.score[0] == away
    else:
        assert g.outs == 2 and g.score[0] == away + 1 and line(g)[B_GIDP] == 1


@pytest.mark.parametrize("away,home,refuses", [(0, 1, True), (1, 0, True), (2, 0, False), (5, 1, False)])
def test_the_ai_refuses_the_gdp_for_the_tying_or_a_two_run_lead_only(kit, away, home, refuses):
    """The AI takes the runner at the plate when his run would tie the game or put the offense two up; with a
    bigger lead it takes the two outs (it no longer refuses every time the rule allows)."""
    g = kit.game()
    g.inning = 9
    g.score[0], g.score[1] = away, home
    assert PineTarManager().decide(g, 1, "refuse-gdp", True) is refuses


@pytest.mark.parametrize("roll,kind", [(60, "LR Out"), (62, "PO-3 RH"), (67, "PO-3 RA")])
def test_ground_outs_without_a_runner_on_first(kit, roll, kind):
    g = kit.game()
    kit.setup(g, col=kit.column((60, 69, T.GO_SS)), bases=(2,))
    second = g.bases[2]
    kit.play(g, [kit.r(roll)])
    assert g.outs == 1
    if kind == "LR Out":
        assert g.bases[1] == g.batter and g.bases[2] < 0 and g.bases[3] < 0
    elif kind == "PO-3 RH":
        assert g.bases[2] == second
    else:
        assert g.bases[3] == second


def test_ground_out_with_two_out_is_as_printed(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((60, 69, T.GO_SS)), bases=(1,), outs=2)
    kit.play(g, [kit.r(62)])
    assert g.outs == 3 and line(g)[B_GIDP] == 0


# --- fly outs and tags (vectors 14, 19, 20) ---------------------------------------------------------------------


def test_vector_14_marte_fo_rf_tag_61_scores_a_sacrifice_fly(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((70, 80, T.FO_RF)), bases=(3,))
    kit.play(g, [kit.r(76), kit.r(61)])
    assert g.score[0] == 1 and line(g)[B_SF] == 1 and g.outs == 1


def test_vector_19_tag_49_scores_from_third_and_holds_second(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((70, 80, T.FO_RF)), bases=(2, 3))
    second = g.bases[2]
    kit.play(g, [kit.r(76), kit.r(49)])
    assert g.score[0] == 1 and g.bases[2] == second and g.bases[3] < 0


@pytest.mark.parametrize("tag", [77, 88, 99])
def test_vector_20_tag_rolls_77_88_99_throw_out_the_lead_runner(kit, tag):
    g = kit.game()
    kit.setup(g, col=kit.column((70, 80, T.FO_CF)), bases=(2, 3))
    kit.play(g, [kit.r(76), kit.r(tag)])
    assert g.outs == 2 and g.score[0] == 0 and g.bases[3] < 0


def test_fly_to_left_has_no_tag_from_second(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((70, 80, T.FO_LF)), bases=(2,))
    kit.play(g, [kit.r(76)])
    assert g.outs == 1 and g.bases[2] >= 0


# --- BK/WP (vectors 1-4, 48) ----------------------------------------------------------------------------------


@pytest.mark.parametrize("bkwp_roll,kind", [(21, "BK"), (22, "WP"), (99, "WP")])
def test_vector_1_bk_wp_21_99(kit, bkwp_roll, kind):
    g = kit.game()
    kit.setup(g, col=kit.column((0, 49, T.SO)), bases=(1,))
    p = g.sides[1].pitcher
    kit.set_card(g, p, bk_top=21, wp_top=99)
    kit.play(g, [kit.r(99), kit.r(bkwp_roll), kit.r(10)])
    assert g.bases[2] >= 0 and g.bases[1] < 0
    assert g.pit[p][P_BK if kind == "BK" else P_WP] == 1


def test_vectors_2_and_3_bases_empty_or_no_ratings_is_ball_one(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((0, 49, T.SO)))
    kit.play(g, [kit.r(99), kit.r(10)])
    assert line(g)[B_SO] == 1
    g = kit.game()
    kit.setup(g, col=kit.column((0, 49, T.SO)), bases=(1,))
    kit.set_card(g, g.sides[1].pitcher, bk_top=-1, wp_top=-1)
    kit.play(g, [kit.r(99), kit.r(10)])
    assert g.bases[1] >= 0 and line(g)[B_SO] == 1


def test_vector_4_automatic_wild_pitch(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((0, 49, T.SO)), bases=(2,))
    kit.play(g, [kit.r(99), kit.r(10)])
    assert g.bases[3] >= 0 and g.pit[g.sides[1].pitcher][P_WP] == 1


def test_vector_48_roll_past_the_wild_pitch_range_is_a_ball(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((0, 49, T.SO)), bases=(1,))
    kit.set_card(g, g.sides[1].pitcher, bk_top=-1, wp_top=74)
    kit.play(g, [kit.r(99), kit.r(80), kit.r(10)])
    assert g.bases[1] >= 0 and g.bases[2] < 0 and line(g)[B_SO] == 1


def test_bk_wp_balls_never_walk_a_batter_by_the_book(kit):
    """The book: BK/WP with the bases empty is "ball 1" and the batter rolls again; nothing makes balls add up to a
    walk (four BK/WP rolls, then the strikeout the fifth roll reads)."""
    g = kit.game()
    kit.setup(g, col=kit.column((0, 49, T.SO)))
    kit.play(g, [kit.r(99)] * 4 + [kit.r(10)])
    assert line(g)[B_BB] == 0 and line(g)[B_SO] == 1


def test_a_bk_wp_ball_does_not_make_the_ball_two_count_by_the_book(kit):
    """Against a grade B pitcher with 1st occupied, a BB after a wild pitch's "ball 1" is still ball 2 (the count
    of two comes only from the ball-2 rule), then the next roll reads."""
    g = kit.game()
    kit.setup(g, col=kit.column((0, 9, T.SO), (11, 30, T.BB)), grade=T.B, bases=(1,))
    kit.set_card(g, g.sides[1].pitcher, bk_top=-1, wp_top=-1)  # --/--: ball 1, the runner stays
    kit.play(g, [kit.r(99), kit.r(99), kit.r(12), kit.r(3)])
    assert line(g)[B_BB] == 0 and line(g)[B_SO] == 1
    g = kit.game({"bkwp-balls": True})  # the house rule: two BK/WP balls, then the BB is a walk
    kit.setup(g, col=kit.column((0, 9, T.SO), (11, 30, T.BB)), grade=T.B, bases=(1,))
    kit.set_card(g, g.sides[1].pitcher, bk_top=-1, wp_top=-1)
    kit.play(g, [kit.r(99), kit.r(99), kit.r(12)])
    assert line(g)[B_BB] == 1


def test_house_rule_bkwp_balls_four_balls_walk(kit):
    g = kit.game({"bkwp-balls": True})
    kit.setup(g, col=kit.column((0, 49, T.SO)))
    kit.play(g, [kit.r(99)] * 4)
    assert line(g)[B_BB] == 1


# --- errors (vectors 23-25) ----------------------------------------------------------------------------------------


def test_vector_23_error_check_68_goes_to_the_shortstop(kit):
    assert T.ERROR_RESULT[68] == (6, 1)


@pytest.mark.parametrize("outs,runner_to", [(1, 3), (2, 4)])
def test_vector_24_rs_one_star(kit, outs, runner_to):
    g = kit.game()
    kit.setup(g, col=kit.column((30, 44, T.ROE_PO)), bases=(2,), outs=outs)
    ss = g.fielder_at(6)
    kit.set_card(g, ss, ec=9)
    kit.play(g, [kit.r(35), kit.r(70), 1])
    assert line(g)[B_ROE] == 1 and g.bases[1] == g.batter
    assert (g.score[0] == 1) == (runner_to == 4)
    assert g.bat[ss][-1] == 1  # the error is charged to the shortstop


def test_vector_25_ec_9_always_errs_and_a_miss_is_a_pop_out(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((30, 44, T.ROE_PO)))
    kit.set_card(g, g.fielder_at(6), ec=0)
    kit.play(g, [kit.r(35), kit.r(70), 2])
    assert g.outs == 1 and line(g)[B_ROE] == 0


def test_rs_two_puts_the_batter_on_second(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((30, 44, T.ROE_PO)))
    kit.set_card(g, g.fielder_at(6), ec=5)
    kit.play(g, [kit.r(35), kit.r(66), 6])
    assert g.bases[2] == g.batter


# --- sacrifices (vectors 21, 22) -----------------------------------------------------------------------------------


@pytest.mark.parametrize("roll,result", [(40, "SH"), (41, "SH"), (44, "IH"), (89, "ROE"), (90, "FC"), (99, "PODP")])
def test_vector_21_sacrifice_with_shc_89(kit, roll, result):
    g = kit.game()
    kit.setup(g, bases=(1,))
    kit.set_card(g, g.batter, shc=89)
    g.sides[0].manager = kit.Caller(bunt=True)
    first = g.bases[1]
    kit.play(g, [kit.r(roll)])
    if result == "SH":
        assert line(g)[B_SH] == 1 and g.bases[2] == first and g.outs == 1
        assert ("SH 5-4" if roll % 2 == 0 else "SH 3-4") in g.log[-1][2]
    elif result == "IH":
        assert line(g)[B_H] == 1 and g.bases[1] == g.batter and g.bases[2] == first
    elif result == "ROE":
        assert g.bases[1] == g.batter and g.bases[2] == first and g.sides[1].errors == 1
    elif result == "FC":
        assert g.outs == 1 and g.bases[1] == g.batter and first not in g.bases[1:]
    else:
        assert g.outs == 2 and all(b < 0 for b in g.bases[1:])


@pytest.mark.parametrize("roll,scores", [(62, True), (64, False), (66, False), (65, False)])
def test_vector_22_squeeze_uses_shc_minus_25(kit, roll, scores):
    g = kit.game()
    kit.setup(g, bases=(3,))
    kit.set_card(g, g.batter, shc=89)
    g.sides[0].manager = kit.Caller(squeeze=True)
    kit.play(g, [kit.r(roll)])
    assert (g.score[0] == 1) == (scores or roll == 64)


# --- steals and the hit-and-run (vectors 26-28, 42-44) -------------------------------------------------------


def steal_game(kit, sbc, ar, base):
    g = kit.game({"steals": True})
    kit.setup(g, col=kit.column((0, 96, T.SO)), bases=(base,))
    kit.set_card(g, g.bases[base], sbc=sbc, sbo="A")
    kit.set_card(g, g.fielder_at(2), ar=ar)
    g.sides[0].manager = kit.Caller(steal=(base,))
    return g


@pytest.mark.parametrize("roll,safe", [(70, True), (73, True), (74, False)])
def test_vector_26_sbc_82_and_ar_minus_9_steals_second_at_73(kit, roll, safe):
    g = steal_game(kit, 82, -9, 1)
    runner = g.bases[1]
    kit.play(g, [kit.r(roll), kit.r(50)])
    assert g.bat[runner][B_SB if safe else B_CS] == 1


@pytest.mark.parametrize("roll,safe", [(68, True), (69, False)])
def test_vector_27_stealing_third_costs_five(kit, roll, safe):
    g = steal_game(kit, 82, -9, 2)
    runner = g.bases[2]
    kit.play(g, [kit.r(roll), kit.r(50)])
    assert g.bat[runner][B_SB if safe else B_CS] == 1


def test_vector_28_steal_points_and_per_game_limits(kit):
    g = kit.game({"steals": True})
    st = g.ext
    kit.setup(g, col=kit.column((0, 96, T.SO)), bases=(1,))
    first = g.bases[1]
    kit.set_card(g, first, sbo="A")
    assert g.rules._may_run(g, st, first)
    st.attempts[first] = 2
    assert not g.rules._may_run(g, st, first)  # an A runner goes twice a game at most
    st.attempts[first] = 0
    st.points[0] = 0
    assert not g.rules._may_run(g, st, first)  # no steal points left
    st.points[0] = 4
    kit.set_card(g, first, sbo="D")
    g.inning = 6
    assert not g.rules._may_run(g, st, first)  # D runs from the 7th
    g.inning = 7
    assert g.rules._may_run(g, st, first)


def test_vector_42_hit_and_run_adds_five_except_on_pitch_checks(kit):
    g = kit.game({"hit-and-run": True})
    kit.setup(g, col=kit.column((0, 14, T.SO), (15, 19, T.DOUBLE)), bases=(1,))
    g.sides[0].manager = kit.Caller(hit_and_run=True)
    kit.play(g, [kit.r(12)])  # reads 17: a double, the runner on the move scores
    assert line(g)[B_2B] == 1 and g.score[0] == 1
    g = kit.game({"hit-and-run": True})
    kit.setup(g, col=kit.column((0, 14, T.SO), (15, 19, T.DOUBLE)), bases=(1,))
    g.sides[0].manager = kit.Caller(hit_and_run=True)
    kit.play(g, [kit.r(10), kit.r(40)])  # 10 is a pitch check: no +5, SO, and the runner must steal
    assert line(g)[B_SO] == 1


def test_vector_43_hit_and_run_white_die_plus_four(kit):
    g = kit.game({"hit-and-run": True})
    kit.setup(g, col=kit.column((60, 69, T.GO_2B), (70, 96, T.GO_2B)), bases=(1,))
    g.sides[0].manager = kit.Caller(hit_and_run=True)
    kit.play(g, [kit.r(62)])  # read at 67, white 2 + 4 = 6: FC R3A on GO-2B, not a double play
    assert g.outs == 1 and line(g)[B_GIDP] == 0


def test_vector_44_hit_and_run_strikeout_becomes_a_steal(kit):
    g = kit.game({"hit-and-run": True})
    kit.setup(g, col=kit.column((0, 96, T.SO)), bases=(1,))
    kit.set_card(g, g.bases[1], sbc=60)
    g.sides[0].manager = kit.Caller(hit_and_run=True)
    runner = g.bases[1]
    kit.play(g, [kit.r(33), kit.r(61)])
    assert g.outs == 2 and g.bat[runner][B_CS] == 1


def test_no_hit_and_run_for_an_e_runner(kit):
    g = kit.game({"hit-and-run": True})
    kit.setup(g, col=kit.column((0, 96, T.SO)), bases=(1,))
    kit.set_card(g, g.bases[1], sbo="E")
    g.sides[0].manager = kit.Caller(hit_and_run=True)
    kit.play(g, [kit.r(33)])
    assert g.ext.hit_run == 0 and g.outs == 1


# --- optional defense and plays at the plate (vectors 34-38) ----------------------------------------------------


def test_vector_34_positive_roll_36_second_baseman_pos_makes_it_a_ground_out(kit):
    g = kit.game({"defense": True})
    kit.setup(g, col=kit.column((0, 30, T.DOUBLE)), bases=(1,))
    kit.set_card(g, g.fielder_at(4), rg=T.RG_POS)
    kit.play(g, [kit.r(11), kit.r(36)])  # GO-2B, white die 1: a double play
    assert g.outs == 2 and line(g)[B_GIDP] == 1


def test_vector_35_positive_roll_49_neutral_center_fielder_single_stands(kit):
    g = kit.game({"defense": True})
    kit.setup(g, col=kit.column(*SINGLES), bases=(1,), speeds={1: T.MEDIUM})
    kit.set_card(g, g.fielder_at(8), rg=T.RG_NEU)
    first = g.bases[1]
    kit.play(g, [kit.r(11), kit.r(49)])
    assert line(g)[B_H] == 1 and g.bases[2] == first  # odd 11: a medium runner takes one base
    assert any("single to center" in text for _, _, text in g.log)


@pytest.mark.parametrize("rg,hit", [(T.RG_NEG, True), (T.RG_NEU, False), (T.RG_POS, False)])
def test_vector_36_negative_check_on_66(kit, rg, hit):
    g = kit.game({"defense": True})
    kit.setup(g, col=kit.column((60, 70, T.FO_CF)), bases=(1,), speeds={1: T.FAST})
    kit.set_card(g, g.fielder_at(8), rg=rg)
    first = g.bases[1]
    kit.play(g, [kit.r(66)])
    assert (line(g)[B_H] == 1) == hit
    if hit:
        assert g.bases[2] == first  # runners move up one base only


def test_vector_37_no_negative_check_on_a_strikeout(kit):
    g = kit.game({"defense": True})
    kit.setup(g, col=kit.column((60, 70, T.SO)))
    kit.set_card(g, g.fielder_at(8), rg=T.RG_NEG)
    kit.play(g, [kit.r(66)])
    assert line(g)[B_SO] == 1


@pytest.mark.parametrize("arm,throw,out", [("W", 5, True), ("W", 6, False), ("A", 10, True), ("E", 20, True),
                                           ("E", 21, False)])
def test_vector_38_throw_home_by_arm(kit, arm, throw, out):
    g = kit.game({"plays-at-plate": True})
    kit.setup(g, col=kit.column(*SINGLES), bases=(2,))
    kit.set_card(g, g.fielder_at(9), arm=arm)
    kit.play(g, [kit.r(24), kit.r(throw)])  # even 24 to right: the medium runner tries to score
    assert (g.score[0] == 0) == out and (g.outs == 1) == out
