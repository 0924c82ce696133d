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


def test_the_runners_run_is_unearned_and_another_runners_is_not():
    """The placed runner scores an unearned run for the pitcher on the mound; a runner put on base the ordinary way
    (``put_runner``, as by a hit) scores an earned one."""
    rules = make_rules("fall-classic")
    g = Game(rules, rated(rules, lahman.import_team(2021, "NYA")), rated(rules, lahman.import_team(2021, "BOS")),
             Dice(0))
    g.inning, g.half = 10, 0
    pitcher = g.sides[1].pitcher
    g._extra_runner(g.sides[0])
    assert g.bases[2] == g.sides[0].order[-1]  # the leadoff man is the first in the order: the ninth man runs
    g.advance(2, 4)
    line = g.pit[pitcher]
    assert line is not None and (line[P_R], line[P_ER]) == (1, 0)
    g.put_runner(2, g.sides[0].order[0])
    g.advance(2, 4)
    assert (line[P_R], line[P_ER]) == (2, 1)


def test_a_pitcher_brought_in_before_the_first_batter_takes_the_runner():
    """The runner is charged to the pitcher on the mound for the half's first batter: Payoff Pitch, 2021 Yankees at
    Red Sox, seed 73, the bottom of the 10th: Vazquez starts on second against Peralta, Cessa replaces Peralta before
    the first batter, and Vazquez tags and scores on a fly ball: Cessa's unearned run, not Peralta's."""
    rules = make_rules("payoff-pitch")
    ga = rated(rules, lahman.import_team(2021, "NYA"))
    gh = rated(rules, lahman.import_team(2021, "BOS"))
    g = Game(rules, ga, gh, Dice(73, record=True), narrate=True).play()
    text = "\n".join(t for i, _h, t in g.log if i == 10)
    assert "Christian Vazquez starts the inning on second" in text and "Luis Cessa replaces Wandy Peralta" in text
    assert "Christian Vazquez tags and scores" in text
    cessa, peralta = g.names.index("Luis Cessa"), g.names.index("Wandy Peralta")
    lv, lo = g.pit[cessa], g.pit[peralta]
    assert lv is not None and lo is not None
    assert lv[P_R] - lv[P_ER] >= 1
    assert lo[P_R] == lo[P_ER]  # none of his runs came from the placed runner
