"""Every chart as data: the corrected pitcher modifier table and the anchors the seed states."""

from __future__ import annotations

import pytest

from dugout.games.pine_tar import tables as T

# The corrected Pitcher Modifier table (digest errata PT-1), original result -> grades A+ … G.
MODIFIER = {
    "HR": "1B 1B 2B HR HR HR HR", "3B": "1B 3B 3B 3B 3B 3B HR", "2B": "BB 1B 1B HR HR HR HR",
    "1B": "SO BB BB 2B 2B 2B HR", "BB": "SO SO BB 1B 1B 2B 2B", "HBP": "SO SO SO HBP HBP HBP 1B",
    "ROE/PO": "ROE/PO ROE/PO ROE/PO ROE/PO ROE/PO 1B 1B", "SO": "SO SO SO SO BB 1B 1B",
}


@pytest.mark.parametrize("original", list(MODIFIER))
def test_modifier_table_cells(original):
    code = T.OUTCOME_NAMES.index("HR*" if original == "HR" else original)
    got = [T.OUTCOME_NAMES[T.MODIFIED[g][code]].rstrip("*") for g in range(7)]
    assert got == MODIFIER[original].split()


def test_outs_in_play_are_never_modified():
    for g in range(7):
        for code in range(T.GO_1B, len(T.OUTCOME_NAMES)):
            assert T.MODIFIED[g][code] == code


def test_good_grades_never_help_and_bad_grades_never_hurt_the_batter():
    value = {T.SO: 0, T.ROE_PO: 1, T.HBP: 2, T.BB: 2, T.SINGLE: 3, T.DOUBLE: 4, T.TRIPLE: 5, T.HR: 6}
    for code, worth in value.items():
        for g in (T.A_PLUS, T.A, T.B):
            assert value[T.MODIFIED[g][code]] <= worth
        for g in (T.D, T.E, T.G):
            assert value[T.MODIFIED[g][code]] >= worth


def test_check_rolls():
    assert [r for r in range(100) if T.IS_CHECK[r]] == [0, 5, 10, 15, 20, 25, 30, 35, 40]


def test_hit_location_anchors():
    assert T.HIT_LOCATION[14] == 9 and T.HIT_LOCATION[16] == 7 and T.HIT_LOCATION[20] == 8
    assert all(T.HIT_LOCATION[r] == 8 for r in range(7, 11)) and T.HIT_LOCATION[19] == T.INFIELD


def test_base_advancement_table():
    # [speed][roll % 2]: odd S/1 M/1 F/2, even S/1 M/2 F/2
    assert T.EXTRA_BASE[T.SLOW] == (0, 0) and T.EXTRA_BASE[T.MEDIUM] == (1, 0) and T.EXTRA_BASE[T.FAST] == (1, 1)
    assert [r for r in range(100) if T.IS_DOUBLED[r]] == list(range(0, 100, 11))


def test_ground_out_table_anchors_and_shape():
    assert T.GO_WITH_R1[T.GO_2B][7] == T.FC_R3A and all(T.GO_WITH_R1[T.GO_2B][w] == T.FC_R3A for w in range(5, 9))
    assert T.GO_WITH_R1[T.GO_SS][5] == T.FC_R3H
    for table in (T.GO_WITH_R1, T.GO_NO_R1):
        assert set(table) == set(T.GROUND_OUTS)
        for row in table.values():
            assert len(row) == 10 and list(row) == sorted(row, key=lambda k: list(dict.fromkeys(row)).index(k))
    # a high white die (the hit-and-run's +4) never turns two
    assert all(T.GO_WITH_R1[c][9] != T.GDP for c in T.GROUND_OUTS)


def test_tag_table():
    assert T.TAG[T.FO_LF][3] == 70 and T.TAG[T.FO_LF][2] < 0
    assert T.TAG[T.FO_CF][2:] == (25, 70) and T.TAG[T.FO_RF][2:] == (45, 65)
    assert T.TAG_OUT_ROLLS == {77, 88, 99}


def test_error_results():
    assert T.ERROR_RESULT[68] == (6, 1) and all(T.ERROR_RESULT[r] == (6, 1) for r in range(67, 77))
    assert T.ERROR_RESULT[5] == (1, 1) and T.ERROR_RESULT[11][1] == 2 and T.ERROR_RESULT[99] == (9, 2)
    assert [round(x, 2) for x in T.ERROR_SHARE[1:]] == [0.11, 0.0, 0.17, 0.11, 0.17, 0.21, 0.06, 0.11, 0.06]


def test_positive_defense_anchors():
    assert T.POSITIVE_DEFENSE[36][0] == 4 and T.POSITIVE_DEFENSE[49][0] == 8
    fielders = [T.POSITIVE_DEFENSE[r][0] for r in range(100)]
    assert set(fielders) == {1, 3, 4, 5, 6, 7, 8, 9}


def test_steal_opportunity_table():
    assert T.STEAL_OPPORTUNITY == {"A": (1, 1, 2, True), "B": (2, 1, 1, True), "C": (2, 6, 1, True),
                                   "D": (3, 7, 1, True), "E": (3, 8, 1, False), "N": (0, 99, 0, False)}


def test_sacrifice_notes_and_arms_and_injuries():
    assert T.SACRIFICE_NOTES == ("SH 5-4", "SH 3-4", "FC 1-6", "FC 3-6", "PODP 1-4")
    assert T.SQUEEZE_NOTES == ("SH 1-4", "SH 5-4", "FC 5-2", "FC 3-2", "PODP 1-5")
    assert T.ARM_OUT == {"W": 5, "A": 10, "E": 20}
    assert all(len(v) == 10 for v in T.INJURY_LENGTH.values())
    assert [T.INJURY_MEAN[k] for k in "ABCDE"] == sorted(T.INJURY_MEAN.values())
