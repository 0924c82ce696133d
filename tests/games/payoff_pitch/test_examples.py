"""The rulebook's worked examples (digest §6), replayed with loaded dice on hand-made cards."""

from __future__ import annotations

import pytest

from dugout.engine.codes import B_2B, B_3B, B_BB, B_CS, B_H, B_HR, B_SB, B_SH, B_SO, P_R, P_WP
from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.card import Fielding
from dugout.games.payoff_pitch.options import PayoffPitchOptions

from .conftest import Script, load, make_game, runner, set_batter, set_pitcher, side_from

HODGES = side_from({T.SEC_T: [("SO", 47), ("2B", 2), ("3B", 1), ("1B", 11)]}, out={"G4": (62, 70)})
RICE_VS_L = side_from({T.SEC_P: [("BB", 45)]})
IN_PLAY_5_29 = side_from({T.SEC_I: [("2B", 4), ("1B", 25)], T.SEC_W: [("HR", 50)]})


def _pa(g, dice):
    load(g, dice)
    g.rules.plate_appearance(g)
    assert g.dice.exhausted, "the plate appearance left loaded dice unused"


# --- 1-3: the pitcher card picks the section, the d100 reads it --------------------------------------------------
def test_1_2_cuellar_5_is_tough_and_hodges_65_is_g4_in_the_out_section():
    g = make_game()
    set_pitcher(g, {5: T.TOUGH, 10: T.PATIENT})
    set_batter(g, g.batter, HODGES)
    g.narrate = True
    _pa(g, [1, 4, 65])
    assert g.outs == 1 and g.bat[g.batter][B_H] == 0
    assert any("TOUGH" in t for _, _, t in g.log) and any(t.strip() == "G4" for _, _, t in g.log)


@pytest.mark.parametrize("u,col", [(1, B_SO), (47, B_SO), (48, B_2B), (49, B_2B), (50, B_3B), (51, B_H), (61, B_H)])
def test_3_hodges_tough_ranges(u, col):
    g = make_game()
    set_pitcher(g, {5: T.TOUGH})
    set_batter(g, g.batter, HODGES)
    _pa(g, [2, 3, u])
    assert g.bat[g.batter][col] == 1
    if u >= 51:
        assert g.bases[1] == g.batter and g.bat[g.batter][B_2B] == 0


# --- 4: Cuellar throws left, so Rice's vs LHP side is read ---------------------------------------------------------
def test_4_rice_patient_vs_lhp_walks_on_31():
    import dataclasses

    g = make_game()
    pidx = set_pitcher(g, {10: T.PATIENT})
    g.throws[pidx] = "L"
    card = g.cards[g.batter]
    g.cards[g.batter] = dataclasses.replace(card, sides=(RICE_VS_L, side_from()))
    _pa(g, [4, 6, 31])
    assert g.bat[g.batter][B_BB] == 1 and g.bases[1] == g.batter
    g2 = make_game()
    g2.throws[set_pitcher(g2, {10: T.PATIENT})] = "R"
    g2.cards[g2.batter] = dataclasses.replace(g2.cards[g2.batter], sides=(RICE_VS_L, side_from()))
    _pa(g2, [4, 6, 31])
    assert g2.bat[g2.batter][B_BB] == 0 and g2.outs == 1


# --- 5, 33: basic running ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("outs,scores", [(0, False), (1, False), (2, True)])
def test_5_single_on_19_moves_the_runner_from_second_one_base_or_home_with_two_out(outs, scores):
    g = make_game()
    set_pitcher(g, {8: T.INPLAY})
    set_batter(g, g.batter, IN_PLAY_5_29)
    g.outs = outs
    r2 = runner(g, 2)
    _pa(g, [3, 5, 19])
    assert g.bat[g.batter][B_H] == 1 and g.bases[1] == g.batter
    assert (g.score[0] == 1) is scores
    assert (g.bases[3] == r2) is (not scores)


def test_33_a_wheel_hit_gives_every_runner_an_extra_base():
    g = make_game(**{"hit-location": False})
    set_pitcher(g, {4: T.WHEEL})
    set_batter(g, g.batter, side_from({T.SEC_W: [("1B", 60)]}))
    r1 = runner(g, 1)
    _pa(g, [1, 3, 19])
    assert g.bases[3] == r1 and g.bases[1] == g.batter


