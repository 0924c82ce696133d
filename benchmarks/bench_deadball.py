"""Deadball speed: games per second on one core, every advanced rule on, with full box scores.

Run: ``.venv/bin/python benchmarks/bench_deadball.py [games]``. Prints games per CPU second (one core, so other
processes do not skew it) for real leagues (2016 NL,
1927 AL) and the bundled Southern Circuit, and the engine's own floor (a ruleset that only rolls one die per
plate appearance) for comparison.
"""

from __future__ import annotations

import sys
import time

from dugout.engine.codes import OUT, SINGLE
from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.roster import prepare
from dugout.engine.ruleset import Ruleset
from dugout.games.deadball import Deadball
from dugout.games.deadball.bundled import southern_circuit
from dugout.sources.lahman import import_league


class Floor(Ruleset):
    """The cheapest possible game: one d100 per plate appearance, 30% singles."""

    name = "floor"

    def rate_player(self, player, team):  # type: ignore[no-untyped-def]
        return None

    def plate_appearance(self, g: Game) -> None:
        if g.dice.d(100, "pa") <= 30:
            g.move_all(1)
            g.place_batter(1)
            g.end_pa(SINGLE)
        else:
            g.batter_out()
            g.end_pa(OUT)


def bench(rules: Ruleset, teams: list, games: int) -> tuple[float, float]:
    gts = [prepare(t, rules.rate_team(t)) for t in teams]
    n = len(gts)
    pas = 0
    t0 = time.process_time()
    for i in range(games):
        a, h = i % n, (i + 1 + (i // n) % (n - 1)) % n
        g = Game(rules, gts[a], gts[h], Dice(i)).play()
        g.box()
        pas += sum(line[0] for line in g.bat if line)
    dt = time.process_time() - t0
    return games / dt, pas / games


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    leagues = {"2016 NL": import_league(2016, "NL"), "1927 AL": import_league(1927, "AL"),
               "Southern Circuit": southern_circuit()}
    rules = Deadball()
    print(f"Deadball, default (advanced) rules, {games} games each, box scores built")
    for label, teams in leagues.items():
        rate, pa = bench(rules, teams, games)
        print(f"  {label:18s} {rate:7.0f} games/s  ({pa:.1f} PA per game)")
    rate, pa = bench(Floor(), leagues["2016 NL"], games)
    print(f"  {'engine floor':18s} {rate:7.0f} games/s  ({pa:.1f} PA per game, one die per PA)")


if __name__ == "__main__":
    main()
