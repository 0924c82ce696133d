"""Roster model → That's Baseball card: ABA and PAN (digest §1, §5.1; Decimal rounding half-up, as printed), and
the card as the ratings table sees it (``rating_fields``, ``rating_columns``; the substitution AI's
``batter_value`` is the compiled ``state.ThatsBaseballHooks``')."""

from __future__ import annotations

import math
from decimal import ROUND_HALF_UP, Decimal
from typing import TYPE_CHECKING

from dugout.engine.overrides import anything, checked, whole
from dugout.games.thats_baseball.card import TBCard
from dugout.games.thats_baseball.ratings_levels import stored_level
from dugout.model.player import Player
from dugout.model.team import Team

if TYPE_CHECKING:
    from dugout.model.league import LeagueSeason

GAME = "thats-baseball"
"""The key of this game's hand-written ratings in ``Player.overrides``."""


def aba_from(h: int, ab: int) -> int | None:
    """ABA from hits and at-bats; None without at-bats.

    >>> [aba_from(h, 1000) for h in (255, 259, 250, 254, 311, 318, 234, 330)]
    [26, 26, 25, 25, 31, 32, 24, 32]
    """
    if ab <= 0:
        return None
    avg3 = (Decimal(h) / Decimal(ab)).quantize(Decimal("0.001"), ROUND_HALF_UP)
    v = int((avg3 * 100).quantize(Decimal(1), ROUND_HALF_UP))
    return max(24, min(32, v))


def aba_from_avg(avg: float) -> int:
    """ABA from a batting average given as a number (estimates of invented players)."""
    v = int((Decimal(str(round(avg, 3))) * 100).quantize(Decimal(1), ROUND_HALF_UP))
    return max(24, min(32, v))


def pan_from_era(era: Decimal | float | None) -> int:
    """PAN from an ERA: ≤ 3.49 → -1, 3.50-4.49 → 0, ≥ 4.50 → +1 (no ERA → +1, digest gap 24).

    >>> [pan_from_era(x) for x in (3.17, 3.76, 3.74, 4.12, 3.49, 3.50, 4.49, 4.50)]
    [-1, 0, 0, 0, -1, 0, 0, 1]
    """
    if era is None:
        return 1
    e = Decimal(str(era)).quantize(Decimal("0.01"), ROUND_HALF_UP)
    if e <= Decimal("3.49"):
        return -1
    return 0 if e <= Decimal("4.49") else 1


def era_decimal(er: int, ipouts: int) -> Decimal | None:
    """ERA as 27·ER/IPouts rounded half-up to two places; None without outs."""
    if ipouts <= 0:
        return None
    return (Decimal(27 * er) / Decimal(ipouts)).quantize(Decimal("0.01"), ROUND_HALF_UP)


def career_line(player: Player) -> tuple[int, int] | None:
    """The player's career hits and at-bats (every season the Lahman database records), or None when it has no
    player of that id (an invented player, a user's CSV player)."""
    from dugout.sources import lahman  # the Lahman tables load only when a career is asked for

    return lahman.career_batting(player.id)


#: House rule ``calibrated``, for a league-season ``ratings_levels`` does not store (a user's own): the ABA a league's
#: average batter gets, T0 + T1 × ln(league runs per team game) + TDH with the designated hitter. Fitted once over
#: twelve league-seasons 1905-2015 (one every ten years, AL and NL in turn), replayed at three levels each, to the
#: level that reproduces each one's runs; never a single season's.
CAL_T0, CAL_T1, CAL_TDH = 15.47, 6.71, -0.59
#: House rule ``calibrated``: a pitcher's ERA is read as ERA × CAL_ERA / league ERA, the middle of PAN 0.
CAL_ERA = 4.00


