"""Bonus and negative traits from real statistics: the book's guidelines (p.37-38), and the same guidelines
scaled to a player's league-season.

The book set its thresholds on 2010-2016 statistics. ``book`` mode uses them as printed (counting stats are
compared per 600 plate appearances, so season length and playing time do not matter; innings pitched scale
with season length). ``league`` mode multiplies every threshold by the ratio of the league-season's average
of that statistic to its 2010-2016 average, so a 1908 or 1968 league hands out about as many traits as the
book's own era. A player imported with FanGraphs metrics (``Player.extras``) is judged by his real BsR, Def,
K% and GB%; without them (Lahman has no BsR, Def or batted-ball data) BsR, Def and GB% use the proxies
documented in docs/rules/deadball.md.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from dugout.model.league import LeagueSeason
from dugout.model.player import Player
from dugout.model.profile import speed_score
from dugout.model.stats import BattingLine

#: 2010-2016 major-league averages (both leagues; computed from the Lahman data): the book's baseline.
BASELINE: dict[str, float] = {"hr": 0.02591, "b2": 0.04490, "sb": 0.01546, "iso": 0.1472, "slg": 0.4017,
                              "k": 0.1980, "k9": 7.569, "bb9": 3.057, "rpg": 4.25, "cg": 0.0263}
FULL_SEASON_PA = 600
COUNTS = ("hr", "b2", "sb")
"""The guidelines that count events per 600 PA (``count_threshold`` moves them to a league-season)."""
SHRINK_PA = {"hr": 170, "b2": 300, "sb": 100}
"""With ``traits=league``, a hitter's counts are mixed with this many plate appearances of his league's rates
(about where each rate is half signal, half noise) before they are read against the guidelines."""
FULL_SEASON_GAMES = 162

#: Hitter guidelines (p.37): trait -> criteria (stat, ">=" or "<=", book threshold); any one criterion is enough.
#: hr, b2 and sb are per 600 PA; k is K% (FanGraphs' when the player has it, else SO/PA); bsr_fg is FanGraphs
#: BsR per 600 PA and spd its Speed Score proxy (a profile holds one of the two); def is FanGraphs Def per 600 PA
#: or, without it, the fielding-runs proxy over a full season.
HITTER_GUIDE: dict[str, tuple[tuple[str, str, float], ...]] = {
    "P++": (("hr", ">=", 35), ("slg", ">=", 0.540), ("iso", ">=", 0.250)),
    "P+": (("hr", ">=", 20), ("slg", ">=", 0.450), ("iso", ">=", 0.170)),
    "C+": (("b2", ">=", 35), ("k", "<=", 0.10)),
    "S+": (("sb", ">=", 20), ("bsr_fg", ">=", 4.0), ("spd", ">=", 4.0)),
    "D+": (("def", ">=", 8.0),),
    "P--": (("hr", "<=", 5), ("iso", "<=", 0.090)),
    "P-": (("hr", "<=", 10), ("iso", "<=", 0.120)),
    "C-": (("k", ">=", 0.25),),
    "S-": (("sb", "<=", 0), ("bsr_fg", "<=", -4.0), ("spd", "<=", -4.0)),
    "D-": (("def", "<=", -12.0),),
}
#: Pitcher guidelines (p.38). ip is innings for a 162-game season; gb is the ground-ball share (FanGraphs GB% when
#: the pitcher has it, else the home-run proxy).
PITCHER_GUIDE: dict[str, tuple[tuple[str, str, float], ...]] = {
    "K+": (("k9", ">=", 9.0),),
    "GB+": (("gb", ">=", 0.55),),
    "CN+": (("bb9", "<=", 2.0),),
    "ST+": (("ip", ">=", 200),),
}
#: The statistics each family's conflicts are settled by, the first the profile has (a player qualifying for P+
#: by HR and P- by ISO …): real BsR settles Speed (GAP 73), else stolen bases.
FAMILY_RATE: dict[str, tuple[str, ...]] = {"P": ("iso",), "C": ("k",), "S": ("bsr_fg", "sb"), "D": ("def",)}
#: Priority when a player qualifies for more than two traits.
HIGH_AVERAGE = 1.15
"""A batting average this far above the league's (1927 Ruth's .356 in a .285 league) keeps a hitter from C-, the
book's low-average Free Swinger, however often he strikes out."""
PRIORITY = ("P++", "P+", "S+", "C+", "D+", "P--", "P-", "C-", "S-", "D-")
MAX_TRAITS = 2
MIN_PA = 150
"""Plate appearances (in a 162-game season) a hitter needs before his statistics earn traits."""
MIN_IP = 40
"""Innings (in a 162-game season) a pitcher needs before K/9, BB/9 and the ground-ball proxy count."""
MIN_EXPECTED_HR = 6.0
"""The ground-ball proxy needs a sample in which an average pitcher would have allowed this many home runs."""
#: FanGraphs positional adjustments, runs per 162 games.
POS_ADJ = {"C": 12.5, "1B": -12.5, "2B": 2.5, "3B": 2.5, "SS": 7.5, "LF": -7.5, "CF": 2.5, "RF": -7.5, "OF": -4.0}
RUNS_PER_PLAY = 0.5
RUNS_PER_ERROR = 0.5
RUNS_PER_CAUGHT = 0.6
RUNS_PER_PASSED_BALL = 0.25
DEF_SHRINK = 0.4
"""Fielding counts are noisy: the proxy is shrunk to the spread of FanGraphs Def (about 9 runs)."""


