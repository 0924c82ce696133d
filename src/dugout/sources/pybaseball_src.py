"""pybaseball: FanGraphs and Statcast metrics (and Baseball-Reference platoon splits) on top of a real roster.

The roster itself (per-team stat lines, hands, positions, park, league context) comes from the embedded
Lahman data for seasons it covers, else from Baseball-Reference (:mod:`dugout.sources.bref`); pybaseball then
adds what neither has: FanGraphs BsR, Def, K%, BB%, GB% for batters and K%, BB%, GB% for pitchers, Statcast
sprint speed (2015 on), and with ``splits=True`` each regular's vs-RHP/vs-LHP lines (pitchers: vs RHB/LHB)
from Baseball-Reference split pages, one polite request per player.

pybaseball fetches with module-level ``requests`` calls; while an import runs they are routed through our
:class:`~dugout.sources.http.Http` (cache, per-host rate limits, retries, robots.txt, ``--offline``) by a scoped
requests-cache ``install_cache``, undone afterwards; split pages are fetched by our Http and read with pandas. Players are matched by name within the team (accents, punctuation and Jr./Sr. folded); a
FanGraphs row that sums a traded player's season (team ``- - -``) gives its rates as they are and its run
values (BsR, Def) in proportion to his plate appearances with this team.
"""

from __future__ import annotations

import contextlib
import dataclasses
import math
import warnings
from collections.abc import Iterator
from typing import Any, Protocol

import requests

from dugout.errors import DugoutError, SourceError
from dugout.model.extras import Extras, Splits
from dugout.model.player import Player
from dugout.model.team import Team
from dugout.sources import assemble, bref, lahman
from dugout.sources.http import Http

#: First season of Statcast sprint speed.
SPRINT_FIRST = 2015
#: Savant team abbreviations that differ from Baseball-Reference's.
SAVANT_TEAMS = {"AZ": "ARI", "CWS": "CHW", "KC": "KCR", "SD": "SDP", "SF": "SFG", "TB": "TBR", "WSH": "WSN",
                "ATH": "OAK"}


class Frame(Protocol):
    """The slice of a pandas DataFrame the enrichment reads."""

    columns: Any

    def iterrows(self) -> Iterator[tuple[Any, Any]]: ...


class Client(Protocol):
    """Where the metrics come from (pybaseball itself, or saved frames in tests)."""

    def batting(self, season: int) -> Frame:
        """FanGraphs batting leaderboard of a season, every player (pybaseball ``batting_stats``)."""
        ...

    def pitching(self, season: int) -> Frame:
        """FanGraphs pitching leaderboard of a season, every player (pybaseball ``pitching_stats``)."""
        ...

    def sprint_speed(self, season: int) -> Frame:
        """Statcast sprint speed leaderboard (pybaseball ``statcast_sprint_speed``)."""
        ...

    def splits(self, bref_id: str, season: int, pitching: bool) -> Frame:
        """A player's Baseball-Reference split tables (like pybaseball's ``get_splits``), indexed (Split Type, Split)."""
        ...


@contextlib.contextmanager
def routed(http: Http) -> Iterator[None]:
    """Route the ``requests`` calls pybaseball makes (FanGraphs, Statcast) through ``http`` for the duration of the
    block, and put ``requests`` back afterwards.

    requests-cache's scoped ``install_cache`` (``requests_cache.enabled``) swaps the session class that
    ``requests.get`` builds; ours answers each request with ``http.get``, so pybaseball's downloads keep our
    cache, pace, retries, robots.txt, ``--offline`` and one-line errors without our touching pybaseball's
    modules. The session's own cache stays unused (in memory): ``http`` holds the answers.
    """
    import requests_cache

    class _Routed(requests_cache.CachedSession):
        def send(self, request: requests.PreparedRequest, **kwargs: Any) -> requests.Response:  # type: ignore[override]
            return http.get(str(request.url))

    with requests_cache.enabled(backend="memory", session_factory=_Routed):
        yield


def split_frame(html: str) -> Frame:
    """A Baseball-Reference split page's tables as one frame indexed (Split Type, Split), read by pandas.

    pybaseball's ``get_splits`` fetches through a session it makes when imported, which no scoped setting
    reaches, so the page comes through our Http and its tables (kept in HTML comments) are read here."""
    from io import StringIO

    import pandas as pd
    from bs4 import BeautifulSoup, Comment

    frames = []
    for note in BeautifulSoup(html, "lxml").find_all(string=lambda t: isinstance(t, Comment)):
        if "table_container" not in note:
            continue
        for table in BeautifulSoup(str(note), "lxml").select("div.table_container table"):
            kind = table.caption.get_text(strip=True) if table.caption else ""
            if not kind or kind.endswith("Level") or kind == "By Inning":  # game-level tables have other columns
                continue
            df = pd.read_html(StringIO(str(table)))[0]
            df = df[df["Split"].astype(str) != "Split"].assign(**{"Split Type": kind})
            frames.append(df)
    if not frames:
        raise ValueError("no split tables on the page")
    out = pd.concat(frames).set_index(["Split Type", "Split"])
    return out.apply(pd.to_numeric, errors="coerce")


