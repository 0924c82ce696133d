"""Deadball (W.M. Akers, 2017) as a dugout game: its name and options, and the hooks outside a game, each
delegated to the module that owns it (``ratings``, ``ratings_team_score``, ``play_quick``, ``manager``,
``state``, ``printing``). The plate appearance is ``play``'s (the swing, every optional rule, the Two Player
rules as manager decisions and the Five Tool matchup), a person's menus ``play_calls``', the per-game hooks
``state``'s.

Decisions on the book's gaps are recorded in docs/rules/deadball.md.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import Any, ClassVar

from mypy_extensions import mypyc_attr

from dugout.engine.dice import Dice
from dugout.engine.manager import Manager
from dugout.engine.roster import GameTeam
from dugout.engine.ruleset import PRINT_ALL, GameOptions, PrintSelection, Usage
from dugout.games.deadball import ratings, state
from dugout.games.deadball.card import DBCard
from dugout.games.deadball.manager import CalibratedManager, DeadballManager
from dugout.games.deadball.options import DeadballOptions
from dugout.games.deadball.play import DeadballPlay
from dugout.games.deadball.play_calls import PLAYBOOK, PLAYBOOK_RARE, QUESTIONS
from dugout.games.deadball.play_quick import quick_game
from dugout.games.deadball.ratings import RATING_INPUTS
from dugout.games.deadball.ratings_team_score import TeamScore, team_score
from dugout.model.player import Player
from dugout.model.team import Team


@mypyc_attr(allow_interpreted_subclasses=True)
class Deadball(DeadballPlay):
    """Deadball: Baseball With Dice."""

    name: ClassVar[str] = "deadball"
    title: ClassVar[str] = "Deadball"
    aliases: ClassVar[tuple[str, ...]] = ("db", "dead-ball", "deadball-baseball")
    Options: ClassVar[type[GameOptions]] = DeadballOptions
    has_quick: ClassVar[bool] = True
    playbook: ClassVar[tuple[str, ...]] = PLAYBOOK
    playbook_rare: ClassVar[tuple[str, ...]] = PLAYBOOK_RARE
    questions: ClassVar[dict[str, str]] = QUESTIONS
    rating_inputs: ClassVar[dict[str, tuple[str, ...]]] = RATING_INPUTS
    usage: ClassVar[Usage | None] = Usage(complete_games=0.10, relief=0.25,
                                          modern_relief=(2.5, 4.0), modern_innings=1.2)

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

    # --- a game and a season --------------------------------------------------------------------------------------
    def make_manager(self, side: int) -> Manager:
        return CalibratedManager() if self.options.calibrated else DeadballManager()

    def rest_days(self, outs: int, pitches: int, started: bool, season: int | None = None) -> int:
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
