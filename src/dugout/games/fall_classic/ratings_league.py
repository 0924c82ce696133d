"""The league-season as Fall Classic cards see it: rates per card PA, line 54, the anchor pitcher.

Batter cards are built against the league's average pitcher (the *anchor*) and pitcher cards against its
average batter (digest §5.2-5.3). One ``FCLeague`` is computed per league-season and cached.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from dugout.games.fall_classic import ratings_algebra as A
from dugout.games.fall_classic import tables as T
from dugout.games.fall_classic.card import FCCard, PitcherCard, compile_pitcher
from dugout.games.fall_classic.card_codes import BASE_MASK, PITCHER_LINES, line_index
from dugout.games.fall_classic.ratings_hrzero import stored_zero_share
from dugout.games.fall_classic.ratings_layout import WEIGHTS, cells36, grade_values, pitcher_column
from dugout.model.league import LeagueSeason
from dugout.model.profile import batting_rates
from dugout.model.stats import BattingLine, PitchingLine
from dugout.model.team import Team

#: Shares of the league's flow of each outcome sent through the anchor pitcher's lines (digest §5.3).
ANCHOR_HIT_SHARE = 0.33
ANCHOR_WALK_SHARE = 0.70
ANCHOR_K_SHARE = 0.82
ANCHOR_HR_SHARE = 0.55
ANCHOR_HR_MAX = 6.0
"""The anchor's line-65 range is 55% of the league's home-run flow, at most 6 values (Higbe 1941: HR 1-3 / ? /
1-9, about 6 on average): a pitcher's grade then stays on the book's 0-12 scale in every era, and a batter with
few home runs needs no ``P - HR`` modifier (an advanced optional rule, off by default) to play true."""
HR_GRADE_MAX = 12
"""The pitcher's home-run grade runs 0-12 (the book: "normally from 0 to" — the digest's 12, gap 10); home runs
past it sit in the control area."""
HR_ZERO = (0.46, 0.0115, 0.005, 0.045)
"""The share of a league's plate appearances by batters with no home run (``hr_zero_share``): a + c + d (pitchers
batting) at no home runs, falling as e^(-rate / b) (fitted on every third league-season 1901-2024: root-mean-square
miss 0.024)."""
ANCHOR_DOUBLE_SHARE = 0.08
"""Pitcher hit lines are mostly singles: 8% doubles."""
ANCHOR_K_ROOM = 90
"""The anchor's K area is kept at or under this many pips (KD rises instead) so strikeout pitchers fit."""
SPREAD = 15
HIT_SPREAD = 8
"""Pips between grade columns for hits: Higbe 1941's published hits area holds about 40 values in A and B and a
few more in C (two full SINGLE lines), where his walks (40 / 60 / 65) and strikeouts (60 / 40 / 40) spread wider."""
"""Pips between grade columns A-B and B-C for hits, walks and strikeouts."""
PITCHER_SPREAD = (0.10, 0.27, 0.28, 0.35)
"""Spread of pitchers' hits, walks, strikeouts and home runs allowed per batter, as a share of the league's
rate (measured on several league-seasons' pitchers with 300+ batters faced)."""
MIX_Z = (-1.89, -0.76, 0.0, 0.76, 1.89)
MIX_W = (0.1, 0.25, 0.3, 0.25, 0.1)
"""Five pitchers standing for the league's spread (mean 0, variance 1)."""
LHP_SHARE = 0.28
"""Share of plate appearances against left-handed pitchers (PROPOSED; Lahman does not record it)."""
FIELD_POS = ("P", "C", "1B", "2B", "3B", "SS", "LF", "CF", "RF")
ROE_UNEARNED = 6.8
"""Unearned runs that follow a batter safe on an error on lines 51-52, in units of the league's runs per PA
(measured on replays of 1927 AL, 1959 NL and 2016 NL: 6.6-6.9)."""
ROE_SHARE = 0.58
"""Batters safe on an error per error charged, where a league's earned runs are unknown (Retrosheet: about 1.9%
of balls in play in 1954-70, 0.53 a team-game against 0.89 errors in 1959; 1.3% in 2005-07)."""


