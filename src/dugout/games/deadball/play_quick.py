"""The one-roll quick game (rulebook p.39): a d100 against the favorite's chance decides a game between two
Team Scores (``ratings_team_score``), its digits the runs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dugout.games.deadball import tables as T

if TYPE_CHECKING:
    from dugout.engine.dice import Dice


def favorite_chance(fav: int, dog: int) -> int:
    """The favorite's chance in percent: 50 plus the difference, never above 80.

    >>> favorite_chance(86, 70), favorite_chance(92, 58)
    (66, 80)
    """
    return min(T.FAVORITE_CAP, T.FAVORITE_BASE + abs(fav - dog))


def quick_game(away: int, home: int, dice: Dice) -> tuple[int, int, int, int]:
    """One roll of the d100 decides a game between Team Scores: (away runs, home runs, chance, roll).

    The higher score is the favorite (the home team when equal) and wins on a roll at or under its chance;
    the roll's two digits are the winner's (higher) and the loser's (lower) runs; equal digits roll again.
    """
    home_fav = home >= away
    chance = favorite_chance(max(away, home), min(away, home))
    while True:
        roll = dice.d(100, "quick game d100") - 1
        tens, units = divmod(roll, 10)
        if tens != units:
            break
    fav_wins = roll <= chance
    hi, lo = max(tens, units), min(tens, units)
    home_wins = fav_wins == home_fav
    return (lo, hi, chance, roll) if home_wins else (hi, lo, chance, roll)
