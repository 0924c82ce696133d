"""Online and CSV import commands: import-bref, import-box, import-pybaseball, import-csv, csv-template,
http-cache."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.text import Text

from dugout.api import online
from dugout.cli import app
from dugout.cli.common import err, out, said
from dugout.model.team import Team
from dugout.text import safe_text

Offline = Annotated[bool, typer.Option("--offline", help="Answer from the HTTP cache only (no network).")]
Force = Annotated[bool, typer.Option("--force", help="Overwrite existing roster files.")]
Output = Annotated[Path | None, typer.Option("-o", "--output", help="Roster file, or folder (default: rosters/).")]


def _wrote(written: list[online.Written]) -> None:
    for w in written:
        said(f"wrote {w.path}  ({w.team.label}, {len(w.team.players)} players)")
        for note in w.team.notes.split("\n"):
            if note.startswith(("Not found", "Traded", "No fielding", "park factors", "http")) or "cached copy" in note:
                err.print(f"  note: {note}", markup=False)


@app.command("import-bref")
def import_bref(
    season: Annotated[int, typer.Argument(help="Season.")],
    team: Annotated[str, typer.Argument(help="Team abbreviation (NYY) or, with --all, a league (AL).")],
    output: Output = None,
    all_teams: Annotated[bool, typer.Option("--all", help="Every team of the league given as TEAM.")] = False,
    context: Annotated[str, typer.Option("--context", help="League context: auto, lahman or bref.")] = "auto",
    offline: Offline = False,
    force: Force = False,
) -> None:
    """Import a team-season (or a league) from Baseball-Reference into roster files."""
    _wrote(online.import_bref(season, team, all_teams=all_teams, out=output, force=force, offline=offline,
                              context=context))


def _lineup(team: Team, starter: str) -> None:
    by_id = team.by_id()
    out.print(Text.assemble((team.label, "bold"), f"  starter: {by_id[starter].name}"))
    for i, s in enumerate(team.lineup_vs_rhp, 1):
        out.print(f"  {i}. {s.pos:<3} {by_id[s.player].name}", markup=False)


@app.command("import-box")
def import_box(
    url: Annotated[str, typer.Argument(help="Baseball-Reference box-score URL or game id (NYA202408200).")],
    output: Annotated[Path | None, typer.Option("-o", "--output", help="Folder (default: rosters/).")] = None,
    stats: Annotated[str, typer.Option("--stats", help="Season lines from auto, lahman or bref.")] = "auto",
    offline: Offline = False,
    force: Force = False,
) -> None:
    """Import both teams of a real game with its lineups and starters (play it with --boxscore)."""
    res = online.import_box(url, out=output, force=force, offline=offline, stats=stats)
    _lineup(res.away, res.starters[0])
    _lineup(res.home, res.starters[1])
    _wrote(res.written)


@app.command("import-pybaseball")
def import_pybaseball(
    season: Annotated[int, typer.Argument(help="Season.")],
    team: Annotated[str, typer.Argument(help="Team (NYY, Yankees) or, with --all, a league (AL).")],
    output: Output = None,
    all_teams: Annotated[bool, typer.Option("--all", help="Every team of the league given as TEAM.")] = False,
    splits: Annotated[bool, typer.Option("--splits", help="Fetch platoon splits (one request per regular).")] = False,
    split_min: Annotated[int, typer.Option("--split-min", help="PA (BF for pitchers) needed for splits.")] = 100,
    sprint: Annotated[bool, typer.Option("--sprint/--no-sprint", help="Add Statcast sprint speed.")] = True,
    offline: Offline = False,
    force: Force = False,
) -> None:
    """Import a team (or a league) with FanGraphs BsR/Def/K%/GB% and Statcast sprint speed via pybaseball."""
    _wrote(online.import_pybaseball(season, team, all_teams=all_teams, out=output, force=force, offline=offline,
                                    splits=splits, sprint=sprint, split_min=split_min))


@app.command("import-csv")
def import_csv(
    file: Annotated[Path, typer.Argument(help="Roster CSV (see dugout csv-template).")],
    output: Annotated[Path | None, typer.Option("-o", "--output", help="Roster file (default: FILE.json).")] = None,
    force: Force = False,
) -> None:
    """Check a roster CSV and turn it into a roster file."""
    _wrote([online.import_csv(file, out=output, force=force)])


@app.command("csv-template")
def csv_template(
    output: Annotated[Path | None, typer.Option("-o", "--output", help="File to write (default: print).")] = None,
    force: Annotated[bool, typer.Option("--force", help="Overwrite an existing CSV file.")] = False,
) -> None:
    """Write an example roster CSV (an invented team) showing every common column."""
    res = online.write_csv_template(output, force=force)
    if isinstance(res, str):
        typer.echo(safe_text(res), nl=False)
    else:
        said(f"wrote {res}")


@app.command("http-cache")
def http_cache(clear: Annotated[bool, typer.Option("--clear", help="Empty the cache.")] = False) -> None:
    """Show where the HTTP cache of the online importers lives and how many pages it holds."""
    where, n = online.cache_status(clear=clear)
    out.print(f"{where}: {n} cached answers", markup=False)
