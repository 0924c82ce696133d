"""The league-season context: what an average plate appearance, game and fielder looked like that year."""

from __future__ import annotations

from dataclasses import dataclass, field

from dugout.model.stats import BattingLine, FieldingLine, PitchingLine, RateLine


@dataclass(frozen=True, slots=True)
class LeagueSeason:
    """League totals and rates of one league-season, computed from that season's real totals."""

    season: int
    league: str
    teams: int
    team_games: int
    """Sum of games played by all teams (each game counts twice)."""
    dh: bool
    """True when the league-season used the designated hitter."""
    batting: BattingLine
    """League batting totals (imputed fields flagged)."""
    pitching: PitchingLine
    """League pitching totals."""
    rates: RateLine
    """Per-PA outcome rates of the league."""
    runs: int
    errors: int
    double_plays: int
    fielding: dict[str, FieldingLine] = field(default_factory=dict)
    """Fielding totals by position."""
    imputed: tuple[str, ...] = ()
    """Names of league values estimated from the nearest league-seasons that recorded them."""

    @property
    def r_per_g(self) -> float:
        """Runs per team-game."""
        return self.runs / self.team_games if self.team_games else 0.0

    @property
    def era(self) -> float:
        """League earned run average."""
        return 27 * self.pitching.er / self.pitching.ipouts if self.pitching.ipouts else 0.0

    @property
    def sb_per_g(self) -> float:
        """Stolen bases per team-game."""
        return self.batting.sb / self.team_games if self.team_games else 0.0

    @property
    def cs_per_g(self) -> float:
        """Caught stealing per team-game."""
        return self.batting.cs / self.team_games if self.team_games else 0.0

    @property
    def e_per_g(self) -> float:
        """Errors per team-game."""
        return self.errors / self.team_games if self.team_games else 0.0

    @property
    def dp_per_g(self) -> float:
        """Double plays turned per team-game."""
        return self.double_plays / self.team_games if self.team_games else 0.0

    @property
    def games_per_team(self) -> int:
        """Average schedule length of a team, rounded."""
        return round(self.team_games / self.teams) if self.teams else 0

    @property
    def label(self) -> str:
        """A short name such as '1927 AL'."""
        return f"{self.season} {self.league}"

    def position_outs(self, pos: str) -> int:
        """Outs the league's fielders played at a position: the recorded innings in the field, else (1921-1953
        in Lahman) the league's defensive outs, its pitchers' IPouts, which every position but the outfield as a
        whole plays once. The players' lines of those years are given the same innings (their team's outs
        shared by games at the position), so their rates and the league's are per the same outs; the games
        played there would count a game a substitute finished as a whole one (1951 AL's pitchers: 2,579 games
        in 1,240 team-games). 0 for the outfield as a whole without innings (its players' lines have none
        either) and for a position the league has no line for.

        >>> ctx = LeagueSeason(1951, "AL", 8, 1240, False, BattingLine(), PitchingLine(ipouts=33163), RateLine(),
        ...                    0, 0, 0, {"SS": FieldingLine(g=1352), "OF": FieldingLine(g=4043)})
        >>> ctx.position_outs("SS"), ctx.position_outs("OF"), ctx.position_outs("C")
        (33163, 0, 0)
        """
        f = self.fielding.get(pos)
        if f is None:
            return 0
        if f.inn_outs > 0:
            return f.inn_outs
        return self.pitching.ipouts if pos != "OF" and f.g > 0 else 0
