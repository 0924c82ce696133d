"""Payoff Pitch Baseball charts as data (digest §3; the rulebook prints none of them, so most are proposals).

Every chart is a flat tuple or dict indexed by small ints so the play loop never parses strings; play, the
ratings and printing read the same tables. Decisions about each chart are recorded in docs/rules/payoff-pitch.md.
"""

from __future__ import annotations

from typing import Final

# --- batter-card result codes ----------------------------------------------------------------------------------
#: 0 means "no result here" (a miss: read the OUT section).
NONE: Final = 0
R1B: Final = 1
R2B: Final = 2
R3B: Final = 3
RHR: Final = 4
RBB: Final = 5
RHBP: Final = 6
RSO: Final = 7
G1: Final = 8
G3: Final = 9
G4: Final = 10
G5: Final = 11
G6: Final = 12
L3: Final = 13
L4: Final = 14
L5: Final = 15
L6: Final = 16
P2: Final = 17
P3: Final = 18
P4: Final = 19
P5: Final = 20
P6: Final = 21
F7: Final = 22
F8: Final = 23
F9: Final = 24
NCODES: Final = 25
CODE_NAMES: tuple[str, ...] = ("", "1B", "2B", "3B", "HR", "BB", "HBP", "SO", "G1", "G3", "G4", "G5", "G6",
                               "L3", "L4", "L5", "L6", "P2", "P3", "P4", "P5", "P6", "F7", "F8", "F9")
CODE_OF: dict[str, int] = {n: i for i, n in enumerate(CODE_NAMES) if n}
#: Fielder (position number) of each out code.
CODE_FIELDER: tuple[int, ...] = (0, 0, 0, 0, 0, 0, 0, 0, 1, 3, 4, 5, 6, 3, 4, 5, 6, 2, 3, 4, 5, 6, 7, 8, 9)
#: Out codes by kind.
GROUND = frozenset({G1, G3, G4, G5, G6})
LINE = frozenset({L3, L4, L5, L6})
POP = frozenset({P2, P3, P4, P5, P6})
FLY = frozenset({F7, F8, F9})
OUT_CODES: tuple[int, ...] = tuple(range(G1, F9 + 1))
FIRST_OUT = G1
#: Outcomes the card algebra tracks (index into rate vectors): 1B 2B 3B HR BB HBP SO.
OUTCOMES: tuple[int, ...] = (R1B, R2B, R3B, RHR, RBB, RHBP, RSO)
NOUT: Final = 7
O_1B: Final = 0
O_2B: Final = 1
O_3B: Final = 2
O_HR: Final = 3
O_BB: Final = 4
O_HBP: Final = 5
O_SO: Final = 6

# --- pitcher-card labels -----------------------------------------------------------------------------------------
WHEEL: Final = 0
PATIENT: Final = 1
TOUGH: Final = 2
INPLAY: Final = 3
BALLPARK: Final = 4
DEFENSE: Final = 5
RANGE: Final = 6
ERROR: Final = 7
TOUGH_OUT: Final = 8
PATIENT_OUT: Final = 9
INPLAY_OUT: Final = 10
NLABELS: Final = 11
LABEL_NAMES: tuple[str, ...] = ("WHEELHOUSE", "PATIENT", "TOUGH", "IN-PLAY", "BALLPARK", "DEFENSE", "RANGE", "ERROR",
                                "TOUGH-OUT", "/PATIENT/", "/IN-PLAY/")
LABEL_SHORT: tuple[str, ...] = ("W", "P", "T", "I", "BP", "D", "RG", "ER", "TO", "PO", "IO")
#: Labels that read a batter-card section, and the section they read.
SECTION_OF_LABEL: dict[int, int] = {WHEEL: 0, PATIENT: 1, TOUGH: 2, INPLAY: 3}
SEC_W: Final = 0
SEC_P: Final = 1
SEC_T: Final = 2
SEC_I: Final = 3
SECTION_NAMES: tuple[str, ...] = ("WHEEL", "PATIENT", "TOUGH", "IN-PLAY")
#: Order of outcomes inside each section (digest gap Q21); BB after the hits when WHEEL holds walks.
SECTION_ORDER: tuple[tuple[int, ...], ...] = (
    (RHR, R3B, R2B, R1B, RBB, RHBP),
    (RBB, RHBP, RHR, R2B, R3B, R1B),
    (RSO, RHR, R2B, R3B, R1B),
    (RHR, R2B, R3B, R1B, RBB),
)

