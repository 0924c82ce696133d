"""Ratings that are not plate-appearance outcomes (digest §5.6): the defense grid, run rating, steals, bunts, H&R.

Small samples are shrunk toward the league so a September call-up does not get a 20 error rating.
"""

from __future__ import annotations

import math
from typing import Any

from dugout.games.fall_classic import tables as T
from dugout.games.fall_classic.card import Fielding
from dugout.games.fall_classic.ratings_league import FIELD_POS, FCLeague
from dugout.games.fall_classic.tables import ARM, PNUM
from dugout.model.player import Player
from dugout.model.profile import speed
from dugout.model.stats import FieldingLine

E_SHRINK = 40
"""Chances of league-average fielding added to a player's before his error rating is read."""
RANGE_SHRINK = 300
"""Outs (100 innings) of league-average range added to a player's."""
RANGE_STRETCH = 40
"""Range = 10 + 40 × (range factor against the league's − 1), 0-20: the book's 0-20 scale, where a regular 10%
under the league's range factor is "Range 6 or less" (the 54 chart's misses) and one 10% over is 14. (10 × the
ratio put every 1959 NL regular at 2B, SS or CF at 9-11.)"""
FRAME_G, FRAME_B = 0.6, 1.6
"""A catcher's passed balls per inning against the league's at or under which he frames (``g``), at or over which
he does not (``b``); between, ``a`` (PROPOSED: Lahman has no framing data; a catcher who blocks pitches well is
taken to receive them well)."""
CS_SHRINK = 20
RUN_CUTS = (6.0, 4.85, 3.35)
"""Speed Score (against the league's) at or above which a player is F!, F, A (else S): about 5%, 20%,
50% and 25% of regulars over many league-seasons."""
ARM_S, ARM_W = 1.15, 0.85
"""Ratio to the league's rate at or above which an infield, catcher or pitcher arm is S, at or below W."""
#: An outfielder's arm is S from this assist number (the digest's 4 made S of a third of the outfield's games).
ARM_S_ASSISTS = 5


def _shrunk(value: float, n: float, lg_value: float, prior: float) -> float:
    return (value * n + lg_value * prior) / (n + prior)


def fielding_grid(player: Player, lg: FCLeague, over: dict[str, Any] | None = None) -> tuple[Fielding | None, ...]:
    """Range, arm and error rating at every position he played (index = position number).

    An outfielder is rated at all three outfield spots (the depth chart may play him anywhere in the
    outfield): from his line at that spot, else his OF line, else his busiest outfield spot. A position he
    appeared at without a fielding line gets league-average ratings.
    """
    grid: list[Fielding | None] = [None] * 10
    est = player.estimates.defense if player.estimates is not None else {}
    fl = player.fielding
    of_lines = [fl[p] for p in ("LF", "CF", "RF") if p in fl]
    of_any = fl.get("OF") or (max(of_lines, key=lambda f: f.g) if of_lines else None)
    for pos in FIELD_POS:
        f = fl.get(pos)
        if f is None and pos in ("LF", "CF", "RF"):
            f = of_any
        if f is not None and (f.g > 0 or f.chances > 0):
            grid[PNUM[pos]] = _rate_position(pos, f, lg)
        elif pos in est:
            grid[PNUM[pos]] = _from_estimate(pos, est[pos], lg)
        elif player.games_at.get(pos, 0) > 0 or (pos in ("LF", "CF", "RF") and player.games_at.get("OF", 0) > 0):
            grid[PNUM[pos]] = _from_estimate(pos, 0.0, lg)
    for pos, spec in ((over or {}).get("fielding", {}) or {}).items():
        grid[PNUM[pos]] = _override(pos, spec, grid[PNUM[pos]])
    return tuple(grid)


