"""Real platoon splits (Player.splits): the vs-RHP / vs-LHP columns and the pitcher's grades."""

from __future__ import annotations

import csv
import dataclasses
from pathlib import Path

import pytest

from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.season import rated
from dugout.games import make_rules
from dugout.games.pine_tar import tables as T
from dugout.games.pine_tar.ratings import _exposure_norm, _rates, rate, targets_for
from dugout.games.pine_tar.ratings_grades import scale_for
from dugout.games.pine_tar.ratings_hitting import LHP_EXPOSURE, TARGETED, expected_rates, split_targets
from dugout.games.pine_tar.ratings_league import league_for
from dugout.games.pine_tar.ratings_pitching import pitcher_fields, quality
from dugout.games.pine_tar.ratings_platoon import (
    LEFT_SIDE_SHARE,
    league_side_difference,
    pitcher_split_correction,
)
from dugout.model.extras import Splits
from dugout.model.stats import BattingLine
from dugout.sources import lahman

SPLITS_CSV = Path(__file__).resolve().parents[2] / "data" / "online" / "pybaseball" / "splits_2024.csv"


@pytest.fixture(scope="module")
def cubs():
    return lahman.import_team(2016, "CHN")


def with_splits(team, pid, splits):
    players = tuple(dataclasses.replace(p, splits=splits) if p.id == pid else p for p in team.players)
    return dataclasses.replace(team, players=players)


def hits(col):
    return sum(1 for c in col[:97] if c in (T.SINGLE, T.DOUBLE, T.TRIPLE, T.HR))


def line(pa, h, b2, b3, hr, bb, so, hbp=0, ibb=0):
    return BattingLine(pa=pa, ab=pa - bb - hbp, h=h, b2=b2, b3=b3, hr=hr, bb=bb, ibb=ibb, hbp=hbp, so=so)


def mixed_error(card, player, team):
    """Worst gap, in slots, between the engine's expected mix of a batter's columns and his targets' mix."""
    lg = league_for(team.context)
    sc = scale_for(lg)
    s = min(0.95, lg.lhp_share * LHP_EXPOSURE[card.bats] / _exposure_norm())
    use = ((1 - lg.f_risp) * (1 - s), lg.f_risp, (1 - lg.f_risp) * s)
    ts = targets_for(player, team)
    es = [expected_rates(c, sc.mix, f1, card.br == T.SLOW) for c, f1 in zip(card.cols, (lg.f1_open, lg.f1_risp,
                                                                                          lg.f1_open))]
    return max(abs(sum(u * 99 * (e[o] - t[o]) for u, e, t in zip(use, es, ts))) for o in TARGETED)


# Kris Bryant (RHB) as if he had murdered right-handers and been helpless against left-handers
BRYANT = Splits(vs_rhp=line(520, 150, 30, 3, 36, 60, 100, hbp=14),
                vs_lhp=line(179, 26, 5, 0, 3, 15, 54, hbp=4), source="test")


def test_a_batters_own_split_moves_his_side_columns(cubs):
    plain = rate(cubs.player("bryankr01"), cubs)
    team = with_splits(cubs, "bryankr01", BRYANT)
    split = rate(team.player("bryankr01"), team)
    # fewer hits against a LHP: his side's targets fall (the split is blended with his season), and the card's
    # column, which rounds to whole numbers within half a slot of them, has no more hits than before
    side = (T.SINGLE, T.DOUBLE, T.TRIPLE, T.HR)
    ts, tp = targets_for(team.player("bryankr01"), team), targets_for(cubs.player("bryankr01"), cubs)
    assert sum(ts[2][o] for o in side) < sum(tp[2][o] for o in side) - 0.005
    assert sum(ts[0][o] for o in side) > sum(tp[0][o] for o in side)
    assert hits(split.cols[2]) <= hits(plain.cols[2])
    assert hits(split.cols[0]) >= hits(plain.cols[0])
    # the RISP column keeps the season line: its targets are the same, and the polish toward his OBP, SLG and BA
    # (``ratings_cost.polish``) moves it by a slot at most
    assert targets_for(team.player("bryankr01"), team)[1] == targets_for(cubs.player("bryankr01"), cubs)[1]
    assert all(abs(split.cols[1][:97].count(o) - plain.cols[1][:97].count(o)) <= 1 for o in TARGETED)
    assert mixed_error(split, team.player("bryankr01"), team) <= 1.0


def test_the_split_targets_still_mix_to_the_season_line(cubs):
    team = with_splits(cubs, "bryankr01", BRYANT)
    p = team.player("bryankr01")
    lg = league_for(team.context)
    s = min(0.95, lg.lhp_share * LHP_EXPOSURE["R"] / _exposure_norm())
    vr, ri, vl = targets_for(p, team)
    rates, _ = _rates(p, lg, False)
    dr, dri, dl = split_targets(rates, "R", s, lg.f_risp)
    for o in TARGETED:
        assert (1 - s) * vr[o] + s * vl[o] == pytest.approx((1 - s) * dr[o] + s * dl[o], rel=1e-9)
        assert ri[o] == dri[o]
    # shrunk by 2200 phantom PA a side: the league split still dominates a single season's
    own_ratio = (26 / 179) / (150 / 520)
    assert own_ratio < (vl[T.SINGLE] + vl[T.HR]) / (vr[T.SINGLE] + vr[T.HR]) < (dl[T.SINGLE] + dl[T.HR]) / (
        dr[T.SINGLE] + dr[T.HR])


