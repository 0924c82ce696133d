"""Game state and the primitives every ruleset resolves plays with.

The hot state is mutable and int-encoded: ``bases`` holds player indices (-1 empty) for 1st-3rd,
outs and the score are ints, box-score lines are flat int lists. A ruleset's ``plate_appearance``
moves runners with ``advance``/``runner_out``/``batter_out`` and closes the PA with ``end_pa``;
the engine keeps the score, earned runs, LOB, pitchers of record and the box score consistent.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from dugout.engine.codes import (
    AT_BAT, B_2B, B_3B, B_AB, B_BB, B_CI, B_CS, B_E, B_GIDP, B_H, B_HBP, B_HR, B_IBB, B_LOB, B_PA, B_R, B_RBI,
    B_ROE, B_SB, B_SF, B_SH, B_SO, CI, DOUBLE, FC, GIDP, HBP, HOMER, IBB, K_REACH, NBAT, NO_RBI, NPIT, OUT, P_2B,
    P_3B, SINGLE,
    P_BB, P_BF, P_BK, P_ER, P_G, P_GS, P_H, P_HBP, P_HR, P_IBB, P_OUTS, P_R, P_SF, P_SH, P_SO, P_WP, ROE, SAC,
    SAC_FLY, STRIKEOUT, TRIPLE, WALK,
)
from dugout.engine.dice import Dice
from dugout.engine.roster import GameTeam

if TYPE_CHECKING:
    from dugout.engine.manager import Manager
    from dugout.engine.ruleset import Ruleset

POS_NUM = {"P": 1, "C": 2, "1B": 3, "2B": 4, "3B": 5, "SS": 6, "LF": 7, "CF": 8, "RF": 9}
POS_NAME = ("", "P", "C", "1B", "2B", "3B", "SS", "LF", "CF", "RF")
MAX_INNINGS = 40
_LOB_CODES = frozenset({STRIKEOUT, OUT, GIDP, SAC, SAC_FLY, FC})


def _end_pa_table() -> tuple[tuple[tuple[int, ...], tuple[int, ...], int], ...]:
    """Per result code: batting and pitching columns to count besides PA and BF, and flags (1 hit, 2 RBI, 4 LOB)."""
    extra_b = {DOUBLE: (B_2B,), TRIPLE: (B_3B,), HOMER: (B_HR,), WALK: (B_BB,), IBB: (B_BB, B_IBB),
               STRIKEOUT: (B_SO,), K_REACH: (B_SO,), HBP: (B_HBP,), SAC: (B_SH,), SAC_FLY: (B_SF,), GIDP: (B_GIDP,),
               ROE: (B_ROE,), CI: (B_CI,)}
    extra_p = {DOUBLE: (P_2B,), TRIPLE: (P_3B,), HOMER: (P_HR,), WALK: (P_BB,), IBB: (P_BB, P_IBB),
               STRIKEOUT: (P_SO,), K_REACH: (P_SO,), HBP: (P_HBP,), SAC: (P_SH,), SAC_FLY: (P_SF,)}
    rows = []
    for code in range(16):
        bat = ((B_AB,) if code in AT_BAT else ()) + ((B_H,) if code <= HOMER else ())
        bat += extra_b.get(code, ())
        pit = ((P_H,) if code <= HOMER else ()) + extra_p.get(code, ())
        flags = (1 if code <= HOMER else 0) | (0 if code in NO_RBI else 2) | (4 if code in _LOB_CODES else 0)
        rows.append((bat, pit, flags))
    return tuple(rows)


_END_PA = _end_pa_table()
"""Per result code: the batting and pitching columns ``end_pa`` counts besides PA and BF, and its flags."""


class Side:
    """One team's in-game state: batting order, fielders, pitcher, bench, bullpen."""

    __slots__ = ("gt", "off", "order", "pos_of", "fielder", "pitcher", "up", "bench", "pen", "in_game", "removed",
                 "bat_appear", "pit_appear", "starter", "errors", "lob", "dp", "line", "runs", "hits", "manager",
                 "unavailable", "dh", "pos_hist")

    def __init__(self, gt: GameTeam, off: int) -> None:
        self.gt = gt
        self.off = off
        self.order: list[int] = []
        self.pos_of: dict[int, str] = {}
        self.fielder: list[int] = [-1] * 10
        self.pitcher = -1
        self.up = 0
        self.bench: list[int] = []
        self.pen: list[tuple[int, str]] = []
        self.in_game: set[int] = set()
        self.removed: set[int] = set()
        self.bat_appear: list[tuple[int, int]] = []
        self.pit_appear: list[int] = []
        self.starter = -1
        self.errors = 0
        self.lob = 0
        self.dp = 0
        self.line: list[int] = []
        self.runs = 0
        self.hits = 0
        self.unavailable: set[int] = set()
        self.dh = False
        self.pos_hist: dict[int, list[str]] = {}
        """Every position a player held in this game, in order (for the box score)."""


