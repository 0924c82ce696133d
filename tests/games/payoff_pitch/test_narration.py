"""Play-by-play narration matches what the game recorded (and narrating never changes the game)."""

from __future__ import annotations

import re
from functools import cache

import pytest

from dugout.api import games as core
from dugout.engine.season import rated
from dugout.games import make_rules
from dugout.games.payoff_pitch import tables as T

GAME = "payoff-pitch"


@pytest.fixture(scope="module")
def teams():
    return core.load_rosters(["1927:NYA", "1927:PHA"])


@cache
def _cards() -> list:
    rules = make_rules(GAME)
    return [c for team in core.load_rosters(["1927:NYA", "1927:PHA"]) for c in rated(rules, team).cards]


def logs(teams, seeds=range(1, 65)) -> list[list[str]]:
    a, h = teams
    return [[t for _, _, t in core.play_one(GAME, a, h, seed=seed, narrate=True).log] for seed in seeds]


@pytest.fixture(scope="module")
def narrated(teams) -> list[list[str]]:
    """Sixty-four narrated games of 1927 NYA at PHA: each rule below is checked on every time it comes up."""
    return logs(teams)


def bare(line: str) -> str:
    """A line without the situation the engine appends to a plate appearance's last line."""
    return line.split(" — ")[0]


def test_a_fly_to_right_lets_the_runner_on_second_tag_by_his_run_rating(narrated) -> None:
    """An F9 with a runner on second and third open: 2d6 at or under his Run + 2 takes third (the out stands), else
    he holds; both come up, and the roll is named."""
    tags = holds = 0
    run = {c.name: c.bat.run for c in _cards()}
    for log in narrated:
        for k, t in enumerate(log):
            m = re.match(r"  (.+) tags and goes to third \(2d6 (\d+) <= (\d+)\)$", bare(t))
            if m:
                # (the line before is the F9, with the runner from third tagging up when there was one)
                assert bare(log[k - 1]).strip().startswith("F9") and int(m[2]) <= int(m[3]) == run[m[1]] + T.F9_R2_BONUS
                tags += 1
            m = re.match(r"  (.+) holds at second \(2d6 (\d+)\)$", bare(t))
            if m:
                assert bare(log[k - 1]).strip().startswith("F9") and int(m[2]) > run[m[1]] + T.F9_R2_BONUS
                holds += 1
    assert tags and holds, (tags, holds)


def test_pickoff_throw_has_a_result(narrated) -> None:
    """Double sixes with a runner on: a pick-off throw whose d100 gives the result (01-10 out, 11-15 the throw gets
    away, else back safely)."""
    seen = set()
    for log in narrated:
        for k, t in enumerate(log):
            m = re.search(r"double sixes: pick-off throw to \w+, d100 (\d\d)$", bare(t))
            if m:
                v = int(m[1]) or 100
                want = "is picked off" if v <= T.PICKOFF_OUT_MAX else \
                    "the throw gets away" if v <= T.PICKOFF_ERROR_MAX else "gets back safely"
                assert want in log[k + 1], (t, log[k + 1])
                seen.add(want)
    assert "gets back safely" in seen, seen


def test_every_pickoff_throw_has_a_result(teams) -> None:
    a, h = teams
    for seed in range(1, 16):
        log = [t for _, _, t in core.play_one(GAME, a, h, seed=seed, narrate=True).log]
        for k, t in enumerate(log):
            if "pick-off throw" in t:
                assert any(w in log[k + 1] for w in ("picked off", "gets away", "back safely"))


@pytest.mark.parametrize("seed", [1, 2, 3, 7, 11])
def test_narration_does_not_change_the_game(teams, seed: int) -> None:
    a, h = teams
    quiet = core.play_one(GAME, a, h, seed=seed).box.to_dict()
    loud = core.play_one(GAME, a, h, seed=seed, narrate=True).box.to_dict()
    assert quiet == loud
