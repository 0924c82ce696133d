"""Pitcher cards from outcome rates (digest §5.3): which result each 2d6 total gives.

A pitcher card assigns one label to each of the eleven 2d6 totals, so its mix comes in 36ths. We search
the assignments directly (relabel a total, swap two totals), scoring each by how close its exact rates come
to the pitcher's against the league batter card of the hand he faces, his strikeouts included (the card's own
results carry them, within a point over and two short); the supplemental strikeout range then tops up a shortfall of more than half
a point, the book's fine tuning "for some pitchers". Searching assignments rather than mixes keeps every candidate
printable. When that quick search leaves an error over the tolerance on a line of some weight, the exact search of
``ratings_exact`` takes over. What each label yields is ``ratings_content``'s; the descents' moves are
``ratings_descent``'s, and ``ratings_batch`` runs the searches of a team's pitchers together.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from dugout.games.payoff_pitch import ratings_algebra as A
from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.ratings_exact import (
    BP_BOUNDS,
    DEF_BOUNDS,
    DEF_EXTRA_COST,
    DEF_GROUP,
    LOOSE,
    TOL,
    best_card,
    bounded_lstsq,
    def_limits,
    reach_bound,
    tight_errors,
)
from dugout.games.payoff_pitch.ratings_descent import Steps, _counts, _descend, _descent, drive
from dugout.games.payoff_pitch.ratings_layout import arrange, partition
from dugout.games.payoff_pitch.ratings_content import ODD_SHARE, _q_per_unit, content  # noqa: F401 (ODD_SHARE)
from dugout.games.payoff_pitch.ratings_league import Template

if TYPE_CHECKING:
    from dugout.games.payoff_pitch.ratings_batch import ScoreRows

NO = T.NOUT
NL = T.NLABELS
TOTALS = tuple(range(2, 13))
WAYS11 = np.array([T.WAYS[k] for k in TOTALS], dtype=float)
REG = 0.004
#: Score cost of a card without a BALLPARK or without a DEFENSE/RANGE/ERROR result (allowed when it must be).
MISSING_PENALTY = 4.0
#: Supplemental strikeout ranges: start 90 (up to 10 numbers) or start 50 (up to 50).
SUPP_STARTS = ((90, 10), (50, 50))
#: A card's own strikeouts (without the supplemental range) are held to SO_TOL over the line, a point (H, HR and BB
#: to half a point, ``TOL``: a 2d6 way of TOUGH moves strikeouts about two points)
SO_TOL = 0.01
#: The exact search runs when the quick search's worst error is over this many tolerances. Counted over the cards of
#: fourteen league-seasons (1884-2022), it never improved a near miss (1.012-1.033 tolerances, five calls of
#: 0.2-0.4 s each) and did improve larger ones (1894 NL 1.56 -> 0.85, 1889 AA 1.18 -> 0.47, 1968 AL 1.21 -> 1.13).
EXACT_FROM = 1.05
SO_SCALE = TOL / SO_TOL
#: ... and may fall short of them by up to SO_SHORT_TOL, which the supplemental range then tops up.
SO_SHORT_TOL = 0.02
#: The search's squared terms weigh a card's home-run error as if the tolerance were ``HR_TOL_SHARE`` of the league's
#: home-run rate where that is tighter than ``TOL`` (``hr_scale``).
HR_TOL_SHARE = 0.8
#: ... and as if it were ``HR_TOL_SHARE_PLAIN`` of it for the cards of the ``in-play-out`` option off, whose /IN-PLAY/
#: reads IN-PLAY in every inning (``solve``'s ``plain``). A starter's /IN-PLAY/ was mostly an out that cut hits and
#: home runs together; without it a card finds its doubles in WHEELHOUSE, and at 0.8 the low-home-run pitchers' cards
#: carried more of them (the cards of 1908 AL at 1.076 of their lines' home runs, 1911 AL 1.067, 1901 AL 1.099; at
#: 0.4: 1.016, 1.030, 1.069, as with the option on: 0.991, 1.022, 1.060). It costs the split of the hits (1908 AL
#: mean singles error 0.0043 -> 0.0068 a PA, the hits within half a point as before).
HR_TOL_SHARE_PLAIN = 0.4
SHORT_SCALE = TOL / SO_SHORT_TOL
#: A card gets a supplemental strikeout range only when its own results fall this far short of the line's.
SUPP_SHORT = 0.005
#: Weight of the card's errors per PA against the league mix's (loose: a pitcher's line records none).
ERR_TOL = 0.012
PRINTED_OUTS = (T.G4, T.F8, T.G6, T.P6, T.P4)


@dataclass(frozen=True, slots=True)
class Solved:
    """A solved pitcher card: labels by total, exact model rates and the supplemental SO range."""

    labels: tuple[int, ...]
    model: tuple[float, ...]
    so: tuple[int, int]
    score: float


def hr_scale(league_hr: float, share: float = HR_TOL_SHARE) -> float:
    """How much more a card's home-run error weighs in the search's squared terms than its hits' or walks': half
    a point is a sixth of a modern league's home runs but twice a dead-ball league's (1908 AL: 0.0026 per PA), where
    every pitcher's home runs sat within the tolerance of any card near the league mix, whatever his own (1908 AL:
    pitchers who allowed none carded at the league's rate, and the cards together 6.6 % over the lines). The
    squared terms count the home-run error in ``share`` of the league's rate (``HR_TOL_SHARE``; ``HR_TOL_SHARE_PLAIN``
    for the cards of the ``in-play-out`` option off) where that is tighter than ``TOL``; the steep penalty past the
    tolerance and what a card is held to (``own_errors``) stay at half a point (weighing the penalty too spread the
    cards' hits: 1908 AL root-mean-square error 0.0011 -> 0.0020).

    >>> hr_scale(0.030), round(hr_scale(0.0026), 2), round(hr_scale(0.0026, HR_TOL_SHARE_PLAIN), 2)
    (1.0, 2.4, 4.81)
    """
    return max(1.0, TOL / (share * league_hr)) if league_hr > 0 else 1.0


#: The supplemental strikeout ranges a card may carry, (first, last) d100 number; (0, 0) for none.
_ALL_SUPP: tuple[tuple[int, int], ...] = ((0, 0),) + tuple((start, start + k - 1) for start, most in SUPP_STARTS
                                                           for k in range(1, most + 1) if not (start == 50 and k <= 10))


class _Problem:
    """Vectorised scoring of candidate label counts for one pitcher."""

    def __init__(self, target: tuple[float, ...], t: Template, hand: str, phi1: float, allowed: tuple[int, ...],
                 lhb_share: float | None = None, tired: float = 0.0, hr_share: float = HR_TOL_SHARE,
                 wp: tuple[int, int] = (0, 0)):
        q, m = content(t, hand, phi1, lhb_share, tired, wp)
        self.unit = _q_per_unit(q)  # (NL, NO)
        self.rare = np.array(A.RARE_PART)
        self.target = np.array(target)
        self.ref = np.array(t.mix) * 36
        self.target_list, self.ref_list = self.target.tolist(), self.ref.tolist()
        self.ref_col = self.ref[:, None]
        #: the home-run error's extra weight in the score's squared terms (``hr_scale``)
        self.hr_extra = hr_scale(t.rates[T.O_HR], hr_share) ** 2 - 1.0
        self.weigh_hr = bool(self.hr_extra)
        self.allowed = allowed
        self.all_supp = _ALL_SUPP
        # each range's strikeouts: the running sums of the out columns from its start (a cumulative sum adds them in
        # the order a running total does: the same floats), the ranges from 50 only past ten numbers
        runs = [np.cumsum(m[:, start:start + most], axis=1)[:, 10 if start == 50 else 0:] for start, most in SUPP_STARTS]
        # (NL, options), stored by columns as it always was: its products run over contiguous columns, whose sums
        # BLAS orders otherwise than over strided ones (the last digit of a card's strikeouts)
        cums = np.asfortranarray(np.concatenate([np.zeros((NL, 1)), *runs], axis=1))
        self.all_supp_gain = A.K / 99 / 36 * cums
        # the card is searched without the supplemental range (the book's fine tuning "for some pitchers", an
        # optional rule): a card meets its strikeouts with its own results, within ``SO_TOL``, and a card still short
        # of them by more than ``SUPP_SHORT`` gets the range afterwards (``supplemental``)
        self.supp = self.all_supp[:1]
        self.supp_gain = self.all_supp_gain[:, :1]
        self.tie = 1e-4 * np.arange(self.supp_gain.shape[1])[None, :]
        #: the searched options are the one without a range (no gain): the score needs no choice then
        self.no_supp = self.supp_gain.shape[1] == 1 and not self.supp_gain.any()
        #: errors per PA of one way of each label, and the league mix's (the card carries the league's errors: the
        #: fielders' Error ratings decide whose, ``ratings_league._league_mix`` how many)
        self.err_unit = np.zeros(NL)
        for lab, dm in t.charts.items():
            self.err_unit[lab] = A.K * dm.error / 36
        self.err_target = float(self.err_unit @ self.ref)
        usual, def_max, err_max = def_limits(self.ref)
        self.err_max = err_max
        self.extra_cost = DEF_EXTRA_COST * np.maximum(0.0, np.arange(109, dtype=float) - usual)
        self.def_bad = np.arange(109) > def_max
        self.not_allowed = np.ones(NL, dtype=bool)
        self.not_allowed[list(allowed)] = False
        self.any_not_allowed = bool(self.not_allowed.any())
        self.not_allowed_labels = [int(k) for k in np.nonzero(self.not_allowed)[0]]

    def rates(self, counts: np.ndarray) -> np.ndarray:
        """Model rates (rows) for count vectors (rows)."""
        return self.rare + counts @ self.unit

    def score(self, counts: np.ndarray, p: np.ndarray | None = None,
              gains: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(score, chosen supplemental option, final rates) for count vectors (rows), given their rates and
        supplemental gains when the caller has them."""
        if p is None:
            p = self.rates(counts)
        n = len(counts)
        if n == 1 and self.no_supp:
            return _score_one(self, counts, p)
        if self.no_supp:
            # every option adds nothing: option 0, the rates as they are (x + 0.0 is x but for the sign of a zero,
            # which no step below tells apart); ``p`` is the caller's own array, returned as the final rates
            opt = np.zeros(n, dtype=np.intp)
            final = p
        else:
            if gains is None:
                gains = counts @ self.supp_gain  # (cands, options)
            so_err = p[:, T.O_SO][:, None] + gains - self.target[T.O_SO]
            opt = np.argmin(np.abs(so_err) + self.tie, axis=1)
            rows = np.arange(n)
            final = p.copy()
            final[:, T.O_SO] = p[:, T.O_SO] + gains[rows, opt]
        return score_rows(self, counts, final, counts @ self.err_unit), opt, final

    def def_costs(self, dg: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(the extra cost, whether the bound is broken) of cards with ``dg`` ways of the defense group."""
        return self.extra_cost[dg], self.def_bad[dg]

    def uses_not_allowed(self, counts: np.ndarray) -> np.ndarray:
        """Whether each card (rows) carries a label it may not."""
        return np.asarray((counts[:, self.not_allowed] > 0).any(axis=1))


def score_rows(prm: _Problem | ScoreRows, counts: np.ndarray, final: np.ndarray, err_dot: np.ndarray) -> np.ndarray:
    """``_Problem.score``'s scores of cards (rows of label counts) from their final rates and their errors' product
    (``counts @ err_unit``). ``prm`` is one pitcher's problem, or the problems of K pitchers (``ScoreRows`` of
    ``ratings_batch``: counts, rates and products (rows, K, ...), the scores (K, rows)) whose parameters broadcast
    along the pitchers' axis, each element meeting its own pitcher's floats in the same operations in the same
    order: the same scores to the last bit."""
    # by measure (rows of the candidates): each term is the float it always was, and the sums run in the order
    # NumPy's row sums of the candidate-major arrays ran (left to right over the tight and loose measures,
    # pairwise over the 11 labels as ``np.add.reduce`` does), so the scores are the same to the last bit
    d = (final - prm.target).T
    so = d[T.O_SO]
    tight = np.empty((4,) + so.shape)
    np.add(d[0], d[1], out=tight[0])
    tight[0] += d[2]
    tight[1] = d[T.O_HR]
    tight[2] = d[T.O_BB]
    np.multiply(so, np.where(so < 0, SHORT_SCALE, SO_SCALE), out=tight[3])
    tight /= TOL
    over = np.abs(tight)
    over -= 0.93
    np.maximum(over, 0, out=over)
    over **= 2
    sq = tight * tight
    sc = ((sq[0] + sq[1]) + sq[2]) + sq[3]
    ov = ((over[0] + over[1]) + over[2]) + over[3]
    ov *= 3000
    sc += ov
    if prm.weigh_hr:
        sc += prm.hr_extra * sq[1]
    l0 = d[1] + d[2]
    l0 /= LOOSE
    l1 = d[T.O_HBP] / LOOSE
    l0 *= l0
    l1 *= l1
    l0 += l1
    sc += l0
    err = ((err_dot - prm.err_target) / ERR_TOL).T
    sc += err * err
    dist = np.subtract(counts.T, prm.ref_col, out=np.empty(counts.T.shape))
    dist *= dist
    r = dist[:8]
    acc = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]))
    for k in range(8, NL):
        acc += dist[k]
    acc *= REG
    sc += acc
    # the bounds' costs by (BALLPARK ways, defense ways, ERROR ways): whole numbers, looked up
    ct = counts.T
    bp = ct[T.BALLPARK].astype(np.intp)
    er = ct[T.ERROR].astype(np.intp)
    dg = ct[T.DEFENSE].astype(np.intp)
    dg += ct[T.RANGE].astype(np.intp)
    dg += er
    sc += _MISSING_COST[bp, dg]
    extra, def_bad = prm.def_costs(dg)
    sc += extra
    bad = _BAD_BP[bp] | def_bad | (er > prm.err_max)
    if prm.any_not_allowed:
        bad |= prm.uses_not_allowed(counts)
    sc = np.where(bad, sc + 1e6, sc)
    return sc


def _score_one(prob: _Problem, counts: np.ndarray, p: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``score`` of one card without a supplemental range, in Python floats: the same operations in the same order
    (the products still NumPy's), so the same score to the last bit, without the cost of forty array operations on
    one row."""
    d = [a - b for a, b in zip(p[0].tolist(), prob.target_list)]
    so = d[T.O_SO]
    t0, t1, t2 = ((d[0] + d[1]) + d[2]) / TOL, d[T.O_HR] / TOL, d[T.O_BB] / TOL
    t3 = so * (SHORT_SCALE if so < 0 else SO_SCALE) / TOL
    o = [max(abs(x) - 0.93, 0.0) for x in (t0, t1, t2, t3)]
    sq1 = t1 * t1
    sc = ((t0 * t0 + sq1) + t2 * t2) + t3 * t3
    sc += (((o[0] * o[0] + o[1] * o[1]) + o[2] * o[2]) + o[3] * o[3]) * 3000
    if prob.hr_extra:
        sc += prob.hr_extra * sq1
    l0 = (d[1] + d[2]) / LOOSE
    l1 = d[T.O_HBP] / LOOSE
    sc += l0 * l0 + l1 * l1
    err = (float((counts @ prob.err_unit)[0]) - prob.err_target) / ERR_TOL
    sc += err * err
    c = counts[0].tolist()
    r = [(x - y) * (x - y) for x, y in zip(c, prob.ref_list)]
    acc = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]))
    for k in range(8, NL):
        acc += r[k]
    sc += acc * REG
    bp, er = int(c[T.BALLPARK]), int(c[T.ERROR])
    dg = int(c[T.DEFENSE]) + int(c[T.RANGE]) + er
    sc += float(_MISSING_COST[bp, dg])
    sc += float(prob.extra_cost[dg])
    if _BAD_BP[bp] or prob.def_bad[dg] or er > prob.err_max or any(c[k] > 0 for k in prob.not_allowed_labels):
        sc += 1e6
    return np.array([sc]), np.zeros(1, dtype=np.intp), p


