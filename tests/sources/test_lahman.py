"""The embedded Lahman importer: real figures, team lookup, DH, trades, imputation, every season."""

from __future__ import annotations

import pytest

from dugout.errors import DugoutError, UnknownTeamError
from dugout.sources import lahman


def test_ruth_1927(yankees_1927):
    ruth = next(p for p in yankees_1927.players if p.name == "Babe Ruth")
    b = ruth.batting
    assert (b.ab, b.h, b.hr, b.bb) == (540, 192, 60, 137)
    assert ruth.bats == "L" and ruth.throws == "L" and ruth.birth_year == 1895
    assert ruth.primary_position == "RF"


def test_dh_rule(yankees_1927):
    assert not yankees_1927.dh
    assert [s.pos for s in yankees_1927.lineup_vs_rhp].count("P") == 1
    assert "DH" not in [s.pos for s in yankees_1927.lineup_vs_rhp]
    t2023 = lahman.import_team(2023, "NYY")
    assert t2023.dh
    positions = [s.pos for s in t2023.lineup_vs_rhp]
    assert "DH" in positions and "P" not in positions


@pytest.mark.parametrize("league,year,dh", [("AL", 1972, False), ("AL", 1973, True), ("NL", 2019, False),
                                            ("NL", 2020, True), ("NL", 2021, False), ("NL", 2022, True),
                                            ("AA", 1889, False)])
def test_dh_years(league, year, dh):
    assert lahman.has_dh(year, league) is dh


@pytest.mark.parametrize("query", ["NYY", "NYA", "Yankees", "new york yankees", "  New   York Yankees "])
def test_team_lookup(query):
    assert lahman.find_team(1927, query) == "NYA"


def test_ambiguous_and_typo():
    with pytest.raises(UnknownTeamError, match="several"):
        lahman.find_team(1927, "Philadelphia")
    with pytest.raises(UnknownTeamError, match="did you mean New York Yankees"):
        lahman.find_team(1927, "Yankeez")


def test_traded_player_has_stats_for_that_team():
    dodgers = lahman.import_team(2008, "LAN")
    manny = next(p for p in dodgers.players if p.id == "ramirma02")
    assert (manny.batting.ab, manny.batting.h, manny.batting.hr) == (187, 74, 17)
    boston = lahman.import_team(2008, "BOS")
    manny_b = next(p for p in boston.players if p.id == "ramirma02")
    assert (manny_b.batting.ab, manny_b.batting.hr) == (365, 20)


def test_imputed_values_are_flagged(yankees_1927):
    ruth = next(p for p in yankees_1927.players if p.name == "Babe Ruth")
    assert "sf" in ruth.batting.imputed and "ibb" in ruth.batting.imputed
    assert "hr" not in ruth.batting.imputed
    ctx = yankees_1927.context
    assert "sf" in ctx.imputed and "so" not in ctx.imputed
    modern = lahman.import_team(2016, "CHN")
    assert modern.context.imputed == ()
    assert all(not p.batting.imputed for p in modern.players if p.batting)


def test_league_context_rates_from_real_totals(yankees_1927):
    ctx = yankees_1927.context
    assert ctx.season == 1927 and ctx.league == "AL" and ctx.teams == 8
    assert abs(ctx.rates.total() - 1) < 1e-9
    assert ctx.batting.hr == 439  # the 1927 AL hit 439 home runs
    assert 4.8 < ctx.r_per_g < 5.1 and 4.0 < ctx.era < 4.3
    assert ctx.games_per_team in (154, 155)  # ties were replayed
    assert {"C", "1B", "SS", "OF"} <= set(ctx.fielding)
    nl68 = lahman.league_context(1968, "NL")
    assert nl68.r_per_g < 3.6  # the year of the pitcher


def test_national_association_league_id():
    teams = lahman.list_teams(1871)
    assert teams and {t.league for t in teams} == {"NA"}
    t = lahman.import_team(1871, teams[0].id)
    assert t.league == "NA" and t.context is not None


def test_missing_stats_imputed_in_old_seasons():
    t = lahman.import_team(1880, "CHN")
    hitters = [p for p in t.players if p.batting and p.batting.pa > 100]
    assert all("sb" in p.batting.imputed and "hbp" in p.batting.imputed for p in hitters)
    assert sum(p.batting.sb for p in hitters) > 0


def test_a_stat_kept_for_part_of_a_league_is_imputed_for_the_rest_at_the_recorded_rate():
    # 1916's caught stealing were kept for about half of each league's base stealers: the rest take the rate of
    # those recorded, and 1917-1918, which recorded none, take 1916's (read over every stolen base, the recorded
    # ones made 1916-1918 steal at .69-.77 against about .55-.62 in the seasons either side that recorded them all)
    def success(year: int, league: str) -> float:
        b = lahman.league_context(year, league).batting
        return b.sb / (b.sb + b.cs)

    for year in (1916, 1917, 1918):
        for league in ("AL", "NL"):
            assert 0.54 <= success(year, league) <= 0.64, (year, league, success(year, league))
    cobb = next(p for p in lahman.import_team(1916, "DET").players if p.name == "Ty Cobb")
    assert "cs" not in cobb.batting.imputed and (cobb.batting.sb, cobb.batting.cs) == (68, 24)


def test_depth_chart(yankees_1927):
    t = yankees_1927
    by = t.by_id()
    lineup = t.lineup_vs_rhp
    assert len(lineup) == 9 and len({s.player for s in lineup}) == 9
    assert sorted(s.pos for s in lineup) == sorted(["C", "1B", "2B", "3B", "SS", "LF", "CF", "RF", "P"])
    assert lineup[-1].pos == "P"
    assert by[t.rotation[0]].pitching.gs >= 25
    assert len(t.rotation) >= 4
    assert t.bullpen and t.bullpen[0].role == "closer" and by[t.bullpen[0].player].name == "Wilcy Moore"
    assert not set(t.bench) & {s.player for s in lineup}


def test_platoon_lineup_vs_lhp():
    t = lahman.import_team(1985, "KCA")
    assert len(t.lineup_vs_lhp) == 9
    lefties_r = sum(t.player(s.player).bats == "L" for s in t.lineup_vs_rhp)
    lefties_l = sum(t.player(s.player).bats == "L" for s in t.lineup_vs_lhp)
    assert lefties_l <= lefties_r


@pytest.mark.parametrize("season", [1850, 1870, 2025, 2031])
def test_seasons_outside_data(season):
    with pytest.raises(DugoutError, match="outside the Lahman data"):
        lahman.list_teams(season)


def test_unknown_league():
    with pytest.raises(DugoutError, match="no league"):
        lahman.list_teams(1927, "XL")


@pytest.mark.parametrize("season", range(lahman.FIRST_SEASON, lahman.LAST_SEASON + 1))
def test_every_season_imports_a_playable_team(season):
    info = lahman.list_teams(season)[0]
    team = lahman.import_team(season, info.id)
    assert len(team.lineup_vs_rhp) == 9 and len(team.lineup_vs_lhp) == 9
    assert len({s.player for s in team.lineup_vs_rhp}) == 9
    assert team.rotation
    ids = {p.id for p in team.players}
    assert set(team.rotation) <= ids


def test_career_batting_sums_every_season():
    # Babe Ruth, 1914-1935: 2,873 hits in 8,398 at-bats (.342)
    assert lahman.career_batting("ruthba01") == (2873, 8398)
    assert lahman.career_batting("not-a-player") is None
