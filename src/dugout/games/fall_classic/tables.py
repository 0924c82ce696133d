"""Fall Classic charts as data: grades, defense chart, OUT chart, runner advancement, throws, steals, hit-and-run,
bunts, the small charts and the ballpark chart (the 54 chart and the exotic errors are in ``tables_54``).

Every table here is read by the play loop *and* printed on the chart sheets, so a number changes in one place.
Entries marked PROPOSED fill charts the transcription lost (docs/rules/fall-classic.md records each choice).
Positions are numbers (1 P … 9 RF); run ratings and arms are small ints (see ``RUN`` and ``ARM``).

Compiled: the play reads the tables it indexes as ``Final`` (a compiled module reads them without a lookup by
name), each a variable-length tuple where the index is computed (a fixed-length one would be built anew at each
read).
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import Final, TypeAlias

from dugout.games.fall_classic.card_codes import line_index

POS: Final[tuple[str, ...]] = ("", "P", "C", "1B", "2B", "3B", "SS", "LF", "CF", "RF")
PNUM = {p: i for i, p in enumerate(POS) if p}
BASE = ("batter", "1st", "2nd", "3rd", "home")
"""Bases by number as the play-by-play names them (0 the batter, 4 home)."""

RUN = ("F!", "F", "A", "S")
"""Run ratings, best first; a runner's rating is an index into this tuple."""
RF_: Final = 0
RF: Final = 1
RA: Final = 2
RS: Final = 3
ARM = ("S", "A", "W")
"""Arm letters, strongest first."""
AS_: Final = 0
AA: Final = 1
AW: Final = 2

# --- grades (seed p.2; digest §3.3) ----------------------------------------------------------------------------
GRADE_RANGES: tuple[int, int, int] = (6, 14, 20)
"""Default bullpen-session d20 ranges: A 1-6, B 7-14, C 15-20."""
GRADE_WEIGHTS = (0.3, 0.4, 0.3)
"""The share of appearances at grades A, B, C (6:8:6 of the d20): cards are built and valued over this mix."""
SHELLED_RUNS: Final = 7
SHUTOUT_UPGRADE: Final = {7: (2, 1), 9: (1, 0)}
"""At the start of these innings a starter with a shutout moves up: inning -> (from grade, to grade)."""
GRADE_D_HR: Final = 20
RELIEF_CONSECUTIVE: Final = 3
"""A reliever on his 4th consecutive team game starts at grade D (gap 55)."""

# --- OUT chart (missing; PROPOSED, digest §3.14) ----------------------------------------------------------------
G: Final = 1
F: Final = 2
L: Final = 3
P: Final = 4
"""Out kinds: grounder, fly, liner, pop. An out type is kind * 10 + position number."""
KIND_NAME = {G: "grounder", F: "fly", L: "liner", P: "pop"}


def _ot(s: str) -> int:
    return {"G": G, "F": F, "L": L, "P": P}[s[0]] * 10 + int(s[1])


_OUT_ROWS = (("G1", "G1"), ("G3", "G3"), ("G4", "G3"), ("G4", "G4"), ("G5", "G4"), ("G5", "G4"), ("G6", "G4"),
             ("G6", "G6"), ("G6", "G6"), ("G5", "G5"), ("F7", "F9"), ("F7", "F9"), ("F8", "F8"), ("F8", "F8"),
             ("F9", "F7"), ("F7", "F9"), ("L6", "L4"), ("P5", "P3"), ("P4", "P6"), ("P2", "P3"))
OUT_CHART: Final[tuple[tuple[int, int], ...]] = tuple((_ot(r), _ot(lft)) for r, lft in _OUT_ROWS)
"""d20 - 1 -> (out type for a right-handed batter, for a left-handed batter)."""
OUT_G: Final[tuple[int, ...]] = (_ot("G6"), _ot("G4"))
"""A pitcher's ``OUT g`` cell: grounder to short (BR) or to second (BL)."""
OUT_F: Final = _ot("F8")
"""A pitcher's ``OUT f`` cell: fly to center."""

