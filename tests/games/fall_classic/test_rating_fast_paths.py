"""The rating's fast paths give what the plain forms they replaced gave, value for value: a batter card compiled a
range at a time (and once for both hands when no platoon value is on it), and ``grade_values`` that drops a
candidate that cannot win before rounding its error."""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from dugout.games.fall_classic.card import BatterCard, compile_batter, compile_hands
from dugout.games.fall_classic.card_codes import BASE_MASK, BLANK, BUTTON, HITS, L65, OUT, SNG, TL1B, TR1B, line_index
from dugout.games.fall_classic.ratings_layout import grade_values


def _plain_compile(card: BatterCard, hand: str) -> tuple[int, ...]:
    """``compile_batter`` as first written: every value expanded, then tested."""
    flat: list[int] = []
    for cell in card.cells:
        if not cell:
            flat.extend([BLANK] * 20)
            continue
        vals: list[int] = []
        lo = 0
        for end, code in cell:
            vals.extend([code] * (end - lo))
            lo = end
        for k, code in enumerate(vals):
            if code & BASE_MASK == TL1B:
                vals[k] = SNG if hand == "L" else OUT
            elif code & BASE_MASK == TR1B:
                vals[k] = SNG if hand == "R" else OUT
        for k in range(19):
            if (vals[k] & BASE_MASK) in HITS and (vals[k + 1] & BASE_MASK) != (vals[k] & BASE_MASK):
                vals[k] |= BUTTON
        flat.extend(vals)
    flat[line_index(65) * 20: line_index(65) * 20 + 20] = [L65] * 20
    return tuple(flat)


def _plain_grade_values(xbar: float, delta: float, cap: int, more_is_better: bool) -> tuple[int, int, int]:
    """``grade_values`` as first written: every candidate's error rounded and scored as a tuple."""
    xbar = min(max(xbar, 0.0), float(cap))
    d = max(0.0, min(delta, xbar, cap - xbar))
    if more_is_better:
        d = -d
    a0, c0 = xbar - d, xbar + d
    best: tuple[float, float, tuple[int, int, int]] | None = None
    for a in range(max(0, math.floor(a0) - 2), min(cap, math.ceil(a0) + 2) + 1):
        for c in range(max(0, math.floor(c0) - 2), min(cap, math.ceil(c0) + 2) + 1):
            b_real = (20 * xbar - 6 * a - 6 * c) / 8
            for b in {math.floor(b_real), math.ceil(b_real)}:
                if not 0 <= b <= cap:
                    continue
                err = abs(0.3 * a + 0.4 * b + 0.3 * c - xbar)
                ordered = (a >= b >= c) if more_is_better else (a <= b <= c)
                score = (round(err, 9) + (0 if ordered else 1.0), abs(a - a0) + abs(c - c0) + abs(b - xbar))
                if best is None or score < best[:2]:
                    best = (score[0], score[1], (a, b, c))
    assert best is not None
    return best[2]


_CODES = st.integers(1, 20).flatmap(lambda base: st.sampled_from([base, base | 32, base | 64, base | 96]))
_CELL = st.lists(st.tuples(st.integers(0, 20), _CODES), max_size=6).map(
    lambda parts: tuple(sorted(parts, key=lambda p: p[0])) + ((20, OUT),))
_CARD = st.lists(st.one_of(st.just(()), _CELL), min_size=36, max_size=36).map(lambda cells: BatterCard(tuple(cells)))


@settings(max_examples=300, deadline=None)
@given(_CARD)
def test_compiled_range_by_range_as_value_by_value(card: BatterCard) -> None:
    left, right = _plain_compile(card, "L"), _plain_compile(card, "R")
    assert compile_batter(card, "L") == left and compile_batter(card, "R") == right
    assert compile_hands(card) == (left, right)


@settings(max_examples=2000, deadline=None)
@given(st.floats(-2.0, 290.0), st.integers(0, 20), st.sampled_from([1, 5, 12, 80, 100, 280]), st.booleans())
def test_grade_values_as_every_candidate_scored(xbar: float, delta: int, cap: int, more_is_better: bool) -> None:
    assert grade_values(xbar, delta, cap, more_is_better=more_is_better) == \
        _plain_grade_values(xbar, delta, cap, more_is_better)
