"""Card checks (digest §5.8): the expected counts of a card over its real PA against the league's average
opponent, computed exactly as the engine reads the card.
"""

from __future__ import annotations

from dugout.games.fall_classic import ratings_algebra as A
from dugout.games.fall_classic.card import FCCard, compile_pitcher, effective
from dugout.games.fall_classic.ratings_layout import WEIGHTS
from dugout.games.fall_classic.ratings_league import LHP_SHARE, FCLeague


def batter_rates(card: FCCard, lg: FCLeague, park: A.Vec, opposition: A.Vec | None = None, *,
                 batter_hr: bool = False) -> list[float]:
    """Per-PA outcome probabilities of a batter card against the league-average pitcher (the anchor mixture),
    or, with ``opposition`` (``opposition_deltas``), against the pitchers his real line was made against;
    ``batter_hr``: his ``P - HR`` modifier is played (an optional rule)."""
    out = [0.0] * A.NOUT
    for wz, pc, flats in lg.mix:
        r = A.expect(card.flat, LHP_SHARE, flats, pc.kd, pc.hr, card.batter.hr_mod if batter_hr else 0, park, None,
                     lg.rho, lg.e54)
        for o in range(A.NOUT):
            out[o] += wz * r[o]
    return _plus(out, opposition)


def pitcher_rates(card: FCCard, lg: FCLeague, park: A.Vec, opposition: A.Vec | None = None, *,
                  nh_nw: bool = False) -> list[float]:
    """Per-BF outcome probabilities of a pitcher card against the league-average batter, or, with
    ``opposition``, against the batters his real line was made against; ``nh_nw``: his NH and NW are played
    (an optional rule; his negative home-run grade always is)."""
    pc = card.pitcher
    assert pc is not None
    avg = lg.avg_batter()
    out = [0.0] * A.NOUT
    for g, w in enumerate(WEIGHTS):
        nhr = min(0, pc.hr[g])
        flats = tuple(effective(f, pc.nh if nh_nw else 0, pc.nw if nh_nw else 0, nhr) for f in avg.flat)
        pflat = compile_pitcher(pc, g, g, g)
        one = [0.0, 0.0, 0.0]
        one[g] = 1.0
        r = A.expect((flats[0], flats[1]), LHP_SHARE, (pflat, pflat, pflat), pc.kd, pc.hr, avg.batter.hr_mod, park,
                     None, lg.rho, lg.e54, weights=tuple(one))
        for o in range(A.NOUT):
            out[o] += w * r[o]
    return _plus(out, opposition)


def _plus(rates: list[float], delta: A.Vec | None) -> list[float]:
    return rates if delta is None else [r + d for r, d in zip(rates, delta)]
