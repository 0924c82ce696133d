"""Deadball speed: games per CPU second on one core, every advanced rule on (the defaults).

Run: ``.venv/bin/python benchmarks/bench_deadball.py [games] [repeats]``. For real leagues (2016 NL, 1927 AL) and
the bundled Southern Circuit it plays ``games`` games of a round robin (default 3000) ``repeats`` times (default
3) and prints the best rate twice: with a ``BoxScore`` object built for every game (``g.box()``, the full box
score a user sees) and without (the engine keeps every player's box-score line either way; the object is what
``box()`` reads off them). CPU time of this process only (``time.process_time``), so other processes on the
machine skew it less than wall time would; on a shared machine take the best of several runs. The engine's own
floor (a ruleset that rolls one die per plate appearance) is printed for comparison.
"""

from __future__ import annotations

import sys
import time
from typing import Any

from dugout.engine.codes import OUT, SINGLE
from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.roster import prepare
from dugout.engine.ruleset import Ruleset
from dugout.games.deadball import Deadball
from dugout.games.deadball.generate.bundled import southern_circuit
from dugout.sources.lahman import import_league


class Floor(Ruleset):
    """The cheapest possible game: one d100 per plate appearance, 30% singles."""

    name = "floor"

    def rate_player(self, player, team):  # type: ignore[no-untyped-def]
        return None

    def rating_fields(self, card):  # type: ignore[no-untyped-def]
        return {}

    def print_sheets(self, teams, paper="letter", select=None):  # type: ignore[no-untyped-def]
        return []

    def plate_appearance(self, g: Game) -> None:
        if g.dice.d(100, "pa") <= 30:
            g.move_all(1)
            g.place_batter(1)
            g.end_pa(SINGLE)
        else:
            g.batter_out()
            g.end_pa(OUT)


def bench(rules: Ruleset, teams: list[Any], games: int, repeats: int) -> tuple[float, float, float]:
    """Best games per CPU second with box scores built and without, and plate appearances per game."""
    gts = [prepare(t, rules.rate_team(t)) for t in teams]
    n = len(gts)
    pairs = [(i % n, (i + 1 + (i // n) % (n - 1)) % n) for i in range(games)]
    best = {True: 0.0, False: 0.0}
    pas = 0
    for _ in range(repeats):
        for box in (True, False):
            t0 = time.process_time()
            for i, (a, h) in enumerate(pairs):
                g = Game(rules, gts[a], gts[h], Dice(i)).play()
                if box:
                    g.box()
            best[box] = max(best[box], games / (time.process_time() - t0))
    for i, (a, h) in enumerate(pairs[:500]):
        g = Game(rules, gts[a], gts[h], Dice(i)).play()
        pas += sum(line[0] for line in g.bat if line)
    return best[True], best[False], pas / min(games, 500)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    leagues = {"2016 NL": import_league(2016, "NL"), "1927 AL": import_league(1927, "AL"),
               "Southern Circuit": southern_circuit()}
    rules = Deadball()
    print(f"Deadball, default (advanced) rules: games per CPU second, best of {repeats} x {games} games")
    print(f"  {'':18s} {'box scores':>11s} {'without':>9s}")
    for label, teams in leagues.items():
        boxed, bare, pa = bench(rules, teams, games, repeats)
        print(f"  {label:18s} {boxed:11.0f} {bare:9.0f}   ({pa:.1f} PA per game)")
    boxed, bare, pa = bench(Floor(), leagues["2016 NL"], games, repeats)
    print(f"  {'engine floor':18s} {boxed:11.0f} {bare:9.0f}   ({pa:.1f} PA per game, one die per PA)")


if __name__ == "__main__":
    main()
