"""Importers: each produces model objects (Team, Player, LeagueSeason) from one source."""
