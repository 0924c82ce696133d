"""Payoff Pitch pitcher cards of a whole team searched together: the same cards as ``ratings_pitcher.solve`` one
pitcher at a time, in fewer NumPy calls.

A pitcher's quick search is a few descents (``ratings_descent._descent``), each a run of neighbourhoods of 171
moves (1,710 for a look ahead through ten) to score, and a neighbourhood's cost was mostly its NumPy calls (171
rows ~45 µs, 1,710 ~140 µs). ``solve_together`` runs the searches of a team's pitchers in lockstep (each a
generator, ``ratings_pitcher.solve_steps``): every round, the neighbourhoods they ask for are scored in one set of
calls (``neighbourhoods``), and each search takes its scores and asks for its next. 2016 NL (CPU, runs alternated
with the searches one at a time on a noisy machine): 3,403 neighbourhoods in 336 rounds, scored in 0.36-0.53 s
instead of 0.49-0.72; the league-season rated in 1.44 s (median of eight, 1.32-1.60) instead of 1.69 (1.61-1.88),
a run 0.85 of its pair's (median). What is left is mostly the rows themselves (2.1 million, ~70-100 ns each, 1.7
million of them looks ahead) and each pitcher's own steps.

Every row's floats are those of the search alone:

- the label counts are whole numbers, exact however summed;
- each pitcher's products are the BLAS calls they were, of the same shapes (``_products``: NumPy's stacked
  ``matmul`` calls the library once per pitcher and chunk). A row's sums depend on the rows it shares a product
  with (measured: padding a chunk of 171 rows to 192 changed them), so no pitcher's rows are merged or cut
  otherwise, and the errors' matrix-vector product takes each pitcher's rows whole, as ``_Problem.score`` did;
- the score's elementwise steps meet each pitcher's parameters broadcast along a pitchers' axis (``ScoreRows``):
  the same operations on each element in the same order (``ratings_pitcher.score_rows``).
"""
from __future__ import annotations

from typing import TypeVar

import numpy as np

from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.ratings_descent import _CHUNK, Answer, Ask, R, Steps, _neighbours, _pattern, drive
from dugout.games.payoff_pitch.ratings_layout import WAYS11
from dugout.games.payoff_pitch.ratings_pitcher import _Problem, score_rows

K = TypeVar("K")
__all__ = ["ScoreRows", "Stack", "Steps", "drive", "neighbourhoods", "solve_together"]

NL = T.NLABELS
#: Rows scored in one call at most (never cutting a pitcher's neighbourhoods): a team's round asks for up to 28 x 171
#: rows, a look ahead for 1,710 a pitcher. ``score_rows`` measured in ns a row by rows a call: 171: 303, 684: 123,
#: 1,368: 88, 2,052: 80, 3,420: 74, 4,788: 69, but 6,840: 180 (its arrays past the cache, and mapped anew by the
#: allocator each call).
ROWS = 4800


class Stack:
    """The problems of the searches run together, their parameters stacked by problem (built again when a new
    problem comes: each search makes its own before it first asks)."""

    def __init__(self) -> None:
        self.probs: list[_Problem] = []
        self.index: dict[int, int] = {}

    def rows(self, probs: list[_Problem]) -> np.ndarray:
        """The places of ``probs`` in the stacks."""
        if any(id(p) not in self.index for p in probs):
            for p in probs:
                if id(p) not in self.index:
                    self.index[id(p)] = len(self.probs)
                    self.probs.append(p)  # (kept, so that no other problem takes its id)
            ps = self.probs
            self.unit = np.stack([p.unit for p in ps])  # (P, NL, NO)
            self.err_unit = np.stack([p.err_unit for p in ps])[:, :, None]  # (P, NL, 1)
            self.target = np.stack([p.target for p in ps])  # (P, NO)
            self.ref = np.stack([p.ref for p in ps])  # (P, NL)
            self.hr_extra = np.array([p.hr_extra for p in ps])
            self.err_target = np.array([p.err_target for p in ps])
            self.err_max = np.array([p.err_max for p in ps])
            self.extra_cost = np.stack([p.extra_cost for p in ps])  # (P, defense ways)
            self.def_bad = np.stack([p.def_bad for p in ps])
            self.not_allowed = np.stack([p.not_allowed for p in ps])  # (P, NL)
        return np.array([self.index[id(p)] for p in probs])


