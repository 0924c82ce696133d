"""Game commands: games, ratings, cards, play, sim, season, fidelity."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Any, Self

import typer
from rich.progress import BarColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table
from rich.text import Text

from dugout.api import games as core
from dugout.cli import app
from dugout.cli.common import Fresh, err, out, said
from dugout.engine.standings import gb_text, pct_text
from dugout.errors import DugoutError
from dugout.rosters import fresh_imports

OptionList = Annotated[list[str] | None, typer.Option("--option", "-O", help="Optional rule NAME=VALUE (repeat).")]
Seed = Annotated[int | None, typer.Option("--seed", help="Dice seed (printed with every result).")]


class _Bar:
    """A rich progress bar on stderr (shown only on a terminal) that the api drives as ``progress(advance, total)``."""

    def __init__(self, label: str) -> None:
        self.bar = Progress(TextColumn(label), BarColumn(), TextColumn("{task.completed}/{task.total}"),
                            TimeRemainingColumn(), console=err, transient=True, disable=not err.is_terminal)
        self.task = self.bar.add_task(label, total=None)

    def __call__(self, advance: int, total: int) -> None:
        self.bar.update(self.task, advance=advance, total=total)

    def __enter__(self) -> Self:
        self.bar.__enter__()
        return self

    def __exit__(self, *exc: object) -> None:
        self.bar.__exit__(None, None, None)


def _progress(label: str) -> _Bar:
    # only on a terminal: in a pipe or a file the bar would leave an empty line on stderr
    return _Bar(label)


@app.command("games")
def games_cmd(as_json: Annotated[bool, typer.Option("--json", help="Print the list as JSON.")] = False) -> None:
    """List the registered games, their aliases and optional rules."""
    if as_json:
        out.print_json(json.dumps([{"name": i.name, "title": i.title, "aliases": list(i.aliases), "options": [
            {"name": o.name, "default": o.default, "choices": None if o.choices is None else list(o.choices),
             "minimum": o.minimum, "house_rule": o.house, "help": o.help} for o in i.options]}
            for i in core.list_games()], default=str))
        return
    for info in core.list_games():
        out.print(Text.assemble((info.name, "bold"), f" — {info.title}  (aliases: {', '.join(info.aliases) or '-'})"))
        book = [o for o in info.options if not o.house]
        house = [o for o in info.options if o.house]
        for o in book:
            out.print(f"    {o.name}={o.default}  {o.help}", markup=False)
        if house:
            out.print("  house rules (ours, not the book's; off by default):")
            for o in house:
                out.print(f"    {o.name}={o.default}  {o.help}", markup=False)


@app.command()
def ratings(
    game: Annotated[str, typer.Argument(help="Game name or alias (deadball, fall-classic, thats, pt, pp …).")],
    roster: Annotated[str, typer.Argument(help="Roster file, SEASON:TEAM, or a bundled team's name.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print a JSON list of objects.")] = False,
    option: OptionList = None,
    fresh: Fresh = False,
) -> None:
    """Print every player's ratings in a game."""
    with fresh_imports(fresh):
        table = core.ratings(game, roster, option)
    rows, cols = table.rows, table.columns
    if as_json:
        out.print_json(json.dumps(rows, default=str))
        return
    t = Table(box=None)
    t.add_column("Name")
    t.add_column("Pos")
    for c in cols:
        t.add_column(c, justify="right")
    for r in rows:
        est = r.get("estimated") or {}
        t.add_row(r["name"], r["pos"], *[_cell(r.get(c)) + (core.MARK if c in est else "") for c in cols])
    out.print(t)
    if table.note:
        said(table.note)


def _cell(v: Any) -> str:
    if v is None:
        return "-"
    if isinstance(v, float):
        return f"{v:.3f}".lstrip("0") if abs(v) < 1 else f"{v:.2f}"
    if isinstance(v, (list, tuple)):
        return " ".join(map(str, v))
    return str(v)


