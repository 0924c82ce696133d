"""Fall Classic ratings, roster model -> card: batter and pitcher cards, generic batting cards, the ballpark card,
the card as ``dugout ratings`` shows it, and the managers' yardsticks (batter, runner, fielder values).

``rate_team`` is the one entry point; every card is built once when a roster is loaded. Hand-written
overrides in ``player.overrides["fall-classic"]`` win (run, sbs, jump, sh, hnr, bat, fielding). The card
builders continue in ``ratings_batters``, ``ratings_pitchers``, ``ratings_skills`` (the non-outcome ratings),
``ratings_league`` (the league-season and its anchor pitcher), ``ratings_algebra`` (what a card is expected to
produce), ``ratings_layout`` (pips to printed cells), ``ratings_opposition`` and ``ratings_checks``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dugout.engine.overrides import checked, one_of, whole
from dugout.engine.ratecache import RatingCache
from dugout.games.fall_classic import ratings_algebra as A
from dugout.games.fall_classic.card import BatterCard, FCCard, Fielding, PitcherCard, compile_hands
from dugout.games.fall_classic.card_codes import (
    BASE_MASK,
    BATS_SIDE,
    BATTER_LINES,
    BB,
    DBL,
    HBP,
    HR,
    OUTF,
    OUTG,
    PAIR_LINES,
    SNG,
    TRP,
    K,
    cell_pips,
    format_cell,
    line_index,
)
from dugout.games.fall_classic.manager_plan import team_bunting
from dugout.games.fall_classic.options import FallClassicOptions
from dugout.games.fall_classic.ratings_batters import batter_card, synthetic_batter
from dugout.games.fall_classic.ratings_checks import batter_rates
from dugout.games.fall_classic.ratings_layout import WEIGHTS
from dugout.games.fall_classic.ratings_league import FCLeague, from_team
from dugout.games.fall_classic.ratings_opposition import adjust, opposition_deltas
from dugout.games.fall_classic.ratings_pitchers import pitcher_card
from dugout.games.fall_classic.ratings_skills import (
    failed_sacrifices,
    fielding_grid,
    hit_and_run_grade,
    run_rating,
    sacrifice_rating,
    steal_ratings,
)
from dugout.games.fall_classic.tables import ARM, PNUM, RUN, park_chart
from dugout.model.player import Player
from dugout.model.team import Team

GAME = "fall-classic"
GENERIC_AVG = tuple(0.060 + 0.030 * k for k in range(8))
"""Batting average of generic batting cards 1-8 (gap 27)."""
OWN_CARD_AB = 100
OWN_CARD_OPS_EDGE = 0.150
POOLED_PITCHER_OPS = 0.55
"""Pitchers as hitters: about this share of the league's OPS."""
VALUE_SHRINK_PA = 200
VALUE_SHRINK_BF = 200
REPLACEMENT_VALUE = 0.58
"""Managers' yardstick (about OBP + SLG) of a batter with no record: small samples shrink toward it."""
REPLACEMENT_PVALUE = -1.6
GB_RATIO, FB_RATIO = 0.7, 1.4
"""Home runs per batter faced against the league's at or below which a pitcher's outs are tagged g, at or
above f (Lahman has no ground-ball data)."""


@dataclass(frozen=True, slots=True)
class Ballpark:
    """A team's ballpark card: the line-46 chart and the League Offense number."""

    team: str
    name: str
    bpf: int
    chart: tuple[int, ...]
    offense: int


def ballpark(team: Team) -> Ballpark:
    """The home ballpark card of a team."""
    lg = from_team(team)
    return Ballpark(team=team.label, name=team.park.name or f"{team.name} park", bpf=team.park.bpf,
                    chart=park_chart(team.park.bpf), offense=lg.offense)


#: The card fields a player's overrides may set, and their checks.
OVERRIDES: dict[str, Any] = {
    "bat": whole, "run": lambda v: RUN.index(str(v)), "sbs": whole, "jump": whole, "sh": whole,
    "hnr": one_of("A", "B", "C"), "fielding": lambda v: [PNUM[p] for p in v]}