def _rate_position(pos: str, f: FieldingLine, lg: FCLeague) -> Fielding:
    d = lg.fielding.get(pos) or lg.fielding.get("OF") or {}
    lg_fp = d.get("fpct", 0.97)
    fp = (f.po + f.a + lg_fp * E_SHRINK) / (f.chances + E_SHRINK)
    e = max(0, min(20, round(lg.e_scale * 200 * (1 - fp))))
    outs = f.inn_outs if f.inn_outs > 0 else 27 * f.g
    lg_rf = d.get("rf", 0.0)
    rng = 10
    if outs > 0 and lg_rf > 0:
        mine = 27 * (f.a if pos == "1B" else f.po + f.a) / outs
        ratio = _shrunk(mine, outs, lg_rf, RANGE_SHRINK) / lg_rf
        rng = max(0, min(20, round(10 + RANGE_STRETCH * (ratio - 1))))
    arm, assist, pb, frame = 1, 0, 0, ""
    if pos in ("LF", "CF", "RF"):
        lg_a = d.get("a", 0.0)
        if outs > 0 and lg_a > 0:
            ratio = _shrunk(27 * f.a / outs, outs, lg_a, RANGE_SHRINK) / lg_a
            assist = max(0, min(6, round(3 * ratio)))
            arm = 0 if assist >= ARM_S_ASSISTS else (1 if assist >= 2 else 2)
        else:
            assist = 3
    elif pos == "C":
        lg_cs = d.get("cs", 0.4)
        att = f.sb + f.cs
        cs = _shrunk(f.cs / att if att else lg_cs, att, lg_cs, CS_SHRINK)
        arm = 0 if cs >= lg_cs + 0.06 else (2 if cs <= lg_cs - 0.06 else 1)
        pa_caught = outs / max(0.2, 1 - lg.obp)
        pb = max(0, min(6, round(720 * f.pb / (lg.m * pa_caught)))) if pa_caught > 0 else 0
        frame = "a"
        lg_pb = d.get("pb", 0.0)
        if outs > 0 and lg_pb > 0:
            pbr = _shrunk(27 * f.pb / outs, outs, lg_pb, RANGE_SHRINK) / lg_pb
            frame = "g" if pbr <= FRAME_G else ("b" if pbr >= FRAME_B else "a")
    else:
        key = "dp" if pos in ("2B", "SS") else "a"
        lg_v = d.get(key, 0.0)
        if outs > 0 and lg_v > 0:
            mine = 27 * (f.dp if key == "dp" else f.a) / outs
            ratio = _shrunk(mine, outs, lg_v, RANGE_SHRINK) / lg_v
            arm = 0 if ratio >= ARM_S else (2 if ratio <= ARM_W else 1)
    return Fielding(pos=pos, range=rng, arm=arm, e=e, assist=assist, pb=pb, frame=frame)


def _from_estimate(pos: str, q: float, lg: FCLeague) -> Fielding:
    """A fielder from an invented player's defensive quality (-1 poor … +1 excellent)."""
    d = lg.fielding.get(pos) or {}
    e_lg = lg.e_scale * 200 * (1 - d.get("fpct", 0.97))
    e = max(0, min(20, round(e_lg * (1 - 0.6 * q))))
    arm = 0 if q >= 0.4 else (2 if q <= -0.4 else 1)
    assist = max(0, min(6, 3 + round(2 * q))) if pos in ("LF", "CF", "RF") else 0
    return Fielding(pos=pos, range=max(0, min(20, round(10 + 5 * q))), arm=arm, e=e, assist=assist,
                    frame="a" if pos == "C" else "")


def _override(pos: str, spec: dict[str, Any], base: Fielding | None) -> Fielding:
    b = base or Fielding(pos, 10, 1, 5)
    arm_s = str(spec.get("arm", ARM[b.arm] + (str(b.assist) if pos in ("LF", "CF", "RF") else "")))
    arm = ARM.index(arm_s[0].upper())
    assist = int(arm_s[1:]) if len(arm_s) > 1 else b.assist
    return Fielding(pos=pos, range=int(spec.get("range", b.range)), arm=arm, e=int(spec.get("e", b.e)),
                    assist=assist, pb=int(spec.get("pb", b.pb)), frame=str(spec.get("frame", b.frame)))


