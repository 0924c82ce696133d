"""The Deadball AI manager: steals, sacrifices and intentional walks at the players' real rates (the card's
tendencies, ``ratings_tendencies``), a steal of home or a bunt for a hit where the dice favour it, free pickoffs
and pitch outs when they matter, the shift against every eligible batter, the infield in late and close, and,
with the house rule, the hit-and-run for the runners who steal.

The decisions that roll dice are module functions, so the play loop's inline path (``play_running``) takes
them with the same dice in the same order as the general path that asks the manager.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from mypy_extensions import mypyc_attr

from dugout.engine.codes import P_R
from dugout.engine.manager import PH_FROM_INNING, AIManager
from dugout.games.deadball import tables as T
from dugout.games.deadball.card import DBCard
from dugout.games.deadball.options import DeadballOptions

if TYPE_CHECKING:
    from dugout.engine.game import Game
    from dugout.games.deadball.state import DBState

THIRD_BASE_SHARE: Final = 0.2
"""A runner on second with third open tries for third at this share of his rate on first: about one attempt in
seven is of third, as in the majors of 1985 and 2016, with second occupied about 0.85 times as often as first."""
DOUBLE_STEAL_SHARE: Final = 0.3
LATE: Final = 7
PITCH_OUT_INNING: Final = 6
"""Pitch outs are called from this inning on, in close games."""
CLOSE: Final = 3
"""Sacrifices, intentional walks and hit-and-runs are for games within this many runs."""
STEAL_HOME_BT: Final = 12
"""A Speedy Runner on third steals home (1 in 8) with two outs when the batter's BT is at most this: a hitter
that weak drives him in less often than the steal does."""
BUNT_HIT_WT: Final = 30
"""A Speedy Runner whose Walk Target is under this (he reaches base less than 30% of the time) bunts for a hit
now and then with the bases empty: a 1 on the d4 is a single to third."""
BUNT_HIT_SHARE: Final = 0.05
SHIFT_BUNT_SHARE: Final = 0.1
"""A shifted Free Swinger without power and with a Walk Target under ``BUNT_HIT_WT`` bunts against the shift in
this share of his turns."""
HIT_AND_RUN_SHARE: Final = 0.5
"""With the house rule, a hit-and-run is called at this share of the runner's steal rate, for a batter who is
not a Free Swinger or a slugger."""
SLUGGER: Final = T.P1 | T.P2
"""Never sacrifice (nor hit-and-run) with these."""


def steals_home(g: Game, bc: DBCard) -> bool:
    """Send the Speedy Runner on third home (no dice): two outs and a batter who rarely hits."""
    return g.outs == 2 and bc.bt <= STEAL_HOME_BT


def sacrifices(g: Game, bc: DBCard, lead: int) -> bool:
    """Sacrifice with a runner on first or second (third open, fewer than two outs): at his real rate, close
    games only, never with a slugger."""
    rate = bc.sac_rate
    return rate > 0 and -CLOSE <= lead <= CLOSE and not bc.traits & SLUGGER and g.dice.chance(rate, "manager: bunt?")


def walks_intentionally(g: Game, bc: DBCard, pc: DBCard, deck: DBCard, lead: int) -> bool:
    """First base open, a runner in scoring position and somebody out: walk a batter better than the man on deck,
    in a close game, at the batter's real rate of intentional walks and the pitcher's manager's readiness."""
    rate = bc.ibb_rate
    if not rate or not g.outs or not -CLOSE <= lead <= CLOSE:
        return False
    # ratings.batter_value (BT + 0.4 of the walk window + 1.5 a power level) in tenths, in integers
    if 6 * bc.bt + 4 * bc.wt + 15 * bc.pmod <= 6 * deck.bt + 4 * deck.wt + 15 * deck.pmod:
        return False
    return g.dice.chance(min(1.0, rate * pc.ibb_factor), "manager: intentional walk?")


def hits_and_runs(g: Game, bc: DBCard, rc: DBCard, lead: int) -> bool:
    """With the house rule: a runner who steals goes with the pitch for a batter who makes contact."""
    rate = rc.steal_rate
    return rate > 0 and -CLOSE <= lead <= CLOSE and not bc.traits & (SLUGGER | T.CM) and not rc.traits & T.SM \
        and g.dice.chance(rate * HIT_AND_RUN_SHARE, "manager: hit-and-run?")


def bunts_for_hit(g: Game, bc: DBCard) -> bool:
    """A Speedy Runner who seldom reaches base bunts for a hit now and then with the bases empty."""
    b = g.bases
    return b[1] < 0 and b[2] < 0 and b[3] < 0 and bc.wt < BUNT_HIT_WT and \
        g.dice.chance(BUNT_HIT_SHARE, "manager: bunt for a hit?")


def bunts_against_shift(g: Game, bc: DBCard) -> bool:
    """A shifted Free Swinger without power who seldom reaches base bunts against the shift now and then."""
    return bool(bc.traits & T.CM) and not bc.traits & SLUGGER and bc.wt < BUNT_HIT_WT and \
        g.dice.chance(SHIFT_BUNT_SHARE, "manager: bunt against the shift?")


