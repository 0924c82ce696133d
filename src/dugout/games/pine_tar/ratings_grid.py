"""The engine's expected rates for many columns at once (numpy), and the one-slot moves the card searches try.

A column is given by its slot counts for HR, 3B, 2B, 1B, BB, HBP, ROE/PO and SO (codes 0-7, in card order).
The nine pitch-check rolls 0, 5 … 40 are the only rolls a grade changes, so a column's expected rates follow from
its counts and how many check rolls each range holds: ``x`` slots from the top hold ``min(ceil(x / 5), 9)`` of
them. Both evaluators below do the same float operations, in the same order, as their one-column originals in
``ratings_hitting`` (``fast_expected``, and the array form of ``grid_expected``), so a search that scores its
candidates here picks exactly the card it would pick one candidate at a time.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from dugout.games.pine_tar import tables as T

#: Rated outcomes in card order, then SO (``ratings_hitting.TARGETED``).
TARGETED = (T.HR, T.TRIPLE, T.DOUBLE, T.SINGLE, T.BB, T.HBP, T.SO)
_TCOLS = np.array(TARGETED)
_NCHECK = len(T.CHECK_ROLLS)
_BB = TARGETED.index(T.BB)


#: _SENDS[g][c]: the code a check roll in code c's range reads under grade g (codes past SO, and c = 8, the rolls
#: past SO: 8).
_SENDS = tuple(tuple(T.MODIFIED[g][c] if T.MODIFIED[g][c] <= T.SO else 8 for c in range(8)) + (8,)
               for g in range(len(T.GRADES)))


def check_counts(counts: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """How many check rolls each range holds, (m, 9) with column 8 past SO, and the ranges' ends (m, 8)."""
    ends = np.cumsum(counts, axis=1)
    below = np.minimum((ends + 4) // 5, _NCHECK)  # check rolls before each range's end
    k = np.empty((counts.shape[0], 9), dtype=np.int64)
    k[:, 0] = below[:, 0]
    k[:, 1:8] = below[:, 1:] - below[:, :-1]
    k[:, 8] = _NCHECK - below[:, 7]
    return k, ends


def _slow_hit(ends: np.ndarray, slow: bool | np.ndarray = True) -> tuple[np.ndarray, np.ndarray]:
    """Rows (of a slow batter) whose roll 19 is a 3B, 2B or 1B (a ground out to short instead), and that code."""
    s19 = (ends <= T.INFIELD_HIT_ROLL).sum(axis=1)
    hit = (s19 >= T.TRIPLE) & (s19 <= T.SINGLE) & slow
    return np.nonzero(hit)[0], s19[hit]


def grid_slots(counts: np.ndarray, mix: tuple[float, ...], f1: float, slow: bool = False) -> np.ndarray:
    """``ratings_exact.grid_expected``: expected slots (99 × rate) in ``TARGETED`` order, (m, 7).

    The counts each grade reads are whole numbers, so adding a range's check rolls where the grade sends them
    is exact in any order; the ball-2 rule and the mix are applied as the one-column form does.
    """
    m = counts.shape[0]
    k, ends = check_counts(counts)
    kt = np.ascontiguousarray(k.T).astype(float)  # one row per code (8: past SO), so the sums run along rows
    base = np.zeros((9, m))
    base[:8] = counts.T
    base -= kt
    if slow:
        rows, code = _slow_hit(ends)
        base[code, rows] -= 1
    out = np.zeros((9, m))
    for g, w in enumerate(mix):
        if w <= 0:
            continue
        cnt = base.copy()
        for c, to in enumerate(_SENDS[g]):
            cnt[to] += kt[c]
        if g in T.BALL_TWO_GRADES and f1 > 0:
            b = cnt[T.BB] / 99
            bb = 99 * ((1 - f1) * b + f1 * b * b)
            cnt *= 1 + f1 * b
            cnt[T.BB] = bb
        out += w * cnt
    return out[_TCOLS].T


#: _READ_ROW[g][c]: the index in ``TARGETED`` of what a check roll in code c's range (HR … SO) reads (-1: none).
_READ_ROW = tuple(tuple(TARGETED.index(s[c]) if s[c] in TARGETED else -1 for c in range(8)) for s in _SENDS)


def many_rates(counts: np.ndarray, mix: tuple[float, ...], f1: float | np.ndarray,
               slow: bool | np.ndarray = False) -> np.ndarray:
    """``ratings_hitting.fast_expected`` for many columns: per-PA rates in ``TARGETED`` order, (m, 7).

    ``f1`` and ``slow`` may be one value or one per row. The terms are added in ``fast_expected``'s order (grade
    by grade, a ball-2 grade's walk correction right after its own term), so every float is the same. (A row whose ``f1`` is 0 gets a ball-2 factor of exactly 1 and a walk
    correction of exactly 0, which is what skipping the rule gives.)
    """
    k, ends = check_counts(counts)
    base = (counts - k[:, :8]).astype(float)
    if np.any(slow):
        rows, code = _slow_hit(ends, slow)
        base[rows, code] -= 1
    base = np.ascontiguousarray(base[:, _TCOLS].T)  # one row per outcome: the sums below run along rows
    kt = np.ascontiguousarray(k[:, :8].T).astype(float)
    out = np.zeros(base.shape)
    for g, w in enumerate(mix):
        if w <= 0:
            continue
        cnt = base.copy()
        for c, o in enumerate(_READ_ROW[g]):
            if o >= 0:
                cnt[o] += kt[c]  # whole numbers: exact, in any order
        term = w * cnt
        term /= 99
        if g in T.BALL_TWO_GRADES and np.any(f1 > 0):
            b = cnt[_BB] / 99
            scale = 1 + f1 * b
            term *= scale
            out += term
            out[_BB] += w * ((1 - f1) * b + f1 * b * b - b * scale)
        else:
            out += term
    return out.T


def with_roe(n: np.ndarray, n_roe: int | np.ndarray) -> np.ndarray:
    """(m, 8) counts for codes HR … SO from (m, 7) counts in ``TARGETED`` order and the ROE/PO width (one, or
    one per row)."""
    c = np.empty((n.shape[0], 8), dtype=np.int64)
    c[:, :6] = n[:, :6]
    c[:, T.ROE_PO] = n_roe
    c[:, T.SO] = n[:, 6]
    return c


def scores(got: np.ndarray, want: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Each column's worst error and sum of squared errors in slots (``ratings_hitting._score``)."""
    errs = np.abs(want - 99 * got)
    sq = errs * errs
    total = sq[:, 0].copy()
    for j in range(1, sq.shape[1]):
        total += sq[:, j]
    return errs.max(axis=1), total


def first_least(*keys: np.ndarray) -> int:
    """The first row with the least keys, compared in order (the first key decides, ties go to the next)."""
    return int(np.lexsort(keys[::-1])[0])


def _templates(first: int) -> tuple[np.ndarray, np.ndarray]:
    """The moves ``ratings_hitting._moves`` lists for a worst outcome ``first``, in its order: the change of
    each count (d) and what each count must keep above its floor (q: a move is allowed when n − q ≥ floor)."""
    idx = {o: j for j, o in enumerate(TARGETED)}
    order = [first] + [o for o in TARGETED if o != first]
    ds: list[list[int]] = []
    qs: list[list[int]] = []
    for o in order:
        for d in (1, -1):
            dv, qv = [0] * 7, [0] * 7
            dv[idx[o]] = d
            qv[idx[o]] = -d
            ds.append(dv)
            qs.append(qv)
    for a in order:
        for b in TARGETED:
            if a == b:
                continue
            for src, dst in ((b, a), (a, b)):
                dv, qv = [0] * 7, [0] * 7
                dv[idx[src]] -= 1
                dv[idx[dst]] += 1
                qv[idx[b]] = 1
                qv[idx[src]] = 1
                ds.append(dv)
                qs.append(qv)
    return np.array(ds, dtype=np.int64), np.array(qs, dtype=np.int64)


_MOVES = {o: _templates(o) for o in TARGETED}
_MOVES_BY_INDEX = (np.stack([_MOVES[o][0] for o in TARGETED]), np.stack([_MOVES[o][1] for o in TARGETED]))


def moves(n: np.ndarray, first: int, floor: np.ndarray, room: int) -> np.ndarray:
    """The neighbouring counts of ``n`` (7 counts, ``TARGETED`` order) that ``ratings_hitting._moves`` lists with
    ``first`` as the worst outcome, in its order, keeping those whose counts fill at most ``room`` slots."""
    d, q = _MOVES[first]
    ok = ((n - q >= floor) | (q == 0)).all(axis=1)
    m = n + d[ok]
    return m[m.sum(axis=1) <= room]


def moves_many(n: np.ndarray, first: np.ndarray, floor: np.ndarray,
               room: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``moves`` of many counts at once (row k: counts ``n[k]``, worst outcome index ``first[k]`` in ``TARGETED``):
    every move, row by row in ``moves`` order, and the row of ``n`` each comes from."""
    d, q = _MOVES_BY_INDEX[0][first], _MOVES_BY_INDEX[1][first]
    cand = n[:, None, :] + d
    ok = (((n[:, None, :] - q >= floor[:, None, :]) | (q == 0)).all(axis=2)
          & (cand.sum(axis=2) <= room[:, None]))
    return cand[ok], np.nonzero(ok)[0]


def as_array(n: dict[int, int]) -> np.ndarray:
    return np.array([n.get(o, 0) for o in TARGETED], dtype=np.int64)


def as_counts(n: Any) -> dict[int, int]:
    return {o: int(v) for o, v in zip(TARGETED, n)}


#: Rounding room (slots) in the bounds below, so that they never drop a column the exact test keeps.
_EPS = 1e-6
_PREFIX = 5  # HR, 3B, 2B, 1B, BB: the ranges that decide HR, 3B and 2B
#: _GAINS[g][c, o] = 1 when a check roll in prefix range c reads prefix outcome o under grade g.
_GAINS = tuple(np.array([[1.0 if T.MODIFIED[g][c] == o else 0.0 for o in range(_PREFIX)] for c in range(_PREFIX)])
               for g in range(len(T.GRADES)))


def _bounds(grid: np.ndarray, upper: list[int], mix: tuple[float, ...], f1: float,
            slow: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Least and greatest expected slots of HR, 3B, 2B, 1B and BB, (m, 5) each, over every way to complete the
    first j prefix ranges ``grid`` (m, j) with the rest (each range ``c`` at most ``upper[c]`` slots, nothing after
    BB), and the check rolls left after the fixed ranges (the most the later ranges and outs can hold)."""
    m, j = grid.shape
    below = np.minimum((np.cumsum(grid, axis=1) + 4) // 5, _NCHECK)
    k = np.diff(below, axis=1, prepend=0).astype(float) if j else np.zeros((m, 0))
    left = (_NCHECK - below[:, -1] if j else np.full(m, _NCHECK)).astype(float)
    own = np.zeros((m, _PREFIX))
    own[:, :j] = grid - k
    unfixed = np.array([0.0] * j + [float(upper[c]) for c in range(j, _PREFIX)])
    hit = np.array([1.0 if slow and T.TRIPLE <= o <= T.SINGLE else 0.0 for o in range(_PREFIX)])
    out_lo = np.zeros((m, _PREFIX))
    out_hi = np.zeros((m, _PREFIX))
    for g, w in enumerate(mix):
        if w <= 0:
            continue
        fixed = own + k @ _GAINS[g][:j]
        lo = fixed - hit
        hi = fixed + unfixed + left[:, None] * _GAINS[g][j:].any(axis=0)
        if g in T.BALL_TWO_GRADES and f1 > 0:
            smax = 1 + f1 * hi[:, T.BB] / 99
            bb_lo, bb_hi = np.maximum(lo[:, T.BB], 0) / 99, hi[:, T.BB] / 99
            lo = np.where(lo >= 0, lo, lo * smax[:, None])
            hi = hi * smax[:, None]
            lo[:, T.BB] = 99 * ((1 - f1) * bb_lo + f1 * bb_lo * bb_lo)
            hi[:, T.BB] = 99 * ((1 - f1) * bb_hi + f1 * bb_hi * bb_hi)
        out_lo += w * lo
        out_hi += w * hi
    return out_lo, out_hi, left


def prefix_grid(want: np.ndarray, upper: list[int], n_roe: int, mix: tuple[float, ...], f1: float, slow: bool,
                tol: float) -> np.ndarray:
    """Every HR, 3B, 2B, 1B, BB count (each 0 … ``upper``) with room for ROE/PO, in lexicographic order, less those
    whose expected HR, 3B, 2B, 1B or BB is proven out of reach of ``want`` ± ``tol`` whatever the later ranges
    hold (``ratings_hitting.near_columns`` then tests the rest exactly). The ranges are added one at a time and
    each partial card is bounded by ``_bounds``, so most of the full product is never built."""
    p = list(mix) + [0.0] * (len(T.GRADES) - len(mix))
    gain_1b, gain_bb = p[T.E] + p[T.G], p[T.D]
    grid = np.zeros((1, 0), dtype=np.int64)
    for c in range(_PREFIX):
        size = upper[c] + 1
        grid = np.column_stack([np.repeat(grid, size, axis=0), np.tile(np.arange(size), len(grid))])
        grid = grid[grid.sum(axis=1) + n_roe <= 95]
        lo, hi, left = _bounds(grid, upper, mix, f1, slow)
        top = want[:_PREFIX] + tol + _EPS
        bottom = want[:_PREFIX] - tol - _EPS
        reach = hi.copy()
        reach[:, T.SINGLE] += left * gain_1b
        reach[:, T.BB] += left * gain_bb
        grid = grid[((lo <= top) & (reach >= bottom)).all(axis=1)]
    return grid
