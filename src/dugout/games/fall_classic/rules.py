"""Fall Classic Baseball (GFS Games): red and white d6 pick a line, the d20 reads it; pitchers' grades.

Decisions on the digest's gaps are recorded in docs/rules/fall-classic.md. The play loop reads the batter's
and pitcher's compiled 720-value tuples; everything rarer (54 chart, exotic errors) is interpreted from
``charts54``.
"""

from __future__ import annotations

from typing import Any, ClassVar

from dugout.engine import codes as E
from dugout.engine.codes import P_BF, P_R
from dugout.engine.game import Game
from dugout.engine.manager import Manager
from dugout.engine.roster import GameTeam
from dugout.engine.ruleset import GameOptions, Ruleset
from dugout.games.fall_classic import charts54 as C
from dugout.games.fall_classic import narration, plays, resolve, running, state
from dugout.games.fall_classic import tables as T
from dugout.games.fall_classic.cards import FCCard
from dugout.games.fall_classic.codes import (
    BASE_MASK,
    BB,
    BUTTON,
    CH54,
    DBL,
    DEF51,
    DEF52,
    DEF53,
    HBP,
    HR,
    NOX,
    OUT,
    OUTF,
    OUTG,
    OUTX,
    PARK,
    SNG,
    TRP,
    WPF,
    K,
    token,
)
from dugout.games.fall_classic.context import from_team
from dugout.games.fall_classic.manager import FCManager
from dugout.games.fall_classic.opposition import opposition_deltas
from dugout.games.fall_classic.options import FallClassicOptions
from dugout.games.fall_classic.ratings import rate_player, rate_team
from dugout.games.fall_classic.state import FCState
from dugout.model.player import Player
from dugout.model.team import Team

_HIT_N = {SNG: 1, DBL: 2, TRP: 3, HR: 4}


