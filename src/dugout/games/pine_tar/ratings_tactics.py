"""What the AI manager reads off a card about a batter's tactics: how often he sacrifices and how often he is walked
intentionally, per chance the engine gives him (not printed; the rules never read them).

A batter's real sacrifice hits and intentional walks per plate appearance are turned into rates per *chance*: the
plate appearances in which the call can be made. Their shares of all plate appearances come from the base-state
fit of the league (``base_state_shares``), as measured on 30 simulated league-seasons 1876-2021 (stop 44):

* sacrifice chances (a runner on 1st or 2nd, 3rd open, fewer than two outs) are ``SAC_PER_OPP`` of the double-play
  chances ``f_opp``;
* intentional-walk spots (first base open, a runner on 2nd or 3rd) are ``IBB_SPOTS`` of ``f_risp · (1 − f1_risp)``.

A sacrifice is scored only when it works, so the attempts are the sacrifices divided by the share of attempts that
score one (``bunt_success``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dugout.games.pine_tar import tables as T

if TYPE_CHECKING:
    from dugout.games.pine_tar.ratings_league import PTLeague
    from dugout.model.player import Player

SAC_PER_OPP = 1.05
IBB_SPOTS = 0.91
#: Phantom plate appearances at the league's rate added to a batter's sacrifices and intentional walks (pitchers
#: take no intentional-walk prior: hardly anyone walks a pitcher on purpose).
SH_SHRINK_PA, IBB_SHRINK_PA = 10, 50


def bunt_success(shc: int) -> float:
    """Share of sacrifice attempts at this SHC scored as a sacrifice hit: a roll under the SHC that is not doubled
    (a doubled roll is a bunt single), or the roll equal to it (ROE-3, scored a sacrifice and an error).

    >>> round(bunt_success(70), 2), round(bunt_success(89), 2)
    (0.64, 0.81)
    """
    if shc <= 0:
        return 0.0
    doubles = sum(1 for r in range(shc) if T.IS_DOUBLED[r])
    return (shc - doubles + 1) / 100


def tactics(player: Player, lg: PTLeague, shc: int) -> tuple[float, float]:
    """``sh_chance`` and ``ibb_chance`` of a card; imputed counts (seasons that did not record SH or IBB) are taken
    as the source imputed them."""
    b = player.batting
    pa: float
    sh: float
    ibb: float
    if b is not None and b.pa > 0:
        pa, sh, ibb = b.pa, b.sh, min(b.ibb, b.bb)
    elif player.estimates is not None and player.estimates.batting is not None:
        e = player.estimates.batting
        pa, sh, ibb = 400, e.sh * 400, e.ibb * 400
    else:
        return 0.0, 0.0
    sh_prior = lg.sh_rate if lg.sh_rate is not None else sh / pa
    sh_pa = (sh + SH_SHRINK_PA * sh_prior) / (pa + SH_SHRINK_PA)
    ibb_prior = 0.0 if player.is_pitcher else lg.ibb
    ibb_pa = (ibb + IBB_SHRINK_PA * ibb_prior) / (pa + IBB_SHRINK_PA)
    success = bunt_success(shc)
    sac_spots = SAC_PER_OPP * lg.f_opp
    ibb_spots = IBB_SPOTS * lg.f_risp * (1 - lg.f1_risp)
    return (sh_pa / (sac_spots * success) if shc > 0 and success > 0 else 0.0,
            ibb_pa / ibb_spots if ibb_spots > 0 else 0.0)
