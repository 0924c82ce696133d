"""Stat lines (batting, pitching, fielding) and per-plate-appearance rate lines.

Field names follow Lahman's columns in lower case (``b2`` and ``b3`` for doubles and triples). Every line
carries ``imputed``: the names of fields a source lacked and an importer estimated from the league-season.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

#: The outcome keys of a RateLine that partition a plate appearance (``ibb`` is a part of ``bb``).
PA_OUTCOMES: tuple[str, ...] = ("single", "double", "triple", "hr", "bb", "hbp", "so", "sh", "sf", "gidp", "out")


@dataclass(frozen=True, slots=True)
class BattingLine:
    """A season batting line for one team (a traded player has one line per team)."""

    g: int = 0
    pa: int = 0
    ab: int = 0
    r: int = 0
    h: int = 0
    b2: int = 0
    b3: int = 0
    hr: int = 0
    rbi: int = 0
    bb: int = 0
    ibb: int = 0
    hbp: int = 0
    so: int = 0
    sh: int = 0
    sf: int = 0
    gidp: int = 0
    sb: int = 0
    cs: int = 0
    imputed: tuple[str, ...] = ()
    """Fields whose values were estimated because the source did not record them."""

    @property
    def singles(self) -> int:
        """Hits that were not for extra bases."""
        return self.h - self.b2 - self.b3 - self.hr

    @property
    def tb(self) -> int:
        """Total bases."""
        return self.h + self.b2 + 2 * self.b3 + 3 * self.hr

    @property
    def avg(self) -> float:
        """Batting average (0 when there are no at-bats).

        >>> round(BattingLine(ab=540, h=192).avg, 3)
        0.356
        """
        return self.h / self.ab if self.ab else 0.0

    @property
    def obp(self) -> float:
        """On-base percentage by the official formula."""
        d = self.ab + self.bb + self.hbp + self.sf
        return (self.h + self.bb + self.hbp) / d if d else 0.0

    @property
    def slg(self) -> float:
        """Slugging percentage."""
        return self.tb / self.ab if self.ab else 0.0

    @property
    def ops(self) -> float:
        """On-base plus slugging."""
        return self.obp + self.slg

    def rates(self) -> RateLine | None:
        """Per-PA outcome rates, or None when the line has no plate appearances."""
        if self.pa <= 0:
            return None
        pa = self.pa
        other = max(0, self.ab - self.h - self.so - self.gidp)
        return RateLine(
            single=self.singles / pa, double=self.b2 / pa, triple=self.b3 / pa, hr=self.hr / pa,
            bb=self.bb / pa, ibb=self.ibb / pa, hbp=self.hbp / pa, so=self.so / pa, sh=self.sh / pa,
            sf=self.sf / pa, gidp=self.gidp / pa, out=other / pa,
        ).normalized()

    def __add__(self, other: BattingLine) -> BattingLine:
        vals = {f.name: getattr(self, f.name) + getattr(other, f.name) for f in fields(self) if f.name != "imputed"}
        return BattingLine(**vals, imputed=tuple(sorted(set(self.imputed) | set(other.imputed))))


@dataclass(frozen=True, slots=True)
class PitchingLine:
    """A season pitching line for one team."""

    w: int = 0
    l: int = 0
    g: int = 0
    gs: int = 0
    cg: int = 0
    sho: int = 0
    sv: int = 0
    gf: int = 0
    ipouts: int = 0
    bfp: int = 0
    h: int = 0
    r: int = 0
    er: int = 0
    hr: int = 0
    bb: int = 0
    ibb: int = 0
    hbp: int = 0
    so: int = 0
    wp: int = 0
    bk: int = 0
    gidp: int = 0
    """Double plays grounded into by the batters he faced (Lahman records them from 1973)."""
    imputed: tuple[str, ...] = ()
    """Fields whose values were estimated because the source did not record them."""

    @property
    def ip(self) -> float:
        """Innings pitched as a number (outs / 3)."""
        return self.ipouts / 3

    @property
    def era(self) -> float | None:
        """Earned run average, None with no outs recorded.

        >>> PitchingLine(ipouts=27, er=3).era
        3.0
        """
        return 27 * self.er / self.ipouts if self.ipouts else None

    @property
    def batters_faced(self) -> int:
        """BFP, or an estimate (outs + H + BB + HBP) when the source lacks it."""
        return self.bfp or (self.ipouts + self.h + self.bb + self.hbp)

    def __add__(self, other: PitchingLine) -> PitchingLine:
        vals = {f.name: getattr(self, f.name) + getattr(other, f.name) for f in fields(self) if f.name != "imputed"}
        return PitchingLine(**vals, imputed=tuple(sorted(set(self.imputed) | set(other.imputed))))


@dataclass(frozen=True, slots=True)
class FieldingLine:
    """Fielding at one position for one team-season."""

    g: int = 0
    gs: int = 0
    inn_outs: int = 0
    po: int = 0
    a: int = 0
    e: int = 0
    dp: int = 0
    pb: int = 0
    sb: int = 0
    cs: int = 0
    imputed: tuple[str, ...] = ()
    """Fields whose values were estimated because the source did not record them."""

    @property
    def chances(self) -> int:
        """Total chances (PO + A + E)."""
        return self.po + self.a + self.e

    @property
    def fpct(self) -> float | None:
        """Fielding percentage, None with no chances."""
        tc = self.chances
        return (self.po + self.a) / tc if tc else None

    def __add__(self, other: FieldingLine) -> FieldingLine:
        vals = {f.name: getattr(self, f.name) + getattr(other, f.name) for f in fields(self) if f.name != "imputed"}
        return FieldingLine(**vals, imputed=tuple(sorted(set(self.imputed) | set(other.imputed))))


@dataclass(frozen=True, slots=True)
class RateLine:
    """Per-plate-appearance outcome rates.

    ``single`` … ``out`` partition a PA and sum to 1; ``ibb`` is the part of ``bb`` that was intentional;
    ``out`` holds the outs that are neither strikeouts nor GIDP nor sacrifices.
    """

    single: float = 0.0
    double: float = 0.0
    triple: float = 0.0
    hr: float = 0.0
    bb: float = 0.0
    ibb: float = 0.0
    hbp: float = 0.0
    so: float = 0.0
    sh: float = 0.0
    sf: float = 0.0
    gidp: float = 0.0
    out: float = 0.0

    def total(self) -> float:
        """Sum of the partitioning outcomes (1 for a normalized line)."""
        return sum(getattr(self, k) for k in PA_OUTCOMES)

    def normalized(self) -> RateLine:
        """The same line scaled so the partitioning outcomes sum to exactly 1."""
        t = self.total()
        if t <= 0:
            raise ValueError("a rate line needs at least one outcome")
        if abs(t - 1.0) < 1e-12:
            return self
        vals = {k: getattr(self, k) / t for k in PA_OUTCOMES}
        return RateLine(**vals, ibb=self.ibb / t)

    @property
    def hits(self) -> float:
        """Hits per PA."""
        return self.single + self.double + self.triple + self.hr

    @property
    def avg(self) -> float:
        """Expected batting average (hits per at-bat)."""
        ab = 1.0 - self.bb - self.hbp - self.sh - self.sf
        return self.hits / ab if ab > 0 else 0.0

    @property
    def obp(self) -> float:
        """Expected on-base percentage (official formula)."""
        d = 1.0 - self.sh
        return (self.hits + self.bb + self.hbp) / d if d > 0 else 0.0

    @property
    def slg(self) -> float:
        """Expected slugging percentage."""
        ab = 1.0 - self.bb - self.hbp - self.sh - self.sf
        tb = self.single + 2 * self.double + 3 * self.triple + 4 * self.hr
        return tb / ab if ab > 0 else 0.0

    def as_dict(self) -> dict[str, float]:
        """The rates keyed by field name."""
        return {f.name: getattr(self, f.name) for f in fields(self)}
