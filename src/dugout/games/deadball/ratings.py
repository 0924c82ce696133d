"""Deadball ratings from the roster model: BT and WT from BA and OBP, the Pitch Die from ERA, traits from the
guidelines (``ratings_traits``), native ratings for invented players, and a user's overrides on top; the team
guideline on traits; and the card as the ratings command and the managers see it (``rating_fields``,
``batter_value``, ``runner_value``, ``fielder_value``).

Precedence for every rating: ``overrides["deadball"]`` > ``native["deadball"]`` > real statistics >
``estimates`` > a documented default.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from dugout.engine.dice import Dice
from dugout.errors import DugoutError
from dugout.games.deadball import ratings_tendencies as TN
from dugout.games.deadball import ratings_traits as TR
from dugout.games.deadball import tables as T
from dugout.games.deadball.card import DBCard, position_mask, round_half_up, target
from dugout.games.deadball.card import batter_value as batter_value
from dugout.games.deadball.card import fielder_value as fielder_value
from dugout.games.deadball.card import runner_value as runner_value
from dugout.games.deadball.options import DeadballOptions
from dugout.games.deadball.ratings_anchors import stored_anchor
from dugout.model.league import LeagueSeason
from dugout.model.player import POSITIONS, Player
from dugout.model.team import Team

GAME = "deadball"
FIVE_TOOL = "five_tool"
MIN_AB = 50
"""Fewer at-bats than this are filled up with the prior average (the league's, or .150 for pitchers)."""
MIN_OBP_PA = 55
MIN_IPOUTS = 90
"""Fewer than 30 innings are filled up with league-average innings before the ERA is read."""
PITCHER_BA, PITCHER_OBP = 0.150, 0.190
CALIBRATED_ERA = 3.25
"""Option ``era=league``: a league-average ERA is carried to the middle of the d4 band, where an average pitcher
leaves a batter's BT as his batting average (BT counts hits per at-bat but is rolled per plate appearance)."""
CAPABLE_HITTER_BT = 20
"""A pitcher with at least this BT is a capable hitter and loses the default P-."""
OWN_INNINGS_IPOUTS = 30
"""A position player with at least 10 real innings pitched keeps the Pitch Die of his ERA (else -d20)."""


@dataclass(slots=True)
class Draft:
    """A card before the team guideline trims stat-earned traits."""

    player: Player
    bt: int
    wt: int
    bats: str
    throws: str
    pd: int
    positions: int
    is_pitcher: bool
    traits: list[str]
    earned: dict[str, float] = field(default_factory=dict)
    """Traits earned from statistics, with their strength (the team guideline may drop them)."""
    ft_bat: tuple[int, int, int, int, int] | None = None
    ft_pit: tuple[int, int, int, int, int] | None = None
    steal_rate: float = 0.05
    sac_per_pa: float | None = 0.0
    """Sacrifices per PA (None: a pitcher with no batting record, who always bunts)."""
    ibb_per_pa: float | None = None
    """Intentional walks received per PA (None: without statistics)."""
    ibb_factor: float = 1.0
    avg: float | None = None
    obp: float | None = None
    era: float | None = None
    source: str = "stats"


#: The ratings a roster's ``overrides["deadball"]`` may set by hand.
OVERRIDES = frozenset({"bats", "throws", "bt", "wt", "pd", "pitch_die", "traits"})


def _hand(h: Any) -> str:
    s = str(h or "R").strip().upper()[:1]
    return "S" if s in ("S", "B") else ("L" if s == "L" else "R")


def _shrunk(num: float, den: float, prior: float, minimum: float) -> float:
    if den >= minimum:
        return num / den
    return (num + prior * (minimum - den)) / minimum


def walk_target_roll(pid: str) -> int:
    """2d6 for a Walk Target without an OBP, seeded by the player so every print and game agrees."""
    return Dice(f"deadball-walk-target:{pid}").dd(2, 6, "walk target")


Tools = tuple[int, int, int, int, int]
"""Five Tool ratings in ``tables`` order (hitters: power … defense; pitchers: fastball … batting)."""


def _tools(ft: dict[str, Any], keys: tuple[str, ...]) -> Tools:
    a, b, c, d, e = (int(ft.get(k, T.START_TOOL)) for k in keys)
    return a, b, c, d, e


def _five_tool(player: Player) -> tuple[Tools | None, Tools | None]:
    ft = player.native.get(FIVE_TOOL)
    if not ft:
        return None, None
    try:
        if all(k in ft for k in T.HITTER_TOOLS):
            return _tools(ft, T.HITTER_TOOLS), None
        if all(k in ft for k in T.PITCHER_TOOLS[:4]):
            return None, _tools(ft, T.PITCHER_TOOLS)
    except (TypeError, ValueError):
        raise DugoutError(f"{player.name}: five_tool ratings must be integers 2-8") from None
    raise DugoutError(f"{player.name}: five_tool needs {', '.join(T.HITTER_TOOLS)} or "
                      f"{', '.join(T.PITCHER_TOOLS[:4])}")


def _positions(player: Player, native: dict[str, Any]) -> int:
    names = {k for k, g in player.games_at.items() if g > 0 and k not in ("DH", "PH", "PR")}
    names |= set(player.fielding)
    for key in ("pos", "positions"):
        v = native.get(key)
        if isinstance(v, str):
            names.add(v.upper())
        elif isinstance(v, (list, tuple)):
            names |= {str(x).upper() for x in v}
    mask = position_mask(sorted(names))
    if mask == 0 and player.primary_position in POSITIONS:
        mask = position_mask([player.primary_position])
    return mask


def _parse_traits(player: Player, raw: Any) -> list[str]:
    if isinstance(raw, str):
        raw = raw.replace(",", " ").split()
    try:
        return list(T.trait_names(T.trait_bits(list(raw))))
    except (TypeError, ValueError) as e:
        raise DugoutError(f"{player.name}: deadball traits: {e}") from None


def _parse_die(player: Player, raw: Any) -> int:
    try:
        return T.parse_die(str(raw))
    except ValueError as e:
        raise DugoutError(f"{player.name}: deadball pitch die: {e}") from None


def _int(player: Player, name: str, raw: Any) -> int:
    try:
        return int(raw)
    except (TypeError, ValueError):
        raise DugoutError(f"{player.name}: deadball {name} must be an integer, got {raw!r}") from None


def _batting(player: Player, ctx: LeagueSeason | None, is_p: bool,
             walk_rate: bool = False, literal: bool = False) -> tuple[int, int, float | None, float | None]:
    """BT, WT, and the real BA and OBP they came from (``walk_rate``: WT = BT + walks and HBP per 100 PA;
    ``literal``: a small sample as it stands, option ``small-samples=book``)."""
    b = player.batting
    lg_ba = ctx.batting.avg if ctx is not None and ctx.batting.ab else 0.255
    lg_obp = ctx.batting.obp if ctx is not None and ctx.batting.ab else 0.320
    ba_prior, obp_prior = (PITCHER_BA, PITCHER_OBP) if is_p else (lg_ba, lg_obp)
    min_ab, min_pa = (0, 0) if literal else (MIN_AB, MIN_OBP_PA)
    if b is not None and b.ab > 0:
        bt = target(_shrunk(b.h, b.ab, ba_prior, min_ab))
        # an SF count imputed for a season that did not record it would only blur the real OBP
        den = b.ab + b.bb + b.hbp + (0 if "sf" in b.imputed else b.sf)
        wt = target(_shrunk(b.h + b.bb + b.hbp, den, obp_prior, min_pa))
        if walk_rate:
            prior = max(0.0, obp_prior - ba_prior)
            wt = bt + int(round_half_up(100 * _shrunk(b.bb + b.hbp, b.pa, prior, min_pa)))
        return bt, max(wt, bt), b.avg, b.obp
    est = player.estimates.batting if player.estimates is not None else None
    if est is not None:
        bt = target(est.avg)
        return bt, max(bt, target(est.obp)), est.avg, est.obp
    bt = target(ba_prior)
    return bt, max(bt, target(obp_prior)), None, None


def calibrated_anchor(ctx: LeagueSeason | None) -> float:
    """House rule ``calibrated``: the ERA a league-average pitcher is carried to, the run model's for a Lahman
    league-season 1901-2024 (``ratings_anchors``, ``ratings_runs``), CALIBRATED_ERA for any other league."""
    if ctx is None:
        return CALIBRATED_ERA
    stored = stored_anchor(ctx.season, ctx.league, ctx.runs, ctx.team_games)
    return CALIBRATED_ERA if stored is None else stored


def _pitching(player: Player, ctx: LeagueSeason | None, is_p: bool, scaled: bool = False, literal: bool = False,
              anchor: float = CALIBRATED_ERA) -> tuple[int, float | None]:
    """Pitch Die (ladder index) and the ERA it came from (``scaled``: the ERA is first put in proportion to the
    league's, a league-average ERA read as ``anchor``, see CALIBRATED_ERA; ``literal``: the ERA of however few
    innings, option ``small-samples=book``)."""
    p = player.pitching
    lg_era = ctx.era if ctx is not None and ctx.era > 0 else 4.00
    if p is not None and p.ipouts > 0 and (is_p or p.ipouts >= OWN_INNINGS_IPOUTS):
        era = 27 * _shrunk(p.er, p.ipouts, lg_era / 27, 0 if literal else MIN_IPOUTS)
        if scaled:
            era *= anchor / lg_era
        return T.die_from_era(era), p.era
    if player.estimates is not None and player.estimates.era is not None and is_p:
        return T.die_from_era(player.estimates.era), player.estimates.era
    if is_p:
        return T.die_from_era(lg_era), None
    return T.MD20, None


def pitching_die(player: Player, ctx: LeagueSeason | None, is_p: bool, anchor: float) -> int:
    """The Pitch Die a real pitcher's statistics give under ``calibrated`` with the league-average pitcher carried to
    ``anchor`` (the run model's trial anchors, ``ratings_anchors_build``)."""
    return _pitching(player, ctx, is_p, True, False, anchor)[0]


def draft(player: Player, team: Team, opts: DeadballOptions) -> Draft:
    """Every rating of one player before the team guideline."""
    ctx = team.context
    native = dict(player.native.get(GAME, {}))
    over = dict(player.overrides.get(GAME, {}))
    unknown = sorted(set(over) - OVERRIDES)
    if unknown:
        raise DugoutError(f"{player.name}: unknown {GAME} override(s): {', '.join(unknown)} (known: "
                          f"{', '.join(sorted(OVERRIDES))})")
    is_p = player.is_pitcher or native.get("pos") == "P"
    bats = _hand(over.get("bats", native.get("hand", player.bats)))
    throws = _hand(over.get("throws", native.get("hand", player.throws) if is_p else player.throws))
    ft_bat, ft_pit = _five_tool(player)
    source = "stats"
    # batting
    literal = opts.small_samples == "book"
    bt, wt, avg, obp = _batting(player, ctx, is_p, opts.walks == "rate" or opts.calibrated, literal)
    if player.batting is None or player.batting.ab <= 0:
        source = "estimates" if player.estimates is not None else "default"
    if "bt" in native:
        bt = _int(player, "bt", native["bt"])
        wt = _int(player, "wt", native["wt"]) if "wt" in native else bt + walk_target_roll(player.id)
        source = "native"
        avg = obp = None  # printed ratings: no statistics behind them
    # pitching
    anchor = calibrated_anchor(ctx) if opts.calibrated else CALIBRATED_ERA
    pd, era = _pitching(player, ctx, is_p, opts.era == "league" or opts.calibrated, literal, anchor)
    if native.get("pitch_die"):
        printed = native.get("pitch_die_printed")
        use = printed if opts.pitch_die == "printed" and printed else native["pitch_die"]
        pd = _parse_die(player, use)
        era = native.get("era")
    # traits
    earned: dict[str, float] = {}
    if "traits" in native:
        names = _parse_traits(player, list(native.get("traits", [])) + list(native.get("traits_inferred", [])))
    else:
        names = []
        thr = TR.thresholds(opts.traits, ctx)
        hp = TR.hitter_profile(player, ctx, opts.traits)
        if is_p:
            pp = TR.pitcher_profile(player, ctx)
            if pp is not None:
                earned.update({e.trait: e.strength for e in TR.pitcher_traits(pp, thr)})
        if hp is not None and (not is_p or bt >= CAPABLE_HITTER_BT):
            earned.update({e.trait: e.strength for e in TR.hitter_traits(hp, thr)})
        names = list(earned)
        if (opts.power == "fit" or opts.calibrated) and player.batting is not None and player.batting.pa > 0 and \
                (not is_p or bt >= CAPABLE_HITTER_BT):
            fitted = TR.fitted_power(player.batting, ctx)
            names = [n for n in names if n not in TR.POWER_TRAITS] + ([fitted] if fitted else [])
            earned = {k: v for k, v in earned.items() if k not in TR.POWER_TRAITS}
    if opts.five_tool_walks and ft_bat is not None and not is_p:
        wt = bt + ft_bat[T.EYE]  # the house rule: the Eye tool is the walk window
    # overrides win
    if "bt" in over:
        bt = _int(player, "bt", over["bt"])
    if "wt" in over:
        wt = _int(player, "wt", over["wt"])
    if "pd" in over or "pitch_die" in over:
        pd = _parse_die(player, over.get("pd", over.get("pitch_die")))
    if "traits" in over:
        names = _parse_traits(player, over["traits"])
        earned = {}
    if over:
        source += "+override"
    if bt < 0 or bt > 99 or wt < bt:
        raise DugoutError(f"{player.name}: deadball BT must be 0-99 and WT at least BT (got BT {bt}, WT {wt})")
    return Draft(player=player, bt=bt, wt=wt, bats=bats, throws=throws, pd=pd, positions=_positions(player, native),
                 is_pitcher=is_p, traits=names, earned=earned, ft_bat=ft_bat, ft_pit=ft_pit,
                 steal_rate=TN.steal_rate(player), sac_per_pa=TN.sac_per_pa(player, is_p),
                 ibb_per_pa=TN.ibb_per_pa(player, ctx, is_p), ibb_factor=TN.ibb_factor(player, ctx), avg=avg,
                 obp=obp, era=era, source=source)


def with_default_traits(bits: int, bt: int, is_pitcher: bool) -> int:
    """Trait bits with the default P- of a pitcher who is not a capable hitter (BT under 20) and has no power
    trait of his own.

    >>> with_default_traits(0, 12, True) == T.M1, with_default_traits(T.P1, 12, True) == T.P1
    (True, True)
    """
    if is_pitcher and bt < CAPABLE_HITTER_BT and not bits & (T.P1 | T.P2 | T.M1 | T.M2):
        return bits | T.M1
    return bits


def finish(d: Draft) -> DBCard:
    """The card of a draft; pitchers who are not capable hitters carry the default P-."""
    bits = with_default_traits(T.trait_bits(d.traits), d.bt, d.is_pitcher)
    return DBCard(bt=d.bt, wt=d.wt, bats=d.bats, throws=d.throws, pd=d.pd, traits=bits, pmod=T.power_mod(bits),
                  positions=d.positions, is_pitcher=d.is_pitcher, ft_bat=d.ft_bat, ft_pit=d.ft_pit,
                  steal_rate=d.steal_rate, sac_rate=TN.sac_rate(d.sac_per_pa, bits),
                  ibb_rate=TN.ibb_rate(d.ibb_per_pa, bits, d.is_pitcher), ibb_factor=d.ibb_factor, avg=d.avg,
                  obp=d.obp, era=d.era, source=d.source)


def rate(player: Player, team: Team, opts: DeadballOptions) -> DBCard:
    """One player's card (no team guideline)."""
    return finish(draft(player, team, opts))


#: Trait groups the team guideline limits ("one or two" per team, p.11 and p.38); the stronger trait of a
#: group ranks first.
TEAM_GROUPS: tuple[tuple[str, ...], ...] = (("P++", "P+"), ("C+",), ("S+",), ("D+",), ("K+",), ("GB+",), ("CN+",),
                                            ("ST+",))
"""Bonus traits only: the book hands out negative traits to every player who deserves one."""


def rate_team(team: Team, opts: DeadballOptions) -> dict[str, DBCard]:
    """Cards for a team; stat-earned bonus traits are limited to ``trait-cap`` players per group, strongest
    first (0 = no limit); negative traits are never capped."""
    drafts = [draft(p, team, opts) for p in team.players]
    cap = opts.trait_cap
    if cap > 0:
        for group in TEAM_GROUPS:
            holders = sorted(((-group.index(t), d.earned[t], -i, t) for i, d in enumerate(drafts) for t in group
                              if t in d.earned), reverse=True)
            for _, _, i, t in holders[cap:]:
                i = -i
                drafts[i].traits.remove(t)
                del drafts[i].earned[t]
    return {d.player.id: finish(d) for d in drafts}


# --- the card as the ratings command and the managers see it ---------------------------------------------------
RATING_COLUMNS: tuple[str, ...] = ("bt", "wt", "bats", "pd", "traits", "avg", "obp", "era")
"""Columns of the ratings table, in display order."""


def rating_fields(card: DBCard) -> dict[str, Any]:
    """The card as a flat dict for ``dugout ratings --json``."""
    return {"bt": card.bt, "wt": card.wt, "bats": card.bats, "throws": card.throws, "pd": card.pd_label,
            "traits": " ".join(card.trait_list), "pitcher": card.is_pitcher,
            "avg": None if card.avg is None else round(card.avg, 3),
            "obp": None if card.obp is None else round(card.obp, 3),
            "era": None if card.era is None else round(card.era, 2),
            "five_tool": list(card.ft_bat or card.ft_pit or ()), "source": card.source}


#: The stats each rating column reads that a season may not have recorded (``Ruleset.rating_inputs``:
#: ``engine.estimates`` marks a rating resting on one).
RATING_INPUTS: dict[str, tuple[str, ...]] = {
    # an estimated SF is left out of OBP
    "wt": ("b.hbp",), "obp": ("b.hbp",), "bats": ("pl.bats",),
    "traits": ("b.so", "b.sb", "b.cs", "f.sb", "f.cs", "f.inn_outs"),
}
