"""Box scores: both teams with the game's batting orders, positions, DH and starters, ready to play."""

from __future__ import annotations

import pytest
from conftest import BOX_URL
from fakeweb import BREF, page

from dugout.errors import DugoutError, SourceError
from dugout.sources import bref, bref_box
from dugout.sources.bref_html import LayoutError

CLE_ORDER = [("kwanst01", "LF"), ("gimenan01", "2B"), ("ramirjo01", "3B"), ("naylojo01", "1B"), ("thomala02", "RF"),
             ("manzaky01", "DH"), ("noeljh01", "CF"), ("naylobo01", "C"), ("rocchbr01", "SS")]
NYY_ORDER = [("torregl01", "2B"), ("sotoju01", "RF"), ("judgeaa01", "CF"), ("chishja01", "3B"), ("stantmi03", "DH"),
             ("wellsau01", "C"), ("ricebe01", "1B"), ("verdual01", "LF"), ("volpean01", "SS")]


def _order(team):
    return [(s.player, s.pos) for s in team.lineup_vs_rhp]


def test_lineups_batting_orders_and_starters(http, web):
    away, home, starters = bref.import_boxscore(BOX_URL, http)
    assert (away.name, home.name) == ("Cleveland Guardians", "New York Yankees")
    assert _order(away) == CLE_ORDER and _order(home) == NYY_ORDER
    assert away.lineup_vs_lhp == away.lineup_vs_rhp and home.lineup_vs_lhp == home.lineup_vs_rhp
    assert starters == ("livelbe01", "colege01")
    assert away.rotation[0] == "livelbe01" and home.rotation[0] == "colege01"
    assert all(b.player != "colege01" for b in home.bullpen)
    assert away.dh and home.dh
    assert "August 20, 2024" in home.notes
    # seasons Lahman covers need no page but the box score itself
    assert [u for u in web.requests if "robots" not in u] == [BOX_URL]


def test_pinch_hitters_and_runners_sit_on_the_bench(http):
    away, home, _ = bref.import_boxscore(BOX_URL, http)
    for team, subs in ((away, {"fryda01"}), (home, {"cabreos01", "grishtr01"})):
        in_lineup = {s.player for s in team.lineup_vs_rhp}
        assert not subs & in_lineup
        assert subs <= set(team.bench)
    box = bref_box.parse_boxscore(page("NYA202408200.html"), BOX_URL)
    cabrera = next(b for b in box.home.batters if b.bref_id == "cabreos01")
    assert cabrera.positions == ("PH", "1B") and not cabrera.starter
    assert box.home.uses_dh and box.away.uses_dh


def test_a_traded_player_and_a_switch_hitter_in_the_lineup(http):
    away, home, _ = bref.import_boxscore(BOX_URL, http)
    jazz = home.player("chishja01")
    assert jazz.batting.g == 46  # his Yankee games only
    assert away.player("ramirjo01").bats == "S"


def test_season_lines_from_baseball_reference_pages(http, web):
    away, home, starters = bref.import_boxscore(BOX_URL, http, stats="bref")
    assert _order(away) == CLE_ORDER and _order(home) == NYY_ORDER and starters == ("livelbe01", "colege01")
    assert away.source == "bref" and f"{BREF}/teams/CLE/2024.shtml" in web.requests


def test_the_game_id_alone_is_enough(http):
    assert bref_box.box_url("NYA202408200") == BOX_URL
    assert bref_box.box_url(BOX_URL + "?utm=1") == BOX_URL
    away, _, _ = bref.import_boxscore("NYA202408200", http)
    assert away.id == "CLE"


@pytest.mark.parametrize("bad", ["https://example.org/boxes/NYA/NYA202408200.shtml", "NYA2024", "yankees"])
def test_not_a_box_score_address(bad, http):
    with pytest.raises(DugoutError, match="is not a Baseball-Reference box score"):
        bref.import_boxscore(bad, http)


