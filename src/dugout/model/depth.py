"""Default depth charts from stats: lineups vs RHP and vs LHP, batting order, rotation, bullpen, bench.

Every source calls ``build_depth`` after it has the players, so a team always arrives ready to play.
"""

from __future__ import annotations

import dataclasses

from dugout.model.player import Player
from dugout.model.team import BullpenSpot, LineupSpot, Team

FIELD = ("C", "1B", "2B", "3B", "SS", "LF", "CF", "RF")
_OF = ("LF", "CF", "RF")


def _pa(p: Player) -> int:
    return p.batting.pa if p.batting else 0


def _ops(p: Player) -> float:
    if p.batting and p.batting.pa > 0:
        # shrink small samples toward a replacement-level .600 OPS
        w = p.batting.pa / (p.batting.pa + 100)
        return w * p.batting.ops + (1 - w) * 0.600
    if p.estimates and p.estimates.batting:
        r = p.estimates.batting
        return r.obp + r.slg
    return 0.0


def _obp(p: Player) -> float:
    if p.batting and p.batting.pa > 0:
        w = p.batting.pa / (p.batting.pa + 100)
        return w * p.batting.obp + (1 - w) * 0.290
    if p.estimates and p.estimates.batting:
        return p.estimates.batting.obp
    return 0.0


def _slg(p: Player) -> float:
    if p.batting and p.batting.pa > 0:
        w = p.batting.pa / (p.batting.pa + 100)
        return w * p.batting.slg + (1 - w) * 0.310
    if p.estimates and p.estimates.batting:
        return p.estimates.batting.slg
    return 0.0


def games_at(p: Player, pos: str) -> int:
    """Games at a position; an outfielder with no LF/CF/RF split counts his OF games at each outfield spot."""
    g = p.games_at.get(pos, 0)
    if g:
        return g
    if pos in _OF:
        if any(p.games_at.get(o, 0) for o in _OF) or any(o in p.fielding for o in _OF):
            return p.fielding[pos].g if pos in p.fielding else 0
        g = p.games_at.get("OF", 0)
        if g == 0 and "OF" in p.fielding:
            g = p.fielding["OF"].g
        return g
    return p.fielding[pos].g if pos in p.fielding else 0


def _assign_positions(hitters: list[Player]) -> dict[str, Player]:
    """Greedy assignment of the eight field positions by games played there."""
    cands = []
    for p in hitters:
        for pos in FIELD:
            g = games_at(p, pos)
            if g > 0:
                # outfielders without a split fill LF/CF/RF in proportion; CF goes to the best OF by PA
                cands.append((g, _pa(p), pos != "CF", p.id, pos, p))
    cands.sort(key=lambda c: (-c[0], -c[1], c[2], c[3]))
    taken: dict[str, Player] = {}
    used: set[str] = set()
    for g, _, _, pid, pos, p in cands:
        if pos in taken or pid in used:
            continue
        taken[pos] = p
        used.add(pid)
    for pos in FIELD:
        if pos in taken:
            continue
        rest = sorted((p for p in hitters if p.id not in used), key=lambda p: (-_pa(p), p.id))
        if rest:
            taken[pos] = rest[0]
            used.add(rest[0].id)
    return taken


def batting_order(spots: list[LineupSpot], by_id: dict[str, Player]) -> tuple[LineupSpot, ...]:
    """Order nine batters: best OPS third, most power fourth, best OBP leading off, pitcher last."""
    pitcher = [s for s in spots if s.pos == "P"]
    rest = sorted((s for s in spots if s.pos != "P"), key=lambda s: (-_ops(by_id[s.player]), s.player))
    order: list[LineupSpot | None] = [None] * len(rest)
    pool = list(rest)
    if len(pool) >= 5:
        top = pool[:5]
        third = top[0]
        fourth = max(top[1:], key=lambda s: (_slg(by_id[s.player]), s.player))
        remaining = [s for s in top if s not in (third, fourth)]
        first = max(remaining, key=lambda s: (_obp(by_id[s.player]), s.player))
        remaining.remove(first)
        second, fifth = remaining[0], remaining[1]
        order[:5] = [first, second, third, fourth, fifth]
        order[5:] = pool[5:]
    else:
        order = list(pool)
    return tuple(s for s in order if s is not None) + tuple(pitcher)


