"""Roster model to Pine Tar card (digest §6): ``rate_player``/``rate_team``, the ratings table (``rating_fields``,
``RATING_COLUMNS``), the managers' values of a card, and a batter's columns, running, fielding and injuries.

The card is pure: the league-season context comes from ``team.context`` (``ratings_league``), the hitting columns
are fitted by ``ratings_hitting``, pitchers' grades, MIP and BK/WP by ``ratings_pitching`` and ``ratings_grades``,
real platoon splits by ``ratings_platoon``. Hand-written overrides (``player.overrides["pine-tar"]``) win over
computed values.
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, NotRequired, TypedDict

from dugout.engine.overrides import anything, checked
from dugout.engine.ratecache import RatingCache
from dugout.engine.roster import season_games
from dugout.games.pine_tar import tables as T
from dugout.games.pine_tar.card import PTCard, ranges
from dugout.games.pine_tar.options import PineTarOptions
from dugout.games.pine_tar.ratings_balance import BALANCE_BELOW_SLOTS, ColumnUse, balance, career_fields
from dugout.games.pine_tar.ratings_grades import scale_for
from dugout.games.pine_tar.ratings_hitting import (
    COLUMN_NAMES,
    LHP_EXPOSURE,
    TARGETED,
    Columns,
    Fit,
    column_from,
    fit_column,
    fit_columns_many,
    fit_counts_many,
    hr_weight,
    pitcher_hr_weight,
    split_targets,
)
from dugout.games.pine_tar.ratings_league import (
    GROUND_SHARE,
    PTLeague,
    batting_rates,
    card_pa,
    league_for,
    per_rolled,
    pitcher_prior,
)
from dugout.games.pine_tar.ratings_pitching import pitcher_fields
from dugout.games.pine_tar.ratings_platoon import PLATOON_REGRESS_PA, batter_sides, with_real_splits
from dugout.games.pine_tar.ratings_tactics import tactics
from dugout.model.player import Player
from dugout.model.profile import speed, speed_score
from dugout.model.stats import BattingLine, FieldingLine
from dugout.model.team import Team

GAME = "pine-tar"
#: Run values used only to rank batters for lineup choices (DH, pinch hitters).
_RANK_VALUE = {T.HR: 1.4, T.TRIPLE: 1.05, T.DOUBLE: 0.77, T.SINGLE: 0.47, T.BB: 0.31, T.HBP: 0.33}
#: Plate appearances of league-average hitting blended into every batter's rates (regularises tiny samples).
SHRINK_PA = {T.HR: 20, T.TRIPLE: 20, T.DOUBLE: 20, T.SINGLE: 20, T.BB: 20, T.HBP: 20, T.SO: 20}
#: Fallback Speed Score points above (below) the league's for a fast (slow) runner (modern 15th, 85th pct).
FAST_MARGIN, SLOW_MARGIN = 0.9, 1.9
#: Pitchers' small samples shrink toward a score this far below the league's.
PITCHER_SPEED_GAP = 1.5
#: Line-out fielders at roll 97 by batting hand (1B, 2B, 3B, SS, P).
LO_WEIGHTS = {"R": (0.15, 0.15, 0.20, 0.40, 0.10), "L": (0.30, 0.25, 0.05, 0.30, 0.10)}
#: Range factor vs the league at the position (shrunk by games): Pos at or above, Neg at or below.
RANGE_POS, RANGE_NEG, RANGE_SHRINK_G = 1.025, 0.90, 10
#: Outfield assists per game vs the league (shrunk at 60 games): elite at or above, weak at or below.
ARM_ELITE, ARM_WEAK = 1.075, 0.84
#: Outcomes a faithful card gives at least one number in every column when the batter had one in his season, as
#: the published cards do (Nash's 2 HBP in 562 PA print as 37, Brouthers' 6 SO as 61): the rare events the pitch
#: checks never supply (a double comes from a check-roll home run against B, a 1B from a walk against C...).
FAITHFUL_FLOOR = frozenset({T.HBP, T.SO})
_FIELD_ORDER = ("P", "C", "1B", "2B", "3B", "SS", "LF", "CF", "RF")
_OF = ("LF", "CF", "RF")


# --- the ruleset's ratings hooks ------------------------------------------------------------------------------


def rate_player(player: Player, team: Team, options: PineTarOptions) -> PTCard:
    """A player's card under the game's options (``cards``: faithful or authentic): his team's card of him."""
    return rate_team(team, options)[player.id] if any(p is player for p in team.players) \
        else rate(player, team, authentic=options.cards == "authentic")


