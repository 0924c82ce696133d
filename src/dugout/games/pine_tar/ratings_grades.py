"""Pitch grades: what each grade is worth, and the assignment that keeps the league's mean effect neutral.

A grade's effect (digest §6.6 step 3) is the change in runs per plate appearance it causes on the
league-average column: its pitch-check conversions from the modifier table plus, for A+, A and B, the
ball-2 rule. Grades C-G help the batter (errata PT-1). A pitcher's target is his quality ``d`` (runs per
batter faced against the baseline of his throwing hand) plus the league offset ``m0`` that makes the
league's batter-faced-weighted mean effect zero.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from dugout.games.pine_tar import tables as T
from dugout.games.pine_tar.ratings_hitting import expected_rates, fit_column
from dugout.games.pine_tar.ratings_league import PTLeague, card_pa

#: Spread of pitcher quality within a league, as a share of the league's runs per PA (measured in Lahman).
QUALITY_SPREAD = 0.13
#: The home pitcher's edge, as a share of the league's runs per PA (about half the home team's advantage).
HOME_EDGE = 0.02
_NODES = 41


@dataclass(frozen=True, slots=True)
class GradeScale:
    """A league's grade effects, neutrality offset and the mix of grades its batters face."""

    effect: tuple[float, ...]
    """Runs per PA each grade adds to the league-average column (negative helps the pitcher)."""
    m0: float
    mix: tuple[float, ...]
    """Share of plate appearances against each grade, league-wide."""
    home_edge: float
    s3: float
    """Share of a starter's batters faced from the third time through the order on."""


def third_time_share(innings: float, bf_per_ip: float) -> float:
    """Share of a starter's batters faced from his third time through the order on (after batter 18).

    >>> round(third_time_share(6.0, 4.25), 3)
    0.294
    """
    bf = innings * bf_per_ip
    return max(0.0, 1 - 18 / bf) if bf > 0 else 0.0


def engine_bf_per_ip(lg: PTLeague) -> float:
    """Batters an inning in play: three over the outs the league's batters made per plate appearance, less the errors
    the engine plays (``roe_width`` over ``e_bar``).

    The engine records outs only from the batters' results (no runner is put out on the bases under the main rules),
    so its innings take more batters than the league's pitching line says: 1911 NL 4.50 in play against 4.14 real,
    2016 NL 4.38 against 4.27. The batters' outs (AB - H + SH + SF + GIDP, errors among them) less the engine's
    reached-on-errors give 4.47 and 4.37.
    """
    b = lg.batting
    if b is None or b.pa <= 0:
        return lg.bf_per_ip
    roe = (lg.roe_width + 1) * lg.e_bar / 99 * card_pa(b) / b.pa
    outs = (b.ab - b.h + b.sh + b.sf + b.gidp) / b.pa - roe
    return 3 / outs if outs > 0.5 else lg.bf_per_ip


def league_column(lg: PTLeague) -> tuple[int, ...]:
    """The league-average hitting column (no platoon split, no compensation)."""
    return fit_column(lg.rates, n_roe=round(lg.roe_width), ground_share=lg.ground_share, hand="R", lo_pos=6, mix=None,
                      f1=0.0)


def run_value(lg: PTLeague, probs: list[float]) -> float:
    """Runs per PA of a distribution over outcome codes (ROE results as their error/out mix)."""
    rv = lg.run_value
    roe = lg.e_bar * lg.roe_value + (1 - lg.e_bar) * lg.out_value
    total = 0.0
    for code, p in enumerate(probs):
        if code in (T.ROE_PO, T.ROE_LO):
            total += p * roe
        elif code == T.BK_WP:
            continue
        else:
            total += p * rv[code]
    return total


def grade_effects(lg: PTLeague) -> tuple[float, ...]:
    """Runs per PA each grade adds on the league-average column, ball-2 rule included."""
    col = league_column(lg)
    f1 = lg.f_risp * lg.f1_risp + (1 - lg.f_risp) * lg.f1_open
    base = run_value(lg, _unmodified(col))
    out = []
    for g in range(len(T.GRADES)):
        out.append(run_value(lg, expected_rates(col, _only(g), f1)) - base)
    return tuple(out)


def _unmodified(col: tuple[int, ...]) -> list[float]:
    n = [0.0] * len(T.OUTCOME_NAMES)
    for i in range(99):
        n[col[i]] += 1 / 99
    return n


def _only(g: int) -> tuple[float, ...]:
    return tuple(1.0 if k == g else 0.0 for k in range(len(T.GRADES)))


