"""Ratings: turning pip counts into printed cells: grade columns, strips of results cut into d20 splits, rounding.

Pure functions shared by the anchor (league-average) pitcher, real pitchers and batters.
"""

from __future__ import annotations

import math
from itertools import product

from dugout.games.fall_classic.card_codes import (
    BB,
    DBL,
    HR,
    OUT,
    PITCHER_KS,
    PITCHER_WALKS,
    SNG,
    Cell,
    K,
    line_index,
    split_of,
)
from dugout.games.fall_classic.tables import GRADE_WEIGHTS

WEIGHTS = GRADE_WEIGHTS
"""Grades A, B, C weighted 6:8:6 (the bullpen session's d20 ranges)."""


def grade_values(xbar: float, delta: float, cap: int, *, more_is_better: bool = False) -> tuple[int, int, int]:
    """Integer A, B, C values whose 6:8:6 weighted mean is ``xbar`` (to 0.05) with A the best column.

    The spread shrinks near 0 and ``cap`` so the mean is kept.

    >>> grade_values(41.0, 15, 100)
    (26, 41, 56)
    >>> a, b, c = grade_values(2.0, 15, 100); (a, b, c), round(0.3 * a + 0.4 * b + 0.3 * c, 2)
    ((0, 2, 4), 2.0)
    >>> grade_values(60.0, 15, 100, more_is_better=True)
    (75, 60, 45)
    """
    xbar = min(max(xbar, 0.0), float(cap))
    d = max(0.0, min(delta, xbar, cap - xbar))
    if more_is_better:
        d = -d
    a0, c0 = xbar - d, xbar + d
    # a candidate's score is (round(err, 9), plus 1 when out of order; then its distance), the first of the lowest
    # winning; one whose error is past the best score by more than ``round`` can move it cannot win, and is dropped
    # before the rounding: the 4842 calls of rating 2016 NL, 1884 UA, 1908 AL and 1968 AL took 0.38 s, now 0.17 s
    best_err = best_dist = math.inf
    best: tuple[int, int, int] | None = None
    x20 = 20 * xbar
    cs = range(max(0, math.floor(c0) - 2), min(cap, math.ceil(c0) + 2) + 1)
    for a in range(max(0, math.floor(a0) - 2), min(cap, math.ceil(a0) + 2) + 1):
        da = abs(a - a0)
        for c in cs:
            b_real = (x20 - 6 * a - 6 * c) / 8
            for b in {math.floor(b_real), math.ceil(b_real)}:
                if not 0 <= b <= cap:
                    continue
                err = abs(0.3 * a + 0.4 * b + 0.3 * c - xbar)
                ordered = (a >= b >= c) if more_is_better else (a <= b <= c)
                penalty = 0 if ordered else 1.0
                if err + penalty > best_err + 1e-6:
                    continue
                score = round(err, 9) + penalty
                dist = da + abs(c - c0) + abs(b - xbar)
                if score < best_err or (score == best_err and dist < best_dist):
                    best_err, best_dist, best = score, dist, (a, b, c)
    if best is None:  # pragma: no cover - the window always holds b = xbar when a = c = xbar
        v = round(xbar)
        return (v, v, v)
    return best


def strip(lines: tuple[int, ...], items: list[tuple[int, int]], fill: int = OUT) -> dict[int, Cell]:
    """Lay (code, pips) items in order across lines of 20, the rest ``fill``; returns line -> cell.

    >>> strip((31, 34, 32), [(SNG, 41), (DBL, 4)])[32] == ((1, SNG), (5, DBL), (20, OUT))
    True
    """
    seq: list[tuple[int, int]] = [(c, n) for c, n in items if n > 0]
    total = sum(n for _, n in seq)
    cap = 20 * len(lines)
    if total > cap:
        raise ValueError(f"{total} pips do not fit on {len(lines)} lines")
    seq.append((fill, cap - total))
    out: dict[int, Cell] = {}
    k = 0
    left = seq[0][1]
    for ln in lines:
        parts: list[tuple[int, int]] = []
        room = 20
        while room:
            while left == 0:
                k += 1
                left = seq[k][1]
            take = min(room, left)
            parts.append((seq[k][0], take))
            room -= take
            left -= take
        out[ln] = split_of(parts)
    return out


