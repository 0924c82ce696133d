"""That's Baseball (2012): ratings, charts and rules."""

from dugout.games.thats_baseball.rules import ThatsBaseball

__all__ = ["ThatsBaseball"]