def _bound_tables() -> tuple[np.ndarray, np.ndarray]:
    """``score``'s costs of missing BALLPARK or defense (by BALLPARK ways, defense ways) and whether BALLPARK's bound
    is broken (by BALLPARK ways), for 0..36 ways (the defense group up to 108), each float computed as ``score``
    always computed it; the defense group's own costs and bounds follow the league mix (``def_limits``)."""
    bp = np.arange(37, dtype=float)[:, None]
    dg = np.arange(109, dtype=float)[None, :]
    missing = MISSING_PENALTY * ((bp < BP_BOUNDS[0]).astype(float) + (dg < DEF_BOUNDS[0]).astype(float))
    bad = bp[:, 0] > BP_BOUNDS[1]
    return missing, bad


_MISSING_COST, _BAD_BP = _bound_tables()


def _start(ref: np.ndarray, labels: tuple[int, ...]) -> np.ndarray:
    """A first assignment: the biggest totals go to the labels furthest below their reference count."""
    need = {lab: float(ref[lab]) for lab in labels}
    assign = [0] * 11
    ways = WAYS11.tolist()
    for k in _BY_WAYS:
        w = ways[k]
        half = w / 2
        # the label furthest below (the lowest label of equals), without a key function's tuple per label
        lab, top = -1, 0.0
        for x in labels:
            v = need[x] - half
            if lab < 0 or v > top or (v == top and x < lab):
                lab, top = x, v
        assign[k] = lab
        need[lab] -= w
    return np.array(assign)


