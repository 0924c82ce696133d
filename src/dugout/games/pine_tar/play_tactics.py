"""What happens before the batter roll (digest §3.8): the intentional walk, sacrifice and squeeze, the hit-and-run,
and steals.

``PineTarTactics`` is the part of ``play.PineTarPlay`` that runs before the batter roll (and the strikeout on the
hit-and-run). The fielding side's manager may walk the batter intentionally (the book is silent: gap G21, first base
simply awarded); then, with runners on, the offense's manager decides. The rules check eligibility (outs, bases, SBO
letters, steal points, hit-and-runs left) and resolve with the game's tables. The same checks give a person's menu
(``play_calls``): each call is offered exactly where the plate appearance asks for it.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from dugout.engine.codes import FC, IBB, OUT, SAC
from dugout.engine.codes import ROE as ROE_CODE
from dugout.engine.codes import SINGLE as SINGLE_CODE
from dugout.games.pine_tar import tables as T
from dugout.games.pine_tar.card import PTCard
from dugout.games.pine_tar.state import PineTarHooks, PTState, roll

if TYPE_CHECKING:
    from dugout.engine.game import Game

_NEXT = ("", "second", "third", "home")


def steal_target(g: Game, base: int) -> int:
    """The roll at or under which the runner on ``base`` steals: SBC + catcher's AR, -5 for third."""
    card: PTCard = g.cards[g.bases[base]]
    catcher = g.fielder_at(2)
    if catcher < 0:
        return card.sbc - (T.STEAL_THIRD_PENALTY if base == 2 else 0)
    ccard: PTCard = g.cards[catcher]
    ar = ccard.ar
    return card.sbc + (ar or 0) - (T.STEAL_THIRD_PENALTY if base == 2 else 0)


def _steal_text(g: Game, base: int, target: int) -> str:
    card = g.cards[g.bases[base]]
    catcher = g.fielder_at(2)
    ar = (g.cards[catcher].ar if catcher >= 0 else None) or 0
    third = " - 5 for third" if base == 2 else ""
    return f"SBC {card.sbc} {'+' if ar >= 0 else '-'} catcher's AR {abs(ar)}{third} = {target}"


