"""Era-aware pitcher usage (issue 17, item 3): over a season the default manager follows each team's real usage —
its relief appearances per game (``AIManager.relief_pace``), its starters' innings (``roster.start_outs``) and
each pitcher's share of its starts (``roster.starter_by_pace``) — so a 1901 staff finishes its games and a 2021
bullpen works every night."""

from __future__ import annotations

import pytest

from dugout.api.fidelity import fidelity
from dugout.engine.codes import NPIT, P_GS
from dugout.engine.roster import relief_per_game, start_outs, starter_by_pace
from dugout.engine.season import rated
from dugout.games.thats_baseball.ruleset import ThatsBaseball
from dugout.sources import lahman


def test_the_real_rates_a_manager_follows():
    team = next(t for t in lahman.import_league(1901, "NL") if t.id == "CIN")
    rate = relief_per_game(team)
    assert rate is not None and 0.05 < rate < 0.5  # a 1901 staff: a reliever every few games
    outs = {p.name: o for p, o in zip(team.players, start_outs(team), strict=True)}
    assert outs["Noodles Hahn"] >= 24 and outs["Noodles Hahn"] % 3 == 0  # 375 innings in 42 starts, all starts
    modern = next(t for t in lahman.import_league(2021, "NL") if t.id == "SFN")
    assert relief_per_game(modern) > 3.0


def test_the_starter_furthest_behind_his_real_starts_goes():
    gt = rated(ThatsBaseball(), next(t for t in lahman.import_league(1901, "NL") if t.id == "CIN"))
    hahn = gt.names.index("Noodles Hahn")
    rested = list(gt.pitchers)
    assert starter_by_pace(gt, rested, {}) == hahn  # the most real starts, nobody has started yet
    line = [0] * NPIT
    line[P_GS] = 5
    other = starter_by_pace(gt, rested, {hahn: line})
    assert other != hahn and other in gt.pitchers
    assert starter_by_pace(gt, [hahn], {hahn: line}) == hahn  # the only rested man
    assert starter_by_pace(gt, [i for i in range(len(gt.ids)) if i not in gt.pitchers], {}) is None


@pytest.mark.parametrize(("season", "league"), [(1901, "NL"), (2021, "NL")])
def test_relief_appearances_and_starts_track_the_real_season(season, league):
    # the engine's manager under That's Baseball (the cheapest game to replay): a whole league-season, one replay
    res = fidelity("thats-baseball", season, league, replays=1, seed=0, files=False, workers=1).result
    s = res.summary
    assert abs(s["league_relief_per_g_ratio"] - 1) <= 0.25, s["league_relief_per_g_ratio"]
    if season >= 1990:  # five-man rotations: every regular starter within 15 % of his real starts
        regulars = [p for p in res.pitchers if p["GS"] >= 20]
        assert regulars and all(abs(p["GS_ratio"] - 1) <= 0.15 for p in regulars), regulars


def test_a_team_drawn_from_a_season_without_a_record_follows_its_lines_as_a_real_one():
    """An invented team like a league-season has its lines but no record: its season's games are its pitchers'
    starts (``roster.season_games``), so the manager follows its real usage as it would the real team's — the same
    teams without their records play the very same season (before, they played with no usage to follow: 2016 NL
    in Pine Tar scored 5.5 % and homered 7.7 % more)."""
    from dataclasses import replace

    from dugout.engine.roster import season_games
    from dugout.engine.season import Season, balanced_schedule
    from dugout.games import make_rules

    real = lahman.import_league(2016, "NL")[:4]
    bare = [replace(t, record=None) for t in real]
    assert [season_games(t) for t in bare] == [t.record.g for t in real]
    assert season_games(replace(bare[0], context=None)) is None  # a rulebook's team: nothing to follow
    rules = make_rules("pine-tar")
    runs = []
    for teams in (real, bare):
        s = Season(rules, [rated(rules, t) for t in teams], 7)
        s.play_schedule(balanced_schedule(4, 24))
        runs.append([(ts.rs, ts.ra, sorted(map(tuple, ts.pit.values()))) for ts in s.teams])
    assert runs[0] == runs[1]


def test_intentional_walks_at_the_teams_real_pace():
    """``ibb_pace``: outside a season a manager's chance stands; in one, the season runner's usage record counts the
    intentional walks the team's pitchers issued (this game's too), and a team a walk or more ahead of its real ones
    a game times its games so far issues none, one as far behind twice as many."""
    from dugout.engine.codes import P_IBB
    from dugout.engine.dice import Dice
    from dugout.engine.game import Game
    from dugout.engine.manager import IBB_BEHIND, USAGE_KEY, ibb_pace, usage_key
    from dugout.engine.roster import ibb_per_game
    from dugout.engine.season import Season, balanced_schedule

    rules = ThatsBaseball()
    teams = lahman.import_league(1985, "AL")[:2]
    gts = [rated(rules, t) for t in teams]
    g = Game(rules, gts[0], gts[1], Dice(1))
    assert ibb_pace(g, 1) == 1.0  # no season
    per_game = ibb_per_game(gts[1].team)
    assert per_game is not None and 0.1 < per_game < 0.5  # the 1985 pitchers' real walks on purpose a game
    key = usage_key(gts[1].team)
    on_pace = round(10 * per_game)
    g.carry[USAGE_KEY] = {key: {"games": 10, "pa": {}, "relief": 0, "ibb": on_pace}}
    assert ibb_pace(g, 1) == 1.0  # on pace
    g.carry[USAGE_KEY][key]["games"] = 10 + round(2 / per_game)
    assert ibb_pace(g, 1) == IBB_BEHIND  # two or so behind
    g.carry[USAGE_KEY][key]["games"] = 10
    line = g.pit[g.sides[1].pitcher]
    assert line is not None
    line[P_IBB] = 2  # this game's count too: two ahead
    assert ibb_pace(g, 1) == 0.0
    s = Season(rules, gts, "ibb")
    s.play_schedule(balanced_schedule(2, 20))
    rec = s.carry[USAGE_KEY][key]
    issued = sum(line[P_IBB] for line in s.teams[1].pit.values())
    assert issued > 0 and rec["games"] == 20 and rec["ibb"] == issued
