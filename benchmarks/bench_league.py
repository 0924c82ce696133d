"""League speed: a 154-game season of an eight-team Deadball league with the full engine (every game played
out with box scores), saved atomically after every day as ``dugout league play --season`` does; and the same
season in memory only, quick-simmed, and the off-season that follows.

Run: ``.venv/bin/python benchmarks/bench_league.py [seed]``. The target is a whole season in 10 s or less.

``.venv/bin/python benchmarks/bench_league.py five-tool SEASON LEAGUE [REPLAYS]`` measures instead what the
Five Tool ratings from real statistics do to a replayed league-season: the same replay with and without the
Five Tool matchups (team R/G and BA mean absolute errors, league HR, BB and SO per PA against the real ones).
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

from dugout.engine.codes import B_AB, B_BB, B_H, B_HR, B_PA, B_SO
from dugout.engine.season import Season, balanced_schedule, rated
from dugout.games.deadball import Deadball
from dugout.games.deadball.generate.five_tool_stats import five_tool_team
from dugout.games.deadball.league.files import LeagueFolder
from dugout.games.deadball.league.new import create_league
from dugout.games.deadball.league.offseason import advance
from dugout.games.deadball.league.season import load_run


def timed(label: str, fn):  # type: ignore[no-untyped-def]
    w0, c0 = time.perf_counter(), time.process_time()
    out = fn()
    wall, cpu = time.perf_counter() - w0, time.process_time() - c0
    print(f"{label:52} {wall:6.2f} s wall  {cpu:6.2f} s CPU")
    return out, wall, cpu


def five_tool_fidelity(season: int, league: str, replays: int) -> None:
    """Replay a real league-season with and without Five Tool ratings from the statistics."""
    from dugout.api.fidelity import real_team
    from dugout.sources.lahman import import_league

    teams = import_league(season, league)
    games = round(sum(t.record.g for t in teams if t.record) / len(teams))
    real = [real_team(t) for t in teams]
    tot = {"pa": 0, "hr": 0, "bb": 0, "so": 0}
    for t in teams:
        for p in t.players:
            if p.batting:
                tot["pa"] += p.batting.pa
                tot["hr"] += p.batting.hr
                tot["bb"] += p.batting.bb
                tot["so"] += p.batting.so
    for label, options in (("plain", {}), ("calibrated", {"era": "league", "walks": "rate", "power": "fit"})):
        for five in (False, True):
            rules = Deadball(options)
            use = [five_tool_team(t, options) for t in teams] if five else teams
            rg_err = ba_err = 0.0
            lg = [0] * 21
            for r in range(replays):
                s = Season(rules, [rated(rules, t) for t in use], f"five-tool-fidelity:{r}")
                s.play_schedule(balanced_schedule(len(use), games))
                for ts, want in zip(s.teams, real):
                    tot_line = [0] * 21
                    for line in ts.bat.values():
                        for k in range(21):
                            tot_line[k] += line[k]
                            lg[k] += line[k]
                    rg_err += abs(ts.rs / ts.games - want["R/G"])
                    ba_err += abs(tot_line[B_H] / tot_line[B_AB] - want["BA"])
            n = replays * len(teams)
            ratios = {k: (lg[i] / lg[B_PA]) / (tot[k] / tot["pa"]) for k, i in (("hr", B_HR), ("bb", B_BB),
                                                                                  ("so", B_SO))}
            print(f"{season} {league} {label:10} five-tool={'on ' if five else 'off'}  team R/G MAE {rg_err / n:.2f}"
                  f"  BA MAE {ba_err / n:.3f}  HR/PA x{ratios['hr']:.2f}  BB/PA x{ratios['bb']:.2f}"
                  f"  SO/PA x{ratios['so']:.2f}")


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "five-tool":
        five_tool_fidelity(int(sys.argv[2]), sys.argv[3].upper(), int(sys.argv[4]) if len(sys.argv) > 4 else 2)
        return
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 2024
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        full = LeagueFolder(root / "full")
        timed("create an 8-team league (25 + 3 prospects each)", lambda: create_league(full, teams=8, seed=seed))

        def season() -> int:
            run = load_run(full)
            run.play(save=lambda r: full.write_state(r.n, r.state()))
            full.write_summary(run.n, run.summary())
            return len(run.season.results)

        games, _wall, cpu = timed("154-game season, full engine, saved every day", season)
        print(f"  {games} games: {games / cpu:,.0f} games per CPU second (target: the season in <= 10 s)")
        timed("the off-season (aging, prospects, trades, files)", lambda: advance(full))

        mem = LeagueFolder(root / "mem")
        create_league(mem, teams=8, seed=seed)
        run = load_run(mem)
        _, _, cpu = timed("the same season in memory, no saves", lambda: run.play())
        print(f"  {len(run.season.results) / cpu:,.0f} games per CPU second")

        quick = LeagueFolder(root / "quick")
        create_league(quick, teams=8, seed=seed, engine="quick")
        qrun = load_run(quick)
        timed("the season quick-simmed by Team Score, saved every day",
              lambda: qrun.play(save=lambda r: quick.write_state(r.n, r.state())))


if __name__ == "__main__":
    main()
