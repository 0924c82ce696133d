"""Payoff Pitch's ratings: roster model → card (``rate_player``, ``rate_team``), and the card as the ratings table
shows it (``rating_fields``, ``RATING_COLUMNS``); the managers weigh it by the ruleset's ``batter_value``,
``runner_value`` and ``fielder_value`` (compiled with the play).

Targets come from stat lines (or estimates), then the solvers build the card: ``ratings_batter`` (batter sides),
``ratings_pitcher``, ``ratings_layout`` and ``ratings_exact`` (pitcher cards, a team's searched together by
``ratings_batch``), ``ratings_traits`` (DP, Steal, Bunt, Run, fielding, Inj), all against the league-season's
template (``ratings_league``, over the probability algebra of ``ratings_algebra``).

Payoff Pitch rates players strictly on their season, so a card reproduces the player's own rates. Players
with almost no line (fewer than ``FRINGE_PA`` plate appearances or ``FRINGE_BF`` batters faced) get a
fringe card: their line blended with a replacement-level one (digest gap Q19). Pitchers bat with their own
card only when they batted enough; otherwise with the generic pitcher batting card.
"""

from __future__ import annotations

import dataclasses
import functools
import math
from typing import Any

from dugout.engine.ratecache import RatingCache
from dugout.engine.roster import season_games, team_patience
from dugout.errors import DugoutError
from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.card import Batter, BattingFace, Card, Pitcher, PitchingFace
from dugout.games.payoff_pitch.ratings_batch import Steps, drive, solve_together
from dugout.games.payoff_pitch.ratings_batter import (
    above_floor,
    fit_side,
    ground_out_chance,
    out_shares,
    shrink_to_floor,
)
from dugout.games.payoff_pitch.ratings_fatigue import first_inning_share, tired_share
from dugout.games.payoff_pitch.ratings_league import (
    GROUND_SHARE,
    BatterSides,
    Template,
    faced_share,
    outcome_rates,
    platoon_sides,
    split_sides,
    template_for,
)
from dugout.games.payoff_pitch.ratings_pitcher import PRINTED_OUTS, solve, solve_steps
from dugout.games.payoff_pitch.ratings_traits import (
    DP_PRIOR,
    PITCHER_DP_REACH,
    SAC_AREAS,
    bunt_at_bats,
    bunt_letter,
    dp_rating,
    fielding,
    ground_share,
    inj_rating,
    pitcher_dp_for,
    run_rating,
    sac_area,
    steal_ratings,
    wild_pitch_range,
)
from dugout.model.extras import batting_split
from dugout.model.player import Player
from dugout.model.profile import speed
from dugout.model.stats import RateLine
from dugout.model.team import Team

GAME = "payoff-pitch"
#: The sources of batter targets read off a player's own line.
_OWN = ("stats", "fringe")
FRINGE_PA = 25
FRINGE_BF = 25
FRINGE_PHANTOM = 50
OWN_CARD_PITCHER_PA = 50
#: Generic cards as multiples of the league rates (1B 2B 3B HR BB HBP SO).
PITCHER_BATTING = (0.62, 0.42, 0.35, 0.20, 0.50, 0.55, 2.5)
REPLACEMENT_BATTER = (0.90, 0.90, 0.90, 0.85, 0.90, 1.0, 1.10)
NON_CARDED_PITCHER = (1.08, 1.10, 1.10, 1.12, 1.10, 1.0, 0.90)
EMERGENCY_PITCHER = (1.20, 1.25, 1.20, 1.50, 1.40, 1.20, 0.55)
HOLD = {"R": 7, "L": 5}
PITCHER_DP = 12
STARTER_SHARE = 0.70
#: The exact search (``ratings_exact``) takes over from the quick one only for lines of this many batters faced.
EXACT_MIN_BF = 250
#: A pitcher's runs and batters faced per inning for his share of batters faced tired (``Rater.tired_share``) take
#: this many innings of the league's (a few innings of a fringe pitcher are mostly dice); the league figures without
#: a league-season.
TIRED_PRIOR_IP = 20.0
LEAGUE_RUNS_PER_INNING = 0.5
LEAGUE_BF_PER_INNING = 4.3
#: A Long reliever's stint in innings (``manager.relief_innings``: his real innings per relief appearance, rounded,
#: within these).
LONG_STINT = 2
MAX_STINT_INNINGS = 3
#: A swingman's relief appearances: his team's pure relievers' innings per appearance, within these bounds (this
#: when the team has none); a complete game counts nine innings, any other start at least ``MIN_START_INNINGS``.
MIN_STINT, MAX_STINT, DEFAULT_STINT = 0.7, 3.0, 1.5
CG_INNINGS = 9.0
MIN_START_INNINGS = 2.0
#: Linear weights for a rough run value per PA (managers' choices).
RUN_VALUE = (0.47, 0.77, 1.04, 1.40, 0.31, 0.34, -0.28)
OUT_VALUE = -0.27


