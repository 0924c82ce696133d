"""Baseball-Reference: a team-season page (with its fielding page) or a whole league-season, and box scores.

``import_team(2024, "NYY")`` reads ``/teams/NYY/2024.shtml``: the batting and pitching tables (the second one
ships inside an HTML comment), handedness marks (``*`` left, ``#`` switch), the record, ballpark and park
factors; then ``/teams/NYY/2024-fielding.shtml`` for games and chances by position. Seasons the embedded
Lahman data covers take their league context and missing counts from Lahman and use Lahman player and team
ids, so an imported team mixes with Lahman rosters; later seasons read the league page for the context.
``import_boxscore(url)`` lives in :mod:`dugout.sources.bref_box`. All requests go through one
:class:`~dugout.sources.http.Http` (cache, 20 requests a minute, retries).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from typing import Any, TypeVar

import requests

from dugout.errors import DugoutError, SourceError
from dugout.model.league import LeagueSeason
from dugout.model.player import POSITIONS, Player
from dugout.model.stats import BattingLine, FieldingLine, PitchingLine
from dugout.model.team import Park, Team, TeamRecord
from dugout.sources import assemble, bref_html, lahman
from dugout.sources.bref_html import LayoutError, Row
from dugout.sources.http import Http

BASE = "https://www.baseball-reference.com"
T = TypeVar("T")

BAT: dict[str, tuple[str, ...]] = {
    "g": ("b_games", "G"), "ab": ("b_ab", "AB"), "r": ("b_r", "R"), "h": ("b_h", "H"),
    "b2": ("b_doubles", "2B"), "b3": ("b_triples", "3B"), "hr": ("b_hr", "HR"), "rbi": ("b_rbi", "RBI"),
    "sb": ("b_sb", "SB"), "cs": ("b_cs", "CS"), "bb": ("b_bb", "BB"), "so": ("b_so", "SO"),
    "gidp": ("b_gidp", "GIDP"), "hbp": ("b_hbp", "HBP"), "sh": ("b_sh", "SH"), "sf": ("b_sf", "SF"),
    "ibb": ("b_ibb", "IBB"),
}
PIT: dict[str, tuple[str, ...]] = {
    "w": ("p_w", "W"), "l": ("p_l", "L"), "g": ("p_g", "G"), "gs": ("p_gs", "GS"), "gf": ("p_gf", "GF"),
    "cg": ("p_cg", "CG"), "sho": ("p_sho", "SHO"), "sv": ("p_sv", "SV"), "h": ("p_h", "H"), "r": ("p_r", "R"),
    "er": ("p_er", "ER"), "hr": ("p_hr", "HR"), "bb": ("p_bb", "BB"), "ibb": ("p_ibb", "IBB"), "so": ("p_so", "SO"),
    "hbp": ("p_hbp", "HBP"), "bk": ("p_bk", "BK"), "wp": ("p_wp", "WP"), "bfp": ("p_bfp", "batters_faced", "BF"),
}
IP = ("p_ip", "IP")
FLD: dict[str, tuple[str, ...]] = {
    "g": ("f_games", "G"), "gs": ("f_games_started", "GS"), "po": ("f_po", "PO"), "a": ("f_assists", "A"),
    "e": ("f_errors", "E"), "dp": ("f_dp", "DP"), "pb": ("f_pb", "PB"), "sb": ("f_sb", "SB"), "cs": ("f_cs", "CS"),
}
INN = ("f_innings", "Inn_def", "innings", "Inn")
POS_CELL = ("pos", "f_position", "position")
BAT_POS = ("team_position", "pos")

BATTING_TABLES = ("players_standard_batting", "team_batting")
PITCHING_TABLES = ("players_standard_pitching", "team_pitching")
LEAGUE_BATTING = ("teams_standard_batting",)
LEAGUE_PITCHING = ("teams_standard_pitching",)
LEAGUE_FIELDING = ("teams_standard_fielding",)

_POS_WORDS = {"pitcher": "P", "catcher": "C", "firstbase": "1B", "secondbase": "2B", "thirdbase": "3B",
              "shortstop": "SS", "leftfield": "LF", "centerfield": "CF", "rightfield": "RF", "outfield": "OF"}
_POS_DIGITS = {"1": "P", "2": "C", "3": "1B", "4": "2B", "5": "3B", "6": "SS", "7": "LF", "8": "CF", "9": "RF",
               "D": "DH", "O": "OF"}
_VALID_POS = set(POSITIONS) | {"OF", "DH"}
_LEAGUES = ("AL", "NL", "AA", "FL", "PL", "UA", "NA")

#: How long a page of a season still in progress stays fresh in the cache (finished seasons never expire).
CURRENT_MAX_AGE = 12 * 3600.0


def http_for(session: Http | requests.Session | None, offline: bool = False) -> Http:
    """An Http client: the one given, one around a requests session, or the default cached one."""
    if isinstance(session, Http):
        if offline:
            session.offline = True
        return session
    return Http(session, offline=offline)


def max_age(season: int) -> float | None:
    """Cache lifetime for a season's pages: forever for finished seasons."""
    return CURRENT_MAX_AGE if season >= date.today().year else None