def _count(v: Any) -> str:
    """A count per game (or an ERA): 0.35, 1.45 — never the .350 of a batting average."""
    if v is None:
        return "-"
    return f"{v:.2f}" if isinstance(v, float) else str(v)


_AVERAGES = frozenset({"AVG", "OBP", "SLG"})


@app.command()
def cards(
    game: Annotated[str, typer.Argument(help="Game name or alias.")],
    rosters: Annotated[list[str], typer.Argument(help="Rosters: files, SEASON:TEAM, bundled names, or SEASON:LEAGUE.")],
    output: Annotated[Path | None, typer.Option("-o", "--output", help="Output file (.pdf, or .html with --html), or a folder to write it in (made if its name has no suffix).")] = None,
    html: Annotated[bool, typer.Option("--html", help="Write an HTML preview instead of a PDF.")] = False,
    paper: Annotated[str, typer.Option("--paper", help="letter or a4.")] = "letter",
    force: Annotated[bool, typer.Option("--force", help="Overwrite an existing file.")] = False,
    option: OptionList = None,
    fresh: Fresh = False,
    player: Annotated[list[str] | None, typer.Option("--player", help="Print this player's card alone (repeat "
                                                                       "for more); or give SEASON:PLAYER as a "
                                                                       "roster.")] = None,
    team_only: Annotated[bool, typer.Option("--team-only", help="The teams' sheets without the cards and "
                                                                "charts.")] = False,
    cards_only: Annotated[bool, typer.Option("--cards-only", help="The players' cards alone.")] = False,
    png: Annotated[bool, typer.Option("--png", help="Also write a PNG preview of every page.")] = False,
    backs: Annotated[bool, typer.Option("--backs", help="A back for every card: each page of cards is followed "
                                                        "by its backs, mirrored to line up when printed on both "
                                                        "sides (flip on the long edge).")] = False,
    palette: Annotated[str, typer.Option("--palette", help="team (the team's colours) or mono (black and grey, "
                                                           "for black-and-white printers).")] = "team",
) -> None:
    """Print a game's team sheets, cards and chart sheets as PDF (default into cards/): team by team, then the
    charts. A whole league-season (SEASON:LEAGUE) prints in one PDF."""
    with fresh_imports(fresh), _progress("printing") as prog:
        path = core.print_cards(game, rosters, out=output, html=html, paper=paper, force=force, options=option,
                                players=player or (), team_only=team_only, cards_only=cards_only, png=png,
                                backs=backs, palette=palette, progress=prog)
    said(f"wrote {path}")
    if png:
        from dugout.api.printing import page_count_of_previews

        n = page_count_of_previews(path)
        said(f"wrote {n} page preview{'s' if n != 1 else ''} beside it ({path.stem}-p01.png …)")


@app.command()
def play(
    game: Annotated[str, typer.Argument(help="Game name or alias.")],
    away: Annotated[str | None, typer.Argument(help="Visiting team (roster, SEASON:TEAM or bundled name).")] = None,
    home: Annotated[str | None, typer.Argument(help="Home team.")] = None,
    seed: Seed = None,
    option: OptionList = None,
    pbp: Annotated[bool, typer.Option("--pbp", help="Print the play-by-play with the dice.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the box score as JSON.")] = False,
    boxscore: Annotated[str | None, typer.Option("--boxscore", help="Baseball-Reference box-score URL: play "
                                                                      "that game's real lineups.")] = None,
    offline: Annotated[bool, typer.Option("--offline", help="With --boxscore: answer from the cache only.")] = False,
    manage: Annotated[str | None, typer.Option("--manage", help="Manage a side yourself: home, away or both.")]
    = None,
    save: Annotated[Path | None, typer.Option("--save", help="With --manage: keep the game in FILE after every "
                                                              "decision.")] = None,
    resume: Annotated[Path | None, typer.Option("--resume", help="Continue a saved game.")] = None,
    force: Annotated[bool, typer.Option("--force", help="Overwrite an existing --save file.")] = False,
    fresh: Fresh = False,
) -> None:
    """Play one game and print its box score (and play-by-play with --pbp); --manage to make the decisions."""
    with fresh_imports(fresh):
        _play(game, away, home, seed, option, pbp, as_json, boxscore, offline, manage, save, resume, force)


