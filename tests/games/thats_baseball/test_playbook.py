"""That's Baseball's playbook: the calls a person is offered in each state and what they do, and the default
manager's rates (the chain behind them, its calls in a short replay, its choices in a few states)."""

from __future__ import annotations

import dataclasses

import pytest

from dugout.engine.codes import B_CS, B_IBB, B_SB, B_SH
from dugout.engine.decisions import Choice
from dugout.engine.dice import Dice, LoadedDice
from dugout.engine.game import Game
from dugout.engine.manager import Manager
from dugout.engine.season import Season, balanced_schedule, rated
from dugout.games import make_rules
from dugout.games.thats_baseball import manager_rates as R
from dugout.games.thats_baseball.manager import WALK, TBManager
from dugout.games.thats_baseball.play import TAG_UP
from dugout.sources import lahman

from .conftest import Caller, make_game, pa, place, with_managers

_set = place


def _keys(calls: list[Choice]) -> list[str]:
    return [c.key for c in calls]


# --- what a person is offered ----------------------------------------------------------------------------------


@pytest.mark.parametrize("bases,keys", [
    ((), []),
    ((1,), ["s2", "b", "hnr"]),
    ((2,), ["s3", "b", "hnr"]),
    ((3,), ["s4", "hnr"]),
    ((1, 2), ["s3", "ds", "b", "hnr"]),
    ((1, 3), ["s2", "s4", "ds", "b", "hnr"]),
    ((2, 3), ["s4", "ds", "hnr"]),
    ((1, 2, 3), ["s4", "ds", "hnr"]),
])
def test_offense_calls_are_the_legal_ones(bases, keys):
    g = _set(make_game(), bases)
    calls = g.rules.offense_calls(g, 0)
    assert _keys(calls) == keys
    assert {c.kind for c in calls} <= set(g.rules.playbook)
    if "ds" in keys:
        assert ("triple" in calls[_keys(calls).index("ds")].label) == (len(bases) == 3)


def test_defense_calls_walk_any_time_and_throw_to_any_runner():
    g = _set(make_game(), ())
    assert _keys(g.rules.defense_calls(g, 1)) == ["ibb"]
    g = _set(g, (1, 3))
    calls = g.rules.defense_calls(g, 1)
    assert _keys(calls) == ["ibb", "pk1", "pk3"] and [c.arg for c in calls[1:]] == [1, 3]


def test_no_offense_call_once_the_defense_walks_the_batter():
    g = _set(make_game(), (2,))
    walker = TBManager()
    walker.call = WALK
    g.sides[1].manager = walker
    assert g.rules.offense_calls(g, 0) == []


def test_the_tag_up_questions_are_the_ones_the_play_asks():
    rules = make_rules("tb")
    assert set(TAG_UP[1:]) == set(rules.questions)


# --- what the calls do ------------------------------------------------------------------------------------------


def test_a_double_steal_sends_both_runners_lead_runner_first():
    g = with_managers(make_game(aba=27), offense=Caller(**{"double-steal": True}))
    g.narrate = True
    g = pa(g, [5, 2, 6], bases=(1, 2))  # second to third safe, first to second caught, then 27 + 6 = 33: K
    lead, trail = g.sides[0].order[6], g.sides[0].order[5]
    assert g.bases[3] == lead and g.bases[2] == -1 and g.bases[1] == -1
    assert g.bat[lead][B_SB] == 1 and g.bat[trail][B_CS] == 1 and g.outs == 2
    assert any("Double steal" in t for _, _, t in g.log)


def test_a_triple_steal_can_steal_home():
    g = with_managers(make_game(aba=27), offense=Caller(**{"double-steal": True}))
    g = pa(g, [4, 4, 4, 6], bases=(1, 2, 3))
    assert g.score[0] == 1 and g.bases[3] >= 0 and g.bases[2] >= 0 and g.bases[1] == -1


def test_no_tag_up_from_first_unless_asked():
    g = with_managers(make_game(aba=27), offense=Caller(**{"tag-up-1": False}))
    g = pa(g, [2], bases=(1,))  # 29: fly to left, the runner on first holds without a roll
    assert g.bases[1] >= 0 and g.outs == 1


def test_the_default_manager_throws_over_before_the_offense_calls():
    """A base stealer on first: the default manager throws before the menu, and a pickoff that ends the inning
    ends it before the batter's turn (he leads off the next inning)."""
    g = make_game(aba=27)
    g.sides[1].manager = m = TBManager()
    _set(g, (1,), outs=2)
    m.starting_lineup(g, 1, [])
    runner = g.bases[1] - g.sides[0].off
    m._theirs = dataclasses.replace(m._theirs, runner=tuple(3.0 if i == runner else 0.0 for i in range(60)))
    g.dice = LoadedDice([12])
    up = g.sides[0].up
    m.before_pa_defense(g, 1)
    assert g.outs == 3 and g.bases[1] == -1
    g.rules.plate_appearance(g)
    assert g.sides[0].up == up and g.dice.exhausted


