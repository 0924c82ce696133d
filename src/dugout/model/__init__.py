"""The roster model: players, stat lines, teams and the league-season context they played in.

Every source (Lahman, pybaseball, Baseball-Reference, CSV, generators) produces these objects and every
game rates them. The model knows nothing about any game.
"""

from dugout.model.io import SCHEMA_VERSION, load_team, save_team
from dugout.model.league import LeagueSeason
from dugout.model.player import Estimates, Player
from dugout.model.stats import BattingLine, FieldingLine, PitchingLine, RateLine
from dugout.model.team import BullpenSpot, LineupSpot, Park, Team, TeamRecord

__all__ = [
    "SCHEMA_VERSION",
    "BattingLine",
    "BullpenSpot",
    "Estimates",
    "FieldingLine",
    "LeagueSeason",
    "LineupSpot",
    "Park",
    "PitchingLine",
    "Player",
    "RateLine",
    "Team",
    "TeamRecord",
    "load_team",
    "save_team",
]
