"""The default Deadball manager stays with his pitchers as long as the team's real managers did: its patience comes
from the team's complete games per start, and a 1908 or 1927 replay keeps its starters in the game."""

from __future__ import annotations

import pytest

from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.manager import SHELLED_RUNS
from dugout.engine.roster import PATIENCE_LEVELS, team_patience
from dugout.engine.season import rated
from dugout.games.deadball import Deadball
from dugout.games.deadball import tables as T
from dugout.games.deadball.generate.bundled import southern_circuit
from dugout.games.deadball.manager import DeadballManager
from dugout.sources import lahman


class QuickHook(DeadballManager):
    """The default manager with the modern quick hook whatever the team's history."""

    def pitcher_patience(self, g: Game, side: int) -> int:
        return 0


def _real_usage(teams) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    """Complete games per start, and relief appearances per game for both teams, of a real league."""
    gs = cg = app = games = 0
    for t in teams:
        games += t.record.g
        for p in t.players:
            if p.pitching is not None:
                gs += p.pitching.gs
                cg += p.pitching.cg
                app += p.pitching.g
    return cg / gs, 2 * (app - gs) / games


def _sim_usage(rules: Deadball, teams, n: int, quick: bool = False) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    """Complete games per start and relief appearances per game over ``n`` games of a round robin."""
    gts = [rated(rules, t) for t in teams]
    k = len(gts)
    complete = relief = 0
    for i in range(n):
        managers = (QuickHook(), QuickHook()) if quick else (None, None)
        g = Game(rules, gts[i % k], gts[(i + 1 + (i // k) % (k - 1)) % k], Dice(i), managers=managers).play()
        for s in g.sides:
            complete += len(s.pit_appear) == 1
            relief += len(s.pit_appear) - 1
    return complete / (2 * n), relief / n


@pytest.mark.parametrize(("season", "league", "levels"), [(1908, "NL", 3), (1927, "AL", 2), (1968, "AL", 1),
                                                          (2016, "NL", 0)])
def test_patience_follows_the_leagues_complete_games(season, league, levels):
    teams = lahman.import_league(season, league)
    per_team = [team_patience(t) for t in teams]
    assert round(sum(per_team) / len(per_team)) == levels
    cg_rate, _ = _real_usage(teams)
    assert round(PATIENCE_LEVELS * cg_rate) == levels


def test_teams_without_starts_on_record_get_the_quick_hook():
    assert {team_patience(t) for t in southern_circuit()} == {0}


def test_patience_lowers_the_tired_level_and_raises_the_runs_allowed():
    assert T.TIRED_BY_PATIENCE[0] == T.TIRED
    for k in range(1, PATIENCE_LEVELS + 1):
        assert T.TIRED_BY_PATIENCE[k][T.D8] == T.move(T.TIRED[T.D8], -k) < T.TIRED_BY_PATIENCE[k - 1][T.D8]
    rules = Deadball()
    ga, gh = (rated(rules, t) for t in lahman.import_league(1908, "NL")[:2])
    g = Game(rules, ga, gh, Dice(1))
    for side in (0, 1):
        p = team_patience(g.sides[side].gt.team)
        assert g.ext.patience[side] == p == g.sides[side].manager.pitcher_patience(g, side)
        assert g.ext.shelled[side] == SHELLED_RUNS + 2 * p
        starter = g.sides[side].pitcher
        assert g.ext.ps[side].tired == T.TIRED_BY_PATIENCE[p][g.ext.rung[starter]]


@pytest.mark.parametrize(("season", "league", "opts"), [
    (1927, "AL", {"era": "league", "walks": "rate", "power": "fit"}),
])
def test_old_time_starters_finish_their_games(season, league, opts):
    """Under the calibration options too, complete games within 0.1 of the real share and relievers within one a
    game (1908 NL under the book's options is a conformance test: ``Ruleset.usage``)."""
    teams = lahman.import_league(season, league)
    rules = Deadball(opts)
    real_cg, real_relief = _real_usage(teams)
    cg, relief = _sim_usage(rules, teams, 240)
    assert abs(cg - real_cg) <= 0.1 and abs(relief - real_relief) <= 1.0, (cg, real_cg, relief, real_relief)
    quick_cg, quick_relief = _sim_usage(rules, teams, 240, quick=True)
    assert quick_relief > relief + 1.0 and quick_cg < cg - 0.1
