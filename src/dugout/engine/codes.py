"""Integer codes for the hot loop: box-score columns, plate-appearance results, bases.

Bases are numbered 1-3 with 0 for the batter and 4 for home.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import Final

# Batting box-score columns.
B_PA: Final = 0
B_AB: Final = 1
B_R: Final = 2
B_H: Final = 3
B_2B: Final = 4
B_3B: Final = 5
B_HR: Final = 6
B_RBI: Final = 7
B_BB: Final = 8
B_IBB: Final = 9
B_HBP: Final = 10
B_SO: Final = 11
B_SB: Final = 12
B_CS: Final = 13
B_SH: Final = 14
B_SF: Final = 15
B_GIDP: Final = 16
B_LOB: Final = 17
B_ROE: Final = 18
B_CI: Final = 19
B_E: Final = 20
BAT_COLS = ("PA", "AB", "R", "H", "2B", "3B", "HR", "RBI", "BB", "IBB", "HBP", "SO", "SB", "CS", "SH", "SF", "GIDP",
            "LOB", "ROE", "CI", "E")
NBAT = len(BAT_COLS)

# Pitching box-score columns.
P_OUTS: Final = 0
P_H: Final = 1
P_R: Final = 2
P_ER: Final = 3
P_BB: Final = 4
P_IBB: Final = 5
P_SO: Final = 6
P_HR: Final = 7
P_HBP: Final = 8
P_WP: Final = 9
P_BK: Final = 10
P_BF: Final = 11
P_PC: Final = 12
P_W: Final = 13
P_L: Final = 14
P_SV: Final = 15
P_HLD: Final = 16
P_GS: Final = 17
P_G: Final = 18
P_2B: Final = 19
P_3B: Final = 20
P_SH: Final = 21
P_SF: Final = 22
PIT_COLS = ("OUTS", "H", "R", "ER", "BB", "IBB", "SO", "HR", "HBP", "WP", "BK", "BF", "PC", "W", "L", "SV", "HLD",
            "GS", "G", "2B", "3B", "SH", "SF")
NPIT = len(PIT_COLS)

# Plate-appearance results passed to Game.end_pa.
SINGLE: Final = 0
DOUBLE: Final = 1
TRIPLE: Final = 2
HOMER: Final = 3
WALK: Final = 4
IBB: Final = 5
HBP: Final = 6
STRIKEOUT: Final = 7
OUT: Final = 8
SAC: Final = 9
SAC_FLY: Final = 10
GIDP: Final = 11
ROE: Final = 12
FC: Final = 13
CI: Final = 14
K_REACH: Final = 15
PB_REACH: Final = 16
RESULT_NAMES = ("1B", "2B", "3B", "HR", "BB", "IBB", "HBP", "K", "OUT", "SH", "SF", "GIDP", "ROE", "FC", "CI", "K+",
                "PB")
"""``PB_REACH``: the batter is sent to first by a passed ball without a strike three (a game's chart result): an at-bat
without a hit, as when he reaches on an error, and no RBI."""

#: Results that count as an at-bat.
AT_BAT = frozenset({SINGLE, DOUBLE, TRIPLE, HOMER, STRIKEOUT, OUT, GIDP, ROE, FC, K_REACH, PB_REACH})
#: Results that are hits, and the bases they are worth.
HIT_BASES = {SINGLE: 1, DOUBLE: 2, TRIPLE: 3, HOMER: 4}
#: Results on which the batter gets no RBI even when runs score.
NO_RBI = frozenset({GIDP, ROE, PB_REACH})

FIRST: Final = 1
SECOND: Final = 2
THIRD: Final = 3
HOME: Final = 4


def _end_pa_table() -> tuple[tuple[tuple[int, ...], tuple[int, ...], int], ...]:
    """Per result code: batting and pitching columns to count besides PA and BF, and flags (1 hit, 2 RBI)."""
    extra_b = {DOUBLE: (B_2B,), TRIPLE: (B_3B,), HOMER: (B_HR,), WALK: (B_BB,), IBB: (B_BB, B_IBB),
               STRIKEOUT: (B_SO,), K_REACH: (B_SO,), HBP: (B_HBP,), SAC: (B_SH,), SAC_FLY: (B_SF,), GIDP: (B_GIDP,),
               ROE: (B_ROE,), CI: (B_CI,)}
    extra_p = {DOUBLE: (P_2B,), TRIPLE: (P_3B,), HOMER: (P_HR,), WALK: (P_BB,), IBB: (P_BB, P_IBB),
               STRIKEOUT: (P_SO,), K_REACH: (P_SO,), HBP: (P_HBP,), SAC: (P_SH,), SAC_FLY: (P_SF,)}
    rows = []
    for code in range(len(RESULT_NAMES)):
        bat = ((B_AB,) if code in AT_BAT else ()) + ((B_H,) if code <= HOMER else ())
        bat += extra_b.get(code, ())
        pit = ((P_H,) if code <= HOMER else ()) + extra_p.get(code, ())
        flags = (1 if code <= HOMER else 0) | (0 if code in NO_RBI else 2)
        rows.append((bat, pit, flags))
    return tuple(rows)


END_PA = _end_pa_table()
"""Per result code: the batting and pitching columns ``Game.end_pa`` counts besides PA and BF, and its flags (1 a
hit, 2 RBI count)."""
