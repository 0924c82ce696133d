"""The rulebook's worked examples (digest §6 test vectors), replayed on loaded dice."""

from __future__ import annotations

import pytest

from dugout.engine.codes import (
    B_2B,
    B_3B,
    B_BB,
    B_CS,
    B_E,
    B_GIDP,
    B_H,
    B_HR,
    B_PA,
    B_SB,
    B_SH,
    B_SO,
    P_WP,
)
from dugout.engine.dice import LoadedDice
from dugout.games.fall_classic import play_charts, state
from dugout.games.fall_classic import tables as T
from dugout.games.fall_classic.card import Fielding

SLOT = 0


def batter_line(g):
    return g.bat[g.sides[0].order[SLOT]]


@pytest.fixture()
def mays_vs_higbe(arena, kit):
    def build(**kw):
        return arena(kit.batter_card(kit.MAYS), kit.pitcher_card(kit.HIGBE), **kw)
    return build


# --- reading the cards --------------------------------------------------------------------------------------
def test_1_red_one_white_two_is_line_12_a_walk(mays_vs_higbe, kit):
    g = mays_vs_higbe()
    kit.play(g, [1, 2, 11])
    assert batter_line(g)[B_BB] == 1 and g.bases[1] == g.sides[0].order[SLOT]


@pytest.mark.parametrize("d20,col", [(3, B_HR), (7, B_3B), (15, B_2B)])
def test_2_line_55_homer_triple_double(mays_vs_higbe, kit, d20, col):
    g = mays_vs_higbe()
    kit.play(g, [5, 5, d20])
    assert batter_line(g)[col] == 1


@pytest.mark.parametrize("d20,double", [(9, True), (10, False)])
def test_3_line_33_double_or_single(mays_vs_higbe, kit, d20, double):
    g = mays_vs_higbe()
    kit.play(g, [3, 3, d20])
    line = batter_line(g)
    assert line[B_H] == 1 and line[B_2B] == int(double)


def test_4_mays_56_is_an_out_without_reading_higbes_k(mays_vs_higbe, kit):
    g = mays_vs_higbe()
    kit.play(g, [5, 6, 4])
    assert g.outs == 1 and batter_line(g)[B_SO] == 0


@pytest.mark.parametrize("grade,d20,hit", [(0, 1, False), (1, 12, True), (1, 13, False), (2, 20, True)])
def test_5_blank_line_reads_the_pitchers_column(arena, kit, grade, d20, hit):
    # the publisher's Larsen at 35: A OUT, B SINGLE 1-12 / OUT, C SINGLE (Williams leaves 35 blank)
    larsen = kit.pitcher_card({35: ("OUT", "SINGLE 1-12 / OUT", "SINGLE")})
    williams = kit.batter_card({16: "WALK", 65: "P - HR"})
    g = arena(williams, larsen, grade=grade)
    kit.play(g, [3, 5, d20])
    assert batter_line(g)[B_H] == int(hit)


@pytest.mark.parametrize("d20,grade", [(1, 0), (6, 0), (7, 1), (14, 1), (15, 2), (20, 2)])
def test_6_bullpen_session(arena, kit, d20, grade):
    g = arena(pitcher=kit.pitcher_card(kit.HIGBE))
    g.dice = LoadedDice([d20])
    state.bullpen_session(g, 1, g.sides[1].pitcher, False)
    assert g.ext.gh[1] == grade


@pytest.mark.parametrize("throws,single", [("L", True), ("R", False)])
def test_7_line_26_platoon(mays_vs_higbe, kit, throws, single):
    g = mays_vs_higbe(throws=throws)
    g.ext.hand[1] = 0 if throws == "L" else 1
    kit.play(g, [2, 6, 10])
    assert batter_line(g)[B_H] == int(single)


@pytest.mark.parametrize("dice,col", [([5, 5, 3], B_HR), ([5, 5, 4], None), ([5, 5, 6], B_3B), ([6, 5, 1], None)])
def test_8_negative_hr_grade_against_mays(arena, kit, dice, col):
    higbe = kit.pitcher_card(kit.HIGBE, hr=(-2, -2, -2))
    g = arena(kit.batter_card(kit.MAYS), higbe)
    kit.play(g, dice)
    line = batter_line(g)
    if col is None:
        assert line[B_H] == 0 and g.outs == 1
    else:
        assert line[col] == 1


