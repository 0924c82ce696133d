"""Options and print selections of a game: data the games subclass, kept apart from ``ruleset`` so that a compiled
build (``docs/ENGINE.md``, *A compiled build*) can compile the engine's ``Ruleset`` while every game's options stay
ordinary dataclasses.

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
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Self

from dugout.errors import DugoutError


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
