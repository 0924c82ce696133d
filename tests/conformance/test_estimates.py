"""Estimated values are visible: a rating that rests on a stat the season did not record is marked in ``dugout
ratings`` (a mark and a footnote naming the stats) and carried in ``--json``; a season that recorded everything a
game reads has no mark."""

from __future__ import annotations

import json
from dataclasses import fields

import pytest

from dugout.engine.estimates import MARK
from dugout.games import RULESETS
from dugout.model.player import Player
from dugout.model.stats import BattingLine, FieldingLine, PitchingLine

GAMES = sorted(RULESETS)
KNOWN = {"b": {f.name for f in fields(BattingLine)} | {"bfp"}, "p": {f.name for f in fields(PitchingLine)} | {"bfp"},
         "f": {f.name for f in fields(FieldingLine)}, "pl": {f.name for f in fields(Player)}}


@pytest.mark.parametrize("game", GAMES)
def test_every_declared_input_is_a_rating_column_and_a_stat(game):
    rules = RULESETS[game]()
    for col, stats in rules.rating_inputs.items():
        assert col in rules.rating_columns(), col
        for stat in stats:
            kind, name = stat.split(".", 1)
            assert name in KNOWN[kind], stat


@pytest.mark.parametrize("game", [g for g in GAMES if RULESETS[g].rating_inputs])
def test_1884_ratings_are_marked_and_footnoted(game, run_cli):
    code, out, err = run_cli("ratings", game, "1884:PRO")
    assert code == 0, err
    lines = out.splitlines()
    note = [ln for ln in lines if ln.startswith(MARK + " estimated")]
    assert len(note) == 1 and "SB" in note[0], note  # 1884 recorded no caught stealing, nor GIDP
    body = [ln for ln in lines[1:] if ln and not ln.startswith(MARK)]
    assert all(MARK in ln for ln in body if ln.split()[0] in ("Charley", "Cliff", "Joe"))
    code, out, err = run_cli("ratings", game, "1884:PRO", "--json")
    rows = json.loads(out)
    marked = [r for r in rows if r["estimated"]]
    assert marked and all(set(r["estimated"]) <= set(RULESETS[game]().rating_columns()) for r in marked)
    assert all(r.get(col) not in (None, "", "-") for r in marked for col in r["estimated"])


@pytest.mark.parametrize("game", GAMES)
def test_a_season_that_recorded_what_the_game_reads_has_no_mark(game, run_cli):
    code, out, err = run_cli("ratings", game, "1985:KCA")
    assert code == 0, err
    assert MARK not in out
    assert all(not r["estimated"] for r in json.loads(run_cli("ratings", game, "1985:KCA", "--json")[1]))


@pytest.mark.parametrize("game", [g for g in GAMES if RULESETS[g].rating_inputs])
def test_printed_sheets_mark_the_players_and_footnote_the_stats(game):
    from dugout.api.games import load_rosters
    from dugout.engine.ruleset import PrintSelection

    rules = RULESETS[game]()
    team = load_rosters(["1884:PRO"])[0]
    html = "\n".join(rules.print_sheets([team], "letter", PrintSelection(charts=False)))
    assert "estimated from the nearest seasons that recorded them" in html
    assert "Joe Start" + MARK in html or "START" + MARK in html  # a regular whose SB/CS 1884 did not record
    clean = load_rosters(["1985:KCA"])[0]
    html = "\n".join(rules.print_sheets([clean], "letter", PrintSelection(charts=False)))
    assert "estimated from the nearest seasons" not in html
