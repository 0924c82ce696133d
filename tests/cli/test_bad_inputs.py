"""Every bad input gives one line on stderr, exit code 2, no traceback, and no partial file."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from dugout.model.io import team_to_json


@pytest.fixture(scope="module")
def good_doc(yankees_1927):
    return json.loads(team_to_json(yankees_1927))


def _write(tmp: Path, name: str, content: str | bytes) -> str:
    p = tmp / name
    if isinstance(content, bytes):
        p.write_bytes(content)
    else:
        p.write_text(content)
    return str(p)


def _mutated(doc: dict, fn) -> str:
    d = json.loads(json.dumps(doc))
    fn(d)
    return json.dumps(d)


CASES = {
    "bad json": lambda t, d: ["show", _write(t, "a.json", '{"schema_version": 1, "team": ')],
    "empty file": lambda t, d: ["show", _write(t, "b.json", "")],
    "binary file": lambda t, d: ["show", _write(t, "c.json", b"\x89PNG\x00\xff\xfe")],
    "json array": lambda t, d: ["show", _write(t, "d.json", "[1, 2, 3]")],
    "wrong schema version": lambda t, d: ["show", _write(t, "e.json", _mutated(d, lambda x: x.update(schema_version=7)))],
    "missing schema version": lambda t, d: ["show", _write(t, "f.json", _mutated(d, lambda x: x.pop("schema_version")))],
    "missing field": lambda t, d: ["show", _write(t, "g.json", _mutated(d, lambda x: x["team"]["players"][2].pop("id")))],
    "wrong type": lambda t, d: ["show", _write(t, "h.json", _mutated(
        d, lambda x: x["team"]["players"][0]["batting"].update(ab=[1])))],
    "duplicate player": lambda t, d: ["show", _write(t, "i.json", _mutated(
        d, lambda x: x["team"]["players"].append(x["team"]["players"][0])))],
    "short lineup": lambda t, d: ["show", _write(t, "j.json", _mutated(
        d, lambda x: x["team"]["lineup_vs_rhp"].pop()))],
    "directory instead of file": lambda t, d: ["show", str(t)],
    "missing file": lambda t, d: ["show", str(t / "nope.json")],
    "unknown team": lambda t, d: ["roster", "1927", "Yankeez", "-o", str(t / "out.json")],
    "ambiguous team": lambda t, d: ["roster", "1927", "Sox", "-o", str(t / "out.json")],
    "season 1850": lambda t, d: ["roster", "1850", "NYY", "-o", str(t / "out.json")],
    "season 2031": lambda t, d: ["teams", "2031"],
    "unknown league": lambda t, d: ["teams", "1927", "XL"],
    "unwritable output": lambda t, d: ["roster", "1927", "NYY", "-o", str(t / "no" / "such" / "dir" / "out.json")],
    "output is a directory with --all file": lambda t, d: ["roster", "1927", "AL", "--all", "-o",
                                                          _write(t, "plain.txt", "x")],
    "unknown team on the fly": lambda t, d: ["show", "1927:XYZ"],
    "unknown bundled name": lambda t, d: ["show", "Gotham Knights"],
    "unknown game": lambda t, d: ["ratings", "baseballz", "1927:NYY"],
    "bad option value": lambda t, d: ["play", "tb", "1927:NYY", "1927:PHA", "--option", "brawls=maybe"],
    "unknown option": lambda t, d: ["play", "tb", "1927:NYY", "1927:PHA", "--option", "shoes=on"],
    "option without value": lambda t, d: ["play", "tb", "1927:NYY", "1927:PHA", "--option", "brawls"],
    "zero games": lambda t, d: ["sim", "tb", "1927:NYY", "1927:PHA", "--games", "0"],
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_input(case, tmp_path, good_doc, run_cli):
    args = CASES[case](tmp_path, good_doc)
    before = sorted(os.listdir(tmp_path))
    code, out, err = run_cli(*args)
    assert code == 2, (case, out, err)
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert len(lines) == 1, err
    assert lines[0].startswith("dugout: error: ")
    assert "Traceback" not in err + out
    assert sorted(os.listdir(tmp_path)) == before, "a file was written or left behind"


def test_existing_output_without_force(tmp_path, run_cli):
    target = tmp_path / "nyy.json"
    target.write_text("keep me")
    code, _out, err = run_cli("roster", "1927", "NYY", "-o", str(target))
    assert code == 2 and "already exists" in err and "--force" in err
    assert target.read_text() == "keep me"
    assert sorted(os.listdir(tmp_path)) == ["nyy.json"]
    code, _out, err = run_cli("roster", "1927", "NYY", "-o", str(target), "--force")
    assert code == 0
    assert json.loads(target.read_text())["team"]["name"] == "New York Yankees"


def test_error_names_file_and_path(tmp_path, good_doc, run_cli):
    f = _write(tmp_path, "v.json", _mutated(good_doc, lambda x: x["team"]["players"][3]["batting"].update(hr="x")))
    code, _, err = run_cli("show", f)
    assert code == 2
    assert f in err and "$.team.players[3].batting.hr" in err and "expected an integer" in err
