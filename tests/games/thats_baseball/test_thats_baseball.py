"""That's Baseball: ratings, every chart entry and rule, the seed's worked examples."""

from __future__ import annotations

import dataclasses

import pytest

from dugout.engine.codes import (
    B_AB,
    B_BB,
    B_GIDP,
    B_H,
    B_HBP,
    B_HR,
    B_RBI,
    B_ROE,
    B_SB,
    B_SF,
    B_SH,
    B_SO,
    P_ER,
    P_PC,
    P_R,
)
from dugout.engine.dice import LoadedDice
from dugout.games import find_game, make_rules
from dugout.games.thats_baseball import tables as T
from dugout.games.thats_baseball.ratings import aba_from, pan_from_era

from .conftest import TAG_UP, Caller, line, make_game, pa, with_managers

# --- ratings -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("avg,aba", [(".301", 30), (".273", 27), (".287", 29), (".282", 28), (".257", 26),
                                     (".277", 28), (".317", 32), (".283", 28), (".270", 27), (".298", 30),
                                     (".255", 26), (".259", 26), (".250", 25), (".254", 25), (".311", 31),
                                     (".318", 32), (".234", 24), (".330", 32)])
def test_aba_from_average(avg, aba):
    assert aba_from(int(avg[1:]), 1000) == aba


def test_aba_rounds_the_three_digit_average_half_up():
    # 0.2545 prints as .255 and so rates 26, though 100 × 0.2545 alone would round to 25
    assert aba_from(509, 2000) == 26


@pytest.mark.parametrize("era,pan", [(3.17, -1), (3.76, 0), (3.74, 0), (4.12, 0), (4.11, 0), (3.49, -1), (3.50, 0),
                                     (4.49, 0), (4.50, 1), (None, 1)])
def test_pan_from_era(era, pan):
    assert pan_from_era(era) == pan


def test_real_ratings(yankees_1927):
    rules = make_rules("thats")
    cards = rules.rate_team(yankees_1927)
    by = {p.name: cards[p.id] for p in yankees_1927.players}
    assert by["Babe Ruth"].aba == 32 and by["Joe Dugan"].aba == 27 and by["Mark Koenig"].aba == 29
    assert by["Waite Hoyt"].pan == -1 and by["Waite Hoyt"].pitcher_chart
    assert not by["Lou Gehrig"].pitcher_chart


def test_overrides_win(yankees_1927):
    ruth = next(p for p in yankees_1927.players if p.name == "Babe Ruth")
    ruth2 = dataclasses.replace(ruth, overrides={"thats-baseball": {"aba": 25}})
    assert make_rules("tb").rate_player(ruth2, yankees_1927).aba == 25


def test_aliases():
    assert find_game("thats").name == find_game("TB").name == "thats-baseball"


# --- a game in a chosen state (conftest) ---------------------------------------------------------------------


def test_tino_martinez_caught_looking():
    # seed: ABA 27, a roll of 5, PAN -1 -> 31, caught looking
    g = make_game(aba=27, pan=-1)
    g.dice = LoadedDice([5])
    g.narrate = True
    pa(g, [5])
    assert line(g)[B_SO] == 1 and g.outs == 1
    assert "ABA 27 + 2d6 5 + PAN -1 = 31" in g.log[-1][2] and "caught looking" in g.log[-1][2]


@pytest.mark.parametrize("total", range(25, 46))
def test_every_chart_entry(total):
    aba = max(24, min(32, total - 7))
    roll, pan = total - aba, 0
    if roll < 2:
        pan, roll = roll - 2, 2
    elif roll > 12:
        pan, roll = roll - 12, 12
    g = make_game(aba=aba, pan=pan)
    kind = T.CHART_KIND[total - 25]
    extra = {T.K_XBH: [1]}.get(kind, [])
    g = pa(g, [roll] + extra)
    b = line(g)
    expected = {T.K_1B: ("H", 1), T.K_GO: ("outs", 1), T.K_PU: ("outs", 1), T.K_BB: ("BB", 1),
                T.K_FO: ("outs", 1), T.K_K: ("SO", 1), T.K_XBH: ("2B", 1), T.K_E: ("ROE", 1),
                T.K_HBP: ("HBP", 1), T.K_HR: ("HR", 1)}[kind]
    stat, n = expected
    got = g.outs if stat == "outs" else b[["PA", "AB", "R", "H", "2B", "3B", "HR", "RBI", "BB", "IBB", "HBP", "SO",
                                            "SB", "CS", "SH", "SF", "GIDP", "LOB", "ROE", "CI", "E"].index(stat)]
    assert got == n


