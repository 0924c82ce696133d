"""Integer codes for the hot loop: box-score columns, plate-appearance results, bases.

Bases are numbered 1-3 with 0 for the batter and 4 for home.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

# Batting box-score columns.
B_PA, B_AB, B_R, B_H, B_2B, B_3B, B_HR, B_RBI, B_BB, B_IBB, B_HBP, B_SO, B_SB, B_CS, B_SH, B_SF, B_GIDP, B_LOB, \
    B_ROE, B_CI, B_E = range(21)
BAT_COLS = ("PA", "AB", "R", "H", "2B", "3B", "HR", "RBI", "BB", "IBB", "HBP", "SO", "SB", "CS", "SH", "SF", "GIDP",
            "LOB", "ROE", "CI", "E")
NBAT = len(BAT_COLS)

# Pitching box-score columns.
P_OUTS, P_H, P_R, P_ER, P_BB, P_IBB, P_SO, P_HR, P_HBP, P_WP, P_BK, P_BF, P_PC, P_W, P_L, P_SV, P_HLD, P_GS, P_G, \
    P_2B, P_3B, P_SH, P_SF = range(23)
PIT_COLS = ("OUTS", "H", "R", "ER", "BB", "IBB", "SO", "HR", "HBP", "WP", "BK", "BF", "PC", "W", "L", "SV", "HLD",
            "GS", "G", "2B", "3B", "SH", "SF")
NPIT = len(PIT_COLS)

# Plate-appearance results passed to Game.end_pa.
SINGLE, DOUBLE, TRIPLE, HOMER, WALK, IBB, HBP, STRIKEOUT, OUT, SAC, SAC_FLY, GIDP, ROE, FC, CI, K_REACH, PB_REACH = \
    range(17)
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

FIRST, SECOND, THIRD, HOME = 1, 2, 3, 4


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
