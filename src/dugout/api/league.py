"""The Python interface of ``dugout generate`` and ``dugout league``: invented Deadball teams, Five Tool teams,
Five Tool ratings for real teams, and Deadball leagues (create, play, off-season, trades, show, print).

Each function takes what its command takes and delegates to Deadball's world, which the registry hands over
(``dugout.games.generate_service`` and ``league_service``). A team argument of a league is its number in the
league file (1 = the first), its id or its name in any case; one that names no team raises ``TeamQueryError``.

For example (a two-team league of quick games, played to the end of its first season)::

    from pathlib import Path
    from dugout.api import league

    settings = league.new_league(Path("my-league"), teams=2, games=12, seed=1, engine="quick")
    result = league.play_league(Path("my-league"), days=None)
    standings = league.league_status(Path("my-league"))["standings"]
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from dugout.games import generate_service, league_service

Generated = generate_service.Generated
PlayResult = league_service.PlayResult
TeamQueryError = league_service.TeamQueryError


# --- generate ---------------------------------------------------------------------------------------------------
def generate_deadball_team(name: str, *, method: str = "generation", seed: int | str | None = None,
                           out: Path, force: bool = False) -> generate_service.Generated:
    """A 25-man Deadball team of invented players (``method``: tables or generation), saved as a roster."""
    return generate_service.generate_deadball_team(name, method=method, seed=seed, out=out, force=force)


def roll_deadball_player(kind: str, *, method: str = "tables", pos: str | None = None,
                         seed: int | str | None = None) -> tuple[Any, str, int | str]:
    """One random Deadball player or substitute (hitter, pinch-hitter, pitcher, reliever) from the book's random
    tables or by player generation: (the player, the position he fills, the seed)."""
    return generate_service.roll_deadball_player(kind, method=method, pos=pos, seed=seed)


def generate_five_tool_team(name: str | None, *, template: str = "roster", spec: Path | None = None,
                            seed: int | str | None = None, out: Path, force: bool = False
                            ) -> generate_service.Generated:
    """A Five Tool team by the book's template (lineup or roster), or from a user's spec file."""
    return generate_service.generate_five_tool_team(name, template=template, spec=spec, seed=seed, out=out,
                                                    force=force)


def generate_team_like(name: str, like: str, *, strength: str | float | None = None, seed: int | str | None = None,
                       out: Path, force: bool = False) -> generate_service.Generated:
    """A team of invented players drawn from a league-season's own players (``like``: ``SEASON`` or
    ``SEASON:LEAGUE``), aimed at ``strength`` (a winning percentage or contender, average, rebuilding), saved as a
    roster (``dugout generate team --like``)."""
    from dugout.engine.dice import Dice, derive_seed, new_seed
    from dugout.generate.like import parse_strength, team_like
    from dugout.model.io import check_target, save_team

    season, league = parse_like(like)
    target = parse_strength(strength)
    check_target(out, force=force)
    seed = new_seed() if seed is None else seed
    real = _like_league(season, league)
    team = team_like(name, real, Dice(derive_seed(seed, "like", season, league or "")), strength=target)
    return generate_service.Generated(team, save_team(team, out, force=force), seed)


def generate_team(name: str, *, method: str = "like", like: str | None = None, strength: str | float | None = None,
                  seed: int | str | None = None, out: Path, force: bool = False) -> generate_service.Generated:
    """``dugout generate team``: ``like`` a league-season (``generate_team_like``), or by the Deadball book's
    ``tables``, ``generation`` or ``five-tool`` (which take no era or strength)."""
    from dugout.errors import DugoutError

    if method == "like":
        if not like:
            raise DugoutError("--like SEASON[:LEAGUE] names the league-season to draw the players from "
                              "(or choose --method tables, generation or five-tool)")
        return generate_team_like(name, like, strength=strength, seed=seed, out=out, force=force)
    if like or strength:
        raise DugoutError(f"--method {method} makes the Deadball book's players: --like and --strength are for "
                          "--method like")
    if method in ("tables", "generation"):
        return generate_deadball_team(name, method=method, seed=seed, out=out, force=force)
    if method == "five-tool":
        return generate_five_tool_team(name, seed=seed, out=out, force=force)
    raise DugoutError(f"--method {method!r}: like, tables, generation or five-tool")


#: The index a generated league folder holds beside its rosters.
LEAGUE_INDEX = "league.json"


def generate_league_like(folder: Path, like: str, *, teams: int | None = None, spread: float | None = None,
                         seed: int | str | None = None, force: bool = False) -> list[Path]:
    """``dugout generate league``: ``teams`` invented teams like a league-season (``generate_team_like``; default
    as many as it had, so every real line is drawn about once and the league adds up to the real one), their
    strengths spread like that league-season's (or ``spread``), written into ``folder`` as one roster each plus
    ``league.json``, all or none; ``dugout season GAME FOLDER`` plays them."""
    import json

    from dugout import limits
    from dugout.api.outputs import check_folder_set, write_set
    from dugout.engine.dice import Dice, derive_seed, new_seed
    from dugout.generate.like import league_like
    from dugout.model.io import team_to_json

    season, league = parse_like(like)
    real = _like_league(season, league)
    if teams is None:
        teams = len(real)
    if teams > limits.MAX_LEAGUE_TEAMS:
        from dugout.errors import DugoutError

        raise DugoutError(f"--teams {teams:,} is past the limit of {limits.MAX_LEAGUE_TEAMS}")
    if teams < 2:
        from dugout.errors import DugoutError

        raise DugoutError(f"--teams {teams}: a league needs at least two teams")
    seed = new_seed() if seed is None else seed
    made = league_like(teams, real, Dice(derive_seed(seed, "league-like", season, league or "")), spread=spread)
    from dugout.paths import safe_name

    names = [f"{safe_name(t.id.lower(), fallback='team')}.json" for t in made]
    if len(set(names)) != len(names):
        names = [f"{k + 1:02d}-{n}" for k, n in enumerate(names)]
    index = {"format": "dugout-league", "like": like, "seed": seed, "spread": spread, "teams": names}
    paths = check_folder_set(folder, [*names, LEAGUE_INDEX], force=force, what="folder for the league")
    texts: dict[Path, str | bytes] = {p: team_to_json(t) for p, t in zip(paths, made)}
    texts[paths[-1]] = json.dumps(index, indent=1) + "\n"
    return write_set(texts, force=force)


def parse_like(like: str) -> tuple[int, str | None]:
    """``1975`` or ``1975:NL`` as (season, league or None), checked against the Lahman data.

    >>> parse_like("1975:nl")
    (1975, 'NL')
    """
    from dugout.errors import DugoutError
    from dugout.sources import lahman

    text = like.strip()
    year_text, colon, league = text.partition(":")
    if not year_text.strip().isdigit() or (colon and not league.strip()):
        raise DugoutError(f"--like {like!r}: a season (1975) or a league-season (1975:NL)")
    season = int(year_text)
    lahman.check_season(season)
    lg = league.strip().upper() or None
    if lg is not None and lg not in lahman.leagues(season):
        raise DugoutError(f"--like {like}: no league {lg} in {season} (leagues: {', '.join(lahman.leagues(season))})")
    return season, lg


def _like_league(season: int, league: str | None) -> list[Any]:
    from dugout.sources import lahman

    leagues = [league] if league else lahman.leagues(season)
    return [t for lg in leagues for t in lahman.import_league(season, lg)]


def five_tool_ratings(roster: str, *, out: Path, era: str = "league", force: bool = False,
                      options: dict[str, Any] | None = None) -> generate_service.Generated:
    """A real team (any roster argument) with Five Tool ratings from its statistics, saved as a roster."""
    return generate_service.five_tool_ratings(roster, out=out, era=era, force=force, options=options)


# --- leagues -----------------------------------------------------------------------------------------------------
def new_league(folder: Path, **kw: Any) -> league_service.Settings:
    """Create a league folder: ``teams`` (8), ``source`` (generation, tables or southern-circuit), ``five_tool``,
    ``seed``, ``games`` (154), ``engine`` (full or quick), ``play`` (your teams), ``options`` (Deadball rules),
    ``injuries``, ``development``, ``trade_weeks``, ``name``. ``options`` may be a mapping or command-line
    ``NAME=VALUE`` pairs."""
    from dugout.api.games import parse_options
    from dugout.api.outputs import staged_folder

    if "options" in kw:
        kw["options"] = parse_options(kw["options"])
    with staged_folder(folder, what="league") as staging:
        return league_service.new_league(staging, **kw)


def play_league(folder: Path, *, days: int | None = 1, progress: Callable[[int], None] | None = None
                ) -> league_service.PlayResult:
    """Play ``days`` days of the current season (None: to its end), saving after every day; a finished
    season also writes its summary. ``progress(games)`` is called after every day."""
    return league_service.play_league(folder, days=days, progress=progress)


def games_left(folder: Path, days: int | None) -> int:
    """Games in the next ``days`` days of the current season (for a progress bar)."""
    return league_service.games_left(folder, days)


def play_and_report(folder: Path, *, days: int | None = 1, progress: Callable[[int, int], None] | None = None
                    ) -> tuple[league_service.PlayResult, dict[str, Any]]:
    """``play_league`` as ``dugout league play`` shows it: ``progress(games, total)`` as the days are played,
    then the league's status (``league_status``)."""
    return league_service.play_and_report(folder, days=days, progress=progress)


