"""A player: identity, stat lines for one team-season, positions, and game-native ratings."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from dugout.model.extras import Extras, Splits
from dugout.model.stats import BattingLine, FieldingLine, PitchingLine, RateLine

#: Field positions in scorebook order; DH, PH and PR complete the appearance keys.
POSITIONS: tuple[str, ...] = ("P", "C", "1B", "2B", "3B", "SS", "LF", "CF", "RF")
APPEARANCE_KEYS: tuple[str, ...] = POSITIONS + ("OF", "DH", "PH", "PR")
POSITION_NUMBER: dict[str, int] = {p: i + 1 for i, p in enumerate(POSITIONS)}


@dataclass(frozen=True, slots=True)
class Estimates:
    """Per-PA rates estimated for a player without real stats (generated or Five Tool players).

    Games rate these exactly like a real stat line, so an invented team can be printed and played in every
    registered game.
    """

    batting: RateLine | None = None
    """Outcome rates per plate appearance as a batter."""
    pitching: RateLine | None = None
    """Outcome rates allowed per batter faced."""
    era: float | None = None
    """Expected earned run average."""
    sb_attempts: float = 0.0
    """Steal attempts per time on first base."""
    sb_success: float = 0.7
    """Share of steal attempts that succeed."""
    speed: float = 0.0
    """Running speed from -1 (slow) to +1 (fast)."""
    defense: dict[str, float] = field(default_factory=dict)
    """Fielding quality per position from -1 (poor) to +1 (excellent)."""


@dataclass(frozen=True, slots=True)
class Player:
    """One player of one team-season."""

    id: str
    """Stable id: the Lahman playerID for real players, a generated slug otherwise."""
    name: str
    bats: str = "R"
    """L, R or S (switch)."""
    throws: str = "R"
    """L or R."""
    birth_year: int | None = None
    batting: BattingLine | None = None
    pitching: PitchingLine | None = None
    fielding: dict[str, FieldingLine] = field(default_factory=dict)
    """Fielding per position (P, C, 1B, …, RF; OF when the source does not split the outfield)."""
    games_at: dict[str, int] = field(default_factory=dict)
    """Games at each position, from Appearances (P C 1B 2B 3B SS LF CF RF OF DH PH PR)."""
    estimates: Estimates | None = None
    """Rates estimated from native ratings, for players without real stats."""
    native: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Game-native ratings a source provides (e.g. ``deadball``: BT, traits; ``five_tool``: the five stats)."""
    overrides: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Per-game rating overrides written by hand; they win over computed ratings."""
    imputed: tuple[str, ...] = ()
    """Biographical fields the source lacked and that were set to a default (e.g. ``bats``)."""
    extras: Extras | None = None
    """Advanced metrics an online source added (FanGraphs BsR/Def/K%/GB%, Statcast sprint speed)."""
    splits: Splits | None = None
    """Platoon split lines an online source or CSV added (vs RHP/LHP as a batter, vs RHB/LHB as a pitcher)."""

    @property
    def is_pitcher(self) -> bool:
        """True when the player pitched more games than he played elsewhere."""
        pg = self.games_at.get("P", 0)
        if self.pitching is not None and self.pitching.g > 0:
            pg = max(pg, self.pitching.g)
        if pg == 0:
            return self.estimates is not None and self.estimates.pitching is not None and self.estimates.batting is None
        other = max((g for k, g in self.games_at.items() if k not in ("P", "PH", "PR", "OF")), default=0)
        return pg >= other

    @property
    def primary_position(self) -> str:
        """The position he played most (P for pitchers, DH for a designated hitter)."""
        if self.is_pitcher:
            return "P"
        best, most = "DH", 0
        for pos in POSITIONS[1:] + ("DH",):
            g = self.games_at.get(pos, 0)
            if g > most:
                best, most = pos, g
        if most == 0 and self.games_at.get("OF", 0) > 0:
            return "RF"
        return best

    def listed_position(self, dh: bool = False) -> str:
        """The position a printed roster shows for him: ``primary_position``, except that a man who never took the
        field shows as PH (or PR, if he mostly ran) unless he really was a designated hitter; a player with no
        appearances at all shows as DH only where the league used one (``dh``).

        >>> Player("x", "Vin Campbell", games_at={"PH": 1}).listed_position()
        'PH'
        >>> Player("y", "Pinch Runner", games_at={"PR": 3, "PH": 1}).listed_position()
        'PR'
        >>> Player("z", "Ortiz", games_at={"DH": 141, "1B": 7}).listed_position(), Player("w", "W").listed_position(True)
        ('DH', 'DH')
        """
        pos = self.primary_position
        g = self.games_at
        if pos != "DH" or g.get("DH", 0) or (dh and not g.get("PH", 0) and not g.get("PR", 0)):
            return pos
        return "PR" if g.get("PR", 0) > g.get("PH", 0) else "PH"

    def can_play(self, pos: str) -> bool:
        """True when he appeared at the position (OF counts for all three outfield spots)."""
        if self.games_at.get(pos, 0) > 0 or pos in self.fielding:
            return True
        return pos in ("LF", "CF", "RF") and self.games_at.get("OF", 0) > 0
