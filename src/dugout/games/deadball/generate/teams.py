"""Whole Deadball teams of invented players: 25-man rosters from the random tables or from player generation,
team names, unique ids and the depth chart (lineup, rotation, bullpen roles, bench) of a natively rated team.
"""

from __future__ import annotations

import dataclasses
import re
import unicodedata
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any

from dugout.engine.dice import Dice
from dugout.errors import DugoutError
from dugout.games.deadball import tables as T
from dugout.games.deadball.card import GROUP_POSITIONS
from dugout.games.deadball.generate import random_tables as RT
from dugout.games.deadball.generate.players import (
    BENCH,
    FIELD,
    RELIEVERS,
    STARTERS,
    Rolled,
    make_player,
    native_of,
    pinch_hitter,
    pitcher,
    starting_hitter,
)
from dugout.generate.names import unique_names
from dugout.model.depth import batting_order
from dugout.model.player import Player
from dugout.model.team import BullpenSpot, LineupSpot, Team

if TYPE_CHECKING:
    from faker import Faker

METHODS = ("tables", "generation")
#: Positions filled hardest-first when a depth chart is built (a catcher and a shortstop are scarcest).
FILL_ORDER: tuple[str, ...] = ("C", "SS", "2B", "CF", "3B", "RF", "LF", "1B")
#: Bullpen roles by rank of Pitch Die: the best reliever closes, the next two set up, the two weakest go long.
ROLES_TOP: tuple[str, ...] = ("closer", "setup", "setup")


def slug(text: str) -> str:
    """A file- and id-friendly form of a name.

    >>> slug("Mae Schwartz"), slug("J.K. Neal"), slug("Emilia Ramón")
    ('mae-schwartz', 'j-k-neal', 'emilia-ramon')
    """
    ascii_ = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_.lower()).strip("-") or "x"


class Ids:
    """Unique player ids for one team or league: the name's slug, numbered when it is taken."""

    def __init__(self, taken: set[str] | None = None) -> None:
        self.taken: set[str] = set(taken or ())

    def __call__(self, name: str) -> str:
        base = slug(name)
        pid, k = base, 2
        while pid in self.taken:
            pid, k = f"{base}-{k}", k + 1
        self.taken.add(pid)
        return pid


@cache
def _faker() -> Faker:
    from faker import Faker

    return Faker("en_US")


def team_name(dice: Dice, taken: set[str] | None = None) -> str:
    """A club name in the old style: a Faker town and the color of its stockings ('Port Anna Navy Stockings')."""
    fk = _faker()
    taken = taken or set()
    slugs = {slug(t) for t in taken}
    colors = {t.split()[-2] for t in taken if t.endswith(" Stockings")}
    for k in range(200):
        fk.seed_instance(dice.d(2**31 - 1, "team name"))
        color = fk.safe_color_name().title()
        name = f"{fk.city()} {color} Stockings"
        if slug(name) not in slugs and (color not in colors or k >= 100):
            return name
    raise DugoutError("could not find a new team name")  # pragma: no cover


# --- depth charts --------------------------------------------------------------------------------------------
def positions_of(p: Player) -> tuple[str, ...]:
    """Field positions a natively rated player plays in position (bench groups expanded)."""
    n = native_of(p)
    names: list[str] = []
    for key in ("pos", "positions"):
        v = n.get(key)
        vals = [v] if isinstance(v, str) else list(v or ())
        for x in vals:
            names += list(GROUP_POSITIONS.get(str(x).upper(), (str(x).upper(),)))
    if not names:
        names = [k for k, g in p.games_at.items() if g > 0 and k in FIELD]
    return tuple(dict.fromkeys(names))


def is_pitcher(p: Player) -> bool:
    """True for a pitcher (his native position is P, else the model's rule)."""
    n = native_of(p)
    return n.get("pos") == "P" if "pos" in n else p.is_pitcher


def bt_of(p: Player) -> int:
    """A player's Batter Target (native, else from his estimates)."""
    n = native_of(p)
    if "bt" in n:
        return int(n["bt"])
    if p.estimates is not None and p.estimates.batting is not None:
        return round(100 * p.estimates.batting.avg)
    return 20


def die_of(p: Player) -> int:
    """A pitcher's Pitch Die as a ladder index (-d20 for a position player)."""
    n = native_of(p)
    if n.get("pitch_die"):
        return T.parse_die(str(n["pitch_die"]))
    return T.MD20


def pitcher_rank(p: Player) -> tuple[int, int, str]:
    """Sort key: better dice first, then the better hitter."""
    return (-T.RUNG_VALUE[die_of(p)], -bt_of(p), p.id)


