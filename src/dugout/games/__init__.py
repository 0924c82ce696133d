"""The registry of games: the one place that names them.

``find_game("tb")`` resolves a name or alias to a Ruleset class; ``make_rules`` builds one with options;
``register`` adds a game (a sixth game, or a test's toy game), which every command and every conformance test
then offers.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from typing import Any

from dugout.engine.ruleset import Ruleset
from dugout.errors import UnknownGameError
from dugout.games.deadball import Deadball
from dugout.games.deadball.generate import service as generate_service
from dugout.games.deadball.league import service as league_service
from dugout.games.fall_classic import FallClassic
from dugout.games.payoff_pitch import PayoffPitch
from dugout.games.pine_tar import PineTar
from dugout.games.thats_baseball import ThatsBaseball
from dugout.model.schema import register_overrides

#: ``generate_service`` and ``league_service`` are Deadball's world behind ``dugout.api.league`` (invented
#: teams, Five Tool ratings, leagues): with the rulesets, the only names of a game's modules outside ``games/``.
__all__ = ["RULESETS", "find_game", "game_names", "generate_service", "league_service", "make_rules", "register"]

RULESETS: dict[str, type[Ruleset]] = {
    ThatsBaseball.name: ThatsBaseball,
    PineTar.name: PineTar,
    Deadball.name: Deadball,
    FallClassic.name: FallClassic,
    PayoffPitch.name: PayoffPitch,
}

#: The keys each game reads from ``Player.overrides[game]`` (its ratings module applies them); the roster schema
#: refuses any other game or key.
OVERRIDE_KEYS: dict[str, tuple[str, ...]] = {
    Deadball.name: ("bats", "throws", "bt", "wt", "pd", "pitch_die", "traits"),
    FallClassic.name: ("bat", "run", "sbs", "jump", "sh", "hnr", "fielding"),
    PayoffPitch.name: ("run", "dp", "jump", "bunt", "hold", "start", "relief", "marker", "pitcher_dp"),
    PineTar.name: ("br", "sbc", "sbo", "shc", "rg", "ec", "arm", "ar", "inj", "inj_len", "mip_start", "mip_relief",
                   "bk_top", "wp_top", "role"),
    ThatsBaseball.name: ("aba", "pan", "pitcher_chart"),
}
for _game, _keys in OVERRIDE_KEYS.items():
    register_overrides(_game, _keys)


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
    for name, cls in RULESETS.items():
        out[name] = name
        out[name.replace("-", "")] = name
        out[name.replace("-", "_")] = name
        for a in cls.aliases:
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
