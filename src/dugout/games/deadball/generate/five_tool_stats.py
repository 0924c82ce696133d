"""Five Tool ratings from real statistics, so real teams can play the Five Tool game.

The book has no such mapping (digest GAP 72 proposes one; the errata call it an extension). Ours: Power from
ISO (home runs and slugging can lift it), Contact from strikeout rate (doubles can lift it), Eye from walk
rate, Speed from steals per 600 PA, caught-stealing success and the Speed Score base-running proxy, Defense
from the fielding-runs proxy of the Deadball trait guidelines; then Contact (and if need be Eye, Defense,
Speed, Power) moves so the five tools add up to the player's Deadball BT. Pitchers: Fastball from K/9,
Change Up from BB/9, Breaking Ball from the ground-ball proxy, Command from innings (starters) — then
Command (then Change Up, Fastball, Breaking Ball) moves so their mean lands in the band of the Pitch Die his
ERA earns; Batting is his BT / 3. With ``era="league"`` every rate is first put on the 2010-2016 scale the
cut points were set on (the league-season's average maps to that era's), so a 1908 slugger is a slugger.
Cut points and the reasons are in docs/rules/deadball-worlds.md.
"""

from __future__ import annotations

import dataclasses
from bisect import bisect_right
from typing import Any

from dugout.errors import DugoutError
from dugout.games.deadball import Deadball
from dugout.games.deadball import ratings_traits as TR
from dugout.games.deadball import tables as T
from dugout.games.deadball.card import DBCard
from dugout.model.league import LeagueSeason
from dugout.model.player import Player
from dugout.model.team import Team

#: 2010-2016 walks per plate appearance (Lahman, both leagues); the other baselines are the trait guidelines'.
BASELINE_BB = 0.0800
PA_SCALE = 600
#: Cut points: the tool is 2 plus the number of cuts at or below the value (ascending scales).
ISO_CUTS = (0.060, 0.090, 0.120, 0.145, 0.170, 0.250)
BB_CUTS = (0.040, 0.055, 0.070, 0.085, 0.100, 0.125)
DEF_CUTS = (-16.0, -12.0, -6.0, 0.0, 4.0, 8.0)
K9_CUTS = (5.0, 6.0, 7.0, 8.0, 8.5, 9.0)
GB_CUTS = (0.38, 0.41, 0.44, 0.47, 0.51, 0.55)
#: Descending scales: the tool is 8 minus the number of cuts the value exceeds.
K_CUTS = (0.10, 0.13, 0.17, 0.21, 0.25, 0.30)
BB9_CUTS = (2.0, 2.5, 3.0, 3.5, 4.0, 4.5)
#: Steals per 600 PA -> Speed: 0 -> 3, 1-2 -> 4, 3-6 -> 5, 7-11 -> 6, 12-19 -> 7, 20+ -> 8.
SB_CUTS = (0.5, 2.5, 6.5, 11.5, 19.5)
#: Starters' innings (162-game season) -> Command: <100 4, 100-150 5, 150-180 6, 180-200 7, 200+ 8.
IP_CUTS = (100.0, 150.0, 180.0, 200.0)
#: Pitch Die (ladder index) -> the half-open band of the four-tool mean it needs (GAP 63): ``tables.TOOL_PD_BANDS``
#: read the other way, the best band closed at 8.
PD_BAND: dict[int, tuple[float, float]] = {
    T.parse_die(die): (max(low, float(T.MIN_TOOL)), high)
    for (low, die), high in zip(T.TOOL_PD_BANDS, (8.01,) + tuple(low for low, _ in T.TOOL_PD_BANDS))}
POWER_LIFT = ((35.0, 0.540, 8), (20.0, 0.450, 7))
"""(HR per 600 PA, SLG, the Power at least) — the P++/P+ guidelines' other criteria."""


def _up(value: float, cuts: tuple[float, ...]) -> int:
    return T.MIN_TOOL + bisect_right(cuts, value)


def _down(value: float, cuts: tuple[float, ...]) -> int:
    return T.MAX_TOOL - sum(1 for c in cuts if value > c)


def _clamp(v: int) -> int:
    return max(T.MIN_TOOL, min(T.MAX_TOOL, v))


def era_scale(ctx: LeagueSeason | None, era: str) -> dict[str, float]:
    """Factors that put a league-season's rates on the 2010-2016 scale (``era="league"``), else ones."""
    out = {k: 1.0 for k in ("hr", "b2", "sb", "slg", "iso", "k", "bb", "k9", "bb9")}
    if era != "league" or ctx is None:
        return out
    b, p = ctx.batting, ctx.pitching
    lg: dict[str, float] = {}
    if b.pa > 0:
        lg.update(hr=b.hr / b.pa, b2=b.b2 / b.pa, bb=b.bb / b.pa)
        if "sb" not in b.imputed:
            lg["sb"] = b.sb / b.pa
        if "so" not in b.imputed:
            lg["k"] = b.so / b.pa
    if b.ab > 0:
        lg.update(slg=b.slg, iso=b.slg - b.avg)
    if p.ipouts > 0:
        lg.update(k9=27 * p.so / p.ipouts, bb9=27 * p.bb / p.ipouts)
    base = dict(TR.BASELINE, bb=BASELINE_BB)
    for k, v in lg.items():
        if v > 0:
            out[k] = base[k] / v
    return out