class LiveClient:
    """pybaseball itself, its HTTP routed through an Http and each season's frames kept for the process."""

    def __init__(self, http: Http) -> None:
        self.http = http
        self._memo: dict[tuple[Any, ...], Frame] = {}

    def _call(self, key: tuple[Any, ...], what: str, fn: Any, *args: Any, **kwargs: Any) -> Frame:
        if key in self._memo:
            return self._memo[key]
        try:
            with routed(self.http), warnings.catch_warnings():
                warnings.simplefilter("ignore")
                out = fn(*args, **kwargs)
        except SourceError:
            raise
        except (requests.RequestException, ValueError, KeyError, IndexError, AttributeError, TypeError) as e:
            raise SourceError(f"pybaseball could not read {what} ({type(e).__name__}: "
                              f"{' '.join(str(e).split())[:120]}); the page layout may have changed") from None
        if isinstance(out, tuple):
            out = out[0]
        self._memo[key] = out
        return out

    @staticmethod
    def _require(frame: Frame, cols: tuple[str, ...], what: str) -> Frame:
        """A leaderboard must have rows and the columns we read; anything else means the page changed."""
        have = {str(c) for c in frame.columns}
        missing = [c for c in cols if c not in have]
        if missing or len(frame) == 0:  # type: ignore[arg-type]
            detail = f"no {missing[0]} column" if missing else "no rows"
            raise SourceError(f"pybaseball read {what} but found {detail}; the page layout may have changed")
        return frame

    def batting(self, season: int) -> Frame:
        import pybaseball

        what = f"the {season} FanGraphs batting leaderboard"
        return self._require(self._call(("bat", season), what, pybaseball.batting_stats, season, qual=0),
                             ("Name", "Team", "PA"), what)

    def pitching(self, season: int) -> Frame:
        import pybaseball

        what = f"the {season} FanGraphs pitching leaderboard"
        return self._require(self._call(("pit", season), what, pybaseball.pitching_stats, season, qual=0),
                             ("Name", "Team"), what)

    def sprint_speed(self, season: int) -> Frame:
        import pybaseball

        what = f"the {season} Statcast sprint speeds"
        return self._require(self._call(("spd", season), what, pybaseball.statcast_sprint_speed, season, 1),
                             ("sprint_speed",), what)

    def splits(self, bref_id: str, season: int, pitching: bool) -> Frame:
        url = f"{bref.BASE}/players/split.fcgi?id={bref_id}&year={season}&t={'p' if pitching else 'b'}"
        return self._call(("spl", bref_id, season, pitching), f"{bref_id}'s {season} splits",
                          lambda: split_frame(self.http.text(url)))


# --- reading frames ----------------------------------------------------------------------------------------------


def _val(row: Any, *cols: str) -> Any:
    for c in cols:
        try:
            v = row[c]
        except (KeyError, IndexError):
            continue
        if v is None:
            continue
        try:
            if isinstance(v, float) and math.isnan(v):
                continue
        except TypeError:
            pass
        if str(v).strip() in ("", "nan", "<NA>", "NaN"):
            continue
        return v
    return None


def _num(row: Any, *cols: str) -> float | None:
    v = _val(row, *cols)
    if v is None:
        return None
    try:
        return float(str(v).replace("%", "").strip())
    except ValueError:
        return None


def _pct(row: Any, *cols: str) -> float | None:
    """A percentage as a 0-1 fraction (pybaseball gives fractions; a value above 1 is read as percent)."""
    v = _num(row, *cols)
    if v is None:
        return None
    return v / 100 if v > 1.0 else v


def _rows(frame: Frame) -> list[Any]:
    return [r for _, r in frame.iterrows()]


def _by_name(rows: list[Any], name_cols: tuple[str, ...]) -> dict[str, list[Any]]:
    out: dict[str, list[Any]] = {}
    for r in rows:
        name = _val(r, *name_cols)
        if name is None:
            continue
        out.setdefault(assemble.name_key(str(name)), []).append(r)
    return out


