"""Exact pitcher-card search (digest §5.3): how close any card can come to a line, and the closest printable one.

A pitcher card is a count of 2d6 ways (of 36) per result, plus a supplemental strikeout range. Both functions work
on the same arrays the quick search in ``ratings_pitcher`` uses:

- ``unit[label][o]``: chance per PA of outcome ``o`` for one way of ``label``, against the league batter card of
  the hand the pitcher faces (rare plays excluded);
- ``rare[o]``: what rare plays add whatever the card;
- ``supp[label][j]``: strikeouts added per way of ``label`` by supplemental range ``j`` (column 0: none).

``reach_bound`` is a linear program over fractional counts: no printable card can do better, so a line whose bound
exceeds the tolerance lies outside what the card format expresses. ``best_card`` is a mixed-integer program over
printable cards (way classes of the 2d6 totals, one supplemental range) for the lines the quick search misses.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator

import numpy as np

from dugout.games.payoff_pitch import tables as T

NL = T.NLABELS
#: Half a percentage point: the tolerance on H (non-HR hits), HR, BB and SO.
TOL = 0.005
#: Looser weight for what a pitcher's line does not record or his card cannot steer (2B+3B, HBP).
LOOSE = 0.012
#: Bounds (in ways of 36) on BALLPARK, on the DEFENSE/RANGE/ERROR group and on ERROR alone.
BP_BOUNDS = (1, 3)
DEF_BOUNDS = (1, 6)
DEF_USUAL = 3
ERROR_MAX = 3
DEF_GROUP = (T.DEFENSE, T.RANGE, T.ERROR)


def def_limits(ref: np.ndarray | None) -> tuple[int, int, int]:
    """(usual defense ways, most defense ways, most ERROR ways) of a card against league mix ``ref`` (ways of 36):
    ``DEF_USUAL``, ``DEF_BOUNDS[1]`` and ``ERROR_MAX``, raised where the league's own mix reads the defense charts
    more (a league of many errors, ``ratings_league._league_mix``), so that its pitchers can carry its errors."""
    if ref is None:
        return DEF_USUAL, DEF_BOUNDS[1], ERROR_MAX
    usual = max(DEF_USUAL, int(np.ceil(float(sum(ref[lab] for lab in DEF_GROUP)) - 1e-9)))
    err = max(ERROR_MAX, int(np.ceil(float(ref[T.ERROR]) - 1e-9)))
    return usual, max(DEF_BOUNDS[1], usual + DEF_BOUNDS[1] - DEF_USUAL), err
#: Objective weights of the integer search: a missing BALLPARK or defense result, each defense way past the usual
#: three, each way away from the league mix.
MISSING_COST = 4.0
DEF_EXTRA_COST = 0.5
REG_COST = 0.02
#: Tight errors (in tolerances) the integer search aims under; past it, the largest error is minimised first.
AIM = 0.9
#: The 2d6 totals grouped by their number of ways (1..6): how many totals have each.
WAY_CLASSES = (1, 2, 3, 4, 5, 6)
CLASS_TOTALS: dict[int, tuple[int, ...]] = {w: tuple(k for k in range(2, 13) if T.WAYS[k] == w) for w in WAY_CLASSES}


def _rows(unit: np.ndarray) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """(tight rows H, HR, BB, SO; loose rows 2B+3B, HBP) as per-label coefficient vectors."""
    tight = [unit[:, 0] + unit[:, 1] + unit[:, 2], unit[:, T.O_HR], unit[:, T.O_BB], unit[:, T.O_SO]]
    loose = [unit[:, 1] + unit[:, 2], unit[:, T.O_HBP]]
    return tight, loose


def _targets(target: np.ndarray, rare: np.ndarray) -> tuple[list[float], list[float]]:
    g = target - rare
    return [g[0] + g[1] + g[2], g[T.O_HR], g[T.O_BB], g[T.O_SO]], [g[1] + g[2], g[T.O_HBP]]


def tight_errors(rates: np.ndarray | list[float] | tuple[float, ...],
                 target: np.ndarray | list[float] | tuple[float, ...]) -> tuple[float, float, float, float]:
    """(H, HR, BB, SO) errors of a card's rates against a target (H = non-HR hits)."""
    d = [float(a) - float(b) for a, b in zip(rates, target)]
    return d[0] + d[1] + d[2], d[T.O_HR], d[T.O_BB], d[T.O_SO]


