"""Outs in Payoff Pitch (digest §2.2, §3.5): strikeouts, line drives, the Out chart for runners on ground balls and
fly balls, double plays and fielder's choices, the infield drawn in, and the hit-and-run's effects on them.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import TYPE_CHECKING, Final

from mypy_extensions import mypyc_attr

from dugout.engine.codes import FC, GIDP, OUT, SAC_FLY, SINGLE, STRIKEOUT
from dugout.engine.game import Game
from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.play_running import BASE_NAME, PlayRunning

if TYPE_CHECKING:
    from dugout.games.payoff_pitch.card import Card
    from dugout.games.payoff_pitch.state import PPState

# the out codes by kind, module constants here (a compiled module reads its own ``Final`` globals natively, the
# tables' through Python's attribute lookup)
_GROUND: Final = T.GROUND
_FLY: Final = T.FLY
_LINE: Final = T.LINE
_CORNERS: Final = T.CORNERS
_RIGHT_SIDE: Final = T.RIGHT_SIDE
_INFIELD_IN_HIT_DIGITS: Final = T.INFIELD_IN_HIT_DIGITS
_FLY_TAG_BONUS: Final = T.FLY_TAG_BONUS

@mypyc_attr(allow_interpreted_subclasses=True)
class PlayOuts(PlayRunning):
    """The result of an out code from the batter's card or a chart."""

    def _out(self, g: Game, st: PPState, code: int, u: int) -> None:
        """An out code read on the batter's card or a failed defense check: strikeout, grounder, fly, line drive
        or pop-up."""
        if code == T.RSO:
            if g.narrate:
                g.say("  strikeout")
            if not st.hit_run:
                g.out_pa(STRIKEOUT)  # batter_out and end_pa in one call
                return
            g.batter_out()
            if g.outs < 3:
                self._hit_run_miss(g, st)
            g.end_pa(STRIKEOUT)
        elif code in _GROUND:
            self._ground(g, st, code, u)
        elif code in _FLY:
            self._fly(g, code)
        elif code in _LINE:
            if not st.hit_run and not g.narrate:
                g.out_pa(OUT)  # nobody is doubled off: batter_out and end_pa in one call
                return
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
            g.out_pa(OUT)  # batter_out and end_pa in one call

    def _ground(self, g: Game, st: PPState, code: int, u: int) -> None:
        """A ground out: the infield in, the double-play check with a runner on first and fewer than two out,
        else the Out chart for the other runners."""
        b = g.bases
        outs = g.outs
        if st.align and b[3] >= 0 and (st.align == 1 or code in _CORNERS):
            if u % 10 in _INFIELD_IN_HIT_DIGITS:
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
            bcard: Card = g.cards[g.batter]
            pcard: Card = g.cards[st.sides[1 - g.half].pitcher]
            bdp = bcard.bat.dp
            pdp = pcard.pit.dp
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
        if outs >= 2 or (b[2] < 0 and b[3] < 0):
            g.out_pa(OUT)  # nobody to move: batter_out and end_pa in one call
            return
        g.batter_out()
        self._ground_runners(g, code)
        g.end_pa(OUT)

    def _ground_runners(self, g: Game, code: int) -> None:
        """The Out chart for runners on 2nd and 3rd (infield back, nobody forced)."""
        b = g.bases
        if code in _RIGHT_SIDE:
            g.advance(3, 4)
            if b[2] >= 0 and b[3] < 0:
                g.advance(2, 3)
        elif b[3] >= 0:
            card: Card = g.cards[b[3]]
            need = card.bat.run + T.GROUND_R3_BONUS
            r = g.dice.dd(2, 6, "runner on third on a grounder")
            if r <= need:
                if g.narrate:
                    g.say(f"  {g.names[b[3]]} scores on the grounder (2d6 {r} <= {need})")
                g.advance(3, 4)
            elif g.narrate:
                g.say(f"  {g.names[b[3]]} holds (2d6 {r})")

    def _double_play(self, g: Game, st: PPState, code: int, r: int, dp: int) -> None:
        """The ground-ball double play: the runner from first and the batter out, the others move up."""
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
        """A fielder's choice: the lead forced runner out, the batter safe at first."""
        b = g.bases
        lead = 1
        if b[2] >= 0:
            lead = 2
            if b[3] >= 0:
                lead = 3
        if g.narrate:
            g.say(f"  {T.CODE_NAMES[code]}, 2d6 {r}: fielder's choice, {g.names[b[lead]]} forced at {BASE_NAME[lead + 1]}")
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
        """A fly out: with fewer than two out a runner on third tags (2d6 against his Run plus the fielder's
        bonus), and on an F9 a runner on second with third open may take third."""
        outs = g.outs
        b = g.bases
        if (outs >= 2 or (b[3] < 0 and (code != T.F9 or b[2] < 0))) and not g.narrate:
            g.out_pa(OUT)  # nobody tags: batter_out and end_pa in one call
            return
        g.batter_out()
        sf = False
        said = False  # the fly's own line is printed (a runner on third's line names it)
        if outs < 2:
            if b[3] >= 0:
                said = True
                card: Card = g.cards[b[3]]
                need = card.bat.run + _FLY_TAG_BONUS[code]
                r = g.dice.dd(2, 6, "tag from third")
                if r <= need:
                    if g.narrate:
                        g.say(f"  {T.CODE_NAMES[code]}, {g.names[b[3]]} tags and scores (2d6 {r} <= {need})")
                    g.advance(3, 4)
                    sf = True
                elif g.narrate:
                    g.say(f"  {T.CODE_NAMES[code]}, {g.names[b[3]]} holds (2d6 {r})")
            if code == T.F9 and b[2] >= 0 and b[3] < 0 and not g.walkoff:  # (the winning run tagged: over)
                if g.narrate and not said:
                    g.say(f"  {T.CODE_NAMES[code]}")
                    said = True
                card = g.cards[b[2]]
                need = card.bat.run + T.F9_R2_BONUS
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

    def _out_runners_up(self, g: Game, code: int = OUT) -> None:
        """The batter is out at first and, unless that is the third out, every runner moves up a base."""
        g.batter_out()
        if g.outs < 3:
            g.move_all(1)
        g.end_pa(code)
