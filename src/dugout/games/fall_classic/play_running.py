"""Before the roll (seed pp.3-6): both managers' calls (the defense's alignment and intentional walk, the
offense's hit-and-run, squeeze, sacrifice or steal), steals and pickoffs, double steals, auto-steals, the
hit-and-run and bunts; the steal rating and the sba-limit on a runner's attempts. What may be called in a state
(``steal_bases``, ``double_steal``, ``squeeze_open``) is also what ``play_calls`` offers a person.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import TYPE_CHECKING, Final

from mypy_extensions import mypyc_attr

from dugout.engine import codes as E
from dugout.engine.postseason import SERIES_KEY
from dugout.games.fall_classic import tables as T
from dugout.games.fall_classic.card import FCCard
from dugout.games.fall_classic.card_codes import BASE_MASK, BB, HIT_BASES, PLUS, K
from dugout.games.fall_classic.play_resolve import HIT_CODE, FallClassicResolve
from dugout.games.fall_classic.play_throws import arm, fielder
from dugout.games.fall_classic.state import NO_COUNTS, FCState, memory, schedule_of

if TYPE_CHECKING:
    from dugout.engine.game import Game


_NONE: Final = 0
_HNR: Final = 4
_SQUEEZE: Final = 5
_BUNT: Final = 6
_DOUBLE: Final = 7
"""The offense's call before the roll (``before_roll``), besides a base (1-3) whose runner is sent alone."""


def outfield_in_allowed(g: Game) -> bool:
    """The visitors may bring the outfield in from the 9th with the home team's winning run on 3rd, < 2 out."""
    return g.half == 1 and g.inning >= g.innings and g.bases[3] >= 0 and g.outs < 2 and g.lead(1) == 0


def series_attempts(jump: int, best_of: int) -> int:
    """A runner's steal attempts in a series (``series-limit``): his jump number in 7 games (seed p.3), in
    proportion for a series of another length, at least one for a runner with a jump.

    >>> series_attempts(6, 7), series_attempts(6, 5), series_attempts(1, 3), series_attempts(0, 7)
    (6, 4, 1, 0)
    """
    if jump <= 0:
        return 0
    return max(1, round(jump * best_of / 7))


def can_steal(card: FCCard, base: int) -> bool:
    """Steals of 3rd and home need the attempts and jump of a base stealer (gap 21)."""
    if base == 2:
        return card.sba >= T.STEAL_3RD_SBA and card.jump >= T.STEAL_3RD_JUMP
    if base == 3:
        return card.sba >= T.STEAL_HOME_SBA and card.jump >= T.STEAL_HOME_JUMP
    return True


def pickoff(g: Game, base: int, d: int, hand: str, parm: int) -> bool:
    """The pickoff chart by the pitcher's hand and arm; True when the runner is safe back at his base."""
    idx = g.bases[base]
    if d <= T.PICKOFF_OUT_MAX[hand][parm]:
        if g.narrate:
            g.say(f"Pickoff! d20 {d}: {g.names[idx]} is picked off.")
        g.runner_out(base)
        return False
    if d <= T.PICKOFF_SAFE_MAX:
        if g.narrate:
            g.say(f"Pickoff throw, d20 {d}: {g.names[idx]} is back safely.")
        return True
    p = g.sides[1 - g.half].pitcher
    e = g.dice.d(20, "pickoff error check")
    if e > g.cards[p].field_at(1).e:
        return True
    if g.narrate:
        g.say(f"Pickoff throw gets away (d20 {e})! Runners move.")
    g.error(1)
    b = g.bases
    for other in (3, 2):
        if other != base and b[other] >= 0:
            g.advance(other, 4, earned=False)
    n = 2 if g.cards[idx].run == 0 else 1
    to = min(4, base + n)
    while to < 4 and b[to] >= 0:
        to -= 1
    g.advance(base, to, earned=False)
    return False


def intentional_walk(g: Game) -> None:
    """The intentional walk (not in the book, gap 59): the batter is simply awarded 1st."""
    if g.narrate:
        g.say(f"{g.names[g.batter]} is walked intentionally.")
    g.force()
    g.place_batter(1)
    g.end_pa(E.IBB)


def _pitcher_cell(g: Game, st: FCState, line_idx: int) -> int:
    d = g.dice.d(20, "pitcher's card")
    return st.pflat[1 - g.half][line_idx * 20 + d - 1] & BASE_MASK


