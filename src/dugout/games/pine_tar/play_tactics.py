"""What happens before the batter roll (digest §3.8): sacrifice and squeeze, the hit-and-run, and steals.

``PineTarTactics`` is the part of ``play.PineTarPlay`` that runs before the batter roll when runners are on (and
the strikeout on the hit-and-run). The offense's manager decides; the rules check eligibility (outs, bases, SBO
letters, steal points, hit-and-runs left) and resolve with the game's tables.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dugout.engine.codes import FC, OUT, SAC
from dugout.engine.codes import ROE as ROE_CODE
from dugout.engine.codes import SINGLE as SINGLE_CODE
from dugout.games.pine_tar import tables as T
from dugout.games.pine_tar.options import PineTarOptions
from dugout.games.pine_tar.state import PTState, roll

if TYPE_CHECKING:
    from dugout.engine.game import Game

_NEXT = ("", "second", "third", "home")


def steal_target(g: Game, base: int) -> int:
    """The roll at or under which the runner on ``base`` steals: SBC + catcher's AR, -5 for third."""
    card = g.cards[g.bases[base]]
    catcher = g.fielder_at(2)
    ar = g.cards[catcher].ar if catcher >= 0 else None
    return card.sbc + (ar or 0) - (T.STEAL_THIRD_PENALTY if base == 2 else 0)


