"""That's Baseball's options: one frozen dataclass field per optional rule (``--option NAME=VALUE``). The book's
optional rules first; house rules (ours, not the book's) are marked ``house=True``, off by default, and listed apart
by ``dugout games``."""

from __future__ import annotations

from dataclasses import dataclass

from dugout.engine.ruleset import GameOptions, option


@dataclass(frozen=True, slots=True)
class ThatsBaseballOptions(GameOptions):
    """That's Baseball's options: ``--option NAME=VALUE`` on the command line."""

    pitch_count: bool = option(False, "PAN rises by 1 for every 20 pitches over the limit (100 starter, 40 "
                                      "reliever), from the next inning.")
    brawls: bool = option(False, "A d6 makes a 44 a hit batsman or a passed ball; a hit batsman may start a "
                                 "brawl.")
    injuries: bool = option(False, "After each game each team rolls for an injury to one of its starting players.")
    aba: str = option("season", "ABA from the player's season batting average (season) or his career's (career).",
                      choices=("season", "career"))
    error_roll: bool = option(False, "House rule: the offense's groundout error roll, after the double-play roll "
                                     "(2d6: 2 is an error; the book gives no chart).", house=True)
    calibrated: bool = option(False, "House rule: ABA and PAN read against the league-season, so a replay scores "
                                     "like it (ABA centred on a level fitted to the league's runs per game; PAN from "
                                     "the ERA against the league's).", house=True)
