"""The fidelity a card game is held to (issue 17's targets), and how an atlas meets them: the measures of each
league-season that miss their target, and per decade how many league-seasons meet each one.

The targets are data (``TARGETS``): each names an atlas measure (``atlas.MEASURES``), how it is judged (a ratio
within a tolerance of 1, an error at most, a correlation or share at least) and the seasons it applies to. The
nineteenth century's records are thinner, so before 1901 only the runs, the relief and the starts are held to
account, with wider tolerances.

>>> row = {"league_r_per_g_ratio": 1.05, "league_hr_pa_ratio": 0.99, "team_r_per_g_mae": 0.31}
>>> [m.text for m in misses(1884, row)], [m.text for m in misses(1984, row)]
([], ['R/G 1.050', 'team R/G MAE 0.310'])
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

#: The first season the modern targets apply to (before it, the nineteenth century's).
MODERN_FROM = 1901


@dataclass(frozen=True, slots=True)
class Target:
    """One target: ``measure`` judged by ``kind`` against ``bound`` in seasons ``first``..``last``.

    ``kind``: ``"ratio"`` (within ``bound`` of 1), ``"max"`` (at most ``bound``), ``"min"`` (at least ``bound``).
    """

    name: str
    measure: str
    kind: str
    bound: float
    first: int = 0
    last: int = 9999
    words: str = ""
    """The target in words where the measure's own name would not say it."""
    dice: str = ""
    """The measure holding the standard deviation the dice alone give this one (``fidelity.dice_spread``), where
    it is known: then ``chance`` tells how often exact cards would meet the target."""
    dice_center: str = ""
    """The measure holding what exact cards would reach on average (a ratio's is 1)."""

    def applies(self, season: int) -> bool:
        return self.first <= season <= self.last

    def met(self, value: float) -> bool:
        if self.kind == "ratio":
            return abs(value - 1) <= self.bound + 1e-9
        if self.kind == "max":
            return value <= self.bound + 1e-9
        return value >= self.bound - 1e-9

    def chance(self, row: Mapping[str, float]) -> float | None:
        """How often cards that reproduce every player exactly (only the dice between them and the real season)
        would meet this target over the row's replays, in a normal approximation; None where the row does not say
        how far the dice move the measure."""
        sd = _value(row, self.dice) if self.dice else None
        center = _value(row, self.dice_center) if self.dice_center else 1.0
        if sd is None or center is None or sd <= 0:
            return None
        if self.kind == "ratio":
            return _phi((1 + self.bound - center) / sd) - _phi((1 - self.bound - center) / sd)
        if self.kind == "max":
            return _phi((self.bound - center) / sd)
        return 1 - _phi((self.bound - center) / sd)

    def describe(self) -> str:
        """The target in words, as the tables print it."""
        span = (f"from {self.first}" if self.last == 9999 else f"to {self.last}") if self.first or self.last != 9999 \
            else "every season"
        if self.words:
            return f"{self.words} ({span})"
        if self.kind == "ratio":
            return f"{self.name} within {self.bound:.0%} of real ({span})"
        return f"{self.name} {'≤' if self.kind == 'max' else '≥'} {self.bound:g} ({span})"


def _phi(z: float) -> float:
    """The standard normal distribution function."""
    return 0.5 * math.erfc(-z / math.sqrt(2))


TARGETS: tuple[Target, ...] = (
    Target("R/G", "league_r_per_g_ratio", "ratio", 0.04, MODERN_FROM),
    Target("R/G", "league_r_per_g_ratio", "ratio", 0.06, last=MODERN_FROM - 1),
    Target("HR", "league_hr_pa_ratio", "ratio", 0.06, MODERN_FROM, dice="league_hr_pa_dice_sd"),
    Target("BB", "league_bb_pa_ratio", "ratio", 0.06, MODERN_FROM, dice="league_bb_pa_dice_sd"),
    Target("SO", "league_so_pa_ratio", "ratio", 0.06, MODERN_FROM, dice="league_so_pa_dice_sd"),
    Target("team R/G MAE", "team_r_per_g_mae", "max", 0.25, MODERN_FROM),
    Target("team R/G MAE", "team_r_per_g_mae", "max", 0.40, last=MODERN_FROM - 1),
    Target("team BA MAE", "team_ba_mae", "max", 0.006, MODERN_FROM),
    Target("OPS r", "player_ops_r", "min", 0.93, MODERN_FROM, dice="player_ops_r_dice_sd",
           dice_center="player_ops_r_dice"),
    Target("relief", "league_relief_per_g_ratio", "ratio", 0.25,
           words="relief appearances per team-game within 25% of real"),
    # every regular starter's starts within 15 % of his real ones
    Target("GS", "starter_gs_within_15", "min", 1.0, words="every regular starter's GS within 15% of real"),
)
#: The targets' names in table order (a name may have one target per era).
NAMES: tuple[str, ...] = tuple(dict.fromkeys(t.name for t in TARGETS))


