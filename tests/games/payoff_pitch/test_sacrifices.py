"""Sacrifices on the Sacrifice Bunt chart, and what the cards leave out for them (stop 40).

A batter's sacrifice area is set from his real sacrifices over his Bunt letter's own success on the chart, with the
area of exactly that many ways of 36 (the digest's "closest"); and since a real line counts his failed attempts and
bunt singles among his at-bats while play rolls them on the chart, his card leaves them out
(``ratings_traits.bunt_at_bats``, ``ratings_league.outcome_rates``), as the league template does for the league
(``league_bunts``). Before, an area sized for a .75 success that its letters do not have, and filled greedily, made
0.73-0.92 of the real sacrifices, and the chart's failures were outs on top of the same outs on the cards."""

from __future__ import annotations

import pytest

from dugout.engine.codes import B_PA
from dugout.engine.season import Season, balanced_schedule, rated
from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.ratings import Rater
from dugout.games.payoff_pitch.ratings_league import bunt_shares, outcome_rates, template_for
from dugout.games.payoff_pitch.ratings_traits import SAC_AREAS, SAC_ORDER, bunt_at_bats, sac_area
from dugout.games.payoff_pitch.ruleset import PayoffPitch
from dugout.sources import lahman


def _teams():
    league = {t.id: t for t in lahman.import_league(1908, "AL")}
    return [league[i] for i in ("CHA", "DET", "CLE", "SLA")]


def test_every_area_holds_exactly_its_ways_ends_first():
    for w, area in enumerate(SAC_AREAS):
        assert sum(T.WAYS[k] for k in range(13) if area[k]) == w
    # the greedy fill stopped short of 5 ways at 4; the ends come first
    assert [k for k in range(13) if SAC_AREAS[5][k]] == [2, 4, 12]
    assert [k for k in range(13) if SAC_AREAS[2][k]] == [2, 12]
    assert all(SAC_AREAS[36][k] for k in SAC_ORDER)


def test_the_area_follows_the_letters_own_success():
    # the same sacrifices take more attempts with a worse Bunt letter
    ways = [sum(T.WAYS[k] for k in range(13) if sac_area(6, 300, 0.2, letter)[k]) for letter in range(5)]
    assert ways == sorted(ways) and ways[0] < ways[4]
    for letter, w in enumerate(ways):
        assert w == round(36 * 6 / bunt_shares(letter)[0] / (0.2 * 300))


def test_a_bunters_card_leaves_out_his_failed_attempts_and_bunt_singles():
    team = _teams()[0]
    r = Rater(team)
    t = template_for(team.context)
    p = max((p for p in team.players if p.batting is not None and not p.is_pitcher), key=lambda p: p.batting.sh)
    b = p.batting
    assert b.sh >= 20
    _, bunt, sac = r._bunting(p)
    outs, hits = bunt_at_bats(sac, t.extra["f_sac"], b.pa, bunt)
    assert outs > 5 and hits > 0.5
    plain, pa = outcome_rates(b)
    got, pa_got = r.batting_target(p)[0], r.batting_target(p)[2]
    assert pa_got == pytest.approx(pa - outs - hits)
    assert got[0] * pa_got == pytest.approx(plain[0] * pa - hits)  # his singles less the bunt singles
    assert got[1] * pa_got == pytest.approx(plain[1] * pa)  # the same doubles, over fewer PA*
    assert got[T.O_SO] * pa_got == pytest.approx(b.so)
    assert got[1] > plain[1] and got[T.O_SO] > plain[T.O_SO]


def test_a_replay_sacrifices_as_often_as_the_league_and_fails_as_the_cards_expect():
    made = [0, 0]  # sacrifices, other results (failed attempts and bunt singles)

    class Counting(PayoffPitch):  # (a subclass: the compiled play calls its own methods past a class's patch)
        def _sacrifice(self, g, st, die, u, auto, squeeze=False):  # type: ignore[no-untyped-def]
            res = T.BUNT_RESULT[g.cards[g.batter].bat.bunt][u or 50]
            made[0 if res == T.B_SH else 1] += not squeeze
            return super()._sacrifice(g, st, die, u, auto, squeeze)

    rules = Counting()
    teams = _teams()
    gts = [rated(rules, t) for t in teams]
    season = Season(rules, gts, 4)
    season.play_schedule(balanced_schedule(len(gts), 60))
    real_sh = left = 0.0
    for ts, team, gt in zip(season.teams, teams, gts):
        f_sac = template_for(team.context).extra["f_sac"]
        for i, p in enumerate(team.players):
            b = p.batting
            if b is None or b.pa <= 0:
                continue
            played = ts.bat.get(i, [0] * (B_PA + 1))[B_PA] / b.pa
            real_sh += b.sh * played
            card = gt.cards[i].bat
            left += sum(bunt_at_bats(card.sac, f_sac, b.pa, card.bunt)) * played
    assert made[0] > 200
    assert 0.85 < made[0] / real_sh < 1.15, (made, real_sh)
    assert 0.8 < made[1] / left < 1.25, (made, left)