@dataclass(slots=True)
class FCLeague:
    """League-season figures every Fall Classic card of that season is built from."""

    label: str
    rates: tuple[float, ...]
    """Per card PA (AB + BB + HBP + SF): 1B 2B 3B HR BB HBP SO OUT."""
    avg: float
    obp: float
    ops: float
    sh_share: float
    """Sacrifice hits per PA including them (a pitcher's batters faced are cut by this share)."""
    gidp: float
    """GIDP per card PA."""
    sb_success: float
    sh_rate: float
    """Sacrifices per PA of non-pitchers (estimated)."""
    fielding: dict[str, dict[str, float]]
    """Per position: fpct, rf (chances per 27 outs), and a (assists), dp, cs, pb rates where they apply."""
    relief_bf: float
    """Batters faced per relief appearance."""
    start_bf: float
    offense: int
    """The League Offense number: 100 x league batting average."""
    batting: BattingLine | None = None
    """The league's batting totals (run ratings are read against them); None for an invented league."""
    e_scale: float = 1.0
    """Error ratings are 200 x (1 - FPCT) times this, so the league's errors cost about the unearned runs they
    really cost (``roe_target``)."""
    m: float = 0.45
    rho: float = 0.0
    e54: tuple[float, ...] = ()
    s: float = 0.0
    kd: int = 2
    """The anchor pitcher's KD (grade B)."""
    full_bf: float = 38.0
    """Batters faced in nine innings."""
    anchor: PitcherCard | None = None
    anchor_flats: tuple[tuple[int, ...], ...] = ()
    anchor_line: dict[int, tuple[float, ...]] = field(default_factory=dict)
    mix: tuple[tuple[float, PitcherCard, tuple[tuple[int, ...], ...]], ...] = ()
    """The anchor mixture: (weight, card, flats per grade)."""
    """Grade-weighted outcome pips of each anchor pitcher line."""
    avg_card: FCCard | None = None
    """Lazily built: the league-average batter card (``avg_batter``)."""
    avg_own: list[float] | None = None
    """Lazily built: pips per outcome on that card's own lines (``ratings_pitchers.own_content``)."""
    generic: dict[tuple[bool, Any], list[FCCard]] | None = None
    """Lazily built: the generic batting cards (``ratings.generic_cards``), by whether ``batter-hr`` is on and the
    team pitchers' level (``ratings.PitcherBatting``)."""
    line65s: dict[int, float] = field(default_factory=dict)
    """Kept: ``line65`` by ``P - HR`` modifier, of the anchor mixture ``line65_of`` (emptied when ``mix`` is another)."""
    line65_of: tuple[Any, ...] = ()
    hr_zero: float = 0.0
    """Share of the league's plate appearances by batters with no home run (``hr_zero_share``): the pitchers'
    home-run grades are sized against the league's batters spread this way (``ratings_pitchers.HRSpread``)."""
    pit_scale: tuple[float, ...] = (1.0, 1.0, 1.0, 1.0, 1.0)
    """Per pitching count (H - HR, HR, BB, HBP, SO): the league's batters' total over its pitchers' (``pitching_scales``)."""
    bf_scale: float = 1.0
    """The league's batters' plate appearances over its pitchers' batters faced (``bf_scale``): a pitcher's
    batters faced are read at this scale, as his counts are at ``pit_scale``."""

    # --- construction ---------------------------------------------------------------------------------------
    @classmethod
    def build(cls, label: str, rates: tuple[float, ...], *, sh_share: float, gidp: float, sb_success: float,
              fielding: dict[str, dict[str, float]], relief_bf: float, start_bf: float,
              roe_per_pa: float | None = None, pitchers_bat: bool = True,
              hr_zero: float | None = None) -> FCLeague:
        """Derive line 54, the anchor pitcher and its per-line content from league rates (``pitchers_bat``: no
        designated hitter; ``hr_zero``: the league's counted share of plate appearances without a home run,
        estimated from its rates when None)."""
        avg_ab = 1.0 - rates[A.OBB] - rates[A.OHBP]
        hits = sum(rates[:4])
        avg = hits / avg_ab if avg_ab > 0 else 0.0
        obp = hits + rates[A.OBB] + rates[A.OHBP]
        slg = (rates[0] + 2 * rates[1] + 3 * rates[2] + 4 * rates[3]) / avg_ab if avg_ab > 0 else 0.0
        lg = cls(label=label, rates=rates, avg=avg, obp=obp, ops=obp + slg, sh_share=sh_share, gidp=gidp,
                 sb_success=sb_success, sh_rate=max(0.002, 0.6 * sh_share), fielding=fielding,
                 relief_bf=relief_bf, start_bf=start_bf, offense=round(100 * avg))
        lg.m = min(0.6, max(0.3, 0.44 + 1.6 * (obp - 0.320)))
        e = {p: 200 * (1 - fielding.get(p, {}).get("fpct", 0.97)) for p in FIELD_POS}
        lg.rho, lg.e54 = A.line54(lg.m, e_of=(e["LF"] + e["CF"] + e["RF"]) / 3, e_c=e["C"], e_3b=e["3B"],
                                  e_1b=e["1B"])
        lg.s = 720 * (1 - lg.rho / 36)
        lg.hr_zero = hr_zero_share(rates[A.OHR], pitchers_bat) if hr_zero is None else hr_zero
        lg._make_anchor()
        if roe_per_pa is not None:
            model = lg.chart_roe(1.0)
            if model > 0:
                lg.e_scale = max(0.5, min(2.5, roe_per_pa / model))
        return lg

    def chart_roe(self, scale: float) -> float:
        """Batters safe on an error per PA that lines 51 and 52 give past the KD check, with league-average
        fielders whose E is ``scale`` x 200 x (1 - FPCT)."""
        def e(pos: int) -> float:
            return min(20.0, scale * 200 * (1 - self.fielding.get(T.POS[pos], {}).get("fpct", 0.97))) / 20

        kd = sum(w * k for w, k in zip(WEIGHTS, self.kd_grades()))
        rows = sum(e(p) for p, _ in T.DEF51) / 36 + sum(e(p) for p, _ in T.DEF52) / 36
        return (1 - kd / 20) * rows / 36

    def _make_anchor(self) -> None:
        """The anchor pitcher: a spread of league pitchers around the league's average (digest §5.3).

        Batter cards are laid out against the per-line average of this mixture rather than one average card:
        a batter who fills a pitcher line takes that line away from every pitcher he faces, and what the
        league's pitchers hold on a line is not what the middle pitcher holds there (the strips are not
        linear in a pitcher's totals).
        """
        s, r = self.s, self.rates
        a_h = min(80.0, ANCHOR_HIT_SHARE * s * (r[A.O1] + r[A.O2] + r[A.O3]))
        a_w = min(60.0, ANCHOR_WALK_SHARE * s * r[A.OBB])
        k_total = ANCHOR_K_SHARE * s * r[A.OK]
        kd = 2
        while k_total - 3 * kd > ANCHOR_K_ROOM and kd < 18:
            kd += 1
        self.kd = kd
        a_k = min(95.0, max(0.0, k_total - 3 * kd))
        a_hr = min(ANCHOR_HR_MAX, ANCHOR_HR_SHARE * s * r[A.OHR])
        means = (a_h, a_w, a_k, a_hr)
        caps = (100, 80, 100, HR_GRADE_MAX)
        sds = [sd * s * rate for sd, rate in zip(PITCHER_SPREAD, (r[A.O1] + r[A.O2] + r[A.O3], r[A.OBB], r[A.OK],
                                                                 r[A.OHR]))]
        sds = [min(sd, m / MIX_Z[-1], (c - m) / MIX_Z[-1]) for sd, m, c in zip(sds, means, caps)]
        members = []
        for z, wz in zip(MIX_Z, MIX_W):
            x = [m + z * sd for m, sd in zip(means, sds)]
            card = _pitcher_of(x[0], x[1], x[2], x[3], kd)
            members.append((wz, card, tuple(compile_pitcher(card, g, g, g) for g in range(3))))
        self.mix = tuple(members)
        self.anchor = _pitcher_of(a_h, a_w, a_k, a_hr, kd)
        self.anchor_flats = tuple(compile_pitcher(self.anchor, g, g, g) for g in range(3))
        self.anchor_line = {}
        for ln in PITCHER_LINES:
            if ln == 65:
                continue
            li = line_index(ln)
            v = [0.0] * A.NOUT
            for wz, _card, flats in self.mix:
                for g, w in enumerate(WEIGHTS):
                    for c in flats[g][li * 20: li * 20 + 20]:
                        v[A.CODE_OUTCOME[c & BASE_MASK]] += wz * w
            self.anchor_line[ln] = tuple(v)

    # --- what cards are built against ----------------------------------------------------------------------
    def kd_grades(self) -> tuple[int, int, int]:
        """The anchor's KD per grade."""
        assert self.anchor is not None
        return self.anchor.kd

    def specials(self, kd: tuple[int, ...], park: A.Vec, ranges: dict[int, float] | None = None) -> list[float]:
        """Grade-weighted expected pips of lines 46 and 51-53."""
        out = list(park)
        if ranges is None and len(kd) == 3:
            # the same sums, the weighted terms of the KDs kept (``_special_terms``)
            for o, terms in enumerate(_special_terms(*kd)):
                x = out[o]
                for t in terms:
                    x += t
                out[o] = x
            return out
        for g, w in enumerate(WEIGHTS):
            for v in A.defense_lines(kd[g], ranges):
                for o in range(A.NOUT):
                    out[o] += w * v[o]
        return out

    def line65(self, hr_mod: int) -> float:
        """Home-run pips of line 65 against the anchor mixture for a batter's ``P - HR`` modifier (kept per
        modifier: a batter card asks two or three times, 2491 times rating 2016 NL: 5 % of the
        rating under cProfile)."""
        if self.line65_of is not self.mix:
            self.line65s.clear()
            self.line65_of = self.mix
        got = self.line65s.get(hr_mod)
        if got is None:
            got = self.line65s[hr_mod] = self._line65(hr_mod)
        return got

    def _line65(self, hr_mod: int) -> float:
        return sum(wz * sum(w * max(0, min(20, max(0, h)) + hr_mod) for w, h in zip(WEIGHTS, card.hr))
                   for wz, card, _flats in self.mix)

    def avg_batter(self) -> FCCard:
        """The league-average batter card (a switch hitter with league rates), built once."""
        card = self.avg_card
        if card is None:
            from dugout.games.fall_classic.ratings_batters import synthetic_batter

            card = self.avg_card = synthetic_batter(self, "league-average batter", self.rates, 600, bats="S")
        return card


