"""The default manager's playbook rates, computed once per team: how often the real team ran, bunted and walked
batters intentionally, turned into chances per opportunity under That's Baseball's chart.

The real team's season gives the calls per team game (SB + CS, SH, and its pitchers' IBB; the league's where the
season lacks a stat, a modern default without either) and who made them (each player's attempts per time on first,
sacrifices and intentional walks drawn per plate appearance). The book's chart gives the opportunities: a
base-out Markov chain of the team's own batters (ABA + 2d6 + PAN against its league's pitchers, stood in for by its
own staff) counts, per team game, the plate appearances that start with a runner on first and second base open, a
sacrifice situation, or first base open with a runner in scoring position. The manager's chance per opportunity is
the real count divided by the opportunities, so a replay calls as many of each per game as the real team did,
although That's Baseball puts more men on base than real baseball did.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from dugout.engine.roster import GameTeam, season_games
from dugout.games.thats_baseball import tables as T
from dugout.games.thats_baseball.card import TBCard
from dugout.model.player import Player

#: Shares of a team's steal attempts that are steals of third and of home (MLB's, roughly; Lahman does not split
#: attempts by base). The rest are steals of second (and hit-and-runs that strike out, which the box scores count).
THIRD_SHARE, HOME_SHARE = 0.10, 0.005
#: With fewer than two out and a contact hitter up (at most 8 strikeouts and pop-ups in 36: ABA + PAN of 27 or
#: more) the manager calls the hit-and-run for a runner on first this often per steal he would try with him
#: (Lahman has no hit-and-runs; the box score counts one only when the batter misses and the runner must steal).
HNR_SHARE = 0.4
HNR_MAX_KPU = 8 / 36
#: The manager bunts with nobody out at full chance, with one out at this share of it; never with a hitter of this
#: ABA or more (a slugger swings away: his sacrifices go to the others).
BUNT_ONE_OUT, SLUGGER_ABA = 0.5, 30
#: The intentional walk: weights of the opportunity by outs and by inning (early, from the 7th), each averaging
#: about 1 over a game so the real count per game holds.
IBB_OUTS = (0.3, 0.8, 1.0)
IBB_EARLY, IBB_LATE, IBB_LATE_INNING = 0.6, 1.8, 7
#: Shares of the opportunities the manager's game-state rules keep (no running or bunting in a late blowout, no
#: sacrifice trailing by three, no intentional walk in a lopsided game or before a much better hitter), measured
#: under the book's chart over replays of 1908 NL, 1985 AL and 2016 NL; the chances are raised to make up for them.
STEAL_KEPT, BUNT_KEPT, IBB_KEPT = 0.93, 0.81, 0.75
#: A runner whose base ahead is being vacated goes along this often (the double steal).
FOLLOW = 0.5
#: Rounds of the chain: the calls move the runners, so the opportunities are counted again with them.
CHAIN_ROUNDS = 3
#: Half-innings a team bats per game (a home team skips some ninths, extra innings add some).
HALVES_PER_GAME = 8.9
#: Plate appearances, and times on first, that pull a player's own rate halfway to his team's or league's.
SHRINK, SHRINK_ON_FIRST = 20.0, 10.0
#: A chance per opportunity is never more than this.
CAP = 0.9
#: Calls per team game where neither the season nor its league records them (modern averages).
DEFAULT_ATT_G, DEFAULT_SH_G, DEFAULT_IBB_G = 0.8, 0.3, 0.2

# chain outcomes: the chart's results as they move runners (a hit batsman walks, a pop-up is a strikeout)
_1B, _2B, _3B, _HR, _BB, _E, _K, _GO, _FO = range(9)
_KIND_OUTCOME = {T.K_1B: _1B, T.K_GO: _GO, T.K_PU: _K, T.K_BB: _BB, T.K_FO: _FO, T.K_K: _K, T.K_E: _E,
                 T.K_HBP: _BB, T.K_HR: _HR}


@lru_cache(maxsize=256)
def chart_outcomes(aba: int, pan: int) -> tuple[float, ...]:
    """The chance of each chain outcome (single … fly out) for ABA + 2d6 + PAN, the extra-base die split."""
    out = [0.0] * 9
    for roll in range(2, 13):
        w = (6 - abs(roll - 7)) / 36
        total = min(T.HIGH, max(T.LOW, aba + roll + pan))
        kind = T.CHART_KIND[total - T.LOW]
        if kind == T.K_XBH:
            for d in range(1, 7):
                out[(_1B, _1B, _2B, _3B, _HR)[T.XBH_D6[d]]] += w / 6
        else:
            out[_KIND_OUTCOME[kind]] += w
    return tuple(out)


def _pitcher_outcomes() -> tuple[float, ...]:
    out = [0.0] * 9
    for d in range(1, 7):
        out[_KIND_OUTCOME[T.PITCHER_AB_D6[d][0]]] += 1 / 6
    return tuple(out)


PITCHER_OUTCOMES = _pitcher_outcomes()


def strikeout_chance(aba: int, pan: int) -> float:
    """Strikeouts and pop-ups in ABA + 2d6 + PAN: what a hit-and-run risks (the runner must steal)."""
    return sum((6 - abs(roll - 7)) / 36 for roll in range(2, 13)
               if T.CHART_KIND[min(T.HIGH, max(T.LOW, aba + roll + pan)) - T.LOW] in (T.K_K, T.K_PU))


_KPU = tuple(strikeout_chance(s, 0) for s in range(T.HIGH + 1))


def kpu_of(s: int) -> float:
    """The strikeout chance of ABA + PAN = ``s`` (a table look-up)."""
    return _KPU[min(T.HIGH, max(0, s))]


#: The lowest ABA + PAN from which every higher one risks at most ``HNR_MAX_KPU`` (27): a contact hitter.
CONTACT_S = min(s for s in range(T.HIGH + 1) if all(k <= HNR_MAX_KPU for k in _KPU[s:]))


def _moves(outs: int, b: int, o: int, error_roll: bool) -> list[tuple[float, int, int]]:
    """(chance, outs, bases) after outcome ``o`` from ``outs`` and bases ``b`` (bit 1 first, 2 second, 4 third),
    as the plate appearance moves runners with the default manager's choices (no calls)."""
    if o == _1B or o == _E:
        return [(1.0, outs, ((b << 1) & 7) | 1)]
    if o == _2B:
        return [(1.0, outs, ((b << 2) & 7) | 2)]
    if o == _3B:
        return [(1.0, outs, 4)]
    if o == _HR:
        return [(1.0, outs, 0)]
    if o == _BB:
        return [(1.0, outs, b | 1 if not b & 1 else (b | 2 if not b & 2 else 7))]
    if o == _K:
        return [(1.0, outs + 1, b)]
    if o == _GO:
        if b == 7 and outs < 2:
            return [(1.0, outs + 1, 7)]  # fielder's choice at home
        res: list[tuple[float, int, int]] = []
        p = 1.0
        dp = bool(b & 1 and outs < 2)
        if error_roll:
            # the house rule's error roll, after the double-play die: the batter safe, every runner up (a force at
            # second on a 4-6 of the double-play die stands)
            p = 35 / 36
            if dp:
                res += [(1 / 72, outs, ((b << 1) & 7) | 1), (1 / 72, outs + 1, (((b & 6) << 1) & 7) | 1)]
            else:
                res.append((1 / 36, outs, ((b << 1) & 7) | 1))
        if dp:
            # double-play die: 4-6 two out (a runner on second takes an open third), 1-3 the batter out, forced on
            after_dp = 4 if b & 6 else 0
            forced = (b & 4) | 2 | (4 if b & 2 else 0)
            return res + [(p / 2, outs + 2, after_dp), (p / 2, outs + 1, forced)]
        if b & 2 and not b & 4:
            b = (b & 1) | 4
        return res + [(p, outs + 1, b)]
    # fly out: the default manager tags from third and from second (1-3 holds, 4-5 moves up, 6 out, others up)
    if outs + 1 >= 3:
        return [(1.0, 3, b)]
    res = []
    todo = [(1.0, outs + 1, b, 3)]
    while todo:
        p, n, bb, base = todo.pop()
        while base >= 2 and not (bb >> (base - 1)) & 1:
            base -= 1
        if base < 2 or (base == 2 and bb & 4):
            res.append((p, n, bb))
            continue
        bit = 1 << (base - 1)
        todo.append((p / 2, n, bb, base - 1))
        todo.append((p / 3, n, (bb & ~bit) | (bit << 1 if base < 3 else 0), base - 1))
        rest = bb & ~bit
        res.append((p / 6, n + 1, ((rest << 1) & 7) if n + 1 < 3 else rest))
    return res


