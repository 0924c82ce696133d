"""The house rule ``calibrated``: a run model of Deadball's plate appearance over a league-season's own cards.

What a league scores under ``calibrated`` depends on more than its totals: on how its hitters' BT, walk windows and
power traits spread, on how many of its pitchers fall into each ERA band, and on the doubles and triples the Hit
Table hands to each power trait. So the anchor of ``era=league`` (the ERA a league-average pitcher is carried to,
``ratings.CALIBRATED_ERA``) is worked out per league-season from its whole card mix:

1. ``pa_mix``: the chance of each result of a plate appearance, from every batter's card (BT, Walk Target, power and
   hitting traits; weighted by his real plate appearances) against every pitcher's Pitch Die (weighted by batters
   faced; a level up against a same-handed batter; K+ and GB+ add 1 to the MSS, K+ turns a last digit 3 into a
   strikeout, GB+ a 2 into a grounder, CN+ narrows the walk window), the swing d100 read 00-99: critical hits,
   hits on the Hit Table (d20 + power + the home park; the trait specials of rows 1, 2, 11-12 and 18; the DEF roll
   of an average fielder: error, no change, down a level, or the hit taken away), walks, strikeouts, grounders and
   fly balls by the last digit and the 70 rule, and the league's errors on outs in play;
2. ``runs_per_inning``: the runs an inning of such plate appearances scores as the engine moves runners (forced
   runners only on walks, the row's bases for every runner on a hit, productive outs, the double play of an MSS of
   70 or more, the fielder's choice, the triple play, the sacrifice fly), a Markov chain over the 24 base-out states;
3. ``game_factor``: what the engine adds or takes away from the chain's nine innings (steals, bunts, intentional
   walks, the alignments, fatigue and the bullpen, pinch hitters, D+ and D- fielders): a line in the league's
   steals and sacrifices a team-game and its complete games per start (tired starters left in give up more),
   fitted once (least squares) over the 26 league-seasons of the calibrated atlas 1901-2021 every ten years, three
   replays each at the anchor 3.25 (residual sd 1.7 % of the runs; on the 25 of 1905-2015 every ten years, left out
   of the fit, 2.8 %; see docs/rules/deadball.md);
4. ``solve_anchor``: the anchor at which the model scores the league's real runs a team-game.

``ratings_anchors_build`` runs this for every Lahman league-season 1901-2024 into ``ratings_anchors``; a
league-season it does not know (a user's own, an edited roster) keeps ``ratings.CALIBRATED_ERA``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache

from dugout.engine import runchain
from dugout.engine.runchain import Step
from dugout.games.deadball import tables as T

Kind = tuple[int, int, int]
"""A result for the chain: (what, bases, advance). ``what``: HIT (the batter to ``bases``, every runner ``advance``
bases), HIT_E (the same, then everyone a base more on the fielder's error), and the outs and the rest below."""
HIT, HIT_E, HR, WALK, K, HELD, ERROR, G_PROD, G_NONPROD, G_BAD, G_TRIPLE, F_GOOD, F_BAD = range(13)
#: ``game_factor``: runs a game over the chain's nine innings, GF_0 + GF_SB × steals a team-game + GF_SH × sacrifices
#: a team-game + GF_CG × complete games per start (fitted once, see the module notes).
GF_0, GF_SB, GF_SH, GF_CG = 1.0162, -0.0665, -0.1521, 0.2733
#: The anchors ``solve_anchor`` searches (a league-average pitcher's ERA).
ANCHOR_RANGE = (2.0, 5.0)
SWINGS = 100
"""The swing: a d100 read 00-99 (the default; ``swing=1-100`` is not modelled)."""


@cache
def roll_pmf(rung: int) -> tuple[tuple[int, float], ...]:
    """The Pitch Die's rolls and their chances."""
    sides, sign, const = T.RUNG_ROLL[rung]
    if not sides:
        return ((const, 1.0),)
    return tuple((const + sign * k, 1.0 / sides) for k in range(1, sides + 1))


#: The out classes by the MSS: strikeout, grounder at first or second (productive), at short or third, a bad grounder
#: (70-99), a grounder of 100 or more (the triple play), a fly ball under 70 and of 70 or more.
OUT_CLASSES = (K, G_PROD, G_NONPROD, G_BAD, G_TRIPLE, F_GOOD, F_BAD)
LOW, HIGH = -60, 160
"""The MSS range the arrays cover."""


def _out_class(mss: int, kplus: bool, gbplus: bool) -> int:
    digit = mss % 10
    pos = T.OUT_FIELDER[digit]
    if digit == 3 and kplus:
        pos = 0
    elif digit == 2 and gbplus:
        pos = 6
    if pos == 0:
        return K
    good = mss < T.BAD_MSS
    if pos <= 6:
        if good:
            return G_PROD if pos in T.PRODUCTIVE_FIELDERS else G_NONPROD
        return G_TRIPLE if mss >= T.TRIPLE_PLAY_MSS else G_BAD
    return F_GOOD if good else F_BAD


@cache
def mss_tables(rung: int, bonus: int, kplus: bool, gbplus: bool) -> tuple[list[float], dict[int, list[float]]]:
    """For a Pitch Die: the chance that the MSS is at most m (``cdf[m - LOW]``), and per out class the chance that
    the MSS is above m and of that class (``above[c][m - LOW]``)."""
    n = HIGH - LOW + 1
    pmf = [0.0] * n
    for v, p in roll_pmf(rung):
        for s in range(SWINGS):
            pmf[s + v + bonus - LOW] += p / SWINGS
    cdf, acc = [0.0] * n, 0.0
    for i in range(n):
        acc += pmf[i]
        cdf[i] = acc
    above = {c: [0.0] * n for c in OUT_CLASSES}
    for i in range(n - 2, -1, -1):
        for c in OUT_CLASSES:
            above[c][i] = above[c][i + 1]
        above[_out_class(i + 1 + LOW, kplus, gbplus)][i] += pmf[i + 1]
    return cdf, above


Batter = tuple[int, int, int, str, float]
"""A batter's card as the model reads it: BT, WT, trait bits, bats, and his weight (plate appearances)."""
Pitcher = tuple[int, str, int, float]
"""A pitcher: Pitch Die (ladder index), throws, trait bits, and his weight (batters faced)."""


def _hit_rows(traits: int, mod: int, critical: bool) -> dict[Kind, float]:
    """The results of a hit for a batter's traits, a d20 modifier (power and park) and whether it was critical."""
    out: dict[Kind, float] = {}

    def add(kind: Kind, p: float) -> None:
        out[kind] = out.get(kind, 0.0) + p

    for raw in range(1, 21):
        r = raw + mod
        p = 1 / 20
        if r <= 0:
            bases, adv, dpos = 1, 1, T.NO_DEF
        elif r >= 21:
            bases, adv, dpos = 4, 4, T.NO_DEF
        else:
            bases, adv, dpos = T.ADVANCED_HIT[r]
            if r == 1 and traits & (T.SP | T.CP):
                bases, adv, dpos = 2, 2, T.NO_DEF
            elif r == 2 and traits & T.SP:
                bases, adv, dpos = 3, 3, T.NO_DEF
            elif r == 2 and traits & T.CP:
                bases, adv, dpos = 2, 2, T.NO_DEF
            elif r in (11, 12) and traits & T.CM and not critical:
                add((K, 0, 0), p)
                continue
            elif r == 18 and traits & T.SM:
                bases, adv, dpos = 2, 3, T.NO_DEF
        if critical:
            if bases < 4:
                adv += 1
                bases += 0 if bases == 2 and traits & T.SM else 1
            dpos = T.NO_DEF
        if bases >= 4:
            add((HR, 4, 4), p)
        elif not dpos:
            add((HIT, bases, adv), p)
        else:  # the DEF roll of an average fielder, d12: 1-2 error, 3-9 no change, 10-11 down a level, 12 out
            add((HIT_E, bases, adv), p * 2 / 12)
            add((HIT, bases, adv), p * 7 / 12)
            down = (1, 2) if bases == 2 else (2, 3) if bases == 3 else (bases, adv)
            add((HIT, *down), p * 2 / 12)
            add((HELD, 0, 0), p / 12)
    return out


def pa_mix(batters: Iterable[Batter], pitchers: Iterable[Pitcher], parks: dict[int, float],
           error_rate: float) -> dict[Kind, float]:
    """Chance of each result of a plate appearance of the league (``parks``: the share of games at each park
    rating; ``error_rate``: the league's errors per out in play).

    >>> mix = pa_mix([(25, 33, 0, "R", 1.0)], [(T.D4, "R", 0, 1.0)], {0: 1.0}, 0.0)
    >>> round(sum(mix.values()), 9)
    1.0
    """
    pw: dict[tuple[int, str, int], float] = {}
    for rung, throws, traits, w in pitchers:
        key = (rung, throws, traits & (T.KP | T.GB | T.CN))
        pw[key] = pw.get(key, 0.0) + w
    tot_p = sum(pw.values())
    bw: dict[tuple[int, int, int, str], float] = {}
    for bt, wt, traits, bats, w in batters:
        card = (bt, wt, traits & (T.P2 | T.P1 | T.M1 | T.M2 | T.SP | T.SM | T.CP | T.CM), bats)
        bw[card] = bw.get(card, 0.0) + w
    tot_b = sum(bw.values())
    mix: dict[Kind, float] = {}
    if not tot_p or not tot_b:
        return mix

    def add(kind: Kind, p: float) -> None:
        mix[kind] = mix.get(kind, 0.0) + p

    for (bt, wt, traits, bats), wb in bw.items():
        crit = hit = walk = 0.0
        outs = dict.fromkeys(OUT_CLASSES, 0.0)
        for (rung, throws, ptr), wp in pw.items():
            f = wp / tot_p
            die = T.PLATOON[rung] if bats == throws else rung
            bonus = 1 if ptr & (T.KP | T.GB) else 0
            cdf, above = mss_tables(die, bonus, bool(ptr & T.KP), bool(ptr & T.GB))
            hi = min(wt, bt + T.CONTROL_WALK) if ptr & T.CN else wt
            top_hit = max(bt, T.CRITICAL_MSS)
            top_walk = max(hi, top_hit)
            crit += f * cdf[T.CRITICAL_MSS - LOW]
            hit += f * (cdf[top_hit - LOW] - cdf[T.CRITICAL_MSS - LOW])
            walk += f * (cdf[top_walk - LOW] - cdf[top_hit - LOW])
            for c in OUT_CLASSES:
                outs[c] += f * above[c][top_walk - LOW]
        share = wb / tot_b
        power = T.power_mod(traits)
        for park, pk in parks.items():
            for kind, p in _hit_rows(traits, power + park, True).items():
                add(kind, share * pk * crit * p)
            for kind, p in _hit_rows(traits, power + park, False).items():
                add(kind, share * pk * hit * p)
        add((WALK, 0, 0), share * walk)
        for c, p in outs.items():
            if c == K:
                add((K, 0, 0), share * p)
            else:
                add((ERROR, 0, 0), share * p * error_rate)
                add((c, 0, 0), share * p * (1 - error_rate))
    return mix


# --- the chain --------------------------------------------------------------------------------------------------


def _moved(b: int, batter: int, adv: int, extra: int) -> tuple[int, int]:
    """Runs and bases when every runner takes ``adv`` bases (a runner on third always scores), the batter reaches
    ``batter``, then everyone takes ``extra`` more: (runs, bases)."""
    runs, spots = 0, []
    if b & 4:
        runs += 1
    if b & 2:
        spots.append(2 + adv if adv < 2 else 4)
    if b & 1:
        spots.append(1 + adv if adv < 3 else 4)
    spots.append(batter)
    bases = 0
    for s in spots:
        s += extra
        if s >= 4:
            runs += 1
        else:
            bases |= 1 << (s - 1)
    return runs, bases


def _productive(b: int) -> tuple[int, int]:
    """A productive out: the runner on third scores, the runner on second moves to third."""
    runs = 1 if b & 4 else 0
    return runs, (b & 1) | (4 if b & 2 else 0)


def transition(kind: Kind, o: int, b: int) -> list[Step]:
    """The steps of one result from ``o`` outs and bases ``b``, as the engine plays it."""
    what, bases, adv = kind
    if what in (HIT, HIT_E):
        runs, b2 = _moved(b, bases, adv, 1 if what == HIT_E else 0)
        return [(1.0, o, b2, runs)]
    if what == HR:
        return [(1.0, o, 0, (b & 1) + (b >> 1 & 1) + (b >> 2 & 1) + 1)]
    if what == WALK:
        if not b & 1:
            return [(1.0, o, b | 1, 0)]
        if not b & 2:
            return [(1.0, o, b | 3, 0)]
        return [(1.0, o, 7, 1 if b & 4 else 0)]
    if what == ERROR:  # the batter safe at first, every runner up a base
        runs = 1 if b & 4 else 0
        return [(1.0, o, ((b << 1) & 7) | 1, runs)]
    if what in (K, HELD) or o == 2:
        return [(1.0, o + 1, b, 0)]
    if what in (F_GOOD, F_BAD):
        if what == F_GOOD and b & 6:
            runs, b2 = _productive(b)
            return [(1.0, o + 1, b2, runs)]
        return [(1.0, o + 1, b, 0)]
    productive = what == G_PROD
    if b & 1:  # a force play with fewer than two outs
        if what == G_TRIPLE and o == 0 and b & 2:
            return [(1.0, 3, 0, 0)]
        if what in (G_BAD, G_TRIPLE):  # the double play: the runner from first and the batter; the others stay
            return [(1.0, o + 2, b & 6, 0)]
        # the fielder's choice: the runner from first out, the batter safe
        if productive and o + 1 < 3:
            runs, b2 = _productive(b & 6)
            return [(1.0, o + 1, b2 | 1, runs)]
        return [(1.0, o + 1, b, 0)]
    if productive and b & 6:
        runs, b2 = _productive(b)
        return [(1.0, o + 1, b2, runs)]
    return [(1.0, o + 1, b, 0)]


def state_values(mix: dict[Kind, float]) -> dict[tuple[int, int], float]:
    """Expected runs to the end of the inning from every base-out state (``engine.runchain``)."""
    return runchain.state_values({s: [(pk, transition(kind, *s)) for kind, pk in mix.items() if pk]
                                  for s in runchain.STATES})


def runs_per_inning(mix: dict[Kind, float]) -> float:
    """Expected runs of an inning whose plate appearances follow ``mix``.

    >>> round(runs_per_inning({(K, 0, 0): 1.0}), 6), round(runs_per_inning({(HR, 4, 4): 0.5, (K, 0, 0): 0.5}), 6)
    (0.0, 3.0)
    """
    return state_values(mix)[(0, 0)]


def game_factor(sb_per_g: float, sh_per_g: float, cg_share: float) -> float:
    """Runs a game the engine scores for every run of the chain's nine innings (``GF_*``).

    >>> round(game_factor(1.3, 0.8, 0.85), 4), round(game_factor(0.5, 0.2, 0.02), 4)
    (1.0404, 0.958)
    """
    return GF_0 + GF_SB * sb_per_g + GF_SH * sh_per_g + GF_CG * cg_share


def solve_anchor(runs_at: Callable[[float], float], runs: float) -> float:
    """The anchor (to 0.01) at which ``runs_at`` (the model's runs a team-game at an anchor, rising with it) reaches
    ``runs``, within ``ANCHOR_RANGE``: the lowest anchor that scores at least that many."""
    lo, hi = ANCHOR_RANGE
    if runs_at(hi) < runs:
        return hi
    if runs_at(lo) >= runs:
        return lo
    while hi - lo > 0.005:
        mid = (lo + hi) / 2
        if runs_at(mid) >= runs:
            hi = mid
        else:
            lo = mid
    return round(hi, 2)
