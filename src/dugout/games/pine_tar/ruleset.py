"""Pine Tar Baseball (2015) as a dugout game: its name, options and the hooks outside a game, each delegated to the
module that owns it (``ratings``, ``manager``, ``state``, ``printing``). The plate appearance is ``play``'s (with
the tactics before it in ``play_tactics``), a manager's calls and scoreboard ``play_calls``', the per-game hooks
``state``'s.

Decisions on the digest's gaps are recorded in docs/rules/pine-tar.md.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from mypy_extensions import mypyc_attr

from dugout.engine.manager import Manager
from dugout.engine.ruleset import PRINT_ALL, GameOptions, PrintSelection, Usage
from dugout.errors import DugoutError
from dugout.games.pine_tar import ratings, state
from dugout.games.pine_tar.card import PTCard
from dugout.games.pine_tar.manager import PineTarManager
from dugout.games.pine_tar.options import PineTarOptions
from dugout.games.pine_tar.play_calls import PineTarCalls
from dugout.games.pine_tar.ratings import RATING_INPUTS
from dugout.model.player import Player
from dugout.model.team import Team


@mypyc_attr(allow_interpreted_subclasses=True)
class PineTar(PineTarCalls):
    """Pine Tar Baseball: one d100 roll on a three-column card, graded pitchers, MIP fatigue."""

    name: ClassVar[str] = "pine-tar"
    title: ClassVar[str] = "Pine Tar Baseball"
    aliases: ClassVar[tuple[str, ...]] = ("pt", "pinetar", "pine")
    Options: ClassVar[type[GameOptions]] = PineTarOptions
    rating_inputs: ClassVar[dict[str, tuple[str, ...]]] = RATING_INPUTS
    usage: ClassVar[Usage | None] = Usage(complete_games=0.10, relief=0.20,
                                          modern_relief=(2.0, 4.0), modern_innings=1.5)

    def __init__(self, options: Mapping[str, object] | GameOptions | None = None) -> None:
        super().__init__(options)
        if self.options.steal_points < 0:
            raise DugoutError("option steal-points: expected 0 or more")

    # --- ratings ------------------------------------------------------------------------------------------------
    def rate_player(self, player: Player, team: Team) -> PTCard:
        return ratings.rate_player(player, team, self.options)

    def rate_team(self, team: Team) -> dict[str, PTCard]:
        return ratings.rate_team(team, self.options)

    def rating_fields(self, card: PTCard) -> dict[str, object]:
        return ratings.rating_fields(card)

    def rating_columns(self) -> tuple[str, ...]:
        return ratings.RATING_COLUMNS

    # --- a game and a season ------------------------------------------------------------------------------------
    def make_manager(self, side: int) -> Manager:
        return PineTarManager()

    def real_rotation(self) -> bool:
        # the era's rest (``starter_rest``) at most, and no more than the man really rested
        return True

    def rest_days(self, outs: int, pitches: int, started: bool, season: int | None = None) -> int:
        # the starters' rest by the era of the pitcher's own team (``state.starter_rest``)
        return state.rest_days(outs, started, season, self.options)

    # --- printing -----------------------------------------------------------------------------------------------
    def print_sheets(self, teams: list[Team], paper: str = "letter", select: PrintSelection = PRINT_ALL) -> list[str]:
        from dugout.games.pine_tar import printing  # Jinja2 only when printing, not to play

        return printing.print_sheets(teams, self.options, paper, select)
