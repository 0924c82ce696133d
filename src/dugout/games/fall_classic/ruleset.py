"""Fall Classic Baseball (GFS Games), the plug-in: red and white d6 pick a line, the d20 reads it; pitchers'
grades A, B, C (and D when tired).

The plate appearance is ``play`` (``FallClassicPlay``), a person's menus ``play_calls`` (``FallClassicCalls``),
the hooks around it ``state`` (``FallClassicHooks``);
the hooks outside a game delegate to ``ratings``, ``manager``, ``state`` and ``printing``. Decisions on the
digest's gaps are recorded in docs/rules/fall-classic.md.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import Any, ClassVar

from mypy_extensions import mypyc_attr

from dugout.engine.game import Game
from dugout.engine.manager import Manager
from dugout.engine.roster import GameTeam
from dugout.engine.ruleset import PRINT_ALL, GameOptions, PrintSelection, Usage
from dugout.games.fall_classic import manager, ratings, state
from dugout.games.fall_classic.card import FCCard
from dugout.games.fall_classic.options import FallClassicOptions
from dugout.games.fall_classic.play_calls import FallClassicCalls
from dugout.games.fall_classic.play_narration import NarratedGame
from dugout.games.fall_classic.ratings import RATING_INPUTS
from dugout.model.player import Player
from dugout.model.team import Team


@mypyc_attr(allow_interpreted_subclasses=True)
class FallClassic(FallClassicCalls):
    """Fall Classic Baseball: batter cards with pitcher lines left blank, A/B/C pitcher grades."""

    name: ClassVar[str] = "fall-classic"
    title: ClassVar[str] = "Fall Classic Baseball"
    aliases: ClassVar[tuple[str, ...]] = ("fc", "fallclassic", "fall", "classic")
    Options: ClassVar[type[GameOptions]] = FallClassicOptions
    has_quick: ClassVar[bool] = False
    rating_inputs: ClassVar[dict[str, tuple[str, ...]]] = RATING_INPUTS
    usage: ClassVar[Usage | None] = Usage(complete_games=0.10, relief=0.25,
                                          modern_relief=(2.3, 4.0), modern_innings=1.15)

    # --- ratings --------------------------------------------------------------------------------------------
    def rate_player(self, player: Player, team: Team) -> FCCard:
        return ratings.rate_card(player, team, self.options)

    def rate_team(self, team: Team) -> dict[str, FCCard]:
        return ratings.rate_team(team, ibb=self.options.ibb, parks=self.options.ballparks,
                                 opposition=self.options.opposition, batter_hr=self.options.batter_hr)

    def rating_fields(self, card: FCCard) -> dict[str, Any]:
        return ratings.rating_fields(card)

    def rating_columns(self) -> tuple[str, ...]:
        return ratings.RATING_COLUMNS

    def game_type(self, narrate: bool) -> type[Game]:
        # narrated: a Game whose primitives tell the play-by-play's result lines what each play did
        return NarratedGame if narrate else super().game_type(narrate)

    # --- managers and seasons ---------------------------------------------------------------------------------
    def make_manager(self, side: int) -> Manager:
        return manager.FCManager(self.options)

    def choose_starter(self, gt: GameTeam, rested: list[int], pitching: dict[int, list[int]]) -> int | None:
        if not self.options.playing_time:
            return None
        return super().choose_starter(gt, rested, pitching)  # the engine's: each starter his real share

    def real_rotation(self) -> bool:
        # the rotation that follows real starts (playing time on): an 1884 ace starts as often as he did
        return self.options.playing_time

    def rest_days(self, outs: int, pitches: int, started: bool, season: int | None = None) -> int:
        return state.rest_days(outs, started, self.options.playing_time)

    # --- printing ---------------------------------------------------------------------------------------------
    def print_sheets(self, teams: list[Team], paper: str = "letter", select: PrintSelection = PRINT_ALL) -> list[str]:
        from dugout.games.fall_classic import printing  # Jinja2 is loaded only when something is printed

        return printing.print_sheets(teams, self.options, paper, select)