@mypyc_attr(allow_interpreted_subclasses=True)
class DeadballManager(AIManager):
    """The default Deadball manager."""

    def before_pa_defense(self, g: Game, side: int) -> None:
        # a quick look first: a pitcher who is neither tired nor hit hard, outside a possible save situation at the
        # start of the last inning, stays unless the team's real usage calls for the next man (the engine's
        # ``planned_change``; otherwise the engine's AI manager would change nothing)
        st: DBState = g.ext
        ps = st.ps[side]
        idx = ps.idx
        b = g.bases
        line = g.pit[idx]
        assert line is not None  # the pitcher on the mound has a line
        if st.rung[idx] > ps.tired and line[P_R] < st.shelled[side] \
                and (g.outs or (g.inning < g.innings and (b[1] >= 0 or b[2] >= 0 or b[3] >= 0
                                                          or not self.planned_change(g, side)))):
            return  # (the planned change waits for an empty inning: not asked with runners on)
        AIManager.before_pa_defense(self, g, side)

    def before_pa_offense(self, g: Game, side: int) -> None:
        # the engine's AI manager pinch-hits and pinch-runs only when his side is not ahead
        if g.score[side] <= g.score[1 - side]:
            AIManager.before_pa_offense(self, g, side)

    def choose_reliever(self, g: Game, side: int, forced: bool = False) -> int:
        s = g.sides[side]
        if forced and not s.pen and not any(i not in s.removed and i not in s.in_game for i in s.bench):
            # nobody left in the bullpen or on the bench: the pinch hitter in the pitcher's slot takes the mound
            ph = next((i for i in s.order if s.pos_of.get(i) == "PH"), -1)
            if ph >= 0:
                return ph
        return super().choose_reliever(g, side, forced)

    def wants_steal(self, g: Game, side: int, base: int, chance: float) -> bool:
        if base == 3:
            return steals_home(g, g.cards[g.batter])
        if chance < 0.5:
            return False
        if g.inning >= LATE and abs(g.lead(side)) > CLOSE:
            return False
        card = g.cards[g.bases[base]]
        rate = card.steal_rate * (THIRD_BASE_SHARE if base == 2 else 1.0)
        return rate > 0 and g.dice.chance(rate, "manager: steal?")

    def wants_bunt(self, g: Game, side: int) -> bool:
        b = g.bases
        if g.outs >= 2 or b[3] >= 0 or (b[1] < 0 and b[2] < 0):
            return False
        return sacrifices(g, g.cards[g.batter], g.lead(side))

    def wants_ibb(self, g: Game, side: int) -> bool:
        b = g.bases
        if b[1] >= 0 or (b[2] < 0 and b[3] < 0):
            return False
        off = g.sides[1 - side]
        deck = g.cards[off.order[(off.up + 1) % len(off.order)]]
        return walks_intentionally(g, g.cards[g.batter], g.cards[g.sides[side].pitcher], deck, g.lead(side))

    def wants_hit_and_run(self, g: Game, side: int) -> bool:
        b = g.bases
        return b[1] >= 0 and b[2] < 0 and g.outs < 2 and hits_and_runs(g, g.cards[g.batter], g.cards[b[1]],
                                                                         g.lead(side))

    def wants_pickoff(self, g: Game, side: int) -> int:
        b = g.bases
        for base in (1, 2):
            r = b[base]
            if r >= 0 and b[base + 1] < 0 and g.cards[r].traits & T.SP:
                return base
        return 0

    def alignment(self, g: Game, side: int) -> str:
        b = g.bases
        lead = g.lead(side)
        if b[1] < 0 and b[2] < 0 and b[3] < 0:
            opts = g.rules.options
            full = isinstance(opts, DeadballOptions) and opts.trait_rules == "full"
            off = g.sides[1 - side]
            bc = g.cards[off.order[off.up]]  # the man due up (the offense's menu asks before he steps in)
            return "shift" if full and bc.shiftable(g.cards[g.sides[1 - g.half].pitcher].throws) else "normal"
        if b[3] >= 0 and g.outs < 2 and g.inning >= LATE and -1 <= lead <= 1:
            return "infield-in"
        if g.inning >= g.innings - 1 and 1 <= lead <= 2:
            return "no-doubles"
        return "normal"

    def decide(self, g: Game, side: int, name: str, default: Any) -> Any:
        if name == "pitch-out":
            return g.inning >= PITCH_OUT_INNING and abs(g.lead(side)) <= CLOSE
        if name == "double-steal":
            card = g.cards[g.bases[2]]
            return card.steal_rate > 0 and g.dice.chance(card.steal_rate * DOUBLE_STEAL_SHARE,
                                                         "manager: double steal?")
        if name == "bunt-for-hit":
            # asked of a Speedy Runner (with every trait rule) or a batter the defense shifts against
            bc = g.cards[g.batter]
            if bc.traits & T.SP and bunts_for_hit(g, bc):
                return "speed"
            if g.ext.align[1 - side] == T.SHIFT and bunts_against_shift(g, bc):
                return "shift"
            return False
        return default


@mypyc_attr(allow_interpreted_subclasses=True)
class CalibratedManager(DeadballManager):
    """The default manager under the house rule ``calibrated``: he bats for his pitcher once the pitcher's real
    work is done (the engine's ``pinch_hits_by_work``, from the 5th inning), as the real teams did. With the older
    rule (only from the 7th when behind) a replay's pitchers took half as many plate appearances again as the real
    ones in a league without the DH (1991 NL: 9.6% against 6.3%), which cost such a league about 3% of its runs
    (docs/rules/deadball.md, "Calibration for real seasons")."""

    pinch_hits_by_work = True
    offense_from_inning = PH_FROM_INNING

    def before_pa_offense(self, g: Game, side: int) -> None:
        # the engine's rule by work, ahead or not (it weighs the team's patience and relief pace itself)
        AIManager.before_pa_offense(self, g, side)


AI_MANAGERS = (DeadballManager, CalibratedManager)
"""The default managers, both taking the play loop's inline decisions (``state.DBState.ai``)."""
