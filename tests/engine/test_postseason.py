"""Seasons as fans read them: standings by league and division with games behind, the real postseason of each
era, playoffs for invented leagues, a series on its own, and CSV files a spreadsheet reads (toy game: quick)."""

from __future__ import annotations

import csv
import io

import pytest

from dugout.api import games as core
from dugout.engine.postseason import home_pattern, play_series
from dugout.engine.season import rated
from dugout.engine.standings import gb_text, pct_text
from dugout.games import make_rules


def _names(post) -> list[str]:
    return [s.name for s in post.series]


@pytest.fixture(scope="module")
def modern():
    return core.season("toy", ["2016:AL", "2016:NL"], games=6, seed=3)


def test_whole_leagues_stand_by_division_and_end_in_their_postseason(modern):
    s, post = modern.season, modern.postseason
    assert modern.grouped
    assert [g.title for g in s.groups()] == ["AL East", "AL Central", "AL West", "NL East", "NL Central", "NL West"]
    for grp in s.groups():
        assert grp.gb(grp.teams[0]) == 0 and all(grp.gb(t) >= 0 for t in grp.teams)
        assert {t.gt.team.league for t in grp.teams} == {grp.league}
    # each league played only itself: every result is within a league
    league = {t.gt.name: t.gt.team.league for t in s.teams}
    names = [t.gt.name for t in s.teams]
    assert all(league[names[a]] == league[names[h]] for a, h, _, _ in s.results)
    assert _names(post) == ["AL Wild Card Game", "AL Division Series", "AL Division Series",
                            "AL Championship Series", "NL Wild Card Game", "NL Division Series", "NL Division Series",
                            "NL Championship Series", "World Series"]
    ws = post.series[-1]
    assert post.champion is ws.winner and max(ws.wins) == 4 and {ws.high.team.league, ws.low.team.league} == {"AL",
                                                                                                              "NL"}
    for sr in post.series:
        assert max(sr.wins) == sr.best_of // 2 + 1 and len(sr.games) == sum(sr.wins)
    # the division winners are seeded first: the wild card game is between two teams that won no division
    winners = {grp.teams[0].gt.name for grp in s.groups()}
    assert post.series[0].high.name not in winners and post.series[0].low.name not in winners


@pytest.mark.parametrize("year, want", [
    (1927, ["World Series"]),
    (1884, []),
    (1975, ["AL Championship Series", "NL Championship Series", "World Series"]),
    (1995, ["AL Division Series", "AL Division Series", "AL Championship Series", "NL Division Series",
            "NL Division Series", "NL Championship Series", "World Series"]),
    (2022, ["AL Wild Card Series", "AL Wild Card Series", "AL Division Series", "AL Division Series",
            "AL Championship Series", "NL Wild Card Series", "NL Wild Card Series", "NL Division Series",
            "NL Division Series", "NL Championship Series", "World Series"]),
])
def test_each_era_has_its_postseason(year, want):
    leagues = ["1884:NL", "1884:AA"] if year == 1884 else [f"{year}:AL", f"{year}:NL"]
    post = core.season("toy", leagues, games=2, seed=1).postseason
    assert _names(post) == want
    if year == 1884:
        assert post.champion is None and "no postseason" in post.note
    else:
        assert post.champion is post.series[-1].winner
    if year == 1975:
        assert [s.best_of for s in post.series] == [5, 5, 7]


def test_a_league_of_invented_teams_plays_its_bracket():
    teams = ["Broad Street Peacocks", "Charlottesville Flycatchers", "Cooper River Chickadees", "Gettysburg Owls",
             "Knoxville Grackles", "Paducah Red Birds"]
    res = core.season("toy", teams, games=10, seed=2, playoffs=6, best_of=3)
    assert not res.grouped
    seeds = [t.gt.name for t in res.season.standings()]
    post = res.postseason
    first = post.series[:2]
    # seeds 1 and 2 wait; 3 meets 6 and 4 meets 5
    assert sorted((seeds.index(s.high.name), seeds.index(s.low.name)) for s in first) == [(2, 5), (3, 4)]
    assert [s.name for s in post.series] == ["Round 1"] * 2 + ["Round 2"] * 2 + ["Championship Series"]
    assert all(max(s.wins) == 2 for s in post.series) and post.champion is post.series[-1].winner
    with pytest.raises(Exception, match="--playoffs 7 is more than"):
        core.season("toy", teams, games=2, playoffs=7)
    with pytest.raises(Exception, match="--best-of must be an odd"):
        core.season("toy", teams, games=2, playoffs=4, best_of=4)


def test_a_series_keeps_home_field_and_stops_when_won():
    rules = make_rules("toy")
    hi, lo = (rated(rules, t) for t in core.load_rosters(["1927:NYA", "1927:PIT"]))
    sr = play_series(rules, "World Series", hi, lo, 7, "s1", boxes=True)
    assert max(sr.wins) == 4 and 4 <= len(sr.games) <= 7 and len(sr.boxes) == len(sr.games)
    for k, (a, h, ra, rh) in enumerate(sr.games):
        assert h == (hi.name if home_pattern(7)[k] else lo.name) and ra != rh
    assert sr.summary().startswith(f"World Series: {sr.winner.name} def. ")


def test_standings_print_like_the_sports_page():
    assert [pct_text(2, 1), pct_text(1, 0), pct_text(0, 3)] == [".667", "1.000", ".000"]
    assert [gb_text(0), gb_text(4.5), gb_text(0.5)] == ["-", "4.5", ".5"]


def test_the_csv_files_read_back_as_numbers(modern, tmp_path):
    texts = modern.season.to_csv(core.postseason_rows(modern.postseason))
    standings = list(csv.DictReader(io.StringIO(texts["standings"])))
    assert {r["league"] for r in standings} == {"AL", "NL"} and len(standings) == 30
    for r in standings:
        assert float(r["GB"]) >= 0 and 0 <= float(r["PCT"]) <= 1 and int(r["W"]) + int(r["L"]) + int(r["T"]) == 6
        assert int(r["REAL_W"]) > 40
    for r in csv.DictReader(io.StringIO(texts["pitching"])):
        assert float(r["IP"]) == pytest.approx(int(r["OUTS"]) / 3, abs=0.001)
        whole, thirds = r["IP_BOX"].split(".")
        assert int(whole) * 3 + int(thirds) == int(r["OUTS"])
    post = list(csv.DictReader(io.StringIO(texts["postseason"])))
    assert post[-1]["series"] == "World Series" and all(int(r["away_runs"]) >= 0 for r in post)


def test_the_season_command_prints_divisions_the_bracket_and_the_qualifiers(run_cli):
    code, out, err = run_cli("season", "toy", "1975:AL", "1975:NL", "-n", "2", "--seed", "4", "--top", "2")
    assert code == 0, err
    assert out.startswith("1975 ") and "AL East" in out and "NL West" in out and " GB " in out
    assert "AL Championship Series:" in out and "World Series:" in out and "Champion:" in out
    assert "Leaders (AVG, OBP, SLG: 6.2 PA; ERA: 2 IP)" in out
    code, out, err = run_cli("series", "toy", "1927:PIT", "1927:NYA", "--best-of", "3", "--seed", "1", "--no-box")
    assert code == 0, err
    assert "Best of 3: Pittsburgh Pirates at New York Yankees" in out and "Game 1: Pittsburgh Pirates" in out
    code, out, err = run_cli("series", "toy", "1927:PIT", "1927:NYA", "--best-of", "4")
    assert code == 2 and "--best-of must be an odd" in err and err.count("\n") == 1
