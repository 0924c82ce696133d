"""Every chart as data, and the rules around it: defense reads, rare plays, bunts, the hit-and-run, infield in,
fatigue adjustments, the ballpark card, out-chart running, options."""

from __future__ import annotations

import pytest

from dugout.engine.codes import (
    B_BB,
    B_CI,
    B_GIDP,
    B_H,
    B_HR,
    B_ROE,
    B_SF,
    B_SH,
    B_SO,
    P_BK,
    P_WP,
)
from dugout.errors import DugoutError
from dugout.games import find_game, make_rules
from dugout.games.payoff_pitch import ratings_algebra as A
from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.card import Fielding
from dugout.games.payoff_pitch.card_ballpark import Ballpark, ballpark_wheel

from .conftest import Script, load, make_game, runner, set_batter, set_pitcher, side_from

OUTS_ONLY = side_from(out={"G4": (1, 30), "F8": (31, 60), "L6": (61, 80), "P5": (81, 99)})


def _pa(g, dice):
    load(g, dice)
    g.rules.plate_appearance(g)
    assert g.dice.exhausted


# --- dice and chart data --------------------------------------------------------------------------------------
def test_2d6_tables():
    assert sum(T.WAYS) == 36 and T.WAYS[7] == 6 and T.WAYS[2] == T.WAYS[12] == 1
    assert [T.CUM36[k] for k in range(2, 13)] == [1, 3, 6, 10, 15, 21, 26, 30, 33, 35, 36]
    assert [T.DOUBLES_LE36[k] for k in range(2, 13)] == [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6]
    low = [sum(1 for a in range(1, 7) for b in range(1, 7) if min(a, b) == m) for m in range(1, 7)]
    assert low == [11, 9, 7, 5, 3, 1]


@pytest.mark.parametrize("u,pos,check", [(1, 2, T.CHECK_ERROR), (6, 2, T.CHECK_ERROR), (7, 1, T.CHECK_RANGE),
                                          (12, 1, T.CHECK_ERROR), (13, 3, T.CHECK_RANGE), (24, 3, T.CHECK_ERROR),
                                          (25, 4, T.CHECK_RANGE), (40, 4, T.CHECK_ERROR), (41, 5, T.CHECK_RANGE),
                                          (52, 5, T.CHECK_ERROR), (53, 6, T.CHECK_RANGE), (70, 6, T.CHECK_ERROR),
                                          (71, 7, T.CHECK_RANGE), (79, 7, T.CHECK_ERROR), (80, 8, T.CHECK_RANGE),
                                          (91, 8, T.CHECK_ERROR), (92, 9, T.CHECK_RANGE), (100, 9, T.CHECK_ERROR)])
def test_defense_chart_entries(u, pos, check):
    assert T.DEFENSE_POS[u] == pos and T.DEFENSE_CHECK[u] == check


def test_defense_chart_mix_is_recomputed_from_the_chart():
    # errata PP-2: the mix comes from the implemented chart (league-average fielders by quintile)
    range_share = sum(1 for u in range(1, 101) if T.DEFENSE_CHECK[u] == T.CHECK_RANGE) / 100
    assert range_share == pytest.approx(0.58)
    d = A.DEFENSE_AVG
    assert d.single + d.double + d.error + d.out == pytest.approx(1.0)
    assert d.single == pytest.approx(0.1556, abs=1e-3) and d.double == pytest.approx(0.0196, abs=1e-3)
    assert A.ERROR_AVG.error == pytest.approx(sum(T.ERROR_HIT[1:]) / 500)


def test_rare_play_mass_and_roll_again_share():
    # roll again on 3, 4, 5, 10 with runners on: 12/36 of the runners-on share
    assert A.RARE_AGAIN == pytest.approx((1 - T.F_EMPTY) * 12 / 36)
    assert A.RARE_PART[T.O_HR] > 0 and A.RARE_PART[T.O_BB] == 0


@pytest.mark.parametrize("letter,arm,top", [(0, 1, 79), (0, 5, 93), (2, 3, 69), (3, 2, 53), (4, 3, 47), (4, 5, 59)])
def test_stealing_chart_columns(letter, arm, top):
    assert T.STEAL_RANGE[letter][arm] == top