def _play(game: str, away: str | None, home: str | None, seed: int | None, option: list[str] | None, pbp: bool,
          as_json: bool, boxscore: str | None, offline: bool, manage: str | None, save: Path | None,
          resume: Path | None, force: bool) -> None:
    if manage is not None or resume is not None or save is not None:
        if boxscore:
            raise DugoutError("--boxscore plays the real game's teams under the AI; drop --manage to use it")
        from dugout.api import manage as managed

        res_m = managed.manage_game(game, away, home, manage=manage, read=_read_answer, write=_show, seed=seed,
                                    options=option, save=save, resume=resume, force=force)
        if res_m.played is None:
            where = f": dugout play {game} --resume {res_m.saved}" if res_m.saved else " (no --save: it is lost)"
            out.print(f"stopped after {len(res_m.answers)} decisions{where}", markup=False)
            return
        out.print()
        out.print(res_m.played.box.format(), markup=False, soft_wrap=True)
        return
    res = core.play(game, away, home, boxscore=boxscore, offline=offline, seed=seed, options=option, narrate=pbp)
    if as_json:
        doc = res.box.to_dict()
        if pbp:
            doc["play_by_play"] = [{"inning": i, "half": "top" if h == 0 else "bottom", "text": t}
                                   for i, h, t in res.log]
        out.print_json(json.dumps(doc, default=str))
        return
    if pbp:
        last = None
        for inning, half, text in res.log:
            if (inning, half) != last:
                out.print(Text(f"\n{'Top' if half == 0 else 'Bottom'} of the {_ordinal(inning)}", style="bold"))
                last = (inning, half)
            out.print(f"  {text}", markup=False, soft_wrap=True)
        out.print()
    out.print(res.box.format(), markup=False, soft_wrap=True)


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _show(line: str) -> None:
    out.print(line, markup=False, highlight=False, soft_wrap=True)


def _read_answer(prompt: str) -> str | None:
    """A person's answer: typed at a terminal, or the next line of a script piped to standard input (echoed, so
    the transcript reads like the game)."""
    if sys.stdin.isatty():
        try:
            return out.input(prompt, markup=False)
        except EOFError:
            return None
    line = sys.stdin.readline()
    if not line:
        return None
    out.print(prompt + line.rstrip("\n"), markup=False, highlight=False)
    return line.rstrip("\n")


