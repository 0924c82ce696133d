"""The default That's Baseball manager waits as long as the team's real managers did: a patient manager's pitch-count
hook comes later, so 1908 starters finish their games and a 2016 team plays exactly as before."""

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
        assert g.ext.hooks[side] == (TS.STARTER_HOOK + TS.STARTER_PATIENCE_PITCHES * p,
                                     TS.RELIEVER_HOOK + TS.RELIEVER_PATIENCE_PITCHES * p)
    quick = Game(rules, ga, gh, Dice(3), managers=(QuickHook(), QuickHook()))
    assert quick.ext.hooks == ((TS.STARTER_HOOK, TS.RELIEVER_HOOK),) * 2


def test_a_modern_team_keeps_the_modern_hook():
    """2016 NL teams finished 2 % of their starts: no patience, so the book's hooks and the quick hook agree."""
    rules = ThatsBaseball()
    gts = [rated(rules, t) for t in lahman.import_league(2016, "NL")]
    assert {gt.patience for gt in gts} == {0}
    g = Game(rules, gts[0], gts[1], Dice(3))
    assert g.ext.hooks == ((TS.STARTER_HOOK, TS.RELIEVER_HOOK),) * 2