def of_assists(fielding: dict[str, dict[str, float]]) -> float:
    """Outfield assists a team-game (27 outs at each outfield spot)."""
    return sum(fielding.get(p, {}).get("a", 0.0) for p in ("LF", "CF", "RF"))


def hr_zero_share(hr_rate: float, pitchers_bat: bool = True) -> float:
    """The share of a league's plate appearances made by batters who hit no home run, from its home runs per PA.

    Measured on every third league-season 1901-2024 (AL and NL): 0.30 in 1901 AL (.0055 HR/PA), 0.51 in 1907 AL
    (.0023), 0.20 in 1922 AL (.0112), 0.13 in 1949 NL (.0196), 0.055 in 1985 AL (.0254, designated hitter), 0.071
    in 2021 NL (.0319); pitchers at bat add about 0.045. The fit misses by 0.024 (root mean square), by 0.09 at
    most (1910 NL 0.36 against 0.27, 1907 AL 0.43 against 0.51).

    >>> round(hr_zero_share(0.0055), 2), round(hr_zero_share(0.0254, pitchers_bat=False), 3)
    (0.34, 0.056)
    """
    a, b, c, d = HR_ZERO
    return a * math.exp(-max(0.0, hr_rate) / b) + c + (d if pitchers_bat else 0.0)


