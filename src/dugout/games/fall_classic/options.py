"""Fall Classic's options: one frozen dataclass field per optional rule (``--option NAME=VALUE``)."""

from __future__ import annotations

from dataclasses import dataclass

from dugout.engine.ruleset import GameOptions, option


@dataclass(frozen=True, slots=True)
class FallClassicOptions(GameOptions):
    """Fall Classic's options: ``--option NAME=VALUE`` on the command line."""

    auto_steal: str = option("off", "Auto-steal, the book's alternative to calling steals: off (managers call "
                                    "them), plus (method 1: a '+' result) or jump (method 2: the original d20 "
                                    "within the jump rating).", choices=("off", "plus", "jump"))
    jump_mod: bool = option(False, "Method 2: adjust the jump rating by the pitcher's hand and arm.")
    catcher_arm: bool = option(False, "Steal success -2 against a strong-armed catcher, +2 against a weak "
                                      "one.")
    sba_limit: bool = option(True, "In a season replay, cap each runner's steal attempts at his real attempts "
                                   "(SBA), prorated by games.")
    series_limit: bool = option(False, "In a series, cap each runner's steal attempts at his jump number (the "
                                       "book's suggestion for a 7-game series; prorated for other lengths).")
    on_the_button: bool = option(False, "A fielder may rob a hit read on the top value of a hit range.")
    infield_in: bool = option(True, "The manager may play the infield in with a runner on 3rd.")
    outfield_in: bool = option(True, "The visitors may bring the outfield in (9th on, winning run on 3rd).")
    gf_tags: bool = option(False, "Pitchers' OUT g / OUT f cells are grounders or fly balls.")
    nh_nw: bool = option(False, "Pitchers' NH and NW ratings take hits and walks off the batter's card (the "
                                "book's super advanced optional rule).")
    batter_hr: bool = option(False, "A batter's P - HR -k shrinks the pitcher's line-65 home-run range (advanced "
                                    "optional rule).")
    league_offense: bool = option(False, "League Offense adjustment of pitcher grades between eras or "
                                         "leagues.")
    wp_cells: bool = option(False, "A wp before a pitcher's result is a wild pitch before the result stands (the "
                                   "book's optional extra wild pitches).")
    wp_speed: bool = option(False, "WP range +3 with an F lead runner, -3 with an S one.")
    pb_scoring: bool = option(False, "Score passed balls within the catcher's PB range (inside the WP "
                                     "range).")
    assists: str = option("number", "Outfield assists by the arm's number (method 1) or its letter (method "
                                    "2).", choices=("number", "letter"))
    bunt_fielders: bool = option(False, "The first bunt die names the fielder; his arm changes the sh "
                                        "rating.")
    advanced_bunts: bool = option(False, "A second bunt roll of 1 goes to the advanced bunt chart.")
    squeeze: bool = option(True, "Managers may call the suicide squeeze.")
    temper: bool = option(True, "A disputed ball four may get the pitcher (temper chart) or catcher tossed.")
    injuries: bool = option(True, "54-chart collisions injure players (Injury/Rest chart).")
    rain: bool = option(False, "The 54-chart rain check and the rain chart.")
    relief_limit: bool = option(True, "Relievers: BFR over a 3-game span; a 4th straight day starts at "
                                      "grade D.")
    ballparks: bool = option(True, "Each home park's chart follows its park factor (off: a neutral chart).")
    out_d20: str = option("fresh", "The OUT chart reads a fresh d20 or the original one (gap 28).",
                                   choices=("fresh", "same"))
    ibb: bool = option(True, "Managers may issue intentional walks (not in the rules, gap 59; cards then carry "
                             "BB - IBB).")
    playing_time: bool = option(True, "Over a season, regulars rest, starters start and relievers work "
                                      "about as often as they really did.")
    opposition: bool = option(True, "Cards take out the opposition a real line was made against (the league "
                                    "less the player's own team); off: every line counts as made against "
                                    "the league.")
