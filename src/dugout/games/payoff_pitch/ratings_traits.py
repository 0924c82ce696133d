"""The smaller batter ratings (digest §5.4 steps 6-11): DP, Steal, Bunt, sacrifice area, Run, fielding, Inj."""

from __future__ import annotations

import math
from dataclasses import replace

from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.card import Fielding
from dugout.games.payoff_pitch.ratings_league import (
    FIRST_ON_SHARE,
    PHI_OPEN_2,
    PHI_OPEN_SINGLE,
    PHI_OPEN_WALK,
    Template,
    bunt_shares,
)
from dugout.model.player import Player
from dugout.model.stats import FieldingLine

#: Success (regressed SB%) needed for each steal letter A..D; below D is F: halfway between the Stealing chart's
#: chances of two letters against the average catcher (Arm 3), so a runner takes the letter whose chance is nearest
#: his own (.84, .75, .65, .535). The digest's .85 / .76 / .67 / .57 sat above the halfway marks and gave a league of
#: .55 base stealers (1908 AL) an F's .47 chance: it was caught 55 % of the time against 45 %.
LETTER_MIN = tuple((T.STEAL_P[k][2] + T.STEAL_P[k + 1][2]) / 2 for k in range(4))
#: Run rating by Speed Score: Run = 2 + the number of these thresholds reached (digest percentiles).
RUN_STEPS = (2.6, 3.4, 4.6, 5.5, 6.4, 7.3)
#: Totals a sacrifice area prefers, in order (the ends of the 2d6 range first).
SAC_ORDER = (2, 12, 3, 11, 4, 10, 5, 9, 6, 8, 7)


def _areas() -> tuple[tuple[bool, ...], ...]:
    """For each way count 0..36 the area holding exactly that many ways that uses the most preferred totals (its
    totals' places in ``SAC_ORDER``, sorted, smallest lexicographically): 4 ways are {2, 12, 3}, 5 are {2, 12, 4}."""
    best: dict[int, tuple[int, ...]] = {}
    for mask in range(1 << len(SAC_ORDER)):
        places = tuple(i for i in range(len(SAC_ORDER)) if mask >> i & 1)
        ways = sum(T.WAYS[SAC_ORDER[i]] for i in places)
        if ways not in best or places < best[ways]:
            best[ways] = places
    out = []
    for ways in range(37):
        area = [False] * 13
        for i in best[ways]:
            area[SAC_ORDER[i]] = True
        out.append(tuple(area))
    return tuple(out)


#: SAC_AREAS[w]: the sacrifice area of w ways of 36.
SAC_AREAS = _areas()


def dp_rating(gidp: float, pa: float, ground_chance: float, f_opp: float) -> int:
    """DP 4..12 so that P(2d6 <= DP) is closest to GIDP per ground-ball chance with a runner on first.

    20 GIDP in 600 PA with a ground-out chance of .20 and a runner on first with fewer than two out in .19 of his
    PA: 20 / (.19 * 600 * .20) = .88 of his chances, closest to P(2d6 <= 10) = 33/36.

    >>> dp_rating(20, 600, 0.20, 0.19), dp_rating(10, 600, 0.20, 0.19), dp_rating(2, 600, 0.20, 0.19)
    (10, 6, 4)
    >>> dp_rating(40, 600, 0.20, 0.19)
    12
    """
    opp = f_opp * pa * ground_chance
    if opp <= 0:
        return 7
    x = gidp / opp
    return min(range(4, 13), key=lambda d: (abs(T.CUM36[d] / 36 - x), d))