# --- dice ---------------------------------------------------------------------------------------------------------
#: Ways (of 36) to roll each 2d6 total, index 0..12.
WAYS: tuple[int, ...] = (0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1)
#: P(2d6 <= k) * 36 for k = 0..12.
CUM36: tuple[int, ...] = (0, 0, 1, 3, 6, 10, 15, 21, 26, 30, 33, 35, 36)
#: Doubles with a total <= k, * 36.
DOUBLES_LE36: tuple[int, ...] = (0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6)

# --- league template design constants (digest §5.2) -------------------------------------------------------------
#: The league pitcher mix in 36ths before the per-season walk and error shares are set (see ratings_league.py).
BASE_MIX: tuple[float, ...] = (3.0, 9.0, 11.0, 8.0, 2.0, 1.0, 0.0, 0.0, 1.0, 1.0, 0.0)
#: Largest walk rate one PATIENT way (1/36) may carry: a pitcher card's walks move in steps of the league's walk
#: rate (against his hand) divided by the PATIENT and /PATIENT/ ways of the league mix, so high-walk seasons read
#: PATIENT more often (taken from TOUGH) to keep every walk rate within half a point of some card.
BB_STEP_MAX = 0.0092
#: Section shapes per hit type: relative weight in W, P, T, I.
SHAPES: dict[int, tuple[float, float, float, float]] = {
    RHR: (8.0, 0.15, 0.3, 0.1),
    R3B: (3.0, 0.5, 0.4, 1.2),
    R2B: (3.0, 0.5, 0.4, 1.1),
    R1B: (0.9, 0.7, 0.35, 1.6),
    RBB: (0.0, 1.0, 0.0, 0.0),
    RHBP: (0.0, 1.0, 0.0, 0.0),
    RSO: (0.0, 0.0, 1.0, 0.0),
}
#: Share of plate appearances that start with the bases empty (rare-play chart choice in the algebra).
F_EMPTY = 0.56

# --- Ballpark card (§3.1; read in card_ballpark.py) ----------------------------------------------------------------
#: A park card reads WHEEL on 01..k and IN-PLAY above, k = 99 * b_W rounded. A neutral park (BPF 100) has b_W =
#: BALLPARK_NEUTRAL_BW, the share the ratings assume for every park.
BALLPARK_NEUTRAL_BW = 0.30
#: b_W = BALLPARK_NEUTRAL_BW * (BPF / 100) ** BALLPARK_BPF_POWER, the BPF taken at least BALLPARK_BPF_MIN, within
#: BALLPARK_BW_MIN .. BALLPARK_BW_MAX.
BALLPARK_BPF_POWER: Final = 3
BALLPARK_BPF_MIN: Final = 50
BALLPARK_BW_MIN, BALLPARK_BW_MAX = 0.10, 0.60
#: The park card's range column: RANGE_HIT * (BPF / 100) ** BALLPARK_RANGE_POWER (the neutral park's is RANGE_HIT).
BALLPARK_RANGE_POWER: Final = 1


# --- DEFENSE chart (§3.2): d100 (00 = 100) -> (position number, check) --------------------------------------------
CHECK_RANGE: Final = 0
CHECK_ERROR: Final = 1
_DEF_ROWS: tuple[tuple[int, int, int, int], ...] = (
    (1, 6, 2, CHECK_ERROR), (7, 9, 1, CHECK_RANGE), (10, 12, 1, CHECK_ERROR), (13, 19, 3, CHECK_RANGE),
    (20, 24, 3, CHECK_ERROR), (25, 34, 4, CHECK_RANGE), (35, 40, 4, CHECK_ERROR), (41, 47, 5, CHECK_RANGE),
    (48, 52, 5, CHECK_ERROR), (53, 63, 6, CHECK_RANGE), (64, 70, 6, CHECK_ERROR), (71, 76, 7, CHECK_RANGE),
    (77, 79, 7, CHECK_ERROR), (80, 88, 8, CHECK_RANGE), (89, 91, 8, CHECK_ERROR), (92, 96, 9, CHECK_RANGE),
    (97, 100, 9, CHECK_ERROR),
)
DEFENSE_ROWS = _DEF_ROWS
#: DEFENSE_POS[d100] and DEFENSE_CHECK[d100] for d100 = 1..100 (index 0 unused).
DEFENSE_POS: tuple[int, ...] = tuple([0] + [next(r[2] for r in _DEF_ROWS if r[0] <= u <= r[1]) for u in range(1, 101)])
DEFENSE_CHECK: tuple[int, ...] = tuple([0] + [next(r[3] for r in _DEF_ROWS if r[0] <= u <= r[1])
                                              for u in range(1, 101)])


