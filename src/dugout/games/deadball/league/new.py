"""A new Deadball league: its teams (player generation, the random tables, the Five Tool template, or the
Southern Circuit), a farm system of three prospects per team, the settings and the first season's folder."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from dugout.engine.dice import Dice, derive_seed, new_seed
from dugout.engine.season import balanced_schedule
from dugout.errors import DugoutError
from dugout.games.deadball import Deadball
from dugout.games.deadball.generate import five_tool_teams as FTT
from dugout.games.deadball.generate.bundled import LEAGUE as SOUTHERN_CIRCUIT
from dugout.games.deadball.generate.bundled import southern_circuit
from dugout.games.deadball.generate.players import roll_age
from dugout.games.deadball.generate.teams import Ids, deadball_team, team_name
from dugout.games.deadball.league.files import (
    DEVELOPMENT,
    ENGINES,
    INJURY_CADENCES,
    MAX_GAMES,
    MAX_TEAMS,
    MAX_TRADE_WEEKS,
    LeagueFolder,
    Settings,
    TeamEntry,
    find_team,
)
from dugout.games.deadball.league.offseason import farm_team, prospects
from dugout.games.deadball.league.season import DEFAULT_OPTIONS, LeagueRun
from dugout.model.team import Team
from dugout.text import shows

SOURCES = ("generation", "tables", "southern-circuit")


def _aged(team: Team, dice: Dice, five_tool: bool) -> Team:
    """A printed-ratings team with ages rolled (the book prints none, GAP 60), rebuilt as Five Tool players
    when the league plays the Five Tool game."""
    players = []
    for p in team.players:
        age = roll_age(dice)
        if five_tool:
            q = FTT.as_five_tool(p, age)
        else:
            nat = dict(p.native)
            nat["deadball"] = {**nat["deadball"], "age": age, "origin": "southern circuit"}
            q = dataclasses.replace(p, native=nat)
        players.append(q)
    return dataclasses.replace(team, players=tuple(players))


def folder_teams(folder: Path, dice: Dice) -> list[Team]:
    """The teams of a generated league folder (``dugout generate league``: its ``league.json``), each player given
    native Deadball ratings from the card his lines rate to (so the off-season can age and develop him) and his
    age from his birth year."""
    from dugout import jsondata
    from dugout.model.io import load_team
    from dugout.paths import inside, safe_name

    try:
        files = jsondata.loads((folder / "league.json").read_text(encoding="utf-8"))["teams"]
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise DugoutError(f"{folder / 'league.json'}: not a league index ({e})") from None
    rules = Deadball(DEFAULT_OPTIONS)
    out = []
    if not isinstance(files, list):
        raise DugoutError(f"{folder / 'league.json'}: 'teams': expected a list of roster file names")
    for f in files:
        team = load_team(inside(folder, str(f), what=f"{folder / 'league.json'}: 'teams'"))
        cards = rules.rate_team(team)
        players = []
        for p in team.players:
            c = cards[p.id]
            age = team.season - p.birth_year if team.season and p.birth_year else roll_age(dice)
            nat = {"bt": c.bt, "wt": c.wt, "hand": p.bats, "pos": "P" if c.is_pitcher else p.primary_position,
                   "traits": list(c.trait_list), "age": age, "origin": "like"}
            if c.is_pitcher:
                nat["pitch_die"] = c.pd_label
            players.append(dataclasses.replace(p, native={**p.native, "deadball": nat}))
        # the id names the team's files in the league folder: made safe like every name from data
        out.append(dataclasses.replace(team, id=safe_name(team.id, fallback="team"), players=tuple(players)))
    return out


def make_teams(n: int, source: str, five_tool: bool, dice: Dice, league: str) -> list[Team]:
    """The league's teams."""
    if (Path(source) / "league.json").is_file():
        return folder_teams(Path(source), dice)
    if source == "southern-circuit":
        sc = southern_circuit()
        if n > len(sc):
            raise DugoutError(f"the Southern Circuit has {len(sc)} teams; --teams {n} is too many")
        return [_aged(t, dice, five_tool) for t in sc[:n]]
    ids = Ids()
    names: set[str] = set()
    taken_teams: set[str] = set()
    rows: set[str] = set()
    out = []
    for _ in range(n):
        name = team_name(dice, taken_teams)
        taken_teams.add(name)
        if five_tool:
            out.append(FTT.five_tool_team(name, dice, "roster", ids=ids, taken_names=names, league=league))
        else:
            extra: dict[str, Any] = {"taken_rows": rows} if source == "tables" else {}
            out.append(deadball_team(name, source, dice, ids=ids, taken_names=names, league=league, **extra))
    return out


