"""The game commands as a newcomer runs them, plus argument plumbing checked against the core."""

from __future__ import annotations

import json

import pytest

from dugout.api import games as core
from dugout.games import RULESETS


def test_games_lists_every_game(run_cli):
    code, out, _ = run_cli("games")
    assert code == 0
    for name in RULESETS:
        assert name in out


@pytest.mark.parametrize("game", sorted(RULESETS))
def test_ratings_json_for_every_game(game, run_cli):
    code, out, err = run_cli("ratings", game, "1927:NYY", "--json")
    assert code == 0, err
    rows = json.loads(out)
    names = {r["name"] for r in rows}
    assert "Babe Ruth" in names and "Waite Hoyt" in names
    assert all("name" in r and len(r) > 3 for r in rows)


def test_ratings_table(run_cli):
    code, out, _ = run_cli("ratings", "thats", "1927:NYY")
    assert code == 0 and "Babe Ruth" in out and "aba" in out


def test_play_prints_a_box_score_and_is_reproducible(run_cli):
    code1, out1, _ = run_cli("play", "tb", "1927:NYY", "1927:PHA", "--seed", "7")
    code2, out2, _ = run_cli("play", "tb", "1927:NYY", "1927:PHA", "--seed", "7")
    assert code1 == code2 == 0 and out1 == out2
    assert "New York Yankees" in out1 and "Seed: 7" in out1


def test_play_pbp_shows_the_dice(run_cli):
    code, out, _ = run_cli("play", "tb", "1927:NYY", "1927:PHA", "--seed", "3", "--pbp")
    assert code == 0 and "Top of the 1st" in out and "+ 2d6" in out and "PAN" in out


def test_play_json_with_options(run_cli):
    code, out, err = run_cli("play", "tb", "1927:NYY", "1927:PHA", "--seed", "5", "--json", "--option",
                             "pitch-count=on", "-O", "brawls=on")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["options"]["pitch-count"] is True and doc["options"]["brawls"] is True
    assert doc["away"]["R"] == sum(doc["away"]["line"])


