"""Pine Tar Baseball (2015): the ruleset — options, ratings hooks, pitcher fatigue, rest, injuries, printing.

The plate appearance is in ``play`` and the pre-PA tactics in ``tactics``; decisions on the digest's gaps
are recorded in docs/rules/pine-tar.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from dugout.engine.codes import P_OUTS, P_R
from dugout.engine.game import Game
from dugout.engine.manager import Manager
from dugout.engine.ruleset import GameOptions, Ruleset
from dugout.games.pine_tar import tables as T
from dugout.games.pine_tar.card import PTCard, ranges
from dugout.games.pine_tar.columns import COLUMN_NAMES
from dugout.games.pine_tar.manager import PTManager
from dugout.games.pine_tar.options import PineTarOptions
from dugout.games.pine_tar.play import PlayMixin, roll
from dugout.games.pine_tar.ratings import rate
from dugout.games.pine_tar.state import PTState
from dugout.games.pine_tar.tactics import TacticsMixin
from dugout.model.player import Player
from dugout.model.team import Team

#: Key of this game's state in ``Game.carry`` (kept between the games of a series or season).
CARRY = "pine-tar"


class PineTar(TacticsMixin, PlayMixin, Ruleset):
    """Pine Tar Baseball: one d100 roll on a three-column card, graded pitchers, MIP fatigue."""

    name: ClassVar[str] = "pine-tar"
    title: ClassVar[str] = "Pine Tar Baseball"
    aliases: ClassVar[tuple[str, ...]] = ("pt", "pinetar", "pine")
    Options: ClassVar[type[GameOptions]] = PineTarOptions
    options: PineTarOptions

    def __init__(self, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(options)
        o = self.options
        self._steals = bool(o.steals)
        self._hit_and_run = bool(o.hit_and_run)
        self._defense = bool(o.defense)
        self._mip_mod = bool(o.mip_modifiers)
        self._extended = bool(o.extended_bonus)
        self._risp_penalty = bool(o.risp_penalty)
        self._plate_throws = bool(o.plays_at_plate)
        self._relief_limits = bool(o.reliever_limits)
        if o.steal_points < 0:
            from dugout.errors import DugoutError

            raise DugoutError("option steal-points: expected 0 or more")
        self._starter_rest = 4

    # --- ratings ------------------------------------------------------------------------------------------------
    def rate_player(self, player: Player, team: Team) -> PTCard:
        return rate(player, team, authentic=self.options.cards == "authentic")

    def rate_team(self, team: Team) -> dict[str, Any]:
        # starters' rest follows the era of the teams being rated (three-man rotations before 1893)
        if team.season is not None:
            self._starter_rest = 2 if team.season <= 1892 else 3 if team.season <= 1919 else 4
        return super().rate_team(team)

    def rating_fields(self, card: PTCard) -> dict[str, Any]:
        out: dict[str, Any] = {
            "pos": "-".join(card.positions), "bats": card.bats, "throws": card.throws, "br": card.speed,
            "sbc": card.sbc, "sbo": card.sbo, "shc": card.shc_text, "rg": card.rg_name, "ec": card.ec,
            "arm": card.arm or None, "ar": card.ar, "inj": card.inj_text,
        }
        if card.role:
            out.update(role=card.role, gs=card.gs, grade_home=card.grade_text(True), grade_away=card.grade_text(False),
                       mip=card.mip_text, bkwp=card.bkwp_text)
        names = ("batting",) if card.is_pitcher else COLUMN_NAMES
        for name, col in zip(names, card.cols):
            out[name] = {res: rng for rng, res in ranges(col)}
        return out

    def rating_columns(self) -> tuple[str, ...]:
        return ("bats", "br", "sbc", "sbo", "rg", "ec", "arm", "ar", "inj", "role", "grade_home", "grade_away",
                "mip", "bkwp")

    def batter_value(self, card: PTCard) -> float:
        return card.value

    def runner_value(self, card: PTCard) -> float:
        return card.br / 2 + card.sbc / 1000

    def fielder_value(self, card: PTCard, pos: str) -> float:
        if pos not in card.positions and not (pos in ("LF", "CF", "RF") and "OF" in card.positions):
            return 0.0
        return 0.5 + 0.25 * card.rg + 0.02 * (4 - card.ec)



    def make_manager(self, side: int) -> Manager:
        return PTManager()

    # --- the game -----------------------------------------------------------------------------------------------
    def new_game(self, g: Game) -> None:
        # the home league's scoring rules: seasons that did not record SF or SH scored them as at-bats
        ctx = g.sides[1].gt.team.context
        missing = ctx.imputed if ctx is not None else ()
        g.ext = PTState(int(self.options.steal_points), "sf" not in missing, "sh" not in missing)
        if self._relief_limits and g.carry.get(CARRY):
            mem = g.carry[CARRY]
            for s in g.sides:
                tid = s.gt.team.id
                n = mem["games"].get(tid, 0)
                s.pen = [(i, r) for i, r in s.pen if _relief_ok(mem["relief"].get(f"{tid}|{s.gt.ids[i - s.off]}"), n)]

    def start_half(self, g: Game) -> None:
        st: PTState = g.ext
        st.half_pas = 0
        st.in_half = True
        p = g.sides[1 - g.half].pitcher
        st.innings[p] = st.innings.get(p, 0) + 1
        if g.inning > g.innings and not st.extra_points:
            st.extra_points = True
            st.points[0] += T.EXTRA_INNING_POINTS
            st.points[1] += T.EXTRA_INNING_POINTS

    def end_half(self, g: Game) -> None:
        g.ext.in_half = False

    def pitcher_entered(self, g: Game, side: int, pidx: int) -> None:
        st: PTState = g.ext
        st.faced[side][:] = [0] * 9
        st.innings[pidx] = 1 if (st.in_half and g.half == 1 - side) else 0

    def pitcher_tired(self, g: Game, side: int) -> bool:
        """The MIP rules (digest §3.9): starters at their limit (+1 for 2 runs or fewer), relievers likewise."""
        st: PTState = g.ext
        if st.half_pas and not self._mip_mod and not st.extended:
            return False  # without the optional modifiers nobody tires in the middle of an inning
        s = g.sides[side]
        p = s.pitcher
        line = g.pit[p]
        if line is None:
            return False
        runs = line[P_R]
        card = g.cards[p]
        start = st.half_pas == 0
        if p == s.starter:
            if self._mip_mod and runs >= T.REMOVE_STARTER:
                return True
            if p in st.extended:
                return g.bases[1] >= 0 or g.bases[2] >= 0 or g.bases[3] >= 0 or runs > st.extended[p]
            if not start:
                return False
            limit = card.mip_start if card.role in ("S", "S/R") else card.mip_relief
            if self._mip_mod and runs >= T.SHELLED_STARTER:
                limit -= 1
            done = st.innings.get(p, 0) - 1
            if done < limit:
                return False
            if p not in st.bonus:
                if runs <= T.BONUS_MAX_RUNS and done == limit:
                    st.bonus.add(p)
                    return False
                return True
            if done < limit + 1:
                return False
            if self._extended and runs <= T.BONUS_MAX_RUNS:
                st.extended[p] = runs
                return False
            return True
        if self._mip_mod and runs >= T.REMOVE_RELIEVER:
            return True
        if not start:
            return False
        limit = card.mip_relief if card.role in ("R", "C", "S/R") else card.mip_start
        return st.innings.get(p, 0) - 1 >= limit

    def rest_days(self, outs: int, pitches: int, started: bool) -> int:
        if started:
            return self._starter_rest
        if self._relief_limits:
            return 1 if outs >= 6 else 0
        return 0

    def after_game(self, g: Game) -> None:
        """Keep the relief log and the team's game count in ``g.carry``; roll injuries when they are on."""
        mem = g.carry.setdefault(CARRY, {"games": {}, "relief": {}, "injured": {}})
        for s in g.sides:
            tid = s.gt.team.id
            n = mem["games"].get(tid, 0)
            for idx in s.pit_appear:
                if idx == s.starter:
                    continue
                line = g.pit[idx]
                log = mem["relief"].setdefault(f"{tid}|{s.gt.ids[idx - s.off]}", [])
                log.append([n, line[P_OUTS] if line else 0])
                del log[:-3]
            mem["games"][tid] = n + 1
        if self.options.injuries:
            for side in (0, 1):
                self._injury_checks(g, side, mem)

    def _injury_checks(self, g: Game, side: int, mem: dict[str, Any]) -> None:
        """Every pitcher who appeared, then one starting batter picked by a die (digest §3.9).

        A team with a pitcher (a position player) on the injured list skips the pitchers' (batters') checks.
        """
        s = g.sides[side]
        tid = s.gt.team.id
        n = mem["games"].get(tid, 0)
        hurt = mem["injured"]
        if hurt.get(f"{tid}|P", 0) <= n:
            for idx in s.pit_appear:
                if self._injury_roll(g, side, idx, "P", n, hurt):
                    break
        if hurt.get(f"{tid}|F", 0) <= n:
            die = g.dice.d(10, "injury slot") - 1
            if die >= 1:
                starters = [i for _, i in s.bat_appear[:len(s.order)]]
                if die <= len(starters):
                    idx = starters[die - 1]
                    if idx not in s.pit_appear:
                        self._injury_roll(g, side, idx, "F", n, hurt)

    def _injury_roll(self, g: Game, side: int, idx: int, kind: str, n: int, hurt: dict[str, int]) -> bool:
        card: PTCard = g.cards[idx]
        if card.inj < 0:
            return False
        r = roll(g, "injury check")
        if r > card.inj:
            return False
        games = T.INJURY_LENGTH[card.inj_len][g.dice.d(10, "injury length") - 1]
        hurt[f"{g.sides[side].gt.team.id}|{kind}"] = n + games
        g.injuries.append((side, idx, games, f"injury ({card.inj_text}, roll {r:02d})"))
        if g.narrate:
            g.say(f"Injury: {g.names[idx]} (INJ {card.inj_text}, roll {r:02d}) misses {games} games.")
        return True

    # --- printing ---------------------------------------------------------------------------------------------------
    def print_sheets(self, teams: list[Team], paper: str = "letter") -> list[str]:
        from dugout.games.pine_tar.printing import sheets

        return sheets(self, teams, paper)


def _relief_ok(log: list[list[int]] | None, n: int) -> bool:
    """Reliever use limits: not after two innings in the team's last game, not in a fourth game running."""
    if not log:
        return True
    last, outs = log[-1]
    if last == n - 1 and outs >= 6:
        return False
    return not (len(log) >= 3 and [x for x, _ in log[-3:]] == [n - 3, n - 2, n - 1])
