"""Which of a card's ratings rest on estimated stats.

Lahman's early seasons did not record everything (no CS or GIDP in 1884, no SF before 1954 …); the importer fills
such a stat from the nearest league-season that recorded it and flags it on the line (``imputed``). Each game
declares which stats each of its rating columns reads (``Ruleset.rating_inputs``, as ``b.sb`` for a batting stat,
``p.hbp`` pitching, ``f.cs`` fielding at any position, ``pl.bats`` the player's own record); a rating whose inputs
include a stat the player's line flags is marked wherever ratings are shown (``dugout ratings``, printed cards), with
a footnote naming the estimated stats.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dugout.model.player import Player
from dugout.model.team import Team

#: The mark beside an estimated rating and before its footnote.
MARK = "*"


def imputed_stats(player: Player) -> frozenset[str]:
    """The player's estimated stats, as ``b.sb``, ``p.hbp``, ``f.cs``, ``pl.bats``.

    >>> from dugout.sources import lahman
    >>> team = lahman.import_team(1884, "PRO")
    >>> sorted(imputed_stats(next(p for p in team.players if p.name == "Old Hoss Radbourn")))[:4]
    ['b.cs', 'b.gidp', 'b.hbp', 'b.ibb']
    """
    out = {f"b.{s}" for s in (player.batting.imputed if player.batting else ())}
    out |= {f"p.{s}" for s in (player.pitching.imputed if player.pitching else ())}
    out |= {f"f.{s}" for line in (player.fielding or {}).values() for s in line.imputed}
    out |= {f"pl.{s}" for s in player.imputed}
    return frozenset(out)


def estimated_columns(inputs: Mapping[str, tuple[str, ...]], player: Player) -> dict[str, tuple[str, ...]]:
    """The rating columns of ``inputs`` that read a stat the player's lines estimate, each with those stats.

    >>> from dugout.sources import lahman
    >>> team = lahman.import_team(1884, "PRO")
    >>> radbourn = next(p for p in team.players if p.name == "Old Hoss Radbourn")
    >>> estimated_columns({"steal": ("b.sb", "b.cs"), "avg": ("b.h",)}, radbourn)
    {'steal': ('b.sb', 'b.cs')}
    """
    have = imputed_stats(player)
    if not have:
        return {}
    out = {}
    for col, stats in inputs.items():
        hit = tuple(s for s in stats if s in have)
        if hit:
            out[col] = hit
    return out


def footnote(estimated: Mapping[str, Mapping[str, tuple[str, ...]]]) -> str | None:
    """One line for a table or a sheet: which ratings are marked and the stats they rest on, or None.

    >>> footnote({"a": {"steal": ("b.cs",), "dp": ("b.gidp",)}, "b": {"steal": ("b.cs", "b.sb")}})
    '* estimated from the nearest seasons that recorded them: dp (GIDP), steal (CS, SB)'
    """
    by_col: dict[str, set[str]] = {}
    for cols in estimated.values():
        for col, stats in cols.items():
            by_col.setdefault(col, set()).update(stats)
    if not by_col:
        return None
    parts = [f"{col} ({', '.join(sorted(_stat_name(s) for s in stats))})" for col, stats in sorted(by_col.items())]
    return f"{MARK} estimated from the nearest seasons that recorded them: {', '.join(parts)}"


def _stat_name(stat: str) -> str:
    kind, name = stat.split(".", 1)
    label = {"inn_outs": "innings", "bfp": "batters faced", "bats": "batting hand",
             "throws": "throwing hand"}.get(name, name.upper())
    return {"p": f"pitching {label}", "f": f"fielding {label}"}.get(kind, label)


def team_estimates(inputs: Mapping[str, tuple[str, ...]], team: Team) -> tuple[set[str], str | None]:
    """For a printed team: the names of the players with a marked rating, and the sheet's footnote (or None)."""
    est = {p.id: estimated_columns(inputs, p) for p in team.players}
    return {p.name for p in team.players if est[p.id]}, footnote(est)


def mark_names(rows: list[dict[str, Any]], marked: set[str]) -> list[dict[str, Any]]:
    """The rows (card or sheet views with a ``name``) with the mark after each marked player's name."""
    for r in rows:
        if r.get("name") in marked:
            r["name"] = f"{r['name']}{MARK}"
    return rows