# --- Defense chart (seed p.9; digest §3.4) --------------------------------------------------------------------
ADV: Final[tuple[tuple[int, int], ...]] = ((1, 1), (1, 2), (2, 2), (2, 3))
"""Advance codes: (batter's base, bases every runner moves) for ``*``, ``*+``, ``**``, ``**+``."""
ADV_MARK = ("*", "*+", "**", "**+")
A1: Final = 0
A1P: Final = 1
A2: Final = 2
A2P: Final = 3
EXOTIC: Final = -1
TE: Final = 1
LINER: Final = 2
"""Column-53 flags: a throwing-error check on a single; a liner (a catch doubles off the lead runner)."""


def _e(s: str) -> tuple[int, int]:
    pos, _, mark = s.partition("*")
    if s.endswith("-exotic"):
        return PNUM[s[:-7]], EXOTIC
    return PNUM[pos], ADV_MARK.index("*" + mark)


_D51 = ["P-exotic", "P**", "P*", "P*", "P*", "C-exotic", "SS-exotic", "SS*", "SS**", "SS**", "SS*", "SS*", "1B-exotic", "1B*", "1B*", "1B*", "1B*", "1B**", "2B-exotic", "2B*", "2B*", "2B*", "2B*", "2B*", "3B-exotic", "3B*", "3B*", "3B*", "3B*", "3B*", "SS*", "SS*", "SS*", "SS*", "SS*", "SS*"]
_D52 = ["LF*", "LF**", "CF*", "CF**", "RF*", "RF**", "2B**", "2B*", "2B*", "3B**", "3B*", "3B*", "P*", "1B*", "P*", "2B*", "3B*", "SS*", "2B**", "2B**", "2B*", "2B*", "2B*", "2B*", "3B**", "3B**", "3B**", "3B*", "3B*", "3B*", "SS*", "SS*", "SS*", "SS*", "SS*", "SS*"]
_D53 = (("LF", 2, A2P, 0, "to the wall in left"), ("LF", 1, A1P, 0, "into left"), ("LF", 1, A1, 0, "to left"),
        ("CF", 2, A2P, 0, "in the gap"), ("CF", 1, A1P, 0, "into center"), ("CF", 1, A1, 0, "to center"),
        ("CF", 2, A2P, 0, "to the wall in center"), ("CF", 1, A1P, 0, "up the middle"), ("CF", 1, A1, 0, "to center"),
        ("RF", 2, A2P, 0, "into the corner in right"), ("RF", 1, A1P, 0, "into right"), ("RF", 1, A1, 0, "to right"),
        # gap 43: the pitcher's "Single** to center" moves like the other singles to center
        ("P", 1, A1P, 0, "past the pitcher to center"), ("1B", 2, A2, LINER, "liner down the line in right"),
        ("1B", 1, A1, 0, "infield hit"), ("SS", 1, A1, 0, "infield hit"), ("SS", 1, A1, 0, "infield hit"),
        ("SS", 1, A1, 0, "infield hit"), ("2B", 1, A1, 0, "infield hit"), ("2B", 1, A1, 0, "infield hit"),
        ("2B", 1, A1, TE, "infield hit, hurried throw"), ("2B", 1, A1P, 0, "through to right"),
        ("2B", 1, A1P, 0, "through to center"), ("2B", 1, A1P, LINER, "liner to right"),
        ("3B", 1, A1, 0, "infield hit"), ("3B", 2, A2, 0, "into the left-field corner"),
        ("3B", 1, A1, TE, "infield hit, hurried throw"), ("3B", 1, A1P, 0, "through to left"),
        ("3B", 1, A1P, 0, "through to left"), ("3B", 1, A1P, LINER, "liner to left"),
        ("SS", 1, A1, 0, "infield hit"), ("SS", 1, A1, 0, "infield hit"), ("SS", 1, A1, 0, "infield hit"),
        ("SS", 1, A1P, 0, "through to left"), ("SS", 1, A1P, 0, "through to center"),
        ("SS", 1, A1P, LINER, "liner to left"))
DEF51: Final[tuple[tuple[int, int], ...]] = tuple(_e(s) for s in _D51)
"""Row index (red-white line index) -> (fielder, advance code or EXOTIC): an error if d20 <= his E."""
DEF52: Final[tuple[tuple[int, int], ...]] = tuple(_e(s) for s in _D52)
DEF53: Final[tuple[tuple[int, int, int, int, str], ...]] = tuple((PNUM[p], h, a, fl, t) for p, h, a, fl, t in _D53)
"""Row index -> (fielder, bases of the hit, advance code, flags, words): a putout if d20 <= his Range."""
assert len(DEF51) == len(DEF52) == len(DEF53) == 36

