"""Payoff Pitch pitcher cards: which labels can share the eleven 2d6 totals (``partition``, ``feasible``) and how a
card's labels are laid out on them (``arrange``). The search for a card's counts lives in ``ratings_pitcher``."""

from __future__ import annotations

import json
from importlib.resources import files

import numpy as np

from dugout.games.payoff_pitch import tables as T

NL = T.NLABELS
TOTALS = tuple(range(2, 13))
WAYS11 = np.array([T.WAYS[k] for k in TOTALS], dtype=float)

#: Preferred totals per label when laying a card out (central totals for TOUGH, the ends for WHEEL).
PREFER: dict[int, tuple[int, ...]] = {
    T.TOUGH: (5, 7, 6, 8, 9, 4, 10, 3, 11, 2, 12),
    T.PATIENT: (10, 4, 9, 5, 8, 6, 11, 3, 7, 12, 2),
    T.INPLAY: (8, 6, 9, 5, 7, 4, 10, 3, 11, 2, 12),
    T.WHEEL: (11, 3, 12, 2, 10, 4, 9, 5, 8, 6, 7),
    T.BALLPARK: (12, 2, 11, 3, 10, 4, 9, 5, 8, 6, 7),
    T.DEFENSE: (2, 12, 3, 11, 4, 10, 5, 9, 6, 8, 7),
    T.RANGE: (2, 12, 3, 11, 4, 10, 5, 9, 6, 8, 7),
    T.ERROR: (12, 2, 11, 3, 10, 4, 9, 5, 8, 6, 7),
    T.TOUGH_OUT: (9, 5, 10, 4, 8, 6, 11, 3, 7, 12, 2),
    T.PATIENT_OUT: (4, 10, 3, 11, 5, 9, 2, 12, 6, 8, 7),
    T.INPLAY_OUT: (5, 9, 4, 10, 6, 8, 3, 11, 7, 2, 12),
}


_MASK_WAYS = [sum(T.WAYS[TOTALS[i]] for i in range(11) if m >> i & 1) for m in range(1 << 11)]
_MASKS_OF_WAYS: dict[int, tuple[int, ...]] = {}
"""The sets of totals (as bit masks) that hold exactly so many ways, highest mask first."""
for _m in range((1 << 11) - 1, 0, -1):
    _MASKS_OF_WAYS.setdefault(_MASK_WAYS[_m], ())
    _MASKS_OF_WAYS[_MASK_WAYS[_m]] += (_m,)
#: The shipped table of ``_partition_masks`` for every feasible split, in the package's data folder
#: (``ratings_layout_build`` writes it).
TABLE_FILE = "partitions.json"
_TABLE: dict[tuple[int, ...], tuple[int, ...]] = {}


def _partitions() -> dict[tuple[int, ...], tuple[int, ...]]:
    """Every feasible split's masks, as the search finds them (``_partition_masks``), read once from the package's
    data (written by ``ratings_layout_build``): the searches cost a tenth of a second in a league's rating, the
    table's reading a few thousandths."""
    if not _TABLE:
        text = files("dugout.games.payoff_pitch").joinpath("data", TABLE_FILE).read_text(encoding="utf-8")
        _TABLE.update({tuple(sizes): tuple(masks) for sizes, masks in json.loads(text)["partitions"]})
    return _TABLE


def partition(counts: tuple[int, ...]) -> list[int] | None:
    """An assignment of the totals 2..12 (as labels by total index) with exactly these counts, or None."""
    need = sorted(((c, lab) for lab, c in enumerate(counts) if c > 0), reverse=True)
    key = tuple(c for c, _ in need)
    groups = _partitions().get(key)
    if groups is None:
        return None
    assign = [0] * 11
    for (c, lab), mask in zip(need, groups):
        for i in range(11):
            if mask >> i & 1:
                assign[i] = lab
    return assign


#: (group sizes still to place, free totals) known to admit no partition: shared by every search, since whether
#: the rest of the groups fit the free totals depends on nothing else.
_DEAD: set[tuple[tuple[int, ...], int]] = set()


_FEASIBLE: set[tuple[int, ...]] = set()


def feasible() -> set[tuple[int, ...]]:
    """Every way the eleven totals' ways (1, 1, 2, 2, … 6) split into groups, as group sums in descending order
    (4,163 of them): built once, total by total, each joining a group or opening one."""
    if not _FEASIBLE:
        states: set[tuple[int, ...]] = {()}
        for w in sorted(WAYS11.astype(int), reverse=True):
            grown: set[tuple[int, ...]] = set()
            for st in states:
                grown.add(tuple(sorted((*st, int(w)), reverse=True)))
                for i, g in enumerate(st):
                    if i == 0 or st[i - 1] != g:
                        grown.add(tuple(sorted((*st[:i], g + int(w), *st[i + 1:]), reverse=True)))
            states = grown
        _FEASIBLE.update(states)
    return _FEASIBLE


