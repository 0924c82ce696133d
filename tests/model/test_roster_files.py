"""Roster files: exact round trips, validation with JSON paths, atomic writes."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dugout.errors import DugoutError, RosterFileError
from dugout.model import BattingLine, Player, Team
from dugout.model.io import atomic_write, load_team, save_team, team_from_data, team_to_json
from dugout.model.schema import NAME_PATTERN
from dugout.model.stats import RateLine


def test_round_trip_real_team(tmp_path, yankees_1927):
    path = save_team(yankees_1927, tmp_path / "nyy.json")
    loaded = load_team(path)
    assert loaded == yankees_1927
    assert team_to_json(loaded) == path.read_text(encoding="utf-8")


def test_round_trip_modern_league_team(tmp_path):
    from dugout.sources import lahman

    t = lahman.import_team(2016, "CHN")
    assert team_from_data(json.loads(team_to_json(t))) == t


@st.composite
def lines(draw):  # type: ignore[no-untyped-def]
    """A batting line that adds up: HR <= H <= AB <= PA."""
    pa = draw(st.integers(0, 800))
    ab = draw(st.integers(0, pa))
    h = draw(st.integers(0, min(ab, 300)))
    return BattingLine(g=draw(st.integers(0, 200)), pa=pa, ab=ab, h=h, hr=draw(st.integers(0, min(h, 80))),
                       bb=draw(st.integers(0, 250)),
                       imputed=tuple(draw(st.lists(st.sampled_from(["sf", "ibb", "gidp"]), unique=True))))


def _shown(name: str) -> bool:
    """A name the model takes: one with a visible character (``NAME_PATTERN``)."""
    return re.search(NAME_PATTERN, name) is not None


players = st.builds(Player, id=st.text("abcdefgh0123", min_size=1, max_size=8),
                    name=st.text(min_size=1, max_size=20).filter(_shown), bats=st.sampled_from("LRS"),
                    batting=st.none() | lines(),
                    native=st.dictionaries(st.sampled_from(["deadball", "five_tool"]),
                                           st.dictionaries(st.sampled_from(["bt", "traits", "pow"]),
                                                           st.integers(-5, 50) | st.lists(st.text(max_size=3)),
                                                           max_size=3), max_size=2))


@settings(max_examples=60, deadline=None)
@given(st.lists(players, max_size=6, unique_by=lambda p: p.id), st.text(min_size=1, max_size=30).filter(_shown))
def test_round_trip_generated(ps, name):
    # a roster has names, and someone to bat and pitch (a player with a game's own ratings; ids here are a-h, 0-3)
    ace = Player(id="zz", name="Ace", bats="R", native={"deadball": {"bt": 30}})
    team = Team(id="gen", name=name, players=(*ps, ace))
    text = team_to_json(team)
    back = team_from_data(json.loads(text))
    assert back == team
    assert team_to_json(back) == text


def test_rate_line_normalized():
    r = RateLine(single=2, out=2).normalized()
    assert r.single == 0.5 and abs(r.total() - 1) < 1e-12


def _doc(team: Team) -> dict:
    return json.loads(team_to_json(team))


@pytest.mark.parametrize("mutate,path,expected", [
    (lambda d: d.update(schema_version=99), "$.schema_version", "expected 1, got 99"),
    (lambda d: d.pop("schema_version"), "$.schema_version", "missing"),
    (lambda d: d["team"].pop("name"), "$.team.name", "missing required field"),
    (lambda d: d["team"]["players"][0]["batting"].update(hr="sixty"), "$.team.players[0].batting.hr",
     "expected an integer"),
    (lambda d: d["team"]["players"][0].update(bats=3), "$.team.players[0].bats", "expected a string"),
    (lambda d: d["team"]["players"][1].update(shoe_size=12), "$.team.players[1].shoe_size", "unknown field"),
    (lambda d: d["team"].update(players={}), "$.team.players", "expected a list"),
    (lambda d: d["team"]["rotation"].append("nobody01"), "$.team.rotation[", "a player id of this team"),
])
def test_validation_names_the_path(tmp_path, yankees_1927, mutate, path, expected):
    d = _doc(yankees_1927)
    mutate(d)
    f = tmp_path / "bad.json"
    f.write_text(json.dumps(d))
    with pytest.raises(RosterFileError) as e:
        load_team(f)
    msg = str(e.value)
    assert str(f) in msg and path in msg and expected in msg


def test_atomic_write_refuses_overwrite(tmp_path):
    f = tmp_path / "x.json"
    atomic_write(f, "one")
    with pytest.raises(DugoutError, match="already exists"):
        atomic_write(f, "two")
    assert f.read_text() == "one"
    atomic_write(f, "two", force=True)
    assert f.read_text() == "two"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x.json"]
