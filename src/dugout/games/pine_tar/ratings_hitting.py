"""A card's hitting columns: per-column targets from season rates, slot layout, and the engine's expected rates.

A column is a tuple of 100 outcome codes (rolls 00-99). Rolls 0-98 end the plate appearance and 99
(BK/WP) rolls again, so an outcome with ``n`` slots happens ``n/99`` of the time before the pitch
checks and the ball-2 rule (digest §6.1). ``expected_rates`` applies both for a mix of pitcher grades,
and ``fit_column`` places slots so those expected rates meet the targets (digest §6.3-6.4).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from dugout.games.pine_tar import ratings_grid as G
from dugout.games.pine_tar import tables as T
from dugout.games.pine_tar.ratings_cost import cost_keys, held, held_mixed, mixed, polish
from dugout.games.pine_tar.ratings_exact import joint_columns

#: Rated outcomes in card order, then SO: the outcomes a column's targets name.
TARGETED = (T.HR, T.TRIPLE, T.DOUBLE, T.SINGLE, T.BB, T.HBP, T.SO)
NCODES = len(T.OUTCOME_NAMES)

# Platoon factors: rate vs LHP / rate vs RHP by batting hand, for HR, 3B, 2B, 1B, BB, HBP, SO (digest §6.3;
# 2010 MLB league splits, the switch hitters' noisy triples ratio shrunk to 0.8).
PLATOON = {
    "R": {T.HR: 0.96, T.TRIPLE: 0.91, T.DOUBLE: 1.13, T.SINGLE: 0.99, T.BB: 1.20, T.HBP: 1.20, T.SO: 0.905},
    "L": {T.HR: 0.88, T.TRIPLE: 0.73, T.DOUBLE: 0.85, T.SINGLE: 0.98, T.BB: 0.92, T.HBP: 0.92, T.SO: 1.256},
    "S": {T.HR: 1.00, T.TRIPLE: 0.80, T.DOUBLE: 1.07, T.SINGLE: 1.01, T.BB: 0.945, T.HBP: 0.945, T.SO: 0.95},
}
#: How much more (or less) often a batter of each hand faces a LHP than the league average.
LHP_EXPOSURE = {"R": 1.25, "L": 0.68, "S": 1.0}
#: Rate with runners in scoring position / overall rate (digest §6.3).
RISP_FACTOR = {T.HR: 0.85, T.TRIPLE: 1.0, T.DOUBLE: 1.0, T.SINGLE: 1.03, T.BB: 1.10, T.HBP: 1.0, T.SO: 0.95}

VS_RHP, RISP, VS_LHP = range(3)
COLUMN_NAMES = ("vs RHP", "RISP", "vs LHP")


def split_targets(r: dict[int, float], hand: str, lhp_share: float,
                  f_risp: float) -> tuple[dict[int, float], dict[int, float], dict[int, float]]:
    """Targets for the vs-RHP, RISP and vs-LHP columns whose usage mix reproduces the season rates ``r``.

    ``lhp_share`` is the share of this batter's non-RISP plate appearances against a LHP, ``f_risp`` the
    share of his plate appearances with a runner in scoring position. Intentional walks are not on the card
    (the managers call them), so ``r`` counts the unintentional walks only.

    >>> r = {T.HR: .03, T.TRIPLE: .005, T.DOUBLE: .05, T.SINGLE: .15, T.BB: .08, T.HBP: .01, T.SO: .2}
    >>> vr, ri, vl = split_targets(r, "R", 0.3, 0.28)
    >>> all(abs(.28 * ri[o] + .72 * (.7 * vr[o] + .3 * vl[o]) - r[o]) < 1e-12 for o in r)
    True
    """
    m = PLATOON.get(hand, PLATOON["R"])
    s = lhp_share
    vs_r: dict[int, float] = {}
    vs_l: dict[int, float] = {}
    risp: dict[int, float] = {}
    for o, rate in r.items():
        k = RISP_FACTOR[o]
        if f_risp * k >= 1.0:
            k = 1.0
        risp[o] = k * rate
        non = rate * (1 - f_risp * k) / (1 - f_risp)
        vs_r[o] = non / ((1 - s) + s * m[o])
        vs_l[o] = m[o] * vs_r[o]
    return vs_r, risp, vs_l


def layout(counts: dict[int, int], n_roe: int, oip: tuple[int, ...], lo_pos: int) -> tuple[int, ...]:
    """A column from slot counts: rated outcomes and SO, the ROE/PO width, outs in play (GO-1B … FO-LF).

    Rolls 97, 98 and 99 are the line out, ROE/LO and BK/WP of every card. The counts must fill 0-96.
    """
    col: list[int] = []
    for o in (T.HR, T.TRIPLE, T.DOUBLE, T.SINGLE, T.BB, T.HBP):
        col += [o] * counts.get(o, 0)
    col += [T.ROE_PO] * n_roe
    col += [T.SO] * counts.get(T.SO, 0)
    for o, n in zip(T.GROUND_OUTS + T.FLY_OUTS, oip):
        col += [o] * n
    if len(col) != 97:
        raise ValueError(f"a column must fill rolls 0-96, got {len(col)} slots")
    return tuple(col) + (T.LO, T.ROE_LO, T.BK_WP)


def slot_counts(col: tuple[int, ...]) -> list[int]:
    """How many rolls of a column give each outcome code."""
    n = [0] * NCODES
    for c in col:
        n[c] += 1
    return n


def expected_rates(col: tuple[int, ...], mix: tuple[float, ...], f1: float, slow: bool = False) -> list[float]:
    """Per-PA probability of each outcome code for a column against a mix of pitcher grades.

    ``mix[g]`` is the share of plate appearances against grade ``g``; ``f1`` the share of this column's
    plate appearances with first base occupied (for the ball-2 rule of A+, A and B pitchers). A slow
    batter's hit on roll 19 is a GO-SS.
    """
    out = [0.0] * NCODES
    for g, w in enumerate(mix):
        if w <= 0:
            continue
        mod = T.MODIFIED[g]
        n = [0] * NCODES
        for i in range(99):
            c = col[i]
            if T.IS_CHECK[i]:
                c = mod[c]
            n[c] += 1
        if slow and col[T.INFIELD_HIT_ROLL] in (T.SINGLE, T.DOUBLE, T.TRIPLE):
            n[col[T.INFIELD_HIT_ROLL]] -= 1
            n[T.GO_SS] += 1
        t = [x / 99 for x in n]
        if g in T.BALL_TWO_GRADES and f1 > 0:
            # with first occupied a walk needs two BB rolls; every other result gains the re-rolled share
            b = t[T.BB]
            scale = 1 + f1 * b
            for c in range(NCODES):
                out[c] += w * t[c] * scale
            out[T.BB] += w * ((1 - f1) * b + f1 * b * b - b * scale)
        else:
            for c in range(NCODES):
                out[c] += w * t[c]
    return out


#: Where a batter's outs in play go, by batting hand (digest §6.4; the right-handers' pull-side ground outs
#: fitted to the 1889 sample's GO-P positions):
#: ground outs to 1B, 2B, SS, 3B and fly outs to RF, CF, LF.
SPRAY: dict[str, tuple[tuple[float, ...], tuple[float, ...]]] = {
    "R": ((0.04, 0.06, 0.19, 0.16), (0.15, 0.19, 0.21)),
    "L": ((0.10, 0.14, 0.11, 0.08), (0.22, 0.19, 0.16)),
}
SPRAY["S"] = (tuple((a + b) / 2 for a, b in zip(SPRAY["R"][0], SPRAY["L"][0])),
              tuple((a + b) / 2 for a, b in zip(SPRAY["R"][1], SPRAY["L"][1])))


def split_outs(n_oip: int, ground_share: float, hand: str) -> tuple[int, ...]:
    """Slot counts for GO-1B, GO-2B, GO-P, GO-SS, GO-3B, FO-RF, FO-CF, FO-LF (GO-P always one slot).

    >>> split_outs(37, 0.43, "L")
    (3, 5, 1, 4, 3, 8, 7, 6)
    """
    if n_oip <= 0:
        return (0,) * 8
    rest = n_oip - 1
    go_w, fo_w = SPRAY.get(hand, SPRAY["R"])
    sg, sf = sum(go_w), sum(fo_w)
    weights = [ground_share * w / sg for w in go_w] + [(1 - ground_share) * w / sf for w in fo_w]
    counts = []
    cum = 0.0
    prev = 0
    for w in weights:
        cum += w
        end = int(rest * cum + 1e-9)
        counts.append(end - prev)
        prev = end
    counts[-1] += rest - prev
    g1, g2, gs, g3, fr, fc, fl = counts
    return (g1, g2, 1, gs, g3, fr, fc, fl)


def _counts_from(cont: dict[int, float], floor: dict[int, int]) -> dict[int, int]:
    return {o: max(floor.get(o, 0), round(v + 1e-9)) if v > 0 else floor.get(o, 0) for o, v in cont.items()}


def _cumulative(want: dict[int, float], floor: dict[int, int]) -> dict[int, int]:
    """The printed cards' rounding: range ends at round(99 × cumulative rate), HR to HBP; SO on its own."""
    counts: dict[int, int] = {}
    prev, cum = 0, 0.0
    for o in TARGETED[:-1]:
        cum += want[o]
        end = max(prev + floor.get(o, 0), int(cum + 0.5))
        counts[o] = end - prev
        prev = end
    counts[T.SO] = max(floor.get(T.SO, 0), int(want[T.SO] + 0.5))
    return counts