def run_rating(player: Player, lg: FCLeague) -> int:
    """F! F A S (0-3) from the Speed Score read against his league (his ability to take the extra base)."""
    sp = speed(player, lg.batting)
    for k, cut in enumerate(RUN_CUTS):
        if sp >= cut:
            return k
    return 3


def steal_ratings(sb: float, cs: float, on_first: float, lg: FCLeague) -> tuple[int, int]:
    """(sbs, jump): success rating 1-20 and jump rating 0-20 (0 only for a player who never tried).

    >>> from types import SimpleNamespace as NS
    >>> steal_ratings(27, 4, 98 + 65 + 2, NS(sb_success=0.618))
    (17, 6)
    """
    att = sb + cs
    sbs = max(1, min(20, round(20 * (sb + 3 * lg.sb_success) / (att + 3))))
    if att <= 0:
        return sbs, 0
    jump = max(1, min(20, round(20 * att / (0.6 * max(1.0, on_first)))))
    return sbs, jump


def sacrifice_rating(sh: float, pa: float, lg: FCLeague, is_pitcher: bool = False) -> int:
    """sh 3-6: 3 for a player who hardly bunted (a pitcher 4); a real bunter 5 at the league's rate of
    sacrifices, one more or less per doubling or halving of it (gap 31).

    Real sacrifice attempts succeed about three times in four; the chart gives 69% at sh 5 and 83% at 6, while
    a missed first roll is a strikeout (half the attempts at sh 3), so the men who really bunted must rate 5-6
    for the league's sacrifices to come without a pile of bunting strikeouts.
    """
    if sh < 3 or pa <= 0:
        return 4 if is_pitcher else 3
    return max(3, min(6, 5 + round(math.log2((sh / pa) / lg.sh_rate))))


def bunt_success(sh: int) -> float:
    """Chance a sacrifice attempt is a sacrifice: contact (d6 <= sh), then a second d6 <= sh that is not a 6.

    >>> round(bunt_success(3), 2), round(bunt_success(5), 2)
    (0.25, 0.69)
    """
    return max(0.05, min(sh, 6) / 6 * min(sh, T.BUNT_POP - 1) / 6)


def failed_sacrifices(sh_rate: float, pa: float, sh: int) -> tuple[float, float]:
    """(strikeouts, other outs) of the failed sacrifice attempts the AI makes for a batter it asks to sacrifice
    ``sh_rate`` times a PA (``manager_plan.team_bunting``) over ``pa`` plate appearances, at his sh rating: per
    attempt a missed first d6 is a strikeout and a missed second one an out (popped up, the lead runner forced).

    A real line counts the failed attempts among its at-bats, so its rates hold their outs; in play the AI's
    failures are outs of their own. The card's targets leave them out, as they leave out the sacrifices (stop 39:
    with the AI's bunts off, league-average cards against the anchor rolled the algebra's hits within a point;
    with them on, 1.4 % short in 1921 NL).

    >>> k, out = failed_sacrifices(20 / 600, 600, 5)
    >>> round(k, 2), round(out, 2)
    (4.8, 4.0)
    """
    if sh_rate <= 0 or pa <= 0:
        return 0.0, 0.0
    r = max(1, min(sh, 6))
    contact = r / 6
    success = bunt_success(r)
    attempts = sh_rate * pa / success
    return attempts * (1 - contact), attempts * max(0.0, contact - success)


def hit_and_run_grade(so_rate: float, avg: float, lg: FCLeague) -> int:
    """A 0, B 1, C 2: contact and average against the league's."""
    lg_k = lg.rates[6]
    if so_rate <= 0.75 * lg_k and avg >= lg.avg:
        return 0
    if so_rate >= 1.25 * lg_k or avg < lg.avg - 0.020:
        return 2
    return 1

