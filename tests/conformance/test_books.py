"""Invariants that every registered game must keep, over many games on generated rosters.

New games are picked up automatically from the registry.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.season import rated
from dugout.games import RULESETS, make_rules
from dugout.generate.synthetic import random_team
from dugout.sources import lahman

GAMES = sorted(RULESETS)
TOY_GAME = Path(__file__).resolve().parents[1] / "toy_game.py"
ERAS = [(1889, "NL"), (1927, "AL"), (1968, "AL"), (1985, "NL"), (2016, "AL")]


_POOL: dict[tuple[str, bool, int, int], object] = {}


def _rated(game: str, rules, all_on: bool, era: int, k: int):  # type: ignore[no-untyped-def]
    """Generated team ``k`` (0 or 1) of an era, rated once per test process (rating is the slow part)."""
    key = (game, all_on, era, k)
    if key not in _POOL:
        season, lg = ERAS[era]
        _POOL[key] = rated(rules, random_team(f"books{k}", lahman.league_context(season, lg)))
    return _POOL[key]


def _all_options_on(game: str) -> dict[str, object]:
    cls = RULESETS[game]
    out: dict[str, object] = {}
    for o in cls.option_specs():
        if isinstance(o.default, bool):
            out[o.name] = True
    return out


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(era=st.integers(0, len(ERAS) - 1), swap=st.booleans(), seed=st.integers(0, 2**40), all_on=st.booleans(),
       dh=st.sampled_from([None, True, False]))
def test_games_end_and_keep_the_books(game, era, swap, seed, all_on, dh):
    rules = make_rules(game, _all_options_on(game) if all_on else None)
    ga, gh = (_rated(game, rules, all_on, era, k) for k in ((1, 0) if swap else (0, 1)))
    for k in range(50):
        g = Game(rules, ga, gh, Dice(f"{seed}:{k}"), dh=dh).play()
        assert g.over
        g.check_invariants()
        box = g.box()
        for t, side in ((box.away, 0), (box.home, 1)):
            assert sum(t.line) == t.runs == g.score[side]
            assert sum(b.stats["H"] for b in t.batting) == t.hits
        assert box.winner is not None or g.tie



@pytest.mark.parametrize("game", GAMES)
def test_real_teams_play(game, yankees_1927, athletics_1927):
    rules = make_rules(game)
    ga, gh = rated(rules, yankees_1927), rated(rules, athletics_1927)
    for seed in range(30):
        Game(rules, ga, gh, Dice(seed)).play().check_invariants()


_SCRIPT = """
import hashlib, json, sys
from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.season import rated
from dugout.games import make_rules
from dugout.generate.synthetic import random_team
from dugout.sources import lahman
if len(sys.argv) > 2:  # a game the tests register (the toy), registered here the same way
    import importlib.util
    from dugout.games import RULESETS, register
    spec = importlib.util.spec_from_file_location("toy_game", sys.argv[2])
    mod = importlib.util.module_from_spec(spec)
    sys.modules["toy_game"] = mod
    spec.loader.exec_module(mod)
    if sys.argv[1] not in RULESETS:
        register(mod.Toy)
ctx = lahman.league_context(1985, "NL")
rules = make_rules(sys.argv[1])
g = Game(rules, rated(rules, random_team(5, ctx)), rated(rules, random_team(6, ctx)), Dice("replay:7")).play()
print(hashlib.sha256(json.dumps(g.box().to_dict(), sort_keys=True, default=str).encode()).hexdigest())
"""


@pytest.mark.parametrize("game", GAMES)
def test_same_seed_same_game_in_a_new_process(game):
    ctx = lahman.league_context(1985, "NL")
    rules = make_rules(game)
    g = Game(rules, rated(rules, random_team(5, ctx)), rated(rules, random_team(6, ctx)), Dice("replay:7")).play()
    here = hashlib.sha256(json.dumps(g.box().to_dict(), sort_keys=True, default=str).encode()).hexdigest()
    extra = [str(TOY_GAME)] if game == "toy" else []
    out = subprocess.run([sys.executable, "-c", _SCRIPT, game, *extra], capture_output=True, text=True, check=True,
                         env={"PYTHONHASHSEED": "12345", "PATH": ""})
    assert out.stdout.strip() == here