@app.command()
def sim(
    game: Annotated[str, typer.Argument(help="Game name or alias.")],
    away: Annotated[str, typer.Argument(help="Visiting team.")],
    home: Annotated[str, typer.Argument(help="Home team.")],
    games: Annotated[int, typer.Option("--games", "-n", help="Number of games.")] = 100,
    seed: Seed = None,
    option: OptionList = None,
    quick: Annotated[bool, typer.Option("--quick", help="One-roll quick simulation (Deadball's Team Score).")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the summary as JSON.")] = False,
    fresh: Fresh = False,
) -> None:
    """Simulate N games between two teams: win %, runs per game and average lines."""
    with fresh_imports(fresh), _progress("simulating") as prog:
        res = core.simulate(game, away, home, games, seed=seed, options=option, quick=quick, progress=prog)
    if as_json:
        out.print_json(json.dumps(res.to_dict()))
        return
    t = Table(title=f"{res.game}: {games} games, seed {res.seed}", box=None)
    for c in ("Team", "W", "Win%", "R/G", "AVG", "H/G", "HR/G", "BB/G", "SO/G"):
        t.add_column(c, justify="left" if c == "Team" else "right")
    for k, name in ((0, res.away), (1, res.home)):
        ln = res.lines[k]
        t.add_row(name, str(res.wins[k]), pct_text(res.wins[k], games - res.wins[k]), f"{res.runs[k]:.2f}",
                  _cell(ln.get("avg")), _count(ln.get("h_per_game")), _count(ln.get("hr_per_game")),
                  _count(ln.get("bb_per_game")), _count(ln.get("so_per_game")))
    out.print(t)
    if res.ties:
        out.print(f"ties: {res.ties}")


@app.command()
def season(
    game: Annotated[str, typer.Argument(help="Game name or alias.")],
    rosters: Annotated[list[str], typer.Argument(help="Teams: rosters, SEASON:TEAM, bundled names, or SEASON:LEAGUE.")],
    games: Annotated[int | None, typer.Option("--games", "-n", help="Games per team (default: the real "
                                                                      "schedule length, else 154).")] = None,
    seed: Seed = None,
    option: OptionList = None,
    quick: Annotated[bool, typer.Option("--quick", help="Quick-sim every game (Deadball's Team Score).")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print standings, leaders and stats as JSON.")] = False,
    csv_dir: Annotated[Path | None, typer.Option("--csv", help="Folder for standings.csv, batting.csv, "
                                                                   "pitching.csv, postseason.csv (made if "
                                                                   "missing).")] = None,
    force: Annotated[bool, typer.Option("--force", help="Overwrite existing CSV files.")] = False,
    fresh: Fresh = False,
    playoffs: Annotated[int | None, typer.Option("--playoffs", help="Teams in a bracket after the season (the "
                                                                      "best records); whole league-seasons play "
                                                                      "their real postseason without it.")] = None,
    best_of: Annotated[int, typer.Option("--best-of", help="Games in each --playoffs series (odd).")] = 7,
    no_postseason: Annotated[bool, typer.Option("--no-postseason", help="Stop after the regular season.")] = False,
    top: Annotated[int, typer.Option("--top", help="Leaders shown per category.", min=1)] = 5,
) -> None:
    """Play a season among the teams; print standings (by league and division for whole league-seasons, with
    games behind), the postseason and the leaders."""
    with fresh_imports(fresh), _progress("season") as prog:
        res = core.season(game, rosters, games=games, seed=seed, options=option, quick=quick, csv=csv_dir,
                          force=force, progress=prog, playoffs=playoffs, best_of=best_of,
                          postseason=not no_postseason)
    s = res.season
    if as_json:
        out.print(s.to_json(res.postseason.to_dict(), top=top), markup=False)
        return
    years = sorted({ts.gt.team.season for ts in s.teams if ts.gt.team.season})
    year = f"{years[0]} " if len(years) == 1 else ""
    out.print(f"{year}{s.rules.title} season, seed {s.seed}", markup=False)
    real = any(ts.gt.team.record for ts in s.teams)
    for grp in s.groups():
        t = Table(title=grp.title or None, box=None, title_justify="left")
        cols = ("Team", "W", "L", "Pct", "GB", "RS", "RA", "Home", "Road") + (("Real",) if real else ())
        for c in cols:
            t.add_column(c, justify="left" if c == "Team" else "right")
        for ts in grp.teams:
            rec = ts.gt.team.record
            t.add_row(ts.gt.name, str(ts.w), str(ts.l), pct_text(ts.w, ts.l), gb_text(grp.gb(ts)), str(ts.rs),
                      str(ts.ra), f"{ts.home[0]}-{ts.home[1]}", f"{ts.away[0]}-{ts.away[1]}",
                      *((f"{rec.w}-{rec.l}" if rec else "",) if real else ()))
        out.print(t)
    post = res.postseason
    if post.series or post.champion is not None:
        out.print("Postseason", markup=False)
        for sr in post.series:
            said(f"  {sr.summary()}")
        if post.champion is not None:
            said(f"  Champion: {post.champion.name}" + (f" ({post.note})" if post.note else ""))
    elif post.note and not no_postseason and not quick:
        said(f"Postseason: {post.note}")
    if not quick:
        need_pa, need_ip = s.qualifiers()
        lt = Table(title=f"Leaders (AVG, OBP, SLG: {need_pa:g} PA; ERA: {need_ip:g} IP)", box=None,
                   title_justify="left")
        lt.add_column("Stat")
        lt.add_column("Leaders")
        for stat, rows in s.leaders(top).items():
            fmt = _cell if stat in _AVERAGES else _count
            lt.add_row(stat, "; ".join(f"{n} ({team.split()[-1]}) {fmt(v)}" for n, team, v in rows) or
                       "nobody qualifies")
        out.print(lt)


@app.command()
def series(
    game: Annotated[str, typer.Argument(help="Game name or alias.")],
    away: Annotated[str, typer.Argument(help="The lower seed: roster, SEASON:TEAM or a bundled name.")],
    home: Annotated[str, typer.Argument(help="The higher seed, with home field.")],
    best_of: Annotated[int, typer.Option("--best-of", help="Games in the series (odd).")] = 7,
    seed: Seed = None,
    option: OptionList = None,
    box: Annotated[bool, typer.Option("--box/--no-box", help="Print every game's box score.")] = True,
    fresh: Fresh = False,
) -> None:
    """Play a best-of-N series (the second team has home field: games 1, 2, 6, 7 of seven)."""
    with fresh_imports(fresh):
        sr = core.series(game, away, home, best_of=best_of, seed=seed, options=option)
    out.print(f"Best of {sr.best_of}: {sr.low.name} at {sr.high.name}", markup=False)
    for k, ((a, h, ra, rh), bx, ctx) in enumerate(zip(sr.games, sr.boxes, sr.contexts), 1):
        said(f"Game {k}: {a} {ra}, {h} {rh}")
        if box:
            out.print(bx.format(ctx) + "\n", markup=False)
    said(sr.summary())


@app.command()
def fidelity(
    game: Annotated[str, typer.Argument(help="Game name or alias.")],
    season_: Annotated[int, typer.Argument(metavar="SEASON", help="Season to replay.")],
    league: Annotated[str | None, typer.Argument(help="League (default: every league of the season).")] = None,
    replays: Annotated[int, typer.Option("--replays", "-r", help="Replays of the whole season.")] = 1,
    seed: Annotated[int, typer.Option("--seed", help="Dice seed.")] = 0,
    option: OptionList = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the summary object as JSON.")] = False,
    output: Annotated[Path | None, typer.Option("-o", "--output", help="Folder for CSV, HTML and PDF.")] = None,
    no_files: Annotated[bool, typer.Option("--no-files", help="Do not write the CSV/HTML/PDF report.")] = False,
    force: Annotated[bool, typer.Option("--force", help="Overwrite an existing report (the default folder's "
                                                        "too).")] = False,
) -> None:
    """Replay a real league-season and compare simulated with real, per team and per league."""
    from dugout.api.fidelity import fidelity as run

    with _progress("replaying") as prog:
        done = run(game, season_, league, replays=replays, seed=seed, options=option, out=output, files=not no_files,
                   force=force, progress=prog)
    res = done.result
    if done.paths and not as_json:
        said(f"wrote {', '.join(str(p) for p in done.paths)}")
    if as_json:
        out.print_json(json.dumps(res.document(), default=str))
        return
    t = Table(title=f"{res.game}: {season_} {'/'.join(res.leagues)}, {replays} replay(s), seed {seed}", box=None)
    t.add_column("measure")
    t.add_column("value", justify="right")
    for k, v in res.summary.items():
        t.add_row(k, str(v))
    out.print(t)
    if len(res.leagues) == 1:
        from dugout.api import atlas_targets as targets

        off = targets.misses(season_, {**res.summary, **res.dice})
        said(f"off the atlas's targets: {'; '.join(m.text for m in off)}" if off
             else "every atlas target that applies to this league-season is met")

