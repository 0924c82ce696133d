"""The atlas's targets (issue 17's): which measures of a league-season miss, each era judged by its own targets, and
the decade table the report and the command print."""

from __future__ import annotations

import math

import markupsafe
import pytest

from dugout.api import atlas_targets as targets
from dugout.api.atlas import MEASURES, Atlas, AtlasRow
from dugout.api.atlas_report import decade_table, report_html

GOOD = {"league_r_per_g_ratio": 1.01, "league_hr_pa_ratio": 0.97, "league_bb_pa_ratio": 1.03,
        "league_so_pa_ratio": 1.0, "team_r_per_g_mae": 0.2, "team_ba_mae": 0.004, "player_ops_r": 0.95,
        "player_ops_r_dice": 0.96, "league_relief_per_g_ratio": 1.1, "starter_gs_within_15": 1.0}


def _row(**changes: float) -> dict[str, float]:
    return {**GOOD, **changes}


def _names(season: int, row: dict[str, float]) -> list[str]:
    return [m.target.name for m in targets.misses(season, row)]


def test_a_good_league_season_misses_nothing_in_any_era():
    for season in (1871, 1884, 1900, 1901, 1968, 2024):
        assert targets.misses(season, GOOD) == []


@pytest.mark.parametrize("measure, value, name", [
    ("league_r_per_g_ratio", 1.045, "R/G"), ("league_r_per_g_ratio", 0.955, "R/G"),
    ("league_hr_pa_ratio", 1.07, "HR"), ("league_bb_pa_ratio", 0.93, "BB"), ("league_so_pa_ratio", 1.061, "SO"),
    ("team_r_per_g_mae", 0.26, "team R/G MAE"), ("team_ba_mae", 0.0061, "team BA MAE"),
    ("player_ops_r", 0.929, "OPS r"), ("league_relief_per_g_ratio", 1.26, "relief"),
    ("starter_gs_within_15", 0.95, "GS"),
])
def test_each_modern_target_is_judged(measure, value, name):
    assert _names(1950, _row(**{measure: value})) == [name]


def test_the_nineteenth_century_is_held_to_its_own_targets():
    # R/G within 6 % and team R/G MAE within .40; the rates, team BA and OPS r are not judged
    thin = _row(league_r_per_g_ratio=1.05, team_r_per_g_mae=0.39, league_hr_pa_ratio=2.0, team_ba_mae=0.02,
                player_ops_r=0.5)
    assert _names(1900, thin) == []
    assert _names(1901, thin) == ["R/G", "HR", "team R/G MAE", "team BA MAE", "OPS r"]
    assert _names(1884, _row(league_r_per_g_ratio=0.939, team_r_per_g_mae=0.41)) == ["R/G", "team R/G MAE"]
    # relief and the starts are judged in every era
    assert _names(1876, _row(league_relief_per_g_ratio=1.3, starter_gs_within_15=0.9)) == ["relief", "GS"]


def test_a_missing_measure_is_not_judged_and_a_miss_names_the_dice_ceiling():
    assert targets.misses(1911, _row(league_so_pa_ratio=math.nan, player_ops_r=math.nan)) == []
    row = {k: v for k, v in GOOD.items() if k != "league_so_pa_ratio"}
    assert targets.misses(1911, row) == []
    (miss,) = targets.misses(1981, _row(player_ops_r=0.908, player_ops_r_dice=0.925))
    assert miss.text == "OPS r 0.908 (dice ceiling 0.925)"
    assert [m.text for m in targets.misses(1950, _row(team_ba_mae=0.0065))] == ["team BA MAE 0.0065"]


def _atlas(rows: list[tuple[int, str, dict[str, float]]]) -> Atlas:
    full = [AtlasRow(s, lg, {m: r.get(m, math.nan) for m in MEASURES}) for s, lg, r in rows]
    return Atlas("toy", {}, 3, 0, rows[0][0], rows[-1][0], 1, None, full)


def test_the_decade_table_counts_each_target_where_it_applies():
    a = _atlas([(1899, "NL", _row(league_r_per_g_ratio=1.05)),
                (1901, "AL", _row(league_r_per_g_ratio=1.05)),
                (1901, "NL", _row(league_hr_pa_ratio=0.9, player_ops_r=0.9)),
                (1910, "NL", GOOD)])
    table = decade_table(a)
    assert [(d.label, d.seasons, d.all_met) for d in table] == [("1890s", 1, 1), ("1900s", 2, 0), ("1910s", 1, 1)]
    assert table[0].met["R/G"] == (1, 1) and table[0].met["HR"] == (0, 0)
    assert table[1].met["R/G"] == (1, 2) and table[1].met["HR"] == (1, 2) and table[1].met["OPS r"] == (1, 2)
    total = targets.totals(table)
    assert total.seasons == 4 and total.all_met == 2 and total.met["R/G"] == (3, 4) and total.met["GS"] == (4, 4)
    assert total.mean_r_miss == pytest.approx((0.05 + 0.05 + 0.01 + 0.01) / 4)
    assert [targets.cell(table[0].met[n]) for n in ("R/G", "HR")] == ["1/1", "—"]


