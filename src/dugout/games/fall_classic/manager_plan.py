"""What the AI manager knows of a team before the first pitch: per player, how often to send him, bunt with him
or walk him, from the real season's SB, CS, SH and IBB, worked out once per team (``plan``) and read by
``FCManager`` at each decision point.

Each figure turns a real count into a chance per opportunity, the opportunity being what the game offers: the
auto-steal fires when a runner reaches 1st with 2nd open and the original d20 is within his jump rating, so a
runner is sent on that chance as often as his real attempts call for; a sacrifice is a chance per plate
appearance in a bunting situation, divided by the chance the book's bunt is a sacrifice; an intentional walk a
chance per plate appearance with 1st open and a runner in scoring position. The shares of plate appearances
that are such situations were measured on replays of 1908 NL, 1959 NL, 1985 AL and 2016 NL (they move little
from era to era); nothing is fitted to one season.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from dugout.engine.roster import season_games
from dugout.games.fall_classic import tables as T
from dugout.games.fall_classic.card import FCCard
from dugout.games.fall_classic.card_codes import BASE_MASK, BB, HBP, PLUS, SNG
from dugout.games.fall_classic.ratings_algebra import OHR
from dugout.games.fall_classic.ratings_league import LHP_SHARE, from_team, of_assists
from dugout.games.fall_classic.ratings_skills import bunt_success

if TYPE_CHECKING:
    from dugout.engine.roster import GameTeam
    from dugout.model.player import Player
    from dugout.model.team import Team

OPEN_AUTO = 0.53
"""Auto-steal chances (the batter on 1st with 2nd and 3rd open, fewer than three out) per time he reaches 1st on
a single, walk or HBP (replays of four league-seasons: 0.51-0.55). The jump rating is made with 0.6, the share
with 2nd open; the auto-steal also waits with a runner on 3rd."""
SENT_SHARE = 0.9
"""Share of auto-steal chances in which the game's state lets the AI run at all (no steals in a blowout, nor
late with the lead)."""
THIRD_SHARE = 0.10
"""Steals of 3rd among the attempts of a runner allowed to steal it (SBA 20 / jump 5): about one in ten in the
major leagues' play-by-play (PROPOSED)."""
BUNT_SIT0, BUNT_SIT1 = 0.068, 0.093
"""Plate appearances with a runner on 1st or 2nd, 3rd open and the score within three runs, with none out and
with one out (replays: 0.064-0.071 and 0.091-0.097, pitchers alike)."""
BUNT_TEAM_MAX = 1.5
"""A team's sacrifices are laid down by its bunters (sh 4 or better, pitchers included): their rates are scaled
up so the team's total holds, at most by this much (poor bunters' sacrifices are theirs to make up)."""
SLUGGER = 1.5
"""A batter whose isolated power is this many times his league's never sacrifices (his record's sacrifices are
then sacrifice flies, which 1908-1930 counted with them, or a rare bunt not worth an out)."""
SF_IN_SH = frozenset(range(1908, 1931)) | {1939}
"""Seasons whose sacrifice hits include sacrifice flies (scored as sacrifices 1908-30 and 1939, not recorded
apart until 1954): a batter's bunts are his sacrifices less his (estimated) sacrifice flies."""
PITCHER_SH_PRIOR = 25.0
"""Plate appearances of his team's pitchers' sacrifice rate added to a pitcher's own."""
IBB_SIT = 0.105
"""Plate appearances with 1st open, a runner on 2nd or 3rd and the score within four runs, where home runs are
common (replays: 0.103-0.111 from 1959 on)."""
IBB_SIT_HR = (0.137, 1.39)
"""… and where they are rare, a + b x the league's home runs per PA, at least ``IBB_SIT``: home runs clear the
bases, so the dead-ball leagues have more of these situations (one replay each of 1901 AL, 1908 AL and NL, 1911
NL, 1921 AL, 1931 NL, 1941 AL, 1959 NL, 1968 AL, 1985 AL, 2001 AL and 2016 NL: 0.121-0.136 before 1932, 0.117 in
1941 AL, 0.097-0.104 from 1959; the fit misses by 0.006 root mean square). Counting them as 0.105 made the AI walk
1.4 times the dead-ball leagues' (estimated) intentional walks, 1908 NL's walks 3.5% too many."""
IBB_TEAM = (0.5, 2.0)
"""Bounds of a team's intentional walks issued per batter faced against its league's."""
HNR_RATE = 0.08
"""Hit-and-runs per plate appearance in a hit-and-run situation for a team that runs as much as its league
(PROPOSED: no season records them); a team that tries more steals calls more, within ``HNR_TEAM``."""
HNR_TEAM = (0.5, 2.0)
JUMP_OK = 0.6
"""A called steal of 2nd (auto-steal off): the share of calls that become an attempt (the white die's pickoff
throw and the jump chart stop the rest)."""
OPEN_PA = 0.9
"""Plate appearances a runner spends on 1st with 2nd open per time he reaches 1st (auto-steal off)."""
#: Run with risk: a runner goes while the throw gets him at most this often (fewer than two out) ...
RISK_BASE = 0.34
#: ... in a league whose outfielders threw out up to ``RISK_ASSISTS`` runners a team-game; above it the threshold
#: rises by ``RISK_SLOPE`` a throw-out, up to ``RISK_MAX``.
RISK_ASSISTS = 0.25
RISK_SLOPE = 2.8
RISK_MAX = 0.75


