"""Shared steps of the online and CSV importers: stat lines from raw counts, Lahman look-ups, league context,
and a finished, playable Team.

Raw counts use our field names (``g pa ab r h b2 b3 hr …`` for batting, ``w l g gs … ipouts bfp`` for
pitching). A count a source left blank is ``None``: for seasons the embedded Lahman data covers it is
imputed exactly as the Lahman importer does (and flagged), otherwise it is 0 and flagged.
"""

from __future__ import annotations

import dataclasses
import re
import unicodedata
from functools import cache

from dugout.errors import SourceError
from dugout.model.depth import build_depth
from dugout.model.league import LeagueSeason
from dugout.model.stats import BattingLine, FieldingLine, PitchingLine
from dugout.model.team import Team
from dugout.sources import lahman

BAT_FIELDS = ("g", "pa", "ab", "r", "h", "b2", "b3", "hr", "rbi", "bb", "ibb", "hbp", "so", "sh", "sf", "gidp", "sb",
              "cs")
PIT_FIELDS = ("w", "l", "g", "gs", "cg", "sho", "sv", "gf", "ipouts", "bfp", "h", "r", "er", "hr", "bb", "ibb", "hbp",
              "so", "wp", "bk")
FLD_FIELDS = ("g", "gs", "inn_outs", "po", "a", "e", "dp", "pb", "sb", "cs")

_TO_LAHMAN_BAT = {"g": "G", "ab": "AB", "r": "R", "h": "H", "b2": "2B", "b3": "3B", "hr": "HR", "rbi": "RBI",
                  "bb": "BB", "ibb": "IBB", "hbp": "HBP", "so": "SO", "sh": "SH", "sf": "SF", "gidp": "GIDP",
                  "sb": "SB", "cs": "CS"}
_TO_LAHMAN_PIT = {"w": "W", "l": "L", "g": "G", "gs": "GS", "cg": "CG", "sho": "SHO", "sv": "SV", "gf": "GF",
                  "ipouts": "IPouts", "bfp": "BFP", "h": "H", "r": "R", "er": "ER", "hr": "HR", "bb": "BB",
                  "ibb": "IBB", "hbp": "HBP", "so": "SO", "wp": "WP", "bk": "BK"}


def in_lahman(season: int | None) -> bool:
    """True when the embedded Lahman data covers the season."""
    return season is not None and lahman.FIRST_SEASON <= season <= lahman.LAST_SEASON


def batting_line(raw: dict[str, int | None], season: int | None, league: str) -> BattingLine:
    """A batting line from raw counts; blanks imputed from the league-season (Lahman seasons) or set to 0.

    PA is always AB + BB + HBP + SH + SF, like the Lahman importer, so every source rates alike.
    """
    if in_lahman(season):
        assert season is not None
        return lahman.fill_batting({_TO_LAHMAN_BAT[k]: raw.get(k) for k in _TO_LAHMAN_BAT}, season, league)
    vals = {k: raw.get(k) for k in BAT_FIELDS if k != "pa"}
    imputed = sorted(k for k, v in vals.items() if v is None and k not in ("g",))
    clean = {k: int(v or 0) for k, v in vals.items()}
    clean["ibb"] = min(clean["ibb"], clean["bb"])
    pa = clean["ab"] + clean["bb"] + clean["hbp"] + clean["sh"] + clean["sf"]
    return BattingLine(pa=pa, imputed=tuple(imputed), **clean)


def pitching_line(raw: dict[str, int | None], season: int | None, league: str) -> PitchingLine:
    """A pitching line from raw counts (``ipouts`` in outs); blanks imputed or 0, and flagged."""
    if in_lahman(season):
        assert season is not None
        return lahman.fill_pitching({_TO_LAHMAN_PIT[k]: raw.get(k) for k in _TO_LAHMAN_PIT}, season, league)
    vals = {k: raw.get(k) for k in PIT_FIELDS}
    imputed = [k for k, v in vals.items() if v is None]
    clean = {k: int(v or 0) for k, v in vals.items()}
    clean["ibb"] = min(clean["ibb"], clean["bb"])
    if clean["bfp"] <= 0 and clean["ipouts"] > 0:
        clean["bfp"] = clean["ipouts"] + clean["h"] + clean["bb"] + clean["hbp"]
        imputed.append("bfp")
    return PitchingLine(imputed=tuple(sorted(set(imputed))), **clean)


