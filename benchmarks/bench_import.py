"""Time importing every team of 2024 (30 teams) from the embedded Lahman data; report peak memory.

Target: ≤ 3 s wall on a 2-core machine, cold (first use in a fresh process, reading the Lahman tables).
Run: .venv/bin/python benchmarks/bench_import.py
"""

from __future__ import annotations

import resource
import time

t0 = time.perf_counter()
from dugout.sources import lahman

t_import = time.perf_counter() - t0


def main() -> None:
    t1 = time.perf_counter()
    teams = lahman.import_league(2024, "AL") + lahman.import_league(2024, "NL")
    cold = time.perf_counter() - t1
    assert len(teams) == 30 and all(len(t.lineup_vs_rhp) == 9 for t in teams)
    lahman.league_context.cache_clear()
    t2 = time.perf_counter()
    for lg in ("AL", "NL"):
        lahman.import_league(2024, lg)
    warm = time.perf_counter() - t2
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    players = sum(len(t.players) for t in teams)
    print(f"import 2024, 30 teams, {players} players: cold {cold:.2f} s (plus {t_import:.2f} s importing dugout), "
          f"warm {warm:.2f} s, peak RSS {peak_mb:.0f} MB")


if __name__ == "__main__":
    main()
