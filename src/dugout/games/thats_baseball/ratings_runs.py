"""The house rule ``calibrated``: a run model of That's Baseball's chart over a league's own card mix.

Runs in this game are steeply convex in ABA (each point near 26 is worth 15-20 % of a league's runs), so two leagues
with the same runs and batting average but different spreads of hitters, or different shares of pitchers reading
-1 and +1, need different levels. The level of a league-season is therefore worked out from its whole card mix:

1. ``chart_mix``: the chance of each chart result in a plate appearance of the league, from every batter's ABA at a
   trial level (his average against the league's, weighted by his plate appearances), every pitcher's PAN
   (weighted by batters faced) and the pitchers' own plate appearances on the pitcher at-bat chart (no DH);
2. ``runs_per_inning``: the runs an inning of such plate appearances scores under the book's base running (the
   result chart's advances, the double-play and fly-ball rolls as the default manager takes them), a Markov chain
   over the 24 base-out states;
3. ``game_factor``: what the engine adds or takes away from the chain's nine innings: the managers' steals (at the
   chart's even chance) and sacrifices cost runs, the designated hitter and tired starters (a fatigued pitcher
   reads a worse PAN; the leagues of complete games left them in) add some. A line in the league's steals and
   sacrifices a team-game, the DH and its complete games per start, fitted once (``GF_*``, least squares) over 50
   simulated league-seasons: both leagues every ten years 1901-2021 and 1905-2015, each replayed three times with
   the cards of the earlier log-linear level (residual sd 2.0 % of the runs);
4. ``solve_level``: the level at which the model scores the league's real runs a game.

``ratings_levels_build`` runs this for every Lahman league-season into ``ratings_levels``; a league-season it does
not know (a user's own) takes the log-linear level of ``ratings.calibrated_level``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from dugout.engine import runchain
from dugout.engine.runchain import Step
from dugout.games.thats_baseball import tables as T

#: Ways of each 2d6 total.
WAYS = {d: 6 - abs(d - 7) for d in range(2, 13)}
#: The chain's result kinds: a hit by its bases, a walk (hit batsmen and passed balls alike), an error, and the outs
#: by how runners move on them.
KINDS = ("1B", "2B", "3B", "HR", "BB", "E", "K", "GO", "FO")
#: ``game_factor``: runs a game over the chain's nine innings, GF_0 + GF_SB × steals a team-game + GF_SH ×
#: sacrifices a team-game + GF_DH with the designated hitter + GF_CG × complete games per start (fitted once, see
#: the module notes).
GF_0, GF_SB, GF_SH, GF_DH, GF_CG = 0.9697, -0.0648, -0.0658, 0.0267, 0.0800
#: The trial levels ``solve_level`` searches.
LEVEL_RANGE = (18.0, 36.0)


def chart_mix(batters: Iterable[tuple[float, float]], pans: dict[int, float], pitcher_share: float,
              level: float) -> dict[str, float]:
    """Chance of each result kind in a plate appearance. ``batters``: (average − league average, plate appearances)
    of every batter who bats with his ABA; ``pans``: batters faced at each PAN; ``pitcher_share``: the share of
    plate appearances taken by pitchers on the pitcher at-bat chart.

    >>> mix = chart_mix([(0.0, 1.0)], {0: 1.0}, 0.0, 26.0)
    >>> round(sum(mix.values()), 9), round(mix["1B"] * 36, 6)  # ABA 26 against PAN 0: totals 28..38, singles on 30, 32
    (1.0, 8.0)
    """
    aba_w: dict[int, float] = {}
    for dev, w in batters:
        aba = max(24, min(32, math.floor(100 * dev + level + 0.5)))
        aba_w[aba] = aba_w.get(aba, 0.0) + w
    tot_b = sum(aba_w.values())
    tot_p = sum(pans.values())
    mix = dict.fromkeys(KINDS, 0.0)
    if tot_b > 0 and tot_p > 0:
        for aba, wb in aba_w.items():
            for pan, wp in pans.items():
                f0 = (1.0 - pitcher_share) * wb / tot_b * wp / tot_p / 36
                for d, ways in WAYS.items():
                    kind = T.CHART_KIND[max(0, min(T.HIGH - T.LOW, aba + pan + d - T.LOW))]
                    _add(mix, kind, f0 * ways)
    for kind, _text in T.PITCHER_AB_D6.values():
        _add(mix, kind, pitcher_share / 6)
    return mix


def _add(mix: dict[str, float], kind: int, f: float) -> None:
    if kind == T.K_XBH:  # the extra-base die: 1-4 a double, 5 a triple, 6 a home run
        mix["2B"] += f * 4 / 6
        mix["3B"] += f / 6
        mix["HR"] += f / 6
    else:
        mix[_KIND_OF[kind]] += f


_KIND_OF = {T.K_1B: "1B", T.K_GO: "GO", T.K_PU: "K", T.K_BB: "BB", T.K_FO: "FO", T.K_K: "K", T.K_E: "E",
            T.K_HBP: "BB", T.K_HR: "HR"}



def _runners(b: int) -> int:
    return (b & 1) + (b >> 1 & 1) + (b >> 2 & 1)


def _forced(b: int) -> tuple[int, int]:
    """The batter to first and the forced runners up: (runs, bases)."""
    if not b & 1:
        return 0, b | 1
    if not b & 2:
        return 0, b | 3
    return (1, 7) if b & 4 else (0, 7)


def _after_out(o: int, b: int) -> Step:
    """The batter out on a grounder without a double play: forced runners move up, a lone runner on 2nd to 3rd."""
    if o >= 3:
        return 1.0, o, b, 0
    if b & 1:
        return (1.0, o, 6, 1) if b == 7 else (1.0, o, (b & 4) | 2 | (4 if b & 2 else 0), 0)
    if b & 2 and not b & 4:
        return 1.0, o, (b & ~2) | 4, 0
    return 1.0, o, b, 0


def _fly(o: int, b: int) -> list[Step]:
    """The batter out on a fly: from 3rd, then 2nd, a runner with the base ahead open tags (the default manager
    sends them; never from 1st): the d6 holds him on 1-3, moves him up on 4-5 and throws him out on 6 (the others
    move up)."""
    out: list[Step] = []

    def go(o2: int, bb: int, runs: int, p: float, base: int) -> None:
        if o2 >= 3 or base < 2:
            out.append((p, o2, bb, runs))
            return
        if not bb >> (base - 1) & 1 or (base == 2 and bb & 4):
            go(o2, bb, runs, p, base - 1)
            return
        go(o2, bb, runs, p / 2, base - 1)
        left = bb & ~(1 << (base - 1))
        if base == 3:
            go(o2, left, runs + 1, p / 3, base - 1)
        else:
            go(o2, left | 4, runs, p / 3, base - 1)
        if o2 + 1 >= 3:
            out.append((p / 6, o2 + 1, left, runs))
        else:
            out.append((p / 6, o2 + 1, (left << 1) & 7, runs + (1 if left & 4 else 0)))

    go(o + 1, b, 0, 1.0, 3)
    return out


def transitions(o: int, b: int) -> dict[str, list[Step]]:
    """Every result kind's steps from ``o`` outs and bases ``b``, by the book's base running."""
    single: list[Step] = [(1.0, o, ((b << 1) & 7) | 1, 1 if b & 4 else 0)]
    runs, walked = _forced(b)
    if b == 7 and o < 2:  # the fielder's choice at home: the bases stay loaded
        ground: list[Step] = [(1.0, o + 1, 7, 0)]
    elif b & 1 and o < 2:  # the double-play roll: 4-6 turns two
        left = b & ~1
        if o + 2 < 3 and left & 2 and not left & 4:
            left = (left & ~2) | 4
        _, o3, b3, r3 = _after_out(o + 1, b)
        ground = [(0.5, o + 2, left, 0), (0.5, o3, b3, r3)]
    else:
        ground = [_after_out(o + 1, b)]
    return {"1B": single, "E": single, "2B": [(1.0, o, (4 if b & 1 else 0) | 2, _runners(b & 6))],
            "3B": [(1.0, o, 4, _runners(b))], "HR": [(1.0, o, 0, _runners(b) + 1)],
            "BB": [(1.0, o, walked, runs)], "K": [(1.0, o + 1, b, 0)], "GO": ground, "FO": _fly(o, b)}


_STEPS = {s: transitions(*s) for s in runchain.STATES}


def runs_per_inning(mix: dict[str, float]) -> float:
    """Expected runs of an inning whose plate appearances follow ``mix`` (a Markov chain over base-out states).

    >>> round(runs_per_inning({"K": 1.0}), 6), round(runs_per_inning({"HR": 0.5, "K": 0.5}), 6)
    (0.0, 3.0)
    """
    value = runchain.state_values({s: [(pk, _STEPS[s][kind]) for kind, pk in mix.items() if pk]
                                   for s in runchain.STATES}, rounds=400)
    return value[(0, 0)]


def game_factor(sb_per_g: float, sh_per_g: float, dh: bool, cg_share: float) -> float:
    """Runs a game the engine scores for every run of the chain's nine innings (``GF_*``).

    >>> round(game_factor(0.5, 0.3, True, 0.02), 4), round(game_factor(1.3, 0.8, False, 0.85), 4)
    (0.9459, 0.9008)
    """
    return GF_0 + GF_SB * sb_per_g + GF_SH * sh_per_g + (GF_DH if dh else 0.0) + GF_CG * cg_share


def runs_per_game(batters: list[tuple[float, float]], pans: dict[int, float], pitcher_share: float, level: float,
                  factor: float) -> float:
    """The model's runs a team-game at ``level``."""
    return 9 * runs_per_inning(chart_mix(batters, pans, pitcher_share, level)) * factor


def solve_level(batters: list[tuple[float, float]], pans: dict[int, float], pitcher_share: float,
                runs: float, factor: float) -> float:
    """The level (to 0.01) at which the model scores ``runs`` a team-game, within ``LEVEL_RANGE``: the lowest level
    that scores at least that many (runs only step up as the level rises)."""
    lo, hi = LEVEL_RANGE
    if runs_per_game(batters, pans, pitcher_share, hi, factor) < runs:
        return hi
    if runs_per_game(batters, pans, pitcher_share, lo, factor) >= runs:
        return lo
    while hi - lo > 0.005:
        mid = (lo + hi) / 2
        if runs_per_game(batters, pans, pitcher_share, mid, factor) >= runs:
            hi = mid
        else:
            lo = mid
    return round(hi, 2)
