"""Lineups and substitutions: each side's in-game state, the starting lineups a game opens with, and every
change a manager makes (pitching change, pinch hitter, pinch runner, defensive replacement, ejection, a new
pitcher and positions for pinch hitters before a half in the field). A removed player never returns.

``Lineups`` is a mixin of ``Game``; its methods read and write the game's state.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import TYPE_CHECKING, cast

from mypy_extensions import mypyc_attr

from dugout.engine.codes import NBAT, NPIT, P_G, P_GS
from dugout.engine.records import Records
from dugout.engine.roster import GameTeam

if TYPE_CHECKING:
    from dugout.engine.dice import Dice
    from dugout.engine.game import Game
    from dugout.engine.manager import Manager
    from dugout.engine.ruleset import Ruleset

POS_NUM = {"P": 1, "C": 2, "1B": 3, "2B": 4, "3B": 5, "SS": 6, "LF": 7, "CF": 8, "RF": 9}
POS_NAME = ("", "P", "C", "1B", "2B", "3B", "SS", "LF", "CF", "RF")


def ranked_bench(gt: GameTeam, rules: Ruleset) -> tuple[int, ...]:
    """The team's bench from the best batter down by the ruleset's ``batter_value`` (the lower index first among
    equals): the first of them who qualifies is ``max(pool, key=lambda i: (value(card i), -i))`` of any pool of
    bench players. Worked out once per team, ruleset and bench with its cards (a league's call-up or a
    card it changes makes a new one), kept in ``GameTeam.memo``."""
    cards = gt.cards
    bench = tuple(gt.bench)
    held = tuple([cards[i] for i in bench])
    found = gt.memo.get("ranked_bench")
    if found is None or found[0] is not rules or found[1] != bench or found[2] != held:
        value = rules.batter_value
        found = gt.memo["ranked_bench"] = (rules, bench, held,
                                           tuple(sorted(set(bench), key=lambda i: (-value(cards[i]), i))))
    return cast("tuple[int, ...]", found[3])


def bench_fielding(gt: GameTeam, rules: Ruleset, pos: str) -> float:
    """The best ``fielder_value`` at ``pos`` of anyone on the team's bench (its depth chart's: a bench in a game
    only loses players), -inf for an empty bench: no bench player can gain more on a fielder than this less his
    value. Kept in ``GameTeam.memo`` per ruleset and bench with its cards."""
    cards = gt.cards
    bench = tuple(gt.bench)
    held = tuple([cards[i] for i in bench])
    found = gt.memo.get("bench_fielding")
    if found is None or found[0] is not rules or found[1] != bench or found[2] != held:
        found = gt.memo["bench_fielding"] = (rules, bench, held, {})
    tops: dict[str, float] = found[3]
    top = tops.get(pos)
    if top is None:
        fv = rules.fielder_value
        top = tops[pos] = max((fv(cards[i], pos) for i in bench), default=float("-inf"))
    return top


class Side:
    """One team's in-game state: batting order, fielders, pitcher, bench, bullpen."""

    __slots__ = (
        "bat_appear",
        "bench",
        "dh",
        "dp",
        "errors",
        "fielder",
        "gt",
        "hits",
        "in_game",
        "line",
        "lob",
        "manager",
        "off",
        "order",
        "pen",
        "pit_appear",
        "pitcher",
        "pos_hist",
        "pos_of",
        "removed",
        "runs",
        "starter",
        "two_way",
        "unavailable",
        "up",
    )
    manager: Manager
    """Who makes this side's decisions (set by ``Game``)."""

    def __init__(self, gt: GameTeam, off: int) -> None:
        self.gt = gt
        self.off = off
        self.order: list[int] = []
        self.pos_of: dict[int, str] = {}
        self.fielder: list[int] = [-1] * 10
        self.pitcher = -1
        self.two_way = -1
        """The starting pitcher who is also the DH today (the two-way rule, ``TWO_WAY_DH_FROM``), -1 for none."""
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


#: The first season of the two-way rule (MLB 2022): a starting pitcher may also be the DH, and stays the DH when
#: relieved.
TWO_WAY_DH_FROM = 2022
#: The first season whose extra half-innings start with a runner on second (``Game.extra_runner``: MLB's regular
#: seasons from 2020).
EXTRA_RUNNER_FROM = 2020


