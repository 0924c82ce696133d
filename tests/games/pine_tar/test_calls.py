"""A manager's calls in Pine Tar: the intentional walk, the menus a person is offered in each state, the questions
put to him, the fatigue rules on a person's pitchers, and the AI's playbook at the team's real rates."""

from __future__ import annotations

import dataclasses

import pytest

from dugout.engine.codes import B_IBB, B_SH
from dugout.engine.decisions import Choice, HumanManager, Seat
from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.manager import Manager
from dugout.engine.season import rated
from dugout.games import make_rules
from dugout.games.pine_tar import tables as T
from dugout.games.pine_tar.manager import PineTarManager, team_plan
from dugout.games.pine_tar.ratings_tactics import bunt_success
from dugout.sources import lahman


def keys(g: Game, side: int = 0) -> set[str]:
    return {c.key for c in g.rules.offense_calls(g, side)}


# --- the intentional walk (gap G21: first base simply awarded) ----------------------------------------------------


def test_the_intentional_walk_awards_first_base_without_a_roll(kit):
    g = kit.game()
    kit.setup(g, bases=(2,))
    on_second = g.bases[2]
    g.sides[1].manager = kit.Caller(ibb=True)
    kit.play(g, [])
    assert g.bases[1] == g.batter and g.bases[2] == on_second and g.outs == 0
    assert g.bat[g.batter][B_IBB] == 1
    assert "walked intentionally" in g.log[-1][2]


def test_an_intentional_walk_with_the_bases_loaded_forces_in_a_run(kit):
    g = kit.game()
    kit.setup(g, bases=(1, 2, 3))
    g.sides[1].manager = kit.Caller(ibb=True)
    kit.play(g, [])
    assert g.score[0] == 1 and all(b >= 0 for b in g.bases[1:])


def test_the_last_hit_and_run_of_the_game_still_runs(kit):
    g = kit.game({"hit-and-run": True})
    kit.setup(g, col=kit.column((0, 14, T.SO), (15, 19, T.DOUBLE)), bases=(1,))
    g.ext.hit_runs[0] = 1
    g.sides[0].manager = kit.Caller(hit_and_run=True)
    kit.play(g, [kit.r(12)])  # reads 17: a double, the runner on the move scores
    assert g.ext.hit_runs[0] == 0 and g.score[0] == 1
    assert "The hit-and-run is on" in " ".join(t for _, _, t in g.log)


# --- the menus --------------------------------------------------------------------------------------------------


def test_the_defense_may_always_walk_the_batter(kit):
    g = kit.game()
    kit.setup(g)
    assert [c.kind for c in g.rules.defense_calls(g, 1)] == ["ibb"]


@pytest.mark.parametrize("bases,outs,want", [
    ((), 0, set()),
    ((1,), 0, {"b", "hnr", "s2"}),
    ((2,), 1, {"b", "s3"}),
    ((1, 2), 0, {"b", "hnr", "s3"}),
    ((3,), 0, {"sq"}),
    ((1, 3), 1, {"sq", "hnr", "s2"}),
    ((1, 2, 3), 0, {"sq"}),
    ((1,), 2, {"s2"}),
    ((3,), 2, set()),
])
def test_the_offense_is_offered_exactly_the_legal_calls(kit, bases, outs, want):
    g = kit.game({"steals": True, "hit-and-run": True})
    kit.setup(g, bases=bases, outs=outs)
    for b in bases:
        kit.set_card(g, g.bases[b], sbo="A")
    assert keys(g) == want


def test_the_book_limits_close_the_menu(kit):
    g = kit.game({"steals": True, "hit-and-run": True})
    kit.setup(g, bases=(1,))
    kit.set_card(g, g.batter, shc=-1)  # SHC N: never bunts
    kit.set_card(g, g.bases[1], sbo="N")  # never runs, and no hit-and-run for him
    assert keys(g) == set()
    kit.set_card(g, g.bases[1], sbo="C")  # C runners steal from the 6th
    assert keys(g) == {"hnr"}
    g.inning = 6
    assert keys(g) == {"hnr", "s2"}
    g.ext.points[0] = 1  # a C runner costs 2 of the team's steal points
    g.ext.hit_runs[0] = 0  # two hit-and-runs a game
    assert keys(g) == set()


