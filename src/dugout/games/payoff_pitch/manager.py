"""The default Payoff Pitch manager: uses pitchers as they were used, and the playbook at the team's real rates.

Payoff Pitch asks players to use the cards as the real players were used. Starters go about as deep as they
did (their innings per start), relievers one inning (Short) or their real stint (Long), and a tired pitcher
leaves; a patient team (its real complete games, ``GameTeam.patience``) lets its pitchers go further. Steals
and sacrifices come from the cards themselves under the auto options (their Jumps and sacrifice areas are built
from each player's real attempts), so the manager calls them only when those options are off, and then as often as
the cards would have. The cards hold only unintentional walks: the manager issues its pitchers' real intentional
walks per game (``ibb_plan``). The squeeze and the hit-and-run are for teams that sacrificed and ran. The
season's relief work it spreads among relievers is recorded after each game by ``state.record_relief``.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Final

from mypy_extensions import mypyc_attr

from dugout.engine.codes import P_R
from dugout.engine.game import Game
from dugout.engine.manager import PH_FROM_INNING, AIManager, ibb_pace
from dugout.engine.roster import GameTeam, season_games
from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.card import Card
from dugout.games.payoff_pitch.options import PayoffPitchOptions
from dugout.games.payoff_pitch.state import RELIEF_KEY, PPState, relief_key
from dugout.model.team import Team

#: A starter not yet tired leaves at the start of an inning once he has worked this many innings more than
#: his innings per start (calibrated against starters' real innings per start).
STARTER_EXTRA: Final = 0.6
#: Each level of the team's patience (``GameTeam.patience``, from its real complete games per start) lets a starter
#: who is not tired work this many innings more: the 1927 starter who finished half his games, not the modern one
#: who leaves on schedule.
PATIENCE_INNINGS: Final = 1.0
PATIENCE_RUNS: Final = 2
#: A starter tired by his runs is taken out only while his team is no more than this many relief appearances ahead of
#: its real pace (the engine's ``may_relieve``): the nineteenth century's managers left a beaten starter in (1887 AA:
#: 0.05 relief appearances a team-game), and taking him out at his patience's runs gave 1.3-3.3 times their relief in
#: 1882-1899; a modern team is seldom two ahead, so its tired starters leave as before.
TIRED_FROM_PACE: Final = -2.0
#: ``tables.RELIEF_LIMITS``, a module constant here (a compiled module reads it natively).
_RELIEF_LIMITS: Final = T.RELIEF_LIMITS
#: A Long reliever works his real innings per relief appearance, rounded, within these bounds (a Short one works 1).
LONG_INNINGS: Final = 2
MAX_RELIEF_INNINGS: Final = 3


# --- the playbook at the team's real rates -------------------------------------------------------------------
#: Intentional walks: only with the defense within this many runs, ahead or behind.
IBB_MAX_LEAD: Final = 3
#: ... and this many times more likely with runners on second and third, late (from this inning) in a game within
#: ``IBB_CLOSE`` runs, with two out.
IBB_BOTH_ON: Final = 2.0
IBB_LATE_INNING: Final = 7
IBB_CLOSE: Final = 2
IBB_LATE_CLOSE: Final = 3.0
IBB_TWO_OUT: Final = 1.5
#: A batter's weight: exp(``IBB_SELF`` x his run value above his lineup's + ``IBB_DECK`` x above the man on deck's),
#: at most exp(``IBB_CAP``).
IBB_SELF: Final = 25.0
IBB_DECK: Final = 15.0
IBB_CAP: Final = 4.0
IBB_MAX_P: Final = 0.95
#: The state weight above summed over a team's plate appearances, per plate appearance: about
#: ``IBB_STATE_0`` - ``IBB_STATE_RUNS`` x the league's runs per team game (closer games, more chances), at least
#: ``IBB_STATE_MIN``; measured by replaying 1908 NL (.227 at 3.33 runs), 1985 AL (.156 at 4.56) and 2016 NL (.170 at
#: 4.44) with the engine.
IBB_STATE_0: Final = 0.408
IBB_STATE_RUNS: Final = 0.0545
IBB_STATE_MIN: Final = 0.05
#: ... and the better hitters come up in those states more often than their share of plate appearances (the men
#: ahead of them reach): 1.13 times the expected weight (1908 NL 1.12, 1985 AL 1.14, 2016 NL 1.11, measured).
IBB_HITTERS_ON: Final = 1.13
#: The squeeze and the hit-and-run are for teams that sacrificed and ran (SB+CS) at least these shares of their
#: league's rates per game.
SQUEEZE_SH_RATIO: Final = 0.8
HIT_RUN_ATT_RATIO: Final = 1.0
#: The AI bunts for a hit only with a Run of at least this (the plate appearance asks it about no one slower).
BUNT_HIT_RUN: Final = 7
#: Hold option: the league's chance that the pitcher's Hold gives a runner the jump (Hold 7 for right-handers, 5 for
#: left-handers: 21/36 and 10/36, about three right-handers to one), for second and (doubles) for third.
HOLD_JUMP: Final = 0.51
HOLD_JUMP_THIRD: Final = 0.07


@mypyc_attr(allow_interpreted_subclasses=True)
class PPManager(AIManager):
    """Pitcher usage by the cards' stamina and innings per start; the playbook at the team's real rates."""

    pinch_hits_by_work = True
    offense_from_inning = PH_FROM_INNING

    def __init__(self, options: PayoffPitchOptions | None = None) -> None:
        self.options = options or PayoffPitchOptions()
        self._ibb: IbbPlan | None = None
        self._ibb_serial = -1
        self._ibb_due = -1
        self._ibb_now = False
        """The intentional walk decided for plate appearance ``_ibb_serial`` (``PPState.pa_serial``) and batter
        ``_ibb_due``: a person's menu asks before the plate appearance does, and both get the same answer."""
        self._looked: set[tuple[int, int, int, int]] = set()
        """(runner, base, inning, half) a called steal was weighed at (once each time on a base)."""
        self._start_outs: dict[int, tuple[Card, int]] = {}
        """Starter -> (his card, the outs of his innings per start): ``planned_start_outs`` works them out once a
        game (the engine asks at every plate appearance of a half's start)."""

    def planned_start_outs(self, g: Game, side: int, p: int) -> int:
        """The card's innings per start (``Pitcher.ipgs``), in whole innings as the engine counts them, for every
        starter with a start on record. The engine's ``start_outs`` gives a starter who also relieved his team's pure
        starters' average (six innings without one): nearly every starter before 1970. 1959 NL's teams have none or
        one pure starter (the Giants' one averaged two innings), so its starters left on the planned change after
        five innings against a real 7.2 and the wilder long men took the rest; the card splits a swingman's
        innings between his starts and his relief games (``Rater.start_innings``)."""
        base = super().planned_start_outs(g, side, p)
        if not base:
            return base
        card: Card = g.cards[p]
        hit = self._start_outs.get(p)
        if hit is None or hit[0] is not card:
            ipgs = card.pit.ipgs
            hit = self._start_outs[p] = (card, 3 * max(1, round(ipgs)) if ipgs > 0 else 0)
        return hit[1] or base

    def before_pa_defense(self, g: Game, side: int) -> None:
        st: PPState = g.ext
        s = st.sides[side]
        pidx = s.pitcher
        line = g.pit[pidx]
        if line is None:
            return
        rules = g.rules
        # a starter cannot be tired before he has allowed three runs; a patient manager leaves a tired pitcher in
        # (on his Fatigued Pitcher Adjustments) until he has allowed PATIENCE_RUNS more runs per level of patience
        # than tired him (a reliever's innings are the stint's business, below)
        runs = line[P_R]
        if pidx == s.starter:
            if runs < T.FATIGUE_RUNS_STARTER and g.outs:
                return  # not tired yet (patience is never negative), and the calls below wait for the half's start
            patience = self.pitcher_patience(g, side)
            change = runs >= T.FATIGUE_RUNS_STARTER + PATIENCE_RUNS * patience and rules.pitcher_tired(g, side) \
                and self.may_relieve(g, side, TIRED_FROM_PACE)
        else:
            patience = self.pitcher_patience(g, side)
            extra = PATIENCE_RUNS * patience
            pcard: Card = g.cards[pidx]
            relief = pcard.pit.relief or "Long"
            change = (not extra or runs >= _RELIEF_LIMITS[relief][1] + extra) \
                and rules.pitcher_tired(g, side)
        if not change and g.outs == 0:  # (both calls below wait for the half's first batter)
            if st.last_inning[pidx] != g.inning:
                done = st.innings[pidx]
                card: Card = g.cards[pidx]
                if pidx == s.starter:
                    change = done > 0 and done >= card.pit.ipgs + STARTER_EXTRA + PATIENCE_INNINGS * patience
                elif done:
                    change = done >= relief_innings(card)
                # the manager's own calls follow the team's real pace of relief appearances (the engine's
                # ``may_relieve`` and ``planned_change``)
                change = (change and self.may_relieve(g, side)) or self.planned_change(g, side)
            if not change and g.outs == 0 and g.inning >= g.innings and 0 < g.lead(side) <= 3 \
                    and g.bases[1] < 0 and g.bases[2] < 0 and g.bases[3] < 0:
                closer = next((i for i, r in s.pen if r == "closer"), -1)
                line = g.pit[pidx]
                change = closer >= 0 and pidx != closer and line is not None and line[0] > 0 \
                    and self.may_relieve(g, side)
        if change and (s.pen or g.inning >= g.innings + 3):
            new = self.choose_reliever(g, side)
            if new >= 0 and new != pidx:
                g.change_pitcher(side, new)

    def choose_reliever(self, g: Game, side: int, forced: bool = False) -> int:
        """Closer and setup men in close late innings; otherwise the reliever furthest behind his real share of the
        team's relief work (Player Usage)."""
        st: PPState = g.ext
        s = st.sides[side]
        if not s.pen:
            return super().choose_reliever(g, side, forced)
        lead = g.lead(side)
        if g.inning >= g.innings - 1 and 0 <= lead <= 3:
            return super().choose_reliever(g, side, forced)
        work = g.carry.get(RELIEF_KEY)
        store = work.get(relief_key(g, side)) if work is not None else None
        closer = next((i for i, r in s.pen if r == "closer"), -1)
        pool = [i for i, _ in s.pen if i != closer] or [i for i, _ in s.pen]
        if not store or store.get("total", 0) <= 0:
            return super().choose_reliever(g, side, forced)
        total: int = store["total"]
        used: dict[str, int] = store["bf"]
        targets = relief_targets(g, side)
        ids, off = s.gt.ids, s.off
        # the reliever furthest behind his share (the lower index among equals)
        best, best_behind = -1, 0.0
        for i in pool:
            pid = ids[i - off]
            behind = targets.get(pid, 0.0) - used.get(pid, 0) / total
            if best < 0 or behind > best_behind or (behind == best_behind and i < best):
                best, best_behind = i, behind
        return best

    # --- the playbook ------------------------------------------------------------------------------------------
    def wants_ibb(self, g: Game, side: int) -> bool:
        """Walk the batter on purpose with first base open and a runner in scoring position, at the team's real
        rate of intentional walks (``IbbPlan``): a chance for each such batter weighted by how much better he is
        than his lineup and the man on deck (a pitcher is never walked), more with runners on second and third,
        late in a close game and with two out. Asked before every plate appearance (the exits are cheap); the answer
        is kept for the moment it was asked in, so a person's menu and the plate appearance agree."""
        b = g.bases
        if b[1] >= 0 or (b[2] < 0 and b[3] < 0):
            return False
        score = g.score
        lead = score[side] - score[1 - side]
        if lead > IBB_MAX_LEAD or lead < -IBB_MAX_LEAD:
            return False
        st: PPState = g.ext
        off = st.sides[1 - side]
        order = off.order
        due = order[off.up]
        serial = st.pa_serial
        if serial == self._ibb_serial and due == self._ibb_due:
            return self._ibb_now
        plan = self._ibb
        if plan is None:
            plan = self._ibb = ibb_plan(g, side)
        now = False
        if plan.k > 0.0:
            s = IBB_BOTH_ON if b[2] >= 0 and b[3] >= 0 else 1.0
            if g.inning >= IBB_LATE_INNING and -IBB_CLOSE <= lead <= IBB_CLOSE:
                s *= IBB_LATE_CLOSE
            if g.outs == 2:
                s *= IBB_TWO_OUT
            key = due * 4096 + order[(off.up + 1) % len(order)]
            weights = plan.weights
            w = weights.get(key)
            if w is None:
                w = weights[key] = batter_weight(g.cards[due], g.cards[key % 4096], plan.mean)
            # at the team's real pace over a season (the engine's usage record): none while it is a walk ahead,
            # twice as often while a walk behind. The states' weight (``IBB_STATE_0`` …) is a fit of three leagues:
            # dead-ball leagues (1911 NL, 1921 AL) came out 40 % over their real intentional walks with it, 1961-2021
            # 0.72-0.97 of theirs
            w *= ibb_pace(g, side)
            if w > 0.0:
                p = plan.k * s * w
                p = min(p, IBB_MAX_P)
                r = g.dice.fast  # the same number as ``chance`` from the same seed
                now = r() < p if r is not None else g.dice.chance(p, "intentional walk?")
        self._ibb_serial, self._ibb_due, self._ibb_now = serial, due, now
        return now

    def wants_bunt(self, g: Game, side: int) -> bool:
        """Sacrifices the manager calls (``auto-sac`` off): each batter as often as his card's sacrifice area would
        have bunted by itself (his real sacrifices), so never a slugger; with ``auto-sac`` on the cards bunt."""
        if self.options.auto_sac or g.outs >= 2 or g.bases[3] >= 0 or (g.bases[1] < 0 and g.bases[2] < 0):
            return False
        s = g.sides[side]
        card: Card = g.cards[s.order[s.up]]
        p = sum(T.WAYS[t] for t in range(2, 13) if card.bat.sac[t]) / 36
        return p > 0.0 and g.dice.chance(p, "sacrifice?")

    def wants_squeeze(self, g: Game, side: int) -> bool:
        """A squeeze late in a close game with one out, a good bunter who hits little up and a runner with Run 5 or
        more on third, by teams that sacrificed at least ``SQUEEZE_SH_RATIO`` of the league's rate."""
        if g.outs != 1 or g.inning < g.innings - 2 or not -1 <= g.lead(side) <= 0:
            return False
        s = g.sides[side]
        card: Card = g.cards[s.order[s.up]]
        runner: Card = g.cards[g.bases[3]]
        return card.bat.bunt <= 1 and runner.bat.run >= 5 and card.value < 0.0 \
            and tendencies(s.gt.team).sh_ratio >= SQUEEZE_SH_RATIO

    def wants_hit_and_run(self, g: Game, side: int) -> bool:
        """The hit-and-run from the 5th inning in a close game, runner on first alone, fewer than two out, a contact
        hitter up and a good runner on, by teams that ran at least as often as their league."""
        if g.bases[1] < 0 or g.bases[2] >= 0 or g.bases[3] >= 0 or g.outs == 2:
            return False
        if g.inning < 5 or abs(g.lead(side)) > 2:
            return False
        st: PPState = g.ext
        s = st.sides[side]
        card: Card = g.cards[s.order[s.up]]
        runner: Card = g.cards[g.bases[1]]
        return card.bat.target[6] < 0.09 and runner.bat.letter <= 2 and runner.bat.run >= 5 \
            and tendencies(s.gt.team).att_ratio >= HIT_RUN_ATT_RATIO

    def wants_steal(self, g: Game, side: int, base: int, chance: float) -> bool:
        """Steals the manager calls (``steal`` hold or manager; with auto the cards' Jumps run): once each time a
        runner stands on a base with the next one open, as often as his Jump would have sent him by itself (a steal
        of third on doubles only); with the hold option the pitcher's Hold must still give him the jump, so he is
        sent more often, by the league's chance of a jump."""
        mode = self.options.steal
        if mode == "auto":
            return False
        runner = g.bases[base]
        card: Card = g.cards[runner]
        jump = card.bat.jump
        key = (runner, base, g.inning, g.half)
        if not jump or key in self._looked:
            return False
        self._looked.add(key)
        p = (T.CUM36[jump] if base == 1 else T.DOUBLES_LE36[jump]) / 36
        if mode == "hold":
            p = min(1.0, p / (HOLD_JUMP if base == 1 else HOLD_JUMP_THIRD))
        return g.dice.chance(p, "steal?")

    def alignment(self, g: Game, side: int) -> str:
        if g.bases[3] < 0 or g.outs >= 2:
            return "normal"
        if g.inning >= g.innings - 1 and -1 <= g.lead(side) <= 1:
            return "corners-in" if g.bases[1] >= 0 else "infield-in"
        return "normal"

    def decide(self, g: Game, side: int, name: str, default: object) -> object:
        if name == "bunt-for-hit":
            card: Card = g.cards[g.batter]
            return g.bases[1] < 0 and g.bases[2] < 0 and g.bases[3] < 0 and g.outs == 0 and card.bat.run >= BUNT_HIT_RUN \
                and g.inning >= g.innings - 2 and abs(g.lead(side)) <= 1
        return default


