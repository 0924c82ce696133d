"""The default Fall Classic manager: plays the charts' percentages and the rules' late-game calls, and over a
season gives starters their real share of starts (``choose_starter``) and relievers their real relief work."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from dugout.engine import codes as E
from dugout.engine.codes import P_R
from dugout.engine.manager import AIManager
from dugout.engine.roster import GameTeam
from dugout.games.fall_classic import tables as T
from dugout.games.fall_classic.card_codes import GD
from dugout.games.fall_classic.options import FallClassicOptions
from dugout.games.fall_classic.play_running import outfield_in_allowed
from dugout.games.fall_classic.play_throws import fielder, throw_max
from dugout.games.fall_classic.state import FCState, memory, schedule

if TYPE_CHECKING:
    from dugout.engine.game import Game


BUNT_CHANCES = 0.12
"""Plate appearances with a runner on 1st or 2nd, 3rd open and none out, per plate appearance (about)."""
PITCHER_BUNT = 0.6
RELIEF_PRIOR = 12.0
"""Batters faced added to every reliever's count when comparing loads, so early-season picks follow real work."""


def bunt_success(sh: int) -> float:
    """Chance a sacrifice attempt is a sacrifice: contact (d6 <= sh), then a second d6 <= sh that is not a 6.

    >>> round(bunt_success(3), 2), round(bunt_success(5), 2)
    (0.25, 0.69)
    """
    return max(0.05, min(sh, 6) / 6 * min(sh, T.BUNT_POP - 1) / 6)


