"""Payoff Pitch pitcher cards: what each label of a card yields against the league batter card a pitcher faces
(``content``), the rates the pitcher search (``ratings_pitcher``) scores its cards by. A BALLPARK result reads WHEEL
or IN-PLAY as in the neutral park of ``card_ballpark``.
"""

from __future__ import annotations

import numpy as np

from dugout.games.payoff_pitch import ratings_algebra as A
from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.card_ballpark import blend
from dugout.games.payoff_pitch.ratings_league import Template, faced_hbar

NO = T.NOUT
NL = T.NLABELS

#: Share of the d100 numbers 1..99 that are odd (a tired pitcher's TOUGH reads IN-PLAY on them).
ODD_SHARE = 50 / 99


def fatigued_patient(hp: list[float] | tuple[float, ...]) -> list[float]:
    """A PATIENT section's contents when the pitcher is tired: the BB range ten numbers longer, over the ranges
    that follow it (HBP, HR, 2B, 3B, 1B, then the OUT section's numbers), as ``card.make_side`` prints it."""
    out = list(hp)
    if out[T.O_BB] <= 0:
        return out
    ext = T.FATIGUE_BB_EXTEND / 99
    take = ext
    for o in (T.O_HBP, T.O_HR, T.O_2B, T.O_3B, T.O_1B):
        x = min(out[o], take)
        out[o] -= x
        take -= x
    out[T.O_BB] += ext
    return out


def content(t: Template, hand: str, phi1: float, lhb_share: float | None = None,
            tired: float = 0.0, wp: tuple[int, int] = (0, 0)) -> tuple[np.ndarray, np.ndarray]:
    """(Q[label][o]: outcome chances of each label against the league batter card a pitcher throwing ``hand``
    faces (his own share of left-handed batters when given), M[label][n]: the chance (in 99ths) that the label gives
    a batter-card out at d100 n, for n = 0..99). ``tired`` is the share of his batters he faces tired: his BALLPARK,
    TOUGH and PATIENT results read the Fatigued Pitcher Adjustments that often (``ratings_fatigue``). ``wp`` is his
    wild-pitch range: with runners on, its numbers are read again on a fresh roll (``ratings_algebra.wp_weights``),
    and the batter cards are laid out for the league's ranges."""
    h = faced_hbar(t, hand, lhb_share)
    e = None
    wt = None
    if wp[0] or any(t.cover):
        # the batter cards read as often as the league's ranges read them (``ratings_batter.laid_target``): against
        # his own range a pitcher's batters read each outcome e_own / e_league as often, both over the league card's
        # layout with its boundaries spread (``LAYOUT_SPREAD``)
        f_on = t.extra["f_on"]
        own = A.wp_weights(A.range_cover(wp), f_on, A.LAYOUT_SPREAD)
        lg = A.wp_weights(t.cover, f_on, A.LAYOUT_SPREAD)
        eo, el = A.layout_factors(h, own), A.layout_factors(h, lg)
        e = [[x / y for x, y in zip(ro, rl)] for ro, rl in zip(eo, el)]
        wt = own / np.where(lg > 0, lg, 1.0)
    # what a reading of each section yields (its layout read as the wild-pitch range has it), and its layout
    y = h if e is None else A.apply_factors(h, e)
    q = np.zeros((NL, NO))
    for lab, s in T.SECTION_OF_LABEL.items():
        q[lab] = y[s]
    q[T.BALLPARK] = [blend(y[T.SEC_W][o], y[T.SEC_I][o]) for o in range(NO)]
    for lab, dm in t.charts.items():
        q[lab] = dm.vector()
    q[T.TOUGH_OUT][T.O_SO] = y[T.SEC_T][T.O_SO]
    q[T.PATIENT_OUT][T.O_BB] = y[T.SEC_P][T.O_BB]
    q[T.PATIENT_OUT][T.O_HBP] = y[T.SEC_P][T.O_HBP]
    q[T.INPLAY_OUT] = [phi1 * y[T.SEC_I][o] for o in range(NO)]
    lens = [99 * sum(h[s]) for s in range(4)]
    so_len = 99 * h[T.SEC_T][T.O_SO]
    walk_len = 99 * (h[T.SEC_P][T.O_BB] + h[T.SEC_P][T.O_HBP])
    past = [A.past(x) for x in lens]
    m = np.zeros((NL, 100))
    m[T.WHEEL] = past[0]
    m[T.PATIENT] = past[1]
    m[T.TOUGH] = past[2]
    m[T.INPLAY] = past[3]
    m[T.BALLPARK] = blend(past[0], past[3])  # type: ignore[arg-type]
    m[T.TOUGH_OUT] = A.past(so_len)
    m[T.PATIENT_OUT] = A.past(walk_len)
    m[T.INPLAY_OUT] = (1 - phi1) + phi1 * past[3]
    if tired > 0:
        # fresh (1 - tired) of the time, tired the rest: BALLPARK reads WHEEL, TOUGH reads IN-PLAY on an odd d100,
        # PATIENT's walks run ten numbers further
        f = 1.0 - tired
        q[T.BALLPARK] = f * q[T.BALLPARK] + tired * np.array(y[T.SEC_W])
        q[T.TOUGH] = f * q[T.TOUGH] + tired * ((1 - ODD_SHARE) * np.array(y[T.SEC_T])
                                               + ODD_SHARE * np.array(y[T.SEC_I]))
        pf = fatigued_patient(h[T.SEC_P])
        # (the longer walk range taken as weighed as the fresh one)
        q[T.PATIENT] = f * q[T.PATIENT] + tired * np.array(pf if e is None
                                                          else [x * k for x, k in zip(pf, e[T.SEC_P])])
        m[T.BALLPARK] = f * m[T.BALLPARK] + tired * past[0]
        m[T.TOUGH] = f * m[T.TOUGH] + tired * ((1 - ODD_SHARE) * past[2] + ODD_SHARE * past[3])
        m[T.PATIENT] = f * m[T.PATIENT] + tired * A.past(99 * sum(pf))
    m[:, 0] = 0.0
    if wt is not None:
        m = m * wt
    return q, m


def _q_per_unit(q: np.ndarray) -> np.ndarray:
    """Outcome chance per PA of one 2d6 way (1/36) of each label."""
    return A.K * q / 36
