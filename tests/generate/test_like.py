"""Invented teams of a real era (``dugout generate team --like``): drawn from the league-season's own players,
aimed at a strength, seeded, playable in every game, and refused in one line when the input is wrong."""

from __future__ import annotations

import json

import pytest

from dugout.api.league import generate_team_like
from dugout.engine.dice import Dice
from dugout.games import RULESETS
from dugout.generate.like import team_like
from dugout.model.io import load_team
from dugout.sources import lahman


@pytest.fixture(scope="module")
def nl75():
    return lahman.import_league(1975, "NL")


def test_players_come_from_the_league_season_under_new_names(nl75):
    team = team_like("Test Club", nl75, Dice(3))
    real = {p.batting: p for t in nl75 for p in t.players if p.batting is not None}
    real_names = {p.name for t in nl75 for p in t.players}
    assert 25 <= len(team.players) <= 50 and team.context == nl75[0].context and team.season == 1975
    for p in team.players:
        assert p.name not in real_names and p.id.startswith("testclub-")
        if p.batting is not None:
            assert p.batting in real  # a real line of that league-season
    # a roster's shape: catchers, every infield position, starters and relievers
    assert {"C", "1B", "2B", "3B", "SS"} <= {p.primary_position for p in team.players}
    assert len(team.rotation) >= 4 and team.lineup_vs_rhp


def test_the_same_seed_gives_the_same_team_and_strength_moves_it(nl75):
    a, b = team_like("A", nl75, Dice(5), strength=0.6), team_like("A", nl75, Dice(5), strength=0.6)
    assert a == b
    hi, lo = team_like("A", nl75, Dice(5), strength=0.62), team_like("A", nl75, Dice(5), strength=0.38)
    assert "expected .6" in hi.notes and "expected .3" in lo.notes


@pytest.mark.parametrize("game", sorted(RULESETS))
def test_a_generated_team_rates_and_plays_in_every_game(game, tmp_path, run_cli):
    path = tmp_path / "club.json"
    generate_team_like("Club", "1975:NL", strength="contender", seed=1, out=path)
    code, out, err = run_cli("play", game, str(path), "1975:CIN", "--seed", "1")
    assert code == 0 and "Club" in out, err


def test_a_generated_team_joins_its_real_league_season(tmp_path, run_cli):
    path = tmp_path / "club.json"
    generate_team_like("Club", "1975:NL", seed=2, out=path)
    code, out, err = run_cli("season", "toy", "1975:NL", str(path), "-n", "2", "--seed", "1", "--json")
    assert code == 0, err
    rows = json.loads(out)["standings"]
    assert {r["league"] for r in rows} == {"NL"} and any(r["team"] == "Club" for r in rows)
    assert load_team(path).league == "NL"


@pytest.mark.parametrize("args, msg", [
    (["--like", "1850"], "1850"),
    (["--like", "1975:XL"], "no league XL in 1975"),
    (["--like", "1975", "--strength", "1.4"], "--strength 1.4"),
    (["--like", "1975", "--strength", "great"], "--strength 'great'"),
])
def test_bad_input_is_one_line_and_writes_nothing(args, msg, run_cli, tmp_path):
    code, _out, err = run_cli("generate", "team", "Club", "-o", str(tmp_path / "c.json"), *args)
    assert code == 2 and err.count("\n") == 1 and msg in err, err
    assert not (tmp_path / "c.json").exists()


def test_an_existing_file_is_kept_without_force(run_cli, tmp_path):
    path = tmp_path / "c.json"
    path.write_text("mine")
    code, _, err = run_cli("generate", "team", "Club", "--like", "1975:NL", "-o", str(path))
    assert code == 2 and "--force" in err and path.read_text() == "mine"


@pytest.mark.parametrize("method", ["tables", "generation", "five-tool"])
def test_the_book_methods_stay_choices(method, run_cli, tmp_path):
    code, _out, err = run_cli("generate", "team", "Club", "--method", method, "-o", str(tmp_path / "c.json"),
                             "--seed", "1")
    assert code == 0 and load_team(tmp_path / "c.json").name == "Club", err
    code, _, err = run_cli("generate", "team", "Club", "--method", method, "--like", "1975", "-o",
                           str(tmp_path / "d.json"))
    assert code == 2 and "--like" in err and not (tmp_path / "d.json").exists()


def test_a_generated_league_is_a_folder_season_plays(run_cli, tmp_path):
    folder = tmp_path / "lg"
    code, out, err = run_cli("generate", "league", str(folder), "--like", "1908:AL", "--teams", "4", "--seed", "1")
    assert code == 0, err
    index = json.loads((folder / "league.json").read_text())
    assert len(index["teams"]) == 4 and all((folder / f).is_file() for f in index["teams"])
    names = [load_team(folder / f).name for f in index["teams"]]
    assert len(set(names)) == 4
    players = [p.name for f in index["teams"] for p in load_team(folder / f).players]
    assert len(players) == len(set(players))  # no name twice in the league
    code, out, err = run_cli("season", "toy", str(folder), "-n", "3", "--seed", "2", "--json")
    assert code == 0, err
    assert sorted(r["team"] for r in json.loads(out)["standings"]) == sorted(names)
    # parity: every club aimed at .500
    code, _, err = run_cli("generate", "league", str(tmp_path / "even"), "--like", "1908:AL", "--teams", "3",
                           "--spread", "0", "--seed", "1")
    assert code == 0, err
    for f in json.loads((tmp_path / "even" / "league.json").read_text())["teams"]:
        expected = float(load_team(tmp_path / "even" / f).notes.rsplit("expected ", 1)[1])
        assert abs(expected - 0.5) <= 0.015