# --- 6: advanced running by the low die ------------------------------------------------------------------------------
def test_6_advanced_running_low_die_3_scores_from_second_and_holds_the_runner_from_first_at_second():
    g = make_game(running="advanced", **{"hit-location": False})
    set_pitcher(g, {7: T.INPLAY})
    set_batter(g, g.batter, IN_PLAY_5_29)
    r1, r2 = runner(g, 1, 5), runner(g, 2, 6)
    _pa(g, [3, 4, 19])
    assert g.score[0] == 1 and g.bat[r2][0] >= 0
    assert g.bases[2] == r1 and g.bases[1] == g.batter and g.bases[3] < 0


# --- 7: double plays by the lower DP rating --------------------------------------------------------------------------
@pytest.mark.parametrize("roll,kind", [(2, "dp"), (6, "dp"), (7, "fc"), (10, "fc"), (11, "first"), (12, "first")])
def test_7_double_play_uses_the_lower_rating(roll, kind):
    g = make_game()
    set_pitcher(g, {5: T.TOUGH}, dp=8)
    set_batter(g, g.batter, HODGES, dp=6)
    r1 = runner(g, 1)
    _pa(g, [1, 4, 65, roll])
    if kind == "dp":
        assert g.outs == 2 and g.bases[1] < 0 and g.bases[2] < 0
    elif kind == "fc":
        assert g.outs == 1 and g.bases[1] == g.batter and g.bases[2] < 0
    else:
        assert g.outs == 1 and g.bases[2] == r1 and g.bases[1] < 0


# --- 8-14: stealing ------------------------------------------------------------------------------------------------
def _steal_game(**opts):
    g = make_game(**opts)
    set_pitcher(g, {10: T.PATIENT, 3: T.WHEEL})
    catcher = g.sides[1].fielder[2]
    set_batter(g, catcher, fielding={"C": Fielding(r=2, e=3, arm=3)})
    return g


@pytest.mark.parametrize("jump_roll,attempt", [((1, 3), True), ((2, 2), True), ((2, 3), False)])
def test_8_auto_steal_4c_goes_for_second_on_4_or_less(jump_roll, attempt):
    g = _steal_game()
    set_batter(g, g.batter, side_from({T.SEC_P: [("BB", 99)]}), jump=4, letter=2)
    _pa(g, [4, 6, 10, *jump_roll] + ([50] if attempt else []))
    assert g.bat[g.batter][B_SB] == (1 if attempt else 0)


@pytest.mark.parametrize("jump_roll,attempt", [((1, 1), True), ((2, 2), True), ((1, 2), False), ((3, 3), False)])
def test_8_auto_steal_of_third_needs_doubles_within_the_jump(jump_roll, attempt):
    g = _steal_game()
    set_batter(g, g.batter, side_from({T.SEC_W: [("2B", 99)]}), jump=4, letter=2)
    _pa(g, [1, 2, 10, *jump_roll] + ([20] if attempt else []))
    assert g.bases[2] == g.batter or g.bases[3] == g.batter
    assert g.bat[g.batter][B_SB] == (1 if attempt else 0)


@pytest.mark.parametrize("sign,first_goes,later_goes", [(-1, False, True), (1, True, True), (0, True, True)])
def test_9_plus_and_minus_change_the_jump_the_first_time_on_base(sign, first_goes, later_goes):
    # a 4 the first time: 4- uses 3 (stays), 4+ uses 5 and plain 4 go; later it is 4 again
    g = _steal_game(**{"jump-marks": True})
    set_batter(g, g.batter, side_from({T.SEC_P: [("BB", 99)]}), jump=4, letter=1, jump_sign=sign)
    _pa(g, [4, 6, 10, 1, 3] + ([50] if first_goes else []))
    assert g.bat[g.batter][B_SB] == (1 if first_goes else 0)
    g.bases[1] = g.bases[2] = -1
    g.batter = g.sides[0].order[0]
    _pa(g, [4, 6, 10, 1, 3] + ([50] if later_goes else []))
    assert g.bat[g.batter][B_SB] == int(first_goes) + int(later_goes)