def build_depth(team: Team) -> Team:
    """A depth chart for a natively rated team: the best BT at each position (hardest positions first; a
    player out of position only when nobody plays it), the pitcher batting ninth, the five best dice in the
    rotation and the bullpen by die."""
    hitters = [p for p in team.players if not is_pitcher(p)]
    arms = sorted((p for p in team.players if is_pitcher(p)), key=pitcher_rank)
    if len(hitters) < 8 or not arms:
        raise DugoutError(f"{team.name}: a team needs eight position players and a pitcher "
                          f"(has {len(hitters)} and {len(arms)})")
    used: set[str] = set()
    spots: list[LineupSpot] = []
    for pos in FILL_ORDER:
        cands = [p for p in hitters if p.id not in used and pos in positions_of(p)]
        if not cands:
            cands = [p for p in hitters if p.id not in used]
        best = max(cands, key=lambda p: (bt_of(p), p.id))
        used.add(best.id)
        spots.append(LineupSpot(best.id, pos))
    rotation = tuple(p.id for p in arms[:STARTERS])
    spots.append(LineupSpot(rotation[0], "P"))
    order = batting_order(spots, team.by_id())
    pen = arms[STARTERS:]
    roles = list(ROLES_TOP[:max(0, len(pen) - 2)]) + ["middle"] * max(0, len(pen) - 5)
    roles += ["long"] * (len(pen) - len(roles))
    bullpen = tuple(BullpenSpot(p.id, r) for p, r in zip(pen, roles))
    bench = tuple(p.id for p in sorted((p for p in hitters if p.id not in used), key=lambda p: (-bt_of(p), p.id)))
    return dataclasses.replace(team, lineup_vs_rhp=order, lineup_vs_lhp=order, rotation=rotation, bullpen=bullpen,
                               bench=bench, dh=False)


# --- teams ------------------------------------------------------------------------------------------------------
def _assemble(name: str, tid: str, players: list[Player], method: str, league: str) -> Team:
    team = Team(id=tid, name=name, league=league, players=tuple(players), source="generated",
                notes=f"Invented Deadball team ({method}).")
    return build_depth(team)


def generated_team(name: str, dice: Dice, *, ids: Ids | None = None, taken_names: set[str] | None = None,
                   league: str = "", tid: str | None = None) -> Team:
    """A 25-man team by player generation: eight starting hitters (one per position), five pinch hitters
    for the bench (OF, OF, INF, INF, C), five starting pitchers and seven relievers; Faker names."""
    ids = ids or Ids()
    names = unique_names(dice, 25, taken_names)
    if taken_names is not None:
        taken_names.update(names)
    rolled: list[tuple[Rolled, str]] = []
    rolled += [(starting_hitter(dice), pos) for pos in FIELD]
    rolled += [(pinch_hitter(dice), pos) for pos in BENCH]
    rolled += [(pitcher(dice), "P") for _ in range(STARTERS + RELIEVERS)]
    players = [make_player(ids(n), n, r, pos) for n, (r, pos) in zip(names, rolled)]
    return _assemble(name, tid or slug(name), players, "player generation", league)


def table_team(name: str, dice: Dice, *, ids: Ids | None = None, taken_rows: set[str] | None = None,
               taken_names: set[str] | None = None, league: str = "", tid: str | None = None) -> Team:
    """A 25-man team from the random tables. Within a team a row is never drawn twice; in a league a row
    another team already drew keeps its ratings under a new Faker name (the tables hold only 20 relievers)."""
    ids = ids or Ids()
    drawn = RT.draw_team(dice)
    rows: list[tuple[RT.TableRow, str]] = list(drawn.lineup) + list(drawn.bench)
    rows += [(r, "P") for r in drawn.starters + drawn.relievers]
    players = []
    for row, pos in rows:
        nm = row.name
        if taken_rows is not None:
            if row.key in taken_rows or (taken_names is not None and nm in taken_names):
                nm = unique_names(dice, 1, taken_names)[0]
            taken_rows.add(row.key)
        if taken_names is not None:
            taken_names.add(nm)
        players.append(make_player(ids(nm), nm, RT.rolled_with_age(row, dice), pos))
    return _assemble(name, tid or slug(name), players, "random tables", league)


def deadball_team(name: str, method: str, dice: Dice, **kw: Any) -> Team:
    """A team by ``method``: ``tables`` or ``generation``."""
    makers: dict[str, Callable[..., Team]] = {"tables": table_team, "generation": generated_team}
    if method not in makers:
        raise DugoutError(f"method {method!r}: expected one of {', '.join(METHODS)}")
    if not name.strip():
        raise DugoutError("a team needs a name")
    return makers[method](name.strip(), dice, **kw)