class FallClassic(Ruleset):
    """Fall Classic Baseball: batter cards with pitcher lines left blank, A/B/C pitcher grades."""

    name: ClassVar[str] = "fall-classic"
    title: ClassVar[str] = "Fall Classic Baseball"
    aliases: ClassVar[tuple[str, ...]] = ("fc", "fallclassic", "fall", "classic")
    Options: ClassVar[type[GameOptions]] = FallClassicOptions
    options: FallClassicOptions

    def __init__(self, options: Any = None) -> None:
        super().__init__(options)
        o = self.options
        self.auto = o.auto_steal
        self.button = o.on_the_button
        self.gf_tags = o.gf_tags
        self.same_d20 = o.out_d20 == "same"
        self.nhnw = o.nh_nw
        self.batter_hr = o.batter_hr
        self.wp_cells = o.wp_cells
        self.ibb = o.ibb

    # --- ratings --------------------------------------------------------------------------------------------
    def rate_player(self, player: Player, team: Team) -> FCCard:
        opp = None
        if self.options.opposition:
            opp = opposition_deltas(team, from_team(team).sh_share)
        return rate_player(player, team, ibb=self.ibb, parks=self.options.ballparks, opp=opp)

    def rate_team(self, team: Team) -> dict[str, Any]:
        return dict(rate_team(team, ibb=self.ibb, parks=self.options.ballparks, opposition=self.options.opposition))

    def rating_fields(self, card: FCCard) -> dict[str, Any]:
        from dugout.games.fall_classic.printing import rating_fields

        return rating_fields(card)

    def rating_columns(self) -> tuple[str, ...]:
        return ("bats", "run", "sba", "sbs", "sh", "hnr", "bat", "kd", "hr", "nh", "nw", "wp", "bfs", "bfr")

    def batter_value(self, card: FCCard) -> float:
        return card.info.get("value", 0.0)


    def runner_value(self, card: FCCard) -> float:
        return (1.0, 0.75, 0.45, 0.15)[card.run]

    def fielder_value(self, card: FCCard, pos: str) -> float:
        return card.info["fv"].get(pos, 0.0)  # type: ignore[no-any-return]

    def steal_chance(self, g: Game, base: int) -> float:
        idx = g.bases[base]
        if idx < 0:
            return 0.0
        card: FCCard = g.cards[idx]
        sbs = card.sbs + (T.STEAL_HOME_MOD if base == 3 else 0)
        if self.options.catcher_arm:
            c = g.cards[g.fielder_at(2)].field_at(2)
            sbs += T.CATCHER_ARM_MOD[c.arm]
        return max(0.0, min(1.0, sbs / 20))

    def make_manager(self, side: int) -> Manager:
        return FCManager()

    # --- the game's state -----------------------------------------------------------------------------------
    def new_game(self, g: Game) -> None:
        st = g.ext = FCState()
        home = g.sides[1].gt.team
        st.park = T.park_chart(home.park.bpf if self.options.ballparks else 100)
        st.offense = [from_team(g.sides[0].gt.team).offense, from_team(home).offense]
        if g.narrate:
            narration.install(g)

    def pitcher_entered(self, g: Game, side: int, pidx: int) -> None:
        st: FCState = g.ext
        card: FCCard = g.cards[pidx]
        if card.pitcher is None:
            card = _emergency(card, g, side)
            g.cards[pidx] = card
        day4 = False
        if self.options.relief_limit and pidx != g.sides[side].starter:
            day4, used = self._relief_window(g, side, pidx)
        state.bullpen_session(g, side, pidx, day4)
        if self.options.relief_limit and pidx != g.sides[side].starter:
            st.limit[side] = max(1, card.pitcher.bfr - used) if card.pitcher else 1  # type: ignore[union-attr]
        if self.options.league_offense:
            self._league_offense(g, side)

    def _relief_window(self, g: Game, side: int, pidx: int) -> tuple[bool, int]:
        team = g.sides[side].gt.team
        log = memory(g)["relief"].get(team.id, {}).get(g.sides[side].gt.ids[pidx - g.sides[side].off], [])
        last = log[-T.RELIEF_CONSECUTIVE:]
        day4 = len(last) == T.RELIEF_CONSECUTIVE and all(x > 0 for x in last)
        return day4, sum(log[-2:])

    def _league_offense(self, g: Game, side: int) -> None:
        st: FCState = g.ext
        lo_team = 0 if st.offense[0] < st.offense[1] else 1
        diff = abs(st.offense[0] - st.offense[1])
        if diff == 0 or st.pcard[0] is None or st.pcard[1] is None:
            return
        r = g.dice.d(20, "league offense")
        if g.narrate:
            g.say(f"League Offense {st.offense[0]} vs {st.offense[1]}: d20 {r}"
                  f"{' adjusts' if r < diff else ''}")
        if r >= diff:
            return
        if not state.move_grade(g, lo_team, -1, "league offense"):
            state.move_grade(g, 1 - lo_team, +1, "league offense")

    def start_half(self, g: Game) -> None:
        st: FCState = g.ext
        d = 1 - g.half
        if st.pcard[d] is not None:
            state.shutout_upgrade(g, d)
        off = g.half
        st.safe[off] = False
        if g.inning >= g.innings and g.lead(off) <= -2:
            st.safe[off] = bool(g.sides[off].manager.decide(g, off, "play-safe", False))

    def end_half(self, g: Game) -> None:
        if g.narrate:
            narration.flush(g)

    def pitcher_tired(self, g: Game, side: int) -> bool:
        st: FCState = g.ext
        return st.gh[side] == state.GD

    def after_game(self, g: Game) -> None:
        """Remember, for the rest of the season (``g.carry``), who played, who relieved and the relief log."""
        mem = memory(g)
        for side in (0, 1):
            s = g.sides[side]
            tid = s.gt.team.id
            mem["games"][tid] = mem["games"].get(tid, 0) + 1
            pa = mem["pa"].setdefault(tid, {})
            for i in {i for _, i in s.bat_appear}:
                line = g.bat[i]
                if line is not None:
                    pid = s.gt.ids[i - s.off]
                    pa[pid] = pa.get(pid, 0) + line[E.B_PA]
            rbf = mem["rbf"].setdefault(tid, {})
            for i in s.pit_appear[1:]:
                pid = s.gt.ids[i - s.off]
                rbf[pid] = rbf.get(pid, 0) + g.pit[i][P_BF]  # type: ignore[index]
            log = mem["relief"].setdefault(tid, {})
            pitched = {s.gt.ids[i - s.off]: g.pit[i][P_BF] for i in s.pit_appear if g.pit[i] is not None}  # type: ignore[index]
            for pid in set(log) | set(pitched):
                hist = log.setdefault(pid, [])
                hist.append(pitched.get(pid, 0))
                del hist[:-T.RELIEF_CONSECUTIVE]

    # --- playing time ---------------------------------------------------------------------------------------
    def choose_starter(self, gt: GameTeam, rested: list[int], pitching: dict[int, list[int]]) -> int | None:
        """The rested starter furthest behind his real share of the team's starts."""
        if not self.options.playing_time:
            return None
        players = gt.team.players
        real = {i: players[i].pitching.gs for i in gt.pitchers
                if players[i].pitching is not None and players[i].pitching.gs > 0}
        total = sum(real.values())
        pool = [i for i in rested if i in real]
        if total <= 0 or not pool:
            return None
        starts = sum(line[E.P_GS] for line in pitching.values()) + 1
        return max(pool, key=lambda i: (real[i] / total * starts - (pitching[i][E.P_GS] if i in pitching else 0),
                                        -i))

    def rest_days(self, outs: int, pitches: int, started: bool) -> int:
        if started:
            return 3 if self.options.playing_time else 4
        return 2 if outs >= 9 else (1 if outs >= 6 else 0)

    # --- steal limits --------------------------------------------------------------------------------------
    def may_attempt(self, g: Game, idx: int) -> bool:
        """Within his season attempts (prorated by the team's games) when the sba-limit option is on."""
        if not self.options.sba_limit:
            return True
        side = g.half
        s = g.sides[side]
        team = s.gt.team
        card: FCCard = g.cards[idx]
        mem = memory(g)
        played = mem["games"].get(team.id, 0) + 1
        return mem["sba"].get(team.id, {}).get(card.id, 0) < card.sba * played / _schedule(team) + 1

    def count_attempt(self, g: Game, idx: int) -> None:
        if idx >= 0 and self.options.sba_limit:
            att = memory(g)["sba"].setdefault(g.sides[g.half].gt.team.id, {})
            pid = g.cards[idx].id
            att[pid] = att.get(pid, 0) + 1

    # --- throws ----------------------------------------------------------------------------------------------
    def throw_out(self, g: Game, pos: int, frm: int = 0, to: int = 0) -> bool:
        """An outfielder's throw on a runner: d6 within his assist number (method 1) or his letter's range.

        ``frm`` and ``to`` (the runner's bases, 4 = home) only name the play for the play-by-play."""
        f = g.cards[g.fielder_at(pos)].field_at(pos)
        r = g.dice.d(6, f"{T.POS[pos]} throw")
        out = r <= (f.assist if self.options.assists == "number" and pos >= 7 else T.THROW_OUT_MAX[f.arm])
        if g.narrate:
            idx = g.bases[frm] if frm else -1
            if idx >= 0:
                where = "home" if to >= 4 else ("1st", "2nd", "3rd")[to - 1]
                g.say(f"  {T.POS[pos]} throws {where}: d6 {r} — {g.names[idx]} {'out' if out else 'safe'}")
            else:
                g.say(f"  {T.POS[pos]} throws: d6 {r} — {'out' if out else 'safe'}")
        return out

    def risk(self, g: Game, frm: int, to: int, pos: int) -> int:
        """Run with risk: 0 held, 1 safe (no throw), 2 safe on a throw, 3 out on a throw."""
        idx = g.bases[frm]
        if idx < 0:
            return 0
        om = g.sides[g.half].manager
        if not om.decide(g, g.half, "run-risk", (frm, to, pos)):
            return 0
        dm = g.sides[1 - g.half].manager
        if not dm.decide(g, 1 - g.half, "throw", (frm, to, pos)):
            g.advance(frm, to)
            return 1
        if self.throw_out(g, pos, frm, to):
            g.runner_out(frm)
            return 3
        g.advance(frm, to)
        return 2

    def stretch(self, g: Game, pos: int, *, keep: bool) -> int:
        """A single the batter tries to stretch (d6 by the fielder's arm: S 1-5, A 1-3, W 1 out); with ``keep``
        every runner takes two bases either way (the ballpark chart)."""
        if keep:
            g.move_all(2)
        card: FCCard = g.cards[g.batter]
        if card.batter.blue[0]:
            g.place_batter(1)
            g.end_pa(E.SINGLE)
            return plays.END
        f = g.cards[g.fielder_at(pos)].field_at(pos)
        r = g.dice.d(6, "stretch")
        if g.narrate:
            g.say(f"  stretching for 2nd on the {T.POS[pos]}'s arm: d6 {r} — "
                  f"{'out at 2nd' if r <= T.STRETCH_OUT_MAX[f.arm] else 'safe at 2nd'}")
        g.place_batter(1)
        if r <= T.STRETCH_OUT_MAX[f.arm]:
            g.runner_out(1)
            g.end_pa(E.SINGLE)
        else:
            g.advance(1, 2)
            g.end_pa(E.DOUBLE)
        return plays.END

    def wild_pitch_check(self, g: Game, d: int) -> None:
        """54 chart, men on, 1-18: the original d20 within the WP range moves the runners (PB within PB)."""
        st: FCState = g.ext
        card = st.pcard[1 - g.half]
        wp = card.pitcher.wp if card is not None and card.pitcher is not None else 0
        if self.options.wp_speed:
            lead = next((g.bases[b] for b in (3, 2, 1) if g.bases[b] >= 0), -1)
            if lead >= 0:
                run = g.cards[lead].run
                wp += 3 if run <= 1 else (-3 if run == 3 else 0)
        if d > wp:
            return
        pb = g.cards[g.fielder_at(2)].field_at(2).pb
        if self.options.pb_scoring and d <= pb:
            if g.narrate:
                g.say(f"  d20 {d} within PB {pb}: passed ball")
            g.passed_ball()
        else:
            if g.narrate:
                g.say(f"  d20 {d} within WP {wp}: wild pitch")
            g.wild_pitch()

    def rain_check(self, g: Game) -> None:
        """After the sky-high pop: d6 6 goes to the rain chart (rain option)."""
        if not self.options.rain:
            return
        c = g.dice.d(6, "rain check")
        if g.narrate:
            g.say(f"  rain check d6 {c}{': the rain chart' if c == 6 else ': no rain'}")
        if c != 6:
            return
        r = g.dice.d(6, "rain chart")
        if g.narrate:
            g.say(f"  rain chart d6 {r}: {T.RAIN[r - 1]}")
        if r == 3:
            plays.grade_worse_all(g, 1)
        elif r == 4:
            plays.grade_worse_all(g, 0)
        elif r >= 5:
            # a rainout cannot be replayed inside one game: like the two-hour delay, both teams change pitchers
            for side in (0, 1):
                s = g.sides[side]
                new = s.manager.choose_reliever(g, side, forced=True)
                if new >= 0 and new != s.pitcher and new not in s.removed:
                    g.change_pitcher(side, new)

    # --- the plate appearance ------------------------------------------------------------------------------
    def plate_appearance(self, g: Game) -> None:
        self._plate_appearance(g)
        if g.narrate:
            narration.flush(g)

    def _plate_appearance(self, g: Game) -> None:
        st: FCState = g.ext
        b = g.bases
        if b[1] >= 0 or b[2] >= 0 or b[3] >= 0:
            if running.before_roll(g, self, st):
                return
        else:
            st.inf_in = st.of_in = False
        d = 1 - g.half
        card: FCCard = g.cards[g.batter]
        hand = st.hand[d]
        nm = st.nmods[d]
        if self.nhnw and nm != _NO_MODS:
            bflat = card.batter_flat(hand, nm[0], nm[1], nm[2] if self.batter_hr else 0)
        else:
            bflat = card.flat[hand]
        pflat = st.pflat[d]
        bl = card.side[hand]
        dice = g.dice
        pair, roll = dice.pair, dice.d
        narrate = g.narrate
        while True:
            r, w = pair(6, "red and white")
            dd = roll(20, "d20")
            i = r * 120 + w * 20 + dd - 141
            code = bflat[i] or pflat[i]
            if narrate:
                g.say(f"{g.names[g.batter]}: {r}{w} d20 {dd} — {token(code & ~BUTTON)}")
            if code & WPF and self.wp_cells and (b[1] >= 0 or b[2] >= 0 or b[3] >= 0):
                g.wild_pitch()
            kind = _KIND[code & BASE_MASK]
            if kind == 0:
                if b[1] < 0 and b[2] < 0 and b[3] < 0 and not narrate:
                    g.batter_out()  # with nobody on, the kind of out changes nothing
                    g.end_pa(E.OUT)
                else:
                    resolve.out_result(g, self, st, code, w, dd, bl)
                hit_walk = False
            elif kind == 1:
                resolve.hit(g, self, st, _HIT_N[code & BASE_MASK], code, w, bl)
                if self.auto != "off":
                    running.auto_steal(g, self, st, code, dd)
                hit_walk = True
            elif kind == 2:
                g.batter_out()
                g.end_pa(E.STRIKEOUT)
                hit_walk = False
            elif kind == 3:
                g.force()
                g.place_batter(1)
                walk = code & BASE_MASK == BB
                g.end_pa(E.WALK if walk else E.HBP)
                if self.auto != "off":
                    running.auto_steal(g, self, st, code, dd)
                hit_walk = walk
            elif kind == 4:
                rows = C.EMPTY_WILD if g.runners() == 0 else C.ON_WILD
                res = plays.chart_row(g, self, rows, dd, plays.Ctx(dd), "wild")
                if res == plays.REROLL:
                    continue
                if res != plays.END:
                    return
                hit_walk = False
            elif kind == 5:
                if dd <= st.kd[d]:
                    if narrate:
                        g.say(f"  KD {st.kd[d]}: strikeout")
                    g.batter_out()
                    g.end_pa(E.STRIKEOUT)
                else:
                    resolve.defense_chart(g, self, st, 51 + (code & BASE_MASK) - DEF51)
                hit_walk = False
            elif kind == 6:
                resolve.park(g, self, st, w, bl)
                hit_walk = False
            else:
                h = st.hrg[d]
                h = (max(h, 0)) + (card.batter.hr_mod if self.batter_hr else 0)
                hit_walk = dd <= h
                if hit_walk:
                    if narrate:
                        g.say(f"  line 65: HR 1-{h}, home run")
                    g.home_run()
                    g.end_pa(E.HOMER)
                else:
                    resolve.out_result(g, self, st, OUT, w, dd, bl)
            line = g.pit[g.sides[d].pitcher]
            if line is not None and (line[P_R] >= T.SHELLED_RUNS or st.armed[d] or st.upgraded[d]
                                     or line[P_BF] >= st.limit[d]):
                state.after_pa(g, d, hit_walk)
            return

    # --- printing ---------------------------------------------------------------------------------------------
    def print_sheets(self, teams: list[Team], paper: str = "letter") -> list[str]:
        from dugout.games.fall_classic.printing import print_sheets

        return print_sheets(self, teams, paper)