def test_9_jump_marks_are_the_books_option_and_off_by_default():
    # "This is an optional adjustment that can be made the first time the batter reaches base"
    assert PayoffPitchOptions().jump_marks is False
    g = _steal_game()
    set_batter(g, g.batter, side_from({T.SEC_P: [("BB", 99)]}), jump=4, letter=1, jump_sign=-1)
    _pa(g, [4, 6, 10, 1, 3, 50])  # a plain 4: 2d6 4 goes
    assert g.bat[g.batter][B_SB] == 1


def test_10_jump_1_uses_2_the_first_time_and_never_again():
    g = _steal_game()
    set_batter(g, g.batter, side_from({T.SEC_P: [("BB", 99)]}), jump=1, letter=0)
    _pa(g, [4, 6, 10, 1, 1, 50])
    assert g.bat[g.batter][B_SB] == 1
    g.bases[2] = -1
    g.batter = g.sides[0].order[0]
    _pa(g, [4, 6, 10])  # no jump roll at all the second time
    assert g.bases[1] == g.batter


@pytest.mark.parametrize("u,safe", [(69, True), (70, False)])
def test_11_letter_c_against_arm_3_reads_column_c3(u, safe):
    assert T.STEAL_RANGE[2][3] == 69
    g = _steal_game()
    set_batter(g, g.batter, side_from({T.SEC_P: [("BB", 99)]}), jump=4, letter=2)
    _pa(g, [4, 6, 10, 1, 1, u])
    assert g.bat[g.batter][B_SB if safe else B_CS] == 1


@pytest.mark.parametrize("arm,dagger,top", [(1, True, 87), (2, True, 87), (1, False, 79), (4, True, 90)])
def test_12_dagger_treats_a_catcher_arm_of_1_or_2_as_3(arm, dagger, top):
    g = _steal_game()
    set_batter(g, g.sides[1].fielder[2], fielding={"C": Fielding(r=2, e=3, arm=arm)})
    set_batter(g, g.batter, side_from({T.SEC_P: [("BB", 99)]}), jump=4, letter=0, dagger=dagger)
    _pa(g, [4, 6, 10, 1, 1, top])
    assert g.bat[g.batter][B_SB] == 1
    g2 = _steal_game()
    set_batter(g2, g2.sides[1].fielder[2], fielding={"C": Fielding(r=2, e=3, arm=arm)})
    set_batter(g2, g2.batter, side_from({T.SEC_P: [("BB", 99)]}), jump=4, letter=0, dagger=dagger)
    _pa(g2, [4, 6, 10, 1, 1, top + 1])
    assert g2.bat[g2.batter][B_CS] == 1


def test_13_hold_option_late_jump_lowers_the_letter():
    mgr = Script(decisions={"late-jump": True}, steal=True)
    g = make_game(steal="hold", **{"late-jump": True}, managers=(mgr, Script()))
    set_pitcher(g, {5: T.TOUGH}, hold=5)
    set_batter(g, g.sides[1].fielder[2], fielding={"C": Fielding(r=2, e=3, arm=3)})
    r1 = runner(g, 1)
    set_batter(g, r1, jump=8, letter=1)  # B: 79 at Arm 3, C after the late jump: 69
    load(g, [3, 4, 75])
    assert g.rules._before_pitch(g, g.ext) is False
    assert g.bat[r1][B_CS] == 1
    mgr2 = Script(decisions={"late-jump": True}, steal=True)
    g2 = make_game(steal="hold", **{"late-jump": True}, managers=(mgr2, Script()))
    set_pitcher(g2, {5: T.TOUGH}, hold=7)
    set_batter(g2, g2.sides[1].fielder[2], fielding={"C": Fielding(r=2, e=3, arm=3)})
    r = runner(g2, 1)
    set_batter(g2, r, jump=8, letter=1)
    load(g2, [3, 4, 75])
    g2.rules._before_pitch(g2, g2.ext)
    assert g2.bat[r][B_SB] == 1  # within Hold: B3 column, 79


