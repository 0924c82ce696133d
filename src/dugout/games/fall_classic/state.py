"""Fall Classic's state: the per-game state in ``g.ext`` (``FCState``), the pitcher's grade (bullpen session,
grade D, shutouts, fatigue), the season's memory in ``g.carry``, and the ``FallClassicHooks`` mixin that the
engine calls around the plate appearances (``new_game``, ``pitcher_entered``, ``start_half``, ``end_half``,
``pitcher_tired``, ``after_game``).

A pitcher's grade is kept per control area (hits, walks, strikeouts) so rain and the League Offense
adjustment can move one area; grade D is hits and walks at D with the strikeout area unchanged (gap 13).
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Final, TypedDict

from mypy_extensions import mypyc_attr

from dugout.engine import codes as E
from dugout.engine.codes import P_BF, P_R
from dugout.engine.roster import season_games
from dugout.engine.ruleset import GameOptions, Ruleset
from dugout.games.fall_classic import play_narration
from dugout.games.fall_classic import tables as T
from dugout.games.fall_classic.card import RUNNER_VALUE, FCCard
from dugout.games.fall_classic.card_codes import GD, GRADES
from dugout.games.fall_classic.options import FallClassicOptions
from dugout.games.fall_classic.play_narration import Tracker
from dugout.games.fall_classic.ratings_league import from_team
from dugout.model.team import Team

if TYPE_CHECKING:
    from collections.abc import Mapping

    from dugout.engine.game import Game
    from dugout.engine.roster import GameTeam
    from dugout.games.fall_classic.manager_plan import TeamPlan


class FCState:
    """Everything a game of Fall Classic remembers beyond the engine's state (indexed by fielding side)."""

    __slots__ = (
        "armed",
        "ask",
        "bcodes",
        "bhand",
        "day",
        "gbase",
        "gh",
        "gk",
        "gstart",
        "gw",
        "hand",
        "hnr",
        "hrg",
        "inf_in",
        "kd",
        "limit",
        "nmods",
        "of_in",
        "offense",
        "park",
        "pcard",
        "pflat",
        "plans",
        "safe",
        "starter",
        "tracker",
        "upgraded",
    )

    def __init__(self) -> None:
        self.gh = [1, 1]
        self.gw = [1, 1]
        self.gk = [1, 1]
        self.gstart = [1, 1]
        self.gbase = [1, 1]
        """The last A-C column (grade D reads its strikeout area from it)."""
        self.pflat: list[bytes] = [b"", b""]
        """The side's pitcher's card in his current grades, as bytes (``FCCard.pitcher_codes``)."""
        self.bcodes: list[list[bytes | None]] = [[], []]
        """The batting team's cards against the side's pitcher, as bytes, by local index (``codes_row``); empty
        until the first plate appearance after ``set_grade`` changed his NH, NW or negative HR grade (the play
        looks again when his hand is another than ``bhand``)."""
        self.bhand = [-1, -1]
        """The pitcher's hand ``bcodes`` was read against."""
        self.kd = [2, 2]
        self.hrg = [0, 0]
        self.nmods: list[tuple[int, int, int]] = [(0, 0, 0), (0, 0, 0)]
        """(NH, NW, negative HR grade), all 0 or negative, of each side's pitcher in his current grade."""
        self.hand = [1, 1]
        """0 when the side's pitcher throws left."""
        self.limit = [99, 99]
        self.armed = [False, False]
        """True once the pitcher reached his BFS/BFR: the next hit or walk puts him at grade D."""
        self.starter = [True, True]
        self.safe = [False, False]
        """The offense plays it safe on the bases this inning (by batting side)."""
        self.day: bool | None = None
        self.park: tuple[int, ...] = ()
        self.hnr = False
        self.inf_in = False
        self.of_in = False
        self.upgraded = [False, False]
        self.tracker: Tracker | None = None
        """The play-by-play result tracker (only when narrating; see ``narration``)."""
        self.pcard: list[FCCard | None] = [None, None]
        self.offense = [0, 0]
        self.ask: tuple[int, ...] = ()
        """What a manager's question of the moment is about (``run-risk`` and ``throw``: from, to, fielder;
        ``throw-lead``: the runners' bases, lead first)."""
        self.plans: list[TeamPlan | None] = [None, None]
        """The AI's figures of each side's team (``manager_plan``), looked up at its first decision."""


