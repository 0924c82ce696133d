"""Pine Tar's options: one frozen dataclass field per optional rule (``--option NAME=VALUE``)."""

from __future__ import annotations

from dataclasses import dataclass

from dugout.engine.ruleset import GameOptions, option
from dugout.games.pine_tar import tables as T


@dataclass(frozen=True, slots=True)
class PineTarOptions(GameOptions):
    """Pine Tar's options: ``--option NAME=VALUE`` on the command line."""

    steals: bool = option(True, "Base stealing with steal points and the Steal Opportunity table.")
    steal_points: int = option(T.STEAL_POINTS, "Steal points per team for nine innings (two more in extra "
                                               "innings).", minimum=0)
    hit_and_run: bool = option(True, "The hit-and-run play, two per team per game.")
    defense: bool = option(True, "Positive defensive rolls on hits at 11 and 22 and negative checks on outs "
                                 "at 66 and 88.")
    mip_modifiers: bool = option(False, "A starter loses an inning and a grade at 5 runs and leaves at 8; a "
                                        "reliever leaves at 3.")
    extended_bonus: bool = option(False, "After his extra inning a starter at 2 runs or fewer stays in "
                                         "until a runner reaches.")
    risp_penalty: bool = option(False, "With runners in scoring position a pitcher facing the platoon edge "
                                       "drops a grade.")
    reliever_limits: bool = option(True, "A reliever who pitched two innings rests a game; none pitches "
                                         "four games running.")
    plays_at_plate: bool = option(True, "Outfield arms may cut down a runner scoring from first on a double "
                                        "or from second on a single.")
    injuries: bool = option(False, "Injury checks after every game from the INJ ratings.")
    cards: str = option("faithful", "Card layout: faithful (slots calibrated to the engine) or authentic "
                                    "(99 x rate and a number for every event, as the published cards).",
                                    choices=("faithful", "authentic"))
