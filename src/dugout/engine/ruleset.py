"""The contract every game plugs into: typed options, and the hooks the engine calls.

A game subclasses ``Ruleset`` in its ``ruleset.py``: it names itself (``name``, ``title``, ``aliases``), declares
its options as a frozen dataclass (``Options``, a ``GameOptions`` whose fields are made with ``option``), and
implements the required hooks (``rate_player``, ``rating_fields``, ``plate_appearance``, ``print_sheets``). Every
other hook has a default that does the plain thing. The registry in ``dugout.games`` is the only place that names
a game.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True, slots=True)
... class ToyOptions(GameOptions):
...     wind: bool = option(False, "A wind blowing out: home runs on 11 and 12.")
...     innings: int = option(9, "Innings in a game.", minimum=1)
>>> ToyOptions.parse({"wind": "on"}, "toy").wind
True
>>> [o.name for o in ToyOptions.specs()]
['wind', 'innings', 'dh', 'extra-runner']
>>> ToyOptions.parse({"innings": "0"}, "toy")
Traceback (most recent call last):
...
dugout.errors.DugoutError: option innings: expected 1 or more, got 0
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Self, TypeVar

from dugout.engine.roster import starter_by_pace
from dugout.errors import DugoutError
from dugout.model.player import Player
from dugout.model.team import Team

if TYPE_CHECKING:
    from typing import Self

    from dugout.engine.decisions import Choice
    from dugout.engine.dice import Dice
    from dugout.engine.game import Game
    from dugout.engine.manager import Manager
    from dugout.engine.roster import GameTeam

Card = TypeVar("Card")
"""The type of a game's card (what ``rate_player`` makes and the play loop reads)."""
O = TypeVar("O", bound="GameOptions")


@dataclass(frozen=True, slots=True)
class PrintSelection:
    """What ``print_sheets`` prints: the teams' own sheets (team sheets, game cards, scorecards), the player
    cards, the chart sheets, and, with ``players``, only those players (by id) wherever players are printed;
    ``backs`` adds a back to every card (each page of fronts followed by its page of backs, mirrored for duplex
    printing), ``palette`` the colours (``team`` or ``mono``, ``dugout.render.colours``)."""

    team: bool = True
    cards: bool = True
    charts: bool = True
    players: frozenset[str] | None = None
    backs: bool = False
    palette: str = "team"

    def wants(self, player_id: str) -> bool:
        """Whether this player is printed."""
        return self.players is None or player_id in self.players


#: Everything: every team's sheets, every card, the charts.
PRINT_ALL = PrintSelection()


@dataclass(frozen=True, slots=True)
class Option:
    """One option as the command line sees it (``--option NAME=VALUE``), read off a ``GameOptions`` field."""

    name: str
    """The command-line name: the field's name with ``-`` for ``_``."""
    default: Any
    help: str
    choices: tuple[Any, ...] | None = None
    minimum: float | None = None
    """The smallest value a numeric option takes (None: any)."""
    house: bool = False
    """A house rule (ours, not the book's): off by default and listed apart."""
    field: str = ""
    """The ``GameOptions`` attribute that holds the value."""

    def parse(self, raw: Any) -> Any:
        """Convert a command-line string to the option's type, checking choices and the minimum."""
        val: Any = raw
        if isinstance(raw, str):
            if isinstance(self.default, bool):
                low = raw.strip().lower()
                if low in ("1", "true", "yes", "on", "y"):
                    val = True
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
        if self.choices is not None and val not in self.choices:
            raise DugoutError(f"option {self.name}: expected one of {', '.join(map(str, self.choices))}, got {val!r}")
        if self.minimum is not None and isinstance(val, (int, float)) and not isinstance(val, bool) \
                and val < self.minimum:
            raise DugoutError(f"option {self.name}: expected {self.minimum:g} or more, got {val!r}")
        return val


