"""Everything before the swing: pickoffs, defensive alignments, steals (double steals, steals of home,
pitch outs), intentional walks, bunts (sacrifices, Speedy Runners bunting for a hit, bunting against the shift)
and the hit-and-run (a house rule).

``PlayRunning`` is a link of the Deadball ruleset's chain built on ``PlayResults`` (a bunt can end in a hit or a
fielder's choice). ``_before_swing`` returns 1 when the plate appearance is over (a bunt, an intentional walk) or
the half-inning ended on the bases (the same batter then leads off the next inning), ``HIT_AND_RUN`` when the
runner goes with the pitch, 0 to swing away. ``_before_swing_ai`` takes the default manager's decisions inline
(the policy and its numbers are ``manager``'s), with the same dice in the same order.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import TYPE_CHECKING, Final

from mypy_extensions import mypyc_attr

from dugout.engine.codes import IBB, OUT, SAC, SINGLE, STRIKEOUT
from dugout.games.deadball import tables as T
from dugout.games.deadball.card import DBCard
from dugout.games.deadball.manager import (
    CLOSE,
    DOUBLE_STEAL_SHARE,
    LATE,
    PITCH_OUT_INNING,
    SLUGGER,
    THIRD_BASE_SHARE,
    bunts_against_shift,
    bunts_for_hit,
    hits_and_runs,
    steals_home,
    walks_intentionally,
)
from dugout.games.deadball.play_results import FAM_HIT, FAM_OUT, TRAITS_FULL, PlayResults

if TYPE_CHECKING:
    from dugout.engine.game import Game
    from dugout.engine.manager import Manager
    from dugout.games.deadball.state import DBState

HIT_AND_RUN: Final = 2
"""What ``_before_swing`` returns when the batting side called a hit-and-run."""
_NEXT: Final = ("", "second", "third", "home")
_SP: Final = T.SP
_CLOSE: Final = CLOSE
_SLUGGER: Final = SLUGGER
_NORMAL: Final = T.NORMAL
_INFIELD_IN: Final = T.INFIELD_IN
_NO_DOUBLES: Final = T.NO_DOUBLES
_SHIFT: Final = T.SHIFT
_LATE: Final = LATE
_PITCH_OUT_INNING: Final = PITCH_OUT_INNING
_DOUBLE_STEAL_SHARE: Final = DOUBLE_STEAL_SHARE
_THIRD_BASE_SHARE: Final = THIRD_BASE_SHARE
#: The least total steal modifier that still gives an even chance (d8 + mod >= 4 on five faces of eight): the
#: default manager never runs on worse odds.
_STEAL_MIN_MOD: Final = T.STEAL_SAFE - 1 - T.STEAL_DIE // 2


@mypyc_attr(allow_interpreted_subclasses=True)
class PlayRunning(PlayResults):
    """Pre-swing decisions and their dice (a link of the Deadball ruleset's chain, on ``PlayResults``)."""

    # --- chances (for managers) ------------------------------------------------------------------------------
    def _steal_odds(self, g: Game, base: int, pitch_out: bool = False) -> float:
        """Success chance of the runner on ``base`` stealing the next base."""
        runner = g.bases[base]
        if runner < 0:
            return 0.0
        if base == 3:
            sp = self._traits == TRAITS_FULL and g.cards[runner].traits & T.SP
            return 1 / T.STEAL_DIE if sp else 0.0
        need = T.STEAL_SAFE - self._steal_mod(g, g.ext, base, pitch_out)
        return max(0.0, min(1.0, (T.STEAL_DIE - need + 1) / T.STEAL_DIE))

    # --- the pre-swing sequence ---------------------------------------------------------------------------------
    def _before_swing(self, g: Game, st: DBState, bc: DBCard) -> int:
        half, dside = g.half, 1 - g.half
        b = g.bases
        occupied = b[1] >= 0 or b[2] >= 0 or b[3] >= 0
        dm = g.sides[dside].manager
        om = g.sides[half].manager
        cards: list[DBCard] = g.cards
        if occupied and self.options.pickoffs and st.pickoffs[dside] > 0 and self._traits:
            # asked whenever a throw is possible, so a person's call is answered even when the runner it named has
            # since been replaced (a pinch runner who is no Speedy Runner draws no throw); the default manager names
            # only a Speedy Runner
            base = dm.wants_pickoff(g, dside)
            if base in (1, 2, 3) and b[base] >= 0 and cards[b[base]].traits & T.SP:
                st.pickoffs[dside] -= 1
                if self._pickoff(g, st, base):
                    return 1
            elif base and g.narrate:
                g.say(f"No pickoff throw to {('first', 'second', 'third')[base - 1]}: no Speedy Runner there.")
        if self._alignments:
            st.align[dside] = self._alignment(g, dm.alignment(g, dside), bc)
        if occupied and self._steals(g, st, om, dm):
            return 1
        # the default manager decides an intentional walk only now, after a person at bat has made his call: the
        # call made first stands (as a person's walk, called first, leaves the batting side only its runners)
        if (hasattr(dm, "call") or getattr(om, "call", None) is None) and dm.wants_ibb(g, dside):
            self._intentional_walk(g)
            return 1
        if occupied:
            if g.outs < 2 and om.wants_bunt(g, half):
                self._bunt(g, st, bc, False)
                return 1
            if self._hnr and b[1] >= 0 and b[2] < 0 and g.outs < 2 and om.wants_hit_and_run(g, half):
                if g.narrate:
                    self._say_hit_and_run(g)
                return HIT_AND_RUN
        shifted = st.align[dside] == T.SHIFT
        speedy = self._traits == TRAITS_FULL and bc.traits & T.SP
        if shifted or speedy:
            # bunting for a hit: a Speedy Runner's (d4) or, against the shift, anyone's (d6); "shift" picks the
            # latter for a Speedy Runner who is shifted against
            how = om.decide(g, half, "bunt-for-hit", False)
            if how:
                if shifted and (how == "shift" or not speedy):
                    self._shift_bunt(g, st)
                else:
                    self._bunt(g, st, bc, True)
                return 1
        return 0

    def _before_swing_ai(self, g: Game, st: DBState, bc: DBCard) -> int:
        """``_before_swing`` with runners on when both sides are run by the default ``DeadballManager``: its
        choices (alignment, steals, intentional walks, sacrifices, hit-and-runs) taken inline, with the same dice
        in the same order."""
        b = g.bases
        cards: list[DBCard] = g.cards
        b1, b2, b3 = b[1], b[2], b[3]
        if self._pick and ((b1 >= 0 and cards[b1].traits & _SP) or (b2 >= 0 and cards[b2].traits & _SP)
                           or (b3 >= 0 and cards[b3].traits & _SP)) and st.pickoffs[1 - g.half] > 0:
            return self._before_swing(g, st, bc)  # a Speedy runner draws throws: the rare case, by the book
        half = g.half
        inn = g.inning
        score = g.score
        lead = score[half] - score[1 - half]
        late = inn >= _LATE
        if late or inn >= g.innings - 1:
            if self._alignments:
                al = _NORMAL
                if b3 >= 0 and g.outs < 2 and late and -1 <= lead <= 1:
                    al = _INFIELD_IN if self._align_in else _NORMAL
                elif inn >= g.innings - 1 and -2 <= lead <= -1:
                    al = _NO_DOUBLES if self._align_nd else _NORMAL
                st.align[1 - half] = al
            quiet = not late or -CLOSE <= lead <= CLOSE
        else:
            if self._alignments:
                st.align[1 - half] = _NORMAL
            quiet = True
        if b3 >= 0 and self._run_traits and cards[b3].traits & _SP and steals_home(g, bc):
            r = g.dice.d(T.STEAL_DIE, "steal home")
            if self._steal_result(g, 3, r, r >= T.STEAL_HOME_SAFE):
                return 1
            b3 = -1
        elif b2 >= 0:
            if b3 < 0:
                rc = cards[b2]
                if b1 >= 0 and self.options.double_steals and rc.steal_rate > 0 and \
                        g.dice.chance(rc.steal_rate * _DOUBLE_STEAL_SHARE, "manager: double steal?"):
                    if self._double_steal(g, st):
                        return 1
                    b1, b2, b3 = b[1], b[2], b[3]
                elif quiet and rc.steal_rate > 0 and ((b2 != st.held and not rc.traits & self._run_traits) or
                                                      self._steal_mod(g, st, 2, False) >= _STEAL_MIN_MOD) and \
                        g.dice.chance(rc.steal_rate * _THIRD_BASE_SHARE, "manager: steal?"):
                    ended = self._steal(g, st, 2, False)
                    if ended:
                        return 1
                    b2, b3 = -1, b[3]
        elif b1 >= 0:
            rc = cards[b1]
            if quiet and rc.steal_rate > 0 and ((b1 != st.held and not rc.traits & self._run_traits) or
                                                self._steal_mod(g, st, 1, False) >= _STEAL_MIN_MOD) and \
                    g.dice.chance(rc.steal_rate * 1.0, "manager: steal?"):
                dside = 1 - half
                pitch_out = self.options.pitch_outs and st.pitch_outs[dside] > 0 and inn >= _PITCH_OUT_INNING and \
                    -CLOSE <= lead <= CLOSE
                if pitch_out:
                    st.pitch_outs[dside] -= 1
                if self._steal(g, st, 1, pitch_out):
                    return 1
                b1, b2 = -1, b[2]
        outs = g.outs
        if b1 < 0 and (b2 >= 0 or b3 >= 0) and outs and bc.ibb_rate and -_CLOSE <= lead <= _CLOSE:
            off = g.sides[half]
            order = off.order
            if walks_intentionally(g, bc, st.ps[1 - half].card, cards[order[(off.up + 1) % len(order)]], lead):
                self._intentional_walk(g)
                return 1
        if outs < 2 and (b1 >= 0 or b2 >= 0):
            # sacrifices() inline
            if b3 < 0 and bc.sac_rate > 0 and -_CLOSE <= lead <= _CLOSE and not bc.traits & _SLUGGER and \
                    g.dice.chance(bc.sac_rate, "manager: bunt?"):
                self._bunt(g, st, bc, False)
                return 1
            if self._hnr and b1 >= 0 and b2 < 0 and hits_and_runs(g, bc, cards[b1], lead):
                if g.narrate:
                    self._say_hit_and_run(g)
                return HIT_AND_RUN
        elif b1 < 0 and b2 < 0 and b3 < 0 and bc.traits & self._ai_bunts and self._bunt_ai(g, st, bc):
            return 1  # the bases emptied on a steal: the batter may bunt for a hit
        return 0

    def _bunt_ai(self, g: Game, st: DBState, bc: DBCard) -> bool:
        """The default manager's bunts with the bases empty (both sides his; ``bc`` is Speedy or a Free Swinger,
        with every trait rule in play): a Speedy Runner's bunt for a hit, a shifted batter's bunt against the
        shift, as ``_before_swing`` asks them. True when the plate appearance is over."""
        if bc.traits & _SP and bunts_for_hit(g, bc):
            self._bunt(g, st, bc, True)
            return True
        if st.align[1 - g.half] == _SHIFT and bunts_against_shift(g, bc):
            self._shift_bunt(g, st)
            return True
        return False

    def _intentional_walk(self, g: Game) -> None:
        """The batter is walked intentionally (baseball's rule; the book has none): first base, no dice; forced
        runners move up."""
        if g.narrate:
            g.say(f"{g.names[g.batter]} is walked intentionally")
        g.force()
        g.place_batter(1)
        g.end_pa(IBB)

    # --- pickoffs --------------------------------------------------------------------------------------------------
    def _pickoff(self, g: Game, st: DBState, base: int) -> bool:
        r = g.dice.d(10, "pickoff")
        runner = g.bases[base]
        if g.narrate:
            g.say(f"Pickoff throw to {('', 'first', 'second', 'third')[base]}: d10 {r}")
        if r >= T.PICKOFF_OUT:
            if g.narrate:
                g.say(f"  {g.names[runner]} is picked off!")
            g.runner_out(base)
            return g.outs >= 3
        if r >= T.PICKOFF_HELD:
            st.held = runner
            if g.narrate:
                g.say(f"  {g.names[runner]} is safe and held close")
        elif g.narrate:
            g.say(f"  {g.names[runner]} is safe back at {('', 'first', 'second', 'third')[base]}")
        return False

    # --- steals ----------------------------------------------------------------------------------------------------
    def _steals(self, g: Game, st: DBState, om: Manager, dm: Manager) -> bool:
        """At most one steal attempt before a swing, lead runner first. True when it ended the half."""
        half = g.half
        b = g.bases
        full = self._traits == TRAITS_FULL
        if b[3] >= 0 and full and g.cards[b[3]].traits & T.SP and \
                om.wants_steal(g, half, 3, self._steal_odds(g, 3)):
            r = g.dice.d(T.STEAL_DIE, "steal home")
            return self._steal_result(g, 3, r, r >= T.STEAL_HOME_SAFE)
        if b[2] >= 0 and b[3] < 0:
            if b[1] >= 0 and self.options.double_steals and om.decide(g, half, "double-steal", False):
                return self._double_steal(g, st)
            if om.wants_steal(g, half, 2, self._steal_odds(g, 2)):
                return self._steal(g, st, 2, False)
        if b[1] >= 0 and b[2] < 0 and om.wants_steal(g, half, 1, self._steal_odds(g, 1)):
            pitch_out = False
            if self.options.pitch_outs and st.pitch_outs[1 - half] > 0 and dm.decide(g, 1 - half, "pitch-out", False):
                st.pitch_outs[1 - half] -= 1
                pitch_out = True
            return self._steal(g, st, 1, pitch_out)
        return False

    def _steal(self, g: Game, st: DBState, base: int, pitch_out: bool) -> bool:
        r = g.dice.d(T.STEAL_DIE, "steal")
        mod = self._steal_mod(g, st, base, pitch_out)
        if g.narrate and pitch_out:
            g.say("The defense calls a pitch out.")
        return self._steal_result(g, base, r, r + mod >= T.STEAL_SAFE, mod)

    def _steal_result(self, g: Game, base: int, r: int, safe: bool, mod: int = 0) -> bool:
        runner = g.bases[base]
        if g.narrate:
            roll = f"d8 {r}{mod:+d} = {r + mod}" if mod else f"d8 {r}"
            g.say(f"{g.names[runner]} steals for {_NEXT[base]}: {roll} — {'safe' if safe else 'out'}")
        st: DBState = g.ext
        if runner == st.held:
            st.held = -1
        g.steal(base, safe)
        return g.outs >= 3

    def _double_steal(self, g: Game, st: DBState) -> bool:
        b = g.bases
        lead, trail = b[2], b[1]
        lc: DBCard = g.cards[lead]
        tc: DBCard = g.cards[trail]
        r = g.dice.d(T.STEAL_DIE, "double steal")
        mod = 0
        if self._traits == TRAITS_FULL:
            if lc.traits & T.SP:
                mod += 1
            if (lc.traits | tc.traits) & T.SM:
                mod -= 1
        if st.held in (lead, trail):
            mod += T.HELD_CLOSE_MOD
            st.held = -1
        total = r + mod
        if g.narrate:
            g.say(f"Double steal: d8 {r}{mod:+d} = {total}" if mod else f"Double steal: d8 {r}")
        if total <= T.DOUBLE_STEAL_LEAD_OUT:
            g.steal(2, False)
            if g.narrate:
                g.say(f"  {g.names[lead]} is out at third" + (f"; {g.names[trail]} is safe at second"
                                                               if g.outs < 3 else ""))
            if g.outs < 3:
                g.steal(1, True)
        elif total <= T.DOUBLE_STEAL_TRAIL_OUT:
            if g.narrate:
                g.say(f"  {g.names[lead]} is safe at third; {g.names[trail]} is out at second")
            g.steal(2, True)
            g.steal(1, False)
        else:
            if g.narrate:
                g.say(f"  both safe: {g.names[lead]} to third, {g.names[trail]} to second")
            g.steal(2, True)
            g.steal(1, True)
        return g.outs >= 3

    # --- bunts -----------------------------------------------------------------------------------------------------
    def _bunt(self, g: Game, st: DBState, bc: DBCard, for_hit: bool) -> int:
        """A sacrifice (d4: 1-3 the runners move up, 4 the lead runner is out) or a Speedy Runner's bunt for
        a hit (1: 'Single, DEF (3B)')."""
        full = self._traits == TRAITS_FULL
        b = g.bases
        if full and bc.traits & T.CP and not for_hit:
            r = 1
            if g.narrate:
                g.say(f"{g.names[g.batter]} lays down a sacrifice bunt (a Contact Hitter's bunt always works)")
        else:
            r = g.dice.d(4, "bunt")
            if g.narrate:
                g.say(f"{g.names[g.batter]} bunts{' for a hit' if for_hit else ''}: d4 {r}")
            if for_hit and r == T.BUNT_HIT_ROLL:
                return self._resolve_hit(g, st, bc, 0, 1, 1, 5, 0, False, False)
            if full and bc.traits & T.CM and r > T.BUNT_SAC_MAX_FREE_SWINGER:
                r = 4
        if not (b[1] >= 0 or b[2] >= 0 or b[3] >= 0):
            g.batter_out()
            g.end_pa(OUT)
            return FAM_OUT
        if r <= T.BUNT_SAC_MAX:
            code = SAC if g.outs < 2 else OUT
            g.batter_out()
            if g.outs < 3:
                if self._sac_all:
                    for base in (3, 2, 1):
                        if b[base] >= 0:
                            g.advance(base, base + 1)
                else:
                    lead = 3 if b[3] >= 0 else 2 if b[2] >= 0 else 1
                    if lead == 3 or b[lead + 1] < 0:
                        g.advance(lead, lead + 1)
                if g.narrate:
                    g.say(f"  sacrifice: the batter is out, the {'runners move' if self._sac_all else 'lead runner moves'}"
                          " up")
            g.end_pa(code)
            return FAM_OUT
        return self._lead_runner_out(g)

    def _shift_bunt(self, g: Game, st: DBState) -> int:
        """Bunting for a hit against the shift (d6): 1 single, 2-3 strikeout, 4-5 G-3, 6 G-1."""
        r = g.dice.d(6, "bunt against the shift")
        res = T.SHIFT_BUNT[r]
        if g.narrate:
            g.say(f"{g.names[g.batter]} bunts against the shift: d6 {r} — {res}")
        if res == "single":
            g.place_batter(1)
            g.end_pa(SINGLE)
            return FAM_HIT
        g.batter_out()
        if res == "K":
            st.ps[1 - g.half].half_k += 1
            g.end_pa(STRIKEOUT)
        else:
            g.end_pa(OUT)
        return FAM_OUT
