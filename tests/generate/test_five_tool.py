"""The Five Tool System: costs, budgets, the book's two worked examples, derived ratings, templates, user specs,
season growth (achievements, points by age, dearer 8s), aging, and the real-stats mapping."""

from __future__ import annotations

import json

import pytest

from dugout.engine.codes import (
    B_2B,
    B_3B,
    B_AB,
    B_H,
    B_HR,
    B_SB,
    NBAT,
    NPIT,
    P_BB,
    P_BF,
    P_GS,
    P_H,
    P_OUTS,
    P_R,
    P_SO,
)
from dugout.engine.dice import Dice, LoadedDice
from dugout.errors import DugoutError
from dugout.games.deadball import Deadball
from dugout.games.deadball import ratings_five_tool as FT
from dugout.games.deadball import tables as T
from dugout.games.deadball.generate import five_tool as F
from dugout.games.deadball.generate import five_tool_growth as FG
from dugout.games.deadball.generate import five_tool_stats as FS
from dugout.games.deadball.generate import five_tool_teams as FTT
from dugout.games.deadball.generate.bundled import deadball_stars, southern_circuit
from dugout.games.deadball.generate.teams import is_pitcher
from dugout.games.deadball.ratings import walk_target_roll


# --- costs and budgets ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("to,cost", [(3, 1), (4, 2), (5, 3), (6, 5), (7, 8), (8, 12)])
def test_creation_costs(to, cost):
    assert F.creation_cost(2, to) == cost


def test_hand_and_age_costs():
    assert [F.hand_cost(h, False) for h in "RLS"] == [0, 1, 3]
    assert F.hand_cost("L", True) == 1
    with pytest.raises(DugoutError):
        F.hand_cost("S", True)
    assert F.age_cost("Rookie", 23) == 2 and F.age_cost("Rookie", 18) == 12
    assert F.age_cost("Rookie", 27) == -6
    with pytest.raises(DugoutError):
        F.age_cost("Rookie", 28)            # at most three years older
    with pytest.raises(DugoutError):
        F.age_cost("AAA", 17)


@pytest.mark.parametrize("level,dice,total", [("AAA", 1, 11), ("Rookie", 12, 22), ("Veteran", 12, 22),
                                              ("All Star", 15, 25), ("Hall of Famer", 30, 40)])
def test_budgets(level, dice, total):
    assert F.budget(LoadedDice([dice]), level) == total


def test_levels_and_templates():
    assert {k: v[0] for k, v in T.FIVE_TOOL_LEVELS.items()} == {"AAA": 20, "Rookie": 24, "Veteran": 28, "All Star": 30,
                                                       "Hall of Famer": 32}
    lineup, roster = F.template_levels("lineup"), F.template_levels("roster")
    assert len(lineup) == 9 and sum(T.FIVE_TOOL_LEVELS[x][1] for x in lineup) == 29
    assert len(roster) == 25 and sum(T.FIVE_TOOL_LEVELS[x][1] for x in roster) == 79


# --- the book's examples (pp.57-58; TV-7) -----------------------------------------------------------------------------
def test_fiona_sullivan():
    """A Veteran rolling 12 on 3d6 has 22 points; a slugger buys Power 8 (12 points) and 5s in Contact, Eye and
    Defense, leaving Speed at 3: P++ and S-. The tools add up to 26; the book prints 25 (GAP 67)."""
    tools, _hand, _age, meta = F.create(LoadedDice([12]), "Veteran", False, "slugger", hand="R", age=28)
    assert tools == [8, 5, 5, 3, 5] and meta["points"] == 22 and meta["bank"] == 0
    d = F.derive(tools, False)
    assert d.bt == 26 and d.traits == ("P++", "S-") and d.wt is None  # WT: BT + 2d6 as any invented player's