def fielding_line(raw: dict[str, int | None]) -> FieldingLine:
    """A fielding line from raw counts; blanks are 0 and flagged."""
    imputed = tuple(sorted(k for k in FLD_FIELDS if raw.get(k) is None and k not in ("pb", "sb", "cs")))
    return FieldingLine(**{k: int(raw.get(k) or 0) for k in FLD_FIELDS}, imputed=imputed)


# --- Lahman look-ups -------------------------------------------------------------------------------------------


def _bbref_map() -> dict[str, str]:
    return lahman.bbref_ids()


def lahman_id(bbref_id: str) -> str | None:
    """The Lahman playerID of a Baseball-Reference player id, if Lahman knows the player."""
    return _bbref_map().get(bbref_id)


@cache
def _lahman_to_bbref() -> dict[str, str]:
    return {lid: bb for bb, lid in _bbref_map().items()}


def bbref_id(player_id: str) -> str | None:
    """The Baseball-Reference id of a Lahman playerID, if Lahman records it."""
    return _lahman_to_bbref().get(player_id)


def lahman_bio(player_id: str) -> tuple[str, str | None, str | None, int | None] | None:
    """(name, bats, throws, birth year) of a Lahman player (bats ``S`` for switch), or None."""
    bio = lahman.bio(player_id)
    if bio is None:
        return None
    name, bats, throws, by = bio
    return name, ("S" if bats == "B" else bats), throws, by


def lahman_team_id(season: int, abbr: str) -> str | None:
    """The Lahman teamID of a Baseball-Reference team abbreviation in a Lahman season, or None."""
    if not in_lahman(season):
        return None
    for t in lahman.list_teams(season):
        if abbr.upper() in (t.br_id.upper(), t.id.upper()):
            return t.id
    return None


def name_key(name: str) -> str:
    """A name folded for matching across sources: no accents, punctuation, suffixes or case.

    >>> name_key("José Ramírez"), name_key("J.D. Martinez"), name_key("Bobby Witt Jr.")
    ('joseramirez', 'jdmartinez', 'bobbywitt')
    """
    s = unicodedata.normalize("NFKD", name)
    s = "".join(c for c in s if not unicodedata.combining(c)).lower()
    s = re.sub(r"\b(jr|sr|ii|iii|iv)\.?$", "", s.strip())
    return re.sub(r"[^a-z]", "", s)


def slug(text: str) -> str:
    """A lower-case id made of letters, digits and dashes.

    >>> slug("Springfield Isotopes!")
    'springfield-isotopes'
    """
    s = unicodedata.normalize("NFKD", text)
    s = "".join(c for c in s if not unicodedata.combining(c)).lower()
    return re.sub(r"[^a-z0-9]+", "-", s).strip("-") or "team"


# --- league context --------------------------------------------------------------------------------------------


def borrowed_fielding(season: int, league: str, team_games: int) -> dict[str, FieldingLine]:
    """League fielding by position for a season Lahman lacks: the nearest Lahman season's, scaled by games."""
    year = min(max(season, lahman.FIRST_SEASON), lahman.LAST_SEASON)
    try:
        donor = lahman.league_context(year, league)
    except Exception:  # noqa: BLE001 - the league may not exist that year; fall back to the AL
        donor = lahman.league_context(year, "AL" if year >= 1901 else "NL")
    k = team_games / donor.team_games if donor.team_games else 1.0
    out = {}
    for pos, f in donor.fielding.items():
        vals = {name: round(getattr(f, name) * k) for name in FLD_FIELDS}
        out[pos] = FieldingLine(**vals, imputed=tuple(FLD_FIELDS))
    return out


def self_context(team: Team, season: int | None, league: str) -> LeagueSeason:
    """A league context made of one team's own totals, for rosters that name no real league-season."""
    bat, pit = BattingLine(), PitchingLine()
    fld: dict[str, FieldingLine] = {}
    for p in team.players:
        if p.batting:
            bat = bat + p.batting
        if p.pitching:
            pit = pit + p.pitching
        for pos, f in p.fielding.items():
            fld[pos] = fld.get(pos, FieldingLine()) + f
    rates = bat.rates()
    if rates is None:
        raise SourceError(f"{team.label}: no plate appearances, so no league context can be computed")
    games = team.record.g if team.record and team.record.g else max(
        (p.batting.g for p in team.players if p.batting), default=0)
    errors = sum(f.e for f in fld.values())
    return LeagueSeason(
        season=season or 0, league=league or "IND", teams=1, team_games=max(1, games), dh=team.dh,
        batting=bat, pitching=pit, rates=rates, runs=bat.r, errors=errors, double_plays=bat.gidp,
        fielding=fld, imputed=("double_plays", "self"),
    )