def relief_innings(card: Card) -> int:
    """Innings a reliever works before the manager brings in the next one, tired or not: 1 for a Short man, his
    real innings per relief appearance (rounded, 2 to 3) for a Long one."""
    if (card.pit.relief or "Long") == "Short":
        return 1
    return max(LONG_INNINGS, min(MAX_RELIEF_INNINGS, round(card.pit.ip_relief)))


_TARGETS: dict[int, tuple[GameTeam, dict[str, float]]] = {}


def relief_targets(g: Game, side: int) -> dict[str, float]:
    """Each pitcher's share of his team's real relief batters faced (swingmen count their relief part): a function
    of the rated team's cards, worked out once per rated team."""
    s = g.sides[side]
    hit = _TARGETS.get(id(s.gt))
    if hit is not None and hit[0] is s.gt:
        return hit[1]
    out: dict[str, float] = {}
    for i, pid in enumerate(s.gt.ids):
        card: Card = g.cards[s.off + i]
        line = card.pit.line
        bf = line.get("BFP", 0) if line else 0
        if not bf:
            continue
        gs = line.get("GS", 0)
        g_ = line.get("G", 0)
        if g_ <= gs:
            continue
        ip_total = card.pit.ipgs * gs + card.pit.ip_relief * (g_ - gs)
        share = card.pit.ip_relief * (g_ - gs) / ip_total if ip_total > 0 else 1.0
        out[pid] = bf * share
    tot = sum(out.values()) or 1.0
    targets = {k: v / tot for k, v in out.items()}
    if len(_TARGETS) > 256:
        _TARGETS.clear()
    _TARGETS[id(s.gt)] = (s.gt, targets)
    return targets



