"""Resolving a card result: outs (OUT chart, grounders, flies), hits and runner advancement, On the Button, the
defense chart (lines 51-53) and the ballpark chart (line 46). Everything reads ``tables``; no objects are built
per PA.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import TYPE_CHECKING, Final

from mypy_extensions import mypyc_attr

from dugout.engine import codes as E
from dugout.games.fall_classic import tables as T
from dugout.games.fall_classic.card import FCCard
from dugout.games.fall_classic.card_codes import BUTTON, NOX, OUTF, OUTG, OUTX
from dugout.games.fall_classic.play_charts import FallClassicCharts
from dugout.games.fall_classic.play_throws import arm
from dugout.games.fall_classic.state import FCState

if TYPE_CHECKING:
    from dugout.engine.game import Game

HIT_CODE = (0, E.SINGLE, E.DOUBLE, E.TRIPLE, E.HOMER)
"""The engine's result code of a hit by its bases."""


_PUTOUT: Final[tuple[int, ...]] = tuple(T.putout_action(mask, pos, inf) for mask in range(8) for pos in range(10)
                                        for inf in (False, True))
"""``T.putout_action`` of every base mask, fielder and infield in or not, at ``mask * 20 + pos * 2 + in``."""


def grounder(g: Game, st: FCState, pos: int, mode: int, odd: int) -> None:
    """A grounder fielded cleanly: 'If the putout is made' by base situation.

    ``mode`` 1 is an ``OUT x`` (the double play is on), 0 an ``OUT nox`` (never), 2 the d20's parity (the
    defense chart's putouts), 3 a plain OUT-chart grounder: no double play (the card's ``x`` marks them), except
    that a strong-armed second baseman still turns one with runners on 1st and 3rd.
    """
    b = g.bases
    if g.outs == 2 or (b[1] < 0 and b[2] < 0 and b[3] < 0):
        g.batter_out()
        g.end_pa(E.OUT)
        return
    mask = (b[1] >= 0) | ((b[2] >= 0) << 1) | ((b[3] >= 0) << 2)
    act = _PUTOUT[mask * 20 + pos * 2 + st.inf_in]
    if st.inf_in and g.narrate and act != T.putout_action(mask, pos, False):
        g.say("  the infield is in: the play goes to the plate")
    if act == T.PO_DP or act == T.PO_ARM_DP:
        if act == T.PO_ARM_DP:
            dp = mode == 1 or (mode >= 2 and arm(g, 4) == 0)
        else:
            dp = mode == 1 or (mode == 2 and odd == 1)
        if dp:
            _double_play(g, mask)
        elif mode != 2 and mask in (1, 3) and pos in (3, 4):
            # no double play on a ball to the right side: the runners move up, the batter is out at first
            g.batter_out()
            if b[2] >= 0:
                g.advance(2, 3)
            g.advance(1, 2)
            g.end_pa(E.OUT)
        else:
            g.runner_out(1)
            if g.outs < 3:
                if b[3] >= 0:
                    g.advance(3, 4)
                if b[2] >= 0:
                    g.advance(2, 3)
            g.place_batter(1)
            g.end_pa(E.FC)
        return
    if act == T.PO_HOME:
        g.runner_out(3)
        if b[2] >= 0:
            g.advance(2, 3)
        if b[1] >= 0:
            g.advance(1, 2)
        g.place_batter(1)
        g.end_pa(E.FC)
        return
    if act == T.PO_HOME_DP:
        g.runner_out(3)
        g.batter_out()
        g.double_play()
        if g.outs < 3:
            g.advance(2, 3)
            g.advance(1, 2)
        g.end_pa(E.GIDP)
        return
    g.batter_out()
    if g.outs < 3:
        if act == T.PO_SCORE or (act == T.PO_ADV and mask == 6):
            g.advance(3, 4)
            if b[2] >= 0:
                g.advance(2, 3)
        elif act == T.PO_ADV:
            g.advance(2, 3)
        elif mask == 5:
            g.advance(1, 2)
    g.end_pa(E.OUT)


def _double_play(g: Game, mask: int) -> None:
    g.runner_out(1)
    g.batter_out()
    g.double_play()
    if g.outs < 3:
        b = g.bases
        if b[3] >= 0:
            g.advance(3, 4)
        if b[2] >= 0:
            g.advance(2, 3)
    g.end_pa(E.GIDP)


def _over_drawn_in(g: Game) -> None:
    if g.narrate:
        g.say("  over the drawn-in outfield!")
    g.move_all(1)
    g.place_batter(1)
    g.end_pa(E.SINGLE)


