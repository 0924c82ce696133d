"""The Python interface of the game commands: one function per command (``games``, ``ratings``, ``cards``,
``play``, ``sim``, ``season``, ``fidelity``), each taking what the command line takes.

A team argument is a ``Team`` or anything the command line accepts for one (a roster file, ``SEASON:TEAM``, a
bundled team's name); ``SEASON:LEAGUE`` stands for every team of a league-season where several teams are taken.
Options are a mapping (``{"hit-table": "basic"}``) or command-line pairs (``["hit-table=basic"]``). A progress
callback, where one is taken, is called as ``progress(advance, total)``.

>>> from dugout.api import games
>>> [g.name for g in games.list_games()][:2]
['thats-baseball', 'pine-tar']
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dugout import limits
from dugout.engine.boxscore import BoxScore
from dugout.engine.codes import B_AB, B_BB, B_H, B_HR, B_PA, B_SO
from dugout.engine.dice import Dice, new_seed
from dugout.engine.estimates import (
    MARK,  # noqa: F401 (the mark beside an estimated rating, for the cli)
    estimated_columns,
    footnote,
)
from dugout.engine.postseason import Postseason, Series, run_postseason
from dugout.engine.postseason import play_series as play_postseason_series
from dugout.engine.ruleset import Option, Ruleset
from dugout.engine.season import Season, league_schedule, play_series, rated
from dugout.engine.standings import league_groups
from dugout.errors import DugoutError
from dugout.games import RULESETS, find_game, make_rules
from dugout.model.team import Team
from dugout.rosters import resolve_roster

_LEAGUE_ARG = re.compile(r"^\s*(\d{4})\s*:\s*(AL|NL|AA|NA|UA|PL|FL)\s*$", re.IGNORECASE)

TeamArg = str | Team
"""A ``Team``, or what the command line takes for one: a roster file, ``SEASON:TEAM`` or a bundled team's name."""
Options = Mapping[str, Any] | Sequence[str] | None
"""A game's options: a mapping of names to values, or command-line ``NAME=VALUE`` pairs."""
Progress = Callable[[int, int], None]
"""``progress(advance, total)``: called as work is done, with the total number of steps."""


def parse_options(pairs: Options) -> dict[str, Any]:
    """Options as a dict: a mapping as it is, ``["pitch-count=on", ...]`` split at the first '='; a bare ``all``
    is ``all=on`` (a game's switch for every optional rule of its book, where it has one).

    >>> parse_options(["pitch-count=on", "brawls = off", "all"])
    {'pitch-count': 'on', 'brawls': 'off', 'all': 'on'}
    >>> parse_options(["pitch-count"])
    Traceback (most recent call last):
    ...
    dugout.errors.DugoutError: option 'pitch-count': expected NAME=VALUE
    """
    if pairs is None:
        return {}
    if isinstance(pairs, Mapping):
        return dict(pairs)
    out: dict[str, Any] = {}
    for p in pairs:
        if p.strip().lower() == "all":
            out["all"] = "on"
            continue
        if "=" not in p:
            raise DugoutError(f"option {p!r}: expected NAME=VALUE")
        k, v = p.split("=", 1)
        out[k.strip()] = v.strip()
    return out


def _rules(game: str, options: Options) -> Ruleset[Any, Any]:
    return make_rules(game, parse_options(options))


def load_rosters(args: Sequence[TeamArg]) -> list[Team]:
    """Resolve team arguments; ``1927:AL`` expands to every team of that league-season."""
    teams: list[Team] = []
    for a in args:
        if isinstance(a, Team):
            teams.append(a)
            continue
        m = _LEAGUE_ARG.match(a)
        index = Path(a) / "league.json"
        if index.is_file():  # a generated league's folder: its teams in the index's order
            from dugout import jsondata
            from dugout.paths import inside

            try:
                files = jsondata.loads(index.read_text(encoding="utf-8"))["teams"]
            except (OSError, ValueError, KeyError, TypeError) as e:
                raise DugoutError(f"{index}: not a league index ({e})") from None
            if not isinstance(files, list):
                raise DugoutError(f"{index}: 'teams': expected a list of roster file names")
            teams += [resolve_roster(str(inside(Path(a), str(f), what=f"{index}: 'teams'"))) for f in files]
        elif m and not Path(a).exists():
            from dugout.sources import lahman

            teams += lahman.import_league(int(m.group(1)), m.group(2).upper())
        else:
            teams.append(resolve_roster(a))
    for t in teams:
        check_overrides(t)
    return teams