# --- "If the putout is made" (seed p.9): infield grounders -----------------------------------------------------
# Actions for a grounder fielded cleanly with fewer than two outs, by base mask (1 first, 2 second, 4 third).
PO_OUT: Final = 0
PO_DP: Final = 1
PO_FC: Final = 2
PO_ADV: Final = 3
PO_HOLD: Final = 4
PO_SCORE: Final = 5
PO_HOME: Final = 6
PO_HOME_DP: Final = 7
PO_ARM_DP: Final = 8
_LEFT = frozenset({1, 2, 5, 6})  # P, C, 3B, SS
_CORNERS = frozenset({1, 2, 3, 5})  # P, C, 1B, 3B
PUTOUT_TEXT = {
    1: "runner on 1st: d20 odd double play; even force at 2nd, batter safe",
    2: "runner on 2nd: to P, SS, 3B he holds; to 2B, 1B he takes 3rd; batter out",
    4: "runner on 3rd: to 1B, 3B, P he holds; to SS, 2B he scores; batter out (infield in: holds)",
    3: "1st & 2nd: d20 odd double play, lead runner to 3rd; even force at 2nd, other to 3rd",
    5: "1st & 3rd: to 1B, 3B, P runner holds 3rd, batter out, runner to 2nd; to SS, 2B a strong-armed 2B "
       "turns two, else force at 2nd, and the run scores (infield in: out at the plate)",
    6: "2nd & 3rd: to 1B, 3B, P runners hold; to SS, 2B runners move up; batter out (infield in: out at the "
       "plate)",
    7: "bases full: to 1B, 3B, P force at home; to SS, 2B d20 odd double play, even force at 2nd "
       "(infield in: home-to-first double play)",
}


def putout_action(mask: int, pos: int, infield_in: bool) -> int:
    """The grounder action for a base mask and fielder (before the d20 parity where it applies).

    >>> putout_action(1, 6, False) == PO_DP, putout_action(4, 4, False) == PO_SCORE
    (True, True)
    """
    if mask == 1 or mask == 3:
        return PO_DP
    if mask == 2:
        return PO_HOLD if pos in _LEFT else PO_ADV
    if mask == 4:
        return PO_HOLD if infield_in or pos in _CORNERS else PO_SCORE
    if mask == 5:
        if infield_in:
            return PO_HOME
        return PO_HOLD if pos in _CORNERS else PO_ARM_DP
    if mask == 6:
        if infield_in:
            return PO_HOME
        return PO_HOLD if pos in _CORNERS else PO_ADV
    if infield_in:
        return PO_HOME_DP
    return PO_HOME if pos in _CORNERS else PO_DP


# --- runner advancement on hits and flies (missing; PROPOSED, digest §3.14) -------------------------------------
Chart: TypeAlias = tuple[tuple[int, ...], ...]
"""A runner-advance table: [run rating][arm] -> HOLD, GO or RISK."""
HOLD: Final = 0
GO: Final = 1
RISK: Final = 2
ACT = ("holds", "goes", "may run with risk")
DIRECTION: Final[tuple[int, ...]] = (7, 7, 8, 8, 9, 9)
"""d6 -> outfielder a single goes to for a right-handed batter (a left-handed batter mirrors it)."""
# [run][arm] (arms S, A, W); calibrated on replays to about 60% of runners scoring from 2nd on a single,
# 28% going first to third, 40% scoring from first on a double (digest gap 24)
SINGLE_2ND_HOME: Final[Chart] = ((GO, GO, GO), (RISK, GO, GO), (HOLD, GO, GO), (HOLD, HOLD, RISK))
SINGLE_2ND_HOME_2OUT: Final[Chart] = ((GO, GO, GO), (GO, GO, GO), (RISK, GO, GO), (HOLD, RISK, GO))
# [direction 7/8/9 -> 0/1/2][run][arm]
SINGLE_1ST_3RD: Final[tuple[Chart, ...]] = (
    ((RISK, GO, GO), (HOLD, HOLD, RISK), (HOLD, HOLD, HOLD), (HOLD, HOLD, HOLD)),     # to left
    ((GO, GO, GO), (HOLD, RISK, GO), (HOLD, RISK, GO), (HOLD, HOLD, HOLD)),           # to center
    ((GO, GO, GO), (RISK, GO, GO), (RISK, GO, GO), (HOLD, HOLD, RISK)),               # to right
)
DOUBLE_1ST_HOME: Final[Chart] = ((GO, GO, GO), (RISK, GO, GO), (HOLD, RISK, GO), (HOLD, HOLD, HOLD))
DOUBLE_1ST_HOME_2OUT: Final[Chart] = ((GO, GO, GO), (RISK, GO, GO), (HOLD, RISK, GO), (HOLD, HOLD, RISK))
# fly-ball tag-ups with fewer than two outs
TAG_3RD_HOME: Final[Chart] = ((GO, GO, GO), (GO, GO, GO), (RISK, GO, GO), (HOLD, RISK, GO))
TAG_2ND_3RD: Final = {7: frozenset({RF_}), 8: frozenset({RF_, RF}), 9: frozenset({RF_, RF, RA})}
"""Out type position -> run ratings that tag from 2nd to 3rd on a fly there."""

