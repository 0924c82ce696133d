"""Grades in force, pitcher fatigue, reliever limits, injuries, options and whole games."""

from __future__ import annotations

import pytest

from dugout.engine.codes import B_SO, P_R
from dugout.engine.dice import Dice, LoadedDice
from dugout.engine.game import Game
from dugout.engine.season import rated
from dugout.errors import DugoutError
from dugout.games import RULESETS, find_game, make_rules
from dugout.games.pine_tar import tables as T
from dugout.generate.synthetic import random_team
from dugout.sources import lahman


def test_registered_with_aliases():
    assert "pine-tar" in RULESETS
    assert find_game("pt") is find_game("Pine-Tar") is find_game("pinetar")


@pytest.mark.parametrize("bad", [{"steals": "maybe"}, {"cards": "glossy"}, {"steal-points": "-1"}, {"no-such": 1}])
def test_bad_options_are_one_line_errors(bad):
    with pytest.raises(DugoutError) as e:
        make_rules("pine-tar", bad)
    assert "\n" not in str(e.value)


# --- the grade in force ---------------------------------------------------------------------------------------


def test_vector_30_a_then_b_from_the_third_time_through(kit):
    # Liriano, Away A/B: grade A the first two times through the order, B from the third on
    g = kit.game()
    kit.setup(g, col=kit.column((0, 4, T.HR), (5, 96, T.GO_2B)))
    p = g.sides[1].pitcher
    kit.set_card(g, p, grade_home=(T.A, T.B), grade_away=(T.A, T.B))
    slot = g.sides[0].up
    g.ext.faced[1][slot] = 1
    kit.play(g, [kit.r(0)])  # second trip, grade A: HR -> 1B
    assert g.bases[1] == g.batter
    g.sides[0].up = slot
    g.bases[1] = -1
    kit.play(g, [kit.r(0)])  # third trip, grade B: HR -> 2B
    assert g.bases[2] == g.batter


def test_a_reliever_uses_his_first_grade_only(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((0, 4, T.HR), (5, 96, T.GO_2B)))
    new = g.sides[1].pen[0][0]
    g.change_pitcher(1, new)
    kit.set_card(g, new, grade_home=(T.A, T.B), grade_away=(T.A, T.B), bk_top=-1, wp_top=99)
    g.ext.faced[1][g.sides[0].up] = 5
    kit.play(g, [kit.r(0)])
    assert g.bases[1] == g.batter  # grade A still


def test_vector_29_risp_penalty_drops_a_grade_against_the_platoon_edge(kit):
    for option, walk in ((False, True), (True, False)):
        g = kit.game({"risp-penalty": option})
        kit.setup(g, col=kit.column((10, 19, T.SINGLE)), grade=T.B, bases=(2,))
        kit.set_card(g, g.batter, bats="R")
        g.throws[g.sides[1].pitcher] = "L"
        kit.play(g, [kit.r(15)])
        b = g.bat[g.batter]
        assert (b[8] == 1) == walk  # grade B: 1B -> BB; grade C: 1B -> 2B


def test_switch_hitters_always_have_the_edge(kit):
    from dugout.games.pine_tar.play import _opposite

    assert _opposite("S", "R") and _opposite("S", "L") and _opposite("L", "R") and not _opposite("R", "R")


# --- fatigue ----------------------------------------------------------------------------------------------------


def _at_inning_start(g: Game, inning: int, runs: int) -> None:
    side = 1
    p = g.sides[side].pitcher
    g.inning = inning
    g.ext.innings[p] = inning  # he has started this inning
    g.ext.half_pas = 0
    g.pit[p][P_R] = runs
    for b in (1, 2, 3):
        g.bases[b] = -1