def _pitcher_of(a_h: float, a_w: float, a_k: float, a_hr: float, kd: int) -> PitcherCard:
    """A pitcher card with these mean pips per area (hits, walks, strikeouts, line-65 home runs)."""
    hs = grade_values(a_h, HIT_SPREAD, 100)
    ws = grade_values(a_w, SPREAD, 80)
    ks = grade_values(a_k, SPREAD, 100, more_is_better=True)
    hrs = grade_values(a_hr, math.ceil(a_hr / 2), HR_GRADE_MAX)
    cols = []
    for g in range(3):
        dbl = round(ANCHOR_DOUBLE_SHARE * hs[g])
        cols.append(cells36(pitcher_column(hs[g], dbl, ws[g], ks[g])))
    return PitcherCard(cells=(cols[0], cols[1], cols[2]), kd=(kd + 1, kd, kd - 1), hr=hrs, bfs=27, bfr=12)


# --- from the roster model --------------------------------------------------------------------------------------
_CACHE: dict[tuple[object, ...], FCLeague] = {}


def _fielding(ctx: LeagueSeason) -> dict[str, dict[str, float]]:
    """Per position, the league's fielding rates per 27 outs in the field (``FCLeague.fielding``).

    The outs are ``LeagueSeason.position_outs``, the innings the players' lines are read per. Reading a season
    without recorded innings in the field (1921-1953) as 27 outs for every game played at a position made 1951
    AL's league rates 4-50 % low against its players', its infielders' Ranges average 13-14 and its pitchers' 16
    against the 10 the cards are laid out for, and its replays lost 2 % of their hits. An outfielder's line of
    those years has games but no innings (and no LF, CF or RF): it stays read per game, as the league's outfield
    is.
    """
    out: dict[str, dict[str, float]] = {}
    fl = ctx.fielding
    for pos in FIELD_POS + ("OF",):
        f = fl.get(pos)
        if f is None and pos in ("LF", "CF", "RF"):
            f = fl.get("OF")
            share = 1 / 3
        else:
            share = 1.0
        if f is None:
            continue
        played = ctx.position_outs("OF" if f is fl.get("OF") else pos)
        outs = played * share if played else 27 * f.g * share
        d: dict[str, float] = {"fpct": f.fpct if f.fpct is not None else 0.97}
        if outs > 0:
            po, a = f.po * share, f.a * share
            d["rf"] = 27 * (a if pos == "1B" else po + a) / outs
            d["a"] = 27 * a / outs
            d["dp"] = 27 * f.dp * share / outs
            d["pb"] = 27 * f.pb / outs if pos == "C" else 0.0
        if pos == "C":
            d["cs"] = f.cs / (f.sb + f.cs) if f.sb + f.cs > 0 else 0.4
        out[pos] = d
    return out


