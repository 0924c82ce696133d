"""Narrating a game never changes it, in every game: the same seed gives the same box score with and without the
play-by-play (recorded dice included), under the book's options and with every on/off option on, for teams of
two eras; and a narrated game says something in every half-inning it plays."""

from __future__ import annotations

import pytest

from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.games import RULESETS, make_rules

GAMES = sorted(RULESETS)
PAIRS = (((1927, "NYA"), (1927, "PHA")), ((2016, "CHN"), (2016, "SLN")))
SEEDS = range(6)


def _all_on(game: str) -> dict[str, object]:
    return {o.name: True for o in RULESETS[game].option_specs() if isinstance(o.default, bool)}


@pytest.mark.parametrize("all_on", [False, True], ids=["book", "all-on"])
@pytest.mark.parametrize("game", GAMES)
def test_narration_does_not_change_the_game(game, all_on, rated_team):
    rules = make_rules(game, _all_on(game) if all_on else None)
    for (sa, ta), (sh, th) in PAIRS:
        away, home = rated_team(rules, sa, ta), rated_team(rules, sh, th)
        for seed in SEEDS:
            quiet = Game(rules, away, home, Dice(seed)).play()
            loud = Game(rules, away, home, Dice(seed, record=True), narrate=True).play()
            assert loud.box().to_dict() == quiet.box().to_dict(), (ta, th, seed)
            halves = {(inning, half) for inning, half, _ in loud.log}
            assert len(halves) == len(loud.half_outs), "a half-inning passed without a word"
            assert not quiet.log, "a game that is not narrated keeps no play-by-play"