def test_vector_31_one_extra_inning_for_two_runs_or_fewer(kit):
    g = kit.game()
    p = g.sides[1].pitcher
    kit.set_card(g, p, mip_start=6, role="S")
    _at_inning_start(g, 6, 1)
    assert not g.rules.pitcher_tired(g, 1)  # through five, pitching the sixth
    _at_inning_start(g, 7, 1)
    assert not g.rules.pitcher_tired(g, 1)  # six done with one run: the bonus seventh
    _at_inning_start(g, 8, 2)
    assert g.rules.pitcher_tired(g, 1)  # the bonus is used once


def test_no_bonus_after_three_runs(kit):
    g = kit.game()
    p = g.sides[1].pitcher
    kit.set_card(g, p, mip_start=6, role="S")
    _at_inning_start(g, 7, 3)
    assert g.rules.pitcher_tired(g, 1)


def test_extended_bonus_until_a_runner_reaches(kit):
    g = kit.game({"extended-bonus": True})
    p = g.sides[1].pitcher
    kit.set_card(g, p, mip_start=6, role="S")
    _at_inning_start(g, 7, 1)
    assert not g.rules.pitcher_tired(g, 1)
    _at_inning_start(g, 8, 2)
    assert not g.rules.pitcher_tired(g, 1)  # the 8th, until a runner reaches
    g.ext.half_pas = 2
    g.bases[1] = g.sides[0].order[0]
    assert g.rules.pitcher_tired(g, 1)


def test_mip_modifiers(kit):
    g = kit.game({"mip-modifiers": True})
    p = g.sides[1].pitcher
    kit.set_card(g, p, mip_start=7, role="S")
    _at_inning_start(g, 7, 5)  # six done, five runs: MIP 6, no bonus
    assert g.rules.pitcher_tired(g, 1)
    _at_inning_start(g, 3, 8)
    g.ext.half_pas = 3
    assert g.rules.pitcher_tired(g, 1)  # eight runs: out at once
    # the shelled starter also pitches a grade worse
    kit.setup(g, col=kit.column((10, 19, T.SINGLE)), grade=T.B)
    g.pit[g.sides[1].pitcher][P_R] = 5
    kit.play(g, [kit.r(15)])
    assert g.bat[g.batter][3] == 1  # grade C: 1B -> 2B is a hit


def test_reliever_mip(kit):
    g = kit.game()
    new = g.sides[1].pen[0][0]
    g.change_pitcher(1, new)
    kit.set_card(g, new, mip_relief=1, role="R")
    g.ext.innings[new] = 1
    g.ext.half_pas = 3
    assert not g.rules.pitcher_tired(g, 1)
    g.ext.innings[new] = 2
    g.ext.half_pas = 0
    assert g.rules.pitcher_tired(g, 1)


def test_reliever_limits_across_games():
    from dugout.games.pine_tar.state import relief_ok

    assert relief_ok(None, 5)
    assert not relief_ok([[4, 6]], 5)  # two innings last game
    assert relief_ok([[4, 5]], 5)
    assert not relief_ok([[2, 3], [3, 3], [4, 3]], 5)  # three games running
    assert relief_ok([[1, 3], [3, 3], [4, 3]], 5)
    rules = make_rules("pine-tar", {"reliever-limits": "on"})
    assert rules.rest_days(6, 0, False) == 1 and rules.rest_days(3, 0, False) == 0
    assert make_rules("pine-tar").rest_days(6, 0, False) == 0  # an optional rule: off by default


def test_starters_rest_by_the_era_of_their_own_team():
    from dugout.model.team import Team

    rules = make_rules("pine-tar")
    for season, rest in ((1884, 2), (1892, 2), (1893, 3), (1919, 3), (1920, 4), (2016, 4)):
        assert rules.rest_days(27, 0, True, season) == rest
    assert rules.rest_days(27, 0, True) == 4  # a team without a season: a modern rotation
    # whatever the ruleset rated last (a worker's ruleset has rated nothing: fidelity's replays split between
    # workers play the same seasons as one worker's)
    rules.rate_team(Team("X", "X", season=1884))
    assert rules.rest_days(27, 0, True, 2016) == 4 and rules.rest_days(27, 0, True) == 4


