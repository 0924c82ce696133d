"""How far a batter's fitted columns are from his targets, mixed as he uses them, and the polish that brings a
fitted card toward his OBP, SLG and BA (issue 17). ``ratings_hitting`` fits the columns with these costs."""

from __future__ import annotations

import numpy as np

from dugout.games.pine_tar import ratings_grid as G


def mixed(g: np.ndarray, u: np.ndarray, w: np.ndarray) -> np.ndarray:
    """Usage-weighted miss of each outcome (slots), (m, 7), of m cards' columns g (m, c, 7): the columns' terms
    added in order, as ``sum`` adds them."""
    wt = 0 + u[:, 0, None] * (99 * g[:, 0] - w[:, 0])
    for k in range(1, g.shape[1]):
        wt = wt + u[:, k, None] * (99 * g[:, k] - w[:, k])
    return wt


def held(miss: np.ndarray, at_floor: np.ndarray, floor: np.ndarray) -> np.ndarray:
    """Misses (slots; any sign convention, ``miss`` > 0 read as a shortfall) with each excess that a floor holds
    (the count at its least, a floor above zero: no move can lower it) counted as half a slot at most, so that
    the search goes on to fix the other outcomes instead of guarding the held one. Nothing changes where no floor
    binds."""
    at_least = (miss < -0.5) & at_floor & (floor > 0)
    return np.where(at_least, -0.5, miss)


def held_mixed(wt: np.ndarray, counts: np.ndarray, floor: np.ndarray) -> np.ndarray:
    """Mixed misses (``mixed``: expected minus target, (m, 7)) of cards whose columns' counts are ``counts``
    (m, c, 7), an excess held by a floor in every column counted as half a slot (``held``)."""
    if not floor.any():
        return wt
    at_floor: np.ndarray = np.asarray((counts <= floor[:, None, :]).all(axis=1))
    return -held(-wt, at_floor, floor)


def cost_keys(wt: np.ndarray, col: np.ndarray) -> np.ndarray:
    """The cost of each card as a row to compare: the worst of its mixed misses and half its columns' own worst
    miss, then its mixed misses from the largest down."""
    a = np.abs(wt)
    return np.column_stack([np.maximum(a.max(axis=1), 0.5 * col), -np.sort(-a, axis=1)])


#: Share of an outcome's rate by which ``polish`` may let it miss (it stays within half a slot whatever the rate).
POLISH_SHARE = 0.1
#: Slots of each ``TARGETED`` outcome that count toward the on-base numerator, the hits and the total bases.
_ON_BASE = np.array([1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.0])
_HITS = np.array([1.0, 1.0, 1.0, 1.0, 0.0, 0.0, 0.0])
_BASES = np.array([4.0, 3.0, 2.0, 1.0, 0.0, 0.0, 0.0])
_NOT_AB = np.array([0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 0.0])


def rate_stats(slots: np.ndarray) -> np.ndarray:
    """On-base average, slugging and batting average, (..., 3), of mixed expected slots (..., 7) in ``TARGETED``
    order (99 slots a plate appearance; every plate appearance that is not a walk or HBP an at-bat).

    >>> [round(float(v), 3) for v in rate_stats(np.array([3.0, 0.5, 5.0, 15.0, 8.0, 1.0, 20.0]))]
    [0.328, 0.428, 0.261]
    """
    ab = 99.0 - slots @ _NOT_AB
    return np.stack([slots @ _ON_BASE / 99.0, slots @ _BASES / ab, slots @ _HITS / ab], axis=-1)


def stat_miss(wt: np.ndarray, want: np.ndarray) -> np.ndarray:
    """How far a card is from its batter: the summed absolute misses of its OBP, SLG and BA, and each outcome's
    miss as a share of its rate plus one slot (per 99, so a slot of a common outcome weighs what a thousandth of
    OBP does and the rare ones weigh more: trading a light hitter's triples for home runs costs), of mixed misses
    ``wt`` (m, 7) against mixed targets ``want`` (m, 7), both in slots."""
    return np.abs(rate_stats(want + wt) - rate_stats(want)).sum(axis=-1) + (np.abs(wt) / (want + 1)).sum(axis=-1) / 99


