"""Sense checks of a team beyond its JSON types: hands, positions and roles from their lists, counts that cannot be
negative, lines that add up, a lineup that fields a whole team, a league context a game can build charts from.

Every problem raises ``SchemaError`` with the JSON path of the first offending value (the roster file reader turns
it into a one-line ``RosterFileError``). Real seasons of every era pass: the checks are the ones no recorded line
breaks.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from dugout.model.league import LeagueSeason
from dugout.model.player import POSITIONS
from dugout.model.schema import SchemaError
from dugout.model.stats import PA_OUTCOMES, BattingLine, PitchingLine, RateLine
from dugout.model.team import Team

HANDS = ("L", "R", "S")
ROLES = ("closer", "setup", "middle", "long")
LINEUP_POSITIONS = POSITIONS + ("DH",)
#: A league's per-PA rates must sum to 1 within this.
RATE_TOLERANCE = 0.01


def _counts(obj: Any, path: str) -> None:
    """No count of a stat line is negative (numbers, at any depth of its fields)."""
    for f in dataclasses.fields(obj):
        v = getattr(obj, f.name)
        if isinstance(v, bool):
            continue
        if isinstance(v, (int, float)) and v < 0:
            raise SchemaError(f"{path}.{f.name}", f"expected a count of 0 or more, got {v}")


def _batting(line: BattingLine, path: str) -> None:
    _counts(line, path)
    if line.h > line.ab:
        raise SchemaError(f"{path}.h", f"expected at most AB ({line.ab}) hits, got {line.h}")
    if line.b2 + line.b3 + line.hr > line.h:
        raise SchemaError(f"{path}.hr", f"expected doubles, triples and home runs ({line.b2 + line.b3 + line.hr}) to "
                                        f"be at most the hits ({line.h})")
    if line.pa and line.ab > line.pa:
        raise SchemaError(f"{path}.ab", f"expected at most PA ({line.pa}) at-bats, got {line.ab}")


def _pitching(line: PitchingLine, path: str) -> None:
    _counts(line, path)
    if line.gs > line.g:
        raise SchemaError(f"{path}.gs", f"expected at most G ({line.g}) starts, got {line.gs}")
    if line.cg > line.gs:
        raise SchemaError(f"{path}.cg", f"expected at most GS ({line.gs}) complete games, got {line.cg}")


def _rates(rates: RateLine, path: str) -> None:
    _counts(rates, path)
    total = rates.total()
    if abs(total - 1.0) > RATE_TOLERANCE:
        raise SchemaError(path, f"expected per-PA rates of {', '.join(PA_OUTCOMES)} summing to 1, got {total:.3f}")


def _context(ctx: LeagueSeason, path: str) -> None:
    if ctx.teams < 1:
        raise SchemaError(f"{path}.teams", f"expected 1 or more teams, got {ctx.teams}")
    if ctx.team_games < 1:
        raise SchemaError(f"{path}.team_games", f"expected 1 or more team games, got {ctx.team_games}")
    _batting(ctx.batting, f"{path}.batting")
    if ctx.batting.ab < 1 or ctx.batting.h < 1:
        raise SchemaError(f"{path}.batting", "expected the league's batting totals (at-bats and hits), got zero")
    _pitching(ctx.pitching, f"{path}.pitching")
    if ctx.pitching.ipouts < 1:
        raise SchemaError(f"{path}.pitching.ipouts", "expected the league's outs pitched, got zero")
    _rates(ctx.rates, f"{path}.rates")
    for k in ("runs", "errors", "double_plays"):
        if getattr(ctx, k) < 0:
            raise SchemaError(f"{path}.{k}", f"expected 0 or more, got {getattr(ctx, k)}")
    for pos, fl in ctx.fielding.items():
        _counts(fl, f"{path}.fielding.{pos}")


def _unique(ids: list[str], path: str, what: str) -> None:
    seen: set[str] = set()
    for i, pid in enumerate(ids):
        if pid in seen:
            raise SchemaError(f"{path}[{i}]", f"expected each player once in the {what}, got {pid!r} again")
        seen.add(pid)


def _named(text: str, path: str) -> None:
    if not text.strip():
        raise SchemaError(path, "expected a name, got a blank one")


def _something_to_rate(team: Team) -> None:
    """A team some player can bat for and some player can pitch for: a line with plate appearances (outs
    pitched), estimated rates, or a game's own ratings. Zero everywhere leaves nothing to rate."""
    if not team.players:  # an empty farm system: nothing to rate, nothing that takes the field
        return
    bats = any((p.batting is not None and p.batting.pa > 0) or (p.estimates is not None and
               p.estimates.batting is not None) or p.native or p.overrides for p in team.players)
    if not bats:
        raise SchemaError("$.team.players", "expected a player with plate appearances (or estimated rates), got "
                                            "zero PA for everyone")
    arms = any((p.pitching is not None and p.pitching.ipouts > 0) or (p.estimates is not None and (
               p.estimates.pitching is not None or p.estimates.era is not None)) or p.native or p.overrides
               for p in team.players)
    if not arms:
        raise SchemaError("$.team.players", "expected a pitcher with outs pitched (or estimated rates), got zero IP "
                                            "for everyone")


