"""A pitcher's expected share of batters faced while tired, at his real usage (for fitting his card).

A tired pitcher's BALLPARK reads WHEELHOUSE, his TOUGH reads IN-PLAY on an odd d100 and his PATIENT walks run ten
numbers further (the Fatigued Pitcher Adjustments). Early managers left tired starters in (``manager.py``: each level
of the team's patience keeps a tired pitcher in for two more runs), so a 1921 starter faced about a tenth of his
batters tired and a 1921 reliever a third; cards fitted as if every batter met a fresh pitcher walked 8-13 % too
many and struck out 3-10 % too few in those leagues. The card is fitted against the mix of his fresh and tired
results (``ratings_pitcher.content``), with the share of his batters faced tired that this model of his outings
gives.

The model follows one outing inning by inning: runs per inning with his real runs per inning as mean (none with
chance ``1 - q``, else a geometric count with ratio ``RUN_RATIO``), batters faced per inning ``b0 + runs`` with his
real batters faced per inning as mean. He tires as the rules say (a starter from his Start inning once he has
allowed three runs, a reliever at his run limit, anyone at six); the batters after the run that tired him are faced
tired until the manager takes him out (at once with patience 0, else once he has allowed two more runs per level)
or his innings are done (a starter's innings per start plus ``STARTER_EXTRA`` plus one per level of patience, a
reliever's stint). It is the manager's rule of ``manager.py`` without the engine's pace of relief appearances.
"""

from __future__ import annotations

import math
from functools import lru_cache

from dugout.games.payoff_pitch import tables as T

#: A start's batters faced in its first inning, in innings (``first_inning_share``): the first inning meets the top
#: of the order.
FIRST_INNING_START = 1.05
#: A relief appearance's share of its batters faced in its first inning, ``RELIEF_FIRST[0] - RELIEF_FIRST[1]`` times
#: its innings, kept within ``RELIEF_FIRST[2:]``: relievers come in during an inning as often as at its start.
#: Replays' shares (the AI's usage) by innings per relief appearance: 1.0 → .79 (2016 NL), .58 (1975 NL), .66
#: (1951 AL); 1.5 → .61, .56, .49, .60 (1908 AL); 2.0 → .55, .54, .52, .59; 2.5 → .47 (1951 AL), .63 (1908 AL).
RELIEF_FIRST = (1.0, 0.25, 0.5, 0.8)


def first_inning_share(gs: int, ipgs: float, relief_g: int, ip_relief: float) -> float:
    """Share of a pitcher's batters faced in the first inning of his appearances (where /IN-PLAY/ reads IN-PLAY,
    the ``in-play-out`` option): each start's and each relief appearance's share, weighted by its innings, as
    its batters faced are. Weighted by games instead, a 1908 swingman's few relief outings counted as much as his
    starts: that league's starters' cards took a fifth of their batters for first-inning ones, where replays give
    an eighth, and rolled /IN-PLAY/ outs their fits had not counted.

    >>> round(first_inning_share(35, 8.4, 0, 0.0), 3), round(first_inning_share(30, 8.0, 10, 2.0), 3)
    (0.125, 0.16)
    >>> round(first_inning_share(0, 0.0, 60, 1.0), 3), round(first_inning_share(0, 0.0, 40, 2.5), 3)
    (0.75, 0.5)
    """
    w_start = gs * max(1.0, ipgs)
    w_relief = relief_g * max(1.0 / 3, ip_relief)
    if w_start + w_relief <= 0:
        return 0.0
    a, b, lo, hi = RELIEF_FIRST
    start = min(1.0, FIRST_INNING_START / max(1.0, ipgs))
    relief = max(lo, min(hi, a - b * ip_relief))
    return (w_start * start + w_relief * relief) / (w_start + w_relief)


#: The geometric ratio of runs in an inning that scores (MLB innings: about 27 % score, 45 % of those score again).
RUN_RATIO = 0.45
#: The manager's figures (``manager.STARTER_EXTRA``, ``PATIENCE_INNINGS``, ``PATIENCE_RUNS``), kept here so that
#: the ratings need not import the manager.
STARTER_EXTRA = 0.6
PATIENCE_INNINGS = 1.0
PATIENCE_RUNS = 2
#: Runs counted in the model (more are lumped together).
MAX_RUNS = 14
#: Runs in one inning the model follows.
MAX_INNING_RUNS = 9


def _inning_runs(mu: float) -> list[float]:
    """Chances of 0..MAX_INNING_RUNS runs in an inning with mean ``mu`` (the last takes the tail)."""
    rho = RUN_RATIO
    q = mu * (1 - rho)
    if q > 0.9:
        q = 0.9
        rho = max(RUN_RATIO, 1 - q / mu)
    out = [1 - q] + [q * (1 - rho) * rho ** (j - 1) for j in range(1, MAX_INNING_RUNS + 1)]
    out[-1] += 1 - sum(out)
    return out


