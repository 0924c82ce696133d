"""The roll of a Payoff Pitch plate appearance (digest §2): pitcher card → batter section → OUT section.

One roll of 2d6 and d100 resolves most plate appearances. Results are small ints (tables.py) read from the
precomputed 100-entry lookups of the batter side, so no object is built per plate appearance.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dugout.engine.codes import (
    DOUBLE,
    FC,
    GIDP,
    HBP,
    HOMER,
    OUT,
    P_R,
    SAC_FLY,
    SINGLE,
    STRIKEOUT,
    TRIPLE,
    WALK,
)
from dugout.engine.game import POS_NAME, Game
from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.cards import Card, Side

if TYPE_CHECKING:
    from dugout.games.payoff_pitch.options import PayoffPitchOptions
    from dugout.games.payoff_pitch.state import PPState

_HIT_CODE = (0, SINGLE, DOUBLE, TRIPLE, HOMER)
_BASE = ("", "first", "second", "third", "home")
SRC_OTHER, SRC_WHEEL, SRC_PATIENT = 0, 1, 2
_FATIGUE_LABELS = frozenset({T.BALLPARK, T.TOUGH, T.PATIENT})


class PlayMixin:
    """Plate-appearance resolution; mixed into the Ruleset (``self.options`` holds the options).

    The DEFENSE charts and rare plays live in ``charts.ChartsMixin``, steals and bunts in
    ``strategy.StrategyMixin``.
    """

    options: PayoffPitchOptions
    _running: int
    _location: bool
    _supp: bool
    _io_out: bool
    _hr_zero: bool
    _auto_steal: bool
    _injuries: bool

    # --- the roll ---------------------------------------------------------------------------------------------
    def _pitch(self, g: Game, st: PPState) -> None:
        """Roll the four dice and resolve the plate appearance (after any pre-pitch strategy)."""
        dice = g.dice
        d1, d2 = dice.pair(6, "2d6")
        u = dice.d(100, "d100")
        if u == 100:
            u = 0
        total = d1 + d2
        b = g.bases
        bcard: Card = g.cards[g.batter]
        pidx = g.sides[1 - g.half].pitcher
        key = pidx * 64 + g.inning
        if st.work_key != key:
            # the first batter this pitcher faces in this inning: count the inning of work
            st.work_key = key
            if pidx not in st.first_inning:
                st.first_inning[pidx] = g.inning
            if st.last_inning.get(pidx) != g.inning:
                st.last_inning[pidx] = g.inning
                st.innings[pidx] = st.innings.get(pidx, 0) + 1
        if self._auto_sac and g.outs < 2 and b[3] < 0 and (b[1] >= 0 or b[2] >= 0) and bcard.bat.sac[total] \
                and not st.hit_run:
            if g.narrate:
                g.say(f"{g.names[g.batter]}: 2d6 {d1}+{d2} is in his sacrifice area — he bunts")
            self._sacrifice(g, st, min(d1, d2), u, auto=True)  # type: ignore[attr-defined]
            return
        pcard: Card = g.cards[pidx]
        side = bcard.sides[0 if g.throws[pidx] == "L" else 1]
        if u == 0:
            if self._hr_zero and side.wheel_hr == 0:
                v = dice.d(100, "0 in HR range") % 100
                if v % 11 == 0:
                    if g.narrate:
                        g.say(f"{g.names[g.batter]}: d100 00, re-roll {v:02d} — home run!")
                    g.home_run()
                    g.end_pa(HOMER)
                    return
            self._rare(g, st, total)
            return
        runners = b[1] >= 0 or b[2] >= 0 or b[3] >= 0
        pit = pcard.pit
        if 30 <= u <= 39 and runners and pit.wp[0] <= u <= pit.wp[1]:
            if g.narrate:
                g.say(f"  d100 {u} is in {g.names[pidx]}'s wild-pitch range {pit.wp[0]}-{pit.wp[1]}: wild pitch")
            g.wild_pitch()
            if g.walkoff:
                return
            u = self._d99(g, "re-roll after a wild pitch")
            if pit.wp[0] <= u <= pit.wp[1] and (b[1] >= 0 or b[2] >= 0 or b[3] >= 0):
                if g.narrate:
                    g.say(f"  re-roll {u}: a second wild pitch")
                g.wild_pitch()
                if g.walkoff:
                    return
        label = pit.labels[total]
        # only BALLPARK, TOUGH and PATIENT read the Fatigued Pitcher Adjustments card
        tired = label in _FATIGUE_LABELS and self._is_tired(g, 1 - g.half, pidx)  # type: ignore[attr-defined]
        if g.narrate:
            g.say(f"{g.names[g.batter]} vs {g.names[pidx]}: 2d6 {d1}+{d2}={total} — {pit.label_text(total)}"
                  f"{' (tired)' if tired else ''}; d100 {u:02d}")
        self._label(g, st, label, total, u, side, pcard, tired, d1, d2)

    def _d99(self, g: Game, why: str) -> int:
        """A d100 roll of 01..99 (00 is rolled again)."""
        while True:
            v = g.dice.d(100, why)
            if v < 100:
                return v

    def _label(self, g: Game, st: PPState, label: int, total: int, u: int, side: Side, pcard: Card, tired: bool,
               d1: int, d2: int) -> None:
        if label == T.BALLPARK:
            if tired:
                label = T.WHEEL
                if g.narrate:
                    g.say("  fatigued pitcher: BALLPARK reads WHEELHOUSE")
            else:
                v = self._d99(g, "ballpark card")
                wheel = v <= st.park_wheel
                u = self._d99(g, "batter card after BALLPARK")
                if g.narrate:
                    g.say(f"  ballpark card d100 {v:02d} (WHEEL 01-{st.park_wheel:02d}): "
                          f"{'WHEEL' if wheel else 'IN-PLAY'}; batter d100 {u:02d}")
                label = T.WHEEL if wheel else T.INPLAY
        if label == T.WHEEL:
            if st.hit_run:
                e1, e2 = g.dice.pair(6, "hit-and-run WHEELHOUSE")
                if e1 != e2:
                    if g.narrate:
                        g.say(f"  hit-and-run: 2d6 {e1}+{e2} not doubles — IN-PLAY with 1B to 54")
                    self._code(g, st, side.ih[u], u, SRC_OTHER, d1, d2, pcard)
                    return
            self._code(g, st, side.w[u], u, SRC_WHEEL, d1, d2, pcard)
        elif label == T.TOUGH:
            if tired and u & 1:
                if g.narrate:
                    g.say("  fatigued pitcher, odd d100: TOUGH reads IN-PLAY")
                self._code(g, st, side.i[u], u, SRC_OTHER, d1, d2, pcard)
            else:
                self._code(g, st, side.t[u], u, SRC_OTHER, d1, d2, pcard)
        elif label == T.PATIENT:
            self._code(g, st, side.pf[u] if tired else side.p[u], u, SRC_PATIENT, d1, d2, pcard)
        elif label == T.INPLAY:
            self._code(g, st, side.i[u], u, SRC_OTHER, d1, d2, pcard)
        elif label == T.TOUGH_OUT:
            self._code(g, st, side.to[u], u, SRC_OTHER, d1, d2, pcard)
        elif label == T.PATIENT_OUT:
            code = side.po[u] or pcard.pit.printed_out[total]
            self._code(g, st, code, u, SRC_OTHER, d1, d2, pcard)
        elif label == T.INPLAY_OUT:
            pidx = g.sides[1 - g.half].pitcher
            if not self._io_out or st.first_inning.get(pidx) == g.inning:
                self._code(g, st, side.i[u], u, SRC_OTHER, d1, d2, pcard)
            else:
                code = side.out[u] or pcard.pit.printed_out[total]
                self._code(g, st, code, u, SRC_OTHER, d1, d2, pcard)
        else:
            self._defense(g, st, label, d1, d2)

    # --- one result -------------------------------------------------------------------------------------------
    def _code(self, g: Game, st: PPState, code: int, u: int, src: int, d1: int, d2: int, pcard: Card) -> None:
        if code <= T.RHR:
            self._hit(g, st, code, u, src, d1, d2)
        elif code == T.RBB or code == T.RHBP:
            if g.narrate:
                g.say(f"  {'walk' if code == T.RBB else 'hit by pitch'}")
            g.force()
            g.place_batter(1)
            g.end_pa(WALK if code == T.RBB else HBP)
            self._after_reach(g, st)
        else:
            if code != T.RSO and self._supp:
                so = pcard.pit.so
                if so[0] <= u <= so[1]:
                    if g.narrate:
                        g.say(f"  {T.CODE_NAMES[code]} becomes a strikeout (supplemental SO {so[0]}-{so[1]})")
                    code = T.RSO
            self._out(g, st, code, u)

    # --- hits and base running ---------------------------------------------------------------------------------
    def _hit(self, g: Game, st: PPState, code: int, u: int, src: int, d1: int, d2: int) -> None:
        if code == T.RHR:
            if g.narrate:
                g.say("  home run!")
            g.home_run()
            g.end_pa(HOMER)
            return
        if code == T.R3B:
            if g.narrate:
                g.say("  triple, all runners score")
            g.move_all(3)
            g.place_batter(3)
            g.end_pa(TRIPLE)
            return
        n = code  # 1 or 2 bases
        b = g.bases
        if b[1] < 0 and b[2] < 0 and b[3] < 0:
            if g.narrate:
                g.say(f"  {'single' if n == 1 else 'double'}")
            g.place_batter(n)
            g.end_pa(_HIT_CODE[n])
            self._after_reach(g, st)
            return
        running = self._running
        if running == 0:
            self._basic(g, st, n, u, src)
        elif running == 1:
            self._advanced(g, st, n, u, min(d1, d2))
        else:
            self._fac(g, st, n)
        g.place_batter(n)
        g.end_pa(_HIT_CODE[n])
        self._after_reach(g, st)

    def _of_arm(self, g: Game, pos: int) -> int:
        idx = g.fielder_at(pos)
        if idx < 0:
            return 6
        return g.cards[idx].bat.field_at(POS_NAME[pos]).arm or 6

    def _basic(self, g: Game, st: PPState, n: int, u: int, src: int) -> None:
        """Basic running: runners move as many bases as the hit, one more with two out or off WHEEL."""
        loc = -1
        if self._location:
            loc = (T.HIT_LOCATION_1B if n == 1 else T.HIT_LOCATION_XBH)[u % 10]
        if loc == 0:
            adv = 1
            why = f"infield single ({POS_NAME[T.HIT_LOCATION_IF[u % 10]]})"
        else:
            extra = 1 if (g.outs == 2 or src == SRC_WHEEL or st.hit_run) else 0
            adv = n + extra
            why = (f"{'single' if n == 1 else 'double'}{' to ' + POS_NAME[loc] if loc > 0 else ''}, "
                   f"runners +{adv}")
        if g.narrate:
            g.say(f"  {why}")
        g.move_all(adv)
        if src == SRC_PATIENT and loc != 0:
            self._coach_choice(g, st, n, loc)

    def _coach_choice(self, g: Game, st: PPState, n: int, loc: int) -> None:
        """Coach's Choice on a PATIENT hit: the lead runner may try for one more base."""
        b = g.bases
        lead = next((k for k in (3, 2, 1) if b[k] >= 0), 0)
        if not lead:
            return
        to = lead + 1
        if to <= 3 and b[to] >= 0:
            return
        arm = self._of_arm(g, loc) if loc > 0 else T.COACH_ARM_PIVOT
        run = g.cards[b[lead]].bat.run
        need = run + arm - T.COACH_ARM_PIVOT
        chance = T.CUM36[max(0, min(12, need))] / 36
        om = g.sides[g.half].manager
        if not om.decide(g, g.half, "extra-base", chance >= (0.7 if to == 4 else 0.8)):
            return
        r = g.dice.dd(2, 6, "coach's choice")
        if g.narrate:
            g.say(f"  {g.names[b[lead]]} tries for {_BASE[to]}: 2d6 {r} vs {need} — "
                  f"{'safe' if r <= need else 'out'}")
        if r <= need:
            g.advance(lead, to)
        else:
            g.runner_out(lead)

    def _advanced(self, g: Game, st: PPState, n: int, u: int, low: int) -> None:
        """Advanced running: the Runner Advancement chart by the lowest die of the 2d6."""
        if g.outs == 2:
            low += 1
        if self._location:
            loc = T.HIT_LOCATION_XBH[u % 10]
            arm = self._of_arm(g, loc)
            if arm <= T.ARM_STRONG_MAX:
                low -= 1
            elif arm >= T.ARM_WEAK_MIN:
                low += 1
        low = max(1, min(6, low))
        plus = 1 if st.hit_run else 0
        b = g.bases
        if n == 1:
            r2 = T.ADV_SINGLE_R2[low] + plus
            r1 = T.ADV_SINGLE_R1[low] + plus
            g.advance(3, 4)
            dest2 = min(4, 2 + r2) if b[2] >= 0 else 0
            if b[2] >= 0:
                g.advance(2, dest2)
            if b[1] >= 0:
                dest1 = min(4, 1 + r1)
                if dest2 and dest2 < 4 and dest1 >= dest2:
                    dest1 = dest2 - 1
                g.advance(1, dest1)
        else:
            r1 = T.ADV_DOUBLE_R1[low] + plus
            g.advance(3, 4)
            g.advance(2, 4)
            if b[1] >= 0:
                g.advance(1, min(4, 1 + r1))
        if g.narrate:
            g.say(f"  {'single' if n == 1 else 'double'}; runner advancement by the low die {low}")

    def _fac(self, g: Game, st: PPState, n: int) -> None:
        """Fast Action Card running: draw the next card and read its SINGLE or DOUBLE section."""
        if not st.deck:
            st.deck = list(range(len(T.FAC_DECK)))
        k = st.deck.pop(g.dice.d(len(st.deck), "fast action card") - 1)
        fielder, s1, s2, dd1 = T.FAC_DECK[k]
        plus = 1 if st.hit_run else 0
        b = g.bases
        two_out = g.outs == 2
        if g.narrate:
            g.say(f"  FAC #{k + 1}: {'single' if n == 1 else 'double'} to {POS_NAME[fielder] if fielder else 'IF'}")
        if n == 1:
            g.advance(3, 4)
            dest2 = 0
            if b[2] >= 0:
                adv = self._fac_adv(g, 2, s2, 2, two_out, fielder)
                if adv < 0:
                    g.runner_out(2)
                else:
                    dest2 = min(4, 2 + adv + plus)
                    g.advance(2, dest2)
            if b[1] >= 0 and g.outs < 3:
                adv = self._fac_adv(g, 1, s1, 2, two_out, fielder)
                if adv < 0:
                    g.runner_out(1)
                else:
                    dest1 = min(4, 1 + adv + plus)
                    if dest2 and dest2 < 4 and dest1 >= dest2:
                        dest1 = dest2 - 1
                    g.advance(1, dest1)
        else:
            g.advance(3, 4)
            g.advance(2, 4)
            if b[1] >= 0:
                adv = self._fac_adv(g, 1, dd1, 3, two_out, fielder)
                if adv < 0:
                    g.runner_out(1)
                else:
                    g.advance(1, min(4, 1 + adv + plus))

    def _fac_adv(self, g: Game, base: int, card: int, best: int, two_out: bool, fielder: int) -> int:
        """Bases a runner takes on a FAC hit; -1 when he is thrown out trying for the extra base."""
        if not two_out or card >= best:
            return card
        run = g.cards[g.bases[base]].bat.run
        if run >= T.FAC_RUN_AUTO:
            return best
        if run == T.FAC_RUN_TRY:
            arm = self._of_arm(g, fielder) if fielder else T.COACH_ARM_PIVOT
            need = run + arm - T.COACH_ARM_PIVOT
            if g.sides[g.half].manager.decide(g, g.half, "extra-base", T.CUM36[max(0, min(12, need))] / 36 >= 0.7):
                r = g.dice.dd(2, 6, "FAC extra base")
                if g.narrate:
                    g.say(f"  {g.names[g.bases[base]]} tries for the extra base: 2d6 {r} vs {need}")
                return best if r <= need else -1
        return card

    # --- outs ---------------------------------------------------------------------------------------------------
    def _out(self, g: Game, st: PPState, code: int, u: int) -> None:
        if code == T.RSO:
            if g.narrate:
                g.say("  strikeout")
            g.batter_out()
            if st.hit_run and g.outs < 3:
                self._hit_run_miss(g, st)  # type: ignore[attr-defined]
            g.end_pa(STRIKEOUT)
        elif code in T.GROUND:
            self._ground(g, st, code, u)
        elif code in T.FLY:
            self._fly(g, code)
        elif code in T.LINE:
            g.batter_out()
            if st.hit_run and g.outs < 3:
                b = g.bases
                lead = next((k for k in (3, 2, 1) if b[k] >= 0), 0)
                if lead:
                    if g.narrate:
                        g.say(f"  {T.CODE_NAMES[code]}, {g.names[b[lead]]} doubled off")
                    g.runner_out(lead)
                    g.double_play()
            elif g.narrate:
                g.say(f"  {T.CODE_NAMES[code]}")
            g.end_pa(OUT)
        else:
            if g.narrate:
                g.say(f"  {T.CODE_NAMES[code]}")
            g.batter_out()
            g.end_pa(OUT)

    def _ground(self, g: Game, st: PPState, code: int, u: int) -> None:
        b = g.bases
        outs = g.outs
        if st.align and b[3] >= 0 and (st.align == 1 or code in T.CORNERS):
            if u % 10 in T.INFIELD_IN_HIT_DIGITS:
                if g.narrate:
                    g.say(f"  {T.CODE_NAMES[code]} gets through the drawn-in infield: single")
                self._reach(g, st, 1, 1, SINGLE)
                return
            if g.narrate:
                g.say(f"  {T.CODE_NAMES[code]} with the infield in: the runner on third holds")
            g.batter_out()
            if g.outs < 3 and b[1] >= 0:
                g.force()
            g.end_pa(OUT)
            return
        if b[1] >= 0 and outs < 2:
            bdp = g.cards[g.batter].bat.dp
            pdp = g.cards[g.sides[1 - g.half].pitcher].pit.dp
            dp = min(pdp, bdp)
            r = g.dice.dd(2, 6, "double play")
            if st.hit_run:
                if r <= max(2, dp - T.HR_DP_MINUS):
                    self._double_play(g, st, code, r, dp)
                else:
                    if g.narrate:
                        g.say(f"  {T.CODE_NAMES[code]}, runners moving on the hit-and-run (2d6 {r})")
                    self._out_runners_up(g)
                return
            if r <= dp:
                self._double_play(g, st, code, r, dp)
            elif r <= T.FC_MAX:
                self._fielders_choice(g, st, code, r, dp)
            else:
                if g.narrate:
                    g.say(f"  {T.CODE_NAMES[code]}, 2d6 {r}: only play at first, runners move up")
                self._out_runners_up(g)
            return
        if g.narrate:
            g.say(f"  {T.CODE_NAMES[code]}")
        g.batter_out()
        if g.outs < 3 and (b[2] >= 0 or b[3] >= 0):
            self._ground_runners(g, code)
        g.end_pa(OUT)

    def _ground_runners(self, g: Game, code: int) -> None:
        """The Out chart for runners on 2nd and 3rd (infield back, nobody forced)."""
        b = g.bases
        if code in T.RIGHT_SIDE:
            g.advance(3, 4)
            if b[2] >= 0 and b[3] < 0:
                g.advance(2, 3)
        elif b[3] >= 0:
            need = g.cards[b[3]].bat.run + T.GROUND_R3_BONUS
            r = g.dice.dd(2, 6, "runner on third on a grounder")
            if r <= need:
                if g.narrate:
                    g.say(f"  {g.names[b[3]]} scores on the grounder (2d6 {r} <= {need})")
                g.advance(3, 4)
            elif g.narrate:
                g.say(f"  {g.names[b[3]]} holds (2d6 {r})")

    def _double_play(self, g: Game, st: PPState, code: int, r: int, dp: int) -> None:
        if g.narrate:
            g.say(f"  {T.CODE_NAMES[code]}, 2d6 {r} <= DP {dp}: double play")
        b = g.bases
        g.runner_out(1)
        g.batter_out()
        g.double_play()
        if g.outs < 3:
            g.advance(3, 4)
            if b[2] >= 0:
                g.advance(2, 3)
        g.end_pa(GIDP)

    def _fielders_choice(self, g: Game, st: PPState, code: int, r: int, dp: int) -> None:
        b = g.bases
        lead = 1
        if b[2] >= 0:
            lead = 2
            if b[3] >= 0:
                lead = 3
        if g.narrate:
            g.say(f"  {T.CODE_NAMES[code]}, 2d6 {r}: fielder's choice, {g.names[b[lead]]} forced at {_BASE[lead + 1]}")
        g.runner_out(lead)
        if g.outs < 3:
            if lead == 1 and b[3] >= 0:
                self._ground_runners(g, code)
            for base in (2, 1):
                if base < lead and b[base] >= 0:
                    g.advance(base, base + 1)
        g.place_batter(1)
        g.end_pa(FC)
        self._after_reach(g, st)

    def _fly(self, g: Game, code: int) -> None:
        outs = g.outs
        g.batter_out()
        b = g.bases
        sf = False
        said = False  # the fly's own line is printed (a runner on third's line names it)
        if outs < 2:
            if b[3] >= 0:
                said = True
                need = g.cards[b[3]].bat.run + T.FLY_TAG_BONUS[code]
                r = g.dice.dd(2, 6, "tag from third")
                if r <= need:
                    if g.narrate:
                        g.say(f"  {T.CODE_NAMES[code]}, {g.names[b[3]]} tags and scores (2d6 {r} <= {need})")
                    g.advance(3, 4)
                    sf = True
                elif g.narrate:
                    g.say(f"  {T.CODE_NAMES[code]}, {g.names[b[3]]} holds (2d6 {r})")
            if code == T.F9 and b[2] >= 0 and b[3] < 0:
                if g.narrate and not said:
                    g.say(f"  {T.CODE_NAMES[code]}")
                    said = True
                need = g.cards[b[2]].bat.run + T.F9_R2_BONUS
                r = g.dice.dd(2, 6, "tag from second")
                if r <= need:
                    if g.narrate:
                        g.say(f"  {g.names[b[2]]} tags and goes to third (2d6 {r} <= {need})")
                    g.advance(2, 3)
                elif g.narrate:
                    g.say(f"  {g.names[b[2]]} holds at second (2d6 {r})")
        if g.narrate and not said:
            g.say(f"  {T.CODE_NAMES[code]}")
        g.end_pa(SAC_FLY if sf else OUT)

    def _reach(self, g: Game, st: PPState, move: int, to: int, code: int, earned: bool = True) -> None:
        """Every runner moves ``move`` bases, the batter takes base ``to`` and the plate appearance ends as
        ``code``; then the auto-steal check."""
        g.move_all(move, earned=earned)
        g.place_batter(to, earned=earned)
        g.end_pa(code)
        self._after_reach(g, st)

    def _out_runners_up(self, g: Game, code: int = OUT) -> None:
        """The batter is out at first and, unless that is the third out, every runner moves up a base."""
        g.batter_out()
        if g.outs < 3:
            g.move_all(1)
        g.end_pa(code)

    def _after_reach(self, g: Game, st: PPState) -> None:
        """Auto-steal check for the batter who just reached first or second (one check per time on base)."""
        if not self._auto_steal or g.outs >= 3 or g.walkoff:
            return
        b = g.bases
        bi = g.batter
        if b[1] == bi:
            base = 1
        elif b[2] == bi:
            base = 2
        else:
            return
        if b[base + 1] >= 0:
            return
        card = g.cards[bi].bat
        if not card.jump:
            return
        self._auto_steal_roll(g, st, base, card)  # type: ignore[attr-defined]


def runs_allowed(g: Game, pidx: int) -> int:
    """Runs charged to a pitcher so far."""
    line = g.pit[pidx]
    return line[P_R] if line is not None else 0