@dataclass(frozen=True, slots=True)
class Tactics:
    """What a team's manager does before the pitch on average, per plate appearance that offers it: the moves the
    chain makes before the result (the hit-and-run plays as an ordinary result there)."""

    go1: float
    """A runner on first with second open steals (the hit-and-run plays as an ordinary result)."""
    go2: float
    """A runner on second with third open steals third (a runner on first goes along ``FOLLOW`` of the time)."""
    bunt: float
    """A sacrifice with nobody out (``BUNT_ONE_OUT`` of it with one out)."""
    ibb: float
    """An intentional walk with first open and a runner in scoring position (times ``IBB_OUTS``)."""


def _steal(p: float, outs: int, b: int, base: int) -> list[tuple[float, int, int]]:
    """The steal die for the runner on ``base``: half safe, half caught (a third out ends the half)."""
    bit = 1 << (base - 1)
    out = [(p / 2, outs, (b & ~bit) | (bit << 1))]
    if outs < 2:
        out.append((p / 2, outs + 1, b & ~bit))
    return out


def _pre(outs: int, b: int, t: Tactics) -> list[tuple[float, int, int, bool]]:
    """(chance, outs, bases, the result follows) of the moves before the result: an intentional walk or a
    sacrifice ends the plate appearance, steals leave it to the result."""
    res: list[tuple[float, int, int, bool]] = []
    rest = 1.0
    if t.ibb and not b & 1 and b & 6:
        p = min(1.0, t.ibb * IBB_OUTS[outs])
        res.append((p, outs, b | 1, False))
        rest -= p
    if t.bunt and outs < 2 and ((b & 1 and not b & 2) or (b & 2 and not b & 4)):
        p = rest * min(1.0, t.bunt * (1.0 if outs == 0 else BUNT_ONE_OUT))
        moved = b
        if moved & 2 and not moved & 4:
            moved = (moved & ~2) | 4
        if moved & 1 and not moved & 2:
            moved = (moved & ~1) | 2
        res += [(p * 4 / 6, outs + 1, moved, False), (p * 2 / 6, outs + 1, b, False)]
        rest -= p
    then: list[tuple[float, int, int]] = []
    if t.go2 and b & 2 and not b & 4:
        go = rest * t.go2
        rest -= go
        for p, o, bb in _steal(go, outs, b, 2):
            if b & 1:
                then.append((p * (1 - FOLLOW), o, bb))
                then += _steal(p * FOLLOW, o, bb, 1)
            else:
                then.append((p, o, bb))
    elif t.go1 and b & 1 and not b & 2:
        go = rest * t.go1
        rest -= go
        then += _steal(go, outs, b, 1)
    then.append((rest, outs, b))
    return res + [(p, o, bb, True) for p, o, bb in then]


