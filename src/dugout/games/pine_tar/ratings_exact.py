"""Exact searches over every column near its targets: the doubles bound and the joint card search.

``near_columns`` lists every column (as slot counts) whose expected outcomes all stay within ``COLUMN_TOLERANCE``
of a column's targets, and ``joint_columns`` finds the best card mixed from three such lists; ``doubles_bound``
proves the forced 2B excess of a batter with many singles. ``ratings_hitting.fit_columns`` falls back to the joint
card when its greedy steps leave a miss; the card tests use the bounds to show each remaining miss is forced.
"""

from __future__ import annotations

import numpy as np

from dugout.games.pine_tar import ratings_grid as G
from dugout.games.pine_tar import tables as T
from dugout.games.pine_tar.ratings_grid import TARGETED

#: A column counts as near its own targets when every outcome is within this many slots (the fitter's cost
#: weighs a column's error at half, so a column off by this much costs as much as a half-slot miss).
COLUMN_TOLERANCE = 1.0


def least_doubles_excess(want: dict[int, float], *, n_roe: int, mix: tuple[float, ...], f1: float,
                         slow: bool = False, tol: float = COLUMN_TOLERANCE) -> float:
    """A lower bound, in slots, on (engine-expected 2B − ``want``) over every column whose HR, 3B, 1B and BB
    can be within ``tol`` slots of ``want``.

    Every check roll in the 1B range is a double against C, D and E, so a batter with few doubles and many
    singles cannot shed them all. The bound enumerates the prefix HR, 3B, 2B, 1B, BB exhaustively (those ranges
    alone decide HR, 3B and 2B, and the ball-2 walks); the check rolls after it can only add 1B (against E and
    G) and BB (an SO against D), which the test for 1B and BB allows for. HBP and SO are left free, so the
    bound is a relaxation: no column near its targets has fewer doubles.
    """
    ball2 = sum(mix[g] for g in T.BALL_TWO_GRADES)
    kappa = 1 - f1 * ball2

    def upper(w: float, k: float = 1.0) -> int:
        # a range of n slots keeps at least n - ceil(n/5) of them however the checks fall
        return int(((w + tol) / k + 1) / 0.8) + 1

    prefix = (T.HR, T.TRIPLE, T.DOUBLE, T.SINGLE, T.BB)
    ranges = [np.arange(0, upper(want[o], kappa if o == T.BB else 1.0) + 1) for o in prefix]
    grid = np.stack([g.ravel() for g in np.meshgrid(*ranges, indexing="ij")], axis=1)
    grid = grid[grid.sum(axis=1) + n_roe <= 95]
    m = grid.shape[0]
    end = np.cumsum(grid, axis=1)
    seg = [(end <= r).sum(axis=1) for r in T.CHECK_ROLLS]  # 0-4: the prefix's ranges, 5: after it
    after = sum((s == 5).astype(float) for s in seg)
    base = grid.astype(float)
    for s in seg:
        for j in range(5):
            base[:, j] -= s == j
    if slow:
        s19 = (end <= T.INFIELD_HIT_ROLL).sum(axis=1)
        for j in (1, 2, 3):
            base[:, j] -= s19 == j
    rate = np.zeros((m, 5))
    for g, w in enumerate(mix):
        if w <= 0:
            continue
        cnt = base.copy()
        for s in seg:
            for j, o in enumerate(prefix):
                new = T.MODIFIED[g][o]
                if new in prefix:
                    cnt[:, prefix.index(new)] += s == j
        if g in T.BALL_TWO_GRADES and f1 > 0:
            b = cnt[:, 4] / 99
            cnt[:, :4] *= (1 + f1 * b)[:, None]
            cnt[:, 4] = 99 * ((1 - f1) * b + f1 * b * b)
        rate += w * cnt
    err = rate - np.array([want[o] for o in prefix])
    p = list(mix) + [0.0] * (len(T.GRADES) - len(mix))
    gain_1b, gain_bb = after * (p[T.E] + p[T.G]), after * p[T.D]
    ok = ((np.abs(err[:, 0]) <= tol) & (np.abs(err[:, 1]) <= tol)
          & (err[:, 3] <= tol) & (err[:, 3] + gain_1b >= -tol)
          & (err[:, 4] <= tol) & (err[:, 4] + gain_bb >= -tol))
    return float(err[ok, 2].min()) if ok.any() else float("inf")


def doubles_bound(targets: tuple[dict[int, float], ...], usage: tuple[float, ...], f1s: tuple[float, ...], *,
                  n_roe: int, mix: tuple[float, ...], slow: bool = False,
                  tol: float = COLUMN_TOLERANCE) -> float:
    """The least 2B miss (slots, usage-weighted as ``fit_columns`` mixes them) of any card whose columns each
    keep HR, 3B, 1B and BB within ``tol`` slots of their own targets: above half a slot, the miss is forced."""
    return sum(u * least_doubles_excess({o: 99 * t.get(o, 0.0) for o in TARGETED}, n_roe=n_roe, mix=mix,
                                        f1=f1, slow=slow, tol=tol)
               for t, u, f1 in zip(targets, usage, f1s))


def grid_expected(counts, mix: tuple[float, ...], f1: float, slow: bool = False):
    """``fast_expected`` for many columns at once, in slots (99 × rate).

    ``counts`` is an (m, 8) integer array of slot counts for codes HR … SO (ROE/PO at its code, 6); the result is
    an (m, 7) array of expected slots in ``TARGETED`` order (``ratings_grid.grid_slots``).
    """
    return G.grid_slots(counts, mix, f1, slow)


