"""That's Baseball's plate appearance: the Sequence of the 2012 rules (pickoff, intentional walk, hit-and-run,
steals and bunts before the pitch; ABA + 2d6 + PAN on the result chart, or the pitcher at-bat chart; then the
result with its extra-base, error, double-play, fly-ball, hit-batsman and brawl rolls).

Decisions of the digest's GAPS are recorded in docs/rules/thats-baseball.md.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from dugout.engine.codes import (
    DOUBLE,
    FC,
    GIDP,
    HBP,
    HOMER,
    IBB,
    OUT,
    P_PC,
    PB_REACH,
    ROE,
    SAC,
    SAC_FLY,
    SINGLE,
    STRIKEOUT,
    TRIPLE,
    WALK,
)
from dugout.engine.game import POS_NUM, Game
from dugout.engine.manager import Manager
from dugout.games.thats_baseball import tables as T
from dugout.games.thats_baseball.card import TBCard
from dugout.games.thats_baseball.manager import TBManager
from dugout.games.thats_baseball.play_calls import ThatsBaseballCalls
from dugout.games.thats_baseball.state import TBState
from dugout.games.thats_baseball.tables import CHART_KIND, PITCHES_OF

_BASE_NAME: Final = ("", "first", "second", "third", "home")
#: ``Manager.decide`` names of the fly-ball advance, by the runner's base (``questions`` puts them to a person).
TAG_UP: Final = ("", "tag-up-1", "tag-up-2", "tag-up-3")
#: The extra-base die's bases by its face (``tables.XBH_D6``), and the scoring code by the bases.
_XBH_BASES: Final[tuple[int, ...]] = tuple(T.XBH_D6.get(r, 0) for r in range(7))
_XBH_CODE: Final[tuple[int, ...]] = (0, 0, DOUBLE, TRIPLE, HOMER)


@mypyc_attr(allow_interpreted_subclasses=True)
class ThatsBaseballPlay(ThatsBaseballCalls):
    """The ruleset's plate appearance (``plate_appearance``) and the rolls inside it."""

    _go_say: tuple[str, str, str] | None = None
    """The pending grounder line (head, chart text, text without "out at first"), printed once it is resolved."""

    # --- the Sequence ---------------------------------------------------------------------------------------
    def plate_appearance(self, g: Game) -> None:
        if g.outs >= 3:
            return  # the default manager's pickoff before the pitch made the third out: he leads off next inning
        st: TBState = g.ext
        st.hit_run = False
        bases = g.bases
        half = g.half
        dside = g.sides[1 - half]
        if bases[1] >= 0 or bases[2] >= 0 or bases[3] >= 0:
            if self._before_result(g):
                return
        elif st.ask_ibb[1 - half] and dside.manager.wants_ibb(g, 1 - half):
            self._ibb(g)
            return
        dice = g.dice
        card: TBCard = g.cards[g.batter]
        pidx = dside.pitcher
        if card.pitcher_chart and not dside.dh:
            r = dice.d(6, "pitcher at-bat")
            kind, text = T.PITCHER_AB_D6[r]
            if g.narrate:
                head = f"{g.names[g.batter]}: pitcher at-bat d6 {r} — "
                if kind == T.K_GO:
                    self._go_say = (head, text, "grounds to the infield")
                else:
                    g.say(head + text)
        else:
            pcard: TBCard = g.cards[pidx]
            pan = pcard.pan
            bonus = st.bonus
            if bonus:
                pan += bonus.get(pidx, 0)
            rand = dice.fast
            roll = int(rand() * 6) + int(rand() * 6) + 2 if rand is not None else dice.dd(2, 6, "result")
            raw = total = card.aba + roll + pan
            if total < T.LOW:
                total = T.LOW
            elif total > T.HIGH:
                total = T.HIGH
            kind = CHART_KIND[total - T.LOW]
            if g.narrate:
                head = self._chart_head(g, card, roll, pidx, raw, total)
                text = T.RESULT_CHART[total][1]
                if kind == T.K_GO:
                    # printed once the grounder is resolved: it may be a fielder's choice or an error
                    self._go_say = (head, text, text.split(", out at first")[0])
                elif kind == T.K_HBP and not st.brawls:
                    g.say(head + "hit by pitch, batter to first")  # only the brawl option rolls which it is
                else:
                    g.say(head + text)
        line = g.pit[pidx]
        assert line is not None
        line[P_PC] += PITCHES_OF[kind]
        self._result(g, kind, st.hit_run)

    def _chart_head(self, g: Game, card: TBCard, roll: int, pidx: int, raw: int, total: int) -> str:
        """The narrated sum: the PAN with its fatigue step (pitch-count option) and the chart's ends named."""
        pan = g.cards[pidx].pan
        step = g.ext.bonus.get(pidx, 0) if g.ext.bonus else 0
        pan_text = f"PAN {pan:+d}" if not step else f"PAN {pan:+d} {step:+d} tired"
        held = "" if raw == total else f" (read as {total}: the chart ends at {T.HIGH})"
        return f"{g.names[g.batter]}: ABA {card.aba} + 2d6 {roll} + {pan_text} = {raw}{held} — "

    # --- before the result: pickoff, intentional walk, hit-and-run, steals, bunt ---------------------------
    def _before_result(self, g: Game) -> bool:
        """Pre-PA actions; True when the PA is over (walk, bunt) or cannot happen (third out)."""
        bases = g.bases
        half = g.half
        dside = 1 - half
        dm = g.sides[dside].manager
        om = g.sides[half].manager
        st: TBState = g.ext
        plans = st.plans
        if plans[dside] is None:  # (the default manager threw over before the offense called)
            base = dm.wants_pickoff(g, dside)
            if base and bases[base] >= 0:
                self.pickoff_throw(g, base)
                if g.outs >= 3:
                    return True
        if dm.wants_ibb(g, dside):
            self._ibb(g)
            return True
        if not (bases[1] >= 0 or bases[2] >= 0 or bases[3] >= 0):
            return False
        plan = plans[half]
        if plan is not None:
            # the default manager's call in one look
            code = om.plan(g, half) if isinstance(om, TBManager) else plan(g, half)  # (compiled: a native call)
            if not code:
                return False
            if code == T.PLAN_HIT_AND_RUN:
                self._hit_and_run(g)
                return False
            if code == T.PLAN_BUNT:
                self._bunt(g)
                return True
            self._run(g, [base for base in (3, 2, 1) if code >> base & 1])
            return g.outs >= 3 or g.walkoff
        if om.wants_hit_and_run(g, half):
            self._hit_and_run(g)
        elif om.wants_bunt(g, half):
            self._bunt(g)
            return True
        else:
            self._steals(g, om)
            if g.outs >= 3 or g.walkoff:
                return True  # (a steal of home that wins the game ends it)
        return False

    def _hit_and_run(self, g: Game) -> None:
        st: TBState = g.ext
        st.hit_run = True
        if g.narrate:
            g.say("The hit-and-run is on.")

    def pickoff_throw(self, g: Game, base: int) -> None:
        """One pickoff throw to the runner on ``base`` (2d6: 2 error and he moves up, 12 picked off). The plate
        appearance makes it for a call; the default manager throws before the offense calls (the book's Sequence),
        from ``before_pa_defense``."""
        runner = g.bases[base]
        r = g.dice.dd(2, 6, "pickoff")
        if r == T.PICKOFF_ERROR:
            g.error(1)
            if g.narrate:
                g.say(f"Pickoff throw to {_BASE_NAME[base]} gets away (2d6 {r}): error, {g.names[runner]} moves up.")
            g.advance(base, base + 1, earned=False)
        elif r == T.PICKOFF_OUT:
            if g.narrate:
                g.say(f"Pickoff throw to {_BASE_NAME[base]} (2d6 {r}): {g.names[runner]} is picked off.")
            g.runner_out(base)
        elif g.narrate:
            g.say(f"Pickoff throw to {_BASE_NAME[base]} (2d6 {r}): {g.names[runner]} gets back safely.")

    def _ibb(self, g: Game) -> None:
        if g.narrate:
            g.say(f"{g.names[g.batter]} is walked intentionally.")
        g.force()
        g.place_batter(1)
        line = g.pit[g.sides[1 - g.half].pitcher]
        assert line is not None
        line[P_PC] += T.PITCHES_IBB
        g.end_pa(IBB)

    def _steals(self, g: Game, om: Manager) -> None:
        """Steals, lead runner first: a runner may go when the base ahead is empty or its runner goes too (digest
        gap 12); a double (or triple) steal sends every runner at once."""
        bases = g.bases
        side = g.half
        going = []
        if (bases[1] >= 0) + (bases[2] >= 0) + (bases[3] >= 0) >= 2 and om.decide(g, side, "double-steal", False):
            going = [base for base in (3, 2, 1) if bases[base] >= 0]
        else:
            for base in (3, 2, 1):
                if bases[base] >= 0 and (base == 3 or bases[base + 1] < 0 or (base + 1) in going) \
                        and om.wants_steal(g, side, base, 0.5):
                    going.append(base)
        self._run(g, going)

    def _run(self, g: Game, going: list[int]) -> None:
        """The runners on these bases (lead runner first) steal, until a third out."""
        if g.narrate and len(going) > 1:
            g.say(f"{'Triple' if len(going) == 3 else 'Double'} steal: the runners on "
                  f"{' and '.join(_BASE_NAME[b] for b in going)} go, lead runner first.")
        for base in going:  # lead runner first
            if g.outs >= 3 or g.walkoff:
                return
            self._steal_roll(g, base, "steal")

    def _steal_roll(self, g: Game, base: int, why: str) -> None:
        """The steal die (1-3 caught, 4-6 safe), for a steal or a runner on a hit-and-run strikeout or pop-up."""
        r = g.dice.d(6, why)
        safe = r >= T.STEAL_SAFE_MIN
        if g.narrate:
            how = "on the hit-and-run, " if why != "steal" else ""
            g.say(f"{g.names[g.bases[base]]} {how}steals {_BASE_NAME[base + 1]}: steal d6 {r} — "
                  f"{'safe, a stolen base' if safe else 'caught stealing'}.")
        g.steal(base, safe)

    def _bunt(self, g: Game) -> None:
        r = g.dice.d(6, "bunt")
        res = T.BUNT_D6[r]
        line = g.pit[g.sides[1 - g.half].pitcher]
        assert line is not None
        line[P_PC] += T.PITCHES_BUNT
        name = g.names[g.batter]
        if res == "sac":
            g.batter_out()
            moved = False
            if g.outs < 3:
                for base in (2, 1):
                    if g.bases[base] >= 0 and g.bases[base + 1] < 0:
                        g.advance(base, base + 1)
                        moved = True
            if g.narrate:
                g.say(f"{name} bunts: bunt d6 {r} — out at first, "
                      f"{'a sacrifice: runners move up' if moved else 'no runner can move up'}.")
            g.end_pa(SAC if moved else OUT)
        elif res == "pop":
            g.batter_out()
            if g.narrate:
                g.say(f"{name} bunts: bunt d6 {r} — pops it up, out.")
            g.end_pa(OUT)
        else:
            g.batter_out()
            if g.narrate:
                g.say(f"{name} bunts: bunt d6 {r} — strikes out.")
            g.end_pa(STRIKEOUT)

    # --- results ---------------------------------------------------------------------------------------------
    def _result(self, g: Game, kind: int, hr: bool) -> None:
        if kind == T.K_1B:
            if hr:
                if g.narrate:
                    g.say(f"  hit-and-run single: {T.HIT_AND_RUN[T.K_1B]}")
                g.advance(3, 4)
                g.advance(2, 4)
                g.advance(1, 3)
            else:
                g.move_all(1)
            g.place_batter(1)
            g.end_pa(SINGLE)
        elif kind == T.K_FO:
            self._fly_out(g, hr)
        elif kind == T.K_GO:
            self._ground_out(g, hr)
        elif kind == T.K_K or kind == T.K_PU:
            if not hr:
                g.out_pa(STRIKEOUT if kind == T.K_K else OUT)
                return
            g.batter_out()
            if g.outs < 3:
                if g.narrate and (g.bases[1] >= 0 or g.bases[2] >= 0):
                    g.say(f"  hit-and-run: {T.HIT_AND_RUN[T.K_K]}")
                for base in (2, 1):
                    if g.bases[base] >= 0 and g.bases[base + 1] < 0 and g.outs < 3:
                        self._steal_roll(g, base, "hit-and-run runner")
            g.end_pa(STRIKEOUT if kind == T.K_K else OUT)
        elif kind == T.K_XBH:
            r = g.dice.d(6, "extra-base hit")
            n = _XBH_BASES[r]
            if g.narrate:
                g.say(f"  extra-base die d6 {r} — {T.XBH_NAMES[n]}")
            if n == 4:
                self._home_run(g)
                return
            if hr and n == 2 and g.narrate and g.bases[1] >= 0:
                g.say(f"  hit-and-run: {T.HIT_AND_RUN[T.K_XBH]}")
            g.move_all(4 if hr or n == 3 else 2)
            g.place_batter(n)
            g.end_pa(_XBH_CODE[n])
        elif kind == T.K_BB:
            if hr and not (g.bases[1] >= 0 and g.bases[2] >= 0 and g.bases[3] >= 0):
                if g.narrate:
                    g.say(f"  hit-and-run walk: {T.HIT_AND_RUN[T.K_BB]}")
                if g.bases[3] < 0 and g.bases[2] >= 0:
                    g.advance(2, 3)
                if g.bases[1] >= 0 and g.bases[2] < 0:
                    g.advance(1, 2)
            else:
                g.force()
            g.place_batter(1)
            g.end_pa(WALK)
        elif kind == T.K_HR:
            self._home_run(g)
        elif kind == T.K_E:
            self._error(g)
        else:
            self._hbp(g)

    def _home_run(self, g: Game) -> None:
        g.home_run()
        g.end_pa(HOMER)

    def _error(self, g: Game, why: str = "") -> None:
        g.error(0)
        g.error_extends()
        g.move_all(1, earned=False)
        g.place_batter(1, earned=False)
        g.end_pa(ROE)

    def _hbp(self, g: Game) -> None:
        """A 44: in either case the batter goes to first and forced runners move up. Only the brawl option rolls which
        it is (a d6, digest gap 6); a passed ball is scored as one: the batter reached on the catcher's misplay, an
        at-bat without a hit or a strikeout, and runs forced in are unearned."""
        passed = False
        st: TBState = g.ext
        brawls = st.brawls
        if brawls:
            r = g.dice.d(6, "hit batsman or passed ball")
            passed = r > T.BRAWL_HBP_MAX
            if g.narrate:
                g.say(f"  d6 {r} — {'a passed ball, the batter to first' if passed else 'hit by the pitch'}")
        g.force(earned=not passed)
        g.place_batter(1)
        g.end_pa(PB_REACH if passed else HBP)
        if brawls and not passed:
            r = g.dice.d(6, "brawl check")
            if r == T.BRAWL_TRIGGER:
                self._brawl(g)

    def _brawl(self, g: Game) -> None:
        dice = g.dice
        r = dice.d(6, "brawl")
        who = T.BRAWL_D6[r]
        if g.narrate:
            g.say(f"The benches clear! Brawl d6 {r}.")
        off, dfn = g.half, 1 - g.half
        if who == "batter":
            # the hit batsman is on first (or has scored); he leaves the game
            target = g.sides[off].order[(g.sides[off].up - 1) % len(g.sides[off].order)]
            g.eject(off, target)
        elif who == "pitcher":
            g.eject(dfn, g.sides[dfn].pitcher)
        elif who == "offense-slot":
            k = dice.dd(2, 6, "ejected batter")
            if k <= 9:
                g.eject(off, g.sides[off].order[k - 1])
        elif who == "defense-position":
            k = dice.dd(2, 6, "ejected fielder")
            pos = T.BRAWL_DEFENSE_2D6.get(k)
            if pos is not None:
                idx = g.sides[dfn].fielder[POS_NUM[pos]]
                if idx >= 0:
                    g.eject(dfn, idx)

    def _ground_out(self, g: Game, hr: bool) -> None:
        """A groundout in the book's Sequence: the fielder's choice with the bases loaded and fewer than two out;
        else the defense's double-play roll (step 6), then the offense's error roll (step 7, house rule
        ``error-roll``: the book gives it no chart)."""
        bases = g.bases
        if not hr and bases[1] >= 0 and bases[2] >= 0 and bases[3] >= 0 and g.outs < 2:
            # fielder's choice: the runner from third is forced at home, the bases stay loaded
            if g.narrate:
                self._say_go(g, out=False, extra=", fielder's choice")
                g.say(f"  {T.FIELDERS_CHOICE}")
            g.force_out_at_home()
            g.end_pa(FC)
            return
        dp = 0
        if not hr and bases[1] >= 0 and g.outs < 2 and g.sides[1 - g.half].manager.decide(g, 1 - g.half,
                                                                                           "double-play-roll", True):
            dp = g.dice.d(6, "double play")
        err = 0
        st: TBState = g.ext
        if st.error_roll and g.sides[g.half].manager.decide(g, g.half, "error-roll", True):
            err = g.dice.dd(2, 6, "error roll")
        booted = err == T.GROUNDOUT_ERROR
        if g.narrate:
            self._say_go(g, out=not booted)
            if dp:
                turned = "the runner is out at second" if booted else "turned two"
                g.say(f"  double-play roll d6 {dp} — "
                      f"{turned if dp >= T.DP_MIN else 'the runner beats the throw to second'}")
            if err:
                g.say(f"  error roll 2d6 {err} — {'the grounder is booted!' if booted else 'no error'}")
        if booted:
            if dp >= T.DP_MIN:
                g.runner_out(1)  # the force at second stands; the error saves the batter
            self._error(g)
            return
        if hr:
            if g.narrate:
                g.say(f"  hit-and-run: {T.HIT_AND_RUN[T.K_GO]}")
            g.batter_out()
            if g.outs < 3:
                if bases[3] < 0 and bases[2] >= 0:
                    g.advance(2, 3)
                if bases[1] >= 0 and bases[2] < 0:
                    g.advance(1, 2)
            g.end_pa(OUT)
            return
        if dp >= T.DP_MIN:
            g.runner_out(1)
            g.batter_out()
            g.double_play()
            if g.outs < 3 and bases[2] >= 0 and bases[3] < 0:
                g.advance(2, 3)
            g.end_pa(GIDP)
            return
        if g.outs >= 2 or (bases[1] < 0 and (bases[2] < 0 or bases[3] >= 0)):
            g.out_pa(OUT)  # nobody moves up: batter_out and end_pa in one call
            return
        g.batter_out()
        if bases[1] >= 0:
            g.force()
        else:
            g.advance(2, 3)
        g.end_pa(OUT)

    def _say_go(self, g: Game, out: bool, extra: str = "") -> None:
        """Print the pending grounder line: the chart's "out at first" text only when the batter is out."""
        pending, self._go_say = self._go_say, None
        if pending is not None:
            head, full, neutral = pending
            g.say(head + (full if out else neutral) + extra)

    def _fly_out(self, g: Game, hr: bool) -> None:
        b = g.bases
        if g.outs >= 2 or (b[1] < 0 and b[2] < 0 and b[3] < 0 and not (hr and g.narrate)):
            g.out_pa(OUT)  # nobody tags: batter_out and end_pa in one call
            return
        g.batter_out()
        scored_from_third = False
        if g.outs < 3:
            bases = g.bases
            om = g.sides[g.half].manager
            if hr and g.narrate:
                g.say(f"  hit-and-run fly out: {T.HIT_AND_RUN[T.K_FO]}")
            for base in (3, 2, 1):
                if g.walkoff:
                    break  # the winning run tagged and scored: the game is over
                if bases[base] < 0 or g.outs >= 3:
                    continue
                if base < 3 and bases[base + 1] >= 0:
                    continue  # the base ahead is still occupied
                if not hr and not om.decide(g, g.half, TAG_UP[base], base >= 2):
                    continue
                r = g.dice.d(6, "fly-ball advance")
                runner = bases[base]
                if r >= T.FLY_OUT:
                    if g.narrate:
                        others = g.outs < 2 and g.runners() & ~(1 << (base - 1))
                        g.say(f"  {g.names[runner]} tags up (fly-ball d6 {r}) — thrown out"
                              f"{', the other runners move up' if others else ''}")
                    g.runner_out(base)
                    if g.outs < 3:
                        g.move_all(1)
                    break
                if r >= T.FLY_TAG_MIN:
                    if g.narrate:
                        g.say(f"  {g.names[runner]} tags up (fly-ball d6 {r}) — moves up")
                    g.advance(base, base + 1)
                    if base == 3:
                        scored_from_third = True
                elif g.narrate:
                    g.say(f"  {g.names[runner]} holds (fly-ball d6 {r})")
        g.end_pa(SAC_FLY if scored_from_third else OUT)