@lru_cache(maxsize=4096)
def outing(mu: float, bf_inning: float, start_inning: int, tire_runs: int, exit_runs: int, innings: int,
           tire_inning: int = 99) -> tuple[float, float, float]:
    """(expected batters faced, expected batters faced tired, expected innings) of one outing of at most ``innings``
    innings: tired from inning ``start_inning`` once ``tire_runs`` runs are in, from inning ``tire_inning`` on
    whatever the runs, and at ``T.FATIGUE_RUNS_ANY`` runs; out at once when tired with ``exit_runs`` runs in."""
    pj = _inning_runs(mu)
    b0 = max(3.0, bf_inning - mu)
    alive = {0: 1.0}
    bf = tired = inn = 0.0
    for k in range(1, innings + 1):
        nxt: dict[int, float] = {}
        for r, pr in alive.items():
            inn += pr
            for j, pjj in enumerate(pj):
                w = pr * pjj
                if w < 1e-12:
                    continue
                n = b0 + j
                # batters spread evenly: the m-th run of j scores after m / (j + 1) of the inning's batters
                tired_from = None
                gone_at = None
                for m in range(j + 1):
                    runs = r + m
                    is_tired = runs >= T.FATIGUE_RUNS_ANY or k >= tire_inning or (k >= start_inning
                                                                                  and runs >= tire_runs)
                    if is_tired and tired_from is None:
                        tired_from = m
                    if is_tired and runs >= exit_runs:
                        gone_at = m
                        break
                end = n if gone_at is None else n * gone_at / (j + 1)
                bf += w * end
                if tired_from is not None:
                    tired += w * max(0.0, end - n * tired_from / (j + 1))
                if gone_at is None:
                    key = min(MAX_RUNS, r + j)
                    nxt[key] = nxt.get(key, 0.0) + w
        alive = nxt
    return bf, tired, inn


def _mixed(short: tuple[float, float, float], long: tuple[float, float, float], mean_innings: float) -> tuple[float,
                                                                                                               float]:
    """(batters faced, tired) of outings that end on the planned innings (``short``) or go on to the patient
    manager's limit (``long``) in the proportion that gives ``mean_innings`` innings an outing."""
    span = long[2] - short[2]
    w = 1.0 if span <= 1e-9 else min(1.0, max(0.0, (long[2] - mean_innings) / span))
    return w * short[0] + (1 - w) * long[0], w * short[1] + (1 - w) * long[1]


def _round(x: float, step: float) -> float:
    return round(x / step) * step


def start_share(mu: float, bf_inning: float, start: int, ipgs: float, patience: int) -> tuple[float, float]:
    """(batters faced, tired) of a start: Start ``start``, innings per start ``ipgs``, his team's patience. The
    engine takes a starter out after his innings per start (rounded) when his team is behind its real pace of relief
    appearances, else he goes on to his innings per start plus ``STARTER_EXTRA`` plus one a level of patience: the
    two end his starts in the proportion that gives his real innings per start."""
    mu, bfi, start = _round(mu, 0.01), _round(bf_inning, 0.05), max(1, start)
    exit_runs = T.FATIGUE_RUNS_STARTER + PATIENCE_RUNS * patience
    planned = max(1, min(9, round(ipgs)))
    most = max(planned, min(9, math.ceil(ipgs + STARTER_EXTRA + PATIENCE_INNINGS * patience - 1e-9)))
    return _mixed(outing(mu, bfi, start, T.FATIGUE_RUNS_STARTER, exit_runs, planned),
                  outing(mu, bfi, start, T.FATIGUE_RUNS_STARTER, exit_runs, most), ipgs)


def relief_share(mu: float, bf_inning: float, relief: str, stint: int, ip_relief: float,
                 patience: int) -> tuple[float, float]:
    """(batters faced, tired) of a relief outing by a Short or Long reliever: his stint of ``stint`` innings, or,
    when the team is ahead of its relief pace and nobody comes in, on past his inning limit (tired there), in the
    proportion that gives his real innings per relief appearance (each inning he appears in counts as one)."""
    mu, bfi = _round(mu, 0.01), _round(bf_inning, 0.05)
    inn_lim, run_lim = T.RELIEF_LIMITS[relief or "Long"]
    exit_runs = run_lim + PATIENCE_RUNS * patience
    stint = max(1, stint)
    tire_inning = inn_lim + 1
    # with patience 0 the manager takes a tired reliever out at once: his outing ends at the inning limit
    most = max(stint, inn_lim + (1 + patience if patience else 0))
    return _mixed(outing(mu, bfi, 1, run_lim, exit_runs, stint, tire_inning),
                  outing(mu, bfi, 1, run_lim, exit_runs, most, tire_inning), max(1.0, ip_relief))


def tired_share(mu: float, bf_inning: float, gs: int, relief_g: int, start: int, ipgs: float, relief: str,
                stint: int, ip_relief: float, patience: int) -> float:
    """The expected share of a pitcher's batters faced while tired over his starts and relief outings.

    >>> round(tired_share(0.40, 4.1, 30, 0, 8, 7.5, "", 0, 0.0, 0), 3)  # a modern starter: out as soon as he tires
    0.0
    >>> round(tired_share(0.45, 4.2, 30, 5, 8, 8.0, "Long", 2, 2.0, 2), 3) > 0.05  # a 1921 starter left in tired
    True
    """
    if patience <= 0:
        return 0.0  # the manager takes a tired pitcher out at once: nobody faces a batter tired
    bf = tired = 0.0
    if gs:
        b, t = start_share(mu, bf_inning, start, ipgs, patience)
        bf += gs * b
        tired += gs * t
    if relief_g:
        b, t = relief_share(mu, bf_inning, relief, stint, ip_relief, patience)
        bf += relief_g * b
        tired += relief_g * t
    return tired / bf if bf > 0 else 0.0