#: The totals by ways, most first (then by index), the order ``_start`` fills them in.
_BY_WAYS = sorted(range(11), key=lambda k: (-WAYS11[k], k))


def _continuous(prob: _Problem, allowed: tuple[int, ...]) -> np.ndarray:
    """The best fractional label counts (bounded least squares, digest §5.3 step 2)."""
    unit = prob.unit  # (NL, NO)
    cols = list(allowed)
    rows = []
    rhs = []
    tgt = prob.target - prob.rare
    hit = unit[:, 0] + unit[:, 1] + unit[:, 2]
    for vec, val, tol in ((hit, tgt[0] + tgt[1] + tgt[2], TOL), (unit[:, T.O_HR], tgt[T.O_HR], TOL),
                          (unit[:, T.O_BB], tgt[T.O_BB], TOL), (unit[:, T.O_SO], tgt[T.O_SO], SO_TOL),
                          (unit[:, 1] + unit[:, 2], tgt[1] + tgt[2], LOOSE), (unit[:, T.O_HBP], tgt[T.O_HBP], LOOSE)):
        rows.append(vec[cols] / tol)
        rhs.append(val / tol)
    reg = np.sqrt(REG)
    for j, lab in enumerate(cols):
        r = np.zeros(len(cols))
        r[j] = reg
        rows.append(r)
        rhs.append(reg * prob.ref[lab])
    rows.append(np.ones(len(cols)) * 1e3)
    rhs.append(36e3)
    lo = np.zeros(len(cols))
    hi = np.full(len(cols), 36.0)
    usual, _def_max, err_max = def_limits(prob.ref)
    for j, lab in enumerate(cols):
        if lab == T.BALLPARK:
            hi[j] = BP_BOUNDS[1]
        elif lab in DEF_GROUP:
            hi[j] = err_max if lab == T.ERROR else usual
    out = np.zeros(NL)
    out[cols] = bounded_lstsq(np.array(rows), np.array(rhs), lo, hi)
    return out