class ScoreRows:
    """The parameters of ``score_rows`` for K pitchers' problems (at ``who`` in ``stack``), shaped to broadcast
    along the pitchers' axis: the counts and rates come as (rows, K, ...) views of each pitcher's own rows (K, rows,
    ...), so that the score's transposes give (measure, K, rows) and each step runs over each pitcher's rows in
    memory order, as it does for one pitcher (with the pitchers' axis last, the steps strode through memory: 0.34 ms
    a round of a team against 0.1)."""

    def __init__(self, stack: Stack, who: np.ndarray) -> None:
        self.target = stack.target[who]  # (K, NO)
        self.hr_extra = stack.hr_extra[who][:, None]  # (K, 1)
        #: a pitcher without the extra weight adds 0.0 times his squared term: his scores as they were
        self.weigh_hr = bool(self.hr_extra.any())
        self.err_target = stack.err_target[who]  # (K,)
        self.ref_col = stack.ref[who].T[:, :, None]  # (NL, K, 1)
        self.err_max = stack.err_max[who][:, None]  # (K, 1)
        self.not_allowed = stack.not_allowed[who]  # (K, NL)
        self.any_not_allowed = bool(self.not_allowed.any())
        self.stack = stack
        self.who = who[:, None]

    def def_costs(self, dg: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """``_Problem.def_costs`` of defense ways (K, rows)."""
        return self.stack.extra_cost[self.who, dg], self.stack.def_bad[self.who, dg]

    def uses_not_allowed(self, counts: np.ndarray) -> np.ndarray:
        """``_Problem.uses_not_allowed`` of counts (rows, K, NL), as (K, rows)."""
        return np.asarray(((counts > 0) & self.not_allowed).any(axis=2)).T


def _base_counts(assigns: np.ndarray) -> np.ndarray:
    """Label counts (rows) of assignments (rows): ``ratings_descent._counts`` of each, in one call."""
    n = len(assigns)
    at = (assigns + NL * np.arange(n)[:, None]).ravel()
    return np.bincount(at, weights=np.tile(WAYS11, n), minlength=n * NL).reshape(n, NL)


def _products(rows: np.ndarray, mats: np.ndarray) -> np.ndarray:
    """Each pitcher's rows (K, n, NL) times his own matrix (K, NL, cols), in products of at most ``_CHUNK`` rows cut
    where ``ratings_descent._neighbours`` cuts them: every BLAS call one pitcher's and one chunk's, as it was."""
    k, n, _ = rows.shape
    full, rest = divmod(n, _CHUNK)
    if not full:
        return np.matmul(rows, mats)
    out = np.empty((k, n, mats.shape[2]))
    cut = full * _CHUNK
    chunks = rows[:, :cut].reshape(k, full, _CHUNK, NL)
    out[:, :cut] = np.matmul(chunks, mats[:, None]).reshape(k, cut, -1)
    if rest:
        out[:, cut:] = np.matmul(rows[:, cut:], mats)
    return out


_CELLS: dict[int, tuple[np.ndarray, np.ndarray]] = {}


def _cells(moved: np.ndarray, nb: int) -> tuple[np.ndarray, np.ndarray]:
    """``ratings_descent._cells`` for ``nb`` bases, cut from one table per number of moves (grown as needed: a
    team's rounds ask for every number of bases up to ten per pitcher)."""
    m = len(moved)
    hit = _CELLS.get(m)
    if hit is None or len(hit[0]) < nb * m:
        size = max(nb, 2 * len(hit[0]) // m if hit is not None else 0)
        hit = _CELLS[m] = (np.arange(size * m) * NL, np.tile(moved, size))
    return hit[0][:nb * m], hit[1][:nb * m]


def _group(stack: Stack, probs: list[_Problem], assigns: np.ndarray,
           labels: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``ratings_descent._neighbours`` of K pitchers' base assignments (K, bases, 11) over the same labels:
    (scores, whether each move changes anything), both (K, bases, moves)."""
    who = stack.rows(probs)
    k, nb = assigns.shape[:2]
    nl = len(labels)
    src_at, dst_at, moved = _pattern(labels)
    flat_assigns = assigns.reshape(k * nb, 11)
    ext = np.empty((k * nb, 11 + nl), dtype=assigns.dtype)
    ext[:, :11] = flat_assigns
    ext[:, 11:] = labels
    src = ext[:, src_at]
    dst = ext[:, dst_at]
    m = src.shape[1]
    valid = src != dst
    rows = np.repeat(_base_counts(flat_assigns), m, axis=0)
    flat = rows.reshape(-1)
    cell, way = _cells(moved, k * nb)
    flat[cell + src.ravel()] -= way
    flat[cell + dst.ravel()] += way
    rows3 = rows.reshape(k, nb * m, NL)
    # the rates (each product and then the rare outcomes, as ``_Problem.rates`` adds them) and the errors' products
    # (a matrix-vector product per pitcher over all his rows, as ``_Problem.score`` took it)
    p = _products(rows3, stack.unit[who])
    p += probs[0].rare
    err_dot = np.matmul(rows3, stack.err_unit[who])[:, :, 0]
    sc = score_rows(ScoreRows(stack, who), rows3.transpose(1, 0, 2), p.transpose(1, 0, 2), err_dot.T)
    return sc.reshape(k, nb, m), valid.reshape(k, nb, m)


def neighbourhoods(asks: list[Ask], stack: Stack | None = None) -> list[Answer]:
    """``ratings_descent._neighbours`` of each ask, those with as many bases over the same labels scored together,
    up to ``ROWS`` rows at a time (the rest one by one: a problem with supplemental options to choose, which no
    search asks for)."""
    stack = stack or Stack()
    answers: list[Answer | None] = [None] * len(asks)
    groups: dict[tuple[bytes, int], list[int]] = {}
    for i, (prob, assigns, labels) in enumerate(asks):
        if prob.no_supp and np.array_equal(prob.rare, asks[0][0].rare):
            groups.setdefault((labels.astype(np.int64).tobytes(), len(assigns)), []).append(i)
        else:
            answers[i] = _neighbours(prob, assigns, labels)
    for (_, nb), same in groups.items():
        moves = len(_pattern(asks[same[0]][2])[0])
        step = max(1, ROWS // (nb * moves))
        for at in range(0, len(same), step):
            idx = same[at:at + step]
            sc, valid = _group(stack, [asks[i][0] for i in idx], np.stack([asks[i][1] for i in idx]),
                               asks[idx[0]][2])
            for j, i in enumerate(idx):
                answers[i] = (sc[j], valid[j])
    return answers  # type: ignore[return-value]


def solve_together(steps: dict[K, Steps[R]]) -> dict[K, R]:
    """What each of ``steps`` (``ratings_pitcher.solve_steps``, say) returns, their neighbourhoods scored round by
    round together (``neighbourhoods``)."""
    done: dict[K, R] = {}
    asks: dict[K, Ask] = {}
    stack = Stack()

    def advance(key: K, answer: Answer | None) -> None:
        try:
            asks[key] = steps[key].send(answer)  # type: ignore[arg-type]
        except StopIteration as stop:
            done[key] = stop.value
            asks.pop(key, None)

    for key in steps:
        advance(key, None)
    while asks:
        now = list(asks.items())
        for (key, _), answer in zip(now, neighbourhoods([a for _, a in now], stack)):
            advance(key, answer)
    return {key: done[key] for key in steps}
