"""``dugout league``: create a Deadball league folder, play it day by day, run the off-season, trade, show
and print it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.progress import BarColumn, Progress, TextColumn
from rich.table import Table
from rich.text import Text

from dugout.api import league as core
from dugout.cli import app
from dugout.cli.common import err, out, said
from dugout.errors import DugoutError

lg = typer.Typer(no_args_is_help=True, help="Deadball leagues: teams, seasons, injuries, aging, prospects, trades.")
app.add_typer(lg, name="league")

Folder = Annotated[Path, typer.Argument(help="The league folder.")]
TEAM_HELP = "number (1 = the first in the league file), id or name, any case"


#: The option each team argument of the league functions comes from.
TEAM_OPTIONS = {"team": "--team", "partner": "--with"}


def _named(e: core.TeamQueryError) -> DugoutError:
    """A team argument's error, naming the option it came from."""
    flag = TEAM_OPTIONS.get(e.argument)
    return DugoutError(f"{flag}: {e.one_line()}" if flag else e.one_line())


@lg.command("new")
def new(
    folder: Annotated[Path, typer.Argument(help="A new (or empty) folder for the league.")],
    teams: Annotated[int, typer.Option("--teams", "-n", help="Number of teams.")] = 8,
    five_tool: Annotated[bool, typer.Option("--five-tool", help="Five Tool players (25-man template).")] = False,
    source: Annotated[str, typer.Option("--from", help="generation, tables or southern-circuit.")] = "generation",
    games: Annotated[int, typer.Option("--games", help="Games per team per season.")] = 154,
    engine: Annotated[str, typer.Option("--engine", help="full or quick: how teams' games are played.")] = "full",
    play: Annotated[list[str] | None, typer.Option("--play", help="Your team by " + TEAM_HELP + " (repeat): "
                                                                     "always the full engine, never traded by the "
                                                                     "AI.")]
    = None,
    injuries: Annotated[str, typer.Option("--injuries", help="Injury checks: week, game or off.")] = "week",
    development: Annotated[str, typer.Option("--development", help="season, monthly, stats or off.")] = "season",
    trade_weeks: Annotated[int, typer.Option("--trade-weeks", help="Weeks of AI trade proposals each "
                                                                   "off-season.")] = 4,
    name: Annotated[str | None, typer.Option("--name", help="The league's name.")] = None,
    seed: Annotated[int | None, typer.Option("--seed", help="Dice seed of the whole league.")] = None,
    option: Annotated[list[str] | None, typer.Option("--option", "-O", help="Deadball rule NAME=VALUE.")] = None,
) -> None:
    """Create a league folder: teams, rosters, farm systems, schedule and settings."""
    s = core.new_league(folder, teams=teams, source=source, five_tool=five_tool, seed=seed, games=games,
                        engine=engine, play=play, options=option, injuries=injuries,
                        development=development, trade_weeks=trade_weeks, name=name)
    out.print(f"created {s.name} in {folder} (seed {s.seed}): {len(s.teams)} teams, {s.games} games each",
              markup=False)
    for t in s.teams:
        out.print(f"  {t.name}  [{t.engine}{', yours' if t.manager == 'user' else ''}]", markup=False)


@lg.command("play")
def play(
    folder: Folder,
    days: Annotated[int | None, typer.Option("--days", help="Days to play (default 1).")] = None,
    season: Annotated[bool, typer.Option("--season", help="Play to the end of the season.")] = False,
) -> None:
    """Play days of the schedule; the league is saved after every day (an interrupted run resumes)."""
    if season and days is not None:
        raise DugoutError("use --days N or --season, not both")
    n = None if season else (1 if days is None else days)
    if n is not None and n < 1:
        raise DugoutError("--days must be at least 1")
    with Progress(TextColumn("playing"), BarColumn(), TextColumn("{task.completed}/{task.total} games"),
                  console=err, transient=True) as prog:
        task = prog.add_task("play", total=None)
        res, status = core.play_and_report(folder, days=n,
                                           progress=lambda k, total: prog.update(task, advance=k, total=total))
    out.print(f"season {res.season}: played {res.played} days ({res.games} games), day {res.day} of {res.days}"
              + (" — the season is over; `dugout league advance` starts the next" if res.done else ""), markup=False)
    _standings(status)


@lg.command("advance")
def advance(folder: Folder, as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON.")] = False
            ) -> None:
    """The off-season: aging, development, prospects, AI trades, Five Tool growth; the next season begins."""
    rep = core.advance_league(folder)
    if as_json:
        out.print_json(json.dumps(rep))
        return
    out.print(f"off-season after season {rep['season']}", markup=False)
    for key in ("retired", "injured", "aging", "growth", "prospects", "moves", "released"):
        if rep[key]:
            out.print(Text.assemble((str(key), "bold"), f" ({len(rep[key])})"))
            for line in rep[key][:12]:
                out.print(f"  {line}", markup=False)
            if len(rep[key]) > 12:
                out.print(f"  … {len(rep[key]) - 12} more", markup=False)
    for t in rep["trades"]:
        verdict = "accepted" if t["accepted"] else (t["refused"] or f"refused (roll {t['roll']})")
        out.print(f"  week {t['week']}: {t['proposer']} offer {', '.join(t['offered'])} to {t['partner']} for "
                  f"{', '.join(t['requested'])} — chance {t['chance']}: {verdict}", markup=False)