def card_rates_batting(player: Player, ibb: bool = False,
                       fails: tuple[float, float] = (0.0, 0.0)) -> tuple[tuple[float, ...], float] | None:
    """(rates per card PA, card PA) of a batter: his real line, else his estimates; None without either.

    With intentional walks issued by managers (``ibb``) the card carries only the unintentional ones. ``fails``:
    the strikeouts and other outs of the failed sacrifice attempts the AI makes for him (``failed_sacrifices``),
    left out as the sacrifices are (at most half his strikeouts and half his other outs).
    """
    b = player.batting
    # (a line of intentional walks alone, 1962 Ozzie Virgil's, leaves no card PA when managers issue them)
    bb = (b.bb - b.ibb if ibb else b.bb) if b is not None else 0
    if b is not None and b.ab + bb + b.hbp + b.sf > 0:
        k_fail = min(fails[0], 0.5 * b.so)
        out_fail = min(fails[1], 0.5 * max(0, b.ab - b.h - b.so))
        pa = b.ab + bb + b.hbp + b.sf - k_fail - out_fail
        r = [b.singles / pa, b.b2 / pa, b.b3 / pa, b.hr / pa, bb / pa, b.hbp / pa, (b.so - k_fail) / pa]
        return tuple(r + [max(0.0, 1 - sum(r))]), float(pa)
    if player.estimates is not None and player.estimates.batting is not None:
        e = player.estimates.batting.normalized()
        card = max(0.5, 1.0 - e.sh)
        r = [e.single / card, e.double / card, e.triple / card, e.hr / card, e.bb / card, e.hbp / card,
             e.so / card]
        return tuple(r + [max(0.0, 1 - sum(r))]), 600.0
    return None


def card_rates_pitching(player: Player, lg: FCLeague) -> tuple[tuple[float, ...], float, float] | None:
    """(rates per card batter faced, card batters faced, real BFP) of a pitcher; None without data."""
    p = player.pitching
    if p is not None and p.ipouts > 0:
        bfp = p.batters_faced
        bf = bfp * lg.bf_scale * (1 - lg.sh_share)
        sh, shr, sbb, shbp, sso = lg.pit_scale
        r = [sh * (p.h - p.hr) / bf, 0.0, 0.0, shr * p.hr / bf, sbb * p.bb / bf, shbp * p.hbp / bf, sso * p.so / bf]
        return tuple(r + [max(0.0, 1 - sum(r))]), bf, float(bfp)
    if player.estimates is not None and player.estimates.pitching is not None:
        e = player.estimates.pitching.normalized()
        card = max(0.5, 1.0 - e.sh)
        r = [(e.single + e.double + e.triple) / card, 0.0, 0.0, e.hr / card, e.bb / card, e.hbp / card,
             e.so / card]
        return tuple(r + [max(0.0, 1 - sum(r))]), 0.0, 0.0
    return None


#: The generic cards' level when a team's pitchers give none: walks and hit batsmen at these shares of the
#: league's, batting averages shrunk toward ``PRIOR_AVG``.
FORMULA_BB, FORMULA_HBP, PRIOR_AVG = 0.6, 0.3, 0.140
#: Plate appearances (at-bats for the average) of that level the team's pitchers' pooled batting is shrunk toward.
POOL_PRIOR_PA = 300
#: At-bats of his team's pitchers' average a pitcher's own average is shrunk toward (``generic_number``).
OWN_PRIOR_AB = 30


@dataclass(frozen=True)
class PitcherBatting:
    """How a team's pitchers hit, pooled (gap 27: the generic cards follow the pooled pitchers' hitting): their
    average, their walks and hit batsmen as shares of the league's, their strikeouts over what the league formula
    gives them. Each is shrunk toward the formula by ``POOL_PRIOR_PA``; a count the league-season did not record
    (``LeagueSeason.imputed``) keeps the formula's."""

    avg: float = PRIOR_AVG
    bb: float = FORMULA_BB
    hbp: float = FORMULA_HBP
    so: float = 1.0


FORMULA = PitcherBatting()


def _formula_so(r: tuple[float, ...], k: int) -> float:
    """Generic card ``k``'s (0-based) strikeouts per PA by the league formula: pitchers strike out about 2.4
    times as often as the league, less so where everybody strikes out, the weaker ones more."""
    return (1 - (1 - r[A.OK]) ** 2.3) * (1.25 - 0.07 * k)