def defense_read(label: int, u: int) -> tuple[int, int]:
    """(position, check) the DEFENSE chart gives for d100 ``u`` under the pitcher-card label ``label``: a RANGE
    label always checks range (the catcher's rows go to the center fielder), an ERROR label always checks errors.

    >>> defense_read(DEFENSE, 3), defense_read(RANGE, 3), defense_read(ERROR, 8)
    ((2, 1), (8, 0), (1, 1))
    """
    pos = DEFENSE_POS[u]
    if label == RANGE:
        return (8 if pos == 2 else pos), CHECK_RANGE
    if label == ERROR:
        return pos, CHECK_ERROR
    return pos, DEFENSE_CHECK[u]
#: Range grades A B C D F as ints 0..4.
GRADES = ("A", "B", "C", "D", "F")
#: Range check: a hit when the new d100 is <= this (by grade). An outfielder's hit is a double when the d100
#: is <= a third of it.
RANGE_HIT: tuple[int, ...] = (15, 22, 30, 38, 46)
#: Error check: an error when the new d100 is <= this (by Error rating 1..5, index 0 unused). Retuned from the
#: digest's proposal (errata PP-2) so the league's errors come out (docs/rules/payoff-pitch.md).
ERROR_HIT: tuple[int, ...] = (0, 30, 23, 17, 12, 7)
#: Out on a failed check, by position number: comebacker, foul pop, grounders, fly balls.
DEFENSE_OUT: tuple[int, ...] = (0, G1, P2, G3, G4, G5, G6, F7, F8, F9)

# --- Rare Play charts (§3.3), by 2d6 total ---------------------------------------------------------------------------
RP_HR: Final = 0
RP_3B: Final = 1
RP_2B: Final = 2
RP_CI: Final = 3
RP_E_BATTER_1ST: Final = 4
RP_OUT_P2: Final = 5
RP_1B: Final = 6
RP_E_BATTER_2ND: Final = 7
RP_TRIPLE_PLAY: Final = 8
RP_PICKOFF: Final = 9
RP_BALK: Final = 10
RP_PASSED_BALL: Final = 11
RP_DOUBLED_OFF: Final = 12
RP_E4_RUNNERS: Final = 13
RP_1B_PLUS2: Final = 14
RP_WILD_PITCH: Final = 15
RP_2B_CLEAR: Final = 16
RP_IPHR: Final = 17
RARE_EMPTY: tuple[tuple[int, int, str], ...] = (
    (0, 0, ""), (0, 0, ""),
    (RP_IPHR, 0, "inside-the-park home run"),
    (RP_3B, 0, "triple into the gap"),
    (RP_2B, 0, "ground-rule double"),
    (RP_CI, 0, "catcher's interference, batter to first"),
    (RP_E_BATTER_1ST, 6, "E6, batter safe at first"),
    (RP_OUT_P2, 2, "foul pop caught by the catcher (P2)"),
    (RP_E_BATTER_1ST, 4, "E4, batter safe at first"),
    (RP_1B, 0, "infield single"),
    (RP_E_BATTER_2ND, 5, "E5 throwing error, batter to second"),
    (RP_2B, 0, "double"),
    (RP_HR, 0, "home run"),
)
RARE_RUNNERS: tuple[tuple[int, int, str], ...] = (
    (0, 0, ""), (0, 0, ""),
    (RP_TRIPLE_PLAY, 0, "triple play with two on and none out, otherwise a line-drive double play"),
    (RP_PICKOFF, 0, "lead runner picked off; roll again"),
    (RP_BALK, 0, "balk, all runners move up; roll again"),
    (RP_PASSED_BALL, 0, "passed ball, all runners move up; roll again"),
    (RP_CI, 0, "catcher's interference, batter to first"),
    (RP_DOUBLED_OFF, 6, "line drive, runner doubled off (L6 with two out)"),
    (RP_E4_RUNNERS, 4, "E4, batter safe at first, runners move up"),
    (RP_1B_PLUS2, 0, "single, runners move up two"),
    (RP_WILD_PITCH, 0, "wild pitch, all runners move up; roll again"),
    (RP_2B_CLEAR, 0, "double, all runners score"),
    (RP_HR, 0, "home run"),
)
ROLL_AGAIN = frozenset({RP_PICKOFF, RP_BALK, RP_PASSED_BALL, RP_WILD_PITCH})
#: Optional 0-in-HR rule: on 00 a re-roll that is a double number (00, 11 … 99) is a home run.