def reach_bound(unit: np.ndarray, rare: np.ndarray, target: np.ndarray, supp: np.ndarray,
                allowed: tuple[int, ...] = tuple(range(NL)), so_tol: float = TOL, ref: np.ndarray | None = None) -> float:
    """The smallest largest error on H, HR, BB and SO (in tolerances) of any mix of results.

    Counts may be fractional (any printable card is one such mix), the supplemental range may add any strikeouts
    up to its longest range, BALLPARK, the defense group and ERROR keep their upper bounds. The SO error counts in
    ``so_tol`` (the others in ``TOL``).
    """
    tight, _ = _rows(unit)
    want, _ = _targets(target, rare)
    nv = NL + 2  # counts, supplemental strikeouts, e
    a_ub: list[np.ndarray] = []
    b_ub: list[float] = []
    for k, (vec, val) in enumerate(zip(tight, want)):
        row = np.zeros(nv)
        row[:NL] = vec
        if k == 3:
            row[NL] = 1.0
        tol = so_tol if k == 3 else TOL
        up = row.copy()
        up[-1] = -tol
        a_ub.append(up)
        b_ub.append(val)
        down = -row
        down[-1] = -tol
        a_ub.append(down)
        b_ub.append(-val)
    row = np.zeros(nv)
    row[:NL] = -supp.max(axis=1)
    row[NL] = 1.0
    a_ub.append(row)
    b_ub.append(0.0)
    _usual, def_max, err_max = def_limits(ref)
    for labs, cap in (((T.BALLPARK,), BP_BOUNDS[1]), (DEF_GROUP, def_max), ((T.ERROR,), err_max)):
        row = np.zeros(nv)
        row[list(labs)] = 1.0
        a_ub.append(row)
        b_ub.append(cap)
    a_eq = np.zeros((1, nv))
    a_eq[0, :NL] = 1.0
    bounds = [(0.0, 36.0 if lab in allowed else 0.0) for lab in range(NL)] + [(0.0, None), (0.0, None)]
    cost = np.zeros(nv)
    cost[-1] = 1.0
    b = np.array(b_ub + [36.0])
    x = _highs(cost, np.vstack([np.array(a_ub), a_eq]), np.concatenate([np.full(len(b_ub), -np.inf), [36.0]]), b,
               np.array([lo for lo, _ in bounds]), np.array([np.inf if hi is None else hi for _, hi in bounds]),
               None, _LP_OPTIONS)
    return float(x[-1]) if x is not None else float("inf")


