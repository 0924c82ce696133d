"""That's Baseball's per-game state and the hooks around the plate appearance: when the default manager calls a
pitcher tired (``pitcher_tired``: by the book's pitch count with that option, else by his innings), the optional
pitch-count fatigue (``end_half``), the optional injuries to a starting player (``after_game``), and the rest a
pitcher needs between games (``rest_days``).

Decisions of the digest's GAPS are recorded in docs/rules/thats-baseball.md.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, cast

from mypy_extensions import mypyc_attr

from dugout.engine.codes import P_OUTS, P_PC
from dugout.engine.game import POS_NUM, Game
from dugout.engine.manager import Manager
from dugout.engine.ruleset import Ruleset
from dugout.games.thats_baseball import tables as T
from dugout.games.thats_baseball.card import TBCard
from dugout.games.thats_baseball.options import ThatsBaseballOptions
from dugout.model.team import Team

#: Outs a starter is taken to record per start when his team has no pure starter on record (``start_outs``).
DEFAULT_START_OUTS = 18
#: Outs taken for a relief appearance of a pitcher who mostly started (``start_outs``).
RELIEF_OUTS = 6
#: Without the pitch-count option, a patient manager (``Manager.pitcher_patience``) leaves his starter this many outs
#: more per level.
START_PATIENCE_OUTS = 3
Plan = Callable[[Game, int], int]
"""A manager's whole call before the pitch (``tables.PLAN_*`` or a mask of the bases whose runners steal)."""


class _Planner(Protocol):
    def plan(self, g: Game, side: int) -> int: ...


class TBState:
    """Per-game state (``g.ext``): PAN fatigue bonuses and the hit-and-run call of the current PA."""

    __slots__ = ("ask_ibb", "bonus", "brawls", "error_roll", "hit_run", "hooks", "pitch_count", "plans", "starting")

    def __init__(self) -> None:
        self.bonus: dict[int, int] = {}
        """Pitcher index -> PAN added for pitches over his limit (the ``pitch-count`` option)."""
        self.hit_run = False
        self.ask_ibb: tuple[bool, ...] = (True, True)
        """Per side: does its manager decide intentional walks with the bases empty (the default never walks)?"""
        self.hooks: tuple[tuple[int, int], ...] = ((DEFAULT_START_OUTS, 0), (DEFAULT_START_OUTS, 0))
        """Per side: the outs after which its manager calls his starter tired at the top of an inning (without the
        pitch-count option), and the fatigue steps he lets a pitcher take (with it): both by his patience."""
        self.starting: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
        """Per side: who held each position (1-9) at the first pitch (the injury chart picks a starting player).
        (The tuples read by side are typed of any length: the compiled build keeps them as objects, not boxed anew at
        every read.)"""
        self.plans: tuple[Plan | None, ...] = (None, None)
        """Per side: the manager's whole call before the pitch in one look (the default manager's ``plan``: it also
        throws over before the offense calls), or None when the plate appearance asks its questions one by one."""
        self.pitch_count = self.brawls = self.error_roll = False
        """The ruleset's options the plate appearance reads, kept for the game (the options are frozen)."""


def _decides_ibb(manager: Manager) -> bool:
    """True when the manager's class may walk a batter with the bases empty: it has its own intentional-walk decision
    and does not say it never does so (``ibb_with_bases_empty = False``, the default manager)."""
    cls = type(manager)
    return cls.wants_ibb is not Manager.wants_ibb and getattr(cls, "ibb_with_bases_empty", True)


def _plan(manager: Manager) -> Plan | None:
    """The manager's ``plan`` when its class has one (the default manager's), else None."""
    if getattr(type(manager), "plan", None) is None:
        return None
    return cast(_Planner, manager).plan


def start_outs(team: Team) -> int:
    """The team's real outs per start, rounded: the outs of its pitchers who mostly started over their starts, each
    relief appearance of theirs taken at ``RELIEF_OUTS`` outs (``DEFAULT_START_OUTS`` with no starts on record)."""
    outs = starts = 0
    for p in team.players:
        ln = p.pitching
        if ln is not None and ln.gs and 2 * ln.gs >= ln.g:
            outs += max(0, ln.ipouts - RELIEF_OUTS * (ln.g - ln.gs))
            starts += ln.gs
    return round(outs / starts) if starts else DEFAULT_START_OUTS


def _hooks(team: Team, patience: int) -> tuple[int, int]:
    """A manager of this patience: the outs after which his starter is tired (without the pitch-count option), and
    the PAN fatigue steps he lets a pitcher take before going to the bullpen (with it)."""
    return start_outs(team) + START_PATIENCE_OUTS * patience, patience


