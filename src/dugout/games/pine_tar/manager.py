"""The default Pine Tar manager: pitchers leave by the MIP rules; runners, bunts, squeezes, hit-and-runs and
intentional walks come at the real team's rates, placed where real managers made them.

How often: each card carries the batter's real rates per chance (``steal_rate``, ``sh_chance``, ``ibb_chance``:
``ratings`` and ``ratings_tactics``) and the team's own tendencies come from its season once per team
(``TeamPlan``: its pitchers' intentional walks and its runners' steal attempts against the league's). Where: a
weight for the situation (outs, runners, inning, score, the hitters due) moves each call toward the spots real
managers chose, and the weights are divided by their mean over the chances (``*_NORM``, measured on simulated
seasons of five eras) so that the totals stay the real ones.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Final

from mypy_extensions import mypyc_attr

from dugout.engine.codes import P_OUTS, P_R
from dugout.engine.manager import PH_FROM_INNING, PH_FROM_PACE, SHELLED_RUNS, AIManager, ibb_pace
from dugout.engine.roster import relief_work
from dugout.games.pine_tar import tables as T
from dugout.games.pine_tar.card import PTCard
from dugout.games.pine_tar.state import CARRY, PTState

if TYPE_CHECKING:
    from dugout.engine.game import Game
    from dugout.engine.roster import GameTeam
    from dugout.model.team import Team

#: Runs after which the manager pulls a reliever the rules would leave in (starters go by their MIP).
# (the constants Final: a compiled module reads a Final as a literal or a C static, another global by name)
PULL_RELIEVER: Final = 5
#: Below these runs nobody is shelled or pulled (``before_pa_defense``'s quick look).
_QUIET_RUNS: Final = min(SHELLED_RUNS, PULL_RELIEVER)
_SHELLED_RUNS: Final = SHELLED_RUNS

#: Share of a runner's times on first that fall inside his SBO letter's window (innings, every other game).
_WINDOW: Final = {"A": 1.0, "B": 1.0, "C": 0.45, "D": 0.33, "E": 0.11}
#: Pre-PA decision points per time on first base, and the share of attempts that are steals of third.
DECISIONS_PER_TIME_ON: Final = 0.62
THIRD_SHARE: Final = 0.15

#: Mean situation weight over the chances of each call (measured: 1889 NL, 1908 NL, 1968 AL, 1985 AL, 2016 NL).
SAC_NORM: Final = 0.75
IBB_NORM: Final = 0.80
#: Squeezes per sacrifice chance of the same batter, with a runner on 3rd in a close game from the 6th on.
SQUEEZE_SHARE: Final = 1.2
#: The squeeze needs this SHC (the roll is against SHC - 25: a success about one time in three).
SQUEEZE_MIN_SHC: Final = 60
#: Hit-and-runs called per chance for a team that runs as often as its league.
HIT_AND_RUN_CHANCE: Final = 1.0
#: The top share of a team's hitters (by card value) who never sacrifice.
SLUGGERS: Final = 0.2


@dataclass(frozen=True, slots=True)
class TeamPlan:
    """A team's tendencies from its season, worked out once per rated team."""

    ibb_factor: float
    """Its pitchers' intentional walks per batter faced ÷ the league's (1 without a record)."""
    run_factor: float
    """Its batters' steal attempts per time on first ÷ the league's (1 without a record)."""
    slugger: float
    """Card value from which its hitters are sluggers who never sacrifice."""
    relief_share: tuple[float, ...] = ()
    """Each player's share of the team's real relief outs, by local index (``relief_shares``)."""


_PLANS: dict[int, tuple[GameTeam, TeamPlan]] = {}


def team_plan(gt: GameTeam) -> TeamPlan:
    """The ``TeamPlan`` of a rated team (cached while the team is in use)."""
    hit = _PLANS.get(id(gt))
    if hit is not None and hit[0] is gt:
        return hit[1]
    if len(_PLANS) > 256:
        _PLANS.clear()
    team = gt.team
    ctx = team.context
    ibb = bf = att = on = 0
    for p in team.players:
        if p.pitching is not None:
            ibb += p.pitching.ibb
            bf += p.pitching.bfp
        b = p.batting
        if b is not None:
            att += b.sb + b.cs
            on += b.singles + b.bb + b.hbp
    ibb_factor = run_factor = 1.0
    if ctx is not None:
        lp, lb = ctx.pitching, ctx.batting
        if bf > 0 and lp.bfp > 0 and lp.ibb > 0:
            ibb_factor = min(3.0, max(0.25, (ibb / bf) / (lp.ibb / lp.bfp)))
        league_on = lb.singles + lb.bb + lb.hbp
        if on > 0 and league_on > 0 and lb.sb + lb.cs > 0:
            run_factor = min(2.5, max(0.3, (att / on) / ((lb.sb + lb.cs) / league_on)))
    values = sorted(c.value for c in gt.cards if not c.is_pitcher)
    slugger = values[int(len(values) * (1 - SLUGGERS))] if values else 1.0
    plan = TeamPlan(ibb_factor, run_factor, slugger, relief_shares(team))
    _PLANS[id(gt)] = (gt, plan)
    return plan


