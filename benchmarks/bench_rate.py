"""Rating speed: CPU seconds to rate every team of 2016 NL for each registered game (the Lahman import excluded,
no rating cache), and the same as a ratio to a bare reference loop timed in the same run, which is what to
compare between machines and runs. The target (issue 17): at most 2 s of CPU a league-season for every game.

Run: .venv/bin/python benchmarks/bench_rate.py [GAME ...] [--season 2016 --league NL]
"""

from __future__ import annotations

import os
import sys
import time

os.environ["DUGOUT_RATING_CACHE"] = "off"  # every team rated, none read from an earlier run (``engine.ratecache``)

from dugout.engine.season import rated
from dugout.games import RULESETS, make_rules
from dugout.sources import lahman

TARGET_SECONDS = 2.0


def reference_seconds(n: int = 2_000_000) -> float:
    """CPU seconds of a bare Python loop (the yardstick of this machine and this moment)."""
    t = time.process_time()
    acc = 0
    for i in range(n):
        acc += i * i % 7
    return time.process_time() - t


def rate_seconds(name: str, season: int, league: str) -> float:
    teams = lahman.import_league(season, league)
    rules = make_rules(name)
    t = time.process_time()
    for team in teams:
        rated(rules, team)
    return time.process_time() - t


def arguments(argv: list[str], season: int, league: str) -> tuple[list[str], int, str]:
    """(games, season, league) from ``[GAME ...] [--season S --league L]``; every game when none is named."""
    if "--season" in argv:
        season = int(argv[argv.index("--season") + 1])
    if "--league" in argv:
        league = argv[argv.index("--league") + 1]
    names = [make_rules(a).name for a in argv if not a.startswith("--") and not a.isdigit()
             and a not in (league,)] or list(RULESETS)
    return names, season, league


def main() -> None:
    names, season, league = arguments(sys.argv[1:], 2016, "NL")
    lahman.import_league(season, league)  # warm the data
    ref = reference_seconds()
    for name in names:
        secs = rate_seconds(name, season, league)
        verdict = "ok" if secs <= TARGET_SECONDS else f"over the {TARGET_SECONDS:g} s target"
        print(f"{name:15s} rates {season} {league} in {secs:6.2f} s CPU = {secs / ref:6.1f} reference loops "
              f"({verdict})", flush=True)


if __name__ == "__main__":
    main()