def direction(g: Game, bl: int) -> int:
    """The outfielder a single or double goes to (d6; a left-handed batter mirrors)."""
    pos = T.DIRECTION[g.dice.d(6, "direction") - 1]
    return 16 - pos if bl else pos


def _button(g: Game, bases_n: int) -> bool:
    """On the Button: a fielder in the Who-Fields box may rob the hit (True when the PA is over)."""
    r = g.dice.d(20, "who fields")
    pos = T.WHO_FIELDS[bases_n][(r - 1) % 10]
    if not pos:
        return False
    card: FCCard = g.cards[g.fielder_at(pos)]
    f = card.field_at(pos)
    r2 = g.dice.d(20, "great play")
    if r2 <= f.range:
        if g.narrate:
            g.say(f"  on the button! {T.POS[pos]} d20 {r2} within Range {f.range}: a great play, out")
        g.batter_out()
        g.end_pa(E.OUT)
        return True
    if g.narrate:
        g.say(f"  on the button: {T.POS[pos]} d20 {r2} misses it, runners take extra bases")
    if bases_n <= 2:
        g.move_all(bases_n + 1)
        g.place_batter(bases_n)
        g.end_pa(HIT_CODE[bases_n])
        return True
    return False


def _putout(g: Game, st: FCState, pos: int, flags: int, d2: int, w: int) -> None:
    b = g.bases
    if pos >= 7:
        if st.of_in and w & 1:
            _over_drawn_in(g)
            return
        g.batter_out()  # defense-chart fly outs: every runner holds (gap 46)
        g.end_pa(E.OUT)
        return
    if flags & T.LINER:
        g.batter_out()
        if g.outs < 3:
            lead = 2 if b[2] >= 0 else (1 if b[1] >= 0 else 0)
            if lead:
                g.runner_out(lead)
                g.double_play()
        g.end_pa(E.OUT)
        return
    grounder(g, st, pos, 2, d2 & 1)


