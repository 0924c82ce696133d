"""Series and seasons: schedules, pitcher rest, injuries, standings, leaders and accumulated stats.

Stats accumulate straight from each game's flat box-score lists (no BoxScore objects on the fast path).
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from operator import add
from typing import Any

from dugout.engine.codes import (
    B_2B,
    B_3B,
    B_AB,
    B_BB,
    B_H,
    B_HBP,
    B_HR,
    B_PA,
    B_SF,
    BAT_COLS,
    NBAT,
    P_ER,
    P_GS,
    P_IBB,
    P_OUTS,
    P_PC,
    PIT_COLS,
)
from dugout.engine.dice import Dice, derive_seed
from dugout.engine.game import Game
from dugout.engine.manager import USAGE_KEY, relief_behind, usage_key
from dugout.engine.roster import GameTeam, pace_rest, prepare, season_games
from dugout.engine.schedule import balanced_schedule, league_schedule, round_robin_days  # noqa: F401 (re-exported)
from dugout.engine.ruleset import Ruleset
from dugout.engine.standings import DIVISIONS, Group, by_league, pct_text
from dugout.engine.standings import groups as standing_groups
from dugout.engine.standings import order as standings_order
from dugout.model.team import Team


def rated(rules: Ruleset, team: Team) -> GameTeam:
    """Rate a team once and prepare it for play (as the game fields it, ``Ruleset.game_team``)."""
    team = rules.game_team(team)
    return prepare(team, rules.rate_team(team))


# --- season state -------------------------------------------------------------------------------------------


#: Days a swingman rests after a start before he may relieve (``Season.relief_ready``): the aces of 1901-1930
#: relieved on their second day after a start as often as not.
SWING_REST = 1
#: … on a day his team is at least this many relief appearances behind its real pace (``Season.relief_behind``):
#: where the rules already send a staff to the bullpen more than its real one went (1901's), the swingmen add no
#: relief appearance (a 1901 staff of five had no one else to send).
SWING_FROM_PACE = 0.0


@dataclass(slots=True)
class TeamSeason:
    """One team's running season: record, rotation turn, rest and injuries, player totals."""

    gt: GameTeam
    w: int = 0
    l: int = 0
    t: int = 0
    rs: int = 0
    ra: int = 0
    next_starter: int = 0
    rest_until: dict[int, int] = field(default_factory=dict)
    """Local player index -> first day he may pitch again."""
    out_until: dict[int, int | None] = field(default_factory=dict)
    """Injured local player -> first team game he may play (None: season)."""
    games: int = 0
    bat: dict[int, list[int]] = field(default_factory=dict)
    pit: dict[int, list[int]] = field(default_factory=dict)
    home: list[int] = field(default_factory=lambda: [0, 0])
    """Wins and losses at home."""
    away: list[int] = field(default_factory=lambda: [0, 0])
    """Wins and losses on the road."""
    arms: frozenset[int] = frozenset()
    """Local indices of the team's pitchers (``Player.is_pitcher``): they sit out a game while they rest."""
    relief_from: dict[int, int] = field(default_factory=dict)
    """A swingman (``GameTeam.swing``) -> first day he may relieve, which may come before his next start's
    (``rest_until``): a season that follows real usage only."""

    def __post_init__(self) -> None:
        self.arms = frozenset(i for i, p in enumerate(self.gt.team.players) if p.is_pitcher)

    @property
    def pct(self) -> float:
        """Winning percentage."""
        d = self.w + self.l
        return self.w / d if d else 0.0


