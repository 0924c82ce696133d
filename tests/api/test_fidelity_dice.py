"""How far the dice alone move the fidelity measures (``fidelity.dice_spread``): the spread of the player OPS
correlation of cards that reproduce every player exactly, checked against simulated replays of such cards, and the
league totals the HR, BB and SO ratios are judged against."""

from __future__ import annotations

import dataclasses
import math
import random

import pytest

from dugout.api.fidelity import league_total, ops_r_ceiling, ops_r_ceiling_sd
from dugout.sources import lahman


def _pearson(xs: list[float], ys: list[float]) -> float:
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    return sxy / math.sqrt(sum((x - mx) ** 2 for x in xs) * sum((y - my) ** 2 for y in ys))


@pytest.mark.parametrize("players, spread, noise", [(84, 0.075, 0.032), (130, 0.085, 0.028), (60, 0.11, 0.025)])
def test_the_correlations_spread_matches_simulated_exact_cards(players, spread, noise):
    # regulars' real OPS fixed; exact cards' replays add the dice's noise, each player his own variance
    rng = random.Random(players)
    real = [rng.gauss(0.72, spread) for _ in range(players)]
    var = [(noise * rng.uniform(0.7, 1.3)) ** 2 for _ in range(players)]
    rs = []
    for _ in range(1500):
        rs.append(_pearson(real, [x + rng.gauss(0, math.sqrt(v)) for x, v in zip(real, var)]))
    mean = sum(rs) / len(rs)
    sd = math.sqrt(sum((r - mean) ** 2 for r in rs) / (len(rs) - 1))
    assert mean == pytest.approx(ops_r_ceiling(real, var), abs=0.003)
    assert sd == pytest.approx(ops_r_ceiling_sd(real, var), rel=0.06)


def test_the_spread_needs_three_players_and_shrinks_with_more_plate_appearances():
    assert math.isnan(ops_r_ceiling_sd([0.7, 0.8], [0.001, 0.001]))
    real = [0.6 + 0.01 * i for i in range(40)]
    assert ops_r_ceiling_sd(real, [0.0004] * 40) < ops_r_ceiling_sd(real, [0.0009] * 40)


def test_a_league_total_is_recorded_never_estimated():
    al, nl = lahman.import_league(1911, "AL"), lahman.import_league(1911, "NL")
    by_id = {t.id: t for t in al}
    # 1911 AL's batters' strikeouts were not recorded (the importer estimates them), its pitchers' were
    assert all("so" in p.batting.imputed for t in al for p in t.players if p.batting)
    assert league_total(by_id, "so") == sum(p.pitching.so for t in al for p in t.players if p.pitching) == 5093
    assert league_total(by_id, "hr") == sum(p.batting.hr for t in al for p in t.players if p.batting)
    assert league_total({t.id: t for t in nl}, "so") == sum(p.batting.so for t in nl for p in t.players
                                                           if p.batting) == 4798
    # nobody recorded them: nothing to judge against
    blind = {t.id: dataclasses.replace(t, players=[dataclasses.replace(
        p, pitching=dataclasses.replace(p.pitching, imputed=("so",)) if p.pitching else None) for p in t.players])
        for t in al}
    assert league_total(blind, "so") is None
