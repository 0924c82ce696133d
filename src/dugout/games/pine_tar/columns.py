"""Hitting columns: per-column targets from season rates, slot layout, and the engine's expected rates.

A column is a tuple of 100 outcome codes (rolls 00-99). Rolls 0-98 end the plate appearance and 99
(BK/WP) rolls again, so an outcome with ``n`` slots happens ``n/99`` of the time before the pitch
checks and the ball-2 rule (digest §6.1). ``expected_rates`` applies both for a mix of pitcher grades,
and ``fit_column`` places slots so those expected rates meet the targets (digest §6.3-6.4).
"""

from __future__ import annotations

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


def split_targets(r: dict[int, float], hand: str, lhp_share: float, f_risp: float,
                  ibb: float = 0.0) -> tuple[dict[int, float], dict[int, float], dict[int, float]]:
    """Targets for the vs-RHP, RISP and vs-LHP columns whose usage mix reproduces the season rates ``r``.

    ``lhp_share`` is the share of this batter's non-RISP plate appearances against a LHP, ``f_risp`` the
    share of his plate appearances with a runner in scoring position; intentional walks (``ibb`` per PA)
    go to the RISP column, the only place the game has for them.

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
    if ibb > 0 and f_risp > 0:
        risp[T.BB] += ibb / f_risp
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


#: Where a batter's outs in play go, by batting hand (digest §6.4, fitted to the 1889 sample):
#: ground outs to 1B, 2B, SS, 3B and fly outs to RF, CF, LF.
SPRAY = {
    "R": ((0.07, 0.11, 0.15, 0.12), (0.15, 0.19, 0.21)),
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
    return {o: max(floor.get(o, 0), int(round(v + 1e-9))) if v > 0 else floor.get(o, 0) for o, v in cont.items()}


def _fit_space(counts: dict[int, int], n_roe: int) -> dict[int, int]:
    """Trim the largest outcomes until the column keeps at least two outs in play (GO-P and one more)."""
    while sum(counts.values()) + n_roe > 95:
        o = max(counts, key=lambda k: (counts[k], k))
        counts[o] -= 1
    return counts


def fit_column(target: dict[int, float], *, n_roe: int, ground_share: float, hand: str, lo_pos: int,
               mix: tuple[float, ...] | None, f1: float, slow: bool = False,
               floor: dict[int, int] | None = None) -> tuple[int, ...]:
    """The column whose expected rates (``expected_rates`` with ``mix`` and ``f1``) come closest to ``target``.

    ``target`` gives per-PA rates for HR, 3B, 2B, 1B, BB, HBP and SO. Without a mix the slots are the
    rounded targets (99 × rate). ``floor`` holds minimum slot counts (the printed cards' convention of at
    least one number for every event that happened).
    """
    floor = floor or {}
    want = {o: 99 * target.get(o, 0.0) for o in TARGETED}
    cont = dict(want)
    best: tuple[float, tuple[int, ...]] | None = None
    seen: set[tuple[int, ...]] = set()
    for _ in range(8):
        counts = _fit_space(_counts_from(cont, floor), n_roe)
        n_oip = 97 - sum(counts.values()) - n_roe
        col = layout(counts, n_roe, split_outs(n_oip, ground_share, hand), lo_pos)
        if mix is None:
            return col
        got = expected_rates(col, mix, f1, slow)
        err = {o: want[o] - 99 * got[o] for o in TARGETED}
        worst = max(abs(e) for e in err.values())
        if best is None or worst < best[0]:
            best = (worst, col)
        key = tuple(counts[o] for o in TARGETED)
        if worst <= 0.5 or key in seen:
            break
        seen.add(key)
        for o in TARGETED:
            cont[o] = max(0.0, cont[o] + err[o])
    assert best is not None
    return best[1]
