"""The ``dugout league`` and ``dugout generate`` commands, their output files and their one-line errors."""

from __future__ import annotations

import json

import pytest
from pypdf import PdfReader

from dugout.games.deadball.league.files import LeagueFolder
from dugout.model.io import load_team


def test_generate_commands(run_cli, tmp_path):
    out = tmp_path / "gen.json"
    code, text, err = run_cli("generate", "deadball-team", "Gen Club", "--seed", "4", "-o", str(out))
    assert code == 0 and "25 players" in text and "seed 4" in text
    assert len(load_team(out).players) == 25
    code, _, err = run_cli("generate", "deadball-team", "Gen Club", "--seed", "4", "-o", str(out))
    assert code == 2 and "already exists" in err and len(err.strip().splitlines()) == 1
    tables = tmp_path / "tables.json"
    assert run_cli("generate", "deadball-team", "Table Club", "--method", "tables", "--seed", "1", "-o",
                   str(tables))[0] == 0
    assert any(p.native["deadball"]["origin"] == "table" for p in load_team(tables).players)
    ft = tmp_path / "ft.json"
    code, text, _ = run_cli("generate", "five-tool-team", "FT Club", "--template", "lineup", "--seed", "2", "-o",
                            str(ft))
    assert code == 0 and len(load_team(ft).players) == 9
    spec = tmp_path / "spec.json"
    spec.write_text(json.dumps({"name": "Mine", "players": [{"level": "Rookie", "pos": "C", "points": 12,
                                                              "tools": {"power": 8, "contact": 3}}]}))
    code, _, err = run_cli("generate", "five-tool-team", "--spec", str(spec), "-o", str(tmp_path / "m.json"))
    assert code == 2 and "spends 13 points but a Rookie has 12" in err
    code, _, err = run_cli("generate", "deadball-team", "X", "--method", "dice", "-o", str(tmp_path / "x.json"))
    assert code == 2 and "expected one of tables, generation" in err


def test_five_tool_ratings_command(run_cli, tmp_path):
    out = tmp_path / "nya.json"
    code, text, _ = run_cli("generate", "five-tool-ratings", "1927:NYA", "-o", str(out))
    assert code == 0
    team = load_team(out)
    assert all("five_tool" in p.native for p in team.players)
    code, text, _ = run_cli("play", "deadball", str(out), str(out), "--seed", "1")
    assert code == 0 and "Seed: 1" in text


def test_league_commands(run_cli, tmp_path):
    folder = tmp_path / "league"
    code, text, err = run_cli("league", "new", str(folder), "--teams", "4", "--games", "12", "--seed", "6",
                              "--engine", "quick", "--name", "Test League")
    assert code == 0, err
    names = [t.name for t in LeagueFolder(folder).settings().teams]
    assert "Test League" in text and all(n in text for n in names)
    code, text, err = run_cli("league", "play", str(folder), "--days", "2")
    assert code == 0 and "played 2 days (4 games), day 2 of 12" in text
    code, text, _ = run_cli("league", "show", str(folder))
    assert code == 0 and "day 2 of 12" in text
    code, text, _ = run_cli("league", "show", str(folder), "--json")
    assert json.loads(text)["day"] == 2
    code, _, err = run_cli("league", "advance", str(folder))
    assert code == 2 and "not over (day 2 of 12)" in err
    code, _, err = run_cli("league", "trade", str(folder), "--team", names[0], "--with", names[1],
                           "--give", "x", "--get", "y")
    assert code == 2 and "before a season starts or after it ends" in err
    code, text, _ = run_cli("league", "play", str(folder), "--season")
    assert code == 0 and "the season is over" in text
    code, _, err = run_cli("league", "play", str(folder))
    assert code == 2 and "is over" in err
    code, text, _ = run_cli("league", "show", str(folder), "--team", names[0])
    assert code == 0 and names[0] in text
    pdf = tmp_path / "league.pdf"
    code, text, _ = run_cli("league", "print", str(folder), "-o", str(pdf))
    assert code == 0 and pdf.exists()
    reader = PdfReader(str(pdf))
    assert len(reader.pages) == 5
    first = reader.pages[0].extract_text()
    assert "Standings" in first and names[0] in "".join(p.extract_text() for p in reader.pages)
    code, text, _ = run_cli("league", "advance", str(folder))
    assert code == 0 and "off-season after season 1" in text
    assert LeagueFolder(folder).settings().season == 2


