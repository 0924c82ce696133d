"""Where a team comes from, as a user can predict it: a roster edited by hand in ./rosters is the one SEASON:TEAM
means (and dugout says so; --fresh imports again), a CSV roster is accepted wherever a roster is, and the CSV
template still imports after a spreadsheet has re-saved it."""

from __future__ import annotations

import csv
import io
import json

import pytest

from dugout.sources import csv_src


@pytest.fixture
def here(tmp_path, monkeypatch):
    """A user's folder: outputs and ./rosters under it."""
    monkeypatch.delenv("DUGOUT_HOME", raising=False)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_a_hand_edited_roster_is_the_one_used(run_cli, here):
    assert run_cli("roster", "1975", "Reds")[0] == 0
    path = here / "rosters" / "1975-CIN.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["team"]["name"] = "Big Red Machine"
    path.write_text(json.dumps(doc), encoding="utf-8")

    code, out, err = run_cli("show", "1975:Reds")
    assert code == 0 and "Big Red Machine" in out
    assert "1975:Reds: using" in err and "1975-CIN.json" in err and "--fresh" in err
    code, out, err = run_cli("play", "tb", "1975:CIN", "1975:BOS", "--seed", "1")
    assert code == 0 and "Big Red Machine" in out and "using" in err
    code, out, err = run_cli("cards", "tb", "1975:CIN", "-o", str(here / "cin.html"), "--html")
    assert code == 0 and "Big Red Machine" in (here / "cin.html").read_text(encoding="utf-8")

    code, out, err = run_cli("show", "1975:CIN", "--fresh")
    assert code == 0 and "Cincinnati Reds" in out and "Big Red Machine" not in out and "using" not in err


def test_a_csv_roster_plays(run_cli, here):
    (here / "my-team.csv").write_text(csv_src.csv_template(), encoding="utf-8")
    code, out, err = run_cli("play", "thats", "my-team.csv", "1927:NYY", "--seed", "2")
    assert code == 0, err
    assert "Isotopes" in out and "Seed: 2" in out
    code, _, err = run_cli("play", "thats", "missing.csv", "1927:NYY")
    assert code == 2 and err.strip() == "dugout: error: missing.csv: no such file"


def test_the_template_imports_after_a_spreadsheet_saves_it():
    """A spreadsheet splits the comment lines at their commas, quotes cells holding quotes, pads every row to the
    widest with empty cells, ends lines with CRLF and may add a byte-order mark."""
    text = csv_src.csv_template()
    rows = list(csv.reader(io.StringIO(text)))
    width = max(len(r) for r in rows)
    buf = io.StringIO()
    writer = csv.writer(buf)
    for r in rows:
        writer.writerow(r + [""] * (width - len(r)))
    resaved = buf.getvalue()
    assert resaved != text and resaved.startswith("#") and ",,," in resaved and '"#' in resaved
    assert csv_src.parse_csv("\ufeff" + resaved, "my.csv") == csv_src.parse_csv(text, "my.csv")
