"""Deadball: Baseball With Dice (W.M. Akers, 2017): ratings, charts, rules, Team Score and printing; its world
(invented players and teams, Five Tool creation, leagues) is in the ``generate`` and ``league`` subpackages."""

from dugout.games.deadball.ruleset import Deadball

__all__ = ["Deadball"]
