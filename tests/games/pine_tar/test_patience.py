"""The default Pine Tar manager uses pitchers as the team's real managers did: a patient team lets its pitcher bat
late in a game it is not losing by much, relievers work their real stints, and 1908 starters finish their games."""

from __future__ import annotations

from dataclasses import replace

from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.season import rated
from dugout.games.pine_tar.rules import PineTar
from dugout.sources import lahman


def _usage(teams, n: int, quick: bool = False) -> tuple[float, float, list]:  # type: ignore[no-untyped-def]
    """Complete games per start, relief appearances per team game and the box scores of ``n`` games."""
    rules = PineTar()
    gts = [rated(rules, t) for t in teams]
    if quick:
        gts = [replace(gt, patience=0) for gt in gts]
    k = len(gts)
    complete = relief = 0
    boxes = []
    for i in range(n):
        g = Game(rules, gts[i % k], gts[(i + 1 + (i // k) % (k - 1)) % k], Dice(i)).play()
        boxes.append(g.box().to_dict())
        for s in g.sides:
            complete += len(s.pit_appear) == 1
            relief += len(s.pit_appear) - 1
    return complete / (2 * n), relief / (2 * n), boxes


def test_dead_ball_starters_finish_their_games():
    """1908 NL: real starters completed .67 of their starts and teams used 0.40 relievers a game; with the quick
    hook they finished .38 and teams used 0.83."""
    teams = lahman.import_league(1908, "NL")
    cg, relief, _ = _usage(teams, 200)
    assert abs(cg - 0.67) <= 0.1 and abs(relief - 0.40) <= 0.2, (cg, relief)
    quick_cg, quick_relief, _ = _usage(teams, 200, quick=True)
    assert quick_cg < 0.5 and quick_relief > 0.7, (quick_cg, quick_relief)


def test_modern_relievers_work_more_often():
    """2016 NL (real 3.3 relief appearances a team game): relievers now leave after their real stint."""
    teams = lahman.import_league(2016, "NL")
    assert {rated(PineTar(), t).patience for t in teams} == {0}
    _, relief, _ = _usage(teams, 200)
    assert relief >= 2.25, relief