def _card_rates(ab: float, h: float, b2: float, b3: float, hr: float, bb: float, hbp: float, so: float,
                sf: float) -> tuple[float, ...]:
    pa = max(1.0, ab + bb + hbp + sf)
    r = [(h - b2 - b3 - hr) / pa, b2 / pa, b3 / pa, hr / pa, bb / pa, hbp / pa, so / pa]
    return tuple(r + [max(0.0, 1.0 - sum(r))])


def roe_target(ctx: LeagueSeason) -> float | None:
    """Batters safe on an error per PA that the charts should give: the league's unearned runs over what each
    one brings (``ROE_UNEARNED``); from its errors when earned runs are missing.

    The game puts nearly every error on a batted ball that the batter reaches on (lines 51-52), while real
    errors also come on throws behind runners, muffed fouls and pickoffs; matching the errors' count gave about
    40% more batters safe on errors than Retrosheet shows (0.72 against 0.53 a team-game in 1959 NL) and a
    quarter of a run a game too many, matching the batters safe on errors alone left the 1920s' unearned runs
    (a sixth of their runs) short. The unearned runs are the errors' cost in runs, which is what a replay needs.
    """
    b, p = ctx.batting, ctx.pitching
    if b.pa <= 0:
        return None
    if ctx.runs > 0 and 0 < p.er <= ctx.runs:
        return (ctx.runs - p.er) / ctx.runs / ROE_UNEARNED
    return ROE_SHARE * ctx.errors / b.pa if ctx.errors else None