def team_url(season: int, abbr: str) -> str:
    """The team-season page address."""
    return f"{BASE}/teams/{abbr.upper()}/{season}.shtml"


def norm_pos(text: str) -> str | None:
    """A position as our code (``C``, ``1B``, ``OF``, ``DH``…), or None."""
    t = text.strip().upper()
    if t in _VALID_POS:
        return t
    return _POS_DIGITS.get(t)


def pos_summary(text: str) -> list[str]:
    """The positions of a Pos column, most games first: ``*8D/H79`` (new pages: digits, ``D`` for DH, minor
    positions after the slash, ``H`` pinch hitting) or ``SS`` / ``OF`` (old pages).

    >>> pos_summary("*6/H"), pos_summary("*D9/H7"), pos_summary("1B"), pos_summary("UT")
    (['SS'], ['DH', 'RF', 'LF'], ['1B'], [])
    """
    t = text.strip().upper()
    if t in _VALID_POS:
        return [t]
    out = []
    for ch in t:
        p = _POS_DIGITS.get(ch)
        if p is not None and p not in out:
            out.append(p)
    return out


# --- parsed pages ----------------------------------------------------------------------------------------------


@dataclass(slots=True)
class RawPlayer:
    """What the pages say about one player before he becomes a model Player."""

    bref_id: str
    name: str
    bats: str | None = None
    throws: str | None = None
    batting: dict[str, int | None] | None = None
    pitching: dict[str, int | None] | None = None
    fielding: dict[str, dict[str, int | None]] = field(default_factory=dict)
    pos_text: str = ""


@dataclass(slots=True)
class TeamPage:
    """The parsed team-season page."""

    abbr: str
    season: int
    name: str
    league: str | None
    record: TeamRecord | None
    park: Park
    players: dict[str, RawPlayer]
    has_fielding: bool
    notes: list[str] = field(default_factory=list)


def _batting_raw(r: Row) -> dict[str, int | None]:
    return {k: r.count(*al) for k, al in BAT.items()}


def _pitching_raw(r: Row) -> dict[str, int | None]:
    raw = {k: r.count(*al) for k, al in PIT.items()}
    raw["ipouts"] = r.outs(*IP)
    return raw


def _fielding_raw(r: Row) -> dict[str, int | None]:
    raw = {k: r.count(*al) for k, al in FLD.items()}
    raw["inn_outs"] = r.outs(*INN)
    return raw


def _meta_text(soup: Any) -> str:
    meta = soup.find(id="meta") or soup.find(id="info")
    return " ".join((meta.get_text(" ") if meta is not None else "").split())


def _title_name(soup: Any, season: int) -> str:
    h1 = soup.find("h1")
    text = " ".join(h1.get_text(" ").split()) if h1 is not None else ""
    text = re.sub(rf"^{season}\s+", "", text)
    text = re.sub(r"\s+(Roster\s*&\s*)?Statistics$", "", text, flags=re.IGNORECASE)
    return text.strip()