@pytest.mark.parametrize("u,result", [(5, "out"), (10, "out"), (12, "error"), (15, "error"), (16, "safe"), (100, "safe")])
def test_14_double_sixes_on_a_jump_roll_is_a_pickoff(u, result):
    g = _steal_game()
    set_batter(g, g.batter, side_from({T.SEC_P: [("BB", 99)]}), jump=4, letter=2)
    _pa(g, [4, 6, 10, 6, 6, u])
    if result == "out":
        assert g.outs == 1 and g.bases[1] < 0
    elif result == "error":
        assert g.bases[2] == g.batter and g.sides[1].errors == 1
    else:
        assert g.bases[1] == g.batter and g.outs == 0


# --- 15-16: bunts ------------------------------------------------------------------------------------------------
def test_15_auto_sacrifice_fielder_from_the_low_die():
    g = make_game()
    set_batter(g, g.batter, bunt=0, sac=tuple(k == 5 for k in range(13)))
    r1 = runner(g, 1)
    g.narrate = True
    _pa(g, [1, 4, 30])
    assert g.bat[g.batter][B_SH] == 1 and g.bases[2] == r1 and g.outs == 1
    assert any("fielded by the P" in t for _, _, t in g.log)


@pytest.mark.parametrize("roll,d10,safe", [(4, 1, True), (4, 4, True), (5, 4, False), (4, 5, False), (2, 10, False)])
def test_16_bunt_for_a_hit(roll, d10, safe):
    g = make_game(managers=(Script(decisions={"bunt-for-hit": True}), Script()))
    set_batter(g, g.batter, run=4)
    r2 = runner(g, 2)
    load(g, [roll, d10])
    assert g.rules._bunt_for_hit(g, g.ext)
    assert (g.bases[1] == g.batter) is safe
    assert g.bases[3] == r2  # runners move up either way
    assert g.rules._bunt_for_hit(g, g.ext) is False  # once a game


# --- 17-18: hit-and-run WHEELHOUSE ------------------------------------------------------------------------------
def test_17_18_hit_and_run_wheelhouse_rerolls_2d6():
    g = make_game(managers=(Script(hit_run=True), Script()))
    set_pitcher(g, {5: T.WHEEL})
    set_batter(g, g.batter, IN_PLAY_5_29)
    runner(g, 1)
    _pa(g, [1, 4, 40, 3, 5])  # not doubles: IN-PLAY with 1B 5-54
    assert g.bat[g.batter][B_H] == 1 and g.bat[g.batter][B_HR] == 0 and g.bases[1] == g.batter
    g2 = make_game(managers=(Script(hit_run=True), Script()))
    set_pitcher(g2, {5: T.WHEEL})
    set_batter(g2, g2.batter, IN_PLAY_5_29)
    runner(g2, 1)
    _pa(g2, [1, 4, 40, 4, 4])  # doubles: WHEELHOUSE as usual
    assert g2.bat[g2.batter][B_HR] == 1


def test_hit_and_run_wheelhouse_rule_also_covers_ballpark():
    g = make_game(managers=(Script(hit_run=True), Script()))
    set_pitcher(g, {5: T.BALLPARK})
    set_batter(g, g.batter, IN_PLAY_5_29)
    runner(g, 1)
    _pa(g, [1, 4, 77, 1, 40, 2, 5])  # park card 01 = WHEEL, batter 40, re-roll 2+5
    assert g.bat[g.batter][B_HR] == 0 and g.bat[g.batter][B_H] == 1


# --- 19-20: wild pitches -------------------------------------------------------------------------------------------
def test_19_wild_pitch_then_a_second_on_the_reroll():
    g = make_game()
    set_pitcher(g, {5: T.TOUGH}, wp=(30, 32))
    set_batter(g, g.batter, HODGES)
    r1 = runner(g, 1)
    _pa(g, [1, 4, 31, 30])
    pidx = g.sides[1].pitcher
    assert g.pit[pidx][P_WP] == 2 and g.bases[3] == r1
    assert g.bat[g.batter][B_SO] == 1  # 30 resolves the at-bat: SO 1-47


def test_19_wild_pitch_reroll_outside_the_range_resolves_normally():
    g = make_game()
    set_pitcher(g, {5: T.TOUGH}, wp=(30, 32))
    set_batter(g, g.batter, HODGES)
    r1 = runner(g, 1)
    _pa(g, [1, 4, 31, 65])
    assert g.pit[g.sides[1].pitcher][P_WP] == 1 and g.outs == 1
    assert g.bases[3] == r1  # on second after the wild pitch, then up on the G4 (right side)


