"""That's Baseball (2012) as a dugout game: its name, options and the hooks outside a game, each delegated to the
module that owns it (``ratings``, ``manager``, ``state``, ``printing``). The plate appearance is ``play``'s, the
calls a person may make ``play_calls``'s, the per-game hooks ``state``'s.

Decisions of the digest's GAPS are recorded in docs/rules/thats-baseball.md.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import ClassVar

from mypy_extensions import mypyc_attr

from dugout.engine.manager import Manager
from dugout.engine.ruleset import PRINT_ALL, GameOptions, PrintSelection, Usage
from dugout.games.thats_baseball import ratings, state
from dugout.games.thats_baseball.card import TBCard
from dugout.games.thats_baseball.manager import TBManager
from dugout.games.thats_baseball.options import ThatsBaseballOptions
from dugout.games.thats_baseball.play import ThatsBaseballPlay
from dugout.model.player import Player
from dugout.model.team import Team


@mypyc_attr(allow_interpreted_subclasses=True)
class ThatsBaseball(ThatsBaseballPlay):
    """That's Baseball (2012): ABA + 2d6 + PAN on one result chart."""

    name: ClassVar[str] = "thats-baseball"
    title: ClassVar[str] = "That's Baseball"
    aliases: ClassVar[tuple[str, ...]] = ("thats", "tb", "thatsbaseball")
    has_quick: ClassVar[bool] = False
    #: ABA and PAN read hits, at-bats and earned runs, which every season recorded: nothing to mark
    rating_inputs: ClassVar[dict[str, tuple[str, ...]]] = {}
    usage: ClassVar[Usage | None] = Usage(complete_games=0.12, relief=0.25,
                                          modern_relief=(2.7, 3.6), modern_innings=1.2)
    Options: ClassVar[type[GameOptions]] = ThatsBaseballOptions

    # --- ratings --------------------------------------------------------------------------------------------
    def rate_player(self, player: Player, team: Team) -> TBCard:
        return ratings.rate_player(player, team, self.options.aba == "career", self.options.calibrated)

    def rating_fields(self, card: TBCard) -> dict[str, int | float | bool | None]:
        return ratings.rating_fields(card)

    def rating_columns(self) -> tuple[str, ...]:
        return ratings.RATING_COLUMNS

    # --- a game and a season --------------------------------------------------------------------------------
    def make_manager(self, side: int) -> Manager:
        return TBManager()

    def rest_days(self, outs: int, pitches: int, started: bool, season: int | None = None) -> int:
        return state.rest_days(outs, pitches, started)

    # --- printing -------------------------------------------------------------------------------------------
    def print_sheets(self, teams: list[Team], paper: str = "letter", select: PrintSelection = PRINT_ALL) -> list[str]:
        from dugout.games.thats_baseball import printing  # Jinja2 only when printing, not to play

        return printing.print_sheets(teams, self.options, paper, select)
