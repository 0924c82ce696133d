"""Names as data (issue 24): a team or player whose id holds path separators or ``..`` and whose names hold
terminal markup plays, prints and is written like any other; every file it gives its name to is slugged
(``paths.safe_name``) and stays inside the output folder."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from dugout.errors import DugoutError
from dugout.model.io import team_to_json
from dugout.paths import inside, safe_name

#: An id the roster schema takes (ids with '/', '\\' or '..' are refused on load) that no file name can hold as is.
EVIL_ID = "x y:*?<>|~ $(rm)"
EVIL_NAME = "[/bold][red]Evil[/red] Nine"


@pytest.fixture(scope="module")
def evil_doc() -> dict[str, Any]:
    from dugout.sources import lahman

    d = json.loads(team_to_json(lahman.import_team(1876, "CHN")))
    d["team"]["id"] = EVIL_ID
    d["team"]["name"] = EVIL_NAME
    d["team"]["players"][0]["name"] = "[/bold]Cap[/]"
    return d


def _files(root: Path) -> list[str]:
    return sorted(str(Path(dp, f).relative_to(root)) for dp, _, fs in os.walk(root) for f in fs)


def test_safe_name_confines_every_name():
    for text in ("../../etc/passwd", "/abs/path", "a\\b", "..", ".", "", "\x00\x1b[31m", "ok-Name_1.2"):
        name = safe_name(text)
        assert name and "/" not in name and "\\" not in name and not name.startswith(".")
        assert Path("out", name).resolve().parent == Path("out").resolve()
    for bad in ("../x.json", "a/b.json", "..", ""):
        with pytest.raises(DugoutError):
            inside(Path("lg"), bad)


def test_a_hostile_team_shows_plays_and_prints_inside_its_folder(tmp_path, run_cli, evil_doc, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DUGOUT_HOME", str(tmp_path / "home"))
    roster = tmp_path / "in" / "evil.json"
    roster.parent.mkdir()
    roster.write_text(json.dumps(evil_doc))
    code, out, err = run_cli("show", str(roster))
    assert code == 0 and EVIL_NAME in out and "[/bold]Cap[/]" in out, err
    code, out, err = run_cli("play", "db", str(roster), "1876:HAR", "--seed", "1")
    assert code == 0 and "Evil" in out, err
    code, out, err = run_cli("cards", "db", str(roster), "--html")
    assert code == 0, err
    files = _files(tmp_path)
    assert all(f.startswith(("in/", "home/cards/")) for f in files), files
    assert [f for f in files if f.startswith("home/")] == ["home/cards/deadball-1876xyrm.html"]


def test_a_league_made_from_hostile_rosters_stays_in_its_folder(tmp_path, run_cli, evil_doc, monkeypatch):
    """``league new --from FOLDER`` names its files after the teams' ids: slugged, inside the league folder."""
    monkeypatch.chdir(tmp_path)
    src = tmp_path / "src"
    src.mkdir()
    other = json.loads(json.dumps(evil_doc))
    other["team"]["id"] = "also: *evil* <>"
    other["team"]["name"] = "Also [/] Evil"
    (src / "a.json").write_text(json.dumps(evil_doc))
    (src / "b.json").write_text(json.dumps(other))
    (src / "league.json").write_text(json.dumps({"format": "dugout-league", "teams": ["a.json", "b.json"]}))
    code, out, err = run_cli("league", "new", str(tmp_path / "lg"), "--from", str(src), "--games", "2",
                             "--seed", "1", "--engine", "quick")
    if code != 0:  # refusing such ids is as good as confining them: one line, nothing written
        assert code == 2 and len(err.strip().splitlines()) == 1 and not (tmp_path / "lg").exists(), err
        return
    assert all(f.startswith(("src/", "lg/")) for f in _files(tmp_path)), _files(tmp_path)
    code, out, err = run_cli("league", "show", str(tmp_path / "lg"))
    assert code == 0 and "Evil" in out, err