# --- Runner Advancement chart (§3.4): bases advanced by the lowest die 1..6 (index 0 unused) ------------------------
ADV_SINGLE_R1: tuple[int, ...] = (0, 1, 1, 1, 2, 2, 2)
ADV_SINGLE_R2: tuple[int, ...] = (0, 1, 1, 2, 2, 2, 2)
ADV_DOUBLE_R1: tuple[int, ...] = (0, 2, 2, 3, 3, 3, 3)
#: Outfield Arm modifier to the lowest die (advanced running with hit location): strong arms hold runners.
ARM_STRONG_MAX: Final = 4
ARM_WEAK_MIN: Final = 8

# --- Out chart (§3.5) ---------------------------------------------------------------------------------------------
#: Runner on third tags on a fly out when 2d6 <= Run + this (by out code).
FLY_TAG_BONUS: dict[int, int] = {F7: 4, F8: 5, F9: 3}
#: Runner on second takes third on an F9 when 2d6 <= Run + this.
F9_R2_BONUS: Final = -1
#: Runner on third scores on a G1/G5/G6 (infield back) when 2d6 <= Run + this.
GROUND_R3_BONUS: Final = 1
RIGHT_SIDE = frozenset({G3, G4})
#: Ground-ball double play: 2d6 <= DP double play, else <= FC_MAX fielder's choice, else batter out and runners up.
FC_MAX: Final = 10

# --- Stealing chart (§3.6): success range 01..N by letter (A..F = 0..4) and catcher Arm 1..5 -----------------------
STEAL_P: tuple[tuple[float, ...], ...] = (
    (0.80, 0.84, 0.88, 0.91, 0.94),
    (0.70, 0.75, 0.80, 0.84, 0.88),
    (0.60, 0.65, 0.70, 0.75, 0.80),
    (0.48, 0.54, 0.60, 0.66, 0.72),
    (0.35, 0.41, 0.47, 0.53, 0.60),
)
#: STEAL_RANGE[letter][arm] = the top of the success range on d100 (Arm index 1..5; index 0 unused).
STEAL_RANGE: tuple[tuple[int, ...], ...] = tuple((0,) + tuple(int(99 * p + 0.5) for p in row) for row in STEAL_P)
#: A steal of third uses the same column this many points lower.
STEAL_THIRD_PENALTY: Final = 5
FAC_STEAL_LABEL = ("Excellent", "Very Good", "Normal", "Fair", "Poor")

# --- Pick Off chart (§3.7): d100 after double sixes ---------------------------------------------------------------
PICKOFF_OUT_MAX: Final = 10
PICKOFF_ERROR_MAX: Final = 15

# --- Sacrifice Bunt chart (§3.8): per letter, the top of each range on d100 ------------------------------------------
B_SH: Final = 0
B_HIT: Final = 1
B_FC: Final = 2
B_POP: Final = 3
B_DP: Final = 4
BUNT_RESULTS = ("sacrifice", "bunt single", "lead runner forced", "pop-up out", "bunt double play")
#: (SH top, 1B top, FC top, pop top, DP top) per letter A..F; 00 is re-rolled (errata PP-4).
BUNT_CHART: tuple[tuple[int, int, int, int, int], ...] = (
    (80, 88, 95, 99, 99),
    (72, 77, 90, 99, 99),
    (64, 68, 88, 99, 99),
    (55, 58, 85, 97, 99),
    (45, 47, 80, 93, 99),
)
#: BUNT_RESULT[letter][d100] for d100 = 1..99.
BUNT_RESULT: tuple[tuple[int, ...], ...] = tuple(
    tuple([B_POP] + [next(k for k, top in enumerate(row) if u <= top) for u in range(1, 100)]) for row in BUNT_CHART)
#: Fielder by the fielder die: 1-2 P, 3-4 3B, 5 1B, 6 C.
BUNT_FIELDER: tuple[int, ...] = (0, 1, 1, 5, 5, 3, 2)
#: Bunt for a hit: safe when the d10 (0-9) is <= this and 2d6 <= Run.
BUNT_HIT_D10_MAX: Final = 3

# --- Hit-and-run (§3.9) ---------------------------------------------------------------------------------------------
HR_DP_MINUS: Final = 4
HR_WHEEL_1B_TOP: Final = 54

# --- Infield / corners in (§3.10) ----------------------------------------------------------------------------------
#: A grounder through a drawn-in infield when the d100's ones digit is one of these.
INFIELD_IN_HIT_DIGITS = frozenset({0, 1})
CORNERS = frozenset({G3, G5})

