"""The Pitch Die's moves during a game: a pitcher's starting level, fatigue and improvement.

Simple fatigue (p.19): a starter loses a level at the start of each inning he pitches past the sixth (ST+:
the seventh); a reliever at the start of each inning after his first. Advanced fatigue (p.25) adds, for
starters, a level for 3+ runs in an inning, for 4+ runs over two innings and for every run past the fourth;
for relievers, a level for every run; and for everyone a level gained for striking out the side, three
straight shut-out innings and escaping a bases-loaded, no-out jam. After the sixth inning a pitcher above
his starting level who allows a run drops back to it. Counting details are in docs/rules/deadball.md.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from dugout.games.deadball import tables as T
from dugout.games.deadball.options import DeadballOptions
from dugout.games.deadball.state import FEAT_K_SIDE, DBState, PitcherState

if TYPE_CHECKING:
    from dugout.engine.game import Game


@mypyc_attr(allow_interpreted_subclasses=True)
class Fatigue:
    """The fatigue rules a game plays with."""

    __slots__ = ("advanced", "bonus_traits", "options", "traits")

    def __init__(self, options: DeadballOptions, bonus_traits: int = 0) -> None:
        self.options = options
        """Read at the rule sites: ``platoon`` (same-handed batters face his die a level up), ``improvement``,
        ``catcher_pd_bonus`` (the catcher's D+ and D- adjust the starting level) and ``pitcher_traits`` (ST+)."""
        self.advanced = options.fatigue == "advanced"
        self.traits = options.trait_rules == "full"
        """Every rule of the traits is in play (the catcher rules are not a trait's first rule)."""
        self.bonus_traits = bonus_traits
        """The pitcher traits that add 1 to every MSS (K+ and GB+ with the bonus rule, else none)."""

    def aim(self, ps: PitcherState, rung: int) -> None:
        """Set the dice the swing rolls for the pitcher on the mound at his current level."""
        ps.other = T.RUNG_ROLL[rung]
        ps.same = T.RUNG_ROLL[T.PLATOON[rung]] if self.options.platoon else ps.other

    def _move(self, g: Game, st: DBState, ps: PitcherState, levels: int, why: str) -> None:
        new = T.move(st.rung[ps.idx], levels)
        if new == st.rung[ps.idx]:
            return
        st.rung[ps.idx] = new
        self.aim(ps, new)
        st.log_rungs.append((g.inning, g.half, ps.idx, new, why))
        if g.narrate and not g.walkoff:  # nothing to narrate once a walk-off has ended the game
            g.say(f"  {g.names[ps.idx]}'s Pitch Die {'rises' if levels > 0 else 'falls'} to "
                  f"{T.RUNG_LABELS[new]} ({why}).")

    def entered(self, g: Game, st: DBState, side: int, idx: int) -> None:
        """Set a pitcher's starting level and counters when he takes the mound."""
        ps = st.ps[side]
        s = g.sides[side]
        card = g.cards[idx]
        ps.idx = idx
        ps.card = card
        ps.traits = card.traits
        ps.throws = card.throws
        ps.bonus = 1 if card.traits & self.bonus_traits else 0
        ps.starter = idx == s.starter
        ps.stamina = self.options.pitcher_traits and bool(card.traits & T.ST)
        rung = T.move(card.pd, st.pd_delta[idx]) if st.pd_delta[idx] else card.pd
        catcher = s.fielder[2]
        if self.options.catcher_pd_bonus and catcher >= 0 and self.traits:
            cc = g.cards[catcher]
            in_pos = bool(cc.positions >> 2 & 1)
            if ps.starter and cc.traits & T.DP and in_pos and rung < T.D12:
                rung = T.PLATOON[rung]
            if cc.traits & T.DM or not in_pos:
                rung = T.DOWN[rung]
        st.rung[idx] = rung
        self.aim(ps, rung)
        ps.start = rung
        ps.tired = T.TIRED_BY_PATIENCE[st.patience[side]][rung]
        ps.innings = 1
        defending = g.half == 1 - side
        ps.first_half = g.inning * 2 + (g.half if defending else 1 if side == 0 else 2)
        if ps.starter:
            ps.limit = T.STAMINA_INNINGS if ps.stamina else T.STARTER_INNINGS
        else:
            ps.limit = 2 if ps.stamina else 1
        ps.inn_runs = ps.prev_runs = ps.game_runs = ps.charged = 0
        ps.b_inning = -9
        ps.zero_streak = 0
        ps.half_k = 0
        # between half-innings the engine still shows the last half's three outs and runners
        now = defending and g.outs < 3
        b = g.bases
        ps.full_half = not (now and (g.outs > 0 or b[1] >= 0 or b[2] >= 0 or b[3] >= 0))
        ps.jam = now and g.outs == 0 and b[1] >= 0 and b[2] >= 0 and b[3] >= 0
        ps.jam_runs = 0

    def start_half(self, g: Game, st: DBState) -> None:
        """A new inning for the fielding side's pitcher: the inning limits of simple fatigue."""
        ps = st.ps[1 - g.half]
        ps.half_k = 0
        if g.inning * 2 + g.half == ps.first_half:
            return
        ps.full_half = True
        ps.innings += 1
        ps.prev_runs = ps.inn_runs
        ps.inn_runs = 0
        if ps.innings > ps.limit:
            self._move(g, st, ps, -1, f"inning {ps.innings} of his outing")

    def runs(self, g: Game, st: DBState, side: int, n: int) -> None:
        """Runs scored off the fielding side's pitcher: the advanced run rules, one run at a time."""
        ps = st.ps[side]
        for _ in range(n):
            ps.inn_runs += 1
            ps.game_runs += 1
            ps.zero_streak = 0
            if not self.advanced:
                continue
            if self.options.improvement and g.inning > T.RESET_AFTER_INNING and st.rung[ps.idx] > ps.start:
                st.rung[ps.idx] = ps.start
                self.aim(ps, ps.start)
                st.log_rungs.append((g.inning, g.half, ps.idx, ps.start, "back to his starting level"))
            drops = []
            if ps.starter:
                if ps.inn_runs == T.INNING_RUNS:
                    drops.append("3 runs in an inning")
                if ps.b_inning not in (ps.innings, ps.innings - 1) and \
                        ps.prev_runs + ps.inn_runs >= T.TWO_INNING_RUNS:
                    ps.b_inning = ps.innings
                    drops.append("4 runs over two innings")
                if ps.game_runs > T.GAME_RUNS:
                    drops.append(f"run {ps.game_runs} of the game")
            else:
                drops.append("a run off a reliever")
            if drops:
                self._move(g, st, ps, -len(drops), ", ".join(drops))

    def end_half(self, g: Game, st: DBState) -> None:
        """The end of a half-inning for the fielding side's pitcher: the improvement rules."""
        side = 1 - g.half
        ps = st.ps[side]
        if ps.idx >= 0 and not ps.starter and ps.full_half and ps.half_k == 3:
            st.feats.append((FEAT_K_SIDE, ps.idx))
        if not (self.advanced and self.options.improvement) or ps.idx < 0:
            return
        gains: list[str] = []
        if ps.full_half:
            if ps.half_k == 3:
                gains.append("struck out the side")
            if ps.inn_runs == 0:
                ps.zero_streak += 1
                if ps.zero_streak == T.SHUTOUT_INNINGS:
                    ps.zero_streak = 0
                    gains.append("three straight shut-out innings")
        if ps.jam:
            if ps.inn_runs == ps.jam_runs and g.outs >= 3:
                gains.append("escaped a bases-loaded jam")
            ps.jam = False
        if gains:
            self._move(g, st, ps, len(gains), ", ".join(gains))
