"""Deadball (W.M. Akers, 2017) as a dugout game: its name, options and flags, and the hooks outside a game, each
delegated to the module that owns it (``ratings``, ``ratings_team_score``, ``play_quick``, ``manager``,
``state``, ``printing``). The plate appearance is ``play``'s (the swing, every optional rule, the Two Player
rules as manager decisions and the Five Tool matchup), a person's menus ``play_calls``', the per-game hooks
``state``'s.

Decisions on the book's gaps are recorded in docs/rules/deadball.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from dugout.engine.dice import Dice
from dugout.engine.manager import Manager
from dugout.engine.roster import GameTeam
from dugout.engine.ruleset import PRINT_ALL, GameOptions, PrintSelection, Ruleset, Usage
from dugout.games.deadball import ratings, state
from dugout.games.deadball import tables as T
from dugout.games.deadball.card import DBCard
from dugout.games.deadball.manager import CalibratedManager, DeadballManager
from dugout.games.deadball.options import DeadballOptions
from dugout.games.deadball.play import DeadballPlay
from dugout.games.deadball.play_calls import PLAYBOOK, PLAYBOOK_RARE, QUESTIONS, DeadballCalls
from dugout.games.deadball.play_quick import quick_game
from dugout.games.deadball.ratings import RATING_INPUTS
from dugout.games.deadball.ratings_team_score import TeamScore, team_score
from dugout.games.deadball.state import DeadballHooks
from dugout.games.deadball.state_fatigue import Fatigue
from dugout.model.player import Player
from dugout.model.team import Team


class Deadball(DeadballPlay, DeadballCalls, DeadballHooks, Ruleset[DBCard, DeadballOptions]):
    """Deadball: Baseball With Dice."""

    name: ClassVar[str] = "deadball"
    title: ClassVar[str] = "Deadball"
    aliases: ClassVar[tuple[str, ...]] = ("db", "dead-ball", "deadball-baseball")
    Options = DeadballOptions
    options: DeadballOptions
    has_quick: ClassVar[bool] = True
    playbook: ClassVar[tuple[str, ...]] = PLAYBOOK
    playbook_rare: ClassVar[tuple[str, ...]] = PLAYBOOK_RARE
    questions: ClassVar[dict[str, str]] = QUESTIONS
    rating_inputs: ClassVar[dict[str, tuple[str, ...]]] = RATING_INPUTS
    usage: ClassVar[Usage | None] = Usage(complete_games=0.10, relief=0.25,
                                          modern_relief=(2.5, 4.0), modern_innings=1.2)

    def __init__(self, options: Mapping[str, Any] | GameOptions | None = None) -> None:
        super().__init__(options)
        o = self.options
        # flags the play loop reads, derived once from the options (a plain on/off option is read at its rule site)
        self._hit_table = T.ADVANCED_HIT if o.hit_table == "advanced" else T.BASIC_HIT
        self._traits = T.TRAIT_MODES[o.trait_rules]
        self._swing_base = 1 if o.swing == "0-99" else 0
        self._critical_bumped = o.critical_runners == "bumped"
        self._sac_all = o.sacrifice_all
        self._allowed_align = {"normal"} | {k for k, on in (("infield-in", o.infield_in),
                                                             ("no-doubles", o.no_doubles),
                                                             ("shift", o.infield_shift)) if on}
        self._alignments = len(self._allowed_align) > 1
        self._align_in = "infield-in" in self._allowed_align
        self._align_nd = "no-doubles" in self._allowed_align
        self._ai_shift = "shift" in self._allowed_align and self._traits == T.TRAITS_FULL
        """The default manager may shift: a P+/P++/C- batter who is not a right-handed hitter needs a look."""
        self._pick = o.pickoffs and bool(self._traits)
        """Pickoff throws are possible (at a Speedy Runner, so traits must be in play)."""
        self._run_traits = T.SP | T.SM if self._traits == T.TRAITS_FULL else 0
        """The traits that move a steal roll (with every trait rule in play)."""
        self._hnr = o.hit_and_run
        """The hit-and-run house rule is in play."""
        self._ai_bunts = T.SP | T.CM if self._traits == T.TRAITS_FULL else 0
        """A batter with one of these may bunt with the bases empty when the default manager runs his side (a
        Speedy Runner for a hit, a shifted Free Swinger against the shift)."""
        self._bonus_traits = T.KP | T.GB if o.pitcher_traits and o.pitcher_trait_mss_bonus else 0
        """The pitcher traits that add 1 to every MSS."""
        self._control = T.CN if o.pitcher_traits else 0
        self._ft_roll = o.five_tool_pitch == "roll"
        self._fatigue = o.fatigue != "off"
        self._fat = Fatigue(o, self._bonus_traits)

    # --- ratings --------------------------------------------------------------------------------------------------
    def rate_player(self, player: Player, team: Team) -> DBCard:
        return ratings.rate(player, team, self.options)

    def game_team(self, team: Team) -> Team:
        if self.options.short_staff == "random":
            from dugout.games.deadball.generate.substitutes import with_relievers

            return with_relievers(team)
        return team

    def rate_team(self, team: Team) -> dict[str, DBCard]:
        return ratings.rate_team(team, self.options)

    def rating_fields(self, card: DBCard) -> dict[str, Any]:
        return ratings.rating_fields(card)

    def rating_columns(self) -> tuple[str, ...]:
        return ratings.RATING_COLUMNS

    def batter_value(self, card: DBCard) -> float:
        return ratings.batter_value(card)

    def runner_value(self, card: DBCard) -> float:
        return ratings.runner_value(card, self._traits)

    def fielder_value(self, card: DBCard, pos: str) -> float:
        return ratings.fielder_value(card, pos, self._traits)

    # --- a game and a season --------------------------------------------------------------------------------------
    def make_manager(self, side: int) -> Manager:
        return CalibratedManager() if self.options.calibrated else DeadballManager()

    def rest_days(self, outs: int, pitches: int, started: bool) -> int:
        return state.rest_days(outs)

    # --- Team Score ----------------------------------------------------------------------------------------------
    def team_score(self, team: Team | GameTeam) -> TeamScore:
        """The Team Score of a team (or of a prepared GameTeam, with its cards)."""
        if isinstance(team, GameTeam):
            return team_score(team.team, dict(zip(team.ids, team.cards)))
        return team_score(team, self.rate_team(team))

    def quick_result(self, away: Team | GameTeam, home: Team | GameTeam, dice: Dice) -> tuple[int, int]:
        """The one-roll quick game between two teams' Team Scores: (away runs, home runs)."""
        a, h, _, _ = quick_game(self.team_score(away).score, self.team_score(home).score, dice)
        return a, h

    # --- printing ----------------------------------------------------------------------------------------------------
    def print_sheets(self, teams: list[Team], paper: str = "letter", select: PrintSelection = PRINT_ALL) -> list[str]:
        from dugout.games.deadball import printing  # Jinja2 is loaded only by the commands that print

        # the teams as they take the field: a team without relievers prints the ones it plays with
        return printing.print_sheets([self.game_team(t) for t in teams], self.options, paper, select)
