"""Per-game state a Payoff Pitch game keeps in ``g.ext``."""

from __future__ import annotations


class PPState:
    """Strategy calls of the current PA, pitchers' innings of work, base runners' steal history, the FAC deck."""

    __slots__ = (
        "align",
        "bunt_hit_used",
        "deck",
        "first_inning",
        "hit_run",
        "innings",
        "jump1_done",
        "last_inning",
        "pa_depth",
        "park_wheel",
        "save_entry",
        "seen",
        "work_key",
    )

    def __init__(self, park_wheel: int) -> None:
        self.hit_run = False
        """The hit-and-run is on for this PA."""
        self.align = 0
        """Defensive alignment for this PA: 0 normal, 1 infield in, 2 corners in."""
        self.seen: set[int] = set()
        """Runners who have had their first steal opportunity of the game (the +/- Jump marks)."""
        self.jump1_done: set[int] = set()
        self.bunt_hit_used: set[int] = set()
        self.first_inning: dict[int, int] = {}
        """Pitcher -> the inning he faced his first batter in (for /IN-PLAY/)."""
        self.innings: dict[int, int] = {}
        """Pitcher -> innings he has appeared in (each counts as one, whatever the outs)."""
        self.last_inning: dict[int, int] = {}
        self.save_entry: set[int] = set()
        """Relievers with a save marker who entered in a save situation."""
        self.deck: list[int] = []
        """Fast Action Cards left in the deck (indices into tables.FAC_DECK)."""
        self.park_wheel = park_wheel
        """Top of the home ballpark card's WHEEL range."""
        self.work_key = -1
        """Pitcher and inning of the last plate appearance (innings of work are counted once per inning)."""
        self.pa_depth = 0
        """Rare plays that roll again nest; this guards the recursion."""