HITS_ORDER = (31, 34, 32, 35, 36)
"""The hits area fills its lines in this order (digest §5.5 step 5; Higbe 1941: SINGLE on 31 and 34, his
doubles on 32)."""


def pitcher_column(hits: int, doubles: int, walks: int, ks: int, hr_extra: int = 0,
                   tag: int = 0) -> dict[int, Cell]:
    """The 14 control-area cells of one grade column (line 65 is kept apart as the HR grade).

    Singles fill whole lines first, then the doubles and the last singles share a split (digest §5.5 step 5).
    What an area cannot hold (a very wild or very hittable pitcher, home runs beyond line 65) sits on the
    outs of the other areas; a ``g``/``f`` tag marks the outs of the strikeout area.
    """
    caps = {"H": 100, "W": 80, "K": 100}
    main = {"H": min(hits, 100), "W": min(walks, 80), "K": min(ks, 100)}
    room = {a: caps[a] - main[a] for a in caps}
    extra: dict[str, list[tuple[int, int]]] = {"H": [], "W": [], "K": []}
    over = [(HR, hr_extra, ("H", "W", "K")), (SNG, hits - main["H"], ("W", "K")),
            (BB, walks - main["W"], ("H", "K")), (K, ks - main["K"], ("W", "H"))]
    for code, n, order in over:
        for a in order:
            if n <= 0:
                break
            t = min(n, room[a])
            if t > 0:
                extra[a].append((code, t))
                room[a] -= t
                n -= t
    dbl = min(doubles, main["H"])
    singles = main["H"] - dbl
    full = 20 * (singles // 20)
    cells = strip(HITS_ORDER, [(SNG, full), (DBL, dbl), (SNG, singles - full)] + extra["H"])
    cells.update(strip(PITCHER_WALKS, [(BB, main["W"])] + extra["W"]))
    cells.update(strip(PITCHER_KS, [(K, main["K"])] + extra["K"]))
    if tag:
        # a ground-ball or fly-ball pitcher: the outs of his last strikeout line carry the tag (Higbe's 64 OUT g)
        last = PITCHER_KS[-1]
        cells[last] = tuple((end, tag if code == OUT else code) for end, code in cells[last])
    return cells


def column_room(hits: int, walks: int, ks: int) -> int:
    """Pips of outs left in a column (what overflow can still use)."""
    return max(0, 280 - hits - walks - ks)


def cells36(by_line: dict[int, Cell]) -> tuple[Cell, ...]:
    """A 36-cell tuple (line order) from a line -> cell mapping; other lines blank."""
    out: list[Cell] = [()] * 36
    for ln, cell in by_line.items():
        out[line_index(ln)] = cell
    return tuple(out)


def round_joint(values: list[float]) -> list[int]:
    """Round non-negative values so each is within 1 and their sum within 0.5, minimising the worst error.

    >>> round_joint([0.5, 0.5, 0.5, 0.5])
    [0, 0, 1, 1]
    >>> round_joint([33.7, 4.4, 42.6, 57.9])
    [34, 4, 43, 58]
    """
    lo = [math.floor(v) for v in values]
    best: tuple[float, float, list[int]] | None = None
    for ups in product((0, 1), repeat=len(values)):
        cand = [x + u for x, u in zip(lo, ups)]
        errs = [c - v for c, v in zip(cand, values)]
        tot = abs(sum(errs))
        worst = max([abs(e) for e in errs] + [tot])
        score = (round(worst, 9), round(sum(abs(e) for e in errs) + tot, 9))
        if best is None or score < best[:2]:
            best = (score[0], score[1], cand)
    assert best is not None
    return [max(0, c) for c in best[2]]
