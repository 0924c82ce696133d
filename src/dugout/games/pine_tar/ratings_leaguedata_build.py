"""The builder of ``ratings_leaguedata.py``: what Pine Tar needs about every league-season, from Lahman.

The roster model carries league totals but no distributions. For each Lahman league-season this stores the
pitching totals by throwing hand (the share of batters a LHP faced, the baselines of pitcher quality), the
15th and 85th percentiles of regulars' speed (BR S and F), the distribution of pitcher quality weighted by
batters faced with the starters' share, and every pitcher's quality and batters faced as a starter and in relief
(the grade mix and its neutrality). Run
``python -m dugout.games.pine_tar.ratings_leaguedata_build`` after a Lahman update or a change to how speed or
pitcher quality is computed; it replaces only the rows of ``_ROWS`` in ratings_leaguedata.py (the reader code
there is written by hand).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from dugout.engine.seasontable import write_rows

if TYPE_CHECKING:
    from dugout.games.pine_tar.ratings_league import PTLeague
    from dugout.model.stats import PitchingLine
    from dugout.model.team import Team

Quality = Callable[["PitchingLine", str, "PTLeague"], float]
"""A pitcher's quality from his line, throwing hand and league (``ratings_pitching.quality``)."""

def _quantiles(pairs: list[tuple[float, float]], qs: tuple[float, ...]) -> list[float]:
    pairs.sort()
    total = sum(w for _, w in pairs)
    out, cum, k = [], 0.0, 0
    for d, w in pairs:
        cum += w
        while k < len(qs) and cum >= qs[k] * total:
            out.append(d)
            k += 1
    while len(out) < len(qs):
        out.append(pairs[-1][0])
    return out


#: Outfield spots, in the order of the ``of`` cell.
OF_SPOTS = ("LF", "CF", "RF")


def outfield_spots(teams: list[Team]) -> tuple[float, float, float] | None:
    """Plays (PO + A) per game at LF, CF and RF relative to the league's outfielders, where fielding is lumped as OF.

    A least-squares fit of each outfielder's plays on his games at the three spots (Appearances); None when the
    league records the spots' fielding separately or has too few outfielders to fit.
    """
    rows = []
    for t in teams:
        for p in t.players:
            line = p.fielding.get("OF")
            if line is None or line.g < 10 or any(s in p.fielding for s in OF_SPOTS):
                continue
            g = [p.games_at.get(s, 0) for s in OF_SPOTS]
            if sum(g) > 0:
                rows.append((g, line.po + line.a))
    if len(rows) < 6:
        return None
    a = [[float(sum(r[0][i] * r[0][j] for r in rows)) for j in range(3)] + [float(sum(r[0][i] * r[1] for r in rows))]
         for i in range(3)]
    for i in range(3):
        piv = max(range(i, 3), key=lambda k: abs(a[k][i]))
        if abs(a[piv][i]) < 1e-9:
            return None
        a[i], a[piv] = a[piv], a[i]
        for k in range(3):
            if k != i:
                f = a[k][i] / a[i][i]
                a[k] = [x - f * y for x, y in zip(a[k], a[i])]
    mean = sum(r[1] for r in rows) / sum(sum(r[0]) for r in rows)
    coef = [a[i][3] / a[i][i] / mean for i in range(3)]
    if min(coef) <= 0.3 or max(coef) >= 2.0:
        return None
    return coef[0], coef[1], coef[2]


def innings_split(teams: list[Team]) -> tuple[float, float]:
    """(innings per start, innings per relief appearance) of a league: relievers from pitchers who never started,
    starters from the rest once their relief innings are taken out."""
    r_ip = r_g = 0.0
    ip = 0.0
    gs = relief_g = 0
    for t in teams:
        for p in t.players:
            pl = p.pitching
            if pl is None or pl.g <= 0:
                continue
            ip += pl.ipouts / 3
            gs += pl.gs
            relief_g += pl.g - pl.gs
            if pl.gs == 0:
                r_ip += pl.ipouts / 3
                r_g += pl.g
    per_relief = r_ip / r_g if r_g else 1.5
    per_start = (ip - relief_g * per_relief) / gs if gs else 6.0
    return max(3.0, min(9.5, per_start)), max(0.3, min(4.0, per_relief))


def _usage(teams: list[Team], lg: PTLeague,
           quality: Quality) -> tuple[list[tuple[float, float]], list[tuple[float, float]]]:
    """(quality, batters faced) of starters and of relievers, as the engine's default usage spreads them: starts
    by each pitcher's real share of his team's starts (``roster.starter_by_pace``) and relief by his real share of
    its relief work (the AI manager's bullpen), so each pitcher faces about his real batters. A swingman's batters
    faced are split at the league's innings per relief appearance.
    """
    start, relief = [], []
    _, per_relief = innings_split(teams)
    for t in teams:
        for p in t.players:
            pl = p.pitching
            if pl is None or pl.ipouts <= 0:
                continue
            ip = pl.ipouts / 3
            share = max(0.0, ip - (pl.g - pl.gs) * per_relief) / ip if pl.gs else 0.0
            d = quality(pl, p.throws, lg)
            if share > 0:
                start.append((d, pl.batters_faced * share))
            if share < 1:
                relief.append((d, pl.batters_faced * (1 - share)))
    return start, [x for x in relief if x[1] > 0]


