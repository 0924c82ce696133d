"""Payoff Pitch card quality, old vs new: every card's error measures over a set of league-seasons.

``dump OUT.json`` rates every team of the seasons below (no cache) and writes, per card, the pitcher card's largest
tight error (H, HR, BB, SO, in tolerances of half a point) and their sum, and the batter card's largest error over
its three sides (standard, vs LHP, vs RHP; all seven outcomes against the floored targets) and their sum, with a
digest of the card. ``compare OLD.json NEW.json`` prints the mean, the 95th percentile and the worst single-card
change of each measure, and how many cards differ.

Run: PYTHONPATH=src .venv/bin/python benchmarks/compare_payoff_pitch_cards.py dump out.json
"""

from __future__ import annotations

import hashlib
import json
import sys
import time

import numpy as np

from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.ratings import Rater
from dugout.games.payoff_pitch.ratings_batter import side_rates
from dugout.games.payoff_pitch.ratings_exact import TOL, tight_errors
from dugout.games.payoff_pitch.ratings_pitcher import exact_rates
from dugout.sources import lahman

SEASONS = ((1884, "NL"), (1908, "NL"), (1927, "AL"), (1969, "AL"), (1985, "AL"), (2016, "NL"), (2019, "AL"))


def _bat_errors(c, t) -> list[float]:
    out: list[float] = []
    for side, target in ((c.bat.std, c.bat.target), (c.bat.vs_l, c.bat.target_l), (c.bat.vs_r, c.bat.target_r)):
        model = side_rates(side, t)
        out += [abs(model[o] - max(target[o], t.fixed[o])) / TOL for o in range(T.NOUT)]
    return out


def dump(path: str) -> None:
    res: dict[str, dict[str, dict[str, object]]] = {}
    for season, lg in SEASONS:
        teams = lahman.import_league(season, lg)
        cpu = time.process_time()
        rows: dict[str, dict[str, object]] = {}
        for team in teams:
            r = Rater(team)
            t = r.t
            for p in team.players:
                c = r.card(p)
                key = f"{team.id}/{p.id}"
                pe = [abs(x) / TOL for x in tight_errors(exact_rates(c.pit.labels, c.pit.so, t, c.pit.throws,
                                                                     c.pit.phi1, tired=c.pit.tired), c.pit.target)]
                be = _bat_errors(c, t)
                digest = hashlib.sha1(repr(c).encode()).hexdigest()[:12]
                rows[key] = {"pit_max": max(pe), "pit_sum": sum(pe), "bat_max": max(be), "bat_sum": sum(be),
                             "pitcher": bool(p.pitching is not None and p.pitching.batters_faced > 0),
                             "card": digest, "pit_card": repr((c.pit.labels, c.pit.so)),
                             "bat_card": hashlib.sha1(repr(c.bat).encode()).hexdigest()[:12]}
        print(f"{season} {lg}: {len(rows)} cards, {time.process_time() - cpu:.1f} s CPU", flush=True)
        res[f"{season} {lg}"] = rows
    with open(path, "w") as f:
        json.dump(res, f, indent=0, sort_keys=True)


def compare(old_path: str, new_path: str) -> None:
    with open(old_path) as f:
        old = json.load(f)
    with open(new_path) as f:
        new = json.load(f)
    ok = True
    print(f"{'season':9s} {'measure':8s} {'n':>5s} {'mean old':>9s} {'mean new':>9s} {'p95 old':>8s} {'p95 new':>8s} "
          f"{'worst +':>8s} {'changed':>8s}")
    for season in old:
        o, n = old[season], new[season]
        keys = sorted(o)
        assert keys == sorted(n), season
        for m, sel in (("pit_max", "pitcher"), ("pit_sum", "pitcher"), ("bat_max", None), ("bat_sum", None)):
            ks = [k for k in keys if sel is None or o[k][sel]]
            a = np.array([o[k][m] for k in ks])
            b = np.array([n[k][m] for k in ks])
            part = "pit_card" if m.startswith("pit") else "bat_card"
            changed = sum(o[k][part] != n[k][part] for k in ks)
            worse = float((b - a).max()) if len(ks) else 0.0
            pa, pb = float(np.percentile(a, 95)), float(np.percentile(b, 95))
            bad = b.mean() > a.mean() + 1e-9 or pb > pa + 1e-9 or worse > 0.25
            ok &= not bad
            print(f"{season:9s} {m:8s} {len(ks):5d} {a.mean():9.4f} {b.mean():9.4f} {pa:8.4f} {pb:8.4f} "
                  f"{worse:8.4f} {changed:8d}{'  WORSE' if bad else ''}")
    print("no worse" if ok else "WORSE somewhere")


if __name__ == "__main__":
    if sys.argv[1] == "dump":
        dump(sys.argv[2])
    else:
        compare(sys.argv[2], sys.argv[3])
