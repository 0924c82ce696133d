"""The bundled Deadball rosters: they load by name, carry their printed ratings and Team Scores, estimate
stats for other games, and play."""

from __future__ import annotations

import json

import pytest

from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.roster import prepare
from dugout.games import make_rules
from dugout.games.deadball import Deadball
from dugout.games.deadball.generate.bundled import DATA, all_teams, southern_circuit
from dugout.model.io import load_team, team_to_json
from dugout.paths import samples_dir
from dugout.rosters import resolve_roster

SC = json.loads((DATA / "southern_circuit.json").read_text(encoding="utf-8"))


def test_files_match_the_data():
    """The shipped samples/deadball holds exactly what the builder makes from the package data."""
    folder = samples_dir() / "deadball"
    for team in all_teams():
        path = folder / f"{team.id}.json"
        assert path.read_text(encoding="utf-8") == team_to_json(team), f"regenerate {path.name}"
    assert len(list(folder.glob("*.json"))) == 16


@pytest.mark.parametrize("name", ["Broad Street Peacocks", "Charlottesville Flycatchers", "Deadball Stars Away",
                                  "Rome Emperors"])
def test_found_by_name(name):
    assert resolve_roster(name).name == name


@pytest.mark.parametrize("row", SC["teams"], ids=lambda r: r["name"])
def test_team_scores(row):
    """All eight Team Scores recompute from the rosters; seven match the book, Williamsburg computes to 100
    where the book prints 92 (we ship the computed score)."""
    team = next(t for t in southern_circuit() if t.name == row["name"])
    ts = Deadball().team_score(team)
    assert (ts.batting, ts.pitching) == (row["batting_score"], row["pitching_score"])
    expected = 100 if row["name"] == "Williamsburg Ospreys" else row["team_score_stated"]
    assert ts.score == expected
    assert (ts.score == row["team_score_stated"]) == (row["name"] != "Williamsburg Ospreys")


def test_printed_ratings_survive():
    rules = Deadball()
    team = resolve_roster("Gettysburg Owls")
    cards = rules.rate_team(team)
    by = {p.name: cards[p.id] for p in team.players}
    assert (by["Fiona Sullivan"].bt, by["Fiona Sullivan"].trait_list) == (25, ("P++", "S-"))
    assert by["Jimmy Parker"].pd_label == "d4" and by["Jimmy Parker"].has("K+") and by["Jimmy Parker"].has("P-")
    stars = resolve_roster("Deadball Stars Home")
    c = {p.name: rules.rate_team(stars)[p.id] for p in stars.players}
    assert c["Dutch Kreilich"].ft_bat == (2, 8, 5, 5, 5) and c["J.J. Perkins"].ft_pit == (5, 5, 5, 7, 2)


def test_sample_pitch_dice():
    """Sample pitchers play the die of their ERA; their printed d6/d10 can be played instead."""
    team = resolve_roster("Los Angeles Fatales")
    salome = next(p for p in team.players if p.name == "Salome")
    assert Deadball().rate_team(team)[salome.id].pd_label == "d12"
    assert Deadball({"pitch-die": "printed"}).rate_team(team)[salome.id].pd_label == "d10"


def test_estimates_follow_the_ratings():
    team = resolve_roster("Charlottesville Flycatchers")
    for p in team.players:
        n = p.native["deadball"]
        assert p.estimates is not None and p.estimates.batting is not None
        assert abs(p.estimates.batting.avg - n["bt"] / 100) < 0.002, p.name
        if n["pos"] == "P":
            assert p.estimates.era is not None and p.estimates.pitching is not None
    tredray = next(p for p in team.players if p.name == "Neil Tredray")   # P++
    kerntke = next(p for p in resolve_roster("Paducah Red Birds").players if p.name == "Dutch Kreilich")
    assert tredray.estimates.batting.slg > kerntke.estimates.batting.slg


@pytest.mark.parametrize("game", ["deadball", "thats-baseball"])
def test_bundled_teams_play(game):
    rules = make_rules(game)
    teams = [prepare(t, rules.rate_team(t)) for t in all_teams()]
    for k in range(len(teams)):
        g = Game(rules, teams[k], teams[(k + 3) % len(teams)], Dice(k)).play()
        g.check_invariants()


def test_roster_round_trip(tmp_path):
    from dugout.games.deadball.generate.bundled import write_rosters

    paths = write_rosters(tmp_path)
    assert [load_team(p).name for p in paths] == [t.name for t in all_teams()]
