"""Pine Tar's plate appearance (digest §3): the batter roll, pitch checks, the ball-2 rule, BK/WP, and results.

``PineTarPlay`` is the ruleset's play half: ``plate_appearance`` runs the tactics before the batter roll
(``play_tactics``) when runners are on, then rolls and resolves. The hot path reads card tuples and table tuples
only, builds no objects, and narrates only when ``g.narrate``. Rolls are 0-99 (red die, then white), taken as
``d(100) - 1`` (``state.roll``); the blue die is ``d(10) - 1``.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import TYPE_CHECKING, Final

from mypy_extensions import mypyc_attr

from dugout.engine.codes import (
    DOUBLE,
    FC,
    GIDP,
    HOMER,
    OUT,
    P_R,
    SAC_FLY,
    STRIKEOUT,
    WALK,
)
from dugout.engine.codes import (
    HBP as HBP_CODE,
)
from dugout.engine.codes import (
    ROE as ROE_CODE,
)
from dugout.engine.codes import (
    SINGLE as SINGLE_CODE,
)
from dugout.engine.codes import (
    TRIPLE as TRIPLE_CODE,
)
from dugout.games.pine_tar import tables as T
from dugout.games.pine_tar.card import PTCard
from dugout.games.pine_tar.play_tactics import PineTarTactics
from dugout.games.pine_tar.state import PTState, roll

if TYPE_CHECKING:
    from dugout.engine.game import Game
    from dugout.engine.manager import Manager

# (Final: a compiled module keeps them in C statics, not its globals dict)
_HIT_CODE: Final[tuple[int, ...]] = (0, SINGLE_CODE, DOUBLE, TRIPLE_CODE)
"""The engine's code of a hit by its bases."""
_HIT_BASES: Final[tuple[int, ...]] = (4, 3, 2, 1)
"""Bases of a hit by its outcome code (HR, 3B, 2B, 1B: ``T.HIT_BASES`` as a tuple)."""
_LEAD_FIRST: Final[tuple[int, ...]] = (3, 2, 1)
"""The bases, lead runner first (a compiled loop over a constant tuple literal builds it at every call)."""
_TAGGING: Final[tuple[int, ...]] = (3, 2)
_BASE: Final = ("batter", "first", "second", "third", "home")
_LOC: Final = {0: "infield", 7: "left", 8: "center", 9: "right"}
_CHECK: Final = T.IS_CHECK
_MODIFIED: Final = T.MODIFIED
_DOUBLED: Final = T.IS_DOUBLED
_EXTRA: Final = T.EXTRA_BASE
_LOCATION: Final = T.HIT_LOCATION
_SO: Final = T.SO
_BB: Final = T.BB
_BKWP: Final = T.BK_WP
_G: Final = T.G
_HIT_AND_RUN_MAX_ROLL: Final = T.HIT_AND_RUN_MAX_ROLL


