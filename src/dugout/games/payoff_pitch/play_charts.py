"""The chart results of a plate appearance: DEFENSE / RANGE / ERROR reads and the Rare Play charts (digest §2.4,
§3.2, §3.3), with the injuries option. The DEFENSE chart is read as ``tables.defense_read`` reads it.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import TYPE_CHECKING, Final

from mypy_extensions import mypyc_attr

from dugout.engine.codes import CI, DOUBLE, HOMER, OUT, ROE, SINGLE, TRIPLE
from dugout.engine.game import POS_NAME, Game
from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.play_running import BASE_NAME, SRC_OTHER
from dugout.games.payoff_pitch.play_strategy import PlayStrategy

if TYPE_CHECKING:
    from dugout.games.payoff_pitch.card import Card, Fielding
    from dugout.games.payoff_pitch.state import PPState

# the DEFENSE chart's columns, module constants here (a compiled module reads its own ``Final`` globals natively)
_DEFENSE_POS: Final = T.DEFENSE_POS
_DEFENSE_CHECK: Final = T.DEFENSE_CHECK
_DEFENSE_OUT: Final = T.DEFENSE_OUT


@mypyc_attr(allow_interpreted_subclasses=True)
class PlayCharts(PlayStrategy):
    """DEFENSE charts and rare plays."""

    # --- DEFENSE / RANGE / ERROR ---------------------------------------------------------------------------------
    def _defense(self, g: Game, st: PPState, kind: int, d1: int, d2: int) -> None:
        """DEFENSE, RANGE or ERROR: the chart picks the fielder and the check, a fresh d100 read on the home team's
        ballpark card (its range and error columns) makes it."""
        dice = g.dice
        if self._fac_cards:
            v = T.FAC_DEFENSE[self._draw(g, st)]  # the card's DEFENSE reading
        else:
            v = dice.d(100, "defense chart")
        # (``tables.defense_read``: a RANGE label always checks range, the catcher's rows going to the center
        # fielder; an ERROR label always checks errors)
        pos = _DEFENSE_POS[v]
        if kind == T.RANGE:
            if pos == 2:
                pos = 8
            check = T.CHECK_RANGE
        elif kind == T.ERROR:
            check = T.CHECK_ERROR
        else:
            check = _DEFENSE_CHECK[v]
        idx = g.fielder_at(pos)
        f: Fielding | None = None
        if idx >= 0:
            card: Card = g.cards[idx]
            f = card.bat.field_at(POS_NAME[pos])
        w = dice.d(100, "range check" if check == T.CHECK_RANGE else "error check")
        name = POS_NAME[pos]
        if check == T.CHECK_RANGE:
            thr = st.park.range_hit[f.r if f else 2]
            if w <= thr:
                n = 2 if pos >= 7 and w <= thr // 3 else 1
                if g.narrate:
                    g.say(f"  defense chart {v:02d}: {name} range ({T.GRADES[f.r if f else 2]}) d100 {w:02d} <= {thr}"
                          f" — {'double' if n == 2 else 'single'}")
                self._hit(g, st, n, w % 100, SRC_OTHER, d1, d2)
                return
        else:
            thr = st.park.error_hit[f.e if f else 3]
            if w <= thr:
                bases = 2 if pos >= 7 and w & 1 else 1
                if g.narrate:
                    g.say(f"  defense chart {v:02d}: {name} error check (E{f.e if f else 3}) d100 {w:02d} <= {thr}"
                          f" — error, batter to {BASE_NAME[bases]}")
                self._reach_on_error(g, st, pos, bases)
                return
        if g.narrate:
            g.say(f"  defense chart {v:02d}: {name} {'range' if check == T.CHECK_RANGE else 'error'} check "
                  f"d100 {w:02d} — out")
        self._out(g, st, _DEFENSE_OUT[pos], w % 100)

    def _reach_on_error(self, g: Game, st: PPState, pos: int, bases: int) -> None:
        """An error by the fielder at ``pos``: the batter and every runner move ``bases`` bases, unearned."""
        g.error(pos)
        g.error_extends()
        self._reach(g, st, bases, bases, ROE, earned=False)

    # --- rare plays -----------------------------------------------------------------------------------------------
    def _rare(self, g: Game, st: PPState, total: int) -> bool:
        """A d100 of 00: the Rare Play chart of the bases by the 2d6 ``total``; True when the plate appearance is
        rolled again (pick-off, balk, passed ball, wild pitch)."""
        b = g.bases
        empty = b[1] < 0 and b[2] < 0 and b[3] < 0
        kind, pos, text = (T.RARE_EMPTY if empty else T.RARE_RUNNERS)[total]
        if g.narrate:
            g.say(f"{g.names[g.batter]}: d100 00 — rare play ({'bases empty' if empty else 'runners on'}) "
                  f"2d6 {total}: {text}")
        again = False
        if kind in (T.RP_HR, T.RP_IPHR):
            g.home_run()
            g.end_pa(HOMER)
        elif kind == T.RP_3B:
            g.move_all(3)
            g.place_batter(3)
            g.end_pa(TRIPLE)
        elif kind == T.RP_2B:
            self._reach(g, st, 2, 2, DOUBLE)
        elif kind == T.RP_2B_CLEAR:
            self._reach(g, st, 3, 2, DOUBLE)
        elif kind == T.RP_1B:
            self._reach(g, st, 1, 1, SINGLE)
        elif kind == T.RP_1B_PLUS2:
            self._reach(g, st, 2, 1, SINGLE)
        elif kind == T.RP_CI:
            g.force()
            g.place_batter(1)
            g.end_pa(CI)
        elif kind == T.RP_E_BATTER_1ST or kind == T.RP_E4_RUNNERS:
            self._reach_on_error(g, st, pos, 1)
        elif kind == T.RP_E_BATTER_2ND:
            self._reach_on_error(g, st, pos, 2)
        elif kind == T.RP_OUT_P2:
            g.batter_out()
            g.end_pa(OUT)
        elif kind == T.RP_TRIPLE_PLAY:
            on = [k for k in (3, 2, 1) if b[k] >= 0]
            outs0 = g.outs
            g.batter_out()
            if g.outs < 3:
                g.runner_out(on[0])
                g.double_play()
                if outs0 == 0 and len(on) >= 2 and g.outs < 3:
                    g.runner_out(on[1])
            g.end_pa(OUT)
        elif kind == T.RP_DOUBLED_OFF:
            g.batter_out()
            if g.outs < 3:
                lead = next(k for k in (3, 2, 1) if b[k] >= 0)
                g.runner_out(lead)
                g.double_play()
            g.end_pa(OUT)
        elif kind == T.RP_PICKOFF:
            lead = next(k for k in (3, 2, 1) if b[k] >= 0)
            g.runner_out(lead)
            again = g.outs < 3
        elif kind == T.RP_BALK:
            g.balk()
            again = not g.walkoff
        elif kind == T.RP_PASSED_BALL:
            g.passed_ball()
            again = not g.walkoff
        else:  # wild pitch
            g.wild_pitch()
            again = not g.walkoff
        if self._injuries and not again:
            self._injury_check(g)
        return again

    def _injury_check(self, g: Game) -> None:
        """Injuries option: a rare play hurts the batter on a d10 of 10 (length by 2d6 and his Inj rating)."""
        if g.dice.d(10, "injury on a rare play") != 10:
            return
        idx = g.batter
        card: Card = g.cards[idx]
        inj = card.bat.inj
        mult = T.INJ_MULT[inj]
        if mult <= 0:
            if g.narrate:
                g.say(f"  {g.names[idx]} shakes it off (Iron)")
            return
        games = max(1, round(T.INJURY_GAMES_2D6[g.dice.dd(2, 6, "injury length")] * mult))
        g.injuries.append((g.half, idx, games, "hurt on a rare play"))
        if g.narrate:
            g.say(f"  {g.names[idx]} is hurt ({T.INJ_NAMES[inj]}): out {games} games")