def _fit_space(counts: dict[int, int], n_roe: int) -> dict[int, int]:
    """Trim the largest outcomes until the column keeps at least two outs in play (GO-P and one more)."""
    while sum(counts.values()) + n_roe > 95:
        o = max(counts, key=lambda k: (counts[k], k))
        counts[o] -= 1
    return counts


_ORDER = (T.HR, T.TRIPLE, T.DOUBLE, T.SINGLE, T.BB, T.HBP, T.ROE_PO, T.SO)
_HR = TARGETED.index(T.HR)
#: The fit weighs a column's home-run miss as if half a slot were ``HR_TOL_SHARE`` of the league's home-run rate,
#: where that is tighter (``hr_weight``).
HR_TOL_SHARE = 0.8


def hr_weight(league_hr: float) -> float:
    """How much a home-run miss counts against a miss of the same slots in the other outcomes: half a slot
    (0.005 per PA) is a tenth of a modern league's home runs but twice a dead-ball league's (1908 AL 0.0027 per card
    PA), where a column then took a home run more readily than a triple: a batter or pitcher without a home-run
    range whose first range is a double reads roll 0, a pitch check, as a home run against grades C-G (0.0053 per
    PA, 0.53 slot), against a triple at roll 0 that costs 0.7 slot of triples (1908 AL: the cards of batters without
    a home run came to 31 home runs against their 4.5, the league's to 1.10 of its real ones). Weighed as if half
    a slot were ``HR_TOL_SHARE`` of the league's rate where that is tighter: 1908 AL x2.3; 1.0 from about 1920 on.

    >>> hr_weight(0.03), round(hr_weight(0.0027), 2)
    (1.0, 2.34)
    """
    return max(1.0, 0.5 / (99 * HR_TOL_SHARE * league_hr)) if league_hr > 0 else 1.0


