"""Core functions behind the online and CSV import commands: import, then write complete roster files.

Every import finishes in memory before anything is written, and each file is written atomically, so a
failed download, a blocked request or a malformed page never leaves a partial roster behind.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dugout.api.rosters import Written, default_roster_name
from dugout.errors import DugoutError
from dugout.model.io import atomic_write, check_target, team_to_json
from dugout.model.team import Team
from dugout.paths import rosters_dir, safe_name

if TYPE_CHECKING:  # the HTTP client (requests, requests-cache) is imported when an online command runs, not before
    from dugout.sources.http import Http


def check_output(output: Path | None, force: bool, *, one_team: bool) -> None:
    """Fail before any download when the output cannot be written: an existing roster file without ``force``,
    or a file where a folder is needed (the files in a folder are named after the teams, known only later)."""
    if output is None:
        return
    if one_team and not output.is_dir() and output.suffix:
        check_target(output, force=force)
    elif output.exists() and not output.is_dir():
        raise DugoutError(f"{output}: expected a folder, got a file")


def _folder(out: Path | None) -> Path:
    folder = out if out is not None else rosters_dir()
    if folder.exists() and not folder.is_dir():
        raise DugoutError(f"{folder}: expected a folder, got a file")
    return folder


def write_teams(teams: list[Team], out: Path | None, *, force: bool = False,
                names: list[str] | None = None) -> list[Written]:
    """Write rosters: one team to a file or folder, several to a folder; all clashes are checked first."""
    if len(teams) == 1 and names is None and out is not None and not out.is_dir() and out.suffix:
        atomic_write(out, team_to_json(teams[0]), force=force)
        return [Written(teams[0], out)]
    from dugout.api.outputs import check_folder_set, write_set

    folder = _folder(out)
    targets = check_folder_set(folder, names or [default_roster_name(t) for t in teams], force=force)
    write_set({p: team_to_json(t) for p, t in zip(targets, teams)}, force=force)
    return [Written(t, p) for t, p in zip(teams, targets)]


def import_bref(season: int, team: str, *, all_teams: bool = False, out: Path | None = None, force: bool = False,
                offline: bool = False, context: str = "auto", http: Http | None = None) -> list[Written]:
    """Import a team (or with ``all_teams`` a league) from Baseball-Reference and write its roster files
    (``dugout import-bref``); the arguments and the output are checked before any download."""
    from dugout.sources import bref

    bref.check_context(season, context)
    check_output(out, force, one_team=not all_teams)
    session = http or _http(offline)
    if all_teams:
        teams = bref.import_league(season, team, session=session, offline=offline, context=context)
    else:
        teams = [bref.import_team(season, team, session=session, offline=offline, context=context)]
    return write_teams(teams, out, force=force)


@dataclass(frozen=True, slots=True)
class BoxImport:
    """Both teams of a box score, their starters and where their rosters were written."""

    away: Team
    home: Team
    starters: tuple[str, str]
    written: list[Written]


def import_box(url: str, *, out: Path | None = None, force: bool = False, offline: bool = False,
               stats: str = "auto", http: Http | None = None) -> BoxImport:
    """Import a box score's two teams with that game's lineups and write them as two roster files
    (``dugout import-box``); the arguments and the output are checked before any download."""
    from dugout.sources import bref_box

    canon = bref_box.box_url(url)
    bref_box.check_stats(stats)
    check_output(out, force, one_team=False)
    away, home, starters = bref_box.import_boxscore(canon, http or _http(offline), offline=offline,
                                                    stats=stats)
    game = canon.rsplit("/", 1)[-1].removesuffix(".shtml")
    names = [f"{safe_name(f'{t.season}-{t.id}-{game}', fallback='team')}.json" for t in (away, home)]
    written = write_teams([away, home], out, force=force, names=names)
    return BoxImport(away, home, starters, written)


def import_pybaseball(season: int, team: str, *, all_teams: bool = False, out: Path | None = None,
                      force: bool = False, offline: bool = False, splits: bool = False, sprint: bool = True,
                      split_min: int = 100, http: Http | None = None) -> list[Written]:
    """Import a team (or a league) with pybaseball's metrics and write the roster files
    (``dugout import-pybaseball``); the arguments and the output are checked before any download."""
    from dugout.sources import pybaseball_src
    from dugout.sources.bref import check_context

    if split_min < 0:
        raise DugoutError(f"--split-min must be 0 or more, got {split_min}")
    check_context(season, "auto")  # the base team comes from Lahman or Baseball-Reference
    check_output(out, force, one_team=not all_teams)
    session = http or _http(offline)
    if all_teams:
        teams = pybaseball_src.import_league(season, team, session=session, offline=offline, splits=splits,
                                             sprint=sprint, split_min=split_min)
    else:
        teams = [pybaseball_src.import_team(season, team, session=session, offline=offline, splits=splits,
                                            sprint=sprint, split_min=split_min)]
    return write_teams(teams, out, force=force)


def import_csv(path: Path, *, out: Path | None = None, force: bool = False) -> Written:
    """Read a roster CSV and write it as a roster file (next to the CSV unless ``out`` says otherwise)."""
    from dugout.sources import csv_src

    team = csv_src.load_csv(path)
    target = out if out is not None else path.with_suffix(".json")
    return write_teams([team], target, force=force)[0]


def write_csv_template(out: Path | None, *, force: bool = False) -> str | Path:
    """The example roster CSV: written to ``out``, or returned as text when ``out`` is None."""
    from dugout.sources import csv_src

    text = csv_src.csv_template()
    if out is None:
        return text
    return atomic_write(out, text, force=force)


def cache_status(*, clear: bool = False) -> tuple[str, int]:
    """(where the HTTP cache lives, how many answers it holds), after emptying it when ``clear``."""
    if clear:
        clear_cache_files()
    return _http(False).cache_info()


def clear_cache_files() -> None:
    """Empty the HTTP cache by deleting its files unread: a damaged or foreign cache file cannot stop it."""
    from dugout.sources.http import CACHE_NAME, cache_dir

    folder = cache_dir()
    if folder.exists() and not folder.is_dir():
        raise DugoutError(f"{folder}: expected the HTTP cache folder, got a file")
    for suffix in ("", "-journal", "-wal", "-shm"):
        f = folder / f"{CACHE_NAME}.sqlite{suffix}"
        try:
            f.unlink()
        except FileNotFoundError:
            pass
        except OSError as e:
            raise DugoutError(f"{f}: cannot delete ({e.strerror})") from None


def _http(offline: bool) -> Http:
    fake: Any = globals().get("Http")  # (a test may put a fake client in its place)
    if fake is not None:
        return fake(offline=offline)
    from dugout.sources.http import Http

    return Http(offline=offline)


def __getattr__(name: str) -> object:
    """``online.Http``, the client class, imported on first use."""
    if name == "Http":
        from dugout.sources.http import Http

        return Http
    raise AttributeError(name)
