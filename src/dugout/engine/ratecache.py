"""Rate a team once: cards of teams already rated, keyed by everything a card depends on, in memory and on disk.

Rating is the slow part of the card games (a search per pitcher card), and a command often rates the same team
more than once (printing rates what it prints, a fidelity run replays the same league); the next command rates
the same league-season again. A game whose cards are a function of the team and its options only (frozen cards,
no other input) may keep them here. The key is the team's whole roster (every line, the league-season context, the
park) and the options the cards read, so an edited roster or another option is a new key; the cards of at most
``size`` teams are kept in memory.

A cache given the game's name and card type also keeps the cards on disk, in the user's cache folder
(``paths.cache_dir() / "ratings" / GAME``, or ``$DUGOUT_RATING_CACHE``; ``off`` keeps nothing), as JSON text
(``codec``: never a pickle, docs/SECURITY.md) gzipped, under a key of the team's JSON text, the options, and
``code_key()``: the text of every module of dugout (and of any compiled build of one) and the versions of dugout,
Python, NumPy and highspy (the card searches' floats and ties). A changed dugout never reads what another kept. A
file is written whole or not at all, one that cannot be read is a miss (rated again and replaced), a folder that
cannot be written keeps nothing, and a game's folder is held to ``DISK_BYTES`` by removing the files least recently
used.
"""

from __future__ import annotations

import hashlib
import pickle
import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable
from functools import cache
from pathlib import Path
from typing import Any, Generic, TypeVar

from dugout import codec, diskcache
from dugout.model.team import Team

C = TypeVar("C")

ENV = "DUGOUT_RATING_CACHE"
"""A folder for the rated teams (one folder per game inside it), or ``off``; unset: the user's cache folder."""
DISK_BYTES = 256 << 20
"""The most a game's kept cards may take on disk (a whole Payoff Pitch league-season takes about 1 MB)."""


def folder(game: str) -> Path | None:
    """Where a game's rated teams are kept; None when the cache is off."""
    where = diskcache.folder(ENV, "ratings")
    return None if where is None else where / game


@cache
def code_key() -> str:
    """What a card depends on besides the team and options, hashed: every module of dugout (its source, and any
    compiled build of it), and the versions of dugout, Python, NumPy and highspy."""
    root = Path(__file__).resolve().parent.parent
    files = [p for pattern in ("*.py", "*.so", "*.pyd") for p in root.rglob(pattern)]
    return diskcache.source_key(sorted(files), ["dugout", "numpy", "highspy"])


_ALL: weakref.WeakSet[RatingCache[Any]] = weakref.WeakSet()


def forget() -> None:
    """Empty every rating cache's memory (what is kept on disk stays): the next rating of a team reads its file."""
    for c in list(_ALL):
        c._cards.clear()


class RatingCache(Generic[C]):
    """An LRU of rated teams, backed by files when ``game`` and ``card`` (the card's class) are given.

    >>> calls = []
    >>> cache: RatingCache[int] = RatingCache(size=1)
    >>> from dugout.generate.synthetic import random_team
    >>> from dugout.sources import lahman
    >>> team = random_team(1, lahman.league_context(1985, "NL"))
    >>> rate = lambda: calls.append(1) or {p.id: 1 for p in team.players}
    >>> cache.cards(team, "opts", rate) == cache.cards(team, "opts", rate), len(calls)
    (True, 1)
    >>> _ = cache.cards(team, "other opts", rate); len(calls)
    2
    """

    def __init__(self, size: int = 64, *, game: str | None = None, card: type | None = None) -> None:
        self.size = size
        self.game = game
        self.card: Any = None if card is None else dict[str, card]  # type: ignore[valid-type]
        self._cards: OrderedDict[tuple[bytes, Hashable], dict[str, C]] = OrderedDict()
        _ALL.add(self)

    def cards(self, team: Team, options: Hashable, rate: Callable[[], dict[str, C]]) -> dict[str, C]:
        """The cards of ``team`` under ``options`` (anything hashable whose ``repr`` names what the cards read
        besides the team), from ``rate()`` the first time; a new dict each call (the cards themselves are frozen)."""
        # the pickle holds every value of the team (two equal teams built apart may differ in bytes: a miss, never
        # a wrong hit), at a fraction of the cost of its JSON
        key = (hashlib.sha256(pickle.dumps(team, protocol=5)).digest(), options)
        found = self._cards.get(key)
        if found is None:
            found = self._from_disk(team, options, rate)
            self._cards[key] = found
            if len(self._cards) > self.size:
                self._cards.popitem(last=False)
        else:
            self._cards.move_to_end(key)
        return dict(found)

    def _from_disk(self, team: Team, options: Hashable, rate: Callable[[], dict[str, C]]) -> dict[str, C]:
        where = None if self.game is None else folder(self.game)
        if where is None:
            return rate()
        try:
            text = codec.encode_sorted(team)
        except (TypeError, ValueError):  # a team the codec cannot write is rated every time
            return rate()
        name = hashlib.sha256(f"{text}\n{options!r}".encode()).hexdigest()[:32]
        path = where / f"{name}-{code_key()}.json.gz"
        kept = diskcache.load_packed(path)
        if kept is not None:
            try:
                return codec.decode(self.card, kept)
            except (TypeError, ValueError, KeyError, AttributeError):
                pass  # written by nothing that fits these cards: rated again and replaced
        cards = rate()
        try:
            out = codec.encode(self.card, cards)
        except (TypeError, ValueError):
            return cards
        diskcache.store_packed(path, out, replaces=f"{name}-*.json.gz")
        diskcache.prune(where, "*.json.gz", DISK_BYTES)
        return cards