# --- fielding estimates ----------------------------------------------------------------------------------------


def complete_fielding(team: Team, *, league_average_for_missing: bool = False) -> Team:
    """Estimate what fielding lines lack (innings, starts, catchers' SB/CS) as the Lahman importer does.

    With ``league_average_for_missing`` a position a player has games at but no fielding line for gets a line
    at the league's per-inning rates (every field flagged imputed), so every game can rate his defense.
    """
    ctx = team.context
    if ctx is None:
        return team
    team_ipouts = sum(p.pitching.ipouts for p in team.players if p.pitching)
    team_g = team.record.g if team.record and team.record.g else max(
        (p.batting.g for p in team.players if p.batting), default=0)
    pos_games: dict[str, int] = {}
    for p in team.players:
        for pos in set(p.fielding) | (set(p.games_at) if league_average_for_missing else set()):
            if pos in ("DH", "PH", "PR"):
                continue
            g = p.fielding[pos].g if pos in p.fielding else p.games_at.get(pos, 0)
            pos_games[pos] = pos_games.get(pos, 0) + g
    players = []
    for p in team.players:
        fld = dict(p.fielding)
        if league_average_for_missing:
            for pos, g in p.games_at.items():
                if pos in fld or pos in ("DH", "PH", "PR") or g <= 0:
                    continue
                if pos == "OF" and any(k in p.games_at for k in ("LF", "CF", "RF")):
                    continue
                if pos == "P" and p.pitching is not None:
                    outs = p.pitching.ipouts
                else:
                    outs = round(team_ipouts * g / pos_games[pos]) if pos_games.get(pos) else 0
                fld[pos] = _average_line(ctx, pos, g, outs)
        fld = {pos: lahman.fill_fielding(f, pos, pos_games.get(pos, 0), team_g, team_ipouts, ctx)
               for pos, f in fld.items()}
        players.append(dataclasses.replace(p, fielding=fld) if fld != p.fielding else p)
    return dataclasses.replace(team, players=tuple(players))


def _average_line(ctx: LeagueSeason, pos: str, g: int, outs: int) -> FieldingLine:
    """A line at the league's per-inning rates for ``outs`` outs in the field (all but ``g`` imputed)."""
    lg = ctx.fielding.get(pos) or (ctx.fielding.get("OF") if pos in ("LF", "CF", "RF") else None)
    flagged = tuple(f for f in FLD_FIELDS if f != "g")
    if lg is None or lg.inn_outs <= 0 or outs <= 0:
        return FieldingLine(g=g, inn_outs=outs, imputed=flagged)
    k = outs / lg.inn_outs
    if pos in ("LF", "CF", "RF") and pos not in ctx.fielding:
        k /= 3  # the league's OF line covers three outfielders
    return FieldingLine(g=g, gs=0, inn_outs=outs, po=round(lg.po * k), a=round(lg.a * k), e=round(lg.e * k),
                        dp=round(lg.dp * k), pb=round(lg.pb * k), sb=round(lg.sb * k), cs=round(lg.cs * k),
                        imputed=flagged)


# --- finishing -------------------------------------------------------------------------------------------------


def finish(team: Team) -> Team:
    """Build the depth chart and make sure the team can take the field; a hopeless roster is a SourceError."""
    done = build_depth(team)
    if not done.rotation:
        raise SourceError(f"{team.label}: no pitcher with a pitching line, so the team cannot play")
    if len(done.lineup_vs_rhp) != 9:
        hitters = sum(1 for p in team.players if not p.is_pitcher and p.batting is not None and p.batting.pa > 0)
        raise SourceError(f"{team.label}: only {hitters} position players with plate appearances; a team needs "
                          "eight fielders plus a pitcher or DH")
    return done


def merge_notes(team: Team, *notes: str) -> Team:
    """The team with notes appended (one sentence each, no duplicates)."""
    have = [n for n in team.notes.split("\n") if n]
    for n in notes:
        if n and n not in have:
            have.append(n)
    return dataclasses.replace(team, notes="\n".join(have))
