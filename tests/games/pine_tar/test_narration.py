"""Play-by-play narration matches what the game recorded (and narrating never changes the game)."""

from __future__ import annotations

import pytest

from dugout.api import games as core

GAME = "pine-tar"
#: The defensive rolls are an optional rule.
DEFENSE = {"defense": "on"}


@pytest.fixture(scope="module")
def teams():
    return core.load_rosters(["1927:NYA", "1927:PHA"])


def test_positive_defense_out_is_narrated(teams) -> None:
    """A hit on roll 11 or 22 to a Pos fielder: the roll's line, then the defensive roll that makes it an out."""
    a, h = teams
    for seed in range(1, 40):
        log = [t for _, _, t in core.play_one(GAME, a, h, seed=seed, narrate=True, options=DEFENSE).log]
        for k, t in enumerate(log):
            if "positive defensive roll" in t and "(Pos)" in t:
                assert ": roll 11 " in log[k - 1] or ": roll 22 " in log[k - 1], log[k - 1]
                assert "the hit becomes an out: " in t
                return
    pytest.fail("no positive defensive out in 39 games")


def test_positive_defense_roll_always_says_what_happened(teams) -> None:
    a, h = teams
    for seed in range(1, 11):
        for _, _, t in core.play_one(GAME, a, h, seed=seed, narrate=True, options=DEFENSE).log:
            if "positive defensive roll" in t and "(Pos)" in t:
                assert "becomes an out" in t
            elif "positive defensive roll" in t and not t.rstrip().split(": ")[1].startswith("P "):
                assert "the hit stands" in t