def pitcher_batting(team: Team, lg: FCLeague) -> PitcherBatting:
    """The ``PitcherBatting`` of a team's pitchers (``FORMULA`` when they never batted)."""
    pa = ab = h = bb = hbp = so = 0
    for p in team.players:
        b = p.batting
        if b is None or b.pa <= 0 or not p.is_pitcher:
            continue
        pa, ab, h, bb, hbp, so = pa + b.pa, ab + b.ab, h + b.h, bb + b.bb, hbp + b.hbp, so + b.so
    if pa <= 0:
        return FORMULA
    r = lg.rates
    imputed = team.context.imputed if team.context is not None else ()
    k = POOL_PRIOR_PA
    avg = (h + PRIOR_AVG * k) / (ab + k)
    out_bb = (bb + FORMULA_BB * r[A.OBB] * k) / ((pa + k) * r[A.OBB]) if r[A.OBB] > 0 else FORMULA_BB
    out_hbp = FORMULA_HBP
    if r[A.OHBP] > 0 and "hbp" not in imputed:
        out_hbp = (hbp + FORMULA_HBP * r[A.OHBP] * k) / ((pa + k) * r[A.OHBP])
    out_so = 1.0
    if "so" not in imputed:
        level = _formula_so(r, min(7, max(0, round((avg - GENERIC_AVG[0]) / 0.030))))
        if level > 0:
            out_so = (so + level * k) / ((pa + k) * level)
    return PitcherBatting(round(avg, 4), round(out_bb, 4), round(out_hbp, 4), round(out_so, 4))


def generic_cards(lg: FCLeague, batter_hr: bool = False, level: PitcherBatting = FORMULA) -> list[FCCard]:
    """Generic batting cards 1-8 for pitchers, built against the league's anchor (gap 27) at a team's pitchers'
    ``level`` (``pitcher_batting``)."""
    if lg.generic is None:
        lg.generic = {}
    got = lg.generic.get((batter_hr, level))
    if got is not None:
        return got
    out = []
    # whether a card carries the blue-park flag is decided once a league, at the formula's level: it is about the
    # card's home runs, which a team's level moves by a few per cent at most (and deciding costs two expectations)
    flags = None if level == FORMULA else [c.batter.blue[2] for c in generic_cards(lg, batter_hr)]
    r = lg.rates
    lg_h = max(1e-6, r[A.O1] + r[A.O2] + r[A.O3] + r[A.OHR])
    for k, avg in enumerate(GENERIC_AVG):
        bb, hbp = level.bb * r[A.OBB], level.hbp * r[A.OHBP]
        so = min(0.6, _formula_so(r, k) * level.so)
        h = avg * (1 - bb - hbp)
        # pitchers hit for less power than the league, more so the weaker ones
        power = 0.15 + 0.07 * k
        hr = h * r[A.OHR] / lg_h * power
        d2, d3 = h * r[A.O2] / lg_h * 0.8, h * r[A.O3] / lg_h * 0.8
        rates: tuple[float, ...] = (h - hr - d2 - d3, d2, d3, hr, bb, hbp, so)
        rates = rates + (max(0.0, 1 - sum(rates)),)
        if flags is None:
            out.append(_generic_card(lg, k + 1, rates, batter_hr))
        else:
            out.append(synthetic_batter(lg, f"generic batting card {k + 1}", rates, 600, generic=k + 1,
                                        batter_hr=batter_hr, blue=(False, False, flags[k])))
    if len(lg.generic) > 64:
        lg.generic.clear()
    lg.generic[(batter_hr, level)] = out
    return out


def _generic_card(lg: FCLeague, number: int, rates: tuple[float, ...], batter_hr: bool) -> FCCard:
    """Generic batting card ``number`` for ``rates``, with the blue-park home-run flag when that brings its home
    runs nearer the target.

    A batter card's home runs cannot fall below what the pitcher's line 65 and the ballpark's line 46 give every
    batter; a real batter without a home run reads line 46 blue (no homer), and the pitchers' grades are sized
    for a league whose batters are spread that way (``hr_zero_share`` counts the pitchers at bat). A generic
    card stands for pitchers, who hit a quarter to a half of the league's home-run rate: without the flag every
    generic card sat at that floor, the league's own rate in the dead-ball leagues (1908 AL: 0.0028 against
    targets of 0.0001-0.0019, where its pitchers hit 0.0012), with it at about half (0.0014).
    """
    name = f"generic batting card {number}"
    plain = synthetic_batter(lg, name, rates, 600, generic=number, batter_hr=batter_hr)
    blue = synthetic_batter(lg, name, rates, 600, generic=number, batter_hr=batter_hr, blue=(False, False, True))
    neutral = A.park_vector(100, (False, False, False))
    miss_plain = abs(batter_rates(plain, lg, neutral, batter_hr=batter_hr)[A.OHR] - rates[A.OHR])
    miss_blue = abs(batter_rates(blue, lg, A.park_vector(100, (False, False, True)), batter_hr=batter_hr)[A.OHR]
                    - rates[A.OHR])
    return blue if miss_blue < miss_plain else plain


