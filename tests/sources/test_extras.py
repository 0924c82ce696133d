"""The optional model fields the online sources fill: Player.extras and Player.splits."""

from __future__ import annotations

import dataclasses
import json

import pytest

from dugout.model.extras import Extras, Splits, batting_split, pitching_split, split_rates
from dugout.model.io import SCHEMA_VERSION, team_from_data, team_to_json
from dugout.model.stats import BattingLine, RateLine


@pytest.fixture(scope="module")
def enriched(yankees_1927):
    ruth = yankees_1927.player("ruthba01")
    ruth2 = dataclasses.replace(
        ruth, extras=Extras(bsr=2.5, def_runs=-4.0, k_pct=0.13, gb_pct=0.33, sources=("csv",)),
        splits=Splits(vs_rhp=BattingLine(pa=500, ab=400, h=140, hr=45, bb=100),
                      vs_lhp=BattingLine(pa=191, ab=140, h=52, hr=15, bb=38), source="csv"))
    return dataclasses.replace(yankees_1927, players=tuple(ruth2 if p.id == "ruthba01" else p
                                                           for p in yankees_1927.players))


def test_round_trip_with_extras_and_splits_is_exact(enriched):
    doc = json.loads(team_to_json(enriched))
    assert doc["schema_version"] == SCHEMA_VERSION == 1
    assert team_from_data(doc) == enriched


def test_rosters_written_before_the_fields_existed_still_load(yankees_1927):
    doc = json.loads(team_to_json(yankees_1927))
    for p in doc["team"]["players"]:
        assert p.pop("extras") is None and p.pop("splits") is None
    assert team_from_data(doc) == yankees_1927


def test_a_bad_extras_value_names_its_json_path(yankees_1927):
    from dugout.errors import RosterFileError

    doc = json.loads(team_to_json(yankees_1927))
    doc["team"]["players"][0]["extras"] = {"bsr": "fast"}
    with pytest.raises(RosterFileError, match=r"players\[0\].extras.bsr: expected a number"):
        team_from_data(doc, "x.json")


def test_split_lookups():
    s = Splits(vs_rhp=BattingLine(pa=1), vs_lhp=BattingLine(pa=2), vs_rhb=BattingLine(pa=3),
               vs_lhb=BattingLine(pa=4))
    assert batting_split(s, "R").pa == 1 and batting_split(s, "L").pa == 2
    assert pitching_split(s, "R").pa == 3 and pitching_split(s, "L").pa == 4
    assert pitching_split(s, "S", pitcher_throws="R").pa == 4  # a switch hitter bats left against a righty
    assert pitching_split(s, "S", pitcher_throws="L").pa == 3
    assert batting_split(None, "R") is None and pitching_split(None, "L") is None


def test_split_rates_regress_toward_the_season():
    line = BattingLine(pa=100, ab=100, h=40)
    season = RateLine(single=0.25, out=0.75)
    raw = split_rates(line, season)
    assert raw.single == pytest.approx(0.40)
    half = split_rates(line, season, regress_pa=100)
    assert half.single == pytest.approx(0.325) and half.total() == pytest.approx(1.0)
    assert split_rates(None, season) is None and split_rates(BattingLine(), season) is None


def test_empty_extras():
    assert Extras().is_empty() and not Extras(sprint_speed=27.0).is_empty()