def parse_team_page(html: str, season: int, abbr: str) -> TeamPage:
    """Read a team-season page; a page without the standard batting table raises LayoutError."""
    soup = bref_html.parse(html)
    found = bref_html.tables(soup)
    bat_t = bref_html.find(found, BATTING_TABLES)
    pit_t = bref_html.find(found, PITCHING_TABLES)
    if bat_t is None or pit_t is None:
        missing = "batting" if bat_t is None else "pitching"
        raise LayoutError(f"{abbr} {season}: no standard {missing} table on the team page (layout changed?)")
    for what, t in (("batting", bat_t), ("pitching", pit_t)):
        if not any(r.player_id for r in bref_html.rows(t)):
            raise LayoutError(f"{abbr} {season}: the standard {what} table has no player rows (layout changed?)")
    players: dict[str, RawPlayer] = {}
    for r in bref_html.rows(bat_t):
        if not r.player_id:
            continue
        p = players.setdefault(r.player_id, RawPlayer(r.player_id, r.name))
        p.bats = "S" if "#" in r.marks else "L" if "*" in r.marks else "R"
        p.batting = _batting_raw(r)
        p.pos_text = r.get(*BAT_POS) or ""
    for r in bref_html.rows(pit_t):
        if not r.player_id:
            continue
        p = players.setdefault(r.player_id, RawPlayer(r.player_id, r.name))
        p.throws = "L" if "*" in r.marks else "R"
        p.pitching = _pitching_raw(r)
    has_fielding = _read_fielding(found, players)
    meta = _meta_text(soup)
    name = _title_name(soup, season) or abbr
    league = _league_from(meta, soup)
    rec = re.search(r"Record:\s*(\d+)-(\d+)", meta)
    runs = re.search(r"(\d+)\s+Runs,\s*(\d+)\s+(?:Runs\s+)?Allowed", meta)
    record = None
    if rec:
        w, l_ = int(rec.group(1)), int(rec.group(2))
        record = TeamRecord(g=w + l_, w=w, l=l_, r=int(runs.group(1)) if runs else 0,
                            ra=int(runs.group(2)) if runs else 0)
    park_m = re.search(r"Ballpark:\s*(.+?)(?:\s+Attendance:|\s+Park Factors:|\s+Pythagorean|$)", meta)
    pf = re.search(r"Batting\s*-\s*(\d+)\s*,\s*Pitching\s*-\s*(\d+)", meta)
    park = Park(name=park_m.group(1).strip() if park_m else "", bpf=int(pf.group(1)) if pf else 100,
                ppf=int(pf.group(2)) if pf else 100)
    notes = [] if pf else ["park factors not on the page (100 used)"]
    return TeamPage(abbr.upper(), season, name, league, record, park, players, has_fielding, notes)


def _league_from(meta: str, soup: Any) -> str | None:
    m = re.search(r"\bin\s+(?:the\s+)?(AL|NL|AA|FL|PL|UA|NA)\b", meta)
    if m:
        return m.group(1)
    for a in soup.find_all("a", href=re.compile(r"^/leagues/(AL|NL|AA|FL|PL|UA|NA)/\d{4}")):
        found = re.search(r"/leagues/([A-Z]{2})/", str(a["href"]))
        if found is not None:
            return found.group(1)
    return None


def _table_pos(table_id: str, table: Any) -> str | None:
    cap = table.find("caption")
    text = (table_id + " " + (cap.get_text(" ") if cap is not None else "")).lower().replace(" ", "")
    for word, pos in _POS_WORDS.items():
        if word in text:
            return pos
    return None