def generic_number(player: Player, prior: float = PRIOR_AVG) -> int:
    """The generic batting card (1-8) of a pitcher by his batting average, shrunk toward ``prior`` (his team's
    pitchers' average, ``PitcherBatting.avg``) by ``OWN_PRIOR_AB``."""
    b = player.batting
    h, ab = (b.h, b.ab) if b is not None else (0, 0)
    avg = (h + prior * OWN_PRIOR_AB) / (ab + OWN_PRIOR_AB)
    return max(1, min(8, round((avg - GENERIC_AVG[0]) / 0.030) + 1))


_RATED: RatingCache[FCCard] = RatingCache(game=GAME, card=FCCard)
"""Teams rated in this process and kept on disk (``engine.ratecache``): a card depends on the team and the four
options below only."""


def rate_team(team: Team, *, ibb: bool = False, parks: bool = True, opposition: bool = True,
              batter_hr: bool = False) -> dict[str, FCCard]:
    """Every player's card, keyed by player id (``batter_hr``: the optional rule that plays a batter's
    ``P - HR -k`` is on, see ``batter_card``); rated once for the same team and options."""
    return _RATED.cards(team, (ibb, parks, opposition, batter_hr),
                        lambda: _rate_team(team, ibb=ibb, parks=parks, opposition=opposition, batter_hr=batter_hr))


def _rate_team(team: Team, *, ibb: bool, parks: bool, opposition: bool, batter_hr: bool) -> dict[str, FCCard]:
    lg = from_team(team)
    team_pb = sum(p.fielding["C"].pb for p in team.players if "C" in p.fielding)
    team_bfp = sum(p.pitching.batters_faced for p in team.players if p.pitching is not None) or 1
    opp = opposition_deltas(team, lg.sh_share, lg.pit_scale) if opposition else None
    level = pitcher_batting(team, lg)
    bunting = bunt_rates(team, lg)
    return {p.id: rate_player(p, team, lg, team_pb=team_pb, team_bfp=team_bfp, ibb=ibb, parks=parks, opp=opp,
                               batter_hr=batter_hr, level=level, bunt_rate=bunting[i])
            for i, p in enumerate(team.players)}


def bunt_rates(team: Team, lg: FCLeague) -> list[float]:
    """The sacrifices a PA the AI will ask of each player (``manager_plan.team_bunting``), from the sh ratings
    his line gives."""
    sh = [sacrifice_rating(p.batting.sh, p.batting.pa, lg, p.is_pitcher)
          if p.batting is not None and p.batting.pa > 0 else (4 if p.is_pitcher else 3) for p in team.players]
    sh = [int(checked(p, GAME, OVERRIDES).get("sh", r)) for p, r in zip(team.players, sh)]
    return team_bunting(team, sh, [p.is_pitcher for p in team.players])


def rate_card(player: Player, team: Team, options: FallClassicOptions) -> FCCard:
    """One player's card alone (the ruleset's ``rate_player``): with the options' intentional walks, ballparks and
    opposition, but no team totals (his share of the team's passed balls is left out; ``rate_team`` has it)."""
    lg = from_team(team)
    opp = opposition_deltas(team, lg.sh_share, lg.pit_scale) if options.opposition else None
    rates = bunt_rates(team, lg)
    i = next((k for k, p in enumerate(team.players) if p.id == player.id), -1)
    return rate_player(player, team, lg, ibb=options.ibb, parks=options.ballparks, opp=opp,
                       batter_hr=options.batter_hr, level=pitcher_batting(team, lg),
                       bunt_rate=rates[i] if i >= 0 else 0.0)


