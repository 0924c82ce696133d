"""League calibration of faithful cards: double plays against the league's, and outfield range by spot."""

from __future__ import annotations

import pytest

from dugout.engine.codes import B_GIDP
from dugout.engine.season import Season, balanced_schedule, rated
from dugout.games import make_rules
from dugout.games.pine_tar import tables as T
from dugout.games.pine_tar.ratings_league import (
    GROUND_SHARE,
    base_state_shares,
    card_pa,
    gdp_per_chance,
    league_for,
)
from dugout.games.pine_tar.ratings_leaguedata import league_row
from dugout.games.pine_tar.ratings_leaguedata_build import outfield_spots
from dugout.sources import lahman

#: Its module-scoped leagues are rated once: every test of this file runs on one xdist worker (--dist loadgroup).
pytestmark = pytest.mark.xdist_group("games-pine_tar-test_calibration")



@pytest.fixture(scope="module")
def nl_1889():
    return lahman.import_league(1889, "NL")


def test_gdp_per_chance_grows_with_the_ground_share():
    lg = league_for(lahman.league_context(2016, "NL"))
    lo, mid, hi = (gdp_per_chance(lg.rates, lg.roe_width, g) for g in (0.3, 0.44, 0.6))
    assert 0 < lo < mid < hi
    # GO-P's one slot turns two on half the white dice whatever the share
    assert gdp_per_chance(lg.rates, lg.roe_width, 0.0) == pytest.approx(T.GDP_SHARE[T.GO_P] / 99)


@pytest.mark.parametrize("season,league", [(1985, "AL"), (2016, "NL"), (1968, "AL")])
def test_leagues_that_turned_more_double_plays_keep_the_standard_share(season, league):
    assert league_for(lahman.league_context(season, league)).ground_share == GROUND_SHARE


def test_1889_ground_outs_are_cut_to_the_leagues_double_plays():
    ctx = lahman.league_context(1889, "NL")
    lg = league_for(ctx)
    assert 0.30 < lg.ground_share < 0.38
    chances = base_state_shares(sum(lg.rates.values()) - lg.rates[T.SO] + lg.ibb + lg.roe_rate)[4]
    per_game = card_pa(ctx.batting) / ctx.team_games * chances
    std = per_game * gdp_per_chance(lg.rates, lg.roe_width, GROUND_SHARE)
    assert std > 1.2 * ctx.dp_per_g  # the standard share would out-turn the league by a fifth and more


def test_a_1889_season_turns_about_the_leagues_double_plays(nl_1889):
    """Simulated ground-ball double plays per team-game, within 15 % of every DP the league turned (0.73)."""
    rules = make_rules("pine-tar")
    s = Season(rules, [rated(rules, t) for t in nl_1889], "dp")
    s.play_schedule(balanced_schedule(len(nl_1889), 42))
    gidp = sum(line[B_GIDP] for ts in s.teams for line in ts.bat.values())
    games = sum(ts.games for ts in s.teams)
    real = lahman.league_context(1889, "NL").dp_per_g
    assert gidp / games == pytest.approx(real, rel=0.15)


def test_outfield_spot_factors_are_stored_where_fielding_is_lumped(nl_1889):
    lf, cf, rf = league_row(1889, "NL")["of"]
    assert cf > lf > rf and 0.75 < rf < 0.95 and cf > 1.1
    assert outfield_spots(nl_1889) == pytest.approx((lf, cf, rf), abs=5e-4)
    assert "of" not in league_row(1985, "AL")  # LF, CF and RF fielding are recorded apart


def test_right_fielders_are_rated_against_right_fielders(nl_1889):
    """Faithful cards compare a lumped outfield line with the league at his own spots, so the 1889 right fielders
    are no longer all Neg (and the center fielders all Pos); the published convention keeps King Kelly's Neg."""
    faithful, authentic = make_rules("pine-tar"), make_rules("pine-tar", {"cards": "authentic"})
    by_spot: dict[str, list[int]] = {"LF": [], "CF": [], "RF": []}
    for t in nl_1889:
        cards = faithful.rate_team(t)
        for p in t.players:
            if p.batting and p.batting.pa >= 300 and p.primary_position in by_spot:
                by_spot[p.primary_position].append(cards[p.id].rg)
    assert sum(rg == T.RG_NEG for rg in by_spot["RF"]) <= len(by_spot["RF"]) / 3
    assert sum(rg == T.RG_POS for rg in by_spot["CF"]) < len(by_spot["CF"])
    boston = next(t for t in nl_1889 if t.id == "BSN")
    kelly = next(p for p in boston.players if p.name == "King Kelly")
    assert authentic.rate_team(boston)[kelly.id].rg == T.RG_NEG


def test_unearned_runs_per_error_grow_with_runners_on_and_errors():
    """The engine's unearned runs per error the ROE/PO width asks for (issue 17): more where more runners are on
    and errors are more common, so a high-scoring, error-prone league gets a narrower width for the same unearned
    runs."""
    from dugout.games.pine_tar.ratings_league import unearned_per_error

    assert unearned_per_error(0.33, 0.03) == pytest.approx(0.771)
    assert unearned_per_error(0.38, 0.03) > unearned_per_error(0.33, 0.03) > unearned_per_error(0.30, 0.03)
    assert unearned_per_error(0.33, 0.08) > unearned_per_error(0.33, 0.02)
    assert unearned_per_error(0.50, 0.2) == 1.25 and unearned_per_error(0.2, 0.0) == 0.55  # bounded
    w94 = league_for(lahman.league_context(1894, "NL")).roe_width
    w89 = league_for(lahman.league_context(1889, "NL")).roe_width
    assert w94 < 9.5  # 1894 (a .379 OBP): 8.9 numbers, 12.1 under the error-rate line
    assert 8.5 < w89 < 9.5  # 1889 (.335): 8.9, 9.5 before
