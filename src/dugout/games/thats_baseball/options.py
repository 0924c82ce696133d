"""That's Baseball's options: one frozen dataclass field per optional rule (``--option NAME=VALUE``)."""

from __future__ import annotations

from dataclasses import dataclass

from dugout.engine.ruleset import GameOptions, option


@dataclass(frozen=True, slots=True)
class ThatsBaseballOptions(GameOptions):
    """That's Baseball's options: ``--option NAME=VALUE`` on the command line."""

    pitch_count: bool = option(False, "PAN rises by 1 for every 20 pitches over the limit (100 starter, 40 "
                                      "reliever), from the next inning.")
    brawls: bool = option(False, "A 44 is a hit batsman (1-3) or passed ball (4-6); a hit batsman may start "
                                 "a brawl.")
    injuries: bool = option(False, "After each game each team rolls for an injury.")
    error_roll: bool = option(True, "The offense may roll 2d6 on a groundout; a 2 is an error (digest gap "
                                    "7).")
