"""The Five Tool matchup (rulebook pp.57-58): the pitch thrown, its modifier to the swing and the batter's
familiarity with it. The play loop applies it when batter and pitcher both carry Five Tool ratings (option
``five-tool``); the pairings are charts in ``tables``.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from dugout.games.deadball import tables as T


def modifier(pitch: int, pitcher: tuple[int, ...], batter: tuple[int, ...], familiarity: int = 0) -> int:
    """The swing-score modifier of a pitch: the pitch's rating less the paired tool and the familiarity.

    >>> modifier(T.BREAKING_BALL, (6, 5, 8, 6, 2), (8, 5, 5, 3, 5)), modifier(T.BREAKING_BALL, (6, 5, 8, 6, 2),
    ...                                                                          (8, 5, 5, 3, 5), 4)
    (3, -1)
    """
    return pitcher[pitch] - (batter[T.PAIRED_TOOL[pitch]] + familiarity)


def best_pitch(pitcher: tuple[int, ...], batter: tuple[int, ...], fam: tuple[int, int, int]) -> int:
    """The pitch with the largest modifier for the pitcher (ties: fastball, breaking ball, change up)."""
    best, best_mod = T.FASTBALL, -99
    for p in T.PITCH_TIE_ORDER:
        m = modifier(p, pitcher, batter, fam[p])
        if m > best_mod:
            best, best_mod = p, m
    return best
