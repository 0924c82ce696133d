"""Baseball-Reference team-season pages: both page vintages read into the same Team as the Lahman importer.

The fixture pages carry Lahman's real numbers in Baseball-Reference's shapes, so a faithful parser must give
back exactly Lahman's stat lines, hands and fielding.
"""

from __future__ import annotations

import dataclasses
import re

import pytest
from fakeweb import BREF, page

from dugout.errors import DugoutError
from dugout.sources import bref, bref_html, lahman
from dugout.sources.bref_html import LayoutError


@pytest.fixture(scope="module")
def lahman_nyy():
    return lahman.import_team(2024, "NYA")


@pytest.fixture(scope="module")
def lahman_stl():
    return lahman.import_team(1985, "SLN")


def test_the_pitching_table_is_hidden_in_a_comment_and_still_read(http):
    html = page("NYY-2024.html")
    soup = bref_html.parse(html)
    assert soup.find("table", id="players_standard_pitching") is None  # not in the visible page
    assert "players_standard_pitching" in bref_html.tables(soup)  # but found inside the comment
    team = bref.import_team(2024, "NYY", session=http)
    cole = team.player("colege01")
    assert cole.pitching is not None and cole.pitching.ipouts == 95 * 3 and cole.pitching.so == 99


def _no_gidp(line):
    """A pitching line without the GIDP of the batters he faced (Baseball-Reference's team page does not give it:
    the importer estimates it, where Lahman records it from 1973)."""
    if line is None:
        return None
    return dataclasses.replace(line, gidp=0, imputed=tuple(x for x in line.imputed if x != "gidp"))


@pytest.mark.parametrize("season,abbr,fixture", [(2024, "NYY", "lahman_nyy"), (1985, "STL", "lahman_stl")])
def test_stat_lines_hands_and_fielding_match_lahman(http, request, season, abbr, fixture):
    real = request.getfixturevalue(fixture)
    team = bref.import_team(season, abbr, session=http)
    assert team.id == real.id and team.source == "bref"
    assert {p.id for p in team.players} == {p.id for p in real.players}
    by_id = real.by_id()
    for p in team.players:
        q = by_id[p.id]
        assert p.batting == q.batting, p.id
        assert _no_gidp(p.pitching) == _no_gidp(q.pitching), p.id
        assert (p.bats, p.throws) == (q.bats, q.throws), p.id
        for pos, f in q.fielding.items():
            got = p.fielding[pos]
            assert (got.g, got.po, got.a, got.e, got.dp) == (f.g, f.po, f.a, f.e, f.dp), (p.id, pos)
    assert team.lineup_vs_rhp == real.lineup_vs_rhp
    assert team.rotation == real.rotation


def test_handedness_marks(http):
    team = bref.import_team(2024, "NYY", session=http)
    assert team.player("cabreos01").bats == "S"  # '#': switch hitter
    assert team.player("rizzoan01").bats == "L"  # '*' in the batting table
    assert team.player("judgeaa01").bats == "R"
    assert team.player("rodonca01").throws == "L"  # '*' in the pitching table
    assert team.player("colege01").throws == "R"


def test_switch_hitters_of_the_old_page_vintage(http):
    team = bref.import_team(1985, "STL", session=http)
    switch = {p.name for p in team.players if p.bats == "S"}
    assert {"Vince Coleman", "Willie McGee", "Tom Herr", "Ozzie Smith"} <= switch


def test_a_traded_player_keeps_only_this_teams_stint(http, lahman_nyy):
    team = bref.import_team(2024, "NYY", session=http)
    jazz = team.player("chishja01")
    assert jazz.batting == lahman_nyy.player("chishja01").batting
    assert jazz.batting.g == 46  # his Yankees games, not his 147 for Miami and New York
    stl = bref.import_team(1985, "STL", session=http)
    assert stl.player("cedence01").batting.g == 28  # Cesar Cedeno came from Cincinnati in August


def test_team_facts_from_the_page(http):
    team = bref.import_team(2024, "NYY", session=http)
    assert team.name == "New York Yankees" and team.league == "AL" and team.dh
    assert (team.record.w, team.record.l, team.record.r, team.record.ra) == (94, 68, 815, 668)
    assert team.park.name == "Yankee Stadium II" and (team.park.bpf, team.park.ppf) == (102, 101)
    assert team.context == lahman.league_context(2024, "AL")
    stl = bref.import_team(1985, "STL", session=http)
    assert stl.league == "NL" and not stl.dh and any(s.pos == "P" for s in stl.lineup_vs_rhp)


def test_catchers_steal_figures_from_the_old_per_position_tables(http, lahman_stl):
    team = bref.import_team(1985, "STL", session=http)
    c = team.player("porteda02").fielding["C"]
    real = lahman_stl.player("porteda02").fielding["C"]
    assert (c.sb, c.cs, c.pb) == (real.sb, real.cs, real.pb)


def test_the_team_may_be_named_like_lahman(http):
    assert bref.import_team(2024, "Yankees", session=http).id == "NYA"
    assert bref.import_team(2024, "nya", session=http).id == "NYA"


def test_league_context_from_the_league_page(http):
    ctx = bref.context_for(http, 2024, "AL", "bref")
    real = lahman.league_context(2024, "AL")
    assert ctx.rates == real.rates
    assert (ctx.teams, ctx.team_games, ctx.runs, ctx.errors, ctx.double_plays) == (15, 2428, 10378, 1300, 1761)
    assert ctx.pitching.er == real.pitching.er and ctx.pitching.ipouts == real.pitching.ipouts
    assert "fielding" in ctx.imputed and set(ctx.fielding) >= {"C", "SS", "OF"}


def test_a_league_season(http, web):
    html = page("AL-2024.html")
    keep = re.sub(r'<a href="/teams/(?!NYY|CLE)[A-Z]{3}/2024.shtml">', "<a>", html)
    web.add(f"{BREF}/leagues/AL/2024.shtml", keep)
    teams = bref.import_league(2024, "AL", session=http)
    assert [t.id for t in teams] == ["CLE", "NYA"]


def test_missing_tables_are_a_layout_error_and_the_page_is_forgotten(http, web):
    url = f"{BREF}/teams/NYY/2024.shtml"
    broken = page("NYY-2024.html").replace("players_standard_batting", "something_else")
    web.add(url, [broken, page("NYY-2024.html")])
    with pytest.raises(LayoutError, match="no standard batting table"):
        bref.import_team(2024, "NYY", session=http)
    assert bref.import_team(2024, "NYY", session=http).name == "New York Yankees"  # refetched, not cached


def test_unknown_season_and_team(http):
    with pytest.raises(DugoutError, match="outside"):
        bref.import_team(1850, "NYY", session=http)
    with pytest.raises(DugoutError, match="no team"):
        bref.import_team(2024, "Nowhere Nine", session=http)


@pytest.mark.parametrize("text,expected", [("*8D/H79", ["CF", "DH", "LF", "RF"]), ("*6/H", ["SS"]), ("OF", ["OF"]),
                                           ("DH", ["DH"]), ("", []), ("P", ["P"])])
def test_position_summaries(text, expected):
    assert bref.pos_summary(text) == expected


def test_innings_with_thirds():
    row = bref_html.Row({"IP": "200.1", "p_ip": ""}, "", "", None, None, False, "")
    assert row.outs("p_ip", "IP") == 601
    with pytest.raises(LayoutError):
        bref_html.Row({"IP": "200.4"}, "", "", None, None, False, "").outs("IP")
