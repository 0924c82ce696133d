"""Pine Tar Baseball charts as data (rules digest §4, with its errata PT-1 for the pitcher modifiers).

Outcome codes, grades and positions are small ints so the play loop reads flat tuples. Positions use
the scorebook numbers of the engine (1 P, 2 C, 3 1B, 4 2B, 5 3B, 6 SS, 7 LF, 8 CF, 9 RF). Ranges the
transcription lost are reconstructions or proposals; docs/rules/pine-tar.md says which.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import Final

# --- card outcomes, in the fixed order they take on a hitting column (digest §1.3) ----------------------------
# (Final, one a line: a compiled module reads a Final int as a literal, another module global by name)
HR: Final = 0
TRIPLE: Final = 1
DOUBLE: Final = 2
SINGLE: Final = 3
BB: Final = 4
HBP: Final = 5
ROE_PO: Final = 6
SO: Final = 7
GO_1B: Final = 8
GO_2B: Final = 9
GO_P: Final = 10
GO_SS: Final = 11
GO_3B: Final = 12
FO_RF: Final = 13
FO_CF: Final = 14
FO_LF: Final = 15
LO: Final = 16
ROE_LO: Final = 17
BK_WP: Final = 18
OUTCOME_NAMES = ("HR*", "3B", "2B", "1B", "BB", "HBP", "ROE/PO", "SO", "GO-1B", "GO-2B", "GO-P", "GO-SS", "GO-3B",
                 "FO-RF", "FO-CF", "FO-LF", "LO", "ROE/LO", "BK/WP")
#: Outcomes a pitch-check roll may change ("nothing below SO is modified").
MODIFIABLE = frozenset(range(HR, SO + 1))
#: Outcomes whose ranges are sized from the batter's rates; the outs in play fill the rest up to roll 96.
RATED = (HR, TRIPLE, DOUBLE, SINGLE, BB, HBP)
GROUND_OUTS: Final = (GO_1B, GO_2B, GO_P, GO_SS, GO_3B)
FLY_OUTS = (FO_RF, FO_CF, FO_LF)
#: Bases a hit is worth, by outcome code.
HIT_BASES: Final[dict[int, int]] = {SINGLE: 1, DOUBLE: 2, TRIPLE: 3, HR: 4}
#: Fielder (position number) of each ground out and fly out.
FIELDER: Final[dict[int, int]] = {GO_1B: 3, GO_2B: 4, GO_P: 1, GO_SS: 6, GO_3B: 5, FO_RF: 9, FO_CF: 8, FO_LF: 7}
#: The one-number line out at roll 97 goes to one of these fielders.
LO_FIELDERS = (3, 4, 5, 6, 1)
LO_SLOT, ROE_LO_SLOT, BK_WP_SLOT = 97, 98, 99
POS_LABEL = ("", "P", "C", "1B", "2B", "3B", "SS", "LF", "CF", "RF")

# --- pitcher grades ----------------------------------------------------------------------------------------------
GRADES = ("A+", "A", "B", "C", "D", "E", "G")
A_PLUS: Final = 0
A: Final = 1
B: Final = 2
C: Final = 3
D: Final = 4
E: Final = 5
G: Final = 6
#: Grades whose pitchers turn a walk with first base occupied into "ball 2" (digest §4.7).
BALL_TWO_GRADES: Final = frozenset({A_PLUS, A, B})

#: Pitch-check rolls: the pitcher modifier table applies on these batter rolls.
CHECK_ROLLS = (0, 5, 10, 15, 20, 25, 30, 35, 40)
IS_CHECK: Final[tuple[bool, ...]] = tuple(r in CHECK_ROLLS for r in range(100))

# Pitcher Modifier table (digest §4.1 as corrected by errata PT-1): original result -> result per grade
# A+, A, B, C, D, E, G. An original result without an A+ cell uses the A cell (the rules' own instruction);
# the rows below already include that.
_MOD_ROWS: dict[int, tuple[int, int, int, int, int, int, int]] = {
    HR: (SINGLE, SINGLE, DOUBLE, HR, HR, HR, HR),
    TRIPLE: (SINGLE, TRIPLE, TRIPLE, TRIPLE, TRIPLE, TRIPLE, HR),
    DOUBLE: (BB, SINGLE, SINGLE, HR, HR, HR, HR),
    SINGLE: (SO, BB, BB, DOUBLE, DOUBLE, DOUBLE, HR),
    BB: (SO, SO, BB, SINGLE, SINGLE, DOUBLE, DOUBLE),
    HBP: (SO, SO, SO, HBP, HBP, HBP, SINGLE),
    ROE_PO: (ROE_PO, ROE_PO, ROE_PO, ROE_PO, ROE_PO, SINGLE, SINGLE),
    SO: (SO, SO, SO, SO, BB, SINGLE, SINGLE),
}
#: MODIFIED[grade][code]: the result a pitch-check roll reads for an original result (codes past SO unchanged).
MODIFIED: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(_MOD_ROWS[c][g] if c in _MOD_ROWS else c for c in range(len(OUTCOME_NAMES))) for g in range(len(GRADES))
)

# --- hit location (digest §4.2; anchors 14 RF, 16 LF, 20 CF, 7-10 CF, 19 infield hit) --------------------------
INFIELD: Final = 0
_LOC_RANGES = ((0, 2, 8), (3, 4, 9), (5, 6, 7), (7, 10, 8), (11, 14, 9), (15, 18, 7), (19, 19, INFIELD),
               (20, 23, 8), (24, 27, 9), (28, 31, 7), (32, 99, 8))
#: HIT_LOCATION[roll] -> 7 LF, 8 CF, 9 RF, or 0 for the roll-19 infield hit.
HIT_LOCATION: Final[tuple[int, ...]] = tuple(
    next(loc for lo, hi, loc in _LOC_RANGES if lo <= r <= hi) for r in range(100))
INFIELD_HIT_ROLL: Final = 19

# --- base advancement (digest §4.3): extra base on odd / even rolls by runner speed -----------------------------
SLOW: Final = 0
MEDIUM: Final = 1
FAST: Final = 2
SPEEDS = ("S", "M", "F")
#: EXTRA_BASE[speed][roll % 2]: 1 when the runner takes one base more than the hit (doubled rolls: never).
EXTRA_BASE: Final[tuple[tuple[int, ...], ...]] = ((0, 0), (1, 0), (1, 1))
IS_DOUBLED: Final[tuple[bool, ...]] = tuple(r // 10 == r % 10 for r in range(100))

# --- ground-out tables by white die (digest §4.4; anchors GO-2B 5-8 FC R3A, GO-SS 5 FC R3H) ---------------------
GDP: Final = 0
FC_R3H: Final = 1
FC_R3A: Final = 2
PO3_RA: Final = 3
LR_OUT: Final = 4
PO3_RH: Final = 5
GO_RESULT_NAMES = ("GDP", "FC R3H", "FC R3A", "PO-3 RA", "LR Out", "PO-3 RH")


def _by_white(*spans: tuple[int, int, int]) -> tuple[int, ...]:
    return tuple(next(res for lo, hi, res in spans if lo <= w <= hi) for w in range(10))


#: GO_WITH_R1[code][white die] with a runner on first and fewer than two outs.
GO_WITH_R1: Final[dict[int, tuple[int, ...]]] = {
    GO_1B: _by_white((0, 2, GDP), (3, 4, FC_R3H), (5, 6, FC_R3A), (7, 9, PO3_RA)),
    GO_2B: _by_white((0, 3, GDP), (4, 4, FC_R3H), (5, 8, FC_R3A), (9, 9, PO3_RA)),
    GO_P: _by_white((0, 4, GDP), (5, 7, FC_R3H), (8, 8, FC_R3A), (9, 9, PO3_RA)),
    GO_3B: _by_white((0, 3, GDP), (4, 6, FC_R3H), (7, 8, FC_R3A), (9, 9, PO3_RA)),
    GO_SS: _by_white((0, 4, GDP), (5, 6, FC_R3H), (7, 8, FC_R3A), (9, 9, PO3_RA)),
}
#: GO_NO_R1[code][white die] with runners on but first base empty and fewer than two outs.
GO_NO_R1: Final[dict[int, tuple[int, ...]]] = {
    GO_1B: _by_white((0, 0, LR_OUT), (1, 2, PO3_RH), (3, 9, PO3_RA)),
    GO_2B: _by_white((0, 0, LR_OUT), (1, 3, PO3_RH), (4, 9, PO3_RA)),
    GO_P: _by_white((0, 2, LR_OUT), (3, 7, PO3_RH), (8, 9, PO3_RA)),
    GO_3B: _by_white((0, 2, LR_OUT), (3, 6, PO3_RH), (7, 9, PO3_RA)),
    GO_SS: _by_white((0, 1, LR_OUT), (2, 5, PO3_RH), (6, 9, PO3_RA)),
}
#: Share of white dice on which each ground out with a runner on first is a double play.
GDP_SHARE = {c: sum(1 for w in range(10) if GO_WITH_R1[c][w] == GDP) / 10 for c in GO_WITH_R1}
#: Hit-and-run: the white die gains this much on ground-out tables (at most 9).
HIT_AND_RUN_WHITE: Final = 4
#: Hit-and-run: the batter roll gains this much on rolls 0..HIT_AND_RUN_MAX_ROLL that are not pitch checks.
HIT_AND_RUN_ROLL: Final = 5
HIT_AND_RUN_MAX_ROLL: Final = 91

# --- fly outs: tag table (digest §4.5) ---------------------------------------------------------------------------
#: TAG[code][base]: a runner on that base advances when the tag roll is at most the value (-1: no tag roll).
TAG: Final[dict[int, tuple[int, ...]]] = {
    FO_LF: (-1, -1, -1, 70), FO_CF: (-1, -1, 25, 70), FO_RF: (-1, -1, 45, 65)}
#: Tag rolls on which the lead runner trying to advance is thrown out.
TAG_OUT_ROLLS: Final = frozenset({77, 88, 99})

# --- error results (digest §4.6; anchors 68 SS, 67-76 RS 1*) -----------------------------------------------------
_ERR_RANGES = ((0, 10, 1, 1), (11, 11, 3, 2), (12, 21, 3, 1), (22, 22, 3, 2), (23, 27, 3, 1), (28, 32, 4, 1),
               (33, 33, 4, 2), (34, 38, 4, 1), (39, 43, 5, 1), (44, 44, 5, 2), (45, 54, 5, 1), (55, 55, 5, 2),
               (56, 65, 6, 1), (66, 66, 6, 2), (67, 76, 6, 1), (77, 77, 7, 2), (78, 82, 7, 1), (83, 87, 8, 1),
               (88, 88, 8, 2), (89, 93, 8, 1), (94, 98, 9, 1), (99, 99, 9, 2))
#: ERROR_RESULT[roll] -> (position number, RS). RS 1 is "1*": runners take one more base with two outs.
ERROR_RESULT: Final[tuple[tuple[int, int], ...]] = tuple(
    next((pos, rs) for lo, hi, pos, rs in _ERR_RANGES if lo <= r <= hi) for r in range(100))
#: Share of error checks each position receives (index = position number).
ERROR_SHARE: tuple[float, ...] = tuple(sum(1 for p, _ in ERROR_RESULT if p == pos) / 100 for pos in range(10))

# --- optional defensive rolls (digest §4.13; anchors 36 -> 2B, 49 -> CF) ----------------------------------------
PDR_GO: Final = 0
PDR_FO: Final = 1
_PDR = ((0, 12, 3, PDR_GO, 9), (13, 24, 9, PDR_FO, 9), (25, 37, 4, PDR_GO, 8), (38, 50, 8, PDR_FO, 8),
        (51, 62, 1, PDR_GO, INFIELD), (63, 75, 6, PDR_GO, 8), (76, 87, 7, PDR_FO, 7), (88, 99, 5, PDR_GO, 7))
#: POSITIVE_DEFENSE[roll] -> (fielder position, GO or FO for a Pos fielder, hit location for Neu/Neg).
POSITIVE_DEFENSE: Final[tuple[tuple[int, int, int], ...]] = tuple(
    next((f, res, loc) for lo, hi, f, res, loc in _PDR if lo <= r <= hi) for r in range(100))
#: The out a Pos fielder turns a hit into, by position.
PDR_GROUND_OUT = {1: GO_P, 3: GO_1B, 4: GO_2B, 5: GO_3B, 6: GO_SS}
PDR_FLY_OUT = {7: FO_LF, 8: FO_CF, 9: FO_RF}
POSITIVE_CHECK_ROLLS: Final = frozenset({11, 22})
NEGATIVE_CHECK_ROLLS: Final = frozenset({66, 88})
RG_POS: Final = 1
RG_NEU: Final = 0
RG_NEG: Final = -1
RG_NAMES = {RG_POS: "Pos", RG_NEU: "Neu", RG_NEG: "Neg"}

# --- steals (digest §4.8) ------------------------------------------------------------------------------------------
SBO_LETTERS = ("A", "B", "C", "D", "E", "N")
#: STEAL_OPPORTUNITY[letter] -> (steal points, first inning, attempts per series, may run on the hit-and-run).
#: E is one attempt every other series; N never runs.
STEAL_OPPORTUNITY: Final[dict[str, tuple[int, int, int, bool]]] = {
    "A": (1, 1, 2, True), "B": (2, 1, 1, True), "C": (2, 6, 1, True), "D": (3, 7, 1, True), "E": (3, 8, 1, False),
    "N": (0, 99, 0, False)}
STEAL_POINTS: Final = 4
EXTRA_INNING_POINTS: Final = 2
STEAL_THIRD_PENALTY: Final = 5
HIT_AND_RUNS_PER_GAME: Final = 2

# --- sacrifice bunts (digest §4.10) ----------------------------------------------------------------------------------
SQUEEZE_PENALTY: Final = 25
#: Scoring notes: (success even, success odd, fail even, fail odd, pop-out double play) for each play.
SACRIFICE_NOTES = ("SH 5-4", "SH 3-4", "FC 1-6", "FC 3-6", "PODP 1-4")
SQUEEZE_NOTES = ("SH 1-4", "SH 5-4", "FC 5-2", "FC 3-2", "PODP 1-5")
#: The fielder charged when the roll equals the SHC ("ROE-3": the first baseman).
BUNT_ERROR_POS = 3

# --- outfield arms on plays at the plate (digest §4.12) ------------------------------------------------------------
ARMS = ("W", "A", "E")
ARM_OUT = {"W": 5, "A": 10, "E": 20}

# --- pitcher fatigue (digest §3.9, §4.11) ----------------------------------------------------------------------------
BONUS_MAX_RUNS: Final = 2
"""A starter who has allowed at most this many runs at his MIP gets one more inning."""
SHELLED_STARTER: Final = 5
REMOVE_STARTER: Final = 8
REMOVE_RELIEVER: Final = 3
#: Optional reliever limits: a reliever who got this many outs (two innings) sits the team's next game, and none
#: relieves in more than this many team games running.
RELIEVER_REST_OUTS: Final = 6
RELIEVER_GAMES_RUNNING: Final = 3

# --- injuries (digest §4.14: the lengths are a proposal) -------------------------------------------------------------
INJURY_LETTERS = ("A", "B", "C", "D", "E")
INJURY_LENGTH = {
    "A": (1, 1, 1, 1, 1, 2, 2, 2, 3, 3),
    "B": (1, 2, 2, 3, 3, 4, 4, 5, 6, 8),
    "C": (2, 3, 4, 5, 6, 7, 8, 10, 12, 15),
    "D": (5, 7, 9, 11, 13, 15, 18, 21, 25, 30),
    "E": (10, 15, 20, 25, 30, 35, 40, 50, 60, 80),
}
INJURY_MEAN = {k: sum(v) / len(v) for k, v in INJURY_LENGTH.items()}