def _savant_name(row: Any) -> str | None:
    combo = _val(row, "last_name, first_name", "player_name", "name")
    if combo is not None:
        last, _, first = str(combo).partition(",")
        return f"{first.strip()} {last.strip()}".strip() if first else str(combo)
    first, last = _val(row, "first_name"), _val(row, "last_name")
    if first is None or last is None:
        return None
    return f"{first} {last}"


@dataclasses.dataclass(slots=True)
class _Stats:
    """Counts of what the enrichment found, for the team's notes."""

    matched: int = 0
    prorated: list[str] = dataclasses.field(default_factory=list)
    unmatched: list[str] = dataclasses.field(default_factory=list)


def _fangraphs_row(p: Player, team_abbrs: set[str], cands: list[Any], pa_col: str, own_pa: int) -> tuple[Any, bool]:
    """(the FanGraphs row of this player-team, whether it is a multi-team season row)."""
    mine = [r for r in cands if str(_val(r, "Team") or "").upper() in team_abbrs]
    multi = [r for r in cands if str(_val(r, "Team") or "").strip() in ("- - -", "---", "TOT", "2TM", "3TM")]
    pool, is_multi = (mine, False) if mine else (multi, True)
    if not pool:
        return None, False
    best = min(pool, key=lambda r: abs((_num(r, pa_col) or 0) - own_pa))
    return best, is_multi


def _batting_extras(p: Player, row: Any, multi: bool) -> dict[str, float | None]:
    share = 1.0
    if multi and p.batting is not None:
        season_pa = _num(row, "PA") or 0.0
        share = min(1.0, p.batting.pa / season_pa) if season_pa > 0 else 1.0
    bsr, dfn = _num(row, "BsR"), _num(row, "Def")
    return {"bsr": None if bsr is None else round(bsr * share, 1),
            "def_runs": None if dfn is None else round(dfn * share, 1),
            "k_pct": _pct(row, "K%"), "bb_pct": _pct(row, "BB%"), "gb_pct": _pct(row, "GB%")}


def _pitching_extras(row: Any) -> dict[str, float | None]:
    return {"pitcher_k_pct": _pct(row, "K%"), "pitcher_bb_pct": _pct(row, "BB%"),
            "pitcher_gb_pct": _pct(row, "GB%")}


def _split_line(frame: Frame, label: str, season: int | None, league: str) -> Any:
    try:
        row = frame.loc[("Platoon Splits", label)]  # type: ignore[attr-defined]
    except (KeyError, AttributeError, TypeError):
        return None
    if hasattr(row, "ndim") and row.ndim > 1:
        row = row.iloc[0]
    raw = {"g": _num(row, "G"), "ab": _num(row, "AB"), "r": _num(row, "R"), "h": _num(row, "H"),
           "b2": _num(row, "2B"), "b3": _num(row, "3B"), "hr": _num(row, "HR"), "rbi": _num(row, "RBI"),
           "sb": _num(row, "SB"), "cs": _num(row, "CS"), "bb": _num(row, "BB"), "so": _num(row, "SO"),
           "gidp": _num(row, "GDP", "GIDP"), "hbp": _num(row, "HBP"), "sh": _num(row, "SH"), "sf": _num(row, "SF"),
           "ibb": _num(row, "IBB")}
    if raw["ab"] is None:
        return None
    ints = {k: (None if v is None else int(v)) for k, v in raw.items()}
    return assemble.batting_line(ints, None, league)


# --- enrichment --------------------------------------------------------------------------------------------------