_RATED: RatingCache[PTCard] = RatingCache(game=GAME, card=PTCard)
"""Teams rated here and kept on disk (``engine.ratecache``): a card depends on the team and the layout only."""


def rate_team(team: Team, options: PineTarOptions) -> dict[str, PTCard]:
    """Every player's card, keyed by player id (rated once per process for the same team and layout)."""
    authentic = options.cards == "authentic"
    return _RATED.cards(team, authentic, lambda: rate_players(team.players, team, authentic=authentic))


#: Columns of the ratings table, in display order.
RATING_COLUMNS = ("bats", "br", "sbc", "sbo", "rg", "ec", "arm", "ar", "inj", "role", "grade_home", "grade_away",
                  "mip", "bkwp")


def rating_fields(card: PTCard) -> dict[str, object]:
    """The card as printed, flat (``dugout ratings --json``): ratings as their printed text, each hitting column
    as {result: roll range}."""
    out: dict[str, object] = {
        "pos": "-".join(card.positions), "bats": card.bats, "throws": card.throws, "br": card.speed,
        "sbc": card.sbc, "sbo": card.sbo, "shc": card.shc_text, "rg": card.rg_name, "ec": card.ec,
        "arm": card.arm or None, "ar": card.ar, "inj": card.inj_text, "career": card.career or None,
        "hof": card.hof,
    }
    if card.role:
        out.update(role=card.role, gs=card.gs, grade_home=card.grade_text(True), grade_away=card.grade_text(False),
                   mip=card.mip_text, bkwp=card.bkwp_text)
    names = ("batting",) if card.is_pitcher else COLUMN_NAMES
    for name, col in zip(names, card.cols):
        out[name] = {res: rng for rng, res in ranges(col)}
    return out


# --- a card ------------------------------------------------------------------------------------------------------


def rate(player: Player, team: Team, *, authentic: bool = False) -> PTCard:
    """The Pine Tar card of a player.

    By default (the *faithful* convention) slots are placed so the engine's expected rates, with pitch checks
    against the league's mix of grades and the ball-2 rule, meet his targets. ``authentic`` lays the card out
    the way the published cards are: 99 × rate, and at least one number for every event he had.
    """
    return rate_players([player], team, authentic=authentic)[player.id]


def rate_players(players: Sequence[Player], team: Team, *, authentic: bool = False) -> dict[str, PTCard]:
    """``rate`` for several players of a team, keyed by id: their columns fitted together, each as alone
    (``fit_counts_many``); a whole dead-ball team's batters' home runs then balanced (``ratings_balance``)."""
    lg = league_for(team.context)
    cards, usage = _fit_players(players, team, authentic)
    if authentic or len(players) < 2 or 99 * lg.rates[T.HR] >= BALANCE_BELOW_SLOTS:
        return cards
    return balance(players, cards, usage, scale_for(lg).mix,
                   lambda ps, k: _fit_players(ps, team, authentic, k)[0])[0]


def _fit_players(players: Sequence[Player], team: Team, authentic: bool, hr_scale: float = 1.0) \
        -> tuple[dict[str, PTCard], ColumnUse]:
    mix = scale_for(league_for(team.context)).mix
    raters = [_rater(p, team, authentic, hr_scale) for p in players]
    fitted = iter(fit_counts_many([f for fs, _, _ in raters for f in fs], mix))
    counts = [[next(fitted) for _ in fs] for fs, _, _ in raters]
    jobs = [(k, replace(job, start=counts[k])) for k, (_, job, _) in enumerate(raters) if job is not None]
    for (k, _), cols in zip(jobs, fit_columns_many([job for _, job in jobs], mix)):
        counts[k] = cols
    return ({p.id: finish(cs) for p, (_, _, finish), cs in zip(players, raters, counts)},
            {p.id: (job.usage, job.f1s, job.targets) for p, (_, job, _) in zip(players, raters) if job is not None})


