"""The roll of a Payoff Pitch plate appearance (digest §2): pitcher card → batter section → OUT section.

One roll of 2d6 and d100 resolves most plate appearances. Results are small ints (tables.py) read from the
precomputed 100-entry lookups of the batter side, so no object is built per plate appearance. The ruleset's mixins
are one chain of single inheritance: ``Ruleset`` ← ``state.PayoffPitchHooks`` ← ``play_calls.PlayCalls`` (menus)
← ``play_running`` (runners, steals) ← ``play_outs`` ← ``play_strategy`` (managers' calls, bunts) ← ``play_charts``
(DEFENSE charts, rare plays) ← ``PayoffPitchPlay`` here ← ``ruleset.PayoffPitch``.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from dugout.engine.codes import HBP, HOMER, OUT, P_R, WALK
from dugout.engine.game import Game
from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.card import (ROW_I, ROW_IH, ROW_OUT, ROW_P, ROW_PF, ROW_PO, ROW_T, ROW_TO, ROW_W,
                                            Card)
from dugout.games.payoff_pitch.play_charts import PlayCharts
from dugout.games.payoff_pitch.play_running import SRC_OTHER, SRC_PATIENT, SRC_WHEEL
from dugout.games.payoff_pitch.state import PPState, is_tired

#: Only these results read the Fatigued Pitcher Adjustments card.
_FATIGUE_LABELS: Final = frozenset({T.BALLPARK, T.TOUGH, T.PATIENT})
assert T.FATIGUE_RUNS_STARTER <= T.FATIGUE_RUNS_ANY  # (the quick look at a starter's fatigue in ``_pitch``)
#: Rare plays that roll again nest at most this deep (then the batter is out).
_MAX_DEPTH: Final = 20


@mypyc_attr(allow_interpreted_subclasses=True)
class PayoffPitchPlay(PlayCharts):
    """The plate appearance; the top of the play mixins, under ``ruleset.PayoffPitch``."""

    def plate_appearance(self, g: Game) -> None:
        """The defense's intentional walk, strategy with runners on, the bunt for a hit, then the roll."""
        st: PPState = g.ext
        st.hit_run = False
        st.align = 0
        half = g.half
        b = g.bases
        if (st.ask_ibb_always[1 - half] or (b[1] < 0 and (b[2] >= 0 or b[3] >= 0))) \
                and st.sides[1 - half].manager.wants_ibb(g, 1 - half):
            st.pa_serial += 1
            self._intentional_walk(g, st)
            return
        st.pa_serial += 1
        if (b[1] >= 0 or b[2] >= 0 or b[3] >= 0) and self._before_pitch(g, st):
            return
        card: Card = g.cards[g.batter]
        if card.run >= st.bunt_hit_run[half] and self._bunt_for_hit(g, st):
            return
        self._pitch(g, st)

    def _pitch(self, g: Game, st: PPState) -> None:
        """Roll the four dice and resolve the plate appearance (after any pre-pitch strategy)."""
        dice = g.dice
        fast = dice.fast
        if fast is not None:  # plain dice: the numbers of pair(6) and d(100), without the calls
            d1 = int(fast() * 6) + 1
            d2 = int(fast() * 6) + 1
            u = int(fast() * 100) + 1
        else:
            d1, d2 = dice.pair(6, "2d6")
            u = dice.d(100, "d100")
        if u == 100:
            u = 0
        total = d1 + d2
        b = g.bases
        bcard: Card = g.cards[g.batter]
        defense = st.sides[1 - g.half]
        pidx = defense.pitcher
        key = pidx * 64 + g.inning
        if st.work_key != key:
            # the first batter this pitcher faces in this inning: count the inning of work
            st.work_key = key
            if pidx not in st.first_inning:
                st.first_inning[pidx] = g.inning
            if st.last_inning[pidx] != g.inning:
                st.last_inning[pidx] = g.inning
                st.innings[pidx] += 1
        if self._auto_sac and g.outs < 2 and b[3] < 0 and (b[1] >= 0 or b[2] >= 0) and bcard.sac_bits >> total & 1 \
                and not st.hit_run:
            if g.narrate:
                g.say(f"{g.names[g.batter]}: 2d6 {d1}+{d2} is in his sacrifice area — he bunts")
            self._sacrifice(g, st, min(d1, d2), u, auto=True)
            return
        pcard: Card = g.cards[pidx]
        lhp = g.throws[pidx] == "L"
        if u == 0:
            if self._hr_zero and bcard.sides[0 if lhp else 1].wheel_hr == 0:
                v = dice.d(100, "0 in HR range") % 100
                if v % 11 == 0:
                    if g.narrate:
                        g.say(f"{g.names[g.batter]}: d100 00, re-roll {v:02d} — home run!")
                    g.home_run()
                    g.end_pa(HOMER)
                    return
            if self._rare(g, st, total):
                st.pa_depth += 1
                if st.pa_depth < _MAX_DEPTH:
                    self._pitch(g, st)
                else:
                    g.batter_out()
                    g.end_pa(OUT)
                st.pa_depth -= 1
            return
        runners = b[1] >= 0 or b[2] >= 0 or b[3] >= 0
        pit = pcard.pit if 30 <= u <= 39 and runners else None
        if pit is not None and pit.wp[0] <= u <= pit.wp[1]:
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
        label = pcard.label_bits >> 4 * total & 15  # (``pcard.pit.labels[total]``)
        # only BALLPARK, TOUGH and PATIENT read the Fatigued Pitcher Adjustments card
        tired = False
        if label in _FATIGUE_LABELS:
            pline = g.pit[pidx]
            # (``is_tired`` without the call for the common case: a starter below FATIGUE_RUNS_STARTER runs, the
            # lower of its two run limits, is not tired in any inning)
            if pidx != defense.starter or (pline is not None and pline[P_R] >= T.FATIGUE_RUNS_STARTER):
                tired = is_tired(g, 1 - g.half, pidx)
        if g.narrate:
            g.say(f"{g.names[g.batter]} vs {g.names[pidx]}: 2d6 {d1}+{d2}={total} — {pcard.pit.label_text(total)}"
                  f"{' (tired)' if tired else ''}; d100 {u:02d}")
        self._label(g, st, label, total, u, bcard.rows_l if lhp else bcard.rows_r, pcard, tired, d1, d2)

    def _label(self, g: Game, st: PPState, label: int, total: int, u: int, side: bytes, pcard: Card, tired: bool,
               d1: int, d2: int) -> None:
        """The result of the pitcher's card for this roll, read on the batter's card (``side``: the play rows of
        his side against this pitcher, ``Card.rows_l``) or a chart (fatigue adjustments, the ballpark card, the
        hit-and-run WHEELHOUSE rule, /IN-PLAY/ after the first inning)."""
        if label == T.BALLPARK:
            if tired:
                label = T.WHEEL
                if g.narrate:
                    g.say("  fatigued pitcher: BALLPARK reads WHEELHOUSE")
            else:
                park = st.park
                v = self._d99(g, "ballpark card")
                label = T.WHEEL if v <= park.wheel else T.INPLAY  # (``park.section(v)``)
                u = self._d99(g, "batter card after BALLPARK")
                if g.narrate:
                    g.say(f"  ballpark card d100 {v:02d} (WHEEL 01-{park.wheel:02d}): "
                          f"{'WHEEL' if label == T.WHEEL else 'IN-PLAY'}; batter d100 {u:02d}")
        if label == T.WHEEL:
            if st.hit_run:
                e1, e2 = g.dice.pair(6, "hit-and-run WHEELHOUSE")
                if e1 != e2:
                    if g.narrate:
                        g.say(f"  hit-and-run: 2d6 {e1}+{e2} not doubles — IN-PLAY with 1B to 54")
                    self._code(g, st, side[ROW_IH + u], u, SRC_OTHER, d1, d2, pcard)
                    return
            self._code(g, st, side[ROW_W + u], u, SRC_WHEEL, d1, d2, pcard)
        elif label == T.TOUGH:
            if tired and u & 1:
                if g.narrate:
                    g.say("  fatigued pitcher, odd d100: TOUGH reads IN-PLAY")
                self._code(g, st, side[ROW_I + u], u, SRC_OTHER, d1, d2, pcard)
            else:
                self._code(g, st, side[ROW_T + u], u, SRC_OTHER, d1, d2, pcard)
        elif label == T.PATIENT:
            self._code(g, st, side[(ROW_PF if tired else ROW_P) + u], u, SRC_PATIENT, d1, d2, pcard)
        elif label == T.INPLAY:
            self._code(g, st, side[ROW_I + u], u, SRC_OTHER, d1, d2, pcard)
        elif label == T.TOUGH_OUT:
            self._code(g, st, side[ROW_TO + u], u, SRC_OTHER, d1, d2, pcard)
        elif label == T.PATIENT_OUT:
            code = side[ROW_PO + u] or pcard.pit.printed_out[total]
            self._code(g, st, code, u, SRC_OTHER, d1, d2, pcard)
        elif label == T.INPLAY_OUT:
            pidx = st.sides[1 - g.half].pitcher
            if not self._in_play_out or st.first_inning.get(pidx) == g.inning:
                self._code(g, st, side[ROW_I + u], u, SRC_OTHER, d1, d2, pcard)
            else:
                code = side[ROW_OUT + u] or pcard.pit.printed_out[total]
                self._code(g, st, code, u, SRC_OTHER, d1, d2, pcard)
        else:
            self._defense(g, st, label, d1, d2)

    def _code(self, g: Game, st: PPState, code: int, u: int, src: int, d1: int, d2: int, pcard: Card) -> None:
        """One result code of the batter's card: a hit, a walk or hit batsman, or an out (supplemental strikeouts)."""
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
            if code != T.RSO and self._supp_so:
                if pcard.so_lo <= u <= pcard.so_hi:  # (``pcard.pit.so``)
                    if g.narrate:
                        g.say(f"  {T.CODE_NAMES[code]} becomes a strikeout "
                              f"(supplemental SO {pcard.so_lo}-{pcard.so_hi})")
                    code = T.RSO
            self._out(g, st, code, u)