def rate_player(player: Player, team: Team, lg: FCLeague | None = None, *, team_pb: int = 0,
                team_bfp: int = 1, ibb: bool = False, parks: bool = True,
                opp: tuple[tuple[float, ...], tuple[float, ...]] | None = None, batter_hr: bool = False,
                level: PitcherBatting = FORMULA, bunt_rate: float = 0.0) -> FCCard:
    """One player's Fall Classic card; ``opp`` takes out the opposition his real line was made against
    (``opposition_deltas``: for batters, for pitchers); ``bunt_rate``: the sacrifices a PA the AI asks of him
    (``manager_plan.team_bunting``), whose failed attempts his card leaves out."""
    lg = lg or from_team(team)
    bpf = team.park.bpf if parks else 100
    over: dict[str, Any] = checked(player, GAME, OVERRIDES)
    b = player.batting
    fails = (0.0, 0.0)
    if b is not None and b.pa > 0 and bunt_rate > 0:
        sh = int(over.get("sh", sacrifice_rating(b.sh, b.pa, lg, player.is_pitcher)))
        fails = failed_sacrifices(bunt_rate, b.pa, sh)
    got = card_rates_batting(player, ibb, fails)
    is_p = player.is_pitcher
    generic = 0
    if is_p:
        own = b is not None and b.ab >= OWN_CARD_AB and b.ops >= POOLED_PITCHER_OPS * lg.ops + OWN_CARD_OPS_EDGE
        generic = 0 if own else int(over.get("bat", generic_number(player, level.avg)))
    notes: list[str] = []
    if generic:
        bcard = generic_cards(lg, batter_hr, level)[generic - 1].batter
    else:
        if got is None:
            rates, pa = lg.rates, 0.0
        else:
            rates, pa = got
            if opp is not None and b is not None and b.pa > 0:
                rates = adjust(rates, opp[0])
        blue = (False, False, False)
        if b is not None and b.pa > 0:
            blue = (b.b2 == 0, b.b3 == 0, b.hr == 0)
        gidp = b.gidp / pa if b is not None and pa > 0 else None
        sba = float(b.sb + b.cs) if b is not None else 0.0
        bcard, notes = batter_card(lg, rates, pa, player.bats, A.park_vector(bpf, blue), blue, sba=sba,
                                   gidp=gidp, batter_hr=batter_hr)
    pcard = None
    prates = card_rates_pitching(player, lg)
    if prates is not None or is_p:
        rates_p, _bf, bfp = prates if prates is not None else (lg.rates, 0.0, 0.0)
        if opp is not None and bfp > 0:
            d = opp[1]
            rates_p = adjust(rates_p, (d[0] + d[1] + d[2], 0.0, 0.0) + d[3:])
        pl = player.pitching
        wp_bf = 0.0
        if pl is not None and bfp > 0:
            pb_share = team_pb * bfp / team_bfp
            wp_bf = (pl.wp + pb_share) / bfp
        elif pl is None:
            wp_bf = 0.5 * 0.003
        tag = _gf_tag(player, rates_p, lg)
        pcard, pnotes = pitcher_card(lg, rates_p, A.park_vector(bpf, (False, False, False)),
                                     wp_per_bf=wp_bf, bf=bfp, g=pl.g if pl else 0, gs=pl.gs if pl else 0,
                                     cg=pl.cg if pl else 0, tag=tag, batter_hr=batter_hr)
        notes += pnotes
    return _assemble(player, team, lg, bcard, pcard, over, is_p)


def _gf_tag(player: Player, rates: tuple[float, ...], lg: FCLeague) -> int:
    gb = player.extras.pitcher_gb_pct if player.extras is not None else None
    if gb is not None:
        return OUTG if gb >= 0.50 else (OUTF if gb <= 0.38 else 0)
    lg_hr = lg.rates[A.OHR]
    if lg_hr <= 0 or player.pitching is None or player.pitching.batters_faced < 100:
        return 0
    ratio = rates[A.OHR] / lg_hr
    return OUTG if ratio <= GB_RATIO else (OUTF if ratio >= FB_RATIO else 0)


