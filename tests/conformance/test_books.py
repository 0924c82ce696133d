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

import dugout
from dugout.engine.audit import audited, option_sets
from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.season import rated
from dugout.games import RULESETS, make_rules
from dugout.generate.synthetic import random_team
from dugout.sources import lahman

GAMES = sorted(RULESETS)
TOY_GAME = Path(__file__).resolve().parents[1] / "toy_game.py"
_SRC = str(Path(dugout.__file__).resolve().parents[1])
"""Where this dugout is imported from: the new process plays the same code (not another checkout's install)."""
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



_SETS: dict[tuple[str, int, int, int], object] = {}


def _rated_under(game: str, s: int, era: int, k: int):  # type: ignore[no-untyped-def]
    """Generated team ``k`` of an era rated under the game's option set ``s`` (``audit.option_sets``), once."""
    key = (game, s, era, k)
    if key not in _SETS:
        season, lg = ERAS[era]
        rules = make_rules(game, option_sets(RULESETS[game])[s])
        _SETS[key] = rated(rules, random_team(f"books{k}", lahman.league_context(season, lg)))
    return _SETS[key]


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), eras=st.tuples(st.integers(0, len(ERAS) - 1), st.integers(0, len(ERAS) - 1)),
       seed=st.integers(0, 2**40))
def test_the_audit_finds_the_books_balanced(game, data, eras, seed):
    """The independent audit (``dugout.engine.audit``) over a seeded sample: every option set, teams of two eras.
    ``benchmarks/check_books.py`` runs the same audit over a million games a game."""
    s = data.draw(st.integers(0, len(option_sets(RULESETS[game])) - 1), label="option set")
    rules = make_rules(game, option_sets(RULESETS[game])[s])
    ga, gh = _rated_under(game, s, eras[0], 0), _rated_under(game, s, eras[1], 1)
    for k in range(25):
        g, audit = audited(rules, ga, gh, Dice(f"{seed}:{k}"))
        g.play()
        assert audit.violations() == [], (option_sets(RULESETS[game])[s], f"{seed}:{k}")


@pytest.mark.parametrize("game", GAMES)
def test_real_teams_play(game, yankees_1927, athletics_1927):
    rules = make_rules(game)
    ga, gh = rated(rules, yankees_1927), rated(rules, athletics_1927)
    for seed in range(30):
        g, audit = audited(rules, ga, gh, Dice(seed))
        g.play().check_invariants()
        assert audit.violations() == []


_SCRIPT = """
import hashlib, json, sys
from dugout.engine.audit import audited, option_sets
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
                         env={"PYTHONHASHSEED": "12345", "PATH": "", "PYTHONPATH": _SRC})
    assert out.stdout.strip() == here