def _solve(q: list[list[float]], e: list[float]) -> list[float]:
    """The row vector v with v = e + v q (v (I - q) = e), by Gauss-Jordan elimination on (I - q) transposed."""
    n = len(e)
    a = [[(1.0 if i == j else 0.0) - q[j][i] for j in range(n)] + [e[i]] for i in range(n)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(a[r][c]))
        a[c], a[piv] = a[piv], a[c]
        pc = a[c][c]
        if pc == 0.0:
            continue
        row = [x / pc for x in a[c]]
        a[c] = row
        for r in range(n):
            if r != c and a[r][c]:
                f = a[r][c]
                a[r] = [x - f * y for x, y in zip(a[r], row)]
    return [a[i][n] for i in range(n)]


Rows = dict[tuple[int, int], dict[tuple[int, int], float]]
"""Chain transitions: (outs, bases) -> {(outs, bases) after: chance} (a third out leaves the chain)."""


def result_rows(dist: tuple[float, ...], error_roll: bool = True) -> Rows:
    """Where the result of a plate appearance takes each state (the batters' outcomes ``dist``)."""
    result: Rows = {}
    for outs in range(3):
        for b in range(8):
            row: dict[tuple[int, int], float] = {}
            for o, po in enumerate(dist):
                if po:
                    for p, n, nb in _moves(outs, b, o, error_roll):
                        if n < 3:
                            row[(n, nb)] = row.get((n, nb), 0.0) + po * p
            result[(outs, b)] = row
    return result


