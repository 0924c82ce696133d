"""Data commands: teams, roster, show, schema."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table
from rich.text import Text

from dugout.api import rosters as core
from dugout.cli import app
from dugout.cli.common import Fresh, out, said
from dugout.engine.standings import DIVISIONS, gb_text, pct_text
from dugout.model.io import team_to_json
from dugout.model.team import Team
from dugout.rosters import fresh_imports
from dugout.text import safe_text


@app.command()
def schema() -> None:
    """Print the roster file's JSON Schema (dugout schema > roster.schema.json) to check rosters written by hand."""
    typer.echo(core.roster_schema_text(), nl=False)


@app.command()
def teams(season: Annotated[int, typer.Argument(help="Season, 1871-2024.")],
          league: Annotated[str | None, typer.Argument(help="League id (AL, NL, AA, NA, UA, PL, FL).")] = None,
          as_json: Annotated[bool, typer.Option("--json", help="Print the list as JSON.")] = False,
          ) -> None:
    """List a season's teams by league and division with their won-lost records and games behind."""
    rows = core.list_teams(season, league)
    groups: dict[tuple[str, str], list] = {}
    for r in rows:
        groups.setdefault((r.league, r.division), []).append(r)
    gb = {}
    for grp in groups.values():
        lead = grp[0]
        for r in grp:
            gb[r.id] = ((lead.w - r.w) + (r.l - lead.l)) / 2
    if as_json:
        out.print_json(json.dumps([{"season": season, "league": r.league, "division": DIVISIONS.get(r.division, ""),
                                    "id": r.id, "franchise": r.franchise, "name": r.name, "w": r.w, "l": r.l,
                                    "pct": pct_text(r.w, r.l), "gb": gb[r.id]} for r in rows]))
        return
    out.print(f"{season} {league.upper() if league else ''}".strip(), markup=False)
    for (lg, div), grp in groups.items():
        t = Table(title=" ".join(x for x in (lg, DIVISIONS.get(div, div)) if x), box=None, title_justify="left")
        for col in ("ID", "Team", "W", "L", "Pct", "GB"):
            t.add_column(col, justify="right" if col in ("W", "L", "Pct", "GB") else "left")
        for r in grp:
            t.add_row(r.id, r.name, str(r.w), str(r.l), pct_text(r.w, r.l), gb_text(gb[r.id]))
        out.print(t)


@app.command()
def roster(
    season: Annotated[int, typer.Argument(help="Season, 1871-2024.")],
    team: Annotated[str, typer.Argument(help="Team (NYY, NYA, Yankees, 'new york yankees') or, with --all, a league.")],
    output: Annotated[Path | None, typer.Option("-o", "--output", help="File (or folder with --all).")] = None,
    all_teams: Annotated[bool, typer.Option("--all", help="Every team of the league given as TEAM.")] = False,
    force: Annotated[bool, typer.Option("--force", help="Overwrite existing files.")] = False,
) -> None:
    """Import a team (or a whole league with --all) from the embedded Lahman data into roster files."""
    written = core.import_rosters(season, team, all_teams=all_teams, out=output, force=force)
    for w in written:
        said(f"wrote {w.path}  ({w.team.label}, {len(w.team.players)} players)")


def _fmt_avg(x: float) -> str:
    return f"{x:.3f}".lstrip("0") if x < 1 else f"{x:.3f}"


@app.command()
def find(query: Annotated[str, typer.Argument(help="A team or a player, with a season or without: '1975 Reds', "
                                                   "'Babe Ruth', 'NYA 1927'.")],
         as_json: Annotated[bool, typer.Option("--json", help="Print the matches as JSON.")] = False) -> None:
    """Look up teams and players in the Lahman data; each match gives what to type for it (1975:CIN)."""
    found = core.find(query)
    if as_json:
        out.print_json(json.dumps([{"kind": f.kind, "seasons": f.seasons, "arg": f.arg, "name": f.name,
                                    "detail": f.detail} for f in found]))
        return
    t = Table(box=None)
    for c in ("", "Season", "Use", "Name", ""):
        t.add_column(c)
    for f in found:
        t.add_row(f.kind, f.seasons, f.arg, Text(f.name), Text(f.detail))
    out.print(t)


@app.command()
def show(roster: Annotated[str, typer.Argument(help="Roster file, SEASON:TEAM, or a bundled team's name.")],
         fresh: Fresh = False,
         as_json: Annotated[bool, typer.Option("--json", help="Print the roster file's JSON (the model with its "
                                                              "schema version).")] = False) -> None:
    """Print a roster: lineups, bench, rotation and bullpen with their season lines."""
    with fresh_imports(fresh):
        team = core.load_roster(roster)
    if as_json:
        sys.stdout.write(safe_text(team_to_json(team)))
        return
    print_team(team)