def _rater(player: Player, team: Team, authentic: bool,
           hr_scale: float = 1.0) -> tuple[list[Fit], Columns | None, Callable[[list[dict[int, int]]], PTCard]]:
    """The columns a player's card fits on their own (none on authentic cards), a batter's columns to fit
    together then, and what makes his card of their final counts."""
    lg = league_for(team.context)
    scale = scale_for(lg, average_b=authentic)
    games = season_games(team) or lg.games
    is_p = player.is_pitcher
    rates, pa = _rates(player, lg, is_p, shrink=not authentic)
    if hr_scale != 1.0:  # the team's balance (``ratings_balance``)
        rates = {**rates, T.HR: rates[T.HR] * hr_scale}
    br = _speed_class(player, lg)
    hand = player.bats if player.bats in ("L", "R", "S") else "R"
    speed_adj = 1 if br == T.FAST else -1 if br == T.SLOW else 0
    n_roe = max(1, lg.n_roe + speed_adj) if authentic else roe_width_for(player.id, lg.roe_width + speed_adj)
    ground = _ground_share(player, lg, authentic)
    lo = _lo_fielder(player.id, hand)
    floor = _floor(player) if authentic else {o: n for o, n in _floor(player).items() if o in FAITHFUL_FLOOR}
    mix = None if authentic else scale.mix
    slow = br == T.SLOW
    f1 = lg.f_risp * lg.f1_risp + (1 - lg.f_risp) * lg.f1_open
    targets: tuple[dict[int, float], ...] = (rates,)
    f1s: tuple[float, ...] = (f1,)
    s = 0.0
    if not is_p:
        targets, s = _column_targets(player, lg, rates, hand, authentic)
        f1s = (lg.f1_open, lg.f1_risp, lg.f1_open)
    hw = pitcher_hr_weight(lg.rates[T.HR], rates[T.HR]) if is_p else hr_weight(lg.rates[T.HR])
    fits = [] if mix is None else [Fit({o: 99 * t.get(o, 0.0) for o in TARGETED}, n_roe, f, slow, floor, hw)
                                   for t, f in zip(targets, f1s)]
    job = None
    if mix is not None and not is_p:
        usage = ((1 - lg.f_risp) * (1 - s), lg.f_risp, (1 - lg.f_risp) * s)
        job = Columns(targets, usage, f1s, n_roe, slow, floor, hr_weight=hw)

    def finish(counts: list[dict[int, int]]) -> PTCard:
        if mix is None:
            fitted = [fit_column(t, n_roe=n_roe, ground_share=ground, hand=hand, lo_pos=lo, mix=None, f1=f1,
                                 floor=floor) for t, f1 in zip(targets, f1s)]
        else:
            fitted = [column_from(n, n_roe=n_roe, ground_share=ground, hand=hand, lo_pos=lo) for n in counts]
        cols = (fitted[0], fitted[0], fitted[0]) if is_p else (fitted[0], fitted[1], fitted[2])
        first, last = _split_name(player.name)
        fld = _fielding(player, lg, games, authentic)
        card = PTCard(
            pid=player.id, first=first, last=last, bats=hand, throws=player.throws, positions=_positions(player),
            is_pitcher=is_p, cols=cols, lo_pos=lo, br=br, sbc=0, sbo="N", shc=70, **fld,
        )
        card = replace(card, **_running(player, lg, br, is_p, pa, rates))
        if player.pitching is not None and (player.pitching.g > 0 or is_p) or (is_p and player.estimates):
            card = replace(card, **pitcher_fields(player, lg, scale, authentic))
        card = replace(card, **career_fields(player))
        card = _apply_overrides(card, checked(player, GAME, dict.fromkeys(OVERRIDES, anything)))
        sh_chance, ibb_chance = tactics(player, lg, card.shc)
        return replace(card, value=sum(_RANK_VALUE.get(c, 0.0) for c in card.cols[0][:97]) / 99,
                       sh_chance=sh_chance, ibb_chance=ibb_chance)

    return fits, job, finish


def targets_for(player: Player, team: Team, authentic: bool = False) -> tuple[dict[int, float], ...]:
    """The per-column target rates a batter's card is built to (vs RHP, RISP, vs LHP; one for a pitcher)."""
    lg = league_for(team.context)
    rates, _ = _rates(player, lg, player.is_pitcher, shrink=not authentic)
    if player.is_pitcher:
        return (rates,)
    hand = player.bats if player.bats in ("L", "R", "S") else "R"
    return _column_targets(player, lg, rates, hand, authentic)[0]


