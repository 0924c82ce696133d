"""Invariants that every registered game must keep, over many games on generated rosters.

New games are picked up automatically from the registry.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys

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
ERAS = [(1889, "NL"), (1927, "AL"), (1968, "AL"), (1985, "NL"), (2016, "AL")]


def _teams(game: str, era: int, s1: int, s2: int, dh: bool | None = None):
    season, lg = ERAS[era]
    ctx = lahman.league_context(season, lg)
    return random_team(s1, ctx, dh=dh), random_team(f"{s2}b", ctx, dh=dh)


def _all_options_on(game: str) -> dict[str, object]:
    cls = RULESETS[game]
    out: dict[str, object] = {}
    for o in cls.option_specs():
        if isinstance(o.default, bool):
            out[o.name] = True
    return out


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(era=st.integers(0, len(ERAS) - 1), s1=st.integers(0, 10**6), s2=st.integers(0, 10**6),
       seed=st.integers(0, 2**40), all_on=st.booleans(), dh=st.sampled_from([None, True, False]))
def test_games_end_and_keep_the_books(game, era, s1, s2, seed, all_on, dh):
    rules = make_rules(game, _all_options_on(game) if all_on else None)
    a, h = _teams(game, era, s1, s2, dh)
    ga, gh = rated(rules, a), rated(rules, h)
    for k in range(40):
        g = Game(rules, ga, gh, Dice(f"{seed}:{k}")).play()
        assert g.over
        g.check_invariants()
        box = g.box()
        for t, side in ((box.away, 0), (box.home, 1)):
            assert sum(t.line) == t.runs == g.score[side]
            assert sum(b.stats["H"] for b in t.batting) == t.hits
        assert box.winner is not None or g.tie


@pytest.mark.parametrize("game", GAMES)
def test_narration_does_not_change_the_game(game):
    rules = make_rules(game)
    a, h = _teams(game, 3, 11, 12)
    ga, gh = rated(rules, a), rated(rules, h)
    for seed in range(20):
        fast = Game(rules, ga, gh, Dice(seed)).play().box().to_dict()
        g = Game(rules, ga, gh, Dice(seed, record=True), narrate=True).play()
        assert g.box().to_dict() == fast
        assert g.log, "narration produced no play-by-play"


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
    out = subprocess.run([sys.executable, "-c", _SCRIPT, game], capture_output=True, text=True, check=True,
                         env={"PYTHONHASHSEED": "12345", "PATH": ""})
    assert out.stdout.strip() == here
