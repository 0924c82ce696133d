"""Optional per-player data that online sources add and Lahman lacks: advanced metrics and platoon splits.

A player imported from the embedded Lahman data has ``extras is None`` and ``splits is None``; the pybaseball
source, a Baseball-Reference import or a CSV roster may fill them. Every field is optional: a game that reads
one must fall back to its stat-line rule when it is ``None`` (see docs/sources.md for each field's meaning).
"""

from __future__ import annotations

from dataclasses import dataclass

from dugout.model.stats import BattingLine, RateLine


@dataclass(frozen=True, slots=True)
class Extras:
    """Advanced metrics of one team-season (FanGraphs, Statcast); ``None`` means the source had no value."""

    bsr: float | None = None
    """FanGraphs BsR: base-running runs above average (steals, extra bases, double plays avoided)."""
    def_runs: float | None = None
    """FanGraphs Def: fielding runs above average including the positional adjustment."""
    k_pct: float | None = None
    """Batter strikeouts per plate appearance, 0-1 (FanGraphs K%)."""
    bb_pct: float | None = None
    """Batter walks per plate appearance, 0-1 (FanGraphs BB%)."""
    gb_pct: float | None = None
    """Batter ground balls per ball in play, 0-1 (FanGraphs GB%; recorded from 2002)."""
    sprint_speed: float | None = None
    """Statcast sprint speed in feet per second (from 2015; about 27 is average, 30 elite)."""
    pitcher_k_pct: float | None = None
    """Strikeouts per batter faced as a pitcher, 0-1 (FanGraphs K%)."""
    pitcher_bb_pct: float | None = None
    """Walks per batter faced as a pitcher, 0-1 (FanGraphs BB%)."""
    pitcher_gb_pct: float | None = None
    """Ground balls per ball in play allowed as a pitcher, 0-1 (FanGraphs GB%; from 2002)."""
    sources: tuple[str, ...] = ()
    """Where the values came from, e.g. ``("fangraphs", "statcast")``."""

    def is_empty(self) -> bool:
        """True when no metric is set."""
        return all(getattr(self, f) is None for f in _METRICS)


_METRICS = ("bsr", "def_runs", "k_pct", "bb_pct", "gb_pct", "sprint_speed", "pitcher_k_pct", "pitcher_bb_pct",
            "pitcher_gb_pct")


@dataclass(frozen=True, slots=True)
class Splits:
    """Platoon splits of one team-season as full batting lines.

    ``vs_rhp``/``vs_lhp`` are the player's own lines as a batter against right- and left-handed pitchers;
    ``vs_rhb``/``vs_lhb`` are the lines opposing right- and left-handed batters hit against him as a pitcher.
    """

    vs_rhp: BattingLine | None = None
    vs_lhp: BattingLine | None = None
    vs_rhb: BattingLine | None = None
    vs_lhb: BattingLine | None = None
    source: str = ""
    """Where the lines came from (``bref`` for Baseball-Reference split pages, ``csv``)."""


def batting_split(splits: Splits | None, pitcher_throws: str) -> BattingLine | None:
    """A batter's line against pitchers who throw ``pitcher_throws`` (L or R), if the source had it.

    >>> s = Splits(vs_lhp=BattingLine(pa=100, ab=90, h=30))
    >>> batting_split(s, "L").h, batting_split(s, "R")
    (30, None)
    """
    if splits is None:
        return None
    return splits.vs_lhp if pitcher_throws == "L" else splits.vs_rhp


def pitching_split(splits: Splits | None, batter_bats: str, pitcher_throws: str = "R") -> BattingLine | None:
    """Opponents' line against a pitcher for batters who bat ``batter_bats`` (L, R, or S).

    A switch hitter bats from the side opposite the pitcher's arm, so he counts as L against a righty.
    """
    if splits is None:
        return None
    side = batter_bats
    if side == "S":
        side = "L" if pitcher_throws == "R" else "R"
    return splits.vs_lhb if side == "L" else splits.vs_rhb


def split_rates(line: BattingLine | None, overall: RateLine | None, regress_pa: float = 0.0) -> RateLine | None:
    """Per-PA rates of a split line, optionally shrunk toward ``overall`` by ``regress_pa`` phantom PA.

    With ``regress_pa = 0`` the split's own rates come back unchanged; a game that wants the split only as a
    deviation from the season line passes a regression constant (the digests suggest 1000-2200 PA).

    >>> r = split_rates(BattingLine(pa=10, ab=10, h=5), RateLine(out=1.0), regress_pa=10)
    >>> round(r.single, 2), round(r.out, 2)
    (0.25, 0.75)
    """
    if line is None or line.pa <= 0:
        return None
    own = line.rates()
    if own is None:
        return None
    if overall is None or regress_pa <= 0:
        return own
    w = line.pa / (line.pa + regress_pa)
    a, b = own.as_dict(), overall.as_dict()
    return RateLine(**{k: w * a[k] + (1 - w) * b[k] for k in a}).normalized()
