"""Split cards from real platoon lines (Player.splits): batters' left/right sides and the batters a pitcher faced."""

from __future__ import annotations

import dataclasses

import pytest

from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.roster import prepare
from dugout.games import make_rules
from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.ratings import Rater
from dugout.games.payoff_pitch.ratings_batter import side_rates
from dugout.games.payoff_pitch.ratings_league import (
    PLATOON,
    SPLIT_REGRESS_PA,
    faced_hbar,
    outcome_rates,
    split_sides,
    template_for,
)
from dugout.games.payoff_pitch.ratings_pitcher import bound, exact_rates, own_errors
from dugout.model.extras import Splits
from dugout.model.stats import BattingLine
from dugout.sources import lahman

#: Its module-scoped leagues are rated once: every test of this file runs on one xdist worker (--dist loadgroup).
pytestmark = pytest.mark.xdist_group("games-payoff_pitch-test_splits")


TOL = 0.005
PART = ("pa", "ab", "h", "b2", "b3", "hr", "bb", "ibb", "hbp", "so", "sh", "sf", "gidp")


def _part(line: BattingLine, share: dict[str, float]) -> tuple[BattingLine, BattingLine]:
    """A season line cut in two (vs LHP, vs RHP) with the given share of each count against left-handers."""
    left = {k: round(getattr(line, k) * share.get(k, share["pa"])) for k in PART}
    left["ab"] = max(left["ab"], left["h"] + left["so"])
    left["pa"] = left["ab"] + left["bb"] + left["hbp"] + left["sf"] + left["sh"]
    right = {k: getattr(line, k) - left[k] for k in PART}
    return BattingLine(**left), BattingLine(**right)


@pytest.fixture(scope="module")
def astros():
    return lahman.import_team(2019, "HOU")


def _with_splits(team, pid, **splits):
    p = team.player(pid)
    q = dataclasses.replace(p, splits=Splits(source="csv", **splits))
    return dataclasses.replace(team, players=tuple(q if x.id == pid else x for x in team.players)), q


# --- the split rates ---------------------------------------------------------------------------------------------
def test_split_sides_without_regression_are_his_own_lines(astros):
    b = astros.player("bregmal01").batting
    vs_l, vs_r = _part(b, {"pa": 0.3, "hr": 0.45, "so": 0.15, "bb": 0.4})
    rates, _ = outcome_rates(b)
    got_l, got_r, s = split_sides(rates, "R", vs_l, vs_r, regress_pa=0.0)
    own_l, n_l = outcome_rates(vs_l)
    own_r, n_r = outcome_rates(vs_r)
    assert s == pytest.approx(n_l / (n_l + n_r))
    assert got_l == pytest.approx(own_l, abs=1e-12) and got_r == pytest.approx(own_r, abs=1e-12)


def test_split_sides_blend_back_to_the_season_and_shrink_by_sample_size(astros):
    b = astros.player("bregmal01").batting
    rates, _ = outcome_rates(b)
    vs_l, vs_r = _part(b, {"pa": 0.3, "hr": 0.5, "so": 0.12, "bb": 0.45})
    own_l = outcome_rates(vs_l)[0]
    got_l, got_r, s = split_sides(rates, "R", vs_l, vs_r)
    for o in range(T.NOUT):
        assert s * got_l[o] + (1 - s) * got_r[o] == pytest.approx(rates[o], abs=1e-12)
    prior_l = [r * f / ((1 - s) + s * f) for r, f in zip(rates, PLATOON["R"])]
    # his home runs against LHP sit between the league-factor side and his own line, weighted by PA
    n_l = outcome_rates(vs_l)[1]
    w = n_l / (n_l + SPLIT_REGRESS_PA)
    assert prior_l[T.O_HR] < got_l[T.O_HR] < own_l[T.O_HR]
    assert got_l[T.O_HR] == pytest.approx(w * own_l[T.O_HR] + (1 - w) * prior_l[T.O_HR], rel=0.08)
    # ten plate appearances against LHP hardly move him off the league factors
    tiny_l = BattingLine(pa=10, ab=9, h=4, hr=2, bb=1, so=1)
    tiny_r = BattingLine(**{k: getattr(b, k) - getattr(tiny_l, k) for k in PART})
    few_l, _, s2 = split_sides(rates, "R", tiny_l, tiny_r)
    base_l = [r * f / ((1 - s2) + s2 * f) for r, f in zip(rates, PLATOON["R"])]
    assert abs(few_l[T.O_HR] - base_l[T.O_HR]) < abs(outcome_rates(tiny_l)[0][T.O_HR] - base_l[T.O_HR]) * 0.15


def test_split_sides_need_both_lines():
    rates = (0.15, 0.05, 0.005, 0.03, 0.08, 0.01, 0.2)
    assert split_sides(rates, "L", None, BattingLine(pa=10, ab=10, h=3)) is None
    assert split_sides(rates, "L", BattingLine(), BattingLine()) is None


