"""The engine's floor: the cheapest game the engine can play, measured the way ``bench_speed.py`` measures a game.

``Floor`` is a ruleset whose plate appearance is the reference loop's (``reference.py``): one roll of the project's
``Dice`` read off the same d100 table (out, strikeout, walk, single, double, triple, home run), the runners forced
or moved up by the hit's bases. Everything else is the engine's and its default AI manager's, as every real
game has it: the lineups and the defense, the managers' looks before each plate appearance and each half-inning
(pitching changes, pinch hitters and runners), the box-score lines, the runs and earned runs, the pitchers of
record and the ``BoxScore`` built at the end. ``Quiet`` is the same game with a manager that never looks at
anything (the engine's ``Manager``, whose hooks do nothing).

What it tells: a real game's ratio to the reference loop cannot exceed the floor's, because it pays all of the
floor and then its own rules. ``bench_speed.py`` prints both floors beside the games.

Not a game: it is not registered, and nothing in ``src/`` imports it.
"""

from __future__ import annotations

from typing import Any

from reference import TABLE

from dugout.engine.codes import DOUBLE, HOMER, OUT, SINGLE, STRIKEOUT, TRIPLE, WALK
from dugout.engine.game import Game
from dugout.engine.manager import Manager
from dugout.engine.ruleset import Ruleset


class Floor(Ruleset):
    """The reference loop's plate appearance (one die); the default AI manager."""

    name = "floor"

    def rate_player(self, player: Any, team: Any) -> None:
        return None

    def rating_fields(self, card: Any) -> dict[str, Any]:
        return {}

    def print_sheets(self, *args: Any, **kwargs: Any) -> list[str]:
        return []

    def plate_appearance(self, g: Game) -> None:
        code = TABLE[g.dice.d(100, "pa") - 1]
        if code <= 1:
            g.out_pa(STRIKEOUT if code else OUT)
        elif code == 2:
            g.force()
            g.place_batter(1)
            g.end_pa(WALK)
        elif code == 6:
            g.home_run()
            g.end_pa(HOMER)
        else:
            n = code - 2
            g.move_all(n)
            g.place_batter(n)
            g.end_pa(_HITS[n])


_HITS = (0, SINGLE, DOUBLE, TRIPLE)


class Quiet(Floor):
    """The floor with managers whose looks do nothing (no pitching change, no pinch hitter)."""

    name = "floor-quiet"

    def make_manager(self, side: int) -> Manager:
        return Manager()


FLOORS = {"floor": Floor, "floor-quiet": Quiet}
