"""Printing speed: cards per CPU second when a game prints a whole league-season (default 1927 AL, 267 players)
into one PDF: the documents (templates) and their layout (WeasyPrint), the teams already rated (rating has its
own benchmark, bench_rate.py). Also given as CPU seconds in reference loops timed in the same run, which is what
to compare between machines and runs. The target (issue 20): at least 30 cards per CPU second for every game.

Run: .venv/bin/python benchmarks/bench_print.py [GAME ...] [--season 1927 --league AL]
"""

from __future__ import annotations

import sys
import time

from bench_rate import arguments, reference_seconds

from dugout.engine.season import rated
from dugout.games import make_rules
from dugout.render import pdf_bytes
from dugout.sources import lahman

TARGET_CARDS_PER_SECOND = 30.0


def print_seconds(name: str, season: int, league: str) -> tuple[int, float, int]:
    """(players, CPU seconds, PDF pages) to print the league in one PDF."""
    teams = lahman.import_league(season, league)
    rules = make_rules(name)
    for team in teams:
        rated(rules, team)  # the game's rating cache (where it keeps one) holds them now
    t = time.process_time()
    pdf = pdf_bytes(rules.print_sheets(teams))
    secs = time.process_time() - t
    return sum(len(team.players) for team in teams), secs, pdf.count(b"/Type /Page\n") or pdf.count(b"/Type /Page")


def main() -> None:
    names, season, league = arguments(sys.argv[1:], 1927, "AL")
    lahman.import_league(season, league)  # warm the data
    ref = reference_seconds()
    for name in names:
        players, secs, _pages = print_seconds(name, season, league)
        rate = players / secs if secs else float("inf")
        verdict = "ok" if rate >= TARGET_CARDS_PER_SECOND else f"under the {TARGET_CARDS_PER_SECOND:g} target"
        print(f"{name:15s} prints {season} {league} ({players} players) in {secs:6.2f} s CPU = "
              f"{secs / ref:6.1f} reference loops: {rate:5.1f} cards a CPU second ({verdict})", flush=True)


if __name__ == "__main__":
    main()
