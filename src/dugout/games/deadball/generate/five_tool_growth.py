"""Five Tool careers (rulebook pp.59-60, digest T18): in-game achievement points read from box scores, the
season-end skill points by age, spending them (8s get dearer), and the aging rolls from age 30.

Achievements within one game take the best of each family (4-for-4 or 5-for-5; 3 or 4 home runs; a complete
game, a shutout, a no-hitter or a perfect game); different families add up (GAP 69).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from dugout.engine.codes import (
    B_2B,
    B_3B,
    B_AB,
    B_H,
    B_HR,
    B_SB,
    P_BB,
    P_BF,
    P_GS,
    P_H,
    P_HBP,
    P_OUTS,
    P_R,
    P_SO,
)
from dugout.engine.dice import Dice
from dugout.games.deadball import tables as T
from dugout.games.deadball.generate.five_tool import plan, rederived, spend, tools_of
from dugout.games.deadball.state import FEAT_DEF_OUT, FEAT_K_SIDE, FEAT_WALKOFF_HIT
from dugout.model.player import Player

if TYPE_CHECKING:
    from dugout.engine.game import Game

#: Aging: how many stats a d6 (+1 a year over 35) touches, and which stat a d6 lowers (6: none).
AGING_COUNT: tuple[int, ...] = (0, 0, 1, 1, 2, 2, 3)
AGING_STAT: tuple[int, ...] = (-1, 0, 1, 2, 3, 4, -1)
AGING_FROM = 30
DEF_OUTS_FOR_POINT = 2
CYCLE_POINTS = 3


def season_points(age: int) -> int:
    """Skill points a season brings at an age (after the yearly increment): 18-23 six, 24-28 four, 29-32 two,
    33-35 none, then one point lost per year past 35 (GAP 69).

    >>> [season_points(a) for a in (20, 24, 29, 33, 35, 36, 38)]
    [6, 4, 2, 0, 0, -1, -3]
    """
    if age <= 23:
        return 6
    if age <= 28:
        return 4
    if age <= 32:
        return 2
    if age <= 35:
        return 0
    return -(age - 35)


def hitter_points(line: list[int], def_outs: int = 0, walkoff: bool = False) -> int:
    """Achievement points of one hitter's game line.

    >>> from dugout.engine.codes import NBAT
    >>> line = [0] * NBAT
    >>> line[B_AB], line[B_H], line[B_2B], line[B_3B], line[B_HR] = 4, 4, 1, 1, 1
    >>> hitter_points(line)          # 4-for-4 (1) and the cycle (3)
    4
    """
    pts = 0
    ab, h, hr = line[B_AB], line[B_H], line[B_HR]
    if h >= 4 and h == ab:
        pts += 2 if h >= 5 else 1
    if hr >= 4:
        pts += 2
    elif hr >= 3:
        pts += 1
    if line[B_SB] >= 3:
        pts += 1
    singles = h - line[B_2B] - line[B_3B] - hr
    if singles > 0 and line[B_2B] > 0 and line[B_3B] > 0 and hr > 0:
        pts += CYCLE_POINTS
    if def_outs >= DEF_OUTS_FOR_POINT:
        pts += 1
    if walkoff:
        pts += 1
    return pts


def pitcher_points(line: list[int], complete: bool, bat_hr: int = 0, struck_out_side: int = 0,
                   innings: int = 9) -> int:
    """Achievement points of one pitcher's game line: 10 strikeouts; the best of complete game (1), shutout
    (2), no-hitter (3) and perfect game (4); striking out the side in relief; a home run at bat (2 each
    game he hits one)."""
    pts = 1 if line[P_SO] >= 10 else 0
    if complete and line[P_GS]:
        if line[P_BF] == line[P_OUTS] and line[P_H] == 0 and line[P_BB] == 0 and line[P_HBP] == 0:
            pts += 4
        elif line[P_H] == 0:
            pts += 3
        elif line[P_R] == 0:
            pts += 2
        else:
            pts += 1
    if struck_out_side:
        pts += 1
    if bat_hr:
        pts += 2
    return pts


def game_points(g: Game) -> dict[str, int]:
    """Achievement points of every player of a finished game, by player id (only players who earned any)."""
    feats = getattr(g.ext, "feats", ()) or ()
    def_outs: dict[int, int] = {}
    walkoff = -1
    ks: set[int] = set()
    for kind, idx in feats:
        if kind == FEAT_DEF_OUT:
            def_outs[idx] = def_outs.get(idx, 0) + 1
        elif kind == FEAT_WALKOFF_HIT:
            walkoff = idx
        elif kind == FEAT_K_SIDE:
            ks.add(idx)
    out: dict[str, int] = {}
    for s in g.sides:
        ids, off = s.gt.ids, s.off
        complete = len(s.pit_appear) == 1
        for k in range(len(ids)):
            i = off + k
            pts = 0
            bat, pit = g.bat[i], g.pit[i]
            if pit is not None:
                pts += pitcher_points(pit, complete and i == s.starter, bat[B_HR] if bat is not None else 0,
                                      int(i in ks), g.innings)
            elif bat is not None:
                pts += hitter_points(bat, def_outs.get(i, 0), i == walkoff)
            elif i in def_outs and def_outs[i] >= DEF_OUTS_FOR_POINT:
                pts += 1
            if pts:
                out[ids[k]] = pts
    return out


def aging_losses(dice: Dice, age: int) -> list[int]:
    """The tools (0-4) an aging player loses a point in: a d6 plus the years past 35 gives how many rolls,
    each roll a d6 naming the tool (6 spares him). Nothing under 30.

    >>> from dugout.engine.dice import LoadedDice
    >>> aging_losses(LoadedDice([4, 1, 6]), 33), aging_losses(LoadedDice([1]), 31), aging_losses(LoadedDice([]), 29)
    ([0], [], [])
    """
    if age < AGING_FROM:
        return []
    n = AGING_COUNT[min(6, dice.d(6, "aging: how many stats") + max(0, age - 35))]
    out = []
    for _ in range(n):
        stat = AGING_STAT[dice.d(6, "aging: which stat")]
        if stat >= 0:
            out.append(stat)
    return out


def grow(p: Player, dice: Dice, achievements: int = 0) -> tuple[Player, dict[str, Any]]:
    """One season's end for a Five Tool player: a year older, his age's points plus his achievements (never
    below zero) and his banked points spent by his archetype, then the aging rolls from 30. Returns the new
    player and what happened."""
    got = tools_of(p)
    if got is None:
        return p, {}
    tools, pitcher = list(got[0]), got[1]
    ft = dict(p.native["five_tool"])
    age = int(p.native.get("deadball", {}).get("age", T.FIVE_TOOL_LEVELS.get(str(ft.get("level")), (28, 0))[0])) + 1
    earned = max(0, season_points(age) + achievements)
    bank = int(ft.get("bank", 0))
    before = list(tools)
    archetype = str(ft.get("archetype", "power" if pitcher else "balanced"))
    left = spend(earned + bank, tools, plan(archetype, pitcher), growth=True)
    gained = [t - b for t, b in zip(tools, before)]
    lost = aging_losses(dice, age)
    for stat in lost:
        tools[stat] = max(T.MIN_TOOL, tools[stat] - 1)
    q = rederived(p, tools, age=age, meta={"bank": left})
    return q, {"age": age, "points": earned, "achievements": achievements, "gained": gained, "aging": lost}