@pytest.mark.parametrize("letter,u,res", [(0, 80, T.B_SH), (0, 81, T.B_HIT), (0, 95, T.B_FC), (0, 99, T.B_POP),
                                          (3, 55, T.B_SH), (3, 98, T.B_DP), (4, 47, T.B_HIT), (4, 94, T.B_DP)])
def test_sacrifice_bunt_chart(letter, u, res):
    assert T.BUNT_RESULT[letter][u] == res


def test_fast_action_deck_running_shares():
    n = len(T.FAC_DECK)
    assert n == 40
    assert sum(c[1] == 2 for c in T.FAC_DECK) / n == pytest.approx(0.30)
    assert sum(c[2] == 2 for c in T.FAC_DECK) / n == pytest.approx(0.60)
    assert sum(c[3] == 3 for c in T.FAC_DECK) / n == pytest.approx(0.40)


def test_hit_location_infield_only_for_singles():
    # errata PP-3: digits 1 and 8 are infield singles; for extra-base hits they are LF and RF
    assert T.HIT_LOCATION_1B[1] == 0 and T.HIT_LOCATION_1B[8] == 0
    assert T.HIT_LOCATION_XBH[1] == 7 and T.HIT_LOCATION_XBH[8] == 9


@pytest.mark.parametrize("bpf,k", [(100, 30), (112, 42), (85, 18), (300, 59), (40, 10)])
def test_ballpark_wheel_range(bpf, k):
    assert ballpark_wheel(bpf) == k


# --- DEFENSE / RANGE / ERROR -------------------------------------------------------------------------------------
def test_error_check_puts_the_batter_on_and_moves_runners():
    g = make_game()
    set_pitcher(g, {2: T.ERROR})
    ss = g.sides[1].fielder[6]
    set_batter(g, ss, fielding={"SS": Fielding(r=2, e=1, arm=0)})
    r1 = runner(g, 1)
    _pa(g, [1, 1, 50, 64, 30])  # chart 64: SS error; E1 errs up to 30
    assert g.bat[g.batter][B_ROE] == 1 and g.bases[1] == g.batter and g.bases[2] == r1
    assert g.sides[1].errors == 1


def test_outfield_error_on_an_odd_number_is_two_bases():
    g = make_game()
    set_pitcher(g, {2: T.ERROR})
    lf = g.sides[1].fielder[7]
    set_batter(g, lf, fielding={"LF": Fielding(r=2, e=1, arm=7)})
    _pa(g, [1, 1, 50, 77, 29])
    assert g.bases[2] == g.batter


@pytest.mark.parametrize("grade,w,hit", [(0, 15, 1), (0, 16, 0), (4, 46, 1), (4, 47, 0)])
def test_range_check_by_grade(grade, w, hit):
    g = make_game()
    set_pitcher(g, {2: T.RANGE})
    ss = g.sides[1].fielder[6]
    set_batter(g, ss, fielding={"SS": Fielding(r=grade, e=3, arm=0)})
    _pa(g, [1, 1, 50, 60, w])
    assert g.bat[g.batter][B_H] == hit and g.outs == 1 - hit


def test_outfield_range_hit_is_a_double_in_the_low_third():
    g = make_game(**{"hit-location": False})
    set_pitcher(g, {2: T.RANGE})
    cf = g.sides[1].fielder[8]
    set_batter(g, cf, fielding={"CF": Fielding(r=2, e=3, arm=6)})
    _pa(g, [1, 1, 50, 85, 10])  # C grade: hit to 30, double to 10
    assert g.bases[2] == g.batter


# --- rare plays --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("total,check", [
    (2, lambda g: g.bat[g.batter][B_HR] == 1), (3, lambda g: g.bases[3] == g.batter),
    (4, lambda g: g.bases[2] == g.batter), (5, lambda g: g.bat[g.batter][B_CI] == 1),
    (6, lambda g: g.bat[g.batter][B_ROE] == 1), (7, lambda g: g.outs == 1),
    (9, lambda g: g.bases[1] == g.batter and g.bat[g.batter][B_H] == 1),
    (10, lambda g: g.bases[2] == g.batter and g.sides[1].errors == 1),
    (11, lambda g: g.bases[2] == g.batter), (12, lambda g: g.bat[g.batter][B_HR] == 1)])