@mypyc_attr(allow_interpreted_subclasses=True)
class Lineups(Records):
    """Set-up and substitutions of a game (mixed into ``Game``)."""

    rules: Ruleset
    dice: Dice
    sides: tuple[Side, ...]
    """(away, home). Typed of any length: compiled, indexing a ``tuple[Side, Side]`` by a variable side builds a new
    pair every time (mypyc keeps a fixed-length tuple unboxed and boxes it to index it)."""
    bat: list[list[int] | None]
    pit: list[list[int] | None]
    names: list[str]
    bases: list[int]
    score: list[int]
    half: int
    inning: int
    outs: int
    narrate: bool
    log: list[tuple[int, int, str]]
    entry: dict[int, tuple[int, int, int]]
    exit_lead: dict[int, int]
    ejected: list[int]
    swing_pen: bool
    base_pitcher: list[int]
    base_earned: list[bool]
    placed: tuple[int, int, int, int] | None = None
    """The extra-innings runner of the half now being played: (runner, inning, half, the batter up then)."""

    @property
    def game(self) -> Game:
        """This game, typed as the ``Game`` the mixin is part of (for the hooks that take one)."""
        return cast("Game", self)

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
            dh = next((i for i in ranked_bench(gt, self.rules) if i not in used and i != starter), None)
            spots = [(dh, "DH") if pos == "P" and dh is not None else (i, pos) for i, pos in spots]
        elif not s.dh and not has_p:
            spots = [(i, pos) for i, pos in spots if pos != "DH"] + [(starter, "P")]
        if has_p or not s.dh:
            spots = [(starter, "P") if pos == "P" else (i, pos) for i, pos in spots]
        # a two-way man starting on the mound leaves his place in the field to the bench; at DH, from 2022 on, he
        # keeps it (the two-way rule: he bats as the DH while he pitches and stays the DH when relieved)
        two_way = s.dh and (gt.team.season or 0) >= TWO_WAY_DH_FROM and (starter, "DH") in spots
        if s.unavailable or any(i == starter and pos != "P" and not (two_way and pos == "DH") for i, pos in spots):
            spots = self._cover_absences(s, spots, starter, two_way)
        s.starter = off + starter
        spots = s.manager.starting_lineup(self.game, int(s is self.sides[1]), spots)
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
        dh_on_mound = s.dh and pos_of.get(off + starter) == "DH"
        s.pitcher = off + starter
        s.starter = off + starter
        s.fielder[1] = off + starter
        s.pos_of[off + starter] = "P"
        if dh_on_mound:  # the two-way rule: the DH on the mound
            s.two_way = off + starter
            s.pos_hist[off + starter] = ["P"]
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
        if self.swing_pen:
            # a season that follows real usage: the rotation men who relieved between starts, when fit to
            # (``roster.swingmen``; the season leaves them out of ``unavailable`` once ``relief_ready``)
            for i in gt.swing:
                if i != starter and i not in unavailable:
                    s.pen.append((off + i, "long"))

    def _cover_absences(self, s: Side, spots: list[tuple[int, str]], starter: int,
                        two_way: bool = False) -> list[tuple[int, str]]:
        """Replace injured or resting batters with bench players (same position first), and the day's starting
        pitcher where he stands in the field (at DH too unless ``two_way``: the two-way rule)."""
        gt = s.gt
        used = {i for i, _ in spots} | {starter}
        out = []
        unavailable = s.unavailable
        ranked = None
        for i, pos in spots:
            if (i in unavailable or (i == starter and not (two_way and pos == "DH"))) and pos != "P":
                if ranked is None:
                    ranked = ranked_bench(gt, self.rules)
                # the best available batter who plays the position, else the best available batter
                cands = [b for b in ranked if b not in used and b not in unavailable]
                if cands:
                    i = next((b for b in cands if gt.pos[b] == pos), cands[0])
                    used.add(i)
            out.append((i, pos))
        return out

    def _extra_runner(self, off: Side) -> None:
        """The batter before the half's leadoff man starts it on second, his run unearned (as if he reached on an
        error)."""
        runner = off.order[(off.up - 1) % len(off.order)]
        self.placed = (runner, self.inning, self.half, off.up)
        self.game.put_runner(2, runner)
        self.base_earned[2] = False
        if self.narrate:
            self.game.say(f"{self.names[runner]} starts the inning on second (the extra-innings runner)")

    # --- substitutions ----------------------------------------------------------------------------------------
    def change_pitcher(self, side: int, new: int) -> None:
        """Bring in a new pitcher for ``side``; the old one leaves the game."""
        s = self.sides[side]
        old = s.pitcher
        if new in s.removed or new == old:
            raise ValueError("that pitcher cannot enter")
        fielding = self.half != side
        runners = (self.bases[1] >= 0) + (self.bases[2] >= 0) + (self.bases[3] >= 0) if fielding else 0
        if fielding and self.placed == (self.bases[2], self.inning, self.half, self.sides[self.half].up) \
                and self.base_pitcher[2] == old:
            self.base_pitcher[2] = new  # a change before the extra half's first batter: the runner is his
        self._to_mound(s, side, old, new, runners, self.outs if fielding else 0)
        if old in s.order:
            slot = s.order.index(old)
            s.order[slot] = new
            s.bat_appear.append((slot, new))
            if self.bat[new] is None:
                self.bat[new] = [0] * NBAT
        self.rules.pitcher_entered(self.game, side, new)
        if self.narrate:
            self.log.append((self.inning, self.half, (f"Pitching change for {s.gt.name}: {self.names[new]} "
                                                     f"replaces {self.names[old]}.")))

    def _to_mound(self, s: Side, side: int, old: int, new: int, runners: int, outs: int) -> None:
        """``new`` takes the mound in ``old``'s place (who leaves the game): his line, position and entry context
        (the lead, and the runners and outs he inherits, for saves and holds)."""
        lead = self.score[side] - self.score[1 - side]
        self.exit_lead[old] = lead
        if old == s.two_way:  # he leaves the mound, not the game: the DH from now on
            s.two_way = -1
            s.pos_of[old] = "DH"
            s.pos_hist[old].append("DH")
        else:
            s.removed.add(old)
            s.in_game.discard(old)
            s.pos_of.pop(old, None)
        pen = s.pen
        for k, t in enumerate(pen):
            if t[0] == new:
                s.pen = pen[:k] + pen[k + 1:]
                break
        if new in s.bench:
            s.bench = [i for i in s.bench if i != new]
        s.pitcher = new
        s.fielder[1] = new
        s.pos_of[new] = "P"
        s.pos_hist.setdefault(new, []).append("P")
        s.in_game.add(new)
        s.pit_appear.append(new)
        p = self.pit[new] = [0] * NPIT
        p[P_G] = 1
        self.entry[new] = (lead, runners, outs)

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
            self.log.append((self.inning, self.half, (f"Defensive change: {self.names[new]} replaces "
                                                     f"{self.names[old]} at {s.pos_of.get(new, '?')}.")))

    def _replace(self, s: Side, slot: int, old: int, new: int, how: str = "PH") -> None:
        if new in s.removed or new in s.in_game:
            raise ValueError("that player cannot enter")
        if old == s.two_way:
            # the two-way man leaves the batting order, not the mound: the new man is the DH
            s.two_way = -1
            pos = "DH"
        else:
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
            new = s.manager.choose_reliever(self.game, side, forced=True)
            if new >= 0 and new != idx and new not in s.in_game:
                self.change_pitcher(side, new)
            elif self.narrate:
                self.log.append((self.inning, self.half, f"Nobody is left to relieve {self.names[idx]}: he stays in."))
            if self.ejected and self.ejected[-1] == idx and idx == s.pitcher:
                self.ejected.pop()
            return
        new = s.manager.replacement(self.game, side, idx)
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
        s.manager.start_of_half_defense(self.game, side)
        if s.fielder[1] < 0 or s.pitcher in s.removed or "PH" in s.pos_of.values():
            self._settle_defense(side)

    def _settle_defense(self, side: int) -> None:
        """A pitcher for a vacated mound and positions for pinch hitters (``_prepare_defense`` after the manager)."""
        s = self.sides[side]
        if s.fielder[1] < 0 or s.pitcher in s.removed:
            new = s.manager.choose_reliever(self.game, side, forced=True)
            old = s.pitcher
            # the pinch hitter who batted for the pitcher leaves; the new pitcher takes his slot
            ph_slot = next((k for k, i in enumerate(s.order) if s.pos_of.get(i) == "PH"), None)
            self._to_mound(s, side, old, new, 0, 0)
            if ph_slot is not None and s.order[ph_slot] != new:
                ph = s.order[ph_slot]
                s.pos_of.pop(ph, None)
                s.in_game.discard(ph)
                s.removed.add(ph)
                s.order[ph_slot] = new
                s.bat_appear.append((ph_slot, new))
                if self.bat[new] is None:
                    self.bat[new] = [0] * NBAT
            self.rules.pitcher_entered(self.game, side, new)
            if self.narrate:
                self.log.append((self.inning, 1 - side, f"{self.names[new]} now pitching for {s.gt.name}."))
        if "PH" in s.pos_of.values():
            for i in s.order:
                if s.pos_of.get(i) == "PH":
                    # a pinch hitter for a fielder already took the position in _replace; a PH for the pitcher in a
                    # DH game cannot happen, so any PH left here stays as DH
                    s.pos_of[i] = "DH"
                    s.pos_hist.setdefault(i, []).append("DH")
