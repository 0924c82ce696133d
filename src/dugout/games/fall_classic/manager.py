"""The default Fall Classic manager: plays the charts' percentages and the rules' late-game calls."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from dugout.engine.codes import P_R
from dugout.engine.manager import AIManager
from dugout.games.fall_classic import tables as T

if TYPE_CHECKING:
    from dugout.engine.game import Game


class FCManager(AIManager):
    """Auto-steals as the cards say, steals 3rd with real base stealers, squeezes and plays the infield in
    late and close, brings the outfield in when the rules allow, and runs with risk when the throw is poor."""

    def before_pa_defense(self, g: Game, side: int) -> None:
        """Change pitchers at grade D, when shelled, or for the closer once the pitcher is past his limit."""
        s = g.sides[side]
        line = g.pit[s.pitcher]
        if line is None:
            return
        st: Any = g.ext
        ra = line[P_R]
        change = st.gh[side] == 3 or ra >= T.SHELLED_RUNS or (ra >= 5 and g.inning <= 5 and s.pitcher == s.starter)
        if not change and st.armed[side] and g.outs == 0 and g.inning >= g.innings and 0 < g.lead(side) <= 3 \
                and g.bases[1] < 0 and g.bases[2] < 0 and g.bases[3] < 0:
            closer = next((i for i, r in s.pen if r == "closer"), -1)
            change = closer >= 0 and s.pitcher != closer
        if change and (s.pen or g.inning >= g.innings + 3):
            new = self.choose_reliever(g, side)
            if new >= 0 and new != s.pitcher:
                g.change_pitcher(side, new)

    def choose_reliever(self, g: Game, side: int, forced: bool = False) -> int:
        """The reliever furthest behind his real share of relief work this season (roles break ties)."""
        s = g.sides[side]
        if not s.pen:
            return super().choose_reliever(g, side, forced)
        rules: Any = g.rules
        lead = g.lead(side)
        late_close = g.inning >= g.innings and 0 < lead <= 3
        team = s.gt.team
        sched = team.record.g if team.record and team.record.g else 154
        frac = (rules.team_games.get(team.id, 0) + 1) / sched
        best, best_key = -1, None
        for i, role in s.pen:
            if role == "closer" and not late_close and g.inning < g.innings - 2:
                continue  # the closer is kept for the late innings
            card = g.cards[i]
            share = card.info.get("relief_bf", 0.0) * frac
            used = rules.usage.get((s.gt.team.id, card.id), 0)
            key = (role == "closer" and late_close, share - used, -i)
            if best_key is None or key > best_key:
                best, best_key = i, key
        return best if best >= 0 else s.pen[0][0]

    def before_pa_offense(self, g: Game, side: int) -> None:
        """Pinch-hit for the pitcher from the 7th inning on when behind."""
        s = g.sides[side]
        if not s.bench:
            return
        due = s.order[s.up]
        if s.pos_of.get(due) == "P" and not s.dh and g.inning >= 7 and g.lead(side) < 0:
            rules = g.rules
            best = max(s.bench, key=lambda i: (rules.batter_value(g.cards[i]), -i))
            g.pinch_hit(side, best)

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
        if name == "auto-steal":
            # no steals in a blowout, nor late with the lead
            lead = g.lead(side)
            return abs(lead) < 4 and not (lead > 0 and g.inning >= g.innings - 1)
        if name == "run-aggressive":
            return False
        if name in ("steal-third", "throw-at"):
            return default
        return super().decide(g, side, name, default)


def _p_out(g: Game, pos: int) -> float:
    """The chance an outfielder's throw gets the runner (method 1 number or method 2 letter)."""
    rules: Any = g.rules
    f = g.cards[g.fielder_at(pos)].field_at(pos)
    if rules.opts["assists"] == "number" and pos >= 7:
        return f.assist / 6
    return T.THROW_OUT_MAX[f.arm] / 6