@dataclass(frozen=True, slots=True)
class Miss:
    """A measure of a league-season off its target."""

    target: Target
    value: float
    ceiling: float | None = None
    """For the OPS correlation: what cards that reproduce every player exactly would reach with the same dice."""
    chance: float | None = None
    """How often such exact cards would meet the target with the same dice (``Target.chance``), where known."""

    @property
    def text(self) -> str:
        digits = 4 if self.target.measure == "team_ba_mae" else 3
        out = f"{self.target.name} {self.value:.{digits}f}"
        notes = []
        if self.ceiling is not None:
            notes.append(f"dice ceiling {self.ceiling:.3f}")
        if self.chance is not None:
            notes.append(f"exact cards meet it {self.chance:.0%}")
        return out + (f" ({', '.join(notes)})" if notes else "")


def _value(row: Mapping[str, float], measure: str) -> float | None:
    v = row.get(measure)
    if v is None or (isinstance(v, float) and math.isnan(v)):
        return None
    return float(v)


def misses(season: int, row: Mapping[str, float]) -> list[Miss]:
    """The targets a league-season's measures miss (a measure the season lacks is not judged)."""
    out = []
    for t in TARGETS:
        v = _value(row, t.measure)
        if v is None or not t.applies(season) or t.met(v):
            continue
        ceiling = _value(row, "player_ops_r_dice") if t.measure == "player_ops_r" else None
        out.append(Miss(t, v, ceiling, t.chance(row)))
    return out


@dataclass(frozen=True, slots=True)
class DiceOdds:
    """What the dice alone do to an atlas: over the targets whose dice spread its rows know (``Target.dice``),
    judged where they apply, the misses cards that reproduce every player exactly would be expected to make, and
    how often they would meet every one of them."""

    judged: int
    expected_misses: float
    all_met: float
    misses: int
    """The misses the replayed cards made on those same targets."""
    names: tuple[str, ...] = ()
    """The targets judged, by name, in table order."""


def dice_odds(rows: Iterable[tuple[int, Mapping[str, float]]]) -> DiceOdds:
    """The atlas's ``DiceOdds`` (each league-season's replays are independent, so the chances multiply)."""
    judged = misses_ = 0
    expected = 0.0
    every = 1.0
    names: set[str] = set()
    for season, row in rows:
        for t in TARGETS:
            v = _value(row, t.measure)
            p = t.chance(row)
            if v is None or p is None or not t.applies(season):
                continue
            judged += 1
            names.add(t.name)
            misses_ += not t.met(v)
            expected += 1 - p
            every *= p
    return DiceOdds(judged, expected, every, misses_, tuple(n for n in NAMES if n in names))


@dataclass(frozen=True, slots=True)
class DecadeRow:
    """Per decade: league-seasons, and per target name (met, judged); those meeting every target judged."""

    decade: int
    seasons: int
    met: dict[str, tuple[int, int]]
    all_met: int
    mean_r_miss: float
    """Mean |R/G sim ÷ real − 1| over its league-seasons."""

    @property
    def label(self) -> str:
        return f"{self.decade}s"


def decades(rows: Iterable[tuple[int, Mapping[str, float]]]) -> list[DecadeRow]:
    """The decade table of (season, measures) rows."""
    by: dict[int, list[tuple[int, Mapping[str, float]]]] = {}
    for season, m in rows:
        by.setdefault(season // 10 * 10, []).append((season, m))
    out = []
    for decade in sorted(by):
        group = by[decade]
        met = {n: [0, 0] for n in NAMES}
        every = 0
        r_miss = []
        for season, m in group:
            for t in TARGETS:
                v = _value(m, t.measure)
                if v is None or not t.applies(season):
                    continue
                met[t.name][1] += 1
                met[t.name][0] += t.met(v)
            every += not misses(season, m)
            r = _value(m, "league_r_per_g_ratio")
            if r is not None:
                r_miss.append(abs(r - 1))
        out.append(DecadeRow(decade, len(group), {n: (a, b) for n, (a, b) in met.items()}, every,
                             sum(r_miss) / len(r_miss) if r_miss else math.nan))
    return out


def totals(table: Sequence[DecadeRow]) -> DecadeRow:
    """The decade table's sum (decade 0)."""
    met = {n: (sum(r.met[n][0] for r in table), sum(r.met[n][1] for r in table)) for n in NAMES}
    n = sum(r.seasons for r in table)
    known = [(r.mean_r_miss, r.seasons) for r in table if not math.isnan(r.mean_r_miss)]
    mean = sum(v * k for v, k in known) / sum(k for _, k in known) if known else math.nan
    return DecadeRow(0, n, met, sum(r.all_met for r in table), mean)


def cell(pair: tuple[int, int]) -> str:
    """``met/judged``, or a dash where no league-season of the group was judged."""
    return f"{pair[0]}/{pair[1]}" if pair[1] else "—"
