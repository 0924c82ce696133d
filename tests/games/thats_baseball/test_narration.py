"""Play-by-play narration matches what the game recorded (and narrating never changes the game)."""

from __future__ import annotations

import pytest

from dugout.api import games as core

GAME = "thats-baseball"


@pytest.fixture(scope="module")
def teams():
    return core.load_rosters(["1927:NYA", "1927:PHA"])


def lines(teams, seed: int, inning: int, half: int) -> list[str]:
    a, h = teams
    return [t for i, hf, t in core.play_one(GAME, a, h, seed=seed, narrate=True).log if i == inning and hf == half]


def test_bases_loaded_force_at_home_is_a_fielders_choice(teams) -> None:
    text = lines(teams, 1, 2, 0)
    k = next(i for i, t in enumerate(text) if t.startswith("Tony Lazzeri:"))
    assert "out at first" not in text[k]
    assert text[k].endswith("grounder to the right side, fielder's choice")
    assert "batter is safe at first" in text[k + 1]


def test_booted_grounder_is_not_out_at_first(teams) -> None:
    text = lines(teams, 2, 3, 1)
    k = next(i for i, t in enumerate(text) if "the grounder is booted" in t)
    assert text[k - 1].startswith("Walt French:") and "out at first" not in text[k - 1]


def test_hit_by_pitch_without_brawls(teams) -> None:
    text = lines(teams, 1, 3, 0)
    combs = next(t for t in text if t.startswith("Earle Combs:"))
    assert combs.endswith("hit by pitch, batter to first")
    assert not any("passed ball" in t for t in text)


def test_every_ground_out_line_is_printed(teams) -> None:
    a, h = teams
    for seed in range(1, 11):
        log = core.play_one(GAME, a, h, seed=seed, narrate=True).log
        assert all(", out at first" not in t or "fielder's choice" not in t for _, _, t in log)
        for k, (_, _, t) in enumerate(log):
            if "the bases stay loaded" in t:
                assert "fielder's choice" in log[k - 1][2]
