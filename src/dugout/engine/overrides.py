"""A roster's hand-written ratings (``Player.overrides[GAME]``) checked against what the game takes: every game's
ratings module reads its overrides through ``checked``, so a field the game does not have, or a value it cannot
take, is a one-line error naming the player, the game, the field and the value (never silently ignored, never a
traceback from deep in the rating)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from dugout.errors import DugoutError
from dugout.model.player import Player

#: A field's check: returns (anything) for a value the game takes, raises ValueError, TypeError, KeyError or
#: IndexError for one it does not.
Check = Callable[[Any], object]


def anything(value: Any) -> object:
    """A field whose value the game checks itself."""
    return value


def one_of(*choices: str) -> Check:
    """A field that takes one of ``choices`` (as text, any case)."""
    def check(value: Any) -> object:
        if str(value).upper() not in {c.upper() for c in choices}:
            raise ValueError(value)
        return value
    return check


def whole(value: Any) -> int:
    """A whole number (``7``, ``"7"``; not ``7.5`` or ``"seven"``)."""
    if isinstance(value, float) and not value.is_integer():
        raise ValueError(value)
    return int(value)


def checked(player: Player, game: str, fields: Mapping[str, Check]) -> dict[str, Any]:
    """``player.overrides[game]`` once every field is one of ``fields`` and its value passes the field's check."""
    over = dict(player.overrides.get(game, {}))
    for name, value in over.items():
        if name not in fields:
            raise DugoutError(f"{player.name}: unknown {game} override {name!r} (known: {', '.join(sorted(fields))})")
        try:
            fields[name](value)
        except (TypeError, ValueError, KeyError, IndexError):
            raise DugoutError(f"{player.name}: {game} override {name}: {str(value)[:40]!r} is not a value it "
                              "takes") from None
    return over