def print_team(team: Team) -> None:
    """Render a team as rich tables."""
    by_id = team.by_id()
    rec = f"  {team.record.w}-{team.record.l}" if team.record else ""
    dh = "DH" if team.dh else "pitchers bat"
    out.print(Text.assemble((team.label, "bold"), f"  {team.league}{rec}  park: {team.park.name or '-'} "
                            f"(BPF {team.park.bpf}, PPF {team.park.ppf})  {dh}"))
    for title, lineup in (("Lineup vs RHP", team.lineup_vs_rhp), ("Lineup vs LHP", team.lineup_vs_lhp)):
        t = Table(title=title, box=None, title_justify="left")
        for c in ("#", "Pos", "Name", "B", "PA", "AVG", "OBP", "SLG", "HR", "SB"):
            t.add_column(c, justify="left" if c in ("Pos", "Name", "B") else "right")
        for i, s in enumerate(lineup, 1):
            p = by_id[s.player]
            b = p.batting
            est = p.estimates.batting if p.estimates is not None else None
            if b and b.pa:
                t.add_row(str(i), s.pos, Text(p.name), p.bats, str(b.pa), _fmt_avg(b.avg), _fmt_avg(b.obp),
                          _fmt_avg(b.slg), str(b.hr), str(b.sb))
            elif est is not None:
                t.add_row(str(i), s.pos, Text(p.name), p.bats, "est", _fmt_avg(est.avg), _fmt_avg(est.obp),
                          _fmt_avg(est.slg), "", "")
            else:
                t.add_row(str(i), s.pos, Text(p.name), p.bats, "-", "", "", "", "", "")
        out.print(t)
    t = Table(title="Bench", box=None, title_justify="left")
    for c in ("Name", "Pos", "B", "PA", "AVG", "OBP", "SLG"):
        t.add_column(c, justify="left" if c in ("Pos", "Name", "B") else "right")
    for pid in team.bench:
        p = by_id[pid]
        b = p.batting
        t.add_row(Text(p.name), p.primary_position, p.bats, str(b.pa if b else 0), _fmt_avg(b.avg if b else 0),
                  _fmt_avg(b.obp if b else 0), _fmt_avg(b.slg if b else 0))
    out.print(t)
    if any(p.batting is None and p.estimates is not None for p in team.players):
        out.print(Text("est = rates estimated from the players' game-native ratings (no real stat line)", style="dim"))
    t = Table(title="Pitchers", box=None, title_justify="left")
    for c in ("Role", "Name", "T", "G", "GS", "IP", "ERA", "SO", "BB", "SV"):
        t.add_column(c, justify="left" if c in ("Role", "Name", "T") else "right")
    roles = [(f"SP{i}", pid) for i, pid in enumerate(team.rotation, 1)] + [(b.role, b.player) for b in team.bullpen]
    for role, pid in roles:
        p = by_id[pid]
        pl = p.pitching
        if pl:
            era = pl.era
            t.add_row(role, Text(p.name), p.throws, str(pl.g), str(pl.gs), f"{pl.ipouts // 3}.{pl.ipouts % 3}",
                      f"{era:.2f}" if era is not None else "-", str(pl.so), str(pl.bb), str(pl.sv))
        elif p.estimates is not None and p.estimates.era is not None:
            t.add_row(role, Text(p.name), p.throws, "", "", "est", f"{p.estimates.era:.2f}", "", "", "")
        else:
            t.add_row(role, Text(p.name), p.throws, "", "", "", "", "", "", "")
    out.print(t)
    lines = estimated_lines(team)
    if lines:
        out.print("Estimated (the season did not record these; each is filled from its league-season, and the "
                  "cards built on them rest on the estimate):", markup=False, soft_wrap=True)
        for line in lines:
            out.print(f"  {line}", markup=False, soft_wrap=True)


_WHAT = {"batting": "batting", "pitching": "pitching", "fielding": "fielding", "player": "player"}


def estimated_lines(team: Team) -> list[str]:
    """What a roster holds as estimates rather than records, grouped: the league-season's own totals, then each
    set of estimated stats with the players it covers.

    >>> from dugout.sources import lahman
    >>> lines = estimated_lines(lahman.import_team(1884, "PRO"))
    >>> lines[0]
    'league 1884 NL: batting cs, gidp, hbp, ibb, sb, sf, sh; pitching gidp, hbp, ibb'
    >>> any(line.startswith("batting cs, gidp, hbp, ibb, sb, sf, sh: 17 players") for line in lines)
    True
    >>> [line.split(":")[0] for line in estimated_lines(lahman.import_team(2016, "CHN"))]
    ['fielding gs']
    """
    out = []
    ctx = team.context
    if ctx is not None:
        parts = [f"{kind} {', '.join(names)}" for kind, names in (("batting", ctx.batting.imputed),
                                                                    ("pitching", ctx.pitching.imputed)) if names]
        if parts:
            out.append(f"league {ctx.label}: {'; '.join(parts)}")
    groups: dict[tuple[str, tuple[str, ...]], list[str]] = {}
    for p in team.players:
        sets = [("batting", p.batting.imputed if p.batting else ()), ("pitching", p.pitching.imputed if p.pitching
                                                                          else ()), ("player", p.imputed)]
        fielded = sorted({f for line in (p.fielding or {}).values() for f in line.imputed})
        sets.append(("fielding", tuple(fielded)))
        for kind, names in sets:
            if names:
                groups.setdefault((kind, tuple(names)), []).append(p.name)
    for (kind, names), who in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        shown = ", ".join(who[:4]) + (" …" if len(who) > 4 else "")
        out.append(f"{_WHAT[kind]} {', '.join(names)}: {len(who)} player{'s' if len(who) != 1 else ''} ({shown})")
    return out