def real_points(teams: list[Team], lg: PTLeague, quality: Quality) \
        -> tuple[list[tuple[float, float, float]], list[tuple[float, float]]]:
    """The league's real pitchers as their cards meet batters: starters (role S or S/R, whose third time through
    the order has its own grade) as (quality, batters faced in starts, in relief), the rest (role R or C: one grade)
    as (quality, batters faced). Usage as in ``_usage``; points of the same quality at five decimals are merged,
    batters faced rounded to a tenth, in order of quality.
    """
    from dugout.games.pine_tar.ratings_pitching import role

    trips: dict[float, list[float]] = {}
    single: dict[float, float] = {}
    _, per_relief = innings_split(teams)
    for t in teams:
        for p in t.players:
            pl = p.pitching
            if pl is None or pl.ipouts <= 0 or pl.batters_faced <= 0:
                continue
            ip = pl.ipouts / 3
            share = max(0.0, ip - (pl.g - pl.gs) * per_relief) / ip if pl.gs else 0.0
            d = round(quality(pl, p.throws, lg), 5)
            bf = pl.batters_faced
            if role(pl, lg.season, p.is_pitcher) in ("S", "S/R"):
                w = trips.setdefault(d, [0.0, 0.0])
                w[0] += bf * share
                w[1] += bf * (1 - share)
            else:
                single[d] = single.get(d, 0.0) + bf
    return ([(d, round(w[0], 1), round(w[1], 1)) for d, w in sorted(trips.items()) if round(w[0] + w[1], 1) > 0],
            [(d, round(w, 1)) for d, w in sorted(single.items()) if round(w, 1) > 0])


def points_cells(teams: list[Team], lg: PTLeague, quality: Quality) -> list[str]:
    """The ``pt`` cell (quality, batters faced in starts, in relief, … of the starters) and the ``pr`` cell
    (quality, batters faced, … of the others): ``real_points``."""
    starters, others = real_points(teams, lg, quality)
    out = []
    if starters:
        out.append("pt:" + ":".join(f"{d:.5f}:{s:.1f}:{r:.1f}" for d, s, r in starters))
    if others:
        out.append("pr:" + ":".join(f"{d:.5f}:{w:.1f}" for d, w in others))
    return out


def main() -> None:
    """Rewrite the rows of ratings_leaguedata.py next to this module."""
    from dugout.games.pine_tar import ratings_league as L
    from dugout.games.pine_tar.ratings import _SPEED_CACHE, _league_speed, _speed
    from dugout.games.pine_tar.ratings_pitching import quality
    from dugout.sources import lahman

    rows = []
    for year in range(lahman.FIRST_SEASON, lahman.LAST_SEASON + 1):
        for lg_id in lahman.leagues(year):
            teams = lahman.import_league(year, lg_id)
            sums: dict[str, list[int]] = {}
            for team in teams:
                for p in team.players:
                    pl = p.pitching
                    if pl is None or pl.ipouts <= 0:
                        continue
                    s = sums.setdefault(p.throws, [0] * 7)
                    for i, v in enumerate((pl.batters_faced, pl.r, pl.h, pl.hr, pl.bb, pl.hbp, pl.so)):
                        s[i] += v
            cells = [str(year), lg_id]
            for hand in sorted(sums):
                cells.append(":".join([hand] + [str(v) for v in sums[hand]]))
            L._CACHE.clear()
            _SPEED_CACHE.clear()
            lg = L.league_for(teams[0].context, hands=sums)
            base = _league_speed(lg)
            speeds = sorted(_speed(p, base, lg.batting) - base for t in teams for p in t.players
                            if p.batting and p.batting.pa >= 300 and not p.is_pitcher)
            if len(speeds) >= 8:
                n = len(speeds)
                cells.append(f"sp:{speeds[int(0.15 * n)]:.2f}:{speeds[min(n - 1, int(0.85 * n))]:.2f}")
            start_pairs, relief_pairs = _usage(teams, lg, quality)
            qs = tuple(k / 20 + 0.025 for k in range(20))
            if start_pairs and relief_pairs:
                total_s = sum(w for _, w in start_pairs)
                total_r = sum(w for _, w in relief_pairs)
                cells.append("d:" + ":".join(f"{v:.4f}" for v in _quantiles(start_pairs, qs)))
                cells.append("dr:" + ":".join(f"{v:.4f}" for v in _quantiles(relief_pairs, qs)))
                cells.append(f"qs:{total_s / (total_s + total_r):.3f}")
            per_start, per_relief = innings_split(teams)
            cells.append(f"ip:{per_start:.2f}:{per_relief:.2f}")
            cells += points_cells(teams, lg, quality)
            spots = outfield_spots(teams)
            if spots is not None:
                cells.append("of:" + ":".join(f"{v:.3f}" for v in spots))
            rows.append(";".join(cells))
    path = Path(__file__).with_name("ratings_leaguedata.py")
    write_rows(path, rows)


if __name__ == "__main__":
    main()