def _read_fielding(found: dict[str, Any], players: dict[str, RawPlayer]) -> bool:
    """Fill players' fielding from per-position tables, else from a table with a position per row."""
    per_pos: list[tuple[str | None, Any]] = []
    by_row: list[Any] = []
    for tid, t in found.items():
        if tid in BATTING_TABLES or tid in PITCHING_TABLES or "fielding" not in tid.lower():
            continue
        tp = _table_pos(tid, t)
        if tp is not None:
            per_pos.append((tp, t))
        elif POS_CELL[0] in bref_html.columns(t) or POS_CELL[1] in bref_html.columns(t):
            by_row.append(t)
    source = per_pos or [(None, t) for t in by_row]
    seen = False
    for tp, t in source:
        for r in bref_html.rows(t):
            if not r.player_id:
                continue
            pos = tp or norm_pos(r.get(*POS_CELL) or "")
            if pos is None or pos == "DH":
                continue
            p = players.setdefault(r.player_id, RawPlayer(r.player_id, r.name))
            p.fielding[pos] = _fielding_raw(r)
            seen = True
    return seen


def parse_fielding_page(html: str, page: TeamPage) -> None:
    """Add the fielding page's lines to a parsed team page; a page without fielding rows raises LayoutError."""
    soup = bref_html.parse(html)
    if not _read_fielding(bref_html.tables(soup), page.players):
        raise LayoutError(f"{page.abbr} {page.season}: no player fielding table on the fielding page")
    page.has_fielding = True


# --- players and teams -----------------------------------------------------------------------------------------


def _games_at(p: RawPlayer, fielding: dict[str, FieldingLine], pitching: PitchingLine | None) -> dict[str, int]:
    out = {pos: f.g for pos, f in fielding.items() if f.g > 0}
    if pitching is not None and pitching.g > 0:
        out["P"] = max(out.get("P", 0), pitching.g)
    summary = pos_summary(p.pos_text)
    g = (p.batting or {}).get("g") or 0
    if "DH" in summary and g:
        outfield = out.get("OF", sum(out.get(k, 0) for k in ("LF", "CF", "RF")))
        fielded = outfield + sum(v for k, v in out.items() if k in ("C", "1B", "2B", "3B", "SS"))
        out["DH"] = max(1, g - fielded)
    if not fielding and g and summary:
        first = next((s for s in summary if s != "DH"), None)
        if first is not None and first not in out:
            out[first] = g
    return out


def build_player(p: RawPlayer, season: int, league: str, *, use_lahman_ids: bool) -> Player:
    """A model Player from the parsed rows (Lahman id and biography when Lahman knows him)."""
    pid = p.bref_id
    bio = None
    if use_lahman_ids:
        lid = assemble.lahman_id(p.bref_id)
        if lid is not None:
            pid = lid
            bio = assemble.lahman_bio(lid)
    imputed = []
    bats, throws = p.bats, p.throws
    if bats is None:
        bats = bio[1] if bio and bio[1] in ("L", "R", "S") else None
    if throws is None:
        throws = bio[2] if bio and bio[2] in ("L", "R") else None
    if bats is None:
        bats = "R"
        imputed.append("bats")
    if throws is None:
        throws = "R"
        imputed.append("throws")
    batting = assemble.batting_line(p.batting, season, league) if p.batting else None
    pitching = assemble.pitching_line(p.pitching, season, league) if p.pitching else None
    fielding = {pos: assemble.fielding_line(raw) for pos, raw in p.fielding.items()}
    return Player(id=pid, name=p.name, bats=bats, throws=throws, birth_year=bio[3] if bio else None,
                  batting=batting, pitching=pitching, fielding=fielding,
                  games_at=_games_at(p, fielding, pitching), imputed=tuple(imputed))


def team_from_page(page: TeamPage, context: LeagueSeason, *, url: str) -> Team:
    """The finished Team of a parsed page and its league context."""
    use_lahman = assemble.in_lahman(page.season)
    league = context.league
    players = tuple(build_player(p, page.season, league, use_lahman_ids=use_lahman) for p in page.players.values())
    ids = [p.id for p in players]
    dupes = {i for i in ids if ids.count(i) > 1}
    if dupes:
        raise LayoutError(f"{page.abbr} {page.season}: player {min(dupes)} listed twice")
    tid = assemble.lahman_team_id(page.season, page.abbr) if use_lahman else None
    notes = [f"Imported from Baseball-Reference ({url})."] + page.notes
    if not page.has_fielding:
        notes.append("No fielding table: positions estimated from the Pos column.")
    team = Team(id=tid or page.abbr, name=page.name, season=page.season, league=league, franchise=page.abbr,
                park=page.park, players=players, dh=lahman.has_dh(page.season, league), record=page.record,
                context=context, source="bref", notes="\n".join(notes))
    return assemble.finish(assemble.complete_fielding(team))


