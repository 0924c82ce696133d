"""Chart entries as transcribed: the defense chart, the OUT chart, the steal and pickoff charts, the 54 chart."""

from __future__ import annotations

from collections import Counter

import pytest

from dugout.games.fall_classic import tables as T
from dugout.games.fall_classic import tables_54 as C
from dugout.games.fall_classic.card_codes import line_index


def _count(col):
    return Counter(T.POS[pos] for pos, *_ in col)


def test_defense_chart_fielder_frequencies():
    assert _count(T.DEF51) == {"P": 5, "C": 1, "SS": 12, "1B": 6, "2B": 6, "3B": 6}
    assert _count(T.DEF52) == {"LF": 2, "CF": 2, "RF": 2, "2B": 10, "3B": 10, "P": 2, "1B": 1, "SS": 7}  # FC-2
    assert _count(T.DEF53) == {"LF": 3, "CF": 6, "RF": 3, "P": 1, "1B": 2, "SS": 9, "2B": 6, "3B": 6}


@pytest.mark.parametrize("line,col,expect", [
    (11, 51, ("P", T.EXOTIC)), (12, 51, ("P", T.A2)), (16, 51, ("C", T.EXOTIC)), (36, 51, ("1B", T.A2)),
    (11, 52, ("LF", T.A1)), (21, 52, ("2B", T.A2)), (53, 52, ("3B", T.A2)), (66, 52, ("SS", T.A1)),
])
def test_defense_chart_errors_columns(line, col, expect):
    pos, adv = (T.DEF51 if col == 51 else T.DEF52)[line_index(line)]
    assert (T.POS[pos], adv) == expect


@pytest.mark.parametrize("line,expect", [
    (11, ("LF", 2, T.A2P, 0)), (14, ("CF", 2, T.A2P, 0)), (31, ("P", 1, T.A1P, 0)),
    (32, ("1B", 2, T.A2, T.LINER)), (43, ("2B", 1, T.A1, T.TE)), (53, ("3B", 1, T.A1, T.TE)),
    (46, ("2B", 1, T.A1P, T.LINER)), (66, ("SS", 1, T.A1P, T.LINER)),
])
def test_defense_chart_range_column(line, expect):
    pos, hit, adv, flags, _text = T.DEF53[line_index(line)]
    assert (T.POS[pos], hit, adv, flags) == expect


def test_defense_chart_doubles_are_six_rows():
    assert sum(1 for e in T.DEF53 if e[1] == 2) == 6


def test_advance_codes():
    assert T.ADV == ((1, 1), (1, 2), (2, 2), (2, 3))


def test_out_chart_is_half_grounders_and_pulls():
    kinds = Counter(t // 10 for t, _ in T.OUT_CHART)
    assert kinds == {T.G: 10, T.F: 6, T.L: 1, T.P: 3}
    right = Counter(t % 10 for t, _ in T.OUT_CHART if t // 10 == T.G)
    left = Counter(t % 10 for _, t in T.OUT_CHART if t // 10 == T.G)
    assert right[5] + right[6] > right[3] + right[4] and left[3] + left[4] > left[5] + left[6]


@pytest.mark.parametrize("mask,pos,inf_in,action", [
    (1, 6, False, T.PO_DP), (2, 6, False, T.PO_HOLD), (2, 4, False, T.PO_ADV), (4, 3, False, T.PO_HOLD),
    (4, 6, False, T.PO_SCORE), (4, 6, True, T.PO_HOLD), (5, 5, False, T.PO_HOLD), (5, 4, False, T.PO_ARM_DP),
    (6, 6, True, T.PO_HOME), (7, 1, False, T.PO_HOME), (7, 6, False, T.PO_DP), (7, 6, True, T.PO_HOME_DP),
])
def test_if_the_putout_is_made(mask, pos, inf_in, action):
    assert T.putout_action(mask, pos, inf_in) == action


def test_jump_and_pickoff_charts():
    assert T.NO_JUMP_MAX == {"L": (4, 3, 2), "R": (3, 2, 1)}
    assert T.PICKOFF_OUT_MAX == {"L": (12, 6, 3), "R": (8, 4, 2)}
    assert T.PICKOFF_SAFE_MAX == 17


def test_throw_charts():
    assert T.THROW_OUT_MAX == (3, 2, 1)
    assert T.STRETCH_OUT_MAX == (5, 3, 1)  # errata FC-6


def test_hit_and_run_chart_covers_2_to_12_for_every_grade():
    assert sorted(T.HIT_AND_RUN) == list(range(2, 13))
    assert all(len(v) == 3 for v in T.HIT_AND_RUN.values())
    assert T.HIT_AND_RUN[3][2] == (T.HR_POP, 4) and T.HIT_AND_RUN[4][1] == (T.HR_POP, 5)


def test_bunt_fielders():
    assert [T.POS[p] for p in T.BUNT_FIELDER] == ["P", "C", "1B", "1B", "3B", "3B"]


@pytest.mark.parametrize("rows", list(C.CHARTS.values()) + list(C.WILDEST.values()))
def test_every_54_chart_covers_d20_1_to_20(rows):
    ends = [hi for hi, _t, _p in rows]
    assert ends == sorted(ends) and ends[-1] == 20 and ends[0] >= 1


def test_runner_on_third_wildest_has_seven_rows():
    assert [hi for hi, _t, _p in C.WILDEST[4]] == [3, 8, 11, 14, 16, 19, 20]


def test_exotic_charts_cover_every_base_state():
    for chart in (C.EXOTIC_PC, C.EXOTIC_1B, C.EXOTIC_2B, C.EXOTIC_3B, C.EXOTIC_SS):
        assert sorted(chart) == list(range(8))
    assert sorted(C.EXOTIC_OF) == list(range(1, 11))


def test_every_chart_play_ends_or_rolls_again():
    def closes(play):
        kinds = [op[0] for op in play]
        return any(k in ("end", "reroll", "homer", "sub", "of_fly", "frame", "stretch") for k in kinds) or \
            any(k.startswith("if_") or k == "d6" for k in kinds)

    for rows in list(C.CHARTS.values()) + list(C.WILDEST.values()):
        for _hi, _text, play in rows:
            assert closes(play)


def test_park_chart_tilts_with_the_park_factor():
    neutral = T.park_chart(100)
    hits = {T.PK_HR, T.PK_2B, T.PK_3B, T.PK_1B_LF, T.PK_1B_CF, T.PK_1B_RF, T.PK_1B}
    n = sum(1 for r in neutral if r in hits)
    assert n == 7
    assert sum(1 for r in T.park_chart(110) if r in hits) == n + 6
    assert sum(1 for r in T.park_chart(92) if r in hits) < n


@pytest.mark.parametrize("bpf", [80, 92, 100, 108, 125])
def test_park_stretch_rows_are_fixed_at_17_to_19(bpf):
    """The book: on the ballpark chart a d20 of 17 (LF), 18 (CF) or 19 (RF) is the batter stretching a single;
    the rows do not move with the park factor, and no other row is a stretch."""
    chart = T.park_chart(bpf)
    assert chart[16:19] == (T.PK_1B_LF, T.PK_1B_CF, T.PK_1B_RF)
    assert not any(r in T.PARK_STRETCH for r in chart[:16] + chart[19:])


def test_injury_levels():
    assert T.INJURY_LEVELS[0] == (1, 2, 3, 4, 5) and T.INJURY_LAST == 50


def test_who_fields_box_counts():
    assert [sum(1 for p in T.WHO_FIELDS[n] if p) for n in (1, 2, 3, 4)] == [10, 5, 3, 3]
