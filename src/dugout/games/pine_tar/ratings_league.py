"""The league-season context of Pine Tar cards: rates, run values, error width, steal and fielding norms.

Built once per league-season from the roster model's ``LeagueSeason`` (a fictional team without one
plays in a default modern league) plus what the model does not carry: the share of batters a LHP faced
and the pitching baselines by throwing hand (``ratings_leaguedata``). Engine-measured shares of plate appearances
by base state (``f_risp`` …) are fitted to the league's on-base rate.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import TYPE_CHECKING

from dugout.games.pine_tar import tables as T
from dugout.games.pine_tar.ratings_hitting import SPRAY
from dugout.model.league import LeagueSeason
from dugout.model.stats import BattingLine, FieldingLine, PitchingLine

if TYPE_CHECKING:
    from dugout.games.pine_tar.ratings_leaguedata import Row

#: Run values of card results on a modern scale (an out in play is -0.10); each league rescales them so
#: the league's own results are worth its runs per plate appearance.
BASE_RUN_VALUE = {T.HR: 1.40, T.TRIPLE: 1.04, T.DOUBLE: 0.77, T.SINGLE: 0.46, T.BB: 0.31, T.HBP: 0.33,
                  T.SO: -0.11}
OUT_VALUE, ROE_VALUE = -0.10, 0.46
#: Pitchers as batters, relative to the league (1B, 2B, 3B, HR, BB, HBP, SO), by season (measured in Lahman).
PITCHER_BATTING = ((1871, (0.78, 0.61, 0.47, 0.60, 0.68, 0.50, 2.6)),
                   (1910, (0.76, 0.65, 0.50, 0.60, 0.62, 0.60, 2.4)),
                   (1950, (0.80, 0.46, 0.34, 0.25, 0.47, 0.55, 2.4)),
                   (1985, (0.66, 0.42, 0.35, 0.22, 0.45, 0.55, 2.4)),
                   (2024, (0.66, 0.43, 0.30, 0.16, 0.40, 0.35, 2.1)))
#: A LHP's share of batters faced when the source has none (a modern league).
DEFAULT_LHP_SHARE = 0.28
#: Ground outs' share of the outs in play on an average card (digest §6.4), and the least a league may get.
GROUND_SHARE, MIN_GROUND_SHARE = 0.44, 0.25
#: Double plays the engine turns per the ``gdp_per_chance`` estimate (simulated 1889 NL, 1985 AL, 2016 NL: 0.95-0.98).
ENGINE_GDP_FACTOR = 0.96
#: Batting hands of an average league's plate appearances (R, L, S).
HAND_MIX = (("R", 0.6), ("L", 0.3), ("S", 0.1))


@dataclass(frozen=True, slots=True)
class HandBase:
    """League pitching by throwing hand: rates per batter faced and runs per batter faced."""

    rates: dict[int, float]
    runs: float


@dataclass(frozen=True, slots=True)
class PTLeague:
    """What Pine Tar's card algebra needs to know about a league-season."""

    label: str
    season: int
    rates: dict[int, float]
    """League rates per card PA (AB + BB + HBP + SF) of HR, 3B, 2B, 1B, BB (unintentional), HBP, SO."""
    ibb: float
    """Intentional walks per card PA."""
    rpa: float
    """Runs per card PA."""
    run_value: tuple[float, ...]
    """Run value of each outcome code (ROE/PO and ROE/LO as their expected mix of error and out)."""
    roe_value: float
    out_value: float
    roe_rate: float
    """Errors per card PA: the share of plate appearances the ROE results must turn into errors."""
    e_bar: float
    """Mean chance that an error check is an error."""
    n_roe: int
    """ROE/PO width of an average batter's printed (authentic) column: every error a reached base."""
    roe_width: float
    """ROE/PO width of a faithful column: as many errors as give the league's unearned runs in the engine, times
    ``reached_share`` (fewer where errors were common). Fractional: each batter's card rounds it up or down (``roe_width_for``), so the league mean is exact."""
    ec_mean: float
    lhp_share: float
    f_risp: float
    f1_open: float
    """Share of non-RISP plate appearances with a runner on first."""
    f1_risp: float
    """Share of RISP plate appearances with a runner on first."""
    f_on: float
    """Share of batter rolls with a runner on base (for BK/WP ranges)."""
    f_opp: float
    """Share of plate appearances with a runner on first and fewer than two outs (GDP chances)."""
    sb_pct: float
    cs_recorded: bool
    ground_share: float
    gidp_rate: float | None
    """League GIDP per GDP chance, None when the season did not record GIDP."""
    sh_rate: float | None
    fielding: dict[str, FieldingLine]
    hands: dict[str, HandBase]
    pitcher_factor: tuple[float, ...]
    games: int
    """A team's schedule length."""
    relief_ip: float
    """Innings per relief appearance."""
    start_ip: float
    """Innings per start."""
    bf_per_ip: float
    speed_cuts: tuple[float, float] | None
    """Regulars' speed relative to the league score at the 15th and 85th percentiles (BR S and F)."""
    quality_points: tuple[tuple[float, ...], tuple[float, ...]] | None
    """Starters' and relievers' quality at the 2.5 %, 7.5 % … 97.5 % points of batters faced (None: unknown)."""
    starter_share: float
    """Share of batters faced by starters."""
    er_share: float
    """Earned runs per run."""
    era: float
    batting: BattingLine
    """League batting totals."""
    sb_per_600: float
    """Stolen bases per 600 PA."""
    pitching_outs: int
    of_spots: tuple[float, float, float] | None = None
    """Where the source lumps the outfield: plays per game at LF, CF, RF relative to an average outfielder."""
    base_inputs: tuple[float, float, float, float] = (0.33, 0.0, 0.0, 0.0)
    """What ``base_state_shares`` read: the engine's on-base rate (errors included), IBB, SH and HR per card PA."""
    real_points: tuple[tuple[tuple[float, float, float], ...], tuple[tuple[float, float], ...]] | None = None
    """The league's real pitchers: starters as (quality, batters faced in starts, in relief), the others as (quality,
    batters faced) (None: unknown, as in a league a user builds)."""


