"""Invented teams of a real era: players drawn from a league-season's own players, aimed at a strength.

A team ``like`` a league-season takes the shape of one of that season's real rosters (dice-chosen: how many
catchers, regulars, bench players, starters and relievers, and how much each played) and fills every place with
an invented player whose lines are those of a real player of the same role and about the same playing time in
that league-season (the empirical distribution itself, so power comes with its strikeouts, speed with its steals
and a catcher with his arm, as they did that year), under a new name from Faker and a new id. Game-neutral: every
game rates such a team as it rates the real ones, against the same league-season context.

Strength: each candidate's runs above average (batters by OPS against the league's over their plate appearances,
pitchers by ERA against the league's over their innings) tilts the draw by ``exp(tilt × runs / 10)``; the tilt is
searched (bisection, every trial drawn from the same dice) so that the team's expected winning percentage
(``lines_pct``: Base Runs per out of the team's summed batting and pitching lines against the league's, Pythagorean
exponent 1.83) comes closest to the target.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import replace

from dugout.engine.dice import Dice, derive_seed
from dugout.errors import DugoutError
from dugout.generate.names import unique_names
from dugout.model.depth import build_depth
from dugout.model.league import LeagueSeason
from dugout.model.player import Player
from dugout.model.team import Team

#: Named strengths (expected winning percentage).
TIERS = {"contender": 0.580, "average": 0.500, "rebuilding": 0.420}
#: Strengths a team may be aimed at.
STRENGTH_RANGE = (0.300, 0.700)
PYTHAG = 1.83
#: In a league, how many of the real lines nearest a place in playing time the dice (tilted by strength) choose from.
LEAGUE_CHOICE = 8


def parse_strength(text: str | float | None) -> float | None:
    """A strength as a winning percentage (``.600``, ``0.6``) or a tier name; None for none.

    >>> parse_strength(".600"), parse_strength("contender"), parse_strength(None)
    (0.6, 0.58, None)
    """
    if text is None or text == "":
        return None
    if isinstance(text, str) and text.strip().lower() in TIERS:
        return TIERS[text.strip().lower()]
    try:
        value = float(text)
    except (TypeError, ValueError):
        raise DugoutError(f"--strength {text!r}: a winning percentage such as .600, or one of "
                          f"{', '.join(TIERS)}") from None
    lo, hi = STRENGTH_RANGE
    if not lo <= value <= hi:
        raise DugoutError(f"--strength {text}: a winning percentage from {lo:.3f} to {hi:.3f}".replace("0.", "."))
    return value


def _role(p: Player) -> str:
    if p.pitching is not None and p.is_pitcher:
        pl = p.pitching
        return "SP" if pl.gs * 2 >= pl.g and pl.gs > 0 else "RP"
    pos = p.primary_position
    return "OF" if pos in ("LF", "CF", "RF") else pos


def _time(p: Player) -> float:
    if p.pitching is not None and p.is_pitcher:
        return float(p.pitching.ipouts)
    return float(p.batting.pa if p.batting else 0)


def _runs(p: Player, team: Team) -> float:
    """Runs above the league average the player's season was worth (batting or pitching)."""
    ctx = team.context
    if ctx is None:
        return 0.0
    lb = ctx.batting
    if p.pitching is not None and p.is_pitcher:
        pl = p.pitching
        lg_era = 27 * ctx.pitching.er / ctx.pitching.ipouts if ctx.pitching.ipouts else 4.0
        return (lg_era - (27 * pl.er / pl.ipouts if pl.ipouts else lg_era)) * pl.ipouts / 27
    b = p.batting
    if b is None or b.pa <= 0:
        return 0.0
    lg_obp_d = lb.ab + lb.bb + lb.hbp + lb.sf
    lg_ops = ((lb.h + lb.bb + lb.hbp) / lg_obp_d if lg_obp_d else 0.32) + \
        ((lb.h + lb.b2 + 2 * lb.b3 + 3 * lb.hr) / lb.ab if lb.ab else 0.38)
    d = b.ab + b.bb + b.hbp + b.sf
    ops = ((b.h + b.bb + b.hbp) / d if d else 0.0) + ((b.h + b.b2 + 2 * b.b3 + 3 * b.hr) / b.ab if b.ab else 0.0)
    r_per_pa = ctx.r_per_g / (lb.pa / ctx.team_games) if lb.pa and ctx.team_games else 0.12
    # runs move about 1.8 times as fast as OPS around the league's
    return 1.8 * (ops / lg_ops - 1) * b.pa * r_per_pa if lg_ops else 0.0


