"""The swing (rulebook p.16): d100 + the Pitch Die (+ the Five Tool pitch) against the batter's targets, and
what comes before it. ``DeadballPlay`` is the play link of the Deadball ruleset's chain: ``plate_appearance`` runs the
pre-swing sequence (``play_running``), rolls the swing and resolves it (``play_results``), the commonest outs
inline; after it, runs charged to the pitcher and a bases-loaded jam feed the fatigue rules (``state_fatigue``).

Decisions on the book's gaps are recorded in docs/rules/deadball.md.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from mypy_extensions import mypyc_attr

from dugout.engine.codes import OUT, P_R, STRIKEOUT
from dugout.engine.options import GameOptions
from dugout.games.deadball import tables as T
from dugout.games.deadball.card import DBCard
from dugout.games.deadball.play_five_tool import best_pitch, modifier
from dugout.games.deadball.play_results import FAM_OUT, safe_on_error
from dugout.games.deadball.play_running import HIT_AND_RUN, PlayRunning
from dugout.games.deadball.state_fatigue import Fatigue

if TYPE_CHECKING:
    from dugout.engine.game import Game
    from dugout.games.deadball.state import DBState

# hot-loop constants as module globals
_NORMAL: Final = T.NORMAL
_PLATOON: Final = T.PLATOON
_SHIFTY: Final = T.P1 | T.P2 | T.CM
_SHIFT: Final = T.SHIFT
_LOOK: Final = _SHIFTY | T.SP
"""Batters the default manager looks at with the bases empty: the shift, or a bunt for a hit."""
_KP: Final = T.KP
_GB: Final = T.GB
_OUT_FIELDER: Final = T.OUT_FIELDER
_BAD_MSS: Final = T.BAD_MSS
_PRODUCTIVE: Final = T.PRODUCTIVE_FIELDERS
_OUT: Final = OUT
_STRIKEOUT: Final = STRIKEOUT
_FAM_OUT: Final = FAM_OUT
_HIT_AND_RUN: Final = HIT_AND_RUN
_CRITICAL: Final = T.CRITICAL_MSS
_BASIC_WALK: Final = T.BASIC_WALK
_CONTROL_WALK: Final = T.CONTROL_WALK


@mypyc_attr(allow_interpreted_subclasses=True)
class DeadballPlay(PlayRunning):
    """The plate appearance (the last link of the Deadball ruleset's chain before ``ruleset.Deadball``), and the
    flags the play reads, set once from the options (declared on ``state.DeadballHooks``)."""

    def __init__(self, options: Mapping[str, Any] | GameOptions | None = None) -> None:
        super().__init__(options)
        o = self.options
        # flags the play loop reads, derived once from the options (a plain on/off option is read at its rule site)
        self._hit_table = T.ADVANCED_HIT if o.hit_table == "advanced" else T.BASIC_HIT
        self._traits = T.TRAIT_MODES[o.trait_rules]
        self._swing_base = 1 if o.swing == "0-99" else 0
        self._critical_bumped = o.critical_runners == "bumped"
        self._sac_all = o.sacrifice_all
        self._allowed_align = {"normal"} | {k for k, on in (("infield-in", o.infield_in),
                                                             ("no-doubles", o.no_doubles),
                                                             ("shift", o.infield_shift)) if on}
        self._alignments = len(self._allowed_align) > 1
        self._align_in = "infield-in" in self._allowed_align
        self._align_nd = "no-doubles" in self._allowed_align
        # the default manager may shift: a P+/P++/C- batter who is not a right-handed hitter needs a look
        self._ai_shift = "shift" in self._allowed_align and self._traits == T.TRAITS_FULL
        # pickoff throws are possible (at a Speedy Runner, so traits must be in play)
        self._pick = o.pickoffs and bool(self._traits)
        # the traits that move a steal roll (with every trait rule in play)
        self._run_traits = T.SP | T.SM if self._traits == T.TRAITS_FULL else 0
        self._hnr = o.hit_and_run  # the hit-and-run house rule is in play
        # a batter with one of these may bunt with the bases empty when the default manager runs his side (a
        # Speedy Runner for a hit, a shifted Free Swinger against the shift)
        self._ai_bunts = T.SP | T.CM if self._traits == T.TRAITS_FULL else 0
        # the pitcher traits that add 1 to every MSS
        self._bonus_traits = T.KP | T.GB if o.pitcher_traits and o.pitcher_trait_mss_bonus else 0
        self._control = T.CN if o.pitcher_traits else 0
        self._pitcher_traits = o.pitcher_traits
        self._walk_target = o.walk_target
        self._ft_roll = o.five_tool_pitch == "roll"
        self._fatigue = o.fatigue != "off"
        self._fat = Fatigue(o, self._bonus_traits)

    def plate_appearance(self, g: Game) -> None:
        st: DBState = g.ext
        half = g.half
        b = g.bases
        bidx = g.batter
        cards = g.cards
        bc: DBCard = cards[bidx]
        before = g.score[half]
        run = 0
        if b[1] >= 0 or b[2] >= 0 or b[3] >= 0:
            done = self._before_swing_ai(g, st, bc) if st.ai else self._before_swing(g, st, bc)
            if done:
                if done != _HIT_AND_RUN:
                    self._after(g, st, before)
                    return
                run = 1
        elif st.ai:
            # the default manager shifts against an eligible batter and plays everyone else straight up; a Speedy
            # Runner or a shifted Free Swinger may bunt
            tr = bc.traits
            if tr & _LOOK:
                if tr & _SHIFTY and self._ai_shift and bc.bats != "R":
                    st.align[1 - half] = _SHIFT if self._shiftable(g, bc) else _NORMAL
                elif st.align[1 - half]:
                    st.align[1 - half] = _NORMAL
                if tr & self._ai_bunts and self._bunt_ai(g, st, bc):
                    self._after(g, st, before)
                    return
            elif st.align[1 - half]:
                st.align[1 - half] = _NORMAL
        elif st.special[bidx] or st.ask[1 - half]:
            if self._before_swing(g, st, bc):
                self._after(g, st, before)
                return
        elif st.align[1 - half]:
            st.align[1 - half] = _NORMAL
        ps = st.ps[1 - half]
        pidx = ps.idx
        pc: DBCard = ps.card
        sides, sign, const = ps.same if bc.bats == ps.throws else ps.other
        rand = g.dice.fast
        if rand is not None:
            # Dice.two inline (the same numbers from the same seed)
            swing = int(rand() * 100) + 1 - self._swing_base
            roll = const + sign * (int(rand() * sides) + 1) if sides else const
        elif sides:
            swing, die = g.dice.two(100, sides, "swing", "pitch die")
            swing -= self._swing_base
            roll = const + sign * die
        else:
            swing = g.dice.d(100, "swing") - self._swing_base
            roll = const
        ptraits = ps.traits
        mss = swing + roll + ps.bonus
        pitch = -1
        if bc.ft_bat is not None and pc.ft_pit is not None and self.options.five_tool:
            pitch, mod = self._five_tool_pitch(g, st, bidx, pidx, bc, pc)
            mss += mod
        delta = st.bt_delta[bidx]
        bt = bc.bt + delta
        if g.narrate:
            rung = st.rung[pidx]
            shown = _PLATOON[rung] if bc.bats == ps.throws and self.options.platoon else rung
            self._say_swing(g, bidx, pidx, bt, shown, swing, roll, ptraits, pitch, mss)
        if mss <= bt or mss <= _CRITICAL:
            fam = self._hit(g, st, bc, mss, mss <= _CRITICAL, run)
        else:
            hi = bc.wt + delta if self._walk_target else bt + _BASIC_WALK
            if ptraits & self._control and hi > bt + _CONTROL_WALK:
                hi = bt + _CONTROL_WALK
            if mss <= hi:
                fam = self._walk(g)
            elif st.errors and self._league_error(g, st, pc, mss):
                fam = _FAM_OUT
            elif g.narrate or run:
                fam = self._out(g, st, bc, pc, mss, bool(run))
            else:
                # the common outs inline (strikeouts, grounders without a force at second, fly balls with nobody to
                # move up); everything else in PlayResults._out
                fam = _FAM_OUT
                digit = mss % 10
                pos = _OUT_FIELDER[digit]
                if ptraits and self._pitcher_traits:
                    if digit == 3 and ptraits & _KP:
                        pos = 0
                    elif digit == 2 and ptraits & _GB:
                        pos = 6
                if pos == 0:
                    ps.half_k += 1
                    g.out_pa(_STRIKEOUT)
                    if pitch < 0:
                        return  # no run scored, and there is an out: nothing for _after
                elif pos <= 6:
                    outs0 = g.outs
                    if b[1] >= 0 and outs0 < 2:
                        self._force_play(g, st, bc, mss, pos, mss < _BAD_MSS, outs0)
                    elif outs0 < 2 and mss < _BAD_MSS and pos in _PRODUCTIVE and (b[2] >= 0 or b[3] >= 0):
                        g.batter_out()
                        self._productive(g)
                        g.end_pa(_OUT)
                    else:
                        g.out_pa(_OUT)
                        if pitch < 0:
                            return
                elif g.outs >= 2 or (b[2] < 0 and b[3] < 0):
                    g.out_pa(_OUT)
                    if pitch < 0:
                        return
                else:
                    self._fly_out(g, bc, pos, mss < _BAD_MSS, g.outs)
        if pitch >= 0:
            st.fam[(bidx, pidx)][pitch] += fam
        if g.score[half] != before or (g.outs == 0 and b[3] >= 0 and b[2] >= 0 and b[1] >= 0):
            self._after(g, st, before)

    def _league_error(self, g: Game, st: DBState, pc: DBCard, mss: int) -> bool:
        """House rule ``calibrated``: an out in play is a fielding error at the league-season's rate
        (``state.league_error_rate``); the batter reaches first and every runner moves up a base, all unearned, and
        the out he would have made counts for the earned runs. True when the error happened."""
        digit = mss % 10
        pos = _OUT_FIELDER[digit]
        if self.options.pitcher_traits and (digit == 3 and pc.traits & _KP or digit == 2 and pc.traits & _GB):
            pos = 0 if digit == 3 else 6
        if pos == 0 or not g.dice.chance(st.errors, "calibrated: an error on the out"):
            return False
        if g.narrate:
            g.say(f"  error on the {T.OUT_NOTATION[pos]} (house rule calibrated, the league's errors): the batter is safe "
                  "at first and every runner moves up")
        safe_on_error(g, pos)
        return True

    def _say_swing(self, g: Game, bidx: int, pidx: int, bt: int, rung: int, swing: int, roll: int, ptraits: int,
                   pitch: int, mss: int) -> None:
        """Narrate the swing: batter, pitcher, the dice and every modifier."""
        bonus = 1 if ptraits & self._bonus_traits else 0
        mod = mss - swing - roll - bonus
        extra = (f" + 1 ({'K+' if ptraits & T.KP else 'GB+'})" if bonus else "") + \
            (f" {'+' if mod >= 0 else '-'} {abs(mod)} ({T.PITCH_NAMES[pitch]})" if pitch >= 0 else "")
        same = g.cards[bidx].bats == g.ext.ps[1 - g.half].throws and self.options.platoon
        platoon = f", platoon from {T.RUNG_LABELS[g.ext.rung[pidx]]}" if same and rung != g.ext.rung[pidx] else ""
        g.say(f"{g.names[bidx]} (BT {bt}) vs {g.names[pidx]} ({T.RUNG_LABELS[rung]}{platoon}): swing {swing:02d} "
              f"{'+' if roll >= 0 else '-'} {abs(roll)}{extra} = MSS {mss}")

    def _five_tool_pitch(self, g: Game, st: DBState, bidx: int, pidx: int, bc: DBCard,
                         pc: DBCard) -> tuple[int, int]:
        fam = st.fam.get((bidx, pidx))
        if fam is None:
            fam = st.fam[(bidx, pidx)] = [0, 0, 0]
        assert bc.ft_bat is not None and pc.ft_pit is not None
        if self._ft_roll:
            pitch = T.PITCH_D6[g.dice.d(6, "five tool pitch")]
        else:
            best = best_pitch(pc.ft_pit, bc.ft_bat, (fam[0], fam[1], fam[2]))
            pitch = g.sides[1 - g.half].manager.decide(g, 1 - g.half, "five-tool-pitch", best)
        return pitch, modifier(pitch, pc.ft_pit, bc.ft_bat, fam[pitch])

    def _after(self, g: Game, st: DBState, before: int) -> None:
        """Runs off the pitcher (advanced fatigue) and a bases-loaded, no-out jam (improvement)."""
        ran = g.score[g.half] - before
        if ran and self._fatigue:
            # only the runs charged to him: an inherited runner who scores is his predecessor's run
            ps = st.ps[1 - g.half]
            line = g.pit[ps.idx]
            assert line is not None
            charged = line[P_R] - ps.charged
            if charged:
                ps.charged += charged
                self._fat.runs(g, st, 1 - g.half, charged)
        b = g.bases
        if g.outs == 0 and b[1] >= 0 and b[2] >= 0 and b[3] >= 0:
            ps = st.ps[1 - g.half]
            if not ps.jam:
                ps.jam = True
                ps.jam_runs = ps.inn_runs