def fetch_parsed(http: Http, url: str, parse: Callable[[str], T], max_age: float | None = None) -> T:
    """Fetch a page and parse it; a page the parser rejects is dropped from the cache before the error rises."""
    html = http.text(url, max_age=max_age)
    try:
        return parse(html)
    except LayoutError:
        http.forget(url)
        raise


def fetch_team_page(http: Http, season: int, abbr: str, *, fielding: bool = True) -> TeamPage:
    """Fetch and parse a team page (and its fielding page when the main page has no fielding table)."""
    age = max_age(season)
    page = fetch_parsed(http, team_url(season, abbr), lambda h: parse_team_page(h, season, abbr), age)
    if fielding and not page.has_fielding:
        furl = f"{BASE}/teams/{abbr.upper()}/{season}-fielding.shtml"
        fetch_parsed(http, furl, lambda h: parse_fielding_page(h, page), age)
    return page


def _check_season(season: int) -> None:
    if not 1871 <= season <= date.today().year:
        raise DugoutError(f"season {season} is outside 1871-{date.today().year}")


CONTEXTS = ("auto", "lahman", "bref")


def check_context(season: int, how: str) -> None:
    """Fail before any work on a season outside Baseball-Reference's or a context that cannot serve it."""
    _check_season(season)
    if how not in CONTEXTS:
        raise DugoutError(f"--context must be auto, lahman or bref, got {how!r}")
    if how == "lahman" and not assemble.in_lahman(season):
        raise DugoutError(f"the Lahman data ends in {lahman.LAST_SEASON}; use the bref context for {season}")


def context_for(http: Http, season: int, league: str, how: str = "auto") -> LeagueSeason:
    """The league context: Lahman's for seasons it covers (``auto``/``lahman``), else the league page."""
    check_context(season, how)
    if how == "lahman" or (how == "auto" and assemble.in_lahman(season)):
        return lahman.league_context(season, league)
    url = f"{BASE}/leagues/{league}/{season}.shtml"
    return fetch_parsed(http, url, lambda h: parse_league_page(h, season, league), max_age(season))


def import_team(season: int, team: str, *, session: Http | requests.Session | None = None,
                offline: bool = False, context: str = "auto") -> Team:
    """One team-season from Baseball-Reference (``team`` is its abbreviation, e.g. NYY, or a Lahman name)."""
    check_context(season, context)
    http = http_for(session, offline)
    abbr = _bref_abbr(season, team)
    page = fetch_team_page(http, season, abbr)
    league = page.league
    if league is None and assemble.in_lahman(season):
        tid = assemble.lahman_team_id(season, abbr)
        league = next((t.league for t in lahman.list_teams(season) if t.id == tid), None)
    if league is None:
        raise LayoutError(f"{abbr} {season}: the team page does not say which league the team played in")
    ctx = context_for(http, season, league, context)
    out = team_from_page(page, ctx, url=team_url(season, abbr))
    if http.warnings:
        out = assemble.merge_notes(out, *http.warnings)
    return out


def import_league(season: int, league: str, *, session: Http | requests.Session | None = None,
                  offline: bool = False, context: str = "auto") -> list[Team]:
    """Every team of a league-season (team list from the league page, one team page each)."""
    check_context(season, context)
    http = http_for(session, offline)
    lg = league.upper()
    abbrs = fetch_parsed(http, f"{BASE}/leagues/{lg}/{season}.shtml", lambda h: _team_abbrs(h, season, lg),
                         max_age(season))
    ctx = context_for(http, season, lg, context)
    teams = []
    for abbr in abbrs:
        page = fetch_team_page(http, season, abbr)
        teams.append(team_from_page(page, ctx, url=team_url(season, abbr)))
    return teams