def _assemble(player: Player, team: Team, lg: FCLeague, bcard: BatterCard, pcard: PitcherCard | None,
              over: dict[str, Any], is_p: bool) -> FCCard:
    b = player.batting
    run = run_rating(player, lg)
    sb = b.sb if b else 0
    sba = sb + (b.cs if b else 0)
    if b is not None and b.pa > 0:
        sbs, jump = steal_ratings(b.sb, b.cs, b.singles + b.bb + b.hbp, lg)
        sh = sacrifice_rating(b.sh, b.pa, lg, is_p)
        so_rate = b.so / b.pa
        avg = b.avg
    elif player.estimates is not None:
        est = player.estimates
        on_first = 120.0
        att = est.sb_attempts * on_first
        sbs, jump = steal_ratings(att * est.sb_success, att * (1 - est.sb_success), on_first, lg)
        sba = round(att)
        sb = round(att * est.sb_success)
        sh = 4 if is_p else 3
        r = est.batting
        so_rate = r.so if r is not None else lg.rates[A.OK]
        avg = r.avg if r is not None else lg.avg
    else:
        sbs, jump, sh, so_rate, avg = 10, 0, (4 if is_p else 3), lg.rates[A.OK], lg.avg
    hnr = hit_and_run_grade(so_rate, avg, lg)
    if "run" in over:
        run = RUN.index(str(over["run"]))
    sbs = int(over.get("sbs", sbs))
    jump = int(over.get("jump", jump))
    sh = int(over.get("sh", sh))
    if "hnr" in over:
        hnr = "ABC".index(str(over["hnr"]).upper())
    grid = fielding_grid(player, lg, over)
    if is_p and grid[1] is None:
        e = round(lg.e_scale * 200 * (1 - lg.fielding.get("P", {}).get("fpct", 0.955)))
        grid = (None, Fielding("P", 10, 1, min(20, e))) + grid[2:]
    info = _info(player, team, lg)
    info["fv"] = {f.pos: max(0.0, min(1.0, 0.5 + (f.range - 10) / 20 - (f.e - 5) / 40)) for f in grid if f}
    flat = compile_hands(bcard)
    pa = b.pa if b is not None else (600 if player.estimates is not None else 0)
    w = pa / (pa + VALUE_SHRINK_PA)
    info["value"] = w * _batter_value(flat[1], lg) + (1 - w) * REPLACEMENT_VALUE
    if pcard is not None:
        bf = player.pitching.batters_faced if player.pitching is not None else 0
        if bf == 0 and player.estimates is not None:
            bf = 600
        wp = bf / (bf + VALUE_SHRINK_BF)
        info["pvalue"] = wp * _pitcher_value(pcard) + (1 - wp) * REPLACEMENT_PVALUE
        pl = player.pitching
        if pl is not None and pl.g > 0:
            bfp = pl.batters_faced
            info["relief_bf"] = float(bfp if pl.gs == 0 else min(bfp, (pl.g - pl.gs) * lg.relief_bf))
    side = (1, 1) if player.bats == "L" else ((0, 1) if player.bats == "S" else (0, 0))
    return FCCard(id=player.id, name=player.name, bats=player.bats, throws=player.throws, batter=bcard,
                  pitcher=pcard, run=run, sbs=sbs, jump=jump, sb=sb, sba=sba, sh=sh, hnr=hnr, fielding=grid,
                  avg=avg, is_pitcher=is_p, info=info, flat=flat, side=side)


def _info(player: Player, team: Team, lg: FCLeague) -> dict[str, Any]:
    b, p = player.batting, player.pitching
    info: dict[str, Any] = {"team": team.name, "season": team.season, "league": team.league,
                            "age": (team.season - player.birth_year) if team.season and player.birth_year else None}
    if b is not None:
        info["bat"] = {"G": b.g, "AB": b.ab, "R": b.r, "H": b.h, "2B": b.b2, "3B": b.b3, "HR": b.hr, "RBI": b.rbi,
                       "BB": b.bb, "SO": b.so, "AVE": b.avg, "OBA": b.obp, "SB": b.sb, "CS": b.cs}
        info["ops"] = b.ops
    if p is not None:
        whip = (p.h + p.bb) / p.ip if p.ipouts else None
        info["pit"] = {"G": p.g, "GS": p.gs, "CG": p.cg, "IP": p.ipouts, "SO": p.so, "WHIP": whip, "W": p.w,
                       "L": p.l, "Sv": p.sv, "ERA": p.era}
    return info


def arm_text(f: Fielding) -> str:
    """An arm as printed: S, A, W (outfielders add the assist number)."""
    return ARM[f.arm] + (str(f.assist) if f.pos in ("LF", "CF", "RF") else "")


_TB = {SNG: 1.0, DBL: 2.0, TRP: 3.0, HR: 4.0}
_ON_BYTES = bytes(1 if (c & BASE_MASK) in _TB or (c & BASE_MASK) in (BB, HBP) else 0 for c in range(256))
_TB_BYTES = bytes(int(_TB.get(c & BASE_MASK, 0)) for c in range(256))
"""Each code (flags and all, below 256) to its times on base and its total bases (``_batter_value``)."""


