"""The registry of games: the one place that names them.

``find_game("tb")`` resolves a name or alias to a Ruleset class; ``make_rules`` builds one with options;
``register`` adds a game (a sixth game, or a test's toy game), which every command and every conformance test
then offers.
"""

from __future__ import annotations

import difflib
import importlib
from collections.abc import Iterator, Mapping, MutableMapping
from typing import Any

from dugout.engine.ruleset import Ruleset
from dugout.errors import UnknownGameError
from dugout.model.schema import register_overrides

#: ``generate_service`` and ``league_service`` are Deadball's world behind ``dugout.api.league`` (invented
#: teams, Five Tool ratings, leagues): with the rulesets, the only names of a game's modules outside ``games/``.
__all__ = ["RULESETS", "find_game", "game_names", "generate_service", "league_service", "make_rules", "register"]

#: The built-in games by name: where each Ruleset class lives, and its aliases (held to the class's own by
#: ``_Registry`` when it is imported, and by ``tests/conformance``), so that naming a game imports that game only.
BUILT_IN: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "thats-baseball": ("dugout.games.thats_baseball", "ThatsBaseball", ("thats", "tb", "thatsbaseball")),
    "pine-tar": ("dugout.games.pine_tar", "PineTar", ("pt", "pinetar", "pine")),
    "deadball": ("dugout.games.deadball", "Deadball", ("db", "dead-ball", "deadball-baseball")),
    "fall-classic": ("dugout.games.fall_classic", "FallClassic", ("fc", "fallclassic", "fall", "classic")),
    "payoff-pitch": ("dugout.games.payoff_pitch", "PayoffPitch", ("pp", "payoff", "payoffpitch")),
}


class _Registry(MutableMapping[str, type[Ruleset]]):
    """The games by name, in the order they were registered; a built-in game's package is imported the first
    time its class is asked for (a command that plays one game loads no other)."""

    def __init__(self) -> None:
        self._classes: dict[str, type[Ruleset] | None] = dict.fromkeys(BUILT_IN)

    def __getitem__(self, name: str) -> type[Ruleset]:
        cls = self._classes[name]
        if cls is None:
            module, attr, aliases = BUILT_IN[name]
            cls = getattr(importlib.import_module(module), attr)
            assert cls.name == name and cls.aliases == aliases, f"games.BUILT_IN disagrees with {module}.{attr}"
            self._classes[name] = cls
        return cls

    def __setitem__(self, name: str, cls: type[Ruleset]) -> None:
        self._classes[name] = cls

    def __delitem__(self, name: str) -> None:
        del self._classes[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._classes)

    def __len__(self) -> int:
        return len(self._classes)

    def __contains__(self, name: object) -> bool:
        return name in self._classes

    def aliases(self, name: str) -> tuple[str, ...]:
        """A game's aliases, without importing a built-in game."""
        cls = self._classes[name]
        return cls.aliases if cls is not None else BUILT_IN[name][2]


RULESETS = _Registry()

#: The keys each game reads from ``Player.overrides[game]`` (its ratings module applies them); the roster schema
#: refuses any other game or key.
OVERRIDE_KEYS: dict[str, tuple[str, ...]] = {
    "deadball": ("bats", "throws", "bt", "wt", "pd", "pitch_die", "traits"),
    "fall-classic": ("bat", "run", "sbs", "jump", "sh", "hnr", "fielding"),
    "payoff-pitch": ("run", "dp", "jump", "bunt", "hold", "start", "relief", "marker", "pitcher_dp"),
    "pine-tar": ("br", "sbc", "sbo", "shc", "rg", "ec", "arm", "ar", "inj", "inj_len", "mip_start", "mip_relief",
                 "bk_top", "wp_top", "role"),
    "thats-baseball": ("aba", "pan", "pitcher_chart"),
}
for _game, _keys in OVERRIDE_KEYS.items():
    register_overrides(_game, _keys)


def __getattr__(name: str) -> Any:
    """Deadball's generation and league services, imported when first named (``dugout.api.league``)."""
    if name in ("generate_service", "league_service"):
        sub = "generate" if name == "generate_service" else "league"
        return importlib.import_module(f"dugout.games.deadball.{sub}.service")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def register(cls: type[Ruleset]) -> type[Ruleset]:
    """Add a game to the registry (usable as a class decorator). Its name and aliases must be new, and it must
    implement every required hook.

    >>> register(RULESETS["deadball"])
    Traceback (most recent call last):
    ...
    ValueError: a game named 'deadball' is registered already
    """
    if not cls.name or cls.name != cls.name.strip().lower():
        raise ValueError(f"a game needs a lower-case name, got {cls.name!r}")
    if cls.name in RULESETS:
        raise ValueError(f"a game named {cls.name!r} is registered already")
    missing = sorted(getattr(cls, "__abstractmethods__", ()))
    if missing:
        raise ValueError(f"{cls.name} does not implement {', '.join(missing)}")
    taken = _aliases()
    clash = [a for a in (cls.name, *cls.aliases) if a in taken]
    if clash:
        raise ValueError(f"{cls.name}: {clash[0]!r} already names {taken[clash[0]]}")
    RULESETS[cls.name] = cls
    return cls


def _aliases() -> dict[str, str]:
    out = {}
    for name in RULESETS:
        out[name] = name
        out[name.replace("-", "")] = name
        out[name.replace("-", "_")] = name
        for a in RULESETS.aliases(name):
            out[a] = name
    return out


def find_game(name: str) -> type[Ruleset]:
    """The Ruleset class for a game name or alias (case-insensitive)."""
    key = name.strip().lower()
    al = _aliases()
    if key in al:
        return RULESETS[al[key]]
    close = difflib.get_close_matches(key, list(al), n=1, cutoff=0.5)
    hint = f"; did you mean {al[close[0]]}?" if close else ""
    raise UnknownGameError(f"no game {name!r} (games: {', '.join(RULESETS)}){hint}")


def make_rules(name: str, options: Mapping[str, Any] | None = None) -> Ruleset:
    """A Ruleset instance with validated options."""
    return find_game(name)(options)


def game_names() -> list[str]:
    """Registered game names."""
    return list(RULESETS)
