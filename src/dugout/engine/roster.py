"""A team prepared for play: cards computed once, lineups and staff as player indices.

``GameTeam`` is built once per team and ruleset and reused by every game of a series or season,
so starting a game costs a few list copies.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dugout.errors import DugoutError
from dugout.model.team import Team


@dataclass(slots=True)
class GameTeam:
    """A rated team: parallel per-player lists and the default depth chart as local indices."""

    team: Team
    ids: list[str]
    names: list[str]
    cards: list[Any]
    bats: list[str]
    throws: list[str]
    pos: list[str]
    """Primary position of each player."""
    vs_rhp: list[tuple[int, str]]
    vs_lhp: list[tuple[int, str]]
    rotation: list[int]
    bullpen: list[tuple[int, str]]
    bench: list[int]
    pitchers: list[int]
    """Every player who can pitch (rotation first, then bullpen, then anyone else with a pitching line)."""
    spare_arms: list[int]
    """Pitchers neither in the rotation nor in the bullpen (they pitch in long relief when needed)."""

    @property
    def name(self) -> str:
        """The team's name."""
        return self.team.name

    def index(self, pid: str) -> int:
        """Local index of a player id."""
        return self.ids.index(pid)


def prepare(team: Team, cards: dict[str, Any]) -> GameTeam:
    """Turn a Team and its cards into a GameTeam; a team that cannot field a lineup is an error."""
    ids = [p.id for p in team.players]
    local = {pid: i for i, pid in enumerate(ids)}
    if not team.lineup_vs_rhp:
        raise DugoutError(f"{team.label}: no lineup (a team needs nine batters)")
    if not team.rotation:
        raise DugoutError(f"{team.label}: no starting pitcher")
    vs_r = [(local[s.player], s.pos) for s in team.lineup_vs_rhp]
    vs_l = [(local[s.player], s.pos) for s in (team.lineup_vs_lhp or team.lineup_vs_rhp)]
    rotation = [local[p] for p in team.rotation]
    bullpen = [(local[b.player], b.role) for b in team.bullpen]
    bench = [local[p] for p in team.bench]
    pitchers = list(rotation) + [i for i, _ in bullpen]
    for p in team.players:
        i = local[p.id]
        if i not in pitchers and p.is_pitcher:
            pitchers.append(i)
    return GameTeam(
        team=team, ids=ids, names=[p.name for p in team.players], cards=[cards[p.id] for p in team.players],
        bats=[p.bats for p in team.players], throws=[p.throws for p in team.players],
        pos=[p.primary_position for p in team.players], vs_rhp=vs_r, vs_lhp=vs_l, rotation=rotation,
        bullpen=bullpen, bench=bench, pitchers=pitchers,
        spare_arms=[i for i in pitchers if i not in rotation and all(i != j for j, _ in bullpen)],
    )