def test_the_default_manager_never_sacrifices_with_a_slugger():
    g = _set(make_game(aba=31), (1,))
    g.sides[0].manager = m = TBManager()
    m.starting_lineup(g, 0, [])
    m._mine = dataclasses.replace(m._mine, bunt=(1.0,) * 60)
    assert not m.wants_bunt(g, 0)
    g = _set(make_game(aba=25), (1,))
    g.sides[0].manager = m = TBManager()
    m.starting_lineup(g, 0, [])
    m._mine = dataclasses.replace(m._mine, bunt=(1.0,) * 60)
    g.dice = LoadedDice([0.5])
    assert m.wants_bunt(g, 0)


def test_the_default_manager_never_walks_with_first_base_taken():
    g = _set(make_game(), (1, 2))
    g.sides[1].manager = m = TBManager()
    m.starting_lineup(g, 1, [])
    g.dice = LoadedDice([])  # no die may be rolled
    m.before_pa_defense(g, 1)
    assert m.call is None and not m.wants_ibb(g, 1)


# --- the rates behind the default manager -----------------------------------------------------------------------


def test_the_chain_counts_plate_appearances():
    # every batter strikes out: three plate appearances a half-inning, all with the bases empty
    v = R.visits((0, 0, 0, 0, 0, 0, 1.0, 0, 0))
    assert v[0][0] == v[1][0] == v[2][0] == pytest.approx(1.0) and sum(map(sum, v)) == pytest.approx(3.0)
    # a single, then three strikeouts: the runner stands on first for three of them
    dist = R.chart_outcomes(27, 0)
    assert sum(dist) == pytest.approx(1.0)
    assert dist[R._K] == pytest.approx(8 / 36)  # digest §5.4: ABA 27, PAN 0 strikes out 8 times in 36


def test_team_rates_of_a_real_team():
    rules = make_rules("tb")
    gt = rated(rules, lahman.import_team(1985, "NYA"))
    r = R.team_rates(gt, True, True)
    assert 38 < r.pa_per_g < 48 and 8 < r.steal_opps_per_g < 14
    names = [p.name for p in gt.team.players]
    rickey, mattingly = names.index("Rickey Henderson"), names.index("Don Mattingly")
    assert r.steal2[rickey] > 3 * r.steal2[mattingly] > 0
    assert r.bunt[mattingly] == 0  # ABA 32 swings away
    assert r.ibb_drawn[mattingly] > 1 > r.ibb_drawn[rickey]


def test_no_calls_from_a_team_that_made_none():
    rules = make_rules("tb")
    team = lahman.import_team(1985, "NYA")
    quiet = dataclasses.replace(team, players=tuple(
        dataclasses.replace(p, batting=dataclasses.replace(p.batting, sb=0, cs=0, sh=0)) if p.batting else p
        for p in team.players))
    r = R.team_rates(rated(rules, quiet), True, True)
    assert not any(r.steal2) and not any(r.steal3) and not any(r.bunt)


def test_a_short_replay_calls_at_the_real_rates():
    """Six 1985 AL teams, 25 games each: steal attempts, sacrifices and intentional walks per team game land
    near the real teams' (the fidelity report measures the whole league: 0.95, 0.90 and 0.94)."""
    rules = make_rules("tb")
    teams = lahman.import_league(1985, "AL")[:6]
    gts = [rated(rules, t) for t in teams]
    s = Season(rules, gts, 7)
    s.play_schedule(balanced_schedule(len(gts), 25))
    games = sum(ts.games for ts in s.teams)
    sim = {"att": 0, "sh": 0, "ibb": 0}
    for ts in s.teams:
        for line in ts.bat.values():
            sim["att"] += line[B_SB] + line[B_CS]
            sim["sh"] += line[B_SH]
            sim["ibb"] += line[B_IBB]
    real = {"att": 0.0, "sh": 0.0, "ibb": 0.0}
    for t in teams:
        g = t.record.g
        real["att"] += sum(p.batting.sb + p.batting.cs for p in t.players if p.batting) / g
        real["sh"] += sum(p.batting.sh for p in t.players if p.batting) / g
        real["ibb"] += sum(p.pitching.ibb for p in t.players if p.pitching) / g
    for k, lo, hi in (("att", 0.75, 1.25), ("sh", 0.6, 1.4), ("ibb", 0.5, 1.5)):
        ratio = sim[k] / games / (real[k] / len(teams))
        assert lo < ratio < hi, (k, ratio)


def test_only_a_manager_who_may_walk_with_the_bases_empty_is_asked():
    g = make_game()
    rules = g.rules
    assert Game(rules, g.sides[0].gt, g.sides[1].gt, Dice(0)).ext.ask_ibb == (False, False)  # the default manager
    asked = Game(rules, g.sides[0].gt, g.sides[1].gt, Dice(0), managers=(Caller(), Manager())).ext.ask_ibb
    assert asked == (True, False)
