"""A league folder on disk: settings, and per season the rosters, farm systems, schedule and running state.

```
DIR/league.json                   settings, the current season, history (the commit point of every change)
DIR/season-N/teams/<team>.json    the 25-man rosters (ordinary roster files: every command can read them)
DIR/season-N/farm  <team>.json    the prospects each team keeps in its farm system (one file a team)
DIR/season-N/schedule.json        the days of the schedule
DIR/season-N/state.json           the season so far, rewritten atomically after every day
DIR/season-N/summary.json         standings, leaders and every player's stats once the season is over
```
A season folder is complete before ``league.json`` points at it, so a run killed at any moment leaves either
the old season or the new one, never a mixture.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, NoReturn, Protocol

from dugout import jsondata
from dugout.errors import DugoutError
from dugout.model.io import atomic_write, load_team, team_to_json
from dugout.model.team import Team
from dugout.paths import safe_name
from dugout.text import shows

FORMAT = "dugout-league"
VERSION = 1
ENGINES = ("full", "quick")
MANAGERS = ("ai", "user")
INJURY_CADENCES = ("week", "game", "off")
DEVELOPMENT = ("season", "monthly", "stats", "off")
METHODS = ("generation", "tables", "five-tool", "southern-circuit", "rosters")
MAX_TEAMS = 24
MAX_GAMES = 300
MAX_TRADE_WEEKS = 52


@dataclass(slots=True)
class TeamEntry:
    """A team of the league: who plays its games (the full engine or the Team Score quick game) and who
    manages its roster (the AI, or the user, whose team the AI never trades with)."""

    id: str
    name: str
    engine: str = "full"
    manager: str = "ai"


@dataclass(slots=True)
class Settings:
    """Everything that defines a league."""

    name: str
    seed: int | str
    games: int = 154
    options: dict[str, Any] = field(default_factory=dict)
    """Deadball options for every game (``--option``); leagues default to ``streaks=form``."""
    method: str = "generation"
    """How the teams were made: generation, tables, five-tool or southern-circuit."""
    five_tool: bool = False
    injuries: str = "week"
    development: str = "season"
    trade_weeks: int = 4
    teams: list[TeamEntry] = field(default_factory=list)
    season: int = 1
    history: list[dict[str, Any]] = field(default_factory=list)

    def to_data(self) -> dict[str, Any]:
        """The settings as JSON-ready data."""
        return {"format": FORMAT, "schema_version": VERSION, **asdict(self)}

    @classmethod
    def from_data(cls, doc: Any, where: str) -> Settings:
        """Settings from ``league.json`` data; every field's type and value is checked, and a DugoutError
        names the file and the field that is wrong."""
        if not isinstance(doc, dict) or doc.get("format") != FORMAT:
            raise DugoutError(f"{where}: not a dugout league file")
        if doc.get("schema_version") != VERSION:
            raise DugoutError(f"{where}: league schema_version {doc.get('schema_version')!r}, this dugout reads "
                              f"{VERSION}")
        body = {k: v for k, v in doc.items() if k not in ("format", "schema_version")}
        known = [f.name for f in fields(cls)]
        unknown = [k for k in body if k not in known]
        if unknown:
            raise DugoutError(f"{where}: unknown field {unknown[0]!r}")
        for key in ("name", "seed", "teams"):
            if key not in body:
                raise DugoutError(f"{where}: field {key!r} is missing")
        check = _Checker(where)
        check.text(body, "name")
        if not (_is_int(body["seed"]) or isinstance(body["seed"], str)):
            check.fail("seed", "an integer or a string", body["seed"])
        check.integer(body, "games", 1, MAX_GAMES)
        check.one_of(body, "method", METHODS)
        if "five_tool" in body and not isinstance(body["five_tool"], bool):
            check.fail("five_tool", "true or false", body["five_tool"])
        check.one_of(body, "injuries", INJURY_CADENCES)
        check.one_of(body, "development", DEVELOPMENT)
        check.integer(body, "trade_weeks", 0, MAX_TRADE_WEEKS)
        check.integer(body, "season", 1, None)
        options = body.get("options", {})
        if not isinstance(options, dict):
            check.fail("options", "an object of Deadball options (NAME: VALUE)", options)
        history = body.get("history", [])
        if not isinstance(history, list):
            check.fail("history", "a list of past seasons", history)
        for k, h in enumerate(history):
            if not isinstance(h, dict) or not _is_int(h.get("season")) or not isinstance(h.get("champion"), str):
                check.fail(f"history[{k}]", "an object with a season number and a champion", h)
        teams = body["teams"]
        if not isinstance(teams, list) or not 2 <= len(teams) <= MAX_TEAMS:
            check.fail("teams", f"a list of 2-{MAX_TEAMS} teams", teams)
        entries: list[TeamEntry] = []
        seen: set[str] = set()
        team_fields = [f.name for f in fields(TeamEntry)]
        for k, t in enumerate(teams):
            key = f"teams[{k}]"
            if not isinstance(t, dict):
                check.fail(key, "an object with id, name, engine and manager", t)
            extra = [f for f in t if f not in team_fields]
            if extra:
                raise DugoutError(f"{where}: field '{key}': unknown field {extra[0]!r}")
            for f in ("id", "name"):
                if f not in t:
                    raise DugoutError(f"{where}: field '{key}.{f}' is missing")
                check.text(t, f, prefix=key)
            if "/" in t["id"] or "\\" in t["id"] or t["id"].startswith("."):
                check.fail(f"{key}.id", "a team id (no slashes, no leading dot: it names the team's files)",
                           t["id"])
            if t["id"] in seen:
                check.fail(f"{key}.id", "an id no other team has", t["id"])
            seen.add(t["id"])
            check.one_of(t, "engine", ENGINES, prefix=key)
            check.one_of(t, "manager", MANAGERS, prefix=key)
            entries.append(TeamEntry(**t))
        if options:
            from dugout.games.deadball import Deadball
            from dugout.games.deadball.league.season import DEFAULT_OPTIONS

            try:
                Deadball({**DEFAULT_OPTIONS, **options})
            except DugoutError as e:
                raise DugoutError(f"{where}: field 'options': {e.one_line()}") from None
        return cls(**{**body, "teams": entries})


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _is_game(g: Any) -> bool:
    """True for a schedule entry: [away, home] team numbers."""
    return isinstance(g, list) and len(g) == 2 and all(_is_int(x) and x >= 0 for x in g)


def _shown(v: Any) -> str:
    text = json.dumps(v, ensure_ascii=False, default=str)
    return text if len(text) <= 40 else text[:37] + "..."


class _Checker:
    """One-line errors for the fields of a league file."""

    def __init__(self, where: str) -> None:
        self.where = where

    def fail(self, key: str, expected: str, got: Any) -> NoReturn:
        raise DugoutError(f"{self.where}: field '{key}': expected {expected}, got {_shown(got)}")

    def text(self, doc: dict[str, Any], key: str, prefix: str = "") -> None:
        v = doc[key]
        if not isinstance(v, str) or not shows(v):
            self.fail(_name(prefix, key), "a non-empty string (a name that shows: not only control or invisible "
                                          "characters)", v)

    def integer(self, doc: dict[str, Any], key: str, lo: int, hi: int | None) -> None:
        if key not in doc:
            return
        v = doc[key]
        if not _is_int(v) or v < lo or (hi is not None and v > hi):
            self.fail(key, f"an integer {lo}-{hi}" if hi is not None else f"an integer of at least {lo}", v)

    def one_of(self, doc: dict[str, Any], key: str, allowed: tuple[str, ...], prefix: str = "") -> None:
        if key in doc and doc[key] not in allowed:
            self.fail(_name(prefix, key), f"one of {', '.join(allowed)}", doc[key])


def _name(prefix: str, key: str) -> str:
    return f"{prefix}.{key}" if prefix else key


class _Named(Protocol):
    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...


class TeamQueryError(DugoutError):
    """A team argument that names no team of the league (or several); ``argument`` is the parameter it came in
    (``team``, ``partner`` …), so a command can name its own option."""

    def __init__(self, message: str, argument: str = "") -> None:
        super().__init__(message)
        self.argument = argument


def find_team(teams: Sequence[_Named], query: str, argument: str = "") -> int:
    """The index of the team ``query`` names, the same way for every league command: its number (1 = the
    first in ``league.json``), its id or its name in any case, else the one team whose name contains it
    (a ``TeamQueryError`` for ``argument`` otherwise)."""
    q = query.strip().lower()
    listed = ", ".join(f"{k}. {t.name}" for k, t in enumerate(teams, 1))
    if not q:
        raise TeamQueryError(f"a team is needed: its number, id or name ({listed})", argument)
    exact = [k for k, t in enumerate(teams) if q in (t.id.lower(), t.name.lower())]
    if len(exact) == 1:
        return exact[0]
    if q.isdigit() and 1 <= int(q) <= len(teams):
        return int(q) - 1
    hits = exact or [k for k, t in enumerate(teams) if q in t.name.lower()]
    if len(hits) == 1:
        return hits[0]
    if hits:
        raise TeamQueryError(f"team {query!r} is ambiguous ({', '.join(teams[k].name for k in hits)}); give its "
                             f"number, id or full name", argument)
    raise TeamQueryError(f"no team {query!r} in the league (by number, id or name: {listed})", argument)


class LeagueFolder:
    """Paths and reading/writing of one league folder."""

    def __init__(self, root: str | Path) -> None:
        self.root = Path(root)

    # --- paths -------------------------------------------------------------------------------------------------
    @property
    def settings_file(self) -> Path:
        """The league's settings file."""
        return self.root / "league.json"

    def season_dir(self, n: int) -> Path:
        """A season's folder."""
        return self.root / f"season-{n}"

    def team_file(self, n: int, tid: str) -> Path:
        """A team's roster file for a season."""
        return self.season_dir(n) / "teams" / f"{safe_name(tid)}.json"

    def farm_file(self, n: int, tid: str) -> Path:
        """A team's farm file for a season."""
        return self.season_dir(n) / "farm" / f"{safe_name(tid)}.json"

    def schedule_file(self, n: int) -> Path:
        """A season's schedule."""
        return self.season_dir(n) / "schedule.json"

    def state_file(self, n: int) -> Path:
        """A season's saved state."""
        return self.season_dir(n) / "state.json"

    def summary_file(self, n: int) -> Path:
        """A finished season's summary."""
        return self.season_dir(n) / "summary.json"

    # --- reading -------------------------------------------------------------------------------------------------
    def exists(self) -> bool:
        """True when the folder holds a league."""
        return self.settings_file.is_file()

    def settings(self) -> Settings:
        """The league's settings."""
        if not self.root.is_dir():
            raise DugoutError(f"{self.root}: no such league folder")
        if not self.exists():
            raise DugoutError(f"{self.root}: not a league folder (no league.json; create one with "
                              f"`dugout league new`)")
        return Settings.from_data(self._json(self.settings_file), str(self.settings_file))

    def _json(self, path: Path) -> Any:
        try:
            return jsondata.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise DugoutError(f"{path}: missing from the league folder") from None
        except OSError as e:
            raise DugoutError(f"{path}: cannot read ({e.strerror})") from None
        except ValueError as e:
            raise DugoutError(f"{path}: cannot read ({jsondata.describe(e)})") from None

    def teams(self, settings: Settings, n: int) -> list[Team]:
        """The season's rosters, in league order."""
        return [load_team(self.team_file(n, t.id)) for t in settings.teams]

    def farms(self, settings: Settings, n: int) -> dict[str, Team]:
        """The season's farm systems by team id."""
        return {t.id: load_team(self.farm_file(n, t.id)) for t in settings.teams}

    def schedule(self, n: int) -> list[list[tuple[int, int]]]:
        """The season's schedule: days of (away, home) team indices."""
        path = self.schedule_file(n)
        doc = self._json(path)
        days = doc.get("days") if isinstance(doc, dict) else None
        if not isinstance(days, list):
            raise DugoutError(f"{path}: field 'days': expected a list of days of [away, home] games")
        out = []
        for d, day in enumerate(days):
            if not isinstance(day, list) or not all(_is_game(g) for g in day):
                raise DugoutError(f"{path}: field 'days[{d}]': expected a list of [away, home] team numbers, got "
                                  f"{_shown(day)}")
            out.append([(g[0], g[1]) for g in day])
        return out

    def state(self, n: int) -> dict[str, Any]:
        """The season's saved state (its shape is checked as far as every command reads it)."""
        path = self.state_file(n)
        doc = self._json(path)
        ss = doc.get("season_state") if isinstance(doc, dict) else None
        if not isinstance(ss, dict) or not _is_int(ss.get("day")) or ss["day"] < 0:
            raise DugoutError(f"{path}: field 'season_state.day': not the saved state of a season (damaged file?)")
        return doc

    def summary(self, n: int) -> dict[str, Any] | None:
        """The finished season's summary, if it has one."""
        p = self.summary_file(n)
        return self._json(p) if p.is_file() else None

    # --- writing -------------------------------------------------------------------------------------------------
    def write_settings(self, s: Settings) -> None:
        """Write ``league.json`` atomically; settings ``Settings.from_data`` would refuse are not written (the
        league could not be read again)."""
        Settings.from_data(json.loads(json.dumps(s.to_data())), str(self.settings_file))
        atomic_write(self.settings_file, json.dumps(s.to_data(), indent=1, ensure_ascii=False) + "\n", force=True)

    def write_season(self, n: int, teams: list[Team], farms: dict[str, Team],
                     schedule: list[list[tuple[int, int]]], state: dict[str, Any]) -> None:
        """Write a whole season folder (rosters, farms, schedule, initial state)."""
        for sub in ("teams", "farm"):
            (self.season_dir(n) / sub).mkdir(parents=True, exist_ok=True)
        for t in teams:
            atomic_write(self.team_file(n, t.id), team_to_json(t), force=True)
            atomic_write(self.farm_file(n, t.id), team_to_json(farms[t.id]), force=True)
        atomic_write(self.schedule_file(n), json.dumps({"days": schedule}) + "\n", force=True)
        self.write_state(n, state)
        stale = self.summary_file(n)
        if stale.exists():
            stale.unlink()

    def write_state(self, n: int, state: dict[str, Any]) -> None:
        """Rewrite the season's state atomically."""
        atomic_write(self.state_file(n), json.dumps(state, separators=(",", ":")) + "\n", force=True)

    def write_summary(self, n: int, summary: dict[str, Any]) -> None:
        """Write the finished season's summary."""
        atomic_write(self.summary_file(n), json.dumps(summary, indent=1, default=str) + "\n", force=True)

    def write_rosters(self, n: int, teams: list[Team], farms: dict[str, Team]) -> None:
        """Rewrite a season's rosters and farms (user trades before the season starts or after it ends)."""
        for t in teams:
            atomic_write(self.team_file(n, t.id), team_to_json(t), force=True)
            atomic_write(self.farm_file(n, t.id), team_to_json(farms[t.id]), force=True)