def test_rare_plays_bases_empty(total, check):
    g = make_game()
    d1 = max(1, total - 6)
    _pa(g, [d1, total - d1, 100])
    assert check(g)


def test_rare_play_triple_play_and_roll_again():
    g = make_game()
    runner(g, 1, 5)
    runner(g, 2, 6)
    _pa(g, [1, 1, 100])
    assert g.outs == 3
    g2 = make_game()
    set_pitcher(g2, {5: T.TOUGH})
    set_batter(g2, g2.batter, OUTS_ONLY)
    r1 = runner(g2, 1)
    _pa(g2, [1, 3, 100, 1, 4, 50])  # balk, runner to second, roll again: F8
    assert g2.pit[g2.sides[1].pitcher][P_BK] == 1 and g2.bases[2] == r1 and g2.outs == 1
    g3 = make_game()
    set_pitcher(g3, {5: T.TOUGH})
    set_batter(g3, g3.batter, OUTS_ONLY)
    runner(g3, 1)
    _pa(g3, [4, 6, 100, 1, 4, 50])  # wild pitch, roll again
    assert g3.pit[g3.sides[1].pitcher][P_WP] == 1


# --- bunts and the squeeze -----------------------------------------------------------------------------------
@pytest.mark.parametrize("u,what", [(10, "sh"), (85, "hit"), (90, "fc"), (97, "pop")])
def test_manager_sacrifice_on_the_chart(u, what):
    g = make_game(**{"auto-sac": False}, managers=(Script(bunt=True), Script()))
    set_batter(g, g.batter, bunt=0)
    r1 = runner(g, 1)
    _pa(g, [3, u])
    if what == "sh":
        assert g.bat[g.batter][B_SH] == 1 and g.bases[2] == r1
    elif what == "hit":
        assert g.bases[1] == g.batter and g.bases[2] == r1 and g.bat[g.batter][B_H] == 1
    elif what == "fc":
        assert g.bases[1] == g.batter and g.bases[2] < 0 and g.outs == 1
    else:
        assert g.bases[1] == r1 and g.outs == 1


def test_sacrifice_reroll_of_double_zero():
    g = make_game(**{"auto-sac": False}, managers=(Script(bunt=True), Script()))
    set_batter(g, g.batter, bunt=4)
    runner(g, 1)
    _pa(g, [3, 100, 95])  # 00 rolled again: F's 95 is a bunt double play
    assert g.outs == 2


@pytest.mark.parametrize("roll,scores", [(4, True), (5, False)])
def test_squeeze_scores_on_the_runners_run_and_the_batter_is_safe(roll, scores):
    g = make_game(managers=(Script(squeeze=True), Script()))
    set_batter(g, g.batter, bunt=0)
    r3 = runner(g, 3)
    set_batter(g, r3, run=4)
    d1 = roll - 2
    _pa(g, [2, d1, 40])
    assert g.bases[1] == g.batter and (g.score[0] == 1) is scores and g.outs == (0 if scores else 1)


# --- hit-and-run and infield in -------------------------------------------------------------------------------
@pytest.mark.parametrize("roll,dp", [(2, True), (3, False), (9, False)])
def test_hit_and_run_grounder_dp_only_on_dp_minus_4(roll, dp):
    g = make_game(managers=(Script(hit_run=True), Script()))
    set_pitcher(g, {5: T.TOUGH}, dp=12)
    set_batter(g, g.batter, OUTS_ONLY, dp=6)
    r1 = runner(g, 1)
    _pa(g, [1, 4, 10, roll])
    assert (g.bat[g.batter][B_GIDP] == 1) is dp
    if not dp:
        assert g.bases[2] == r1 and g.outs == 1


def test_hit_and_run_line_out_doubles_off_the_runner_and_strikeout_sends_him():
    g = make_game(managers=(Script(hit_run=True), Script()))
    set_pitcher(g, {5: T.TOUGH})
    set_batter(g, g.batter, OUTS_ONLY)
    runner(g, 1)
    _pa(g, [1, 4, 70])
    assert g.outs == 2 and g.bases[1] < 0
    g2 = make_game(managers=(Script(hit_run=True), Script()))
    set_pitcher(g2, {5: T.TOUGH})
    set_batter(g2, g2.batter, side_from({T.SEC_T: [("SO", 99)]}))
    set_batter(g2, g2.sides[1].fielder[2], fielding={"C": Fielding(r=2, e=3, arm=3)})
    r1 = runner(g2, 1)
    set_batter(g2, r1, letter=1)
    _pa(g2, [1, 4, 10, 69])  # B one letter lower: C3 to 69, safe
    assert g2.bat[g2.batter][B_SO] == 1 and g2.bases[2] == r1


