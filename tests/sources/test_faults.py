"""Faults end to end: each gives its documented one-line message (exit 2) or recovers, and no roster file is
left half-written or overwritten by a failed import."""

from __future__ import annotations

import re

import pytest
import requests
from fakeweb import BREF, page

from dugout.api import online

TEAM = f"{BREF}/teams/NYY/2024.shtml"
FIELDING = f"{BREF}/teams/NYY/2024-fielding.shtml"


@pytest.fixture()
def cli(run_cli, make_http, monkeypatch, tmp_path):
    """Run a command whose Http is our fake web; returns (code, out, err, files in the output folder)."""
    monkeypatch.setattr(online, "Http", lambda offline=False: make_http(offline=offline))
    outdir = tmp_path / "rosters"
    outdir.mkdir()

    def run(*args: str) -> tuple[int, str, str, list[str]]:
        code, out, err = run_cli(*args, "-o", str(outdir))
        return code, out, err, sorted(p.name for p in outdir.iterdir())

    return run


def _one_line(err: str) -> str:
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert len(lines) == 1 and lines[0].startswith("dugout: error: "), err
    assert "Traceback" not in err
    return lines[0]


def test_timeout(cli, web):
    web.add(TEAM, requests.Timeout("read timed out"))
    code, _, err, files = cli("import-bref", "2024", "NYY")
    assert code == 2 and files == []
    assert "gave up after 5 tries (timed out after 30 s)" in _one_line(err)


def test_429_then_success(cli, web, clock):
    web.add(TEAM, [(429, "Too Many Requests", {"Retry-After": "20"}), page("NYY-2024.html")])
    code, out, err, files = cli("import-bref", "2024", "NYY")
    assert code == 0, err
    assert files == ["2024-NYA.json"] and "2024 New York Yankees" in out
    assert 20.0 in clock.sleeps


def test_403(cli, web):
    web.add(TEAM, (403, "<html>Access denied</html>", {}))
    code, _, err, files = cli("import-bref", "2024", "NYY")
    assert code == 2 and files == []
    assert re.search(r"www.baseball-reference.com refused the request \(HTTP 403: blocked\)", _one_line(err))


def test_malformed_html(cli, web):
    web.add(TEAM, "<html><body><div id='content'><table id='players_standard_batting'><tr><td>Aaron Ju")
    code, _, err, files = cli("import-bref", "2024", "NYY")
    assert code == 2 and files == []
    assert "no standard pitching table on the team page (layout changed?)" in _one_line(err)


def test_empty_table(cli, web):
    html = page("NYY-2024.html")
    start = html.index("<tbody>", html.index('id="players_standard_batting"'))
    end = html.index("</tbody>", start)
    web.add(TEAM, html[:start] + "<tbody>" + html[end:])
    code, _, err, files = cli("import-bref", "2024", "NYY")
    assert code == 2 and files == []
    assert "the standard batting table has no player rows (layout changed?)" in _one_line(err)


def test_a_failed_second_page_writes_nothing(cli, web):
    web.add(FIELDING, (503, "", {}))
    code, _, err, files = cli("import-bref", "2024", "NYY")
    assert code == 2 and files == [] and "HTTP 503" in _one_line(err)


def test_a_failed_import_never_touches_an_existing_roster(run_cli, make_http, monkeypatch, web, tmp_path):
    monkeypatch.setattr(online, "Http", lambda offline=False: make_http(offline=offline))
    target = tmp_path / "yankees.json"
    assert run_cli("import-bref", "2024", "NYY", "-o", str(target))[0] == 0
    before = target.read_bytes()
    web.add(f"{BREF}/teams/NYY/2023.shtml", (403, "", {}))
    code, _, err = run_cli("import-bref", "2023", "NYY", "-o", str(target), "--force")
    assert code == 2 and "HTTP 403" in _one_line(err)
    assert target.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir() if p.is_file()) == ["yankees.json"]  # no temp files


def test_box_score_blocked(cli, web):
    web.add(f"{BREF}/boxes/NYA/NYA202408200.shtml", (403, "", {}))
    code, _, err, files = cli("import-box", "NYA202408200")
    assert code == 2 and files == [] and "HTTP 403" in _one_line(err)


def test_box_score_timeout_on_a_team_page(cli, web):
    web.add(f"{BREF}/teams/NYY/2024.shtml", requests.Timeout("slow"))
    code, _, err, files = cli("import-box", "NYA202408200", "--stats", "bref")
    assert code == 2 and files == [] and "timed out" in _one_line(err)


def test_offline_without_the_page(cli):
    code, _, err, files = cli("import-bref", "2024", "NYY", "--offline")
    assert code == 2 and files == []
    assert "offline: https://www.baseball-reference.com/teams/NYY/2024.shtml is not in the HTTP cache" in _one_line(err)


def test_offline_with_the_page(cli, make_http):
    from dugout.sources import bref

    bref.import_team(2024, "NYY", session=make_http())
    code, _, err, files = cli("import-bref", "2024", "NYY", "--offline")
    assert code == 0, err
    assert files == ["2024-NYA.json"]


def test_pybaseball_blocked_by_fangraphs(cli, web):
    web.add("https://www.fangraphs.com/leaders-legacy.aspx", (403, "Just a moment...", {}))
    code, _, err, files = cli("import-pybaseball", "2024", "NYY")
    assert code == 2 and files == []
    assert "www.fangraphs.com refused the request (HTTP 403: blocked)" in _one_line(err)