@pytest.mark.parametrize("grade,d20,homer", [(0, 1, False), (2, 6, True), (2, 7, False)])
def test_9_batters_negative_hr_shrinks_line_65(arena, kit, grade, d20, homer):
    # batter P - HR -3 against Higbe's HR 1-3 (A) and 1-9 (C), the advanced optional rule on
    g = arena(kit.batter_card({65: "P - HR"}, hr_mod=-3), kit.pitcher_card(kit.HIGBE), grade=grade,
              options={"batter-hr": True})
    kit.play(g, [6, 5, d20])
    assert batter_line(g)[B_HR] == int(homer)


def test_9_the_batters_modifier_is_an_advanced_optional_rule_off_by_default(arena, kit):
    """'Advanced Optional Rule: More Homerun Grade rules': with it off, Higbe's A column HR 1-3 stands."""
    g = arena(kit.batter_card({65: "P - HR"}, hr_mod=-3), kit.pitcher_card(kit.HIGBE), grade=0)
    kit.play(g, [6, 5, 1])
    assert batter_line(g)[B_HR] == 1


@pytest.mark.parametrize("opts", [{}, {"nh-nw": False, "batter-hr": False}])
def test_8_pitchers_negative_hr_grade_is_a_basic_rule(arena, kit, opts):
    """The pitcher's negative grade is subtracted from the batter's HOMERUN split (Mays HOMER 1-5 → 1-3 at -2)
    and there is no home run on 65, whatever the optional NH/NW and batter-HR rules."""
    pc = kit.pitcher_card(kit.HIGBE, hr=(-2, -2, -2))
    g = arena(kit.batter_card(kit.MAYS), pc, grade=1, options=opts)
    kit.play(g, [5, 5, 4])
    assert batter_line(g)[B_HR] == 0
    g = arena(kit.batter_card(kit.MAYS), pc, grade=1, options=opts)
    kit.play(g, [5, 5, 3])
    assert batter_line(g)[B_HR] == 1
    g = arena(kit.batter_card(kit.MAYS), pc, grade=1, options=opts)
    kit.play(g, [6, 5, 1])
    assert batter_line(g)[B_HR] == 0


# --- KD and the defense chart -----------------------------------------------------------------------------
def test_11_kd_check_on_line_51(arena, kit):
    g = arena(kit.batter_card(kit.MAYS), kit.pitcher_card(kit.HIGBE, kd=(3, 3, 3)))
    kit.play(g, [5, 1, 3])
    assert batter_line(g)[B_SO] == 1
    g = arena(kit.batter_card(kit.MAYS), kit.pitcher_card(kit.HIGBE, kd=(3, 3, 3)))
    kit.play(g, [5, 1, 4, 6, 6, 20])  # no K: row 66, column 51 (SS), d20 20 above his E: a grounder out
    assert batter_line(g)[B_SO] == 0 and g.outs == 1


@pytest.mark.parametrize("d20,out", [(12, True), (13, False)])
def test_12_defense_row_44_column_53_against_range_12(arena, kit, d20, out):
    g = arena(kit.batter_card(kit.MAYS), kit.pitcher_card(kit.HIGBE), fielders=kit.average_fielders(rng=12))
    kit.play(g, [5, 3, 20, 4, 4, d20], bases=(1, 0, 0), outs=2)
    if out:
        assert g.outs == 3
    else:  # Single*+: batter to 1st, runners take two bases
        assert batter_line(g)[B_H] == 1 and g.bases[3] >= 0 and g.bases[1] == g.sides[0].order[SLOT]


@pytest.mark.parametrize("d20,error", [(3, True), (4, False)])
def test_13_defense_row_36_column_51_against_error_3(arena, kit, d20, error):
    g = arena(kit.batter_card(kit.MAYS), kit.pitcher_card(kit.HIGBE), fielders=kit.average_fielders(e=3))
    kit.play(g, [5, 1, 20, 3, 6, d20])
    if error:  # 1B**: batter to 2nd on the error
        assert g.bases[2] == g.sides[0].order[SLOT] and g.sides[1].errors == 1 and g.outs == 0
    else:
        assert g.outs == 1 and g.sides[1].errors == 0


# --- the 54 chart -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("d20,event", [(2, "pb"), (7, "wp"), (15, None)])
def test_14_wild_pitch_or_passed_ball_then_the_batter_rolls_again(arena, kit, d20, event):
    higbe = kit.pitcher_card(kit.HIGBE, wp=10)
    g = arena(kit.batter_card(kit.MAYS), higbe, options={"pb-scoring": True},
              fielders=kit.average_fielders()[:2] + (Fielding("C", 10, 1, 5, pb=3, frame="a"),)
              + kit.average_fielders()[3:])
    kit.play(g, [5, 4, d20, 1, 2, 11], bases=(1, 0, 0))
    assert batter_line(g)[B_BB] == 1  # the re-roll: line 12, a walk
    wp = g.pit[g.sides[1].pitcher][P_WP]
    if event is None:
        assert wp == 0 and g.bases[2] >= 0  # forced to 2nd by the walk only
    else:
        assert wp == (1 if event == "wp" else 0)
        assert g.bases[2] >= 0 and g.bases[1] >= 0  # moved up, then the walk