def advance_league(folder: Path) -> dict[str, Any]:
    """The off-season after a finished season; the next season's folder is written."""
    return league_service.advance_league(folder)


def set_team(folder: Path, team: str, *, engine: str | None = None, manager: str | None = None
             ) -> league_service.Settings:
    """Change how a team's games are played (full or quick) and who runs it (user or ai) from now on."""
    return league_service.set_team(folder, team, engine=engine, manager=manager)


def league_status(folder: Path) -> dict[str, Any]:
    """Settings, the current season's standings, leaders, injuries and recent events, and past champions."""
    return league_service.league_status(folder)


def team_report(run: league_service.LeagueRun, team: str) -> dict[str, Any]:
    """One team's roster with ratings, condition and season lines."""
    return league_service.team_report(run, team)


def league_team(folder: Path, team: str) -> dict[str, Any]:
    """``team_report`` for the current season of a league folder."""
    return league_service.league_team(folder, team)


def print_league(folder: Path, *, out: Path | None = None, paper: str = "letter", html: bool = False,
                 force: bool = False) -> Path:
    """The standings page and every team's roster page, as one PDF (or HTML preview)."""
    return league_service.print_league(folder, out=out, paper=paper, html=html, force=force)


def user_trade(folder: Path, *, team: str, partner: str, give: list[str], get: list[str],
               dry_run: bool = False) -> dict[str, Any]:
    """Propose a trade for a team before its season starts or after it ends: the partner answers by the
    book's Trade Chance and d100 (players may be active or prospects; prospects count 25 or 15)."""
    return league_service.user_trade(folder, team=team, partner=partner, give=give, get=get, dry_run=dry_run)
