"""Pitcher cards from rates per batter faced against the league's average batter (digest §5.5).

The average batter leaves every pitcher line blank, so a pitcher's lines must hold his target less what that
batter's own lines and the special lines give. Columns A, B, C spread around that mean with weights 6:8:6;
shortfalls below zero become NH, NW or a negative home-run grade (pips taken off the batter's card).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from dugout.games.fall_classic import ratings_algebra as A
from dugout.games.fall_classic.card import PitcherCard
from dugout.games.fall_classic.card_codes import (
    BASE_MASK,
    OUT,
    OUTF,
    OUTG,
    PITCHER_HITS,
    PITCHER_WALKS,
    WPF,
    Cell,
)
from dugout.games.fall_classic.ratings_layout import WEIGHTS, cells36, grade_values, pitcher_column
from dugout.games.fall_classic.ratings_league import (
    ANCHOR_DOUBLE_SHARE,
    HIT_SPREAD,
    HR_GRADE_MAX,
    SPREAD,
    FCLeague,
)

BFS_SHARE = 1.1
CG_MARGIN = 3
"""Batters past a nine-inning game's worth that a complete-game pitcher's BFS allows."""
"""A starter's BFS is this share of his batters faced per start (the next hit or walk starts his decline)."""
WP_MAX = 18
BLANK_SHARE = 0.9
"""Share of batters who leave a given walks-area line blank (for the yield of extra ``wp`` cells)."""


def own_content(lg: FCLeague) -> list[float]:
    """Pips per outcome on the league-average batter's own lines (everything but blanks and specials)."""
    got = lg.avg_own
    if got is not None:
        return got
    card = lg.avg_batter()
    out = [0.0] * A.NOUT
    flat = card.flat[1]
    for c in flat:
        o = A.CODE_OUTCOME.get(c & BASE_MASK)
        if o is not None:
            out[o] += 1
    lg.avg_own = out
    return out


KD_MAX = 19


def kd_grades(level: int) -> tuple[int, int, int]:
    """KD per grade A, B, C for a KD level: level+1 / level / level-1; level 0 is 1/0/0 and level -1 is 0/0/0
    (a pitcher who strikes out fewer than the batter's own card gives him never gets one from the KD check).

    >>> kd_grades(2), kd_grades(0), kd_grades(-1), kd_grades(19)
    ((3, 2, 1), (1, 0, 0), (0, 0, 0), (19, 19, 18))
    """
    if level < 0:
        return (0, 0, 0)
    if level == 0:
        return (1, 0, 0)
    return (min(KD_MAX, level + 1), level, level - 1)


