"""Fall Classic Baseball (GFS Games): cards from stats, the full chart engine, printed cards and charts."""

from dugout.games.fall_classic.ruleset import FallClassic

__all__ = ["FallClassic"]
