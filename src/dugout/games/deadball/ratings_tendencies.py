"""The manager's tendencies on a card, from the player's real season: how often he tries to steal, how often his
manager has him sacrifice, how often he is walked intentionally, and (for a pitcher) how readily his manager
walked batters intentionally while he pitched.

Each real rate is per plate appearance (or per time on first); the AI manager decides per situation, so each is
divided by the share of plate appearances that bring the situation in a Deadball game. Those shares are facts of
the game's structure, measured over replays of five league-seasons of different eras (1908 NL, 1927 AL, 1968 AL,
1985 AL, 2016 NL) and nearly the same in each; no season is calibrated to.
"""

from __future__ import annotations

from dugout.games.deadball import tables as T
from dugout.model.league import LeagueSeason
from dugout.model.player import Player

ON_FIRST_PAS = 1.08
"""Plate appearances a runner spends on first with second open per time he reaches first (1.07-1.12 measured):
converts attempts per time on first to attempts per plate appearance."""
STEAL_CAP = 0.5
SAC_SITUATIONS = 0.13
"""Share of plate appearances with a runner on first or second, third open, fewer than two outs and the score
within three runs, where the default manager considers a sacrifice (measured .124-.144)."""
SAC_CAP = 1.0
SAC_SUCCESS_PLAIN, SAC_SUCCESS_CP, SAC_SUCCESS_CM = 0.75, 1.0, 0.5
"""Share of sacrifice attempts that are scored sacrifices: d4 1-3, a Contact Hitter always, a Free Swinger 1-2."""
PITCHER_SAC = 1.0
"""A pitcher with no batting record bunts in every sacrifice situation (the book's own teams)."""
IBB_SITUATIONS = 0.064
"""Share of plate appearances with first base open, a runner on second or third, one or two out, the score within
three runs and a weaker batter on deck, where the default manager considers an intentional walk (measured
.057-.072)."""
IBB_PRIOR_PA = 100
"""A batter's intentional walks per PA are shrunk toward the league's over this many plate appearances."""
IBB_PRIOR_BF = 300
"""A pitcher's intentional walks per batter faced are shrunk toward the league's over this many batters."""
IBB_CAP = 0.9
DEFAULT_IBB_PA = 0.0064
"""Intentional walks per plate appearance where no season says (the majors' rate of 1985 and 2016 alike)."""
#: Intentional walks per PA of a player without statistics, by power trait (sluggers draw them).
DEFAULT_IBB_POWER: dict[int, float] = {T.P2: 3.0, T.P1: 2.0, T.M1: 0.5, T.M2: 0.25}


def steal_rate(player: Player) -> float:
    """Steal attempts per plate appearance on first with second open: (SB + CS) per time on first."""
    b = player.batting
    if b is not None and b.pa > 0:
        on_first = b.singles + b.bb + b.hbp
        if on_first > 0:
            return min(STEAL_CAP, (b.sb + b.cs) / on_first / ON_FIRST_PAS)
        return 0.0
    if player.estimates is not None:
        return min(STEAL_CAP, player.estimates.sb_attempts / ON_FIRST_PAS)
    return 0.03


def sac_per_pa(player: Player, is_pitcher: bool) -> float | None:
    """Sacrifice hits per plate appearance, or None for a pitcher with no batting record (he always bunts)."""
    b = player.batting
    if b is not None and b.pa > 0:
        return b.sh / b.pa
    if player.estimates is not None and player.estimates.batting is not None:
        return player.estimates.batting.sh
    return None if is_pitcher else 0.0


def sac_rate(per_pa: float | None, traits: int) -> float:
    """The chance the manager has him bunt in a sacrifice situation: his sacrifices per PA over the share of PAs
    that are such situations and the share of his bunts that are scored sacrifices (his C+ or C-)."""
    if per_pa is None:
        return PITCHER_SAC
    success = SAC_SUCCESS_CP if traits & T.CP else SAC_SUCCESS_CM if traits & T.CM else SAC_SUCCESS_PLAIN
    return min(SAC_CAP, per_pa / (SAC_SITUATIONS * success))


def _league_ibb_pa(ctx: LeagueSeason | None) -> float:
    if ctx is not None and ctx.batting.pa > 0 and ctx.batting.ibb > 0:
        return ctx.batting.ibb / ctx.batting.pa
    return DEFAULT_IBB_PA


def ibb_per_pa(player: Player, ctx: LeagueSeason | None, is_pitcher: bool) -> float | None:
    """Intentional walks per plate appearance, shrunk toward the league's (a pitcher's toward none); None
    without statistics (the card's power traits decide, ``ibb_rate``)."""
    b = player.batting
    lg = 0.0 if is_pitcher else _league_ibb_pa(ctx)
    if b is not None and b.pa > 0:
        return (b.ibb + lg * IBB_PRIOR_PA) / (b.pa + IBB_PRIOR_PA)
    if player.estimates is not None and player.estimates.batting is not None:
        return player.estimates.batting.ibb
    return None


def ibb_rate(per_pa: float | None, traits: int, is_pitcher: bool) -> float:
    """The chance he is walked intentionally in a situation that invites it (from an average pitcher's manager)."""
    if per_pa is None:
        if is_pitcher:
            return 0.0
        per_pa = DEFAULT_IBB_PA
        for bit, k in DEFAULT_IBB_POWER.items():
            if traits & bit:
                per_pa *= k
                break
    return min(IBB_CAP, per_pa / IBB_SITUATIONS)


def ibb_factor(player: Player, ctx: LeagueSeason | None) -> float:
    """A pitcher's intentional walks per batter faced against the league's, shrunk toward 1."""
    p = player.pitching
    if p is None or ctx is None or ctx.pitching.ibb <= 0 or ctx.pitching.bfp <= 0:
        return 1.0
    lg = ctx.pitching.ibb / ctx.pitching.bfp
    bf = p.batters_faced
    return (p.ibb + lg * IBB_PRIOR_BF) / (lg * (bf + IBB_PRIOR_BF))
