"""What a swing produces: hits (with critical hits, trait specials, alignments and DEF), walks and outs
(productive outs, double plays, fielder's choices, triple plays, sacrifice flies), and what a hit-and-run
(house rule ``hit-and-run``, off by default) makes of them: the runner on first goes with the pitch, so a hit
takes every runner a base further, a grounder cannot be doubled up, and on a strikeout he is left stealing.

``PlayResults`` is the first of the play links of the Deadball ruleset's chain (``play_running`` builds on it,
``play`` on that): its methods read the options and the flags the ruleset sets up once. Each method closes the plate
appearance with ``end_pa`` and returns the Five Tool familiarity it earns (``tables.FAMILIARITY_*``: 1 out,
2 walk, 3 hit).
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import TYPE_CHECKING, Final

from mypy_extensions import mypyc_attr

from dugout.engine.codes import (
    DOUBLE,
    FC,
    GIDP,
    HOMER,
    OUT,
    ROE,
    SAC_FLY,
    SINGLE,
    STRIKEOUT,
    TRIPLE,
    WALK,
)
from dugout.games.deadball import tables as T
from dugout.games.deadball.card import DBCard
from dugout.games.deadball.play_calls import DeadballCalls
from dugout.games.deadball.state import FEAT_DEF_OUT, FEAT_WALKOFF_HIT

if TYPE_CHECKING:
    from dugout.engine.game import Game
    from dugout.games.deadball.state import DBState

HIT_CODE: Final = (OUT, SINGLE, DOUBLE, TRIPLE, HOMER)
TRAITS_FULL: Final = T.TRAITS_FULL
FAM_OUT: Final = T.FAMILIARITY_OUT
FAM_WALK: Final = T.FAMILIARITY_WALK
FAM_HIT: Final = T.FAMILIARITY_HIT
_BASE: Final = ("home", "first", "second", "third", "home")
_DM: Final = T.DM
_DP: Final = T.DP
_DEF_TABLE: Final = T.DEF_TABLE
_DEF_TOP: Final = len(T.DEF_TABLE) - 4
"""The highest modified DEF roll the table lists; higher rolls read as it (no roll falls below the table)."""


def safe_on_error(g: Game, pos: int) -> None:
    """An error by the fielder at ``pos`` with the ball in play: the batter safe at first and every runner up a base,
    all unearned (the botched double-play throw; the house rule ``calibrated``'s league errors)."""
    g.error(pos)
    g.error_extends()
    b = g.bases
    for base in (3, 2, 1):
        if b[base] >= 0:
            g.advance(base, base + 1, earned=False)
    g.place_batter(1, earned=False)
    g.end_pa(ROE)


@mypyc_attr(allow_interpreted_subclasses=True)
class PlayResults(DeadballCalls):
    """Hit, walk and out resolution (a link of the Deadball ruleset's chain, on ``play_calls.DeadballCalls``)."""

    # --- fielders ----------------------------------------------------------------------------------------------
    def _glove(self, g: Game, pos: int) -> int:
        """The DEF modifier of the fielder at a position: +1 D+, -1 D- or out of position, 0 otherwise."""
        if not self._traits or pos < 1:
            return 0
        idx = g.sides[1 - g.half].fielder[pos]
        if idx < 0:
            return -1
        c: DBCard = g.cards[idx]
        if not c.positions >> pos & 1 or c.traits & T.DM:
            return -1
        return 1 if c.traits & T.DP else 0

    def _def_roll(self, g: Game, pos: int, mod: int, why: str) -> int:
        r = g.dice.d(12, why)
        total = r + mod
        if g.narrate:
            f = g.fielder_at(pos) if 1 <= pos <= 9 else -1
            who = g.names[f] if f >= 0 else "the defense"
            glove = self._glove(g, pos)
            if glove and f >= 0:
                c: DBCard = g.cards[f]
                who += ", D+" if glove > 0 else ", out of position" if not c.positions >> pos & 1 else ", D-"
            if why != "DEF":
                who += f"; {why}"
            g.say(f"  DEF ({who}): d12 {r}{mod:+d} = {total}" if mod else f"  DEF ({who}): d12 {r}")
        return total

    def _lead_runner_out(self, g: Game) -> int:
        """A fielder's choice: the lead runner is out, the others are forced along and the batter reaches first."""
        b = g.bases
        lead = 3 if b[3] >= 0 else 2 if b[2] >= 0 else 1
        if g.narrate:
            g.say(f"  the lead runner is out at {_BASE[lead + 1]}; the batter reaches first")
        g.runner_out(lead)
        # the batter reaches first even when the out is the third: he is left on base
        g.force()
        g.place_batter(1)
        g.end_pa(FC)
        return FAM_OUT

    # --- hits ---------------------------------------------------------------------------------------------------
    def _hit(self, g: Game, st: DBState, bc: DBCard, mss: int, critical: bool, run: int = 0) -> int:
        """Roll the Hit Table and resolve the hit (``run``: a hit-and-run, every runner takes a base more)."""
        raw = g.dice.d(20, "hit table")
        tr = bc.traits if self._traits else 0
        r = raw + (bc.pmod if self._traits else 0) + st.park
        if g.narrate:
            self._say_hit_roll(g, st, bc, raw, r)
        if r <= 0:
            return self._resolve_hit(g, st, bc, mss, 1, 1, T.NO_DEF, 0, False, critical)
        if r >= 21:
            return self._resolve_hit(g, st, bc, mss, 4, 4, T.NO_DEF, 0, False, critical)
        bases, adv, dpos = self._hit_table[r]
        defmod = 0
        home13 = False
        if tr:
            if r == 1 and tr & (T.SP | T.CP):
                bases, adv, dpos = 2, 2, T.NO_DEF
            elif r == 2 and tr & T.SP and self._traits == TRAITS_FULL:
                bases, adv, dpos = 3, 3, T.NO_DEF
            elif r == 2 and tr & T.CP:
                bases, adv, dpos = 2, 2, T.NO_DEF
            elif (r == 11 or r == 12) and tr & T.CM:
                if not critical:
                    if run:
                        if g.narrate:
                            g.say("  a Free Swinger's 11-12: strikeout")
                        return self._strikeout_running(g, st, False)
                    g.batter_out()
                    if g.narrate:
                        g.say("  a Free Swinger's 11-12: strikeout")
                    st.ps[1 - g.half].half_k += 1
                    g.end_pa(STRIKEOUT)
                    return FAM_OUT
            elif r == 18 and tr & T.SM:
                bases, adv, dpos = 2, 3, T.NO_DEF
            if g.narrate and (bases, adv, dpos) != self._hit_table[r]:
                who = "S+" if r < 3 and tr & T.SP and (r == 1 or self._traits == TRAITS_FULL) else \
                    "C+" if r < 3 else "S-"
                g.say(f"  {who} on {r}: {T.HIT_NAMES[bases]}, runners advance {adv}")
        al = st.align[1 - g.half]
        if al:
            if al == T.INFIELD_IN:
                if 3 <= r <= 7:
                    defmod, home13 = T.INFIELD_IN_DEF, True
                elif 8 <= r <= 12:
                    bases, adv, dpos = 2, 2, T.NO_DEF
            elif al == T.NO_DOUBLES:
                if 3 <= r <= 7:
                    dpos = T.NO_DEF
                elif 13 <= r <= 15:
                    bases, adv, dpos = 1, 2, T.NO_DEF
            elif al == T.SHIFT:
                if r == 3 or r == 4:
                    defmod = T.SHIFT_DEF
                elif r == 5:
                    bases, adv, dpos = 2, 2, T.NO_DEF
            if g.narrate:
                self._say_alignment(g, al, r, bases, adv, dpos, defmod)
        if run:
            adv += 1
            if g.narrate:
                g.say("  hit-and-run: the runners take a base more")
        if dpos or critical or bases >= 4 or g.narrate:
            return self._resolve_hit(g, st, bc, mss, bases, adv, dpos, defmod, home13, critical)
        # a plain hit (no DEF roll): every runner takes the row's bases, the batter the hit's
        b = g.bases
        advance = g.advance
        if b[3] >= 0:
            advance(3, 4)
        if b[2] >= 0:
            advance(2, 2 + adv if adv < 2 else 4)
        if b[1] >= 0:
            advance(1, 1 + adv if adv < 3 else 4)
        advance(0, bases)
        g.end_pa(HIT_CODE[bases])
        if g.walkoff:
            st.feats.append((FEAT_WALKOFF_HIT, g.batter))
        return FAM_HIT

    def _say_hit_roll(self, g: Game, st: DBState, bc: DBCard, raw: int, r: int) -> None:
        """The Hit Table roll and what moved it: the power traits and the park."""
        mods = []
        if self._traits and bc.pmod:
            power = next(t for t in ("P++", "P+", "P-", "P--") if bc.traits & T.TRAIT_BIT[t])
            mods.append(f"{bc.pmod:+d} ({power})")
        if st.park:
            mods.append(f"{st.park:+d} ({'hitter' if st.park > 0 else 'pitcher'}'s park)")
        g.say(f"  Hit Table d20 {raw}" + (f" {' '.join(mods)} = {r}" if mods else ""))

    def _say_alignment(self, g: Game, al: int, r: int, bases: int, adv: int, dpos: int, defmod: int) -> None:
        """What the defense's alignment made of the Hit Table row (nothing said where it changed nothing)."""
        name = ("", "infield in", "no doubles", "shift")[al]
        if defmod:
            g.say(f"  {name}: DEF {defmod:+d}" + (", a 13 throws out the runner at home" if al == T.INFIELD_IN
                                                  else ""))
        elif (bases, adv, dpos) != self._hit_table[r]:
            what = f"{T.HIT_NAMES[bases]}, runners advance {adv}"
            if (bases, adv) == self._hit_table[r][:2]:
                what = "no DEF roll"
            g.say(f"  {name}: {what}")

    def _resolve_hit(self, g: Game, st: DBState, bc: DBCard, mss: int, bases: int, adv: int, dpos: int,
                     defmod: int, home13: bool, critical: bool) -> int:
        """Critical bump, DEF roll, runners and batter for a hit row."""
        if critical:
            if bases < 4:
                up = 1 if not (bases == 2 and self._traits and bc.traits & T.SM) else 0
                if self._critical_bumped and up:
                    adv = max(adv, T.ADVANCED_HIT[{1: 13, 2: 16, 3: 19}[bases]][1]) + 1
                else:
                    adv += 1
                bases += up
            dpos = T.NO_DEF
            if g.narrate:
                g.say(f"  critical hit: a {T.HIT_NAMES[bases]}, runners take an extra base")
        if bases >= 4:
            if g.narrate:
                g.say("  home run!")
            g.home_run()
            g.end_pa(HOMER)
            if g.walkoff:
                st.feats.append((FEAT_WALKOFF_HIT, g.batter))
            return FAM_HIT
        error = False
        if dpos:
            if dpos == T.DEF_SS_2B:
                pos = 6 if mss % 2 == 0 else 4
            elif dpos == T.DEF_RF_CF:
                pos = 9 if mss % 2 == 0 else 8
            elif dpos == T.DEF_ANY:
                pos = 0
            else:
                pos = dpos
            if g.narrate:
                glove = self._glove(g, pos)
                res = T.def_result(self._def_roll(g, pos, glove + defmod, "DEF"))
            else:
                # _glove and _def_roll inline
                glove = 0
                if self._traits and pos:
                    f = g.sides[1 - g.half].fielder[pos]
                    if f < 0:
                        glove = -1
                    else:
                        fc: DBCard = g.cards[f]
                        glove = -1 if not fc.positions >> pos & 1 or fc.traits & _DM else 1 if fc.traits & _DP else 0
                total = g.dice.d(12, "DEF") + glove + defmod
                res = _DEF_TABLE[total + 3] if total <= _DEF_TOP else T.DEF_13
            if res == T.DEF_ERROR:
                error = True
                g.error(pos)
            elif res == T.DEF_DOWN:
                if bases == 2:
                    bases, adv = 1, 2
                elif bases == 3:
                    bases, adv = 2, 3
            elif res == T.DEF_OUT or res == T.DEF_13:
                if pos:
                    st.feats.append((FEAT_DEF_OUT, g.fielder_at(pos)))
                b = g.bases
                runners = b[1] >= 0 or b[2] >= 0 or b[3] >= 0
                if res == T.DEF_13 and runners and (home13 or (glove > 0 and self._traits == TRAITS_FULL)):
                    return self._lead_runner_out(g)
                if g.narrate:
                    g.say("  the hit is taken away: out, runners hold")
                g.batter_out()
                g.end_pa(OUT)
                return FAM_OUT
        b = g.bases
        if b[3] >= 0:
            g.advance(3, 4)
        if b[2] >= 0:
            g.advance(2, 2 + adv if adv < 2 else 4)
        if b[1] >= 0:
            g.advance(1, 1 + adv if adv < 3 else 4)
        g.advance(0, bases)
        if error:
            if g.narrate:
                g.say("  error! the batter and every runner take an extra base")
            for base in (3, 2, 1):
                if b[base] >= 0:
                    g.advance(base, base + 1, earned=False)
        elif g.narrate:
            g.say(f"  {T.HIT_NAMES[bases]}, runners advance {adv}")
        g.end_pa(HIT_CODE[bases])
        if g.walkoff:
            st.feats.append((FEAT_WALKOFF_HIT, g.batter))
        return FAM_HIT

    # --- walks ----------------------------------------------------------------------------------------------------
    def _walk(self, g: Game) -> int:
        if g.narrate:
            g.say("  walk")
        if g.bases[1] >= 0:
            g.force()
        g.advance(0, 1)
        g.end_pa(WALK)
        return FAM_WALK

    # --- outs -----------------------------------------------------------------------------------------------------
    def _out(self, g: Game, st: DBState, bc: DBCard, pc: DBCard, mss: int, run: bool = False) -> int:
        """An out by the last digit of the MSS, with everything the 70 rule and the traits make of it (``run``: on
        a hit-and-run)."""
        digit = mss % 10
        pos = T.OUT_FIELDER[digit]
        if self.options.pitcher_traits:
            if digit == 3 and pc.traits & T.KP:
                pos = 0
            elif digit == 2 and pc.traits & T.GB:
                pos = 6
        if pos == 0:
            if run:
                return self._strikeout_running(g, st)
            if g.narrate:
                g.say("  strikeout")
            st.ps[1 - g.half].half_k += 1
            g.batter_out()
            g.end_pa(STRIKEOUT)
            return FAM_OUT
        outs0 = g.outs
        good = mss < T.BAD_MSS
        b = g.bases
        if pos <= 6:
            if run and b[1] >= 0 and b[2] < 0 and outs0 < 2:
                return self._grounder_running(g, pos, good)
            if b[1] >= 0 and outs0 < 2:
                return self._force_play(g, st, bc, mss, pos, good, outs0)
            if g.narrate:
                g.say(f"  {T.OUT_NOTATION[pos]}")
            g.batter_out()
            if good and outs0 < 2 and pos in T.PRODUCTIVE_FIELDERS:
                self._productive(g)
            g.end_pa(OUT)
            return FAM_OUT
        return self._fly_out(g, bc, pos, good, outs0)

    def _productive(self, g: Game) -> None:
        """Runners on second and third move up one base (lead runner first)."""
        b = g.bases
        r3, r2 = b[3], b[2]
        if r3 >= 0:
            g.advance(3, 4)
        if b[2] >= 0 and b[3] < 0:
            g.advance(2, 3)
        if g.narrate and (r3 >= 0 or r2 >= 0):
            moved = ([f"{g.names[r3]} scores"] if r3 >= 0 else []) + \
                ([f"{g.names[r2]} to third"] if r2 >= 0 else [])
            g.say(f"  a productive out: {', '.join(moved)}")

    def _infield_has_poor_defender(self, g: Game) -> bool:
        return any(self._glove(g, p) < 0 for p in (3, 4, 5, 6)) if self._traits else False

    def _force_play(self, g: Game, st: DBState, bc: DBCard, mss: int, pos: int, good: bool, outs0: int) -> int:
        """A grounder with a runner on first and fewer than two outs: triple play, double play or fielder's
        choice."""
        b = g.bases
        full = self._traits == TRAITS_FULL
        tr = bc.traits if self._traits else 0
        if (self.options.triple_plays and outs0 == 0 and b[2] >= 0 and mss >= T.TRIPLE_PLAY_MSS
                and not (full and (tr & T.SP or any(g.cards[b[k]].traits & T.SP for k in (1, 2, 3) if b[k] >= 0)))
                and not self._infield_has_poor_defender(g)):
            if g.narrate:
                g.say("  TRIPLE PLAY!")
            # around the horn: the men forced from second and first and the batter (a runner on third, forced
            # home, does not score on the third out: he is left on base)
            g.runner_out(2)
            g.runner_out(1)
            g.batter_out()
            g.double_play()
            g.end_pa(GIDP)
            return FAM_OUT
        glove = self._glove(g, pos)
        dp = not good or (full and bool(tr & T.SM))
        if not dp and full and glove > 0:
            dp = self._def_roll(g, pos, glove, "double play (D+)") >= T.DEF_SUCCESS
        elif dp and full and tr & T.SP and not (
                glove > 0 and self._def_roll(g, pos, glove, "double play (D+ vs S+)") >= T.DEF_SUCCESS):
            return self._speedy_beats_it(g, pos, good, outs0)
        if dp and full and glove < 0 and self._def_roll(g, pos, glove, "double play (D-)") <= T.DEF_BOTCH:
            if g.narrate:
                g.say("  the double-play throw is botched: everyone is safe")
            safe_on_error(g, pos)
            return FAM_OUT
        if dp:
            if g.narrate:
                g.say(f"  double play, {pos}-{'4' if pos in (5, 6) else '6'}-3")
            g.runner_out(1)
            g.batter_out()
            g.double_play()
            if g.outs < 3 and good and outs0 == 0 and pos in T.PRODUCTIVE_FIELDERS:
                self._productive(g)
            g.end_pa(GIDP)
            return FAM_OUT
        if g.narrate:
            g.say(f"  fielder's choice ({pos}): the runner from first is out, the batter safe")
        g.runner_out(1)
        g.place_batter(1)
        if g.outs < 3 and good and pos in T.PRODUCTIVE_FIELDERS:
            self._productive(g)
        g.end_pa(FC)
        return FAM_OUT

    def _speedy_beats_it(self, g: Game, pos: int, good: bool, outs0: int) -> int:
        """A Speedy batter can't be doubled up: the lead forced runner is out, the batter is safe."""
        b = g.bases
        lead = 1
        while lead < 3 and b[lead + 1] >= 0:
            lead += 1
        if g.narrate:
            g.say(f"  too fast to double up: the runner is out at {_BASE[lead + 1]}, the batter safe")
        g.runner_out(lead)
        for base in range(lead - 1, 0, -1):
            g.advance(base, base + 1)
        g.place_batter(1)
        if g.outs < 3 and good and pos in T.PRODUCTIVE_FIELDERS:
            self._productive(g)
        g.end_pa(FC)
        return FAM_OUT

    def _fly_out(self, g: Game, bc: DBCard, pos: int, good: bool, outs0: int) -> int:
        """A fly ball out: productive under 70, with the sacrifice-fly traits (C+, C-, D-, D+'s arm)."""
        if g.narrate:
            g.say(f"  {T.OUT_NOTATION[pos]}")
        g.batter_out()
        b = g.bases
        if outs0 >= 2 or (b[2] < 0 and b[3] < 0):
            g.end_pa(OUT)
            return FAM_OUT
        productive = good
        r3 = b[3] >= 0
        glove = 0
        if r3 and self._traits == TRAITS_FULL:
            glove = self._glove(g, pos)
            if bc.traits & T.CM:
                productive = False
            elif bc.traits & T.CP or glove < 0:
                productive = True
            if productive and glove > 0:
                om = g.sides[g.half].manager
                if not om.decide(g, g.half, "challenge-arm", outs0 == 1):
                    if g.narrate:
                        g.say(f"  the runner holds at third rather than test {g.names[g.fielder_at(pos)]}'s arm")
                    g.end_pa(OUT)
                    return FAM_OUT
                if self._def_roll(g, pos, glove, "throw home (D+)") >= T.DEF_SUCCESS:
                    if g.narrate:
                        g.say("  thrown out at the plate!")
                    g.runner_out(3)
                    g.end_pa(OUT)
                    return FAM_OUT
        if not productive:
            g.end_pa(OUT)
            return FAM_OUT
        scored = r3
        self._productive(g)
        g.end_pa(SAC_FLY if scored else OUT)
        return FAM_OUT

    # --- the hit-and-run (house rule) --------------------------------------------------------------------------
    def _say_hit_and_run(self, g: Game) -> None:
        g.say(f"The hit-and-run is on: {g.names[g.bases[1]]} goes with the pitch")

    def _left_stealing(self, g: Game, st: DBState) -> None:
        """Hit-and-run, the batter struck out: the runner from first was running and must beat the throw (the
        steal roll of a runner on first, pitch out aside)."""
        b = g.bases
        if g.outs >= 3 or b[1] < 0 or b[2] >= 0:
            return
        r = g.dice.d(T.STEAL_DIE, "steal")
        mod = self._steal_mod(g, st, 1, False)
        safe = r + mod >= T.STEAL_SAFE
        if g.narrate:
            roll = f"d8 {r}{mod:+d} = {r + mod}" if mod else f"d8 {r}"
            g.say(f"  the hit-and-run leaves {g.names[b[1]]} stealing second: {roll} — {'safe' if safe else 'out'}")
        if b[1] == st.held:
            st.held = -1
        g.steal(1, safe)

    def _strikeout_running(self, g: Game, st: DBState, say: bool = True) -> int:
        """A strikeout on a hit-and-run: the batter is out, then the runner's steal."""
        if g.narrate and say:
            g.say("  strikeout")
        st.ps[1 - g.half].half_k += 1
        g.batter_out()
        self._left_stealing(g, st)
        g.end_pa(STRIKEOUT)
        return FAM_OUT

    def _grounder_running(self, g: Game, pos: int, good: bool) -> int:
        """A grounder on a hit-and-run: no force at second, no double play; the batter is out at first, the runner
        from first reaches second, and a runner on third scores as on any productive out."""
        b = g.bases
        if g.narrate:
            g.say(f"  {T.OUT_NOTATION[pos]}: the runner was going, no double play; he reaches second")
        g.batter_out()
        if g.outs < 3:
            if b[3] >= 0 and good and pos in T.PRODUCTIVE_FIELDERS:
                g.advance(3, 4)
            g.advance(1, 2)
        g.end_pa(OUT)
        return FAM_OUT

    def _steal_mod(self, g: Game, st: DBState, base: int, pitch_out: bool) -> int:
        """Everything added to the d8 of the runner on ``base`` (1 or 2) stealing the next base."""
        runner = g.bases[base]
        card: DBCard = g.cards[runner]
        mod = T.STEAL_THIRD_MOD if base == 2 else 0
        if self._traits == TRAITS_FULL:
            if card.traits & T.SP:
                mod += T.STEAL_SPEEDY
            if card.traits & T.SM:
                mod += T.STEAL_SLOW
        if runner == st.held:
            mod += T.HELD_CLOSE_MOD
        return mod + (T.PITCH_OUT_MOD if pitch_out else 0)
