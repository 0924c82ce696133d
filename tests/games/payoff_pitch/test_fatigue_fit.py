"""Pitcher cards fitted against the batters their pitcher faces tired (``ratings_fatigue``): a patient early manager
leaves tired pitchers in, whose PATIENT walks run ten numbers further, whose TOUGH reads IN-PLAY on an odd d100 and
whose BALLPARK reads WHEELHOUSE, so the card is fitted so that fresh and tired together give his real line."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from dugout.engine.roster import team_patience
from dugout.engine.season import rated
from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.ratings_fatigue import outing, tired_share
from dugout.games.payoff_pitch.ratings_league import faced_hbar, template_for
from dugout.games.payoff_pitch.ratings_pitcher import ODD_SHARE, content, exact_rates
from dugout.games.payoff_pitch.ruleset import PayoffPitch
from dugout.sources import lahman


def test_nobody_is_tired_under_a_manager_without_patience():
    """With patience 0 the manager takes a tired pitcher out at once (2016 NL replayed: not one batter faced tired)."""
    assert tired_share(0.6, 4.4, 30, 10, 7, 6.5, "Long", 2, 2.5, 0) == 0.0
    assert tired_share(0.6, 4.4, 0, 60, 0, 0.0, "Short", 1, 1.0, 0) == 0.0


def test_a_patient_managers_pitchers_face_batters_tired_and_more_so_the_more_runs_they_allow():
    good = tired_share(0.30, 4.0, 35, 5, 9, 8.5, "Long", 2, 2.0, 3)
    poor = tired_share(0.60, 4.6, 35, 5, 9, 8.5, "Long", 2, 2.0, 3)
    assert 0.0 < good < poor < 0.4
    # more patience, more tired batters (a tired starter stays in for two more runs a level)
    assert tired_share(0.45, 4.3, 30, 0, 8, 7.5, "", 0, 0.0, 1) < tired_share(0.45, 4.3, 30, 0, 8, 7.5, "", 0, 0.0, 2)


def test_an_outing_counts_its_innings_and_batters():
    bf, tired, innings = outing(0.5, 4.3, 9, 3, 3, 9)
    # out early when tired: at six runs any time, at three from the 9th
    assert 7.5 < innings < 9.0
    assert bf == pytest.approx(4.3 * innings, rel=0.1)
    assert tired == 0.0  # exit at once: nobody faced tired
    assert outing(0.5, 4.3, 1, 3, 99, 5)[1] > 0.0


def test_the_fitted_content_mixes_fresh_and_tired_results():
    """(Read without wild-pitch ranges, which weigh the numbers by where they lie: ``test_wild_pitch_layout``.)"""
    t = replace(template_for(lahman.league_context(1921, "AL")), cover=(0.0,) * 10)
    h = faced_hbar(t, "R")
    q0, _ = content(t, "R", 0.5)
    q1, _ = content(t, "R", 0.5, tired=1.0)
    qh, _ = content(t, "R", 0.5, tired=0.5)
    assert np.allclose(q1[T.BALLPARK], h[T.SEC_W])
    assert np.allclose(q1[T.TOUGH], (1 - ODD_SHARE) * np.array(h[T.SEC_T]) + ODD_SHARE * np.array(h[T.SEC_I]))
    assert q1[T.PATIENT][T.O_BB] == pytest.approx(h[T.SEC_P][T.O_BB] + T.FATIGUE_BB_EXTEND / 99)
    assert np.allclose(qh, (q0 + q1) / 2)
    for lab in (T.WHEEL, T.INPLAY, T.TOUGH_OUT, T.PATIENT_OUT, T.INPLAY_OUT, T.DEFENSE, T.ERROR):
        assert np.allclose(q0[lab], q1[lab])  # only BALLPARK, TOUGH and PATIENT read the adjustments


def test_early_cards_carry_fewer_walks_fresh_so_that_with_their_tired_batters_they_give_the_line():
    """1921 AL (patience 2 for most teams): the starters' cards expect a tenth of their batters tired; fresh, the
    cards walk fewer than the lines (and strike out more), and with their tired share they give them."""
    rules = PayoffPitch()
    bf = fresh_bb = fit_bb = target_bb = fresh_so = target_so = 0.0
    for team in lahman.import_league(1921, "AL")[:3]:
        assert team_patience(team) >= 1
        gt = rated(rules, team)
        t = template_for(team.context)
        for c, pid in zip(gt.cards, gt.ids):
            pl = team.player(pid).pitching
            if pl is None or pl.batters_faced < 250:
                continue
            assert 0.02 < c.pit.tired < 0.35
            w = pl.batters_faced
            fresh = exact_rates(c.pit.labels, c.pit.so, t, c.pit.throws, c.pit.phi1, c.pit.lhb_share, wp=c.pit.wp)
            fit = exact_rates(c.pit.labels, c.pit.so, t, c.pit.throws, c.pit.phi1, c.pit.lhb_share, c.pit.tired,
                              c.pit.wp)
            bf += w
            fresh_bb += w * fresh[T.O_BB]
            fit_bb += w * fit[T.O_BB]
            target_bb += w * c.pit.target[T.O_BB]
            fresh_so += w * fresh[T.O_SO]
            target_so += w * c.pit.target[T.O_SO]
    assert fit_bb == pytest.approx(target_bb, rel=0.02)
    assert fresh_bb < 0.97 * target_bb
    assert fresh_so > 1.02 * target_so


@pytest.mark.parametrize("season,league", [(1884, "NL"), (1911, "NL"), (1985, "AL")])
def test_the_pitchers_cards_carry_their_leagues_reached_on_error_plays(season, league):
    """A card whose line needs its ways for hits and walks gives up ERROR ways first, so the league mix asks for the
    league's reached-on-error plays over the share the cards keep (``CARD_ERROR_SHARE``): batters faced weighted,
    the cards' errors per PA come to the league's (``roe_rate``) within a tenth. Before, 0.78-0.88 of them. A league
    whose fielders' Error ratings go down (1884 NL) asks for ``ROE_SHARE_MOST`` of them, its cards keeping
    ``CARD_ERROR_SHARE_MOST`` of the mix's (0.84 of it, as elsewhere, would leave them 0.14 over)."""
    from dugout.games.payoff_pitch import ratings_algebra as A
    from dugout.games.payoff_pitch.ratings_league import ROE_SHARE_MOST, roe_rate

    rules = PayoffPitch()
    teams = lahman.import_league(season, league)
    t = template_for(teams[0].context)
    per_way = np.zeros(T.NLABELS)
    for lab, dm in t.charts.items():
        per_way[lab] = A.K * dm.error / 36
    rare = A.error_part(tuple(0.0 for _ in range(T.NLABELS)))
    bf = errors = 0.0
    for team in teams:
        gt = rated(rules, team)
        for c, pid in zip(gt.cards, gt.ids):
            pl = team.player(pid).pitching
            if pl is None or not pl.batters_faced:
                continue
            bf += pl.batters_faced
            errors += pl.batters_faced * (rare + float(per_way @ np.array(c.pit.counts())))
    want = roe_rate(t.extra["e"]) * (ROE_SHARE_MOST if t.e_shift else 1.0)
    assert errors / bf == pytest.approx(want, rel=0.1)
