"""The Deadball AI manager: steals and sacrifices at the players' real rates, free pickoffs and pitch outs
when they matter, the shift against every eligible batter, the infield in late and close."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from dugout.engine.codes import P_R
from dugout.engine.manager import AIManager
from dugout.games.deadball import tables as T
from dugout.games.deadball.options import DeadballOptions

if TYPE_CHECKING:
    from dugout.engine.game import Game

THIRD_BASE_SHARE = 0.3
"""Steals of third are this share of a runner's steals of second."""
DOUBLE_STEAL_SHARE = 0.3
LATE = 7
PITCH_OUT_INNING = 6
"""Pitch outs are called from this inning on, in close games."""


class DeadballManager(AIManager):
    """The default Deadball manager."""

    def before_pa_defense(self, g: Game, side: int) -> None:
        # a quick look first: a pitcher who is neither tired nor hit hard, outside a possible save situation at the
        # start of the last inning, stays (the engine's AI manager would change nothing)
        st = g.ext
        ps = st.ps[side]
        idx = ps.idx
        if st.rung[idx] > ps.tired and (g.outs or g.inning < g.innings) and g.pit[idx][P_R] < st.shelled[side]:
            return
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
        if base == 3 or chance < 0.5:
            return False
        if g.inning >= LATE and abs(g.lead(side)) > 3:
            return False
        card = g.cards[g.bases[base]]
        rate = card.steal_rate * (THIRD_BASE_SHARE if base == 2 else 1.0)
        return rate > 0 and g.dice.chance(rate, "manager: steal?")

    def wants_bunt(self, g: Game, side: int) -> bool:
        b = g.bases
        if g.outs >= 2 or b[3] >= 0 or (b[1] < 0 and b[2] < 0):
            return False
        s = g.sides[side]
        due = g.batter if g.batter >= 0 else s.order[s.up]
        if s.pos_of.get(due) == "P" and b[1] >= 0:
            return True
        rate = g.cards[due].sac_rate
        return rate > 0 and abs(g.lead(side)) <= 3 and g.dice.chance(rate, "manager: bunt?")

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
            bc = g.cards[g.batter if g.batter >= 0 else g.sides[1 - side].order[g.sides[1 - side].up]]
            return "shift" if full and bc.shiftable(g.cards[g.sides[1 - g.half].pitcher].throws) else "normal"
        if b[3] >= 0 and g.outs < 2 and g.inning >= LATE and -1 <= lead <= 1:
            return "infield-in"
        if g.inning >= g.innings - 1 and 1 <= lead <= 2:
            return "no-doubles"
        return "normal"

    def decide(self, g: Game, side: int, name: str, default: Any) -> Any:
        if name == "pitch-out":
            return g.inning >= PITCH_OUT_INNING and abs(g.lead(side)) <= 3
        if name == "double-steal":
            card = g.cards[g.bases[2]]
            return card.steal_rate > 0 and g.dice.chance(card.steal_rate * DOUBLE_STEAL_SHARE,
                                                         "manager: double steal?")
        return default