def _column_targets(player: Player, lg: PTLeague, rates: dict[int, float], hand: str, authentic: bool) -> tuple[tuple[dict[int, float], ...], float]:
    """A batter's (vs RHP, RISP, vs LHP) targets and his share of non-RISP plate appearances against a LHP.

    The league's platoon factors split his season rates; his own split lines, when a source supplied them,
    then move the two side columns (regressed by sample size on faithful cards, as printed on authentic ones).
    Intentional walks are not on the card: they are the managers' call (``ratings_tactics``).
    """
    s = min(0.95, lg.lhp_share * LHP_EXPOSURE.get(hand, 1.0) / _exposure_norm())
    vs_r, risp, vs_l = split_targets(rates, hand, s, lg.f_risp)
    sides = batter_sides(player)
    if sides != (None, None):
        vs_r, vs_l = with_real_splits(vs_r, vs_l, s, sides, 0.0 if authentic else PLATOON_REGRESS_PA[hand])
    return (vs_r, risp, vs_l), s


def _exposure_norm() -> float:
    # typical PA mix of batting hands (R 60 %, L 30 %, S 10 %) keeps the league's LHP share on average
    return 0.6 * LHP_EXPOSURE["R"] + 0.3 * LHP_EXPOSURE["L"] + 0.1 * LHP_EXPOSURE["S"]


def _rates(player: Player, lg: PTLeague, is_p: bool, shrink: bool = True) -> tuple[dict[int, float], int]:
    """Rates per plate appearance rolled (``per_rolled``; shrunk toward the league's unless ``shrink`` is off) and
    his card PA (docs/rules/pine-tar.md, "Stars and weak hitters")."""
    prior = pitcher_prior(lg) if is_p else per_rolled(lg.rates, lg.ibb)
    b = player.batting
    if b is not None and card_pa(b) > 0:
        raw = per_rolled(*batting_rates(b))
        pa = card_pa(b)
    elif player.estimates is not None and player.estimates.batting is not None:
        e = player.estimates.batting
        k = 1.0 - e.sh - e.ibb if e.sh + e.ibb < 1 else 1.0
        raw = {T.HR: e.hr / k, T.TRIPLE: e.triple / k, T.DOUBLE: e.double / k, T.SINGLE: e.single / k,
               T.BB: (e.bb - e.ibb) / k, T.HBP: e.hbp / k, T.SO: e.so / k}
        pa = 400
    else:
        return dict(prior), 0
    if not shrink:
        return raw, pa
    return {o: (raw[o] * pa + SHRINK_PA[o] * prior[o]) / (pa + SHRINK_PA[o]) for o in TARGETED}, pa


def _floor(player: Player) -> dict[int, int]:
    b = player.batting
    if b is None:
        return {}
    have = {T.HR: b.hr, T.TRIPLE: b.b3, T.DOUBLE: b.b2, T.SINGLE: b.singles, T.BB: b.bb, T.HBP: b.hbp, T.SO: b.so}
    return {o: 1 for o, n in have.items() if n > 0}


def _speed_class(player: Player, lg: PTLeague) -> int:
    if player.batting is None and player.estimates is not None:
        s = player.estimates.speed
        return T.FAST if s >= 0.45 else T.SLOW if s <= -0.45 else T.MEDIUM
    league = _league_speed(lg)
    sp = _speed(player, league - (PITCHER_SPEED_GAP if player.is_pitcher else 0.0), lg.batting) - league
    slow, fast = lg.speed_cuts or (-SLOW_MARGIN, FAST_MARGIN)
    if sp >= fast:
        return T.FAST
    if sp <= slow:
        return T.SLOW
    return T.MEDIUM


def _speed(player: Player, league: float, totals: BattingLine | None = None) -> float:
    """Speed Score against the league's own rates, shrunk toward ``league`` for small samples."""
    b = player.batting
    if b is None or b.pa <= 0:
        return speed(player)
    w = b.pa / (b.pa + 150)
    return w * speed_score(b, totals) + (1 - w) * league


_SPEED_CACHE: dict[int, tuple[PTLeague, float]] = {}
"""League Speed Scores by league context (the entry keeps the ``league_for`` object its id names)."""


def _league_speed(lg: PTLeague) -> float:
    found = _SPEED_CACHE.get(id(lg))
    if found is None or found[0] is not lg:
        found = _SPEED_CACHE[id(lg)] = (lg, speed_score(lg.batting, lg.batting) if lg.batting.ab > 0 else 4.5)
    return found[1]