_KIND: tuple[int, ...] = tuple(
    0 if c in (OUT, OUTX, NOX, OUTG, OUTF) else 1 if c in (SNG, DBL, TRP, HR) else 2 if c == K else
    3 if c in (BB, HBP) else 4 if c == CH54 else 5 if c in (DEF51, DEF52, DEF53) else 6 if c == PARK else 7
    for c in range(32))
"""Card code -> what the play loop does with it: out, hit, strikeout, walk or HBP, 54 chart, KD and defense,
ballpark, line 65."""
_NO_MODS = (0, 0, 0)


def memory(g: Game) -> dict[str, dict[str, Any]]:
    """Fall Classic's season memory in ``g.carry`` (JSON-ready): games, PA, relief work, steal attempts."""
    return g.carry.setdefault("fall-classic", {"games": {}, "pa": {}, "rbf": {}, "relief": {}, "sba": {}})


def _schedule(team: Team) -> int:
    return team.record.g if team.record and team.record.g else 154


def _emergency(card: FCCard, g: Game, side: int) -> FCCard:
    """A position player forced to pitch: the league-average pitcher's card (anchor) with his name."""
    from dataclasses import replace

    lg = from_team(g.sides[side].gt.team)
    return replace(card, pitcher=lg.anchor, cache={})