def relief_shares(team: Team) -> tuple[float, ...]:
    """Each player's share of his team's real relief outs, by local index (``roster.relief_work``: a swingman's
    outs split between his starts and his relief as the engine splits them); 0 for a player who never relieved (an
    all-zero tuple for a team with no relief on record).

    >>> from dugout.model.player import Player
    >>> from dugout.model.stats import PitchingLine
    >>> from dugout.model.team import Team
    >>> ace = Player(id="a", name="A", pitching=PitchingLine(g=30, gs=30, ipouts=600))
    >>> swing = Player(id="s", name="S", pitching=PitchingLine(g=20, gs=5, ipouts=200))
    >>> spot = Player(id="t", name="T", pitching=PitchingLine(g=2, gs=2, ipouts=30))
    >>> relief_shares(Team(id="x", name="X", players=(ace, swing, spot)))
    (0.0, 1.0, 0.0)
    """
    outs = relief_work(team)
    total = sum(outs)
    return tuple(o / total if total > 0 else 0.0 for o in outs)


@mypyc_attr(allow_interpreted_subclasses=True)
class PineTarManager(AIManager):
    """Pitching changes follow the fatigue rules; the playbook follows the team's season."""

    steal_threshold = 0.55
    keeps_mip: ClassVar[bool] = True
    """This manager follows the fatigue rules itself (the plate appearance enforces them on a person's pitchers)."""
    pinch_hits_by_work = True
    offense_from_inning = PH_FROM_INNING

    def __init__(self) -> None:
        self.ibb_for = -1
        """The batter this manager has decided to walk intentionally at the coming plate appearance (-1: none)."""
        self.plan: TeamPlan | None = None

    def _plan(self, g: Game, side: int) -> TeamPlan:
        plan = self.plan
        if plan is None:
            plan = self.plan = team_plan(g.sides[side].gt)
        return plan

    # --- the fielding side ---------------------------------------------------------------------------------------
    def before_pa_defense(self, g: Game, side: int) -> None:
        """A pitching change by the fatigue rules (and the closer), then the intentional walk."""
        away, home = g.sides  # (unpacked: a compiled module boxes the pair to index it by a variable)
        s = home if side else away
        p = s.pitcher
        line = g.pit[p]
        b = g.bases
        if line is not None and line[P_R] < _QUIET_RUNS and (g.outs or b[1] >= 0 or b[2] >= 0 or b[3] >= 0):
            st: PTState = g.ext
            if st.half_pas and not st.extended and not st.mip_modifiers:
                # the middle of an inning without the optional modifiers: nobody tires (``pitcher_tired``), nobody
                # is shelled or pulled below _QUIET_RUNS, and the planned change and the closer wait for the
                # half's first batter; only the intentional walk is left to weigh
                line = None
        if line is not None:
            # the MIP rules first; then the manager's own calls, at the team's real pace of relief appearances
            # (the engine's ``may_relieve`` and ``planned_change``)
            change = g.rules.pitcher_tired(g, side)
            # (shelled needs SHELLED_RUNS at least, patience being never negative; planned_change waits for the
            # half's first batter: neither is asked when it cannot say yes)
            if not change and p == s.starter:
                runs = line[P_R]
                change = (runs >= _SHELLED_RUNS and self.shelled(g, side, runs) and self.may_relieve(g, side)) \
                    or (not g.outs and self.planned_change(g, side))
            elif not change:
                change = (line[P_R] >= PULL_RELIEVER and self.may_relieve(g, side)) \
                    or (not g.outs and self.planned_change(g, side))
            if not change and g.outs == 0 and g.inning >= g.innings and g.ext.half_pas == 0 \
                    and 0 < g.lead(side) <= 3 and line[P_OUTS] > 0:
                closer = _closer(g, side)
                change = closer >= 0 and p != closer and self.may_relieve(g, side)
            if change and (s.pen or g.inning >= g.innings + 3):
                new = self.choose_reliever(g, side)
                if new >= 0 and new != p:
                    g.change_pitcher(side, new)
        self.ibb_for = -1
        if b[1] < 0 and (b[2] >= 0 or b[3] >= 0):
            self._consider_ibb(g, side)

    def shelled(self, g: Game, side: int, runs: int) -> bool:
        """A starter being hit hard comes out before his MIP (the rules only set a limit; the manager decides):
        ``SHELLED_RUNS`` runs in the first five innings, two more at any time, each level of the team's patience
        (its real complete games) two more, as the engine's default manager does."""
        shelled = _SHELLED_RUNS + 2 * self.pitcher_patience(g, side)
        return runs >= shelled and (runs >= shelled + 2 or g.inning <= 5)

    def decide(self, g: Game, side: int, name: str, default: Any) -> Any:
        """The late double play (``refuse-gdp``, asked only when the rule allows it): take the runner at the plate
        when his run would tie the game or put the offense two runs up; with a bigger lead take the two outs."""
        if name == "refuse-gdp":
            return g.lead(1 - side) <= 1
        return default

    def _consider_ibb(self, g: Game, side: int) -> None:
        """First base open, a runner in scoring position: walk the batter as often as he was walked on purpose
        (his ``ibb_chance``, times the team's ``ibb_factor``), more late, in close games and with two out, never
        to reach a better hitter on deck."""
        away, home = g.sides
        off = away if side else home
        due = off.order[off.up]
        card: PTCard = g.cards[due]
        chance = card.ibb_chance
        if chance <= 0:
            return
        plan = self.plan or self._plan(g, side)
        # at the team's real pace over a season: none while ahead of it, more while behind (the spots' fit and the
        # weights leave the leagues 0.91-1.19 of their real intentional walks without it, stop 44)
        w = ibb_weight(g, side)
        # (no pace to weigh when the spot's weight is 0: the chance is still rolled, the same dice)
        p = chance * plan.ibb_factor * w / IBB_NORM * ibb_pace(g, side) if w > 0 else 0.0
        if p >= 1 or g.dice.chance(p, "manager: intentional walk?"):
            self.ibb_for = due

    def wants_ibb(self, g: Game, side: int) -> bool:
        want = self.ibb_for
        if want < 0:
            return False
        self.ibb_for = -1
        return want == g.batter

    def choose_reliever(self, g: Game, side: int, forced: bool = False) -> int:
        away, home = g.sides  # (unpacked: a compiled module boxes the pair to index it by a variable)
        s = home if side else away
        if s.pen:
            lead = g.lead(side)
            if g.inning >= g.innings and 0 < lead <= 3:
                closer = _closer(g, side)
                if closer >= 0:
                    return closer
            # otherwise the reliever furthest behind his real share of the team's relief work so far, the closer
            # last: a spot starter with two real starts (a starting MIP of 5 or more) no longer takes every long
            # outing of the season
            share = (self.plan or self._plan(g, side)).relief_share
            mem = g.carry.get(CARRY)
            work = mem.get("work") if mem is not None else None
            done: dict[str, int] = work.get(s.gt.team.id, {}) if work is not None else {}
            total = sum(done.values())
            ids, off = s.gt.ids, s.off
            # (max by the key (not the closer, share - used, -i), written out without a tuple a reliever: the
            # first of the furthest behind)
            best = -1
            best_other = False
            best_behind = 0.0
            for i, role in s.pen:
                used = done.get(ids[i - off], 0) / total if total else 0.0
                other = role != "closer"
                behind: float = share[i - off] - used
                if best < 0 or (other and not best_other) or (other == best_other and (
                        behind > best_behind or (behind == best_behind and -i > -best))):
                    best, best_other, best_behind = i, other, behind
            return best
        return super().choose_reliever(g, side, forced)

    # --- the batting side ----------------------------------------------------------------------------------------
    def pitcher_leaving(self, g: Game, side: int, p: int) -> bool:
        """A reliever at his relief MIP leaves by the rules before the next inning: the engine's pinch hitter for
        the pitcher (``AIManager.pinch_hits_for_pitcher``, from the 5th once his real work is done, from the 7th
        when behind, within two relief appearances ahead of the real pace) bats for him without asking the pace."""
        away, home = g.sides
        if p == (home.starter if side else away.starter):
            return False
        st: PTState = g.ext
        card: PTCard = g.cards[p]
        return st.innings.get(p, 0) >= card.mip_as_reliever

    def may_run_for_pitcher(self, g: Game, side: int) -> bool:
        """A pinch runner for the pitcher costs a relief appearance: only when the rules take him out anyway or
        within the team's relief pace, as for a pinch hitter (1888 NL: 0.051 such changes a team-game against 0.037
        real relief appearances of every kind)."""
        return self.pitcher_leaving(g, side, g.sides[side].pitcher) or self.may_relieve(g, side, PH_FROM_PACE)

    def wants_steal(self, g: Game, side: int, base: int, chance: float) -> bool:
        """Send runners about as often as they ran in their season, when the odds are fair and the game close."""
        if abs(g.lead(side)) > 4 or chance < (0.68 if base == 2 else self.steal_threshold):
            return False
        card: PTCard = g.cards[g.bases[base]]
        window = _WINDOW.get(card.sbo, 1.0)
        rate = card.steal_rate * (THIRD_SHARE if base == 2 else 1.0) / (window * DECISIONS_PER_TIME_ON)
        return rate >= 1 or g.dice.chance(rate, "manager: send the runner?")

    def wants_bunt(self, g: Game, side: int) -> bool:
        """Sacrifice as often as the batter did (his ``sh_chance``), mostly with nobody out, in close games and
        late; never with one of the team's sluggers."""
        card: PTCard = g.cards[g.batter]
        chance = card.sh_chance
        if chance <= 0 or (not card.is_pitcher and card.value >= (self.plan or self._plan(g, side)).slugger):
            return False
        p = chance * sac_weight(g, side) / SAC_NORM
        return p >= 1 or g.dice.chance(p, "manager: sacrifice?")

    def wants_squeeze(self, g: Game, side: int) -> bool:
        """The suicide squeeze, now and then: a runner on 3rd, a close game from the 6th on, a batter who bunts
        (by his season) and bunts well enough."""
        card: PTCard = g.cards[g.batter]
        if card.sh_chance <= 0 or card.shc < SQUEEZE_MIN_SHC or g.inning < 6 or not -1 <= g.lead(side) <= 1:
            return False
        if not card.is_pitcher and card.value >= (self.plan or self._plan(g, side)).slugger:
            return False
        p = card.sh_chance * SQUEEZE_SHARE * (1.3 if g.outs == 1 else 0.7)
        return p >= 1 or g.dice.chance(p, "manager: squeeze?")

    def wants_hit_and_run(self, g: Game, side: int) -> bool:
        """A contact hitter up with nobody out and a runner of some speed on first, from the 3rd inning in a close
        game, as often as the team ran (its ``run_factor``)."""
        away, home = g.sides
        s = home if side else away
        card: PTCard = g.cards[s.order[s.up]]
        if card.is_pitcher or g.inning < 3 or abs(g.lead(side)) > 3 or g.outs or g.bases[1] < 0:
            return False
        runner: PTCard = g.cards[g.bases[1]]
        if runner.br < T.MEDIUM or card.cols[0].count(T.SO) > 10:
            return False
        p = HIT_AND_RUN_CHANCE * (self.plan or self._plan(g, side)).run_factor
        return p >= 1 or g.dice.chance(p, "manager: hit-and-run?")


