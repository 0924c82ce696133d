"""The chart plays (``tables_54``): the interpreter of the 54 chart and the exotic errors, and the chart steps it
runs (framing, rundowns, pickoff and snap throws, injuries, temper, rain, the 54-chart wild pitch).

``run_play`` returns END when the plate appearance was recorded, REROLL when the batter rolls again and
OVER when the third out (or the winning run) came before the PA could end (the batter leads off next inning).
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import TYPE_CHECKING, Final

from mypy_extensions import mypyc_attr

from dugout.engine.codes import FC, GIDP, HOMER, SAC, SAC_FLY, STRIKEOUT, WALK
from dugout.engine.codes import OUT as E_OUT
from dugout.games.fall_classic import tables as T
from dugout.games.fall_classic import tables_54 as C
from dugout.games.fall_classic.card_codes import GD
from dugout.games.fall_classic.play_throws import FallClassicThrows, fielder
from dugout.games.fall_classic.state import FCState, set_grade

if TYPE_CHECKING:
    from dugout.engine.game import Game

NONE: Final = 0
END: Final = 1
REROLL: Final = 2
OVER: Final = 3
_BATTER_OUT = frozenset({E_OUT, GIDP, SAC, SAC_FLY})


class Ctx:
    """What one chart play needs besides the game: the original d20, the fielder charged, the last d6."""

    __slots__ = ("bout", "d6", "err", "orig", "x")

    def __init__(self, orig: int, x: int = 0) -> None:
        self.orig = orig
        self.x = x
        self.d6 = 0
        self.err = False
        self.bout = False
        """The batter has been put out in this play."""


def _pos(op_pos: int, ctx: Ctx) -> int:
    return ctx.x if op_pos == C.X else op_pos


def _runner(g: Game, who: int) -> int:
    return g.batter if who == 0 else g.bases[who]


def is_day(g: Game) -> bool:
    """A day game? Seasons before 1935 are all day games; later a coin flip once per game (PROPOSED)."""
    st: FCState = g.ext
    if st.day is None:
        season = g.sides[1].gt.team.season
        st.day = True if season is not None and season < 1935 else g.dice.d(2, "day or night") == 1
    return st.day


def _live_text(text: str, play: C.Play) -> str:
    """A row's text without the clauses its play never reaches (ops after the plate appearance ends: the rain
    check, the collision d6, the argument, the pitcher leaving), so the play-by-play shows only what happens."""
    kinds = [op[0] for op in play]
    for i, k in enumerate(kinds):
        if k in ("end", "homer") and i < len(kinds) - 1:
            text = text.split("; ")[0].replace(" and the pitcher leaves the game", "")
            break
    return text


def frame(g: Game) -> int:
    """Pitch framing: strike three or ball four by the catcher's letter (and who is at home)."""
    f = fielder(g, 2).frame or "a"
    k = f == "g" or (f in ("a", "n") and g.half == 0)
    if g.narrate:
        g.say(f"  framing ({f} catcher): {'strike three' if k else 'ball four'}")
    if k:
        g.batter_out()
        g.end_pa(STRIKEOUT)
    else:
        g.force()
        g.place_batter(1)
        g.end_pa(WALK)
    return END


def take2(g: Game, rf: int) -> None:
    """Every F and A runner (the batter too) takes two bases, S runners one; lead runner first."""
    b = g.bases
    for base in (3, 2, 1):
        idx = b[base]
        if idx < 0:
            continue
        run = g.cards[idx].run
        n = 2 if run <= 2 else 1
        if base == 1 and run <= 1 and rf and fielder(g, rf).arm == 2:
            n = 3
        to = min(4, base + n)
        while to < 4 and b[to] >= 0:
            to -= 1
        if to > base:
            g.advance(base, to, earned=False)
    want = 2 if g.cards[g.batter].run <= 2 else 1
    while want > 1 and b[want] >= 0:
        want -= 1
    g.place_batter(want, earned=False)