# --- throws: assists, run with risk, stretching (seed p.4; gaps 23, FC-6) ---------------------------------------
THROW_OUT_MAX: Final[tuple[int, ...]] = (3, 2, 1)
"""Method 2 and run-with-risk throws: d6 <= this by arm letter (S, A, W) and the runner is out."""
STRETCH_OUT_MAX: Final[tuple[int, ...]] = (5, 3, 1)
"""Stretching a single: d6 <= this by the outfielder's arm letter and the batter is out at 2nd."""

# --- steals and pickoffs (seed p.3; gaps 16-22) ------------------------------------------------------------------
NO_JUMP_MAX: Final[dict[str, tuple[int, ...]]] = {"L": (4, 3, 2), "R": (3, 2, 1)}
"""White die <= this (by pitcher's arm S/A/W) and the runner gets no jump; a 1 is a pickoff attempt first."""
PICKOFF_OUT_MAX: Final[dict[str, tuple[int, ...]]] = {"L": (12, 6, 3), "R": (8, 4, 2)}
PICKOFF_SAFE_MAX: Final = 17
"""d20 above the out range up to 17 is safe; 18-20 is a throwing-error check against the pitcher's E."""
JUMP_MOD: Final[dict[str, tuple[int, ...]]] = {"L": (-2, -1, 0), "R": (0, 1, 2)}
"""Optional hand-and-arm modifier to the jump rating of auto-steal method 2 (gap 20)."""
CATCHER_ARM_MOD: Final[tuple[int, ...]] = (-2, 0, 2)
STEAL_HOME_MOD: Final = -10
STEAL_3RD_SBA: Final = 20
STEAL_3RD_JUMP: Final = 5
STEAL_HOME_SBA: Final = 20
STEAL_HOME_JUMP: Final = 6
CATCHER_ERROR_MAX: Final = 5
"""A successful steal on d20 1-5 checks the catcher's E: an error gives the runner an extra base."""
HR_STEAL_K_MOD: Final = -3
"""Hit-and-run strikeout: the runner steals at his sbs minus 3 (gap 29)."""

