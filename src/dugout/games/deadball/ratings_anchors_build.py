"""The builder of ``ratings_anchors.py``: the house rule ``calibrated``'s anchor of every Lahman league-season.

The roster model carries league totals, not the spread of cards the anchor depends on (``ratings_runs``), so the
anchors are worked out here once, from each league-season's rosters rated under ``calibrated``, and stored. Run
``python -m dugout.games.deadball.ratings_anchors_build`` after a Lahman update or a change to the run model or the
ratings; it replaces only the rows of ``_ROWS`` in ratings_anchors.py (the reader code there is written by hand).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from dugout.engine.seasontable import season_rows, write_rows
from dugout.games.deadball import tables as T
from dugout.games.deadball.options import DeadballOptions
from dugout.games.deadball.ratings import pitching_die, rate_team
from dugout.games.deadball.ratings_runs import Batter, game_factor, pa_mix, runs_per_inning, solve_anchor
from dugout.games.deadball.state import league_error_rate

if TYPE_CHECKING:
    from dugout.model.league import LeagueSeason
    from dugout.model.player import Player
    from dugout.model.team import Team

#: The first season the run model stores an anchor for (its game factor was fitted on 1901-2021).
FIRST_SEASON = 1901


@dataclass(slots=True)
class LeagueCards:
    """A league-season's cards as the run model reads them."""

    batters: list[Batter]
    pitchers: list[tuple[Player, bool, str, int, float]]
    """(player, is a pitcher, throws, trait bits, batters faced): the Pitch Die follows the anchor."""
    parks: dict[int, float]
    error_rate: float
    ctx: LeagueSeason

    def runs_per_game(self, anchor: float) -> float:
        """The model's runs a team-game with the league-average pitcher carried to ``anchor``."""
        pitchers = [(pitching_die(p, self.ctx, is_p, anchor), throws, traits, w)
                    for p, is_p, throws, traits, w in self.pitchers]
        mix = pa_mix(self.batters, pitchers, self.parks, self.error_rate)
        g = self.ctx.team_games or 1
        pit = self.ctx.pitching
        factor = game_factor(self.ctx.batting.sb / g, self.ctx.batting.sh / g, pit.cg / pit.gs if pit.gs else 0.0)
        return 9 * runs_per_inning(mix) * factor


def league_cards(teams: list[Team], ctx: LeagueSeason) -> LeagueCards:
    """Every batter's calibrated card weighted by his plate appearances, every pitcher's by batters faced (or three
    times his outs without a count of batters faced), the share of games at each park rating."""
    opts = DeadballOptions(calibrated=True)
    batters: list[Batter] = []
    pitchers: list[tuple[Player, bool, str, int, float]] = []
    parks: dict[int, float] = {}
    for t in teams:
        cards = rate_team(t, opts)
        park = T.park_rating(t.park.bpf)
        parks[park] = parks.get(park, 0.0) + 1.0 / len(teams)
        for p in t.players:
            c = cards[p.id]
            b = p.batting
            if b is not None and b.pa > 0:
                batters.append((c.bt, c.wt, c.traits, c.bats, float(b.pa)))
            pl = p.pitching
            if pl is not None and pl.ipouts > 0:
                bf = float(pl.bfp) if pl.bfp > 0 else 4.3 * pl.ipouts / 3
                pitchers.append((p, c.is_pitcher, c.throws, c.traits, bf))
    return LeagueCards(batters, pitchers, parks, league_error_rate(ctx), ctx)


def anchor_of(teams: list[Team], ctx: LeagueSeason) -> float:
    """The anchor at which the run model scores the league-season's real runs a team-game."""
    lc = league_cards(teams, ctx)
    return solve_anchor(lc.runs_per_game, ctx.runs / (ctx.team_games or 1))


def main() -> None:
    path = Path(__file__).with_name("ratings_anchors.py")
    write_rows(path, season_rows(anchor_of, FIRST_SEASON, log=True))
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
