"""Game state and the primitives every ruleset resolves plays with.

The hot state is mutable and int-encoded: ``bases`` holds player indices (-1 empty) for 1st-3rd,
outs and the score are ints, box-score lines are flat int lists. A ruleset's ``plate_appearance``
moves runners with ``advance``/``runner_out``/``batter_out`` and closes the PA with ``end_pa``;
the engine keeps the score, earned runs, LOB, pitchers of record and the box score consistent.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mypy_extensions import mypyc_attr

from dugout.engine.codes import (
    B_AB,
    B_BB,
    B_CS,
    B_E,
    B_H,
    B_LOB,
    B_PA,
    B_R,
    B_RBI,
    B_SB,
    B_SO,
    DOUBLE,
    END_PA,
    HBP,
    NBAT,
    OUT,
    P_BB,
    P_BF,
    P_BK,
    P_ER,
    P_H,
    P_OUTS,
    P_R,
    P_SO,
    P_WP,
    SINGLE,
    STRIKEOUT,
    TRIPLE,
    WALK,
)
from dugout.engine.dice import Dice
from dugout.engine.lineups import EXTRA_RUNNER_FROM, POS_NAME, POS_NUM, Lineups, Side
from dugout.engine.roster import GameTeam

if TYPE_CHECKING:
    from dugout.engine.manager import Manager
    from dugout.engine.ruleset import Ruleset

__all__ = ["MAX_INNINGS", "POS_NAME", "POS_NUM", "Game", "Side"]
MAX_INNINGS = 40


_HIT_BASES = {DOUBLE: 2, TRIPLE: 3}
_HIT_CODES = {1: SINGLE, 2: DOUBLE, 3: TRIPLE}


@mypyc_attr(allow_interpreted_subclasses=True)
class Game(Lineups):
    """One game between two GameTeams under a ruleset, played with one Dice."""

    def __init__(self, rules: Ruleset, away: GameTeam, home: GameTeam, dice: Dice, *,
                 starters: tuple[int | None, int | None] = (None, None), dh: bool | None = None,
                 managers: tuple[Manager | None, Manager | None] = (None, None), narrate: bool = False,
                 unavailable: tuple[set[int], set[int]] = (set(), set()), innings: int | None = None,
                 carry: dict[str, Any] | None = None, swing: bool = False, postseason: bool = False) -> None:
        self.rules = rules
        self.swing_pen = swing
        """Whether the rotation men who relieved between starts (``GameTeam.swing``) join the pen when available: a
        season that follows real usage (``Ruleset.real_rotation``) asks it; one game alone does not."""
        self.carry: dict[str, Any] = carry if carry is not None else {}
        """State a ruleset keeps between games of a series or season (JSON-ready; e.g. streaks and slumps),
        keyed as the ruleset likes (player ids are stable across games, indices are not)."""
        self.carry_kept = carry is not None
        """Whether the carry outlives the game (a season's or a series'): a lone game's own is dropped with it, so
        a ruleset need not write down what only a next game would read (``Ruleset.after_game``)."""
        self.dice = dice
        self.narrate = narrate
        self.log: list[tuple[int, int, str]] = []  # the play-by-play: (inning, half, text), only when narrating
        na = len(away.ids)
        self.cards: list[Any] = away.cards + home.cards
        self.names: list[str] = away.names + home.names
        self.bats: list[str] = away.bats + home.bats
        self.throws: list[str] = away.throws + home.throws
        n = len(self.cards)
        self.bat: list[list[int] | None] = [None] * n
        self.pit: list[list[int] | None] = [None] * n
        self.sides = (Side(away, 0), Side(home, na))
        self.innings = innings or rules.innings
        self.inning = 1
        self.half = 0
        self.outs = 0
        self.xouts = 0
        """Outs plus outs an error prevented, for earned runs."""
        self.stranded = 0
        """Runners of this half-inning whose run did not count (after the third out or the winning run): left on
        base."""
        self.bases = [-1, -1, -1, -1]
        """Runner index on 1st-3rd (index 0 unused), -1 when empty."""
        self.base_pitcher = [-1, -1, -1, -1]
        self.base_earned = [True, True, True, True]
        self.score = [0, 0]
        self.batter = -1
        self.pa_runs = 0
        self.over = False
        self.walkoff = False
        self.pa_bases = [-1, -1, -1, -1]
        """The runners when the current plate appearance began, kept only when it could end the game (the home
        half of the last inning or later): the base the winning run started from decides a walk-off hit."""
        self.walkoff_from = 0
        """The base the winning run of a walk-off started the plate appearance on (0: the batter himself)."""
        self.half_outs: list[int] = []
        """Outs made in each completed half-inning (for invariant checks)."""
        self.go_ahead: tuple[int, int, int] | None = None
        self.entry: dict[int, tuple[int, int, int]] = {}
        """Reliever entry context: idx -> (lead at entry, runners on, outs)."""
        self.blew: set[int] = set()
        self.exit_lead: dict[int, int] = {}
        self.decisions: dict[str, int] = {}
        self.ext: Any = None
        """Per-game state a ruleset keeps."""
        self.tie = False
        self.all_runs_count = False
        self.injuries: list[tuple[int, int, int | None, str]] = []
        """Injuries this game caused: (side, player index, team games missed or None for the season, what)."""
        self.ejected: list[int] = []
        if dh is None:
            dh = {"on": True, "off": False}.get(rules.options.dh)
        use_dh = dh if dh is not None else home.team.dh
        runner = {"on": True, "off": False}.get(rules.options.extra_runner)
        self.extra_runner = runner if runner is not None else \
            not postseason and (home.team.season or 0) >= EXTRA_RUNNER_FROM
        for s, gt, st in ((self.sides[0], away, starters[0]), (self.sides[1], home, starters[1])):
            s.dh = use_dh
            s.unavailable = set(unavailable[s is self.sides[1]])
            s.manager = managers[s is self.sides[1]] or rules.make_manager(int(s is self.sides[1]))
        self._setup_side(self.sides[0], starters[0], self.sides[1], starters[1])
        self._setup_side(self.sides[1], starters[1], self.sides[0], starters[0])
        rules.new_game(self)
        for s in self.sides:
            rules.pitcher_entered(self, s is self.sides[1] and 1 or 0, s.pitcher)

    # --- helpers for rulesets ---------------------------------------------------------------------------------
    @property
    def offense(self) -> Side:
        """The batting side."""
        return self.sides[self.half]

    @property
    def defense(self) -> Side:
        """The fielding side."""
        return self.sides[1 - self.half]

    def pitcher_card(self) -> Any:
        """The current pitcher's card."""
        return self.cards[self.sides[1 - self.half].pitcher]

    def batter_card(self) -> Any:
        """The current batter's card."""
        return self.cards[self.batter]

    def fielder_at(self, pos: int) -> int:
        """Index of the defensive player at a position number (1 = P … 9 = RF)."""
        return self.sides[1 - self.half].fielder[pos]

    def runners(self) -> int:
        """Bases occupied as a bit mask (1 = first, 2 = second, 4 = third)."""
        b = self.bases
        return (b[1] >= 0) | ((b[2] >= 0) << 1) | ((b[3] >= 0) << 2)

    def lead(self, side: int) -> int:
        """Runs ``side`` leads by (negative when trailing)."""
        return self.score[side] - self.score[1 - side]

    def say(self, text: str) -> None:
        """Add a play-by-play line (call only when ``self.narrate``)."""
        self.log.append((self.inning, self.half, text))

    def is_dh_game(self) -> bool:
        """True when pitchers do not bat."""
        return self.sides[0].dh

    def pitcher_line(self, side: int | None = None) -> list[int]:
        """The current pitcher's pitching line (of the fielding side by default)."""
        s = self.sides[1 - self.half if side is None else side]
        line = self.pit[s.pitcher]
        assert line is not None
        return line

    # --- primitives: runners -------------------------------------------------------------------------------
    def _score(self, runner: int, earned: bool, pitcher: int, was_earned: bool) -> None:
        off = self.half
        self.score[off] += 1
        s = self.sides[off]
        s.runs += 1
        if s.line:
            s.line[-1] += 1
        b = self.bat[runner]
        assert b is not None
        b[B_R] += 1
        self.pa_runs += 1
        pl = self.pit[pitcher]
        assert pl is not None
        pl[P_R] += 1
        if earned and was_earned and self.xouts < 3:
            pl[P_ER] += 1
        diff = self.score[off] - self.score[1 - off]
        if diff == 0:
            # the lead is gone: its pitcher blew it
            self.blew.add(self.sides[1 - off].pitcher)
            self.go_ahead = None
        elif diff == 1:
            self.go_ahead = (off, self.sides[off].pitcher, pitcher)
        if off == 1 and self.inning >= self.innings and diff > 0 and not self.walkoff:
            self.walkoff = True
            pb = self.pa_bases
            self.walkoff_from = pb.index(runner, 1) if runner in pb else 0

    def advance(self, frm: int, to: int, earned: bool = True) -> None:
        """Move the runner on ``frm`` (0 = the batter) to ``to`` (4 = home, scoring).

        After a walk-off run or the third out, further runs do not count: such a runner is left on base.
        """
        bases = self.bases
        if frm == 0:
            runner = self.batter
            pitcher = self.sides[1 - self.half].pitcher
            was = True
        else:
            runner = bases[frm]
            if runner < 0:
                return
            pitcher = self.base_pitcher[frm]
            was = self.base_earned[frm]
            bases[frm] = -1
        if to >= 4:
            if self.outs >= 3 or (self.walkoff and not self.all_runs_count):
                self.stranded += 1  # his run does not count: he is left on base
                return
            self._score(runner, earned, pitcher, was)
            return
        if bases[to] >= 0 and self.walkoff:
            # the winning run ended the game first: he stops at the nearest open base short of ``to``, or stays on
            to = next((b for b in range(to - 1, 0, -1) if bases[b] < 0), 0)
            if not to:
                self.stranded += 1
                return
        bases[to] = runner
        self.base_pitcher[to] = pitcher
        self.base_earned[to] = was if frm else earned

    def move_all(self, n: int, earned: bool = True) -> None:
        """Every runner advances ``n`` bases (lead runner first); the batter does not move."""
        b = self.bases
        for base in (3, 2, 1):
            if b[base] >= 0:
                self.advance(base, min(4, base + n), earned)

    def force_out_at_home(self) -> None:
        """A fielder's choice with the bases loaded: the runner from third is forced out at the plate, the other
        runners move up and the batter takes first (the bases stay loaded); the caller ends the plate appearance."""
        self.runner_out(3)
        self.advance(2, 3)
        self.advance(1, 2)
        self.place_batter(1)

    def force(self, earned: bool = True) -> None:
        """Forced runners advance one base to make room for the batter at first (walk, HBP)."""
        b = self.bases
        if b[1] >= 0:
            if b[2] >= 0:
                if b[3] >= 0:
                    self.advance(3, 4, earned)
                self.advance(2, 3)
            self.advance(1, 2)

    def put_runner(self, base: int, idx: int) -> None:
        """Place a runner on a base, charged to the current pitcher (for setting up worked examples)."""
        self.bases[base] = idx
        self.base_pitcher[base] = self.sides[1 - self.half].pitcher
        self.base_earned[base] = True
        if self.bat[idx] is None:
            self.bat[idx] = [0] * NBAT

    def home_run(self) -> None:
        """Every runner and the batter score; on a walk-off home run every run counts."""
        self.all_runs_count = True
        b = self.bases
        for base in (3, 2, 1):
            if b[base] >= 0:
                self.advance(base, 4)
        self.advance(0, 4)
        self.all_runs_count = False

    def runner_out(self, base: int) -> None:
        """The runner on ``base`` is out (caught stealing, picked off, forced, thrown out)."""
        if self.bases[base] < 0:
            return
        self.bases[base] = -1
        self.outs += 1
        self.xouts += 1
        pl = self.pit[self.sides[1 - self.half].pitcher]
        assert pl is not None
        pl[P_OUTS] += 1

    def batter_out(self) -> None:
        """The batter is out (the PA itself is recorded by ``end_pa``)."""
        self.outs += 1
        self.xouts += 1
        pl = self.pit[self.sides[1 - self.half].pitcher]
        assert pl is not None
        pl[P_OUTS] += 1

    def error_extends(self) -> None:
        """An error kept an out from being made (earned-run accounting)."""
        self.xouts += 1

    def place_batter(self, base: int, earned: bool = True) -> None:
        """Put the batter on a base (1-3) or score him (4)."""
        self.advance(0, base, earned)

    def error(self, pos: int) -> None:
        """Charge an error to the fielder at a position number."""
        d = self.sides[1 - self.half]
        d.errors += 1
        f = d.fielder[pos] if 1 <= pos <= 9 else -1
        if f >= 0:
            line = self.bat[f]
            if line is None:
                line = self.bat[f] = [0] * NBAT
            line[B_E] += 1

    def double_play(self) -> None:
        """Credit the defense with a double play turned."""
        self.sides[1 - self.half].dp += 1

    def steal(self, base: int, safe: bool) -> None:
        """The runner on ``base`` tries to steal the next base (home from third)."""
        r = self.bases[base]
        if r < 0:
            return
        line = self.bat[r]
        assert line is not None
        if safe:
            line[B_SB] += 1
            self.advance(base, base + 1)
        else:
            line[B_CS] += 1
            self.runner_out(base)

    def wild_pitch(self, n: int = 1) -> None:
        """Every runner advances on a wild pitch."""
        pl = self.pit[self.sides[1 - self.half].pitcher]
        assert pl is not None
        pl[P_WP] += 1
        self.move_all(n)

    def passed_ball(self) -> None:
        """Every runner advances on a passed ball (runs are unearned)."""
        self.move_all(1, earned=False)

    def balk(self) -> None:
        """Every runner advances on a balk."""
        pl = self.pit[self.sides[1 - self.half].pitcher]
        assert pl is not None
        pl[P_BK] += 1
        self.move_all(1)

    # --- primitives: the plate appearance ---------------------------------------------------------------------
    def end_pa(self, code: int) -> None:
        """Record the batter's and pitcher's box-score lines for a finished plate appearance.

        Runner and batter movement and outs must already be applied.
        """
        half = self.half
        sides = self.sides
        b = self.bat[self.batter]
        pl = self.pit[sides[1 - half].pitcher]
        assert b is not None and pl is not None
        b[B_PA] += 1
        pl[P_BF] += 1
        if code == OUT or code == STRIKEOUT:
            # the common outs, unrolled: an at-bat (and a strikeout), RBI on a productive out
            b[B_AB] += 1
            if code == STRIKEOUT:
                b[B_SO] += 1
                pl[P_SO] += 1
            runs = self.pa_runs
            if runs:
                b[B_RBI] += runs
                self.pa_runs = 0
        elif code == SINGLE or code == WALK:
            # the commonest ways on base, unrolled likewise
            if code == SINGLE:
                b[B_AB] += 1
                b[B_H] += 1
                pl[P_H] += 1
                sides[half].hits += 1
            else:
                b[B_BB] += 1
                pl[P_BB] += 1
            runs = self.pa_runs
            if runs:
                b[B_RBI] += runs
                self.pa_runs = 0
        else:
            if self.walkoff and (code == DOUBLE or code == TRIPLE) and self.walkoff_from:
                # a game-ending hit counts only the bases the winning run needed (scoring rule 9.06(f))
                code = _HIT_CODES[min(_HIT_BASES[code], 4 - self.walkoff_from)]
            bat_cols, pit_cols, flags = END_PA[code]
            for k in bat_cols:
                b[k] += 1
            for k in pit_cols:
                pl[k] += 1
            if flags & 1:
                sides[half].hits += 1
            runs = self.pa_runs
            if runs:
                if flags & 2:
                    b[B_RBI] += runs
                self.pa_runs = 0
        off = sides[half]
        off.up = (off.up + 1) % len(off.order)

    def out_pa(self, code: int = OUT) -> None:
        """The batter is out and his plate appearance is over: ``batter_out()`` then ``end_pa(code)``, in one call
        (for the common outs of a hot loop: nobody moves between the two)."""
        if code != OUT and code != STRIKEOUT:
            self.batter_out()
            self.end_pa(code)
            return
        half = self.half
        sides = self.sides
        b = self.bat[self.batter]
        pl = self.pit[sides[1 - half].pitcher]
        assert b is not None and pl is not None
        self.outs += 1
        self.xouts += 1
        pl[P_OUTS] += 1
        pl[P_BF] += 1
        b[B_PA] += 1
        b[B_AB] += 1
        if code == STRIKEOUT:
            b[B_SO] += 1
            pl[P_SO] += 1
        runs = self.pa_runs
        if runs:
            b[B_RBI] += runs
            self.pa_runs = 0
        off = sides[half]
        off.up = (off.up + 1) % len(off.order)

    def rules_hooks(self) -> tuple[Callable[[Game], None], Callable[[Game], None], Callable[[Game], None]] | None:
        """None: the play loop calls the ruleset's ``plate_appearance``, ``start_half`` and ``end_half`` itself (a
        compiled ruleset's natively). A subclass that watches the play (the books audit's, ``engine.audit``) returns
        them wrapped, asked once a game."""
        return None

    def play(self) -> Game:
        """Play the game to its end and settle pitchers of record."""
        rules = self.rules
        hooks = self.rules_hooks()
        sides = self.sides
        b = self.bases
        pa_bases = self.pa_bases
        narrate = self.narrate
        while not self.over:
            half = self.half
            d = sides[1 - half]
            d.manager.start_of_half_defense(self, 1 - half)
            if d.fielder[1] < 0 or d.pitcher in d.removed or "PH" in d.pos_of.values():
                self._settle_defense(1 - half)  # _prepare_defense, the manager already asked
            off = sides[half]
            off.line.append(0)
            self.outs = 0
            self.xouts = 0
            self.stranded = 0
            b[1] = b[2] = b[3] = -1
            if self.inning > self.innings and self.extra_runner:
                self._extra_runner(off)
            if hooks is None:
                rules.start_half(self)
            else:
                hooks[1](self)
            dside = 1 - half
            dman = sides[dside].manager
            oman = off.manager
            ask_o = self.inning >= oman.offense_from_inning
            order = off.order
            last = half == 1 and self.inning >= self.innings
            while self.outs < 3 and not self.walkoff:
                dman.before_pa_defense(self, dside)
                if self.outs >= 3 or self.walkoff:
                    # a pickoff before the pitch ended the half (the batter leads off the next inning), or its wild
                    # throw brought the winning run home
                    break
                if ask_o:
                    oman.before_pa_offense(self, half)
                    if self.outs >= 3 or self.walkoff:
                        break  # (a call before the pitch that ends the half or the game)
                self.batter = order[off.up]
                if last:
                    pa_bases[:] = b
                if narrate:
                    told = len(self.log)
                    if hooks is None:
                        rules.plate_appearance(self)
                    else:
                        hooks[0](self)
                    self._tell_situation(told)
                elif hooks is None:
                    rules.plate_appearance(self)
                else:
                    hooks[0](self)
            left = (b[1] >= 0) + (b[2] >= 0) + (b[3] >= 0) + self.stranded
            if left:
                # the one LOB (docs/ENGINE.md): the men on base when the half ends, charged to the batter at the plate
                off.lob += left
                line = self.bat[self.batter]
                assert line is not None
                line[B_LOB] += left
            self.half_outs.append(self.outs)
            if hooks is None:
                rules.end_half(self)
            else:
                hooks[2](self)
            self._next_half()
        self._settle_decisions()
        rules.after_game(self)
        return self

    def _tell_situation(self, told: int) -> None:
        """End the play-by-play of a plate appearance with the outs, runners and score it left."""
        from dugout.engine.scoreboard import situation

        now = situation(self)
        log = self.log
        if len(log) > told:
            i, h, text = log[-1]
            log[-1] = (i, h, f"{text} — {now}")
        else:
            log.append((self.inning, self.half, f"({now})"))

    def _next_half(self) -> None:
        away, home = self.score
        if self.walkoff:
            self.over = True
            return
        if self.half == 0:
            if self.inning >= self.innings and home > away:
                self.over = True
                return
            self.half = 1
            return
        if self.inning >= self.innings and home != away:
            self.over = True
            return
        if self.inning >= MAX_INNINGS:
            self.over = True
            self.tie = True
            return
        self.half = 0
        self.inning += 1

    # --- results ---------------------------------------------------------------------------------------------
    def box(self) -> Any:
        """The box score of the finished game."""
        from dugout.engine.boxscore import BoxScore

        return BoxScore.from_game(self)