def set_grade(g: Game, side: int, gh: int, gw: int | None = None, gk: int | None = None) -> None:
    """Give the side's pitcher a grade per area and refresh the compiled card, KD and HR grade."""
    st: FCState = g.ext
    card = st.pcard[side]
    assert card is not None and card.pitcher is not None
    gw = gh if gw is None else gw
    gk = (gh if gh < GD else st.gbase[side]) if gk is None else gk
    if gh < GD:
        st.gbase[side] = gh
    st.gh[side], st.gw[side], st.gk[side] = gh, gw, gk
    pc = card.pitcher
    st.pflat[side] = card.pitcher_codes(gh, gw, gk)
    st.kd[side] = pc.kd[gk]
    hr = T.GRADE_D_HR if gh == GD else pc.hr[gh]
    st.hrg[side] = hr
    mods = (pc.nh, pc.nw, min(0, hr))
    if mods != st.nmods[side]:
        st.bcodes[side] = []  # the play looks up the batters' cards against him again (``codes_row``)
    st.nmods[side] = mods


def codes_row(g: Game, st: FCState, side: int, nh_nw: bool) -> list[bytes | None]:
    """The batting team's cards against the side's pitcher (his hand, and his NH and NW when ``nh_nw``, and his
    negative HR grade), as bytes by local index: a row kept with the team (``GameTeam.memo``: the cards are
    frozen), filled as its batters come up (``FCCard.batter_codes``)."""
    nm = st.nmods[side]
    gt = g.sides[1 - side].gt
    key = (_CODES, st.hand[side], nm[0] if nh_nw else 0, nm[1] if nh_nw else 0, nm[2])
    row: list[bytes | None] | None = gt.memo.get(key)
    if row is None:
        row = gt.memo[key] = [None] * len(gt.cards)
    st.bcodes[side] = row
    st.bhand[side] = st.hand[side]
    return row


_CODES: Final = "fall-classic codes"


def bullpen_session(g: Game, side: int, pidx: int, reliever_day4: bool) -> None:
    """Roll the d20 that fixes the pitcher's grade for his whole appearance."""
    st: FCState = g.ext
    card: FCCard = g.cards[pidx]
    st.pcard[side] = card
    pc = card.pitcher
    assert pc is not None
    st.hand[side] = 0 if g.throws[pidx] == "L" else 1
    st.starter[side] = pidx == g.sides[side].starter
    st.limit[side] = pc.bfs if st.starter[side] else pc.bfr
    st.armed[side] = False
    st.upgraded[side] = False
    r = g.dice.d(20, "bullpen session")
    grade = 0 if r <= pc.ranges[0] else (1 if r <= pc.ranges[1] else 2)
    st.gstart[side] = grade
    st.gbase[side] = grade
    set_grade(g, side, grade)
    if g.narrate:
        g.say(f"{g.names[pidx]} bullpen session d20 {r}: grade {GRADES[grade]}")
    if reliever_day4:
        set_grade(g, side, GD)
        if g.narrate:
            g.say(f"  {g.names[pidx]} is on his fourth straight day: grade D")


def move_grade(g: Game, side: int, step: int, why: str) -> bool:
    """Move the side's pitcher one grade better (-1) or worse (+1) in every area; False when he cannot."""
    st: FCState = g.ext
    if st.gh[side] == GD:
        return False
    new = st.gh[side] + step
    if not 0 <= new <= 2:
        return False
    set_grade(g, side, new)
    if g.narrate:
        g.say(f"  {why}: {g.names[g.sides[side].pitcher]} now grade {GRADES[new]}")
    return True


