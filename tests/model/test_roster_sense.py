"""Roster files whose JSON types are right but whose values no team could have: each gets a one-line error naming
the file and the JSON path, from the reader and from every command that reads a roster."""

from __future__ import annotations

import json

import pytest

from dugout.errors import RosterFileError
from dugout.model import Team
from dugout.model.io import load_team, team_to_json


def _doc(team: Team) -> dict:
    return json.loads(team_to_json(team))


def _index(d: dict, name: str) -> int:
    return next(i for i, p in enumerate(d["team"]["players"]) if p["name"] == name)


def _set_player(name: str, **fields):  # type: ignore[no-untyped-def]
    def mutate(d: dict) -> None:
        d["team"]["players"][_index(d, name)].update(fields)
    return mutate


def _set_batting(name: str, **fields):  # type: ignore[no-untyped-def]
    def mutate(d: dict) -> None:
        d["team"]["players"][_index(d, name)]["batting"].update(fields)
    return mutate


def _lineup_pos(k: int, pos: str):  # type: ignore[no-untyped-def]
    def mutate(d: dict) -> None:
        d["team"]["lineup_vs_rhp"][k]["pos"] = pos
    return mutate


def _lineup_dup(d: dict) -> None:
    d["team"]["lineup_vs_rhp"][1]["player"] = d["team"]["lineup_vs_rhp"][0]["player"]


def _bench_starter(d: dict) -> None:
    d["team"]["bench"].append(d["team"]["lineup_vs_rhp"][0]["player"])


def _role(d: dict) -> None:
    d["team"]["bullpen"][0]["role"] = "wizard"


def _rotation_dup(d: dict) -> None:
    d["team"]["rotation"].append(d["team"]["rotation"][0])


def _context_zero(d: dict) -> None:
    bat = d["team"]["context"]["batting"]
    for k, v in bat.items():
        if isinstance(v, int):
            bat[k] = 0


def _rates(d: dict) -> None:
    d["team"]["context"]["rates"]["single"] += 0.5


def _gs(d: dict) -> None:
    p = next(p for p in d["team"]["players"] if p.get("pitching"))
    p["pitching"]["gs"] = p["pitching"]["g"] + 1


CASES = [
    (_set_player("Waite Hoyt", throws="Q"), ".throws", "expected L, R or S, got 'Q'"),
    (_set_player("Babe Ruth", bats="Q"), ".bats", "expected L, R or S, got 'Q'"),
    (_set_batting("Babe Ruth", h=-100), ".batting.h", "expected a count of 0 or more, got -100"),
    (_set_batting("Babe Ruth", hr=900), ".batting.hr", "to be at most the hits"),
    (_set_batting("Babe Ruth", h=600), ".batting.h", "expected at most AB"),
    (_lineup_dup, "$.team.lineup_vs_rhp[1]", "expected each player once in the lineup"),
    (_lineup_pos(0, "XX"), "$.team.lineup_vs_rhp[0].pos", "expected one of P, C, 1B"),
    (_lineup_pos(0, "DH"), "$.team.lineup_vs_rhp", "expected a fielder at every position, got none at"),
    (_bench_starter, "$.team.bench[", "not in both lineups"),
    (_role, "$.team.bullpen[0].role", "expected one of closer, setup, middle, long, got 'wizard'"),
    (_rotation_dup, "$.team.rotation[", "expected each player once in the rotation"),
    (_context_zero, "$.team.context.batting", "got zero"),
    (_rates, "$.team.context.rates", "summing to 1, got 1.500"),
    (_gs, ".pitching.gs", "expected at most G"),
]


@pytest.mark.parametrize("mutate,path,expected", CASES)
def test_impossible_values_name_the_path(tmp_path, yankees_1927, mutate, path, expected):
    d = _doc(yankees_1927)
    mutate(d)
    f = tmp_path / "bad.json"
    f.write_text(json.dumps(d))
    with pytest.raises(RosterFileError) as e:
        load_team(f)
    msg = e.value.one_line()
    assert str(f) in msg and path in msg and expected in msg, msg


def test_the_real_team_passes(tmp_path, yankees_1927):
    f = tmp_path / "nyy.json"
    f.write_text(team_to_json(yankees_1927))
    assert load_team(f) == yankees_1927


@pytest.mark.parametrize("game", ["pp", "pt", "fc", "thats", "deadball"])
def test_every_command_says_it_in_one_line(tmp_path, run_cli, yankees_1927, athletics_1927, game):
    """The audit's crashes: a pitcher throwing 'Q' (a KeyError in Payoff Pitch's ratings) and a league context of
    zeros (Pine Tar's column builder)."""
    for mutate in (_set_player("Waite Hoyt", throws="Q"), _context_zero):
        d = _doc(yankees_1927)
        mutate(d)
        bad = tmp_path / "bad.json"
        bad.write_text(json.dumps(d))
        other = tmp_path / "pha.json"
        other.write_text(team_to_json(athletics_1927))
        for args in (["ratings", game, str(bad)], ["play", game, str(bad), str(other), "--seed", "1"]):
            code, out, err = run_cli(*args)
            assert code == 2, (args, out, err)
            lines = [ln for ln in err.strip().splitlines() if ln.strip()]
            assert len(lines) == 1 and str(bad) in lines[0] and "Traceback" not in err, err


def test_a_team_that_could_not_be_read_back_is_not_written(tmp_path, yankees_1927):
    import dataclasses

    from dugout.model.io import save_team

    ruth = next(p for p in yankees_1927.players if p.name == "Babe Ruth")
    bad_ruth = dataclasses.replace(ruth, bats="Q")
    team = dataclasses.replace(yankees_1927, players=tuple(bad_ruth if p is ruth else p
                                                          for p in yankees_1927.players))
    f = tmp_path / "nyy.json"
    with pytest.raises(RosterFileError) as e:
        save_team(team, f)
    assert ".bats" in str(e.value) and "not written" in str(e.value)
    assert not f.exists()


def test_a_pinch_hitter_of_1908_is_listed_as_ph_everywhere():
    """The model's primary position falls back to DH for a man who never took the field; printed rosters of every
    game list him as PH in a season without the DH."""
    from dugout.sources import lahman

    cubs = lahman.import_team(1908, "CHN")
    campbell = next(p for p in cubs.players if p.name == "Vin Campbell")
    assert campbell.primary_position == "DH" and campbell.listed_position(cubs.dh) == "PH"
    from dugout.games.thats_baseball.printing import _team_context

    bench = _team_context(cubs)["bench"]
    assert any(r["name"] == "Vin Campbell" and "PH" in r.values() for r in bench), bench
