"""The extra-innings runner (MLB's regular seasons from 2020): every half-inning after the ninth starts with the
batter before its leadoff man on second, his run unearned; not before 2020, not in the postseason, and the
``extra-runner`` option turns it on or off for any season."""

from __future__ import annotations

import pytest

from dugout.engine.codes import P_ER, P_R
from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.lineups import EXTRA_RUNNER_FROM
from dugout.engine.season import rated
from dugout.games import RULESETS, make_rules
from dugout.sources import lahman

MARK = "(the extra-innings runner)"


def _extra_games(game: str, season: int, away: str, home: str, n: int, options: dict[str, str] | None = None,
                 postseason: bool = False):  # type: ignore[no-untyped-def]
    rules = make_rules(game, options)
    ga = rated(rules, lahman.import_team(season, away))
    gh = rated(rules, lahman.import_team(season, home))
    for seed in range(n):
        g = Game(rules, ga, gh, Dice(seed, record=True), narrate=True, postseason=postseason).play()
        g.check_invariants()
        if g.inning > g.innings:
            yield g


def _halves(g: Game) -> set[tuple[int, int]]:
    """The extra half-innings a game played."""
    return {(i, h) for i, h, _ in g.log if i > g.innings}


def _placed(g: Game) -> set[tuple[int, int]]:
    return {(i, h) for i, h, text in g.log if MARK in text}


@pytest.mark.parametrize("game", sorted(RULESETS))
def test_from_2020_every_extra_half_starts_with_a_runner_on_second(game):
    games = list(_extra_games(game, 2021, "NYA", "BOS", 120))
    assert len(games) >= 3
    for g in games:
        assert _placed(g) == _halves(g)


@pytest.mark.parametrize("season,options,postseason,placed", [
    (2019, None, False, False),                      # before the rule
    (EXTRA_RUNNER_FROM, None, True, False),          # not in the postseason
    (2021, {"extra-runner": "off"}, False, False),
    (1975, {"extra-runner": "on"}, False, True),
])
def test_the_rule_follows_the_season_and_the_option(season, options, postseason, placed):
    teams = {1975: ("NYA", "BOS"), 2019: ("NYA", "BOS"), 2020: ("NYA", "BOS"), 2021: ("NYA", "BOS")}[season]
    games = list(_extra_games("deadball", season, *teams, 120, options, postseason))
    assert games
    assert all(bool(_placed(g)) == placed for g in games)


def test_the_runners_runs_are_unearned():
    """Over many extra innings the pitchers' unearned runs include every run the placed runners scored: a run
    scored in an extra half whose only baserunner was the placed one (a home run by the leadoff man, say) counts
    one earned run and one unearned."""
    unearned = placed_scored = 0
    for g in _extra_games("fall-classic", 2021, "NYA", "BOS", 200):
        for side in g.sides:
            for i in side.pit_appear:
                line = g.pit[i]
                assert line is not None
                unearned += line[P_R] - line[P_ER]
        # a placed runner scores when his side scored at least once in that half: count the halves that scored
        for (inning, half) in _placed(g):
            if g.sides[half].line[inning - 1] > 0:
                placed_scored += 1
    assert placed_scored > 0
    assert unearned >= placed_scored


def test_a_pitcher_brought_in_before_the_first_batter_takes_the_runner():
    """The runner is charged to the pitcher on the mound for the half's first batter: Payoff Pitch, 2021 Yankees at
    Red Sox, seed 7, the 10th: Sanchez starts on second against Ottavino, Valdez replaces Ottavino before Judge bats,
    and Sanchez's runner (Velazquez) scores on a fly ball: Valdez's unearned run, not Ottavino's."""
    rules = make_rules("payoff-pitch")
    ga = rated(rules, lahman.import_team(2021, "NYA"))
    gh = rated(rules, lahman.import_team(2021, "BOS"))
    g = Game(rules, ga, gh, Dice(7, record=True), narrate=True).play()
    text = "\n".join(t for i, _h, t in g.log if i == 10)
    assert "Sanchez starts the inning on second" in text and "Valdez replaces Adam Ottavino" in text
    assert "Velazquez tags and scores" in text
    valdez, ottavino = g.names.index("Phillips Valdez"), g.names.index("Adam Ottavino")
    lv, lo = g.pit[valdez], g.pit[ottavino]
    assert lv is not None and lo is not None
    assert lv[P_R] - lv[P_ER] >= 1
    assert lo[P_R] == lo[P_ER]  # none of his runs came from the placed runner
