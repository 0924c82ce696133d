"""The rulebook's teams as roster files: the eight Southern Circuit clubs, the six sample teams and the two
Deadball Stars lineups (with their Five Tool ratings).

Their players have no stat lines: each carries his printed ratings in ``native["deadball"]`` (and
``native["five_tool"]`` for the Stars) and the ``estimates`` of ``ratings_estimates.estimate`` so other games
can rate him. ``write_rosters`` regenerates the shipped ``dugout/samples/deadball/*.json`` from the data in ``games/deadball/data``.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from dugout.games.deadball import tables as T
from dugout.games.deadball.generate.players import games_at, player_estimates
from dugout.games.deadball.generate.teams import slug
from dugout.games.deadball.ratings import walk_target_roll
from dugout.model.io import save_team
from dugout.model.player import Player
from dugout.model.team import BullpenSpot, LineupSpot, Park, Team

DATA = Path(__file__).resolve().parents[1] / "data"
LEAGUE = "Southern Circuit"
STARS_NAMES = {"away": "Deadball Stars Away", "home": "Deadball Stars Home"}
#: The Stars' home lineup prints two left fielders; Chris Frank plays right field for Paducah, so he does here.
STARS_POSITION_FIX = {"Chris Frank": "RF"}


@cache
def _data(name: str) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads((DATA / name).read_text(encoding="utf-8"))
    return doc


def _player(row: dict[str, Any], pitcher: bool, extra: dict[str, Any] | None = None) -> Player:
    name = str(row["name"])
    pid = slug(name)
    pos = "P" if pitcher else str(row["pos"])
    traits = list(row.get("traits", [])) + list(row.get("traits_inferred", []))
    native: dict[str, Any] = {"bt": int(row["bt"]), "hand": row["hand"], "pos": pos,
                              "traits": list(row.get("traits", []))}
    if row.get("traits_inferred"):
        native["traits_inferred"] = list(row["traits_inferred"])
    if pitcher and "pitch_die" in row:
        native["pitch_die"] = row["pitch_die"]
    native.update(extra or {})
    bt = int(row["bt"])
    wt = bt + walk_target_roll(pid)
    native["wt"] = wt
    est = player_estimates(bt, wt, traits, str(native["pitch_die"]) if pitcher else None, pos,
                           float(native["era"]) if pitcher and "era" in native else None)
    out_native = {"deadball": native}
    if "five_tool" in row:
        out_native["five_tool"] = {k: int(v) for k, v in row["five_tool"].items()}
    return Player(id=pid, name=name, bats=str(row["hand"]), throws=str(row["hand"]) if pitcher else "R",
                  games_at=games_at(pos), estimates=est, native=out_native,
                  imputed=() if pitcher else ("throws",))


def _bullpen(pitchers: list[Player]) -> tuple[BullpenSpot, ...]:
    """Roles by Pitch Die: the best reliever closes, the next two set up, the rest pitch middle and long."""
    ranked = sorted(pitchers, key=lambda p: -T.RUNG_VALUE[T.parse_die(p.native["deadball"]["pitch_die"])])
    roles = ["closer", "setup", "setup"] + ["middle"] * max(0, len(ranked) - 5) + ["long", "long"]
    return tuple(BullpenSpot(p.id, roles[k] if k < len(roles) else "middle") for k, p in enumerate(ranked))


def southern_circuit() -> list[Team]:
    """The eight Southern Circuit teams (25 players each)."""
    out = []
    for t in _data("southern_circuit.json")["teams"]:
        lineup = [_player(r, False) for r in t["starting_lineup"]]
        bench = [_player(r, False) for r in t["bench"]]
        starters = [_player(r, True) for r in t["starting_pitchers"]]
        pen = [_player(r, True) for r in t["bullpen"]]
        spots = tuple(LineupSpot(p.id, r["pos"]) for p, r in zip(lineup, t["starting_lineup"])) + \
            (LineupSpot(starters[0].id, "P"),)
        notes = (f"{LEAGUE}. Owner {t.get('owner', '')}; {t.get('pennants', 0)} pennants; last year "
                 f"{t.get('last_year', '')}; mascot {t.get('mascot', '')}. Team Score printed "
                 f"{t.get('team_score_stated')}, computed {t.get('team_score_computed')}.")
        out.append(Team(id=slug(t["name"]), name=t["name"], league=LEAGUE, park=Park(name=t.get("ballpark", "")),
                        players=tuple(lineup + bench + starters + pen), lineup_vs_rhp=spots, lineup_vs_lhp=spots,
                        rotation=tuple(p.id for p in starters), bullpen=_bullpen(pen),
                        bench=tuple(p.id for p in bench), source="deadball", notes=notes))
    return out


def sample_teams() -> list[Team]:
    """The six nine-player sample teams (p.32); pitchers carry their ERA, the die it gives and the printed die."""
    out = []
    for t in _data("sample_teams.json")["teams"]:
        players, spots = [], []
        for r in t["lineup"]:
            pitcher = r["pos"] == "P"
            extra = None
            if pitcher:
                extra = {"era": float(r["era"]), "pitch_die": T.RUNG_LABELS[T.die_from_era(float(r["era"]))],
                         "pitch_die_printed": r["pitch_die_printed"]}
            p = _player(r, pitcher, extra)
            players.append(p)
            spots.append(LineupSpot(p.id, r["pos"]))
        ace = next(p.id for p, s in zip(players, spots) if s.pos == "P")
        out.append(Team(id=slug(t["name"]), name=t["name"], league="Deadball samples", players=tuple(players),
                        lineup_vs_rhp=tuple(spots), lineup_vs_lhp=tuple(spots), rotation=(ace,), source="deadball",
                        notes="Sample team (p.32): a lineup and one pitcher, no bench or bullpen."))
    return out


def deadball_stars() -> list[Team]:
    """The Southern Circuit all-star lineups of the rulebook's examples, with their Five Tool ratings."""
    out = []
    for t in _data("deadball_stars.json")["teams"]:
        players, spots = [], []
        for r in t["lineup"]:
            r = dict(r)
            r["pos"] = STARS_POSITION_FIX.get(r["name"], r["pos"])
            p = _player(r, r["pos"] == "P")
            players.append(p)
            spots.append(LineupSpot(p.id, r["pos"]))
        name = STARS_NAMES[t["side"]]
        ace = next(p.id for p, s in zip(players, spots) if s.pos == "P")
        out.append(Team(id=slug(name), name=name, league=LEAGUE, players=tuple(players),
                        lineup_vs_rhp=tuple(spots), lineup_vs_lhp=tuple(spots), rotation=(ace,), source="deadball",
                        notes="The Southern Circuit all-stars of the rulebook's worked examples (p.33, p.56)."))
    return out


def all_teams() -> list[Team]:
    """Every bundled Deadball team."""
    return southern_circuit() + sample_teams() + deadball_stars()


def write_rosters(folder: Path, *, force: bool = False) -> list[Path]:
    """Write every bundled team as a roster file in ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    return [save_team(t, folder / f"{t.id}.json", force=force) for t in all_teams()]