def test_54_bases_empty_framing_with_the_home_catcher_is_strike_three(mays_vs_higbe, kit):
    g = mays_vs_higbe()
    kit.play(g, [5, 4, 17])
    assert batter_line(g)[B_SO] == 1


# --- steals and pickoffs ------------------------------------------------------------------------------------
def _runner_game(mays_vs_higbe, **kw):
    g = mays_vs_higbe(**kw)
    s = g.sides[0]
    g.bases[1] = s.order[1]
    g.base_pitcher[1] = g.sides[1].pitcher
    g.batter = s.order[SLOT]
    return g


@pytest.mark.parametrize("d20,safe", [(17, True), (18, False)])
def test_15_steal_against_sbs_17(mays_vs_higbe, d20, safe):
    g = _runner_game(mays_vs_higbe, sbs=17)
    runner = g.bases[1]
    g.dice = LoadedDice([4, d20])  # white 4: a jump against a right-hander with an average arm
    g.rules.steal_call(g, 1)
    assert (g.bases[2] == runner) == safe and g.bat[runner][B_SB if safe else B_CS] == 1


def test_15_strong_armed_catcher_takes_two_off(mays_vs_higbe, kit):
    strong = kit.average_fielders()[:2] + (Fielding("C", 10, 0, 0, frame="a"),) + kit.average_fielders()[3:]
    g = _runner_game(mays_vs_higbe, sbs=17, options={"catcher-arm": True}, fielders=strong)
    g.dice = LoadedDice([4, 16])
    g.rules.steal_call(g, 1)
    assert g.outs == 1


def test_16_catcher_error_on_the_steal_gives_an_extra_base(mays_vs_higbe, kit):
    wild = kit.average_fielders()[:2] + (Fielding("C", 10, 1, 4, frame="a"),) + kit.average_fielders()[3:]
    g = _runner_game(mays_vs_higbe, sbs=17, fielders=wild)
    runner = g.bases[1]
    g.dice = LoadedDice([4, 4])
    g.rules.steal_call(g, 1)
    assert g.bases[3] == runner and g.sides[1].errors == 1


@pytest.mark.parametrize("d20,outcome", [(12, "out"), (13, "safe"), (18, "error")])
def test_17_pickoff_left_hander_strong_arm(mays_vs_higbe, kit, d20, outcome):
    pf = Fielding("P", 10, 0, 20)
    g = _runner_game(mays_vs_higbe, throws="L", home_pitcher_fielding=pf)
    runner = g.bases[1]
    dice = [1, d20]
    if outcome == "safe":
        dice += [6, 20]  # tries the steal again: a jump, then caught
    if outcome == "error":
        dice += [1]  # d20 1 within the pitcher's E: thrown away
    g.dice = LoadedDice(dice)
    g.rules.steal_call(g, 1)
    if outcome == "out":
        assert g.outs == 1 and g.bat[runner][B_CS] == 0
    elif outcome == "safe":
        assert g.outs == 1 and g.bat[runner][B_CS] == 1
    else:
        assert g.bases[2] == runner and g.sides[1].errors == 1


def test_18_league_offense_adjustment(mays_vs_higbe):
    for d20, adjusted in ((2, True), (3, False)):
        g = mays_vs_higbe(options={"league-offense": True}, grade=1)
        st = g.ext
        st.offense = [28, 25]
        state.set_grade(g, 0, 1)
        g.dice = LoadedDice([d20])
        state.league_offense(g, 1)
        assert (st.gh[1] == 0) == adjusted  # the Browns' (25) pitcher one grade better


@pytest.mark.parametrize("rolls,games", [([3], 3), ([6, 2], 7), ([6, 6, 6, 6], 50)])
def test_19_injury_rest_chart(mays_vs_higbe, rolls, games):
    g = mays_vs_higbe()
    g.dice = LoadedDice(rolls)
    assert play_charts.injury_games(g) == games


def test_20_shutout_upgrades_and_the_revert(mays_vs_higbe):
    g = mays_vs_higbe(grade=2)
    st = g.ext
    st.starter[1] = True
    st.gstart[1] = 2
    g.inning = 7
    state.shutout_upgrade(g, 1)
    assert st.gh[1] == 1
    g.inning = 9
    state.shutout_upgrade(g, 1)
    assert st.gh[1] == 0
    g.score[0] = 1
    state.after_pa(g, 1, False)
    assert st.gh[1] == 2


