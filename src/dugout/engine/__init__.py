"""The shared game engine: dice, game state, substitutions, managers, box scores, series and seasons.

The engine never imports a game. Games plug in by subclassing ``Ruleset`` and registering in
``dugout.games``.
"""