def rundown(g: Game, base: int) -> int:
    """The rundown chart for the runner on ``base`` (d6 until he is out or back)."""
    idx = g.bases[base]
    if idx < 0:
        return NONE
    run = g.cards[idx].run
    for _ in range(20):
        r = g.dice.d(6, "rundown")
        if r == 1 or (r == 6 and run > 1):
            g.runner_out(base)
            return NONE
        if r == 2:
            g.runner_out(base)
            for b in (2, 1):
                if g.bases[b] >= 0 and b < base and g.bases[b + 1] < 0:
                    g.advance(b, b + 1)
            return NONE
        if r == 3:
            if run > 1:
                g.runner_out(base)
            return NONE
    return NONE


def pickoff_lead(g: Game) -> int:
    """Wilder men-on row 1-3: a throw to the lead base (d6 by the pitcher's hand and arm; 6 a wild throw)."""
    base = next((b for b in (3, 2, 1) if g.bases[b] >= 0), 0)
    if not base:
        return NONE
    p = g.sides[1 - g.half].pitcher
    arm = fielder(g, 1).arm
    left = g.throws[p] == "L"
    top = 3 if (left and arm == 0) else (2 if (left and arm == 1) or (not left and arm == 0) else 1)
    r = g.dice.d(6, "pickoff throw")
    if r <= top:
        if g.narrate:
            g.say(f"  pickoff d6 {r}: {g.names[g.bases[base]]} is picked off {T.BASE[base]}")
        g.runner_out(base)
    elif r == 6:
        if g.narrate:
            g.say(f"  pickoff d6 {r}: wild throw, the runners move up")
        g.error(1)
        for b in (3, 2, 1):
            idx = g.bases[b]
            if idx >= 0:
                n = 2 if g.cards[idx].run <= 1 else 1
                to = min(4, b + n)
                while to < 4 and g.bases[to] >= 0:
                    to -= 1
                g.advance(b, to, earned=False)
    return NONE


def catcher_snap(g: Game) -> int:
    """Wildest runner-on-1st 15-17: the catcher's snap throw to first, d6 by his arm."""
    if g.bases[1] < 0:
        return NONE
    c = fielder(g, 2)
    out_max, safe_max = ((3, 5), (2, 5), (1, 5))[c.arm]
    r = g.dice.d(6, "snap throw")
    if r <= out_max:
        g.runner_out(1)
    elif r > safe_max:
        e = g.dice.d(20, "error check C")
        if e <= c.e:
            g.error(2)
            if g.bases[3] < 0 and g.bases[2] < 0:
                g.advance(1, 3, earned=False)
    return NONE


def injury_games(g: Game) -> int:
    """Games missed from the Injury/Rest chart (d6 per level; a 6 goes to the next level)."""
    for level in T.INJURY_LEVELS:
        r = g.dice.d(6, "injury chart")
        if r <= 5:
            return level[r - 1]
    return T.INJURY_LAST


def injure(g: Game, side: int, idx: int, what: str) -> None:
    """A player is hurt: he leaves the game now and misses games from the Injury/Rest chart."""
    if idx < 0 or idx not in g.sides[side].in_game:
        return
    games = injury_games(g)
    g.injuries.append((side, idx, games, what))
    if g.narrate:
        g.say(f"  {g.names[idx]} is hurt ({what}) and will miss {games} games")
    s = g.sides[side]
    if idx == s.pitcher:
        new = s.manager.choose_reliever(g, side, forced=True)
        if new >= 0 and new != idx:
            g.change_pitcher(side, new)
        return
    new = s.manager.replacement(g, side, idx)
    if new < 0:
        return
    if idx in g.bases[1:]:
        g.pinch_run(side, g.bases.index(idx), new)
    elif idx in s.order:
        g.defensive_sub(side, idx, new)


def grade_worse_all(g: Game, area: int) -> None:
    """Rain: both pitchers' walks (area 1) or hits (area 0) one grade worse."""
    st: FCState = g.ext
    for side in (0, 1):
        if st.pcard[side] is None or st.gh[side] == GD:
            continue
        gh, gw = st.gh[side], st.gw[side]
        if area == 0:
            gh = min(GD, gh + 1)
        else:
            gw = min(GD, gw + 1)
        set_grade(g, side, gh, gw, st.gk[side])


