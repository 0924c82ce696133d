"""The contract every game plugs into: typed options, and the hooks the engine calls.

A game subclasses ``Ruleset`` in its ``ruleset.py``: it names itself (``name``, ``title``, ``aliases``), declares
its options as a frozen dataclass (``Options``, a ``GameOptions`` whose fields are made with ``option``), and
implements the required hooks (``rate_player``, ``rating_fields``, ``plate_appearance``, ``print_sheets``). Every
other hook has a default that does the plain thing. The registry in ``dugout.games`` is the only place that names
a game.

Its options (``GameOptions``, ``option``) and print selections live in ``dugout.engine.options``; they are
named here too.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar, cast

from mypy_extensions import mypyc_attr

from dugout.engine.options import PRINT_ALL as PRINT_ALL
from dugout.engine.options import GameOptions as GameOptions
from dugout.engine.options import Option as Option
from dugout.engine.options import PrintSelection as PrintSelection
from dugout.engine.options import Usage as Usage
from dugout.engine.options import option as option
from dugout.engine.roster import starter_by_pace
from dugout.errors import DugoutError
from dugout.model.player import Player
from dugout.model.team import Team

if TYPE_CHECKING:
    from dugout.engine.decisions import Choice
    from dugout.engine.dice import Dice
    from dugout.engine.game import Game
    from dugout.engine.manager import Manager
    from dugout.engine.roster import GameTeam

Card = TypeVar("Card")
"""The type of a game's card (what ``rate_player`` makes and the play loop reads)."""
Opts = TypeVar("Opts", bound=GameOptions)
"""The type of a game's options (``Ruleset.Options``): ``self.options`` is one, typed for the game's own code."""


