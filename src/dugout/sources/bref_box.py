"""A Baseball-Reference box score: both teams with that game's batting orders, positions and starting pitchers.

The box score gives the lineups; the players' season lines come from the embedded Lahman data for seasons it
covers (no extra request) or from the two teams' Baseball-Reference pages. Each returned Team carries the
game's batting order in ``lineup_vs_rhp`` and ``lineup_vs_lhp`` (DH as played), has the day's starter at the
head of its rotation, and is ready for ``dugout play GAME --boxscore URL``.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from datetime import date
from typing import Any

import requests

from dugout.errors import DugoutError, SourceError
from dugout.model.team import BullpenSpot, LineupSpot, Team
from dugout.sources import assemble, bref, bref_html, lahman
from dugout.sources.bref_html import LayoutError, Row
from dugout.sources.http import Http

_BOX_URL = re.compile(r"^(?:https?://(?:www\.)?baseball-reference\.com)?/?(?:boxes/)?(?:([A-Z0-9]{3})/)?"
                      r"([A-Z0-9]{3})(\d{4})(\d{2})(\d{2})(\d)(?:\.shtml)?(?:[?#].*)?$")
_FIELD = ("C", "1B", "2B", "3B", "SS", "LF", "CF", "RF")


@dataclass(frozen=True, slots=True)
class BoxBatter:
    """One row of a box score's batting table."""

    bref_id: str
    name: str
    positions: tuple[str, ...]
    """Positions in the order he played them (``PH``, ``PR`` for pinch hitters and runners)."""
    starter: bool


@dataclass(frozen=True, slots=True)
class BoxSide:
    """One team in a box score."""

    name: str
    abbr: str
    season: int
    batters: tuple[BoxBatter, ...]
    pitchers: tuple[str, ...]
    """Pitcher ids in order of appearance (the first one started)."""
    pitcher_names: tuple[str, ...] = ()
    """Their names, in the same order."""

    @property
    def lineup(self) -> tuple[BoxBatter, ...]:
        """The nine (or more) starters in batting order."""
        return tuple(b for b in self.batters if b.starter)

    @property
    def uses_dh(self) -> bool:
        """True when a starter was the designated hitter."""
        return any(b.positions and b.positions[0] == "DH" for b in self.lineup)


@dataclass(frozen=True, slots=True)
class BoxScore:
    """The parsed box score."""

    url: str
    day: date
    away: BoxSide
    home: BoxSide


def box_url(arg: str) -> str:
    """The canonical box-score address of a URL or a game id such as ``NYA202406080``."""
    m = _BOX_URL.match(arg.strip())
    if not m:
        raise DugoutError(f"{arg!r} is not a Baseball-Reference box score (e.g. "
                          f"{bref.BASE}/boxes/NYA/NYA202406080.shtml)")
    home = m.group(2)
    return f"{bref.BASE}/boxes/{home}/{home}{m.group(3)}{m.group(4)}{m.group(5)}{m.group(6)}.shtml"


def _day(url: str) -> date:
    m = _BOX_URL.match(url)
    assert m is not None
    try:
        return date(int(m.group(3)), int(m.group(4)), int(m.group(5)))
    except ValueError:
        raise DugoutError(f"{url}: the game id does not hold a real date") from None


def _positions(r: Row) -> tuple[str, ...]:
    text = r.trailing.replace("\xa0", " ").strip()
    out = []
    for tok in re.split(r"[-\s]+", text):
        t = tok.strip().upper()
        if t in ("PH", "PR") or bref.norm_pos(t) is not None:
            out.append(t if t in ("PH", "PR") else str(bref.norm_pos(t)))
    return tuple(out)


def _scorebox(soup: Any) -> list[tuple[str, str, int]]:
    box = soup.find("div", class_="scorebox")
    links = bref_html.team_links(box) if box is not None else []
    seen: list[tuple[str, str, int]] = []
    for abbr, season, text in links:
        if text and all(a != abbr for _, a, _ in seen):
            seen.append((text, abbr, season))
    return seen[:2]


def _side_table(found: dict[str, Any], name: str, kind: str, index: int) -> Any:
    key = re.sub(r"[^A-Za-z0-9]", "", name) + kind
    if key in found:
        return found[key]
    cands = [t for tid, t in found.items() if tid.endswith(kind) and not tid.startswith(("players_", "team_"))]
    if len(cands) == 2:
        return cands[index]
    raise LayoutError(f"box score: no {kind} table for {name}")


def parse_boxscore(html: str, url: str) -> BoxScore:
    """Read a box-score page; anything that is not a complete box score raises LayoutError."""
    soup = bref_html.parse(html)
    teams = _scorebox(soup)
    if len(teams) != 2:
        raise LayoutError("box score: the score box does not name two teams (layout changed?)")
    found = bref_html.tables(soup)
    sides = []
    for i, (name, abbr, season) in enumerate(teams):
        bat = _side_table(found, name, "batting", i)
        pit = _side_table(found, name, "pitching", i)
        batters = []
        for r in bref_html.rows(bat):
            if not r.player_id:
                continue
            pos = _positions(r)
            starter = not r.indented and bool(pos) and pos[0] not in ("PH", "PR")
            batters.append(BoxBatter(r.player_id, r.name, pos, starter))
        prows = [r for r in bref_html.rows(pit) if r.player_id]
        side = BoxSide(name, abbr, season, tuple(batters), tuple(str(r.player_id) for r in prows),
                       tuple(r.name for r in prows))
        _check_side(side)
        sides.append(side)
    return BoxScore(url, _day(url), sides[0], sides[1])