def test_totals_are_clamped():
    g = make_game(aba=32, pan=3)
    pa(g, [12])  # 47 -> 45: home run
    assert line(g)[B_HR] == 1
    g = make_game(aba=24, pan=-3)
    pa(g, [2])  # 23 -> 25: infield single
    assert g.bases[1] == g.batter


@pytest.mark.parametrize("d6,bases", [(1, 2), (4, 2), (5, 3), (6, 4)])
def test_extra_base_die(d6, bases):
    g = pa(make_game(aba=28), [8, d6])  # 36
    if bases == 4:
        assert line(g)[B_HR] == 1 and g.score[0] == 1
    else:
        assert g.bases[bases] == g.batter


@pytest.mark.parametrize("d6,result", [(1, "K"), (2, "GO"), (3, "PU"), (4, "FO"), (5, "1B"), (6, "K")])
def test_pitcher_at_bat_chart(d6, result):
    g = make_game(dh=False)
    off = g.sides[0]
    off.up = next(k for k, i in enumerate(off.order) if off.pos_of[i] == "P")
    g.cards[off.order[off.up]] = dataclasses.replace(g.cards[off.order[off.up]], pitcher_chart=True)
    pa(g, [d6])
    if result == "1B":
        assert g.bases[1] == g.batter
    else:
        assert g.outs == 1 and (line(g)[B_SO] == 1) == (result == "K")


@pytest.mark.parametrize("d6,outcome", [(4, "sac"), (5, "pop"), (6, "k")])
def test_bunt(d6, outcome):
    g = with_managers(make_game(), offense=Caller(bunt=True))
    runner = None
    g = pa(g, [d6], bases=(1,))
    runner = g.sides[0].order[5]
    assert g.outs == 1
    if outcome == "sac":
        assert g.bases[2] == runner and line(g)[B_SH] == 1
    elif outcome == "pop":
        assert g.bases[1] == runner
    else:
        assert line(g)[B_SO] == 1


def test_bunt_with_runners_on_second_and_third_moves_nobody():
    g = pa(with_managers(make_game(), offense=Caller(bunt=True)), [2], bases=(2, 3))
    assert g.outs == 1 and g.bases[2] >= 0 and g.bases[3] >= 0 and g.score[0] == 0


@pytest.mark.parametrize("d6,safe", [(3, False), (4, True)])
def test_steal(d6, safe):
    g = with_managers(make_game(aba=27), offense=Caller(steal=(1,)))
    g = pa(g, [d6, 6], bases=(1,))  # steal, then 27 + 6 = 33: strikeout
    runner = g.sides[0].order[5]
    assert g.bat[runner][B_SB] == int(safe)
    assert (g.bases[2] == runner) == safe
    assert g.outs == (1 if safe else 2)


@pytest.mark.parametrize("roll,result", [(2, "error"), (7, "safe"), (12, "out")])
def test_pickoff(roll, result):
    g = with_managers(make_game(aba=27), defense=Caller(pickoff=3))
    g = pa(g, [roll, 6], bases=(3,))  # then a strikeout
    runner = g.sides[0].order[5]
    if result == "error":
        assert g.score[0] == 1 and g.sides[1].errors == 1
        pl = g.pit[g.sides[1].pitcher]
        assert pl[P_R] == 1 and pl[P_ER] == 0  # scored on an error: unearned
    elif result == "safe":
        assert g.bases[3] == runner
    else:
        assert g.bases[3] == -1 and g.outs == 2


@pytest.mark.parametrize("d6,dp", [(3, False), (4, True)])
def test_double_play_roll(d6, dp):
    g = pa(make_game(aba=27), [8, d6], bases=(1,))  # 35: grounder to third
    if dp:
        assert g.outs == 2 and line(g)[B_GIDP] == 1 and g.sides[1].dp == 1 and g.bases[1] == -1
    else:
        assert g.outs == 1 and g.bases[2] == g.sides[0].order[5]


def test_fielders_choice_with_the_bases_loaded():
    g = pa(make_game(aba=27), [8], bases=(1, 2, 3), outs=1)
    assert g.outs == 2 and g.score[0] == 0
    assert all(g.bases[b] >= 0 for b in (1, 2, 3)) and g.bases[1] == g.batter


@pytest.mark.parametrize("d6,outcome", [(2, "hold"), (5, "advance"), (6, "out")])
def test_fly_ball_advance(d6, outcome):
    g = with_managers(make_game(aba=27), offense=Caller(**TAG_UP))
    g = pa(g, [2, d6], bases=(3,))  # 29: fly to left
    if outcome == "hold":
        assert g.bases[3] >= 0 and g.score[0] == 0
    elif outcome == "advance":
        assert g.score[0] == 1 and line(g)[B_SF] == 1
    else:
        assert g.outs == 2 and g.score[0] == 0