def create_league(folder: LeagueFolder, *, teams: int = 8, source: str = "generation", five_tool: bool = False,
                  seed: int | str | None = None, games: int = 154, engine: str = "full",
                  play: list[str] | None = None, options: dict[str, Any] | None = None, injuries: str = "week",
                  development: str = "season", trade_weeks: int = 4, name: str | None = None) -> Settings:
    """Create a league folder and its first season; returns the settings."""
    root = folder.root
    if root.exists() and (not root.is_dir() or any(root.iterdir())):
        raise DugoutError(f"{root}: exists and is not an empty folder (a league needs a new folder)")
    from_folder = (Path(source) / "league.json").is_file()
    if source not in SOURCES and not from_folder:
        raise DugoutError(f"--from {source!r}: expected one of {', '.join(SOURCES)}, or a folder made by "
                          "`dugout generate league`")
    if not 2 <= teams <= MAX_TEAMS:
        raise DugoutError(f"--teams must be 2-{MAX_TEAMS}, got {teams}")
    if not 1 <= games <= MAX_GAMES:
        raise DugoutError(f"--games must be 1-{MAX_GAMES}, got {games}")
    if engine not in ENGINES:
        raise DugoutError(f"--engine must be full or quick, got {engine!r}")
    if injuries not in INJURY_CADENCES:
        raise DugoutError(f"--injuries must be one of {', '.join(INJURY_CADENCES)}, got {injuries!r}")
    if development not in DEVELOPMENT:
        raise DugoutError(f"--development must be one of {', '.join(DEVELOPMENT)}, got {development!r}")
    if not 0 <= trade_weeks <= MAX_TRADE_WEEKS:
        raise DugoutError(f"--trade-weeks must be 0-{MAX_TRADE_WEEKS}, got {trade_weeks}")
    opts = dict(options or {})
    Deadball({**DEFAULT_OPTIONS, **opts})  # a bad option fails here, before anything is written
    seed = new_seed() if seed is None else seed
    dice = Dice(derive_seed(seed, "new league"))
    league = name or (SOUTHERN_CIRCUIT if source == "southern-circuit" else "Deadball League")
    if not shows(league):
        raise DugoutError(f"--name {league!r}: expected a name that shows (not only control or invisible "
                          f"characters)")
    club_list = make_teams(teams, source, five_tool, dice, league)
    mine = set()
    for w in play or []:
        try:
            mine.add(find_team(club_list, w))
        except DugoutError as e:
            raise DugoutError(f"--play {w!r}: {e.one_line()}") from None
    entries = [TeamEntry(id=t.id, name=t.name, engine="full" if k in mine else engine,
                         manager="user" if k in mine else "ai") for k, t in enumerate(club_list)]
    everyone = [p for t in club_list for p in t.players]
    ids, names = Ids({p.id for p in everyone}), {p.name for p in everyone}
    farms = {t.id: farm_team(t, prospects(dice, five_tool, ids, names)) for t in club_list}
    method = "rosters" if from_folder else "five-tool" if five_tool and source != "southern-circuit" else source
    settings = Settings(name=league, seed=seed, games=games, options=opts, method=method, five_tool=five_tool,
                        injuries=injuries, development=development, trade_weeks=trade_weeks, teams=entries)
    schedule = balanced_schedule(len(club_list), games)
    state = LeagueRun(settings, 1, club_list, farms, schedule).state()
    root.mkdir(parents=True, exist_ok=True)
    folder.write_season(1, club_list, farms, schedule, state)
    folder.write_settings(settings)
    return settings