@pytest.mark.parametrize("args, msg", [
    (["--teams", "0"], "--teams 0"),
    (["--teams", "3", "--spread", "0.4"], "--spread 0.4"),
])
def test_a_bad_league_is_one_line(args, msg, run_cli, tmp_path):
    code, _, err = run_cli("generate", "league", str(tmp_path / "lg"), "--like", "1908:AL", *args)
    assert code == 2 and err.count("\n") == 1 and msg in err, err
    assert not (tmp_path / "lg").exists()


def test_an_existing_league_is_kept_without_force(run_cli, tmp_path):
    folder = tmp_path / "lg"
    assert run_cli("generate", "league", str(folder), "--like", "1908:AL", "--teams", "2", "--seed", "1")[0] == 0
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    code, _, err = run_cli("generate", "league", str(folder), "--like", "1908:AL", "--teams", "2", "--seed", "2")
    assert code == 2 and "--force" in err
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before


def test_a_generated_league_has_as_many_clubs_as_the_real_one_by_default(run_cli, tmp_path):
    """So every real line is drawn about once and the league adds up to the real one (eight clubs drawn from 2016
    NL's fifteen left its walks 7 % short with seed 2)."""
    code, _, err = run_cli("generate", "league", str(tmp_path / "lg"), "--like", "1908:AL", "--seed", "1")
    assert code == 0, err
    assert len(json.loads((tmp_path / "lg" / "league.json").read_text())["teams"]) == 8
    code, _, err = run_cli("generate", "league", str(tmp_path / "nl"), "--like", "1884:UA", "--seed", "1")
    assert code == 0, err
    assert len(json.loads((tmp_path / "nl" / "league.json").read_text())["teams"]) == len(
        lahman.import_league(1884, "UA"))


def test_the_deadball_league_reads_a_generated_league(run_cli, tmp_path):
    src = tmp_path / "lg"
    assert run_cli("generate", "league", str(src), "--like", "1908:AL", "--teams", "4", "--seed", "3")[0] == 0
    names = sorted(load_team(src / f).name for f in json.loads((src / "league.json").read_text())["teams"])
    code, out, err = run_cli("league", "new", str(tmp_path / "dl"), "--from", str(src), "--games", "6", "--seed", "1")
    assert code == 0, err
    code, out, err = run_cli("league", "play", str(tmp_path / "dl"), "--days", "20")
    assert code == 0 and all(n in out for n in names), err
    code, out, err = run_cli("league", "advance", str(tmp_path / "dl"))
    assert code == 0 and "off-season after season 1" in out, err


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_league_as_big_as_the_real_one_adds_up_to_the_real_league(seed):
    """Each club takes a different real roster's shape and the lines the league has drawn least, and lines left
    over replace lines drawn twice: the invented 1908 AL bats like the real one in total (independent draws were
    off by up to 12 % in home runs and left a fifth of the real plate appearances undrawn)."""
    from dugout.generate.like import league_like

    real = lahman.import_league(1908, "AL")
    clubs = league_like(len(real), real, Dice(seed))

    def totals(teams):
        lines = [p.batting for t in teams for p in t.players if p.batting is not None]
        return {k: sum(getattr(b, k) for b in lines) for k in ("pa", "h", "hr", "bb", "so")}

    gen, ref = totals(clubs), totals(real)
    assert abs(gen["pa"] / ref["pa"] - 1) < 0.03
    for k in ("h", "bb", "so"):
        assert abs((gen[k] / gen["pa"]) / (ref[k] / ref["pa"]) - 1) < 0.04, k
    assert abs((gen["hr"] / gen["pa"]) / (ref["hr"] / ref["pa"]) - 1) < 0.09
    drawn = {p.batting for t in clubs for p in t.players if p.batting is not None}
    undrawn = sum(p.batting.pa for t in real for p in t.players if p.batting is not None and p.batting not in drawn)
    assert undrawn < 0.08 * ref["pa"]


@pytest.mark.parametrize("season, league", [(1908, "AL"), (1975, "NL"), (2016, "AL")])
def test_the_strength_a_team_is_aimed_by_reads_real_teams_records(season, league):
    """``lines_pct`` (Base Runs of the summed lines, Pythagorean) is what a generated team is aimed by: on real
    teams it comes within about .03 of their records, as such estimates do (the rest is sequencing and luck)."""
    from dugout.generate.like import lines_pct

    teams = lahman.import_league(season, league)
    est = [lines_pct(t.context, list(t.players)) for t in teams]
    real = [t.record.w / (t.record.w + t.record.l) for t in teams]
    assert sum(abs(a - b) for a, b in zip(est, real)) / len(teams) < 0.04
    assert max(abs(a - b) for a, b in zip(est, real)) < 0.10
    # and it orders them: the estimate's best and worst are among the real top and bottom thirds
    k = len(teams) // 3
    order = sorted(range(len(teams)), key=lambda i: -real[i])
    assert est.index(max(est)) in order[:k] and est.index(min(est)) in order[-k:]
