"""Fictional players and teams."""
