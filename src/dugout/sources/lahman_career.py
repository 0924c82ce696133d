"""Career spans and the Hall of Fame from the Lahman database (the Pine Tar card's Career row), read through
``lahman``'s tables."""

from __future__ import annotations

from functools import cache
from typing import Any

from dugout.sources.lahman import _na, _people_table, _table


@cache
def _careers() -> dict[str, tuple[int | None, int | None, bool]]:
    people = _people_table()
    hof = _table("HallOfFame")
    inducted = set(hof.loc[hof["inducted"].astype("string").fillna("") == "Y", "playerID"].astype(str))
    first = _years(people["debut"])
    last = _years(people["finalGame"])
    return {pid: (a, b, pid in inducted) for pid, a, b in zip(people["playerID"].tolist(), first, last)
            if isinstance(pid, str)}


def _years(col: Any) -> list[int | None]:
    """The year of each date of a column (None where missing)."""
    ys = col.astype("string").str[:4].astype("Int64").tolist()
    return [None if _na(y) else int(y) for y in ys]


def career(player_id: str) -> tuple[int | None, int | None, bool] | None:
    """A player's first and last major-league seasons (his debut's and final game's years) and whether he is in the
    Hall of Fame; None for a player Lahman does not know.

    >>> career("broutda01")
    (1879, 1904, True)
    """
    return _careers().get(player_id)