def test_21_seventh_run_is_grade_d(mays_vs_higbe):
    from dugout.engine.codes import P_R

    g = mays_vs_higbe()
    g.pit[g.sides[1].pitcher][P_R] = 7
    state.after_pa(g, 1, False)
    st = g.ext
    assert st.gh[1] == 3 and st.hrg[1] == 20
    li = (3 - 1) * 6 + 5 - 1  # line 35: OUT on Higbe's card, a single at D
    assert st.pflat[1][li * 20] == 1


def test_fatigue_the_next_hit_or_walk_after_bfs(mays_vs_higbe, kit):
    g = mays_vs_higbe()
    st = g.ext
    st.limit[1] = 0
    st.starter[1] = False
    kit.play(g, [1, 2, 11])  # a walk arms him: he reached his limit
    assert st.armed[1] and st.gh[1] != 3
    kit.play(g, [1, 2, 11], batter_slot=1)
    assert st.gh[1] == 3


# --- bunts, squeeze, hit-and-run ----------------------------------------------------------------------------
@pytest.mark.parametrize("dice,what", [([4], "k"), ([2, 3], "sac"), ([2, 5], "fc"), ([2, 6, 11], "dp")])
def test_22_sacrifice_bunt_sh_3(mays_vs_higbe, dice, what):
    g = _runner_game(mays_vs_higbe, sh=3)
    g.dice = LoadedDice(dice)
    g.rules.bunt(g, g.ext, squeeze=False)
    line = batter_line(g)
    if what == "k":
        assert line[B_SO] == 1 and g.outs == 1
    elif what == "sac":
        assert line[B_SH] == 1 and g.bases[2] >= 0 and g.outs == 1
    elif what == "fc":
        assert g.bases[1] == g.sides[0].order[SLOT] and g.bases[2] < 0 and g.outs == 1
    else:
        assert g.outs == 2 and g.bases[1] < 0


def test_23_missed_squeeze_runner_out_at_home(mays_vs_higbe):
    g = mays_vs_higbe(sh=3)
    s = g.sides[0]
    g.bases[3] = s.order[1]
    g.base_pitcher[3] = g.sides[1].pitcher
    g.batter = s.order[SLOT]
    g.dice = LoadedDice([2])  # sh 3 - 2 = 1: a 2 misses
    assert g.rules.bunt(g, g.ext, squeeze=True) is False  # the batter keeps hitting
    assert g.outs == 1 and g.bases[3] < 0 and g.score[0] == 0


def test_24_hit_and_run_craps_doubles_off_the_runner(mays_vs_higbe):
    g = _runner_game(mays_vs_higbe, hnr=1)
    g.dice = LoadedDice([12, 2])
    g.rules.hit_and_run(g, g.ext)
    assert g.outs == 2 and g.bases[1] < 0


@pytest.mark.parametrize("white,single", [(3, True), (4, False)])
def test_25_outfield_in(mays_vs_higbe, white, single):
    g = mays_vs_higbe()
    s = g.sides[0]
    g.bases[3] = s.order[1]
    g.base_pitcher[3] = g.sides[1].pitcher
    g.batter = s.order[SLOT]
    g.ext.of_in = True
    g.rules.fly(g, g.ext, 8, white)
    assert (g.score[0] == 1) == single and g.outs == int(not single)


def test_26_on_the_button_great_play(mays_vs_higbe, kit):
    g = mays_vs_higbe(options={"on-the-button": True}, fielders=kit.average_fielders(rng=20))
    kit.play(g, [5, 5, 5, 7, 10])  # 55 d20 5: a button; who fields d20 7 -> LF, d20 10 within Range 20
    assert g.outs == 1 and batter_line(g)[B_H] == 0
    g = mays_vs_higbe(options={"on-the-button": True}, fielders=kit.average_fielders(rng=20))
    kit.play(g, [5, 5, 5, 1, ])  # who fields d20 1: nobody in the home-run box, the homer stands
    assert batter_line(g)[B_HR] == 1


@pytest.mark.parametrize("d6,double", [(2, False), (4, True)])
def test_28_ballpark_18_stretch_runners_take_two(mays_vs_higbe, kit, d6, double):
    g = mays_vs_higbe(options={"ballparks": False})
    kit.play(g, [4, 6, 10, 18, d6], bases=(1, 0, 0))
    line = batter_line(g)
    assert line[B_H] == 1 and line[B_2B] == int(double)
    assert g.bases[3] >= 0  # the runner took two bases either way


