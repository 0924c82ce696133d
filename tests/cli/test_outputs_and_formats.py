"""season/fidelity/sim: outputs checked before the work and written all or none; tables formatted by kind."""

from __future__ import annotations

import os
import re
from types import SimpleNamespace

import pytest

from dugout.api import games as core
from dugout.errors import DugoutError

TEAMS = ("1927:NYY", "1927:PHA")


def _one_line_error(code: int, out: str, err: str, words: str) -> None:
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert code == 2, (out, err)
    assert len(lines) == 1 and lines[0].startswith("dugout: error: ") and words in lines[0], err
    assert "Traceback" not in out + err


@pytest.fixture()
def no_season(monkeypatch):
    """Fail the test if a season is played (the check must come before the work)."""

    def boom(*a, **k):
        raise AssertionError("the season was played before the outputs were checked")

    monkeypatch.setattr(core, "run_season", boom)


@pytest.fixture()
def no_replays(monkeypatch):
    from dugout.api import fidelity

    def boom(*a, **k):
        raise AssertionError("the replays ran before the report folder was checked")

    monkeypatch.setattr(fidelity, "run_fidelity", boom)


def _help(run_cli, *args: str) -> str:
    code, out, err = run_cli(*args, "--help")
    assert code == 0, err
    return " ".join(out.replace("│", " ").split())


# 1. --csv onto an existing file


def test_season_csv_onto_a_file_is_one_line(run_cli, tmp_path, no_season):
    target = tmp_path / "nya.json"
    target.write_text("keep me")
    code, out, err = run_cli("season", "db", *TEAMS, "-n", "2", "--csv", str(target))
    _one_line_error(code, out, err, "expected a folder")
    assert target.read_text() == "keep me" and os.listdir(tmp_path) == ["nya.json"]


def test_season_csv_under_a_file_is_one_line(run_cli, tmp_path, no_season):
    (tmp_path / "plain").write_text("x")
    code, out, err = run_cli("season", "db", *TEAMS, "-n", "2", "--csv", str(tmp_path / "plain" / "sub"))
    _one_line_error(code, out, err, "cannot make the folder")


# 2. report sets: checked before the work, written all or none


def test_season_csv_existing_file_stops_before_the_season(run_cli, tmp_path, no_season):
    folder = tmp_path / "scsv2"
    folder.mkdir()
    (folder / "pitching.csv").write_text("keep me")
    code, out, err = run_cli("season", "db", *TEAMS, "-n", "2", "--quick", "--csv", str(folder))
    _one_line_error(code, out, err, "pitching.csv: already exists")
    assert os.listdir(folder) == ["pitching.csv"] and (folder / "pitching.csv").read_text() == "keep me"


def test_season_csv_force_replaces_the_whole_set(run_cli, tmp_path):
    folder = tmp_path / "scsv2"
    folder.mkdir()
    (folder / "pitching.csv").write_text("keep me")
    code, _, err = run_cli("season", "db", *TEAMS, "-n", "2", "--seed", "1", "--csv", str(folder), "--force")
    assert code == 0, err
    assert sorted(os.listdir(folder)) == ["batting.csv", "pitching.csv", "postseason.csv", "standings.csv"]
    assert (folder / "pitching.csv").read_text().startswith("team,")


def test_fidelity_existing_report_stops_before_the_replays(run_cli, tmp_path, no_replays):
    folder = tmp_path / "fid2"
    folder.mkdir()
    (folder / "report.pdf").write_text("keep me")
    code, out, err = run_cli("fidelity", "tb", "1927", "AL", "-o", str(folder))
    _one_line_error(code, out, err, "report.pdf: already exists")
    assert os.listdir(folder) == ["report.pdf"] and (folder / "report.pdf").read_text() == "keep me"


def test_fidelity_output_onto_a_file_stops_before_the_replays(run_cli, tmp_path, no_replays):
    target = tmp_path / "rep.txt"
    target.write_text("keep me")
    code, out, err = run_cli("fidelity", "tb", "1927", "AL", "-o", str(target))
    _one_line_error(code, out, err, "expected a folder")
    assert target.read_text() == "keep me"