def check_team(team: Team) -> None:
    """Raise ``SchemaError`` at the first value of ``team`` that no real team could have (see the module doc)."""
    _named(team.name, "$.team.name")
    _named(team.id, "$.team.id")
    for i, p in enumerate(team.players):
        path = f"$.team.players[{i}]"
        _named(p.name, f"{path}.name")
        for game, over in p.overrides.items():
            if not isinstance(over, dict):
                raise SchemaError(f"{path}.overrides.{game}", f"expected an object of ratings, got {over!r}")
            for rating, value in over.items():
                if not isinstance(value, (str, int, float, bool)) or (isinstance(value, int) and abs(value) > 10 ** 6):
                    raise SchemaError(f"{path}.overrides.{game}.{rating}", f"expected a rating (a number or a "
                                                                          f"word), got {str(value)[:40]}")
        if p.bats not in HANDS:
            raise SchemaError(f"{path}.bats", f"expected L, R or S, got {p.bats!r}")
        if p.throws not in HANDS:
            raise SchemaError(f"{path}.throws", f"expected L, R or S, got {p.throws!r}")
        if p.batting is not None:
            _batting(p.batting, f"{path}.batting")
        if p.pitching is not None:
            _pitching(p.pitching, f"{path}.pitching")
        for pos, fl in p.fielding.items():
            _counts(fl, f"{path}.fielding.{pos}")
        for pos, n in p.games_at.items():
            if n < 0:
                raise SchemaError(f"{path}.games_at.{pos}", f"expected 0 or more games, got {n}")
    for name in ("lineup_vs_rhp", "lineup_vs_lhp"):
        lineup = getattr(team, name)
        path = f"$.team.{name}"
        _unique([s.player for s in lineup], path, "lineup")
        seen: dict[str, int] = {}
        for k, s in enumerate(lineup):
            if s.pos not in LINEUP_POSITIONS:
                raise SchemaError(f"{path}[{k}].pos", f"expected one of {', '.join(LINEUP_POSITIONS)}, got {s.pos!r}")
            if s.pos in seen:
                raise SchemaError(f"{path}[{k}].pos", f"expected each position once, got {s.pos} again "
                                                      f"(also at [{seen[s.pos]}])")
            seen[s.pos] = k
        if lineup:
            missing = [pos for pos in POSITIONS[1:] if pos not in seen]
            if missing:
                raise SchemaError(path, f"expected a fielder at every position, got none at {', '.join(missing)}")
    _unique(list(team.rotation), "$.team.rotation", "rotation")
    _unique([b.player for b in team.bullpen], "$.team.bullpen", "bullpen")
    _unique(list(team.bench), "$.team.bench", "bench")
    for k, b in enumerate(team.bullpen):
        if b.role not in ROLES:
            raise SchemaError(f"$.team.bullpen[{k}].role", f"expected one of {', '.join(ROLES)}, got {b.role!r}")
    starters = {s.player for s in team.lineup_vs_rhp} & {s.player for s in team.lineup_vs_lhp or team.lineup_vs_rhp}
    for k, pid in enumerate(team.bench):
        if pid in starters:
            raise SchemaError(f"$.team.bench[{k}]", f"expected a player who is not in both lineups, got {pid!r}")
    if team.context is not None:
        _context(team.context, "$.team.context")
    _something_to_rate(team)
