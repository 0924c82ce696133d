"""The base every game plugs into: options, ratings, plate-appearance rules, fatigue and rest hooks.

A game subclasses ``Ruleset``, sets its ClassVar data, implements ``rate_player`` and
``plate_appearance``, and registers in ``dugout.games``. Base hooks do the plain thing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from dugout.errors import DugoutError
from dugout.model.player import Player
from dugout.model.team import Team

if TYPE_CHECKING:
    from dugout.engine.game import Game
    from dugout.engine.manager import Manager
    from dugout.engine.roster import GameTeam


@dataclass(frozen=True, slots=True)
class Option:
    """A named optional rule, selectable with ``--option NAME=VALUE``."""

    name: str
    default: Any
    help: str
    choices: tuple[Any, ...] | None = None
    minimum: float | None = None
    """The smallest value a numeric option takes (None: any)."""

    def parse(self, raw: Any) -> Any:
        """Convert a command-line string to the option's type, checking choices."""
        if isinstance(raw, str):
            if isinstance(self.default, bool):
                low = raw.strip().lower()
                if low in ("1", "true", "yes", "on", "y"):
                    val: Any = True
                elif low in ("0", "false", "no", "off", "n"):
                    val = False
                else:
                    raise DugoutError(f"option {self.name}: expected on or off, got {raw!r}")
            elif isinstance(self.default, int):
                try:
                    val = int(raw)
                except ValueError:
                    raise DugoutError(f"option {self.name}: expected an integer, got {raw!r}") from None
            elif isinstance(self.default, float):
                try:
                    val = float(raw)
                except ValueError:
                    raise DugoutError(f"option {self.name}: expected a number, got {raw!r}") from None
            else:
                val = raw
        else:
            val = raw
        if self.choices is not None and val not in self.choices:
            raise DugoutError(f"option {self.name}: expected one of {', '.join(map(str, self.choices))}, got {val!r}")
        if self.minimum is not None and isinstance(val, (int, float)) and not isinstance(val, bool) \
                and val < self.minimum:
            raise DugoutError(f"option {self.name}: expected {self.minimum:g} or more, got {val!r}")
        return val


COMMON_OPTIONS: tuple[Option, ...] = (
    Option("dh", "auto", "Designated hitter: auto (the home team's league-season rule), on or off.",
           ("auto", "on", "off")),
)


class Ruleset:
    """One game's rules. Subclasses override the hooks; options arrive validated in ``self.opts``."""

    name: ClassVar[str] = ""
    """The command-line name, e.g. ``thats-baseball``."""
    title: ClassVar[str] = ""
    aliases: ClassVar[tuple[str, ...]] = ()
    OPTIONS: ClassVar[tuple[Option, ...]] = ()
    innings: ClassVar[int] = 9
    #: Pitches a reliever may throw on consecutive days before he needs rest (season runner).
    uses_pitch_count: ClassVar[bool] = False

    def all_options(self) -> tuple[Option, ...]:
        """The game's options and the engine's common ones."""
        return self.OPTIONS + COMMON_OPTIONS

    def __init__(self, options: Mapping[str, Any] | None = None) -> None:
        specs = {o.name: o for o in self.all_options()}
        opts = {o.name: o.default for o in self.all_options()}
        for k, v in (options or {}).items():
            key = k.strip().lower().replace("_", "-")
            if key not in specs:
                known = ", ".join(sorted(specs)) or "none"
                raise DugoutError(f"{self.name} has no option {k!r} (options: {known})")
            opts[key] = specs[key].parse(v)
        self.opts: dict[str, Any] = opts

    def opt(self, name: str) -> Any:
        """The value of an option."""
        return self.opts[name]

    # --- ratings ------------------------------------------------------------------------------------------
    def rate_player(self, player: Player, team: Team) -> Any:
        """The game's card for one player (computed once, read by the play loop)."""
        raise NotImplementedError

    def rate_team(self, team: Team) -> dict[str, Any]:
        """Cards for every player of a team, keyed by player id."""
        return {p.id: self.rate_player(p, team) for p in team.players}

    def rating_fields(self, card: Any) -> dict[str, Any]:
        """The card as a flat dict for ``dugout ratings --json`` (name added by the caller)."""
        raise NotImplementedError

    def rating_columns(self) -> tuple[str, ...]:
        """Columns for the ratings table, in display order."""
        return ()

    # --- play ---------------------------------------------------------------------------------------------
    def new_game(self, g: Game) -> None:
        """Set up per-game state (``g.ext``) before the first pitch."""

    def start_half(self, g: Game) -> None:
        """Called at the start of every half-inning."""

    def end_half(self, g: Game) -> None:
        """Called at the end of every half-inning."""

    def plate_appearance(self, g: Game) -> None:
        """Resolve one plate appearance (and whatever happens before it) with the Game's primitives."""
        raise NotImplementedError

    def pitcher_tired(self, g: Game, side: int) -> bool:
        """True when the fielding side's pitcher has reached his limit under this game's fatigue rules."""
        return False

    def pitcher_entered(self, g: Game, side: int, pidx: int) -> None:
        """Called when a pitcher enters (starters included)."""

    def after_game(self, g: Game) -> None:
        """Called once the game is over (injuries, streaks …)."""

    def batter_value(self, card: Any) -> float:
        """A rough strength of a batter card (higher is better) for managers' choices."""
        return 0.0

    def pitcher_value(self, card: Any) -> float:
        """A rough strength of a pitcher card (higher is better)."""
        return 0.0

    def runner_value(self, card: Any) -> float:
        """Running speed of a card from 0 (slowest) to 1 (fastest), for pinch runners; 0 when the game has none."""
        return 0.0

    def fielder_value(self, card: Any, pos: str) -> float:
        """Fielding quality of a card at a position from 0 to 1, for defensive replacements; 0 when unrated."""
        return 0.0

    def steal_chance(self, g: Game, base: int) -> float:
        """Estimated success chance of the runner on ``base`` stealing (0 when the game has no steals)."""
        return 0.0

    def make_manager(self, side: int) -> Manager:
        """The default AI manager for a side."""
        from dugout.engine.manager import AIManager

        return AIManager()

    # --- seasons ------------------------------------------------------------------------------------------
    def choose_starter(self, gt: GameTeam, rested: list[int], pitching: dict[int, list[int]]) -> int | None:
        """The starting pitcher among the rested pitchers (local indices, rotation first) given the season's
        pitching lines so far, or None to let the season runner take the next man of the rotation in turn."""
        return None

    def rest_days(self, outs: int, pitches: int, started: bool) -> int:
        """Days a pitcher needs before he can pitch again after this outing."""
        if started:
            return 4
        if outs >= 9:
            return 2
        if outs >= 4:
            return 1
        return 0

    # --- printing -------------------------------------------------------------------------------------------
    def print_sheets(self, teams: list[Team], paper: str = "letter") -> list[str]:
        """Complete HTML documents (team sheets, cards, chart sheets) for these teams, ready for WeasyPrint."""
        raise NotImplementedError

    # --- describing -------------------------------------------------------------------------------------
    def describe_options(self) -> list[tuple[str, Any, str]]:
        """(name, value, help) for every option."""
        return [(o.name, self.opts[o.name], o.help) for o in self.all_options()]
