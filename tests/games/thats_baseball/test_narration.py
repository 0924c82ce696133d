"""Play-by-play narration matches what the game recorded (and narrating never changes the game), and names the rules
and calls where they act."""

from __future__ import annotations

import pytest

from dugout.api import games as core

GAME = "thats-baseball"
SEEDS = range(1, 13)


@pytest.fixture(scope="module")
def logs() -> list[list[str]]:
    a, h = core.load_rosters(["1927:NYA", "1927:PHA"])
    return [[t for _, _, t in core.play_one(GAME, a, h, seed=seed, narrate=True).log] for seed in SEEDS]


def test_bases_loaded_force_at_home_is_a_fielders_choice(logs) -> None:
    seen = 0
    for text in logs:
        for k, t in enumerate(text):
            if "fielder's choice" in t:
                assert "out at first" not in t
                assert "force at home, the batter is safe at first, the bases stay loaded" in text[k + 1]
                seen += 1
    assert seen


def test_booted_grounder_is_not_out_at_first() -> None:
    """With the house rule ``error-roll``: the grounder's line, then the double-play roll if any, then the error roll."""
    a, h = core.load_rosters(["1927:NYA", "1927:PHA"])
    seen = 0
    for seed in range(1, 25):
        text = [t for _, _, t in core.play_one(GAME, a, h, seed=seed, narrate=True,
                                               options={"error-roll": "on"}).log]
        for k, t in enumerate(text):
            if "the grounder is booted" in t:
                head = text[k - 2] if text[k - 1].startswith("  double-play roll") else text[k - 1]
                assert ":" in head and "out at first" not in head
                seen += 1
    assert seen


def test_no_error_roll_by_default(logs) -> None:
    assert not any("error roll" in t for log in logs for t in log)


def test_hit_by_pitch_without_brawls(logs) -> None:
    text = [t for log in logs for t in log]
    assert any("hit by pitch, batter to first" in t for t in text)
    assert not any("passed ball" in t for t in text)


def test_every_ground_out_line_is_printed(logs) -> None:
    for log in logs:
        assert all(", out at first" not in t or "fielder's choice" not in t for t in log)
        for k, t in enumerate(log):
            if "the bases stay loaded" in t:
                assert "fielder's choice" in log[k - 1]


def test_the_calls_and_rules_are_named(logs) -> None:
    """The default managers' calls show where they act, with their dice: steals, bunts, the hit-and-run,
    intentional walks, pickoff throws, tag-ups, the double-play roll."""
    text = "\n".join(t for log in logs for t in log)
    for words in ("steals second: steal d6", "bunts: bunt d6", "The hit-and-run is on.", "walked intentionally",
                  "Pickoff throw to first", "tags up (fly-ball d6", "double-play roll d6"):
        assert words in text, words