def card_pa(b: BattingLine) -> int:
    """Plate appearances a card covers: AB + BB + HBP + SF (a recorded SF only; bunts are managers' calls)."""
    sf = 0 if "sf" in b.imputed else b.sf
    return b.ab + b.bb + b.hbp + sf


def batting_rates(b: BattingLine) -> tuple[dict[int, float], float]:
    """Per-card-PA rates of HR, 3B, 2B, 1B, unintentional BB, HBP, SO, and the IBB rate (imputed intentional walks
    count: the managers call them in every era)."""
    pa = max(1, card_pa(b))
    ibb = min(b.ibb, b.bb)
    rates = {T.HR: b.hr / pa, T.TRIPLE: b.b3 / pa, T.DOUBLE: b.b2 / pa, T.SINGLE: b.singles / pa,
             T.BB: (b.bb - ibb) / pa, T.HBP: b.hbp / pa, T.SO: b.so / pa}
    return rates, ibb / pa


def per_rolled(rates: dict[int, float], ibb: float) -> dict[int, float]:
    """Per-card-PA rates (``batting_rates``) per plate appearance the card is rolled in: the managers call the
    intentional walks before the roll, so those are neither on the card nor among its plate appearances."""
    rolled = 1.0 - ibb if ibb < 1 else 1.0
    return {o: r / rolled for o, r in rates.items()}


def _interp(year: int, table: tuple[tuple[int, tuple[float, ...]], ...]) -> tuple[float, ...]:
    if year <= table[0][0]:
        return table[0][1]
    for (y0, v0), (y1, v1) in itertools.pairwise(table):
        if year <= y1:
            t = (year - y0) / (y1 - y0)
            return tuple(a + t * (b - a) for a, b in zip(v0, v1))
    return table[-1][1]


def _obp(r: dict[int, float], ibb: float) -> float:
    return r[T.HR] + r[T.TRIPLE] + r[T.DOUBLE] + r[T.SINGLE] + r[T.BB] + r[T.HBP] + ibb


#: ``base_state_shares``: per share, the constant and the coefficients of x = OBP − .33, IBB, SH and HR per card PA
#: (least squares over 30 simulated league-seasons 1876-2021: ``ratings_basestate_build``; docs/rules/pine-tar.md,
#: "Measured engine constants").
BASE_STATE_FIT = (
    (0.2348, 0.8800, -1.1103, 0.3151, -0.3182),   # f_risp
    (0.3222, 0.5588, -0.9482, -0.7971, -0.5982),  # f1_open
    (0.6677, 0.3818, 4.0984, -2.7185, -1.7681),   # f1_risp
    (0.4818, 0.9933, -1.5258, -0.3446, -0.6734),  # f_on
    (0.2325, 0.5289, -0.1827, -1.2052, -0.5299),  # f_opp
)
#: The ranges of IBB, SH and HR per card PA the fit saw: a league outside one is read at its edge.
BASE_STATE_RANGE = ((0.0012, 0.0105), (0.0025, 0.0330), (0.0019, 0.0340))


