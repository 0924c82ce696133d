"""What cards that reproduce every player exactly would score in the atlas (issue 17's targets, at R replays).

Each regular's simulated line is drawn from his own real rates over R times his real plate appearances (a
multinomial over singles, doubles, triples, home runs, walks, hit by pitch, sacrifice flies and outs), so the only
thing between the "sim" and the real season is the dice. For each league-season it estimates, over many such
trials, how often these perfect cards meet each target the atlas holds a card game to (``api/atlas_targets.py``):

* player OPS r >= .93 (the regulars, 300 PA or more, as ``fidelity`` picks them);
* league HR, BB and SO per PA within 6 % of real (binomial over the league's plate appearances);
* team BA MAE <= .006 (each team's at bats binomial at its real average);
* team R/G MAE <= .25, with each team scoring its own BaseRuns times the league's real runs over its BaseRuns (so
  the league's runs are met exactly and only the teams' own sequencing and the dice remain) and a game's runs
  spread with variance 2.1 times their mean (a real season's runs a team-game: sd about 3.1 at 4.5);
* "every": all of these at once in the same trial (R/G, relief and starts are left out: perfect cards' runs
  depend on the engine, and relief and starts on the managers).

The last line multiplies each league-season's "every" over the range: the chance that perfect cards meet every
such target in every league-season of it. Offline analysis; numpy's generator seeded from ``--seed``.

    python benchmarks/perfect_cards.py --from 1901 --to 2024 --every 10 --replays 3
"""

from __future__ import annotations

import argparse
import math

import numpy as np

from dugout.model.stats import BattingLine
from dugout.sources import lahman

#: A team-game's runs: variance over mean (overdispersed Poisson).
RUNS_DISPERSION = 2.1


def base_runs(b: BattingLine) -> float:
    """BaseRuns (Smyth) of a batting line, stolen bases, caught stealing and double plays included."""
    a = b.h + b.bb + b.hbp - b.hr - b.cs - b.gidp
    bb = (1.4 * b.tb - 0.6 * b.h - 3 * b.hr + 0.1 * (b.bb + b.hbp - b.ibb) + 0.9 * (b.sb - b.cs - b.gidp)) * 1.1
    c = b.ab - b.h + b.sh + b.sf + b.cs + b.gidp
    return a * bb / (bb + c) + b.hr if bb + c > 0 else float(b.hr)


def league_odds(season: int, league: str, replays: int, trials: int, rng: np.random.Generator) -> dict[str, float]:
    teams = lahman.import_league(season, league)
    regs = [p.batting for t in teams for p in t.players if p.batting and p.batting.pa >= 300]
    real_ops = np.array([b.ops for b in regs])
    sim_ops = np.zeros((trials, len(regs)))
    for j, b in enumerate(regs):
        k = np.array([b.singles, b.b2, b.b3, b.hr, b.bb, b.hbp, b.sf, b.ab - b.h,
                      max(b.pa - b.ab - b.bb - b.hbp - b.sf, 0)], float)
        c = rng.multinomial(replays * b.pa, k / k.sum(), size=trials)
        h = c[:, :4].sum(axis=1)
        ab = h + c[:, 7]
        on = h + c[:, 4] + c[:, 5]
        sim_ops[:, j] = on / (ab + c[:, 4] + c[:, 5] + c[:, 6]) + (c[:, :4] @ np.array([1, 2, 3, 4])) / ab
    x = real_ops - real_ops.mean()
    y = sim_ops - sim_ops.mean(axis=1, keepdims=True)
    r = (y @ x) / np.sqrt((y * y).sum(axis=1) * (x @ x))
    ok = {"OPS r": r >= 0.93}

    lines = []
    for t in teams:
        b = BattingLine()
        for p in t.players:
            if p.batting:
                b = b + p.batting
        lines.append((t, b))
    pa = sum(b.pa for _, b in lines)
    for name, count in (("HR", sum(b.hr for _, b in lines)), ("BB", sum(b.bb for _, b in lines)),
                        ("SO", sum(b.so for _, b in lines))):
        if count == 0:
            continue
        ratio = rng.binomial(replays * pa, count / pa, size=trials) / (replays * count)
        ok[name] = np.abs(ratio - 1) <= 0.06 + 1e-9

    ba_err = np.zeros(trials)
    r_err = np.zeros(trials)
    runs = sum(t.record.r for t, _ in lines)
    conv = runs / sum(base_runs(b) for _, b in lines)
    for t, b in lines:
        g = t.record.g
        ba_err += np.abs(rng.binomial(replays * b.ab, b.h / b.ab, size=trials) / (replays * b.ab) - b.h / b.ab)
        mean = conv * base_runs(b) / g
        sim = rng.normal(mean, math.sqrt(RUNS_DISPERSION * mean / (replays * g)), size=trials)
        r_err += np.abs(sim - t.record.r / g)
    ok["team BA MAE"] = ba_err / len(lines) <= 0.006 + 1e-9
    ok["team R/G MAE"] = r_err / len(lines) <= 0.25 + 1e-9
    every = np.logical_and.reduce(list(ok.values()))
    out = {name: float(v.mean()) for name, v in ok.items()}
    out["every"] = float(every.mean())
    out["r mean"] = float(r.mean())
    out["conv"] = conv
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--from", dest="first", type=int, default=1901)
    ap.add_argument("--to", dest="last", type=int, default=2024)
    ap.add_argument("--every", type=int, default=10)
    ap.add_argument("--replays", type=int, default=3)
    ap.add_argument("--trials", type=int, default=4000)
    ap.add_argument("--seed", type=int, default=0)
    a = ap.parse_args()
    rng = np.random.default_rng(a.seed)
    names = ["OPS r", "HR", "BB", "SO", "team BA MAE", "team R/G MAE", "every"]
    print(f"perfect cards, {a.replays} replays, {a.trials} trials: the share of trials meeting each target")
    print(f"{'season':>6} {'lg':>3} {'r mean':>7} " + " ".join(f"{n:>12}" for n in names) + "  R/BsR")
    prod = dict.fromkeys(names, 1.0)
    expected_off = dict.fromkeys(names, 0.0)
    for season in range(a.first, a.last + 1, a.every):
        for lg in lahman.leagues(season):
            o = league_odds(season, lg, a.replays, a.trials, rng)
            print(f"{season:>6} {lg:>3} {o['r mean']:7.3f} " + " ".join(f"{o.get(n, 1.0):12.3f}" for n in names)
                  + f"  {o['conv']:.3f}", flush=True)
            for n in names:
                prod[n] *= o.get(n, 1.0)
                expected_off[n] += 1 - o.get(n, 1.0)
    print("every league-season of the range " + " ".join(f"{prod[n]:12.4f}" for n in names))
    print("league-seasons off, expected     " + " ".join(f"{expected_off[n]:12.2f}" for n in names))


if __name__ == "__main__":
    main()