def calibrated_level(ctx: LeagueSeason) -> float:
    """House rule ``calibrated``: the ABA of the league's average batter. A Lahman league-season's is stored
    (``ratings_levels``: the chart's run model over its own card mix, ``ratings_runs``); any other league's comes
    from its runs a game (``CAL_T0`` …).

    >>> from types import SimpleNamespace as N
    >>> round(calibrated_level(N(season=2500, league="XL", runs=4440, team_games=1000, dh=False)), 2)
    25.47
    """
    stored = stored_level(ctx.season, ctx.league, ctx.runs, ctx.team_games)
    if stored is not None:
        return stored
    rpg = ctx.runs / ctx.team_games if ctx.team_games else 4.5
    return CAL_T0 + CAL_T1 * math.log(max(rpg, 1.0)) + (CAL_TDH if ctx.dh else 0.0)


def calibrated_aba(avg: float, ctx: LeagueSeason) -> int:
    """House rule ``calibrated``: ABA = 100 × (average − league average) + the league's level, rounded half up and
    held to the book's 24..32."""
    lg = ctx.batting.h / ctx.batting.ab if ctx.batting.ab else 0.26
    return max(24, min(32, math.floor(100 * (avg - lg) + calibrated_level(ctx) + 0.5)))


def calibrated_pan(era: float, ctx: LeagueSeason) -> int:
    """House rule ``calibrated``: the PAN of the ERA read against the league's (``CAL_ERA``)."""
    lg = ctx.era
    return pan_from_era(round(era * CAL_ERA / lg, 2) if lg > 0 else era)


def rate_player(player: Player, team: Team, career: bool = False, calibrated: bool = False) -> TBCard:
    """The That's Baseball card of a player; hand-written overrides (``aba``, ``pan``) win. With ``career`` (the
    option ``aba=career``: the book allows a season's or a career's average) the ABA comes from his career line when
    the Lahman database knows him, else from his season. With ``calibrated`` (a house rule) ABA and PAN are read
    against the team's league-season (``calibrated_aba``, ``calibrated_pan``)."""
    b = player.batting
    avg: float | None = None
    aba: int | None = None
    line = career_line(player) if career else None
    if line is not None and line[1] > 0:
        aba = aba_from(*line)
        avg = line[0] / line[1]
    elif b is not None and b.ab > 0:
        aba = aba_from(b.h, b.ab)
        avg = b.h / b.ab
    elif player.estimates is not None and player.estimates.batting is not None:
        avg = player.estimates.batting.avg
        aba = aba_from_avg(avg)
    era: float | None = None
    pl = player.pitching
    if pl is not None and pl.ipouts > 0:
        e = era_decimal(pl.er, pl.ipouts)
        era = float(e) if e is not None else None
        pan = pan_from_era(e)
    elif player.estimates is not None and player.estimates.era is not None:
        era = player.estimates.era
        pan = pan_from_era(era)
    else:
        pan = 1
    ctx = team.context if calibrated else None
    if ctx is not None:
        if avg is not None and aba is not None:
            aba = calibrated_aba(avg, ctx)
        if era is not None:
            pan = calibrated_pan(era, ctx)
    is_p = player.is_pitcher
    over = checked(player, GAME, {"aba": whole, "pan": whole, "pitcher_chart": anything})
    if "aba" in over:
        aba = int(over["aba"])
    if "pan" in over:
        pan = int(over["pan"])
    pitcher_chart = bool(over.get("pitcher_chart", is_p))
    if aba is None:
        aba = 24  # digest gap 4: a non-pitcher without at-bats
    return TBCard(aba=aba, pan=pan, pitcher_chart=pitcher_chart, is_pitcher=is_p, avg=avg, era=era)


def rating_fields(card: TBCard) -> dict[str, int | float | bool | None]:
    """The card as a flat dict for ``dugout ratings --json``: PAN only for pitchers and men with an ERA."""
    return {"aba": card.aba, "pan": card.pan if card.era is not None or card.is_pitcher else None,
            "pitcher_chart": card.pitcher_chart,
            "avg": None if card.avg is None else round(card.avg, 3),
            "era": None if card.era is None else round(card.era, 2)}


RATING_COLUMNS = ("aba", "pan", "avg", "era")
"""Columns of the ratings table, in display order."""