_MASKS: dict[tuple[int, int], np.ndarray] = {}


def _masks(n: int, need: int) -> np.ndarray:
    """The bit masks of ``n`` bits with ``need`` set, ascending, as rows of 0/1."""
    hit = _MASKS.get((n, need))
    if hit is None:
        ms = [m for m in range(1 << n) if m.bit_count() == need]
        hit = _MASKS[(n, need)] = np.array([[m >> i & 1 for i in range(n)] for m in ms], dtype=float).reshape(-1, n)
    return hit


def _roundings(x: np.ndarray, allowed: tuple[int, ...]) -> np.ndarray:
    """Integer count vectors summing to 36 that round each fractional count down or up."""
    base = np.floor(x + 1e-9)
    frac = [lab for lab in allowed if x[lab] - base[lab] > 1e-6]
    need = round(36 - float(base.sum()))
    bits = _masks(len(frac), need) if 0 <= need <= len(frac) else np.zeros((0, len(frac)))
    if len(bits):
        out = np.repeat(base[None, :], len(bits), axis=0)
        out[:, frac] += bits
        return out
    c = base.copy()
    c[max(allowed, key=lambda lab: x[lab])] += 36 - base.sum()
    return np.array([c])


def solve(target: tuple[float, ...], t: Template, hand: str, phi1: float,
          allowed: tuple[int, ...] = tuple(range(NL)), lhb_share: float | None = None, exact: bool = True,
          tired: float = 0.0, plain: bool = False, wp: tuple[int, int] = (0, 0)) -> Solved:
    """``solve_steps`` of one pitcher alone (``ratings_batch`` runs a team's together)."""
    return drive(solve_steps(target, t, hand, phi1, allowed, lhb_share, exact, tired, plain, wp))


