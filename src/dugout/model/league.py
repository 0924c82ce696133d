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