def bounded_lstsq(a: np.ndarray, b: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """The x within ``lo <= x <= hi`` that minimises ``|a x - b|`` (``a`` of full column rank: the minimum is
    unique), by the active-set method of bounded-variable least squares on the normal equations.

    It starts from the unconstrained minimum pulled into the bounds, then alternates: solve for the free variables
    with the others held at their bounds; if that solution leaves the bounds, step towards it up to the first bound
    and hold that variable there; if it does not, free the held variable whose gradient pulls hardest into the
    box, until none does. The few dozen columns of a card search take a tenth of a millisecond, without importing
    ``scipy.optimize`` (half a second), and agree with its ``lsq_linear(method="bvls")`` to the last digits the
    rounding of a card reads (1,018 searches of six league-seasons, 1884-2016: the same roundings).

    >>> bounded_lstsq(np.eye(2), np.array([2.0, -1.0]), np.zeros(2), np.ones(2)).tolist()
    [1.0, 0.0]
    """
    h = a.T @ a
    c = a.T @ b
    x = np.clip(np.linalg.solve(h, c), lo, hi)
    at_lo = x <= lo
    at_hi = x >= hi
    # a gradient this small is the floats' noise (the equality row weighs 1e3, so c runs to 1e7)
    noise = 1e-14 * (1.0 + float(np.abs(c).max()))
    n = len(x)
    # the sub-systems by the index arrays ``np.ix_`` would build (the same row-major arrays: a boolean row and column
    # selection lays them out by columns, and the product over the held variables then sums otherwise), the steps
    # divided only where a variable leaves its bounds (the same quotients): less time on the small arrays of an
    # iteration
    for _ in range(10 * n + 10):
        held = at_lo | at_hi
        free = ~held
        z = x.copy()
        if free.any():
            fi = free.nonzero()[0][:, None]
            z[free] = np.linalg.solve(h[fi, free.nonzero()[0]], c[free] - h[fi, held.nonzero()[0]] @ x[held])
        below, above = free & (z < lo), free & (z > hi)
        if not (below.any() or above.any()):
            x = z
            g = h @ x - c
            pull = np.where(at_lo, -g, 0.0) + np.where(at_hi, g, 0.0)
            k = int(pull.argmax())
            if pull[k] <= noise:
                return x
            at_lo[k] = at_hi[k] = False
            continue
        d = z - x
        step = np.full(n, np.inf)
        step[below] = (lo[below] - x[below]) / d[below]
        step[above] = (hi[above] - x[above]) / d[above]
        alpha = max(0.0, float(step.min()))
        x = x + alpha * d
        hit_lo = below & (step <= alpha + 1e-15)
        hit_hi = above & (step <= alpha + 1e-15)
        x[hit_lo] = lo[hit_lo]
        x[hit_hi] = hi[hit_hi]
        at_lo |= hit_lo
        at_hi |= hit_hi
    raise ArithmeticError("bounded least squares did not settle")  # an active set repeats: a bug, not an input


#: The options of the bound's linear program: presolve, the dual simplex, no output.
_LP_OPTIONS: dict[str, object] = {"presolve": "on", "log_to_console": False, "output_flag": False,
                                  "simplex_strategy": 1, "highs_debug_level": 0}


#: The integer program's own options: without HiGHS's feasibility-jump heuristic, a third of the program's work on
#: these small programs, whose cards the search finds without it (the same cards in the 26 programs of 36
#: league-seasons, 1875-2024, that reach the exact search).
_MIP_OPTIONS: dict[str, object] = {"mip_heuristic_run_feasibility_jump": False}


def _highs(cost: np.ndarray, a: np.ndarray, row_lo: np.ndarray, row_hi: np.ndarray, lb: np.ndarray, ub: np.ndarray,
           integrality: np.ndarray | None, options: dict[str, object]) -> np.ndarray | None:
    """The solution of ``min cost @ x`` over ``row_lo <= a @ x <= row_hi``, ``lb <= x <= ub`` (the variables with
    ``integrality`` 1 whole), by HiGHS through ``highspy``; None when it proves none, or, for an integer program,
    stops at its node limit without one.

    ``highspy`` loads in a hundredth of a second where ``scipy.optimize`` takes half of one. The model is passed as
    SciPy's ``linprog``/``milp`` passed it (the matrix by columns without its zeros, the same options), to the same
    HiGHS release (pinned), so the cards are the ones SciPy's interface gave.
    """
    from highspy import _core as h

    nrow, ncol = a.shape
    at = a.T
    nz = at != 0
    lp = h.HighsLp()
    lp.num_col_ = ncol
    lp.num_row_ = nrow
    lp.a_matrix_.num_col_ = ncol
    lp.a_matrix_.num_row_ = nrow
    lp.a_matrix_.format_ = h.MatrixFormat.kColwise
    lp.col_cost_ = cost
    lp.col_lower_ = lb
    lp.col_upper_ = ub
    lp.row_lower_ = row_lo
    lp.row_upper_ = row_hi
    lp.a_matrix_.start_ = np.concatenate([[0], np.cumsum(nz.sum(axis=1))]).astype(np.int32)
    lp.a_matrix_.index_ = np.nonzero(nz)[1].astype(np.int32)
    lp.a_matrix_.value_ = at[nz]
    if integrality is not None:
        lp.integrality_ = [h.HighsVarType(int(i)) for i in integrality]
    solver = h._Highs()
    opts = h.HighsOptions()
    for key, val in options.items():
        setattr(opts, key, val)
    solver.passOptions(opts)
    solver.passModel(lp)
    solver.run()
    status = solver.getModelStatus()
    done = h.HighsModelStatus.kOptimal
    if integrality is None:
        ok = status == done
    else:
        stopped = (h.HighsModelStatus.kTimeLimit, h.HighsModelStatus.kIterationLimit,
                   h.HighsModelStatus.kSolutionLimit)
        ok = status == done or (status in stopped and solver.getInfo().objective_function_value != h.kHighsInf)
    return np.array(solver.getSolution().col_value) if ok else None


@contextlib.contextmanager
def _quiet_solver() -> Iterator[None]:
    """Keep the solver's own diagnostics (HiGHS writes some straight to file descriptor 1) off the user's screen
    and out of piped output."""
    try:
        fd = sys.stdout.fileno()
    except (AttributeError, OSError, ValueError):
        yield
        return
    sys.stdout.flush()
    saved = os.dup(fd)
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), fd)
        yield
    finally:
        os.dup2(saved, fd)
        os.close(saved)