def test_preston_franklin():
    """An All Star rolling 15 on 4d6 has 25 points: Breaking Ball 8 (12), Fastball 6 (5 — the book says 7, an
    arithmetic slip), Change Up 5, Command 6, Batting 2: mean 6.25 -> d8, GB+, BT 6."""
    tools, _, _, meta = F.create(LoadedDice([15]), "All Star", True, "junk", hand="R", age=30)
    assert tools == [6, 5, 8, 6, 2] and meta["bank"] == 0
    assert F.creation_cost(2, 6) == 5
    d = F.derive(tools, True)
    assert (d.bt, d.pitch_die, d.traits) == (6, "d8", ("GB+",))


def test_the_deadball_stars_tools_add_up_to_their_bt():
    for team in deadball_stars():
        for p in team.players:
            got = F.tools_of(p)
            if got and not got[1]:
                assert sum(got[0]) == p.native["deadball"]["bt"]


def test_spending_a_user_spec_is_checked():
    spec = {"name": "Spec", "players": [
        {"name": "Fiona Sullivan", "level": "Veteran", "points": 22, "pos": "1B",
         "tools": {"power": 8, "contact": 5, "eye": 5, "speed": 3, "defense": 5}},
        {"name": "Preston Franklin", "level": "All Star", "points": 25, "pos": "P",
         "tools": {"fastball": 6, "change_up": 5, "breaking_ball": 8, "command": 6}},
    ] + [{"level": "Rookie", "pos": pos} for pos in ("C", "2B", "3B", "SS", "LF", "CF", "RF")]}
    team = FTT.spec_team(spec, Dice(1))
    fiona = next(p for p in team.players if p.name == "Fiona Sullivan")
    assert fiona.native["five_tool"]["power"] == 8 and fiona.native["deadball"]["bt"] == 26
    preston = next(p for p in team.players if p.name == "Preston Franklin")
    assert preston.native["deadball"]["pitch_die"] == "d8" and team.rotation == (preston.id,)
    over = json.loads(json.dumps(spec))
    over["players"][0]["points"] = 21
    with pytest.raises(DugoutError, match="spends 22 points but a Veteran has 21"):
        FTT.spec_team(over, Dice(1))
    bad = json.loads(json.dumps(spec))
    bad["players"][0]["tools"]["power"] = 9
    with pytest.raises(DugoutError, match="2-8"):
        FTT.spec_team(bad, Dice(1))
    with pytest.raises(DugoutError, match="level"):
        FTT.spec_team({"players": [{"level": "Legend", "pos": "C"}]}, Dice(1))
    rich = json.loads(json.dumps(spec))
    rich["players"][0]["points"] = 99999
    with pytest.raises(DugoutError, match=r"players\[0\]: a Veteran has 10 \+ 3d6 points \(13 to 28\), got 99999"):
        FTT.spec_team(rich, Dice(1))
    wrong = json.loads(json.dumps(spec))
    wrong["players"][0]["tools"]["arm"] = 5
    with pytest.raises(DugoutError) as e:
        FTT.spec_team(wrong, Dice(1))
    assert str(e.value).count("players[0]") == 1 and "tools are power" in str(e.value)


def test_spending_in_a_roster_file():
    """A roster file whose players carry their five tools (and level and points) is checked and derived."""
    from dugout.model.io import team_to_json

    team = FTT.five_tool_team("Mine", Dice(3), "lineup")
    doc = json.loads(team_to_json(team))
    rebuilt = FTT.spec_team(doc, Dice(1), "mine.json")
    assert [p.native["deadball"]["bt"] for p in rebuilt.players] == [p.native["deadball"]["bt"] for p in team.players]
    doc["team"]["players"][0]["native"]["five_tool"]["points"] = 10
    with pytest.raises(DugoutError, match="mine.json"):
        FTT.spec_team(doc, Dice(1), "mine.json")


@pytest.mark.parametrize("archetype,first", [("slugger", 0), ("speedster", 3), ("glove", 4), ("contact", 1)])
def test_archetypes_raise_their_tool_first(archetype, first):
    tools, _, _, _ = F.create(LoadedDice([12]), "Veteran", False, archetype, hand="R", age=28)
    assert tools[first] == 8


