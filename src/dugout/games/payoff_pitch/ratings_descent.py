"""Payoff Pitch pitcher cards: the quick search's moves (``ratings_pitcher``). A card is an assignment of labels to
the eleven 2d6 totals; its neighbours are every relabel of one total and every swap of two totals of unequal ways,
scored together by the pitcher's problem (``ratings_pitcher._Problem``), and the descent walks them to a card no
move (and no pair of moves through the ten best) improves.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, TypeVar

import numpy as np

from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.ratings_layout import WAYS11

if TYPE_CHECKING:
    from dugout.games.payoff_pitch.ratings_pitcher import _Problem

NL = T.NLABELS


def _counts(assign: np.ndarray) -> np.ndarray:
    return np.bincount(assign, weights=WAYS11, minlength=NL)  # whole numbers of ways: exact


_PAIRS = [(i, j) for i in range(11) for j in range(i + 1, 11) if WAYS11[i] != WAYS11[j]]
_PI = np.array([i for i, _ in _PAIRS])
_PJ = np.array([j for _, j in _PAIRS])


_NP = len(_PAIRS)
_PW = WAYS11[_PI] - WAYS11[_PJ]
_PATTERNS: dict[bytes, tuple[np.ndarray, np.ndarray, np.ndarray]] = {}
_CHUNK = 192


def _pattern(labels: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(where each move's source label is, where its destination is, ways moved by each move) of a neighbourhood
    over ``labels``, the places indexing a base assignment followed by the labels (``_neighbours``)."""
    key = labels.astype(np.int64).tobytes()
    hit = _PATTERNS.get(key)
    if hit is None:
        nl = len(labels)
        src_at = np.concatenate([np.repeat(np.arange(11), nl), _PI])
        dst_at = np.concatenate([np.tile(11 + np.arange(nl), 11), _PJ])
        hit = _PATTERNS[key] = (src_at, dst_at, np.concatenate([np.repeat(WAYS11, nl), _PW]))
    return hit