POWER_TRAITS = frozenset({"P++", "P+", "P-", "P--"})
#: Isolated power as a share of batting average (ISO / BA) that the Hit Table gives each power modifier
#: (d20 + modifier; ≤0 a single, 21+ a home run).
ISO_SHARE = {-2: 0.45, -1: 0.50, 0: 0.65, 1: 0.80, 2: 0.95}
FIT_PA = 200
"""Plate appearances of league-average power mixed into a hitter's own before fitting (small samples)."""


def fitted_power(b: BattingLine, ctx: LeagueSeason | None) -> str:
    """The power trait whose Hit Table extra-base power (ISO/BA) is closest to the hitter's own (option
    ``power=fit``, a calibration: every hitter gets the power dial his real line asks for).

    >>> fitted_power(BattingLine(pa=600, ab=540, h=192, b2=29, b3=8, hr=60), None)
    'P++'
    >>> fitted_power(BattingLine(pa=600, ab=540, h=160, b2=20, b3=5, hr=1), None)
    'P--'
    """
    lg = 0.65
    if ctx is not None and ctx.batting.h > 0 and ctx.batting.ab > 0:
        lg = (ctx.batting.slg - ctx.batting.avg) / ctx.batting.avg
    w = b.pa / (b.pa + FIT_PA)
    own = (b.tb - b.h) / b.h if b.h else lg
    share = w * own + (1 - w) * lg
    mod = min(ISO_SHARE, key=lambda m: (abs(ISO_SHARE[m] - share), abs(m)))
    return {-2: "P--", -1: "P-", 0: "", 1: "P+", 2: "P++"}[mod]


@dataclass(frozen=True, slots=True)
class Earned:
    """A trait a player's statistics earn, with how far past the threshold he is (1.0 = exactly at it)."""

    trait: str
    strength: float


def season_factor(ctx: LeagueSeason | None) -> float:
    """Season length relative to 162 games."""
    if ctx is None or ctx.games_per_team <= 0:
        return 1.0
    return ctx.games_per_team / FULL_SEASON_GAMES


