"""Deadball's charts as data: the Pitch Die ladder, ERA bands, traits, hit/DEF/out tables, baserunning and bunt
tables, fatigue, streaks, Team Score and rest numbers, and the Five Tool System's tools, pitches and costs.

Everything the play loop reads is a flat tuple indexed by an int (a die roll or a ladder index); the chart sheet
prints from the same tables. Numbers follow the 2017 rulebook; where it is silent the choice is recorded in
docs/rules/deadball.md.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from bisect import bisect_right
from typing import Final

from dugout.engine.roster import PATIENCE_LEVELS

# --- the Pitch Die ladder ---------------------------------------------------------------------------------------
#: Every die a pitcher can hold, worst first: (label, die sides, sign, constant, Team Score value, on the ladder).
#: "-20" and "-25" are flat subtractions; "d20+k" rolls a d20 and adds k. d6 and d10 are not rungs of the
#: ladder: they exist only to play the sample teams' printed dice literally (option ``pitch-die=printed``).
#: The book's last rung is -25: no ERA and no fatigue takes a pitcher below it. "-30" … "-50" are kept (never
#: reached, never parsed) only so that ladder indices stored in saved leagues keep their meaning.
RUNGS: tuple[tuple[str, int, int, int, int, bool], ...] = (
    ("-50", 0, 0, -50, -50, False),
    ("-45", 0, 0, -45, -45, False),
    ("-40", 0, 0, -40, -40, False),
    ("-35", 0, 0, -35, -35, False),
    ("-30", 0, 0, -30, -30, False),
    ("-25", 0, 0, -25, -25, True),
    ("-20", 0, 0, -20, -20, True),
    ("-d20", 20, -1, 0, -20, True),
    ("-d12", 12, -1, 0, -12, True),
    ("-d8", 8, -1, 0, -8, True),
    ("-d4", 4, -1, 0, -4, True),
    ("d4", 4, 1, 0, 4, True),
    ("d6", 6, 1, 0, 6, False),
    ("d8", 8, 1, 0, 8, True),
    ("d10", 10, 1, 0, 10, False),
    ("d12", 12, 1, 0, 12, True),
    ("d20", 20, 1, 0, 20, True),
) + tuple((f"d20+{k}", 20, 1, k, 20 + k, True) for k in range(1, 16))

RUNG_LABELS: Final[tuple[str, ...]] = tuple(r[0] for r in RUNGS)
RUNG_INDEX: dict[str, int] = {lab: i for i, lab in enumerate(RUNG_LABELS)}
#: Per ladder index: (sides, sign, constant) for the per-at-bat roll.
RUNG_ROLL: Final[tuple[tuple[int, int, int], ...]] = tuple((r[1], r[2], r[3]) for r in RUNGS)
RUNG_VALUE: tuple[int, ...] = tuple(r[4] for r in RUNGS)
#: Expected value of a Pitch Die roll, per ladder index.
RUNG_MEAN: tuple[float, ...] = tuple(r[3] + (r[2] * (r[1] + 1) / 2 if r[1] else 0.0) for r in RUNGS)

M50, M25, M20, MD20, MD12, MD8, MD4, D4, D6, D8, D10, D12, D20 = (
    RUNG_INDEX[x] for x in ("-50", "-25", "-20", "-d20", "-d12", "-d8", "-d4", "d4", "d6", "d8", "d10", "d12",
                            "d20"))
TOP = len(RUNGS) - 1
BOTTOM = M25
"""The book's last rung (-25): a pitcher's die never slides below it."""


def _up(i: int) -> int:
    for j in range(i + 1, len(RUNGS)):
        if RUNGS[j][5]:
            return j
    return i


def _down(i: int) -> int:
    for j in range(i - 1, -1, -1):
        if RUNGS[j][5]:
            return j
    return max(i, BOTTOM)


#: One level up / down the ladder (off-ladder dice snap to the next rung in the direction of travel).
UP: tuple[int, ...] = tuple(_up(i) for i in range(len(RUNGS)))
DOWN: Final[tuple[int, ...]] = tuple(_down(i) for i in range(len(RUNGS)))
#: The platoon bump (same hands): one level up, never above d12; d12 and better are unchanged.
PLATOON: Final[tuple[int, ...]] = tuple(min(UP[i], D12) if i < D12 else i for i in range(len(RUNGS)))


def move(rung: int, levels: int) -> int:
    """The rung ``levels`` steps up (positive) or down (negative) the ladder.

    >>> RUNG_LABELS[move(D8, -4)], RUNG_LABELS[move(D12, 2)], RUNG_LABELS[move(D6, -1)]
    ('-d12', 'd20+1', 'd4')
    """
    if levels == -1:
        return DOWN[rung]
    table = UP if levels > 0 else DOWN
    for _ in range(abs(levels)):
        rung = table[rung]
    return rung


#: The level at or below which a pitcher who started at a rung is tired: two levels down, but never past -d12 for
#: a pitcher who started better than -d12 (one who started at -d12 or worse is tired only at the bottom, -25; one
#: who starts at the bottom never reads as tired, -1: only the runs he allows send him out).
TIRED: tuple[int, ...] = tuple(-1 if r <= BOTTOM else max(move(r, -2), MD12 if r > MD12 else BOTTOM)
                               for r in range(len(RUNGS)))
#: Per level of the manager's patience (``Manager.pitcher_patience``, up to ``roster.PATIENCE_LEVELS``), then per
#: starting rung: the tired level, ``TIRED`` moved down that many levels more.
TIRED_BY_PATIENCE: tuple[tuple[int, ...], ...] = tuple(tuple(move(t, -k) if t >= 0 else t for t in TIRED)
                                                       for k in range(PATIENCE_LEVELS + 1))


def parse_die(text: str) -> int:
    """The ladder index of a printed Pitch Die ("d8", "-d4", "-20", "D20+2").

    >>> parse_die("-d4") == MD4, parse_die(" D12 ") == D12
    (True, True)
    """
    key = text.strip().lower().replace(" ", "")
    key = key.removeprefix("+")
    if key not in RUNG_INDEX or RUNG_INDEX[key] < BOTTOM:
        raise ValueError(f"not a Deadball pitch die: {text!r} (e.g. d8, -d4, -20; -25 is the worst)")
    return RUNG_INDEX[key]


# --- ERA → Pitch Die (rulebook p.16) -----------------------------------------------------------------------------
#: Lower bounds of the ERA bands, and the die of each band; ERA is rounded to two decimals first. The book's
#: last band, 8.00-8.99, is -25; an ERA of 9.00 or more gets -25 too (the book has no lower die, GAP 9).
ERA_CUTS: tuple[float, ...] = (1.00, 2.00, 3.00, 3.50, 4.00, 5.00, 6.00, 7.00, 8.00)
ERA_DICE: tuple[str, ...] = ("d20", "d12", "d8", "d4", "-d4", "-d8", "-d12", "-d20", "-20", "-25")


def die_from_era(era: float) -> int:
    """The ladder index of the Pitch Die for an ERA.

    >>> [RUNG_LABELS[die_from_era(x)] for x in (0.99, 1.0, 2.27, 3.49, 3.5, 3.999, 4.0, 7.5, 8.99, 9.5)]
    ['d20', 'd12', 'd8', 'd4', '-d4', '-d8', '-d8', '-20', '-25', '-25']
    """
    e = round(float(era) + 1e-9, 2)
    return RUNG_INDEX[ERA_DICE[bisect_right(ERA_CUTS, e)]]


#: An ERA typical of each die (the middle of its band), for estimating invented pitchers.
DIE_ERA: dict[str, float] = {"d20+": 0.50, "d20": 0.75, "d12": 1.50, "d10": 2.00, "d8": 2.50, "d6": 3.00,
                             "d4": 3.25, "-d4": 3.75, "-d8": 4.50, "-d12": 5.50, "-d20": 6.50, "-20": 7.50,
                             "-25": 8.50, "-30": 9.50, "-35": 10.50, "-40": 11.50, "-45": 12.50, "-50": 13.50}


def era_of_die(rung: int) -> float:
    """An ERA typical of a Pitch Die.

    >>> era_of_die(D4), era_of_die(RUNG_INDEX["d20+3"])
    (3.25, 0.5)
    """
    label = RUNG_LABELS[rung]
    return DIE_ERA["d20+" if label.startswith("d20+") else label]


# --- traits ----------------------------------------------------------------------------------------------------
P2: Final = 1 << 0
P1: Final = 1 << 1
M1: Final = 1 << 2
M2: Final = 1 << 3
CP: Final = 1 << 4
CM: Final = 1 << 5
SP: Final = 1 << 6
SM: Final = 1 << 7
DP: Final = 1 << 8
DM: Final = 1 << 9
KP: Final = 1 << 10
GB: Final = 1 << 11
CN: Final = 1 << 12
ST: Final = 1 << 13
#: Trait names in display order and their bits.
TRAIT_ORDER: tuple[str, ...] = ("P++", "P+", "P-", "P--", "C+", "C-", "S+", "S-", "D+", "D-", "K+", "GB+", "CN+",
                                "ST+")
TRAIT_BIT: Final[dict[str, int]] = dict(zip(TRAIT_ORDER, (P2, P1, M1, M2, CP, CM, SP, SM, DP, DM, KP, GB, CN, ST)))
HITTER_TRAITS = TRAIT_ORDER[:10]
PITCHER_TRAITS = TRAIT_ORDER[10:]
#: The bonus traits (the rest are negative), by name and as a bit mask.
POSITIVE = frozenset({"P++", "P+", "C+", "S+", "D+", "K+", "GB+", "CN+", "ST+"})
POSITIVE_BITS = P2 | P1 | CP | SP | DP | KP | GB | CN | ST
#: Hit Table modifier of the power traits.
POWER_MOD: dict[int, int] = {P2: 2, P1: 1, M1: -1, M2: -2}


def trait_bits(names: list[str] | tuple[str, ...]) -> int:
    """The bit mask of trait names (unknown names raise ValueError).

    >>> trait_bits(["P+", "S-"]) == P1 | SM
    True
    """
    out = 0
    for n in names:
        key = n.strip().upper().replace("−", "-")
        if key not in TRAIT_BIT:
            raise ValueError(f"not a Deadball trait: {n!r} (traits: {' '.join(TRAIT_ORDER)})")
        out |= TRAIT_BIT[key]
    return out


def trait_names(bits: int) -> tuple[str, ...]:
    """Trait names of a bit mask in display order.

    >>> trait_names(P1 | SM | KP)
    ('P+', 'S-', 'K+')
    """
    return tuple(n for n in TRAIT_ORDER if bits & TRAIT_BIT[n])


def power_mod(bits: int) -> int:
    """The Hit Table modifier of a batter's power traits (P++ +2 … P-- -2)."""
    return sum(v for b, v in POWER_MOD.items() if bits & b)


