"""Bad league files, team lookups and online-importer arguments: one line, exit code 2, before any work."""

from __future__ import annotations

import json
import shutil
import socket
from pathlib import Path
from typing import Any

import pytest

from dugout.errors import DugoutError
from dugout.games.deadball.league.files import LeagueFolder, TeamEntry, find_team
from dugout.games.deadball.league.new import create_league
from dugout.sources.http import Http


@pytest.fixture(scope="module")
def league_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("league") / "lg"
    create_league(LeagueFolder(folder), teams=3, games=4, seed=5, engine="quick")
    return folder


@pytest.fixture()
def league(league_template: Path, tmp_path: Path) -> Path:
    """A fresh copy of a small league (day 0 of season 1) for each test."""
    folder = tmp_path / "lg"
    shutil.copytree(league_template, folder)
    return folder


def _edit(path: Path, change: Any) -> None:
    doc = json.loads(path.read_text())
    change(doc)
    path.write_text(json.dumps(doc))


def _one_line_error(code: int, err: str) -> str:
    assert code == 2, err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    return err


LEAGUE_COMMANDS = [
    ["advance"], ["show"], ["show", "--json"], ["show", "--team", "1"], ["print", "-o", "{tmp}/out.pdf"],
    ["play"], ["team", "1", "--engine", "full"],
    ["trade", "--team", "1", "--with", "2", "--give", "x", "--get", "y", "--dry-run"],
]
BAD_FIELDS = {
    "games": (lambda d: d.update(games="many"), "'games'"),
    "games zero": (lambda d: d.update(games=0), "'games'"),
    "seed": (lambda d: d.update(seed=None), "'seed'"),
    "season": (lambda d: d.update(season="1"), "'season'"),
    "injuries": (lambda d: d.update(injuries=3), "'injuries'"),
    "five_tool": (lambda d: d.update(five_tool="no"), "'five_tool'"),
    "trade_weeks": (lambda d: d.update(trade_weeks=-1), "'trade_weeks'"),
    "options": (lambda d: d.update(options=["dh"]), "'options'"),
    "bad option": (lambda d: d.update(options={"no-such-rule": 1}), "'options'"),
    "history": (lambda d: d.update(history=[1]), "'history[0]'"),
    "teams": (lambda d: d.update(teams="all"), "'teams'"),
    "team engine": (lambda d: d["teams"][1].update(engine="warp"), "'teams[1].engine'"),
    "team name": (lambda d: d["teams"][0].update(name=7), "'teams[0].name'"),
    "team id path": (lambda d: d["teams"][0].update(id="../x"), "'teams[0].id'"),
    "missing teams": (lambda d: d.pop("teams"), "'teams' is missing"),
    "unknown field": (lambda d: d.update(bogus=1), "unknown field 'bogus'"),
}


@pytest.mark.parametrize("case", BAD_FIELDS)
def test_bad_league_field_is_one_line_for_every_command(run_cli, league, tmp_path, case):
    change, field = BAD_FIELDS[case]
    _edit(league / "league.json", change)
    for cmd in LEAGUE_COMMANDS:
        args = [a.replace("{tmp}", str(tmp_path)) for a in cmd]
        code, _, err = run_cli("league", args[0], str(league), *args[1:])
        err = _one_line_error(code, err)
        assert "league.json" in err and field in err, (cmd, err)
    assert not (tmp_path / "out.pdf").exists()


def test_wrong_games_type_after_a_season_does_not_crash_advance(run_cli, league):
    """The audit's case: a finished season and ``"games": "many"`` crashed ``advance`` in the scheduler."""
    assert run_cli("league", "play", str(league), "--season")[0] == 0
    _edit(league / "league.json", lambda d: d.update(games="many"))
    code, _, err = run_cli("league", "advance", str(league))
    assert "league.json: field 'games': expected an integer" in _one_line_error(code, err)


@pytest.mark.parametrize("name, content, where", [
    ("state.json", {"format": "dugout-league-season", "season": 1}, "state.json"),
    ("schedule.json", {"days": [["a"]]}, "schedule.json"),
    ("schedule.json", {"days": [[[9, 0]]]}, "schedule.json"),
    ("schedule.json", [1], "schedule.json"),
])
def test_damaged_season_files_are_one_line(run_cli, league, name, content, where):
    (league / "season-1" / name).write_text(json.dumps(content))
    for cmd in (["play"], ["show"], ["advance"]):
        code, _, err = run_cli("league", *cmd[:1], str(league), *cmd[1:])
        assert where in _one_line_error(code, err), (cmd, err)


