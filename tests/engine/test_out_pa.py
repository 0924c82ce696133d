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


@pytest.mark.parametrize("code", range(16))
def test_end_pa_counts_what_the_code_table_says(code, yankees_1927, athletics_1927):
    """The unrolled branches of end_pa (outs, singles, walks) count exactly the columns the general table names."""
    from dugout.engine.codes import B_LOB, B_PA, B_RBI, P_BF
    from dugout.engine.codes import END_PA as _END_PA

    rules = make_rules("thats-baseball")
    g = Game(rules, rated(rules, yankees_1927), rated(rules, athletics_1927), Dice(1))
    g.batter = g.sides[0].order[0]
    g.put_runner(2, g.sides[0].order[5])
    g.pa_runs = 1
    bat0, pit0 = list(g.bat[g.batter]), list(g.pit[g.sides[1].pitcher])
    hits0 = g.sides[0].hits
    g.end_pa(code)
    bat_cols, pit_cols, flags = _END_PA[code]
    want_b = [0] * len(bat0)
    want_b[B_PA] += 1
    for k in bat_cols:
        want_b[k] += 1
    if flags & 2:
        want_b[B_RBI] += 1
    if flags & 4:
        want_b[B_LOB] += 1
    want_p = [0] * len(pit0)
    want_p[P_BF] += 1
    for k in pit_cols:
        want_p[k] += 1
    assert [x - y for x, y in zip(g.bat[g.batter], bat0)] == want_b
    assert [x - y for x, y in zip(g.pit[g.sides[1].pitcher], pit0)] == want_p
    assert g.sides[0].hits - hits0 == (flags & 1) and g.pa_runs == 0 and g.sides[0].up == 1
