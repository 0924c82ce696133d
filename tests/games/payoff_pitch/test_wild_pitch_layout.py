"""The wild-pitch range reads a batter card's numbers unevenly: with runners on, a first d100 in the pitcher's range
(30..29+w) is a wild pitch and the card is read on a fresh d100. The cards are fitted for it (``ratings_algebra``'s
``wp_weights`` and ``layout_factors``, ``ratings_batter.laid_target``, ``ratings_pitcher.content``)."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from dugout.api.fidelity import play_counts, season_games
from dugout.engine.season import rated
from dugout.games.payoff_pitch import ratings_algebra as A
from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.ratings_batter import exact_rates, fit_side, out_shares, side_rates
from dugout.games.payoff_pitch.ratings_league import GROUND_SHARE, template_for
from dugout.games.payoff_pitch.ratings_pitcher import content
from dugout.games.payoff_pitch.ruleset import PayoffPitch
from dugout.sources import lahman


def test_a_range_moves_its_numbers_reads_to_every_number():
    # 30 and 31 in every pitcher's range, 32 in half of them, runners on in 40 % of the batters' turns
    wt = A.wp_weights((1.0, 1.0, 0.5) + (0.0,) * 7, 0.4)
    assert wt[0] == 0.0
    assert wt[1:].sum() == pytest.approx(99.0)  # as many reads in all
    re_rolled = 0.4 * 2.5
    assert wt[30] == pytest.approx(1 - 0.4 + re_rolled / 99)
    assert wt[32] == pytest.approx(1 - 0.2 + re_rolled / 99)
    assert wt[33] == wt[29] == wt[99] == pytest.approx(1 + re_rolled / 99)
    # a league whose pitchers throw 1.2 wild pitches and balks a hundred batters, with runners on 40 % of the time,
    # has ranges three numbers long on average
    assert A.league_cover(0.012, 0.4) == pytest.approx((1.0, 1.0, 1.0) + (0.0,) * 7)
    assert A.range_cover((30, 31)) == (1.0, 1.0) + (0.0,) * 8
    assert A.range_cover((0, 0)) == (0.0,) * 10


def test_where_an_outcome_lies_decides_how_often_it_is_read():
    """PATIENT: walks on 1-29, a hit-by-pitch on 30, singles on 31-40; a range of 30-31 in every game with runners
    on half the time."""
    wt = A.wp_weights((1.0, 1.0) + (0.0,) * 8, 0.5)
    h = [[0.0] * T.NOUT for _ in range(4)]
    h[T.SEC_P][T.O_BB] = 29 / 99
    h[T.SEC_P][T.O_HBP] = 1 / 99
    h[T.SEC_P][T.O_1B] = 10 / 99
    e = A.layout_factors(h, wt)[T.SEC_P]
    gain = 1.0 / 99  # two numbers half the time, read again on any number
    assert e[T.O_BB] == pytest.approx(1 + gain)
    assert e[T.O_HBP] == pytest.approx(0.5 + gain)
    assert e[T.O_1B] == pytest.approx((9 * (1 + gain) + 0.5 + gain) / 10)
    # the league card's boundaries stand for boundaries spread over 31 numbers: the hit-by-pitch loses a little
    spread = A.layout_factors(h, A.wp_weights((1.0, 1.0) + (0.0,) * 8, 0.5, A.LAYOUT_SPREAD))[T.SEC_P]
    assert 0.95 < spread[T.O_HBP] < 1.0 and spread[T.O_BB] < 1 + gain


@pytest.mark.parametrize("season, league", [(1884, "NL"), (2021, "AL")])
def test_a_side_is_fitted_to_read_its_line_through_the_ranges(season, league):
    """The fit raises what the league's ranges take (a power hitter's WHEEL home runs, PATIENT's first hits and
    hit-by-pitches): read through the ranges, the sides give their lines closer than sides fitted with every number
    read alike (2021 AL: 0.0025 against 0.0062 a PA, the seven rates' errors summed, on these three lines)."""
    t = template_for(lahman.league_context(season, league))
    assert t.wt[30] < 1.0 < t.wt[29]
    alike = replace(t, cover=(0.0,) * 10)
    laid_err = alike_err = 0.0
    for target in (t.rates, (0.12, 0.04, 0.003, 0.05, 0.12, 0.012, 0.28), (0.16, 0.05, 0.006, 0.008, 0.05, 0.005, 0.1)):
        side, model = fit_side(target, t, out_shares("R", GROUND_SHARE))
        assert side_rates(side, t) == model
        counts = [list(r) for r in side.counts]
        so_out = sum(1 for n in range(1, 100) if side.out[n] == T.RSO)
        assert exact_rates(counts, so_out, t, laid=True) == model
        assert sum(model[:4]) == pytest.approx(sum(target[:4]), abs=0.0015)
        other, _ = fit_side(target, alike, out_shares("R", GROUND_SHARE))
        laid_err += sum(abs(a - b) for a, b in zip(model[:6], target[:6]))
        alike_err += sum(abs(a - b) for a, b in zip(side_rates(other, t)[:6], target[:6]))
    assert laid_err < 0.6 * alike_err


def test_a_pitcher_card_reads_the_batters_through_his_own_range():
    """Against the league's batter card (laid out for the league's ranges), a pitcher with no range gives the
    numbers the league's ranges take back; one with a long range takes more of them."""
    t = template_for(lahman.league_context(2021, "AL"))
    none, _ = content(t, "R", 0.4)
    long, _ = content(t, "R", 0.4, wp=(30, 37))
    plain, _ = content(replace(t, cover=(0.0,) * 10), "R", 0.4)
    for lab, o in ((T.PATIENT, T.O_HBP), (T.WHEEL, T.O_HR), (T.PATIENT, T.O_1B)):
        assert long[lab][o] < plain[lab][o] < none[lab][o]
    assert np.allclose(none[T.DEFENSE], plain[T.DEFENSE])  # the charts read no batter card


def test_in_play_the_numbers_are_read_as_the_fit_weighs_them():
    """What the fit assumes of the rule (``wp_weights``), counted in play: 2021 AL, one replay, every reading of a
    batter card by a pitcher with a wild-pitch range. With runners on, a number of his range is read only by the
    fresh roll (w/99 of 1/99 for a range of w numbers), every other number 1 + w/99 as often; bases empty, all alike."""
    reads = {True: np.zeros((11, 100)), False: np.zeros((11, 100))}  # [runners on][w][n]

    class Counting(PayoffPitch):  # (a subclass: the compiled play calls its own methods past a class's patch)
        def _label(self, g, st, label, total, u, side, pcard, tired, d1, d2):  # type: ignore[no-untyped-def]
            first, last = pcard.pit.wp
            if label != T.BALLPARK and label in (T.WHEEL, T.PATIENT, T.TOUGH, T.INPLAY) and first:
                on = g.bases[1] >= 0 or g.bases[2] >= 0 or g.bases[3] >= 0
                reads[on][last - first + 1][u] += 1
            return super()._label(g, st, label, total, u, side, pcard, tired, d1, d2)

    rules = Counting()
    teams = lahman.import_league(2021, "AL")
    play_counts(rules, [rated(rules, team) for team in teams], season_games(teams), ["wp"])
    checked = 0
    for w in range(1, 11):
        on, empty = reads[True][w], reads[False][w]
        if on.sum() < 3000:
            continue
        checked += 1
        inside, outside = on[30:30 + w].sum(), on[1:100].sum() - on[30:30 + w].sum()
        n = on[1:100].sum()
        expect_in = n * w * (w / 99) / 99
        assert inside == pytest.approx(expect_in, abs=4 * expect_in ** 0.5 + 2), (w, inside, expect_in)
        assert outside == pytest.approx(n - expect_in, abs=4 * expect_in ** 0.5 + 2)
        # bases empty: the range is read as often as any other numbers
        share = empty[30:30 + w].sum() / empty[1:100].sum()
        assert share == pytest.approx(w / 99, abs=4 * (w / 99 / empty[1:100].sum()) ** 0.5)
    assert checked >= 2
