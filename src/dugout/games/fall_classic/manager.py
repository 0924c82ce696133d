"""The default Fall Classic manager: plays the charts' percentages and the rules' late-game calls."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from dugout.engine.manager import AIManager
from dugout.games.fall_classic import tables as T

if TYPE_CHECKING:
    from dugout.engine.game import Game


class FCManager(AIManager):
    """Auto-steals as the cards say, steals 3rd with real base stealers, squeezes and plays the infield in
    late and close, brings the outfield in when the rules allow, and runs with risk when the throw is poor."""

    def wants_steal(self, g: Game, side: int, base: int, chance: float) -> bool:
        rules: Any = g.rules
        if base == 1:
            if rules.auto != "off":
                return False  # the auto-steal system sends runners to 2nd
            card = g.cards[g.bases[1]]
            return card.jump > 0 and chance >= 0.65 and g.dice.d(20, "steal call") <= min(20, 2 * card.jump)
        if base == 2:
            return chance >= 0.8 and g.outs == 1 and abs(g.lead(side)) <= 3
        return chance >= 0.6 and g.outs == 2 and g.lead(side) in (-1, 0)

    def wants_hit_and_run(self, g: Game, side: int) -> bool:
        s = g.sides[side]
        due = s.order[s.up]
        card = g.cards[due]
        if card.hnr != 0 or s.pos_of.get(due) == "P" or g.bases[3] >= 0:
            return False
        runner = g.cards[g.bases[1]]
        return g.outs == 1 and runner.run <= 2 and g.inning >= 7 and abs(g.lead(side)) <= 1

    def wants_squeeze(self, g: Game, side: int) -> bool:
        rules: Any = g.rules
        if not rules.opts["squeeze"] or g.outs != 1 or g.inning < 7 or not -1 <= g.lead(side) <= 0:
            return False
        s = g.sides[side]
        card = g.cards[s.order[s.up]]
        return card.sh >= 5 and g.bases[2] < 0

    def wants_bunt(self, g: Game, side: int) -> bool:
        s = g.sides[side]
        due = s.order[s.up]
        if g.cards[due].sh < 2:
            return False
        return super().wants_bunt(g, side)

    def alignment(self, g: Game, side: int) -> str:
        rules: Any = g.rules
        from dugout.games.fall_classic.running import outfield_in_allowed

        if rules.opts["outfield-in"] and outfield_in_allowed(g):
            return "outfield-in"
        if rules.opts["infield-in"] and g.bases[3] >= 0 and g.outs < 2 and g.inning >= g.innings - 2 \
                and -1 <= g.lead(side) <= 1:
            return "infield-in"
        return "normal"

    def decide(self, g: Game, side: int, name: str, default: Any) -> Any:
        if name == "run-risk":
            frm, to, pos = default
            p_out = _p_out(g, pos)
            return p_out <= (0.5 if g.outs == 2 else 0.34)
        if name == "throw":
            frm, to, pos = default
            return to == 4 or _p_out(g, pos) >= 0.3
        if name == "play-safe":
            return True  # the 9th, down two or more: station to station (errata FC-5)
        if name in ("auto-steal", "run-aggressive", "steal-third", "throw-at"):
            if name == "run-aggressive":
                return False
            return default
        return super().decide(g, side, name, default)


def _p_out(g: Game, pos: int) -> float:
    """The chance an outfielder's throw gets the runner (method 1 number or method 2 letter)."""
    rules: Any = g.rules
    f = g.cards[g.fielder_at(pos)].field_at(pos)
    if rules.opts["assists"] == "number" and pos >= 7:
        return f.assist / 6
    return T.THROW_OUT_MAX[f.arm] / 6
