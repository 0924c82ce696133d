"""Deadball's options: one frozen dataclass field per optional rule (``--option NAME=VALUE``)."""

from __future__ import annotations

from dataclasses import dataclass

from dugout.engine.ruleset import GameOptions, option


@dataclass(frozen=True, slots=True)
class DeadballOptions(GameOptions):
    """Deadball's options: ``--option NAME=VALUE`` on the command line."""

    traits: str = option("league", "Trait guidelines for real players: league (thresholds scaled to the "
                                   "league-season) or book (as printed, 2010-2016).",
                                   choices=("league", "book"))
    trait_cap: int = option(2, "Stat-earned traits of one kind per team (the book's 'one or two'); 0 = no "
                               "limit.", minimum=0)
    small_samples: str = option("fill", "Fewer than 30 innings or 50 at-bats: fill (topped up with league-"
                                        "average innings and at-bats) or book (the ERA and average as they "
                                        "stand, the book's literal conversion).", choices=("fill", "book"))
    pitch_die: str = option("era", "Sample teams' pitchers: era (the die of their ERA) or printed (their "
                                   "printed d6/d10 played as dice).", choices=("era", "printed"))
    hit_table: str = option("advanced", "advanced (DEF by fielder, trait specials) or basic Hit Table.",
                                        choices=("advanced", "basic"))
    platoon: bool = option(True, "Same-handed pitcher and batter: the Pitch Die rises a level (max d12).")
    swing: str = option("0-99", "The swing d100 reads 00-99 (00 is zero) or 1-100.",
                                choices=("0-99", "1-100"))
    critical_runners: str = option("hit", "Critical hits: runners take one base more than the rolled hit "
                                          "gives (hit) or than the bumped hit gives (bumped).",
                                          choices=("hit", "bumped"))
    trait_rules: str = option("full", "Hitter traits: full, first (only each trait's first rule) or off.",
                                      choices=("full", "first", "off"))
    pitcher_traits: bool = option(True, "K+, GB+, CN+ and ST+.")
    pitcher_trait_mss_bonus: bool = option(True, "K+ and GB+ add 1 to every MSS (the book's examples omit "
                                                 "it).")
    catcher_pd_bonus: bool = option(True, "A D+ catcher raises his starting pitcher's die a level (the "
                                          "book's Three Innings example omits it); a D- catcher lowers "
                                          "every pitcher's.")
    fatigue: str = option("advanced", "Pitcher fatigue: advanced (runs allowed too), simple (innings only) "
                                      "or off.", choices=("advanced", "simple", "off"))
    improvement: bool = option(True, "With advanced fatigue: pitchers gain levels (strike out the side, "
                                     "three shut-out innings, escaping a bases-loaded jam).")
    walk_target: bool = option(True, "Walks between BT and the Walk Target (OBP) instead of BT+1..BT+5.")
    streaks: str = option("off", "Hot and cold: off, roll (d6 per player each game) or form (series play: "
                                 "recent games decide).", choices=("off", "roll", "form"))
    double_steals: bool = option(True, "Runners on first and second may steal together.")
    park_factors: bool = option(True, "Hitter's parks add 1 to Hit Table rolls, pitcher's parks subtract 1.")
    triple_plays: bool = option(True, "MSS 100+ grounder with runners on first and second and nobody out.")
    pitch_outs: bool = option(True, "Twice a game the defense may call a pitch out against a steal of "
                                    "second.")
    pickoffs: bool = option(True, "Twice a game the defense may throw over to a Speedy Runner.")
    infield_in: bool = option(True, "With a runner on third and fewer than two outs the infield may come in.")
    no_doubles: bool = option(True, "The defense may play no-doubles.")
    infield_shift: bool = option(True, "The defense may shift against a left-handed P+/P++/C- batter, bases "
                                       "empty; he may bunt against it.")
    five_tool: bool = option(True, "Five Tool matchups (pitch, modifier, familiarity) when both players "
                                   "have Five Tool ratings.")
    five_tool_pitch: str = option("best", "Five Tool pitch: the manager's best pitch or a d6.",
                                          choices=("best", "roll"))
    short_staff: str = option("random", "A team with no relief pitcher (the sample teams): random (seven "
                                        "relievers rolled on the book's relief table, d20) or none (its "
                                        "lone pitcher stays in).", choices=("random", "none"))
    sacrifice_all: bool = option(False, "House rule: a successful sacrifice bunt moves every runner up (the book: "
                                        "only the lead runner).", house=True)
    five_tool_walks: bool = option(False, "House rule: a Five Tool hitter's Walk Target is BT + Eye (the book: BT "
                                          "+ 2d6, as for any player without an OBP).", house=True)
    hit_and_run: bool = option(False, "House rule: the batting side may call a hit-and-run with a runner on "
                                      "first, second open and fewer than two outs (docs/rules/deadball.md).",
                               house=True)
    calibrated: bool = option(False, "House rule: replays score like the real league-season: era=league, "
                                     "walks=rate, power=fit, outs in play become errors at the league's rate, and "
                                     "the manager bats for a pitcher whose real work is done.",
                              house=True)
    era: str = option("book", "House rule (calibration): book (the ERA table as printed) or league (ERA relative to "
                              "the league's, a league-average pitcher reading 3.25, the middle of d4).",
                      choices=("book", "league"), house=True)
    walks: str = option("obp", "House rule (calibration): Walk Target from OBP (obp, the book) or BT + walks and HBP "
                               "per 100 PA (rate).", choices=("obp", "rate"), house=True)
    power: str = option("traits", "House rule (calibration): power traits from the guidelines (traits) or fitted to "
                                  "each hitter's extra-base power, ISO/BA (fit).", choices=("traits", "fit"),
                        house=True)
