"""Payoff Pitch Baseball: cards from stats, the pitcher-card/batter-card engine, printed cards and charts."""

from dugout.games.payoff_pitch.ruleset import PayoffPitch

__all__ = ["PayoffPitch"]