def _league_rates(ctx: LeagueSeason) -> dict[str, float]:
    b, p = ctx.batting, ctx.pitching
    out: dict[str, float] = {}
    if b.pa > 0:
        out["hr"] = b.hr / b.pa
        out["b2"] = b.b2 / b.pa
        if "sb" not in b.imputed:
            out["sb"] = b.sb / b.pa
        if "so" not in b.imputed:
            out["k"] = b.so / b.pa
    if b.ab > 0:
        out["slg"] = b.slg
        out["iso"] = b.slg - b.avg
    if p.ipouts > 0:
        out["k9"] = 27 * p.so / p.ipouts
        out["bb9"] = 27 * p.bb / p.ipouts
    if p.gs > 0:
        out["cg"] = p.cg / p.gs
    out["rpg"] = ctx.r_per_g
    return out


def thresholds(mode: str, ctx: LeagueSeason | None) -> dict[str, tuple[tuple[str, str, float], ...]]:
    """Every guideline's criteria with thresholds for this league-season (``book`` or ``league`` mode).

    >>> thresholds("book", None)["P+"]
    (('hr', '>=', 20.0), ('slg', '>=', 0.45), ('iso', '>=', 0.17))
    """
    sf = season_factor(ctx)
    scale: dict[str, float] = {"ip": sf}
    counts: dict[str, float] = {}
    if mode == "league" and ctx is not None:
        lg = _league_rates(ctx)
        for stat in ("k", "k9", "bb9"):
            if stat in lg and lg[stat] > 0:
                scale[stat] = lg[stat] / BASELINE[stat]
        for stat in COUNTS + ("slg", "iso"):
            if stat in lg and lg[stat] > 0:
                counts[stat] = lg[stat] * (FULL_SEASON_PA if stat in COUNTS else 1)
        # runs above average (Def and BsR, real or proxy Def) grow with the league's scoring
        scale["def"] = scale["bsr_fg"] = max(0.5, lg.get("rpg", BASELINE["rpg"]) / BASELINE["rpg"])
        # complete games stand for the innings a workhorse throws: 1908's aces threw 300
        scale["ip"] = sf * (1.0 + 0.75 * max(0.0, lg.get("cg", BASELINE["cg"]) - BASELINE["cg"]))
    out = {}
    for guide in (HITTER_GUIDE, PITCHER_GUIDE):
        for trait, crit in guide.items():
            out[trait] = tuple((s, op, count_threshold(s, v, counts[s]) if s in counts
                                else v * scale.get(s, 1.0) if v else v) for s, op, v in crit)
    return out


def count_threshold(stat: str, book: float, league: float) -> float:
    """A guideline on a count of rare events (home runs, doubles, steals per 600 PA; extra bases per at bat, SLG
    and ISO) moved to a league whose average is ``league``: as far from the league's average as the book's
    threshold is from 2010-2016's, in units of a spread that grows with the square root of the average (counts
    of rare events vary as Poisson counts do), never below zero.

    Scaling by the ratio instead put 1913's P++ at 5 home runs per 600 PA, where two lucky home runs in 250 PA
    made a .214/.293 hitter a slugger.

    >>> round(count_threshold("hr", 35, 0.02591 * 600), 1), round(count_threshold("hr", 35, 2.3), 1)
    (35.0, 9.8)
    """
    base = BASELINE[stat] * (FULL_SEASON_PA if stat in COUNTS else 1)
    return max(0.0, league + (book - base) * math.sqrt(league / base))


