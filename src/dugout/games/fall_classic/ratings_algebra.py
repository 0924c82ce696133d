"""Ratings: the card algebra (digest §5): what a card is expected to produce, counted in pips of 1/720.

Outcomes are indexed ``O1 … OOUT``. A card's result distribution is the sum over its 36 lines of the cells'
pips, the special lines' expected content, and line 54's ρ (roll again) and e54 (ended by the 54 chart).
"""

from __future__ import annotations

from functools import lru_cache

from dugout.games.fall_classic import tables as T
from dugout.games.fall_classic.card_codes import (
    BASE_MASK,
    BB,
    CH54,
    DBL,
    DEF51,
    DEF52,
    DEF53,
    HBP,
    HR,
    L65,
    NOX,
    OUT,
    OUTF,
    OUTG,
    OUTX,
    PARK,
    SNG,
    TRP,
    K,
)

O1, O2, O3, OHR, OBB, OHBP, OK, OOUT = range(8)
NOUT = 8
OUTCOME_NAMES = ("1B", "2B", "3B", "HR", "BB", "HBP", "SO", "OUT")
CODE_OUTCOME = {SNG: O1, DBL: O2, TRP: O3, HR: OHR, BB: OBB, HBP: OHBP, K: OK, OUT: OOUT, OUTX: OOUT, NOX: OOUT,
                OUTG: OOUT, OUTF: OOUT}
Vec = tuple[float, ...]
_OUTCOME_OF = tuple(CODE_OUTCOME.get(base, -1) for base in range(BASE_MASK + 1))
"""``CODE_OUTCOME`` as a tuple by base code, -1 where a code is not one outcome (``expect``'s inner loop, which
took a fifth of Fall Classic's rating of 2016 NL under cProfile)."""

#: Base states given men on base (PROPOSED, typical major-league mix): mask -> share.
MEN_ON_MIX = {1: 0.40, 2: 0.17, 4: 0.07, 3: 0.15, 5: 0.08, 6: 0.05, 7: 0.08}
ARM_MIX = (0.25, 0.5, 0.25)
"""League share of S, A and W arms (the generator's quartile cuts)."""
RANGE6_SHARE = 0.12
"""Share of outfielders with Range 6 or less (the 54-chart dives)."""


def vec(**kw: float) -> list[float]:
    """An outcome vector from keyword shares (o1, o2, o3, hr, bb, hbp, k, out)."""
    keys = ("o1", "o2", "o3", "hr", "bb", "hbp", "k", "out")
    return [kw.get(k, 0.0) for k in keys]


def defense_lines(kd: float, ranges: dict[int, float] | None = None) -> tuple[Vec, Vec, Vec]:
    """Expected pips (per 20) of lines 51, 52, 53 for a KD and the fielders' Ranges (10 by default).

    Columns 51 and 52 end in outs or errors (both outs for a batting line); column 53 is a hit unless the
    fielder's d20 falls within his Range.
    """
    if ranges is None:
        return _even_defense_lines(kd)
    return _defense_lines(kd, ranges)


@lru_cache(maxsize=256, typed=True)
def _even_defense_lines(kd: float) -> tuple[Vec, Vec, Vec]:
    """``defense_lines`` with every Range 10, a function of the KD alone (typed: the lines hold the KD as given, an
    int or a float), kept: rating 2016 NL asked for it 4215 times, of some twenty KDs."""
    return _defense_lines(kd, None)


def _defense_lines(kd: float, ranges: dict[int, float] | None) -> tuple[Vec, Vec, Vec]:
    rest = 20.0 - kd
    v5152 = tuple(vec(k=kd, out=rest))
    h1 = h2 = 0.0
    for pos, hit, _adv, _fl, _t in T.DEF53:
        rng = 10.0 if ranges is None else ranges.get(pos, 10.0)
        p = max(0.0, 1.0 - rng / 20.0) / 36.0
        if hit == 2:
            h2 += p
        else:
            h1 += p
    v53 = tuple(vec(o1=rest * h1, o2=rest * h2, k=kd, out=rest * (1 - h1 - h2)))
    return v5152, v5152, v53


def park_line(chart: tuple[int, ...], blue: tuple[bool, bool, bool] = (False, False, False)) -> Vec:
    """Expected pips (per 20) of line 46 on a park chart for a batter's blue-park flags (no 2B, 3B, HR)."""
    no2, no3, nohr = blue
    out = [0.0] * NOUT
    stretch_out = sum(ARM_MIX[a] * T.STRETCH_OUT_MAX[a] / 6 for a in range(3))
    for res in chart:
        if res == T.PK_HR:
            out[OOUT if nohr else OHR] += 1
        elif res == T.PK_2B:
            out[OOUT if no2 else O2] += 1
        elif res == T.PK_3B:
            out[OOUT if no3 else O3] += 1
        elif res == T.PK_1B:
            out[O1] += 1
        elif res in T.PARK_STRETCH:
            if no2:
                out[O1] += 1
            else:
                out[O1] += stretch_out
                out[O2] += 1 - stretch_out
        else:
            out[OOUT] += 1
    return tuple(out)


def park_vector(bpf: int, blue: tuple[bool, bool, bool]) -> Vec:
    """Line 46 for a player of a team with this park: half at home, half on neutral road charts."""
    home = park_line(T.park_chart(bpf), blue)
    road = park_line(T.NEUTRAL_PARK, blue)
    return tuple(0.5 * (h + r) for h, r in zip(home, road))


