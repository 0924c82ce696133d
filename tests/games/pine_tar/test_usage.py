"""The AI manager's pitcher usage (issue 17): relievers by their real share of the team's relief work, pinch hitters
for spent relievers, and the league data's quality distribution weighted by real batters faced."""

from __future__ import annotations

import pytest

from dugout.engine.codes import P_OUTS
from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.manager import Manager
from dugout.games import make_rules
from dugout.games.pine_tar import ratings_leaguedata_build as B
from dugout.games.pine_tar import tables as T
from dugout.games.pine_tar.manager import PineTarManager, TeamPlan, relief_shares
from dugout.games.pine_tar.state import CARRY
from dugout.model.player import Player
from dugout.model.stats import PitchingLine
from dugout.model.team import Team

from .conftest import MAIN_RULES, _teams, set_card


def _game(*, dh: bool, away: PineTarManager | None = None) -> Game:
    rules = make_rules("pine-tar", dict(MAIN_RULES))
    a, h = _teams(rules)
    g = Game(rules, a, h, Dice(0), managers=(away or PineTarManager(), PineTarManager()), dh=dh, narrate=False)
    g.sides[0].line.append(0)
    return g


def test_relief_shares_take_a_swingmans_starts_off_and_leave_spot_starters_out():
    ace = Player(id="a", name="A", pitching=PitchingLine(g=30, gs=30, ipouts=600))
    swing = Player(id="s", name="S", pitching=PitchingLine(g=20, gs=5, ipouts=200))  # 100 outs in relief
    closer = Player(id="c", name="C", pitching=PitchingLine(g=50, gs=0, ipouts=150))
    spot = Player(id="t", name="T", pitching=PitchingLine(g=2, gs=2, ipouts=40))
    shares = relief_shares(Team(id="x", name="X", players=(ace, swing, closer, spot)))
    assert shares == pytest.approx((0.0, 0.4, 0.6, 0.0))
    assert relief_shares(Team(id="y", name="Y", players=(ace, spot))) == (0.0, 0.0)


def test_the_reliever_furthest_behind_his_real_share_comes_in():
    g = _game(dh=True)
    s = g.sides[1]
    x, y, z = [i for i, role in s.pen if role != "closer"][:3]
    for i in (x, y, z):
        set_card(g, i, role="R", mip_relief=1)
    set_card(g, z, role="S", mip_start=9)  # a spot starter: the longest MIP in relief, no real relief work
    ai = s.manager
    assert isinstance(ai, PineTarManager)
    share = [0.0] * len(s.gt.ids)
    share[x - s.off], share[y - s.off] = 0.6, 0.4
    ai.plan = TeamPlan(1.0, 1.0, 1.0, tuple(share))
    g.inning = 3
    ids = s.gt.ids
    work = g.carry.setdefault(CARRY, {}).setdefault("work", {}).setdefault(s.gt.team.id, {})
    assert ai.choose_reliever(g, 1) == x  # nobody has worked: the largest share
    work.update({ids[x - s.off]: 60, ids[y - s.off]: 10})
    assert ai.choose_reliever(g, 1) == y  # x has 86 % of the relief outs so far against a real 60 %
    work.update({ids[x - s.off]: 10, ids[y - s.off]: 60})
    assert ai.choose_reliever(g, 1) == x


def test_the_relief_work_is_kept_between_games():
    g = _game(dh=True)
    s = g.sides[1]
    new = s.pen[0][0]
    g.change_pitcher(1, new)
    g.pit[new][P_OUTS] = 4
    g.rules.after_game(g)
    assert g.carry[CARRY]["work"][s.gt.team.id] == {s.gt.ids[new - s.off]: 4}
    g.rules.after_game(g)
    assert g.carry[CARRY]["work"][s.gt.team.id] == {s.gt.ids[new - s.off]: 8}


def _pitcher_up(g: Game, reliever: bool) -> int:
    s = g.sides[0]
    slot = next(k for k, i in enumerate(s.order) if s.pos_of.get(i) == "P")
    s.up = slot
    if reliever:
        new = s.pen[0][0]
        g.change_pitcher(0, new)
        set_card(g, new, role="R", mip_relief=1)
        return new
    return s.order[slot]


def test_a_spent_reliever_is_pinch_hit_for_from_the_fifth():
    g = _game(dh=False)
    new = _pitcher_up(g, reliever=True)
    s = g.sides[0]
    g.ext.innings[new] = 1  # his one relief inning pitched: the rules take him out before the next one
    g.inning = 4
    s.manager.before_pa_offense(g, 0)
    assert s.order[s.up] == new  # not before the 5th
    g.inning = 5
    s.manager.before_pa_offense(g, 0)
    assert s.order[s.up] != new and s.pos_of[s.order[s.up]] == "PH"


def test_a_reliever_with_work_left_bats():
    g = _game(dh=False)
    new = _pitcher_up(g, reliever=True)
    s = g.sides[0]
    set_card(g, new, mip_relief=3)
    g.ext.innings[new] = 1
    s.gt.relief_outs[new - s.off] = 9  # a three-inning man who has recorded no out yet
    g.inning = 6
    s.manager.before_pa_offense(g, 0)
    assert s.order[s.up] == new


