"""Base running in Payoff Pitch (digest §2.5, §3.4, §3.6, §3.7, §3.13): runners on hits (basic, advanced, Fast
Action Cards, Coach's Choice, the Hit Location chart's outfield Arm), the batter reaching base, and steals and pick-offs
(auto steal, called steals with the Hold option, the hit-and-run runner).

``PlayRunning`` is the bottom of the play mixins (``play.PayoffPitchPlay``), on ``play_calls.PlayCalls``: the outs,
strategy and charts build on it.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import TYPE_CHECKING, Final

from mypy_extensions import mypyc_attr

from dugout.engine.codes import DOUBLE, HOMER, SINGLE, TRIPLE
from dugout.engine.game import POS_NAME, Game
from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.play_calls import PlayCalls

if TYPE_CHECKING:
    from dugout.games.payoff_pitch.card import Batter, Card
    from dugout.games.payoff_pitch.state import PPState

BASE_NAME: Final = ("", "first", "second", "third", "home")
_HIT_CODE: Final = (0, SINGLE, DOUBLE, TRIPLE, HOMER)
#: Where a hit came from: WHEELHOUSE hits move runners one base more (basic running), PATIENT hits give the lead
#: runner Coach's Choice.
SRC_OTHER: Final = 0
SRC_WHEEL: Final = 1
SRC_PATIENT: Final = 2
#: The ``running`` option as the play loop reads it (``PlayRunning._running``).
RUNNING_BASIC: Final = 0
RUNNING_ADVANCED: Final = 1
RUNNING_FAC: Final = 2
RUNNING_MODES = {"basic": RUNNING_BASIC, "advanced": RUNNING_ADVANCED, "fac": RUNNING_FAC}
#: The ``steal`` option as the play loop reads it (``PlayRunning._steal``).
STEAL_AUTO: Final = 0
STEAL_HOLD: Final = 1
STEAL_MANAGER: Final = 2
STEAL_MODES = {"auto": STEAL_AUTO, "hold": STEAL_HOLD, "manager": STEAL_MANAGER}


@mypyc_attr(allow_interpreted_subclasses=True)
class PlayRunning(PlayCalls):
    """Runners on hits, the batter reaching base, steals and pick-offs."""

    _running: int
    """``RUNNING_MODES[options.running]``."""
    _steal: int
    """``STEAL_MODES[options.steal]``."""
    _auto_steal: bool
    """``options.steal == "auto"``."""
    # the on/off options the play reads, as typed attributes (``PayoffPitch.__init__``): a compiled module reads
    # them natively, the options dataclass through Python's attribute lookup
    _auto_sac: bool
    _hr_zero: bool
    _in_play_out: bool
    _supp_so: bool
    _hit_location: bool
    _fac_cards: bool
    _injuries: bool
    _jump_marks: bool
    _late_jump: bool

    def _d99(self, g: Game, why: str) -> int:
        """A d100 roll of 01..99 (00 is rolled again)."""
        while True:
            v = g.dice.d(100, why)
            if v < 100:
                return v

    # --- hits -------------------------------------------------------------------------------------------------
    def _hit(self, g: Game, st: PPState, code: int, u: int, src: int, d1: int, d2: int) -> None:
        """A hit read on a card or a chart (``code`` 1B, 2B, 3B or HR): the runners by the running option, the
        batter to his base, then the auto-steal check."""
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
        if running == RUNNING_BASIC:
            self._basic(g, st, n, u, src)
        elif running == RUNNING_ADVANCED:
            self._advanced(g, st, n, u, min(d1, d2))
        else:
            self._fac(g, st, n)
        g.place_batter(n)
        g.end_pa(_HIT_CODE[n])
        self._after_reach(g, st)

    def _of_arm(self, g: Game, pos: int) -> int:
        """The Arm of the fielder at outfield position ``pos`` (6 when the position is empty or he has none)."""
        idx = g.fielder_at(pos)
        if idx < 0:
            return 6
        card: Card = g.cards[idx]
        return card.bat.field_at(POS_NAME[pos]).arm or 6

    def _basic(self, g: Game, st: PPState, n: int, u: int, src: int) -> None:
        """Basic running: runners move as many bases as the hit, one more with two out or off WHEEL."""
        loc = -1
        if self._hit_location:
            loc = (T.HIT_LOCATION_1B if n == 1 else T.HIT_LOCATION_XBH)[u % 10]
        # the book's extra base (two out, off WHEEL; the hit-and-run's) is for every hit, an infield single too
        extra = 1 if (g.outs == 2 or src == SRC_WHEEL or st.hit_run) else 0
        adv = n + extra
        if g.narrate:
            why = "" if not extra else " (two out)" if g.outs == 2 else " (off WHEEL)" if src == SRC_WHEEL \
                else " (hit-and-run)"
            where = f"infield single ({POS_NAME[T.HIT_LOCATION_IF[u % 10]]})" if loc == 0 else \
                f"{'single' if n == 1 else 'double'}{' to ' + POS_NAME[loc] if loc > 0 else ''}"
            g.say(f"  {where}, runners +{adv}{why}")
        g.move_all(adv)
        if src == SRC_PATIENT and loc != 0 and not g.walkoff:  # (the winning run is home: nobody runs on)
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
        card: Card = g.cards[b[lead]]
        run = card.bat.run
        need = run + arm - T.COACH_ARM_PIVOT
        chance = T.CUM36[max(0, min(12, need))] / 36
        om = st.sides[g.half].manager
        if not om.decide(g, g.half, "extra-base", chance >= (0.7 if to == 4 else 0.8)):
            return
        r = g.dice.dd(2, 6, "coach's choice")
        if g.narrate:
            g.say(f"  {g.names[b[lead]]} tries for {BASE_NAME[to]}: 2d6 {r} vs {need} — "
                  f"{'safe' if r <= need else 'out'}")
        if r <= need:
            g.advance(lead, to)
        else:
            g.runner_out(lead)

    def _advanced(self, g: Game, st: PPState, n: int, u: int, low: int) -> None:
        """Advanced running: the Runner Advancement chart by the lowest die of the 2d6."""
        if g.outs == 2:
            low += 1
        if self._hit_location:
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

    def _draw(self, g: Game, st: PPState) -> int:
        """The next Fast Action Card (the deck is reshuffled when it runs out)."""
        if not st.deck:
            st.deck = list(range(T.FAC_CARDS if self._fac_cards else len(T.FAC_DECK)))
        return st.deck.pop(g.dice.d(len(st.deck), "fast action card") - 1)

    def _fac(self, g: Game, st: PPState, n: int) -> None:
        """Fast Action Card running: draw the next card and read its SINGLE or DOUBLE section."""
        k = self._draw(g, st)
        fielder, s1, s2, dd1 = T.FAC_DECK[k % len(T.FAC_DECK)]
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
            if b[1] >= 0 and g.outs >= 3:
                g.advance(1, 2)  # forced along by the batter: left on second (not run over at first)
            elif b[1] >= 0:
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
        if not two_out or card >= best or g.walkoff:  # (nobody tries for more once the winning run is home)
            return card
        rcard: Card = g.cards[g.bases[base]]
        run = rcard.bat.run
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

    # --- the batter reaches -------------------------------------------------------------------------------
    def _reach(self, g: Game, st: PPState, move: int, to: int, code: int, earned: bool = True) -> None:
        """Every runner moves ``move`` bases, the batter takes base ``to`` and the plate appearance ends as
        ``code``; then the auto-steal check."""
        g.move_all(move, earned=earned)
        g.place_batter(to, earned=earned)
        g.end_pa(code)
        self._after_reach(g, st)

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
        card: Card = g.cards[bi]
        if not card.bat.jump:
            return
        self._auto_steal_roll(g, st, base, card.bat)

    # --- steals and pick-offs ---------------------------------------------------------------------------------
    def _catcher_arm(self, g: Game) -> int:
        """The catcher's Arm (3 when there is none)."""
        c = g.fielder_at(2)
        if c < 0:
            return 3
        card: Card = g.cards[c]
        return card.bat.field_at("C").arm or 3

    def _steal_p(self, g: Game, base: int, worse: int) -> float:
        """Chance the runner on ``base`` steals the next base (chart column letter + catcher Arm)."""
        rcard: Card = g.cards[g.bases[base]]
        card = rcard.bat
        arm = self._catcher_arm(g)
        if card.dagger and arm <= 2:
            arm = 3
        letter = min(4, card.letter + worse)
        top = T.STEAL_RANGE[letter][arm] - (T.STEAL_THIRD_PENALTY if base == 2 else 0)
        return top / 100

    def _steal_roll(self, g: Game, base: int, worse: int, why: str) -> None:
        """Resolve a steal attempt on the Stealing chart."""
        runner = g.bases[base]
        rcard: Card = g.cards[runner]
        card = rcard.bat
        arm = self._catcher_arm(g)
        if card.dagger and arm <= 2:
            arm = 3
        letter = min(4, card.letter + worse)
        penalty = T.STEAL_THIRD_PENALTY if base == 2 else 0
        if self._fac_cards:
            # the card's steal reading by the column's chance label (Excellent .. Poor)
            lab = T.FAC_LABEL_OF[letter][arm]
            k = self._draw(g, g.ext)
            top, v = T.FAC_LABEL_RANGE[lab] - penalty, T.FAC_STEAL[k]
            safe = v <= top
            if g.narrate:
                g.say(f"  {g.names[runner]} steals ({T.GRADES[letter]}{arm}: {T.FAC_STEAL_LABEL[lab]}), FAC #{k + 1} "
                      f"— {'safe' if safe else 'caught'}")
            g.steal(base, safe)
            return
        top = T.STEAL_RANGE[letter][arm] - penalty
        v = g.dice.d(100, why)
        safe = v <= top
        if g.narrate:
            g.say(f"  {g.names[runner]} steals ({T.GRADES[letter]}{arm}, 01-{top:02d}): d100 {v % 100:02d} — "
                  f"{'safe' if safe else 'caught'}")
        g.steal(base, safe)

    def _pickoff(self, g: Game, base: int) -> None:
        """Double sixes: the Pick Off chart."""
        runner = g.bases[base]
        v = g.dice.d(100, "pick off")
        if g.narrate:
            g.say(f"  double sixes: pick-off throw to {BASE_NAME[base]}, d100 {v % 100:02d}")
        if v <= T.PICKOFF_OUT_MAX:
            if g.narrate:
                g.say(f"  {g.names[runner]} is picked off")
            g.runner_out(base)
        elif v <= T.PICKOFF_ERROR_MAX:
            if g.narrate:
                g.say(f"  the throw gets away: {g.names[runner]} moves up")
            g.error(1)
            g.advance(base, base + 1, earned=False)
        elif g.narrate:
            g.say(f"  {g.names[runner]} gets back safely")

    def _auto_steal_roll(self, g: Game, st: PPState, base: int, card: Batter) -> None:
        """Auto Steal: one 2d6 against the Jump rating right after he reaches base."""
        runner = g.bases[base]
        first = runner not in st.seen
        if card.jump == 1:
            if runner in st.jump1_done:
                return
            st.jump1_done.add(runner)
            j = 2
        else:
            j = card.jump + (card.jump_sign if first and self._jump_marks else 0)
        st.seen.add(runner)
        d1, d2 = g.dice.pair(6, "jump")
        total = d1 + d2
        if total == 12:
            self._pickoff(g, base)
            return
        go = total <= j if base == 1 else (d1 == d2 and total <= j)
        if go:
            if g.narrate:
                g.say(f"  {g.names[runner]} gets a jump: 2d6 {d1}+{d2} <= {j}")
            self._steal_roll(g, base, 0, "steal")

    def _called_steal(self, g: Game, st: PPState, base: int) -> None:
        """A steal the manager calls: the chart (manager option) or the pitcher's Hold first (hold option)."""
        d1, d2 = g.dice.pair(6, "steal jump")
        total = d1 + d2
        if total == 12:
            self._pickoff(g, base)
            return
        runner = g.bases[base]
        worse = 0
        if self._steal == STEAL_HOLD:
            pcard: Card = g.cards[st.sides[1 - g.half].pitcher]
            hold = pcard.pit.hold
            ok = total <= hold and (base == 1 or d1 == d2)
            if not ok:
                rcard: Card = g.cards[runner]
                card = rcard.bat
                late = self._late_jump and card.jump and total <= card.jump and (base == 1 or d1 == d2)
                if late and st.sides[g.half].manager.decide(g, g.half, "late-jump", self._steal_p(g, base, 1) >= 0.7):
                    worse = 1
                else:
                    if g.narrate:
                        g.say(f"  {g.names[runner]} gets no jump (2d6 {total} vs Hold {hold})")
                    return
        self._steal_roll(g, base, worse, "steal")

    def _hit_run_miss(self, g: Game, st: PPState) -> None:
        """The batter missed on the hit-and-run: the lead runner is stealing with his letter one lower."""
        b = g.bases
        lead = 2 if b[2] >= 0 else 1
        if b[lead] < 0 or b[lead + 1] >= 0:
            return
        trail = 1 if lead == 2 and b[1] >= 0 else 0
        self._steal_roll(g, lead, 1, "hit-and-run runner")
        if trail and g.outs < 3 and b[2] < 0:
            g.advance(1, 2)
