"""Pine Tar Baseball speed: games per second on one core with full box scores, and cards per second.

- games/s: 2016 Cubs at 2016 Cardinals and 1889 Boston at 1889 New York, default options, every game's
  BoxScore built (``g.box()``); a second figure with every optional rule on.
- rating: all 30 teams of 2016 rated (cards/s), Lahman load excluded.

Times are this process's CPU time (``time.process_time``), so a checkout shared with other jobs still
reports one core's speed.

Run: .venv/bin/python benchmarks/bench_pine_tar.py [GAMES]
"""

from __future__ import annotations

import sys
import time

from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.season import rated
from dugout.games import make_rules
from dugout.sources import lahman

ALL_ON = {"steals": True, "hit-and-run": True, "defense": True, "mip-modifiers": True, "extended-bonus": True,
          "risp-penalty": True, "reliever-limits": True, "plays-at-plate": True, "injuries": True}


def games_per_second(season: int, away: str, home: str, n: int, options: dict[str, object] | None = None) -> float:
    rules = make_rules("pine-tar", options)
    ga = rated(rules, lahman.import_team(season, away))
    gh = rated(rules, lahman.import_team(season, home))
    for i in range(50):
        Game(rules, ga, gh, Dice(i)).play().box()
    t = time.process_time()
    for i in range(n):
        Game(rules, ga, gh, Dice(i)).play().box()
    return n / (time.process_time() - t)


def cards_per_second() -> float:
    rules = make_rules("pine-tar")
    teams = lahman.import_league(2016, "AL") + lahman.import_league(2016, "NL")
    t = time.process_time()
    n = sum(len(rules.rate_team(x)) for x in teams)
    return n / (time.process_time() - t)


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 4000
    print(f"pine-tar 2016 CHN@SLN      {games_per_second(2016, 'CHN', 'SLN', n):7.0f} games/s (box scores)")
    print(f"pine-tar 1889 BSN@NY1      {games_per_second(1889, 'BSN', 'NY1', n):7.0f} games/s (box scores)")
    print(f"pine-tar 2016, all options {games_per_second(2016, 'CHN', 'SLN', n, ALL_ON):7.0f} games/s (box scores)")
    print(f"pine-tar cards             {cards_per_second():7.0f} cards/s (2016, 30 teams)")


if __name__ == "__main__":
    main()