def test_20_no_wild_pitch_outside_the_range_or_with_the_bases_empty():
    g = make_game()
    set_pitcher(g, {5: T.TOUGH}, wp=(30, 32))
    set_batter(g, g.batter, HODGES)
    runner(g, 1)
    _pa(g, [1, 4, 35])
    assert g.pit[g.sides[1].pitcher][P_WP] == 0 and g.bat[g.batter][B_SO] == 1
    g2 = make_game()
    set_pitcher(g2, {5: T.TOUGH}, wp=(30, 32))
    set_batter(g2, g2.batter, HODGES)
    _pa(g2, [1, 4, 31])
    assert g2.pit[g2.sides[1].pitcher][P_WP] == 0


# --- 21-22: rare plays -----------------------------------------------------------------------------------------
def test_21_double_zero_reads_the_rare_play_chart_by_the_2d6():
    g = make_game()
    set_pitcher(g, {12: T.TOUGH})
    _pa(g, [6, 6, 100])
    assert g.bat[g.batter][B_HR] == 1
    g2 = make_game()
    runner(g2, 1)
    _pa(g2, [2, 4, 100])  # runners on, 6: catcher's interference
    assert g2.bases[1] == g2.batter and g2.bases[2] >= 0 and g2.bat[g2.batter][0] == 1


@pytest.mark.parametrize("reroll,homer", [(45, False), (44, True), (100, True), (11, True)])
def test_22_optional_zero_in_the_hr_range(reroll, homer):
    g = make_game(**{"hr-zero": True})
    set_batter(g, g.batter, side_from({T.SEC_W: [("2B", 20)]}))
    _pa(g, [3, 4, 100, reroll])
    assert (g.bat[g.batter][B_HR] == 1) is homer
    if not homer:
        assert g.outs == 1  # bases empty, 7: foul pop P2


# --- 23-26: special pitcher results -------------------------------------------------------------------------------
@pytest.mark.parametrize("u,so", [(20, True), (47, True), (50, False), (55, False)])
def test_23_tough_out_is_a_strikeout_or_an_out(u, so):
    g = make_game()
    set_pitcher(g, {6: T.TOUGH_OUT})
    set_batter(g, g.batter, HODGES)
    _pa(g, [3, 3, u])
    assert g.outs == 1 and g.bat[g.batter][B_H] == 0 and (g.bat[g.batter][B_SO] == 1) is so


def test_24_patient_out_walks_or_uses_the_out_section_then_the_printed_out():
    g = make_game()
    side = side_from({T.SEC_P: [("BB", 30), ("1B", 30)]})
    set_pitcher(g, {6: T.PATIENT_OUT}, printed_out=(0,) * 6 + (T.G6,) + (0,) * 6)
    set_batter(g, g.batter, side)
    _pa(g, [3, 3, 20])
    assert g.bat[g.batter][B_BB] == 1
    g2 = make_game()
    set_pitcher(g2, {6: T.PATIENT_OUT}, printed_out=(0,) * 6 + (T.G6,) + (0,) * 6)
    set_batter(g2, g2.batter, side)
    _pa(g2, [3, 3, 45])  # a 1B in PATIENT, but /PATIENT/ only keeps the walk: OUT section
    assert g2.outs == 1 and g2.bat[g2.batter][B_H] == 0


def test_25_in_play_out_reads_in_play_in_the_first_inning_only():
    g = make_game()
    set_pitcher(g, {6: T.INPLAY_OUT})
    set_batter(g, g.batter, IN_PLAY_5_29)
    _pa(g, [3, 3, 19])
    assert g.bat[g.batter][B_H] == 1
    g.bases[1] = -1
    g.inning = 2
    g.batter = g.sides[0].order[0]
    _pa(g, [3, 3, 19])
    assert g.outs == 1 and g.bat[g.batter][B_H] == 1
    g2 = make_game(**{"in-play-out": False})
    set_pitcher(g2, {6: T.INPLAY_OUT})
    set_batter(g2, g2.batter, IN_PLAY_5_29)
    g2.ext.first_inning[g2.sides[1].pitcher] = 1
    g2.inning = 3
    _pa(g2, [3, 3, 19])
    assert g2.bat[g2.batter][B_H] == 1