def test_e_runners_run_only_in_the_games_the_die_gives_them(kit):
    g = kit.game({"steals": True})
    kit.setup(g, bases=(1,))
    kit.set_card(g, g.batter, shc=-1)
    kit.set_card(g, g.bases[1], sbo="E")
    g.inning = 8
    g.ext.e_game[0] = False
    assert keys(g) == set()
    g.ext.e_game[0] = True
    assert keys(g) == {"s2"}


def test_no_offense_call_once_the_batter_is_being_walked(kit):
    g = kit.game({"steals": True})
    kit.setup(g, bases=(1,))
    human = HumanManager(Manager(), Seat(lambda p: None, lambda line: None), 1)
    g.sides[1].manager = human
    assert keys(g)
    human.call = Choice("ibb", "walk him", "ibb")
    assert keys(g) == set()
    ai = PineTarManager()
    g.sides[1].manager = ai
    ai.ibb_for = g.batter
    assert keys(g) == set()


def test_the_scoreboard_shows_grades_fatigue_and_the_teams_resources(kit):
    g = kit.game({"steals": True})
    kit.setup(g, bases=(1,))
    lines = g.rules.situation(g)
    assert "grade" in lines[0] and "MIP" in lines[0]
    assert "SHC" in lines[1] and "steal points left" in lines[1] and "hit-and-runs left" in lines[1]
    card = g.cards[g.bases[1]]
    assert g.rules.speed_label(card) == f"BR {card.speed}, SBC {card.sbc}, SBO {card.sbo}"


# --- the questions a person answers -------------------------------------------------------------------------------


@pytest.mark.parametrize("answer,scores", [("y", True), ("n", False)])
def test_a_person_decides_whether_the_runner_tags_up(kit, answer, scores):
    g = kit.game()
    kit.setup(g, col=kit.column((70, 79, T.FO_RF)), bases=(3,))
    asked: list[str] = []

    def read(prompt: str) -> str:
        asked.append(prompt)
        return answer

    g.sides[0].manager = HumanManager(Manager(), Seat(read, lambda line: None), 0)
    kit.play(g, [kit.r(75)] + ([kit.r(40)] if scores else []))
    assert len(asked) == 1 and asked[0].startswith(g.rules.questions["tag"])
    assert (g.score[0] == 1) == scores


# --- the fatigue rules on a person's pitchers ------------------------------------------------------------------------


def test_a_spent_starter_left_in_by_a_person_is_taken_out(kit):
    g = kit.game()
    kit.setup(g, col=kit.column((0, 96, T.SO)))
    starter = g.sides[1].pitcher
    kit.set_card(g, starter, mip_start=6, role="S")
    g.ext.innings[starter] = 8  # the 8th inning begun after six and the bonus inning
    g.ext.bonus.add(starter)
    g.ext.half_pas = 0
    kit.play(g, [kit.r(50)])
    assert g.sides[1].pitcher != starter
    assert any("is spent" in t for _, _, t in g.log)


def test_the_ai_follows_the_fatigue_rules_itself():
    rules = make_rules("pine-tar")
    ctx = lahman.league_context(2016, "NL")
    from dugout.generate.synthetic import random_team

    a, h = rated(rules, random_team(1, ctx)), rated(rules, random_team(2, ctx))
    g = Game(rules, a, h, Dice(3))
    assert g.ext.enforce == (False, False)
    g = Game(rules, a, h, Dice(3), managers=(Manager(), None))
    assert g.ext.enforce == (True, False)


# --- the AI's playbook ------------------------------------------------------------------------------------------------