def _key(c: tuple[Player, Team, float]) -> str:
    """One real line: the player on one team (a man traded in mid-season has a line with each)."""
    return f"{c[1].id}:{c[0].id}"


def _base_runs(h: float, tb: float, hr: float, walks: float, outs: float) -> float:
    """Base Runs (David Smyth's estimator) of a line: A·B/(B+C) + D."""
    a = h + walks - hr
    b = (1.4 * tb - 0.6 * h - 3 * hr + 0.1 * walks) * 1.02
    return a * b / (b + outs) + hr if b + outs > 0 else 0.0


def lines_pct(context: LeagueSeason | None, players: list[Player]) -> float:
    """The expected winning percentage of a team of these players' lines against their league-season: runs scored
    and allowed per out from Base Runs of the team's summed batting and pitching lines (the pitchers' total bases
    from their hits at the league's extra-base share), each against the league's own, times the league's runs
    per game; Pythagorean exponent 1.83. Every line weighs as much as it played, as the pace manager plays it."""
    if context is None:
        return 0.5
    lb, lp = context.batting, context.pitching
    xbh = (lb.b2 + 2 * lb.b3) / (lb.h - lb.hr) if lb.h > lb.hr else 0.2

    def bat_rate(h: int, b2: int, b3: int, hr: int, walks: int, ab: int) -> float:
        outs = ab - h
        return _base_runs(h, h + b2 + 2 * b3 + 3 * hr, hr, walks, outs) / outs if outs > 0 else 0.0

    def pit_rate(h: int, hr: int, walks: int, outs: int) -> float:
        tb = h + xbh * (h - hr) + 3 * hr
        return _base_runs(h, tb, hr, walks, outs) / outs if outs > 0 else 0.0

    lg_bat = bat_rate(lb.h, lb.b2, lb.b3, lb.hr, lb.bb + lb.hbp, lb.ab)
    lg_pit = pit_rate(lp.h, lp.hr, lp.bb + lp.hbp, lp.ipouts)
    bats = [p.batting for p in players if p.batting is not None]
    pits = [p.pitching for p in players if p.pitching is not None and p.is_pitcher]
    if not bats or not pits or not lg_bat or not lg_pit:
        return 0.5
    team_bat = bat_rate(sum(b.h for b in bats), sum(b.b2 for b in bats), sum(b.b3 for b in bats),
                        sum(b.hr for b in bats), sum(b.bb + b.hbp for b in bats), sum(b.ab for b in bats))
    team_pit = pit_rate(sum(q.h for q in pits), sum(q.hr for q in pits), sum(q.bb + q.hbp for q in pits),
                        sum(q.ipouts for q in pits))
    rs = max(0.1, context.r_per_g * team_bat / lg_bat)
    ra = max(0.1, context.r_per_g * team_pit / lg_pit)
    return rs ** PYTHAG / (rs ** PYTHAG + ra ** PYTHAG)