def _team_abbrs(html: str, season: int, league: str) -> list[str]:
    abbrs = list(dict.fromkeys(a for a, y, _ in bref_html.team_links(bref_html.parse(html)) if y == season))
    if not abbrs:
        raise LayoutError(f"{league} {season}: no team links on the league page (layout changed?)")
    return abbrs


def _bref_abbr(season: int, query: str) -> str:
    q = query.strip()
    if re.fullmatch(r"[A-Za-z0-9]{2,4}", q) and not assemble.in_lahman(season):
        return q.upper()
    if assemble.in_lahman(season):
        try:
            tid = lahman.find_team(season, q)
        except DugoutError:
            if re.fullmatch(r"[A-Za-z0-9]{2,4}", q):
                return q.upper()
            raise
        for t in lahman.list_teams(season):
            if t.id == tid:
                return t.br_id or t.id
    raise DugoutError(f"{query!r}: give the Baseball-Reference team abbreviation (e.g. NYY) for {season}")


# --- league pages ----------------------------------------------------------------------------------------------


def parse_league_page(html: str, season: int, league: str) -> LeagueSeason:
    """The league context from a league-season page's team batting, pitching and fielding tables."""
    soup = bref_html.parse(html)
    found = bref_html.tables(soup)
    bat_t = bref_html.find(found, LEAGUE_BATTING)
    pit_t = bref_html.find(found, LEAGUE_PITCHING)
    if bat_t is None or pit_t is None:
        raise LayoutError(f"{league} {season}: no team batting/pitching tables on the league page")
    bat_rows = [r for r in bref_html.rows(bat_t) if r.team_id]
    pit_rows = [r for r in bref_html.rows(pit_t) if r.team_id]
    if not bat_rows or not pit_rows:
        raise LayoutError(f"{league} {season}: the league page's team tables are empty")
    bat = BattingLine()
    games = 0
    for r in bat_rows:
        raw = _batting_raw(r)
        games += raw.get("g") or 0
        bat = bat + assemble.batting_line(raw, None, league)
    pit = PitchingLine()
    for r in pit_rows:
        pit = pit + assemble.pitching_line(_pitching_raw(r), None, league)
    errors = dps = 0
    imputed = [f for f in bat.imputed] + ["p_" + f for f in pit.imputed]
    fld_t = bref_html.find(found, LEAGUE_FIELDING)
    if fld_t is not None:
        for r in bref_html.rows(fld_t):
            if r.team_id:
                errors += r.count("f_errors", "E") or 0
                dps += r.count("f_dp", "DP") or 0
    else:
        imputed += ["errors", "double_plays"]
    rates = bat.rates()
    if rates is None:
        raise LayoutError(f"{league} {season}: the league page has no plate appearances")
    return LeagueSeason(
        season=season, league=league, teams=len(bat_rows), team_games=games, dh=lahman.has_dh(season, league),
        batting=bat, pitching=pit, rates=rates, runs=bat.r, errors=errors, double_plays=dps,
        fielding=assemble.borrowed_fielding(season, league, games),
        imputed=tuple(sorted(set(imputed) | {"fielding"})),
    )


def import_boxscore(url: str, session: Http | requests.Session | None = None, *, offline: bool = False,
                    stats: str = "auto") -> tuple[Team, Team, tuple[str, str]]:
    """Both teams of a real game with that game's lineups, and its starting pitchers (away, home).

    See :func:`dugout.sources.bref_box.import_boxscore`.
    """
    from dugout.sources import bref_box

    return bref_box.import_boxscore(url, session, offline=offline, stats=stats)


__all__ = ["BASE", "LayoutError", "SourceError", "TeamPage", "check_context", "context_for", "import_boxscore",
           "import_league", "import_team", "parse_league_page", "parse_team_page", "team_url"]