@mypyc_attr(allow_interpreted_subclasses=True)
class Ruleset(ABC, Generic[Card, Opts]):
    """One game's rules: the hooks the engine, the season runner, the ratings and the printing commands call.

    Required: ``rate_player``, ``rating_fields``, ``plate_appearance``, ``print_sheets``. Everything else has a
    default that does the plain thing.
    """

    name: ClassVar[str] = ""
    """The command-line name, e.g. ``thats-baseball``."""
    title: ClassVar[str] = ""
    aliases: ClassVar[tuple[str, ...]] = ()
    Options: ClassVar[type[GameOptions]] = GameOptions
    """The game's options dataclass."""
    innings: ClassVar[int] = 9
    has_quick: ClassVar[bool] = False
    """True when ``quick_result`` plays a game in one roll (``--quick``)."""
    usage: ClassVar[Usage | None] = None
    """How closely the default manager follows the teams' real pitcher usage (None: it makes no such claim)."""
    playbook: ClassVar[tuple[str, ...]] = ()
    """The kinds of call the game offers a manager (``offense_calls`` and ``defense_calls``): ``steal``, ``bunt``,
    ``ibb`` …; the conformance tests check that each is offered and that the plate appearance acts on it."""
    playbook_rare: ClassVar[tuple[str, ...]] = ()
    """Kinds of call offered only when the teams allow them (a Five Tool pitch needs Five Tool pitchers): the menus
    may offer them, and the conformance tests hold them to the same checks whenever they come up."""
    rating_inputs: ClassVar[dict[str, tuple[str, ...]]] = {}
    """The stats each rating column reads that a season may not have recorded (``b.sb`` batting, ``p.hbp``
    pitching, ``f.cs`` fielding, ``pl.bats`` the player's record): a player whose line estimates one gets that
    rating marked (``engine.estimates``). A column missing here reads only recorded stats."""
    questions: ClassVar[dict[str, str]] = {}
    """The ``Manager.decide`` names a person managing a side is asked in the middle of a play, with the question
    put to him (``{"extra-base": "send the runner for the extra base?"}``); the others are the AI's."""

    def __init__(self, options: Mapping[str, Any] | GameOptions | None = None) -> None:
        if isinstance(options, GameOptions):
            if not isinstance(options, self.Options):
                raise DugoutError(f"{self.name} takes {self.Options.__name__}, not {type(options).__name__}")
            self.options: Opts = cast(Opts, options)
        else:
            self.options = cast(Opts, self.Options.parse(options, self.name))
        self._options_items = tuple(self.options.as_dict().items())

    def options_dict(self) -> dict[str, Any]:
        """Every option by its command-line name (``GameOptions.as_dict``), worked out once (the options are frozen):
        every game's box score asks for them."""
        return dict(self._options_items)

    @classmethod
    def option_specs(cls) -> tuple[Option, ...]:
        """The game's options as the command line sees them."""
        return cls.Options.specs()

    # --- ratings ------------------------------------------------------------------------------------------
    @abstractmethod
    def rate_player(self, player: Player, team: Team) -> Card:
        """The game's card for one player (computed once, read by the play loop)."""

    def game_team(self, team: Team) -> Team:
        """The team as it takes the field (``engine.season.rated`` calls it before rating): as it is, unless the
        game's book fills a short roster (Deadball rolls relievers for a team without any)."""
        return team

    def rate_team(self, team: Team) -> dict[str, Card]:
        """Cards for every player of a team, keyed by player id (override when a team is rated together)."""
        return {p.id: self.rate_player(p, team) for p in team.players}

    @abstractmethod
    def rating_fields(self, card: Card) -> dict[str, Any]:
        """The card as a flat dict for ``dugout ratings --json`` (name added by the caller)."""

    def rating_columns(self) -> tuple[str, ...]:
        """Columns for the ratings table, in display order."""
        return ()

    def batter_value(self, card: Card) -> float:
        """A rough strength of a batter card (higher is better): pinch hitters and replacements."""
        return 0.0

    def runner_value(self, card: Card) -> float:
        """Running speed of a card from 0 (slowest) to 1 (fastest), for pinch runners; 0 when the game has none."""
        return 0.0

    def fielder_value(self, card: Card, pos: str) -> float:
        """Fielding quality of a card at a position from 0 to 1, for defensive replacements; 0 when unrated."""
        return 0.0

    # --- a game -------------------------------------------------------------------------------------------
    def make_manager(self, side: int) -> Manager:
        """The default AI manager for a side."""
        from dugout.engine.manager import AIManager

        return AIManager()

    def game_type(self, narrate: bool) -> type[Game]:
        """The class of the games this ruleset plays: ``Game``, or a subclass whose overridden primitives follow the
        play for the game's own play-by-play (``narrate``). A game must not replace a ``Game``'s methods on the
        instance: compiled (``dugout.native``), ``Game`` has no instance dictionary."""
        from dugout.engine.game import Game

        return Game

    def new_game(self, g: Game) -> None:
        """Set up per-game state (``g.ext``) before the first pitch."""

    def pitcher_entered(self, g: Game, side: int, pidx: int) -> None:
        """Called when a pitcher enters (starters included)."""

    def start_half(self, g: Game) -> None:
        """Called at the start of every half-inning."""

    @abstractmethod
    def plate_appearance(self, g: Game) -> None:
        """Resolve one plate appearance (and whatever happens before it) with the Game's primitives."""

    def offense_calls(self, g: Game, side: int) -> list[Choice]:
        """The calls the batting side may make before this plate appearance, each legal in this state and each
        asked about by ``plate_appearance`` (steal, bunt, squeeze, hit-and-run …; see ``engine.decisions``)."""
        return []

    def defense_calls(self, g: Game, side: int) -> list[Choice]:
        """The calls the fielding side may make before this plate appearance (intentional walk, pitch out,
        pickoff, alignments …), each legal in this state and each asked about by ``plate_appearance``."""
        return []

    def speed_label(self, card: Card) -> str:
        """A runner's speed as the game's card shows it (``speed 15``, ``S+``), for the scoreboard; "" for none."""
        return ""

    def situation(self, g: Game) -> list[str]:
        """The game's own scoreboard lines before a decision: the count, the pitcher's fatigue, standing
        alignments, whatever the game tracks that a manager weighs."""
        return []

    def pitcher_tired(self, g: Game, side: int) -> bool:
        """True when the fielding side's pitcher has reached his limit under this game's fatigue rules."""
        return False

    def end_half(self, g: Game) -> None:
        """Called at the end of every half-inning."""

    def after_game(self, g: Game) -> None:
        """Called once the game is over (injuries, streaks, what the next game remembers in ``g.carry``)."""

    # --- seasons ------------------------------------------------------------------------------------------
    def choose_starter(self, gt: GameTeam, rested: list[int], pitching: dict[int, list[int]]) -> int | None:
        """The starting pitcher among the rested pitchers (local indices, rotation first) given the season's
        pitching lines so far, or None to let the season runner take the next man of the rotation in turn. The
        default follows the team's real starts (``roster.starter_by_pace``)."""
        return starter_by_pace(gt, rested, pitching)

    def real_rotation(self) -> bool:
        """Whether a season of real teams rests each starter no longer than he rested in the real season
        (``roster.pace_rest``: Radbourn's 73 starts of 1884 Providence's 114 games, a two-man rotation), the
        ruleset's ``rest_days`` being the most. Default no: the game's own rest rule alone."""
        return False

    def swing_relief(self) -> bool:
        """Whether, over a season that follows real usage (``real_rotation``), the rotation men who relieved between
        their starts in the real season (``roster.swingmen``) relieve between theirs (``Season.relief_ready``)
        rather than leave all the team's relief to the rest of its staff. Default yes (a game may decline)."""
        return True

    def rest_days(self, outs: int, pitches: int, started: bool, season: int | None = None) -> int:
        """Days a pitcher needs before he can pitch again after this outing; ``season`` is his team's (None for a
        team without one), for a game whose rest depends on the era."""
        if started:
            return 4
        if outs >= 9:
            return 2
        if outs >= 4:
            return 1
        return 0

    def quick_result(self, away: GameTeam, home: GameTeam, dice: Dice) -> tuple[int, int]:
        """A whole game in one roll, (away runs, home runs), for games with ``has_quick``."""
        raise DugoutError(f"{self.name} has no quick simulation")

    # --- printing -------------------------------------------------------------------------------------------
    @abstractmethod
    def print_sheets(self, teams: list[Team], paper: str = "letter", select: PrintSelection = PRINT_ALL) -> list[str]:
        """Complete HTML documents for these teams, ready for WeasyPrint: team by team (each team's documents
        start a page), its own sheets and its players' cards as ``select`` asks, then the chart sheets. A game
        whose players are rows of a team sheet rather than cards prints, for ``select.players``, a sheet of
        those rows alone."""
