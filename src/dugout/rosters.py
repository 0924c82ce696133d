"""Resolve what a user types where a roster is expected: a file, SEASON:TEAM, or a bundled team's name."""

from __future__ import annotations

import difflib
import json
import re
from functools import cache
from pathlib import Path

from dugout.errors import DugoutError, UnknownTeamError
from dugout.model.io import load_team
from dugout.model.team import Team
from dugout.paths import rosters_dir, samples_dir

_SEASON_TEAM = re.compile(r"^\s*(\d{4})\s*:\s*(.+?)\s*$")


@cache
def _roster_entry(path: str, mtime_ns: int) -> tuple[str, str] | None:
    """(name, id) of a roster file (cached by its modification time), None if it is not a roster."""
    try:
        t = json.loads(Path(path).read_text(encoding="utf-8"))["team"]
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
    """Load a roster from a file path, import ``SEASON:TEAM`` from Lahman, or find a bundled team by name."""
    if not arg.strip():
        raise DugoutError("expected a team (a roster file, SEASON:TEAM such as 1927:NYY, or a bundled team's name), "
                          "got an empty argument")
    m = _SEASON_TEAM.match(arg)
    if m and not Path(arg).exists():
        from dugout.sources import lahman

        return lahman.import_team(int(m.group(1)), m.group(2))
    p = Path(arg)
    if p.exists() or arg.endswith(".json") or "/" in arg:
        return load_team(p)
    found = find_bundled(arg)
    if found is not None:
        return load_team(found)
    names = [n for n, _, _ in bundled_teams()]
    close = difflib.get_close_matches(arg, names, n=2, cutoff=0.5)
    hint = f"; did you mean {' or '.join(close)}?" if close else ""
    raise DugoutError(f"{arg!r} is not a roster file, SEASON:TEAM (e.g. 1927:NYY) or a bundled team{hint}")