def base_state_shares(obp: float, ibb: float, sh: float, hr: float) -> tuple[float, float, float, float, float]:
    """(f_risp, f1_open, f1_risp, f_on, f_opp) of the batter rolls for a league's on-base rate (errors count as on
    base) and its intentional walks, sacrifices and home runs per card PA: an intentional walk puts a man on first
    behind the runners in scoring position, a sacrifice moves him off it, a home run clears the bases.

    >>> [round(v, 3) for v in base_state_shares(0.33, 0.006, 0.01, 0.02)]
    [0.225, 0.297, 0.63, 0.456, 0.209]
    """
    x = (obp - 0.33,) + tuple(min(hi, max(lo, v)) for v, (lo, hi) in zip((ibb, sh, hr), BASE_STATE_RANGE))
    f = tuple(c[0] + sum(k * v for k, v in zip(c[1:], x)) for c in BASE_STATE_FIT)
    return f[0], f[1], f[2], f[3], f[4]


def _hand_base(rows: Row, league: dict[int, float], rpa: float,
               split: tuple[float, float, float]) -> dict[str, HandBase]:
    out = {}
    for hand in ("L", "R"):
        row = rows.get(hand)
        if not row or row[0] < 200:
            out[hand] = HandBase(dict(league), rpa)
            continue
        bf, r, h, hr, bb, hbp, so = row
        nh = max(0, h - hr) / bf
        rates = {T.HR: hr / bf, T.TRIPLE: nh * split[2], T.DOUBLE: nh * split[1], T.SINGLE: nh * split[0],
                 T.BB: bb / bf, T.HBP: hbp / bf, T.SO: so / bf}
        out[hand] = HandBase(rates, r / bf)
    return out


def _run_values(rates: dict[int, float], ibb: float, roe: float, rpa: float) -> tuple[tuple[float, ...], float]:
    pos = sum(BASE_RUN_VALUE[o] * v for o, v in rates.items()) + BASE_RUN_VALUE[T.BB] * ibb + ROE_VALUE * roe
    outs = max(0.0, 1.0 - sum(rates.values()) - ibb - roe)
    base = pos + OUT_VALUE * outs
    k = rpa / base if base > 0 else 1.0
    return tuple(k * BASE_RUN_VALUE.get(c, OUT_VALUE) for c in range(len(T.OUTCOME_NAMES))), k


#: The engine's unearned runs a game per reached-on-error the ROE/PO width asks for (per plate appearance of the real
#: league), as a line in the league's on-base rate and error rate (``unearned_per_error``): fitted on simulated
#: seasons 1876-2005 (25 league-seasons, three replays each, rms 0.034).
UPE_BASE, UPE_OBP, UPE_ROE = 0.771, 4.887, 1.447


def unearned_per_error(obp: float, roe_rate: float) -> float:
    """Unearned runs the engine scores for each error the ROE/PO width asks for (errors per plate appearance of the
    real league): more where more runners are on (``obp``, without errors) and errors come in bunches
    (``roe_rate``). It counts what an error does in the engine beyond its own runner: the batter who reaches takes
    no out, so the inning and the game get longer, the more so where every error is a batter on base and the main
    rules have no out on the bases to balance it (a real league's batters reached on errors about as often as its
    runners were caught stealing or thrown out: Lahman's AB - H + SH + SF + DP is within 1.3 % of a PA of its
    outs in every era). Until issue 17 the line took the error rate alone (0.70 modern to 0.82 in 1889, measured
    per error, not per game) and the engine scored 10-40 % more unearned runs than the 1894-1935 leagues it
    replayed.

    >>> round(unearned_per_error(0.33, 0.03), 3), round(unearned_per_error(0.379, 0.0758), 3)
    (0.771, 1.077)
    """
    return max(0.55, min(1.25, UPE_BASE + UPE_OBP * (obp - 0.33) + UPE_ROE * (roe_rate - 0.03)))


#: ``reached_share``: above ``REACHED_LOW`` errors per plate appearance the engine plays fewer of the errors the
#: unearned-run fit asks for, down to ``1 - REACHED_CUT`` of them from ``REACHED_HIGH`` on (a ramp between).
#: Fitted on the 1901-1941 atlas leagues (seed 0, 3 replays); every league since 1976 is at or below the ramp's foot
#: (1946-1975 at most 2.8 %, a share of 0.95 or more).
REACHED_LOW, REACHED_HIGH, REACHED_CUT = 0.024, 0.036, 0.16