class PineTarTactics:
    """Bunts, the hit-and-run and steals before the batter roll."""

    options: PineTarOptions

    def _before_pa(self, g: Game, st: PTState) -> bool:
        """Bunts, the hit-and-run and steals; True when the PA is over or the inning ended before it."""
        bases = g.bases
        half = g.half
        om = g.sides[half].manager
        if g.outs < 2 and g.cards[g.batter].shc >= 0:
            if bases[3] >= 0:
                if om.wants_squeeze(g, half):
                    self._bunt(g, st, squeeze=True)
                    return True
            elif (bases[1] >= 0 or bases[2] >= 0) and om.wants_bunt(g, half):
                self._bunt(g, st, squeeze=False)
                return True
        if self.options.hit_and_run and g.outs < 2 and bases[1] >= 0 and not (bases[2] >= 0 and bases[3] >= 0) \
                and st.hit_runs[half] > 0:
            mask = self._hit_and_run_runners(g)
            if mask and om.wants_hit_and_run(g, half):
                st.hit_runs[half] -= 1
                st.hit_run = mask
                if g.narrate:
                    g.say("The hit-and-run is on.")
                return False
        if self.options.steals:
            self._try_steal(g, st)
            if g.outs >= 3:
                return True
        return False

    # --- steals ---------------------------------------------------------------------------------------------------
    def _may_run(self, g: Game, st: PTState, runner: int) -> bool:
        """The Steal Opportunity table: letter, inning, attempts this game (a series is one game, gap G16)."""
        sbo = g.cards[runner].sbo
        cost, inning, per, _ = T.STEAL_OPPORTUNITY[sbo]
        if per == 0 or st.points[g.half] < cost or g.inning < inning or st.attempts.get(runner, 0) >= per:
            return False
        if sbo == "E":
            ok = st.e_ok.get(runner)
            if ok is None:
                # one attempt every other series: the randomizer die decides which games (gap G16)
                ok = st.e_ok[runner] = g.dice.d(2, "E runner's game") == 1
            return ok
        return True

    def _try_steal(self, g: Game, st: PTState) -> None:
        bases = g.bases
        if bases[2] >= 0 and bases[3] < 0:
            base = 2
        elif bases[1] >= 0 and bases[2] < 0:
            base = 1
        else:
            return
        runner = bases[base]
        if not self._may_run(g, st, runner):
            return
        target = steal_target(g, base)
        if not g.sides[g.half].manager.wants_steal(g, g.half, base, max(0, target + 1) / 100):
            return
        st.points[g.half] -= T.STEAL_OPPORTUNITY[g.cards[runner].sbo][0]
        st.attempts[runner] = st.attempts.get(runner, 0) + 1
        self._steal_roll(g, base, target)

    def _steal_roll(self, g: Game, base: int, target: int) -> None:
        r = roll(g, "steal")
        safe = r <= target
        if g.narrate:
            g.say(f"{g.names[g.bases[base]]} runs for {_NEXT[base]}: roll {r:02d} vs {target} — "
                  f"{'safe' if safe else 'thrown out'}")
        g.steal(base, safe)

    # --- hit-and-run -----------------------------------------------------------------------------------------------
    def _hit_and_run_runners(self, g: Game) -> int:
        """Bit mask of runners (first, second) who may go on the hit-and-run; 0 when it cannot be put on."""
        mask = 0
        for base in (1, 2):
            r = g.bases[base]
            if r < 0:
                continue
            card = g.cards[r]
            if card.is_pitcher:
                continue
            if not T.STEAL_OPPORTUNITY[card.sbo][3]:
                if base == 1:
                    return 0
                continue
            mask |= 1 << base
        return mask

    def _hit_and_run_steal(self, g: Game, st: PTState) -> None:
        """The batter struck out on the hit-and-run: the runners in motion try to steal, lead runner first."""
        for base in (2, 1):
            if st.hit_run & (1 << base) and g.bases[base] >= 0 and g.outs < 3 and \
                    (base == 2 and g.bases[3] < 0 or base == 1 and g.bases[2] < 0):
                self._steal_roll(g, base, steal_target(g, base))

    # --- sacrifice and squeeze -----------------------------------------------------------------------------------
    def _bunt(self, g: Game, st: PTState, squeeze: bool) -> None:
        """Sacrifice (SHC) or suicide squeeze (SHC - 25) from the sacrifice tables (digest §4.10)."""
        dside = 1 - g.half
        st.faced[dside][g.sides[g.half].up] += 1
        shc = g.cards[g.batter].shc - (T.SQUEEZE_PENALTY if squeeze else 0)
        r = roll(g, "squeeze" if squeeze else "sacrifice")
        notes = T.SQUEEZE_NOTES if squeeze else T.SACRIFICE_NOTES
        even = r % 2 == 0
        doubled = T.IS_DOUBLED[r]
        bases = g.bases
        if g.narrate:
            g.say(f"{g.names[g.batter]} {'squeezes' if squeeze else 'bunts'}: roll {r:02d} vs SHC {shc}")
        if r == shc:
            if g.narrate:
                g.say("  ROE-3: the throw gets away, everyone moves up")
            g.error(T.BUNT_ERROR_POS)
            g.error_extends()
            g.move_all(1, earned=False)
            g.place_batter(1, earned=False)
            g.end_pa(SAC if st.sac_hit else ROE_CODE)
            return
        if r < shc:
            if doubled:
                if g.narrate:
                    g.say("  bunt single (I-Hit), runners move up")
                g.move_all(1)
                g.place_batter(1)
                g.end_pa(SINGLE_CODE)
                return
            if g.narrate:
                g.say(f"  {notes[0] if even else notes[1]}: runners move up")
            g.batter_out()
            if g.outs < 3:
                g.move_all(1)
            g.end_pa(SAC if st.sac_hit else OUT)
            return
        lead = 3 if bases[3] >= 0 else 2 if bases[2] >= 0 else 1
        if doubled:
            if g.narrate:
                g.say(f"  {notes[4]}: popped up, the lead runner is doubled off")
            g.batter_out()
            if g.outs < 3:
                g.runner_out(lead)
                g.double_play()
            g.end_pa(OUT)
            return
        if g.narrate:
            g.say(f"  {notes[2] if even else notes[3]}: the lead runner is out, the batter safe on the FC")
        g.runner_out(lead)
        if g.outs < 3:
            for base in (2, 1):
                if base < lead and bases[base] >= 0 and bases[base + 1] < 0:
                    g.advance(base, base + 1)
            g.place_batter(1)
        g.end_pa(FC)

