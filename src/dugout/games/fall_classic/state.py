"""Per-game Fall Classic state and the pitcher's grade: bullpen session, grade D, shutouts, fatigue.

A pitcher's grade is kept per control area (hits, walks, strikeouts) so rain and the League Offense
adjustment can move one area; grade D is hits and walks at D with the strikeout area unchanged (gap 13).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dugout.engine.codes import P_BF, P_R
from dugout.games.fall_classic import tables as T
from dugout.games.fall_classic.cards import FCCard
from dugout.games.fall_classic.codes import GRADES

if TYPE_CHECKING:
    from dugout.engine.game import Game

GD = 3


class FCState:
    """Everything a game of Fall Classic remembers beyond the engine's state (indexed by fielding side)."""

    __slots__ = (
        "armed",
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
        self.pflat: list[tuple[int, ...]] = [(), ()]
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
        self.tracker: object = None
        """The play-by-play result tracker (only when narrating; see ``narration``)."""
        self.pcard: list[FCCard | None] = [None, None]
        self.offense = [0, 0]


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
    st.pflat[side] = card.pitcher_flat(gh, gw, gk)
    st.kd[side] = pc.kd[gk]
    hr = T.GRADE_D_HR if gh == GD else pc.hr[gh]
    st.hrg[side] = hr
    st.nmods[side] = (pc.nh, pc.nw, min(0, hr))


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
