"""The default Payoff Pitch manager: uses pitchers as they were used, and plays little small ball.

Payoff Pitch asks players to use the cards as the real players were used. Starters go about as deep as they
did (their innings per start), relievers one inning (Short) or two (Long), and a tired pitcher leaves. Steals
and sacrifices come from the cards themselves (auto options), so the manager calls them only when those
options are off.
"""

from __future__ import annotations

from typing import Any

from dugout.engine.game import Game
from dugout.engine.manager import AIManager
from dugout.games.payoff_pitch.cards import Card

#: A starter not yet tired leaves at the start of an inning once he has worked this many innings more than
#: his innings per start (calibrated against starters' real innings per start).
STARTER_EXTRA = 0.6
LONG_INNINGS = 2


class PPManager(AIManager):
    """Pitcher usage by the cards' stamina and innings per start; small ball when the options ask for it."""

    def before_pa_defense(self, g: Game, side: int) -> None:
        s = g.sides[side]
        pidx = s.pitcher
        if g.pit[pidx] is None:
            return
        rules: Any = g.rules
        change = rules.pitcher_tired(g, side)
        if not change:
            st = g.ext
            if st.last_inning.get(pidx) != g.inning and g.outs == 0:
                done = st.innings.get(pidx, 0)
                card: Card = g.cards[pidx]
                if pidx == s.starter:
                    change = done > 0 and done >= card.pit.ipgs + STARTER_EXTRA
                elif done:
                    relief = card.pit.relief or "Long"
                    change = done >= (1 if relief == "Short" else LONG_INNINGS)
            if not change and g.outs == 0 and g.inning >= g.innings and 0 < g.lead(side) <= 3 \
                    and g.bases[1] < 0 and g.bases[2] < 0 and g.bases[3] < 0:
                closer = next((i for i, r in s.pen if r == "closer"), -1)
                line = g.pit[pidx]
                change = closer >= 0 and pidx != closer and line is not None and line[0] > 0
        if change and (s.pen or g.inning >= g.innings + 3):
            new = self.choose_reliever(g, side)
            if new >= 0 and new != pidx:
                g.change_pitcher(side, new)

    def wants_ibb(self, g: Game, side: int) -> bool:
        return False  # the cards' walks already include the intentional ones

    def wants_bunt(self, g: Game, side: int) -> bool:
        if g.outs >= 2 or g.bases[3] >= 0 or (g.bases[1] < 0 and g.bases[2] < 0):
            return False
        s = g.sides[side]
        due = g.batter if g.batter >= 0 else s.order[s.up]
        if s.pos_of.get(due) == "P":
            return True
        card: Card = g.cards[due]
        return g.inning >= g.innings - 1 and abs(g.lead(side)) <= 1 and g.outs == 0 and card.bat.bunt <= 1 \
            and card.value < 0.0

    def wants_squeeze(self, g: Game, side: int) -> bool:
        if g.outs != 1 or g.inning < g.innings - 2 or not -1 <= g.lead(side) <= 0:
            return False
        s = g.sides[side]
        card: Card = g.cards[s.order[s.up]]
        runner: Card = g.cards[g.bases[3]]
        return card.bat.bunt <= 1 and runner.bat.run >= 5 and card.value < 0.0

    def wants_hit_and_run(self, g: Game, side: int) -> bool:
        if g.bases[1] < 0 or g.bases[2] >= 0 or g.bases[3] >= 0 or g.outs == 2:
            return False
        if g.inning < 5 or abs(g.lead(side)) > 2:
            return False
        s = g.sides[side]
        card: Card = g.cards[s.order[s.up]]
        runner: Card = g.cards[g.bases[1]]
        return card.bat.target[6] < 0.09 and runner.bat.letter <= 2 and runner.bat.run >= 5

    def wants_steal(self, g: Game, side: int, base: int, chance: float) -> bool:
        runner: Card = g.cards[g.bases[base]]
        if not runner.bat.jump or abs(g.lead(side)) > 3:
            return False
        if base == 2:
            return chance >= 0.8 and g.outs == 1 and runner.bat.jump >= 5
        return chance >= 0.7 and g.outs < 2 and runner.bat.jump >= 4

    def alignment(self, g: Game, side: int) -> str:
        if g.bases[3] < 0 or g.outs >= 2:
            return "normal"
        if g.inning >= g.innings - 1 and -1 <= g.lead(side) <= 1:
            return "corners-in" if g.bases[1] >= 0 else "infield-in"
        return "normal"

    def decide(self, g: Game, side: int, name: str, default: Any) -> Any:
        if name == "bunt-for-hit":
            card: Card = g.cards[g.batter]
            return g.bases[1] < 0 and g.bases[2] < 0 and g.bases[3] < 0 and g.outs == 0 and card.bat.run >= 7 \
                and g.inning >= g.innings - 2 and abs(g.lead(side)) <= 1
        return default
