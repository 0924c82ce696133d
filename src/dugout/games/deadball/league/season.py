"""A league season: the schedule played a day at a time with the full engine or the Team Score quick game per
team, injuries with durations (and prospects called up for long ones), the fatigue rules of season play
(rest by innings, relievers' third day in a row, a level lost per day of rest skipped), streaks carried from
game to game, Five Tool achievements from the box scores, and an exact save after every day.

Everything random comes from the league seed through ``derive_seed`` (a game by its number, an injury check by
its game or day), and everything that changes during a season is in the state file, so a season resumed from
any saved day plays exactly as it would have without the interruption.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from dugout.engine.dice import Dice, derive_seed
from dugout.engine.game import Game
from dugout.engine.postseason import play_series
from dugout.engine.roster import GameTeam, prepare
from dugout.engine.season import Season, TeamSeason
from dugout.errors import DugoutError
from dugout.games.deadball import Deadball
from dugout.games.deadball import tables as T
from dugout.games.deadball.card import DBCard
from dugout.games.deadball.generate.five_tool_growth import game_points
from dugout.games.deadball.league.files import LeagueFolder, Settings
from dugout.games.deadball.league.seasonal import SUPERFICIAL_BT, Injury, move_die, roll_injury
from dugout.games.deadball.play_quick import quick_game
from dugout.games.deadball.ratings_team_score import team_score
from dugout.games.deadball.state import FORM, SHORT_REST
from dugout.model.team import Team

STATE_FORMAT = "dugout-league-season"
WEEK = 7
"""Days between injury checks with ``injuries=week``."""
MONTH = 26
"""Days between development rolls with ``development=monthly`` (GAP 56: about a month of games)."""
LONG_INJURIES = frozenset({"major", "catastrophic"})
"""Injuries long enough that a prospect is called up to fill the roster spot."""
DEFAULT_OPTIONS: dict[str, Any] = {"streaks": "form"}
"""League play carries streaks and slumps from game to game (p.39)."""


class WorldSeason(Season):
    """The engine's season runner with a choice of engine per team and the early-return penalty."""

    def __init__(self, rules: Deadball, teams: list[GameTeam], seed: int | str, *, full: list[bool],
                 quick: Callable[[GameTeam, GameTeam, Dice], tuple[int, int]]) -> None:
        super().__init__(rules, teams, seed)
        self.full = full
        self.quick_fn = quick
        self.on_game: Callable[[int, int, int, Game | None], None] | None = None

    def play_game(self, a: int, h: int, game_id: int, *, narrate: bool = False) -> Game | None:
        """A game with the full engine when either team plays its games in full, else the quick game."""
        self.quick = None if self.full[a] or self.full[h] else self.quick_fn
        g = super().play_game(a, h, game_id, narrate=narrate)
        self.carry.pop(SHORT_REST, None)
        if self.on_game is not None:
            self.on_game(a, h, game_id, g)
        return g

    def pick_starter(self, ts: TeamSeason) -> int:
        i = super().pick_starter(ts)
        short = ts.rest_until.get(i, 0) - self.day
        if short > 0:
            # nobody in the rotation is rested: the one who goes pays a level per day skipped (p.39)
            self.carry.setdefault(SHORT_REST, {})[ts.gt.ids[i]] = short
        return i


def _strip(card: DBCard, hurt: bool, dev: dict[str, int] | None) -> DBCard:
    """A card with a development change and a superficial injury (BT -5 or a die level, no bonus traits)."""
    bt, wt, pd, traits = card.bt, card.wt, card.pd, card.traits
    if dev:
        d = int(dev.get("bt", 0))
        bt, wt = max(1, bt + d), max(1, wt + d)
        if dev.get("pd"):
            pd = move_die(pd, int(dev["pd"]))
    if hurt:
        if card.is_pitcher:
            pd = T.DOWN[pd]
        else:
            bt, wt = max(0, bt - SUPERFICIAL_BT), max(0, wt - SUPERFICIAL_BT)
        traits &= ~T.POSITIVE_BITS
    return dataclasses.replace(card, bt=bt, wt=max(wt, bt), pd=pd, traits=traits, pmod=T.power_mod(traits))