def test_fly_out_thrown_out_moves_the_others_up():
    g = with_managers(make_game(aba=27), offense=Caller(**TAG_UP))
    g = pa(g, [2, 6], bases=(1, 3))
    assert g.outs == 2 and g.bases[2] >= 0 and g.bases[1] == -1 and g.bases[3] == -1


def test_no_fly_advance_with_two_outs():
    g = pa(with_managers(make_game(aba=27), offense=Caller(**TAG_UP)), [2], bases=(3,), outs=2)
    assert g.outs == 3 and g.score[0] == 0


def test_hit_and_run_single():
    g = pa(with_managers(make_game(aba=27), offense=Caller(hit_and_run=True)), [3], bases=(1, 2))  # 30 single
    assert g.score[0] == 1 and g.bases[3] == g.sides[0].order[5] and g.bases[1] == g.batter


def test_hit_and_run_walk_runner_on_second():
    g = pa(with_managers(make_game(aba=26), offense=Caller(hit_and_run=True)), [2], bases=(2,))  # 28 walk
    assert g.bases[3] == g.sides[0].order[5] and g.bases[1] == g.batter and g.bases[2] == -1


def test_hit_and_run_walk_second_and_third_loads_the_bases():
    g = pa(with_managers(make_game(aba=26), offense=Caller(hit_and_run=True)), [2], bases=(2, 3))
    assert all(g.bases[b] >= 0 for b in (1, 2, 3)) and g.score[0] == 0


def test_hit_and_run_strikeout_runner_rolls_the_steal():
    g = pa(with_managers(make_game(aba=27), offense=Caller(hit_and_run=True)), [4, 5], bases=(1,))  # 31 K, steal 5
    assert g.outs == 1 and g.bases[2] == g.sides[0].order[5] and g.bat[g.bases[2]][B_SB] == 1


def test_hit_and_run_ground_out_no_double_play():
    g = pa(with_managers(make_game(aba=27), offense=Caller(hit_and_run=True)), [8], bases=(1,))
    assert g.outs == 1 and g.bases[2] >= 0


def test_intentional_walk():
    g = pa(with_managers(make_game(), defense=Caller(ibb=True)), [], bases=(2,))
    assert line(g)[B_BB] == 1 and g.bases[1] == g.batter and g.pit[g.sides[1].pitcher][P_PC] == T.PITCHES_IBB


def test_error_roll_is_a_house_rule_off_by_default():
    spec = {o.name: o for o in make_rules("tb").option_specs()}["error-roll"]
    assert spec.house and spec.default is False
    assert not make_rules("tb").options.error_roll
    g = pa(make_game(aba=27, **{"error-roll": False}), [8, 3], bases=(1,))  # 35: grounder, DP d6 3, no error roll
    assert g.outs == 1 and line(g)[B_ROE] == 0


def test_error_roll_comes_after_the_double_play_roll():
    # the book's Sequence: 6. the defense's double-play roll, 7. the offense's error roll (the house rule's 2d6)
    g = make_game(aba=27, **{"error-roll": True})
    g.narrate = True
    g = pa(g, [8, 3, 2], bases=(1,))  # 35: grounder; DP d6 3 (no DP); error roll 2: booted
    assert [why for why, _, _ in g.dice.log][-2:] == ["double play", "error roll"]
    assert line(g)[B_ROE] == 1 and g.bases[2] >= 0 and g.bases[1] == g.batter and g.outs == 0


def test_error_roll_after_a_turned_double_play_saves_the_batter_only():
    g = pa(make_game(aba=27, **{"error-roll": True}), [8, 5, 2], bases=(1, 2))  # DP d6 5, error roll 2
    runner2 = g.sides[0].order[6]
    assert g.outs == 1 and line(g)[B_ROE] == 1 and line(g)[B_GIDP] == 0
    assert g.bases[1] == g.batter and g.bases[3] == runner2 and g.bases[2] == -1


def test_error_roll_without_an_error_leaves_the_double_play():
    g = pa(make_game(aba=27, **{"error-roll": True}), [8, 4, 7], bases=(1,))
    assert g.outs == 2 and line(g)[B_GIDP] == 1


def test_error_result_moves_everyone_and_is_unearned():
    g = pa(make_game(aba=30), [12], bases=(3,))  # 42: error
    assert line(g)[B_ROE] == 1 and g.score[0] == 1
    assert g.pit[g.sides[1].pitcher][P_ER] == 0