def _out_runners_up(g: Game) -> None:
    g.batter_out()
    if g.outs < 3:
        g.move_all(1)
    g.end_pa(E.OUT)


def _error_check(g: Game) -> tuple[bool, int]:
    pos = T.BUNT_FIELDER[g.dice.d(6, "bunt error fielder") - 1]
    card: FCCard = g.cards[g.fielder_at(pos)]
    f = card.field_at(pos)
    return g.dice.d(20, f"error check {T.POS[pos]}") <= f.e, pos


def _advanced(g: Game, card: FCCard) -> None:
    """The advanced bunt chart (a second-roll 1): bunt hits and throws that get away."""
    r = g.dice.d(6, "advanced bunt")
    if g.narrate:
        g.say(f"  advanced bunt d6 {r}: {T.ADV_BUNT_TEXT[r]}")
    beats = T.ADV_BUNT_BEATS.get(r)
    if beats is not None and card.run in beats:
        g.move_all(1)
        g.place_batter(1)
        g.end_pa(E.SINGLE)
        return
    if r == 1:
        g.batter_out()
        if g.outs < 3:
            g.move_all(1)
        g.end_pa(E.SAC)
        return
    err, pos = _error_check(g)
    if err:
        g.error(pos)
        g.error_extends()
        if r == 6:
            g.move_all(1, earned=False)
            g.place_batter(1, earned=False)
        else:
            g.move_all(2, earned=False)
            g.place_batter(2, earned=False)
        g.end_pa(E.ROE)
        return
    if r in (4, 5):
        g.batter_out()
        if g.outs < 3:
            g.move_all(1)
        g.end_pa(E.SAC)
        return
    _lead_out(g)


def _lead_out(g: Game) -> None:
    """A fielder's choice on a bunt: the lead runner is out, the others move up where the base ahead is open and
    the batter is safe at 1st."""
    b = g.bases
    lead = next((x for x in (3, 2, 1) if b[x] >= 0), 0)
    if lead:
        g.runner_out(lead)
    if g.outs < 3:
        for x in (2, 1):
            if b[x] >= 0 and b[x + 1] < 0:
                g.advance(x, x + 1)
    g.place_batter(1)
    g.end_pa(E.FC)


