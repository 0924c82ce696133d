"""dugout: import, rate, print and play baseball teams in tabletop dice baseball games."""

__version__ = "0.1.0"