def to_grade_d(g: Game, side: int, why: str) -> None:
    """Grade D: every hits-area value a single, every walks-area value a walk, line 65 HR 1-20."""
    st: FCState = g.ext
    if st.gh[side] == GD:
        return
    set_grade(g, side, GD)
    if g.narrate:
        g.say(f"  {why}: {g.names[g.sides[side].pitcher]} drops to grade D")


def after_pa(g: Game, side: int, hit_or_walk: bool) -> None:
    """Fatigue, shelling and the lost shutout after a plate appearance against the side's pitcher."""
    st: FCState = g.ext
    pidx = g.sides[side].pitcher
    line = g.pit[pidx]
    if line is None or st.gh[side] == GD:
        return
    if line[P_R] >= T.SHELLED_RUNS:
        to_grade_d(g, side, "shelled")
        return
    if hit_or_walk and st.armed[side] and not (st.starter[side] and g.score[1 - side] == 0):
        to_grade_d(g, side, "tiring")
        return
    if not st.armed[side] and line[P_BF] >= st.limit[side]:
        st.armed[side] = True
    if st.upgraded[side] and g.score[1 - side] > 0:
        st.upgraded[side] = False
        set_grade(g, side, st.gstart[side])
        if g.narrate:
            g.say(f"  the shutout is gone: {g.names[pidx]} back to grade {GRADES[st.gstart[side]]}")


def shutout_upgrade(g: Game, side: int) -> None:
    """At the start of the 7th (C to B) and 9th (B to A) a starter with a shutout moves up (gap 12)."""
    st: FCState = g.ext
    step = T.SHUTOUT_UPGRADE.get(g.inning)
    if step is None or not st.starter[side] or g.score[1 - side] != 0 or st.gh[side] == GD:
        return
    frm, to = step
    if st.gh[side] == frm:
        set_grade(g, side, to)
        st.upgraded[side] = True
        if g.narrate:
            g.say(f"{g.names[g.sides[side].pitcher]} has a shutout going: grade {GRADES[to]}")


# --- the season's memory (g.carry) ---------------------------------------------------------------------------
class Memory(TypedDict):
    """What a season remembers for Fall Classic, by team id then player id (JSON-ready)."""

    games: dict[str, int]
    """Games played."""
    pa: dict[str, dict[str, int]]
    """Plate appearances (the playing-time rule)."""
    rbf: dict[str, dict[str, int]]
    """Batters faced in relief (the manager's bullpen by real relief work)."""
    relief: dict[str, dict[str, list[int]]]
    """Batters faced in each of the team's last games (the relief limit)."""
    sba: dict[str, dict[str, int]]
    """Steal attempts (the sba-limit option)."""


NO_COUNTS: Final[dict[str, int]] = {}
"""The counts of a team with none yet (read only: a default that need not be made at every look)."""


def memory(g: Game) -> Memory:
    """Fall Classic's season memory in ``g.carry`` (JSON-ready): games, PA, relief work, steal attempts."""
    mem: Memory | None = g.carry.get("fall-classic")
    if mem is None:  # (not setdefault: its default would be six new dicts at every call)
        mem = Memory(games={}, pa={}, rbf={}, relief={}, sba={})
        g.carry["fall-classic"] = mem
    return mem


def schedule(team: Team) -> int:
    """Games in the team's real season (154 when unknown): real paces are prorated over it."""
    return season_games(team) or 154


_SCHEDULE: Final = "fall-classic schedule"


def schedule_of(gt: GameTeam) -> int:
    """``schedule`` of a rated team, worked out once a team (``GameTeam.memo``)."""
    got: int | None = gt.memo.get(_SCHEDULE)
    if got is None:
        got = gt.memo[_SCHEDULE] = schedule(gt.team)
    return got


def rest_days(outs: int, started: bool, playing_time: bool) -> int:
    """Days a pitcher rests after an outing: a starter 4 (3 in a rotation that follows real starts), a reliever 2
    after three innings, 1 after two."""
    if started:
        return 3 if playing_time else 4
    return 2 if outs >= 9 else (1 if outs >= 6 else 0)