_IBB_OUTS: Final[tuple[float, ...]] = (0.45, 1.2, 1.35)
"""Intentional walks by outs (real managers walk a man on purpose mostly with one or two out)."""


def ibb_weight(g: Game, side: int) -> float:
    """The situation's weight for walking the batter due on purpose (``side`` in the field): 0 with a better
    hitter on deck; more late, in a close game and with one or two out."""
    away, home = g.sides
    off = away if side else home
    cards = g.cards
    deck: PTCard = cards[off.order[(off.up + 1) % len(off.order)]]
    due: PTCard = cards[off.order[off.up]]
    if deck.value >= due.value:
        return 0.0
    w = _IBB_OUTS[g.outs] * (0.6 if g.inning <= 3 else 0.9 if g.inning <= 6 else 1.5)
    lead = g.lead(side)
    return w * (1.2 if -2 <= lead <= 2 else 0.3 if lead >= 5 or lead <= -4 else 0.8)


def sac_weight(g: Game, side: int) -> float:
    """The situation's weight for a sacrifice (``side`` batting): mostly with nobody out, runners on 1st and 2nd
    most, in a close game and late; hardly when far behind."""
    b = g.bases
    w = (1.5 if g.outs == 0 else 0.55) * (1.3 if b[1] >= 0 and b[2] >= 0 else 1.0 if b[1] >= 0 else 0.7)
    lead = g.lead(side)
    if -1 <= lead <= 1:
        return w * (1.5 if g.inning >= 7 else 1.1)
    if lead <= -3:
        return w * 0.3
    if lead >= 4:
        return w * 0.5
    return w


def _closer(g: Game, side: int) -> int:
    """The side's closer in the bullpen (a role-C pitcher in the closer's spot), -1 when he is not there."""
    cards = g.cards
    for i, r in g.sides[side].pen:
        if r == "closer":
            card: PTCard = cards[i]
            if card.role == "C":
                return i
    return -1