@pytest.mark.parametrize("archetype,first", [("power", 0), ("finesse", 1), ("junk", 2), ("control", 3)])
def test_pitcher_archetypes(archetype, first):
    tools, _, _, _ = F.create(LoadedDice([12]), "Veteran", True, archetype, hand="R", age=28)
    assert tools[first] == 8 and tools[4] == 2


def test_template_teams_derive_every_rating():
    team = FTT.five_tool_team("Template Club", Dice(5), "roster")
    assert len(team.players) == 25
    levels = sorted(p.native["five_tool"]["level"] for p in team.players)
    assert levels == sorted(F.template_levels("roster"))
    for p in team.players:
        tools, pitcher = F.tools_of(p)
        n = p.native["deadball"]
        d = F.derive(tools, pitcher)
        assert n["bt"] == d.bt and tuple(n["traits"]) == d.traits
        assert len(d.traits) <= 2                                          # errata B2
        if pitcher:
            assert n["pitch_die"] == FT.pitcher_die(tools)
        else:
            assert n["wt"] == d.bt + walk_target_roll(p.id)  # the book: BT + 2d6 (BT + Eye is a house rule)
            assert p.estimates.speed == pytest.approx(max(-1, min(1, (tools[3] - 5) / 3)))
    lineup = FTT.five_tool_team("Lineup Club", Dice(6), "lineup")
    assert len(lineup.players) == 9 and len(lineup.rotation) == 1


# --- growth ---------------------------------------------------------------------------------------------------------
def test_season_points_by_age():
    assert [FG.season_points(a) for a in (18, 23, 24, 28, 29, 32, 33, 35, 36, 37, 38)] == \
        [6, 6, 4, 4, 2, 2, 0, 0, -1, -2, -3]


def test_eights_get_dearer_in_season():
    assert [F.growth_step_cost(8, n) for n in range(3)] == [4, 5, 6]
    tools = [8, 5, 5, 7, 5]
    left = F.spend(5, tools, [(3, 8)], growth=True)       # the second 8 costs 5
    assert tools[3] == 8 and left == 0
    tools = [8, 5, 5, 7, 5]
    assert F.spend(4, tools, [(3, 8)], growth=True) == 4 and tools[3] == 7


def test_hitter_achievements():
    line = [0] * NBAT
    line[B_AB], line[B_H] = 4, 4
    assert FG.hitter_points(line) == 1                     # 4-for-4
    line[B_AB], line[B_H] = 5, 5
    assert FG.hitter_points(line) == 2                     # 5-for-5 (not also 4-for-4)
    line = [0] * NBAT
    line[B_AB], line[B_H], line[B_HR] = 5, 4, 4
    assert FG.hitter_points(line) == 2                     # four home runs
    line[B_HR] = 3
    assert FG.hitter_points(line) == 1
    line = [0] * NBAT
    line[B_AB], line[B_H], line[B_2B], line[B_3B], line[B_HR], line[B_SB] = 5, 4, 1, 1, 1, 3
    assert FG.hitter_points(line) == 3 + 1                 # the cycle and three steals
    assert FG.hitter_points([0] * NBAT, def_outs=2, walkoff=True) == 2


def test_pitcher_achievements():
    line = [0] * NPIT
    line[P_GS], line[P_OUTS], line[P_BF], line[P_SO] = 1, 27, 27, 10
    assert FG.pitcher_points(line, True) == 1 + 4          # ten strikeouts and a perfect game
    line[P_BF], line[P_BB] = 28, 1
    assert FG.pitcher_points(line, True) == 1 + 3          # a no-hitter
    line[P_H], line[P_BF] = 3, 31
    assert FG.pitcher_points(line, True) == 1 + 2          # a shutout
    line[P_R] = 2
    assert FG.pitcher_points(line, True) == 1 + 1          # a complete game
    assert FG.pitcher_points(line, False, bat_hr=1, struck_out_side=1) == 1 + 2 + 1