def pitcher_card(lg: FCLeague, rates: tuple[float, ...], park: A.Vec, *, wp_per_bf: float = 0.0, bf: float = 0.0,
                 g: int = 0, gs: int = 0, cg: int = 0, tag: int = 0, batter_hr: bool = False
                 ) -> tuple[PitcherCard, list[str]]:
    """A pitcher card for rates per card batter faced (1B 2B 3B HR BB HBP SO OUT); notes on capacity limits.

    ``batter_hr``: whether batters' ``P - HR -k`` modifiers are played (see ``hr_grade_pips``)."""
    notes: list[str] = []
    s, e54 = lg.s, lg.e54
    t = [s * rates[o] - 20 * e54[o] for o in range(A.NOUT)]
    own = own_content(lg)
    lg_k = max(1e-6, lg.rates[A.OK])
    kd = max(0, min(18, round(lg.kd * rates[A.OK] / lg_k)))
    spec = lg.specials(kd_grades(kd), park)
    xk = t[A.OK] - own[A.OK] - spec[A.OK]
    while xk > 95 and kd < KD_MAX:
        kd += 1
        spec = lg.specials(kd_grades(kd), park)
        xk = t[A.OK] - own[A.OK] - spec[A.OK]
    while xk < 0 and kd > -1:
        kd -= 1
        spec = lg.specials(kd_grades(kd), park)
        xk = t[A.OK] - own[A.OK] - spec[A.OK]
    if xk < -0.5:
        notes.append(f"strikeouts: {-xk:.1f} pips above target (no negative K rating)")
    hit_o = (A.O1, A.O2, A.O3)
    own_hits = sum(own[o] for o in hit_o)
    xh = sum(t[o] - own[o] - spec[o] for o in hit_o)
    xw = t[A.OBB] - own[A.OBB] - spec[A.OBB]
    xhr = t[A.OHR] - own[A.OHR] - spec[A.OHR]
    xk = max(0.0, xk)
    over = max(0.0, xh) + max(0.0, xw) + xk + max(0.0, xhr - HR_GRADE_MAX) - CONTROL
    while over > 0 and 0 < xk and kd < KD_MAX:
        # a full control area: strikeouts move to the KD check, which needs no room on the card
        kd += 1
        spec2 = lg.specials(kd_grades(kd), park)
        xk -= spec2[A.OK] - spec[A.OK]
        xh -= sum(spec2[o] - spec[o] for o in hit_o)
        spec = spec2
        xk = max(0.0, xk)
        over = max(0.0, xh) + max(0.0, xw) + xk + max(0.0, xhr - HR_GRADE_MAX) - CONTROL
    nh = math.floor(xh) if xh < 0 else 0
    nw = math.floor(xw) if xw < 0 else 0
    # NH beyond the batter's other hits reaches his home runs (they come last in card order): give them back
    xhr += max(0.0, min(own[A.OHR], -nh - own_hits))
    xh, xw = xh - nh, xw - nw
    spread = hr_spread(lg)
    xhr = hr_grade_pips(xhr, own[A.OHR], spec[A.OHR], spread, batter_hr)
    if not batter_hr:
        # the home runs given back for the batters' surplus are hits all the same: they stay hits, as singles
        xh += spread.surplus()
    x_extra = max(0.0, xhr - HR_GRADE_MAX)
    over = xh + xw + xk + x_extra - CONTROL
    if over > 0.5:
        notes.append(f"{over:.0f} pips beyond the control area, shared out between hits, walks and strikeouts")
        xh, xw, xk, x_extra = _share_shortfall(over, xh, xw, xk, x_extra)
        xhr = min(xhr, HR_GRADE_MAX + x_extra)
    if xhr > HR_GRADE_MAX:
        extra = grade_values(xhr - HR_GRADE_MAX, 0, CONTROL)
        hrs: tuple[int, int, int] = (HR_GRADE_MAX,) * 3
    elif xhr >= 0:
        hrs = grade_values(xhr, math.ceil(xhr / 2), HR_GRADE_MAX)
        extra = (0, 0, 0)
    else:
        # no spread below zero: a better column could not take more than the batter's card holds
        a, b, c = grade_values(-xhr, 0, HR_GRADE_MAX)
        hrs = (-a, -b, -c)
        extra = (0, 0, 0)
    cols = []
    for gi, (h, w, k) in enumerate(_columns(xh, xw, xk, extra)):
        x = extra[gi]
        dbl = round(ANCHOR_DOUBLE_SHARE * min(h, 100))
        cols.append(pitcher_column(h, dbl, w, k, x, tag))
    wp = _wp(lg, wp_per_bf, cols)
    bfs, bfr = endurance(lg, bf, g, gs, cg)
    cells = (cells36(cols[0]), cells36(cols[1]), cells36(cols[2]))
    return PitcherCard(cells=cells, kd=kd_grades(kd), hr=hrs, nh=nh, nw=nw, wp=wp, bfs=bfs, bfr=bfr,
                       notes=tuple(notes)), notes


HR_SHAPE = 2.0
"""The home-run values per PA of a league's batters who hit any are spread as a gamma of this shape (fitted with
``hr_zero_share`` on every third league-season 1901-2024: 1.3-3.5, about 2 in every era); with 2 every
expectation below has a closed form."""


