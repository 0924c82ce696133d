"""That's Baseball's per-game state and the hooks around the plate appearance: the manager's pitch-count hook
(``pitcher_tired``), the optional pitch-count fatigue (``end_half``), the optional injuries (``after_game``), and the
rest a pitcher needs between games (``rest_days``).

Decisions of the digest's GAPS are recorded in docs/rules/thats-baseball.md.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, cast

from dugout.engine.codes import P_PC
from dugout.engine.game import POS_NUM, Game
from dugout.engine.manager import Manager
from dugout.games.thats_baseball import tables as T
from dugout.games.thats_baseball.options import ThatsBaseballOptions

#: The default manager's hook: ten pitches past a starter's limit, at a reliever's limit; a patient manager
#: (``Manager.pitcher_patience``) waits this many pitches more per level.
STARTER_HOOK = T.PITCH_LIMIT["starter"] + 10
RELIEVER_HOOK = T.PITCH_LIMIT["reliever"]
STARTER_PATIENCE_PITCHES, RELIEVER_PATIENCE_PITCHES = 35, 15
Plan = Callable[[Game, int], int]
"""A manager's whole call before the pitch (``tables.PLAN_*`` or a mask of the bases whose runners steal)."""


class _Planner(Protocol):
    def plan(self, g: Game, side: int) -> int: ...


class TBState:
    """Per-game state (``g.ext``): PAN fatigue bonuses and the hit-and-run call of the current PA."""

    __slots__ = ("ask_ibb", "bonus", "hit_run", "hooks", "plans")

    def __init__(self) -> None:
        self.bonus: dict[int, int] = {}
        """Pitcher index -> PAN added for pitches over his limit (the ``pitch-count`` option)."""
        self.hit_run = False
        self.ask_ibb = (True, True)
        """Per side: does its manager decide intentional walks with the bases empty (the default never walks)?"""
        self.hooks = ((STARTER_HOOK, RELIEVER_HOOK), (STARTER_HOOK, RELIEVER_HOOK))
        """Per side: the pitch counts at which its manager calls a starter and a reliever tired."""
        self.plans: tuple[Plan | None, Plan | None] = (None, None)
        """Per side: the manager's whole call before the pitch in one look (the default manager's ``plan``: it also
        throws over before the offense calls), or None when the plate appearance asks its questions one by one."""


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


def _hooks(patience: int) -> tuple[int, int]:
    """The pitch counts at which a manager of this patience calls his starter and a reliever tired."""
    return STARTER_HOOK + STARTER_PATIENCE_PITCHES * patience, RELIEVER_HOOK + RELIEVER_PATIENCE_PITCHES * patience


def rest_days(outs: int, pitches: int, started: bool) -> int:
    """Days a pitcher rests after an outing: four after a start, a reliever by his pitches (25 and 45)."""
    if started:
        return 4
    return 2 if pitches >= 45 else (1 if pitches >= 25 else 0)


class ThatsBaseballHooks:
    """The ruleset's hooks around the plate appearance: per-game state, fatigue and injuries."""

    options: ThatsBaseballOptions

    def new_game(self, g: Game) -> None:
        st = TBState()
        away, home = g.sides
        st.ask_ibb = (_decides_ibb(away.manager), _decides_ibb(home.manager))
        st.plans = (_plan(away.manager), _plan(home.manager))
        g.ext = st
        st.hooks = (_hooks(away.manager.pitcher_patience(g, 0)), _hooks(home.manager.pitcher_patience(g, 1)))

    def end_half(self, g: Game) -> None:
        """Pitch-count option: a pitcher past his limit (100 starter, 40 reliever) pitches the next inning with his
        PAN up by 1 for every 20 pitches or part over, at most +3."""
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
            bonus = g.ext.bonus
            step = min(T.PAN_FATIGUE_CAP, -(-over // T.PAN_FATIGUE_PITCHES))
            old = bonus.get(idx, 0)
            if g.narrate and step != old:
                pan = g.cards[idx].pan
                g.say(f"Pitch count: {g.names[idx]} has thrown {line[P_PC]} pitches, {over} over his limit of "
                      f"{limit}: his PAN goes from {pan + old:+d} to {pan + step:+d} if he pitches the next inning.")
            bonus[idx] = step

    def pitcher_tired(self, g: Game, side: int) -> bool:
        """The manager's hook: the pitcher has thrown as many pitches as his manager lets a starter or a reliever."""
        s = g.sides[side]
        idx = s.pitcher
        line = g.pit[idx]
        assert line is not None
        return line[P_PC] >= g.ext.hooks[side][0 if idx == s.starter else 1]

    def after_game(self, g: Game) -> None:
        """Injuries option: each team rolls 2d6; on a 2, 2d6 picks the position (10 the starting pitcher, 11-12
        nobody) and 2d6 the injury and the games missed (Tommy John: a pitcher's season, one game for others)."""
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
            idx = s.starter if pos == "P" else s.fielder[POS_NUM[pos]]
            if idx < 0:
                continue
            what, games = kind
            if games is None and pos != "P":
                games = 1
            g.injuries.append((side, idx, games, what))
            if g.narrate:
                g.say(f"Injury: {g.names[idx]} ({what}) is out "
                      f"{'for the season' if games is None else f'{games} games'}.")