def test_fidelity_report_is_rendered_before_any_file_is_written(run_cli, tmp_path, monkeypatch):
    """A failure while rendering the last file (the PDF) leaves no CSV/JSON/HTML behind."""
    from dugout import render
    from dugout.api import fidelity_report

    def broken(htmls):
        raise DugoutError("PDF renderer broke")

    monkeypatch.setattr(render, "pdf_bytes", broken)
    monkeypatch.setattr(fidelity_report, "pdf_bytes", broken, raising=False)
    code, out, err = run_cli("fidelity", "tb", "1927", "AL", "-o", str(tmp_path / "rep"))
    _one_line_error(code, out, err, "PDF renderer broke")
    assert not (tmp_path / "rep").exists() or os.listdir(tmp_path / "rep") == []


def test_write_set_takes_back_its_files_when_a_move_fails(tmp_path, monkeypatch):
    from dugout.api import outputs

    (tmp_path / "b.txt").write_text("old")
    real = os.replace
    calls = []

    def flaky(src, dst):
        calls.append(dst)
        if len(calls) == 4:  # a moved in, the old b moved aside, b moved in, then c fails
            raise OSError(28, "No space left on device")
        real(src, dst)

    monkeypatch.setattr(outputs.os, "replace", flaky)
    files = {tmp_path / "a.txt": "a", tmp_path / "b.txt": "b", tmp_path / "c.txt": b"c"}
    with pytest.raises(DugoutError, match=r"c\.txt: cannot write \(No space left on device\); nothing was written"):
        outputs.write_set(files, force=True)
    assert sorted(os.listdir(tmp_path)) == ["b.txt"]  # a.txt taken back, no temporary files left
    assert (tmp_path / "b.txt").read_text() == "old"  # the file --force replaced is put back
    with pytest.raises(DugoutError, match="already exists"):
        outputs.write_set(files)
    assert sorted(os.listdir(tmp_path)) == ["b.txt"]


# 3. -n 0


def test_season_zero_games_is_an_error(run_cli, no_season):
    code, out, err = run_cli("season", "db", *TEAMS, "-n", "0", "--quick")
    _one_line_error(code, out, err, "--games must be at least 1")


# 4. counts per game are not batting averages


def test_sim_table_prints_counts_per_game_as_decimals(run_cli, monkeypatch):
    line = {"avg": 0.289, "h_per_game": 9.1, "hr_per_game": 0.35, "bb_per_game": 0.67, "so_per_game": 1.45,
            "pa_per_game": 38.0}
    fake = core.SimSummary(game="thats-baseball", away="Away", home="Home", games=20, wins=(12, 8), ties=0,
                           runs=(4.5, 3.25), lines=(line, dict(line)), seed=1)
    monkeypatch.setattr(core, "simulate", lambda *a, **k: fake)
    code, out, err = run_cli("sim", "tb", *TEAMS, "-n", "20")
    assert code == 0, err
    row = next(ln for ln in out.splitlines() if ln.strip().startswith("Away")).split()
    assert row[4:] == [".289", "9.10", "0.35", "0.67", "1.45"]


def test_season_leaders_print_era_below_one_as_an_era(run_cli, monkeypatch):
    ts = SimpleNamespace(gt=SimpleNamespace(name="New York Yankees", team=SimpleNamespace(season=1927, record=None, league="AL",
                                                                                  division="")),
                         w=2, l=0, pct=1.0, rs=9, ra=1)
    fake = SimpleNamespace(rules=SimpleNamespace(name="deadball", title="Deadball"), seed=1, teams=[ts],
                           groups=list, qualifiers=lambda: (6.2, 2.0), standings=lambda: [ts],
                           leaders=lambda n: {"AVG": [("Babe Ruth", "New York Yankees", 0.3)],
                                              "HR": [("Babe Ruth", "New York Yankees", 3)],
                                              "ERA": [("Waite Hoyt", "New York Yankees", 0.85)]})
    monkeypatch.setattr(core, "run_season", lambda *a, **k: fake)
    code, out, err = run_cli("season", "db", *TEAMS, "-n", "2")
    assert code == 0, err
    text = " ".join(out.split())
    assert "Babe Ruth (Yankees) .300" in text and "Babe Ruth (Yankees) 3" in text
    assert "Waite Hoyt (Yankees) 0.85" in text and ".850" not in text