@dataclass(frozen=True, slots=True)
class Tendencies:
    """What a team's real season says about its manager's calls (computed once per team)."""

    ibb_pg: float
    """Intentional walks its pitchers issued per team game (the cards hold only the unintentional ones)."""
    pa_pg: float
    """Its batters' plate appearances per team game."""
    ibb_states: float
    """The expected weight of walking states per plate appearance in its league (``IBB_STATE_0`` …)."""
    sh_ratio: float
    """Its sacrifices per game over its league's."""
    att_ratio: float
    """Its steal attempts (SB + CS) per game over its league's."""


_TENDENCIES: dict[int, tuple[Team, Tendencies]] = {}


def tendencies(team: Team) -> Tendencies:
    """The ``Tendencies`` of a team (cached by the team object)."""
    hit = _TENDENCIES.get(id(team))
    if hit is not None and hit[0] is team:
        return hit[1]
    ctx = team.context
    games = season_games(team) or (ctx.team_games / ctx.teams if ctx is not None and ctx.teams else 162)
    games = max(1, games)
    ibb = sum(p.pitching.ibb for p in team.players if p.pitching is not None)
    bats = [p.batting for p in team.players if p.batting is not None]
    pa = sum(b.pa for b in bats)
    sh = sum(b.sh for b in bats)
    att = sum(b.sb + b.cs for b in bats)
    r_pg, lg_sh, lg_att = 4.5, 0.0, 0.0
    if ctx is not None and ctx.team_games:
        lb = ctx.batting
        r_pg = ctx.r_per_g
        lg_sh, lg_att = lb.sh / ctx.team_games, (lb.sb + lb.cs) / ctx.team_games
    states = max(IBB_STATE_MIN, IBB_STATE_0 - IBB_STATE_RUNS * r_pg)
    t = Tendencies(ibb_pg=ibb / games, pa_pg=pa / games if pa else 38.0, ibb_states=states,
                   sh_ratio=sh / games / lg_sh if lg_sh else 1.0, att_ratio=att / games / lg_att if lg_att else 1.0)
    if len(_TENDENCIES) > 512:
        _TENDENCIES.clear()
    _TENDENCIES[id(team)] = (team, t)
    return t


