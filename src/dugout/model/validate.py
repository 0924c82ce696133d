"""Sense checks of a team beyond what its schema says: lines that add up, a lineup that fields a whole team, players
listed once, a league context a game can build charts from, a team that has played.

The roster schema (``dugout.model.schema``: types, hands, positions, roles, counts of 0 or more, ids, names,
overrides) is checked first; these are the rules a JSON Schema cannot state, because they relate one value to
another. Every problem raises ``SchemaError`` with the JSON path of the first offending value (the roster file
reader turns it into a one-line ``RosterFileError``). Real seasons of every era pass: the checks are the ones no
recorded line breaks.
"""

from __future__ import annotations

from dugout.model.league import LeagueSeason
from dugout.model.player import POSITIONS
from dugout.model.schema import SchemaError
from dugout.model.stats import PA_OUTCOMES, BattingLine, PitchingLine, RateLine
from dugout.model.team import Team

#: A league's per-PA rates must sum to 1 within this.
RATE_TOLERANCE = 0.01


def _batting(line: BattingLine, path: str) -> None:
    if line.h > line.ab:
        raise SchemaError(f"{path}.h", f"expected at most AB ({line.ab}) hits, got {line.h}")
    if line.b2 + line.b3 + line.hr > line.h:
        raise SchemaError(f"{path}.hr", f"expected doubles, triples and home runs ({line.b2 + line.b3 + line.hr}) to "
                                        f"be at most the hits ({line.h})")
    if line.pa and line.ab > line.pa:
        raise SchemaError(f"{path}.ab", f"expected at most PA ({line.pa}) at-bats, got {line.ab}")


def _pitching(line: PitchingLine, path: str) -> None:
    if line.gs > line.g:
        raise SchemaError(f"{path}.gs", f"expected at most G ({line.g}) starts, got {line.gs}")
    if line.cg > line.gs:
        raise SchemaError(f"{path}.cg", f"expected at most GS ({line.gs}) complete games, got {line.cg}")


def _rates(rates: RateLine, path: str) -> None:
    total = rates.total()
    if abs(total - 1.0) > RATE_TOLERANCE:
        raise SchemaError(path, f"expected per-PA rates of {', '.join(PA_OUTCOMES)} summing to 1, got {total:.3f}")


def _context(ctx: LeagueSeason, path: str) -> None:
    _batting(ctx.batting, f"{path}.batting")
    if ctx.batting.ab < 1 or ctx.batting.h < 1:
        raise SchemaError(f"{path}.batting", "expected the league's batting totals (at-bats and hits), got zero")
    _pitching(ctx.pitching, f"{path}.pitching")
    if ctx.pitching.ipouts < 1:
        raise SchemaError(f"{path}.pitching.ipouts", "expected the league's outs pitched, got zero")
    _rates(ctx.rates, f"{path}.rates")


def _unique(ids: list[str], path: str, what: str) -> None:
    seen: set[str] = set()
    for i, pid in enumerate(ids):
        if pid in seen:
            raise SchemaError(f"{path}[{i}]", f"expected each player once in the {what}, got {pid!r} again")
        seen.add(pid)


def _named(text: str, path: str) -> None:
    if not text.strip():
        raise SchemaError(path, "expected a name, got a blank one")


def check_playable(team: Team) -> None:
    """A team that takes the field: when its players have stat lines, at least one plate appearance and one out
    pitched among them (a roster whose every line is zero gives every game a division by zero). A file may still
    hold such a team; the commands that rate or play one refuse it."""
    bats = [p.batting for p in team.players if p.batting is not None]
    if bats and not any(b.pa or b.ab for b in bats):
        raise SchemaError("$.team.players", "expected a player with plate appearances, got none with any")
    pits = [p.pitching for p in team.players if p.pitching is not None]
    if pits and not any(p.ipouts for p in pits):
        raise SchemaError("$.team.players", "expected a pitcher with outs pitched (ipouts), got none with any")


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
        if p.batting is not None:
            _batting(p.batting, f"{path}.batting")
        if p.pitching is not None:
            _pitching(p.pitching, f"{path}.pitching")
    for name in ("lineup_vs_rhp", "lineup_vs_lhp"):
        lineup = getattr(team, name)
        path = f"$.team.{name}"
        _unique([s.player for s in lineup], path, "lineup")
        seen: dict[str, int] = {}
        for k, s in enumerate(lineup):
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
    starters = {s.player for s in team.lineup_vs_rhp} & {s.player for s in team.lineup_vs_lhp or team.lineup_vs_rhp}
    for k, pid in enumerate(team.bench):
        if pid in starters:
            raise SchemaError(f"$.team.bench[{k}]", f"expected a player who is not in both lineups, got {pid!r}")
    if team.context is not None:
        _context(team.context, "$.team.context")
