"""The per-game state of Deadball (``DBState`` in ``g.ext``, with a ``PitcherState`` for the pitcher of each side)
and ``DeadballHooks``, the ruleset's hooks around the plate appearances: a new game (park, streaks, patience, a
pitcher back on short rest), a pitcher taking the mound, the start and end of a half-inning and his fatigue
(whose rules are ``state_fatigue``), and what the next game remembers in ``g.carry`` (the streak rule's form).
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import TYPE_CHECKING, Final

from mypy_extensions import mypyc_attr

from dugout.engine.codes import B_H
from dugout.engine.manager import SHELLED_RUNS
from dugout.engine.ruleset import Ruleset
from dugout.games.deadball import tables as T
from dugout.games.deadball.card import DBCard, batter_value, fielder_value, runner_value
from dugout.games.deadball.manager import AI_MANAGERS
from dugout.games.deadball.options import DeadballOptions

if TYPE_CHECKING:
    from dugout.engine.game import Game
    from dugout.games.deadball.state_fatigue import Fatigue
    from dugout.model.league import LeagueSeason

#: Keys of this game's state in ``Game.carry`` (kept between the games of a series or season, JSON-ready):
#: the streak rule's form by player id (hitters: hits in their last two games; pitchers: [final, base] level
#: of their last appearance), and the days of rest a returning pitcher skipped (set by a season runner).
FORM: Final = "deadball-form"
SHORT_REST: Final = "deadball-short-rest"
#: The placeholder card of a side with nobody on the mound yet.
NO_PITCHER = DBCard(bt=0, wt=0, bats="R", throws="R", pd=T.D4, traits=0, pmod=0, positions=0, is_pitcher=True)
_HOT: Final = T.HOT_ROLL
_COLD: Final = T.COLD_ROLL
_SHIFTY: Final = T.P1 | T.P2 | T.CM


#: Kinds of ``DBState.feats``.
FEAT_DEF_OUT: Final = 0
FEAT_WALKOFF_HIT: Final = 1
FEAT_K_SIDE: Final = 2


class PitcherState:
    """The current pitcher of one side and his counters for the fatigue rules."""

    __slots__ = (
        "b_inning",
        "bonus",
        "card",
        "charged",
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
        self.card: DBCard = NO_PITCHER
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
        self.charged = 0
        """Runs charged to him so far (his line's R) that the fatigue rules have counted."""
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
        "errors",
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
        self.ps: tuple[PitcherState, ...] = (PitcherState(), PitcherState())
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
        self.errors = 0.0
        """House rule ``calibrated``: the chance that an out in play is a fielding error (``league_error_rate``)."""
        self.patience = [0, 0]
        """Each side's manager's patience with his pitchers, in levels (``Manager.pitcher_patience``)."""
        self.shelled = [SHELLED_RUNS, SHELLED_RUNS]
        """Runs a pitcher of each side may allow before his manager looks for a reliever (with that patience)."""
        self.log_rungs: list[tuple[int, int, int, int, str]] = []
        """(inning, half, pitcher, new level, why) of every move of a Pitch Die, for tests and narration."""
        self.feats: list[tuple[int, int]] = []
        """(kind, player) of the rare plays a league counts as achievements: FEAT_DEF_OUT (a fielder's DEF roll
        took a hit away), FEAT_WALKOFF_HIT, FEAT_K_SIDE (a reliever struck out the side)."""


def league_error_rate(ctx: LeagueSeason | None) -> float:
    """House rule ``calibrated``: the league-season's errors per fielding chance on a ball in play, E / (outs that
    were not strikeouts + E); the modern rate (2010-2016: .030) for a team without a league-season. The book's DEF
    roll makes errors only on hits, so a replay otherwise scores the earned runs alone (a third of 1901's runs were
    unearned, a twelfth of 2016's)."""
    if ctx is None or ctx.pitching.ipouts <= 0:
        return MODERN_ERROR_RATE
    in_play = ctx.pitching.ipouts - ctx.pitching.so
    return ctx.errors / (in_play + ctx.errors) if in_play > 0 else MODERN_ERROR_RATE


#: Errors per fielding chance on a ball in play, 2010-2016 (Lahman): the calibrated rule's rate for invented teams.
MODERN_ERROR_RATE: Final = 0.030


def rest_days(outs: int) -> int:
    """Days a pitcher rests after an outing (p.39): one for every two innings, at most four."""
    return min(T.MAX_REST_DAYS, outs // T.OUTS_PER_REST_DAY)


@mypyc_attr(allow_interpreted_subclasses=True)
class DeadballHooks(Ruleset[DBCard, DeadballOptions]):
    """The ruleset's hooks around the plate appearances, the root of the Deadball ruleset's chain (``play_calls``,
    ``play_results``, ``play_running``, ``play``, ``ruleset``), which declares the flags the play loop reads
    (``play.DeadballPlay.__init__`` sets them once from the options)."""

    _hit_table: tuple[tuple[int, int, int], ...]
    _traits: int
    _swing_base: int
    _critical_bumped: bool
    _sac_all: bool
    _allowed_align: set[str]
    _alignments: bool
    _align_in: bool
    _align_nd: bool
    _ai_shift: bool
    _pick: bool
    _run_traits: int
    _hnr: bool
    _ai_bunts: int
    _bonus_traits: int
    _control: int
    _pitcher_traits: bool
    _walk_target: bool
    _ft_roll: bool
    _fatigue: bool
    _fat: Fatigue

    # --- the managers' values of a card (the engine asks them for every substitution it weighs) --------------------
    def batter_value(self, card: DBCard) -> float:
        return batter_value(card)

    def runner_value(self, card: DBCard) -> float:
        return runner_value(card, self._traits)

    def fielder_value(self, card: DBCard, pos: str) -> float:
        return fielder_value(card, pos, self._traits)

    # --- a game -----------------------------------------------------------------------------------------------------

    def new_game(self, g: Game) -> None:
        cards: list[DBCard] = g.cards
        st = DBState(len(cards))
        if self.options.park_factors:
            st.park = T.park_rating(g.sides[1].gt.team.park.bpf)
        full = self._traits == T.TRAITS_FULL
        st.ai = type(g.sides[0].manager) in AI_MANAGERS and type(g.sides[1].manager) in AI_MANAGERS
        if st.ai:
            pass  # the default manager's only bases-empty choice is the shift (plate_appearance looks at the batter)
        elif full:
            st.special = [bool(c.traits & T.SP) or (self._alignments and bool(c.traits & _SHIFTY) and c.bats != "R")
                          for c in cards]
        # managers other than the default AI may want an alignment or an intentional walk even with the bases empty
        st.ask = [type(s.manager) not in AI_MANAGERS for s in g.sides]
        for side, s in enumerate(g.sides):
            p = st.patience[side] = s.manager.pitcher_patience(g, side)
            st.shelled[side] = SHELLED_RUNS + 2 * p
        if self.options.calibrated:
            rates = [league_error_rate(s.gt.team.context) for s in g.sides]
            st.errors = sum(rates) / 2
        g.ext = st
        if self.options.streaks != "off":
            self._streaks(g, st)
        short = g.carry.get(SHORT_REST)
        if short:
            # a pitcher back before his days of rest are up starts a level lower per day skipped (p.39)
            for s in g.sides:
                for k, pid in enumerate(s.gt.ids):
                    if pid in short:
                        st.pd_delta[s.off + k] -= int(short[pid])

    def _streaks(self, g: Game, st: DBState) -> None:
        form = self.options.streaks == "form"
        forms: dict[str, list[int]] = g.carry.get(FORM, {})
        rand = g.dice.fast
        for side in (0, 1):
            s = g.sides[side]
            gt = s.gt
            if not form and rand is not None:
                # a d6 for every player in roster order (the draws of Dice.d); only a hot or a cold roll counts
                for k, r in enumerate([int(rand() * 6) + 1 for _ in gt.ids]):
                    if r == _COLD or r == _HOT:
                        self._streak(g, st, s.off + k, r == _HOT)
                continue
            for k, pid in enumerate(gt.ids):
                i = s.off + k
                card: DBCard = g.cards[i]
                hot = cold = False
                past = forms.get(pid) if form else None
                if past is not None and card.is_pitcher and len(past) == 2:
                    cold, hot = past[0] <= T.MD4, past[0] > past[1]
                elif past is not None and not card.is_pitcher and past:
                    cold = len(past) >= 2 and past[-1] == 0 and past[-2] == 0
                    hot = past[-1] >= 2
                else:
                    r = g.dice.d(6, "hot or cold")
                    cold, hot = r == _COLD, r == _HOT
                if cold or hot:
                    self._streak(g, st, i, hot)

    def _streak(self, g: Game, st: DBState, i: int, hot: bool) -> None:
        """Player ``i`` is hot (or cold) this game: a pitcher's starting level or a hitter's BT and WT move."""
        if g.cards[i].is_pitcher:
            st.pd_delta[i] = 1 if hot else -1
        else:
            st.bt_delta[i] = T.STREAK_BT if hot else -T.STREAK_BT
        if g.narrate:
            g.say(f"{g.names[i]} is {'hot' if hot else 'cold'}.")

    def after_game(self, g: Game) -> None:
        if self.options.streaks != "form":
            return
        st: DBState = g.ext
        forms: dict[str, list[int]] = g.carry.setdefault(FORM, {})
        for side in (0, 1):
            s = g.sides[side]
            for k, pid in enumerate(s.gt.ids):
                i = s.off + k
                bat = g.bat[i]
                if g.pit[i] is not None:
                    forms[pid] = [st.rung[i], g.cards[i].pd]
                elif bat is not None and not g.cards[i].is_pitcher:
                    hist = forms.get(pid)
                    forms[pid] = [hist[-1], bat[B_H]] if hist else [bat[B_H]]

    def pitcher_entered(self, g: Game, side: int, pidx: int) -> None:
        st: DBState = g.ext
        self._fat.entered(g, st, side, pidx)

    def start_half(self, g: Game) -> None:
        st: DBState = g.ext
        st.held = -1
        if self._fatigue:
            self._fat.start_half(g, st)
        else:
            ps = st.ps[1 - g.half]
            ps.half_k = 0

    def end_half(self, g: Game) -> None:
        st: DBState = g.ext
        st.align[1 - g.half] = T.NORMAL
        if self._fatigue:
            self._fat.end_half(g, st)

    def pitcher_tired(self, g: Game, side: int) -> bool:
        st: DBState = g.ext
        ps = st.ps[side]
        return st.rung[ps.idx] <= ps.tired