def _team(arg: TeamArg) -> Team:
    return check_overrides(arg if isinstance(arg, Team) else resolve_roster(arg))


def check_overrides(team: Team) -> Team:
    """``team``, when every player's hand-written ``overrides`` are keyed by a registered game's name (an override
    for a game that does not exist, or under an alias, would be silently ignored); else a one-line error."""
    for p in team.players:
        for key in p.overrides:
            if key not in RULESETS:
                try:
                    hint = f"; use the game's name {find_game(key).name!r}"
                except DugoutError:
                    hint = ""
                raise DugoutError(f"{team.label}: {p.name}: overrides for {key!r}, which is not a game (games: "
                                  f"{', '.join(RULESETS)}){hint}")
    return team


@dataclass(frozen=True, slots=True)
class GameInfo:
    """A registered game: its names and options."""

    name: str
    title: str
    aliases: tuple[str, ...]
    options: tuple[Option, ...]


def list_games() -> list[GameInfo]:
    """Every registered game, with its aliases and options (``dugout games``)."""
    return [GameInfo(name, cls.title, cls.aliases, cls.option_specs()) for name, cls in RULESETS.items()]


@dataclass(slots=True)
class RatingsTable:
    """Every player's ratings in a game: ``rows`` are dicts with ``name``, ``id``, ``pos`` and the rating fields;
    ``columns`` are the fields a table shows."""

    game: str
    columns: tuple[str, ...]
    rows: list[dict[str, Any]]
    note: str | None = None
    """The footnote to the ratings marked as resting on estimated stats (each row's ``estimated``), or None."""


def ratings(game: str, roster: TeamArg, options: Options = None) -> RatingsTable:
    """Every player's ratings in the game (``dugout ratings``); each row's ``estimated`` names the columns that
    rest on stats the season did not record, with those stats."""
    rules = _rules(game, options)
    team = rules.game_team(_team(roster))  # as it takes the field (Deadball: relievers for a team without any)
    cards = rules.rate_team(team)
    rows = []
    marked = {}
    for p in team.players:
        fields = rules.rating_fields(cards[p.id])
        # a rating the card does not have (a batter's stamina) has nothing to mark
        est = {col: stats for col, stats in estimated_columns(rules.rating_inputs, p).items()
               if fields.get(col) not in (None, "", "-")}
        marked[p.id] = est
        rows.append({"name": p.name, "id": p.id, "pos": p.primary_position, **fields,
                     "estimated": {col: list(stats) for col, stats in est.items()}})
    return RatingsTable(rules.name, rules.rating_columns(), rows, footnote(marked))


@dataclass(slots=True)
class Played:
    """One played game."""

    box: BoxScore
    log: list[tuple[int, int, str]]
    seed: int | str


def play_one(game: str, away: TeamArg, home: TeamArg, *, seed: int | str | None = None,
             options: Options = None, narrate: bool = False,
             starters: tuple[str | None, str | None] = (None, None)) -> Played:
    """Play one game and return its box score (and play-by-play when ``narrate``); ``starters`` names the
    starting pitchers by player id."""
    rules = _rules(game, options)
    seed = new_seed() if seed is None else seed
    ga, gh = rated(rules, _team(away)), rated(rules, _team(home))
    sa, sh = (None if pid is None else gt.index(pid) for pid, gt in zip(starters, (ga, gh)))
    g = rules.game_type(narrate)(rules, ga, gh, Dice(seed, record=narrate), narrate=narrate, starters=(sa, sh)).play()
    return Played(box=g.box(), log=g.log, seed=seed)


