"""A card's hitting columns: per-column targets from season rates, slot layout, and the engine's expected rates.

A column is a tuple of 100 outcome codes (rolls 00-99). Rolls 0-98 end the plate appearance and 99
(BK/WP) rolls again, so an outcome with ``n`` slots happens ``n/99`` of the time before the pitch
checks and the ball-2 rule (digest §6.1). ``expected_rates`` applies both for a mix of pitcher grades,
and ``fit_column`` places slots so those expected rates meet the targets (digest §6.3-6.4).
"""

from __future__ import annotations

import numpy as np

from dugout.games.pine_tar import ratings_grid as G
from dugout.games.pine_tar import tables as T

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


def fast_expected(n: dict[int, int], n_roe: int, mix: tuple[float, ...], f1: float,
                  slow: bool = False) -> dict[int, float]:
    """``expected_rates`` for the targeted outcomes of the column these counts lay out, without laying it out.

    Only the nine pitch-check rolls (and roll 19 for a slow batter) can differ from the printed counts.
    """
    counts = dict(n)
    counts[T.ROE_PO] = n_roe
    check: list[int] = []
    code19 = -1
    pos = 0
    k = 0
    for c in _ORDER:
        end = pos + counts.get(c, 0)
        while k < 9 and T.CHECK_ROLLS[k] < end:
            check.append(c)
            k += 1
        if pos <= T.INFIELD_HIT_ROLL < end:
            code19 = c
        pos = end
    base = {o: float(counts.get(o, 0)) for o in TARGETED}
    for c in check:
        if c in base:
            base[c] -= 1
    if slow and code19 in (T.SINGLE, T.DOUBLE, T.TRIPLE):
        base[code19] -= 1
    out = dict.fromkeys(TARGETED, 0.0)
    for g, w in enumerate(mix):
        if w <= 0:
            continue
        mod = T.MODIFIED[g]
        cnt = dict(base)
        for c in check:
            o = mod[c]
            if o in cnt:
                cnt[o] += 1
        if g in T.BALL_TWO_GRADES and f1 > 0:
            b = cnt[T.BB] / 99
            scale = 1 + f1 * b
            for o, v in cnt.items():
                out[o] += w * v / 99 * scale
            out[T.BB] += w * ((1 - f1) * b + f1 * b * b - b * scale)
        else:
            for o, v in cnt.items():
                out[o] += w * v / 99
    return out


def _score(n: dict[int, int], want: dict[int, float], n_roe: int, mix: tuple[float, ...], f1: float,
           slow: bool) -> tuple[float, float]:
    got = fast_expected(n, n_roe, mix, f1, slow)
    errs = [abs(want[o] - 99 * got[o]) for o in TARGETED]
    return max(errs), sum(e * e for e in errs)


def _moves(n: dict[int, int], first: int, floor: dict[int, int]) -> list[dict[int, int]]:
    """Neighbouring counts: one slot more or less for an outcome, or one slot moved between two outcomes."""
    out = []
    order = [first] + [o for o in TARGETED if o != first]
    for o in order:
        for d in (1, -1):
            if n[o] + d >= floor.get(o, 0):
                m = dict(n)
                m[o] += d
                out.append(m)
    for a in order:
        for b in TARGETED:
            if a != b and n[b] - 1 >= floor.get(b, 0):
                for src, dst in ((b, a), (a, b)):
                    if n[src] - 1 >= floor.get(src, 0):
                        m = dict(n)
                        m[src] -= 1
                        m[dst] += 1
                        out.append(m)
    return out


def fit_counts(want: dict[int, float], *, n_roe: int, mix: tuple[float, ...], f1: float, slow: bool = False,
               floor: dict[int, int] | None = None) -> dict[int, int]:
    """Slot counts whose engine-expected rates are within half a slot of ``want`` (slots) where possible.

    A few proportional corrections from the rounded targets, then a greedy search over one-slot changes that
    lowers the worst error (ties: the sum of squares, then the first change in ``_moves`` order). The changes of
    a step are scored together (``ratings_grid``), with the same arithmetic as ``_score``.
    """
    floor = floor or {}
    cont = dict(want)
    n = _fit_space(_counts_from(cont, floor), n_roe)
    for _ in range(3):
        got = fast_expected(n, n_roe, mix, f1, slow)
        for o in TARGETED:
            cont[o] = max(0.0, cont[o] + want[o] - 99 * got[o])
        n = _fit_space(_counts_from(cont, floor), n_roe)
    best = _score(n, want, n_roe, mix, f1, slow)
    if best[0] <= 0.5:
        return n
    w = np.array([want[o] for o in TARGETED])
    fl, room = G.as_array(floor), 95 - n_roe
    cur = G.as_array(n)
    row = np.array([fast_expected(n, n_roe, mix, f1, slow)[o] for o in TARGETED])
    for _ in range(40):
        if best[0] <= 0.5:
            break
        worst = TARGETED[int(np.argmax(np.abs(w - 99 * row)))]
        cand = G.moves(cur, worst, fl, room)
        if len(cand) == 0:
            break
        rates = G.many_rates(G.with_roe(cand, n_roe), mix, f1, slow)
        top, sq = G.scores(rates, w)
        i = G.first_least(top, sq)
        sc = (float(top[i]), float(sq[i]))
        if not sc < best:
            break
        best, cur, row = sc, cand[i], rates[i]
    return G.as_counts(cur)