def team_like(name: str, real: list[Team], dice: Dice, *, strength: float | None = None,
              uses: Counter[str] | None = None, shape: Team | None = None,
              donors: list[tuple[Player, Team, float]] | None = None) -> Team:
    """An invented team shaped and filled from the league-season ``real`` (its teams), aimed at ``strength``.

    ``uses`` counts how often each real line has been drawn by the clubs made before (a league's): a place is
    filled from the lines drawn least so far, so a league of as many clubs as the real one uses every real line
    about once and adds up to the real league's totals (independent draws would leave its home runs, say, ±10 %
    off in a low-scoring year). The count is updated with this team's lines. ``shape``: the real roster whose
    shape the team takes (default: one of ``real`` by the dice). ``donors``, when given, receives the real line
    behind each of the team's players, in order."""
    if not name or not name.strip():
        raise DugoutError("a generated team needs a name")
    if not real:
        raise DugoutError("no league-season to draw the team from")
    base_seed = dice.d(2**31 - 1, "like: draw seed")
    if shape is None:
        shape = real[dice.d(len(real), "like: roster shape") - 1]
    in_league = uses is not None
    uses = Counter() if uses is None else uses
    pool: dict[str, list[tuple[Player, Team, float]]] = {}
    for t in real:
        for p in t.players:
            if _time(p) > 0:
                pool.setdefault(_role(p), []).append((p, t, _runs(p, t)))

    def draw(tilt: float) -> tuple[list[tuple[Player, Team, float]], float]:
        d = Dice(derive_seed(base_seed, "like"))
        chosen: list[tuple[Player, Team, float]] = []
        used: set[str] = set()
        for p in sorted(shape.players, key=lambda q: (-_time(q), q.id)):
            role, t = _role(p), _time(p)
            if t <= 0:
                continue
            cands = [c for c in pool.get(role, []) if t / 1.4 - 10 <= _time(c[0]) <= 1.4 * t + 10 and c[0].id not in used]
            if cands:  # the lines the league has drawn least
                least = min(uses[_key(c)] for c in cands)
                cands = [c for c in cands if uses[_key(c)] == least]
                if in_league:  # the nearest in playing time, so no regular's line is left over for want of a place
                    cands = sorted(cands, key=lambda c: (abs(_time(c[0]) - t), c[0].id))[:LEAGUE_CHOICE]
            if len(cands) < 4:  # the nearest in playing time (not the whole role: that would bias it up)
                left = [c for c in pool.get(role, []) if c[0].id not in used] or pool.get(role, [])
                fresh = min(uses[_key(c)] for c in left)
                near = [c for c in left if uses[_key(c)] == fresh and t / 2.5 - 10 <= _time(c[0]) <= 2.5 * t + 10]
                cands = sorted(near if len(near) >= 2 else left, key=lambda c: (abs(_time(c[0]) - t), c[0].id))[:6]
            if not cands:
                continue
            weights = [math.exp(max(-30.0, min(30.0, tilt * c[2] / 10))) for c in cands]
            total = sum(weights)
            r = d.d(1_000_000, "like: a player") / 1_000_000 * total
            acc = 0.0
            pick = cands[-1]
            for c, w in zip(cands, weights):
                acc += w
                if r <= acc:
                    pick = c
                    break
            chosen.append(pick)
            used.add(pick[0].id)
        return chosen, lines_pct(shape.context, [c[0] for c in chosen])

    tilt = 0.0
    chosen, pct = draw(tilt)
    if strength is not None:
        lo, hi = -8.0, 8.0
        best = (abs(pct - strength), tilt, chosen, pct)
        for _ in range(24):
            tilt = (lo + hi) / 2
            chosen, pct = draw(tilt)
            if abs(pct - strength) < best[0]:
                best = (abs(pct - strength), tilt, chosen, pct)
            if pct < strength:
                lo = tilt
            else:
                hi = tilt
        _, tilt, chosen, pct = best
    uses.update(_key(c) for c in chosen)
    if donors is not None:
        donors.extend(chosen)
    # the major leagues' rosters were men's: the names follow (the Deadball book's own invented leagues mix)
    names = unique_names(dice, len(chosen), female_share=0.0)
    slug = "".join(ch for ch in name.lower() if ch.isalnum())[:12] or "team"
    players = []
    season = shape.season or 0
    for k, ((donor, _t, _r), pname) in enumerate(zip(chosen, names)):
        # the real man's lines (and age, hands, splits) under an invented name; nothing that names him
        players.append(replace(donor, id=f"{slug}-{k + 1:02d}", name=pname, overrides={}, native={}, extras=None))
    team = Team(id=slug.upper()[:8] or "GEN", name=name.strip(), season=season, league=shape.league,
                park=replace(shape.park, name=f"{name.strip()} Park"), players=tuple(players), dh=shape.dh,
                record=None, context=shape.context, source="generated",
                notes=f"invented like {season} {shape.league}: players drawn from its rosters, expected "
                      f"{pct:.3f}".replace("0.", "."))
    return build_depth(team)


#: Nicknames for invented clubs (a town's name goes before).
NICKNAMES = ("Grays", "Blues", "Reds", "Pilots", "Senators", "Rangers", "Pioneers", "Miners", "Mariners", "Colonels",
             "Monarchs", "Clippers", "Comets", "Keystones", "Millers", "Brewers", "Rivermen", "Travelers", "Barons",
             "Royals", "Lancers", "Foresters", "Hornets", "Wolves", "Owls", "Eagles", "Bisons", "Stars", "Sox",
             "Giants")


def real_spread(real: list[Team]) -> float:
    """The standard deviation of the real teams' winning percentages (how far apart that era's clubs stood)."""
    pcts = [t.record.w / (t.record.w + t.record.l) for t in real if t.record and t.record.w + t.record.l]
    if len(pcts) < 2:
        return 0.07
    mean = sum(pcts) / len(pcts)
    return math.sqrt(sum((x - mean) ** 2 for x in pcts) / (len(pcts) - 1))