@pytest.mark.parametrize("align,u,result", [("infield-in", 10, "single"), ("infield-in", 11, "single"),
                                            ("infield-in", 12, "holds"), ("corners-in", 21, "single"),
                                            ("corners-in", 22, "holds"), ("corners-in", 11, "normal")])
def test_infield_in(align, u, result):
    g = make_game(managers=(Script(), Script(align=align)))
    set_pitcher(g, {5: T.TOUGH})
    set_batter(g, g.batter, side_from(out={"G4": (1, 19), "G5": (20, 29), "F8": (30, 99)}))
    r3 = runner(g, 3)
    _pa(g, [1, 4, u])
    if result == "single":
        assert g.bat[g.batter][B_H] == 1 and g.score[0] == 1
    elif result == "holds":
        assert g.outs == 1 and g.bases[3] == r3 and g.score[0] == 0
    else:  # the middle infield plays back: G4 to the right side scores the runner
        assert g.outs == 1 and g.score[0] == 1


# --- out chart running ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("code,roll,run,sf", [("F8", 9, 4, True), ("F8", 10, 4, False), ("F9", 7, 4, True),
                                              ("F9", 8, 4, False), ("F7", 8, 4, True)])
def test_tag_up_from_third_on_a_fly_out(code, roll, run, sf):
    g = make_game()
    set_pitcher(g, {5: T.TOUGH})
    set_batter(g, g.batter, side_from(out={code: (1, 99)}))
    r3 = runner(g, 3)
    set_batter(g, r3, run=run)
    _pa(g, [1, 4, 50, roll])
    assert (g.bat[g.batter][B_SF] == 1) is sf and (g.score[0] == 1) is sf


def test_ground_out_right_side_scores_the_runner_from_third_left_side_needs_the_roll():
    g = make_game()
    set_pitcher(g, {5: T.TOUGH})
    set_batter(g, g.batter, side_from(out={"G3": (1, 99)}))
    runner(g, 3)
    _pa(g, [1, 4, 50])
    assert g.score[0] == 1
    g2 = make_game()
    set_pitcher(g2, {5: T.TOUGH})
    set_batter(g2, g2.batter, side_from(out={"G6": (1, 99)}))
    r3 = runner(g2, 3)
    _pa(g2, [1, 4, 50, 6])  # Run 4 + 1 = 5: a 6 holds him
    assert g2.score[0] == 0 and g2.bases[3] == r3


def test_coach_choice_on_a_patient_hit():
    g = make_game(managers=(Script(decisions={"extra-base": True}), Script()))
    set_pitcher(g, {6: T.PATIENT})
    set_batter(g, g.batter, side_from({T.SEC_P: [("1B", 99)]}))
    lf = g.sides[1].fielder[7]
    set_batter(g, lf, fielding={"LF": Fielding(r=2, e=3, arm=5)})
    r2 = runner(g, 2)
    set_batter(g, r2, run=6)
    _pa(g, [3, 3, 20, 6])  # single to LF; runner to 3rd, tries home: 2d6 6 <= 6 + 0
    assert g.score[0] == 1


def test_infield_single_moves_runners_one_base():
    g = make_game()
    set_pitcher(g, {8: T.INPLAY})
    set_batter(g, g.batter, side_from({T.SEC_I: [("1B", 99)]}))
    r1 = runner(g, 1)
    _pa(g, [3, 5, 21])  # ones digit 1: an infield single, none out, off IN-PLAY: one base
    assert g.bases[2] == r1