@dataclass(slots=True)
class TeamPlan:
    """One team's figures, by the player's local index."""

    send: list[float]
    """Chance of sending a runner when the auto-steal fires."""
    call: list[float]
    """Chance per plate appearance of calling his steal of 2nd (auto-steal off)."""
    third: list[float]
    """Chance of going on to 3rd after a steal of 2nd (runners allowed to steal 3rd)."""
    bunt0: list[float]
    """Chance of a sacrifice in a bunting situation with none out."""
    bunt1: list[float]
    """… and with one out (only the heaviest bunters)."""
    walked: list[float]
    """Chance per situation that a league-average defense walks him intentionally."""
    issue: float
    """The team's intentional walks issued against its league's (1 = the league's)."""
    hnr: float
    """Chance per hit-and-run situation of calling it."""
    risk: float = RISK_BASE
    """The throw's chance of getting him up to which a runner goes for the extra base (``risk_threshold``)."""


_PLANS: dict[tuple[int, str, bool], tuple[GameTeam, TeamPlan]] = {}


def plan(gt: GameTeam, auto_steal: str, ibb: bool) -> TeamPlan:
    """The team's plan under the auto-steal method and the intentional-walk option (cached per team)."""
    key = (id(gt), auto_steal, ibb)
    hit = _PLANS.get(key)
    if hit is not None and hit[0] is gt:
        return hit[1]
    if len(_PLANS) > 256:
        _PLANS.clear()
    made = _make(gt, auto_steal, ibb)
    _PLANS[key] = (gt, made)
    return made


def fires(card: FCCard, auto_steal: str, anchor: tuple[tuple[int, ...], ...]) -> float:
    """Chance the auto-steal fires when he reaches 1st on a single, walk or HBP read off his card or the
    league's anchor pitchers (grades weighted 6:8:6, left-handers 28%): the original d20 within his jump, or a
    '+' result. Hits and walks sit at the low end of split cells, so it is not simply jump / 20."""
    reach = got = 0.0
    j = max(0, min(20, card.jump))
    plus = auto_steal == "plus"
    cum = _anchor_reach(anchor)
    for hand, wh in ((0, LHP_SHARE), (1, 1.0 - LHP_SHARE)):
        own = card.flat[hand]
        for li in range(36):
            lo = li * 20
            if not own[lo]:
                row = cum[li]  # a blank line reads the pitcher's card: no '+' there
                reach += wh * row[20]
                if not plus:
                    got += wh * row[j]
                continue
            for d in range(20):
                c = own[lo + d]
                b = c & BASE_MASK
                if b == SNG or b == BB or b == HBP:
                    reach += wh
                    if (c & PLUS) if plus else d < j:
                        got += wh
    return got / reach if reach > 0 else j / 20


_REACH: dict[int, tuple[tuple[tuple[int, ...], ...], list[list[float]]]] = {}