def play(game: str, away: TeamArg | None = None, home: TeamArg | None = None, *, boxscore: str | None = None,
         offline: bool = False, seed: int | str | None = None, options: Options = None,
         narrate: bool = False) -> Played:
    """Play one game between two teams, or with ``boxscore`` (a Baseball-Reference box-score URL or game id) the
    real game's two teams with its lineups and starting pitchers (``dugout play``)."""
    if boxscore:
        if away is not None or home is not None:
            raise DugoutError("give AWAY and HOME teams or --boxscore URL, not both (--boxscore plays the real "
                              "game's two teams)")
        from dugout.sources import bref

        a_team, h_team, starters = bref.import_boxscore(boxscore, offline=offline)
        return play_one(game, a_team, h_team, seed=seed, options=options, narrate=narrate, starters=starters)
    if away is None or home is None:
        raise DugoutError("play needs AWAY and HOME teams (or --boxscore URL)")
    return play_one(game, load_rosters([away])[0], load_rosters([home])[0], seed=seed, options=options,
                    narrate=narrate)


@dataclass(slots=True)
class SimSummary:
    """N games between two teams."""

    game: str
    away: str
    home: str
    games: int
    wins: tuple[int, int]
    ties: int
    runs: tuple[float, float]
    lines: tuple[dict[str, float], dict[str, float]]
    seed: int | str

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready summary."""
        return {"game": self.game, "games": self.games, "seed": self.seed, "ties": self.ties,
                "away": {"name": self.away, "wins": self.wins[0], "win_pct": round(self.wins[0] / self.games, 4),
                         "runs_per_game": round(self.runs[0], 3), **self.lines[0]},
                "home": {"name": self.home, "wins": self.wins[1], "win_pct": round(self.wins[1] / self.games, 4),
                         "runs_per_game": round(self.runs[1], 3), **self.lines[1]}}


def _team_line(ts: Any, games: int) -> dict[str, float]:
    tot = [0] * 21
    for line in ts.bat.values():
        for k in range(21):
            tot[k] += line[k]
    ab, h = tot[B_AB], tot[B_H]
    return {"avg": round(h / ab, 3) if ab else 0.0, "h_per_game": round(h / games, 2),
            "hr_per_game": round(tot[B_HR] / games, 2), "bb_per_game": round(tot[B_BB] / games, 2),
            "so_per_game": round(tot[B_SO] / games, 2), "pa_per_game": round(tot[B_PA] / games, 2)}


def simulate(game: str, away: TeamArg, home: TeamArg, n: int, *, seed: int | str | None = None,
             options: Options = None, quick: bool = False, progress: Progress | None = None) -> SimSummary:
    """Play ``n`` games at the home team's park and summarize them (``dugout sim``)."""
    limits.check_count("--games", n, 1, limits.MAX_SIM_GAMES, "each game's result is kept: run several "
                       "with different seeds")
    away_t, home_t = load_rosters([away])[0], load_rosters([home])[0]
    rules = _rules(game, options)
    seed = new_seed() if seed is None else seed
    ga, gh = rated(rules, away_t), rated(rules, home_t)
    step = None if progress is None else (lambda k: progress(k, n))
    if quick:
        if not rules.has_quick:
            raise DugoutError(f"{rules.name} has no quick simulation")
        s = Season(rules, [ga, gh], seed, quick=rules.quick_result)
        s.play_schedule([[(0, 1)] for _ in range(n)], progress=step)
    else:
        s = play_series(rules, ga, gh, n, seed, progress=step)
    ta, th = s.teams
    lines = (_team_line(ta, n), _team_line(th, n)) if not quick else ({}, {})
    return SimSummary(game=rules.name, away=away_t.name, home=home_t.name, games=n, wins=(ta.w, th.w), ties=ta.t,
                      runs=(ta.rs / n, th.rs / n), lines=lines, seed=seed)


