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
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from dugout.errors import DugoutError
from dugout.model.io import atomic_write, load_team, team_to_json
from dugout.model.team import Team

FORMAT = "dugout-league"
VERSION = 1
ENGINES = ("full", "quick")
MANAGERS = ("ai", "user")
INJURY_CADENCES = ("week", "game", "off")
DEVELOPMENT = ("season", "monthly", "stats", "off")


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
        """Settings from ``league.json`` data (a DugoutError names what is wrong)."""
        if not isinstance(doc, dict) or doc.get("format") != FORMAT:
            raise DugoutError(f"{where}: not a dugout league file")
        if doc.get("schema_version") != VERSION:
            raise DugoutError(f"{where}: league schema_version {doc.get('schema_version')!r}, this dugout reads "
                              f"{VERSION}")
        body = {k: v for k, v in doc.items() if k not in ("format", "schema_version")}
        try:
            teams = [TeamEntry(**t) for t in body.pop("teams")]
            s = cls(**body, teams=teams)
        except (TypeError, KeyError) as e:
            raise DugoutError(f"{where}: damaged league settings ({e})") from None
        for t in s.teams:
            if t.engine not in ENGINES or t.manager not in MANAGERS:
                raise DugoutError(f"{where}: team {t.id}: engine must be full or quick, manager ai or user")
        return s


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
        return self.season_dir(n) / "teams" / f"{tid}.json"

    def farm_file(self, n: int, tid: str) -> Path:
        """A team's farm file for a season."""
        return self.season_dir(n) / "farm" / f"{tid}.json"

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
            return json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise DugoutError(f"{path}: missing from the league folder") from None
        except (OSError, ValueError) as e:
            raise DugoutError(f"{path}: cannot read ({e})") from None

    def teams(self, settings: Settings, n: int) -> list[Team]:
        """The season's rosters, in league order."""
        return [load_team(self.team_file(n, t.id)) for t in settings.teams]

    def farms(self, settings: Settings, n: int) -> dict[str, Team]:
        """The season's farm systems by team id."""
        return {t.id: load_team(self.farm_file(n, t.id)) for t in settings.teams}

    def schedule(self, n: int) -> list[list[tuple[int, int]]]:
        """The season's schedule: days of (away, home) team indices."""
        return [[(int(a), int(h)) for a, h in day] for day in self._json(self.schedule_file(n))["days"]]

    def state(self, n: int) -> dict[str, Any]:
        """The season's saved state."""
        return self._json(self.state_file(n))  # type: ignore[no-any-return]

    def summary(self, n: int) -> dict[str, Any] | None:
        """The finished season's summary, if it has one."""
        p = self.summary_file(n)
        return self._json(p) if p.is_file() else None

    # --- writing -------------------------------------------------------------------------------------------------
    def write_settings(self, s: Settings) -> None:
        """Write ``league.json`` atomically."""
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
