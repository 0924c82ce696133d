"""That's Baseball (2012): ratings, charts and rules (the package layout is docs/ENGINE.md's skeleton)."""

from dugout.games.thats_baseball.ruleset import ThatsBaseball

__all__ = ["ThatsBaseball"]
