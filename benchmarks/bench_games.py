"""Speed of every registered game: games per second on one core, a 2,430-game season, cards per second.

- games/s: 2016 Cubs at 2016 Indians, full box-score lines kept on the fast path (no narration); the second
  figure also builds the BoxScore object of every game.
- season: the 30 teams of 2016 on a 2,430-game balanced schedule (rating included, Lahman load excluded).
- cards/s: every team of 2016 NL printed to PDF in two worker processes (players printed ÷ wall time).

Run: .venv/bin/python benchmarks/bench_games.py [GAME ...] [--no-cards]
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.season import Season, balanced_schedule, rated
from dugout.games import RULESETS, make_rules
from dugout.sources import lahman


def games_per_second(name: str, n: int = 3000) -> tuple[float, float, float]:
    rules = make_rules(name)
    a, h = lahman.import_team(2016, "CHN"), lahman.import_team(2016, "CLE")
    ga, gh = rated(rules, a), rated(rules, h)
    for i in range(50):
        Game(rules, ga, gh, Dice(i)).play()
    t = time.perf_counter()
    pa = 0
    for i in range(n):
        g = Game(rules, ga, gh, Dice(i)).play()
        pa += sum(x[0] for x in g.bat if x)
    fast = n / (time.perf_counter() - t)
    t = time.perf_counter()
    for i in range(n // 3):
        Game(rules, ga, gh, Dice(i)).play().box()
    boxed = (n // 3) / (time.perf_counter() - t)
    return fast, boxed, pa / n


def season_seconds(name: str) -> float:
    rules = make_rules(name)
    teams = lahman.import_league(2016, "AL") + lahman.import_league(2016, "NL")
    t = time.perf_counter()
    gts = [rated(rules, x) for x in teams]
    s = Season(rules, gts, seed=2016)
    sched = balanced_schedule(30, 162)
    assert sum(len(d) for d in sched) == 2430
    s.play_schedule(sched)
    return time.perf_counter() - t


def _print_chunk(args: tuple[str, list[str], str]) -> int:
    from dugout.api.games import print_cards

    name, ids, out = args
    teams = [lahman.import_team(2016, t) for t in ids]
    print_cards(name, teams, out=Path(out), force=True)
    return sum(len({s.player for s in t.lineup_vs_rhp} | set(t.bench) | set(t.rotation) |
                   {b.player for b in t.bullpen}) for t in teams)


def cards_per_second(name: str) -> tuple[float, int]:
    ids = [t.id for t in lahman.list_teams(2016, "NL")]
    halves = [ids[: len(ids) // 2], ids[len(ids) // 2:]]
    with tempfile.TemporaryDirectory() as tmp:
        jobs = [(name, h, os.path.join(tmp, f"{k}.pdf")) for k, h in enumerate(halves)]
        with ProcessPoolExecutor(max_workers=2) as ex:
            list(ex.map(_print_chunk, [(name, ids[:1], os.path.join(tmp, "warm.pdf"))] * 2))
            t = time.perf_counter()
            players = sum(ex.map(_print_chunk, jobs))
            dt = time.perf_counter() - t
    return players / dt, players


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    names = [make_rules(a).name for a in args] or list(RULESETS)
    for name in names:
        fast, boxed, pa = games_per_second(name)
        secs = season_seconds(name)
        line = (f"{name:15s} {fast:7.0f} games/s ({boxed:6.0f} with BoxScore objects, {pa:.1f} PA/game); "
                f"2,430-game season {secs:.2f} s")
        if "--no-cards" not in sys.argv:
            cps, players = cards_per_second(name)
            line += f"; cards {cps:.0f}/s ({players} players, 2 processes)"
        print(line, flush=True)


if __name__ == "__main__":
    main()