@mypyc_attr(allow_interpreted_subclasses=True)
class PineTarTactics(PineTarHooks):
    """Bunts, the hit-and-run and steals before the batter roll."""

    def _intentional_walk(self, g: Game, st: PTState) -> None:
        """The batter is walked intentionally: first base, forced runners move up (no roll)."""
        st.faced[1 - g.half][g.sides[g.half].up] += 1
        if g.narrate:
            g.say(f"{g.names[g.batter]} is walked intentionally (the manager's call: first base, no roll)")
        g.force()
        g.place_batter(1)
        g.end_pa(IBB)

    def _before_pa(self, g: Game, st: PTState) -> bool:
        """Bunts, the hit-and-run and steals; True when the PA is over or the inning ended before it."""
        bases = g.bases
        half = g.half
        away, home = g.sides  # (unpacked: a compiled module boxes the pair to index it by a variable)
        om = home.manager if half else away.manager
        bcard: PTCard = g.cards[g.batter]
        if g.outs < 2 and bcard.shc >= 0:
            if bases[3] >= 0:
                if om.wants_squeeze(g, half):
                    self._bunt(g, st, squeeze=True)
                    return True
            elif (bases[1] >= 0 or bases[2] >= 0) and om.wants_bunt(g, half):
                self._bunt(g, st, squeeze=False)
                return True
        mask = self._hit_and_run_runners(g) if self.hit_and_run and bases[1] >= 0 and g.outs < 2 \
            and st.hit_runs[half] > 0 and (bases[2] < 0 or bases[3] < 0) else 0  # _hit_and_run_mask, inline
        if mask and om.wants_hit_and_run(g, half):
            st.hit_runs[half] -= 1
            st.hit_run = mask
            if g.narrate:
                on = " and ".join(f"{g.names[bases[b]]} from {('', 'first', 'second')[b]}" for b in (1, 2)
                                  if st.hit_run & (1 << b))
                g.say(f"The hit-and-run is on ({on} running; {st.hit_runs[half]} left): +5 on the batter roll "
                      f"up to {T.HIT_AND_RUN_MAX_ROLL}, +4 on the ground-out white die, an extra base on a hit.")
            return False
        if not self.steals:
            return False
        # steal_base, inline: the lead runner with the next base open, if the Steal Opportunity table lets him
        base = 2 if bases[2] >= 0 and bases[3] < 0 else 1 if bases[1] >= 0 and bases[2] < 0 else 0
        if base and self._may_run(g, st, bases[base]) and \
                om.wants_steal(g, half, base, max(0, steal_target(g, base) + 1) / 100):
            self._steal(g, st, base)
            if g.outs >= 3:
                return True
        return False

    # --- steals ---------------------------------------------------------------------------------------------------
    def _may_run(self, g: Game, st: PTState, runner: int) -> bool:
        """The Steal Opportunity table: letter, inning, attempts this series (gap G16: ``state._series_limits``)."""
        rcard: PTCard = g.cards[runner]
        sbo = rcard.sbo
        cost, inning, per, _ = T.STEAL_OPPORTUNITY[sbo]
        if per == 0 or st.points[g.half] < cost or g.inning < inning or st.attempts.get(runner, 0) >= per:
            return False
        # E: one attempt every other series (gap G16)
        return sbo != "E" or st.e_game[g.half]

    def steal_base(self, g: Game, st: PTState) -> int:
        """The base (1 or 2) whose runner may steal now, 0 for none: only 2nd and 3rd may be stolen, the lead
        runner goes (a runner on 2nd with 3rd open, else a runner on 1st with 2nd open)."""
        if not self.steals:
            return 0
        bases = g.bases
        if bases[2] >= 0 and bases[3] < 0:
            base = 2
        elif bases[1] >= 0 and bases[2] < 0:
            base = 1
        else:
            return 0
        return base if self._may_run(g, st, bases[base]) else 0

    def _steal(self, g: Game, st: PTState, base: int) -> None:
        runner = g.bases[base]
        cost = T.STEAL_OPPORTUNITY[g.cards[runner].sbo][0]
        st.points[g.half] -= cost
        st.attempts[runner] = st.attempts.get(runner, 0) + 1
        if g.narrate:
            g.say(f"{g.names[runner]} (SBO {g.cards[runner].sbo}) tries to steal {_NEXT[base]}: {cost} steal point"
                  f"{'' if cost == 1 else 's'}, {st.points[g.half]} left")
        self._steal_roll(g, base, steal_target(g, base))

    def _steal_roll(self, g: Game, base: int, target: int) -> None:
        r = roll(g, "steal")
        safe = r <= target
        if g.narrate:
            g.say(f"  stealing {_NEXT[base]}: roll {r:02d} vs {_steal_text(g, base, target)} — "
                  f"{'safe, a stolen base' if safe else 'caught stealing'}")
        g.steal(base, safe)

    # --- hit-and-run -----------------------------------------------------------------------------------------------
    def _hit_and_run_mask(self, g: Game, st: PTState) -> int:
        """Bit mask of runners (first, second) who would go on a hit-and-run now; 0 when it cannot be put on (the
        option off, two out, nobody on first, the bases loaded or 2nd and 3rd full, none left this game)."""
        bases = g.bases
        if not self.hit_and_run or g.outs >= 2 or bases[1] < 0 or (bases[2] >= 0 and bases[3] >= 0) \
                or st.hit_runs[g.half] <= 0:
            return 0
        return self._hit_and_run_runners(g)

    def _hit_and_run_runners(self, g: Game) -> int:
        """Bit mask of runners (first, second) who may go on the hit-and-run; 0 when it cannot be put on."""
        mask = 0
        for base in (1, 2):
            r = g.bases[base]
            if r < 0:
                continue
            card: PTCard = g.cards[r]
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
                if g.narrate:
                    g.say(f"  the hit-and-run strikeout: {g.names[g.bases[base]]} is stealing")
                self._steal_roll(g, base, steal_target(g, base))

    # --- sacrifice and squeeze -----------------------------------------------------------------------------------
    def _bunt(self, g: Game, st: PTState, squeeze: bool) -> None:
        """Sacrifice (SHC) or suicide squeeze (SHC - 25) from the sacrifice tables (digest §4.10)."""
        dside = 1 - g.half
        st.faced[dside][g.sides[g.half].up] += 1
        bcard: PTCard = g.cards[g.batter]
        shc = bcard.shc - (T.SQUEEZE_PENALTY if squeeze else 0)
        r = roll(g, "squeeze" if squeeze else "sacrifice")
        notes = T.SQUEEZE_NOTES if squeeze else T.SACRIFICE_NOTES
        even = r % 2 == 0
        doubled = T.IS_DOUBLED[r]
        bases = g.bases
        if g.narrate:
            if squeeze:
                g.say(f"Suicide squeeze: {g.names[g.batter]} bunts with the runner going from third: roll {r:02d} vs "
                      f"SHC {shc + T.SQUEEZE_PENALTY} - {T.SQUEEZE_PENALTY} = {shc}")
            else:
                g.say(f"{g.names[g.batter]} lays down a sacrifice bunt: roll {r:02d} vs SHC {shc}")
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

