"""That's Baseball's default AI manager: pickoffs, the hit-and-run, relievers' stints and the optional rolls it
asks for (fly-ball advance, error roll, double-play roll). Its pitch-count hook is ``state.pitcher_tired``."""

from __future__ import annotations

from typing import Any

from dugout.engine.game import Game
from dugout.engine.manager import AIManager
from dugout.games.thats_baseball.card import TBCard


class TBManager(AIManager):
    """The default That's Baseball manager: throws over to first, runs the hit-and-run in close late games, and
    stays with his pitchers as long as the team's real managers did."""

    def before_pa_defense(self, g: Game, side: int) -> None:
        # a reliever who has worked his real stint makes way at the start of an inning, tired or not
        s = g.sides[side]
        if s.pen and self.stint_done(g, side):
            new = self.choose_reliever(g, side)
            if new >= 0 and new != s.pitcher:
                g.change_pitcher(side, new)
                return
        AIManager.before_pa_defense(self, g, side)

    def wants_pickoff(self, g: Game, side: int) -> int:
        # 1 in 36 to pick him off against 1 in 36 to give up a base: worth it only on a runner at first who
        # matters, late in a close game
        if g.bases[1] >= 0 and g.bases[2] < 0 and g.inning >= 7 and abs(g.lead(side)) <= 2:
            return 1
        return 0

    def wants_hit_and_run(self, g: Game, side: int) -> bool:
        if g.bases[1] < 0 or g.bases[2] >= 0 or g.outs == 2:
            return False
        card: TBCard = g.cards[g.sides[side].order[g.sides[side].up]]
        return not card.pitcher_chart and g.inning >= 6 and abs(g.lead(side)) <= 2 and card.aba <= 27

    def decide(self, g: Game, side: int, name: str, default: Any) -> Any:
        if name == "fly-advance":
            return default >= 2  # tag from second and third, never from first
        if name == "error-roll":
            return True  # free for the offense
        if name == "double-play-roll":
            return True  # 1-3 changes nothing for the defense
        return default
