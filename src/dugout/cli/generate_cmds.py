"""``dugout generate``: invented Deadball teams, Five Tool teams, Five Tool ratings for real teams."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from dugout.api import league as core
from dugout.cli import app
from dugout.cli.common import said

gen = typer.Typer(no_args_is_help=True, help="Generate fictional players and teams (Deadball, Five Tool).")
app.add_typer(gen, name="generate")

Output = Annotated[Path, typer.Option("-o", "--output", help="Roster file to write.")]
Seed = Annotated[int | None, typer.Option("--seed", help="Dice seed (printed; the same seed gives the same team).")]
Force = Annotated[bool, typer.Option("--force", help="Overwrite an existing file.")]


def _wrote(g: core.Generated, what: str) -> None:
    t = g.team
    said(f"wrote {g.path}  ({t.name}: {len(t.players)} players, {what}, seed {g.seed})")


@gen.command("team")
def team_cmd(
    name: Annotated[str, typer.Argument(help="The team's name.")],
    output: Output,
    like: Annotated[str | None, typer.Option("--like", help="The league-season its players are drawn from: SEASON "
                                                            "or SEASON:LEAGUE (1975:NL).")] = None,
    strength: Annotated[str | None, typer.Option("--strength", help="Expected winning percentage (.600) or "
                                                                     "contender, average, rebuilding.")] = None,
    method: Annotated[str, typer.Option("--method", help="like (players of --like's league-season), or the "
                                                          "Deadball book's tables, generation, five-tool.")] = "like",
    seed: Seed = None,
    force: Force = False,
) -> None:
    """A team of invented players: by default drawn from a real league-season's players (their lines, ages and
    hands, under new names), shaped like one of its rosters and aimed at a strength, so it rates, prints and plays
    in every game; --method tables, generation or five-tool makes the Deadball book's kinds instead."""
    g = core.generate_team(name, method=method, like=like, strength=strength, seed=seed, out=output, force=force)
    _wrote(g, f"like {like}" + (f", strength {strength}" if strength else "") if method == "like"
           else f"method {method}")


@gen.command("league")
def league_cmd(
    folder: Annotated[Path, typer.Argument(help="Folder for the league's rosters and league.json.")],
    like: Annotated[str, typer.Option("--like", help="The league-season its players are drawn from: SEASON or "
                                                     "SEASON:LEAGUE (1908:AL).")],
    teams: Annotated[int | None, typer.Option("--teams", help="Number of teams (default: as many as the real "
                                                              "league-season had).")] = None,
    spread: Annotated[float | None, typer.Option("--spread", help="Standard deviation of the teams' expected "
                                                                   "winning percentages (default: the real "
                                                                   "league-season's; 0 for parity).")] = None,
    seed: Seed = None,
    force: Force = False,
) -> None:
    """A league of invented teams like a real league-season, strengths spread like that era's; `dugout season GAME
    FOLDER` plays it."""
    written = core.generate_league_like(folder, like, teams=teams, spread=spread, seed=seed, force=force)
    said(f"wrote {len(written) - 1} teams and league.json into {folder}")


@gen.command("deadball-team")
def deadball_team(
    name: Annotated[str, typer.Argument(help="The team's name.")],
    output: Output,
    method: Annotated[str, typer.Option("--method", help="tables (the book's random players) or generation "
                                                          "(rolled ratings, Faker names).")] = "generation",
    seed: Seed = None,
    force: Force = False,
) -> None:
    """A 25-man Deadball team of invented players: 8 regulars, 5 bench, 5 starters, 7 relievers."""
    g = core.generate_deadball_team(name, method=method, seed=seed, out=output, force=force)
    _wrote(g, f"method {method}")


@gen.command("deadball-player")
def deadball_player(
    kind: Annotated[str, typer.Argument(help="hitter, pinch-hitter, pitcher (a starter) or reliever.")] = "hitter",
    method: Annotated[str, typer.Option("--method", help="tables (the book's random players: d10 a position, "
                                                          "d100 a pinch hitter, d20 a reliever) or generation "
                                                          "(rolled ratings, a Faker name).")] = "tables",
    pos: Annotated[str | None, typer.Option("--pos", help="A hitter's position, C … RF (else a d8 picks one).")]
    = None,
    seed: Seed = None,
    as_json: Annotated[bool, typer.Option("--json", help="The player as a roster file lists him.")] = False,
) -> None:
    """One random player or substitute, rolled as the book does when a side has no statistics for a sub."""
    import json

    from dugout.model.schema import to_data

    p, where, used = core.roll_deadball_player(kind, method=method, pos=pos, seed=seed)
    if as_json:
        said(json.dumps(to_data(p), indent=1, ensure_ascii=False))
        return
    n = p.native["deadball"]
    die = f"  Pitch Die {n['pitch_die']}" if "pitch_die" in n else ""
    traits = " ".join(n.get("traits", ()))
    said(f"{p.name}  {where}  {n['hand']}  BT {n['bt']}  WT {n['wt']}{die}"
         f"{'  ' + traits if traits else ''}  age {n.get('age', '?')}  ({method}, seed {used})")


@gen.command("five-tool-team")
def five_tool_team(
    output: Output,
    name: Annotated[str | None, typer.Argument(help="The team's name (optional with --spec).")] = None,
    template: Annotated[str, typer.Option("--template", help="lineup (9 players) or roster (25).")] = "roster",
    spec: Annotated[Path | None, typer.Option("--spec", help="JSON spec of your own players: level, pos, "
                                                                "points, hand, age, tools or archetype.")] = None,
    seed: Seed = None,
    force: Force = False,
) -> None:
    """A Five Tool team by the book's template (levels dealt by the dice, spending by archetype) or from your
    own spending in a spec file (checked against each level's points)."""
    g = core.generate_five_tool_team(name, template=template, spec=spec, seed=seed, out=output, force=force)
    _wrote(g, "from your spec" if spec else f"{template} template")


@gen.command("five-tool-ratings")
def five_tool_ratings(
    roster: Annotated[str, typer.Argument(help="A real team: roster file, SEASON:TEAM or a bundled name.")],
    output: Output,
    era: Annotated[str, typer.Option("--era", help="league (rates put on the 2010-2016 scale first) or book.")]
    = "league",
    force: Force = False,
) -> None:
    """Five Tool ratings from real statistics, so the team can play Five Tool matchups in Deadball."""
    g = core.five_tool_ratings(roster, out=output, era=era, force=force)
    said(f"wrote {g.path}  ({g.team.label}: {len(g.team.players)} players with Five Tool ratings)")
