"""An independent audit of a game's books: it watches the play and keeps its own count.

``audited(rules, away, home, dice)`` makes a game that is watched as it plays (``g, audit``); after ``g.play()``,
``audit.violations()`` lists every identity the game broke, in words. The audit does not add up the box score's
columns to check the box score: it follows the game from outside, plate appearance by plate appearance, through
the same entry points the play loop uses (the ruleset's ``plate_appearance``, ``start_half`` and ``end_half``,
handed to the loop wrapped by ``Game.rules_hooks``) and the primitives that put men out and score runs (overridden
in a subclass of the game's class: a compiled ``Game``, ``dugout.native``, lets nothing be replaced on an
instance), and keeps its own ledger:

- every plate appearance: the men on base before it, plus the batter when his plate appearance was completed,
  equal the men on base after it plus the runs scored, the outs made and the runners whose run did not count
  (stranded by a walk-off or the third out), so no runner appears or vanishes;
- per team: PA (and the runners a rule put on base: the extra-innings runner) = R + LOB + outs made (the box
  score's proof), LOB being the one definition of
  ``docs/ENGINE.md`` (the men on base when a half-inning ends, charged to the batter at the plate), and the
  box score's team LOB = the sum of its batters' LOB = the audit's own count;
- every runner accounted for: reached = scored + left on + put out on the bases;
- innings pitched: the outs a team's pitchers are credited with = the outs its fielders made, the box score's
  innings pitched = those outs / 3;
- no half-inning or plate appearance after the game is decided (a home team leading after the top of the last
  inning does not bat; a walk-off ends the game at once, no out recorded after the winning run), every
  half-inning but a walk-off ends on its third out, the line score has one entry per half-inning played.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from dugout.engine.codes import B_LOB

if TYPE_CHECKING:
    from dugout.engine.dice import Dice
    from dugout.engine.game import Game
    from dugout.engine.roster import GameTeam
    from dugout.engine.ruleset import Ruleset

__all__ = ["Audit", "EndlessGame", "audited", "option_sets"]

#: Plate appearances past which the audit calls a game endless and stops it (a nine-inning game has about 80; the
#: longest real ones, 26 innings, about 200).
MAX_PA = 2000


class EndlessGame(Exception):
    """Raised by the audit when a game passes ``MAX_PA`` plate appearances: it would never have ended (the
    violation is listed first)."""


class _Watching:
    """Mixed in before a game's class by ``audited``: the game as the audit sees it play, the ruleset's calls it
    cares about and the primitives that score runs and put runners out passing through the audit (the engine calls
    the primitives through ``self``, so a ruleset's calls and the engine's own both pass here)."""

    audit: Audit

    def rules_hooks(self) -> tuple[Callable[[Game], None], Callable[[Game], None], Callable[[Game], None]]:
        rules = cast("Game", self).rules
        pa, start, end = rules.plate_appearance, rules.start_half, rules.end_half
        a = self.audit

        def plate_appearance(g: Game) -> None:
            a.pa_begins(g)
            pa(g)
            a.pa_ends(g)

        def start_half(g: Game) -> None:
            a.half_begins(g)
            start(g)
            a.half_started(g)

        def end_half(g: Game) -> None:
            a.half_ends(g)
            end(g)

        return plate_appearance, start_half, end_half

    def _score(self, runner: int, earned: bool, pitcher: int, was_earned: bool) -> None:
        g = cast("Game", self)
        before = g.walkoff
        super()._score(runner, earned, pitcher, was_earned)  # type: ignore[misc]
        if g.walkoff and not before:
            self.audit._walkoff_outs = g.outs

    def advance(self, frm: int, to: int, earned: bool = True) -> None:
        g = cast("Game", self)
        there = (g.batter >= 0) if frm == 0 else g.bases[frm] >= 0
        runs = g.score[g.half]
        super().advance(frm, to, earned)  # type: ignore[misc]
        if there and to >= 4 and g.score[g.half] == runs:
            self.audit._stranded += 1  # a run that does not count: a man left on base

    def runner_out(self, base: int) -> None:
        g = cast("Game", self)
        if g.bases[base] >= 0:
            self.audit._runner_outs += 1
        super().runner_out(base)  # type: ignore[misc]


class Audit:
    """The audit's own ledger of one game (see the module's docstring)."""

    def __init__(self, g: Game) -> None:
        self.g = g
        self.bad: list[str] = []
        # per batting side
        self.pa = [0, 0]
        self.runs = [0, 0]
        self.lob = [0, 0]
        self.outs = [0, 0]
        self.batter_outs = [0, 0]
        self.runner_outs = [0, 0]
        self.reached = [0, 0]
        self.stranded = [0, 0]
        self.placed = [0, 0]
        self.halves = 0
        # within a half / a plate appearance
        self._half_stranded = 0
        self._runner_outs = 0
        self._stranded = 0
        self._walkoff_outs = -1
        self._state = (0, 0, 0, 0)
        self._up = 0
        self._batter = -1
        self._lob_batter: dict[int, int] = {}

    # --- watching ---------------------------------------------------------------------------------------------
    def _flag(self, what: str) -> None:
        g = self.g
        self.bad.append(f"{'top' if g.half == 0 else 'bottom'} {g.inning}: {what}")

    def _on(self) -> int:
        b = self.g.bases
        return (b[1] >= 0) + (b[2] >= 0) + (b[3] >= 0)

    def _look(self) -> tuple[int, int, int, int]:
        g = self.g
        return self._on(), g.outs, g.score[0], g.score[1]

    def _decided(self) -> bool:
        """The home team leads in its half of the last inning or later: nothing more may be played."""
        g = self.g
        return g.half == 1 and g.inning >= g.innings and g.score[1] > g.score[0]

    def half_begins(self, g: Game) -> None:
        self.halves += 1
        if self._decided():
            self._flag(f"a half-inning played after the game was decided ({g.score[0]}-{g.score[1]})")
        if g.half == 0 and g.inning > g.innings and g.score[0] != g.score[1]:
            self._flag(f"an extra inning played with the score {g.score[0]}-{g.score[1]}")
        self._half_stranded = 0
        self._walkoff_outs = -1

    def half_started(self, g: Game) -> None:
        placed = self._on()  # a runner a rule puts on base to begin a half-inning (the extra-innings runner)
        self.reached[g.half] += placed
        self.placed[g.half] += placed
        self._state = self._look()
        self._up = g.sides[g.half].up

    def pa_begins(self, g: Game) -> None:
        if self.pa[0] + self.pa[1] >= MAX_PA:
            self._flag(f"the game did not end: {MAX_PA} plate appearances, {g.score[0]}-{g.score[1]}")
            raise EndlessGame(self.bad[-1])
        if self._decided() or g.walkoff:
            self._flag("a plate appearance after the game was decided")
        if g.outs >= 3:
            self._flag("a plate appearance with three out")
        self._account(g, "between plate appearances")
        self._batter = g.batter

    def pa_ends(self, g: Game) -> None:
        self._account(g, f"in {g.names[self._batter]}'s plate appearance")
        if g.walkoff and self._walkoff_outs >= 0 and g.outs != self._walkoff_outs:
            self._flag(f"{g.outs - self._walkoff_outs} out(s) recorded after the winning run scored")

    def _account(self, g: Game, where: str) -> None:
        """Account for everything since the last look: plate appearances completed, runs, outs, runners."""
        on0, outs0, a0, h0 = self._state
        half = g.half
        off = g.sides[half]
        done = (off.up - self._up) % len(off.order)
        self._up = off.up
        on1, outs1, a1, h1 = after = self._look()
        self._state = after
        runs = (a1 - a0, h1 - h0)[half]
        made = outs1 - outs0
        runner_outs, stranded = self._runner_outs, self._stranded
        self._runner_outs = self._stranded = 0
        if done > 1 or (a1 - a0, h1 - h0)[1 - half] or made < 0 or runs < 0:
            self._flag(f"{where}: {done} plate appearances counted, or runs or outs went the wrong way")
            return
        if on0 + done != on1 + runs + made + stranded:
            self._flag(f"{where}: a runner appeared or vanished: {on0} on + {done} batter != {on1} on + {runs} R + "
                       f"{made} out + {stranded} stranded")
        batter_out = made - runner_outs
        if batter_out < 0 or batter_out > done:
            self._flag(f"{where}: {made} outs, {runner_outs} of runners, {done} plate appearances completed")
        self.pa[half] += done
        self.runs[half] += runs
        self.outs[half] += made
        self.runner_outs[half] += runner_outs
        self.batter_outs[half] += batter_out
        self.reached[half] += done - batter_out
        self.stranded[half] += stranded
        self._half_stranded += stranded

    def half_ends(self, g: Game) -> None:
        self._account(g, "after the last plate appearance")
        left = self._on() + self._half_stranded
        self.lob[g.half] += left
        if left:
            self._lob_batter[g.batter] = self._lob_batter.get(g.batter, 0) + left
        if g.walkoff:
            if g.outs >= 3:
                self._flag("a walk-off with three out")
        elif g.outs != 3:
            self._flag(f"a half-inning ended with {g.outs} out")

    # --- the verdict ----------------------------------------------------------------------------------------
    def violations(self) -> list[str]:
        """Every identity the finished game broke (empty when its books balance)."""
        g = self.g
        bad = list(self.bad)
        if not g.over:
            bad.append("the game did not end")
        box = g.box().to_dict()
        if len(box["away"]["line"]) + len(box["home"]["line"]) != self.halves:
            bad.append(f"{self.halves} half-innings played, the line score shows "
                       f"{len(box['away']['line']) + len(box['home']['line'])}")
        for side, key in ((0, "away"), (1, "home")):
            t = box[key]
            who = key
            pa, r, lob, outs = self.pa[side], self.runs[side], self.lob[side], self.outs[side]
            if pa + self.placed[side] != r + lob + outs:
                bad.append(f"{who}: PA {pa} + {self.placed[side]} placed != R {r} + LOB {lob} + outs {outs}")
            if self.reached[side] != r + lob + self.runner_outs[side]:
                bad.append(f"{who}: {self.reached[side]} reached base != {r} scored + {lob} left on + "
                           f"{self.runner_outs[side]} put out on the bases")
            box_pa = sum(b["PA"] for b in t["batting"])
            box_r = sum(b["R"] for b in t["batting"])
            box_lob = sum(b["LOB"] for b in t["batting"])
            if (box_pa, box_r, t["R"]) != (pa, r, r):
                bad.append(f"{who}: the box score's PA {box_pa}, R {box_r} (team {t['R']}) != the audit's {pa}, {r}")
            if not box_lob == t["LOB"] == lob:
                bad.append(f"{who}: LOB: batters {box_lob}, team {t['LOB']}, audit {lob}")
            s = g.sides[side]
            for i in {i for _, i in s.bat_appear}:
                line = g.bat[i]
                n = self._lob_batter.get(i, 0)
                if line is not None and line[B_LOB] != n:
                    bad.append(f"{who}: {g.names[i]} was at the plate when {n} were left on base, his line says "
                               f"{line[B_LOB]}")
            # the other side's pitchers against the outs this side made
            pitching = box[("home", "away")[side]]["pitching"]
            credited = sum(p["OUTS"] for p in pitching)
            shown = sum(int(p["IP"].split(".")[0]) * 3 + int(p["IP"].split(".")[1]) for p in pitching)
            if not credited == shown == outs:
                bad.append(f"{who}: {outs} outs made, the pitchers are credited with {credited} ({shown} as IP)")
            runs_line = sum(t["line"])
            if runs_line != r:
                bad.append(f"{who}: the line score adds to {runs_line}, {r} scored")
        return bad


def audited(rules: Ruleset[Any, Any], away: GameTeam, home: GameTeam, dice: Dice, *, game: type[Game] | None = None,
            **kw: Any) -> tuple[Game, Audit]:
    """A game about to be played (``Game``'s arguments, or a subclass of it as ``game``) and its audit: after
    ``g.play()``, ``audit.violations()`` lists what broke."""
    from dugout.engine.game import Game

    base = game or Game
    cls = _CLASSES.get(base)
    if cls is None:
        cls = _CLASSES[base] = type(f"Audited{base.__name__}", (_Watching, base), {})
    g = cls(rules, away, home, dice, **kw)
    a = Audit(g)
    cast(_Watching, g).audit = a
    return g, a


_CLASSES: dict[type[Game], type[Game]] = {}


def option_sets(rules_cls: Any) -> list[dict[str, Any]]:
    """The option sets an audit plays a game under: the defaults, every on/off rule on, every one off, and then
    every on/off rule against its default with each option of choices (``dh`` included) set to its next choices
    in turn and each numeric option a step above its default."""
    specs = rules_cls.option_specs()
    flags = [o for o in specs if isinstance(o.default, bool)]
    picks = [o for o in specs if o.choices and not isinstance(o.default, bool)]
    numbers = [o for o in specs if isinstance(o.default, int) and not isinstance(o.default, bool) and not o.choices]
    sets: list[dict[str, Any]] = [{}, {o.name: True for o in flags}, {o.name: False for o in flags}]
    for k in range(1, max([len(o.choices) for o in picks] + [2])):
        one: dict[str, Any] = {o.name: not o.default for o in flags}
        one.update({o.name: o.choices[(o.choices.index(o.default) + k) % len(o.choices)] for o in picks})
        one.update({o.name: o.default + k for o in numbers})
        sets.append(one)
    return sets