def fit_columns(targets: tuple[dict[int, float], ...], usage: tuple[float, ...], f1s: tuple[float, ...], *,
                n_roe: int, mix: tuple[float, ...], slow: bool = False,
                floor: dict[int, int] | None = None) -> list[dict[int, int]]:
    """Slot counts for a batter's columns, fitted together: each column near its own targets, and the mix of
    columns (weighted by ``usage``) within half a slot of the player's season rates wherever the pitch checks
    allow it (a 1B range always turns some singles into doubles against grades C-G, for instance). Each step
    lowers the worst miss; ties go to the step that lowers the next worst (so a forced 2B excess does not stop
    the search from fixing the walks), and a column's own error counts at half. When those steps leave a miss
    above half a slot, ``joint_columns`` searches every card whose columns keep each outcome within
    ``COLUMN_TOLERANCE`` of their own targets, and its best card replaces the greedy one when it has less total
    excess over half a slot and no larger worst miss.
    """
    floor = floor or {}
    wants = [{o: 99 * t.get(o, 0.0) for o in TARGETED} for t in targets]
    ns = [fit_counts(w, n_roe=n_roe, mix=mix, f1=f1, slow=slow, floor=floor) for w, f1 in zip(wants, f1s)]
    got = [fast_expected(n, n_roe, mix, f1, slow) for n, f1 in zip(ns, f1s)]

    def weighted(gs: list[dict[int, float]]) -> dict[int, float]:
        return {o: sum(u * (99 * g[o] - w[o]) for u, g, w in zip(usage, gs, wants)) for o in TARGETED}

    wa = [np.array([w[o] for o in TARGETED]) for w in wants]
    rows = [np.array([g[o] for o in TARGETED]) for g in got]
    cur = [G.as_array(n) for n in ns]
    moved = [False] * len(ns)
    fl, room = G.as_array(floor), 95 - n_roe

    def terms(k: int, g: np.ndarray) -> np.ndarray:
        return usage[k] * (99 * g - wa[k])

    def keys(wt: np.ndarray, col: np.ndarray) -> np.ndarray:
        """(first, the misses from the largest down) per row: the cost tuple, as rows to compare."""
        a = np.abs(wt)
        return np.column_stack([np.maximum(a.max(axis=1), 0.5 * col), -np.sort(-a, axis=1)])

    def as_cost(key: np.ndarray) -> tuple[float, list[float]]:
        return float(key[0]), [float(v) for v in key[1:]]

    def mixed(gs: list[np.ndarray]) -> np.ndarray:
        wt = 0 + terms(0, gs[0])
        for k in range(1, len(gs)):
            wt = wt + terms(k, gs[k])
        return wt

    own = [np.abs(99 * g - w).max() for g, w in zip(rows, wa)]
    best = as_cost(keys(mixed(rows)[None, :], np.array([max(own)]))[0])
    for _ in range(30):
        wt_now = mixed(rows)
        if np.abs(wt_now).max() <= 0.5:
            break
        worst = TARGETED[int(np.argmax(np.abs(wt_now)))]
        blocks = []
        for k in range(len(ns)):
            cand = G.moves(cur[k], worst, fl, room)
            if len(cand) == 0:
                continue
            rates = G.many_rates(G.with_roe(cand, n_roe), mix, f1s[k], slow)
            gs: list[np.ndarray] = [r[None, :] for r in rows]
            gs[k] = rates
            col = np.maximum(max([own[j] for j in range(len(ns)) if j != k], default=0.0),
                             np.abs(99 * rates - wa[k]).max(axis=1))
            blocks.append((k, cand, rates, keys(mixed(gs), col)))
        if not blocks:
            break
        allkeys = np.concatenate([b[3] for b in blocks])
        i = G.first_least(*allkeys.T)
        c = as_cost(allkeys[i])
        if not c < best:
            break
        best = c
        for k, cand, rates, kk in blocks:
            if i < len(kk):
                cur[k], rows[k], moved[k] = cand[i], rates[i], True
                own[k] = np.abs(99 * rates[i] - wa[k]).max()
                break
            i -= len(kk)
    ns = [G.as_counts(a) if m else n for a, m, n in zip(cur, moved, ns)]
    got = [{o: float(v) for o, v in zip(TARGETED, r)} for r in rows]

    def excess(gs: list[dict[int, float]]) -> tuple[float, float]:
        wt = [abs(v) for v in weighted(gs).values()]
        return sum(max(0.0, v - 0.5) for v in wt), max(wt)

    ex, miss = excess(got)
    if miss > 0.5 and not floor:
        # the greedy steps can stall short of a card that exists: search every card near its column targets
        _, card = joint_columns(targets, usage, f1s, n_roe=n_roe, mix=mix, slow=slow)
        if card is not None:
            new_ex, new_miss = excess([fast_expected(n, n_roe, mix, f1, slow) for n, f1 in zip(card, f1s)])
            if new_ex < ex - 1e-9 and new_miss <= miss + 1e-9:
                ns = card
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
    for i in np.argsort(np.abs(a).max(axis=1)):
        s = a[i] + b
        low = np.maximum(np.maximum(s + cmin, -(s + cmax)), 0.0)  # each outcome's least |miss| over the third column
        low_max, low_ex = low.max(axis=1), np.maximum(low - 0.5, 0.0).sum(axis=1)
        keep = (low_max < least) | (low_ex < best[0]) | ((low_ex <= best[0]) & (low_max < best[1]))
        for j in np.nonzero(keep)[0]:
            v = np.abs(s[j] + c)
            worst, ex = v.max(axis=1), np.maximum(v - 0.5, 0.0).sum(axis=1)
            least = min(least, float(worst.min()))
            k = int(np.lexsort((worst, ex))[0])
            if (ex[k], worst[k]) < best:
                best, pick = (float(ex[k]), float(worst[k])), (int(i), int(j), k)
    return least, [{o: int(cs[n][o]) for o in TARGETED} for (cs, _), n in zip(sets, pick)]
