"""The Five Tool System (rulebook pp.54-60): ratings from the five tools, and the pitch-by-pitch matchup.

Reusable by player creation: the stat bands, costs and derivations live here as data and pure functions;
the matchup is applied by the rules only when batter and pitcher both carry Five Tool ratings.
"""

from __future__ import annotations

from dugout.games.deadball import tables as T

POWER, CONTACT, EYE, SPEED, DEFENSE = range(5)
FASTBALL, CHANGE_UP, BREAKING_BALL, COMMAND, BATTING = range(5)
PITCHES: tuple[int, ...] = (FASTBALL, CHANGE_UP, BREAKING_BALL)
PITCH_NAMES: tuple[str, ...] = ("FB", "CH", "BB")
#: The hitter tool each pitch is matched against: fastball-power, change up-contact, breaking ball-eye.
PAIRED_TOOL: tuple[int, ...] = (POWER, CONTACT, EYE)
#: AI pitch choice tie-break: fastball, then breaking ball, then change up.
TIE_ORDER: tuple[int, ...] = (FASTBALL, BREAKING_BALL, CHANGE_UP)
#: Pitch by d6 when the pitcher leaves it to the dice: 1-2 fastball, 3-4 change up, 5-6 breaking ball.
PITCH_D6: tuple[int, ...] = (-1, FASTBALL, FASTBALL, CHANGE_UP, CHANGE_UP, BREAKING_BALL, BREAKING_BALL)
#: Familiarity the batter gains with a pitch from the at bat's outcome.
FAMILIARITY_OUT, FAMILIARITY_WALK, FAMILIARITY_HIT = 1, 2, 3
MIN_TOOL, MAX_TOOL, START_TOOL = 2, 8, 2
#: Cost of raising a tool to each level (p.55) and the cumulative cost from 2.
STEP_COST: dict[int, int] = {3: 1, 4: 1, 5: 1, 6: 2, 7: 3, 8: 4}
CUMULATIVE_COST: dict[int, int] = {2: 0, 3: 1, 4: 2, 5: 3, 6: 5, 7: 8, 8: 12}
HAND_COST: dict[str, int] = {"R": 0, "L": 1, "S": 3}
#: Creation levels: (default age, number of d6 added to 10 points).
LEVELS: dict[str, tuple[int, int]] = {"AAA": (20, 1), "Rookie": (24, 2), "Veteran": (28, 3), "All Star": (30, 4),
                                      "Hall of Famer": (32, 5)}
#: Pitch Die by the mean of fastball, change up, breaking ball and command (boundaries go to the better band).
PD_BANDS: tuple[tuple[float, str], ...] = ((7.0, "d12"), (6.0, "d8"), (5.0, "d4"), (4.0, "-d4"), (3.0, "-d8"),
                                           (0.0, "-d12"))
#: Traits an 8 in each pitching tool marks.
PITCHER_EIGHT: dict[int, str] = {FASTBALL: "K+", CHANGE_UP: "CN+", BREAKING_BALL: "GB+", COMMAND: "ST+"}
CAPABLE_BATTING = 7
"""A Five Tool pitcher with Batting 7+ (BT 21+) is a capable hitter and loses the default P-."""


def hitter_bt(tools: tuple[int, ...]) -> int:
    """The Batter Target of a Five Tool hitter: the sum of his five tools.

    >>> hitter_bt((7, 6, 5, 8, 6))
    32
    """
    return sum(tools[:5])


def hitter_traits(tools: tuple[int, ...], eye_traits: bool = True, cap: int = 2) -> tuple[str, ...]:
    """Traits of a Five Tool hitter: power 2-3 P--, 4 P-, 7 P+, 8 P++; contact (and eye) 2-3 C-, 8 C+;
    speed 2-3 S-, 8 S+; defense 2-3 D-, 8 D+. C+ and C- cancel; at most ``cap`` traits by priority.

    >>> hitter_traits((8, 5, 5, 3, 5))
    ('P++', 'S-')
    >>> hitter_traits((4, 4, 4, 3, 8))
    ('D+', 'P-')
    """
    p, c, e, s, d = tools[:5]
    out = []
    out.append({2: "P--", 3: "P--", 4: "P-", 7: "P+", 8: "P++"}.get(p, ""))
    plus = c == 8 or (eye_traits and e == 8)
    minus = c <= 3 or (eye_traits and e <= 3)
    out.append("C+" if plus and not minus else "C-" if minus and not plus else "")
    out.append("S+" if s == 8 else "S-" if s <= 3 else "")
    out.append("D+" if d == 8 else "D-" if d <= 3 else "")
    names = [n for n in out if n]
    order = ("P++", "P+", "S+", "C+", "D+", "P--", "P-", "C-", "S-", "D-")
    names.sort(key=order.index)
    return tuple(names[:cap] if cap else names)


def pitcher_die(tools: tuple[int, ...]) -> str:
    """The Pitch Die of a Five Tool pitcher from the mean of his four pitching tools.

    >>> pitcher_die((6, 5, 8, 6, 2)), pitcher_die((8, 4, 4, 4, 3)), pitcher_die((2, 2, 2, 2, 2))
    ('d8', 'd4', '-d12')
    """
    mean = sum(tools[:4]) / 4
    return next(die for low, die in PD_BANDS if mean >= low)


def pitcher_traits(tools: tuple[int, ...]) -> tuple[str, ...]:
    """Pitcher traits: an 8 in fastball K+, change up CN+, breaking ball GB+, command ST+.

    >>> pitcher_traits((6, 5, 8, 6, 2))
    ('GB+',)
    """
    return tuple(PITCHER_EIGHT[k] for k in (FASTBALL, CHANGE_UP, BREAKING_BALL, COMMAND) if tools[k] >= MAX_TOOL)


def pitcher_bt(tools: tuple[int, ...]) -> int:
    """A Five Tool pitcher's Batter Target: three times his batting."""
    return 3 * tools[BATTING]


def modifier(pitch: int, pitcher: tuple[int, ...], batter: tuple[int, ...], familiarity: int = 0) -> int:
    """The swing-score modifier of a pitch: the pitch's rating less the paired tool and the familiarity.

    >>> modifier(BREAKING_BALL, (6, 5, 8, 6, 2), (8, 5, 5, 3, 5)), modifier(BREAKING_BALL, (6, 5, 8, 6, 2),
    ...                                                                          (8, 5, 5, 3, 5), 4)
    (3, -1)
    """
    return pitcher[pitch] - (batter[PAIRED_TOOL[pitch]] + familiarity)


def best_pitch(pitcher: tuple[int, ...], batter: tuple[int, ...], fam: tuple[int, int, int]) -> int:
    """The pitch with the largest modifier for the pitcher (ties: fastball, breaking ball, change up)."""
    best, best_mod = FASTBALL, -99
    for p in TIE_ORDER:
        m = modifier(p, pitcher, batter, fam[p])
        if m > best_mod:
            best, best_mod = p, m
    return best


def trait_bits(tools: tuple[int, ...], pitcher: bool) -> int:
    """Trait bits a Five Tool rating implies (for printing the derived traits beside the printed ones)."""
    return T.trait_bits(pitcher_traits(tools) if pitcher else hitter_traits(tools))
