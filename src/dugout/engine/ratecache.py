"""Rate a team once per process: cards of teams already rated, keyed by everything a card depends on.

Rating is the slow part of the card games (a search per pitcher card), and a command often rates the same team
more than once (printing rates what it prints, a fidelity run replays the same league). A game whose cards are a
function of the team and its options only (frozen cards, no other input) may keep them here. The key is the
team's whole roster (every line, the league-season context, the park) and the options the cards read, so
an edited roster or another option is a new key; the cards of at most ``size`` teams are kept.
"""

from __future__ import annotations

import hashlib
import pickle
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

from dugout.model.team import Team

C = TypeVar("C")


class RatingCache(Generic[C]):
    """An LRU of rated teams.

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

    def __init__(self, size: int = 64) -> None:
        self.size = size
        self._cards: OrderedDict[tuple[bytes, Hashable], dict[str, C]] = OrderedDict()

    def cards(self, team: Team, options: Hashable, rate: Callable[[], dict[str, C]]) -> dict[str, C]:
        """The cards of ``team`` under ``options`` (anything hashable that names what the cards read besides the
        team), from ``rate()`` the first time; a new dict each call (the cards themselves are frozen)."""
        # the pickle holds every value of the team (two equal teams built apart may differ in bytes: a miss, never
        # a wrong hit), at a fraction of the cost of its JSON
        key = (hashlib.sha256(pickle.dumps(team, protocol=5)).digest(), options)
        found = self._cards.get(key)
        if found is None:
            found = self._cards[key] = rate()
            if len(self._cards) > self.size:
                self._cards.popitem(last=False)
        else:
            self._cards.move_to_end(key)
        return dict(found)