def schedule_length(teams: list[Team]) -> int:
    """The real schedule length of the teams' seasons: their most common wins plus losses (the larger on a tie),
    so ties replayed and playoff games counted in the season do not lengthen it (1927 AL: 154, where Washington
    played 157 games; 1962 NL: 162, not the Dodgers' and Giants' 165). A team with no record but a league-season
    (invented ``--like`` one) counts that league-season's games per team; 154 when no team has either."""
    counts: dict[int, int] = {}
    for t in teams:
        n = 0
        if t.record and t.record.w + t.record.l:
            n = t.record.w + t.record.l
        elif t.context is not None and t.context.teams and t.context.team_games:
            n = round(t.context.team_games / t.context.teams)
        if n:
            counts[n] = counts.get(n, 0) + 1
    if not counts:
        return 154
    return max(counts, key=lambda n: (counts[n], n))


def run_season(game: str, teams: list[Team], *, games: int | None = None, seed: int | str | None = None,
               options: Options = None, quick: bool = False,
               progress: Callable[[int], None] | None = None) -> Season:
    """A balanced season among the teams (default length: ``schedule_length``)."""
    if len(teams) < 2:
        raise DugoutError("a season needs at least two teams")
    names = [t.label for t in teams]
    if len(set(names)) != len(names):
        raise DugoutError("a team appears twice in the season")
    rules = _rules(game, options)
    seed = new_seed() if seed is None else seed
    if games is None:
        games = schedule_length(teams)
    limits.check_count("--games", games, 1, limits.MAX_SEASON_GAMES, "games per team")
    gts = [rated(rules, t) for t in teams]
    if quick and not rules.has_quick:
        raise DugoutError(f"{rules.name} has no quick simulation")
    s = Season(rules, gts, seed, quick=rules.quick_result if quick else None)
    s.play_schedule(league_schedule(teams, games), progress=progress)
    return s


SEASON_CSV = ("standings", "batting", "pitching", "postseason")


def check_season_csv(folder: Path, *, force: bool = False) -> list[Path]:
    """Fail before the season is played when its CSV files cannot be written into ``folder``."""
    from dugout.api.outputs import check_folder_set

    return check_folder_set(folder, [f"{n}.csv" for n in SEASON_CSV], force=force,
                            what="folder for the CSV files (--csv names a folder)")


def postseason_rows(post: Postseason) -> list[dict[str, Any]]:
    """A row per postseason game: series, game number, teams and runs."""
    return [{"series": s.name, "game": k, "away": a, "home": h, "away_runs": ra, "home_runs": rh}
            for s in post.series for k, (a, h, ra, rh) in enumerate(s.games, 1)]


def write_season_csv(season: Season, folder: Path, *, force: bool = False,
                     postseason: Postseason | None = None) -> list[Path]:
    """standings.csv, batting.csv, pitching.csv and postseason.csv in ``folder`` (made if missing), all or
    none."""
    from dugout.api.outputs import write_set

    paths = check_season_csv(folder, force=force)
    texts = season.to_csv(postseason_rows(postseason) if postseason else None)
    return write_set({p: texts[n] for p, n in zip(paths, SEASON_CSV)}, force=force)


def schedule_size(teams: Sequence[Team], games: int) -> int:
    """Number of games the teams' season schedule holds (``league_schedule``)."""
    return sum(len(d) for d in league_schedule(teams, games))


@dataclass(slots=True)
class SeasonResult:
    """A played season, its postseason and the CSV files written for it."""

    season: Season
    csv: list[Path] = field(default_factory=list)
    postseason: Postseason = field(default_factory=Postseason)
    grouped: bool = False
    """True when the teams are whole league-seasons: standings by league and division, the real postseason."""


