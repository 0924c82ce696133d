"""The default Pine Tar manager uses pitchers as the team's real managers did: a patient team lets its pitcher bat
late in a game it is not losing by much, relievers work their real stints, and 1908 starters finish their games."""

from __future__ import annotations

from dugout.engine.season import rated
from dugout.games.pine_tar.ruleset import PineTar
from dugout.sources import lahman


def test_dead_ball_starters_finish_their_games(bullpen_usage):
    """1908 NL: real starters completed .67 of their starts and teams used 0.40 relievers a game; with the quick
    hook they finished .38 and teams used 0.83."""
    teams = lahman.import_league(1908, "NL")
    cg, relief, _, _ = bullpen_usage(PineTar(), teams, 200)
    assert abs(cg - 0.67) <= 0.1 and abs(relief - 0.40) <= 0.2, (cg, relief)
    quick_cg, quick_relief, _, _ = bullpen_usage(PineTar(), teams, 200, quick=True)
    assert quick_cg < 0.5 and quick_relief > 0.7, (quick_cg, quick_relief)


def test_modern_relievers_work_more_often(bullpen_usage):
    """2016 NL (real 3.3 relief appearances a team game): relievers now leave after their real stint."""
    teams = lahman.import_league(2016, "NL")
    assert {rated(PineTar(), t).patience for t in teams} == {0}
    _, relief, _, _ = bullpen_usage(PineTar(), teams, 200)
    assert relief >= 2.25, relief