def _scaled(rates: tuple[float, ...], f: tuple[float, ...]) -> tuple[float, ...]:
    out = [r * k for r, k in zip(rates, f)]
    out[T.O_SO] = min(out[T.O_SO], 0.55)
    return tuple(out)


def _from_rateline(r: RateLine) -> tuple[float, ...]:
    """Rates per PA* (no sacrifice bunts, no intentional walks) from rates per PA."""
    keep = 1.0 - r.sh - r.ibb
    if keep <= 0:
        keep = 1.0
    return tuple(x / keep for x in (r.single, r.double, r.triple, r.hr, max(0.0, r.bb - r.ibb), r.hbp, r.so))


def _blend(own: tuple[float, ...], n: float, base: tuple[float, ...], k: float) -> tuple[float, ...]:
    return tuple((a * n + b * k) / (n + k) for a, b in zip(own, base))


def run_value(rates: tuple[float, ...]) -> float:
    """Rough runs per PA of a batter (or allowed per PA by a pitcher) from the 7 outcome rates."""
    on = sum(rates[:6])
    outs = 1.0 - on - rates[T.O_SO]
    return sum(v * r for v, r in zip(RUN_VALUE, rates)) + OUT_VALUE * max(0.0, outs)


class Rater:
    """Rates the players of one team against their league-season's template."""

    def __init__(self, team: Team, splits: bool = True, in_play_out: bool = True) -> None:
        self.team = team
        self.t: Template = template_for(team.context)
        self.splits = splits
        #: Whether /IN-PLAY/ is an out after the pitcher's first inning (the ``in-play-out`` option): off, it always
        #: reads IN-PLAY, the pitcher cards are rated so (``phi1`` 1, ``solve``'s ``plain``) and print IN-PLAY.
        self.in_play_out = in_play_out
        self.team_games = season_games(team) or 162
        ctx = team.context
        ip_game = ctx.pitching.ipouts / 3 / ctx.team_games if ctx is not None and ctx.team_games else 8.9
        #: League innings per start (starters pitch about 70 % of the innings).
        self.start_ip = STARTER_SHARE * ip_game
        #: Innings per relief appearance of the team's pure relievers (a swingman's relief stints).
        pure = [p.pitching for p in team.players if p.pitching is not None and p.pitching.g and not p.pitching.gs]
        rg = sum(ln.g for ln in pure)
        self.relief_stint = max(MIN_STINT, min(MAX_STINT, sum(ln.ipouts for ln in pure) / 3 / rg)) if rg \
            else DEFAULT_STINT
        self.roles: dict[str, str] = {b.player: b.role for b in team.bullpen}
        self.steal_ratio = self._steal_ratio()
        #: Whether the league-season recorded pitchers' GIDP (so pitcher cards carry their own DP ratings).
        self.pitcher_gidp = ctx is not None and ctx.pitching.gidp > 0 and "gidp" not in ctx.pitching.imputed
        self.roles.update({pid: "starter" for pid in team.rotation})
        #: How long the team's managers stayed with their pitchers (``engine.roster.team_patience``).
        self.patience = team_patience(team)
        self._pitchers: dict[str, Pitcher] = {}  # the pitching halves made together (``solve_pitchers``)

    def start_innings(self, ip: float, gs: int, relief_g: int, cg: int) -> float:
        """Innings per start of a pitcher who also relieved. Lahman does not split his innings: each relief
        appearance is taken at his team's pure relievers' innings per appearance (``relief_stint``), the rest are his
        starts'; his complete games (nine innings each) set a floor, his innings per game (and nine) a ceiling.

        >>> r = Rater.__new__(Rater); r.relief_stint = 2.0
        >>> round(r.start_innings(292.0, 36, 4, 21), 2)  # Spahn 1959: 40 G, 36 GS, 21 CG
        7.89
        """
        est = (ip - relief_g * self.relief_stint) / gs
        top = min(ip / gs, CG_INNINGS)
        floor = min(top, (CG_INNINGS * cg + MIN_START_INNINGS * (gs - cg)) / gs)
        return max(floor, min(top, est))

    # --- batting ------------------------------------------------------------------------------------------
    def batting_target(self, p: Player) -> tuple[tuple[float, ...], str, float]:
        """(rates, source, PA*) the batter side is built from: his line's, the part above the charts' floor kept
        as the team's batters together can (``above_floor``)."""
        rates, source, pa = self._line_target(p)
        return (shrink_to_floor(rates, self.t.fixed, self.floor_keep) if source in _OWN else rates), source, pa

    @functools.cached_property
    def floor_keep(self) -> tuple[float, ...]:
        return above_floor([(pa, r) for r, src, pa in map(self._line_target, self.team.players) if src in _OWN],
                           self.t.fixed)

    def _line_target(self, p: Player) -> tuple[tuple[float, ...], str, float]:
        t = self.t
        b = p.batting
        if b is not None:
            _, bunt, sac = self._bunting(p)
            rates, pa = outcome_rates(b, bunt_at_bats(sac, t.extra["f_sac"], b.pa, bunt))
        else:
            rates, pa = (0.0,) * T.NOUT, 0
        if p.is_pitcher and pa < OWN_CARD_PITCHER_PA:
            return _scaled(t.rates, PITCHER_BATTING), "pitcher", float(pa)
        if pa >= FRINGE_PA:
            return rates, "stats", float(pa)
        if pa > 0:
            return _blend(rates, pa, _scaled(t.rates, REPLACEMENT_BATTER), FRINGE_PHANTOM), "fringe", float(pa)
        if p.estimates is not None and p.estimates.batting is not None:
            return _from_rateline(p.estimates.batting), "estimates", 0.0
        return _scaled(t.rates, REPLACEMENT_BATTER), "replacement", 0.0

    def _bunting(self, p: Player) -> tuple[int, int, tuple[bool, ...]]:
        """(Run, Bunt letter, sacrifice area) of a player with a batting line."""
        b, ctx = p.batting, self.team.context
        assert b is not None
        run = run_rating(speed(p, ctx.batting if ctx is not None else None))
        bunt = bunt_letter(b.sh, b.pa, run, self.t.extra["sh"])
        return run, bunt, sac_area(b.sh, b.pa, self.t.extra["f_sac"], bunt)

    def _generic_batter(self, key: str, bats: str, rates: tuple[float, ...]) -> BatterSides:
        ck = (key, bats, self.splits)
        hit = self.t.batters.get(ck)
        if hit is None:
            hit = self.t.batters[ck] = self._sides(rates, bats, GROUND_SHARE)
        return hit

    def _sides(self, rates: tuple[float, ...], bats: str, ground: float,
               platoon: tuple[tuple[float, ...], tuple[float, ...], float] | None = None) -> BatterSides:
        t = self.t
        vs_l, vs_r, share = platoon or platoon_sides(rates, bats)
        std_hand = "R" if bats == "S" else bats
        std, model = fit_side(rates, t, out_shares(std_hand, ground))
        side_l, _ = fit_side(vs_l, t, out_shares("R" if bats == "S" else bats, ground))
        side_r, _ = fit_side(vs_r, t, out_shares("L" if bats == "S" else bats, ground))
        return std, side_l, side_r, share, model

    def batter(self, p: Player) -> Batter:
        """The batting half of a player's card."""
        t = self.t
        rates, source, pa = self.batting_target(p)
        b = p.batting
        lg_gidp = t.extra["gidp"]
        real = None
        if source == "stats" and p.splits is not None:
            real = split_sides(rates, p.bats, batting_split(p.splits, "L"), batting_split(p.splits, "R"))
        if source in ("stats", "fringe") and b is not None:
            ground = ground_share(b.gidp, pa, lg_gidp, GROUND_SHARE)
            std, side_l, side_r, share, _ = self._sides(rates, p.bats, ground, real)
        elif source == "estimates":
            ground = GROUND_SHARE
            std, side_l, side_r, share, _ = self._sides(rates, p.bats, ground)
        else:
            ground = GROUND_SHARE
            std, side_l, side_r, share, _ = self._generic_batter(source, p.bats, rates)
        vs_l, vs_r, _ = real or platoon_sides(rates, p.bats)
        gchance = ground_out_chance(std, t)
        # where pitchers carry their own DP ratings, the lower of the two cuts the batters' double plays by
        # PITCHER_DP_REACH on average: the batter's rating makes up for it
        lift = 1.0 / PITCHER_DP_REACH if self.pitcher_gidp else 1.0
        if b is not None and pa >= FRINGE_PA:
            dp = dp_rating(b.gidp * lift, pa, gchance, t.extra["f_opp"])
        else:
            dp = dp_rating(lg_gidp * lift * max(pa, 100.0), max(pa, 100.0), gchance, t.extra["f_opp"])
        if b is not None:
            run, bunt, sac = self._bunting(p)
        else:
            run = run_rating(speed(p, self.team.context.batting if self.team.context is not None else None))
        if b is not None and b.pa > 0:
            walks: float = max(0, b.bb + b.hbp - b.ibb)
            on1: float = b.singles + walks
            jump, sign, letter, dagger = steal_ratings(b.sb, b.cs, on1, b.b2, t.extra["sb_pct"],
                                                       b.pa * t.extra["reach_other"], b.pa * t.extra["reach_other2"],
                                                       walks)
            games = b.g
        elif p.estimates is not None and p.estimates.batting is not None:
            est = p.estimates
            on1 = 100 * (rates[0] + rates[4] + rates[5])
            att = est.sb_attempts * on1
            jump, sign, letter, dagger = steal_ratings(att * est.sb_success, att * (1 - est.sb_success), on1,
                                                       100 * rates[1], t.extra["sb_pct"], 100 * t.extra["reach_other"],
                                                       100 * t.extra["reach_other2"], 100 * (rates[4] + rates[5]))
            bunt = 2
            sac = SAC_AREAS[0]
            games = 0
        else:
            jump, sign, letter, dagger = 0, 0, 4, False
            bunt = 1 if p.is_pitcher else 3
            sac = sac_area(t.extra["sh"] * 6 * 100, 100, t.extra["f_sac"], bunt) if p.is_pitcher else SAC_AREAS[0]
            games = 0
        regular = b is not None and b.pa >= 300
        line = _batting_line(p, share, real is not None)
        return Batter(bats=p.bats, std=std, vs_l=side_l, vs_r=side_r, dp=dp, jump=jump, jump_sign=sign,
                      letter=letter, dagger=dagger, bunt=bunt, sac=sac, run=run,
                      fielding=fielding(p, t, p.is_pitcher), inj=inj_rating(games, self.team_games, regular),
                      source=source, target=rates, target_l=vs_l, target_r=vs_r, lhp_share=share, line=line,
                      platoon=(p.splits.source or "splits") if real is not None and p.splits else "league")

    # --- pitching -----------------------------------------------------------------------------------------
    def pitching_target(self, p: Player) -> tuple[tuple[float, ...], str, float]:
        """(rates per PA*, source, batters faced) the pitcher card is built from."""
        t = self.t
        pl = p.pitching
        if pl is not None and pl.ipouts > 0:
            bf = pl.batters_faced
            # intentional walks are the manager's call: the card holds the unintentional ones
            ibb = min(pl.ibb, pl.bb)
            # his line on the batters' footing (``pitcher_scale``): batters faced less sacrifices where the record
            # counts them, his counts as the league's batters recorded them
            k = t.pit_scale
            pa = max(1.0, (bf - ibb) * k[0])
            nh = max(0, pl.h - pl.hr) * k[1]
            hit_types = t.rates[0] + t.rates[1] + t.rates[2]
            own = tuple(nh * t.rates[j] / hit_types / pa for j in range(3)) + (
                pl.hr * k[2] / pa, (pl.bb - ibb) * k[3] / pa, pl.hbp * k[4] / pa, pl.so * k[5] / pa)
            if bf >= FRINGE_BF:
                return own, "stats", float(bf)
            return _blend(own, bf, _scaled(t.rates, NON_CARDED_PITCHER), FRINGE_PHANTOM), "fringe", float(bf)
        if p.estimates is not None and p.estimates.pitching is not None:
            return _from_rateline(p.estimates.pitching), "estimates", 0.0
        return _scaled(t.rates, EMERGENCY_PITCHER), "emergency", 0.0

    def pitcher(self, p: Player) -> Pitcher:
        """The pitching half of a player's card (an emergency card for position players)."""
        return self._pitchers.get(p.id) or drive(self._pitcher_steps(p))

    def solve_pitchers(self) -> None:
        """The pitching halves of every player's card, their searches run together: the same cards, sooner."""
        self._pitchers = solve_together({p.id: self._pitcher_steps(p) for p in self.team.players})

    def _pitcher_steps(self, p: Player) -> Steps[Pitcher]:
        """``pitcher``, a generator of the neighbourhoods its search needs scored (``ratings_pitcher.solve_steps``)."""
        t = self.t
        rates, source, _ = self.pitching_target(p)
        pl = p.pitching
        g = pl.g if pl else 0
        gs = pl.gs if pl else 0
        ip = pl.ipouts / 3 if pl else 0.0
        relief_g = max(0, g - gs)
        if gs and relief_g:
            ipgs = self.start_innings(ip, gs, relief_g, pl.cg if pl else 0)
        else:
            ipgs = ip / gs if gs else 0.0
        relief_ip = max(0.0, ip - ipgs * gs)
        start = max(1, min(9, math.ceil(ipgs - 1e-9))) if gs else 0
        ip_relief = relief_ip / relief_g if relief_g else 0.0
        if relief_g:
            relief = "Short" if ip_relief < 1.4 else "Long"
        else:
            relief = "" if gs else "Long"
        marker = ""
        if pl is not None and relief_g >= 10 and (pl.sv >= 10 or pl.gf / relief_g >= 0.6):
            marker = "#"
        if g == 0 and source != "emergency":
            # an invented pitcher without a pitching line: his stamina follows his role on the team
            role = self.roles.get(p.id)
            if role == "starter":
                ipgs = self.start_ip
                start, relief = max(1, min(9, math.ceil(ipgs - 1e-9))), ""
            elif role is not None:
                relief = "Long" if role == "long" else "Short"
                ip_relief = 2.5 if role == "long" else 1.0
                marker = "#" if role == "closer" else ""
        if not self.in_play_out:
            phi1 = 1.0  # /IN-PLAY/ reads IN-PLAY in every inning
        elif g:
            phi1 = first_inning_share(gs, ipgs, relief_g, ip_relief)
        elif start:  # an invented starter (above)
            phi1 = first_inning_share(1, ipgs, 0, 0.0)
        else:
            phi1 = first_inning_share(0, 0.0, 1, ip_relief or 1.0)
        tired = self.tired_share(p, start, ipgs, relief, ip_relief) if source != "emergency" else 0.0
        plain = not self.in_play_out
        lhb = None
        if source == "stats" and p.splits is not None:
            lhb = faced_share(p.splits.vs_lhb, p.splits.vs_rhb)
        wp = (0, 0)
        if pl is not None:
            wp = wild_pitch_range(pl.wp + pl.bk, pl.batters_faced, t.extra["f_on"])
        if source == "emergency":
            key = (p.throws, self.in_play_out)
            if key not in t.pitchers:
                t.pitchers[key] = solve(rates, t, p.throws, phi1, plain=plain)
            solved = t.pitchers[key]
        else:
            # the exact search is for lines of some weight (a few dozen batters faced are mostly dice)
            bf = pl.batters_faced if pl is not None else 0
            solved = yield from solve_steps(rates, t, p.throws, phi1, lhb_share=lhb, exact=bf >= EXACT_MIN_BF,
                                            tired=tired, plain=plain, wp=wp)
        printed = [0] * 13
        k = 0
        for total in range(2, 13):
            if solved.labels[total] in (T.PATIENT_OUT, T.INPLAY_OUT):
                printed[total] = PRINTED_OUTS[k % len(PRINTED_OUTS)]
                k += 1
        line = PitchingFace()
        if pl is not None:
            line = {"G": pl.g, "GS": pl.gs, "W": pl.w, "L": pl.l, "SV": pl.sv, "IP": f"{pl.ipouts // 3}.{pl.ipouts % 3}",
                    "H": pl.h, "HR": pl.hr, "BB": pl.bb, "SO": pl.so, "ERA": pl.era, "BFP": pl.batters_faced}
        return Pitcher(throws=p.throws, labels=solved.labels, printed_out=tuple(printed), dp=self.pitcher_dp(p),
                       hold=self.hold(p), wp=wp, so=solved.so, start=start, relief=relief, marker=marker,
                       ipgs=ipgs, ip_relief=ip_relief, phi1=phi1, source=source, target=rates, model=solved.model,
                       line=line, lhb_share=lhb, tired=tired)

    def tired_share(self, p: Player, start: int, ipgs: float, relief: str, ip_relief: float) -> float:
        """His expected share of batters faced tired at his real usage (``ratings_fatigue.tired_share``): his runs
        and batters faced per inning (with ``TIRED_PRIOR_IP`` league innings added), his starts and relief games,
        his Start and stint, his team's patience."""
        pl = p.pitching
        if pl is None or not pl.g or pl.ipouts <= 0:
            return 0.0
        ctx = self.team.context
        lg_ip = ctx.pitching.ipouts / 3 if ctx is not None and ctx.pitching.ipouts else 0.0
        lg_mu = ctx.runs / lg_ip if ctx is not None and lg_ip and ctx.runs else LEAGUE_RUNS_PER_INNING
        lg_bfi = ctx.pitching.batters_faced / lg_ip if ctx is not None and lg_ip and ctx.pitching.batters_faced \
            else LEAGUE_BF_PER_INNING
        ip = pl.ipouts / 3
        mu = (pl.r + TIRED_PRIOR_IP * lg_mu) / (ip + TIRED_PRIOR_IP)
        bfi = (pl.batters_faced + TIRED_PRIOR_IP * lg_bfi) / (ip + TIRED_PRIOR_IP)
        relief_g = max(0, pl.g - pl.gs)
        stint = (1 if relief == "Short" else max(LONG_STINT, min(MAX_STINT_INNINGS, round(ip_relief)))) \
            if relief_g else 0
        return tired_share(mu, bfi, pl.gs, relief_g, start, ipgs, relief, stint, ip_relief, self.patience)

    def pitcher_dp(self, p: Player) -> int:
        """The pitcher's DP rating (4..12) from the double plays his batters grounded into (gap Q17, digest §5.3 step
        7). The lower of the pitcher's and the batter's DP is read, so a pitcher's rating only matters below the
        batters': it is the one at which the league's batters (``BATTER_DP_MIX``) would ground into his share of
        their double plays, his GIDP per runner he put on against the league's, regressed with ``DP_PRIOR``
        expected double plays. A pitcher who got more than his share is 12. Lahman records pitchers' GIDP from
        1973; before that the importer's estimate gives every pitcher the league's rate, so every card is 12 (and
        the rating is marked estimated)."""
        pl = p.pitching
        ctx = self.team.context
        if pl is None or pl.batters_faced < FRINGE_BF or ctx is None or "gidp" in pl.imputed or not self.pitcher_gidp:
            return PITCHER_DP
        lg = ctx.pitching
        lg_on = lg.h - lg.hr + lg.bb + lg.hbp
        if lg.gidp <= 0 or lg_on <= 0:
            return PITCHER_DP
        on = max(0, pl.h - pl.hr + pl.bb + pl.hbp)
        expected = on * lg.gidp / lg_on
        r = (pl.gidp + DP_PRIOR) / (expected + DP_PRIOR)
        return pitcher_dp_for(r)

    def hold(self, p: Player) -> int:
        """The pitcher's Hold (2d6: the runner gets his jump at or under it; the hold steal option). Lahman has no
        steals against a pitcher, so it is the hand's (``HOLD``: right-handers 7, left-handers 5, digest §5.3 step 8)
        moved by how often runners tried to steal on his team (its catchers' SB + CS per runner its pitchers put on,
        against the league's): the Hold whose chance of a jump is closest to the hand's times that ratio."""
        base = HOLD.get(p.throws, 7)
        target = T.CUM36[base] / 36 * self.steal_ratio
        return min(range(2, 13), key=lambda d: (abs(T.CUM36[d] / 36 - target), abs(d - base)))

    def _steal_ratio(self) -> float:
        """Steal attempts against the team per runner its pitchers put on, over the league's (1.0 when either is
        not on record)."""
        ctx = self.team.context
        lc = ctx.fielding.get("C") if ctx is not None else None
        if lc is None or lc.sb + lc.cs <= 0 or "sb" in lc.imputed or "cs" in lc.imputed:
            return 1.0
        att = 0
        on = 0.0
        for p in self.team.players:
            f = (p.fielding or {}).get("C")
            if f is not None:
                if "sb" in f.imputed or "cs" in f.imputed:
                    return 1.0
                att += f.sb + f.cs
            pl = p.pitching
            if pl is not None:
                on += max(0, pl.h - pl.hr + pl.bb + pl.hbp - pl.ibb)
        lp = ctx.pitching if ctx is not None else None
        lg_on = (lp.h - lp.hr + lp.bb + lp.hbp - lp.ibb) if lp is not None else 0
        if on <= 0 or lg_on <= 0 or att <= 0:
            return 1.0
        return (att / on) / ((lc.sb + lc.cs) / lg_on)

    # --- the card -----------------------------------------------------------------------------------------
    def card(self, p: Player) -> Card:
        """The full card of a player."""
        bat = self.batter(p)
        pit = self.pitcher(p)
        sides = (bat.vs_l, bat.vs_r) if self.splits else (bat.std, bat.std)
        over = p.overrides.get(GAME, {})
        value = run_value(bat.target)
        pvalue = -run_value(pit.target)
        card = Card(name=p.name, bat=bat, pit=pit, is_pitcher=p.is_pitcher,
                    own_batting=p.is_pitcher and bat.source == "stats", sides=sides, value=value, pvalue=pvalue)
        if over:
            card = _apply_overrides(card, over)
        return card