def solve_steps(target: tuple[float, ...], t: Template, hand: str, phi1: float,
                allowed: tuple[int, ...] = tuple(range(NL)), lhb_share: float | None = None, exact: bool = True,
                tired: float = 0.0, plain: bool = False,
                wp: tuple[int, int] = (0, 0)) -> Steps[Solved]:
    """The best printable card for these rates against the league batter card a pitcher throwing ``hand`` faces
    (with his own share of left-handed batters when given, tired for ``tired`` of his batters); without ``exact``,
    the quick search's card. ``plain`` is the ``in-play-out`` option off (``phi1`` 1): the home runs are weighed with
    ``HR_TOL_SHARE_PLAIN``, and /IN-PLAY/, which then reads as IN-PLAY does, is printed IN-PLAY. ``wp``: his
    wild-pitch range (``content``). A generator of the neighbourhoods its descents need scored (``_descent``)."""
    prob = _Problem(target, t, hand, phi1, allowed, lhb_share, tired, HR_TOL_SHARE_PLAIN if plain else HR_TOL_SHARE,
                    wp)
    labels = np.array(allowed)
    # starts: the two best printable roundings of the best fractional card, then a greedy layout of the league mix
    starts = []
    cont = _continuous(prob, allowed)
    cands = _roundings(cont, allowed)
    sc = prob.score(cands)[0]
    for k in np.argsort(sc):
        a = partition(tuple(int(v) for v in cands[int(k)]))
        if a is not None:
            starts.append(np.array(a))
            if len(starts) >= 2:
                break
    starts.append(_start(prob.ref, allowed))
    best: tuple[float, np.ndarray] | None = None
    for assign in starts:
        cur = float(prob.score(_counts(assign)[None, :])[0][0])
        assign, cur = yield from _descent(prob, assign, cur, labels)
        if best is None or cur < best[0]:
            best = (cur, assign)
        if _worst(prob, best[1]) <= 1.0:
            break  # every measure within the tolerance: the other starts could only trim the penalties
    assert best is not None
    assign = best[1]
    worst = _worst(prob, assign)
    if worst > EXACT_FROM and exact:
        reach = reach_bound(prob.unit, prob.rare, prob.target, prob.supp_gain, prob.allowed, so_tol=SO_TOL,
                            ref=prob.ref)
        if reach <= 1.0 or worst > reach + 1.0:
            assign = _exact(prob, assign, labels)
    if plain:
        # the same rates (its results read the IN-PLAY section in every inning), one result fewer on the card
        assign = np.where(assign == T.INPLAY_OUT, T.INPLAY, assign)
    counts = _counts(assign)
    sc, _, final = prob.score(counts[None, :])
    laid = arrange([int(x) for x in assign])
    so = supplemental(prob, counts, final[0])
    model = final[0].copy()
    if so[0]:
        model[T.O_SO] += float(counts @ prob.all_supp_gain[:, prob.all_supp.index(so)])
    return Solved(labels=laid, model=tuple(float(x) for x in model), so=so, score=float(sc[0]))