def test_sample_size_decides_how_far_the_split_moves(cubs):
    lg = league_for(cubs.context)
    s = min(0.95, lg.lhp_share * LHP_EXPOSURE["R"] / _exposure_norm())

    def so_ratio(k):
        big = Splits(vs_rhp=line(520 * k, 150 * k, 30 * k, 3 * k, 36 * k, 60 * k, 100 * k),
                     vs_lhp=line(179 * k, 40 * k, 8 * k, 0, 6 * k, 15 * k, 70 * k))
        team = with_splits(cubs, "bryankr01", big)
        vr, _, vl = targets_for(team.player("bryankr01"), team)
        return vl[T.SO] / vr[T.SO]

    own = (70 / 179) / (100 / 520)
    tiny, season, career = so_ratio(0.05), so_ratio(1), so_ratio(200)
    rates, _ = _rates(cubs.player("bryankr01"), lg, False)
    dr, _, dl = split_targets(rates, "R", s, lg.f_risp)
    league = dl[T.SO] / dr[T.SO]
    assert tiny == pytest.approx(league, rel=0.02)
    assert league < season < career < own and career == pytest.approx(own, rel=0.05)


def test_authentic_cards_print_the_split_as_it_was(cubs):
    team = with_splits(cubs, "bryankr01", BRYANT)
    vr, _, vl = targets_for(team.player("bryankr01"), team, authentic=True)
    own = (3 / 179) / (36 / 520)
    assert vl[T.HR] / vr[T.HR] == pytest.approx(own, rel=1e-6)


def test_one_side_only_or_an_empty_side(cubs):
    plain = targets_for(cubs.player("bryankr01"), cubs)
    for sp in (Splits(vs_rhp=BRYANT.vs_rhp), Splits(vs_lhp=BRYANT.vs_lhp, vs_rhp=BattingLine())):
        team = with_splits(cubs, "bryankr01", sp)
        vr, ri, vl = targets_for(team.player("bryankr01"), team)
        assert ri == plain[1] and vr != plain[0] and vl != plain[2]
    team = with_splits(cubs, "bryankr01", Splits(vs_rhb=line(300, 70, 10, 1, 8, 20, 60)))  # a pitcher's split only
    assert targets_for(team.player("bryankr01"), team) == plain


def test_a_real_split_from_the_online_fixture():
    """Jose Ramirez 2024 (switch hitter), the Baseball-Reference lines the pybaseball tests import."""
    rows = {}
    with SPLITS_CSV.open() as f:
        for row in csv.DictReader(f):
            if row["bref_id"] == "ramirjo01":
                rows[row["Split"]] = line(int(row["PA"]), int(row["H"]), int(row["2B"]), int(row["3B"]),
                                          int(row["HR"]), int(row["BB"]), int(row["SO"]), int(row["HBP"]),
                                          int(row["IBB"]))
    cle = lahman.import_team(2024, "CLE")
    team = with_splits(cle, "ramirjo01", Splits(vs_rhp=rows["vs RHP"], vs_lhp=rows["vs LHP"], source="bref"))
    p = team.player("ramirjo01")
    card = rate(p, team)
    # a switch hitter's split is regressed hard (2200 phantom PA): it moves his side targets, by less than a
    # tenth of a slot here, which may leave the card as it was
    assert targets_for(p, team) != targets_for(cle.player("ramirjo01"), cle)
    assert mixed_error(card, p, team) <= 1.0
    g = Game(make_rules("pine-tar"), rated(make_rules("pine-tar"), team), rated(make_rules("pine-tar"), cle),
             Dice(7)).play()
    g.check_invariants()


# --- pitchers ---------------------------------------------------------------------------------------------------


def test_a_pitcher_who_faced_the_engines_mix_keeps_his_quality(cubs):
    p = cubs.player("arrieja01")
    lg = league_for(cubs.context)
    n = p.pitching.batters_faced
    n_l = round(LEFT_SIDE_SHARE["R"] * n)
    sp = Splits(vs_rhb=line(n - n_l, 60, 10, 1, 6, 40, 110), vs_lhb=line(n_l, 70, 14, 2, 10, 36, 80))
    assert pitcher_split_correction(dataclasses.replace(p, splits=sp), lg) == pytest.approx(0.0, abs=2e-4)


def test_a_pitcher_stacked_with_left_handed_batters_grades_better_than_his_line(cubs):
    """Arrieta as if 60 % of his batters had batted left and hit him hard: the engine shows him 40 %, so his
    grade target improves; the same lines with the engine's mix change nothing."""
    p = cubs.player("arrieja01")
    lg = league_for(cubs.context)
    sp = Splits(vs_rhb=line(318, 50, 9, 1, 4, 20, 100, hbp=2), vs_lhb=line(477, 110, 22, 3, 12, 56, 90, hbp=4))
    hit_hard = dataclasses.replace(p, splits=sp)
    corr = pitcher_split_correction(hit_hard, lg)
    assert corr < 0
    sc = scale_for(lg)
    with_split = pitcher_fields(hit_hard, lg, sc)
    without = pitcher_fields(p, lg, sc)
    assert with_split["quality"] < without["quality"] == pytest.approx(quality(p.pitching, "R", lg))
    assert with_split["grade_home"] <= without["grade_home"]
    # the league's own left-right difference against a right-hander favours the left side
    assert league_side_difference(lg, "R") > 0
