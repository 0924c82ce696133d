"""Fall Classic speed: full games with box scores per second on one core (1959 NL teams, real cards).

Run: ``.venv/bin/python benchmarks/bench_fall_classic.py [games]``. Rating the teams is not timed; every game
is played to the end with the default options and AI managers and its box score built. CPU time is used so a
busy machine does not understate the engine; wall time is printed too.
"""

from __future__ import annotations

import sys
import time

from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.season import rated
from dugout.games import make_rules
from dugout.sources import lahman


def main(games: int = 3000) -> float:
    """Play ``games`` games and return games per CPU second."""
    rules = make_rules("fall-classic")
    teams = [rated(rules, t) for t in lahman.import_league(1959, "NL")]
    n = len(teams)
    for k in range(50):  # warm the card caches (NH/NW variants, grade columns)
        Game(rules, teams[k % n], teams[(k + 3) % n], Dice(f"warm:{k}")).play().box()
    cpu0, wall0 = time.process_time(), time.perf_counter()
    pas = 0
    for k in range(games):
        g = Game(rules, teams[k % n], teams[(k + 1 + k // n) % n] if (k + 1 + k // n) % n != k % n
                 else teams[(k + 2) % n], Dice(k)).play()
        box = g.box()
        pas += sum(line.stats["AB"] for t in (box.away, box.home) for line in t.batting)
    cpu = time.process_time() - cpu0
    wall = time.perf_counter() - wall0
    rate = games / cpu
    print(f"fall-classic: {games} games in {cpu:.2f} s CPU ({wall:.2f} s wall): {rate:.0f} games/s "
          f"({pas / games:.1f} AB a game)")
    return rate


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3000)