@dataclass(frozen=True, slots=True)
class HRSpread:
    """How a league's batters hold home runs, what a pitcher's line-65 grade is sized against.

    A share ``zero`` of the plate appearances is made by batters with no home run (the blue-park flag takes the
    park's homer away from them too); the others hold T values per PA, gamma-spread (shape ``HR_SHAPE``) with
    mean ``mean / (1 - zero)``. A batter card holds on its own lines what line 65 (``line65`` values against the
    anchor) and line 46 (``park`` values) do not give him, max(0, T - line65 - park).
    """

    zero: float
    mean: float
    line65: float
    park: float

    @property
    def floor(self) -> float:
        """What a batter with home runs reads off lines 65 and 46 against the anchor: his own lines hold the rest."""
        return self.line65 + self.park

    def own(self, c: float) -> float:
        """E[max(0, T - c)] over the league's batters (those with none hold nothing).

        >>> sp = HRSpread(0.0, 10.0, 0.0, 0.0); round(sp.own(0.0), 6)
        10.0
        """
        if self.mean <= 0:
            return 0.0
        th = self.mean / (1 - self.zero) / HR_SHAPE
        x = c / th
        return (1 - self.zero) * th * math.exp(-x) * (2 + x)

    def surplus(self) -> float:
        """Home-run values per PA that lines 65 and 46 give the league's batters past their own home runs (the
        batter's ``P - HR`` modifier not played): a homerless batter reads line 65 (line 46's homer is his fly out),
        one below the floor reads it too. E[max(T, floor)] - E[T] with the park's share counted where it plays.

        >>> round(HRSpread(0.3, 3.9, 2.1, 1.0).surplus(), 2), round(HRSpread(0.05, 18.0, 6.0, 1.0).surplus(), 2)
        (0.89, 0.72)
        """
        c = self.floor
        if self.mean <= 0:
            return self.zero * self.line65
        return self.zero * self.line65 + (1 - self.zero) * c - self.mean + self.own(c)

    def take(self, k: float) -> float:
        """Values per PA a negative grade -k takes off the league's batters: E[min(k, own lines)]."""
        return self.own(self.floor) - self.own(self.floor + k)

    def grade(self, need: float) -> float:
        """The k (at most the scale's 12) of a negative grade that takes ``need`` on average; what it cannot
        take stays.

        >>> sp = HRSpread(0.1, 18.0, 6.0, 1.0); k = sp.grade(3.0); round(k, 2), round(sp.take(k), 3)
        (4.35, 3.0)
        """
        if need >= self.take(HR_GRADE_MAX):
            return float(HR_GRADE_MAX)
        lo, hi = 0.0, float(HR_GRADE_MAX)
        for _ in range(40):
            mid = (lo + hi) / 2
            if self.take(mid) < need:
                lo = mid
            else:
                hi = mid
        return hi


def hr_spread(lg: FCLeague) -> HRSpread:
    """The league's spread of batters' home runs (``HRSpread``)."""
    return HRSpread(lg.hr_zero, lg.s * lg.rates[A.OHR], lg.line65(0), NEUTRAL_PARK_HR)


NEUTRAL_PARK_HR = A.park_vector(100, (False, False, False))[A.OHR]
"""Home-run values per PA of line 46 (the neutral ballpark chart's homer) for a batter with home runs."""


def hr_grade_pips(x: float, own_hr: float, park_hr: float, spread: HRSpread, batter_hr: bool) -> float:
    """The line-65 home-run pips a pitcher card needs, ``x`` measured against the league-average batter (whose own
    lines hold ``own_hr``, line 46 ``park_hr``), made true against the league's batters as they are spread
    (``HRSpread``).

    - Without the batter's modifier (``batter_hr`` off, the book's basic game) a batter reads his own lines
      and line 46's homer past line 65's grade: a grade h gives the league's batters h + E[own] + (1 - zero) ×
      park, so the grade is his home runs less the last two. A light batter's card gives the home runs that
      lines 65 and 46 give him past his own back in singles (``HRSpread.surplus``), which every pitcher gives back.
    - A negative grade -k takes home runs off the batter's own lines, but no more than they hold: the grade is
      the k that takes what is needed on average (at most the scale's 12: what cannot be taken stays).

    >>> sp = HRSpread(0.3, 3.9, 2.1, 1.0)
    >>> round(hr_grade_pips(0.0, 0.8, 1.0, sp, False), 2)  # 1901: the average pitcher takes 0.9 values back
    -2.32
    >>> round(hr_grade_pips(-3.0, 12.0, 1.0, HRSpread(0.1, 18.0, 6.0, 1.0), True), 2)
    -4.35
    """
    if not batter_hr:
        x += own_hr + park_hr - (1 - spread.zero) * park_hr - spread.own(spread.floor)
    if x < 0 and spread.mean > 0:
        x = -spread.grade(-x)
    return x


CONTROL = 280
"""Pips of the fourteen control-area lines (hits, walks, strikeouts) in one grade column."""


def _share_shortfall(over: float, h: float, w: float, k: float, x: float) -> tuple[float, float, float, float]:
    """Cut ``over`` pips from hits, walks, strikeouts and extra home runs so the largest miss is smallest.

    Every pip is worth the same count over his batters faced; a home run taken away is a hit missing too, so
    extra home runs give way only once the hits are gone.

    >>> [round(v, 2) for v in _share_shortfall(60, 100, 100, 100, 0.0)]
    [80.0, 80.0, 80.0, 0.0]
    >>> [round(v, 2) for v in _share_shortfall(60, 10.0, 100.0, 0.0, 200.0)]  # hits 30 short, walks 30, HR 20
    [0.0, 70.0, 0.0, 180.0]
    """
    def cut(d: float) -> tuple[float, float, float, float]:
        rh = min(h, d)
        return rh, min(w, d), min(k, d), min(x, max(0.0, d - rh))

    lo, hi = 0.0, float(CONTROL + 300)
    for _ in range(60):
        mid = (lo + hi) / 2
        if sum(cut(mid)) >= over:
            hi = mid
        else:
            lo = mid
    rh, rw, rk, rx = cut(hi)
    return h - rh, w - rw, k - rk, x - rx


