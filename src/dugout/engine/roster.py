"""A team prepared for play: cards computed once, lineups and staff as player indices.

``GameTeam`` is built once per team and ruleset and reused by every game of a series or season,
so starting a game costs a few list copies.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from dugout.engine.codes import P_GS
from dugout.errors import DugoutError
from dugout.model.stats import PitchingLine
from dugout.model.team import Team

#: A team whose starters finished every start has this much patience with its pitchers (``team_patience``).
PATIENCE_LEVELS = 4


def team_patience(team: Team) -> int:
    """How long the team's real managers stayed with their pitchers, in levels: ``PATIENCE_LEVELS`` times its
    complete games per start, rounded (about 3 for 1908 NL teams, 2 for 1927 AL, 1 for 1968 AL, 0 for 2016 NL);
    0 for a team with no starts on record (a rulebook's or a generated team). Managers that follow the team's
    real usage return it from ``Manager.pitcher_patience``."""
    gs = cg = 0
    for p in team.players:
        line = p.pitching
        if line is not None and line.gs:
            gs += line.gs
            cg += line.cg or 0
    return round(PATIENCE_LEVELS * cg / gs) if gs else 0


#: A rotation man relieves between his starts over a season that follows real usage (``swingmen``) when his real relief
#: appearances are at least this share of his starts, and at least ``SWING_MIN``.
SWING_SHARE = 0.15
SWING_MIN = 3


def swingmen(team: Team, rotation: Sequence[int]) -> list[int]:
    """The rotation men (local indices) who also relieved in their real season: relief appearances (G - GS) at least
    ``SWING_SHARE`` of their starts and at least ``SWING_MIN``. Before the 1930s the aces took much of a staff's
    relief between their starts (1921 Yankees: Mays 11 relief games beside 38 starts, Hoyt 11, Shawkey 7); a
    season that follows real usage puts them in the bullpen on the days they are fit to relieve
    (``Season.relief_ready``), so the relief their teams really got from them does not go to the marginal arms."""
    out = []
    for i in rotation:
        line = team.players[i].pitching
        if line is None or not line.gs:
            continue
        relief = line.g - line.gs
        if relief >= SWING_MIN and relief >= SWING_SHARE * line.gs:
            out.append(i)
    return out


#: Outs a start is taken to last when a team has no pure starter on record; the pure starters' or pure relievers'
#: outings a team needs for their length to stand for its swingmen's (``_split``).
DEFAULT_START_OUTS = 18
MIN_PURE = 15


def _outing_outs(team: Team) -> tuple[float, bool, float | None]:
    """(outs per start of the team's pure starters (``DEFAULT_START_OUTS`` with none), whether they made
    ``MIN_PURE`` starts or more, outs per relief appearance of its pure relievers (None with fewer than ``MIN_PURE``
    appearances))."""
    lines = [p.pitching for p in team.players if p.pitching is not None and p.pitching.g]
    starts = sum(ln.gs for ln in lines if ln.gs == ln.g)
    apps = sum(ln.g for ln in lines if not ln.gs)
    per_start = sum(ln.ipouts for ln in lines if ln.gs == ln.g) / starts if starts else DEFAULT_START_OUTS
    per_relief = sum(ln.ipouts for ln in lines if not ln.gs) / apps if apps >= MIN_PURE else None
    return per_start, starts >= MIN_PURE, per_relief


def _split(ln: PitchingLine, per_start: float, many_starts: bool, per_relief: float | None) -> tuple[float, float]:
    """A pitcher's (outs per start, outs per relief appearance). A swingman's starts last as long as the team's
    pure starters' and his relief the rest of his outs; but when the team's pure starters made too few starts to
    say and its pure relievers made enough, his relief lasts as long as theirs and his starts the rest (the 1959
    Giants had one pure starter, whose two innings a start had been given to Antonelli's 38 starts of 7.4)."""
    relief = ln.g - ln.gs
    if not ln.gs:
        return 0.0, ln.ipouts / relief if relief else 0.0
    if not relief:
        return ln.ipouts / ln.gs, 0.0
    if not many_starts and per_relief is not None and ln.ipouts - relief * per_relief >= 3 * ln.gs:
        start = min(27.0, (ln.ipouts - relief * per_relief) / ln.gs)  # (nine innings at most: the rest is relief)
        return start, (ln.ipouts - ln.gs * start) / relief
    return per_start, max(1.0, (ln.ipouts - ln.gs * per_start) / relief)


def relief_outs(team: Team) -> list[int]:
    """Each player's real outs per relief appearance, rounded up to whole innings (at least one); 0 for a player with no
    pitching line; a pitcher with no relief appearance on record works the team's average stint. A swingman's
    outs are split between his starts and his relief by ``_split``. Managers that follow real usage end a reliever's
    outing once he has worked his stint."""
    lines = [p.pitching for p in team.players]
    per_start, many, per_relief = _outing_outs(team)
    out = []
    apps = outs_all = 0.0
    for ln in lines:
        if ln is None or ln.g <= ln.gs:
            out.append(0)
            continue
        outs = _split(ln, per_start, many, per_relief)[1]
        apps += ln.g - ln.gs
        outs_all += outs * (ln.g - ln.gs)
        out.append(3 * max(1, math.ceil(round(outs) / 3)))
    # a pitcher who never relieved in his season (a starter the replay sends to the bullpen) works the team's
    # average stint
    typical = 3 * max(1, math.ceil(round(outs_all / apps) / 3)) if apps else 3
    return [o or (typical if ln is not None and ln.g else 0) for o, ln in zip(out, lines, strict=True)]


def relief_work(team: Team) -> list[float]:
    """Each player's real outs in relief over his season (his relief appearances times ``_split``'s outs per
    appearance), by local index; 0 for a player who never relieved. Managers share the team's relief work by it."""
    per_start, many, per_relief = _outing_outs(team)
    out = []
    for p in team.players:
        ln = p.pitching
        if ln is None or ln.g <= ln.gs:
            out.append(0.0)
            continue
        out.append(_split(ln, per_start, many, per_relief)[1] * (ln.g - ln.gs))
    return out


def start_outs(team: Team) -> list[int]:
    """Each player's real outs per start, rounded down to whole innings, at least one (0 for a player with no
    start): a pure starter's own, a swingman's by ``_split``. Managers that follow real usage take a
    starter out at the start of an inning once he has worked this many outs and the team is behind its real pace
    of relief appearances."""
    per_start, many, per_relief = _outing_outs(team)
    out = []
    for p in team.players:
        ln = p.pitching
        if ln is None or not ln.gs:
            out.append(0)
            continue
        outs = _split(ln, per_start, many, per_relief)[0]
        out.append(3 * max(1, int(outs // 3)))
    return out


def season_games(team: Team) -> int | None:
    """The games of the season the team's lines add up to: its record's; for a team without one whose lines were
    drawn from a real league-season (it has that context: an invented team ``--like`` a season), the starts its
    pitchers made, one a game; None otherwise (a rulebook's team: nothing real to follow)."""
    rec = team.record
    if rec is not None and rec.g:
        return rec.g
    if team.context is None:
        return None
    starts = sum(p.pitching.gs for p in team.players if p.pitching is not None)
    return starts or None


def relief_per_game(team: Team) -> float | None:
    """The team's real relief appearances (games pitched less games started, over its pitchers) per team game
    (``season_games``); None for a team with no season to follow."""
    games = season_games(team)
    if games is None:
        return None
    relief = sum(p.pitching.g - p.pitching.gs for p in team.players if p.pitching is not None)
    return relief / games


def ibb_per_game(team: Team) -> float | None:
    """The team's pitchers' real intentional walks per team game (``season_games``); None for a team with no
    season to follow."""
    games = season_games(team)
    if games is None:
        return None
    return sum(p.pitching.ibb for p in team.players if p.pitching is not None) / games


def starter_by_pace(gt: GameTeam, rested: list[int], pitching: dict[int, list[int]]) -> int | None:
    """The rested pitcher furthest behind his real share of the team's starts (his real GS over the team's, times
    its starts so far and this one, less his starts so far; the lower index first among equals), so that a 1901
    ace starts his 40 games and a fifth starter with 12 real starts his 12; None when no rested pitcher started a
    game in the real season (the rotation in turn then). The default manager's choice over a season."""
    got = gt.memo.get("real_starts")
    if got is None:
        # the real starts of the staff, by local index, and their sum: worked out once a team (``memo``)
        players = gt.team.players
        real: dict[int, int] = {}
        for i in gt.pitchers:
            line = players[i].pitching
            if line is not None and line.gs > 0:
                real[i] = line.gs
        got = gt.memo["real_starts"] = (real, sum(real.values()))
    real, total = got
    pool = [i for i in rested if i in real]
    if total <= 0 or not pool:
        return None
    starts = sum(line[P_GS] for line in pitching.values()) + 1
    best, best_v = -1, 0.0
    for i in pool:
        done = pitching.get(i)
        v = real[i] / total * starts - (done[P_GS] if done is not None else 0)
        if best < 0 or v > best_v or (v == best_v and i < best):
            best, best_v = i, v
    return best


def pace_rest(gt: GameTeam) -> dict[int, int]:
    """Days each pitcher with real starts rested between them, at most: his team's games over his starts, less
    one, rounded down (a man who started every other game rests a day; Radbourn, 73 starts of Providence's 114 in
    1884, none; a modern ace with 33 of 162, three). Local indices; worked out once and kept on the team."""
    got = gt.pace_rest
    if got is None:
        players = gt.team.players
        lines = {i: line for i in gt.pitchers if (line := players[i].pitching) is not None}
        gs = {i: line.gs for i, line in lines.items() if line.gs > 0}
        games = season_games(gt.team) or sum(gs.values())
        got = gt.pace_rest = {i: max(0, games // n - 1) for i, n in gs.items()}
    return got


@dataclass(slots=True, frozen=True)
class UsagePlan:
    """The parts of a team a manager following real playing time reads before every game, worked out once: its
    hitters (not pitchers, with a batting line) as local indices with their real plate appearances and ids, and
    for each position the hitters who can play it, in index order (``AIManager.starting_lineup``)."""

    players: Sequence[Any]
    """The team's players the plan was made from (another team's are another plan)."""
    hitters: tuple[int, ...]
    real_pa: dict[int, int]
    ids: dict[int, str]
    can_play: dict[str, tuple[int, ...]]


def usage_plan(gt: GameTeam) -> UsagePlan:
    """The team's ``UsagePlan`` (kept on the team: the first call works it out)."""
    plan = gt.usage_plan
    players = gt.team.players
    if plan is None or plan.players is not players or len(plan.real_pa) != len(players):
        hitters = tuple(i for i, p in enumerate(players) if not p.is_pitcher and p.batting is not None)
        can = {pos: tuple(j for j in hitters if pos == "DH" or players[j].can_play(pos))
               for pos in ("C", "1B", "2B", "3B", "SS", "LF", "CF", "RF", "DH")}
        real = {i: (p.batting.pa if p.batting is not None else 0) for i, p in enumerate(players)}
        plan = gt.usage_plan = UsagePlan(players, hitters, real, {i: p.id for i, p in enumerate(players)}, can)
    return plan


@dataclass(slots=True)
class GameTeam:
    """A rated team: parallel per-player lists and the default depth chart as local indices."""

    team: Team
    ids: list[str]
    names: list[str]
    cards: list[Any]
    bats: list[str]
    throws: list[str]
    pos: list[str]
    """Primary position of each player."""
    vs_rhp: list[tuple[int, str]]
    vs_lhp: list[tuple[int, str]]
    rotation: list[int]
    bullpen: list[tuple[int, str]]
    bench: list[int]
    pitchers: list[int]
    """Every player who can pitch (rotation first, then bullpen, then anyone else with a pitching line)."""
    spare_arms: list[int]
    """Pitchers neither in the rotation nor in the bullpen (they pitch in long relief when needed)."""
    patience: int = 0
    """``team_patience`` of the team."""
    relief_outs: list[int] = field(default_factory=list)
    """``relief_outs`` of the team, by local index."""
    start_outs: list[int] = field(default_factory=list)
    """``start_outs`` of the team, by local index."""
    relief_pg: float | None = None
    """``relief_per_game`` of the team."""
    usage_plan: UsagePlan | None = None
    """What choosing a lineup by real playing time reads of the team, worked out once (``usage_plan``)."""
    pace_rest: dict[int, int] | None = None
    """``pace_rest`` of the team, by local index."""
    swing: list[int] = field(default_factory=list)
    """``swingmen`` of the team: rotation men who relieve between starts in a season that follows real usage."""
    memo: dict[Any, Any] = field(default_factory=dict)
    """What the engine works out once per team and reuses every game (e.g. the bench ranked by a ruleset's
    ``batter_value``: ``lineups.ranked_bench``); the cards are frozen, so it stays true."""

    @property
    def name(self) -> str:
        """The team's name."""
        return self.team.name

    def index(self, pid: str) -> int:
        """Local index of a player id."""
        return self.ids.index(pid)


def prepare(team: Team, cards: dict[str, Any]) -> GameTeam:
    """Turn a Team and its cards into a GameTeam; a team that cannot field a lineup is an error."""
    ids = [p.id for p in team.players]
    local = {pid: i for i, pid in enumerate(ids)}
    if not team.lineup_vs_rhp:
        raise DugoutError(f"{team.label}: no lineup (a team needs nine batters)")
    if not team.rotation:
        raise DugoutError(f"{team.label}: no starting pitcher")
    vs_r = [(local[s.player], s.pos) for s in team.lineup_vs_rhp]
    vs_l = [(local[s.player], s.pos) for s in (team.lineup_vs_lhp or team.lineup_vs_rhp)]
    rotation = [local[p] for p in team.rotation]
    bullpen = [(local[b.player], b.role) for b in team.bullpen]
    bench = [local[p] for p in team.bench]
    pitchers = list(rotation) + [i for i, _ in bullpen]
    for p in team.players:
        i = local[p.id]
        # a pitcher, or a man of another position who started games on the mound (1884's two-way players):
        # he may start as he did, not relieve
        if i not in pitchers and (p.is_pitcher or (p.pitching is not None and p.pitching.gs > 0)):
            pitchers.append(i)
    return GameTeam(
        team=team, ids=ids, names=[p.name for p in team.players], cards=[cards[p.id] for p in team.players],
        bats=[p.bats for p in team.players], throws=[p.throws for p in team.players],
        pos=[p.primary_position for p in team.players], vs_rhp=vs_r, vs_lhp=vs_l, rotation=rotation,
        bullpen=bullpen, bench=bench, pitchers=pitchers,
        spare_arms=[i for i in pitchers if i not in rotation and all(i != j for j, _ in bullpen)
                    and team.players[i].is_pitcher],
        patience=team_patience(team), relief_outs=relief_outs(team), start_outs=start_outs(team),
        relief_pg=relief_per_game(team), swing=swingmen(team, rotation),
    )