class Season:
    """Plays a schedule with the full engine (or a quick result function) and keeps everything a league needs."""

    def __init__(self, rules: Ruleset, teams: list[GameTeam], seed: int | str = 0, *,
                 quick: Callable[[GameTeam, GameTeam, Dice], tuple[int, int]] | None = None) -> None:
        self.rules = rules
        self.teams = [TeamSeason(gt) for gt in teams]
        self.seed = seed
        self.quick = quick
        self.day = 0
        self.next_game_id = 0
        self.results: list[tuple[int, int, int, int]] = []
        """(away, home, away runs, home runs) of every game."""
        self.carry: dict[str, Any] = {}
        """Ruleset state carried from game to game (streaks, slumps …)."""
        self.swing = rules.real_rotation() and rules.swing_relief()
        """Whether swingmen relieve between their starts (``roster.swingmen``): in a season that follows real
        usage."""
        self.postseason = False
        """Whether these are postseason games (no extra-innings runner: ``Game.extra_runner``)."""

    # --- choosing who plays ---------------------------------------------------------------------------------
    def pick_starter(self, ts: TeamSeason) -> int:
        """Today's starter: the ruleset's choice among rested pitchers, else the next rested man in the rotation."""
        rot = ts.gt.rotation
        rested = [i for i in ts.gt.pitchers if ts.rest_until.get(i, 0) <= self.day and i not in ts.out_until]
        pick = self.rules.choose_starter(ts.gt, rested, ts.pit) if rested else None
        if pick is not None:
            return pick
        for k in range(len(rot)):
            cand = rot[(ts.next_starter + k) % len(rot)]
            if ts.rest_until.get(cand, 0) <= self.day and cand not in ts.out_until:
                ts.next_starter = (ts.next_starter + k + 1) % len(rot)
                return cand
        # nobody rested: the starter who has rested longest (or a long man) goes
        pool = [i for i in ts.gt.pitchers if i not in ts.out_until] or rot
        best = min(pool, key=lambda i: (ts.rest_until.get(i, 0), i))
        ts.next_starter = (ts.next_starter + 1) % len(rot)
        return best

    def relief_ready(self, ts: TeamSeason, i: int, rest: int, started: bool) -> None:
        """A swingman's rest after an outing: after a start he is due to start again after ``rest`` days and may
        relieve from the ``SWING_REST + 1``-th day; after a relief outing he may pitch again after its ``rest``,
        and his next start keeps its day unless that rest runs past it."""
        day = self.day
        if started:
            ts.rest_until[i] = day + 1 + rest
            ts.relief_from[i] = day + 1 + min(rest, SWING_REST)
        else:
            ts.rest_until[i] = max(ts.rest_until.get(i, 0), day + 1 + rest)
            ts.relief_from[i] = day + 1 + rest

    def relief_behind(self, ts: TeamSeason) -> float:
        """The relief appearances the team is behind its real pace before today's game, as the managers count it
        (``manager.relief_behind``); on its first day its real relief a game, 0 for a team with no real
        season."""
        behind = relief_behind(self.carry, ts.gt)
        return behind if behind is not None else ts.gt.relief_pg or 0.0

    def _unavailable(self, ts: TeamSeason, starter: int) -> set[int]:
        # a resting pitcher sits the game out; a two-way man resting his arm still plays his position (he is in
        # no bullpen: ``prepare``)
        arms = ts.arms
        day = self.day
        out = {i for i, until in ts.rest_until.items() if until > day and i != starter and i in arms}
        if ts.relief_from and self.relief_behind(ts) >= SWING_FROM_PACE:
            # a swingman between starts is fit to relieve before he is due to start again (``relief_ready``), on a
            # day his team is behind its real relief
            out.difference_update([i for i, ready in ts.relief_from.items() if ready <= day])
        out |= set(ts.out_until)
        return out

    # --- playing --------------------------------------------------------------------------------------------
    def play_game(self, a: int, h: int, game_id: int, *, narrate: bool = False) -> Game | None:
        """Play one game between team indices ``a`` (away) and ``h`` (home); None on the quick path."""
        ta, th = self.teams[a], self.teams[h]
        dice = Dice(derive_seed(self.seed, game_id), record=narrate)
        if self.quick is not None:
            ra, rh = self.quick(ta.gt, th.gt, dice)
            self._record(a, h, ra, rh)
            return None
        sa, sh = self.pick_starter(ta), self.pick_starter(th)
        g = self.rules.game_type(narrate)(self.rules, ta.gt, th.gt, dice, starters=(sa, sh), narrate=narrate,
                 unavailable=(self._unavailable(ta, sa), self._unavailable(th, sh)), carry=self.carry,
                 swing=self.swing, postseason=self.postseason).play()
        self._absorb(g, a, h)
        return g

    def _record(self, a: int, h: int, ra: int, rh: int) -> None:
        ta, th = self.teams[a], self.teams[h]
        ta.rs += ra
        ta.ra += rh
        th.rs += rh
        th.ra += ra
        ta.games += 1
        th.games += 1
        if ra > rh:
            ta.w += 1
            th.l += 1
            ta.away[0] += 1
            th.home[1] += 1
        elif rh > ra:
            th.w += 1
            ta.l += 1
            th.home[0] += 1
            ta.away[1] += 1
        else:
            ta.t += 1
            th.t += 1
        self.results.append((a, h, ra, rh))

    def _absorb(self, g: Game, a: int, h: int) -> None:
        self._record(a, h, g.score[0], g.score[1])
        usage = self.carry.setdefault(USAGE_KEY, {})
        bat, pit, day, rest_days = g.bat, g.pit, self.day, self.rules.rest_days
        real_rotation = self.rules.real_rotation()
        for side, ti in ((0, a), (1, h)):
            ts = self.teams[ti]
            s = g.sides[side]
            off = s.off
            swing = ts.gt.swing if self.swing else ()
            tbat = ts.bat
            for _, i in set(s.bat_appear):
                line = bat[i]
                if line is None:
                    continue
                acc = tbat.get(i - off)
                if acc is None:
                    tbat[i - off] = list(line)
                else:
                    acc[:] = map(add, acc, line)
            tpit, rest_until, season = ts.pit, ts.rest_until, ts.gt.team.season
            for i in s.pit_appear:
                line = pit[i]
                assert line is not None
                acc = tpit.get(i - off)
                if acc is None:
                    tpit[i - off] = list(line)
                else:
                    acc[:] = map(add, acc, line)
                rest = rest_days(line[P_OUTS], line[P_PC], bool(line[P_GS]), season)
                if real_rotation and line[P_GS]:
                    rest = min(rest, pace_rest(ts.gt).get(i - off, rest))
                if swing and i - off in swing:
                    self.relief_ready(ts, i - off, rest, bool(line[P_GS]))
                    continue
                rest_until[i - off] = day + 1 + rest
        for side, ti in ((0, a), (1, h)):
            ts = self.teams[ti]
            if season_games(ts.gt.team) is None:
                continue
            s = g.sides[side]
            rec = usage.setdefault(usage_key(ts.gt.team), {"games": 0, "pa": {}, "relief": 0, "ibb": 0})
            rec["games"] += 1
            rec["relief"] = rec.get("relief", 0) + len(s.pit_appear) - 1
            rec["ibb"] = rec.get("ibb", 0) + sum(line[P_IBB] for line in (pit[i] for i in s.pit_appear) if line)
            pa = rec["pa"]
            ids, off = ts.gt.ids, s.off
            for i in {i for _, i in s.bat_appear}:
                line = bat[i]
                if line is not None and line[B_PA]:
                    pid = ids[i - off]
                    pa[pid] = pa.get(pid, 0) + line[B_PA]
        for side, idx, games, _what in g.injuries:
            ts = self.teams[(a, h)[side]]
            local = idx - g.sides[side].off
            ts.out_until[local] = None if games is None else ts.games + games
        for ts in (self.teams[a], self.teams[h]):
            for k, until in list(ts.out_until.items()):
                if until is not None and ts.games >= until:
                    del ts.out_until[k]

    def play_day(self, day: list[tuple[int, int]], *, narrate: bool = False) -> list[Game | None]:
        """Play one day's games (game ids continue from the last day) and move to the next day."""
        out = []
        for a, h in day:
            out.append(self.play_game(a, h, self.next_game_id, narrate=narrate))
            self.next_game_id += 1
        self.day += 1
        return out

    def play_schedule(self, days: list[list[tuple[int, int]]], *,
                      progress: Callable[[int], None] | None = None) -> None:
        """Play every day of a schedule; ``progress`` is called with the number of games after each day."""
        for day in days:
            self.play_day(day)
            if progress is not None:
                progress(len(day))

    # --- saving and resuming ----------------------------------------------------------------------------
    def state(self) -> dict[str, Any]:
        """Everything needed to resume this season exactly (JSON-ready); the teams themselves are not included."""
        return {
            "seed": self.seed, "day": self.day, "next_game_id": self.next_game_id,
            "results": [list(r) for r in self.results], "carry": self.carry,
            "teams": [{"id": ts.gt.team.id, "w": ts.w, "l": ts.l, "t": ts.t, "rs": ts.rs, "ra": ts.ra,
                       "next_starter": ts.next_starter, "games": ts.games, "home": ts.home, "away": ts.away,
                       "rest_until": {ts.gt.ids[i]: d for i, d in ts.rest_until.items()},
                       "out_until": {ts.gt.ids[i]: d for i, d in ts.out_until.items()},
                       "bat": {ts.gt.ids[i]: line for i, line in ts.bat.items()},
                       "pit": {ts.gt.ids[i]: line for i, line in ts.pit.items()}} for ts in self.teams],
        }

    def restore(self, state: dict[str, Any]) -> None:
        """Resume from ``state()`` taken on a season with the same teams and rules."""
        self.seed = state["seed"]
        self.day = state["day"]
        self.next_game_id = state["next_game_id"]
        self.results = [(r[0], r[1], r[2], r[3]) for r in state["results"]]
        self.carry = state["carry"]
        by_id = {ts.gt.team.id: ts for ts in self.teams}
        for row in state["teams"]:
            ts = by_id[row["id"]]
            local = {pid: i for i, pid in enumerate(ts.gt.ids)}
            ts.w, ts.l, ts.t, ts.rs, ts.ra = row["w"], row["l"], row["t"], row["rs"], row["ra"]
            ts.next_starter, ts.games = row["next_starter"], row["games"]
            ts.home, ts.away = list(row.get("home", [0, 0])), list(row.get("away", [0, 0]))
            ts.rest_until = {local[p]: d for p, d in row["rest_until"].items() if p in local}
            ts.out_until = {local[p]: d for p, d in row["out_until"].items() if p in local}
            ts.bat = {local[p]: list(v) for p, v in row["bat"].items() if p in local}
            ts.pit = {local[p]: list(v) for p, v in row["pit"].items() if p in local}

    # --- reporting ------------------------------------------------------------------------------------------
    def standings(self) -> list[TeamSeason]:
        """Teams by winning percentage (then run differential)."""
        return standings_order(self.teams)

    def groups(self) -> list[Group]:
        """The standings' tables: by league and division for whole league-seasons, else one table."""
        return standing_groups(self.teams, by_league(self.teams))

    def standing_rows(self) -> list[dict[str, Any]]:
        """Every team's line in standings order within its table: league, division, W, L, T, PCT (``.667``), GB,
        RS, RA, home and road records, and the real season's W and L when the team is real."""
        rows = []
        for grp in self.groups():
            for ts in grp.teams:
                rec = ts.gt.team.record
                rows.append({"league": grp.league, "division": DIVISIONS.get(grp.division, grp.division),
                             "team": ts.gt.name, "W": ts.w, "L": ts.l, "T": ts.t, "PCT": pct_text(ts.w, ts.l),
                             "GB": grp.gb(ts), "RS": ts.rs, "RA": ts.ra, "HOME": f"{ts.home[0]}-{ts.home[1]}",
                             "ROAD": f"{ts.away[0]}-{ts.away[1]}", "REAL_W": rec.w if rec else None,
                             "REAL_L": rec.l if rec else None})
        return rows

    def batting_rows(self) -> list[dict[str, Any]]:
        """Every batter's accumulated line with AVG/OBP/SLG."""
        rows = []
        for ts in self.teams:
            for i, line in ts.bat.items():
                d = dict(zip(BAT_COLS, line))
                rows.append({"team": ts.gt.name, "id": ts.gt.ids[i], "name": ts.gt.names[i], **d,
                             **_slash(line)})
        return rows

    def pitching_rows(self) -> list[dict[str, Any]]:
        """Every pitcher's accumulated line with IP (decimal innings: 216.333; OUTS beside it is the same in
        outs), IP_BOX (as a box score writes it: 216.1) and ERA."""
        rows = []
        for ts in self.teams:
            for i, line in ts.pit.items():
                d = dict(zip(PIT_COLS, line))
                outs = line[P_OUTS]
                rows.append({"team": ts.gt.name, "id": ts.gt.ids[i], "name": ts.gt.names[i], **d,
                             "IP": round(outs / 3, 3), "IP_BOX": f"{outs // 3}.{outs % 3}",
                             "ERA": round(27 * line[P_ER] / outs, 2) if outs else None})
        return rows

    def with_real(self, rows: list[dict[str, Any]], pitching: bool = False) -> list[dict[str, Any]]:
        """``batting_rows`` or ``pitching_rows`` with each real player's real season beside (REAL_PA, REAL_AVG,
        REAL_OBP, REAL_SLG, REAL_HR, REAL_RBI, REAL_SB; REAL_W, REAL_L, REAL_ERA, REAL_IP, REAL_SO, REAL_BB),
        empty for a player without one, and the difference of OPS or ERA (DIFF_OPS, DIFF_ERA)."""
        lines = {(ts.gt.name, p.id): p for ts in self.teams for p in ts.gt.team.players}
        out = []
        for r in rows:
            p = lines.get((r["team"], r["id"]))
            extra: dict[str, Any]
            if pitching:
                pl = p.pitching if p is not None else None
                era = round(27 * pl.er / pl.ipouts, 2) if pl is not None and pl.ipouts else None
                extra = {"REAL_W": pl.w if pl else None, "REAL_L": pl.l if pl else None, "REAL_ERA": era,
                         "REAL_IP": round(pl.ipouts / 3, 3) if pl else None, "REAL_SO": pl.so if pl else None,
                         "REAL_BB": pl.bb if pl else None,
                         "DIFF_ERA": round(r["ERA"] - era, 2) if era is not None and r["ERA"] is not None else None}
            else:
                b = p.batting if p is not None else None
                real = _real_slash(b) if b is not None else {}
                ops = (real["OBP"] or 0) + (real["SLG"] or 0) if b is not None and real["OBP"] is not None else None
                sim_ops = (r["OBP"] or 0) + (r["SLG"] or 0) if r["OBP"] is not None else None
                extra = {"REAL_PA": b.pa if b else None, "REAL_AVG": real.get("AVG"), "REAL_OBP": real.get("OBP"),
                         "REAL_SLG": real.get("SLG"), "REAL_HR": b.hr if b else None,
                         "REAL_RBI": b.rbi if b else None, "REAL_SB": b.sb if b else None,
                         "DIFF_OPS": round(sim_ops - ops, 3) if ops is not None and sim_ops is not None else None}
            out.append({**r, **extra})
        return out

    def qualifiers(self) -> tuple[float, float]:
        """(plate appearances, innings) a batter and a pitcher need to lead in a rate: 3.1 PA and 1 IP per game
        of the longest schedule played."""
        games = max((t.games for t in self.teams), default=0)
        return 3.1 * games, float(games)

    def leaders(self, n: int = 5) -> dict[str, list[tuple[str, str, Any]]]:
        """League leaders: AVG OBP SLG (``qualifiers``: 3.1 PA per team game), HR RBI SB, ERA (1 IP per team
        game), W SO SV; a rate has no leader when nobody qualifies."""
        need_pa, need_ip = self.qualifiers()
        bats = self.batting_rows()
        pits = self.pitching_rows()
        qual_b = [r for r in bats if r["PA"] >= need_pa]
        qual_p = [r for r in pits if r["OUTS"] >= 3 * need_ip and r["OUTS"]]
        out: dict[str, list[tuple[str, str, Any]]] = {}

        def top(rows: list[dict[str, Any]], key: str, rev: bool = True) -> list[tuple[str, str, Any]]:
            rows = [r for r in rows if r.get(key) is not None]
            rows.sort(key=lambda r: (-r[key] if rev else r[key], r["name"]))
            return [(r["name"], r["team"], r[key]) for r in rows[:n]]

        out["AVG"] = top(qual_b, "AVG")
        out["OBP"] = top(qual_b, "OBP")
        out["SLG"] = top(qual_b, "SLG")
        out["HR"] = top(bats, "HR")
        out["RBI"] = top(bats, "RBI")
        out["SB"] = top(bats, "SB")
        out["ERA"] = top(qual_p, "ERA", rev=False)
        out["W"] = top(pits, "W")
        out["SO"] = top(pits, "SO")
        out["SV"] = top(pits, "SV")
        return out

    def to_json(self, postseason: dict[str, Any] | None = None, top: int = 5) -> str:
        """Standings, the postseason, leaders (with their qualifiers) and every player's stats as JSON."""
        need_pa, need_ip = self.qualifiers()
        doc = {
            "game": self.rules.name, "seed": self.seed, "options": self.rules.options.as_dict(),
            "standings": self.standing_rows(),
            "postseason": postseason,
            "qualifiers": {"PA": round(need_pa, 1), "IP": need_ip},
            "leaders": {k: [list(x) for x in v] for k, v in self.leaders(top).items()},
            "batting": self.with_real(self.batting_rows()),
            "pitching": self.with_real(self.pitching_rows(), pitching=True),
        }
        return json.dumps(doc, indent=1, default=str) + "\n"

    def to_csv(self, postseason: list[dict[str, Any]] | None = None) -> dict[str, str]:
        """CSV texts a spreadsheet reads: standings (with GB), batting, pitching (IP in decimal innings and in
        outs), and postseason (a row per game, empty when none was played)."""
        out = {}
        post_cols = ["series", "game", "away", "home", "away_runs", "home_runs"]
        for name, rows in (("standings", self.standing_rows()), ("batting", self.with_real(self.batting_rows())),
                           ("pitching", self.with_real(self.pitching_rows(), pitching=True)),
                           ("postseason", postseason or [])):
            buf = io.StringIO()
            cols = list(rows[0]) if rows else post_cols if name == "postseason" else []
            if cols:
                w = csv.DictWriter(buf, fieldnames=cols)
                w.writeheader()
                w.writerows(rows)
            out[name] = buf.getvalue()
        return out