def _check_side(side: BoxSide) -> None:
    lineup = side.lineup
    if not side.pitchers:
        raise LayoutError(f"box score: no pitchers listed for {side.name}")
    if len(lineup) != 9:
        raise LayoutError(f"box score: {side.name} has {len(lineup)} starters in the batting table, expected 9")
    first = [b.positions[0] for b in lineup]
    missing = [p for p in _FIELD if p not in first]
    extra = sorted({p for p in first if first.count(p) > 1})
    if missing or extra:
        what = f"no starting {missing[0]}" if missing else f"two starters at {extra[0]}"
        raise LayoutError(f"box score: {side.name}'s lineup has {what}")
    if "DH" not in first and "P" not in first:
        raise LayoutError(f"box score: {side.name}'s lineup has neither a pitcher nor a DH")


# --- teams -----------------------------------------------------------------------------------------------------


STATS = ("auto", "lahman", "bref")


def check_stats(stats: str) -> None:
    """Fail before any work on a ``stats`` choice that is not auto, lahman or bref."""
    if stats not in STATS:
        raise DugoutError(f"--stats must be auto, lahman or bref, got {stats!r}")


def _season_team(http: Http, side: BoxSide, stats: str) -> Team:
    check_stats(stats)
    if stats == "lahman" or (stats == "auto" and assemble.in_lahman(side.season)):
        tid = assemble.lahman_team_id(side.season, side.abbr)
        if tid is None:
            raise DugoutError(f"the Lahman data has no team {side.abbr} in {side.season}")
        return lahman.import_team(side.season, tid)
    return bref.import_team(side.season, side.abbr, session=http)


def _local_id(team: Team, b_id: str, name: str) -> str:
    ids = team.by_id()
    for cand in (assemble.lahman_id(b_id), b_id):
        if cand is not None and cand in ids:
            return cand
    key = assemble.name_key(name)
    same = [p.id for p in team.players if assemble.name_key(p.name) == key]
    if len(same) == 1:
        return same[0]
    raise SourceError(f"box score: {name} ({b_id}) is not on the {team.label} roster")


def with_game_lineup(team: Team, side: BoxSide, box: BoxScore) -> tuple[Team, str]:
    """The season team with the box score's batting order, DH and starter; also the starter's id."""
    spots = tuple(LineupSpot(_local_id(team, b.bref_id, b.name), b.positions[0]) for b in side.lineup)
    starter = _local_id(team, side.pitchers[0], side.pitcher_names[0] if side.pitcher_names else side.pitchers[0])
    if any(s.pos == "P" and s.player != starter for s in spots):
        raise SourceError(f"box score: {side.name}'s pitcher in the batting order is not its starting pitcher")
    in_lineup = {s.player for s in spots}
    rotation = (starter,) + tuple(p for p in team.rotation if p != starter)
    bullpen = tuple(b for b in team.bullpen if b.player != starter)
    bench_pool = list(team.bench) + [s.player for s in team.lineup_vs_rhp if s.pos != "P"]
    bench = tuple(dict.fromkeys(p for p in bench_pool if p not in in_lineup and p != starter))
    note = (f"Lineups of the {box.away.name} at {box.home.name} game of {box.day:%B} {box.day.day}, {box.day.year} "
            f"(Baseball-Reference box score {box.url}).")
    out = dataclasses.replace(team, lineup_vs_rhp=spots, lineup_vs_lhp=spots, rotation=rotation,
                              bullpen=tuple(BullpenSpot(b.player, b.role) for b in bullpen), bench=bench,
                              dh=any(s.pos == "DH" for s in spots))
    return assemble.merge_notes(out, note), starter


def import_boxscore(url: str, session: Http | requests.Session | None = None, *, offline: bool = False,
                    stats: str = "auto") -> tuple[Team, Team, tuple[str, str]]:
    """(away team, home team, (away starter id, home starter id)) of a real game.

    ``stats``: ``auto`` takes season lines from Lahman when it covers the season, else from the teams'
    Baseball-Reference pages; ``lahman`` or ``bref`` force one.
    """
    canon = box_url(url)
    check_stats(stats)
    http = bref.http_for(session, offline)
    box = bref.fetch_parsed(http, canon, lambda h: parse_boxscore(h, canon))
    teams, starters = [], []
    for side in (box.away, box.home):
        t, st = with_game_lineup(_season_team(http, side, stats), side, box)
        teams.append(t)
        starters.append(st)
    return teams[0], teams[1], (starters[0], starters[1])
