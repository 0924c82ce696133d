"""Play-by-play narration matches what the game recorded (and narrating never changes the game)."""

from __future__ import annotations

import pytest

from dugout.api import games as core

GAME = "payoff-pitch"


@pytest.fixture(scope="module")
def teams():
    return core.load_rosters(["1927:NYA", "1927:PHA"])


def lines(teams, seed: int, inning: int, half: int) -> list[str]:
    a, h = teams
    return [t for i, hf, t in core.play_one(GAME, a, h, seed=seed, narrate=True).log if i == inning and hf == half]


def test_fly_to_right_with_runner_tagging_from_second_keeps_the_out(teams) -> None:
    text = lines(teams, 24, 1, 1)
    k = next(i for i, t in enumerate(text) if t.startswith("Sammy Hale vs Waite Hoyt") and "d100 90" in t)
    assert text[k + 1].strip() == "F9"
    assert text[k + 2].startswith("  Jimmy Dykes tags and goes to third (2d6 2 <= 4)")


def test_runner_on_second_holding_on_a_fly_to_right_is_narrated(teams) -> None:
    text = lines(teams, 2, 1, 1)
    k = next(i for i, t in enumerate(text) if t.startswith("Sammy Hale vs") and "d100 90" in t)
    assert text[k + 1].strip() == "F9"
    assert text[k + 2].strip().startswith("Jimmy Dykes holds at second (2d6 10)")


def test_pickoff_throw_has_a_result(teams) -> None:
    text = lines(teams, 3, 7, 0)
    k = next(i for i, t in enumerate(text) if "double sixes: pick-off throw to second, d100 99" in t)
    assert text[k + 1].strip().startswith("Tony Lazzeri gets back safely")


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
