"""Import and export rosters."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from dugout.errors import DugoutError
from dugout.model.io import atomic_write, team_to_json
from dugout.model.team import Team
from dugout.paths import made, rosters_dir
from dugout.rosters import resolve_roster
from dugout.sources import lahman


def list_teams(season: int, league: str | None = None) -> list[lahman.TeamInfo]:
    """A season's teams (of one league, or all) with their won-lost records (``dugout teams``)."""
    return lahman.list_teams(season, league)


def load_roster(arg: str) -> Team:
    """A roster from what the command line takes for one: a file, ``SEASON:TEAM`` or a bundled team's name
    (``dugout show``)."""
    return resolve_roster(arg)


def default_roster_name(team: Team) -> str:
    """'1927-NYA.json' for a real team, the id for others."""
    return f"{team.season}-{team.id}.json" if team.season else f"{team.id}.json"


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
        folder = out if out is not None else rosters_dir()
        if folder.exists() and not folder.is_dir():
            raise DugoutError(f"{folder}: expected a folder for --all, got a file")
        if not folder.exists():
            try:
                folder.mkdir(parents=True)
            except OSError as e:
                raise DugoutError(f"{folder}: cannot create folder ({e.strerror})") from None
        targets = [folder / default_roster_name(t) for t in teams]
        clash = [p for p in targets if p.exists()]
        if clash and not force:
            raise DugoutError(f"{clash[0]}: already exists (use --force to overwrite)")
        return [Written(t, write_roster(t, p, force=force)) for t, p in zip(teams, targets)]
    team = lahman.import_team(season, team_or_league)
    return [Written(team, write_roster(team, out, force=force))]
