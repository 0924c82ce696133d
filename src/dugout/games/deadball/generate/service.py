"""The functions behind ``dugout generate``: an invented Deadball team, a Five Tool team, Five Tool ratings for a
real team, each saved as a roster file. ``dugout.api.league`` (the documented Python interface) delegates here
through the registry (``dugout.games.generate_service``); the heavy modules are imported when a function runs,
since every command imports the registry.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dugout.model.player import Player
from dugout.model.team import Team


@dataclass(slots=True)
class Generated:
    """A generated or converted team and where it was written."""

    team: Team
    path: Path
    seed: int | str


def generate_deadball_team(name: str, *, method: str = "generation", seed: int | str | None = None,
                           out: Path, force: bool = False) -> Generated:
    """A 25-man Deadball team of invented players (``method``: tables or generation), saved as a roster."""
    from dugout.engine.dice import Dice, derive_seed, new_seed
    from dugout.games.deadball.generate.teams import deadball_team
    from dugout.model.io import check_target, save_team

    check_target(out, force=force)
    seed = new_seed() if seed is None else seed
    team = deadball_team(name, method, Dice(derive_seed(seed, "deadball-team")))
    return Generated(team, save_team(team, out, force=force), seed)


def roll_deadball_player(kind: str, *, method: str = "tables", pos: str | None = None,
                         seed: int | str | None = None) -> tuple[Player, str, int | str]:
    """One random player or substitute (``kind``: hitter, pinch-hitter, pitcher, reliever) from the book's random
    tables or by player generation; returns him, the position he fills and the seed."""
    from dugout.engine.dice import Dice, derive_seed, new_seed
    from dugout.games.deadball.generate.substitutes import roll_player

    seed = new_seed() if seed is None else seed
    player, pos_ = roll_player(kind, method, Dice(derive_seed(seed, "deadball-player")), pos)
    return player, pos_, seed


def generate_five_tool_team(name: str | None, *, template: str = "roster", spec: Path | None = None,
                            seed: int | str | None = None, out: Path, force: bool = False) -> Generated:
    """A Five Tool team by the book's template (lineup or roster), or from a user's spec file."""
    from dugout.engine.dice import Dice, derive_seed, new_seed
    from dugout.errors import DugoutError
    from dugout.games.deadball.generate import five_tool_teams as FTT
    from dugout.model.io import check_target, save_team

    check_target(out, force=force)
    seed = new_seed() if seed is None else seed
    dice = Dice(derive_seed(seed, "five-tool-team"))
    if spec is not None:
        doc = FTT.load_spec(spec)
        if name:
            doc = {**doc, "name": name}
        team = FTT.spec_team(doc, dice, str(spec))
    else:
        if not name or not name.strip():
            raise DugoutError("a team needs a name (or --spec FILE)")
        team = FTT.five_tool_team(name.strip(), dice, template)
    return Generated(team, save_team(team, out, force=force), seed)


def five_tool_ratings(roster: str, *, out: Path, era: str = "league", force: bool = False,
                      options: dict[str, Any] | None = None) -> Generated:
    """A real team (any roster argument) with Five Tool ratings from its statistics, saved as a roster."""
    from dugout.games.deadball.generate.five_tool_stats import five_tool_team
    from dugout.model.io import check_target, save_team
    from dugout.rosters import resolve_roster

    check_target(out, force=force)
    team = five_tool_team(resolve_roster(roster), options, era)
    return Generated(team, save_team(team, out, force=force), 0)