def _ground_share(player: Player, lg: PTLeague, authentic: bool = False) -> float:
    """Ground outs' share of his outs in play: the league's, moved by his own GIDP rate where it was recorded.

    Faithful cards start from the league's share (lowered where the engine would out-turn the league's double
    plays); authentic cards from the published cards' standard share.
    """
    g_l = GROUND_SHARE if authentic else lg.ground_share
    b = player.batting
    if b is None or lg.gidp_rate is None or "gidp" in b.imputed or card_pa(b) < 50:
        return g_l
    league = lg.gidp_rate * lg.f_opp
    own = (b.gidp + 10 * league) / (card_pa(b) + 10)
    k = g_l / GROUND_SHARE  # the digest's bounds, scaled for a league whose share was lowered
    return max(0.35 * k, min(0.65 * k, g_l * (own / league) ** 0.3))


def roe_width_for(pid: str, width: float) -> int:
    """A batter's ROE/PO width: the league's fractional width rounded up or down by a stable draw from his id.

    >>> roe_width_for("ruthba01", 9.0), roe_width_for("ruthba01", 1.0)
    (9, 1)
    """
    u = (zlib.crc32(f"roe:{pid}".encode()) % 10000) / 10000
    return max(1, int(width + u))


def _lo_fielder(pid: str, hand: str) -> int:
    """The roll-97 line-out fielder: a stable pick from the player id, weighted by batting hand."""
    w = LO_WEIGHTS["L" if hand == "L" else "R"]
    u = (zlib.crc32(pid.encode()) % 10000) / 10000
    cum = 0.0
    for pos, wt in zip(T.LO_FIELDERS, w):
        cum += wt
        if u < cum:
            return pos
    return T.LO_FIELDERS[-1]


def _split_name(name: str) -> tuple[str, str]:
    parts = name.split()
    if len(parts) <= 1:
        return "", name
    return " ".join(parts[:-1]), parts[-1]


def _positions(player: Player) -> tuple[str, ...]:
    games: dict[str, int] = {}
    for pos in _FIELD_ORDER:
        g = player.games_at.get(pos, 0)
        if g:
            games[pos] = g
    if not any(p in games for p in _OF) and player.games_at.get("OF", 0):
        games["OF"] = player.games_at["OF"]
    if not games:
        games = {pos: line.g for pos, line in player.fielding.items() if line.g}
    out = tuple(sorted(games, key=lambda p: (-games[p], _FIELD_ORDER.index(p) if p in _FIELD_ORDER else 9)))
    return out or ("P",) if player.is_pitcher else out or ("DH",)


class _Running(TypedDict):
    """The running part of a card (keyword arguments of ``replace``)."""

    sbc: int
    sbo: str
    shc: int
    steal_rate: NotRequired[float]


def _running(player: Player, lg: PTLeague, br: int, is_p: bool, pa: int, rates: dict[int, float]) -> _Running:
    """SBC, SBO and SHC (digest §6.5)."""
    b = player.batting
    est = player.estimates
    s_l = lg.sb_pct
    league = _league_speed(lg)
    z = (_speed(player, league, lg.batting) - league) / 1.5
    if b is None or pa <= 0:
        if est is not None and est.batting is not None:
            sbc = round(100 * min(0.85, max(0.4, est.sb_success))) - 1
            att = est.sb_attempts * 80
            return {"sbc": sbc, "sbo": _sbo(att, lg), "shc": 70, "steal_rate": est.sb_attempts}
        return {"sbc": 0 if is_p else round(100 * (s_l - 0.15)), "sbo": "N" if is_p else "E", "shc": 70}
    if b.sb == 0:
        sbc = 0 if is_p else max(0, round(100 * (s_l - 0.15)))
        sbo = "N"
    else:
        if lg.cs_recorded and "cs" not in b.imputed:
            s = (b.sb + 10 * s_l) / (b.sb + b.cs + 10)
        else:
            s = max(0.45, min(0.80, s_l + 0.12 * z))
        sbc = max(0, min(99, round(100 * s) - 1))
        sbo = _sbo(b.sb, lg)
    return {"sbc": sbc, "sbo": sbo, "shc": _shc(b, lg, pa, is_p, rates), "steal_rate": _steal_rate(b, lg)}