def test_every_league_command_resolves_teams_alike(run_cli, league):
    lf = LeagueFolder(league)
    s = lf.settings()
    a, b, _ = lf.teams(s, 1)
    give, get = a.players[0].name, b.players[0].name
    for query in ("1", s.teams[0].id, s.teams[0].name.upper()):
        code, text, err = run_cli("league", "show", str(league), "--team", query)
        assert code == 0 and s.teams[0].name in text, (query, err)
        code, text, err = run_cli("league", "trade", str(league), "--team", query, "--with", "2", "--give", give,
                                  "--get", get, "--dry-run")
        assert code == 0 and "Trade Chance" in text, (query, err)
    code, text, err = run_cli("league", "team", str(league), "2", "--manager", "user")
    assert code == 0 and f"{s.teams[1].name}  [quick, yours]" in text
    code, _, err = run_cli("league", "show", str(league), "--team", "4")
    assert "--team: no team '4'" in _one_line_error(code, err) and "1. " in err
    code, _, err = run_cli("league", "trade", str(league), "--team", "1", "--with", "nobody", "--give", give,
                           "--get", get, "--dry-run")
    assert "--with: no team 'nobody'" in _one_line_error(code, err)
    for cmd in (["show"], ["trade"], ["team"], ["new"]):
        code, text, _ = run_cli("league", *cmd, "--help")
        assert code == 0 and "number" in text and "id or name" in " ".join(text.split()), cmd


def test_find_team():
    teams = [TeamEntry("red-sox", "Boston Red Sox"), TeamEntry("white-sox", "Chicago White Sox"),
             TeamEntry("cubs", "Chicago Cubs")]
    assert [find_team(teams, q) for q in ("1", "WHITE-SOX", "chicago cubs", " 3 ", "red")] == [0, 1, 2, 2, 0]
    with pytest.raises(DugoutError, match="ambiguous"):
        find_team(teams, "sox")
    with pytest.raises(DugoutError, match="no team '0'"):
        find_team(teams, "0")
    with pytest.raises(DugoutError, match="a team is needed"):
        find_team(teams, " ")


# --- online importers: every check comes before the network (or even the HTTP client) ---------------------------
@pytest.fixture()
def no_fetch(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Building an HTTP client, fetching a page or opening a socket fails the test loudly."""

    def refuse(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("the command did work (HTTP) before checking its arguments")

    monkeypatch.setenv("DUGOUT_CACHE", str(tmp_path / "http-cache"))
    for name in ("__init__", "get", "text", "cached"):
        monkeypatch.setattr(Http, name, refuse)
    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)


@pytest.mark.usefixtures("no_fetch")
def test_online_importers_check_arguments_before_fetching(run_cli, tmp_path):
    existing = tmp_path / "nya.json"
    existing.write_text("{}")
    cases = [
        (["import-bref", "2016", "NYY", "--context", "foo"], "--context must be auto, lahman or bref"),
        (["import-bref", "2016", "NYY", "-o", str(existing)], "already exists (use --force"),
        (["import-bref", "2016", "AL", "--all", "-o", str(existing)], "expected a folder, got a file"),
        (["import-box", "NYA202408200", "--stats", "foo"], "--stats must be auto, lahman or bref"),
        (["import-box", "X", "--stats", "foo"], "is not a Baseball-Reference box score"),
        (["import-box", "NYA202408200", "-o", str(existing)], "expected a folder, got a file"),
        (["import-pybaseball", "2016", "NYY", "-o", str(existing)], "already exists (use --force"),
        (["import-pybaseball", "2016", "NYY", "--split-min", "-1"], "--split-min must be 0 or more"),
        (["import-pybaseball", "1850", "NYY"], "season 1850 is outside"),
        (["play", "fc", str(existing), str(existing), "--boxscore", "NYA202408200"], "not both"),
    ]
    for args, expected in cases:
        code, _, err = run_cli(*args)
        assert expected in _one_line_error(code, err), (args, err)
    assert existing.read_text() == "{}"


def test_source_functions_check_before_fetching(no_fetch):
    from dugout.sources import bref, bref_box

    with pytest.raises(DugoutError, match="--context must be"):
        bref.import_team(2016, "NYY", session=object(), context="foo")  # type: ignore[arg-type]
    with pytest.raises(DugoutError, match="--stats must be"):
        bref_box.import_boxscore("NYA202408200", object(), stats="foo")  # type: ignore[arg-type]


def test_the_library_finds_teams_like_the_commands(tmp_path):
    """``api.league``'s team report and team settings take a team's number like the league commands do."""
    from dugout.api import league as api_league

    folder = tmp_path / "lg"
    settings = api_league.new_league(folder, teams=4, games=2, seed=3)
    first, third = settings.teams[0], settings.teams[2]
    assert api_league.league_team(folder, "1")["id"] == first.id
    assert api_league.league_team(folder, first.name.upper())["id"] == first.id
    after = api_league.set_team(folder, "3", engine="quick")
    assert next(t for t in after.teams if t.id == third.id).engine == "quick"