#: How much of the trait rules is in play (option ``trait-rules``): none, only each trait's first rule, or all.
TRAITS_OFF: Final = 0
TRAITS_FIRST: Final = 1
TRAITS_FULL: Final = 2
TRAIT_MODES: Final[dict[str, int]] = {"off": TRAITS_OFF, "first": TRAITS_FIRST, "full": TRAITS_FULL}


# --- hit tables (d20, p.17 and p.22) ----------------------------------------------------------------------------
#: DEF fielder codes: 0 no DEF roll; 2-9 the position number; 10 SS on an even MSS else 2B; 11 RF on an even
#: MSS else CF; 12 a DEF roll with no fielder (basic table).
NO_DEF: Final = 0
DEF_SS_2B: Final = 10
DEF_RF_CF: Final = 11
DEF_ANY: Final = 12
#: Advanced Hit Table by modified roll 0-21 (0 = ≤0, a plain single; 21 = ≥21, a home run):
#: (bases for the batter, bases every runner advances, DEF fielder code).
ADVANCED_HIT: Final[tuple[tuple[int, int, int], ...]] = (
    (1, 1, NO_DEF),
    (1, 1, NO_DEF), (1, 1, NO_DEF),
    (1, 1, 3), (1, 1, 4), (1, 1, 5), (1, 1, 6), (1, 1, DEF_SS_2B),
    (1, 2, NO_DEF), (1, 2, NO_DEF), (1, 2, NO_DEF), (1, 2, NO_DEF), (1, 2, NO_DEF),
    (2, 2, 7), (2, 2, 8), (2, 2, 9),
    (2, 3, NO_DEF), (2, 3, NO_DEF),
    (3, 3, DEF_RF_CF),
    (4, 4, NO_DEF), (4, 4, NO_DEF),
    (4, 4, NO_DEF),
)
#: Basic Hit Table, same layout; its DEF rolls name no fielder.
BASIC_HIT: Final[tuple[tuple[int, int, int], ...]] = (
    (1, 1, NO_DEF),
    (1, 1, NO_DEF), (1, 1, NO_DEF),
    (1, 1, DEF_ANY), (1, 1, DEF_ANY), (1, 1, DEF_ANY), (1, 1, DEF_ANY), (1, 1, DEF_ANY),
    (1, 2, NO_DEF), (1, 2, NO_DEF), (1, 2, NO_DEF), (1, 2, NO_DEF), (1, 2, NO_DEF),
    (2, 2, DEF_ANY), (2, 2, DEF_ANY), (2, 2, DEF_ANY),
    (2, 3, NO_DEF), (2, 3, NO_DEF),
    (3, 3, DEF_ANY),
    (4, 4, NO_DEF), (4, 4, NO_DEF),
    (4, 4, NO_DEF),
)
HIT_NAMES = ("", "single", "double", "triple", "home run")