def _columns(h: float, w: float, k: float, extra: tuple[int, int, int]) -> list[tuple[int, int, int]]:
    """Integer hits, walks and strikeouts per grade column around the means, spread apart by up to ``SPREAD``
    pips (A the best), the spread narrowing until every column fits the control area with its extra homers."""
    for delta in range(SPREAD, -1, -1):
        hs = grade_values(h, min(delta, HIT_SPREAD), CONTROL)
        ws = grade_values(w, delta, CONTROL)
        ks = grade_values(k, delta, CONTROL, more_is_better=True)
        cols = [(hs[g], ws[g], ks[g]) for g in range(3)]
        if all(sum(c) + extra[g] <= CONTROL for g, c in enumerate(cols)):
            return cols
    out = []
    for g, (hh, ww, kk) in enumerate(cols):
        # whole-value rounding at a full area: the largest part gives way by a value or two
        while hh + ww + kk + extra[g] > CONTROL:
            if hh >= ww and hh >= kk:
                hh -= 1
            elif ww >= kk:
                ww -= 1
            else:
                kk -= 1
        out.append((hh, ww, kk))
    return out


def _wp(lg: FCLeague, per_bf: float, cols: list[dict[int, Cell]]) -> int:
    """The WP range from wild pitches (and passed balls) per batter faced; a surplus past the range's top
    becomes ``wp`` marks on out values (errata FC-3: each value counts at its real yield)."""
    w = 720 * per_bf / lg.m if lg.m > 0 else 0.0
    if w <= WP_MAX:
        return max(0, round(w))
    _mark_wp_values(per_bf - lg.m * WP_MAX / 720, lg.m, cols)
    return WP_MAX


def _mark_wp_values(surplus: float, m: float, cols: list[dict[int, Cell]]) -> None:
    """Mark out values ``wp`` (walks area from line 45 back, then the hits area; low d20 first) until the extra
    wild pitches they give per batter faced, with men on ``m`` of the time, make up ``surplus``."""
    unit = m * BLANK_SHARE / 720
    for ln in PITCHER_WALKS[::-1] + PITCHER_HITS[::-1]:
        vals = [_values(col[ln]) for col in cols]
        changed = False
        for d in range(20):
            y = sum(wgt * unit for wgt, v in zip(WEIGHTS, vals) if (v[d] & BASE_MASK) in (OUT, OUTG, OUTF))
            if y <= 0:
                continue
            if surplus < y / 2:
                break
            for v in vals:
                if (v[d] & BASE_MASK) in (OUT, OUTG, OUTF):
                    v[d] |= WPF
            surplus -= y
            changed = True
        if changed:
            for col, v in zip(cols, vals):
                col[ln] = _cell(v)
        if surplus <= 0:
            return


def _values(cell: Cell) -> list[int]:
    out: list[int] = []
    lo = 0
    for end, code in cell:
        out.extend([code] * (end - lo))
        lo = end
    return out


def _cell(vals: list[int]) -> Cell:
    out: list[tuple[int, int]] = []
    for d, code in enumerate(vals, start=1):
        if out and out[-1][1] == code:
            out[-1] = (d, code)
        else:
            out.append((d, code))
    return tuple(out)


def endurance(lg: FCLeague, bf: float, g: int, gs: int, cg: int = 0) -> tuple[int, int]:
    """(BFS, BFR): batters before the decline as a starter, and over a reliever's 3-game span (digest step 8).

    A starter's BFS is 1.1 x his batters faced per start; one who finished many of his starts lasts, in those
    starts, a whole game (the league's batters per nine innings and three more), so his BFS moves toward that
    by his share of complete games.
    """
    if g <= 0 or bf <= 0:
        return round(BFS_SHARE * lg.start_bf), round(2 * lg.relief_bf)
    if gs <= 0:
        per = bf / g
        return max(9, round(BFS_SHARE * max(per * 1.5, 9))), max(3, round(2 * per))
    relief = g - gs
    per_start = max(9.0, (bf - relief * lg.relief_bf) / gs)
    c = min(1.0, max(0.0, cg / gs))
    bfs = round(max(BFS_SHARE * per_start, c * (lg.full_bf + CG_MARGIN) + (1 - c) * BFS_SHARE * per_start))
    if relief > 0:
        per_relief = max(3.0, (bf - gs * per_start) / relief) if bf > gs * per_start else lg.relief_bf
        return bfs, max(3, round(2 * per_relief))
    return bfs, max(3, round(bfs / 3))