def _batting_line(p: Player, lhp_share: float, real: bool = False) -> BattingFace:
    b = p.batting
    if b is None:
        return BattingFace()
    ab_l = round(b.ab * lhp_share)
    if real and p.splits is not None and p.splits.vs_lhp is not None and p.splits.vs_rhp is not None:
        ab_split = p.splits.vs_lhp.ab + p.splits.vs_rhp.ab
        if ab_split > 0:
            # his real at-bats against each hand (scaled to this team's part of a traded player's season)
            ab_l = round(b.ab * p.splits.vs_lhp.ab / ab_split)
    return {"G": b.g, "PA": b.pa, "AB": b.ab, "H": b.h, "2B": b.b2, "3B": b.b3, "HR": b.hr, "BB": b.bb, "SO": b.so, "SB": b.sb,
            "CS": b.cs, "AVG": b.avg, "OBP": b.obp, "SLG": b.slg, "AB_L": ab_l, "AB_R": b.ab - ab_l}


def _apply_overrides(card: Card, over: dict[str, Any]) -> Card:
    """Hand-written ratings win over computed ones (run, dp, jump, bunt; hold, start, relief, marker, pitcher_dp)."""
    bat_keys = {"run", "dp", "jump", "bunt"}
    pit_keys = {"hold", "start", "relief", "marker"}
    unknown = set(over) - bat_keys - pit_keys - {"pitcher_dp"}
    if unknown:
        raise DugoutError(f"{card.name}: unknown {GAME} override(s): {', '.join(sorted(unknown))}")

    def num(k: str) -> int:
        try:
            return int(over[k])
        except (TypeError, ValueError):
            raise DugoutError(f"{card.name}: {GAME} override {k} must be a whole number, got {over[k]!r}") from None

    b = card.bat
    bat_n = {k: num(k) for k in over if k in bat_keys}
    bat = dataclasses.replace(b, run=bat_n.get("run", b.run), dp=bat_n.get("dp", b.dp), jump=bat_n.get("jump", b.jump),
                              bunt=bat_n.get("bunt", b.bunt))
    p = card.pit
    pit_n = {k: num(k) for k in over if k in ("hold", "start")}
    pit_s = {k: str(v) for k, v in over.items() if k in ("relief", "marker")}
    if pit_s.get("relief", "Short") not in ("Short", "Long", ""):
        raise DugoutError(f"{card.name}: {GAME} override relief must be Short or Long, got {pit_s['relief']!r}")
    dp = num("pitcher_dp") if "pitcher_dp" in over else p.dp
    pit = dataclasses.replace(p, hold=pit_n.get("hold", p.hold), start=pit_n.get("start", p.start),
                              relief=pit_s.get("relief", p.relief), marker=pit_s.get("marker", p.marker), dp=dp)
    return dataclasses.replace(card, bat=bat, pit=pit)