def _steal_rate(b: BattingLine, lg: PTLeague) -> float:
    """Steal attempts per time on first (CS estimated from the league's success rate when not recorded)."""
    if b.sb <= 0:
        return 0.0
    cs = b.cs if (lg.cs_recorded and "cs" not in b.imputed) else b.sb * (1 - lg.sb_pct) / max(0.3, lg.sb_pct)
    on_first = b.singles + b.bb + b.hbp
    return min(1.0, (b.sb + cs) / (on_first + 10))


def _sbo(sb: float, lg: PTLeague) -> str:
    """Steal opportunity letter from stolen bases, relative to the league's steals per 600 PA."""
    if sb <= 0:
        return "N"
    m = max(1.0, lg.sb_per_600)
    for letter, k in (("A", 2.7), ("B", 1.35), ("C", 0.85), ("D", 0.33)):
        if sb >= k * m:
            return letter
    return "E"


def _shc(b: BattingLine, lg: PTLeague, pa: int, is_p: bool, rates: dict[int, float]) -> int:
    if lg.sh_rate is None or "sh" in b.imputed:
        return 70
    if b.sh == 0 and pa >= 300 and not is_p:
        return -1
    own = (b.sh + 100 * lg.sh_rate) / (pa + 100)
    shc = 70 + 10 * math.log2(own / lg.sh_rate)
    if rates.get(T.SO, 0) >= 0.30:
        shc -= 5
    return int(max(55, min(90, round(shc))))


class _Fielding(TypedDict):
    """The fielding and injury part of a card (keyword arguments of ``PTCard``)."""

    rg: int
    ec: int
    arm: str
    ar: int | None
    inj: int
    inj_len: str


def _fielding(player: Player, lg: PTLeague, games: int, authentic: bool = False) -> _Fielding:
    """RG, EC, Arm, AR and INJ."""
    pos = player.primary_position
    line, lpos = _line_at(player, pos)
    league = lg.fielding.get(lpos)
    rg, ec = T.RG_NEU, max(0, min(9, round(lg.ec_mean)))
    if line is not None and league is not None and line.g > 0 and league.g > 0:
        rg = _range(player, line, league, lpos, lg, spots=not authentic)
        ec = _error_chance(line, league, lg)
    elif player.estimates is not None and pos in player.estimates.defense:
        q = player.estimates.defense[pos]
        rg = T.RG_POS if q >= 0.35 else T.RG_NEG if q <= -0.35 else T.RG_NEU
        ec = max(0, min(9, round(lg.ec_mean * (1 - 0.6 * q))))
    arm = _arm(player, lg)
    ar = _catcher_arm(player, lg)
    inj, letter = _injury(player, lg, games)
    return {"rg": rg, "ec": ec, "arm": arm, "ar": ar, "inj": inj, "inj_len": letter}


def _line_at(player: Player, pos: str) -> tuple[FieldingLine | None, str]:
    if pos in _OF:
        for key in (pos, "OF"):
            if key in player.fielding:
                return player.fielding[key], key
        return None, "OF"
    return player.fielding.get(pos), pos


def _range(player: Player, line: FieldingLine, league: FieldingLine, pos: str, lg: PTLeague,
           spots: bool = True) -> int:
    """Pos, Neu or Neg from range factor against the league at the position (per 9 innings when recorded).

    With ``spots`` a lumped outfield line is compared with the league's outfielders at his own mix of LF, CF
    and RF (faithful cards: the defensive checks stay neutral across the outfield); the published cards
    compare every outfielder with the outfield as a whole.
    """
    plays, lplays = line.po + line.a, league.po + league.a
    if pos == "P":
        outs = player.pitching.ipouts if player.pitching else 0
        own, lrf = (plays / outs if outs else 0.0), (lplays / lg.pitching_outs if lg.pitching_outs else 0.0)
    elif line.inn_outs > 0 and league.inn_outs > 0 and "inn_outs" not in line.imputed:
        own, lrf = plays / line.inn_outs, lplays / league.inn_outs
    else:
        own, lrf = plays / line.g, lplays / league.g
    if spots and pos == "OF" and lg.of_spots is not None:
        spot_g = [player.games_at.get(s, 0) for s in _OF]
        if sum(spot_g) > 0:
            lrf *= sum(f * n for f, n in zip(lg.of_spots, spot_g)) / sum(spot_g)
    if lrf <= 0 or own <= 0:
        return T.RG_NEU
    ratio = 1 + (own / lrf - 1) * line.g / (line.g + RANGE_SHRINK_G)
    return T.RG_POS if ratio >= RANGE_POS else T.RG_NEG if ratio <= RANGE_NEG else T.RG_NEU