def test_bunt_success_counts_what_is_scored_a_sacrifice():
    # SHC 70: rolls 0-69 less the seven doubled ones, and the ROE-3 on 70
    assert bunt_success(70) == pytest.approx(0.64)
    assert bunt_success(0) == 0.0


def test_cards_carry_the_season_s_sacrifices_and_intentional_walks():
    cards = make_rules("pine-tar").rate_team(lahman.import_team(2016, "CHN"))
    rizzo = cards["rizzoan01"]  # 12 intentional walks, no sacrifice
    lester = cards["lestejo01"]  # a pitcher who bunts
    assert rizzo.ibb_chance > 0.1 and rizzo.sh_chance < 0.02
    assert lester.sh_chance > 10 * rizzo.sh_chance and lester.ibb_chance == 0.0


def test_the_ai_never_sacrifices_with_a_slugger_and_bunts_with_pitchers():
    rules = make_rules("pine-tar")
    cubs = rated(rules, lahman.import_team(2016, "CHN"))
    cle = rated(rules, lahman.import_team(2016, "CLE"))
    g = Game(rules, cubs, cle, Dice(1))
    g.inning = 8
    off = g.sides[0]
    g.bases[1] = off.order[(off.up + 5) % 9]
    plan = team_plan(cubs)
    ai = PineTarManager()
    sluggers = [i for i in off.order if not g.cards[i].is_pitcher and g.cards[i].value >= plan.slugger]
    assert sluggers
    for i in sluggers:
        g.batter = i
        assert not any(ai.wants_bunt(g, 0) for _ in range(50))
    g.batter = next(off.off + k for k, c in enumerate(cubs.cards) if c.is_pitcher and c.sh_chance > 0.3)
    assert sum(ai.wants_bunt(g, 0) for _ in range(100)) > 40


def test_the_ai_walks_a_man_on_purpose_only_with_first_base_open():
    rules = make_rules("pine-tar")
    cubs = rated(rules, lahman.import_team(2016, "CHN"))
    cle = rated(rules, lahman.import_team(2016, "CLE"))
    g = Game(rules, cubs, cle, Dice(2))
    g.inning, g.outs = 9, 2
    off = g.sides[0]
    best = max(range(9), key=lambda k: g.cards[off.order[k]].ibb_chance)
    off.up = best
    star = off.order[best]
    g.cards[off.order[(best + 1) % 9]] = dataclasses.replace(g.cards[off.order[(best + 1) % 9]], value=-1.0)
    ai = PineTarManager()
    g.bases[2] = off.order[(best + 4) % 9]
    walked = 0
    for _ in range(200):
        ai.before_pa_defense(g, 1)
        walked += ai.ibb_for == star
    assert walked > 20
    g.bases[1] = off.order[(best + 5) % 9]
    for _ in range(50):
        ai.before_pa_defense(g, 1)
        assert ai.ibb_for == -1


def test_a_short_replay_sacrifices_and_walks_at_about_the_real_rates():
    """Two 1985 AL teams, 200 games: sacrifices and intentional walks per team game against the two teams' real
    seasons (wide bounds: a short replay of two teams; 400 games give sacrifices at 0.75 of the real rate)."""
    rules = make_rules("pine-tar")
    teams = [lahman.import_team(1985, t) for t in ("BAL", "TOR")]
    ga, gh = (rated(rules, t) for t in teams)
    sh = ibb = 0
    n = 200
    for seed in range(n):
        g = Game(rules, ga, gh, Dice(seed)).play() if seed % 2 else Game(rules, gh, ga, Dice(seed)).play()
        sh += sum(line[B_SH] for line in g.bat if line)
        ibb += sum(line[B_IBB] for line in g.bat if line)
    real_games = sum(t.record.g for t in teams)
    real_sh = sum(p.batting.sh for t in teams for p in t.players if p.batting) / real_games
    real_ibb = sum(p.batting.ibb for t in teams for p in t.players if p.batting) / real_games
    assert 0.6 < (sh / (2 * n)) / real_sh < 1.5
    assert 0.6 < (ibb / (2 * n)) / real_ibb < 1.5