def season(game: str, rosters: Sequence[TeamArg], *, games: int | None = None, seed: int | str | None = None,
           options: Options = None, quick: bool = False, csv: Path | None = None, force: bool = False,
           progress: Progress | None = None, playoffs: int | None = None, best_of: int = 7,
           postseason: bool = True) -> SeasonResult:
    """A season among the teams (``dugout season``): ``games`` per team (default: the real schedule's length);
    whole league-seasons each play within their league and end in their season's real postseason, other teams
    play a balanced schedule among them all (``playoffs`` N: the best N records in a bracket of best-of-
    ``best_of`` series); standings.csv, batting.csv, pitching.csv and postseason.csv written into the folder
    ``csv`` when given (checked before the season is played, written all or none)."""
    if games is not None:
        limits.check_count("--games", games, 1, limits.MAX_SEASON_GAMES, "games per team; each game's result is "
                           "kept")
    if playoffs is not None and playoffs < 2:
        raise DugoutError(f"--playoffs needs at least two teams (got {playoffs})")
    _check_best_of(best_of)
    if csv is not None:
        check_season_csv(csv, force=force)  # before the season, which can take minutes
    teams = load_rosters(rosters)
    if playoffs is not None and playoffs > len(teams):
        raise DugoutError(f"--playoffs {playoffs} is more than the season's {len(teams)} teams")
    if games is None:
        games = schedule_length(teams)
    total = schedule_size(teams, games) if len(teams) >= 2 else 0
    step = None if progress is None else (lambda k: progress(k, total))
    s = run_season(game, teams, games=games, seed=seed, options=options, quick=quick, progress=step)
    grouped = league_groups(teams) is not None
    post = Postseason()
    if postseason and not quick:
        post = run_postseason(s.rules, s, playoffs=playoffs, best_of=best_of, grouped=grouped)
    written = write_season_csv(s, csv, force=force, postseason=post) if csv is not None else []
    return SeasonResult(s, written, post, grouped)


def _check_best_of(best_of: int) -> None:
    if best_of < 1 or best_of % 2 == 0:
        raise DugoutError(f"--best-of must be an odd number of games, at least 1 (got {best_of})")
    limits.check_count("--best-of", best_of, 1, limits.MAX_BEST_OF)


def series(game: str, away: TeamArg, home: TeamArg, *, best_of: int = 7, seed: int | str | None = None,
           options: Options = None) -> Series:
    """A best-of-N series on its own (``dugout series``): the second team is the higher seed (home field in
    games 1, 2, 6 and 7 of seven), every game's box score kept."""
    _check_best_of(best_of)
    rules = _rules(game, options)
    seed = new_seed() if seed is None else seed
    a, h = _team(away), _team(home)
    if a.label == h.label:
        raise DugoutError("a series needs two different teams")
    return play_postseason_series(rules, "Series", rated(rules, h), rated(rules, a), best_of, seed, boxes=True)


def print_cards(game: str, rosters: Sequence[TeamArg], *, out: Path | None = None, html: bool = False,
                paper: str = "letter", force: bool = False, options: Options = None, players: Sequence[str] = (),
                team_only: bool = False, cards_only: bool = False, png: bool = False, backs: bool = False,
                palette: str = "team", progress: Callable[[int, int], None] | None = None) -> Path:
    """Print the game's sheets and cards for the teams into one PDF (or HTML preview) (``dugout cards``).

    Team by team (each on its own pages), then the chart sheets. ``players`` (names) or ``SEASON:PLAYER`` among
    the rosters (``1927:Babe Ruth``) print those players' cards alone; ``team_only`` the teams' sheets without
    the cards, ``cards_only`` the cards alone; ``png`` also writes a PNG preview of every page beside the PDF;
    ``backs`` prints a back for every card (duplex order), ``palette`` ``team`` colours or ``mono``.
    Returns the PDF's (or HTML's) path."""
    from dugout.api import printing
    from dugout.engine.ruleset import PrintSelection
    from dugout.render.colours import PALETTES

    if team_only and cards_only:
        raise DugoutError("--team-only and --cards-only leave nothing to print together: choose one")
    if palette not in PALETTES:
        raise DugoutError(f"--palette {palette!r}: expected one of {', '.join(PALETTES)}")
    teams, chosen = printing.teams_and_players(rosters, load_rosters)
    rules = _rules(game, options)
    chosen |= printing.find_players(teams, players)
    if chosen:
        teams = [t for t in teams if any(p.id in chosen for p in t.players)]
        select = PrintSelection(team=False, cards=True, charts=False, players=frozenset(chosen), backs=backs,
                                palette=palette)
    else:
        select = PrintSelection(team=not cards_only, cards=not team_only, charts=not (team_only or cards_only),
                                backs=backs, palette=palette)
    return printing.print_cards(rules, teams, out=out, html=html, paper=paper, force=force, select=select, png=png,
                                progress=progress)