def visits(dist: tuple[float, ...], error_roll: bool = True, t: Tactics | None = None,
           result: Rows | None = None) -> list[list[float]]:
    """Expected plate appearances per half-inning that start in each (outs, bases) state, the manager's moves
    before the pitch (``t``) included (``result``: ``result_rows`` of ``dist``, when already made)."""
    v = [[0.0] * 8 for _ in range(3)]
    if result is None:
        result = result_rows(dist, error_roll)
    trans = result
    if t is not None:
        trans = {}
        for outs in range(3):
            for b in range(8):
                row: dict[tuple[int, int], float] = {}
                for p, o, bb, pa in _pre(outs, b, t):
                    if not pa:
                        if o < 3:
                            row[(o, bb)] = row.get((o, bb), 0.0) + p
                        continue
                    for (n, nb), q in result[(o, bb)].items():
                        row[(n, nb)] = row.get((n, nb), 0.0) + p * q
                trans[(outs, b)] = row
    start = [[0.0] * 8 for _ in range(3)]
    start[0][0] = 1.0
    for outs in range(3):
        # within an out the chain can loop (walks with the bases loaded): v = start + v Q, solved exactly
        within = [[0.0] * 8 for _ in range(8)]
        for b in range(8):
            for (n, nb), p in trans[(outs, b)].items():
                if n == outs:
                    within[b][nb] += p
        row_v = _solve(within, start[outs])
        v[outs] = row_v
        for b in range(8):
            x = row_v[b]
            if x:
                for (n, nb), p in trans[(outs, b)].items():
                    if n != outs:
                        start[n][nb] += x * p
    return v


@dataclass(frozen=True, slots=True)
class TeamRates:
    """One team's playbook as chances per opportunity (lists by the team's local player index)."""

    steal2: tuple[float, ...]
    """Chance a runner on first steals at a plate appearance with second open (``HNR_SHARE`` of it more for the
    hit-and-run, with a contact hitter up)."""
    steal3: tuple[float, ...]
    """Chance a runner on second steals third at a plate appearance with third open."""
    steal4: tuple[float, ...]
    """Chance a runner on third steals home with two out and a weak batter up."""
    bunt: tuple[float, ...]
    """Chance the batter sacrifices with nobody out and a runner who can move up (half of it with one out)."""
    ibb_drawn: tuple[float, ...]
    """The batter's intentional walks per plate appearance against his league's (1 is average)."""
    ibb_per_g: float
    """The team's pitchers' intentional walks per game."""
    ibb_opps_per_g: float
    """This team's batters' weighted intentional-walk opportunities per game (first open, a runner in scoring
    position), for the other side's manager."""
    runner: tuple[float, ...]
    """Each player's steal attempts per time on first against his team's (for pickoff throws)."""
    pa_per_g: float
    """The chain's plate appearances per game (the opportunities below are per game too)."""
    steal_opps_per_g: float
    """Plate appearances that start with a runner on first and second open."""
    bunt_opps_per_g: float
    """Sacrifice situations, one out counting ``BUNT_ONE_OUT``."""


def _staff_pans(gt: GameTeam) -> dict[int, float]:
    """The PAN mix the team's batters face: its own staff's, by outs recorded (by head without lines)."""
    mix: dict[int, float] = {}
    for i in gt.pitchers:
        card: TBCard = gt.cards[i]
        line = gt.team.players[i].pitching
        w = float(line.ipouts) if line is not None else 1.0
        mix[card.pan] = mix.get(card.pan, 0.0) + w
    tot = sum(mix.values())
    return {p: w / tot for p, w in mix.items()} if tot else {0: 1.0}


def _counts(p: Player) -> tuple[float, float, float, float, float]:
    """(PA, times on first, steal attempts, sacrifices, intentional walks) of a player's season, from his estimates
    (per 600 plate appearances) when he has no line."""
    b = p.batting
    if b is not None and b.pa > 0:
        return float(b.pa), float(b.singles + b.bb + b.hbp), float(b.sb + b.cs), float(b.sh), float(b.ibb)
    est = p.estimates
    if est is not None and est.batting is not None:
        r = est.batting
        on1 = 600 * (r.single + r.bb + r.hbp)
        return 600.0, on1, on1 * est.sb_attempts, 600 * r.sh, 600 * r.ibb
    return 0.0, 0.0, 0.0, 0.0, 0.0