# --- hit-and-run (2d6 total; seed p.6, digest §3.10) -----------------------------------------------------------
HR_SINGLE2: Final = 0
HR_POP: Final = 1
HR_GO1: Final = 2
HR_CHECK42: Final = 3
HR_CHECK61: Final = 4
HR_CHECK35: Final = 5
HR_FLY: Final = 6
HR_FLY_RF: Final = 7
_H: dict[int, tuple[tuple[int, int], ...]] = {
    2: ((HR_SINGLE2, 0), (HR_SINGLE2, 0), (HR_SINGLE2, 0)),
    3: ((HR_SINGLE2, 0), (HR_SINGLE2, 0), (HR_POP, 4)),
    4: ((HR_SINGLE2, 0), (HR_POP, 5), (HR_POP, 5)),
    5: ((HR_GO1, 3),) * 3,
    6: ((HR_CHECK42, 1),) * 3,
    7: ((HR_CHECK61, 8),) * 3,
    8: ((HR_CHECK35, 0),) * 3,
    9: ((HR_GO1, 4), (HR_POP, 6), (HR_POP, 6)),
    10: ((HR_GO1, 5),) * 3,
    11: ((HR_FLY, 7), (HR_FLY, 7), (HR_FLY, 7)),
    12: ((HR_FLY_RF, 9),) * 3,
}
HIT_AND_RUN: Final[dict[int, tuple[tuple[int, int], ...]]] = _H
"""2d6 total -> per H&R grade (A, B, C): (action, fielder)."""
HIT_AND_RUN_TEXT = {
    2: "single through the vacated hole, runners take 2 bases",
    3: "A, B: single through the hole, runners take 2 | C: pop out to 2B",
    4: "A: single through the hole, runners take 2 | B, C: pop out to 3B",
    5: "ground out to 1B, runners move up 1",
    6: "pitcher's line 42: a walk is a ball in the dirt and the runner steals at his sbs; otherwise ground out "
       "to the pitcher, runners move up 1",
    7: "pitcher's line 61: a strikeout and the runner steals at sbs -3; otherwise fly out to CF, runners "
       "return (a runner on 3rd scores)",
    8: "pitcher's line 35: a single with runners taking 2; otherwise ground out to 2B (BL) or SS (BR), runners "
       "move up 1",
    9: "pop out to SS, runners return | A: ground out to 2B, runners move up 1",
    10: "ground out to 3B, runners move up 1",
    11: "fly out to LF, runners return, runner on 3rd holds | A hitting .300: single, runners take 2",
    12: "fly out to RF; roll 2d6 again: 2, 11 or 12 and the runner from 1st is doubled off (9-3)",
}
HIT_AND_RUN_ACTION_TEXT = {
    HR_SINGLE2: "single, runners take 2 bases",
    HR_POP: "pop out to {pos}, runners return",
    HR_GO1: "ground out to {pos}, runners move up 1",
    HR_CHECK42: "pitcher's line 42: a walk is a ball in the dirt, otherwise ground out to P, runners move up 1",
    HR_CHECK61: "pitcher's line 61: a strikeout and the runner steals, otherwise fly out to CF",
    HR_CHECK35: "pitcher's line 35: a hit with runners taking an extra base, otherwise ground out, runners move up 1",
    HR_FLY: "fly out to {pos}, runners return, runner on 3rd holds",
    HR_FLY_RF: "fly out to RF; 2d6 again: 2, 11 or 12 doubles the runner off first",
}
"""The hit-and-run outcome that applies, for the play-by-play."""
HR_CRAPS: Final = frozenset({2, 11, 12})
HR_GOOD_AVG: Final = 0.300

# --- bunts (seed p.6; gaps 30-32) -------------------------------------------------------------------------------
BUNT_FIELDER: Final[tuple[int, ...]] = (1, 2, 3, 3, 5, 5)
"""First bunt d6 -> fielder (P 1, C 2, 1B 3-4, 3B 5-6) with the 'fielders' option."""
BUNT_ARM_MOD: Final[tuple[int, ...]] = (-1, 0, 1)
"""Fielder's arm S, A, W -> change to the batter's sh with the 'fielders' option."""
SQUEEZE_MOD: Final = -2
BUNT_POP: Final = 6
BUNT_CRAPS: Final = frozenset({2, 11, 12})
ADV_BUNT_TEXT = {
    1: "an F batter beats it out for a hit",
    2: "the fielder throws for the lead runner: an error and every runner takes an extra base, batter to 2nd",
    3: "the fielder throws for the lead runner: an error and every runner takes an extra base, batter to 2nd",
    4: "an F batter beats it out; otherwise a throw to 1st that may go away: runners +1 extra, batter to 2nd",
    5: "an F or A batter beats it out; otherwise a throw to 1st that may go away: runners +1 extra, batter to 2nd",
    6: "the tag on the lead runner may be dropped: an error and everyone is safe",
}
ADV_BUNT_BEATS: Final = {1: frozenset({RF_, RF}), 4: frozenset({RF_, RF}), 5: frozenset({RF_, RF, RA})}

# --- small charts (seed p.8) --------------------------------------------------------------------------------
RUNDOWN = ("out", "out, trail runners advance", "out unless F (back safely)", "throw again", "throw again",
           "throw again (F only; A or S out)")
