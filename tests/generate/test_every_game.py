"""Invented players carry estimates consistent with their ratings, so every registered game can rate, print and
play them: a generated team, a random-tables team and a Five Tool team in each game of the registry."""

from __future__ import annotations

import pytest

from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.season import rated
from dugout.games import RULESETS, make_rules
from dugout.games.deadball.generate.five_tool_teams import five_tool_team
from dugout.games.deadball.generate.teams import deadball_team
from dugout.model.io import team_from_data, team_to_json

GAMES = sorted(RULESETS)


@pytest.fixture(scope="module")
def teams():
    import json

    made = [deadball_team("Generated Club", "generation", Dice(21)), deadball_team("Table Club", "tables", Dice(22)),
            five_tool_team("Five Tool Club", Dice(23), "roster")]
    # through the roster-file format, as a user's saved team would arrive
    return [team_from_data(json.loads(team_to_json(t))) for t in made]


@pytest.mark.parametrize("game", GAMES)
def test_generated_teams_play_in_every_game(game, teams):
    rules = make_rules(game)
    gts = [rated(rules, t) for t in teams]
    for k in range(6):
        a, h = gts[k % 3], gts[(k + 1) % 3]
        g = Game(rules, a, h, Dice(f"every-game:{game}:{k}")).play()
        assert g.over
        g.check_invariants()
        assert sum(g.score) >= 0 and g.box().to_dict()


@pytest.mark.parametrize("game", GAMES)
def test_generated_teams_print_in_every_game(game, teams):
    from dugout.render import pdf_bytes

    rules = make_rules(game)
    docs = rules.print_sheets(teams[:1])
    assert docs and all("<html" in d for d in docs)
    names = [p.name for p in teams[0].players]
    assert sum(any(n in d for d in docs) for n in names) >= 20      # the players are on the sheets
    pdf = pdf_bytes(docs)
    assert pdf.startswith(b"%PDF")
