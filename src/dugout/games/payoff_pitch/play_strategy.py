"""Strategy before the pitch (digest §2.5-§2.8, §3.8-§3.10): the intentional walk, called steals, bunts, the squeeze,
the hit-and-run, the infield drawn in, the bunt for a hit. Steals themselves are run in ``play_running``; what a
person may call, and when, is ``play_calls``.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from dugout.engine.codes import FC, IBB, OUT, SAC, SINGLE
from dugout.engine.game import Game
from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.play_outs import PlayOuts

if TYPE_CHECKING:
    from dugout.games.payoff_pitch.card import Card
    from dugout.games.payoff_pitch.state import PPState


@mypyc_attr(allow_interpreted_subclasses=True)
class PlayStrategy(PlayOuts):
    """The managers' calls with runners on, and bunts."""

    # --- before the pitch -----------------------------------------------------------------------------------
    def _intentional_walk(self, g: Game, st: PPState) -> None:
        """The defense walks the batter on purpose (not in the rulebook: dugout awards him first base, forced runners
        moving up); then the auto-steal check as for any batter who reaches."""
        if g.narrate:
            g.say(f"{g.names[g.batter]} is walked intentionally")
        g.force()
        g.place_batter(1)
        g.end_pa(IBB)
        self._after_reach(g, st)

    def _before_pitch(self, g: Game, st: PPState) -> bool:
        """Strategy calls with runners on; True when the plate appearance is over or the inning ended. The calls
        are asked in the states ``play_calls`` offers them in: the infield or corners in and the squeeze with a
        runner on third, the sacrifice with runners on first and/or second, the hit-and-run with a runner on first
        (and second), a steal of the lead runner with the base ahead open."""
        b = g.bases
        side = g.half
        om = st.sides[side].manager
        if b[3] >= 0:
            dm = st.sides[1 - side].manager
            al = dm.alignment(g, 1 - side)
            st.align = 1 if al == "infield-in" else 2 if al == "corners-in" else 0
            if g.narrate and st.align:
                g.say(f"{g.sides[1 - side].gt.name} bring{' the infield' if st.align == 1 else ' the corners'} in.")
            if g.outs < 2 and om.wants_squeeze(g, side):
                self._squeeze(g, st)
                return True
        elif g.outs < 2 and st.ask_bunt[side] and om.wants_bunt(g, side):
            d = g.dice.d(6, "fielder die")
            u = self._d99(g, "sacrifice bunt")
            self._sacrifice(g, st, d, u, auto=False)
            return True
        if b[1] >= 0 and b[3] < 0 and om.wants_hit_and_run(g, side):
            st.hit_run = True
            if g.narrate:
                g.say("The hit-and-run is on.")
            return False
        if st.ask_steal[side]:
            for base in (2, 1):
                if b[base] >= 0 and b[base + 1] < 0:
                    if om.wants_steal(g, side, base, self._steal_p(g, base, 0)):
                        self._called_steal(g, st, base)
                        return g.outs >= 3
                    break
        return False

    def _bunt_for_hit(self, g: Game, st: PPState) -> bool:
        """A bunt for a hit when the manager asks (once a game, never by a pinch hitter)."""
        bi = g.batter
        if bi in st.bunt_hit_used:
            return False
        s = st.sides[g.half]
        if s.pos_of.get(bi) == "PH":
            return False
        bcard: Card = g.cards[bi]
        card = bcard.bat
        if not s.manager.decide(g, g.half, "bunt-for-hit", False):
            return False
        st.bunt_hit_used.add(bi)
        r = g.dice.dd(2, 6, "bunt for a hit")
        d10 = g.dice.d(10, "bunt for a hit") - 1
        safe = d10 <= T.BUNT_HIT_D10_MAX and r <= card.run
        if g.narrate:
            g.say(f"{g.names[bi]} bunts for a hit: d10 {d10}, 2d6 {r} vs Run {card.run} — "
                  f"{'safe' if safe else 'out at first'}")
        if safe:
            self._reach(g, st, 1, 1, SINGLE)
        else:
            self._out_runners_up(g)
        return True

    # --- bunts ------------------------------------------------------------------------------------------------
    def _sacrifice(self, g: Game, st: PPState, die: int, u: int, auto: bool, squeeze: bool = False) -> None:
        """A sacrifice bunt on the Sacrifice Bunt chart (the fielder from ``die``); ``squeeze`` when a squeeze's
        d100 missed the SH range."""
        if u == 0:
            u = self._d99(g, "sacrifice bunt, 00 rolled again")
        bcard: Card = g.cards[g.batter]
        card = bcard.bat
        res = T.BUNT_RESULT[card.bunt][u]
        fielder = T.BUNT_FIELDER[die]
        if g.narrate:
            verb = "bunts" if auto else "squeeze bunt, off the SH range" if squeeze else "lays down a sacrifice bunt"
            g.say(f"{g.names[g.batter]} {verb}: Bunt {T.GRADES[card.bunt]}, "
                  f"d100 {u:02d} — {T.BUNT_RESULTS[res]} (fielded by the {['P', 'C', '1B', '2B', '3B'][fielder - 1]})")
        b = g.bases
        if res == T.B_SH:
            self._out_runners_up(g, SAC)
        elif res == T.B_HIT:
            self._reach(g, st, 1, 1, SINGLE)
        elif res == T.B_FC:
            lead = next(k for k in (3, 2, 1) if b[k] >= 0)
            g.runner_out(lead)
            if g.outs < 3:
                for base in (2, 1):
                    if base < lead and b[base] >= 0:
                        g.advance(base, base + 1)
            g.place_batter(1)
            g.end_pa(FC)
            self._after_reach(g, st)
        elif res == T.B_POP:
            g.batter_out()
            g.end_pa(OUT)
        else:
            lead = next(k for k in (3, 2, 1) if b[k] >= 0)
            g.batter_out()
            if g.outs < 3:
                g.runner_out(lead)
                g.double_play()
            g.end_pa(OUT)

    def _squeeze(self, g: Game, st: PPState) -> None:
        """Squeeze: the chart's SH range scores the runner if 2d6 <= his Run; the batter is safe either way."""
        dice = g.dice
        d1, d2 = dice.pair(6, "squeeze")
        u = self._d99(g, "squeeze")
        bcard: Card = g.cards[g.batter]
        card = bcard.bat
        res = T.BUNT_RESULT[card.bunt][u]
        b = g.bases
        if res != T.B_SH:
            self._sacrifice(g, st, min(d1, d2), u, auto=False, squeeze=True)
            return
        runner = b[3]
        rcard: Card = g.cards[runner]
        need = rcard.bat.run
        safe = d1 + d2 <= need
        if g.narrate:
            g.say(f"Squeeze bunt! d100 {u:02d} in the SH range; 2d6 {d1 + d2} vs Run {need} — "
                  f"{g.names[runner]} {'scores' if safe else 'is out at the plate'}; batter safe at first")
        if safe:
            g.advance(3, 4)
        else:
            g.runner_out(3)
        if g.outs < 3:
            g.advance(2, 3)
            g.advance(1, 2)
        g.place_batter(1)
        g.end_pa(SAC if safe else FC)