def emergency_card(card: FCCard, team: Team) -> FCCard:
    """A position player forced to pitch: the league-average pitcher's card (anchor) with his name."""
    return replace(card, pitcher=from_team(team).anchor, cache={})


# --- the hooks around the plate appearances -------------------------------------------------------------------
@mypyc_attr(allow_interpreted_subclasses=True)
class FallClassicHooks(Ruleset[FCCard, FallClassicOptions]):
    """The ruleset's hooks around the plate appearances: the game's state, bullpen sessions, the relief limit,
    League Offense, shutouts, playing it safe, grade D, and what the season remembers."""

    def __init__(self, options: Mapping[str, Any] | GameOptions | None = None) -> None:
        super().__init__(options)
        o = self.options
        # the options the plate appearance reads every time, as typed attributes (the options are frozen)
        self._nh_nw = o.nh_nw
        self._wp_cells = o.wp_cells
        self._auto = o.auto_steal != "off"
        self._batter_hr = o.batter_hr
        self._ibb = o.ibb
        self._squeeze = o.squeeze
        self._catcher_arm = o.catcher_arm
        self._sba_limit = o.sba_limit
        self._series_limit = o.series_limit
        self._gf_tags = o.gf_tags
        self._out_same = o.out_d20 == "same"
        self._on_the_button = o.on_the_button

    def new_game(self, g: Game) -> None:
        st = g.ext = FCState()
        home = g.sides[1].gt
        st.park = park_of(home) if self.options.ballparks else T.NEUTRAL_PARK
        st.offense = [offense_of(g.sides[0].gt), offense_of(home)]
        if g.narrate:
            play_narration.install(g)

    def pitcher_entered(self, g: Game, side: int, pidx: int) -> None:
        st: FCState = g.ext
        card: FCCard = g.cards[pidx]
        if card.pitcher is None:
            card = emergency_card(card, g.sides[side].gt.team)
            g.cards[pidx] = card
        day4 = False
        if self.options.relief_limit and pidx != g.sides[side].starter:
            day4, used = relief_window(g, side, pidx)
        bullpen_session(g, side, pidx, day4)
        if self.options.relief_limit and pidx != g.sides[side].starter:
            st.limit[side] = max(1, card.pitcher.bfr - used) if card.pitcher else 1
        if self.options.league_offense:
            league_offense(g, side)

    def start_half(self, g: Game) -> None:
        st: FCState = g.ext
        d = 1 - g.half
        if st.pcard[d] is not None:
            shutout_upgrade(g, d)
        off = g.half
        st.safe[off] = False
        if g.inning >= g.innings and g.lead(off) <= -2:
            st.safe[off] = bool(g.sides[off].manager.decide(g, off, "play-safe", False))
            if st.safe[off] and g.narrate:
                g.say(f"{g.sides[off].gt.team.name} play it safe on the bases this inning, {-g.lead(off)} runs "
                      f"down: no auto-steals, station to station")

    def end_half(self, g: Game) -> None:
        if g.narrate:
            play_narration.flush(g)

    # the managers' yardsticks (the engine asks them at every lineup and substitution)
    # (``card``'s functions of the same names, read here without an interpreted call)
    def batter_value(self, card: FCCard) -> float:
        """About OBP + SLG of the card against the league's average pitcher, shrunk for a small sample."""
        value: float = card.info.get("value", 0.0)
        return value

    def runner_value(self, card: FCCard) -> float:
        """Running speed from the run rating."""
        return RUNNER_VALUE[card.run]

    def fielder_value(self, card: FCCard, pos: str) -> float:
        """Fielding quality at a position from 0 to 1 (Range and error rating)."""
        fv: dict[str, float] = card.info["fv"]  # (typed: a dict's get, not a method looked up by name)
        return fv.get(pos, 0.0)

    def pitcher_tired(self, g: Game, side: int) -> bool:
        st: FCState = g.ext
        return st.gh[side] == GD

    def after_game(self, g: Game) -> None:
        """Remember, for the rest of the season (``g.carry``), who played, who relieved and the relief log (not
        after a lone game, whose carry nobody reads: ``Game.carry_kept``)."""
        if not g.carry_kept:
            return
        mem = memory(g)
        for side in (0, 1):
            s = g.sides[side]
            tid = s.gt.team.id
            mem["games"][tid] = mem["games"].get(tid, 0) + 1
            pa = mem["pa"].setdefault(tid, {})
            for i in {i for _, i in s.bat_appear}:
                line = g.bat[i]
                if line is not None:
                    pid = s.gt.ids[i - s.off]
                    pa[pid] = pa.get(pid, 0) + line[E.B_PA]
            rbf = mem["rbf"].setdefault(tid, {})
            for i in s.pit_appear[1:]:
                pid = s.gt.ids[i - s.off]
                pline = g.pit[i]
                assert pline is not None  # he appeared: he has a line
                rbf[pid] = rbf.get(pid, 0) + pline[P_BF]
            log = mem["relief"].setdefault(tid, {})
            pitched = {s.gt.ids[i - s.off]: pline[P_BF] for i in s.pit_appear if (pline := g.pit[i]) is not None}
            for pid, hist in log.items():
                hist.append(pitched.get(pid, 0))
                if len(hist) > T.RELIEF_CONSECUTIVE:
                    del hist[:-T.RELIEF_CONSECUTIVE]
            for pid, bf in pitched.items():
                if pid not in log:
                    log[pid] = [bf]


