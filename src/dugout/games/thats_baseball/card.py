"""That's Baseball's card: what ``ratings`` makes of a player and the plate appearance and the sheets read."""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any


@dataclass(frozen=True, slots=True)
class TBCard:
    """A That's Baseball rating card."""

    aba: int
    """Adjusted batting average, 24..32."""
    pan: int
    """Pitching adjustment number, -1 (best) .. +1."""
    pitcher_chart: bool
    """True when he bats on the pitcher at-bat chart (pitchers, in games without the DH)."""
    is_pitcher: bool
    avg: float | None
    """The batting average the ABA came from."""
    era: float | None
    """The ERA the PAN came from."""

    def __reduce__(self) -> tuple[type[TBCard], tuple[Any, ...]]:
        # (a compiled frozen dataclass cannot be unpickled field by field: it is rebuilt from its fields)
        return TBCard, tuple([getattr(self, f.name) for f in fields(self)])
