"""Pitcher cards from rates per batter faced against the league's average batter (digest §5.5).

The average batter leaves every pitcher line blank, so a pitcher's lines must hold his target less what that
batter's own lines and the special lines give. Columns A, B, C spread around that mean with weights 6:8:6;
shortfalls below zero become NH, NW or a negative home-run grade (pips taken off the batter's card).
"""

from __future__ import annotations

import math

from dugout.games.fall_classic import algebra as A
from dugout.games.fall_classic.cards import PitcherCard
from dugout.games.fall_classic.codes import (
    BASE_MASK,
    OUT,
    OUTF,
    OUTG,
    PITCHER_HITS,
    PITCHER_WALKS,
    Cell,
    line_index,
)
from dugout.games.fall_classic.context import ANCHOR_DOUBLE_SHARE, SPREAD, FCLeague
from dugout.games.fall_classic.layout import WEIGHTS, cells36, grade_values, mark_wp, pitcher_column

BFS_SHARE = 1.1
"""A starter's BFS is this share of his batters faced per start (the next hit or walk starts his decline)."""
WP_MAX = 18
BLANK_SHARE = 0.9
"""Share of batters who leave a given walks-area line blank (for the yield of extra ``wp`` cells)."""


def own_content(lg: FCLeague) -> list[float]:
    """Pips per outcome on the league-average batter's own lines (everything but blanks and specials)."""
    key = "avg_own"
    got = lg.extra.get(key)
    if got is not None:
        return got  # type: ignore[no-any-return]
    card = lg.avg_batter()
    out = [0.0] * A.NOUT
    flat = card.flat[1]
    for c in flat:
        o = A.CODE_OUTCOME.get(c & BASE_MASK)
        if o is not None:
            out[o] += 1
    lg.extra[key] = out
    return out


def pitcher_card(lg: FCLeague, rates: tuple[float, ...], park: A.Vec, *, wp_per_bf: float = 0.0, bf: float = 0.0,
                 g: int = 0, gs: int = 0, tag: int = 0) -> tuple[PitcherCard, list[str]]:
    """A pitcher card for rates per card batter faced (1B 2B 3B HR BB HBP SO OUT); notes on capacity limits."""
    notes: list[str] = []
    s, e54 = lg.s, lg.e54
    t = [s * rates[o] - 20 * e54[o] for o in range(A.NOUT)]
    own = own_content(lg)
    lg_k = max(1e-6, lg.rates[A.OK])
    kd = max(0, min(18, round(lg.kd * rates[A.OK] / lg_k)))

    def kds(k: int) -> tuple[int, int, int]:
        return (min(19, k + 1), k, max(0, k - 1)) if k > 0 else (1, 0, 0)

    spec = lg.specials(kds(kd), park)
    xk = t[A.OK] - own[A.OK] - spec[A.OK]
    while xk > 95 and kd < 19:
        kd += 1
        spec = lg.specials(kds(kd), park)
        xk = t[A.OK] - own[A.OK] - spec[A.OK]
    while xk < 0 and kd > 0:
        kd -= 1
        spec = lg.specials(kds(kd), park)
        xk = t[A.OK] - own[A.OK] - spec[A.OK]
    if xk < -0.5:
        notes.append(f"strikeouts: {-xk:.1f} pips above target (no negative K rating)")
    hit_o = (A.O1, A.O2, A.O3)
    xh = sum(t[o] - own[o] - spec[o] for o in hit_o)
    xw = t[A.OBB] - own[A.OBB] - spec[A.OBB]
    xhr = t[A.OHR] - own[A.OHR] - spec[A.OHR]
    nh = math.floor(xh) if xh < 0 else 0
    nw = math.floor(xw) if xw < 0 else 0
    xh -= nh
    xw -= nw
    hs = grade_values(xh, SPREAD, 280)
    ws = grade_values(xw, SPREAD, 280)
    ks = grade_values(max(0.0, xk), SPREAD, 280, more_is_better=True)
    if xhr >= 0:
        hr_all = grade_values(xhr, math.ceil(min(xhr, 20) / 2), 60)
        hrs = (min(20, hr_all[0]), min(20, hr_all[1]), min(20, hr_all[2]))
        hr_extra = tuple(v - min(20, v) for v in hr_all)
    else:
        # no spread below zero: a better column could not take more than the batter's card holds
        a, b, c = grade_values(-xhr, 0, 20)
        hrs = (-a, -b, -c)
        hr_extra = (0, 0, 0)
    cols = []
    for gi in range(3):
        h, w, k, x = hs[gi], ws[gi], ks[gi], hr_extra[gi]
        over = h + w + k + x - 280
        if over > 0:
            notes.append(f"grade {'ABC'[gi]}: {over} pips beyond the control area")
            if k >= h and k >= w:
                k -= over
            elif h >= w:
                h = max(0, h - over)
            else:
                w = max(0, w - over)
        dbl = round(ANCHOR_DOUBLE_SHARE * min(h, 100))
        cols.append(pitcher_column(h, dbl, w, k, x, tag))
    wp, wp_lines = _wp_range(lg, wp_per_bf, cols)
    for ln in wp_lines:
        for col in cols:
            col[ln] = mark_wp(col[ln])
    bfs, bfr = endurance(lg, bf, g, gs)
    cells = (cells36(cols[0]), cells36(cols[1]), cells36(cols[2]))
    return PitcherCard(cells=cells, kd=kds(kd), hr=hrs, nh=nh, nw=nw, wp=wp, bfs=bfs, bfr=bfr,
                       notes=tuple(notes)), notes


def _wp_range(lg: FCLeague, per_bf: float, cols: list[dict[int, Cell]]) -> tuple[int, list[int]]:
    """WP range from wild pitches (and passed balls) per batter faced; any surplus as ``wp`` cells."""
    w = 720 * per_bf / lg.m if lg.m > 0 else 0.0
    if w <= WP_MAX:
        return max(0, round(w)), []
    surplus = per_bf - lg.m * WP_MAX / 720
    lines = []
    for ln in PITCHER_WALKS[::-1] + PITCHER_HITS[::-1]:
        if surplus <= 0:
            break
        y = sum(wgt * _out_pips(cols[gi][ln]) for gi, wgt in enumerate(WEIGHTS)) / 720 * BLANK_SHARE
        if y > 0:
            lines.append(ln)
            surplus -= y
    return WP_MAX, lines


def _out_pips(cell: Cell) -> int:
    n = lo = 0
    for end, code in cell:
        if (code & BASE_MASK) in (OUT, OUTG, OUTF):
            n += end - lo
        lo = end
    return n


def endurance(lg: FCLeague, bf: float, g: int, gs: int) -> tuple[int, int]:
    """(BFS, BFR): batters before the decline as a starter, and over a reliever's 3-game span (digest step 8)."""
    if g <= 0 or bf <= 0:
        return round(BFS_SHARE * lg.start_bf), round(2 * lg.relief_bf)
    if gs <= 0:
        per = bf / g
        return max(9, round(BFS_SHARE * max(per * 1.5, 9))), max(3, round(2 * per))
    relief = g - gs
    per_start = max(9.0, (bf - relief * lg.relief_bf) / gs)
    bfs = round(BFS_SHARE * per_start)
    if relief > 0:
        per_relief = max(3.0, (bf - gs * per_start) / relief) if bf > gs * per_start else lg.relief_bf
        return bfs, max(3, round(2 * per_relief))
    return bfs, max(3, round(bfs / 3))


def hr_line_index() -> int:
    """Index of line 65 (kept for callers that print the HR grade)."""
    return line_index(65)