def _nearest(effect: tuple[float, ...], x: float) -> int:
    """The grade whose effect is nearest ``x``."""
    return min(range(len(effect)), key=lambda g: (abs(effect[g] - x), g))


def _trips(effect: tuple[float, ...], x: float, s3: float) -> tuple[int, int]:
    """First-two-trips and third-trip grades (the third never better) whose usage-weighted effect is nearest x."""
    best = (math.inf, 0, 0)
    for g1 in range(len(effect)):
        for g3 in range(g1, min(len(effect), g1 + 3)):
            err = abs((1 - s3) * effect[g1] + s3 * effect[g3] - x)
            if err < best[0] - 1e-12:
                best = (err, g1, g3)
    return best[1], best[2]


def assign(scale: GradeScale, d: float, starter: bool) -> tuple[tuple[int, int], tuple[int, int]]:
    """(home first/third, away first/third) grades for a pitcher of quality ``d``.

    Home and away round ``d + m0 ∓ home_edge`` on their own; a starter's two trips through the order and
    his later trips split the rest of the difference (his third time is never better than his first).
    """
    x = d + scale.m0
    eff = scale.effect
    out = []
    for xc in (x - scale.home_edge, x + scale.home_edge):
        if starter:
            out.append(_trips(eff, xc, scale.s3))
        else:
            g = _nearest(eff, xc)
            out.append((g, g))
    return out[0], out[1]


def _nodes(sigma: float) -> list[tuple[float, float]]:
    """Normal quadrature nodes (value, weight) over ±3 sigma."""
    pts = [(-3 + 6 * k / (_NODES - 1)) for k in range(_NODES)]
    ws = [math.exp(-z * z / 2) for z in pts]
    tot = sum(ws)
    return [(sigma * z, w / tot) for z, w in zip(pts, ws)]


#: ``_trips``' candidate (first, third) grade pairs, in its order.
_PAIRS = tuple((g1, g3) for g1 in range(len(T.GRADES)) for g3 in range(g1, min(len(T.GRADES), g1 + 3)))
_PAIR_G1, _PAIR_G3 = np.array([p[0] for p in _PAIRS]), np.array([p[1] for p in _PAIRS])


def _assign_many(scale: GradeScale, ds: np.ndarray, starter: bool) -> tuple[np.ndarray, ...]:
    """``assign`` for many qualities at once: arrays of home first, home third, away first, away third grades
    (the same comparisons in the same order, so the same grades)."""
    x = ds + scale.m0
    eff = scale.effect
    out: list[np.ndarray] = []
    for xc in (x - scale.home_edge, x + scale.home_edge):
        if starter:
            err = np.abs(np.array([(1 - scale.s3) * eff[g1] + scale.s3 * eff[g3] for g1, g3 in _PAIRS])[:, None]
                         - xc[None, :])
            least = err.min(axis=0)
            pick = err.argmin(axis=0)  # the first least: what _trips finds unless another is within 1e-12 of it
            if ((err > least) & (err <= least + 1e-12)).any():
                best = np.full(len(ds), math.inf)
                for k in range(len(_PAIRS)):
                    better = err[k] < best - 1e-12
                    best = np.where(better, err[k], best)
                    pick = np.where(better, k, pick)
            out += [_PAIR_G1[pick], _PAIR_G3[pick]]
        else:
            g = np.argmin(np.abs(np.array(eff)[:, None] - xc[None, :]), axis=0)
            out += [g, g]
    return tuple(out)


def _mean_mix(scale: GradeScale, starter_share: float, points: tuple[list[tuple[float, float]], ...]) -> list[float]:
    """Share of plate appearances against each grade: starters' and relievers' quality points by their share.

    Each point's four shares (home and away, first and third time through) are added in turn, and the points'
    terms are summed in order (``np.add.accumulate`` runs in order), as one point at a time would.
    """
    terms = [np.zeros((1, len(T.GRADES)))]
    for starter, share, pts in ((True, starter_share, points[0]), (False, 1 - starter_share, points[1])):
        if share <= 0 or not pts:
            continue
        h1, h3, a1, a3 = _assign_many(scale, np.array([d for d, _ in pts]), starter)
        s3 = scale.s3 if starter else 0.0
        rows = np.arange(len(pts))
        u = np.zeros((len(pts), len(T.GRADES)))
        for g, part in ((h1, (1 - s3) / 2), (a1, (1 - s3) / 2), (h3, s3 / 2), (a3, s3 / 2)):
            u[rows, g] += part
        terms.append(np.array([w for _, w in pts])[:, None] * share * u)
    return [float(v) for v in np.add.accumulate(np.concatenate(terms), axis=0)[-1]]


