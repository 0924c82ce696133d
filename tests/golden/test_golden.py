"""Same seeds, same games: every game's recorded set (``record.py``) is reproduced byte for byte.

A refactoring must leave games, box scores, play-by-play, ratings, seasons and printed sheets exactly as they were.
A change meant to alter games records the set again (``record.py``) and says so in its commit.
"""

from __future__ import annotations

import difflib
import importlib.util
from pathlib import Path

import pytest

_spec = importlib.util.spec_from_file_location("golden_record", Path(__file__).with_name("record.py"))
assert _spec is not None and _spec.loader is not None
record = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(record)

GAMES = sorted(p.name.removesuffix(".json.gz") for p in record.DATA.glob("*.json.gz"))


def test_every_registered_game_is_recorded():
    from dugout.games import RULESETS

    assert set(RULESETS) <= set(GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_same_seeds_same_games(game):
    want = record.load(game)
    got = dict(record.scenarios(game))
    assert list(got) == list(want), "the recorded scenarios changed: record again"
    for key, text in got.items():
        if text != want[key]:
            diff = "\n".join(list(difflib.unified_diff(want[key].splitlines(), text.splitlines(), "recorded", "now",
                                                       lineterm="", n=1))[:40])
            pytest.fail(f"{game} {key} differs from the recording:\n{diff}")
