"""Pine Tar Baseball (2015): cards from stats, the one-roll engine with graded pitchers, printed team sheets."""

from dugout.games.pine_tar.ruleset import PineTar

__all__ = ["PineTar"]