def supplemental(prob: _Problem, counts: np.ndarray, rates: np.ndarray) -> tuple[int, int]:
    """The supplemental strikeout range of a card: none unless its own results leave it short of the line's
    strikeouts by more than ``SUPP_SHORT``; then the range (from 90, else from 50) that comes closest."""
    short = prob.target[T.O_SO] - rates[T.O_SO]
    if short <= SUPP_SHORT:
        return (0, 0)
    gains = counts @ prob.all_supp_gain
    k = int(np.argmin(np.abs(gains - short) + 1e-9 * np.arange(len(gains))))
    return prob.all_supp[k]


def own_errors(rates: np.ndarray | list[float] | tuple[float, ...],
               target: np.ndarray | list[float] | tuple[float, ...]) -> float:
    """The largest error on H, HR, BB (in ``TOL``) and SO (in ``SO_TOL`` over the line, ``SO_SHORT_TOL`` short of
    it) of a card's rates, in half points."""
    h, hr, bb, so = tight_errors(rates, target)
    return max(abs(h), abs(hr), abs(bb), abs(so) * (SHORT_SCALE if so < 0 else SO_SCALE)) / TOL


def _worst(prob: _Problem, assign: np.ndarray) -> float:
    """``own_errors`` of an assignment."""
    return own_errors(prob.score(_counts(assign)[None, :])[2][0], prob.target)


