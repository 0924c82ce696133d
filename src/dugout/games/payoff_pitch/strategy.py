"""Strategy before and around the pitch (digest §2.5-§2.8): steals and pick-offs, bunts, squeeze, hit-and-run,
the infield drawn in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dugout.engine.codes import FC, OUT, SAC, SINGLE
from dugout.engine.game import Game
from dugout.games.payoff_pitch import tables as T

if TYPE_CHECKING:
    from dugout.games.payoff_pitch.cards import Batter
    from dugout.games.payoff_pitch.state import PPState

_BASE = ("", "first", "second", "third", "home")
STEAL_AUTO, STEAL_HOLD, STEAL_MANAGER = 0, 1, 2


class StrategyMixin:
    """Steals, pick-offs, bunts and the hit-and-run; mixed into the Ruleset."""

    _steal: int
    _late_jump: bool
    _jump_marks: bool
    _auto_sac: bool

    # --- before the pitch -----------------------------------------------------------------------------------
    def _before_pitch(self, g: Game, st: PPState) -> bool:
        """Strategy calls with runners on; True when the plate appearance is over or the inning ended."""
        b = g.bases
        side = g.half
        om = g.sides[side].manager
        if b[3] >= 0 and g.outs < 2:
            dm = g.sides[1 - side].manager
            al = dm.alignment(g, 1 - side)
            st.align = 1 if al == "infield-in" else 2 if al == "corners-in" else 0
            if g.narrate and st.align:
                g.say(f"{g.sides[1 - side].gt.name} bring{' the infield' if st.align == 1 else ' the corners'} in.")
            if om.wants_squeeze(g, side):
                self._squeeze(g, st)
                return True
        elif b[3] < 0 and g.outs < 2 and not self._auto_sac and om.wants_bunt(g, side):
            d = g.dice.d(6, "fielder die")
            u = self._d99(g, "sacrifice bunt")  # type: ignore[attr-defined]
            self._sacrifice(g, st, d, u, auto=False)
            return True
        if b[1] >= 0 and b[3] < 0 and g.outs < 2 and om.wants_hit_and_run(g, side):
            st.hit_run = True
            if g.narrate:
                g.say("The hit-and-run is on.")
            return False
        if self._steal != STEAL_AUTO:
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
        s = g.sides[g.half]
        if s.pos_of.get(bi) == "PH":
            return False
        card = g.cards[bi].bat
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
            self._reach(g, st, 1, 1, SINGLE)  # type: ignore[attr-defined]
        else:
            self._out_runners_up(g)  # type: ignore[attr-defined]
        return True

    # --- bunts ------------------------------------------------------------------------------------------------
    def _sacrifice(self, g: Game, st: PPState, die: int, u: int, auto: bool) -> None:
        """A sacrifice bunt on the Sacrifice Bunt chart (the fielder from ``die``)."""
        if u == 0:
            u = self._d99(g, "sacrifice bunt, 00 rolled again")  # type: ignore[attr-defined]
        card = g.cards[g.batter].bat
        res = T.BUNT_RESULT[card.bunt][u]
        fielder = T.BUNT_FIELDER[die]
        if g.narrate:
            g.say(f"{g.names[g.batter]} {'bunts' if auto else 'lays down a sacrifice'}: Bunt {T.GRADES[card.bunt]}, "
                  f"d100 {u:02d} — {T.BUNT_RESULTS[res]} (fielded by the {['P', 'C', '1B', '2B', '3B'][fielder - 1]})")
        b = g.bases
        if res == T.B_SH:
            self._out_runners_up(g, SAC)  # type: ignore[attr-defined]
        elif res == T.B_HIT:
            self._reach(g, st, 1, 1, SINGLE)  # type: ignore[attr-defined]
        elif res == T.B_FC:
            lead = next(k for k in (3, 2, 1) if b[k] >= 0)
            g.runner_out(lead)
            if g.outs < 3:
                for base in (2, 1):
                    if base < lead and b[base] >= 0:
                        g.advance(base, base + 1)
            g.place_batter(1)
            g.end_pa(FC)
            self._after_reach(g, st)  # type: ignore[attr-defined]
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
        u = self._d99(g, "squeeze")  # type: ignore[attr-defined]
        card = g.cards[g.batter].bat
        res = T.BUNT_RESULT[card.bunt][u]
        b = g.bases
        if res != T.B_SH:
            self._sacrifice(g, st, min(d1, d2), u, auto=False)
            return
        runner = b[3]
        need = g.cards[runner].bat.run
        safe = d1 + d2 <= need
        if g.narrate:
            g.say(f"Squeeze! d100 {u:02d} in the SH range; 2d6 {d1 + d2} vs Run {need} — "
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

    # --- steals and pick-offs ---------------------------------------------------------------------------------
    def _catcher_arm(self, g: Game) -> int:
        c = g.fielder_at(2)
        if c < 0:
            return 3
        return g.cards[c].bat.field_at("C").arm or 3

    def _steal_p(self, g: Game, base: int, worse: int) -> float:
        """Chance the runner on ``base`` steals the next base (chart column letter + catcher Arm)."""
        card = g.cards[g.bases[base]].bat
        arm = self._catcher_arm(g)
        if card.dagger and arm <= 2:
            arm = 3
        letter = min(4, card.letter + worse)
        top = T.STEAL_RANGE[letter][arm] - (T.STEAL_THIRD_PENALTY if base == 2 else 0)
        return top / 100

    def _steal_roll(self, g: Game, base: int, worse: int, why: str) -> None:
        """Resolve a steal attempt on the Stealing chart."""
        runner = g.bases[base]
        card = g.cards[runner].bat
        arm = self._catcher_arm(g)
        if card.dagger and arm <= 2:
            arm = 3
        letter = min(4, card.letter + worse)
        top = T.STEAL_RANGE[letter][arm] - (T.STEAL_THIRD_PENALTY if base == 2 else 0)
        v = g.dice.d(100, why)
        safe = v <= top
        if g.narrate:
            g.say(f"  {g.names[runner]} steals ({T.GRADES[letter]}{arm}, 01-{top:02d}): d100 {v % 100:02d} — "
                  f"{'safe' if safe else 'caught'}")
        g.steal(base, safe)

    def _pickoff(self, g: Game, base: int) -> None:
        """Double sixes: the Pick Off chart."""
        runner = g.bases[base]
        v = g.dice.d(100, "pick off")
        if g.narrate:
            g.say(f"  double sixes: pick-off throw to {_BASE[base]}, d100 {v % 100:02d}")
        if v <= T.PICKOFF_OUT_MAX:
            if g.narrate:
                g.say(f"  {g.names[runner]} is picked off")
            g.runner_out(base)
        elif v <= T.PICKOFF_ERROR_MAX:
            if g.narrate:
                g.say(f"  the throw gets away: {g.names[runner]} moves up")
            g.error(1)
            g.advance(base, base + 1, earned=False)
        elif g.narrate:
            g.say(f"  {g.names[runner]} gets back safely")

    def _auto_steal_roll(self, g: Game, st: PPState, base: int, card: Batter) -> None:
        """Auto Steal: one 2d6 against the Jump rating right after he reaches base."""
        runner = g.bases[base]
        first = runner not in st.seen
        if card.jump == 1:
            if runner in st.jump1_done:
                return
            st.jump1_done.add(runner)
            j = 2
        else:
            j = card.jump + (card.jump_sign if first and self._jump_marks else 0)
        st.seen.add(runner)
        d1, d2 = g.dice.pair(6, "jump")
        total = d1 + d2
        if total == 12:
            self._pickoff(g, base)
            return
        go = total <= j if base == 1 else (d1 == d2 and total <= j)
        if go:
            if g.narrate:
                g.say(f"  {g.names[runner]} gets a jump: 2d6 {d1}+{d2} <= {j}")
            self._steal_roll(g, base, 0, "steal")

    def _called_steal(self, g: Game, st: PPState, base: int) -> None:
        """A steal the manager calls: the chart (manager option) or the pitcher's Hold first (hold option)."""
        d1, d2 = g.dice.pair(6, "steal jump")
        total = d1 + d2
        if total == 12:
            self._pickoff(g, base)
            return
        runner = g.bases[base]
        worse = 0
        if self._steal == STEAL_HOLD:
            hold = g.cards[g.sides[1 - g.half].pitcher].pit.hold
            ok = total <= hold and (base == 1 or d1 == d2)
            if not ok:
                card = g.cards[runner].bat
                late = self._late_jump and card.jump and total <= card.jump and (base == 1 or d1 == d2)
                if late and g.sides[g.half].manager.decide(g, g.half, "late-jump", self._steal_p(g, base, 1) >= 0.7):
                    worse = 1
                else:
                    if g.narrate:
                        g.say(f"  {g.names[runner]} gets no jump (2d6 {total} vs Hold {hold})")
                    return
        self._steal_roll(g, base, worse, "steal")

    def _hit_run_miss(self, g: Game, st: PPState) -> None:
        """The batter missed on the hit-and-run: the lead runner is stealing with his letter one lower."""
        b = g.bases
        lead = 2 if b[2] >= 0 else 1
        if b[lead] < 0 or b[lead + 1] >= 0:
            return
        trail = 1 if lead == 2 and b[1] >= 0 else 0
        self._steal_roll(g, lead, 1, "hit-and-run runner")
        if trail and g.outs < 3 and b[2] < 0:
            g.advance(1, 2)
