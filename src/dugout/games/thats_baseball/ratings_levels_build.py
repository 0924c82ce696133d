"""The builder of ``ratings_levels.py``: the house rule ``calibrated``'s level of every Lahman league-season.

The roster model carries league totals, not the spread of its hitters and pitchers that the level depends on
(``ratings_runs``), so the levels are worked out here once, from each league-season's rosters, and stored. Run
``python -m dugout.games.thats_baseball.ratings_levels_build`` after a Lahman update or a change to the run model;
it replaces only the rows of ``_ROWS`` in ratings_levels.py (the reader code there is written by hand).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from dugout.engine.seasontable import season_rows, write_rows
from dugout.games.thats_baseball.ratings import calibrated_pan, era_decimal
from dugout.games.thats_baseball.ratings_runs import game_factor, solve_level

if TYPE_CHECKING:
    from dugout.model.league import LeagueSeason
    from dugout.model.team import Team

#: The first season the run model stores a level for. Before 1901 the model's engine factor does not hold: replayed
#: at the log-linear level, twenty league-seasons 1876-1900 scored 1.01-1.27 times what the chain and the factor
#: fitted after 1900 predict (mean 1.11, sd 0.06: the workhorse pitchers of two-man staffs, who tire, and the
#: steals past any later league's); those leagues keep the log-linear level.
FIRST_SEASON = 1901

Mix = tuple[list[tuple[float, float]], dict[int, float], float]
"""Batters (average − league average, plate appearances), batters faced by PAN, the pitchers' share of PA."""


def league_mix(teams: list[Team], ctx: LeagueSeason) -> Mix:
    """A league-season's card mix as the calibrated cards read it: every batter's average against the league's
    (weighted by his plate appearances; a man on the pitcher at-bat chart apart, without the DH), every pitcher's
    calibrated PAN (weighted by batters faced; a pitcher without an ERA reads +1)."""
    lg = ctx.batting.h / ctx.batting.ab if ctx.batting.ab else 0.26
    batters: list[tuple[float, float]] = []
    pans: dict[int, float] = {}
    chart_pa = all_pa = 0.0
    for t in teams:
        for p in t.players:
            b = p.batting
            if b is not None and b.pa > 0:
                all_pa += b.pa
                if p.is_pitcher and not ctx.dh:
                    chart_pa += b.pa
                else:
                    batters.append(((b.h / b.ab if b.ab else 0.0) - lg if b.ab else -1.0, float(b.pa)))
            pl = p.pitching
            if pl is not None and pl.bfp > 0:
                era = era_decimal(pl.er, pl.ipouts)
                pan = calibrated_pan(float(era), ctx) if era is not None else 1
                pans[pan] = pans.get(pan, 0.0) + pl.bfp
    return batters, pans, chart_pa / all_pa if all_pa else 0.0


def level_of(teams: list[Team], ctx: LeagueSeason) -> float:
    """The level at which the run model scores the league-season's real runs a team-game."""
    batters, pans, share = league_mix(teams, ctx)
    g = ctx.team_games or 1
    factor = game_factor(ctx.batting.sb / g, ctx.batting.sh / g, ctx.dh,
                         ctx.pitching.cg / ctx.pitching.gs if ctx.pitching.gs else 0.0)
    return solve_level(batters, pans, share, ctx.runs / g, factor)


def main() -> None:
    path = Path(__file__).with_name("ratings_levels.py")
    write_rows(path, season_rows(level_of, FIRST_SEASON))
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
