"""Substitutes from the book's random tables (pp.34-35): the relievers a team with no bullpen takes the field
with (option ``short-staff``), and one random player or substitute rolled on demand (``dugout generate
deadball-player``).

The book lets a side without the statistics for a substitute draw him from the random player tables; a
reliever is a d20 on the relief pitchers' table. A team that carries no relief pitcher at all (the six sample
teams and the Deadball Stars: nine players, one pitcher) gets ``BULLPEN`` relievers rolled once, from a seed
made of the team's id, so every game, print and season of that team meets the same men. A row already on
the team is rolled again.
"""

from __future__ import annotations

import dataclasses

from dugout.engine.dice import Dice
from dugout.games.deadball import tables as T
from dugout.games.deadball.generate import random_tables as RT
from dugout.games.deadball.generate.players import RELIEVERS, make_player
from dugout.games.deadball.generate.teams import slug
from dugout.model.player import Player
from dugout.model.team import BullpenSpot, Team

BULLPEN = RELIEVERS
"""Relievers a team without a bullpen is given: seven, as each Southern Circuit team carries."""
ROLES: tuple[str, ...] = ("closer", "setup", "setup", "middle", "middle", "long", "long")
"""Roles by Pitch Die, best first (as the bundled teams' bullpens)."""


def short_of_relievers(team: Team) -> bool:
    """The team carries no relief pitcher: an empty bullpen and no pitcher outside the rotation."""
    if team.bullpen:
        return False
    rotation = set(team.rotation)
    return not any(p.is_pitcher and p.id not in rotation for p in team.players)


def rolled_relievers(team: Team, n: int = BULLPEN) -> list[Player]:
    """``n`` relievers rolled on the relief table (d20) for ``team``, seeded by its id; a row whose player is
    already on the team, or already rolled, is rolled again."""
    dice = Dice(f"deadball-short-staff:{team.id}")
    taken_names = {p.name for p in team.players}
    taken_ids = {p.id for p in team.players}
    rows: list[RT.TableRow] = []
    n = min(n, sum(r.name not in taken_names for r in RT.table(RT.RELIEVERS).values()))
    while len(rows) < n:
        row = RT.reliever_row(dice)
        if row.name in taken_names:
            continue
        taken_names.add(row.name)
        rows.append(row)
    out = []
    for row in rows:
        pid = f"{team.id}-relief-{slug(row.name)}"
        while pid in taken_ids:
            pid += "-x"
        taken_ids.add(pid)
        out.append(make_player(pid, row.name, row.rolled(), "P"))
    return out


def with_relievers(team: Team) -> Team:
    """``team`` as it takes the field under ``short-staff=random``: unchanged when it has a relief pitcher,
    else with ``BULLPEN`` relievers from the random table, roles by die (the best closes)."""
    if not short_of_relievers(team):
        return team
    pen = sorted(rolled_relievers(team), key=lambda p: -T.RUNG_VALUE[T.parse_die(p.native["deadball"]["pitch_die"])])
    spots = tuple(BullpenSpot(p.id, ROLES[k] if k < len(ROLES) else "middle") for k, p in enumerate(pen))
    return dataclasses.replace(team, players=team.players + tuple(pen), bullpen=spots)


# --- one player on demand -----------------------------------------------------------------------------------------
KINDS = ("hitter", "pinch-hitter", "pitcher", "reliever")
"""What ``roll_player`` rolls: a lineup player (``pos`` picks the table), a pinch hitter, a starting pitcher, a
reliever."""


def roll_player(kind: str, method: str, dice: Dice, pos: str | None = None) -> tuple[Player, str]:
    """One random player and the position he fills: from the book's random tables (``tables``: a d10 on a
    position's table, a d100 for a pinch hitter, a d10 on the starting pitchers', a d20 on the relievers') or by
    player generation (``generation``: rolled ratings and a Faker name). A lineup player without ``pos`` is
    given one by a d8 over C, 1B … RF."""
    from dugout.errors import DugoutError
    from dugout.games.deadball.generate import players as G
    from dugout.generate.names import unique_names

    if kind not in KINDS:
        raise DugoutError(f"kind {kind!r}: expected one of {', '.join(KINDS)}")
    if method not in ("tables", "generation"):
        raise DugoutError(f"method {method!r}: expected tables or generation")
    if pos is not None:
        pos = pos.upper()
        if kind != "hitter" or pos not in G.FIELD:
            raise DugoutError(f"--pos {pos}: only a hitter takes a position, one of {', '.join(G.FIELD)}")
    if kind == "hitter" and pos is None:
        pos = G.FIELD[dice.d(8, "random player: position") - 1]
    if method == "tables":
        if kind == "hitter":
            assert pos is not None
            number = next(k for k, (_, p) in RT.TABLES.items() if p == pos)
            row, where = RT.position_row(dice, number), pos
        elif kind == "pinch-hitter":
            row, where = RT.pinch_hitter_row(dice)
        else:
            row, where = (RT.position_row(dice, 1) if kind == "pitcher" else RT.reliever_row(dice)), "P"
        return make_player(slug(row.name), row.name, RT.rolled_with_age(row, dice), where), where
    rolled = {"hitter": G.starting_hitter, "pinch-hitter": G.pinch_hitter}.get(kind, G.pitcher)(dice)
    where = "P" if kind in ("pitcher", "reliever") else pos or G.BENCH[dice.d(len(G.BENCH), "bench group") - 1]
    name = unique_names(dice, 1)[0]
    return make_player(slug(name), name, rolled, where), where