# --- Fatigued Pitcher Adjustments (§3.11) ---------------------------------------------------------------------------
FATIGUE_BB_EXTEND: Final = 10
FATIGUE_RUNS_ANY: Final = 6
FATIGUE_RUNS_STARTER: Final = 3
RELIEF_LIMITS = {"Short": (2, 2), "Long": (3, 3)}

# --- Basic Hit Location chart (§3.13, errata PP-3): ones digit -> position number (0 = infield) -----------------------
HIT_LOCATION_1B: tuple[int, ...] = (7, 0, 7, 8, 8, 8, 9, 9, 0, 9)
HIT_LOCATION_XBH: tuple[int, ...] = (7, 7, 7, 8, 8, 8, 9, 9, 9, 9)
HIT_LOCATION_IF: tuple[int, ...] = (0, 6, 0, 0, 0, 0, 0, 0, 4, 0)
#: Coach's Choice: the lead runner is safe taking the extra base when 2d6 <= Run + (Arm - this).
COACH_ARM_PIVOT: Final = 5

# --- Fast Action Cards, base running sections (proposed deck of 40) ---------------------------------------------------
#: (fielder, single: R1 bases, single: R2 bases, double: R1 bases) repeated by count.
_FAC_SPEC: tuple[tuple[int, int, int, int, int], ...] = (
    (7, 1, 2, 2, 5), (7, 1, 1, 2, 3), (7, 2, 2, 3, 2), (8, 1, 2, 3, 4), (8, 2, 2, 3, 4), (8, 1, 1, 2, 2),
    (8, 1, 1, 2, 2), (9, 2, 2, 3, 3), (9, 1, 1, 2, 4), (9, 1, 1, 2, 3), (0, 1, 1, 2, 2), (7, 1, 2, 3, 3),
    (9, 2, 2, 2, 3),
)
FAC_DECK: tuple[tuple[int, int, int, int], ...] = tuple(
    (f, a, b, c) for f, a, b, c, n in _FAC_SPEC for _ in range(n))
#: The whole deck (``fac`` option; proposed, 200 cards): card k reads the running sections of FAC_DECK[k % 40], the
#: DEFENSE chart as a d100 of FAC_DEFENSE[k] (k % 100 + 1, so the deck holds the chart's rows in its proportions) and
#: the steal by chance label with FAC_STEAL[k] (a d100 of its own order): safe at or under the label's range.
FAC_CARDS: Final = 200
FAC_DEFENSE: tuple[int, ...] = tuple(k % 100 + 1 for k in range(FAC_CARDS))
FAC_STEAL: tuple[int, ...] = tuple((k * 37 + 11) % 100 + 1 for k in range(FAC_CARDS))
#: The FAC's chance labels (Excellent .. Poor) are the Stealing chart's Arm-3 column of each letter; every column
#: (letter, Arm) reads the label whose chance is nearest its own.
FAC_LABEL_RANGE: tuple[int, ...] = tuple(STEAL_RANGE[k][3] for k in range(5))
FAC_LABEL_OF: tuple[tuple[int, ...], ...] = tuple(
    (0,) + tuple(min(range(5), key=lambda lab: (abs(FAC_LABEL_RANGE[lab] - STEAL_RANGE[letter][arm]), lab))
                 for arm in range(1, 6)) for letter in range(5))
#: With two out: Run >= this goes two on a single and scores on a double; Run == FAC_TRY may try.
FAC_RUN_AUTO: Final = 6
FAC_RUN_TRY: Final = 5

# --- Pitcher rest (§3.12) -----------------------------------------------------------------------------------------
REST_STARTER: Final = 4
REST_LONG_OUTS: Final = 9
REST_LONG_DAYS: Final = 2
REST_SHORT_OUTS: Final = 6
REST_SHORT_DAYS: Final = 1
#: A Short reliever pitches no more than this many days in a row.
SHORT_MAX_IN_A_ROW: Final = 3

# --- Injuries (option, gap Q15) -----------------------------------------------------------------------------------
INJ_NAMES = ("Prone", "Normal", "Durable", "Iron")
INJ_MULT = (2.0, 1.0, 0.5, 0.0)
#: After a rare play, a d10 of 10 hurts the batter (bases empty) or the lead runner; team games out by 2d6.
INJURY_GAMES_2D6: tuple[int, ...] = (0, 0, 30, 15, 10, 5, 3, 1, 2, 4, 7, 12, 20)
