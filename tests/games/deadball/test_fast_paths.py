"""The play loop's shortcuts change nothing: the default manager's choices taken inline, the precomputed
per-game tables and every skipped decision give the same game, die for die, as the general path that asks
the managers at every decision point (a subclass of the default manager takes that path)."""

from __future__ import annotations

import pytest

from dugout.engine.dice import Dice, LoadedDice
from dugout.engine.game import Game
from dugout.engine.manager import AIManager
from dugout.engine.season import rated
from dugout.games.deadball import Deadball
from dugout.games.deadball.generate.bundled import southern_circuit
from dugout.games.deadball.manager import DeadballManager


class Asking(DeadballManager):
    """The default manager's decisions, asked for one at a time (the general path), and the engine's own look at
    the pitcher before every plate appearance (no quick look first)."""

    before_pa_defense = AIManager.before_pa_defense
    before_pa_offense = AIManager.before_pa_offense


def _play(rules: Deadball, ga, gh, seed: int, managers=(None, None)):  # type: ignore[no-untyped-def]
    dice = Dice(seed, record=True)
    g = Game(rules, ga, gh, dice, managers=managers).play()
    g.check_invariants()
    return g.box().to_dict(), dice.log, g.ext.log_rungs


@pytest.mark.parametrize("opts", [
    {},
    {"infield-in": False},
    {"no-doubles": False, "pickoffs": False},
    {"infield-shift": False, "pitch-outs": False, "double-steals": False},
    {"trait-rules": "first"},
    {"trait-rules": "off", "fatigue": "simple"},
    {"streaks": "roll", "swing": "1-100"},
    {"hit-and-run": True},
])
def test_default_manager_inline_is_the_general_path(opts, yankees_1927, athletics_1927):
    rules = Deadball(opts)
    teams = [(rated(rules, yankees_1927), rated(rules, athletics_1927))]
    sc = [rated(rules, t) for t in southern_circuit()[:4]]
    teams += [(sc[0], sc[1]), (sc[2], sc[3])]
    for k, (ga, gh) in enumerate(teams):
        for seed in range(12):
            fast = _play(rules, ga, gh, 100 * k + seed)
            for managers in ((Asking(), Asking()), (Asking(), None), (None, Asking())):
                assert _play(rules, ga, gh, 100 * k + seed, managers) == fast, (k, seed, managers)


def test_two_dice_in_one_call_are_the_dice_of_two_calls():
    """Dice.two (the swing and the Pitch Die together) draws the same numbers as two d() calls, and loaded dice
    hand out their values in order."""
    one, two = Dice(7, record=True), Dice(7, record=True)
    for sides in (4, 8, 12, 20, 100):
        assert one.two(100, sides, "swing", "pitch die") == (two.d(100, "swing"), two.d(sides, "pitch die"))
    assert one.log == two.log and one.d(6) == two.d(6)
    loaded = LoadedDice([37, 5])
    assert loaded.two(100, 8, "swing", "pitch die") == (37, 5) and loaded.exhausted
    with pytest.raises(AssertionError):
        LoadedDice([37, 9]).two(100, 8)
