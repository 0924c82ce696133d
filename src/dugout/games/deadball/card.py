"""The Deadball card: the few numbers the play loop reads, computed once per player, and what the managers read
of it (``batter_value``, ``runner_value``, ``fielder_value``)."""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from dataclasses import dataclass, fields
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from dugout.games.deadball import tables as T

#: Position numbers (1 P … 9 RF) and the bench labels of the league rosters.
POS_NUMBER: dict[str, int] = {"P": 1, "C": 2, "1B": 3, "2B": 4, "3B": 5, "SS": 6, "LF": 7, "CF": 8, "RF": 9}
GROUP_POSITIONS: dict[str, tuple[str, ...]] = {"INF": ("1B", "2B", "3B", "SS"), "OF": ("LF", "CF", "RF"),
                                               "IF": ("1B", "2B", "3B", "SS")}


@dataclass(frozen=True, slots=True)
class DBCard:
    """A Deadball player: Batter Target, Walk Target, hand, Pitch Die and traits.

    ``pd`` and ``traits`` are a ladder index and a bit mask (see ``tables``); the rest is for people.
    """

    bt: int
    """Batter Target (batting average × 100)."""
    wt: int
    """Walk Target (on-base percentage × 100); used with the Walk Target rule."""
    bats: str
    """R, L or S (switch)."""
    throws: str
    pd: int
    """Pitch Die as a ladder index (tables.RUNGS)."""
    traits: int
    """Trait bit mask (tables.TRAIT_BIT)."""
    pmod: int
    """Hit Table modifier of the power traits."""
    positions: int
    """Bit mask of the position numbers he plays in position (1 << 2 for a catcher …)."""
    is_pitcher: bool
    ft_bat: tuple[int, int, int, int, int] | None = None
    """Five Tool hitter ratings: power, contact, eye, speed, defense."""
    ft_pit: tuple[int, int, int, int, int] | None = None
    """Five Tool pitcher ratings: fastball, change up, breaking ball, command, batting."""
    steal_rate: float = 0.05
    """Steal attempts per plate appearance spent on first with second open (manager's tendency)."""
    sac_rate: float = 0.0
    """Share of sacrifice situations in which he bunts (manager's tendency)."""
    ibb_rate: float = 0.0
    """Share of the situations that invite an intentional walk (first base open, a runner in scoring position, one
    or two out, a close game, a weaker man on deck) in which he is walked intentionally, from his real intentional
    walks."""
    ibb_factor: float = 1.0
    """A pitcher's real intentional walks per batter faced against the league's (shrunk toward 1): how readily
    his manager walked batters intentionally while he pitched."""
    avg: float | None = None
    obp: float | None = None
    era: float | None = None
    source: str = "stats"
    """Where the ratings came from: stats, native, estimates or default (overrides are noted as +override)."""

    def __reduce__(self) -> tuple[type[DBCard], tuple[Any, ...]]:
        # (a compiled frozen dataclass cannot be unpickled field by field: it is rebuilt from its fields)
        return DBCard, tuple([getattr(self, f.name) for f in fields(self)])

    @property
    def pd_label(self) -> str:
        """The Pitch Die as printed (d8, -d4 …)."""
        return T.RUNG_LABELS[self.pd]

    @property
    def trait_list(self) -> tuple[str, ...]:
        """Trait names in display order."""
        return T.trait_names(self.traits)

    def has(self, trait: str) -> bool:
        """True when the card carries the named trait."""
        return bool(self.traits & T.TRAIT_BIT[trait])

    def plays(self, pos: str) -> bool:
        """True when he plays ``pos`` in position."""
        n = POS_NUMBER.get(pos)
        return n is not None and bool(self.positions >> n & 1)

    def shiftable(self, pitcher_throws: str) -> bool:
        """True when the defense may shift against him (p.27, with every trait rule in play): a Power Hitter or a
        Free Swinger who bats left, or a switch hitter facing a right-hander."""
        if not self.traits & (T.P1 | T.P2 | T.CM):
            return False
        return self.bats == "L" or (self.bats == "S" and pitcher_throws == "R")


def round_half_up(x: float | Decimal, places: int = 0) -> Decimal:
    """Round half up (the rulebook's rounding), never to even.

    >>> str(round_half_up(66.5)), str(round_half_up(0.2555, 3))
    ('67', '0.256')
    """
    q = Decimal(1).scaleb(-places)
    return Decimal(str(x)).quantize(q, ROUND_HALF_UP)


def target(rate: float) -> int:
    """A Batter or Walk Target from a rate: the three-decimal rate, then its first two digits rounded half up.

    >>> target(0.256), target(0.292), target(0.2544), target(0.2549)
    (26, 29, 25, 26)
    """
    r3 = round_half_up(rate, 3)
    return int(round_half_up(r3 * 100))


def position_mask(positions: list[str] | tuple[str, ...] | set[str]) -> int:
    """The bit mask of position names, bench groups (INF, OF) expanded.

    >>> position_mask(["SS"]) == 1 << 6, position_mask(["OF"]) == (1 << 7 | 1 << 8 | 1 << 9)
    (True, True)
    """
    out = 0
    for p in positions:
        for q in GROUP_POSITIONS.get(p, (p,)):
            n = POS_NUMBER.get(q)
            if n is not None:
                out |= 1 << n
    return out


def batter_value(card: DBCard) -> float:
    """A batter's strength for pinch hitters and replacements: BT, part of the walk window, the power traits."""
    return (card.bt + 0.4 * (card.wt - card.bt) + 1.5 * card.pmod) / 100


def runner_value(card: DBCard, traits: int) -> float:
    """Running speed for pinch runners: S+ 1, S- 0, everyone else 0.5 (the traits count with every trait rule,
    ``traits`` being the ``tables.TRAIT_MODES`` value of option ``trait-rules``)."""
    if traits == T.TRAITS_FULL:
        return 1.0 if card.traits & T.SP else 0.0 if card.traits & T.SM else 0.5
    return 0.5


def fielder_value(card: DBCard, pos: str, traits: int) -> float:
    """Fielding at a position for defensive replacements: D+ 1, in position 0.6, D- or out of position 0.2
    (0.6 for everyone without trait rules)."""
    if not traits:
        return 0.6
    if not card.positions >> POS_NUMBER.get(pos, 0) & 1 or card.traits & T.DM:
        return 0.2
    return 1.0 if card.traits & T.DP else 0.6
