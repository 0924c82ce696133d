"""Resolve what a user types where a roster is expected: a file, SEASON:TEAM, or a bundled team's name."""

from __future__ import annotations

import difflib
import logging
import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from pathlib import Path

from dugout import jsondata
from dugout.errors import DugoutError, UnknownTeamError
from dugout.model.io import load_playable
from dugout.model.team import Team
from dugout.paths import rosters_dir, samples_dir

log = logging.getLogger("dugout")
_FRESH: ContextVar[bool] = ContextVar("dugout_fresh_imports", default=False)


@contextmanager
def fresh_imports(on: bool = True) -> Iterator[None]:
    """Within the block, ``SEASON:TEAM`` imports from Lahman even when ``./rosters`` holds a copy of that team
    (the command line's ``--fresh``)."""
    token = _FRESH.set(on)
    try:
        yield
    finally:
        _FRESH.reset(token)


def saved_copy(season: int, query: str) -> Path | None:
    """The user's roster file of a Lahman team (``./rosters/1975-CIN.json`` for ``1975:CIN`` or ``1975:Reds``),
    if there is one."""
    from dugout.sources import lahman

    path = rosters_dir() / f"{season}-{lahman.find_team(season, query)}.json"
    return path if path.is_file() else None


_SEASON_TEAM = re.compile(r"^\s*(\d{4})\s*:\s*(.+?)\s*$")


@cache
def _roster_entry(path: str, mtime_ns: int) -> tuple[str, str] | None:
    """(name, id) of a roster file (cached by its modification time), None if it is not a roster."""
    try:
        t = jsondata.loads(Path(path).read_text(encoding="utf-8"))["team"]
        return str(t["name"]), str(t["id"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _index(folder: Path) -> list[tuple[str, str, str]]:
    """(name, id, path) of every roster file in the folder and its sub-folders."""
    out = []
    for f in sorted(folder.rglob("*.json")) if folder.is_dir() else ():
        try:
            entry = _roster_entry(str(f), f.stat().st_mtime_ns)
        except OSError:
            continue
        if entry is not None:
            out.append((entry[0], entry[1], str(f)))
    return out


def bundled_teams() -> list[tuple[str, str, str]]:
    """(name, id, path) of the rosters found by name: the user's (``./rosters``) first, then the samples shipped
    with dugout."""
    return _index(rosters_dir()) + _index(samples_dir())


def find_bundled(query: str) -> Path | None:
    """The bundled roster whose team name or id matches the query (case-insensitive), if any."""
    q = " ".join(query.lower().split())
    idx = bundled_teams()
    exact = [p for n, i, p in idx if q in (n.lower(), i.lower())]
    if len(exact) >= 1:
        return Path(exact[0])
    partial = [(n, p) for n, i, p in idx if q in n.lower().split() or n.lower().endswith(" " + q)
               or n.lower().startswith(q + " ")]
    if len(partial) == 1:
        return Path(partial[0][1])
    if len(partial) > 1:
        raise UnknownTeamError(f"{query!r} matches several bundled teams: {', '.join(n for n, _ in partial)}")
    return None


def resolve_roster(arg: str) -> Team:
    """Load a roster from a file path (JSON, or a CSV in ``dugout csv-template``'s form), import ``SEASON:TEAM`` from Lahman (or use the user's copy in
    ``./rosters`` when there is one, saying so, unless ``fresh_imports``), or find a bundled team by name."""
    if not arg.strip():
        raise DugoutError("expected a team (a roster file, SEASON:TEAM such as 1927:NYY, or a bundled team's name), "
                          "got an empty argument")
    m = _SEASON_TEAM.match(arg)
    if m and not Path(arg).exists():
        from dugout.sources import lahman

        season, query = int(m.group(1)), m.group(2)
        copy = None if _FRESH.get() else saved_copy(season, query)
        if copy is not None:
            log.info("%s: using %s (--fresh imports it again)", arg.strip(), copy)
            return load_playable(copy)
        return lahman.import_team(season, query)
    p = Path(arg)
    if p.suffix.lower() == ".csv":
        from dugout.sources import csv_src

        return csv_src.load_csv(p)
    if p.exists() or arg.endswith(".json") or "/" in arg:
        return load_playable(p)
    found = find_bundled(arg)
    if found is not None:
        return load_playable(found)
    names = [n for n, _, _ in bundled_teams()]
    close = difflib.get_close_matches(arg, names, n=2, cutoff=0.5)
    hint = f"; did you mean {' or '.join(close)}?" if close else ""
    raise DugoutError(f"{arg!r} is not a roster file, SEASON:TEAM (e.g. 1927:NYY) or a bundled team{hint}")
