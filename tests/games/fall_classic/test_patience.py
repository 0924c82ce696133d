"""The default Fall Classic manager uses pitchers as the team's real managers did: a patient team's pitchers bat for
themselves unless it trails by its patience, relievers work their real stints, and 1908 starters finish their
games."""

from __future__ import annotations

from dataclasses import replace

from dugout.engine.codes import P_OUTS
from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.season import rated
from dugout.games.fall_classic.rules import FallClassic
from dugout.sources import lahman


def _usage(teams, n: int, quick: bool = False) -> tuple[float, float, float]:  # type: ignore[no-untyped-def]
    """Complete games per start, relief appearances per team game and innings per relief appearance."""
    rules = FallClassic()
    gts = [rated(rules, t) for t in teams]
    if quick:
        gts = [replace(gt, patience=0) for gt in gts]
    k = len(gts)
    complete = relief = outs = 0
    for i in range(n):
        g = Game(rules, gts[i % k], gts[(i + 1 + (i // k) % (k - 1)) % k], Dice(i)).play()
        for s in g.sides:
            complete += len(s.pit_appear) == 1
            relief += len(s.pit_appear) - 1
            outs += sum(g.pit[p][P_OUTS] for p in s.pit_appear[1:])
    return complete / (2 * n), relief / (2 * n), outs / max(relief, 1) / 3


def test_dead_ball_starters_finish_their_games():
    """1908 NL: real starters completed .67 of their starts and teams used 0.40 relievers a game; pinch-hitting
    for every reliever from the 5th, as a modern manager would, they finished .48 and teams used 0.8."""
    teams = lahman.import_league(1908, "NL")
    cg, relief, _ = _usage(teams, 200)
    assert abs(cg - 0.67) <= 0.1 and abs(relief - 0.40) <= 0.25, (cg, relief)
    quick_cg, quick_relief, _ = _usage(teams, 200, quick=True)
    assert quick_cg < 0.55 and quick_relief > 0.7, (quick_cg, quick_relief)


def test_modern_relievers_work_their_real_stints():
    """2016 NL: real relievers worked about an inning, 3.3 appearances a team game (1.9 at 1.3 innings before
    they left after their stints)."""
    _, relief, innings = _usage(lahman.import_league(2016, "NL"), 200)
    assert relief >= 2.3 and innings <= 1.15, (relief, innings)
