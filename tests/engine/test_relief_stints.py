"""Relievers work their real stints: ``relief_outs`` reads each pitcher's outs per relief appearance off his season,
and ``AIManager.stint_done`` ends an outing at the start of an inning once another would take him past it."""

from __future__ import annotations

from dataclasses import replace

from dugout.engine.codes import P_OUTS
from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.manager import STINT_PATIENCE_OUTS, AIManager
from dugout.engine.roster import relief_outs
from dugout.engine.season import rated
from dugout.games.thats_baseball.ruleset import ThatsBaseball
from dugout.sources import lahman


def _cubs():  # type: ignore[no-untyped-def]
    team = next(t for t in lahman.import_league(2016, "NL") if t.id == "CHN")
    return team, {p.name: o for p, o in zip(team.players, relief_outs(team))}


def test_outs_per_relief_appearance_in_whole_innings():
    _, outs = _cubs()
    assert outs["Aroldis Chapman"] == 3  # 80 outs in 28 games: an inning
    assert outs["Spencer Patton"] == 6  # 64 in 16: four outs, so two innings
    assert outs["Trevor Cahill"] == 6  # 197 outs in 50 games, one start taken off at the starters' 18.5 outs
    # never relieved: the team's average stint (its relievers' outs per relief appearance, in whole innings)
    assert outs["Jon Lester"] == 3
    assert outs["Anthony Rizzo"] == 0  # never pitched
    assert all(o % 3 == 0 for o in outs.values())


def _game(patience: int = 0) -> tuple[Game, int]:
    """A 2016 Cubs home game at the top of an inning, Chapman on the mound for the Cubs."""
    rules = ThatsBaseball()
    cubs, _ = _cubs()
    away = rated(rules, next(t for t in lahman.import_league(2016, "NL") if t.id == "SLN"))
    home = replace(rated(rules, cubs), patience=patience)
    g = Game(rules, away, home, Dice(1))
    s = g.sides[1]
    g.change_pitcher(1, s.off + home.names.index("Aroldis Chapman"))
    g.inning, g.half, g.outs = 8, 0, 0
    g.sides[0].line.append(0)
    return g, s.pitcher


def test_a_reliever_goes_at_the_top_of_the_inning_that_would_take_him_past_his_stint():
    manager = AIManager()
    g, p = _game()
    for outs, done in ((0, False), (1, False), (2, True), (3, True)):
        g.pit[p][P_OUTS] = outs
        assert manager.stint_done(g, 1) is done, outs
    g.bases[1] = g.sides[0].order[0]  # not the top of the inning any more
    assert not manager.stint_done(g, 1)
    g.bases[1] = -1
    g.sides[0].line[-1] = 1
    assert not manager.stint_done(g, 1)
    g.sides[0].line[-1] = 0
    g.outs = 1
    assert not manager.stint_done(g, 1)


def test_a_patient_manager_gives_him_an_inning_more_per_level():
    class Patient(AIManager):
        def pitcher_patience(self, g, side):  # type: ignore[no-untyped-def]
            return g.sides[side].gt.patience

    g, p = _game(patience=1)
    g.pit[p][P_OUTS] = 2 + STINT_PATIENCE_OUTS - 1
    assert not Patient().stint_done(g, 1)
    g.pit[p][P_OUTS] = 2 + STINT_PATIENCE_OUTS
    assert Patient().stint_done(g, 1)


def test_never_for_the_starter():
    g, _ = _game()
    s = g.sides[0]
    g.half = 1
    g.sides[1].line.append(0)
    g.pit[s.pitcher][P_OUTS] = 24
    assert not AIManager().stint_done(g, 0)
