"""That's Baseball's default AI manager: steals (of second, third and home), hit-and-runs, sacrifices and
intentional walks at the real team's rates (``manager_rates``: chances per opportunity computed once per team),
pickoff throws at base stealers and late in close games, relievers' stints, and the optional rolls it always makes
(fly-ball advance from second and third, the double-play roll, the house rule's error roll). When a pitcher is
tired is ``state.pitcher_tired``'s."""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import Any, ClassVar, Final, Protocol, cast

from mypy_extensions import mypyc_attr

from dugout.engine.codes import P_R
from dugout.engine.decisions import Choice
from dugout.engine.game import Game
from dugout.engine.manager import SHELLED_RUNS, AIManager
from dugout.games.thats_baseball.card import TBCard
from dugout.games.thats_baseball.manager_rates import (
    BUNT_ONE_OUT,
    CONTACT_S,
    FOLLOW,
    HNR_SHARE,
    IBB_EARLY,
    IBB_LATE,
    IBB_LATE_INNING,
    IBB_OUTS,
    SLUGGER_ABA,
    TeamRates,
    rates_for,
)
from dugout.games.thats_baseball.state import TBState
from dugout.games.thats_baseball.tables import PLAN_BUNT, PLAN_HIT_AND_RUN

#: From this inning a side this many runs ahead or behind neither runs nor bunts, and no one is walked on purpose.
LATE: Final = 7
BLOWOUT: Final = 5
#: Nobody sacrifices trailing by this many runs.
BUNT_TRAILING: Final = 3
#: A steal of home is tried only with two out and a batter of at most this ABA (or a pitcher) up.
HOME_STEAL_ABA: Final = 25
#: The pitcher throws over to a runner on first who tries this many times his team's steals.
PICKOFF_THREAT: Final = 2.0
#: No intentional walk when the score is this far apart, or to face a man on deck with this many ABA points more.
IBB_MARGIN: Final = 4
ON_DECK_ABA: Final = 4
#: The rates' constants the plan reads, ``Final`` here: the compiled build keeps them in its own statics rather than
#: looking them up among the module's globals at each read.
_SHELLED: Final[int] = SHELLED_RUNS
_HNR: Final[float] = HNR_SHARE
_CONTACT: Final[int] = CONTACT_S
_FOLLOW: Final[float] = FOLLOW
_ONE_OUT: Final[float] = BUNT_ONE_OUT
_SLUGGER: Final[int] = SLUGGER_ABA


class _Throws(Protocol):
    """The ruleset's pickoff throw (``play.ThatsBaseballPlay.pickoff_throw``), which the manager makes before the
    offense calls."""

    def pickoff_throw(self, g: Game, base: int) -> None: ...


WALK = Choice("ibb", "walk the batter intentionally", "ibb")
"""The default manager's intentional walk, shown to the offense as a call already made."""