def test_29_blue_ballpark_no_homer_for_a_batter_who_hit_none(arena, kit):
    card = kit.batter_card({**kit.MAYS, 66: "SINGLE", 55: "DOUBLE"}, blue=(False, False, True))
    g = arena(card, kit.pitcher_card(kit.HIGBE), options={"ballparks": False})
    kit.play(g, [4, 6, 10, 1])  # park d20 1 is a home run, but not for him: fly out to center
    assert g.outs == 1 and batter_line(g)[B_HR] == 0


def test_30_rundown_six_with_an_a_runner_is_out(mays_vs_higbe):
    g = mays_vs_higbe(run=2)
    s = g.sides[0]
    g.bases[3] = s.order[1]
    g.dice = LoadedDice([6])
    play_charts.rundown(g, 3)
    assert g.outs == 1 and g.bases[3] < 0


def test_exotic_error_pitcher_bases_empty_f_batter_to_third(mays_vs_higbe, kit):
    g = mays_vs_higbe(run=0, fielders=kit.average_fielders(e=20))
    # line 51 past KD, defense row 11 column 51: the pitcher's exotic chart; an F batter takes third
    kit.play(g, [5, 1, 20, 1, 1, 1])
    assert g.bases[3] == g.sides[0].order[SLOT] and g.sides[1].errors == 1 and batter_line(g)[B_E] == 0


def test_gidp_on_an_out_x_grounder(arena, kit):
    card = kit.batter_card({**kit.MAYS, 16: "OUT x"})
    g = arena(card, kit.pitcher_card(kit.HIGBE))
    kit.play(g, [1, 6, 10, 9], bases=(1, 0, 0))  # OUT x, out chart d20 9: grounder to short
    assert g.outs == 2 and batter_line(g)[B_GIDP] == 1


def test_the_plate_appearance_counts_once_after_rolls_again(mays_vs_higbe, kit):
    g = mays_vs_higbe()
    kit.play(g, [5, 4, 5, 1, 2, 11], bases=(1, 0, 0))  # 54 men on, d20 5: no WP (Higbe WP 0), roll again: walk
    assert batter_line(g)[B_PA] == 1


# --- issue 19: the book's reading of OUT x / OUT nox, the steal limits, the outfield in ---------------------------
@pytest.mark.parametrize("line,d20,gidp", [(16, 9, 1), (16, 8, 1), (23, 9, 0), (23, 8, 0)])
def test_mays_out_x_is_his_double_play_and_his_plain_out_is_none(arena, kit, line, d20, gidp):
    """Mays's published card prints OUT x on 16 and 21 and plain OUT on 23-25 (11 GIDP in 1959): a grounder
    with a runner on 1st is a double play on OUT x whatever the d20, never on his own plain OUT."""
    g = arena(kit.batter_card(kit.MAYS), kit.pitcher_card(kit.HIGBE))
    r, w = divmod(line, 10)
    kit.play(g, [r, w, 10, d20], bases=(1, 0, 0))  # out chart d20 8 or 9: a grounder to short
    assert batter_line(g)[B_GIDP] == gidp
    assert g.outs == 1 + gidp


@pytest.mark.parametrize("d20,gidp", [(9, 1), (8, 0)])
def test_an_out_read_on_the_pitchers_card_follows_the_putout_tables_parity(arena, kit, d20, gidp):
    """Line 35 is blank on Mays's card: Higbe's OUT there is a grounder double play on an odd d20 (the putout
    table), a force at 2nd on an even one."""
    g = arena(kit.batter_card(kit.MAYS), kit.pitcher_card(kit.HIGBE), grade=0)
    kit.play(g, [3, 5, 10, d20], bases=(1, 0, 0))
    assert batter_line(g)[B_GIDP] == gidp


def test_outfield_in_catches_a_ballpark_single_on_an_odd_white_die(arena, kit):
    """Seed p.3: with the outfield drawn in, a single to the outfield is caught on a white die of 1, 3 or 5;
    the ballpark chart's stretch singles (d20 17-19) are singles to the outfield."""
    from dugout.games.fall_classic.state import FCState

    for white, outs in ((1, 1), (2, 0)):
        g = arena(kit.batter_card(kit.MAYS), kit.pitcher_card(kit.HIGBE))
        st: FCState = g.ext
        st.of_in = True
        st.park = T.park_chart(100)
        g.outs = 0
        g.bases[1] = g.bases[2] = g.bases[3] = -1
        g.batter = g.sides[0].order[SLOT]
        g.dice = LoadedDice([18] + ([] if white & 1 else [6]))  # d20 18: single to CF (stretch: the arm's d6)
        g.rules.park(g, st, white, 0)
        assert g.outs == outs