@pytest.mark.parametrize("two_out,section,label", [(True, T.SEC_I, T.INPLAY), (False, T.SEC_W, T.WHEEL)])
def test_infield_single_keeps_the_books_extra_base(two_out, section, label):
    # the book, basic running: "With two outs or when the hit comes from the batter's WHEELHOUSE [WHEEL] section,
    # all runners advance an extra base" -- all runners, whatever the Hit Location chart says of the fielder
    g = make_game()
    set_pitcher(g, {8: label})
    set_batter(g, g.batter, side_from({section: [("1B", 99)]}))
    r1 = runner(g, 1)
    g.outs = 2 if two_out else 0
    _pa(g, [3, 5, 21])  # ones digit 1: an infield single
    assert g.bases[3] == r1 and g.bases[2] < 0


# --- fatigue adjustments and the ballpark card ------------------------------------------------------------------
def test_fatigued_pitcher_adjustments():
    g = make_game()
    pidx = set_pitcher(g, {5: T.BALLPARK, 6: T.TOUGH, 7: T.PATIENT}, start=1)
    g.pit[pidx][6] = 0
    g.pit[pidx][2] = 6  # six runs allowed: tired
    set_batter(g, g.batter, side_from({T.SEC_W: [("HR", 99)], T.SEC_P: [("BB", 30)], T.SEC_T: [("SO", 99)],
                                       T.SEC_I: [("1B", 99)]}))
    _pa(g, [1, 4, 50])  # BALLPARK reads WHEELHOUSE with the same d100
    assert g.bat[g.batter][B_HR] == 1
    g.batter = g.sides[0].order[1]
    set_batter(g, g.batter, side_from({T.SEC_P: [("BB", 30)], T.SEC_T: [("SO", 99)], T.SEC_I: [("1B", 99)]}))
    _pa(g, [3, 3, 51])  # TOUGH on an odd d100 reads IN-PLAY
    assert g.bat[g.batter][B_H] == 1
    g.bases[1] = -1
    g.batter = g.sides[0].order[2]
    set_batter(g, g.batter, side_from({T.SEC_P: [("BB", 30)]}))
    _pa(g, [3, 4, 40])  # PATIENT: BB 1-30 runs on to 40
    assert g.bat[g.batter][B_BB] == 1


def test_ballpark_card_wheel_or_in_play():
    g = make_game()
    g.ext.park = Ballpark("test park", 100, 30)
    set_pitcher(g, {5: T.BALLPARK})
    set_batter(g, g.batter, side_from({T.SEC_W: [("HR", 99)], T.SEC_I: [("1B", 99)]}))
    _pa(g, [1, 4, 50, 30, 10])
    assert g.bat[g.batter][B_HR] == 1
    g.batter = g.sides[0].order[1]
    set_batter(g, g.batter, side_from({T.SEC_W: [("HR", 99)], T.SEC_I: [("1B", 99)]}))
    _pa(g, [1, 4, 50, 31, 10])
    assert g.bat[g.batter][B_H] == 1 and g.bat[g.batter][B_HR] == 0


# --- options and names ---------------------------------------------------------------------------------------------
def test_names_and_aliases():
    assert find_game("pp").name == find_game("Payoff").name == find_game("payoff_pitch").name == "payoff-pitch"


@pytest.mark.parametrize("opts", [{"running": "warp"}, {"steal": "always"}, {"supp-so": "maybe"},
                                  {"no-such-option": 1}, {"card-size": "huge"}])
def test_bad_options_are_one_line_errors(opts):
    with pytest.raises(DugoutError) as e:
        make_rules("pp", opts)
    assert "\n" not in str(e.value)


@pytest.mark.parametrize("opts", [{"running": "advanced"}, {"running": "fac"}, {"steal": "hold", "late-jump": True},
                                  {"steal": "manager"}, {"auto-sac": False}, {"splits": False}, {"hr-zero": True},
                                  {"injuries": True}, {"in-play-out": False}, {"hit-location": False},
                                  {"supp-so": False}])
def test_every_option_plays_whole_games(opts):
    from dugout.engine.dice import Dice
    from dugout.engine.game import Game
    from dugout.engine.season import rated
    from dugout.generate.synthetic import random_team
    from dugout.sources import lahman

    rules = make_rules("pp", opts)
    ctx = lahman.league_context(1985, "NL")
    a, h = rated(rules, random_team(3, ctx)), rated(rules, random_team(4, ctx))
    for seed in range(15):
        g = Game(rules, a, h, Dice(f"opt:{seed}"), narrate=seed == 0).play()
        g.check_invariants()
