"""Play-by-play narration matches what the game recorded (and narrating never changes the game)."""

from __future__ import annotations

import pytest

from dugout.api import games as core

GAME = "pine-tar"


@pytest.fixture(scope="module")
def teams():
    return core.load_rosters(["1927:NYA", "1927:PHA"])


def test_positive_defense_out_is_narrated(teams) -> None:
    a, h = teams
    played = core.play_one(GAME, a, h, seed=1, narrate=True)
    text = [t for i, hf, t in played.log if i == 2 and hf == 1]
    k = next(i for i, t in enumerate(text) if t.startswith("Bill Lamar: roll 22"))
    assert "positive defensive roll 43: CF (Pos)" in text[k + 1]
    assert "the hit becomes an out: FO-CF" in text[k + 1]


def test_positive_defense_roll_always_says_what_happened(teams) -> None:
    a, h = teams
    for seed in range(1, 11):
        for _, _, t in core.play_one(GAME, a, h, seed=seed, narrate=True).log:
            if "positive defensive roll" in t and "(Pos)" in t:
                assert "becomes an out" in t
            elif "positive defensive roll" in t and not t.rstrip().split(": ")[1].startswith("P "):
                assert "the hit stands" in t