@dataclass(frozen=True, slots=True)
class IbbPlan:
    """One side's intentional walks in one game: the chance per unit of weight, and the run value of the opposing
    lineup (a batter's weight is measured against it)."""

    k: float
    mean: float
    weights: dict[int, float] = field(default_factory=dict)
    """``batter_weight`` by batter x 4096 + the man on deck (filled as they come up)."""


def batter_weight(batter: Card, deck: Card, mean: float) -> float:
    """How much a manager would rather face the man on deck than this batter (1 for an average one)."""
    if batter.is_pitcher:
        return 0.0
    v = batter.value
    return math.exp(min(IBB_CAP, IBB_SELF * (v - mean) + IBB_DECK * (v - deck.value)))


_PLANS: dict[tuple[int, int, tuple[int, ...]], tuple[GameTeam, GameTeam, IbbPlan]] = {}


def ibb_plan(g: Game, side: int) -> IbbPlan:
    """``plan_for`` the side against the lineup it faces, kept for the next game of the same rated teams and
    lineup."""
    own, other = g.sides[side].gt, g.sides[1 - side].gt
    key = (id(own), id(other), tuple(g.sides[1 - side].order))
    hit = _PLANS.get(key)
    if hit is not None and hit[0] is own and hit[1] is other:
        return hit[2]
    plan = plan_for(g, side)
    if len(_PLANS) > 4096:
        _PLANS.clear()
    _PLANS[key] = (own, other, plan)
    return plan


def plan_for(g: Game, side: int) -> IbbPlan:
    """The intentional walks of side ``side`` against the lineup it faces, so that over its games it issues as many
    per game as its pitchers did: its real rate over the expected weight of the game's chances (the opposing
    lineup's batters' weights by their plate appearances per game, times the weight of walking states per plate
    appearance)."""
    own = tendencies(g.sides[side].gt.team)
    off = g.sides[1 - side]
    order = off.order
    cards = g.cards
    n = len(order)
    mean = sum(cards[i].value for i in order) / n
    if own.ibb_pg <= 0.0:
        return IbbPlan(0.0, mean)
    other = tendencies(off.gt.team)
    # the top of the order bats more often: the k-th of n batters comes up about (PA - k) / n + 1/2 times a game
    per = other.pa_pg / n + 0.5
    slots = [per - k / n for k in range(n)]
    w = sum(slots[i] * batter_weight(cards[order[i]], cards[order[(i + 1) % n]], mean) for i in range(n))
    chances = w * other.ibb_states * IBB_HITTERS_ON
    return IbbPlan(own.ibb_pg / chances if chances > 0 else 0.0, mean)
