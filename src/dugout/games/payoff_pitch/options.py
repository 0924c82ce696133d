"""Payoff Pitch's options: one frozen dataclass field per optional rule (``--option NAME=VALUE``)."""

from __future__ import annotations

from dataclasses import dataclass

from dugout.engine.ruleset import GameOptions, option


@dataclass(frozen=True, slots=True)
class PayoffPitchOptions(GameOptions):
    """Payoff Pitch's options: ``--option NAME=VALUE`` on the command line."""

    running: str = option("basic", "Base running: basic (bases of the hit, +1 with two out or off WHEEL), "
                                   "advanced (Runner Advancement chart by the low die) or fac (Fast Action "
                                   "Cards).", choices=("basic", "advanced", "fac"))
    fac: bool = option(False, "Play with the Fast Action Cards (the hybrid game): each DEFENSE reading and each "
                              "steal comes from the next card (its chance label), as the running does with "
                              "running=fac.")
    hit_location: bool = option(True, "Hit Location chart by the d100's ones digit: infield singles, and "
                                      "the outfielder's Arm in Coach's Choice (basic) or on the low die "
                                      "(advanced).")
    steal: str = option("auto", "Stealing: auto (the batter's Jump right after he reaches base), hold (the "
                                "manager calls it; the pitcher's Hold decides the jump) or manager (chart "
                                "only).", choices=("auto", "hold", "manager"))
    jump_marks: bool = option(False, "The book's optional adjustment: the + and - after a Jump rating change it "
                                     "by one the first time the runner reaches base in a game.")
    late_jump: bool = option(False, "Hold option: a runner who misses the Hold roll but makes his Jump may "
                                    "go with his steal letter one lower.")
    auto_sac: bool = option(True, "Batters bunt by themselves when the 2d6 is in their sacrifice area (off: "
                                  "the manager calls sacrifices).")
    supp_so: bool = option(True, "Supplemental strikeouts: an out whose d100 is in the pitcher's SO range "
                                 "is a strikeout.")
    in_play_out: bool = option(True, "/IN-PLAY/ is an automatic out after the pitcher's first inning (off: "
                                     "it reads as IN-PLAY, for cross-era play).")
    hr_zero: bool = option(False, "On 00, a batter with a blank or 0 WHEEL HR range homers when the re-roll "
                                  "is a double number (00, 11 ... 99).")
    splits: bool = option(True, "Left/right split batter cards (off: standard cards).")
    injuries: bool = option(False, "A rare play can hurt the batter (d10 of 10; length by 2d6 and the Inj "
                                   "rating).")
    card_size: str = option("printed", "Printed cards: printed (2.5 x 3.5 in, the standard card, eight to a "
                                       "letter page) or pdf (2.75 x 4.25 in, both split sides, four to a page).",
                            choices=("printed", "pdf"))