def club_names(dice: Dice, n: int) -> list[str]:
    """``n`` different club names: a Faker town and a nickname, from the dice."""
    from dugout.generate.names import _faker

    fk = _faker("en_US")
    fk.seed_instance(dice.d(2**31 - 1, "club names: seed"))
    out: list[str] = []
    towns: set[str] = set()
    while len(out) < n:
        town = fk.city()
        if town in towns:
            continue
        towns.add(town)
        out.append(f"{town} {NICKNAMES[dice.d(len(NICKNAMES), 'club nickname') - 1]}")
    return out


def league_like(n: int, real: list[Team], dice: Dice, *, spread: float | None = None) -> list[Team]:
    """``n`` invented teams like the league-season ``real``, their strengths spread with standard deviation
    ``spread`` (default: the real teams' own) around .500 (``spread=0``: every team aimed at .500)."""
    if n < 2:
        raise DugoutError(f"--teams {n}: a league needs at least two teams")
    if spread is not None and not 0 <= spread <= 0.15:
        raise DugoutError(f"--spread {spread}: a standard deviation of winning percentage from 0 to .150")
    sd = real_spread(real) if spread is None else spread
    lo, hi = STRENGTH_RANGE
    aims = [0.5 + sd * _normal(dice) for _ in range(n)]
    mean = sum(aims) / n
    aims = [min(hi, max(lo, a - mean + 0.5)) for a in aims]
    names = club_names(dice, n)
    teams = []
    taken: set[str] = set()
    uses: Counter[str] = Counter()
    # each club takes the shape of a different real roster while they last (dice order), so the league's playing
    # time is the real league's
    order: list[Team] = []
    while len(order) < n:
        rest = list(real)
        while rest and len(order) < n:
            order.append(rest.pop(dice.d(len(rest), "like: roster shape") - 1))
    made: list[tuple[Team, list[tuple[Player, Team, float]]]] = []
    for name, aim, shape in zip(names, aims, order):
        donors: list[tuple[Player, Team, float]] = []
        made.append((team_like(name, real, dice, strength=aim, uses=uses, shape=shape, donors=donors), donors))
    for t in _spread_lines(made, real, uses):
        # no two clubs share a player's name
        fixed = []
        for p in t.players:
            if p.name in taken:
                p = replace(p, name=unique_names(dice, 1, taken, female_share=0.0)[0])
            taken.add(p.name)
            fixed.append(p)
        teams.append(replace(t, players=tuple(fixed)))
    return teams


def _spread_lines(made: list[tuple[Team, list[tuple[Player, Team, float]]]], real: list[Team],
                  uses: Counter[str]) -> list[Team]:
    """The clubs with every real line left undrawn put in place of a line drawn twice or more (same role, the
    nearest in playing time, within a factor 1.5): the league's totals are then the real league's, line for line,
    while each club keeps about its strength (the lines swapped play about as much in the same role)."""
    teams = [list(t.players) for t, _ in made]
    slots = [(i, k, c) for i, (_, donors) in enumerate(made) for k, c in enumerate(donors)]
    left = sorted(((p, t, _runs(p, t)) for t in real for p in t.players
                   if _time(p) > 0 and uses[f"{t.id}:{p.id}"] == 0), key=lambda c: (-_time(c[0]), _key(c)))
    for u in left:
        role, tu = _role(u[0]), _time(u[0])
        fits = [(abs(_time(c[0]) - tu), n) for n, (i, _k, c) in enumerate(slots)
                if uses[_key(c)] >= 2 and _role(c[0]) == role and tu / 1.5 - 10 <= _time(c[0]) <= 1.5 * tu + 10
                and all(d[0].id != u[0].id for j, _, d in slots if j == i)]
        if not fits:
            continue
        n = min(fits)[1]
        i, k, c = slots[n]
        uses[_key(c)] -= 1
        uses[_key(u)] += 1
        slots[n] = (i, k, u)
        old = teams[i][k]
        teams[i][k] = replace(u[0], id=old.id, name=old.name, overrides={}, native={}, extras=None)
    return [build_depth(replace(t, players=tuple(ps))) for (t, _), ps in zip(made, teams)]


def _normal(dice: Dice) -> float:
    """A standard normal draw from the dice (the sum of twelve uniforms less six)."""
    return sum(dice.d(1_000_000, "league spread") / 1_000_000 for _ in range(12)) - 6.0