def _batter_value(flat: tuple[int, ...], lg: FCLeague) -> float:
    """About OBP + SLG of a compiled card against the anchor pitcher (a manager's yardstick, not a stat).

    The card's own times on base and total bases (its lines not left blank for the pitcher's card) are whole
    numbers, counted in C by mapping its codes as bytes (``_ON_BYTES``, ``_TB_BYTES``): the same floats as adding
    them up a value at a time, which took 0.12 of Fall Classic's 3.2 s rating 2016 NL under cProfile.
    """
    whole = bytes(flat)
    codes = b"".join(whole[i: i + 20] for i in range(0, 720, 20) if whole[i])
    on = float(sum(codes.translate(_ON_BYTES)))
    tb = float(sum(codes.translate(_TB_BYTES)))
    for ln, v in lg.anchor_line.items():
        if flat[line_index(ln) * 20] == 0:
            on += v[A.O1] + v[A.O2] + v[A.OBB]
            tb += v[A.O1] + 2 * v[A.O2]
    on += 25.0
    tb += 30.0
    return on / 720 + tb / 650


def _pitcher_value(pc: PitcherCard) -> float:
    """Fewer hits, walks and homers, more strikeouts: a manager's yardstick for a pitcher card."""
    tot = 0.0
    for g, w in enumerate(WEIGHTS):
        cells = pc.cells[g]
        for li in range(36):
            for code, n in cell_pips(cells[li]).items():
                base = code & BASE_MASK
                if base in _TB or base == BB:
                    tot -= w * n
                elif base == K:
                    tot += 0.3 * w * n
        tot -= w * 2 * max(0, pc.hr[g])
    return (tot + pc.nh + pc.nw) / 100


# --- the card as ``dugout ratings`` shows it --------------------------------------------------------------------
RATING_COLUMNS = ("bats", "run", "sba", "sbs", "sh", "hnr", "bat", "kd", "hr", "nh", "nw", "wp", "bfs", "bfr")
"""Columns of the ratings table, in display order."""


def rating_fields(card: FCCard) -> dict[str, Any]:
    """The card as a flat dict (``dugout ratings``): ratings, grades, every line as printed."""
    out: dict[str, Any] = {
        "bats": BATS_SIDE.get(card.bats, card.bats), "throws": "T" + card.throws, "run": RUN[card.run],
        "sba": f"{card.sb}-{card.sba} / {card.jump}", "sbs": card.sbs, "sh": card.sh, "hnr": "ABC"[card.hnr],
        "hr_mod": card.batter.hr_mod, "bat": card.batter.generic or "own",
        "defense": " ".join(f"{f.pos} {f.range if f.pos != 'C' else f.frame} {arm_text(f)} {f.e}"
                            for f in card.fielding if f is not None),
        "lines": {str(ln): format_cell(card.batter.cells[line_index(ln)]) for ln in PAIR_LINES + BATTER_LINES},
    }
    pc = card.pitcher
    if pc is not None:
        out.update({
            "grades": f"A 1-{pc.ranges[0]} B {pc.ranges[0] + 1}-{pc.ranges[1]} C {pc.ranges[1] + 1}-20",
            "kd": "/".join(map(str, pc.kd)), "hr": "/".join(map(str, pc.hr)), "nh": pc.nh, "nw": pc.nw,
            "wp": pc.wp, "bfs": pc.bfs, "bfr": pc.bfr, "notes": list(pc.notes),
        })
    else:
        out.update({"grades": "", "kd": "", "hr": "", "nh": "", "nw": "", "wp": "", "bfs": "", "bfr": ""})
    return out


#: The stats each rating column reads that a season may not have recorded (``Ruleset.rating_inputs``:
#: ``engine.estimates`` marks a rating resting on one).
RATING_INPUTS: dict[str, tuple[str, ...]] = {
    "bats": ("pl.bats",), "run": ("b.sb",), "sba": ("b.sb", "b.cs"), "sbs": ("b.sb", "b.cs"), "sh": ("b.sh",),
    "hnr": ("b.so",), "bat": ("b.hbp", "b.so", "b.sf", "b.ibb", "b.gidp"), "kd": ("p.bfp",), "hr": ("p.bfp",),
    "nh": ("p.bfp",), "nw": ("p.hbp", "p.ibb", "p.bfp"), "wp": ("p.bk", "p.bfp"), "bfs": ("p.bfp",),
    "bfr": ("p.bfp",),
}
