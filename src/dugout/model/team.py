"""A team: its players, park, default lineups, rotation, bullpen and bench."""

from __future__ import annotations

from dataclasses import dataclass, field

from dugout.model.league import LeagueSeason
from dugout.model.player import Player


@dataclass(frozen=True, slots=True)
class Park:
    """The home park and Lahman's three-year park factors (100 = neutral)."""

    name: str = ""
    bpf: int = 100
    """Batting park factor."""
    ppf: int = 100
    """Pitching park factor."""


@dataclass(frozen=True, slots=True)
class LineupSpot:
    """One slot of a batting order."""

    player: str
    """Player id."""
    pos: str
    """Defensive position (P, C, 1B, …, RF, or DH)."""


@dataclass(frozen=True, slots=True)
class BullpenSpot:
    """A reliever and his role."""

    player: str
    role: str
    """closer, setup, middle or long."""


@dataclass(frozen=True, slots=True)
class TeamRecord:
    """The real season's results."""

    g: int = 0
    w: int = 0
    l: int = 0
    r: int = 0
    ra: int = 0


@dataclass(frozen=True, slots=True)
class Team:
    """One team-season (real, bundled or generated)."""

    id: str
    """Lahman teamID for real teams, a slug otherwise."""
    name: str
    season: int | None = None
    league: str = ""
    franchise: str = ""
    division: str = ""
    """The division within the league (Lahman's E, C or W; empty before 1969 and for invented teams)."""
    park: Park = field(default_factory=Park)
    players: tuple[Player, ...] = ()
    lineup_vs_rhp: tuple[LineupSpot, ...] = ()
    lineup_vs_lhp: tuple[LineupSpot, ...] = ()
    rotation: tuple[str, ...] = ()
    bullpen: tuple[BullpenSpot, ...] = ()
    bench: tuple[str, ...] = ()
    dh: bool = False
    """True when the team's league-season used the designated hitter."""
    record: TeamRecord | None = None
    context: LeagueSeason | None = None
    """The league-season this team played in (None for fictional teams)."""
    source: str = "lahman"
    notes: str = ""

    def __post_init__(self) -> None:
        # the declared tuples, whatever sequence a caller passed: a compiled engine (dugout.native) checks the type
        # of what it reads
        for name in _TUPLES:
            value = getattr(self, name)
            if not isinstance(value, tuple):
                object.__setattr__(self, name, tuple(value))

    def player(self, pid: str) -> Player:
        """The player with this id (KeyError when absent)."""
        for p in self.players:
            if p.id == pid:
                return p
        raise KeyError(pid)

    def by_id(self) -> dict[str, Player]:
        """Players keyed by id."""
        return {p.id: p for p in self.players}

    @property
    def label(self) -> str:
        """'1927 New York Yankees' or just the name."""
        return f"{self.season} {self.name}" if self.season else self.name


_TUPLES = ("players", "lineup_vs_rhp", "lineup_vs_lhp", "rotation", "bullpen", "bench")
"""``Team``'s fields declared as tuples (``Team.__post_init__`` makes a list one)."""