def option(default: Any, help: str, *, choices: tuple[Any, ...] | None = None, minimum: float | None = None,
           house: bool = False) -> Any:
    """A field of a ``GameOptions`` dataclass: its default, its one-line help, and what values it takes. The field's
    name, with ``-`` for ``_``, is the option's command-line name."""
    return dataclasses.field(default=default, metadata={"help": help, "choices": choices, "minimum": minimum,
                                                        "house": house})


_SPECS: dict[type[GameOptions], tuple[Option, ...]] = {}
"""``GameOptions.specs`` of each options class, worked out once (box scores list the options of every game)."""


@dataclass(frozen=True, slots=True)
class GameOptions:
    """The options every game has. A game subclasses it (a frozen dataclass of ``option`` fields); the ruleset holds
    the parsed instance as ``self.options``."""

    dh: str = option("auto", "Designated hitter: auto (the home team's league-season rule), on or off.",
                     choices=("auto", "on", "off"))
    extra_runner: str = option("auto", "Each extra half-inning starts with a runner on second: auto (the home team's "
                               "season: regular seasons from 2020), on or off.", choices=("auto", "on", "off"))

    @classmethod
    def specs(cls) -> tuple[Option, ...]:
        """Every option as the command line sees it: the game's own in declaration order, then the common ones."""
        found = _SPECS.get(cls)
        if found is None:
            common = {f.name for f in dataclasses.fields(GameOptions)}
            fields = dataclasses.fields(cls)
            ordered = [f for f in fields if f.name not in common] + [f for f in fields if f.name in common]
            found = _SPECS[cls] = tuple(
                Option(f.name.replace("_", "-"), f.default, f.metadata["help"], f.metadata["choices"],
                       f.metadata["minimum"], f.metadata["house"], f.name) for f in ordered)
        return found

    @classmethod
    def parse(cls, values: Mapping[str, Any] | None, game: str = "") -> Self:
        """Options from command-line pairs (``{"hit-table": "basic"}``; ``_`` and ``-`` alike, any case), each checked;
        an unknown name is an error naming the game's options."""
        specs = {o.name: o for o in cls.specs()}
        kw: dict[str, Any] = {}
        for k, v in (values or {}).items():
            key = k.strip().lower().replace("_", "-")
            if key not in specs:
                known = ", ".join(sorted(specs)) or "none"
                raise DugoutError(f"{game or 'this game'} has no option {k!r} (options: {known})")
            kw[specs[key].field] = specs[key].parse(v)
        return cls(**kw)

    def as_dict(self) -> dict[str, Any]:
        """Every option by its command-line name (for box scores, reports and JSON); worked out once per set of
        options (they are frozen), as every game's box score asks (1 % of a Fall Classic game with its box)."""
        items = _AS_DICT.get(self)
        if items is None:
            if len(_AS_DICT) >= 256:
                _AS_DICT.clear()
            items = _AS_DICT[self] = tuple((o.name, getattr(self, o.field)) for o in self.specs())
        return dict(items)


_AS_DICT: dict[GameOptions, tuple[tuple[str, Any], ...]] = {}


@dataclass(frozen=True, slots=True)
class Usage:
    """What a game's default manager promises about how pitchers are used, as data the conformance tests check on
    two real league-seasons: in 1908 NL starters completed .67 of their starts and teams made 0.40 relief
    appearances a game; in 2016 NL teams made 3.30, about an inning each."""

    complete_games: float = 0.10
    """1908 NL: complete games per start within this of the real share."""
    relief: float = 0.25
    """1908 NL: relief appearances per team game within this of the real number."""
    modern_relief: tuple[float, float] = (2.25, 4.0)
    """2016 NL: relief appearances per team game between these."""
    modern_innings: float = 1.5
    """2016 NL: innings per relief appearance at most."""


class Ruleset(ABC, Generic[Card]):
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
            self.options = options
        else:
            self.options = self.Options.parse(options, self.name)

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

    def rest_days(self, outs: int, pitches: int, started: bool) -> int:
        """Days a pitcher needs before he can pitch again after this outing."""
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