class Game:
    """One game between two GameTeams under a ruleset, played with one Dice."""

    def __init__(self, rules: Ruleset, away: GameTeam, home: GameTeam, dice: Dice, *,
                 starters: tuple[int | None, int | None] = (None, None), dh: bool | None = None,
                 managers: tuple[Manager | None, Manager | None] = (None, None), narrate: bool = False,
                 unavailable: tuple[set[int], set[int]] = (set(), set()), innings: int | None = None,
                 carry: dict[str, Any] | None = None) -> None:
        self.rules = rules
        self.carry: dict[str, Any] = carry if carry is not None else {}
        """State a ruleset keeps between games of a series or season (JSON-ready; e.g. streaks and slumps),
        keyed as the ruleset likes (player ids are stable across games, indices are not)."""
        self.dice = dice
        self.narrate = narrate
        self.log: list[tuple[int, int, str]] = []
        """Play-by-play lines: (inning, half, text), filled only when narrating."""
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
        self.bases = [-1, -1, -1, -1]
        """Runner index on 1st-3rd (index 0 unused), -1 when empty."""
        self.base_pitcher = [-1, -1, -1, -1]
        self.base_earned = [True, True, True, True]
        self.score = [0, 0]
        self.batter = -1
        self.pa_runs = 0
        self.over = False
        self.walkoff = False
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
            dh = {"on": True, "off": False}.get(str(rules.opts.get("dh", "auto")))
        use_dh = dh if dh is not None else home.team.dh
        for s, gt, st in ((self.sides[0], away, starters[0]), (self.sides[1], home, starters[1])):
            s.dh = use_dh
            s.unavailable = set(unavailable[s is self.sides[1]])
            s.manager = managers[s is self.sides[1]] or rules.make_manager(int(s is self.sides[1]))
        self._setup_side(self.sides[0], starters[0], self.sides[1], starters[1])
        self._setup_side(self.sides[1], starters[1], self.sides[0], starters[0])
        rules.new_game(self)
        for s in self.sides:
            rules.pitcher_entered(self, s is self.sides[1] and 1 or 0, s.pitcher)

    # --- set-up -----------------------------------------------------------------------------------------------
    def _starter(self, s: Side, st: int | None) -> int:
        gt = s.gt
        if st is not None:
            return st
        for i in gt.rotation:
            if i not in s.unavailable:
                return i
        return gt.rotation[0]

    def _setup_side(self, s: Side, st: int | None, opp: Side, opp_st: int | None) -> None:
        gt, off = s.gt, s.off
        starter = self._starter(s, st)
        opp_starter = self._starter(opp, opp_st)
        lineup = gt.vs_lhp if opp.gt.throws[opp_starter] == "L" else gt.vs_rhp
        spots = list(lineup)
        has_p = False
        for _, pos in spots:
            if pos == "P":
                has_p = True
                break
        if s.dh and has_p:
            used = {i for i, _ in spots}
            cand = [i for i in gt.bench if i not in used and i != starter]
            dh = max(cand, key=lambda i: (self.rules.batter_value(gt.cards[i]), -i)) if cand else None
            spots = [(dh, "DH") if pos == "P" and dh is not None else (i, pos) for i, pos in spots]
        elif not s.dh and not has_p:
            spots = [(i, pos) for i, pos in spots if pos != "DH"] + [(starter, "P")]
        if has_p or not s.dh:
            spots = [(starter, "P") if pos == "P" else (i, pos) for i, pos in spots]
        if s.unavailable:
            spots = self._cover_absences(s, spots, starter)
        spots = s.manager.starting_lineup(self, int(s is self.sides[1]), spots)
        order: list[int] = []
        s.order = order
        pos_of, pos_hist, fielder, in_game, bat_appear, bat = s.pos_of, s.pos_hist, s.fielder, s.in_game, \
            s.bat_appear, self.bat
        for slot, (i, pos) in enumerate(spots):
            j = off + i
            order.append(j)
            pos_of[j] = pos
            pos_hist[j] = [pos]
            n = POS_NUM.get(pos)
            if n is not None:
                fielder[n] = j
            in_game.add(j)
            bat_appear.append((slot, j))
            bat[j] = [0] * NBAT
        s.pitcher = off + starter
        s.starter = off + starter
        s.fielder[1] = off + starter
        s.pos_of[off + starter] = "P"
        s.pos_hist.setdefault(off + starter, ["P"])
        s.in_game.add(off + starter)
        s.pit_appear.append(off + starter)
        self.pit[off + starter] = p = [0] * NPIT
        p[P_GS] = 1
        p[P_G] = 1
        if self.bat[off + starter] is None and not s.dh:
            self.bat[off + starter] = [0] * NBAT
        s.bench = [off + i for i in gt.bench if off + i not in in_game]
        unavailable = s.unavailable
        if unavailable:
            s.pen = [(off + i, role) for i, role in gt.bullpen if i != starter and i not in unavailable]
        else:
            s.pen = [(off + i, role) for i, role in gt.bullpen if i != starter]
        for i in gt.spare_arms:
            if i != starter and i not in unavailable:
                s.pen.append((off + i, "long"))

    def _cover_absences(self, s: Side, spots: list[tuple[int, str]], starter: int) -> list[tuple[int, str]]:
        """Replace injured or resting batters with bench players (same position first)."""
        gt = s.gt
        used = {i for i, _ in spots} | {starter}
        out = []
        for i, pos in spots:
            if i in s.unavailable and pos != "P":
                cands = [b for b in gt.bench if b not in used and b not in s.unavailable]
                same = [b for b in cands if gt.pos[b] == pos]
                pool = same or cands
                if pool:
                    i = max(pool, key=lambda b: (self.rules.batter_value(gt.cards[b]), -b))
                    used.add(i)
            out.append((i, pos))
        return out

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
        if off == 1 and self.inning >= self.innings and diff > 0:
            self.walkoff = True

    def advance(self, frm: int, to: int, earned: bool = True) -> None:
        """Move the runner on ``frm`` (0 = the batter) to ``to`` (4 = home, scoring).

        After a walk-off run or the third out, further runs do not count.
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
                return
            self._score(runner, earned, pitcher, was)
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

    def _out(self) -> None:
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
            # the common outs, unrolled: an at-bat (and a strikeout), men left on base, RBI on a productive out
            b[B_AB] += 1
            if code == STRIKEOUT:
                b[B_SO] += 1
                pl[P_SO] += 1
            bs = self.bases
            b[B_LOB] += (bs[1] >= 0) + (bs[2] >= 0) + (bs[3] >= 0)
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
            bat_cols, pit_cols, flags = _END_PA[code]
            for k in bat_cols:
                b[k] += 1
            for k in pit_cols:
                pl[k] += 1
            if flags & 1:
                sides[half].hits += 1
            if flags & 4:
                bs = self.bases
                b[B_LOB] += (bs[1] >= 0) + (bs[2] >= 0) + (bs[3] >= 0)
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
        bs = self.bases
        b[B_LOB] += (bs[1] >= 0) + (bs[2] >= 0) + (bs[3] >= 0)
        runs = self.pa_runs
        if runs:
            b[B_RBI] += runs
            self.pa_runs = 0
        off = sides[half]
        off.up = (off.up + 1) % len(off.order)

    # --- substitutions ----------------------------------------------------------------------------------------
    def change_pitcher(self, side: int, new: int) -> None:
        """Bring in a new pitcher for ``side``; the old one leaves the game."""
        s = self.sides[side]
        old = s.pitcher
        if new in s.removed or new == old:
            raise ValueError("that pitcher cannot enter")
        lead = self.score[side] - self.score[1 - side]
        self.exit_lead[old] = lead
        s.removed.add(old)
        s.in_game.discard(old)
        s.pen = [t for t in s.pen if t[0] != new]
        if new in s.bench:
            s.bench = [i for i in s.bench if i != new]
        s.pitcher = new
        s.fielder[1] = new
        s.pos_of.pop(old, None)
        s.pos_of[new] = "P"
        s.pos_hist.setdefault(new, []).append("P")
        s.in_game.add(new)
        s.pit_appear.append(new)
        p = self.pit[new] = [0] * NPIT
        p[P_G] = 1
        runners = (self.bases[1] >= 0) + (self.bases[2] >= 0) + (self.bases[3] >= 0) if self.half != side else 0
        self.entry[new] = (lead, runners, self.outs if self.half != side else 0)
        if old in s.order:
            slot = s.order.index(old)
            s.order[slot] = new
            s.bat_appear.append((slot, new))
            if self.bat[new] is None:
                self.bat[new] = [0] * NBAT
        self.rules.pitcher_entered(self, side, new)
        if self.narrate:
            self.log.append((self.inning, self.half, f"Pitching change for {s.gt.name}: {self.names[new]} "
                                                     f"replaces {self.names[old]}."))

    def pinch_hit(self, side: int, new: int) -> None:
        """``new`` bats for the player due up; he takes over the position (a pitcher's slot waits for a new one)."""
        s = self.sides[side]
        slot = s.up
        old = s.order[slot]
        self._replace(s, slot, old, new)
        if self.narrate:
            self.log.append((self.inning, self.half, f"{self.names[new]} pinch-hits for {self.names[old]}."))

    def pinch_run(self, side: int, base: int, new: int) -> None:
        """``new`` runs for the runner on ``base`` and replaces him in the lineup."""
        s = self.sides[side]
        old = self.bases[base]
        slot = s.order.index(old)
        self._replace(s, slot, old, new, "PR")
        self.bases[base] = new
        if self.narrate:
            self.log.append((self.inning, self.half, f"{self.names[new]} runs for {self.names[old]}."))

    def defensive_sub(self, side: int, old: int, new: int) -> None:
        """``new`` replaces ``old`` in the field and in the batting order."""
        s = self.sides[side]
        slot = s.order.index(old)
        self._replace(s, slot, old, new, "")
        if self.narrate:
            self.log.append((self.inning, self.half, f"Defensive change: {self.names[new]} replaces "
                                                     f"{self.names[old]} at {s.pos_of.get(new, '?')}."))

    def _replace(self, s: Side, slot: int, old: int, new: int, how: str = "PH") -> None:
        if new in s.removed or new in s.in_game:
            raise ValueError("that player cannot enter")
        pos = s.pos_of.pop(old, "DH")
        s.removed.add(old)
        s.in_game.discard(old)
        s.bench = [i for i in s.bench if i != new]
        s.order[slot] = new
        s.in_game.add(new)
        s.bat_appear.append((slot, new))
        if self.bat[new] is None:
            self.bat[new] = [0] * NBAT
        if how:
            s.pos_hist.setdefault(new, []).append(how)
        else:
            s.pos_hist.setdefault(new, [])
        if pos == "P":
            # a pinch hitter for the pitcher: the side needs a new pitcher when it next takes the field
            s.pos_of[new] = "PH"
            s.fielder[1] = -1
        else:
            s.pos_of[new] = pos
            s.pos_hist[new].append(pos)
            if pos in POS_NUM:
                s.fielder[POS_NUM[pos]] = new

    def eject(self, side: int, idx: int) -> None:
        """Remove a player from the game (a brawl); the manager names his replacement."""
        s = self.sides[side]
        if idx not in s.in_game:
            return
        self.ejected.append(idx)
        if self.narrate:
            self.log.append((self.inning, self.half, f"{self.names[idx]} is ejected."))
        if idx == s.pitcher:
            new = s.manager.choose_reliever(self, side, forced=True)
            if new >= 0 and new != idx and new not in s.in_game:
                self.change_pitcher(side, new)
            elif self.narrate:
                self.log.append((self.inning, self.half, f"Nobody is left to relieve {self.names[idx]}: he stays in."))
            if self.ejected and self.ejected[-1] == idx and idx == s.pitcher:
                self.ejected.pop()
            return
        new = s.manager.replacement(self, side, idx)
        if new < 0:
            return  # nobody left: he stays (the game must go on)
        if idx in self.bases[1:]:
            self.pinch_run(side, self.bases.index(idx), new)
        elif idx in s.order:
            self.defensive_sub(side, idx, new)

    # --- the game loop ----------------------------------------------------------------------------------------
    def _prepare_defense(self, side: int) -> None:
        """Before a half-inning in the field: a pitcher for a vacated mound, positions for pinch hitters."""
        s = self.sides[side]
        s.manager.start_of_half_defense(self, side)
        if s.fielder[1] < 0 or s.pitcher in s.removed or "PH" in s.pos_of.values():
            self._settle_defense(side)

    def _settle_defense(self, side: int) -> None:
        """A pitcher for a vacated mound and positions for pinch hitters (``_prepare_defense`` after the manager)."""
        s = self.sides[side]
        if s.fielder[1] < 0 or s.pitcher in s.removed:
            new = s.manager.choose_reliever(self, side, forced=True)
            old = s.pitcher
            # the pinch hitter who batted for the pitcher leaves; the new pitcher takes his slot
            ph_slot = next((k for k, i in enumerate(s.order) if s.pos_of.get(i) == "PH"), None)
            s.removed.add(old)
            s.pen = [(i, r) for i, r in s.pen if i != new]
            s.bench = [i for i in s.bench if i != new]
            self.exit_lead[old] = self.lead(side)
            s.pitcher = new
            s.fielder[1] = new
            s.pos_of[new] = "P"
            s.pos_hist.setdefault(new, []).append("P")
            s.in_game.add(new)
            s.pit_appear.append(new)
            p = self.pit[new] = [0] * NPIT
            p[P_G] = 1
            self.entry[new] = (self.lead(side), 0, 0)
            if ph_slot is not None and s.order[ph_slot] != new:
                ph = s.order[ph_slot]
                s.pos_of.pop(ph, None)
                s.in_game.discard(ph)
                s.removed.add(ph)
                s.order[ph_slot] = new
                s.bat_appear.append((ph_slot, new))
                if self.bat[new] is None:
                    self.bat[new] = [0] * NBAT
            self.rules.pitcher_entered(self, side, new)
            if self.narrate:
                self.log.append((self.inning, 1 - side, f"{self.names[new]} now pitching for {s.gt.name}."))
        if "PH" in s.pos_of.values():
            for i in s.order:
                if s.pos_of.get(i) == "PH":
                    # a pinch hitter for a fielder already took the position in _replace; a PH for the pitcher in a
                    # DH game cannot happen, so any PH left here stays as DH
                    s.pos_of[i] = "DH"
                    s.pos_hist.setdefault(i, []).append("DH")

    def play(self) -> Game:
        """Play the game to its end and settle pitchers of record."""
        rules = self.rules
        pa = rules.plate_appearance
        sides = self.sides
        b = self.bases
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
            b[1] = b[2] = b[3] = -1
            rules.start_half(self)
            before_d = sides[1 - half].manager.before_pa_defense
            before_o = off.manager.before_pa_offense
            ask_o = self.inning >= off.manager.offense_from_inning
            order = off.order
            while self.outs < 3 and not self.walkoff:
                before_d(self, 1 - half)
                if ask_o:
                    before_o(self, half)
                self.batter = order[off.up]
                pa(self)
            if not self.walkoff:
                off.lob += (b[1] >= 0) + (b[2] >= 0) + (b[3] >= 0)
            self.half_outs.append(self.outs)
            rules.end_half(self)
            self._next_half()
        self._settle_decisions()
        rules.after_game(self)
        return self

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

    # --- pitchers of record -----------------------------------------------------------------------------------
    def _settle_decisions(self) -> None:
        from dugout.engine.codes import P_HLD, P_L, P_SV, P_W

        if self.tie or self.score[0] == self.score[1] or self.go_ahead is None:
            return
        win_side, wp, lp = self.go_ahead
        ws = self.sides[win_side]
        wline = self.pit[wp]
        assert wline is not None
        if wp == ws.starter and wline[P_OUTS] < 15 and len(ws.pit_appear) > 1:
            wp = ws.pit_appear[1]
        pw = self.pit[wp]
        pl_ = self.pit[lp]
        assert pw is not None and pl_ is not None
        pw[P_W] = 1
        pl_[P_L] = 1
        self.decisions = {"W": wp, "L": lp}
        finisher = ws.pit_appear[-1]
        if finisher != wp and finisher != ws.starter and finisher not in self.blew:
            lead_in, on, _ = self.entry.get(finisher, (99, 0, 0))
            fl = self.pit[finisher]
            assert fl is not None
            outs = fl[P_OUTS]
            if lead_in > 0 and ((lead_in <= 3 and outs >= 3) or outs >= 9 or lead_in <= on + 2):
                fl[P_SV] = 1
                self.decisions["S"] = finisher
        for side in (0, 1):
            s = self.sides[side]
            for idx in s.pit_appear[1:-1]:
                if idx in (wp, lp) or idx in self.blew:
                    continue
                lead_in, on, _ = self.entry.get(idx, (0, 0, 0))
                line = self.pit[idx]
                assert line is not None
                if 0 < lead_in <= max(3, on + 2) and line[P_OUTS] >= 1 and self.exit_lead.get(idx, 0) > 0:
                    line[P_HLD] = 1

    # --- results ---------------------------------------------------------------------------------------------
    def box(self) -> Any:
        """The box score of the finished game."""
        from dugout.engine.boxscore import BoxScore

        return BoxScore.from_game(self)

    def check_invariants(self) -> None:
        """Assert the bookkeeping identities (used by tests over many generated games)."""
        assert all(o == 3 for o in self.half_outs[:-1]), self.half_outs
        assert self.half_outs[-1] == 3 or self.walkoff or self.tie, self.half_outs
        occupied = [r for r in self.bases[1:] if r >= 0]
        assert len(occupied) == len(set(occupied)), "a runner is on two bases"
        for side in (0, 1):
            s = self.sides[side]
            lines = [self.bat[i] for i in {i for _, i in s.bat_appear}]
            runs = sum(line[B_R] for line in lines if line)
            hits = sum(line[B_H] for line in lines if line)
            assert runs == self.score[side] == sum(s.line), (runs, self.score[side], s.line)
            assert hits == s.hits
            for line in lines:
                if line:
                    assert line[B_PA] == line[B_AB] + line[B_BB] + line[B_HBP] + line[B_SH] + line[B_SF] + line[B_CI]
            opp = self.sides[1 - side]
            outs_pitched = sum(self.pit[i][P_OUTS] for i in opp.pit_appear)  # type: ignore[index]
            made = sum(o for k, o in enumerate(self.half_outs) if k % 2 == side)
            assert outs_pitched == made, (outs_pitched, made)
            runs_allowed = sum(self.pit[i][P_R] for i in opp.pit_appear)  # type: ignore[index]
            assert runs_allowed == self.score[side]
            assert len(set(s.order)) == len(s.order), "a player bats twice in the order"
            assert not (set(s.order) & s.removed), "a removed player returned"