def test_pitch_count_fatigue():
    # seed: PAN -1, 104 pitches after the 7th -> PAN 0 in the 8th; 121 after the 8th -> PAN +1 in the 9th
    g = make_game(pan=-1, **{"pitch-count": True})
    g.half = 0
    pidx = g.sides[1].pitcher
    g.pit[pidx][P_PC] = 104
    g.rules.end_half(g)
    assert g.cards[pidx].pan + g.ext.bonus[pidx] == 0
    g.pit[pidx][P_PC] = 121
    g.rules.end_half(g)
    assert g.cards[pidx].pan + g.ext.bonus[pidx] == 1
    g.pit[pidx][P_PC] = 120
    g.rules.end_half(g)
    assert g.ext.bonus[pidx] == 1


def test_pitches_are_counted():
    g = pa(make_game(aba=27), [6])  # 33: strikeout = 5 pitches
    assert g.pit[g.sides[1].pitcher][P_PC] == 5


def test_44_without_brawls_is_a_hit_batsman_and_forces_the_runners():
    g = pa(make_game(aba=32, pan=0), [12], bases=(1, 3))  # 44: no die decides without the brawl option
    assert line(g)[B_HBP] == 1 and g.bases[1] == g.batter and g.bases[2] >= 0 and g.bases[3] >= 0
    assert g.score[0] == 0


def test_brawl_option_splits_hbp_and_passed_ball():
    # the book: in either case the batter goes to first; a runner on first moves to second, and so on
    g = pa(make_game(aba=32, pan=0, brawls=True), [12, 5], bases=(1, 2, 3))  # 44, then d6 5: passed ball
    b = line(g)
    assert b[B_SO] == 0 and b[B_HBP] == 0 and b[B_AB] == 1 and b[B_H] == 0 and b[B_RBI] == 0
    assert g.bases[1] == g.batter and g.score[0] == 1 and g.outs == 0
    assert g.pit[g.sides[1].pitcher][P_ER] == 0  # a run forced in by a passed ball is unearned
    g = pa(make_game(aba=32, pan=0, brawls=True), [12, 2, 3])  # 44, HBP, no brawl
    assert line(g)[B_HBP] == 1


def test_brawl_ejects_the_pitcher():
    g = make_game(aba=32, pan=0, brawls=True)
    before = g.sides[1].pitcher
    g = pa(g, [12, 1, 6, 4])  # 44, HBP, brawl, 4: pitcher ejected
    assert g.sides[1].pitcher != before and before in g.sides[1].removed and before in g.ejected


@pytest.mark.parametrize("rolls,games", [([2, 10, 2], None), ([2, 3, 4], 10)])
def test_injuries(rolls, games):
    g = make_game(injuries=True)
    g.dice = LoadedDice(rolls + [7, 7, 7])
    g.rules.after_game(g)
    _side, idx, n, what = g.injuries[0]
    assert n == games
    if games is None:
        assert idx == g.sides[0].starter and what == "Tommy John surgery"


def test_tommy_john_for_a_position_player_costs_one_game():
    g = make_game(injuries=True)
    g.dice = LoadedDice([2, 4, 2, 7])
    g.rules.after_game(g)
    assert g.injuries[0][2] == 1


def test_walk_off_counts_only_the_winning_run():
    g = make_game(aba=27)
    g.inning, g.half = 9, 1
    g.sides[0].line.extend([0] * 9)
    g.sides[1].line.extend([0] * 8)
    g = pa(g, [3], bases=(2, 3))  # 30: single, both runners would score
    assert g.walkoff and g.score == [0, 1]
    assert g.bat[g.batter][1] == 1  # an at-bat


def test_walk_off_home_run_counts_every_run():
    g = make_game(aba=32, pan=1)
    g.inning, g.half = 9, 1
    g.sides[0].line.extend([0] * 9)
    g.sides[1].line.extend([0] * 8)
    g = pa(g, [12], bases=(1, 2, 3))
    assert g.score == [0, 4]


def test_expected_rates_match_the_digest():
    # digest §5.2: ABA 27 vs PAN 0 never walks and strikes out 8 times in 36
    g = make_game(aba=27, pan=0)
    ks = bbs = 0
    for roll in range(2, 13):
        w = 6 - abs(roll - 7)
        kind = T.CHART_KIND[27 + roll - 25]
        ks += w * (kind == T.K_K)
        bbs += w * (kind == T.K_BB)
    assert (ks, bbs) == (8, 0)
    assert g.rules.name == "thats-baseball"