def test_26_range_result_on_the_catcher_checks_center_field():
    g = make_game()
    set_pitcher(g, {2: T.RANGE})
    g.narrate = True
    _pa(g, [1, 1, 50, 3, 99])  # defense chart 03 = C; range check 99 fails: F8
    assert g.outs == 1 and any("CF range" in t for _, _, t in g.log)


# --- 27-30: fatigue ---------------------------------------------------------------------------------------------
def test_27_cuellar_start_8_tires_from_the_8th_with_3_runs():
    g = make_game()
    pidx = set_pitcher(g, {}, start=8)
    line = g.pit[pidx]
    line[P_R] = 3
    g.inning = 7
    assert not g.rules.pitcher_tired(g, 1)
    g.inning = 8
    assert g.rules.pitcher_tired(g, 1)
    line[P_R] = 2
    g.inning = 9
    assert not g.rules.pitcher_tired(g, 1)


def test_28_six_runs_tire_anyone():
    g = make_game()
    pidx = set_pitcher(g, {}, start=9)
    g.pit[pidx][P_R] = 6
    g.inning = 2
    assert g.rules.pitcher_tired(g, 1)


def test_29_short_reliever_counts_every_inning_he_appears_in():
    g = make_game()
    rel = g.sides[1].pen[0][0]
    g.half, g.inning, g.outs = 0, 7, 2
    g.change_pitcher(1, rel)
    set_pitcher(g, {5: T.TOUGH}, relief="Short", marker="")
    set_batter(g, g.batter, HODGES)
    _pa(g, [1, 4, 10])  # he faces a batter in the 7th: 1 inning
    g.inning = 8
    g.outs = 0
    assert not g.rules.pitcher_tired(g, 1)  # the 8th is his 2nd inning
    g.batter = g.sides[0].order[g.sides[0].up]
    _pa(g, [1, 4, 10])
    g.inning = 9
    assert g.rules.pitcher_tired(g, 1)  # the 8th ended: fatigued
    g.inning = 8
    g.pit[rel][P_R] = 2
    assert g.rules.pitcher_tired(g, 1)


def test_30_closer_in_a_save_situation_does_not_tire_until_tied():
    g = make_game()
    rel = g.sides[1].pen[0][0]
    import dataclasses

    g.cards[rel] = dataclasses.replace(g.cards[rel], pit=dataclasses.replace(g.cards[rel].pit, marker="#",
                                                                             relief="Short"))
    g.inning, g.half = 9, 0
    g.score = [1, 3]
    g.change_pitcher(1, rel)
    g.pit[rel][P_R] = 2
    assert not g.rules.pitcher_tired(g, 1)
    g.score = [3, 3]
    assert g.rules.pitcher_tired(g, 1)


# --- 31-32 -------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("option,so", [(True, True), (False, False)])
def test_31_supplemental_strikeout(option, so):
    g = make_game(**{"supp-so": option})
    set_pitcher(g, {5: T.TOUGH}, so=(90, 93))
    set_batter(g, g.batter, HODGES)
    _pa(g, [1, 4, 91])
    assert g.outs == 1 and (g.bat[g.batter][B_SO] == 1) is so


@pytest.mark.parametrize("run,try_,scores", [(6, False, True), (5, True, True), (4, True, False)])
def test_32_fac_two_out_running_by_the_run_rating(run, try_, scores):
    # the first card of the deck is a single to LF with the runner from 2nd held to one base
    g = make_game(running="fac", managers=(Script(decisions={"extra-base": try_}), Script()))
    set_pitcher(g, {8: T.INPLAY})
    set_batter(g, g.batter, IN_PLAY_5_29)
    g.outs = 2
    r2 = runner(g, 2)
    set_batter(g, r2, run=run)
    held = next(k for k, c in enumerate(T.FAC_DECK) if c[2] == 1 and c[0] == 7)
    extra = [2] if run == 5 else []  # Run 5 tries: 2d6 2 <= 5 + Arm - 5 when he tries
    load(g, [3, 5, 19, held + 1, *extra])
    g.rules.plate_appearance(g)
    assert (g.score[0] == 1) is scores