# --- batter cards -------------------------------------------------------------------------------------------------
def test_a_reverse_split_batter_gets_his_own_sides(astros):
    """A left-handed hitter who hit left-handers better: his vs-LHP side is the stronger one, against the league
    factors, and both sides reproduce their targets (and blend back to the season) against the league card."""
    p = astros.player("brantmi02")
    assert p.bats == "L"
    b = p.batting
    vs_l, vs_r = _part(b, {"pa": 0.35, "h": 0.42, "hr": 0.55, "b2": 0.45, "so": 0.2, "bb": 0.45})
    team, q = _with_splits(astros, "brantmi02", vs_lhp=vs_l, vs_rhp=vs_r)
    r = Rater(team)
    plain = r.batter(p)
    bat = r.batter(q)
    t = r.t
    assert bat.platoon == "csv" and plain.platoon == "league"
    assert bat.lhp_share == pytest.approx(outcome_rates(vs_l)[1] / outcome_rates(b)[1])
    assert bat.line["AB_L"] == vs_l.ab and bat.line["AB_R"] == vs_r.ab
    # league factors make a lefty weaker against LHP; his own line says the opposite
    assert plain.target_l[T.O_HR] < plain.target_r[T.O_HR]
    assert bat.target_l[T.O_HR] > bat.target_r[T.O_HR]
    assert bat.vs_l.counts[T.SEC_W][T.O_HR] > bat.vs_r.counts[T.SEC_W][T.O_HR]
    real, _ = outcome_rates(b)
    got_l, got_r = side_rates(bat.vs_l, t), side_rates(bat.vs_r, t)
    s = bat.lhp_share
    for o in range(T.NOUT):
        assert abs(got_l[o] - max(bat.target_l[o], t.fixed[o])) <= TOL
        assert abs(got_r[o] - max(bat.target_r[o], t.fixed[o])) <= TOL
        assert abs(s * got_l[o] + (1 - s) * got_r[o] - max(real[o], t.fixed[o])) <= TOL
    # the standard card is still his season line
    assert bat.std.counts == plain.std.counts


def test_splits_only_for_batters_rated_on_their_stats(astros):
    # a pitcher batting with the generic card keeps it; one split line alone changes nothing
    pitcher = next(p for p in astros.players if p.is_pitcher and p.batting and p.batting.pa < 50)
    team, q = _with_splits(astros, pitcher.id, vs_lhp=BattingLine(pa=10, ab=10, h=5),
                           vs_rhp=BattingLine(pa=10, ab=10, h=0))
    assert Rater(team).batter(q).platoon == "league"
    team, q = _with_splits(astros, "altuvjo01", vs_lhp=BattingLine(pa=100, ab=90, h=40))
    r = Rater(team)
    assert r.batter(q).vs_l.counts == r.batter(astros.player("altuvjo01")).vs_l.counts


# --- pitcher cards ------------------------------------------------------------------------------------------------
def test_the_league_card_a_pitcher_faces_mixes_the_batting_sides():
    t = template_for(lahman.league_context(2019, "AL"))
    for hand in "LR":
        mixed = faced_hbar(t, hand, t.side_share[hand])
        for s in range(4):
            assert mixed[s] == pytest.approx(t.hand_hbar[hand][s], abs=1e-12)
        # against a right-hander, left-handed batters (and switch hitters) walk more and strike out less
    lhb, rhb = faced_hbar(t, "R", 1.0), faced_hbar(t, "R", 0.0)
    assert lhb[T.SEC_P][T.O_BB] > rhb[T.SEC_P][T.O_BB] and lhb[T.SEC_T][T.O_SO] < rhb[T.SEC_T][T.O_SO]


def test_a_pitcher_with_splits_is_solved_against_the_batters_he_faced(astros):
    p = astros.player("verlaju01")
    pl = p.pitching
    faced = BattingLine(pa=pl.batters_faced, ab=pl.batters_faced - pl.bb - pl.hbp, h=pl.h, hr=pl.hr, bb=pl.bb,
                        hbp=pl.hbp, so=pl.so)
    vs_lhb, vs_rhb = _part(faced, {"pa": 0.72})
    team, q = _with_splits(astros, "verlaju01", vs_lhb=vs_lhb, vs_rhb=vs_rhb)
    r = Rater(team)
    plain, pit = r.pitcher(p), r.pitcher(q)
    share = outcome_rates(vs_lhb)[1] / (outcome_rates(vs_lhb)[1] + outcome_rates(vs_rhb)[1])
    assert plain.lhb_share is None and pit.lhb_share == pytest.approx(share)
    assert abs(share - r.t.side_share["R"]) > 0.2
    t = r.t
    model = exact_rates(pit.labels, pit.so, t, pit.throws, pit.phi1, pit.lhb_share, pit.tired, pit.wp)
    assert model == pytest.approx(list(pit.model), abs=1e-12)
    worst = own_errors(model, pit.target)
    assert worst <= max(1.0, bound(pit.target, t, pit.throws, pit.phi1, pit.lhb_share, pit.tired, pit.wp) + 1.0)
    # the batters he faced read a card differently from the league's mix (the card solved for them is held to his
    # line against them, above; with strikeouts held to a point over and two short, a card built for the league's
    # mix may happen to come as close)
    other = exact_rates(plain.labels, plain.so, t, plain.throws, plain.phi1, pit.lhb_share, plain.tired, plain.wp)
    assert max(abs(a - b) for a, b in zip(other, plain.model)) > 1e-3


def test_games_with_split_cards_keep_the_invariants(astros):
    team = astros
    for pid in ("bregmal01", "brantmi02", "springe01"):
        b = team.player(pid).batting
        vs_l, vs_r = _part(b, {"pa": 0.3, "hr": 0.4, "so": 0.2})
        team, _ = _with_splits(team, pid, vs_lhp=vs_l, vs_rhp=vs_r)
    rules = make_rules("pp")
    home = prepare(team, rules.rate_team(team))
    away_team = lahman.import_team(2019, "NYA")
    away = prepare(away_team, rules.rate_team(away_team))
    for seed in range(4):
        g = Game(rules, away, home, Dice(seed)).play()
        g.check_invariants()