def _exact(prob: _Problem, assign: np.ndarray, labels: np.ndarray) -> np.ndarray:
    """The exact search's card when the quick search left an error over the tolerance (and it does better).

    The program looks only among cards whose largest error is below the quick card's (``best_card``'s ``below``):
    the quick card is kept unless one does better, so the others need not be searched. (The program counts a
    strikeout shortfall in ``SO_TOL`` where ``own_errors`` allows ``SO_SHORT_TOL``: a card only short of strikeouts
    can fall outside the bound and go unfound; the card returned is never worse than the quick one.) Measured on the
    eight lines
    of 2016 AL and NL, 1968 AL, 1884 UA, 1889 AA and 1894 NL that reach it: the same cards for seven (three of the
    four 2016 lines proved in 0.01-0.02 s instead of 0.2-0.6 s), a better one for 1884's Al Atkinson (0.94 -> 0.86
    tolerances), the eight in 1.3-1.8 s of CPU instead of 2.8-3.1.
    """
    # searched without the supplemental range, like the quick search (its strikeouts on ``SO_TOL``)
    before = _worst(prob, assign)
    found = best_card(prob.unit, prob.rare, prob.target, prob.supp_gain, prob.ref, prob.allowed, ranges=False,
                      so_tol=SO_TOL, below=before)
    if found is None:
        return assign
    cand = np.array(found)
    worst = _worst(prob, cand)
    if worst <= 1.0:
        # polish with the quick search's score, keeping the card within the tolerance
        cur = float(prob.score(_counts(cand)[None, :])[0][0])
        polished, _ = _descend(prob, cand, cur, labels)
        if _worst(prob, polished) <= 1.0:
            cand = polished
    return cand if worst < before else assign


def bound(target: tuple[float, ...], t: Template, hand: str, phi1: float, lhb_share: float | None = None,
          tired: float = 0.0, wp: tuple[int, int] = (0, 0)) -> float:
    """The smallest largest error on H, HR, BB and SO (in tolerances) any mix of results can reach for these
    rates (fractional counts allowed): above 1, the line lies outside what a card can express."""
    prob = _Problem(target, t, hand, phi1, tuple(range(NL)), lhb_share, tired, wp=wp)
    return reach_bound(prob.unit, prob.rare, prob.target, prob.supp_gain, so_tol=SO_TOL, ref=prob.ref)


def exact_rates(labels: tuple[int, ...], so: tuple[int, int], t: Template, hand: str, phi1: float,
                lhb_share: float | None = None, tired: float = 0.0, wp: tuple[int, int] = (0, 0)) -> list[float]:
    """Exact chances of the 7 outcomes of a laid-out card against the league batter card a pitcher throwing
    ``hand`` faces (with his own share of left-handed batters when given, tired for ``tired`` of his batters)."""
    counts = np.zeros(NL)
    for total in TOTALS:
        counts[labels[total]] += T.WAYS[total]
    q, m = content(t, hand, phi1, lhb_share, tired, wp)
    p = np.array(A.RARE_PART) + counts @ _q_per_unit(q)
    if so[0]:
        gain = sum(counts @ m[:, n] for n in range(so[0], so[1] + 1))
        p[T.O_SO] += A.K / 99 / 36 * gain
    return [float(x) for x in p]
