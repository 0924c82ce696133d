"""League templates, regenerated per league-season (digest §5.2, §5.5).

A template is the league-average pitcher mix and the league-average batter card (per pitcher hand) of one
league-season. Batter cards are solved against the pitcher mix and pitcher cards against the batter card of
the hand they face, so that every card reproduces its own season line against the league and the league's
rates come out exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from dugout.games.payoff_pitch import algebra as A
from dugout.games.payoff_pitch import tables as T
from dugout.model.league import LeagueSeason
from dugout.model.stats import BattingLine, FieldingLine

NO = T.NOUT

# --- engine-measured base-state constants (docs/rules/payoff-pitch.md, "Calibration") ---------------------------
# The shares of plate appearances in each base state scale with how often batters reach first (1B+BB+HBP per
# PA*); the factors were measured by replaying 1969 AL and 2019 AL with the engine.
#: Runner on 1st and fewer than two out (double-play chances), per unit of the reach-first rate.
K_OPP = 0.815
#: Runner on 1st and/or 2nd, 3rd empty, fewer than two out (sacrifice chances).
K_SAC = 0.86
#: Runners on (wild-pitch chances).
K_ON = 1.81
#: Share of times a batter reaches first that second base is open (auto-steal chances).
PHI_OPEN_1 = 0.76
#: Share of doubles with third base open.
PHI_OPEN_2 = 0.87
#: Share of a batter's times on base that are his first of the game (the +/- Jump marks).
FIRST_ON_SHARE = 0.55
#: Reached-on-error plate appearances as a share of all league errors.
ROE_SHARE = 0.48

# --- platoon factors (vs LHP ÷ vs RHP) for 1B 2B 3B HR BB HBP SO; digest §5.5 --------------------------------------
PLATOON: dict[str, tuple[float, ...]] = {
    "R": (0.99, 1.13, 0.91, 0.96, 1.20, 1.20, 0.905),
    "L": (0.98, 0.85, 0.73, 0.88, 0.92, 0.92, 1.256),
    "S": (1.01, 1.07, 0.80, 1.00, 0.945, 0.945, 0.95),
}
#: Share of league batters' plate appearances against left-handed pitchers, and its multiplier by batting hand.
LHP_SHARE = 0.28
HAND_LHP_FACTOR = {"R": 1.25, "L": 0.68, "S": 1.0}
#: Plate-appearance shares of the batting hands (for the league vs-LHP / vs-RHP templates).
HAND_PA_SHARE = {"R": 0.56, "L": 0.33, "S": 0.11}

# --- out types (digest §5.4 step 5): shares of the non-strikeout outs ----------------------------------------------
GROUND_SHARE = 0.45
LINE_SHARE = 0.08
POP_SHARE = 0.07
GROUND_SPLIT = {"L": {T.G3: 0.10, T.G4: 0.14, T.G6: 0.11, T.G5: 0.08, T.G1: 0.02},
                "R": {T.G3: 0.07, T.G4: 0.11, T.G6: 0.15, T.G5: 0.12, T.G1: 0.02}}
FLY_SPLIT = {"L": {T.F7: 0.27, T.F8: 0.35, T.F9: 0.38}, "R": {T.F7: 0.38, T.F8: 0.35, T.F9: 0.27}}
LINE_SPLIT = {"L": {T.L3: 0.25, T.L4: 0.35, T.L5: 0.15, T.L6: 0.25}, "R": {T.L3: 0.15, T.L4: 0.25, T.L5: 0.25,
                                                                           T.L6: 0.35}}
POP_SPLIT = {T.P2: 0.16, T.P3: 0.16, T.P4: 0.22, T.P5: 0.20, T.P6: 0.26}

#: Rates of a modern league for teams without a league-season (generated rosters without context).
DEFAULT_RATES = (0.145, 0.046, 0.005, 0.030, 0.085, 0.009, 0.205)
DEFAULT_EXTRA = {"sh": 0.006, "gidp": 0.021, "sb": 0.018, "cs": 0.007, "e": 0.015, "ibb": 0.006}


def outcome_rates(b: BattingLine) -> tuple[tuple[float, ...], int]:
    """(1B 2B 3B HR BB HBP SO per PA*, PA*) of a batting line; PA* leaves out sacrifice bunts."""
    pa = b.ab + b.bb + b.hbp + b.sf
    if pa <= 0:
        return (0.0,) * NO, 0
    return (b.singles / pa, b.b2 / pa, b.b3 / pa, b.hr / pa, b.bb / pa, b.hbp / pa, b.so / pa), pa


def platoon_sides(rates: tuple[float, ...], bats: str, lhp_share: float = LHP_SHARE) -> tuple[tuple[float, ...],
                                                                                            tuple[float, ...], float]:
    """(vs LHP rates, vs RHP rates, share of PA vs LHP) that blend back to the season rates exactly."""
    m = PLATOON.get(bats, PLATOON["R"])
    s = min(0.9, lhp_share * HAND_LHP_FACTOR.get(bats, 1.0))
    vs_r = tuple(r / ((1 - s) + s * f) for r, f in zip(rates, m))
    vs_l = tuple(f * r for r, f in zip(vs_r, m))
    return vs_l, vs_r, s


@dataclass(slots=True)
class Template:
    """The league template of one league-season."""

    label: str
    rates: tuple[float, ...]
    """League rates of the 7 tracked outcomes per PA*."""
    mix: tuple[float, ...]
    """League pitcher mix: share of rolls per label."""
    c: list[list[float]]
    """Weight of one number of each section for each outcome against ``mix``."""
    fixed: list[float]
    """Outcome mass from rare plays and the defense charts against ``mix``."""
    hbar: list[list[float]]
    """League batter card: h[s][o] = share of section s's 99 numbers holding outcome o."""
    hand_rates: dict[str, tuple[float, ...]]
    """League rates against LHP ('L') and RHP ('R')."""
    hand_hbar: dict[str, list[list[float]]]
    """League batter card against LHP / RHP."""
    extra: dict[str, float]
    """Other league rates per PA*: sh, gidp, sb, cs, e (errors), ibb; sb_pct."""
    fielding: dict[str, FieldingLine]
    season: int | None
    cache: dict[Any, Any] = field(default_factory=dict)
    """Generic cards built from this template (pitcher batting, emergency pitcher, replacement)."""


