"""Synthetic teams with plausible stat lines around a league-season: for property tests and benchmarks.

Every value comes from a seeded ``random.Random`` so the same seed gives the same team. Edge cases a
real roster can contain are included on purpose: a bench player without a plate appearance, a reliever
with one out, switch hitters, a position player who pitched.
"""

from __future__ import annotations

import random
import zlib

from dugout.model.depth import build_depth
from dugout.model.league import LeagueSeason
from dugout.model.player import Player
from dugout.model.stats import BattingLine, FieldingLine, PitchingLine
from dugout.model.team import Park, Team, TeamRecord

_FIELD = ("C", "1B", "2B", "3B", "SS", "LF", "CF", "RF")


def _bat_line(rng: random.Random, ctx: LeagueSeason, pa: int, skill: float, speed: float) -> BattingLine:
    r = ctx.rates
    f = max(0.4, 1 + skill)
    hr = int(rng.gauss(r.hr * f * f, r.hr * 0.3) * pa) if pa else 0
    hr = max(0, hr)
    b3 = max(0, int(rng.gauss(r.triple * (1 + speed), r.triple * 0.3) * pa))
    b2 = max(0, int(rng.gauss(r.double * f, r.double * 0.2) * pa))
    b1 = max(0, int(rng.gauss(r.single * f, r.single * 0.15) * pa))
    bb = max(0, int(rng.gauss(r.bb * f, r.bb * 0.3) * pa))
    hbp = max(0, int(rng.gauss(r.hbp, r.hbp * 0.5 + 0.001) * pa))
    sh = max(0, int(rng.gauss(r.sh, r.sh * 0.5 + 0.001) * pa))
    sf = max(0, int(rng.gauss(r.sf, r.sf * 0.5 + 0.001) * pa))
    ab = max(0, pa - bb - hbp - sh - sf)
    h = min(ab, b1 + b2 + b3 + hr)
    if h < b1 + b2 + b3 + hr:
        b1 = max(0, h - b2 - b3 - hr)
        if b1 == 0:
            b2, b3, hr = 0, 0, min(hr, h)
            b1 = h - hr
    so = min(ab - h, max(0, int(rng.gauss(r.so / max(f, 0.5), r.so * 0.3) * pa)))
    gidp = min(ab - h - so, max(0, int(r.gidp * pa)))
    att = max(0, int(rng.gauss(0.03 + 0.05 * speed, 0.02) * (b1 + bb + hbp)))
    sb = int(att * min(0.9, max(0.4, rng.gauss(0.7, 0.1))))
    return BattingLine(g=max(1, pa // 4), pa=ab + bb + hbp + sh + sf, ab=ab, r=max(0, int(0.12 * pa * f)), h=h, b2=b2,
                       b3=b3, hr=hr, rbi=max(0, int(0.11 * pa * f)), bb=bb, ibb=min(bb, int(bb * 0.08)), hbp=hbp,
                       so=so, sh=sh, sf=sf, gidp=gidp, sb=sb, cs=att - sb)


def _pitch_line(rng: random.Random, ctx: LeagueSeason, outs: int, skill: float, starts: int, g: int) -> PitchingLine:
    r = ctx.rates
    f = max(0.5, 1 - skill)
    bf = max(1, int(outs * 1.38))
    h = max(0, int(rng.gauss(r.hits * f, 0.02) * bf))
    hr = max(0, min(h, int(rng.gauss(r.hr * f, r.hr * 0.3) * bf)))
    bb = max(0, int(rng.gauss(r.bb * f, r.bb * 0.3) * bf))
    so = max(0, int(rng.gauss(r.so / f, r.so * 0.3) * bf))
    hbp = max(0, int(r.hbp * bf))
    era = max(0.0, rng.gauss(ctx.era * f, 0.6))
    er = int(era * outs / 27)
    return PitchingLine(w=starts // 3, l=starts // 3, g=g, gs=starts, cg=starts // 8, gf=0 if starts else g // 3,
                        sv=0 if starts else rng.randint(0, 5), ipouts=outs, bfp=bf + bb + hbp + h, h=h,
                        r=int(er * 1.08), er=er, hr=hr, bb=bb, ibb=bb // 12, hbp=hbp, so=so,
                        wp=rng.randint(0, 6), bk=rng.randint(0, 2))


def random_team(seed: int | str, ctx: LeagueSeason, *, name: str | None = None, dh: bool | None = None) -> Team:
    """A 25-player team (8 regulars, a DH, 4 bench, 5 starters, 7 relievers) with stats around ``ctx``."""
    rng = random.Random(f"synthetic:{seed}")
    tid = f"SYN{zlib.crc32(str(seed).encode()) % 10000:04d}" if name is None else name[:6].upper()
    players: list[Player] = []
    games = ctx.games_per_team or 154
    for k in range(13):
        regular = k < 9
        pos = _FIELD[k] if k < 8 else ("DH" if k == 8 else rng.choice(_FIELD))
        pa = rng.randint(450, 700) if regular else rng.randint(40, 300)
        if k == 12:
            pa = 0  # a bench player who never batted
        skill = rng.gauss(0.0, 0.18)
        speed = rng.uniform(-0.8, 1.0)
        bat = _bat_line(rng, ctx, pa, skill, speed) if pa else None
        g_pos = rng.randint(100, games) if regular else rng.randint(5, 60)
        fld = {pos: FieldingLine(g=g_pos, gs=g_pos - 5, inn_outs=g_pos * 24, po=int(g_pos * rng.uniform(0.3, 8)),
                                 a=int(g_pos * rng.uniform(0.1, 3)), e=rng.randint(0, 25), dp=rng.randint(0, 90),
                                 pb=rng.randint(0, 12) if pos == "C" else 0,
                                 sb=rng.randint(20, 90) if pos == "C" else 0,
                                 cs=rng.randint(10, 50) if pos == "C" else 0)} if pos != "DH" else {}
        games_at = {pos: g_pos}
        if k == 11:
            games_at["P"] = 1  # a position player who pitched once
        players.append(Player(
            id=f"{tid.lower()}b{k:02d}", name=f"Batter {tid} {k}", bats=rng.choice("LRRRS"), throws=rng.choice("LRR"),
            birth_year=ctx.season - rng.randint(21, 38), batting=bat, fielding=fld, games_at=games_at,
            pitching=PitchingLine(g=1, ipouts=3, bfp=6, h=3, r=2, er=2, bb=1) if k == 11 else None,
        ))
    for k in range(12):
        starter = k < 5
        outs = rng.randint(300, 650) if starter else rng.randint(60, 240)
        if k == 11:
            outs = 1  # a reliever with one out
        g = rng.randint(25, 34) if starter else rng.randint(8, 70)
        pl = _pitch_line(rng, ctx, outs, rng.gauss(0, 0.15), g if starter else 0, g)
        bat = None
        if not dh and starter:
            bat = BattingLine(g=g, pa=70, ab=62, h=rng.randint(5, 15), so=rng.randint(15, 30), sh=6, bb=2)
        players.append(Player(
            id=f"{tid.lower()}p{k:02d}", name=f"Pitcher {tid} {k}", bats=rng.choice("LRR"), throws=rng.choice("LRR"),
            birth_year=ctx.season - rng.randint(21, 38), pitching=pl, batting=bat, games_at={"P": g},
            fielding={"P": FieldingLine(g=g, po=rng.randint(0, 20), a=rng.randint(0, 40), e=rng.randint(0, 4))},
        ))
    use_dh = ctx.dh if dh is None else dh
    team = Team(id=tid, name=name or f"Synthetic {tid}", season=ctx.season, league=ctx.league, franchise=tid,
                park=Park(name="Test Park", bpf=rng.randint(92, 108), ppf=rng.randint(92, 108)),
                players=tuple(players), dh=use_dh, record=TeamRecord(g=games, w=games // 2, l=games - games // 2),
                context=ctx, source="synthetic")
    return build_depth(team)
