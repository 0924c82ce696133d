"""League calibration of faithful cards: double plays against the league's, and outfield range by spot."""

from __future__ import annotations

import pytest

from dugout.engine.codes import B_GIDP
from dugout.engine.season import Season, balanced_schedule, rated
from dugout.games import make_rules
from dugout.games.pine_tar import tables as T
from dugout.games.pine_tar.ratings_league import (
    GROUND_SHARE,
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
    chances = lg.f_opp
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
    assert w94 < 8.0  # 1894 (a .379 OBP): 7.3 numbers (8.9 before the reached share, 12.1 under the error-rate line)
    assert 7.0 < w89 < 7.7  # 1889 (.335): 7.3 (8.9 before the reached share, 9.5 before issue 17)


def test_error_prone_leagues_play_fewer_of_their_errors_as_reached_bases():
    """A reached-on-error is a base without an out, and the main rules put no runner out on the bases: where errors
    were common, a share of the unearned-run fit's errors is left off the faithful ROE/PO width (``reached_share``);
    a modern league keeps every one."""
    from dugout.games.pine_tar.ratings_league import reached_share, unearned_per_error

    assert reached_share(0.016) == reached_share(0.024) == 1.0
    assert reached_share(0.030) == pytest.approx(0.92)
    assert reached_share(0.036) == reached_share(0.08) == pytest.approx(0.84)
    for season, league, share in ((1911, "AL", 0.84), (1985, "AL", 1.0), (2016, "NL", 1.0)):
        ctx = lahman.league_context(season, league)
        lg = league_for(ctx)
        unearned = (ctx.pitching.r - ctx.pitching.er) / card_pa(ctx.batting)
        obp = sum(lg.rates.values()) - lg.rates[T.SO] + lg.ibb
        asked = min(lg.roe_rate, unearned / unearned_per_error(obp, lg.roe_rate))
        assert lg.roe_width == pytest.approx(99 * asked * share / lg.e_bar - 1)


def test_1911_al_seasons_play_their_real_runs_a_game():
    """Three replays of the 1911 AL (the dead-ball leagues scored 5-9 % too many runs, 1911 AL 1.086 of real over
    these three replays, from games about 10 % longer than the real ones): now within 5 % of its runs a team-game,
    its batters reaching on errors less than 1.45 times a team-game (1.61 before)."""
    from dugout.api.fidelity import replay_seed, season_games
    from dugout.engine.codes import B_ROE

    teams = lahman.import_league(1911, "AL")
    rules = make_rules("pine-tar")
    gts = [rated(rules, t) for t in teams]
    runs = games = roe = 0
    for replay in range(3):
        s = Season(rules, gts, replay_seed(0, "AL", replay))
        s.play_schedule(balanced_schedule(len(teams), season_games(teams)))
        games += sum(ts.games for ts in s.teams)
        runs += sum(ts.rs for ts in s.teams)
        roe += sum(line[B_ROE] for ts in s.teams for line in ts.bat.values())
    real = sum(t.record.r for t in teams if t.record) / sum(t.record.g for t in teams if t.record)
    assert runs / games == pytest.approx(real, rel=0.05)
    assert roe / games < 1.45


def test_the_base_states_the_cards_are_fitted_for_are_the_ones_play_meets():
    """The cards read the ball-2 rule and the RISP column at the league's shares of batter rolls by base state
    (``base_state_shares``). Until stop 44 the shares were lines in the on-base rate alone, and 1991 NL's rolls with
    a runner in scoring position had first base taken 0.64 of the time in play against 0.58 fitted: the ball-2 rule
    took more walks than the cards made up for. With the league's intentional walks, sacrifices and home runs in the
    fit, each share measured on two replays comes within a hair of the fitted one."""
    from dugout.games.pine_tar.ratings_basestate_build import measure

    lg = league_for(lahman.league_context(1991, "NL"))
    risp, f1_open, f1_risp, on, opp, _, _ = measure(1991, "NL", 2)
    assert risp == pytest.approx(lg.f_risp, abs=0.01)
    assert f1_open == pytest.approx(lg.f1_open, abs=0.01)
    assert f1_risp == pytest.approx(lg.f1_risp, abs=0.025)  # 0.582 fitted before
    assert on == pytest.approx(lg.f_on, abs=0.01)
    assert opp == pytest.approx(lg.f_opp, abs=0.01)


def test_the_base_state_fit_is_the_least_squares_of_its_measurements():
    """``BASE_STATE_FIT`` is what ``ratings_basestate_build.fit`` makes of the table it keeps, and the table's inputs
    are the leagues' own (``PTLeague.base_inputs``)."""
    from dugout.games.pine_tar.ratings_basestate_build import MEASURED, fit
    from dugout.games.pine_tar.ratings_league import BASE_STATE_FIT

    assert fit(MEASURED) == BASE_STATE_FIT
    assert len(MEASURED) == 30
    for name in ("1884 NL", "1931 AL", "2021 NL"):
        row = next(r for r in MEASURED if r[0] == name)
        obp, ibb, sh, hr = league_for(lahman.league_context(int(name[:4]), name[5:])).base_inputs
        assert (obp - 0.33, ibb, sh, hr) == pytest.approx(row[1:5], abs=1e-8)