# --- DEF (d12, p.17) ---------------------------------------------------------------------------------------------
DEF_ERROR: Final = 0
DEF_NONE: Final = 1
DEF_DOWN: Final = 2
DEF_OUT: Final = 3
DEF_13: Final = 4
#: Result of a modified DEF roll -3..15 (index roll + 3): ≤2 error, 3-9 no change, 10-11 down a level,
#: 12 hit turned into an out, ≥13 the "13" rules (D+ with runners on; infield in), else an out.
DEF_TABLE: Final[tuple[int, ...]] = tuple(
    DEF_ERROR if r <= 2 else DEF_NONE if r <= 9 else DEF_DOWN if r <= 11 else DEF_OUT if r == 12 else DEF_13
    for r in range(-3, 16))
DEF_SUCCESS: Final = 10
"""A D+ fielder's DEF roll turns a double play or throws a runner out at home on a modified 10 or more."""
DEF_BOTCH: Final = 2
"""A D- fielder starting a double play throws it away on a modified 2 or less."""


def def_result(roll: int) -> int:
    """The DEF result of a modified d12 roll.

    >>> [def_result(r) for r in (0, 2, 3, 9, 10, 11, 12, 13, 15)]
    [0, 0, 1, 1, 2, 2, 3, 4, 4]
    """
    return DEF_TABLE[max(-3, min(15, roll)) + 3]