@mypyc_attr(allow_interpreted_subclasses=True)
class TBManager(AIManager):
    """The default That's Baseball manager: runs, bunts and walks batters as often as the team's real manager did
    (per game, under the book's chart), throws over to base stealers, and stays with his pitchers as long as the
    team's real managers did."""

    ibb_with_bases_empty: ClassVar[bool] = False
    """Never walks a batter with the bases empty: the plate appearance need not ask."""

    def __init__(self) -> None:
        self.call: Choice | None = None
        """The defense's call of this plate appearance (the intentional walk), known before the offense calls."""
        self._at: tuple[int, int, int, int] = (0, 0, 0, 0)
        self._mine: TeamRates | None = None
        self._theirs: TeamRates | None = None
        self._off = self._their_off = 0
        self._plan = 0
        self._plan_at: tuple[int, ...] = ()

    def _load(self, g: Game, side: int) -> TeamRates:
        """This side's rates and the other side's (computed once per team, ``rates_for``), kept for the game."""
        error_roll = bool(getattr(g.rules.options, "error_roll", False))
        s, o = g.sides[side], g.sides[1 - side]
        self._mine = mine = rates_for(s.gt, s.dh, error_roll)
        self._theirs = rates_for(o.gt, o.dh, error_roll)
        self._off, self._their_off = s.off, o.off
        return mine

    def starting_lineup(self, g: Game, side: int, spots: list[tuple[int, str]]) -> list[tuple[int, str]]:
        self._load(g, side)
        return AIManager.starting_lineup(self, g, side, spots)

    def before_pa_defense(self, g: Game, side: int) -> None:
        """A pitching change if one is due; then, as the book's Sequence has it, the defense's moves before the
        offense calls: a pickoff throw, made now, and the intentional walk, decided now (``call``) and made by the
        plate appearance."""
        # a reliever who has worked his real stint (a starter his real innings) makes way at the start of an inning,
        # tired or not, at the team's real pace of relief appearances (the engine's ``planned_change``)
        s = g.sides[side]
        b = g.bases
        if g.outs or b[1] >= 0 or b[2] >= 0 or b[3] >= 0:
            # in the middle of an inning only a shelled pitcher can go (the planned change, the book's fatigue and
            # the closer all wait for a half's first batter): the common case asks nothing more
            line = g.pit[s.pitcher]
            if line is None or line[P_R] < _SHELLED:
                self._defense_calls(g, side, b)
                return
        changed = False
        if s.pen and self.planned_change(g, side):
            new = self.choose_reliever(g, side)
            if new >= 0 and new != s.pitcher:
                g.change_pitcher(side, new)
                changed = True
        if not changed:
            AIManager.before_pa_defense(self, g, side)
            if not s.pen and g.rules.pitcher_tired(g, side):
                # the pitch-count option's fatigue has no ceiling: a spent pitcher with nobody left in the bullpen
                # gives way to a bench player at the top of an inning (left in, every batter soon hits a home run
                # and the game never ends: the books audit's 1884 Detroit, seed 20937)
                new = self.choose_reliever(g, side, forced=True)
                if new >= 0 and new != s.pitcher:
                    g.change_pitcher(side, new)
        self._defense_calls(g, side, b)

    def _defense_calls(self, g: Game, side: int, b: list[int]) -> None:
        """The defense's moves before the offense calls: a pickoff throw, made now, and the intentional walk."""
        self.call = None
        if b[1] >= 0:
            if b[2] < 0 and self._pickoff(g, side, b[1]):
                cast(_Throws, g.rules).pickoff_throw(g, 1)  # (a few times a game)
                if g.outs >= 3:
                    return
            if b[1] >= 0:
                return  # first base is taken: no intentional walk
        if (b[2] >= 0 or b[3] >= 0) and self._walk(g, side):
            self.call = WALK
            self._at = (g.inning, g.half, g.outs, g.sides[1 - side].up)

    # --- offense ----------------------------------------------------------------------------------------------
    def _contact(self, g: Game, side: int) -> bool:
        """The batter rarely strikes out or pops up (the hit-and-run's risk): ABA + PAN of 27 or more."""
        card: TBCard = g.cards[g.batter]
        if card.pitcher_chart and not g.sides[side].dh:
            return False
        p = g.sides[1 - side].pitcher
        pc: TBCard = g.cards[p]
        pan = pc.pan
        st: TBState = g.ext
        bonus = st.bonus
        if bonus:
            pan += bonus.get(p, 0)
        return card.aba + pan >= _CONTACT

    def plan(self, g: Game, side: int) -> int:
        """The whole call before the pitch in one look (runners on): ``PLAN_HIT_AND_RUN``, ``PLAN_BUNT``, or the bases
        whose runners steal as a mask (bit ``1 << base``; 0 for no call). The plate appearance asks this of the
        default manager instead of its questions, which answer from it."""
        if g.inning >= LATE and abs(g.score[0] - g.score[1]) >= BLOWOUT:
            return 0  # a late blowout: nobody runs or bunts
        mine = self._mine or self._load(g, side)
        b = g.bases
        r1, r2, r3 = b[1], b[2], b[3]
        outs = g.outs
        off = self._off
        dice = g.dice
        rand = dice.fast
        contact = False
        p1 = 0.0
        if r1 >= 0 and r2 < 0:
            p1 = mine.steal2[r1 - off]
            if p1 and outs < 2:
                contact = self._contact(g, side)
                if contact:
                    p = p1 * _HNR
                    if (rand() < p) if rand is not None else dice.chance(p, "manager: hit-and-run?"):
                        return PLAN_HIT_AND_RUN
        if outs < 2 and ((r1 >= 0 and r2 < 0) or (r2 >= 0 and r3 < 0)) and \
                g.score[side] - g.score[1 - side] > -BUNT_TRAILING:
            card: TBCard = g.cards[g.batter]
            if card.aba < _SLUGGER or (card.pitcher_chart and not g.sides[side].dh):
                p = mine.bunt[g.batter - off]
                if p:
                    if outs:
                        p *= _ONE_OUT
                    if (rand() < p) if rand is not None else dice.chance(p, "manager: bunt?"):
                        return PLAN_BUNT
        # steals, lead runner first: a runner goes when the base ahead is open or its runner goes (a double steal)
        going = 0
        if r3 >= 0 and outs == 2:
            card = g.cards[g.batter]
            if card.aba <= HOME_STEAL_ABA or (card.pitcher_chart and not g.sides[side].dh):
                p = mine.steal4[r3 - off]
                if p and ((rand() < p) if rand is not None else dice.chance(p, "manager: steal?")):
                    going = 8
        if r2 >= 0 and (r3 < 0 or going):
            p = _FOLLOW if going else mine.steal3[r2 - off]
            if p and ((rand() < p) if rand is not None else dice.chance(p, "manager: steal?")):
                going |= 4
        if r1 >= 0 and (r2 < 0 or going & 4):
            if going & 4:
                p = _FOLLOW
            else:
                p = p1 / (1 - p1 * _HNR) if contact else p1  # he was not sent on the hit-and-run
            if p and ((rand() < p) if rand is not None else dice.chance(p, "manager: steal?")):
                going |= 2
        return going

    def _planned(self, g: Game, side: int, fresh: bool = False) -> int:
        """The plan of this plate appearance, for the questions (made again at the first of them)."""
        at = (g.inning, g.half, g.outs, g.sides[side].up, g.batter)
        if fresh or at != self._plan_at:
            self._plan_at = at
            self._plan = self.plan(g, side)
        return self._plan

    def wants_hit_and_run(self, g: Game, side: int) -> bool:
        return self._planned(g, side, fresh=True) == PLAN_HIT_AND_RUN

    def wants_bunt(self, g: Game, side: int) -> bool:
        return self._planned(g, side) == PLAN_BUNT

    def wants_steal(self, g: Game, side: int, base: int, chance: float) -> bool:
        plan = self._planned(g, side)
        return plan > 0 and bool(plan >> base & 1)

    # --- defense ----------------------------------------------------------------------------------------------
    def wants_ibb(self, g: Game, side: int) -> bool:
        return self.call is not None and self._at == (g.inning, g.half, g.outs, g.sides[1 - side].up)

    def wants_pickoff(self, g: Game, side: int) -> int:
        return 0  # his throws come before the offense calls (``before_pa_defense``)

    def _walk(self, g: Game, side: int) -> bool:
        """Walk the batter (first open, a runner in scoring position): not in a lopsided game nor before a much better
        hitter on deck; as often per game as the team's pitchers did."""
        if abs(g.score[0] - g.score[1]) > IBB_MARGIN:
            return False
        o = g.sides[1 - side]
        due = o.order[o.up]
        nc: TBCard = g.cards[o.order[(o.up + 1) % len(o.order)]]
        if nc.aba >= g.cards[due].aba + ON_DECK_ABA and not (nc.pitcher_chart and not o.dh):
            return False  # the man on deck is much the better hitter
        mine = self._mine or self._load(g, side)
        theirs = self._theirs
        if theirs is None or not theirs.ibb_opps_per_g:
            return False
        p = mine.ibb_per_g / theirs.ibb_opps_per_g * theirs.ibb_drawn[due - self._their_off] * IBB_OUTS[g.outs] * \
            (IBB_LATE if g.inning >= IBB_LATE_INNING else IBB_EARLY)
        return p > 0 and g.dice.chance(p, "manager: intentional walk?")

    def _pickoff(self, g: Game, side: int, runner: int) -> bool:
        """Throw over to the runner on first (second open)? 1 in 36 to pick him off against 1 in 36 to give up a base
        is worth a throw at a base stealer, or at a runner who matters late in a close game."""
        if g.inning >= LATE and abs(g.score[0] - g.score[1]) <= 2:
            return True
        if self._theirs is None:
            self._load(g, side)
        theirs = self._theirs
        return theirs is not None and theirs.runner[runner - self._their_off] >= PICKOFF_THREAT

    def decide(self, g: Game, side: int, name: str, default: Any) -> Any:
        if name == "double-steal":
            return False  # his double steals come runner by runner (``wants_steal``)
        if name == "error-roll" or name == "double-play-roll":
            return True  # free for the side that may roll
        return default  # tag-up-N: from second and third, never from first
