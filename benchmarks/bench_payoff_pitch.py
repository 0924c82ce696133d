"""Payoff Pitch Baseball speed: games per second on one core with full box scores.

Run: ``.venv/bin/python benchmarks/bench_payoff_pitch.py [games]``. Prints games per CPU second (process time,
so other processes do not skew it) for real leagues of three eras with the default options and with the
heaviest ones (Fast Action Card running, hold steals, injuries), plus the time to rate a league.
The target is 1,500 games a second with box scores.
"""

from __future__ import annotations

import sys
import time

from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.roster import prepare
from dugout.games.payoff_pitch import PayoffPitch
from dugout.sources.lahman import import_league

TARGET = 1500.0


def bench(rules: PayoffPitch, gts: list, games: int) -> tuple[float, float]:
    """(games per CPU second, plate appearances per game) over a rotation of pairings, with box scores."""
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
    worst = float("inf")
    for season, lg in ((1969, "AL"), (1985, "NL"), (2019, "AL")):
        teams = import_league(season, lg)
        for label, opts in (("default", {}),
                            ("fac/hold/injuries", {"running": "fac", "steal": "hold", "late-jump": True,
                                                   "injuries": True, "hr-zero": True})):
            rules = PayoffPitch(opts)
            t0 = time.process_time()
            gts = [prepare(t, rules.rate_team(t)) for t in teams]
            rate_s = time.process_time() - t0
            gps, pa = bench(rules, gts, games)
            worst = min(worst, gps)
            print(f"{season} {lg} {label:18s} {gps:7.0f} games/s  ({pa:.1f} PA/game; rating the league "
                  f"{rate_s:.1f}s)")
    print(f"slowest: {worst:.0f} games/s — target {TARGET:.0f}: {'met' if worst >= TARGET else 'NOT met'}")


if __name__ == "__main__":
    main()