class LeagueRun:
    """One season of a league, in memory: rosters with their farm systems, the season runner and the rest."""

    def __init__(self, settings: Settings, n: int, teams: list[Team], farms: dict[str, Team],
                 schedule: list[list[tuple[int, int]]], state: dict[str, Any] | None = None) -> None:
        self.settings = settings
        self.n = n
        self.teams = teams
        self.farms = farms
        self.schedule = schedule
        self.rules = Deadball({**DEFAULT_OPTIONS, **settings.options})
        self.n_active = [len(t.players) for t in teams]
        merged = [dataclasses.replace(t, players=t.players + farms[t.id].players) for t in teams]
        self.gts = [prepare(m, self.rules.rate_team(m)) for m in merged]
        self.base = [list(gt.cards) for gt in self.gts]
        self.order = {id(gt): k for k, gt in enumerate(self.gts)}
        self.original = [(list(gt.rotation), list(gt.bullpen), list(gt.bench)) for gt in self.gts]
        self.ft_ids = {p.id for t in merged for p in t.players if p.native.get("five_tool")}
        self.season = WorldSeason(self.rules, self.gts, derive_seed(settings.seed, "season", n),
                                  full=[e.engine == "full" for e in settings.teams], quick=self._quick)
        self.season.on_game = self._after_game
        self.x: dict[str, Any] = {"hurt": {}, "callups": {t.id: {} for t in teams}, "appear": {}, "points": {},
                                  "fate": {}, "dev": {}, "log": []}
        self._scores: dict[int, tuple[int, int]] = {}
        self._today = 0
        self._version = [0] * len(teams)
        if state is None:
            self._fresh()
        else:
            self.restore(state)

    # --- state -----------------------------------------------------------------------------------------------
    def _fresh(self) -> None:
        """Day one: farm players sit in the farm; generated Hot/Cold starts the streak history."""
        for k, ts in enumerate(self.season.teams):
            for i in range(self.n_active[k], len(ts.gt.ids)):
                ts.out_until[i] = None
        form: dict[str, list[int]] = {}
        for t in self.teams:
            for p in t.players:
                streak = p.native.get("deadball", {}).get("streak")
                if not streak:
                    continue
                pd = T.parse_die(str(p.native["deadball"].get("pitch_die", "-d20")))
                if p.native["deadball"].get("pos") == "P":
                    form[p.id] = [T.UP[pd], pd] if streak == "hot" else [T.M50, pd]
                else:
                    form[p.id] = [2] if streak == "hot" else [0, 0]
        if form:
            self.season.carry[FORM] = form

    def state(self) -> dict[str, Any]:
        """Everything needed to resume the season exactly (JSON-ready)."""
        depth = {gt.team.id: {"rotation": [gt.ids[i] for i in gt.rotation],
                              "bullpen": [[gt.ids[i], r] for i, r in gt.bullpen],
                              "bench": [gt.ids[i] for i in gt.bench]} for gt in self.gts}
        return {"format": STATE_FORMAT, "season": self.n, "days": len(self.schedule),
                "season_state": self.season.state(), "extra": self.x, "depth": depth}

    def restore(self, state: dict[str, Any]) -> None:
        """Resume from ``state()``: the season runner, injuries, the depth charts as call-ups left them, cards."""
        self.season.restore(state["season_state"])
        self.x = state["extra"]
        depth = state.get("depth", {})
        for k, t in enumerate(self.teams):
            gt = self.gts[k]
            have = {pid: i for i, pid in enumerate(gt.ids)}
            d = depth.get(t.id)
            if d is not None:
                gt.rotation = [have[p] for p in d["rotation"] if p in have]
                gt.bullpen = [(have[p], r) for p, r in d["bullpen"] if p in have]
                gt.bench = [have[p] for p in d["bench"] if p in have]
                self._spare(gt)
            ups = self.x["callups"].setdefault(t.id, {})
            for injured in [i for i, pr in ups.items() if i not in have or pr not in have]:
                del ups[injured]     # a trade after the season's end moved one of them
            self._refresh(k)

    @property
    def day(self) -> int:
        """Days played."""
        return self.season.day

    @property
    def done(self) -> bool:
        """True when every day of the schedule has been played."""
        return self.season.day >= len(self.schedule)

    def log(self, text: str) -> None:
        """Note an event (injuries, call-ups) with the day it happened (days count from 1)."""
        self.x["log"].append([self._today, text])

    # --- playing -----------------------------------------------------------------------------------------------
    def play(self, days: int | None = None, *, save: Callable[[LeagueRun], None] | None = None,
             progress: Callable[[int], None] | None = None) -> int:
        """Play ``days`` more days (None: the rest of the season), calling ``save`` after each; returns the
        number of days played."""
        played = 0
        while not self.done and (days is None or played < days):
            day = self.schedule[self.season.day]
            self._today = self.season.day + 1
            self.season.play_day(day)
            self._after_day()
            played += 1
            if save is not None:
                save(self)
            if progress is not None:
                progress(len(day))
        return played

    def _after_game(self, a: int, h: int, game_id: int, g: Game | None) -> None:
        if g is not None:
            self._achievements(g)
            self._relief_streaks(g, a, h)
        for t in (a, h):
            self._heal(t)
        if self.settings.injuries == "game":
            dice = Dice(derive_seed(self.season.seed, "injury", game_id))
            for t in (a, h):
                self._injuries(t, dice)

    def _after_day(self) -> None:
        d = self.season.day
        if self.settings.injuries == "week" and d % WEEK == 0:
            dice = Dice(derive_seed(self.season.seed, "injury-week", d))
            for t in range(len(self.teams)):
                self._injuries(t, dice)
        if self.settings.development == "monthly" and d % MONTH == 0:
            self._develop(Dice(derive_seed(self.season.seed, "development", d)))

    # --- the rules of season play -------------------------------------------------------------------------------
    def _achievements(self, g: Game) -> None:
        if not self.ft_ids:
            return
        pts = self.x["points"]
        for pid, v in game_points(g).items():
            if pid in self.ft_ids:
                pts[pid] = pts.get(pid, 0) + v

    def _relief_streaks(self, g: Game, a: int, h: int) -> None:
        """A reliever who pitched three days in a row sits the next day (p.39, GAP 53)."""
        day = self.season.day
        appear = self.x["appear"]
        for side, t in ((0, a), (1, h)):
            s = g.sides[side]
            ts = self.season.teams[t]
            for i in s.pit_appear[1:]:
                local = i - s.off
                pid = ts.gt.ids[local]
                days = [d for d in appear.get(pid, ()) if d >= day - 2] + [day]
                appear[pid] = days
                if day - 1 in days and day - 2 in days:
                    ts.rest_until[local] = max(ts.rest_until.get(local, 0), day + 2)

    def _injuries(self, t: int, dice: Dice) -> None:
        """The injury check for every healthy active player of a team."""
        ts = self.season.teams[t]
        gt = ts.gt
        hurt = self.x["hurt"]
        for k, pid in enumerate(gt.ids):
            if k in ts.out_until or pid in hurt:
                continue
            inj = roll_injury(dice, gt.cards[k].is_pitcher)
            if inj is not None:
                self._hurt(t, k, inj)

    def _hurt(self, t: int, k: int, inj: Injury) -> None:
        ts = self.season.teams[t]
        gt = ts.gt
        pid = gt.ids[k]
        until = None if inj.games is None else ts.games + inj.games
        self.x["hurt"][pid] = {"team": gt.team.id, "kind": inj.kind, "until": until}
        if inj.plays_hurt:
            self.log(f"{gt.names[k]} ({gt.name}) plays hurt for {inj.games} games")
            self._refresh(t)
            return
        ts.out_until[k] = until
        self._version[t] += 1
        what = "for the season" if until is None else f"for {inj.games} games"
        self.log(f"{gt.names[k]} ({gt.name}): {inj.kind} injury, out {what}")
        if inj.kind == "catastrophic":
            fate = {"retire": True} if inj.retire else {"bt": -inj.bt_loss} if inj.bt_loss else {"pd": -inj.pd_loss}
            self.x["fate"][pid] = fate
            if inj.retire:
                self.log(f"{gt.names[k]} will not return: he retires")
        if inj.kind in LONG_INJURIES:
            self._call_up(t, k)

    def _heal(self, t: int) -> None:
        """Injuries that have run their course end; a called-up prospect goes back down."""
        ts = self.season.teams[t]
        gt = ts.gt
        for k, until in list(ts.out_until.items()):
            if until is not None and ts.games >= until:
                del ts.out_until[k]
        hurt = self.x["hurt"]
        changed = False
        for pid, h in list(hurt.items()):
            if h["team"] != gt.team.id:
                continue
            k = gt.index(pid)
            over = ts.games >= h["until"] if h["kind"] == "superficial" else k not in ts.out_until
            if over:
                del hurt[pid]
                changed = True
        ups = self.x["callups"][gt.team.id]
        for injured, prospect in list(ups.items()):
            k = gt.index(injured)
            if k not in ts.out_until:
                j = gt.index(prospect)
                self._undo_callup(t, k, j)
                ts.out_until[j] = None
                del ups[injured]
                self.log(f"{gt.names[k]} returns; {gt.names[j]} goes back to the farm ({gt.name})")
                changed = True
        if changed:
            self._refresh(t)

    def _call_up(self, t: int, k: int) -> None:
        """The best prospect of the same kind (hitter or pitcher) in the farm takes the injured man's spot."""
        ts = self.season.teams[t]
        gt = ts.gt
        ups = self.x["callups"][gt.team.id]
        up = {gt.index(p) for p in ups.values()}
        pitcher = gt.cards[k].is_pitcher
        cands = [j for j in range(self.n_active[t], len(gt.ids))
                 if j not in up and j not in ts.out_until.keys() - self._farm_idle(t) and
                 gt.cards[j].is_pitcher == pitcher]
        if not cands:
            return
        j = max(cands, key=lambda j: ((T.RUNG_VALUE[gt.cards[j].pd], gt.cards[j].bt) if pitcher
                                      else (gt.cards[j].bt, 0), -j))
        owner = next((x for x, pr in ups.items() if pr == gt.ids[k]), None)
        if owner is not None:
            # the hurt man was himself called up: he goes back down (hurt, he stays there this season) and the
            # next prospect takes the spot
            ups[owner] = gt.ids[j]
            ts.out_until[k] = None
        else:
            ups[gt.ids[k]] = gt.ids[j]
        del ts.out_until[j]
        self._apply_callup(t, k, j)
        self._version[t] += 1
        self.log(f"{gt.names[j]} is called up to replace {gt.names[k]} ({gt.name})")

    def _farm_idle(self, t: int) -> set[int]:
        """Farm players waiting in the farm (out for the season in the runner's books, but healthy)."""
        ts = self.season.teams[t]
        hurt = self.x["hurt"]
        return {j for j in range(self.n_active[t], len(ts.gt.ids))
                if ts.out_until.get(j, 0) is None and ts.gt.ids[j] not in hurt}

    def _apply_callup(self, t: int, k: int, j: int) -> None:
        gt = self.gts[t]
        if k in gt.rotation:
            gt.rotation[gt.rotation.index(k)] = j
        elif any(i == k for i, _ in gt.bullpen):
            gt.bullpen = [(j if i == k else i, r) for i, r in gt.bullpen]
        elif k in gt.bench:
            gt.bench[gt.bench.index(k)] = j
        else:
            gt.bench.append(j)
        self._spare(gt)

    def _undo_callup(self, t: int, k: int, j: int) -> None:
        gt = self.gts[t]
        bench = self.original[t][2]
        if j in gt.rotation:
            gt.rotation[gt.rotation.index(j)] = k
        elif any(i == j for i, _ in gt.bullpen):
            gt.bullpen = [(k if i == j else i, r) for i, r in gt.bullpen]
        elif j in gt.bench:
            if k in bench:
                gt.bench[gt.bench.index(j)] = k
            else:
                gt.bench.remove(j)
        self._spare(gt)

    @staticmethod
    def _spare(gt: GameTeam) -> None:
        pen = {i for i, _ in gt.bullpen}
        gt.spare_arms = [i for i in gt.pitchers if i not in gt.rotation and i not in pen]

    def _develop(self, dice: Dice) -> None:
        """Monthly development (``development=monthly``): a d10 per active player, kept as a change to his card
        until the off-season writes it into his ratings."""
        from dugout.games.deadball.league.seasonal import DEVELOPMENT_TABLE, PITCHER_DEV_ROWS

        dev = self.x["dev"]
        for t, ts in enumerate(self.season.teams):
            gt = ts.gt
            for k in range(self.n_active[t]):
                pid = gt.ids[k]
                if pid in self.ft_ids:
                    continue
                row = dice.d(10, "development d10")
                bt, levels = DEVELOPMENT_TABLE[row]
                d = dev.setdefault(pid, {"bt": 0, "pd": 0})
                if gt.cards[k].is_pitcher and row in PITCHER_DEV_ROWS:
                    d["pd"] += levels
                else:
                    d["bt"] += bt
            self._refresh(t)

    def _refresh(self, t: int) -> None:
        """Re-derive a team's cards from the season's ratings and its players' condition."""
        gt = self.gts[t]
        hurt, dev = self.x["hurt"], self.x["dev"]
        for k, pid in enumerate(gt.ids):
            h = hurt.get(pid)
            sup = h is not None and h["kind"] == "superficial"
            d = dev.get(pid)
            gt.cards[k] = _strip(self.base[t][k], sup, d) if sup or d else self.base[t][k]
        self._version[t] += 1

    # --- the quick game ---------------------------------------------------------------------------------------------
    def team_score(self, t: int) -> int:
        """The Team Score of the players a team can use today (the injured and the farm left out)."""
        got = self._scores.get(t)
        if got is not None and got[0] == self._version[t]:
            return got[1]
        gt = self.gts[t]
        out = self.season.teams[t].out_until
        players = tuple(p for k, p in enumerate(gt.team.players) if k not in out)
        cards = {gt.ids[k]: gt.cards[k] for k in range(len(gt.ids)) if k not in out}
        score = team_score(dataclasses.replace(gt.team, players=players), cards).score
        self._scores[t] = (self._version[t], score)
        return score

    def _quick(self, ga: GameTeam, gh: GameTeam, dice: Dice) -> tuple[int, int]:
        a, h, _, _ = quick_game(self.team_score(self.order[id(ga)]), self.team_score(self.order[id(gh)]), dice)
        return a, h

    # --- reporting --------------------------------------------------------------------------------------------------
    def summary(self) -> dict[str, Any]:
        """Standings, leaders and every player's stats (JSON-ready)."""
        s = self.season
        st = s.standings()
        lead = st[0]
        rows = [{"team": t.gt.name, "id": t.gt.team.id, "W": t.w, "L": t.l, "T": t.t, "RS": t.rs, "RA": t.ra,
                 "PCT": round(t.pct, 3), "GB": ((lead.w - t.w) + (t.l - lead.l)) / 2} for t in st]
        return {"season": self.n, "day": s.day, "days": len(self.schedule), "standings": rows,
                "leaders": {k: [list(x) for x in v] for k, v in s.leaders(5).items()},
                "batting": s.batting_rows(), "pitching": s.pitching_rows(), "events": self.x["log"][-200:],
                "injured": dict(self.x["hurt"])}


