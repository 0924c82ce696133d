"""Numbers a game stores per Lahman league-season in a module of its own, and the builders that write them.

A stored module keeps its rows in a string ``_ROWS`` (``season;league;runs;team games;value`` for a value the
house rules look up); a builder recomputes every row and replaces only that string, so the module's docstring and
code stay as written. The runs and team games identify the league-season's own numbers: a league of the same
season and name with other totals (a user's own, an edited one) finds no value.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dugout.model.league import LeagueSeason
    from dugout.model.team import Team

ROWS_OPEN = '_ROWS = """\n'
"""Where a stored module's generated rows begin; they end at the next triple quote."""


class SeasonValues:
    """One value per league-season, keyed by season and league and checked against its runs and team games.

    >>> t = SeasonValues("1927;AL;6000;1232;3.10\\n")
    >>> t.get(1927, "AL", 6000, 1232), t.get(1927, "AL", 6001, 1232), t.get(1927, "NL", 6000, 1232)
    (3.1, None, None)
    """

    def __init__(self, rows: str) -> None:
        self._rows = rows

    @cached_property
    def _table(self) -> dict[tuple[int, str], tuple[int, int, float]]:
        out: dict[tuple[int, str], tuple[int, int, float]] = {}
        for line in self._rows.split():
            y, lg, runs, games, value = line.split(";")
            out[(int(y), lg)] = (int(runs), int(games), float(value))
        return out

    def get(self, season: int, league: str, runs: int, team_games: int) -> float | None:
        """The stored value of a league-season with these runs and team games, None when there is none."""
        row = self._table.get((season, league))
        if row is None or row[0] != runs or row[1] != team_games:
            return None
        return row[2]


def with_rows(text: str, rows: list[str]) -> str:
    """The text of a stored module with its rows replaced by ``rows``.

    >>> end = '"' * 3
    >>> with_rows("x = 1\\n" + ROWS_OPEN + "old\\n" + end + "\\n", ["a", "b"]).splitlines()[1:]
    ['_ROWS = ""\"', 'a', 'b', '""\"']
    """
    start = text.index(ROWS_OPEN) + len(ROWS_OPEN)
    end = text.index('"""', start)
    return text[:start] + "".join(row + "\n" for row in rows) + text[end:]


def season_rows(value_of: Callable[[list[Team], LeagueSeason], float], first_season: int,
                log: bool = False, digits: int = 2) -> list[str]:
    """``season;league;runs;team games;value`` for every Lahman league-season from ``first_season`` on, the value
    ``value_of(teams, context)`` written to ``digits`` decimals (each row on stderr with ``log``)."""
    from dugout.sources import lahman

    rows = []
    for season in range(max(first_season, lahman.FIRST_SEASON), lahman.LAST_SEASON + 1):
        for league in lahman.leagues(season):
            teams = lahman.import_league(season, league)
            ctx = teams[0].context
            if ctx is None or not ctx.team_games:
                continue
            rows.append(f"{season};{league};{ctx.runs};{ctx.team_games};{value_of(teams, ctx):.{digits}f}")
            if log:
                print(rows[-1], file=sys.stderr)
    return rows


def write_rows(path: Path, rows: list[str]) -> None:
    """Replace the rows of the stored module at ``path``."""
    path.write_text(with_rows(path.read_text(encoding="utf-8"), rows), encoding="utf-8")