def reached_share(roe_rate: float) -> float:
    """The share of the unearned-run fit's reached-on-errors (``unearned_per_error``) a faithful ROE/PO width plays,
    for a league's errors per plate appearance.

    Every reached-on-error of the engine is a base without an out, and the main rules put no runner out on the
    bases (no caught stealing, pickoff or runner thrown out advancing). A real league balanced the two: Lahman's
    AB - H + SH + SF + DP is within 1.3 % of a PA of the outs recorded in every era, so its batters who reached on
    errors were matched by runners put out. Where errors were common (the dead-ball and early live-ball leagues,
    2-7 % of PA) the engine's games therefore ran 7-10 % more plate appearances than the real ones (1908 AL 40.1 a
    team-game against 36.5, 1911 AL 41.5 against 37.6; 1985 AL 39.6 against 38.2) while the per-PA rates and the
    runs per runner matched, and scored 4-9 % too many runs. A reached-on-error of a high-error league is worth
    about a run in the engine (1911 AL, a fifth fewer of them: 0.32 fewer a team-game, 0.32 fewer runs), so playing
    a sixth fewer of them there takes the surplus off; a modern league (errors under 2.4 % of PA) keeps every one.
    The games stay long (the outs on the bases are still not played) and the engine's unearned runs run 9-18 %
    under the early leagues' (whose unearned runs also came from errors on runners, which the engine does not
    play). docs/rules/pine-tar.md, "ROE/PO width", has the measurements.

    >>> reached_share(0.016), reached_share(0.030), reached_share(0.053)
    (1.0, 0.92, 0.84)
    """
    t = max(0.0, min(1.0, (roe_rate - REACHED_LOW) / (REACHED_HIGH - REACHED_LOW)))
    return round(1.0 - REACHED_CUT * t, 6)


def e_bar_for(roe_rate: float) -> float:
    """Mean error chance of an error check for an era's error rate (1889's 8 % of PA -> 0.55, modern -> 0.25)."""
    return max(0.15, min(0.75, 0.25 + 4.6 * (roe_rate - 0.016)))


_CACHE: dict[tuple[object, ...], PTLeague] = {}


def _build(ctx: LeagueSeason, hands: dict[str, list[int]] | None = None) -> PTLeague:
    b = ctx.batting
    rates, ibb = batting_rates(b)
    pa = max(1, card_pa(b))
    rpa = ctx.runs / pa
    roe = ctx.errors / pa if ctx.errors else 0.016
    row = _league_row(ctx.season, ctx.league)
    if hands is not None:
        row = {**(row or {}), **{h: tuple(v) for h, v in hands.items()}}
    dp = ctx.double_plays / ctx.team_games if ctx.double_plays > 0 and ctx.team_games else None
    return _make(f"{ctx.season} {ctx.league}", ctx.season, rates, ibb, rpa, roe, b, ctx.pitching,
                 ctx.fielding, ctx.games_per_team, ctx.imputed, row, dp, pa / ctx.team_games if ctx.team_games else 38.0)


def _league_row(season: int, league: str) -> Row | None:
    try:
        from dugout.games.pine_tar.ratings_leaguedata import league_row
    except ImportError:  # while ratings_leaguedata_build regenerates the table
        return None
    return league_row(season, league)


