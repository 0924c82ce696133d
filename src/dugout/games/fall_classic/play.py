"""The plate appearance (seed pp.2-12): red and white d6 pick a line, the d20 reads it on the batter's card or,
where his line is blank, on the pitcher's in the grade of the day.

The loop reads the batter's and pitcher's compiled 720-value tuples; what a result does next lives in the
helpers the ``FallClassicPlay`` mixin is made of: ``play_running`` (before the roll), ``play_resolve`` (outs,
hits, the defense and ballpark charts), ``play_charts`` (the 54 chart and the exotic errors, interpreted from
``tables_54``), ``play_throws`` (throws on runners) and ``play_narration`` (the result lines of the
play-by-play).
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import TYPE_CHECKING, Final

from mypy_extensions import mypyc_attr

from dugout.engine import codes as E
from dugout.engine.codes import P_BF, P_R
from dugout.games.fall_classic import play_narration, state
from dugout.games.fall_classic import tables as T
from dugout.games.fall_classic import tables_54 as C
from dugout.games.fall_classic.card import FCCard
from dugout.games.fall_classic.card_codes import (
    BASE_MASK,
    BB,
    BUTTON,
    CH54,
    DBL,
    DEF51,
    DEF52,
    DEF53,
    HBP,
    HIT_BASES,
    HR,
    NOX,
    OUT,
    OUTF,
    OUTG,
    OUTX,
    PARK,
    SNG,
    TRP,
    WPF,
    K,
    token,
)
from dugout.games.fall_classic.play_charts import END, REROLL, Ctx
from dugout.games.fall_classic.play_running import FallClassicRunning
from dugout.games.fall_classic.state import FCState

if TYPE_CHECKING:
    from dugout.engine.game import Game

_KIND: Final[tuple[int, ...]] = tuple(
    0 if c in (OUT, OUTX, NOX, OUTG, OUTF) else 1 if c in (SNG, DBL, TRP, HR) else 2 if c == K else
    3 if c in (BB, HBP) else 4 if c == CH54 else 5 if c in (DEF51, DEF52, DEF53) else 6 if c == PARK else 7
    for c in range(32))
"""Card code -> what the play loop does with it: out, hit, strikeout, walk or HBP, 54 chart, KD and defense,
ballpark, line 65."""
_BASES: Final[tuple[int, ...]] = tuple(HIT_BASES.get(c, 0) for c in range(32))
"""Card code -> bases of a hit."""


@mypyc_attr(allow_interpreted_subclasses=True)
class FallClassicPlay(FallClassicRunning):
    """The plate appearance, a mixin of the ruleset."""

    def plate_appearance(self, g: Game) -> None:
        # (one call a plate appearance: the narration, when there is one, is flushed at each return)
        st: FCState = g.ext
        b = g.bases
        d = 1 - g.half
        if b[1] >= 0 or b[2] >= 0 or b[3] >= 0:
            if self.before_roll(g, st):
                if g.narrate:
                    play_narration.flush(g)
                return
        else:
            st.inf_in = st.of_in = False
        card: FCCard = g.cards[g.batter]
        hand = st.hand[d]
        row = st.bcodes[d]
        if not row or st.bhand[d] != hand:
            row = state.codes_row(g, st, d, self._nh_nw)
        k = g.batter - g.sides[g.half].off
        bflat = row[k]
        if bflat is None:
            nm = st.nmods[d]
            if not self._nh_nw and (nm[0] or nm[1]):
                nm = (0, 0, nm[2])  # NH and NW are the book's "super advanced" option; a negative HR grade is basic
            bflat = row[k] = card.batter_codes(hand, nm[0], nm[1], nm[2])
        pflat = st.pflat[d]
        bl = card.side[hand]
        dice = g.dice
        fast = dice.fast  # plain dice: the same numbers as pair and d, without two calls
        narrate = g.narrate
        while True:
            if fast is not None:
                r = int(fast() * 6) + 1
                w = int(fast() * 6) + 1
                dd = int(fast() * 20) + 1
            else:
                r, w = dice.pair(6, "red and white")
                dd = dice.d(20, "d20")
            i = r * 120 + w * 20 + dd - 141
            bc = bflat[i]
            code = bc or pflat[i]
            if narrate:
                g.say(f"{g.names[g.batter]}: {r}{w} d20 {dd} — {token(code & ~BUTTON)}")
            if code & WPF and self._wp_cells and (b[1] >= 0 or b[2] >= 0 or b[3] >= 0):
                g.wild_pitch()
                if g.walkoff:
                    if narrate:
                        play_narration.flush(g)
                    return  # the winning run scored on the wild pitch: the game is over, the PA never ends
            kind = _KIND[code & BASE_MASK]
            if kind == 0:
                if b[1] < 0 and b[2] < 0 and b[3] < 0 and not narrate:
                    g.out_pa(E.OUT)  # with nobody on, the kind of out changes nothing
                else:
                    self.out_result(g, st, code, w, dd, bl, not bc)
                hit_walk = False
            elif kind == 1:
                self.hit(g, st, _BASES[code & BASE_MASK], code, w, bl)
                if self._auto:
                    self.auto_steal(g, st, code, dd)
                hit_walk = True
            elif kind == 2:
                if narrate:
                    g.batter_out()
                    g.end_pa(E.STRIKEOUT)
                else:
                    g.out_pa(E.STRIKEOUT)  # batter_out and end_pa in one call
                hit_walk = False
            elif kind == 3:
                g.force()
                g.place_batter(1)
                walk = code & BASE_MASK == BB
                g.end_pa(E.WALK if walk else E.HBP)
                if self._auto:
                    self.auto_steal(g, st, code, dd)
                hit_walk = walk
            elif kind == 4:
                rows = C.EMPTY_WILD if g.runners() == 0 else C.ON_WILD
                res = self.chart_row(g, rows, dd, Ctx(dd), "wild")
                if res == REROLL:
                    continue
                if res != END:
                    return
                hit_walk = False
            elif kind == 5:
                if dd <= st.kd[d]:
                    if narrate:
                        g.say(f"  KD {st.kd[d]}: strikeout")
                    g.batter_out()
                    g.end_pa(E.STRIKEOUT)
                else:
                    self.defense_chart(g, st, 51 + (code & BASE_MASK) - DEF51)
                hit_walk = False
            elif kind == 6:
                self.park(g, st, w, bl)
                hit_walk = False
            else:
                h = st.hrg[d]
                h = (max(h, 0)) + (card.batter.hr_mod if self._batter_hr else 0)
                hit_walk = dd <= h
                if hit_walk:
                    if narrate:
                        g.say(f"  line 65: HR 1-{h}, home run")
                    g.home_run()
                    g.end_pa(E.HOMER)
                else:
                    self.out_result(g, st, OUT, w, dd, bl, True)
            line = g.pit[g.sides[d].pitcher]
            if line is not None and (line[P_R] >= T.SHELLED_RUNS or st.armed[d] or st.upgraded[d]
                                     or line[P_BF] >= st.limit[d]):
                state.after_pa(g, d, hit_walk)
            if narrate:
                play_narration.flush(g)
            return
