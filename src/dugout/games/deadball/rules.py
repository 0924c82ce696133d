"""Deadball (W.M. Akers, 2017): the swing (d100 + Pitch Die against the Batter Target), every optional rule,
the Two Player rules as manager decisions and the Five Tool matchup.

Decisions on the book's gaps are recorded in docs/rules/deadball.md.
"""

from __future__ import annotations

from typing import Any, ClassVar

from dugout.engine.codes import B_H, OUT, STRIKEOUT
from dugout.engine.game import Game
from dugout.engine.manager import SHELLED_RUNS, Manager
from dugout.engine.roster import GameTeam
from dugout.engine.ruleset import GameOptions, Ruleset
from dugout.games.deadball import five_tool as FT
from dugout.games.deadball import ratings as R
from dugout.games.deadball import tables as T
from dugout.games.deadball.baserunning import Baserunning
from dugout.games.deadball.card import POS_NUMBER, DBCard
from dugout.games.deadball.fatigue import DBState, Fatigue
from dugout.games.deadball.manager import DeadballManager
from dugout.games.deadball.options import DeadballOptions
from dugout.games.deadball.plays import FAM_OUT, TRAITS_FIRST, TRAITS_FULL, TRAITS_OFF, Plays
from dugout.games.deadball.team_score import TeamScore, quick_game, team_score
from dugout.model.player import Player
from dugout.model.team import Team

_TRAIT_MODES = {"off": TRAITS_OFF, "first": TRAITS_FIRST, "full": TRAITS_FULL}
# hot-loop constants as module globals
_NORMAL, _PLATOON, _RUNG_ROLL = T.NORMAL, T.PLATOON, T.RUNG_ROLL
_KPGB, _CN = T.KP | T.GB, T.CN
_SHIFTY, _SHIFT = T.P1 | T.P2 | T.CM, T.SHIFT
_KP, _GB, _OUT_FIELDER, _BAD_MSS, _PRODUCTIVE = T.KP, T.GB, T.OUT_FIELDER, T.BAD_MSS, T.PRODUCTIVE_FIELDERS
_OUT, _STRIKEOUT, _FAM_OUT = OUT, STRIKEOUT, FAM_OUT
_CRITICAL, _BASIC_WALK, _CONTROL_WALK = T.CRITICAL_MSS, T.BASIC_WALK, T.CONTROL_WALK
_POSNUM = POS_NUMBER
_HOT, _COLD = T.HOT_ROLL, T.COLD_ROLL
#: Keys of this game's state in ``Game.carry`` (kept between the games of a series or season, JSON-ready):
#: the streak rule's form by player id (hitters: hits in their last two games; pitchers: [final, base] level
#: of their last appearance), and the days of rest a returning pitcher skipped (set by a season runner).
FORM, SHORT_REST = "deadball-form", "deadball-short-rest"


