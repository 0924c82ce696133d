"""Speed work changes no result: for every game, a replayed league-season (``fidelity``'s counts, by one worker
and by two) and a season with the players' real usage (the lineup plan, the manager's hooks) give the digests
recorded before the speed-ups (``data/same_results.json``).

A change meant to alter games (a rule fixed to the book) records the digests again and says so in its commit:

    PYTHONPATH=src .venv/bin/python tests/engine/test_same_results.py [GAME ...]
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import pytest

DATA = Path(__file__).resolve().parent / "data" / "same_results.json"
#: The league-season replayed (eight teams, 70 games each) and the replays' seed.
FIDELITY = (1876, "NL", 2, 7)
#: The season with real usage: 1901 NL's eight teams, 24 games each, seed 9.
SEASON = (1901, "NL", 24, 9)


def _digest(obj: Any) -> str:
    return hashlib.sha256(json.dumps(obj, sort_keys=True, default=str).encode()).hexdigest()[:24]


def fidelity_digest(game: str, workers: int = 1) -> str:
    from dugout.api.fidelity import run_fidelity

    season, league, replays, seed = FIDELITY
    res = run_fidelity(game, season, league, replays, seed=seed, workers=workers)
    return _digest({"summary": res.summary, "batters": res.batters, "pitchers": res.pitchers})


def season_digest(game: str) -> str:
    from dugout.api.games import run_season
    from dugout.sources import lahman

    season, league, games, seed = SEASON
    s = run_season(game, lahman.import_league(season, league), games=games, seed=seed)
    return _digest(s.to_json())


def recorded() -> dict[str, dict[str, str]]:
    return json.loads(DATA.read_text(encoding="utf-8"))


GAMES = ("deadball", "fall-classic", "thats-baseball", "pine-tar", "payoff-pitch")


@pytest.mark.parametrize("game", GAMES)
def test_fidelity_replays_as_recorded(game):
    assert fidelity_digest(game) == recorded()[game]["fidelity"]


@pytest.mark.parametrize("game", GAMES)
def test_fidelity_same_with_two_workers(game):
    # the workers' rulesets rate nothing (they receive rated teams): a game that kept what it rated on its ruleset
    # (Pine Tar's starters' rest, until stop 49) played other seasons there
    assert fidelity_digest(game, workers=2) == recorded()[game]["fidelity"]


@pytest.mark.parametrize("game", GAMES)
def test_season_with_real_usage_as_recorded(game):
    assert season_digest(game) == recorded()[game]["season"]


if __name__ == "__main__":
    want = recorded() if DATA.exists() else {}
    for name in sys.argv[1:] or GAMES:
        want[name] = {"fidelity": fidelity_digest(name), "season": season_digest(name)}
        print(name, want[name], flush=True)
    DATA.parent.mkdir(parents=True, exist_ok=True)
    DATA.write_text(json.dumps(want, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def test_two_leagues_one_worker_each_same_as_inline():
    # 1901: AL and NL, one worker each (each rates its own league once); the toy game keeps it quick
    from dugout.api.fidelity import run_fidelity

    one = run_fidelity("toy", 1901, None, 2, seed=3, workers=1)
    two = run_fidelity("toy", 1901, None, 2, seed=3, workers=2)
    assert one.leagues == ["AL", "NL"]
    assert json.dumps([one.summary, one.batters, one.pitchers]) == json.dumps([two.summary, two.batters, two.pitchers])


@pytest.mark.parametrize("workers", [1, 2])
def test_fidelity_rates_each_team_once_whatever_the_replays(monkeypatch, workers):
    # three replays of 1876 NL (eight teams): eight ratings here, none in the workers (they receive the teams rated)
    from dugout.api import fidelity as fid

    calls = []
    real_rated = fid.rated
    monkeypatch.setattr(fid, "rated", lambda rules, team: calls.append(team.id) or real_rated(rules, team))
    fid.run_fidelity("toy", 1876, "NL", 3, seed=1, workers=workers)
    assert len(calls) == len(set(calls)) == 8