def near_columns(want: dict[int, float], *, n_roe: int, mix: tuple[float, ...], f1: float, slow: bool = False,
                 tol: float = COLUMN_TOLERANCE):
    """Every column (as slot counts) whose seven targeted outcomes are all within ``tol`` slots of ``want``.

    Returns an (m, 8) array of counts for codes HR … SO and the (m, 7) array of their errors in slots. The
    search is exhaustive: a range of n slots keeps at least n − ceil(n/5) of them whatever the check rolls do,
    which caps every count; the ranges HR, 3B, 2B, 1B, BB alone decide HR, 3B and 2B (and the walks the ball-2
    grades see), so those are enumerated first and pruned, then HBP and SO are tried on every survivor.
    """
    w = np.array([want[o] for o in TARGETED])
    kappa = 1 - f1 * sum(mix[g] for g in T.BALL_TWO_GRADES)

    def upper(o: int) -> int:
        return int(((want[o] + tol) / (kappa if o == T.BB else 1.0) + 1) / 0.8) + 1

    prefix = (T.HR, T.TRIPLE, T.DOUBLE, T.SINGLE, T.BB)
    grid = G.prefix_grid(w, [upper(o) for o in prefix], n_roe, mix, f1, slow, tol)
    c = np.zeros((grid.shape[0], 8), dtype=int)
    c[:, :5] = grid
    err = grid_expected(c, mix, f1, slow) - w  # with nothing after the prefix: its check rolls read outs
    after = sum((grid.sum(axis=1) <= r).astype(int) for r in T.CHECK_ROLLS)
    p = list(mix) + [0.0] * (len(T.GRADES) - len(mix))
    # the check rolls after the prefix can only add 1B (HBP, ROE/PO, SO against E and G) and BB (SO against D)
    ok = ((np.abs(err[:, :3]) <= tol).all(axis=1) & (err[:, 3] <= tol) & (err[:, 3] + after * (p[T.E] + p[T.G]) >= -tol)
          & (err[:, 4] <= tol) & (err[:, 4] + after * p[T.D] >= -tol))
    pre = grid[ok]
    idx, hbp, so = (a.ravel() for a in np.meshgrid(np.arange(len(pre)), np.arange(upper(T.HBP) + 1),
                                                    np.arange(upper(T.SO) + 1), indexing="ij"))
    c = np.zeros((idx.size, 8), dtype=int)
    c[:, :5] = pre[idx]
    c[:, T.HBP], c[:, T.ROE_PO], c[:, T.SO] = hbp, n_roe, so
    c = c[c.sum(axis=1) <= 95]
    err = grid_expected(c, mix, f1, slow) - w
    ok = (np.abs(err) <= tol).all(axis=1)
    return c[ok], err[ok]


#: Combinations the card search scores in one numpy block.
_BLOCK = 50_000


def joint_columns(targets: tuple[dict[int, float], ...], usage: tuple[float, ...], f1s: tuple[float, ...], *,
                  n_roe: int, mix: tuple[float, ...], slow: bool = False,
                  tol: float = COLUMN_TOLERANCE) -> tuple[float, list[dict[int, int]] | None]:
    """Over every card whose columns each keep every outcome within ``tol`` slots of their own targets: the least
    worst miss (slots, the columns mixed by ``usage``), and the counts of the best such card (None when no column
    qualifies). The best card has the least total excess of its misses over half a slot, then the least worst
    miss, so a forced 2B excess does not let the other outcomes drift up to it.

    Exact: ``near_columns`` lists every qualifying column, and a branch and bound over the vs-RHP and RISP pairs
    (the vs-LHP column's least and greatest error on each outcome bound what it can still mend) tries every
    combination that could beat either best so far. Above half a slot, the least worst miss is proven forced.
    """
    sets = [near_columns({o: 99 * t.get(o, 0.0) for o in TARGETED}, n_roe=n_roe, mix=mix, f1=f1, slow=slow,
                         tol=tol) for t, f1 in zip(targets, f1s)]
    if any(len(c) == 0 for c, _ in sets):
        return float("inf"), None
    a, b, c = (u * e for u, (_, e) in zip(usage, sets))
    cmin, cmax = c.min(axis=0), c.max(axis=0)
    least = float("inf")
    best, pick = (float("inf"), float("inf")), (0, 0, 0)
    order = np.argsort(np.abs(a).max(axis=1))
    rows = max(1, _BLOCK // (len(b) * 7))
    for start in range(0, len(order), rows):
        # the bounds of a few vs-RHP columns at once; each is then searched in turn with the bests so far
        part = order[start:start + rows]
        sums = a[part][:, None, :] + b[None, :, :]
        low = np.maximum(np.maximum(sums + cmin, -(sums + cmax)), 0.0)  # each outcome's least |miss| over the third
        maxes, exes = low.max(axis=2), np.maximum(low - 0.5, 0.0).sum(axis=2)
        for i, s, low_max, low_ex in zip(part, sums, maxes, exes):
            keep = np.nonzero((low_max < least) | (low_ex < best[0])
                              | ((low_ex <= best[0]) & (low_max < best[1])))[0]
            # every kept RISP column against every vs-LHP column, a block of rows at a time: the first least
            # (excess, worst) of a block is the one a row-by-row scan would keep
            step = max(1, _BLOCK // len(c))
            for lo in range(0, len(keep), step):
                js = keep[lo:lo + step]
                v = np.abs(s[js][:, None, :] + c[None, :, :])
                worst, ex = v.max(axis=2).ravel(), np.maximum(v - 0.5, 0.0).sum(axis=2).ravel()
                least = min(least, float(worst.min()))
                f = int(np.lexsort((worst, ex))[0])
                if (ex[f], worst[f]) < best:
                    best, pick = (float(ex[f]), float(worst[f])), (int(i), int(js[f // len(c)]), f % len(c))
    return least, [{o: int(cs[n][o]) for o in TARGETED} for (cs, _), n in zip(sets, pick)]