_NO_LOGS: Final[dict[str, list[int]]] = {}
_NO_LOG: Final[list[int]] = []
"""(read only: a team's and a pitcher's relief log before any)"""
_PARK: Final = "fall-classic park"
_OFFENSE: Final = "fall-classic offense"


def park_of(gt: GameTeam) -> tuple[int, ...]:
    """The ballpark chart of a home team's park, worked out once a team (``GameTeam.memo``)."""
    got: tuple[int, ...] | None = gt.memo.get(_PARK)
    if got is None:
        got = gt.memo[_PARK] = T.park_chart(gt.team.park.bpf)
    return got


def offense_of(gt: GameTeam) -> int:
    """The League Offense number of a team's league, looked up once a team (``GameTeam.memo``)."""
    got: int | None = gt.memo.get(_OFFENSE)
    if got is None:
        got = gt.memo[_OFFENSE] = from_team(gt.team).offense
    return got


def relief_window(g: Game, side: int, pidx: int) -> tuple[bool, int]:
    """(a fourth straight day, batters faced in the last two games) of a reliever (the relief-limit option)."""
    team = g.sides[side].gt.team
    log = memory(g)["relief"].get(team.id, _NO_LOGS).get(g.sides[side].gt.ids[pidx - g.sides[side].off], _NO_LOG)
    last = log[-T.RELIEF_CONSECUTIVE:]
    day4 = len(last) == T.RELIEF_CONSECUTIVE and all(x > 0 for x in last)
    return day4, sum(log[-2:])


def league_offense(g: Game, side: int) -> None:
    """League Offense (option): a d20 under the difference of the two leagues' numbers moves the lower-offense
    team's pitcher one grade better, or else the other one grade worse."""
    st: FCState = g.ext
    lo_team = 0 if st.offense[0] < st.offense[1] else 1
    diff = abs(st.offense[0] - st.offense[1])
    if diff == 0 or st.pcard[0] is None or st.pcard[1] is None:
        return
    r = g.dice.d(20, "league offense")
    if g.narrate:
        g.say(f"League Offense {st.offense[0]} vs {st.offense[1]}: d20 {r}"
              f"{' adjusts' if r < diff else ''}")
    if r >= diff:
        return
    if not move_grade(g, lo_team, -1, "league offense"):
        move_grade(g, 1 - lo_team, +1, "league offense")
