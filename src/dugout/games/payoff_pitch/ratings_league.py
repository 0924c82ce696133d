"""League templates, regenerated per league-season (digest §5.2, §5.5).

A template is the league-average pitcher mix and the league-average batter card (per pitcher hand) of one
league-season. Batter cards are solved against the pitcher mix and pitcher cards against the batter card of
the hand they face, so that every card reproduces its own season line against the league and the league's
rates come out exactly.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

import numpy as np

from dugout.games.payoff_pitch import ratings_algebra as A
from dugout.games.payoff_pitch import tables as T
from dugout.model.league import LeagueSeason
from dugout.model.stats import BattingLine, FieldingLine

if TYPE_CHECKING:
    from dugout.games.payoff_pitch.card import Side
    from dugout.games.payoff_pitch.ratings_pitcher import Solved

#: A generic batter's sides as the ratings build them: (standard, vs LHP, vs RHP, share vs LHP, exact rates).
BatterSides = tuple["Side", "Side", "Side", float, list[float]]

NO = T.NOUT

# --- engine-measured base-state constants (docs/rules/payoff-pitch.md, "Calibration") ---------------------------
# The shares of plate appearances in each base state scale with how often batters reach first (1B+BB+HBP per
# PA*); the factors were measured by replaying 1969 AL and 2019 AL with the engine.
#: Runner on 1st and fewer than two out (double-play chances), per unit of the reach-first rate.
K_OPP = 0.815
#: Runner on 1st and/or 2nd, 3rd empty, fewer than two out (sacrifice chances).
K_SAC = 0.86
#: Runners on (wild-pitch chances).
K_ON = 1.81
# The auto-steal chances (``ratings_traits.steal_ratings``), measured at the check (the batter just on first with
# second open, or on second with third open) by replaying ten league-seasons twice, twice over (1884 NL, 1901 AL,
# 1908 AL, 1911 NL, 1931 AL, 1951 AL, 1971 NL, 1991 NL, 2016 NL, 2021 AL; stop 45).
#: Share of a batter's singles that leave him on first with second open (0.780-0.836, mean 0.816), and of his
#: walks and hit-by-pitches (0.493-0.582, mean 0.547: a walk forces a runner on first to second). One share for
#: both (0.76 until stop 45) fitted a walker's Jump for chances he did not have: 1951 AL (37 % of its times on first
#: walks) stole 0.91-0.98 of its bases.
PHI_OPEN_SINGLE = 0.816
PHI_OPEN_WALK = 0.547
#: Share of doubles that leave the batter on second with third open (0.862-0.913, mean 0.888).
PHI_OPEN_2 = 0.888
#: Times per PA a batter is left on first with second open by a plate appearance that was not a single, walk or hit
#: by pitch (a fielder's choice, reached on an error): ``OTHER_REACH[0] + OTHER_REACH[1]·r + OTHER_REACH[2]·r²``
#: with r the league's reached-on-error rate (``roe_rate``), at most ``OTHER_REACH_ROE_MAX`` (past it the errors
#: put batters on second and the fielder's choices no longer grow). Measured .0166 a PA in 2021 AL (r .0069),
#: .0289 in 1991 NL (.0126), .0374 in 1951 AL (.0169), .0589 in 1908 AL (.0420), .0799 in 1901 AL (.0610), .0812
#: in 1884 NL (.1047); the curve misses by at most .006 (1911 NL). The line stop 27 fitted (.0068 + .85 r) counted
#: 1908 AL's at .042 and 1991 NL's at .018: the Jumps were fitted for too few chances and the dead-ball leagues ran
#: 1.10-1.17 times their stolen bases.
OTHER_REACH = (0.0074, 1.645, -8.905)
OTHER_REACH_ROE_MAX = 0.09
#: ... and on second with third open (a two-base error, a double's batter moving up): .0010 a PA in 2021 AL and
#: 2016 NL, .0020 in 1951 AL, .0055 in 1908 AL, .0077 in 1884 NL: ``OTHER_SECOND[0] + OTHER_SECOND[1]·r``.
OTHER_SECOND = (0.0010, 0.0758)
#: Share of a batter's times on base that are his first of the game (the +/- Jump marks).
FIRST_ON_SHARE = 0.55
#: Reached-on-error plate appearances as a share of all league errors (a modern league's), and the errors per PA* that
#: do not put the batter on base, taken as the same in every era (``roe_rate``).
ROE_SHARE = 0.48
NON_ROE_ERRORS = 0.0083
#: The share of the league mix's reached-on-error plays its pitchers' cards carry: a card whose line needs its ways
#: for hits and walks gives up ERROR ways first (1908 AL 0.88, 1911 NL 0.85, 1985 AL 0.78 of the mix's, batters
#: faced weighted; the most-hit third of 1911 NL's pitchers 0.61). The mix asks for the league's plays over it.
CARD_ERROR_SHARE = 0.84
#: Most ERROR ways in the league mix (of 36), and the fewest IN-PLAY ways left when ERROR takes its ways from IN-PLAY
#: (then from TOUGH). Past ``ERROR_WAYS_USUAL`` ways (the leagues before about 1895, with 0.075-0.15 errors a PA)
#: ERROR takes IN-PLAY down to ``INPLAY_LAST`` before TOUGH: taken from TOUGH, their strikeouts went 6-11 % high.
ERROR_WAYS_MAX = 15.0
ERROR_WAYS_USUAL = 12.0
#: Most steps the fielders' Error ratings go down in a league of more errors than ``ERROR_WAYS_MAX`` ERROR ways
#: carry (``_league_mix``): the ratings are the league's quintiles, so an ERROR result finds the same error chance
#: in every era (0.178) until they are put on the older league's footing (one step 0.224, two 0.260, four 0.300).
#: 1884 NL asks for 0.105 reached-on-error plays a PA*: fifteen ways carried 0.075 of them.
ERROR_SHIFT_MAX = 4
#: ... and the share of the mix's ERROR ways its pitcher cards carry there: 0.955 of 14.35 ways in 1884 NL, 0.96 of
#: 15 in 1876 NL (0.936-0.967 of 11-12 ways in 1888 AA and 1892 NL), batters faced weighted.
CARD_ERROR_SHARE_MOST = 0.955
#: ... and the share of ``roe_rate``'s reached-on-error plays it carries: 0.85 of every error past
#: ``NON_ROE_ERRORS``. Measured by replaying 13 leagues 1871-1892 five times each (``--replays 5``, R/G sim ÷ real)
#: at 0.80, 0.85, 0.90 and 1.00 of them: R/G within 6 % in 6, 8, 6 and 4 of the 13, mean |R/G − 1| .071, .065,
#: .081 and .106 (fifteen ways of the league's quintiles, before: .145 over eight of them). At all of them the
#: replays' errors scored more runs than the real ones (1880 NL: 57 % unearned against 50 %).
ROE_SHARE_MOST = 0.85
INPLAY_MIN = 4
INPLAY_LAST = 1

# --- platoon factors (vs LHP ÷ vs RHP) for 1B 2B 3B HR BB HBP SO; digest §5.5 --------------------------------------
PLATOON: dict[str, tuple[float, ...]] = {
    "R": (0.99, 1.13, 0.91, 0.96, 1.20, 1.20, 0.905),
    "L": (0.98, 0.85, 0.73, 0.88, 0.92, 0.92, 1.256),
    "S": (1.01, 1.07, 0.80, 1.00, 0.945, 0.945, 0.95),
}
#: Share of league batters' plate appearances against left-handed pitchers, and its multiplier by batting hand.
LHP_SHARE = 0.28
HAND_LHP_FACTOR = {"R": 1.25, "L": 0.68, "S": 1.0}
#: Plate-appearance shares of the batting hands (for the league vs-LHP / vs-RHP templates).
HAND_PA_SHARE = {"R": 0.56, "L": 0.33, "S": 0.11}
#: Phantom plate appearances of the default split a real platoon line is blended with (a side of 100 PA is half
#: his own line); see ``split_sides``.
SPLIT_REGRESS_PA = 100.0

# --- out types (digest §5.4 step 5): shares of the non-strikeout outs ----------------------------------------------
GROUND_SHARE = 0.45
LINE_SHARE = 0.08
POP_SHARE = 0.07
GROUND_SPLIT = {"L": {T.G3: 0.10, T.G4: 0.14, T.G6: 0.11, T.G5: 0.08, T.G1: 0.02},
                "R": {T.G3: 0.07, T.G4: 0.11, T.G6: 0.15, T.G5: 0.12, T.G1: 0.02}}
FLY_SPLIT = {"L": {T.F7: 0.27, T.F8: 0.35, T.F9: 0.38}, "R": {T.F7: 0.38, T.F8: 0.35, T.F9: 0.27}}
LINE_SPLIT = {"L": {T.L3: 0.25, T.L4: 0.35, T.L5: 0.15, T.L6: 0.25}, "R": {T.L3: 0.15, T.L4: 0.25, T.L5: 0.25,
                                                                           T.L6: 0.35}}
POP_SPLIT = {T.P2: 0.16, T.P3: 0.16, T.P4: 0.22, T.P5: 0.20, T.P6: 0.26}

#: Rates of a modern league for teams without a league-season (generated rosters without context).
DEFAULT_RATES = (0.145, 0.046, 0.005, 0.030, 0.085, 0.009, 0.205)
DEFAULT_EXTRA = {"sh": 0.006, "gidp": 0.021, "sb": 0.018, "cs": 0.007, "e": 0.015, "ibb": 0.006, "wp": 0.0075}


#: The Bunt letter whose chart row stands for a league's sacrifice attempts in its template: C, the middle one, row
#: .646. Replays' attempts succeeded .648-.760 (1921 NL .648, 1908 AL .662, 1931 AL .667, 1975 NL .712, 1951 AL .720,
#: 1996 NL .732, 2016 NL .760), so the template leaves out up to .0023 of PA* more than play makes (1951 AL).
LEAGUE_BUNT = 2


def bunt_shares(letter: int) -> tuple[float, float, float]:
    """(sacrifice, bunt single, out) chances of a sacrifice attempt with Bunt ``letter`` (A..F = 0..4) on the
    Sacrifice Bunt chart, 00 rolled again; the out is a failed attempt (lead runner forced, pop-up or double play).

    >>> [round(x, 3) for x in bunt_shares(2)]
    [0.646, 0.04, 0.313]
    """
    row = T.BUNT_CHART[letter]
    return row[0] / 99, (row[1] - row[0]) / 99, (99 - row[1]) / 99


def league_bunts(b: BattingLine) -> tuple[float, float]:
    """(outs, singles) a league's sacrifice attempts made besides its sacrifices, at ``LEAGUE_BUNT``'s chances."""
    sac, hit, out = bunt_shares(LEAGUE_BUNT)
    attempts = b.sh / sac
    return attempts * out, attempts * hit


def outcome_rates(b: BattingLine, bunts: tuple[float, float] = (0.0, 0.0)) -> tuple[tuple[float, ...], float]:
    """(1B 2B 3B HR BB HBP SO per PA*, PA*) of a batting line; PA* leaves out sacrifice bunts and intentional walks
    (both are the manager's calls: the cards hold the unintentional walks, docs/rules/payoff-pitch.md).

    ``bunts`` are the (outs, singles) his sacrifice attempts are expected to make besides the sacrifices
    (``ratings_traits.bunt_at_bats``): the record counts them as at-bats, but play rolls them on the Sacrifice Bunt
    chart, so they are left out of PA* and his singles (the outs at most half his outs in play), or they would
    be counted twice."""
    bb = max(0, b.bb - b.ibb)
    pa = b.ab + bb + b.hbp + b.sf
    if pa <= 0:
        return (0.0,) * NO, 0
    hits = min(bunts[1], b.singles / 2)
    outs = min(bunts[0], max(0, b.ab - b.h - b.so) / 2)
    n = pa - outs - hits
    return ((b.singles - hits) / n, b.b2 / n, b.b3 / n, b.hr / n, bb / n, b.hbp / n, b.so / n), n


def platoon_sides(rates: tuple[float, ...], bats: str, lhp_share: float = LHP_SHARE) -> tuple[tuple[float, ...],
                                                                                            tuple[float, ...], float]:
    """(vs LHP rates, vs RHP rates, share of PA vs LHP) that blend back to the season rates exactly."""
    s = min(0.9, lhp_share * HAND_LHP_FACTOR.get(bats, 1.0))
    vs_l, vs_r = _split_by(rates, PLATOON.get(bats, PLATOON["R"]), s)
    return vs_l, vs_r, s


def _split_by(rates: tuple[float, ...], m: tuple[float, ...], s: float) -> tuple[tuple[float, ...],
                                                                                 tuple[float, ...]]:
    """(vs LHP, vs RHP) rates with ratios ``m`` (vs LHP / vs RHP) whose blend at LHP share ``s`` is ``rates``."""
    vs_r = tuple(r / ((1 - s) + s * f) for r, f in zip(rates, m))
    vs_l = tuple(f * r for r, f in zip(vs_r, m))
    return vs_l, vs_r


def split_sides(rates: tuple[float, ...], bats: str, vs_lhp: BattingLine | None, vs_rhp: BattingLine | None,
                regress_pa: float = SPLIT_REGRESS_PA) -> tuple[tuple[float, ...], tuple[float, ...], float] | None:
    """(vs LHP rates, vs RHP rates, share of PA vs LHP) from a batter's real platoon lines, or None without both.

    The share is his own. Each side's rates are his line against that hand blended with ``regress_pa`` phantom
    PA of the season line split by the league platoon factors (the sides he gets without splits); the ratio of
    the two blended sides then splits the season line, so the sides blend back to it exactly (a traded player's
    split lines cover his whole season, his card this team's part of it).
    """
    if vs_lhp is None or vs_rhp is None:
        return None
    own_l, n_l = outcome_rates(vs_lhp)
    own_r, n_r = outcome_rates(vs_rhp)
    if n_l + n_r <= 0:
        return None
    s = n_l / (n_l + n_r)
    m0 = PLATOON.get(bats, PLATOON["R"])
    prior_l, prior_r = _split_by(rates, m0, s)
    reg_l = [(n_l * a + regress_pa * b) / (n_l + regress_pa) for a, b in zip(own_l, prior_l)]
    reg_r = [(n_r * a + regress_pa * b) / (n_r + regress_pa) for a, b in zip(own_r, prior_r)]
    m = tuple(a / b if b > 0 else f for a, b, f in zip(reg_l, reg_r, m0))
    vs_l, vs_r = _split_by(rates, m, s)
    return vs_l, vs_r, s


def faced_share(vs_lhb: BattingLine | None, vs_rhb: BattingLine | None) -> float | None:
    """Share of a pitcher's batters faced who batted left-handed, from his platoon lines (None without both)."""
    if vs_lhb is None or vs_rhb is None:
        return None
    n_l, n_r = outcome_rates(vs_lhb)[1], outcome_rates(vs_rhb)[1]
    return n_l / (n_l + n_r) if n_l + n_r > 0 else None


@dataclass(slots=True)
class Template:
    """The league template of one league-season."""

    label: str
    rates: tuple[float, ...]
    """League rates of the 7 tracked outcomes per PA*."""
    mix: tuple[float, ...]
    """League pitcher mix: share of rolls per label."""
    c: list[list[float]]
    """Weight of one number of each section for each outcome against ``mix``."""
    fixed: list[float]
    """Outcome mass from rare plays and the defense charts against ``mix``."""
    hbar: list[list[float]]
    """League batter card: h[s][o] = share of section s's 99 numbers holding outcome o."""
    hand_rates: dict[str, tuple[float, ...]]
    """League rates against LHP ('L') and RHP ('R')."""
    hand_hbar: dict[str, list[list[float]]]
    """League batter card against LHP / RHP."""
    side_hbar: dict[tuple[str, str], list[list[float]]]
    """League batter card of the batters batting from side b ('L'/'R') against pitcher hand h: [(h, b)]."""
    side_share: dict[str, float]
    """League share of the PA against pitcher hand h by batters batting left-handed."""
    extra: dict[str, float]
    """Other league rates per PA*: sh, gidp, sb, cs, e (errors), ibb; sb_pct."""
    pit_scale: tuple[float, ...]
    """What turns a pitcher's line into rates on the batters' footing (``pitcher_scale``): his batters faced less
    intentional walks times ``pit_scale[0]`` are his PA*, and his non-HR hits, HR, BB, HBP and SO are multiplied by
    ``pit_scale[1:]``."""
    fielding: dict[str, FieldingLine]
    season: int | None
    cover: tuple[float, ...] = (0.0,) * 10
    """The shares of the league's batters for whom 30 ... 39 lie in the pitcher's wild-pitch range."""
    e_shift: int = 0
    """Steps the fielders' Error ratings go down from the league's quintiles (``_league_mix``)."""
    batters: dict[tuple[str, str, bool], BatterSides] = field(default_factory=dict)
    """Generic batter cards built from this template (pitcher batting, replacement) by (kind, bats, splits)."""
    pitchers: dict[tuple[str, bool], Solved] = field(default_factory=dict)
    """Emergency pitcher cards built from this template, by the hand he throws with and the ``in-play-out`` option."""

    @property
    def wt(self) -> np.ndarray:
        """How often each number 0..99 of a batter card is read against the league's wild-pitch ranges, relative to
        1/99 (``ratings_algebra.wp_weights`` of ``cover``): the batter cards are fitted so."""
        return A.wp_weights(self.cover, self.extra["f_on"])

    @property
    def charts(self) -> dict[int, A.DefenseMix]:
        """The league's DEFENSE, RANGE and ERROR mixes (``ratings_algebra.chart_mixes`` of ``e_shift``)."""
        return A.chart_mixes(self.e_shift)


def _default_extra() -> dict[str, float]:
    reach = DEFAULT_RATES[0] + DEFAULT_RATES[4] + DEFAULT_RATES[5]
    return dict(DEFAULT_EXTRA, sb_pct=0.72, f_opp=K_OPP * reach, f_sac=K_SAC * reach, f_on=K_ON * reach,
                reach_other=other_reach(DEFAULT_EXTRA["e"]), reach_other2=other_second(DEFAULT_EXTRA["e"]))


def _template_rates(ctx: LeagueSeason | None) -> tuple[tuple[float, ...], dict[str, float]]:
    if ctx is None:
        return DEFAULT_RATES, _default_extra()
    b = ctx.batting
    plain, pa = outcome_rates(b)
    if pa <= 0:
        return DEFAULT_RATES, _default_extra()
    # the template is what the cards roll: the failed sacrifice attempts are the chart's (``outcome_rates``); the
    # other league rates stay per PA* of the record
    rates = outcome_rates(b, league_bunts(b))[0]
    att = b.sb + b.cs
    # the base states the constants were measured in include the intentional walks (the managers issue them)
    reach = plain[0] + plain[4] + plain[5] + b.ibb / pa
    extra = {"f_opp": K_OPP * reach, "f_sac": K_SAC * reach, "f_on": K_ON * reach, "sh": b.sh / pa, "gidp": b.gidp / pa, "sb": b.sb / pa, "cs": b.cs / pa,
             "e": ctx.errors / pa if ctx.errors else DEFAULT_EXTRA["e"], "ibb": b.ibb / pa,
             "sb_pct": b.sb / att if att else 0.7}
    p = ctx.pitching
    extra["wp"] = (p.wp + p.bk) / p.batters_faced if p.batters_faced else DEFAULT_EXTRA["wp"]
    extra["reach_other"] = other_reach(extra["e"])
    extra["reach_other2"] = other_second(extra["e"])
    return rates, extra


def pitcher_scale(ctx: LeagueSeason | None, sh: float) -> tuple[float, ...]:
    """(PA* per batter faced less intentional walks, then the league batters' non-HR hits, HR, unintentional BB,
    HBP and SO over its pitchers') of a league-season: the factors that put a pitcher's line on the footing of the
    batters' lines the league template comes from, so that the pitcher cards together carry the league's own rates.

    Batters faced count sacrifice bunts in the modern record, not in the early one (1901-1911 batters faced are
    within a point of AB + BB + HBP + SF, so taking sacrifices out again made every early pitcher 2-4 % too
    hittable and wild); the league's own ratio of batters' PA* to pitchers' batters faced holds in every era. Where
    the two sides' totals differ (1908 AL: 3 % more walks in the pitchers' lines) the batters' count, as the
    template's, wins. Without a league-season: ``1 - sh`` and no change.
    """
    if ctx is None:
        return (1.0 - sh, 1.0, 1.0, 1.0, 1.0, 1.0)
    b, p = ctx.batting, ctx.pitching
    bunt_outs, bunt_hits = league_bunts(b)
    pa_b = outcome_rates(b, (bunt_outs, bunt_hits))[1]
    bf_p = p.batters_faced - min(p.ibb, p.bb)
    if pa_b <= 0 or bf_p <= 0:
        return (1.0 - sh, 1.0, 1.0, 1.0, 1.0, 1.0)

    def ratio(x: float, y: float) -> float:
        return x / y if x > 0 and y > 0 else 1.0

    return (pa_b / bf_p, ratio(b.h - bunt_hits - b.hr, p.h - p.hr), ratio(b.hr, p.hr), ratio(b.bb - b.ibb, p.bb - min(p.ibb, p.bb)),
            ratio(b.hbp, p.hbp), ratio(b.so, p.so))


def _league_mix(roe: float, bb_max: float) -> tuple[tuple[float, ...], int]:
    """(The league mix, the league's Error-rating shift): PATIENT ways raised (from IN-PLAY) until one PATIENT way
    carries at most ``T.BB_STEP_MAX`` of the walk rate ``bb_max``, and the ERROR share set so the pitcher cards'
    reached-on-error plays come to ``roe`` per PA (0..``ERROR_WAYS_MAX`` ways; the cards carry ``CARD_ERROR_SHARE``
    of the mix's). A league of more errors than ``ERROR_WAYS_MAX`` ways carry (before about 1888) puts its fielders'
    Error ratings a step lower at a time (``ERROR_SHIFT_MAX`` at most, ``A.chart_mixes``), as its fielders made
    them, and its cards carry ``CARD_ERROR_SHARE_MOST`` of the mix's."""
    base = list(T.BASE_MIX)
    walk_ways = base[T.PATIENT] + base[T.PATIENT_OUT]
    extra = max(0, math.ceil(bb_max / T.BB_STEP_MAX - 1e-9) - int(walk_ways))
    extra = min(extra, int(base[T.INPLAY]) - 4)
    base[T.PATIENT] += extra
    base[T.INPLAY] -= extra
    lo = tuple(x / 36 for x in base)
    need = 0.0
    shift = 0
    for shift in range(ERROR_SHIFT_MAX + 1):
        charts = A.chart_mixes(shift)
        per = A.K * charts[T.ERROR].error / 36
        share = CARD_ERROR_SHARE if shift == 0 else CARD_ERROR_SHARE_MOST
        want = roe if shift == 0 else ROE_SHARE_MOST * roe
        need = (want / share - A.error_part(lo, charts)) / per if per > 0 else 0.0
        if need <= ERROR_WAYS_MAX:
            break
    units = max(0.0, min(ERROR_WAYS_MAX, need))
    base[T.ERROR] = units
    # ERROR's ways come from IN-PLAY down to INPLAY_MIN ways, then from TOUGH; past the usual most, from IN-PLAY
    # down to INPLAY_LAST, then from TOUGH
    usual = min(units, ERROR_WAYS_USUAL)
    for take, floor in ((usual, INPLAY_MIN), (units - usual, INPLAY_LAST)):
        from_in = min(take, max(0.0, base[T.INPLAY] - floor))
        base[T.INPLAY] -= from_in
        base[T.TOUGH] -= take - from_in
    return tuple(x / 36 for x in base), shift


def roe_rate(errors: float) -> float:
    """Reached-on-error plays per PA* the league mix carries for a league's errors per PA*: the ``ROE_SHARE`` of
    them, or all but ``NON_ROE_ERRORS`` where that is more.

    The game's only errors put the batter on base (the ERROR and DEFENSE charts, a few rare plays). A modern league
    (2016 NL: 0.016 errors per PA*) reaches on 48 % of its errors; the other half, throws and misplays with runners
    moving up, are taken as the same share of plate appearances in every era, and what a league made beyond them
    as misplayed batted balls (gloves, fields): 1908 AL, 0.050 errors per PA* with 31 % of its runs unearned, reaches
    on 83 % of them. Before, the 48 % held in every era and the mix's ERROR share stopped at 3 ways: the game made 18 %
    of 1908 AL's errors and a seventh of its unearned runs.

    >>> round(roe_rate(0.016), 4), round(roe_rate(0.050), 4)
    (0.0077, 0.0417)
    """
    return max(ROE_SHARE * errors, errors - NON_ROE_ERRORS)


def other_reach(errors: float) -> float:
    """Times per PA a batter is left on first with second open by a play that was not a single, walk or hit by pitch
    (``OTHER_REACH``), for a league's errors per PA*.

    >>> round(other_reach(0.016), 4), round(other_reach(0.050), 4)
    (0.0195, 0.0605)
    """
    r = min(OTHER_REACH_ROE_MAX, roe_rate(errors))
    return OTHER_REACH[0] + OTHER_REACH[1] * r + OTHER_REACH[2] * r * r


def other_second(errors: float) -> float:
    """Times per PA a batter is left on second with third open by a play that was not a double (``OTHER_SECOND``).

    >>> round(other_second(0.016), 4), round(other_second(0.050), 4)
    (0.0016, 0.0042)
    """
    return OTHER_SECOND[0] + OTHER_SECOND[1] * min(OTHER_REACH_ROE_MAX, roe_rate(errors))


def _hbar_for(rates: tuple[float, ...], c: list[list[float]], fixed: list[float]) -> list[list[float]]:
    """Section contents of the league batter card reproducing ``rates`` against the mix behind ``c``."""
    h = [[0.0] * NO for _ in range(4)]
    for o, code in enumerate(T.OUTCOMES):
        shape = T.SHAPES[code]
        denom = sum(99 * c[s][o] * shape[s] for s in range(4))
        k = max(0.0, rates[o] - fixed[o]) / denom if denom > 0 else 0.0
        for s in range(4):
            h[s][o] = k * shape[s]
    return h


def build_template(ctx: LeagueSeason | None) -> Template:
    """The league template of a league-season (a modern default league without one)."""
    rates, extra = _template_rates(ctx)
    # league rates against each pitcher hand, from the hands' platoon factors
    acc = {"L": [0.0] * NO, "R": [0.0] * NO}
    wsum = {"L": 0.0, "R": 0.0}
    side_acc = {(h, b): [0.0] * NO for h in "LR" for b in "LR"}
    side_w = {(h, b): 0.0 for h in "LR" for b in "LR"}
    for hand, share in HAND_PA_SHARE.items():
        vs_l, vs_r, s = platoon_sides(rates, hand)
        for h, vs, w in (("L", vs_l, share * s), ("R", vs_r, share * (1 - s))):
            side = hand if hand != "S" else ("R" if h == "L" else "L")  # a switch hitter bats against the arm
            for o in range(NO):
                acc[h][o] += w * vs[o]
                side_acc[(h, side)][o] += w * vs[o]
            wsum[h] += w
            side_w[(h, side)] += w
    hand_rates = {k: tuple(v / wsum[k] for v in acc[k]) for k in acc}
    mix, shift = _league_mix(roe_rate(extra["e"]), max(hand_rates[k][T.O_BB] for k in acc))
    charts = A.chart_mixes(shift)
    c = A.section_weights(mix)
    fixed = A.fixed_part(mix, charts)
    hbar = _hbar_for(rates, c, fixed)
    hand_hbar = {k: _hbar_for(hand_rates[k], c, fixed) for k in acc}
    side_hbar = {k: _hbar_for(tuple(v / side_w[k] for v in side_acc[k]), c, fixed) for k in side_acc}
    side_share = {h: side_w[(h, "L")] / wsum[h] for h in "LR"}
    label = ctx.label if ctx is not None else "default league"
    return Template(label=label, rates=rates, mix=mix, c=c, fixed=fixed, hbar=hbar, hand_rates=hand_rates,
                    hand_hbar=hand_hbar, side_hbar=side_hbar, side_share=side_share, extra=extra,
                    pit_scale=pitcher_scale(ctx, extra["sh"]),
                    fielding=_fielding(ctx), season=ctx.season if ctx else None,
                    cover=A.league_cover(extra["wp"], extra["f_on"]), e_shift=shift)


def _fielding(ctx: LeagueSeason | None) -> dict[str, FieldingLine]:
    """The league's fielding lines, each with the outs its position played (``LeagueSeason.position_outs``: a
    season without recorded innings in the field reads its players' lines per the innings they are given, and
    read per game played the league's rates were 4-50 % low against them: 1951 AL's infielders rated Range 1
    on average against the 2 of a league-average fielder)."""
    if ctx is None:
        return {}
    out = {}
    for pos, f in ctx.fielding.items():
        outs = ctx.position_outs(pos)
        out[pos] = f if f.inn_outs or not outs else replace(f, inn_outs=outs)
    return out


def faced_hbar(t: Template, hand: str, lhb_share: float | None = None) -> list[list[float]]:
    """The league batter card a pitcher throwing ``hand`` faces: the league's mix of batting sides, or his own
    share ``lhb_share`` of left-handed batters (from his platoon lines)."""
    if lhb_share is None:
        return t.hand_hbar[hand]
    a, b = t.side_hbar[(hand, "L")], t.side_hbar[(hand, "R")]
    return [[lhb_share * x + (1 - lhb_share) * y for x, y in zip(ra, rb)] for ra, rb in zip(a, b)]


_CACHE: dict[tuple[int, str, int, int] | None, Template] = {}


def template_for(ctx: LeagueSeason | None) -> Template:
    """The (cached) template of a league-season."""
    key = (ctx.season, ctx.league, ctx.runs, ctx.errors) if ctx is not None else None
    t = _CACHE.get(key)
    if t is None:
        t = _CACHE[key] = build_template(ctx)
    return t


def model_rates(t: Template, counts: list[list[int]], mix: tuple[float, ...] | None = None) -> list[float]:
    """Exact outcome chances of a batter side given as section counts (no OUT-section strikeouts)."""
    c = t.c if mix is None else A.section_weights(mix)
    fixed = t.fixed if mix is None else A.fixed_part(mix, t.charts)
    return [fixed[o] + sum(c[s][o] * counts[s][o] for s in range(4)) for o in range(NO)]
