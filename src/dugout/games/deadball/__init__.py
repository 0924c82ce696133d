"""Deadball: Baseball With Dice (W.M. Akers, 2017): ratings, charts, rules, Team Score and printing."""

from dugout.games.deadball.rules import Deadball

__all__ = ["Deadball"]