def enrich(team: Team, client: Client, *, sprint: bool = True, splits: bool = False, split_min: int = 100) -> Team:
    """The team with FanGraphs/Statcast extras and (optionally) platoon splits on its players."""
    season = team.season
    if season is None:
        raise DugoutError(f"{team.label}: pybaseball needs a real team-season")
    abbrs = {team.id.upper(), team.franchise.upper()}
    abbrs |= {t.br_id.upper() for t in (lahman.list_teams(season) if assemble.in_lahman(season) else [])
              if t.id == team.id}
    bat = _by_name(_rows(client.batting(season)), ("Name",))
    pit = _by_name(_rows(client.pitching(season)), ("Name",))
    spd: dict[str, list[Any]] = {}
    if sprint and season >= SPRINT_FIRST:
        for r in _rows(client.sprint_speed(season)):
            n = _savant_name(r)
            if n is not None:
                spd.setdefault(assemble.name_key(n), []).append(r)
    st = _Stats()
    players = []
    for p in team.players:
        key = assemble.name_key(p.name)
        vals: dict[str, float | None] = {}
        srcs: list[str] = []
        if p.batting is not None and p.batting.pa > 0:
            row, multi = _fangraphs_row(p, abbrs, bat.get(key, []), "PA", p.batting.pa)
            if row is not None:
                vals.update(_batting_extras(p, row, multi))
                srcs.append("fangraphs")
                if multi:
                    st.prorated.append(p.name)
            elif not p.is_pitcher:
                st.unmatched.append(p.name)
        if p.pitching is not None and p.pitching.ipouts > 0:
            row, _ = _fangraphs_row(p, abbrs, pit.get(key, []), "TBF", p.pitching.batters_faced)
            if row is not None:
                vals.update(_pitching_extras(row))
                if "fangraphs" not in srcs:
                    srcs.append("fangraphs")
            else:
                st.unmatched.append(p.name)
        cands = spd.get(key, [])
        if len(cands) > 1:
            cands = [r for r in cands if SAVANT_TEAMS.get(str(_val(r, "team") or ""), str(_val(r, "team") or ""))
                     .upper() in abbrs] or []
        if len(cands) == 1 and not p.is_pitcher:
            vals["sprint_speed"] = _num(cands[0], "sprint_speed")
            srcs.append("statcast")
        extras = Extras(**{k: v for k, v in vals.items() if v is not None}, sources=tuple(srcs)) if srcs else None
        if extras is not None and extras.is_empty():
            extras = None
        if extras is not None:
            st.matched += 1
        p2 = dataclasses.replace(p, extras=extras)
        if splits:
            p2 = dataclasses.replace(p2, splits=_player_splits(p2, client, season, team.league, split_min))
        players.append(p2)
    notes = [f"pybaseball: FanGraphs/Statcast metrics for {st.matched} of {len(team.players)} players."]
    if st.prorated:
        notes.append("Traded players (FanGraphs season rows), BsR and Def prorated by PA: " + ", ".join(st.prorated)
                     + ".")
    if st.unmatched:
        notes.append("Not found on FanGraphs: " + ", ".join(sorted(set(st.unmatched))) + ".")
    if sprint and season < SPRINT_FIRST:
        notes.append(f"No sprint speed before {SPRINT_FIRST}.")
    return assemble.merge_notes(dataclasses.replace(team, players=tuple(players)), *notes)


def _bref_id(p: Player) -> str:
    bb = assemble.bbref_id(p.id)
    return bb or p.id


def _player_splits(p: Player, client: Client, season: int, league: str, split_min: int) -> Splits | None:
    vs_r = vs_l = opp_r = opp_l = None
    if p.batting is not None and p.batting.pa >= split_min and not p.is_pitcher:
        fr = client.splits(_bref_id(p), season, False)
        vs_r, vs_l = _split_line(fr, "vs RHP", season, league), _split_line(fr, "vs LHP", season, league)
    if p.pitching is not None and p.pitching.batters_faced >= split_min:
        fr = client.splits(_bref_id(p), season, True)
        opp_r, opp_l = _split_line(fr, "vs RHB", season, league), _split_line(fr, "vs LHB", season, league)
    if vs_r is vs_l is opp_r is opp_l is None:
        return p.splits
    return Splits(vs_rhp=vs_r, vs_lhp=vs_l, vs_rhb=opp_r, vs_lhb=opp_l, source="bref")


# --- entry points -------------------------------------------------------------------------------------------------


def _base_team(season: int, team: str, http: Http) -> Team:
    if assemble.in_lahman(season):
        return lahman.import_team(season, team)
    return bref.import_team(season, team, session=http)


def import_team(season: int, team: str, *, client: Client | None = None,
                session: Http | requests.Session | None = None, offline: bool = False, sprint: bool = True,
                splits: bool = False, split_min: int = 100) -> Team:
    """One team-season with pybaseball's metrics (and platoon splits with ``splits=True``)."""
    http = bref.http_for(session, offline)
    base = _base_team(season, team, http)
    out = enrich(base, client or LiveClient(http), sprint=sprint, splits=splits, split_min=split_min)
    return dataclasses.replace(out, source=f"{base.source}+pybaseball")


def import_league(season: int, league: str, *, client: Client | None = None,
                  session: Http | requests.Session | None = None, offline: bool = False, sprint: bool = True,
                  splits: bool = False, split_min: int = 100) -> list[Team]:
    """Every team of a league-season with pybaseball's metrics (one FanGraphs download serves them all)."""
    http = bref.http_for(session, offline)
    if assemble.in_lahman(season):
        teams = lahman.import_league(season, league.upper())
    else:
        teams = bref.import_league(season, league, session=http)
    cl = client or LiveClient(http)
    return [dataclasses.replace(enrich(t, cl, sprint=sprint, splits=splits, split_min=split_min),
                                source=f"{t.source}+pybaseball") for t in teams]