# --- outs (p.17) ---------------------------------------------------------------------------------------------------
#: Fielder of an out by the last digit of the MSS (0 = strikeout, 3-6 infield grounders, 7-9 fly balls).
OUT_FIELDER: Final[tuple[int, ...]] = (0, 0, 0, 3, 4, 5, 6, 7, 8, 9)
OUT_NOTATION: dict[int, str] = {0: "K", 1: "G-1", 3: "G-3", 4: "4-3", 5: "5-3", 6: "6-3", 7: "F-7", 8: "F-8",
                                9: "F-9"}
BAD_MSS: Final = 70
"""An MSS of 70 or more is bad for the batter: no productive out, a double play."""
TRIPLE_PLAY_MSS: Final = 100
#: Outs on which runners on 2nd and 3rd move up when the MSS is under 70 (out at first or second, or in the
#: outfield; the rulebook's example holds the runner on a 5-3).
PRODUCTIVE_FIELDERS: Final = frozenset({3, 4, 7, 8, 9})
INFIELD = frozenset({3, 4, 5, 6})
OUTFIELD = frozenset({7, 8, 9})
CRITICAL_MSS: Final = 5
BASIC_WALK: Final = 5
"""Without the Walk Target, a batter walks when the MSS is 1-5 over his BT."""
CONTROL_WALK: Final = 2
"""Against a CN+ pitcher the walk window is only 1-2 over the BT."""

