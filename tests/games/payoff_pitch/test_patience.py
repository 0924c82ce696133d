"""The default Payoff Pitch manager uses pitchers as the team's real managers did: a patient team's starter works
past his innings per start and keeps pitching tired until he has allowed more runs, a Long reliever works his
real innings per relief appearance, and a 2016 team has no patience to spend."""

from __future__ import annotations

import math
from dataclasses import replace

from dugout.engine.codes import P_R
from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.season import rated
from dugout.games.payoff_pitch import manager as M
from dugout.games.payoff_pitch.ruleset import PayoffPitch
from dugout.sources import lahman


def _card(gt, name: str):  # type: ignore[no-untyped-def]
    return gt.cards[gt.names.index(name)]


def test_a_long_reliever_works_his_real_stint():
    rules = PayoffPitch()
    yankees, athletics = (rated(rules, t) for t in lahman.import_league(1927, "AL")[:2])
    assert M.relief_innings(_card(yankees, "Walter Beall")) == 1  # Short
    assert M.relief_innings(_card(yankees, "Joe Giard")) == 2  # Long, 1.7 innings a relief game
    assert M.relief_innings(_card(athletics, "Jing Johnson")) == 2  # 2.4
    # a swingman's relief games are taken at his team's relievers' innings per game (1.6), the rest are his starts'
    assert M.relief_innings(_card(yankees, "Myles Thomas")) == 2  # 9 starts at 7.7 innings
    assert M.relief_innings(_card(yankees, "Wilcy Moore")) == 3  # 2.8: 12 starts at 9 (6 complete)


def _tired_starter(runs: int, patience: bool) -> tuple[int, int]:
    """A 1927 starter in the 8th inning having allowed ``runs``: (the pitcher before, after the manager's look)."""
    rules = PayoffPitch()
    ga, gh = (rated(rules, t) for t in lahman.import_league(1927, "AL")[:2])
    if not patience:
        ga, gh = replace(ga, patience=0), replace(gh, patience=0)
    g = Game(rules, ga, gh, Dice(1))
    g.inning, g.half = 8, 0
    s = g.sides[1]
    g.pit[s.pitcher][P_R] = runs
    before = s.pitcher
    assert rules.pitcher_tired(g, 1) == (runs >= 3)
    s.manager.before_pa_defense(g, 1)
    return before, s.pitcher


def test_a_patient_manager_leaves_a_tired_starter_in():
    assert lahman.import_league(1927, "AL")[0].name == "New York Yankees"
    before, after = _tired_starter(3, patience=False)
    assert after != before  # the quick hook: tired is gone
    for runs in (3, 4, 5, 6):
        before, after = _tired_starter(runs, patience=True)
        assert after == before, runs  # patience 2: two runs more per level than tired him
    before, after = _tired_starter(7, patience=True)
    assert after != before


def test_a_starter_who_also_relieved_is_planned_by_his_card_innings_per_start():
    # the engine's start_outs gave a starter who also relieved his team's pure starters' average: the 1959 Giants'
    # one pure starter averaged two innings, so Antonelli (38 starts, 7.4 innings each, 2 relief games) was planned
    # out after two; the card's innings per start split his season between his starts and his relief games, and
    # so does the engine's since (roster._split)
    from dugout.engine.manager import AIManager

    rules = PayoffPitch()
    giants = next(t for t in lahman.import_league(1959, "NL") if t.id == "SFN")
    gt = rated(rules, giants)
    other = rated(rules, next(t for t in lahman.import_league(1959, "NL") if t.id != "SFN"))
    g = Game(rules, other, gt, Dice(0))
    s = g.sides[1]
    p = s.off + gt.names.index("Johnny Antonelli")
    assert AIManager.planned_start_outs(s.manager, g, 1, p) == 21  # the engine's plan
    card = g.cards[p].pit
    assert 7.0 <= card.ipgs <= 7.5
    assert s.manager.planned_start_outs(g, 1, p) == 21
    # a pitcher who never started has no plan
    q = s.off + gt.names.index("Stu Miller")  # 9 starts: planned too; a pure reliever: none
    assert s.manager.planned_start_outs(g, 1, q) > 0
    r = next(i for i, c in enumerate(gt.cards) if c.pit.start == 0 and c.is_pitcher)
    assert s.manager.planned_start_outs(g, 1, s.off + r) == 0


def test_a_tired_starter_stays_in_while_his_team_is_ahead_of_its_real_relief():
    # 1887 AA's managers made 0.05 relief appearances a team-game; taking a starter out at his patience's runs gave
    # 3.3 times that in replays. Now he leaves only while his team is at most two ahead of its real pace.
    from dugout.engine.manager import USAGE_KEY, usage_key

    rules = PayoffPitch()
    ga, gh = (rated(rules, t) for t in lahman.import_league(1887, "AA")[:2])
    assert gh.patience == 4 and gh.relief_pg is not None and gh.relief_pg < 0.1

    def look(relief_so_far: int) -> bool:
        g = Game(rules, ga, gh, Dice(1))
        g.carry[USAGE_KEY] = {usage_key(gh.team): {"games": 40, "pa": {}, "relief": relief_so_far, "ibb": 0}}
        g.inning, g.half = 6, 0
        s = g.sides[1]
        g.pit[s.pitcher][P_R] = 11  # past a patience of 4: three runs tired him, two more per level
        before = s.pitcher
        assert rules.pitcher_tired(g, 1)
        s.manager.before_pa_defense(g, 1)
        return s.pitcher != before

    due = gh.relief_pg * 41  # its real relief appearances a game times its 40 games and this one
    two_ahead = math.floor(due - M.TIRED_FROM_PACE)
    assert look(math.floor(due)) and look(two_ahead)  # on pace, or up to two ahead: the manager takes him out
    assert not look(two_ahead + 1)  # more than two ahead: he stays in, tired