def test_aging_rolls():
    assert FG.aging_losses(LoadedDice([6, 1, 2, 6]), 30) == [0, 1]          # d6 6: three rolls, 6 spares
    assert FG.aging_losses(LoadedDice([1, 3]), 36) == [2]                    # 1 + a year past 35: one roll
    assert FG.aging_losses(LoadedDice([4, 5, 5, 5]), 38) == [4, 4, 4]        # 4 + 3 -> capped at three
    assert FG.aging_losses(LoadedDice([]), 29) == []


def test_grow_a_season():
    team = FTT.five_tool_team("Grow", Dice(7), "roster")
    p = next(p for p in team.players if not is_pitcher(p))
    age = p.native["deadball"]["age"]
    tools0, _ = F.tools_of(p)
    q, info = FG.grow(p, Dice(1), achievements=3)
    assert q.native["deadball"]["age"] == age + 1 and info["points"] == max(0, FG.season_points(age + 1) + 3)
    tools1, _ = F.tools_of(q)
    assert q.native["deadball"]["bt"] == sum(tools1)
    assert sum(tools1) >= sum(tools0) - len(info["aging"])


def test_negative_age_points_become_zero():
    team = FTT.five_tool_team("Old", Dice(8), "lineup")
    p = F.rederived(team.players[0], F.tools_of(team.players[0])[0], age=38)
    q, info = FG.grow(p, LoadedDice([1, 6, 6]), achievements=1)   # 39: -4 + 1 -> 0 points; d6 1 + 4: two rolls
    assert info["points"] == 0 and info["aging"] == [] and F.tools_of(q)[0] == F.tools_of(p)[0]


# --- real statistics and printed ratings -> Five Tool -------------------------------------------------------------------
def test_real_team_tools_match_its_cards(yankees_1927):
    team = FS.five_tool_team(yankees_1927)
    cards = Deadball().rate_team(team)
    hitters = pitchers = 0
    for p in team.players:
        c = cards[p.id]
        if c.is_pitcher:
            mean = sum(c.ft_pit[:4]) / 4
            lo, hi = FS.PD_BAND.get(c.pd, (7.0, 8.01) if c.pd > T.D12 else (2.0, 2.01))
            if c.pd >= T.MD12:
                assert lo <= mean < hi, (p.name, c.pd_label, c.ft_pit)
            pitchers += 1
        else:
            assert sum(c.ft_bat) == max(10, min(40, c.bt)), p.name
            hitters += 1
    assert hitters >= 13 and pitchers >= 9
    ruth = next(cards[p.id] for p in team.players if p.name == "Babe Ruth")
    assert ruth.ft_bat[0] == 8 and ruth.ft_bat[2] == 8                        # power and eye


def test_cut_points():
    assert FS._up(0.059, FS.ISO_CUTS) == 2 and FS._up(0.250, FS.ISO_CUTS) == 8 and FS._up(0.13, FS.ISO_CUTS) == 5
    assert FS._down(0.31, FS.K_CUTS) == 2 and FS._down(0.10, FS.K_CUTS) == 8 and FS._down(0.18, FS.K_CUTS) == 5
    assert FS._up(0.125, FS.BB_CUTS) == 8 and FS._up(0.039, FS.BB_CUTS) == 2
    assert FS._down(2.0, FS.BB9_CUTS) == 8 and FS._down(4.6, FS.BB9_CUTS) == 2


def test_printed_players_rebuild_with_their_ratings():
    for team in southern_circuit()[:3]:
        for p in team.players:
            q = FTT.as_five_tool(p, 28)
            n0, n1 = p.native["deadball"], q.native["deadball"]
            pitcher = n0["pos"] == "P"
            if pitcher:
                assert n1["pitch_die"] == n0["pitch_die"] or T.parse_die(n0["pitch_die"]) > T.D12
            elif 10 <= n0["bt"] <= 40:
                assert n1["bt"] == n0["bt"]
