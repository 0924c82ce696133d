"""That's Baseball charts as data (rules digest §3; the 2012 rules): read by the plate appearance (``play``), the
fatigue and injury hooks (``state``) and the chart sheet (``printing``); no rule logic here.

Result kinds are small ints so the play loop dispatches without string compares; the constants the plate appearance
reads are ``Final`` (the compiled build puts their values in its code).
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import Final

# Result kinds of the result chart and the pitcher at-bat chart.
K_1B: Final = 0
K_GO: Final = 1
K_PU: Final = 2
K_BB: Final = 3
K_FO: Final = 4
K_K: Final = 5
K_XBH: Final = 6
K_E: Final = 7
K_HBP: Final = 8
K_HR: Final = 9
KIND_NAMES = ("1B", "GO", "PU", "BB", "FO", "K", "XBH", "E", "HBP/PB", "HR")

LOW: Final = 25
HIGH: Final = 45
#: total (ABA + 2d6 + PAN) -> (kind, description). Only a tired pitcher's PAN (pitch-count option) takes a total past
#: 45, where the book has no row: it reads as 45 (digest gap 5); no total falls below 25.
RESULT_CHART: dict[int, tuple[int, str]] = {
    25: (K_1B, "infield single"),
    26: (K_GO, "one-hopper back to the pitcher, out at first (1-3)"),
    27: (K_PU, "pop up to the catcher (P2)"),
    28: (K_BB, "draws a walk"),
    29: (K_FO, "high fly ball to left (F7)"),
    30: (K_1B, "single up the middle"),
    31: (K_K, "caught looking, strikeout"),
    32: (K_1B, "singles into right (or left)"),
    33: (K_K, "goes down swinging"),
    34: (K_FO, "fly ball to center (F8)"),
    35: (K_GO, "grounder to third, out at first (5-3)"),
    36: (K_XBH, "extra-base hit"),
    37: (K_FO, "fly ball to right (F9)"),
    38: (K_GO, "grounder to the second baseman or shortstop, out at first (4-3 / 6-3)"),
    39: (K_1B, "singles through the gap into left"),
    40: (K_1B, "flare drops in for a single"),
    41: (K_BB, "ball four"),
    42: (K_E, "error, batter safe at first and all runners move up"),
    43: (K_XBH, "extra-base hit"),
    44: (K_HBP, "hit by pitch / passed ball, batter to first"),
    45: (K_HR, "home run"),
}
#: Flat lookup for the hot loop: CHART_KIND[total - LOW].
CHART_KIND: Final[tuple[int, ...]] = tuple(RESULT_CHART[t][0] for t in range(LOW, HIGH + 1))

#: Extra-base-hit die: 1-4 double, 5 triple, 6 home run.
XBH_D6 = {1: 2, 2: 2, 3: 2, 4: 2, 5: 3, 6: 4}
#: Bases of an extra-base hit -> its name (play-by-play and the chart sheet).
XBH_NAMES = {2: "double", 3: "triple", 4: "home run"}
#: Pitcher at-bat chart (1d6), used when pitchers bat.
PITCHER_AB_D6: dict[int, tuple[int, str]] = {
    1: (K_K, "strikes out"), 2: (K_GO, "grounds out"), 3: (K_PU, "pops up"), 4: (K_FO, "flies out"),
    5: (K_1B, "singles"), 6: (K_K, "strikes out"),
}
#: Bunt (1d6): 1-4 sacrifice (runners on 1st and 2nd move up into empty bases), 5 pop-up out, 6 strikeout.
BUNT_D6 = {1: "sac", 2: "sac", 3: "sac", 4: "sac", 5: "pop", 6: "k"}
#: Steal (1d6): 1-3 caught stealing, 4-6 stolen base.
STEAL_SAFE_MIN: Final = 4
#: Pickoff (2d6): 2 error (runner moves up), 3-11 back safely, 12 picked off.
PICKOFF_ERROR: Final = 2
PICKOFF_OUT: Final = 12
#: Double play (1d6) on a grounder with a runner on first: 1-3 no DP, 4-6 DP.
DP_MIN: Final = 4
#: Fly-ball advance (1d6): 1-3 no tag, 4-5 tags and moves up, 6 thrown out (others move up).
FLY_TAG_MIN: Final = 4
FLY_OUT: Final = 6
#: House rule ``error-roll``: the offense's error roll on a groundout (2d6; the book names the roll but gives no
#: chart, digest gap 7): 2 = error.
GROUNDOUT_ERROR: Final = 2
#: Brawl option: 44 → 1d6 1-3 HBP, 4-6 passed ball (the book names the die, not its faces: digest gap 6); HBP then
#: 1d6 6 → brawl.
BRAWL_HBP_MAX: Final = 3
BRAWL_TRIGGER: Final = 6
#: Brawl chart (1d6) → who is ejected.
BRAWL_D6 = {1: "offense-slot", 2: "batter", 3: None, 4: "pitcher", 5: None, 6: "defense-position"}
#: Defensive ejection by 2d6 (2-9 read literally, 10-12 nobody; errata TB-1): roll -> position.
BRAWL_DEFENSE_2D6 = {2: "P", 3: "1B", 4: "2B", 5: "3B", 6: "SS", 7: "RF", 8: "CF", 9: "LF"}
#: Pitch count (optional): pitches per result kind.
PITCHES = {K_1B: 4, K_GO: 3, K_PU: 2, K_BB: 5, K_FO: 3, K_K: 5, K_XBH: 4, K_E: 4, K_HBP: 1, K_HR: 4}
#: The same by result kind, for the hot loop: PITCHES_OF[kind].
PITCHES_OF: Final[tuple[int, ...]] = tuple(PITCHES[k] for k in range(len(KIND_NAMES)))
PITCHES_BUNT: Final = 1
PITCHES_IBB: Final = 3
PITCH_LIMIT = {"starter": 100, "reliever": 40}
#: PAN rises by 1 for every PAN_FATIGUE_PITCHES pitches (or part) over the limit, without a ceiling.
PAN_FATIGUE_PITCHES: Final = 20
#: Injuries (optional, after each game for each team): 2d6 = 2 → an injury.
INJURY_CHECK: Final = 2
INJURED_PLAYER_2D6 = {2: "C", 3: "1B", 4: "2B", 5: "3B", 6: "SS", 7: "LF", 8: "CF", 9: "RF", 10: "P"}
#: 2d6 → (injury, team games missed); Tommy John ends a pitcher's season (one game for others).
INJURY_2D6 = {2: ("Tommy John surgery", None), 3: ("pinched nerve", 5), 4: ("bruised knee", 10),
              5: ("strained muscle", 15), 6: ("Achilles tendon", 20), 7: ("stress fracture", 25),
              8: ("tested positive for a banned substance", 30), 9: ("sprained wrist", 35), 10: ("torn tendon", 40),
              11: ("broken ankle", 45), 12: ("torn ACL", 60)}
#: The default manager's whole call before the pitch in one look (``TBManager.plan``): a hit-and-run, a bunt, or (0 or
#: more) the bases whose runners steal as a mask (bit ``1 << base``).
PLAN_HIT_AND_RUN: Final = -1
PLAN_BUNT: Final = -2

#: What the hit-and-run changes, by the result it meets (the chart sheet prints these; the play-by-play says them).
HIT_AND_RUN = {
    K_1B: "the runner from first goes to third, runners from second and third score",
    K_XBH: "every runner scores, the runner from first too",
    K_BB: "the runners move up, a runner on third only when forced",
    K_GO: "the runners on first and second move up safely, no double play",
    K_FO: "every runner rolls the fly-ball advance",
    K_K: "the runners were going and must steal (a runner on third holds)",
}
#: The ground out with the bases loaded and fewer than two out.
FIELDERS_CHOICE = "force at home, the batter is safe at first, the bases stay loaded"
#: The order of a plate appearance: who acts, what.
SEQUENCE = (
    ("defense", "one pickoff throw at a runner (2d6); or the intentional walk (the offense then calls nothing)"),
    ("offense", "a hit-and-run, a bunt, or steals (lead runner first)"),
    ("batter", "ABA + 2d6 + PAN on the result chart (or the pitcher at-bat chart)"),
    ("result", "a 44: the batter to first (hit by pitch or passed ball)"),
    ("result", "an extra-base hit: its die"),
    ("defense", "a groundout, runner on first: the double-play roll (bases loaded, under two out: fielder's choice)"),
    ("offense", "a groundout: the error roll (house rule, off unless chosen)"),
    ("offense", "a fly out: the fly-ball advance"),
)