def pennant_playoff(run: LeagueRun, seed: int | str) -> dict[str, Any] | None:
    """A pennant tie settled on the field (the book is silent): the teams tied for first play one-game playoffs,
    the first in the standings' order (run differential) at home against the next, the winner on to the next;
    None without a tie. Returns the champion and each game's line."""
    st = run.season.standings()
    if len(st) < 2:
        return None
    tied = [t for t in st if t.pct == st[0].pct]
    if len(tied) < 2:
        return None
    champ = tied[0].gt
    games = []
    for k, t in enumerate(tied[1:]):
        series = play_series(run.rules, "Pennant playoff", champ, t.gt, 1, derive_seed(seed, k))
        champ = series.winner
        games.append(series.summary())
    return {"champion": champ.name, "games": games}


def load_run(folder: LeagueFolder, settings: Settings | None = None) -> LeagueRun:
    """The current season of a league folder, resumed from its last saved day."""
    settings = settings or folder.settings()
    n = settings.season
    state = folder.state(n)
    if not isinstance(state, dict) or state.get("format") != STATE_FORMAT or state.get("season") != n:
        raise DugoutError(f"{folder.state_file(n)}: not the state of season {n}")
    schedule = folder.schedule(n)
    bad = next((g for day in schedule for g in day if max(g) >= len(settings.teams) or g[0] == g[1]), None)
    if bad is not None:
        raise DugoutError(f"{folder.schedule_file(n)}: game {list(bad)}: expected two different team numbers "
                          f"0-{len(settings.teams) - 1}")
    try:
        return LeagueRun(settings, n, folder.teams(settings, n), folder.farms(settings, n), schedule, state)
    except (KeyError, TypeError, ValueError, IndexError) as e:
        raise DugoutError(f"{folder.state_file(n)}: damaged season state ({type(e).__name__}: {e})") from None