def _make(label: str, season: int, rates: dict[int, float], ibb: float, rpa: float, roe: float,
          b: BattingLine, p: PitchingLine, fielding: dict[str, FieldingLine], games: int,
          imputed: tuple[str, ...], row: Row | None, dp_per_g: float | None = None,
          pa_per_g: float = 38.0) -> PTLeague:
    run_value, k = _run_values(rates, ibb, roe, rpa)
    e_bar = e_bar_for(roe)
    n_roe = max(1, round(99 * roe / e_bar) - 1)
    unearned = max(0, p.r - p.er) / max(1, card_pa(b)) if p.r > 0 and p.er > 0 else 0.3 * roe
    asked = min(roe, unearned / unearned_per_error(_obp(rates, ibb), roe))
    roe_play = asked * reached_share(roe)
    roe_width = max(1.0, 99 * roe_play / e_bar - 1)
    # the engine's on-base rate, errors included: the errors left off the width (``reached_share``) put nobody on
    obp = _obp(rates, ibb) + roe - (asked - roe_play)
    pa = max(1, card_pa(b))
    base_inputs = (obp, ibb, b.sh / pa, rates[T.HR])
    f_risp, f1_open, f1_risp, f_on, f_opp = base_state_shares(*base_inputs)
    nh = rates[T.SINGLE] + rates[T.DOUBLE] + rates[T.TRIPLE]
    split = (rates[T.SINGLE] / nh, rates[T.DOUBLE] / nh, rates[T.TRIPLE] / nh) if nh > 0 else (0.78, 0.18, 0.04)
    hands_raw: Row = {h: row[h] for h in ("L", "R") if row and h in row}
    bf_l = hands_raw["L"][0] if "L" in hands_raw else 0
    bf_all = sum(v[0] for v in hands_raw.values())
    lhp_share = bf_l / bf_all if bf_all else DEFAULT_LHP_SHARE
    cs_rec = "cs" not in imputed and b.cs > 0
    sb_rec = "sb" not in imputed and b.sb > 0
    sb_pct = b.sb / (b.sb + b.cs) if b.sb + b.cs > 0 and b.cs > 0 else 0.68
    gidp = None
    if "gidp" not in imputed and b.gidp > 0:
        gidp = b.gidp / (pa * f_opp)
    sh = None if "sh" in imputed or b.sh <= 0 else b.sh / pa
    if row and "ip" in row:
        start_ip, relief_ip = float(row["ip"][0]), float(row["ip"][1])
    else:
        start_ip = _starter_ip(p)
        relief_ip = max(0.5, min(3.0, (p.ipouts / 3 - p.gs * start_ip) / max(1, p.g - p.gs))) if p.gs else 1.5
    return PTLeague(
        label=label, season=season, rates=rates, ibb=ibb, rpa=rpa, run_value=run_value,
        roe_value=k * ROE_VALUE, out_value=k * OUT_VALUE, roe_rate=roe, e_bar=e_bar, n_roe=n_roe,
        roe_width=roe_width,
        ec_mean=10 * e_bar - 1, lhp_share=lhp_share, f_risp=f_risp, f1_open=f1_open, f1_risp=f1_risp, f_on=f_on,
        f_opp=f_opp, sb_pct=sb_pct, cs_recorded=cs_rec,
        ground_share=ground_share_for(rates, roe_width, f_opp * pa_per_g, dp_per_g), gidp_rate=gidp, sh_rate=sh,
        fielding=fielding,
        hands=_hand_base(hands_raw, rates, rpa, split), pitcher_factor=_interp(season, PITCHER_BATTING),
        games=games or 162, relief_ip=relief_ip, start_ip=start_ip,
        bf_per_ip=3 * p.batters_faced / p.ipouts if p.ipouts > 0 else 4.25, er_share=p.er / p.r if p.r > 0 else 0.9,
        era=27 * p.er / p.ipouts if p.ipouts > 0 else 4.0, batting=b,
        sb_per_600=(b.sb / pa * 600) if sb_rec else 10.0, pitching_outs=p.ipouts,
        speed_cuts=(row["sp"][0], row["sp"][1]) if row and "sp" in row else None,
        quality_points=(tuple(row["d"]), tuple(row["dr"])) if row and "d" in row and "dr" in row else None,
        starter_share=float(row["qs"][0]) if row and "qs" in row else _starter_share(p),
        of_spots=(row["of"][0], row["of"][1], row["of"][2]) if row and "of" in row else None,
        base_inputs=base_inputs,
        real_points=_real_points(row),
    )


def gdp_per_chance(rates: dict[int, float], roe_width: float, ground_share: float) -> float:
    """Double plays per chance (runner on first, fewer than two outs) an average card of these rates gives.

    The ground outs' slots (``split_outs``' spray by hand, GO-P one slot) times the share of white dice on
    which each ground-out table turns two; the pitch checks and the layout's exact digits average out.

    >>> r = {T.HR: .028, T.TRIPLE: .005, T.DOUBLE: .046, T.SINGLE: .15, T.BB: .077, T.HBP: .009, T.SO: .205}
    >>> round(gdp_per_chance(r, 3.0, 0.44), 3)
    0.083
    """
    rest = 97 - 99 * sum(rates.values()) - roe_width - 1
    total = T.GDP_SHARE[T.GO_P]
    out = 0.0
    for hand, w in HAND_MIX:
        go_w = SPRAY[hand][0]
        sg = sum(go_w)
        codes = (T.GO_1B, T.GO_2B, T.GO_SS, T.GO_3B)
        out += w * (total + sum(max(0.0, rest) * ground_share * x / sg * T.GDP_SHARE[c] for c, x in zip(codes, go_w)))
    return out / 99