#: The most a pitcher's own home-run rate raises the weight of his column's home-run miss (``pitcher_hr_weight``).
PITCHER_HR_WEIGHT_MAX = 3.0


def pitcher_hr_weight(league_hr: float, own_hr: float) -> float:
    """``hr_weight`` for a pitcher's batting column: the league's, or as if half a slot were ``HR_TOL_SHARE`` of his
    own (shrunk) home-run rate where that is tighter, up to ``PITCHER_HR_WEIGHT_MAX``. A pitcher's column with no
    home-run or triple range starts with a double at roll 0, a pitch check that is a home run against C-G (0.53
    slot, about .003 a PA): with the league's weight alone his column took that before a triple's 0.7 slot, and the
    pitchers at bat hit 2.5-3.7 times their real home runs (card-expected 1931 NL 25.6 against 7, 2016 NL 40.1
    against 22); with their own weight 8.2 and 22.1, the trade going to their triples (stop 36).

    >>> round(pitcher_hr_weight(0.03, 0.002), 2), round(pitcher_hr_weight(0.03, 0.03), 2), pitcher_hr_weight(0.0027, 0.0)
    (3.0, 1.0, 3.0)
    """
    return max(hr_weight(league_hr), min(PITCHER_HR_WEIGHT_MAX, hr_weight(max(own_hr, 1e-6))))


