"""The ballpark card (digest §3.1): Payoff Pitch's ballpark rule, in one place.

A BALLPARK result on the pitcher's card is read on the home team's ballpark card: a fresh d100 of 01..k reads the
batter's WHEELHOUSE section, k+1..99 his IN-PLAY section, and another fresh d100 then reads his card (gap Q6). k
comes from the park's batting park factor; the chart's numbers are ``tables.BALLPARK_*``. The book sends DEFENSE,
RANGE and ERROR results to the ballpark chart too, to decide whether the check gave a hit or an error: the card's
range column (``Ballpark.range_hit``) is ``tables.RANGE_HIT`` times the park factor (``BALLPARK_RANGE_POWER``), its
error column ``tables.ERROR_HIT``. Everything that needs the rule asks here:

- ``state`` gives each game its home park's card (``PPState.park``) and ``play`` reads it (``Ballpark.section``);
- the ratings (``ratings_algebra``, ``ratings_pitcher``) rate every card in a neutral park, where BALLPARK reads
  WHEEL ``NEUTRAL_WHEEL`` of the time and IN-PLAY the rest (``read_shares``, ``blend``);
- ``printing`` prints each team's card on the chart sheet (``Ballpark.wheel``).
"""

from __future__ import annotations

from dataclasses import dataclass

from dugout.games.payoff_pitch import tables as T
from dugout.model.team import Park

#: Share of BALLPARK results that read WHEEL in a neutral park (BPF 100): the park the ratings assume.
NEUTRAL_WHEEL = T.BALLPARK_NEUTRAL_BW


def ballpark_wheel(bpf: int) -> int:
    """The top of the WHEEL range (01..k) of a park card from Lahman's batting park factor.

    >>> ballpark_wheel(100), ballpark_wheel(110), ballpark_wheel(90)
    (30, 40, 22)
    """
    bw = T.BALLPARK_NEUTRAL_BW * (max(T.BALLPARK_BPF_MIN, bpf) / 100) ** T.BALLPARK_BPF_POWER
    bw = min(T.BALLPARK_BW_MAX, max(T.BALLPARK_BW_MIN, bw))
    return int(99 * bw + 0.5)


def ballpark_range(bpf: int) -> tuple[int, ...]:
    """The range column of a park card: a range check is a hit on a d100 up to this, by Range grade A..F.

    >>> ballpark_range(100) == T.RANGE_HIT, ballpark_range(110)
    (True, (17, 24, 33, 42, 51))
    """
    f = (max(T.BALLPARK_BPF_MIN, bpf) / 100) ** T.BALLPARK_RANGE_POWER
    return tuple(min(99, int(x * f + 0.5)) for x in T.RANGE_HIT)


@dataclass(frozen=True, slots=True)
class Ballpark:
    """A ballpark card: WHEEL on 01..``wheel``, IN-PLAY on ``wheel`` + 1..99.

    >>> park = Ballpark("Fenway Park", 104, ballpark_wheel(104))
    >>> park.wheel, park.section(33) == T.WHEEL, park.section(34) == T.INPLAY
    (33, True, True)
    """

    name: str
    bpf: int
    """The batting park factor the card was made from (100 = neutral)."""
    wheel: int
    """The top of the WHEEL range."""
    range_hit: tuple[int, ...] = T.RANGE_HIT
    """Range check: a hit on a d100 up to this, by Range grade (``ballpark_range``)."""
    error_hit: tuple[int, ...] = T.ERROR_HIT
    """Error check: an error on a d100 up to this, by Error rating 1..5."""

    def section(self, v: int) -> int:
        """The pitcher-card label a park-card d100 of ``v`` (1..99) turns BALLPARK into: WHEEL or IN-PLAY."""
        return T.WHEEL if v <= self.wheel else T.INPLAY


def ballpark(park: Park, name: str = "") -> Ballpark:
    """The ballpark card of a team's home park (``name`` when the park has none)."""
    return Ballpark(park.name or name, park.bpf, ballpark_wheel(park.bpf), ballpark_range(park.bpf))


def read_shares(mix: tuple[float, ...], bw: float = NEUTRAL_WHEEL) -> tuple[float, float]:
    """(share of PA reading WHEEL, share reading IN-PLAY) from a pitcher mix's WHEELHOUSE, IN-PLAY and BALLPARK
    results, in a park whose card reads WHEEL ``bw`` of the time (the ratings' neutral park by default)."""
    return mix[T.WHEEL] + bw * mix[T.BALLPARK], mix[T.INPLAY] + (1.0 - bw) * mix[T.BALLPARK]


def blend(wheel: float, in_play: float, bw: float = NEUTRAL_WHEEL) -> float:
    """What one BALLPARK result gives, from what WHEEL gives (``wheel``) and what IN-PLAY gives (``in_play``), in a
    park whose card reads WHEEL ``bw`` of the time (the ratings' neutral park by default)."""
    return bw * wheel + (1 - bw) * in_play