def team_rates(gt: GameTeam, dh: bool, error_roll: bool) -> TeamRates:
    """The team's playbook rates for games with (``dh``) or without the designated hitter."""
    team = gt.team
    players = team.players
    cards: list[TBCard] = gt.cards
    n = len(players)
    counts = [_counts(p) for p in players]
    pans = _staff_pans(gt)
    # the batters of this kind of game, by plate appearances
    bats = [i for i in range(n) if counts[i][0] > 0 and not (dh and cards[i].pitcher_chart)]
    pa_tot = sum(counts[i][0] for i in bats) or 1.0
    dist = [0.0] * 9
    on1 = [0.0] * n
    kpu_w = 0.0
    for i in bats:
        w = counts[i][0] / pa_tot
        if cards[i].pitcher_chart and not dh:
            d = PITCHER_OUTCOMES
            suit = 0.0
            kpu = 1.0
        else:
            d = _mix(cards[i].aba, pans)
            risks = [(pw, kpu_of(cards[i].aba + pan)) for pan, pw in pans.items()]
            suit = sum(pw for pw, k in risks if k <= HNR_MAX_KPU)
            kpu = sum(pw * k for pw, k in risks if k <= HNR_MAX_KPU) / suit if suit else 0.0
        for k in range(9):
            dist[k] += w * d[k]
        on1[i] = d[_1B] + d[_BB] + d[_E]
        kpu_w += w * suit * kpu
    # the real season's calls per team game
    games = season_games(team) or 0
    ctx = team.context
    att_tot = sum(counts[i][2] for i in range(n))
    sh_tot = sum(counts[i][3] for i in bats)
    ibb_given = sum(float(p.pitching.ibb) for p in players if p.pitching is not None)
    lg_g = ctx.team_games if ctx is not None and ctx.team_games else 0
    lg_ibb_g = ctx.pitching.ibb / lg_g if lg_g and ctx is not None else DEFAULT_IBB_G
    if games and any(p.batting is not None for p in players):
        att_g, sh_g = att_tot / games, sh_tot / games
        ibb_g = ibb_given / games if any(p.pitching is not None for p in players) else lg_ibb_g
    elif lg_g and ctx is not None:
        att_g, sh_g, ibb_g = (ctx.batting.sb + ctx.batting.cs) / lg_g, ctx.batting.sh / lg_g, lg_ibb_g
    else:
        att_g, sh_g, ibb_g = DEFAULT_ATT_G, DEFAULT_SH_G, DEFAULT_IBB_G
    # the chain's opportunities, with the team's own calls (and its league's intentional walks) before the pitch:
    # a few rounds, since the calls move the runners the opportunities count
    per_g = HALVES_PER_GAME
    t: Tactics | None = None
    rows = result_rows(tuple(dist), error_roll)
    for _ in range(CHAIN_ROUNDS):
        v = visits(tuple(dist), error_roll, t, rows)
        opp1 = sum(v[o][b] for o in range(3) for b in (1, 5)) * per_g
        early = sum(v[o][b] for o in range(2) for b in (1, 5)) * per_g / opp1 if opp1 else 0.0
        opp2 = sum(v[o][b] for o in range(3) for b in (2, 3)) * per_g
        opp3 = sum(v[2][b] for b in (4, 5, 6, 7)) * per_g
        opp_bunt = sum(v[0][b] + BUNT_ONE_OUT * v[1][b] for b in (1, 2, 3, 5)) * per_g
        opp_ibb = sum(IBB_OUTS[o] * v[o][b] for o in range(3) for b in (2, 4, 6)) * per_g
        # a hit-and-run shows in the box score only when the batter strikes out or pops up (the runner steals)
        shown = 1.0 + HNR_SHARE * early * kpu_w
        base2 = att_g * (1 - THIRD_SHARE - HOME_SHARE) / shown / opp1 if opp1 else 0.0
        base3 = att_g * THIRD_SHARE / opp2 if opp2 else 0.0
        t = Tactics(go1=min(CAP, base2), go2=min(CAP, base3),
                    bunt=min(CAP, 1.5 * sh_g / opp_bunt) if opp_bunt else 0.0,
                    ibb=min(CAP, lg_ibb_g / opp_ibb) if opp_ibb else 0.0)
    base4 = att_g * HOME_SHARE / opp3 if opp3 else 0.0
    # steals: each runner's attempts per time on first against the team's (weighted by how often the chart puts
    # him on first), the team's spread over the opportunities the game-state rules keep
    on1_tot = sum(counts[i][1] for i in range(n))
    q_team = att_tot / on1_tot if on1_tot else 0.0
    q = [(counts[i][2] + SHRINK_ON_FIRST * q_team) / (counts[i][1] + SHRINK_ON_FIRST) for i in range(n)]
    # a runner is asked at every plate appearance he stands on first (he stays there on a strikeout, pop-up or fly
    # out), so one who goes often is asked less often: weigh each by his times on first and his plate appearances
    # there, and scale so the runners asked go as often as the team
    stay = dist[_K] + dist[_FO]
    rel = [q[i] / q_team if q_team else 0.0 for i in range(n)]
    for _ in range(3):
        asks = [counts[i][0] * on1[i] / (1 - stay * (1 - min(CAP, base2 * rel[i]))) for i in bats]
        tot = sum(asks)
        z = sum(a * rel[i] for a, i in zip(asks, bats)) / tot if tot else 1.0
        rel = [r / z if z else 0.0 for r in rel]
    # sacrifices: a bunt sacrifices on 1-4 of its die, so 1.5 tries per sacrifice; each batter by his own rate
    r_sh = [counts[i][3] / (counts[i][0] + SHRINK) if cards[i].aba < SLUGGER_ABA or cards[i].pitcher_chart else 0.0
            for i in range(n)]
    drawn_sh = sum(counts[i][0] * r_sh[i] for i in bats)
    if drawn_sh:
        k_sh = 1.5 * sh_g / opp_bunt * pa_tot / drawn_sh / BUNT_KEPT if opp_bunt else 0.0
    else:
        k_sh = 1.5 * sh_g / opp_bunt / BUNT_KEPT if opp_bunt else 0.0  # no lines: every batter alike
        r_sh = [1.0] * n
    # intentional walks drawn: per plate appearance against the league's
    lg_ibb = ctx.batting.ibb / ctx.batting.pa if ctx is not None and ctx.batting.pa else 0.0
    ref = lg_ibb or sum(counts[i][4] for i in bats) / pa_tot
    drawn = [((counts[i][4] + SHRINK * ref) / (counts[i][0] + SHRINK) / ref) if ref else 1.0 for i in range(n)]
    steal = 1 / STEAL_KEPT
    return TeamRates(
        steal2=tuple(min(CAP / (1 + HNR_SHARE), base2 * steal * r) for r in rel),
        steal3=tuple(min(CAP, base3 * steal * r) for r in rel),
        steal4=tuple(min(CAP, base4 * steal * r) for r in rel),
        bunt=tuple(min(CAP, k_sh * r) for r in r_sh),
        ibb_drawn=tuple(drawn),
        ibb_per_g=ibb_g,
        ibb_opps_per_g=opp_ibb * IBB_KEPT,
        runner=tuple(rel),
        pa_per_g=sum(map(sum, v)) * per_g,
        steal_opps_per_g=opp1,
        bunt_opps_per_g=opp_bunt,
    )


def _mix(aba: int, pans: dict[int, float]) -> tuple[float, ...]:
    out = [0.0] * 9
    for pan, pw in pans.items():
        for k, x in enumerate(chart_outcomes(aba, pan)):
            out[k] += pw * x
    return tuple(out)


_CACHE: dict[tuple[int, bool, bool], tuple[GameTeam, TeamRates]] = {}
_CACHE_MAX = 512


def rates_for(gt: GameTeam, dh: bool, error_roll: bool) -> TeamRates:
    """``team_rates`` once per team (and kind of game) in a process."""
    key = (id(gt), dh, error_roll)
    hit = _CACHE.get(key)
    if hit is not None and hit[0] is gt:
        return hit[1]
    if len(_CACHE) >= _CACHE_MAX:
        _CACHE.clear()
    r = team_rates(gt, dh, error_roll)
    _CACHE[key] = (gt, r)
    return r
