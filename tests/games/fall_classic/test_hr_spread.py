"""The league's spread of batters' home runs that pitchers' home-run grades are sized against (``HRSpread``):
its closed forms, its inverse, and what it says of real leagues against their batters' real lines."""

from __future__ import annotations

import math

import pytest

from dugout.games.fall_classic import ratings_algebra as A
from dugout.games.fall_classic.ratings_hrzero import stored_zero_share
from dugout.games.fall_classic.ratings_hrzero_build import zero_share
from dugout.games.fall_classic.ratings_league import HR_GRADE_MAX, from_team, hr_zero_share
from dugout.games.fall_classic.ratings_pitchers import HRSpread, hr_spread
from dugout.sources import lahman


def _numeric(sp: HRSpread, f, steps: int = 20000) -> float:
    """E[f(T)] over the spread by quadrature: a share ``zero`` at T = 0, the rest gamma(2) with its mean."""
    m = sp.mean / (1 - sp.zero)
    th = m / 2
    top = 40 * th
    h = top / steps
    acc = 0.0
    for i in range(steps):
        t = (i + 0.5) * h
        acc += f(t) * t / th ** 2 * math.exp(-t / th) * h
    return sp.zero * f(0.0) + (1 - sp.zero) * acc


@pytest.mark.parametrize("sp", [HRSpread(0.35, 3.1, 1.7, 1.0), HRSpread(0.2, 8.0, 4.4, 1.0),
                                HRSpread(0.05, 20.0, 6.0, 1.0)])
def test_the_closed_forms_are_the_spread_s_expectations(sp):
    c = sp.floor
    assert sp.own(c) == pytest.approx(_numeric(sp, lambda t: max(0.0, t - c)), abs=1e-3)
    # what lines 65 and 46 give past a batter's own: a homerless batter reads line 65 only (blue park)
    surplus = _numeric(sp, lambda t: sp.line65 if t == 0 else max(0.0, c - t))
    assert sp.surplus() == pytest.approx(surplus, abs=1e-3)
    assert sp.take(3.0) == pytest.approx(_numeric(sp, lambda t: min(3.0, max(0.0, t - c))), abs=1e-3)


def test_a_negative_grade_takes_what_is_needed_up_to_the_scale():
    sp = HRSpread(0.3, 3.9, 2.1, 1.0)
    for need in (0.1, 0.5, 1.0):
        assert sp.take(sp.grade(need)) == pytest.approx(need, abs=1e-6)
    assert sp.grade(50.0) == HR_GRADE_MAX  # more than the batters' own lines hold: the scale's end


def test_the_homerless_share_falls_with_the_league_s_home_runs():
    assert hr_zero_share(0.0023) > hr_zero_share(0.0055) > hr_zero_share(0.0112) > hr_zero_share(0.0254)
    assert hr_zero_share(0.0254) - hr_zero_share(0.0254, pitchers_bat=False) == pytest.approx(0.045)


@pytest.mark.parametrize("season,league", [(1911, "AL"), (1901, "NL"), (1985, "AL")])
def test_the_spread_matches_the_league_s_real_batters(season, league):
    """Against the league's real batters (their home runs per card PA, line 46 by their park and blue flag):
    the surplus lines 65 and 46 give light hitters, and what their own lines hold past them, within 0.2 values a
    PA. The exponential spread this replaced missed 1911 AL by 0.36 and 0.29, 1901 NL by 0.42 and 0.30, 1985 AL
    by 0.10 and 1.00 (its pitchers then gave back half the deadball surplus: home runs ×1.17-1.28)."""
    teams = lahman.import_league(season, league)
    lg = from_team(teams[0])
    sp = hr_spread(lg)
    w = surplus = own = 0.0
    for t in teams:
        for p in t.players:
            b = p.batting
            pa = b.ab + b.bb + b.hbp + b.sf if b is not None else 0
            if b is None or pa <= 0:
                continue
            hr = lg.s * b.hr / pa
            park = A.park_vector(t.park.bpf, (b.b2 == 0, b.b3 == 0, b.hr == 0))[A.OHR]
            w += pa
            surplus += pa * max(0.0, park + sp.line65 - hr)
            own += pa * max(0.0, hr - park - sp.line65)
    assert sp.surplus() == pytest.approx(surplus / w, abs=0.2)
    assert sp.own(sp.floor) == pytest.approx(own / w, abs=0.2)


def test_generic_batting_cards_hit_below_the_league_floor_in_the_dead_ball_era():
    """Pitchers at bat hit about half the league's home-run rate (1908 AL: 5 in 4,232 PA, 0.0012 against 0.0025).
    A generic card without the blue-park home-run flag could not go below what lines 65 and 46 give every batter,
    the league's own rate in 1908 (0.0028): the flag is kept wherever it brings a card nearer its target, so every
    1908 AL generic card plays under 0.7 of the league, and a strong hitter's card in a modern league still may not
    take it."""
    from dugout.games.fall_classic import ratings_algebra as A
    from dugout.games.fall_classic.ratings import generic_cards
    from dugout.games.fall_classic.ratings_checks import batter_rates
    from dugout.games.fall_classic.ratings_league import from_team
    from dugout.sources import lahman

    lg = from_team(lahman.import_team(1908, "DET"))
    for card in generic_cards(lg):
        assert card.batter.blue[2]
        hr = batter_rates(card, lg, A.park_vector(100, card.batter.blue))[A.OHR]
        assert hr < 0.7 * lg.rates[A.OHR]
    modern = generic_cards(from_team(lahman.import_team(2016, "CHN")))
    assert modern[0].batter.blue[2] and not modern[-1].batter.blue[2]


@pytest.mark.parametrize("season,league", [(1917, "AL"), (1908, "AL"), (2016, "NL")])
def test_a_real_league_takes_its_own_counted_homerless_share(season, league):
    """The stored share is the one its rosters give (the builder's count), and the league's cards are sized
    against it: 1917 AL 0.507 where the estimate from its home runs says 0.409 (its replays hit 1.12 of the real
    home runs over eight replays with the estimate, 1.04 with the count)."""
    teams = lahman.import_league(season, league)
    ctx = teams[0].context
    counted = zero_share(teams, ctx)
    assert stored_zero_share(season, league, ctx.runs, ctx.team_games) == pytest.approx(counted, abs=5e-4)
    assert from_team(teams[0]).hr_zero == pytest.approx(counted, abs=5e-4)


def test_1917_al_strays_from_the_estimate_and_a_league_of_its_own_takes_the_estimate():
    ctx = lahman.league_context(1917, "AL")
    stored = stored_zero_share(1917, "AL", ctx.runs, ctx.team_games)
    assert stored is not None and stored - hr_zero_share(ctx.batting.hr / ctx.batting.pa) > 0.08
    # a league of the same season and name with other totals (a user's own) is not the stored one
    assert stored_zero_share(1917, "AL", ctx.runs + 1, ctx.team_games) is None