def test_the_report_shows_the_decade_table_and_names_every_league_season_off_a_target():
    a = _atlas([(1901, "AL", _row(league_r_per_g_ratio=1.05)), (1911, "<b>NL", GOOD)])
    html = report_html(a)
    assert "Targets by decade" in html and "<td>1900s</td>" in html and "<td>1910s</td>" in html
    assert "<td>1901</td><td>AL</td><td style=\"text-align:left\">R/G 1.050</td>" in html
    assert "<b>NL" not in html and "&lt;b&gt;NL" in html  # a league's name is text


def test_the_command_prints_the_decade_table(run_cli, tmp_path):
    code, out, err = run_cli("atlas", "toy", "--from", "1876", "--to", "1876", "--leagues", "NL", "--replays", "1",
                             "--workers", "1", "--no-pdf", "-o", str(tmp_path / "rep"))
    assert code == 0, err
    assert "targets met" in out and "1870s" in out
    total = next(line.split() for line in out.splitlines() if line.split()[:2] == ["all", "1"])
    assert len(total) == 2 + len(targets.NAMES) + 1


def test_a_miss_tells_how_often_exact_cards_would_meet_it():
    # 1981 AL at three replays: exact cards reach .925 on average, give or take .012
    row = _row(player_ops_r=0.908, player_ops_r_dice=0.925, player_ops_r_dice_sd=0.012)
    (miss,) = targets.misses(1981, row)
    assert miss.chance == pytest.approx(1 - 0.5 * math.erfc(-(0.93 - 0.925) / 0.012 / math.sqrt(2)))
    assert miss.text == "OPS r 0.908 (dice ceiling 0.925, exact cards meet it 34%)"
    # a ratio: within 6 % of 1 when the dice move it by 4 %
    (hr,) = targets.misses(1911, _row(league_hr_pa_ratio=0.92, league_hr_pa_dice_sd=0.04))
    assert hr.chance == pytest.approx(math.erf(1.5 / math.sqrt(2))) and hr.text == "HR 0.920 (exact cards meet it 87%)"
    # without the dice's spread nothing is claimed
    assert targets.misses(1911, _row(league_hr_pa_ratio=0.92))[0].chance is None


def test_the_dice_odds_of_an_atlas_multiply_over_its_league_seasons():
    a = _row(player_ops_r_dice_sd=0.012, player_ops_r_dice=0.93, league_hr_pa_dice_sd=0.001)
    b = _row(player_ops_r=0.92, player_ops_r_dice_sd=0.012, player_ops_r_dice=0.93, league_hr_pa_dice_sd=0.001)
    o = targets.dice_odds([(1981, a), (1991, b), (1899, a)])  # 1899: OPS r and HR are not judged
    assert o.judged == 4 and o.misses == 1
    assert o.expected_misses == pytest.approx(1.0, abs=1e-6) and o.all_met == pytest.approx(0.25, abs=1e-6)
    assert targets.dice_odds([(1981, GOOD)]).judged == 0


def test_the_report_says_what_the_dice_alone_would_miss():
    from dugout.api.atlas_report import dice_text

    a = _atlas([(1981, "AL", _row(player_ops_r=0.92, player_ops_r_dice=0.925, player_ops_r_dice_sd=0.012))])
    text = dice_text(a)
    assert "would miss 0.7 of this atlas's 1 OPS r" in text and "these cards missed 1" in text
    assert str(markupsafe.escape(text)) in report_html(a)
    assert dice_text(_atlas([(1981, "AL", GOOD)])) == ""


def test_the_command_says_what_the_dice_alone_would_miss(run_cli, tmp_path):
    code, out, err = run_cli("atlas", "toy", "--from", "1901", "--to", "1901", "--leagues", "NL", "--replays", "1",
                             "--workers", "1", "--no-pdf", "-o", str(tmp_path / "rep"))
    assert code == 0, err
    line = next(line for line in out.splitlines() if line.startswith("The dice alone:"))
    assert "replayed 1 time(s)" in line and "of this atlas's 4 HR, BB, SO, OPS r targets" in line


def test_the_plot_shades_each_target_over_the_seasons_it_applies_to():
    from dugout.api.atlas_report import _shade_targets

    class Ax:
        def __init__(self) -> None:
            self.calls: list[tuple[list[float], float, float]] = []

        def fill_between(self, xs, lo, hi, **kw):
            self.calls.append((list(xs), lo, hi))

    ax = Ax()
    _shade_targets(ax, "league_r_per_g_ratio", 1890, 1910)
    assert sorted(ax.calls) == [([1889.5, 1900.5], 0.94, 1.06), ([1900.5, 1910.5], 0.96, 1.04)]
    ax = Ax()
    _shade_targets(ax, "player_ops_r", 1880, 1900)  # judged from 1901 only
    assert ax.calls == []
    _shade_targets(ax, "team_r_per_g_mae", 1950, 1960)
    assert ax.calls == [([1949.5, 1960.5], 0.0, 0.25)]