def polish(cur: np.ndarray, rows: np.ndarray, own: np.ndarray, moved: np.ndarray, w: np.ndarray, u: np.ndarray, f1: np.ndarray,
            roe: np.ndarray, slow: np.ndarray, floor: np.ndarray, room: np.ndarray, mix: tuple[float, ...],
            hw: np.ndarray) -> None:
    """Bring each card whose every mixed outcome is within half a slot (and every column within a slot of its own
    targets) closer to its batter's OBP, SLG and BA, keeping those bounds: one-slot moves in any column while one
    lowers ``stat_miss`` (ties: the sum of squared outcome misses), every outcome staying between its miss before
    the polish and ``POLISH_SHARE`` of its rate on the other side (a dead-ball batter's few home runs are not made
    up with his triples). Half a slot of home runs is 0.02 OPS, of singles 0.008: the greedy steps stop anywhere
    within half a slot, which left the stars short of their home runs (2011 NL: the cards' OPS against their
    targets' had a regression slope of 0.955 and misses of 0.015 OPS, sd, against 1.00 and 0.006 after it).

    ``hw`` (m,): each batter's home-run weight (``ratings_hitting.hr_weight``), by which ``rows`` and ``w`` carry
    his home runs (the bounds are on the weighed misses, as in the fit); the moved column's rates are weighed
    the same way, and OBP, SLG and BA are read off the unweighed slots. Before (stop 36) a moved column's home
    runs went in unweighed beside weighed targets, so where the weight is over 1 (1908 AL x2.3) the polish saw a
    column 2.3 times short of its home runs and filled it: the 1908 AL cards carried 1.22 of the home runs the
    columns aimed at (1.25 of real in replays).
    Changes ``cur``, ``rows``, ``own`` and ``moved`` in place."""
    unweigh = np.ones((len(cur), 7))
    unweigh[:, 0] = 1.0 / hw
    want = (u[:, :, None] * w).sum(axis=1)
    ncol = cur.shape[1]
    wt = mixed(rows, u, w)
    keys = cost_keys(held_mixed(wt, cur, floor), own.max(axis=1))
    loss = stat_miss(wt * unweigh, want * unweigh)
    sq = (wt * wt).sum(axis=1)
    # where each outcome may end: between its miss now and a tenth of its rate (at most half a slot) either side
    tol = np.minimum(0.5, POLISH_SHARE * want)
    lo, hi = np.minimum(wt, -tol) - 1e-9, np.maximum(wt, tol) + 1e-9
    active = np.nonzero(keys[:, 0] <= 0.5 + 1e-9)[0]
    for _ in range(30):
        if len(active) == 0:
            break
        rb, rk = np.repeat(active, ncol), np.tile(np.arange(ncol), len(active))
        cand, owner = G.moves_many(cur[rb, rk], np.zeros(len(rb), dtype=np.int64), floor[rb], room[rb])
        if len(cand) == 0:
            break
        bo, ko = rb[owner], rk[owner]
        r = G.many_rates(G.with_roe(cand, roe[bo]), mix, f1[bo, ko], slow[bo])
        r[:, 0] *= hw[bo]
        every = np.arange(len(cand))
        trial = rows[bo]
        trial[every, ko] = r
        others = own[bo]
        others[every, ko] = 0.0
        col = np.maximum(others.max(axis=1), np.abs(99 * r - w[bo, ko]).max(axis=1))
        counts = cur[bo]
        counts[every, ko] = cand
        twt = mixed(trial, u[bo], w[bo])
        ok = (cost_keys(held_mixed(twt, counts, floor[bo]), col)[:, 0] <= 0.5 + 1e-9) \
            & ((twt >= lo[bo]) & (twt <= hi[bo])).all(axis=1)
        tl = np.where(ok, stat_miss(twt * unweigh[bo], want[bo] * unweigh[bo]), np.inf)
        ts = (twt * twt).sum(axis=1)
        order = np.lexsort((ts, tl, bo))
        firsts = order[np.r_[True, bo[order][1:] != bo[order][:-1]]]
        nxt = []
        for i in firsts.tolist():
            b, k = int(bo[i]), int(ko[i])
            if tl[i] < loss[b] - 1e-9 or (abs(tl[i] - loss[b]) <= 1e-9 and ts[i] < sq[b] - 1e-9):
                loss[b], sq[b] = tl[i], ts[i]
                cur[b, k], rows[b, k], moved[b, k] = cand[i], r[i], True
                own[b, k] = np.abs(99 * r[i] - w[b, k]).max()
                nxt.append(b)
        active = np.array(nxt, dtype=int)