# --- injuries (vectors 32, 33) ----------------------------------------------------------------------------------


def test_vector_32_and_33_injury_checks(kit):
    g = kit.game({"injuries": True})
    g.over = True
    for s in g.sides:
        for i in list(s.order) + s.pit_appear:
            kit.set_card(g, i, inj=-1)
    p = g.sides[0].pit_appear[0]
    kit.set_card(g, p, inj=54, inj_len="C")
    slot3 = g.sides[1].bat_appear[2][1]
    kit.set_card(g, slot3, inj=54, inj_len="C")
    # side 0: pitcher check 54 -> hurt, length die 0 -> 2 games; slot die 0 -> nobody.
    # side 1: its pitcher has INJ N; slot die 3 -> check 55 -> not hurt
    g.dice = LoadedDice([kit.r(54), 1, 1, 4, kit.r(55)])
    g.rules.after_game(g)
    assert g.injuries == [(0, p, T.INJURY_LENGTH["C"][0], g.injuries[0][3])]
    assert g.dice.exhausted


# --- whole games --------------------------------------------------------------------------------------------------


def _teams(season, league, s1=3, s2=4, dh=None):
    ctx = lahman.league_context(season, league)
    return random_team(s1, ctx, dh=dh), random_team(s2, ctx, dh=dh)


ALL_ON = {"steals": True, "hit-and-run": True, "defense": True, "mip-modifiers": True, "extended-bonus": True,
          "risp-penalty": True, "reliever-limits": True, "plays-at-plate": True, "injuries": True}


@pytest.mark.parametrize("options", [{}, ALL_ON, {"cards": "authentic"}, {"steals": False, "defense": False}])
@pytest.mark.parametrize("era", [(1889, "NL"), (1968, "AL"), (2016, "NL")])
def test_games_keep_the_engine_invariants(options, era):
    rules = make_rules("pine-tar", options)
    a, h = _teams(*era)
    ga, gh = rated(rules, a), rated(rules, h)
    carry: dict = {}
    for seed in range(25):
        g = Game(rules, ga, gh, Dice(seed), carry=carry).play()
        g.check_invariants()
        assert g.over


def test_same_seed_same_game():
    rules = make_rules("pine-tar", ALL_ON)
    a, h = _teams(1985, "AL")
    ga, gh = rated(rules, a), rated(rules, h)
    one = Game(rules, ga, gh, Dice(11)).play().box().to_dict()
    two = Game(make_rules("pine-tar", ALL_ON), ga, gh, Dice(11)).play().box().to_dict()
    assert one == two


def test_narration_shows_the_dice():
    rules = make_rules("pine-tar")
    a, h = _teams(2016, "NL")
    g = Game(rules, rated(rules, a), rated(rules, h), Dice(5), narrate=True).play()
    text = "\n".join(t for _, _, t in g.log)
    assert "roll" in text and ("vs RHP" in text or "vs LHP" in text)


def test_steals_happen_and_respect_the_points():
    rules = make_rules("pine-tar", {"steals": True})
    a, h = _teams(1910, "AL", 5, 6)
    ga, gh = rated(rules, a), rated(rules, h)
    attempts = 0
    for seed in range(40):
        g = Game(rules, ga, gh, Dice(seed)).play()
        for side in (0, 1):
            tried = sum(g.bat[i][12] + g.bat[i][13] for i in {x for _, x in g.sides[side].bat_appear} if g.bat[i])
            attempts += tried
            assert tried <= 4 + (2 if g.inning > 9 else 0) + 2  # hit-and-run strikeouts may add a steal
    assert attempts > 0


def test_strikeouts_come_from_cards(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((0, 96, T.SO)))
    kit.play(g, [kit.r(50)])
    assert g.bat[g.batter][B_SO] == 1
