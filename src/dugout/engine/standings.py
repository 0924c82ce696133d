"""Standings as a fan reads them: by league and division, games behind, home and road records, the real record.

A season of whole league-seasons (``2016:AL 2016:NL``) is grouped by league and, from 1969, division, as Lahman
records them (``Team.league``, ``Team.division``); any other set of teams is one table. Games behind counts from
the group's leader: half the sum of the win and loss differences.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dugout.engine.season import TeamSeason
    from dugout.model.team import Team

#: Lahman's division ids, in the order the standings print them.
DIVISIONS = {"E": "East", "C": "Central", "W": "West"}


def pct_text(w: int, l: int) -> str:
    """A winning percentage as the sports page prints it.

    >>> pct_text(2, 1), pct_text(3, 0), pct_text(0, 0)
    ('.667', '1.000', '.000')
    """
    d = w + l
    p = w / d if d else 0.0
    return f"{p:.3f}" if p >= 1 else f"{p:.3f}"[1:]


def games_behind(leader: TeamSeason, ts: TeamSeason) -> float:
    """Games behind the leader: half the win difference plus half the loss difference."""
    return ((leader.w - ts.w) + (ts.l - leader.l)) / 2


def gb_text(gb: float) -> str:
    """``-`` for the leader, else ``3``, ``4.5``, ``½`` spelled as ``.5``.

    >>> gb_text(0), gb_text(3.0), gb_text(0.5), gb_text(-1.5)
    ('-', '3', '.5', '+1.5')
    """
    if gb == 0:
        return "-"
    text = f"{abs(gb):g}".lstrip("0") if abs(gb) < 1 else f"{abs(gb):g}"
    return ("+" if gb < 0 else "") + text


def order(teams: Iterable[TeamSeason]) -> list[TeamSeason]:
    """Teams by winning percentage, then run differential, then name."""
    return sorted(teams, key=lambda t: (-t.pct, -(t.rs - t.ra), t.gt.name))


@dataclass(frozen=True, slots=True)
class Group:
    """One table of the standings: a league, a division of it, or every team."""

    league: str
    division: str
    teams: tuple[TeamSeason, ...]
    """In standings order, leader first."""

    @property
    def title(self) -> str:
        """``AL East``, ``NL`` or empty (one table of every team)."""
        return " ".join(x for x in (self.league, DIVISIONS.get(self.division, self.division)) if x)

    def gb(self, ts: TeamSeason) -> float:
        """Games behind this group's leader."""
        return games_behind(self.teams[0], ts)


def groups(teams: Sequence[TeamSeason], by_league: bool) -> list[Group]:
    """The standings' tables: by league then division when ``by_league`` (leagues by name, divisions East,
    Central, West), else one table of every team."""
    if not by_league:
        return [Group("", "", tuple(order(teams)))]
    keyed: dict[tuple[str, str], list[TeamSeason]] = {}
    for ts in teams:
        t = ts.gt.team
        keyed.setdefault((t.league, t.division), []).append(ts)
    rank = {d: i for i, d in enumerate(DIVISIONS)}
    keys = sorted(keyed, key=lambda k: (k[0], rank.get(k[1], len(rank)), k[1]))
    return [Group(lg, div, tuple(order(keyed[(lg, div)]))) for lg, div in keys]


def league_groups(teams: Sequence[Team]) -> list[list[int]] | None:
    """The teams' indices by league when they are whole league-seasons of one season (one season, a league for
    every team, at least two teams in each league), else None.

    >>> from dugout.model.team import Team
    >>> league_groups([Team("A", "A", 2016, "AL"), Team("B", "B", 2016, "NL"), Team("C", "C", 2016, "AL"),
    ...                Team("D", "D", 2016, "NL")])
    [[0, 2], [1, 3]]
    >>> league_groups([Team("A", "A", 2016, "AL"), Team("B", "B", 1927, "AL")]) is None
    True
    """
    seasons = {t.season for t in teams}
    out: dict[str, list[int]] = {}
    for i, t in enumerate(teams):
        out.setdefault(t.league, []).append(i)
    if len(seasons) != 1 or None in seasons or "" in out or min(len(v) for v in out.values()) < 2:
        return None
    return [out[k] for k in sorted(out)]


def by_league(teams: Sequence[TeamSeason]) -> bool:
    """Whether a season's teams are whole league-seasons to group by league (``league_groups``)."""
    return league_groups([ts.gt.team for ts in teams]) is not None
