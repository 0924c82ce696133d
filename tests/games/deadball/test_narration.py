"""Play-by-play narration of Deadball: every roll that changes the game says what it did, nothing is said
that did not happen, and narrating a game never changes it."""

from __future__ import annotations

import re
from functools import cache

import pytest

from dugout.api.games import load_rosters, play_one

OLD = ("1927:NYA", "1927:PHA")
NEW = ("2016:CHN", "2016:SLN")


@cache
def _teams(pair: tuple[str, str]):  # type: ignore[no-untyped-def]
    return load_rosters(list(pair))


@cache
def _lines(pair: tuple[str, str], seed: int) -> tuple[str, ...]:
    away, home = _teams(pair)
    return tuple(text for _inn, _half, text in play_one("deadball", away, home, seed=seed, narrate=True).log)


def test_double_steal_outcome_is_told() -> None:
    """An unmodified double-steal roll is told with its outcome from the table: 1-3 the lead runner is out at
    third, 4-5 the trailer at second, 6-8 both safe."""
    told = set()
    for pair in (OLD, NEW):
        for seed in range(1, 41):
            lines = _lines(pair, seed)
            for i, line in enumerate(lines):
                m = re.fullmatch(r"Double steal: d8 (\d)", line)
                if m is None:
                    continue
                r, nxt = int(m.group(1)), lines[i + 1].strip()
                want = " is out at third" if r <= 3 else " is out at second" if r <= 5 else "both safe"
                assert want in nxt, (pair, seed, line, nxt)
                told.add(min(3, (r + 1) // 2))
    assert told == {1, 2, 3}


@pytest.mark.parametrize("pair", [OLD, NEW])
def test_every_double_steal_and_pickoff_has_a_result(pair: tuple[str, str]) -> None:
    seen = 0
    for seed in range(1, 41):
        lines = _lines(pair, seed)
        for i, line in enumerate(lines):
            if line.startswith("Double steal:"):
                seen += 1
                assert " out at " in lines[i + 1] or "both safe" in lines[i + 1], (seed, lines[i + 1])
            if line.startswith("Pickoff throw to "):
                seen += 1
                nxt = lines[i + 1].strip()
                assert "is safe" in nxt or "picked off" in nxt, (seed, nxt)
    assert seen


def test_pickoff_without_effect_says_safe() -> None:
    seen = 0
    for seed in range(1, 41):
        lines = _lines(OLD, seed)
        for i, line in enumerate(lines):
            m = re.fullmatch(r"Pickoff throw to (first|second|third): d10 (\d+)", line)
            if m is not None and int(m.group(2)) < 7:
                seen += 1
                assert lines[i + 1].strip().split(" — ")[0].endswith(f"is safe back at {m.group(1)}")
                assert "held close" not in lines[i + 1]
    assert seen


@pytest.mark.parametrize("pair", [OLD, NEW])
def test_productive_out_only_when_a_runner_moves(pair: tuple[str, str]) -> None:
    """With nobody on second or third a productive out moves nobody and is not announced."""
    from dugout.engine.dice import Dice
    from dugout.engine.game import Game
    from dugout.engine.season import rated
    from dugout.games.deadball import Deadball

    checked = {"said": 0, "silent": 0}

    class Checked(Deadball):  # a subclass, not a patched method: the play's classes may be compiled
        def _productive(self, g: Game) -> None:
            occupied = g.bases[2] >= 0 or g.bases[3] >= 0
            n = len(g.log)
            super()._productive(g)
            said = [t for _i, _h, t in g.log[n:] if "productive out" in t]
            assert len(said) == (1 if occupied else 0)
            checked["said" if occupied else "silent"] += 1

    rules = Checked()
    away, home = _teams(pair)
    ga, gh = rated(rules, away), rated(rules, home)
    for seed in range(1, 31):
        rules.game_type(True)(rules, ga, gh, Dice(seed, record=True), narrate=True).play()
    assert checked["said"] and checked["silent"]


def test_productive_out_with_bases_empty_is_silent() -> None:
    """A grounder to first with the bases empty is told as the out alone (the situation follows it)."""
    seen = 0
    for seed in range(1, 21):
        lines = _lines(OLD, seed)
        for i, line in enumerate(lines[:-1]):
            if " vs " in line and lines[i + 1].startswith("  G-3 — ") and "bases empty" in lines[i + 1]:
                seen += 1
                assert "productive" not in lines[i + 2]
    assert seen


def test_double_play_from_third_is_5_4_3() -> None:
    text = "\n".join(ln for seed in range(1, 41) for ln in _lines(OLD, seed))
    assert "double play, 5-4-3" in text
    assert "5-6-3" not in text
    assert "double play, 6-4-3" in text and "double play, 4-6-3" in text


def test_no_fatigue_lines_after_a_walk_off() -> None:
    walkoffs = 0
    for pair in (OLD, NEW):
        away, home = _teams(pair)
        for seed in range(1, 41):
            p = play_one("deadball", away, home, seed=seed, narrate=True)
            if p.box.walkoff:
                walkoffs += 1
                texts = [t for _i, _h, t in p.log]
                last_pa = max(k for k, t in enumerate(texts) if " vs " in t)
                assert not any("Pitch Die" in t for t in texts[last_pa:]), seed
    assert walkoffs