def line54(m: float, e_of: float = 5.0, e_c: float = 3.0, e_3b: float = 10.0, e_1b: float = 2.0,
           day: float = 0.5) -> tuple[float, Vec]:
    """(ρ, e54): the share of 54 rolls that roll again, and the outcome shares of those that end the PA.

    A row-by-row summary of ``tables_54`` with league-average fielders (E values), half the games at home,
    ``day`` the share of day games, the men-on base-state mix ``MEN_ON_MIX`` and ``m`` the share of plate
    appearances with men on base. Errors are outs for a batting line; catcher's interference counts as one.
    """
    pe = [min(1.0, max(0.0, e / 20.0)) for e in (e_of, e_c, e_3b, e_1b)]
    s_out = sum(ARM_MIX[a] * T.STRETCH_OUT_MAX[a] / 6 for a in range(3))
    of_fly = vec(o1=0.6 * pe[0], o2=0.1 * pe[0], out=1 - 0.7 * pe[0])
    frame = vec(k=0.5, bb=0.5)
    r6 = RANGE6_SHARE
    # bases empty (counts of 20 d20 values; rr = roll again)
    wildest = vec(out=1.5 + 5 + 9 + 2.5, o2=0.5)
    wildest_rr = 1.5
    pops = (pe[1] + pe[2] + pe[3]) / 3
    wilder = [3 * s_out, 3 * (1 - s_out), 0, 0, 0, 0, 3, 9 * (1 - pops)]
    wilder = [x + 5 * y / 20 for x, y in zip(wilder, wildest)]
    wilder_rr = 5 * wildest_rr / 20 + 9 * pops
    empty = [6 * a + 3 * b / 20 + 4 * c for a, b, c in zip(of_fly, wilder, frame)]
    empty[OOUT] += 3 + 1
    empty[O1] += 3
    empty_rr = 3 * wilder_rr / 20
    # men on base: the Wildest charts by base state
    per_state = {
        1: (vec(o1=3 * day, out=3 + 3 * (1 - day) + 3 * ARM_MIX[0] + 3), 5 + 3 * (1 - ARM_MIX[0]) + 3),
        2: (vec(out=3 + 3 + 0.5, o1=2.5 + 3), 3 + 5),
        4: (vec(out=5 + 3 + 3 + 0.25, o1=0.75), 3 + 3 + 2),
        3: (vec(out=3 + 3 + 3 + 3 * (1 - r6), o3=3 * r6), 5 + 3),
        5: (vec(out=3 + 3 + 3), 5 + 3 + 3),
        6: (vec(o1=3 + 3, out=3 + 3), 5 + 3),
        7: (vec(out=5 + 3 * (1 - r6) + 3 + 3 + 3 * (1 - r6), hr=3 * r6, o3=3 * r6), 3),
    }
    w_on = [0.0] * NOUT
    w_rr = 0.0
    for mask, share in MEN_ON_MIX.items():
        counts, rr = per_state[mask]
        assert abs(sum(counts) + rr - 20) < 1e-9, mask
        w_on = [x + share * c / 20 for x, c in zip(w_on, counts)]
        w_rr += share * rr / 20
    on_wilder = [5 * w + 3 * f + 3 * c for w, f, c in zip(w_on, of_fly, frame)]
    on_wilder[OBB] += 3
    on_wilder_rr = 3 + 5 * w_rr + 3
    on = [2 * x / 20 / 20 for x in on_wilder]
    on_rr = 18 / 20 + 2 * on_wilder_rr / 400
    rho = (1 - m) * empty_rr / 20 + m * on_rr
    e54 = tuple((1 - m) * empty[o] / 20 + m * on[o] for o in range(NOUT))
    assert abs(rho + sum(e54) - 1) < 1e-9
    return rho, e54


def expect(bflats: tuple[tuple[int, ...], ...], share_l: float,
           pflats: tuple[tuple[int, ...], ...], kd: tuple[int, ...], hr: tuple[int, ...], hr_mod: int,
           park: Vec, ranges: dict[int, float] | None, rho: float, e54: Vec,
           weights: tuple[float, ...] = T.GRADE_WEIGHTS) -> list[float]:
    """Per-PA outcome probabilities of a compiled batter card against a compiled pitcher, exactly as played.

    ``bflats`` are the batter's flats against a left- and a right-handed pitcher (the pitcher's NH, NW and
    negative HR already applied); ``pflats``, ``kd`` and ``hr`` are per grade, weighted by ``weights``.
    """
    acc = [0.0] * NOUT
    for hand, hw in ((0, share_l), (1, 1.0 - share_l)):
        if hw <= 0:
            continue
        bflat = bflats[hand]
        for g, gw in enumerate(weights):
            w = hw * gw
            if w <= 0:
                continue
            pflat = pflats[g]
            d51, d52, d53 = defense_lines(kd[g], ranges)
            h = hr[g]
            h = max(h, 0)
            h = max(0, min(20, h) + hr_mod)
            # a blank batter value reads the pitcher's; the sums run in the same order as ever (floats)
            for idx, base in enumerate([(b or p) & BASE_MASK for b, p in zip(bflat, pflat)]):
                o = _OUTCOME_OF[base]
                if o >= 0:
                    acc[o] += w
                elif base == PARK:
                    for k in range(NOUT):
                        acc[k] += w * park[k] / 20
                elif base == DEF51 or base == DEF52 or base == DEF53:
                    v = d51 if base == DEF51 else d52 if base == DEF52 else d53
                    for k in range(NOUT):
                        acc[k] += w * v[k] / 20
                elif base == L65:
                    acc[OHR if idx % 20 < h else OOUT] += w
                elif base == CH54:
                    continue
                else:
                    acc[OOUT] += w
    denom = 1.0 - rho / 36.0
    return [(acc[o] / 720.0 + e54[o] / 36.0) / denom for o in range(NOUT)]
