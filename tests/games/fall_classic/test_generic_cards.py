"""Pitchers at bat: the generic batting cards follow how each team's pitchers really hit (``PitcherBatting``)."""

from __future__ import annotations

import dataclasses

import pytest

from dugout.games.fall_classic import ratings_algebra as A
from dugout.games.fall_classic.ratings import FORMULA, POOL_PRIOR_PA, pitcher_batting, rate_team
from dugout.games.fall_classic.ratings_checks import batter_rates
from dugout.games.fall_classic.ratings_league import from_team
from dugout.sources import lahman


@pytest.mark.parametrize(("season", "league"), [(1921, "NL"), (1951, "AL"), (1971, "NL"), (2011, "NL")])
def test_the_pitchers_generic_cards_give_them_their_hits_and_walks(season, league):
    """Summed over a league's pitchers on generic cards, the cards' hits and walks (per plate appearance but
    sacrifices, as a card is read) against the league-average pitcher come to their real ones. With the walks at a
    fixed share of the league's and averages shrunk toward .140 they gave 1921 NL's pitchers 0.93 of their hits
    and 0.75 of their walks, 1951 AL's 0.91 and 0.68."""
    h = bb = exp_h = exp_bb = 0.0
    for team in lahman.import_league(season, league):
        cards = rate_team(team)
        lg = from_team(team)
        for p in team.players:
            b, card = p.batting, cards[p.id]
            if b is None or not card.batter.generic:
                continue
            r = batter_rates(card, lg, A.park_vector(100, card.batter.blue))
            pa = b.pa - b.sh
            h, bb = h + b.h, bb + b.bb
            exp_h, exp_bb = exp_h + (r[0] + r[1] + r[2] + r[3]) * pa, exp_bb + r[4] * pa
    assert exp_h / h == pytest.approx(1.0, abs=0.06)
    assert exp_bb / bb == pytest.approx(1.0, abs=0.12)


def test_the_level_is_the_pool_shrunk_toward_the_formula():
    team = lahman.import_team(1921, "NYA")
    lg = from_team(team)
    level = pitcher_batting(team, lg)
    pooled = [p.batting for p in team.players if p.is_pitcher and p.batting is not None and p.batting.pa > 0]
    ab, hits = sum(b.ab for b in pooled), sum(b.h for b in pooled)
    assert level.avg == pytest.approx((hits + FORMULA.avg * POOL_PRIOR_PA) / (ab + POOL_PRIOR_PA), abs=1e-4)
    assert level != FORMULA and min(level.avg, FORMULA.avg) <= level.avg <= max(hits / ab, FORMULA.avg)
    benched = dataclasses.replace(team, players=[p for p in team.players if not p.is_pitcher])
    assert pitcher_batting(benched, lg) == FORMULA  # no pitcher batted: the formula


def test_a_count_the_league_season_did_not_record_keeps_the_formula():
    team = lahman.import_team(1911, "PHA")  # 1911 AL: batters' strikeouts estimated
    assert "so" in team.context.imputed
    level = pitcher_batting(team, from_team(team))
    assert level.so == 1.0 and level.bb != FORMULA.bb