def _neighbours(prob: _Problem, assigns: np.ndarray, labels: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(scores, whether the move changes anything) of every assignment one relabel or one swap away from each of
    ``assigns`` (rows): per row ``11 * len(labels)`` relabels (total-major, then label) then the swaps of ``_PAIRS``,
    in the order the moves were always listed in, so that the first best move is the same one.

    The rates and supplemental gains are one matrix product per base assignment (a few hundred rows: small enough
    for the linear-algebra library to stay on one thread, and each row's floats the same however many rows share
    the product).
    """
    nb, nl = len(assigns), len(labels)
    src_at, dst_at, moved = _pattern(labels)
    # each move's total and destination read off the base assignments and the labels side by side
    ext = np.empty((nb, 11 + nl), dtype=assigns.dtype)
    ext[:, :11] = assigns
    ext[:, 11:] = labels
    src = ext[:, src_at]  # (B, M)
    dst = ext[:, dst_at]
    m = src.shape[1]
    valid = src != dst
    # every move scored, in products of at most ``_CHUNK`` rows (finding the moves that lead to the same counts, to
    # score each count vector once, cost more than it saved: the same scores, 12 % slower); each move changes two
    # cells of its base's counts, found by their flat index (whole numbers of ways: exact)
    base = _counts(assigns[0])[None, :] if nb == 1 else np.stack([_counts(a) for a in assigns])  # (B, NL)
    rows = np.repeat(base, m, axis=0)
    flat = rows.reshape(-1)
    cell, way = _cells(moved, nb)
    flat[cell + src.ravel()] -= way
    flat[cell + dst.ravel()] += way
    if len(rows) <= _CHUNK:
        p = prob.rates(rows)
        gains = None if prob.no_supp else rows @ prob.supp_gain
    else:
        # each chunk's product written in place, the base rates added after (the same floats as ``prob.rates``)
        p = np.empty((len(rows), prob.unit.shape[1]))
        for i in range(0, len(rows), _CHUNK):
            np.matmul(rows[i:i + _CHUNK], prob.unit, out=p[i:i + _CHUNK])
        p += prob.rare
        gains = None if prob.no_supp else np.concatenate([rows[i:i + _CHUNK] @ prob.supp_gain
                                                          for i in range(0, len(rows), _CHUNK)])
    return prob.score(rows, p, gains)[0].reshape(nb, m), valid


_CELLS: dict[tuple[int, int], tuple[np.ndarray, np.ndarray]] = {}


def _cells(moved: np.ndarray, nb: int) -> tuple[np.ndarray, np.ndarray]:
    """(the flat index of each row's first cell, the ways each move shifts) for ``nb`` bases whose moves shift
    ``moved`` ways (which the number of labels decides: ``_pattern``)."""
    key = (len(moved), nb)
    hit = _CELLS.get(key)
    if hit is None:
        hit = _CELLS[key] = (np.arange(nb * len(moved)) * NL, np.tile(moved, nb))
    return hit


def _apply(assign: np.ndarray, j: int, labels: np.ndarray) -> np.ndarray:
    """The assignment after move ``j`` of ``_neighbours``."""
    out = assign.copy()
    nr = 11 * len(labels)
    if j < nr:
        out[j // len(labels)] = labels[j % len(labels)]
    else:
        i, k = _PAIRS[j - nr]
        out[i], out[k] = assign[k], assign[i]
    return out


#: A neighbourhood a descent asks for: (the pitcher's problem, the base assignments (rows), the labels), and what it
#: gets back (``_neighbours``'s scores and whether each move changes anything).
Ask = tuple["_Problem", np.ndarray, np.ndarray]
Answer = tuple[np.ndarray, np.ndarray]
R = TypeVar("R")
#: A search that asks for neighbourhoods and returns an R.
Steps = Generator[Ask, Answer, R]


def _descent(prob: _Problem, assign: np.ndarray, cur: float,
             labels: np.ndarray) -> Steps[tuple[np.ndarray, float]]:
    """Steepest descent over relabels and swaps; when no move improves, a look two moves ahead through the ten best
    moves, taking the first (in that order) that leads to an improvement. A generator: it yields each neighbourhood
    it needs scored and is sent the scores (``_descend`` scores them one pitcher at a time, ``ratings_batch`` the
    neighbourhoods of a whole team's descents in the same NumPy calls); it returns (assignment, score)."""
    for _ in range(300):
        sc_all, valid = yield prob, assign[None, :], labels
        idx = np.nonzero(valid[0])[0]
        sc = sc_all[0][idx]
        k = int(np.argmin(sc))
        if sc[k] < cur - 1e-12:
            assign, cur = _apply(assign, int(idx[k]), labels), float(sc[k])
            continue
        firsts = np.array([_apply(assign, int(idx[k1]), labels) for k1 in np.argsort(sc)[:10]])
        sc2, valid2 = yield prob, firsts, labels
        sc2 = np.where(valid2, sc2, np.inf)
        k2 = np.argmin(sc2, axis=1)
        best = sc2[np.arange(len(firsts)), k2]
        hit = np.nonzero(best < cur - 1e-12)[0]
        if not len(hit):
            break
        b = int(hit[0])
        assign, cur = _apply(firsts[b], int(k2[b]), labels), float(best[b])
    return assign, cur


def drive(steps: Steps[R]) -> R:
    """Run a descent (or a solve made of descents) alone, each neighbourhood scored by ``_neighbours``."""
    try:
        ask = next(steps)
        while True:
            ask = steps.send(_neighbours(*ask))
    except StopIteration as done:
        return done.value


def _descend(prob: _Problem, assign: np.ndarray, cur: float, labels: np.ndarray) -> tuple[np.ndarray, float]:
    """``_descent`` of one pitcher alone."""
    return drive(_descent(prob, assign, cur, labels))