def best_card(unit: np.ndarray, rare: np.ndarray, target: np.ndarray, supp: np.ndarray, ref: np.ndarray,
              allowed: tuple[int, ...] = tuple(range(NL)), node_limit: int = 150,
              aim: float = AIM, ranges: bool = True, so_tol: float = TOL,
              below: float | None = None) -> list[int] | None:
    """The closest printable card found by mixed-integer search, as labels by 2d6 total index (0 = total 2).

    The objective first pulls every tight error under ``aim`` tolerances (or, when no card can, minimises the
    largest one), then the sum of the errors, the loose ones, the bounds' costs and the distance from the league
    mix. With ``aim=0`` it minimises the largest error outright. The SO error counts in ``so_tol``. ``below``
    bounds the largest tight error (in the program's own terms): a card the caller already has with that error
    need not be found again, and without a better one the program is infeasible, which the solver proves in a few
    hundredths of a second where a search over every card takes tenths. None when the solver finds nothing in
    ``node_limit`` branch-and-bound nodes: a count, never a clock, bounds the search, so the same pitcher gets the
    same card on a busy machine as on a quiet one.
    """
    labs = list(allowed)
    nl = len(labs)
    if not ranges:
        supp = supp[:, [0, int(np.argmax(supp.sum(axis=0)))]]
    nj = supp.shape[1]
    # variable layout
    i_n = 0                      # n[l][w]: totals of way class w given to label l
    i_y = i_n + 6 * nl           # y[j]: supplemental range j chosen
    i_z = i_y + nj               # z[j]: strikeouts it adds
    i_d = i_z + nj               # d+ / d- for 4 tight and 2 loose rows
    i_e = i_d + 12               # largest tight error (tolerances)
    i_v = i_e + 1                # its excess over AIM
    i_m = i_v + 1                # missing BALLPARK, missing defense (binary)
    i_x = i_m + 2                # defense ways past the usual three
    i_r = i_x + 1                # r+ / r- per label: distance from the league mix
    nv = i_r + 2 * nl

    def counts_row(coef: np.ndarray) -> np.ndarray:
        """Coefficients over n of sum_l coef[l] * count[l]."""
        row = np.zeros(nv)
        for a, lab in enumerate(labs):
            for wi, w in enumerate(WAY_CLASSES):
                row[i_n + 6 * a + wi] = coef[lab] * w
        return row

    rows: list[np.ndarray] = []
    lo: list[float] = []
    hi: list[float] = []

    def add(row: np.ndarray, low: float, high: float) -> None:
        rows.append(row)
        lo.append(low)
        hi.append(high)

    for wi, w in enumerate(WAY_CLASSES):
        row = np.zeros(nv)
        row[[i_n + 6 * a + wi for a in range(nl)]] = 1.0
        add(row, len(CLASS_TOTALS[w]), len(CLASS_TOTALS[w]))
    row = np.zeros(nv)
    row[i_y:i_y + nj] = 1.0
    add(row, 1.0, 1.0)
    if not ranges:
        # any strikeouts up to the longest range's (the range itself is chosen on the card found)
        row = -counts_row(supp[:, 1])
        row[i_z + 1] = 1.0
        add(row, -np.inf, 0.0)
    for j in range(nj if ranges else 0):
        big = float(supp[:, j].max()) * 36 + 1e-9
        g = counts_row(supp[:, j])
        row = -g
        row[i_z + j] = 1.0
        add(row, -np.inf, 0.0)                     # z <= gain
        row = np.zeros(nv)
        row[i_z + j] = 1.0
        row[i_y + j] = -big
        add(row, -np.inf, 0.0)                     # z <= big * y
        row = -g
        row[i_z + j] = 1.0
        row[i_y + j] = -big
        add(row, -big, np.inf)                     # z >= gain - big * (1 - y)
    tight, loose = _rows(unit)
    want, want_loose = _targets(target, rare)
    for k, (vec, val) in enumerate(list(zip(tight, want)) + list(zip(loose, want_loose))):
        row = counts_row(vec)
        if k == 3:
            row[i_z:i_z + nj] = 1.0
        row[i_d + 2 * k] = -1.0
        row[i_d + 2 * k + 1] = 1.0
        add(row, val, val)                         # rate - target = d+ - d-
        if k < 4:
            row = np.zeros(nv)
            row[i_d + 2 * k] = row[i_d + 2 * k + 1] = 1.0 / (so_tol if k == 3 else TOL)
            row[i_e] = -1.0
            add(row, -np.inf, 0.0)                 # |error| <= e
    row = np.zeros(nv)
    row[i_v] = 1.0
    row[i_e] = -1.0
    add(row, -aim, np.inf)                         # v >= e - aim
    one = np.zeros(NL)
    one[T.BALLPARK] = 1.0
    row = counts_row(one)
    add(row.copy(), -np.inf, BP_BOUNDS[1])
    row[i_m] = 1.0
    add(row, BP_BOUNDS[0], np.inf)
    grp = np.zeros(NL)
    grp[list(DEF_GROUP)] = 1.0
    row = counts_row(grp)
    usual, def_max, err_max = def_limits(ref)
    add(row.copy(), -np.inf, def_max)
    r2 = row.copy()
    r2[i_x] = -1.0
    add(r2, -np.inf, usual)                        # x >= defense ways - the usual
    row[i_m + 1] = 1.0
    add(row, DEF_BOUNDS[0], np.inf)
    one = np.zeros(NL)
    one[T.ERROR] = 1.0
    add(counts_row(one), -np.inf, err_max)
    for a, lab in enumerate(labs):
        one = np.zeros(NL)
        one[lab] = 1.0
        row = counts_row(one)
        row[i_r + 2 * a] = -1.0
        row[i_r + 2 * a + 1] = 1.0
        add(row, float(ref[lab]), float(ref[lab]))

    cost = np.zeros(nv)
    cost[i_d:i_d + 6] = 1.0 / TOL / 4
    cost[i_d + 6:i_d + 8] = 1.0 / so_tol / 4
    cost[i_d + 8:i_d + 12] = 1.0 / LOOSE / 4
    cost[i_v] = 1000.0
    cost[i_m:i_m + 2] = MISSING_COST
    cost[i_x] = DEF_EXTRA_COST
    cost[i_r:] = REG_COST
    integrality = np.zeros(nv)
    integrality[i_n:i_n + 6 * nl] = 1
    integrality[i_y:i_y + nj] = 1 if ranges else 0
    integrality[i_m:i_m + 2] = 1
    lb = np.zeros(nv)
    ub = np.full(nv, np.inf)
    for a in range(nl):
        for wi, w in enumerate(WAY_CLASSES):
            ub[i_n + 6 * a + wi] = len(CLASS_TOTALS[w])
    ub[i_y:i_y + nj] = 1.0
    if not ranges:
        ub[i_z] = 0.0  # the one strikeout variable is z[1]
    ub[i_m:i_m + 2] = 1.0
    if below is not None:
        ub[i_e] = below
    with _quiet_solver():
        x = _highs(cost, np.array(rows), np.array(lo), np.array(hi), lb, ub, integrality,
                   {"log_to_console": False, "mip_max_nodes": node_limit, **_MIP_OPTIONS})
    if x is None:
        return None
    assign = [0] * 11
    for wi, w in enumerate(WAY_CLASSES):
        totals = list(CLASS_TOTALS[w])
        for a, lab in enumerate(labs):
            for _ in range(int(x[i_n + 6 * a + wi] + 0.5)):
                assign[totals.pop(0) - 2] = lab
    return assign