def hitter_tools(p: Player, bt: int, ctx: LeagueSeason | None, era: str = "league") -> tuple[int, ...]:
    """Power, Contact, Eye, Speed and Defense of a real hitter, adding up to ``bt`` (clamped to 10-40)."""
    prof = TR.hitter_profile(p, ctx)
    sc = era_scale(ctx, era)
    b = p.batting
    power = contact = eye = speed = defense = 5
    if prof is not None and b is not None:
        iso = prof["iso"] * sc["iso"]
        power = _up(iso, ISO_CUTS)
        for hr, slg, at_least in POWER_LIFT:
            if prof["hr"] * sc["hr"] >= hr or prof["slg"] * sc["slg"] >= slg:
                power = max(power, at_least)
                break
        if "k" in prof:
            contact = _down(prof["k"] * sc["k"], K_CUTS)
        if prof["b2"] * sc["b2"] >= 35:
            contact = T.MAX_TOOL
        eye = _up(b.bb / b.pa * sc["bb"], BB_CUTS)
        if "sb" in prof:
            sb = prof["sb"] * sc["sb"]
            speed = 3 if sb < SB_CUTS[0] else 3 + bisect_right(SB_CUTS, sb)
            bsr = prof.get("bsr", 0.0)
            if bsr <= -4.0:
                speed = 2
            elif bsr >= 4.0:
                speed = 8
            att = b.sb + b.cs
            if att >= 10 and "cs" not in b.imputed and b.sb / att < 0.6:
                speed -= 1
        if "def" in prof:
            defense = _up(prof["def"], DEF_CUTS)
    tools = [_clamp(power), _clamp(contact), _clamp(eye), _clamp(speed), _clamp(defense)]
    return fit_sum(tools, max(10, min(40, bt)))


def fit_sum(tools: list[int], target: int) -> tuple[int, ...]:
    """Move Contact to make the tools add up to ``target``; where Contact cannot go further, move Eye,
    Defense, Speed and Power in turn, one point at a time (each stays 2-8).

    >>> fit_sum([8, 5, 5, 3, 5], 25)
    (8, 4, 5, 3, 5)
    >>> fit_sum([5, 6, 4, 2, 4], 27)
    (6, 8, 5, 3, 5)
    >>> fit_sum([2, 2, 2, 2, 2], 40)
    (8, 8, 8, 8, 8)
    """
    t = list(tools)
    t[1] = _clamp(t[1] + target - sum(t))
    for _ in range(40):
        gap = target - sum(t)
        if gap == 0:
            break
        step = 1 if gap > 0 else -1
        moved = False
        for k in (2, 4, 3, 0):
            if sum(t) != target and T.MIN_TOOL <= t[k] + step <= T.MAX_TOOL:
                t[k] += step
                moved = True
        if not moved:
            break
    return tuple(t)


def pitcher_tools(p: Player, card: DBCard, ctx: LeagueSeason | None, era: str = "league") -> tuple[int, ...]:
    """Fastball, Change Up, Breaking Ball, Command and Batting of a real pitcher, whose four pitching tools
    average into the band of his Pitch Die."""
    sc = era_scale(ctx, era)
    prof = TR.pitcher_profile(p, ctx) or {}
    fb = _up(prof["k9"] * sc["k9"], K9_CUTS) if "k9" in prof else 5
    ch = _down(prof["bb9"] * sc["bb9"], BB9_CUTS) if "bb9" in prof else 5
    bb = _up(prof["gb"], GB_CUTS) if "gb" in prof else 5
    com = 5
    pl = p.pitching
    if pl is not None and pl.g > 0 and pl.gs * 2 >= pl.g:
        ip = prof.get("ip", pl.ipouts / 3) / TR.season_factor(ctx)
        com = 4 + bisect_right(IP_CUTS, ip)
    tools = [_clamp(fb), _clamp(ch), _clamp(bb), _clamp(com)]
    lo, hi = PD_BAND.get(card.pd, PD_BAND[T.D12] if card.pd > T.D12 else (2.0, 2.01))
    _fit_mean(tools, lo, hi)
    batting = _clamp(int(card.bt / 3 + 0.5))
    return tuple(tools) + (batting,)


def _fit_mean(tools: list[int], lo: float, hi: float) -> None:
    """Move Command, then Change Up, Fastball, Breaking Ball one point at a time until lo <= mean < hi."""
    order = (3, 1, 0, 2)
    for _ in range(40):
        mean = sum(tools) / 4
        if mean < lo:
            k = next((k for k in order if tools[k] < T.MAX_TOOL), None)
            if k is None:
                return
            tools[k] += 1
        elif mean >= hi:
            k = next((k for k in order if tools[k] > T.MIN_TOOL), None)
            if k is None:
                return
            tools[k] -= 1
        else:
            return


def five_tool_team(team: Team, options: dict[str, Any] | None = None, era: str = "league") -> Team:
    """The team with Five Tool ratings (``native["five_tool"]``) derived from every player's statistics; his
    Deadball card is unchanged, so BT and Pitch Die still come from BA and ERA."""
    if era not in ("league", "book"):
        raise DugoutError(f"era {era!r}: expected league or book")
    rules = Deadball(options)
    cards = rules.rate_team(team)
    ctx = team.context
    players = []
    for p in team.players:
        c = cards[p.id]
        ft: dict[str, int | str]
        if c.is_pitcher:
            vals = pitcher_tools(p, c, ctx, era)
            ft = dict(zip(T.PITCHER_TOOLS, vals))
        else:
            vals = hitter_tools(p, c.bt, ctx, era)
            ft = dict(zip(T.HITTER_TOOLS, vals))
        ft["source"] = f"statistics ({era})"
        native = {**p.native, "five_tool": ft}
        players.append(dataclasses.replace(p, native=native))
    return dataclasses.replace(team, players=tuple(players))
