"""Import and export rosters."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from dugout.errors import DugoutError
from dugout.model.io import atomic_write, team_to_json
from dugout.model.team import Team
from dugout.paths import made, rosters_dir, safe_name
from dugout.rosters import resolve_roster
from dugout.sources import lahman


def roster_schema_text() -> str:
    """The roster file format as a JSON Schema (draft 2020-12), the text ``dugout schema`` prints and
    ``docs/roster.schema.json`` holds: the schema dugout validates every roster with, each game's override keys
    included."""
    import json

    import dugout.games  # noqa: F401  (registers each game's override keys in the schema)
    from dugout.model.schema import roster_schema

    return json.dumps(roster_schema(), indent=1, ensure_ascii=False) + "\n"


def list_teams(season: int, league: str | None = None) -> list[lahman.TeamInfo]:
    """A season's teams (of one league, or all) with their won-lost records (``dugout teams``)."""
    return lahman.list_teams(season, league)


@dataclass(frozen=True, slots=True)
class Match:
    """One line of ``dugout find``: a team (its seasons under that name) or a player's season with a team."""

    kind: str
    """``team`` or ``player``."""
    seasons: str
    """``1975``, or ``1890-2024`` for a team found in every season."""
    arg: str
    """What to type where a team is wanted: ``1975:CIN`` (for a range, its last season)."""
    name: str
    detail: str


_WITH_YEAR = re.compile(r"^\s*(?:(\d{4})\s+(.+?)|(.+?)\s+(\d{4}))\s*$")


def find(query: str) -> list[Match]:
    """Teams and players a query names (``dugout find "1975 Reds"``, ``dugout find "Babe Ruth"``): with a season,
    that season's; without one, a player's every season and a team's seasons under that name."""
    m = _WITH_YEAR.match(query)
    season = int(m.group(1) or m.group(4)) if m else None
    text = (m.group(2) or m.group(3)) if m else query
    if not text.strip():
        raise DugoutError("find needs a team or a player's name")
    found = lahman.search(text, season, limit=0)
    out: list[Match] = []
    if season is None:
        spans: dict[tuple[str, str], list[int]] = {}
        last: dict[tuple[str, str], str] = {}
        for f in found:
            if f.kind == "team":
                key = (f.name, f.detail.split()[0])
                spans.setdefault(key, []).append(f.season)
                last[key] = f"{max(spans[key])}:{f.team}" if f.season == max(spans[key]) else last.get(key, "")
        for (name, lg), years in sorted(spans.items(), key=lambda kv: min(kv[1])):
            rng = f"{min(years)}" if len(years) == 1 else f"{min(years)}-{max(years)}"
            out.append(Match("team", rng, last[(name, lg)], name, f"{lg}, {len(years)} season"
                             f"{'s' if len(years) != 1 else ''}"))
    else:
        out += [Match("team", str(f.season), f"{f.season}:{f.team}", f.name, f.detail) for f in found
                if f.kind == "team"]
    out += [Match("player", str(f.season), f"{f.season}:{f.team}", f.name, f.detail) for f in found
            if f.kind == "player"]
    if not out:
        where = f"in {season}" if season is not None else "in 1871-2024"
        raise DugoutError(f"nothing named {text.strip()!r} {where} (a team's id, city or nickname, or a player's "
                          "name)")
    return out


def load_roster(arg: str) -> Team:
    """A roster from what the command line takes for one: a file, ``SEASON:TEAM`` or a bundled team's name
    (``dugout show``)."""
    from dugout.api.games import check_overrides

    return check_overrides(resolve_roster(arg))


def default_roster_name(team: Team) -> str:
    """'1927-NYA.json' for a real team, the id for others."""
    return safe_name(f"{team.season}-{team.id}" if team.season else team.id, fallback="team") + ".json"


def write_roster(team: Team, out: Path | None, *, force: bool = False) -> Path:
    """Write one roster; ``out`` may be a file or an existing folder (default: the rosters folder)."""
    if out is None:
        out = made(rosters_dir()) / default_roster_name(team)
    elif out.is_dir():
        out = out / default_roster_name(team)
    atomic_write(out, team_to_json(team), force=force)
    return out


@dataclass(frozen=True, slots=True)
class Written:
    """A roster that was written."""

    team: Team
    path: Path


def import_rosters(season: int, team_or_league: str, *, all_teams: bool, out: Path | None,
                   force: bool = False) -> list[Written]:
    """Import one team, or with ``all_teams`` every team of a league, and write their roster files."""
    if all_teams:
        teams = lahman.import_league(season, team_or_league.upper())
        from dugout.api.outputs import check_folder_set, write_set

        folder = out if out is not None else rosters_dir()
        if folder.exists() and not folder.is_dir():
            raise DugoutError(f"{folder}: expected a folder for --all, got a file")
        targets = check_folder_set(folder, [default_roster_name(t) for t in teams], force=force,
                                   what="folder for --all")
        write_set({p: team_to_json(t) for p, t in zip(targets, teams)}, force=force)
        return [Written(t, p) for t, p in zip(teams, targets)]
    team = lahman.import_team(season, team_or_league)
    return [Written(team, write_roster(team, out, force=force))]