def steal_ratings(sb: float, cs: float, on1: float, doubles: float, lg_pct: float,
                  others: float = 0.0, others2: float = 0.0, walks: float = 0.0) -> tuple[int, int, int, bool]:
    """(Jump, sign, letter, dagger) from stolen bases, caught stealing and times reaching 1st / 2nd.

    ``on1`` counts his singles, walks and hit by pitch, ``walks`` the walks and hit by pitch among them (second is
    open after ``PHI_OPEN_SINGLE`` of the singles and ``PHI_OPEN_WALK`` of the others); ``others`` his expected
    other chances, times left on first with second open by an error or a fielder's choice
    (``ratings_league.other_reach`` a PA), and ``others2`` on second with third open (``other_second``): the Jump
    is rolled on each of them too.

    40 for 48 in a .70 league: success (40 + 7) / (48 + 10) = .81, a B (an A needs .85), with the dagger (40 or more
    attempts at .80 or better); Jump 5 gives him about 44 attempts in 200 times on first and 30 doubles, 5+ about 56.
    A runner who never tries takes the league's success, .70 here, a C, and no Jump.

    >>> steal_ratings(40, 8, 200, 30, 0.7)
    (5, 0, 1, True)
    >>> steal_ratings(0, 0, 150, 25, 0.7)
    (0, 0, 2, False)
    """
    att = sb + cs
    pct = (sb + 10 * lg_pct) / (att + 10)
    letter = next((k for k, m in enumerate(LETTER_MIN) if pct >= m), 4)
    dagger = att >= 40 and pct >= 0.80
    if att <= 1.0 or on1 + doubles <= 0:
        return 0, 0, letter, False
    walks = min(walks, on1)
    n1 = (on1 - walks) * PHI_OPEN_SINGLE + walks * PHI_OPEN_WALK + others
    n2 = doubles * PHI_OPEN_2 + others2
    q = FIRST_ON_SHARE

    def expected(j: int, sign: int) -> float:
        if j == 1:
            return q * (n1 * T.CUM36[2] + n2 * T.DOUBLES_LE36[2]) / 36
        first = max(1, min(12, j + sign))
        e1 = q * (n1 * T.CUM36[first] + n2 * T.DOUBLES_LE36[first]) / 36
        e2 = (1 - q) * (n1 * T.CUM36[j] + n2 * T.DOUBLES_LE36[j]) / 36
        return e1 + e2

    # the Jump alone carries his attempts (the + / - adjustment is the book's option, off by default); the mark
    # then refines them for a game played with it
    jump = min(range(1, 12), key=lambda j: (abs(expected(j, 0) - att), j))
    sign = 0 if jump == 1 else min((0, 1, -1), key=lambda s: (abs(expected(jump, s) - att), abs(s)))
    return jump, sign, letter, dagger


def bunt_letter(sh: float, pa: float, run: int, lg_sh: float) -> int:
    """Bunt letter A..F (0..4) from sacrifices per PA against the league, nudged by speed."""
    r = (sh / pa) / lg_sh if pa > 0 and lg_sh > 0 else 0.0
    pts = (2 if r >= 3 else 1 if r >= 1.5 else 0 if r >= 0.5 else -1) + (1 if run >= 6 else 0 if run >= 4 else -1)
    return max(0, min(4, 2 - pts))


def sac_area(sh: float, pa: float, f_sac: float, letter: int) -> tuple[bool, ...]:
    """Totals on which the batter bunts by himself in a sacrifice situation (auto-sacrifice option): the area whose
    ways come closest to his real sacrifices over what his Bunt ``letter`` makes of an attempt, per situation.

    4 sacrifices in 80 PA with sacrifice situations in .2 of them, Bunt B (72 of 99 succeed): 5.5 attempts in 16
    situations, 12 ways of 36. 12 sacrifices in 80 PA is an attempt in every situation: every total.

    >>> [k for k, on in enumerate(sac_area(4, 80, 0.2, 1)) if on]
    [2, 3, 4, 10, 11, 12]
    >>> [k for k, on in enumerate(sac_area(12, 80, 0.2, 1)) if on]
    [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
    """
    if sh <= 0 or pa <= 0:
        return SAC_AREAS[0]
    attempts = sh / bunt_shares(letter)[0] / (f_sac * pa)
    return SAC_AREAS[max(0, min(36, round(36 * attempts)))]