def test_a_game_without_the_dh(http, web):
    html = page("NYA202408200.html")
    html = html.replace('data-append-csv="stantmi03" data-stat="player"><a href="/players/s/stantmi03.shtml">'
                        "Giancarlo Stanton</a> DH",
                        'data-append-csv="colege01" data-stat="player"><a href="/players/c/colege01.shtml">'
                        "Gerrit Cole</a> P")
    html = html.replace('data-append-csv="manzaky01" data-stat="player"><a href="/players/m/manzaky01.shtml">'
                        "Kyle Manzardo</a> DH",
                        'data-append-csv="livelbe01" data-stat="player"><a href="/players/l/livelbe01.shtml">'
                        "Ben Lively</a> P")
    web.add(BOX_URL, html)
    away, home, starters = bref.import_boxscore(BOX_URL, http)
    assert ("colege01", "P") in _order(home) and ("livelbe01", "P") in _order(away)
    assert not home.dh and not away.dh and starters == ("livelbe01", "colege01")


def test_a_lineup_missing_a_starter_is_a_layout_error(http, web):
    html = page("NYA202408200.html").replace(
        '<a href="/players/v/volpean01.shtml">Anthony Volpe</a> SS', '<a href="/players/v/volpean01.shtml">'
        "Anthony Volpe</a> PH")
    web.add(BOX_URL, html)
    with pytest.raises(LayoutError, match="New York Yankees has 8 starters"):
        bref.import_boxscore(BOX_URL, http)


def test_a_page_without_a_score_box(http, web):
    web.add(BOX_URL, "<html><body><h1>Just a moment...</h1></body></html>")
    with pytest.raises(LayoutError, match="score box"):
        bref.import_boxscore(BOX_URL, http)


def test_a_player_missing_from_the_season_roster(http, web):
    html = page("NYA202408200.html").replace("volpean01", "nobodyxx01").replace("Anthony Volpe", "Nobody Special")
    web.add(BOX_URL, html)
    with pytest.raises(SourceError, match=r"Nobody Special \(nobodyxx01\) is not on the 2024 New York Yankees"):
        bref.import_boxscore(BOX_URL, http)


def test_an_unknown_id_falls_back_to_the_name(http, web):
    web.add(BOX_URL, page("NYA202408200.html").replace("volpean01", "volpean99"))
    _, home, _ = bref.import_boxscore(BOX_URL, http)
    assert ("volpean01", "SS") in _order(home)


def test_the_game_plays_with_its_lineups(http):
    from dugout.engine.dice import Dice
    from dugout.engine.game import Game
    from dugout.engine.season import rated
    from dugout.games import make_rules

    away, home, (sa, sh) = bref.import_boxscore(BOX_URL, http)
    rules = make_rules("thats-baseball")
    ga, gh = rated(rules, away), rated(rules, home)
    g = Game(rules, ga, gh, Dice(7), starters=(ga.index(sa), gh.index(sh))).play()
    g.check_invariants()
    assert g.names[g.sides[1].starter] == "Gerrit Cole"
    assert [g.names[i] for i in g.sides[0].order[:3]] == ["Steven Kwan", "Andres Gimenez", "Jose Ramirez"]


def test_dugout_play_boxscore_offline_from_the_cache(http, run_cli):
    bref.import_boxscore(BOX_URL, http)  # fills the cache the CLI reads (DUGOUT_CACHE points at it)
    code, out, err = run_cli("play", "thats-baseball", "--boxscore", BOX_URL, "--offline", "--seed", "3")
    assert code == 0, err
    assert "Cleveland Guardians" in out and "New York Yankees" in out and "Cole" in out


def test_import_box_command_writes_two_rosters(http, run_cli, tmp_path):
    bref.import_boxscore(BOX_URL, http)
    code, out, err = run_cli("import-box", "NYA202408200", "--offline", "-o", str(tmp_path / "box"))
    assert code == 0, err
    names = sorted(p.name for p in (tmp_path / "box").iterdir())
    assert names == ["2024-CLE-NYA202408200.json", "2024-NYA-NYA202408200.json"]
    assert "1. LF  Steven Kwan" in out and "starter: Gerrit Cole" in out
    from dugout.model.io import load_team

    home = load_team(tmp_path / "box" / "2024-NYA-NYA202408200.json")
    assert _order(home) == NYY_ORDER and home.rotation[0] == "colege01"


def test_the_starter_is_found_by_name_when_ids_differ(http, web):
    web.add(BOX_URL, page("NYA202408200.html").replace("colege01", "colege99"))
    _, home, starters = bref.import_boxscore(BOX_URL, http)
    assert starters[1] == "colege01" and home.rotation[0] == "colege01"