# --- baserunning (p.20, p.26, p.27) ----------------------------------------------------------------------------------
STEAL_DIE: Final = 8
STEAL_SAFE: Final = 4
"""A modified steal roll of 4 or more is safe (d8 for second, d8-1 for third)."""
STEAL_THIRD_MOD: Final = -1
STEAL_SPEEDY: Final = 1
STEAL_SLOW: Final = -3
HELD_CLOSE_MOD: Final = -1
PITCH_OUT_MOD: Final = -3
STEAL_HOME_SAFE: Final = 8
"""A Speedy Runner steals home on an unmodified d8 of 8."""
#: Double steal (d8 + 1 for a speedy lead runner - 1 if either runner is slow): ≤3 lead out, 4-5 trailer out.
DOUBLE_STEAL_LEAD_OUT: Final = 3
DOUBLE_STEAL_TRAIL_OUT: Final = 5
#: Pickoff (d10): 1-6 nothing, 7-9 runner held close, 10 picked off.
PICKOFF_HELD: Final = 7
PICKOFF_OUT: Final = 10
PER_GAME_PITCH_OUTS: Final = 2
PER_GAME_PICKOFFS: Final = 2

# --- bunts (p.20, p.23, p.27) ----------------------------------------------------------------------------------------
#: Bunt (d4): 1-3 sacrifice, 4 lead runner out and batter safe. C- succeeds only on 1-2.
BUNT_SAC_MAX: Final = 3
BUNT_SAC_MAX_FREE_SWINGER: Final = 2
BUNT_HIT_ROLL: Final = 1
"""A Speedy Runner bunting for a hit: a 1 is 'Single, DEF (3B)'."""
#: Shifted batter bunting for a hit (d6): 1 single, 2-3 strikeout, 4-5 G-3, 6 G-1.
SHIFT_BUNT: Final[tuple[str, ...]] = ("", "single", "K", "K", "G-3", "G-3", "G-1")

# --- two-player alignments (p.27) ------------------------------------------------------------------------------------
NORMAL: Final = 0
INFIELD_IN: Final = 1
NO_DOUBLES: Final = 2
SHIFT: Final = 3
ALIGNMENTS: Final[dict[str, int]] = {"normal": NORMAL, "infield-in": INFIELD_IN, "no-doubles": NO_DOUBLES,
                                     "shift": SHIFT}
INFIELD_IN_DEF: Final = 2
SHIFT_DEF: Final = 3

# --- fatigue (p.19, p.25) ---------------------------------------------------------------------------------------------
STARTER_INNINGS: Final = 6
STAMINA_INNINGS: Final = 7
INNING_RUNS: Final = 3
TWO_INNING_RUNS: Final = 4
GAME_RUNS: Final = 4
RESET_AFTER_INNING: Final = 6
SHUTOUT_INNINGS: Final = 3

# --- streaks (p.26) -----------------------------------------------------------------------------------------------------
COLD_ROLL: Final = 1
HOT_ROLL: Final = 6
STREAK_BT: Final = 5

# --- Team Score and the quick game (p.38-39) -----------------------------------------------------------------------------
TEAM_BATTERS: Final = 13
TEAM_PITCHERS: Final = 12
FAVORITE_BASE: Final = 50
FAVORITE_CAP: Final = 80

# --- park factors (p.26): the Lahman batting park factor that makes a hitter's or a pitcher's park ---------------------
HITTERS_PARK_BPF: Final = 105
PITCHERS_PARK_BPF: Final = 95


def park_rating(bpf: int) -> int:
    """The park's modifier to every Hit Table roll: +1 a hitter's park, -1 a pitcher's park, 0 neutral.

    >>> park_rating(108), park_rating(100), park_rating(93)
    (1, 0, -1)
    """
    return 1 if bpf >= HITTERS_PARK_BPF else -1 if bpf <= PITCHERS_PARK_BPF else 0