@lg.command("team")
def team_cmd(
    folder: Folder,
    team: Annotated[str, typer.Argument(help="The team: " + TEAM_HELP + ".")],
    engine: Annotated[str | None, typer.Option("--engine", help="full or quick, for its games from now on.")]
    = None,
    manager: Annotated[str | None, typer.Option("--manager", help="user (yours: never traded by the AI) or "
                                                                  "ai.")] = None,
) -> None:
    """Change how a team's games are played and who manages it."""
    s = core.set_team(folder, team, engine=engine, manager=manager)
    for t in s.teams:
        out.print(f"  {t.name}  [{t.engine}{', yours' if t.manager == 'user' else ''}]", markup=False)


@lg.command("trade")
def trade(
    folder: Folder,
    team: Annotated[str, typer.Option("--team", help="Your team: " + TEAM_HELP + ".")],
    partner: Annotated[str, typer.Option("--with", help="The team you trade with: " + TEAM_HELP + ".")],
    give: Annotated[list[str], typer.Option("--give", help="A player you give (repeat; prospects too).")],
    get: Annotated[list[str], typer.Option("--get", help="A player you want (repeat).")],
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Show the Trade Chance without rolling.")] = False,
) -> None:
    """Propose a trade by the book's value formula (before a season starts or after it ends)."""
    try:
        res = core.user_trade(folder, team=team, partner=partner, give=give, get=get, dry_run=dry_run)
    except core.TeamQueryError as e:
        raise _named(e) from None
    if res["refused"]:
        out.print(f"{res['partner']} refuse: {res['refused']}", markup=False)
    elif res["roll"] is None:
        out.print(f"Trade Chance {res['chance']}", markup=False)
    else:
        out.print(f"Trade Chance {res['chance']}, d100 {res['roll']:02d}: "
                  f"{'accepted' if res['accepted'] else 'refused'}", markup=False)


@lg.command("show")
def show(
    folder: Folder,
    team: Annotated[str | None, typer.Option("--team", help="Show one team's roster and stats: " + TEAM_HELP
                                                            + ".")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """Standings and leaders (or one team's roster)."""
    try:
        doc = core.league_team(folder, team) if team is not None else core.league_status(folder)
    except core.TeamQueryError as e:
        raise _named(e) from None
    if as_json:
        out.print_json(json.dumps(doc, default=str))
        return
    if team is not None:
        _team(doc)
        return
    out.print(Text.assemble((str(doc["league"]), "bold"), f" — season {doc['season']}, day {doc['day']} of "
                                                           f"{doc['days']}"))
    _standings(doc)
    lt = Table(title="Leaders", box=None)
    lt.add_column("")
    lt.add_column("")
    for stat, rows in doc["leaders"].items():
        lt.add_row(stat, "; ".join(f"{n} ({t}) {_cell(v, stat)}" for n, t, v in rows[:3]))
    out.print(lt)
    for day, text in doc["events"][-8:]:
        out.print(f"  day {day}: {text}", markup=False)
    for h in doc["history"]:
        out.print(f"  season {h['season']} champion: {h['champion']}", markup=False)


@lg.command("print")
def print_(
    folder: Folder,
    output: Annotated[Path | None, typer.Option("-o", "--output", help="PDF (or .html with --html).")] = None,
    paper: Annotated[str, typer.Option("--paper", help="letter or a4.")] = "letter",
    html: Annotated[bool, typer.Option("--html", help="Write an HTML preview.")] = False,
    force: Annotated[bool, typer.Option("--force", help="Overwrite an existing file.")] = False,
) -> None:
    """Print the standings and every team's roster as PDF."""
    path = core.print_league(folder, out=output, paper=paper, html=html, force=force)
    said(f"wrote {path}")


def _cell(v: Any, stat: str = "AVG") -> str:
    if isinstance(v, float):
        return f"{v:.3f}".lstrip("0") if stat in ("AVG", "OBP", "SLG") and abs(v) < 1 else f"{v:.2f}"
    return str(v)


def _standings(doc: dict[str, Any]) -> None:
    t = Table(box=None)
    for c in ("Team", "W", "L", "Pct", "GB", "RS", "RA", "Score"):
        t.add_column(c, justify="left" if c == "Team" else "right")
    scores = {x["id"]: x["team_score"] for x in doc["teams"]}
    for r in doc["standings"]:
        t.add_row(r["team"], str(r["W"]), str(r["L"]), f"{r['PCT']:.3f}".lstrip("0"),
                  "-" if r["GB"] == 0 else f"{r['GB']:g}", str(r["RS"]), str(r["RA"]), str(scores.get(r["id"], "")))
    out.print(t)


def _team(doc: dict[str, Any]) -> None:
    out.print(Text.assemble((str(doc["team"]), "bold"), f"  {doc['W']}-{doc['L']}  Team Score {doc['team_score']}"))
    t = Table(box=None)
    for c in ("Pos", "Name", "Age", "BT", "WT", "PD", "Traits", "Five Tool", "Line", "Status"):
        t.add_column(c)
    for r in doc["players"]:
        b, p = r["batting"], r["pitching"]
        line = ""
        if p:
            line = f"{p['W']}-{p['L']} {p['IP_BOX']} IP {'' if p['ERA'] is None else p['ERA']} ERA {p['SO']} SO"
        elif b:
            line = f"{b['PA']} PA {_cell(b['AVG']) if b['AVG'] is not None else '-'} {b['HR']} HR {b['SB']} SB"
        t.add_row(r["pos"], r["name"], str(r["age"] or ""), str(r["bt"]), str(r["wt"]), r["pd"], r["traits"],
                  r["five_tool"], line, r["status"])
    out.print(t)
