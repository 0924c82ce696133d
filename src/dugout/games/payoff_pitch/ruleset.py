"""Payoff Pitch Baseball, the plug-in: 2d6 on the pitcher's card picks a result, d100 reads the batter's card.

The plate appearance is ``play`` (``PayoffPitchPlay``), the hooks around it ``state`` (``PayoffPitchHooks``); the
hooks outside a game delegate to ``ratings``, ``manager``, ``state`` and ``printing``. Decisions on the rulebook's
gaps are recorded in docs/rules/payoff-pitch.md.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from mypy_extensions import mypyc_attr

from dugout.engine.game import Game
from dugout.engine.manager import Manager
from dugout.engine.ruleset import PRINT_ALL, GameOptions, PrintSelection, Usage
from dugout.games.payoff_pitch import ratings, state
from dugout.games.payoff_pitch.card import Card
from dugout.games.payoff_pitch.manager import BUNT_HIT_RUN, PPManager
from dugout.games.payoff_pitch.options import PayoffPitchOptions
from dugout.games.payoff_pitch.play import PayoffPitchPlay
from dugout.games.payoff_pitch.play_calls import PLAYBOOK, QUESTIONS
from dugout.games.payoff_pitch.play_running import RUNNING_MODES, STEAL_AUTO, STEAL_MODES
from dugout.games.payoff_pitch.ratings import RATING_INPUTS
from dugout.model.player import Player
from dugout.model.team import Team


@mypyc_attr(allow_interpreted_subclasses=True)
class PayoffPitch(PayoffPitchPlay):
    """Payoff Pitch Baseball: 2d6 on the pitcher's card, d100 on the batter's card."""

    name: ClassVar[str] = "payoff-pitch"
    title: ClassVar[str] = "Payoff Pitch Baseball"
    aliases: ClassVar[tuple[str, ...]] = ("pp", "payoff", "payoffpitch")
    Options: ClassVar[type[PayoffPitchOptions]] = PayoffPitchOptions
    has_quick: ClassVar[bool] = False
    rating_inputs: ClassVar[dict[str, tuple[str, ...]]] = RATING_INPUTS
    usage: ClassVar[Usage | None] = Usage(complete_games=0.10, relief=0.25,
                                          modern_relief=(2.7, 4.0), modern_innings=1.2)
    playbook: ClassVar[tuple[str, ...]] = PLAYBOOK
    questions: ClassVar[dict[str, str]] = QUESTIONS

    def __init__(self, options: Mapping[str, object] | GameOptions | None = None) -> None:
        super().__init__(options)
        o = self.options
        # the choices the play loop reads as ints (on/off options are read at their rule sites)
        self._running = RUNNING_MODES[o.running]
        self._steal = STEAL_MODES[o.steal]
        self._auto_steal = self._steal == STEAL_AUTO
        self._auto_sac = o.auto_sac
        self._hr_zero = o.hr_zero
        self._in_play_out = o.in_play_out
        self._supp_so = o.supp_so
        self._hit_location = o.hit_location
        self._fac_cards = o.fac
        self._injuries = o.injuries
        self._jump_marks = o.jump_marks
        self._late_jump = o.late_jump

    # --- ratings --------------------------------------------------------------------------------------------
    def rate_player(self, player: Player, team: Team) -> Card:
        return ratings.rate_player(player, team, splits=self.options.splits, in_play_out=self.options.in_play_out)

    def rate_team(self, team: Team) -> dict[str, Card]:
        return ratings.rate_team(team, splits=self.options.splits, in_play_out=self.options.in_play_out)

    def rating_fields(self, card: Card) -> dict[str, object]:
        return ratings.rating_fields(card)

    def rating_columns(self) -> tuple[str, ...]:
        return ratings.RATING_COLUMNS

    # (the card values here, compiled: the engine asks them of every bench player, every game)
    def batter_value(self, card: Card) -> float:
        """Batting strength (runs created per PA, roughly)."""
        return card.value

    def runner_value(self, card: Card) -> float:
        """Speed from the Run rating: 0 at Run 2, 1 at Run 8."""
        return max(0.0, min(1.0, (card.bat.run - 2) / 6))

    def fielder_value(self, card: Card, pos: str) -> float:
        """Fielding at a position from Range (A best) and Error (5 best); 0 where he has no rating."""
        f = card.bat.fielding.get(pos)
        if f is None:
            return 0.0
        return 0.6 * (4 - f.r) / 4 + 0.4 * (f.e - 1) / 4

    # --- managers and seasons ---------------------------------------------------------------------------------
    def make_manager(self, side: int) -> Manager:
        return PPManager(self.options)

    def new_game(self, g: Game) -> None:
        super().new_game(g)
        # the default AI walks batters only with first base open and a runner in scoring position, leaves steals and
        # sacrifices to the cards under the auto options, and bunts for a hit only with a fast batter: the plate
        # appearance does not ask it otherwise (a person or any other manager is asked)
        ai = [isinstance(s.manager, PPManager) for s in g.sides]
        st: state.PPState = g.ext
        st.ask_ibb_always = (not ai[0], not ai[1])
        st.ask_steal = (not (ai[0] and self._auto_steal), not (ai[1] and self._auto_steal))
        st.ask_bunt = (not (ai[0] and self.options.auto_sac), not (ai[1] and self.options.auto_sac))
        st.bunt_hit_run = (BUNT_HIT_RUN if ai[0] else 0, BUNT_HIT_RUN if ai[1] else 0)

    def real_rotation(self) -> bool:
        # the rest chart's four days at most; "use the team's GS distribution" (digest §3.12) for the rest
        return True

    def rest_days(self, outs: int, pitches: int, started: bool, season: int | None = None) -> int:
        return state.rest_days(outs, started)

    # --- printing ---------------------------------------------------------------------------------------------
    def print_sheets(self, teams: list[Team], paper: str = "letter", select: PrintSelection = PRINT_ALL) -> list[str]:
        from dugout.games.payoff_pitch import printing  # Jinja2 is loaded only when something is printed

        return printing.print_sheets(teams, self.options, paper, select)