@mypyc_attr(allow_interpreted_subclasses=True)
class FallClassicRunning(FallClassicResolve):
    """Before the roll, a mixin of the ruleset: the defense's alignment, the intentional walk, steals and
    pickoffs, auto-steals, the hit-and-run and bunts; the steal rating and the season's steal attempts."""

    # --- steals ----------------------------------------------------------------------------------------------
    def steal_rating(self, g: Game, idx: int, base: int) -> int:
        """A runner's steal rating for the base ahead: his sbs, stealing home -10, and the catcher's arm (the
        catcher-arm option); a d20 within it is safe."""
        card: FCCard = g.cards[idx]
        sbs = card.sbs + (T.STEAL_HOME_MOD if base == 3 else 0)
        if self._catcher_arm:
            sbs += T.CATCHER_ARM_MOD[fielder(g, 2).arm]
        return sbs

    def steal_chance(self, g: Game, base: int) -> float:
        """The chance the runner on ``base`` steals the next one (what the manager weighs)."""
        idx = g.bases[base]
        if idx < 0:
            return 0.0
        card: FCCard = g.cards[idx]
        sbs = card.sbs + (T.STEAL_HOME_MOD if base == 3 else 0)
        if self._catcher_arm:
            sbs += T.CATCHER_ARM_MOD[fielder(g, 2).arm]
        return 0.0 if sbs <= 0 else (1.0 if sbs >= 20 else sbs / 20)

    def steal_limits(self, g: Game) -> bool:
        """Whether a limit on steal attempts applies in this game: ``series-limit`` in a series, ``sba-limit``
        otherwise (a season replay or a single game)."""
        return self._series_limit if g.carry.get(SERIES_KEY) else self._sba_limit

    def may_attempt(self, g: Game, idx: int) -> bool:
        """Within his attempts (seed p.3): in a season replay his real SBA prorated by the team's games
        (``sba-limit``, on); in a 7-game series his jump number, prorated for another length (``series-limit``,
        the book's suggestion, off)."""
        series = g.carry.get(SERIES_KEY)
        if not (self._series_limit if series else self._sba_limit):  # (``steal_limits``, its series looked up once)
            return True
        gt = g.sides[g.half].gt
        tid = gt.team.id
        card: FCCard = g.cards[idx]
        mem = memory(g)
        done = mem["sba"].get(tid, NO_COUNTS).get(card.id, 0)
        if series:
            return done < series_attempts(card.jump, int(series))
        played = mem["games"].get(tid, 0) + 1
        return done < card.sba * played / schedule_of(gt) + 1

    def count_attempt(self, g: Game, idx: int) -> None:
        """Count a steal attempt against his limit (``sba-limit``, ``series-limit``)."""
        if idx >= 0 and self.steal_limits(g):
            att = memory(g)["sba"].setdefault(g.sides[g.half].gt.team.id, {})
            runner: FCCard = g.cards[idx]
            pid = runner.id
            att[pid] = att.get(pid, 0) + 1

    # --- what a manager may call now: the menus offer, and the plate appearance asks, exactly these -----------
    def steal_bases(self, g: Game) -> list[int]:
        """Bases (3, 2, 1 order) whose runner may be sent alone now ("at any time", seed p.3): the base ahead
        open; 3rd and home only for a base stealer (gap 21); within his season's attempts (sba-limit)."""
        b = g.bases
        cards = g.cards
        limit = self.steal_limits(g)
        out = []
        r = b[3]
        if r >= 0 and can_steal(cards[r], 3) and (not limit or self.may_attempt(g, r)):
            out.append(3)
        r = b[2]
        if r >= 0 and b[3] < 0 and can_steal(cards[r], 2) and (not limit or self.may_attempt(g, r)):
            out.append(2)
        r = b[1]
        if r >= 0 and b[2] < 0 and (not limit or self.may_attempt(g, r)):
            out.append(1)
        return out

    def double_steal(self, g: Game) -> tuple[int, ...]:
        """The runners (their bases, lead first) of a double steal that may be called now: two or three runners,
        each within his season's attempts; all go and the defense throws at one (seed p.3). () when none."""
        b = g.bases
        if (b[1] >= 0) + (b[2] >= 0) + (b[3] >= 0) < 2:
            return ()
        on = tuple(x for x in (3, 2, 1) if b[x] >= 0)
        if self.steal_limits(g) and not all(self.may_attempt(g, b[x]) for x in on):
            return ()
        return on

    def squeeze_open(self, g: Game) -> bool:
        """The suicide squeeze (option): a runner on 3rd, fewer than two out."""
        return self._squeeze and g.bases[3] >= 0 and g.outs < 2

    # --- the managers' calls ----------------------------------------------------------------------------------
    def before_roll(self, g: Game, st: FCState) -> bool:
        """Managers' calls before the dice (men on base only); True when the PA is over or the inning ended.

        Both managers declare before the roll: the defense its alignment and an intentional walk, the offense
        one call (gap 51: a hit-and-run, squeeze, sacrifice, double steal or one runner's steal), each asked only
        where legal (the menus offer the same: ``steal_bases``, ``double_steal``). Then they are played: the
        intentional walk first (the offense's call is off), else the offense's call."""
        b = g.bases
        r1, r2, r3 = b[1], b[2], b[3]
        half = g.half
        d = 1 - half
        dm = g.sides[d].manager
        om = g.sides[half].manager
        st.inf_in = st.of_in = False
        if r3 >= 0 and g.outs < 2:
            self.align(g, st, dm.alignment(g, d))
        walk = self._ibb and dm.wants_ibb(g, d)
        call = _NONE
        if g.outs < 2:
            if r1 >= 0 and r2 < 0 and om.wants_hit_and_run(g, half):
                call = _HNR
            elif r3 >= 0 and self._squeeze and om.wants_squeeze(g, half):
                call = _SQUEEZE
            elif (r1 >= 0 or r2 >= 0) and om.wants_bunt(g, half):
                call = _BUNT
        if call == _NONE:
            # the game's AI says which steals it never calls (``FCManager.declines_steals``): not asked then
            quiet = getattr(type(om), "declines_steals", False)
            going = self.double_steal(g) if not quiet and (r1 >= 0) + (r2 >= 0) + (r3 >= 0) >= 2 else ()
            if going and om.decide(g, half, "double-steal", False):
                st.ask = going
                call = _DOUBLE
            else:
                # one runner (``steal_bases``): home, 3rd, 2nd
                cards = g.cards
                limit = self.steal_limits(g)
                if r3 >= 0 and can_steal(cards[r3], 3) and (not limit or self.may_attempt(g, r3)) \
                        and om.wants_steal(g, half, 3, self.steal_chance(g, 3)):
                    call = 3
                elif r2 >= 0 and r3 < 0 and not quiet and can_steal(cards[r2], 2) \
                        and (not limit or self.may_attempt(g, r2)) and om.wants_steal(g, half, 2, self.steal_chance(g, 2)):
                    call = 2
                elif r1 >= 0 and r2 < 0 and not (quiet and self._auto) \
                        and (not limit or self.may_attempt(g, r1)) and om.wants_steal(g, half, 1, self.steal_chance(g, 1)):
                    call = 1
        if walk:
            intentional_walk(g)
            return True
        if call == _NONE:
            return False
        if call == _HNR:
            return self.hit_and_run(g, st)
        if call == _SQUEEZE or call == _BUNT:
            return self.bunt(g, st, squeeze=call == _SQUEEZE)
        if call == _DOUBLE:
            self.run_double_steal(g, st)
        else:
            self.steal_call(g, call)
        # over when the inning ended, or when the steal (or a pickoff throw that got away) brought the winning run
        # home
        return g.outs >= 3 or g.walkoff

    def align(self, g: Game, st: FCState, how: str) -> None:
        """The defense's alignment with a runner on 3rd and fewer than two out (each under its option)."""
        o = self.options
        st.inf_in = how == "infield-in" and o.infield_in
        st.of_in = how == "outfield-in" and o.outfield_in and outfield_in_allowed(g)
        if g.narrate and (st.inf_in or st.of_in):
            g.say(f"{'The infield' if st.inf_in else 'The outfield'} is drawn in.")

    def run_double_steal(self, g: Game, st: FCState) -> None:
        """Every runner of ``st.ask`` goes; the defense throws at the lead runner or the one behind him."""
        going = st.ask
        b = g.bases
        lead = g.sides[1 - g.half].manager.decide(g, 1 - g.half, "throw-lead", True)
        target = going[0] if lead else going[1]
        if g.narrate:
            who = " and ".join(g.names[b[x]] for x in going)
            g.say(f"{'Triple' if len(going) == 3 else 'Double'} steal by {who}! The catcher throws to "
                  f"{T.BASE[target + 1]}.")
        for base in going:
            if base != target:
                self.count_attempt(g, b[base])
        self.count_attempt(g, b[target])
        self.attempt(g, target, jump=False, others=[x for x in going if x != target])

    def steal_call(self, g: Game, base: int, again: bool = True) -> None:
        """A called steal: white d6 and d20 together; white 1 is a pickoff throw, then the jump chart, then the try."""
        idx = g.bases[base]
        white = g.dice.d(6, "steal white die")
        d = g.dice.d(20, "steal d20")
        p = g.sides[1 - g.half].pitcher
        hand = "L" if g.throws[p] == "L" else "R"
        parm = arm(g, 1)
        if white == 1:
            safe = pickoff(g, base, d, hand, parm)
            if safe and again and g.bases[base] == idx:
                self.steal_call(g, base, again=False)
            return
        if white <= T.NO_JUMP_MAX[hand][parm]:
            if g.narrate:
                g.say(f"{g.names[idx]} would steal {T.BASE[base + 1]} but gets no jump (white {white} against "
                      f"{'LHP' if hand == 'L' else 'RHP'} arm {T.ARM[parm]}) and stays.")
            return
        self.count_attempt(g, idx)
        if self.attempt(g, base, jump=False, d=d) and base == 1:
            self.on_to_third(g)

    def on_to_third(self, g: Game) -> None:
        """Right after a steal of 2nd the offense may call the steal of 3rd (seed p.3: SBA 20 / jump 5, no pitcher's
        arm, so no jump chart: the d20 against his sbs)."""
        idx = g.bases[2]
        if g.outs < 3 and idx >= 0 and g.bases[3] < 0 and can_steal(g.cards[idx], 2) and self.may_attempt(g, idx) \
                and g.sides[g.half].manager.decide(g, g.half, "steal-third", False):
            self.count_attempt(g, idx)
            self.attempt(g, 2, jump=False)

    def attempt(self, g: Game, base: int, *, jump: bool, d: int = 0, mod: int = 0,
                others: list[int] | None = None) -> bool:
        """The try itself: d20 within sbs (catcher's arm, stealing home -10) is safe; on 1-5 a catcher's error
        within his E gives an extra base. Other runners of a double steal move up. True when safe."""
        idx = g.bases[base]
        c = fielder(g, 2)
        sbs = self.steal_rating(g, idx, base) + mod
        if not d:
            d = g.dice.d(20, "steal")
        safe = d <= sbs
        if g.narrate:
            g.say(f"{g.names[idx]} steals {T.BASE[base + 1]}: d20 {d} against sbs {sbs} — {'safe' if safe else 'caught'}")
        for other in sorted(others or (), reverse=True):
            if other > base and g.bases[other] >= 0:
                g.steal(other, True)
        if safe:
            g.steal(base, True)
            if d <= T.CATCHER_ERROR_MAX and d <= c.e and base < 3 and g.bases[min(base + 2, 3)] < 0:
                g.error(2)
                if g.narrate:
                    g.say("  and the throw gets away: an extra base")
                g.advance(base + 1, base + 2, earned=False)
        else:
            g.steal(base, False)
        for other in sorted(others or (), reverse=True):
            if other < base and g.bases[other] >= 0 and g.bases[other + 1] < 0:
                g.steal(other, True)
        return safe

    def auto_steal(self, g: Game, st: FCState, code: int, dd: int) -> None:
        """After the batter reaches 1st with 2nd open: method 1 on a '+' result, method 2 on the original d20
        within his jump rating; the manager sends him or not (with a runner on 3rd only when running
        aggressively). Safe at 2nd, a base stealer (SBA 20 / jump 5) may go on to 3rd: "you call it"."""
        method = self.options.auto_steal
        b = g.bases
        if method == "off" or b[1] != g.batter or b[2] >= 0 or st.safe[g.half] or g.outs >= 3 or g.walkoff:
            return
        card: FCCard = g.cards[g.batter]
        j = card.jump
        if method == "plus":
            go = bool(code & PLUS)
        else:
            if self.options.jump_mod and j > 0:
                p = g.sides[1 - g.half].pitcher
                j += T.JUMP_MOD["L" if g.throws[p] == "L" else "R"][arm(g, 1)]
            go = dd <= j
        if not go or not self.may_attempt(g, g.batter):
            return
        name = g.names[g.batter]
        if g.narrate:
            why = "a + result" if method == "plus" else f"the original d20 {dd} within his jump {j}"
            g.say(f"  auto-steal: {why}{', a runner on 3rd' if b[3] >= 0 else ''}")
        om = g.sides[g.half].manager
        if not om.decide(g, g.half, "run-aggressive" if b[3] >= 0 else "auto-steal", b[3] < 0):
            if g.narrate:
                g.say(f"  {name} stays at 1st")
            return
        self.count_attempt(g, g.batter)
        if self.attempt(g, 1, jump=False):
            self.on_to_third(g)

    # --- hit-and-run ----------------------------------------------------------------------------------------
    def hit_and_run(self, g: Game, st: FCState) -> bool:
        """The hit-and-run chart (2d6 total by the batter's H&R grade); False when the PA goes on to the roll."""
        card: FCCard = g.cards[g.batter]
        roll = g.dice.dd(2, 6, "hit and run")
        act, _pos = T.HIT_AND_RUN[roll][card.hnr]
        good = act == T.HR_FLY and card.hnr == 0 and card.avg >= T.HR_GOOD_AVG
        if good:
            act = T.HR_SINGLE2
        if g.narrate:
            what = T.HIT_AND_RUN_ACTION_TEXT[act].format(pos=T.POS[_pos]) + (" (grade A hitting .300)" if good else "")
            g.say(f"{g.names[g.batter]} hit-and-run: 2d6 {roll}, grade {'ABC'[card.hnr]}: {what}")
        if act == T.HR_SINGLE2:
            g.move_all(2)
            g.place_batter(1)
            g.end_pa(E.SINGLE)
        elif act == T.HR_POP or act == T.HR_FLY:
            g.batter_out()
            g.end_pa(E.OUT)
        elif act == T.HR_GO1:
            _out_runners_up(g)
        elif act == T.HR_CHECK42:
            if _pitcher_cell(g, st, T.HR_LINES[act]) == BB:
                if g.narrate:
                    g.say("  ball in the dirt: the runner tries to steal")
                if g.bases[1] >= 0 and g.bases[2] < 0:
                    self.count_attempt(g, g.bases[1])
                    self.attempt(g, 1, jump=False)
                return g.outs >= 3
            _out_runners_up(g)
        elif act == T.HR_CHECK61:
            if _pitcher_cell(g, st, T.HR_LINES[act]) == K:
                g.batter_out()
                if g.outs < 3 and g.bases[1] >= 0 and g.bases[2] < 0:
                    self.count_attempt(g, g.bases[1])
                    self.attempt(g, 1, jump=False, mod=T.HR_STEAL_K_MOD)
                g.end_pa(E.STRIKEOUT)
            else:
                g.batter_out()
                scored = g.outs < 3 and g.bases[3] >= 0
                if scored:
                    g.advance(3, 4)
                g.end_pa(E.SAC_FLY if scored else E.OUT)
        elif act == T.HR_CHECK35:
            c = _pitcher_cell(g, st, T.HR_LINES[act])
            if c in HIT_BASES:
                n = HIT_BASES[c]
                if n == 4:
                    g.home_run()
                    g.end_pa(E.HOMER)
                else:
                    g.move_all(min(4, n + 1))
                    g.place_batter(n)
                    g.end_pa(HIT_CODE[n])
            else:
                _out_runners_up(g)
        else:  # HR_FLY_RF
            g.batter_out()
            r = g.dice.dd(2, 6, "doubled off?")
            if r in T.HR_CRAPS and g.outs < 3 and g.bases[1] >= 0:
                if g.narrate:
                    g.say(f"  2d6 {r}: the runner is doubled off first (9-3)")
                g.runner_out(1)
                g.double_play()
            g.end_pa(E.OUT)
        return True

    # --- bunts ----------------------------------------------------------------------------------------------
    def bunt(self, g: Game, st: FCState, *, squeeze: bool) -> bool:
        """A sacrifice or suicide squeeze (two d6); False when a missed squeeze leaves the batter hitting."""
        card: FCCard = g.cards[g.batter]
        sh = card.sh + (T.SQUEEZE_MOD if squeeze else 0)
        r1 = g.dice.d(6, "bunt contact")
        what = "squeeze" if squeeze else "sacrifice"
        if r1 > sh:
            if g.narrate:
                g.say(f"{g.names[g.batter]} {what} bunt: d6 {r1} over sh {sh}, missed"
                      + (f": {g.names[g.bases[3]]} is out at the plate" if squeeze else ": a strikeout"))
            if squeeze:
                g.steal(3, False)
                return g.outs >= 3
            g.batter_out()
            g.end_pa(E.STRIKEOUT)
            return True
        pos = T.BUNT_FIELDER[r1 - 1]
        if self.options.bunt_fielders:
            sh += T.BUNT_ARM_MOD[arm(g, pos)]
        r2 = g.dice.d(6, "bunt result")
        if g.narrate:
            if r2 == T.BUNT_POP:
                verdict = "popped up, the batter is out"
            elif r2 == 1 and self.options.advanced_bunts and not squeeze:
                verdict = "the advanced bunt chart"
            elif r2 <= sh:
                verdict = "the bunt is down, the batter is out and the runners move up"
            else:
                verdict = "the bunt fails, the lead runner is out"
            g.say(f"{g.names[g.batter]} {what} bunt: d6 {r1} to {T.POS[pos]}, d6 {r2} against sh {sh} — {verdict}")
        b = g.bases
        if r2 == T.BUNT_POP:
            g.batter_out()
            if squeeze:
                if g.outs < 3:
                    g.runner_out(3)
                    g.double_play()
            elif g.outs < 3 and g.dice.dd(2, 6, "popped bunt") in T.BUNT_CRAPS:
                lead = next(x for x in (3, 2, 1) if b[x] >= 0)
                g.runner_out(lead)
                g.double_play()
            g.end_pa(E.OUT)
            return True
        if r2 == 1 and self.options.advanced_bunts and not squeeze:
            _advanced(g, card)
            return True
        if r2 <= sh:
            g.batter_out()
            if g.outs < 3:
                g.move_all(1)
            g.end_pa(E.SAC)
            return True
        if squeeze:
            g.advance(3, 4)
            if g.walkoff:
                # the winning run is home before any throw: the game is over, the batter safe at first
                g.force()
                g.place_batter(1)
                g.end_pa(E.FC)
                return True
        _lead_out(g)
        return True