#: A batting line's fields in the order of the box-score columns ``_slash`` reads (by their B_ codes).
_LINE_FIELDS = {B_AB: "ab", B_H: "h", B_BB: "bb", B_HBP: "hbp", B_SF: "sf", B_2B: "b2", B_3B: "b3", B_HR: "hr"}


def _real_slash(b: Any) -> dict[str, float | None]:
    """AVG, OBP and SLG of a real batting line, the way ``_slash`` computes the replay's."""
    line = [0] * NBAT
    for code, name in _LINE_FIELDS.items():
        line[code] = getattr(b, name)
    return _slash(line)


def _slash(line: list[int]) -> dict[str, float | None]:
    ab, h = line[B_AB], line[B_H]
    d_obp = ab + line[B_BB] + line[B_HBP] + line[B_SF]
    tb = h + line[B_2B] + 2 * line[B_3B] + 3 * line[B_HR]
    return {"AVG": round(h / ab, 3) if ab else None,
            "OBP": round((h + line[B_BB] + line[B_HBP]) / d_obp, 3) if d_obp else None,
            "SLG": round(tb / ab, 3) if ab else None}


def play_series(rules: Ruleset, away: GameTeam, home: GameTeam, games: int, seed: int | str = 0, *,
                progress: Callable[[int], None] | None = None) -> Season:
    """N games between two teams at the second team's park, rotations and bullpens rested as in a season."""
    s = Season(rules, [away, home], seed)
    days = [[(0, 1)] for _ in range(games)]
    s.play_schedule(days, progress=progress)
    return s