def from_season(ctx: LeagueSeason) -> FCLeague:
    """The Fall Classic league of a real league-season (cached)."""
    key = (ctx.season, ctx.league, ctx.batting, ctx.pitching)
    lg = _CACHE.get(key)
    if lg is not None:
        return lg
    b, p = ctx.batting, ctx.pitching
    rates = _card_rates(b.ab, b.h, b.b2, b.b3, b.hr, b.bb, b.hbp, b.so, b.sf)
    pa_card = b.ab + b.bb + b.hbp + b.sf
    c = p.cg / p.gs if p.gs else 0.3
    bf_out = p.bfp / p.ipouts if p.ipouts else 1.43
    start_bf = (9 * c + 5.7 * (1 - c)) * 3 * bf_out
    relief = p.g - p.gs
    relief_bf = max(3.0, (p.bfp - p.gs * start_bf) / relief) if relief > 0 else start_bf / 3
    lg = FCLeague.build(ctx.label, rates, sh_share=b.sh / max(1, pa_card + b.sh), gidp=b.gidp / max(1, pa_card),
                        sb_success=b.sb / (b.sb + b.cs) if b.sb + b.cs > 0 else 0.65,
                        fielding=_fielding(ctx), relief_bf=relief_bf, start_bf=start_bf,
                        roe_per_pa=roe_target(ctx), pitchers_bat=not ctx.dh,
                        hr_zero=stored_zero_share(ctx.season, ctx.league, ctx.runs, ctx.team_games))
    lg.batting = b
    lg.full_bf = 27 * bf_out
    lg.pit_scale = pitching_scales(b, p)
    lg.bf_scale = bf_scale(b, p)
    _CACHE[key] = lg
    return lg


PIT_SCALE_BOUNDS = (0.8, 1.25)
"""A league's pitching count is read against its batting count within these bounds (a source's typo aside, the
two differ by a few per cent at most: 1908 NL walks 1.054, 1911 AL strikeouts 1.061)."""


def pitching_scales(b: BattingLine, p: PitchingLine) -> tuple[float, ...]:
    """Per pitching count (H - HR, HR, BB, HBP, SO) of a league-season, the batters' total over the pitchers', so
    that its pitchers' card rates add up to its batters' (digest §5.2: the additive model needs the league's
    pitchers on average to be the league).

    The two records disagree where they are patchy: 1908 NL's pitchers walked 5.4% more batters than its batters
    drew (1908 AL 3.4%, 1905 NL 1.8%), 1911 AL's struck out 6.1% more (the batters' strikeouts partly estimated);
    from 1931 on they agree within about 1%. A pitcher's count is scaled by the league's batting over pitching
    total, so the league's pitchers give what its batters did (the replays are measured against that).

    >>> [round(x, 3) for x in pitching_scales(BattingLine(ab=900, h=250, hr=10, bb=80, hbp=10, so=100, pa=1010),
    ...                                        PitchingLine(bfp=980, h=250, hr=10, bb=88, hbp=10, so=100))]
    [1.0, 1.0, 0.909, 1.0, 1.0]
    """
    lo, hi = PIT_SCALE_BOUNDS
    pairs = ((b.h - b.hr, p.h - p.hr), (b.hr, p.hr), (b.bb, p.bb), (b.hbp, p.hbp), (b.so, p.so))
    return tuple(max(lo, min(hi, x / y)) if x > 0 and y > 0 else 1.0 for x, y in pairs)