def _default_extra() -> dict[str, float]:
    reach = DEFAULT_RATES[0] + DEFAULT_RATES[4] + DEFAULT_RATES[5]
    return dict(DEFAULT_EXTRA, sb_pct=0.72, f_opp=K_OPP * reach, f_sac=K_SAC * reach, f_on=K_ON * reach)


def _template_rates(ctx: LeagueSeason | None) -> tuple[tuple[float, ...], dict[str, float]]:
    if ctx is None:
        return DEFAULT_RATES, _default_extra()
    b = ctx.batting
    rates, pa = outcome_rates(b)
    if pa <= 0:
        return DEFAULT_RATES, _default_extra()
    att = b.sb + b.cs
    reach = rates[0] + rates[4] + rates[5]
    extra = {"f_opp": K_OPP * reach, "f_sac": K_SAC * reach, "f_on": K_ON * reach, "sh": b.sh / pa, "gidp": b.gidp / pa, "sb": b.sb / pa, "cs": b.cs / pa,
             "e": ctx.errors / pa if ctx.errors else DEFAULT_EXTRA["e"], "ibb": b.ibb / pa,
             "sb_pct": b.sb / att if att else 0.7}
    return rates, extra


def _mix_for_errors(err_target: float) -> tuple[float, ...]:
    """The league mix with its ERROR share set so reached-on-error plays match the league (bounded 0..3/36)."""
    base = list(T.BASE_MIX)
    lo = [x / 36 for x in base]
    e0 = A.error_part(tuple(lo))
    per = A.K * A.ERROR_AVG.error / 36
    units = max(0.0, min(3.0, (err_target - e0) / per)) if per > 0 else 0.0
    base[T.ERROR] = units
    base[T.INPLAY] -= units
    return tuple(x / 36 for x in base)


def _hbar_for(rates: tuple[float, ...], c: list[list[float]], fixed: list[float]) -> list[list[float]]:
    """Section contents of the league batter card reproducing ``rates`` against the mix behind ``c``."""
    h = [[0.0] * NO for _ in range(4)]
    for o, code in enumerate(T.OUTCOMES):
        shape = T.SHAPES[code]
        denom = sum(99 * c[s][o] * shape[s] for s in range(4))
        k = max(0.0, rates[o] - fixed[o]) / denom if denom > 0 else 0.0
        for s in range(4):
            h[s][o] = k * shape[s]
    return h


def build_template(ctx: LeagueSeason | None) -> Template:
    """The league template of a league-season (a modern default league without one)."""
    rates, extra = _template_rates(ctx)
    mix = _mix_for_errors(ROE_SHARE * extra["e"])
    c = A.section_weights(mix)
    fixed = A.fixed_part(mix)
    hbar = _hbar_for(rates, c, fixed)
    # league rates against each pitcher hand, from the hands' platoon factors
    acc = {"L": [0.0] * NO, "R": [0.0] * NO}
    wsum = {"L": 0.0, "R": 0.0}
    for hand, share in HAND_PA_SHARE.items():
        vs_l, vs_r, s = platoon_sides(rates, hand)
        for o in range(NO):
            acc["L"][o] += share * s * vs_l[o]
            acc["R"][o] += share * (1 - s) * vs_r[o]
        wsum["L"] += share * s
        wsum["R"] += share * (1 - s)
    hand_rates = {k: tuple(v / wsum[k] for v in acc[k]) for k in acc}
    hand_hbar = {k: _hbar_for(hand_rates[k], c, fixed) for k in acc}
    label = ctx.label if ctx is not None else "default league"
    return Template(label=label, rates=rates, mix=mix, c=c, fixed=fixed, hbar=hbar, hand_rates=hand_rates,
                    hand_hbar=hand_hbar, extra=extra, fielding=dict(ctx.fielding) if ctx else {},
                    season=ctx.season if ctx else None)


_CACHE: dict[Any, Template] = {}


def template_for(ctx: LeagueSeason | None) -> Template:
    """The (cached) template of a league-season."""
    key: Any = (ctx.season, ctx.league, ctx.runs, ctx.errors) if ctx is not None else None
    t = _CACHE.get(key)
    if t is None:
        t = _CACHE[key] = build_template(ctx)
    return t


def model_rates(t: Template, counts: list[list[int]], mix: tuple[float, ...] | None = None) -> list[float]:
    """Exact outcome chances of a batter side given as section counts (no OUT-section strikeouts)."""
    c = t.c if mix is None else A.section_weights(mix)
    fixed = t.fixed if mix is None else A.fixed_part(mix)
    return [fixed[o] + sum(c[s][o] * counts[s][o] for s in range(4)) for o in range(NO)]
