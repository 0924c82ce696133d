"""The builder of ``ratings_hrzero.py``: the share of each Lahman league-season's plate appearances made by
batters who hit no home run.

The roster model carries a league's totals, not how its batters spread their home runs, which is what a pitcher's
line-65 grade is sized against (``ratings_pitchers.HRSpread``); the share is counted here once from the
league-season's rosters and stored. Run ``python -m dugout.games.fall_classic.ratings_hrzero_build`` after a
Lahman update; it replaces only the rows of ``_ROWS`` in ratings_hrzero.py (the reader there is written by hand).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from dugout.engine.seasontable import season_rows, write_rows

if TYPE_CHECKING:
    from dugout.model.league import LeagueSeason
    from dugout.model.team import Team


def zero_share(teams: list[Team], ctx: LeagueSeason) -> float:
    """Plate appearances of the batters (each team's line of a player apart, pitchers at bat counted) with no
    home run, over all the league's plate appearances."""
    pa = none = 0
    for team in teams:
        for p in team.players:
            b = p.batting
            if b is None or b.pa <= 0:
                continue
            pa += b.pa
            if b.hr == 0:
                none += b.pa
    return none / pa if pa else 0.0


def main() -> None:
    from dugout.sources import lahman

    path = Path(__file__).with_name("ratings_hrzero.py")
    write_rows(path, season_rows(zero_share, lahman.FIRST_SEASON, log=True, digits=3))
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
