"""The default Pine Tar manager: pitchers leave by the MIP rules, runners go when the odds are good."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dugout.engine.codes import P_OUTS, P_R
from dugout.engine.manager import AIManager
from dugout.games.pine_tar import tables as T

if TYPE_CHECKING:
    from dugout.engine.game import Game

#: Runs after which the manager pulls a reliever the rules would leave in (starters go by their MIP).
PULL_RELIEVER = 5


#: Share of a runner's times on first that fall inside his SBO letter's window (innings, every other game).
_WINDOW = {"A": 1.0, "B": 1.0, "C": 0.45, "D": 0.33, "E": 0.11}
#: Pre-PA decision points per time on first base, and the share of attempts that are steals of third.
DECISIONS_PER_TIME_ON, THIRD_SHARE = 0.7, 0.15


class PineTarManager(AIManager):
    """Pitching changes follow the fatigue rules; steals, hit-and-runs and bunts play the percentages."""

    steal_threshold = 0.55

    def before_pa_defense(self, g: Game, side: int) -> None:
        s = g.sides[side]
        p = s.pitcher
        line = g.pit[p]
        if line is None:
            return
        change = g.rules.pitcher_tired(g, side)
        if not change and p != s.starter:
            change = line[P_R] >= PULL_RELIEVER or self.stint_done(g, side)
        if not change and g.outs == 0 and g.inning >= g.innings and g.ext.half_pas == 0 \
                and 0 < g.lead(side) <= 3 and line[P_OUTS] > 0:
            closer = _closer(g, side)
            change = closer >= 0 and p != closer
        if change and (s.pen or g.inning >= g.innings + 3):
            new = self.choose_reliever(g, side)
            if new >= 0 and new != p:
                g.change_pitcher(side, new)

    def choose_reliever(self, g: Game, side: int, forced: bool = False) -> int:
        s = g.sides[side]
        if s.pen:
            lead = g.lead(side)
            if g.inning >= g.innings and 0 < lead <= 3:
                closer = _closer(g, side)
                if closer >= 0:
                    return closer
            # otherwise the pitcher who can go longest, the closer last
            return max(s.pen, key=lambda ir: (ir[1] != "closer", g.cards[ir[0]].mip_as_reliever, -ir[0]))[0]
        return super().choose_reliever(g, side, forced)

    def before_pa_offense(self, g: Game, side: int) -> None:
        # never bat for the pitcher with nobody left to pitch: a position player would have to take the mound
        s = g.sides[side]
        if not s.pen and s.pos_of.get(s.order[s.up]) == "P":
            return
        super().before_pa_offense(g, side)

    def wants_steal(self, g: Game, side: int, base: int, chance: float) -> bool:
        """Send runners about as often as they ran in their season, when the odds are fair and the game close."""
        if abs(g.lead(side)) > 4 or chance < (0.68 if base == 2 else self.steal_threshold):
            return False
        card = g.cards[g.bases[base]]
        window = _WINDOW.get(card.sbo, 1.0)
        rate = card.steal_rate * (THIRD_SHARE if base == 2 else 1.0) / (window * DECISIONS_PER_TIME_ON)
        return rate >= 1 or g.dice.chance(rate, "manager: send the runner?")

    def wants_hit_and_run(self, g: Game, side: int) -> bool:
        s = g.sides[side]
        card = g.cards[s.order[s.up]]
        if card.is_pitcher or g.inning < 3 or abs(g.lead(side)) > 3:
            return False
        col = card.cols[0]
        strikeouts = col.count(T.SO)
        runner = g.cards[g.bases[1]] if g.bases[1] >= 0 else None
        return strikeouts <= 10 and runner is not None and runner.br >= T.MEDIUM and g.outs == 0


def _closer(g: Game, side: int) -> int:
    """The side's closer in the bullpen (a role-C pitcher in the closer's spot), -1 when he is not there."""
    return next((i for i, r in g.sides[side].pen if r == "closer" and g.cards[i].role == "C"), -1)