class FCManager(AIManager):
    """Auto-steals as the cards say, steals 3rd with real base stealers, squeezes and plays the infield in
    late and close, brings the outfield in when the rules allow, and runs with risk when the throw is poor.

    It manages under the game's options (``FallClassic.make_manager`` passes them)."""

    def __init__(self, options: FallClassicOptions) -> None:
        self.options = options

    def before_pa_defense(self, g: Game, side: int) -> None:
        """Change pitchers at grade D, when shelled, or for the closer once the pitcher is past his limit."""
        s = g.sides[side]
        line = g.pit[s.pitcher]
        if line is None:
            return
        st: FCState = g.ext
        ra = line[P_R]
        stint = s.pitcher != s.starter and self.stint_done(g, side)
        if ra < 5 and st.gh[side] != GD and not st.armed[side] and not stint:
            return  # the common case: nothing to decide
        change = stint or st.gh[side] == GD or ra >= T.SHELLED_RUNS or (ra >= 5 and g.inning <= 5 and
                                                                        s.pitcher == s.starter)
        if not change and st.armed[side] and g.outs == 0 and g.inning >= g.innings and 0 < g.lead(side) <= 3 \
                and g.bases[1] < 0 and g.bases[2] < 0 and g.bases[3] < 0:
            closer = next((i for i, r in s.pen if r == "closer"), -1)
            change = closer >= 0 and s.pitcher != closer
        if change and (s.pen or g.inning >= g.innings + 3):
            new = self.choose_reliever(g, side)
            if new >= 0 and new != s.pitcher:
                g.change_pitcher(side, new)


    def season_pace(self, g: Game, side: int) -> tuple[float, dict[str, int]] | None:
        """Over a season (with the playing-time rule), the share of the real schedule (154 games when unknown)
        due by the end of this game and the plate appearances each player has had so far, from Fall Classic's
        own season memory; the engine's ``starting_lineup`` then starts at each spot the player furthest behind
        his real pace."""
        if not self.options.playing_time:
            return None
        team = g.sides[side].gt.team
        mem = memory(g)
        played = mem["games"].get(team.id, 0)
        if not played:
            return None
        return (played + 1) / schedule(team), mem["pa"].get(team.id, {})

    def choose_reliever(self, g: Game, side: int, forced: bool = False) -> int:
        """The reliever with the least relief work so far relative to his real season's relief work, so that a
        bullpen asked for more (or less) than its real innings shares the difference in proportion."""
        s = g.sides[side]
        if not s.pen:
            return super().choose_reliever(g, side, forced)
        lead = g.lead(side)
        late_close = g.inning >= g.innings and 0 < lead <= 3
        team = s.gt.team
        used_bf = memory(g)["rbf"].get(team.id, {})
        best, best_key = -1, None
        for i, role in s.pen:
            if role == "closer" and not late_close and g.inning < g.innings - 2:
                continue  # the closer is kept for the late innings
            card = g.cards[i]
            real = card.info.get("relief_bf", 0.0)
            load = (used_bf.get(card.id, 0) + RELIEF_PRIOR) / real if real > 0 else float("inf")
            key = (role == "closer" and late_close, -load, -i)
            if best_key is None or key > best_key:
                best, best_key = i, key
        return best if best >= 0 else s.pen[0][0]

    offense_from_inning = 5

    def before_pa_offense(self, g: Game, side: int) -> None:
        """Pinch-hit for a reliever from the 5th, for a starter past his limit from the 6th, for any pitcher from
        the 7th when behind; a patient team (``pitcher_patience``) does so only when it trails by at least its
        patience in runs."""
        s = g.sides[side]
        due = s.order[s.up]
        if s.pos_of.get(due) != "P" or not s.bench or s.dh:
            return
        st: FCState = g.ext
        patience = self.pitcher_patience(g, side)
        if patience and g.lead(side) > -patience:
            return
        tired = due == s.starter and st.armed[side] and g.inning >= 6
        if s.pos_of.get(due) == "P" and (((due != s.starter or tired) and s.pen) or (g.inning >= 7 and g.lead(side) < 0)):
            rules = g.rules
            bench = [i for i in s.bench if i - s.off not in s.unavailable] or s.bench
            best = max(bench, key=lambda i: (rules.batter_value(g.cards[i]), -i))
            g.pinch_hit(side, best)

    def wants_steal(self, g: Game, side: int, base: int, chance: float) -> bool:
        if base == 1:
            if self.options.auto_steal != "off":
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
        if not self.options.squeeze or g.outs != 1 or g.inning < 7 or not -1 <= g.lead(side) <= 0:
            return False
        s = g.sides[side]
        card = g.cards[s.order[s.up]]
        return card.sh >= 5 and g.bases[2] < 0

    def wants_bunt(self, g: Game, side: int) -> bool:
        """Sacrifice about as often as the batter really did: with a runner on 1st or 2nd, 3rd open, none out
        (a pitcher also with one out), in a game still close."""
        b = g.bases
        if g.outs == 2 or b[3] >= 0 or (b[1] < 0 and b[2] < 0) or abs(g.lead(side)) > 3:
            return False
        s = g.sides[side]
        due = s.order[s.up]
        card = g.cards[due]
        pitcher = s.pos_of.get(due) == "P"
        if card.sh < (3 if pitcher else 4) or (g.outs == 1 and not pitcher):
            return False  # a poor bunter strikes out on half his attempts: he swings away
        p = card.info.get("sh_rate", 0.0) / (BUNT_CHANCES * bunt_success(card.sh))
        if pitcher:
            p = max(p, PITCHER_BUNT)
        return p > 0 and g.dice.d(100, "sacrifice call") <= round(100 * min(1.0, p))

    def alignment(self, g: Game, side: int) -> str:
        if self.options.outfield_in and outfield_in_allowed(g):
            return "outfield-in"
        if self.options.infield_in and g.bases[3] >= 0 and g.outs < 2 and g.inning >= g.innings - 2 \
                and -1 <= g.lead(side) <= 1:
            return "infield-in"
        return "normal"

    def decide(self, g: Game, side: int, name: str, default: Any) -> Any:
        if name == "run-risk":
            _frm, _to, pos = default
            p_out = self._p_out(g, pos)
            return p_out <= (0.5 if g.outs == 2 else 0.34)
        if name == "throw":
            _frm, to, pos = default
            return to == 4 or self._p_out(g, pos) >= 0.3
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


    def _p_out(self, g: Game, pos: int) -> float:
        """The chance an outfielder's throw gets the runner (``throw_max``)."""
        return throw_max(self.options, fielder(g, pos), pos) / 6


def choose_starter(gt: GameTeam, rested: list[int], pitching: dict[int, list[int]]) -> int | None:
    """The rested starter furthest behind his real share of the team's starts (the playing-time rule)."""
    players = gt.team.players
    real: dict[int, int] = {}
    for i in gt.pitchers:
        line = players[i].pitching
        if line is not None and line.gs > 0:
            real[i] = line.gs
    total = sum(real.values())
    pool = [i for i in rested if i in real]
    if total <= 0 or not pool:
        return None
    starts = sum(line[E.P_GS] for line in pitching.values()) + 1
    return max(pool, key=lambda i: (real[i] / total * starts - (pitching[i][E.P_GS] if i in pitching else 0), -i))