def test_user_trade(run_cli, tmp_path):
    folder = tmp_path / "trade"
    assert run_cli("league", "new", str(folder), "--teams", "2", "--games", "4", "--seed", "3", "--play",
                   "placeholder")[0] == 2                      # no such team: nothing is written
    assert not folder.exists() or not any(folder.iterdir())
    assert run_cli("league", "new", str(folder), "--teams", "2", "--games", "4", "--seed", "3")[0] == 0
    lf = LeagueFolder(folder)
    s = lf.settings()
    a, b = lf.teams(s, 1)
    give = min(a.players, key=lambda p: -p.native["deadball"]["bt"])
    get = min(b.players, key=lambda p: p.native["deadball"]["bt"])
    code, text, _ = run_cli("league", "trade", str(folder), "--team", a.name, "--with", b.name, "--give", give.name,
                            "--get", get.name, "--dry-run")
    assert code == 0 and "Trade Chance" in text
    code, text, _ = run_cli("league", "trade", str(folder), "--team", a.name, "--with", b.name, "--give", give.name,
                            "--get", get.name)
    assert code == 0 and "d100" in text
    _a2, b2 = lf.teams(s, 1)
    moved = "accepted" in text and "refused" not in text
    assert (give.id in {p.id for p in b2.players}) == moved


@pytest.mark.parametrize("args,msg", [
    (("league", "new", "{tmp}/bad", "--teams", "1"), "--teams must be 2-24"),
    (("league", "new", "{tmp}/bad", "--from", "mars"), "--from 'mars'"),
    (("league", "new", "{tmp}/bad", "--option", "streaks=sometimes"), "option streaks"),
    (("league", "new", "{tmp}/bad", "--from", "southern-circuit", "--teams", "9"), "has 8 teams"),
    (("league", "play", "{tmp}/nowhere"), "no such league folder"),
    (("league", "show", "{tmp}"), "not a league folder"),
    (("league", "play", "{tmp}/x", "--days", "2", "--season"), "not both"),
    (("league", "play", "{tmp}/x", "--days", "0"), "--days must be at least 1"),
    (("generate", "five-tool-team", "-o", "{tmp}/t.json"), "needs a name"),
    (("generate", "five-tool-team", "T", "--template", "dream", "-o", "{tmp}/t.json"), "template 'dream'"),
])
def test_league_errors(run_cli, tmp_path, args, msg):
    code, _, err = run_cli(*[a.format(tmp=tmp_path) for a in args])
    assert code == 2 and msg in err and len(err.strip().splitlines()) == 1


def test_new_refuses_a_used_folder(run_cli, tmp_path):
    (tmp_path / "used").mkdir()
    (tmp_path / "used" / "notes.txt").write_text("mine")
    code, _, err = run_cli("league", "new", str(tmp_path / "used"))
    assert code == 2 and "not an empty folder" in err
    assert (tmp_path / "used" / "notes.txt").read_text() == "mine"


def test_your_team_and_engines(run_cli, tmp_path):
    folder = tmp_path / "mine"
    code, text, _ = run_cli("league", "new", str(folder), "--teams", "3", "--games", "6", "--engine", "quick",
                            "--play", "2", "--seed", "4")
    assert code == 0
    s = LeagueFolder(folder).settings()
    assert [(t.engine, t.manager) for t in s.teams] == [("quick", "ai"), ("full", "user"), ("quick", "ai")]
    assert f"{s.teams[1].name}  [full, yours]" in text
    code, text, _ = run_cli("league", "team", str(folder), s.teams[0].name, "--engine", "full")
    assert code == 0 and LeagueFolder(folder).settings().teams[0].engine == "full"
    code, _, err = run_cli("league", "team", str(folder), "1", "--manager", "boss")
    assert code == 2 and "user or ai" in err


def test_damaged_state_is_one_line(run_cli, tmp_path):
    folder = tmp_path / "damaged"
    assert run_cli("league", "new", str(folder), "--teams", "2", "--games", "4", "--seed", "2")[0] == 0
    state = folder / "season-1" / "state.json"
    doc = json.loads(state.read_text())
    del doc["extra"]["hurt"]
    state.write_text(json.dumps(doc))
    code, _, err = run_cli("league", "play", str(folder))
    assert code == 2 and "damaged season state" in err and len(err.strip().splitlines()) == 1
    state.write_text("{")
    code, _, err = run_cli("league", "show", str(folder))
    assert code == 2 and "cannot read" in err