PARK_NAMES = {1: "hitter's park (+1 to Hit Table rolls)", 0: "neutral park", -1: "pitcher's park (-1 to Hit Table rolls)"}

# --- rest (p.39) ------------------------------------------------------------------------------------------------------------
OUTS_PER_REST_DAY: Final = 6
MAX_REST_DAYS: Final = 4

# --- the Five Tool System (pp.54-60) -----------------------------------------------------------------------------------
#: The tools as indices of a rating tuple: a hitter's power, contact, eye, speed and defense; a pitcher's fastball,
#: change up, breaking ball, command and batting; and their names in ``native["five_tool"]``.
POWER: Final = 0
CONTACT: Final = 1
EYE: Final = 2
SPEED: Final = 3
DEFENSE: Final = 4
FASTBALL: Final = 0
CHANGE_UP: Final = 1
BREAKING_BALL: Final = 2
COMMAND: Final = 3
BATTING: Final = 4
HITTER_TOOLS: tuple[str, ...] = ("power", "contact", "eye", "speed", "defense")
PITCHER_TOOLS: tuple[str, ...] = ("fastball", "change_up", "breaking_ball", "command", "batting")
PITCHES: tuple[int, ...] = (FASTBALL, CHANGE_UP, BREAKING_BALL)
PITCH_NAMES: Final[tuple[str, ...]] = ("FB", "CH", "BB")
#: The hitter tool each pitch is matched against: fastball-power, change up-contact, breaking ball-eye.
PAIRED_TOOL: Final[tuple[int, ...]] = (POWER, CONTACT, EYE)
#: AI pitch choice tie-break: fastball, then breaking ball, then change up.
PITCH_TIE_ORDER: Final[tuple[int, ...]] = (FASTBALL, BREAKING_BALL, CHANGE_UP)
#: Pitch by d6 when the pitcher leaves it to the dice: 1-2 fastball, 3-4 change up, 5-6 breaking ball.
PITCH_D6: Final[tuple[int, ...]] = (-1, FASTBALL, FASTBALL, CHANGE_UP, CHANGE_UP, BREAKING_BALL, BREAKING_BALL)
#: Familiarity the batter gains with a pitch from the at bat's outcome.
FAMILIARITY_OUT: Final = 1
FAMILIARITY_WALK: Final = 2
FAMILIARITY_HIT: Final = 3
MIN_TOOL: Final = 2
MAX_TOOL: Final = 8
START_TOOL: Final = 2
#: Cost of raising a tool to each level (p.55) and the cumulative cost from 2.
TOOL_STEP_COST: dict[int, int] = {3: 1, 4: 1, 5: 1, 6: 2, 7: 3, 8: 4}
TOOL_CUMULATIVE_COST: dict[int, int] = {2: 0, 3: 1, 4: 2, 5: 3, 6: 5, 7: 8, 8: 12}
HAND_COST: dict[str, int] = {"R": 0, "L": 1, "S": 3}
#: Creation levels: (default age, number of d6 added to 10 points).
FIVE_TOOL_LEVELS: dict[str, tuple[int, int]] = {"AAA": (20, 1), "Rookie": (24, 2), "Veteran": (28, 3),
                                                "All Star": (30, 4), "Hall of Famer": (32, 5)}
#: Pitch Die by the mean of fastball, change up, breaking ball and command (boundaries go to the better band).
TOOL_PD_BANDS: tuple[tuple[float, str], ...] = ((7.0, "d12"), (6.0, "d8"), (5.0, "d4"), (4.0, "-d4"),
                                                (3.0, "-d8"), (0.0, "-d12"))
#: Traits an 8 in each pitching tool marks.
PITCHER_EIGHT: dict[int, str] = {FASTBALL: "K+", CHANGE_UP: "CN+", BREAKING_BALL: "GB+", COMMAND: "ST+"}
CAPABLE_BATTING: Final = 7
"""A Five Tool pitcher with Batting 7+ (BT 21+) is a capable hitter and loses the default P-."""
