"""The opposition a team's players really faced: the league less their own team.

A batter's season line was made against every pitcher of his league but his own team's, a pitcher's against every
batter but his teammates. A card built against the league's average opponent would count that difference twice
in a replay, where the same teams meet again: the 1927 Yankees' hitters, who never faced the league's best
staff, hit .006 over their real average and scored half a run a game too many. Cards are therefore built from
the real rates less the opposition's difference from the league (``rates - delta``).
"""

from __future__ import annotations

from dugout.model.stats import BattingLine, PitchingLine
from dugout.model.team import Team

Vec = tuple[float, ...]


def opposition_deltas(team: Team, sh_share: float, pit_scale: Vec = (1.0, 1.0, 1.0, 1.0, 1.0)
                      ) -> tuple[Vec, Vec] | None:
    """(for the team's batters, for its pitchers): the opposition's rates per card PA less the league's, as
    8-vectors (1B 2B 3B HR BB HBP SO OUT); None without a league-season or with a team that is the league.
    Pitching counts are read as cards read them, scaled by ``pit_scale`` (``ratings_league.pitching_scales``)."""
    ctx = team.context
    if ctx is None or ctx.teams < 2:
        return None
    own_b, own_p = BattingLine(), PitchingLine()
    for p in team.players:
        if p.batting is not None:
            own_b = own_b + p.batting
        if p.pitching is not None:
            own_p = own_p + p.pitching
    lg_b, lg_p = ctx.batting, ctx.pitching
    bat = _pitching_delta(lg_p, own_p, lg_b, 1 - sh_share, pit_scale)
    pit = _batting_delta(lg_b, own_b)
    if bat is None or pit is None:
        return None
    return bat, pit


def adjust(rates: Vec, delta: Vec | None) -> Vec:
    """Rates less an opposition delta, kept non-negative, outs taking up the rest.

    >>> adjust((0.2, 0.05, 0.0, 0.02, 0.1, 0.0, 0.1, 0.53), (0.01, 0.0, 0.0, 0.0, -0.02, 0.0, 0.0, 0.01))
    (0.19, 0.05, 0.0, 0.02, 0.12, 0.0, 0.1, 0.52)
    """
    if delta is None:
        return rates
    out = [max(0.0, r - d) for r, d in zip(rates[:-1], delta[:-1])]
    return tuple(round(x, 12) for x in out) + (round(max(0.0, 1.0 - sum(out)), 12),)


def _rates_b(b: BattingLine) -> list[float] | None:
    pa = b.ab + b.bb + b.hbp + b.sf
    if pa <= 0:
        return None
    return [(b.h - b.b2 - b.b3 - b.hr) / pa, b.b2 / pa, b.b3 / pa, b.hr / pa, b.bb / pa, b.hbp / pa, b.so / pa]


def _batting_delta(lg_b: BattingLine, own: BattingLine) -> Vec | None:
    """What a team's pitchers faced (the league's batters less their teammates) against the league."""
    lg = _rates_b(lg_b)
    vals = {f: getattr(lg_b, f) - getattr(own, f) for f in ("ab", "h", "b2", "b3", "hr", "bb", "hbp", "so", "sf")}
    opp = _rates_b(BattingLine(**vals))
    if lg is None or opp is None:
        return None
    d = [o - x for o, x in zip(opp, lg)]
    return tuple(d) + (-sum(d),)


def _batting_mix(lg_b: BattingLine) -> tuple[float, float, float]:
    h = lg_b.h - lg_b.hr
    if h <= 0:
        return (1.0, 0.0, 0.0)
    return ((h - lg_b.b2 - lg_b.b3) / h, lg_b.b2 / h, lg_b.b3 / h)


def _rates_p(p: PitchingLine, bf_scale: float, scale: Vec) -> list[float] | None:
    bf = p.batters_faced * bf_scale
    if bf <= 0:
        return None
    return [k * x / bf for k, x in zip(scale, (p.h - p.hr, p.hr, p.bb, p.hbp, p.so))]


def _pitching_delta(lg_p: PitchingLine, own: PitchingLine, lg_b: BattingLine, bf_scale: float,
                    scale: Vec) -> Vec | None:
    """What a team's batters faced (the league's pitchers less their own staff) against the league; pitchers'
    lines have no doubles or triples, so their hits split by the league's mix."""
    lg = _rates_p(lg_p, bf_scale, scale)
    vals = {f: getattr(lg_p, f) - getattr(own, f) for f in ("bfp", "ipouts", "h", "hr", "bb", "hbp", "so")}
    opp = _rates_p(PitchingLine(**vals), bf_scale, scale)
    if lg is None or opp is None:
        return None
    dh, dhr, dbb, dhbp, dso = (o - x for o, x in zip(opp, lg))
    m1, m2, m3 = _batting_mix(lg_b)
    d = [dh * m1, dh * m2, dh * m3, dhr, dbb, dhbp, dso]
    return tuple(d) + (-sum(d),)