def _lineup(team: Team, hitters: list[Player], pitchers_bat: bool, ace: str | None,
            vs_left: bool) -> tuple[LineupSpot, ...]:
    by_id = team.by_id()
    assigned = _assign_positions(hitters)
    if vs_left:
        used = {p.id for p in assigned.values()}
        for pos, starter in list(assigned.items()):
            if starter.bats != "L":
                continue
            need = max(10, games_at(starter, pos) // 4)
            alts = [p for p in hitters if p.id not in used and p.bats in ("R", "S") and games_at(p, pos) >= need]
            if alts:
                best = max(alts, key=lambda p: (games_at(p, pos), _pa(p), p.id))
                assigned[pos] = best
                used.discard(starter.id)
                used.add(best.id)
    spots = [LineupSpot(p.id, pos) for pos, p in assigned.items()]
    used = {s.player for s in spots}
    if pitchers_bat:
        if ace is not None:
            spots.append(LineupSpot(ace, "P"))
    else:
        rest = [p for p in hitters if p.id not in used]
        rest.sort(key=lambda p: (-p.games_at.get("DH", 0), -_pa(p) * _ops(p), p.id))
        if rest:
            dh = rest[0]
            if vs_left and dh.bats == "L":
                # as at a position: a left-handed DH sits against a left-hander only for a right-handed (or
                # switch) hitter who was a DH a quarter as often (Ortiz and Ohtani were DHs every day)
                need = max(10, dh.games_at.get("DH", 0) // 4)
                alts = [p for p in rest[1:] if p.bats in ("R", "S") and p.games_at.get("DH", 0) >= need]
                if alts:
                    dh = max(alts, key=lambda p: (p.games_at.get("DH", 0), _pa(p), p.id))
            spots.append(LineupSpot(dh.id, "DH"))
    if len(spots) < 9:
        return ()
    return batting_order(spots, by_id)


def _relief_games(p: Player) -> int:
    return (p.pitching.g - p.pitching.gs) if p.pitching else 0


def build_depth(team: Team) -> Team:
    """The team with default lineups, rotation, bullpen roles and bench filled from its players' stats."""
    players = list(team.players)
    pitchers = [p for p in players if p.pitching is not None and p.pitching.g > 0 and p.is_pitcher]
    if not pitchers:
        pitchers = [p for p in players if p.pitching is not None and p.pitching.g > 0]
    hitters = [p for p in players if not p.is_pitcher and (_pa(p) > 0 or p.estimates is not None)]
    if len(hitters) < 8:
        extra = sorted((p for p in players if p not in hitters and _pa(p) > 0), key=lambda p: (-_pa(p), p.id))
        hitters += extra[: 8 - len(hitters)]
    games = team.record.g if team.record and team.record.g else 154
    by_gs = sorted(pitchers, key=lambda p: (-(p.pitching.gs if p.pitching else 0), p.id))
    rot = [p for p in by_gs if p.pitching and p.pitching.gs >= max(1, 0.08 * games)][:5]
    if not rot and by_gs:
        rot = by_gs[:1]
    rotation = tuple(p.id for p in rot)
    rel = [p for p in pitchers if p.id not in rotation and _relief_games(p) > 0]
    rel.sort(key=lambda p: (-_relief_games(p), p.id))
    bullpen: list[BullpenSpot] = []
    if rel:
        closer = max(rel, key=lambda p: (p.pitching.sv if p.pitching else 0, p.pitching.gf if p.pitching else 0))
        cl = closer.pitching
        if cl is not None and (cl.sv >= 3 or cl.gf >= 10):
            bullpen.append(BullpenSpot(closer.id, "closer"))
        others = [p for p in rel if all(b.player != p.id for b in bullpen)]
        others.sort(key=lambda p: (-(p.pitching.gf if p.pitching else 0) - 2 * (p.pitching.sv if p.pitching else 0),
                                   -_relief_games(p), p.id))
        for p in others[:2]:
            bullpen.append(BullpenSpot(p.id, "setup"))
        for p in others[2:]:
            pl = p.pitching
            ip_per = (pl.ipouts / 3) / max(1, pl.g) if pl else 0
            bullpen.append(BullpenSpot(p.id, "long" if ip_per >= 1.7 else "middle"))
    spare = [p for p in pitchers if p.id not in rotation and all(b.player != p.id for b in bullpen)]
    for p in sorted(spare, key=lambda p: (-(p.pitching.g if p.pitching else 0), p.id)):
        bullpen.append(BullpenSpot(p.id, "long" if p.pitching and p.pitching.gs > 0 else "middle"))
    pitchers_bat = not team.dh
    ace = rotation[0] if rotation else None
    vs_r = _lineup(team, hitters, pitchers_bat, ace, vs_left=False)
    vs_l = _lineup(team, hitters, pitchers_bat, ace, vs_left=True)
    in_lineup = {s.player for s in vs_r}
    bench = tuple(p.id for p in sorted(hitters, key=lambda p: (-_pa(p), p.id)) if p.id not in in_lineup)
    return dataclasses.replace(team, lineup_vs_rhp=vs_r, lineup_vs_lhp=vs_l, rotation=rotation,
                               bullpen=tuple(bullpen), bench=bench)