def hitter_profile(player: Player, ctx: LeagueSeason | None, mode: str = "book") -> dict[str, float] | None:
    """The statistics the hitter guidelines read, or None for a sample too small to judge.

    FanGraphs metrics the player carries (``extras``: BsR, Def, K%) are read as the book asks; each one missing
    falls back to its stat-line rule or proxy. ``bsr`` is his BsR per 600 PA as well as it is known (the real one,
    else the proxy) for other readers; the guidelines read ``bsr_fg`` or ``spd``, whichever the profile has.
    """
    b = player.batting
    sf = season_factor(ctx)
    if b is None or b.pa < MIN_PA * sf or b.ab <= 0:
        return None
    x = player.extras
    pace = FULL_SEASON_PA / b.pa
    prof = {"hr": b.hr * pace, "b2": b.b2 * pace, "slg": b.slg, "iso": b.slg - b.avg, "avg": b.avg}
    if ctx is not None and ctx.batting.ab > 0:
        prof["lg_avg"] = ctx.batting.avg
    if x is not None and x.k_pct is not None:
        prof["k"] = x.k_pct
    elif "so" not in b.imputed:
        prof["k"] = b.so / b.pa
    if "sb" not in b.imputed:
        prof["sb"] = b.sb * pace
    if x is not None and x.bsr is not None:
        prof["bsr"] = prof["bsr_fg"] = x.bsr * pace
    elif "sb" not in b.imputed:
        # BsR proxy: two points of Speed Score above the league's own stand for BsR +4
        ref = speed_score(ctx.batting) if ctx is not None and ctx.batting.pa > 0 else 4.5
        prof["bsr"] = prof["spd"] = (speed_score(b) - ref) * 2.0
    d = x.def_runs * pace if x is not None and x.def_runs is not None else fielding_runs(player, ctx)
    if d is not None:
        prof["def"] = d
    if mode == "league" and ctx is not None:
        lg = _league_rates(ctx)
        for stat in COUNTS:
            if stat in prof and stat in lg:
                k = SHRINK_PA[stat]
                prof[stat] = (prof[stat] / pace + lg[stat] * k) / (b.pa + k) * FULL_SEASON_PA
    return prof


def pitcher_profile(player: Player, ctx: LeagueSeason | None) -> dict[str, float] | None:
    """The statistics the pitcher guidelines read, or None without a pitching line."""
    p = player.pitching
    if p is None or p.ipouts <= 0:
        return None
    ip = p.ipouts / 3
    prof = {"ip": ip}
    if ip >= MIN_IP * season_factor(ctx):
        prof["k9"] = 27 * p.so / p.ipouts
        prof["bb9"] = 27 * p.bb / p.ipouts
        bf = p.batters_faced
        x = player.extras
        if x is not None and x.pitcher_gb_pct is not None:
            prof["gb"] = x.pitcher_gb_pct
        elif ctx is not None and ctx.pitching.batters_faced > 0:
            lg_hr = ctx.pitching.hr / ctx.pitching.batters_faced
            if lg_hr * bf >= MIN_EXPECTED_HR:
                # ground-ball proxy: allowing half the league's home-run rate reads as a 55% ground-ball pitcher
                ratio = (p.hr / bf) / lg_hr
                prof["gb"] = 0.45 + 0.2 * (1.0 - ratio)
    return prof


def fielding_runs(player: Player, ctx: LeagueSeason | None) -> float | None:
    """A Def proxy: fielding runs at his main position plus the positional adjustment, over a full season.

    Range is plays per game (per nine innings when innings are recorded) against the league at the position,
    plus errors per chance; catchers are judged by caught stealing, passed balls and errors. None when he did
    not field a quarter of the season at one position or the league has no fielding totals there.
    """
    if ctx is None or not player.fielding:
        return None
    cands = [(f.g, pos) for pos, f in player.fielding.items() if pos in POS_ADJ and pos in ctx.fielding]
    if not cands:
        return None
    g, pos = max(cands)
    season = ctx.games_per_team or FULL_SEASON_GAMES
    if g < 0.25 * season:
        return None
    f = player.fielding[pos]
    lg = ctx.fielding[pos]
    runs = 0.0
    if pos == "C":
        att, lg_att = f.sb + f.cs, lg.sb + lg.cs
        if att > 0 and lg_att > 0:
            runs += (f.cs - att * lg.cs / lg_att) * RUNS_PER_CAUGHT
        if lg.g > 0:
            runs += (lg.pb / lg.g - f.pb / max(f.g, 1)) * f.g * RUNS_PER_PASSED_BALL
    else:
        plays, lg_plays = (f.a, lg.a) if pos == "1B" else (f.po + f.a, lg.po + lg.a)
        if f.inn_outs > 0 and lg.inn_outs > 0:
            runs += (plays / f.inn_outs - lg_plays / lg.inn_outs) * f.inn_outs * RUNS_PER_PLAY
        elif lg.g > 0:
            runs += (plays / f.g - lg_plays / lg.g) * f.g * RUNS_PER_PLAY
    if lg.chances > 0 and f.chances > 0:
        runs += (lg.e / lg.chances - f.e / f.chances) * f.chances * RUNS_PER_ERROR
    runs += POS_ADJ[pos] * g / FULL_SEASON_GAMES
    return DEF_SHRINK * runs * FULL_SEASON_GAMES / max(g, 0.5 * season)