def _partition_masks(sizes: tuple[int, ...]) -> tuple[int, ...] | None:
    if sizes not in feasible():
        return None  # no search needed to prove it
    chosen: list[int] = []
    rest = [sizes[i:] for i in range(len(sizes))]

    def rec(i: int, free: int) -> bool:
        if i == len(sizes):
            return free == 0
        if len(sizes) - i > free.bit_count() or (rest[i], free) in _DEAD:
            return False  # more groups left than totals to give them, or known to fail
        # the subsets of the free totals holding this group's ways, highest first (the order of a walk down the
        # submasks of ``free``, without visiting the others)
        taken = ~free
        for sub in _MASKS_OF_WAYS.get(sizes[i], ()):
            if sub & taken:
                continue
            chosen.append(sub)
            if rec(i + 1, free & ~sub):
                return True
            chosen.pop()
        _DEAD.add((rest[i], free))
        return False

    return tuple(chosen) if rec(0, (1 << 11) - 1) else None


#: Totals in the order the layout fills them (most ways first, so the big totals find a label that can take them).
LAYOUT_ORDER = (7, 6, 8, 5, 9, 4, 10, 3, 11, 2, 12)
#: The seed's Cuellar card has TOUGH on 5 and PATIENT on 10: a layout that can keep them there does, before the
#: preference ranks are weighed.
SEED_ANCHORS = frozenset({(5, T.TOUGH), (10, T.PATIENT)})
_ANCHOR_COST = 1_000_000
_RANK = {lab: {total: r for r, total in enumerate(pref)} for lab, pref in PREFER.items()}
_LAYOUT_CACHE: dict[tuple[int, ...], tuple[int, ...]] = {}


def arrange(assign: list[int]) -> tuple[int, ...]:
    """Lay the labels out on the totals in a conventional way (TOUGH central, WHEEL at the ends), same counts.

    Among all layouts with these counts, one with TOUGH on 5 and PATIENT on 10 where the counts allow (the seed's
    Cuellar card), then the one whose totals sit highest in their labels' preference lists (least summed rank,
    each weighted by the label's ways so that the big results get their totals first).
    """
    need = [0] * NL
    for k, lab in enumerate(assign):
        need[lab] += int(WAYS11[k])
    key = tuple(need)
    hit = _LAYOUT_CACHE.get(key)
    if hit is not None:
        return hit
    # the state is the ways still to place of the labels the card has (the others never have the ways a total
    # needs), in label order; the totals placed so far follow from how many ways are left
    used = [lab for lab in range(NL) if key[lab] > 0]
    nu = len(used)
    ways = [T.WAYS[total] for total in LAYOUT_ORDER]
    costs = [[_RANK[lab][total] * key[lab] - (_ANCHOR_COST if (total, lab) in SEED_ANCHORS else 0) for lab in used]
             for total in LAYOUT_ORDER]
    # the state packs each used label's ways left into six bits (at most 36 each): an int is hashed and stepped
    # faster than a tuple rebuilt at every step (the same layouts; 3,000 random cards' searches 25 % faster); the
    # memo keeps each state's least cost and the first label (in label order) that reaches it, as the recursion over
    # tuples did
    memo: dict[int, int | None] = {}
    choice: dict[int, int] = {}
    last = len(LAYOUT_ORDER)
    shifts = [6 * j for j in range(nu)]
    steps = [[w << sh for sh in shifts] for w in ways]

    def best(i: int, left: int) -> int | None:
        if i == last:
            return 0 if not left else None
        if left in memo:
            return memo[left]
        w = ways[i]
        row = costs[i]
        step = steps[i]
        found: int | None = None
        arg = -1
        for j in range(nu):
            if (left >> shifts[j]) & 63 < w:
                continue
            rest = best(i + 1, left - step[j])
            if rest is None:
                continue
            cost = row[j] + rest
            if found is None or cost < found:
                found, arg = cost, j
        memo[left] = found
        choice[left] = arg
        return found

    start = sum(key[lab] << sh for lab, sh in zip(used, shifts))
    if best(0, start) is None:
        by_total = {total: assign[k] for k, total in enumerate(TOTALS)}
    else:
        by_total = {}
        state = start
        for i, total in enumerate(LAYOUT_ORDER):
            j = choice[state]
            by_total[total] = used[j]
            state -= steps[i][j]
    laid = tuple([0, 0] + [by_total[x] for x in TOTALS])
    _LAYOUT_CACHE[key] = laid
    return laid
