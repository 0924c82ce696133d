"""ABA and PAN from the roster model (digest §1, §5.1): Decimal rounding half-up, as printed."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from dugout.model.player import Player
from dugout.model.team import Team

GAME = "thats-baseball"


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


def aba_from(h: int, ab: int) -> int | None:
    """ABA from hits and at-bats; None without at-bats.

    >>> [aba_from(h, 1000) for h in (255, 259, 250, 254, 311, 318, 234, 330)]
    [26, 26, 25, 25, 31, 32, 24, 32]
    """
    if ab <= 0:
        return None
    avg3 = (Decimal(h) / Decimal(ab)).quantize(Decimal("0.001"), ROUND_HALF_UP)
    v = int((avg3 * 100).quantize(Decimal(1), ROUND_HALF_UP))
    return max(24, min(32, v))


def aba_from_avg(avg: float) -> int:
    """ABA from a batting average given as a number (estimates of invented players)."""
    v = int((Decimal(str(round(avg, 3))) * 100).quantize(Decimal(1), ROUND_HALF_UP))
    return max(24, min(32, v))


def pan_from_era(era: Decimal | float | None) -> int:
    """PAN from an ERA: ≤ 3.49 → -1, 3.50-4.49 → 0, ≥ 4.50 → +1 (no ERA → +1, digest gap 24).

    >>> [pan_from_era(x) for x in (3.17, 3.76, 3.74, 4.12, 3.49, 3.50, 4.49, 4.50)]
    [-1, 0, 0, 0, -1, 0, 0, 1]
    """
    if era is None:
        return 1
    e = Decimal(str(era)).quantize(Decimal("0.01"), ROUND_HALF_UP)
    if e <= Decimal("3.49"):
        return -1
    return 0 if e <= Decimal("4.49") else 1


def era_decimal(er: int, ipouts: int) -> Decimal | None:
    """ERA as 27·ER/IPouts rounded half-up to two places; None without outs."""
    if ipouts <= 0:
        return None
    return (Decimal(27 * er) / Decimal(ipouts)).quantize(Decimal("0.01"), ROUND_HALF_UP)


def rate(player: Player, team: Team) -> TBCard:
    """The That's Baseball card of a player; hand-written overrides (``aba``, ``pan``) win."""
    b = player.batting
    avg: float | None = None
    aba: int | None = None
    if b is not None and b.ab > 0:
        aba = aba_from(b.h, b.ab)
        avg = b.h / b.ab
    elif player.estimates is not None and player.estimates.batting is not None:
        avg = player.estimates.batting.avg
        aba = aba_from_avg(avg)
    era: float | None = None
    pl = player.pitching
    if pl is not None and pl.ipouts > 0:
        e = era_decimal(pl.er, pl.ipouts)
        era = float(e) if e is not None else None
        pan = pan_from_era(e)
    elif player.estimates is not None and player.estimates.era is not None:
        era = player.estimates.era
        pan = pan_from_era(era)
    else:
        pan = 1
    is_p = player.is_pitcher
    over: dict[str, Any] = player.overrides.get(GAME, {})
    if "aba" in over:
        aba = int(over["aba"])
    if "pan" in over:
        pan = int(over["pan"])
    pitcher_chart = bool(over.get("pitcher_chart", is_p))
    if aba is None:
        aba = 24  # digest gap 4: a non-pitcher without at-bats
    return TBCard(aba=aba, pan=pan, pitcher_chart=pitcher_chart, is_pitcher=is_p, avg=avg, era=era)