@mypyc_attr(allow_interpreted_subclasses=True)
class FallClassicCharts(FallClassicThrows):
    """The interpreter of chart plays, a mixin of the ruleset: the 54 chart, the exotic errors and the chart steps
    that read the options (temper, injuries, rain, the wild-pitch range)."""

    def run_play(self, g: Game, play: C.Play, ctx: Ctx) -> int:
        """Execute a whole play; see the module doc of ``tables_54`` for the ops. A play that ends without
        recording the plate appearance or a new roll is OVER when the third out (or the winning run) came first."""
        r = self._ops(g, play, ctx)
        if r:
            return r
        return OVER if g.outs >= 3 or g.walkoff else NONE

    def _ops(self, g: Game, play: C.Play, ctx: Ctx) -> int:
        """The ops of a play or of a branch inside one. A branch that makes the third out does not end the play:
        the ops after it still run (the plate appearance is recorded; runs no longer count)."""
        for op in play:
            r = self._op(g, op, ctx)
            if r:
                return r
        return NONE

    def _branch(self, g: Game, ok: bool, then: C.Play, els: C.Play, ctx: Ctx) -> int:
        return self._ops(g, then if ok else els, ctx) if (then if ok else els) else NONE

    def _op(self, g: Game, op: C.Op, ctx: Ctx) -> int:
        kind = op[0]
        bases = g.bases
        if kind == "bat":
            g.place_batter(op[1], earned=not ctx.err)
        elif kind == "mv" or kind == "mvu":
            if bases[op[1]] >= 0 and (op[2] == 4 or bases[op[2]] < 0):
                g.advance(op[1], op[2], earned=kind == "mv" and not ctx.err)
        elif kind == "all" or kind == "allu":
            g.move_all(op[1], earned=kind == "all")
        elif kind == "force":
            g.force()
        elif kind == "bout":
            if g.outs < 3:
                g.batter_out()
                ctx.bout = True
        elif kind == "rout":
            if g.outs < 3 and bases[op[1]] >= 0 and not g.walkoff:  # the winning run ended the game at once
                g.runner_out(op[1])
        elif kind == "err":
            g.error(_pos(op[1], ctx))
            ctx.err = True
        elif kind == "xo":
            g.error_extends()
        elif kind == "dp":
            g.double_play()
        elif kind == "end":
            code = op[1]
            if code in _BATTER_OUT and not ctx.bout and g.outs >= 3 and g.batter not in bases:
                # the third out was made on the bases before the batter could be put out: he is safe at first
                # on the fielder's choice (and left on base)
                g.force()
                g.place_batter(1)
                code = FC
            g.end_pa(code)
            return END
        elif kind == "reroll":
            return OVER if g.outs >= 3 or g.walkoff else REROLL
        elif kind == "wp":
            if bases[1] >= 0 or bases[2] >= 0 or bases[3] >= 0:
                g.wild_pitch(op[1])
        elif kind == "balk":
            if bases[1] >= 0 or bases[2] >= 0 or bases[3] >= 0:
                g.balk()
        elif kind == "steal":
            if bases[op[1]] >= 0 and g.outs < 3 and (op[1] == 3 or bases[op[1] + 1] < 0):
                g.steal(op[1], op[2])
        elif kind == "homer":
            g.home_run()
            g.end_pa(HOMER)
            return END
        elif kind.startswith("if_") or kind in ("d6", "d6run"):
            return self._cond(g, op, ctx)
        else:
            return self._step(g, op, ctx)
        return NONE

    def _cond(self, g: Game, op: C.Op, ctx: Ctx) -> int:
        kind = op[0]
        if kind == "if_run":
            idx = _runner(g, op[1])
            ok = idx >= 0 and g.cards[idx].run in op[2]
            return self._branch(g, ok, op[3], op[4], ctx)
        if kind == "if_arm":
            return self._branch(g, fielder(g, _pos(op[1], ctx)).arm in op[2], op[3], op[4], ctx)
        if kind == "if_e":
            if g.walkoff:
                return self._branch(g, False, op[2], op[3], ctx)  # the game is over: no throw, no error
            pos = _pos(op[1], ctx)
            r = g.dice.d(20, f"error check {T.POS[pos]}")
            if g.narrate:
                e = fielder(g, pos).e
                g.say(f"  {T.POS[pos]} d20 {r} against E {e}: {'error' if r <= e else 'no error'}")
            return self._branch(g, r <= fielder(g, pos).e, op[2], op[3], ctx)
        if kind == "if_e0":
            return self._branch(g, fielder(g, _pos(op[1], ctx)).e == 0, op[2], op[3], ctx)
        if kind == "if_range":
            return self._branch(g, fielder(g, _pos(op[1], ctx)).range <= op[2], op[3], op[4], ctx)
        if kind == "if_outs":
            return self._branch(g, g.outs >= op[1], op[2], op[3], ctx)
        if kind == "if_home":
            return self._branch(g, g.half == 0, op[1], op[2], ctx)
        if kind == "if_day":
            return self._branch(g, is_day(g), op[1], op[2], ctx)
        if kind == "if_frun":
            idx = g.fielder_at(op[1])
            return self._branch(g, g.cards[idx].run in op[2], op[3], op[4], ctx)
        if kind == "if_last":
            return self._branch(g, ctx.d6 == op[1], op[2], op[3], ctx)
        if kind == "d6":
            ctx.d6 = v = g.dice.d(6, "chart d6")
            for hi, ops in op[1]:
                if v <= hi:
                    if g.narrate:
                        g.say(f"  chart d6 {v}{'' if ops else ': nothing more'}")
                    return self._ops(g, ops, ctx) if ops else NONE
            return NONE
        # d6run: a runner's race by his run rating; 6 is always out
        idx = g.bases[op[1]]
        if idx < 0:
            return NONE
        ctx.d6 = v = g.dice.d(6, "race")
        ok = v != 6 and v <= op[2][g.cards[idx].run]
        if g.narrate:
            g.say(f"  {g.names[idx]} runs, d6 {v}: {'made it' if ok else 'not made'}")
        return self._branch(g, ok, op[3], op[4], ctx)

    def _step(self, g: Game, op: C.Op, ctx: Ctx) -> int:
        kind = op[0]
        dice = g.dice
        if kind == "sub":
            name = op[1]
            r = dice.d(20, name)
            rows = C.WILDEST[g.runners()] if name == "wildest" else C.CHARTS[name]
            return self.chart_row(g, rows, r, ctx, name)
        if kind == "of_fly":
            d = dice.d(6, "which outfielder")
            pos = T.DIRECTION[d - 1]
            r = dice.d(20, f"error check {T.POS[pos]}")
            e = fielder(g, pos).e
            if g.narrate:
                g.say(f"  d6 {d}: fly to {T.POS[pos]}, d20 {r} against E {e} — {'dropped!' if r <= e else 'caught'}")
            if r <= e:
                return self.exotic_of(g, pos)
            g.batter_out()
            g.end_pa(E_OUT)
            return END
        if kind == "frame":
            return frame(g)
        if kind == "stretch":
            self.stretch(g, op[1], keep=False)
            return END
        if kind == "assist":
            base = op[2]
            if g.bases[base] >= 0 and not g.walkoff:
                if self.throw_out(g, op[1], base, 4):
                    g.runner_out(base)
                else:
                    g.advance(base, 4, earned=False)
            return NONE
        if kind == "injure":
            pos = op[1]
            if self.options.injuries:
                injure(g, 1 - g.half, g.fielder_at(pos), f"collision ({T.POS[pos]})")
            return NONE
        if kind == "injure_runner":
            idx = g.bases[op[1]]
            if idx >= 0 and self.options.injuries:
                injure(g, g.half, idx, "collision at the plate")
            return NONE
        if kind == "rundown":
            return rundown(g, op[1])
        if kind == "pickoff_lead":
            return pickoff_lead(g)
        if kind == "catcher_snap":
            return catcher_snap(g)
        if kind == "balk_check":
            lead = next((g.bases[b] for b in (3, 2, 1) if g.bases[b] >= 0), -1)
            if lead >= 0:
                run = g.cards[lead].run
                if (run <= 1 and ctx.orig >= 19) or (run == 2 and ctx.orig == 20):
                    g.balk()
            return NONE
        if kind == "wp_check":
            self.wild_pitch_check(g, ctx.orig)
            return NONE
        if kind == "temper":
            self.temper(g)
            return NONE
        if kind == "rain":
            self.rain_check(g)
            return NONE
        if kind == "pull_pitcher":
            side = 1 - g.half
            new = g.sides[side].manager.choose_reliever(g, side, forced=True)
            if new >= 0 and new != g.sides[side].pitcher:
                g.change_pitcher(side, new)
            return NONE
        if kind == "take2":
            take2(g, op[1])
            return NONE
        raise ValueError(f"unknown chart op {kind!r}")

    def chart_row(self, g: Game, rows: tuple[C.Row, ...], d20: int, ctx: Ctx, name: str) -> int:
        """Play the row of a chart the d20 falls in."""
        for hi, text, play in rows:
            if d20 <= hi:
                if g.narrate:
                    g.say(f"  54 chart {name} d20 {d20}: {_live_text(text, play)}")
                return self.run_play(g, play, ctx)
        raise ValueError(f"d20 {d20} is off the {name} chart")

    def exotic(self, g: Game, pos: int) -> int:
        """The exotic error chart of an infielder (pitcher or catcher included) for the base situation."""
        text, play = C.EXOTIC[pos][g.runners()]
        if g.narrate:
            g.say(f"  exotic error, {T.POS[pos]}: {text}")
        return self.run_play(g, play, Ctx(0, pos))

    def exotic_of(self, g: Game, pos: int) -> int:
        """The outfielder's exotic error chart (a fresh d20)."""
        r = g.dice.d(20, "exotic error chart")
        text, play = C.EXOTIC_OF[(r - 1) % 10 + 1]
        if g.narrate:
            g.say(f"  exotic error, {T.POS[pos]} d20 {r}: {text}")
        return self.run_play(g, play, Ctx(0, pos))

    def temper(self, g: Game) -> None:
        """A disputed ball four (option temper): the pitcher or the catcher may be ejected."""
        if not self.options.temper:
            return
        side = 1 - g.half
        r = g.dice.d(6, "argument")
        if r <= 2:
            return
        if r <= 4:
            t = g.dice.d(6, "temper chart")
            if t >= T.TEMPER_TOSSED_MIN:
                g.eject(side, g.sides[side].pitcher)
            return
        catcher = g.fielder_at(2)
        if catcher >= 0:
            g.eject(side, catcher)

    def wild_pitch_check(self, g: Game, d: int) -> None:
        """54 chart, men on, 1-18: the original d20 within the WP range moves the runners (PB within PB)."""
        st: FCState = g.ext
        card = st.pcard[1 - g.half]
        wp = card.pitcher.wp if card is not None and card.pitcher is not None else 0
        if self.options.wp_speed:
            lead = next((g.bases[b] for b in (3, 2, 1) if g.bases[b] >= 0), -1)
            if lead >= 0:
                run = g.cards[lead].run
                wp += 3 if run <= 1 else (-3 if run == 3 else 0)
        if d > wp:
            return
        pb = fielder(g, 2).pb
        if self.options.pb_scoring and d <= pb:
            if g.narrate:
                g.say(f"  d20 {d} within PB {pb}: passed ball")
            g.passed_ball()
        else:
            if g.narrate:
                g.say(f"  d20 {d} within WP {wp}: wild pitch")
            g.wild_pitch()

    def rain_check(self, g: Game) -> None:
        """After the sky-high pop: d6 6 goes to the rain chart (rain option)."""
        if not self.options.rain:
            return
        c = g.dice.d(6, "rain check")
        if g.narrate:
            g.say(f"  rain check d6 {c}{': the rain chart' if c == 6 else ': no rain'}")
        if c != 6:
            return
        r = g.dice.d(6, "rain chart")
        if g.narrate:
            g.say(f"  rain chart d6 {r}: {T.RAIN[r - 1]}")
        if r == 3:
            grade_worse_all(g, 1)
        elif r == 4:
            grade_worse_all(g, 0)
        elif r >= 5:
            # a rainout cannot be replayed inside one game: like the two-hour delay, both teams change pitchers
            for side in (0, 1):
                s = g.sides[side]
                new = s.manager.choose_reliever(g, side, forced=True)
                if new >= 0 and new != s.pitcher and new not in s.removed:
                    g.change_pitcher(side, new)