class Deadball(Plays, Baserunning, Ruleset):
    """Deadball: Baseball With Dice."""

    name: ClassVar[str] = "deadball"
    title: ClassVar[str] = "Deadball"
    aliases: ClassVar[tuple[str, ...]] = ("db", "dead-ball", "deadball-baseball")
    Options: ClassVar[type[GameOptions]] = DeadballOptions
    options: DeadballOptions
    has_quick: ClassVar[bool] = True

    def __init__(self, options: Any = None) -> None:
        super().__init__(options)
        o = self.options
        self._hit_table = T.ADVANCED_HIT if o.hit_table == "advanced" else T.BASIC_HIT
        self._traits = _TRAIT_MODES[o.trait_rules]
        self._ptraits = bool(o.pitcher_traits)
        self._mss_bonus = self._ptraits and bool(o.pitcher_trait_mss_bonus)
        self._platoon = bool(o.platoon)
        self._swing_base = 1 if o.swing == "0-99" else 0
        self._critical_bumped = o.critical_runners == "bumped"
        self._sac_all = o.sacrifice == "all"
        self._walk_target = bool(o.walk_target)
        self._double_steals = bool(o.double_steals)
        self._triple_plays = bool(o.triple_plays)
        self._pitch_outs = bool(o.pitch_outs)
        self._pickoffs = bool(o.pickoffs)
        self._allowed_align = {"normal"} | {k for k, on in (("infield-in", o.infield_in),
                                                             ("no-doubles", o.no_doubles),
                                                             ("shift", o.infield_shift)) if on}
        self._alignments = len(self._allowed_align) > 1
        self._align_in = "infield-in" in self._allowed_align
        self._align_nd = "no-doubles" in self._allowed_align
        self._align_shift = "shift" in self._allowed_align
        self._ai_shift = self._align_shift and self._traits == TRAITS_FULL
        self._pick = self._pickoffs and bool(self._traits)
        """Pickoff throws are possible (at a Speedy Runner, so traits must be in play)."""
        self._run_traits = T.SP | T.SM if self._traits == TRAITS_FULL else 0
        """The traits that move a steal roll (with every trait rule in play)."""
        """The default manager may shift: a P+/P++/C- batter who is not a right-handed hitter needs a look."""
        self._bonus_traits = _KPGB if self._mss_bonus else 0
        self._control = _CN if self._ptraits else 0
        self._five_tool = bool(o.five_tool)
        self._ft_roll = o.five_tool_pitch == "roll"
        self._fatigue = o.fatigue != "off"
        self._fat = Fatigue(advanced=o.fatigue == "advanced", improve=bool(o.improvement),
                            catcher=bool(o.catcher_pd_bonus), traits=self._traits == TRAITS_FULL,
                            stamina=self._ptraits, platoon=self._platoon, bonus_traits=self._bonus_traits)

    # --- ratings --------------------------------------------------------------------------------------------------
    def rate_player(self, player: Player, team: Team) -> DBCard:
        return R.rate(player, team, self.options)

    def rate_team(self, team: Team) -> dict[str, DBCard]:
        return R.rate_team(team, self.options)

    def rating_fields(self, card: DBCard) -> dict[str, Any]:
        return {"bt": card.bt, "wt": card.wt, "bats": card.bats, "throws": card.throws, "pd": card.pd_label,
                "traits": " ".join(card.trait_list), "pitcher": card.is_pitcher,
                "avg": None if card.avg is None else round(card.avg, 3),
                "obp": None if card.obp is None else round(card.obp, 3),
                "era": None if card.era is None else round(card.era, 2),
                "five_tool": list(card.ft_bat or card.ft_pit or ()), "source": card.source}

    def rating_columns(self) -> tuple[str, ...]:
        return ("bt", "wt", "bats", "pd", "traits", "avg", "obp", "era")

    def batter_value(self, card: DBCard) -> float:
        return (card.bt + 0.4 * (card.wt - card.bt) + 1.5 * card.pmod) / 100



    def make_manager(self, side: int) -> Manager:
        return DeadballManager()

    def runner_value(self, card: DBCard) -> float:
        if self._traits == TRAITS_FULL:
            return 1.0 if card.traits & T.SP else 0.0 if card.traits & T.SM else 0.5
        return 0.5

    def fielder_value(self, card: DBCard, pos: str) -> float:
        if not self._traits:
            return 0.6
        if not card.positions >> _POSNUM.get(pos, 0) & 1 or card.traits & T.DM:
            return 0.2
        return 1.0 if card.traits & T.DP else 0.6

    def rest_days(self, outs: int, pitches: int, started: bool) -> int:
        return min(T.MAX_REST_DAYS, outs // T.OUTS_PER_REST_DAY)

    # --- Team Score ----------------------------------------------------------------------------------------------
    def team_score(self, team: Team | GameTeam) -> TeamScore:
        """The Team Score of a team (or of a prepared GameTeam, with its cards)."""
        if isinstance(team, GameTeam):
            return team_score(team.team, dict(zip(team.ids, team.cards)))
        return team_score(team, self.rate_team(team))

    def quick_result(self, away: Team | GameTeam, home: Team | GameTeam, dice: Any) -> tuple[int, int]:
        """The one-roll quick game between two teams' Team Scores: (away runs, home runs)."""
        a, h, _, _ = quick_game(self.team_score(away).score, self.team_score(home).score, dice)
        return a, h

    # --- the game ---------------------------------------------------------------------------------------------------
    def new_game(self, g: Game) -> None:
        cards: list[DBCard] = g.cards
        st = DBState(len(cards))
        if self.options.park_factors:
            bpf = g.sides[1].gt.team.park.bpf
            st.park = 1 if bpf >= T.HITTERS_PARK_BPF else -1 if bpf <= T.PITCHERS_PARK_BPF else 0
        full = self._traits == TRAITS_FULL
        st.ai = type(g.sides[0].manager) is DeadballManager and type(g.sides[1].manager) is DeadballManager
        if st.ai:
            pass  # the default manager's only bases-empty choice is the shift (plate_appearance looks at the batter)
        elif full:
            st.special = [bool(c.traits & T.SP) or (self._alignments and bool(c.traits & _SHIFTY) and c.bats != "R")
                          for c in cards]
        # managers other than the default AI may want an alignment (or a bunt) even with the bases empty
        st.ask = [self._alignments and type(s.manager) is not DeadballManager for s in g.sides]
        for side, s in enumerate(g.sides):
            p = st.patience[side] = s.manager.pitcher_patience(g, side)
            st.shelled[side] = SHELLED_RUNS + 2 * p
        g.ext = st
        if self.options.streaks != "off":
            self._streaks(g, st)
        short = g.carry.get(SHORT_REST)
        if short:
            # a pitcher back before his days of rest are up starts a level lower per day skipped (p.39)
            for s in g.sides:
                for k, pid in enumerate(s.gt.ids):
                    if pid in short:
                        st.pd_delta[s.off + k] -= int(short[pid])

    def _streaks(self, g: Game, st: DBState) -> None:
        form = self.options.streaks == "form"
        forms: dict[str, list[int]] = g.carry.get(FORM, {})
        rand = g.dice.fast
        for side in (0, 1):
            s = g.sides[side]
            gt = s.gt
            if not form and rand is not None:
                # a d6 for every player in roster order (the draws of Dice.d); only a hot or a cold roll counts
                for k, r in enumerate([int(rand() * 6) + 1 for _ in gt.ids]):
                    if r == _COLD or r == _HOT:
                        self._streak(g, st, s.off + k, r == _HOT)
                continue
            for k, pid in enumerate(gt.ids):
                i = s.off + k
                card: DBCard = g.cards[i]
                hot = cold = False
                past = forms.get(pid) if form else None
                if past is not None and card.is_pitcher and len(past) == 2:
                    cold, hot = past[0] <= T.MD4, past[0] > past[1]
                elif past is not None and not card.is_pitcher and past:
                    cold = len(past) >= 2 and past[-1] == 0 and past[-2] == 0
                    hot = past[-1] >= 2
                else:
                    r = g.dice.d(6, "hot or cold")
                    cold, hot = r == _COLD, r == _HOT
                if cold or hot:
                    self._streak(g, st, i, hot)

    def _streak(self, g: Game, st: DBState, i: int, hot: bool) -> None:
        """Player ``i`` is hot (or cold) this game: a pitcher's starting level or a hitter's BT and WT move."""
        if g.cards[i].is_pitcher:
            st.pd_delta[i] = 1 if hot else -1
        else:
            st.bt_delta[i] = T.STREAK_BT if hot else -T.STREAK_BT
        if g.narrate:
            g.say(f"{g.names[i]} is {'hot' if hot else 'cold'}.")

    def after_game(self, g: Game) -> None:
        if self.options.streaks != "form":
            return
        st: DBState = g.ext
        forms: dict[str, list[int]] = g.carry.setdefault(FORM, {})
        for side in (0, 1):
            s = g.sides[side]
            for k, pid in enumerate(s.gt.ids):
                i = s.off + k
                if g.pit[i] is not None:
                    forms[pid] = [st.rung[i], g.cards[i].pd]
                elif g.bat[i] is not None and not g.cards[i].is_pitcher:
                    hist = forms.get(pid)
                    forms[pid] = [hist[-1], g.bat[i][B_H]] if hist else [g.bat[i][B_H]]

    def pitcher_entered(self, g: Game, side: int, pidx: int) -> None:
        st: DBState = g.ext
        self._fat.entered(g, st, side, pidx)

    def start_half(self, g: Game) -> None:
        st: DBState = g.ext
        st.held = -1
        if self._fatigue:
            self._fat.start_half(g, st)
        else:
            ps = st.ps[1 - g.half]
            ps.half_k = 0

    def end_half(self, g: Game) -> None:
        st: DBState = g.ext
        st.align[1 - g.half] = T.NORMAL
        if self._fatigue:
            self._fat.end_half(g, st)

    def pitcher_tired(self, g: Game, side: int) -> bool:
        st: DBState = g.ext
        ps = st.ps[side]
        return st.rung[ps.idx] <= ps.tired

    def plate_appearance(self, g: Game) -> None:
        st: DBState = g.ext
        half = g.half
        b = g.bases
        bidx = g.batter
        cards = g.cards
        bc: DBCard = cards[bidx]
        before = g.score[half]
        if b[1] >= 0 or b[2] >= 0 or b[3] >= 0:
            if self._before_swing_ai(g, st, bc) if st.ai else self._before_swing(g, st, bc):
                self._after(g, st, before)
                return
        elif st.ai:
            # the default manager shifts against an eligible batter and plays everyone else straight up
            if bc.traits & _SHIFTY and self._ai_shift and bc.bats != "R":
                st.align[1 - half] = _SHIFT if self._shiftable(g, bc) else _NORMAL
            elif st.align[1 - half]:
                st.align[1 - half] = _NORMAL
        elif st.special[bidx] or st.ask[1 - half]:
            if self._before_swing(g, st, bc):
                self._after(g, st, before)
                return
        elif st.align[1 - half]:
            st.align[1 - half] = _NORMAL
        ps = st.ps[1 - half]
        pidx = ps.idx
        pc: DBCard = ps.card
        sides, sign, const = ps.same if bc.bats == ps.throws else ps.other
        rand = g.dice.fast
        if rand is not None:
            # Dice.two inline (the same numbers from the same seed)
            swing = int(rand() * 100) + 1 - self._swing_base
            roll = const + sign * (int(rand() * sides) + 1) if sides else const
        elif sides:
            swing, die = g.dice.two(100, sides, "swing", "pitch die")
            swing -= self._swing_base
            roll = const + sign * die
        else:
            swing = g.dice.d(100, "swing") - self._swing_base
            roll = const
        ptraits = ps.traits
        mss = swing + roll + ps.bonus
        pitch = -1
        if bc.ft_bat is not None and pc.ft_pit is not None and self._five_tool:
            pitch, mod = self._five_tool_pitch(g, st, bidx, pidx, bc, pc)
            mss += mod
        delta = st.bt_delta[bidx]
        bt = bc.bt + delta
        if g.narrate:
            rung = st.rung[pidx]
            self._say_swing(g, bidx, pidx, bt, _PLATOON[rung] if bc.bats == ps.throws and self._platoon else rung,
                            swing, roll, ptraits, pitch, mss)
        if mss <= bt or mss <= _CRITICAL:
            fam = self._hit(g, st, bc, mss, mss <= _CRITICAL)
        else:
            hi = bc.wt + delta if self._walk_target else bt + _BASIC_WALK
            if ptraits & self._control and hi > bt + _CONTROL_WALK:
                hi = bt + _CONTROL_WALK
            if mss <= hi:
                fam = self._walk(g)
            elif g.narrate:
                fam = self._out(g, st, bc, pc, mss)
            else:
                # the common outs inline (strikeouts, grounders without a force at second, fly balls with nobody to
                # move up); everything else in Plays._out
                fam = _FAM_OUT
                digit = mss % 10
                pos = _OUT_FIELDER[digit]
                if ptraits and self._ptraits:
                    if digit == 3 and ptraits & _KP:
                        pos = 0
                    elif digit == 2 and ptraits & _GB:
                        pos = 6
                if pos == 0:
                    ps.half_k += 1
                    g.out_pa(_STRIKEOUT)
                    if pitch < 0:
                        return  # no run scored, and there is an out: nothing for _after
                elif pos <= 6:
                    outs0 = g.outs
                    if b[1] >= 0 and outs0 < 2:
                        self._force_play(g, st, bc, mss, pos, mss < _BAD_MSS, outs0)
                    elif outs0 < 2 and mss < _BAD_MSS and pos in _PRODUCTIVE and (b[2] >= 0 or b[3] >= 0):
                        g.batter_out()
                        self._productive(g)
                        g.end_pa(_OUT)
                    else:
                        g.out_pa(_OUT)
                        if pitch < 0:
                            return
                elif g.outs >= 2 or (b[2] < 0 and b[3] < 0):
                    g.out_pa(_OUT)
                    if pitch < 0:
                        return
                else:
                    self._fly_out(g, bc, pos, mss < _BAD_MSS, g.outs)
        if pitch >= 0:
            st.fam[(bidx, pidx)][pitch] += fam
        if g.score[half] != before or (g.outs == 0 and b[3] >= 0 and b[2] >= 0 and b[1] >= 0):
            self._after(g, st, before)

    def _say_swing(self, g: Game, bidx: int, pidx: int, bt: int, rung: int, swing: int, roll: int, ptraits: int,
                   pitch: int, mss: int) -> None:
        """Narrate the swing: batter, pitcher, the dice and every modifier."""
        bonus = 1 if ptraits & self._bonus_traits else 0
        mod = mss - swing - roll - bonus
        extra = (f" + 1 ({'K+' if ptraits & T.KP else 'GB+'})" if bonus else "") + \
            (f" {'+' if mod >= 0 else '-'} {abs(mod)} ({FT.PITCH_NAMES[pitch]})" if pitch >= 0 else "")
        g.say(f"{g.names[bidx]} (BT {bt}) vs {g.names[pidx]} ({T.RUNG_LABELS[rung]}): swing {swing:02d} "
              f"{'+' if roll >= 0 else '-'} {abs(roll)}{extra} = MSS {mss}")

    def _five_tool_pitch(self, g: Game, st: DBState, bidx: int, pidx: int, bc: DBCard,
                         pc: DBCard) -> tuple[int, int]:
        fam = st.fam.get((bidx, pidx))
        if fam is None:
            fam = st.fam[(bidx, pidx)] = [0, 0, 0]
        assert bc.ft_bat is not None and pc.ft_pit is not None
        if self._ft_roll:
            pitch = FT.PITCH_D6[g.dice.d(6, "five tool pitch")]
        else:
            best = FT.best_pitch(pc.ft_pit, bc.ft_bat, (fam[0], fam[1], fam[2]))
            pitch = g.sides[1 - g.half].manager.decide(g, 1 - g.half, "five-tool-pitch", best)
        return pitch, FT.modifier(pitch, pc.ft_pit, bc.ft_bat, fam[pitch])

    def _after(self, g: Game, st: DBState, before: int) -> None:
        """Runs off the pitcher (advanced fatigue) and a bases-loaded, no-out jam (improvement)."""
        ran = g.score[g.half] - before
        if ran and self._fatigue:
            self._fat.runs(g, st, 1 - g.half, ran)
        b = g.bases
        if g.outs == 0 and b[1] >= 0 and b[2] >= 0 and b[3] >= 0:
            ps = st.ps[1 - g.half]
            if not ps.jam:
                ps.jam = True
                ps.jam_runs = ps.inn_runs

    # --- printing ----------------------------------------------------------------------------------------------------
    def print_sheets(self, teams: list[Team], paper: str = "letter") -> list[str]:
        from dugout.games.deadball.printing import sheets

        return sheets(self, teams, paper)