def _anchor_reach(anchor: tuple[tuple[int, ...], ...]) -> list[list[float]]:
    """Per line, the grade-weighted share of the anchor pitchers' singles, walks and HBP read at a d20 below
    each value (index 0-20), worked out once per league."""
    hit = _REACH.get(id(anchor))
    if hit is not None and hit[0] is anchor:
        return hit[1]
    out = []
    for li in range(36):
        lo = li * 20
        row = [0.0] * 21
        for d in range(20):
            w = 0.0
            for gw, flat in zip(T.GRADE_WEIGHTS, anchor):
                b = flat[lo + d] & BASE_MASK
                if b == SNG or b == BB or b == HBP:
                    w += gw
            row[d + 1] = row[d] + w
        out.append(row)
    _REACH[id(anchor)] = (anchor, out)
    return out


def team_bunting(team: Team, sh: list[int], pitcher: list[bool]) -> list[float]:
    """The sacrifices a PA the AI aims at for each player (0 for a man it never asks to bunt) (``sh`` each one's sacrifice rating, ``pitcher`` whether he pitches):
    its bunters (sh 4 or more, not a slugger, or a pitcher) take the team's sacrifices, up to ``BUNT_TEAM_MAX``
    times their own; a pitcher's rate is shrunk toward the team's pitchers'. The AI's plan (``plan``) calls bunts
    to reach these, and a card (``ratings.card_rates_batting``) leaves out the failed attempts they bring."""
    players = team.players
    n = len(players)
    lg = from_team(team)
    lg_b = lg.batting
    lg_iso = (lg_b.b2 + 2 * lg_b.b3 + 3 * lg_b.hr) / lg_b.ab if lg_b is not None and lg_b.ab > 0 else 0.14
    # the team's sacrifices, and those of its bunters
    sh_all = sh_bunters = 0.0
    p_sh = p_pa = 0.0
    bunter = [False] * n
    flies = team.season in SF_IN_SH
    bunts = [0.0] * n
    for i, p in enumerate(players):
        b = p.batting
        if b is None:
            continue
        bunts[i] = max(0.0, b.sh - b.sf) if flies and "sf" in b.imputed else float(b.sh)
        sh_all += bunts[i]
        iso = (b.b2 + 2 * b.b3 + 3 * b.hr) / b.ab if b.ab > 0 else 0.0
        bunter[i] = sh[i] >= 4 and (pitcher[i] or iso < SLUGGER * lg_iso)
        if bunter[i]:
            sh_bunters += bunts[i]
        if pitcher[i]:
            p_sh += bunts[i]
            p_pa += b.pa
    scale = min(BUNT_TEAM_MAX, sh_all / sh_bunters) if sh_bunters > 0 else 1.0
    p_rate = p_sh / p_pa if p_pa > 0 else 0.0
    rates = [0.0] * n
    for i, p in enumerate(players):
        b = p.batting
        if b is None or b.pa <= 0 or not bunter[i]:
            continue
        rate = (bunts[i] + PITCHER_SH_PRIOR * p_rate) / (b.pa + PITCHER_SH_PRIOR) if pitcher[i] else bunts[i] / b.pa
        rates[i] = rate * scale
    return rates


def _make(gt: GameTeam, auto_steal: str, ibb: bool) -> TeamPlan:
    team = gt.team
    players = team.players
    cards: list[FCCard] = gt.cards
    lg = from_team(team)
    anchor = lg.anchor_flats
    n = len(players)
    send, call, third = [0.0] * n, [0.0] * n, [0.0] * n
    bunt0, bunt1, walked = [0.0] * n, [0.0] * n, [0.0] * n
    lg_b = lg.batting
    bunting = team_bunting(team, [c.sh for c in cards], [c.is_pitcher for c in cards])
    sit = ibb_situations(lg_b.hr / lg_b.pa if lg_b is not None and lg_b.pa > 0 else lg.rates[OHR])
    for i, (p, c) in enumerate(zip(players, cards)):
        _steals(i, p, c, auto_steal, ibb, anchor, send, call, third)
        b = p.batting
        if b is None or b.pa <= 0:
            continue
        rate = bunting[i]
        if rate > 0:
            raw = rate / (BUNT_SIT0 * bunt_success(c.sh))
            bunt0[i] = min(1.0, raw)
            bunt1[i] = min(1.0, max(0.0, raw - 1.0) * BUNT_SIT0 / BUNT_SIT1)
        if ibb:
            walked[i] = min(1.0, b.ibb / b.pa / sit)
    return TeamPlan(send=send, call=call, third=third, bunt0=bunt0, bunt1=bunt1, walked=walked,
                    issue=_issue(gt), hnr=HNR_RATE * _running(gt), risk=risk_threshold(of_assists(lg.fielding)))