def ground_share_for(rates: dict[int, float], roe_width: float, chances_per_g: float, dp_per_g: float | None) -> float:
    """The league's ground-out share of outs in play: ``GROUND_SHARE``, lowered where that would have the engine
    turn more double plays than the league turned in all (its fielders' real DPs per team-game).

    Infielders of the bare-handed era turned far fewer double plays than the game's ground-out tables give: 1889's
    NL turned 0.73 a team-game of every kind, and the cards with the standard share gave 0.91 ground-ball DPs.
    """
    if dp_per_g is None or chances_per_g <= 0:
        return GROUND_SHARE
    per = ENGINE_GDP_FACTOR * chances_per_g
    at_std = per * gdp_per_chance(rates, roe_width, GROUND_SHARE)
    if at_std <= dp_per_g:
        return GROUND_SHARE
    fixed = per * gdp_per_chance(rates, roe_width, 0.0)
    slope = (at_std - fixed) / GROUND_SHARE
    if slope <= 0:
        return GROUND_SHARE
    return max(MIN_GROUND_SHARE, min(GROUND_SHARE, (dp_per_g - fixed) / slope))


def _real_points(row: Row | None) \
        -> tuple[tuple[tuple[float, float, float], ...], tuple[tuple[float, float], ...]] | None:
    """The stored ``pt`` (quality, batters faced in starts, in relief) and ``pr`` (quality, batters faced) cells,
    None when the row has neither."""
    if not row or ("pt" not in row and "pr" not in row):
        return None
    pt, pr = row.get("pt", ()), row.get("pr", ())
    return (tuple(zip(pt[::3], pt[1::3], pt[2::3])),
            tuple(zip(pr[::2], pr[1::2])))


def _starter_share(p: PitchingLine) -> float:
    """Starters' share of batters faced, estimated from starts, innings and complete games."""
    if p.ipouts <= 0 or p.gs <= 0:
        return 0.7
    return max(0.4, min(1.0, p.gs * _starter_ip(p) * 3 / p.ipouts))


def _starter_ip(p: PitchingLine) -> float:
    """Innings per start, estimated from the league's complete-game share."""
    cg = p.cg / p.gs if p.gs else 0.0
    return 6.0 + 3.0 * cg


def _default() -> PTLeague:
    """A modern league for fictional teams (2010s MLB rates)."""
    rates = {T.HR: 0.028, T.TRIPLE: 0.005, T.DOUBLE: 0.046, T.SINGLE: 0.150, T.BB: 0.077, T.HBP: 0.009,
             T.SO: 0.205}
    b = BattingLine(pa=1000, ab=890, h=230, b2=46, b3=5, hr=28, bb=83, hbp=9, so=205, r=115, sb=16, cs=6, gidp=20)
    p = PitchingLine(g=300, gs=100, cg=2, ipouts=4300, r=640, er=590)
    return _make("default", 2015, rates, 0.006, 0.115, 0.015, b, p, {}, 162, (), None)


def league_for(ctx: LeagueSeason | None, hands: dict[str, list[int]] | None = None) -> PTLeague:
    """The Pine Tar context of a league-season (cached); ``hands`` supplies pitching by hand while building data."""
    # keyed by everything the context is built from, so an edited league-season is a new one
    key: tuple[object, ...] = ("default",) if ctx is None else (
        ctx.season, ctx.league, ctx.teams, ctx.team_games, ctx.runs, ctx.errors, ctx.double_plays, ctx.batting,
        ctx.pitching, tuple(sorted(ctx.fielding.items())), ctx.imputed,
        None if hands is None else tuple(sorted((h, tuple(v)) for h, v in hands.items())))
    lg = _CACHE.get(key)
    if lg is None:
        lg = _CACHE[key] = _default() if ctx is None else _build(ctx, hands)
    return lg


def pitcher_prior(lg: PTLeague) -> dict[int, float]:
    """League rates of pitchers at bat."""
    order = (T.SINGLE, T.DOUBLE, T.TRIPLE, T.HR, T.BB, T.HBP, T.SO)
    return {o: lg.rates[o] * f for o, f in zip(order, lg.pitcher_factor)}