@mypyc_attr(allow_interpreted_subclasses=True)
class PineTarPlay(PineTarTactics):
    """The plate appearance and every result's resolution (the tactics before it are ``PineTarTactics``')."""

    # --- the batter roll -----------------------------------------------------------------------------------------
    def plate_appearance(self, g: Game) -> None:
        st: PTState = g.ext
        bases = g.bases
        half = g.half
        dside = 1 - half
        # (the sides unpacked: a compiled module boxes the pair to index it by a variable)
        away, home = g.sides
        if half:
            off, d = home, away
        else:
            off, d = away, home
        if st.enforce[dside] and (not st.half_pas or self.mip_modifiers or st.extended) and d.pen \
                and self.pitcher_tired(g, dside):
            self._relieve(g, dside)
        st.half_pas += 1
        st.hit_run = 0
        if d.manager.wants_ibb(g, dside):
            self._intentional_walk(g, st)
            return
        if (bases[1] >= 0 or bases[2] >= 0 or bases[3] >= 0) and self._before_pa(g, st):
            return
        pidx = d.pitcher
        pcard: PTCard = g.cards[pidx]
        slot = off.up
        faced = st.faced[dside]
        first, third = pcard.grade_home if dside == 1 else pcard.grade_away
        times = faced[slot]
        grade = third if (pidx == d.starter and times >= 2) else first
        shelled = False
        if self.mip_modifiers and pidx == d.starter and grade < _G:
            line = g.pit[pidx]
            if line is not None and line[P_R] >= T.SHELLED_STARTER:
                grade += 1
                shelled = True
        faced[slot] = times + 1
        batter = g.batter
        card: PTCard = g.cards[batter]
        cols = card.cols
        side_col = cols[2] if g.throws[pidx] == "L" else cols[0]
        risp_col = cols[1]
        penalty = self.risp_penalty and _opposite(card.bats, g.throws[pidx])
        hit_run = st.hit_run
        dice = g.dice
        fast = dice.fast  # plain dice: d(100) - 1 without the call (the same number)
        balls = 0
        narrate = g.narrate
        while True:
            r = int(fast() * 100) if fast is not None else dice.d(100, "batter roll") - 1
            risp = bases[2] >= 0 or bases[3] >= 0
            col = risp_col if risp else side_col
            res = col[r]
            gr = grade + 1 if (penalty and risp and grade < _G) else grade
            eff = r
            if _CHECK[r]:
                if res <= _SO:
                    res = _MODIFIED[gr][res]
            elif hit_run and r <= _HIT_AND_RUN_MAX_ROLL:
                eff = r + T.HIT_AND_RUN_ROLL
                res = col[eff]
            if narrate:
                # the printed result is the one at the roll read (the hit-and-run's shifted roll), so only a
                # real pitch check shows as one
                self._say_roll(g, card, r, eff, col[eff], res, risp, gr, _grade_note(
                    pcard, first, third, grade != first and not shelled, shelled, gr != grade))
            if res == _BKWP:
                balls = self._bk_wp(g, balls)
                if g.walkoff:
                    return
                if balls >= 4:  # only with the house rule bkwp-balls: the book's BK/WP ball is "ball 1"
                    self._walk(g, WALK)
                    return
                continue
            if res == _BB and gr <= T.B and bases[1] >= 0 and balls < 2:  # T.BALL_TWO_GRADES: A+, A, B
                balls = 2
                if narrate:
                    g.say(f"  ball-2 rule (grade {T.GRADES[gr]}, first base occupied): ball 2, roll again")
                continue
            break
        self._resolve(g, st, res, r, eff)

    def _resolve(self, g: Game, st: PTState, res: int, r: int, eff: int) -> None:
        """Close the plate appearance on one result (by outcome code, HR … ROE/LO)."""
        if res <= T.SINGLE:
            self._r_hit(g, st, res, r, eff)
        elif res <= T.HBP:
            self._walk(g, WALK if res == T.BB else HBP_CODE)
        elif res == T.SO:
            self._r_strikeout(g, st, res, r, eff)
        elif res <= T.GO_3B and res >= T.GO_1B:
            self._r_ground_out(g, st, res, r, eff)
        elif res <= T.FO_LF and res >= T.FO_RF:
            self._r_fly_out(g, st, res, r, eff)
        elif res == T.LO:
            self._r_line_out(g, st, res, r, eff)
        else:  # ROE/PO, ROE/LO
            self._r_error_check(g, st, res, r, eff)

    def _relieve(self, g: Game, side: int) -> None:
        """The fatigue rules take out a pitcher whose manager left him in past his limit (a person managing)."""
        new = g.sides[side].manager.choose_reliever(g, side, True)
        if new >= 0 and new != g.sides[side].pitcher:
            g.change_pitcher(side, new)

    def _say_roll(self, g: Game, card: PTCard, r: int, eff: int, printed: int, res: int, risp: bool, gr: int,
                  note: str = "") -> None:
        col = "RISP" if risp else ("vs LHP" if g.throws[g.sides[1 - g.half].pitcher] == "L" else "vs RHP")
        if card.is_pitcher:
            col = "pitcher's column"
        text = f"{g.names[g.batter]}: roll {r:02d}"
        if eff != r:
            text += f" +5 (hit-and-run) = {eff:02d}"
        text += f" on {col}: {T.OUTCOME_NAMES[printed]}"
        if res != printed:
            text += f", pitch check vs grade {T.GRADES[gr]}{note} makes it {T.OUTCOME_NAMES[res]}"
        g.say(text)

    # --- BK/WP and walks --------------------------------------------------------------------------------------------
    def _bk_wp(self, g: Game, balls: int) -> int:
        """Resolve a BK/WP result; returns the new ball count (digest §3.7, gaps G6/G7).

        The book makes a BK/WP with the bases empty, a pitcher rated --/-- or a wild pitch "ball 1" and has the
        batter roll again; the count matters only to the ball-2 rule, so a ball 1 leaves a count of at least one
        ball and never walks anyone. A balk leaves the count as it was (G7). The house rule ``bkwp-balls`` adds
        every such ball up instead (two count toward the ball-2 rule, four are a walk)."""
        one = balls + 1 if self.bkwp_balls else max(balls, 1)
        bases = g.bases
        if bases[1] < 0 and bases[2] < 0 and bases[3] < 0:
            if g.narrate:
                g.say("  bases empty: ball 1, roll again")
            return one
        pcard: PTCard = g.cards[g.sides[1 - g.half].pitcher]
        bk, wp = pcard.bk_top, pcard.wp_top
        if bk < 0 and wp < 0:
            if g.narrate:
                g.say("  BK/WP --/--: ball 1, roll again")
            return one
        if bk < 0 and wp >= 99:
            r = -1
            kind = 2
        else:
            r = roll(g, "BK/WP")
            kind = 1 if r <= bk else 2 if r <= wp else 0
        if g.narrate:
            what = ("no balk or wild pitch: ball 1", "balk! runners move up", "wild pitch! runners move up")[kind]
            g.say(f"  BK/WP {pcard.bkwp_text}" + (f", roll {r:02d}" if r >= 0 else "") + f": {what}")
        if kind == 1:
            g.balk()
            return balls
        if kind == 2:
            g.wild_pitch()
        return one

    def _walk(self, g: Game, code: int) -> None:
        g.force()
        g.place_batter(1)
        g.end_pa(code)

    def _r_strikeout(self, g: Game, st: PTState, res: int, r: int, eff: int) -> None:
        if not st.hit_run:
            g.out_pa(STRIKEOUT)  # batter_out and end_pa in one call
            return
        g.batter_out()
        if g.outs < 3:
            self._hit_and_run_steal(g, st)
        g.end_pa(STRIKEOUT)

    def _r_line_out(self, g: Game, st: PTState, res: int, r: int, eff: int) -> None:
        if not g.narrate:
            g.out_pa(OUT)
            return
        g.batter_out()
        g.say(f"  line out to {T.POS_LABEL[g.cards[g.batter].lo_pos]}")
        g.end_pa(OUT)

    # --- hits ---------------------------------------------------------------------------------------------------------
    def _r_hit(self, g: Game, st: PTState, res: int, r: int, eff: int) -> None:
        if res == T.HR:
            g.home_run()
            g.end_pa(HOMER)
            return
        n = _HIT_BASES[res]
        if eff == T.INFIELD_HIT_ROLL:
            bcard: PTCard = g.cards[g.batter]
            if bcard.br == T.SLOW:
                if g.narrate:
                    g.say("  roll 19 with a slow runner: GO-SS")
                self._r_ground_out(g, st, T.GO_SS, r, eff)
                return
            self._single_one_base(g, "infield hit")
            return
        if self.defense and eff in T.POSITIVE_CHECK_ROLLS:
            self._positive_defense(g, st, res, r, eff)
            return
        self._hit(g, st, n, eff & 1, _DOUBLED[eff], _LOCATION[eff])

    def _single_one_base(self, g: Game, what: str) -> None:
        """A single on which every runner moves up exactly one base (infield hits, negative checks)."""
        if g.narrate:
            g.say(f"  {what}: runners move up one base")
        g.move_all(1)
        g.place_batter(1)
        g.end_pa(SINGLE_CODE)

    def _hit(self, g: Game, st: PTState, n: int, odd: int, doubled: bool, loc: int) -> None:
        """Runners advance by speed and roll parity (digest §4.3), lead runner first; then the batter."""
        bases = g.bases
        if n == 3:
            g.move_all(3)
            g.place_batter(3)
            if g.narrate:
                g.say(f"  triple to {_LOC[loc]}")
            g.end_pa(TRIPLE_CODE)
            return
        cards = g.cards
        limit = 5
        hr_mask = st.hit_run
        for base in _LEAD_FIRST:
            runner = bases[base]
            if runner < 0:
                continue
            to = base + n
            if hr_mask & (1 << base):
                to += 1
            elif not doubled:
                rcard: PTCard = cards[runner]
                to += _EXTRA[rcard.br][odd]
            to = min(to, 4)
            if to >= limit:
                to = limit - 1
            if to == 4 and self.plays_at_plate and loc and n + base == 3 and not g.walkoff \
                    and self._throw_home(g, base, loc):  # (no throw once the winning run is home)
                continue
            if g.narrate and to != base + n:
                g.say(f"  {g.names[runner]} takes an extra base to {_BASE[to]}")
            g.advance(base, to)
            limit = to if to < 4 else 5
        g.place_batter(n)
        if g.narrate:
            g.say(f"  {('', 'single', 'double')[n]} to {_LOC[loc]}")
        g.end_pa(_HIT_CODE[n])

    def _throw_home(self, g: Game, base: int, loc: int) -> bool:
        """Optional play at the plate: the outfielder's arm may cut down a runner trying to score."""
        f = g.fielder_at(loc)
        arm = "A"
        if f >= 0:
            fcard: PTCard = g.cards[f]
            arm = fcard.arm
        top = T.ARM_OUT.get(arm or "A", 10)
        r = roll(g, "throw home")
        out = r <= top
        if g.narrate:
            g.say(f"  {g.names[g.bases[base]]} tries to score, throw from {_LOC[loc]} (arm {arm or 'A'} 0-{top}): "
                  f"roll {r:02d} — {'out at the plate' if out else 'safe'}")
        if out:
            g.runner_out(base)
        return out

    def _positive_defense(self, g: Game, st: PTState, res: int, r: int, eff: int) -> None:
        """Optional positive defensive roll on a hit at 11 or 22 (digest §4.13)."""
        pr = roll(g, "positive defense")
        fpos, kind, loc = T.POSITIVE_DEFENSE[pr]
        f = g.fielder_at(fpos)
        rg = T.RG_NEU
        if f >= 0:
            fcard: PTCard = g.cards[f]
            rg = fcard.rg
        if g.narrate:
            text = f"  positive defensive roll {pr:02d}: {T.POS_LABEL[fpos]} ({T.RG_NAMES[rg]})"
            if rg == T.RG_POS:
                code = T.PDR_GROUND_OUT[fpos] if kind == T.PDR_GO else T.PDR_FLY_OUT[fpos]
                text += f" — great play, the hit becomes an out: {T.OUTCOME_NAMES[code]}"
            elif fpos != 1:
                text += " — the hit stands"
            g.say(text)
        if rg == T.RG_POS:
            if kind == T.PDR_GO:
                self._r_ground_out(g, st, T.PDR_GROUND_OUT[fpos], r, eff, checked=True)
            else:
                self._r_fly_out(g, st, T.PDR_FLY_OUT[fpos], r, eff, checked=True)
            return
        if fpos == 1:
            self._single_one_base(g, "the pitcher cannot reach it: infield hit")
            return
        # the hit stands at the table's location; the white die's parity moves the runners (gap G11)
        self._hit(g, st, _HIT_BASES[res], eff & 1, False, loc)

    # --- outs in play -------------------------------------------------------------------------------------------------
    def _negative_check(self, g: Game, code: int, eff: int) -> bool:
        if not self.defense or eff not in T.NEGATIVE_CHECK_ROLLS:
            return False
        f = g.fielder_at(T.FIELDER[code])
        if f < 0:
            return False
        fcard: PTCard = g.cards[f]
        if fcard.rg != T.RG_NEG:
            return False
        what = "infield hit" if code in T.GROUND_OUTS else f"single to {T.POS_LABEL[T.FIELDER[code]]}"
        self._single_one_base(g, f"negative defensive check ({T.POS_LABEL[T.FIELDER[code]]} Neg): {what}")
        return True

    def _r_ground_out(self, g: Game, st: PTState, code: int, r: int, eff: int, checked: bool = False) -> None:
        """Ground outs: as printed with the bases empty or two out, else the GO tables by white die (§3.5)."""
        if not checked and self._negative_check(g, code, eff):
            return
        bases = g.bases
        if g.outs == 2 or (bases[1] < 0 and bases[2] < 0 and bases[3] < 0):
            g.out_pa(OUT)
            return
        w = r % 10
        if st.hit_run:
            w = min(9, w + T.HIT_AND_RUN_WHITE)
        if bases[1] >= 0:
            kind = T.GO_WITH_R1[code][w]
            if g.narrate:
                g.say(f"  {T.OUTCOME_NAMES[code]} with a runner on first, white die {w}: {T.GO_RESULT_NAMES[kind]}")
            if kind == T.GDP:
                lead = g.lead(g.half)
                if g.outs == 0 and bases[3] >= 0 and g.inning >= 8 and (lead == -1 or lead >= 1) and \
                        self._refuse_gdp(g):
                    if g.narrate:
                        g.say("  the defense takes the runner at the plate instead of two")
                    g.force_out_at_home()
                    g.end_pa(FC)
                    return
                g.runner_out(1)
                g.batter_out()
                g.double_play()
                if g.outs < 3:
                    g.advance(3, 4)
                    g.advance(2, 3)
                g.end_pa(GIDP)
            elif kind == T.PO3_RA:
                g.batter_out()
                if g.outs < 3:
                    g.move_all(1)
                g.end_pa(OUT)
            else:
                loaded = bases[2] >= 0 and bases[3] >= 0
                g.runner_out(1)
                if g.outs < 3:
                    if bases[3] >= 0 and (kind == T.FC_R3A or loaded):
                        g.advance(3, 4)
                    g.advance(2, 3)
                    g.place_batter(1)
                g.end_pa(FC)
            return
        kind = T.GO_NO_R1[code][w]
        if g.narrate:
            g.say(f"  {T.OUTCOME_NAMES[code]}, first base open, white die {w}: {T.GO_RESULT_NAMES[kind]}")
        if kind == T.LR_OUT:
            lead = 3 if bases[3] >= 0 else 2
            g.runner_out(lead)
            if g.outs < 3:
                if lead == 3:
                    g.advance(2, 3)
                g.place_batter(1)
            g.end_pa(FC)
        elif kind == T.PO3_RH:
            g.batter_out()
            g.end_pa(OUT)
        else:
            g.batter_out()
            if g.outs < 3:
                g.move_all(1)
            g.end_pa(OUT)

    def _r_fly_out(self, g: Game, st: PTState, code: int, r: int, eff: int, checked: bool = False) -> None:
        """Fly outs with tag-ups from the tag table (§3.6)."""
        if not checked and self._negative_check(g, code, eff):
            return
        bases = g.bases
        if g.outs >= 2 or (bases[2] < 0 and bases[3] < 0):
            g.out_pa(OUT)  # nobody tags up: batter_out and end_pa in one call
            return
        g.batter_out()
        tag = T.TAG[code]
        away, home = g.sides  # (unpacked: a compiled module boxes the pair to index it by a variable)
        om = home.manager if g.half else away.manager
        trying = [b for b in _TAGGING if bases[b] >= 0 and tag[b] >= 0 and self._tag_up(g, om, b, tag[b])]
        if not trying:
            g.end_pa(OUT)
            return
        t = roll(g, "tag")
        scored = False
        if t in T.TAG_OUT_ROLLS:
            lead = trying[0]
            if g.narrate:
                g.say(f"  tag roll {t:02d}: {g.names[bases[lead]]} is thrown out")
            g.runner_out(lead)
        else:
            for b in trying:
                if t <= tag[b] and (b == 3 or bases[3] < 0):
                    if g.narrate:
                        g.say(f"  tag roll {t:02d} ≤ {tag[b]}: {g.names[bases[b]]} tags up to {_BASE[b + 1]}")
                    g.advance(b, b + 1)
                    scored = scored or b == 3
                elif g.narrate:
                    g.say(f"  tag roll {t:02d} > {tag[b]}: {g.names[bases[b]]} holds")
        g.end_pa(SAC_FLY if scored and st.sac_fly else OUT)

    def _tag_up(self, g: Game, om: Manager, base: int, top: int) -> bool:
        """The offense decides whether the runner on ``base`` tags up (the tag table's number ``top``)."""
        if g.narrate:
            g.say(f"  {g.names[g.bases[base]]} on {_BASE[base]} may tag up: a tag roll of {top} or less takes "
                  f"{_BASE[base + 1]} (77, 88, 99 throw out the lead runner)")
        go = bool(om.decide(g, g.half, "tag", top >= 40))
        if g.narrate and not go:
            g.say(f"  {g.names[g.bases[base]]} holds")
        return go

    def _refuse_gdp(self, g: Game) -> bool:
        """8th inning or later, nobody out, the run from 3rd would tie the game or extend the offense's lead (not
        merely put it ahead in a tied game): the defense may take the runner at the plate instead of the double
        play."""
        if g.narrate:
            what = "tying" if g.lead(g.half) == -1 else "insurance"
            g.say(f"  a double-play ball with the {what} run on third: the defense may throw home instead")
        return bool(g.sides[1 - g.half].manager.decide(g, 1 - g.half, "refuse-gdp", True))

    # --- errors -------------------------------------------------------------------------------------------------------
    def _r_error_check(self, g: Game, st: PTState, res: int, r: int, eff: int) -> None:
        """ROE/PO and ROE/LO: red/white pick the fielder, the blue die against his EC decides (§3.7)."""
        er = roll(g, "error check")
        blue = g.dice.d(10, "blue die") - 1
        pos, rs = T.ERROR_RESULT[er]
        f = g.fielder_at(pos)
        ec = 4
        if f >= 0:
            fcard: PTCard = g.cards[f]
            ec = fcard.ec
        if blue <= ec:
            extra = 1 if (rs == 1 and g.outs == 2) else 0
            if g.narrate:
                g.say(f"  error check {er:02d} ({T.POS_LABEL[pos]}, EC {ec}), blue {blue}: error! batter takes {rs}")
            g.error(pos)
            g.error_extends()
            g.move_all(rs + extra, earned=False)
            g.place_batter(rs, earned=False)
            g.end_pa(ROE_CODE)
            return
        if g.narrate:
            what = "pop out" if res == T.ROE_PO else "line out"
            g.say(f"  error check {er:02d} ({T.POS_LABEL[pos]}, EC {ec}), blue {blue}: {what}")
        g.batter_out()
        g.end_pa(OUT)


def _grade_note(pcard: PTCard, first: int, third: int, third_time: bool, shelled: bool, risp: bool) -> str:
    """Why the grade in force is what it is, for the play-by-play: the grade split, the MIP and RISP penalties."""
    notes = []
    if third_time:
        notes.append(f"{T.GRADES[first]}/{T.GRADES[third]}, 3rd time through")
    if shelled:
        notes.append(f"-1 grade at {T.SHELLED_STARTER} runs")
    if risp:
        notes.append("-1 grade: RISP and the platoon edge")
    return f" ({'; '.join(notes)})" if notes else ""


def _opposite(bats: str, throws: str) -> bool:
    """True when the batter has the platoon edge (a switch hitter always has it)."""
    return bats == "S" or (bats == "L") != (throws == "L")
