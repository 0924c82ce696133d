"""Game.out_pa is batter_out() then end_pa(code) in one call: the same books either way."""

from __future__ import annotations

import pytest

from dugout.engine.codes import OUT, SAC, STRIKEOUT
from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.season import rated
from dugout.games import make_rules


@pytest.mark.parametrize("code", [OUT, STRIKEOUT, SAC])
def test_out_pa_keeps_the_same_books_as_two_calls(code, yankees_1927, athletics_1927):
    rules = make_rules("thats-baseball")
    ga, gh = rated(rules, yankees_1927), rated(rules, athletics_1927)
    games = [Game(rules, ga, gh, Dice(1)) for _ in range(2)]
    for g in games:
        g.batter = g.sides[0].order[0]
        g.put_runner(2, g.sides[0].order[5])
        g.pa_runs = 1
    games[0].batter_out()
    games[0].end_pa(code)
    games[1].out_pa(code)
    a, b = games
    assert (a.outs, a.xouts, a.pa_runs, a.sides[0].up) == (b.outs, b.xouts, b.pa_runs, b.sides[0].up) == (1, 1, 0, 1)
    assert a.bat == b.bat and a.pit == b.pit