def bunt_at_bats(area: tuple[bool, ...], f_sac: float, pa: float, letter: int) -> tuple[float, float]:
    """(outs, singles) his sacrifice attempts that fail or go for a hit are expected to make over ``pa``: the
    at-bats the Sacrifice Bunt chart plays for him, which his card leaves out (``outcome_rates``)."""
    attempts = sum(T.WAYS[k] for k in range(13) if area[k]) / 36 * f_sac * pa
    _, hit, out = bunt_shares(letter)
    return attempts * out, attempts * hit


def run_rating(speed: float) -> int:
    """Run 2..8 from a Speed Score (about 4.5 for an average regular).

    >>> run_rating(4.5), run_rating(8.4), run_rating(1.0)
    (4, 8, 2)
    """
    return 2 + sum(1 for s in RUN_STEPS if speed >= s)


def _rate(line: FieldingLine) -> float | None:
    if line.inn_outs > 0:
        return (line.po + line.a) * 27 / line.inn_outs
    if line.g > 0:
        return (line.po + line.a) / line.g
    return None


def fielding(player: Player, t: Template, is_pitcher: bool) -> dict[str, Fielding]:
    """Range, Error and Arm at each position he played, against the league at that position."""
    out: dict[str, Fielding] = {}
    est = player.estimates.defense if player.estimates is not None else {}
    lines = dict(player.fielding)
    if "OF" in lines:
        for pos in ("LF", "CF", "RF"):
            lines.setdefault(pos, lines["OF"])
    for pos, line in sorted(lines.items()):
        if pos not in T_POS:
            continue
        lg = t.fielding.get(pos) or (t.fielding.get("OF") if pos in ("LF", "CF", "RF") else None)
        out[pos] = _rate_position(pos, line, lg)
    for pos, v in sorted(est.items()):
        if pos in T_POS and pos not in out:
            r = max(0, min(4, round(2 - 2 * v)))
            e = max(1, min(5, round(3 + 2 * v)))
            out[pos] = Fielding(r=r, e=e, arm=_default_arm(pos, v))
    if is_pitcher and "P" not in out:
        out["P"] = Fielding(r=2, e=3, arm=0)
    if t.e_shift:
        # a league of more errors than the ERROR results carry: its Error ratings on an older footing
        out = {pos: replace(f, e=max(1, f.e - t.e_shift)) for pos, f in out.items()}
    return out


T_POS = ("P", "C", "1B", "2B", "3B", "SS", "LF", "CF", "RF")


def _default_arm(pos: str, skill: float = 0.0) -> int:
    if pos == "C":
        return max(1, min(5, round(3 - 2 * skill)))
    base = {"LF": 7, "CF": 6, "RF": 5}.get(pos)
    if base is None:
        return 0
    return max(3, min(10, round(base - 2 * skill)))


def _rate_position(pos: str, line: FieldingLine, lg: FieldingLine | None) -> Fielding:
    r_grade, e_grade = 2, 3
    if lg is not None:
        mine, theirs = _rate(line), _rate(lg)
        if mine is not None and theirs:
            n = line.inn_outs / 27 if line.inn_outs else line.g * 8.5
            ratio = 1 + (mine / theirs - 1) * n / (n + 150)
            r_grade = 0 if ratio >= 1.08 else 1 if ratio >= 1.03 else 2 if ratio >= 0.97 else 3 if ratio >= 0.92 else 4
        tc, lg_tc = line.chances, lg.chances
        if tc > 0 and lg_tc > 0 and lg.e > 0:
            q = (line.e / tc) / (lg.e / lg_tc)
            q = 1 + (q - 1) * tc / (tc + 100)
            e_grade = 5 if q <= 0.55 else 4 if q <= 0.8 else 3 if q <= 1.2 else 2 if q <= 1.6 else 1
    arm = 0
    if pos == "C":
        arm = 3
        att = line.sb + line.cs
        if lg is not None and att > 0 and lg.sb + lg.cs > 0:
            diff = line.cs / att - lg.cs / (lg.sb + lg.cs)
            diff *= att / (att + 100)
            arm = 1 if diff >= 0.07 else 2 if diff >= 0.025 else 3 if diff >= -0.025 else 4 if diff >= -0.07 else 5
    elif pos in ("LF", "CF", "RF"):
        arm = _default_arm(pos)
        if lg is not None and line.g > 0 and lg.g > 0 and lg.a > 0:
            ratio = (line.a / line.g) / (lg.a / lg.g)
            ratio = 1 + (ratio - 1) * line.g / (line.g + 60)
            arm = max(3, min(10, arm - round((ratio - 1) / 0.4)))
    return Fielding(r=r_grade, e=e_grade, arm=arm)


