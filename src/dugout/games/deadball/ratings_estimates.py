"""Estimated per-PA rates for players who exist only as Deadball ratings (bundled and invented players).

Other games rate a player from a stat line; a Deadball-only player has none, so this estimator turns his BT,
WT, traits and Pitch Die into the ``Estimates`` of the roster model. It follows the Deadball at bat against an
average opponent: the batting average is BT/100 and the walks per PA (WT-BT)/100; hits split by the Hit Table
(d20 plus his power modifier, with the Speedy/Contact/Slow specials); outs split by the Out Table (3 strikeouts
in 10, 4 for a Free Swinger). A pitcher allows the hits of an average batter (BT 26) less the mean of his Pitch Die, and
his ERA is the middle of the die's ERA band.
"""

from __future__ import annotations

from dugout.games.deadball import tables as T
from dugout.model.player import Estimates
from dugout.model.stats import RateLine

AVERAGE_BT = 26
SH_RATE, SF_RATE, GIDP_RATE = 0.008, 0.007, 0.018


def _rounded(r: RateLine) -> RateLine:
    """Rates to five decimals (readable roster files); the ``out`` share absorbs the rounding."""
    vals = {k: round(v, 5) for k, v in r.as_dict().items()}
    vals["out"] = round(1.0 - sum(v for k, v in vals.items() if k not in ("out", "ibb")), 5)
    return RateLine(**vals)


def hit_split(traits: int) -> tuple[float, float, float, float, float]:
    """Shares of a hit that are singles, doubles, triples and home runs, and the share that turns into a
    strikeout (Free Swinger), for one d20 on the Advanced Hit Table.

    >>> [round(x, 2) for x in hit_split(0)]
    [0.6, 0.25, 0.05, 0.1, 0.0]
    """
    mod = T.power_mod(traits)
    s = d = t = h = k = 0.0
    for raw in range(1, 21):
        r = raw + mod
        bases = T.ADVANCED_HIT[max(0, min(21, r))][0]
        if r <= 0:
            bases = 1
        elif r == 1 and traits & (T.SP | T.CP):
            bases = 2
        elif r == 2 and traits & T.SP:
            bases = 3
        elif r == 2 and traits & T.CP:
            bases = 2
        elif r in (11, 12) and traits & T.CM:
            k += 0.05
            continue
        elif r == 18 and traits & T.SM:
            bases = 2
        if bases == 1:
            s += 0.05
        elif bases == 2:
            d += 0.05
        elif bases == 3:
            t += 0.05
        else:
            h += 0.05
    return s, d, t, h, k


def batting_rates(bt: int, wt: int, traits: int) -> RateLine:
    """Per-PA outcome rates of a Deadball batter against an average pitcher."""
    bb = max(0.0, (wt - bt) / 100)
    hits = max(0.0, bt / 100) * (1.0 - bb - SH_RATE - SF_RATE)
    s, d, t, h, k = hit_split(traits)
    # the batting average stays BT/100: a Free Swinger's lost hits show as extra strikeouts among his outs
    s, d, t, h = (x / (1.0 - k) for x in (s, d, t, h))
    outs = max(0.0, 1.0 - bb - hits - SH_RATE - SF_RATE - GIDP_RATE)
    k_share = 0.3 + (0.1 if traits & T.CM else 0.0)
    so = outs * k_share
    other = outs - so
    return _rounded(RateLine(single=hits * s, double=hits * d, triple=hits * t, hr=hits * h, bb=bb, so=so,
                             sh=SH_RATE, sf=SF_RATE, gidp=GIDP_RATE, out=other))


def pitching_rates(pd: int, traits: int) -> RateLine:
    """Per-batter rates a Deadball pitcher allows to an average batter."""
    mean = T.RUNG_MEAN[pd]
    hits = max(0.02, min(0.6, (AVERAGE_BT + 1 - mean) / 100)) * 0.95
    bb = 0.02 if traits & T.CN else 0.05
    s, d, t, h, _ = hit_split(0)
    outs = max(0.0, 1.0 - bb - hits - SH_RATE - SF_RATE - GIDP_RATE)
    k_share = 0.4 if traits & T.KP else 0.2 if traits & T.GB else 0.3
    return _rounded(RateLine(single=hits * s, double=hits * d, triple=hits * t, hr=hits * h, bb=bb,
                             so=outs * k_share, sh=SH_RATE, sf=SF_RATE, gidp=GIDP_RATE, out=outs * (1 - k_share)))


def estimate(bt: int, wt: int, traits: int, pd: int | None, positions: tuple[str, ...],
             is_pitcher: bool) -> Estimates:
    """The roster-model estimates of a Deadball-only player.

    >>> e = estimate(26, 31, 0, None, ("SS",), False)
    >>> round(e.batting.avg, 3), round(e.batting.obp, 3), e.pitching is None
    (0.26, 0.295, True)
    """
    speed = 0.8 if traits & T.SP else -0.8 if traits & T.SM else 0.0
    att = 0.25 if traits & T.SP else 0.02 if traits & T.SM else 0.07
    success = 0.75 if traits & T.SP else 0.25 if traits & T.SM else 0.625
    glove = 0.8 if traits & T.DP else -0.8 if traits & T.DM else 0.0
    return Estimates(
        batting=batting_rates(bt, wt, traits),
        pitching=pitching_rates(pd, traits) if pd is not None and is_pitcher else None,
        era=T.era_of_die(pd) if pd is not None and is_pitcher else None,
        sb_attempts=att, sb_success=success, speed=speed, defense={p: glove for p in positions},
    )
