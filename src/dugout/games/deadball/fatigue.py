"""Per-game state and the Pitch Die's moves during a game: starting level, fatigue and improvement.

Simple fatigue (p.19): a starter loses a level at the start of each inning he pitches past the sixth (ST+:
the seventh); a reliever at the start of each inning after his first. Advanced fatigue (p.25) adds, for
starters, a level for 3+ runs in an inning, for 4+ runs over two innings and for every run past the fourth;
for relievers, a level for every run; and for everyone a level gained for striking out the side, three
straight shut-out innings and escaping a bases-loaded, no-out jam. After the sixth inning a pitcher above
his starting level who allows a run drops back to it. Counting details are in docs/rules/deadball.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from dugout.engine.manager import SHELLED_RUNS
from dugout.games.deadball import tables as T

if TYPE_CHECKING:
    from dugout.engine.game import Game


#: Kinds of ``DBState.feats``.
FEAT_DEF_OUT, FEAT_WALKOFF_HIT, FEAT_K_SIDE = range(3)


class PitcherState:
    """The current pitcher of one side and his counters for the fatigue rules."""

    __slots__ = (
        "b_inning",
        "bonus",
        "card",
        "first_half",
        "full_half",
        "game_runs",
        "half_k",
        "idx",
        "inn_runs",
        "innings",
        "jam",
        "jam_runs",
        "limit",
        "other",
        "prev_runs",
        "same",
        "stamina",
        "start",
        "starter",
        "throws",
        "tired",
        "traits",
        "zero_streak",
    )

    def __init__(self) -> None:
        self.idx = -1
        self.card: Any = None
        """His card; with ``traits``, ``throws``, ``bonus``, ``same`` and ``other`` what the swing reads of him."""
        self.traits = 0
        self.throws = "R"
        self.bonus = 0
        """What his K+ or GB+ adds to every MSS (0 without the bonus rule)."""
        self.same: tuple[int, int, int] = T.RUNG_ROLL[T.D4]
        """His current Pitch Die against a batter of his own hand (the platoon bump applied): sides, sign, constant."""
        self.other: tuple[int, int, int] = T.RUNG_ROLL[T.D4]
        """His current Pitch Die against everyone else."""
        self.starter = False
        self.stamina = False
        self.start = T.D4
        """His starting level this appearance (after the catcher and streak adjustments)."""
        self.innings = 0
        """Innings he has begun (the inning he entered is his first)."""
        self.first_half = 0
        """The half-inning he entered in, as inning * 2 + half."""
        self.limit = T.STARTER_INNINGS
        """Innings he pitches before simple fatigue costs him a level at the start of each further one."""
        self.inn_runs = 0
        self.prev_runs = 0
        self.game_runs = 0
        self.b_inning = -9
        """The inning of his in which the two-inning rule last fired."""
        self.zero_streak = 0
        self.half_k = 0
        """Strikeouts he recorded this half-inning."""
        self.full_half = True
        self.jam = False
        self.jam_runs = 0
        self.tired = T.M50
        """The level at or below which his manager looks for a reliever (two below his start, or -d12; lower for
        a patient manager)."""


class DBState:
    """Everything a Deadball game keeps beside the engine's state."""

    __slots__ = (
        "ai",
        "align",
        "ask",
        "bt_delta",
        "fam",
        "feats",
        "held",
        "log_rungs",
        "park",
        "patience",
        "pd_delta",
        "pickoffs",
        "pitch_outs",
        "ps",
        "rung",
        "shelled",
        "special",
    )

    def __init__(self, n: int) -> None:
        self.rung: list[int] = [T.D4] * n
        """Current Pitch Die of every player who has taken the mound this game (set as he enters)."""
        self.ps = (PitcherState(), PitcherState())
        self.align = [T.NORMAL, T.NORMAL]
        """Defensive alignment of each side while it is in the field."""
        self.pitch_outs = [T.PER_GAME_PITCH_OUTS, T.PER_GAME_PITCH_OUTS]
        self.pickoffs = [T.PER_GAME_PICKOFFS, T.PER_GAME_PICKOFFS]
        self.held = -1
        """The runner held close by a pickoff throw (-1 for none)."""
        self.fam: dict[tuple[int, int], list[int]] = {}
        """Five Tool familiarity: (batter, pitcher) -> bonus per pitch."""
        self.bt_delta = [0] * n
        """Streak adjustment of each batter's BT (and WT) this game."""
        self.pd_delta = [0] * n
        """Streak adjustment of each pitcher's starting level this game."""
        self.park = 0
        self.special = [False] * n
        """Batters whose turn can bring a decision with the bases empty (shift, bunt for a hit)."""
        self.ask = [False, False]
        """Sides whose manager is asked for an alignment before every at bat, bases empty or not."""
        self.ai = False
        """Both sides are run by the default Deadball manager: the play loop takes its decisions inline."""
        self.patience = [0, 0]
        """Each side's manager's patience with his pitchers, in levels (``Manager.pitcher_patience``)."""
        self.shelled = [SHELLED_RUNS, SHELLED_RUNS]
        """Runs a pitcher of each side may allow before his manager looks for a reliever (with that patience)."""
        self.log_rungs: list[tuple[int, int, int, int, str]] = []
        """(inning, half, pitcher, new level, why) of every move of a Pitch Die, for tests and narration."""
        self.feats: list[tuple[int, int]] = []
        """(kind, player) of the rare plays a league counts as achievements: FEAT_DEF_OUT (a fielder's DEF roll
        took a hit away), FEAT_WALKOFF_HIT, FEAT_K_SIDE (a reliever struck out the side)."""


class Fatigue:
    """The fatigue rules a game plays with."""

    __slots__ = ("advanced", "bonus_traits", "catcher", "improve", "platoon", "stamina", "traits")

    def __init__(self, advanced: bool, improve: bool, catcher: bool, traits: bool, stamina: bool,
                 platoon: bool = True, bonus_traits: int = 0) -> None:
        self.advanced = advanced
        self.platoon = platoon
        """Same-handed batters face his die a level up."""
        self.bonus_traits = bonus_traits
        """The pitcher traits that add 1 to every MSS (K+ and GB+ with the bonus rule, else none)."""
        self.improve = improve
        self.catcher = catcher
        """The catcher's D+ and D- adjust the starting level (needs ``traits``)."""
        self.traits = traits
        """Every rule of the traits is in play (the catcher rules are not a trait's first rule)."""
        self.stamina = stamina
        """ST+ counts (pitcher traits are on)."""

    def aim(self, ps: PitcherState, rung: int) -> None:
        """Set the dice the swing rolls for the pitcher on the mound at his current level."""
        ps.other = T.RUNG_ROLL[rung]
        ps.same = T.RUNG_ROLL[T.PLATOON[rung]] if self.platoon else ps.other

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
        ps.stamina = self.stamina and bool(card.traits & T.ST)
        rung = T.move(card.pd, st.pd_delta[idx]) if st.pd_delta[idx] else card.pd
        catcher = s.fielder[2]
        if self.catcher and catcher >= 0 and self.traits:
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
        ps.inn_runs = ps.prev_runs = ps.game_runs = 0
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
            if self.improve and g.inning > T.RESET_AFTER_INNING and st.rung[ps.idx] > ps.start:
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
        if not (self.advanced and self.improve) or ps.idx < 0:
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