def inj_rating(games: int, team_games: int, regular: bool) -> int:
    """Inj: 0 Prone, 1 Normal, 2 Durable, 3 Iron from the share of team games played (regulars only).

    >>> inj_rating(160, 162, True), inj_rating(150, 162, True), inj_rating(100, 162, True), inj_rating(20, 162, False)
    (3, 2, 0, 1)
    """
    if not regular or team_games <= 0:
        return 1
    share = games / team_games
    return 3 if share >= 0.97 else 2 if share >= 0.90 else 1 if share >= 0.75 else 0


def ground_share(gidp: float, pa: float, lg_gidp: float, base: float) -> float:
    """Ground-ball share of his outs from his GIDP rate against the league's (digest §5.4 step 5)."""
    if pa <= 0 or lg_gidp <= 0:
        return base
    ratio = max(0.2, (gidp + 0.5) / (pa * lg_gidp + 0.5))
    return max(0.30, min(0.65, base * math.pow(ratio, 0.3)))


def wild_pitch_range(wp_bk: int, bfp: int, f_on: float) -> tuple[int, int]:
    """The WP range 30..29+w with w = round(100·(WP+BK)/(BFP·f_on)), at most 10 numbers.

    >>> wild_pitch_range(10, 800, 0.43)
    (30, 32)
    """
    if bfp <= 0:
        return (0, 0)
    w = int(100 * wp_bk / (bfp * f_on) + 0.5)
    w = max(0, min(10, w))
    return (30, 29 + w) if w else (0, 0)


#: League batters' DP ratings (share of plate appearances at DP 4..12; 1985 AL and 2016 NL cards, averaged): what a
#: pitcher's DP rating is weighed against.
BATTER_DP_MIX = (0.10, 0.19, 0.37, 0.23, 0.08, 0.02, 0.007, 0.0, 0.005)
#: The league's double plays with pitchers' DP ratings over those with every pitcher at 12 (1975 AL .914, 1985 AL
#: .917, 2000 NL .919, 2016 NL .916, 2023 AL .917, batters faced weighted).
PITCHER_DP_REACH = 0.917
#: A pitcher's GIDP rate is regressed to the league's with this many expected double plays.
DP_PRIOR = 5.0


def _dp_reach(d: int) -> float:
    """Chance of a double play per chance against the league's batters (``BATTER_DP_MIX``) with a pitcher's DP ``d``."""
    return sum(w * T.CUM36[min(d, b)] / 36 for b, w in zip(range(4, 13), BATTER_DP_MIX))


def pitcher_dp_for(ratio: float) -> int:
    """The pitcher DP whose double plays against the league's batters come closest to ``ratio`` times theirs at 12.

    >>> pitcher_dp_for(1.0), pitcher_dp_for(1.3), pitcher_dp_for(0.9), pitcher_dp_for(0.6), pitcher_dp_for(0.2)
    (12, 12, 7, 5, 4)
    """
    top = _dp_reach(12)
    return min(range(4, 13), key=lambda d: (abs(_dp_reach(d) - ratio * top), -d))