#: Each stored quality point stands for a little spread of pitchers around it (runs per batter faced).
_KERNEL = ((-0.004, 1), (-0.002, 2), (0.0, 3), (0.002, 2), (0.004, 1))


def _smooth(points: tuple[float, ...]) -> list[tuple[float, float]]:
    total = len(points) * sum(w for _, w in _KERNEL)
    return [(d + dx, w / total) for d in points for dx, w in _KERNEL]


def _real_mix(scale: GradeScale, points: tuple[tuple[tuple[float, ...], ...], ...],
              smooth: bool = False) -> list[float]:
    """Share of plate appearances against each grade of the league's real pitchers (``PTLeague.real_points``): a
    starter's batters in his starts at his two trips' grades by ``s3``, his relief batters at his first grade, the
    others' at their one grade. ``smooth`` spreads each point by the kernel of the stored quantiles."""
    kern = _KERNEL if smooth else ((0.0, 1),)
    k = sum(w for _, w in kern)
    u = np.zeros(len(T.GRADES))
    total = 0.0
    for starter, pts in zip((True, False), points):
        if not pts:
            continue
        arr = np.array(pts, dtype=float)
        for dx, kw in kern:
            h1, h3, a1, a3 = _assign_many(scale, arr[:, 0] + dx, starter)
            if starter:
                first = (arr[:, 1] * (1 - scale.s3) + arr[:, 2]) * kw / k / 2
                third = arr[:, 1] * scale.s3 * kw / k / 2
            else:
                first, third = arr[:, 1] * kw / k / 2, np.zeros(len(arr))
            for g, w in ((h1, first), (a1, first), (h3, third), (a3, third)):
                u += np.bincount(g, weights=w, minlength=len(T.GRADES))
        total += float(arr[:, 1:].sum())
    return [float(v / total) for v in u] if total > 0 else [0.0] * len(T.GRADES)


_CACHE: dict[tuple[int, bool], tuple[PTLeague, GradeScale]] = {}
"""Grade scales by league context: ``league_for`` gives one object per league-season's contents, and the entry
keeps that object, so its id names those contents."""


def scale_for(lg: PTLeague, average_b: bool = False) -> GradeScale:
    """The league's grade scale, with ``m0`` found by bisection so the mean grade effect is zero (cached).

    The league's pitchers are its real pitchers (``PTLeague.real_points``: each one's quality and batters faced as
    a starter and in relief, from the stored league data), so the mix the batters' columns are fitted against is
    the grades the league's own pitcher cards carry at their real usage; ``m0`` is found on those points spread by
    the kernel of the stored quantiles (a mean effect continuous in ``m0``, no pitcher left on a grade's edge). A
    league the data does not have the pitchers of falls back to its stored quality distribution (20 smoothed
    quantiles of starters and of relievers, weighted by batters faced), or a normal spread of ``QUALITY_SPREAD`` ×
    runs per PA for a league the data does not cover (a league a user builds). With ``average_b`` (the
    authentic cards, which print raw season rates) the league's average pitcher is a B instead, as on the
    published 1889 Boston cards (A+, A and seven Bs legible), and the mean effect is what it is.
    """
    found = _CACHE.get((id(lg), average_b))
    if found is not None and found[0] is lg:
        return found[1]
    eff = grade_effects(lg)
    starter_share = lg.starter_share
    if lg.quality_points:
        points = tuple(_smooth(q) for q in lg.quality_points)
    else:
        nodes = _nodes(QUALITY_SPREAD * lg.rpa)
        points = (nodes, nodes)
    s3 = third_time_share(lg.start_ip, engine_bf_per_ip(lg))
    edge = HOME_EDGE * lg.rpa

    real = lg.real_points

    def mean_effect(m0: float) -> float:
        sc = GradeScale(eff, m0, (), edge, s3)
        mix = _real_mix(sc, real, smooth=True) if real else _mean_mix(sc, starter_share, points)
        return sum(m * e for m, e in zip(mix, eff))

    if average_b:
        m0 = eff[T.B]
    else:
        lo, hi = -0.2, 0.2
        for _ in range(50):
            mid = (lo + hi) / 2
            if mean_effect(mid) > 0:
                hi = mid
            else:
                lo = mid
        m0 = (lo + hi) / 2
    sc = GradeScale(eff, m0, (), edge, s3)
    if real:
        mix = _real_mix(sc, real)
    else:
        mix = _mean_mix(sc, starter_share, points)
    scale = GradeScale(eff, m0, tuple(mix), edge, s3)
    _CACHE[id(lg), average_b] = (lg, scale)
    return scale