def risk_threshold(of_assists: float) -> float:
    """The throw's chance up to which the AI sends a runner for the extra base, from the league's outfield
    assists a team-game: the dead-ball leagues' outfielders threw out 0.38-0.49 runners a game (1901-1921), the
    modern ones 0.12-0.25, and a replay's AI that ran as carefully in every era threw out 0.20 in 1901 AL.

    >>> risk_threshold(0.17), round(risk_threshold(0.39), 3), risk_threshold(0.6)
    (0.34, 0.732, 0.75)
    """
    return min(RISK_MAX, max(RISK_BASE, RISK_BASE + RISK_SLOPE * (of_assists - RISK_ASSISTS)))


def _steals(i: int, p: Player, c: FCCard, auto_steal: str, ibb: bool, anchor: tuple[tuple[int, ...], ...],
            send: list[float], call: list[float], third: list[float]) -> None:
    """The chances of sending one runner (auto-steal, called steal of 2nd, on to 3rd)."""
    att = float(c.sba)
    if att <= 0 or c.jump <= 0:
        return
    b = p.batting
    if b is not None and b.pa > 0:
        on_first = float(b.singles + b.bb + b.hbp - (b.ibb if ibb else 0))
    else:
        on_first = 120.0  # an invented player (ratings: the same guess)
    on_first = max(1.0, on_first)
    share2 = 1.0 - THIRD_SHARE if c.sba >= T.STEAL_3RD_SBA and c.jump >= T.STEAL_3RD_JUMP else 1.0
    want = share2 * att
    if auto_steal != "off":
        f = fires(c, auto_steal, anchor)
        send[i] = min(1.0, want / (OPEN_AUTO * SENT_SHARE * on_first * f)) if f > 0 else 1.0
    call[i] = min(1.0, want / (OPEN_PA * JUMP_OK * on_first))
    if share2 < 1.0:
        success = max(0.05, min(1.0, c.sbs / 20))
        third[i] = min(1.0, THIRD_SHARE / (share2 * success))


def ibb_situations(hr_rate: float) -> float:
    """Intentional-walk situations per plate appearance in a league with these home runs per PA.

    >>> round(ibb_situations(0.003), 3), ibb_situations(0.025)
    (0.133, 0.105)
    """
    a, b = IBB_SIT_HR
    return max(IBB_SIT, a - b * hr_rate)


def _issue(gt: GameTeam) -> float:
    """The team's intentional walks per batter faced against its league's pitchers' (the two records disagree
    where they are estimated: before 1955 each is a share of that record's walks)."""
    ctx = gt.team.context
    if ctx is None or ctx.pitching.batters_faced <= 0 or ctx.pitching.ibb <= 0:
        return 1.0
    lg_rate = ctx.pitching.ibb / ctx.pitching.batters_faced
    ibb = bf = 0.0
    for p in gt.team.players:
        pl = p.pitching
        if pl is not None:
            ibb += pl.ibb
            bf += pl.batters_faced
    if bf <= 0:
        return 1.0
    lo, hi = IBB_TEAM
    return max(lo, min(hi, (ibb / bf) / lg_rate))


def _running(gt: GameTeam) -> float:
    """The team's steal attempts per game against its league's."""
    team = gt.team
    ctx = team.context
    games = season_games(team) or 0
    if ctx is None or not games or not ctx.team_games:
        return 1.0
    lg_att = (ctx.batting.sb + ctx.batting.cs) / ctx.team_games
    att = sum((p.batting.sb + p.batting.cs) for p in team.players if p.batting is not None) / games
    if lg_att <= 0:
        return 1.0
    lo, hi = HNR_TEAM
    return max(lo, min(hi, att / lg_att))
