"""The published roster schema: ``dugout schema`` prints what docs/roster.schema.json holds, every roster dugout
ships or writes conforms to it under a plain JSON Schema validator, and the one-line errors keep their form."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from dugout.errors import RosterFileError
from dugout.model.io import load_team, team_to_json
from dugout.paths import samples_dir

DOCS = Path(__file__).resolve().parents[2] / "docs" / "roster.schema.json"


@pytest.fixture(scope="module")
def published() -> jsonschema.Draft202012Validator:
    schema = json.loads(DOCS.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def test_the_docs_copy_is_what_the_command_prints(run_cli):
    code, out, err = run_cli("schema")
    assert code == 0, err
    assert out == DOCS.read_text(encoding="utf-8"), "run: dugout schema > docs/roster.schema.json"


def test_the_bundled_samples_conform(published):
    samples = sorted(samples_dir().rglob("*.json"))
    assert samples
    for f in samples:
        errors = [e.message for e in published.iter_errors(json.loads(f.read_text(encoding="utf-8")))]
        assert not errors, (f.name, errors[:3])


def test_written_rosters_conform(published, yankees_1927):
    from dugout.sources import csv_src

    for team in (yankees_1927, csv_src.parse_csv(csv_src.csv_template(), "template.csv")):
        assert not list(published.iter_errors(json.loads(team_to_json(team))))


def test_a_hand_written_mistake_fails_the_published_schema_and_dugout_alike(published, yankees_1927, tmp_path):
    doc = json.loads(team_to_json(yankees_1927))
    doc["team"]["players"][12]["throws"] = "Q"
    (err,) = published.iter_errors(doc)
    assert list(err.absolute_path) == ["team", "players", 12, "throws"]
    f = tmp_path / "bad.json"
    f.write_text(json.dumps(doc))
    with pytest.raises(RosterFileError) as e:
        load_team(f)
    assert str(e.value) == f"{f}: $.team.players[12].throws: expected L, R or S, got 'Q'"


@pytest.mark.parametrize("edit,message", [
    (lambda t: t["park"].update(bpf=float("nan")), "$.team.park.bpf: expected an integer, got NaN"),
    (lambda t: t["players"][0]["batting"].update(hr=10 ** 40), "$.team.players[0].batting.hr: too large: expected at most"),
    (lambda t: t["players"][0].update(overrides={"strat-o-matic": {}}),
     "$.team.players[0].overrides.strat-o-matic: expected a game's name"),
    (lambda t: t["players"][0].update(overrides={"deadball": {"warp_drive": 9}}),
     "$.team.players[0].overrides.deadball.warp_drive: expected an override deadball reads"),
    (lambda t: t["players"][0].update(overrides={"deadball": {"bt": float("inf")}}),
     "$.team.players[0].overrides.deadball.bt: too large: expected text, a number"),
    (lambda t: t["players"][0].update(native={"deadball": {"bt": json.loads("[" * 50 + "]" * 50)}}),
     "$.team.players[0].native.deadball.bt[0][0]: expected text, a number"),
    (lambda t: t.update(id="../x"), "$.team.id: expected an id without '/'"),
    (lambda t: t["players"][1].update(name=" "), "$.team.players[1].name: expected a name that is not blank"),
])
def test_values_no_roster_may_hold(tmp_path, yankees_1927, edit, message):
    import dugout.games  # noqa: F401  (the games name their override keys)

    doc = json.loads(team_to_json(yankees_1927))
    edit(doc["team"])
    f = tmp_path / "bad.json"
    f.write_text(json.dumps(doc))
    with pytest.raises(RosterFileError) as e:
        load_team(f)
    assert message in e.value.one_line() and "\n" not in str(e.value)


def test_numbers_past_reading_and_nesting_past_following(tmp_path, yankees_1927):
    text = team_to_json(yankees_1927).replace('"hr": 0', '"hr": ' + "9" * 50_000, 1)
    f = tmp_path / "long.json"
    f.write_text(text)
    with pytest.raises(RosterFileError, match=r"batting.hr: too large: expected an integer, got a number of 50000 digits"):
        load_team(f)
    f.write_text('{"schema_version": 1, "team": ' + "[" * 100_000 + "]" * 100_000 + "}")
    with pytest.raises(RosterFileError, match="nested too deep"):
        load_team(f)


def test_a_team_that_never_played_is_refused_where_it_would_take_the_field(tmp_path, yankees_1927):
    from dugout.model.io import load_playable

    doc = json.loads(team_to_json(yankees_1927))
    for p in doc["team"]["players"]:
        for kind in ("batting", "pitching"):
            if p[kind]:
                p[kind] = {k: (0 if isinstance(v, int) else v) for k, v in p[kind].items()}
    f = tmp_path / "zero.json"
    f.write_text(json.dumps(doc))
    assert load_team(f).name == "New York Yankees"
    with pytest.raises(RosterFileError, match=r"zero.json: \$.team.players: expected a player with plate appear"):
        load_playable(f)