@mypyc_attr(allow_interpreted_subclasses=True)
class FallClassicResolve(FallClassicCharts):
    """Resolving a card result, a mixin of the ruleset: the OUT chart, hits and runner advancement, the defense
    chart and the ballpark chart (reading the options and the throws)."""

    def out_result(self, g: Game, st: FCState, code: int, w: int, dd: int, bl: int, pitcher: bool = True) -> None:
        """An OUT cell: the OUT chart gives the kind of out, then the base situation decides the rest.

        A grounder's double play: the batter's card marks his own (``OUT x`` always, plain ``OUT`` and ``OUT
        nox`` never, as Mays's published card reads: ``OUT x`` on 16 and 21, plain on 23-25); an out read on the
        pitcher's card (``pitcher``) follows the putout table's d20 parity."""
        base = code & 31
        b = g.bases
        empty = b[1] < 0 and b[2] < 0 and b[3] < 0
        if base == OUTG and self._gf_tags:
            t = T.OUT_G[bl]
            od = dd
        elif base == OUTF and self._gf_tags:
            t = T.OUT_F
            od = dd
        else:
            # with nobody on the kind of out changes nothing: the original d20 names it for the play-by-play
            od = dd if self._out_same or empty else g.dice.d(20, "out chart")
            t = T.OUT_CHART[od - 1][bl]
        kind, pos = divmod(t, 10)
        if g.narrate:
            g.say(f"  out chart d20 {od}: {T.KIND_NAME[kind]} to {T.POS[pos]}")
        if empty:
            g.batter_out()
            g.end_pa(E.OUT)
            return
        if kind == T.G:
            grounder(g, st, pos, 1 if base == OUTX else (0 if base == NOX else (2 if pitcher else 3)), od & 1)
        elif kind == T.F:
            self.fly(g, st, pos, w)
        else:
            g.batter_out()
            g.end_pa(E.OUT)

    def fly(self, g: Game, st: FCState, pos: int, w: int) -> None:
        """A fly out: runners tag by run rating and the outfielder's arm (none when playing safe)."""
        if st.of_in and w & 1:
            _over_drawn_in(g)
            return
        g.batter_out()
        b = g.bases
        scored = False
        # no tag-ups when playing it safe, nor on a fly caught by a drawn-in outfield
        if g.narrate and g.outs < 3 and pos >= 7 and (b[3] >= 0 or b[2] >= 0) and (st.safe[g.half] or st.of_in):
            g.say(f"  {'playing it safe' if st.safe[g.half] else 'the outfield is in'}: nobody tags up")
        if g.outs < 3 and not st.safe[g.half] and not st.of_in and pos >= 7:
            if b[3] >= 0:
                third: FCCard = g.cards[b[3]]
                act = T.TAG_3RD_HOME[third.run][arm(g, pos)]
                if act == T.GO:
                    if g.narrate:
                        g.say(f"  {g.names[b[3]]} tags up (run {T.RUN[g.cards[b[3]].run]}, {T.POS[pos]} arm "
                              f"{T.ARM[arm(g, pos)]})")
                    g.advance(3, 4)
                    scored = True
                elif act == T.RISK:
                    res = self.risk(g, 3, 4, pos)
                    scored = res == 1 or res == 2
                    if res >= 2 and b[2] >= 0 and b[3] < 0 and g.outs < 3:
                        g.advance(2, 3)  # the throw home: the trailing runner takes an extra base
            second: FCCard | None = g.cards[b[2]] if b[2] >= 0 and b[3] < 0 and g.outs < 3 else None
            if second is not None and second.run in T.TAG_2ND_3RD[pos]:
                if g.narrate:
                    g.say(f"  {g.names[b[2]]} tags up (run {T.RUN[g.cards[b[2]].run]}, a fly to {T.POS[pos]})")
                g.advance(2, 3)
        g.end_pa(E.SAC_FLY if scored else E.OUT)

    def hit(self, g: Game, st: FCState, bases_n: int, code: int, w: int, bl: int) -> None:
        """A hit read from a card: On the Button first, then the runner-advance tables."""
        b = g.bases
        if code & BUTTON and self._on_the_button and _button(g, bases_n):
            return
        if bases_n == 4:
            g.home_run()
            g.end_pa(E.HOMER)
            return
        if bases_n == 3:
            g.move_all(4)
            g.place_batter(3)
            g.end_pa(E.TRIPLE)
            return
        if b[1] < 0 and b[2] < 0 and b[3] < 0 and not st.of_in:
            g.place_batter(bases_n)
            g.end_pa(HIT_CODE[bases_n])
            return
        pos = direction(g, bl)
        if bases_n == 1:
            if st.of_in and w & 1:
                if g.narrate:
                    g.say("  caught by the drawn-in outfielder")
                g.batter_out()
                g.end_pa(E.OUT)
                return
            self.single(g, st, pos)
        else:
            self.double(g, st, pos)

    def single(self, g: Game, st: FCState, pos: int) -> None:
        """A single to an outfielder: the runner-advance table by run rating, arm and outs."""
        b = g.bases
        safe = st.safe[g.half]
        two = g.outs == 2
        thrown = False
        if safe and g.narrate and (b[1] >= 0 or b[2] >= 0):
            g.say("  playing it safe: the runners take one base")
        if b[3] >= 0:
            g.advance(3, 4)
        a = arm(g, pos)
        if b[2] >= 0:
            second: FCCard = g.cards[b[2]]
            run = second.run
            act = T.HOLD if safe else (T.SINGLE_2ND_HOME_2OUT if two else T.SINGLE_2ND_HOME)[run][a]
            if act == T.GO:
                g.advance(2, 4)
            elif act == T.RISK:
                res = self.risk(g, 2, 4, pos)
                thrown = res >= 2
                if res == 0:
                    g.advance(2, 3)
            else:
                g.advance(2, 3)
        if b[1] >= 0:
            to = 2
            if thrown:
                to = 3 if b[3] < 0 else 2  # the throw home: trailing runners take an extra base
            elif not safe and b[3] < 0:
                first: FCCard = g.cards[b[1]]
                act = T.SINGLE_1ST_3RD[pos - 7][first.run][a]
                if act == T.GO:
                    to = 3
                elif act == T.RISK:
                    res = self.risk(g, 1, 3, pos)
                    thrown = res >= 2
                    to = 0 if res else 2
            if to:
                g.advance(1, to)
        g.place_batter(2 if thrown and b[2] < 0 else 1)
        g.end_pa(E.SINGLE)

    def double(self, g: Game, st: FCState, pos: int) -> None:
        """A double: runners on 2nd and 3rd score; the runner from 1st by the table."""
        b = g.bases
        if b[3] >= 0:
            g.advance(3, 4)
        if b[2] >= 0:
            g.advance(2, 4)
        thrown = False
        if b[1] >= 0:
            if st.safe[g.half]:
                if g.narrate:
                    g.say("  playing it safe: the runner from 1st stops at 3rd")
                g.advance(1, 3)
            else:
                first: FCCard = g.cards[b[1]]
                run = first.run
                act = (T.DOUBLE_1ST_HOME_2OUT if g.outs == 2 else T.DOUBLE_1ST_HOME)[run][arm(g, pos)]
                if act == T.GO:
                    g.advance(1, 4)
                elif act == T.RISK:
                    res = self.risk(g, 1, 4, pos)
                    thrown = res >= 2
                    if res == 0:
                        g.advance(1, 3)
                else:
                    g.advance(1, 3)
        g.place_batter(3 if thrown and b[3] < 0 else 2)
        g.end_pa(E.DOUBLE)

    def defense_chart(self, g: Game, st: FCState, col: int) -> None:
        """Lines 51-53 after the KD check: roll three dice on the defense chart (column = the batter's line)."""
        r, w = g.dice.pair(6, "defense chart")
        d2 = g.dice.d(20, "defense chart d20")
        row = (r - 1) * 6 + w - 1
        if col < 53:
            pos, adv = (T.DEF51 if col == 51 else T.DEF52)[row]
            fc: FCCard = g.cards[g.fielder_at(pos)]
            f = fc.field_at(pos)
            if g.narrate:
                g.say(f"  defense chart {r}{w} col {col}: {T.POS[pos]}, d20 {d2} against E {f.e}")
            if d2 <= f.e:
                if adv == T.EXOTIC:
                    self.exotic(g, pos)
                    return
                batter, n = T.ADV[adv]
                g.error(pos)
                g.error_extends()
                g.move_all(n, earned=False)
                g.place_batter(batter, earned=False)
                g.end_pa(E.ROE)
                return
            _putout(g, st, pos, 0, d2, w)
            return
        pos, nb, adv, flags, _text = T.DEF53[row]
        fc53: FCCard = g.cards[g.fielder_at(pos)]
        f = fc53.field_at(pos)
        if g.narrate:
            g.say(f"  defense chart {r}{w} col 53: {T.POS[pos]} {_text}, d20 {d2} against Range {f.range}")
        if d2 <= f.range:
            _putout(g, st, pos, flags, d2, w)
            return
        if st.of_in and pos >= 7 and nb == 1 and w & 1:
            g.batter_out()
            g.end_pa(E.OUT)
            return
        if flags & T.TE and nb == 1 and g.dice.d(20, "throwing error") <= f.e:
            g.error(pos)
            two = g.outs == 2
            b = g.bases
            for base in (3, 2, 1):
                if b[base] >= 0:
                    to = 4 if base == 1 and two and g.cards[b[base]].run <= 1 else min(4, base + 2)
                    g.advance(base, to, earned=False)
            g.place_batter(2, earned=False)
            g.end_pa(E.SINGLE)
            return
        batter, n = T.ADV[adv]
        g.move_all(n)
        g.place_batter(batter)
        g.end_pa(HIT_CODE[nb])

    def park(self, g: Game, st: FCState, w: int, bl: int) -> None:
        """Line 46: the home team's ballpark chart (blue park: no doubles, triples or homers for a batter
        who had none)."""
        d = g.dice.d(20, "ballpark")
        res = st.park[d - 1]
        card: FCCard = g.cards[g.batter]
        no2, no3, nohr = card.batter.blue
        if g.narrate:
            g.say(f"  ballpark d20 {d}: {T.PARK_NAMES[res]}")
        if (res == T.PK_HR and nohr) or (res == T.PK_2B and no2) or (res == T.PK_3B and no3):
            res = T.PK_F8
        if res == T.PK_HR:
            g.home_run()
            g.end_pa(E.HOMER)
        elif res == T.PK_2B:
            self.hit(g, st, 2, 0, w, bl)
        elif res == T.PK_3B:
            self.hit(g, st, 3, 0, w, bl)
        elif res == T.PK_1B:
            self.hit(g, st, 1, 0, w, bl)
        elif res in T.PARK_STRETCH:
            if st.of_in and w & 1:
                # a single to the outfield against a drawn-in outfield: caught on an odd white die (seed p.3)
                if g.narrate:
                    g.say(f"  white die {w}: caught by the drawn-in outfield")
                g.batter_out()
                g.end_pa(E.OUT)
                return
            self.stretch(g, T.PARK_STRETCH[res], keep=True)
        else:
            self.fly(g, st, 7 + res - T.PK_F7, w)