def test_sim_json(run_cli):
    code, out, err = run_cli("sim", "tb", "1927:NYY", "1927:PHA", "--games", "30", "--seed", "1", "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["games"] == 30 and doc["away"]["wins"] + doc["home"]["wins"] + doc["ties"] == 30


def test_season_standings_and_csv(run_cli, tmp_path):
    code, out, err = run_cli("season", "tb", "1927:NYY", "1927:PHA", "1927:WS1", "1927:DET", "--games", "12",
                             "--seed", "4", "--csv", str(tmp_path))
    assert code == 0, err
    assert "Leaders" in out and "Washington Senators" in out
    assert {p.name for p in tmp_path.iterdir()} == {"standings.csv", "batting.csv", "pitching.csv", "postseason.csv"}


def test_season_json_totals(run_cli):
    code, out, _ = run_cli("season", "tb", "1927:AL", "--games", "7", "--seed", "9", "--json")
    assert code == 0
    doc = json.loads(out)
    st = doc["standings"]
    assert len(st) == 8 and sum(t["W"] for t in st) == sum(t["L"] for t in st)
    assert sum(t["RS"] for t in st) == sum(t["RA"] for t in st)


def test_fidelity_json_keys(run_cli, tmp_path):
    code, out, err = run_cli("fidelity", "tb", "1927", "AL", "--json", "-o", str(tmp_path / "rep"))
    assert code == 0, err
    doc = json.loads(out)
    for key in ("team_r_per_g_mae", "team_ba_mae", "team_obp_mae", "team_slg_mae", "team_era_mae",
                "league_hr_pa_ratio", "league_bb_pa_ratio", "league_so_pa_ratio", "player_ops_r"):
        assert key in doc
    # bullpen use, relief appearances per team game: 1927 AL teams made 0.84
    assert doc["league_relief_per_g_real"] == pytest.approx(0.844, abs=0.001)
    assert doc["league_relief_per_g_sim"] > 0
    assert {p.name for p in (tmp_path / "rep").iterdir()} >= {"fidelity.csv", "report.html", "report.pdf"}
    # how far the dice alone move the measures, for the atlas's judgement of a miss
    assert set(doc["dice"]) == {"player_ops_r_dice_sd", "league_hr_pa_dice_sd", "league_bb_pa_dice_sd",
                                "league_so_pa_dice_sd"}
    assert 0 < doc["dice"]["player_ops_r_dice_sd"] < 0.05 and 0 < doc["dice"]["league_hr_pa_dice_sd"] < 0.1


def test_fidelity_says_which_targets_a_league_season_misses(run_cli, tmp_path):
    code, out, err = run_cli("fidelity", "tb", "1927", "AL", "--replays", "1", "--no-files")
    assert code == 0, err
    # That's Baseball as written bats about .38 in 1927: its runs are far off, and the line says so
    line = next(line for line in out.splitlines() if line.startswith("off the atlas's targets: "))
    assert "R/G " in line


def test_cards_command_passes_its_arguments(run_cli, monkeypatch, tmp_path):
    seen = {}

    def fake(game, teams, **kw):
        seen.update(game=game, teams=[t.id for t in core.load_rosters(teams)], **kw)
        return tmp_path / "x.pdf"

    monkeypatch.setattr(core, "print_cards", fake)
    code, _, _ = run_cli("cards", "pp", "1927:NYY", "1927:AL", "--paper", "a4", "--html", "-o",
                           str(tmp_path / "x.html"), "--force")
    assert code == 0
    assert seen["game"] == "pp" and seen["teams"][0] == "NYA" and len(seen["teams"]) == 9
    assert seen["paper"] == "a4" and seen["html"] is True and seen["force"] is True


def test_play_needs_two_teams(run_cli):
    code, _, err = run_cli("play", "tb", "1927:NYY")
    assert code == 2 and "AWAY and HOME" in err


def test_cards_into_a_folder_names_the_file_and_refuses_to_overwrite(run_cli, tmp_path):
    """``-o FOLDER`` writes the default file name there; a second run needs --force."""
    code, _, err = run_cli("cards", "tb", "1927:NYY", "--html", "-o", str(tmp_path))
    assert code == 0, err
    made = tmp_path / "thats-baseball-1927NYA.html"
    assert made.is_file() and "Babe Ruth" in made.read_text(encoding="utf-8")
    code, _, err = run_cli("cards", "tb", "1927:NYY", "--html", "-o", str(tmp_path))
    assert code == 2 and "already exists" in err and len(err.strip().splitlines()) == 1
    code, _, err = run_cli("cards", "tb", "1927:NYY", "--html", "-o", str(tmp_path), "--force")
    assert code == 0, err


def test_cards_output_names(run_cli, tmp_path):
    """A name without a suffix is a folder to make; a wrong suffix or a missing parent folder is one line, exit 2."""
    code, _, err = run_cli("cards", "tb", "1927:NYY", "--html", "-o", str(tmp_path / "sheets"))
    assert code == 0, err
    assert (tmp_path / "sheets" / "thats-baseball-1927NYA.html").is_file()
    for bad, words in ((tmp_path / "x.txt", "expected a .html file name"),
                       (tmp_path / "no" / "such" / "place", "does not exist")):
        code, _, err = run_cli("cards", "tb", "1927:NYY", "--html", "-o", str(bad))
        assert code == 2 and words in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "x.txt").exists() and not (tmp_path / "no").exists()


def test_games_lists_house_rules_apart(run_cli, monkeypatch):
    from dugout.engine.ruleset import Option

    info = core.GameInfo("toy", "Toy", (), (Option("wind", False, "Book wind."),
                                            Option("lucky-seven", False, "Our sevens.", house=True)))
    monkeypatch.setattr(core, "list_games", lambda: [info])
    code, out, _ = run_cli("games")
    assert code == 0
    book, _, house = out.partition("house rules")
    assert "wind=False" in book and "lucky-seven" not in book and "lucky-seven=False  Our sevens." in house
