"""The probability algebra of one plate appearance (digest §5.1): exact, linear in both cards.

For a pitcher mix π (share of 2d6 rolls per label) and a batter side (section contents), the chance of each
tracked outcome (1B 2B 3B HR BB HBP SO) is::

    P(o) = A(o) + Σ_s c_s(o)·n_s(o)/99  [+ the OUT section's SO entries]

where ``A`` holds what no batter card controls (rare plays, the DEFENSE/RANGE/ERROR charts) and ``c_s`` is the
weight of one number in section ``s``. Rare plays that say "roll again" renormalise the rest (factor ``K``). A
BALLPARK result reads WHEEL or IN-PLAY as in the neutral park of ``card_ballpark``.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.card_ballpark import NEUTRAL_WHEEL, read_shares

NO = T.NOUT
_IDX = {code: k for k, code in enumerate(T.OUTCOMES)}


# --- rare plays -------------------------------------------------------------------------------------------------
def _rare_vectors(f_empty: float = T.F_EMPTY) -> tuple[tuple[float, ...], float]:
    """(final outcome mass per rare play for the 7 outcomes, share of rare plays that roll again)."""
    out = [0.0] * NO
    again = 0.0
    for chart, share in ((T.RARE_EMPTY, f_empty), (T.RARE_RUNNERS, 1.0 - f_empty)):
        for total in range(2, 13):
            kind = chart[total][0]
            w = share * T.WAYS[total] / 36
            if kind in T.ROLL_AGAIN:
                again += w
            elif kind in (T.RP_HR, T.RP_IPHR):
                out[T.O_HR] += w
            elif kind == T.RP_3B:
                out[T.O_3B] += w
            elif kind in (T.RP_2B, T.RP_2B_CLEAR):
                out[T.O_2B] += w
            elif kind in (T.RP_1B, T.RP_1B_PLUS2):
                out[T.O_1B] += w
    return tuple(out), again


RARE_FINAL, RARE_AGAIN = _rare_vectors()
#: Weight of the card part of a plate appearance: 99 in 100 d100 rolls, renormalised for rare re-rolls.
K = 0.99 / (1.0 - 0.01 * RARE_AGAIN)
#: Outcome mass rare plays add per PA (already renormalised).
RARE_PART: tuple[float, ...] = tuple(0.01 * x / (1.0 - 0.01 * RARE_AGAIN) for x in RARE_FINAL)


# --- the DEFENSE chart ------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class DefenseMix:
    """What one DEFENSE (or RANGE / ERROR) read gives: 1B, 2B, error, out, and out codes by share."""

    single: float
    double: float
    error: float
    out: float
    outs: tuple[tuple[int, float], ...]
    """(out code, probability) of the failed checks."""

    def vector(self) -> tuple[float, ...]:
        """The read as a 7-outcome vector (errors and outs are not tracked outcomes)."""
        v = [0.0] * NO
        v[T.O_1B] = self.single
        v[T.O_2B] = self.double
        return tuple(v)


def range_hit(grade: int, pos: int) -> tuple[float, float]:
    """(P single, P double) of a range check by a fielder of this grade at this position."""
    thr = T.RANGE_HIT[grade]
    if pos >= 7:
        dbl = (thr // 3) / 100
        return thr / 100 - dbl, dbl
    return thr / 100, 0.0


def error_chance(e: int) -> float:
    """P(error) of an error check by a fielder with Error rating ``e`` (1..5)."""
    return T.ERROR_HIT[e] / 100


def defense_mix(kind: int, grades: dict[int, tuple[float, ...]] | None = None,
                errs: dict[int, tuple[float, ...]] | None = None) -> DefenseMix:
    """The mix of one DEFENSE/RANGE/ERROR read.

    ``grades[pos]`` is a probability distribution over range grades A..F (ints 0..4) of the fielder at each
    position and ``errs[pos]`` one over Error ratings 1..5 (index 0 unused); by default every grade and rating
    is equally likely (a league-average fielder, by quintiles).
    """
    g_uniform = (0.2,) * 5
    e_uniform = (0.0,) + (0.2,) * 5
    single = double = error = 0.0
    outs: dict[int, float] = {}
    for u in range(1, 101):
        pos, check = T.defense_read(kind, u)
        w = 0.01
        if check == T.CHECK_RANGE:
            dist = (grades or {}).get(pos, g_uniform)
            p1 = p2 = 0.0
            for gr, pg in enumerate(dist):
                a, b = range_hit(gr, pos)
                p1 += pg * a
                p2 += pg * b
            single += w * p1
            double += w * p2
            miss = 1.0 - p1 - p2
        else:
            dist = (errs or {}).get(pos, e_uniform)
            pe = sum(pg * error_chance(e) for e, pg in enumerate(dist) if e)
            error += w * pe
            miss = 1.0 - pe
        code = T.DEFENSE_OUT[pos]
        outs[code] = outs.get(code, 0.0) + w * miss
    total_out = sum(outs.values())
    return DefenseMix(single, double, error, total_out, tuple(sorted(outs.items())))


DEFENSE_AVG = defense_mix(T.DEFENSE)
RANGE_AVG = defense_mix(T.RANGE)
ERROR_AVG = defense_mix(T.ERROR)
CHART_MIX = {T.DEFENSE: DEFENSE_AVG, T.RANGE: RANGE_AVG, T.ERROR: ERROR_AVG}

#: The defense charts' mixes with every fielder's Error rating ``shift`` lower (at least 1), by shift.
_SHIFTED: dict[int, dict[int, DefenseMix]] = {0: CHART_MIX}


def chart_mixes(shift: int) -> dict[int, DefenseMix]:
    """The DEFENSE, RANGE and ERROR mixes of a league whose fielders' Error ratings are its quintiles ``shift``
    lower (floored at 1): what the charts give when the ratings are put on an older league's footing
    (``ratings_league._league_mix``)."""
    hit = _SHIFTED.get(shift)
    if hit is None:
        dist = [0.0] * 6
        for e in range(1, 6):
            dist[max(1, e - shift)] += 0.2
        errs = {pos: tuple(dist) for pos in range(1, 10)}
        hit = _SHIFTED[shift] = {k: defense_mix(k, errs=errs) for k in (T.DEFENSE, T.RANGE, T.ERROR)}
    return hit


# --- coefficients ---------------------------------------------------------------------------------------------
def section_weights(mix: tuple[float, ...], bw: float = NEUTRAL_WHEEL, phi1: float = 0.0) -> list[list[float]]:
    """``c[s][o]``: the chance per PA that one number of section ``s`` is read for outcome ``o``.

    ``mix`` is the pitcher mix as fractions (one entry per label, summing to 1); ``bw`` the ballpark card's WHEEL
    share, ``phi1`` the share of /IN-PLAY/ results that read IN-PLAY (the pitcher's first inning).
    """
    pw, pi = read_shares(mix, bw)
    pi += phi1 * mix[T.INPLAY_OUT]
    out = []
    for s, base in ((T.SEC_W, pw), (T.SEC_P, mix[T.PATIENT]), (T.SEC_T, mix[T.TOUGH]), (T.SEC_I, pi)):
        row = []
        for o in range(NO):
            v = base
            if s == T.SEC_P and o in (T.O_BB, T.O_HBP):
                v += mix[T.PATIENT_OUT]
            elif s == T.SEC_T and o == T.O_SO:
                v += mix[T.TOUGH_OUT]
            row.append(K * v / 99)
        out.append(row)
    return out


def fixed_part(mix: tuple[float, ...], charts: dict[int, DefenseMix] | None = None) -> list[float]:
    """``A(o)``: outcome mass from rare plays and the defense charts (no batter card involved; ``charts``: the
    league's chart mixes, ``chart_mixes``)."""
    a = list(RARE_PART)
    for lab, dm in (charts or CHART_MIX).items():
        if mix[lab]:
            v = dm.vector()
            for o in range(NO):
                a[o] += K * mix[lab] * v[o]
    return a


def error_part(mix: tuple[float, ...], charts: dict[int, DefenseMix] | None = None) -> float:
    """Errors per PA from the defense charts (batter reaches on an error) plus rare-play errors."""
    rare_e = 0.0
    for chart, share in ((T.RARE_EMPTY, T.F_EMPTY), (T.RARE_RUNNERS, 1.0 - T.F_EMPTY)):
        for total in range(2, 13):
            if chart[total][0] in (T.RP_E_BATTER_1ST, T.RP_E_BATTER_2ND, T.RP_E4_RUNNERS):
                rare_e += share * T.WAYS[total] / 36
    e = 0.01 * rare_e / (1.0 - 0.01 * RARE_AGAIN)
    for lab, dm in (charts or CHART_MIX).items():
        e += K * mix[lab] * dm.error
    return e


def miss_weights(mix: tuple[float, ...], lens: tuple[float, float, float, float], so_len: float, walk_len: float,
                 bw: float = NEUTRAL_WHEEL, phi1: float = 0.0) -> list[float]:
    """``w[n]`` for n = 0..99: the chance per PA (before K/99) that number ``n`` is read in the OUT section.

    ``lens`` are the hitting lengths of W, P, T, I; ``so_len`` the TOUGH SO range and ``walk_len`` the PATIENT
    BB+HBP range (read by TOUGH-OUT and /PATIENT/). Fractional lengths count the boundary number in part.
    """
    lw, lp, lt, li = lens
    pw, pi = read_shares(mix, bw)
    pi += phi1 * mix[T.INPLAY_OUT]
    fixed = (1.0 - phi1) * mix[T.INPLAY_OUT]
    # all numbers at once, term by term in the order of the sum (the same floats as number by number)
    out = (pw * past(lw) + mix[T.PATIENT] * past(lp) + mix[T.TOUGH] * past(lt) + pi * past(li)
           + mix[T.TOUGH_OUT] * past(so_len) + mix[T.PATIENT_OUT] * past(walk_len) + fixed)
    out[0] = 0.0
    return list(out.tolist())


_NUMBERS = np.arange(100, dtype=float)


_PAST: dict[float, np.ndarray] = {}


def past(length: float) -> np.ndarray:
    """``_past(n, length)`` for n = 0..99 at once (read only: kept by length, since the card searches ask for the
    same few lengths thousands of times)."""
    hit = _PAST.get(length)
    if hit is None:
        if len(_PAST) >= 4096:
            _PAST.clear()
        x = _NUMBERS - length
        hit = np.where(x >= 1.0, 1.0, np.maximum(0.0, x))
        hit.flags.writeable = False
        _PAST[length] = hit
    return hit


def _past(n: int, length: float) -> float:
    """1 when number n lies beyond a range of this (possibly fractional) length, 0 inside, a share at the edge."""
    x = n - length
    return 1.0 if x >= 1.0 else (max(0.0, x))


def idx(code: int) -> int:
    """Index of a tracked outcome code in a 7-vector."""
    return _IDX[code]


# --- the wild-pitch range -----------------------------------------------------------------------------------------
# With runners on, a first d100 inside the pitcher's wild-pitch range (30..29+w) is a wild pitch and the batter
# card is read on a fresh d100 (digest §2, the PA pseudo-code): the numbers of the range are read only by that
# fresh roll, and every number gains its share of the re-rolls. The numbers are not alike then, so where a section
# holds an outcome decides how often it is read: a PATIENT section with its walks on 1-29 has its hit-by-pitches
# and first hits on 30-39.


#: Half-width (numbers) of the window over which the wild-pitch numbers' loss is spread when it is weighed against
#: a league batter card rather than one side (``wp_weights``'s ``spread``): the middle 80 % of a league's batter
#: sides lay their PATIENT walks, WHEEL home runs and TOUGH strikeouts out over ranges about 30 numbers apart
#: (1911 NL, 1991 NL, 2021 AL; PATIENT walks and hit-by-pitches end at 16-48 in 1991 NL), so the league card's
#: outcome boundaries stand for boundaries spread over as many numbers.
LAYOUT_SPREAD = 15


_WEIGHTS: dict[tuple[tuple[float, ...], float, int], np.ndarray] = {}


def wp_weights(cover: tuple[float, ...], f_on: float, spread: int = 0) -> np.ndarray:
    """``wt[n]`` for n = 0..99: how often number ``n`` of a batter-card section is read, relative to 1/99, when
    number 30 + k lies in the wild-pitch range for ``cover[k]`` of the batters (k = 0..9) and ``f_on`` of them bat
    with runners on (``wt[0]`` unused, 0); with ``spread``, the loss spread evenly over that many numbers either
    side (``LAYOUT_SPREAD``). Kept by its arguments, read only."""
    key = (tuple(cover), f_on, spread)
    hit = _WEIGHTS.get(key)
    if hit is None:
        if len(_WEIGHTS) >= 4096:
            _WEIGHTS.clear()
        hit = _WEIGHTS[key] = _wp_weights(*key)
        hit.flags.writeable = False
    return hit


def _wp_weights(cover: tuple[float, ...], f_on: float, spread: int) -> np.ndarray:
    rho = np.zeros(100)
    for k, share in enumerate(cover[:10]):
        rho[30 + k] = f_on * share
    if spread:
        rho = np.convolve(rho, np.full(2 * spread + 1, 1.0 / (2 * spread + 1)), mode="same")
    wt = 1.0 - rho + rho.sum() / 99
    wt[0] = 0.0
    return wt


def league_cover(wp_per_pa: float, f_on: float) -> tuple[float, ...]:
    """The shares of a league's batters for whom 30, 31 ... 39 lie in the pitcher's range, its pitchers' ranges
    taken as the league's mean length ``100·(WP+BK)/(PA·f_on)`` (``ratings_traits.wild_pitch_range``)."""
    w = min(10.0, 100.0 * wp_per_pa / f_on) if f_on > 0 else 0.0
    return tuple(min(1.0, max(0.0, w - k)) for k in range(10))


def range_cover(wp: tuple[int, int]) -> tuple[float, ...]:
    """``cover`` of one pitcher's own range (first, last), (0, 0) for none."""
    return tuple(1.0 if wp[0] and wp[0] <= 30 + k <= wp[1] else 0.0 for k in range(10))


#: the outcome indices of each section's results in their printed order
_ORDER_IDX = [[_IDX[code] for code in T.SECTION_ORDER[s]] for s in range(4)]
_RUNS: dict[bytes, list[float]] = {}


def _run(wt: np.ndarray) -> list[float]:
    """The weight of the first x numbers at x = 0..99 (a running sum, as ``np.cumsum`` adds), kept by the weights:
    the sides of a league all read the same few."""
    key = wt.tobytes()
    hit = _RUNS.get(key)
    if hit is None:
        if len(_RUNS) >= 4096:
            _RUNS.clear()
        hit = _RUNS[key] = [0.0] + np.cumsum(wt[1:]).tolist()
    return hit


def layout_factors(h: list[list[float]] | tuple[tuple[float, ...], ...], wt: np.ndarray) -> list[list[float]]:
    """``e[s][o]``: how often the numbers holding outcome ``o`` in section ``s`` are read, relative to 1/99 each,
    for sections laid out as ``h`` (shares of 99, in ``T.SECTION_ORDER``) under the number weights ``wt``.
    Fractional lengths count the boundary number in part, as ``past`` does; what an overfull section holds past 99
    reads as 99 does.

    In Python floats, each step the operation ``np.interp`` and the arrays' running sums did (a range's start is
    its end less its length, the interpolation ``(run[j+1] - run[j]) / 1 * (x - j) + run[j]`` between the knots
    0..99): the same factors to the last bit (20,000 random layouts), in less than half the time of two dozen array
    operations on 24 entries (28 -> 12 µs a call; 3,054 calls in a rating of 2016 NL).
    """
    run = _run(wt)
    out = [[1.0] * NO for _ in range(4)]
    for s in range(4):
        row = out[s]
        hs = h[s]
        end = 0.0
        for o in _ORDER_IDX[s]:
            ln = 99.0 * float(hs[o])  # Python floats throughout, as ``tolist`` gave them
            end = end + ln
            start = end - ln
            lo = start if start < 99.0 else 99.0
            hi = end if end < 99.0 else 99.0
            span = hi - lo
            if span > 1e-9:
                row[o] = (_interp(hi, run) - _interp(lo, run)) / span
            else:
                row[o] = float(wt[min(99, int(lo) + 1)])
    return out


def _interp(x: float, run: list[float]) -> float:
    """``np.interp(x, 0..99, run)`` as NumPy computes it (knots one apart, so the slope's division is by 1.0)."""
    if x < 0.0:
        return run[0]
    if x >= 99.0:
        return run[99]
    j = int(x)
    if j == x:
        return run[j]
    return (run[j + 1] - run[j]) / 1.0 * (x - j) + run[j]


def apply_factors(c: list[list[float]], e: list[list[float]]) -> list[list[float]]:
    """``c`` with each entry scaled by its layout factor."""
    return [[c[s][o] * e[s][o] for o in range(NO)] for s in range(4)]