def bf_scale(b: BattingLine, p: PitchingLine) -> float:
    """A league-season's batters' plate appearances (AB + BB + HBP + SF + SH) over its pitchers' batters faced,
    within ``PIT_SCALE_BOUNDS``; 1 when either is missing.

    Before the 1950s the two records disagree: the pitchers' BFP are 1-4 % short of the plate appearances their
    batters made (1908 AL 3.5 %, 1916 AL 3.8 %, 1928 AL 1.5 % over), so rates per recorded batter faced ran
    3-4 % high in hits, walks and strikeouts alike, and every pitcher card of a dead-ball league gave that much
    more than its batters did. From 1956 on they agree within 0.3 %.

    >>> round(bf_scale(BattingLine(ab=900, bb=80, hbp=10, sf=0, sh=45), PitchingLine(bfp=1000)), 3)
    1.035
    """
    pa = b.ab + b.bb + b.hbp + b.sf + b.sh
    if pa <= 0 or p.bfp <= 0:
        return 1.0
    lo, hi = PIT_SCALE_BOUNDS
    return max(lo, min(hi, pa / p.bfp))


DEFAULT_FIELDING = {
    "P": {"fpct": 0.955, "rf": 2.0, "a": 1.3}, "C": {"fpct": 0.985, "rf": 7.0, "cs": 0.35, "pb": 0.08},
    "1B": {"fpct": 0.991, "rf": 0.7, "a": 0.7}, "2B": {"fpct": 0.975, "rf": 5.0, "a": 2.8, "dp": 0.7},
    "3B": {"fpct": 0.955, "rf": 2.8, "a": 2.0, "dp": 0.2}, "SS": {"fpct": 0.960, "rf": 4.6, "a": 2.9, "dp": 0.65},
    "LF": {"fpct": 0.978, "rf": 2.0, "a": 0.07}, "CF": {"fpct": 0.982, "rf": 2.6, "a": 0.07},
    "RF": {"fpct": 0.978, "rf": 2.0, "a": 0.08},
}
"""League fielding for invented teams without a league-season (typical major-league values)."""


@lru_cache(maxsize=1024, typed=True)
def _special_terms(kd_a: float, kd_b: float, kd_c: float) -> tuple[tuple[float, ...], ...]:
    """Per outcome, the grade-weighted pips of lines 51-53 for the KDs of grades A, B, C (every Range 10), in the
    order ``FCLeague.specials`` adds them to line 46's: the sums of a card are then additions only. Pitcher and
    batter cards asked for them 1245 times rating 2016 NL (a card's KD search tries several), of a few dozen
    KDs."""
    lines = [(w, v) for w, k in zip(WEIGHTS, (kd_a, kd_b, kd_c)) for v in A.defense_lines(k)]
    return tuple(tuple(w * v[o] for w, v in lines) for o in range(A.NOUT))


def from_team(team: Team) -> FCLeague:
    """The league of a team: its league-season, or one pooled from its own players when it has none."""
    if team.context is not None:
        return from_season(team.context)
    key = ("team", team.id, team.name, len(team.players))
    lg = _CACHE.get(key)
    if lg is not None:
        return lg
    tot = [0.0] * 7
    n = 0.0
    for p in team.players:
        r = batting_rates(p)
        if r is None or p.is_pitcher:
            continue
        w = p.batting.pa if p.batting is not None and p.batting.pa > 0 else 500.0
        vals = (r.single, r.double, r.triple, r.hr, r.bb, r.hbp, r.so)
        card = 1.0 - r.sh
        for k in range(7):
            tot[k] += w * vals[k] / card
        n += w
    rates: tuple[float, ...]
    if n <= 0:
        rates = (0.16, 0.04, 0.006, 0.022, 0.085, 0.008, 0.15)
    else:
        rates = tuple(x / n for x in tot)
    full = rates + (max(0.0, 1.0 - sum(rates)),)
    lg = FCLeague.build(team.label, full, sh_share=0.01, gidp=0.02, sb_success=0.65,
                        fielding=DEFAULT_FIELDING, relief_bf=5.0, start_bf=26.0)
    _CACHE[key] = lg
    return lg