def _meets(value: float, op: str, thr: float) -> tuple[bool, float]:
    """Whether a value meets a criterion and by how much (ratio past the threshold, ≥ 1 when met)."""
    if op == ">=":
        ok = value >= thr
        strength = value / thr if thr > 0 else (1.0 + value - thr)
    else:
        ok = value <= thr
        strength = thr / value if value > 0 else (2.0 + thr - value)
    return ok, (strength if math.isfinite(strength) else 2.0)


def _qualifies(prof: dict[str, float], crit: tuple[tuple[str, str, float], ...],
               only: str | None = None) -> float:
    best = 0.0
    for stat, op, thr in crit:
        if stat not in prof or (only is not None and stat != only):
            continue
        ok, s = _meets(prof[stat], op, thr)
        if ok:
            best = max(best, s)
    return best


def hitter_traits(prof: dict[str, float], thr: dict[str, tuple[tuple[str, str, float], ...]]) -> list[Earned]:
    """The hitter traits a profile earns: one per family, at most two, by the book's priority."""
    earned: dict[str, float] = {}
    for family, pos_names, neg_names in (("P", ("P++", "P+"), ("P--", "P-")), ("C", ("C+",), ("C-",)),
                                         ("S", ("S+",), ("S-",)), ("D", ("D+",), ("D-",))):
        pos = [(t, _qualifies(prof, thr[t])) for t in pos_names]
        neg = [(t, _qualifies(prof, thr[t])) for t in neg_names]
        pos_hit = [(t, s) for t, s in pos if s > 0]
        neg_hit = [(t, s) for t, s in neg if s > 0]
        if pos_hit and neg_hit:
            rate = next((r for r in FAMILY_RATE[family] if r in prof), FAMILY_RATE[family][-1])
            pos_hit = [(t, s) for t in pos_names if (s := _qualifies(prof, thr[t], rate)) > 0]
            neg_hit = [(t, s) for t in neg_names if (s := _qualifies(prof, thr[t], rate)) > 0]
            if pos_hit and neg_hit:
                continue
        if family == "C" and prof.get("avg", 0.0) >= HIGH_AVERAGE * prof.get("lg_avg", 1.0):
            # the book's Free Swinger is a low-average hitter: one among his league's best hitters is not one
            neg_hit = []
        pick = pos_hit[:1] or neg_hit[:1]
        if pick:
            earned[pick[0][0]] = pick[0][1]
    ranked = sorted(earned.items(), key=lambda kv: PRIORITY.index(kv[0]))[:MAX_TRAITS]
    return [Earned(t, s) for t, s in ranked]


def pitcher_traits(prof: dict[str, float], thr: dict[str, tuple[tuple[str, str, float], ...]]) -> list[Earned]:
    """The pitcher traits a profile earns: the strongest of K+, GB+ and CN+, and ST+."""
    out = []
    best = max(((t, _qualifies(prof, thr[t])) for t in ("K+", "GB+", "CN+")), key=lambda kv: kv[1])
    if best[1] > 0:
        out.append(Earned(best[0], best[1]))
    st = _qualifies(prof, thr["ST+"])
    if st > 0:
        out.append(Earned("ST+", st))
    return out
