"""A person's calls in Deadball and the AI's use of them: the menus offer only what the rules allow in the state,
the intentional walk awards first base, the hit-and-run house rule does what docs/rules/deadball.md says, and the
default manager uses the whole playbook at the real teams' rates."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from dugout.engine.codes import B_2B, B_3B, B_BB, B_CS, B_H, B_HBP, B_HR, B_IBB, B_SB, B_SH, P_IBB
from dugout.engine.dice import Dice, LoadedDice
from dugout.engine.game import Game
from dugout.engine.season import Season, balanced_schedule, rated
from dugout.games.deadball import Deadball
from dugout.games.deadball import tables as T
from dugout.games.deadball.manager import STEAL_HOME_BT, DeadballManager
from dugout.sources import lahman

from .conftest import Script

QUIET = {"pitcher-trait-mss-bonus": False, "catcher-pd-bonus": False, "walk-target": False, "five-tool": False,
         "park-factors": False, "fatigue": "off"}


def sw(n: int) -> int:
    return n + 1


class Caller(Script):
    """A scripted manager that also walks batters intentionally and calls the hit-and-run."""

    def __init__(self, ibb: bool = False, hnr: bool = False, **kw: Any) -> None:
        super().__init__(**kw)
        self.ibb = ibb
        self.hnr = hnr
        self.asked: list[str] = []

    def wants_ibb(self, g: Game, side: int) -> bool:
        self.asked.append("ibb")
        return self.ibb

    def wants_hit_and_run(self, g: Game, side: int) -> bool:
        self.asked.append("hit-and-run")
        return self.hnr


@pytest.fixture()
def play(kit, make_team):  # type: ignore[no-untyped-def]
    def run(rolls, *, away=None, opts=None, state=None, off=None, dfn=None):  # type: ignore[no-untyped-def]
        rules = kit.rules(**(QUIET | (opts or {})))
        g = kit.game(rules, make_team("A", away), make_team("H"), rolls, managers=(off or Caller(), dfn or Caller()))
        kit.set_state(g, **({"half": 0} | (state or {})))
        kit.pa(g)
        assert g.dice.exhausted, "unused loaded dice"
        return g

    return run


# --- the intentional walk (baseball's rule: no dice) ------------------------------------------------------------
def test_intentional_walk_awards_first_base(play, kit):
    g = play([], state={"up": 4, "bases": {2: 0}}, dfn=Caller(ibb=True))
    assert kit.on(g) == ["A SS", "A C", None] and g.outs == 0
    line = g.bat[g.sides[0].order[4]]
    assert line[B_IBB] == 1 and g.pit[g.sides[1].pitcher][P_IBB] == 1
    g = play([], state={"up": 4, "bases": {1: 0, 2: 1, 3: 2}}, dfn=Caller(ibb=True))
    assert g.score[0] == 1 and kit.on(g) == ["A SS", "A C", "A 1B"]


def test_intentional_walk_is_told(kit, make_team):
    rules = kit.rules(**QUIET)
    g = kit.game(rules, make_team("A"), make_team("H"), [], managers=(Caller(), Caller(ibb=True)))
    g.narrate = True
    kit.set_state(g, up=4)
    kit.pa(g)
    assert any("walked intentionally" in t for _i, _h, t in g.log)


# --- the hit-and-run (house rule) -----------------------------------------------------------------------------
def test_hit_and_run_is_a_house_rule_off_by_default():
    spec = next(o for o in Deadball.option_specs() if o.name == "hit-and-run")
    assert spec.house and spec.default is False
    assert "hit-and-run" in Deadball.playbook


def test_no_hit_and_run_without_the_house_rule(play, kit):
    # a grounder to second with a runner on first: the book's fielder's choice, the call never asked
    off = Caller(hnr=True)
    g = play([sw(33), 1], state={"up": 4, "bases": {1: 0}}, off=off)
    assert kit.on(g) == ["A SS", None, None] and g.outs == 1 and "hit-and-run" not in off.asked


def test_hit_and_run_single_takes_the_runner_to_third(play, kit):
    g = play([sw(10), 1, 1], opts={"hit-and-run": True}, state={"up": 4, "bases": {1: 0}}, off=Caller(hnr=True))
    assert kit.on(g) == ["A SS", None, "A C"]
    g = play([sw(10), 1, 1], state={"up": 4, "bases": {1: 0}})
    assert kit.on(g) == ["A SS", "A C", None]


def test_hit_and_run_grounder_cannot_be_doubled_up(play, kit):
    g = play([sw(33), 1], opts={"hit-and-run": True}, state={"up": 4, "bases": {1: 0}}, off=Caller(hnr=True))
    assert kit.on(g) == [None, "A C", None] and g.outs == 1
    g = play([sw(73), 1], opts={"hit-and-run": True}, state={"up": 4, "bases": {1: 0}}, off=Caller(hnr=True))
    assert kit.on(g) == [None, "A C", None] and g.outs == 1  # 74: a double-play ball, but the runner was gone


@pytest.mark.parametrize(("roll", "safe"), [(4, True), (3, False)])
def test_hit_and_run_strikeout_leaves_the_runner_stealing(play, kit, roll, safe):
    g = play([sw(60), 1, roll], opts={"hit-and-run": True}, state={"up": 4, "bases": {1: 0}}, off=Caller(hnr=True))
    runner = g.bat[g.sides[0].order[0]]
    assert (runner[B_SB], runner[B_CS]) == ((1, 0) if safe else (0, 1))
    assert g.outs == (1 if safe else 2)


# --- the menus ------------------------------------------------------------------------------------------------------
def _menu_game(kit, make_team, opts=None, away=None, **state):  # type: ignore[no-untyped-def]
    rules = kit.rules(**(opts or {}))
    g = kit.game(rules, make_team("A", away), make_team("H"), [])
    kit.set_state(g, **state)
    return rules, g


def _keys(calls):  # type: ignore[no-untyped-def]
    return [c.key for c in calls]


def test_offense_calls_follow_the_state(kit, make_team):
    rules, g = _menu_game(kit, make_team, up=4, bases={1: 0})
    assert _keys(rules.offense_calls(g, 0)) == ["s2", "b"]
    rules, g = _menu_game(kit, make_team, {"hit-and-run": True}, up=4, bases={1: 0, 2: 1}, outs=2)
    assert _keys(rules.offense_calls(g, 0)) == ["s3", "ds"]
    rules, g = _menu_game(kit, make_team, {"hit-and-run": True}, away={"C": {"traits": ("S+",)}, "SS": {"traits":
                          ("S+",)}}, up=4, bases={1: 1, 3: 0})
    assert _keys(rules.offense_calls(g, 0)) == ["s4", "s2", "b", "hnr", "bh"]
    rules, g = _menu_game(kit, make_team, up=4)
    assert rules.offense_calls(g, 0) == []


def test_defense_calls_follow_the_state(kit, make_team):
    rules, g = _menu_game(kit, make_team, away={"C": {"traits": ("S+",)}}, up=4, bases={1: 0, 3: 1})
    calls = rules.defense_calls(g, 1)
    assert _keys(calls) == ["ibb", "pk1", "in", "nd", "norm"]
    assert all(c.standing for c in calls if c.kind == "align")
    rules, g = _menu_game(kit, make_team, away={"SS": {"hand": "L", "traits": ("P+",)}}, up=4)
    assert _keys(rules.defense_calls(g, 1)) == ["ibb", "nd", "shift", "norm"]
    rules, g = _menu_game(kit, make_team, {"infield-in": False, "no-doubles": False, "infield-shift": False},
                          up=4, bases={3: 0})
    assert _keys(rules.defense_calls(g, 1)) == ["ibb"]


def test_a_shifted_batter_may_bunt_against_the_shift(kit, make_team):
    rules, g = _menu_game(kit, make_team, away={"SS": {"hand": "L", "traits": ("P+",)}}, up=4)
    g.sides[1].manager = Script(align="shift")
    assert [(c.key, c.kind, c.arg) for c in rules.offense_calls(g, 0)] == [("bs", "bunt-for-hit", "shift")]


# --- the default manager ------------------------------------------------------------------------------------------------
def test_the_ai_never_sacrifices_a_slugger(kit, make_team):
    rules = kit.rules()
    g = kit.game(rules, make_team("A"), make_team("H"), [], managers=(DeadballManager(), DeadballManager()))
    kit.set_state(g, up=4, bases={1: 0})
    idx = g.batter
    g.cards[idx] = replace(g.cards[idx], sac_rate=1.0, traits=T.P2)
    assert not DeadballManager().wants_bunt(g, 0)  # no dice rolled
    g.cards[idx] = replace(g.cards[idx], sac_rate=1.0, traits=0)
    g.dice = LoadedDice([0])
    assert DeadballManager().wants_bunt(g, 0)


def test_the_ai_steals_home_only_where_it_beats_the_batter(kit, make_team):
    rules = kit.rules()
    g = kit.game(rules, make_team("A"), make_team("H"), [])
    kit.set_state(g, up=8, outs=2, bases={3: 0})
    m = DeadballManager()
    assert g.cards[g.batter].bt <= STEAL_HOME_BT and m.wants_steal(g, 0, 3, 1 / 8)
    kit.set_state(g, up=4, outs=2, bases={3: 0})
    assert not m.wants_steal(g, 0, 3, 1 / 8)
    kit.set_state(g, up=8, outs=1, bases={3: 0})
    assert not m.wants_steal(g, 0, 3, 1 / 8)


def test_the_ai_follows_the_real_rates_on_a_small_replay():
    """1985 AL, ten games a team: intentional walks and sacrifices per team game near the real ones, steal
    attempts near what the players' real attempts per time on first call for in the times Deadball puts them on
    first (the Hit Table gives fewer singles than 1985 did: docs/rules/deadball.md)."""
    rules = Deadball()
    teams = lahman.import_league(1985, "AL")
    gts = [rated(rules, t) for t in teams]
    s = Season(rules, gts, "calls")
    s.play_schedule(balanced_schedule(len(gts), 10))
    sim_games = sum(ts.games for ts in s.teams)
    ibb = sh = att = called = 0.0
    for ts in s.teams:
        players = {p.id: p for p in ts.gt.team.players}
        for i, line in ts.bat.items():
            ibb += line[B_IBB]
            sh += line[B_SH]
            att += line[B_SB] + line[B_CS]
            b = players[ts.gt.ids[i]].batting
            if b is not None and b.singles + b.bb + b.hbp:
                on_first = line[B_H] - line[B_2B] - line[B_3B] - line[B_HR] + line[B_BB] + line[B_HBP]
                called += (b.sb + b.cs) / (b.singles + b.bb + b.hbp) * on_first
    real_games = sum(t.record.g for t in teams if t.record)
    real = [sum(getattr(p.batting, k) for t in teams for p in t.players if p.batting) / real_games
            for k in ("ibb", "sh")]
    assert 0.6 <= ibb / sim_games / real[0] <= 1.4
    assert 0.6 <= sh / sim_games / real[1] <= 1.4
    assert 0.75 <= att / called <= 1.25


def test_the_ai_uses_the_whole_playbook():
    """With the house rule on, in a hundred games between two fast 1985 teams the default manager steals second,
    third and home, sacrifices, bunts for hits, walks batters intentionally and calls hit-and-runs."""
    rules = Deadball({"hit-and-run": True})
    ga, gh = (rated(rules, lahman.import_team(1985, t)) for t in ("KCA", "TOR"))
    said: set[str] = set()
    for seed in range(100):
        g = Game(rules, ga, gh, Dice(seed), narrate=True).play()
        text = "\n".join(t for _i, _h, t in g.log)
        for words in ("steals for second", "steals for third", "walked intentionally", "hit-and-run is on",
                      "sacrifice", "bunts for a hit", "steals for home"):
            if words in text:
                said.add(words)
    assert said >= {"steals for second", "steals for third", "walked intentionally", "hit-and-run is on",
                     "sacrifice"}


# --- the Five Tool pitch (rulebook p.58: the pitcher chooses) ---------------------------------------------------------
def _stars_game(opts=None, managers=(None, None)):  # type: ignore[no-untyped-def]
    from dugout.games.deadball.generate.bundled import deadball_stars

    rules = Deadball(opts or {})
    away, home = deadball_stars()
    return Game(rules, rated(rules, away), rated(rules, home), Dice(3), managers=managers, narrate=True)


def test_the_defense_is_offered_the_five_tool_pitch():
    g = _stars_game()
    rules = g.rules
    calls = {c.key: c for c in rules.defense_calls(g, 1) if c.kind == "five-tool-pitch"}
    assert list(calls) == ["fb", "ch", "bb"] and [c.arg for c in calls.values()] == [0, 1, 2]
    assert sum("the best" in c.label for c in calls.values()) == 1
    assert not any(c.kind == "five-tool-pitch" for c in _stars_game({"five-tool-pitch": "roll"}).rules
                   .defense_calls(g, 1))
    assert "five-tool-pitch" in rules.playbook_rare and "five-tool-pitch" not in rules.playbook


def test_a_person_throws_the_pitch_he_calls():
    """Managing the home Stars, a person calls the change up whenever it is offered: every Five Tool at bat against
    his pitcher is a change up (the default manager throws each batter his best pitch), and the game asks each call."""
    from dugout.engine.decisions import HumanManager, Seat

    def person(prompt: str) -> str:
        if "[1-" in prompt:
            return "1"
        return "ch" if prompt.startswith("defense") and " ch " in prompt else ""

    rules = Deadball()
    human = HumanManager(rules.make_manager(1), Seat(person, lambda line: None), 1)
    g = _stars_game(managers=(None, human)).play()
    human._settle()
    ft_lines = [t for _i, _h, t in g.log if " MSS " in t and any(f"({p})" in t for p in T.PITCH_NAMES)]
    mine = [t for t in ft_lines if "Perkins" in t]
    assert human.made.get("five-tool-pitch", 0) >= 10 and not human.missed
    assert mine and all("(CH)" in t for t in mine)
    theirs = {p for t in ft_lines if "Parker" in t for p in T.PITCH_NAMES if f"({p})" in t}
    assert len(theirs) >= 2, "the AI picks the best pitch, batter by batter"
