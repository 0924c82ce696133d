"""Payoff Pitch Baseball: the Ruleset (options, ratings, fatigue, rest) over the play and strategy mixins.

Decisions on the rulebook's gaps are recorded in docs/rules/payoff-pitch.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from dugout.engine.codes import P_R
from dugout.engine.game import Game
from dugout.engine.manager import Manager
from dugout.engine.ruleset import GameOptions, Ruleset
from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.cards import Card
from dugout.games.payoff_pitch.charts import ChartsMixin
from dugout.games.payoff_pitch.manager import PPManager, record_relief
from dugout.games.payoff_pitch.options import PayoffPitchOptions
from dugout.games.payoff_pitch.play import PlayMixin
from dugout.games.payoff_pitch.ratings import rate_team
from dugout.games.payoff_pitch.state import PPState
from dugout.games.payoff_pitch.strategy import STEAL_AUTO, STEAL_HOLD, STEAL_MANAGER, StrategyMixin
from dugout.model.player import Player
from dugout.model.team import Team

_RUNNING = {"basic": 0, "advanced": 1, "fac": 2}
_STEAL = {"auto": STEAL_AUTO, "hold": STEAL_HOLD, "manager": STEAL_MANAGER}


class PayoffPitch(PlayMixin, ChartsMixin, StrategyMixin, Ruleset):
    """Payoff Pitch Baseball: 2d6 on the pitcher's card, d100 on the batter's card."""

    name: ClassVar[str] = "payoff-pitch"
    title: ClassVar[str] = "Payoff Pitch Baseball"
    aliases: ClassVar[tuple[str, ...]] = ("pp", "payoff", "payoffpitch")
    Options: ClassVar[type[GameOptions]] = PayoffPitchOptions
    options: PayoffPitchOptions

    def __init__(self, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(options)
        o = self.options
        self._running = _RUNNING[o.running]
        self._location = bool(o.hit_location)
        self._steal = _STEAL[o.steal]
        self._auto_steal = self._steal == STEAL_AUTO
        self._late_jump = bool(o.late_jump)
        self._jump_marks = bool(o.jump_marks)
        self._auto_sac = bool(o.auto_sac)
        self._supp = bool(o.supp_so)
        self._io_out = bool(o.in_play_out)
        self._hr_zero = bool(o.hr_zero)
        self._injuries = bool(o.injuries)

    # --- ratings --------------------------------------------------------------------------------------------
    def rate_team(self, team: Team) -> dict[str, Any]:
        return rate_team(team, splits=bool(self.options.splits))

    def rate_player(self, player: Player, team: Team) -> Card:
        from dugout.games.payoff_pitch.ratings import Rater

        return Rater(team, bool(self.options.splits)).card(player)

    def rating_fields(self, card: Card) -> dict[str, Any]:
        from dugout.games.payoff_pitch.printing import rating_fields

        return rating_fields(card)

    def rating_columns(self) -> tuple[str, ...]:
        return ("bats", "card", "dp", "steal", "bunt", "sac", "run", "inj", "throws", "stamina", "hold", "wp", "so")

    def batter_value(self, card: Card) -> float:
        return card.value


    def runner_value(self, card: Card) -> float:
        return max(0.0, min(1.0, (card.bat.run - 2) / 6))

    def fielder_value(self, card: Card, pos: str) -> float:
        f = card.bat.fielding.get(pos)
        if f is None:
            return 0.0
        return 0.6 * (4 - f.r) / 4 + 0.4 * (f.e - 1) / 4


    def make_manager(self, side: int) -> Manager:
        return PPManager()

    # --- play ---------------------------------------------------------------------------------------------
    def new_game(self, g: Game) -> None:
        g.ext = PPState(T.ballpark_wheel(g.sides[1].gt.team.park.bpf))

    def plate_appearance(self, g: Game) -> None:
        st: PPState = g.ext
        st.hit_run = False
        st.align = 0
        b = g.bases
        if (b[1] >= 0 or b[2] >= 0 or b[3] >= 0) and self._before_pitch(g, st):
            return
        if g.cards[g.batter].bat.run >= 6 and self._bunt_for_hit(g, st):
            return
        self._pitch(g, st)

    # --- fatigue ------------------------------------------------------------------------------------------
    def pitcher_entered(self, g: Game, side: int, pidx: int) -> None:
        card: Card = g.cards[pidx]
        if card.pit.marker and g.inning >= g.innings and 1 <= g.lead(side) <= 3 and pidx != g.sides[side].starter:
            g.ext.save_entry.add(pidx)

    def _is_tired(self, g: Game, side: int, pidx: int) -> bool:
        line = g.pit[pidx]
        runs = line[P_R] if line is not None else 0
        if runs >= T.FATIGUE_RUNS_ANY:
            return True
        st: PPState = g.ext
        pit = g.cards[pidx].pit
        if pidx == g.sides[side].starter:
            return g.inning >= max(1, pit.start) and runs >= T.FATIGUE_RUNS_STARTER
        if pidx in st.save_entry and g.lead(side) > 0:
            return False
        innings = st.innings.get(pidx, 0) + (0 if st.last_inning.get(pidx) == g.inning else 1)
        inn_lim, run_lim = T.RELIEF_LIMITS[pit.relief or "Long"]
        return runs >= run_lim or innings > inn_lim

    def pitcher_tired(self, g: Game, side: int) -> bool:
        return self._is_tired(g, side, g.sides[side].pitcher)

    def after_game(self, g: Game) -> None:
        record_relief(g)

    def rest_days(self, outs: int, pitches: int, started: bool) -> int:
        if started:
            return T.REST_STARTER
        if outs >= T.REST_LONG_OUTS:
            return T.REST_LONG_DAYS
        if outs >= T.REST_SHORT_OUTS:
            return T.REST_SHORT_DAYS
        return 0

    # --- printing -------------------------------------------------------------------------------------------
    def print_sheets(self, teams: list[Team], paper: str = "letter") -> list[str]:
        from dugout.games.payoff_pitch.printing import print_sheets

        return print_sheets(self, teams, paper)
