"""Every game's default manager uses pitchers the way the team's real managers did, within the tolerances its
ruleset declares (``Ruleset.usage``): in 1908 NL starters finish their games, in 2016 NL relievers work their
real stints. Whatever a game declares, patience never adds relievers: the same teams with the modern quick hook
(no patience) use at least as many.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from dugout.engine.codes import P_OUTS
from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.games import RULESETS, make_rules

GAMES = sorted(RULESETS)
GAMES_1908 = 120
"""Games of the 1908 NL round robin (240 starts: the complete-game share is known to about ±.03)."""
GAMES_2016 = 100


def _usage(gts, n: int, rules, quick: bool = False) -> tuple[float, float, float]:  # type: ignore[no-untyped-def]
    """Complete games per start, relief appearances per team game and innings per relief appearance over ``n``
    games of a round robin (``quick``: every team without patience)."""
    if quick:
        gts = [replace(gt, patience=0) for gt in gts]
    k = len(gts)
    complete = relief = outs = 0
    for i in range(n):
        g = Game(rules, gts[i % k], gts[(i + 1 + (i // k) % (k - 1)) % k], Dice(i)).play()
        for s in g.sides:
            complete += len(s.pit_appear) == 1
            relief += len(s.pit_appear) - 1
            outs += sum(line[P_OUTS] for p in s.pit_appear[1:] if (line := g.pit[p]) is not None)
    return complete / (2 * n), relief / (2 * n), outs / max(relief, 1) / 3


def _real(gts) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    """The league's real complete games per start and relief appearances per team game."""
    gs = cg = app = games = 0
    for gt in gts:
        games += gt.team.record.g
        for p in gt.team.players:
            if p.pitching is not None:
                gs += p.pitching.gs
                cg += p.pitching.cg
                app += p.pitching.g
    return cg / gs, (app - gs) / games


@pytest.mark.parametrize("game", GAMES)
def test_dead_ball_starters_finish_their_games(game, rated_league):
    rules = make_rules(game)
    gts = rated_league(rules, 1908, "NL")
    cg, relief, _ = _usage(gts, GAMES_1908, rules)
    quick_cg, quick_relief, _ = _usage(gts, GAMES_1908, rules, quick=True)
    assert quick_relief >= relief and quick_cg <= cg, (relief, quick_relief, cg, quick_cg)
    usage = RULESETS[game].usage
    if usage is None:
        return
    real_cg, real_relief = _real(gts)
    assert abs(cg - real_cg) <= usage.complete_games, (cg, real_cg)
    assert abs(relief - real_relief) <= usage.relief, (relief, real_relief)


@pytest.mark.parametrize("game", GAMES)
def test_modern_relievers_work_their_real_stints(game, rated_league):
    rules = make_rules(game)
    gts = rated_league(rules, 2016, "NL")
    assert {gt.patience for gt in gts} == {0}, "2016 NL teams finished 2 % of their starts: no patience"
    usage = RULESETS[game].usage
    if usage is None:
        return
    _, relief, innings = _usage(gts, GAMES_2016, rules)
    low, high = usage.modern_relief
    assert low <= relief <= high and innings <= usage.modern_innings, (relief, innings)
