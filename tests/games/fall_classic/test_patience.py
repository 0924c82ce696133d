"""The default Fall Classic manager uses pitchers as the team's real managers did: a patient team's pitchers bat for
themselves unless it trails by its patience, relievers work their real stints, and 1908 starters finish their
games."""

from __future__ import annotations

from dugout.games.fall_classic.ruleset import FallClassic
from dugout.sources import lahman


def test_dead_ball_starters_finish_their_games(bullpen_usage):
    """1908 NL: real starters completed .67 of their starts and teams used 0.40 relievers a game; pinch-hitting
    for every reliever from the 5th, as a modern manager would, they finished .48 and teams used 0.8."""
    teams = lahman.import_league(1908, "NL")
    cg, relief, _, _ = bullpen_usage(FallClassic(), teams, 200)
    assert abs(cg - 0.67) <= 0.1 and abs(relief - 0.40) <= 0.25, (cg, relief)
    quick_cg, quick_relief, _, _ = bullpen_usage(FallClassic(), teams, 200, quick=True)
    assert quick_cg < 0.55 and quick_relief > 0.7, (quick_cg, quick_relief)


def test_modern_relievers_work_their_real_stints(bullpen_usage):
    """2016 NL: real relievers worked about an inning, 3.3 appearances a team game (1.9 at 1.3 innings before
    they left after their stints)."""
    _, relief, innings, _ = bullpen_usage(FallClassic(), lahman.import_league(2016, "NL"), 200)
    assert relief >= 2.3 and innings <= 1.15, (relief, innings)
