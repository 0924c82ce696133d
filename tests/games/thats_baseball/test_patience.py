"""The default That's Baseball manager waits as long as the team's real managers did: a patient manager's pitch-count
hook comes later, so 1908 starters finish their games and a 2016 team plays exactly as before."""

from __future__ import annotations

from dugout.engine.codes import P_OUTS
from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.season import rated
from dugout.games.thats_baseball import rules as TR
from dugout.games.thats_baseball.rules import TBManager, ThatsBaseball
from dugout.sources import lahman


class QuickHook(TBManager):
    """The default manager with the modern quick hook whatever the team's history."""

    def pitcher_patience(self, g: Game, side: int) -> int:
        return 0


def _usage(teams, n: int, quick: bool = False) -> tuple[float, float, list]:  # type: ignore[no-untyped-def]
    """Complete games per start, relief appearances per game (both teams) and the box scores of ``n`` games."""
    rules = ThatsBaseball()
    gts = [rated(rules, t) for t in teams]
    k = len(gts)
    complete = relief = 0
    boxes = []
    for i in range(n):
        managers = (QuickHook(), QuickHook()) if quick else (None, None)
        g = Game(rules, gts[i % k], gts[(i + 1 + (i // k) % (k - 1)) % k], Dice(i), managers=managers).play()
        boxes.append(g.box().to_dict())
        for s in g.sides:
            complete += len(s.pit_appear) == 1
            relief += len(s.pit_appear) - 1
    return complete / (2 * n), relief / n, boxes


def test_the_hook_waits_per_level_of_patience():
    rules = ThatsBaseball()
    ga, gh = (rated(rules, t) for t in lahman.import_league(1908, "NL")[:2])
    g = Game(rules, ga, gh, Dice(3))
    for side in (0, 1):
        p = g.sides[side].gt.patience
        assert p >= 2
        assert g.ext.hooks[side] == (TR._STARTER_HOOK + TR.STARTER_PATIENCE_PITCHES * p,
                                     TR._RELIEVER_HOOK + TR.RELIEVER_PATIENCE_PITCHES * p)
    quick = Game(rules, ga, gh, Dice(3), managers=(QuickHook(), QuickHook()))
    assert quick.ext.hooks == ((TR._STARTER_HOOK, TR._RELIEVER_HOOK),) * 2


def test_dead_ball_starters_finish_their_games():
    """1908 NL: real starters completed .67 of their starts and teams used 0.8 relievers a game."""
    teams = lahman.import_league(1908, "NL")
    cg, relief, _ = _usage(teams, 240)
    assert abs(cg - 0.67) <= 0.12 and abs(relief - 0.79) <= 0.5, (cg, relief)
    quick_cg, quick_relief, _ = _usage(teams, 240, quick=True)
    assert quick_cg < 0.05 and quick_relief > 3.0, (quick_cg, quick_relief)


def test_a_modern_team_plays_as_before():
    teams = lahman.import_league(2016, "NL")[:6]
    assert _usage(teams, 60)[2] == _usage(teams, 60, quick=True)[2]


def test_modern_relievers_work_their_real_stints():
    """2016 NL: 3.3 relief appearances a team game, about an inning each. With the 40-pitch hook alone a reliever
    went 1.4 innings and teams used 2.3 relievers a game."""
    rules = ThatsBaseball()
    gts = [rated(rules, t) for t in lahman.import_league(2016, "NL")]
    k = len(gts)
    relief = outs = 0
    n = 200
    for i in range(n):
        g = Game(rules, gts[i % k], gts[(i + 1 + (i // k) % (k - 1)) % k], Dice(i)).play()
        for s in g.sides:
            relief += len(s.pit_appear) - 1
            outs += sum(g.pit[p][P_OUTS] for p in s.pit_appear[1:])
    per_game, innings = relief / (2 * n), outs / relief / 3
    assert 2.7 <= per_game <= 3.6 and innings <= 1.2, (per_game, innings)