# 5. help text


def test_season_csv_help_says_folder(run_cli):
    text = _help(run_cli, "season")
    assert re.search(r"--csv \S* ?Folder for standings\.csv, batting\.csv, pitching\.csv", text), text


def test_csv_template_force_help_is_about_the_csv(run_cli):
    text = _help(run_cli, "csv-template")
    force = text[text.index("--force"):]
    assert "roster files" not in force and "CSV file" in force


def test_an_output_folder_named_like_a_file_is_an_error(run_cli, tmp_path):
    """`--csv out.csv` would make a folder called out.csv: a newcomer meant a file, so say where the files go."""
    code, _out, err = run_cli("season", "db", "1927:NYA", "1927:PHA", "-n", "2", "--quick", "--csv",
                              str(tmp_path / "out.csv"))
    assert code == 2 and "got a file name" in err and "standings.csv" in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "out.csv").exists()
    code, _out, err = run_cli("fidelity", "pp", "1927", "AL", "-o", str(tmp_path / "report.pdf"))
    assert code == 2 and "got a file name" in err
    assert not (tmp_path / "report.pdf").exists()


def test_fidelity_names_its_seed_and_keeps_its_default_report(run_cli, tmp_path, monkeypatch):
    """The default report folder is a user's file like any other: a second run needs --force. The seed that
    reproduces the run is printed and kept in summary.json."""
    import json as _json

    from dugout import paths

    monkeypatch.setattr(paths, "cards_dir", lambda: tmp_path / "cards")
    code, out, err = run_cli("fidelity", "thats", "1927", "AL", "--seed", "5")
    assert code == 0, err
    assert "seed 5" in out
    doc = _json.loads((tmp_path / "cards" / "fidelity-thats-baseball-1927-AL" / "summary.json").read_text())
    assert doc["seed"] == 5 and doc["replays"] == 1 and doc["season"] == 1927 and "team_r_per_g_mae" in doc
    code, _out, err = run_cli("fidelity", "thats", "1927", "AL", "--seed", "6")
    assert code == 2 and "already exists (use --force" in err
    assert _json.loads((tmp_path / "cards" / "fidelity-thats-baseball-1927-AL" / "summary.json").read_text())["seed"] == 5
    code, _out, err = run_cli("fidelity", "thats", "1927", "AL", "--seed", "6", "--force")
    assert code == 0, err


def test_season_length_is_the_real_schedule():
    """1927 AL teams played 153 to 157 games (ties replayed), on a 154-game schedule; 1962 NL counts the Dodgers'
    and Giants' three playoff games."""
    from dugout.api.games import schedule_length
    from dugout.sources import lahman

    assert schedule_length(lahman.import_league(1927, "AL")) == 154
    assert schedule_length(lahman.import_league(1962, "NL")) == 162
    assert schedule_length(lahman.import_league(2020, "AL")) == 60
    assert schedule_length([]) == 154
    # invented teams like a league-season play its schedule (2016 NL: 162), not the 154 of a team with nothing real
    from dataclasses import replace

    like_2016 = [replace(t, record=None, source="generated") for t in lahman.import_league(2016, "NL")[:4]]
    assert schedule_length(like_2016) == 162


def test_no_empty_line_on_stderr(run_cli):
    code, _out, err = run_cli("sim", "pp", "1927:NYA", "1927:PHA", "--games", "0")
    assert code == 2 and err.startswith("dugout: error:") and err.count("\n") == 1
    code, _out, err = run_cli("sim", "pp", "1927:NYA", "1927:PHA", "--games", "2")
    assert code == 0 and err == ""
