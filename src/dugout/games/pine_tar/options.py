"""Pine Tar's options: one frozen dataclass field per optional rule (``--option NAME=VALUE``).

The default is the main rules, as the book advises to start: every rule of its optional manual is off and one flag
away (``--option all`` turns them all on; a rule named after it still wins, ``-O all -O injuries=off``). House rules
(ours, not the book's) are off by default and listed apart by ``dugout games``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Self

from dugout.engine.ruleset import GameOptions, option
from dugout.games.pine_tar import tables as T

#: The book's optional rules (its optional-rules manual), as command-line names: what ``all`` turns on.
OPTIONAL_RULES = ("steals", "hit-and-run", "defense", "mip-modifiers", "extended-bonus", "risp-penalty",
                  "reliever-limits", "plays-at-plate", "injuries")


@dataclass(frozen=True, slots=True)
class PineTarOptions(GameOptions):
    """Pine Tar's options: ``--option NAME=VALUE`` on the command line."""

    steals: bool = option(False, "(optional) Base stealing with steal points and the Steal Opportunity table.")
    steal_points: int = option(T.STEAL_POINTS, "Steal points per team for nine innings (two more in extra "
                                               "innings).", minimum=0)
    hit_and_run: bool = option(False, "(optional) The hit-and-run play, two per team per game.")
    defense: bool = option(False, "(optional) Positive defensive rolls on hits at 11 and 22 and negative "
                                  "checks on outs at 66 and 88.")
    mip_modifiers: bool = option(False, "(optional) A starter loses an inning and a grade at 5 runs and leaves "
                                        "at 8; a reliever leaves at 3.")
    extended_bonus: bool = option(False, "(optional) After his extra inning a starter at 2 runs or fewer stays "
                                         "in until a runner reaches.")
    risp_penalty: bool = option(False, "(optional) With runners in scoring position a pitcher facing the "
                                       "platoon edge drops a grade.")
    reliever_limits: bool = option(False, "(optional) A reliever who pitched two innings rests a game; none "
                                          "pitches four games running.")
    plays_at_plate: bool = option(False, "(optional) Outfield arms may cut down a runner scoring from first on a "
                                         "double or from second on a single.")
    injuries: bool = option(False, "(optional) Injury checks after every game from the INJ ratings.")
    cards: str = option("faithful", "Card layout: faithful (slots calibrated to the engine) or authentic "
                                    "(99 x rate and a number for every event, as the published cards).",
                                    choices=("faithful", "authentic"))
    all: bool = option(False, "Every optional rule of the book at once (" + ", ".join(OPTIONAL_RULES) + "); "
                              "a rule also named keeps its own value.")
    bkwp_balls: bool = option(False, "Balls from BK/WP results add up: four are a walk, and a BK/WP ball "
                                     "counts toward the ball-2 rule's two (the book calls each one 'ball 1').",
                              house=True)

    @classmethod
    def parse(cls, values: Mapping[str, Any] | None, game: str = "") -> Self:
        """As ``GameOptions.parse``; ``all=on`` first turns every optional rule on, then the named ones apply."""
        vals = {k.strip().lower().replace("_", "-"): v for k, v in (values or {}).items()}
        if "all" in vals and next(o for o in cls.specs() if o.name == "all").parse(vals["all"]):
            vals = {**{name: True for name in OPTIONAL_RULES}, **vals}
        # (no zero-argument super(): a slots dataclass is a new class, not the one the method was written in)
        return GameOptions.parse.__func__(cls, vals, game)  # type: ignore[attr-defined]
