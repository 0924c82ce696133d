"""Per-game state a Pine Tar game keeps beside the engine's (``g.ext``)."""

from __future__ import annotations

from dugout.games.pine_tar import tables as T


class PTState:
    """Times through the order, innings for MIP, steal points, hit-and-runs and steal attempts of one game."""

    __slots__ = (
        "attempts",
        "bonus",
        "e_ok",
        "extended",
        "extra_points",
        "faced",
        "half_pas",
        "hit_run",
        "hit_runs",
        "in_half",
        "innings",
        "points",
        "sac_fly",
        "sac_hit",
    )

    def __init__(self, points: int, sac_fly: bool = True, sac_hit: bool = True) -> None:
        self.faced: tuple[list[int], list[int]] = ([0] * 9, [0] * 9)
        """PAs each lineup slot has had against the fielding side's current pitcher."""
        self.innings: dict[int, int] = {}
        """Innings each pitcher has appeared in (the current one included)."""
        self.bonus: set[int] = set()
        """Starters who have used their one extra inning."""
        self.extended: dict[int, int] = {}
        """Starters pitching on under the optional bonus: runs allowed when it began."""
        self.points = [points, points]
        """Steal points left per batting side."""
        self.hit_runs = [T.HIT_AND_RUNS_PER_GAME, T.HIT_AND_RUNS_PER_GAME]
        self.attempts: dict[int, int] = {}
        """Steal attempts per runner this game."""
        self.e_ok: dict[int, bool] = {}
        """Whether an E runner may run this game (one game in two)."""
        self.hit_run = 0
        """Bases (bit 1 << base) whose runners are going on the hit-and-run this PA; 0 when it is off."""
        self.half_pas = 0
        """Plate appearances begun in the current half-inning."""
        self.in_half = False
        self.extra_points = False
        self.sac_fly = sac_fly
        """Score a run-scoring fly out as a sacrifice fly (leagues before sacrifice flies counted an at-bat)."""
        self.sac_hit = sac_hit
        """Score a sacrifice bunt as a sacrifice hit rather than an at-bat."""
