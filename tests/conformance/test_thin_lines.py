"""Any input a user feeds a game: every game rates and plays a team whose players' lines are as thin as the records
allow. The atlas of every league-season found one (1962 Ozzie Virgil: one plate appearance, an intentional walk,
which left Fall Classic's card without a plate appearance and stopped the atlas with a division by zero)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.season import rated
from dugout.games import RULESETS, make_rules
from dugout.model.stats import BattingLine, PitchingLine

GAMES = sorted(RULESETS)

#: The thinnest real lines: one plate appearance of each kind that is not an at-bat, and pitchers who faced one batter
#: or none.
BATTING = (BattingLine(g=1, pa=1, bb=1, ibb=1), BattingLine(g=1, pa=1, hbp=1), BattingLine(g=1, pa=1, sh=1),
           BattingLine(g=1, pa=1, sf=1), BattingLine(g=1, pa=1, ab=1, so=1), BattingLine(g=1))
PITCHING = (PitchingLine(g=1, bfp=1, bb=1, ibb=1), PitchingLine(g=1, bfp=1, h=1, r=1, er=1, hr=1),
            PitchingLine(g=1), PitchingLine(g=1, gs=1, bfp=2, bb=2, r=2))


@pytest.fixture(scope="module")
def thin_team():
    from dugout.sources import lahman

    team = lahman.import_team(1962, "BAL")
    players = list(team.players)
    bench = sorted((i for i, p in enumerate(players) if p.batting is not None and not p.is_pitcher),
                   key=lambda i: players[i].batting.pa)[:len(BATTING)]
    arms = sorted((i for i, p in enumerate(players) if p.pitching is not None),
                  key=lambda i: players[i].pitching.bfp)[:len(PITCHING)]
    for i, line in zip(bench, BATTING):
        players[i] = replace(players[i], batting=line)
    for i, line in zip(arms, PITCHING):
        players[i] = replace(players[i], pitching=line)
    return replace(team, players=players)


def test_the_real_case_is_in_the_team(thin_team):
    virgil = next(p for p in thin_team.players if p.name == "Ozzie Virgil")
    assert virgil.batting is not None and virgil.batting.pa == virgil.batting.ibb == 1


#: Every game with its defaults, and with each option that changes what a card carries from the line turned over.
CASES = [(g, None) for g in GAMES] + [(g, {"ibb": not make_rules(g).options.as_dict()["ibb"]}) for g in GAMES
                                      if "ibb" in make_rules(g).options.as_dict()]


@pytest.mark.parametrize("game, options", CASES, ids=[f"{g}-{o}" for g, o in CASES])
def test_every_game_rates_and_plays_the_thinnest_lines(game, options, thin_team):
    rules = make_rules(game, options)
    gt = rated(rules, thin_team)
    assert len(gt.cards) == len(thin_team.players)
    for seed in range(3):
        g = Game(rules, gt, gt, Dice(seed)).play()
        assert g.over and g.box() is not None
