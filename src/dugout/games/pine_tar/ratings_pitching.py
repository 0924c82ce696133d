"""A pitcher's ratings: role, quality against his hand's baseline, grades, MIP and the BK/WP ranges (digest §6.6).

The grade scale a league's pitchers are graded on is ``ratings_grades``.
"""

from __future__ import annotations

import math
from typing import TypedDict

from dugout.games.pine_tar import tables as T
from dugout.games.pine_tar.ratings_grades import GradeScale, assign
from dugout.games.pine_tar.ratings_league import PTLeague
from dugout.games.pine_tar.ratings_platoon import pitcher_split_correction
from dugout.model.player import Player
from dugout.model.stats import PitchingLine

#: Batters faced at which a pitcher's own record and the league average weigh the same.
QUALITY_SHRINK_BF = 200
#: Seasons before this rate every pitcher a starter (the game's vintage sets have no relievers or closers).
VINTAGE_BEFORE = 1900
CLOSER_ERA = 1950


def line_rates(p: PitchingLine, lg: PTLeague) -> dict[int, float]:
    """Rates per batter faced of HR, 3B, 2B, 1B, BB, HBP, SO (non-HR hits split like the league's)."""
    bf = max(1, p.batters_faced)
    r = lg.rates
    nh_l = r[T.SINGLE] + r[T.DOUBLE] + r[T.TRIPLE]
    nh = max(0, p.h - p.hr) / bf
    return {T.HR: p.hr / bf, T.TRIPLE: nh * r[T.TRIPLE] / nh_l, T.DOUBLE: nh * r[T.DOUBLE] / nh_l,
            T.SINGLE: nh * r[T.SINGLE] / nh_l, T.BB: p.bb / bf, T.HBP: p.hbp / bf, T.SO: p.so / bf}


def quality(p: PitchingLine, hand: str, lg: PTLeague) -> float:
    """Runs per batter faced above (+) or below (-) the league's pitchers of the same hand, shrunk.

    Half from his component rates at league run values, half from his earned runs scaled to all runs.
    """
    bf = p.batters_faced
    if bf <= 0:
        return 0.0
    base = lg.hands.get(hand) or lg.hands["R"]
    rv = lg.run_value
    own = line_rates(p, lg)
    d_comp = sum((rv[o] - lg.out_value) * (own[o] - base.rates[o]) for o in own)
    d_ra = p.er / _er_per_run(lg) / bf - base.runs
    return (0.5 * d_comp + 0.5 * d_ra) * bf / (bf + QUALITY_SHRINK_BF)


def _er_per_run(lg: PTLeague) -> float:
    return lg.er_share if lg.er_share > 0 else 0.9


def role(p: PitchingLine | None, season: int, is_pitcher: bool = True) -> str:
    """S, R, C or S/R (dual role) from starts, relief games and saves; a position player who pitched only in
    relief is R (one who started games is rated as a pitcher: 1887 Caruthers, 39 starts and 39 complete games, was
    R with a starting MIP of 1)."""
    if p is None or p.g <= 0 or (not is_pitcher and p.gs <= 0):
        return "R"
    if season < VINTAGE_BEFORE:
        return "S"
    relief = p.g - p.gs
    if p.gs >= 5 and relief >= 10:
        return "S/R"
    if p.gs / p.g >= 0.5:
        return "S"
    if season >= CLOSER_ERA and (p.sv >= 10 or (p.g and p.gf / p.g >= 0.6 and p.sv >= 5)):
        return "C"
    return "R"


def bonus_chance(innings: int, lg: PTLeague) -> float:
    """Chance a starter has allowed at most two runs after ``innings`` (Poisson at the league's scoring)."""
    mu = innings * lg.rpa * lg.bf_per_ip
    return math.exp(-mu) * (1 + mu + mu * mu / 2)


def mip(p: PitchingLine | None, lg: PTLeague) -> tuple[int, int]:
    """(MIP as a starter, MIP in relief).

    A workhorse (half his starts complete) gets 9. Otherwise the MIP is the whole number of innings that,
    with the one-inning bonus at its league chance, gives his innings per start.

    >>> from dugout.games.pine_tar.ratings_league import league_for
    >>> mip(PitchingLine(g=72, gs=72, cg=68, ipouts=1860), league_for(None))
    (9, 1)
    """
    if p is None or p.g <= 0:
        return 5, 1
    ip = p.ipouts / 3
    relief = p.g - p.gs
    ip_relief = min(ip, relief * lg.relief_ip) if relief > 0 else 0.0
    start = 5
    if p.gs > 0:
        if p.cg / p.gs >= 0.5:
            start = 9
        else:
            per_start = (ip - ip_relief) / p.gs
            for _ in range(3):
                start = max(4, min(9, round(per_start - bonus_chance(start, lg))))
    rel = max(1, min(3, round(ip_relief / relief + 0.25))) if relief > 0 else 1
    return start, rel


#: Share of batter rolls with runners on that reproduces the published cards' BK/WP ranges (Radbourn 1889: 74).
PRINTED_F_ON = 0.45


def bk_wp(p: PitchingLine | None, lg: PTLeague, f_on: float | None = None) -> tuple[int, int]:
    """Top rolls of the BK and WP ranges (-1 for none): events fire on batter roll 99 with runners on.

    ``f_on`` is the share of batter rolls with runners on (the league's, measured in the engine, by default).

    >>> from dugout.games.pine_tar.ratings_league import league_for
    >>> lg = league_for(None)
    >>> bk_wp(PitchingLine(bfp=1000, wp=0, bk=0), lg), bk_wp(PitchingLine(bfp=1000, wp=40, bk=1), lg)[1]
    ((-1, -1), 99)
    """
    if p is None or p.batters_faced <= 0:
        return -1, -1
    bf = p.batters_faced
    share = f_on or lg.f_on

    def top(x: int) -> int:
        return -1 if x <= 0 else max(0, min(99, round(10000 * x / (bf * share)) - 1))

    return top(p.bk), top(p.bk + p.wp)


class PitcherFields(TypedDict):
    """The pitching part of a card (keyword arguments of ``PTCard``)."""

    role: str
    gs: int
    grade_home: tuple[int, int]
    grade_away: tuple[int, int]
    mip_start: int
    mip_relief: int
    bk_top: int
    wp_top: int
    quality: float


def pitcher_fields(player: Player, lg: PTLeague, scale: GradeScale, authentic: bool = False) -> PitcherFields:
    """The pitching part of a card (role, grades, MIP, BK/WP) as keyword arguments of PTCard."""
    p = player.pitching
    est = player.estimates
    if p is not None and p.ipouts > 0:
        d = quality(p, player.throws, lg)
        if player.splits is not None:
            bf = p.batters_faced
            d += pitcher_split_correction(player, lg) * bf / (bf + QUALITY_SHRINK_BF)
    elif est is not None and est.era is not None:
        d = 0.7 * (est.era / lg.era - 1) * lg.rpa
    else:
        d = 0.25 * lg.rpa
    r = role(p, lg.season, player.is_pitcher) if p is not None else ("S" if est is not None else "R")
    home, away = assign(scale, d, r in ("S", "S/R"))
    start, relief = mip(p, lg)
    bk, wp = bk_wp(p, lg, PRINTED_F_ON if authentic else None)
    return {"role": r, "gs": p.gs if p else 0, "grade_home": home, "grade_away": away, "mip_start": start,
            "mip_relief": relief, "bk_top": bk, "wp_top": wp, "quality": d}