def test_a_starter_with_his_real_outs_worked_is_pinch_hit_for_from_the_sixth():
    g = _game(dh=False)
    starter = _pitcher_up(g, reliever=False)
    s = g.sides[0]
    g.pit[starter][P_OUTS] = s.gt.start_outs[starter - s.off]
    g.inning = 5
    s.manager.before_pa_offense(g, 0)
    assert s.order[s.up] == starter
    g.inning = 6
    s.manager.before_pa_offense(g, 0)
    assert s.pos_of[s.order[s.up]] == "PH"


def test_a_plain_manager_is_unchanged():
    assert Manager.offense_from_inning == 1 and PineTarManager.offense_from_inning == 5


def test_league_quality_is_weighted_by_real_batters_faced():
    ace = Player(id="a", name="A", throws="R", pitching=PitchingLine(g=40, gs=40, ipouts=1000, bfp=1300))
    fifth = Player(id="f", name="F", throws="R", pitching=PitchingLine(g=10, gs=10, ipouts=150, bfp=200))
    pen = Player(id="p", name="P", throws="R", pitching=PitchingLine(g=30, gs=0, ipouts=90, bfp=120))
    team = Team(id="x", name="X", players=[ace, fifth, pen], rotation=["a", "f"])
    quality = {"a": -0.02, "f": 0.03, "p": 0.01}
    start, relief = B._usage([team], None, lambda pl, hand, lg: quality[next(  # type: ignore[arg-type]
        p.id for p in team.players if p.pitching is pl)])
    # the ace faces his real 1300 batters as a starter, not half of the rotation's 1500
    assert sorted(start) == [(-0.02, 1300.0), (0.03, 200.0)]
    assert relief == [(0.01, 120.0)]


def _pitcher_on_first(g: Game) -> int:
    """The side-0 starter on first in a tied 9th, a regular due up and a bench behind him."""
    s = g.sides[0]
    s.up = next(k for k, i in enumerate(s.order) if s.pos_of.get(i) not in ("P", None))
    g.inning = 9
    g.bases[1] = s.pitcher
    set_card(g, s.pitcher, br=T.SLOW)
    set_card(g, s.bench[0], br=T.FAST)
    return s.pitcher


class _Paced(PineTarManager):
    """The default manager with the relief pace the test sets (``may_relieve``; a compiled manager's methods are
    overridden in a subclass, not replaced on the instance)."""

    def __init__(self, within_pace: bool) -> None:
        super().__init__()
        self.within_pace = within_pace
        self.asked: list[float] = []

    def may_relieve(self, g: Game, side: int, behind: float = 0.5) -> bool:
        self.asked.append(behind)
        return self.within_pace


@pytest.mark.parametrize("within_pace", [True, False])
def test_a_pitcher_on_base_is_run_for_only_within_the_relief_pace(within_pace):
    # the pinch runner costs his team a relief appearance: 1888 NL's replays made 0.051 of them a team-game against
    # 0.037 real relief appearances of every kind
    manager = _Paced(within_pace)
    g = _game(dh=False, away=manager)
    s = g.sides[0]
    pitcher = _pitcher_on_first(g)
    asked = manager.asked
    s.manager.before_pa_offense(g, 0)
    assert asked and asked[-1] == -2.0  # as for a pinch hitter: up to two ahead of the real pace
    assert (g.bases[1] != pitcher) == within_pace
    assert (pitcher in s.removed) == within_pace


def test_a_pitcher_the_rules_take_out_is_run_for_whatever_the_pace():
    g = _game(dh=False, away=_Paced(False))
    s = g.sides[0]
    new = _pitcher_up(g, reliever=True)
    g.ext.innings[new] = 1  # at his relief MIP: he leaves before the next inning anyway
    s.up = (s.up + 1) % len(s.order)
    g.inning = 9
    g.bases[1] = new
    set_card(g, new, br=T.SLOW)
    set_card(g, s.bench[0], br=T.FAST)
    s.manager.before_pa_offense(g, 0)
    assert g.bases[1] != new


def test_a_position_player_who_started_as_a_pitcher_is_rated_a_starter():
    # 1887 Bob Caruthers played more games in the outfield than on the mound, but started 39 and finished all 39:
    # rated as a reliever, his starting MIP was 1 and the replays took him out after an inning
    from dugout.engine.season import rated
    from dugout.games.pine_tar.ratings_pitching import role
    from dugout.sources import lahman

    browns = next(t for t in lahman.import_league(1887, "AA") if any(p.name == "Bob Caruthers" for p in t.players))
    bob = next(p for p in browns.players if p.name == "Bob Caruthers")
    assert not bob.is_pitcher and bob.pitching is not None and bob.pitching.gs == 39
    assert role(bob.pitching, 1887, is_pitcher=False) == "S"
    assert role(PitchingLine(g=2, ipouts=6), 1887, is_pitcher=False) == "R"  # relief only: a position player's arm
    gt = rated(make_rules("pine-tar"), browns)
    card = gt.cards[gt.names.index("Bob Caruthers")]
    assert card.mip_as_starter == 9
