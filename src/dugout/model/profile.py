"""Stat-derived views every game's ratings share: per-PA rates for batters and pitchers, speed, ERA.

A player without real stats (generated, Five Tool) answers from his ``estimates``; a player with neither
falls back to the league (flagged by returning ``None`` where a caller must decide).
"""

from __future__ import annotations

import math

from dugout.model.league import LeagueSeason
from dugout.model.player import Player
from dugout.model.stats import BattingLine, PitchingLine, RateLine


def batting_rates(player: Player, league: LeagueSeason | None = None) -> RateLine | None:
    """Per-PA outcome rates of a batter: his real line, else his estimates, else None."""
    b = player.batting
    if b is not None and b.pa > 0:
        return b.rates()
    if player.estimates is not None and player.estimates.batting is not None:
        return player.estimates.batting.normalized()
    return None


def pitching_rates(player: Player, league: LeagueSeason | None) -> RateLine | None:
    """Per-batter-faced outcome rates allowed by a pitcher.

    Lahman pitching lines have H and HR but no 2B/3B: non-HR hits split like the league's; SH, SF and GIDP
    against take the league's rates.
    """
    p = player.pitching
    if p is not None and p.ipouts > 0:
        return pitching_line_rates(p, league)
    if player.estimates is not None and player.estimates.pitching is not None:
        return player.estimates.pitching.normalized()
    return None


def pitching_line_rates(p: PitchingLine, league: LeagueSeason | None) -> RateLine:
    """Rates per batter faced from a pitching line, split with the league's hit types."""
    bf = max(p.batters_faced, 1)
    lr = league.rates if league is not None else None
    nh = max(0, p.h - p.hr) / bf
    if lr is not None and lr.single + lr.double + lr.triple > 0:
        t = lr.single + lr.double + lr.triple
        s1, s2, s3 = lr.single / t, lr.double / t, lr.triple / t
    else:
        s1, s2, s3 = 0.78, 0.18, 0.04
    sh = lr.sh if lr else 0.01
    sf = lr.sf if lr else 0.008
    gidp = lr.gidp if lr else 0.02
    used = nh + (p.hr + p.bb + p.hbp + p.so) / bf + sh + sf + gidp
    out = max(0.0, 1.0 - used)
    return RateLine(single=nh * s1, double=nh * s2, triple=nh * s3, hr=p.hr / bf, bb=p.bb / bf, ibb=p.ibb / bf,
                    hbp=p.hbp / bf, so=p.so / bf, sh=sh, sf=sf, gidp=gidp, out=out).normalized()


def era(player: Player) -> float | None:
    """Earned run average from the pitching line, else the estimate, else None."""
    p = player.pitching
    if p is not None and p.ipouts > 0:
        return p.era
    if player.estimates is not None:
        return player.estimates.era
    return None


#: Rates of a modern reference league (2010s MLB) that ``speed_score(b, league)`` maps every league onto:
#: steal attempts per time on first, triples and GIDP per ball in play, runs per time reached.
_SPEED_REFERENCE = {"att": 0.075, "b3": 0.0055, "gidp": 0.025, "runs": 0.30}


def speed_score(b: BattingLine, league: BattingLine | None = None) -> float:
    """Bill James's Speed Score (0-10, about 4.5 for an average regular) from a batting line.

    The mean of: stolen-base percentage, attempt frequency, triples rate, runs-scored rate and avoiding
    double plays. With ``league`` (that season's league totals) each rate is first scaled by the reference
    league's rate over this league's, so eras with many triples or steals (the 1880s) rate speed against
    their own league; components the league did not record (imputed CS or GIDP) are left out.

    >>> round(speed_score(BattingLine(ab=600, h=180, b3=12, hr=5, so=60, bb=60, r=110, sb=50, cs=10, gidp=3)), 1)
    8.4
    """
    scale = {"att": 1.0, "b3": 1.0, "gidp": 1.0, "runs": 1.0}
    skip: set[str] = set()
    if league is not None:
        lr = _speed_rates(league)
        for k, v in lr.items():
            if v > 0:
                scale[k] = _SPEED_REFERENCE[k] / v
        skip = {"cs", "gidp"} & (set(league.imputed) | set(b.imputed))
    singles = b.h - b.b2 - b.b3 - b.hr
    on_first = singles + b.bb + b.hbp
    parts = []
    att = b.sb + b.cs
    if "cs" not in skip:
        parts.append(_clamp(((b.sb + 3) / (att + 7) - 0.4) * 20))
    if on_first > 0:
        parts.append(_clamp(math.sqrt(scale["att"] * att / on_first) / 0.07))
    bip = b.ab - b.hr - b.so
    if bip > 0:
        parts.append(_clamp((scale["b3"] * b.b3 / bip) / 0.0016))
        if "gidp" not in skip:
            parts.append(_clamp((0.063 - scale["gidp"] * b.gidp / bip) / 0.007))
    reached = b.h + b.bb + b.hbp - b.hr
    if reached > 0:
        parts.append(_clamp((scale["runs"] * (b.r - b.hr) / reached - 0.1) / 0.04))
    return sum(parts) / len(parts) if parts else 4.5


def _speed_rates(b: BattingLine) -> dict[str, float]:
    singles = b.h - b.b2 - b.b3 - b.hr
    on_first = singles + b.bb + b.hbp
    bip = b.ab - b.hr - b.so
    reached = b.h + b.bb + b.hbp - b.hr
    return {"att": (b.sb + b.cs) / on_first if on_first > 0 else 0.0,
            "b3": b.b3 / bip if bip > 0 else 0.0,
            "gidp": b.gidp / bip if bip > 0 else 0.0,
            "runs": (b.r - b.hr) / reached if reached > 0 else 0.0}


def speed(player: Player, league: BattingLine | None = None) -> float:
    """Speed Score of a player (estimates map -1..+1 onto 1.5..8.5; no data gives 4.5); with ``league`` (the
    season's league totals) against that league's own rates (``speed_score``)."""
    b = player.batting
    if b is not None and b.pa >= 1:
        # shrink small samples toward average
        w = b.pa / (b.pa + 150)
        return w * speed_score(b, league) + (1 - w) * 4.5
    if player.estimates is not None:
        return 5.0 + 3.5 * player.estimates.speed
    return 4.5


def _clamp(x: float, lo: float = 0.0, hi: float = 10.0) -> float:
    return lo if x < lo else min(x, hi)
