"""Five Tool ratings (rulebook pp.54-57): the Deadball ratings a set of five tools gives — BT, traits and the
Pitch Die.

The tools, pitches, costs and bands are charts in ``tables``; player creation and growth (which spend points on
the tools) are in ``generate``; the pitch-by-pitch matchup is ``play_five_tool``.
"""

from __future__ import annotations

from dugout.games.deadball import tables as T
from dugout.games.deadball.ratings_traits import PRIORITY


def hitter_bt(tools: tuple[int, ...]) -> int:
    """The Batter Target of a Five Tool hitter: the sum of his five tools.

    >>> hitter_bt((7, 6, 5, 8, 6))
    32
    """
    return sum(tools[:5])


def hitter_traits(tools: tuple[int, ...], eye_traits: bool = True, cap: int = 2) -> tuple[str, ...]:
    """Traits of a Five Tool hitter: power 2-3 P--, 4 P-, 7 P+, 8 P++; contact (and eye) 2-3 C-, 8 C+;
    speed 2-3 S-, 8 S+; defense 2-3 D-, 8 D+. C+ and C- cancel; at most ``cap`` traits by the guidelines'
    priority.

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
    names.sort(key=PRIORITY.index)
    return tuple(names[:cap] if cap else names)


def pitcher_die(tools: tuple[int, ...]) -> str:
    """The Pitch Die of a Five Tool pitcher from the mean of his four pitching tools.

    >>> pitcher_die((6, 5, 8, 6, 2)), pitcher_die((8, 4, 4, 4, 3)), pitcher_die((2, 2, 2, 2, 2))
    ('d8', 'd4', '-d12')
    """
    mean = sum(tools[:4]) / 4
    return next(die for low, die in T.TOOL_PD_BANDS if mean >= low)


def pitcher_traits(tools: tuple[int, ...]) -> tuple[str, ...]:
    """Pitcher traits: an 8 in fastball K+, change up CN+, breaking ball GB+, command ST+.

    >>> pitcher_traits((6, 5, 8, 6, 2))
    ('GB+',)
    """
    return tuple(T.PITCHER_EIGHT[k] for k in (T.FASTBALL, T.CHANGE_UP, T.BREAKING_BALL, T.COMMAND)
                 if tools[k] >= T.MAX_TOOL)


def pitcher_bt(tools: tuple[int, ...]) -> int:
    """A Five Tool pitcher's Batter Target: three times his batting."""
    return 3 * tools[T.BATTING]