def _error_chance(line: FieldingLine, league: FieldingLine, lg: PTLeague) -> int:
    lrate = league.e / league.chances if league.chances else 0.0
    if lrate <= 0:
        return max(0, min(9, round(lg.ec_mean)))
    own = (line.e + 20 * lrate) / (line.chances + 20)
    return max(0, min(9, round(lg.ec_mean * own / lrate)))


def _arm(player: Player, lg: PTLeague) -> str:
    of = [player.fielding[k] for k in ("OF",) + _OF if k in player.fielding]
    if not of and not any(player.games_at.get(k, 0) for k in ("OF",) + _OF):
        return ""
    league = lg.fielding.get("OF")
    if not of or league is None or league.g <= 0:
        return "A"
    line = of[0] if "OF" in player.fielding else sum(of[1:], of[0])
    if line.g <= 0:
        return "A"
    ratio = (line.a / line.g) / (league.a / league.g) if league.a else 1.0
    ratio = 1 + (ratio - 1) * line.g / (line.g + 60)
    return "E" if ratio >= ARM_ELITE else "W" if ratio <= ARM_WEAK else "A"


def _catcher_arm(player: Player, lg: PTLeague) -> int | None:
    line = player.fielding.get("C")
    if line is None or line.g <= 0:
        return None
    n = line.sb + line.cs
    if n > 0 and "sb" not in line.imputed and "cs" not in line.imputed:
        return max(-10, min(10, round(100 * (line.sb / n - lg.sb_pct) * n / (n + 100))))
    league = lg.fielding.get("C")
    if league is None or league.g <= 0 or league.a <= 0:
        return 0
    ratio = (line.a / line.g) / (league.a / league.g)
    ratio = 1 + (ratio - 1) * line.g / (line.g + 30)
    return max(-10, min(10, round(-10 * (ratio - 1))))


def _injury(player: Player, lg: PTLeague, games: int) -> tuple[int, str]:
    """INJ number and length row: games a regular missed, spread over his injury checks (digest §6.5)."""
    if player.is_pitcher:
        p = player.pitching
        if p is None or p.gs < 15:
            return -1, "A"
        rot = 3 if lg.season <= 1892 else 4 if lg.season <= 1920 else 5
        missed = max(0.0, games / rot - p.gs) * rot
        checks: float
        checks = max(1, p.g)
    else:
        b = player.batting
        if b is None or b.g < 0.6 * games:
            return -1, "A"
        missed = games - b.g
        checks = max(1.0, 0.1 * b.g)
    if missed <= 1:
        return -1, "A"
    letter = "A" if missed <= 3 else "B" if missed <= 8 else "C" if missed <= 20 else "D" if missed <= 40 else "E"
    number = round(100 * missed / (checks * T.INJURY_MEAN[letter])) - 1
    return max(0, min(99, number)), letter


#: The card fields a roster's ``overrides["pine-tar"]`` may set by hand.
OVERRIDES = frozenset({"br", "sbc", "sbo", "shc", "rg", "ec", "arm", "ar", "inj", "inj_len", "mip_start",
                       "mip_relief", "bk_top", "wp_top", "role"})


def _apply_overrides(card: PTCard, over: dict[str, Any]) -> PTCard:
    changes = {k: v for k, v in over.items() if k in OVERRIDES}
    return replace(card, **changes) if changes else card


#: The stats each rating column reads that a season may not have recorded (``Ruleset.rating_inputs``:
#: ``engine.estimates`` marks a rating resting on one).
RATING_INPUTS: dict[str, tuple[str, ...]] = {
    "bats": ("pl.bats",), "br": ("b.sb",), "sbc": ("b.sb", "b.cs"), "sbo": ("b.sb", "b.cs"),
    "rg": ("f.inn_outs",), "arm": ("f.sb", "f.cs"), "ar": ("f.sb", "f.cs"),
    # an estimated SF is left out of a batter's plate appearances
    "grade_home": ("b.hbp", "b.so", "b.ibb", "b.gidp", "p.hbp", "p.ibb", "p.bfp"),
    "grade_away": ("b.hbp", "b.so", "b.ibb", "b.gidp", "p.hbp", "p.ibb", "p.bfp"),
    "bkwp": ("p.bk", "p.bfp"),
}