INJURY_LEVELS = ((1, 2, 3, 4, 5), (6, 7, 8, 9, 10), (11, 12, 13, 14, 15), (16, 17, 18, 19, 20))
INJURY_LAST: Final = 50
RAIN = ("spitting, no effect", "drizzle, no effect", "drizzle: pitchers' walk areas one grade worse",
        "40-minute delay: pitchers' hit areas one grade worse", "two-hour delay: both teams change pitchers",
        "rainout")
TEMPER_TOSSED_MIN: Final = 4
"""Temper chart (PROPOSED default): d6 1-3 the pitcher stays, 4-6 he is tossed."""

# --- On the Button: who fields the ball (seed p.12; gaps 47, 60) ------------------------------------------------
WHO_FIELDS: Final[dict[int, tuple[int, ...]]] = {
    1: (1, 4, 3, 4, 5, 6, 7, 8, 9, 6),
    2: (0, 0, 3, 0, 5, 0, 7, 8, 9, 0),
    3: (0, 0, 0, 0, 0, 0, 7, 8, 9, 0),
    4: (0, 0, 0, 0, 0, 0, 7, 8, 9, 0),
}
"""Hit bases -> fielder (0 = nobody) per column ((d20 - 1) % 10)."""

# --- ballpark chart (missing; PROPOSED neutral chart, digest §3.12) ---------------------------------------------
PK_HR: Final = 0
PK_2B: Final = 1
PK_3B: Final = 2
PK_1B_LF: Final = 3
PK_1B_CF: Final = 4
PK_1B_RF: Final = 5
PK_F7: Final = 6
PK_F8: Final = 7
PK_F9: Final = 8
PK_1B: Final = 9
PARK_NAMES = ("HOMERUN", "DOUBLE", "TRIPLE", "SINGLE lf (stretch)", "SINGLE cf (stretch)", "SINGLE rf (stretch)",
              "fly out lf", "fly out cf", "fly out rf", "SINGLE")
NEUTRAL_PARK: Final[tuple[int, ...]] = (PK_HR, PK_2B, PK_2B, PK_3B, PK_F7, PK_F7, PK_F7, PK_F7, PK_F8, PK_F8, PK_F8,
                                        PK_F8, PK_F9, PK_F9, PK_F9, PK_F9, PK_1B_LF, PK_1B_CF, PK_1B_RF, PK_F8)
PARK_STRETCH_D20 = (17, 18, 19)
"""The book fixes the stretch singles at d20 17 (LF), 18 (CF), 19 (RF) on every park chart (seed p.4)."""
PARK_UP = ((20, PK_2B), (8, PK_1B), (12, PK_1B), (16, PK_1B), (5, PK_HR), (9, PK_2B), (13, PK_1B), (7, PK_1B),
           (11, PK_1B), (15, PK_HR))
"""A hitters' park turns these fly outs (d20, result) into hits, in order (singles without a stretch)."""
PARK_DOWN = ((3, PK_F8), (2, PK_F8), (4, PK_F8), (1, PK_F8))
"""A pitchers' park turns these hits into fly outs, in order; never the stretch rows 17-19."""
PARK_TILT_PER_BPF = 0.6
PARK_STRETCH: Final = {PK_1B_LF: 7, PK_1B_CF: 8, PK_1B_RF: 9}


def park_chart(bpf: int) -> tuple[int, ...]:
    """The ballpark chart (d20 - 1 -> park result) for a batting park factor (100 = neutral).

    >>> park_chart(100) == NEUTRAL_PARK, park_chart(110).count(PK_F8) < NEUTRAL_PARK.count(PK_F8)
    (True, True)
    """
    tilt = round(PARK_TILT_PER_BPF * (bpf - 100))
    chart = list(NEUTRAL_PARK)
    for d, res in (PARK_UP[:max(0, tilt)] if tilt > 0 else PARK_DOWN[:max(0, -tilt)]):
        chart[d - 1] = res
    return tuple(chart)


# --- pitcher areas and the hit-and-run lines read from the pitcher's card --------------------------------------
HR_LINES: Final = {HR_CHECK42: line_index(42), HR_CHECK61: line_index(61), HR_CHECK35: line_index(35)}