#: Index in ``TARGETED`` of the result a check roll in each code's range (HR … SO) reads, by grade (-1: none).
_READS = tuple(tuple(TARGETED.index(T.MODIFIED[g][c]) if T.MODIFIED[g][c] in TARGETED else -1 for c in _ORDER)
               for g in range(len(T.GRADES)))


def fast_expected(n: dict[int, int], n_roe: int, mix: tuple[float, ...], f1: float,
                  slow: bool = False) -> dict[int, float]:
    """``expected_rates`` for the targeted outcomes of the column these counts lay out, without laying it out.

    Only the nine pitch-check rolls (and roll 19 for a slow batter) can differ from the printed counts: a range
    ending ``x`` slots from the top holds the check rolls below ``x`` that the ranges above it do not.
    """
    cs = [n.get(c, 0) for c in _ORDER]
    cs[6] = n_roe
    k = [0] * 8
    code19 = -1
    end = before = 0
    for c in range(8):
        start, end = end, end + cs[c]
        below = min((end + 4) // 5, 9)
        k[c], before = below - before, below
        if start <= T.INFIELD_HIT_ROLL < end:
            code19 = c
    base = [float(cs[c]) - k[c] for c in (0, 1, 2, 3, 4, 5, 7)]
    if slow and code19 in (T.SINGLE, T.DOUBLE, T.TRIPLE):
        base[code19] -= 1
    out = [0.0] * 7
    for g, w in enumerate(mix):
        if w <= 0:
            continue
        cnt = base[:]
        for c, o in enumerate(_READS[g]):
            if k[c] and o >= 0:
                cnt[o] += k[c]
        if g in T.BALL_TWO_GRADES and f1 > 0:
            b = cnt[4] / 99
            scale = 1 + f1 * b
            for i in range(7):
                out[i] += w * cnt[i] / 99 * scale
            out[4] += w * ((1 - f1) * b + f1 * b * b - b * scale)
        else:
            for i in range(7):
                out[i] += w * cnt[i] / 99
    return dict(zip(TARGETED, out))


@dataclass(frozen=True, slots=True)
class Fit:
    """One column to fit: its targets in slots (99 × rate), ROE/PO width, share of its plate appearances with 1st
    occupied, whether the batter is slow (roll 19), and the least slot count of each outcome."""

    want: dict[int, float]
    n_roe: int
    f1: float
    slow: bool = False
    floor: dict[int, int] = field(default_factory=dict)
    hr_weight: float = 1.0
    """How much a home-run miss counts against the others' (``hr_weight``)."""


def fit_counts(want: dict[int, float], *, n_roe: int, mix: tuple[float, ...], f1: float, slow: bool = False,
               floor: dict[int, int] | None = None) -> dict[int, int]:
    """Slot counts whose engine-expected rates are within half a slot of ``want`` (slots) where possible.

    A few proportional corrections from the rounded targets, then a greedy search over one-slot changes that
    lowers the worst error (ties: the sum of squares, then the first change in ``ratings_grid.moves`` order).
    """
    return fit_counts_many([Fit(want, n_roe, f1, slow, floor or {})], mix)[0]


def fit_counts_many(fits: list[Fit], mix: tuple[float, ...]) -> list[dict[int, int]]:
    """``fit_counts`` of many columns against one mix of grades: each column takes exactly the steps it takes
    alone; the columns step together, so each step scores every column's moves in one ``many_rates`` call."""
    if not fits:
        return []
    conts = [dict(f.want) for f in fits]
    ns = [_fit_space(_counts_from(c, f.floor), f.n_roe) for c, f in zip(conts, fits)]
    roe = np.array([f.n_roe for f in fits])
    f1 = np.array([f.f1 for f in fits])
    slow = np.array([f.slow for f in fits])
    hw = np.array([f.hr_weight for f in fits])
    w = np.array([[f.want[o] for o in TARGETED] for f in fits])
    w[:, _HR] *= hw
    floor = np.array([G.as_array(f.floor) for f in fits])
    room = 95 - roe

    def rates(cur: np.ndarray, rows: np.ndarray) -> np.ndarray:
        out = G.many_rates(G.with_roe(cur, roe[rows]), mix, f1[rows], slow[rows])
        out[:, _HR] *= hw[rows]
        return out

    every = np.arange(len(fits))

    def rates_now() -> list[list[float]]:
        if len(fits) < 8:  # the same floats; one column at a time is quicker for a few
            return [[e[o] * (f.hr_weight if o == T.HR else 1.0) for o in TARGETED]
                    for e, f in ((fast_expected(n, f.n_roe, mix, f.f1, f.slow), f) for n, f in zip(ns, fits))]
        return rates(np.array([G.as_array(n) for n in ns]), every).tolist()

    for _ in range(3):
        got = rates_now()
        for k, (cont, f) in enumerate(zip(conts, fits)):
            for j, o in enumerate(TARGETED):
                cont[o] = max(0.0, cont[o] + f.want[o] - 99 * got[k][j] / (f.hr_weight if o == T.HR else 1.0))
            ns[k] = _fit_space(_counts_from(cont, f.floor), f.n_roe)
    cur = np.array([G.as_array(n) for n in ns])
    row = np.array(rates_now())
    top, sq = _scores(row, w, cur, floor)
    best = list(zip(top.tolist(), sq.tolist()))
    stepped = [False] * len(fits)
    active = [k for k in range(len(fits)) if best[k][0] > 0.5]
    for _ in range(40):
        if not active:
            break
        act = np.array(active)
        worst = np.argmax(np.abs(held(w[act] - 99 * row[act], cur[act] <= floor[act], floor[act])), axis=1)
        cand, owner = G.moves_many(cur[act], worst, floor[act], room[act])
        if len(cand) == 0:
            break
        r = rates(cand, act[owner])
        t, s = _scores(r, w[act[owner]], cand, floor[act[owner]])
        order = np.lexsort((s, t, owner))
        firsts = order[np.r_[True, owner[order][1:] != owner[order][:-1]]]
        active = []
        for i in firsts.tolist():
            k = int(act[owner[i]])
            sc = (float(t[i]), float(s[i]))
            if sc < best[k]:
                best[k], cur[k], row[k], stepped[k] = sc, cand[i], r[i], True
                if sc[0] > 0.5:
                    active.append(k)
    return [G.as_counts(c) if moved else n for c, moved, n in zip(cur, stepped, ns)]


@dataclass(frozen=True, slots=True)
class Columns:
    """A batter's columns to fit together (``fit_columns``' arguments but the mix)."""

    targets: tuple[dict[int, float], ...]
    usage: tuple[float, ...]
    f1s: tuple[float, ...]
    n_roe: int
    slow: bool = False
    floor: dict[int, int] = field(default_factory=dict)
    start: list[dict[int, int]] | None = None
    hr_weight: float = 1.0
    """How much a home-run miss counts against the others' (``hr_weight``)."""


def fit_columns(targets: tuple[dict[int, float], ...], usage: tuple[float, ...], f1s: tuple[float, ...], *,
                n_roe: int, mix: tuple[float, ...], slow: bool = False, floor: dict[int, int] | None = None,
                start: list[dict[int, int]] | None = None) -> list[dict[int, int]]:
    """Slot counts for a batter's columns, fitted together: each column near its own targets, and the mix of
    columns (weighted by ``usage``) within half a slot of the player's season rates wherever the pitch checks
    allow it (a 1B range always turns some singles into doubles against grades C-G, for instance). Each step
    lowers the worst miss; ties go to the step that lowers the next worst (so a forced 2B excess does not stop
    the search from fixing the walks), then to the first column's, then the first move in ``ratings_grid.moves``
    order, and a column's own error counts at half. When those steps leave a miss above half a slot,
    ``joint_columns`` searches every card whose columns keep each outcome within ``COLUMN_TOLERANCE`` of their
    own targets, and its best card replaces the greedy one when it has less total excess over half a slot and
    no larger worst miss. The search starts from each column fitted on its own (``fit_counts``; ``start`` when
    the caller has them already).
    """
    return fit_columns_many([Columns(targets, usage, f1s, n_roe, slow, floor or {}, start)], mix)[0]


def _scores(got: np.ndarray, want: np.ndarray, counts: np.ndarray, floor: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``ratings_grid.scores`` with the excesses a floor holds counted as half a slot (``held``)."""
    if not floor.any():
        return G.scores(got, want)
    errs = np.abs(held(want - 99 * got, counts <= floor, floor))
    sq = errs * errs
    total = sq[:, 0].copy()
    for j in range(1, sq.shape[1]):
        total += sq[:, j]
    return errs.max(axis=1), total


def _as_cost(key: np.ndarray) -> tuple[float, list[float]]:
    return float(key[0]), [float(v) for v in key[1:]]


def fit_columns_many(jobs: list[Columns], mix: tuple[float, ...]) -> list[list[dict[int, int]]]:
    """``fit_columns`` of many batters (each with the same number of columns) against one mix of grades: each
    takes exactly the steps it takes alone; the batters step together, so a step scores every batter's moves in
    one ``many_rates`` call."""
    if not jobs:
        return []
    ncol = len(jobs[0].targets)
    if any(len(j.targets) != ncol for j in jobs):
        raise ValueError("every batter fitted together needs the same number of columns")
    wants = [[{o: 99 * t.get(o, 0.0) for o in TARGETED} for t in j.targets] for j in jobs]
    todo = [(b, k) for b, j in enumerate(jobs) if not j.start for k in range(ncol)]
    fitted = iter(fit_counts_many([Fit(wants[b][k], jobs[b].n_roe, jobs[b].f1s[k], jobs[b].slow, jobs[b].floor,
                                       jobs[b].hr_weight) for b, k in todo], mix))
    ns = [list(j.start) if j.start else [next(fitted) for _ in range(ncol)] for j in jobs]
    hw = np.array([j.hr_weight for j in jobs])
    w = np.array([[[x[o] for o in TARGETED] for x in ws] for ws in wants])
    w[:, :, _HR] *= hw[:, None]
    u = np.array([j.usage for j in jobs], dtype=float)
    f1 = np.array([j.f1s for j in jobs], dtype=float)
    roe = np.array([j.n_roe for j in jobs])
    slow = np.array([j.slow for j in jobs])
    floor = np.array([G.as_array(j.floor) for j in jobs])
    room = 95 - roe
    cur = np.array([[G.as_array(n) for n in cols] for cols in ns])
    pb, pk = np.repeat(np.arange(len(jobs)), ncol), np.tile(np.arange(ncol), len(jobs))
    rows = G.many_rates(G.with_roe(cur.reshape(-1, 7), roe[pb]), mix, f1[pb, pk], slow[pb]).reshape(w.shape)
    rows[:, :, _HR] *= hw[:, None]
    own = np.abs(99 * rows - w).max(axis=2)
    moved = np.zeros(own.shape, dtype=bool)
    best = [_as_cost(k) for k in cost_keys(held_mixed(mixed(rows, u, w), cur, floor), own.max(axis=1))]
    active = np.arange(len(jobs))
    for _ in range(30):
        wt_now = held_mixed(mixed(rows[active], u[active], w[active]), cur[active], floor[active])
        still = np.abs(wt_now).max(axis=1) > 0.5
        active, wt_now = active[still], wt_now[still]
        if len(active) == 0:
            break
        worst = np.argmax(np.abs(wt_now), axis=1)
        # the moves of every column of every active batter, batter by batter, column by column
        rb, rk = np.repeat(active, ncol), np.tile(np.arange(ncol), len(active))
        cand, owner = G.moves_many(cur[rb, rk], np.repeat(worst, ncol), floor[rb], room[rb])
        if len(cand) == 0:
            break
        bo, ko = rb[owner], rk[owner]
        r = G.many_rates(G.with_roe(cand, roe[bo]), mix, f1[bo, ko], slow[bo])
        r[:, _HR] *= hw[bo]
        every = np.arange(len(cand))
        trial = rows[bo]
        trial[every, ko] = r
        others = own[bo]
        others[every, ko] = 0.0  # the other columns' own worst miss (0 when there is none: misses are >= 0)
        col = np.maximum(others.max(axis=1), np.abs(99 * r - w[bo, ko]).max(axis=1))
        counts = cur[bo]
        counts[every, ko] = cand
        keys = cost_keys(held_mixed(mixed(trial, u[bo], w[bo]), counts, floor[bo]), col)
        order = np.lexsort(tuple(keys[:, c] for c in reversed(range(keys.shape[1]))) + (bo,))
        firsts = order[np.r_[True, bo[order][1:] != bo[order][:-1]]]
        nxt = []
        for i in firsts.tolist():
            b, k = int(bo[i]), int(ko[i])
            c = _as_cost(keys[i])
            if c < best[b]:
                best[b] = c
                cur[b, k], rows[b, k], moved[b, k] = cand[i], r[i], True
                own[b, k] = np.abs(99 * r[i] - w[b, k]).max()
                nxt.append(b)
        active = np.array(nxt, dtype=int)
    polish(cur, rows, own, moved, w, u, f1, roe, slow, floor, room, mix, hw)
    out = []
    for b, j in enumerate(jobs):
        cols = [G.as_counts(cur[b, k]) if moved[b, k] else ns[b][k] for k in range(ncol)]
        got = [{o: float(v) / (j.hr_weight if o == T.HR else 1.0) for o, v in zip(TARGETED, r)} for r in rows[b]]
        out.append(_fallback(j, cols, got, wants[b], mix))
    return out


def _fallback(job: Columns, ns: list[dict[int, int]], got: list[dict[int, float]], wants: list[dict[int, float]],
              mix: tuple[float, ...]) -> list[dict[int, int]]:
    """The greedy card, or the joint search's when the greedy one misses by more than half a slot and the joint
    one has less total excess and no larger worst miss."""

    def excess(gs: list[dict[int, float]], cols: list[dict[int, int]]) -> tuple[float, float]:
        wt = [sum(u * (99 * g[o] - w[o]) for u, g, w in zip(job.usage, gs, wants)) for o in TARGETED]
        # an excess a floor holds in every column counts as half a slot (``held``)
        wt = [min(v, 0.5) if job.floor.get(o, 0) > 0 and all(n.get(o, 0) <= job.floor[o] for n in cols) else abs(v)
              for o, v in zip(TARGETED, wt)]
        return sum(max(0.0, v - 0.5) for v in wt), max(wt)

    ex, miss = excess(got, ns)
    if miss > 0.5:
        # the greedy steps can stall short of a card that exists: search every card near its column targets
        _, card = joint_columns(job.targets, job.usage, job.f1s, n_roe=job.n_roe, mix=mix, slow=job.slow)
        if card is not None and all(n.get(o, 0) >= f for n in card for o, f in job.floor.items()):
            new_ex, new_miss = excess([fast_expected(n, job.n_roe, mix, f1, job.slow)
                                       for n, f1 in zip(card, job.f1s)], card)
            if new_ex < ex - 1e-9 and new_miss <= miss + 1e-9:
                return card
    return ns


def column_from(counts: dict[int, int], *, n_roe: int, ground_share: float, hand: str,
                lo_pos: int) -> tuple[int, ...]:
    """Lay out a column from fitted counts, the outs in play filling the rest."""
    n_oip = 97 - sum(counts.values()) - n_roe
    return layout(counts, n_roe, split_outs(n_oip, ground_share, hand), lo_pos)


def fit_column(target: dict[int, float], *, n_roe: int, ground_share: float, hand: str, lo_pos: int,
               mix: tuple[float, ...] | None, f1: float, slow: bool = False,
               floor: dict[int, int] | None = None) -> tuple[int, ...]:
    """The column whose expected rates (``expected_rates`` with ``mix`` and ``f1``) come closest to ``target``.

    ``target`` gives per-PA rates for HR, 3B, 2B, 1B, BB, HBP and SO. Without a mix the slots are the
    printed cards' cumulative rounding of 99 × rate. ``floor`` holds minimum slot counts (the printed cards'
    convention of at least one number for every event that happened).
    """
    floor = floor or {}
    want = {o: 99 * target.get(o, 0.0) for o in TARGETED}
    if mix is None:
        counts = _fit_space(_cumulative(want, floor), n_roe)
    else:
        counts = fit_counts(want, n_roe=n_roe, mix=mix, f1=f1, slow=slow, floor=floor)
    n_oip = 97 - sum(counts.values()) - n_roe
    return layout(counts, n_roe, split_outs(n_oip, ground_share, hand), lo_pos)