_RATED: RatingCache[Card] = RatingCache(game=GAME, card=Card)
"""Teams rated in this process and kept on disk (``engine.ratecache``): a card depends on the team and the splits
and in-play-out options only."""


def rate_team(team: Team, splits: bool = True, in_play_out: bool = True) -> dict[str, Card]:
    """Cards for every player of a team (rated once per process for the same team and options)."""

    def rate() -> dict[str, Card]:
        r = Rater(team, splits, in_play_out)
        r.solve_pitchers()
        return {p.id: r.card(p) for p in team.players}

    return _RATED.cards(team, (splits, in_play_out), rate)


def rate_player(player: Player, team: Team, splits: bool = True, in_play_out: bool = True) -> Card:
    """The card of one player of a team."""
    return Rater(team, splits, in_play_out).card(player)


# --- the card as the ratings table shows it and the managers weigh it ------------------------------------------------
RATING_COLUMNS = ("bats", "card", "dp", "steal", "bunt", "sac", "run", "inj", "throws", "stamina", "hold", "wp", "so",
                  "pitcher_dp")


def rating_fields(card: Card) -> dict[str, object]:
    """The card as a flat dict (standard batter side; the pitcher card for pitchers)."""
    b, p = card.bat, card.pit
    std = b.std
    out: dict[str, object] = {
        "bats": b.bats, "card": b.source, "wheel": std.section_text(T.SEC_W), "patient": std.section_text(T.SEC_P),
        "tough": std.section_text(T.SEC_T), "in_play": std.section_text(T.SEC_I), "out": std.out_text(), "dp": b.dp,
        "steal": b.steal_text(), "bunt": T.GRADES[b.bunt], "sac": b.sac_text(), "run": b.run,
        "inj": T.INJ_NAMES[b.inj], "platoon": b.platoon,
        "fielding": "; ".join(f.text(pos) for pos, f in b.fielding.items()),
        "throws": p.throws, "pitcher": "", "stamina": "", "hold": None, "wp": "", "so": "", "pitcher_dp": None,
    }
    if card.is_pitcher:
        out.update({"pitcher": " / ".join(f"{k} {p.label_text(k)}" for k in range(2, 13)),
                    "stamina": p.stamina_text(), "hold": p.hold, "wp": p.range_text(p.wp),
                    "so": p.range_text(p.so), "pitcher_dp": p.dp})
    return out


#: The stats each rating column reads that a season may not have recorded (``Ruleset.rating_inputs``:
#: ``engine.estimates`` marks a rating resting on one).
RATING_INPUTS: dict[str, tuple[str, ...]] = {
    "bats": ("pl.bats",), "throws": ("pl.throws",),
    "card": ("b.hbp", "b.so", "b.sf", "b.ibb", "b.gidp", "p.hbp", "p.ibb", "p.bfp"), "dp": ("b.gidp",),
    "steal": ("b.sb", "b.cs"), "bunt": ("b.sh",), "sac": ("b.sh",), "run": ("b.sb",),
    "wp": ("p.bk", "p.bfp"), "so": ("p.hbp", "p.ibb", "p.bfp"), "pitcher_dp": ("p.gidp",),
}
