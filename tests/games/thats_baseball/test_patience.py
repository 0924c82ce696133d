"""The default That's Baseball manager waits as long as the team's real managers did: a patient manager leaves his
starter an inning longer per level (without the pitch-count option) or lets him pitch a fatigue step more per level
(with it), so 1908 starters finish their games."""

from __future__ import annotations

from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.season import rated
from dugout.games.thats_baseball import state as TS
from dugout.games.thats_baseball.manager import TBManager
from dugout.games.thats_baseball.ruleset import ThatsBaseball
from dugout.sources import lahman


class QuickHook(TBManager):
    """The default manager with the modern quick hook whatever the team's history."""

    def pitcher_patience(self, g: Game, side: int) -> int:
        return 0


def test_the_hook_waits_per_level_of_patience():
    rules = ThatsBaseball()
    ga, gh = (rated(rules, t) for t in lahman.import_league(1908, "NL")[:2])
    g = Game(rules, ga, gh, Dice(3))
    for side in (0, 1):
        p = g.sides[side].gt.patience
        assert p >= 2
        outs = TS.start_outs(g.sides[side].gt.team)
        assert outs >= 24  # 1908 NL starters worked about eight innings a start
        assert g.ext.hooks[side] == (outs + TS.START_PATIENCE_OUTS * p, p)
    quick = Game(rules, ga, gh, Dice(3), managers=(QuickHook(), QuickHook()))
    assert quick.ext.hooks == tuple((TS.start_outs(gt.team), 0) for gt in (ga, gh))


def test_a_modern_team_keeps_the_modern_hook():
    """2016 NL teams finished 2 % of their starts: no patience, so the starter goes his team's real outs per start
    (about six innings) and the first fatigue step of the pitch-count option is enough."""
    rules = ThatsBaseball()
    gts = [rated(rules, t) for t in lahman.import_league(2016, "NL")]
    assert {gt.patience for gt in gts} == {0}
    g = Game(rules, gts[0], gts[1], Dice(3))
    assert g.ext.hooks == tuple((TS.start_outs(gt.team), 0) for gt in gts[:2])
    assert all(15 <= h[0] <= 19 for h in g.ext.hooks)