def rest_days(outs: int, pitches: int, started: bool) -> int:
    """Days a pitcher rests after an outing: four after a start, a reliever by his pitches (25 and 45)."""
    if started:
        return 4
    return 2 if pitches >= 45 else (1 if pitches >= 25 else 0)


@mypyc_attr(allow_interpreted_subclasses=True)
class ThatsBaseballHooks(Ruleset[TBCard, ThatsBaseballOptions]):
    """The ruleset's hooks around the plate appearance: per-game state, fatigue and injuries, and the batter's
    value the engine's managers read (the root of the ruleset's chain: ``ThatsBaseballCalls``, then
    ``ThatsBaseballPlay``)."""

    def batter_value(self, card: TBCard) -> float:
        """A batter's strength for pinch hitting (the substitution AI's): his ABA, a man on the pitcher chart last."""
        return -1.0 if card.pitcher_chart else card.aba / 100

    def new_game(self, g: Game) -> None:
        st = TBState()
        opts = self.options
        st.pitch_count, st.brawls, st.error_roll = bool(opts.pitch_count), bool(opts.brawls), bool(opts.error_roll)
        away, home = g.sides
        st.ask_ibb = (_decides_ibb(away.manager), _decides_ibb(home.manager))
        st.plans = (_plan(away.manager), _plan(home.manager))
        g.ext = st
        st.hooks = (_hooks(away.gt.team, away.manager.pitcher_patience(g, 0)),
                    _hooks(home.gt.team, home.manager.pitcher_patience(g, 1)))
        st.starting = (tuple(away.fielder), tuple(home.fielder))

    def end_half(self, g: Game) -> None:
        """Pitch-count option: a pitcher past his limit (100 starter, 40 reliever) pitches the next inning with his
        PAN up by 1 for every 20 pitches or part over (the book sets no ceiling)."""
        if not self.options.pitch_count:
            return
        side = 1 - g.half
        s = g.sides[side]
        idx = s.pitcher
        line = g.pit[idx]
        assert line is not None
        limit = T.PITCH_LIMIT["starter" if idx == s.starter else "reliever"]
        over = line[P_PC] - limit
        if over > 0:
            st: TBState = g.ext
            bonus = st.bonus
            step = -(-over // T.PAN_FATIGUE_PITCHES)
            old = bonus.get(idx, 0)
            if g.narrate and step != old:
                pan = cast(TBCard, g.cards[idx]).pan
                g.say(f"Pitch count: {g.names[idx]} has thrown {line[P_PC]} pitches, {over} over his limit of "
                      f"{limit}: his PAN goes from {pan + old:+d} to {pan + step:+d} if he pitches the next inning.")
            bonus[idx] = step

    def pitcher_tired(self, g: Game, side: int) -> bool:
        """The default manager's hook, at the top of an inning only (nothing in the book changes a pitcher in the
        middle of one). With the pitch-count option: the book's fatigue has raised his PAN for this inning by more
        steps than his manager's patience allows. Without it the book has no fatigue, so the manager goes by the
        innings on the game card: a starter who has recorded his team's real outs per start, plus an inning per level
        of patience (relievers go by their real stints, ``AIManager.stint_done``)."""
        s = g.sides[side]
        if g.outs or g.bases[1] >= 0 or g.bases[2] >= 0 or g.bases[3] >= 0 or g.sides[1 - side].line[-1]:
            return False
        idx = s.pitcher
        st: TBState = g.ext
        hooks = st.hooks[side]
        if st.pitch_count:
            return st.bonus.get(idx, 0) > hooks[1]
        line = g.pit[idx]
        assert line is not None
        return idx == s.starter and line[P_OUTS] >= hooks[0]

    def after_game(self, g: Game) -> None:
        """Injuries option: each team rolls 2d6; on a 2, 2d6 picks which starting player (the man at that position at
        the first pitch; 10 the starting pitcher, 11-12 nobody) and 2d6 the injury and the games missed (Tommy John:
        a pitcher's season, one game for others)."""
        if not self.options.injuries:
            return
        for side in (0, 1):
            s = g.sides[side]
            if g.dice.dd(2, 6, "injury check") != T.INJURY_CHECK:
                continue
            pos = T.INJURED_PLAYER_2D6.get(g.dice.dd(2, 6, "injured player"))
            kind = T.INJURY_2D6[g.dice.dd(2, 6, "injury")]
            if pos is None:
                continue
            idx = s.starter if pos == "P" else g.ext.starting[side][POS_NUM[pos]]
            if idx < 0:
                continue
            what, games = kind
            if games is None and pos != "P":
                games = 1
            g.injuries.append((side, idx, games, what))
            if g.narrate:
                g.say(f"Injury: {g.names[idx]} ({what}) is out "
                      f"{'for the season' if games is None else f'{games} games'}.")
